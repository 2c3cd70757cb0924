//! The throughput probes of version 3 (docs/RUN_FORMAT.md): the stream with 16-byte loads, loads
//! followed by M dependent FMAs, and the random gather. What each measures in the model's terms
//! (its unit, the bytes and FLOP of one warp iteration, its name), the measured curves with the
//! same kind of accessors as the throughput experiments' (`calibration::curves`,
//! `calibration::measured_curve`), and their lines in `occlab measure --report`. The calibration
//! never sees them: where the calibrated model describes a probe (the stream with 16-byte loads,
//! loads followed by FMAs), its curve is a held-out test of the model (docs/LATENCY_MODEL.md,
//! "The probes"); the gather's random rows are a ceiling the model has no parameter for.

use super::calibration::{hiding_with, Against, RunCalibration};
use super::experiment::{ELEMENT_BYTES, WARP};
use super::{curve_of, curves_of, ProbeExperiment, ProbeWorkload, Run, ThroughputUnit};
use crate::latency::calibrated::{knee, pairs, KNEE_SHARE};
use crate::latency::scenario::{RateUnit, Setting};
use crate::locale::message::{Arg, Message};
use crate::ComputeCapability;

/// Bytes of one 16-byte load or store (`float4`).
pub const WIDE_BYTES: f64 = 16.0;
/// Bytes of one DRAM sector: each random 4-byte load of the gather brings one whole.
pub const SECTOR_BYTES: f64 = 32.0;

impl ProbeWorkload {
    /// "stream_wide", "load_fma", "gather": the run file's name.
    pub fn key(self) -> &'static str {
        match self {
            ProbeWorkload::StreamWide => "stream_wide",
            ProbeWorkload::LoadFma => "load_fma",
            ProbeWorkload::Gather => "gather",
        }
    }

    /// Every probe's value is bytes per second (for `load_fma`, ×
    /// [`ProbeExperiment::flop_per_byte`] gives FLOP per second).
    pub fn unit(self) -> ThroughputUnit {
        ThroughputUnit::GigabytesPerSecond
    }
}

impl ProbeExperiment {
    pub fn unit(self) -> ThroughputUnit {
        self.workload.unit()
    }

    /// "Stream, 16-byte loads, 2 in flight per array", "Load, then 64 dependent FMAs: 2 loads in
    /// flight per thread", "Random gather, 4 loads in flight per thread".
    pub fn label(self) -> Message {
        let k = Arg::Count(self.parallelism.into());
        match self.workload {
            ProbeWorkload::StreamWide if self.parallelism == 1 => Message::new("experiment-stream-wide-one"),
            ProbeWorkload::StreamWide => Message::new("experiment-stream-wide").arg("k", k),
            ProbeWorkload::LoadFma => {
                Message::new("experiment-load-fma").arg("k", k).arg("m", Arg::Count(self.fmas.unwrap_or(0).into()))
            }
            ProbeWorkload::Gather if self.parallelism == 1 => Message::new("experiment-gather-one"),
            ProbeWorkload::Gather => Message::new("experiment-gather").arg("k", k),
        }
    }

    /// The bytes a point's value counts in one warp iteration: the stream with 16-byte loads
    /// moves 3 × K × 16 B per thread (2K loads, K stores); `load_fma` 2 × K × 4 B (K loads, K
    /// stores); the gather the 4 useful bytes of each of its K entries.
    pub fn work_per_warp_iteration(self) -> f64 {
        let k = f64::from(self.parallelism);
        match self.workload {
            ProbeWorkload::StreamWide => 3.0 * k * WIDE_BYTES * WARP,
            ProbeWorkload::LoadFma => 2.0 * k * ELEMENT_BYTES * WARP,
            ProbeWorkload::Gather => k * ELEMENT_BYTES * WARP,
        }
    }

    /// FLOP of one warp iteration: `load_fma` does M FMAs of 2 FLOP on each of its K values per
    /// thread; the others no arithmetic worth counting.
    pub fn flop_per_warp_iteration(self) -> f64 {
        match self.workload {
            ProbeWorkload::LoadFma => 2.0 * f64::from(self.fmas.unwrap_or(0)) * f64::from(self.parallelism) * WARP,
            ProbeWorkload::StreamWide | ProbeWorkload::Gather => 0.0,
        }
    }

