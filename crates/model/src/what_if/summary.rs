//! The what-if in words: one sentence (what the fastest level would do to the time, Nsight
//! Compute's estimate beside it, and why), and notes: which other profiles of the kernel joined,
//! where the shared-memory configuration changes the answer, where the L1's reuse may be lost,
//! where the register route would differ, where a grid of one wave ran blocks of unequal length,
//! where the constant cache's misses may grow with the blocks, where a busy L1's queue may
//! shorten with fewer, where levels lie so far from the profiles that the validation found them
//! less sure, and, where the what-if stands on one profile, where a second would measure more.
use super::distance;
use super::l1_queue;
use super::several_profiles;
use super::{lowest_as_fast, whole_percent, Level, WhatIf, TIE};
use crate::locale::message::{list, Arg, Message};

/// A change of the time smaller than this is no change: the model is not that exact.
const NO_CHANGE: f64 = 0.01;
/// The two routes differ at a level when their times differ by more than this share.
const ROUTES_DIFFER: f64 = 0.02;
/// A grid of one wave is worth a note where its warps left at least this share of its block slots
/// empty on average: its blocks ran for visibly unequal times.
const SLOTS_LEFT_EMPTY: f64 = 0.1;

/// Bytes to the nearest KiB, at least one ("about 20 KiB": an estimate is no finer).
fn about_kib(bytes: f64) -> u64 {
    ((bytes / 1024.0).round().max(1.0) as u64) * 1024
}

/// A duration ratio ("0.71").
fn ratio(r: f64) -> Arg {
    Arg::Fixed(r, 2)
}

/// The sentence.
pub fn sentence(w: &WhatIf) -> Message {
    let (Some(profiled), Some(fastest), Some(highest)) =
        (w.level(w.profiled_blocks_per_sm), w.level(w.fastest_blocks_per_sm), w.levels.last())
    else {
        return Message::empty();
    };
    let cut = 1.0 - fastest.duration_ratio;
    let (message, to, reason) = if cut >= NO_CHANGE && fastest.blocks_per_sm != profiled.blocks_per_sm {
        let id = if fastest.blocks_per_sm > profiled.blocks_per_sm { "what-if-raise" } else { "what-if-lower" };
        (Message::new(id).arg("cut", whole_percent(cut)), fastest, profiled)
    } else if highest.blocks_per_sm == profiled.blocks_per_sm {
        (Message::new("what-if-at-most"), profiled, profiled)
    } else if highest.duration_ratio > 1.0 + NO_CHANGE {
        let slower = whole_percent(highest.duration_ratio - 1.0);
        (Message::new("what-if-raise-slower").arg("slower", slower), highest, highest)
    } else {
        (Message::new("what-if-raise-no-gain"), highest, highest)
    };
    message
        .arg("from", Arg::Percent(profiled.occupancy))
        .arg("to", Arg::Percent(to.occupancy))
        .arg("ncu", ncu_clause(w, to))
        .arg("reason", reason.why())
}

/// " (Nsight Compute estimates 50%)", at the sentence's level or its own; empty without one.
fn ncu_clause(w: &WhatIf, level: &Level) -> Message {
    let Some(e) = w.ncu_estimate else { return Message::empty() };
    let message = match (e.blocks_per_sm == level.blocks_per_sm, e.local) {
        (true, false) => Message::new("what-if-ncu"),
        (true, true) => Message::new("what-if-ncu-local"),
        (false, local) => {
            let at = w.level(e.blocks_per_sm).map_or(1.0, |l| l.occupancy);
            let id = if local { "what-if-ncu-at-local" } else { "what-if-ncu-at" };
            Message::new(id).arg("at", Arg::Percent(at))
        }
    };
    message.arg("cut", whole_percent(e.speedup))
}

