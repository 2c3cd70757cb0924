//! How sure a level's prediction is, by how far it lies from the profile: the errors measured over
//! the committed captures, every profile predicting every other level of its kernel
//! (docs/WHAT_IF.md, "How far from its profile a level lies"; the test
//! `the_notes_on_distance_quote_the_measured_errors` recomputes them from the captures). Close to
//! the profile (within a factor of 2) 90 % of the predictions are within 10 %; far from it,
//! far fewer, and far below a profile they lean one way.

/// A level at a quarter of the profile's blocks or fewer is far below it; one above four times
/// them, far above.
pub const FAR: u32 = 4;
/// What the validation measured far from the profiles: far below, the median of predicted ÷
/// measured − 1 (too slow: the loading read at the profile is a lower bound where a warp's loads
/// overlap more than the profile shows) and the share of predictions within 10 %; far above, the
/// share within 10 % (the errors scatter both ways).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measured {
    pub far_below_slower: f64,
    pub far_below_within: f64,
    pub far_above_within: f64,
}

/// A figure the validation measured twice: for profiles with their kernel's source counters (a
/// report file, whose source counters give the loads a warp waits for at once, version 14) and
/// without (the raw page, which holds none).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BySourceCounters<T> {
    pub with: T,
    pub without: T,
}

impl<T: Copy> BySourceCounters<T> {
    /// The figure for a profile with or without source counters.
    pub fn measured(&self, source_counters: bool) -> T {
        if source_counters {
            self.with
        } else {
            self.without
        }
    }
}

/// What was measured far from the profiles, with source counters and without.
pub const MEASURED: BySourceCounters<Measured> = BySourceCounters {
    with: Measured { far_below_slower: 0.08, far_below_within: 0.44, far_above_within: 0.62 },
    without: Measured { far_below_slower: 0.10, far_below_within: 0.41, far_above_within: 0.61 },
};

/// Whether `blocks` per SM lies far below a profile at `profiled`.
pub fn far_below(blocks: u32, profiled: u32) -> bool {
    blocks.saturating_mul(FAR) <= profiled
}

/// Whether `blocks` per SM lies far above a profile at `profiled`.
pub fn far_above(blocks: u32, profiled: u32) -> bool {
    blocks > profiled.saturating_mul(FAR)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_or_less_is_far_below_and_more_than_four_times_far_above() {
        assert!(far_below(2, 8) && !far_below(3, 8) && !far_below(1, 3));
        assert!(far_above(9, 2) && !far_above(8, 2));
    }
}
