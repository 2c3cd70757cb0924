//! The report layer's figures and sentences: what `occlab` prints and the page shows, word for
//! word, for worked cases (an H100 grid of Nsight Compute's tail-effect capture, allocation on 8.6).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use occlab_model::locale::message::Message;
use occlab_model::report::{
    cliff_sentences, cluster_box, grid_without_sms, partial_wave_note, small_grid, tail_effect, OccupancyReport,
    SuggestionReport, WavesReport,
};
use occlab_model::{
    cliffs, max_potential_block_size, occupancy, waves, ComputeCapability, Gpu, Kernel, Launch, Occupancy,
};

fn calc(cc: &str, threads: u32, regs: u32, static_smem: u32, dynamic_smem: u32) -> (Kernel, Launch, Occupancy) {
    let kernel = Kernel { registers_per_thread: regs, static_shared_memory: static_smem, ..Kernel::default() };
    let launch = Launch { threads_per_block: threads, dynamic_shared_memory: dynamic_smem, ..Launch::default() };
    let o = occupancy(ComputeCapability::find(cc).unwrap(), &kernel, &launch).unwrap();
    (kernel, launch, o)
}

#[test]
fn occupancy_report_on_an_rtx_4090() {
    let gpu = Gpu::find("GeForce RTX 4090").unwrap();
    let cc = gpu.compute_capability().unwrap();
    let (kernel, launch, o) = calc("8.9", 256, 40, 0, 20_000);
    let r = OccupancyReport::new(cc, Some(gpu), &kernel, &launch, &o);
    assert_eq!(
        r.heading,
        "Compute capability 8.9 (Ada Lovelace), GeForce RTX 4090 · 256 threads, 40 registers, 0 B static + 20,000 B dynamic shared memory"
    );
    assert_eq!(r.theoretical_occupancy.text, "66.67%");
    assert_eq!(r.warps_of_max, "32 of 48 warps");
    let active: Vec<String> = r.active.iter().map(|f| f.text.to_string()).collect();
    assert_eq!(active, ["4", "32", "1,024", "8"]);
    let texts: Vec<String> = r.limits.iter().map(|l| l.figure.text.to_string()).collect();
    let limits: Vec<(&str, &str, bool)> =
        r.limits.iter().zip(&texts).map(|(l, text)| (l.figure.label, text.as_str(), l.limiter)).collect();
    assert_eq!(
        limits,
        [
            ("Block Limit Warps", "6", false),
            ("Block Limit Registers", "6", false),
            ("Block Limit Shared Mem", "4", true),
            ("Block Limit SM", "24", false),
            ("Block Limit Barriers", "no limit", false),
        ]
    );
    assert_eq!(r.limited_by, "shared memory");
    assert_eq!(r.announcement, "Occupancy 66.67%: 4 blocks and 32 warps per SM, limited by shared memory.");
    assert_eq!(r.illegal, None);
    assert_eq!(
        r.registers_working,
        "40 registers × 32 lanes = 1,280, rounded up to a multiple of 256 → 1,280 per warp; × 8 warps → 10,240 per block; the SM has 65,536, a block may use 65,536."
    );
}

#[test]
fn shared_memory_working_on_8_6() {
    let (kernel, launch, o) = calc("8.6", 256, 32, 4096, 1000);
    let r = OccupancyReport::new(ComputeCapability::find("8.6").unwrap(), None, &kernel, &launch, &o);
    assert!(
        r.shared_memory_working.to_string().starts_with("4 KiB static + 1,000 B dynamic + 1 KiB reserved by the system = 6,120 B, rounded up to a multiple of 128 B → 6 KiB per block (at most 100 KiB); the SM's shared memory is set to 100 KiB."),
        "{}",
        r.shared_memory_working
    );
}

