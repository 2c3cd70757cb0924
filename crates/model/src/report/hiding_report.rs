//! The latency panel's answer, in the words a student reads first: how many warps per SM the
//! kernel has, how many it needs by the textbook and on the measured GPU, and why the figures
//! differ. The same words in `occlab latency` and the page.

use crate::latency::calibrated::{knee, pairs, CalibratedGpu, CurvePoint, KNEE_SHARE};
use crate::latency::scenario::{LatencyHiding, RateUnit};
use crate::latency::textbook::Mode;
use crate::locale::message::{separated, Arg, Message};
use crate::run::calibration::Nearest;
use serde::Serialize;

/// The run a calibrated answer comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct MeasuredGpu<'a> {
    /// The run's device: "NVIDIA H100 80GB HBM3".
    pub name: &'a str,
    /// How the run is named where it is chosen: "h100-run.json", "run 7 (Ada Lovelace)".
    pub label: Message,
    /// The calculator's GPU where the run measured another ("H100 SXM5 80GB" under an H200
    /// run): the answer is then the run's GPU's, and says so.
    pub other_than: Option<&'a str>,
    pub gpu: &'a CalibratedGpu,
    /// The kernel's curve on that GPU (`CalibratedGpu::curve` at the launch's block size),
    /// computed once by the caller, who draws it too.
    pub curve: &'a [CurvePoint],
    /// The run's measured curve nearest this kernel.
    pub measured: Option<MeasuredCurve<'a>>,
}

/// A run's measured curve: its points (warps per SM, throughput), what it is ("Stream, 4 loads
/// in flight per array, 256 threads per block"), whether it is the very kernel asked about, and
/// if not, how it differs (each setting: its label, the run's value, the kernel's).
#[derive(Debug, Clone, PartialEq)]
pub struct MeasuredCurve<'a> {
    pub points: &'a [(u32, f64)],
    pub what: Message,
    pub this_kernel: bool,
    pub differs: Vec<(Message, f64, f64)>,
}

impl<'a> MeasuredCurve<'a> {
    /// The run's nearest curve ([`Nearest`]), as the answer compares the kernel with it.
    pub fn of(nearest: &'a Nearest) -> MeasuredCurve<'a> {
        MeasuredCurve {
            points: &nearest.points,
            what: Message::new("experiment-threads-per-block")
                .arg("experiment", nearest.experiment.label())
                .arg("threads", Arg::Count(nearest.threads.into())),
            this_kernel: nearest.differs.is_empty(),
            differs: nearest.differs.clone(),
        }
    }
}

/// What the latency panel says first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HidingReport {
    /// One short sentence, read first: "Volkov's vector add (the preset kernel) needs about 48
    /// warps per SM on this GPU; you have 32."
    pub headline: Message,
    /// Where the figure comes from, in ordinary weight: the run that calibrates it and the
    /// textbook's figure, or the textbook alone; and what the run measured of this kernel, or
    /// how its nearest measured kernel differs.
    pub answer: Message,
    /// Why the figures differ, one sentence each.
    pub reasons: Vec<Message>,
    /// The needed warps: the textbook's (latency × throughput), the calibrated curve's knee and
    /// the measured knee.
    pub textbook_warps: f64,
    pub calibrated_warps: Option<u32>,
    pub measured_warps: Option<u32>,
    /// The mode at the launch's warps: the calibrated model's where a run calibrates it, else the
    /// textbook's.
    pub mode: Message,
    /// Where a run calibrates the mode, the textbook's, named as the textbook's.
    pub textbook_mode: Option<Message>,
    /// The calibrated curve's point at the launch's warps (warps per SM, throughput), where a run
    /// calibrates the model: the throughput chart's marker; and its mode there (latency-bound
    /// below [`KNEE_SHARE`] of the curve's highest point).
    pub at_launch: Option<(u32, f64)>,
    pub at_launch_mode: Option<Mode>,
}

/// The needed warps, rounded up: "about 23".
fn about(warps: f64) -> Arg {
    Arg::Decimal(warps.ceil())
}

