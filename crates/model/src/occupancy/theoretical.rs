//! Theoretical occupancy: `cudaOccupancyMaxActiveBlocksPerMultiprocessor`, with every partial
//! result the occupancy header exposes, and explanations of illegal launches.
//!
//! The computation allocates nothing, so the chart sweeps can call it thousands of times per
//! frame; explanations ([`Occupancy::violations`], [`Occupancy::notes`]) are derived on demand.

use crate::locale::message::{byte_count, counted, Arg, Message};
use crate::occupancy::block_limit;
use crate::occupancy::launch::{DynamicSharedMemoryLimit, PartitionedGlobalCaching};
use crate::occupancy::limiters::{Limiter, Limiters};
use crate::occupancy::shared_memory_config;
use crate::{Carveout, ComputeCapability, InputError, Kernel, Launch, SharedMemoryConfig};
use serde::Serialize;
use std::fmt;

/// The result of an occupancy calculation for one SM.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Occupancy {
    pub compute_capability: &'static str,
    pub threads_per_block: u32,
    pub warps_per_block: u32,
    pub active_blocks_per_sm: u32,
    pub active_warps_per_sm: u32,
    pub active_threads_per_sm: u32,
    pub max_warps_per_sm: u32,
    /// Theoretical occupancy: active warps over the SM's maximum, 0–1.
    pub occupancy: f64,
    pub limits: BlockLimits,
    pub limiters: Limiters,
    pub allocation: Allocation,
    /// Whether partitioned global caching stays on for this launch.
    pub partitioned_global_caching: bool,
    #[serde(skip)]
    checks: Checks,
}

/// Each resource's block limit; `None` where the resource imposes no limit (the header's INT_MAX).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct BlockLimits {
    pub warps: u32,
    pub registers: Option<u32>,
    pub shared_memory: Option<u32>,
    pub blocks: u32,
    pub barriers: Option<u32>,
    pub virtual_resources: Option<u32>,
}

/// How the resources were rounded and allocated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Allocation {
    /// The lanes a warp's registers are allocated for.
    pub warp_size: u32,
    /// Registers per thread × warp size, before rounding.
    pub registers_per_warp_requested: u32,
    /// Registers × warp size, rounded up to the register allocation unit.
    pub registers_per_warp: u32,
    /// Registers per warp × warps per block (`allocatedRegistersPerBlock`).
    pub registers_per_block: u64,
    /// What the hardware check counts: warps rounded up to the register-file sub-partitions.
    pub registers_per_block_checked: u64,
    pub register_allocation_unit: u32,
    pub register_file_sub_partitions: u32,
    /// Static + reserved + dynamic bytes, before rounding.
    pub shared_memory_per_block_requested: u32,
    /// Static + reserved + dynamic, rounded up to the allocation unit (`allocatedSharedMemPerBlock`).
    pub shared_memory_per_block: u32,
    pub shared_memory_allocation_unit: u32,
    pub reserved_shared_memory_per_block: u32,
    /// The largest allocation one block may make (default or opt-in limit, plus reserved bytes).
    pub shared_memory_per_block_limit: u32,
    /// The kernel's dynamic shared memory limit in force.
    pub max_dynamic_shared_memory: u32,
    /// The shared memory per SM the user's preference selects.
    pub shared_memory_preference: u32,
    /// The shared memory configuration size the blocks are packed into.
    pub shared_memory_per_sm: u32,
}

/// What the explanations need beyond the public results.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Checks {
    kernel: Kernel,
    launch: Launch,
    max_threads_per_block: u32,
    max_registers_per_thread: u32,
    max_registers_per_block: u32,
    barriers_per_sm: u32,
    virtual_resources_per_sm: u32,
    warp_size: u32,
    family_check_refused: bool,
    dynamic_exceeds_kernel_limit: bool,
    opt_in_assumed: bool,
    gc_requested: PartitionedGlobalCaching,
    has_carveout: bool,
    has_cache_config: bool,
}

