//! What another occupancy would do to a profiled kernel (issue #37): from one Nsight Compute
//! profile of one launch and a measured run of its architecture, the launch's duration at every
//! whole number of resident blocks per SM, from 1 to the SM's limit for its block size (warps and
//! blocks per SM only), as a ratio to the profiled duration, with the bound that decides each
//! level.
//!
//! The model (docs/WHAT_IF.md gives every formula, parameter and source, and its validation on
//! four sets of ordinary kernels timed at every level on an H100 and an H200):
//! - [`profile`]: the profile's figures, a warp's cycles per issued instruction split by its
//!   states (Little's law; Volkov 2016, thesis ch. 3, shared/seeds/004);
//! - [`shared_memory`]: how a level is reached (dynamic shared memory, or the kernel's own
//!   registers) and the shared-memory configuration and L1 the driver then gives it;
//! - [`loaded_latency`]: a memory round trip under the level's load (M/M/1, the calibrated model);
//! - [`unit_bounds`], [`lines_in_flight`]: the units' throughput bounds, a throttled unit's floor
//!   and the L1's lines;
//! - [`steady_state`], [`prediction`]: their smooth maximum at a fixed point, clock domains;
//! - [`tail`]: waves and the partial last wave;
//! - [`reuse`]: the levels where the resident blocks' data outgrow the L1 the profile's fitted;
//! - [`constant_cache`]: a wait for the constant cache's misses that more blocks may lengthen;
//! - [`l1_queue`]: a busy L1's queue, which fewer blocks may shorten;
//! - [`several_profiles`]: profiles of one kernel at other levels, joined into one what-if;
//! - [`reason`], [`summary`]: the deciding bound and the sentence, in the catalogues' words;
//! - [`ncu_estimate`]: Nsight Compute's own estimate, where the report holds it;
//! - [`calibration`], [`parameters`]: what comes from a run, and the shared parameters.
//!
//! **Never panics**: a profile that lacks figures, a launch the lab cannot place or a run of
//! another architecture is a [`Message`] saying what is missing and how to collect it.

pub mod calibration;
pub mod constant_cache;
pub mod distance;
pub mod l1_queue;
pub mod lines_in_flight;
pub mod loaded_latency;
pub mod ncu_estimate;
pub mod parameters;
pub mod prediction;
pub mod profile;
pub mod reason;
pub mod reuse;
pub mod several_profiles;
pub mod shared_memory;
pub mod short_queue;
pub mod steady_state;
pub mod summary;
pub mod tail;
pub mod unit_bounds;

pub use calibration::{choose_run, Calibration};
pub use ncu_estimate::NcuEstimate;
pub use parameters::Parameters;
pub use reason::Reason;
pub use shared_memory::Route;

use crate::import::{Format, KernelComparison, Missing};
use crate::locale::message::{list, Arg, Message};
use crate::{occupancy, Launch, Limiter};
use prediction::{LoadsPerWait, Model, OneWave};
use profile::Profile;
use serde::Serialize;
use shared_memory::SharedMemory;

/// One level: the launch at this many resident blocks per SM.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Level {
    pub blocks_per_sm: u32,
    pub warps_per_sm: u32,
    /// Warps per SM ÷ the SM's most, a fraction.
    pub occupancy: f64,
    /// The predicted duration ÷ the profiled duration: 1 at the profiled level.
    pub duration_ratio: f64,
    /// How the level is reached.
    pub route: Route,
    /// The shared-memory configuration the driver gives the launch, bytes.
    pub shared_memory_config: u32,
    /// The L1 it leaves, bytes.
    pub l1_bytes: u32,
    pub reason: Reason,
    /// Blocks per SM of the last wave, where that partial wave is worth naming.
    pub partial_wave: Option<u32>,
    /// Whether this is the profiled level.
    pub profiled: bool,
    /// How the validation's predictions of levels this far from their profile, with the
    /// profile's L1 or another, fell against their measured times (between two joined profiles,
    /// the pairs' blends'); none at a profiled level, and on the register route, which the
    /// captures did not time.
    pub spread: Option<distance::Spread>,
}

impl Level {
    /// The measured duration ratios that eight in ten of the validation's predictions like this
    /// one came to, about its prediction ([`distance::Spread::range`]); none without a spread.
    pub fn measured_range(&self) -> Option<(f64, f64)> {
        Some(self.spread?.range(self.duration_ratio))
    }

