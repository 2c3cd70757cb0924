//! What the model reads from the one profile: the duration and clock, the achieved warps, and a
//! warp's cycles per issued instruction split by its states (Nsight Compute Kernel Profiling
//! Guide, "Warp Scheduler States") into a fixed latency, a memory wait and contention; the
//! speed-of-light shares of the SM, the L1, the L2 and DRAM; the L2's read hit rate; the L1's
//! requests to the L2; the global loads per instruction.
//!
//! By Little's law a warp's lifetime is its instructions × its cycles per issued instruction
//! (Volkov 2016, thesis §3.1–3.5, shared/seeds/004). At another occupancy the fixed latency
//! stays, the memory wait is loaded anew ([`super::loaded_latency`]) and the contention among
//! warps is replaced by the units' throughput bounds ([`super::unit_bounds`]).

use super::parameters::Parameters;
use super::short_queue::{self, ShortScoreboardQueue};
use crate::import::{L2Request, Metric, PerformanceFigures, ScoreboardWaits, Stall};

/// The figures a prediction cannot do without: the launch's time and clock, the warp-state
/// breakdown (its long-scoreboard stall stands for the section) and the speed-of-light shares.
/// Every other stall counts as zero where absent, the L1's requests too (no cap on the lines in
/// flight), and the achieved warps as the theoretical.
pub const REQUIRED: [Metric; 9] = [
    Metric::Duration,
    Metric::SmFrequency,
    Metric::WarpCyclesPerIssued,
    Metric::Stall(Stall::LongScoreboard),
    Metric::DramThroughput,
    Metric::L2Throughput,
    Metric::L1Throughput,
    Metric::SmThroughput,
    Metric::L2ReadHitRate,
];

/// The states in which a warp waits for a unit whose queue is full (Nsight Compute Kernel
/// Profiling Guide, "Warp Scheduler States"): its stores and reductions still in flight at exit
/// (drain), a math pipe, the MIO or LSU queue, the texture unit, the dispatcher. Not `not_selected`:
/// that is the issue slot, which the SM's own bound carries.
pub const THROTTLES: [Stall; 6] = [
    Stall::Drain,
    Stall::MathPipeThrottle,
    Stall::MioThrottle,
    Stall::LgThrottle,
    Stall::TexThrottle,
    Stall::DispatchStall,
];

/// The states in which a warp waits for its own SM's issue slot or pipes (Nsight Compute Kernel
/// Profiling Guide, "Warp Scheduler States"): not selected, a math pipe's or the MIO's throttle,
/// the dispatcher. Contention among the SM's warps, which the SM's own bound carries, except
/// where one block is resident: then every warp a warp waits for is its own block's
/// ([`super::prediction::Model`], version 13).
pub const SM_CONTENTION: [Stall; 4] =
    [Stall::NotSelected, Stall::MathPipeThrottle, Stall::MioThrottle, Stall::DispatchStall];

/// Where a warp-state stall goes when the occupancy changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Share {
    /// A latency the warp waits out whatever the other warps do: kept.
    Fixed,
    /// Waiting for memory: loaded anew at the level's utilisation.
    Memory,
    /// Waiting for other warps or a busy unit: carried by the unit bounds instead.
    Contention,
}

/// A barrier's wait is the block's own: its warps wait for its slowest, whatever the other blocks
/// do, and the other blocks' warps issue meanwhile. So it is a latency that more blocks hide, like
/// a fixed one (Volkov 2016, thesis §3.1: any stall a warp waits out is latency to hide). Counted
/// as contention instead (version 2), the shared-tile convolution's level 8 was predicted 0.91× its
/// profile at 4, and measured 0.67×.
fn share(stall: Stall, parameters: &Parameters) -> Share {
    match stall {
        Stall::Selected
        | Stall::Wait
        | Stall::ShortScoreboard
        | Stall::BranchResolving
        | Stall::NoInstruction
        | Stall::Misc
        | Stall::ImcMiss
        | Stall::Membar
        | Stall::Sleeping
        | Stall::Barrier => Share::Fixed,
        Stall::LongScoreboard => Share::Memory,
        Stall::Drain if !parameters.drain_is_contention => Share::Memory,
        Stall::Drain
        | Stall::NotSelected
        | Stall::MathPipeThrottle
        | Stall::MioThrottle
        | Stall::LgThrottle
        | Stall::TexThrottle
        | Stall::DispatchStall => Share::Contention,
    }
}

