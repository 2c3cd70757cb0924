//! The what-if model (issue #37) against the committed captures: ordinary kernels timed at every
//! occupancy they reach (`time.csv`, the ground truth) and profiled at every level (the raw page,
//! `levels_raw.csv`), on an H100 and an H200. Each profile alone predicts every other level of its
//! kernel; the errors |predicted ÷ measured ratio − 1| are checked per kernel against the figures
//! the model reaches, set by set (`data::Capture::role` says which decisions each set took part
//! in). Nsight Compute's own estimate
//! (its reports' Occupancy rule) is set beside ours for the same launches. docs/WHAT_IF.md holds
//! the tables the ignored tests of `tables` print:
//! `cargo test --release -p occlab-model --test what_if -- --ignored --nocapture --test-threads 1`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod any_figures;
mod data;
mod tables;

use data::*;
use occlab_model::import::{KernelComparison, Metric};
use occlab_model::locale::message::Arg;
use occlab_model::what_if::shared_memory::{Route, SharedMemory};
use occlab_model::what_if::{
    distance, l1_queue, predict, reuse, several_profiles, short_queue, Calibration, Parameters, WhatIf,
};

/// Each level below a kernel's own is forced with the dynamic shared memory the capture used
/// (`levels.txt`: the least that makes `cudaOccupancyMaxActiveBlocksPerMultiprocessor` answer
/// that level), and the kernel's own level with none: every kernel of both sets whose own level
/// was profiled.
#[test]
fn each_level_is_forced_with_the_padding_the_capture_used() {
    for (capture, levels) in LEVELS_FORCED {
        let (cal, paddings) = (calibration(capture), paddings(capture));
        let mut checked = 0;
        for (kernel, profiles) in profiles(capture) {
            let Some(own) = profiles.iter().find(|k| k.launch.dynamic_shared_memory.is_some_and(|d| d.value == 0.0))
            else {
                continue;
            };
            let w = predict(own, &cal).unwrap();
            for (&level, &padding) in &paddings[&kernel] {
                let route = w.level(level).unwrap().route;
                let want =
                    if padding == 0 { Route::Resources } else { Route::Padding { dynamic_shared_memory: padding } };
                assert_eq!(route, want, "{kernel} at {level}");
                checked += 1;
            }
        }
        assert_eq!(checked, levels, "{}", capture.name());
    }
}
/// The shared-memory configuration the model gives each profile's launch is the one Nsight
/// Compute reported, on the H100, all three sets: every padded launch, and every launch without
/// padding but four. Three are of large blocks (the 1,024-thread stencil got 8 KiB where the rule
/// says 32, the 1,024-thread transpose 16, the 512-thread permutation 16), one of 16 blocks with
/// 9 KiB each (the shared-memory layer norm got 164 KiB, the rule's 2 × 16 blocks capped at 228):
/// the driver's choice without padding is not the rule's where blocks are large or many.
#[test]
fn the_configuration_is_the_one_the_driver_gave() {
    let mut unpadded_misses = Vec::new();
    let mut padded = 0;
    let all = [SET1_H100, SET2_H100, SET3_H100].into_iter().flat_map(profiles);
    for (kernel, profiles) in all {
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
    assert_eq!(padded, 323);
    let misses = [
        "stencil1d_r8: 32768 ≠ 8192",
        "scatter_perm: 32768 ≠ 16384",
        "layernorm_smem: 233472 ≠ 167936",
        "transpose_1024: 32768 ≠ 16384",
    ];
    assert_eq!(unpadded_misses, misses);
}

/// Every figure the model reads is in each profile of the raw page, and the level it ran at is
/// the one Nsight Compute's block limits give.
#[test]
fn every_profile_gives_the_figures_and_its_level() {
    let mut profiles_read = Vec::new();
    for capture in CAPTURES {
        let mut read = 0;
        for ks in profiles(capture).values() {
            for k in ks {
                let wanted = [Metric::AchievedWarps, Metric::GlobalLoads, Metric::InstructionsExecuted];
                for m in occlab_model::what_if::profile::REQUIRED.into_iter().chain(wanted) {
                    assert!(k.launch.performance.get(m).is_some(), "{}: {m:?}", k.launch.name);
                }
                let r = &k.launch.reported;
                let nsight = [r.block_limit_warps, r.block_limit_registers, r.block_limit_shared_mem, r.block_limit_sm]
                    .into_iter()
                    .flatten()
                    .min();
                assert_eq!(
                    nsight,
                    Some(k.result.as_ref().unwrap().occupancy.active_blocks_per_sm),
                    "{}",
                    k.launch.name
                );
                read += 1;
            }
        }
        profiles_read.push(read);
    }
    assert_eq!(
        profiles_read,
        [
            167, 162, 112, 112, 84, 84, 108, 69, 63, 34, 53, 50, 52, 48, 49, 48, 49, 53, 74, 59, 58, 67, 128, 66, 34,
            51, 58, 59, 68, 69, 68, 61, 52, 49, 56, 51, 53, 46, 50, 70, 52, 47, 59, 54, 56, 55, 44, 42, 46, 75, 56, 79,
            86, 78, 77, 82, 65, 40, 46, 63, 53, 51, 50, 46,
        ]
    );
}

/// Every capture: both GPUs for sets 1 to 3, the H200 for sets 4 to 61.
const CAPTURES: [Capture; 64] = [
    SET1_H100, SET1_H200, SET2_H100, SET2_H200, SET3_H100, SET3_H200, SET4_H200, SET5_H200, SET6_H200, SET7_H200,
    SET8_H200, SET9_H200, SET10_H200, SET11_H200, SET12_H200, SET13_H200, SET14_H200, SET15_H200, SET16_H200,
    SET17_H200, SET18_H200, SET19_H200, SET20_H200, SET21_H200, SET22_H200, SET23_H200, SET24_H200, SET25_H200,
    SET26_H200, SET27_H200, SET28_H200, SET29_H200, SET30_H200, SET31_H200, SET32_H200, SET33_H200, SET34_H200,
    SET35_H200, SET36_H200, SET37_H200, SET38_H200, SET39_H200, SET40_H200, SET41_H200, SET42_H200, SET43_H200,
    SET44_H200, SET45_H200, SET46_H200, SET47_H200, SET48_H200, SET49_H200, SET50_H200, SET51_H200, SET52_H200,
    SET53_H200, SET54_H200, SET55_H200, SET56_H200, SET57_H200, SET58_H200, SET59_H200, SET60_H200, SET61_H200,
];

/// The captures the what-if's quoted figures were measured on: its levels' spreads
/// (`what_if::distance::SPREADS`, `l1_queue::SPREAD`, `reuse::SPREAD`), the notes' errors and the
/// joined pairs' (`several_profiles`). Every capture to set 55: sets 56–61, captured after them,
/// judge them held out ([`check_held_out_of_the_quoted_figures`]).
fn quoted_captures() -> impl Iterator<Item = Capture> {
    CAPTURES.into_iter().filter(|c| c.set <= 55)
}

/// The development sets, each profile predicting every other level with the fitted parameters (in
/// sample: the model's rules were chosen on these kernels, on both GPUs). Each bound is the figure
/// reached, rounded up to the next 0.1 point (`tables::bounds_for_the_checks` prints them).
#[test]
fn the_development_sets_are_predicted_as_documented() {
    check_set(SET1_H100, &SET1_H100_BOUNDS);
    check_set(SET1_H200, &SET1_H200_BOUNDS);
    check_set(SET2_H100, &SET2_H100_BOUNDS);
    check_set(SET2_H200, &SET2_H200_BOUNDS);
}

/// Sets 3 and 4, written after version 3 was frozen: held out of it (docs/WHAT_IF.md keeps its
/// figures), and each the source of one of version 4's rules. The issue's budgets are every
/// profile within a 10 % median and the level predicted fastest within 5 % of the fastest
/// measured: the bounds say how many profiles meet each.
#[test]
fn the_later_sets_are_predicted_as_documented() {
    check_set(SET3_H100, &SET3_H100_BOUNDS);
    check_set(SET3_H200, &SET3_H200_BOUNDS);
    check_set(SET4_H200, &SET4_H200_BOUNDS);
}

/// Sets 5 and 6, written after version 4 was frozen and held out of every decision about it
/// (docs/WHAT_IF.md keeps its figures); set 6 then gave version 5 its rule, that a reduction holds
/// no L1 line. The issue's budgets are every profile within a 10 % median and the level predicted
/// fastest within 5 % of the fastest measured: the bounds say how many profiles meet each.
#[test]
fn the_sets_held_out_of_version_4_are_predicted_as_documented() {
    check_set(SET5_H200, &SET5_H200_BOUNDS);
    check_set(SET6_H200, &SET6_H200_BOUNDS);
}

/// Set 7, written after version 5 was frozen and held out of every decision about it; captured on
/// the H200 with the device time left, five kernels (docs/WHAT_IF.md keeps version 5's figures on
/// it). Version 6's rule, the slots' gap between blocks, was added after it, with its one figure
/// measured by the runs, not fitted. The bounds are version 16's figures (the budgets: every
/// profile within a 10 % median, the level predicted fastest within 5 % of the fastest measured).
#[test]
fn the_set_held_out_of_version_5_is_predicted_as_documented() {
    check_set(SET7_H200, &SET7_H200_BOUNDS);
}

/// Set 8, written after version 6 was frozen and captured before any comparison with it: held out
/// of every decision about version 6 (docs/WHAT_IF.md keeps its figures). Version 7's rule, the
/// L1's queue, was chosen after it, on its strided-load transpose. The bounds are version 16's
/// figures (the budgets: every profile within a 10 % median, the level predicted fastest within
/// 5 % of the fastest measured).
#[test]
fn the_set_held_out_of_version_6_is_predicted_as_documented() {
    check_set(SET8_H200, &SET8_H200_BOUNDS);
}

/// Sets 9 to 12, written after version 7 was frozen and captured before any comparison with it:
/// held out of every decision about version 7 (docs/WHAT_IF.md keeps its figures). Version 8's
/// streaming DRAM share was then chosen on them and every other set. The bounds are version 16's
/// figures (the budgets: every profile within a 10 % median, the level predicted fastest within
/// 5 % of the fastest measured).
#[test]
fn the_sets_held_out_of_version_7_are_predicted_as_documented() {
    check_set(SET9_H200, &SET9_H200_BOUNDS);
    check_set(SET10_H200, &SET10_H200_BOUNDS);
    check_set(SET11_H200, &SET11_H200_BOUNDS);
    check_set(SET12_H200, &SET12_H200_BOUNDS);
}

/// Set 13, written after version 8 was frozen and captured before any comparison with it: held
/// out of every decision about version 8; version 9's floor, measured, leaves it unchanged. The
/// bounds are version 16's figures (the budgets: every
/// profile within a 10 % median, the level predicted fastest within 5 % of the fastest measured).
#[test]
fn the_set_held_out_of_version_8_is_predicted_as_documented() {
    check_set(SET13_H200, &SET13_H200_BOUNDS);
}

/// Set 14, written while version 9 was made, by a helper that never read the model, and captured
/// after version 9 was committed, before any comparison with it: held out of every decision about
/// version 9; version 10's rule was then chosen on its INT8 GEMM. The bounds are version 16's
/// figures (the budgets: every profile within a 10 % median, the level predicted fastest within
/// 5 % of the fastest measured).
#[test]
fn the_set_held_out_of_version_9_is_predicted_as_documented() {
    check_set(SET14_H200, &SET14_H200_BOUNDS);
}

/// Set 15, written while version 10 was made, by a helper that never read the model, and captured
/// after version 10 was committed, before any comparison with it: held out of every decision about
/// version 10; version 11's rule was then chosen on its Gram matrix. The bounds are version 16's
/// figures.
#[test]
fn the_set_held_out_of_version_10_is_predicted_as_documented() {
    check_set(SET15_H200, &SET15_H200_BOUNDS);
}

/// Sets 16 to 18, written by helpers that never read the model while version 11 stood (set 16
/// after it was committed; no version 12 was made), each captured before any comparison with it:
/// held out of every decision about version 11. The bounds are version 16's figures.
#[test]
fn the_sets_held_out_of_version_11_are_predicted_as_documented() {
    check_set(SET16_H200, &SET16_H200_BOUNDS);
    check_set(SET17_H200, &SET17_H200_BOUNDS);
    check_set(SET18_H200, &SET18_H200_BOUNDS);
}

/// Sets 19 to 21, written by helpers that never read the model after version 12 was committed,
/// each captured before any comparison with it: held out of every decision about version 12. Set
/// 20's four grids of tiny blocks run at the block starts' floor from 8–17 blocks per SM: all 128
/// of their profiles are within a 10 % median, where version 11 had 78. Set 21's seven kernels
/// (four of them shared tiles with barriers): 54 of 66, and the fastest level on all 66; its
/// median filter then gave version 13 its rule (55 of 66). The bounds are version 16's figures.
#[test]
fn the_sets_held_out_of_version_12_are_predicted_as_documented() {
    check_set(SET19_H200, &SET19_H200_BOUNDS);
    check_set(SET20_H200, &SET20_H200_BOUNDS);
    check_set(SET21_H200, &SET21_H200_BOUNDS);
}

/// Sets 22, 23 and 24, written by helpers that never read the model, captured after version 13
/// was committed and before any comparison with it: held out of every decision about version 13.
/// Set 22's kernels mostly run one or a few large blocks per SM, where version 13's rule acts: 24
/// of 34 profiles within a 10 % median (version 12: 23); its bank of biquad filters, fastest at 4
/// blocks of 8, misses the fastest level from all 8 profiles. Set 23: 36 of 51 (version 12: 35);
/// its Huffman decoder, fastest at 4 blocks of 8, likewise. Set 24: 18 of 58, the fastest level
/// from 54; its Monte Carlo photon migration (24 levels of 64-thread blocks) is predicted too slow
/// far below its profiles, its BVH ray caster gains at its one unpadded level what the padded
/// profiles do not foresee, and its k-mer counter, fastest at 2 blocks of 4, slows as its global
/// atomics contend. The bounds are version 16's figures: 27, 36 and 24 profiles (version 15: 27, 36
/// and 19), version 14's loads per wait chosen on all three sets and version 16's staggered blocks
/// gaining five of the photon migration's.
#[test]
fn the_sets_held_out_of_version_13_are_predicted_as_documented() {
    check_set(SET22_H200, &SET22_H200_BOUNDS);
    check_set(SET23_H200, &SET23_H200_BOUNDS);
    check_set(SET24_H200, &SET24_H200_BOUNDS);
}

/// Sets 25 and 26, written by helpers that never read the model, captured after version 14 was
/// committed and before any comparison with it: held out of every decision about version 14, each
/// profile with its own level's source counters. Set 25: 47 of 59 profiles within a 10 % median
/// (version 13 the same), the fastest level within 5 % from 53; its sphere tracer, 640 blocks of
/// very unequal lengths in less than a wave from 5 blocks per SM, misses from all 6 (level 1
/// measured 1.20× level 5, predicted 4.50×). Set 26: 49 of 68 (version 13 the same), the fastest
/// level from all 68; its root finder, likewise in less than a wave, misses from 4 up. Version 15
/// was chosen after them, on these two kernels: a grid of one wave read from the slots its warps
/// filled. The bounds are version 16's figures, as version 15's: 47 and 53 profiles (the root
/// finder's four profiles of one wave now within 10 %; the sphere tracer's two, from 107.6 % to
/// 39.3 %).
#[test]
fn the_sets_held_out_of_version_14_are_predicted_as_documented() {
    check_set(SET25_H200, &SET25_H200_BOUNDS);
    check_set(SET26_H200, &SET26_H200_BOUNDS);
}

/// Sets 27 to 44, written by helpers that never read the model, captured after version 15 was
/// committed and before any comparison with it: held out of every decision about version 15, each
/// profile with its own level's source counters. Set 29: 57 of 61 profiles within a 10 % median,
/// the fastest level within 5 % from all 61; its colour table, shared by every block, misses from
/// all 3 (the L1 hits it loses at the padded level 2). Set 30: 48 of 52, the fastest level from all
/// 52; its vertex pull misses from both levels, its SpMV and image warp from their unpadded level.
/// Set 31: 32 of 49, the fastest level from 33; three of its kernels are fastest at their unpadded
/// level and slower at padded levels than at lower ones (a banded edit distance and an animation
/// sampler whose data stay in the L1, from all their profiles), and its batched 4 × 4 inversions
/// run 40 % slower at 7 blocks per SM and up than at 6, which no profile below 7 foresees. Set 32:
/// 44 of 56, the fastest level from all 56; its linear blend skinning, fastest at its unpadded
/// level 12 and slower at the padded 7–11 than at 6, misses from 11 of 12. Set 33: 36 of 51, the
/// fastest level from all 51; its bicubic lookups, whose 64 KB table fits the L1 at 1, 2 and the
/// unpadded 10 blocks per SM and not between, miss from all 10. Set 34: 42 of 53, the fastest
/// level from all 53; its Bézier tessellation, at DRAM's cap from 3 blocks per SM, misses from all
/// 10. Set 35: 13 of 46, the fastest level from all 46; a 15-queens search of unequal blocks over
/// 1.3 waves, a product-quantisation scan, HyperLogLog updates by compare-and-swap and an MLP whose
/// shared-memory loads queue miss from 33 of their 35 profiles. Set 36: 43 of 50, the fastest
/// level from all 50; a transposed SpMV by float atomic adds, slower at its padded levels 2 and 3
/// than at 1 and 4, misses from all 4. Set 37, seven textbook kernels: 60 of 70, the fastest level
/// from all 70; a naive SGEMM and a tiled transpose miss from their highest profiles. Set 38: 33 of
/// 52, the fastest level from 46; a direct convolution whose filters in constant memory miss the
/// constant cache more as more blocks are resident (fastest at 3 of 6 blocks per SM, 2.4× slower at
/// 6) misses from all 6, and a double-precision SpMV, a warp a row, runs 1.50× as fast at its
/// unpadded 16 blocks per SM as at the padded 15. Set 39: 36 of 47, the fastest level from 43; a
/// structure factor from shared tables, its L1 88–92 % busy at every level, misses from all 4,
/// and a bf16 tensor-core GEMM and a fused attention miss from their highest profiles. Set 40: 50
/// of 59, the fastest level from all 59; an 8-bit unsharp mask whose SM reads 62–82 % busy yet
/// gains to its last level misses from 3 of 4. Set 41: 43 of 54, the fastest level from all 54; a
/// fused 5-qubit gate, FP32-bound, misses from its 3 highest profiles (from 5, level 1 predicted
/// 3.66× where 1.71× was measured: its shared-memory waits fall with the warps), and the 3DGS
/// colours, a stream of 192-byte records, from 4 of 7 (its padded levels capped by the L1's lines
/// the GPU does not show). Set 42: 44 of 56, the fastest level from all 56; a batched 2-D FFT in
/// shared memory, its L1 94–96 % busy from 3 blocks per SM, misses from those 4 profiles (from 6,
/// level 1 predicted 4.14× where 1.80× was measured), and flash-decoding's combine, a stream, from 7
/// of 16 (its padded levels capped by the L1's lines, as set 41's colours). Set 43: 34 of 55, the
/// fastest level from all 55; a NUFFT interpolation whose windows lose the L1 at the padded 7 (3.7×
/// its neighbours' time; hits 97 % at 8, 35 % at 7), furthest point sampling whose clouds no longer
/// fit the L1 at 2 blocks per SM (slower there than at 1) and a COO MTTKRP whose random atomics
/// saturate the memory at 58 % of DRAM's peak from 3 blocks per SM miss from all their profiles.
/// Set 44: 41 of 44, the fastest level from all 44; a knapsack in shared memory misses from its
/// own level 5 (its L1 75 % busy: level 1 predicted 2.98× where 1.99× was measured), a BVH refit
/// from its unpadded 10 and stereo matching's path aggregation from its padded 6. Set 45: 28 of
/// 42, the fastest level from 37; a varint decoder that runs fastest at 2 blocks per SM and 1.6×
/// as long at 4 misses from all 5 profiles, the fastest level too. Set 46: 33 of 46, the fastest
/// level from all 46; a non-local-means filter whose L1 runs 95–100 % busy from 2 blocks per SM
/// misses from 5 of 6 (from 6, level 1 predicted 3.99× where 1.48× was measured). Set 47: 53 of
/// 75, the fastest level from 65; a Gorilla time-series compressor whose L1 hits fall from 75 % at
/// 1 block per SM to none at 7 misses from all 10 (from 3, level 10 predicted 0.84× where 1.62×
/// was measured), and RC4, its shared memory's pipe 95–98 % busy from 4, from 5 of 9 (from 9,
/// level 1 predicted 7.35× where 3.34× was measured). Set 48: 50 of 56, the fastest level from all
/// 56; an LPC analysis whose own, unpadded level 6 runs 1.46× as fast as the padded 5 misses from
/// 5, 6 and 1 (from 6, level 5 predicted 1.06× where 1.46× was measured). Set 49: 71 of 79, the
/// fastest level from all 79; tiled light culling, whose L1 hits the padded levels take away,
/// misses from 6 of 16 (from 1, level 3 predicted 0.34× where 0.75× was measured). The bounds are
/// version 16's figures, chosen with all of these sets in view: sets 36 and 44 have 1 and 3
/// profiles fewer within 10 % than version 15, sets 39, 47, 50 and 51 3, 1, 2 and 4 more.
#[test]
fn the_sets_held_out_of_version_15_are_predicted_as_documented() {
    check_set(SET27_H200, &SET27_H200_BOUNDS);
    check_set(SET28_H200, &SET28_H200_BOUNDS);
    check_set(SET29_H200, &SET29_H200_BOUNDS);
    check_set(SET30_H200, &SET30_H200_BOUNDS);
    check_set(SET31_H200, &SET31_H200_BOUNDS);
    check_set(SET32_H200, &SET32_H200_BOUNDS);
    check_set(SET33_H200, &SET33_H200_BOUNDS);
    check_set(SET34_H200, &SET34_H200_BOUNDS);
    check_set(SET35_H200, &SET35_H200_BOUNDS);
    check_set(SET36_H200, &SET36_H200_BOUNDS);
    check_set(SET37_H200, &SET37_H200_BOUNDS);
    check_set(SET38_H200, &SET38_H200_BOUNDS);
    check_set(SET39_H200, &SET39_H200_BOUNDS);
    check_set(SET40_H200, &SET40_H200_BOUNDS);
    check_set(SET41_H200, &SET41_H200_BOUNDS);
    check_set(SET42_H200, &SET42_H200_BOUNDS);
    check_set(SET43_H200, &SET43_H200_BOUNDS);
    check_set(SET44_H200, &SET44_H200_BOUNDS);
    check_set(SET45_H200, &SET45_H200_BOUNDS);
    check_set(SET46_H200, &SET46_H200_BOUNDS);
    check_set(SET47_H200, &SET47_H200_BOUNDS);
    check_set(SET48_H200, &SET48_H200_BOUNDS);
    check_set(SET49_H200, &SET49_H200_BOUNDS);
    check_set(SET50_H200, &SET50_H200_BOUNDS);
    check_set(SET51_H200, &SET51_H200_BOUNDS);
}

/// Sets 52, 53 and 54, written by helpers that never read the model, set 52 while version 16 was
/// made and set 53 after set 52 had judged it, each captured before any comparison with it: held
/// out of every decision about version 16, each profile with its own level's source counters. Set
/// 52: 72 of 77 profiles within a 10 % median (version 15: 68), the fastest level within 5 % from
/// all 77, a median error of 3.3 % (version 15: 4.0 %); its RANSAC scoring, 2.4 waves at its last
/// level and SM-bound, gains 3 profiles by the staggered blocks. Bundle adjustment's Jacobians, a
/// stream whose padded level 7 runs 1.3× as long as its unpadded 8, miss from 6 and 7, and
/// Borůvka's minimum edges from 1 and 2. Set 53: 67 of 82 (version 15: 63), the fastest level from
/// 74, a median error of 6.1 % (version 15: 7.1 %); its Gillespie simulation, SM-bound compute,
/// gains 4 profiles by the staggered blocks. Binary lifting's dependent gathers, 1.7–2.1× slower at
/// the padded 7–15 than at 6 or its unpadded 16, miss from 7 profiles, a pileup of atomic adds
/// whose time hardly moves with the level from 5 profiles, and the Sobol stream, fastest at 2
/// blocks per SM, misses its fastest level from all 8. Set 54, written after set 53 had judged
/// version 16 and captured without full reports: 41 of 65 (63 %), the fastest level from all 65, a
/// median error of 6.7 %. The MXFP4 stream misses from all 4 profiles (from 4 blocks per SM, level
/// 1 predicted 1.48× where 2.09× was measured), the FEM assembly, its float atomics keeping the
/// time flat from 2 blocks on, from all 5, the BBHash lookups' dependent L2 gathers from 8 of 16,
/// and the random walks, 1.6× slower at their padded levels 7–20 than at 6, from 6 of 21.
#[test]
fn the_sets_held_out_of_version_16_are_predicted_as_documented() {
    check_set(SET52_H200, &SET52_H200_BOUNDS);
    check_set(SET53_H200, &SET53_H200_BOUNDS);
    check_set(SET54_H200, &SET54_H200_BOUNDS);
}

/// Set 55, written by a helper that never read the model while version 17 was made, captured
/// before any comparison and held out of versions 16 and 17: XSBench's cross-section lookups, ICP
/// normal equations, a levelised gate simulation, flow-shop makespans, a damped least-squares IK
/// step, BEAGLE's partial likelihoods and Douglas–Peucker by warps. Version 17: 29 of 40 profiles
/// within a 10 % median (version 16: 29), the fastest level within 5 % from all 40, 187 of 262
/// points within 10 % (version 16: 186). The IK step misses from all 10 profiles: its sine and
/// cosine table hits 96 % in the L1 at 1 block per SM and 65 % at the padded 7–9, which run 1.6× as
/// long as its unpadded 10 (97.5 %); Douglas–Peucker misses from 1.
#[test]
fn set_55_held_out_of_versions_16_and_17_is_predicted_as_documented() {
    check_set(SET55_H200, &SET55_H200_BOUNDS);
}

/// Set 56, written by a helper that never read the model, committed (b381666) and captured
/// (13f5e3c) before any comparison, held out of version 17: Berlekamp–Massey linear complexity, an
/// FP64 direct Coulomb sum, brute-force Möller–Trumbore, level-scheduled sparse triangular solves,
/// bucketed cuckoo lookups, a bilateral-grid splat (one level: it predicts nothing) and Canny's
/// non-maximum suppression. Version 17: 33 of 45 profiles within a 10 % median, the fastest level
/// within 5 % from all 45, 259 of 334 points within 10 %. The Coulomb sum misses from 8 of 9
/// profiles: its SM saturates from 4 blocks per SM at 55 % of its issue slots (FP64, MUFU and
/// integer pipes mixed), which the SM's bound, read as 90 % of the peak, takes for room to gain;
/// Canny misses from 2 of 3, the triangular solves from their padded level 7 (the L1's hits 48 %
/// there, 74–87 % at 6 and 8) and from 1. The figures the what-if quotes, measured on the captures
/// before it ([`quoted_captures`]), hold on it: 275 of its 334 levels are measured within the
/// spread their what-if gives them (82 %; the spreads span eight in ten), and of its 167 pairs of
/// one kernel's profiles, 145 are within 10 % joined (87 %) where the same profiles alone are 256 of
/// 334 (77 %).
#[test]
fn set_56_held_out_of_version_17_is_predicted_as_documented() {
    check_held_out_of_the_quoted_figures(SET56_H200, &SET56_H200_BOUNDS, (275, 334), (167, 145, 256));
}

/// Set 57, written by a helper that never read the model, committed (d99599e) and captured
/// (1947220) before any comparison, held out of version 17 like set 56: a bitmap-index query,
/// Karatsuba products, an FP64 HMM forward pass in 1,024 blocks, Huang's sliding median, 3-D
/// Bresenham rays, circle Hough voting by global atomics and fixed-point CORDIC. Version 17: 43 of
/// 63 profiles within a 10 % median, the fastest level within 5 % from 47, 400 of 614 points
/// within 10 %. The Hough voting misses from all 8 profiles and its fastest level with them: its
/// atomics run 54–69 % slower from 5 blocks per SM than at 4, the MIO and LSU queues throttling
/// the issue, and the what-if gives every level the profile's time; the sliding median misses its
/// fastest level from 8 of 9 (its L1 hits fall from 98 % to 6 % as the warps grow, fastest at 3
/// and 4). The quoted figures hold less well: 463 of its 614 levels within their spread (75 %),
/// 258 of its 307 pairs within 10 % joined (84 %) where the same profiles alone are 456 of 614.
#[test]
fn set_57_held_out_of_version_17_is_predicted_as_documented() {
    check_held_out_of_the_quoted_figures(SET57_H200, &SET57_H200_BOUNDS, (463, 614), (307, 258, 456));
}

/// Set 58, written by a helper that never read the model, committed (e0e248e) and captured
/// (beeb70f) before any comparison, held out of version 17 like sets 56 and 57: a Barnes–Hut walk,
/// a turbo decoder, DNA minimizers, a scan matcher, a mutual-information joint histogram, an sRGB
/// mip chain and FP64 American puts. Version 17: 19 of 53 profiles within a 10 % median, the
/// worst of any set, the fastest level within 5 % from 46, 194 of 476 points within 10 %. The
/// Barnes–Hut walk misses from 15 of 16 (its tree's L1 hits 97 % at 1 block per SM, 5–10 % at the
/// padded levels with 28 KiB of L1, 64 % at its own 16); the joint histogram, whose L1 is 96–97 %
/// busy, from 6 of 10, its lower levels predicted up to 3× too slow from above. The quoted figures
/// fail here: 187 of its 476 levels within their spread (39 %), 110 of its 237 pairs within 10 %
/// joined where the same profiles alone are 132 of 474.
#[test]
fn set_58_held_out_of_version_17_is_predicted_as_documented() {
    check_held_out_of_the_quoted_figures(SET58_H200, &SET58_H200_BOUNDS, (187, 476), (237, 110, 132));
}

/// Set 59, written by a helper that never read the model, committed (b1af6bd) and captured
/// (a91609f) before any comparison, held out of version 17 like sets 56 to 58: Nussinov RNA
/// folding, top-p sampling by radix select, SETTLE for rigid water, a Rosenbrock integrator of
/// stiff chemistry, the separating-axis test of oriented boxes, XCorr peptide scoring and FSST
/// string decoding. Version 17: 28 of 51 profiles within a 10 % median, the fastest level within 5 %
/// from 46, 421 of 536 points within 10 %. FSST decoding misses from all 5 profiles and its fastest
/// level with them: it runs twice as long at 5 blocks per SM as at 1, its DRAM traffic growing
/// 2.4-fold and its long-scoreboard wait from 210 to 1,715 cycles a wait, where the what-if gives
/// the levels above the profile its time or less. Nussinov's folding misses from all 6: its barrier
/// wait grows with the warps' contention (3.0 to 11.3 cycles an instruction from 1 block to 6),
/// which the model keeps as a latency below the profile. The quoted figures: 424 of its 536 levels
/// within their spread (79 %), 237 of its 267 pairs within 10 % joined where the same profiles alone
/// are 418 of 536.
#[test]
fn set_59_held_out_of_version_17_is_predicted_as_documented() {
    check_held_out_of_the_quoted_figures(SET59_H200, &SET59_H200_BOUNDS, (424, 536), (267, 237, 418));
}

/// Set 60, written by a helper that never read the model, committed (4198ae5) and captured before
/// any comparison, held out of version 17 like sets 56 to 59: a Poly1305 MAC, 2:4 sparsity
/// compression of FP16 weights, inverse ray shooting through microlenses, Meijster's Euclidean
/// distance transform, TransE triple scoring, spherical-harmonic synthesis by the Legendre
/// recurrence and batched conjugate-gradient Poisson solves (one level: 120 blocks of 1,024
/// threads, fewer than the SMs). Version 17: 43 of the 49 profiles that predict another level
/// within a 10 % median, the fastest level within 5 % from all 49, 427 of 664 points within 10 %.
/// The misses are the Poly1305 MAC's profiles at 7–10 blocks per SM (its padded levels 7–23 slow as
/// more warps share their 28 KiB of L1, and its unpadded 24 runs 1.5× as fast as 23) and TransE's
/// at 1 and 7 (its padded level 7 runs 29 % slower than 6). The quoted figures hold less well: 423
/// of its 664 levels within their spread (64 %), 270 of its 332 pairs within 10 % joined where the
/// same profiles alone are 533 of 664.
#[test]
fn set_60_held_out_of_version_17_is_predicted_as_documented() {
    check_held_out_of_the_quoted_figures(SET60_H200, &SET60_H200_BOUNDS, (423, 664), (332, 270, 533));
}

/// Set 61, written by a helper that never read the model, committed (e321384) and captured before
/// any comparison, held out of version 17 like sets 56 to 60: a SCAMP matrix profile, Abelian
/// sandpile stabilisation (128 blocks of 1,024 threads, fewer than the SMs), zfp fixed-rate
/// compression, Levenberg–Marquardt fits of 2-D Gaussians, a CAGRA-style graph search, MRI coil
/// combination and SLIC superpixel assignment. Version 17: 26 of the 46 profiles within a 10 %
/// median, the fastest level within 5 % from 44, 165 of 310 points within 10 %. The misses are the
/// Gaussian fits from all 10 profiles (their spots hit the L1 99 % at 1 block per SM and 12–18 % at
/// the padded 7–9, which leave 28 KiB of L1 and run 1.5× as long as 6), SLIC from 6 of 8 (its
/// contended atomics: it gains only 1.5× from 1 to 8 blocks) and the matrix profile from 4 of 6
/// (its L1 hits fall to 55 % at 5). The quoted figures hold less well: 185 of its 310 levels
/// within their spread (60 %), 90 of its 154 pairs within 10 % joined where the same profiles
/// alone are 154 of 308.
#[test]
fn set_61_held_out_of_version_17_is_predicted_as_documented() {
    check_held_out_of_the_quoted_figures(SET61_H200, &SET61_H200_BOUNDS, (185, 310), (154, 90, 154));
}

/// A set captured after the quoted figures were measured ([`quoted_captures`]): its kernels'
/// figures ([`check_set`]), its levels measured within their spread (within, all), and its pairs of
/// one kernel's profiles (pairs, within 10 % joined, profiles within 10 % alone).
fn check_held_out_of_the_quoted_figures(
    capture: Capture,
    bounds: &[Bounds],
    spread: (usize, usize),
    pairs: (usize, usize, usize),
) {
    check_set(capture, bounds);
    assert_eq!(tables::within_spread(capture), spread, "{}", capture.name());
    let joined = tables::Pairs::of(&tables::pairs_of_profiles(capture));
    assert_eq!((joined.pairs, joined.joined_within, joined.alone_within), pairs, "{}", capture.name());
}

/// The note on reuse at risk: from the row softmaxes' profiles at one block per SM (their rows fit
/// the L1 there), the levels it names are those where the GPU then lost most of the L1 hits: each
/// measured below half the profile's hit rate (set 4's block softmax: 65 % at 1 block, 9 % to 0 %
/// at 4–7; set 3's warp softmax: 64 %, then 0.3–12 %). Held out of the note, set 7's batched 8×8
/// matrix-vector products (a thread's 256-byte matrix read by 16 loads): 50 % at 1 block, then
/// under 1 % at 3–9 and 20 % at 10, the register limit (the note names the levels up to 16, the
/// warps' limit).
#[test]
fn the_reuse_note_names_the_levels_that_lost_their_hits() {
    for (capture, kernel, named) in [
        (SET4_H200, "softmax_block3", vec![4, 5, 6, 7]),
        (SET3_H100, "softmax_warp", vec![3, 4, 5, 6, 7, 8]),
        (SET7_H200, "batched_matvec8", (3..=16).collect::<Vec<u32>>()),
    ] {
        let (cal, profiles) = (calibration(capture), profiles(capture));
        let hit_rate = |blocks: u32| {
            profile_at(&profiles, kernel, blocks).map(|k| k.launch.performance.get(Metric::L1LoadHitRate).unwrap())
        };
        let w = predict(profile_at(&profiles, kernel, 1).unwrap(), &cal).unwrap();
        let risk = w.reuse_at_risk.as_ref().unwrap();
        assert_eq!(risk.levels, named, "{kernel}");
        let at_one = hit_rate(1).unwrap();
        let measured: Vec<(u32, f64)> = named.iter().filter_map(|&q| hit_rate(q).map(|h| (q, h))).collect();
        assert!(measured.len() >= 4, "{kernel}: {measured:?}");
        for (q, h) in measured {
            assert!(h < at_one / 2.0, "{kernel} at {q}: {h} against {at_one}");
        }
        assert_eq!(w.notes.iter().filter(|n| n.id == "what-if-note-reuse").count(), 1);
    }
}

/// The notes on levels far from the profile quote what the captures measured there, to the whole
/// percent: far below (a quarter of the profile's blocks or fewer) the median of predicted ÷
/// measured − 1 and the share within 10 %, far above (more than four times) the share within 10 %;
/// for profiles with their kernel's source counters, and without (as the raw page gives them).
#[test]
fn the_notes_on_distance_quote_the_measured_errors() {
    let whole = |x: f64| (100.0 * x).round();
    for source_counters in [true, false] {
        let bands = tables::errors_by_distance(source_counters);
        let (below, above) = (&bands[0], &bands[bands.len() - 1]);
        let quoted = distance::MEASURED.measured(source_counters);
        let at = format!("source counters: {source_counters}");
        assert_eq!(whole(median(below.clone())), whole(quoted.far_below_slower), "{at}");
        assert_eq!(whole(tables::within_budget(below)), whole(quoted.far_below_within), "{at}");
        assert_eq!(whole(tables::within_budget(above)), whole(quoted.far_above_within), "{at}");
    }
}

/// Each level's spread is what the captures measured over the levels of its kind: at its distance
/// from the profile, with the profile's L1 or another (`what_if::distance::SPREADS`), and apart
/// the levels below a busy L1 (`l1_queue::SPREAD`) and those the reuse note names
/// (`reuse::SPREAD`): the points exactly, the share within
/// 10 % and the tenth and ninetieth percentiles of predicted ÷ measured − 1 to the whole percent;
/// for profiles with their kernel's source counters, and without.
#[test]
fn each_levels_spread_quotes_the_measured_errors() {
    let whole = |x: f64| (100.0 * x).round();
    let quotes = |errors: &[f64], spread: distance::Spread, at: &str| {
        assert_eq!(errors.len(), spread.points as usize, "{at}");
        assert_eq!(whole(tables::within_budget(errors)), whole(spread.within), "{at}");
        assert_eq!(whole(tables::quantile(errors, 0.1)), whole(spread.low), "{at}");
        assert_eq!(whole(tables::quantile(errors, 0.9)), whole(spread.high), "{at}");
    };
    for source_counters in [true, false] {
        let by = tables::errors_by_spread(source_counters);
        for (i, band) in distance::Distance::ALL.into_iter().enumerate() {
            let quoted = distance::SPREADS.measured(source_counters)[i];
            for (same, spread) in [(true, quoted.same), (false, quoted.other)] {
                let at = format!("{band:?}, the profile's L1: {same}, source counters: {source_counters}");
                quotes(&by.bands[&(i, same)], spread, &at);
            }
        }
        let at = format!("source counters: {source_counters}");
        quotes(&by.below_busy_l1, l1_queue::SPREAD.measured(source_counters), &format!("below a busy L1, {at}"));
        quotes(&by.reuse_at_risk, reuse::SPREAD.measured(source_counters), &format!("reuse at risk, {at}"));
    }
}

/// Every full report's levels carry the spread of their distance from the profile and of their
/// L1 against the profile's, as measured with source counters where the what-if read its loads
/// with them (without, as the distance notes); except that the levels below a busy L1 carry the
/// spread measured at such levels, and so do the levels the reuse note names; the profiled level
/// and the register route none. Saxpy's report at 2 blocks per SM (set 1, H100), for one: level 1,
/// half the profile's blocks and another L1, spans its ratio ÷ 1.22 to ÷ 0.89.
#[test]
fn each_level_carries_the_spread_of_its_kind() {
    let (mut below_busy, mut at_risk) = (0, 0);
    for (capture, kernel, _, w) in every_full_report_predicted() {
        let at = format!("{} {kernel} at {}", capture.name(), w.profiled_blocks_per_sm);
        let profiled = w.profiled_blocks_per_sm;
        let profiled_l1 = w.level(profiled).map(|l| l.l1_bytes);
        let source_counters = w.loads_per_wait.is_some();
        for l in &w.levels {
            let b = l.blocks_per_sm;
            let busy = w.busy_l1.is_some() && b < profiled;
            let reuse = w.reuse_at_risk.as_ref().is_some_and(|r| r.levels.contains(&b));
            below_busy += usize::from(busy);
            at_risk += usize::from(reuse && !busy);
            let want = distance::Distance::of(b, profiled).map(|band| {
                let by_l1 = distance::SPREADS.measured(source_counters)[band as usize];
                match () {
                    _ if busy => l1_queue::SPREAD.measured(source_counters),
                    _ if reuse => reuse::SPREAD.measured(source_counters),
                    _ if Some(l.l1_bytes) == profiled_l1 => by_l1.same,
                    _ => by_l1.other,
                }
            });
            assert_eq!(l.spread, want, "{at}, level {b}");
        }
        assert!(w.register_route.iter().all(|l| l.spread.is_none()), "{at}");
    }
    let saxpy = every_full_report_predicted()
        .into_iter()
        .find(|(c, k, _, w)| *c == SET1_H100 && k == "saxpy" && w.profiled_blocks_per_sm == 2)
        .map(|(_, _, _, w)| w)
        .unwrap();
    // Of the 1,352 reports' levels, 258 lie below a busy L1 and 925 more are named by the reuse note.
    assert_eq!((below_busy, at_risk), (258, 925));
    let one = saxpy.level(1).unwrap();
    let (low, high) = one.spread.unwrap().range(one.duration_ratio);
    assert!((low * 1.22 - one.duration_ratio).abs() < 1e-12 && (high * 0.89 - one.duration_ratio).abs() < 1e-12);
}

/// The note on a busy L1's queue quotes what the captures measured below the profiles it comes with
/// (their L1/TEX cache at 90 % of its peak or more), to the whole percent: the median of predicted
/// ÷ measured − 1 and the share within 10 %, with source counters and without (+6.2 % and 50 %,
/// +7.0 % and 49 %, over 838 points). Those levels lean slow, where below the other profiles they
/// do not (+0.5 % and +1.0 %, 74 % and 71 % within 10 %).
#[test]
fn the_l1_queue_note_quotes_the_measured_errors() {
    let whole = |x: f64| (100.0 * x).round();
    for source_counters in [true, false] {
        let (below, elsewhere) = tables::errors_below_by_l1(source_counters);
        let quoted = l1_queue::MEASURED.measured(source_counters);
        let at = format!("source counters: {source_counters}, {} points", below.len());
        assert!(below.len() > 500, "{at}");
        assert!(median(elsewhere).abs() < 0.01, "{at}");
        assert_eq!(whole(median(below.clone())), whole(quoted.below_slower), "{at}");
        assert_eq!(whole(tables::within_budget(&below)), whole(quoted.below_within), "{at}");
    }
}

/// The note on other profiles of the kernel quotes what the captures measured, to the whole
/// percent: of every pair of one kernel's raw-page profiles at two levels (22,845 pairs), 90 %
/// predict the kernel's other measured levels within a median 10 % joined, where the same profiles
/// alone do so 83 % of the time. On sets 45–54, captured after the joining was chosen (version 16's
/// figures): 134 of 154 pairs (87 %) against 231 of 308 profiles alone (75 %), 137 of 163 (84 %)
/// against 265 of 326 (81 %), 582 of 644 (90 %) against 1,022 of 1,288 (79 %), 274 of 285 (96 %)
/// against 534 of 570 (94 %), 478 of 503 (95 %) against 901 of 1,006 (90 %), 718 of 765 (94 %)
/// against 1,460 of 1,530 (95 %), 413 of 466 (89 %) against 781 of 932 (84 %), 396 of 413 (96 %)
/// against 770 of 826 (93 %), 393 of 469 (84 %) against 681 of 938 (73 %), and 342 of 399 (86 %)
/// against 537 of 798 (67 %). Joined, no capture does worse than its profiles alone by more than
/// two points: set 50 does by 1.6, sets 32, 29 and 20 by 0.2 and 0.1, where the profiles'
/// durations, at the locked clock, do not scale between two levels as the timings at the GPU's own
/// clock do.
#[test]
fn joined_profiles_quote_the_measured_errors() {
    let whole = |x: f64| (100.0 * x).round();
    let mut pairs = Vec::new();
    for capture in quoted_captures() {
        let p = tables::pairs_of_profiles(capture);
        let counted = tables::Pairs::of(&p);
        assert!(counted.joined_share() >= counted.alone_share() - 0.02, "{}: {counted:?}", capture.name());
        pairs.extend(p);
    }
    let all = tables::Pairs::of(&pairs);
    assert_eq!((all.pairs, all.joined_within, all.alone_within), (22_975, 20_839, 38_486));
    assert_eq!(whole(all.joined_share()), whole(several_profiles::MEASURED.pairs_within));
    assert_eq!(whole(all.alone_share()), whole(several_profiles::MEASURED.alone_within));
    // The spread of the joined levels between each pair's profiles.
    let between: Vec<f64> = pairs.iter().flat_map(|p| p.between.iter().copied()).collect();
    let quoted = several_profiles::BETWEEN;
    assert_eq!(between.len(), quoted.points as usize);
    assert_eq!(whole(tables::within_budget(&between)), whole(quoted.within));
    assert_eq!(whole(tables::quantile(&between, 0.1)), whole(quoted.low));
    assert_eq!(whole(tables::quantile(&between, 0.9)), whole(quoted.high));
}

/// A report of every level (set 4's pass over all its levels, H200): joined, each launch's
/// what-if reads every level of its kernel as that level's launch measured it (its duration ÷ this
/// one's), marks them all as profiled, and is what the page's `predict_joined` gives the launch.
#[test]
fn a_report_of_every_level_joins_into_its_measured_durations() {
    use occlab_model::import::{compare, read_bytes};
    use occlab_model::what_if::{join_each, predict_joined, several_profiles::KernelKey};
    let bytes = std::fs::read(SET4_H200.path("reports/all_levels.ncu-repz")).unwrap();
    let (kernels, cal) = (compare(&read_bytes(&bytes)).kernels, calibration(SET4_H200));
    let alone: Vec<Option<WhatIf>> = kernels.iter().map(|k| predict(k, &cal).ok()).collect();
    let own: Vec<Option<&WhatIf>> = alone.iter().map(Option::as_ref).collect();
    let joined = join_each(&kernels, &own);
    assert_eq!(joined.iter().flatten().count(), kernels.len());
    for (i, (k, w)) in kernels.iter().zip(&joined).enumerate() {
        let w = w.as_ref().unwrap();
        let here = alone[i].as_ref().unwrap();
        let siblings = kernels.iter().zip(&alone).filter(|(other, _)| KernelKey::of(other) == KernelKey::of(k));
        for (_, other) in siblings {
            let other = other.as_ref().unwrap();
            let level = w.level(other.profiled_blocks_per_sm).unwrap();
            assert!(level.profiled, "{}: {}", k.launch.name, other.profiled_blocks_per_sm);
            let measured = other.profiled_duration / here.profiled_duration;
            assert!((level.duration_ratio / measured - 1.0).abs() < 1e-12, "{}", k.launch.name);
        }
        if i % 20 == 0 {
            assert_eq!(Some(w), predict_joined(k, &kernels, &cal).ok().as_ref(), "{}", k.launch.name);
        }
    }
}

/// The note on the occupancy already as fast: from the row sums' profile at 8 blocks per SM (set
/// 4, 64-thread blocks), the lowest level predicted within 1 % of the fastest is 19, where the SM's
/// block starts take over; measured, 19 is the lowest level within 1 % of the fastest (18: 2.7 %
/// slower).
#[test]
fn the_note_names_the_lowest_level_already_as_fast() {
    let (cal, profiles, times) = (calibration(SET4_H200), profiles(SET4_H200), times(SET4_H200));
    let w = predict(profile_at(&profiles, "segmented_rows", 8).unwrap(), &cal).unwrap();
    let note = w.notes.iter().find(|n| n.id == "what-if-note-already").unwrap();
    assert_eq!(note.get("blocks"), Some(&Arg::Count(19)));
    let measured = times["segmented_rows"].iter().map(|(&blocks, &time)| (blocks, time));
    assert_eq!(occlab_model::what_if::lowest_as_fast(measured), Some(19));
}

/// Version 10: copies to shared memory that bypass the L1 (`cp.async.cg`) hold no L1 line. Set
/// 14's INT8 GEMM reads all its operands so (its bypassed sectors exceed the L2's read sectors);
/// its levels 7 and 8, with 28 KiB of L1 (the 228-KiB configuration), measured 0.955× and 0.948×
/// its level 4 (`time.csv`: 827.5, 821.5 and 866.3 µs). Version 9 capped them by the L1's lines
/// and predicted them 1.24–1.28× level 4 from every profile below 7. From every profile the cap
/// now binds nowhere and neither level is predicted slower than level 4.
#[test]
fn copies_that_bypass_the_l1_hold_no_line() {
    use occlab_model::what_if::reason::Reason;
    let (cal, profiles, times) = (calibration(SET14_H200), profiles(SET14_H200), times(SET14_H200));
    let measured = &times["igemm_s8_cpasync"];
    assert!(measured[&7] < measured[&4] && measured[&8] < measured[&4]);
    for k in &profiles["igemm_s8_cpasync"] {
        let w = predict(k, &cal).unwrap();
        assert!(w.levels.iter().all(|l| !matches!(l.reason, Reason::LinesInFlight { .. })));
        let at = |blocks: u32| w.level(blocks).unwrap();
        assert_eq!((at(7).l1_bytes, at(8).l1_bytes), (28 * 1024, 28 * 1024));
        let four = at(4).duration_ratio;
        assert!(at(7).duration_ratio <= four && at(8).duration_ratio <= four, "from {}", w.profiled_blocks_per_sm);
    }
}

/// A memory system saturated below its bandwidth's peak is named so, not as a saturated unit. Set
/// 24's k-mer counter (`atomicCAS` into a 256 MB table), profiled at 2 blocks per SM of 4: its
/// loads wait 84 cycles an instruction while its L2 is 29 % busy, so the model takes the memory's
/// capacity as what the profile reached, and every level's reason says so, with shares well below
/// the peaks. The STREAM triad at 16 blocks, whose memory is saturated by its bandwidth, keeps the
/// saturated unit's reason (DRAM's, at 86 % of its peak).
#[test]
fn a_memory_saturated_below_its_peak_is_named_so() {
    use occlab_model::what_if::reason::Reason;
    let (cal, counters) = (calibration(SET24_H200), profiles(SET24_H200));
    let k = profile_at(&counters, "kmer_count_hash", 2).unwrap();
    let l2 = k.launch.performance.get(Metric::L2Throughput).unwrap() / 100.0;
    let w = predict(k, &cal).unwrap();
    assert_eq!(w.levels.len(), 4);
    for level in &w.levels {
        assert!(matches!(level.reason, Reason::MemoryCapacity { .. }), "{}: {:?}", level.blocks_per_sm, level.reason);
    }
    assert_eq!((100.0 * l2).round(), 29.0);
    let profiled = w.level(2).unwrap().reason;
    assert_eq!(profiled.message().id, "what-if-reason-capacity");
    let Reason::MemoryCapacity { l2_share, dram_share } = profiled else { unreachable!() };
    assert!(l2_share < 0.5 && dram_share < 0.5, "L2 {l2_share}, DRAM {dram_share}");
    let (cal, streams) = (calibration(SET1_H200), profiles(SET1_H200));
    let triad = predict(profile_at(&streams, "triad_vec4", 16).unwrap(), &cal).unwrap();
    let Reason::DramBandwidth { dram_share } = triad.level(16).unwrap().reason else { panic!("{triad:?}") };
    assert!(dram_share > 0.85, "{dram_share}");
}

/// `kernel`'s measured time at `level` ÷ its time at `profiled` (`time.csv`), and that ratio as
/// predicted from its profile at `profiled`.
fn measured_and_predicted(capture: Capture, kernel: &str, profiled: u32, level: u32) -> (f64, f64) {
    let times = &times(capture)[kernel];
    let profiles = profiles(capture);
    let profile = profile_at(&profiles, kernel, profiled).unwrap();
    let predicted = predict(profile, &calibration(capture)).unwrap().level(level).unwrap().duration_ratio;
    (times[&level] / times[&profiled], predicted)
}

/// Version 11: the SM's own units are bounded on the busiest SM. Set 15's Gram matrix runs 192
/// blocks on the H200's 132 SMs; profiled at one block per SM, its L1 reads 61 % busy over the
/// launch, but 72 SMs stand idle through the second wave, and the 60 that run two blocks keep
/// their L1 84 % busy (61 % × 2 × 132 ÷ 192). So a second resident block gains little: measured
/// 0.93× (`time.csv`: 2,592 against 2,786 µs), where version 10 predicted 0.76×. Version 11
/// predicts within 5 %.
#[test]
fn a_small_grid_is_bounded_on_its_busiest_sm() {
    let (measured, predicted) = measured_and_predicted(SET15_H200, "gram_tall_few", 1, 2);
    assert!((measured - 0.93).abs() < 0.005, "{measured}");
    assert!((predicted / measured - 1.0).abs() < 0.05, "predicted {predicted}, measured {measured}");
}

/// Version 12: a profile at the block starts' floor filled fewer slots than its level. Set 4's row
/// sums (2,097,152 blocks of 64 threads) stop gaining at about 20 blocks per SM, where the SM's
/// block starts take over; profiled at 32, their warps filled 31.6 of the 64 warp slots. Version 11
/// spread the profile's time over 32 resident blocks and predicted level 1 at 27.2× the profile;
/// it measured 17.2× (`time.csv`). Read from the achieved warps and the gaps between blocks, the
/// slots filled are about 20, and level 1 is predicted within 10 %.
#[test]
fn a_profile_at_the_block_starts_floor_filled_fewer_slots() {
    let (measured, predicted) = measured_and_predicted(SET4_H200, "segmented_rows", 32, 1);
    assert!((measured - 17.2).abs() < 0.05, "{measured}");
    assert!((predicted / measured - 1.0).abs() < 0.10, "predicted {predicted}, measured {measured}");
}

/// Version 13: one block's warps collide with their own block only. With one 1,024-thread block
/// per SM, set 1's 1-D stencil ran 0.66× as long with a second block (H100); from its profile at
/// one block, version 12 predicted 0.81×, its warps' waits for the issue slot and pipes carried by
/// the SM's bound, which a second block does not move. Set 9's 63-tap convolution (256-thread
/// blocks) measured 0.53× at 4 blocks, where version 12 predicted 0.72×. Counted as the block's
/// own latency, both come within 10 % and 5 %.
#[test]
fn one_blocks_warps_collide_with_their_own_block_only() {
    for (capture, kernel, level, measured, within) in
        [(SET1_H100, "stencil1d_r8", 2, 0.66, 0.10), (SET9_H200, "conv1d_smem63", 4, 0.53, 0.05)]
    {
        let (ratio, predicted) = measured_and_predicted(capture, kernel, 1, level);
        assert!((ratio - measured).abs() < 0.005, "{kernel}: {ratio}");
        assert!((predicted / ratio - 1.0).abs() < within, "{kernel}: predicted {predicted}, measured {ratio}");
    }
}

/// The notes name the highest level far below the profile and the lowest far above it: saxpy
/// (H100, 8 levels) from 1 block per SM is far below nothing and far above from 5 on; from 8, far
/// below at 2 and under, far above nothing; from 2 (its levels up to 8, four times 2), neither.
#[test]
fn the_notes_name_the_levels_far_from_the_profile() {
    let (cal, profiles) = (calibration(SET1_H100), profiles(SET1_H100));
    let far = |blocks: u32| {
        let w = predict(profile_at(&profiles, "saxpy", blocks).unwrap(), &cal).unwrap();
        let named = |id: &str| w.notes.iter().find(|n| n.id == id).map(|n| n.get("blocks").cloned().unwrap());
        (named("what-if-note-far-below"), named("what-if-note-far-above"))
    };
    assert_eq!(far(1), (None, Some(Arg::Count(5))));
    assert_eq!(far(8), (Some(Arg::Count(2)), None));
    assert_eq!(far(2), (None, None));
}

/// (kernel, median, worst, median of the profiles' medians, profiles within a 10 % median,
/// profiles whose level predicted fastest is measured within 5 % of the fastest).
type Bounds = (&'static str, f64, f64, f64, usize, usize);

fn check_set(capture: Capture, bounds: &[Bounds]) {
    let set = tables::checked(capture, &Parameters::FITTED);
    assert_eq!(set.len(), bounds.len(), "{}", capture.name());
    for ((kernel, checked), &(name, median, worst, profile_median, within, fastest)) in set.iter().zip(bounds) {
        assert_eq!(kernel, name);
        let f = figures(checked);
        let at = format!("{}: {kernel}: {f:?}", capture.name());
        if checked.iter().all(|c| c.points.is_empty()) {
            // A kernel of one level: its profile predicts no other level and is judged on none.
            assert!(median.is_nan() && profile_median.is_nan(), "{at}: a kernel of one level has no figures");
            continue;
        }
        assert!(f.median <= median && f.worst <= worst && f.profile_median <= profile_median, "{at}");
        assert!(f.within_budget >= within && f.fastest_ok >= fastest, "{at}");
    }
}

/// Nsight Compute's estimate (its full reports' Occupancy rule, read as the time at the highest
/// occupancy) and ours from the same reports, against the time measured there: the median miss in
/// points of the profiled time, over the launches whose report holds an estimate. Nsight
/// Compute's figures are its own (a change means its rules are read otherwise); ours are version
/// 14's figures of docs/WHAT_IF.md rounded up by 0.1 point.
#[test]
fn ours_and_nsight_computes_estimates_for_the_full_reports() {
    for (capture, launches, nsight, ours) in ESTIMATES {
        let (theirs, mine) = tables::misses(&tables::estimates(capture));
        assert_eq!(theirs.len(), launches, "{}", capture.name());
        if launches == 0 {
            continue;
        }
        let theirs = median(theirs);
        assert!((theirs - nsight).abs() < 0.05, "{}: Nsight Compute misses by {theirs}", capture.name());
        let mine = median(mine);
        assert!(mine <= ours, "{}: ours misses by {mine}", capture.name());
    }
}

/// (capture, levels checked): every level of the kernels whose own level was profiled.
const LEVELS_FORCED: [(Capture, usize); 62] = [
    (SET1_H100, 165),
    (SET2_H100, 112),
    (SET3_H100, 84),
    (SET3_H200, 84),
    (SET4_H200, 108),
    (SET5_H200, 69),
    (SET6_H200, 63),
    (SET7_H200, 34),
    (SET8_H200, 53),
    (SET9_H200, 50),
    (SET10_H200, 52),
    (SET11_H200, 48),
    (SET12_H200, 49),
    (SET13_H200, 48),
    (SET14_H200, 49),
    (SET15_H200, 53),
    (SET16_H200, 74),
    (SET17_H200, 59),
    (SET18_H200, 58),
    (SET19_H200, 67),
    (SET20_H200, 128),
    (SET21_H200, 66),
    (SET22_H200, 34),
    (SET23_H200, 51),
    (SET24_H200, 58),
    (SET25_H200, 59),
    (SET26_H200, 68),
    (SET27_H200, 69),
    (SET28_H200, 68),
    (SET29_H200, 61),
    (SET30_H200, 52),
    (SET31_H200, 49),
    (SET32_H200, 56),
    (SET33_H200, 51),
    (SET34_H200, 53),
    (SET35_H200, 46),
    (SET36_H200, 50),
    (SET37_H200, 70),
    (SET38_H200, 52),
    (SET39_H200, 47),
    (SET40_H200, 59),
    (SET41_H200, 54),
    (SET42_H200, 56),
    (SET43_H200, 55),
    (SET44_H200, 44),
    (SET45_H200, 42),
    (SET46_H200, 46),
    (SET47_H200, 75),
    (SET48_H200, 56),
    (SET49_H200, 79),
    (SET50_H200, 86),
    (SET51_H200, 78),
    (SET52_H200, 77),
    (SET53_H200, 82),
    (SET54_H200, 65),
    (SET55_H200, 40),
    (SET56_H200, 46),
    (SET57_H200, 63),
    (SET58_H200, 53),
    (SET59_H200, 51),
    (SET60_H200, 50),
    (SET61_H200, 46),
];
const SET1_H100_BOUNDS: [Bounds; 18] = [
    ("gather_dram", 0.021, 0.147, 0.005, 16, 16),
    ("gather_l2", 0.074, 0.372, 0.055, 12, 16),
    ("gather_win", 0.322, 1.320, 0.290, 0, 0),
    ("histogram_smem", 0.032, 0.131, 0.036, 8, 8),
    ("layernorm_warp", 0.024, 0.487, 0.044, 7, 7),
    ("nbody", 0.005, 0.230, 0.005, 8, 8),
    ("nbody_small", 0.001, 0.002, 0.001, 8, 8),
    ("reduce_sum", 0.059, 0.149, 0.055, 4, 4),
    ("saxpy", 0.030, 0.076, 0.030, 8, 8),
    ("scatter_atomic", 0.001, 0.677, 0.001, 28, 32),
    ("sgemm_naive", 0.064, 0.520, 0.087, 5, 8),
    ("sgemm_tiled", 0.102, 0.118, 0.102, 1, 2),
    ("softmax_row", 0.031, 0.117, 0.031, 6, 6),
    ("spmv_csr", 0.025, 0.098, 0.024, 2, 2),
    ("stencil1d_r8", 0.152, 0.221, 0.152, 1, 2),
    ("stencil5", 0.032, 0.089, 0.024, 8, 8),
    ("transpose_tiled", 0.055, 0.612, 0.055, 7, 8),
    ("triad_vec4", 0.029, 0.215, 0.027, 16, 16),
];
const SET1_H200_BOUNDS: [Bounds; 17] = [
    ("gather_dram", 0.090, 0.611, 0.011, 12, 16),
    ("gather_l2", 0.097, 0.428, 0.079, 11, 16),
    ("gather_win", 0.301, 1.433, 0.296, 0, 0),
    ("histogram_smem", 0.020, 0.112, 0.017, 8, 8),
    ("layernorm_warp", 0.048, 0.403, 0.051, 7, 7),
    ("nbody", 0.005, 0.230, 0.005, 8, 8),
    ("nbody_small", 0.001, 0.002, 0.001, 5, 5),
    ("reduce_sum", 0.038, 0.093, 0.043, 4, 4),
    ("saxpy", 0.029, 0.073, 0.025, 8, 8),
    ("scatter_atomic", 0.002, 0.989, 0.002, 26, 32),
    ("sgemm_naive", 0.079, 0.568, 0.102, 3, 8),
    ("sgemm_tiled", 0.096, 0.110, 0.096, 1, 2),
    ("softmax_row", 0.039, 0.138, 0.027, 6, 6),
    ("stencil1d_r8", 0.160, 0.245, 0.160, 1, 2),
    ("stencil5", 0.029, 0.070, 0.028, 8, 8),
    ("transpose_tiled", 0.045, 0.451, 0.065, 6, 8),
    ("triad_vec4", 0.048, 0.230, 0.051, 14, 16),
];
const SET2_H100_BOUNDS: [Bounds; 13] = [
    ("conv2d_smem", 0.055, 0.171, 0.050, 7, 8),
    ("copy_float2", 0.021, 0.079, 0.022, 8, 8),
    ("dot_shfl", 0.043, 0.218, 0.034, 8, 8),
    ("gemv_warp", 0.057, 0.400, 0.077, 10, 12),
    ("list_walk", 0.043, 0.279, 0.044, 15, 16),
    ("mandelbrot", 0.036, 0.130, 0.016, 7, 8),
    ("mandelbrot_small", 0.002, 0.170, 0.002, 7, 8),
    ("rmsnorm_block", 0.044, 0.952, 0.034, 6, 0),
    ("scan_block", 0.038, 0.296, 0.037, 8, 8),
    ("scatter_perm", 0.001, 0.001, 0.001, 4, 4),
    ("sgemm_smem16", 0.061, 0.300, 0.043, 6, 8),
    ("stencil7_3d", 0.062, 0.230, 0.050, 7, 8),
    ("transpose_naive", 0.016, 0.064, 0.008, 8, 8),
];
const SET2_H200_BOUNDS: [Bounds; 13] = [
    ("conv2d_smem", 0.046, 0.163, 0.043, 8, 8),
    ("copy_float2", 0.042, 0.101, 0.039, 8, 8),
    ("dot_shfl", 0.035, 0.193, 0.047, 7, 8),
    ("gemv_warp", 0.106, 0.277, 0.110, 5, 12),
    ("list_walk", 0.081, 0.575, 0.078, 14, 16),
    ("mandelbrot", 0.037, 0.128, 0.015, 7, 8),
    ("mandelbrot_small", 0.003, 0.172, 0.001, 7, 8),
    ("rmsnorm_block", 0.048, 0.189, 0.036, 8, 8),
    ("scan_block", 0.046, 0.121, 0.049, 8, 8),
    ("scatter_perm", 0.004, 0.013, 0.001, 4, 4),
    ("sgemm_smem16", 0.053, 0.302, 0.040, 7, 8),
    ("stencil7_3d", 0.048, 0.182, 0.028, 7, 8),
    ("transpose_naive", 0.003, 0.076, 0.003, 8, 8),
];
/// (capture, launches with an estimate, Nsight Compute's median miss, ours at most), in points.
const ESTIMATES: [(Capture, usize, f64, f64); 64] = [
    (SET1_H100, 18, 14.6, 3.1),
    (SET2_H100, 24, 15.7, 3.9),
    (SET1_H200, 11, 13.9, 3.8),
    (SET2_H200, 24, 14.6, 4.3),
    (SET3_H100, 15, 12.8, 2.0),
    (SET3_H200, 17, 17.3, 3.0),
    (SET4_H200, 16, 21.8, 0.6),
    (SET5_H200, 14, 7.2, 2.4),
    (SET6_H200, 12, 10.0, 4.9),
    (SET7_H200, 8, 5.0, 1.8),
    (SET8_H200, 12, 12.4, 9.7),
    (SET9_H200, 12, 9.0, 1.9),
    (SET10_H200, 14, 11.4, 4.5),
    (SET11_H200, 10, 9.5, 4.4),
    (SET12_H200, 10, 16.1, 4.0),
    (SET13_H200, 9, 15.4, 4.2),
    (SET14_H200, 7, 13.0, 3.0),
    (SET15_H200, 9, 9.6, 1.8),
    (SET16_H200, 8, 14.6, 6.5),
    (SET17_H200, 7, 11.8, 8.4),
    (SET18_H200, 3, 17.0, 7.1),
    (SET19_H200, 8, 8.6, 3.1),
    (SET20_H200, 10, 47.6, 1.0),
    (SET21_H200, 12, 10.1, 2.4),
    (SET22_H200, 9, 19.7, 4.6),
    (SET23_H200, 5, 17.4, 15.0),
    (SET24_H200, 5, 25.1, 5.1),
    (SET25_H200, 9, 10.2, 6.8),
    (SET26_H200, 11, 12.6, 4.9),
    (SET27_H200, 13, 28.0, 4.4),
    (SET28_H200, 11, 12.4, 6.0),
    (SET29_H200, 7, 23.9, 2.1),
    (SET30_H200, 11, 11.2, 6.1),
    (SET31_H200, 7, 26.6, 4.3),
    (SET32_H200, 9, 49.8, 0.8),
    (SET33_H200, 7, 14.5, 1.0),
    (SET34_H200, 9, 36.0, 1.2),
    (SET35_H200, 9, 23.6, 3.7),
    (SET36_H200, 9, 15.2, 3.2),
    (SET37_H200, 13, 8.8, 1.4),
    (SET38_H200, 9, 11.0, 1.3),
    (SET39_H200, 5, 20.4, 2.1),
    (SET40_H200, 7, 22.9, 2.0),
    (SET41_H200, 8, 22.7, 4.9),
    (SET42_H200, 6, 13.6, 7.6),
    (SET43_H200, 6, 21.8, 15.6),
    (SET44_H200, 9, 10.9, 6.1),
    (SET45_H200, 9, 23.5, 8.1),
    (SET46_H200, 8, 16.5, 3.2),
    (SET47_H200, 8, 15.2, 6.5),
    (SET48_H200, 6, 6.3, 2.0),
    (SET49_H200, 8, 3.4, 2.5),
    (SET50_H200, 11, 7.1, 1.2),
    (SET51_H200, 6, 15.0, 6.6),
    (SET52_H200, 8, 8.8, 3.9),
    (SET53_H200, 10, 15.7, 6.9),
    (SET54_H200, 8, 11.5, 10.6),
    (SET55_H200, 1, 7.7, 3.9),
    (SET56_H200, 3, 7.55, 1.5),
    (SET57_H200, 10, 12.58, 6.2),
    (SET58_H200, 0, f64::NAN, f64::NAN),
    (SET59_H200, 3, 62.65, 27.4),
    (SET60_H200, 6, 7.92, 4.8),
    (SET61_H200, 3, 8.9, 0.4),
];
const SET3_H100_BOUNDS: [Bounds; 10] = [
    ("bitonic_smem", 0.040, 0.199, 0.037, 4, 4),
    ("copy_tail", 0.022, 0.138, 0.025, 8, 8),
    ("histogram_global", 0.086, 0.206, 0.031, 7, 8),
    ("layernorm_smem", 0.012, 0.422, 0.011, 16, 16),
    ("reduce_ilp4", 0.042, 0.286, 0.059, 8, 8),
    ("sfu_poly", 0.011, 0.090, 0.005, 16, 16),
    ("sgemm_reg4", 0.048, 0.146, 0.048, 6, 6),
    ("softmax_warp", 0.308, 1.804, 0.333, 0, 0),
    ("stencil9_smem", 0.057, 0.196, 0.055, 7, 8),
    ("transpose_1024", 0.072, 0.078, 0.072, 2, 2),
];
const SET3_H200_BOUNDS: [Bounds; 10] = [
    ("bitonic_smem", 0.043, 0.202, 0.040, 4, 4),
    ("copy_tail", 0.019, 0.193, 0.021, 8, 8),
    ("histogram_global", 0.068, 0.154, 0.014, 7, 8),
    ("layernorm_smem", 0.054, 0.184, 0.051, 16, 16),
    ("reduce_ilp4", 0.071, 0.262, 0.078, 6, 8),
    ("sfu_poly", 0.012, 0.086, 0.005, 16, 16),
    ("sgemm_reg4", 0.041, 0.141, 0.038, 6, 6),
    ("softmax_warp", 0.149, 1.468, 0.126, 3, 0),
    ("stencil9_smem", 0.051, 0.155, 0.047, 8, 8),
    ("transpose_1024", 0.066, 0.078, 0.066, 2, 2),
];
const SET4_H200_BOUNDS: [Bounds; 9] = [
    ("atomic_hot", 0.001, 0.001, 0.001, 8, 8),
    ("colsum_few", 0.002, 0.030, 0.002, 8, 8),
    ("conv3x3_global", 0.029, 0.088, 0.027, 8, 8),
    ("dfma_poly", 0.009, 0.181, 0.006, 8, 8),
    ("embedding_bag", 0.089, 0.344, 0.085, 7, 12),
    ("gemv_t", 0.048, 0.362, 0.041, 12, 16),
    ("hash_stream", 0.042, 0.143, 0.017, 7, 8),
    ("segmented_rows", 0.005, 0.072, 0.009, 32, 32),
    ("softmax_block3", 0.057, 0.272, 0.052, 6, 8),
];
const SET5_H200_BOUNDS: [Bounds; 8] = [
    ("argmax_rows", 0.090, 0.602, 0.088, 4, 8),
    ("batched_gemm32", 0.034, 0.105, 0.041, 5, 5),
    ("half2_axpy", 0.036, 0.091, 0.030, 8, 8),
    ("hist_warp_agg", 0.018, 0.053, 0.017, 8, 8),
    ("scan_warp_stream", 0.028, 0.160, 0.027, 8, 8),
    ("sincos_mix", 0.035, 0.120, 0.029, 8, 8),
    ("spmv_ell", 0.061, 0.486, 0.011, 12, 16),
    ("stencil27_3d", 0.033, 0.148, 0.028, 7, 8),
];
const SET6_H200_BOUNDS: [Bounds; 8] = [
    ("bilinear_resize", 0.021, 0.059, 0.021, 8, 8),
    ("csr_transpose_count", 0.037, 0.161, 0.023, 8, 8),
    ("gather_rows_2d", 0.025, 0.120, 0.027, 16, 16),
    ("gelu_bias_fp32", 0.057, 0.153, 0.052, 8, 8),
    ("kmeans_assign", 0.060, 0.153, 0.056, 7, 8),
    ("lu_panel_small", 0.072, 0.196, 0.072, 6, 6),
    ("prefix_block_scan", 0.051, 0.127, 0.046, 4, 4),
    ("rowwise_dot8", 0.216, 0.768, 0.199, 0, 5),
];
const SET7_H200_BOUNDS: [Bounds; 5] = [
    ("batched_matvec8", 0.088, 0.465, 0.065, 7, 0),
    ("dequant_int8_rows", 0.056, 0.208, 0.042, 7, 8),
    ("index_add_rows", 0.031, 0.054, 0.022, 4, 4),
    ("maxpool2d_3x3s2", 0.045, 0.156, 0.036, 7, 8),
    ("sddmm_coo", 0.009, 0.020, 0.006, 4, 4),
];
const SET8_H200_BOUNDS: [Bounds; 7] = [
    ("compact_warp_agg", 0.110, 0.972, 0.028, 6, 0),
    ("fft1024_smem", 0.040, 0.090, 0.027, 4, 4),
    ("hgemm_wmma", 0.064, 0.178, 0.085, 7, 9),
    ("softmax_row128", 0.031, 0.153, 0.024, 8, 8),
    ("spmv_csr_scalar", 0.181, 2.228, 0.149, 0, 0),
    ("stencil9_reg8", 0.124, 0.325, 0.124, 2, 8),
    ("transpose_strided_load", 0.084, 0.254, 0.070, 6, 8),
];
const SET9_H200_BOUNDS: [Bounds; 7] = [
    ("adam_step", 0.021, 0.177, 0.033, 6, 6),
    ("avgpool2x2_vec4", 0.063, 0.198, 0.058, 7, 8),
    ("conv1d_smem63", 0.081, 0.158, 0.081, 3, 4),
    ("edge_gather16", 0.049, 0.168, 0.039, 8, 8),
    ("find_first_eos", 0.095, 0.231, 0.081, 3, 4),
    ("permute4d_divmod", 0.020, 0.068, 0.020, 4, 4),
    ("thomas_batched", 0.047, 0.348, 0.047, 15, 16),
];
const SET10_H200_BOUNDS: [Bounds; 7] = [
    ("cic_interp_3d", 0.080, 0.334, 0.079, 8, 8),
    ("hash_probe_linear", 0.090, 0.576, 0.084, 5, 8),
    ("integral_rows_u8", 0.127, 0.222, 0.127, 1, 4),
    ("merge_path_u32", 0.182, 0.489, 0.172, 0, 8),
    ("rgb_to_yuv_u8", 0.036, 0.096, 0.040, 8, 8),
    ("spmm_csr32", 0.017, 0.232, 0.008, 7, 8),
    ("warp_topk32", 0.032, 0.096, 0.010, 8, 8),
];
const SET11_H200_BOUNDS: [Bounds; 7] = [
    ("attn_tile_fp32", 0.063, 0.301, 0.058, 6, 6),
    ("bfs_bottom_up", 0.053, 0.360, 0.046, 6, 8),
    ("black_scholes", 0.039, 0.097, 0.035, 8, 8),
    ("dwconv3x3_nhwc", 0.046, 0.194, 0.047, 6, 6),
    ("lbm_d2q9", 0.041, 0.175, 0.042, 8, 8),
    ("philox_mc_disc", 0.032, 0.069, 0.015, 4, 4),
    ("radix_tile_4bit", 0.032, 0.186, 0.035, 8, 8),
];
const SET12_H200_BOUNDS: [Bounds; 7] = [
    ("bloom_query8", 0.022, 0.437, 0.011, 7, 8),
    ("dgemm_db_fp64", 0.024, 0.035, 0.013, 3, 3),
    ("gemv_i8_dp4a", 0.081, 0.268, 0.077, 5, 6),
    ("isort16_local", 0.032, 0.117, 0.012, 7, 8),
    ("lut_equalize_u8", 0.061, 0.209, 0.062, 8, 8),
    ("rope_neox_fp32", 0.032, 0.149, 0.031, 8, 8),
    ("xent_rows", 0.120, 0.351, 0.095, 4, 8),
];
const SET13_H200_BOUNDS: [Bounds; 7] = [
    ("cell_nbr_count", 0.064, 0.398, 0.115, 2, 4),
    ("compact_lookback", 0.300, 1.301, 0.296, 0, 8),
    ("fw_minplus_tile", 0.031, 0.204, 0.032, 6, 6),
    ("haar3_dwt", 0.028, 0.164, 0.035, 8, 8),
    ("jacobi2d_fp64", 0.106, 0.120, 0.106, 1, 2),
    ("sha256_msg64", 0.004, 0.266, 0.004, 12, 12),
    ("zbuf_splat_min64", 0.011, 0.060, 0.007, 8, 8),
];
const SET14_H200_BOUNDS: [Bounds; 7] = [
    ("forest_infer", 0.017, 0.040, 0.017, 6, 6),
    ("igemm_s8_cpasync", 0.055, 0.420, 0.051, 8, 8),
    ("myers_semiglobal", 0.005, 0.203, 0.002, 7, 8),
    ("reduce_by_key_u32", 0.095, 0.266, 0.092, 5, 8),
    ("spgemm_count_hash", 0.114, 0.299, 0.122, 2, 13),
    ("stencil25_3d", 0.040, 0.163, 0.045, 4, 4),
    ("unpack_for11", 0.061, 0.079, 0.061, 2, 2),
];
const SET15_H200_BOUNDS: [Bounds; 7] = [
    ("aes128_ctr_tt", 0.010, 0.397, 0.019, 4, 5),
    ("bilateral_tukey7", 0.006, 0.303, 0.005, 7, 8),
    ("fft32_col", 0.043, 0.775, 0.027, 14, 14),
    ("gram_tall_few", 0.008, 0.049, 0.003, 4, 4),
    ("im2col_3x3", 0.051, 0.052, 0.051, 2, 2),
    ("rotate_bilinear", 0.039, 0.084, 0.027, 4, 4),
    ("sw_affine_wave", 0.045, 0.826, 0.056, 13, 16),
];
const SET16_H200_BOUNDS: [Bounds; 7] = [
    ("emb_bag_h16", 0.108, 0.348, 0.048, 9, 16),
    ("gemv_cpasync3", 0.061, 0.643, 0.065, 3, 4),
    ("gj_inverse32", 0.029, 0.050, 0.029, 2, 2),
    ("pic_deposit_tile", 0.094, 1.005, 0.080, 21, 32),
    ("sobel_u8", 0.017, 0.043, 0.020, 4, 4),
    ("sort128_regs", 0.170, 1.003, 0.164, 1, 0),
    ("tanimoto_popc", 0.007, 0.189, 0.007, 10, 10),
];
const SET17_H200_BOUNDS: [Bounds; 7] = [
    ("bfs_topdown_warp", 0.038, 0.309, 0.036, 16, 16),
    ("fdtd3d_yee_h", 0.049, 0.347, 0.009, 12, 16),
    ("gemv_w4a16", 0.076, 0.232, 0.069, 7, 9),
    ("heat2d_tblock8", 0.078, 0.233, 0.084, 2, 4),
    ("knn16_tiles", 0.050, 0.404, 0.040, 8, 8),
    ("multisplit_count32", 0.091, 0.183, 0.038, 3, 4),
    ("welford_bn_stats", 0.077, 0.078, 0.077, 2, 2),
];
const SET18_H200_BOUNDS: [Bounds; 7] = [
    ("chol_solve64", 0.095, 0.203, 0.087, 3, 3),
    ("demosaic_mhc", 0.124, 0.271, 0.124, 0, 6),
    ("ktruss_support", 0.049, 0.481, 0.047, 25, 32),
    ("linrec_scan", 0.066, 0.650, 0.058, 3, 5),
    ("parse_decimal16", 0.131, 0.167, 0.131, 1, 2),
    ("quant_fp8_g128", 0.040, 0.126, 0.054, 4, 4),
    ("radix_scatter8", 0.061, 0.179, 0.062, 5, 4),
];
const SET19_H200_BOUNDS: [Bounds; 7] = [
    ("dct8x8_quant", 0.049, 0.158, 0.052, 16, 16),
    ("eig3x3_jacobi", 0.057, 0.151, 0.067, 5, 6),
    ("graph_sample10", 0.193, 0.700, 0.121, 3, 0),
    ("moe_topk_gate", 0.029, 0.542, 0.029, 14, 16),
    ("motion_sad16", 0.054, 0.381, 0.051, 5, 6),
    ("rolling_max31", 0.027, 0.068, 0.026, 7, 7),
    ("tex_undistort", 0.020, 0.080, 0.018, 8, 8),
];
const SET20_H200_BOUNDS: [Bounds; 4] = [
    ("bezier_flatten32", 0.004, 0.259, 0.003, 32, 32),
    ("dict_decode_str", 0.020, 0.195, 0.013, 32, 32),
    ("gcn_edge_norm", 0.031, 0.117, 0.041, 32, 32),
    ("rigid_xform64", 0.016, 0.225, 0.008, 32, 32),
];
const SET21_H200_BOUNDS: [Bounds; 7] = [
    ("gauss_sep9_h2", 0.018, 0.061, 0.019, 8, 8),
    ("lj_force_ell", 0.047, 0.129, 0.041, 5, 6),
    ("median3x3_u8", 0.100, 0.232, 0.121, 1, 4),
    ("nms_iou_mask", 0.025, 0.348, 0.027, 16, 16),
    ("ntt256_dilithium", 0.028, 0.157, 0.027, 16, 16),
    ("sample_bucket256", 0.109, 0.258, 0.094, 5, 8),
    ("spmv_bsr4", 0.069, 0.536, 0.057, 6, 8),
];
const SET22_H200_BOUNDS: [Bounds; 7] = [
    ("binom_amer_f64", 0.038, 0.134, 0.033, 4, 4),
    ("biquad_cascade", 0.077, 1.055, 0.072, 6, 0),
    ("boris_push_f64", 0.010, 0.111, 0.009, 5, 5),
    ("hashgrid_encode", 0.090, 0.134, 0.073, 2, 3),
    ("life_bitpack", 0.038, 0.061, 0.038, 2, 2),
    ("paged_attn_decode", 0.084, 0.674, 0.077, 6, 8),
    ("viterbi_k7", 0.057, 0.398, 0.047, 3, 4),
];
const SET23_H200_BOUNDS: [Bounds; 7] = [
    ("ccl_tile_uf", 0.260, 0.298, 0.260, 0, 2),
    ("fp256_mont_pow", 0.007, 0.320, 0.003, 24, 24),
    ("hough_vote_tile", 0.120, 0.166, 0.120, 1, 4),
    ("huff_decode_lut", 0.359, 1.781, 0.345, 0, 0),
    ("topk_radix_select", 0.043, 0.131, 0.029, 3, 4),
    ("tpch_q1_agg", 0.045, 0.064, 0.039, 3, 3),
    ("wilson_dslash", 0.079, 0.251, 0.058, 4, 6),
];
const SET24_H200_BOUNDS: [Bounds; 7] = [
    ("ac_match_dfa", 0.060, 0.119, 0.065, 4, 3),
    ("band_trsv32", 0.001, 0.021, 0.001, 6, 6),
    ("bitonic_merge_g3", 0.036, 0.056, 0.036, 2, 2),
    ("bvh_ray_closest", 0.178, 0.716, 0.179, 0, 10),
    ("das_beamform", 0.056, 0.220, 0.076, 6, 8),
    ("kmer_count_hash", 0.117, 0.263, 0.110, 1, 0),
    ("mc_photon_rz", 0.105, 0.724, 0.100, 13, 24),
];
const SET25_H200_BOUNDS: [Bounds; 7] = [
    ("crc32c_pages", 0.022, 0.711, 0.017, 13, 13),
    ("ising_checker", 0.102, 0.137, 0.102, 1, 2),
    ("lk_flow_5x5", 0.046, 0.137, 0.047, 8, 8),
    ("mcubes_classify", 0.028, 0.080, 0.026, 16, 16),
    ("sdf_sphere_trace", 0.427, 1.176, 0.427, 0, 0),
    ("sssp_relax_min", 0.030, 0.197, 0.025, 9, 10),
    ("winograd_f23_in", 0.111, 0.295, 0.121, 0, 4),
];
const SET26_H200_BOUNDS: [Bounds; 7] = [
    ("bayer_dither8", 0.030, 0.185, 0.014, 26, 32),
    ("dk_roots8", 0.102, 0.310, 0.102, 4, 9),
    ("lz_match64", 0.035, 0.123, 0.041, 8, 8),
    ("morton3d_keys", 0.067, 0.114, 0.067, 1, 2),
    ("rdf_tri_hist", 0.098, 0.586, 0.057, 5, 8),
    ("rs_encode_gf256", 0.054, 0.100, 0.045, 4, 4),
    ("tile_bin_count", 0.004, 0.043, 0.003, 5, 5),
];
const SET27_H200_BOUNDS: [Bounds; 7] = [
    ("bitshuffle32", 0.167, 0.180, 0.167, 0, 2),
    ("fm_backward_search", 0.076, 0.485, 0.065, 6, 10),
    ("gs_render_tile", 0.026, 0.493, 0.026, 7, 8),
    ("iv_newton", 0.057, 0.188, 0.002, 5, 8),
    ("pcr_tridiag_smem", 0.031, 0.088, 0.027, 4, 4),
    ("phase_corr_phat", 0.044, 0.150, 0.058, 5, 5),
    ("wos_laplace2d", 0.160, 0.436, 0.002, 17, 32),
];
const SET28_H200_BOUNDS: [Bounds; 7] = [
    ("bsearch_l2", 0.092, 0.284, 0.083, 6, 10),
    ("chacha20_xor", 0.111, 0.325, 0.006, 3, 4),
    ("collatz_steps", 0.014, 0.138, 0.002, 7, 8),
    ("gcd_stein_u64", 0.081, 0.198, 0.015, 3, 4),
    ("ragged_l2norm_blk", 0.105, 0.474, 0.107, 4, 8),
    ("rgba_over_u8", 0.043, 0.061, 0.043, 2, 2),
    ("scatter_amax", 0.033, 0.355, 0.015, 31, 32),
];
const SET29_H200_BOUNDS: [Bounds; 7] = [
    ("depth_unproject", 0.017, 0.033, 0.017, 2, 2),
    ("gs_leaky_relu4", 0.021, 0.075, 0.027, 3, 3),
    ("keccak256_128", 0.070, 0.085, 0.049, 3, 3),
    ("kepler_f64", 0.015, 0.141, 0.012, 12, 12),
    ("lut3d_trilinear", 0.171, 0.286, 0.167, 0, 3),
    ("rle_tile_warp", 0.028, 0.108, 0.027, 32, 32),
    ("rownorm32_smem", 0.050, 0.250, 0.056, 6, 6),
];
const SET30_H200_BOUNDS: [Bounds; 7] = [
    ("bitonic_kv2048", 0.016, 0.024, 0.016, 2, 2),
    ("homog_warp_h4", 0.085, 0.315, 0.067, 7, 10),
    ("lorenz_rk4", 0.002, 0.005, 0.002, 16, 16),
    ("minhash64_sig", 0.014, 0.273, 0.010, 10, 10),
    ("pcm_mix4_s16", 0.046, 0.102, 0.027, 4, 4),
    ("spmv_skew_warp", 0.070, 0.949, 0.051, 7, 8),
    ("vertex_pull_v4", 0.207, 0.229, 0.207, 0, 2),
];
const SET31_H200_BOUNDS: [Bounds; 7] = [
    ("cdist_sift128", 0.036, 0.310, 0.030, 4, 5),
    ("hog9_cells", 0.035, 0.100, 0.037, 8, 8),
    ("inv4x4_cof", 0.061, 0.421, 0.022, 11, 0),
    ("lev_band17", 0.302, 0.695, 0.315, 0, 6),
    ("ln_bwd_4096", 0.124, 0.138, 0.124, 0, 2),
    ("sinkhorn512", 0.001, 0.001, 0.001, 4, 4),
    ("slerp_pose", 0.102, 0.397, 0.068, 5, 8),
];
const SET32_H200_BOUNDS: [Bounds; 7] = [
    ("base64_enc", 0.045, 0.083, 0.045, 4, 4),
    ("bitrev_c64", 0.021, 0.240, 0.023, 6, 6),
    ("census5x5_u8", 0.086, 0.403, 0.004, 7, 8),
    ("kmeans_upd_atom", 0.002, 0.077, 0.002, 16, 16),
    ("lbs_skin4", 0.189, 1.238, 0.198, 1, 12),
    ("rw_exit_xs", 0.018, 0.161, 0.006, 8, 8),
    ("sat_col_u32", 0.001, 0.001, 0.001, 2, 2),
];
const SET33_H200_BOUNDS: [Bounds; 7] = [
    ("aos2soa_xyz", 0.011, 0.011, 0.011, 2, 2),
    ("bicubic_lut2d", 0.641, 2.818, 0.626, 0, 10),
    ("cms_update4", 0.004, 0.010, 0.001, 4, 4),
    ("conv3x3_c16", 0.101, 0.343, 0.079, 4, 7),
    ("kalman_cv3d", 0.039, 0.124, 0.027, 7, 8),
    ("mt19937_blk", 0.001, 0.111, 0.001, 7, 8),
    ("perlin_fbm8", 0.003, 0.072, 0.002, 12, 12),
];
const SET34_H200_BOUNDS: [Bounds; 7] = [
    ("bezier_tess5", 0.162, 2.410, 0.165, 0, 10),
    ("dwt53_tile128", 0.046, 0.190, 0.037, 6, 6),
    ("gap_nhwc_bf16", 0.045, 0.064, 0.045, 2, 2),
    ("mr_prime32", 0.005, 0.332, 0.003, 15, 16),
    ("otsu_binarize", 0.005, 0.079, 0.002, 4, 4),
    ("sph_poly6_grid", 0.037, 1.278, 0.037, 10, 10),
    ("vnormal_acc64", 0.006, 0.024, 0.005, 5, 5),
];
const SET35_H200_BOUNDS: [Bounds; 7] = [
    ("box33_sat_tile", 0.036, 0.111, 0.037, 5, 5),
    ("hll_group_cas", 0.116, 0.333, 0.137, 0, 5),
    ("mlp3x32_relu", 0.044, 0.137, 0.052, 3, 3),
    ("nqueens15", 0.224, 1.321, 0.216, 0, 16),
    ("pq_adc16", 0.208, 0.803, 0.201, 0, 10),
    ("unpad_varlen_h16", 0.033, 0.045, 0.033, 2, 2),
    ("yin_diff512", 0.004, 0.052, 0.001, 4, 4),
];
const SET36_H200_BOUNDS: [Bounds; 7] = [
    ("cgemm_tile32", 0.025, 0.441, 0.026, 6, 6),
    ("gmm_loglik64", 0.030, 0.165, 0.027, 10, 10),
    ("groupnorm_nchw", 0.018, 0.050, 0.004, 4, 4),
    ("kv_cache_scatter", 0.016, 0.206, 0.010, 15, 16),
    ("spmv_t_atomic", 0.149, 0.343, 0.145, 0, 4),
    ("swiglu_bf16", 0.072, 0.219, 0.083, 6, 8),
    ("tensor_stats_fence", 0.021, 0.023, 0.021, 2, 2),
];
const SET37_H200_BOUNDS: [Bounds; 7] = [
    ("daxpby_grid4", 0.025, 0.105, 0.015, 7, 8),
    ("gather_u64", 0.015, 0.855, 0.010, 30, 32),
    ("hist256_b1024", 0.011, 0.011, 0.011, 2, 2),
    ("jacobi5_tile", 0.019, 0.070, 0.015, 8, 8),
    ("reduce5_i32", 0.024, 0.048, 0.024, 4, 4),
    ("sgemm_naive_ab", 0.056, 0.600, 0.074, 5, 8),
    ("transpose_batch33", 0.045, 0.548, 0.080, 4, 8),
];
const SET38_H200_BOUNDS: [Bounds; 7] = [
    ("amax_chan_few", 0.013, 0.055, 0.013, 4, 4),
    ("conv3x3_k32_cmem", 0.615, 5.203, 0.555, 0, 0),
    ("emb_bag_offsets", 0.025, 0.110, 0.024, 3, 4),
    ("layernorm_h16_w", 0.034, 0.303, 0.038, 9, 10),
    ("scan_tile2048_u32", 0.111, 0.128, 0.111, 1, 2),
    ("spmv_csr_f64", 0.081, 0.352, 0.081, 9, 16),
    ("xxh64_stretch", 0.005, 0.210, 0.001, 9, 10),
];
const SET39_H200_BOUNDS: [Bounds; 7] = [
    ("attn_fwd_h16_s128", 0.077, 0.196, 0.094, 2, 4),
    ("cumsum_jagged", 0.028, 0.134, 0.031, 21, 21),
    ("gemm_bf16_mma", 0.074, 0.348, 0.076, 6, 0),
    ("gridsample_bwd", 0.043, 0.145, 0.026, 4, 4),
    ("lstm_cell_fw", 0.068, 0.206, 0.088, 3, 6),
    ("sfac_table_few", 0.020, 0.140, 0.018, 3, 4),
    ("sor_rb3d", 0.083, 0.091, 0.083, 2, 2),
];
const SET40_H200_BOUNDS: [Bounds; 7] = [
    ("bias_drop_res_bf16", 0.055, 0.174, 0.050, 7, 8),
    ("dsumsq_shfl_atomic", 0.069, 0.114, 0.069, 1, 2),
    ("mc_asian_xorwow", 0.005, 0.150, 0.004, 10, 10),
    ("perm_gather_rec16", 0.035, 0.624, 0.006, 19, 21),
    ("sgemm_r8x8_128x64", 0.079, 0.137, 0.077, 3, 3),
    ("sscan_chunk_few", 0.028, 0.191, 0.003, 9, 10),
    ("unsharp5_u8_tile", 0.104, 0.337, 0.140, 1, 4),
];
const SET41_H200_BOUNDS: [Bounds; 7] = [
    ("causal_conv1d_h16", 0.041, 0.150, 0.039, 16, 16),
    ("ctc_alpha_few", 0.067, 0.174, 0.001, 6, 8),
    ("pip_winding31", 0.011, 1.216, 0.016, 9, 10),
    ("qsim_fuse5_c64", 0.052, 0.471, 0.075, 4, 5),
    ("roi_align_fpn", 0.086, 0.205, 0.074, 3, 4),
    ("sh3_color_gs", 0.200, 0.630, 0.111, 3, 7),
    ("sieve_seg48k", 0.035, 0.066, 0.035, 4, 4),
];
const SET42_H200_BOUNDS: [Bounds; 7] = [
    ("cc_labelprop_pull", 0.037, 0.191, 0.031, 7, 8),
    ("ct_backproj_par", 0.018, 0.117, 0.019, 8, 8),
    ("fdec_combine512", 0.093, 0.588, 0.052, 9, 16),
    ("fft2d64_smem", 0.062, 0.167, 0.072, 6, 6),
    ("gemm_fp8_bs_splitk", 0.042, 0.056, 0.042, 2, 2),
    ("pme_spread4_fx", 0.003, 0.005, 0.002, 4, 4),
    ("swe_hll_fv", 0.041, 0.125, 0.039, 12, 12),
];
const SET43_H200_BOUNDS: [Bounds; 7] = [
    ("fps_pointnet512", 0.222, 0.770, 0.206, 0, 4),
    ("ldpc_minsum_qc", 0.034, 0.095, 0.036, 12, 12),
    ("lomb_scargle_2k", 0.003, 0.050, 0.003, 8, 8),
    ("mttkrp_coo_r32", 0.207, 0.934, 0.207, 0, 8),
    ("nek_ax_p7", 0.095, 0.101, 0.081, 3, 3),
    ("nufft2d_interp_es8", 0.326, 2.137, 0.316, 0, 8),
    ("qr_hh64_batched", 0.026, 0.100, 0.026, 12, 12),
];
const SET44_H200_BOUNDS: [Bounds; 7] = [
    ("bc1_encode_4diag", 0.019, 0.087, 0.019, 10, 10),
    ("brdf_lut_ggx1k", 0.021, 0.123, 0.019, 5, 5),
    ("i64_to_str_dec", 0.032, 0.115, 0.010, 4, 4),
    ("jfa_step16", 0.015, 0.030, 0.015, 2, 2),
    ("knap01_dp4k", 0.048, 0.453, 0.048, 4, 5),
    ("lbvh_refit_atomic", 0.052, 0.377, 0.046, 9, 10),
    ("sgm_path_lr128", 0.116, 0.430, 0.099, 4, 8),
];
const SET45_H200_BOUNDS: [Bounds; 7] = [
    ("advect_semilag", 0.034, 0.036, 0.034, 2, 2),
    ("auction_bid_i32", 0.068, 0.117, 0.068, 1, 2),
    ("dvr_raycast_fx", 0.041, 0.172, 0.039, 9, 13),
    ("jp_color_round", 0.044, 0.388, 0.030, 9, 10),
    ("tsp_2opt_best", 0.061, 0.113, 0.085, 2, 4),
    ("varint_delta_dec", 0.547, 3.847, 0.555, 0, 0),
    ("vbuf_raster_tri", 0.051, 0.745, 0.046, 4, 6),
];
const SET46_H200_BOUNDS: [Bounds; 7] = [
    ("fast9_score", 0.112, 0.390, 0.125, 1, 4),
    ("fdd_dedisperse", 0.060, 0.564, 0.053, 5, 8),
    ("nlm_denoise", 0.092, 0.152, 0.099, 3, 6),
    ("ogm_bresenham", 0.034, 0.084, 0.034, 6, 6),
    ("rans_dec_warp", 0.019, 0.054, 0.020, 13, 13),
    ("scrypt_romix", 0.069, 0.531, 0.076, 5, 7),
    ("vi_bellman_f64", 0.111, 0.164, 0.111, 1, 2),
];
const SET47_H200_BOUNDS: [Bounds; 7] = [
    ("css_tree_lookup", 0.047, 1.002, 0.007, 28, 32),
    ("dna_pack2_rc", 0.100, 0.264, 0.099, 3, 5),
    ("eri_ssss_boys", 0.018, 0.124, 0.015, 9, 9),
    ("gbdt_hist_q16", 0.044, 0.210, 0.026, 6, 6),
    ("gorilla_xor_enc", 0.245, 0.782, 0.236, 0, 0),
    ("pf_resample_sys", 0.015, 0.059, 0.013, 4, 4),
    ("rc4_drop_smem", 0.092, 0.179, 0.109, 4, 9),
];
const SET48_H200_BOUNDS: [Bounds; 7] = [
    ("chess_mobility_ks", 0.078, 0.212, 0.016, 5, 6),
    ("csv_quote_idx", 0.117, 0.420, 0.083, 4, 5),
    ("huff_enc_block", 0.038, 0.079, 0.038, 4, 4),
    ("louvain_move_warp", 0.032, 0.119, 0.035, 8, 8),
    ("lpc_levinson16", 0.093, 0.382, 0.061, 4, 6),
    ("pwm_scan_smem", 0.031, 0.488, 0.023, 6, 7),
    ("ssao_crytek16", 0.029, 0.133, 0.036, 20, 20),
];
const SET49_H200_BOUNDS: [Bounds; 7] = [
    ("bnn_xnor_gemm", 0.021, 0.082, 0.015, 10, 10),
    ("cfar_ca_smem", 0.009, 0.350, 0.009, 8, 8),
    ("fhp_lgca_step", 0.034, 0.185, 0.048, 11, 12),
    ("light_cull_tile", 0.064, 1.279, 0.071, 10, 16),
    ("pfb_fir16", 0.037, 0.176, 0.018, 7, 8),
    ("qam_llr_apsk", 0.004, 1.569, 0.003, 21, 21),
    ("stereo_sad5_wta", 0.012, 0.159, 0.012, 4, 4),
];
const SET50_H200_BOUNDS: [Bounds; 7] = [
    ("cdc_gear_cuts", 0.029, 0.165, 0.035, 5, 5),
    ("gnss_corr_epl", 0.100, 0.330, 0.049, 4, 7),
    ("goertzel_dtmf16", 0.063, 0.164, 0.071, 17, 18),
    ("orb_rbrief256", 0.082, 0.259, 0.091, 4, 7),
    ("sap_sweep_pairs", 0.077, 0.812, 0.060, 6, 9),
    ("sturm_bisect32", 0.016, 0.095, 0.012, 32, 32),
    ("tsdf_integrate", 0.038, 0.198, 0.017, 8, 8),
];
const SET51_H200_BOUNDS: [Bounds; 7] = [
    ("bootstrap_moments", 0.020, 0.718, 0.023, 9, 9),
    ("fem_tet_stvk", 0.013, 0.204, 0.011, 12, 12),
    ("hevc_intra_satd8", 0.122, 0.570, 0.117, 1, 6),
    ("ipv4_lpm_dir24", 0.173, 0.961, 0.196, 2, 12),
    ("polar_sc_dec256", 0.025, 0.433, 0.024, 21, 21),
    ("riou_quad_clip", 0.040, 0.103, 0.030, 10, 10),
    ("sz_lorenzo3d", 0.061, 0.206, 0.058, 8, 8),
];
const SET52_H200_BOUNDS: [Bounds; 7] = [
    ("ba_reproj_jac", 0.061, 0.978, 0.056, 6, 8),
    ("boruvka_minedge", 0.044, 0.312, 0.054, 6, 8),
    ("gf2_rank32", 0.017, 0.087, 0.013, 16, 16),
    ("lz4_page_dec", 0.042, 0.131, 0.039, 13, 13),
    ("poker7_equity", 0.029, 0.262, 0.028, 9, 9),
    ("ransac_h_score", 0.027, 0.256, 0.028, 13, 13),
    ("wordpiece_greedy", 0.078, 0.434, 0.072, 9, 10),
];
const SET53_H200_BOUNDS: [Bounds; 7] = [
    ("gillespie_gene", 0.043, 0.358, 0.040, 16, 16),
    ("lca_binlift", 0.124, 0.810, 0.086, 9, 16),
    ("pileup_cigar", 0.129, 1.793, 0.091, 7, 12),
    ("rmq_sparse_tile", 0.029, 0.094, 0.023, 10, 10),
    ("sobol_gray32", 0.050, 0.691, 0.046, 8, 0),
    ("viewshed_los", 0.039, 0.197, 0.037, 9, 10),
    ("weno5_burgers", 0.058, 0.534, 0.042, 8, 10),
];

/// Version 14's note: from the H100 float4 triad's report at 16 blocks per SM, its DRAM loaded,
/// the what-if names the loads its warps wait for at once (1.9: the two loads of the triad before
/// the add that needs both) and quotes the distance figures measured with source counters; from
/// the raw page of the same level, without them, neither the note nor ω, and the figures measured without them.
#[test]
fn the_loads_a_warp_waits_for_are_named_where_read() {
    let cal = calibration(SET1_H100);
    let reports = full_reports(SET1_H100);
    let report = reports["triad_vec4"].iter().find(|k| k.result.as_ref().unwrap().occupancy.active_blocks_per_sm == 16);
    let w = predict(report.unwrap(), &cal).unwrap();
    let omega = w.loads_per_wait.unwrap();
    assert!(omega.read && (omega.loads - 1.87).abs() < 0.005, "{omega:?}");
    let note = |w: &occlab_model::what_if::WhatIf, id: &str| w.notes.iter().find(|n| n.id == id).cloned();
    let named = note(&w, "what-if-note-loads-per-wait").unwrap();
    assert!(matches!(named.get("loads"), Some(&Arg::Fixed(l, 1)) if l == omega.loads));
    let slower = |w: &occlab_model::what_if::WhatIf| note(w, "what-if-note-far-below").unwrap().get("slower").cloned();
    assert_eq!(slower(&w), Some(Arg::Fixed(5.0, 0)));
    let raw = predict(profile_at(&profiles(SET1_H100), "triad_vec4", 16).unwrap(), &cal).unwrap();
    assert!(raw.loads_per_wait.is_some(), "the tests give raw profiles their report's counters");
    let mut bare = profile_at(&profiles(SET1_H100), "triad_vec4", 16).unwrap().clone();
    without_source_counters(&mut bare);
    let bare = predict(&bare, &cal).unwrap();
    assert_eq!((bare.loads_per_wait, note(&bare, "what-if-note-loads-per-wait")), (None, None));
    assert_eq!(slower(&bare), Some(Arg::Fixed(10.0, 0)));
}

/// Version 15: a grid of one wave spreads its work over the block slots its warps filled. Set 25's
/// sphere tracer at 6 blocks per SM: 640 blocks on 132 SMs leave 5 on the busiest, all resident
/// from the start; its report's achieved warps (18.0 of the 40 slots, 8 warps a block) fill 2.25
/// blocks' slots, and the note names them. At 2 blocks per SM the same grid runs in waves: no such
/// reading, no note. Set 24's banded solve, 2 blocks on the busiest SM at 6: its warps filled 1.92
/// of 2, read as such, but too near the level for a note.
#[test]
fn a_grid_of_one_wave_is_read_from_the_slots_its_warps_filled() {
    use occlab_model::import::Metric;
    let note = |w: &occlab_model::what_if::WhatIf| w.notes.iter().find(|n| n.id == "what-if-note-one-wave").cloned();
    let report = |capture: Capture, kernel: &str, level: u32| {
        let reports = full_reports(capture);
        let at = reports[kernel].iter().find(|k| k.result.as_ref().unwrap().occupancy.active_blocks_per_sm == level);
        at.unwrap().clone()
    };
    let cal = calibration(SET25_H200);
    let at_6 = report(SET25_H200, "sdf_sphere_trace", 6);
    let achieved = at_6.launch.performance.get(Metric::AchievedWarps).unwrap();
    let w = predict(&at_6, &cal).unwrap();
    let one_wave = w.one_wave.unwrap();
    assert_eq!(one_wave.blocks, 5);
    let gaps = one_wave.filled_blocks - achieved / 8.0;
    assert!((17.9..18.1).contains(&achieved) && (0.0..0.02).contains(&gaps), "{achieved} {one_wave:?}");
    let named = note(&w).unwrap();
    assert_eq!(named.get("blocks"), Some(&Arg::Count(5)));
    assert_eq!(named.get("filled"), Some(&Arg::Fixed(one_wave.filled_blocks, 1)));
    let waves = predict(&report(SET25_H200, "sdf_sphere_trace", 2), &cal).unwrap();
    assert_eq!((waves.one_wave, note(&waves)), (None, None));
    let solve = predict(&report(SET24_H200, "band_trsv32", 6), &calibration(SET24_H200)).unwrap();
    let filled = solve.one_wave.unwrap();
    assert!(filled.blocks == 2 && filled.filled_blocks > 1.8, "{filled:?}");
    assert_eq!(note(&solve), None);
}

/// Every full report of every capture with its kernel and its what-if.
fn every_full_report_predicted() -> Vec<(Capture, String, KernelComparison, WhatIf)> {
    let mut all = Vec::new();
    for capture in CAPTURES {
        let cal = calibration(capture);
        for (kernel, launches) in full_reports(capture) {
            for k in launches {
                let w = predict(&k, &cal).unwrap();
                all.push((capture, kernel.clone(), k, w));
            }
        }
    }
    all
}

/// The note on a second profile: every full report of every capture (1,352), standing alone,
/// names the level at half its blocks per SM (twice, from one) and how to launch the kernel
/// there, and each of the 1,311 whose level the capture forced by padding names the dynamic shared
/// memory the capture itself launched it with (`levels.txt`): set 4's segmented row sums at 8
/// blocks per SM, 4 blocks with 45,696 bytes.
/// Joined with another profile, the what-if no longer gives it.
#[test]
fn the_note_on_a_second_profile_names_the_padding_the_capture_used() {
    let (mut named, mut padded) = (0, 0);
    for (capture, kernel, _, w) in every_full_report_predicted() {
        let Some(note) = w.notes.iter().find(|n| n.id.starts_with("what-if-note-second-profile")) else {
            continue;
        };
        named += 1;
        let Some(Arg::Count(blocks)) = note.get("blocks").cloned() else { panic!("{kernel}: {note:?}") };
        let profiled = u64::from(w.profiled_blocks_per_sm);
        assert_eq!(blocks, if profiled > 1 { profiled.div_ceil(2) } else { 2 }, "{kernel}");
        if let Some(Arg::Bytes(bytes)) = note.get("bytes") {
            let forced = paddings(capture).get(&kernel).and_then(|p| p.get(&(blocks as u32)).copied());
            if let Some(forced) = forced {
                assert_eq!(*bytes, u64::from(forced), "{} {kernel} at {blocks}", capture.name());
                padded += 1;
            }
        }
    }
    assert_eq!((named, padded), (1352, 1311));
    let (reports, cal) = (full_reports(SET4_H200), calibration(SET4_H200));
    let at = |blocks| profile_at(&reports, "segmented_rows", blocks).unwrap();
    let alone = predict(at(8), &cal).unwrap();
    let note = alone.notes.iter().find(|n| n.id == "what-if-note-second-profile").unwrap();
    assert_eq!((note.get("blocks"), note.get("bytes")), (Some(&Arg::Count(4)), Some(&Arg::Bytes(45_696))));
    let joined = occlab_model::what_if::join(&alone, &[&predict(at(32), &cal).unwrap()]);
    assert!(joined.notes.iter().all(|n| !n.id.starts_with("what-if-note-second-profile")));
}

/// A run of another GPU of the launch's compute capability is named
/// (`what_if::calibration::OtherGpu`): set 1's H200 profile of saxpy calibrated by the H100 SXM's
/// run (as a report of a GPU occlab carries no run of would be) gets the note, naming both GPUs by
/// the catalogue's names; calibrated by the H200's own run, it does not, nor does the H100's
/// profile by the H100's run. Joined with another profile, the note stays.
#[test]
fn a_run_of_another_gpu_is_named() {
    let (h200, h100) = (profiles(SET1_H200), profiles(SET1_H100));
    let note = |k: &KernelComparison, cal: &Calibration| {
        predict(k, cal).unwrap().notes.into_iter().find(|n| n.id == "what-if-note-other-gpu")
    };
    let (cal_h100, cal_h200) = (calibration(SET1_H100), calibration(SET1_H200));
    let named = note(&h200["saxpy"][0], &cal_h100).unwrap();
    assert_eq!(
        (named.get("gpu"), named.get("run")),
        (Some(&Arg::from("H200 SXM 141GB")), Some(&Arg::from("H100 SXM5 80GB")))
    );
    assert_eq!(note(&h200["saxpy"][0], &cal_h200), None);
    assert_eq!(note(&h100["saxpy"][0], &cal_h100), None);
    let alone = predict(&h200["saxpy"][0], &cal_h100).unwrap();
    let joined = occlab_model::what_if::join(&alone, &[&predict(&h200["saxpy"][1], &cal_h100).unwrap()]);
    assert_eq!(joined.other_gpu, alone.other_gpu);
    assert!(joined.notes.iter().any(|n| n.id == "what-if-note-other-gpu"));
}

/// A profile taken at the GPU's own clocks (`--clock-control none`, 1.92–1.98 GHz) predicts as well
/// as one at the base clock Nsight Compute locks by default (1.45–1.50 GHz): eight of set 1's kernels
/// profiled both ways at all 70 of their levels in one call on an H200, and timed in the same call
/// (`tests/hardware/data/h200/clock_control/`), each profile predicting every other level of its
/// kernel without source counters. At the base clock 59 of 70 profiles within a 10 % median and
/// 465 of 606 points within 10 %; at the GPU's own, 61 and 462; the fastest level within 5 % from
/// all 70 both ways. The what-if turns the profile's SM-clock work to the run's clock
/// (`what_if::prediction`, step 1).
#[test]
fn a_profile_at_the_gpus_own_clocks_predicts_as_well() {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/hardware/data/h200/clock_control");
    let (cal, times) = (calibration(SET1_H200), times_in(&dir.join("time.csv")));
    let mut figures_by_mode = Vec::new();
    for (mode, clock_ghz) in [("base", 1.44..=1.50), ("none", 1.91..=1.98)] {
        let kernels = raw_page(&dir.join(format!("levels_raw_{mode}.csv")));
        assert_eq!(kernels.len(), 70, "{mode}");
        for k in &kernels {
            let hz = k.launch.performance.get(Metric::SmFrequency).unwrap();
            assert!(clock_ghz.contains(&(hz / 1e9)), "{mode}: {} at {hz} Hz", k.launch.name);
        }
        let checked: Vec<Checked> =
            group(kernels).iter().flat_map(|(kernel, p)| check(p, &times[kernel], &cal, &Parameters::FITTED)).collect();
        let f = figures(&checked);
        let points = checked.iter().flat_map(|c| &c.points).filter(|p| p.3 <= MEDIAN_BUDGET).count();
        figures_by_mode.push((mode, f.within_budget, f.fastest_ok, points));
    }
    assert_eq!(figures_by_mode, [("base", 59, 70, 465), ("none", 61, 70, 462)]);
}

/// The constant cache per resident block (docs/WHAT_IF.md, "What fails", item 15): of the full
/// reports of every capture, the note on the constant cache's misses comes with set 38's direct
/// convolution alone, at each of its profiled levels (2, 3 and 6 blocks per SM), where a warp waits
/// a third of its cycles or more for them; it quotes the report's own `imc_miss` stall. Its measured
/// times rise past 3 blocks per SM (1,419 µs at 3, 3,381 at 6), which the prediction, keeping that
/// wait, does not foresee.
#[test]
fn the_constant_cache_misses_are_named_where_a_warp_waits_for_them() {
    use occlab_model::import::{Metric, Stall};
    let mut named = Vec::new();
    for (capture, kernel, k, w) in every_full_report_predicted() {
        let note = w.notes.iter().find(|n| n.id == "what-if-note-constant-cache");
        assert_eq!(note.is_some(), w.constant_cache_wait.is_some(), "{kernel}");
        let Some(wait) = w.constant_cache_wait else { continue };
        let stall = k.launch.performance.get(Metric::Stall(Stall::ImcMiss)).unwrap();
        assert_eq!(note.unwrap().get("cycles"), Some(&Arg::Fixed(stall, 1)));
        assert!(wait.share >= 0.33, "{kernel}: {wait:?}");
        named.push((capture.set, kernel, w.profiled_blocks_per_sm));
    }
    named.sort();
    let conv = |level| (38, "conv3x3_k32_cmem".to_string(), level);
    assert_eq!(named, [conv(2), conv(3), conv(6)]);
    let t = &times(SET38_H200)["conv3x3_k32_cmem"];
    assert!(t[&6] > 2.3 * t[&3], "{t:?}");
}

/// A busy L1's queue (docs/WHAT_IF.md, "What fails", item 16, and version 17): of the 1,352 full
/// reports of every capture, the note on the queue the prediction keeps comes with the 42 whose
/// L1/TEX cache ran at 90 % of its peak or more above one block per SM and whose short-scoreboard
/// queue was not a tenth of a warp's time, and quotes the report's own figure; the note on the
/// queue it takes out comes with the 103 above one block per SM whose short-scoreboard queue was
/// (version 17), and quotes the wait. Set 40's register-blocked SGEMM at 4 blocks per SM (its L1
/// at 94 %) is one of the latter: version 16 kept its queue at the levels below and gave them
/// 2.72×, 1.42× and 1.17× the profile's time, where they measured 1.71×, 1.25× and 1.07×; version
/// 17 takes the queue out and gives them 1.83×, 1.08× and 0.98×, within 7 %, 14 % and 8 % (the
/// two nearer levels now too fast: the L1 still binds there, nearer its peak than its bound).
#[test]
fn a_busy_l1s_queue_is_named_below_the_profile() {
    let (mut named, mut queued) = (0, 0);
    for (_, kernel, k, w) in every_full_report_predicted() {
        let note = w.notes.iter().find(|n| n.id == "what-if-note-l1-queue");
        let queue = w.notes.iter().find(|n| n.id == "what-if-note-short-queue");
        let l1 = k.launch.performance.get(Metric::L1Throughput).unwrap();
        let above_one = w.profiled_blocks_per_sm > 1;
        assert_eq!(queue.is_some(), above_one && w.short_queue.is_some(), "{kernel}");
        assert_eq!(note.is_some(), l1 >= 90.0 && above_one && w.short_queue.is_none(), "{kernel}: {l1}");
        if let Some(note) = note {
            assert_eq!(note.get("busy"), Some(&Arg::Fixed(l1.round(), 0)));
            named += 1;
        }
        if let (Some(note), Some(q)) = (queue, w.short_queue) {
            assert_eq!(note.get("cycles"), Some(&Arg::Fixed(q.cycles, 1)));
            assert!(q.share >= short_queue::WORTH_NAMING && q.per_wait > f64::from(q.unloaded), "{kernel}: {q:?}");
            queued += 1;
        }
    }
    assert_eq!((named, queued), (42, 103));
    let (cal, reports, t) =
        (calibration(SET40_H200), full_reports(SET40_H200), &times(SET40_H200)["sgemm_r8x8_128x64"]);
    let w = predict(profile_at(&reports, "sgemm_r8x8_128x64", 4).unwrap(), &cal).unwrap();
    assert!(w.notes.iter().any(|n| n.id == "what-if-note-short-queue"));
    for blocks in 1..=3 {
        let (predicted, measured) = (w.level(blocks).unwrap().duration_ratio, t[&blocks] / t[&4]);
        assert!((predicted / measured - 1.0).abs() < 0.15, "{blocks}: {predicted} against {measured}");
    }
}

/// A level whose largest bound is not most of its time (`Steady::dominant`) names the bounds that
/// make it, each with its figure, not one of them "saturated". From the Floyd–Warshall tile's
/// report at 6 blocks per SM (set 13), level 3 is predicted within 3 % of its measured time with
/// the SM's issue and the L1 busy together; the report profiled at 3 measured them at 76 % and
/// 89 % (`sm__throughput`, `l1tex__throughput`), and the shares the reason quotes for those two
/// units, which run on the SM's clock like the profile, are within 8 points of those. The L2,
/// which does not make the time, is not quoted.
#[test]
fn several_busy_units_are_named_together_with_their_shares() {
    use occlab_model::what_if::reason::Reason;
    let reports = full_reports(SET13_H200);
    let at = |level: u32| {
        let r = reports["fw_minplus_tile"]
            .iter()
            .find(|k| k.result.as_ref().unwrap().occupancy.active_blocks_per_sm == level);
        r.unwrap().clone()
    };
    let w = predict(&at(6), &calibration(SET13_H200)).unwrap();
    let level = w.levels.iter().find(|l| l.blocks_per_sm == 3).unwrap();
    let Reason::BoundsTogether(together) = level.reason else {
        panic!("{:?}", level.reason);
    };
    let (Some(sm_share), Some(l1_share)) = (together.sm_share, together.l1_share) else { panic!("{together:?}") };
    assert_eq!((together.warps_per_sm, together.l2_share, together.l1_bytes), (None, None, None));
    let measured = at(3).launch.performance;
    let share = |m| measured.get(m).unwrap() / 100.0;
    let (sm, l1) = (share(Metric::SmThroughput), share(Metric::L1Throughput));
    assert!((0.75..0.77).contains(&sm) && (0.88..0.90).contains(&l1), "{sm} {l1}");
    assert!((sm_share - sm).abs() < 0.08 && (l1_share - l1).abs() < 0.08, "{level:?}");
    assert_eq!(
        level.reason.message().to_string(),
        format!(
            "the SM's issue ({}% of peak) and the L1 ({}% of peak) together set the time, none of them alone the limit",
            (sm_share * 100.0).round(),
            (l1_share * 100.0).round()
        )
    );
}

/// An idle unit is not among the bounds named together. The IPv4 route lookup's report at 12
/// blocks per SM (set 51) predicts level 5 with its latency bound, the L2's and the lines the
/// L1 leaves for misses near each other; the SM, whose issue all three of its reports measured at
/// 4–7 % of peak (`sm__throughput`), and the L1, are not named. Before, the reason quoted the SM's
/// issue at 4 % of peak as busy beside the L2.
#[test]
fn an_idle_unit_is_not_named_among_the_bounds_together() {
    use occlab_model::what_if::reason::Reason;
    let reports = full_reports(SET51_H200);
    let launches = &reports["ipv4_lpm_dir24"];
    assert!(launches.iter().all(|k| k.launch.performance.get(Metric::SmThroughput).unwrap() < 8.0));
    let at_12 = launches.iter().find(|k| k.result.as_ref().unwrap().occupancy.active_blocks_per_sm == 12);
    let w = predict(at_12.unwrap(), &calibration(SET51_H200)).unwrap();
    let level = w.level(5).unwrap();
    let Reason::BoundsTogether(together) = level.reason else { panic!("{:?}", level.reason) };
    assert_eq!((together.warps_per_sm, together.sm_share, together.l1_share), (Some(25), None, None));
    assert_eq!(together.l1_bytes, Some(60 * 1024));
    let (factor, l2) = (together.latency_factor.unwrap(), together.l2_share.unwrap());
    assert_eq!(
        level.reason.message().to_string(),
        format!(
            "the warps' waits at 25 warps per SM (their loads queued to {factor:.1}× their unloaded latency), the L2 \
             ({}% of peak) and the misses in flight that 60 KiB of L1 allows together set the time, none of them \
             alone the limit",
            (l2 * 100.0).round()
        )
    );
}

/// Versions 14 and 17 on the full reports alone, each with its own source counters: the cleanest
/// check of their rules, since no profile borrows another level's counters. Of the 1,352 reports
/// of the sixty-four captures, version 17 predicts 1,035 within a 10 % median and 7,860 of their
/// points within 10 % (of set 56's 14, held out of it, 9 and 68; of set 57's 21, held out too, 14
/// and 108; of set 58's 9, also held out, 2 and 26; of set 59's 20, held out as well, 8 and 79; of
/// set 60's 19, held out too, 18 and 103; of set 61's 20, held out too, 13 and 66; of
/// the 1,249 to set 55, 971 and 7,410; of the
/// 1,229 before set 55, version 16 predicted 930 and 7,194; of set 54's 21, taken a session after
/// its capture, 11 and 97; of the 1,166 before set 52, 884 and 6,785, where version 15 predicted
/// 881 and 6,778; of the 663 before set 27, version 15 predicted 510 and 4,035, version 14 508 and
/// 4,025); read without their counters (version 13's reading of the wait, and no short-scoreboard
/// queue), 991 and 7,564.
#[test]
fn the_full_reports_are_predicted_with_their_own_source_counters() {
    let (mut reports, mut within, mut bare_within, mut points, mut bare_points) = (0, 0, 0, 0, 0);
    let points_within = |c: &[Checked]| c.iter().flat_map(|c| &c.points).filter(|p| p.3 <= MEDIAN_BUDGET).count();
    for capture in CAPTURES {
        let (cal, times) = (calibration(capture), times(capture));
        for (kernel, launches) in full_reports(capture) {
            for k in &launches {
                let mut bare = k.clone();
                without_source_counters(&mut bare);
                let own = check(std::slice::from_ref(k), &times[&kernel], &cal, &Parameters::FITTED);
                let none = check(std::slice::from_ref(&bare), &times[&kernel], &cal, &Parameters::FITTED);
                reports += 1;
                within += figures(&own).within_budget;
                bare_within += figures(&none).within_budget;
                points += points_within(&own);
                bare_points += points_within(&none);
            }
        }
    }
    assert_eq!((reports, within, points), (1352, 1035, 7860));
    assert_eq!((bare_within, bare_points), (991, 7564));
}
const SET54_H200_BOUNDS: [Bounds; 7] = [
    ("bspline_ffd3", 0.025, 0.063, 0.026, 5, 5),
    ("deepwalk_uniform", 0.059, 0.810, 0.026, 15, 21),
    ("fem_p1_assemble", 0.170, 1.152, 0.177, 0, 5),
    ("mphf_bbhash", 0.095, 0.482, 0.100, 8, 16),
    ("mxfp4_quant", 0.159, 0.301, 0.159, 0, 4),
    ("present80_ctr", 0.038, 0.216, 0.026, 8, 8),
    ("walsh_spectrum13", 0.023, 0.115, 0.015, 5, 6),
];
const SET55_H200_BOUNDS: [Bounds; 7] = [
    ("beagle_pp4_scale", 0.034, 0.111, 0.035, 10, 10),
    ("dls_ik7_step", 0.227, 0.500, 0.228, 0, 10),
    ("dp_simplify_warp", 0.004, 0.125, 0.004, 2, 3),
    ("flowshop_cmax", 0.019, 0.357, 0.018, 8, 8),
    ("gatesim_lev1024", 0.036, 0.054, 0.036, 2, 2),
    ("icp_p2pl_reduce", 0.002, 0.007, 0.004, 3, 3),
    ("xs_macro_lookup", 0.041, 0.081, 0.036, 4, 4),
];
const SET56_H200_BOUNDS: [Bounds; 7] = [
    ("bgrid_splat_smem", f64::NAN, 0.0, f64::NAN, 0, 1),
    ("bm_lincomp512", 0.013, 0.120, 0.010, 10, 10),
    ("canny_nms_u8", 0.133, 0.246, 0.111, 1, 3),
    ("coulomb_dcs_f64", 0.160, 0.621, 0.136, 1, 9),
    ("cuckoo_bkt8_coop", 0.014, 0.039, 0.016, 10, 10),
    ("moller_tri_brute", 0.012, 0.050, 0.015, 5, 5),
    ("sptrsv_lvl_batch", 0.068, 0.290, 0.063, 6, 8),
];
const SET57_H200_BOUNDS: [Bounds; 7] = [
    ("bitmap_and4_popc", 0.027, 0.143, 0.028, 4, 4),
    ("bresenham3d_occ", 0.039, 0.718, 0.037, 11, 12),
    ("cordic_vec_q32", 0.075, 0.228, 0.057, 7, 10),
    ("hmm_fwd_scaled64", 0.081, 0.215, 0.081, 2, 4),
    ("hough_circle_atomic", 0.261, 0.690, 0.274, 0, 0),
    ("karatsuba_pm256", 0.015, 0.722, 0.013, 14, 16),
    ("median_huang_r15", 0.086, 0.382, 0.082, 5, 1),
];
const SET58_H200_BOUNDS: [Bounds; 7] = [
    ("amer_fd_expl64", 0.137, 0.299, 0.093, 2, 2),
    ("bh_walk_skip", 0.171, 1.034, 0.175, 1, 16),
    ("csm_score_rt", 0.137, 1.498, 0.112, 3, 9),
    ("mi_jhist_pv", 0.112, 2.144, 0.137, 4, 10),
    ("minimizer_k15w10", 0.017, 0.282, 0.015, 6, 6),
    ("spd_mip6_srgb", 0.101, 0.111, 0.101, 1, 2),
    ("turbo_maxlog_w16", 0.108, 0.827, 0.143, 2, 1),
];
const SET59_H200_BOUNDS: [Bounds; 7] = [
    ("fsst_decode_str", 0.429, 1.907, 0.420, 0, 0),
    ("nussinov_rna192", 0.265, 1.740, 0.268, 0, 6),
    ("obb_sat_contact", 0.032, 0.118, 0.033, 20, 20),
    ("ros2_robertson", 0.126, 0.543, 0.131, 1, 9),
    ("settle_water", 0.093, 0.286, 0.090, 3, 4),
    ("topp_radix_sample", 0.109, 0.111, 0.109, 0, 2),
    ("xcorr_pepscore", 0.073, 0.147, 0.092, 4, 5),
];
const SET60_H200_BOUNDS: [Bounds; 7] = [
    ("cg_poisson8k", f64::NAN, 0.0, f64::NAN, 0, 1),
    ("edt_meijster128", 0.044, 0.084, 0.031, 4, 4),
    ("legendre_synth", 0.013, 0.024, 0.014, 4, 4),
    ("microlens_shoot", 0.025, 0.063, 0.029, 5, 5),
    ("poly1305_mac", 0.064, 0.244, 0.070, 20, 24),
    ("sparsify24_fp16", 0.076, 0.230, 0.078, 4, 4),
    ("transe_score", 0.100, 0.254, 0.086, 6, 8),
];
const SET61_H200_BOUNDS: [Bounds; 7] = [
    ("cagra_search32", 0.036, 0.081, 0.040, 6, 5),
    ("lm_gauss2d", 0.431, 1.668, 0.412, 0, 10),
    ("mprofile_scamp", 0.148, 0.627, 0.167, 2, 5),
    ("sandpile_stab64", 0.001, 0.001, 0.001, 2, 2),
    ("sense_combine32", 0.063, 0.187, 0.063, 4, 4),
    ("slic_assign", 0.150, 1.572, 0.111, 2, 8),
    ("zfp_encode8", 0.030, 0.220, 0.028, 10, 10),
];
