//! The tables of docs/WHAT_IF.md, printed by the ignored tests below (`cargo test --release -p
//! occlab-model --test what_if -- --ignored --nocapture --test-threads 1`): the development set on
//! both GPUs, in sample and left out one kernel at a time (the shared parameters refitted on the
//! others), the held-out set on both GPUs with every profile, and Nsight Compute's estimate beside
//! ours; and the bounds the checks of main.rs assert, as Rust.

use super::data::*;
use occlab_model::import::{KernelComparison, Metric};
use occlab_model::what_if::distance::{Distance, MeasuredOver};
use occlab_model::what_if::profile::L1Loads;
use occlab_model::what_if::shared_memory::SharedMemory;
use occlab_model::what_if::{predict_with, reuse, Parameters, WhatIf};
use std::collections::BTreeMap;

/// Nsight Compute's estimate and ours for one full report, at the highest occupancy the block
/// size allows, as ratios of the profiled time.
#[derive(Debug, Clone)]
pub struct Estimate {
    pub kernel: String,
    pub profiled: u32,
    pub highest: u32,
    /// 1 − Nsight Compute's estimated speedup; `None` where its rules give none.
    pub nsight: Option<f64>,
    pub local: bool,
    pub ours: f64,
    pub measured: f64,
}

/// The estimates of every full report whose highest level was timed.
pub fn estimates(capture: Capture) -> Vec<Estimate> {
    let (calibration, times, reports) = (&calibration(capture), &times(capture), &full_reports(capture));
    let mut out = Vec::new();
    for (kernel, launches) in reports {
        for k in launches {
            let w = predict_with(k, calibration, &Parameters::FITTED).unwrap();
            let highest = w.levels.last().unwrap().blocks_per_sm;
            let t = &times[kernel];
            let (Some(t_high), Some(t_p)) = (t.get(&highest), t.get(&w.profiled_blocks_per_sm)) else { continue };
            out.push(Estimate {
                kernel: kernel.clone(),
                profiled: w.profiled_blocks_per_sm,
                highest,
                nsight: w.ncu_estimate.map(|e| e.duration_ratio),
                local: w.ncu_estimate.is_some_and(|e| e.local),
                ours: w.level(highest).unwrap().duration_ratio,
                measured: t_high / t_p,
            });
        }
    }
    out
}

/// A share in percent to one decimal; a dash for none (a kernel of one level has no points).
fn percent(x: f64) -> String {
    if x.is_nan() {
        "—".to_string()
    } else {
        format!("{:.1} %", 100.0 * x)
    }
}

fn table(title: &str, rows: &[(String, KernelFigures)]) {
    println!("\n{title}\n");
    println!("| kernel | median | worst | median of profiles' medians | profiles within 10 % | fastest within 5 % |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (kernel, f) in rows {
        println!(
            "| {kernel} | {} | {} | {} | {}/{} | {}/{} |",
            percent(f.median),
            percent(if f.median.is_nan() { f64::NAN } else { f.worst }),
            percent(f.profile_median),
            f.within_budget,
            f.profiles,
            f.fastest_ok,
            f.profiles
        );
    }
}

/// Every point and profile of a set of kernels, pooled: (median, worst, median of the profiles'
/// medians, profiles within 10 %, fastest within 5 %, profiles), and the kernel-balanced mean of
/// the kernels' medians.
fn pooled(checked: &[(String, Vec<Checked>)]) -> String {
    let all: Vec<Checked> = checked.iter().flat_map(|(_, c)| c.clone()).collect();
    let f = figures(&all);
    // The kernels with points: a kernel of one level predicts nothing.
    let medians: Vec<f64> = checked.iter().map(|(_, c)| figures(c).median).filter(|m| !m.is_nan()).collect();
    let balanced = medians.iter().sum::<f64>() / medians.len() as f64;
    format!(
        "all {} profiles: median {:.1} %, worst {:.1} %, median of the profiles' medians {:.1} %, {} profiles within 10 %, {} whose fastest level is within 5 %; kernel-balanced mean of the kernels' medians {:.1} %",
        f.profiles,
        100.0 * f.median,
        100.0 * f.worst,
        100.0 * f.profile_median,
        f.within_budget,
        f.fastest_ok,
        100.0 * balanced
    )
}

/// The grid the shared parameters were chosen from (SPEC of the prototype, docs/WHAT_IF.md).
fn grid() -> Vec<Parameters> {
    let mut grid = Vec::new();
    for knee_sharpness in [3.0, 4.0] {
        for sustained_issue_share in [1.0, 0.9] {
            for l1_lines_share in [None, Some(1.0), Some(0.6)] {
                for utilisation_clamp in [0.9, 0.995] {
                    for drain_is_contention in [true, false] {
                        grid.push(Parameters {
                            knee_sharpness,
                            sustained_issue_share,
                            l1_lines_share,
                            utilisation_clamp,
                            drain_is_contention,
                            ..Parameters::FITTED
                        });
                    }
                }
            }
        }
    }
    grid
}

