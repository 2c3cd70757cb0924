//! Theoretical occupancy, exactly as the CUDA runtime computes it
//! (`cudaOccupancyMaxActiveBlocksPerMultiprocessor` and the occupancy header): a kernel and its
//! launch (`launch`), each resource's block limit (`block_limit`) under the shared-memory
//! configuration the driver picks (`shared_memory_config`), the result with its limiters,
//! violations and notes (`theoretical`, `limiters`); and what is built on it: thread-block
//! clusters, the "impact of varying" sweeps and cliffs, the launch configurator's suggestion,
//! and the CSV batches of `occlab calc --batch` and `occlab clusters --batch`.

pub mod batch;
pub(crate) mod block_limit;
pub mod cluster_batch;
pub(crate) mod clusters;
pub(crate) mod launch;
pub(crate) mod limiters;
pub(crate) mod shared_memory_config;
pub(crate) mod suggest;
pub(crate) mod sweep;
pub(crate) mod theoretical;
