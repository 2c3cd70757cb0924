//! Waves and the tail effect against the seeds' example and Nsight Compute on an H100.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::report::{small_grid, tail_effect};
use occlab_model::{
    fixed_decimal, occupancy, waves, ComputeCapability, Gpu, Kernel, Launch, Occupancy, SmGroup, MAX_GRID_BLOCKS,
};
use std::path::PathBuf;

fn calc(cc: &str, threads: u32, regs: u32, dynamic: u32) -> Occupancy {
    let kernel = Kernel { registers_per_thread: regs, ..Kernel::default() };
    let launch = Launch { threads_per_block: threads, dynamic_shared_memory: dynamic, ..Launch::default() };
    occupancy(ComputeCapability::find(cc).unwrap(), &kernel, &launch).unwrap()
}

/// shared/seeds/000: 15 SMs, 4 blocks per SM at 100 % theoretical occupancy: a full wave is 60
/// blocks; launching 45 (balanced) reaches about 75 %.
#[test]
fn seed_full_wave_of_60_and_45_blocks_at_75_percent() {
    let o = calc("5.0", 512, 32, 0); // 16 warps per block, 64 per SM: 4 blocks, 100 %
    assert_eq!((o.active_blocks_per_sm, o.occupancy), (4, 1.0));
    let w = waves(&o, 15, 45).unwrap();
    assert_eq!(w.full_wave, 60);
    assert_eq!(w.achievable_occupancy, 0.75);
    assert_eq!((w.full_waves, w.partial_wave_blocks, w.waves), (0, 45, 1));
    assert_eq!(w.tail_share, None);
}

/// One launch of tests/hardware/data/h100/ncu_tail.txt: the numbers and sentences Nsight Compute
/// printed for it.
struct Profiled {
    grid: u64,
    waves_per_sm: String,
    tail_sentence: Option<String>,
    achieved: f64,
}

fn profiled() -> Vec<Profiled> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/hardware/data/h100/ncu_tail.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let value = |block: &str, name: &str| -> String {
        let line = block.lines().find(|l| l.trim_start().starts_with(name)).unwrap_or_else(|| panic!("{name}"));
        line.split_whitespace().last().unwrap().replace(',', "")
    };
    text.split("void regs_kernel<32>")
        .skip(1)
        .map(|block| {
            let prose = block.split_whitespace().collect::<Vec<_>>().join(" ");
            let tail_sentence = prose.find("This kernel launch results in").map(|start| {
                let end = prose[start..].find("of this kernel.").unwrap() + start + "of this kernel.".len();
                prose[start..end].to_string()
            });
            Profiled {
                grid: value(block, "Grid Size").parse().unwrap(),
                waves_per_sm: value(block, "Waves Per SM"),
                tail_sentence,
                achieved: value(block, "Achieved Occupancy").parse().unwrap(),
            }
        })
        .collect()
}

/// regs_kernel<32> (48 registers) with 256 threads on an H100: 5 blocks per SM × 132 SMs.
#[test]
fn waves_per_sm_and_tail_effect_match_nsight_compute() {
    let h100 = Gpu::find("H100 SXM5 80GB").unwrap();
    let o = calc("9.0", 256, 48, 0);
    assert_eq!(o.active_blocks_per_sm, 5);
    let runs = profiled();
    assert_eq!(runs.iter().map(|r| r.grid).collect::<Vec<_>>(), [100, 700, 1000, 1400, 2000]);
    for run in runs {
        let w = waves(&o, h100.sms, run.grid).unwrap();
        assert_eq!(format!("{:.2}", w.waves_per_sm), run.waves_per_sm, "grid {}", run.grid);
        assert_eq!(tail_effect(&w).map(|m| m.to_string()), run.tail_sentence, "grid {}", run.grid);
        // The balanced-workload estimate is an upper bound on what the profiler measured.
        assert!(
            run.achieved <= w.achievable_occupancy * 100.0 + 1.0,
            "grid {}: measured {} > {}",
            run.grid,
            run.achieved,
            w.achievable_occupancy * 100.0
        );
    }
}

/// tests/hardware/data/h100/ncu_details.txt: dyn_kernel, 1,000 threads (2 blocks per SM), 133
/// blocks: "Waves Per SM 0.50" and "resulting in only 0.5 full waves across all SMs".
#[test]
fn a_grid_smaller_than_a_wave_says_so_as_nsight_compute_does() {
    let o = calc("9.0", 1000, 16, 20_000);
    assert_eq!(o.active_blocks_per_sm, 2);
    let w = waves(&o, 132, 133).unwrap();
    assert_eq!(format!("{:.2}", w.waves_per_sm), "0.50");
    assert_eq!(
        small_grid(&w).unwrap().to_string(),
        "This kernel grid is too small to fill the available resources on this device, resulting in only 0.5 full waves across all SMs."
    );
    assert_eq!(tail_effect(&w), None);
}