    /// FLOP per byte the value counts: M ÷ 4 for `load_fma`, so that GB/s × this is GFLOP/s.
    pub fn flop_per_byte(self) -> f64 {
        self.flop_per_warp_iteration() / self.work_per_warp_iteration()
    }

    /// DRAM traffic of one warp iteration, in bytes: the streams' loads and stores are coalesced,
    /// every byte of each sector used, so it is their work; each of the gather's K entries per
    /// thread costs its index (4 B, coalesced), its table sector (32 B) and its store (4 B,
    /// coalesced).
    pub fn dram_bytes_per_warp_iteration(self) -> f64 {
        match self.workload {
            ProbeWorkload::StreamWide | ProbeWorkload::LoadFma => self.work_per_warp_iteration(),
            ProbeWorkload::Gather => {
                f64::from(self.parallelism) * (ELEMENT_BYTES + SECTOR_BYTES + ELEMENT_BYTES) * WARP
            }
        }
    }

    /// The probe as the latency model's kernel settings (per warp iteration; the rest are the
    /// run's, as for the throughput experiments): the stream with 16-byte loads is the stream
    /// with 2K loads of 16 bytes in flight; `load_fma` K loads in flight, then M dependent FMAs on
    /// each (ILP K), then K stores. `None` for the gather: its ceiling is DRAM's rate of random
    /// rows, which the model has no parameter for.
    pub fn kernel_settings(self) -> Option<Vec<(Setting, f64)>> {
        let k = f64::from(self.parallelism);
        match self.workload {
            ProbeWorkload::StreamWide => Some(vec![
                (Setting::LoadsInFlight, 2.0 * k),
                (Setting::LoadBytes, WIDE_BYTES),
                (Setting::MemoryBytes, self.work_per_warp_iteration()),
                (Setting::ChainMemory, 1.0),
                (Setting::ChainArithmetic, 1.0),
            ]),
            ProbeWorkload::LoadFma => {
                let m = f64::from(self.fmas.unwrap_or(0));
                Some(vec![
                    (Setting::LoadsInFlight, k),
                    (Setting::LoadBytes, ELEMENT_BYTES),
                    (Setting::MemoryBytes, self.work_per_warp_iteration()),
                    (Setting::ChainMemory, 1.0),
                    (Setting::ChainArithmetic, m),
                    (Setting::Ilp, k),
                    (Setting::CudaCore, m * k),
                    (Setting::IssueSlots, m * k + 2.0 * k),
                ])
            }
            ProbeWorkload::Gather => None,
        }
    }

    /// The table's sector bytes per useful byte: 8 for the gather (a 32-byte sector for each
    /// 4-byte load), so that its value × this is the GB/s of the sectors it gathers; 1 for the
    /// streams.
    pub fn sector_bytes_per_useful_byte(self) -> f64 {
        match self.workload {
            ProbeWorkload::Gather => SECTOR_BYTES / ELEMENT_BYTES,
            ProbeWorkload::StreamWide | ProbeWorkload::LoadFma => 1.0,
        }
    }
}

/// Every (probe, threads per block) the run measured, in order.
pub fn probe_curves(run: &Run) -> Vec<(ProbeExperiment, u32)> {
    curves_of(&run.probes)
}

/// The measured points of one probe curve, (warps per SM, value), by warps.
pub fn probe_curve(run: &Run, experiment: ProbeExperiment, threads: u32) -> Vec<(u32, f64)> {
    curve_of(&run.probes, (experiment, threads))
}

/// The calibrated model's curve of a probe (warps per SM, GB/s) for `threads` per block at the
/// run's device; `None` where the model does not describe the probe.
pub fn predicted_probe(
    cal: &RunCalibration,
    cc: &ComputeCapability,
    experiment: ProbeExperiment,
    threads: u32,
) -> Option<Vec<(u32, f64)>> {
    let h = hiding_with(cal, cc, experiment.kernel_settings()?)?;
    Some(pairs(&cal.gpu.curve(&h, RateUnit::Bytes, threads)))
}

