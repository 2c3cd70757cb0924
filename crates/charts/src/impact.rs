//! An "impact of varying" chart (block size, registers per thread, shared memory per block):
//! active warps per SM against the input, as a step line coloured by the resource that limits
//! each stretch, with the current configuration marked. One function draws it on any plotters
//! backend; [`impact_svg`] writes it as SVG.

use crate::axis::ticks;
use crate::palette::Palette;
use crate::style::{axes, font, frame, rgb, svg, Grid};
use crate::{ChartKind, Series};
use occlab_model::locale::message::Message;
use occlab_model::{Limiter, SweepPoint};
use plotters::coord::combinators::BindKeyPoints;
use plotters::coord::Shift;
use plotters::prelude::*;

/// Where the chart's plot sits in backend pixels, and its value ranges: what hit-testing and
/// the page's marker position need.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ChartGeometry {
    /// The plot area's left, top, right and bottom edges, in backend pixels.
    pub plot: (i32, i32, i32, i32),
    pub x_max: u32,
    pub y_max: u32,
    /// The current configuration's marker, in backend pixels.
    pub marker: Option<(i32, i32)>,
}

impl ChartGeometry {
    /// The pixel column of value `x`.
    pub fn x_px(&self, x: u32) -> i32 {
        let (left, _, right, _) = self.plot;
        left + ((f64::from(right - left) * f64::from(x) / f64::from(self.x_max.max(1))).round() as i32)
    }

    /// The value under pixel column `px`, clamped to the axis; `None` when `px` lies more than
    /// `slack` pixels left or right of the plot.
    pub fn x_at(&self, px: i32, slack: i32) -> Option<u32> {
        let (left, _, right, _) = self.plot;
        if px < left - slack || px > right + slack {
            return None;
        }
        let share = f64::from((px - left).clamp(0, (right - left).max(1))) / f64::from((right - left).max(1));
        Some((share * f64::from(self.x_max)).round() as u32)
    }
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

/// A stretch of the curve limited by one resource, as a step path in value coordinates.
type Run = (Option<Limiter>, Vec<(u32, u32)>);

/// The runs of the sweep that share one limiter: each point holds its warps until the next
/// point's x.
fn step_runs(series: &Series) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    for (i, p) in series.points.iter().enumerate() {
        let limiter = p.limiters.iter().next();
        let end = series.points.get(i + 1).map_or(series.x_max, |n| n.x);
        let segment = [(p.x, p.active_warps), (end, p.active_warps)];
        match runs.last_mut() {
            // A point at the previous point's level stretches its flat instead of adding two
            // points on the same line (the block-size sweep is 1,024 points on a few dozen flats).
            Some((l, path)) if *l == limiter => match path.last_mut() {
                Some(last) if last.1 == p.active_warps => last.0 = end,
                _ => path.extend(segment),
            },
            _ => {
                // Join the new run to the previous one with the vertical step.
                if let Some((_, path)) = runs.last_mut() {
                    path.push((p.x, p.active_warps));
                }
                runs.push((limiter, segment.to_vec()));
            }
        }
    }
    runs
}

/// How an impact chart is drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct ImpactStyle {
    pub palette: Palette,
    /// Whether the chart's resource limits the current configuration: the chart is called out.
    pub limiting: bool,
    /// The words drawn, in the reader's language.
    pub words: ImpactWords,
}

/// An impact chart's words, rendered by the front end through the reader's catalogue.
#[derive(Debug, Clone, PartialEq)]
pub struct ImpactWords {
    /// The title drawn above the plot ([`ChartKind::caption`]); `None` in the page, which shows
    /// it in the figure's caption instead.
    pub title: Option<String>,
    /// [`ChartKind::x_label`].
    pub x_axis: String,
    /// "active warps per SM".
    pub y_axis: String,
}

impl ImpactWords {
    /// The words of `kind`'s chart, each message rendered by `say`.
    pub fn new(kind: ChartKind, title: Option<bool>, say: impl Fn(&Message) -> String) -> ImpactWords {
        ImpactWords {
            title: title.map(|limiting| say(&kind.caption(limiting))),
            x_axis: say(&kind.x_label()),
            y_axis: say(&Message::new("axis-active-warps")),
        }
    }
}

/// Draws `series` on `area` in `style`, and returns where its plot and marker landed.
pub fn draw_impact<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    series: &Series,
    style: &ImpactStyle,
) -> Result<ChartGeometry, DrawingAreaErrorKind<DB::ErrorType>> {
    let (palette, limiting) = (&style.palette, style.limiting);
    let enlarge = palette.enlarge;
    let font = |size: f64| font(palette, size);
    let (width, height) = area.dim_in_pixel();
    let x_room = (width / 70).max(2);
    let y_room = (height / 40).max(2);
    let kind = series.kind;
    let x_ticks = ticks(series.x_max, x_room);
    let y_ticks = ticks(series.y_max, y_room);
    let (x_labels, y_labels) = (x_ticks.len(), y_ticks.len());
    let mut builder = frame(area, palette)?;
    if let Some(title) = &style.words.title {
        builder.caption(title, font(15.0));
    }
    let mut chart = builder.build_cartesian_2d(
        (0u32..series.x_max.max(1)).with_key_points(x_ticks),
        (0u32..series.y_max.max(1)).with_key_points(y_ticks),
    )?;
    axes(&mut chart, palette, Grid::Horizontal, (x_labels, y_labels), (&style.words.x_axis, &style.words.y_axis))
        .x_label_formatter(&|x| kind.tick_label(*x))
        .y_label_formatter(&|y| y.to_string())
        .draw()?;
    let width = if limiting { 3 } else { 2 };
    for (limiter, path) in step_runs(series) {
        let colour = rgb(palette.limiter(limiter));
        chart.draw_series(LineSeries::new(path, colour.stroke_width((f64::from(width) * enlarge) as u32)))?;
    }
    let marker = match series.current {
        Some((x, warps)) => {
            let marker = rgb(palette.marker);
            chart.draw_series(LineSeries::new([(x, 0), (x, series.y_max)], marker.mix(0.45)))?;
            chart.draw_series(std::iter::once(Circle::new((x, warps), (5.0 * enlarge) as i32, marker.filled())))?;
            Some(chart.backend_coord(&(x, warps)))
        }
        None => None,
    };
    let (x_range, y_range) = chart.plotting_area().get_pixel_range();
    Ok(ChartGeometry {
        plot: (x_range.start, y_range.start, x_range.end, y_range.end),
        x_max: series.x_max,
        y_max: series.y_max,
        marker,
    })
}