    /// Why, in words, with the partial wave where it matters.
    pub fn why(&self) -> Message {
        match self.partial_wave {
            Some(blocks) => Message::new("what-if-reason-partial-wave")
                .arg("reason", self.reason.message())
                .arg("blocks", Arg::Count(blocks.into()))
                .arg("of", Arg::Count(self.blocks_per_sm.into())),
            None => self.reason.message(),
        }
    }
}

/// Every level of one profiled launch.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WhatIf {
    /// The level the profile ran at.
    pub profiled_blocks_per_sm: u32,
    /// The profiled launch's duration, s (`gpu__time_duration.sum`, at the profile's clock).
    pub profiled_duration: f64,
    /// The kernel's own level without dynamic shared memory (its registers, static shared memory,
    /// warps and blocks decide it).
    pub own_blocks_per_sm: u32,
    pub max_warps_per_sm: u32,
    /// One per whole number of resident blocks per SM, from 1 to the SM's limit for the block
    /// size; below the kernel's own level reached with dynamic shared memory, at and above it by
    /// its own resources.
    pub levels: Vec<Level>,
    /// The level predicted fastest.
    pub fastest_blocks_per_sm: u32,
    /// Where registers limit the kernel: the same levels reached by registers instead, the
    /// shared-memory configuration then the kernel's own at each (empty elsewhere).
    pub register_route: Vec<Level>,
    /// Nsight Compute's estimate, where the report holds one.
    pub ncu_estimate: Option<NcuEstimate>,
    /// ω, the global loads a warp waits for at once, where the report's source counters give it,
    /// and whether the profile's loading was read with it.
    pub loads_per_wait: Option<LoadsPerWait>,
    /// Levels that may lose the L1 reuse the profile shows, which the prediction keeps.
    pub reuse_at_risk: Option<reuse::ReuseAtRisk>,
    /// Where the profile's grid was one wave: its blocks and the slots its warps filled.
    pub one_wave: Option<OneWave>,
    /// Where a warp waited a visible share of its time for the constant cache's misses, which
    /// the prediction keeps fixed.
    pub constant_cache_wait: Option<constant_cache::ConstantCacheWait>,
    /// Where the L1 ran near its peak at the profile, whose queue the prediction keeps at the
    /// levels below.
    pub busy_l1: Option<l1_queue::BusyL1>,
    /// Where the L1's queue on the short scoreboard was a visible share of a warp's time at the
    /// profile, which the prediction takes out at the levels below.
    pub short_queue: Option<short_queue::ShortScoreboardQueue>,
    /// The same kernel's profiles at other levels joined to this one
    /// ([`several_profiles::join`]); empty where it stands alone.
    pub other_profiles: Vec<several_profiles::OtherProfile>,
    /// Where the run that calibrates is of another GPU of the launch's architecture.
    pub other_gpu: Option<calibration::OtherGpu>,
    /// One sentence: what the best level would do, and why.
    pub summary: Message,
    /// Where the shared-memory configuration changes the answer, and what the register route
    /// would do instead.
    pub notes: Vec<Message>,
}

impl WhatIf {
    /// The level of `blocks` per SM.
    pub fn level(&self, blocks: u32) -> Option<&Level> {
        self.levels.iter().find(|l| l.blocks_per_sm == blocks)
    }
}

/// Predicted times that differ by less than this share are a tie: the model's figures are not
/// finer (a ratio is printed to 0.01).
pub const TIE: f64 = 0.01;

/// The level predicted fastest of (blocks per SM, predicted ratio) pairs: the highest occupancy
/// among those within [`TIE`] of the least time, since more warps are the margin a tie leaves
/// against what the model does not see (Volkov 2016, thesis §3.5: past the knee, occupancy
/// costs nothing).
pub fn fastest(levels: impl Iterator<Item = (u32, f64)> + Clone) -> Option<u32> {
    tied_for_fastest(levels).max()
}

/// The lowest occupancy among the levels within [`TIE`] of the least time: the level a kernel
/// already needs no more than, leaving the registers and shared memory of the levels above free.
pub fn lowest_as_fast(levels: impl Iterator<Item = (u32, f64)> + Clone) -> Option<u32> {
    tied_for_fastest(levels).min()
}