impl HidingReport {
    /// The answer for the kernel `h` with `threads` per block and `have` warps per SM, on the
    /// textbook's GPU or, with `run`, on a measured one; `unit` is the throughput chart's.
    pub fn new(h: &LatencyHiding, threads: u32, have: u32, unit: RateUnit, run: Option<&MeasuredGpu>) -> HidingReport {
        let textbook = h.model.needed_warps();
        let have_warps = Arg::Count(have.into());
        let kernel = h.kernel_name();
        let little = Message::new("hiding-little")
            .arg("arithmetic", Arg::Decimal(h.arithmetic.warps))
            .arg("memory", Arg::Decimal(h.memory.warps))
            .arg("resource", h.bound.tightest.label())
            .arg("textbook", Arg::Decimal(textbook));
        let textbook_mode = h.mode_sentence(have, unit);
        let Some(run) = run else {
            return HidingReport {
                headline: Message::new("hiding-headline")
                    .arg("kernel", kernel)
                    .arg("needed", about(textbook))
                    .arg("where", Message::new("hiding-by-textbook"))
                    .arg("have", have_warps),
                answer: Message::new("hiding-textbook-only"),
                reasons: vec![little],
                textbook_warps: textbook,
                calibrated_warps: None,
                measured_warps: None,
                mode: textbook_mode,
                textbook_mode: None,
                at_launch: None,
                at_launch_mode: None,
            };
        };
        let calibrated = knee(&pairs(run.curve));
        let measured = run.measured.as_ref().and_then(|c| knee(c.points));
        let place = match run.other_than {
            None => Message::new("hiding-on-this-gpu"),
            Some(_) => Message::new("hiding-on-run-gpu").arg("gpu", run.name),
        };
        let headline = match calibrated {
            Some(k) => Message::new("hiding-headline").arg("needed", Arg::Count(k.into())),
            None => Message::new("hiding-headline-none"),
        };
        let headline = headline.arg("kernel", kernel).arg("where", place).arg("have", have_warps);
        let calibrated_by = match run.other_than {
            None => Message::new("hiding-calibrated-by"),
            Some(chosen) => Message::new("hiding-calibrated-other-gpu").arg("gpu", run.name).arg("chosen", chosen),
        };
        let calibrated_by = calibrated_by.arg("run", run.label.clone()).arg("textbook", about(textbook));
        let comparison = match (&run.measured, measured) {
            (Some(c), Some(k)) if c.this_kernel => Message::new("hiding-measured-this")
                .arg("threads", Arg::Count(threads.into()))
                .arg("measured", Arg::Count(k.into())),
            (Some(c), Some(k)) => {
                let differs = c.differs.iter().map(|(label, there, here)| {
                    Message::new("hiding-differs")
                        .arg("setting", label.clone())
                        .arg("there", Arg::Decimal(*there))
                        .arg("here", Arg::Decimal(*here))
                });
                Message::new("hiding-measured-other")
                    .arg("what", c.what.clone())
                    .arg("differs", separated(differs, "join-comma").unwrap_or_else(Message::empty))
                    .arg("measured", Arg::Count(k.into()))
            }
            _ => Message::empty(),
        };
        let answer = Message::new("hiding-answer").arg("calibrated", calibrated_by).arg("measured", comparison);
        let at_launch = run.curve.iter().find(|p| p.warps_per_sm == have).map(|p| (p.warps_per_sm, p.throughput));
        let top = run.curve.iter().copied().fold(None::<CurvePoint>, |best, p| match best {
            Some(b) if b.throughput >= p.throughput => Some(b),
            _ => Some(p),
        });
        let (mode, textbook_mode, at_launch_mode) = match (at_launch, top) {
            (Some((warps, rate)), Some(top)) if top.throughput > 0.0 => {
                let share = rate / top.throughput;
                let (bound, bound_mode) = if share >= KNEE_SHARE {
                    ("hiding-mode-throughput", Mode::ThroughputBound)
                } else {
                    ("hiding-mode-latency", Mode::LatencyBound)
                };
                let calibrated = Message::new("hiding-mode-calibrated")
                    .arg("warps", Arg::Count(warps.into()))
                    .arg("rate", Arg::Decimal(rate))
                    .arg("top", Arg::Decimal(top.throughput))
                    .arg("unit", unit.label())
                    .arg("top_warps", Arg::Count(top.warps_per_sm.into()))
                    .arg("share", Arg::Percent(share))
                    .arg("mode", Message::new(bound));
                let textbook = Message::new("hiding-mode-textbook").arg("textbook", textbook_mode);
                (calibrated, Some(textbook), Some(bound_mode))
            }
            _ => (textbook_mode, None, None),
        };
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
            headline,
            answer,
            reasons,
            textbook_warps: textbook,
            calibrated_warps: calibrated,
            measured_warps: measured,
            mode,
            textbook_mode,
            at_launch,
            at_launch_mode,
        }
    }
}
