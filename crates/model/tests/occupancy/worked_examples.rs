//! Published worked examples and profiler captures, each a named test with its source.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use occlab_model::{
    max_potential_block_size, occupancy, CacheConfig, ComputeCapability, Gpu, Kernel, Launch, Limiter, Limiters, Note,
    Occupancy,
};

fn calc(cc: &str, threads: u32, regs: u32, static_smem: u32, dynamic_smem: u32) -> Occupancy {
    let cc = ComputeCapability::find(cc).unwrap();
    let kernel = Kernel { registers_per_thread: regs, static_shared_memory: static_smem, ..Kernel::default() };
    let launch = Launch { threads_per_block: threads, dynamic_shared_memory: dynamic_smem, ..Launch::default() };
    occupancy(cc, &kernel, &launch).unwrap()
}

fn only(l: Limiter) -> Limiters {
    [l].into_iter().collect()
}

/// shared/seeds/000 (lab assignment): CC 5.0, 128 threads, 48 registers, 5000 B of shared memory
/// → limited by registers, 65536 / (128 × 48) = 10 blocks, 10 × 4 / 64 = 0.625. The lab divides
/// 65536 / 5000 = 13 blocks for shared memory; the runtime first rounds 5000 B up to the 256 B
/// allocation unit (5120 B), which gives 12.
#[test]
fn seed_cc50_128_threads_48_registers_5000_bytes() {
    let o = calc("5.0", 128, 48, 5000, 0);
    assert_eq!(o.active_blocks_per_sm, 10);
    assert_eq!(o.active_warps_per_sm, 40);
    assert_eq!(o.occupancy, 0.625);
    assert_eq!(o.limiters, only(Limiter::Registers));
    assert_eq!(o.limits.registers, Some(10));
    assert_eq!(o.limits.shared_memory, Some(12));
    assert_eq!(o.allocation.shared_memory_per_block, 5120);
    assert_eq!(o.allocation.registers_per_block, 6144);
    assert_eq!((o.allocation.registers_per_warp_requested, o.allocation.registers_per_warp), (1536, 1536));
    assert_eq!(o.allocation.shared_memory_per_block_requested, 5000);
}

/// shared/seeds/003 (CUDA Programming Guide, "Maximize Utilization"): on CC 6.x, 512-thread
/// blocks with 64 registers use 2 × 512 × 64 = 65536 registers, all of the SM's: two blocks fit.
/// With 65 registers only one does.
#[test]
fn seed_cc6x_64_registers_fit_two_blocks_65_fit_one() {
    for cc in ["6.0", "6.1"] {
        let o = calc(cc, 512, 64, 0, 0);
        assert_eq!(o.active_blocks_per_sm, 2, "{cc}");
        assert_eq!(o.active_warps_per_sm, 32, "{cc}");
        let o = calc(cc, 512, 65, 0, 0);
        assert_eq!(o.active_blocks_per_sm, 1, "{cc}");
        assert_eq!(o.limiters, only(Limiter::Registers), "{cc}");
    }
}

/// shared/seeds/003: the Programming Guide's MyKernel on an RTX 3080 (CC 8.6) with 32-thread
/// blocks prints "Occupancy: 33.3333%": 16 blocks of one warp out of 48 warps, limited by blocks.
#[test]
fn seed_rtx3080_32_thread_blocks_occupancy_33_percent() {
    let gpu = Gpu::find("RTX 3080").unwrap();
    let o = calc(gpu.compute_capability, 32, 16, 0, 0);
    assert_eq!(o.active_blocks_per_sm, 16);
    assert_eq!(format!("{:.4}", o.percent()), "33.3333");
    assert_eq!(o.limiters, only(Limiter::Blocks));
}

/// shared/seeds/003: cudaOccupancyMaxPotentialBlockSize on an RTX 3080 (68 SMs) prints
/// "Calculated minGridSize: 136 / blockSize: 768".
#[test]
fn seed_rtx3080_suggests_768_threads_and_min_grid_136() {
    let gpu = Gpu::find("RTX 3080").unwrap();
    let cc = gpu.compute_capability().unwrap();
    let kernel = Kernel { registers_per_thread: 16, ..Kernel::default() };
    let s = max_potential_block_size(cc, &kernel, &Launch::default(), |_| 0).unwrap();
    assert_eq!(s.block_size, 768);
    assert_eq!(s.min_grid_size(gpu.sms), 136);
}

