//! The chart of Volkov's two-mode model (thesis §3.5, Figure 3.6): throughput for the whole GPU
//! against occupancy in warps per SM, from 1 to the SM's maximum. The latency-bound line rises
//! from the origin, the throughput bound is a ceiling, the model follows the lower of the two
//! and turns at the knee (the needed occupancy); the calculator's occupancy is marked. One
//! function draws it on any plotters backend; [`throughput_svg`] writes it as SVG.

use crate::axis::{decimal_short, nice_ticks, ticks, value_axis};
use crate::palette::{Palette, Rgb};
use crate::style::{axes, font, frame, rgb, svg, Grid};
use occlab_model::decimal;
use occlab_model::latency::scenario::{LatencyHiding, RateUnit};
use occlab_model::locale::message::{Arg, Message};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// The chart's data, in the unit shown (GB/s or GFLOP/s).
#[derive(Debug, Clone, PartialEq)]
pub struct Throughput {
    pub unit: RateUnit,
    pub max_warps: u32,
    /// The model's rate at 1, 2, … `max_warps` warps per SM.
    pub curve: Vec<(u32, f64)>,
    /// The rate of one warp on the latency-bound line (it is n times this).
    pub per_warp: f64,
    /// The latency-bound line's rate at `max_warps`.
    pub latency_end: f64,
    /// The throughput bound's rate.
    pub ceiling: f64,
    /// The needed occupancy, warps per SM.
    pub knee: f64,
    /// The calculator's occupancy (warps per SM) and the rate there; `None` when no warp runs.
    pub current: Option<(u32, f64)>,
    /// The mode at the calculator's occupancy, in words.
    pub mode: Message,
    /// A measured run's points (warps per SM, rate), drawn over the model; empty without one.
    pub measured: Vec<(u32, f64)>,
    /// The model calibrated by that run (memory latency under load, the warp schedulers;
    /// `occlab_model::calibrated`) at each whole number of blocks per SM, drawn dashed beside the
    /// textbook's; empty without one.
    pub calibrated: Vec<(u32, f64)>,
}

impl Throughput {
    pub fn build(h: &LatencyHiding, unit: RateUnit, max_warps: u32, warps: u32) -> Throughput {
        let rate = |warps_per_cycle: f64| h.rate(warps_per_cycle, unit);
        let m = &h.model;
        Throughput {
            unit,
            max_warps,
            curve: m.curve(max_warps).into_iter().map(|(n, t)| (n, rate(t))).collect(),
            per_warp: rate(m.latency_bound_throughput(1.0)),
            latency_end: rate(m.latency_bound_throughput(f64::from(max_warps))),
            ceiling: rate(m.throughput_bound),
            knee: m.needed_warps(),
            current: (warps > 0).then(|| (warps, rate(m.warp_throughput(f64::from(warps))))),
            mode: h.mode_sentence(warps, unit),
            measured: Vec::new(),
            calibrated: Vec::new(),
        }
    }

    /// The mode sentence of `t`, if any.
    pub fn mode_of(t: &Option<Throughput>) -> Option<Message> {
        t.as_ref().map(|t| t.mode.clone())
    }

    /// The text alternative of `t`, if any.
    pub fn summary_of(t: &Option<Throughput>) -> Option<Message> {
        t.as_ref().map(Throughput::summary)
    }

    /// The chart's text alternative.
    pub fn summary(&self) -> Message {
        let unit = self.unit.label();
        let current = match self.current {
            Some((n, r)) => Message::new("throughput-summary-current")
                .arg("warps", Arg::Count(n.into()))
                .arg("rate", Arg::Decimal(r))
                .arg("unit", unit),
            None => Message::new("throughput-summary-none"),
        };
        Message::new("throughput-summary")
            .arg("unit", unit)
            .arg("max", Arg::Count(self.max_warps.into()))
            .arg("per_warp", Arg::Decimal(self.per_warp))
            .arg("ceiling", Arg::Decimal(self.ceiling))
            .arg("knee", Arg::Decimal(self.knee))
            .arg("current", current)
    }
}

