//! How sure a level's prediction is, by how far it lies from the profile: the errors measured over
//! the committed captures, every profile predicting every other level of its kernel
//! (docs/WHAT_IF.md, "How far from its profile a level lies"; the test
//! `the_notes_on_distance_quote_the_measured_errors` recomputes them from the captures). Close to
//! the profile (within a factor of 2) 90 % of the predictions are within 10 %; far from it,
//! far fewer, and far below a profile they lean one way. Each level carries the spread measured
//! at its distance ([`Spread`]).

use serde::Serialize;

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
    with: Measured { far_below_slower: 0.05, far_below_within: 0.50, far_above_within: 0.64 },
    without: Measured { far_below_slower: 0.10, far_below_within: 0.41, far_above_within: 0.63 },
};

/// How far a level lies from its profile, by b ÷ b_p: far below (a quarter or less), below (a
/// half or less), just below, just above (twice or less), above (four times or less) and far
/// above; the bands of docs/WHAT_IF.md's tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Distance {
    FarBelow,
    Below,
    NearBelow,
    NearAbove,
    Above,
    FarAbove,
}

impl Distance {
    pub const ALL: [Distance; 6] = [
        Distance::FarBelow,
        Distance::Below,
        Distance::NearBelow,
        Distance::NearAbove,
        Distance::Above,
        Distance::FarAbove,
    ];

    /// The band of a level of `blocks` per SM against a profile at `profiled`; none at the
    /// profile itself.
    pub fn of(blocks: u32, profiled: u32) -> Option<Distance> {
        let band = match blocks {
            _ if blocks == profiled => return None,
            _ if far_below(blocks, profiled) => Distance::FarBelow,
            _ if far_above(blocks, profiled) => Distance::FarAbove,
            _ if blocks.saturating_mul(2) <= profiled => Distance::Below,
            _ if blocks < profiled => Distance::NearBelow,
            _ if blocks <= profiled.saturating_mul(2) => Distance::NearAbove,
            _ => Distance::Above,
        };
        Some(band)
    }
}

/// The levels a spread was measured over: each level of a what-if belongs to one kind, and carries
/// the spread of its kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MeasuredOver {
    /// The levels as far from their profile, with the profile's L1 or another, that no note names.
    Distance,
    /// The levels between two joined profiles ([`super::several_profiles::BETWEEN`]).
    JoinedProfiles,
    /// The levels below a profile whose L1 was busy ([`super::l1_queue::SPREAD`]).
    BelowBusyL1,
    /// The levels whose resident blocks' data outgrow the L1 the profile's fitted
    /// ([`super::reuse::SPREAD`]).
    ReuseAtRisk,
}

/// How the validation's predictions of the levels of one kind fell against their measured
/// times: every profile of the committed captures predicting every other level of its kernel,
/// e = predicted ÷ measured − 1 (docs/WHAT_IF.md, "How far from its profile a level lies"; the
/// test `each_levels_spread_quotes_the_measured_errors` recomputes it from the captures).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Spread {
    /// The kind of levels measured.
    pub over: MeasuredOver,
    /// The levels measured in the band.
    pub points: u32,
    /// The share of them predicted within 10 %.
    pub within: f64,
    /// The tenth percentile of e: a tenth of the levels were predicted faster than this.
    pub low: f64,
    /// The ninetieth percentile of e: a tenth were predicted slower than this.
    pub high: f64,
}

impl Spread {
    /// The measured duration ratios that eight in ten of the band's levels would give for a
    /// predicted `ratio`: measured = predicted ÷ (1 + e), e between the tenth and the ninetieth
    /// percentiles.
    pub fn range(&self, ratio: f64) -> (f64, f64) {
        (ratio / (1.0 + self.high), ratio / (1.0 + self.low))
    }
}

/// One band's spread at levels whose L1 is the profile's (the same shared-memory configuration)
/// and at levels with another: at the same distance the former are far surer.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ByL1 {
    pub same: Spread,
    pub other: Spread,
}

const fn spread(points: u32, within: f64, low: f64, high: f64) -> Spread {
    Spread { over: MeasuredOver::Distance, points, within, low, high }
}

/// The spreads the validation measured, in the order of [`Distance::ALL`], with source counters
/// and without.
pub const SPREADS: BySourceCounters<[ByL1; 6]> = BySourceCounters {
    with: [
        ByL1 { same: spread(93, 0.59, -0.10, 0.26), other: spread(5062, 0.50, -0.13, 0.30) },
        ByL1 { same: spread(1883, 0.82, -0.09, 0.11), other: spread(5114, 0.67, -0.11, 0.22) },
        ByL1 { same: spread(7040, 0.95, -0.04, 0.04), other: spread(3164, 0.81, -0.08, 0.12) },
        ByL1 { same: spread(7441, 0.96, -0.03, 0.04), other: spread(4592, 0.82, -0.10, 0.09) },
        ByL1 { same: spread(1302, 0.87, -0.07, 0.08), other: spread(4235, 0.70, -0.15, 0.13) },
        ByL1 { same: spread(80, 0.57, -0.23, 0.08), other: spread(3650, 0.68, -0.22, 0.17) },
    ],
    without: [
        ByL1 { same: spread(90, 0.53, -0.06, 0.45), other: spread(4990, 0.42, -0.09, 0.65) },
        ByL1 { same: spread(1874, 0.78, -0.07, 0.19), other: spread(5010, 0.61, -0.09, 0.31) },
        ByL1 { same: spread(6961, 0.95, -0.03, 0.05), other: spread(3097, 0.79, -0.07, 0.15) },
        ByL1 { same: spread(7441, 0.95, -0.04, 0.04), other: spread(4592, 0.81, -0.10, 0.09) },
        ByL1 { same: spread(1302, 0.85, -0.08, 0.08), other: spread(4235, 0.70, -0.16, 0.13) },
        ByL1 { same: spread(80, 0.57, -0.23, 0.08), other: spread(3650, 0.67, -0.23, 0.16) },
    ],
};

/// What the validation measured at a level of `blocks` per SM against a profile at `profiled`,
/// with the profile's L1 or another, for a profile with source counters or without; none at the
/// profile itself.
pub fn spread_at(blocks: u32, profiled: u32, same_l1: bool, source_counters: bool) -> Option<Spread> {
    let band = Distance::of(blocks, profiled)?;
    let by_l1 = SPREADS.measured(source_counters)[band as usize];
    Some(if same_l1 { by_l1.same } else { by_l1.other })
}

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

    #[test]
    fn the_bands_split_at_a_half_the_profile_and_twice_it() {
        let bands: Vec<Option<Distance>> = (1..=17).map(|b| Distance::of(b, 4)).collect();
        use Distance::*;
        let want = [FarBelow, Below, NearBelow]
            .map(Some)
            .into_iter()
            .chain([None])
            .chain([NearAbove; 4].map(Some))
            .chain([Above; 8].map(Some))
            .chain([Some(FarAbove)]);
        assert_eq!(bands, want.collect::<Vec<_>>());
    }

    #[test]
    fn a_spread_gives_the_measured_ratios_about_a_prediction() {
        // Predicted 0.8: a level predicted 25 % too slow measured 0.64, one 20 % too fast 1.0.
        let s = Spread { over: MeasuredOver::Distance, points: 10, within: 0.5, low: -0.2, high: 0.25 };
        let (low, high) = s.range(0.8);
        assert!((low - 0.64).abs() < 1e-12 && (high - 1.0).abs() < 1e-12, "{low} {high}");
    }
}
