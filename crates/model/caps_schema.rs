//! The schema of `compute_caps/*.toml` and `compute_caps/gpus.toml`, shared by the build script
//! (which embeds the data as Rust statics) and by the data tests (which check that a broken file
//! is refused with a message naming the file and the field).
//!
//! Every value in a compute-capability file must name its source in the `[sources]` table, and
//! every source must belong to a value. Every file also says what a real device of that compute
//! capability reported (`[[device_capture]]`, each with its own source), or why no capture exists
//! (`no_device_capture`); a captured value that differs from the file's is refused.

use serde::Deserialize;
use std::collections::BTreeMap;

/// One `compute_caps/<major>.<minor>.toml` file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CcFile {
    pub compute_capability: String,
    pub architecture: String,
    pub chips: String,
    pub aliases: Vec<String>,
    pub warp_size: u32,
    pub max_threads_per_block: u32,
    pub max_threads_per_sm: u32,
    pub max_blocks_per_sm: u32,
    pub registers_per_sm: u32,
    pub max_registers_per_block: u32,
    pub max_registers_per_thread: u32,
    pub register_allocation_unit: u32,
    pub register_allocation_granularity: String,
    pub register_file_sub_partitions: u32,
    pub register_family_check_sub_partitions: Option<u32>,
    pub shared_memory_per_sm: u32,
    pub shared_memory_per_block: u32,
    pub shared_memory_per_block_optin: u32,
    pub shared_memory_allocation_unit: u32,
    pub reserved_shared_memory_per_block: u32,
    pub shared_memory_config: String,
    pub l1_cache_min: Option<u32>,
    pub l1_cache_max: Option<u32>,
    pub carveout_sizes_kib: Option<Vec<u32>>,
    pub max_barriers_per_block: u32,
    pub barriers_per_sm: u32,
    pub barrier_limit_enforced: bool,
    pub partitioned_global_caching: bool,
    pub virtual_resources_per_sm: u32,
    /// Thread-block clusters, where measured: the portable and the non-portable largest sizes
    /// and the blocks per SM a cluster launch counts at most.
    pub cluster_size_portable: Option<u32>,
    pub cluster_size_non_portable: Option<u32>,
    pub cluster_blocks_per_sm: Option<u32>,
    /// The SM's unified L1 data cache and shared memory, where a source gives it (the what-if
    /// model needs it): its size in KiB, its line in bytes, and the shared-memory configuration
    /// the driver gives a launch without dynamic shared memory (the smallest carveout size that
    /// holds the shared memory of `default_config_block_factor` × the resident blocks, at most
    /// `max_blocks_per_sm` of them, and at least `default_config_min_kib`); its sector, the unit
    /// of the profiler's L1 sector counts.
    pub unified_l1_kib: Option<u32>,
    pub l1_line_bytes: Option<u32>,
    pub l1_sector_bytes: Option<u32>,
    pub default_config_block_factor: Option<u32>,
    pub default_config_min_kib: Option<u32>,
    /// How often an SM starts a block when its block slots wait for new blocks, in SM cycles,
    /// where measured (the what-if model's floor for grids of many short blocks).
    pub block_start_cycles: Option<u32>,
    /// How long a warp waits on the short scoreboard for one unloaded shared-memory load, in SM
    /// cycles, where measured (the what-if model's share of a short-scoreboard wait that is not
    /// the L1's queue).
    pub short_scoreboard_wait_cycles: Option<u32>,
    pub arithmetic_latency: u32,
    pub memory_latency: u32,
    pub warp_schedulers: u32,
    pub fp32_lanes_per_sm: u32,
    pub sfu_lanes_per_sm: u32,
    pub shared_memory_banks: u32,
    #[serde(default)]
    pub device_capture: Vec<DeviceCapture>,
    pub no_device_capture: Option<String>,
    pub sources: BTreeMap<String, String>,
}

/// What one real device reported through the CUDA runtime or driver (deviceQuery,
/// `cudaGetDeviceProperties`): only the values the capture shows.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeviceCapture {
    pub device: String,
    pub tool: String,
    pub source: String,
    /// How the capture was read, where that needs saying (units converted, compute capability
    /// inferred from the device's name, a source that names no repository).
    pub note: Option<String>,
    pub warp_size: Option<u32>,
    pub max_threads_per_block: Option<u32>,
    pub max_threads_per_sm: Option<u32>,
    pub max_blocks_per_sm: Option<u32>,
    pub registers_per_sm: Option<u32>,
    pub max_registers_per_block: Option<u32>,
    pub shared_memory_per_sm: Option<u32>,
    pub shared_memory_per_block: Option<u32>,
    pub shared_memory_per_block_optin: Option<u32>,
    pub reserved_shared_memory_per_block: Option<u32>,
}