/// Computes occupancy as `cudaOccMaxActiveBlocksPerMultiprocessor` does.
///
/// Source: `cuda_occupancy.h` (CUDA 13). The active block count is the minimum of the block
/// limits of registers, shared memory, warps, blocks per SM and virtual resources; every limit
/// equal to it is a limiter. From CC 9.0 the barrier limit is applied after that: it lowers the
/// count if tighter and joins the limiters if equal to the result, while the limiters already
/// found stay set (as in the header).
pub fn occupancy(cc: &ComputeCapability, kernel: &Kernel, launch: &Launch) -> Result<Occupancy, InputError> {
    kernel.validate()?;
    launch.validate()?;
    Ok(compute(cc, kernel, launch))
}

/// [`occupancy`] for inputs already validated (the sweeps vary one validated input in range).
pub(crate) fn compute(cc: &ComputeCapability, kernel: &Kernel, launch: &Launch) -> Occupancy {
    let threads = launch.threads_per_block;
    let warps_per_block = threads.div_ceil(cc.warp_size);
    let gc_requested =
        if cc.partitioned_global_caching { kernel.partitioned_global_caching } else { PartitionedGlobalCaching::Off };

    let regs = block_limit::registers(
        cc,
        kernel.registers_per_thread,
        warps_per_block,
        cc.register_file_sub_partitions,
        gc_requested,
    );
    let mut limit_registers = regs.blocks;
    let mut family_check_refused = false;
    if let (Some(sub_partitions), true) = (cc.register_family_check_sub_partitions, regs.blocks != Some(0)) {
        let family = block_limit::registers(cc, kernel.registers_per_thread, warps_per_block, sub_partitions, regs.gc);
        if family.blocks == Some(0) {
            limit_registers = Some(0);
            family_check_refused = true;
        }
    }
    let gc = regs.gc;
    let limit_warps = block_limit::warps(cc, threads, warps_per_block, gc);
    let limit_blocks = cc.max_blocks_per_sm;

    let (max_dynamic, opt_in_assumed) = max_dynamic_shared_memory(cc, kernel, launch);
    let preference = shared_memory_config::preference(cc, launch);
    let smem = block_limit::shared_memory(
        cc,
        kernel.static_shared_memory,
        launch.dynamic_shared_memory,
        max_dynamic,
        preference,
    );

    let limits = BlockLimits {
        warps: limit_warps,
        registers: limit_registers,
        shared_memory: smem.blocks,
        blocks: limit_blocks,
        barriers: block_limit::barriers(cc, kernel.barriers),
        virtual_resources: block_limit::virtual_resources(cc, kernel.virtual_resources),
    };
    let (active, limiters) = limits.resolve();
    let active_warps = active.saturating_mul(warps_per_block);
    let max_warps = cc.max_warps_per_sm();
    Occupancy {
        compute_capability: cc.name,
        threads_per_block: threads,
        warps_per_block,
        active_blocks_per_sm: active,
        active_warps_per_sm: active_warps,
        active_threads_per_sm: active.saturating_mul(threads),
        max_warps_per_sm: max_warps,
        occupancy: f64::from(active_warps) / f64::from(max_warps),
        limits,
        limiters,
        allocation: Allocation {
            warp_size: cc.warp_size,
            registers_per_warp_requested: kernel.registers_per_thread.saturating_mul(cc.warp_size),
            registers_per_warp: regs.per_warp,
            registers_per_block: regs.per_block,
            registers_per_block_checked: regs.per_block_checked,
            register_allocation_unit: cc.register_allocation_unit,
            register_file_sub_partitions: cc.register_file_sub_partitions,
            shared_memory_per_block_requested: kernel
                .static_shared_memory
                .saturating_add(cc.reserved_shared_memory_per_block)
                .saturating_add(launch.dynamic_shared_memory),
            shared_memory_per_block: smem.per_block,
            shared_memory_allocation_unit: cc.shared_memory_allocation_unit,
            reserved_shared_memory_per_block: cc.reserved_shared_memory_per_block,
            shared_memory_per_block_limit: smem.per_block_limit,
            max_dynamic_shared_memory: max_dynamic,
            shared_memory_preference: preference,
            shared_memory_per_sm: smem.per_sm,
        },
        partitioned_global_caching: gc != PartitionedGlobalCaching::Off,
        checks: Checks {
            kernel: *kernel,
            launch: *launch,
            max_threads_per_block: cc.max_threads_per_block,
            max_registers_per_thread: cc.max_registers_per_thread,
            max_registers_per_block: cc.max_registers_per_block,
            barriers_per_sm: cc.barriers_per_sm,
            virtual_resources_per_sm: cc.virtual_resources_per_sm,
            warp_size: cc.warp_size,
            family_check_refused,
            dynamic_exceeds_kernel_limit: smem.dynamic_exceeds_kernel_limit,
            opt_in_assumed,
            gc_requested,
            has_carveout: matches!(cc.shared_memory_config, SharedMemoryConfig::Carveout { .. }),
            has_cache_config: matches!(cc.shared_memory_config, SharedMemoryConfig::CacheConfig { .. }),
        },
    }
}

