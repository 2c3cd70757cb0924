//! The model calibrated by a run: a few parameters, each read off or fitted to a named part of
//! the run (the calibration curves), then every curve of the run predicted and set against what
//! was measured. The curves the parameters never saw are the held-out check
//! (docs/LATENCY_MODEL.md).
//!
//! | parameter | meaning | from |
//! |---|---|---|
//! | dependent latency | cycles until a dependent FMA can issue | `latency.fma_cycles` (one thread) |
//! | switch cycles | issue cycles lost per warp switch | the ILP-1 FMA ceiling: C / ceiling − 1 |
//! | single-warp rate | most instructions one warp issues per cycle | the ILP-4 FMA at one warp per scheduler |
//! | sustained issue share | the FMA peak the clock allows | the highest FMA point |
//! | unloaded latency | a streaming load at no load, with its iteration | fitted on the stream curves |
//! | queue cycles | mean wait at half the nominal bandwidth | fitted on the stream curves |
//! | sustained bandwidth | the most DRAM delivers | the highest stream point |
//!
//! Calibration curves: the stream at K = 1 and 4 with 256-thread blocks, the FMA chains at
//! K = 1 and 4 with 64-thread blocks (where a run lacks one, the same workload's curves at its
//! lowest and highest K up to 4, at the block size it measured most).

use super::analysis::{AnalysisError, Lacking};
use super::{curve_of, curves_of, Experiment, Run, ThroughputUnit, Workload};
use crate::latency::calibrated::{knee, pairs, CalibratedGpu, SmLimits};
use crate::latency::loaded_latency::LoadedLatency;
use crate::latency::scenario::{LatencyHiding, RateUnit, Setting, Values};
use crate::latency::warp_schedulers::Issue;
use crate::locale::message::{counted, list, Arg, Message};
use crate::ComputeCapability;
use serde::Serialize;

/// The calibration curves' block sizes and parallelisms.
const STREAM_CALIBRATION: (u32, [u32; 2]) = (256, [1, 4]);
const FMA_CALIBRATION: (u32, [u32; 2]) = (64, [1, 4]);

/// One calibrated parameter, with what it means and where its value comes from.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Parameter {
    pub key: &'static str,
    pub label: Message,
    pub value: f64,
    pub unit: Message,
    /// Where the value comes from in the run.
    pub from: Message,
}

/// A run's calibration: the calibrated GPU, its parameters, and the curves they came from.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RunCalibration {
    pub gpu: CalibratedGpu,
    pub parameters: Vec<Parameter>,
    /// (experiment, threads per block) of every calibration curve.
    pub fitted_on: Vec<(Experiment, u32)>,
    /// The textbook's settings on the run's device: its SMs and clock, its measured latencies,
    /// and the sustained bandwidth.
    pub values: Values,
}

impl Experiment {
    /// The kernel flags that describe one iteration of one warp of this experiment (the CLI's
    /// vocabulary, `occlab latency`): the stream with K loads per array is 2K independent 4-byte
    /// loads, one memory latency deep, then one dependent add, moving 384 × K bytes; K FMA chains
    /// are K independent FMAs, each chain one FMA deep, in K CUDA-core instructions and K issue
    /// slots.
    pub fn kernel_settings(self) -> Vec<(Setting, f64)> {
        let k = f64::from(self.parallelism);
        match self.workload {
            Workload::Stream => vec![
                (Setting::LoadsInFlight, 2.0 * k),
                (Setting::LoadBytes, 4.0),
                (Setting::MemoryBytes, 384.0 * k),
                (Setting::ChainMemory, 1.0),
                (Setting::ChainArithmetic, 1.0),
            ],
            Workload::FmaChains => vec![
                (Setting::Ilp, k),
                (Setting::CudaCore, k),
                (Setting::IssueSlots, k),
                (Setting::MemoryBytes, 0.0),
                (Setting::ChainArithmetic, 1.0),
                (Setting::ChainMemory, 0.0),
            ],
        }
    }

    /// The rate unit of the latency panel this experiment is measured in.
    pub fn rate_unit(self) -> RateUnit {
        match self.unit() {
            ThroughputUnit::GigabytesPerSecond => RateUnit::Bytes,
            ThroughputUnit::GigaflopsPerSecond => RateUnit::Flops,
        }
    }

