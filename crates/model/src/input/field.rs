//! The fields a user fills in, named as the CLI's flags and the CSV columns name them, and the
//! whole numbers each takes: the model's input ranges, wide enough to ask "what if?" of any
//! device (what a device refuses is an illegal launch, not an input error). The grammar
//! (`grammar`) checks typed numbers against these ranges; the domains that read the fields
//! (the launch, the waves) take their limits from here.

use crate::locale::message::Message;
use serde::Serialize;
use std::fmt;

/// Largest block size the model accepts as input. Bigger than any device allows, so a user can
/// ask "what if 2048?" and get an illegal-launch explanation rather than an input error.
pub const MAX_THREADS_INPUT: u32 = 1 << 20;
/// Largest register count per thread accepted as input (devices allow at most 255 or 256).
pub const MAX_REGISTERS_INPUT: u32 = 65_536;
/// Largest shared-memory size in bytes accepted as input (devices allow at most a few hundred KiB).
pub const MAX_SHARED_MEMORY_INPUT: u32 = 1 << 30;
/// Largest block-barrier count accepted as input.
pub const MAX_BARRIERS_INPUT: u32 = 1024;
/// Largest virtual-resource count accepted as input.
pub const MAX_VIRTUAL_RESOURCES_INPUT: u32 = 65_536;
/// Largest grid (blocks) accepted: CUDA's 2^31 − 1 blocks in x times 65,535 in y.
pub const MAX_GRID_BLOCKS: u64 = ((1 << 31) - 1) * 65_535;

/// Most SMs accepted for a GPU (today's largest have under 200).
pub const MAX_SMS: u32 = 100_000;

/// The inputs of an occupancy calculation, named as the CLI and the CSV columns name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    ComputeCapability,
    Gpu,
    Threads,
    Registers,
    SharedMemoryStatic,
    SharedMemoryDynamic,
    MaxDynamicSharedMemory,
    Carveout,
    CacheConfig,
    Barriers,
    VirtualResources,
    PartitionedGlobalCaching,
    MaxThreadsPerBlock,
    Blocks,
    Sms,
    Grid,
    ArithmeticLatency,
    MemoryLatency,
    IssueRate,
    Ilp,
    Bandwidth,
    BytesPerLoad,
    LoadsInFlight,
    Lanes,
    LatencyBound,
    ThroughputBound,
    MixCudaCore,
    MixSfu,
    MixShared,
    MixMemoryBytes,
    MixIssue,
    ClusterSize,
}

impl Field {
    /// The column / flag name: `threads`, `regs`, `smem_dynamic`, …
    pub fn name(self) -> &'static str {
        match self {
            Field::ComputeCapability => "cc",
            Field::Gpu => "gpu",
            Field::Threads => "threads",
            Field::Registers => "regs",
            Field::SharedMemoryStatic => "smem_static",
            Field::SharedMemoryDynamic => "smem_dynamic",
            Field::MaxDynamicSharedMemory => "max_dynamic_smem",
            Field::Carveout => "carveout",
            Field::CacheConfig => "cache_config",
            Field::Barriers => "barriers",
            Field::VirtualResources => "virtual_resources",
            Field::PartitionedGlobalCaching => "partitioned_gc",
            Field::MaxThreadsPerBlock => "max_threads_per_block",
            Field::Blocks => "blocks",
            Field::Sms => "sms",
            Field::Grid => "grid",
            Field::ArithmeticLatency => "arith_latency",
            Field::MemoryLatency => "mem_latency",
            Field::IssueRate => "issue_rate",
            Field::Ilp => "ilp",
            Field::Bandwidth => "bandwidth",
            Field::BytesPerLoad => "bytes_per_load",
            Field::LoadsInFlight => "loads_in_flight",
            Field::Lanes => "lanes",
            Field::LatencyBound => "latency_bound",
            Field::ThroughputBound => "throughput_bound",
            Field::MixCudaCore => "cuda_core",
            Field::MixSfu => "sfu",
            Field::MixShared => "shared_cycles",
            Field::MixMemoryBytes => "memory_bytes",
            Field::MixIssue => "issue_slots",
            Field::ClusterSize => "cluster",
        }
    }

    /// What the field means, in the profiler's words (`field-desc-*`): "threads per block".
    pub fn description(self) -> Message {
        Message::new(match self {
            Field::ComputeCapability => "field-desc-cc",
            Field::Gpu => "field-desc-gpu",
            Field::Threads => "field-desc-threads",
            Field::Registers => "field-desc-registers",
            Field::SharedMemoryStatic => "field-desc-smem-static",
            Field::SharedMemoryDynamic => "field-desc-smem-dynamic",
            Field::MaxDynamicSharedMemory => "field-desc-max-dynamic-smem",
            Field::Carveout => "field-desc-carveout",
            Field::CacheConfig => "field-desc-cache-config",
            Field::Barriers => "field-desc-barriers",
            Field::VirtualResources => "field-desc-virtual-resources",
            Field::PartitionedGlobalCaching => "field-desc-partitioned-gc",
            Field::MaxThreadsPerBlock => "field-desc-max-threads",
            Field::Blocks => "field-desc-blocks",
            Field::Sms => "field-desc-sms",
            Field::Grid => "field-desc-grid",
            Field::ArithmeticLatency => "field-desc-arith-latency",
            Field::MemoryLatency => "field-desc-mem-latency",
            Field::IssueRate => "field-desc-issue-rate",
            Field::Ilp => "field-desc-ilp",
            Field::Bandwidth => "field-desc-bandwidth",
            Field::BytesPerLoad => "field-desc-bytes-per-load",
            Field::LoadsInFlight => "field-desc-loads-in-flight",
            Field::Lanes => "field-desc-lanes",
            Field::LatencyBound => "field-desc-latency-bound",
            Field::ThroughputBound => "field-desc-throughput-bound",
            Field::MixCudaCore => "field-desc-cuda-core",
            Field::MixSfu => "field-desc-sfu",
            Field::MixShared => "field-desc-shared-cycles",
            Field::MixMemoryBytes => "field-desc-memory-bytes",
            Field::MixIssue => "field-desc-issue-slots",
            Field::ClusterSize => "field-desc-cluster",
        })
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The whole numbers a field takes, inclusive: the model's input ranges, wide enough to ask
/// "what if?" of any device (what a device refuses is an illegal launch, not an input error).
pub fn whole_range(field: Field) -> Option<(u64, u64)> {
    let range = match field {
        Field::Threads | Field::MaxThreadsPerBlock => (1, MAX_THREADS_INPUT.into()),
        Field::Registers => (0, MAX_REGISTERS_INPUT.into()),
        Field::SharedMemoryStatic | Field::SharedMemoryDynamic | Field::MaxDynamicSharedMemory => {
            (0, MAX_SHARED_MEMORY_INPUT.into())
        }
        Field::Barriers => (0, MAX_BARRIERS_INPUT.into()),
        Field::VirtualResources => (0, MAX_VIRTUAL_RESOURCES_INPUT.into()),
        Field::Grid => (1, MAX_GRID_BLOCKS),
        Field::Sms => (1, MAX_SMS.into()),
        _ => return None,
    };
    Some(range)
}

/// Whether a field is a size in bytes, which may carry a unit.
pub(crate) fn takes_bytes(field: Field) -> bool {
    matches!(field, Field::SharedMemoryStatic | Field::SharedMemoryDynamic | Field::MaxDynamicSharedMemory)
}
