//! Chart geometry in canvas pixels for the panels' pictures: the plot rectangle, value ↔ pixel
//! mapping and ticks; and the sweep point nearest a value, for the impact charts' hit-testing
//! (whose own mapping is `occlab_charts::ChartGeometry`). Pure functions, tested natively.

pub use occlab_charts::axis::ticks;
use occlab_model::SweepPoint;

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

    /// The pixel column of a fraction of the x axis (0 at the left, 1 at the right).
    pub fn x_fraction_px(&self, fraction: f64) -> i32 {
        self.left + (fraction * f64::from(self.right - self.left)).round() as i32
    }

    /// The pixel row of a fraction of the y axis (0 at the bottom, 1 at the top).
    pub fn y_fraction_px(&self, fraction: f64) -> i32 {
        self.bottom - (fraction * f64::from(self.bottom - self.top)).round() as i32
    }

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

#[cfg(test)]
mod tests {
    use super::*;
    use occlab_model::{Limiter, Limiters};

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
    fn nearest_point() {
        let points: Vec<SweepPoint> = (1..=32).map(|w| point(w * 32, 64, Limiter::Warps)).collect();
        assert_eq!(nearest(&points, 0.0), Some(0));
        assert_eq!(nearest(&points, 47.0), Some(0));
        assert_eq!(nearest(&points, 49.0), Some(1));
        assert_eq!(nearest(&points, 5000.0), Some(31));
        assert_eq!(nearest(&[], 5.0), None);
    }
}