fn describe(p: &Parameters) -> String {
    format!(
        "k {}, a_sm {}, β {}, u_clamp {}, drain {}",
        p.knee_sharpness,
        p.sustained_issue_share,
        p.l1_lines_share.map_or("off".to_string(), |b| b.to_string()),
        p.utilisation_clamp,
        if p.drain_is_contention { "contention" } else { "memory" }
    )
}

/// Every kernel of a capture, each profile predicting every other level with `parameters`.
pub fn checked(capture: Capture, parameters: &Parameters) -> Vec<(String, Vec<Checked>)> {
    checked_as(capture, parameters, true)
}

/// [`profiles`], with their kernel's source counters or, as the raw page alone gives them,
/// without.
pub fn profiles_as(capture: Capture, source_counters: bool) -> BTreeMap<String, Vec<KernelComparison>> {
    let mut profiles = profiles(capture);
    if !source_counters {
        profiles.values_mut().flatten().for_each(without_source_counters);
    }
    profiles
}

/// [`checked`], the profiles with their kernel's source counters or without ([`profiles_as`]).
pub fn checked_as(capture: Capture, parameters: &Parameters, source_counters: bool) -> Vec<(String, Vec<Checked>)> {
    let (cal, times) = (calibration(capture), times(capture));
    let profiles = profiles_as(capture, source_counters);
    profiles.into_iter().map(|(k, p)| (k.clone(), check(&p, &times[&k], &cal, parameters))).collect()
}

#[test]
#[ignore = "prints docs/WHAT_IF.md's development tables; slow in debug"]
fn tables_development() {
    for capture in [SET1_H100, SET1_H200, SET2_H100, SET2_H200] {
        println!("\ncalibration: {:?}", calibration(capture));
        let in_sample = checked(capture, &Parameters::FITTED);
        table(
            &format!("{}, in sample (the fitted parameters)", capture.name()),
            &in_sample.iter().map(|(k, c)| (k.clone(), figures(c))).collect::<Vec<_>>(),
        );
        println!("\n{}", pooled(&in_sample));
    }
    // Leave one kernel out on the H100: each kernel predicted with the grid point best on the
    // others (the lowest mean of their kernels' median errors).
    // Both sets' kernels, each with its own capture's timings.
    let cal = calibration(SET1_H100);
    let mut times = times(SET1_H100);
    times.extend(super::data::times(SET2_H100));
    let dev: Vec<(String, Vec<KernelComparison>)> =
        profiles(SET1_H100).into_iter().chain(profiles(SET2_H100)).collect();
    let grid = grid();
    let medians: Vec<Vec<f64>> = grid
        .iter()
        .map(|p| dev.iter().map(|(k, profiles)| figures(&check(profiles, &times[k], &cal, p)).median).collect())
        .collect();
    let mut loko = Vec::new();
    println!("\nLeave-one-kernel-out choices:\n");
    for (i, (kernel, profiles)) in dev.iter().enumerate() {
        let score = |g: usize| {
            medians[g].iter().enumerate().filter(|(j, _)| *j != i).map(|(_, m)| m).sum::<f64>() / (dev.len() - 1) as f64
        };
        let best = (0..grid.len()).min_by(|&a, &b| score(a).total_cmp(&score(b))).unwrap();
        println!("- {kernel}: {}", describe(&grid[best]));
        loko.push((kernel.clone(), check(profiles, &times[kernel], &cal, &grid[best])));
    }
    table(
        "H100, sets 1 and 2, leave one kernel out",
        &loko.iter().map(|(k, c)| (k.clone(), figures(c))).collect::<Vec<_>>(),
    );
    println!("\n{}", pooled(&loko));
    let all = (0..grid.len())
        .min_by(|&a, &b| {
            let mean = |g: usize| medians[g].iter().sum::<f64>();
            mean(a).total_cmp(&mean(b))
        })
        .unwrap();
    println!("\nfitted on all {}: {}", dev.len(), describe(&grid[all]));
}

#[test]
#[ignore = "prints docs/WHAT_IF.md's tables of the sets after 2, newest first"]
fn tables_later_sets() {
    for &capture in super::CAPTURES.iter().rev().filter(|c| c.set > 2) {
        let held = checked(capture, &Parameters::FITTED);
        table(&capture.name(), &held.iter().map(|(k, c)| (k.clone(), figures(c))).collect::<Vec<_>>());
        println!("\n{}", pooled(&held));
        println!("\nEach profile: level, median error, predicted fastest level (✗: measured more than 5 % slower than the fastest)\n");
        for (kernel, checked) in &held {
            let line: Vec<String> = checked
                .iter()
                .map(|c| {
                    format!(
                        "{}: {:.1} %, {}{}",
                        c.profiled,
                        100.0 * c.median(),
                        c.predicted_fastest,
                        if c.fastest_ok { "" } else { " ✗" }
                    )
                })
                .collect();
            println!("- {kernel}: {}", line.join("; "));
        }
    }
}

/// The bounds main.rs asserts: each kernel's figures rounded up to the next 0.1 point.
#[test]
#[ignore = "prints the bounds of main.rs's checks"]
fn bounds_for_the_checks() {
    let up = |x: f64| (x * 1000.0).ceil() / 1000.0;
    for capture in super::CAPTURES {
        println!("\n// {}", capture.name());
        for (kernel, c) in checked(capture, &Parameters::FITTED) {
            let f = figures(&c);
            println!(
                "(\"{kernel}\", {:.3}, {:.3}, {:.3}, {}, {}),",
                up(f.median),
                up(f.worst),
                up(f.profile_median),
                f.within_budget,
                f.fastest_ok
            );
        }
    }
}

