//! The L1's queue on the short scoreboard (version 17). A warp waits on the short scoreboard for
//! its MIO operations: shared-memory loads, shuffles, the special-function unit (Nsight Compute
//! Kernel Profiling Guide, "Warp Scheduler States"). Alone on the SM, one wait for a shared load
//! lasts 20.9 cycles on an H200 (`tests/hardware/mio_latency.cu`); where the L1 is busy, the waits
//! grow by its queue, and the queue shortens with fewer warps to wait behind: set 46's non-local
//! means filter waits 22.6 cycles a wait at 1 block per SM (its L1 68 % busy) and 108 at 6 (99 %),
//! while its waits per instruction stay at 0.14. The report's source counters count the waits
//! ([`crate::import::ScoreboardWaits::waits_per_instruction`]), so the profile's wait splits into
//! one unloaded wait per wait, a latency kept at every level, and the rest, the queue.
//!
//! Below the profile the model takes the queue out of the warps' latency: fewer warps wait behind
//! fewer, and where the L1 still binds, its throughput bound carries the time. Above the profile
//! it keeps the queue, which only grows there, as the L1's bound does. Taken out at every level
//! too, set 12's histogram-equalisation mapping lost its profiles at 1–3 blocks per SM; taken out
//! below only, of the 3,797 profiles of the fifty-seven captures before set 55, 3,089 come within
//! a 10 % median (version 16: 3,041; at every level, 3,081–3,086), and set 46's filter from its
//! profile at 6 predicts level 1 at 1.42× where 1.48× was measured (version 16: 3.96×).

use crate::import::ScoreboardWaits;
use serde::Serialize;

/// The share of a warp's cycles from which the queue taken out is worth a note: a tenth, where it
/// moves the levels below by a tenth or more (as for [`super::constant_cache::WORTH_NAMING`]).
pub const WORTH_NAMING: f64 = 0.1;

/// A profile's short-scoreboard wait, split.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ShortScoreboardQueue {
    /// Cycles one wait lasted on average at the profile.
    pub per_wait: f64,
    /// Cycles one wait lasts alone on the SM (`compute_caps`' `short_scoreboard_wait_cycles`).
    pub unloaded: u32,
    /// Cycles per issued instruction a warp waited beyond one unloaded wait per wait: the queue.
    pub cycles: f64,
    /// Their share of the warp's cycles per issued instruction.
    pub share: f64,
}

/// The split of `wait_cycles` (a warp's short-scoreboard stall per issued instruction) over the
/// report's waits among its `instructions`, where the report counts them and the device's
/// unloaded wait was measured; none where the waits are no longer than unloaded ones.
pub fn split(
    waits: Option<ScoreboardWaits>,
    instructions: Option<f64>,
    wait_cycles: f64,
    cycles_per_issue: f64,
    unloaded: Option<u32>,
) -> Option<ShortScoreboardQueue> {
    let per_instruction = waits?.waits_per_instruction(instructions?)?;
    let unloaded = unloaded?;
    let cycles = wait_cycles - per_instruction * f64::from(unloaded);
    (cycles > 0.0 && cycles_per_issue > 0.0).then_some(ShortScoreboardQueue {
        per_wait: wait_cycles / per_instruction,
        unloaded,
        cycles,
        share: cycles / cycles_per_issue,
    })
}

/// A profile's queue ([`split`]), where it is worth naming.
pub fn worth_naming(queue: Option<ShortScoreboardQueue>) -> Option<ShortScoreboardQueue> {
    queue.filter(|q| q.share >= WORTH_NAMING)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn a_wait_beyond_the_unloaded_one_is_the_queue() {
        // Set 46's filter at 6 blocks per SM: 15.27 cycles an instruction on the short scoreboard
        // at 0.141 waits an instruction, 108 cycles a wait; 21 of them unloaded.
        let executions = [(0, 141.0), (1, 859.0)];
        let waits = ScoreboardWaits::from_instructions(&executions, &[(0, 500.0)]);
        let q = split(waits, Some(1000.0), 15.27, 25.7, Some(21)).unwrap();
        assert!((q.per_wait - 15.27 / 0.141).abs() < 1e-9, "{q:?}");
        assert!((q.cycles - (15.27 - 0.141 * 21.0)).abs() < 1e-9, "{q:?}");
        assert!((q.share - q.cycles / 25.7).abs() < 1e-12);
        assert_eq!(split(waits, Some(1000.0), 2.9, 25.7, Some(21)), None, "shorter than unloaded");
        assert_eq!(split(waits, Some(1000.0), 15.27, 25.7, None), None, "not measured");
        assert_eq!(split(None, Some(1000.0), 15.27, 25.7, Some(21)), None, "no source counters");
    }
}