/// The profile, read: times in seconds, shares as fractions.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Profile {
    /// T_p, the launch's duration.
    pub duration: f64,
    /// f_p, the SM clock during the profile, Hz.
    pub clock_hz: f64,
    /// Achieved warps per SM, if given.
    pub achieved_warps: Option<f64>,
    /// A warp's cycles per issued instruction (the sum of its states).
    pub cycles_per_issue: f64,
    /// The fixed-latency share of those cycles.
    pub fixed_cycles: f64,
    /// The memory-wait share.
    pub memory_cycles: f64,
    /// The cycles a warp waits for a unit's full queue ([`THROTTLES`]): a unit the warps wait for
    /// is busy at least that share of the time, whether or not a speed-of-light figure names it.
    pub throttle_cycles: f64,
    /// The short-scoreboard wait beyond one unloaded wait per wait, the L1's queue, where the
    /// report counts the waits ([`super::short_queue`], version 17).
    pub short_queue: Option<ShortScoreboardQueue>,
    /// The cycles a warp waits for its SM's issue slot and pipes ([`SM_CONTENTION`]).
    pub sm_contention_cycles: f64,
    /// The cycles a warp waits for the immediate constant cache's misses (`imc_miss`), which the
    /// fixed latency includes ([`super::constant_cache`]).
    pub constant_miss_cycles: f64,
    pub dram_share: f64,
    pub l2_share: f64,
    pub l1_share: f64,
    pub sm_share: f64,
    /// h₂, the share of L2 reads that hit.
    pub l2_hit: f64,
    /// L1→L2 requests of the whole launch that hold an L1 line while in flight: reads and the
    /// atomics that return a value ([`L2Request`]), not stores or reductions, which wait for no
    /// data, so their line is free once the data has left for the L2. Counted with the stores,
    /// the cap bound where none was measured (from its profile at 5 blocks per SM, the row
    /// softmax's own level, 6 blocks with 28 KiB of L1, was predicted 12 % slower; it measured
    /// 2 % faster on the H100, 8 % on the H200). Counted with the reductions (version 4), it bound
    /// the CSR transpose's count of 2^26 atomic adds (set 6) at the levels padded to 28 KiB of L1.
    /// Copies to shared memory that bypass the L1 (`cp.async.cg`) are taken out in the share of
    /// the L2's read sectors they are (version 10, [`held_lines_share`]).
    pub l2_requests: f64,
    /// Global load instructions per executed instruction, if the profile counts both.
    pub loads_per_instruction: Option<f64>,
    /// h₁, the share of the global loads' sectors that hit in the L1, and the sectors those loads
    /// asked of it, if the profile gives both.
    pub l1_loads: Option<L1Loads>,
    /// ω, the global loads a warp has in flight each time it waits on the long scoreboard, where
    /// the report's source counters give it ([`ScoreboardWaits::loads_per_wait`]); at least 1:
    /// fewer loads than waits means that warps also wait for what λ does not count (local memory,
    /// textures, atomics that return), and such a wait stays one round trip a load.
    pub loads_per_wait: Option<f64>,
}

/// The share of the L1's reads from the L2 that hold an L1 line while in flight: all but the
/// copies to shared memory that bypass the L1's cache (`cp.async.cg`, SASS `LDGSTS.BYPASS`), whose
/// data the L1 passes on to shared memory without allocating a line (CUDA C++ Programming Guide,
/// "Asynchronous Data Copies": `.cg` caches in the L2 only). Measured: set 14's INT8 GEMM, whose
/// L2 reads are all such copies, ran its levels with 28 KiB of L1 0.95× its level 4, where a cap
/// on lines held would make them 1.24–1.28× (docs/WHAT_IF.md, version 10). 1 where the profile
/// does not count them.
fn held_lines_share(figures: &PerformanceFigures) -> f64 {
    match (figures.get(Metric::BypassCopySectors), figures.get(Metric::L2ReadSectors)) {
        (Some(bypass), Some(read)) if read > 0.0 && bypass.is_finite() => (1.0 - bypass / read).clamp(0.0, 1.0),
        _ => 1.0,
    }
}

