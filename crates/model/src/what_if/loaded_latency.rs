//! A memory round trip at another level's load. A load that misses the L1 is served by the L2
//! (the share of reads that hit, h₂) or by DRAM; each path waits in its queue the mean wait of
//! an M/M/1 queue (Kleinrock, *Queueing Systems* vol. 1, §3.2) at the utilisation the level's
//! throughput gives it: DRAM's as the calibrated model fits it (`latency::loaded_latency`,
//! docs/LATENCY_MODEL.md), the L2's with the same wait relative to its unloaded latency.
//! Utilisations above the clamp (`Parameters::utilisation_clamp`) count as the clamp: there a
//! closed system's wait is set by its warps, not by an open queue.

use super::calibration::Calibration;
use crate::latency::loaded_latency::LoadedLatency;

/// The two paths of a miss, in cycles of the calibration's clock.
#[derive(Debug, Clone, Copy)]
pub struct MemoryPaths {
    dram: LoadedLatency,
    l2: LoadedLatency,
    /// h₂, the share of L2 reads that hit.
    l2_hit: f64,
    clamp: f64,
    cycle_hz: f64,
}

impl MemoryPaths {
    pub fn new(calibration: &Calibration, l2_hit: f64, clamp: f64) -> MemoryPaths {
        let dram = calibration.dram;
        let relative_wait = dram.queue_cycles / dram.unloaded_cycles;
        let l2 = LoadedLatency {
            unloaded_cycles: calibration.l2_hit_cycles,
            queue_cycles: relative_wait * calibration.l2_hit_cycles,
            ..dram
        };
        MemoryPaths { dram, l2, l2_hit: l2_hit.clamp(0.0, 1.0), clamp, cycle_hz: calibration.cycle_hz }
    }

    /// One path's latency at utilisation `u`, cycles.
    fn loaded(&self, path: &LoadedLatency, u: f64) -> f64 {
        path.warp_latency(u.clamp(0.0, self.clamp), 1.0)
    }

    /// A round trip with DRAM at `u_dram` and the L2 at `u_l2` of their peaks: how much longer
    /// it takes than at no load (each path's loaded ÷ unloaded latency, mixed by the hit rate),
    /// and τ, its loaded time in seconds.
    pub fn at(&self, u_dram: f64, u_l2: f64) -> Loaded {
        let (dram, l2) = (self.loaded(&self.dram, u_dram), self.loaded(&self.l2, u_l2));
        let miss = 1.0 - self.l2_hit;
        Loaded {
            factor: miss * dram / self.dram.unloaded_cycles + self.l2_hit * l2 / self.l2.unloaded_cycles,
            round_trip: (self.l2_hit * l2 + miss * dram) / self.cycle_hz,
        }
    }
}

/// A round trip under load.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Loaded {
    /// Loaded ÷ unloaded latency, the paths mixed by the hit rate.
    pub factor: f64,
    /// τ, the loaded round trip of an L1 miss, seconds.
    pub round_trip: f64,
}
