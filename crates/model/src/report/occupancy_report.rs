//! The occupancy result in words: the summary figures, the block-limit table (Nsight Compute's
//! Occupancy section), the allocation working, an illegal launch's reasons, the notes and the
//! next cliffs.

use super::{device_title, Figure, NO_LIMIT};
use crate::numerals::{bytes, count, percent, thousands};
use crate::{Cliff, Cliffs, ComputeCapability, Gpu, Kernel, Launch, Limiter, Occupancy};
use serde::Serialize;

/// One row of the block-limit table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LimitRow {
    pub figure: Figure,
    /// Whether this resource's limit equals the active blocks per SM (it binds).
    pub limiter: bool,
}

/// Everything the CLI's `calc` and the page's calculator say about one launch.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OccupancyReport {
    /// "Compute capability 8.9 (Ada Lovelace), GeForce RTX 4090 · 256 threads, 40 registers, 0 B
    /// static + 20,000 B dynamic shared memory".
    pub heading: String,
    /// "66.67%".
    pub theoretical_occupancy: Figure,
    /// "32 of 48 warps".
    pub warps_of_max: String,
    /// Active blocks, warps and threads per SM, and warps per block.
    pub active: Vec<Figure>,
    /// Block Limit Warps, Registers, Shared Mem, SM, Barriers (and Virtual Resources where
    /// the kernel uses any).
    pub limits: Vec<LimitRow>,
    /// "shared memory", "registers and shared memory".
    pub limited_by: String,
    /// For an illegal launch: "Illegal launch: no block of this kernel can run on …, so the
    /// launch would fail:", followed by `violations`.
    pub illegal: Option<String>,
    pub violations: Vec<String>,
    pub notes: Vec<String>,
    /// How registers were rounded and allocated.
    pub registers_working: String,
    /// How shared memory was rounded and allocated.
    pub shared_memory_working: String,
    /// The result in one sentence, for screen readers: "Occupancy 66.67%: 4 blocks and 32 warps
    /// per SM, limited by shared memory."
    pub announcement: String,
}

/// The profiler's label and the report key of each resource's block limit.
fn limit_label(limiter: Limiter) -> (&'static str, &'static str) {
    match limiter {
        Limiter::Warps => ("limit_warps", "Block Limit Warps"),
        Limiter::Registers => ("limit_registers", "Block Limit Registers"),
        Limiter::SharedMemory => ("limit_shared_memory", "Block Limit Shared Mem"),
        Limiter::Blocks => ("limit_blocks", "Block Limit SM"),
        Limiter::Barriers => ("limit_barriers", "Block Limit Barriers"),
        Limiter::VirtualResources => ("limit_virtual_resources", "Block Limit Virtual Resources"),
    }
}

impl OccupancyReport {
    pub fn new(
        cc: &ComputeCapability,
        gpu: Option<&Gpu>,
        kernel: &Kernel,
        launch: &Launch,
        o: &Occupancy,
    ) -> OccupancyReport {
        let heading = format!(
            "{} · {}, {}, {} static + {} dynamic shared memory",
            device_title(cc, gpu),
            count(launch.threads_per_block.into(), "thread", "threads"),
            count(kernel.registers_per_thread.into(), "register", "registers"),
            bytes(kernel.static_shared_memory.into()),
            bytes(launch.dynamic_shared_memory.into()),
        );
        let rows = [
            (Limiter::Warps, Some(o.limits.warps)),
            (Limiter::Registers, o.limits.registers),
            (Limiter::SharedMemory, o.limits.shared_memory),
            (Limiter::Blocks, Some(o.limits.blocks)),
            (Limiter::Barriers, o.limits.barriers),
            (Limiter::VirtualResources, o.limits.virtual_resources),
        ];
        let binding = o.binding_limiters();
        let limits = rows
            .into_iter()
            .filter(|(limiter, value)| *limiter != Limiter::VirtualResources || value.is_some())
            .map(|(limiter, value)| {
                let (key, label) = limit_label(limiter);
                let figure = match value {
                    Some(v) => Figure::count(key, label, v.into(), "blocks"),
                    None => Figure { key, label, value: None, unit: "blocks", text: NO_LIMIT.to_string() },
                };
                LimitRow { figure, limiter: binding.contains(limiter) }
            })
            .collect();
        let device = gpu.map_or_else(|| format!("compute capability {}", cc.name), |g| g.name.to_string());
        let limited_by = binding.words();
        let announcement = if o.is_illegal() {
            "Illegal launch: no block can run.".to_string()
        } else {
            format!(
                "Occupancy {}: {} and {} per SM, limited by {limited_by}.",
                percent(o.occupancy),
                count(o.active_blocks_per_sm.into(), "block", "blocks"),
                count(o.active_warps_per_sm.into(), "warp", "warps"),
            )
        };
        OccupancyReport {
            heading,
            theoretical_occupancy: Figure::new(
                "theoretical_occupancy",
                "Theoretical Occupancy",
                o.percent(),
                "%",
                percent(o.occupancy),
            ),
            warps_of_max: format!("{} of {} warps", thousands(o.active_warps_per_sm.into()), o.max_warps_per_sm),
            active: vec![
                Figure::count("active_blocks", "Active Blocks per SM", o.active_blocks_per_sm.into(), "blocks"),
                Figure::count("active_warps", "Active Warps per SM", o.active_warps_per_sm.into(), "warps"),
                Figure::count("active_threads", "Active Threads per SM", o.active_threads_per_sm.into(), "threads"),
                Figure::count("warps_per_block", "Warps per Block", o.warps_per_block.into(), "warps"),
            ],
            limits,
            limited_by,
            illegal: o.is_illegal().then(|| {
                format!("Illegal launch: no block of this kernel can run on {device}, so the launch would fail:")
            }),
            violations: o.violations().iter().map(ToString::to_string).collect(),
            notes: o.notes().iter().map(ToString::to_string).collect(),
            registers_working: registers_working(cc, kernel, o),
            shared_memory_working: shared_memory_working(kernel, launch, o),
            announcement,
        }
    }
}