    /// How the kernel of `values` with `threads` per block differs from this experiment measured
    /// at `measured_threads` per block: each kernel setting that differs (its label, the
    /// experiment's value, the kernel's), and the block size. Empty: the very kernel.
    pub fn differences(self, measured_threads: u32, values: &Values, threads: u32) -> Vec<(Message, f64, f64)> {
        let mut differs: Vec<(Message, f64, f64)> = self
            .kernel_settings()
            .into_iter()
            .filter_map(|(s, there)| {
                let here = values.get(s).unwrap_or(f64::NAN);
                (here != there).then(|| (s.label(), there, here))
            })
            .collect();
        if measured_threads != threads {
            differs.push((crate::Field::Threads.description(), f64::from(measured_threads), f64::from(threads)));
        }
        differs
    }

    /// The experiment a kernel's settings describe, if they are exactly one of the run format's
    /// (the flags of [`Experiment::kernel_settings`]).
    pub fn described_by(values: &Values) -> Option<Experiment> {
        let get = |s| values.get(s).unwrap_or(f64::NAN);
        let whole = |v: f64| (v >= 1.0 && v.fract() == 0.0 && v <= 1024.0).then_some(v as u32);
        let stream =
            whole(get(Setting::LoadsInFlight) / 2.0).map(|k| Experiment { workload: Workload::Stream, parallelism: k });
        let fma = whole(get(Setting::Ilp)).map(|k| Experiment { workload: Workload::FmaChains, parallelism: k });
        [stream, fma].into_iter().flatten().find(|e| e.kernel_settings().iter().all(|&(s, v)| get(s) == v))
    }
}

fn cc_of(run: &Run) -> Result<&'static ComputeCapability, AnalysisError> {
    ComputeCapability::lookup(&run.device.compute_capability).map_err(AnalysisError::UnknownComputeCapability)
}

/// A run's measured curve nearest a kernel: the experiment and block size, its points (warps per
/// SM, throughput), and how the kernel differs from it ([`Experiment::differences`]; empty: the
/// very kernel).
#[derive(Debug, Clone, PartialEq)]
pub struct Nearest {
    pub experiment: Experiment,
    pub threads: u32,
    pub points: Vec<(u32, f64)>,
    pub differs: Vec<(Message, f64, f64)>,
}

/// The run's measured curve nearest the kernel of `values` with `threads` per block, in `unit`:
/// the experiment the settings describe, else the run's experiment of that unit with the nearest
/// loads in flight or ILP; at the block size nearest `threads`. The page and `occlab latency
/// --run` compare the kernel with it alike.
pub fn nearest(run: &Run, values: &Values, unit: RateUnit, threads: u32) -> Option<Nearest> {
    let wanted = Experiment::described_by(values);
    let k = match unit {
        RateUnit::Bytes => values.get(Setting::LoadsInFlight).unwrap_or(2.0) / 2.0,
        RateUnit::Flops => values.get(Setting::Ilp).unwrap_or(1.0),
    };
    let distance = |c: &(Experiment, u32)| {
        let same = Some(c.0) == wanted;
        (!same, (f64::from(c.0.parallelism) - k).abs().to_bits(), c.1.abs_diff(threads))
    };
    let (experiment, measured_threads) =
        curves(run).into_iter().filter(|c| c.0.rate_unit() == unit).min_by_key(distance)?;
    Some(Nearest {
        experiment,
        threads: measured_threads,
        points: measured_curve(run, experiment, measured_threads),
        differs: experiment.differences(measured_threads, values, threads),
    })
}

/// The measured points of one curve, by warps per SM.
pub fn measured_curve(run: &Run, experiment: Experiment, threads: u32) -> Vec<(u32, f64)> {
    curve_of(&run.throughput, (experiment, threads))
}

/// Every (experiment, threads per block) the run measured, in order.
pub fn curves(run: &Run) -> Vec<(Experiment, u32)> {
    curves_of(&run.throughput)
}

