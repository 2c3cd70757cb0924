//! Each resource's block limit: how many blocks fit on one SM if only that resource counted.
//! One function per resource, each following the `cuda_occupancy.h` routine it names.
//! `None` is the header's `INT_MAX`: the resource imposes no limit at all.
//!
//! Validated inputs keep every quotient's operands within `u32` (threads ≤ 2^20, registers ≤
//! 2^16, bytes ≤ 2^30), so divisions are 32-bit; only products that can exceed that are `u64`.

use crate::occupancy::launch::PartitionedGlobalCaching;
use crate::occupancy::shared_memory_config::carveout_size;
use crate::{ComputeCapability, SharedMemoryConfig};

/// x rounded up to a multiple of y (`__occRoundUp`).
pub(crate) fn round_up(x: u32, y: u32) -> u32 {
    x.div_ceil(y) * y
}

/// Block Limit Warps (`cudaOccMaxBlocksPerSMWarpsLimit`): the SM's warp slots over the block's
/// warps, 0 if the block exceeds the device's threads per block. With partitioned global
/// caching a block lives in one half of the SM and gets half of the warp slots.
pub(crate) fn warps(cc: &ComputeCapability, threads: u32, warps_per_block: u32, gc: PartitionedGlobalCaching) -> u32 {
    if threads > cc.max_threads_per_block {
        return 0;
    }
    let max_warps = cc.max_warps_per_sm();
    if gc == PartitionedGlobalCaching::Off {
        max_warps / warps_per_block
    } else {
        (max_warps / 2 / warps_per_block) * 2
    }
}

/// Registers allocated to one warp: registers per thread × warp size, rounded up to the
/// register allocation unit (`regsAllocatedPerWarp`).
pub(crate) fn registers_per_warp(cc: &ComputeCapability, registers_per_thread: u32) -> u32 {
    round_up(registers_per_thread * cc.warp_size, cc.register_allocation_unit)
}

/// The outcome of the register check.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RegisterLimit {
    pub blocks: Option<u32>,
    pub per_warp: u32,
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
    warps_per_block: u32,
    sub_partitions: u32,
    gc: PartitionedGlobalCaching,
) -> RegisterLimit {
    let per_warp = registers_per_warp(cc, registers_per_thread);
    let per_block = u64::from(per_warp) * u64::from(warps_per_block);
    let per_block_checked = u64::from(per_warp) * u64::from(round_up(warps_per_block, sub_partitions));
    let mut gc_after = gc;
    let max_per_block = u64::from(cc.max_registers_per_block);
    let blocks = if max_per_block < per_block_checked
        || max_per_block < per_block
        || registers_per_thread > cc.max_registers_per_thread
    {
        Some(0)
    } else if let Some(warps_per_sub_partition) = (cc.registers_per_sm / sub_partitions).checked_div(per_warp) {
        let mut blocks = 0;
        if gc != PartitionedGlobalCaching::Off {
            let warps_per_half_sm = warps_per_sub_partition * (sub_partitions / 2);
            blocks = (warps_per_half_sm / warps_per_block) * 2;
        }
        if blocks == 0 && gc != PartitionedGlobalCaching::OnStrict {
            gc_after = PartitionedGlobalCaching::Off;
            blocks = warps_per_sub_partition * sub_partitions / warps_per_block;
        }
        Some(blocks)
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
    pub per_block: u32,
    /// The most one block may allocate (default or opt-in limit, plus the reserved bytes).
    pub per_block_limit: u32,
    /// The shared memory per SM the blocks are packed into.
    pub per_sm: u32,
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
    let static_size = static_bytes + cc.reserved_shared_memory_per_block;
    let per_block = round_up(static_size + dynamic_bytes, cc.shared_memory_allocation_unit);
    let max_usage = static_size + max_dynamic_bytes;
    let per_block_default = cc.shared_memory_per_block;
    let per_block_limit =
        if max_usage > per_block_default { cc.shared_memory_per_block_optin } else { per_block_default }
            + cc.reserved_shared_memory_per_block;
    let dynamic_exceeds_kernel_limit = dynamic_bytes > max_dynamic_bytes;
    let per_sm = if preference >= per_block {
        preference
    } else if let SharedMemoryConfig::Carveout { sizes } = cc.shared_memory_config {
        carveout_size(sizes, per_block)
    } else {
        cc.shared_memory_per_sm
    };
    let blocks = if dynamic_exceeds_kernel_limit || per_block > per_block_limit {
        Some(0)
    } else {
        per_sm.checked_div(per_block)
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
