//! The per-compute-capability hardware facts, embedded from `compute_caps/*.toml` by the build
//! script. Looking one up by name accepts the aliases the files declare (CUDA 12.8's "10.1" is
//! CUDA 13's "11.0").

use serde::Serialize;

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

impl ComputeCapability {
    /// Finds a compute capability by name ("8.6", "sm_86", "86", "10.1").
    pub fn find(name: &str) -> Option<&'static ComputeCapability> {
        let name = name.trim();
        let name = name.strip_prefix("sm_").or_else(|| name.strip_prefix("compute_")).unwrap_or(name);
        COMPUTE_CAPABILITIES.iter().find(|cc| {
            cc.name == name
                || cc.aliases.contains(&name)
                || (!name.contains('.')
                    && std::iter::once(cc.name).chain(cc.aliases.iter().copied()).any(|n| n.replace('.', "") == name))
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
