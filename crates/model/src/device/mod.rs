//! The devices: each compute capability's limits and latencies (`compute_caps/*.toml`, embedded
//! by `build.rs`), the GPU models of `gpus.toml`, and the one search that turns a GPU as people
//! type it ("4090 laptop", "h100 pcie") into one of them.

pub(crate) mod compute_capability;
pub(crate) mod gpu;
pub(crate) mod gpu_search;
