//! The figures of Nsight Compute's performance sections that the what-if model reads
//! (`crate::what_if`): the launch's duration and clock, its achieved warps, a warp's cycles per
//! issued instruction and their breakdown by warp state, the speed-of-light throughput of the
//! DRAM, the L2, the L1 and the SM, the L2's read hit rate and the L1's requests to the L2, the
//! global loads' sectors and their L1 hit rate. They
//! are kept as raw numbers in SI units (seconds, hertz; percentages, warps, cycles and requests
//! as they are), read from the raw page (`--page raw`, with its row of units) and from the binary
//! report (stored in base units). The console and details pages do not print the warp-state
//! breakdown, so they give none of these.
//!
//! Metric names and meanings: Nsight Compute Kernel Profiling Guide, "Metrics Reference" and
//! "Warp Scheduler States" (2025.3); sections LaunchStats, SpeedOfLight, MemoryWorkloadAnalysis
//! (its tables), WarpStateStats and SchedulerStats.

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// Why a warp did not issue, per issued instruction (`smsp__average_warps_issue_stalled_<state>_per_issue_active.ratio`,
/// the Kernel Profiling Guide's "Warp Scheduler States"): their sum, with `Selected`, is a warp's
/// cycles per issued instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stall {
    /// Issued: the one cycle the selected warp spends issuing.
    Selected,
    /// A fixed-latency dependency (the compiler's wait counts).
    Wait,
    /// An MIO (shared memory, special functions) result not yet back.
    ShortScoreboard,
    /// A branch target not yet computed.
    BranchResolving,
    /// The instruction cache missed, or the warp was just launched.
    NoInstruction,
    /// Miscellaneous hardware reasons.
    Misc,
    /// The immediate constant cache missed.
    ImcMiss,
    /// A memory barrier.
    Membar,
    /// `nanosleep` or a yield.
    Sleeping,
    /// An L1TEX (global, local, texture) result not yet back: the memory wait.
    LongScoreboard,
    /// Stores draining after EXIT.
    Drain,
    /// Eligible, but another warp was selected.
    NotSelected,
    /// The execution pipe is busy.
    MathPipeThrottle,
    /// The MIO queue is full.
    MioThrottle,
    /// The L1 instruction queue for global and local memory is full.
    LgThrottle,
    /// The texture pipe is busy.
    TexThrottle,
    /// Waiting at a block barrier.
    Barrier,
    /// The dispatcher could not take the instruction.
    DispatchStall,
}

impl Stall {
    pub const ALL: [Stall; 18] = [
        Stall::Selected,
        Stall::Wait,
        Stall::ShortScoreboard,
        Stall::BranchResolving,
        Stall::NoInstruction,
        Stall::Misc,
        Stall::ImcMiss,
        Stall::Membar,
        Stall::Sleeping,
        Stall::LongScoreboard,
        Stall::Drain,
        Stall::NotSelected,
        Stall::MathPipeThrottle,
        Stall::MioThrottle,
        Stall::LgThrottle,
        Stall::TexThrottle,
        Stall::Barrier,
        Stall::DispatchStall,
    ];

    /// The raw metric: `smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio`.
    pub fn raw_name(self) -> &'static str {
        match self {
            Stall::Selected => "smsp__average_warps_issue_stalled_selected_per_issue_active.ratio",
            Stall::Wait => "smsp__average_warps_issue_stalled_wait_per_issue_active.ratio",
            Stall::ShortScoreboard => "smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio",
            Stall::BranchResolving => "smsp__average_warps_issue_stalled_branch_resolving_per_issue_active.ratio",
            Stall::NoInstruction => "smsp__average_warps_issue_stalled_no_instruction_per_issue_active.ratio",
            Stall::Misc => "smsp__average_warps_issue_stalled_misc_per_issue_active.ratio",
            Stall::ImcMiss => "smsp__average_warps_issue_stalled_imc_miss_per_issue_active.ratio",
            Stall::Membar => "smsp__average_warps_issue_stalled_membar_per_issue_active.ratio",
            Stall::Sleeping => "smsp__average_warps_issue_stalled_sleeping_per_issue_active.ratio",
            Stall::LongScoreboard => "smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio",
            Stall::Drain => "smsp__average_warps_issue_stalled_drain_per_issue_active.ratio",
            Stall::NotSelected => "smsp__average_warps_issue_stalled_not_selected_per_issue_active.ratio",
            Stall::MathPipeThrottle => "smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio",
            Stall::MioThrottle => "smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio",
            Stall::LgThrottle => "smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio",
            Stall::TexThrottle => "smsp__average_warps_issue_stalled_tex_throttle_per_issue_active.ratio",
            Stall::Barrier => "smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio",
            Stall::DispatchStall => "smsp__average_warps_issue_stalled_dispatch_stall_per_issue_active.ratio",
        }
    }
}

