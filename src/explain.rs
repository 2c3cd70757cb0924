//! Sentences that explain a result: how registers and shared memory were rounded and
//! allocated, and the next cliffs. Wording only: every number comes from the model.

use crate::format::{bytes, count, percent, thousands};
use crate::inputs::Inputs;
use occlab_model::{fixed_decimal, waves, Cliff, Cliffs, Occupancy};

/// "40 registers × 32 lanes = 1,280, rounded up to a multiple of 256 → 1,280 per warp; × 8 warps
/// → 10,240 per block (of 65,536 per SM)".
pub fn registers(inputs: &Inputs, occupancy: &Occupancy) -> String {
    let a = &occupancy.allocation;
    let cc = inputs.cc();
    let mut text = format!(
        "{} × {} lanes = {}, rounded up to a multiple of {} → {} per warp; × {} → {} per block",
        count(u64::from(inputs.registers), "register", "registers"),
        a.warp_size,
        thousands(u64::from(a.registers_per_warp_requested)),
        thousands(u64::from(a.register_allocation_unit)),
        thousands(u64::from(a.registers_per_warp)),
        count(u64::from(occupancy.warps_per_block), "warp", "warps"),
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
        thousands(u64::from(cc.registers_per_sm)),
        thousands(u64::from(cc.max_registers_per_block))
    ));
    text
}

/// "4 KiB static + 1,000 B dynamic + 1 KiB reserved = 6,120 B, rounded up to a multiple of
/// 128 B → 6 KiB per block; the SM's shared memory is set to 228 KiB."
pub fn shared_memory(inputs: &Inputs, occupancy: &Occupancy) -> String {
    let a = &occupancy.allocation;
    let mut parts = vec![
        format!("{} static", bytes(u64::from(inputs.static_shared_memory))),
        format!("{} dynamic", bytes(u64::from(inputs.dynamic_shared_memory))),
    ];
    if a.reserved_shared_memory_per_block > 0 {
        parts.push(format!("{} reserved by the system", bytes(u64::from(a.reserved_shared_memory_per_block))));
    }
    let mut text = format!(
        "{} = {}, rounded up to a multiple of {} → {} per block (at most {}); the SM's shared memory is set to {}",
        parts.join(" + "),
        bytes(u64::from(a.shared_memory_per_block_requested)),
        bytes(u64::from(a.shared_memory_allocation_unit)),
        bytes(u64::from(a.shared_memory_per_block)),
        bytes(u64::from(a.shared_memory_per_block_limit)),
        bytes(u64::from(a.shared_memory_per_sm)),
    );
    if u64::from(a.shared_memory_preference) != u64::from(a.shared_memory_per_sm) {
        text.push_str(&format!(
            " (the carveout preference asked for {})",
            bytes(u64::from(a.shared_memory_preference))
        ));
    }
    text.push('.');
    text
}

/// The grid in waves on `sms` SMs: "Grid: 2,000 blocks = 1.89 waves; a full wave is 1,056
/// blocks (8 per SM × 132 SMs)." Without an SM count, no waves.
pub fn grid(inputs: &Inputs, occupancy: &Occupancy, sms: Option<u32>) -> String {
    let blocks = count(inputs.grid, "block", "blocks");
    let Some(sms) = sms else {
        return format!("Grid: {blocks} (enter the SM count in the waves panel to see the waves it runs in).");
    };
    match waves(occupancy, sms, inputs.grid) {
        Ok(w) if w.full_wave > 0 => format!(
            "Grid: {blocks} = {} waves; a full wave is {} ({} per SM × {} SMs).",
            fixed_decimal(w.waves_per_sm, 2),
            count(w.full_wave, "block", "blocks"),
            thousands(u64::from(w.blocks_per_sm)),
            sms
        ),
        _ => format!("Grid: {blocks}."),
    }
}

