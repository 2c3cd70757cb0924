//! The calibrated latency model against the committed runs (docs/LATENCY_MODEL.md): calibrated
//! on part of each run, it must predict the rest within the budgets (every held-out curve's
//! median error ≤ 10 %, its knee within 25 % of the measured), and one H100 capture's
//! calibration must predict another capture's curves the same way.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::run::calibration::{calibrate_model, check_curves, CurveCheck, RunCalibration};
use occlab_model::run::{Experiment, Run, Workload};

fn run(name: &str) -> Run {
    let path = format!("{}/../../public/samples/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    Run::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The curves whose knee the model misses, as (calibration run, predicted run, workload, K,
/// threads per block), each with why (docs/LATENCY_MODEL.md, "What the model misses"). Their
/// median errors still meet the budget. The test fails if one of them starts to meet the knee
/// budget (then it leaves this list) or if any other curve misses.
const KNOWN_KNEE_MISSES: [(&str, &str, Workload, u32, u32); 9] = [
    // ILP 3 at one warp per scheduler measures 89–91 % of its ceiling, the model 95 %: the knee
    // falls on either side of the 90 % line, 4 or 8 warps, from one capture to the next.
    ("h100-run.json", "h100-run.json", Workload::FmaChains, 3, 32),
    ("h100-run.json", "h100-run.json", Workload::FmaChains, 3, 64),
    ("h100-run.json", "h100-run.json", Workload::FmaChains, 3, 128),
    ("h100-run-b.json", "h100-run-b.json", Workload::FmaChains, 3, 128),
    ("h100-run.json", "h100-run-b.json", Workload::FmaChains, 3, 128),
    // ILP 8 with one 4-warp block reached 90.3 % of its curve's highest point in run c (below 90 %
    // in the other captures): the measured knee is 4 warps, the model's 8.
    ("h100-run-c.json", "h100-run-c.json", Workload::FmaChains, 8, 128),
    ("h100-run.json", "h100-run-c.json", Workload::FmaChains, 8, 128),
    // The stream at 6 loads per array peaks and then falls 5 % as more bytes are in flight (DRAM
    // row-buffer thrashing, which the model leaves out), so the measured 90 % comes at 12 warps.
    ("h100-run-b.json", "h100-run-b.json", Workload::Stream, 6, 128),
    ("h100-run.json", "h100-run-b.json", Workload::Stream, 6, 128),
];

fn known(calibrated_on: &str, file: &str, c: &CurveCheck) -> bool {
    KNOWN_KNEE_MISSES.iter().any(|&(on, f, w, k, t)| {
        on == calibrated_on
            && f == file
            && c.experiment == Experiment { workload: w, parallelism: k }
            && c.threads_per_block == t
    })
}

fn describe(c: &CurveCheck) -> String {
    format!(
        "{} at {} threads: median {:.1} %, knee measured {:?} predicted {:?}",
        c.experiment.label(),
        c.threads_per_block,
        100.0 * c.median_error,
        c.measured_knee,
        c.predicted_knee
    )
}

/// Checks every held-out curve of `file` as `cal` (of `calibrated_on`) predicts it; returns all
/// points' errors.
fn held_out(calibrated_on: &str, file: &str, cal: &RunCalibration) -> Vec<f64> {
    let checks = check_curves(&run(file), cal).unwrap();
    let held: Vec<&CurveCheck> = checks.iter().filter(|c| c.held_out).collect();
    println!(
        "{calibrated_on} → {file}: {} held-out curves, worst curve's median {:.2} %, {} within both budgets",
        held.len(),
        100.0 * held.iter().map(|c| c.median_error).fold(0.0, f64::max),
        held.iter().filter(|c| c.within_budgets()).count()
    );
    let mut errors = Vec::new();
    for c in checks.iter().filter(|c| c.held_out) {
        assert!(c.median_error <= 0.10, "{file}: {}", describe(c));
        let knee = c.knee_error().is_some_and(|e| e <= 0.25);
        assert_eq!(!knee, known(calibrated_on, file, c), "{calibrated_on} → {file}: {}", describe(c));
        errors.extend(c.points.iter().map(|&(_, m, p)| (p / m - 1.0).abs()));
    }
    errors
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

#[test]
fn each_h100_capture_predicts_the_curves_its_calibration_never_saw() {
    for file in ["h100-run.json", "h100-run-b.json", "h100-run-c.json"] {
        let cal = calibrate_model(&run(file)).unwrap();
        let errors = held_out(file, file, &cal);
        assert!(errors.len() > 1_200, "{file}: {} held-out points", errors.len());
        assert!(median(errors) <= 0.05, "{file}: the aim, a median error of 5 % over all points");
    }
}

#[test]
fn one_capture_calibrates_the_model_for_another() {
    let cal = calibrate_model(&run("h100-run.json")).unwrap();
    for other in ["h100-run-b.json", "h100-run-c.json"] {
        let errors = held_out("h100-run.json", other, &cal);
        println!("median error over all held-out points {:.2} %", 100.0 * median(errors.clone()));
        assert!(median(errors) <= 0.05);
    }
}

#[test]
fn the_h200_runs_of_format_1_calibrate_and_predict_ilp_2() {
    for file in ["h200-run.json", "h200-quick.json"] {
        let r = run(file);
        let cal = calibrate_model(&r).unwrap();
        let checks = check_curves(&r, &cal).unwrap();
        let held: Vec<&CurveCheck> = checks.iter().filter(|c| c.held_out).collect();
        assert_eq!(held.len(), 1, "{file}: only ILP 2 is left out of the calibration");
        assert!(held[0].within_budgets(), "{file}: {}", describe(held[0]));
    }
}

#[test]
fn every_parameter_is_where_its_physics_puts_it() {
    let cal = calibrate_model(&run("h100-run.json")).unwrap();
    let value = |key: &str| cal.parameters.iter().find(|p| p.key == key).unwrap().value;
    // The dependent FMA latency is the run's own measurement; the others are bounded by their
    // meaning: a switch costs about one cycle, one warp issues below one instruction per cycle,
    // the clock holds near its reported value, a streaming load takes more than the chase, and
    // the sustained bandwidth is below the nominal peak.
    let r = run("h100-run.json");
    assert_eq!(value("dependent_latency"), r.latency.fma_cycles);
    assert!((0.8..1.2).contains(&value("switch_cycles")));
    assert!((0.8..1.0).contains(&value("single_warp_rate")));
    assert!((0.95..=1.0).contains(&value("sustained_issue_share")));
    assert!(value("unloaded_cycles") > r.latency.dram_cycles);
    assert!(value("sustained_bandwidth") < r.device.memory_bandwidth_gbs);
}
