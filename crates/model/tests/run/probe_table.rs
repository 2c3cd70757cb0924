#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

//! The table of docs/LATENCY_MODEL.md's "The probes", printed by `cargo test --release -p
//! occlab-model --test run -- --ignored --nocapture probe_table` (the checks of the same figures
//! are `probes::the_calibrated_model_predicts_the_probes_it_never_saw`).

use occlab_model::locale::Catalogue;
use occlab_model::run::calibration::calibrate_model;
use occlab_model::run::probe::check_probes;
use occlab_model::run::Run;
use std::path::PathBuf;

#[test]
#[ignore = "prints docs/LATENCY_MODEL.md's table of the probes"]
fn probe_table() {
    println!("| GPU | probe | threads per block | points | median error | worst error |");
    println!("|---|---|---:|---:|---:|---:|");
    for gpu in ["h100", "h200"] {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join(format!("../../tests/hardware/data/{gpu}/measure-v3/run.json"));
        let run = Run::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let cal = calibrate_model(&run).unwrap();
        for c in check_probes(&run, &cal) {
            println!(
                "| {} | {} | {} | {} | {:.2} % | {:.2} % |",
                gpu.to_uppercase(),
                Catalogue::english().render(&c.experiment.label()),
                c.threads_per_block,
                c.against.points.len(),
                100.0 * c.against.median_error,
                100.0 * c.against.worst_error
            );
        }
    }
}
