//! Where a launch's warps waited on a scoreboard, instruction by instruction: Nsight Compute's
//! Source Counters section samples each warp's state at an instruction every few thousand cycles
//! (`smsp__pcsamp_warps_issue_stalled_long_scoreboard` and `…_short_scoreboard`, the Source page's
//! "Warp Stall Sampling" for those reasons) and counts each instruction's executions
//! (`inst_executed`, "Instructions Executed"), both per instruction address. Only the report file
//! holds them; the pages print neither.
//!
//! Samples fall on an instruction in proportion to the time warps wait there, so its samples per
//! execution are the length of one wait there, in the sampler's units. The sample-weighted mean of
//! that length is a typical wait, and the whole wait ÷ a typical wait is how many such waits the
//! launch's warps made. What they give the what-if model:
//! - on the long scoreboard, how many global loads a warp has in flight each time it waits
//!   ([`ScoreboardWaits::loads_per_wait`]). Two loads issued before the instruction that needs both
//!   (saxpy's `y = a·x + y`) make one wait of one round trip: two loads per wait. A loop that loads
//!   one value and uses it at once makes one wait per load;
//! - on the short scoreboard (shared memory, shuffles, the special-function unit), how many waits
//!   a warp makes per instruction, and so how long one wait lasts
//!   ([`ScoreboardWaits::waits_per_instruction`]): beyond the unloaded wait, the L1's queue.
//!
//! Source: Nsight Compute Kernel Profiling Guide (2025.3), "Source Counters" and "Sampling"
//! (warp state sampling at a fixed interval per SM sub-partition); the instance layout of the
//! report's metric results (each instance an instruction address and its value) as found on the
//! H100 and H200 captures of `tests/hardware/data/`.

use serde::Serialize;

/// One scoreboard's samples of one launch, summed over its instructions.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ScoreboardWaits {
    /// Σ sᵢ: the samples that found a warp waiting on the scoreboard.
    pub samples: f64,
    /// Σ sᵢ² ÷ eᵢ over the instructions with samples and executions: the samples × their
    /// sample-weighted mean samples per execution.
    pub squared_per_execution: f64,
}

impl ScoreboardWaits {
    /// From each instruction's executions and the scoreboard's samples, by address (`None` where
    /// no instruction both ran and waited).
    pub fn from_instructions(executions: &[(u64, f64)], samples: &[(u64, f64)]) -> Option<ScoreboardWaits> {
        let mut executions = executions.to_vec();
        executions.sort_by_key(|&(pc, _)| pc);
        let (mut total, mut squared) = (0.0, 0.0);
        for &(pc, s) in samples.iter().filter(|&&(_, s)| s > 0.0 && s.is_finite()) {
            let Ok(i) = executions.binary_search_by_key(&pc, |&(p, _)| p) else { continue };
            let e = executions[i].1;
            if e > 0.0 && e.is_finite() {
                total += s;
                squared += s * s / e;
            }
        }
        (total > 0.0 && squared > 0.0).then_some(ScoreboardWaits { samples: total, squared_per_execution: squared })
    }

    /// The waits of a typical length the launch's warps made: Σ sᵢ ÷ (Σ sᵢ² ÷ eᵢ ÷ Σ sᵢ), in
    /// executions.
    pub fn waits(&self) -> f64 {
        self.samples * self.samples / self.squared_per_execution
    }

    /// ω, the global loads a warp issues per wait, from the launch's `global_loads`
    /// (`sass__inst_executed_global_loads`); `None` where that is not a positive number.
    pub fn loads_per_wait(&self, global_loads: f64) -> Option<f64> {
        let omega = global_loads / self.waits();
        (omega.is_finite() && omega > 0.0).then_some(omega)
    }

    /// The waits per executed instruction, from the launch's `instructions`
    /// (`smsp__inst_executed.sum`); `None` where that is not a positive number.
    pub fn waits_per_instruction(&self, instructions: f64) -> Option<f64> {
        let per = self.waits() / instructions;
        (per.is_finite() && per > 0.0).then_some(per)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn two_loads_before_their_one_use_are_two_loads_per_wait() {
        // saxpy's loop body: two loads (0xd0, 0xf0), the FMA that waits for both (0x100), a store.
        let executions = [(0xd0, 1e6), (0xf0, 1e6), (0x100, 1e6), (0x110, 1e6)];
        let waits = ScoreboardWaits::from_instructions(&executions, &[(0x100, 5000.0), (0x110, 0.0)]).unwrap();
        assert_eq!(waits.waits(), 1e6);
        assert_eq!(waits.loads_per_wait(2e6), Some(2.0));
    }

    #[test]
    fn a_short_wait_counts_as_the_share_of_a_typical_one_it_is() {
        // Four loads, a long wait at their first use and a wait a third as long at the last:
        // Σs = 4,000, Σs²/e = 3,000²/1e6 + 1,000²/1e6 = 10, so 4,000² ÷ 10 = 1,600,000 typical waits.
        let executions = [(0, 1e6), (1, 1e6)];
        let waits = ScoreboardWaits::from_instructions(&executions, &[(0, 3000.0), (1, 1000.0)]).unwrap();
        assert_eq!(waits.waits(), 1.6e6);
        assert_eq!(waits.loads_per_wait(4e6), Some(2.5));
    }

    #[test]
    fn samples_without_executions_are_no_waits() {
        assert_eq!(ScoreboardWaits::from_instructions(&[(1, 10.0)], &[(2, 5.0)]), None);
        assert_eq!(ScoreboardWaits::from_instructions(&[(1, 0.0)], &[(1, 5.0)]), None);
        assert_eq!(ScoreboardWaits::from_instructions(&[(1, 10.0)], &[(1, f64::NAN)]), None);
        let waits = ScoreboardWaits::from_instructions(&[(1, 10.0)], &[(1, 5.0)]).unwrap();
        assert_eq!(waits.loads_per_wait(0.0), None);
    }

    #[test]
    fn a_chain_of_shared_loads_waits_once_for_each() {
        // `at = next[at]`: the shared load (0x40), the address it feeds (0x50, which waits on the
        // short scoreboard), the loop's branch (0x60); a million turns.
        let executions = [(0x40, 1e6), (0x50, 1e6), (0x60, 1e6)];
        let waits = ScoreboardWaits::from_instructions(&executions, &[(0x50, 7000.0)]).unwrap();
        assert_eq!(waits.waits_per_instruction(3e6), Some(1.0 / 3.0));
        assert_eq!(waits.waits_per_instruction(0.0), None);
    }
}
