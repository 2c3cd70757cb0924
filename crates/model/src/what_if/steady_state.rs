//! The steady state at a number of resident blocks: the latency bound and the units' throughput
//! bounds combined by a smooth maximum (Volkov's two modes, thesis §3.5, with a rounded knee),
//! DRAM a hard cap; solved as a fixed point, since the memory's queue depends on the throughput
//! it produces (the calibrated model's loop, docs/LATENCY_MODEL.md).

use serde::Serialize;

/// The bound that decides a steady state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Term {
    /// The warps' waits are not hidden (Little's law: too few warps in flight).
    Latency,
    /// The SM's issue slots and pipes.
    SmIssue,
    /// L1 and shared-memory throughput.
    L1Throughput,
    /// L2 throughput.
    L2Throughput,
    /// The L1's lines cap the misses in flight.
    LinesInFlight,
    /// DRAM bandwidth.
    Dram,
    /// A unit the warps wait for, busy at the profile whatever the occupancy.
    Throttled,
    /// The SM starts its blocks one at a time: its blocks take at least their number × the
    /// interval between two starts.
    BlockStarts,
}

/// A set of [`Term`]s, a bit each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Terms(u16);

impl Terms {
    /// The set of one term.
    pub fn of(term: Term) -> Terms {
        Terms(Terms::bit(term))
    }

    pub fn contains(self, term: Term) -> bool {
        self.0 & Terms::bit(term) != 0
    }

    pub fn insert(&mut self, term: Term) {
        self.0 |= Terms::bit(term);
    }

    fn bit(term: Term) -> u16 {
        1 << term as u16
    }
}

/// The bounds that make a smooth maximum give it within this share: the fewest of the largest
/// whose own smooth maximum is at least 95 % of the whole, so that the bounds left out shorten
/// the time by less than 5 % together: less than the model's median error on held-out profiles.
const MAKING_SHARE: f64 = 0.95;

/// A smooth maximum of several bounds ([`smooth_max`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SmoothMax {
    /// (Σ tᵏ)^(1/k).
    pub time: f64,
    /// The largest bound's term.
    pub largest: Term,
    /// Whether the largest bound alone makes most of the time: its kᵗʰ power is at least half
    /// of the sum, Σ (t ÷ t_max)ᵏ ≤ 2, that is t_max ≥ 2^(−1/k) × the time (0.84 at k = 4).
    /// Where it does not, several bounds near each other together make the time.
    pub dominant: bool,
}

/// The positive times' largest and Σ (t ÷ t_max)ᵏ. A whole k takes whole powers (`powi`): the
/// same on every target (ARCHITECTURE.md), and a third of the time `powf` takes.
struct Powers {
    term: Term,
    largest: f64,
    k: f64,
    whole: Option<i32>,
    sum: f64,
}

impl Powers {
    fn of(times: &[(Term, f64)], k: f64) -> Option<Powers> {
        let &(term, largest) = largest_of(times, Terms::default())?;
        let whole = (k.fract() == 0.0 && (1.0..=64.0).contains(&k)).then_some(k as i32);
        let mut powers = Powers { term, largest, k, whole, sum: 0.0 };
        powers.sum = times.iter().filter(|(_, t)| *t > 0.0).map(|(_, t)| powers.power(t / largest)).sum();
        Some(powers)
    }

    fn power(&self, x: f64) -> f64 {
        self.whole.map_or_else(|| x.powf(self.k), |n| x.powi(n))
    }
}

/// The largest positive time whose term is not among `left_out`.
fn largest_of(times: &[(Term, f64)], left_out: Terms) -> Option<&(Term, f64)> {
    times.iter().filter(|(t, time)| *time > 0.0 && !left_out.contains(*t)).max_by(|a, b| a.1.total_cmp(&b.1))
}

/// (Σ tᵏ)^(1/k) over the positive times, the largest one's term and whether it dominates; 0,
/// latency and dominant for none. k = 4 takes its root by two square roots: the same on every
/// target, and faster than `powf`.
pub fn smooth_max(times: &[(Term, f64)], k: f64) -> SmoothMax {
    let Some(p) = Powers::of(times, k) else {
        return SmoothMax { time: 0.0, largest: Term::Latency, dominant: true };
    };
    let root = if p.whole == Some(4) { p.sum.sqrt().sqrt() } else { p.sum.powf(1.0 / k) };
    SmoothMax { time: p.largest * root, largest: p.term, dominant: p.sum <= 2.0 }
}

/// The bounds that make [`smooth_max`]'s time: the fewest of the largest whose own smooth maximum
/// is within [`MAKING_SHARE`] of it; latency for none. Apart from the smooth maximum, since only
/// the steady state a level settles at names them, not each trial of its search ([`fixed_point`]).
pub fn making(times: &[(Term, f64)], k: f64) -> Terms {
    let Some(p) = Powers::of(times, k) else { return Terms::of(Term::Latency) };
    let (enough, mut named, mut made) = (p.power(MAKING_SHARE) * p.sum, Terms::default(), 0.0);
    while made < enough {
        let Some(&(t, time)) = largest_of(times, named) else { break };
        named.insert(t);
        made += p.power(time / p.largest);
    }
    named
}

