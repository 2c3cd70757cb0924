//! The wave staircase: kernel time against grid size steps up once per full wave. Where the steps
//! fall is read from the measured times alone, then set against the model's full wave (active
//! blocks per SM × SMs, Nsight Compute's definition; `crate::waves`).

use super::analysis::{shape_occupancy, AnalysisError, Lacking};
use super::{Run, WavePoint};
use serde::Serialize;

/// A rise between neighbouring grid sizes counts as a step when it is at least this share of the
/// largest rise: within a wave the time stays flat (the blocks run side by side), and at a step it
/// rises by one block duration.
pub const STEP_SHARE: f64 = 0.5;

/// Cycles each block of the staircase's kernel spins (`wave_spin`, docs/RUN_FORMAT.md, "Waves"):
/// tens of µs, long against the launch overhead. `occlab measure` launches it so, and each added
/// wave adds one spin to the kernel's time, so the staircase's slope gives the SM clock
/// (`what_if::Calibration`).
pub const WAVE_SPIN_CYCLES: u32 = 50_000;

/// The staircase's steps and the model's full wave.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Staircase {
    /// Active blocks per SM of the wave kernel, as the model computes them.
    pub model_blocks_per_sm: u32,
    /// As the driver's occupancy API answered on the device.
    pub driver_blocks_per_sm: u32,
    pub sms: u32,
    /// The model's full wave: model blocks per SM × SMs.
    pub full_wave: u64,
    /// The grids after which the measured time steps up (the last grid before each rise).
    pub steps: Vec<u64>,
    /// The multiples of the full wave inside the measured range, where the model puts the steps.
    pub expected_steps: Vec<u64>,
    /// The largest rise, ms: about one block's duration.
    pub largest_rise_ms: f64,
    /// The model's time of one wave, to draw its steps over the points: the median, over the
    /// measured points, of the time over the waves the grid starts (⌈grid / full wave⌉).
    pub wave_ms: f64,
}

impl Staircase {
    /// Whether every measured step is exactly at a multiple of the model's full wave and every
    /// such multiple in range shows a step.
    pub fn matches_model(&self) -> bool {
        self.steps == self.expected_steps
    }
}

/// The steps of `run.waves` against the model's full wave for `run.wave_kernel`.
pub fn staircase(run: &Run) -> Result<Staircase, AnalysisError> {
    let model_blocks_per_sm = shape_occupancy(&run.device.compute_capability, &run.wave_kernel)?.active_blocks_per_sm;
    let full_wave = u64::from(model_blocks_per_sm) * u64::from(run.device.sms);
    let mut points: Vec<&WavePoint> = run.waves.iter().collect();
    points.sort_by_key(|p| p.grid_blocks);
    points.dedup_by_key(|p| p.grid_blocks);
    if points.len() < 2 {
        return Err(AnalysisError::TooFewPoints(Lacking::GridSizes));
    }
    let rises: Vec<(u64, f64)> = points.windows(2).map(|w| (u64::from(w[0].grid_blocks), w[1].ms - w[0].ms)).collect();
    let largest_rise_ms = rises.iter().map(|r| r.1).fold(0.0, f64::max);
    let steps =
        rises.iter().filter(|r| largest_rise_ms > 0.0 && r.1 >= STEP_SHARE * largest_rise_ms).map(|r| r.0).collect();
    let (first, last) = (u64::from(points[0].grid_blocks), u64::from(points[points.len() - 1].grid_blocks));
    let expected_steps = if full_wave == 0 {
        Vec::new()
    } else {
        (1..).map(|k| k * full_wave).skip_while(|&g| g < first).take_while(|&g| g < last).collect()
    };
    let mut per_wave: Vec<f64> = points
        .iter()
        .filter(|p| p.grid_blocks > 0 && full_wave > 0)
        .map(|p| p.ms / u64::from(p.grid_blocks).div_ceil(full_wave) as f64)
        .collect();
    per_wave.sort_by(f64::total_cmp);
    let wave_ms = per_wave.get(per_wave.len() / 2).copied().unwrap_or(0.0);
    Ok(Staircase {
        model_blocks_per_sm,
        driver_blocks_per_sm: run.wave_kernel.blocks_per_sm,
        sms: run.device.sms,
        full_wave,
        steps,
        expected_steps,
        largest_rise_ms,
        wave_ms,
    })
}