/// "40 registers × 32 lanes = 1,280, rounded up to a multiple of 256 → 1,280 per warp; × 8 warps
/// → 10,240 per block; the SM has 65,536, a block may use 65,536."
fn registers_working(cc: &ComputeCapability, kernel: &Kernel, o: &Occupancy) -> String {
    let a = &o.allocation;
    let mut text = format!(
        "{} × {} lanes = {}, rounded up to a multiple of {} → {} per warp; × {} → {} per block",
        count(kernel.registers_per_thread.into(), "register", "registers"),
        a.warp_size,
        thousands(a.registers_per_warp_requested.into()),
        thousands(a.register_allocation_unit.into()),
        thousands(a.registers_per_warp.into()),
        count(o.warps_per_block.into(), "warp", "warps"),
        thousands(a.registers_per_block),
    );
    if a.registers_per_block_checked != a.registers_per_block {
        text.push_str(&format!(
            " ({} as the hardware counts it, with the warps rounded up to {} register-file sub-partitions)",
            thousands(a.registers_per_block_checked),
            a.register_file_sub_partitions
        ));
    }
    text.push_str(&format!(
        "; the SM has {}, a block may use {}.",
        thousands(cc.registers_per_sm.into()),
        thousands(cc.max_registers_per_block.into())
    ));
    text
}

/// "4 KiB static + 1,000 B dynamic + 1 KiB reserved by the system = 6,120 B, rounded up to a
/// multiple of 128 B → 6 KiB per block (at most 100 KiB); the SM's shared memory is set to 100 KiB."
fn shared_memory_working(kernel: &Kernel, launch: &Launch, o: &Occupancy) -> String {
    let a = &o.allocation;
    let mut parts = vec![
        format!("{} static", bytes(kernel.static_shared_memory.into())),
        format!("{} dynamic", bytes(launch.dynamic_shared_memory.into())),
    ];
    if a.reserved_shared_memory_per_block > 0 {
        parts.push(format!("{} reserved by the system", bytes(a.reserved_shared_memory_per_block.into())));
    }
    let mut text = format!(
        "{} = {}, rounded up to a multiple of {} → {} per block (at most {}); the SM's shared memory is set to {}",
        parts.join(" + "),
        bytes(a.shared_memory_per_block_requested.into()),
        bytes(a.shared_memory_allocation_unit.into()),
        bytes(a.shared_memory_per_block.into()),
        bytes(a.shared_memory_per_block_limit.into()),
        bytes(a.shared_memory_per_sm.into()),
    );
    if a.shared_memory_preference != a.shared_memory_per_sm {
        text.push_str(&format!(" (the carveout preference asked for {})", bytes(a.shared_memory_preference.into())));
    }
    text.push('.');
    text
}

/// The next cliffs, nearest first in each direction: "≤ 32 registers → 8 blocks, 100.00%",
/// "+1,024 B shared memory → 1 block fewer (7 blocks, 87.50%)".
pub fn cliff_sentences(cliffs: &Cliffs) -> Vec<String> {
    let outcome = |c: &Cliff| {
        if c.active_blocks == 0 {
            "the launch fails".to_string()
        } else {
            format!("{}, {}", count(c.active_blocks.into(), "block", "blocks"), percent(c.occupancy))
        }
    };
    let mut out = Vec::new();
    if let Some(c) = &cliffs.registers.down {
        out.push(format!("≤ {} → {}", count(c.value.into(), "register", "registers"), outcome(c)));
    }
    if let Some(c) = &cliffs.registers.up {
        out.push(format!("≥ {} → {}", count(c.value.into(), "register", "registers"), outcome(c)));
    }
    for c in [&cliffs.threads.down, &cliffs.threads.up].into_iter().flatten() {
        out.push(format!("{} per block → {}", count(c.value.into(), "thread", "threads"), outcome(c)));
    }
    for (sign, c) in [("−", &cliffs.dynamic_shared_memory.down), ("+", &cliffs.dynamic_shared_memory.up)] {
        if let Some(c) = c {
            let blocks = count(c.block_change.unsigned_abs(), "block", "blocks");
            let change = if c.block_change >= 0 { format!("{blocks} more") } else { format!("{blocks} fewer") };
            out.push(format!("{sign}{} shared memory → {change} ({})", bytes(c.change.unsigned_abs()), outcome(c)));
        }
    }
    out
}
