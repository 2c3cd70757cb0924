//! Plain-text output: writing to stdout and the occupancy report.

use occlab_model::{thousands, Limiter, Occupancy};
use std::fmt::Write as _;
use std::io::{self, Write as _};

/// Writes `text` to stdout. A closed pipe (`occlab caps | head`) ends the output quietly.
pub fn emit(text: &str) -> io::Result<()> {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

/// The human-readable report of `occlab calc`.
pub fn report(o: &Occupancy, registers_per_thread: u32, heading: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{heading}\n");
    if o.is_illegal() {
        let _ = writeln!(s, "  Illegal launch: no block fits on an SM.");
        for v in o.violations() {
            let _ = writeln!(s, "    - {v}");
        }
        s.push('\n');
    }
    let _ = writeln!(
        s,
        "  Theoretical Occupancy      {:>7.2} %   ({} of {} warps)",
        o.percent(),
        o.active_warps_per_sm,
        o.max_warps_per_sm
    );
    let _ = writeln!(s, "  Active Blocks per SM       {:>7}", o.active_blocks_per_sm);
    let _ = writeln!(s, "  Active Warps per SM        {:>7}", o.active_warps_per_sm);
    let _ = writeln!(s, "  Active Threads per SM      {:>7}", thousands(o.active_threads_per_sm.into()));
    s.push('\n');
    let rows = [
        (Limiter::Warps, Some(o.limits.warps)),
        (Limiter::Registers, o.limits.registers),
        (Limiter::SharedMemory, o.limits.shared_memory),
        (Limiter::Blocks, Some(o.limits.blocks)),
        (Limiter::Barriers, o.limits.barriers),
        (Limiter::VirtualResources, o.limits.virtual_resources),
    ];
    for (limiter, value) in rows {
        if limiter == Limiter::VirtualResources && value.is_none() {
            continue;
        }
        let mark = if o.limiters.contains(limiter) { "  ← limiter" } else { "" };
        let shown = match value {
            Some(v) => thousands(v.into()),
            None => "none (no limit)".to_string(),
        };
        let _ = writeln!(s, "  {:<28}{:>7}{mark}", limiter.profiler_name(), shown);
    }
    let a = &o.allocation;
    s.push('\n');
    let _ = writeln!(
        s,
        "  Registers: {registers_per_thread} × {} lanes = {}, rounded up to a multiple of {}: {} per warp; × {} warps = {} per block",
        a.warp_size,
        thousands(u64::from(registers_per_thread) * u64::from(a.warp_size)),
        a.register_allocation_unit,
        thousands(a.registers_per_warp.into()),
        o.warps_per_block,
        thousands(a.registers_per_block)
    );
    let _ = writeln!(
        s,
        "  Shared memory: {} B per block (incl. {} B reserved, rounded to {} B); {} B per SM in use",
        thousands(a.shared_memory_per_block.into()),
        thousands(a.reserved_shared_memory_per_block.into()),
        a.shared_memory_allocation_unit,
        thousands(a.shared_memory_per_sm.into())
    );
    for note in o.notes() {
        let _ = writeln!(s, "  Note: {note}");
    }
    s
}
