//! The runs `occlab measure` made on real GPUs (`public/samples/`, README there): they read back
//! as they were written, hold every experiment, and agree with the model where the model makes a
//! claim: the driver's occupancy on every configuration of the self-check, and the staircase's
//! steps at the model's full wave. Every expected number is computed from the run itself.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::latency::calibrated::knee;
use occlab_model::report::RunReport;
use occlab_model::run::calibration::{curves, measured_curve};
use occlab_model::run::probe::probe_curves;
use occlab_model::run::{
    block_gap_ns, staircase, timeline_occupancy, BlockSpan, Experiment, ProbeExperiment, ProbeWorkload, Run, Workload,
};
use occlab_model::{occupancy, thousands, ComputeCapability, Kernel, Launch};
use std::path::PathBuf;

/// The page's sample runs, and the H100's and H200's version 3 runs
/// (tests/hardware/data/{h100,h200}/measure-v3/).
const SAMPLES: [&str; 12] = [
    "public/samples/h100-run.json",
    "public/samples/h100-run-b.json",
    "public/samples/h100-run-c.json",
    "public/samples/h100-quick.json",
    "public/samples/h200-run.json",
    "public/samples/h200-quick.json",
    "tests/hardware/data/h200/measure-v3/run.json",
    "tests/hardware/data/h200/measure-v3/repeat.json",
    "tests/hardware/data/h200/measure-v3/quick.json",
    "tests/hardware/data/h100/measure-v3/run.json",
    "tests/hardware/data/h100/measure-v3/repeat.json",
    "tests/hardware/data/h100/measure-v3/quick.json",
];

fn samples() -> Vec<(&'static str, String, Run)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    SAMPLES
        .iter()
        .map(|name| {
            let text = std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
            let run = Run::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            (*name, text, run)
        })
        .collect()
}

#[test]
fn every_sample_reads_back_and_writes_the_same_text() {
    for (name, text, run) in samples() {
        let written = run.to_json().unwrap() + "\n";
        if text.contains("\"schema_version\": 1,") {
            // A version 1 run is read as version 2 and written so (version 2 and 3 as they are).
            assert!(
                written.contains("\"schema_version\": 2,") && written.contains("\"workload\": \"stream\""),
                "{name}"
            );
        } else {
            assert_eq!(written, text, "{name}");
        }
        assert_eq!(Run::from_json(&written).unwrap(), run, "{name}");
    }
}

#[test]
fn the_samples_are_full_and_quick_runs_of_an_h100_and_an_h200_in_versions_1_to_3() {
    let runs = samples();
    let names: Vec<(&str, &str, bool)> = runs.iter().map(|(f, _, r)| (*f, r.device.name.as_str(), r.quick)).collect();
    assert_eq!(
        names,
        [
            ("public/samples/h100-run.json", "NVIDIA H100 80GB HBM3", false),
            ("public/samples/h100-run-b.json", "NVIDIA H100 80GB HBM3", false),
            ("public/samples/h100-run-c.json", "NVIDIA H100 80GB HBM3", false),
            ("public/samples/h100-quick.json", "NVIDIA H100 80GB HBM3", true),
            ("public/samples/h200-run.json", "NVIDIA H200", false),
            ("public/samples/h200-quick.json", "NVIDIA H200", true),
            ("tests/hardware/data/h200/measure-v3/run.json", "NVIDIA H200", false),
            ("tests/hardware/data/h200/measure-v3/repeat.json", "NVIDIA H200", false),
            ("tests/hardware/data/h200/measure-v3/quick.json", "NVIDIA H200", true),
            ("tests/hardware/data/h100/measure-v3/run.json", "NVIDIA H100 80GB HBM3", false),
            ("tests/hardware/data/h100/measure-v3/repeat.json", "NVIDIA H100 80GB HBM3", false),
            ("tests/hardware/data/h100/measure-v3/quick.json", "NVIDIA H100 80GB HBM3", true)
        ]
    );
}