/// Nsight Compute 2025 on an H100 (tests/hardware/data/h100/ncu_details.txt), first launch:
/// regs_kernel<32> (48 registers, ptxas) with 256 threads: Block Limit Registers 5, Block Limit
/// Warps 8, Theoretical Occupancy 62.50 %.
#[test]
fn ncu_h100_48_registers_256_threads() {
    let o = calc("9.0", 256, 48, 0, 0);
    assert_eq!(o.limits.registers, Some(5));
    assert_eq!(o.limits.warps, 8);
    assert_eq!(format!("{:.2}", o.percent()), "62.50");
}

/// Nsight Compute on an H100: barriers16_kernel (ptxas: "used 16 barriers"), 64 threads: Block
/// Limit Barriers 4 (64 barriers per SM / 16), Theoretical Occupancy 12.50 %.
#[test]
fn ncu_h100_16_barriers_limit_to_4_blocks() {
    let cc = ComputeCapability::find("9.0").unwrap();
    let kernel = Kernel { registers_per_thread: 10, barriers: 16, ..Kernel::default() };
    let o = occupancy(cc, &kernel, &Launch { threads_per_block: 64, ..Launch::default() }).unwrap();
    assert_eq!(o.limits.barriers, Some(4));
    assert_eq!(o.active_blocks_per_sm, 4);
    assert_eq!(format!("{:.2}", o.percent()), "12.50");
    assert!(o.limiters.contains(Limiter::Barriers));
}

/// The CLI example: CC 8.6, 256 threads, 32 registers, 33,792 B dynamic shared memory.
/// 33,792 + 1,024 reserved = 34,816 B per block; 102,400 / 34,816 = 2 blocks, 16 of 48 warps.
#[test]
fn cc86_33792_bytes_dynamic_is_limited_by_shared_memory() {
    let o = calc("8.6", 256, 32, 0, 33_792);
    assert_eq!(o.active_blocks_per_sm, 2);
    assert_eq!(o.allocation.shared_memory_per_block, 34_816);
    assert_eq!(o.limiters, only(Limiter::SharedMemory));
}

/// Ties give several limiters: CC 7.5 (32 warps, 16 blocks per SM) with 64-thread blocks and 32
/// registers: warps 32 / 2 = 16, blocks 16, registers 65536 / (2 × 1024) = 32.
#[test]
fn ties_report_every_limiter() {
    let o = calc("7.5", 64, 32, 0, 0);
    assert_eq!(o.active_blocks_per_sm, 16);
    assert_eq!(o.limiters, [Limiter::Warps, Limiter::Blocks].into_iter().collect());
}

/// The header's own rows (tests/reference/data/occupancy.csv, CC 3.0 under PreferL1): a block of
/// 8,448 B fits once in the preferred 16 KiB, one of 19,968 B does not fit it at all, so the SM
/// is configured with 48 KiB and two fit. More shared memory, more blocks; the note says why.
#[test]
fn kepler_prefer_l1_more_shared_memory_more_blocks() {
    let cc = ComputeCapability::find("3.0").unwrap();
    let prefer_l1 = Launch { cache_config: CacheConfig::PreferL1, ..Launch::default() };
    let with = |bytes| occupancy(cc, &Kernel { static_shared_memory: bytes, ..Kernel::default() }, &prefer_l1).unwrap();
    let (small, large) = (with(8411), with(19912));
    assert_eq!((small.limits.shared_memory, small.allocation.shared_memory_per_sm), (Some(1), 16_384));
    assert_eq!((large.limits.shared_memory, large.allocation.shared_memory_per_sm), (Some(2), 49_152));
    assert!(!small.notes().iter().any(|n| matches!(n, Note::CarveoutRaised { .. })));
    assert!(large.notes().contains(&Note::CarveoutRaised { preference: 16_384, used: 49_152 }));
}

