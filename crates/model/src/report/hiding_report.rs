//! The latency panel's answer, in the words a student reads first: how many warps per SM the
//! kernel has, how many it needs by the textbook and on the measured GPU, and why the figures
//! differ. The same words in `occlab latency` and the page.

use crate::calibrated::{knee, pairs, CalibratedGpu, CurvePoint, KNEE_SHARE};
use crate::latency_scenario::LatencyHiding;
use crate::numerals::{decimal, percent};
use serde::Serialize;

/// The run a calibrated answer comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct MeasuredGpu<'a> {
    /// The run's device: "NVIDIA H100 80GB HBM3".
    pub name: &'a str,
    pub gpu: &'a CalibratedGpu,
    /// The kernel's curve on that GPU (`CalibratedGpu::curve` at the launch's block size),
    /// computed once by the caller, who draws it too.
    pub curve: &'a [CurvePoint],
    /// The run's measured curve nearest this kernel.
    pub measured: Option<MeasuredCurve<'a>>,
}

/// A run's measured curve: its points (warps per SM, throughput), what it is ("Stream, 4 loads
/// in flight per array, 256 threads per block") and whether it is the very kernel asked about.
#[derive(Debug, Clone, PartialEq)]
pub struct MeasuredCurve<'a> {
    pub points: &'a [(u32, f64)],
    pub what: String,
    pub this_kernel: bool,
}

/// What the latency panel says first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HidingReport {
    /// "You have 32 warps per SM. This kernel needs about 48 on this GPU (measured run: …) and
    /// 19 by the textbook."
    pub answer: String,
    /// Why the figures differ, one sentence each.
    pub reasons: Vec<String>,
    /// The needed warps: the textbook's (latency × throughput), the calibrated curve's knee and
    /// the measured knee.
    pub textbook_warps: f64,
    pub calibrated_warps: Option<u32>,
    pub measured_warps: Option<u32>,
}

fn about(warps: f64) -> String {
    decimal(warps.ceil())
}

impl HidingReport {
    /// The answer for the kernel `h` with `threads` per block and `have` warps per SM, on the
    /// textbook's GPU or, with `run`, on a measured one.
    pub fn new(h: &LatencyHiding, threads: u32, have: u32, run: Option<&MeasuredGpu>) -> HidingReport {
        let textbook = h.model.needed_warps();
        let you = format!("You have {have} warps per SM.");
        let little = format!(
            "Little's law counts one latency at a time: hiding the arithmetic latency takes {} warps, the memory latency {}; Volkov's two-mode model puts the kernel's whole dependency chain against its busiest resource ({}), so {} warps is the textbook's answer.",
            decimal(h.arithmetic.warps),
            decimal(h.memory.warps),
            h.bound.tightest.label(),
            decimal(textbook)
        );
        let Some(run) = run else {
            return HidingReport {
                answer: format!(
                    "{you} By the textbook this kernel needs about {} (no measured run of this GPU is open).",
                    about(textbook)
                ),
                reasons: vec![little],
                textbook_warps: textbook,
                calibrated_warps: None,
                measured_warps: None,
            };
        };
        let calibrated = knee(&pairs(run.curve));
        let measured = run.measured.as_ref().and_then(|c| knee(c.points));
        let needed = calibrated.map_or_else(|| "no warps at all".to_string(), |k| format!("about {k}"));
        let answer = format!(
            "{you} This kernel needs {needed} on this GPU (calibrated by the measured run of the {}) and {} by the textbook{}.",
            run.name,
            about(textbook),
            match (&run.measured, measured) {
                (Some(c), Some(k)) if c.this_kernel => format!("; the run measured {k} ({})", c.what),
                (Some(c), Some(k)) => format!("; the run's nearest kernel, {}, measured {k}", c.what),
                _ => String::new(),
            }
        );
        let mut reasons = vec![little];
        let memory_bound = h.mix.memory_bytes > 0.0 && h.chain[1].0 > 0.0;
        if memory_bound {
            let warps = calibrated.unwrap_or(0);
            let iterations =
                run.gpu.iterations_per_cycle(h, threads, warps / run.gpu.limits.warps_per_block(threads).max(1));
            let u = iterations * h.mix.memory_bytes / run.gpu.memory.peak_bytes_per_cycle;
            reasons.push(format!(
                "The textbook pairs the idle memory latency ({} cycles) with the full bandwidth. Under load each load waits longer (at {} warps about {} cycles: memory is {} busy), and a warp waits for the slowest of its {} loads in flight, so it takes more warps to keep the memory busy.",
                decimal(h.memory_latency),
                warps,
                decimal(run.gpu.memory.warp_latency(u, h.loads_in_flight)),
                percent(u),
                decimal(h.loads_in_flight)
            ));
        } else {
            let issue = &run.gpu.issue;
            let share = issue.burst_share(h.ilp) * run.gpu.sustained_issue_share;
            let ilp =
                format!("{} independent instruction{} per warp", decimal(h.ilp), if h.ilp == 1.0 { "" } else { "s" });
            let switching = if issue.burst_share(h.ilp) < 1.0 {
                format!(
                    "With {ilp} a warp soon waits for its own results, and a scheduler of this GPU loses {} cycles each time it then switches warps",
                    decimal(issue.switch_cycles)
                )
            } else {
                format!("With {ilp} a warp issues until its first result is ready, so no cycle is lost switching warps")
            };
            reasons.push(format!(
                "The textbook lets a scheduler issue every cycle. {switching}: this kernel reaches at most {} of the peak. One warp alone issues at most {} instructions per cycle, and the warps of a block size that does not divide evenly among the {} schedulers load them unevenly.",
                percent(share),
                decimal(issue.single_warp_rate),
                run.gpu.warp_schedulers
            ));
        }
        reasons.push(format!(
            "Needed warps on this GPU and measured: the fewest warps per SM, in whole blocks of {threads} threads, reaching {} of the curve's highest point.",
            percent(KNEE_SHARE)
        ));
        HidingReport {
            answer,
            reasons,
            textbook_warps: textbook,
            calibrated_warps: calibrated,
            measured_warps: measured,
        }
    }
}
