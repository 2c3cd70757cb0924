//! The latency-hiding scenario as the CLI and the page share it: settings, presets, the grammar
//! of their values, and the worked numbers of Volkov's thesis (shared/seeds/004, §3.8).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use occlab_model::latency::scenario::{
    reference_gpu, resolve, LatencyError, LatencyHiding, RateUnit, Setting, SettingError, Values, SETTINGS,
};
use occlab_model::latency::textbook::{Mode, Resource};
use occlab_model::{ComputeCapability, Gpu};

/// The H100 SXM5's compute capability and GPU.
fn h100() -> (&'static ComputeCapability, Option<&'static Gpu>) {
    let gpu = Gpu::find("H100 SXM5 80GB").unwrap();
    (gpu.compute_capability().unwrap(), Some(gpu))
}

/// Every setting at its preset.
fn presets((cc, gpu): (&ComputeCapability, Option<&Gpu>)) -> Values {
    Values::new(Setting::ALL.map(|s| s.preset(cc, gpu)))
}

#[test]
fn all_and_specs_line_up() {
    for (i, s) in Setting::ALL.into_iter().enumerate() {
        assert_eq!(s.index(), i);
    }
    let mut keys: Vec<&str> = Setting::ALL.iter().map(|s| s.key()).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), Setting::ALL.len(), "keys are unique");
}

#[test]
fn presets_come_from_the_gpu_and_the_compute_capability() {
    let (cc, gpu) = h100();
    assert_eq!(Setting::Sms.preset(cc, gpu), Some(132.0));
    assert_eq!(Setting::MemoryLatency.preset(cc, gpu), Some(670.0));
    assert_eq!(Setting::IssueRate.preset(cc, gpu), Some(4.0));
    assert_eq!(Setting::LatencyBound.preset(cc, gpu), None);
    assert_eq!(Setting::Sms.preset(cc, None), None, "no GPU, no SMs");
    // A bare compute capability takes its first GPU's figures (12.1: the GB10's 48 SMs).
    let cc121 = ComputeCapability::find("12.1").unwrap();
    assert_eq!(Setting::Sms.preset(cc121, reference_gpu(cc121)), Some(48.0));
    let maxwell = ComputeCapability::find("5.0").unwrap();
    assert_eq!(Setting::ArithmeticLatency.preset(maxwell, None), Some(6.0));
}

#[test]
fn parsing_names_the_setting_and_range() {
    assert_eq!(Setting::Ilp.parse("1.5", true), Ok(Some(1.5)));
    assert_eq!(Setting::BandwidthGbs.parse("3,350", true), Ok(Some(3350.0)));
    assert_eq!(Setting::LatencyBound.parse(" ", false), Ok(None));
    assert_eq!(Setting::Sfu.parse("0", true), Ok(Some(0.0)));
    let refused = Setting::Ilp.parse("0", true).unwrap_err();
    assert_eq!(refused, SettingError::NotAllowed { setting: Setting::Ilp, typed: "0".into() });
    assert_eq!(
        refused.to_string(),
        "ilp (Instruction-level parallelism): \"0\" is not allowed; expected a number above 0, at most 1,024 independent instructions / warp"
    );
    assert_eq!(
        Setting::Sms.parse("1.5", true).map_err(|e| e.to_string()),
        Err("sms (SMs): \"1.5\" is not allowed; expected a whole number 1–100,000".to_string())
    );
    for bad in ["", "-1", "1e3", "inf", "NaN", "1.2.3", ".", "2000000"] {
        assert!(Setting::CudaCore.parse(bad, true).is_err(), "{bad:?}");
    }
}

#[test]
fn units() {
    assert_eq!(RateUnit::parse("gflops"), Some(RateUnit::Flops));
    assert_eq!(RateUnit::parse("x"), None);
    assert_eq!(RateUnit::default().label(), "GB/s");
}

