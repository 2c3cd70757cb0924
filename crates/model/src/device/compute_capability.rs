//! The per-compute-capability hardware facts, embedded from `compute_caps/*.toml` by the build
//! script. Looking one up by name accepts the aliases the files declare (CUDA 12.8's "10.1" is
//! CUDA 13's "11.0"); a name the occupancy header knows but no public source describes
//! (`compute_caps/header_only.toml`) is refused with what is known and what is missing.

use crate::locale::message::Message;
use serde::Serialize;
use std::fmt;

/// Everything the occupancy calculation needs to know about one compute capability. The field
/// names follow `compute_caps/*.toml`; each value's source is in [`ComputeCapability::sources`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ComputeCapability {
    pub major: u32,
    pub minor: u32,
    /// "8.6".
    pub name: &'static str,
    pub architecture: &'static str,
    /// The chips and products of this compute capability.
    pub chips: &'static str,
    /// Other names for the same compute capability ("10.1" for 11.0).
    pub aliases: &'static [&'static str],
    pub warp_size: u32,
    pub max_threads_per_block: u32,
    pub max_threads_per_sm: u32,
    pub max_blocks_per_sm: u32,
    pub registers_per_sm: u32,
    pub max_registers_per_block: u32,
    pub max_registers_per_thread: u32,
    /// Registers are allocated per warp in multiples of this many.
    pub register_allocation_unit: u32,
    /// The register file is split into this many sub-partitions, each serving a share of the warps.
    pub register_file_sub_partitions: u32,
    /// CC 6.0 only: the runtime also checks the register limit with this many sub-partitions (as
    /// on GP10x) and refuses a launch that would not fit there.
    pub register_family_check_sub_partitions: Option<u32>,
    pub shared_memory_per_sm: u32,
    pub shared_memory_per_block: u32,
    pub shared_memory_per_block_optin: u32,
    pub shared_memory_allocation_unit: u32,
    pub reserved_shared_memory_per_block: u32,
    pub shared_memory_config: SharedMemoryConfig,
    /// Named barriers one block can use (PTX `bar` identifiers 0–15).
    pub max_barriers_per_block: u32,
    /// Block barriers available per SM (max blocks per SM × barriers per block slot).
    pub barriers_per_sm: u32,
    /// Whether the runtime limits occupancy by barriers on this compute capability (9.0 on).
    pub barrier_limit_enforced: bool,
    /// Whether the SM supports partitioned global caching (5.2, 5.3, 6.1, 6.2).
    pub partitioned_global_caching: bool,
    pub virtual_resources_per_sm: u32,
    /// Thread-block clusters, where measured (9.0); `None` elsewhere.
    pub clusters: Option<ClusterLimits>,
    /// The unified L1 data cache and shared memory, where a source gives it (9.0): what the
    /// what-if model needs; `None` elsewhere.
    pub unified_l1: Option<UnifiedL1>,
    /// The SM cycles between two blocks an SM starts while its free block slots wait for them,
    /// where measured (9.0): a grid of many short blocks takes at least its busiest SM's blocks
    /// × this long, whatever the occupancy. `None` elsewhere.
    pub block_start_cycles: Option<u32>,
    /// The SM cycles a warp waits on the short scoreboard for one shared-memory load when nothing
    /// else loads the SM, where measured (9.0): a profile's short-scoreboard wait beyond this, one
    /// per wait, is the L1's queue, which fewer warps shorten. `None` elsewhere.
    pub short_scoreboard_wait_cycles: Option<u32>,
    /// Latency-hiding presets: a dependent arithmetic instruction's latency, in cycles.
    pub arithmetic_latency: u32,
    /// A global load that misses the caches, in cycles.
    pub memory_latency: u32,
    /// Warp instructions the SM can issue per cycle.
    pub warp_schedulers: u32,
    /// 32-bit floating-point add/multiply/FMA results per cycle per SM ("CUDA cores").
    pub fp32_lanes_per_sm: u32,
    /// Special-function (reciprocal, sqrt, exp, sin …) results per cycle per SM.
    pub sfu_lanes_per_sm: u32,
    pub shared_memory_banks: u32,
    /// `(field, source)` for every value above, from the file's `[sources]` table; empty without
    /// the `sources` feature.
    pub sources: &'static [(&'static str, &'static str)],
}

/// The limits of thread-block clusters on one compute capability.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ClusterLimits {
    /// The largest cluster without the non-portable attribute.
    pub portable: u32,
    /// The largest cluster with `cudaFuncAttributeNonPortableClusterSizeAllowed`.
    pub non_portable: u32,
    /// The blocks per SM a cluster launch counts at most.
    pub blocks_per_sm: u32,
}

