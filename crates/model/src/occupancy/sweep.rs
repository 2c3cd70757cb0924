//! The three "impact of varying" charts (block size, registers, shared memory) and the next
//! cliffs: how far each input can move before the active block count changes.
//!
//! Source: the charts of NVIDIA's CUDA Occupancy Calculator spreadsheet and Nsight Compute's
//! Occupancy section ("Impact of Varying Block Size / Register Count / Shared Memory Usage").

use crate::occupancy::theoretical::{compute, max_dynamic_shared_memory};
use crate::occupancy::{block_limit, shared_memory_config};
use crate::BlockLimits;
use crate::{ComputeCapability, DynamicSharedMemoryLimit, InputError, Kernel, Launch, Limiters, Occupancy};
use serde::Serialize;

/// One point of a sweep: the varied input and what it gives.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct SweepPoint {
    /// The plotted value: threads per block, registers per thread, or shared memory per block
    /// (static + dynamic bytes).
    pub x: u32,
    /// The input varied: threads, registers, or dynamic shared memory bytes.
    pub input: u32,
    pub active_blocks: u32,
    pub active_warps: u32,
    pub limiters: Limiters,
}

impl From<(u32, &Occupancy)> for SweepPoint {
    fn from((x, o): (u32, &Occupancy)) -> Self {
        SweepPoint {
            x,
            input: x,
            active_blocks: o.active_blocks_per_sm,
            active_warps: o.active_warps_per_sm,
            limiters: o.limiters,
        }
    }
}

/// Active warps for every block size from 1 to the device maximum.
///
/// Within the device's limit a block size matters only through its warp count, so each warp
/// count is computed once.
pub fn sweep_block_size(
    cc: &ComputeCapability,
    kernel: &Kernel,
    launch: &Launch,
) -> Result<Vec<SweepPoint>, InputError> {
    crate::occupancy(cc, kernel, launch)?;
    Ok(sweep_by_key(
        1..=cc.max_threads_per_block,
        |t| t.div_ceil(cc.warp_size),
        |t| compute(cc, kernel, &Launch { threads_per_block: t, ..*launch }),
    ))
}

/// Active warps for every register count from 0 to the device's per-thread maximum.
///
/// Within the per-thread maximum a register count matters only through the registers allocated
/// per warp, so each allocation is computed once.
pub fn sweep_registers(
    cc: &ComputeCapability,
    kernel: &Kernel,
    launch: &Launch,
) -> Result<Vec<SweepPoint>, InputError> {
    crate::occupancy(cc, kernel, launch)?;
    Ok(sweep_by_key(
        0..=cc.max_registers_per_thread,
        |r| block_limit::registers_per_warp(cc, r),
        |r| compute(cc, &Kernel { registers_per_thread: r, ..*kernel }, launch),
    ))
}

/// One point per `x`, calculating only where `key(x)` changes: along a sweep, consecutive
/// values with the same key (warps per block, registers per warp) have the same result.
fn sweep_by_key(
    xs: impl Iterator<Item = u32>,
    key: impl Fn(u32) -> u32,
    calculate: impl Fn(u32) -> Occupancy,
) -> Vec<SweepPoint> {
    let mut last: Option<(u32, Occupancy)> = None;
    xs.map(|x| {
        let k = key(x);
        let o = match last {
            Some((seen, o)) if seen == k => o,
            _ => {
                let o = calculate(x);
                last = Some((k, o));
                o
            }
        };
        SweepPoint::from((x, &o))
    })
    .collect()
}

/// Active warps as the dynamic shared memory grows from 0 to the kernel's limit (the opt-in
/// maximum when the limit is automatic) in allocation-unit steps; `x` is static + dynamic bytes.
///
/// Only the shared memory limit changes along the way; the other limits are computed once.
pub fn sweep_shared_memory(
    cc: &ComputeCapability,
    kernel: &Kernel,
    launch: &Launch,
) -> Result<Vec<SweepPoint>, InputError> {
    crate::occupancy(cc, kernel, launch)?;
    let max = dynamic_range_max(cc, kernel, launch);
    let kernel = pinned_dynamic_limit(cc, kernel, launch);
    let base = compute(cc, &kernel, launch);
    let (max_dynamic, _) = max_dynamic_shared_memory(cc, &kernel, launch);
    let preference = shared_memory_config::preference(cc, launch);
    let step = cc.shared_memory_allocation_unit as usize;
    Ok((0..=max)
        .step_by(step)
        .map(|d| {
            let smem = block_limit::shared_memory(cc, kernel.static_shared_memory, d, max_dynamic, preference);
            let (active_blocks, limiters) = BlockLimits { shared_memory: smem.blocks, ..base.limits }.resolve();
            SweepPoint {
                x: kernel.static_shared_memory.saturating_add(d),
                input: d,
                active_blocks,
                active_warps: active_blocks.saturating_mul(base.warps_per_block),
                limiters,
            }
        })
        .collect())
}

