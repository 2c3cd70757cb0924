//! `occlab gpus` and `occlab caps`: the embedded hardware tables.

use crate::speech::say;
use crate::text::{table, width, Align};
use anyhow::Result;
use occlab_model::locale::message::{Arg, Message};
use occlab_model::{ComputeCapability, COMPUTE_CAPABILITIES, GPUS};
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
    let heading = [
        Message::new("gpus-col-gpu"),
        Message::new("hw-col-cc"),
        Message::new("hw-col-architecture"),
        Message::new("gpus-col-segment"),
        Message::new("gpus-col-sms"),
        Message::new("gpus-col-mhz"),
        Message::new("gpus-col-bandwidth"),
        Message::new("gpus-col-l2"),
    ];
    let mut rows = vec![heading.iter().map(say).collect()];
    for g in GPUS {
        rows.push(vec![
            g.name.to_string(),
            g.compute_capability.to_string(),
            g.architecture.to_string(),
            say(&segment(g.segment)),
            count(g.sms),
            count(g.boost_clock_mhz),
            count(g.memory_bandwidth_gbs),
            g.l2_cache_kib.map_or_else(|| say(&Message::new("gpus-l2-unknown")), count),
        ]);
    }
    // The words of the catalogues fit their columns in every language.
    let segments = SEGMENTS.iter().map(|s| width(&say(&segment(s)))).fold(12, usize::max);
    let l2 = width(&say(&Message::new("gpus-l2-unknown"))).max(9);
    let (left, right) = (Align::Left, Align::Right);
    let s = table(
        &rows,
        &[(34, left), (5, right), (13, left), (segments, left), (5, right), (7, right), (9, right), (l2, right)],
    );
    crate::text::emit(&s)?;
    Ok(ExitCode::SUCCESS)
}

/// A count in the language's digits: "65,536", ru "65 536".
fn count(n: u32) -> String {
    say(&Message::from(Arg::Count(n.into())))
}

/// The market segments of `gpus.toml`.
const SEGMENTS: [&str; 5] = ["data-centre", "desktop", "embedded", "laptop", "workstation"];

/// A GPU's market segment (`gpus.toml`) in words; one the catalogues do not word is shown as
/// it is.
fn segment(segment: &str) -> Message {
    match segment {
        "data-centre" => Message::new("gpus-segment-data-centre"),
        "desktop" => Message::new("gpus-segment-desktop"),
        "embedded" => Message::new("gpus-segment-embedded"),
        "laptop" => Message::new("gpus-segment-laptop"),
        "workstation" => Message::new("gpus-segment-workstation"),
        other => Message::from(other.to_string()),
    }
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
        let heading = [
            Message::new("hw-col-cc"),
            Message::new("hw-col-architecture"),
            Message::new("caps-col-warps"),
            Message::new("caps-col-blocks"),
            Message::new("caps-col-registers"),
            Message::new("caps-col-smem-sm"),
            Message::new("caps-col-smem-optin"),
            Message::new("caps-col-reserved"),
            Message::new("caps-col-alloc"),
        ];
        let mut rows = vec![heading.iter().map(say).collect()];
        for c in COMPUTE_CAPABILITIES {
            rows.push(vec![
                c.name.to_string(),
                c.architecture.to_string(),
                count(c.max_warps_per_sm()),
                count(c.max_blocks_per_sm),
                count(c.registers_per_sm),
                count(c.shared_memory_per_sm),
                count(c.shared_memory_per_block_optin),
                count(c.reserved_shared_memory_per_block),
                count(c.shared_memory_allocation_unit),
            ]);
        }
        let (left, right) = (Align::Left, Align::Right);
        let widths = [
            (5, right),
            (13, left),
            (6, right),
            (6, right),
            (7, right),
            (8, right),
            (9, right),
            (9, right),
            (6, right),
        ];
        let s = table(&rows, &widths);
        crate::text::emit(&s)?;
    }
    Ok(ExitCode::SUCCESS)
}
