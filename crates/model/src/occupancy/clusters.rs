//! Cluster occupancy (compute capability 9.0 on): how many thread-block clusters of a launch
//! are active on the whole GPU at once, as `cudaOccupancyMaxActiveClusters` answers, and the
//! largest cluster the kernel could use (`cudaOccupancyMaxPotentialClusterSize`).
//!
//! A cluster's blocks run on distinct SMs of one GPC. A GPC of `s` SMs, each taking `b` of the
//! launch's blocks, therefore holds ⌊s·b / k⌋ clusters of `k` blocks when k ≤ s, and none when
//! k > s; a cluster launch counts at most `ClusterLimits::blocks_per_sm` blocks per SM. Source:
//! measured on an H100 and an H200 (CUDA 13.0 runtime; tests/hardware/data/*/clusters): with the
//! GPC layout read from `%smid` and `%clusterid`, this reproduces all 28,800 answers, and the
//! runtime refuses sizes above the portable 8 without the non-portable attribute, above 16 with it.

use crate::input::error::{Allowed, InputError};
use crate::input::field::Field;
use crate::locale::message::{separated, Message};
use crate::{ComputeCapability, Gpu, Occupancy};
use serde::Serialize;
use std::fmt;

/// The cluster figures of one launch.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ClusterOccupancy {
    pub cluster_size: u32,
    /// The launch's blocks per SM as a cluster launch counts them.
    pub blocks_per_sm: u32,
    /// Clusters active on the whole GPU at once (`cudaOccupancyMaxActiveClusters`).
    pub max_active_clusters: u32,
    /// The largest cluster size the kernel could use (`cudaOccupancyMaxPotentialClusterSize`):
    /// the portable maximum, or with the non-portable attribute the larger one; 0 if no block fits.
    pub max_potential_cluster_size: u32,
    /// Nsight Compute's Cluster Occupancy (`launch__occupancy_cluster_pct`, "the ratio of active
    /// blocks to the max possible active blocks due to clusters"), as a fraction: the blocks of
    /// the max active clusters over the compute capability's blocks per SM on every SM. Fitted
    /// to 22 captured H100 launches (tests/hardware/data/h100/cluster_ncu/): grid sizes from 2 to
    /// 8,448 blocks leave it unchanged.
    pub cluster_occupancy: f64,
    /// Nsight Compute's Overall GPU Occupancy (`launch__occupancy_cluster_gpu_pct`): Cluster
    /// Occupancy × Theoretical Occupancy, as a fraction (same captures).
    pub overall_gpu_occupancy: f64,
}

/// Why cluster occupancy cannot be computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClusterError {
    /// The compute capability has no thread-block clusters in compute_caps/ (before 9.0, or
    /// not yet measured).
    NoClusters { compute_capability: &'static str },
    /// The GPU's GPC layout is not in gpus.toml.
    NoGpcLayout { gpu: &'static str },
    /// The cluster size is out of range; the runtime answers `cudaErrorInvalidClusterSize`.
    Size(InputError),
}

impl ClusterError {
    /// Why, in the catalogues' words (`cluster-error-*`).
    pub fn message(&self) -> Message {
        match self {
            ClusterError::NoClusters { compute_capability } => {
                let measured = crate::COMPUTE_CAPABILITIES
                    .iter()
                    .filter(|c| c.clusters.is_some())
                    .map(|c| Message::from(c.name.to_string()));
                Message::new("cluster-error-no-clusters")
                    .arg("cc", *compute_capability)
                    .arg("measured", separated(measured, "join-comma").unwrap_or_else(Message::empty))
            }
            ClusterError::NoGpcLayout { gpu } => Message::new("cluster-error-no-gpc-layout").arg("gpu", *gpu),
            ClusterError::Size(e) => Message::new("cluster-error-size").arg("error", e.message()),
        }
    }
}

/// The English words.
impl fmt::Display for ClusterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for ClusterError {}

/// The cluster occupancy of a launch whose occupancy on `cc` is `o`, on `gpu`, in clusters of
/// `cluster_size` blocks (`non_portable`: the kernel sets
/// `cudaFuncAttributeNonPortableClusterSizeAllowed`).
pub fn cluster_occupancy(
    cc: &ComputeCapability,
    gpu: &Gpu,
    o: &Occupancy,
    cluster_size: u32,
    non_portable: bool,
) -> Result<ClusterOccupancy, ClusterError> {
    let limits = cc.clusters.ok_or(ClusterError::NoClusters { compute_capability: cc.name })?;
    if gpu.gpc_sms.is_empty() {
        return Err(ClusterError::NoGpcLayout { gpu: gpu.name });
    }
    let largest = if non_portable { limits.non_portable } else { limits.portable };
    if cluster_size == 0 || cluster_size > largest {
        let allowed =
            Allowed::ClusterSize { max: largest, non_portable: (!non_portable).then_some(limits.non_portable) };
        return Err(ClusterError::Size(InputError::new(Field::ClusterSize, cluster_size, allowed)));
    }
    let blocks_per_sm = o.active_blocks_per_sm.min(limits.blocks_per_sm);
    let max_active_clusters =
        gpu.gpc_sms.iter().filter(|&&sms| cluster_size <= sms).map(|&sms| sms * blocks_per_sm / cluster_size).sum();
    let cluster_occupancy = f64::from(max_active_clusters * cluster_size) / f64::from(cc.max_blocks_per_sm * gpu.sms);
    Ok(ClusterOccupancy {
        cluster_size,
        blocks_per_sm,
        max_active_clusters,
        max_potential_cluster_size: if blocks_per_sm == 0 { 0 } else { largest },
        cluster_occupancy,
        overall_gpu_occupancy: cluster_occupancy * o.occupancy,
    })
}