/// What the L1 asked of the L2 and waits for (`lts__t_requests_srcunit_tex_op_<op>.sum`): each
/// such request holds one L1 line until its data comes back. Stores (`op_write`) and reductions
/// (`op_red`, an atomic whose result is not used) wait for nothing: their line is free once the
/// data has left for the L2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum L2Request {
    Read,
    AtomicAlu,
    AtomicCas,
}

impl L2Request {
    pub const ALL: [L2Request; 3] = [L2Request::Read, L2Request::AtomicAlu, L2Request::AtomicCas];
}

/// One figure the what-if model reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Metric {
    /// The launch's duration, s (`gpu__time_duration.sum`, the page's Duration).
    Duration,
    /// The SM clock during the launch, Hz (`gpc__cycles_elapsed.avg.per_second`, SM Frequency).
    SmFrequency,
    /// Warps resident per SM, on average over its active cycles
    /// (`sm__warps_active.avg.per_cycle_active`, Achieved Active Warps Per SM).
    AchievedWarps,
    /// A warp's cycles per issued instruction (`smsp__average_warp_latency_per_inst_issued.ratio`,
    /// Warp Cycles Per Issued Instruction): the sum of its states' shares.
    WarpCyclesPerIssued,
    /// Cycles per issued instruction a warp spent in one state.
    Stall(Stall),
    /// DRAM Throughput, % of its peak (`gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed`).
    DramThroughput,
    /// L2 Cache Throughput, % (`lts__throughput.avg.pct_of_peak_sustained_elapsed`).
    L2Throughput,
    /// L1/TEX Cache Throughput, % (`l1tex__throughput.avg.pct_of_peak_sustained_elapsed`).
    L1Throughput,
    /// Compute (SM) Throughput, % (`sm__throughput.avg.pct_of_peak_sustained_elapsed`).
    SmThroughput,
    /// The L2's hit rate for reads, % (`lts__t_sector_op_read_hit_rate.pct`).
    L2ReadHitRate,
    /// Requests from the L1 to the L2 (`lts__t_requests_srcunit_tex_op_<op>.sum`).
    L2Requests(L2Request),
    /// Warp-level global load instructions executed (`sass__inst_executed_global_loads`, the
    /// Memory Workload Analysis tables' Instructions of Global Loads).
    GlobalLoads,
    /// Warp-level instructions executed (`smsp__inst_executed.sum`, Executed Instructions).
    InstructionsExecuted,
    /// The share of global loads' sectors that hit in the L1, %
    /// (`l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct`, the L1/TEX table's Global Load
    /// Hit Rate).
    L1LoadHitRate,
    /// Sectors global loads asked of the L1 (`l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum`).
    GlobalLoadSectors,
    /// Sectors the L1 read from the L2 for it (`lts__t_sectors_srcunit_tex_op_read.sum`).
    L2ReadSectors,
    /// Sectors the L2 returned for copies to shared memory that bypass the L1's cache
    /// (`cp.async.cg`, SASS `LDGSTS.BYPASS`:
    /// `smsp__sass_l1tex_m_xbar2l1tex_read_sectors_mem_global_op_ldgsts_cache_bypass.sum`, the
    /// L1/TEX table's Global Load To Shared Store (bypass) row).
    BypassCopySectors,
}

/// How many figures there are ([`Metric::ALL`]).
const COUNT: usize = 36;