#[test]
fn an_illegal_launch_names_the_device_and_the_reasons() {
    let (kernel, launch, o) = calc("7.5", 1024, 72, 0, 0);
    let r = OccupancyReport::new(ComputeCapability::find("7.5").unwrap(), None, &kernel, &launch, &o);
    assert_eq!(
        r.illegal.as_ref().map(ToString::to_string).as_deref(),
        Some("Illegal launch: no block of this kernel can run on compute capability 7.5, so the launch would fail:")
    );
    assert_eq!(
        r.violations.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["the block needs 73,728 registers (warps rounded up to 4 sub-partitions), over the per-block limit of 65,536 by 8,192"]
    );
    assert_eq!(r.theoretical_occupancy.text, "0.00%");
    assert_eq!(r.announcement, "Illegal launch: no block can run.");
}

#[test]
fn cliffs_in_words() {
    let kernel = Kernel { registers_per_thread: 40, ..Kernel::default() };
    let launch = Launch::default();
    let c = cliffs(ComputeCapability::find("8.0").unwrap(), &kernel, &launch).unwrap();
    let lines: Vec<String> = cliff_sentences(&c).iter().map(ToString::to_string).collect();
    assert!(lines.iter().any(|l| l.starts_with("≤ 32 registers → 8 blocks, 100.00%")), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with('+') && l.contains("fewer")), "{lines:?}");
}

/// Nsight Compute's tail-effect capture on an H100 (tests/hardware/data/h100/ncu_tail.txt): 256
/// threads, 48 registers, 1,400 blocks.
#[test]
fn waves_report_of_an_h100_grid() {
    let gpu = Gpu::find("H100 SXM5 80GB").unwrap();
    let (_, _, o) = calc("9.0", 256, 48, 0, 0);
    let w = waves(&o, gpu.sms, 1400).unwrap();
    let r = WavesReport::new(&w);
    assert_eq!(r.heading, "1,400 blocks on 132 SMs at 5 blocks per SM (62.50% theoretical occupancy)");
    let texts: Vec<String> = r.figures.iter().map(|f| f.text.to_string()).collect();
    let figures: Vec<(&str, &str)> = r.figures.iter().zip(&texts).map(|(f, text)| (f.label, text.as_str())).collect();
    assert_eq!(
        figures,
        [
            ("Full wave", "660 blocks (5 per SM × 132 SMs)"),
            ("Waves Per SM", "2.12"),
            ("Full waves", "2"),
            ("Partial wave", "80 blocks (12.12% of a wave)"),
            ("Estimated time", "3 block durations"),
            ("Achievable occupancy", "50.87% (balanced workload, at best)"),
        ]
    );
    // The tail-effect sentence is Nsight Compute's, word for word (tests/waves.rs holds it to
    // the profiler's captures).
    assert_eq!(Some(&r.profiler), tail_effect(&w).as_ref());
    assert!(r.profiler.to_string().ends_with("may account for up to 33.3% of the total runtime of this kernel."));
    let grids = |r: &WavesReport| r.full_wave_grids.iter().map(|(g, m)| (*g, m.to_string())).collect::<Vec<_>>();
    assert_eq!(
        grids(&r),
        [(1320, "1,320 blocks (2 full waves)".to_string()), (1980, "1,980 blocks (3 full waves)".to_string())]
    );
    assert_eq!(
        r.nearest_grids().unwrap(),
        "Grids with no partial wave nearby: 1,320 blocks (2 full waves) or 1,980 blocks (3 full waves)"
    );
    let labels: Vec<String> = r.figures.iter().map(|f| f.label_message().to_string()).collect();
    assert_eq!(labels, r.figures.iter().map(|f| f.label).collect::<Vec<_>>());
    assert_eq!(r.grid_line, "Grid: 1,400 blocks = 2.12 waves; a full wave is 660 blocks (5 per SM × 132 SMs).");
    let small_wave = waves(&o, gpu.sms, 100).unwrap();
    let small = WavesReport::new(&small_wave);
    // Nsight Compute's sentence, then why its "0.2 full waves" fills no wave.
    let profiler = small.profiler.to_string();
    assert!(profiler.starts_with(&small_grid(&small_wave).unwrap().to_string()), "{profiler}");
    assert!(
        profiler
            .ends_with("the grid is 0.15 of one full wave, so no wave is full, and 100 of the 132 SMs get a block."),
        "{profiler}"
    );
    assert_eq!(grids(&small), [(660, "660 blocks (1 full wave)".to_string())]);
    let full = WavesReport::new(&waves(&o, gpu.sms, 1320).unwrap());
    assert_eq!(full.figures[3].text, "none");
    assert!(full.full_wave_grids.is_empty());
    assert_eq!(full.profiler, "The grid fills its last wave: 2 full waves and no partial wave, so no tail effect.");
    assert_eq!(
        grid_without_sms(1024).to_string(),
        "Grid: 1,024 blocks (enter the SM count to see the waves it runs in)."
    );
}

