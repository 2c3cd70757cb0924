//! `occlab waves`: full waves, Waves Per SM and the tail effect of a grid on a GPU.

use crate::args::{ChartArgs, DeviceArgs, KernelArgs, PreferenceArgs};
use crate::speech::say;
use crate::text::{emit, gloss, padded};
use anyhow::{anyhow, Result};
use occlab_charts::waves_svg;
use occlab_model::locale::message::Message;
use occlab_model::report::{small_grid, tail_effect, WavesReport};
use occlab_model::{occupancy, waves};
use serde::Serialize;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    device: DeviceArgs,
    /// Number of SMs, for a bare --cc (a --gpu brings its own).
    #[arg(long, allow_hyphen_values = true, value_parser = crate::args::sms)]
    sms: Option<u32>,
    /// Threads per block.
    #[arg(long, allow_hyphen_values = true, value_parser = crate::args::threads)]
    threads: u32,
    /// Dynamic shared memory per block, bytes.
    #[arg(long, visible_alias = "smem", default_value_t = 0, allow_hyphen_values = true, value_parser = crate::args::smem_dynamic)]
    smem_dynamic: u32,
    /// Blocks in the grid.
    #[arg(long, allow_hyphen_values = true, value_parser = crate::args::grid)]
    grid: u64,
    #[command(flatten)]
    kernel: KernelArgs,
    #[command(flatten)]
    preference: PreferenceArgs,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    chart: ChartArgs,
}

#[derive(Serialize)]
struct WavesJson<'a> {
    compute_capability: &'static str,
    gpu: Option<&'static str>,
    theoretical_occupancy: f64,
    #[serde(flatten)]
    waves: &'a occlab_model::Waves,
    tail_effect: Option<Message>,
    small_grid: Option<Message>,
    full_wave_grid_below: Option<u64>,
    full_wave_grid_above: Option<u64>,
    /// Every figure and sentence as the text output and the page show them.
    report: &'a WavesReport,
}

pub fn run(args: Args) -> Result<ExitCode> {
    let device = args.device.resolve()?;
    let sms = match (args.sms, device.gpu) {
        (Some(sms), _) => sms,
        (None, Some(gpu)) => gpu.sms,
        (None, None) => return Err(anyhow!("{}", say(&Message::new("cli-waves-need-sms")))),
    };
    let kernel = args.kernel.kernel(None)?;
    let launch = args.preference.launch(args.threads, args.smem_dynamic)?;
    let o = occupancy(device.cc, &kernel, &launch)?;
    let w = waves(&o, sms, args.grid)?;
    let (below, above) = w.full_wave_grids();
    let report = WavesReport::new(&w);
    let json = WavesJson {
        compute_capability: device.cc.name,
        gpu: device.gpu.map(|g| g.name),
        theoretical_occupancy: o.occupancy,
        waves: &w,
        tail_effect: tail_effect(&w),
        small_grid: small_grid(&w),
        full_wave_grid_below: below,
        full_wave_grid_above: above,
        report: &report,
    };
    if args.chart.write(|palette| Ok(waves_svg(&w, palette, (640, 300), say)))? {
        return Ok(ExitCode::SUCCESS);
    }
    if args.json {
        emit(&format!("{}\n", serde_json::to_string_pretty(&json)?))?;
        return Ok(ExitCode::SUCCESS);
    }
    if w.full_wave == 0 {
        emit(&format!("{}\n", say(&report.profiler)))?;
        return Ok(ExitCode::from(1));
    }
    let mut s = format!("{}\n\n", say(&report.heading));
    for f in &report.figures {
        s += &format!("  {} {}{}\n", padded(&say(&f.label_message()), 26), say(&f.text), gloss(f));
    }
    s += &format!("\n  {}\n", say(&report.profiler));
    if let Some(nearest) = report.nearest_grids() {
        s += &format!("  {}\n", say(&nearest));
    }
    emit(&s)?;
    Ok(ExitCode::SUCCESS)
}