#[test]
fn h100_vector_add_is_memory_bound_at_about_23_warps() {
    let h = LatencyHiding::build(h100().0, &presets(h100())).unwrap();
    // 3,352 GB/s over 1,980 MHz × 132 SMs.
    assert_eq!(occlab_model::decimal(h.bytes_per_cycle), "12.83");
    assert_eq!(h.arithmetic.warps, 16.0);
    assert_eq!(h.warp_load, 128.0);
    assert_eq!(h.chain_latency, 686.0);
    assert!(h.from_chain);
    assert_eq!(h.bound.tightest, Resource::Memory);
    assert_eq!(occlab_model::decimal(h.model.needed_warps()), "22.91");
    assert_eq!(h.model.mode(12.0), Mode::LatencyBound);
    // At the ceiling the DRAM rate is the GPU's bandwidth.
    assert!((h.rate(h.model.throughput_bound, RateUnit::Bytes) - 3352.0).abs() < 1e-6);
    assert_eq!(
        h.mode_sentence(40, RateUnit::Bytes),
        "throughput-bound by memory bandwidth with 40 warps · ≈ 3,352 of 3,352 GB/s"
    );
    assert!(h
        .mode_sentence(12, RateUnit::Bytes)
        .to_string()
        .starts_with("latency-bound: 12 of the 23 warps needed · ≈ 1,"));
    assert_eq!(
        h.arithmetic_sentence(),
        "4 cycles × 4 instructions / cycle = 16 instructions in flight per SM; ÷ 1 independent per warp = 16 warps per SM"
    );
    assert_eq!(h.latency_bound_sentence(), "4 × 4 + 1 × 670 = 686 cycles (the dependency chain)");
    assert_eq!(h.bound_rows().iter().filter(|r| r.2).count(), 1);
    let mut no_flops = h.clone();
    no_flops.flops_per_warp = 0.0;
    assert_eq!(
        no_flops.mode_sentence(40, RateUnit::Flops),
        "throughput-bound by memory bandwidth with 40 warps · no GFLOP/s to show: the mix has no CUDA-core instructions"
    );
    let (label, cycles, tightest) = &h.bound_rows()[3];
    assert_eq!(
        (label.to_string(), cycles.to_string(), *tightest),
        ("memory bandwidth".to_string(), "29.94".to_string(), true)
    );
}

/// Volkov §3.8 with the thesis' figures entered: 544 cycles, 154 GB/s on 8 SMs at
/// 1,124 MHz, 384 B per warp: about 24 warps needed, n × 6.35 GB/s below the knee.
#[test]
fn the_thesis_vector_add() {
    let device = h100();
    let mut values = Setting::ALL.map(|s| s.preset(device.0, device.1));
    for (s, v) in [
        (Setting::LatencyBound, 544.0),
        (Setting::BandwidthGbs, 154.0),
        (Setting::Sms, 8.0),
        (Setting::ClockMhz, 1124.0),
    ] {
        values[s.index()] = Some(v);
    }
    let h = LatencyHiding::build(device.0, &Values::new(values)).unwrap();
    assert!(!h.from_chain);
    assert_eq!(occlab_model::decimal(h.model.needed_warps()), "24.26");
    assert_eq!(occlab_model::decimal(h.rate(h.model.warp_throughput(1.0), RateUnit::Bytes)), "6.35");
    assert!(h.latency_bound_sentence().to_string().starts_with("544 cycles as entered"));
}

#[test]
fn missing_and_refused_values_are_named() {
    // The GPU's figures cleared: no SMs, clock or bandwidth to work with.
    let bare = ComputeCapability::find("12.1").unwrap();
    let mut cleared = Setting::ALL.map(|s| s.preset(bare, reference_gpu(bare)));
    for s in [Setting::Sms, Setting::ClockMhz, Setting::BandwidthGbs] {
        cleared[s.index()] = None;
    }
    let no_gpu = LatencyHiding::build(bare, &Values::new(cleared)).unwrap_err();
    assert_eq!(no_gpu, LatencyError::NoGpuFigures(vec![Setting::Sms, Setting::ClockMhz, Setting::BandwidthGbs]));
    assert_eq!(
        no_gpu.to_string(),
        "No GPU figures for this device: enter the SMs (in the waves panel), SM clock and DRAM bandwidth."
    );
    let device = h100();
    let mut values = Setting::ALL.map(|s| s.preset(device.0, device.1));
    for s in Setting::MIX {
        values[s.index()] = Some(0.0);
    }
    let idle = LatencyHiding::build(device.0, &Values::new(values));
    assert!(matches!(&idle, Err(LatencyError::Input(_))), "{idle:?}");
    assert!(idle.unwrap_err().to_string().starts_with("issue_slots"));
}

#[test]
fn one_resolver_reads_what_was_typed_over_the_presets() {
    let (cc, gpu) = h100();
    let mut typed: [Option<String>; SETTINGS] = Default::default();
    typed[Setting::Sms.index()] = Some("100".into());
    typed[Setting::Ilp.index()] = Some("0".into());
    let resolved = resolve(cc, gpu, None, &typed);
    // A typed SM count wins over the GPU's, on the page and in `occlab latency` alike.
    assert_eq!(resolved[Setting::Sms.index()], Ok(Some(100.0)));
    assert_eq!(resolved[Setting::ClockMhz.index()], Ok(gpu.map(|g| f64::from(g.boost_clock_mhz))));
    assert_eq!(resolved[Setting::Ilp.index()].as_ref().map_err(SettingError::setting), Err(Setting::Ilp));
    // A run's figures stand in for the presets.
    let base = Values::presets(cc, gpu).with(Setting::MemoryLatency, 681.0);
    let resolved = resolve(cc, gpu, Some(&base), &Default::default());
    assert_eq!(resolved[Setting::MemoryLatency.index()], Ok(Some(681.0)));
}