/// Every figure by its raw name, sorted by name (a test checks it against [`Metric::raw_name`]).
const BY_NAME: [(&str, Metric); COUNT] = [
    ("gpc__cycles_elapsed.avg.per_second", Metric::SmFrequency),
    ("gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed", Metric::DramThroughput),
    ("gpu__time_duration.sum", Metric::Duration),
    ("l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct", Metric::L1LoadHitRate),
    ("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", Metric::GlobalLoadSectors),
    ("l1tex__throughput.avg.pct_of_peak_sustained_elapsed", Metric::L1Throughput),
    ("lts__t_requests_srcunit_tex_op_atom_dot_alu.sum", Metric::L2Requests(L2Request::AtomicAlu)),
    ("lts__t_requests_srcunit_tex_op_atom_dot_cas.sum", Metric::L2Requests(L2Request::AtomicCas)),
    ("lts__t_requests_srcunit_tex_op_read.sum", Metric::L2Requests(L2Request::Read)),
    ("lts__t_sector_op_read_hit_rate.pct", Metric::L2ReadHitRate),
    ("lts__t_sectors_srcunit_tex_op_read.sum", Metric::L2ReadSectors),
    ("lts__throughput.avg.pct_of_peak_sustained_elapsed", Metric::L2Throughput),
    ("sass__inst_executed_global_loads", Metric::GlobalLoads),
    ("sm__throughput.avg.pct_of_peak_sustained_elapsed", Metric::SmThroughput),
    ("sm__warps_active.avg.per_cycle_active", Metric::AchievedWarps),
    ("smsp__average_warp_latency_per_inst_issued.ratio", Metric::WarpCyclesPerIssued),
    ("smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio", Metric::Stall(Stall::Barrier)),
    (
        "smsp__average_warps_issue_stalled_branch_resolving_per_issue_active.ratio",
        Metric::Stall(Stall::BranchResolving),
    ),
    ("smsp__average_warps_issue_stalled_dispatch_stall_per_issue_active.ratio", Metric::Stall(Stall::DispatchStall)),
    ("smsp__average_warps_issue_stalled_drain_per_issue_active.ratio", Metric::Stall(Stall::Drain)),
    ("smsp__average_warps_issue_stalled_imc_miss_per_issue_active.ratio", Metric::Stall(Stall::ImcMiss)),
    ("smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio", Metric::Stall(Stall::LgThrottle)),
    ("smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio", Metric::Stall(Stall::LongScoreboard)),
    (
        "smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio",
        Metric::Stall(Stall::MathPipeThrottle),
    ),
    ("smsp__average_warps_issue_stalled_membar_per_issue_active.ratio", Metric::Stall(Stall::Membar)),
    ("smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio", Metric::Stall(Stall::MioThrottle)),
    ("smsp__average_warps_issue_stalled_misc_per_issue_active.ratio", Metric::Stall(Stall::Misc)),
    ("smsp__average_warps_issue_stalled_no_instruction_per_issue_active.ratio", Metric::Stall(Stall::NoInstruction)),
    ("smsp__average_warps_issue_stalled_not_selected_per_issue_active.ratio", Metric::Stall(Stall::NotSelected)),
    ("smsp__average_warps_issue_stalled_selected_per_issue_active.ratio", Metric::Stall(Stall::Selected)),
    (
        "smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio",
        Metric::Stall(Stall::ShortScoreboard),
    ),
    ("smsp__average_warps_issue_stalled_sleeping_per_issue_active.ratio", Metric::Stall(Stall::Sleeping)),
    ("smsp__average_warps_issue_stalled_tex_throttle_per_issue_active.ratio", Metric::Stall(Stall::TexThrottle)),
    ("smsp__average_warps_issue_stalled_wait_per_issue_active.ratio", Metric::Stall(Stall::Wait)),
    ("smsp__inst_executed.sum", Metric::InstructionsExecuted),
    ("smsp__sass_l1tex_m_xbar2l1tex_read_sectors_mem_global_op_ldgsts_cache_bypass.sum", Metric::BypassCopySectors),
];

/// What a metric measures, which decides how its unit converts to SI.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dimension {
    Time,
    Frequency,
    /// Percentages, warps, cycles, instructions, requests, sectors: kept as they are.
    Number,
}