/// What each run measured: full version 2 runs every K of 1, 2, 3, 4, 6, 8 at 32 to 1,024
/// threads per block, quick ones K = 1 and 4 at 64 and 256; version 1 runs the vector add and
/// ILP 1, 2, 4 at 64. Full version 3 runs add the stream at K = 12 and 16 at 128 and 256.
fn expected_curves(run: &Run, v1: bool) -> Vec<(Experiment, u32)> {
    let (stream_ks, fma_ks, sizes): (Vec<u32>, Vec<u32>, Vec<u32>) = match (v1, run.quick) {
        (true, _) => (vec![1], vec![1, 2, 4], vec![64]),
        (false, true) => (vec![1, 4], vec![1, 4], vec![64, 256]),
        (false, false) => (vec![1, 2, 3, 4, 6, 8], vec![1, 2, 3, 4, 6, 8], vec![32, 64, 96, 128, 256, 512, 1024]),
    };
    let mut all = Vec::new();
    for (workload, ks) in [(Workload::Stream, &stream_ks), (Workload::FmaChains, &fma_ks)] {
        for &parallelism in ks {
            for &t in &sizes {
                all.push((Experiment { workload, parallelism }, t));
            }
        }
    }
    if run.schema_version >= 3 && !run.quick {
        for parallelism in [12, 16] {
            for t in [128, 256] {
                all.push((Experiment { workload: Workload::Stream, parallelism }, t));
            }
        }
    }
    all.sort();
    all
}

/// The probes of a version 3 run: 16-byte loads at K = 1, 2, 4 and `load_fma` (K = 2) at M = 4,
/// 16, 64, 128, at 128 and 256 threads per block; the gather at K = 1 and 4, at 64, 128 and 256;
/// `--quick` at 256 only.
fn expected_probes(run: &Run) -> Vec<(ProbeExperiment, u32)> {
    if run.schema_version < 3 {
        return Vec::new();
    }
    let sizes = |full: &[u32]| if run.quick { vec![256] } else { full.to_vec() };
    let probe = |workload, parallelism, fmas| ProbeExperiment { workload, parallelism, fmas };
    let mut all = Vec::new();
    for k in [1, 2, 4] {
        all.extend(sizes(&[128, 256]).into_iter().map(|t| (probe(ProbeWorkload::StreamWide, k, None), t)));
    }
    for m in [4, 16, 64, 128] {
        all.extend(sizes(&[128, 256]).into_iter().map(|t| (probe(ProbeWorkload::LoadFma, 2, Some(m)), t)));
    }
    for k in [1, 4] {
        all.extend(sizes(&[64, 128, 256]).into_iter().map(|t| (probe(ProbeWorkload::Gather, k, None), t)));
    }
    all.sort();
    all
}

#[test]
fn every_probe_is_measured_from_one_block_up() {
    for (name, _, run) in samples() {
        let d = &run.device;
        assert_eq!(probe_curves(&run), expected_probes(&run), "{name}");
        for (probe, threads) in probe_curves(&run) {
            let points: Vec<_> =
                run.probes.iter().filter(|p| p.experiment() == probe && p.threads_per_block == threads).collect();
            // One block per SM up to as many as the SM holds, or fewer where registers limit.
            let most = (d.max_threads_per_sm / threads).min(d.max_blocks_per_sm);
            let levels: Vec<u32> = points.iter().map(|p| p.blocks_per_sm).collect();
            assert_eq!(levels, (1..=levels.len() as u32).collect::<Vec<_>>(), "{name} {probe:?} {threads}");
            assert!(levels.len() as u32 <= most && !levels.is_empty(), "{name} {probe:?} {threads}");
            for p in &points {
                assert_eq!(p.warps_per_sm, p.blocks_per_sm * threads.div_ceil(32), "{name} {probe:?}");
                assert_eq!(p.unit, probe.unit());
            }
        }
    }
}