/// The chart of `series` as an SVG document of `width` × `height` pixels, its words rendered by
/// `say`.
pub fn impact_svg(
    series: &Series,
    palette: &Palette,
    limiting: bool,
    size: (u32, u32),
    say: impl Fn(&Message) -> String,
) -> String {
    let words = ImpactWords::new(series.kind, Some(limiting), say);
    let style = ImpactStyle { palette: *palette, limiting, words };
    svg(size, |area| draw_impact(area, series, &style))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::palette::Rgb;
    use occlab_model::{Limiter, SweepPoint};

    fn series(current: Option<(u32, u32)>) -> Series {
        let limiters = |l: Limiter| [l].into_iter().collect();
        Series {
            kind: ChartKind::Registers,
            points: (0..=255)
                .map(|r| SweepPoint {
                    x: r,
                    input: r,
                    active_blocks: if r <= 32 { 8 } else { 4 },
                    active_warps: if r <= 32 { 64 } else { 32 },
                    limiters: limiters(if r <= 32 { Limiter::Warps } else { Limiter::Registers }),
                })
                .collect(),
            current,
            x_max: 255,
            y_max: 64,
        }
    }

    #[test]
    fn runs_follow_the_limiter_with_one_flat_per_level_and_step_at_the_cliff() {
        let runs = step_runs(&series(None));
        assert_eq!(runs.len(), 2);
        assert_eq!(runs[0].0, Some(Limiter::Warps));
        // One flat per level, not two points per sweep point (256 points here), and the warps
        // run steps down to the registers run.
        assert_eq!(runs[0].1, [(0, 64), (33, 64), (33, 32)]);
        assert_eq!(runs[1].0, Some(Limiter::Registers));
        assert_eq!(runs[1].1, [(33, 32), (255, 32)]);
    }

    #[test]
    fn the_svg_has_the_curve_in_both_limiter_colours_and_the_marker() {
        let palette = Palette::new(false, false);
        let svg = impact_svg(&series(Some((40, 32))), &palette, true, (640, 300), Message::to_string);
        let hex = |c: Rgb| format!("#{:02X}{:02X}{:02X}", c.0, c.1, c.2);
        for colour in [palette.limiter(Some(Limiter::Warps)), palette.limiter(Some(Limiter::Registers))] {
            assert!(svg.contains(&hex(colour)), "{} missing", hex(colour));
        }
        assert!(svg.contains("<circle"), "marker");
        for label in ["registers per thread", "active warps per SM", "(limits this launch)", ">\n224\n<"] {
            assert!(svg.contains(label), "{label} missing");
        }
    }

    #[test]
    fn geometry_maps_values_to_pixels_and_back() {
        let mut svg = String::new();
        let area = SVGBackend::with_string(&mut svg, (640, 300)).into_drawing_area();
        let words = ImpactWords::new(ChartKind::Registers, None, Message::to_string);
        let style = ImpactStyle { palette: Palette::new(false, false), limiting: false, words };
        let g = draw_impact(&area, &series(Some((128, 32))), &style).unwrap_or_else(|e| unreachable!("{e:?}"));
        let (left, top, right, bottom) = g.plot;
        assert!(left < right && top < bottom);
        assert_eq!(g.x_px(0), left);
        assert_eq!(g.x_px(255), right);
        assert_eq!(g.x_at(g.x_px(128), 8), Some(128));
        assert_eq!(g.x_at(left - 4, 8), Some(0));
        assert_eq!(g.x_at(left - 20, 8), None);
        assert_eq!(g.x_at(right + 20, 8), None);
        let (mx, _) = g.marker.unwrap_or_default();
        assert!((mx - g.x_px(128)).abs() <= 1, "{mx} vs {}", g.x_px(128));
    }

    #[test]
    fn nearest_point() {
        let points: Vec<SweepPoint> = (1..=32).map(|w| point(w * 32)).collect();
        assert_eq!(nearest(&points, 0.0), Some(0));
        assert_eq!(nearest(&points, 47.0), Some(0));
        assert_eq!(nearest(&points, 49.0), Some(1));
        assert_eq!(nearest(&points, 5000.0), Some(31));
        assert_eq!(nearest(&[], 5.0), None);
    }

    fn point(x: u32) -> SweepPoint {
        SweepPoint { x, input: x, active_blocks: 8, active_warps: 64, limiters: [Limiter::Warps].into_iter().collect() }
    }
}
