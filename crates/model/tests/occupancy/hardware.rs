//! The model against the CUDA runtime on real GPUs.
//!
//! `tests/hardware/data/{h100,h200}/` were captured by `tests/hardware/capture.sh` on an NVIDIA
//! H100 80GB HBM3 and an H200 (compute capability 9.0, CUDA 13.0, driver 580.159.04): real compiled kernels of
//! several register, shared-memory and barrier footprints, queried with
//! `cudaOccupancyMaxActiveBlocksPerMultiprocessor`, `cudaOccupancyMaxPotentialBlockSize` and
//! `cudaOccupancyAvailableDynamicSMemPerBlock` over block sizes, dynamic shared memory,
//! carveouts and dynamic-shared-memory limits. Kernel attributes come from
//! `cudaFuncGetAttributes`; barrier counts from the ptxas report saved beside them.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::{
    available_dynamic_shared_memory_per_block, max_potential_block_size, occupancy, Carveout, ComputeCapability,
    DynamicSharedMemoryLimit, Gpu, Kernel, Launch,
};
use std::collections::HashMap;
use std::path::PathBuf;

type Row = HashMap<String, String>;

/// Each capture's folder and the `gpus.toml` entry of the GPU it ran on.
const CAPTURES: [(&str, &str); 2] = [("h100", "H100 SXM5 80GB"), ("h200", "H200 SXM")];

fn data(gpu: &str, name: &str) -> Vec<Row> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/hardware/data").join(gpu).join(name);
    let mut reader = csv::Reader::from_path(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_string).collect();
    reader.records().map(|r| header.iter().cloned().zip(r.unwrap().iter().map(str::to_string)).collect()).collect()
}

/// Fails with the first differing rows, if any.
fn assert_all_match(dir: &str, mismatches: &[String], total: usize) {
    assert!(
        mismatches.is_empty(),
        "{dir}: {} of {total} rows differ:\n{}",
        mismatches.len(),
        mismatches[..mismatches.len().min(15)].join("\n")
    );
}

fn num(row: &Row, column: &str) -> u32 {
    row[column].parse().unwrap_or_else(|_| panic!("{column} in {row:?}"))
}

/// The kernels' attributes as the runtime reported them.
fn kernels(gpu: &str) -> HashMap<String, Row> {
    data(gpu, "kernels.csv").into_iter().map(|r| (r["kernel"].clone(), r)).collect()
}

fn kernel(attrs: &Row, max_dynamic: u32) -> Kernel {
    Kernel {
        registers_per_thread: num(attrs, "regs"),
        static_shared_memory: num(attrs, "smem_static"),
        barriers: num(attrs, "barriers"),
        max_dynamic_shared_memory: DynamicSharedMemoryLimit::Attribute(max_dynamic),
        max_threads_per_block: Some(num(attrs, "max_threads_per_block")),
        ..Kernel::default()
    }
}

fn carveout(row: &Row) -> Carveout {
    Carveout::parse(&row["carveout"]).unwrap()
}

fn hopper() -> &'static ComputeCapability {
    ComputeCapability::find("9.0").unwrap()
}

#[test]
fn device_properties_match_compute_caps_9_0_and_gpus_toml() {
    for (dir, name) in CAPTURES {
        device_properties_match(dir, name);
    }
}

fn device_properties_match(dir: &str, name: &str) {
    let props: HashMap<String, String> =
        data(dir, "device_properties.csv").into_iter().map(|r| (r["property"].clone(), r["value"].clone())).collect();
    let cc = hopper();
    let p = |k: &str| props[k].parse::<u32>().unwrap();
    assert_eq!(props["compute_capability"], cc.name);
    assert_eq!(p("warp_size"), cc.warp_size);
    assert_eq!(p("max_threads_per_block"), cc.max_threads_per_block);
    assert_eq!(p("max_threads_per_multiprocessor"), cc.max_threads_per_sm);
    assert_eq!(p("max_blocks_per_multiprocessor"), cc.max_blocks_per_sm);
    assert_eq!(p("regs_per_block"), cc.max_registers_per_block);
    assert_eq!(p("regs_per_multiprocessor"), cc.registers_per_sm);
    assert_eq!(p("shared_mem_per_block"), cc.shared_memory_per_block);
    assert_eq!(p("shared_mem_per_multiprocessor"), cc.shared_memory_per_sm);
    assert_eq!(p("shared_mem_per_block_optin"), cc.shared_memory_per_block_optin);
    assert_eq!(p("reserved_shared_mem_per_block"), cc.reserved_shared_memory_per_block);
    let gpu = Gpu::find(name).expect("gpus.toml has the GPU");
    assert_eq!(p("multi_processor_count"), gpu.sms);
    assert_eq!(Some(p("l2_cache_size") / 1024), gpu.l2_cache_kib);
}

#[test]
fn default_dynamic_limit_is_48_kib_less_static() {
    // What DynamicSharedMemoryLimit::Auto assumes when the launch needs no opt-in.
    for attrs in CAPTURES.iter().flat_map(|(dir, _)| kernels(dir).into_values()) {
        let k = Kernel { max_dynamic_shared_memory: DynamicSharedMemoryLimit::Auto, ..kernel(&attrs, 0) };
        let o = occupancy(hopper(), &k, &Launch { threads_per_block: 32, ..Launch::default() }).unwrap();
        assert_eq!(o.allocation.max_dynamic_shared_memory, num(&attrs, "default_max_dynamic_smem"), "{attrs:?}");
    }
}