impl DeviceCapture {
    /// `(field, reported value)` for every value the capture shows.
    pub fn values(&self) -> Vec<(&'static str, u32)> {
        [
            ("warp_size", self.warp_size),
            ("max_threads_per_block", self.max_threads_per_block),
            ("max_threads_per_sm", self.max_threads_per_sm),
            ("max_blocks_per_sm", self.max_blocks_per_sm),
            ("registers_per_sm", self.registers_per_sm),
            ("max_registers_per_block", self.max_registers_per_block),
            ("shared_memory_per_sm", self.shared_memory_per_sm),
            ("shared_memory_per_block", self.shared_memory_per_block),
            ("shared_memory_per_block_optin", self.shared_memory_per_block_optin),
            ("reserved_shared_memory_per_block", self.reserved_shared_memory_per_block),
        ]
        .into_iter()
        .filter_map(|(field, value)| value.map(|v| (field, v)))
        .collect()
    }
}

impl CcFile {
    /// The file's value of a field a device capture can show.
    pub fn device_value(&self, field: &str) -> Option<u32> {
        Some(match field {
            "warp_size" => self.warp_size,
            "max_threads_per_block" => self.max_threads_per_block,
            "max_threads_per_sm" => self.max_threads_per_sm,
            "max_blocks_per_sm" => self.max_blocks_per_sm,
            "registers_per_sm" => self.registers_per_sm,
            "max_registers_per_block" => self.max_registers_per_block,
            "shared_memory_per_sm" => self.shared_memory_per_sm,
            "shared_memory_per_block" => self.shared_memory_per_block,
            "shared_memory_per_block_optin" => self.shared_memory_per_block_optin,
            "reserved_shared_memory_per_block" => self.reserved_shared_memory_per_block,
            _ => return None,
        })
    }
}

/// `compute_caps/header_only.toml`: compute capabilities the occupancy header knows but no public
/// source describes.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeaderOnlyFile {
    pub compute_capability: Vec<HeaderOnlyEntry>,
}

/// One entry of `compute_caps/header_only.toml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeaderOnlyEntry {
    pub name: String,
    pub architecture: String,
    pub header_facts: String,
    pub missing: String,
    pub source: String,
}

/// `compute_caps/gpus.toml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GpusFile {
    pub gpu: Vec<GpuEntry>,
}

/// One `[[gpu]]` entry of `compute_caps/gpus.toml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GpuEntry {
    pub name: String,
    pub aliases: Vec<String>,
    pub compute_capability: String,
    pub architecture: String,
    pub segment: String,
    pub sms: u32,
    pub boost_clock_mhz: u32,
    pub memory_bandwidth_gbs: u32,
    /// Absent where no source gives it; then `l2_cache_unknown` says why.
    pub l2_cache_kib: Option<u32>,
    pub l2_cache_unknown: Option<String>,
    pub source: String,
    /// The SMs of each GPC, as thread-block clusters see them; with its source.
    pub gpc_sms: Option<Vec<u32>>,
    pub gpc_source: Option<String>,
}

/// Parses and checks one compute-capability file. Errors name the file and the field.
pub fn parse_cc_file(file: &str, text: &str) -> Result<CcFile, String> {
    let table: toml::Table = text.parse().map_err(|e| format!("{file}: {e}"))?;
    let sources = match table.get("sources") {
        Some(toml::Value::Table(s)) => s.clone(),
        _ => return Err(format!("{file}: missing field `sources` (a table naming the source of every value)")),
    };
    // A device capture carries its own source.
    let cited = |key: &&String| !["sources", "device_capture", "no_device_capture"].contains(&key.as_str());
    for key in table.keys().filter(cited) {
        if !sources.contains_key(key) {
            return Err(format!("{file}: field `{key}` has no entry in [sources]"));
        }
    }
    for key in sources.keys() {
        if !table.contains_key(key) {
            return Err(format!("{file}: [sources] names `{key}`, which is not a field of this file"));
        }
    }
    let cc: CcFile = toml::from_str(text).map_err(|e| describe(file, text, &e))?;
    check_cc(file, &cc)?;
    Ok(cc)
}

