//! What each throughput experiment is, in the model's terms: its unit, the work of one warp
//! iteration, its name; and the spread of a timed histogram.

use super::{CycleSpread, Experiment, ThroughputUnit, Workload};
use crate::locale::message::{Arg, Message};

/// Threads per warp on every device the run format accepts (`compute_caps/`: warp size 32).
pub(crate) const WARP: f64 = 32.0;
/// Bytes one thread loads or stores per access: the kernels move `float`s.
pub(crate) const ELEMENT_BYTES: f64 = 4.0;

impl Workload {
    /// "stream", "fma_chains": the run file's name.
    pub fn key(self) -> &'static str {
        match self {
            Workload::Stream => "stream",
            Workload::FmaChains => "fma_chains",
        }
    }

    pub fn unit(self) -> ThroughputUnit {
        match self {
            Workload::Stream => ThroughputUnit::GigabytesPerSecond,
            Workload::FmaChains => ThroughputUnit::GigaflopsPerSecond,
        }
    }
}

impl Experiment {
    pub fn unit(self) -> ThroughputUnit {
        self.workload.unit()
    }

    /// "Stream, 4 loads in flight per array", "FMA chains, ILP 2".
    pub fn label(self) -> Message {
        let k = Arg::Count(self.parallelism.into());
        match self.workload {
            Workload::Stream if self.parallelism == 1 => Message::new("experiment-stream-one"),
            Workload::Stream => Message::new("experiment-stream").arg("k", k),
            Workload::FmaChains => Message::new("experiment-fma").arg("k", k),
        }
    }

    /// Work of one warp iteration in the unit's base (bytes or FLOP): a stream iteration moves
    /// 3 × K × 4 B per thread (2K loads and K stores); an FMA chains iteration is K FMAs of
    /// 2 FLOP per thread.
    pub fn work_per_warp_iteration(self) -> f64 {
        let k = f64::from(self.parallelism);
        match self.workload {
            Workload::Stream => 3.0 * k * ELEMENT_BYTES * WARP,
            Workload::FmaChains => 2.0 * k * WARP,
        }
    }
}

impl CycleSpread {
    /// The spread of a histogram of `bin_cycles`-wide bins (bin i holds durations from
    /// i × bin_cycles up to the next bin; the last holds everything longer). Each figure is its
    /// bin's middle; `None` for an empty histogram.
    pub fn from_histogram(counts: &[u64], bin_cycles: f64) -> Option<CycleSpread> {
        let total: u64 = counts.iter().sum();
        if total == 0 {
            return None;
        }
        let middle = |i: usize| (i as f64 + 0.5) * bin_cycles;
        let mean = counts.iter().enumerate().map(|(i, &c)| middle(i) * c as f64).sum::<f64>() / total as f64;
        let quantile = |q: f64| {
            let wanted = (q * total as f64).ceil().max(1.0) as u64;
            let mut seen = 0;
            counts
                .iter()
                .position(|&c| {
                    seen += c;
                    seen >= wanted
                })
                .map_or(middle(counts.len() - 1), middle)
        };
        Some(CycleSpread { mean, p10: quantile(0.1), p50: quantile(0.5), p90: quantile(0.9), p99: quantile(0.99) })
    }
}