#[test]
fn partial_wave_blocks_are_dealt_round_robin_and_grids_can_round_to_full_waves() {
    let o = calc("9.0", 256, 48, 0);
    let w = waves(&o, 132, 1400).unwrap();
    assert_eq!((w.full_waves, w.partial_wave_blocks, w.waves), (2, 80, 3));
    assert_eq!(w.blocks_on(0, 0), 5);
    assert_eq!(w.blocks_on(2, 79), 1);
    assert_eq!(w.blocks_on(2, 80), 0);
    assert_eq!((0..132).map(|sm| w.blocks_on(2, sm) as u64).sum::<u64>(), 80);
    assert_eq!(w.full_wave_grids(), (Some(1320), Some(1980)));
    assert!((w.efficiency - 1400.0 / 1980.0).abs() < 1e-12);
}

#[test]
fn bad_grids_and_sm_counts_are_refused_with_the_range() {
    let o = calc("9.0", 256, 48, 0);
    assert_eq!(
        waves(&o, 132, 0).unwrap_err().to_string(),
        "grid (grid size (blocks)): \"0\" is not allowed; expected 1–140,735,340,806,145"
    );
    assert_eq!(waves(&o, 0, 10).unwrap_err().to_string(), "sms (SMs): \"0\" is not allowed; expected 1–100,000");
    assert!(waves(&o, occlab_model::MAX_SMS + 1, 10).is_err());
}

/// The picture's rows: 132 SMs in at most 40 rows are 33 bands of 4; the partial wave of 1,400
/// blocks (80 blocks, one on each of SMs 0–79) puts 4 blocks on each of the first 20 bands.
#[test]
fn sm_groups_band_the_sms_and_share_out_the_partial_wave() {
    let o = calc("9.0", 256, 48, 0);
    let w = waves(&o, 132, 1400).unwrap();
    let groups = w.sm_groups(40);
    assert_eq!(groups.len(), 33);
    assert!(groups.iter().all(|g| g.sms == 4 && g.slots == 20));
    assert_eq!(groups[0], SmGroup { first_sm: 0, sms: 4, slots: 20, partial_blocks: 4 });
    assert_eq!(groups[19].partial_blocks, 4);
    assert_eq!(groups[20].partial_blocks, 0);
    // Each band's blocks are those blocks_on deals to its SMs, whatever the band width.
    for rows in [1, 7, 40, 132, 500] {
        let groups = w.sm_groups(rows);
        assert!(groups.len() <= rows as usize, "{rows}");
        assert_eq!(groups.iter().map(|g| g.sms).sum::<u32>(), 132);
        for g in &groups {
            let dealt: u64 = (g.first_sm..g.first_sm + g.sms).map(|sm| u64::from(w.blocks_on(2, sm))).sum();
            assert_eq!(g.partial_blocks, dealt, "{rows} rows, band at SM {}", g.first_sm);
        }
    }
    // More blocks than SMs in the partial wave (15 SMs, 4 per SM, 42 blocks): 3 on SMs 0–11, 2 on 12–14.
    let seed = calc("5.0", 512, 32, 0);
    let w = waves(&seed, 15, 42).unwrap();
    let groups = w.sm_groups(4);
    assert_eq!(
        groups.iter().map(|g| (g.sms, g.partial_blocks)).collect::<Vec<_>>(),
        [(4, 12), (4, 12), (4, 12), (3, 6)]
    );
    assert_eq!(w.sm_groups(0).len(), 1);
}

#[test]
fn grids_of_full_waves_reach_the_grid_limit_at_most() {
    let o = calc("9.0", 256, 48, 0);
    let w = waves(&o, 132, 1400).unwrap();
    assert_eq!(w.grid_of_full_waves(8), 5280);
    assert_eq!(w.grid_of_full_waves(u64::MAX), MAX_GRID_BLOCKS);
    let illegal = calc("9.0", 2048, 48, 0);
    assert_eq!(waves(&illegal, 132, 10).unwrap().grid_of_full_waves(8), 0);
    assert_eq!(waves(&illegal, 132, 10).unwrap().sm_groups(40).iter().map(|g| g.slots).sum::<u64>(), 0);
}

/// The integer formatter prints what `format!("{x:.p$}")` prints, ties and all.
#[test]
fn fixed_decimal_matches_rusts_float_printing() {
    let mut values = vec![
        0.0,
        -0.0,
        0.25,
        0.35,
        2.5,
        3.5,
        -2.5,
        0.05,
        0.125,
        1.005,
        6.25,
        12.5,
        33.35,
        1.0 / 3.0,
        99.95,
        99.949_999,
        1e-300,
        5e-324,
        123_456_789.987_654_3,
        1e21,
        1e30,
        -7.25,
        f64::MAX / 1e300,
        0.999_999_95,
    ];
    // Shares and ratios like the tail effect's: 100 / waves and grid / full wave.
    values.extend((1..2000).map(|n| 100.0 / f64::from(n)));
    values.extend((1..3000).map(|g| f64::from(g) / 660.0));
    // A cheap deterministic spread over magnitudes.
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..20_000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let x = f64::from_bits(state) % 1e12;
        if x.is_finite() {
            values.push(x);
        }
    }
    for x in values {
        for places in 0..=6 {
            assert_eq!(fixed_decimal(x, places), format!("{x:.*}", places as usize), "{x:e} to {places} places");
        }
    }
    assert_eq!((fixed_decimal(f64::NAN, 1), fixed_decimal(f64::INFINITY, 1)), ("NaN".into(), "inf".into()));
    assert_eq!(fixed_decimal(f64::NEG_INFINITY, 2), "-inf");
}