#[test]
fn occupancy_matches_the_runtime_for_real_kernels() {
    for (dir, _) in CAPTURES {
        occupancy_matches(dir);
    }
}

fn occupancy_matches(dir: &str) {
    let kernels = kernels(dir);
    let rows = data(dir, "occupancy.csv");
    assert!(rows.len() > 50_000);
    let mut mismatches = Vec::new();
    let mut by_limiter: HashMap<String, usize> = HashMap::new();
    for row in &rows {
        assert_eq!(row["status"], "0", "{row:?}");
        if let Some(reported) = row.get("max_dynamic_smem_reported") {
            assert_eq!(reported, &row["max_dynamic_smem"], "cudaFuncGetAttributes reports the limit as set: {row:?}");
        }
        let attrs = &kernels[&row["kernel"]];
        let launch = Launch {
            threads_per_block: num(row, "threads"),
            dynamic_shared_memory: num(row, "smem_dynamic"),
            carveout: carveout(row),
            ..Launch::default()
        };
        let o = occupancy(hopper(), &kernel(attrs, num(row, "max_dynamic_smem")), &launch).unwrap();
        if o.active_blocks_per_sm != num(row, "active_blocks") {
            mismatches.push(format!("{row:?}: model {} blocks", o.active_blocks_per_sm));
        }
        *by_limiter.entry(o.limiters.to_string()).or_default() += 1;
    }
    assert_all_match(dir, &mismatches, rows.len());
    // The capture exercises every kind of limit the H200 has.
    for limiter in ["warps", "registers", "shared_memory", "blocks", "barriers"] {
        assert!(
            by_limiter.keys().any(|k| k.split('|').any(|l| l == limiter)),
            "no row limited by {limiter}: {by_limiter:?}"
        );
    }
}

#[test]
fn block_size_suggestion_matches_the_runtime() {
    for (dir, name) in CAPTURES {
        block_size_matches(dir, name);
    }
}

fn block_size_matches(dir: &str, name: &str) {
    let kernels = kernels(dir);
    let sms = Gpu::find(name).unwrap().sms;
    let mut mismatches = Vec::new();
    let rows = data(dir, "block_size.csv");
    for row in &rows {
        assert_eq!(row["status"], "0", "{row:?}");
        let attrs = &kernels[&row["kernel"]];
        let dynamic = num(row, "smem_dynamic");
        let preferences = Launch { carveout: carveout(row), ..Launch::default() };
        let s =
            max_potential_block_size(hopper(), &kernel(attrs, num(row, "max_dynamic_smem")), &preferences, |_| dynamic)
                .unwrap();
        let got = (s.block_size, s.min_grid_size(sms));
        let want = (num(row, "block_size"), u64::from(num(row, "min_grid_size")));
        if got != want {
            mismatches.push(format!("{row:?}: model {got:?}"));
        }
    }
    assert_all_match(dir, &mismatches, rows.len());
}

#[test]
fn available_dynamic_shared_memory_matches_the_runtime() {
    for (dir, _) in CAPTURES {
        available_matches(dir);
    }
}

fn available_matches(dir: &str) {
    let kernels = kernels(dir);
    let mut mismatches = Vec::new();
    let rows = data(dir, "available_smem.csv");
    for row in &rows {
        let attrs = &kernels[&row["kernel"]];
        let launch = Launch { threads_per_block: num(row, "threads"), carveout: carveout(row), ..Launch::default() };
        let got = available_dynamic_shared_memory_per_block(
            hopper(),
            &kernel(attrs, num(row, "max_dynamic_smem")),
            &launch,
            num(row, "blocks"),
        );
        let got = match got {
            Ok(available) => format!("0,{}", available.runtime),
            Err(_) => "error".to_string(),
        };
        let want =
            if row["status"] == "0" { format!("0,{}", row["available_dynamic_smem"]) } else { "error".to_string() };
        if got != want {
            mismatches.push(format!("{row:?}: model {got}"));
        }
    }
    assert_all_match(dir, &mismatches, rows.len());
}

#[test]
fn the_model_predicts_which_real_launches_fail() {
    // dyn_kernel launched with a dynamic-shared-memory limit set and more or less than that.
    let dyn_kernel = &kernels("h100")["dyn"];
    let rows = data("h100", "launch_check.csv");
    assert!(rows.len() >= 40);
    for row in &rows {
        let launch =
            Launch { threads_per_block: 32, dynamic_shared_memory: num(row, "smem_dynamic"), ..Launch::default() };
        let o = occupancy(hopper(), &kernel(dyn_kernel, num(row, "max_dynamic_smem")), &launch).unwrap();
        let refused = o.is_illegal() || o.notes().iter().any(|n| matches!(n, occlab_model::Note::LaunchRefused { .. }));
        assert_eq!(
            refused,
            row["launch_status"] != "0",
            "{row:?}: model says refused = {refused}, notes {:?}",
            o.notes()
        );
    }
}