/// The calibration curves of one workload that the run has (see the module's table).
fn calibration_curves(run: &Run, workload: Workload, (threads, ks): (u32, [u32; 2])) -> Vec<(Experiment, u32)> {
    let all: Vec<(Experiment, u32)> = curves(run).into_iter().filter(|(e, _)| e.workload == workload).collect();
    let wanted: Vec<(Experiment, u32)> =
        ks.iter().map(|&k| (Experiment { workload, parallelism: k }, threads)).filter(|c| all.contains(c)).collect();
    if wanted.len() == ks.len() {
        return wanted;
    }
    // The block size with the most points, and its lowest and highest K up to 4.
    let Some(size) = all.iter().map(|c| c.1).max_by_key(|&t| {
        (run.throughput.iter().filter(|p| p.workload == workload && p.threads_per_block == t).count(), t)
    }) else {
        return Vec::new();
    };
    let at_size: Vec<(Experiment, u32)> = all.into_iter().filter(|c| c.1 == size && c.0.parallelism <= ks[1]).collect();
    let mut chosen: Vec<(Experiment, u32)> = at_size.first().into_iter().chain(at_size.last()).copied().collect();
    chosen.dedup();
    chosen
}

/// Bytes per cycle per SM of a throughput in GB/s on the run's device.
pub(crate) fn per_cycle(run: &Run, gbs: f64) -> f64 {
    gbs * 1e3 / (f64::from(run.device.clock_mhz) * f64::from(run.device.sms))
}

/// Nelder and Mead's simplex minimisation (Computer Journal 7, 1965) of `f` from `start`, with
/// the standard coefficients (reflection 1, expansion 2, contraction ½, shrink ½) and a first
/// simplex a fifth of each coordinate away; `iterations` steps.
fn nelder_mead<const N: usize>(f: impl Fn(&[f64; N]) -> f64, start: [f64; N], iterations: usize) -> [f64; N] {
    let mut simplex: Vec<([f64; N], f64)> = (0..=N)
        .map(|i| {
            let mut x = start;
            if i > 0 {
                x[i - 1] *= 1.2;
            }
            (x, f(&x))
        })
        .collect();
    for _ in 0..iterations {
        simplex.sort_by(|a, b| a.1.total_cmp(&b.1));
        let mut centroid = [0.0; N];
        for (x, _) in &simplex[..N] {
            for (c, v) in centroid.iter_mut().zip(x) {
                *c += v / N as f64;
            }
        }
        let towards = |t: f64| {
            let mut x = centroid;
            for (c, w) in x.iter_mut().zip(&simplex[N].0) {
                *c += t * (*c - w);
            }
            (x, f(&x))
        };
        let reflected = towards(1.0);
        if reflected.1 < simplex[0].1 {
            let expanded = towards(2.0);
            simplex[N] = if expanded.1 < reflected.1 { expanded } else { reflected };
        } else if reflected.1 < simplex[N - 1].1 {
            simplex[N] = reflected;
        } else {
            let contracted = towards(-0.5);
            if contracted.1 < simplex[N].1 {
                simplex[N] = contracted;
            } else {
                let best = simplex[0].0;
                for (x, value) in simplex.iter_mut().skip(1) {
                    for (v, b) in x.iter_mut().zip(&best) {
                        *v = b + 0.5 * (*v - b);
                    }
                    *value = f(x);
                }
            }
        }
    }
    simplex.sort_by(|a, b| a.1.total_cmp(&b.1));
    simplex[0].0
}

/// The model's prediction of one curve, at the run's device.
pub fn predicted(
    cal: &RunCalibration,
    cc: &ComputeCapability,
    experiment: Experiment,
    threads: u32,
) -> Vec<(u32, f64)> {
    match hiding(cal, cc, experiment) {
        Some(h) => pairs(&cal.gpu.curve(&h, experiment.rate_unit(), threads)),
        None => Vec::new(),
    }
}

/// The textbook's working of an experiment on the calibrated run's settings.
pub fn hiding(cal: &RunCalibration, cc: &ComputeCapability, experiment: Experiment) -> Option<LatencyHiding> {
    hiding_with(cal, cc, experiment.kernel_settings())
}

/// The textbook's working of a kernel given by its `settings`, the rest the calibrated run's.
pub fn hiding_with(
    cal: &RunCalibration,
    cc: &ComputeCapability,
    settings: impl IntoIterator<Item = (Setting, f64)>,
) -> Option<LatencyHiding> {
    let values = settings.into_iter().fold(cal.values, |v, (s, x)| v.with(s, x));
    LatencyHiding::build(cc, &values).ok()
}