/// The next cliffs, nearest first in each direction, as short sentences.
pub fn cliffs(cliffs: &Cliffs) -> Vec<String> {
    let outcome = |c: &Cliff| {
        if c.active_blocks == 0 {
            "the launch fails".to_string()
        } else {
            format!("{}, {}", count(u64::from(c.active_blocks), "block", "blocks"), percent(c.occupancy))
        }
    };
    let mut out = Vec::new();
    if let Some(c) = &cliffs.registers.down {
        out.push(format!("≤ {} → {}", count(u64::from(c.value), "register", "registers"), outcome(c)));
    }
    if let Some(c) = &cliffs.registers.up {
        out.push(format!("≥ {} → {}", count(u64::from(c.value), "register", "registers"), outcome(c)));
    }
    for c in [&cliffs.threads.down, &cliffs.threads.up].into_iter().flatten() {
        out.push(format!("{} per block → {}", count(u64::from(c.value), "thread", "threads"), outcome(c)));
    }
    for (sign, c) in [("−", &cliffs.dynamic_shared_memory.down), ("+", &cliffs.dynamic_shared_memory.up)] {
        if let Some(c) = c {
            out.push(format!(
                "{sign}{} shared memory → {} ({})",
                bytes(c.change.unsigned_abs()),
                block_change(c.block_change),
                outcome(c)
            ));
        }
    }
    out
}

/// "1 block more", "2 blocks fewer".
fn block_change(change: i64) -> String {
    let blocks = count(change.unsigned_abs(), "block", "blocks");
    if change >= 0 {
        format!("{blocks} more")
    } else {
        format!("{blocks} fewer")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::Device;
    use occlab_model::{occupancy, ComputeCapability};

    fn on(cc: &str) -> Inputs {
        let cc = ComputeCapability::find(cc).unwrap_or_else(|| unreachable!());
        Inputs::defaults(Device::from_cc(cc))
    }

    fn run(inputs: &Inputs) -> Occupancy {
        occupancy(inputs.cc(), &inputs.kernel(), &inputs.launch()).unwrap_or_else(|e| unreachable!("{e}"))
    }

    #[test]
    fn register_sentence() {
        let mut inputs = on("8.6");
        inputs.registers = 40;
        let o = run(&inputs);
        assert_eq!(
            registers(&inputs, &o),
            "40 registers × 32 lanes = 1,280, rounded up to a multiple of 256 → 1,280 per warp; × 8 warps → 10,240 per block; the SM has 65,536, a block may use 65,536."
        );
    }

    #[test]
    fn shared_memory_sentence() {
        let mut inputs = on("8.6");
        inputs.static_shared_memory = 4096;
        inputs.dynamic_shared_memory = 1000;
        let o = run(&inputs);
        let text = shared_memory(&inputs, &o);
        assert!(
            text.starts_with("4 KiB static + 1,000 B dynamic + 1 KiB reserved by the system = 6,120 B, rounded up to a multiple of 128 B → 6 KiB per block (at most 100 KiB); the SM's shared memory is set to 100 KiB."),
            "{text}"
        );
    }

    #[test]
    fn grid_sentence() {
        let mut inputs = Inputs::defaults(Device::fallback().unwrap_or_else(|| unreachable!()));
        inputs.grid = 2000;
        inputs.registers = 64;
        let o = run(&inputs);
        assert_eq!(
            grid(&inputs, &o, inputs.device.sms()),
            "Grid: 2,000 blocks = 3.79 waves; a full wave is 528 blocks (4 per SM × 132 SMs)."
        );
        let bare = Inputs::defaults(Device::from_cc(inputs.cc()));
        assert_eq!(
            grid(&bare, &run(&bare), None),
            "Grid: 1,024 blocks (enter the SM count in the waves panel to see the waves it runs in)."
        );
    }

    #[test]
    fn cliff_sentences() {
        let mut inputs = on("8.0");
        inputs.registers = 40;
        let c = occlab_model::cliffs(inputs.cc(), &inputs.kernel(), &inputs.launch())
            .unwrap_or_else(|e| unreachable!("{e}"));
        let lines = cliffs(&c);
        assert!(lines.iter().any(|l| l.starts_with("≤ 32 registers → 8 blocks, 100%")), "{lines:?}");
        assert!(lines.iter().any(|l| l.starts_with("+") && l.contains("fewer")), "{lines:?}");
        assert_eq!(block_change(-2), "2 blocks fewer");
        assert_eq!(block_change(1), "1 block more");
    }
}
