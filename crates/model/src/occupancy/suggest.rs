//! The launch configurator: `cudaOccupancyMaxPotentialBlockSize` (with a per-block-size dynamic
//! shared memory function, as `...VariableSMem`) and `cudaOccupancyAvailableDynamicSMemPerBlock`.

use crate::input::error::{Allowed, InputError};
use crate::input::field::Field;
use crate::input::grammar::check_whole;
use crate::occupancy::launch::DynamicSharedMemoryLimit;
use crate::occupancy::shared_memory_config::{carveout_size, preference};
use crate::occupancy::theoretical::{compute, max_dynamic_shared_memory};
use crate::{ComputeCapability, Kernel, Launch, SharedMemoryConfig};
use serde::Serialize;

/// The block size with the highest occupancy, and the blocks per SM it reaches.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct BlockSizeSuggestion {
    /// 0 if no block size can run.
    pub block_size: u32,
    pub blocks_per_sm: u32,
    pub active_warps_per_sm: u32,
    /// Active threads over the SM's maximum, 0–1.
    pub occupancy: f64,
}

impl BlockSizeSuggestion {
    /// The smallest grid that fills every SM once: blocks per SM × SMs (`minGridSize`).
    pub fn min_grid_size(&self, sms: u32) -> u64 {
        u64::from(self.blocks_per_sm) * u64::from(sms)
    }
}

/// Suggests a block size as `cudaOccMaxPotentialOccupancyBlockSize` does.
///
/// Source: `cuda_occupancy.h`. Block sizes are tried from the largest allowed (the device's and
/// the kernel's `__launch_bounds__`, rounded up to a warp, then capped) down in steps of one
/// warp; a size wins only if it gives strictly more active threads than every larger size, and
/// the search stops once the SM is full. `dynamic_shared_memory(block_size)` gives the dynamic
/// shared memory each size needs; `launch.threads_per_block` and `launch.dynamic_shared_memory`
/// are ignored.
pub fn max_potential_block_size(
    cc: &ComputeCapability,
    kernel: &Kernel,
    launch: &Launch,
    dynamic_shared_memory: impl Fn(u32) -> u32,
) -> Result<BlockSizeSuggestion, InputError> {
    kernel.validate()?;
    let mut trial = *launch;
    trial.threads_per_block = 1;
    trial.dynamic_shared_memory = 0;
    trial.validate()?;
    let limit = cc.max_threads_per_block.min(kernel.max_threads_per_block.unwrap_or(u32::MAX));
    let full = cc.max_threads_per_sm;
    let mut best = BlockSizeSuggestion { block_size: 0, blocks_per_sm: 0, active_warps_per_sm: 0, occupancy: 0.0 };
    let mut best_threads = 0;
    let mut aligned = limit.div_ceil(cc.warp_size) * cc.warp_size;
    while aligned > 0 {
        let size = limit.min(aligned);
        let dynamic = dynamic_shared_memory(size);
        check_whole(Field::SharedMemoryDynamic, dynamic.into())?;
        trial.threads_per_block = size;
        trial.dynamic_shared_memory = dynamic;
        let result = compute(cc, kernel, &trial);
        let threads = size * result.active_blocks_per_sm;
        if threads > best_threads {
            best_threads = threads;
            best = BlockSizeSuggestion {
                block_size: size,
                blocks_per_sm: result.active_blocks_per_sm,
                active_warps_per_sm: result.active_warps_per_sm,
                occupancy: f64::from(threads) / f64::from(full),
            };
        }
        if best_threads == full {
            break;
        }
        aligned -= cc.warp_size;
    }
    Ok(best)
}