#[test]
fn every_experiment_is_measured_at_every_feasible_level() {
    for (name, text, run) in samples() {
        let d = &run.device;
        assert_eq!(curves(&run), expected_curves(&run, text.contains("\"schema_version\": 1,")), "{name}");
        for (experiment, threads) in curves(&run) {
            let points: Vec<_> = run
                .throughput
                .iter()
                .filter(|p| p.experiment() == experiment && p.threads_per_block == threads)
                .collect();
            // One block per SM up to as many as the SM holds (threads and blocks are its limits
            // for these kernels, which use few registers; the stream at K = 12 and 16 may stop
            // earlier, where its registers run out).
            let most = (d.max_threads_per_sm / threads).min(d.max_blocks_per_sm);
            let deep = experiment.parallelism > 8;
            let levels: Vec<u32> = points.iter().map(|p| p.blocks_per_sm).collect();
            let reached = if deep { levels.len() as u32 } else { most };
            assert_eq!(levels, (1..=reached).collect::<Vec<_>>(), "{name} {experiment:?} {threads}");
            assert!(reached <= most, "{name} {experiment:?} {threads}");
            for p in &points {
                assert_eq!(p.warps_per_sm, p.blocks_per_sm * threads.div_ceil(32), "{name} {experiment:?}");
                assert_eq!(p.unit, experiment.unit());
                // Version 2 streams were timed too: the spread of their iterations (at K = 12 and
                // 16, where the timed kernel's registers allow as many blocks).
                let timed = experiment.workload == Workload::Stream && !text.contains("\"schema_version\": 1,");
                if !(deep && p.iteration_cycles.is_none()) {
                    assert_eq!(p.iteration_cycles.is_some(), timed, "{name} {experiment:?} {threads}");
                }
            }
        }
        assert!(!run.waves.is_empty() && !run.timeline.is_empty(), "{name}");
    }
}

#[test]
fn the_self_check_agreed_on_every_configuration() {
    for (name, _, run) in samples() {
        let c = &run.occupancy_check;
        assert!(c.configurations >= 1_000, "{name}: {} configurations", c.configurations);
        assert_eq!(c.agreements, c.configurations, "{name}: {:?}", c.disagreements);
        assert!(c.disagreements.is_empty());
    }
}

/// The model's full wave of a run's wave kernel, computed here from the model's occupancy.
fn model_full_wave(run: &Run) -> u64 {
    let cc = ComputeCapability::find(&run.device.compute_capability).unwrap();
    let k = &run.wave_kernel;
    let kernel = Kernel { registers_per_thread: k.registers_per_thread, ..Kernel::default() };
    let launch = Launch {
        threads_per_block: k.threads_per_block,
        dynamic_shared_memory: k.dynamic_shared_memory,
        ..Launch::default()
    };
    let o = occupancy(cc, &kernel, &launch).unwrap();
    assert_eq!(o.active_blocks_per_sm, k.blocks_per_sm, "the model and the driver's occupancy API agree");
    u64::from(o.active_blocks_per_sm) * u64::from(run.device.sms)
}

#[test]
fn the_staircase_steps_exactly_at_multiples_of_the_models_full_wave() {
    for (name, _, run) in samples() {
        let w = model_full_wave(&run);
        let s = staircase(&run).unwrap();
        assert_eq!(s.full_wave, w, "{name}");
        // The grids run from 1 block to one past four full waves: a step after each of the four.
        let last = run.waves.iter().map(|p| u64::from(p.grid_blocks)).max().unwrap();
        assert_eq!(last, 4 * w + 1, "{name}");
        assert_eq!(s.steps, [w, 2 * w, 3 * w, 4 * w], "{name}: {:?}", run.waves);
        assert!(s.matches_model());
        // The model's steps of one wave time each stay within a fifth of every measured time
        // from the first full wave on (below it, launch overhead dominates).
        for p in run.waves.iter().filter(|p| u64::from(p.grid_blocks) >= w) {
            let model = u64::from(p.grid_blocks).div_ceil(w) as f64 * s.wave_ms;
            assert!(
                (model - p.ms).abs() <= 0.2 * p.ms,
                "{name}: grid {}: {} ms measured, {model} ms model",
                p.grid_blocks,
                p.ms
            );
        }
        // Just below and just above each multiple were measured.
        for k in 1..=4 {
            for g in [k * w - 1, k * w, k * w + 1] {
                assert!(run.waves.iter().any(|p| u64::from(p.grid_blocks) == g), "{name}: no grid {g}");
            }
        }
    }
}

