//! The model against NVIDIA's occupancy header, row by row.
//!
//! `tests/reference/data/*.csv` were produced by `tests/reference/generate.sh`: our own C++
//! program compiled against `cuda_occupancy.h` from the nvidia-cuda-runtime 13.5.37 wheel. Every
//! row must match exactly: active blocks, the limiting-factor bits, every block limit (INT_MAX
//! meaning "no limit"), the allocations, and partitioned global caching.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::occupancy::batch::{Columns, OPTIONAL_COLUMNS, REQUIRED_COLUMNS};
use occlab_model::{
    available_dynamic_shared_memory_per_block, max_potential_block_size, CacheConfig, Carveout, ComputeCapability,
    DynamicSharedMemoryLimit, Kernel, Launch, PartitionedGlobalCaching,
};
use std::collections::HashMap;
use std::path::PathBuf;

const INT_MAX: &str = "2147483647";

fn data(name: &str) -> Vec<HashMap<String, String>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/reference/data").join(name);
    let mut reader = csv::Reader::from_path(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_string).collect();
    reader.records().map(|r| header.iter().cloned().zip(r.unwrap().iter().map(str::to_string)).collect()).collect()
}

fn limit(v: Option<u32>) -> String {
    v.map_or_else(|| INT_MAX.to_string(), |v| v.to_string())
}

/// Parses the input columns through the same code path as `occlab calc --batch`.
fn row_inputs(row: &HashMap<String, String>, columns: &Columns, names: &[&str]) -> occlab_model::occupancy::batch::Row {
    let fields: Vec<&str> = names.iter().map(|n| row[*n].as_str()).collect();
    columns.parse_row(&fields).unwrap_or_else(|e| panic!("{e} in {row:?}"))
}

/// The batch format's columns, in the order the generator writes them.
fn input_columns() -> Vec<&'static str> {
    REQUIRED_COLUMNS.iter().chain(&OPTIONAL_COLUMNS).copied().collect()
}

fn report(mismatches: &[String], total: usize) {
    assert!(
        mismatches.is_empty(),
        "{} of {total} rows differ from the header; first ones:\n{}",
        mismatches.len(),
        mismatches.iter().take(15).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn occupancy_matches_the_header_on_every_row() {
    let rows = data("occupancy.csv");
    assert!(rows.len() >= 20_000, "expected at least 20,000 reference rows, found {}", rows.len());
    let names = input_columns();
    let columns = Columns::parse(&names).unwrap();
    let mut mismatches = Vec::new();
    let mut illegal = 0;
    for row in &rows {
        assert_eq!(row["status"], "0", "the header refused {row:?}");
        // The header takes maxDynamicSharedSizeBytes literally; the batch column means the
        // runtime's attribute, so the row's kernel is given the header's reading.
        let mut inputs = row_inputs(row, &columns, &names);
        inputs.kernel.max_dynamic_shared_memory =
            DynamicSharedMemoryLimit::Header(row["max_dynamic_smem"].parse().unwrap());
        let o = inputs.occupancy();
        let gc_after = if o.partitioned_global_caching { row["partitioned_gc"].as_str() } else { "off" };
        let got = [
            o.active_blocks_per_sm.to_string(),
            o.limiters.bits().to_string(),
            o.limits.warps.to_string(),
            limit(o.limits.registers),
            limit(o.limits.shared_memory),
            o.limits.blocks.to_string(),
            limit(o.limits.barriers),
            limit(o.limits.virtual_resources),
            o.allocation.registers_per_block.to_string(),
            o.allocation.shared_memory_per_block.to_string(),
            gc_after.to_string(),
        ];
        let want = [
            "active_blocks",
            "limiting_factors",
            "limit_warps",
            "limit_registers",
            "limit_shared_memory",
            "limit_blocks",
            "limit_barriers",
            "limit_virtual",
            "allocated_registers",
            "allocated_shared_memory",
            "partitioned_gc_after",
        ]
        .map(|c| row[c].clone());
        if got != want {
            mismatches.push(format!("{row:?}\n   model: {got:?}\n  header: {want:?}"));
        }
        if o.is_illegal() {
            illegal += 1;
            assert!(!o.violations().is_empty(), "an illegal launch must say why: {row:?}");
        } else {
            assert!(o.violations().is_empty(), "a legal launch has no violations: {row:?}");
        }
    }
    report(&mismatches, rows.len());
    assert!(illegal > 1000, "the reference data should exercise illegal launches, found {illegal}");
}

fn kernel_of(row: &HashMap<String, String>, max_threads: Option<u32>) -> Kernel {
    Kernel {
        registers_per_thread: row["regs"].parse().unwrap(),
        static_shared_memory: row["smem_static"].parse().unwrap(),
        barriers: row["barriers"].parse().unwrap(),
        max_dynamic_shared_memory: DynamicSharedMemoryLimit::Header(row["max_dynamic_smem"].parse().unwrap()),
        max_threads_per_block: max_threads,
        partitioned_global_caching: PartitionedGlobalCaching::parse(&row["partitioned_gc"]).unwrap(),
        virtual_resources: row["virtual_resources"].parse().unwrap(),
    }
}

fn preferences_of(row: &HashMap<String, String>, threads: u32) -> Launch {
    Launch {
        threads_per_block: threads,
        dynamic_shared_memory: 0,
        carveout: Carveout::parse(&row["carveout"]).unwrap(),
        cache_config: CacheConfig::parse(&row["cache_config"]).unwrap(),
    }
}

#[test]
fn block_size_suggestion_matches_the_header_on_every_row() {
    let rows = data("block_size.csv");
    assert!(rows.len() >= 2_000);
    let mut mismatches = Vec::new();
    for row in &rows {
        assert_eq!(row["status"], "0", "the header refused {row:?}");
        let cc = ComputeCapability::find(&row["cc"]).unwrap();
        let max_threads: u32 = row["max_threads_per_block"].parse().unwrap();
        let kernel = kernel_of(row, (max_threads > 0).then_some(max_threads));
        let per_thread: u32 = row["dynamic_per_thread"].parse().unwrap();
        let fixed: u32 = row["dynamic_fixed"].parse().unwrap();
        let s = max_potential_block_size(cc, &kernel, &preferences_of(row, 1), |b| per_thread * b + fixed).unwrap();
        let got = [s.block_size.to_string(), s.blocks_per_sm.to_string()];
        let want = [row["block_size"].clone(), row["blocks_per_sm"].clone()];
        if got != want {
            mismatches.push(format!("{row:?}\n   model: {got:?}\n  header: {want:?}"));
        }
    }
    report(&mismatches, rows.len());
}

#[test]
fn available_dynamic_shared_memory_matches_the_header_on_every_row() {
    let rows = data("available_smem.csv");
    assert!(rows.len() >= 2_000);
    let mut mismatches = Vec::new();
    let mut refused = 0;
    for row in &rows {
        let cc = ComputeCapability::find(&row["cc"]).unwrap();
        let blocks: u32 = row["blocks"].parse().unwrap();
        let launch = preferences_of(row, row["threads"].parse().unwrap());
        let got = match available_dynamic_shared_memory_per_block(cc, &kernel_of(row, None), &launch, blocks) {
            Ok(available) => format!("0,{}", available.fits),
            Err(_) => {
                refused += 1;
                "1,0".to_string()
            }
        };
        let want = format!("{},{}", row["status"], row["available_dynamic_smem"]);
        if got != want {
            mismatches.push(format!("{row:?}\n   model: {got}\n  header: {want}"));
        }
    }
    report(&mismatches, rows.len());
    assert!(refused > 100, "the data should include block counts that cannot fit");
}
