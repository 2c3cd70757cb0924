//! `occlab measure` as a user runs it on a machine without CUDA (as CI is): measuring says what
//! it looked for and exits with code 3; `--report` reads a committed run and needs no GPU.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use assert_cmd::Command;
use occlab_model::run::Run;
use occlab_model::thousands;
use std::path::{Path, PathBuf};

fn occlab() -> Command {
    Command::cargo_bin("occlab").unwrap()
}

fn sample(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../public/samples").join(name)
}

/// Where NVIDIA's installers put the driver library; this test is about a machine without one.
fn driver_installed() -> bool {
    ["/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/nvidia/lib64", "/usr/lib/wsl/lib"]
        .iter()
        .any(|dir| Path::new(dir).join("libcuda.so.1").exists())
}

#[test]
fn measure_without_a_driver_exits_3_with_one_line_naming_libcuda() {
    if driver_installed() {
        eprintln!("skipped: this machine has an NVIDIA driver");
        return;
    }
    let dir = std::env::temp_dir().join(format!("occlab-measure-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out_file = dir.join("run.json");
    let out = occlab().args(["measure", "--quick", "--out"]).arg(&out_file).output().unwrap();
    assert_eq!(out.status.code(), Some(3));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("occlab measure: no NVIDIA driver found: looked for"), "{stderr}");
    for name in ["libcuda.so", "libcuda.so.1"] {
        assert!(stderr.contains(&format!(" {name},")) || stderr.contains(&format!(" {name} ")), "{name}: {stderr}");
    }
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.stdout.is_empty());
    assert!(!out_file.exists(), "nothing is written without a driver");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn measure_report_reads_a_committed_run_without_cuda() {
    for name in ["h100-run.json", "h200-run.json"] {
        let run = Run::from_json(&std::fs::read_to_string(sample(name)).unwrap()).unwrap();
        let out = occlab().args(["measure", "--report"]).arg(sample(name)).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.starts_with(&format!("{} · compute capability 9.0 · 132 SMs", run.device.name)), "{text}");
        let c = &run.occupancy_check;
        assert!(
            text.contains(&format!("agree on {0} of {0} configurations (100.00%)", thousands(c.configurations.into())))
        );
        for section in [
            "Self-check",
            "Latencies",
            "Stream (vector add), 1 load in flight per array (GB/s)",
            "FMA chains, ILP 4 (GFLOP/s)",
            "The calibrated latency model",
            "Needed warps per SM: textbook",
            "Wave staircase",
            "Block timeline",
        ] {
            assert!(text.contains(section), "{section}: {text}");
        }
        assert!(text.contains("Every step is at a multiple of the model's full wave"), "{text}");
        assert!(text.contains("Achieved occupancy"), "{text}");
        // The measured presets are flags `occlab latency` takes.
        let presets = text.lines().map(str::trim).find(|l| l.starts_with("occlab latency ")).unwrap();
        let flags: Vec<&str> = presets.split_whitespace().skip(1).collect();
        let latency = occlab().args(&flags).output().unwrap();
        assert!(latency.status.success(), "{presets}: {}", String::from_utf8_lossy(&latency.stderr));
        let latency = String::from_utf8(latency.stdout).unwrap();
        assert!(
            latency.contains(&format!("Memory: {} cycles", occlab_model::decimal(run.latency.dram_cycles))),
            "{latency}"
        );
    }
}

