//! The committed what-if captures (their READMEs say how they were made): every profile of the
//! raw page, the timings at every level, the levels' padding and the full reports; and the
//! committed run of the same GPU that calibrates the model (`public/samples/{h100,h200}-run.json`).
//!
//! Thirteen sets of kernels: the first (`tests/hardware/data/{gpu}/whatif/`, 18 kernels) shaped
//! versions 1 and 2 of the model, the second (`whatif2/`, 13 kernels, held out of version 2)
//! version 3; the third (`whatif3/`, 10 kernels) and the fourth (`whatif4/`, 9 kernels, the H200
//! only), written and captured after version 3 was frozen, were held out of it, and each gave
//! version 4 one rule; the fifth and the sixth (`whatif5/`, `whatif6/`, 8 kernels each, the H200
//! only), written and captured after version 4 was frozen, were held out of it, and the sixth gave
//! version 5 its rule; the seventh (`whatif7/`, 5 kernels, the H200 only), written and captured
//! after version 5 was frozen, was held out of it; version 6 came after all seven; the eighth
//! (`whatif8/`, 7 kernels, the H200 only), written and captured after version 6 was frozen, was
//! held out of it, and gave version 7 its rule; the ninth to the twelfth (`whatif9/` to
//! `whatif12/`, 7 kernels each, the H200 only), written and captured after version 7 was frozen,
//! were held out of it, and version 8's one parameter was chosen on every set; the thirteenth
//! (`whatif13/`, 7 kernels, the H200 only), written and captured after version 8 was frozen, is
//! held out of it ([`Capture::role`]).

use occlab_model::import::{compare, read, read_bytes, KernelComparison, ScoreboardWaits};
use occlab_model::run::Run;
use occlab_model::what_if::{fastest as fastest_level, predict_with, Calibration, Parameters};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Mutex;

/// The budgets for a held-out kernel: each profile's median error over the levels
/// measured, and the level predicted fastest measured within this share of the fastest.
pub const MEDIAN_BUDGET: f64 = 0.10;
pub const FASTEST_WITHIN: f64 = 0.05;

/// One capture: a GPU ("h100", "h200") and a set of kernels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Capture {
    pub gpu: &'static str,
    /// The set of kernels, 1 to 61 ([`Capture::role`]).
    pub set: u8,
}

