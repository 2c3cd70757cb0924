//! The occupancy result in words: the summary figures, the block-limit table (Nsight Compute's
//! Occupancy section), the allocation working, an illegal launch's reasons, the notes and the
//! next cliffs.

use super::{device_message, Figure};
use crate::locale::message::{counted, Arg, Message};
use crate::{Cliff, Cliffs, ComputeCapability, Gpu, Kernel, Launch, Limiter, Note, Occupancy, Violation};
use serde::Serialize;

/// One row of the block-limit table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LimitRow {
    pub figure: Figure,
    /// Whether this resource's limit equals the active blocks per SM (it binds).
    pub limiter: bool,
}

/// Everything the CLI's `calc` and the page's calculator say about one launch, as messages of
/// the catalogues (JSON gives them in English).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OccupancyReport {
    /// "Compute capability 8.9 (Ada Lovelace), GeForce RTX 4090 · 256 threads, 40 registers, 0 B
    /// static + 20,000 B dynamic shared memory".
    pub heading: Message,
    /// "66.67%".
    pub theoretical_occupancy: Figure,
    /// "32 of 48 warps".
    pub warps_of_max: Message,
    /// Active blocks, warps and threads per SM, and warps per block.
    pub active: Vec<Figure>,
    /// Block Limit Warps, Registers, Shared Mem, SM, Barriers (and Virtual Resources where
    /// the kernel uses any).
    pub limits: Vec<LimitRow>,
    /// "shared memory", "registers and shared memory".
    pub limited_by: Message,
    /// For an illegal launch: "Illegal launch: no block of this kernel can run on …, so the
    /// launch would fail:", followed by `violations`.
    pub illegal: Option<Message>,
    pub violations: Vec<Message>,
    pub notes: Vec<Message>,
    /// How registers were rounded and allocated.
    pub registers_working: Message,
    /// How shared memory was rounded and allocated.
    pub shared_memory_working: Message,
    /// The result in one sentence, for screen readers: "Occupancy 66.67%: 4 blocks and 32 warps
    /// per SM, limited by shared memory."
    pub announcement: Message,
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
        let heading = Message::new("occupancy-heading")
            .arg("device", device_message(cc, gpu))
            .arg("threads", counted("threads", launch.threads_per_block.into()))
            .arg("registers", counted("registers", kernel.registers_per_thread.into()))
            .arg("static", Arg::Bytes(kernel.static_shared_memory.into()))
            .arg("dynamic", Arg::Bytes(launch.dynamic_shared_memory.into()));
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
                    None => Figure { key, label, value: None, unit: "blocks", text: Message::new("no-limit") },
                };
                LimitRow { figure, limiter: binding.contains(limiter) }
            })
            .collect();
        let device = gpu.map_or_else(
            || Message::new("device-cc-short").arg("cc", cc.name),
            |g| Message::from(Arg::Verbatim(g.name.to_string())),
        );
        let limited_by = binding.message();
        let announcement = if o.is_illegal() {
            Message::new("announcement-illegal")
        } else {
            Message::new("announcement")
                .arg("occupancy", Arg::Percent(o.occupancy))
                .arg("blocks", counted("blocks", o.active_blocks_per_sm.into()))
                .arg("warps", counted("warps", o.active_warps_per_sm.into()))
                .arg("limiters", limited_by.clone())
        };
        OccupancyReport {
            heading,
            theoretical_occupancy: Figure::new(
                "theoretical_occupancy",
                "Theoretical Occupancy",
                o.percent(),
                "%",
                Arg::Percent(o.occupancy),
            ),
            warps_of_max: Message::new("warps-of-max")
                .arg("active", Arg::Count(o.active_warps_per_sm.into()))
                .arg("max", Arg::Count(o.max_warps_per_sm.into())),
            active: vec![
                Figure::count("active_blocks", "Active Blocks per SM", o.active_blocks_per_sm.into(), "blocks"),
                Figure::count("active_warps", "Active Warps per SM", o.active_warps_per_sm.into(), "warps"),
                Figure::count("active_threads", "Active Threads per SM", o.active_threads_per_sm.into(), "threads"),
                Figure::count("warps_per_block", "Warps per Block", o.warps_per_block.into(), "warps"),
            ],
            limits,
            limited_by,
            illegal: o.is_illegal().then(|| Message::new("illegal-launch").arg("device", device)),
            violations: o.violations().iter().map(Violation::message).collect(),
            notes: o.notes().iter().map(Note::message).collect(),
            registers_working: registers_working(cc, kernel, o),
            shared_memory_working: shared_memory_working(kernel, launch, o),
            announcement,
        }
    }
}

impl OccupancyReport {
    /// "Limited by shared memory": the line `occlab calc` prints and the page shows.
    pub fn limited_by_line(&self) -> Message {
        Message::new("limited-by").arg("limiters", self.limited_by.clone())
    }

    /// "Registers: 40 registers × 32 lanes = …".
    pub fn registers_line(&self) -> Message {
        Message::new("working-registers").arg("working", self.registers_working.clone())
    }

    /// "Shared memory: 0 B static + …".
    pub fn shared_memory_line(&self) -> Message {
        Message::new("working-shared-memory").arg("working", self.shared_memory_working.clone())
    }
}