/// Calibrates the model on the run (see the module's table).
pub fn calibrate_model(run: &Run) -> Result<RunCalibration, AnalysisError> {
    let cc = cc_of(run)?;
    let d = &run.device;
    let clock = f64::from(d.clock_mhz);
    let sms = f64::from(d.sms);
    let stream_curves = calibration_curves(run, Workload::Stream, STREAM_CALIBRATION);
    let fma_curves = calibration_curves(run, Workload::FmaChains, FMA_CALIBRATION);
    if stream_curves.is_empty() || fma_curves.is_empty() {
        return Err(AnalysisError::TooFewPoints(Lacking::CalibrationCurves));
    }
    let highest = |curves: &[(Experiment, u32)]| {
        curves.iter().flat_map(|&(e, t)| measured_curve(run, e, t)).map(|p| p.1).fold(0.0, f64::max)
    };
    // The issue path, read off the FMA calibration curves.
    let fma_peak = f64::from(cc.fp32_lanes_per_sm) * 2.0 * clock * sms / 1e3;
    let fma_ceiling = highest(&fma_curves);
    let sustained_issue_share = (fma_ceiling / fma_peak).min(1.0);
    let (low, high) = (fma_curves[0], fma_curves[fma_curves.len() - 1]);
    let low_ceiling = measured_curve(run, low.0, low.1).iter().map(|p| p.1).fold(0.0, f64::max);
    let k_low = f64::from(low.0.parallelism);
    let switch_cycles = (k_low * (fma_ceiling / low_ceiling - 1.0)).max(0.0);
    // One warp per scheduler on the high-ILP curve, with every scheduler holding one.
    let schedulers = cc.warp_schedulers;
    let warps_per_block = high.1.div_ceil(cc.warp_size);
    let single = measured_curve(run, high.0, high.1)
        .into_iter()
        .find(|&(w, _)| w == schedulers && w % warps_per_block == 0)
        .map(|(_, v)| v);
    let single_warp_rate = single.map_or(1.0, |v| (v / fma_ceiling).min(1.0));
    let issue = Issue { dependent_latency: run.latency.fma_cycles, switch_cycles, single_warp_rate };
    // The memory path: the sustained bandwidth is the highest stream point; the unloaded latency
    // and the queue's scale are fitted (least squares of the relative error).
    let sustained_gbs = highest(&stream_curves);
    let template = LoadedLatency {
        unloaded_cycles: run.latency.dram_cycles,
        queue_cycles: run.latency.dram_cycles / 3.0,
        peak_bytes_per_cycle: per_cycle(run, d.memory_bandwidth_gbs),
        sustained_bytes_per_cycle: per_cycle(run, sustained_gbs),
    };
    let stream_points: Vec<(Experiment, u32, f64)> = stream_curves
        .iter()
        .flat_map(|&(e, t)| measured_curve(run, e, t).into_iter().map(move |(w, v)| (e, w, v)))
        .collect();
    let arith = run.latency.fma_cycles;
    let misfit = |m: &LoadedLatency| -> f64 {
        stream_points
            .iter()
            .map(|&(e, w, v)| {
                let k = f64::from(e.parallelism);
                let (x, _) = m.throughput(f64::from(w), 384.0 * k, 2.0 * k, 1.0, arith);
                let predicted = x * clock * sms / 1e3;
                (predicted / v - 1.0).powi(2)
            })
            .sum()
    };
    let with = |p: &[f64; 2]| LoadedLatency { unloaded_cycles: p[0].exp(), queue_cycles: p[1].exp(), ..template };
    let best = nelder_mead(|p| misfit(&with(p)), [template.unloaded_cycles.ln(), template.queue_cycles.ln()], 400);
    let memory = with(&best);
    let gpu = CalibratedGpu {
        memory,
        issue,
        sustained_issue_share,
        warp_schedulers: schedulers,
        limits: SmLimits {
            warp_size: cc.warp_size,
            max_warps_per_sm: d.max_threads_per_sm / cc.warp_size,
            max_blocks_per_sm: d.max_blocks_per_sm,
        },
    };
    let name = |(e, t): &(Experiment, u32)| {
        Message::new("experiment-at-threads").arg("experiment", e.label()).arg("threads", Arg::Count((*t).into()))
    };
    let names = |c: &[(Experiment, u32)]| list(c.iter().map(name)).unwrap_or_else(Message::empty);
    let parameter =
        |key, label, value, unit: Message, from| Parameter { key, label: Message::new(label), value, unit, from };
    let cycles = || Message::new("setting-unit-cycles");
    let parameters = vec![
        parameter(
            "dependent_latency",
            "calibration-dependent-latency",
            issue.dependent_latency,
            cycles(),
            Message::new("calibration-from-fma-chain"),
        ),
        parameter(
            "switch_cycles",
            "calibration-warp-switch",
            switch_cycles,
            cycles(),
            Message::new("calibration-from-ceiling").arg("curve", name(&low)),
        ),
        parameter(
            "single_warp_rate",
            "calibration-single-warp-rate",
            single_warp_rate,
            Message::new("unit-instructions-per-cycle"),
            Message::new("calibration-from-one-warp").arg("curve", name(&high)),
        ),
        parameter(
            "sustained_issue_share",
            "calibration-fma-share",
            sustained_issue_share,
            Message::new("unit-of-fp32-peak"),
            Message::new("calibration-from-highest").arg("curves", names(&fma_curves)),
        ),
        parameter(
            "unloaded_cycles",
            "calibration-streaming-latency",
            memory.unloaded_cycles,
            cycles(),
            Message::new("calibration-from-fit").arg("curves", names(&stream_curves)),
        ),
        parameter(
            "queue_cycles",
            "calibration-queueing",
            memory.queue_cycles,
            cycles(),
            Message::new("calibration-from-fit").arg("curves", names(&stream_curves)),
        ),
        parameter(
            "sustained_bandwidth",
            "calibration-bandwidth",
            sustained_gbs,
            Message::from("GB/s".to_string()),
            Message::new("calibration-from-highest").arg("curves", names(&stream_curves)),
        ),
    ];
    let values = Values::presets(cc, None)
        .with(Setting::Sms, sms)
        .with(Setting::ClockMhz, clock)
        .with(Setting::BandwidthGbs, sustained_gbs)
        .with(Setting::ArithmeticLatency, run.latency.fma_cycles)
        .with(Setting::MemoryLatency, run.latency.dram_cycles);
    let fitted_on = stream_curves.into_iter().chain(fma_curves).collect();
    Ok(RunCalibration { gpu, parameters, fitted_on, values })
}