pub const SET1_H100: Capture = Capture { gpu: "h100", set: 1 };
pub const SET1_H200: Capture = Capture { gpu: "h200", set: 1 };
pub const SET2_H100: Capture = Capture { gpu: "h100", set: 2 };
pub const SET2_H200: Capture = Capture { gpu: "h200", set: 2 };
pub const SET3_H100: Capture = Capture { gpu: "h100", set: 3 };
pub const SET3_H200: Capture = Capture { gpu: "h200", set: 3 };
pub const SET4_H200: Capture = Capture { gpu: "h200", set: 4 };
pub const SET5_H200: Capture = Capture { gpu: "h200", set: 5 };
pub const SET6_H200: Capture = Capture { gpu: "h200", set: 6 };
pub const SET7_H200: Capture = Capture { gpu: "h200", set: 7 };
pub const SET8_H200: Capture = Capture { gpu: "h200", set: 8 };
pub const SET9_H200: Capture = Capture { gpu: "h200", set: 9 };
pub const SET10_H200: Capture = Capture { gpu: "h200", set: 10 };
pub const SET11_H200: Capture = Capture { gpu: "h200", set: 11 };
pub const SET12_H200: Capture = Capture { gpu: "h200", set: 12 };
pub const SET13_H200: Capture = Capture { gpu: "h200", set: 13 };
pub const SET14_H200: Capture = Capture { gpu: "h200", set: 14 };
pub const SET15_H200: Capture = Capture { gpu: "h200", set: 15 };
pub const SET16_H200: Capture = Capture { gpu: "h200", set: 16 };
pub const SET17_H200: Capture = Capture { gpu: "h200", set: 17 };
pub const SET18_H200: Capture = Capture { gpu: "h200", set: 18 };
pub const SET19_H200: Capture = Capture { gpu: "h200", set: 19 };
pub const SET20_H200: Capture = Capture { gpu: "h200", set: 20 };
pub const SET21_H200: Capture = Capture { gpu: "h200", set: 21 };
pub const SET22_H200: Capture = Capture { gpu: "h200", set: 22 };
pub const SET23_H200: Capture = Capture { gpu: "h200", set: 23 };
pub const SET24_H200: Capture = Capture { gpu: "h200", set: 24 };
pub const SET25_H200: Capture = Capture { gpu: "h200", set: 25 };
pub const SET26_H200: Capture = Capture { gpu: "h200", set: 26 };
pub const SET27_H200: Capture = Capture { gpu: "h200", set: 27 };
pub const SET28_H200: Capture = Capture { gpu: "h200", set: 28 };
pub const SET29_H200: Capture = Capture { gpu: "h200", set: 29 };
pub const SET30_H200: Capture = Capture { gpu: "h200", set: 30 };
pub const SET31_H200: Capture = Capture { gpu: "h200", set: 31 };
pub const SET32_H200: Capture = Capture { gpu: "h200", set: 32 };
pub const SET33_H200: Capture = Capture { gpu: "h200", set: 33 };
pub const SET34_H200: Capture = Capture { gpu: "h200", set: 34 };
pub const SET35_H200: Capture = Capture { gpu: "h200", set: 35 };
pub const SET36_H200: Capture = Capture { gpu: "h200", set: 36 };
pub const SET37_H200: Capture = Capture { gpu: "h200", set: 37 };
pub const SET38_H200: Capture = Capture { gpu: "h200", set: 38 };
pub const SET39_H200: Capture = Capture { gpu: "h200", set: 39 };
pub const SET40_H200: Capture = Capture { gpu: "h200", set: 40 };
pub const SET41_H200: Capture = Capture { gpu: "h200", set: 41 };
pub const SET42_H200: Capture = Capture { gpu: "h200", set: 42 };
pub const SET43_H200: Capture = Capture { gpu: "h200", set: 43 };
pub const SET44_H200: Capture = Capture { gpu: "h200", set: 44 };
pub const SET45_H200: Capture = Capture { gpu: "h200", set: 45 };
pub const SET46_H200: Capture = Capture { gpu: "h200", set: 46 };
pub const SET47_H200: Capture = Capture { gpu: "h200", set: 47 };
pub const SET48_H200: Capture = Capture { gpu: "h200", set: 48 };
pub const SET49_H200: Capture = Capture { gpu: "h200", set: 49 };
pub const SET50_H200: Capture = Capture { gpu: "h200", set: 50 };
pub const SET51_H200: Capture = Capture { gpu: "h200", set: 51 };
pub const SET52_H200: Capture = Capture { gpu: "h200", set: 52 };
pub const SET53_H200: Capture = Capture { gpu: "h200", set: 53 };
pub const SET54_H200: Capture = Capture { gpu: "h200", set: 54 };
pub const SET55_H200: Capture = Capture { gpu: "h200", set: 55 };
pub const SET56_H200: Capture = Capture { gpu: "h200", set: 56 };
pub const SET57_H200: Capture = Capture { gpu: "h200", set: 57 };
pub const SET58_H200: Capture = Capture { gpu: "h200", set: 58 };
pub const SET59_H200: Capture = Capture { gpu: "h200", set: 59 };
pub const SET60_H200: Capture = Capture { gpu: "h200", set: 60 };
pub const SET61_H200: Capture = Capture { gpu: "h200", set: 61 };

