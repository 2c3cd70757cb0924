//! The Nsight Compute figures an occupancy comparison needs, by the label the console and the
//! details page print and by the metric name the raw page prints. Labels and metric names are
//! those of Nsight Compute's `LaunchStats` and `Occupancy` section files (the capture's
//! `ncu_section_metric_names.txt` lists them; the Kernel Profiling Guide, "Launch Statistics"
//! and "Occupancy", describes them).

use super::diagnostic::quoted;
use super::number::{read_bytes, read_count, read_number, DecimalMark, Quantity};
use super::ProfiledLaunch;
use crate::locale::message::Message;

/// Raw-page metric names and the label the other pages print for the same figure.
pub const RAW_METRICS: [(&str, &str); 20] = [
    ("launch__block_size", "Block Size"),
    ("launch__grid_size", "Grid Size"),
    ("launch__registers_per_thread", "Registers Per Thread"),
    ("launch__shared_mem_config_size", "Shared Memory Configuration Size"),
    ("launch__shared_mem_per_block_dynamic", "Dynamic Shared Memory Per Block"),
    ("launch__shared_mem_per_block_static", "Static Shared Memory Per Block"),
    ("launch__sm_count", "# SMs"),
    ("launch__waves_per_multiprocessor", "Waves Per SM"),
    ("launch__cluster_size", "Cluster Size"),
    ("launch__barrier_count", "Barriers"),
    ("launch__occupancy_limit_warps", "Block Limit Warps"),
    ("launch__occupancy_limit_registers", "Block Limit Registers"),
    ("launch__occupancy_limit_shared_mem", "Block Limit Shared Mem"),
    ("launch__occupancy_limit_blocks", "Block Limit SM"),
    ("launch__occupancy_limit_barriers", "Block Limit Barriers"),
    ("sm__maximum_warps_per_active_cycle_pct", "Theoretical Occupancy"),
    ("sm__warps_active.avg.pct_of_peak_sustained_active", "Achieved Occupancy"),
    ("device__attribute_multiprocessor_count", "# SMs"),
    ("launch__cluster_max_active", "Max Active Clusters"),
    ("launch__cluster_max_potential_size", "Max Cluster Size"),
];

/// How a figure's value is read: a count, a whole number beyond `u32` (the grid), a size in
/// bytes, or a number (percentages, waves).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Count,
    Whole,
    Size,
    Number,
}

/// A figure's value as read, of its [`Kind`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    Count(u32),
    Whole(u64),
    Quantity(Quantity),
}

/// How the figure `label` is read; `None` for a label no comparison needs.
pub fn kind_of(label: &str) -> Option<Kind> {
    Some(match label {
        "Grid Size" => Kind::Whole,
        "Shared Memory Configuration Size" | "Dynamic Shared Memory Per Block" | "Static Shared Memory Per Block" => {
            Kind::Size
        }
        "Waves Per SM" | "Theoretical Occupancy" | "Achieved Occupancy" => Kind::Number,
        "Block Size"
        | "Registers Per Thread"
        | "# SMs"
        | "Cluster Size"
        | "Barriers"
        | "Block Limit Warps"
        | "Block Limit Registers"
        | "Block Limit Shared Mem"
        | "Block Limit SM"
        | "Block Limit Barriers"
        | "Max Active Clusters"
        | "Max Cluster Size" => Kind::Count,
        _ => return None,
    })
}

/// Whether `label` is one of the figures [`apply`] reads.
pub fn is_known(label: &str) -> bool {
    kind_of(label).is_some()
}

