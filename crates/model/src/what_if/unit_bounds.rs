//! The units' throughput bounds. A unit busy u of the profiled time (its speed-of-light share:
//! Nsight Compute Kernel Profiling Guide, "Speed Of Light") has u × T_p of work to do at any
//! occupancy: the launch cannot take less (Volkov 2016, §3.5: the throughput bound). Work on the
//! SM's clock (issue, pipes, L1) scales with the clock from the profile's to the run's; the L2
//! and DRAM take the same nanoseconds at any SM clock. DRAM is a hard cap at the sustained
//! share of its bandwidth (the calibration's), or at what the kernel reached if that is more.

use super::parameters::Parameters;
use super::profile::Profile;

/// The bounds, seconds at the run's clock.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct UnitBounds {
    /// The SM's issue slots and pipes: T_p × sm ÷ a_sm × clk.
    pub sm: f64,
    /// L1 and shared memory: T_p × l1 × clk.
    pub l1: f64,
    /// L2: T_p × l2.
    pub l2: f64,
    /// DRAM, a hard cap: T_p × dram ÷ max(sustained share, dram).
    pub dram: f64,
}

impl UnitBounds {
    /// The bounds of `profile`; `clock_ratio` is the profile's SM clock ÷ the run's.
    pub fn new(profile: &Profile, parameters: &Parameters, clock_ratio: f64, sustained_dram_share: f64) -> UnitBounds {
        let t = profile.duration;
        let dram_cap = sustained_dram_share.max(profile.dram_share);
        UnitBounds {
            sm: t * profile.sm_share / parameters.sustained_issue_share * clock_ratio,
            l1: t * profile.l1_share * clock_ratio,
            l2: t * profile.l2_share,
            dram: if dram_cap > 0.0 { t * profile.dram_share / dram_cap } else { 0.0 },
        }
    }
}