/// A probe curve against the model.
#[derive(Debug, Clone, PartialEq)]
pub struct ProbeCheck {
    pub experiment: ProbeExperiment,
    pub threads_per_block: u32,
    pub against: Against,
}

/// Every probe curve the calibrated model describes, predicted by `cal` (the run's own
/// calibration, which never saw a probe) against what was measured.
pub fn check_probes(run: &Run, cal: &RunCalibration) -> Vec<ProbeCheck> {
    let Ok(cc) = ComputeCapability::lookup(&run.device.compute_capability) else {
        return Vec::new();
    };
    probe_curves(run)
        .into_iter()
        .filter_map(|(experiment, threads)| {
            let model = predicted_probe(cal, cc, experiment, threads)?;
            let against = Against::new(&probe_curve(run, experiment, threads), &model);
            Some(ProbeCheck { experiment, threads_per_block: threads, against })
        })
        .collect()
}

/// One probe curve in words (`occlab measure --report`): measured only, so its knee and its
/// highest point, and what that point is in FLOP or in DRAM sectors.
#[derive(Debug, Clone, PartialEq)]
pub struct ProbeLines {
    pub experiment: ProbeExperiment,
    pub threads_per_block: u32,
    /// "Stream, 16-byte loads, 2 in flight per array (GB/s), 256 threads per block · measured".
    pub title: Message,
    /// The measured knee and the highest point.
    pub knee: Message,
    /// `load_fma`: the highest point in GFLOP/s; the gather: in sector and DRAM bytes.
    pub derived: Option<Message>,
    /// The calibrated model against the measured points, where it describes the probe.
    pub error: Option<Message>,
}

/// The lines of every probe curve of the run, in [`probe_curves`]' order, each the model
/// describes set against `cal` (the run's calibration, `None` where it has none).
pub fn probe_lines(run: &Run, cal: Option<&RunCalibration>) -> Vec<ProbeLines> {
    let checks = cal.map(|cal| check_probes(run, cal)).unwrap_or_default();
    let check = |experiment: ProbeExperiment, threads: u32| {
        checks.iter().find(|c| c.experiment == experiment && c.threads_per_block == threads)
    };
    probe_curves(run)
        .into_iter()
        .map(|(experiment, threads)| {
            let points = probe_curve(run, experiment, threads);
            let unit = experiment.unit().label();
            let (top_warps, top) = points.iter().copied().fold((0, 0.0), |best, p| if p.1 > best.1 { p } else { best });
            // A probe the model predicts is a held-out curve like the throughput experiments'.
            let title = Message::new(if check(experiment, threads).is_some() {
                "run-curve-held-out"
            } else {
                "run-probe-title"
            })
            .arg("experiment", experiment.label())
            .arg("unit", unit)
            .arg("threads", Arg::Count(threads.into()));
            let measured =
                knee(&points).map_or_else(|| Message::new("latency-cli-none"), |k| Message::from(Arg::Count(k.into())));
            let knee = Message::new("run-probe-knee")
                .arg("measured", measured)
                .arg("share", Arg::Percent(KNEE_SHARE))
                .arg("highest", Arg::Decimal(top))
                .arg("unit", unit)
                .arg("at", Message::new("run-warps").arg("n", Arg::Decimal(f64::from(top_warps))))
                .arg("points", Arg::Count(points.len() as u64));
            let derived = match experiment.workload {
                ProbeWorkload::LoadFma => Some(
                    Message::new("run-probe-flops")
                        .arg("gflops", Arg::Decimal(top * experiment.flop_per_byte()))
                        .arg("ratio", Arg::Decimal(experiment.flop_per_byte())),
                ),
                ProbeWorkload::Gather => Some(
                    Message::new("run-probe-sectors")
                        .arg("sectors", Arg::Decimal(top * experiment.sector_bytes_per_useful_byte()))
                        .arg(
                            "dram",
                            Arg::Decimal(
                                top * experiment.dram_bytes_per_warp_iteration() / experiment.work_per_warp_iteration(),
                            ),
                        ),
                ),
                ProbeWorkload::StreamWide => None,
            };
            let error = check(experiment, threads).map(|c| c.against.line());
            ProbeLines { experiment, threads_per_block: threads, title, knee, derived, error }
        })
        .collect()
}
