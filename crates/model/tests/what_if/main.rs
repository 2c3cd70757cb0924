//! The what-if model (issue #37) against the committed H100 capture: 18 ordinary kernels timed at
//! every occupancy they reach (`time.csv`, the ground truth) and profiled at every level (the raw
//! page, `levels_raw.csv`). Each profile alone predicts every other level of its kernel; the
//! errors |predicted ÷ measured ratio − 1| are checked per kernel against the figures the model
//! reaches, the development kernels and the held-out ones apart (the capture's README names
//! them). Nsight Compute's own estimate (its reports' Occupancy rule) is set beside ours for the
//! same launches. docs/WHAT_IF.md holds the tables `tables_for_the_documentation` prints:
//! `cargo test --release -p occlab-model --test what_if -- --ignored --nocapture`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod data;
mod tables;

use data::*;
use occlab_model::import::Metric;
use occlab_model::what_if::shared_memory::{Route, SharedMemory};
use occlab_model::what_if::{predict, Parameters};

/// Each level below a kernel's own is forced with the dynamic shared memory the capture used
/// (`levels.txt`: the least that makes `cudaOccupancyMaxActiveBlocksPerMultiprocessor` answer
/// that level), and the kernel's own level with none.
#[test]
fn each_level_is_forced_with_the_padding_the_capture_used() {
    let (cal, paddings) = (calibration("h100"), paddings("h100"));
    let mut checked = 0;
    for (kernel, profiles) in development(profiles("h100")) {
        let own = profiles.iter().find(|k| k.launch.dynamic_shared_memory.is_some_and(|d| d.value == 0.0)).unwrap();
        let w = predict(own, &cal).unwrap();
        for (&level, &padding) in &paddings[&kernel] {
            let route = w.level(level).unwrap().route;
            let want = if padding == 0 { Route::Resources } else { Route::Padding { dynamic_shared_memory: padding } };
            assert_eq!(route, want, "{kernel} at {level}");
            checked += 1;
        }
    }
    assert_eq!(checked, 127);
}

/// The shared-memory configuration the model gives each profile's launch is the one Nsight
/// Compute reported: every padded launch, and every launch without padding but one (the
/// 1,024-thread stencil, which got 8 KiB where the rule says 32).
#[test]
fn the_configuration_is_the_one_the_driver_gave() {
    let mut unpadded_misses = Vec::new();
    let mut padded = 0;
    for (kernel, profiles) in development(profiles("h100")) {
        for k in &profiles {
            let inputs = k.inputs.as_ref().unwrap();
            let blocks = k.result.as_ref().unwrap().occupancy.active_blocks_per_sm;
            let shared = SharedMemory::new(inputs.compute_capability, inputs.kernel, inputs.launch.threads_per_block);
            let route = match inputs.launch.dynamic_shared_memory {
                0 => Route::Resources,
                d => Route::Padding { dynamic_shared_memory: d },
            };
            let model = shared.unwrap().configuration(blocks, blocks, route);
            let reported = k.launch.shared_memory_config_size.unwrap().value;
            if route == Route::Resources {
                if f64::from(model) != reported {
                    unpadded_misses.push(format!("{kernel}: {model} ≠ {reported}"));
                }
            } else {
                assert_eq!(f64::from(model), reported, "{kernel} at {blocks}");
                padded += 1;
            }
        }
    }
    assert_eq!(padded, 114);
    assert_eq!(unpadded_misses, ["stencil1d_r8: 32768 ≠ 8192"]);
}

/// Every figure the model reads is in each profile of the raw page, and the level it ran at is
/// the one Nsight Compute's block limits give.
#[test]
fn every_profile_gives_the_figures_and_its_level() {
    let mut profiles_read = 0;
    for ks in profiles("h100").values() {
        for k in ks {
            for m in occlab_model::what_if::profile::REQUIRED.into_iter().chain([Metric::AchievedWarps]) {
                assert!(k.launch.performance.get(m).is_some(), "{}: {m:?}", k.launch.name);
            }
            let r = &k.launch.reported;
            let nsight = [r.block_limit_warps, r.block_limit_registers, r.block_limit_shared_mem, r.block_limit_sm]
                .into_iter()
                .flatten()
                .min();
            assert_eq!(nsight, Some(k.result.as_ref().unwrap().occupancy.active_blocks_per_sm), "{}", k.launch.name);
            profiles_read += 1;
        }
    }
    assert_eq!(profiles_read, 167);
}

