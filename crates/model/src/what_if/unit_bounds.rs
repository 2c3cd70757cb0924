//! The units' throughput bounds. A unit busy u of the profiled time (its speed-of-light share:
//! Nsight Compute Kernel Profiling Guide, "Speed Of Light") has u × T_p of work to do at any
//! occupancy: the launch cannot take less (Volkov 2016, §3.5: the throughput bound). Work on the
//! SM's clock (issue, pipes, L1) scales with the clock from the profile's to the run's; the L2
//! and DRAM take the same nanoseconds at any SM clock. DRAM is a hard cap at the sustained
//! share of its bandwidth (the calibration's, or `Parameters::streaming_dram_share` if that is
//! more), or at what the kernel reached if that is more still.
//! Where the profile shows the memory system saturated below its bandwidth (a capacity κ < 1,
//! [`super::prediction`]), the L2 and DRAM serve at most κ of their peaks for this kernel.
//!
//! The SM's own units (its issue slots and pipes, its L1) are bounded on the busiest SM, which
//! runs B = ⌈G ÷ SMs⌉ blocks where the average SM runs G ÷ SMs: a speed-of-light share is the
//! average over every SM of the elapsed time (`.avg.pct_of_peak_sustained_elapsed`), so the
//! busiest SM's units do B × SMs ÷ G times the average's work (version 11). A grid of 192 blocks
//! on 132 SMs profiled at one block per SM (set 15's Gram matrix) shows its L1 61 % busy, but its
//! second wave runs on 60 SMs while 72 stand idle; the SMs that run two blocks keep their L1 84 %
//! busy, so a second resident block gains at most 16 %: it measured 7 %. The L2 and DRAM are
//! shared by every SM: their average is the launch's.
//!
//! One more bound sees a unit that no speed-of-light figure names: a warp that waits a share s
//! of its time for a unit's full queue ([`super::profile::THROTTLES`]) finds that unit busy, so
//! the unit is busy at least s of the launch, T_p × s, at any occupancy (Little's law on its
//! queue). A hard floor like DRAM's, it takes the same nanoseconds at any SM clock: the throttles
//! that reach it are the memory system's (the contended atomics of 64 hot counters, version 4).

use super::parameters::Parameters;
use super::profile::Profile;

/// The bounds, seconds at the run's clock.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct UnitBounds {
    /// The SM's issue slots and pipes on the busiest SM: T_p × sm × B·SMs ÷ G ÷ a_sm × clk.
    pub sm: f64,
    /// L1 and shared memory on the busiest SM: T_p × l1 × B·SMs ÷ G × clk.
    pub l1: f64,
    /// L2: T_p × l2 ÷ κ.
    pub l2: f64,
    /// DRAM, a hard cap: T_p × dram ÷ max(κ × max(sustained share, s_DRAM), dram).
    pub dram: f64,
    /// A unit the warps wait for, a hard floor: T_p × throttle cycles ÷ CPI.
    pub throttled: f64,
}

impl UnitBounds {
    /// The bounds of `profile`; `clock_ratio` is the profile's SM clock ÷ the run's, `capacity`
    /// κ the share of the memory system's bandwidth it can serve this kernel (1 unless saturated),
    /// `busiest_share` the busiest SM's blocks ÷ the average SM's.
    pub fn new(
        profile: &Profile,
        parameters: &Parameters,
        clock_ratio: f64,
        sustained_dram_share: f64,
        capacity: f64,
        busiest_share: f64,
    ) -> UnitBounds {
        let t = profile.duration;
        let capacity = if capacity > 0.0 { capacity.min(1.0) } else { 1.0 };
        let sustained = sustained_dram_share.max(parameters.streaming_dram_share);
        let dram_cap = (capacity * sustained).max(profile.dram_share);
        let throttled = if profile.cycles_per_issue > 0.0 {
            t * (profile.throttle_cycles / profile.cycles_per_issue).min(1.0)
        } else {
            0.0
        };
        let busiest = busiest_share.max(1.0);
        UnitBounds {
            sm: t * profile.sm_share * busiest / parameters.sustained_issue_share * clock_ratio,
            l1: t * profile.l1_share * busiest * clock_ratio,
            l2: t * profile.l2_share / capacity,
            dram: if dram_cap > 0.0 { t * profile.dram_share / dram_cap } else { 0.0 },
            throttled,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stream at half of DRAM's peak, 600 µs.
    fn stream() -> Profile {
        Profile {
            duration: 600e-6,
            clock_hz: 1.59e9,
            achieved_warps: Some(16.0),
            cycles_per_issue: 40.0,
            fixed_cycles: 5.0,
            memory_cycles: 35.0,
            throttle_cycles: 0.0,
            sm_contention_cycles: 0.0,
            constant_miss_cycles: 0.0,
            short_queue: None,
            dram_share: 0.5,
            l2_share: 0.55,
            l1_share: 0.2,
            sm_share: 0.1,
            l2_hit: 0.0,
            l2_requests: 0.0,
            loads_per_instruction: Some(0.1),
            l1_loads: None,
            loads_per_wait: None,
        }
    }

    #[test]
    fn dram_caps_at_the_streaming_share_where_the_runs_stream_reached_less() {
        // The H200's run streams at 0.725 of the peak: the cap is s_DRAM's 0.85, so the stream's
        // work takes at least 0.5 ÷ 0.85 of its profiled time.
        let fitted = UnitBounds::new(&stream(), &Parameters::FITTED, 1.0, 0.725, 1.0, 1.0);
        assert!((fitted.dram - 600e-6 * 0.5 / 0.85).abs() < 1e-15, "{fitted:?}");
        // A run that streams faster than s_DRAM sets the cap itself.
        let faster = UnitBounds::new(&stream(), &Parameters::FITTED, 1.0, 0.9, 1.0, 1.0);
        assert!((faster.dram - 600e-6 * 0.5 / 0.9).abs() < 1e-15, "{faster:?}");
        // Without s_DRAM (version 7), the run's own share.
        let version_7 = Parameters { streaming_dram_share: 0.0, ..Parameters::FITTED };
        let runs = UnitBounds::new(&stream(), &version_7, 1.0, 0.725, 1.0, 1.0);
        assert!((runs.dram - 600e-6 * 0.5 / 0.725).abs() < 1e-15, "{runs:?}");
    }

    #[test]
    fn the_sms_own_units_are_bounded_on_the_busiest_sm() {
        // 192 blocks on 132 SMs: the busiest runs 2 where the average runs 192 ÷ 132.
        let share = 2.0 * 132.0 / 192.0;
        let even = UnitBounds::new(&stream(), &Parameters::FITTED, 1.0, 0.725, 1.0, 1.0);
        let uneven = UnitBounds::new(&stream(), &Parameters::FITTED, 1.0, 0.725, 1.0, share);
        assert!((uneven.l1 - 600e-6 * 0.2 * share).abs() < 1e-15, "{uneven:?}");
        assert!((uneven.sm - 600e-6 * 0.1 * share / 0.9).abs() < 1e-15, "{uneven:?}");
        // The L2 and DRAM are shared by every SM.
        assert_eq!((uneven.l2, uneven.dram), (even.l2, even.dram));
    }
}
