//! The chart of Volkov's two-mode model (thesis §3.5, Figure 3.6): throughput for the whole GPU
//! against occupancy in warps per SM, from 1 to the SM's maximum. The latency-bound line rises
//! from the origin, the throughput bound is a ceiling, the model follows the lower of the two
//! and turns at the knee (the needed occupancy); the calculator's occupancy is marked.

use super::geometry::{nice_ticks, ticks, Plot};
use super::scene::{Anchor, Axes, Scene};
use crate::format::{decimal, decimal_short};
use crate::latency_hiding::LatencyHiding;
use crate::settings::RateUnit;
use occlab_charts::palette::Palette;

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
    pub mode: String,
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
        }
    }

    /// The mode sentence of `t`, if any.
    pub fn mode_of(t: &Option<Throughput>) -> String {
        t.as_ref().map(|t| t.mode.clone()).unwrap_or_default()
    }

    /// The text alternative of `t`, if any.
    pub fn summary_of(t: &Option<Throughput>) -> String {
        t.as_ref().map(Throughput::summary).unwrap_or_default()
    }

    /// The chart's text alternative.
    pub fn summary(&self) -> String {
        let unit = self.unit.label();
        let current = self.current.map_or_else(
            || " No warps run with the calculator's configuration.".to_string(),
            |(n, r)| format!(" At the calculator's {n} warps: {} {unit}.", decimal(r)),
        );
        format!(
            "Chart: throughput in {unit} against warps per SM from 1 to {}: n × {} {unit} up to the ceiling of {} {unit}, reached at {} warps.{current}",
            self.max_warps,
            decimal(self.per_warp),
            decimal(self.ceiling),
            decimal(self.knee)
        )
    }
}

/// Where everything goes on a canvas of a given size.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    pub plot: Plot,
    /// The rate axis's ticks; the last is its top.
    pub rate_ticks: Vec<f64>,
}

impl Layout {
    pub fn new(width: u32, height: u32, scale: f64, t: &Throughput) -> Layout {
        let plot = Plot::new(width, height, scale, t.max_warps, 1);
        let highest = t.curve.iter().map(|p| p.1).fold(t.ceiling, f64::max);
        Layout { rate_ticks: nice_ticks(highest * 1.08, plot.y_tick_room()), plot }
    }

    fn top(&self) -> f64 {
        self.rate_ticks.last().copied().unwrap_or(1.0)
    }

    pub fn warps_px(&self, warps: f64) -> i32 {
        self.plot.x_fraction_px(warps / f64::from(self.plot.x_max))
    }

    pub fn rate_px(&self, rate: f64) -> i32 {
        self.plot.y_fraction_px((rate / self.top()).clamp(0.0, 1.0))
    }

    /// The latency-bound line from the origin, cut where it leaves the top of the plot.
    pub fn latency_line(&self, t: &Throughput) -> Vec<(i32, i32)> {
        let max = f64::from(t.max_warps);
        let (end_warps, end_rate) = if t.latency_end > self.top() {
            (max * self.top() / t.latency_end, self.top())
        } else {
            (max, t.latency_end)
        };
        vec![(self.warps_px(0.0), self.rate_px(0.0)), (self.warps_px(end_warps), self.rate_px(end_rate))]
    }
}

/// The chart of `t`, and the marker's pixel column if there is one.
pub fn scene(layout: &Layout, t: &Throughput, palette: &Palette) -> (Scene, Option<i32>) {
    let plot = &layout.plot;
    let mut scene = Scene::new(palette, plot.scale);
    let axes = Axes {
        x_ticks: ticks(t.max_warps, plot.x_tick_room()).into_iter().map(|x| (plot.x_px(x), x.to_string())).collect(),
        y_ticks: layout.rate_ticks.iter().map(|&r| (layout.rate_px(r), decimal_short(r))).collect(),
        grid: true,
        x_title: "warps per SM (occupancy)",
        y_title: t.unit.label(),
    };
    scene.axes(plot, palette, axes);
    if t.knee <= f64::from(t.max_warps) {
        let px = layout.warps_px(t.knee);
        scene.line(vec![(px, plot.top), (px, plot.bottom)], palette.axis, 1.0);
        scene.label("knee".to_string(), (px + scene.px(3.0) as i32, plot.top), Anchor::TopLeft);
    }
    let ceiling = layout.rate_px(t.ceiling);
    scene.line(vec![(plot.left, ceiling), (plot.right, ceiling)], palette.limiters[1], 1.5);
    scene.line(layout.latency_line(t), palette.limiters[0], 1.5);
    let curve: Vec<(i32, i32)> = t.curve.iter().map(|&(n, r)| (plot.x_px(n), layout.rate_px(r))).collect();
    scene.line(curve, palette.limiters[2], 3.0);
    let marker = t.current.map(|(warps, rate)| {
        let (px, py) = (plot.x_px(warps), layout.rate_px(rate));
        scene.faint_line(vec![(px, plot.top), (px, plot.bottom)], palette.marker, 45);
        scene.dot((px, py), palette.marker);
        px
    });
    (scene, marker)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::Device;
    use crate::settings::{Setting, Values};

    fn h100(warps: u32) -> Throughput {
        let device = Device::fallback().unwrap_or_else(|| unreachable!());
        let values = Values::new(Setting::ALL.map(|s| crate::settings::preset(s, device)));
        let h = LatencyHiding::build(device.cc, &values).unwrap_or_else(|e| unreachable!("{e}"));
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
        let summary = t.summary();
        assert!(
            summary.starts_with("Chart: throughput in GB/s against warps per SM from 1 to 64: n × 146.30 GB/s"),
            "{summary}"
        );
    }

    #[test]
    fn layout_keeps_the_ceiling_inside_and_cuts_the_latency_line_at_the_top() {
        let t = h100(12);
        let layout = Layout::new(600, 260, 1.0, &t);
        assert_eq!(layout.rate_ticks.last().copied(), Some(4000.0));
        let ceiling = layout.rate_px(t.ceiling);
        assert!(ceiling > layout.plot.top && ceiling < layout.plot.bottom);
        let line = layout.latency_line(&t);
        assert_eq!(line[0], (layout.plot.left, layout.plot.bottom));
        assert_eq!(line[1].1, layout.plot.top, "the line leaves through the top");
        assert!(line[1].0 < layout.plot.right);
        assert_eq!(layout.warps_px(64.0), layout.plot.right);
        let (scene, marker) = scene(&layout, &t, &Palette::new(false, false));
        assert_eq!(marker, Some(layout.plot.x_px(12)));
        let labels = scene.labels();
        for label in ["0", "4k", "64", "knee", "GB/s", "warps per SM (occupancy)"] {
            assert!(labels.contains(&label), "missing {label}: {labels:?}");
        }
    }
}
