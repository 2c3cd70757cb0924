//! The L1's queue, read as latency (docs/WHAT_IF.md, "What fails", item 16). Where the L1/TEX
//! cache runs near its peak at the profile, part of what the warps wait on their scoreboards (the
//! hits of their global loads, their shared-memory accesses) is its queue, and a closed system's
//! queue shortens with fewer warps to wait behind (Reiser and Lavenberg, "Mean-Value Analysis of
//! Closed Multichain Queuing Networks", J. ACM 27(2), 1980). The model keeps that wait at the
//! levels below the profile, as it keeps every latency it does not load: the profile shows the
//! waits, not how much of them is queue and how much the L1's own latency, and taking the queue
//! out by mean value analysis gained four profiles of 2,902 and lost the strided transpose, whose
//! L1 is busy serving 32 lines a load. So the what-if says so where it applies, with what the
//! validation measured there. Since version 17 the short scoreboard's share of that queue is
//! read from the report's source counters and taken out below the profile
//! ([`super::short_queue`]); this note comes where the queue is kept: the loads' hits, or a
//! report without source counters.

use super::distance::{BySourceCounters, MeasuredOver, Spread};
use super::profile::Profile;
use super::short_queue;
use serde::Serialize;

/// The L1's share of its peak throughput from which its queue is worth a note. Below the profiles
/// of the fifty captures, by the L1's share at the profile, the levels were predicted a median
/// +0.1 % off the measured below 50 % (76 % of them within 10 %), +0.7 % at 50–70 % (70 %), +2.5 %
/// at 70–80 % (62 %), +2.9 % at 80–90 % (74 %) and +6.4 % at 90 % or more (48 %, the middle half
/// from −1.3 % to +25.6 %): the lean grows with the L1's load, and from 90 % on it is more than
/// half a budget's width. Chosen after set 40 (the forty-three captures then: +5.7 %, 52 %); set
/// 42's batched 2-D FFT, its L1 94–96 % busy, was the first held-out kernel it named, set 43's
/// NUFFT interpolation the second, set 46's non-local-means filter the third, set 47's RC4 the
/// fourth and set 48's DNA motif scan the fifth.
pub const BUSY: f64 = 0.9;

/// What the validation measured at the levels below the profiles with the L1 [`BUSY`]: the median
/// of predicted ÷ measured − 1 and the share within 10 % (the test
/// `the_l1_queue_note_quotes_the_measured_errors` recomputes them from the captures).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measured {
    pub below_slower: f64,
    pub below_within: f64,
}

/// What was measured below the profiles with the L1 [`BUSY`], with source counters and without.
pub const MEASURED: BySourceCounters<Measured> = BySourceCounters {
    with: Measured { below_slower: 0.01, below_within: 0.54 },
    without: Measured { below_slower: 0.07, below_within: 0.49 },
};

/// The spread measured at the levels below the profiles with the L1 [`BUSY`] (e = predicted ÷
/// measured − 1, its tenth and ninetieth percentiles): each such level carries it in place of its
/// distance's, since those levels lean slow (the test `each_levels_spread_quotes_the_measured_errors`
/// recomputes it from the captures).
pub const SPREAD: BySourceCounters<Spread> = BySourceCounters {
    with: Spread { over: MeasuredOver::BelowBusyL1, points: 504, within: 0.54, low: -0.14, high: 0.44 },
    without: Spread { over: MeasuredOver::BelowBusyL1, points: 838, within: 0.49, low: -0.08, high: 0.53 },
};

/// The L1 at the profile, where it was [`BUSY`].
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct BusyL1 {
    /// The L1/TEX cache's throughput, a share of its peak.
    pub share: f64,
}

/// The L1's load at a profile of `profiled_blocks` per SM, where it was busy, there are levels
/// below the profile to name, and the prediction keeps its queue there: not where the report's
/// source counters show the queue on the short scoreboard and the prediction takes it out
/// ([`super::short_queue::worth_naming`], version 17).
pub fn busy(profile: &Profile, profiled_blocks: u32) -> Option<BusyL1> {
    (profile.l1_share >= BUSY && profiled_blocks > 1 && short_queue::worth_naming(profile.short_queue).is_none())
        .then_some(BusyL1 { share: profile.l1_share })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn profile(l1_share: f64) -> Profile {
        Profile {
            duration: 1e-3,
            clock_hz: 1.59e9,
            achieved_warps: Some(16.0),
            cycles_per_issue: 20.0,
            fixed_cycles: 10.0,
            memory_cycles: 10.0,
            throttle_cycles: 0.0,
            sm_contention_cycles: 0.0,
            constant_miss_cycles: 0.0,
            short_queue: None,
            dram_share: 0.1,
            l2_share: 0.2,
            l1_share,
            sm_share: 0.5,
            l2_hit: 0.9,
            l2_requests: 0.0,
            loads_per_instruction: None,
            l1_loads: None,
            loads_per_wait: None,
        }
    }

    #[test]
    fn a_busy_l1_is_named_where_there_are_levels_below() {
        assert_eq!(busy(&profile(0.94), 4), Some(BusyL1 { share: 0.94 }));
        assert_eq!(busy(&profile(0.9), 2), Some(BusyL1 { share: 0.9 }));
        assert_eq!(busy(&profile(0.94), 1), None);
        assert_eq!(busy(&profile(0.89), 4), None);
    }
}
