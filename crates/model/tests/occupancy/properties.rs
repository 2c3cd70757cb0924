//! Properties that hold for every input (proptest).

#![allow(clippy::unwrap_used)]

use occlab_model::{
    available_dynamic_shared_memory_per_block, cliffs, occupancy, sweep_block_size, sweep_registers,
    sweep_shared_memory, CacheConfig, Carveout, ComputeCapability, DynamicSharedMemoryLimit, Kernel, Launch, Note,
    PartitionedGlobalCaching, COMPUTE_CAPABILITIES,
};
use proptest::prelude::*;

fn any_cc() -> impl Strategy<Value = &'static ComputeCapability> {
    (0..COMPUTE_CAPABILITIES.len()).prop_map(|i| &COMPUTE_CAPABILITIES[i])
}

fn any_carveout() -> impl Strategy<Value = Carveout> {
    prop_oneof![Just(Carveout::Default), (0u8..=100).prop_map(Carveout::Percent)]
}

fn any_cache() -> impl Strategy<Value = CacheConfig> {
    prop_oneof![
        Just(CacheConfig::PreferNone),
        Just(CacheConfig::PreferShared),
        Just(CacheConfig::PreferL1),
        Just(CacheConfig::PreferEqual)
    ]
}

fn any_gc() -> impl Strategy<Value = PartitionedGlobalCaching> {
    prop_oneof![
        Just(PartitionedGlobalCaching::Off),
        Just(PartitionedGlobalCaching::On),
        Just(PartitionedGlobalCaching::OnStrict)
    ]
}

/// Inputs within and beyond what devices allow: three in four of a size real kernels have
/// (most of them launchable), one in four anywhere up to well past every limit.
fn any_inputs() -> impl Strategy<Value = (Kernel, Launch)> {
    prop_oneof![3 => launchable_inputs(), 1 => wild_inputs()]
}

/// Block sizes, registers and shared memory of real kernels, with any preference; the
/// dynamic-shared-memory limit is left to the launch (`Auto`).
fn launchable_inputs() -> impl Strategy<Value = (Kernel, Launch)> {
    (1u32..=1024, 0u32..=128, 0u32..24_000, 0u32..48_000, any_carveout(), any_cache(), any_gc()).prop_map(
        |(threads, regs, smem_static, dynamic, carveout, cache, gc)| {
            let kernel = Kernel {
                registers_per_thread: regs,
                static_shared_memory: smem_static,
                partitioned_global_caching: gc,
                ..Kernel::default()
            };
            (
                kernel,
                Launch { threads_per_block: threads, dynamic_shared_memory: dynamic, carveout, cache_config: cache },
            )
        },
    )
}

