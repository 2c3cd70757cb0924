//! Why a level runs as fast as it does, in words: the bound that decides its steady state
//! ([`Term`]), with the figures that make it so.

use super::prediction::{LaunchTime, Model, Steady, LOADED};
use super::steady_state::Term;
use super::whole_percent;
use crate::locale::message::{list, Arg, Message};
use serde::Serialize;

/// A round trip loaded to this many times its unloaded latency is worth calling queueing: the
/// loads then wait in the memory system at least half as long again as they travel.
const QUEUEING_FACTOR: f64 = 1.5;

/// What decides a level's time.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reason {
    /// The grid fills no more than this level's block slots: the others stay empty.
    SmallGrid { grid_blocks: u64 },
    /// Too few warps to hide the waits (the latency bound, memory unloaded).
    LatencyNotHidden { warps_per_sm: u32 },
    /// The latency bound, with the loads queueing in a loaded memory system.
    LatencyQueueing { warps_per_sm: u32, dram_share: f64, l2_share: f64 },
    /// DRAM bandwidth.
    DramBandwidth { dram_share: f64 },
    /// The SM's issue slots and pipes, at this share of their peak on the busiest SM.
    SmIssue { sm_share: f64 },
    /// L1 and shared-memory throughput, at this share of its peak on the busiest SM.
    L1Throughput { l1_share: f64 },
    /// L2 throughput, at this share of its peak.
    L2Throughput { l2_share: f64 },
    /// The largest bound is not most of the time ([`super::prediction::Steady::dominant`]):
    /// none alone is the limit, and the bounds that make the time
    /// ([`super::steady_state::making`]) together do, each quoted with its figure.
    /// Before the units were named together, the largest one's was called saturated: of the
    /// 5,478 levels the captures' profiles gave the L2's reason, 2,281 had the L2 under 80 % of
    /// its peak, 195 under 60 %. Before set 52, the SM's, the L1's and the L2's shares were all
    /// quoted, even an idle unit's beside a latency bound (set 51's route lookup at level 5: "the
    /// SM's issue (4% of peak), the L1 (37%) and the L2 (79%) are busy together").
    BoundsTogether(Together),
    /// DRAM's or the L2's bound where the profile showed the memory system saturated below its
    /// bandwidth's peak (its loads waited as at saturation: contended atomics, scattered rows), at
    /// these shares of their peaks, both under [`LOADED`] ([`Model::saturated_below_peak`]): the
    /// words say its bandwidth is not the limit, which the shares they quote then show plainly.
    /// Above it (a stream whose wait the model reads as saturation at 65–88 % of DRAM's peak, set
    /// 1's float4 triad) the unit's reason stands.
    MemoryCapacity { dram_share: f64, l2_share: f64 },
    /// The L1 the shared-memory configuration leaves caps the misses in flight.
    LinesInFlight { l1_bytes: u32, configuration: u32 },
    /// A unit the warps wait for is saturated: they wait this share of their time for its queue.
    Throttled { share: f64 },
    /// The busiest SM starts its `blocks` one every `cycles` SM cycles, whatever the occupancy.
    BlockStarts { blocks: u64, cycles: u32 },
}

/// The bounds that together make a level's time, each with its figure: `None` for one that does
/// not.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Together {
    /// The latency bound, at this many warps per SM.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub warps_per_sm: Option<u32>,
    /// With the latency bound, the loads' round trip this many times its unloaded latency,
    /// where the loads queue ([`QUEUEING_FACTOR`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub latency_factor: Option<f64>,
    /// The SM's issue, at this share of its peak.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sm_share: Option<f64>,
    /// The L1's throughput, at this share of its peak.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub l1_share: Option<f64>,
    /// The L2's throughput, at this share of its peak.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub l2_share: Option<f64>,
    /// The misses in flight that this much L1 allows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub l1_bytes: Option<u32>,
}

impl Together {
    fn of(s: &Steady, warps_per_sm: u32, l1_bytes: u32) -> Together {
        let named = |term: Term| s.making.contains(term);
        Together {
            warps_per_sm: named(Term::Latency).then_some(warps_per_sm),
            latency_factor: (named(Term::Latency) && s.latency_factor > QUEUEING_FACTOR).then_some(s.latency_factor),
            sm_share: named(Term::SmIssue).then_some(s.sm_share),
            l1_share: named(Term::L1Throughput).then_some(s.l1_share),
            l2_share: named(Term::L2Throughput).then_some(s.l2_share),
            l1_bytes: named(Term::LinesInFlight).then_some(l1_bytes),
        }
    }

    /// Each bound in words, in the order the model lists them.
    fn parts(&self) -> impl DoubleEndedIterator<Item = Message> {
        [
            self.warps_per_sm.map(|w| match self.latency_factor {
                Some(factor) => Message::new("what-if-bound-queueing")
                    .arg("warps", Arg::Count(w.into()))
                    .arg("factor", Arg::Fixed(factor, 1)),
                None => Message::new("what-if-bound-latency").arg("warps", Arg::Count(w.into())),
            }),
            self.sm_share.map(|s| Message::new("what-if-bound-sm").arg("sm", whole_percent(s))),
            self.l1_share.map(|s| Message::new("what-if-bound-l1").arg("l1", whole_percent(s))),
            self.l2_share.map(|s| Message::new("what-if-bound-l2").arg("l2", whole_percent(s))),
            self.l1_bytes.map(|b| Message::new("what-if-bound-lines").arg("l1", Arg::Bytes(b.into()))),
        ]
        .into_iter()
        .flatten()
    }
}

