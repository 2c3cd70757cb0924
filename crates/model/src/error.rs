//! Input errors: every one names the field and the allowed range, in words a user can act on.

use serde::Serialize;
use std::fmt;

/// An input the model refuses before computing anything.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InputError {
    pub field: Field,
    /// What the user gave, as text.
    pub value: String,
    /// The allowed values, as text ("1–1,048,576", "default or 0–100").
    pub allowed: String,
}

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

    /// What the field means, in the profiler's words.
    pub fn description(self) -> &'static str {
        match self {
            Field::ComputeCapability => "compute capability",
            Field::Gpu => "GPU",
            Field::Threads => "threads per block",
            Field::Registers => "registers per thread",
            Field::SharedMemoryStatic => "static shared memory per block (bytes)",
            Field::SharedMemoryDynamic => "dynamic shared memory per block (bytes)",
            Field::MaxDynamicSharedMemory => "max dynamic shared memory per block (bytes)",
            Field::Carveout => "shared memory carveout (%)",
            Field::CacheConfig => "cache configuration",
            Field::Barriers => "block barriers",
            Field::VirtualResources => "virtual resources per block",
            Field::PartitionedGlobalCaching => "partitioned global caching",
            Field::MaxThreadsPerBlock => "kernel max threads per block",
            Field::Blocks => "blocks per SM",
            Field::Sms => "SMs",
            Field::Grid => "grid size (blocks)",
            Field::ArithmeticLatency => "arithmetic latency (cycles)",
            Field::MemoryLatency => "memory latency (cycles)",
            Field::IssueRate => "issue rate (warp instructions per cycle per SM)",
            Field::Ilp => "instruction-level parallelism (independent instructions per warp)",
            Field::Bandwidth => "memory bandwidth (bytes per cycle per SM)",
            Field::BytesPerLoad => "bytes per warp load",
            Field::LoadsInFlight => "loads in flight per warp",
            Field::Lanes => "execution lanes per SM",
            Field::LatencyBound => "latency bound (cycles per warp)",
            Field::ThroughputBound => "throughput bound (warps per cycle per SM)",
            Field::MixCudaCore => "CUDA-core instructions per warp",
            Field::MixSfu => "SFU instructions per warp",
            Field::MixShared => "shared-memory bank cycles per warp",
            Field::MixMemoryBytes => "DRAM bytes per warp",
            Field::MixIssue => "issue slots per warp",
            Field::ClusterSize => "cluster size (blocks)",
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl InputError {
    pub fn new(field: Field, value: impl ToString, allowed: impl Into<String>) -> Self {
        InputError { field, value: value.to_string(), allowed: allowed.into() }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({}): \"{}\" is not allowed; expected {}",
            self.field.name(),
            self.field.description(),
            self.value,
            self.allowed
        )
    }
}

impl std::error::Error for InputError {}

/// A batch file's header that names a column no batch reads, or lacks one it needs; the
/// message names it and the columns there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeaderError {
    Unknown { column: String, known: Vec<&'static str> },
    Missing { columns: Vec<&'static str>, required: Vec<&'static str> },
}

impl fmt::Display for HeaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeaderError::Unknown { column, known } => {
                write!(f, "unknown column `{column}`; the columns are {}", known.join(","))
            }
            HeaderError::Missing { columns, required } => write!(
                f,
                "missing column{} {}; the header must name {}",
                if columns.len() == 1 { "" } else { "s" },
                columns.iter().map(|c| format!("`{c}`")).collect::<Vec<_>>().join(", "),
                required.join(",")
            ),
        }
    }
}

impl std::error::Error for HeaderError {}