/// Any input the model accepts, most of them illegal launches.
fn wild_inputs() -> impl Strategy<Value = (Kernel, Launch)> {
    (
        (0u32..300, 0u32..60_000, 0u32..20, any_gc(), prop_oneof![Just(None), (0u32..240_000).prop_map(Some)]),
        (1u32..1200, 0u32..240_000, any_carveout(), any_cache()),
    )
        .prop_map(|((regs, smem_static, barriers, gc, max_dyn), (threads, dynamic, carveout, cache))| {
            let kernel = Kernel {
                registers_per_thread: regs,
                static_shared_memory: smem_static,
                barriers,
                max_dynamic_shared_memory: max_dyn
                    .map_or(DynamicSharedMemoryLimit::Auto, DynamicSharedMemoryLimit::Attribute),
                partitioned_global_caching: gc,
                ..Kernel::default()
            };
            (
                kernel,
                Launch { threads_per_block: threads, dynamic_shared_memory: dynamic, carveout, cache_config: cache },
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn occupancy_never_rises_with_more_registers(cc in any_cc(), (kernel, launch) in any_inputs(), extra in 1u32..64) {
        let before = occupancy(cc, &kernel, &launch).unwrap();
        let more = Kernel { registers_per_thread: kernel.registers_per_thread + extra, ..kernel };
        let after = occupancy(cc, &more, &launch).unwrap();
        prop_assert!(after.active_warps_per_sm <= before.active_warps_per_sm);
    }

    #[test]
    fn occupancy_never_rises_with_more_shared_memory(cc in any_cc(), (kernel, launch) in any_inputs(), extra in 1u32..32_768, on_static in any::<bool>()) {
        let before = occupancy(cc, &kernel, &launch).unwrap();
        let (k, l) = if on_static {
            (Kernel { static_shared_memory: kernel.static_shared_memory + extra, ..kernel }, launch)
        } else {
            (kernel, Launch { dynamic_shared_memory: launch.dynamic_shared_memory + extra, ..launch })
        };
        let after = occupancy(cc, &k, &l).unwrap();
        // Unless a block outgrew the preferred configuration and the SM moved to a larger one
        // (the header's rule: on CC 3.x, 16 KiB under PreferL1 becomes 48 KiB), which is said.
        let moved = after.allocation.shared_memory_per_sm > before.allocation.shared_memory_per_sm;
        prop_assert!(after.active_warps_per_sm <= before.active_warps_per_sm || moved);
        if after.active_warps_per_sm > before.active_warps_per_sm {
            prop_assert!(after.notes().iter().any(|n| matches!(n, Note::CarveoutRaised { .. })), "{:?}", after.notes());
        }
    }

    #[test]
    fn active_warps_never_exceed_the_sm(cc in any_cc(), (kernel, launch) in any_inputs()) {
        let o = occupancy(cc, &kernel, &launch).unwrap();
        prop_assert!(o.active_warps_per_sm <= cc.max_warps_per_sm());
        prop_assert!(o.occupancy <= 1.0);
        prop_assert!(!o.limiters.is_empty());
        // The active blocks are the smallest limit, and an illegal launch says why.
        let limits = [Some(o.limits.warps), o.limits.registers, o.limits.shared_memory, Some(o.limits.blocks), o.limits.barriers, o.limits.virtual_resources];
        prop_assert_eq!(Some(o.active_blocks_per_sm), limits.iter().flatten().copied().min());
        prop_assert_eq!(o.is_illegal(), !o.violations().is_empty());
    }

    #[test]
    fn nothing_panics_on_any_input(
        cc in any_cc(), regs in any::<u32>(), smem_static in any::<u32>(), barriers in any::<u32>(), virt in any::<u32>(),
        threads in any::<u32>(), dynamic in any::<u32>(), carveout in any::<u8>(), blocks in any::<u32>(),
    ) {
        let kernel = Kernel { registers_per_thread: regs, static_shared_memory: smem_static, barriers, virtual_resources: virt, ..Kernel::default() };
        let launch = Launch { threads_per_block: threads, dynamic_shared_memory: dynamic, carveout: Carveout::Percent(carveout), ..Launch::default() };
        if let Ok(o) = occupancy(cc, &kernel, &launch) {
            let _ = (o.violations(), o.notes());
        }
        let _ = cliffs(cc, &kernel, &launch);
        let _ = available_dynamic_shared_memory_per_block(cc, &kernel, &launch, blocks);
    }

    #[test]
    fn available_dynamic_shared_memory_lets_the_blocks_fit(cc in any_cc(), (kernel, launch) in launchable_inputs(), pick in 0u32..1024) {
        let launch = Launch { dynamic_shared_memory: 0, ..launch };
        let fit = occupancy(cc, &kernel, &launch).unwrap().active_blocks_per_sm;
        prop_assume!(fit > 0);
        let blocks = 1 + pick % fit;
        {
            let available = available_dynamic_shared_memory_per_block(cc, &kernel, &launch, blocks).unwrap();
            let with = Launch { dynamic_shared_memory: available.fits, ..launch };
            let o = occupancy(cc, &kernel, &with).unwrap();
            let overhead = u64::from(kernel.static_shared_memory) + u64::from(cc.reserved_shared_memory_per_block);
            if overhead > u64::from(available.share_per_block) {
                // The header's unsigned subtraction wrapped: it answers the kernel's limit.
                prop_assert_eq!(available.fits, o.allocation.max_dynamic_shared_memory);
            } else {
                prop_assert!(o.active_blocks_per_sm >= blocks, "{} of {blocks} blocks with {} B: {:?}", o.active_blocks_per_sm, available.fits, o);
            }
        }
    }

    /// The sweeps take shortcuts (one computation per warp count, per register allocation, per
    /// shared-memory step); every point must still equal a full calculation at that value.
    #[test]
    fn sweeps_equal_point_by_point_calculation(cc in any_cc(), (kernel, launch) in any_inputs()) {
        let check = |x: u32, k: &Kernel, l: &Launch, p: &occlab_model::SweepPoint| {
            let o = occupancy(cc, k, l).unwrap();
            (p.x == x && p.active_blocks == o.active_blocks_per_sm && p.active_warps == o.active_warps_per_sm && p.limiters == o.limiters)
                .then_some(()).ok_or(format!("at {x}: sweep {p:?}, calculation {} blocks {} warps {}", o.active_blocks_per_sm, o.active_warps_per_sm, o.limiters))
        };
        for p in sweep_block_size(cc, &kernel, &launch).unwrap().iter().step_by(7) {
            check(p.x, &kernel, &Launch { threads_per_block: p.x, ..launch }, p).map_err(TestCaseError::fail)?;
        }
        for p in sweep_registers(cc, &kernel, &launch).unwrap().iter().step_by(3) {
            check(p.x, &Kernel { registers_per_thread: p.x, ..kernel }, &launch, p).map_err(TestCaseError::fail)?;
        }
        let points = sweep_shared_memory(cc, &kernel, &launch).unwrap();
        // With an automatic limit the sweep holds the limit its largest request gets.
        let limit = points.last().map(|p| p.x - kernel.static_shared_memory).unwrap_or(0);
        let pinned = match kernel.max_dynamic_shared_memory {
            DynamicSharedMemoryLimit::Auto => Kernel { max_dynamic_shared_memory: DynamicSharedMemoryLimit::Header(limit), ..kernel },
            _ => kernel,
        };
        for p in points.iter().step_by(11) {
            let l = Launch { dynamic_shared_memory: p.x - kernel.static_shared_memory, ..launch };
            check(p.x, &pinned, &l, p).map_err(TestCaseError::fail)?;
        }
    }
}
