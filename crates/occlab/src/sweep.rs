//! `occlab sweep`: the data behind the three "impact of varying" charts, as CSV or JSON, and
//! with `--svg` the chart itself, drawn by the same code as the page's (`occlab_charts`).

use crate::args::{ChartArgs, DeviceArgs, KernelArgs, PreferenceArgs};
use crate::speech::Refusal;
use anyhow::Result;
use clap::ValueEnum;
use occlab_charts::{impact_svg, ChartKind, Series};
use occlab_model::locale::message::{Arg, Message};
use occlab_model::{occupancy, sweep_block_size, sweep_registers, sweep_shared_memory};
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
    #[command(flatten)]
    chart: ChartArgs,
    /// The chart's size in pixels, WIDTHxHEIGHT.
    #[arg(long, default_value = "640x300", value_parser = parse_size)]
    size: (u32, u32),
}

/// "640x300" → (640, 300), 100–4,000 pixels each way.
fn parse_size(text: &str) -> Result<(u32, u32), Refusal> {
    let refused = || {
        Refusal(
            Message::new("cli-size-refused")
                .arg("value", text)
                .arg("low", Arg::Count(100))
                .arg("high", Arg::Count(4000)),
        )
    };
    let (w, h) = text.trim().split_once(['x', 'X']).ok_or_else(refused)?;
    let size = (occlab_model::read_whole(w).ok_or_else(refused)?, occlab_model::read_whole(h).ok_or_else(refused)?);
    let fits = |v: u64| (100..=4000).contains(&v);
    if fits(size.0) && fits(size.1) {
        Ok((size.0 as u32, size.1 as u32))
    } else {
        Err(refused())
    }
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
    let to_stdout = args.chart.write(|palette| {
        let kind = match args.vary {
            Vary::BlockSize => ChartKind::BlockSize,
            Vary::Registers => ChartKind::Registers,
            Vary::SharedMemory => ChartKind::SharedMemory,
        };
        let o = occupancy(device.cc, &kernel, &launch)?;
        let series = Series::sweep(kind, device.cc, &kernel, &launch, &o, false)?;
        let limiting = kind.limiters().iter().any(|l| o.binding_limiters().contains(*l));
        Ok(impact_svg(&series, palette, limiting, args.size, crate::speech::say))
    })?;
    if to_stdout {
        return Ok(ExitCode::SUCCESS);
    }
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