/// The levels (blocks per SM) whose time is within [`TIE`] of the least.
fn tied_for_fastest(levels: impl Iterator<Item = (u32, f64)> + Clone) -> impl Iterator<Item = u32> {
    let least = levels.clone().map(|(_, time)| time).fold(f64::INFINITY, f64::min);
    levels.filter(move |&(_, time)| time <= least * (1.0 + TIE)).map(|(blocks, _)| blocks)
}

/// A share as a whole percentage ("30"), rounded before it is quoted so that the argument is the
/// figure the words show (0.07 × 100 is 7, not 7.000000000000001): the reasons' unit shares and
/// the notes' figures alike.
fn whole_percent(share: f64) -> Arg {
    Arg::Fixed((share * 100.0).round(), 0)
}

/// [`predict_with`] the fitted parameters.
pub fn predict(kernel: &KernelComparison, calibration: &Calibration) -> Result<WhatIf, Message> {
    predict_with(kernel, calibration, &Parameters::FITTED)
}

/// Predicts every level of a profiled launch, compared with the lab's model already
/// ([`crate::import::compare`]: its GPU, kernel and occupancy), with a calibration of its
/// architecture. An error says what is missing.
pub fn predict_with(
    kernel: &KernelComparison,
    calibration: &Calibration,
    parameters: &Parameters,
) -> Result<WhatIf, Message> {
    let inputs = kernel.inputs.as_ref().map_err(|missing| match missing {
        Missing::ComputeCapability | Missing::UnknownComputeCapability(_) => Message::new("what-if-no-device"),
        Missing::BlockSize | Missing::Registers | Missing::Input(_) => Message::new("what-if-no-occupancy"),
    })?;
    let result = kernel.result.as_ref().ok_or_else(|| Message::new("what-if-no-occupancy"))?;
    let cc = inputs.compute_capability;
    if calibration.compute_capability != cc.name {
        return Err(Message::new("what-if-other-architecture")
            .arg("device", calibration.device.as_str())
            .arg("run_cc", calibration.compute_capability.as_str())
            .arg("cc", cc.name));
    }
    let launch = &kernel.launch;
    let figures = Profile::read(
        &launch.performance,
        launch.long_scoreboard,
        launch.short_scoreboard,
        cc.short_scoreboard_wait_cycles,
        parameters,
    )
    .map_err(missing_figures)?;
    let (Some(sms), Some(grid)) = (inputs.sms.filter(|&s| s > 0), launch.grid_size.filter(|&g| g > 0)) else {
        return Err(missing_launch_figures());
    };
    if !figures.usable() {
        return Err(Message::new("what-if-profile-empty"));
    }
    let shared = SharedMemory::new(cc, inputs.kernel, inputs.launch.threads_per_block)
        .ok_or_else(|| Message::new("what-if-no-unified-l1").arg("cc", cc.name))?;
    let profiled = result.occupancy.active_blocks_per_sm;
    let unpadded = Launch { dynamic_shared_memory: 0, carveout: crate::Carveout::Default, ..inputs.launch };
    let own = occupancy(cc, &inputs.kernel, &unpadded).map_err(|e| e.message())?;
    let limit = own.limits.warps.min(own.limits.blocks);
    if profiled == 0 || own.active_blocks_per_sm == 0 || limit == 0 {
        return Err(Message::new("what-if-no-blocks"));
    }
    let warps_per_block = result.occupancy.warps_per_block;
    let model = Model::new(
        figures,
        *parameters,
        calibration,
        profiled,
        warps_per_block,
        grid,
        sms,
        shared.line_bytes(),
        cc.block_start_cycles,
    );
    let profiled_route = match inputs.launch.dynamic_shared_memory {
        0 => Route::Resources,
        d => Route::Padding { dynamic_shared_memory: d },
    };
    let profiled_config = inputs
        .shared_memory_config_size
        .unwrap_or_else(|| shared.configuration(profiled, model.profiled_resident(), profiled_route));
    let max_warps = cc.max_warps_per_sm();
    // The configuration while `resident` blocks of a launch at `blocks` by `route` run: the
    // profile's own where the launch is the profiled one.
    let configuration = |blocks: u32, route: Route, resident: u32| {
        let profiled_launch = blocks == profiled && route == profiled_route;
        if profiled_launch && resident == model.profiled_resident() {
            profiled_config
        } else {
            shared.configuration(blocks, resident, route)
        }
    };
    // Each launch (level and route) is timed once: the register route at and above the kernel's
    // own level is the padded route's.
    let timed: std::cell::RefCell<Vec<(u32, Route, prediction::LaunchTime)>> = std::cell::RefCell::new(Vec::new());
    let time = |blocks: u32, route: Route| {
        if let Some(&(_, _, at)) = timed.borrow().iter().find(|(b, r, _)| *b == blocks && *r == route) {
            return at;
        }
        let at = model.launch(blocks, |r| shared.l1_bytes(configuration(blocks, route, r)));
        timed.borrow_mut().push((blocks, route, at));
        at
    };
    let profiled_time = time(profiled, profiled_route).time;
    let level = |blocks: u32, route: Route| {
        let at = time(blocks, route);
        let config = configuration(blocks, route, at.resident);
        let l1_bytes = shared.l1_bytes(config);
        let warps_per_sm = blocks.saturating_mul(warps_per_block);
        Level {
            blocks_per_sm: blocks,
            warps_per_sm,
            occupancy: f64::from(warps_per_sm) / f64::from(max_warps.max(1)),
            duration_ratio: at.time / profiled_time,
            route,
            shared_memory_config: config,
            l1_bytes,
            reason: Reason::of(&at, &model, blocks, warps_per_block, grid, config, l1_bytes),
            partial_wave: at.tail.worth_naming(at.resident).then_some(at.tail.partial_blocks),
            profiled: blocks == profiled && route == profiled_route,
            spread: None,
        }
    };
    let own_level = own.active_blocks_per_sm;
    let mut levels: Vec<Level> = (1..=limit)
        .map(|blocks| {
            let route = if blocks == profiled {
                profiled_route
            } else {
                match shared.padding(blocks).filter(|_| blocks < own_level) {
                    Some(d) => Route::Padding { dynamic_shared_memory: d },
                    None => Route::Resources,
                }
            };
            level(blocks, route)
        })
        .collect();
    let register_route: Vec<Level> = if own.limiters.contains(Limiter::Registers) {
        (1..=limit).map(|blocks| level(blocks, Route::Resources)).collect()
    } else {
        Vec::new()
    };
    // Figures far beyond any GPU's (a pasted report's typo, 1e308 cycles) overflow the arithmetic:
    // no level is given rather than a time that is not a number.
    let finite = |l: &Level| l.duration_ratio.is_finite() && l.duration_ratio > 0.0;
    if !levels.iter().chain(&register_route).all(finite) {
        return Err(Message::new("what-if-profile-out-of-range"));
    }
    let fastest = fastest(levels.iter().map(|l| (l.blocks_per_sm, l.duration_ratio))).unwrap_or(profiled);
    let ncu_estimate = ncu_estimate::from_rules(&launch.rules, limit);
    let reuse_at_risk = match (figures.l1_loads, levels.iter().find(|l| l.profiled)) {
        (Some(loads), Some(at_profile)) => {
            reuse::at_risk(loads, shared.sector_bytes(), grid, |b| model.resident(b), at_profile, &levels)
        }
        _ => None,
    };
    let busy_l1 = l1_queue::busy(&figures, profiled);
    let source_counters = model.loads_per_wait().is_some();
    let profiled_l1 = levels.iter().find(|l| l.profiled).map(|l| l.l1_bytes);
    // Each level carries the spread of its kind: below a busy L1, where its reuse is at risk, else
    // its distance's (none at the profile).
    for l in &mut levels {
        let b = l.blocks_per_sm;
        l.spread = if l.profiled {
            None
        } else if busy_l1.is_some() && b < profiled {
            Some(l1_queue::SPREAD.measured(source_counters))
        } else if reuse_at_risk.as_ref().is_some_and(|r| r.levels.contains(&b)) {
            Some(reuse::SPREAD.measured(source_counters))
        } else {
            distance::spread_at(b, profiled, Some(l.l1_bytes) == profiled_l1, source_counters)
        };
    }
    let mut what_if = WhatIf {
        profiled_blocks_per_sm: profiled,
        profiled_duration: figures.duration,
        own_blocks_per_sm: own_level,
        max_warps_per_sm: max_warps,
        levels,
        fastest_blocks_per_sm: fastest,
        register_route,
        ncu_estimate,
        loads_per_wait: model.loads_per_wait(),
        reuse_at_risk,
        one_wave: model.one_wave(),
        constant_cache_wait: constant_cache::wait(&figures),
        busy_l1,
        short_queue: short_queue::worth_naming(figures.short_queue).filter(|_| profiled > 1),
        other_profiles: Vec::new(),
        other_gpu: calibration::OtherGpu::of(kernel.launch.device.as_deref(), inputs.gpu, calibration),
        summary: Message::empty(),
        notes: Vec::new(),
    };
    what_if.summary = summary::sentence(&what_if);
    what_if.notes = summary::notes(&what_if);
    Ok(what_if)
}

