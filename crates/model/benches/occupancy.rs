//! Budgets (issue #2): one `occupancy` call under 100 ns; the three chart sweeps together under
//! 100 µs, native. Figures are recorded in docs/PERFORMANCE.md.

#![allow(clippy::expect_used)]

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use occlab_model::{
    occupancy, sweep_block_size, sweep_registers, sweep_shared_memory, ComputeCapability, Kernel, Launch,
};

fn bench(c: &mut Criterion) {
    let cc = ComputeCapability::find("8.6").expect("8.6 is in compute_caps/");
    let kernel = Kernel { registers_per_thread: 40, static_shared_memory: 2048, ..Kernel::default() };
    let launch = Launch { threads_per_block: 256, dynamic_shared_memory: 16_384, ..Launch::default() };
    c.bench_function("occupancy (8.6, 256 threads, 40 regs, 18 KiB)", |b| {
        b.iter(|| occupancy(black_box(cc), black_box(&kernel), black_box(&launch)))
    });
    let hopper = ComputeCapability::find("9.0").expect("9.0 is in compute_caps/");
    c.bench_function("three chart sweeps (9.0: 1024 sizes + 257 regs + 1809 smem steps)", |b| {
        b.iter(|| {
            let k = black_box(&kernel);
            let l = black_box(&launch);
            (sweep_block_size(hopper, k, l), sweep_registers(hopper, k, l), sweep_shared_memory(hopper, k, l))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
