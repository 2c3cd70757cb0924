//! The Nsight Compute figures an occupancy comparison needs, by the label the console and the
//! details page print and by the metric name the raw page prints. Labels and metric names are
//! those of Nsight Compute's `LaunchStats` and `Occupancy` section files (the capture's
//! `ncu_section_metric_names.txt` lists them; the Kernel Profiling Guide, "Launch Statistics"
//! and "Occupancy", describes them).

use super::number::{read_bytes, read_count, read_number, DecimalMark, Quantity};
use super::ProfiledLaunch;

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

/// Whether `label` is one of the figures [`apply`] reads.
pub fn is_known(label: &str) -> bool {
    matches!(
        label,
        "Block Size"
            | "Grid Size"
            | "Registers Per Thread"
            | "Shared Memory Configuration Size"
            | "Dynamic Shared Memory Per Block"
            | "Static Shared Memory Per Block"
            | "# SMs"
            | "Waves Per SM"
            | "Cluster Size"
            | "Barriers"
            | "Block Limit Warps"
            | "Block Limit Registers"
            | "Block Limit Shared Mem"
            | "Block Limit SM"
            | "Block Limit Barriers"
            | "Theoretical Occupancy"
            | "Achieved Occupancy"
            | "Max Active Clusters"
            | "Max Cluster Size"
    )
}

/// Sets the figure `label` of `launch` from its printed `value` and `unit`. Unknown labels are
/// ignored; a known one whose value cannot be read is an error naming it and what is allowed.
pub fn apply(
    launch: &mut ProfiledLaunch,
    label: &str,
    unit: &str,
    value: &str,
    mark: DecimalMark,
) -> Result<(), String> {
    if !is_known(label) {
        return Ok(());
    }
    let count = || read_count(value, mark).ok_or_else(|| unreadable(label, value, "a whole number"));
    let number = || read_number(value, mark).ok_or_else(|| unreadable(label, value, "a number"));
    let size = || {
        read_bytes(value, unit, mark)
            .ok_or_else(|| unreadable(label, &format!("{value} {unit}"), "a size in byte, Kbyte, Mbyte or Gbyte"))
    };
    let r = &mut launch.reported;
    match label {
        "Block Size" => launch.block_size = Some(count()?),
        "Grid Size" => {
            let q: Quantity = number()?;
            let whole = (q.value.fract() == 0.0 && q.value >= 0.0 && q.value < 1e19).then_some(q.value as u64);
            launch.grid_size = Some(whole.ok_or_else(|| unreadable(label, value, "a whole number"))?);
        }
        "Registers Per Thread" => launch.registers_per_thread = Some(count()?),
        "Shared Memory Configuration Size" => launch.shared_memory_config_size = Some(size()?),
        "Dynamic Shared Memory Per Block" => launch.dynamic_shared_memory = Some(size()?),
        "Static Shared Memory Per Block" => launch.static_shared_memory = Some(size()?),
        "# SMs" => launch.sms = Some(count()?),
        "Waves Per SM" => r.waves_per_sm = Some(number()?),
        "Cluster Size" => launch.cluster_size = Some(count()?),
        "Barriers" => launch.barriers = Some(count()?),
        "Block Limit Warps" => r.block_limit_warps = Some(count()?),
        "Block Limit Registers" => r.block_limit_registers = Some(count()?),
        "Block Limit Shared Mem" => r.block_limit_shared_mem = Some(count()?),
        "Block Limit SM" => r.block_limit_sm = Some(count()?),
        "Block Limit Barriers" => r.block_limit_barriers = Some(count()?),
        "Theoretical Occupancy" => r.theoretical_occupancy_pct = Some(number()?),
        "Achieved Occupancy" => r.achieved_occupancy_pct = Some(number()?),
        "Max Active Clusters" => r.max_active_clusters = Some(count()?),
        "Max Cluster Size" => r.max_cluster_size = Some(count()?),
        _ => {}
    }
    Ok(())
}

fn unreadable(label: &str, value: &str, allowed: &str) -> String {
    format!("{label}: \"{}\" is not {allowed}", value.trim())
}

/// "CC 9.0" → "9.0"; accepts the `x.y` form only.
pub fn compute_capability(text: &str) -> Option<String> {
    let t = text.trim();
    let (major, minor) = t.split_once('.')?;
    let ok = |s: &str| !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
    (ok(major) && ok(minor)).then(|| t.to_string())
}