impl Capture {
    /// The decisions about the model the set took part in: sets 1 and 2 shaped versions 1–3; sets
    /// 3 and 4 were written after version 3 was frozen and held out of it, and each gave version 4
    /// one rule (docs/WHAT_IF.md, "Version 4"); sets 5 and 6 were held out of version 4, and set 6
    /// gave version 5 its rule; set 7 is held out of version 5; set 8 was held out of version 6 and
    /// gave version 7 its rule; sets 9 to 12 were held out of version 7, and version 8's DRAM share
    /// was chosen on them and every other set; set 13 is held out of version 8; set 14 of version
    /// 9, whose one rule is a measured floor that no level of sets 13 and 14 reached when it was made
    /// (set 14 was captured after it); version 10's rule came from set 14's INT8 GEMM; set 15 is held
    /// out of version 10, and version 11's rule came from its Gram matrix; sets 16, 17 and 18 are
    /// held out of version 11; sets 19, 20 and 21 of version 12, whose rule came from set 4's row
    /// sums; version 13's rule was chosen with set 21's median filter in view, and sets 22, 23 and
    /// 24 are held out of it; version 14's reading of the loads per wait was chosen on sets 1–24,
    /// and sets 25 and 26 are held out of it; version 15's reading of a grid of one wave was chosen
    /// with their sphere tracer and root finder in view, and sets 27 to 51 are held out of it; sets
    /// 52 to 54 of version 16, and version 17's short-scoreboard queue was chosen on sets 1–54;
    /// set 55 is held out of versions 16 and 17, and sets 56 to 61 of version 17.
    pub fn role(self) -> &'static str {
        match self.set {
            1 | 2 => "development",
            3 => "held out of version 3, version 4's capacity rule",
            4 => "held out of version 3, version 4's throttle rule, version 12's floor rule",
            5 => "held out of version 4",
            6 => "held out of version 4, version 5's reduction rule",
            7 => "held out of version 5",
            8 => "held out of version 6, version 7's L1 queue rule",
            9..=12 => "held out of version 7, version 8's DRAM share",
            13 => "held out of version 8",
            14 => "held out of version 9, version 10's bypass rule",
            15 => "held out of version 10, version 11's busiest-SM rule",
            16..=18 => "held out of version 11",
            19 | 20 => "held out of version 12",
            21 => "held out of version 12, version 13's in-block rule",
            22..=24 => "held out of version 13, version 14's loads per wait",
            25 | 26 => "held out of version 14, version 15's one-wave rule",
            27..=51 => "held out of version 15",
            52..=54 => "held out of version 16",
            55 => "held out of versions 16 and 17",
            _ => "held out of version 17",
        }
    }

    pub fn name(self) -> String {
        format!("{}, set {} ({})", self.gpu.to_uppercase(), self.set, self.role())
    }

    pub fn path(self, file: &str) -> PathBuf {
        let dir = if self.set == 1 { "whatif".to_string() } else { format!("whatif{}", self.set) };
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../../tests/hardware/data/{}/{dir}/{file}", self.gpu))
    }
}

pub fn calibration(c: Capture) -> Calibration {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../../public/samples/{}-run.json", c.gpu));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let run = Run::from_json(&text).unwrap_or_else(|e| panic!("{e}"));
    Calibration::from_run(&run).unwrap_or_else(|e| panic!("{e}"))
}

/// Median kernel time (µs) at each level, by kernel; only levels whose result checked out.
pub fn times(c: Capture) -> BTreeMap<String, BTreeMap<u32, f64>> {
    times_in(&c.path("time.csv"))
}

/// [`times`] from a capture's `time.csv` at `path`.
pub fn times_in(path: &std::path::Path) -> BTreeMap<String, BTreeMap<u32, f64>> {
    let mut reader = csv::Reader::from_path(path).unwrap();
    let headers = reader.headers().unwrap().clone();
    let at = |name: &str| headers.iter().position(|h| h == name).unwrap();
    let (kernel, level, median, check) = (at("kernel"), at("level"), at("median_us"), at("check"));
    let mut times: BTreeMap<String, BTreeMap<u32, f64>> = BTreeMap::new();
    for row in reader.records() {
        let row = row.unwrap();
        if &row[check] != "ok" {
            continue;
        }
        times
            .entry(row[kernel].to_string())
            .or_default()
            .insert(row[level].parse().unwrap(), row[median].parse().unwrap());
    }
    times
}

/// The dynamic shared memory that forced each level, by kernel (`levels.txt`).
pub fn paddings(c: Capture) -> BTreeMap<String, BTreeMap<u32, u32>> {
    let text = std::fs::read_to_string(c.path("levels.txt")).unwrap();
    let mut out: BTreeMap<String, BTreeMap<u32, u32>> = BTreeMap::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        out.entry(f[0].to_string()).or_default().insert(f[1].parse().unwrap(), f[2].parse().unwrap());
    }
    out
}