/// The notes: the other profiles joined, where any ([`super::several_profiles`]); the lowest
/// level already as fast as the fastest, where it is lower; levels whose L1, under the
/// configuration padding gives them, caps the misses in flight; levels whose resident blocks'
/// data outgrow the L1 the profile's fitted; the register route where it differs; the loads a warp
/// waits for at once, where read; a grid of one wave whose blocks ran for unequal times; a wait
/// for the constant cache's misses; a busy L1's queue ([`l1_queue`]); levels far from the
/// profiles ([`distance`]); and, on one profile, where to take a second.
pub fn notes(w: &WhatIf) -> Vec<Message> {
    let mut notes: Vec<Message> = other_profiles(w).into_iter().chain(already_as_fast(w)).collect();
    let capped: Vec<&Level> = w
        .levels
        .iter()
        .filter(|l| l.reason.names_configuration() && matches!(l.route, super::Route::Padding { .. }))
        .collect();
    if let Some(ranges) = list(ranges(&capped).into_iter()) {
        notes.push(Message::new("what-if-note-configuration").arg("ranges", ranges));
    }
    if let Some(reuse) = &w.reuse_at_risk {
        let at_risk: Vec<&Level> = w.levels.iter().filter(|l| reuse.levels.contains(&l.blocks_per_sm)).collect();
        if let Some(ranges) = list(ranges(&at_risk).into_iter()) {
            notes.push(
                Message::new("what-if-note-reuse")
                    .arg("hit", whole_percent(reuse.hit_rate))
                    .arg("l1", Arg::Bytes(reuse.profiled_l1_bytes.into()))
                    .arg("bytes", Arg::Bytes(about_kib(reuse.block_bytes)))
                    .arg("ranges", ranges),
            );
        }
    }
    let differs = w
        .register_route
        .iter()
        .zip(&w.levels)
        .map(|(by_registers, by_padding)| {
            (by_registers, by_padding, (by_registers.duration_ratio / by_padding.duration_ratio - 1.0).abs())
        })
        .max_by(|a, b| a.2.total_cmp(&b.2));
    match differs {
        Some((r, p, difference)) if difference > ROUTES_DIFFER => notes.push(
            Message::new("what-if-note-registers")
                .arg("blocks", Arg::Count(r.blocks_per_sm.into()))
                .arg("config", Arg::Bytes(r.shared_memory_config.into()))
                .arg("l1", Arg::Bytes(r.l1_bytes.into()))
                .arg("registers", ratio(r.duration_ratio))
                .arg("padding", ratio(p.duration_ratio)),
        ),
        Some(_) => notes.push(Message::new("what-if-note-registers-same").arg("share", whole_percent(ROUTES_DIFFER))),
        None => {}
    }
    if let Some(omega) = w.loads_per_wait.filter(|l| l.read) {
        notes.push(Message::new("what-if-note-loads-per-wait").arg("loads", Arg::Fixed(omega.loads, 1)));
    }
    let uneven =
        w.one_wave.filter(|o| o.blocks > 1 && o.filled_blocks < (1.0 - SLOTS_LEFT_EMPTY) * f64::from(o.blocks));
    if let Some(one_wave) = uneven {
        notes.push(
            Message::new("what-if-note-one-wave")
                .arg("blocks", Arg::Count(one_wave.blocks.into()))
                .arg("filled", Arg::Fixed(one_wave.filled_blocks, 1)),
        );
    }
    if let Some(constant) = w.constant_cache_wait {
        notes.push(
            Message::new("what-if-note-constant-cache")
                .arg("cycles", Arg::Fixed(constant.cycles, 1))
                .arg("share", whole_percent(constant.share)),
        );
    }
    if let Some(busy) = w.busy_l1 {
        let measured = l1_queue::MEASURED.measured(w.loads_per_wait.is_some());
        notes.push(
            Message::new("what-if-note-l1-queue")
                .arg("busy", whole_percent(busy.share))
                .arg("blocks", Arg::Count((w.profiled_blocks_per_sm - 1).into()))
                .arg("slower", whole_percent(measured.below_slower))
                .arg("within", whole_percent(measured.below_within)),
        );
    }
    if let Some(queue) = w.short_queue {
        notes.push(
            Message::new("what-if-note-short-queue")
                .arg("per_wait", Arg::Fixed(queue.per_wait, 0))
                .arg("unloaded", Arg::Count(queue.unloaded.into()))
                .arg("cycles", Arg::Fixed(queue.cycles, 1))
                .arg("share", whole_percent(queue.share))
                .arg("blocks", Arg::Count((w.profiled_blocks_per_sm - 1).into())),
        );
    }
    notes.extend(far_from_the_profile(w));
    notes.extend(second_profile(w));
    if let Some(other) = &w.other_gpu {
        notes.push(
            Message::new("what-if-note-other-gpu").arg("gpu", other.launch.as_str()).arg("run", other.run.as_str()),
        );
    }
    notes
}

/// Where the what-if stands on one profile: the level at which a second profile would measure the
/// curve's steepness ([`super::several_profiles`]), half the profile's blocks per SM (twice, from
/// one), and how to launch the kernel there, with what the validation measured for a pair.
fn second_profile(w: &WhatIf) -> Option<Message> {
    if !w.other_profiles.is_empty() {
        return None;
    }
    let profiled = w.profiled_blocks_per_sm;
    let blocks = if profiled > 1 { profiled.div_ceil(2) } else { 2 };
    let level = w.level(blocks).filter(|l| l.blocks_per_sm != profiled)?;
    let message = match level.route {
        super::Route::Padding { dynamic_shared_memory } => {
            Message::new("what-if-note-second-profile").arg("bytes", Arg::Bytes(dynamic_shared_memory.into()))
        }
        super::Route::Resources => Message::new("what-if-note-second-profile-unpadded"),
    };
    Some(with_pair_figures(message.arg("blocks", Arg::Count(blocks.into()))))
}

