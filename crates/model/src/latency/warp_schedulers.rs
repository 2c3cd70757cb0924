//! The SM's warp schedulers: how its resident warps are shared out among them, and how fast one
//! scheduler issues warps whose instructions wait on each other.
//!
//! Volkov's two-mode model (thesis §3.5, shared/seeds/004) pools the SM's issue slots; the SM
//! has one scheduler per processing block instead (`compute_caps/*.toml`, `warp_schedulers`), each
//! issuing at most one instruction per cycle from its own warps. Three effects follow, each
//! measured on an H100 (`public/samples/h100-run.json`, docs/LATENCY_MODEL.md):
//!
//! - **A scheduler loses cycles switching warps.** A warp with `k` independent instructions
//!   issues them back to back and then waits for the first result; when `k` is below the
//!   dependent-issue latency, the scheduler must change warps, and each change costs
//!   `switch_cycles`. Issue then reaches `k / (k + switch_cycles)` of the peak however many warps
//!   wait (ILP 1: 49 %, ILP 2: 66 %, ILP 3: 74 % measured; ILP 4 and more: 98 %).
//! - **One warp issues at most `single_warp_rate` instructions per cycle** (0.88 on an H100), so a
//!   scheduler with one warp stays below its peak however long the warp's chains.
//! - **Warps of blocks that span every scheduler run in phase**: they become ready together, so
//!   with two or more on a scheduler each wait also pays a switch ([`in_phase`]).
//! - **The slowest scheduler sets the time.** Warp `i` of the SM, counted block after block, goes
//!   to scheduler `i mod schedulers` (measured: with 64-thread blocks an odd block count leaves two
//!   schedulers with one warp fewer, and the kernel runs as long as its fullest scheduler needs).

/// How many warps each scheduler holds when `blocks` blocks of `warps_per_block` warps are
/// resident: warp i of the SM, counted block after block, goes to scheduler i mod `schedulers`.
pub fn warps_per_scheduler(blocks: u32, warps_per_block: u32, schedulers: u32) -> Vec<u32> {
    let schedulers = schedulers.max(1);
    let warps = blocks.saturating_mul(warps_per_block);
    (0..schedulers).map(|s| warps / schedulers + u32::from(s < warps % schedulers)).collect()
}

/// How one scheduler issues dependent chains.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Issue {
    /// Cycles from an instruction's issue until an instruction that needs its result can issue
    /// (the run's dependent-FMA latency).
    pub dependent_latency: f64,
    /// Issue cycles lost each time the scheduler switches away from a warp whose next
    /// instruction is not ready.
    pub switch_cycles: f64,
    /// The most instructions one warp issues per cycle.
    pub single_warp_rate: f64,
}

impl Issue {
    /// The share of its issue cycles a scheduler uses when every warp has `ilp` independent
    /// instructions and enough warps wait: 1 when a warp can issue until its first result is
    /// ready (`ilp` at least the whole cycles of the dependent latency), else `ilp / (ilp +
    /// switch_cycles)`: a burst of `ilp` instructions, then a switch.
    pub fn burst_share(&self, ilp: f64) -> f64 {
        if ilp >= self.dependent_latency.floor() {
            1.0
        } else {
            ilp / (ilp + self.switch_cycles)
        }
    }

    /// Warp iterations per cycle one scheduler completes with `warps` warps, each iteration
    /// `issue_slots` instructions with `ilp` independent at a time, one warp iteration taking at
    /// least `latency` cycles, and the scheduler's other resources allowing at most
    /// `resource_rate` iterations per cycle: the lowest of the latency bound (warps / latency),
    /// the issue bound (burst share / issue slots), one warp's rate times the warps, and the
    /// resources. Warps `in_phase` (started together, see [`in_phase`]) become ready in the
    /// same cycle, so with two or more of them each wait also pays a switch: the latency bound
    /// is warps / (latency + switch cycles).
    pub fn scheduler_rate(
        &self,
        warps: u32,
        latency: f64,
        (issue_slots, ilp): (f64, f64),
        resource_rate: f64,
        in_phase: bool,
    ) -> f64 {
        let n = f64::from(warps);
        let slots = issue_slots.max(f64::MIN_POSITIVE);
        let wait = if in_phase && warps >= 2 { latency + self.switch_cycles } else { latency };
        let latency_bound = if latency > 0.0 { n / wait } else { f64::INFINITY };
        latency_bound.min(self.burst_share(ilp) / slots).min(n * self.single_warp_rate / slots).min(resource_rate)
    }
}

/// Whether a scheduler's warps run in phase: measured, when each block holds a warp for every
/// scheduler (4 warps or more on an H100). Dependent FMA chains at ILP 1 and two warps per
/// scheduler then reach 26.0 TFLOP/s, against 31.2 with blocks of one or two warps, whose warps
/// on a scheduler come from blocks started apart (`public/samples/h100-run.json`,
/// docs/LATENCY_MODEL.md).
pub fn in_phase(warps_per_block: u32, schedulers: u32) -> bool {
    warps_per_block >= schedulers.max(1)
}

/// Warp iterations per cycle of the whole SM when its schedulers hold `per_scheduler` warps and
/// every warp does the same work: the kernel lasts as long as the slowest scheduler needs, so
/// the SM completes (all warps) / (the longest time per warp of any scheduler).
pub fn sm_rate(per_scheduler: &[u32], rate: impl Fn(u32) -> f64) -> f64 {
    let warps: u32 = per_scheduler.iter().sum();
    let slowest = per_scheduler.iter().filter(|&&m| m > 0).map(|&m| f64::from(m) / rate(m)).fold(0.0_f64, f64::max);
    if slowest > 0.0 && slowest.is_finite() {
        f64::from(warps) / slowest
    } else {
        0.0
    }
}
