//! Each resource's block limit: how many blocks fit on one SM if only that resource counted.
//! One function per resource, each following the `cuda_occupancy.h` routine it names.
//! `None` is the header's `INT_MAX`: the resource imposes no limit at all.

use crate::inputs::PartitionedGlobalCaching;
use crate::shared_memory_config::carveout_size;
use crate::{ComputeCapability, SharedMemoryConfig};

/// ⌈x / y⌉ (`__occDivideRoundUp`).
pub(crate) fn div_ceil(x: u64, y: u64) -> u64 {
    x.div_ceil(y)
}

/// x rounded up to a multiple of y (`__occRoundUp`).
pub(crate) fn round_up(x: u64, y: u64) -> u64 {
    div_ceil(x, y) * y
}

/// Block Limit Warps (`cudaOccMaxBlocksPerSMWarpsLimit`): the SM's warp slots over the block's
/// warps, 0 if the block exceeds the device's threads per block. With partitioned global
/// caching a block lives in one half of the SM and gets half of the warp slots.
pub(crate) fn warps(cc: &ComputeCapability, threads: u32, warps_per_block: u64, gc: PartitionedGlobalCaching) -> u32 {
    if threads > cc.max_threads_per_block {
        return 0;
    }
    let max_warps = u64::from(cc.max_warps_per_sm());
    let blocks = if gc == PartitionedGlobalCaching::Off {
        max_warps / warps_per_block
    } else {
        (max_warps / 2 / warps_per_block) * 2
    };
    saturate(blocks)
}

/// The outcome of the register check.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RegisterLimit {
    pub blocks: Option<u32>,
    pub per_warp: u64,
    pub per_block: u64,
    /// Registers per block as the hardware check counts them: warps rounded up to the
    /// sub-partitions.
    pub per_block_checked: u64,
    /// Partitioned global caching after the check (it is turned off when a block does not fit
    /// in half an SM, unless forced).
    pub gc: PartitionedGlobalCaching,
}

/// Block Limit Registers (`cudaOccMaxBlocksPerSMRegsLimit`).
///
/// Registers are allocated per warp: r registers × 32 lanes rounded up to the allocation unit
/// (256). A block is refused if it needs more than the per-block register limit, counting its
/// warps rounded up to the number of register-file sub-partitions (the hardware check), or if r
/// exceeds the per-thread maximum. Otherwise each sub-partition holds ⌊(R_SM / P) / regs-per-warp⌋
/// warps and the SM fits ⌊P · that / warps-per-block⌋ blocks.
pub(crate) fn registers(
    cc: &ComputeCapability,
    registers_per_thread: u32,
    warps_per_block: u64,
    sub_partitions: u32,
    gc: PartitionedGlobalCaching,
) -> RegisterLimit {
    let per_warp =
        round_up(u64::from(registers_per_thread) * u64::from(cc.warp_size), u64::from(cc.register_allocation_unit));
    let per_block = per_warp * warps_per_block;
    let per_block_checked = per_warp * round_up(warps_per_block, u64::from(sub_partitions));
    let mut gc_after = gc;
    let max_per_block = u64::from(cc.max_registers_per_block);
    let blocks = if max_per_block < per_block_checked
        || max_per_block < per_block
        || registers_per_thread > cc.max_registers_per_thread
    {
        Some(0)
    } else if let Some(warps_per_sub_partition) = u64::from(cc.registers_per_sm / sub_partitions).checked_div(per_warp)
    {
        let mut blocks = 0;
        if gc != PartitionedGlobalCaching::Off {
            let warps_per_half_sm = warps_per_sub_partition * u64::from(sub_partitions / 2);
            blocks = (warps_per_half_sm / warps_per_block) * 2;
        }
        if blocks == 0 && gc != PartitionedGlobalCaching::OnStrict {
            gc_after = PartitionedGlobalCaching::Off;
            blocks = warps_per_sub_partition * u64::from(sub_partitions) / warps_per_block;
        }
        Some(saturate(blocks))
    } else {
        None
    };
    RegisterLimit { blocks, per_warp, per_block, per_block_checked, gc: gc_after }
}

/// The outcome of the shared memory check.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SharedMemoryLimit {
    pub blocks: Option<u32>,
    /// Static + reserved + dynamic, rounded up to the allocation unit.
    pub per_block: u64,
    /// The most one block may allocate (default or opt-in limit, plus the reserved bytes).
    pub per_block_limit: u64,
    /// The shared memory per SM the blocks are packed into.
    pub per_sm: u64,
    pub dynamic_exceeds_kernel_limit: bool,
}

/// Block Limit Shared Mem (`cudaOccMaxBlocksPerSMSmemLimit` and `cudaOccSMemPerBlock`).
///
/// A block allocates static + reserved (1 KiB from CC 8.0) + dynamic bytes, rounded up to the
/// allocation unit. It is refused if its dynamic part exceeds the kernel's limit or the total
/// exceeds the per-block limit (the opt-in maximum once the kernel's limit asks for more than
/// 48 KiB). Otherwise blocks are packed into the preferred shared memory per SM, or, if one
/// block does not fit there, into the smallest carveout that holds it (Volta on) or the SM's
/// full shared memory (before Volta).
pub(crate) fn shared_memory(
    cc: &ComputeCapability,
    static_bytes: u32,
    dynamic_bytes: u32,
    max_dynamic_bytes: u32,
    preference: u32,
) -> SharedMemoryLimit {
    let static_size = u64::from(static_bytes) + u64::from(cc.reserved_shared_memory_per_block);
    let per_block = round_up(static_size + u64::from(dynamic_bytes), u64::from(cc.shared_memory_allocation_unit));
    let max_usage = static_size + u64::from(max_dynamic_bytes);
    let per_block_default = u64::from(cc.shared_memory_per_block);
    let per_block_limit =
        if max_usage > per_block_default { u64::from(cc.shared_memory_per_block_optin) } else { per_block_default }
            + u64::from(cc.reserved_shared_memory_per_block);
    let dynamic_exceeds_kernel_limit = dynamic_bytes > max_dynamic_bytes;
    let per_sm = if u64::from(preference) >= per_block {
        u64::from(preference)
    } else if let SharedMemoryConfig::Carveout { sizes } = cc.shared_memory_config {
        u64::from(carveout_size(sizes, saturate(per_block)))
    } else {
        u64::from(cc.shared_memory_per_sm)
    };
    let blocks = if dynamic_exceeds_kernel_limit || per_block > per_block_limit {
        Some(0)
    } else {
        per_sm.checked_div(per_block).map(saturate)
    };
    SharedMemoryLimit { blocks, per_block, per_block_limit, per_sm, dynamic_exceeds_kernel_limit }
}

/// Block Limit Barriers (`cudaOccMaxBlocksPerSMBlockBarrierLimit`): the SM's barriers over the
/// kernel's. Applied from compute capability 9.0 on, and only to kernels that use barriers.
pub(crate) fn barriers(cc: &ComputeCapability, barriers: u32) -> Option<u32> {
    (cc.barrier_limit_enforced && barriers > 0).then(|| cc.barriers_per_sm / barriers)
}

/// Block Limit Virtual Resources (`cudaOccMaxBlocksPerSMVirtualResource`), Blackwell on.
pub(crate) fn virtual_resources(cc: &ComputeCapability, used: u32) -> Option<u32> {
    (cc.virtual_resources_per_sm > 0 && used > 0).then(|| cc.virtual_resources_per_sm / used)
}

fn saturate(v: u64) -> u32 {
    u32::try_from(v).unwrap_or(u32::MAX)
}