/// `message` with what the validation measured for a pair of profiles against one alone
/// ([`several_profiles::MEASURED`]).
fn with_pair_figures(message: Message) -> Message {
    let measured = several_profiles::MEASURED;
    message.arg("within", whole_percent(measured.pairs_within)).arg("alone", whole_percent(measured.alone_within))
}

/// The profiles of the same kernel at other levels joined to this one, with what the validation
/// measured for a pair of profiles against one alone.
fn other_profiles(w: &WhatIf) -> Option<Message> {
    let profiles = w.other_profiles.iter().map(|p| {
        Message::new("what-if-other-profile")
            .arg("blocks", Arg::Count(p.blocks_per_sm.into()))
            .arg("ratio", ratio(p.duration_ratio))
    });
    Some(with_pair_figures(Message::new("what-if-note-profiles").arg("profiles", list(profiles)?)))
}

/// The lowest level predicted within [`TIE`] of the least time, where it is below the level
/// predicted fastest (the highest such level): the occupancy the kernel needs, and the registers
/// and shared memory above it free to spend.
fn already_as_fast(w: &WhatIf) -> Option<Message> {
    let enough = w.level(lowest_as_fast(w.levels.iter().map(|l| (l.blocks_per_sm, l.duration_ratio)))?)?;
    (enough.blocks_per_sm < w.fastest_blocks_per_sm).then(|| {
        Message::new("what-if-note-already")
            .arg("blocks", Arg::Count(enough.blocks_per_sm.into()))
            .arg("occupancy", Arg::Percent(enough.occupancy))
            .arg("tie", whole_percent(TIE))
            .arg("reason", enough.why())
    })
}

/// The notes on levels far below and far above the profile, where there are any: the highest
/// level far below, the lowest far above, and what the validation measured there for profiles
/// like this one, with or without source counters.
fn far_from_the_profile(w: &WhatIf) -> Vec<Message> {
    let profiled = || std::iter::once(w.profiled_blocks_per_sm).chain(w.other_profiles.iter().map(|p| p.blocks_per_sm));
    let (lowest, highest) = (profiled().min().unwrap_or(1), profiled().max().unwrap_or(1));
    let below = w.levels.iter().map(|l| l.blocks_per_sm).filter(|&b| distance::far_below(b, lowest)).max();
    let above = w.levels.iter().map(|l| l.blocks_per_sm).filter(|&b| distance::far_above(b, highest)).min();
    let measured = distance::MEASURED.measured(w.loads_per_wait.is_some());
    let below = below.map(|b| {
        Message::new("what-if-note-far-below")
            .arg("blocks", Arg::Count(b.into()))
            .arg("slower", whole_percent(measured.far_below_slower))
            .arg("within", whole_percent(measured.far_below_within))
    });
    let above = above.map(|b| {
        Message::new("what-if-note-far-above")
            .arg("blocks", Arg::Count(b.into()))
            .arg("within", whole_percent(measured.far_above_within))
    });
    below.into_iter().chain(above).collect()
}

/// Runs of consecutive levels with the same configuration: "7–15 blocks per SM (228 KiB of shared
/// memory, 28 KiB of L1)".
fn ranges(levels: &[&Level]) -> Vec<Message> {
    let mut runs: Vec<(&Level, &Level)> = Vec::new();
    for &l in levels {
        match runs.last_mut() {
            Some((_, last))
                if last.blocks_per_sm + 1 == l.blocks_per_sm && last.shared_memory_config == l.shared_memory_config =>
            {
                *last = l
            }
            _ => runs.push((l, l)),
        }
    }
    runs.into_iter()
        .map(|(first, last)| {
            let message = if first.blocks_per_sm == last.blocks_per_sm {
                Message::new("what-if-range-one")
            } else {
                Message::new("what-if-range").arg("last", Arg::Count(last.blocks_per_sm.into()))
            };
            message
                .arg("first", Arg::Count(first.blocks_per_sm.into()))
                .arg("config", Arg::Bytes(first.shared_memory_config.into()))
                .arg("l1", Arg::Bytes(first.l1_bytes.into()))
        })
        .collect()
}