impl BlockLimits {
    /// The active blocks per SM and the limiters.
    ///
    /// The active count is the smallest of the limits of registers, shared memory, warps, blocks
    /// per SM and virtual resources; every limit equal to it is a limiter. The barrier limit is
    /// applied after that, as in `cudaOccMaxActiveBlocksPerMultiprocessor`: it lowers the count if
    /// tighter and joins the limiters if equal to the result, while the limiters already found
    /// stay set.
    pub(crate) fn resolve(&self) -> (u32, Limiters) {
        let finite = |l: Option<u32>| l.unwrap_or(u32::MAX);
        let mut active = finite(self.registers)
            .min(finite(self.shared_memory))
            .min(self.warps)
            .min(self.blocks)
            .min(finite(self.virtual_resources));
        let mut limiters = Limiters::default();
        for (limiter, limit) in [
            (Limiter::Warps, self.warps),
            (Limiter::Registers, finite(self.registers)),
            (Limiter::SharedMemory, finite(self.shared_memory)),
            (Limiter::Blocks, self.blocks),
            (Limiter::VirtualResources, finite(self.virtual_resources)),
        ] {
            if limit == active {
                limiters.insert(limiter);
            }
        }
        if let Some(bars) = self.barriers {
            active = active.min(bars);
            if active == bars {
                limiters.insert(Limiter::Barriers);
            }
        }
        (active, limiters)
    }
}

/// The kernel's dynamic shared memory limit, and whether opting in above 48 KiB was assumed.
///
/// `cudaFuncGetAttributes` reports 48 KiB less the static shared memory until the program raises
/// the limit with `cudaFuncSetAttribute` (measured, `tests/hardware/`);
/// [`DynamicSharedMemoryLimit::Auto`] assumes the program raised it to the device's opt-in
/// maximum when the launch asks for more than the default. An [`DynamicSharedMemoryLimit::Attribute`]
/// below the default does not lower the occupancy API's check.
pub(crate) fn max_dynamic_shared_memory(cc: &ComputeCapability, kernel: &Kernel, launch: &Launch) -> (u32, bool) {
    match kernel.max_dynamic_shared_memory {
        DynamicSharedMemoryLimit::Header(b) => (b, false),
        DynamicSharedMemoryLimit::Attribute(a) => {
            (a.max(cc.shared_memory_per_block.saturating_sub(kernel.static_shared_memory)), false)
        }
        DynamicSharedMemoryLimit::Auto => {
            let wanted = u64::from(kernel.static_shared_memory) + u64::from(launch.dynamic_shared_memory);
            let opt_in = wanted > u64::from(cc.shared_memory_per_block)
                && cc.shared_memory_per_block_optin > cc.shared_memory_per_block;
            let limit = if opt_in { cc.shared_memory_per_block_optin } else { cc.shared_memory_per_block };
            (limit.saturating_sub(kernel.static_shared_memory), opt_in)
        }
    }
}

