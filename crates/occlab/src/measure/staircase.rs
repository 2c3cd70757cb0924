//! Measurement 5, the wave staircase: the time of a kernel whose blocks all last the same
//! (`wave_spin`) against grid size, from one block to just past four full waves, with points just
//! below, at and just above each multiple of the full wave (active blocks per SM × SMs, from the
//! driver's occupancy API) and at each quarter wave between.

use super::{kernels, launch, median, Gpu};
use anyhow::{anyhow, Result};
use cudarc::driver::sys::CUfunction_attribute as F;
use cudarc::driver::{CudaFunction, LaunchConfig};
use occlab_model::run::{LaunchShape, WavePoint, WAVE_SPIN_CYCLES};

/// Threads per block of the wave and timeline kernels.
pub const THREADS: u32 = 256;
/// Full waves covered.
const WAVES: u64 = 4;

/// The kernel's shape, with the driver's blocks per SM and the registers it was given.
pub fn shape(f: &CudaFunction) -> Result<LaunchShape> {
    let registers = f.get_attribute(F::CU_FUNC_ATTRIBUTE_NUM_REGS).map_err(|e| anyhow!("cuFuncGetAttribute: {e}"))?;
    let blocks_per_sm = f
        .occupancy_max_active_blocks_per_multiprocessor(THREADS, 0, None)
        .map_err(|e| anyhow!("cuOccupancyMaxActiveBlocksPerMultiprocessor: {e}"))?;
    Ok(LaunchShape {
        threads_per_block: THREADS,
        registers_per_thread: u32::try_from(registers)?,
        dynamic_shared_memory: 0,
        blocks_per_sm,
    })
}

/// The grid sizes: around each multiple of the full wave `w`, and each quarter wave.
fn grids(w: u64) -> Vec<u64> {
    let mut grids: Vec<u64> = (0..=WAVES)
        .flat_map(|k| {
            let m = k * w;
            [m.saturating_sub(1), m, m + 1, m + w / 4, m + w / 2, m + 3 * w / 4]
        })
        .filter(|&g| g >= 1 && g <= WAVES * w + 1)
        .collect();
    grids.sort_unstable();
    grids.dedup();
    grids
}

pub fn run(gpu: &Gpu, quick: bool) -> Result<(LaunchShape, Vec<WavePoint>)> {
    let module = kernels::compile(gpu, "spin", kernels::SPIN, &[])?;
    let f = kernels::function(&module, "wave_spin")?;
    let shape = shape(&f)?;
    let full_wave = u64::from(shape.blocks_per_sm) * u64::from(gpu.device.sms);
    let repeats = if quick { 3 } else { 7 };
    let mut points = Vec::new();
    for grid in grids(full_wave) {
        let cfg =
            LaunchConfig { grid_dim: (u32::try_from(grid)?, 1, 1), block_dim: (THREADS, 1, 1), shared_mem_bytes: 0 };
        launch::wave_spin(&gpu.stream, &f, cfg, i64::from(WAVE_SPIN_CYCLES))?; // warm-up
        let mut runs = Vec::new();
        for _ in 0..repeats {
            runs.push(launch::wave_spin(&gpu.stream, &f, cfg, i64::from(WAVE_SPIN_CYCLES))?);
        }
        points.push(WavePoint { grid_blocks: u32::try_from(grid)?, ms: median(runs) });
    }
    Ok((shape, points))
}
