//! How a level is reached, and the shared-memory configuration (with it the L1) the launch then
//! gets. Dynamic shared memory forces a level: the least, in allocation units, that makes the
//! runtime's occupancy exactly that many blocks per SM (the lab's [`occupancy`], which matches
//! `cudaOccupancyMaxActiveBlocksPerMultiprocessor`; the capture's `levels.txt` forced its levels
//! so). The driver then sets the SM's carveout to the smallest supported size that holds the
//! resident blocks' shared memory (Nsight Compute's Shared Memory Configuration Size of every
//! padded profile in the capture); without dynamic shared memory, to the smallest that holds
//! `default_config_block_factor` × the kernel's blocks (but no more blocks than the SM holds)
//! and at least `default_config_min_bytes` (both measured, `compute_caps/9.0.toml`). The L1 is
//! what the configuration leaves of the unified L1. A last, partial wave of fewer blocks is
//! modelled with the configuration that holds them, as the prototype did (the carveout is chosen
//! per launch; docs/WHAT_IF.md says what this changes).
//!
//! The occupancy calculation itself (`occupancy::shared_memory_config`, after the header's
//! `cudaOccSMemPreferenceVoltaPlus`) takes the carveout *preference* as the SM's shared memory:
//! with the default preference, all of it (228 KiB on 9.0). The block limit is the same either
//! way; the configuration the driver picks at launch, which Nsight Compute reports as Shared
//! Memory Configuration Size and which decides the L1, is the smaller one modelled here.

use crate::occupancy::block_limit::round_up;
use crate::occupancy::shared_memory_config::{carveout_size, preference};
use crate::{occupancy, ComputeCapability, Kernel, Launch, SharedMemoryConfig, UnifiedL1};

/// How a launch reaches a level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Route {
    /// Dynamic shared memory that no thread touches, this many bytes per block.
    Padding { dynamic_shared_memory: u32 },
    /// No padding: the kernel's own registers and static shared memory set the level (the
    /// kernel as built at its own level; above it, with fewer registers or less static shared
    /// memory; below it, with more registers).
    Resources,
}

/// The SM's shared memory and L1 for one kernel on one compute capability.
#[derive(Debug, Clone, Copy)]
pub struct SharedMemory<'a> {
    cc: &'a ComputeCapability,
    l1: UnifiedL1,
    sizes: &'static [u32],
    kernel: Kernel,
    threads: u32,
}

impl<'a> SharedMemory<'a> {
    /// `None` where the compute capability gives no unified L1 or no carveout sizes.
    pub fn new(cc: &'a ComputeCapability, kernel: Kernel, threads: u32) -> Option<SharedMemory<'a>> {
        let SharedMemoryConfig::Carveout { sizes } = cc.shared_memory_config else { return None };
        Some(SharedMemory { cc, l1: cc.unified_l1?, sizes, kernel, threads })
    }

    /// A block's shared memory with `dynamic` bytes: static + reserved + dynamic, rounded up to
    /// the allocation unit (`cudaOccSMemPerBlock`).
    fn per_block(&self, dynamic: u32) -> u32 {
        let cc = self.cc;
        let bytes = self.kernel.static_shared_memory.saturating_add(cc.reserved_shared_memory_per_block);
        round_up(bytes.saturating_add(dynamic), cc.shared_memory_allocation_unit)
    }

    /// The least dynamic shared memory, in allocation units, that makes the runtime's occupancy
    /// exactly `blocks` per SM; `None` if none does (the level lies above what the kernel's other
    /// resources allow, or between two that padding reaches).
    pub fn padding(&self, blocks: u32) -> Option<u32> {
        let launch = Launch { threads_per_block: self.threads, ..Launch::default() };
        let per_sm = preference(self.cc, &launch);
        let least_per_block = round_up(per_sm / blocks.checked_add(1)? + 1, self.cc.shared_memory_allocation_unit);
        let dynamic = least_per_block.saturating_sub(self.per_block(0));
        let padded = Launch { dynamic_shared_memory: dynamic, ..launch };
        let o = occupancy(self.cc, &self.kernel, &padded).ok()?;
        (o.active_blocks_per_sm == blocks && o.limits.shared_memory == Some(blocks)).then_some(dynamic)
    }

    /// The configuration, bytes, while `resident` blocks per SM of a launch at a level of
    /// `blocks` reached by `route` run: padded, the smallest size that holds the resident
    /// blocks; by the kernel's own resources, its own configuration at that level. A level that
    /// the kernel's static shared memory keeps out of reach (it would need less) gets the largest
    /// size.
    pub fn configuration(&self, blocks: u32, resident: u32, route: Route) -> u32 {
        let needed = match route {
            Route::Padding { dynamic_shared_memory } => resident.saturating_mul(self.per_block(dynamic_shared_memory)),
            Route::Resources => blocks
                .saturating_mul(self.l1.default_config_block_factor)
                .min(self.cc.max_blocks_per_sm)
                .saturating_mul(self.per_block(0))
                .max(self.l1.default_config_min_bytes),
        };
        let largest = self.sizes.last().copied().unwrap_or(0);
        carveout_size(self.sizes, needed).min(largest)
    }

    /// The L1 a configuration leaves, bytes.
    pub fn l1_bytes(&self, configuration: u32) -> u32 {
        self.l1.bytes.saturating_sub(configuration)
    }

    /// One L1 line, bytes.
    pub fn line_bytes(&self) -> u32 {
        self.l1.line_bytes
    }

    /// One L1 sector, bytes.
    pub fn sector_bytes(&self) -> u32 {
        self.l1.sector_bytes
    }
}
