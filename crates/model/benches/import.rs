//! Budget (issue #11): `ncu --csv --page raw` read at 100 MB/s or more natively, on a 50 MB page
//! of 10,000 launches. The page is generated from the H100 capture (`ncu_raw_clean.csv`: 530
//! columns, about 3.5 KB a row): its 12 launch rows repeated, and its metric columns repeated
//! under other names (as a fuller `--section` set adds metrics) until the page is 50 MB. Figures
//! are recorded in docs/PERFORMANCE.md.

#![allow(clippy::expect_used)]

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use occlab_model::import::{compare, read};
use std::time::Duration;

/// The page's size and launches.
const BYTES: usize = 50_000_000;
const LAUNCHES: usize = 10_000;

/// The capture's rows (header, units, launches) widened and repeated to [`BYTES`] and [`LAUNCHES`].
fn raw_page() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/hardware/data/h100/import/ncu_raw_clean.csv");
    let capture = std::fs::read_to_string(path).expect("the H100 raw capture");
    // Every field is quoted, and none holds a quote, so a row splits at `","`.
    let rows: Vec<Vec<&str>> =
        capture.lines().filter(|l| l.starts_with('"')).map(|l| l[1..l.len() - 1].split("\",\"").collect()).collect();
    // The launch columns ("ID" … "CC") come first; the metrics after them are repeated, one by
    // one, until the page has its size.
    let first_metric = rows[0].iter().position(|h| *h == "CC").expect("a CC column") + 1;
    let metrics = rows[0].len() - first_metric;
    let body = &rows[2..];
    let bytes_of = |row: &[&str], extra: usize| {
        row.iter().map(|f| f.len() + 3).sum::<usize>()
            + (0..extra).map(|j| row[first_metric + j % metrics].len() + 3).sum::<usize>()
    };
    let page_bytes = |extra: usize| (0..LAUNCHES).map(|i| bytes_of(&body[i % body.len()], extra)).sum::<usize>();
    let (mut low, mut high) = (0, 64 * metrics);
    while low < high {
        let mid = (low + high) / 2;
        if page_bytes(mid) < BYTES {
            low = mid + 1;
        } else {
            high = mid;
        }
    }
    let extra = low;
    let widen = |row: &[&str], rename: bool| {
        let mut fields: Vec<String> = row.iter().map(|f| f.to_string()).collect();
        fields.extend((0..extra).map(|j| {
            let f = row[first_metric + j % metrics];
            if rename {
                format!("{f}.copy{}", j / metrics + 1)
            } else {
                f.to_string()
            }
        }));
        format!("\"{}\"\n", fields.join("\",\""))
    };
    let mut page = widen(&rows[0], true) + &widen(&rows[1], false);
    for i in 0..LAUNCHES {
        page.push_str(&widen(&body[i % body.len()], false));
    }
    page
}

fn bench(c: &mut Criterion) {
    let page = raw_page();
    let mut group = c.benchmark_group("import");
    group.throughput(Throughput::Bytes(page.len() as u64));
    group.sample_size(10).measurement_time(Duration::from_secs(8));
    group.bench_function(format!("read ncu raw CSV ({} bytes, {LAUNCHES} launches)", page.len()), |b| {
        b.iter(|| read(black_box(&page)))
    });
    let import = read(&page);
    assert_eq!(import.launches.len(), LAUNCHES);
    assert!(import.diagnostics.is_empty(), "{:?}", import.diagnostics.first());
    group.bench_function("compare 10,000 launches with the model", |b| b.iter(|| compare(black_box(&import))));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