#[test]
fn measure_report_names_what_is_wrong_with_a_file() {
    let dir = std::env::temp_dir().join(format!("occlab-report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let newer = dir.join("newer.json");
    let text = std::fs::read_to_string(sample("h100-quick.json")).unwrap();
    std::fs::write(&newer, text.replacen("\"schema_version\": 2", "\"schema_version\": 4", 1)).unwrap();
    let cases = [
        (newer.clone(), "unknown schema_version 4: this version of Occupancy Lab reads versions 1 to 3"),
        (dir.join("missing.json"), "--report"),
    ];
    for (path, expected) in cases {
        let out = occlab().args(["measure", "--report"]).arg(&path).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.contains(expected) && stderr.contains(&path.display().to_string()), "{stderr}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A version 3 run (the committed H100 run with the stream at K = 16 and a curve of each probe
/// added, values made up): `--report` sets the deeper stream against the model like any curve
/// and lists the probes after the curves, each the model describes with its error (the gather
/// measured only); a version 2 run has no such section.
#[test]
fn measure_report_lists_the_probes_of_a_version_3_run() {
    use occlab_model::run::{ProbePoint, ProbeWorkload, ThroughputPoint, ThroughputUnit, Workload, SCHEMA_VERSION};
    let mut run = Run::from_json(&std::fs::read_to_string(sample("h100-run.json")).unwrap()).unwrap();
    run.schema_version = SCHEMA_VERSION;
    let gbs = |warps: u32, top: f64| top * f64::from(warps) / (f64::from(warps) + 4.0);
    for blocks in 1..=5 {
        run.throughput.push(ThroughputPoint {
            workload: Workload::Stream,
            parallelism: 16,
            threads_per_block: 256,
            blocks_per_sm: blocks,
            warps_per_sm: 8 * blocks,
            value: gbs(8 * blocks, 2_750.0),
            unit: ThroughputUnit::GigabytesPerSecond,
            iteration_cycles: None,
        });
    }
    for (workload, parallelism, fmas) in
        [(ProbeWorkload::StreamWide, 2, None), (ProbeWorkload::LoadFma, 2, Some(128)), (ProbeWorkload::Gather, 4, None)]
    {
        for blocks in 1..=8 {
            run.probes.push(ProbePoint {
                workload,
                parallelism,
                fmas,
                threads_per_block: 256,
                blocks_per_sm: blocks,
                warps_per_sm: 8 * blocks,
                value: gbs(8 * blocks, if workload == ProbeWorkload::Gather { 150.0 } else { 2_700.0 }),
                unit: ThroughputUnit::GigabytesPerSecond,
            });
        }
    }
    let dir = std::env::temp_dir().join(format!("occlab-probes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("v3.json");
    std::fs::write(&file, run.to_json().unwrap() + "\n").unwrap();
    let report = |path: &Path| {
        let out = occlab().args(["measure", "--report"]).arg(path).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    let text = report(&file);
    for expected in [
        "Stream, 16 loads in flight per array (GB/s), 256 threads per block · held out",
        "Throughput probes (never in the calibration: where the model describes one, its error)",
        "Stream, 16-byte loads, 2 in flight per array (GB/s), 256 threads per block · held out",
        "Random gather, 4 loads in flight per thread (GB/s), 256 threads per block · measured, not yet in the model",
        "Calibrated model against the 8 measured points: median error ",
        "Loads and FMAs, 2 loads in flight per thread, 128 dependent FMAs on each (GB/s), 256 threads per block",
        "Random gather, 4 loads in flight per thread (GB/s), 256 threads per block",
        "Measured knee: 24 warps per SM (the fewest reaching 90.00% of the curve's highest point, ",
        "GFLOP/s (32 FLOP per byte moved)",
        "GB/s of gathered sectors (a 32-byte sector for each 4-byte load)",
    ] {
        assert!(text.contains(expected), "{expected}: {text}");
    }
    // The probes come after every measured curve, before the staircase; the gather has no error.
    let probes = text.find("Throughput probes").unwrap();
    let curves_end = text[..probes].rfind("· held out").unwrap();
    assert!(curves_end < probes && probes < text.find("Wave staircase").unwrap());
    assert_eq!(text[probes..].matches("Calibrated model against the").count(), 2, "{text}");
    assert!(!report(&sample("h100-run.json")).contains("Throughput probes"));
    std::fs::remove_dir_all(&dir).unwrap();
}
