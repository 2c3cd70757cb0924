//! GPU models from `compute_caps/gpus.toml`: the per-product facts (SM count, clock, bandwidth)
//! that waves and throughput need, linked to their compute capability.

use crate::ComputeCapability;
use serde::Serialize;

/// One GPU model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Gpu {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub compute_capability: &'static str,
    pub architecture: &'static str,
    pub segment: &'static str,
    pub sms: u32,
    pub boost_clock_mhz: u32,
    pub memory_bandwidth_gbs: u32,
    /// `None` where no source gives it (`gpus.toml` says why).
    pub l2_cache_kib: Option<u32>,
    /// The SMs of each GPC, as thread-block clusters see them (measured); empty where unknown.
    pub gpc_sms: &'static [u32],
    /// Where the numbers come from; empty without the `sources` feature.
    pub source: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/gpus.rs"));

impl Gpu {
    /// Finds a GPU by its name or an alias, up to case, spacing, punctuation and vendor words
    /// ("nvidia h100-sxm5 80gb"). For what people type, use [`Gpu::search`].
    pub fn find(name: &str) -> Option<&'static Gpu> {
        GPUS.iter().find(|g| g.name == name).or_else(|| Gpu::search(name).ok().filter(|c| c.exact).map(|c| c.gpu))
    }

    /// The compute capability this GPU implements. The build script checks that it exists.
    pub fn compute_capability(&self) -> Option<&'static ComputeCapability> {
        ComputeCapability::find(self.compute_capability)
    }
}
