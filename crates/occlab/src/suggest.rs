//! `occlab suggest`: the runtime's block-size heuristic and the minimum grid for one full wave.

use crate::args::{DeviceArgs, KernelArgs, PreferenceArgs};
use anyhow::Result;
use occlab_model::max_potential_block_size;
use serde::Serialize;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    device: DeviceArgs,
    #[command(flatten)]
    kernel: KernelArgs,
    #[command(flatten)]
    preference: PreferenceArgs,
    /// Dynamic shared memory per block, bytes (constant part).
    #[arg(long, default_value_t = 0)]
    smem_dynamic: u32,
    /// Dynamic shared memory per thread, bytes (added per thread of the block, as
    /// cudaOccupancyMaxPotentialBlockSizeVariableSMem's function would).
    #[arg(long, default_value_t = 0)]
    smem_per_thread: u32,
    /// The kernel's __launch_bounds__ max threads per block.
    #[arg(long)]
    max_threads: Option<u32>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct SuggestJson {
    compute_capability: &'static str,
    gpu: Option<&'static str>,
    block_size: u32,
    blocks_per_sm: u32,
    active_warps_per_sm: u32,
    occupancy: f64,
    sms: Option<u32>,
    min_grid_size: Option<u64>,
}

pub fn run(args: Args) -> Result<ExitCode> {
    let device = args.device.resolve()?;
    let kernel = args.kernel.kernel(args.max_threads)?;
    let launch = args.preference.launch(1, 0)?;
    let per_thread = args.smem_per_thread;
    let fixed = args.smem_dynamic;
    let s =
        max_potential_block_size(device.cc, &kernel, &launch, |b| per_thread.saturating_mul(b).saturating_add(fixed))?;
    let sms = device.gpu.map(|g| g.sms);
    let json = SuggestJson {
        compute_capability: device.cc.name,
        gpu: device.gpu.map(|g| g.name),
        block_size: s.block_size,
        blocks_per_sm: s.blocks_per_sm,
        active_warps_per_sm: s.active_warps_per_sm,
        occupancy: s.occupancy,
        sms,
        min_grid_size: sms.map(|n| s.min_grid_size(n)),
    };
    if args.json {
        crate::text::emit(&format!("{}\n", serde_json::to_string_pretty(&json)?))?;
        return Ok(ExitCode::SUCCESS);
    }
    if s.block_size == 0 {
        crate::text::emit(&format!("No block size can run this kernel on compute capability {}.\n", device.cc.name))?;
        return Ok(ExitCode::from(1));
    }
    let grid = match (device.gpu, json.min_grid_size) {
        (Some(g), Some(grid)) => {
            format!("Minimum grid for one full wave on {} ({} SMs): {} blocks", g.name, g.sms, grid)
        }
        _ => format!(
            "Minimum grid for one full wave: {} blocks × the GPU's SM count (name a --gpu to compute it)",
            s.blocks_per_sm
        ),
    };
    crate::text::emit(&format!(
        "Suggested block size: {} threads\n  {} block{} per SM, {} warps per SM, {:.2} % occupancy\n  {grid}\n",
        s.block_size,
        s.blocks_per_sm,
        if s.blocks_per_sm == 1 { "" } else { "s" },
        s.active_warps_per_sm,
        s.occupancy * 100.0
    ))?;
    Ok(ExitCode::SUCCESS)
}
