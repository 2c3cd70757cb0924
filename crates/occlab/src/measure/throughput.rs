//! Measurement 4, throughput against occupancy, at several parallelisms and block sizes: the
//! memory-bound stream with K loads in flight per array and the compute-bound FMA chains with K
//! independent chains, each at every feasible number of blocks per SM, from one to as many as
//! fit. Occupancy is forced with dynamic shared memory padding: for b blocks per SM the block
//! asks for the least padding at which `cuOccupancyMaxActiveBlocksPerMultiprocessor` answers
//! exactly b (a level no padding reaches is left out). The grid is b × SMs blocks, one wave, each
//! block looping over its share of the work. Each stream point is run once more with its warps
//! timing their iterations (`STREAM`'s `TIMED`), which gives the loaded latency's spread.
//!
//! Version 3 adds the stream at K = 12 and 16 (128 and 256 threads per block only; compiled
//! under a register limit so that all 2K loads are issued before the first use, see
//! `kernels::STREAM`). The probes (`probes.rs`) force their occupancy with the helpers here.

use super::kernels::{self, Build};
use super::{launch, median, Gpu};
use anyhow::{anyhow, Result};
use cudarc::driver::sys::CUfunction_attribute as F;
use cudarc::driver::{CudaFunction, CudaSlice, LaunchConfig};
use occlab_model::run::{CycleSpread, Experiment, ThroughputPoint, Workload};

/// Block sizes: 64 shows two-warp blocks loading the SM's schedulers unevenly at odd block
/// counts, 96 three-warp blocks, 32 single warps; 256 is the common case.
const BLOCK_SIZES: [u32; 7] = [32, 64, 96, 128, 256, 512, 1024];
const QUICK_BLOCK_SIZES: [u32; 2] = [64, 256];
/// K: loads in flight per array (stream), independent chains (FMA).
const PARALLELISM: [u32; 6] = [1, 2, 3, 4, 6, 8];
const QUICK_PARALLELISM: [u32; 2] = [1, 4];
/// The stream's deeper K (version 3), at [`NEW_BLOCK_SIZES`] only; not in `--quick`.
const DEEP_PARALLELISM: [u32; 2] = [12, 16];
/// The block sizes of version 3's additions (the probes' too).
pub const NEW_BLOCK_SIZES: [u32; 2] = [128, 256];
/// Elements of each stream array (128 MiB of f32).
pub const STREAM_ELEMENTS: u64 = 1 << 25;
/// FMAs per thread, whatever the parallelism (rounded down to whole unrolled loops).
const FMAS_PER_THREAD: u32 = 1 << 17;

