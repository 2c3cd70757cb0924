//! Several profiles of one kernel at different levels, joined into one what-if. One profile
//! cannot tell how steep its kernel's curve is (docs/WHAT_IF.md, "What fails"): a second profile
//! at another level measures it. Each profile predicts every level on its own; between two
//! profiles a level's time is the geometric blend of theirs, weighted by how far it lies from
//! each in log₂ of the blocks per SM, so that each profile's level gives back its own measured
//! duration; beyond the profiles it is the nearest one's prediction. No parameter: the blend is
//! linear interpolation of log time in log occupancy, the scale on which Little's law makes a
//! latency-bound kernel's time a straight line (T ∝ 1 ÷ warps; Volkov 2016, thesis §3.1,
//! shared/seeds/004).
//!
//! Over the committed captures, a pair of one kernel's profiles joined predicts its other levels
//! within a median 10 % more often than either profile alone: 90 % of the pairs, where the lower
//! profile alone does 79 % and the higher 85 % ([`MEASURED`]; the test
//! `joined_profiles_quote_the_measured_errors` recomputes the shares it quotes).

use super::distance::{MeasuredOver, Spread};
use super::{fastest, Level, WhatIf};
use crate::import::KernelComparison;
use serde::Serialize;
use std::collections::HashMap;

/// Another profile of the kernel, joined to a what-if.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct OtherProfile {
    pub blocks_per_sm: u32,
    /// Its measured duration ÷ the what-if's own profiled duration.
    pub duration_ratio: f64,
}

/// What the validation measured for pairs of profiles: the share of pairs of one kernel's
/// profiles (at two different levels) whose joined prediction of the kernel's other measured
/// levels is within a median 10 %, and the share of the same profiles alone.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measured {
    pub pairs_within: f64,
    pub alone_within: f64,
}

/// Measured over the fifty-eight captures' raw pages (version 17): of 22,975 pairs of one kernel's
/// profiles, 20,839 joined (91 %), and 38,486 of the 45,950 profiles alone (84 %); on sets 45–55,
/// captured after the joining was chosen, 3,993 of 4,391 (91 %) against 7,389 of 8,782 alone
/// (84 %).
pub const MEASURED: Measured = Measured { pairs_within: 0.91, alone_within: 0.84 };

/// The spread of the joined predictions at the levels between a pair's two profiles, over every
/// pair of the fifty-eight captures (132,654 predictions of 22,975 pairs): 90 % within 10 %, a
/// tenth predicted more than 8 % faster than measured and a tenth more than 3 % slower.
pub const BETWEEN: Spread =
    Spread { over: MeasuredOver::JoinedProfiles, points: 132_654, within: 0.90, low: -0.08, high: 0.03 };

/// What makes two compared launches the same kernel, perhaps at another level: its name, GPU,
/// grid, block size, registers and static shared memory (the level forced by dynamic shared
/// memory, as Nsight Compute's tools and the lab's captures force it).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KernelKey {
    name: String,
    device: Option<String>,
    compute_capability: Option<String>,
    sms: Option<u32>,
    grid_size: Option<u64>,
    block_size: Option<u32>,
    registers_per_thread: Option<u32>,
    /// The static shared memory's bits (bytes, as the report gives them).
    static_shared_memory: Option<u64>,
}

impl KernelKey {
    pub fn of(k: &KernelComparison) -> KernelKey {
        let l = &k.launch;
        KernelKey {
            name: l.name.clone(),
            device: l.device.clone(),
            compute_capability: l.compute_capability.clone(),
            sms: l.sms,
            grid_size: l.grid_size,
            block_size: l.block_size,
            registers_per_thread: l.registers_per_thread,
            static_shared_memory: l.static_shared_memory.map(|q| q.value.to_bits()),
        }
    }
}

/// The resident blocks per SM a compared launch ran at, where the lab could place it.
pub fn level_of(k: &KernelComparison) -> Option<u32> {
    k.result.as_ref().map(|r| r.occupancy.active_blocks_per_sm)
}

