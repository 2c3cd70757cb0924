//! `occlab gpus` and `occlab caps`: the embedded hardware tables.

use anyhow::Result;
use occlab_model::thousands;
use occlab_model::{ComputeCapability, COMPUTE_CAPABILITIES, GPUS};
use std::fmt::Write as _;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct GpusArgs {
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(clap::Args, Debug)]
pub struct CapsArgs {
    /// Print CSV (one row per compute capability, the header's device-property names).
    #[arg(long, conflicts_with = "json")]
    csv: bool,
    /// Print JSON, with the source of every value.
    #[arg(long)]
    json: bool,
}

pub fn gpus(args: GpusArgs) -> Result<ExitCode> {
    if args.json {
        crate::text::emit(&format!("{}\n", serde_json::to_string_pretty(GPUS)?))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut s = format!(
        "{:<34} {:>5} {:<13} {:<12} {:>5} {:>7} {:>9} {:>9}\n",
        "GPU", "CC", "Architecture", "Segment", "SMs", "MHz", "GB/s", "L2 KiB"
    );
    for g in GPUS {
        let _ = writeln!(
            s,
            "{:<34} {:>5} {:<13} {:<12} {:>5} {:>7} {:>9} {:>9}",
            g.name,
            g.compute_capability,
            g.architecture,
            g.segment,
            g.sms,
            g.boost_clock_mhz,
            thousands(g.memory_bandwidth_gbs.into()),
            g.l2_cache_kib.map_or_else(|| "unknown".to_string(), |kib| thousands(kib.into()))
        );
    }
    crate::text::emit(&s)?;
    Ok(ExitCode::SUCCESS)
}

/// The CSV columns of `occlab caps --csv`: what the occupancy header takes as device properties.
const CSV_COLUMNS: [&str; 12] = [
    "cc",
    "major",
    "minor",
    "warp_size",
    "max_threads_per_block",
    "max_threads_per_sm",
    "max_registers_per_block",
    "registers_per_sm",
    "shared_memory_per_block",
    "shared_memory_per_sm",
    "shared_memory_per_block_optin",
    "reserved_shared_memory_per_block",
];

fn csv_row(c: &ComputeCapability) -> String {
    [
        c.name.to_string(),
        c.major.to_string(),
        c.minor.to_string(),
        c.warp_size.to_string(),
        c.max_threads_per_block.to_string(),
        c.max_threads_per_sm.to_string(),
        c.max_registers_per_block.to_string(),
        c.registers_per_sm.to_string(),
        c.shared_memory_per_block.to_string(),
        c.shared_memory_per_sm.to_string(),
        c.shared_memory_per_block_optin.to_string(),
        c.reserved_shared_memory_per_block.to_string(),
    ]
    .join(",")
}

pub fn caps(args: CapsArgs) -> Result<ExitCode> {
    if args.json {
        crate::text::emit(&format!("{}\n", serde_json::to_string_pretty(COMPUTE_CAPABILITIES)?))?;
    } else if args.csv {
        crate::text::emit(&format!("{}\n", CSV_COLUMNS.join(",")))?;
        for c in COMPUTE_CAPABILITIES {
            crate::text::emit(&format!("{}\n", csv_row(c)))?;
        }
    } else {
        let mut s = format!(
            "{:>5} {:<13} {:>6} {:>6} {:>7} {:>8} {:>9} {:>9} {:>6}\n",
            "CC", "Architecture", "Warps", "Blocks", "Regs", "Smem/SM", "Smem opt", "Reserved", "Alloc"
        );
        for c in COMPUTE_CAPABILITIES {
            let _ = writeln!(
                s,
                "{:>5} {:<13} {:>6} {:>6} {:>7} {:>8} {:>9} {:>9} {:>6}",
                c.name,
                c.architecture,
                c.max_warps_per_sm(),
                c.max_blocks_per_sm,
                thousands(c.registers_per_sm.into()),
                thousands(c.shared_memory_per_sm.into()),
                thousands(c.shared_memory_per_block_optin.into()),
                c.reserved_shared_memory_per_block,
                c.shared_memory_allocation_unit
            );
        }
        crate::text::emit(&s)?;
    }
    Ok(ExitCode::SUCCESS)
}
