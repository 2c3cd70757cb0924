//! `occlab suggest`: the runtime's block-size heuristic and the minimum grid for one full wave.

use crate::args::{DeviceArgs, KernelArgs, PreferenceArgs};
use crate::speech::say;
use anyhow::Result;
use occlab_model::locale::message::Message;
use occlab_model::max_potential_block_size;
use occlab_model::report::SuggestionReport;
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
    #[arg(long, default_value_t = 0, allow_hyphen_values = true, value_parser = crate::args::smem_dynamic)]
    smem_dynamic: u32,
    /// Dynamic shared memory per thread, bytes (added per thread of the block, as
    /// cudaOccupancyMaxPotentialBlockSizeVariableSMem's function would).
    #[arg(long, default_value_t = 0, allow_hyphen_values = true, value_parser = crate::args::smem_dynamic)]
    smem_per_thread: u32,
    /// The kernel's __launch_bounds__ max threads per block.
    #[arg(long, allow_hyphen_values = true, value_parser = crate::args::max_threads)]
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
    /// Every figure and sentence as the text output and the page show them.
    report: SuggestionReport,
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
    let device_name = device.gpu.map_or_else(
        || Message::new("device-cc-short").arg("cc", device.cc.name),
        |g| Message::from(g.name.to_string()),
    );
    let json = SuggestJson {
        compute_capability: device.cc.name,
        gpu: device.gpu.map(|g| g.name),
        block_size: s.block_size,
        blocks_per_sm: s.blocks_per_sm,
        active_warps_per_sm: s.active_warps_per_sm,
        occupancy: s.occupancy,
        sms,
        min_grid_size: sms.map(|n| s.min_grid_size(n)),
        report: SuggestionReport::new(&s, device_name, sms, None),
    };
    if args.json {
        crate::text::emit(&format!("{}\n", serde_json::to_string_pretty(&json)?))?;
        return Ok(ExitCode::SUCCESS);
    }
    let report = &json.report;
    let (Some(threads), Some(wave)) = (report.threads(), &report.wave) else {
        crate::text::emit(&format!("{}\n", say(&report.headline)))?;
        return Ok(ExitCode::from(1));
    };
    crate::text::emit(&format!(
        "{}: {}\n  {}\n  {}\n",
        say(&Message::new("suggest-block-size")),
        say(&threads),
        say(&report.headline),
        say(wave)
    ))?;
    Ok(ExitCode::SUCCESS)
}
