//! The model's shared parameters: dimensionless, the same for every kernel and every GPU, in one
//! place. Each says what it means, its value, and how it was chosen; the grids and the
//! leave-one-kernel-out fits are in docs/WHAT_IF.md. All but β and s_DRAM were chosen on the H100
//! development kernels only (`tests/hardware/data/h100/whatif/README.md`); β was refitted for
//! version 7 and s_DRAM chosen for version 8 on every capture, sets held out of earlier versions
//! included. Each was varied again with version 15 over all thirty-five captures (2,474 profiles):
//! every fitted value is still the best or within two profiles of it (docs/WHAT_IF.md,
//! Parameters).

use serde::Serialize;

/// The shared parameters of [`crate::what_if::predict_with`].
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Parameters {
    /// k, the sharpness of the knee where the latency bound meets a unit's throughput bound: the
    /// steady time is (Σ Tᵢᵏ)^(1/k) over the bounds. Volkov's two-mode model (thesis §3.5,
    /// shared/seeds/004) takes their maximum, k → ∞; a finite k rounds the knee as measured
    /// curves do. Chosen from {3, 4}: 4 (4 in 11 of 13 leave-one-kernel-out folds); checked with
    /// version 11 on all nineteen captures from {3, 4, 5, 6, 8}: 4, in 19 of 19 leave-one-set-out
    /// folds.
    pub knee_sharpness: f64,
    /// a_sm, the share of the SM's peak issue and pipe throughput that mixed code sustains: a
    /// kernel at `sm__throughput` u needs u ÷ a_sm of its profiled time at any occupancy. The
    /// compute-bound n-body saturates at 86.6 % issue-active. Chosen from {0.9, 1.0}: 0.9 (12 of 13
    /// folds).
    pub sustained_issue_share: f64,
    /// β, the share of the L1's lines that misses in flight can hold (each L1→L2 request holds a
    /// 128-byte line until its data or acknowledgement is back); `None` leaves the L1's lines
    /// uncapped. Chosen first from {none, 0.6, 1.0} on the H100's 13 development kernels: 0.6
    /// (13 of 13 folds), set by the L2-resident gather's step at the 228-KiB configuration.
    /// Refitted for version 7 on all eleven captures from {0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.9,
    /// 1.0}: 0.7, the choice of 7 of 8 leave-one-set-out folds (docs/WHAT_IF.md, version 7); the
    /// padded levels' cap at 0.6 bound where the GPU did not (the GEMVs, the embedding bag). On the
    /// forty-five captures before set 43, 0.8–1.0 give 3–6 more profiles within 10 % of 3,012 and
    /// fewer points (docs/WHAT_IF.md, "What fails", item 17); unchanged in a held-out version.
    pub l1_lines_share: Option<f64>,
    /// u_clamp, the highest utilisation at which the open queue's wait U ÷ (1 − U) (Kleinrock,
    /// M/M/1) is trusted: beyond it a closed system's wait is set by its warps (Little's law),
    /// not by U. Chosen from {0.9, 0.995}: 0.9 (13 of 13 folds).
    pub utilisation_clamp: f64,
    /// φ, the share of a memory round trip that runs on the SM's clock (the rest, in the L2 and
    /// DRAM, takes the same nanoseconds at any SM clock): the profile ran at the locked base
    /// clock, the kernel at its own. Set by hand from {0, 0.2, 0.4, 0.5, 1} in sample (the
    /// kernel-balanced error moved by at most 0.4 points); latency-bound launches ran 0.92–0.96×
    /// their profiled time, i.e. φ ≈ 0.1–0.3.
    pub memory_sm_clock_share: f64,
    /// s_DRAM, the least share of DRAM's peak that a kernel streaming from it sustains: DRAM's
    /// cap is the larger of this and the run's own stream (`Calibration::sustained_dram_share`,
    /// [`super::unit_bounds`]). The runs' streams reach 0.823 of the peak on the H100 and 0.725
    /// on the H200, while ordinary kernels of the captures reach more in Nsight Compute's
    /// `dram__throughput` (on the H200: set 4's transposed GEMV 0.90, set 11's Lattice-Boltzmann
    /// step 0.82, set 12's cross-entropy 0.93 and int8 GEMV 0.95): a stream of one 4-byte load per
    /// thread holds fewer bytes in flight than they do. Version 8: chosen from {the runs' alone,
    /// 0.8, 0.85, 0.9, 0.95, 1.0} on all fifteen captures: 0.85, the choice of 11 of the 12
    /// leave-one-set-out folds (docs/WHAT_IF.md, version 8).
    pub streaming_dram_share: f64,
    /// Whether a warp's drain stall (stores awaiting acknowledgement after EXIT) is contention,
    /// carried by the unit bounds, rather than memory wait: it balloons when the L1's lines cap
    /// the stores in flight. Chosen from {true, false}: true (11 of 13 folds).
    pub drain_is_contention: bool,
}

impl Parameters {
    /// The values fitted on all 13 development kernels (each also the leave-one-kernel-out
    /// choice in most folds); β refitted on all eleven captures for version 7; s_DRAM chosen on all
    /// fifteen for version 8.
    pub const FITTED: Parameters = Parameters {
        knee_sharpness: 4.0,
        sustained_issue_share: 0.9,
        l1_lines_share: Some(0.7),
        utilisation_clamp: 0.9,
        memory_sm_clock_share: 0.2,
        streaming_dram_share: 0.85,
        drain_is_contention: true,
    };
}