/// Each kernel's first launch at each level among a report's launches, by [`KernelKey`]: the
/// levels and the launches' indices, in the launches' order.
pub type FirstLaunches = HashMap<KernelKey, Vec<(u32, usize)>>;

/// The first launch at each level of each kernel among `launches`.
pub fn first_launches(launches: &[KernelComparison]) -> FirstLaunches {
    let mut first = FirstLaunches::new();
    for (i, k) in launches.iter().enumerate() {
        if let Some(level) = level_of(k) {
            let levels = first.entry(KernelKey::of(k)).or_default();
            if levels.iter().all(|&(l, _)| l != level) {
                levels.push((level, i));
            }
        }
    }
    first
}

/// The launches that join `kernel`'s what-if, from the [`first_launches`] of its report: of the
/// same kernel, the first at each level other than `kernel`'s own, as indices, in their order.
pub fn joining(first: &FirstLaunches, kernel: &KernelComparison) -> Vec<usize> {
    let own = level_of(kernel);
    let levels = first.get(&KernelKey::of(kernel)).into_iter().flatten();
    levels.filter(|&&(level, _)| Some(level) != own).map(|&(_, i)| i).collect()
}

/// The launches among `launches` that join `kernel`'s what-if ([`joining`]).
pub fn first_at_each_level<'a>(
    kernel: &KernelComparison,
    launches: &'a [KernelComparison],
) -> Vec<&'a KernelComparison> {
    joining(&first_launches(launches), kernel).into_iter().filter_map(|i| launches.get(i)).collect()
}

/// Whether `other` can join `reference`: the same levels, reached the same way, at another
/// profiled level, with a duration.
fn joins(reference: &WhatIf, other: &WhatIf) -> bool {
    let blocks = |w: &WhatIf| w.levels.iter().map(|l| l.blocks_per_sm).collect::<Vec<_>>();
    other.profiled_blocks_per_sm != reference.profiled_blocks_per_sm
        && blocks(other) == blocks(reference)
        && other.register_route.len() == reference.register_route.len()
        && other.own_blocks_per_sm == reference.own_blocks_per_sm
        && other.profiled_duration.is_finite()
        && other.profiled_duration > 0.0
}

/// `reference`'s figures joined with `others`' (each the same kernel's profile at another level;
/// one per level, the first given): its levels' times blended between the profiles and the level
/// predicted fastest; the sentence and the notes are still the reference's, for
/// [`super::join`] to word again. Without another profile that joins, the reference's own.
pub(super) fn join_figures(reference: &WhatIf, others: &[&WhatIf]) -> WhatIf {
    let valid = reference.profiled_duration.is_finite() && reference.profiled_duration > 0.0;
    let mut profiles: Vec<&WhatIf> = vec![reference];
    for &other in others {
        if valid
            && joins(reference, other)
            && profiles.iter().all(|p| p.profiled_blocks_per_sm != other.profiled_blocks_per_sm)
        {
            profiles.push(other);
        }
    }
    if profiles.len() == 1 {
        return reference.clone();
    }
    profiles.sort_by_key(|p| p.profiled_blocks_per_sm);
    let joined_levels = |route: fn(&WhatIf) -> &[Level]| -> Vec<Level> {
        (0..route(reference).len()).map(|i| blend(&profiles, reference, route, i)).collect()
    };
    let levels = joined_levels(|w| &w.levels);
    let register_route = joined_levels(|w| &w.register_route);
    let (lowest, highest) = (profiles[0].profiled_blocks_per_sm, profiles[profiles.len() - 1].profiled_blocks_per_sm);
    let reference_lowest = reference.profiled_blocks_per_sm == lowest;
    WhatIf {
        fastest_blocks_per_sm: fastest(levels.iter().map(|l| (l.blocks_per_sm, l.duration_ratio)))
            .unwrap_or(reference.profiled_blocks_per_sm),
        levels,
        register_route,
        other_profiles: profiles
            .iter()
            .filter(|p| p.profiled_blocks_per_sm != reference.profiled_blocks_per_sm)
            .map(|p| OtherProfile {
                blocks_per_sm: p.profiled_blocks_per_sm,
                duration_ratio: p.profiled_duration / reference.profiled_duration,
            })
            .collect(),
        // What the reference alone says of the levels below it holds only where no profile is
        // lower; the reuse at risk only beyond the profiles, where no measured level shows it.
        one_wave: reference.one_wave.filter(|_| reference_lowest),
        busy_l1: reference.busy_l1.filter(|_| reference_lowest),
        short_queue: reference.short_queue.filter(|_| reference_lowest),
        reuse_at_risk: reference.reuse_at_risk.clone().and_then(|mut r| {
            r.levels.retain(|&b| b < lowest || b > highest);
            (!r.levels.is_empty()).then_some(r)
        }),
        ..reference.clone()
    }
}

