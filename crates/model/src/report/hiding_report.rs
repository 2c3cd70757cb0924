//! The latency panel's answer, in the words a student reads first: how many warps per SM the
//! kernel has, how many it needs by the textbook and on the measured GPU, and why the figures
//! differ. The same words in `occlab latency` and the page.

use crate::latency::calibrated::{knee, pairs, CalibratedGpu, CurvePoint, KNEE_SHARE};
use crate::latency::scenario::LatencyHiding;
use crate::locale::message::{counted, Arg, Message};
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
    pub what: Message,
    pub this_kernel: bool,
}

/// What the latency panel says first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HidingReport {
    /// "You have 32 warps per SM. This kernel needs about 48 on this GPU (measured run: …) and
    /// 19 by the textbook."
    pub answer: Message,
    /// Why the figures differ, one sentence each.
    pub reasons: Vec<Message>,
    /// The needed warps: the textbook's (latency × throughput), the calibrated curve's knee and
    /// the measured knee.
    pub textbook_warps: f64,
    pub calibrated_warps: Option<u32>,
    pub measured_warps: Option<u32>,
}

/// The needed warps, rounded up: "about 23".
fn about(warps: f64) -> Arg {
    Arg::Decimal(warps.ceil())
}

impl HidingReport {
    /// The answer for the kernel `h` with `threads` per block and `have` warps per SM, on the
    /// textbook's GPU or, with `run`, on a measured one.
    pub fn new(h: &LatencyHiding, threads: u32, have: u32, run: Option<&MeasuredGpu>) -> HidingReport {
        let textbook = h.model.needed_warps();
        let you = Message::new("hiding-you-have").arg("warps", counted("warps", have.into()));
        let little = Message::new("hiding-little")
            .arg("arithmetic", Arg::Decimal(h.arithmetic.warps))
            .arg("memory", Arg::Decimal(h.memory.warps))
            .arg("resource", h.bound.tightest.label())
            .arg("textbook", Arg::Decimal(textbook));
        let Some(run) = run else {
            return HidingReport {
                answer: Message::new("hiding-answer-textbook").arg("you", you).arg("needed", about(textbook)),
                reasons: vec![little],
                textbook_warps: textbook,
                calibrated_warps: None,
                measured_warps: None,
            };
        };
        let calibrated = knee(&pairs(run.curve));
        let measured = run.measured.as_ref().and_then(|c| knee(c.points));
        let needed = calibrated.map_or_else(
            || Message::new("hiding-no-warps"),
            |k| Message::new("hiding-about").arg("warps", Arg::Count(k.into())),
        );
        let answer = match (&run.measured, measured) {
            (Some(c), Some(k)) => {
                Message::new(if c.this_kernel { "hiding-answer-measured" } else { "hiding-answer-nearest" })
                    .arg("measured", Arg::Count(k.into()))
                    .arg("what", c.what.clone())
            }
            _ => Message::new("hiding-answer-run"),
        };
        let answer = answer.arg("you", you).arg("needed", needed).arg("gpu", run.name).arg("textbook", about(textbook));
        let mut reasons = vec![little];
        let memory_bound = h.mix.memory_bytes > 0.0 && h.chain[1].0 > 0.0;
        if memory_bound {
            let warps = calibrated.unwrap_or(0);
            let iterations =
                run.gpu.iterations_per_cycle(h, threads, warps / run.gpu.limits.warps_per_block(threads).max(1));
            let u = iterations * h.mix.memory_bytes / run.gpu.memory.peak_bytes_per_cycle;
            reasons.push(
                Message::new("hiding-memory-reason")
                    .arg("latency", Arg::Decimal(h.memory_latency))
                    .arg("warps", Arg::Count(warps.into()))
                    .arg("loaded", Arg::Decimal(run.gpu.memory.warp_latency(u, h.loads_in_flight)))
                    .arg("busy", Arg::Percent(u))
                    .arg("loads", Arg::Decimal(h.loads_in_flight)),
            );
        } else {
            let issue = &run.gpu.issue;
            let share = issue.burst_share(h.ilp) * run.gpu.sustained_issue_share;
            let ilp = Message::new("hiding-ilp").arg("ilp", Arg::Decimal(h.ilp));
            let switching = match issue.burst_share(h.ilp) < 1.0 {
                true => Message::new("hiding-switching").arg("cycles", Arg::Decimal(issue.switch_cycles)),
                false => Message::new("hiding-no-switching"),
            };
            reasons.push(
                Message::new("hiding-issue-reason")
                    .arg("switching", switching.arg("ilp", ilp))
                    .arg("share", Arg::Percent(share))
                    .arg("single", Arg::Decimal(issue.single_warp_rate))
                    .arg("schedulers", Arg::Count(run.gpu.warp_schedulers.into())),
            );
        }
        reasons.push(
            Message::new("hiding-knee-reason")
                .arg("threads", Arg::Count(threads.into()))
                .arg("share", Arg::Percent(KNEE_SHARE)),
        );
        HidingReport {
            answer,
            reasons,
            textbook_warps: textbook,
            calibrated_warps: calibrated,
            measured_warps: measured,
        }
    }
}
