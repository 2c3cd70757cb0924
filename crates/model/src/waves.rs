//! Waves and the tail effect: how a grid's blocks run over time when every SM holds the
//! theoretical number of active blocks.
//!
//! Definitions follow Nsight Compute's Launch Statistics section and its tail-effect rule
//! (measured wording and numbers in `tests/hardware/data/h100/ncu_tail.txt`): a wave is the
//! number of blocks the GPU runs at once, active blocks per SM × SMs; "Waves Per SM" is the grid
//! over a wave. Time is counted in units of one block's duration, assuming every block takes
//! the same time.

use crate::input::error::InputError;
use crate::input::field::{Field, MAX_GRID_BLOCKS};
use crate::input::grammar::check_whole;
use crate::Occupancy;
use serde::Serialize;

/// How a grid of blocks runs in waves.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Waves {
    pub grid_blocks: u64,
    pub sms: u32,
    pub blocks_per_sm: u32,
    pub warps_per_block: u32,
    pub max_warps_per_sm: u32,
    /// Blocks that run at once: active blocks per SM × SMs (the "full wave").
    pub full_wave: u64,
    /// Nsight Compute's "Waves Per SM": grid / full wave.
    pub waves_per_sm: f64,
    pub full_waves: u64,
    /// Blocks of the last, partial wave (0 if the grid fills its last wave).
    pub partial_wave_blocks: u64,
    /// Waves in all, the partial one included: the run time in units of one block's duration.
    pub waves: u64,
    /// The partial wave's blocks over a full wave's.
    pub partial_wave_utilization: f64,
    /// The share of the run time the partial wave may take (Nsight Compute's "may account for up
    /// to"): 1 / waves, when a partial wave follows at least one full wave.
    pub tail_share: Option<f64>,
    /// The block slots used over those available for the whole run: grid / (waves × full wave).
    pub efficiency: f64,
    /// The best achieved occupancy the launch can reach with a balanced workload, averaged over
    /// the cycles each SM is active (as Nsight Compute's Achieved Occupancy is): full waves run
    /// at the theoretical occupancy; a partial wave spreads its blocks evenly over the SMs.
    pub achievable_occupancy: f64,
}

/// Waves of a grid of `grid_blocks` blocks on a GPU of `sms` SMs, from an occupancy result.
///
/// Source: Nsight Compute's Launch Statistics ("Waves Per SM") and its tail-effect rule; the
/// balanced-workload estimate follows the example in shared/seeds/000 (15 SMs, 4 blocks per SM
/// at 100 %: a full wave is 60 blocks, and 45 blocks reach about 75 %).
pub fn waves(occupancy: &Occupancy, sms: u32, grid_blocks: u64) -> Result<Waves, InputError> {
    check_whole(Field::Sms, sms.into())?;
    check_whole(Field::Grid, grid_blocks)?;
    let blocks_per_sm = occupancy.active_blocks_per_sm;
    let full_wave = u64::from(blocks_per_sm) * u64::from(sms);
    let warps_per_block = occupancy.warps_per_block;
    let max_warps = occupancy.max_warps_per_sm;
    let base = Waves {
        grid_blocks,
        sms,
        blocks_per_sm,
        warps_per_block,
        max_warps_per_sm: max_warps,
        full_wave,
        waves_per_sm: 0.0,
        full_waves: 0,
        partial_wave_blocks: 0,
        waves: 0,
        partial_wave_utilization: 0.0,
        tail_share: None,
        efficiency: 0.0,
        achievable_occupancy: 0.0,
    };
    if full_wave == 0 {
        return Ok(base);
    }
    let full_waves = grid_blocks / full_wave;
    let partial = grid_blocks % full_wave;
    let waves = full_waves + u64::from(partial > 0);
    // Warp-cycles over active SM-cycles, in units of one block's duration.
    let active_sm_time = full_waves * u64::from(sms) + partial.min(u64::from(sms));
    let warp_time = grid_blocks as f64 * f64::from(warps_per_block);
    Ok(Waves {
        waves_per_sm: grid_blocks as f64 / full_wave as f64,
        full_waves,
        partial_wave_blocks: partial,
        waves,
        partial_wave_utilization: partial as f64 / full_wave as f64,
        tail_share: (full_waves > 0 && partial > 0).then(|| 1.0 / waves as f64),
        efficiency: grid_blocks as f64 / (waves * full_wave) as f64,
        achievable_occupancy: warp_time / (active_sm_time as f64 * f64::from(max_warps)),
        ..base
    })
}

