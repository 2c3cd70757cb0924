//! `occlab waves`: full waves, Waves Per SM and the tail effect of a grid on a GPU.

use crate::args::{DeviceArgs, KernelArgs, PreferenceArgs};
use crate::text::emit;
use anyhow::{anyhow, Result};
use occlab_model::thousands;
use occlab_model::{occupancy, waves};
use serde::Serialize;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    device: DeviceArgs,
    /// Number of SMs, for a bare --cc (a --gpu brings its own).
    #[arg(long)]
    sms: Option<u32>,
    /// Threads per block.
    #[arg(long)]
    threads: u32,
    /// Dynamic shared memory per block, bytes.
    #[arg(long, visible_alias = "smem", default_value_t = 0)]
    smem_dynamic: u32,
    /// Blocks in the grid.
    #[arg(long)]
    grid: u64,
    #[command(flatten)]
    kernel: KernelArgs,
    #[command(flatten)]
    preference: PreferenceArgs,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct WavesJson<'a> {
    compute_capability: &'static str,
    gpu: Option<&'static str>,
    theoretical_occupancy: f64,
    #[serde(flatten)]
    waves: &'a occlab_model::Waves,
    tail_effect: Option<String>,
    small_grid: Option<String>,
    full_wave_grid_below: Option<u64>,
    full_wave_grid_above: Option<u64>,
}

pub fn run(args: Args) -> Result<ExitCode> {
    let device = args.device.resolve()?;
    let sms = match (args.sms, device.gpu) {
        (Some(sms), _) => sms,
        (None, Some(gpu)) => gpu.sms,
        (None, None) => return Err(anyhow!("a bare --cc needs --sms (or name a --gpu)")),
    };
    let kernel = args.kernel.kernel(None)?;
    let launch = args.preference.launch(args.threads, args.smem_dynamic)?;
    let o = occupancy(device.cc, &kernel, &launch)?;
    let w = waves(&o, sms, args.grid)?;
    let (below, above) = w.full_wave_grids();
    let json = WavesJson {
        compute_capability: device.cc.name,
        gpu: device.gpu.map(|g| g.name),
        theoretical_occupancy: o.occupancy,
        waves: &w,
        tail_effect: w.tail_effect_message(),
        small_grid: w.small_grid_message(),
        full_wave_grid_below: below,
        full_wave_grid_above: above,
    };
    if args.json {
        emit(&format!("{}\n", serde_json::to_string_pretty(&json)?))?;
        return Ok(ExitCode::SUCCESS);
    }
    if w.full_wave == 0 {
        emit("Illegal launch: no block fits on an SM, so the grid never runs.\n")?;
        return Ok(ExitCode::from(1));
    }
    let mut s = format!(
        "{} blocks on {} SMs at {} blocks per SM ({:.2} % theoretical occupancy)\n\n",
        thousands(args.grid),
        sms,
        w.blocks_per_sm,
        o.percent()
    );
    s += &format!("  Full wave                  {:>12} blocks\n", thousands(w.full_wave));
    s += &format!("  Waves Per SM               {:>12.2}\n", w.waves_per_sm);
    s += &format!("  Full waves                 {:>12}\n", thousands(w.full_waves));
    s += &format!(
        "  Partial wave               {:>12} blocks ({:.1} % of a wave)\n",
        thousands(w.partial_wave_blocks),
        w.partial_wave_utilization * 100.0
    );
    s += &format!("  Estimated time             {:>12} block durations\n", thousands(w.waves));
    s += &format!(
        "  Achievable occupancy       {:>11.2} %   (balanced workload, best case)\n",
        w.achievable_occupancy * 100.0
    );
    if let Some(m) = w.tail_effect_message().or_else(|| w.small_grid_message()) {
        s += &format!("\n  {m}\n");
    }
    match (below, above) {
        (_, _) if w.partial_wave_blocks == 0 => {}
        (Some(b), Some(a)) => {
            s += &format!("  Grids with no partial wave nearby: {} or {} blocks\n", thousands(b), thousands(a))
        }
        (None, Some(a)) => s += &format!("  The smallest grid with no partial wave: {} blocks\n", thousands(a)),
        _ => {}
    }
    emit(&s)?;
    Ok(ExitCode::SUCCESS)
}
