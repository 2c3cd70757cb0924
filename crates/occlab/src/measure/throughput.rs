//! Measurement 4, throughput against occupancy: a memory-bound vector add and compute-bound FMA
//! chains at ILP 1, 2 and 4, each at every feasible number of blocks per SM, from one to as many
//! as fit. Occupancy is forced with dynamic shared memory padding: for b blocks per SM the block
//! asks for the least padding at which `cuOccupancyMaxActiveBlocksPerMultiprocessor` answers
//! exactly b (a level no padding reaches is left out). The grid is b × SMs blocks, one wave, each
//! block looping over its share of the work.

use super::{kernels, launch, median, Gpu};
use anyhow::{anyhow, Result};
use cudarc::driver::sys::CUfunction_attribute as F;
use cudarc::driver::{CudaFunction, LaunchConfig};
use occlab_model::run::{Experiment, ThroughputPoint};

/// Threads per block: 64 makes the warps per SM go up two at a time.
pub const THREADS: u32 = 64;
/// Elements of each vector-add array (128 MiB of f32).
const VECTOR_ELEMENTS: u64 = 1 << 25;
/// FMAs per thread, whatever the ILP.
const FMAS_PER_THREAD: i32 = 1 << 17;

/// The least dynamic shared memory padding at which the occupancy API answers `blocks` blocks per
/// SM (its answer never rises with more padding, so a bisection finds it); `None` when no padding
/// gives exactly that many.
fn padding_for(f: &CudaFunction, blocks: u32, optin: u32) -> Result<Option<u32>> {
    let occupancy = |padding: u32| {
        f.occupancy_max_active_blocks_per_multiprocessor(THREADS, padding as usize, None)
            .map_err(|e| anyhow!("cuOccupancyMaxActiveBlocksPerMultiprocessor({THREADS}, {padding}): {e}"))
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

/// Opts the kernel in to the largest dynamic shared memory, with all of the SM's shared memory
/// preferred (the kernels use no L1 worth keeping), and returns the most blocks per SM.
fn prepare(f: &CudaFunction, optin: u32) -> Result<u32> {
    f.set_attribute(F::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, i32::try_from(optin)?)
        .map_err(|e| anyhow!("cuFuncSetAttribute(max dynamic shared memory): {e}"))?;
    f.set_attribute(F::CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, 100)
        .map_err(|e| anyhow!("cuFuncSetAttribute(carveout): {e}"))?;
    f.occupancy_max_active_blocks_per_multiprocessor(THREADS, 0, None)
        .map_err(|e| anyhow!("cuOccupancyMaxActiveBlocksPerMultiprocessor: {e}"))
}

fn config(blocks: u32, sms: u32, padding: u32) -> LaunchConfig {
    LaunchConfig { grid_dim: (blocks * sms, 1, 1), block_dim: (THREADS, 1, 1), shared_mem_bytes: padding }
}

/// Every point of every experiment; `step` is called after each point.
pub fn run(gpu: &Gpu, quick: bool, mut step: impl FnMut()) -> Result<Vec<ThroughputPoint>> {
    let repeats = if quick { 1 } else { 5 };
    let optin = gpu.device.shared_memory_per_block_optin;
    let sms = gpu.device.sms;
    let stream = &gpu.stream;
    let alloc = |e| anyhow!("allocating the throughput buffers: {e}");
    let n = usize::try_from(VECTOR_ELEMENTS)?;
    let a = stream.clone_htod(&vec![1.0_f32; n]).map_err(alloc)?;
    let b = stream.clone_htod(&vec![2.0_f32; n]).map_err(alloc)?;
    let mut c = stream.alloc_zeros::<f32>(n).map_err(alloc)?;
    let max_threads = usize::try_from(gpu.device.max_threads_per_sm * sms)?;
    let mut out = stream.alloc_zeros::<f32>(max_threads).map_err(alloc)?;
    let mut points = Vec::new();
    for experiment in Experiment::ALL {
        let (module, name) = match experiment.ilp() {
            None => (kernels::compile(gpu, kernels::VECTOR_ADD, &[])?, "vector_add"),
            Some(k) => (kernels::compile(gpu, kernels::FMA_CHAINS, &[("ILP", k)])?, "fma_chains"),
        };
        let f = kernels::function(&module, name)?;
        let max_blocks = prepare(&f, optin)?;
        for blocks in 1..=max_blocks {
            let Some(padding) = padding_for(&f, blocks, optin)? else { continue };
            let cfg = config(blocks, sms, padding);
            let iterations = FMAS_PER_THREAD / i32::try_from(experiment.ilp().unwrap_or(1))?;
            let mut time = || match experiment.ilp() {
                None => launch::vector_add(stream, &f, cfg, (&a, &b, &mut c), VECTOR_ELEMENTS),
                Some(_) => launch::fma_chains(stream, &f, cfg, &mut out, iterations),
            };
            time()?; // warm-up
            let mut runs = Vec::new();
            for _ in 0..repeats {
                runs.push(time()?);
            }
            let ms = median(runs);
            let threads = f64::from(blocks * sms * THREADS);
            // Bytes or FLOP in the unit's 10^9, per second.
            let value = match experiment.ilp() {
                None => 3.0 * 4.0 * VECTOR_ELEMENTS as f64 / (ms * 1e6),
                Some(_) => 2.0 * f64::from(FMAS_PER_THREAD) * threads / (ms * 1e6),
            };
            points.push(ThroughputPoint {
                experiment,
                threads_per_block: THREADS,
                blocks_per_sm: blocks,
                warps_per_sm: blocks * THREADS.div_ceil(32),
                value,
                unit: experiment.unit(),
            });
            step();
        }
    }
    Ok(points)
}