#[test]
#[ignore = "prints docs/WHAT_IF.md's table of Nsight Compute's estimate beside ours"]
fn tables_nsight_compute() {
    for &capture in super::CAPTURES.iter().rev() {
        println!("\n{}", capture.name());
        nsight_compute_table(&estimates(capture));
    }
}

fn nsight_compute_table(e: &[Estimate]) {
    println!(
        "\n| kernel | profiled at | highest | measured | Nsight Compute | ours | Nsight Compute's miss | our miss |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for x in e {
        let nsight =
            x.nsight.map_or("—".to_string(), |n| format!("{:.2}{}", n, if x.local { " (local)" } else { "" }));
        let miss = x.nsight.map_or("—".to_string(), |n| format!("{:.0}", 100.0 * (n - x.measured).abs()));
        println!(
            "| {} | {} | {} | {:.2} | {nsight} | {:.2} | {miss} | {:.0} |",
            x.kernel,
            x.profiled,
            x.highest,
            x.measured,
            x.ours,
            100.0 * (x.ours - x.measured).abs()
        );
    }
    let (nsight, ours) = misses(e);
    println!(
        "\n{} launches with an estimate; Nsight Compute misses by a median of {:.1} points (worst {:.1}), ours by {:.1} (worst {:.1})",
        nsight.len(),
        median(nsight.clone()),
        nsight.iter().copied().fold(0.0, f64::max),
        median(ours.clone()),
        ours.iter().copied().fold(0.0, f64::max)
    );
}

/// Nsight Compute's misses and ours, in points of the profiled time, over the launches whose
/// report holds an estimate.
pub fn misses(e: &[Estimate]) -> (Vec<f64>, Vec<f64>) {
    let with: Vec<&Estimate> = e.iter().filter(|x| x.nsight.is_some()).collect();
    (
        with.iter().map(|x| 100.0 * (x.nsight.unwrap_or(1.0) - x.measured).abs()).collect(),
        with.iter().map(|x| 100.0 * (x.ours - x.measured).abs()).collect(),
    )
}

/// The bands of a level's distance from its profile, for [`tables_by_distance`].
const DISTANCES: [&str; 6] =
    ["b ≤ b_p ÷ 4", "b_p ÷ 4 < b ≤ b_p ÷ 2", "b_p ÷ 2 < b < b_p", "b_p < b ≤ 2·b_p", "2·b_p < b ≤ 4·b_p", "b > 4·b_p"];

/// The band of [`DISTANCES`] a level of `level` blocks per SM falls in against a profile at
/// `profiled` (`what_if::distance::Distance`); none for the profiled level itself.
fn band(level: u32, profiled: u32) -> Option<usize> {
    Distance::of(level, profiled).map(|d| d as usize)
}

/// Every capture's points, predicted ÷ measured − 1, by the bands of [`DISTANCES`]: the profiles
/// with their kernel's source counters or without.
pub fn errors_by_distance(source_counters: bool) -> Vec<Vec<f64>> {
    let by_l1 = errors_by_distance_and_l1(source_counters);
    (0..DISTANCES.len()).map(|i| [true, false].iter().flat_map(|&same| by_l1[&(i, same)].clone()).collect()).collect()
}

/// One point of a capture's profile predicting another level of its kernel.
struct Point<'a> {
    /// The profile's what-if.
    what_if: &'a WhatIf,
    /// The level and the profile's, blocks per SM.
    level: u32,
    profiled: u32,
    /// Predicted ÷ measured − 1.
    error: f64,
}

impl Point<'_> {
    /// The point's band of [`DISTANCES`] and whether its level's L1 is the profile's; none at the
    /// profile.
    fn band_and_l1(&self) -> Option<(usize, bool)> {
        let l1 = |b: u32| self.what_if.level(b).map(|l| l.l1_bytes);
        band(self.level, self.profiled).map(|i| (i, l1(self.level) == l1(self.profiled)))
    }
}

/// Every point of the captures the quoted figures were measured on ([`super::quoted_captures`]),
/// each profile predicting its kernel's other measured levels; the profiles with their kernel's
/// source counters or without.
fn for_each_point(source_counters: bool, mut f: impl FnMut(Point)) {
    for capture in super::quoted_captures() {
        let (cal, times) = (calibration(capture), times(capture));
        for (kernel, launches) in profiles_as(capture, source_counters) {
            for (k, c) in launches.iter().zip(check(&launches, &times[&kernel], &cal, &Parameters::FITTED)) {
                let w = predict_with(k, &cal, &Parameters::FITTED).unwrap();
                for &(level, predicted, measured, _) in &c.points {
                    f(Point { what_if: &w, level, profiled: c.profiled, error: predicted / measured - 1.0 });
                }
            }
        }
    }
}