/// A band of neighbouring SMs: one row of a picture of SMs against time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SmGroup {
    /// The band's first SM (0-based).
    pub first_sm: u32,
    /// SMs in the band.
    pub sms: u32,
    /// Blocks the band runs in each full wave: active blocks per SM × its SMs.
    pub slots: u64,
    /// Blocks of the partial wave on the band's SMs.
    pub partial_blocks: u64,
}

impl Waves {
    /// Blocks of wave `wave` (0-based) on SM `sm`: full waves fill every SM; the partial wave's
    /// blocks are dealt round-robin, one per SM at a time. For drawing SMs against time.
    pub fn blocks_on(&self, wave: u64, sm: u32) -> u32 {
        if wave < self.full_waves {
            self.blocks_per_sm
        } else if wave == self.full_waves && sm < self.sms {
            let sms = u64::from(self.sms);
            let base = self.partial_wave_blocks / sms;
            let extra = u64::from(u64::from(sm) < self.partial_wave_blocks % sms);
            u32::try_from(base + extra).unwrap_or(u32::MAX)
        } else {
            0
        }
    }

    /// The nearest grid sizes that fill their last wave: the largest at most the grid and the
    /// smallest above it (multiples of the full wave). `None` where there is none.
    pub fn full_wave_grids(&self) -> (Option<u64>, Option<u64>) {
        if self.full_wave == 0 {
            return (None, None);
        }
        let below = (self.full_waves > 0).then_some(self.full_waves * self.full_wave);
        let above = (self.full_waves + 1) * self.full_wave;
        (below, (above <= MAX_GRID_BLOCKS).then_some(above))
    }

    /// A grid of `count` full waves (at most [`MAX_GRID_BLOCKS`]), e.g. for how far a grid-size
    /// slider reaches.
    pub fn grid_of_full_waves(&self, count: u64) -> u64 {
        self.full_wave.saturating_mul(count).min(MAX_GRID_BLOCKS)
    }

    /// The SMs in at most `max_rows` bands of neighbouring SMs, each as wide as the first (the
    /// last may be narrower), with the blocks each band runs in the partial wave as
    /// [`Waves::blocks_on`] deals them: for a picture of SMs against time that stays legible on
    /// a GPU with more SMs than rows.
    pub fn sm_groups(&self, max_rows: u32) -> Vec<SmGroup> {
        let width = self.sms.div_ceil(max_rows.max(1)).max(1);
        let sms = u64::from(self.sms);
        let base = self.partial_wave_blocks.checked_div(sms).unwrap_or(0);
        let extra = self.partial_wave_blocks.checked_rem(sms).unwrap_or(0);
        (0..self.sms)
            .step_by(usize::try_from(width).unwrap_or(usize::MAX))
            .map(|first_sm| {
                let count = width.min(self.sms - first_sm);
                let (first, end) = (u64::from(first_sm), u64::from(first_sm) + u64::from(count));
                SmGroup {
                    first_sm,
                    sms: count,
                    slots: u64::from(self.blocks_per_sm) * u64::from(count),
                    partial_blocks: base * u64::from(count) + extra.min(end).saturating_sub(first),
                }
            })
            .collect()
    }

    /// The partial wave as Nsight Compute's tail-effect rule prints it: the fractional part of
    /// Waves Per SM times the full wave, in floating point, rounded up. It equals
    /// [`Waves::partial_wave_blocks`] when the product is exact and is one block more when
    /// rounding leaves it a hair above: grid 4,096 over a full wave of 1,056 gives
    /// 928.0000000000001, printed "929" (`tests/hardware/data/h200/reports/library.details.csv`,
    /// DeviceReduceKernel).
    pub fn profiler_partial_wave_blocks(&self) -> u64 {
        if self.full_wave == 0 || self.partial_wave_blocks == 0 {
            return self.partial_wave_blocks;
        }
        let fraction = self.waves_per_sm - self.waves_per_sm.floor();
        (fraction * self.full_wave as f64).ceil() as u64
    }
}