/// Why a launch cannot run: one entry for each limit that is zero.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Violation {
    ThreadsPerBlock {
        requested: u32,
        max: u32,
    },
    RegistersPerThread {
        requested: u32,
        max: u32,
    },
    RegistersPerBlock {
        requested: u64,
        max: u32,
        sub_partitions: u32,
    },
    /// CC 6.0: the launch fits GP100's two sub-partitions but not GP10x's four, and the runtime
    /// refuses it on every Pascal GPU.
    RegistersPascalFamily {
        max: u32,
    },
    /// More dynamic shared memory than the kernel's limit; `device_maximum` when that limit is
    /// already the most the device lets a block opt in to.
    DynamicSharedMemory {
        requested: u32,
        max: u32,
        device_maximum: bool,
    },
    SharedMemoryPerBlock {
        requested: u32,
        max: u32,
    },
    Barriers {
        requested: u32,
        available: u32,
    },
    VirtualResources {
        requested: u32,
        available: u32,
    },
    /// Partitioned global caching was forced on and a block does not fit in half an SM.
    PartitionedCachingForced,
}

impl Violation {
    /// Why the launch cannot run, as a message of the catalogues (`violation-*`).
    pub fn message(&self) -> Message {
        let over = |requested: u64, max: u64| Arg::Count(requested.saturating_sub(max));
        match *self {
            Violation::ThreadsPerBlock { requested, max } => Message::new("violation-threads")
                .arg("requested", Arg::Count(requested.into()))
                .arg("max", Arg::Count(max.into()))
                .arg("over", over(requested.into(), max.into())),
            Violation::RegistersPerThread { requested, max } => Message::new("violation-registers-per-thread")
                .arg("requested", Arg::Count(requested.into()))
                .arg("max", Arg::Count(max.into()))
                .arg("over", over(requested.into(), max.into())),
            Violation::RegistersPerBlock { requested, max, sub_partitions } => {
                Message::new("violation-registers-per-block")
                    .arg("requested", Arg::Count(requested))
                    .arg("sub_partitions", Arg::Count(sub_partitions.into()))
                    .arg("max", Arg::Count(max.into()))
                    .arg("over", over(requested, max.into()))
            }
            Violation::RegistersPascalFamily { max } => {
                Message::new("violation-registers-pascal").arg("max", Arg::Count(max.into()))
            }
            Violation::DynamicSharedMemory { requested, max, device_maximum } => Message::new(if device_maximum {
                "violation-dynamic-smem-device"
            } else {
                "violation-dynamic-smem-kernel"
            })
            .arg("requested", byte_count(requested.into()))
            .arg("max", byte_count(max.into()))
            .arg("over", Arg::Count(u64::from(requested.saturating_sub(max)))),
            Violation::SharedMemoryPerBlock { requested, max } => Message::new("violation-smem-per-block")
                .arg("requested", byte_count(requested.into()))
                .arg("max", byte_count(max.into()))
                .arg("over", over(requested.into(), max.into())),
            Violation::Barriers { requested, available } => Message::new("violation-barriers")
                .arg("requested", Arg::Count(requested.into()))
                .arg("available", Arg::Count(available.into())),
            Violation::VirtualResources { requested, available } => Message::new("violation-virtual-resources")
                .arg("requested", Arg::Count(requested.into()))
                .arg("available", Arg::Count(available.into())),
            Violation::PartitionedCachingForced => Message::new("violation-partitioned-caching"),
        }
    }
}

/// The English text.
impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