/// Empty lists for every (band of [`DISTANCES`], whether the level's L1 is the profile's).
fn empty_bands() -> BTreeMap<(usize, bool), Vec<f64>> {
    (0..DISTANCES.len()).flat_map(|i| [((i, true), Vec::new()), ((i, false), Vec::new())]).collect()
}

/// Every capture's points, predicted ÷ measured − 1, by (the band of [`DISTANCES`], whether the
/// level's L1 is the profile's): the profiles with their kernel's source counters or without.
pub fn errors_by_distance_and_l1(source_counters: bool) -> BTreeMap<(usize, bool), Vec<f64>> {
    let mut bands = empty_bands();
    for_each_point(source_counters, |p| {
        if let Some(key) = p.band_and_l1() {
            bands.entry(key).or_default().push(p.error);
        }
    });
    bands
}

/// Every capture's points, predicted ÷ measured − 1, by the kind of spread their what-if gives the
/// level ([`MeasuredOver`]): by (the band of [`DISTANCES`], whether the level's L1 is the
/// profile's) where its distance's, and the levels below a busy L1 and those whose reuse is at
/// risk apart; the profiles with their kernel's source counters or without.
pub struct ErrorsBySpread {
    pub bands: BTreeMap<(usize, bool), Vec<f64>>,
    pub below_busy_l1: Vec<f64>,
    pub reuse_at_risk: Vec<f64>,
}

pub fn errors_by_spread(source_counters: bool) -> ErrorsBySpread {
    let mut by = ErrorsBySpread { bands: empty_bands(), below_busy_l1: Vec::new(), reuse_at_risk: Vec::new() };
    for_each_point(source_counters, |p| match p.what_if.level(p.level).and_then(|l| l.spread).map(|s| s.over) {
        Some(MeasuredOver::BelowBusyL1) => by.below_busy_l1.push(p.error),
        Some(MeasuredOver::ReuseAtRisk) => by.reuse_at_risk.push(p.error),
        _ => {
            if let Some(key) = p.band_and_l1() {
                by.bands.entry(key).or_default().push(p.error);
            }
        }
    });
    by
}

/// The `p` quantile of `errors`, interpolated between the sorted values at p·(n − 1).
pub fn quantile(errors: &[f64], p: f64) -> f64 {
    let mut sorted = errors.to_vec();
    sorted.sort_by(f64::total_cmp);
    let at = p * (sorted.len() - 1) as f64;
    let (below, above) = (sorted[at.floor() as usize], sorted[at.ceil() as usize]);
    below + (above - below) * at.fract()
}

/// Every capture's points below their profile, predicted ÷ measured − 1: those whose profile's
/// what-if names its busy L1 (`what_if::l1_queue`), and the others; the profiles with their
/// kernel's source counters or without.
pub fn errors_below_by_l1(source_counters: bool) -> (Vec<f64>, Vec<f64>) {
    let (mut busy, mut others) = (Vec::new(), Vec::new());
    for_each_point(source_counters, |p| {
        if p.level < p.profiled {
            if p.what_if.busy_l1.is_some() { &mut busy } else { &mut others }.push(p.error);
        }
    });
    (busy, others)
}

/// One pair of a kernel's profiles at two levels: the levels (lower, higher), and whether the pair
/// joined (`what_if::join`) and each profile alone (the lower's, the higher's) predict the
/// kernel's other measured levels (the levels of neither profile) within a median 10 %, over the
/// same levels.
#[derive(Debug, Clone)]
pub struct Pair {
    pub kernel: String,
    pub levels: (u32, u32),
    pub joined_within: bool,
    pub alone_within: (bool, bool),
    /// The joined prediction's errors, predicted ÷ measured − 1, at the levels between the two.
    pub between: Vec<f64>,
}

/// Pairs counted: how many, how many within a median 10 % joined, and how many of their profiles
/// alone (of twice as many).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Pairs {
    pub pairs: usize,
    pub joined_within: usize,
    pub alone_within: usize,
}

impl Pairs {
    pub fn of<'a>(pairs: impl IntoIterator<Item = &'a Pair>) -> Pairs {
        pairs.into_iter().fold(Pairs::default(), |n, p| Pairs {
            pairs: n.pairs + 1,
            joined_within: n.joined_within + usize::from(p.joined_within),
            alone_within: n.alone_within + usize::from(p.alone_within.0) + usize::from(p.alone_within.1),
        })
    }

    pub fn joined_share(&self) -> f64 {
        self.joined_within as f64 / self.pairs as f64
    }

    pub fn alone_share(&self) -> f64 {
        self.alone_within as f64 / (2 * self.pairs) as f64
    }
}

