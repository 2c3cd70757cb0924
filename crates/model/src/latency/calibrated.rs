//! The calibrated latency-hiding model: the textbook's kernel (the latency panel's settings,
//! `scenario`) on a GPU whose memory latency under load and warp schedulers a measured
//! run has calibrated (`run::calibration`). It gives throughput for every whole number of
//! resident blocks per SM, and the knee read on those points.
//!
//! Per SM and cycle, a kernel completes warp iterations at the lower of two rates:
//! - the **memory path** (`loaded_latency`): Little's law with the latency the load itself
//!   causes, the warp waiting for the slowest of its loads in flight;
//! - the **issue path** (`warp_schedulers`): each scheduler's warps, their dependency chains and
//!   independent instructions, the switches between warps, and the slowest scheduler setting the
//!   time; scaled by the share of the FMA peak the run sustained (the clock the GPU holds under
//!   load).

use crate::latency::loaded_latency::LoadedLatency;
use crate::latency::scenario::{LatencyHiding, RateUnit};
use crate::latency::textbook::Resource;
use crate::latency::warp_schedulers::{in_phase, sm_rate, warps_per_scheduler, Issue};
use serde::Serialize;

/// The share of a curve's highest point at which the knee is read: the fewest warps per SM,
/// among whole blocks per SM, whose throughput reaches it. The real curve bends smoothly where
/// the textbook's corner is sharp, so "flat" needs a threshold; 90 % is ours, stated wherever
/// a knee is shown.
pub const KNEE_SHARE: f64 = 0.9;

/// A GPU as a run calibrated it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct CalibratedGpu {
    pub memory: LoadedLatency,
    pub issue: Issue,
    /// The highest FMA throughput the run measured over the FP32 lanes' peak at the reported
    /// clock: the clock the SM holds under load, and what no scheduling can win back.
    pub sustained_issue_share: f64,
    pub warp_schedulers: u32,
    pub limits: SmLimits,
}

/// One point of a throughput curve: whole blocks per SM, their warps, and the GPU's throughput.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct CurvePoint {
    pub blocks_per_sm: u32,
    pub warps_per_sm: u32,
    pub throughput: f64,
    pub unit: &'static str,
}

/// The knee of a curve: the fewest warps per SM reaching [`KNEE_SHARE`] of its highest point;
/// `None` for an empty or flat-zero curve.
pub fn knee(points: &[(u32, f64)]) -> Option<u32> {
    let top = points.iter().map(|p| p.1).fold(0.0, f64::max);
    if top <= 0.0 {
        return None;
    }
    points.iter().filter(|p| p.1 >= KNEE_SHARE * top).map(|p| p.0).min()
}

impl CalibratedGpu {
    /// Warp iterations per cycle per SM of the kernel `h` with `blocks` blocks of `threads`.
    pub fn iterations_per_cycle(&self, h: &LatencyHiding, threads: u32, blocks: u32) -> f64 {
        let warps_per_block = self.limits.warps_per_block(threads);
        let warps = f64::from(blocks * warps_per_block);
        let [(arith_steps, _), (memory_steps, _)] = h.chain;
        let arith_latency = arith_steps * self.issue.dependent_latency;
        let memory = if h.mix.memory_bytes > 0.0 {
            let (bytes_per_cycle, _) = if memory_steps > 0.0 {
                self.memory.throughput(warps, h.mix.memory_bytes, h.loads_in_flight, memory_steps, arith_latency)
            } else {
                (self.memory.sustained_bytes_per_cycle, 1.0)
            };
            bytes_per_cycle / h.mix.memory_bytes
        } else {
            f64::INFINITY
        };
        // The issue path: the latency bound is the memory path's when the chain waits on memory.
        let latency = if memory_steps > 0.0 { 0.0 } else { arith_latency };
        let schedulers = f64::from(self.warp_schedulers.max(1));
        let busiest = h
            .bound
            .cycles_per_warp
            .iter()
            .filter(|(r, _)| matches!(r, Resource::CudaCores | Resource::Sfu | Resource::SharedMemoryBanks))
            .map(|p| p.1)
            .fold(0.0, f64::max);
        let resource_rate = if busiest > 0.0 { 1.0 / (busiest * schedulers) } else { f64::INFINITY };
        let per_scheduler = warps_per_scheduler(blocks, warps_per_block, self.warp_schedulers);
        let phased = in_phase(warps_per_block, self.warp_schedulers);
        let issue = self.sustained_issue_share
            * sm_rate(&per_scheduler, |m| {
                self.issue.scheduler_rate(m, latency, (h.mix.issue_slots, h.ilp), resource_rate, phased)
            });
        memory.min(issue)
    }

    /// The kernel's throughput in `unit` for every whole number of blocks of `threads` per SM,
    /// from 1 to the SM's limit by warps and blocks; `clock_mhz` and `sms` from the run.
    pub fn curve(&self, h: &LatencyHiding, unit: RateUnit, threads: u32) -> Vec<CurvePoint> {
        let warps_per_block = self.limits.warps_per_block(threads);
        (1..=self.limits.most_blocks(threads))
            .map(|blocks| {
                let iterations = self.iterations_per_cycle(h, threads, blocks);
                CurvePoint {
                    blocks_per_sm: blocks,
                    warps_per_sm: blocks * warps_per_block,
                    throughput: h.rate(iterations, unit),
                    unit: unit.label(),
                }
            })
            .collect()
    }
}

/// What bounds the curve's length: blocks per SM by warps and blocks alone.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SmLimits {
    pub warp_size: u32,
    pub max_warps_per_sm: u32,
    pub max_blocks_per_sm: u32,
}

impl SmLimits {
    pub fn of(cc: &crate::ComputeCapability) -> SmLimits {
        SmLimits {
            warp_size: cc.warp_size,
            max_warps_per_sm: cc.max_warps_per_sm(),
            max_blocks_per_sm: cc.max_blocks_per_sm,
        }
    }

    /// Blocks of `threads` threads that fit an SM by warps and blocks alone (the launch's own
    /// registers and shared memory left out).
    pub fn most_blocks(&self, threads: u32) -> u32 {
        (self.max_warps_per_sm / self.warps_per_block(threads)).min(self.max_blocks_per_sm)
    }

    pub fn warps_per_block(&self, threads: u32) -> u32 {
        threads.div_ceil(self.warp_size.max(1)).max(1)
    }
}

/// The textbook's curve at the same whole blocks: Volkov's two-mode model as the panel computes
/// it, in `unit`.
pub fn textbook_curve(h: &LatencyHiding, unit: RateUnit, limits: &SmLimits, threads: u32) -> Vec<CurvePoint> {
    let warps_per_block = limits.warps_per_block(threads);
    (1..=limits.most_blocks(threads))
        .map(|blocks| {
            let warps = blocks * warps_per_block;
            CurvePoint {
                blocks_per_sm: blocks,
                warps_per_sm: warps,
                throughput: h.rate(h.model.warp_throughput(f64::from(warps)), unit),
                unit: unit.label(),
            }
        })
        .collect()
}

/// (warps per SM, throughput) of a curve.
pub fn pairs(curve: &[CurvePoint]) -> Vec<(u32, f64)> {
    curve.iter().map(|p| (p.warps_per_sm, p.throughput)).collect()
}
