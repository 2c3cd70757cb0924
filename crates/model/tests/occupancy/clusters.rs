//! Cluster occupancy against the CUDA 13.0 runtime on an H100 and an H200: 14,640 launch
//! configurations each (three kernels of 14, 64 and 128 registers; block sizes, cluster sizes
//! 1–16 with and without the non-portable attribute, dynamic shared memory, carveouts), captured
//! by tests/hardware/cluster_capture.cu. For every row the model computes the kernel's blocks per
//! SM itself, then the clusters, and must give the runtime's answers, refusals included.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::{
    cluster_occupancy, occupancy, Carveout, ClusterError, ComputeCapability, DynamicSharedMemoryLimit, Gpu, Kernel,
    Launch,
};
use std::collections::HashMap;
use std::path::PathBuf;

fn rows(gpu: &str) -> Vec<HashMap<String, String>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/hardware/data")
        .join(gpu)
        .join("clusters/cluster_occupancy.csv");
    let mut reader = csv::Reader::from_path(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let header = reader.headers().unwrap().clone();
    reader
        .records()
        .map(|r| header.iter().map(String::from).zip(r.unwrap().iter().map(String::from)).collect())
        .collect()
}

/// The runtime's `cudaErrorInvalidClusterSize`.
const INVALID_CLUSTER_SIZE: &str = "912";

fn check(gpu_dir: &str, gpu_name: &str) {
    let gpu = Gpu::find(gpu_name).unwrap();
    let cc = ComputeCapability::find("9.0").unwrap();
    let rows = rows(gpu_dir);
    assert_eq!(rows.len(), 14_640);
    let (mut agreed, mut refused) = (0, 0);
    for (i, r) in rows.iter().enumerate() {
        let n = |k: &str| r[k].parse::<u32>().unwrap_or_else(|_| panic!("row {}: {k} = {:?}", i + 2, r[k]));
        let kernel = Kernel {
            registers_per_thread: n("regs"),
            max_dynamic_shared_memory: DynamicSharedMemoryLimit::Attribute(n("max_dynamic_smem_attr")),
            ..Kernel::default()
        };
        let carveout = match r["carveout"].as_str() {
            "-1" => Carveout::Default,
            p => Carveout::Percent(p.parse().unwrap()),
        };
        let launch = Launch {
            threads_per_block: n("block_size"),
            dynamic_shared_memory: n("dynamic_smem"),
            carveout,
            ..Launch::default()
        };
        let o = occupancy(cc, &kernel, &launch).unwrap();
        assert_eq!(o.active_blocks_per_sm, n("active_blocks_per_sm"), "row {}: blocks per SM {r:?}", i + 2);
        let result = cluster_occupancy(cc, gpu, &o, n("cluster_size"), r["non_portable"] == "1");
        match (r["status"].as_str(), result) {
            ("0", Ok(c)) => {
                assert_eq!(c.max_active_clusters, n("max_active_clusters"), "row {}: {r:?}", i + 2);
                assert_eq!(c.max_potential_cluster_size, n("max_potential_cluster_size"), "row {}: {r:?}", i + 2);
                agreed += 1;
            }
            (INVALID_CLUSTER_SIZE, Err(ClusterError::Size(_))) => refused += 1,
            (status, other) => panic!("row {}: runtime status {status}, model {other:?} ({r:?})", i + 2),
        }
    }
    assert_eq!((agreed, refused), (14_400, 240), "{gpu_name}");
}

#[test]
fn h100_cluster_occupancy_matches_the_runtime() {
    check("h100", "H100 SXM5 80GB");
}

#[test]
fn h200_cluster_occupancy_matches_the_runtime() {
    check("h200", "H200 SXM 141GB");
}

/// ncu's Occupancy section for the captured cluster launch (tests/hardware/data/h100/import,
/// k_cluster2: 128 threads, 10 registers, clusters of 2): Max Active Clusters 528, Max Cluster
/// Size 8.
#[test]
fn nsight_computes_cluster_rows_for_k_cluster2() {
    let gpu = Gpu::find("H100 SXM5 80GB").unwrap();
    let cc = ComputeCapability::find("9.0").unwrap();
    let kernel = Kernel { registers_per_thread: 10, ..Kernel::default() };
    let o = occupancy(cc, &kernel, &Launch { threads_per_block: 128, ..Launch::default() }).unwrap();
    let c = cluster_occupancy(cc, gpu, &o, 2, false).unwrap();
    assert_eq!((c.max_active_clusters, c.max_potential_cluster_size), (528, 8));
}