fn check_cc(file: &str, cc: &CcFile) -> Result<(), String> {
    let err = |field: &str, why: String| Err(format!("{file}: field `{field}`: {why}"));
    let stem = file.rsplit('/').next().unwrap_or(file).trim_end_matches(".toml");
    if cc.compute_capability != stem {
        return err("compute_capability", format!("\"{}\" does not match the file name", cc.compute_capability));
    }
    if parse_version(&cc.compute_capability).is_none() {
        return err("compute_capability", "expected MAJOR.MINOR".into());
    }
    for alias in &cc.aliases {
        if parse_version(alias).is_none() {
            return err("aliases", format!("\"{alias}\" is not MAJOR.MINOR"));
        }
    }
    if cc.register_allocation_granularity != "warp" {
        return err(
            "register_allocation_granularity",
            "only \"warp\" is supported (every compute capability from 3.0)".into(),
        );
    }
    let positive = [
        ("warp_size", cc.warp_size),
        ("max_threads_per_block", cc.max_threads_per_block),
        ("max_threads_per_sm", cc.max_threads_per_sm),
        ("max_blocks_per_sm", cc.max_blocks_per_sm),
        ("registers_per_sm", cc.registers_per_sm),
        ("max_registers_per_block", cc.max_registers_per_block),
        ("max_registers_per_thread", cc.max_registers_per_thread),
        ("register_allocation_unit", cc.register_allocation_unit),
        ("register_file_sub_partitions", cc.register_file_sub_partitions),
        ("shared_memory_per_sm", cc.shared_memory_per_sm),
        ("shared_memory_per_block", cc.shared_memory_per_block),
        ("shared_memory_per_block_optin", cc.shared_memory_per_block_optin),
        ("shared_memory_allocation_unit", cc.shared_memory_allocation_unit),
        ("arithmetic_latency", cc.arithmetic_latency),
        ("memory_latency", cc.memory_latency),
        ("warp_schedulers", cc.warp_schedulers),
        ("fp32_lanes_per_sm", cc.fp32_lanes_per_sm),
        ("sfu_lanes_per_sm", cc.sfu_lanes_per_sm),
        ("shared_memory_banks", cc.shared_memory_banks),
        ("max_barriers_per_block", cc.max_barriers_per_block),
    ];
    for (field, value) in positive {
        if value == 0 {
            return err(field, "must be positive".into());
        }
    }
    if !cc.max_threads_per_sm.is_multiple_of(cc.warp_size) {
        return err("max_threads_per_sm", "must be a whole number of warps".into());
    }
    if !cc.registers_per_sm.is_multiple_of(cc.register_file_sub_partitions) {
        return err("register_file_sub_partitions", "must divide registers_per_sm".into());
    }
    if cc.shared_memory_per_block_optin < cc.shared_memory_per_block {
        return err("shared_memory_per_block_optin", "must be at least shared_memory_per_block".into());
    }
    check_device_captures(file, cc)?;
    match (cc.cluster_size_portable, cc.cluster_size_non_portable, cc.cluster_blocks_per_sm) {
        (None, None, None) => {}
        (Some(p), Some(n), Some(b)) if 0 < p && p <= n && b > 0 => {}
        _ => {
            return err(
                "cluster_size_portable",
                "the cluster fields come together: 0 < cluster_size_portable <= cluster_size_non_portable, and cluster_blocks_per_sm > 0".into(),
            )
        }
    }
    check_unified_l1(file, cc)?;
    if cc.short_scoreboard_wait_cycles == Some(0) {
        return Err(format!(
            "{file}: field `short_scoreboard_wait_cycles` must be at least 1 (SM cycles of one unloaded wait)"
        ));
    }
    if cc.block_start_cycles == Some(0) {
        return Err(format!(
            "{file}: field `block_start_cycles` must be at least 1 (SM cycles between two block starts)"
        ));
    }
    match cc.shared_memory_config.as_str() {
        "fixed" => {
            if cc.l1_cache_min.is_some() || cc.l1_cache_max.is_some() || cc.carveout_sizes_kib.is_some() {
                return err("shared_memory_config", "\"fixed\" takes no l1_cache_* or carveout_sizes_kib".into());
            }
        }
        "cache-config" => match (cc.l1_cache_min, cc.l1_cache_max) {
            (Some(min), Some(max)) if min <= max && max <= cc.shared_memory_per_sm + min => {}
            _ => {
                return err(
                    "l1_cache_min",
                    "\"cache-config\" needs l1_cache_min <= l1_cache_max <= shared_memory_per_sm + l1_cache_min".into(),
                )
            }
        },
        "carveout" => {
            let Some(sizes) = &cc.carveout_sizes_kib else {
                return err("carveout_sizes_kib", "\"carveout\" needs the list of supported sizes".into());
            };
            if sizes.is_empty() || sizes.windows(2).any(|w| w[0] >= w[1]) {
                return err("carveout_sizes_kib", "must be a non-empty, strictly increasing list".into());
            }
            let largest = sizes[sizes.len() - 1] * 1024;
            // Every request the occupancy calculation can make must map to a supported size:
            // the carveout preference (at most shared_memory_per_sm) and the allocation of one
            // block (at most the opt-in limit plus the reserved bytes).
            if cc.shared_memory_per_sm > largest {
                return err(
                    "carveout_sizes_kib",
                    format!("the largest size ({largest} B) is below shared_memory_per_sm"),
                );
            }
            if cc.shared_memory_per_block_optin + cc.reserved_shared_memory_per_block > largest {
                return err(
                    "carveout_sizes_kib",
                    format!("the largest size ({largest} B) is below the opt-in limit plus the reserved bytes"),
                );
            }
        }
        other => {
            return err(
                "shared_memory_config",
                format!("\"{other}\" is not one of \"fixed\", \"cache-config\", \"carveout\""),
            );
        }
    }
    Ok(())
}