/// The search narrows its bracket, from 10⁻³ to 10³ × the scale, until its ends differ by less
/// than this share: far below any figure the model gives (a ratio is printed to 0.01, and
/// compared to 0.1 %).
const TOLERANCE: f64 = 1e-9;
/// At most this many steps (bisection alone would get there in 34).
const STEPS: usize = 100;

/// The fixed point T = f(T) of an `f` that falls as T grows (more time, less load, shorter
/// queues), searched from 10⁻³ to 10³ × `scale`: by false position with the Illinois
/// modification (Dowell and Jarratt, BIT 11, 1971) on g(T) = f(T) − T, which keeps the root
/// bracketed and converges superlinearly; a bisection on log T where the secant would leave the
/// bracket. Returns the upper end of the last bracket, where f(T) ≤ T.
pub fn fixed_point(scale: f64, f: impl Fn(f64) -> f64) -> f64 {
    let g = |t: f64| f(t) - t;
    let (mut low, mut high) = (1e-3 * scale, 1e3 * scale);
    let (mut g_low, mut g_high) = (g(low), g(high));
    if g_low <= 0.0 {
        return low;
    }
    if g_high > 0.0 {
        return high;
    }
    // Which end the last step moved, for the Illinois halving of the other end's value.
    let mut last_moved_high = None;
    for _ in 0..STEPS {
        if high <= low * (1.0 + TOLERANCE) {
            break;
        }
        let secant = (low * g_high - high * g_low) / (g_high - g_low);
        let middle = (low * high).sqrt();
        // False position where it lies well inside the bracket, else the bisection.
        let t = if secant.is_finite() && secant > low && secant < high { secant } else { middle };
        let g_t = g(t);
        if g_t > 0.0 {
            low = t;
            g_low = g_t;
            if last_moved_high == Some(false) {
                g_high /= 2.0;
            }
            last_moved_high = Some(false);
        } else {
            high = t;
            g_high = g_t;
            if last_moved_high == Some(true) {
                g_low /= 2.0;
            }
            last_moved_high = Some(true);
        }
    }
    high
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_smooth_maximum_lies_between_the_largest_and_the_sum() {
        let m = smooth_max(&[(Term::Latency, 3.0), (Term::Dram, 4.0), (Term::SmIssue, 0.0)], 2.0);
        assert_eq!((m.time, m.largest), (5.0, Term::Dram));
        assert_eq!(smooth_max(&[], 4.0), SmoothMax { time: 0.0, largest: Term::Latency, dominant: true });
        assert_eq!(making(&[], 4.0), Terms::of(Term::Latency));
        // 4² is 16 of the 25: the largest dominates; two equal bounds are each half, at the edge;
        // a third near them and none does.
        assert!(m.dominant);
        assert!(smooth_max(&[(Term::SmIssue, 1.0), (Term::L2Throughput, 1.0)], 4.0).dominant);
        let three = [(Term::SmIssue, 1.0), (Term::L1Throughput, 0.9), (Term::L2Throughput, 0.9)];
        assert!(!smooth_max(&three, 4.0).dominant);
        // All three make it: the two largest alone, (1 + 0.9⁴)^¼ = 1.13, are 92 % of
        // (1 + 2 × 0.9⁴)^¼ = 1.23.
        let made = making(&three, 4.0);
        assert!([Term::SmIssue, Term::L1Throughput, Term::L2Throughput].iter().all(|&t| made.contains(t)));
        // A bound at 0.3 of the largest shortens the time by a fifth of a percent: left out.
        let idle = [(Term::Latency, 1.0), (Term::L2Throughput, 0.95), (Term::SmIssue, 0.3), (Term::Dram, 0.0)];
        let made = making(&idle, 4.0);
        assert!(made.contains(Term::Latency) && made.contains(Term::L2Throughput));
        assert!(!made.contains(Term::SmIssue) && !made.contains(Term::Dram));
        // 4 alone is 80 % of 5: both make it, though 4 dominates.
        let mut both = Terms::of(Term::Dram);
        both.insert(Term::Latency);
        assert_eq!(making(&[(Term::Latency, 3.0), (Term::Dram, 4.0), (Term::SmIssue, 0.0)], 2.0), both);
    }

    #[test]
    fn the_fixed_point_of_a_falling_function() {
        // T = 4 / T: T = 2.
        let t = fixed_point(1.0, |t| 4.0 / t);
        assert!((t - 2.0).abs() < 1e-9, "{t}");
    }
}
