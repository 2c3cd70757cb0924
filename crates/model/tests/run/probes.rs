//! Version 3: the stream at K = 12 and 16 and the throughput probes (16-byte loads, loads then
//! FMAs, the random gather). A run that holds them reads back unchanged and stays well under the
//! server's body limit at full size; a version 2 run still reads as itself; bad probe values are
//! refused in words that name the field; the probes' curves, labels and report lines are there,
//! in every language.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::latency::calibrated::knee;
use occlab_model::locale::message::Message;
use occlab_model::locale::{Catalogue, Lang, Part};
use occlab_model::report::RunReport;
use occlab_model::run::calibration::{calibrate_model, curves, measured_curve};
use occlab_model::run::probe::{check_probes, probe_curve, probe_curves, probe_lines};
use occlab_model::run::{
    CycleSpread, Experiment, ProbeExperiment, ProbePoint, ProbeWorkload, Run, ThroughputPoint, ThroughputUnit,
    Workload, LIMITS, SCHEMA_VERSION,
};
use occlab_model::{occupancy, ComputeCapability, Kernel, Launch};
use std::path::PathBuf;

fn sample(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../public/samples").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Blocks of `threads` per SM that a kernel of `registers` per thread reaches on the run's GPU
/// (the model's occupancy, which the driver's agrees with on every configuration of the samples).
fn most_blocks(run: &Run, registers: u32, threads: u32) -> u32 {
    let cc = ComputeCapability::find(&run.device.compute_capability).unwrap();
    let kernel = Kernel { registers_per_thread: registers, ..Kernel::default() };
    occupancy(cc, &kernel, &Launch { threads_per_block: threads, ..Launch::default() }).unwrap().active_blocks_per_sm
}

/// A curve that rises and saturates, with all the digits of a measured value.
fn value(top: f64, warps: u32, half: f64) -> f64 {
    top * f64::from(warps) / (f64::from(warps) + half) * (1.0 + 1e-3 / 7.0)
}

/// The full H100 run (version 2) as version 3's `occlab measure` writes it: the same points, the
/// stream at K = 12 and 16 (timed where the timed kernel fits) and every probe at every level,
/// each kernel at the registers ptxas 13.0 gives it for sm_90 (the stream at K = 12: 40, timed
/// 48; K = 16: 48, timed 56; 16-byte loads K = 1, 2, 4: 20, 32, 46; `load_fma`: 22; the gather
/// K = 1, 4: 18, 28). Values made up.
fn full_v3() -> Run {
    let mut run = Run::from_json(&sample("h100-run.json")).unwrap();
    run.schema_version = SCHEMA_VERSION;
    for (k, registers, timed_registers) in [(12, 40, 48), (16, 48, 56)] {
        for threads in [128, 256] {
            let timed_most = most_blocks(&run, timed_registers, threads);
            for blocks in 1..=most_blocks(&run, registers, threads) {
                let warps = blocks * threads / 32;
                let spread = CycleSpread { mean: 1_234.567_891, p10: 960.0, p50: 1_216.0, p90: 1_600.0, p99: 2_240.0 };
                run.throughput.push(ThroughputPoint {
                    workload: Workload::Stream,
                    parallelism: k,
                    threads_per_block: threads,
                    blocks_per_sm: blocks,
                    warps_per_sm: warps,
                    value: value(2_770.0, warps, 2.0),
                    unit: ThroughputUnit::GigabytesPerSecond,
                    iteration_cycles: (blocks <= timed_most).then_some(spread),
                });
            }
        }
    }
    let probe = |workload, parallelism, fmas| ProbeExperiment { workload, parallelism, fmas };
    let mut probes = Vec::new();
    for k in [1, 2, 4] {
        probes.push((probe(ProbeWorkload::StreamWide, k, None), [20, 32, 46][k.ilog2() as usize], &[128, 256][..]));
    }
    for m in [4, 16, 64, 128] {
        probes.push((probe(ProbeWorkload::LoadFma, 2, Some(m)), 22, &[128, 256][..]));
    }
    for (k, registers) in [(1, 18), (4, 28)] {
        probes.push((probe(ProbeWorkload::Gather, k, None), registers, &[64, 128, 256][..]));
    }
    for (p, registers, sizes) in probes {
        for &threads in sizes {
            for blocks in 1..=most_blocks(&run, registers, threads) {
                let warps = blocks * threads / 32;
                run.probes.push(ProbePoint {
                    workload: p.workload,
                    parallelism: p.parallelism,
                    fmas: p.fmas,
                    threads_per_block: threads,
                    blocks_per_sm: blocks,
                    warps_per_sm: warps,
                    value: value(if p.workload == ProbeWorkload::Gather { 160.0 } else { 2_700.0 }, warps, 6.0),
                    unit: ThroughputUnit::GigabytesPerSecond,
                });
            }
        }
    }
    run
}

#[test]
fn a_version_3_run_reads_back_unchanged() {
    let run = full_v3();
    let json = run.to_json().unwrap();
    let back = Run::from_json(&json).unwrap();
    assert_eq!(back, run);
    assert_eq!(back.to_json().unwrap(), json, "written again, the same text");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["schema_version"], 3);
    let fma = run.probes.iter().position(|p| p.workload == ProbeWorkload::LoadFma).unwrap();
    let gather = run.probes.iter().position(|p| p.workload == ProbeWorkload::Gather).unwrap();
    assert_eq!(v["probes"][0]["workload"], "stream_wide");
    assert!(v["probes"][0].get("fmas").is_none(), "only load_fma points name their FMAs");
    assert_eq!(v["probes"][fma]["workload"], "load_fma");
    assert_eq!(v["probes"][fma]["fmas"], 4);
    assert_eq!(v["probes"][gather]["workload"], "gather");
    for field in ["parallelism", "threads_per_block", "blocks_per_sm", "warps_per_sm", "value", "unit"] {
        assert!(v["probes"][gather].get(field).is_some(), "{field}");
    }
    assert_eq!(v["probes"][gather]["unit"], "GB/s");
    // The stream's deeper K are throughput points like the rest.
    let deep: Vec<(u32, u32)> =
        curves(&run).into_iter().filter(|(e, _)| e.parallelism > 8).map(|(e, t)| (e.parallelism, t)).collect();
    assert_eq!(deep, [(12, 128), (12, 256), (16, 128), (16, 256)]);
}

