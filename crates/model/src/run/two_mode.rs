//! Volkov's two-mode model calibrated by a run: its measured latency and its measured ceiling,
//! against the measured curve of throughput over warps per SM.
//!
//! Source: V. Volkov, "Understanding Latency Hiding on GPUs", PhD thesis, UC Berkeley 2016:
//! warp throughput ≈ min(n / latency, throughput bound) (§3.5), and the occupancy needed to reach
//! the bound is latency × throughput (§3.10, Little's law). Each experiment's "warp step" is
//! what one warp does between waits: an iteration of the vector add (two loads and a store of
//! 4 B per thread, waiting one DRAM latency), or one FMA instruction of a chain (an ILP-k warp
//! has k of them in flight, so a step waits the FMA latency over k).

use super::analysis::AnalysisError;
use super::{Experiment, MeasuredLatency, Run, ThroughputUnit};
use crate::latency::TwoModeModel;
use crate::ComputeCapability;
use serde::Serialize;

/// The measured knee is the fewest warps per SM whose throughput reaches this share of the
/// curve's ceiling (the highest point): the real curve bends smoothly where the model's corner is
/// sharp, so "flat" needs a threshold; 90 % is ours, stated wherever the knee is shown.
pub const KNEE_SHARE: f64 = 0.9;

/// Threads per warp on every device the run format accepts (`compute_caps/`: warp size 32).
const WARP: f64 = 32.0;

impl Experiment {
    /// Every experiment, in the order the report shows them.
    pub const ALL: [Experiment; 4] =
        [Experiment::VectorAdd, Experiment::FmaIlp1, Experiment::FmaIlp2, Experiment::FmaIlp4];

    /// The name the run file uses: `vector_add`, `fma_ilp1` …
    pub fn key(self) -> &'static str {
        match self {
            Experiment::VectorAdd => "vector_add",
            Experiment::FmaIlp1 => "fma_ilp1",
            Experiment::FmaIlp2 => "fma_ilp2",
            Experiment::FmaIlp4 => "fma_ilp4",
        }
    }

    /// Independent FMA chains per thread; `None` for the vector add.
    pub fn ilp(self) -> Option<u32> {
        match self {
            Experiment::VectorAdd => None,
            Experiment::FmaIlp1 => Some(1),
            Experiment::FmaIlp2 => Some(2),
            Experiment::FmaIlp4 => Some(4),
        }
    }

    /// The unit its throughput is measured in.
    pub fn unit(self) -> ThroughputUnit {
        match self {
            Experiment::VectorAdd => ThroughputUnit::GigabytesPerSecond,
            _ => ThroughputUnit::GigaflopsPerSecond,
        }
    }

    /// Work of one warp step in the unit's base (bytes or FLOP): a vector-add iteration moves
    /// 3 × 4 B per thread; an FMA is 2 FLOP per thread.
    pub fn work_per_warp_step(self) -> f64 {
        match self {
            Experiment::VectorAdd => 3.0 * 4.0 * WARP,
            _ => 2.0 * WARP,
        }
    }

    /// The latency one warp step waits, cycles, from the run's latencies: the DRAM latency for the
    /// vector add, the FMA latency over the chains in flight for the FMA experiments.
    pub fn step_latency(self, latency: &MeasuredLatency) -> f64 {
        match self.ilp() {
            None => latency.dram_cycles,
            Some(k) => latency.fma_cycles / f64::from(k),
        }
    }
}

/// One experiment's curve against the calibrated model.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Calibration {
    pub experiment: Experiment,
    pub unit: ThroughputUnit,
    /// Threads per block of the experiment's points.
    pub threads_per_block: u32,
    /// The latency of one warp step, cycles (the model's latency bound).
    pub step_latency_cycles: f64,
    /// The highest measured throughput, in `unit`.
    pub ceiling: f64,
    /// Warp steps per cycle per SM, with the ceiling as its throughput bound.
    pub model: TwoModeModel,
    /// The model's knee: latency × throughput bound, warps per SM.
    pub predicted_knee_warps: f64,
    /// The fewest measured warps per SM reaching [`KNEE_SHARE`] of the ceiling.
    pub measured_knee_warps: u32,
    /// The device's peak in `unit`: the DRAM bandwidth from its memory clock and bus width, or
    /// its FP32 lanes × 2 FLOP × clock × SMs.
    pub peak: f64,
    /// The knee the model would predict with the peak as its ceiling, warps per SM.
    pub peak_knee_warps: f64,
    /// (warps per SM, measured, model) in `unit`, by warps.
    pub points: Vec<(u32, f64, f64)>,
}

/// A throughput in the unit (10^9 per second) as warp steps per cycle per SM.
fn steps_per_cycle(value: f64, work: f64, clock_mhz: f64, sms: f64) -> f64 {
    value * 1e3 / (work * clock_mhz * sms)
}

/// The calibrated model of each experiment the run measured, in [`Experiment::ALL`]'s order.
/// The SM clock is the device's reported clock (the run's latencies are in its cycles).
pub fn calibrate(run: &Run) -> Result<Vec<Calibration>, AnalysisError> {
    let cc =
        ComputeCapability::lookup(&run.device.compute_capability).map_err(AnalysisError::UnknownComputeCapability)?;
    let clock = f64::from(run.device.clock_mhz);
    let sms = f64::from(run.device.sms);
    let mut out = Vec::new();
    for experiment in Experiment::ALL {
        let mut points: Vec<_> = run.throughput.iter().filter(|p| p.experiment == experiment).collect();
        if points.is_empty() {
            continue;
        }
        points.sort_by_key(|p| p.warps_per_sm);
        let ceiling = points.iter().map(|p| p.value).fold(0.0, f64::max);
        let work = experiment.work_per_warp_step();
        let latency = experiment.step_latency(&run.latency);
        let model = TwoModeModel::new(latency, steps_per_cycle(ceiling, work, clock, sms))?;
        let measured_knee_warps = points.iter().find(|p| p.value >= KNEE_SHARE * ceiling).map_or(0, |p| p.warps_per_sm);
        let to_unit = work * clock * sms / 1e3;
        let peak = match experiment.unit() {
            ThroughputUnit::GigabytesPerSecond => run.device.memory_bandwidth_gbs,
            ThroughputUnit::GigaflopsPerSecond => f64::from(cc.fp32_lanes_per_sm) * 2.0 * clock * sms / 1e3,
        };
        out.push(Calibration {
            experiment,
            unit: experiment.unit(),
            threads_per_block: points[0].threads_per_block,
            step_latency_cycles: latency,
            ceiling,
            model,
            predicted_knee_warps: model.needed_warps(),
            measured_knee_warps,
            peak,
            peak_knee_warps: latency * steps_per_cycle(peak, work, clock, sms),
            points: points
                .iter()
                .map(|p| (p.warps_per_sm, p.value, model.warp_throughput(f64::from(p.warps_per_sm)) * to_unit))
                .collect(),
        });
    }
    Ok(out)
}