/// Every profile of the raw page, compared with the lab's model, by kernel. The raw page holds no
/// source counters, so each profile is given the long-scoreboard waits of its own level from the
/// capture's pass of the source counters over every level (`reports/all_levels_sc.ncu-repz`, sets
/// 19–28, [`level_waits`]); where a capture has none, those of its kernel's full report nearest its
/// level (the lower of two as near): how many loads a warp waits for at once is the code's, and
/// the reports of one kernel at two or three levels give the same ω within 3 % for half the
/// kernels ([`report_waits`]).
pub fn profiles(c: Capture) -> BTreeMap<String, Vec<KernelComparison>> {
    let own = level_waits(c);
    let nearest = report_waits(c);
    let mut kernels = raw_page(&c.path("levels_raw.csv"));
    for k in &mut kernels {
        let level = level_of(k);
        let waits = match &own {
            Some(own) => *own.get(&(k.launch.name.clone(), level)).expect("every level has its source counters"),
            None => nearest
                .get(&k.launch.name)
                .and_then(|w| w.iter().min_by_key(|(b, _)| (b.abs_diff(level), *b)))
                .map_or(Waits::default(), |(_, w)| *w),
        };
        waits.give(k);
    }
    group(kernels)
}

/// Every launch of the raw page at `path`, compared with the lab's model.
pub fn raw_page(path: &std::path::Path) -> Vec<KernelComparison> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let import = read(&text);
    assert_eq!(import.diagnostics, [], "the raw page reads cleanly");
    compare(&import).kernels
}

/// Resident blocks per SM of a compared launch (0 where the lab could not place it).
fn level_of(k: &KernelComparison) -> u32 {
    k.result.as_ref().map_or(0, |r| r.occupancy.active_blocks_per_sm)
}

/// What was read of each capture so far.
type PerCapture<T> = Mutex<Vec<(Capture, T)>>;

/// A launch's waits on the long and the short scoreboard, where its report's source counters give
/// them.
#[derive(Debug, Clone, Copy, Default)]
pub struct Waits {
    long: Option<ScoreboardWaits>,
    short: Option<ScoreboardWaits>,
}

impl Waits {
    fn of(k: &KernelComparison) -> Waits {
        Waits { long: k.launch.long_scoreboard, short: k.launch.short_scoreboard }
    }

    fn give(self, k: &mut KernelComparison) {
        (k.launch.long_scoreboard, k.launch.short_scoreboard) = (self.long, self.short);
    }
}

/// `k` as the raw page alone gives it: without its report's source counters.
pub fn without_source_counters(k: &mut KernelComparison) {
    Waits::default().give(k);
}

/// Each level's scoreboard waits, by kernel and level.
type LevelWaits = BTreeMap<(String, u32), Waits>;

/// Each kernel's full reports' scoreboard waits, by level.
type ReportWaits = BTreeMap<String, Vec<(u32, Waits)>>;

/// `read(c)`, read once per capture and kept in `cache`.
fn once_per_capture<T: Clone>(cache: &PerCapture<T>, c: Capture, read: impl FnOnce(Capture) -> T) -> T {
    let mut kept = cache.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, t)) = kept.iter().find(|(capture, _)| *capture == c) {
        return t.clone();
    }
    let t = read(c);
    kept.push((c, t.clone()));
    t
}

/// The long-scoreboard waits of every level, by kernel and level, where the capture has a pass of
/// the source counters over every level (`tests/hardware/whatif/capture_source_counters.sh`).
pub fn level_waits(c: Capture) -> Option<LevelWaits> {
    static READ: PerCapture<Option<LevelWaits>> = Mutex::new(Vec::new());
    once_per_capture(&READ, c, |c| {
        let bytes = std::fs::read(c.path("reports/all_levels_sc.ncu-repz")).ok()?;
        let kernels = compare(&read_bytes(&bytes)).kernels;
        Some(kernels.iter().map(|k| ((k.launch.name.clone(), level_of(k)), Waits::of(k))).collect())
    })
}

/// Each kernel's full reports' long-scoreboard waits by level.
pub fn report_waits(c: Capture) -> ReportWaits {
    static READ: PerCapture<ReportWaits> = Mutex::new(Vec::new());
    once_per_capture(&READ, c, |c| {
        full_reports(c)
            .into_iter()
            .map(|(kernel, reports)| (kernel, reports.iter().map(|r| (level_of(r), Waits::of(r))).collect()))
            .collect()
    })
}

/// `kernel`'s profile at `blocks` resident blocks per SM, if one was taken there.
pub fn profile_at<'a>(
    profiles: &'a BTreeMap<String, Vec<KernelComparison>>,
    kernel: &str,
    blocks: u32,
) -> Option<&'a KernelComparison> {
    profiles[kernel].iter().find(|k| k.result.as_ref().is_some_and(|r| r.occupancy.active_blocks_per_sm == blocks))
}