/// Every (experiment, block sizes) a run measures, in the order of the run file.
fn plan(quick: bool) -> Vec<(Experiment, &'static [u32])> {
    let (ks, sizes): (&[u32], &'static [u32]) =
        if quick { (&QUICK_PARALLELISM, &QUICK_BLOCK_SIZES) } else { (&PARALLELISM, &BLOCK_SIZES) };
    let deep: &[u32] = if quick { &[] } else { &DEEP_PARALLELISM };
    let experiment = |workload, parallelism| Experiment { workload, parallelism };
    let stream = ks.iter().map(|&k| (experiment(Workload::Stream, k), sizes));
    let deep = deep.iter().map(|&k| (experiment(Workload::Stream, k), &NEW_BLOCK_SIZES[..]));
    let fma = ks.iter().map(|&k| (experiment(Workload::FmaChains, k), sizes));
    stream.chain(deep).chain(fma).collect()
}

/// The most blocks of `threads` that the SM's threads and block slots allow (registers may
/// allow fewer).
pub fn most_levels(gpu: &Gpu, threads: u32) -> u32 {
    (gpu.device.max_threads_per_sm / threads).min(gpu.device.max_blocks_per_sm)
}

/// How many points a run measures at most (for the progress bar).
pub fn points(gpu: &Gpu, quick: bool) -> u64 {
    plan(quick).iter().flat_map(|(_, sizes)| sizes.iter()).map(|&t| u64::from(most_levels(gpu, t))).sum()
}

/// The stream's three arrays (a = 1, b = 2, c), which the probes use too.
pub struct Arrays {
    pub a: CudaSlice<f32>,
    pub b: CudaSlice<f32>,
    pub c: CudaSlice<f32>,
}

impl Arrays {
    /// [`STREAM_ELEMENTS`] floats each.
    pub fn new(gpu: &Gpu) -> Result<Arrays> {
        let stream = &gpu.stream;
        let alloc = launch::not_allocated;
        let n = usize::try_from(STREAM_ELEMENTS)?;
        Ok(Arrays {
            a: stream.clone_htod(&vec![1.0_f32; n]).map_err(alloc)?,
            b: stream.clone_htod(&vec![2.0_f32; n]).map_err(alloc)?,
            c: stream.alloc_zeros::<f32>(n).map_err(alloc)?,
        })
    }
}

/// The least dynamic shared memory padding at which the occupancy API answers `blocks` blocks per
/// SM (its answer never rises with more padding, so a bisection finds it); `None` when no padding
/// gives exactly that many.
pub fn padding_for(f: &CudaFunction, threads: u32, blocks: u32, optin: u32) -> Result<Option<u32>> {
    let occupancy = |padding: u32| {
        f.occupancy_max_active_blocks_per_multiprocessor(threads, padding as usize, None)
            .map_err(|e| anyhow!("cuOccupancyMaxActiveBlocksPerMultiprocessor({threads}, {padding}): {e}"))
    };
    let (mut lo, mut hi) = (0, optin);
    if occupancy(hi)? > blocks {
        return Ok(None);
    }
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if occupancy(mid)? <= blocks {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok((occupancy(lo)? == blocks).then_some(lo))
}

/// Opts the kernel in to the largest dynamic shared memory (the opt-in maximum less its static
/// shared memory), with all of the SM's shared memory preferred (the kernels use no L1 worth
/// keeping); returns that largest dynamic shared memory.
pub fn prepare(f: &CudaFunction, optin: u32) -> Result<u32> {
    let static_bytes = f
        .get_attribute(F::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)
        .map_err(|e| anyhow!("cuFuncGetAttribute(static shared memory): {e}"))?;
    let dynamic = optin.saturating_sub(u32::try_from(static_bytes)?);
    f.set_attribute(F::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, i32::try_from(dynamic)?)
        .map_err(|e| anyhow!("cuFuncSetAttribute(max dynamic shared memory): {e}"))?;
    f.set_attribute(F::CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, 100)
        .map_err(|e| anyhow!("cuFuncSetAttribute(carveout): {e}"))?;
    Ok(dynamic)
}

pub fn most_blocks(f: &CudaFunction, threads: u32) -> Result<u32> {
    f.occupancy_max_active_blocks_per_multiprocessor(threads, 0, None)
        .map_err(|e| anyhow!("cuOccupancyMaxActiveBlocksPerMultiprocessor({threads}, 0): {e}"))
}

pub fn config(threads: u32, blocks: u32, sms: u32, padding: u32) -> LaunchConfig {
    LaunchConfig { grid_dim: (blocks * sms, 1, 1), block_dim: (threads, 1, 1), shared_mem_bytes: padding }
}

/// The kernels of one experiment: the measured one, and for the stream its timed twin, each with
/// the most dynamic shared memory it may ask for.
struct Kernels {
    measured: (CudaFunction, u32),
    timed: Option<(CudaFunction, u32)>,
}

/// The builds of one experiment: the measured kernel, and for the stream its timed twin. K ≤ 8 as
/// format 2 compiled them; the stream's deeper K under a register limit (`kernels::STREAM`).
fn experiment_builds(experiment: Experiment) -> (Build, Option<Build>) {
    let k = experiment.parallelism;
    match experiment.workload {
        Workload::Stream => {
            let limit: &[(&str, u32)] =
                if k >= kernels::DEEP_STREAM { &[("MAXNREG", kernels::DEEP_MAXNREG)] } else { &[] };
            let build = |timed| Build {
                entry: "stream",
                source: kernels::STREAM,
                defines: [&[("K", k), ("TIMED", timed)][..], limit].concat(),
            };
            (build(0), Some(build(1)))
        }
        Workload::FmaChains => {
            (Build { entry: "fma_chains", source: kernels::FMA_CHAINS, defines: vec![("K", k)] }, None)
        }
    }
}

fn kernels(gpu: &Gpu, experiment: Experiment) -> Result<Kernels> {
    let optin = gpu.device.shared_memory_per_block_optin;
    let prepared = |b: &Build| -> Result<(CudaFunction, u32)> {
        let f = b.load(gpu)?;
        let most = prepare(&f, optin)?;
        Ok((f, most))
    };
    let (measured, timed) = experiment_builds(experiment);
    Ok(Kernels { measured: prepared(&measured)?, timed: timed.as_ref().map(prepared).transpose()? })
}

/// Every point of every experiment; `step` is called after each point.
pub fn run(gpu: &Gpu, quick: bool, arrays: &mut Arrays, mut step: impl FnMut()) -> Result<Vec<ThroughputPoint>> {
    let repeats = if quick { 1 } else { 5 };
    let sms = gpu.device.sms;
    let stream = &gpu.stream;
    let alloc = launch::not_allocated;
    let Arrays { a, b, c } = arrays;
    let (a, b) = (&*a, &*b);
    let mut histogram = stream.alloc_zeros::<u64>(kernels::STREAM_BINS).map_err(alloc)?;
    let max_threads = usize::try_from(gpu.device.max_threads_per_sm * sms)?;
    let mut out = stream.alloc_zeros::<f32>(max_threads).map_err(alloc)?;
    let mut points = Vec::new();
    for (experiment, sizes) in plan(quick) {
        let (workload, k) = (experiment.workload, experiment.parallelism);
        let kernels = kernels(gpu, experiment)?;
        let (f, most_padding) = (&kernels.measured.0, kernels.measured.1);
        let unroll = kernels::FMA_UNROLLED / k;
        let iterations = i32::try_from(FMAS_PER_THREAD / k / unroll * unroll)?;
        for &threads in sizes {
            for blocks in 1..=most_blocks(f, threads)? {
                let Some(padding) = padding_for(f, threads, blocks, most_padding)? else { continue };
                let cfg = config(threads, blocks, sms, padding);
                let grid_threads = u64::from(blocks * sms * threads);
                let mut time = || match workload {
                    Workload::Stream => {
                        launch::stream(stream, f, cfg, (a, b, &mut *c), STREAM_ELEMENTS, &mut histogram)
                    }
                    Workload::FmaChains => launch::fma_chains(stream, f, cfg, &mut out, iterations),
                };
                time()?; // warm-up
                let mut runs = Vec::new();
                for _ in 0..repeats {
                    runs.push(time()?);
                }
                let ms = median(runs);
                // Bytes or FLOP in the unit's 10^9, per second.
                let value = match workload {
                    Workload::Stream => {
                        let moved = STREAM_ELEMENTS / (u64::from(k) * grid_threads) * u64::from(k) * grid_threads;
                        3.0 * 4.0 * moved as f64 / (ms * 1e6)
                    }
                    Workload::FmaChains => {
                        2.0 * f64::from(iterations) * f64::from(k) * grid_threads as f64 / (ms * 1e6)
                    }
                };
                let iteration_cycles = match &kernels.timed {
                    Some(timed) => iteration_cycles(gpu, timed, (threads, blocks), (a, b, &mut *c), &mut histogram)?,
                    None => None,
                };
                points.push(ThroughputPoint {
                    workload,
                    parallelism: k,
                    threads_per_block: threads,
                    blocks_per_sm: blocks,
                    warps_per_sm: blocks * threads.div_ceil(32),
                    value,
                    unit: experiment.unit(),
                    iteration_cycles,
                });
                step();
            }
        }
    }
    Ok(points)
}

/// One launch of the timed stream at the same occupancy, and its histogram's spread; `None` when
/// no padding gives the timed kernel (a little static shared memory more) that occupancy.
fn iteration_cycles(
    gpu: &Gpu,
    (timed, most_padding): &(CudaFunction, u32),
    (threads, blocks): (u32, u32),
    arrays: (&cudarc::driver::CudaSlice<f32>, &cudarc::driver::CudaSlice<f32>, &mut cudarc::driver::CudaSlice<f32>),
    histogram: &mut cudarc::driver::CudaSlice<u64>,
) -> Result<Option<CycleSpread>> {
    let Some(padding) = padding_for(timed, threads, blocks, *most_padding)? else {
        return Ok(None);
    };
    let stream = &gpu.stream;
    stream.memset_zeros(histogram).map_err(launch::not_allocated)?;
    launch::stream(
        stream,
        timed,
        config(threads, blocks, gpu.device.sms, padding),
        arrays,
        STREAM_ELEMENTS,
        histogram,
    )?;
    let counts = stream.clone_dtoh(histogram).map_err(launch::not_read_back)?;
    Ok(CycleSpread::from_histogram(&counts, kernels::STREAM_BIN_CYCLES))
}

/// Every kernel a run compiles for its throughput experiments (the tests compile them).
#[cfg(test)]
pub fn builds(quick: bool) -> Vec<Build> {
    plan(quick)
        .into_iter()
        .flat_map(|(e, _)| {
            let (measured, timed) = experiment_builds(e);
            std::iter::once(measured).chain(timed)
        })
        .collect()
}