/// Illegal launches say which limit and by how much.
#[test]
fn illegal_launches_name_the_limit_and_the_excess() {
    let o = calc("8.0", 1056, 32, 0, 0);
    assert!(o.is_illegal());
    assert_eq!(o.violations()[0].to_string(), "1,056 threads per block exceed the device maximum of 1,024 by 32");
    let o = calc("8.0", 256, 300, 0, 0);
    assert!(o.violations().iter().any(|v| v.to_string() == "300 registers per thread exceed the maximum of 256 by 44"));
    let o = calc("8.6", 128, 32, 0, 110_000);
    assert!(o.is_illegal());
    let said: Vec<String> = o.violations().iter().map(ToString::to_string).collect();
    assert_eq!(
        said,
        [
            "110,000 B of dynamic shared memory exceed the most a block can opt in to on this device (101,376 B with this static shared memory) by 8,624",
            "the block allocates 111,104 B of shared memory, over the per-block limit of 102,400 B by 8,704",
        ]
    );
}

/// CC 10.1 was CUDA 12.8's name for what CUDA 13 calls 11.0.
#[test]
fn cc_10_1_is_11_0() {
    assert_eq!(ComputeCapability::find("10.1").unwrap().name, "11.0");
    assert_eq!(ComputeCapability::find("sm_110").unwrap().name, "11.0");
    assert_eq!(ComputeCapability::find("sm_86").unwrap().name, "8.6");
}

/// Next cliffs, worked by hand for CC 8.0 (64 warps, 65,536 registers in 4 sub-partitions,
/// 167,936 B of shared memory by default), 256 threads, 40 registers, no shared memory:
/// 40 × 32 = 1,280 registers per warp → 12 warps per sub-partition → 48 warps → 6 blocks.
#[test]
fn next_cliffs_in_each_direction() {
    let cc = ComputeCapability::find("8.0").unwrap();
    let kernel = Kernel { registers_per_thread: 40, ..Kernel::default() };
    let launch = Launch { threads_per_block: 256, ..Launch::default() };
    assert_eq!(occupancy(cc, &kernel, &launch).unwrap().active_blocks_per_sm, 6);
    let c = occlab_model::cliffs(cc, &kernel, &launch).unwrap();
    // ≤ 32 registers: 1,024 per warp → 16 per sub-partition → 8 blocks, 100 %.
    let down = c.registers.down.unwrap();
    assert_eq!((down.value, down.active_blocks, down.occupancy), (32, 8, 1.0));
    // 41 registers: 1,312 → 1,536 per warp → 10 per sub-partition → 40 warps → 5 blocks.
    let up = c.registers.up.unwrap();
    assert_eq!((up.value, up.active_blocks, up.change, up.block_change), (41, 5, 1, -1));
    assert_eq!((down.change, down.block_change), (-8, 2));
    // 257 threads make 9 warps: 48 / 9 = 5 blocks. Down, 192 threads (6 warps) give 8.
    assert_eq!(c.threads.up.map(|c| (c.value, c.active_blocks)), Some((257, 5)));
    assert_eq!(c.threads.down.map(|c| (c.value, c.active_blocks)), Some((192, 8)));
    // Shared memory: 1,024 reserved + 26,881 B = 27,905 → 28,032 B per block → 167,936 / 28,032 = 5.
    assert_eq!(c.dynamic_shared_memory.up.map(|c| (c.value, c.active_blocks)), Some((26_881, 5)));
    assert_eq!(c.dynamic_shared_memory.down, None);
}

/// A real Jetson TK1 (compute capability 3.2) reports 32,768 registers per block (deviceQuery, see
/// compute_caps/3.2.toml): 384 threads × 109 registers allocate 12 warps × 3,584 = 43,008 registers,
/// which the runtime refuses there, while the same block fits a 3.5 SM (65,536 per block).
#[test]
fn a_jetson_tk1_block_of_384_threads_at_109_registers_is_refused() {
    let tk1 = calc("3.2", 384, 109, 0, 0);
    assert_eq!(tk1.active_blocks_per_sm, 0);
    assert_eq!(tk1.allocation.registers_per_block, 43_008);
    assert!(!tk1.violations().is_empty());
    let k40 = calc("3.5", 384, 109, 0, 0);
    assert_eq!(k40.active_blocks_per_sm, 1);
}