/// The unified L1 fields come together, with a carveout configuration that fits in the L1.
fn check_unified_l1(file: &str, cc: &CcFile) -> Result<(), String> {
    let err = |why: &str| Err(format!("{file}: field `unified_l1_kib`: {why}"));
    let fields = (cc.unified_l1_kib, cc.l1_line_bytes, cc.l1_sector_bytes, cc.default_config_block_factor);
    match (fields, cc.default_config_min_kib) {
        ((None, None, None, None), None) => Ok(()),
        ((Some(l1), Some(line), Some(sector), Some(factor)), Some(min))
            if l1 > 0 && line > 0 && sector > 0 && line % sector == 0 && factor > 0 =>
        {
            let largest = cc.carveout_sizes_kib.as_ref().and_then(|s| s.last().copied());
            match largest {
                Some(largest) if largest <= l1 && min <= largest => Ok(()),
                Some(_) => err("the largest carveout size and default_config_min_kib must fit in the unified L1"),
                None => err("the unified L1 fields need a \"carveout\" shared-memory configuration"),
            }
        }
        _ => err(
            "unified_l1_kib, l1_line_bytes, l1_sector_bytes, default_config_block_factor and default_config_min_kib \
             come together, each positive (default_config_min_kib may be 0), the line a whole number of sectors",
        ),
    }
}

/// Every file is checked against a real device, or says why it cannot be; a device's report wins
/// over any document, so a captured value that differs from the file's is an error.
fn check_device_captures(file: &str, cc: &CcFile) -> Result<(), String> {
    match (&cc.no_device_capture, cc.device_capture.is_empty()) {
        (None, true) => {
            return Err(format!(
                "{file}: no [[device_capture]]: record what a real device of this compute capability reported, \
                 or say in `no_device_capture` why no capture exists"
            ))
        }
        (Some(_), false) => {
            return Err(format!("{file}: field `no_device_capture`: the file has device captures"));
        }
        (Some(why), true) if why.trim().is_empty() => {
            return Err(format!("{file}: field `no_device_capture` is empty: say why no capture exists"));
        }
        _ => {}
    }
    for (i, capture) in cc.device_capture.iter().enumerate() {
        let at = format!("{file}: device_capture #{} ({})", i + 1, capture.device);
        for (field, text) in [("device", &capture.device), ("tool", &capture.tool), ("source", &capture.source)] {
            if text.trim().is_empty() {
                return Err(format!("{at}: field `{field}` is empty"));
            }
        }
        if capture.note.as_ref().is_some_and(|n| n.trim().is_empty()) {
            return Err(format!("{at}: field `note` is empty; leave it out"));
        }
        let values = capture.values();
        if values.is_empty() {
            return Err(format!("{at}: reports no value"));
        }
        for (field, reported) in values {
            let ours = cc.device_value(field).unwrap_or_default();
            if ours != reported {
                return Err(format!(
                    "{at}: the device reports {field} = {reported}, the file says {ours}; follow the device"
                ));
            }
        }
    }
    Ok(())
}

