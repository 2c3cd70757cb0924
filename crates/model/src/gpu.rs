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
    pub l2_cache_kib: u32,
    /// Where the numbers come from; empty without the `sources` feature.
    pub source: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/gpus.rs"));

impl Gpu {
    /// Finds a GPU by name or alias, ignoring case, spaces, dashes and a leading "NVIDIA".
    pub fn find(name: &str) -> Option<&'static Gpu> {
        if let Some(gpu) = GPUS.iter().find(|g| g.name == name) {
            return Some(gpu);
        }
        let wanted = normalise(name);
        GPUS.iter().find(|g| normalise(g.name) == wanted || g.aliases.iter().any(|a| normalise(a) == wanted))
    }

    /// The compute capability this GPU implements. The build script checks that it exists.
    pub fn compute_capability(&self) -> Option<&'static ComputeCapability> {
        ComputeCapability::find(self.compute_capability)
    }
}

fn normalise(name: &str) -> String {
    let lower = name.to_lowercase();
    let lower = lower.trim().strip_prefix("nvidia").unwrap_or(&lower);
    lower.chars().filter(|c| c.is_ascii_alphanumeric()).collect()
}
