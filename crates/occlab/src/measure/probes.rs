//! Measurement 4b (version 3), throughput probes against occupancy, each at every feasible number
//! of blocks per SM (forced with dynamic shared memory as the throughput experiments are, one
//! wave of b × SMs blocks): the stream with 16-byte loads, loads followed by M dependent FMAs
//! (from memory-bound to compute-bound), and the random gather over a 1 GiB table. Median of 3
//! launches after a warm-up (1 with `--quick`, which takes 256 threads per block only).

use super::kernels::{self, Build};
use super::throughput::{
    config, most_blocks, most_levels, padding_for, prepare, Arrays, NEW_BLOCK_SIZES, STREAM_ELEMENTS,
};
use super::{launch, median, Gpu};
use anyhow::Result;
use cudarc::driver::{CudaFunction, CudaSlice};
use occlab_model::run::{ProbeExperiment, ProbePoint, ProbeWorkload};

/// K: 16-byte loads in flight per array.
const WIDE_PARALLELISM: [u32; 3] = [1, 2, 4];
/// The loads of `load_fma` in flight per thread, and M, its FMAs per load: at 2 × 4 B moved per
/// FMA chain of M, an H100's FP32 peak over its DRAM bandwidth (about 24 FLOP per byte) falls
/// between M = 64 and 128.
const LOAD_FMA_PARALLELISM: u32 = 2;
const FMAS: [u32; 4] = [4, 16, 64, 128];
/// K: gathers in flight per thread.
const GATHER_PARALLELISM: [u32; 2] = [1, 4];
/// The gather's block sizes: 64 too, which costs little.
const GATHER_BLOCK_SIZES: [u32; 3] = [64, 128, 256];
const QUICK_BLOCK_SIZES: [u32; 1] = [256];
/// The gather's table: 2^28 floats (1 GiB), far larger than any L2; and its lookups, one per
/// element of the stream's arrays (the results go to the stream's `c`).
const TABLE_ELEMENTS: usize = 1 << 28;
const LOOKUPS: u64 = STREAM_ELEMENTS;

/// Every (probe, block sizes) a run measures, in the order of the run file.
fn plan(quick: bool) -> Vec<(ProbeExperiment, &'static [u32])> {
    let sizes = |full: &'static [u32]| if quick { &QUICK_BLOCK_SIZES[..] } else { full };
    let probe = |workload, parallelism, fmas| ProbeExperiment { workload, parallelism, fmas };
    let wide = WIDE_PARALLELISM.iter().map(|&k| (probe(ProbeWorkload::StreamWide, k, None), sizes(&NEW_BLOCK_SIZES)));
    let load_fma =
        FMAS.iter().map(|&m| (probe(ProbeWorkload::LoadFma, LOAD_FMA_PARALLELISM, Some(m)), sizes(&NEW_BLOCK_SIZES)));
    let gather =
        GATHER_PARALLELISM.iter().map(|&k| (probe(ProbeWorkload::Gather, k, None), sizes(&GATHER_BLOCK_SIZES)));
    wide.chain(load_fma).chain(gather).collect()
}

/// How many points the probes measure at most (for the progress bar).
pub fn points(gpu: &Gpu, quick: bool) -> u64 {
    plan(quick).iter().flat_map(|(_, sizes)| sizes.iter()).map(|&t| u64::from(most_levels(gpu, t))).sum()
}

/// The probe's kernel build: its K (and M), under the register limit that keeps every load
/// before the first use (`kernels::STREAM`).
fn build(probe: ProbeExperiment) -> Build {
    let k = ("K", probe.parallelism);
    let limit = ("MAXNREG", kernels::DEEP_MAXNREG);
    match probe.workload {
        ProbeWorkload::StreamWide => {
            Build { entry: "stream_wide", source: kernels::STREAM_WIDE, defines: vec![k, limit] }
        }
        ProbeWorkload::LoadFma => Build {
            entry: "load_fma",
            source: kernels::LOAD_FMA,
            defines: vec![k, ("M", probe.fmas.unwrap_or(1)), limit],
        },
        ProbeWorkload::Gather => Build { entry: "gather", source: kernels::GATHER, defines: vec![k, limit] },
    }
}

