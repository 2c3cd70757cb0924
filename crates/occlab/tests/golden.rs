//! Golden files: the text each subcommand prints for fixed inputs, byte for byte. A change of
//! wording or layout shows up as a diff of `tests/golden/*.txt`; after checking it, refresh
//! them all with `scripts/refresh-golden.sh` (UPDATE_GOLDEN=1 cargo test -p occlab --test golden).
//! The charts (`*.svg`) are the page's charts drawn by the same code; open them to look.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use assert_cmd::Command;
use std::path::PathBuf;

/// (golden file, arguments).
const CASES: &[(&str, &[&str])] = &[
    ("calc_rtx4090", &["calc", "--gpu", "RTX 4090", "--threads", "256", "--regs", "40", "--smem-dynamic", "20000"]),
    ("calc_illegal", &["calc", "--cc", "7.5", "--threads", "1024", "--regs", "72"]),
    (
        "calc_kepler_l1",
        &["calc", "--cc", "3.5", "--threads", "128", "--regs", "32", "--smem-static", "8448", "--cache-config", "l1"],
    ),
    ("calc_h100_cluster2", &["calc", "--gpu", "H100 SXM5 80GB", "--threads", "128", "--regs", "10", "--cluster", "2"]),
    ("calc_json", &["calc", "--cc", "8.6", "--threads", "256", "--regs", "32", "--smem-dynamic", "33792", "--json"]),
    ("suggest_rtx3080", &["suggest", "--gpu", "RTX 3080", "--regs", "64"]),
    ("suggest_bare_cc", &["suggest", "--cc", "9.0", "--regs", "64", "--smem-per-thread", "16"]),
    ("waves_h100_tail", &["waves", "--gpu", "H100 SXM5 80GB", "--threads", "256", "--regs", "48", "--grid", "1400"]),
    ("waves_small_grid", &["waves", "--gpu", "H100 SXM5 80GB", "--threads", "256", "--regs", "48", "--grid", "100"]),
    ("latency_h100", &["latency", "--gpu", "H100 SXM5 80GB"]),
    (
        "latency_two_mode",
        &[
            "latency",
            "--gpu",
            "H100 SXM5 80GB",
            "--latency-bound",
            "686",
            "--cuda-core",
            "9",
            "--memory-bytes",
            "384",
            "--warps",
            "40",
        ],
    ),
    ("latency_bare_cc", &["latency", "--cc", "12.1", "--threads", "256", "--regs", "64"]),
    // The CLI contract of the calibrated model (docs/LATENCY_MODEL.md): the stream with 2 loads
    // per array at 128 threads, and 3 FMA chains at 64, each calibrated by the H100 run.
    (
        "latency_run_stream_k2",
        &[
            "latency",
            "--run",
            "../../public/samples/h100-run.json",
            "--threads",
            "128",
            "--loads-in-flight",
            "4",
            "--load-bytes",
            "4",
            "--memory-bytes",
            "768",
            "--chain-mem",
            "1",
            "--chain-arith",
            "1",
            "--unit",
            "gbs",
            "--curve",
        ],
    ),
    (
        "latency_run_fma_ilp3",
        &[
            "latency",
            "--run",
            "../../public/samples/h100-run.json",
            "--threads",
            "64",
            "--ilp",
            "3",
            "--cuda-core",
            "3",
            "--issue-slots",
            "3",
            "--memory-bytes",
            "0",
            "--chain-arith",
            "1",
            "--chain-mem",
            "0",
            "--unit",
            "gflops",
            "--curve",
        ],
    ),
    ("sweep_registers", &["sweep", "--cc", "8.9", "--vary", "registers", "--threads", "256"]),
    (
        "sweep_registers_rtx4090.svg",
        &[
            "sweep",
            "--gpu",
            "RTX 4090",
            "--vary",
            "registers",
            "--threads",
            "256",
            "--regs",
            "40",
            "--smem-dynamic",
            "20000",
            "--svg",
            "-",
        ],
    ),
    (
        "sweep_shared_memory_h100_dark.svg",
        &[
            "sweep",
            "--gpu",
            "H100 SXM5 80GB",
            "--vary",
            "shared-memory",
            "--smem-dynamic",
            "40000",
            "--svg",
            "-",
            "--theme",
            "dark",
        ],
    ),
    (
        "sweep_block_size_h100_projector.svg",
        &[
            "sweep",
            "--gpu",
            "H100 SXM5 80GB",
            "--vary",
            "block-size",
            "--regs",
            "64",
            "--svg",
            "-",
            "--theme",
            "projector",
            "--size",
            "960x420",
        ],
    ),
    (
        "waves_h100_tail.svg",
        &["waves", "--gpu", "H100 SXM5 80GB", "--threads", "256", "--regs", "48", "--grid", "1400", "--svg", "-"],
    ),
    (
        "waves_seed_cc50.svg",
        &["waves", "--cc", "5.0", "--sms", "15", "--threads", "512", "--grid", "100", "--svg", "-", "--theme", "dark"],
    ),
    ("latency_h100_12_warps.svg", &["latency", "--gpu", "H100 SXM5 80GB", "--warps", "12", "--svg", "-"]),
    ("gpus", &["gpus"]),
    ("caps", &["caps"]),
    // A real run (tests run in crates/occlab).
    ("measure_report_h100", &["measure", "--report", "../../public/samples/h100-run.json"]),
];

/// A case's golden file: `NAME.txt`, or `NAME.svg` for a chart.
fn golden(name: &str) -> PathBuf {
    let file = if name.ends_with(".svg") { name.to_string() } else { format!("{name}.txt") };
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(file)
}

fn output(args: &[&str]) -> String {
    let out = Command::cargo_bin("occlab").unwrap().args(args).output().unwrap();
    let mut text = String::from_utf8(out.stdout).unwrap();
    text.push_str(&String::from_utf8(out.stderr).unwrap());
    text
}

#[test]
fn every_subcommand_prints_its_golden_text() {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut changed = Vec::new();
    for (name, args) in CASES {
        let got = output(args);
        let path = golden(name);
        if update {
            std::fs::write(&path, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if got != want {
            changed.push(format!("{name} (occlab {})", args.join(" ")));
        }
    }
    assert!(
        changed.is_empty(),
        "output differs from tests/golden for:\n{}\nrun scripts/refresh-golden.sh and read the diff",
        changed.join("\n")
    );
}

/// The README's example is the golden `calc` output, so the README never drifts from the CLI.
#[test]
fn the_readme_example_is_the_real_output() {
    let readme = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../README.md")).unwrap();
    let example = std::fs::read_to_string(golden("calc_rtx4090")).unwrap();
    assert!(readme.contains(&example), "README.md's occlab calc example differs from tests/golden/calc_rtx4090.txt");
}