impl Metric {
    /// Every figure, in the order [`PerformanceFigures`] keeps them.
    pub const ALL: [Metric; COUNT] = [
        Metric::Duration,
        Metric::SmFrequency,
        Metric::AchievedWarps,
        Metric::WarpCyclesPerIssued,
        Metric::DramThroughput,
        Metric::L2Throughput,
        Metric::L1Throughput,
        Metric::SmThroughput,
        Metric::L2ReadHitRate,
        Metric::Stall(Stall::Selected),
        Metric::Stall(Stall::Wait),
        Metric::Stall(Stall::ShortScoreboard),
        Metric::Stall(Stall::BranchResolving),
        Metric::Stall(Stall::NoInstruction),
        Metric::Stall(Stall::Misc),
        Metric::Stall(Stall::ImcMiss),
        Metric::Stall(Stall::Membar),
        Metric::Stall(Stall::Sleeping),
        Metric::Stall(Stall::LongScoreboard),
        Metric::Stall(Stall::Drain),
        Metric::Stall(Stall::NotSelected),
        Metric::Stall(Stall::MathPipeThrottle),
        Metric::Stall(Stall::MioThrottle),
        Metric::Stall(Stall::LgThrottle),
        Metric::Stall(Stall::TexThrottle),
        Metric::Stall(Stall::Barrier),
        Metric::Stall(Stall::DispatchStall),
        Metric::L2Requests(L2Request::Read),
        Metric::L2Requests(L2Request::AtomicAlu),
        Metric::L2Requests(L2Request::AtomicCas),
        Metric::GlobalLoads,
        Metric::InstructionsExecuted,
        Metric::L1LoadHitRate,
        Metric::GlobalLoadSectors,
        Metric::L2ReadSectors,
        Metric::BypassCopySectors,
    ];

    /// The raw page's name of the metric.
    pub fn raw_name(self) -> &'static str {
        match self {
            Metric::Duration => "gpu__time_duration.sum",
            Metric::SmFrequency => "gpc__cycles_elapsed.avg.per_second",
            Metric::AchievedWarps => "sm__warps_active.avg.per_cycle_active",
            Metric::WarpCyclesPerIssued => "smsp__average_warp_latency_per_inst_issued.ratio",
            Metric::Stall(s) => s.raw_name(),
            Metric::DramThroughput => "gpu__dram_throughput.avg.pct_of_peak_sustained_elapsed",
            Metric::L2Throughput => "lts__throughput.avg.pct_of_peak_sustained_elapsed",
            Metric::L1Throughput => "l1tex__throughput.avg.pct_of_peak_sustained_elapsed",
            Metric::SmThroughput => "sm__throughput.avg.pct_of_peak_sustained_elapsed",
            Metric::L2ReadHitRate => "lts__t_sector_op_read_hit_rate.pct",
            Metric::L2Requests(L2Request::Read) => "lts__t_requests_srcunit_tex_op_read.sum",
            Metric::L2Requests(L2Request::AtomicAlu) => "lts__t_requests_srcunit_tex_op_atom_dot_alu.sum",
            Metric::L2Requests(L2Request::AtomicCas) => "lts__t_requests_srcunit_tex_op_atom_dot_cas.sum",
            Metric::GlobalLoads => "sass__inst_executed_global_loads",
            Metric::InstructionsExecuted => "smsp__inst_executed.sum",
            Metric::L1LoadHitRate => "l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct",
            Metric::GlobalLoadSectors => "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
            Metric::L2ReadSectors => "lts__t_sectors_srcunit_tex_op_read.sum",
            Metric::BypassCopySectors => {
                "smsp__sass_l1tex_m_xbar2l1tex_read_sectors_mem_global_op_ldgsts_cache_bypass.sum"
            }
        }
    }

    /// The figure a raw metric name gives, if the what-if model reads it: a binary search of
    /// [`BY_NAME`], since the binary report's reader asks for every name of its string table.
    pub fn from_raw_name(name: &str) -> Option<Metric> {
        Metric::from_raw_bytes(name.as_bytes())
    }

    /// [`Metric::from_raw_name`] of a name as the binary report stores it, in bytes.
    pub fn from_raw_bytes(name: &[u8]) -> Option<Metric> {
        let found = BY_NAME.binary_search_by(|(n, _)| n.as_bytes().cmp(name));
        found.ok().and_then(|i| BY_NAME.get(i)).map(|(_, m)| *m)
    }

    fn index(self) -> usize {
        Metric::ALL.iter().position(|&m| m == self).unwrap_or(0)
    }

    fn dimension(self) -> Dimension {
        match self {
            Metric::Duration => Dimension::Time,
            Metric::SmFrequency => Dimension::Frequency,
            _ => Dimension::Number,
        }
    }

    /// What one unit the raw page prints ("ms", "Ghz", "%", "request") is in SI units; `None`
    /// for a unit this figure is never printed in.
    pub fn si_per_unit(self, unit: &str) -> Option<f64> {
        let unit = unit.trim();
        match self.dimension() {
            Dimension::Time => Some(match unit {
                "s" | "second" => 1.0,
                "ms" | "msecond" => 1e-3,
                "us" | "usecond" => 1e-6,
                "ns" | "nsecond" => 1e-9,
                _ => return None,
            }),
            Dimension::Frequency => Some(match unit.to_ascii_lowercase().as_str() {
                "hz" | "cycle/second" => 1.0,
                "khz" | "cycle/msecond" => 1e3,
                "mhz" | "cycle/usecond" => 1e6,
                "ghz" | "cycle/nsecond" => 1e9,
                _ => return None,
            }),
            Dimension::Number => {
                let prefixed = |base: &str| {
                    let scale = match unit.strip_suffix(base)? {
                        "" => 1.0,
                        "K" => 1e3,
                        "M" => 1e6,
                        "G" => 1e9,
                        _ => return None,
                    };
                    Some(scale)
                };
                match unit {
                    "" | "%" | "warp" | "cycle" | "inst" => Some(1.0),
                    _ => prefixed("request")
                        .or_else(|| prefixed("inst"))
                        .or_else(|| prefixed("warp"))
                        .or_else(|| prefixed("sector")),
                }
            }
        }
    }

    /// What one unit of the value a binary report stores is in SI units: Nsight Compute stores
    /// durations in nanoseconds, rates per second and the rest as the raw page prints them.
    pub fn si_per_stored_unit(self) -> f64 {
        match self.dimension() {
            Dimension::Time => 1e-9,
            Dimension::Frequency | Dimension::Number => 1.0,
        }
    }
}

