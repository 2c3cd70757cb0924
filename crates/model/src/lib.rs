//! The pure model of Occupancy Lab: how many blocks of a kernel fit on one SM and what limits
//! them, computed exactly as the CUDA 13 runtime and its occupancy header (`cuda_occupancy.h`)
//! do, for every compute capability in `compute_caps/`.
//!
//! **No I/O, no UI, no unsafe code.** The hardware facts are embedded at build time from
//! `compute_caps/`; occupancy, limits and waves are integer arithmetic over them, identical on native
//! and wasm (where the `f64` models may differ: ARCHITECTURE.md, Invariants).

#![forbid(unsafe_code)]

pub mod api;
pub mod batch;
mod block_limit;
pub mod calibrated;
pub mod cluster_batch;
mod clusters;
mod compute_capability;
mod error;
mod gpu;
mod gpu_search;
pub mod import;
mod input_grammar;
mod inputs;
pub mod latency;
pub mod latency_scenario;
mod limiters;
pub mod loaded_latency;
pub mod locale;
pub mod message;
mod numerals;
mod occupancy;
pub mod report;
pub mod run;
mod shared_memory_config;
mod suggest;
mod sweep;
pub mod warp_schedulers;
mod waves;

pub use clusters::{cluster_occupancy, ClusterError, ClusterOccupancy};
pub use compute_capability::{
    ClusterLimits, ComputeCapability, HeaderOnlyComputeCapability, SharedMemoryConfig, UnknownComputeCapability,
    COMPUTE_CAPABILITIES, HEADER_ONLY_COMPUTE_CAPABILITIES,
};
pub use error::{Allowed, Field, HeaderError, InputError};
pub use gpu::{Gpu, GPUS};
pub use gpu_search::{GpuChoice, UnknownGpu, SUGGESTIONS};
pub use input_grammar::{
    check_whole, parse_whole, parse_whole_in, parse_whole_u32, plain_number, read_bytes, read_decimal, read_whole,
    whole_range,
};
pub use inputs::{CacheConfig, Carveout, DynamicSharedMemoryLimit, Kernel, Launch, PartitionedGlobalCaching};
pub use limiters::{Limiter, Limiters};
pub use numerals::{bytes, count, decimal, fixed_decimal, percent, thousands};
pub use occupancy::{occupancy, Allocation, BlockLimits, Note, Occupancy, Violation};
pub use suggest::{available_dynamic_shared_memory_per_block, max_potential_block_size, BlockSizeSuggestion};
pub use sweep::{cliffs, sweep_block_size, sweep_registers, sweep_shared_memory, Cliff, CliffPair, Cliffs, SweepPoint};
pub use waves::{waves, SmGroup, Waves, MAX_GRID_BLOCKS, MAX_SMS};
