//! The L1's lines cap the misses in flight. Each request the L1 sends the L2 for data (a load or
//! an atomic that returns a value; not a store or a reduction,
//! [`super::profile::Profile::l2_requests`]) holds one L1 line until its data is back, a loaded
//! round trip τ later ([`super::loaded_latency`]). By Little's law an SM with at most β × L1 ÷ line lines for them
//! completes at most that many requests per τ, so its R requests take at least
//! R × τ ÷ (β × L1 ÷ line). With the 228-KiB configuration the L1 keeps 28 KiB, 224 lines: the
//! L2-resident gather measured about 1.6× its time at 24 warps per SM from 28 warps on.

/// The least time an SM's `requests` take with `l1_bytes` of L1 of `line_bytes` lines, a share
/// `usable` of them holding misses, each for `round_trip` seconds.
pub fn bound(requests: f64, round_trip: f64, l1_bytes: u32, line_bytes: u32, usable: f64) -> f64 {
    let lines = usable * f64::from(l1_bytes) / f64::from(line_bytes.max(1));
    requests * round_trip / lines.max(1.0)
}