/// Facts about a legal launch worth telling the user.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Note {
    /// The launch asks for more than 48 KiB, so the kernel was assumed to opt in.
    OptInAssumed { limit: u32 },
    /// One block needs more shared memory than the preferred carveout (Volta on) or cache
    /// configuration (CC 3.x) gives, so the blocks are packed into a larger configuration: the
    /// preference is only a preference (CUDA Runtime API, `cudaFuncSetCacheConfig`). On CC 3.x
    /// this makes occupancy non-monotonic, as in the header: under `PreferL1`, blocks of 8,448 B
    /// fit once in 16 KiB, blocks of 19,968 B twice in 48 KiB.
    CarveoutRaised { preference: u32, used: u32 },
    /// A carveout preference has no effect before Volta.
    CarveoutIgnored,
    /// A cache configuration has no effect on Maxwell and Pascal, nor on Volta and later when a
    /// carveout is set.
    CacheConfigIgnored,
    /// The block size is not a multiple of the warp size: the last warp has idle lanes.
    IdleLanes { lanes: u32 },
    /// Partitioned global caching was requested but turned off so that a block fits.
    PartitionedCachingTurnedOff,
    /// Partitioned global caching was requested on a device without it.
    PartitionedCachingUnsupported,
    /// The occupancy API counts blocks, but a real launch fails: the dynamic shared memory
    /// exceeds the limit set with `cudaFuncSetAttribute`.
    LaunchRefused { requested: u32, limit: u32 },
    /// The header's `limitingFactors` name more resources than bind: it records the smallest of
    /// the other limits before it applies the barrier limit (CC 9.0 on), and keeps those bits
    /// when barriers lower the count (`cuda_occupancy.h`, `cudaOccMaxActiveBlocksPerMultiprocessor`).
    HeaderLimitersWider { header: Limiters, binding: Limiters, active_blocks: u32 },
}

impl Note {
    /// The note as a message of the catalogues (`note-*`).
    pub fn message(&self) -> Message {
        match *self {
            Note::OptInAssumed { limit } => Message::new("note-opt-in").arg("limit", byte_count(limit.into())),
            Note::CarveoutRaised { preference, used } => Message::new("note-carveout-raised")
                .arg("preference", byte_count(preference.into()))
                .arg("used", byte_count(used.into())),
            Note::CarveoutIgnored => Message::new("note-carveout-ignored"),
            Note::CacheConfigIgnored => Message::new("note-cache-config-ignored"),
            Note::IdleLanes { lanes } => Message::new("note-idle-lanes").arg("lanes", Arg::Count(lanes.into())),
            Note::PartitionedCachingTurnedOff => Message::new("note-partitioned-caching-off"),
            Note::PartitionedCachingUnsupported => Message::new("note-partitioned-caching-unsupported"),
            Note::LaunchRefused { requested, limit } => Message::new("note-launch-refused")
                .arg("requested", byte_count(requested.into()))
                .arg("limit", byte_count(limit.into())),
            Note::HeaderLimitersWider { header, binding, active_blocks } => {
                let extra: Limiters = header.iter().filter(|l| !binding.contains(*l)).collect();
                Message::new("note-header-limiters")
                    .arg("extra", extra.message())
                    .arg("blocks", counted("active-blocks", active_blocks.into()))
                    .arg("binding", binding.message())
            }
        }
    }
}