/// Every pair of `capture`'s raw-page profiles of one kernel at two levels with at least one other
/// level measured.
pub fn pairs_of_profiles(capture: Capture) -> Vec<Pair> {
    let (cal, times) = (calibration(capture), times(capture));
    let mut pairs = Vec::new();
    for (kernel, launches) in profiles(capture) {
        let measured = &times[&kernel];
        let alone: Vec<_> = launches.iter().filter_map(|k| predict_with(k, &cal, &Parameters::FITTED).ok()).collect();
        for (i, a) in alone.iter().enumerate() {
            for b in &alone[i + 1..] {
                let (p, q) = (a.profiled_blocks_per_sm, b.profiled_blocks_per_sm);
                let (Some(&t_a), true) = (measured.get(&p), p != q && measured.contains_key(&q)) else { continue };
                let others: Vec<(u32, f64)> =
                    measured.iter().filter(|(&l, _)| l != p && l != q).map(|(&l, &t)| (l, t / t_a)).collect();
                if others.is_empty() {
                    continue;
                }
                let joined = occlab_model::what_if::join(a, &[b]);
                let within = |w: &occlab_model::what_if::WhatIf, scale: f64| {
                    let errors =
                        others.iter().map(|&(l, m)| (w.level(l).unwrap().duration_ratio * scale / m - 1.0).abs());
                    median(errors.collect()) <= MEDIAN_BUDGET
                };
                let lower = p.min(q);
                let between = others
                    .iter()
                    .filter(|&&(l, _)| (lower..=p.max(q)).contains(&l))
                    .map(|&(l, m)| joined.level(l).unwrap().duration_ratio / m - 1.0);
                pairs.push(Pair {
                    between: between.collect(),
                    kernel: kernel.clone(),
                    levels: (p.min(q), p.max(q)),
                    joined_within: within(&joined, 1.0),
                    // b alone, as a ratio of its own time: scaled to a's by the measured times.
                    alone_within: match (within(a, 1.0), within(b, measured[&q] / t_a)) {
                        (at_p, at_q) if p < q => (at_p, at_q),
                        (at_p, at_q) => (at_q, at_p),
                    },
                });
            }
        }
    }
    pairs
}

#[test]
#[ignore = "prints docs/WHAT_IF.md's tables of pairs of profiles joined, by capture and by how far apart"]
fn tables_pairs_of_profiles() {
    println!("| capture | pairs | joined within 10 % | alone within 10 % |");
    println!("|---|---:|---:|---:|");
    let row = |name: &str, p: Pairs| {
        println!(
            "| {name} | {} | {} ({:.0} %) | {} of {} ({:.0} %) |",
            p.pairs,
            p.joined_within,
            100.0 * p.joined_share(),
            p.alone_within,
            2 * p.pairs,
            100.0 * p.alone_share()
        )
    };
    let mut all = Vec::new();
    for capture in super::CAPTURES {
        let pairs = pairs_of_profiles(capture);
        row(&capture.name(), Pairs::of(&pairs));
        all.push((capture, pairs));
    }
    let latest = all.last().map(|(c, _)| *c);
    let all: Vec<Pair> = all.into_iter().flat_map(|(_, pairs)| pairs).collect();
    row("all", Pairs::of(&all));
    let between: Vec<f64> = all.iter().flat_map(|p| p.between.iter().copied()).collect();
    println!(
        "\nbetween two profiles: Spread {{ points: {}, within: {:.2}, low: {:.2}, high: {:.2} }}",
        between.len(),
        within_budget(&between),
        quantile(&between, 0.1),
        quantile(&between, 0.9)
    );
    if let Some(latest) = latest {
        println!("\n{}, by kernel:", latest.name());
        let pairs = pairs_of_profiles(latest);
        let kernels: std::collections::BTreeSet<&str> = pairs.iter().map(|p| p.kernel.as_str()).collect();
        for kernel in kernels {
            row(kernel, Pairs::of(pairs.iter().filter(|p| p.kernel == kernel)));
        }
    }
    println!("\n| the higher level ÷ the lower | pairs | joined within 10 % | alone within 10 % |");
    println!("|---|---:|---:|---:|");
    let apart = |p: &&Pair| f64::from(p.levels.1) / f64::from(p.levels.0);
    for (name, low, high) in
        [("under 2", 1.0, 2.0), ("2 to 4", 2.0, 4.0), ("4 to 8", 4.0, 8.0), ("8 or more", 8.0, f64::INFINITY)]
    {
        row(name, Pairs::of(all.iter().filter(|p| (low..high).contains(&apart(p)))));
    }
}

/// The share of `errors` within the issue's 10 %.
pub fn within_budget(errors: &[f64]) -> f64 {
    errors.iter().filter(|e| e.abs() <= MEDIAN_BUDGET).count() as f64 / errors.len() as f64
}

#[test]
#[ignore = "prints docs/WHAT_IF.md's table of errors by the distance from the profile"]
fn tables_by_distance() {
    for source_counters in [true, false] {
        println!("\nsource counters: {source_counters}");
        distance_table(errors_by_distance(source_counters));
    }
}

fn distance_table(bands: Vec<Vec<f64>>) {
    println!("| level against its profile | points | within 10 % | median of predicted ÷ measured − 1 | middle half |");
    println!("|---|---:|---:|---:|---|");
    for (name, mut errors) in DISTANCES.iter().zip(bands) {
        errors.sort_by(f64::total_cmp);
        let n = errors.len();
        let within = within_budget(&errors);
        let pct = |x: f64| format!("{:+.1} %", 100.0 * x);
        println!(
            "| {name} | {n} | {:.0} ({:.0} %) | {} | {} to {} |",
            within * n as f64,
            100.0 * within,
            pct(median(errors.clone())),
            pct(errors[n / 4]),
            pct(errors[3 * n / 4])
        );
    }
}