/// The most dynamic shared memory per block that still lets a number of blocks reside on one SM,
/// as the occupancy header computes it and as the CUDA runtime answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct AvailableDynamicSharedMemory {
    /// `cudaOccAvailableDynamicSMemPerBlock` (occupancy header): each block's share less its static
    /// and reserved bytes. Launching with this much lets the blocks fit.
    pub fits: u32,
    /// `cudaOccupancyAvailableDynamicSMemPerBlock` (CUDA 13.0 runtime, measured on CC 9.0): the
    /// share less the static bytes only. From CC 8.0, where 1 KiB per block is reserved, this
    /// can be up to 1 KiB more than fits.
    pub runtime: u32,
    /// Each block's share of the SM's shared memory, static and reserved bytes included: the
    /// bytes the header divides among the blocks, rounded down to the allocation unit and capped
    /// at the per-block limit. Where the static and reserved bytes exceed it, the header's
    /// unsigned subtraction wraps and both answers are the kernel's dynamic limit instead.
    pub share_per_block: u32,
}

/// The most dynamic shared memory per block that still lets `blocks` blocks of
/// `launch.threads_per_block` threads reside on one SM.
///
/// Source: `cudaOccAvailableDynamicSMemPerBlock` in `cuda_occupancy.h`. The SM's shared memory
/// (the opt-in per-block limit for a single block, the carveout preference otherwise) is split
/// evenly, rounded down to the allocation unit, capped at the per-block limit, less the static
/// and reserved bytes, and capped at the kernel's dynamic limit. As in the header the
/// subtraction is unsigned: where the static and reserved bytes exceed a block's share it wraps,
/// and the kernel's limit is returned. The runtime leaves the reserved bytes in (see
/// [`AvailableDynamicSharedMemory::runtime`]). [`DynamicSharedMemoryLimit::Auto`] counts as
/// opted in to the device maximum.
pub fn available_dynamic_shared_memory_per_block(
    cc: &ComputeCapability,
    kernel: &Kernel,
    launch: &Launch,
    blocks: u32,
) -> Result<AvailableDynamicSharedMemory, InputError> {
    let max_dynamic = match kernel.max_dynamic_shared_memory {
        DynamicSharedMemoryLimit::Header(b) | DynamicSharedMemoryLimit::Attribute(b) => b,
        DynamicSharedMemoryLimit::Auto => {
            let mut at_most = *launch;
            at_most.dynamic_shared_memory = cc.shared_memory_per_block_optin;
            max_dynamic_shared_memory(cc, kernel, &at_most).0
        }
    };
    let kernel = Kernel { max_dynamic_shared_memory: DynamicSharedMemoryLimit::Header(max_dynamic), ..*kernel };
    let mut without_dynamic = *launch;
    without_dynamic.dynamic_shared_memory = 0;
    let fit = crate::occupancy(cc, &kernel, &without_dynamic)?.active_blocks_per_sm;
    if blocks == 0 || blocks > fit {
        return Err(InputError::new(Field::Blocks, blocks, Allowed::BlocksThatFit { fit }));
    }
    let reserved = u64::from(cc.reserved_shared_memory_per_block);
    let per_block_limit = if cc.shared_memory_per_sm > cc.shared_memory_per_block {
        cc.shared_memory_per_block_optin
    } else {
        cc.shared_memory_per_block
    };
    let per_block_limit = u64::from(per_block_limit) + reserved;
    let per_sm = if blocks == 1 {
        per_block_limit
    } else {
        let pref = preference(cc, &without_dynamic);
        match (pref, cc.shared_memory_config) {
            (0, SharedMemoryConfig::Carveout { sizes }) => u64::from(carveout_size(sizes, 1)),
            _ => u64::from(pref),
        }
    };
    let unit = u64::from(cc.shared_memory_allocation_unit);
    let share = (per_sm / u64::from(blocks) / unit * unit).min(per_block_limit);
    let without_static = share.wrapping_sub(u64::from(kernel.static_shared_memory));
    let capped = |bytes: u64| u32::try_from(bytes.min(u64::from(max_dynamic))).unwrap_or(max_dynamic);
    Ok(AvailableDynamicSharedMemory {
        fits: capped(without_static.wrapping_sub(reserved)),
        runtime: capped(without_static),
        share_per_block: u32::try_from(share).unwrap_or(u32::MAX),
    })
}