/// The English text.
impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl Occupancy {
    /// Whether the launch would fail: no block fits.
    pub fn is_illegal(&self) -> bool {
        self.active_blocks_per_sm == 0
    }

    /// The resources whose block limit equals the active blocks per SM: those that bind. The
    /// header's [`Occupancy::limiters`] can name more (see [`Note::HeaderLimitersWider`]).
    pub fn binding_limiters(&self) -> Limiters {
        let l = &self.limits;
        [
            (Limiter::Warps, Some(l.warps)),
            (Limiter::Registers, l.registers),
            (Limiter::SharedMemory, l.shared_memory),
            (Limiter::Blocks, Some(l.blocks)),
            (Limiter::Barriers, l.barriers),
            (Limiter::VirtualResources, l.virtual_resources),
        ]
        .into_iter()
        .filter(|(_, limit)| *limit == Some(self.active_blocks_per_sm))
        .map(|(limiter, _)| limiter)
        .collect()
    }

    /// Occupancy in percent, 0–100.
    pub fn percent(&self) -> f64 {
        self.occupancy * 100.0
    }

    /// Why no block fits, one entry per limit that is zero; empty for a legal launch.
    pub fn violations(&self) -> Vec<Violation> {
        let c = &self.checks;
        let k = &c.kernel;
        let mut out = Vec::new();
        if self.threads_per_block > c.max_threads_per_block {
            out.push(Violation::ThreadsPerBlock { requested: self.threads_per_block, max: c.max_threads_per_block });
        }
        if k.registers_per_thread > c.max_registers_per_thread {
            out.push(Violation::RegistersPerThread {
                requested: k.registers_per_thread,
                max: c.max_registers_per_thread,
            });
        }
        let a = &self.allocation;
        if a.registers_per_block_checked > u64::from(c.max_registers_per_block) {
            out.push(Violation::RegistersPerBlock {
                requested: a.registers_per_block_checked,
                max: c.max_registers_per_block,
                sub_partitions: a.register_file_sub_partitions,
            });
        }
        if c.family_check_refused {
            out.push(Violation::RegistersPascalFamily { max: c.max_registers_per_block });
        }
        if self.limits.registers == Some(0) && out.is_empty() && c.gc_requested == PartitionedGlobalCaching::OnStrict {
            out.push(Violation::PartitionedCachingForced);
        }
        if c.dynamic_exceeds_kernel_limit {
            out.push(Violation::DynamicSharedMemory {
                requested: c.launch.dynamic_shared_memory,
                max: a.max_dynamic_shared_memory,
                device_maximum: c.opt_in_assumed,
            });
        }
        if a.shared_memory_per_block > a.shared_memory_per_block_limit {
            out.push(Violation::SharedMemoryPerBlock {
                requested: a.shared_memory_per_block,
                max: a.shared_memory_per_block_limit,
            });
        }
        if self.limits.barriers == Some(0) {
            out.push(Violation::Barriers { requested: k.barriers, available: c.barriers_per_sm });
        }
        if self.limits.virtual_resources == Some(0) {
            out.push(Violation::VirtualResources {
                requested: k.virtual_resources,
                available: c.virtual_resources_per_sm,
            });
        }
        out
    }

    /// Facts about the calculation worth telling: assumptions made, preferences ignored.
    pub fn notes(&self) -> Vec<Note> {
        let c = &self.checks;
        let a = &self.allocation;
        let mut out = Vec::new();
        if c.opt_in_assumed {
            out.push(Note::OptInAssumed { limit: a.max_dynamic_shared_memory });
        }
        let configurable = c.has_carveout || c.has_cache_config;
        if configurable && !self.is_illegal() && a.shared_memory_per_sm > a.shared_memory_preference {
            out.push(Note::CarveoutRaised { preference: a.shared_memory_preference, used: a.shared_memory_per_sm });
        }
        if !c.has_carveout && c.launch.carveout != Carveout::Default {
            out.push(Note::CarveoutIgnored);
        }
        let cache_config_used = c.has_cache_config || (c.has_carveout && c.launch.carveout == Carveout::Default);
        if !cache_config_used && c.launch.cache_config != crate::CacheConfig::PreferNone {
            out.push(Note::CacheConfigIgnored);
        }
        let idle = self.warps_per_block.saturating_mul(c.warp_size).saturating_sub(self.threads_per_block);
        if idle > 0 {
            out.push(Note::IdleLanes { lanes: idle });
        }
        if let DynamicSharedMemoryLimit::Attribute(limit) = c.kernel.max_dynamic_shared_memory {
            let requested = c.launch.dynamic_shared_memory;
            if requested > limit && !self.is_illegal() {
                out.push(Note::LaunchRefused { requested, limit });
            }
        }
        let binding = self.binding_limiters();
        if binding != self.limiters && !self.is_illegal() {
            out.push(Note::HeaderLimitersWider {
                header: self.limiters,
                binding,
                active_blocks: self.active_blocks_per_sm,
            });
        }
        if c.kernel.partitioned_global_caching != PartitionedGlobalCaching::Off {
            if c.gc_requested == PartitionedGlobalCaching::Off {
                out.push(Note::PartitionedCachingUnsupported);
            } else if !self.partitioned_global_caching {
                out.push(Note::PartitionedCachingTurnedOff);
            }
        }
        out
    }
}