impl Reason {
    /// The reason for a launch of `model` at a level of `blocks` per SM of `warps_per_block`
    /// warps, of a grid of `grid_blocks`, with its configuration and L1.
    pub fn of(
        launch: &LaunchTime,
        model: &Model,
        blocks: u32,
        warps_per_block: u32,
        grid_blocks: u64,
        configuration: u32,
        l1_bytes: u32,
    ) -> Reason {
        let s = &launch.steady;
        let warps_per_sm = launch.resident.saturating_mul(warps_per_block);
        if model.busiest() <= 1 || blocks > launch.resident {
            return Reason::SmallGrid { grid_blocks };
        }
        match s.decider {
            Term::Dram | Term::L2Throughput
                if model.saturated_below_peak() && s.dram_share.max(s.l2_share) < LOADED =>
            {
                Reason::MemoryCapacity { dram_share: s.dram_share, l2_share: s.l2_share }
            }
            Term::Latency | Term::SmIssue | Term::L1Throughput | Term::L2Throughput | Term::LinesInFlight
                if !s.dominant =>
            {
                Reason::BoundsTogether(Together::of(s, warps_per_sm, l1_bytes))
            }
            Term::Latency if s.latency_factor > QUEUEING_FACTOR => {
                Reason::LatencyQueueing { warps_per_sm, dram_share: s.dram_share, l2_share: s.l2_share }
            }
            Term::Latency => Reason::LatencyNotHidden { warps_per_sm },
            Term::Dram => Reason::DramBandwidth { dram_share: s.dram_share },
            Term::SmIssue => Reason::SmIssue { sm_share: s.sm_share },
            Term::L1Throughput => Reason::L1Throughput { l1_share: s.l1_share },
            Term::L2Throughput => Reason::L2Throughput { l2_share: s.l2_share },
            Term::LinesInFlight => Reason::LinesInFlight { l1_bytes, configuration },
            Term::Throttled => Reason::Throttled { share: model.throttled_share() },
            Term::BlockStarts => {
                Reason::BlockStarts { blocks: model.busiest(), cycles: model.block_start_cycles().unwrap_or(0) }
            }
        }
    }

    /// In words, a clause: "the warps' waits are not yet hidden at 32 warps per SM".
    pub fn message(&self) -> Message {
        match *self {
            Reason::SmallGrid { grid_blocks } => {
                Message::new("what-if-reason-small-grid").arg("grid", Arg::Count(grid_blocks))
            }
            Reason::LatencyNotHidden { warps_per_sm } => {
                Message::new("what-if-reason-latency").arg("warps", Arg::Count(warps_per_sm.into()))
            }
            Reason::LatencyQueueing { warps_per_sm, dram_share, l2_share } => Message::new("what-if-reason-queueing")
                .arg("warps", Arg::Count(warps_per_sm.into()))
                .arg("dram", whole_percent(dram_share))
                .arg("l2", whole_percent(l2_share)),
            Reason::DramBandwidth { dram_share } => {
                Message::new("what-if-reason-dram").arg("dram", whole_percent(dram_share))
            }
            Reason::SmIssue { sm_share } => Message::new("what-if-reason-sm").arg("sm", whole_percent(sm_share)),
            Reason::L1Throughput { l1_share } => Message::new("what-if-reason-l1").arg("l1", whole_percent(l1_share)),
            Reason::L2Throughput { l2_share } => Message::new("what-if-reason-l2").arg("l2", whole_percent(l2_share)),
            Reason::BoundsTogether(together) => Message::new("what-if-reason-together")
                .arg("bounds", list(together.parts()).unwrap_or_else(Message::empty)),
            Reason::MemoryCapacity { dram_share, l2_share } => Message::new("what-if-reason-capacity")
                .arg("dram", whole_percent(dram_share))
                .arg("l2", whole_percent(l2_share)),
            Reason::LinesInFlight { l1_bytes, configuration } => Message::new("what-if-reason-lines")
                .arg("l1", Arg::Bytes(l1_bytes.into()))
                .arg("config", Arg::Bytes(configuration.into())),
            Reason::Throttled { share } => Message::new("what-if-reason-throttled").arg("share", whole_percent(share)),
            Reason::BlockStarts { blocks, cycles } => Message::new("what-if-reason-block-starts")
                .arg("cycles", Arg::Count(cycles.into()))
                .arg("blocks", Arg::Count(blocks)),
        }
    }

    /// Whether the shared-memory configuration decides this reason, alone or with other bounds.
    pub fn names_configuration(&self) -> bool {
        match self {
            Reason::LinesInFlight { .. } => true,
            Reason::BoundsTogether(together) => together.l1_bytes.is_some(),
            _ => false,
        }
    }
}