#[test]
#[ignore = "prints docs/WHAT_IF.md's table of errors by distance and by the level's L1 against the profile's"]
fn tables_by_distance_and_configuration() {
    let bands = errors_by_distance_and_l1(true);
    println!(
        "| level against its profile | the profile's L1: points | within 10 % | another L1: points | within 10 % |"
    );
    println!("|---|---:|---:|---:|---:|");
    for (i, name) in DISTANCES.iter().enumerate() {
        let cell = |same: bool| {
            let errors = &bands[&(i, same)];
            if errors.is_empty() {
                return "0 | —".to_string();
            }
            format!("{} | {:.0} %", errors.len(), 100.0 * within_budget(errors))
        };
        println!("| {name} | {} | {} |", cell(true), cell(false));
    }
}

#[test]
#[ignore = "prints what_if::distance::SPREADS, and docs/WHAT_IF.md's table of the spreads"]
fn tables_spreads() {
    for source_counters in [true, false] {
        let by = errors_by_spread(source_counters);
        let figures = |e: &[f64]| (e.len(), within_budget(e), quantile(e, 0.1), quantile(e, 0.9));
        let spread = |i: usize, same: bool| figures(&by.bands[&(i, same)]);
        let rust = |(n, w, lo, hi): (usize, f64, f64, f64)| format!("spread({n}, {w:.2}, {lo:.2}, {hi:.2})");
        println!("\nsource counters: {source_counters}");
        for i in 0..DISTANCES.len() {
            println!("ByL1 {{ same: {}, other: {} }},", rust(spread(i, true)), rust(spread(i, false)));
        }
        println!("below a busy L1: {}", rust(figures(&by.below_busy_l1)));
        println!("reuse at risk: {}", rust(figures(&by.reuse_at_risk)));
        println!("| level against its profile | L1 | points | within 10 % | e: 10th percentile | 90th |");
        println!("|---|---|---:|---:|---:|---:|");
        let pct = |x: f64| format!("{:+.1} %", 100.0 * x);
        let row = |name: &str, l1: &str, (n, w, lo, hi): (usize, f64, f64, f64)| {
            println!("| {name} | {l1} | {n} | {:.0} % | {} | {} |", 100.0 * w, pct(lo), pct(hi));
        };
        for (i, name) in DISTANCES.iter().enumerate() {
            for same in [true, false] {
                row(name, if same { "the profile's" } else { "another" }, spread(i, same));
            }
        }
        row("below a profile whose L1 is busy", "either", figures(&by.below_busy_l1));
        row("where the reuse note names it", "either", figures(&by.reuse_at_risk));
    }
}

/// Of `capture`'s raw-page profiles (with their source counters), each level's measured ratio
/// against the spread its what-if gives it: (levels within their spread, levels with one).
pub fn within_spread(capture: Capture) -> (usize, usize) {
    let (cal, times) = (calibration(capture), times(capture));
    let (mut inside, mut all) = (0, 0);
    for (kernel, launches) in profiles(capture) {
        let measured = &times[&kernel];
        for w in launches.iter().filter_map(|k| predict_with(k, &cal, &Parameters::FITTED).ok()) {
            let Some(&t_p) = measured.get(&w.profiled_blocks_per_sm) else { continue };
            for (l, t) in measured {
                let Some((low, high)) = w.level(*l).and_then(|level| level.measured_range()) else { continue };
                all += 1;
                inside += usize::from((low..=high).contains(&(t / t_p)));
            }
        }
    }
    (inside, all)
}

#[test]
#[ignore = "prints docs/WHAT_IF.md's table of the levels measured within their spread, by capture"]
fn tables_within_spread() {
    println!("| capture | levels | within their spread |");
    println!("|---|---:|---:|");
    let (mut inside, mut all) = (0, 0);
    for capture in super::CAPTURES {
        let (i, a) = within_spread(capture);
        println!("| {} | {a} | {i} ({:.0} %) |", capture.name(), 100.0 * i as f64 / a as f64);
        (inside, all) = (inside + i, all + a);
    }
    println!("| all | {all} | {inside} ({:.0} %) |", 100.0 * inside as f64 / all as f64);
}

/// A hit rate that moved by more than this many points from the profile's counts as changed.
const HITS_MOVED: f64 = 5.0;

/// Each level's own L1 hit rate, in percent, from the pass over every level.
fn hits_by_level(profiles: &[KernelComparison]) -> BTreeMap<u32, f64> {
    profiles
        .iter()
        .filter_map(|k| {
            let level = k.result.as_ref()?.occupancy.active_blocks_per_sm;
            Some((level, k.launch.performance.get(Metric::L1LoadHitRate)?))
        })
        .collect()
}

