//! What the what-if model takes from a measured run of the same architecture (`occlab measure`,
//! docs/LATENCY_MODEL.md): the memory system's loaded latency as the calibrated model fits it
//! (`run::calibration::calibrate_model`: the unloaded streaming latency, the queue's wait at
//! half the nominal bandwidth, the sustained share of that bandwidth), the L2-hit latency of its
//! pointer chase, the SM clock the GPU runs kernels at, read off the wave staircase, and how long
//! a block slot stands empty between blocks, read off the block timeline.

use crate::device::gpu::Gpu;
use crate::latency::loaded_latency::LoadedLatency;
use crate::locale::message::{Arg, Message};
use crate::run::calibration::calibrate_model;
use crate::run::{block_gap_ns, staircase, Run, WAVE_SPIN_CYCLES};
use serde::Serialize;

/// A run's calibration, as the what-if model uses it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Calibration {
    /// The run's device, as the driver named it ("NVIDIA H100 80GB HBM3").
    pub device: String,
    /// The run's GPU as the catalogue names it ("H100 SXM5 80GB"), where the catalogue has it
    /// (`compute_caps/gpus.toml`).
    pub gpu: Option<&'static str>,
    /// Its compute capability ("9.0"): a launch is predicted only with a run of its own.
    pub compute_capability: String,
    /// The clock the run's cycles count: the device's reported SM clock, Hz.
    pub cycle_hz: f64,
    /// DRAM as a streaming load sees it, in cycles of `cycle_hz`: the calibrated model's
    /// unloaded latency and queue (Kleinrock's M/M/1 wait, LATENCY_MODEL.md).
    pub dram: LoadedLatency,
    /// A load that hits in L2, cycles of `cycle_hz` (`latency.l2_cycles`, a pointer chase).
    pub l2_hit_cycles: f64,
    /// The sustained share of the nominal DRAM bandwidth: the highest stream point ÷ the peak.
    pub sustained_dram_share: f64,
    /// The SM clock kernels ran at under the run's timing, Hz: [`WAVE_SPIN_CYCLES`] ÷ the
    /// staircase's seconds per added wave (a least-squares line through every point, time against
    /// the waves the grid starts).
    pub run_clock_hz: f64,
    /// g, how long an SM's block slot stands empty between one block's end and the next block's
    /// start, s ([`block_gap_ns`]: the median over the timeline's second half-wave; 0 for a
    /// timeline of one wave). No warp runs in the slot then, so a block slot is held for a
    /// block's time plus g.
    pub block_gap_s: f64,
}

impl Calibration {
    /// The calibration of `run`, or why it cannot be made.
    pub fn from_run(run: &Run) -> Result<Calibration, Message> {
        let calibrated = calibrate_model(run).map_err(|e| e.message())?;
        let memory = calibrated.gpu.memory;
        let steps = staircase(run).map_err(|e| e.message())?;
        let points: Vec<(f64, f64)> = run
            .waves
            .iter()
            .filter(|_| steps.full_wave > 0)
            .map(|p| (u64::from(p.grid_blocks).div_ceil(steps.full_wave) as f64, p.ms * 1e-3))
            .collect();
        let seconds_per_wave = slope(&points);
        let refused = || Message::new("what-if-run-no-clock").arg("device", run.device.name.as_str());
        let run_clock_hz = match seconds_per_wave {
            Some(s) if s > 0.0 => f64::from(WAVE_SPIN_CYCLES) / s,
            _ => return Err(refused()),
        };
        let share = memory.sustained_bytes_per_cycle / memory.peak_bytes_per_cycle;
        let cycle_hz = f64::from(run.device.clock_mhz) * 1e6;
        let usable = [cycle_hz, run.latency.l2_cycles, share, memory.unloaded_cycles, memory.queue_cycles]
            .iter()
            .all(|v| v.is_finite() && *v > 0.0);
        if !usable {
            return Err(Message::new("what-if-run-unusable").arg("device", run.device.name.as_str()));
        }
        Ok(Calibration {
            device: run.device.name.clone(),
            gpu: Gpu::search(&run.device.name).ok().map(|choice| choice.gpu.name),
            compute_capability: run.device.compute_capability.clone(),
            cycle_hz,
            dram: memory,
            l2_hit_cycles: run.latency.l2_cycles,
            sustained_dram_share: share.min(1.0),
            run_clock_hz,
            block_gap_s: block_gap_ns(run).map_or(0.0, |ns| ns.max(0.0) * 1e-9),
        })
    }

    /// "NVIDIA H100 80GB HBM3, 9.0": which run calibrates, in a sentence.
    pub fn describe(&self) -> Message {
        Message::new("what-if-calibrated-by")
            .arg("device", self.device.as_str())
            .arg("cc", self.compute_capability.as_str())
            .arg("clock", Arg::Decimal(self.run_clock_hz / 1e6))
    }
}

/// A launch on one GPU calibrated by a run of another of the same compute capability (an H100
/// PCIe's profile by the H100 SXM's run occlab carries): the run's clock, memory latency and
/// bandwidth's sustained share stand in for the launch's GPU's, whose memory and clocks differ
/// (`compute_caps/gpus.toml`). Named where both are known and differ: by the catalogue's names where
/// both device names are in it, else by the device names as the driver gave them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OtherGpu {
    /// The launch's GPU.
    pub launch: String,
    /// The calibrating run's GPU.
    pub run: String,
}

impl OtherGpu {
    /// For a launch on `device` (as its report names it), found in the catalogue as `gpu`, and a
    /// run that calibrates it: `None` where they are the same GPU or either is unknown.
    pub fn of(device: Option<&str>, gpu: Option<&'static Gpu>, calibration: &Calibration) -> Option<OtherGpu> {
        let (launch, run) = match (gpu, calibration.gpu) {
            (Some(g), Some(r)) => (g.name.to_string(), r.to_string()),
            _ => (device?.trim().to_string(), calibration.device.trim().to_string()),
        };
        (!launch.is_empty() && !run.is_empty() && launch != run).then_some(OtherGpu { launch, run })
    }
}

/// Of several runs, the one that calibrates a launch on `device` of compute capability `cc`: the
/// same device by name, else the first of the same compute capability.
pub fn choose_run<'a>(runs: &'a [Run], device: Option<&str>, cc: &str) -> Option<&'a Run> {
    let same_cc = |r: &&Run| r.device.compute_capability == cc;
    runs.iter()
        .filter(same_cc)
        .find(|r| device.is_some_and(|d| d.trim() == r.device.name))
        .or_else(|| runs.iter().find(same_cc))
}

/// The least-squares slope of y against x; `None` for fewer than two distinct x.
fn slope(points: &[(f64, f64)]) -> Option<f64> {
    let n = points.len() as f64;
    let mean_x = points.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = points.iter().map(|p| p.1).sum::<f64>() / n;
    let sxx: f64 = points.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    let sxy: f64 = points.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
    (sxx > 0.0).then(|| sxy / sxx)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_slope_of_a_line_and_of_too_few_points() {
        assert_eq!(slope(&[(1.0, 3.0), (2.0, 5.0), (3.0, 7.0)]), Some(2.0));
        assert_eq!(slope(&[(1.0, 3.0), (1.0, 5.0)]), None);
        assert_eq!(slope(&[]), None);
    }
}