/// The full reports (`reports/KERNEL_bB.ncu-repz`), each one launch, by kernel.
pub fn full_reports(c: Capture) -> BTreeMap<String, Vec<KernelComparison>> {
    let list = std::fs::read_to_string(c.path("full_reports.txt")).unwrap();
    let mut kernels = Vec::new();
    for line in list.lines() {
        let file = line.split_whitespace().nth(3).unwrap();
        let import = read_bytes(&std::fs::read(c.path(file)).unwrap());
        assert_eq!(import.launches.len(), 1, "{file}");
        kernels.extend(compare(&import).kernels);
    }
    group(kernels)
}

pub fn group(kernels: Vec<KernelComparison>) -> BTreeMap<String, Vec<KernelComparison>> {
    let mut by_name: BTreeMap<String, Vec<KernelComparison>> = BTreeMap::new();
    for k in kernels {
        by_name.entry(k.launch.name.clone()).or_default().push(k);
    }
    by_name
}

/// One profile's predictions against the measured times.
#[derive(Debug, Clone)]
pub struct Checked {
    pub profiled: u32,
    /// (level, predicted ratio, measured ratio, |predicted ÷ measured − 1|) at every other level.
    pub points: Vec<(u32, f64, f64, f64)>,
    /// The level predicted fastest among those measured, and whether it is measured within
    /// [`FASTEST_WITHIN`] of the fastest.
    pub predicted_fastest: u32,
    pub fastest_ok: bool,
}

impl Checked {
    pub fn errors(&self) -> Vec<f64> {
        self.points.iter().map(|p| p.3).collect()
    }

    pub fn median(&self) -> f64 {
        median(self.errors())
    }
}

/// Every profile of `kernel` predicted with `parameters` and set against `times`.
pub fn check(
    profiles: &[KernelComparison],
    times: &BTreeMap<u32, f64>,
    calibration: &Calibration,
    parameters: &Parameters,
) -> Vec<Checked> {
    let fastest = times.values().copied().fold(f64::INFINITY, f64::min);
    profiles
        .iter()
        .map(|k| {
            let w = predict_with(k, calibration, parameters).unwrap_or_else(|e| panic!("{}: {e}", k.launch.name));
            let p = w.profiled_blocks_per_sm;
            let t_p = times[&p];
            let predicted = |q: u32| w.level(q).map(|l| l.duration_ratio).unwrap();
            let points = times
                .iter()
                .filter(|(&q, _)| q != p)
                .map(|(&q, &t)| {
                    let measured = t / t_p;
                    (q, predicted(q), measured, (predicted(q) / measured - 1.0).abs())
                })
                .collect();
            let predicted_fastest = fastest_level(times.keys().map(|&q| (q, predicted(q)))).unwrap();
            Checked {
                profiled: p,
                points,
                predicted_fastest,
                fastest_ok: times[&predicted_fastest] <= (1.0 + FASTEST_WITHIN) * fastest,
            }
        })
        .collect()
}

/// The middle value (the mean of the two middle ones); NaN for none.
pub fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    match values.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => values[n / 2],
        n => (values[n / 2 - 1] + values[n / 2]) / 2.0,
    }
}

/// A kernel's figures: the median and worst point error, the median of its profiles' medians,
/// and how many profiles found a fastest level within the budget.
#[derive(Debug, Clone, Copy)]
pub struct KernelFigures {
    pub median: f64,
    pub worst: f64,
    pub profile_median: f64,
    pub fastest_ok: usize,
    pub profiles: usize,
    /// Profiles whose median error is within [`MEDIAN_BUDGET`].
    pub within_budget: usize,
}

pub fn figures(checked: &[Checked]) -> KernelFigures {
    let points: Vec<f64> = checked.iter().flat_map(Checked::errors).collect();
    let medians: Vec<f64> = checked.iter().filter(|c| !c.points.is_empty()).map(Checked::median).collect();
    KernelFigures {
        median: median(points.clone()),
        worst: points.iter().copied().fold(0.0, f64::max),
        profile_median: median(medians.clone()),
        fastest_ok: checked.iter().filter(|c| c.fastest_ok).count(),
        profiles: checked.len(),
        within_budget: medians.iter().filter(|&&m| m <= MEDIAN_BUDGET).count(),
    }
}
