//! The model of one profile: the launch's time at any number of resident blocks per SM and any
//! shared-memory configuration, from the constants the profile fixes once.
//!
//! In order (docs/WHAT_IF.md gives each formula with its source):
//! 1. clocks: clk = f_p ÷ f_run; SM-clock work scales by clk, a memory round trip by
//!    φ·clk + 1 − φ;
//! 2. a warp's time per instruction at the profile, split by its states ([`Profile`]): fixed
//!    t_fix = c_fix ÷ f_run, memory t_mem = c_mem ÷ f_p × (φ·clk + 1 − φ), in all CPI ÷ f_p;
//!    a profile of one resident block per SM counts its warps' waits for the SM's issue slot and
//!    pipes as fixed too ([`Model::own_block_contention`], version 13); below the profile the
//!    fixed part loses the L1's queue on the short scoreboard ([`super::short_queue`], version 17);
//! 3. at b resident blocks and a trial time T the utilisations are the profile's × T_p ÷ T,
//!    the memory wait is loaded to them ([`MemoryPaths`]) and the latency bound is
//!    (T_p − g·B ÷ b_p) × (b_p ÷ b) × (t_fix + t_mem × LLF(T) ÷ LLF_p) ÷ (CPI ÷ f_p) + g·B ÷ b
//!    (Little's law: the same instructions, spread over b ÷ b_p as many warps; each of the B
//!    blocks of the busiest SM holds its slot g longer than its warps run, the gap between
//!    blocks that the run's timeline measures, [`Calibration::block_gap_s`]);
//! 4. with the units' bounds ([`UnitBounds`]) and the L1's lines ([`lines_in_flight`]) by the
//!    smooth maximum, DRAM a hard cap, solved as a fixed point ([`fixed_point`]);
//! 5. a floor for grids of many short blocks: an SM starts one block every d cycles while its
//!    free slots wait for them, so the busiest SM's B blocks take at least B × d ÷ f_run at any
//!    occupancy (version 9; d measured, `compute_caps/9.0.toml`'s `block_start_cycles`); a
//!    profile at that floor filled fewer slots than its level, and b_p in step 3 is the slots
//!    its warps filled ([`Model::filled_slots`], version 12), as it is for a profile whose grid
//!    is one wave (version 15);
//! 6. waves: the busiest SM runs ⌈G ÷ SMs⌉ blocks, b at a time, the last wave with what is
//!    left ([`tail`]).

use super::calibration::Calibration;
use super::lines_in_flight;
use super::loaded_latency::MemoryPaths;
use super::parameters::Parameters;
use super::profile::Profile;
use super::steady_state::{fixed_point, making, smooth_max, SmoothMax, Term, Terms};
use super::tail::{self, Succession, Tail};
use super::unit_bounds::UnitBounds;
use serde::Serialize;

/// A profile whose time is at least this share of the block starts' floor ran at it: its slots
/// waited for starts (version 12). The profiles of the twenty-one captures lie at 0.64 or below,
/// or at 0.94 and above: 0.7, 0.8, 0.9 and 0.95 give the same predictions within 10 %.
const AT_THE_FLOOR: f64 = 0.9;

/// A profile of one block per SM whose busiest SM unit (issue at its sustained share, or the L1)
/// is busy at least this share of the busiest SM's time waited for that unit's load, not for its
/// warps' collisions in phase (version 13). Chosen on the twenty-four captures: 0.7, 0.75 and 0.8
/// give the same 1,519 profiles within 10 %; 0.85 and 0.9 give 1,520, three integer kernels
/// gaining and set 15's Gram matrix (its L1 83 % busy on the SMs that run two of its 192 blocks)
/// and set 8's FFT losing; without it, 1,519 and the Gram matrix's second block predicted 0.82×
/// its profile, measured 0.93×.
const IN_PHASE_BELOW: f64 = 0.8;

/// The share of its bandwidth's peak from which a memory is loaded: its wait beyond the open
/// queue's is queueing ([`Model::read_the_wait`]), and below which in both DRAM and the L2 it is
/// not the limit ([`super::reason::Reason::MemoryCapacity`]). Half the peak is where the
/// calibrated open queue adds its measured wait (`queue_cycles`, 0.29 of the unloaded round trip
/// on the H100) to each load. Not fitted: for version 14, 0.3, 0.4, 0.6 and 0.7 give 1,618, 1,626,
/// 1,628 and 1,626 profiles of the twenty-seven captures within 10 %, against 1,626.
pub const LOADED: f64 = 0.5;

/// ω, the global loads a warp waits for at once, as the report's source counters give it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct LoadsPerWait {
    pub loads: f64,
    /// Whether the profile's loading is read with it (its memory loaded).
    pub read: bool,
}

/// A grid of one wave at the profile: every block of its busiest SM resident at once, and the block
/// slots the warps filled on average ([`Model::filled_slots`], version 15).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct OneWave {
    /// The busiest SM's blocks, all resident at the profile.
    pub blocks: u32,
    /// b_p, the blocks' worth of slots its warps filled.
    pub filled_blocks: f64,
}