/// What each part of a full version 3 run adds to its JSON, and the whole against the runs
/// server's 1 MiB limit.
#[test]
fn a_full_version_3_run_stays_well_under_the_servers_body_limit() {
    let v2 = sample("h100-run.json");
    let run = full_v3();
    let json = run.to_json().unwrap();
    let mut without_probes = run.clone();
    without_probes.probes.clear();
    let probes_bytes = json.len() - without_probes.to_json().unwrap().len();
    let deep_bytes = without_probes.to_json().unwrap().len() + 1 - v2.len();
    let per_workload = |w: ProbeWorkload| {
        let mut only = run.clone();
        only.probes.retain(|p| p.workload == w);
        (only.probes.len(), only.to_json().unwrap().len() - without_probes.to_json().unwrap().len())
    };
    for w in [ProbeWorkload::StreamWide, ProbeWorkload::LoadFma, ProbeWorkload::Gather] {
        let (points, bytes) = per_workload(w);
        eprintln!("{}: {points} points, {bytes} B ({} B a point)", w.key(), bytes / points);
    }
    let deep_points = run.throughput.iter().filter(|p| p.parallelism > 8).count();
    eprintln!(
        "stream K = 12, 16: {deep_points} points, {deep_bytes} B; probes: {} points, {probes_bytes} B; whole run {} B \
         (version 2: {} B)",
        run.probes.len(),
        json.len(),
        v2.len()
    );
    assert!(run.probes.len() <= LIMITS.probe_points);
    assert!(json.len() < 700_000, "{} bytes", json.len());
}

#[test]
fn a_version_2_run_still_reads_as_itself_and_may_not_hold_probes() {
    for name in ["h100-quick.json", "h100-run.json"] {
        let text = sample(name);
        let run = Run::from_json(&text).unwrap();
        assert_eq!((run.schema_version, run.probes.len()), (2, 0), "{name}");
        assert_eq!(run.to_json().unwrap() + "\n", text, "{name}");
        assert!(curves(&run).iter().all(|(e, _)| e.parallelism <= 8));
        assert!(probe_curves(&run).is_empty());
    }
    let mut v2 = Run::from_json(&sample("h100-quick.json")).unwrap();
    v2.probes = full_v3().probes[..1].to_vec();
    let refused = v2.to_json().unwrap_err().to_string();
    assert_eq!(refused, "not a valid run: probes needs schema_version 3 or later");
    let mut text: serde_json::Value = serde_json::from_str(&sample("h100-quick.json")).unwrap();
    text["probes"] = serde_json::to_value(&full_v3().probes[..1]).unwrap();
    assert_eq!(Run::from_json(&text.to_string()).unwrap_err().to_string(), refused);
}

