//! The block timeline: achieved occupancy from every block's SM, start and end, against the
//! theoretical occupancy and the best a balanced workload can achieve.
//!
//! Achieved occupancy follows Nsight Compute's definition (`sm__warps_active` averaged over the
//! cycles each SM is active): the warps a block holds count from its start to its end, and an
//! SM counts as active from its first block's start to its last block's end.

use super::analysis::{shape_occupancy, AnalysisError, Lacking};
use super::calibration::median;
use super::{BlockSpan, Run};
use crate::waves;
use serde::Serialize;

/// Time slices of [`TimelineOccupancy::over_time`].
pub const TIME_SLICES: usize = 10;

/// Occupancy of the timeline kernel: measured, theoretical and achievable.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TimelineOccupancy {
    pub grid_blocks: u64,
    pub sms: u32,
    /// Grid over the model's full wave (Waves Per SM).
    pub waves_per_sm: f64,
    /// The model's theoretical occupancy of the kernel, 0–1.
    pub theoretical: f64,
    /// The model's best achievable occupancy for this grid under a balanced workload, 0–1.
    pub achievable: f64,
    /// Measured, over the SMs' active time, 0–1.
    pub achieved: f64,
    /// The lowest and highest achieved occupancy of one SM.
    pub per_sm_lowest: f64,
    pub per_sm_highest: f64,
    /// Achieved occupancy of the whole GPU in [`TIME_SLICES`] equal slices of the run.
    pub over_time: Vec<f64>,
    /// SMs that ran at least one block.
    pub sms_used: u32,
}

/// The time a block slot of an SM stands empty between one block's end and the next block's
/// start, ns: the median over every block of the timeline that started in a slot another left.
/// The timeline kernel runs `blocks_per_sm` blocks of an SM at once, so on each SM its block
/// k ≥ `blocks_per_sm` (in order of start) takes the slot of the block that ended
/// (k − `blocks_per_sm`)-th: the gap is its start less that end. `None` where no block started in
/// a slot another left (a timeline of one wave).
pub fn block_gap_ns(run: &Run) -> Option<f64> {
    let slots = run.timeline_kernel.blocks_per_sm as usize;
    let mut by_sm: std::collections::BTreeMap<u32, Vec<&BlockSpan>> = std::collections::BTreeMap::new();
    for s in &run.timeline {
        by_sm.entry(s.sm).or_default().push(s);
    }
    let mut gaps = Vec::new();
    for spans in by_sm.values_mut() {
        spans.sort_by_key(|s| s.start_ns);
        let mut ends: Vec<u64> = spans.iter().map(|s| s.end_ns).collect();
        ends.sort_unstable();
        let later = spans.iter().skip(slots.max(1));
        gaps.extend(later.zip(&ends).map(|(s, &freed)| s.start_ns as f64 - freed as f64));
    }
    (!gaps.is_empty()).then(|| median(gaps))
}

/// A span's length in ns.
fn length(s: &BlockSpan) -> f64 {
    (s.end_ns - s.start_ns) as f64
}

/// The timeline's occupancy against the model's for `run.timeline_kernel`.
pub fn timeline_occupancy(run: &Run) -> Result<TimelineOccupancy, AnalysisError> {
    if run.timeline.is_empty() {
        return Err(AnalysisError::TooFewPoints(Lacking::Blocks));
    }
    let o = shape_occupancy(&run.device.compute_capability, &run.timeline_kernel)?;
    let sms = run.device.sms;
    let grid_blocks = run.timeline.len() as u64;
    let w = waves(&o, sms, grid_blocks)?;
    let warps = f64::from(o.warps_per_block);
    let max_warps = f64::from(o.max_warps_per_sm);

    // Per SM: block time and active time.
    let mut per_sm: Vec<Option<(u64, u64, f64)>> = vec![None; sms as usize];
    for s in &run.timeline {
        let Some(slot) = per_sm.get_mut(s.sm as usize) else { continue };
        *slot = Some(match *slot {
            None => (s.start_ns, s.end_ns, length(s)),
            Some((first, last, busy)) => (first.min(s.start_ns), last.max(s.end_ns), busy + length(s)),
        });
    }
    let used: Vec<(f64, f64)> =
        per_sm.iter().flatten().map(|&(first, last, busy)| (busy * warps, (last - first) as f64 * max_warps)).collect();
    let share = |(warp_time, capacity): (f64, f64)| if capacity > 0.0 { warp_time / capacity } else { 0.0 };
    let total = used.iter().fold((0.0, 0.0), |a, u| (a.0 + u.0, a.1 + u.1));
    let shares: Vec<f64> = used.iter().copied().map(share).collect();

    let end = run.timeline.iter().map(|s| s.end_ns).max().unwrap_or(0);
    let start = run.timeline.iter().map(|s| s.start_ns).min().unwrap_or(0);
    let slice = (end - start) as f64 / TIME_SLICES as f64;
    let over_time = (0..TIME_SLICES)
        .map(|i| {
            let (from, to) = (start as f64 + slice * i as f64, start as f64 + slice * (i + 1) as f64);
            let warp_time: f64 = run
                .timeline
                .iter()
                .map(|s| ((s.end_ns as f64).min(to) - (s.start_ns as f64).max(from)).max(0.0))
                .sum::<f64>()
                * warps;
            share((warp_time, slice * f64::from(sms) * max_warps))
        })
        .collect();

    Ok(TimelineOccupancy {
        grid_blocks,
        sms,
        waves_per_sm: w.waves_per_sm,
        theoretical: o.occupancy,
        achievable: w.achievable_occupancy,
        achieved: share(total),
        per_sm_lowest: shares.iter().copied().fold(f64::INFINITY, f64::min),
        per_sm_highest: shares.iter().copied().fold(0.0, f64::max),
        over_time,
        sms_used: u32::try_from(used.len()).unwrap_or(u32::MAX),
    })
}
