//! Little's law and Volkov's two-mode model against the worked numbers of shared/seeds/004
//! (Volkov's thesis, chapter 3), shared/seeds/001 and shared/seeds/003.

#![allow(clippy::unwrap_used)]

use occlab_model::latency::textbook::{
    arithmetic_hiding, bytes_per_cycle_per_sm, concurrency, gpu_rate, memory_hiding, throughput_bound, warp_load_bytes,
    InstructionMix, Mode, Resource, ThroughputLimits, TwoModeModel,
};
use occlab_model::ComputeCapability;

fn round(x: f64, places: i32) -> f64 {
    let f = 10f64.powi(places);
    (x * f).round() / f
}

/// §3.1: 6 cycles × 4 IPC = 24 instructions in flight per SM on Maxwell.
#[test]
fn maxwell_arithmetic_needs_24_instructions_in_flight() {
    let h = arithmetic_hiding(6.0, 4.0, 1.0).unwrap();
    assert_eq!(h.in_flight, 24.0);
    // The compute_caps preset for Maxwell gives the same.
    let cc = ComputeCapability::find("5.0").unwrap();
    assert_eq!(concurrency(f64::from(cc.arithmetic_latency), f64::from(cc.warp_schedulers)), 24.0);
}

/// shared/seeds/003 (Programming Guide): CC 7.x, 4 cycles × 4 schedulers = 16 warps; with ILP 2,
/// 8 warps suffice.
#[test]
fn volta_arithmetic_needs_16_warps_or_8_with_ilp_2() {
    let cc = ComputeCapability::find("7.0").unwrap();
    let (latency, rate) = (f64::from(cc.arithmetic_latency), f64::from(cc.warp_schedulers));
    assert_eq!(arithmetic_hiding(latency, rate, 1.0).unwrap().warps, 16.0);
    assert_eq!(arithmetic_hiding(latency, rate, 2.0).unwrap().warps, 8.0);
}

/// shared/seeds/001: latency 5 cycles, throughput 6 warps per cycle → 30 warps; Fermi multiply-add:
/// 20 cycles × 32 operations per cycle = 640 operations = 20 warps.
#[test]
fn seed_littles_law_examples() {
    assert_eq!(concurrency(5.0, 6.0), 30.0);
    assert_eq!(concurrency(20.0, 32.0), 640.0);
    assert_eq!(arithmetic_hiding(20.0, 1.0, 1.0).unwrap().warps, 20.0);
}

/// shared/seeds/001: Fermi memory, 800 cycles at 144 GB/s and 1.566 GHz: 92 B per cycle,
/// about 74 KB in flight; at 4 B per thread (128 B per warp load) 18,500 threads, 579 warps. The
/// seed rounds the bytes to 74 KB before dividing; unrounded it is 73,563 B and 575 warps.
#[test]
fn seed_fermi_memory_needs_about_74_kb_in_flight() {
    let bytes_per_cycle = bytes_per_cycle_per_sm(144.0, 1566.0, 1.0);
    assert_eq!(round(bytes_per_cycle, 0), 92.0);
    let h = memory_hiding(800.0, bytes_per_cycle, 128.0, 1.0).unwrap();
    assert_eq!(round(h.in_flight / 1000.0, 0), 74.0);
    assert_eq!(h.warps.ceil(), 575.0);
    let seed = memory_hiding(800.0, 74_000.0 / 800.0, 128.0, 1.0).unwrap();
    assert_eq!(seed.in_flight / 4.0, 18_500.0);
    assert_eq!(seed.warps.ceil(), 579.0);
}

/// §3.1: Maxwell memory: 224 GB/s over 1.266 GHz, 16 SMs and 128 B per instruction is 0.086 IPC
/// per SM. (The thesis then says 33 instructions at 368 cycles; 368 × 0.0864 is 31.8.)
#[test]
fn maxwell_memory_instruction_throughput_is_0_086_ipc() {
    let ipc = bytes_per_cycle_per_sm(224.0, 1266.0, 16.0) / 128.0;
    assert_eq!(round(ipc, 3), 0.086);
    assert_eq!(round(concurrency(368.0, ipc), 1), 31.8);
}

/// §3.6, Tables 3.2–3.4: the hypothetical kernel on Maxwell. Bounds in cycles per warp: CUDA
/// cores 25, SFU 5, shared memory 30, memory 184.5, issue 36.25; the tightest is memory,
/// 0.00542 warps per cycle per SM.
#[test]
fn thesis_throughput_bound_example() {
    let cc = ComputeCapability::find("5.2").unwrap();
    let limits = ThroughputLimits::of(cc, 10.4);
    let mix = InstructionMix {
        cuda_core: 100.0,
        sfu: 5.0,
        shared_memory_cycles: 10.0 * 1.0 + 10.0 * 2.0,
        memory_bytes: 5.0 * 128.0 + 5.0 * 256.0,
        issue_slots: 5.0 + 125.0 + 15.0,
    };
    let b = throughput_bound(&mix, &limits).unwrap();
    let cycles: Vec<(Resource, f64)> = b.cycles_per_warp.iter().map(|(r, c)| (*r, round(*c, 2))).collect();
    assert_eq!(
        cycles,
        [
            (Resource::CudaCores, 25.0),
            (Resource::Sfu, 5.0),
            (Resource::SharedMemoryBanks, 30.0),
            // 1,920 B / 10.4 B per cycle; the thesis rounds each access to 12.3 and 24.6 cycles (184.5).
            (Resource::Memory, 184.62),
            (Resource::IssueSlots, 36.25),
        ]
    );
    assert_eq!(b.tightest, Resource::Memory);
    assert_eq!(round(b.warps_per_cycle, 5), 0.00542);
}

