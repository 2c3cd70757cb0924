//! Chart geometry in canvas pixels: the plot rectangle, value ↔ pixel mapping, ticks, the
//! step paths of a sweep, and hit-testing a pointer position to the nearest point.
//! Pure functions, tested natively; both drawing and pointer handling use them.

pub use occlab_charts::axis::ticks;
use occlab_model::{Limiter, SweepPoint};

/// A pixel position (x right, y down), in canvas pixels.
pub type Pixel = (i32, i32);

/// The plot rectangle inside a canvas and the value ranges it shows (x from 0 to `x_max`,
/// y from 0 to `y_max`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Plot {
    pub left: i32,
    pub top: i32,
    pub right: i32,
    pub bottom: i32,
    pub x_max: u32,
    pub y_max: u32,
    /// Canvas pixels per CSS pixel, times the projector's enlargement: margins and type scale.
    pub scale: f64,
}

impl Plot {
    /// Lays out a `width` × `height` canvas, leaving room for the axes' labels.
    pub fn new(width: u32, height: u32, scale: f64, x_max: u32, y_max: u32) -> Plot {
        let scale = if scale.is_finite() && scale > 0.0 { scale } else { 1.0 };
        let px = |css: f64| (css * scale).round() as i32;
        let width = i32::try_from(width).unwrap_or(i32::MAX);
        let height = i32::try_from(height).unwrap_or(i32::MAX);
        let left = px(48.0);
        let top = px(12.0);
        Plot {
            left,
            top,
            right: (width - px(16.0)).max(left + 1),
            bottom: (height - px(40.0)).max(top + 1),
            x_max: x_max.max(1),
            y_max: y_max.max(1),
            scale,
        }
    }

    pub fn x_px(&self, x: u32) -> i32 {
        let span = f64::from(self.right - self.left);
        self.left + (f64::from(x) / f64::from(self.x_max) * span).round() as i32
    }

    pub fn y_px(&self, y: u32) -> i32 {
        let span = f64::from(self.bottom - self.top);
        self.bottom - (f64::from(y) / f64::from(self.y_max) * span).round() as i32
    }

    /// The pixel column of a fraction of the x axis (0 at the left, 1 at the right).
    pub fn x_fraction_px(&self, fraction: f64) -> i32 {
        self.left + (fraction * f64::from(self.right - self.left)).round() as i32
    }

    /// The pixel row of a fraction of the y axis (0 at the bottom, 1 at the top).
    pub fn y_fraction_px(&self, fraction: f64) -> i32 {
        self.bottom - (fraction * f64::from(self.bottom - self.top)).round() as i32
    }

    /// The x value under a pointer at canvas pixel `px`, clamped to the axis; `None` when the
    /// pointer is further than a few pixels left or right of the plot.
    pub fn x_at(&self, px: f64) -> Option<f64> {
        let slack = 8.0 * self.scale;
        let (left, right) = (f64::from(self.left), f64::from(self.right));
        if !(left - slack..=right + slack).contains(&px) {
            return None;
        }
        let fraction = ((px - left) / (right - left)).clamp(0.0, 1.0);
        Some(fraction * f64::from(self.x_max))
    }

    /// How many tick labels fit along x without crowding.
    pub fn x_tick_room(&self) -> u32 {
        let room = f64::from(self.right - self.left) / (56.0 * self.scale);
        (room as u32).clamp(2, 8)
    }

    /// How many tick labels fit along y.
    pub fn y_tick_room(&self) -> u32 {
        let room = f64::from(self.bottom - self.top) / (28.0 * self.scale);
        (room as u32).clamp(2, 8)
    }
}

/// Round ticks for a value axis from 0 to at least `max`: steps of 1, 2 or 5 × 10^k, as
/// small as gives at most `room` intervals; the last tick is the axis's top. 3,352 with room 6 →
/// 0, 1,000, … 4,000.
pub fn nice_ticks(max: f64, room: u32) -> Vec<f64> {
    let max = if max.is_finite() && max > 0.0 { max } else { 1.0 };
    let raw = max / f64::from(room.max(1));
    // The power of ten at or below `raw` (found by steps, not logarithms: fewer bytes).
    let mut magnitude = 1.0;
    while magnitude > raw {
        magnitude /= 10.0;
    }
    while magnitude * 10.0 <= raw {
        magnitude *= 10.0;
    }
    let step = [1.0, 2.0, 5.0, 10.0].into_iter().map(|m| m * magnitude).find(|s| *s >= raw * (1.0 - 1e-9));
    let step = step.unwrap_or(10.0 * magnitude);
    let intervals = (max / step - 1e-9).ceil().max(1.0) as u32;
    (0..=intervals).map(|i| f64::from(i) * step).collect()
}