/// One measured curve against the textbook and the calibrated model.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CurveCheck {
    pub experiment: Experiment,
    pub threads_per_block: u32,
    pub unit: ThroughputUnit,
    /// Whether the calibration never saw this curve.
    pub held_out: bool,
    /// (warps per SM, measured, predicted), by warps.
    pub points: Vec<(u32, f64, f64)>,
    /// The textbook's needed occupancy: latency bound × throughput bound (Volkov §3.10).
    pub textbook_warps: f64,
    pub predicted_knee: Option<u32>,
    pub measured_knee: Option<u32>,
    /// The median and the largest |predicted ÷ measured − 1|.
    pub median_error: f64,
    pub worst_error: f64,
}

/// The held-out budgets of docs/LATENCY_MODEL.md: a curve's median error, and its predicted knee
/// against the measured.
pub const MEDIAN_ERROR_BUDGET: f64 = 0.10;
pub const KNEE_ERROR_BUDGET: f64 = 0.25;

impl CurveCheck {
    /// |predicted knee ÷ measured knee − 1|, if both exist.
    pub fn knee_error(&self) -> Option<f64> {
        match (self.predicted_knee, self.measured_knee) {
            (Some(p), Some(m)) if m > 0 => Some((f64::from(p) / f64::from(m) - 1.0).abs()),
            _ => None,
        }
    }

    /// Whether the curve meets both budgets.
    pub fn within_budgets(&self) -> bool {
        self.median_error <= MEDIAN_ERROR_BUDGET && self.knee_error().is_some_and(|e| e <= KNEE_ERROR_BUDGET)
    }
}

/// The middle value (the mean of the two middle ones for an even count); 0 for none.
pub(crate) fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    match values.len() {
        0 => 0.0,
        n if n % 2 == 1 => values[n / 2],
        n => (values[n / 2 - 1] + values[n / 2]) / 2.0,
    }
}

/// A measured curve against the model's: (warps per SM, measured, predicted) at every measured
/// point (0 where the model has no point there), and the median and worst
/// |predicted ÷ measured − 1|.
#[derive(Debug, Clone, PartialEq)]
pub struct Against {
    pub points: Vec<(u32, f64, f64)>,
    pub median_error: f64,
    pub worst_error: f64,
}

impl Against {
    pub fn new(measured: &[(u32, f64)], model: &[(u32, f64)]) -> Against {
        let points: Vec<(u32, f64, f64)> =
            measured.iter().map(|&(w, v)| (w, v, model.iter().find(|p| p.0 == w).map_or(0.0, |p| p.1))).collect();
        let errors: Vec<f64> = points.iter().map(|&(_, m, p)| (p / m - 1.0).abs()).collect();
        Against { points, median_error: median(errors.clone()), worst_error: errors.into_iter().fold(0.0, f64::max) }
    }

