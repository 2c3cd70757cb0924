//! Measurement 6, the block timeline: a grid of 1.5 full waves of `timeline_spin`, whose blocks
//! write their SM (`%smid`) and `%globaltimer` at their start and end; times are kept in ns from
//! the first block's start. The model's crate reads the achieved occupancy from it.

use super::staircase::{shape, THREADS};
use super::{kernels, launch, Gpu};
use crate::speech::say;
use anyhow::{anyhow, Result};
use cudarc::driver::LaunchConfig;
use occlab_model::locale::message::Message;
use occlab_model::run::{BlockSpan, LaunchShape};

/// How long each block spins, SM cycles: long against the timer's resolution.
const SPIN_CYCLES: i64 = 100_000;

pub fn run(gpu: &Gpu) -> Result<(LaunchShape, Vec<BlockSpan>)> {
    let module = kernels::compile(gpu, "spin", kernels::SPIN, &[])?;
    let f = kernels::function(&module, "timeline_spin")?;
    let shape = shape(&f)?;
    let grid = u32::try_from(3 * u64::from(shape.blocks_per_sm) * u64::from(gpu.device.sms) / 2)?;
    if grid == 0 {
        return Err(anyhow!("{}", say(&Message::new("measure-timeline-no-block"))));
    }
    let mut spans = gpu.stream.alloc_zeros::<u64>(3 * grid as usize).map_err(launch::not_allocated)?;
    let cfg = LaunchConfig { grid_dim: (grid, 1, 1), block_dim: (THREADS, 1, 1), shared_mem_bytes: 0 };
    // The first launch loads the code; the second is recorded.
    for _ in 0..2 {
        launch::timeline_spin(&gpu.stream, &f, cfg, SPIN_CYCLES, &mut spans)?;
    }
    let raw = gpu.stream.clone_dtoh(&spans).map_err(launch::not_read_back)?;
    let first = raw.chunks_exact(3).map(|s| s[1]).min().unwrap_or(0);
    let spans = raw
        .chunks_exact(3)
        .zip(0..)
        .map(|(s, block)| {
            Ok(BlockSpan {
                block,
                sm: u32::try_from(s[0])?,
                start_ns: s[1].saturating_sub(first),
                end_ns: s[2].saturating_sub(first),
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok((shape, spans))
}