/// The throughput chart's words, rendered by the front end through the reader's catalogue.
#[derive(Debug, Clone, PartialEq)]
pub struct ThroughputWords {
    /// "warps per SM (occupancy)".
    pub x_axis: String,
    /// "knee", beside the needed occupancy's line.
    pub knee: String,
}

impl ThroughputWords {
    /// The words, each message rendered by `say`.
    pub fn new(say: impl Fn(&Message) -> String) -> ThroughputWords {
        ThroughputWords { x_axis: say(&Message::new("axis-warps-occupancy")), knee: say(&Message::new("chart-knee")) }
    }
}

/// Draws `t` on `area`; returns the marker's pixel column, if the calculator's warps run.
pub fn draw_throughput<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    t: &Throughput,
    palette: &Palette,
    words: &ThroughputWords,
) -> Result<Option<i32>, DrawingAreaErrorKind<DB::ErrorType>> {
    let enlarge = palette.enlarge;
    let font = |size: f64| font(palette, size);
    let (width, height) = area.dim_in_pixel();
    let highest = t.curve.iter().chain(&t.measured).chain(&t.calibrated).map(|p| p.1).fold(t.ceiling, f64::max);
    let rate_ticks = nice_ticks(highest * 1.08, (height / 40).max(2));
    let top = rate_ticks.last().copied().unwrap_or(1.0);
    let warp_ticks = ticks(t.max_warps, (width / 60).max(2));
    let (x_labels, y_labels) = (warp_ticks.len(), rate_ticks.len());
    let warp_values: Vec<f64> = warp_ticks.iter().map(|&w| f64::from(w)).collect();
    let mut chart = frame(area, palette)?
        .margin_top((14.0 * enlarge) as u32)
        .build_cartesian_2d(value_axis(f64::from(t.max_warps.max(1)), &warp_values), value_axis(top, &rate_ticks))?;
    axes(&mut chart, palette, Grid::Horizontal, (x_labels, y_labels), (&words.x_axis, t.unit.label()))
        .x_label_formatter(&|x| decimal(*x))
        .y_label_formatter(&|y| decimal_short(*y))
        .draw()?;
    let max = f64::from(t.max_warps);
    if t.knee <= max {
        chart.draw_series(LineSeries::new([(t.knee, 0.0), (t.knee, top)], rgb(palette.axis)))?;
        // Left of the knee's line, where the latency-bound line (which leaves the top of the plot
        // right of the knee) cannot cross it.
        let style = font(11.0).pos(Pos::new(HPos::Right, VPos::Top));
        let gap = (4.0 * enlarge).round() as i32;
        chart.draw_series(std::iter::once(
            EmptyElement::at((t.knee, top)) + Text::new(words.knee.clone(), (-gap, gap), style),
        ))?;
    }
    let line = |c: Rgb, w: f64| rgb(c).stroke_width((w * enlarge).round().max(1.0) as u32);
    chart.draw_series(LineSeries::new([(0.0, t.ceiling), (max, t.ceiling)], line(palette.limiters[1], 1.5)))?;
    // The latency-bound line from the origin, cut where it leaves the top of the plot.
    let end = if t.latency_end > top { (max * top / t.latency_end, top) } else { (max, t.latency_end) };
    chart.draw_series(LineSeries::new([(0.0, 0.0), end], line(palette.limiters[0], 1.5)))?;
    chart.draw_series(LineSeries::new(
        t.curve.iter().map(|&(n, r)| (f64::from(n), r)),
        line(palette.limiters[2], 3.0),
    ))?;
    let dashed = rgb(palette.limiters[2]).stroke_width((2.0 * enlarge).round().max(1.0) as u32);
    let size = (6.0 * enlarge) as u32;
    chart.draw_series(DashedLineSeries::new(
        t.calibrated.iter().map(|&(n, r)| (f64::from(n), r)),
        size,
        size,
        dashed,
    ))?;
    let measured = rgb(palette.limiters[3]).stroke_width((2.0 * enlarge).round().max(1.0) as u32);
    chart.draw_series(
        t.measured.iter().map(|&(n, r)| Cross::new((f64::from(n), r), (4.0 * enlarge) as i32, measured)),
    )?;
    let marker = match t.current {
        Some((warps, rate)) => {
            let (x, marker) = (f64::from(warps), rgb(palette.marker));
            chart.draw_series(LineSeries::new([(x, 0.0), (x, top)], marker.mix(0.45)))?;
            chart.draw_series(std::iter::once(Circle::new((x, rate), (5.0 * enlarge) as i32, marker.filled())))?;
            Some(chart.backend_coord(&(x, rate)).0)
        }
        None => None,
    };
    Ok(marker)
}