/// "40 registers × 32 lanes = 1,280, rounded up to a multiple of 256 → 1,280 per warp; × 8 warps
/// → 10,240 per block; the SM has 65,536, a block may use 65,536."
fn registers_working(cc: &ComputeCapability, kernel: &Kernel, o: &Occupancy) -> Message {
    let a = &o.allocation;
    let rounded = a.registers_per_block_checked != a.registers_per_block;
    let mut text = Message::new(if rounded { "registers-working-rounded" } else { "registers-working" })
        .arg("registers", counted("registers", kernel.registers_per_thread.into()))
        .arg("lanes", Arg::Count(a.warp_size.into()))
        .arg("requested", Arg::Count(a.registers_per_warp_requested.into()))
        .arg("unit", Arg::Count(a.register_allocation_unit.into()))
        .arg("per_warp", Arg::Count(a.registers_per_warp.into()))
        .arg("warps", counted("warps", o.warps_per_block.into()))
        .arg("per_block", Arg::Count(a.registers_per_block))
        .arg("sm", Arg::Count(cc.registers_per_sm.into()))
        .arg("block_max", Arg::Count(cc.max_registers_per_block.into()));
    if rounded {
        text = text
            .arg("checked", Arg::Count(a.registers_per_block_checked))
            .arg("sub_partitions", Arg::Count(a.register_file_sub_partitions.into()));
    }
    text
}

/// "4 KiB static + 1,000 B dynamic + 1 KiB reserved by the system = 6,120 B, rounded up to a
/// multiple of 128 B → 6 KiB per block (at most 100 KiB); the SM's shared memory is set to 100 KiB."
fn shared_memory_working(kernel: &Kernel, launch: &Launch, o: &Occupancy) -> Message {
    let a = &o.allocation;
    let mut parts = vec![
        Message::new("smem-static").arg("bytes", Arg::Bytes(kernel.static_shared_memory.into())),
        Message::new("smem-dynamic").arg("bytes", Arg::Bytes(launch.dynamic_shared_memory.into())),
    ];
    if a.reserved_shared_memory_per_block > 0 {
        parts.push(Message::new("smem-reserved").arg("bytes", Arg::Bytes(a.reserved_shared_memory_per_block.into())));
    }
    let preference = a.shared_memory_preference != a.shared_memory_per_sm;
    let mut text = Message::new(if preference { "shared-memory-working-preference" } else { "shared-memory-working" })
        .arg("parts", sum(parts))
        .arg("requested", Arg::Bytes(a.shared_memory_per_block_requested.into()))
        .arg("unit", Arg::Bytes(a.shared_memory_allocation_unit.into()))
        .arg("per_block", Arg::Bytes(a.shared_memory_per_block.into()))
        .arg("limit", Arg::Bytes(a.shared_memory_per_block_limit.into()))
        .arg("sm", Arg::Bytes(a.shared_memory_per_sm.into()));
    if preference {
        text = text.arg("preference", Arg::Bytes(a.shared_memory_preference.into()));
    }
    text
}

/// Terms of a sum: "a + b + c" (`sum`).
fn sum(terms: Vec<Message>) -> Message {
    let mut terms = terms.into_iter().rev();
    let mut total = terms.next().unwrap_or_else(|| Message::from(Arg::Count(0)));
    for term in terms {
        total = Message::new("sum").arg("first", term).arg("rest", total);
    }
    total
}

/// The next cliffs, nearest first in each direction: "≤ 32 registers → 8 blocks, 100.00%",
/// "+1,024 B shared memory → 1 block fewer (7 blocks, 87.50%)".
pub fn cliff_sentences(cliffs: &Cliffs) -> Vec<Message> {
    let outcome = |c: &Cliff| {
        if c.active_blocks == 0 {
            Message::new("cliff-launch-fails")
        } else {
            Message::new("cliff-outcome")
                .arg("blocks", counted("blocks", c.active_blocks.into()))
                .arg("occupancy", Arg::Percent(c.occupancy))
        }
    };
    let mut out = Vec::new();
    for (id, c) in [("cliff-registers-down", &cliffs.registers.down), ("cliff-registers-up", &cliffs.registers.up)] {
        if let Some(c) = c {
            out.push(
                Message::new(id).arg("registers", counted("registers", c.value.into())).arg("outcome", outcome(c)),
            );
        }
    }
    for c in [&cliffs.threads.down, &cliffs.threads.up].into_iter().flatten() {
        out.push(
            Message::new("cliff-threads").arg("threads", counted("threads", c.value.into())).arg("outcome", outcome(c)),
        );
    }
    for (sign, c) in [("−", &cliffs.dynamic_shared_memory.down), ("+", &cliffs.dynamic_shared_memory.up)] {
        if let Some(c) = c {
            let id = if c.block_change >= 0 { "cliff-smem-more" } else { "cliff-smem-fewer" };
            out.push(
                Message::new(id)
                    .arg("sign", sign)
                    .arg("bytes", Arg::Bytes(c.change.unsigned_abs()))
                    .arg("blocks", counted("blocks", c.block_change.unsigned_abs()))
                    .arg("outcome", outcome(c)),
            );
        }
    }
    out
}