/// The index of the point nearest to `x` (points sorted by x, as the sweeps give them).
pub fn nearest(points: &[SweepPoint], x: f64) -> Option<usize> {
    let after = points.partition_point(|p| f64::from(p.x) < x);
    let candidates = [after.checked_sub(1), Some(after)];
    candidates.into_iter().flatten().filter(|&i| i < points.len()).min_by(|&a, &b| {
        let da = (f64::from(points[a].x) - x).abs();
        let db = (f64::from(points[b].x) - x).abs();
        da.total_cmp(&db)
    })
}

/// The point under a pointer at canvas pixel `px`, if any.
pub fn hit(plot: &Plot, points: &[SweepPoint], px: f64) -> Option<usize> {
    plot.x_at(px).and_then(|x| nearest(points, x))
}

/// The limiter a point's segment is coloured by: the first in the header's order.
pub fn primary_limiter(point: &SweepPoint) -> Option<Limiter> {
    point.limiters.iter().next()
}

/// The sweep as a step line (each value holds until the next point), cut into runs of one
/// colour: `(limiter, pixels)`. Each run starts where the previous one ended, so the line is
/// unbroken; repeated vertices and straight continuations are merged.
pub fn step_runs(plot: &Plot, points: &[SweepPoint]) -> Vec<(Option<Limiter>, Vec<Pixel>)> {
    let mut runs: Vec<(Option<Limiter>, Vec<Pixel>)> = Vec::new();
    for (i, p) in points.iter().enumerate() {
        let limiter = primary_limiter(p);
        let (x, y) = (plot.x_px(p.x), plot.y_px(p.active_warps));
        let end = points.get(i + 1).map_or(x, |next| plot.x_px(next.x));
        if runs.last().map(|(l, _)| *l) != Some(limiter) {
            let joint = runs.last().and_then(|(_, path)| path.last().copied());
            runs.push((limiter, joint.into_iter().collect()));
        }
        if let Some((_, path)) = runs.last_mut() {
            push_vertex(path, (x, y));
            push_vertex(path, (end, y));
        }
    }
    runs
}

/// Appends a vertex unless it repeats the last one; a vertex continuing the last segment in
/// the same direction replaces its end instead.
fn push_vertex(path: &mut Vec<Pixel>, v: Pixel) {
    let (a, b) = match path.as_slice() {
        [] => (None, None),
        [.., b] if *b == v => return,
        [b] => (None, Some(*b)),
        [.., a, b] => (Some(*a), Some(*b)),
    };
    if let (Some(a), Some(b)) = (a, b) {
        let horizontal = a.1 == b.1 && b.1 == v.1;
        let vertical = a.0 == b.0 && b.0 == v.0 && (b.1 - a.1).signum() == (v.1 - b.1).signum();
        if horizontal || vertical {
            if let Some(last) = path.last_mut() {
                *last = v;
            }
            return;
        }
    }
    path.push(v);
}

#[cfg(test)]
mod tests {
    use super::*;
    use occlab_model::Limiters;

    fn point(x: u32, warps: u32, limiter: Limiter) -> SweepPoint {
        SweepPoint {
            x,
            input: x,
            active_blocks: warps / 8,
            active_warps: warps,
            limiters: [limiter].into_iter().collect::<Limiters>(),
        }
    }

    #[test]
    fn plot_maps_ends_of_the_axes_to_the_rectangle() {
        let plot = Plot::new(600, 240, 1.0, 1024, 64);
        assert_eq!((plot.left, plot.top, plot.right, plot.bottom), (48, 12, 584, 200));
        assert_eq!(plot.x_px(0), 48);
        assert_eq!(plot.x_px(1024), 584);
        assert_eq!(plot.x_px(512), 316);
        assert_eq!(plot.y_px(0), 200);
        assert_eq!(plot.y_px(64), 12);
        assert_eq!(plot.y_px(32), 106);
    }

    #[test]
    fn scale_enlarges_margins() {
        let plot = Plot::new(1200, 480, 2.0, 255, 48);
        assert_eq!((plot.left, plot.top, plot.right, plot.bottom), (96, 24, 1168, 400));
    }

    #[test]
    fn tiny_canvases_keep_a_positive_plot() {
        let plot = Plot::new(10, 10, 1.0, 0, 0);
        assert!(plot.right > plot.left && plot.bottom > plot.top);
        assert_eq!(plot.x_px(0), plot.left);
        let nan = Plot::new(300, 200, f64::NAN, 10, 10);
        assert_eq!(nan.scale, 1.0);
    }

