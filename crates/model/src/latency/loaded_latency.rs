//! Memory latency under load, and the throughput a number of warps then reaches.
//!
//! The textbook (Volkov's thesis §3.2, shared/seeds/004) pairs the unloaded latency with the
//! peak bandwidth, and says that this is an approximation: mean memory latency grows with
//! throughput (his chapter 6). Two effects, measured on an H100 with the stream kernel
//! (`public/samples/h100-run.json`, docs/LATENCY_MODEL.md):
//!
//! - **Queueing.** Each load waits, on average, `queue_cycles × U / (1 − U)` cycles more than at
//!   no load, where U is the throughput as a share of the nominal peak bandwidth: the mean wait
//!   of a single-server queue with exponential service (M/M/1; Kleinrock, *Queueing Systems*,
//!   vol. 1, §3.2). `queue_cycles` is the wait at half the peak.
//! - **A warp waits for its slowest load.** With `n` loads in flight and independent, exponential
//!   waits, the slowest arrives after H(n) = 1 + 1/2 + … + 1/n times the mean wait (the expected
//!   maximum of n exponentials, David & Nagaraja, *Order Statistics*, §4.6). So more loads per
//!   warp need fewer warps, but not proportionally fewer.
//!
//! A warp's iteration then lasts `other + chain × (unloaded + H(n) × wait(U))` cycles, and
//! Little's law closes the loop: the SM's bytes per cycle are warps × bytes per iteration /
//! iteration time. Throughput never exceeds the sustained bandwidth (the most any stream of the
//! run reached: refresh, read-write turnarounds and the like keep DRAM below its nominal peak).

/// The memory system as a warp sees it, per SM.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct LoadedLatency {
    /// Cycles from a load's issue until the warp can go on, at no load.
    pub unloaded_cycles: f64,
    /// The mean queueing wait at half the nominal bandwidth, cycles.
    pub queue_cycles: f64,
    /// The nominal peak (memory clock × bus width), bytes per cycle per SM: U's denominator.
    pub peak_bytes_per_cycle: f64,
    /// The most the memory system delivers, bytes per cycle per SM.
    pub sustained_bytes_per_cycle: f64,
}

/// The n-th harmonic number 1 + 1/2 + … + 1/n, linear between whole n (1 below n = 1).
pub fn harmonic(n: f64) -> f64 {
    let whole = n.floor().clamp(1.0, 1e6);
    let sum: f64 = (1..=whole as u32).map(|i| 1.0 / f64::from(i)).sum();
    if n > whole {
        sum + (n - whole) / (whole + 1.0)
    } else {
        sum
    }
}

impl LoadedLatency {
    /// The mean queueing wait of one load at utilisation `u` (0 ≤ u < 1), cycles.
    pub fn wait(&self, u: f64) -> f64 {
        let u = u.clamp(0.0, 1.0 - 1e-9);
        self.queue_cycles * u / (1.0 - u)
    }

    /// How long a warp waits for the slowest of `loads` loads at utilisation `u`, cycles.
    pub fn warp_latency(&self, u: f64, loads: f64) -> f64 {
        self.unloaded_cycles + harmonic(loads) * self.wait(u)
    }

    /// Bytes per cycle per SM that `warps` warps move when each iteration moves `bytes`, waits
    /// `chain` times for `loads` loads in flight, and spends `other` cycles on work that does not
    /// wait for memory; and the utilisation it runs at.
    ///
    /// The throughput X = warps × bytes / T(U) with U = X / peak and T(U) = A + c·U / (1 − U)
    /// (A = other + chain × unloaded, c = chain × H(loads) × queue_cycles) is the root in (0, 1) of
    /// peak·(c − A)·U² + (peak·A + warps·bytes)·U − warps·bytes = 0, taken in the form that stays
    /// exact whatever the sign of the first coefficient.
    pub fn throughput(&self, warps: f64, bytes: f64, loads: f64, chain: f64, other: f64) -> (f64, f64) {
        let demand = warps * bytes;
        if demand <= 0.0 || self.peak_bytes_per_cycle <= 0.0 {
            return (0.0, 0.0);
        }
        let a = other + chain * self.unloaded_cycles;
        let c = chain * harmonic(loads) * self.queue_cycles;
        let p = self.peak_bytes_per_cycle;
        let (a2, a1) = (p * (c - a), p * a + demand);
        let discriminant = (a1 * a1 + 4.0 * a2 * demand).max(0.0);
        let u = (2.0 * demand / (a1 + discriminant.sqrt())).clamp(0.0, 1.0);
        let x = (u * p).min(self.sustained_bytes_per_cycle);
        (x, x / p)
    }
}