/// The RTX 3080 outputs in shared/seeds/003: 64 registers → block size 768 … here with the
/// model's 64-register kernel and its figure words.
#[test]
fn suggestion_report() {
    let gpu = Gpu::find("RTX 3080").unwrap();
    let cc = gpu.compute_capability().unwrap();
    let kernel = Kernel { registers_per_thread: 64, ..Kernel::default() };
    let s = max_potential_block_size(cc, &kernel, &Launch::default(), |_| 0).unwrap();
    let r = SuggestionReport::new(&s, Message::from(gpu.name.to_string()), Some(gpu.sms), Some(10));
    let size = r.block_size.as_ref().unwrap();
    assert_eq!((size.text.to_string().as_str(), size.unit), ("1,024", "threads"));
    assert_eq!(r.headline, "1 block per SM, 32 warps per SM, 66.67% occupancy.");
    assert_eq!(
        r.wave.clone().unwrap(),
        "Minimum grid for one full wave on GeForce RTX 3080 10GB (68 SMs): 68 blocks. Your grid of 10 is less than one full wave: some SMs would sit idle."
    );
    assert_eq!(r.threads().unwrap(), "1,024 threads");
}

/// 17 barriers on an H100 with 256 threads (the case: 37.5 %, barriers allow 3 blocks): barriers allow fewer blocks than warps and registers. The header still sets the
/// warps and registers bits; only barriers are marked, and a note says why the header differs.
#[test]
fn only_the_binding_limit_is_marked_when_barriers_lower_the_count() {
    let gpu = Gpu::find("H100 SXM").unwrap();
    let cc = gpu.compute_capability().unwrap();
    let kernel = Kernel { registers_per_thread: 32, barriers: 17, ..Kernel::default() };
    let launch = Launch { threads_per_block: 256, ..Launch::default() };
    let o = occupancy(cc, &kernel, &launch).unwrap();
    let r = OccupancyReport::new(cc, Some(gpu), &kernel, &launch, &o);
    let texts: Vec<String> = r.limits.iter().map(|l| l.figure.text.to_string()).collect();
    let limits: Vec<(&str, &str, bool)> =
        r.limits.iter().zip(&texts).map(|(l, text)| (l.figure.label, text.as_str(), l.limiter)).collect();
    assert_eq!(
        limits,
        [
            ("Block Limit Warps", "8", false),
            ("Block Limit Registers", "8", false),
            ("Block Limit Shared Mem", "228", false),
            ("Block Limit SM", "32", false),
            ("Block Limit Barriers", "3", true),
        ]
    );
    assert_eq!(r.theoretical_occupancy.text, "37.50%");
    assert_eq!(r.limited_by, "barriers");
    assert!(o.limiters.contains(occlab_model::Limiter::Warps) && o.limiters.contains(occlab_model::Limiter::Registers));
    assert!(
        r.notes.iter().any(|n| *n == "the CUDA occupancy header (cudaOccMaxActiveBlocksPerMultiprocessor) also reports warps and registers as limiting: it records them before it applies the barrier limit. The 3 active blocks are set by barriers alone"),
        "{:?}",
        r.notes
    );
}

