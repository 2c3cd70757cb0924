//! The what-if chart: a profiled kernel's predicted duration, as a multiple of the profiled
//! launch's, against occupancy in warps per SM (one point per whole number of resident blocks,
//! each level reached by dynamic shared memory under the driver's shared-memory configuration;
//! `occlab_model::what_if`). The profiled launch reads 1 and is ringed, as are the same kernel's
//! profiles at other levels joined to it; Nsight Compute's own
//! estimate, where its report has one, is a cross at the occupancy it speaks of; the level
//! predicted fastest is filled; the calculator's occupancy, when the calculator holds this
//! kernel, is the marker. A shaded band about the curve spans where eight in ten of the levels
//! measured as far from their profile fell (each level's spread, `what_if::distance`): it
//! pinches to the curve at a profiled level. One function draws it on any plotters backend; [`what_if_svg`] writes
//! it as SVG.

use crate::axis::{decimal_short, nice_ticks, ticks, value_axis};
use crate::palette::{Palette, Rgb};
use crate::style::{axes, font, frame, rgb, svg, Grid};
use occlab_model::decimal;
use occlab_model::locale::message::Message;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// The chart's data: warps per SM and duration ratios (predicted ÷ profiled).
#[derive(Debug, Clone, PartialEq)]
pub struct WhatIfCurve {
    /// The SM's warps: the x axis runs to it.
    pub max_warps: u32,
    /// The prediction at each level reached by dynamic shared memory, in order of warps.
    pub points: Vec<(u32, f64)>,
    /// The measured ratios eight in ten such predictions came to at each of `points`' levels, in
    /// the same order: (warps, low, high); low = high = the prediction where a level has none.
    pub spread: Vec<(u32, f64, f64)>,
    /// The same levels reached by registers (the carveout left as at the profiled launch),
    /// where that route differs; empty otherwise.
    pub register_route: Vec<(u32, f64)>,
    /// The profiled launch's warps per SM (its ratio is 1).
    pub profiled: u32,
    /// The same kernel's profiles at other levels joined to the what-if: their warps per SM and
    /// measured duration ratios, ringed as the profiled launch is.
    pub other_profiles: Vec<(u32, f64)>,
    /// Nsight Compute's estimate: the occupancy it speaks of and the duration ratio it implies.
    pub ncu_estimate: Option<(u32, f64)>,
    /// The level predicted fastest.
    pub fastest: (u32, f64),
    /// The calculator's occupancy on this curve, when the calculator holds this kernel.
    pub current: Option<(u32, f64)>,
}

/// The what-if chart's words, rendered by the front end through the reader's catalogue.
#[derive(Debug, Clone, PartialEq)]
pub struct WhatIfWords {
    /// "warps per SM (occupancy)".
    pub x_axis: String,
    /// "time ÷ profiled".
    pub y_axis: String,
    /// "profiled", beside the profiled launch's ring.
    pub profiled: String,
    /// "Nsight Compute", beside its estimate's cross.
    pub ncu: String,
}

impl WhatIfWords {
    /// The words, each message rendered by `say`.
    pub fn new(say: impl Fn(&Message) -> String) -> WhatIfWords {
        WhatIfWords {
            x_axis: say(&Message::new("axis-warps-occupancy")),
            y_axis: say(&Message::new("what-if-axis-time")),
            profiled: say(&Message::new("what-if-chart-profiled")),
            ncu: say(&Message::new("what-if-chart-ncu")),
        }
    }
}

