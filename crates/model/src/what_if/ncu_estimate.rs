//! Nsight Compute's own estimate of what more occupancy would give: the Occupancy section's rule
//! on theoretical occupancy ("The 4.00 theoretical warps per scheduler this kernel can issue
//! according to its occupancy are below the hardware maximum of 16. …") with its estimated
//! speedup, read as the duration at the SM's highest occupancy for the block size: 1 − speedup.
//! The rule is found by its words (Nsight Compute writes its rules in English only); a speedup
//! of the local kind ("Est. Local Speedup") is kept as such.

use crate::import::number::{read_number, DecimalMark};
use crate::import::RuleNote;
use serde::Serialize;

/// The words that name the rule.
const RULE_WORDS: &str = "theoretical warps per scheduler";
/// The section it belongs to.
const SECTION: &str = "Occupancy";

/// Nsight Compute's estimate for a launch.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct NcuEstimate {
    /// The estimated speedup, a fraction of the duration (0.5: half the time saved).
    pub speedup: f64,
    /// Whether Nsight Compute calls it local ("Est. Local Speedup"): the speedup of the part of
    /// the kernel the rule concerns.
    pub local: bool,
    /// The level it is for: the SM's highest for the block size.
    pub blocks_per_sm: u32,
    /// The duration it implies at that level, ÷ the profiled duration: 1 − speedup.
    pub duration_ratio: f64,
}

/// The estimate among a launch's rules, if they hold one.
pub fn from_rules(rules: &[RuleNote], blocks_per_sm: u32) -> Option<NcuEstimate> {
    rules.iter().filter(|r| r.section == SECTION && r.text.contains(RULE_WORDS)).find_map(|r| {
        let printed = r.speedup.as_deref()?;
        let (local, value) = match printed.strip_prefix("Est. Local Speedup:") {
            Some(value) => (true, value),
            None => (false, printed.strip_prefix("Est. Speedup:")?),
        };
        let percent = read_number(value, DecimalMark::Point)?.value;
        let speedup = (percent / 100.0).clamp(0.0, 1.0);
        Some(NcuEstimate { speedup, local, blocks_per_sm, duration_ratio: 1.0 - speedup })
    })
}