/// Nsight Compute's tail-effect rule printed "3 full waves and a partial wave of 929 thread
/// blocks" for CUB's DeviceReduceKernel (grid 4,096, 256 threads, 8 blocks per SM on 132 SMs:
/// `tests/hardware/data/h200/reports/library.details.csv`); the partial wave is 928 blocks. Ours
/// says 928, computes the profiler's 929, and says why they differ.
#[test]
fn the_tail_effect_rule_rounds_its_partial_wave_up() {
    let gpu = Gpu::find("H200 SXM 141GB").unwrap();
    let (_, _, o) = calc("9.0", 256, 32, 0, 0);
    assert_eq!(o.active_blocks_per_sm, 8);
    let w = waves(&o, gpu.sms, 4096).unwrap();
    assert_eq!((w.full_waves, w.partial_wave_blocks, w.profiler_partial_wave_blocks()), (3, 928, 929));
    assert_eq!(
        WavesReport::new(&w).profiler,
        "This kernel launch results in 3 full waves and a partial wave of 928 thread blocks. Under the assumption of a uniform execution duration of all thread blocks, this partial wave may account for up to 25.0% of the total runtime of this kernel. Nsight Compute's rule says a partial wave of 929 blocks; it is 928: 4,096 blocks − 3 full waves × 1,056. The rule multiplies the fraction of 3.8788 waves by 1,056 in floating point, which lands a hair above 928, and rounds up."
    );
    let exact = waves(&o, gpu.sms, 1584).unwrap();
    assert_eq!((exact.partial_wave_blocks, exact.profiler_partial_wave_blocks()), (528, 528));
    assert_eq!(partial_wave_note(&exact), None);
}

/// The page's cluster box. ncu's Occupancy section for k_cluster2 (128 threads, 10 registers)
/// on the H100 (tests/hardware/data/h100/import): Max Active Clusters 528, Max Cluster Size 8,
/// Cluster and Overall GPU Occupancy 25%. A size the runtime refuses, or one that is not a
/// number, is refused with the sizes allowed; a bare compute capability needs a GPU.
#[test]
fn the_cluster_box_gives_nsight_computes_rows_or_says_why_not() {
    let h100 = Gpu::find("H100 SXM5 80GB").unwrap();
    let hopper = h100.compute_capability().unwrap();
    let kernel = Kernel { registers_per_thread: 10, ..Kernel::default() };
    let o = occupancy(hopper, &kernel, &Launch { threads_per_block: 128, ..Launch::default() }).unwrap();
    let rows: Vec<(&str, String)> = cluster_box(hopper, Some(h100), &o, " 2 ", false)
        .unwrap()
        .unwrap()
        .into_iter()
        .map(|f| (f.label, f.text.to_string()))
        .collect();
    let expected = [
        ("Cluster Size", "2"),
        ("Max Active Clusters", "528"),
        ("Max Cluster Size", "8"),
        ("Cluster Occupancy", "25.00%"),
        ("Overall GPU Occupancy", "25.00%"),
    ];
    assert_eq!(rows, expected.map(|(l, t)| (l, t.to_string())));
    assert_eq!(cluster_box(hopper, Some(h100), &o, "", false), None);
    let refusal = |text: &str, non_portable: bool| {
        cluster_box(hopper, Some(h100), &o, text, non_portable).unwrap().unwrap_err().to_string()
    };
    assert_eq!(
        refusal("9", false),
        "Cluster size: \"9\" is not allowed (the runtime answers cudaErrorInvalidClusterSize). Enter a whole number from 1 to 8 (up to 16 with non-portable sizes)."
    );
    assert_eq!(refusal("two", true), "Cluster size: \"two\" is not allowed. Enter a whole number from 1 to 16.");
    assert!(cluster_box(hopper, Some(h100), &o, "16", true).unwrap().is_ok());
    assert_eq!(
        cluster_box(hopper, None, &o, "2", false).unwrap().unwrap_err(),
        "Cluster occupancy needs a GPU, not only a compute capability: it depends on how the GPU's SMs are grouped into GPCs. Pick a GPU."
    );
}