/// The SM's unified L1 data cache and shared memory: the L1 is what the shared-memory
/// configuration leaves of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct UnifiedL1 {
    /// L1 data cache and shared memory together, bytes.
    pub bytes: u32,
    /// One L1 line (four 32-byte sectors), bytes.
    pub line_bytes: u32,
    /// One L1 sector, the unit of the profiler's sector counts, bytes.
    pub sector_bytes: u32,
    /// Without dynamic shared memory the driver gives a launch the smallest carveout size that
    /// holds the shared memory of this many times its resident blocks (at most the SM's
    /// `max_blocks_per_sm`) …
    pub default_config_block_factor: u32,
    /// … and at least this many bytes.
    pub default_config_min_bytes: u32,
}

/// How the split between L1 cache and shared memory is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum SharedMemoryConfig {
    /// Maxwell and Pascal: dedicated shared memory, no choice.
    Fixed,
    /// Kepler: the cache configuration picks an L1 size between `l1_min` and `l1_max` bytes; the
    /// rest of the on-chip memory is shared memory.
    CacheConfig { l1_min: u32, l1_max: u32 },
    /// Volta on: the carveout preference is rounded up to one of these sizes (bytes, ascending).
    Carveout { sizes: &'static [u32] },
}

include!(concat!(env!("OUT_DIR"), "/compute_caps.rs"));

/// A compute capability NVIDIA's occupancy header accepts, whose device properties no public
/// source gives (`compute_caps/header_only.toml`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct HeaderOnlyComputeCapability {
    pub name: &'static str,
    pub architecture: &'static str,
    /// What the header decides for it.
    pub header_facts: &'static str,
    /// A clause saying what no source gives.
    pub missing: &'static str,
    /// Empty without the `sources` feature.
    pub source: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/header_only.rs"));

/// A compute capability that cannot be used: unknown, or known only to the occupancy header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownComputeCapability {
    /// What the user asked for, trimmed.
    pub name: String,
    /// Set when the occupancy header knows it.
    pub header_only: Option<&'static HeaderOnlyComputeCapability>,
}

impl fmt::Display for UnknownComputeCapability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.header_only {
            Some(h) => write!(
                f,
                "compute capability {} ({}) is known to NVIDIA's occupancy header ({}), but {}; \
                 Occupancy Lab cannot compute its occupancy. Available: {}",
                h.name,
                h.architecture,
                h.header_facts,
                h.missing,
                ComputeCapability::known_names()
            ),
            None => write!(
                f,
                "unknown compute capability \"{}\"; available: {}",
                self.name,
                ComputeCapability::known_names()
            ),
        }
    }
}

impl std::error::Error for UnknownComputeCapability {}

impl UnknownComputeCapability {
    /// A link's or a field's refusal of it, in the catalogues' words: `Compute capability:
    /// "9.9" is not allowed; expected one of 3.0, …`.
    pub fn refusal(&self) -> Message {
        let message = match self.header_only {
            Some(h) => Message::new("cc-refused-header").arg("cc", h.name).arg("missing", h.missing),
            None => Message::new("cc-refused"),
        };
        message.arg("value", self.name.as_str()).arg("known", ComputeCapability::known_names())
    }
}

impl ComputeCapability {
    /// Finds a compute capability by name ("8.6", "sm_86", "86", "10.1").
    pub fn find(name: &str) -> Option<&'static ComputeCapability> {
        let name = bare_name(name);
        COMPUTE_CAPABILITIES
            .iter()
            .find(|cc| std::iter::once(cc.name).chain(cc.aliases.iter().copied()).any(|n| same_name(n, name)))
    }

    /// As [`find`](Self::find), with an error that says why a name cannot be used.
    pub fn lookup(name: &str) -> Result<&'static ComputeCapability, UnknownComputeCapability> {
        ComputeCapability::find(name).ok_or_else(|| {
            let bare = bare_name(name);
            UnknownComputeCapability {
                name: name.trim().to_string(),
                header_only: HEADER_ONLY_COMPUTE_CAPABILITIES.iter().find(|h| same_name(h.name, bare)),
            }
        })
    }

    /// The names `find` accepts, for error messages: "3.0, 3.2, …, 12.1".
    pub fn known_names() -> String {
        COMPUTE_CAPABILITIES.iter().map(|c| c.name).collect::<Vec<_>>().join(", ")
    }

    pub fn max_warps_per_sm(&self) -> u32 {
        self.max_threads_per_sm / self.warp_size
    }

    /// The source recorded for one field of this compute capability's file.
    pub fn source(&self, field: &str) -> Option<&'static str> {
        self.sources.iter().find(|(f, _)| *f == field).map(|(_, s)| *s)
    }
}

/// "sm_86" → "86", " 8.6 " → "8.6".
fn bare_name(name: &str) -> &str {
    let name = name.trim();
    name.strip_prefix("sm_").or_else(|| name.strip_prefix("compute_")).unwrap_or(name)
}

/// Whether `wanted` names the compute capability `name` ("8.6"), written "8.6" or "86".
fn same_name(name: &str, wanted: &str) -> bool {
    name == wanted || (!wanted.contains('.') && name.replace('.', "") == wanted)
}