/// Puts the figure `label`'s value where it belongs in `launch`: the one place that knows, for
/// every reader (console, CSV pages, the binary report). A value of another kind than
/// [`kind_of`] gives is not stored.
pub fn store(launch: &mut ProfiledLaunch, label: &str, value: Value) {
    let (count, whole, quantity) = match value {
        Value::Count(n) => (Some(n), Some(u64::from(n)), None),
        Value::Whole(n) => (u32::try_from(n).ok(), Some(n), None),
        Value::Quantity(q) => (None, None, Some(q)),
    };
    let r = &mut launch.reported;
    match label {
        "Block Size" => launch.block_size = count,
        "Grid Size" => launch.grid_size = whole,
        "Registers Per Thread" => launch.registers_per_thread = count,
        "Shared Memory Configuration Size" => launch.shared_memory_config_size = quantity,
        "Dynamic Shared Memory Per Block" => launch.dynamic_shared_memory = quantity,
        "Static Shared Memory Per Block" => launch.static_shared_memory = quantity,
        "# SMs" => launch.sms = count,
        "Waves Per SM" => r.waves_per_sm = quantity,
        "Cluster Size" => launch.cluster_size = count,
        "Barriers" => launch.barriers = count,
        "Block Limit Warps" => r.block_limit_warps = count,
        "Block Limit Registers" => r.block_limit_registers = count,
        "Block Limit Shared Mem" => r.block_limit_shared_mem = count,
        "Block Limit SM" => r.block_limit_sm = count,
        "Block Limit Barriers" => r.block_limit_barriers = count,
        "Theoretical Occupancy" => r.theoretical_occupancy_pct = quantity,
        "Achieved Occupancy" => r.achieved_occupancy_pct = quantity,
        "Max Active Clusters" => r.max_active_clusters = count,
        "Max Cluster Size" => r.max_cluster_size = count,
        _ => {}
    }
}

/// What a figure's value should have been, for the diagnostic when it is not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// A whole number: a count, or the grid's blocks.
    Whole,
    /// A printed size: a number and Nsight Compute's unit.
    SizeWithUnit,
    /// A stored size, in bytes.
    SizeInBytes,
    /// Any number: a percentage, the waves.
    Number,
}

/// "Block Size: "x" is not a whole number": the figure `label`, its `value` as the input gives
/// it, and what was `expected`.
pub fn unreadable(label: &str, value: Message, expected: Expected) -> Message {
    let message = match expected {
        Expected::Whole => Message::new("import-not-whole"),
        Expected::SizeWithUnit => Message::new("import-not-size-unit"),
        Expected::SizeInBytes => Message::new("import-not-size"),
        Expected::Number => Message::new("import-not-number"),
    };
    message.arg("label", label).arg("value", value)
}

/// Sets the figure `label` of `launch` from its printed `value` and `unit`. Unknown labels are
/// ignored; a known one whose value cannot be read is an error naming it and what is allowed.
pub fn apply(
    launch: &mut ProfiledLaunch,
    label: &str,
    unit: &str,
    value: &str,
    mark: DecimalMark,
) -> Result<(), Message> {
    let Some(kind) = kind_of(label) else { return Ok(()) };
    let refused = |value: &str, expected| unreadable(label, quoted(value), expected);
    let read = match kind {
        Kind::Count => read_count(value, mark).map(Value::Count).ok_or_else(|| refused(value, Expected::Whole)),
        Kind::Whole => read_number(value, mark)
            .filter(|q| q.value.fract() == 0.0 && q.value >= 0.0 && q.value < 1e19)
            .map(|q| Value::Whole(q.value as u64))
            .ok_or_else(|| refused(value, Expected::Whole)),
        Kind::Size => read_bytes(value, unit, mark)
            .map(Value::Quantity)
            .ok_or_else(|| refused(&format!("{value} {unit}"), Expected::SizeWithUnit)),
        Kind::Number => read_number(value, mark).map(Value::Quantity).ok_or_else(|| refused(value, Expected::Number)),
    }?;
    store(launch, label, read);
    Ok(())
}

/// "CC 9.0" → "9.0"; accepts the `x.y` form only.
pub fn compute_capability(text: &str) -> Option<String> {
    let t = text.trim();
    let (major, minor) = t.split_once('.')?;
    let ok = |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
    (ok(major) && ok(minor)).then(|| t.to_string())
}