/// [`predict`] `kernel` from its own profile joined with those of the same kernel at other levels
/// among `launches` ([`several_profiles::first_at_each_level`]) that can be predicted.
pub fn predict_joined(
    kernel: &KernelComparison,
    launches: &[KernelComparison],
    calibration: &Calibration,
) -> Result<WhatIf, Message> {
    let own = predict(kernel, calibration)?;
    let others: Vec<WhatIf> = several_profiles::first_at_each_level(kernel, launches)
        .into_iter()
        .filter_map(|other| predict(other, calibration).ok())
        .collect();
    Ok(join(&own, &others.iter().collect::<Vec<_>>()))
}

/// Each of `kernels` (a report's launches, compared) joined with the same kernel's first launch
/// at each other level ([`several_profiles::joining`]), given each launch's own
/// what-if where it has one (`alone`, in the same order): what [`predict_joined`] gives for each,
/// with each launch predicted once. A launch without its own what-if has none joined.
pub fn join_each(kernels: &[KernelComparison], alone: &[Option<&WhatIf>]) -> Vec<Option<WhatIf>> {
    let first = several_profiles::first_launches(kernels);
    kernels
        .iter()
        .zip(alone)
        .map(|(k, own)| {
            let others: Vec<&WhatIf> = several_profiles::joining(&first, k)
                .into_iter()
                .filter_map(|i| alone.get(i).copied().flatten())
                .collect();
            Some(join((*own)?, &others))
        })
        .collect()
}