/// The figures the development kernels reach, every profile predicting every other level with
/// the fitted parameters (in sample: they were chosen on these kernels). Each bound is the figure
/// reached, rounded up; the budgets (a held-out kernel's profiles within 10 % median, the
/// fastest level within 5 %) are checked on the held-out kernels below.
#[test]
fn the_development_kernels_are_predicted_as_documented() {
    // (kernel, median, worst, median of the profiles' medians, profiles whose fastest level is
    // within 5 %), as fractions; the figures of docs/WHAT_IF.md rounded up by 0.1 point.
    let bounds: [(&str, f64, f64, f64, usize); 13] = [
        ("gather_l2", 0.080, 0.392, 0.046, 16),
        ("gather_win", 0.293, 3.698, 0.246, 0),
        ("layernorm_warp", 0.049, 1.162, 0.062, 7),
        ("nbody", 0.003, 0.055, 0.003, 8),
        ("nbody_small", 0.002, 0.003, 0.002, 8),
        ("reduce_sum", 0.060, 0.157, 0.058, 4),
        ("saxpy", 0.067, 0.200, 0.069, 8),
        ("scatter_atomic", 0.247, 12.318, 0.249, 32),
        ("sgemm_naive", 0.070, 0.542, 0.092, 8),
        ("sgemm_tiled", 0.033, 0.046, 0.033, 2),
        ("stencil1d_r8", 0.336, 0.369, 0.336, 2),
        ("stencil5", 0.039, 0.144, 0.036, 8),
        ("triad_vec4", 0.071, 1.286, 0.074, 16),
    ];
    check_set("h100", &development(profiles("h100")), &bounds);
}

/// The held-out kernels, predicted once the model and its parameters were frozen. Each bound is
/// the figure reached, rounded up; beside them the budgets.
#[test]
fn the_held_out_kernels_are_predicted_as_documented() {
    let bounds: [(&str, f64, f64, f64, usize); 5] = HELD_OUT_BOUNDS;
    check_set("h100", &held_out(profiles("h100")), &bounds);
}

/// (kernel, median, worst, median of the profiles' medians, profiles within 5 % of the fastest).
/// The figures of docs/WHAT_IF.md rounded up by 0.1 point (softmax_row's worst point after the
/// fix of a bug the first evaluation showed: docs/WHAT_IF.md). The budgets are not all met:
/// 26 of the 40 profiles are within a 10 % median (gather_dram 5 of 16, softmax_row 5 of 6,
/// transpose_tiled 6 of 8) and 33 find a fastest level within 5 % (transpose_tiled 1 of 8).
const HELD_OUT_BOUNDS: [(&str, f64, f64, f64, usize); 5] = [
    ("gather_dram", 0.128, 3.589, 0.128, 16),
    ("histogram_smem", 0.028, 0.137, 0.032, 8),
    ("softmax_row", 0.051, 0.236, 0.048, 6),
    ("spmv_csr", 0.082, 0.171, 0.081, 2),
    ("transpose_tiled", 0.069, 0.322, 0.066, 1),
];