/// The chart of `t` as an SVG document of `width` × `height` pixels, its words rendered by `say`.
pub fn throughput_svg(t: &Throughput, palette: &Palette, size: (u32, u32), say: impl Fn(&Message) -> String) -> String {
    let words = ThroughputWords::new(say);
    svg(size, |area| draw_throughput(area, t, palette, &words))
}

#[cfg(test)]
mod tests {
    use super::*;
    use occlab_model::latency::scenario::{Setting, Values};
    use occlab_model::Gpu;

    fn h100(warps: u32) -> Throughput {
        let gpu = Gpu::find("H100 SXM5 80GB").unwrap_or_else(|| unreachable!());
        let cc = gpu.compute_capability().unwrap_or_else(|| unreachable!());
        let values = Values::new(Setting::ALL.map(|s| s.preset(cc, Some(gpu))));
        let h = LatencyHiding::build(cc, &values).unwrap_or_else(|e| unreachable!("{e}"));
        Throughput::build(&h, RateUnit::Bytes, 64, warps)
    }

    #[test]
    fn the_curve_rises_along_the_latency_line_to_the_ceiling() {
        let t = h100(40);
        assert_eq!(t.curve.len(), 64);
        assert!((t.curve[0].1 - t.per_warp).abs() < 1e-9);
        assert_eq!(t.curve[63].1, t.ceiling);
        assert!((t.ceiling - 3352.0).abs() < 1e-6);
        assert_eq!(decimal(t.knee), "22.91");
        assert_eq!(t.current.map(|c| c.1), Some(t.ceiling));
        assert_eq!(h100(0).current, None);
        let summary = t.summary().to_string();
        assert!(
            summary.starts_with("Chart: throughput in GB/s against warps per SM from 1 to 64: n × 146.30 GB/s"),
            "{summary}"
        );
    }

    #[test]
    fn the_svg_draws_the_three_lines_the_knee_and_the_marker() {
        let palette = Palette::new(false, false);
        let svg = throughput_svg(&h100(12), &palette, (640, 280), Message::to_string);
        let hex = |c: Rgb| format!("#{:02X}{:02X}{:02X}", c.0, c.1, c.2);
        for colour in &palette.limiters[..3] {
            assert!(svg.contains(&hex(*colour)), "{} missing", hex(*colour));
        }
        for label in [">\nknee\n<", ">\n4k\n<", "GB/s", "warps per SM (occupancy)"] {
            assert!(svg.contains(label), "{label} missing");
        }
        assert!(svg.contains("<circle"));
        assert!(!svg.contains(&hex(palette.limiters[3])), "no measured points without a run");
    }

    #[test]
    fn a_run_adds_its_points_and_the_calibrated_curve() {
        let palette = Palette::new(false, false);
        let plain = throughput_svg(&h100(12), &palette, (640, 280), Message::to_string);
        let mut t = h100(12);
        t.measured = vec![(8, 900.0), (16, 1800.0), (64, 3000.0)];
        t.calibrated = t.curve.iter().map(|&(n, r)| (n, r * 0.9)).collect();
        let svg = throughput_svg(&t, &palette, (640, 280), Message::to_string);
        let hex = |c: Rgb| format!("#{:02X}{:02X}{:02X}", c.0, c.1, c.2);
        // Each cross is two strokes.
        assert_eq!(svg.matches(&hex(palette.limiters[3])).count(), 6);
        assert!(svg.matches("<polyline").count() > plain.matches("<polyline").count());
    }
}