/// A steady state and what decided it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Steady {
    /// The whole launch's work at this many resident blocks, seconds.
    pub time: f64,
    pub decider: Term,
    /// Whether the deciding bound alone makes most of the time ([`SmoothMax::dominant`]); a
    /// floor always does.
    pub dominant: bool,
    /// The bounds that make the time ([`making`]); a floor alone.
    pub making: Terms,
    /// The busiest SM's issue and L1 utilisation there, and DRAM's and the L2's (shares of their
    /// peaks).
    pub sm_share: f64,
    pub l1_share: f64,
    pub dram_share: f64,
    pub l2_share: f64,
    /// How much longer a memory round trip takes there than unloaded.
    pub latency_factor: f64,
}

/// Where the search for a steady state settles ([`Model::settle`]): the bounds there, with the
/// shares of DRAM and the L2 and the round trip's loading they were found with, and their smooth
/// maximum or the floor above it (`floor`: that floor's term).
struct Settled {
    times: [(Term, f64); 5],
    dram_share: f64,
    l2_share: f64,
    latency_factor: f64,
    max: SmoothMax,
    floor: Option<Term>,
}

/// A launch at one level: its time, the steady state of its full waves, its tail.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LaunchTime {
    pub time: f64,
    pub steady: Steady,
    /// Resident blocks per SM: the level, or fewer where the grid leaves slots empty.
    pub resident: u32,
    pub tail: Tail,
}

/// The constants one profile fixes.
#[derive(Debug, Clone, Copy)]
pub struct Model {
    profile: Profile,
    parameters: Parameters,
    bounds: UnitBounds,
    memory: MemoryPaths,
    /// Seconds per issued instruction of a warp at the profile: fixed, memory, in all.
    fixed_time: f64,
    memory_time: f64,
    issue_time: f64,
    /// LLF_p, the round trip's loading at the profile.
    latency_factor: f64,
    /// κ, the share of its bandwidth the memory system can serve for this kernel: its queues'
    /// utilisations are the bandwidth shares ÷ κ (1 unless the profile shows it saturated).
    capacity: f64,
    /// Blocks on the busiest SM, ⌈G ÷ SMs⌉.
    busiest: u64,
    /// The busiest SM's blocks ÷ the average SM's, B × SMs ÷ G ([`UnitBounds::new`] takes at least
    /// 1).
    busiest_share: f64,
    /// Resident blocks per SM at the profile.
    profiled_resident: u32,
    /// b_p, the block slots the profile's warps filled: its resident blocks, unless the block
    /// starts left some empty ([`Model::filled_slots`]).
    profiled_slots: f64,
    /// L1→L2 requests per SM.
    requests_per_sm: f64,
    line_bytes: u32,
    /// g·B: the time the busiest SM's block slots stand empty between its blocks, in all, s.
    slot_gaps: f64,
    /// d, the SM cycles between two block starts, where measured.
    block_start_cycles: Option<u32>,
    /// B × d ÷ f_run: the least time the busiest SM takes to start its blocks, s (0 where d was
    /// not measured).
    block_starts: f64,
    /// The short scoreboard's queue at the profile, s per issued instruction at the run's clock:
    /// taken out of the warps' latency below the profile ([`super::short_queue`], version 17).
    short_queue_time: f64,
}