/// The H200's capture, a second test no decision about the model saw (its README): every kernel
/// it profiled (spmv_csr has no profile), calibrated by the H200's committed run. Each bound is
/// the figure reached, rounded up by 0.1 point.
#[test]
fn the_h200_kernels_are_predicted_as_documented() {
    let bounds: [(&str, f64, f64, f64, usize); 17] = [
        ("gather_dram", 0.130, 2.966, 0.128, 16),
        ("gather_l2", 0.094, 0.312, 0.051, 16),
        ("gather_win", 0.282, 2.637, 0.239, 0),
        ("histogram_smem", 0.023, 0.111, 0.023, 8),
        ("layernorm_warp", 0.079, 0.893, 0.090, 7),
        ("nbody", 0.003, 0.055, 0.003, 8),
        ("nbody_small", 0.001, 0.002, 0.001, 5),
        ("reduce_sum", 0.039, 0.095, 0.044, 4),
        ("saxpy", 0.049, 0.132, 0.047, 8),
        ("scatter_atomic", 0.138, 9.935, 0.147, 32),
        ("sgemm_naive", 0.083, 0.591, 0.105, 8),
        ("sgemm_tiled", 0.027, 0.038, 0.027, 2),
        ("softmax_row", 0.065, 0.354, 0.043, 0),
        ("stencil1d_r8", 0.379, 0.432, 0.379, 2),
        ("stencil5", 0.028, 0.117, 0.025, 8),
        ("transpose_tiled", 0.083, 0.401, 0.070, 6),
        ("triad_vec4", 0.104, 1.016, 0.129, 16),
    ];
    let all: Vec<_> = profiles("h200").into_iter().collect();
    check_set("h200", &all, &bounds);
}

fn check_set(
    gpu: Gpu,
    set: &[(String, Vec<occlab_model::import::KernelComparison>)],
    bounds: &[(&str, f64, f64, f64, usize)],
) {
    let (cal, times) = (calibration(gpu), times(gpu));
    assert_eq!(set.len(), bounds.len());
    for ((kernel, profiles), &(name, median, worst, profile_median, fastest)) in set.iter().zip(bounds) {
        assert_eq!(kernel, name);
        let f = figures(&check(profiles, &times[kernel], &cal, &Parameters::FITTED));
        let at = format!("{kernel}: {f:?}");
        assert!(f.median <= median && f.worst <= worst && f.profile_median <= profile_median, "{at}");
        assert!(f.fastest_ok >= fastest, "{at}");
    }
}

/// Nsight Compute's estimate (its full reports' Occupancy rule, read as the time at the highest
/// occupancy) and ours from the same reports, against the time measured there: the median miss in
/// points of the profiled time, over the launches whose report holds an estimate. Nsight
/// Compute's figures are its own (a change means its rules are read otherwise); ours are the
/// figures of docs/WHAT_IF.md rounded up by 0.1 point.
#[test]
fn ours_and_nsight_computes_estimates_for_the_full_reports() {
    let e = tables::estimates(&calibration("h100"), &times("h100"), &full_reports("h100"));
    // (held out, launches with an estimate, Nsight Compute's median miss, ours at most).
    for (held, launches, nsight, ours) in [(false, 13, 12.7, 4.4), (true, 5, 32.3, 8.9)] {
        let set: Vec<&tables::Estimate> =
            e.iter().filter(|x| HELD_OUT.contains(&x.kernel.as_str()) == held && x.nsight.is_some()).collect();
        let miss = |ratio: fn(&tables::Estimate) -> f64| {
            median(set.iter().map(|x| 100.0 * (ratio(x) - x.measured).abs()).collect())
        };
        assert_eq!(set.len(), launches, "held out: {held}");
        let theirs = miss(|x| x.nsight.unwrap_or(1.0));
        assert!((theirs - nsight).abs() < 0.05, "held out: {held}: Nsight Compute misses by {theirs}");
        let mine = miss(|x| x.ours);
        assert!(mine <= ours, "held out: {held}: ours misses by {mine}");
    }
}

fn development(
    all: std::collections::BTreeMap<String, Vec<occlab_model::import::KernelComparison>>,
) -> Vec<(String, Vec<occlab_model::import::KernelComparison>)> {
    all.into_iter().filter(|(k, _)| !HELD_OUT.contains(&k.as_str())).collect()
}

fn held_out(
    all: std::collections::BTreeMap<String, Vec<occlab_model::import::KernelComparison>>,
) -> Vec<(String, Vec<occlab_model::import::KernelComparison>)> {
    all.into_iter().filter(|(k, _)| HELD_OUT.contains(&k.as_str())).collect()
}