/// §3.7–3.8: vector add on Kepler. Latency bound 544 cycles; 154 GB/s is 17.1 B per cycle per SM
/// and each warp moves 3 × 128 B, so the throughput bound is 0.0445 warps per cycle per SM.
/// Warp throughput ≈ min(n / 544, 0.0445), memory throughput ≈ min(n × 6.35 GB/s, 154 GB/s),
/// and the needed occupancy is about 24 warps.
#[test]
fn thesis_vector_add_two_mode_model() {
    let bytes_per_warp = 3.0 * 128.0;
    let model = TwoModeModel::new(544.0, 17.1 / bytes_per_warp).unwrap();
    assert_eq!(round(model.throughput_bound, 4), 0.0445);
    assert_eq!(round(model.needed_warps(), 0), 24.0);
    // Per warp of occupancy, in GB/s: 154 GB/s × (1 / 544) / 0.0445.
    let per_warp_gbs = 154.0 * model.warp_throughput(1.0) / model.throughput_bound;
    assert!((per_warp_gbs - 6.35).abs() < 0.01, "{per_warp_gbs}");
    assert_eq!(model.mode(12.0), Mode::LatencyBound);
    assert_eq!(model.mode(32.0), Mode::ThroughputBound);
    let curve = model.curve(64);
    assert_eq!(curve.len(), 64);
    assert_eq!(curve[63].1, model.throughput_bound);
    // The same bound as a GPU rate: 0.0445 warps/cycle/SM × 384 B × clock × SMs = 154 GB/s for
    // any clock × SMs that gives 17.1 B per cycle per SM at 154 GB/s.
    let (clock_mhz, sms) = (1000.0, 154.0 / 17.1);
    assert_eq!(round(gpu_rate(model.throughput_bound, bytes_per_warp, clock_mhz, sms) / 1e9, 1), 154.0);
}

/// §3.5, the two modes in words (the CLI's wording). Vector add needs 544 × 0.0445 = 24.2 warps
/// ("about 24"), so 24 warps are still latency-bound and the message asks for 25.
#[test]
fn the_mode_in_words_and_the_latency_line() {
    let model = TwoModeModel::new(544.0, 17.1 / 384.0).unwrap();
    assert_eq!(model.mode_message(12, Resource::Memory), "latency-bound: 12 of the 25 warps needed");
    assert_eq!(model.mode_message(24, Resource::Memory), "latency-bound: 24 of the 25 warps needed");
    assert_eq!(model.mode_message(25, Resource::Memory), "throughput-bound by memory bandwidth with 25 warps");
    assert_eq!(model.mode_message(40, Resource::Memory), "throughput-bound by memory bandwidth with 40 warps");
    assert_eq!(model.latency_bound_throughput(12.0), 12.0 / 544.0);
    assert_eq!(model.warp_throughput(12.0), model.latency_bound_throughput(12.0));
    assert_eq!(model.warp_throughput(40.0), model.throughput_bound);
}

/// shared/seeds/001: 4 B per thread is 128 B per warp load. FLOPs count CUDA-core instructions as
/// FMAs: Table 3.2's 100 instructions per warp are 6,400 FLOPs, and Maxwell's 128 lanes at the
/// thesis' 4 IPC give 256 FLOPs per cycle per SM, its peak.
#[test]
fn warp_loads_and_flops_per_warp() {
    assert_eq!(warp_load_bytes(4.0, 32), 128.0);
    let mix = InstructionMix { cuda_core: 100.0, ..InstructionMix::default() };
    assert_eq!(mix.flops(32), 6400.0);
    let cc = ComputeCapability::find("5.2").unwrap();
    let b = throughput_bound(
        &InstructionMix { cuda_core: 1.0, ..InstructionMix::default() },
        &ThroughputLimits::of(cc, 10.0),
    )
    .unwrap();
    assert_eq!(b.tightest, Resource::CudaCores);
    assert_eq!(b.warps_per_cycle * InstructionMix { cuda_core: 1.0, ..InstructionMix::default() }.flops(32), 256.0);
}

#[test]
fn bad_inputs_name_the_field() {
    assert!(arithmetic_hiding(0.0, 4.0, 1.0).unwrap_err().to_string().starts_with("arith_latency"));
    assert!(memory_hiding(400.0, 10.0, 128.0, f64::NAN).unwrap_err().to_string().starts_with("loads_in_flight"));
    assert!(TwoModeModel::new(544.0, -1.0).unwrap_err().to_string().starts_with("throughput_bound"));
    let limits = ThroughputLimits::of(ComputeCapability::find("9.0").unwrap(), 10.0);
    assert!(throughput_bound(&InstructionMix::default(), &limits).is_err());
}