impl Model {
    /// The model of a profile run at `profiled_blocks` per SM, of `grid` blocks of
    /// `warps_per_block` warps on `sms` SMs whose L1 has lines of `line_bytes` and which start a
    /// block every `block_start_cycles` (where measured).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        profile: Profile,
        parameters: Parameters,
        calibration: &Calibration,
        profiled_blocks: u32,
        warps_per_block: u32,
        grid: u64,
        sms: u32,
        line_bytes: u32,
        block_start_cycles: Option<u32>,
    ) -> Model {
        let clock_ratio = profile.clock_hz / calibration.run_clock_hz;
        let phi = parameters.memory_sm_clock_share;
        let memory = MemoryPaths::new(calibration, profile.l2_hit, parameters.utilisation_clamp);
        let busiest = grid.div_ceil(u64::from(sms.max(1)));
        let busiest_share = busiest as f64 * f64::from(sms.max(1)) / grid.max(1) as f64;
        let mut model = Model {
            profile,
            parameters,
            bounds: UnitBounds::new(
                &profile,
                &parameters,
                clock_ratio,
                calibration.sustained_dram_share,
                1.0,
                busiest_share,
            ),
            memory,
            fixed_time: profile.fixed_cycles / calibration.run_clock_hz,
            memory_time: profile.memory_cycles / profile.clock_hz * (phi * clock_ratio + 1.0 - phi),
            issue_time: profile.cycles_per_issue / profile.clock_hz,
            latency_factor: memory.at(profile.dram_share, profile.l2_share).factor,
            capacity: 1.0,
            busiest,
            busiest_share,
            profiled_resident: 1,
            profiled_slots: 1.0,
            requests_per_sm: profile.l2_requests / f64::from(sms.max(1)),
            line_bytes,
            slot_gaps: calibration.block_gap_s * busiest as f64,
            block_start_cycles,
            block_starts: block_start_cycles.map_or(0.0, |d| busiest as f64 * f64::from(d) / calibration.run_clock_hz),
            short_queue_time: profile.short_queue.map_or(0.0, |q| q.cycles / calibration.run_clock_hz),
        };
        model.profiled_resident = model.resident(profiled_blocks);
        model.profiled_slots = model.filled_slots(warps_per_block);
        model.fixed_time += model.own_block_contention(warps_per_block, clock_ratio) / calibration.run_clock_hz;
        model.read_the_wait(calibration, clock_ratio);
        model
    }

    /// The memory's loading at the profile, read from the wait itself where the profile counts its
    /// loads: a warp that waits c_mem cycles per instruction and issues λ global loads per
    /// instruction waits c_mem ÷ λ per load at least (all the more where loads overlap), so
    /// LLF_p ≥ (c_mem ÷ f_p) ÷ (λ·τ₀), τ₀ the unloaded round trip (Little's law; Volkov 2016,
    /// thesis §3.2). Where that exceeds the open queue's loading at the bandwidth the profile
    /// reached, the wait is taken as the loading. Where it exceeds what the open queue can give at
    /// all (its utilisations at the clamp), the memory system is saturated at the profile by
    /// something other than its bandwidth (random rows, atomics): its capacity is taken as what the
    /// profile reached, κ = the busier share ÷ the clamp, and DRAM caps at κ × the sustained share.
    /// Unless the L1 is busier than the L2 and DRAM (version 7): then its own queue, ahead of the
    /// L2, explains the wait (a load of 32 lines waits behind the others' in the L1, and the L1's
    /// throughput bound already caps the launch), so the wait is still read as the loading but the
    /// memory system beyond is not taken as saturated. Taken as saturated (version 6), a
    /// strided-load transpose with its L1 72 % busy at 4 blocks per SM (set 8) was capped at 0.90×
    /// its time at 8 blocks; it measured 0.66×.
    ///
    /// Where the report counts the loads a warp has in flight per wait (ω, from its source counters,
    /// [`Profile::loads_per_wait`]) and DRAM or the L2 is [`LOADED`] at the profile, a wait is read
    /// as ω loads' round trip, not one (version 14): LLF_p ≥ ω·(c_mem ÷ f_p) ÷ (λ·τ₀). A float4
    /// triad issues its two loads before the add that needs both (ω = 1.87 from its H100 report
    /// at 16 blocks per SM); read as one load a wait, its level 1 was predicted 3.74× the profile,
    /// measured 2.24×; read as 1.87, 2.26×. Below half the peaks a wait longer than the open
    /// queue's is the kernel's own round trip (DRAM rows, translations), not a queue, and ω does
    /// not apply: applied at every profile, 1,600 of the 1,992 profiles of the twenty-seven
    /// captures come within 10 % (1,597 without it), where applied at loaded ones 1,626. The
    /// verdict of saturation stays on the one-load reading, the lower bound: ω is sampled, and a
    /// gather whose loads each wait alone reads 1.04–1.06. From its H100 report at 8 blocks per SM
    /// that much took the memory as saturated and predicted level 1 at 2.51× the profile, where it
    /// measured 3.93× (3.18× on the one-load verdict).
    fn read_the_wait(&mut self, calibration: &Calibration, clock_ratio: f64) {
        let p = self.profile;
        let Some(loads) = p.loads_per_instruction else { return };
        let unloaded = self.memory.at(0.0, 0.0).round_trip;
        let overlap = self.loads_per_wait().filter(|l| l.read).map_or(1.0, |l| l.loads);
        let one_load_a_wait = p.memory_cycles / p.clock_hz / (loads * unloaded);
        let observed = one_load_a_wait * overlap;
        // Also where the figures give no finite number: the open queue's loading stands.
        if !(observed.is_finite() && observed > self.latency_factor) {
            return;
        }
        self.latency_factor = observed;
        let clamp = self.parameters.utilisation_clamp;
        let beyond_l1 = p.dram_share.max(p.l2_share);
        let least = (beyond_l1 / clamp).min(1.0);
        if p.l1_share <= beyond_l1
            && least > 0.0
            && one_load_a_wait >= self.memory.at(p.dram_share / least, p.l2_share / least).factor
        {
            self.capacity = least;
            self.bounds = UnitBounds::new(
                &p,
                &self.parameters,
                clock_ratio,
                calibration.sustained_dram_share,
                least,
                self.busiest_share,
            );
        }
    }

    /// ω from the report's source counters, where it gives it, and whether the profile's loading
    /// is read with it: where DRAM or the L2 is [`LOADED`] at the profile ([`Model::read_the_wait`]).
    pub fn loads_per_wait(&self) -> Option<LoadsPerWait> {
        let p = &self.profile;
        p.loads_per_wait.map(|loads| LoadsPerWait { loads, read: p.dram_share.max(p.l2_share) >= LOADED })
    }

    /// b_p, the block slots the profile's warps kept filled (version 12). Where the block starts
    /// bind at the profile (B × d ÷ f_run is at least [`AT_THE_FLOOR`] of its time), a slot stands
    /// empty from its block's end until the SM starts the next one, so fewer blocks were resident
    /// than the level allows: by Little's law on the slots, the achieved warps ÷ the warps per
    /// block hold blocks, and g·B ÷ T_p more stand in the gaps between blocks that every level
    /// has ([`Calibration::block_gap_s`]); never more than the level. So too where the grid is one
    /// wave at the profile (version 15): every block of the busiest SM is resident from the start
    /// and none follows, so a warp that finishes, and a block whose warps all have, leaves its
    /// slot empty to the end, and the launch lasts as long as its longest block. A sphere tracer
    /// (set 25) whose rays march a data-dependent number of steps filled 18.0 of its 40 warp slots
    /// at 5 blocks per SM, its 640 blocks one wave: read as 5 blocks, its level 1 was predicted
    /// 4.50× the profile, measured 1.20×; read as the 2.25 its warps filled, 2.61×. A root finder
    /// of 768 blocks (set 26), 18.6 of 24 at 6: 4.43× for a measured 2.76×, now 3.62×. Elsewhere the
    /// level itself: below the floor the achieved warps also miss the warps that finished before
    /// their block (80 % of the theoretical for set 4's row sums at every level below it), which
    /// the slot gaps and the tail already carry.
    fn filled_slots(&self, warps_per_block: u32) -> f64 {
        let level = f64::from(self.profiled_resident);
        let p = &self.profile;
        let at_the_floor = self.block_starts >= AT_THE_FLOOR * p.duration;
        match p.achieved_warps {
            Some(achieved) if (at_the_floor || self.one_wave_at_the_profile()) && warps_per_block > 0 => {
                (achieved / f64::from(warps_per_block) + self.slot_gaps / p.duration).min(level)
            }
            _ => level,
        }
    }

    /// Whether every block of the busiest SM was resident at once at the profile.
    fn one_wave_at_the_profile(&self) -> bool {
        self.busiest <= u64::from(self.profiled_resident)
    }

    /// The profile's grid as one wave, and the slots its warps filled, where the report gives its
    /// achieved warps (version 15).
    pub fn one_wave(&self) -> Option<OneWave> {
        (self.one_wave_at_the_profile() && self.profile.achieved_warps.is_some())
            .then_some(OneWave { blocks: self.profiled_resident, filled_blocks: self.profiled_slots })
    }

    /// The cycles per instruction a warp waited at the profile for its SM's issue slot and pipes
    /// that its own block's warps made (version 13). With one block resident per SM, every warp a
    /// warp waited for is its block's: they start together and meet again at every barrier, so
    /// they ask for the same pipe in phase, and collide where the SM's units are far from busy on
    /// average. That wait is the block's own, as a barrier's is ([`super::profile`]): warps of
    /// other blocks, in another phase, issue meanwhile (Volkov 2016, thesis §3.1: any stall a warp
    /// waits out is latency that more warps hide). With more blocks resident, the SM's bound
    /// carries the contention among them, as before; and where a unit of the SM is busy (at least
    /// [`IN_PHASE_BELOW`] on the busiest SM), its load. Measured: a 1-D stencil of one 1,024-thread
    /// block per SM (set 1) ran 0.66× as long with a second block, where version 12 predicted
    /// 0.81×; set 9's 63-tap convolution 0.53× at 4 blocks (version 12: 0.72×), set 21's median
    /// filter 0.46× (0.62×). A block of one warp waits for no warp of its own. The SM's units are
    /// read from their bounds on the busiest SM ([`UnitBounds`]), as shares of the profile's time
    /// at the run's clock (`clock_ratio`, f_p ÷ f_run).
    fn own_block_contention(&self, warps_per_block: u32, clock_ratio: f64) -> f64 {
        let p = &self.profile;
        let busiest_unit = self.bounds.sm.max(self.bounds.l1) / (p.duration * clock_ratio);
        if self.profiled_resident == 1 && warps_per_block > 1 && busiest_unit < IN_PHASE_BELOW {
            p.sm_contention_cycles
        } else {
            0.0
        }
    }

    /// Blocks resident per SM at a level of `blocks`: a grid of fewer than `blocks` × SMs leaves
    /// slots empty.
    pub fn resident(&self, blocks: u32) -> u32 {
        let busiest = u32::try_from(self.busiest).unwrap_or(u32::MAX);
        blocks.min(busiest).max(1)
    }

    /// Whether the profile showed the memory system saturated below its bandwidth's peak, so that
    /// its capacity for this kernel is what the profile reached (κ < 1, [`Model::read_the_wait`]).
    pub fn saturated_below_peak(&self) -> bool {
        self.capacity < 1.0
    }

    /// Blocks on the busiest SM.
    pub fn busiest(&self) -> u64 {
        self.busiest
    }

    /// d, the SM cycles between two block starts, where measured.
    pub fn block_start_cycles(&self) -> Option<u32> {
        self.block_start_cycles
    }

    /// The share of a profiled warp's time spent waiting for a full queue: the throttle floor's
    /// share of the profiled time.
    pub fn throttled_share(&self) -> f64 {
        self.bounds.throttled / self.profile.duration
    }

    /// The steady state at `blocks` resident blocks per SM with `l1_bytes` of L1.
    pub fn steady(&self, blocks: u32, l1_bytes: u32) -> Steady {
        let s = self.settle(blocks, l1_bytes);
        let SmoothMax { time, largest: decider, dominant } = s.max;
        let busy = |bound: f64| if time > 0.0 { bound / time } else { 0.0 };
        Steady {
            time,
            decider,
            dominant,
            making: s.floor.map_or_else(|| making(&s.times, self.parameters.knee_sharpness), Terms::of),
            sm_share: busy(self.bounds.sm * self.parameters.sustained_issue_share),
            l1_share: busy(self.bounds.l1),
            dram_share: s.dram_share,
            l2_share: s.l2_share,
            latency_factor: s.latency_factor,
        }
    }

    /// The steady state's time alone, as [`Model::steady`] gives it.
    fn steady_time(&self, blocks: u32, l1_bytes: u32) -> f64 {
        self.settle(blocks, l1_bytes).max.time
    }

    /// The search for the steady state at `blocks` resident blocks per SM with `l1_bytes` of L1
    /// ([`fixed_point`]), and where it settles.
    fn settle(&self, blocks: u32, l1_bytes: u32) -> Settled {
        let p = &self.profile;
        let k = self.parameters.knee_sharpness;
        let (profiled, resident) = (self.profiled_slots, f64::from(blocks.max(1)));
        let spread = profiled / resident;
        // The profile's time less its slots' gaps, which no warp's latency makes (never below
        // nothing, for a profile shorter than its gaps).
        let warps_time = (p.duration - self.slot_gaps / profiled).max(0.0);
        // Below the profile fewer warps wait in the L1's queue on the short scoreboard (version 17).
        let fixed_time = if resident < profiled { self.fixed_time - self.short_queue_time } else { self.fixed_time };
        // The bounds at a trial time t, and the shares and the loading they were found with.
        let bounds_at = |t: f64| {
            let dram_share = p.dram_share * p.duration / t;
            let l2_share = p.l2_share * p.duration / t;
            let loaded = self.memory.at(dram_share / self.capacity, l2_share / self.capacity);
            let memory_time = self.memory_time * loaded.factor / self.latency_factor;
            let latency =
                warps_time * spread * (fixed_time + memory_time) / self.issue_time + self.slot_gaps / resident;
            let lines = self.parameters.l1_lines_share.map_or(0.0, |usable| {
                lines_in_flight::bound(self.requests_per_sm, loaded.round_trip, l1_bytes, self.line_bytes, usable)
            });
            let times = [
                (Term::Latency, latency),
                (Term::SmIssue, self.bounds.sm),
                (Term::L1Throughput, self.bounds.l1),
                (Term::L2Throughput, self.bounds.l2),
                (Term::LinesInFlight, lines),
            ];
            (times, dram_share, l2_share, loaded.factor)
        };
        // The bounds' smooth maximum, unless a floor is higher: then the floor, alone.
        let highest = |times: &[(Term, f64)]| {
            let floors = [
                (Term::Dram, self.bounds.dram),
                (Term::Throttled, self.bounds.throttled),
                (Term::BlockStarts, self.block_starts),
            ];
            floors.into_iter().fold((smooth_max(times, k), None), |(m, floor), (term, bound)| {
                if bound > m.time {
                    (SmoothMax { time: bound, largest: term, dominant: true }, Some(term))
                } else {
                    (m, floor)
                }
            })
        };
        let t = fixed_point(p.duration, |t| highest(&bounds_at(t).0).0.time);
        let (times, dram_share, l2_share, latency_factor) = bounds_at(t);
        let (max, floor) = highest(&times);
        Settled { times, dram_share, l2_share, latency_factor, max, floor }
    }

    /// The launch at a level of `blocks` per SM, with `l1_bytes(b)` of L1 while b blocks are
    /// resident: its blocks in waves or staggered, as its steady state's decider says
    /// ([`Succession::of`]).
    pub fn launch(&self, blocks: u32, l1_bytes: impl Fn(u32) -> u32) -> LaunchTime {
        let resident = self.resident(blocks);
        let steady = self.steady(resident, l1_bytes(resident));
        let succession = Succession::of(steady.decider);
        let steady_of = |r| self.steady_time(r, l1_bytes(r));
        let (time, tail) = tail::launch_time(self.busiest, resident, steady.time, steady_of, succession);
        LaunchTime { time, steady, resident, tail }
    }

    /// Resident blocks per SM at the profile.
    pub fn profiled_resident(&self) -> u32 {
        self.profiled_resident
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::latency::loaded_latency::LoadedLatency;

    /// The H100's calibration as the committed run gives it (docs/WHAT_IF.md, Parameters).
    fn calibration() -> Calibration {
        Calibration {
            device: "NVIDIA H100 80GB HBM3".into(),
            gpu: Some("H100 SXM5 80GB"),
            compute_capability: "9.0".into(),
            cycle_hz: 1.98e9,
            dram: LoadedLatency {
                unloaded_cycles: 828.7,
                queue_cycles: 243.8,
                peak_bytes_per_cycle: 12.83,
                sustained_bytes_per_cycle: 10.56,
            },
            l2_hit_cycles: 283.3,
            sustained_dram_share: 0.823,
            run_clock_hz: 1.953e9,
            // The tests below are about other rules; the gap has its own.
            block_gap_s: 0.0,
        }
    }

    /// A DRAM-bound gather's profile at 4 blocks per SM: DRAM 60 % busy, a warp waiting
    /// `memory_cycles` per instruction, one global load in ten instructions.
    fn profile(memory_cycles: f64, loads_per_instruction: Option<f64>) -> Profile {
        Profile {
            duration: 600e-6,
            clock_hz: 1.59e9,
            achieved_warps: Some(16.0),
            cycles_per_issue: memory_cycles + 10.0,
            fixed_cycles: 10.0,
            memory_cycles,
            throttle_cycles: 0.0,
            sm_contention_cycles: 0.0,
            constant_miss_cycles: 0.0,
            short_queue: None,
            dram_share: 0.6,
            l2_share: 0.3,
            l1_share: 0.2,
            sm_share: 0.1,
            l2_hit: 0.0,
            l2_requests: 0.0,
            loads_per_instruction,
            l1_loads: None,
            loads_per_wait: None,
        }
    }

    fn model(p: Profile) -> Model {
        Model::new(p, Parameters::FITTED, &calibration(), 4, 4, 1_000_000, 132, 128, None)
    }

    /// A latency-bound profile: no unit busy.
    fn no_unit_busy() -> Profile {
        Profile { dram_share: 0.0, l2_share: 0.0, l1_share: 0.0, sm_share: 0.0, ..profile(66.5, None) }
    }

    #[test]
    fn a_wait_the_open_queue_explains_changes_nothing() {
        // 0.1 loads an instruction, each waiting about one unloaded round trip (828.7 cycles at
        // 1.98 GHz, 665 at the profile's 1.59): the open queue's loading at 60 % is more.
        let read = model(profile(66.5, Some(0.1)));
        let not_read = model(profile(66.5, None));
        assert_eq!(read.steady(8, 200 * 1024), not_read.steady(8, 200 * 1024));
    }

    #[test]
    fn a_wait_beyond_any_open_queue_is_a_saturated_memory() {
        // Each load waits 10 round trips at DRAM 60 %: the memory is at its capacity, so twice
        // the blocks gain nothing, where the open queue's reading would halve the time.
        let saturated = model(profile(665.0, Some(0.1)));
        let open = model(profile(665.0, None));
        let p = profile(665.0, None).duration;
        assert!(saturated.steady(8, 200 * 1024).time >= 0.99 * p, "{:?}", saturated.steady(8, 200 * 1024));
        assert!(open.steady(8, 200 * 1024).time < 0.8 * p, "{:?}", open.steady(8, 200 * 1024));
    }

    #[test]
    fn a_warp_that_waits_for_two_loads_at_once_shows_twice_the_loading_of_a_loaded_memory() {
        // 100 cycles of wait an instruction, 0.1 loads: 1.50× the unloaded round trip (828.7
        // cycles at 1.98 GHz) a load, above the open queue's 1.44× at DRAM 60 %. With the source
        // counters' two loads a wait, each wait is one round trip for two loads: 3.01×, still
        // below the open queue's at the clamp (3.65×), so the memory is not taken as saturated.
        let one = model(profile(100.0, Some(0.1)));
        let two = model(Profile { loads_per_wait: Some(2.0), ..profile(100.0, Some(0.1)) });
        assert!((one.latency_factor - 1.503).abs() < 1e-3, "{}", one.latency_factor);
        assert_eq!(two.latency_factor, 2.0 * one.latency_factor);
        assert_eq!((one.capacity, two.capacity), (1.0, 1.0));
        // The loading's share at one block per SM is the open queue's in both, so the time there
        // is the profile's wait unloaded: half as long a wait where it was twice as loaded.
        let (slow, fast) = (one.steady(1, 200 * 1024).time, two.steady(1, 200 * 1024).time);
        assert!(fast < 0.8 * slow, "{fast} against {slow}");
        // Below half the peaks the wait is the kernel's own round trip: ω is not read.
        let light = Profile { dram_share: 0.4, l2_share: 0.3, ..profile(100.0, Some(0.1)) };
        let with = model(Profile { loads_per_wait: Some(2.0), ..light });
        assert_eq!(with.latency_factor, model(light).latency_factor);
    }

    #[test]
    fn a_wait_that_gives_no_finite_loading_is_not_read() {
        let infinite = model(profile(f64::INFINITY, Some(0.1)));
        assert_eq!(infinite.latency_factor, model(profile(f64::INFINITY, None)).latency_factor);
        assert_eq!(infinite.capacity, 1.0);
    }

    #[test]
    fn a_unit_the_warps_wait_for_keeps_its_time_at_any_occupancy() {
        // Nine tenths of a warp's time waiting for a full queue (the contended atomics' drain):
        // that unit is busy at least 0.9 of the profiled time, so twice the blocks cannot halve it.
        let throttled = model(Profile { throttle_cycles: 0.9 * 76.5, ..profile(66.5, None) });
        let steady = throttled.steady(8, 200 * 1024);
        assert!(steady.time >= 0.9 * 600e-6, "{steady:?}");
        assert_eq!(steady.decider, Term::Throttled);
        assert!(model(profile(66.5, None)).steady(8, 200 * 1024).time < 0.9 * 600e-6);
    }

    #[test]
    fn an_sm_starts_its_blocks_no_faster_than_one_per_interval() {
        // segmented_rows' launch (set 4): 2,097,152 blocks of 64 threads, 15,888 on the busiest
        // of 132 SMs, latency-bound (no unit busy), profiled at 1 block per SM. Started one every
        // 159 cycles at the run's 1.953 GHz, they take at least 15,888 × 159 ÷ 1.953e9 = 1.293 ms:
        // the time falls as 1 ÷ b until the blocks cannot start faster, then stays.
        let p = Profile { duration: 21.8e-3, ..no_unit_busy() };
        let starting = Model::new(p, Parameters::FITTED, &calibration(), 1, 2, 2_097_152, 132, 128, Some(159));
        let unmeasured = Model::new(p, Parameters::FITTED, &calibration(), 1, 2, 2_097_152, 132, 128, None);
        let floor = 15_888.0 * 159.0 / 1.953e9;
        let high = starting.steady(32, 200 * 1024);
        assert_eq!((high.time, high.decider), (floor, Term::BlockStarts));
        assert!(unmeasured.steady(32, 200 * 1024).time < 0.6 * floor, "{:?}", unmeasured.steady(32, 200 * 1024));
        for blocks in [1, 4, 8] {
            assert_eq!(starting.steady(blocks, 200 * 1024), unmeasured.steady(blocks, 200 * 1024), "{blocks}");
        }
    }

    #[test]
    fn a_profile_at_the_block_starts_floor_spreads_over_the_slots_its_warps_filled() {
        // The same launch profiled at 32 blocks per SM, at the floor (1.293 ms): its 64-thread
        // blocks' warps filled 31.6 of the SM's 64 warp slots, 15.8 blocks. Latency-bound, 8
        // blocks take 15.8 ÷ 32 of what a profile that filled its 32 slots gives (the same
        // profile where no floor was measured).
        let floor = 15_888.0 * 159.0 / 1.953e9;
        let p = Profile { duration: floor, achieved_warps: Some(31.6), ..no_unit_busy() };
        let at_32 = |p: Profile, start: Option<u32>| {
            Model::new(p, Parameters::FITTED, &calibration(), 32, 2, 2_097_152, 132, 128, start)
        };
        let (at_the_floor, unmeasured) = (at_32(p, Some(159)), at_32(p, None));
        assert_eq!((at_the_floor.profiled_slots, unmeasured.profiled_slots), (15.8, 32.0));
        let eight = at_the_floor.steady(8, 200 * 1024).time / unmeasured.steady(8, 200 * 1024).time;
        assert!((eight - 15.8 / 32.0).abs() < 1e-12, "{eight}");
        // Twice as long, the profile is not at the floor: its level stands, whatever its warps.
        let slower = at_32(Profile { duration: 2.0 * floor, ..p }, Some(159));
        assert_eq!(slower.profiled_slots, 32.0);
    }

    #[test]
    fn a_grid_of_one_wave_spreads_over_the_slots_its_warps_filled() {
        // Set 25's sphere tracer at 5 blocks per SM: 640 blocks of 8 warps on 132 SMs, 5 on the
        // busiest, all resident from the start; its warps filled 17.99 of the 40 warp slots,
        // 2.24875 blocks. Latency-bound, the steady state of 1 block is 2.24875 times the
        // profile's time, where a grid of many waves with the same figures gives 5 times.
        let p = Profile { achieved_warps: Some(17.99), ..no_unit_busy() };
        let at_5 = |grid: u64| Model::new(p, Parameters::FITTED, &calibration(), 5, 8, grid, 132, 128, None);
        let (one_wave, waves) = (at_5(640), at_5(66_000));
        assert_eq!((one_wave.profiled_slots, waves.profiled_slots), (2.24875, 5.0));
        let one = one_wave.steady(1, 200 * 1024).time / waves.steady(1, 200 * 1024).time;
        assert!((one - 2.24875 / 5.0).abs() < 1e-12, "{one}");
        // Where the report gives no achieved warps, the level stands.
        let unmeasured = Model::new(
            Profile { achieved_warps: None, ..p },
            Parameters::FITTED,
            &calibration(),
            5,
            8,
            640,
            132,
            128,
            None,
        );
        assert_eq!(unmeasured.profiled_slots, 5.0);
    }

    #[test]
    fn a_block_slot_stands_empty_between_blocks_whatever_the_warps() {
        // 132,000 blocks, 1,000 on the busiest SM, 600 µs at 4 blocks per SM: each slot held
        // 2.4 µs a block, of which g = 0.256 µs empty. Latency-bound (no unit busy), the warps'
        // part of the time scales as without the gap (by the blocks and the clocks), the gaps
        // by the blocks alone.
        let p = no_unit_busy();
        let gapped = Calibration { block_gap_s: 256e-9, ..calibration() };
        let model = |c: &Calibration| Model::new(p, Parameters::FITTED, c, 4, 4, 132_000, 132, 128, None);
        let (gaps, share) = (1_000.0 * 256e-9, 1.0 - 1_000.0 * 256e-9 / 4.0 / p.duration);
        for blocks in [1, 2, 8] {
            let with = model(&gapped).steady(blocks, 200 * 1024);
            let without = model(&calibration()).steady(blocks, 200 * 1024);
            let want = without.time * share + gaps / f64::from(blocks);
            assert!((with.time - want).abs() < 1e-12, "{blocks}: {with:?} against {want}");
        }
    }

    #[test]
    fn one_blocks_warps_collide_with_their_own_block_only() {
        // Latency-bound, no unit busy, at the run's own clock: 10 fixed cycles, 66.5 of memory
        // and 20 waiting for the issue slot and pipes, in all 96.5 an instruction.
        let p = Profile { cycles_per_issue: 96.5, sm_contention_cycles: 20.0, ..no_unit_busy() };
        let same_clock = Calibration { run_clock_hz: p.clock_hz, ..calibration() };
        let at = |profiled: u32, warps_per_block: u32| {
            Model::new(p, Parameters::FITTED, &same_clock, profiled, warps_per_block, 1_000_000, 132, 128, None)
        };
        let steady = |m: Model, blocks: u32| m.steady(blocks, 200 * 1024).time;
        // One block of 8 warps per SM: its warps' collisions are its own latency, so the profile's
        // level gives back the profile's time, and two blocks take half of it.
        let one = at(1, 8);
        assert!((steady(one, 1) / p.duration - 1.0).abs() < 1e-12, "{}", steady(one, 1));
        assert!((steady(one, 2) / p.duration - 0.5).abs() < 1e-12, "{}", steady(one, 2));
        // With two blocks resident, or blocks of one warp, the contention is the SM's bound's:
        // the warps' own latency is 76.5 of the 96.5 cycles.
        for (profiled, warps_per_block) in [(2, 8), (1, 1)] {
            let m = at(profiled, warps_per_block);
            let own = steady(m, profiled) / p.duration;
            assert!((own - 76.5 / 96.5).abs() < 1e-12, "{profiled} × {warps_per_block}: {own}");
        }
        // A unit busy on the profile's SM (the L1 at 80 %) keeps the contention its load's.
        let busy = Profile { l1_share: 0.8, ..p };
        let m = Model::new(busy, Parameters::FITTED, &same_clock, 1, 8, 1_000_000, 132, 128, None);
        assert_eq!(m.fixed_time, at(2, 8).fixed_time);
    }

    #[test]
    fn a_long_wait_behind_a_busier_l1_is_the_l1s_queue() {
        // The same wait as a saturated memory's, with the L1 busier than the L2 and DRAM: the
        // loading is read, the memory's capacity stays whole, and the L1's bound caps the launch.
        let l1_busy = Profile { l1_share: 0.7, ..profile(665.0, Some(0.1)) };
        let busy = model(l1_busy);
        assert_eq!(busy.capacity, 1.0);
        assert_eq!(busy.latency_factor, model(profile(665.0, Some(0.1))).latency_factor);
        assert_eq!(model(profile(665.0, Some(0.1))).capacity, 0.6 / 0.9);
        let steady = busy.steady(8, 200 * 1024);
        assert!(steady.time >= 0.7 * 600e-6 * 1.59 / 1.953, "{steady:?}");
    }

    #[test]
    fn a_saturated_memory_serves_the_l2_at_its_capacity_too() {
        // Saturated at the profile with the L2 the busier unit (30 % against DRAM's 20 %): κ =
        // 0.3 ÷ 0.9, and the L2's work takes at least 0.3 ÷ κ = 0.9 of the profiled time.
        let p = Profile { dram_share: 0.2, l2_share: 0.3, ..profile(665.0, Some(0.1)) };
        let saturated = model(p);
        assert!((saturated.capacity - 0.3 / 0.9).abs() < 1e-12);
        assert!((saturated.bounds.l2 - 0.9 * 600e-6).abs() < 1e-12, "{:?}", saturated.bounds);
    }
}