/// Parses and checks `header_only.toml`: each entry is a MAJOR.MINOR that has no file of its own
/// (`known_ccs`: the files' names and aliases), with every text filled in.
pub fn parse_header_only_file(file: &str, text: &str, known_ccs: &[String]) -> Result<HeaderOnlyFile, String> {
    let parsed: HeaderOnlyFile = toml::from_str(text).map_err(|e| describe(file, text, &e))?;
    for (i, entry) in parsed.compute_capability.iter().enumerate() {
        let at = format!("{file}: compute_capability #{} ({})", i + 1, entry.name);
        if parse_version(&entry.name).is_none() {
            return Err(format!("{at}: field `name`: expected MAJOR.MINOR"));
        }
        if known_ccs.contains(&entry.name) {
            return Err(format!("{at}: compute_caps/ already describes it; remove it from this list"));
        }
        for (field, value) in [
            ("architecture", &entry.architecture),
            ("header_facts", &entry.header_facts),
            ("missing", &entry.missing),
            ("source", &entry.source),
        ] {
            if value.trim().is_empty() {
                return Err(format!("{at}: field `{field}` is empty"));
            }
        }
    }
    Ok(parsed)
}

/// Parses and checks `gpus.toml` against the known compute capabilities.
pub fn parse_gpus_file(file: &str, text: &str, known_ccs: &[String]) -> Result<GpusFile, String> {
    let gpus: GpusFile = toml::from_str(text).map_err(|e| describe(file, text, &e))?;
    for (i, gpu) in gpus.gpu.iter().enumerate() {
        let at = format!("{file}: gpu #{} ({})", i + 1, gpu.name);
        if !known_ccs.contains(&gpu.compute_capability) {
            return Err(format!(
                "{at}: field `compute_capability`: \"{}\" has no file in compute_caps/",
                gpu.compute_capability
            ));
        }
        match (gpu.l2_cache_kib, &gpu.l2_cache_unknown) {
            (Some(_), None) => {}
            (None, Some(why)) if !why.trim().is_empty() => {}
            (None, _) => {
                return Err(format!(
                    "{at}: field `l2_cache_kib` is missing; give it, or say in `l2_cache_unknown` why no source does"
                ))
            }
            (Some(_), Some(_)) => return Err(format!("{at}: field `l2_cache_unknown`: the entry gives l2_cache_kib")),
        }
        match (&gpu.gpc_sms, &gpu.gpc_source) {
            (None, None) => {}
            (Some(gpcs), Some(source)) if !source.trim().is_empty() => {
                if gpcs.iter().sum::<u32>() != gpu.sms || gpcs.contains(&0) {
                    return Err(format!(
                        "{at}: field `gpc_sms`: the GPCs' SMs must be positive and add up to sms ({})",
                        gpu.sms
                    ));
                }
            }
            _ => return Err(format!("{at}: field `gpc_sms` needs `gpc_source`, and the other way round")),
        }
        for (field, value) in [
            ("sms", gpu.sms),
            ("boost_clock_mhz", gpu.boost_clock_mhz),
            ("memory_bandwidth_gbs", gpu.memory_bandwidth_gbs),
            ("l2_cache_kib", gpu.l2_cache_kib.unwrap_or(1)),
        ] {
            if value == 0 {
                return Err(format!("{at}: field `{field}` must be positive"));
            }
        }
        if gpu.source.trim().is_empty() {
            return Err(format!("{at}: field `source` is empty"));
        }
        if !["data-centre", "desktop", "laptop", "workstation", "embedded"].contains(&gpu.segment.as_str()) {
            return Err(format!(
                "{at}: field `segment`: \"{}\" is not one of data-centre, desktop, laptop, workstation, embedded",
                gpu.segment
            ));
        }
    }
    Ok(gpus)
}

/// A deserialisation error as "FILE: field `KEY` (line N): MESSAGE" when it points at a
/// `key = value` line, else "FILE: MESSAGE" (serde's own messages name missing and unknown fields).
fn describe(file: &str, text: &str, e: &toml::de::Error) -> String {
    let at = e.span().and_then(|span| {
        let line_no = text[..span.start.min(text.len())].matches('\n').count();
        let line = text.lines().nth(line_no)?;
        let (key, _) = line.split_once('=')?;
        Some(format!("field `{}` (line {})", key.trim(), line_no + 1))
    });
    match at {
        Some(at) => format!("{file}: {at}: {}", e.message()),
        None => format!("{file}: {}", e.message()),
    }
}

/// "8.6" → (8, 6).
pub fn parse_version(s: &str) -> Option<(u32, u32)> {
    let (major, minor) = s.split_once('.')?;
    Some((major.parse().ok()?, minor.parse().ok()?))
}
