//! Reuse the L1 may lose at another level. A profile whose global loads hit the L1 gives the hit
//! rate, not how far apart the reuses lie: one profile cannot tell a block's own data read again
//! (a row re-read by a softmax) from data every block shares (a layer norm's γ and β), and the
//! model keeps the profile's hit rate at every level (docs/WHAT_IF.md, "What fails"). What the
//! profile does give is where the resident blocks' data stop fitting the L1: each block brings in
//! about F = sectors × (1 − h₁) × sector bytes ÷ G, the bytes its loads missed (Nsight Compute
//! Kernel Profiling Guide, "Memory Tables"), so b resident blocks hold about b × F. Where that fits
//! the L1 at the profile and not at another level, and a good share of the loads hit, the note says
//! that those levels may lose the reuse and run slower than predicted.

use super::distance::{BySourceCounters, MeasuredOver, Spread};
use super::profile::L1Loads;
use super::Level;
use serde::Serialize;

/// A hit rate below this share is not worth a note: losing it all would add little traffic.
pub const HIT_RATE_WORTH_NAMING: f64 = 0.2;

/// The spread measured at the levels the note names (e = predicted ÷ measured − 1, its tenth and
/// ninetieth percentiles): each such level carries it in place of its distance's, since some of
/// those levels lose the reuse and run slower than predicted (the test
/// `each_levels_spread_quotes_the_measured_errors` recomputes it from the captures).
pub const SPREAD: BySourceCounters<Spread> = BySourceCounters {
    with: Spread { over: MeasuredOver::ReuseAtRisk, points: 1941, within: 0.62, low: -0.32, high: 0.12 },
    without: Spread { over: MeasuredOver::ReuseAtRisk, points: 1941, within: 0.60, low: -0.32, high: 0.12 },
};

/// Levels whose resident blocks' data outgrow the L1 the profile's fitted.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReuseAtRisk {
    /// h₁ at the profile.
    pub hit_rate: f64,
    /// F, about the bytes one block brings into the L1.
    pub block_bytes: f64,
    /// The L1 at the profile, bytes.
    pub profiled_l1_bytes: u32,
    /// The levels (blocks per SM) where the resident blocks' data exceed the L1.
    pub levels: Vec<u32>,
}

/// F, about the bytes one block of a grid of `grid` brings into the L1: the sectors its global
/// loads missed (`loads`), of `sector_bytes` each.
pub fn block_bytes(loads: L1Loads, sector_bytes: u32, grid: u64) -> f64 {
    loads.sectors * (1.0 - loads.hit_rate) * f64::from(sector_bytes) / grid as f64
}

/// The levels at risk, if any: `loads` of the profile, `sector_bytes` one sector, a grid of `grid`
/// blocks, `resident(b)` the blocks resident per SM at a level of b (fewer where the grid leaves
/// slots empty: [`super::prediction::Model::resident`]), the profiled level and every level.
pub fn at_risk(
    loads: L1Loads,
    sector_bytes: u32,
    grid: u64,
    resident: impl Fn(u32) -> u32,
    profiled: &Level,
    levels: &[Level],
) -> Option<ReuseAtRisk> {
    if loads.hit_rate < HIT_RATE_WORTH_NAMING || grid == 0 {
        return None;
    }
    let block_bytes = block_bytes(loads, sector_bytes, grid);
    let held = |l: &Level| f64::from(resident(l.blocks_per_sm)) * block_bytes;
    let outgrown = |l: &Level| held(l) > f64::from(l.l1_bytes);
    if outgrown(profiled) {
        return None;
    }
    let at_risk: Vec<u32> = levels.iter().filter(|l| outgrown(l)).map(|l| l.blocks_per_sm).collect();
    (!at_risk.is_empty()).then_some(ReuseAtRisk {
        hit_rate: loads.hit_rate,
        block_bytes,
        profiled_l1_bytes: profiled.l1_bytes,
        levels: at_risk,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::what_if::{Reason, Route};

    /// A level of `blocks` per SM with `l1_kib` of L1.
    fn level(blocks: u32, l1_kib: u32, profiled: bool) -> Level {
        Level {
            blocks_per_sm: blocks,
            warps_per_sm: 8 * blocks,
            occupancy: f64::from(blocks) / 8.0,
            duration_ratio: 1.0,
            route: Route::Resources,
            shared_memory_config: (256 - l1_kib) * 1024,
            l1_bytes: l1_kib * 1024,
            reason: Reason::SmIssue { sm_share: 0.9 },
            partial_wave: None,
            profiled,
            spread: None,
        }
    }

    /// Round figures: 1,000 blocks' loads ask for 100,000 sectors, 60 % of them hit.
    fn loads() -> L1Loads {
        // 1,000 blocks × 100 sectors × 32 B, 60 % hit: each block brings in 40 sectors, 1,280 B.
        L1Loads { hit_rate: 0.6, sectors: 100_000.0 }
    }

    #[test]
    fn the_levels_whose_blocks_outgrow_the_l1_are_named() {
        // 1,280 B a block: 40 blocks fit 50 KiB, 60 do not; 100 KiB holds 80.
        let levels = [level(20, 50, true), level(40, 50, false), level(60, 50, false), level(60, 100, false)];
        let risk = at_risk(loads(), 32, 1_000, |b| b, &levels[0], &levels);
        let want = ReuseAtRisk { hit_rate: 0.6, block_bytes: 1_280.0, profiled_l1_bytes: 50 * 1024, levels: vec![60] };
        assert_eq!(risk, Some(want));
    }

    #[test]
    fn no_note_below_a_fifth_of_hits_or_where_the_profile_already_overflowed() {
        let levels = [level(20, 50, true), level(60, 50, false)];
        let few_hits = L1Loads { hit_rate: 0.1, ..loads() };
        assert_eq!(at_risk(few_hits, 32, 1_000, |b| b, &levels[0], &levels), None);
        let overflowing = [level(60, 50, true), level(80, 50, false)];
        assert_eq!(at_risk(loads(), 32, 1_000, |b| b, &overflowing[0], &overflowing), None);
    }

    #[test]
    fn a_grid_that_leaves_slots_empty_holds_only_its_blocks() {
        // 30 blocks on the busiest SM: a level of 60 holds 30, which fit.
        let levels = [level(20, 50, true), level(60, 50, false)];
        assert_eq!(at_risk(loads(), 32, 1_000, |b| b.min(30), &levels[0], &levels), None);
    }
}