/// `reference`'s what-if joined with `others`' (each the same kernel's profile at another level;
/// one per level, the first given; [`several_profiles`]): its levels' times blended between the
/// profiles, the level predicted fastest, the sentence and the notes again. Without another
/// profile that joins, the reference's own.
pub fn join(reference: &WhatIf, others: &[&WhatIf]) -> WhatIf {
    let mut joined = several_profiles::join_figures(reference, others);
    if !joined.other_profiles.is_empty() {
        joined.summary = summary::sentence(&joined);
        joined.notes = summary::notes(&joined);
    }
    joined
}

/// The sections a what-if needs, by name, and how to collect them.
fn how_to_collect() -> Message {
    Message::new("what-if-collect")
}

/// "The what-if needs figures this report lacks: …", naming each by its raw metric.
fn missing_figures(missing: Vec<crate::import::Metric>) -> Message {
    let names = list(missing.into_iter().map(|m| Message::from(m.raw_name().to_string())));
    Message::new("what-if-missing-figures")
        .arg("metrics", names.unwrap_or_else(Message::empty))
        .arg("collect", how_to_collect())
}

/// The launch's SM count or grid is missing.
fn missing_launch_figures() -> Message {
    Message::new("what-if-missing-launch").arg("collect", how_to_collect())
}

/// Why a report of `format` cannot give a what-if, if it cannot: only Nsight Compute's raw page
/// and its report file carry the warp-state breakdown.
pub fn format_lacks_figures(format: Option<Format>) -> Option<Message> {
    let id = match format? {
        Format::NcuRawCsv | Format::NcuReport => return None,
        Format::NcuConsole | Format::NcuDetailsCsv => "what-if-format-ncu-page",
        Format::NvprofMetrics | Format::NvprofGpuTrace | Format::NvprofGpuTraceCsv => "what-if-format-nvprof",
        Format::Ptxas | Format::Cuobjdump => "what-if-format-compiler",
    };
    Some(Message::new(id).arg("format", format?.name()).arg("collect", how_to_collect()))
}