/// The global loads at the L1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct L1Loads {
    /// The share of their sectors that hit.
    pub hit_rate: f64,
    /// The sectors they asked for.
    pub sectors: f64,
}

impl Profile {
    /// Reads the figures and, where the report gives them, the long- and short-scoreboard waits by
    /// instruction (the short ones split at the device's `unloaded_short_wait`, where measured);
    /// the required figures it lacks, if any.
    pub fn read(
        figures: &PerformanceFigures,
        long_scoreboard: Option<ScoreboardWaits>,
        short_scoreboard: Option<ScoreboardWaits>,
        unloaded_short_wait: Option<u32>,
        parameters: &Parameters,
    ) -> Result<Profile, Vec<Metric>> {
        let missing: Vec<Metric> = REQUIRED.into_iter().filter(|&m| figures.get(m).is_none()).collect();
        if !missing.is_empty() {
            return Err(missing);
        }
        let get = |m: Metric| figures.get(m).unwrap_or(0.0).max(0.0);
        let fraction = |m: Metric| (get(m) / 100.0).min(1.0);
        let cycles_in = |wanted: Share| {
            Stall::ALL.into_iter().filter(|&s| share(s, parameters) == wanted).map(|s| get(Metric::Stall(s))).sum()
        };
        let all_stalls: f64 = Stall::ALL.into_iter().map(|s| get(Metric::Stall(s))).sum();
        let given = get(Metric::WarpCyclesPerIssued);
        let cycles_per_issue = if given > 0.0 { given } else { all_stalls };
        Ok(Profile {
            duration: get(Metric::Duration),
            clock_hz: get(Metric::SmFrequency),
            achieved_warps: figures.get(Metric::AchievedWarps).filter(|w| *w > 0.0),
            cycles_per_issue,
            fixed_cycles: cycles_in(Share::Fixed),
            short_queue: short_queue::split(
                short_scoreboard,
                figures.get(Metric::InstructionsExecuted),
                get(Metric::Stall(Stall::ShortScoreboard)),
                cycles_per_issue,
                unloaded_short_wait,
            ),
            memory_cycles: cycles_in(Share::Memory),
            throttle_cycles: THROTTLES.into_iter().map(|s| get(Metric::Stall(s))).sum(),
            sm_contention_cycles: SM_CONTENTION.into_iter().map(|s| get(Metric::Stall(s))).sum(),
            constant_miss_cycles: get(Metric::Stall(Stall::ImcMiss)),
            dram_share: fraction(Metric::DramThroughput),
            l2_share: fraction(Metric::L2Throughput),
            l1_share: fraction(Metric::L1Throughput),
            sm_share: fraction(Metric::SmThroughput),
            l2_hit: fraction(Metric::L2ReadHitRate),
            l2_requests: L2Request::ALL.into_iter().map(|r| get(Metric::L2Requests(r))).sum::<f64>()
                * held_lines_share(figures),
            loads_per_instruction: match (figures.get(Metric::GlobalLoads), figures.get(Metric::InstructionsExecuted)) {
                (Some(loads), Some(all)) if loads > 0.0 && all > 0.0 => Some(loads / all),
                _ => None,
            },
            l1_loads: match (figures.get(Metric::L1LoadHitRate), figures.get(Metric::GlobalLoadSectors)) {
                (Some(hit), Some(sectors)) if sectors > 0.0 && hit.is_finite() => {
                    Some(L1Loads { hit_rate: (hit / 100.0).clamp(0.0, 1.0), sectors })
                }
                _ => None,
            },
            loads_per_wait: figures
                .get(Metric::GlobalLoads)
                .zip(long_scoreboard)
                .and_then(|(loads, waits)| waits.loads_per_wait(loads))
                .map(|omega| omega.max(1.0)),
        })
    }

    /// Whether the profile can be predicted from: a positive duration, clock and cycles per
    /// issued instruction.
    pub fn usable(&self) -> bool {
        self.duration > 0.0 && self.clock_hz > 0.0 && self.cycles_per_issue > 0.0
    }
}