/// Draws `c` on `area`; returns the marker's pixel column, if the calculator's occupancy is on
/// the curve.
pub fn draw_what_if<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    c: &WhatIfCurve,
    palette: &Palette,
    words: &WhatIfWords,
) -> Result<Option<i32>, DrawingAreaErrorKind<DB::ErrorType>> {
    let enlarge = palette.enlarge;
    let (width, height) = area.dim_in_pixel();
    let highest = c
        .points
        .iter()
        .chain(&c.register_route)
        .chain(&c.ncu_estimate)
        .map(|p| p.1)
        .chain(c.spread.iter().map(|s| s.2))
        .filter(|r| r.is_finite())
        .fold(1.0, f64::max);
    let ratio_ticks = nice_ticks(highest * 1.08, (height / 40).max(2));
    let top = ratio_ticks.last().copied().unwrap_or(1.0);
    let warp_ticks = ticks(c.max_warps, (width / 60).max(2));
    let warp_values: Vec<f64> = warp_ticks.iter().map(|&w| f64::from(w)).collect();
    let mut chart = frame(area, palette)?
        .margin_top((14.0 * enlarge) as u32)
        .build_cartesian_2d(value_axis(f64::from(c.max_warps.max(1)), &warp_values), value_axis(top, &ratio_ticks))?;
    axes(&mut chart, palette, Grid::Horizontal, (warp_ticks.len(), ratio_ticks.len()), (&words.x_axis, &words.y_axis))
        .x_label_formatter(&|x| decimal(*x))
        .y_label_formatter(&|y| decimal_short(*y))
        .draw()?;
    let px = |css: f64| (css * enlarge).round().max(1.0) as u32;
    let line = |colour: Rgb, w: f64| rgb(colour).stroke_width(px(w));
    let at = |&(w, r): &(u32, f64)| (f64::from(w), r);
    // The profiled launch's duration: the line every ratio is read against.
    chart.draw_series(LineSeries::new([(0.0, 1.0), (f64::from(c.max_warps), 1.0)], rgb(palette.axis)))?;
    let band = c.spread.iter().map(|&(w, low, _)| (f64::from(w), low));
    let band: Vec<(f64, f64)> = band.chain(c.spread.iter().rev().map(|&(w, _, high)| (f64::from(w), high))).collect();
    if band.iter().all(|p| p.1.is_finite()) && band.len() > 2 {
        chart.draw_series(std::iter::once(Polygon::new(band, rgb(palette.limiters[2]).mix(0.16).filled())))?;
    }
    let size = px(6.0);
    chart.draw_series(DashedLineSeries::new(
        c.register_route.iter().map(at),
        size,
        size,
        line(palette.limiters[0], 2.0),
    ))?;
    chart.draw_series(LineSeries::new(c.points.iter().map(at), line(palette.limiters[2], 3.0)))?;
    let dot = (3.0 * enlarge) as i32;
    chart.draw_series(c.points.iter().map(|p| Circle::new(at(p), dot, rgb(palette.limiters[2]).filled())))?;
    let label = |anchor: Pos| font(palette, 11.0).pos(anchor);
    let gap = (6.0 * enlarge).round() as i32;
    let profiled = std::iter::once((c.profiled, 1.0)).chain(c.other_profiles.iter().copied()).map(|p| at(&p));
    for point in profiled.filter(|p| p.1.is_finite()) {
        chart.draw_series(std::iter::once(Circle::new(point, (7.0 * enlarge) as i32, line(palette.text, 2.0))))?;
        chart.draw_series(std::iter::once(
            EmptyElement::at(point)
                + Text::new(words.profiled.clone(), (0, -gap - dot), label(Pos::new(HPos::Center, VPos::Bottom))),
        ))?;
    }
    if let Some(estimate) = c.ncu_estimate.filter(|e| e.1.is_finite()) {
        let point = at(&estimate);
        chart.draw_series(std::iter::once(Cross::new(
            point,
            (6.0 * enlarge) as i32,
            line(palette.limiters[3], 2.5),
        )))?;
        chart.draw_series(std::iter::once(
            EmptyElement::at(point)
                + Text::new(words.ncu.clone(), (-gap, gap), label(Pos::new(HPos::Right, VPos::Top))),
        ))?;
    }
    chart.draw_series(std::iter::once(Circle::new(
        at(&c.fastest),
        (6.0 * enlarge) as i32,
        rgb(palette.limiters[2]).filled(),
    )))?;
    let marker = match c.current {
        Some(current) => {
            let (x, marker) = (f64::from(current.0), rgb(palette.marker));
            chart.draw_series(LineSeries::new([(x, 0.0), (x, top)], marker.mix(0.45)))?;
            chart.draw_series(std::iter::once(Circle::new(at(&current), (5.0 * enlarge) as i32, marker.filled())))?;
            Some(chart.backend_coord(&(x, current.1)).0)
        }
        None => None,
    };
    Ok(marker)
}