/// The largest dynamic shared memory the sweep and the cliffs explore.
fn dynamic_range_max(cc: &ComputeCapability, kernel: &Kernel, launch: &Launch) -> u32 {
    let at_most = Launch { dynamic_shared_memory: cc.shared_memory_per_block_optin, ..*launch };
    max_dynamic_shared_memory(cc, kernel, &at_most).0
}

/// With an automatic limit the sweep keeps the limit the largest request would get, so that
/// every point is computed under the same assumption.
fn pinned_dynamic_limit(cc: &ComputeCapability, kernel: &Kernel, launch: &Launch) -> Kernel {
    match kernel.max_dynamic_shared_memory {
        DynamicSharedMemoryLimit::Header(_) | DynamicSharedMemoryLimit::Attribute(_) => *kernel,
        DynamicSharedMemoryLimit::Auto => Kernel {
            max_dynamic_shared_memory: DynamicSharedMemoryLimit::Header(dynamic_range_max(cc, kernel, launch)),
            ..*kernel
        },
    }
}

/// The nearest value of one input, in one direction, at which the active block count changes.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Cliff {
    pub value: u32,
    /// How far the input moves to get there: `value` − the current value.
    pub change: i64,
    /// How the active blocks change there: `active_blocks` − the current count.
    pub block_change: i64,
    pub active_blocks: u32,
    pub active_warps: u32,
    pub occupancy: f64,
}

/// The cliffs below and above the current value of one input.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Default)]
pub struct CliffPair {
    pub down: Option<Cliff>,
    pub up: Option<Cliff>,
}

/// The next cliffs of the three inputs. Shared memory values are dynamic bytes.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Cliffs {
    pub threads: CliffPair,
    pub registers: CliffPair,
    pub dynamic_shared_memory: CliffPair,
}

/// For each input, the nearest smaller and larger value (within the device's range) at which the
/// active block count differs from the current one.
pub fn cliffs(cc: &ComputeCapability, kernel: &Kernel, launch: &Launch) -> Result<Cliffs, InputError> {
    let now = crate::occupancy(cc, kernel, launch)?.active_blocks_per_sm;
    let cliff = |value: u32, current: u32, o: Occupancy| Cliff {
        value,
        change: i64::from(value) - i64::from(current),
        block_change: i64::from(o.active_blocks_per_sm) - i64::from(now),
        active_blocks: o.active_blocks_per_sm,
        active_warps: o.active_warps_per_sm,
        occupancy: o.occupancy,
    };
    let find = |current: u32, values: &mut dyn Iterator<Item = u32>, eval: &dyn Fn(u32) -> Occupancy| {
        values.map(|v| (v, eval(v))).find(|(_, o)| o.active_blocks_per_sm != now).map(|(v, o)| cliff(v, current, o))
    };

    let by_threads = |t| compute(cc, kernel, &Launch { threads_per_block: t, ..*launch });
    let t = launch.threads_per_block;
    let threads = CliffPair {
        down: find(t, &mut (1..t.min(cc.max_threads_per_block + 1)).rev(), &by_threads),
        up: find(t, &mut (t.saturating_add(1)..=cc.max_threads_per_block), &by_threads),
    };

    let by_registers = |r| compute(cc, &Kernel { registers_per_thread: r, ..*kernel }, launch);
    let r = kernel.registers_per_thread;
    let registers = CliffPair {
        down: find(r, &mut (0..r.min(cc.max_registers_per_thread + 1)).rev(), &by_registers),
        up: find(r, &mut (r.saturating_add(1)..=cc.max_registers_per_thread), &by_registers),
    };

    // Blocks change only where the rounded allocation changes: probe the last byte of each
    // smaller allocation and the first byte of each larger one.
    let pinned = pinned_dynamic_limit(cc, kernel, launch);
    let by_smem = |d| compute(cc, &pinned, &Launch { dynamic_shared_memory: d, ..*launch });
    let unit = cc.shared_memory_allocation_unit;
    let fixed = kernel.static_shared_memory.saturating_add(cc.reserved_shared_memory_per_block);
    let d = launch.dynamic_shared_memory;
    let allocated = fixed.saturating_add(d).div_ceil(unit).saturating_mul(unit);
    let max = dynamic_range_max(cc, kernel, launch);
    let down_values =
        (1..).map_while(|k: u32| allocated.checked_sub(k.checked_mul(unit)?)?.checked_sub(fixed)).filter(|&v| v < d);
    let up_values = (0..)
        .map_while(|k: u32| allocated.checked_add(k.checked_mul(unit)?)?.checked_add(1)?.checked_sub(fixed))
        .filter(|&v| v > d)
        .take_while(|&v| v <= max);
    let dynamic_shared_memory = CliffPair {
        down: find(d, &mut down_values.into_iter(), &by_smem),
        up: find(d, &mut up_values.into_iter(), &by_smem),
    };

    Ok(Cliffs { threads, registers, dynamic_shared_memory })
}
