//! Budget (issue #37): `--what-if` adds at most 50 ms to the import of a 35 MB report. Reads the
//! committed what-if capture's report of every level (`whatif/reports/all_levels.ncu-repz`: 167
//! launches, 21,858,328 bytes decompressed, each with the what-if's sections), then times what
//! `--what-if` adds to that import: the calibration from the committed H100 run (read, fitted),
//! the prediction of every launch, and its words, with each launch joined with its kernel's
//! other levels as `occlab import --what-if` joins them. Figures are recorded in docs/PERFORMANCE.md.

#![allow(clippy::expect_used, clippy::unwrap_used)]

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use occlab_model::import::{compare, read_bytes};
use occlab_model::locale::Catalogue;
use occlab_model::report::WhatIfReport;
use occlab_model::run::Run;
use occlab_model::what_if::{join_each, predict, Calibration, WhatIf};
use std::time::Duration;

fn bench(c: &mut Criterion) {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let report = std::fs::read(format!("{root}/tests/hardware/data/h100/whatif/reports/all_levels.ncu-repz"))
        .expect("the committed all_levels.ncu-repz");
    let run_text = std::fs::read_to_string(format!("{root}/public/samples/h100-run.json")).expect("the H100 run");
    let comparison = compare(&read_bytes(&report));
    assert_eq!(comparison.kernels.len(), 167);
    let calibration = Calibration::from_run(&Run::from_json(&run_text).unwrap()).unwrap();
    assert!(comparison.kernels.iter().all(|k| predict(k, &calibration).is_ok()));

    let mut group = c.benchmark_group("what-if");
    group.sample_size(10).measurement_time(Duration::from_secs(8));
    group.bench_function("import all_levels.ncu-repz (21.9 MB decompressed, 167 launches)", |b| {
        b.iter(|| compare(&read_bytes(black_box(&report))))
    });
    group.bench_function("calibrate from h100-run.json (read and fitted)", |b| {
        b.iter(|| Calibration::from_run(&Run::from_json(black_box(&run_text)).unwrap()))
    });
    group.bench_function("predict every level of its 167 launches", |b| {
        b.iter(|| comparison.kernels.iter().filter(|k| predict(black_box(k), &calibration).is_ok()).count())
    });
    // What the text adds: every launch's sentence, notes and table, rendered in English.
    let english = Catalogue::english();
    let words = |w: &WhatIf| {
        let report = WhatIfReport::new(w);
        let rendered = report.notes.iter().chain(report.rows.iter().flatten()).map(|m| english.render(m).len());
        english.render(&report.summary).len() + rendered.sum::<usize>()
    };
    group.bench_function("predict and word its 167 launches (the text of --what-if)", |b| {
        b.iter(|| {
            comparison.kernels.iter().map(|k| words(&predict(black_box(k), &calibration).unwrap())).sum::<usize>()
        })
    });
    // What `occlab import --what-if` does since profiles join: every launch predicted once, each
    // joined with its kernel's launches at the other levels (all of them here), then worded.
    group.bench_function("predict, join and word its 167 launches (every level of each kernel)", |b| {
        b.iter(|| {
            let alone: Vec<Option<WhatIf>> =
                comparison.kernels.iter().map(|k| predict(black_box(k), &calibration).ok()).collect();
            let own: Vec<Option<&WhatIf>> = alone.iter().map(Option::as_ref).collect();
            join_each(&comparison.kernels, &own).iter().flatten().map(words).sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