    /// The comparison in words ([`error_line`]).
    pub fn line(&self) -> Message {
        error_line(self.points.len(), self.median_error, self.worst_error)
    }
}

/// "Calibrated model against the 16 measured points: median error 1.52%, worst 3.94%."
pub fn error_line(points: usize, median_error: f64, worst_error: f64) -> Message {
    Message::new("run-error")
        .arg("points", Arg::Count(points as u64))
        .arg("median", Arg::Percent(median_error))
        .arg("worst", Arg::Percent(worst_error))
}

/// Every curve of `run` predicted by `cal` (the run's own calibration, or another run's of the
/// same GPU) against what was measured.
pub fn check_curves(run: &Run, cal: &RunCalibration) -> Result<Vec<CurveCheck>, AnalysisError> {
    let cc = cc_of(run)?;
    Ok(curves(run)
        .into_iter()
        .map(|(experiment, threads)| {
            let measured = measured_curve(run, experiment, threads);
            let model = predicted(cal, cc, experiment, threads);
            let against = Against::new(&measured, &model);
            let textbook_warps = hiding(cal, cc, experiment).map_or(0.0, |h| h.model.needed_warps());
            let at_measured: Vec<(u32, f64)> =
                model.iter().copied().filter(|p| measured.iter().any(|m| m.0 == p.0)).collect();
            CurveCheck {
                experiment,
                threads_per_block: threads,
                unit: experiment.unit(),
                held_out: !cal.fitted_on.contains(&(experiment, threads)),
                points: against.points,
                textbook_warps,
                predicted_knee: knee(&at_measured),
                measured_knee: knee(&measured),
                median_error: against.median_error,
                worst_error: against.worst_error,
            }
        })
        .collect())
}

/// A device named beside a run that is not the run's device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceMismatch {
    /// The device as named: "H100 PCIe (compute capability 9.0, 114 SMs)".
    pub named: NamedDevice,
    /// The run's device: "NVIDIA H100 80GB HBM3 (compute capability 9.0, 132 SMs)".
    pub measured: NamedDevice,
}

/// A device as a [`DeviceMismatch`] names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NamedDevice {
    /// A GPU: its name, its compute capability and its SMs.
    Gpu { name: String, compute_capability: String, sms: u32 },
    /// A compute capability alone.
    ComputeCapability(String),
}

impl NamedDevice {
    /// "H100 PCIe (compute capability 9.0, 114 SMs)", "compute capability 9.0" (`run-device-*`).
    pub fn message(&self) -> Message {
        match self {
            NamedDevice::Gpu { name, compute_capability, sms } => Message::new("run-device-gpu")
                .arg("gpu", name.as_str())
                .arg("cc", compute_capability.as_str())
                .arg("sms", counted("sms", (*sms).into())),
            NamedDevice::ComputeCapability(cc) => Message::new("run-device-cc").arg("cc", cc.as_str()),
        }
    }
}

impl DeviceMismatch {
    /// The refusal in the catalogues' words (`run-device-mismatch`).
    pub fn message(&self) -> Message {
        Message::new("run-device-mismatch").arg("named", self.named.message()).arg("measured", self.measured.message())
    }
}

/// The English words.
impl std::fmt::Display for DeviceMismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for DeviceMismatch {}

/// Whether a compute capability, or a catalogue GPU, names the run's device: the same compute
/// capability and, for a GPU, as many SMs.
pub fn check_device(run: &Run, cc: &ComputeCapability, gpu: Option<&crate::Gpu>) -> Result<(), DeviceMismatch> {
    let d = &run.device;
    let same = cc.name == d.compute_capability && gpu.is_none_or(|g| g.sms == d.sms);
    if same {
        return Ok(());
    }
    let named = match gpu {
        Some(g) => NamedDevice::Gpu { name: g.name.to_string(), compute_capability: cc.name.to_string(), sms: g.sms },
        None => NamedDevice::ComputeCapability(cc.name.to_string()),
    };
    Err(DeviceMismatch {
        named,
        measured: NamedDevice::Gpu {
            name: d.name.clone(),
            compute_capability: d.compute_capability.clone(),
            sms: d.sms,
        },
    })
}