/// The what-if figures of one launch, each `None` where the input does not give it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PerformanceFigures {
    values: [Option<f64>; COUNT],
}

impl Default for PerformanceFigures {
    fn default() -> PerformanceFigures {
        PerformanceFigures { values: [None; COUNT] }
    }
}

impl PerformanceFigures {
    pub fn get(&self, metric: Metric) -> Option<f64> {
        self.values.get(metric.index()).copied().flatten()
    }

    /// Sets a figure; a value that is not finite is not kept.
    pub fn set(&mut self, metric: Metric, value: f64) {
        if let Some(slot) = self.values.get_mut(metric.index()) {
            *slot = value.is_finite().then_some(value);
        }
    }

    /// The figures the input gave, in [`Metric::ALL`]'s order.
    pub fn iter(&self) -> impl Iterator<Item = (Metric, f64)> + '_ {
        Metric::ALL.into_iter().zip(self.values).filter_map(|(m, v)| v.map(|v| (m, v)))
    }
}

/// As a map from the raw metric name to its value in SI units.
impl Serialize for PerformanceFigures {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        for (metric, value) in self.iter() {
            map.serialize_entry(metric.raw_name(), &value)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_figure_has_its_own_name_and_place() {
        for (i, m) in Metric::ALL.into_iter().enumerate() {
            assert_eq!(m.index(), i);
            assert_eq!(Metric::from_raw_name(m.raw_name()), Some(m));
        }
        assert!(BY_NAME.windows(2).all(|w| w[0].0 < w[1].0), "BY_NAME is sorted");
        assert!(BY_NAME.iter().all(|(name, m)| m.raw_name() == *name));
        assert_eq!(Metric::from_raw_name("launch__grid_size"), None);
    }

    #[test]
    fn units_convert_to_si() {
        assert_eq!(Metric::Duration.si_per_unit("ms"), Some(1e-3));
        assert_eq!(Metric::Duration.si_per_unit("usecond"), Some(1e-6));
        assert_eq!(Metric::SmFrequency.si_per_unit("Ghz"), Some(1e9));
        assert_eq!(Metric::SmFrequency.si_per_unit("cycle/nsecond"), Some(1e9));
        assert_eq!(Metric::L2Requests(L2Request::Read).si_per_unit("Krequest"), Some(1e3));
        assert_eq!(Metric::DramThroughput.si_per_unit("%"), Some(1.0));
        assert_eq!(Metric::Duration.si_per_unit("Kbyte"), None);
        assert_eq!(Metric::L2Throughput.si_per_unit("Kbyte"), None);
    }
}
