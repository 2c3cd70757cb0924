//! Budget: Nsight Compute's binary report read at 100 MB/s or more natively. Reads the committed
//! `library.ncu-rep` (H200, 14 cuBLAS, CUB and cuFFT launches, 2.7 MB), the committed
//! `own_sections.ncu-repz` (26 KB of zstd, 456 KB decompressed), the committed `own_full.ncu-rep`
//! (3 launches with `--set full`, 3.5 MB: the source counters read by instruction) and, where it
//! exists, a large
//! report kept out of the repository (60 launches with `--set full`, 85 MB): the file named by
//! `OCCLAB_BIG_NCU_REPORT`, else `/work/ncu-big/library_full.ncu-rep`; skipped when absent.
//! Figures are recorded in docs/PERFORMANCE.md.

#![allow(clippy::expect_used)]

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use occlab_model::import::{read_bytes, Format};
use std::time::Duration;

/// Throughput is counted in the report's bytes: the decompressed ones for a `.ncu-repz`.
fn bench_one(c: &mut Criterion, name: &str, bytes: &[u8], report_bytes: usize) {
    let import = read_bytes(bytes);
    assert_eq!(import.format, Some(Format::NcuReport), "{name}");
    assert!(import.diagnostics.is_empty(), "{name}: {:?}", import.diagnostics.first());
    let mut group = c.benchmark_group("ncu report");
    group.throughput(Throughput::Bytes(report_bytes as u64));
    group.sample_size(10).measurement_time(Duration::from_secs(8));
    group.bench_function(format!("read {name} ({} bytes, {} launches)", bytes.len(), import.launches.len()), |b| {
        b.iter(|| read_bytes(black_box(bytes)))
    });
    group.finish();
}

fn bench(c: &mut Criterion) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/hardware/data/h200/reports/library.ncu-rep");
    let library = std::fs::read(path).expect("the committed library.ncu-rep");
    bench_one(c, "library.ncu-rep", &library, library.len());
    let reports = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/hardware/data/h200/reports");
    let compressed = std::fs::read(format!("{reports}/own_sections.ncu-repz")).expect("the committed .ncu-repz");
    let plain = std::fs::read(format!("{reports}/own_sections.ncu-rep")).expect("the committed .ncu-rep");
    bench_one(c, "own_sections.ncu-repz", &compressed, plain.len());
    let full = std::fs::read(format!("{reports}/own_full.ncu-rep")).expect("the committed own_full.ncu-rep");
    bench_one(c, "own_full.ncu-rep", &full, full.len());
    let big = std::env::var("OCCLAB_BIG_NCU_REPORT").unwrap_or_else(|_| "/work/ncu-big/library_full.ncu-rep".into());
    match std::fs::read(&big) {
        Ok(bytes) => bench_one(c, "library_full.ncu-rep", &bytes, bytes.len()),
        Err(e) => eprintln!("skipping the large report: {big}: {e}"),
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