/// Nsight Compute 2025.3's cluster rows for 22 launches on an H100 (tests/hardware/cluster_ncu.cu,
/// run under `ncu --csv --page raw` by capture_cluster_ncu.sh): grids from 2 to 8,448 blocks, block
/// sizes from 32 to 1,024, cluster sizes 1 to 16, one or two blocks per SM through shared memory,
/// and an 80-register kernel. The program's own lines give each launch's dynamic shared memory and
/// the runtime's answers; ptxas gives the registers (k_light 10, k_heavy 80). The model computes
/// every row from the kernel and the launch alone.
#[test]
fn nsight_computes_cluster_occupancy_and_overall_gpu_occupancy() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/hardware/data/h100/cluster_ncu");
    let program = std::fs::read_to_string(dir.join("program_stdout.txt")).unwrap();
    let launches: Vec<HashMap<&str, &str>> = program
        .lines()
        .filter(|l| l.starts_with("launch "))
        .map(|l| l.split_whitespace().skip(1).map(|w| w.split_once('=').unwrap_or((w, ""))).collect())
        .collect();
    let raw = std::fs::read_to_string(dir.join("ncu_cluster_raw.csv")).unwrap();
    let csv_text: String = raw.lines().filter(|l| !l.starts_with("==PROF==")).map(|l| format!("{l}\n")).collect();
    let mut reader = csv::Reader::from_reader(csv_text.as_bytes());
    let header = reader.headers().unwrap().clone();
    let rows: Vec<HashMap<String, String>> = reader
        .records()
        .skip(1) // the units row
        .map(|r| header.iter().map(String::from).zip(r.unwrap().iter().map(|v| v.replace(',', ""))).collect())
        .collect();
    assert_eq!((rows.len(), launches.len()), (22, 22));
    let gpu = Gpu::find("H100 SXM5 80GB").unwrap();
    let cc = ComputeCapability::find("9.0").unwrap();
    for (r, l) in rows.iter().zip(&launches) {
        let n = |s: &str| s.parse::<u32>().unwrap();
        let heavy = r["Kernel Name"].starts_with("k_heavy");
        assert_eq!(heavy, l.contains_key("k_heavy"), "ncu's launches come in the program's order");
        let dynamic = n(l["dyn"]);
        let kernel = Kernel {
            registers_per_thread: if heavy { 80 } else { 10 },
            max_dynamic_shared_memory: DynamicSharedMemoryLimit::Attribute(dynamic.max(48 * 1024)),
            ..Kernel::default()
        };
        let launch = Launch {
            threads_per_block: n(&r["launch__block_size"]),
            dynamic_shared_memory: dynamic,
            ..Launch::default()
        };
        let o = occupancy(cc, &kernel, &launch).unwrap();
        assert_eq!(o.active_blocks_per_sm, n(l["active_blocks_per_sm"]), "{l:?}");
        let c =
            cluster_occupancy(cc, gpu, &o, n(&r["launch__cluster_size"]), n(&r["launch__cluster_size"]) > 8).unwrap();
        assert_eq!(c.max_active_clusters, n(&r["launch__cluster_max_active"]), "{l:?}");
        assert_eq!(c.max_active_clusters, n(l["max_active_clusters"]), "{l:?}");
        let text = |pct: f64| occlab_model::percent(pct).trim_end_matches('%').to_string();
        let ncu = |key: &str| r[key].parse::<f64>().unwrap();
        // ncu prints two decimals and drops trailing zeros ("25", "12.50", "3.12").
        assert_eq!(text(c.cluster_occupancy).parse::<f64>().unwrap(), ncu("launch__occupancy_cluster_pct"), "{l:?}");
        assert_eq!(
            text(c.overall_gpu_occupancy).parse::<f64>().unwrap(),
            ncu("launch__occupancy_cluster_gpu_pct"),
            "{l:?}"
        );
    }
}

#[test]
fn clusters_need_their_data_and_a_valid_size() {
    let h100 = Gpu::find("H100 SXM5 80GB").unwrap();
    let hopper = ComputeCapability::find("9.0").unwrap();
    let o = occupancy(hopper, &Kernel::default(), &Launch::default()).unwrap();
    let too_big = cluster_occupancy(hopper, h100, &o, 9, false).unwrap_err();
    assert_eq!(
        too_big.to_string(),
        "cluster (cluster size (blocks)): \"9\" is not allowed; expected 1–8 (up to 16 with the non-portable attribute) (the runtime answers cudaErrorInvalidClusterSize)"
    );
    assert!(cluster_occupancy(hopper, h100, &o, 16, true).is_ok());
    assert!(matches!(cluster_occupancy(hopper, h100, &o, 0, true), Err(ClusterError::Size(_))));
    let pcie = Gpu::find("H100 PCIe 80GB").unwrap();
    assert!(matches!(cluster_occupancy(hopper, pcie, &o, 2, false), Err(ClusterError::NoGpcLayout { .. })));
    let ampere = ComputeCapability::find("8.0").unwrap();
    let a100 = Gpu::find("A100 SXM4 80GB").unwrap();
    let o = occupancy(ampere, &Kernel::default(), &Launch::default()).unwrap();
    assert!(matches!(cluster_occupancy(ampere, a100, &o, 2, false), Err(ClusterError::NoClusters { .. })));
}