/// The chart of `c` as an SVG document of `width` × `height` pixels, its words rendered by `say`.
pub fn what_if_svg(c: &WhatIfCurve, palette: &Palette, size: (u32, u32), say: impl Fn(&Message) -> String) -> String {
    let words = WhatIfWords::new(say);
    svg(size, |area| draw_what_if(area, c, palette, &words))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A curve of the shape saxpy's has (falling to its knee, flat after), profiled at a quarter
    /// of its warps, with an estimate beside it.
    fn curve(current: Option<(u32, f64)>) -> WhatIfCurve {
        WhatIfCurve {
            max_warps: 64,
            points: vec![(8, 1.78), (16, 1.0), (24, 0.78), (32, 0.7), (40, 0.66), (48, 0.64), (56, 0.64), (64, 0.64)],
            spread: Vec::new(),
            register_route: Vec::new(),
            profiled: 16,
            other_profiles: Vec::new(),
            ncu_estimate: Some((64, 0.31)),
            fastest: (48, 0.64),
            current,
        }
    }

    #[test]
    fn the_svg_marks_the_profiled_launch_the_estimate_and_the_fastest_level() {
        let palette = Palette::new(false, false);
        let svg = what_if_svg(&curve(None), &palette, (640, 280), Message::to_string);
        let hex = |c: Rgb| format!("#{:02X}{:02X}{:02X}", c.0, c.1, c.2);
        for label in ["warps per SM (occupancy)", ">\nprofiled\n<", ">\nNsight Compute\n<"] {
            assert!(svg.contains(label), "{label} missing");
        }
        // Eight points, the fastest filled again, the profiled ring.
        assert_eq!(svg.matches("<circle").count(), 10);
        // The estimate's cross: two strokes in its colour.
        assert_eq!(svg.matches(&hex(palette.limiters[3])).count(), 2);
        let marked = what_if_svg(&curve(Some((40, 0.66))), &palette, (640, 280), Message::to_string);
        assert_eq!(marked.matches("<circle").count(), 11);
        assert!(marked.contains(&hex(palette.marker)));
    }

    #[test]
    fn the_spread_is_one_shaded_band_that_pinches_at_the_profile() {
        let palette = Palette::new(false, false);
        let plain = curve(None);
        let spread =
            plain.points.iter().map(|&(w, r)| if w == 16 { (w, r, r) } else { (w, r * 0.9, r * 1.2) }).collect();
        let svg = what_if_svg(&WhatIfCurve { spread, ..plain.clone() }, &palette, (640, 280), Message::to_string);
        let band = svg.lines().filter(|l| l.starts_with("<polygon")).collect::<Vec<_>>();
        assert_eq!(band.len(), 1, "{svg}");
        // Eight levels out along the low side and back along the high one.
        assert_eq!(band[0].matches(',').count(), 16, "{}", band[0]);
        assert!(!what_if_svg(&plain, &palette, (640, 280), Message::to_string).contains("<polygon"));
    }

    #[test]
    fn a_joined_profile_is_ringed_and_labelled_as_the_profiled_launch_is() {
        let palette = Palette::new(false, false);
        let joined = WhatIfCurve { other_profiles: vec![(48, 0.62)], ..curve(None) };
        let svg = what_if_svg(&joined, &palette, (640, 280), Message::to_string);
        assert_eq!(svg.matches("<circle").count(), 11);
        assert_eq!(svg.matches(">\nprofiled\n<").count(), 2);
    }

    #[test]
    fn the_marker_column_moves_with_the_calculators_occupancy() {
        let palette = Palette::new(false, false);
        let words = WhatIfWords::new(Message::to_string);
        let column = |warps: u32, ratio: f64| {
            let mut svg = String::new();
            let area = SVGBackend::with_string(&mut svg, (640, 280)).into_drawing_area();
            draw_what_if(&area, &curve(Some((warps, ratio))), &palette, &words).ok().flatten()
        };
        let (low, high) = (column(16, 1.0), column(48, 0.64));
        assert!(low.zip(high).is_some_and(|(l, h)| l < h), "{low:?} {high:?}");
    }
}
