//! The profiler and compiler readers against real reports: every kernel that
//! `tests/hardware/import_kernels.cu` launched on an H100 and an H200, in each form Nsight
//! Compute 2025.3 wrote it (`tests/hardware/data/*/import/`). The independent references are
//! Nsight Compute's own figures (Block Limits, Theoretical Occupancy, Waves Per SM) and the CUDA
//! runtime's answers in `launches.csv` (`cudaFuncGetAttributes`, grid and block,
//! `cudaOccupancyMaxActiveBlocksPerMultiprocessor`).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::import::kernel_name::base_name;
use occlab_model::import::{compare, read, BarrierSource, Format, Resource};
use std::collections::HashMap;
use std::path::PathBuf;

type Row = HashMap<String, String>;

const GPUS: [&str; 2] = ["h100", "h200"];

/// Every profiler capture, its format, and whether it carries the barrier count
/// (`launch__barrier_count`, only on the raw page).
const PROFILES: [(&str, Format, bool); 6] = [
    ("ncu_default.txt", Format::NcuConsole, false),
    ("ncu_sections.txt", Format::NcuConsole, false),
    ("ncu_base_units.txt", Format::NcuConsole, false),
    ("ncu_details.csv", Format::NcuDetailsCsv, false),
    ("ncu_raw.csv", Format::NcuRawCsv, true),
    ("ncu_raw_clean.csv", Format::NcuRawCsv, true),
];

fn text(gpu: &str, name: &str) -> String {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/hardware/data").join(gpu).join("import").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `launches.csv`: the runtime's answers, one row per launch, in launch order.
fn launches(gpu: &str) -> Vec<Row> {
    let body = text(gpu, "launches.csv");
    let mut reader = csv::Reader::from_reader(body.as_bytes());
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_string).collect();
    reader.records().map(|r| header.iter().cloned().zip(r.unwrap().iter().map(str::to_string)).collect()).collect()
}

fn num(row: &Row, column: &str) -> u64 {
    row[column].parse().unwrap_or_else(|_| panic!("{column} in {row:?}"))
}

#[test]
fn every_captured_kernel_is_read_with_the_runtimes_grid_and_block() {
    for gpu in GPUS {
        let runtime = launches(gpu);
        for (file, format, _) in PROFILES {
            let import = read(&text(gpu, file));
            assert_eq!(import.format, Some(format), "{gpu}/{file}");
            assert_eq!(import.diagnostics, [], "{gpu}/{file}");
            assert_eq!(import.launches.len(), runtime.len(), "{gpu}/{file}");
            for (launch, row) in import.launches.iter().zip(&runtime) {
                let at = format!("{gpu}/{file} {}", launch.name);
                assert_eq!(base_name(&launch.name), row["launch"], "{at}");
                assert_eq!(launch.grid_size, Some(num(row, "blocks")), "{at}");
                assert_eq!(launch.block_size.map(u64::from), Some(num(row, "threads_per_block")), "{at}");
                assert_eq!(launch.compute_capability.as_deref(), Some("9.0"), "{at}");
                let dynamic = launch.dynamic_shared_memory.unwrap();
                assert!(dynamic.admits(num(row, "dynamic_smem") as f64), "{at}: dynamic {dynamic:?}");
                let fixed = launch.static_shared_memory.unwrap();
                assert!(fixed.admits(num(row, "static_smem") as f64), "{at}: static {fixed:?}");
            }
        }
    }
}

/// With the compiler's barrier counts (the capture's `ptxas.txt`, as a build log pasted with the
/// profile would give them), ours equals every block limit, the theoretical occupancy and Waves
/// Per SM Nsight Compute reported, and our active blocks equal the runtime's.
#[test]
fn ours_equals_nsight_computes_block_limits_occupancy_and_waves_for_every_kernel() {
    for gpu in GPUS {
        let runtime = launches(gpu);
        let ptxas = read(&text(gpu, "ptxas.txt"));
        for (file, _, _) in PROFILES {
            let import = read(&text(gpu, file)).merge(ptxas.clone());
            let comparison = compare(&import);
            assert_eq!(comparison.kernels.len(), runtime.len(), "{gpu}/{file}: every function joins its launch");
            for (k, row) in comparison.kernels.iter().zip(&runtime) {
                let at = format!("{gpu}/{file} {}", k.launch.name);
                assert!(k.limits.iter().all(|l| l.agrees == Some(true)), "{at}: {:?}", k.limits);
                assert_eq!(k.theoretical_agrees, Some(true), "{at}");
                assert_eq!(k.waves_agree, Some(true), "{at}");
                let result = k.result.as_ref().unwrap();
                assert_eq!(u64::from(result.occupancy.active_blocks_per_sm), num(row, "active_blocks_per_sm"), "{at}");
                assert_eq!(result.waves.unwrap().full_wave, num(row, "full_wave_blocks"), "{at}");
                assert!(!k.differs(), "{at}");
            }
        }
    }
}