fn refusal(edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut v: serde_json::Value = serde_json::from_str(&full_v3().to_json().unwrap()).unwrap();
    edit(&mut v);
    match Run::from_json(&v.to_string()) {
        Ok(_) => panic!("accepted"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn bad_probe_values_are_refused_in_words_naming_the_field() {
    let run = full_v3();
    let fma = run.probes.iter().position(|p| p.workload == ProbeWorkload::LoadFma).unwrap();
    let gather = run.probes.iter().position(|p| p.workload == ProbeWorkload::Gather).unwrap();
    type Edit = Box<dyn FnOnce(&mut serde_json::Value)>;
    let cases: Vec<(Edit, String)> = vec![
        (
            Box::new(|v| v["probes"][0]["parallelism"] = 0.into()),
            "probes[0].parallelism must be a whole number from 1 to 1,024".into(),
        ),
        (
            Box::new(|v| v["probes"][0]["parallelism"] = 1_025.into()),
            "probes[0].parallelism must be a whole number from 1 to 1,024".into(),
        ),
        (
            Box::new(move |v| {
                v["probes"][fma].as_object_mut().unwrap().remove("fmas");
            }),
            format!("probes[{fma}].fmas is missing: a load_fma point needs it"),
        ),
        (
            Box::new(move |v| v["probes"][fma]["fmas"] = 0.into()),
            format!("probes[{fma}].fmas must be a whole number from 1 to 65,536"),
        ),
        (
            Box::new(move |v| v["probes"][fma]["fmas"] = 65_537.into()),
            format!("probes[{fma}].fmas must be a whole number from 1 to 65,536"),
        ),
        (
            Box::new(move |v| v["probes"][gather]["fmas"] = 4.into()),
            format!("probes[{gather}].fmas is not part of a gather point"),
        ),
        (Box::new(|v| v["probes"][0]["unit"] = "GFLOP/s".into()), "probes[0].unit must be GB/s for stream_wide".into()),
        (
            Box::new(|v| v["probes"][0]["value"] = (-1.0).into()),
            "probes[0].value must be a finite number above 0".into(),
        ),
        (Box::new(|v| v["probes"][0]["value"] = 0.0.into()), "probes[0].value must be a finite number above 0".into()),
        (
            Box::new(|v| v["probes"][0]["threads_per_block"] = 0.into()),
            "probes[0].threads_per_block must be at least 1".into(),
        ),
        (Box::new(|v| v["probes"][0]["blocks_per_sm"] = 0.into()), "probes[0].blocks_per_sm must be at least 1".into()),
        (Box::new(|v| v["probes"][0]["warps_per_sm"] = 0.into()), "probes[0].warps_per_sm must be at least 1".into()),
        (Box::new(|v| v["probes"][0]["workload"] = "scatter".into()), "unknown variant `scatter`".into()),
        (Box::new(|v| v["probes"][0]["cycles"] = 1.into()), "unknown field `cycles`".into()),
        (Box::new(|v| v["probes"][0]["value"] = "fast".into()), "invalid type: string \"fast\"".into()),
        (
            Box::new(|v| v["probes"] = serde_json::Value::Array(vec![v["probes"][0].clone(); 1_025])),
            "probes has 1,025 entries; at most 1,024 are allowed".into(),
        ),
        (
            Box::new(|v| v["throughput"][0]["parallelism"] = 1_025.into()),
            "throughput[0].parallelism must be a whole number from 1 to 1,024".into(),
        ),
    ];
    for (edit, expected) in cases {
        let message = refusal(edit);
        assert!(message.starts_with(&format!("not a valid run: {expected}")), "{message:?} should name {expected:?}");
    }
}

/// Every catalogue, each of its parts read as the page and occlab read them.
fn catalogues() -> Vec<Catalogue> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("locales");
    Lang::ALL
        .iter()
        .map(|&lang| {
            let parts = Part::ALL.map(|part| {
                std::fs::read_to_string(dir.join(lang.tag()).join(format!("{}.ftl", part.name()))).unwrap()
            });
            Catalogue::read(lang, &parts.join("\n")).unwrap_or_else(|e| panic!("{e}"))
        })
        .collect()
}

#[test]
fn the_probes_are_curves_with_labels_and_lines_in_every_language() {
    let run = full_v3();
    let all = probe_curves(&run);
    assert_eq!(all.len(), 3 * 2 + 4 * 2 + 2 * 3);
    for &(p, threads) in &all {
        let points = probe_curve(&run, p, threads);
        assert!(points.windows(2).all(|w| w[0].0 < w[1].0), "by warps: {points:?}");
        assert_eq!(
            points.len(),
            run.probes.iter().filter(|q| q.experiment() == p && q.threads_per_block == threads).count()
        );
    }
    let wide = ProbeExperiment { workload: ProbeWorkload::StreamWide, parallelism: 4, fmas: None };
    let fma = ProbeExperiment { workload: ProbeWorkload::LoadFma, parallelism: 2, fmas: Some(64) };
    let gather = ProbeExperiment { workload: ProbeWorkload::Gather, parallelism: 1, fmas: None };
    // 46 registers: 10 blocks of 128 threads (40 warps) at most.
    assert_eq!(probe_curve(&run, wide, 128).last().map(|p| p.0), Some(40));
    assert_eq!(probe_curve(&run, gather, 64).len(), 32);
    // Bytes and FLOP of one warp iteration.
    assert_eq!(wide.work_per_warp_iteration(), 3.0 * 4.0 * 16.0 * 32.0);
    assert_eq!(
        (fma.work_per_warp_iteration(), fma.flop_per_warp_iteration()),
        (2.0 * 2.0 * 4.0 * 32.0, 2.0 * 64.0 * 2.0 * 32.0)
    );
    assert_eq!(fma.flop_per_byte(), 16.0);
    assert_eq!((gather.work_per_warp_iteration(), gather.sector_bytes_per_useful_byte()), (128.0, 8.0));
    assert_eq!(gather.dram_bytes_per_warp_iteration(), 40.0 * 32.0);
    let english = |m: &Message| m.to_string();
    assert_eq!(english(&wide.label()), "Stream, 16-byte loads, 4 in flight per array");
    assert_eq!(
        english(&ProbeExperiment { parallelism: 1, ..wide }.label()),
        "Stream, 16-byte loads, 1 in flight per array"
    );
    assert_eq!(english(&fma.label()), "Loads and FMAs, 2 loads in flight per thread, 64 dependent FMAs on each");
    assert_eq!(english(&gather.label()), "Random gather, 1 load in flight per thread");
    assert_eq!(
        english(&ProbeExperiment { parallelism: 4, ..gather }.label()),
        "Random gather, 4 loads in flight per thread"
    );
    let lines = probe_lines(&run, calibrate_model(&run).ok().as_ref());
    assert_eq!(lines.len(), all.len());
    for (l, &(p, threads)) in lines.iter().zip(&all) {
        assert_eq!((l.experiment, l.threads_per_block), (p, threads));
        let measured = knee(&probe_curve(&run, p, threads)).unwrap();
        assert!(english(&l.knee).starts_with(&format!("Measured knee: {measured} warps per SM")), "{}", l.knee);
        assert_eq!(l.derived.is_some(), p.workload != ProbeWorkload::StreamWide);
        assert_eq!(l.error.is_some(), p.workload != ProbeWorkload::Gather, "the model describes all but the gather");
    }
    let fma_line = lines.iter().find(|l| l.experiment == fma && l.threads_per_block == 256).unwrap();
    let top = probe_curve(&run, fma, 256).iter().map(|p| p.1).fold(0.0, f64::max);
    assert!(english(fma_line.derived.as_ref().unwrap())
        .contains(&format!("{} GFLOP/s (16 FLOP per byte moved)", occlab_model::decimal(top * 16.0))));
    assert_eq!(
        english(&lines[0].title),
        "Stream, 16-byte loads, 1 in flight per array (GB/s), 128 threads per block · held out"
    );
    let gather_line = lines.iter().find(|l| l.experiment.workload == ProbeWorkload::Gather).unwrap();
    assert!(english(&gather_line.title).ends_with("· measured, not yet in the model"), "{}", gather_line.title);
    // Every label and line in every language, each placeholder filled.
    for catalogue in catalogues() {
        for l in &lines {
            for m in [&l.experiment.label(), &l.title, &l.knee].into_iter().chain(&l.derived).chain(&l.error) {
                let text = catalogue.render(m);
                assert!(!text.contains('$') && !text.contains("experiment-") && !text.contains("run-"), "{text}");
            }
        }
        let k = catalogue.render(&fma.label());
        assert!(k.contains("64") && k.contains('2'), "{k}");
    }
}

#[test]
fn the_report_of_a_version_3_run_sets_the_deeper_stream_against_the_model() {
    let run = full_v3();
    let report = RunReport::new(&run).unwrap();
    assert_eq!(report.throughput.len(), curves(&run).len());
    for k in [12, 16] {
        let stream = Experiment { workload: Workload::Stream, parallelism: k };
        for threads in [128, 256] {
            let lines =
                report.throughput.iter().find(|l| l.experiment == stream && l.threads_per_block == threads).unwrap();
            let measured = knee(&measured_curve(&run, stream, threads)).unwrap();
            assert!(lines.knee.to_string().contains(&format!(", measured {measured} (")), "{}", lines.knee);
            assert!(lines.title.to_string().starts_with(&format!("Stream, {k} loads in flight per array (GB/s)")));
        }
    }
    // The calibration curves are those of version 2: the deeper K are held out.
    assert!(report
        .throughput
        .iter()
        .filter(|l| l.experiment.parallelism > 8)
        .all(|l| l.title.to_string().ends_with("held out")));
}

/// The probes never enter the calibration: each run's own calibration (on its stream and FMA
/// curves) predicts them, a held-out test of the model on kernels it was not fitted to. On both
/// GPUs' measured version 3 runs (`tests/hardware/data/{h100,h200}/measure-v3/run.json`):
/// - the stream with 16-byte loads, every curve within the latency model's budget of a 10 %
///   median (docs/LATENCY_MODEL.md, "The probes");
/// - loads followed by M dependent FMAs, a documented miss: the model takes the larger of the
///   memory and issue bounds, and near their balance point the measured throughput is below both
///   (M = 64: 26.7–31.9 %).
///
/// Each bound is the figure reached rounded up to the next 0.1 point, per GPU and workload (and
/// M), over its block sizes.
#[test]
fn the_calibrated_model_predicts_the_probes_it_never_saw() {
    let bounds: [(&str, ProbeWorkload, Option<u32>, usize, f64); 10] = [
        ("h100", ProbeWorkload::StreamWide, None, 6, 0.030),
        ("h100", ProbeWorkload::LoadFma, Some(4), 2, 0.083),
        ("h100", ProbeWorkload::LoadFma, Some(16), 2, 0.093),
        ("h100", ProbeWorkload::LoadFma, Some(64), 2, 0.280),
        ("h100", ProbeWorkload::LoadFma, Some(128), 2, 0.200),
        ("h200", ProbeWorkload::StreamWide, None, 6, 0.048),
        ("h200", ProbeWorkload::LoadFma, Some(4), 2, 0.091),
        ("h200", ProbeWorkload::LoadFma, Some(16), 2, 0.098),
        ("h200", ProbeWorkload::LoadFma, Some(64), 2, 0.320),
        ("h200", ProbeWorkload::LoadFma, Some(128), 2, 0.195),
    ];
    for gpu in ["h100", "h200"] {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join(format!("../../tests/hardware/data/{gpu}/measure-v3/run.json"));
        let run = Run::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let cal = calibrate_model(&run).unwrap();
        let checks = check_probes(&run, &cal);
        assert!(checks.iter().all(|c| c.experiment.workload != ProbeWorkload::Gather), "the gather is not modelled");
        for &(_, workload, fmas, curves, bound) in bounds.iter().filter(|b| b.0 == gpu) {
            let set: Vec<_> =
                checks.iter().filter(|c| c.experiment.workload == workload && c.experiment.fmas == fmas).collect();
            assert_eq!(set.len(), curves, "{gpu} {workload:?} {fmas:?}");
            let worst_median = set.iter().map(|c| c.against.median_error).fold(0.0, f64::max);
            assert!(worst_median <= bound, "{gpu} {workload:?} {fmas:?}: {worst_median}");
            assert!(set.iter().all(|c| c.against.points.len() >= 5 && c.against.points.iter().all(|p| p.2 > 0.0)));
        }
        let wide: Vec<_> = checks.iter().filter(|c| c.experiment.workload == ProbeWorkload::StreamWide).collect();
        assert!(wide.iter().all(|c| c.against.median_error <= 0.10), "{gpu}: every 16-byte stream within the budget");
    }
}