#[test]
fn the_timeline_is_one_and_a_half_waves_and_achieves_no_more_than_theoretical() {
    for (name, _, run) in samples() {
        let cc = ComputeCapability::find(&run.device.compute_capability).unwrap();
        let k = &run.timeline_kernel;
        let kernel = Kernel { registers_per_thread: k.registers_per_thread, ..Kernel::default() };
        let o =
            occupancy(cc, &kernel, &Launch { threads_per_block: k.threads_per_block, ..Launch::default() }).unwrap();
        let full_wave = u64::from(o.active_blocks_per_sm) * u64::from(run.device.sms);
        assert_eq!(run.timeline.len() as u64, 3 * full_wave / 2, "{name}");
        let t = timeline_occupancy(&run).unwrap();
        assert_eq!(t.sms_used, run.device.sms, "{name}: every SM ran blocks");
        assert!(t.achieved > 0.0 && t.achieved <= t.theoretical, "{name}: {t:?}");
        assert!(t.per_sm_highest <= t.theoretical + 1e-9, "{name}: {t:?}");
    }
}

/// The block slots' gap: on every run of both GPUs, a block of the timeline's second half-wave
/// started a median 224–288 ns after the block whose slot it took had ended (the GPU's globaltimer
/// counts in steps of 32 ns). A hand-made timeline of two slots on one SM says how the pairs are
/// made: the third block takes the first one's slot (ended at 100, started at 150), the fourth the
/// second's (ended at 120, started at 300).
#[test]
fn a_block_slot_stands_empty_between_blocks() {
    for (name, _, run) in samples() {
        let gap = block_gap_ns(&run).unwrap();
        assert!((224.0..=288.0).contains(&gap), "{name}: {gap} ns");
    }
    let (_, _, mut run) = samples().swap_remove(0);
    run.timeline_kernel.blocks_per_sm = 2;
    let span = |block, start_ns, end_ns| BlockSpan { block, sm: 0, start_ns, end_ns };
    run.timeline = vec![span(0, 0, 100), span(1, 0, 120), span(2, 150, 400), span(3, 300, 500)];
    assert_eq!(block_gap_ns(&run), Some(115.0), "the median of 50 and 180");
    run.timeline.truncate(2);
    assert_eq!(block_gap_ns(&run), None, "one wave: no slot was taken over");
}

#[test]
fn the_report_says_what_the_run_holds() {
    for (name, _, run) in samples() {
        let r = RunReport::new(&run).unwrap();
        let c = &run.occupancy_check;
        assert!(
            r.self_check.to_string().contains(&format!(
                "agree on {} of {} configurations (100.00%)",
                thousands(c.agreements.into()),
                thousands(c.configurations.into())
            )),
            "{name}: {}",
            r.self_check
        );
        assert_eq!(r.throughput.len(), curves(&run).len());
        for (lines, (experiment, threads)) in r.throughput.iter().zip(curves(&run)) {
            assert_eq!((lines.experiment, lines.threads_per_block), (experiment, threads));
            let measured = knee(&measured_curve(&run, experiment, threads)).unwrap();
            assert!(lines.knee.to_string().contains(&format!(", measured {measured} (")), "{name}: {}", lines.knee);
        }
        assert!(
            r.staircase.iter().any(|l| l.to_string().starts_with("Every step is at a multiple")),
            "{name}: {:?}",
            r.staircase
        );
    }
}