/// Without a barrier count (console and details pages do not print it) the runtime's assumption
/// of 1 barrier is used; the two kernels of 16 and 8 named barriers then differ from Nsight
/// Compute in Block Limit Barriers, and in nothing else but the occupancy that follows.
#[test]
fn without_the_barrier_count_only_the_barrier_kernels_differ() {
    for gpu in GPUS {
        for (file, _, has_barriers) in PROFILES {
            let comparison = compare(&read(&text(gpu, file)));
            for k in &comparison.kernels {
                let at = format!("{gpu}/{file} {}", k.launch.name);
                let barrier_kernel = ["k_barriers16", "k_barriers8"].contains(&base_name(&k.launch.name).as_str());
                assert_eq!(k.differs(), barrier_kernel && !has_barriers, "{at}");
                let source = k.inputs.as_ref().unwrap().barriers;
                assert_eq!(source, if has_barriers { BarrierSource::Profiler } else { BarrierSource::Assumed }, "{at}");
                for l in &k.limits {
                    let expected = !(l.resource == Resource::Barriers && barrier_kernel && !has_barriers);
                    assert_eq!(l.agrees, Some(expected), "{at} {:?}", l.resource);
                }
            }
        }
    }
}

/// ptxas and cuobjdump against `cudaFuncGetAttributes` (`numRegs`, `sharedSizeBytes`,
/// `localSizeBytes` in `launches.csv`); ptxas's barrier counts against the kernels' design.
#[test]
fn compiler_reports_agree_with_the_runtimes_attributes() {
    let barriers = [("k_barriers16", 16), ("k_barriers8", 8), ("k_barrier_free_twin", 1), ("k_regs_limited", 0)];
    for gpu in GPUS {
        let runtime: HashMap<String, Row> = launches(gpu).into_iter().map(|r| (r["launch"].clone(), r)).collect();
        for (file, format) in [("ptxas.txt", Format::Ptxas), ("cuobjdump.txt", Format::Cuobjdump)] {
            let import = read(&text(gpu, file));
            assert_eq!(import.format, Some(format));
            assert_eq!(import.diagnostics, [], "{gpu}/{file}");
            assert_eq!(import.functions.len(), runtime.len(), "{gpu}/{file}");
            for f in &import.functions {
                let row = &runtime[&base_name(&f.name)];
                let at = format!("{gpu}/{file} {}", f.name);
                assert_eq!(f.arch.as_deref(), Some("sm_90"), "{at}");
                assert_eq!(f.registers.map(u64::from), Some(num(row, "num_regs")), "{at}");
                assert_eq!(f.stack, Some(0), "{at}");
                if format == Format::Ptxas {
                    assert_eq!(f.shared_memory.map(u64::from).unwrap_or(0), num(row, "static_smem"), "{at}");
                    assert_eq!((f.spill_stores, f.spill_loads), (Some(0), Some(0)), "{at}");
                } else {
                    // cuobjdump's SHARED includes the 1 KiB reserved per block on sm_90.
                    assert_eq!(f.shared_memory.map(u64::from), Some(num(row, "static_smem") + 1024), "{at}");
                    assert_eq!(f.local_memory.map(u64::from), Some(num(row, "local_bytes")), "{at}");
                }
                if let Some((_, b)) = barriers.iter().find(|(k, _)| *k == base_name(&f.name)) {
                    if format == Format::Ptxas {
                        assert_eq!(f.barriers, Some(*b), "{at}");
                    }
                }
            }
        }
    }
}

/// Nsight Compute's rule text is kept, in its words, with its estimated speedup.
#[test]
fn rule_blocks_are_kept_with_their_speedup() {
    let import = read(&text("h100", "ncu_default.txt"));
    let regs = &import.launches[0];
    let occupancy_rule = regs.rules.iter().find(|r| r.section == "Occupancy").unwrap();
    assert_eq!(occupancy_rule.kind, "OPT");
    assert_eq!(occupancy_rule.speedup.as_deref(), Some("Est. Local Speedup: 75%"));
    assert_eq!(
        occupancy_rule.text,
        "The 4.00 theoretical warps per scheduler this kernel can issue according to its occupancy are below the \
         hardware maximum of 16. This kernel's theoretical occupancy (25.0%) is limited by the number of required \
         registers."
    );
    let details = read(&text("h100", "ncu_details.csv"));
    let rule = details.launches[0].rules.iter().find(|r| r.section == "Occupancy").unwrap();
    assert_eq!(rule.text, occupancy_rule.text);
    assert_eq!(rule.speedup.as_deref(), Some("Est. Local Speedup: 75%"));
}
