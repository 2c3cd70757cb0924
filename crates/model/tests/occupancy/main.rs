//! Theoretical occupancy against its independent references: NVIDIA's occupancy header row by
//! row, the CUDA runtime on real GPUs (launches and thread-block clusters), the published worked
//! examples, and the properties that hold for every input.

mod clusters;
mod hardware;
mod properties;
mod vendor_reference;
mod worked_examples;
