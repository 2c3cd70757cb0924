//! `occlab sweep`: the data behind the three "impact of varying" charts, as CSV or JSON.

use crate::args::{DeviceArgs, KernelArgs, PreferenceArgs};
use anyhow::Result;
use clap::ValueEnum;
use occlab_model::{sweep_block_size, sweep_registers, sweep_shared_memory};
use std::fmt::Write as _;
use std::process::ExitCode;

#[derive(ValueEnum, Debug, Clone, Copy)]
enum Vary {
    BlockSize,
    Registers,
    SharedMemory,
}

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    device: DeviceArgs,
    /// The input to vary.
    #[arg(long, value_enum)]
    vary: Vary,
    /// Threads per block (held fixed unless varied).
    #[arg(long, default_value_t = 256, allow_hyphen_values = true, value_parser = crate::args::threads)]
    threads: u32,
    /// Dynamic shared memory per block, bytes (held fixed unless varied).
    #[arg(long, default_value_t = 0, allow_hyphen_values = true, value_parser = crate::args::smem_dynamic)]
    smem_dynamic: u32,
    #[command(flatten)]
    kernel: KernelArgs,
    #[command(flatten)]
    preference: PreferenceArgs,
    /// Print JSON instead of CSV.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args) -> Result<ExitCode> {
    let device = args.device.resolve()?;
    let kernel = args.kernel.kernel(None)?;
    let launch = args.preference.launch(args.threads, args.smem_dynamic)?;
    let (column, points) = match args.vary {
        Vary::BlockSize => ("threads", sweep_block_size(device.cc, &kernel, &launch)?),
        Vary::Registers => ("regs", sweep_registers(device.cc, &kernel, &launch)?),
        Vary::SharedMemory => ("smem_per_block", sweep_shared_memory(device.cc, &kernel, &launch)?),
    };
    if args.json {
        crate::text::emit(&format!("{}\n", serde_json::to_string(&points)?))?;
    } else {
        let mut s = format!("{column},active_blocks,active_warps,limiters\n");
        for p in &points {
            let _ = writeln!(s, "{},{},{},{}", p.x, p.active_blocks, p.active_warps, p.limiters);
        }
        crate::text::emit(&s)?;
    }
    Ok(ExitCode::SUCCESS)
}