    #[test]
    fn pixel_to_value_inverts_value_to_pixel() {
        let plot = Plot::new(600, 240, 1.0, 1024, 64);
        for x in [0, 32, 256, 777, 1024] {
            let back = plot.x_at(f64::from(plot.x_px(x))).unwrap_or(f64::NAN);
            assert!((back - f64::from(x)).abs() <= 1024.0 / 536.0, "{x} → {back}");
        }
        assert_eq!(plot.x_at(30.0), None);
        assert_eq!(plot.x_at(45.0), Some(0.0));
        assert_eq!(plot.x_at(590.0), Some(1024.0));
        assert_eq!(plot.x_at(700.0), None);
    }

    #[test]
    fn a_dip_within_one_pixel_column_is_kept() {
        let plot = Plot::new(600, 240, 1.0, 1024, 64);
        let points = [point(32, 64, Limiter::Warps), point(33, 62, Limiter::Warps), point(34, 64, Limiter::Warps)];
        let runs = step_runs(&plot, &points);
        let ys: Vec<i32> = runs[0].1.iter().map(|v| v.1).collect();
        assert!(ys.contains(&plot.y_px(62)), "{:?}", runs[0].1);
    }

    #[test]
    fn ticks_are_powers_of_two() {
        assert_eq!(ticks(1024, 8), vec![0, 128, 256, 384, 512, 640, 768, 896, 1024]);
        assert_eq!(ticks(255, 8), vec![0, 32, 64, 96, 128, 160, 192, 224]);
        assert_eq!(ticks(64, 4), vec![0, 16, 32, 48, 64]);
        assert_eq!(ticks(48, 4), vec![0, 16, 32, 48]);
        assert_eq!(ticks(0, 4), vec![0]);
        assert_eq!(ticks(233_472, 8).get(1), Some(&32_768));
        assert_eq!(ticks(u32::MAX, 2), vec![0, 1 << 31]);
    }

    #[test]
    fn nice_ticks_cover_the_maximum_in_round_steps() {
        assert_eq!(nice_ticks(3352.0, 6), vec![0.0, 1000.0, 2000.0, 3000.0, 4000.0]);
        assert_eq!(nice_ticks(100.0, 5), vec![0.0, 20.0, 40.0, 60.0, 80.0, 100.0]);
        assert_eq!(nice_ticks(0.9, 4), vec![0.0, 0.5, 1.0]);
        assert_eq!(nice_ticks(0.0, 4), vec![0.0, 0.5, 1.0]);
        assert_eq!(nice_ticks(f64::NAN, 4), vec![0.0, 0.5, 1.0]);
        let big = nice_ticks(67_000.0, 8);
        assert_eq!((big[1], big.last().copied()), (10_000.0, Some(70_000.0)));
    }

    #[test]
    fn fractions_map_to_the_plot_rectangle() {
        let plot = Plot::new(600, 240, 1.0, 1024, 64);
        assert_eq!((plot.x_fraction_px(0.0), plot.x_fraction_px(1.0), plot.x_fraction_px(0.5)), (48, 584, 316));
        assert_eq!((plot.y_fraction_px(0.0), plot.y_fraction_px(1.0)), (200, 12));
    }

    #[test]
    fn nearest_point_and_hit_testing() {
        let points: Vec<SweepPoint> = (1..=32).map(|w| point(w * 32, 64, Limiter::Warps)).collect();
        assert_eq!(nearest(&points, 0.0), Some(0));
        assert_eq!(nearest(&points, 47.0), Some(0));
        assert_eq!(nearest(&points, 49.0), Some(1));
        assert_eq!(nearest(&points, 5000.0), Some(31));
        assert_eq!(nearest(&[], 5.0), None);
        let plot = Plot::new(600, 240, 1.0, 1024, 64);
        assert_eq!(hit(&plot, &points, f64::from(plot.x_px(256))), Some(7));
        assert_eq!(hit(&plot, &points, 10.0), None);
    }

    #[test]
    fn step_runs_turn_only_at_changes_and_split_by_limiter() {
        let plot = Plot::new(600, 240, 1.0, 1024, 64);
        let points = [
            point(0, 64, Limiter::Warps),
            point(256, 64, Limiter::Warps),
            point(512, 32, Limiter::Warps),
            point(768, 32, Limiter::Registers),
            point(1024, 16, Limiter::Registers),
        ];
        let runs = step_runs(&plot, &points);
        assert_eq!(runs.len(), 2);
        let (x, y) = (|v| plot.x_px(v), |w| plot.y_px(w));
        assert_eq!(runs[0].0, Some(Limiter::Warps));
        assert_eq!(runs[0].1, vec![(x(0), y(64)), (x(512), y(64)), (x(512), y(32)), (x(768), y(32))]);
        assert_eq!(runs[1].0, Some(Limiter::Registers));
        assert_eq!(runs[1].1, vec![(x(768), y(32)), (x(1024), y(32)), (x(1024), y(16))]);
    }
}