/// The probe's kernel, compiled and loaded, with the most dynamic shared memory it may ask for.
fn kernel(gpu: &Gpu, probe: ProbeExperiment) -> Result<(CudaFunction, u32)> {
    let f = build(probe).load(gpu)?;
    let most = prepare(&f, gpu.device.shared_memory_per_block_optin)?;
    Ok((f, most))
}

/// `LOOKUPS` indices spread uniformly over the table (splitmix64, a fixed seed: every run gathers
/// the same entries).
fn lookups() -> Result<Vec<u32>> {
    let mut state: u64 = 0x5DEE_CE66_D1CE_4E5B;
    let mask = u64::try_from(TABLE_ELEMENTS)? - 1;
    Ok((0..LOOKUPS)
        .map(|_| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^= z >> 31;
            // The table is a power of two, so the mask keeps the index uniform and inside it.
            ((z >> 32) & mask) as u32
        })
        .collect())
}

/// Every point of every probe; `step` is called after each point.
pub fn run(gpu: &Gpu, quick: bool, arrays: &mut Arrays, mut step: impl FnMut()) -> Result<Vec<ProbePoint>> {
    let repeats = if quick { 1 } else { 3 };
    let sms = gpu.device.sms;
    let stream = &gpu.stream;
    let table: CudaSlice<f32> = stream.alloc_zeros(TABLE_ELEMENTS).map_err(launch::not_allocated)?;
    let indices = launch::Indices::upload(stream, &lookups()?)?;
    let Arrays { a, b, c } = arrays;
    let (a, b) = (&*a, &*b);
    let mut points = Vec::new();
    for (probe, sizes) in plan(quick) {
        let (f, most_padding) = kernel(gpu, probe)?;
        let k = u64::from(probe.parallelism);
        for &threads in sizes {
            for blocks in 1..=most_blocks(&f, threads)? {
                let Some(padding) = padding_for(&f, threads, blocks, most_padding)? else { continue };
                let cfg = config(threads, blocks, sms, padding);
                let grid_threads = u64::from(blocks * sms * threads);
                // The elements (float4 for the wide stream) of each array, or the lookups.
                let elements = match probe.workload {
                    ProbeWorkload::StreamWide => STREAM_ELEMENTS / 4,
                    ProbeWorkload::LoadFma => STREAM_ELEMENTS,
                    ProbeWorkload::Gather => LOOKUPS,
                };
                let mut time = || match probe.workload {
                    ProbeWorkload::StreamWide => launch::stream_wide(stream, &f, cfg, (a, b, &mut *c), elements),
                    ProbeWorkload::LoadFma => launch::load_fma(stream, &f, cfg, (a, &mut *c), elements),
                    ProbeWorkload::Gather => launch::gather(stream, &f, cfg, (&indices, &table, &mut *c), elements),
                };
                time()?; // warm-up
                let mut runs = Vec::new();
                for _ in 0..repeats {
                    runs.push(time()?);
                }
                let ms = median(runs);
                // Each thread makes elements ÷ (K × threads) whole iterations; a warp iteration
                // moves the probe's bytes. In the unit's 10^9, per second:
                let thread_iterations = elements / (k * grid_threads) * grid_threads;
                let value = thread_iterations as f64 / 32.0 * probe.work_per_warp_iteration() / (ms * 1e6);
                points.push(ProbePoint {
                    workload: probe.workload,
                    parallelism: probe.parallelism,
                    fmas: probe.fmas,
                    threads_per_block: threads,
                    blocks_per_sm: blocks,
                    warps_per_sm: blocks * threads.div_ceil(32),
                    value,
                    unit: probe.unit(),
                });
                step();
            }
        }
    }
    Ok(points)
}

/// Every kernel a run compiles for its probes (the tests compile them).
#[cfg(test)]
pub fn builds(quick: bool) -> Vec<Build> {
    plan(quick).into_iter().map(|(p, _)| build(p)).collect()
}