#[test]
#[ignore = "prints docs/WHAT_IF.md's figures on the L1's hits at another level"]
fn tables_l1_hits() {
    // (all the captures, sets 15 on) → (profiles, within 10 %, within with the moved hits exact).
    let mut counts = [(0, 0, 0); 2];
    // (named by the note on reuse, hits lost) → the points' predicted ÷ measured − 1.
    let mut by_note: BTreeMap<(bool, bool), Vec<f64>> = BTreeMap::new();
    for capture in super::CAPTURES {
        let (cal, times, profiles) = (calibration(capture), times(capture), profiles(capture));
        for (kernel, launches) in &profiles {
            let hits = hits_by_level(launches);
            for (k, c) in launches.iter().zip(check(launches, &times[kernel], &cal, &Parameters::FITTED)) {
                if c.points.is_empty() {
                    continue;
                }
                let w = predict_with(k, &cal, &Parameters::FITTED).unwrap();
                let h_p = hits.get(&c.profiled).copied().unwrap_or(0.0);
                let moved = |q: u32| hits.get(&q).is_some_and(|h| (h - h_p).abs() > HITS_MOVED);
                let exact: Vec<f64> = c.points.iter().map(|&(q, .., e)| if moved(q) { 0.0 } else { e }).collect();
                let (within, ceiling) = (c.median() <= MEDIAN_BUDGET, median(exact) <= MEDIAN_BUDGET);
                for count in counts.iter_mut().take(if capture.set >= 15 { 2 } else { 1 }) {
                    count.0 += 1;
                    count.1 += usize::from(within);
                    count.2 += usize::from(ceiling);
                }
                if h_p < 100.0 * reuse::HIT_RATE_WORTH_NAMING {
                    continue;
                }
                let named = w.reuse_at_risk.map(|r| r.levels).unwrap_or_default();
                for &(q, predicted, measured, _) in &c.points {
                    let lost = hits.get(&q).is_some_and(|h| h_p - h > HITS_MOVED);
                    by_note.entry((named.contains(&q), lost)).or_default().push(predicted / measured - 1.0);
                }
            }
        }
    }
    for ((all, within, ceiling), which) in counts.into_iter().zip(["all the captures", "sets 15 on"]) {
        println!("{which}: profiles within 10 %: {within} of {all}; with every level whose hit rate moved by more than {HITS_MOVED} points exact: {ceiling}");
    }
    println!("\n| the note on reuse | hits | points | median of predicted ÷ measured − 1 | within 10 % |");
    println!("|---|---|---:|---:|---:|");
    for ((named, lost), errors) in by_note {
        println!(
            "| {} | {} | {} | {:+.1} % | {:.0} % |",
            if named { "names the level" } else { "does not" },
            if lost { "lost" } else { "kept" },
            errors.len(),
            100.0 * median(errors.clone()),
            100.0 * within_budget(&errors)
        );
    }
}

/// Kernels alike in what one profile shows, unalike in the hits they keep: for every kernel whose
/// own, unpadded profile's loads hit the L1 80 % or more, the points of hit rate its levels with the
/// least L1 (those padded to the largest shared-memory configuration) lost against that profile,
/// beside the one footprint the profile gives, the resident blocks' missed bytes at the first such
/// level over its L1 (`reuse::at_risk`'s b × F ÷ L1), in order of that footprint.
#[test]
#[ignore = "prints docs/WHAT_IF.md's kernels that keep or lose their L1 hits at the least L1"]
fn tables_hits_at_the_least_l1() {
    let mut rows = Vec::new();
    for capture in super::CAPTURES {
        let (cal, profiles) = (calibration(capture), profiles(capture));
        for (kernel, launches) in &profiles {
            let hits = hits_by_level(launches);
            let own = launches.iter().find(|k| k.launch.dynamic_shared_memory.is_some_and(|d| d.value == 0.0));
            let Some((own, w)) = own.and_then(|k| Some((k, predict_with(k, &cal, &Parameters::FITTED).ok()?))) else {
                continue;
            };
            let (Some(at_own), Some(least), Some(inputs)) = (
                w.level(w.profiled_blocks_per_sm),
                w.levels.iter().map(|l| l.l1_bytes).min(),
                own.inputs.as_ref().ok(),
            ) else {
                continue;
            };
            let h_p = hits.get(&at_own.blocks_per_sm).copied().unwrap_or(0.0);
            let small: Vec<u32> = w
                .levels
                .iter()
                .filter(|l| l.l1_bytes == least && hits.contains_key(&l.blocks_per_sm))
                .map(|l| l.blocks_per_sm)
                .collect();
            if h_p < 80.0 || least >= at_own.l1_bytes || small.is_empty() {
                continue;
            }
            let lost = small.iter().map(|q| h_p - hits[q]).sum::<f64>() / small.len() as f64;
            let loads = L1Loads {
                hit_rate: h_p / 100.0,
                sectors: own.launch.performance.get(Metric::GlobalLoadSectors).unwrap_or(f64::NAN),
            };
            let shared = SharedMemory::new(inputs.compute_capability, inputs.kernel, inputs.launch.threads_per_block);
            let sector_bytes = shared.map_or(0, |s| s.sector_bytes());
            let block_bytes = reuse::block_bytes(loads, sector_bytes, own.launch.grid_size.unwrap_or(0));
            let footprint = f64::from(small[0]) * block_bytes / f64::from(least);
            rows.push((
                footprint,
                lost,
                format!(
                    "| {} | {kernel} | {} | {h_p:.0} % | {lost:.0} | {footprint:.2} |",
                    capture.name(),
                    at_own.blocks_per_sm
                ),
            ));
        }
    }
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    println!("| capture | kernel | own level | L1 hits there | points lost at the least L1 | b × F ÷ L1 |");
    println!("|---|---|---:|---:|---:|---:|");
    for (.., row) in &rows {
        println!("{row}");
    }
    let kept = rows.iter().filter(|r| r.1 <= HITS_MOVED).count();
    let lost = rows.iter().filter(|r| r.1 > 20.0).count();
    println!("\n{} kernels: {kept} keep their hits within {HITS_MOVED} points, {lost} lose more than 20", rows.len());
}

