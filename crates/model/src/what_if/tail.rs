//! Waves and the tail. The busiest SM runs B = ⌈G ÷ SMs⌉ blocks, b at a time (Nsight Compute
//! Kernel Profiling Guide, "Launch Statistics": waves per SM; the lab's `waves`). A steady state
//! T_s(n) is the time of the whole launch's work at n resident blocks, so one block there takes
//! d(n) = T_s(n) × n ÷ B. How the blocks follow one another decides the tail ([`Succession`]).
//! A grid of one wave or less gains nothing from more block slots: they stay empty.

use super::steady_state::Term;

/// How the busiest SM's blocks follow one another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Succession {
    /// In waves: blocks that start together end together, since each one's pace is set by its own
    /// warps' waits or by a unit all SMs share (the L2, DRAM), in which the SMs' tails coincide.
    /// ⌊B ÷ b⌋ full waves at the steady state of b, then a last wave of the r = B mod b left, at
    /// the steady state of r: T = ⌊B ÷ b⌋ × T_s(b) × b ÷ B + T_s(r) × r ÷ B.
    Waves,
    /// Staggered: blocks that contend for the SM's own issue slots or its L1 fall out of step (its
    /// schedulers pick among the ready warps every cycle, and do not share the cycles out evenly
    /// among blocks), so a block starts whenever one ends. The SM holds b blocks until none is
    /// left to start, those b then evenly spread over a block's work (the kᵗʰ to end has k ÷ b of
    /// it left), and drains: after each end the rest run at the steady state of one fewer.
    /// T = (B − (b + 1) ÷ 2) ÷ B × T_s(b) + Σₙ₌₁..b T_s(n) × n ÷ (B × b). Set 51's polar decoder
    /// (SM-bound from 8 blocks per SM, B = 32) ran 1.01× as long at 10 blocks per SM (3 waves and
    /// 2 blocks) as at 11 and 0.99× at 15 (2 waves and 2): from its profile at 11, waves predict
    /// 1.14× and 1.11×, staggered blocks 1.01× and 0.97×.
    Staggered,
}

impl Succession {
    /// Staggered where the SM's issue or its L1 decides the steady state, in waves otherwise.
    /// Over the fifty-four captures before set 52 (3,573 profiles), the levels with a partial wave
    /// the reasons name were predicted a median 1.5 % slower than their neighbours where the SM's
    /// issue decides, in waves; staggered there and where the L1 decides, 2,861 profiles within a
    /// 10 % median, against 2,848 all in waves and 2,829 all staggered. Set 52, held out of it:
    /// 72 of 77, against 68 in waves (docs/WHAT_IF.md, version 16).
    pub fn of(decider: Term) -> Succession {
        match decider {
            Term::SmIssue | Term::L1Throughput => Succession::Staggered,
            _ => Succession::Waves,
        }
    }
}

/// The waves of a launch on its busiest SM.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tail {
    /// Full waves of the resident blocks.
    pub full_waves: u64,
    /// Blocks per SM in the last, partial wave; 0 when every wave is full.
    pub partial_blocks: u32,
    pub succession: Succession,
}

/// A partial wave is worth naming when it is a visible share of the launch: there are fewer than
/// this many full waves …
const NAMED_BELOW_WAVES: u64 = 8;
/// … and it holds less than this share of a full wave's blocks.
const NAMED_BELOW_SHARE: f64 = 0.75;

impl Tail {
    /// Whether the partial wave is worth a word beside the reason: blocks in waves, a few full
    /// waves, and a last wave well short of full.
    pub fn worth_naming(&self, resident: u32) -> bool {
        self.succession == Succession::Waves
            && self.partial_blocks > 0
            && (1..NAMED_BELOW_WAVES).contains(&self.full_waves)
            && f64::from(self.partial_blocks) < NAMED_BELOW_SHARE * f64::from(resident)
    }
}

/// The launch's time from the steady state of `resident` blocks (`steady`) and of fewer
/// (`steady_of`), with `busiest` blocks on the busiest SM, following one another as `succession`
/// says.
pub fn launch_time(
    busiest: u64,
    resident: u32,
    steady: f64,
    steady_of: impl Fn(u32) -> f64,
    succession: Succession,
) -> (f64, Tail) {
    let per_wave = u64::from(resident.max(1));
    let total = busiest.max(1) as f64;
    let full_waves = busiest / per_wave;
    let partial = u32::try_from(busiest % per_wave).unwrap_or(0);
    let tail = Tail { full_waves, partial_blocks: partial, succession };
    let b = f64::from(resident.max(1));
    let time = match succession {
        Succession::Staggered if busiest > per_wave => {
            // The drain's last term, n = b, is the steady state already given.
            let drain: f64 = (1..resident).map(|n| steady_of(n) * f64::from(n)).sum::<f64>() + steady * b;
            (total - (b + 1.0) / 2.0) / total * steady + drain / (total * b)
        }
        _ => {
            let full = full_waves as f64 * steady * b / total;
            if partial > 0 {
                full + steady_of(partial) * f64::from(partial) / total
            } else {
                full
            }
        }
    };
    (time, tail)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Blocks whose pace is their own (the latency bound: one block takes d whatever the
    /// others do, T_s(n) = B × d ÷ n) take ⌈B ÷ b⌉ × d in waves; staggered, B ÷ b × d and
    /// (b − 1) ÷ 2b of a block more, the last blocks' spread.
    #[test]
    fn waves_and_a_staggered_drain_of_blocks_at_their_own_pace() {
        let (busiest, d) = (32_u64, 1.0);
        let steady_of = |n: u32| busiest as f64 * d / f64::from(n);
        let (waves, tail) = launch_time(busiest, 10, steady_of(10), steady_of, Succession::Waves);
        assert_eq!((waves, tail.full_waves, tail.partial_blocks), (4.0, 3, 2));
        assert!(tail.worth_naming(10));
        let (staggered, tail) = launch_time(busiest, 10, steady_of(10), steady_of, Succession::Staggered);
        assert!((staggered - 3.2 * (1.0 + 9.0 / 64.0)).abs() < 1e-12, "{staggered}");
        assert!(!tail.worth_naming(10));
        // One wave or less: the steady state alone, either way.
        for succession in [Succession::Waves, Succession::Staggered] {
            assert_eq!(launch_time(8, 8, 5.0, steady_of, succession).0, 5.0);
        }
    }

    /// Blocks bound by the SM's throughput from 8 resident on (T_s(n) = T for n ≥ 8, as set 51's
    /// polar decoder): staggered, a last 2 blocks cost a drain of the blocks below 8, not a wave.
    #[test]
    fn a_saturated_sm_drains_its_last_blocks() {
        let steady_of = |n: u32| if n >= 8 { 1.0 } else { 8.0 / f64::from(n) };
        let (waves, _) = launch_time(32, 10, 1.0, steady_of, Succession::Waves);
        let (staggered, _) = launch_time(32, 10, 1.0, steady_of, Succession::Staggered);
        // Waves: 30 blocks at the saturated pace, then 2 at the pace of 2: 30/32 + 4 × 2/32.
        assert!((waves - 1.1875).abs() < 1e-12, "{waves}");
        // Staggered: 26.5 blocks' work at 10, then the drain, (7 × 8 + 8 + 9 + 10) ÷ 320.
        assert!((staggered - (26.5 / 32.0 + 83.0 / 320.0)).abs() < 1e-12, "{staggered}");
    }
}