/// The level at index `i` of `route`, its time from the profiles about it: at a profile's level,
/// that profile's measured duration; between two, the blend of their predictions; beyond them, the
/// nearest's. Its bound, configuration and spread are the nearer profile's (in log₂ of the blocks
/// per SM); a level between two profiles has the spread of the pairs' blends, [`BETWEEN`].
fn blend(profiles: &[&WhatIf], reference: &WhatIf, route: fn(&WhatIf) -> &[Level], i: usize) -> Level {
    let at = route(reference)[i];
    let q = at.blocks_per_sm;
    let time = |p: &WhatIf| route(p)[i].duration_ratio * p.profiled_duration;
    let below = profiles.iter().rev().find(|p| p.profiled_blocks_per_sm <= q);
    let above = profiles.iter().find(|p| p.profiled_blocks_per_sm >= q);
    let (nearer, seconds, between) = match (below, above) {
        (Some(lo), Some(hi)) if lo.profiled_blocks_per_sm < hi.profiled_blocks_per_sm => {
            let ln = |b: u32| f64::from(b).ln();
            let w = (ln(q) - ln(lo.profiled_blocks_per_sm))
                / (ln(hi.profiled_blocks_per_sm) - ln(lo.profiled_blocks_per_sm));
            let seconds = ((1.0 - w) * time(lo).ln() + w * time(hi).ln()).exp();
            (if w <= 0.5 { *lo } else { *hi }, seconds, true)
        }
        (Some(p), _) | (None, Some(p)) => (*p, time(p), false),
        (None, None) => (reference, time(reference), false),
    };
    let own = route(nearer)[i];
    Level {
        duration_ratio: seconds / reference.profiled_duration,
        profiled: own.profiled || at.profiled,
        spread: if between { Some(BETWEEN) } else { own.spread },
        ..own
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::message::Message;
    use crate::what_if::{join, Reason, Route};

    fn ratio(w: &WhatIf, blocks: u32) -> f64 {
        w.level(blocks).map_or(f64::NAN, |l| l.duration_ratio)
    }

    fn profiled(w: &WhatIf, blocks: u32) -> bool {
        w.level(blocks).is_some_and(|l| l.profiled)
    }

    fn level(blocks: u32, ratio: f64, profiled: bool) -> Level {
        Level {
            blocks_per_sm: blocks,
            warps_per_sm: blocks * 4,
            occupancy: f64::from(blocks) / 16.0,
            duration_ratio: ratio,
            route: Route::Resources,
            shared_memory_config: 233_472,
            l1_bytes: 28_672,
            reason: Reason::LatencyNotHidden { warps_per_sm: blocks * 4 },
            partial_wave: None,
            profiled,
            spread: None,
        }
    }

    /// A what-if profiled at `profiled` blocks per SM, `duration` s, predicting `ratios` at 1–4.
    fn what_if(profiled: u32, duration: f64, ratios: [f64; 4]) -> WhatIf {
        let levels: Vec<Level> = (1..=4).map(|b| level(b, ratios[b as usize - 1], b == profiled)).collect();
        WhatIf {
            profiled_blocks_per_sm: profiled,
            profiled_duration: duration,
            own_blocks_per_sm: 4,
            max_warps_per_sm: 64,
            levels,
            fastest_blocks_per_sm: 4,
            register_route: Vec::new(),
            ncu_estimate: None,
            loads_per_wait: None,
            reuse_at_risk: None,
            one_wave: None,
            constant_cache_wait: None,
            busy_l1: None,
            short_queue: None,
            other_profiles: Vec::new(),
            other_gpu: None,
            summary: Message::empty(),
            notes: Vec::new(),
        }
    }

    #[test]
    fn each_profile_gives_back_its_duration_and_the_levels_between_blend_in_log_occupancy() {
        // Profiled at 1 (4 ms) and at 4 (1.5 ms); 1 predicts 2 at 0.5, 4 predicts 2 at 1.6.
        let low = what_if(1, 4e-3, [1.0, 0.5, 0.4, 0.25]);
        let high = what_if(4, 1.5e-3, [3.0, 1.6, 1.2, 1.0]);
        let joined = join(&low, &[&high]);
        let ratio = |b: u32| ratio(&joined, b);
        assert_eq!(ratio(1), 1.0);
        assert!((ratio(4) - 1.5 / 4.0).abs() < 1e-12);
        // Level 2 lies halfway in log₂ between 1 and 4: √(2 ms × 2.4 ms) ÷ 4 ms.
        assert!((ratio(2) - (2e-3_f64 * 2.4e-3).sqrt() / 4e-3).abs() < 1e-12);
        assert_eq!(joined.other_profiles, [OtherProfile { blocks_per_sm: 4, duration_ratio: 0.375 }]);
        assert!(profiled(&joined, 1) && profiled(&joined, 4) && !profiled(&joined, 2));
        // Between the profiles the pairs' spread; at them none.
        let spread = |b: u32| joined.level(b).and_then(|l| l.spread);
        assert_eq!((spread(1), spread(2), spread(3), spread(4)), (None, Some(BETWEEN), Some(BETWEEN), None));
        assert!(joined.notes.iter().any(|n| n.id == "what-if-note-profiles"));
    }

    #[test]
    fn beyond_the_profiles_the_nearest_predicts() {
        let middle = what_if(2, 2e-3, [1.8, 1.0, 0.8, 0.7]);
        let mut higher = what_if(3, 1.8e-3, [2.0, 1.2, 1.0, 0.9]);
        let above = Spread { over: MeasuredOver::Distance, points: 6174, within: 0.95, low: -0.03, high: 0.04 };
        higher.levels[3].spread = Some(above);
        let joined = join(&middle, &[&higher]);
        assert_eq!(ratio(&joined, 1), 1.8);
        assert!((ratio(&joined, 4) - 0.9 * 1.8 / 2.0).abs() < 1e-12);
        // The nearest profile's spread, about the ratio rescaled to the reference's time.
        assert_eq!(joined.level(4).and_then(|l| l.spread), Some(above));
    }

    #[test]
    fn a_profile_of_the_same_level_or_of_other_levels_does_not_join() {
        let one = what_if(2, 2e-3, [1.8, 1.0, 0.8, 0.7]);
        let same_level = what_if(2, 1e-3, [1.0; 4]);
        assert_eq!(join(&one, &[&same_level]), one);
        let mut fewer_levels = what_if(3, 1e-3, [1.0; 4]);
        fewer_levels.levels.pop();
        assert_eq!(join(&one, &[&fewer_levels]), one);
        let no_duration = what_if(3, f64::NAN, [1.0; 4]);
        assert_eq!(join(&one, &[&no_duration]), one);
    }
}