/// The miss rate as a power of the L1 per resident warp (the "√2 rule" of caches, misses ∝
/// capacity^−θ; Hartstein et al., "Cache miss behavior: is it √2?", CF 2006), against each level's
/// own: for every pair of levels of one kernel in the raw pages whose profile's loads hit the L1 at
/// least [`reuse::HIT_RATE_WORTH_NAMING`], the level's miss rate predicted as the profile's ×
/// (its L1 ÷ achieved warps over the profile's)^−θ, θ = 0 being the profile's hits kept.
#[test]
#[ignore = "prints docs/WHAT_IF.md's check of the L1's misses as a power of its capacity per warp"]
fn tables_l1_misses_by_capacity() {
    const THETAS: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];
    let mut log_errors: [Vec<f64>; 5] = Default::default();
    let mut within_5_points = [0; 5];
    for capture in super::CAPTURES {
        let cal = calibration(capture);
        for launches in profiles(capture).values() {
            // Each profile's (level, miss rate, L1 bytes per achieved warp).
            let levels: Vec<(u32, f64, f64)> = launches
                .iter()
                .filter_map(|k| {
                    let w = predict_with(k, &cal, &Parameters::FITTED).ok()?;
                    let level = w.level(w.profiled_blocks_per_sm)?;
                    let hit = k.launch.performance.get(Metric::L1LoadHitRate)? / 100.0;
                    let warps =
                        k.launch.performance.get(Metric::AchievedWarps).unwrap_or(f64::from(level.warps_per_sm));
                    Some((level.blocks_per_sm, (1.0 - hit).max(0.005), f64::from(level.l1_bytes) / warps.max(1.0)))
                })
                .collect();
            for &(profiled, miss_p, per_warp_p) in &levels {
                if 1.0 - miss_p < reuse::HIT_RATE_WORTH_NAMING {
                    continue;
                }
                for &(_, miss, per_warp) in levels.iter().filter(|l| l.0 != profiled) {
                    for (i, theta) in THETAS.into_iter().enumerate() {
                        let predicted = (miss_p * (per_warp / per_warp_p).powf(-theta)).min(1.0);
                        log_errors[i].push((predicted / miss).ln().abs());
                        within_5_points[i] += usize::from((predicted - miss).abs() <= 0.05);
                    }
                }
            }
        }
    }
    println!("| θ | pairs | median of ∣ln(predicted ÷ measured miss rate)∣ | within 5 points |");
    println!("|---:|---:|---:|---:|");
    for (i, theta) in THETAS.into_iter().enumerate() {
        let pairs = log_errors[i].len();
        println!("| {theta} | {pairs} | {:.3} | {} |", median(log_errors[i].clone()), within_5_points[i]);
    }
}

/// Version 8's choice of s_DRAM (`Parameters::streaming_dram_share`): the profiles within 10 % of
/// every capture for each candidate (0: the runs' streams alone), and for each set the candidate
/// best on all the others.
#[test]
#[ignore = "prints docs/WHAT_IF.md's choice of the streaming DRAM share"]
fn tables_streaming_dram_share() {
    let candidates = [0.0, 0.8, 0.85, 0.9, 0.95, 1.0];
    let within: Vec<Vec<usize>> = candidates
        .iter()
        .map(|&share| {
            let p = Parameters { streaming_dram_share: share, ..Parameters::FITTED };
            super::CAPTURES
                .iter()
                .map(|&c| checked(c, &p).iter().map(|(_, checked)| figures(checked).within_budget).sum())
                .collect()
        })
        .collect();
    let name = |i: usize| if candidates[i] == 0.0 { "the runs' alone".to_string() } else { candidates[i].to_string() };
    println!("| s_DRAM | profiles within 10 % |\n|---|---:|");
    for (i, counts) in within.iter().enumerate() {
        println!("| {} | {} |", name(i), counts.iter().sum::<usize>());
    }
    println!("\n| left out | chosen on the others | the set's profiles within 10 % | with the runs' alone |\n|---|---|---:|---:|");
    let sets: std::collections::BTreeSet<u8> = super::CAPTURES.iter().map(|c| c.set).collect();
    for set in sets {
        let on = |i: usize, left_out: bool| -> usize {
            super::CAPTURES.iter().zip(&within[i]).filter(|(c, _)| (c.set == set) == left_out).map(|(_, &w)| w).sum()
        };
        let best = (0..candidates.len()).max_by_key(|&i| (on(i, false), std::cmp::Reverse(i))).unwrap();
        println!("| set {set} | {} | {} | {} |", name(best), on(best, true), on(0, true));
    }
}
