//! The pure model of Occupancy Lab: how many blocks of a kernel fit on one SM and what limits
//! them, computed exactly as the CUDA 13 runtime and its occupancy header (`cuda_occupancy.h`)
//! do, for every compute capability in `compute_caps/`.
//!
//! **No I/O, no UI, no unsafe code.** The hardware facts are embedded at build time from
//! `compute_caps/`; occupancy, limits and waves are integer arithmetic over them, identical on native
//! and wasm (where the `f64` models may differ: ARCHITECTURE.md, Invariants).

#![forbid(unsafe_code)]

pub mod device;
pub mod import;
pub mod input;
pub mod latency;
pub mod locale;
pub mod occupancy;
pub mod report;
pub mod run;
mod waves;
pub mod what_if;

pub use device::compute_capability::{
    ClusterLimits, ComputeCapability, HeaderOnlyComputeCapability, SharedMemoryConfig, UnifiedL1,
    UnknownComputeCapability, COMPUTE_CAPABILITIES, HEADER_ONLY_COMPUTE_CAPABILITIES,
};
pub use device::gpu::{Gpu, GPUS};
pub use device::gpu_search::{GpuChoice, UnknownGpu, SUGGESTIONS};
pub use input::error::{Allowed, HeaderError, InputError};
pub use input::field::{whole_range, Field, MAX_GRID_BLOCKS, MAX_SMS};
pub use input::grammar::{
    check_whole, parse_whole, parse_whole_in, parse_whole_u32, plain_number, read_bytes, read_decimal, read_whole,
};
pub use locale::numerals::{as_written, bytes, count, decimal, equals, fixed_decimal, percent, thousands};
pub use occupancy::clusters::{cluster_occupancy, ClusterError, ClusterOccupancy};
pub use occupancy::launch::{
    CacheConfig, Carveout, DynamicSharedMemoryLimit, Kernel, Launch, PartitionedGlobalCaching,
};
pub use occupancy::limiters::{Limiter, Limiters};
pub use occupancy::suggest::{
    available_dynamic_shared_memory_per_block, max_potential_block_size, BlockSizeSuggestion,
};
pub use occupancy::sweep::{
    cliffs, sweep_block_size, sweep_registers, sweep_shared_memory, Cliff, CliffPair, Cliffs, SweepPoint,
};
pub use occupancy::theoretical::{occupancy, Allocation, BlockLimits, Note, Occupancy, Violation};
pub use waves::{waves, SmGroup, Waves};
