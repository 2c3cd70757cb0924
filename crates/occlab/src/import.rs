//! `occlab import FILE|- [MORE…] [--json]`: what the profiler and the compiler said, against our
//! model, one block per kernel in the report's words. Each file is read as bytes, so Nsight
//! Compute's binary reports (`.ncu-rep`, `.ncu-repz`) are recognised by their first bytes as text
//! reports are by their lines. Several files are read as one paste (a profile and the ptxas log
//! of the same build). Exits with 1 when a kernel's theoretical
//! occupancy or block limits differ from the profiler's.
//!
//! `--what-if` adds, for each kernel, what another occupancy would do to it (the model's
//! `what_if`), calibrated by a measured run of its architecture: `--run RUN.json`, else the runs
//! occlab carries (`public/samples/h100-run.json`, `h200-run.json`), the one of the launch's GPU
//! first. Where the files hold the same kernel profiled at other levels (another dynamic shared
//! memory), those profiles join its what-if (`what_if::several_profiles`). A report format
//! without the figures it needs is refused with the sections to collect (exit 2), and so is a
//! report none of whose kernels it can predict.

use crate::args::DeviceArgs;
use crate::errors::{at, cannot_read};
use crate::speech::say;
use crate::text::{emit, padded, table, width, Align};
use anyhow::{anyhow, Result};
use occlab_model::import::{
    compare_with, read_bytes, Comparison, DeviceHint, Diagnostic, Format, Import, KernelComparison, Quantity, Resource,
};
use occlab_model::locale::message::{separated, Message};
use occlab_model::report::{tool_message, verdict_message, ImportReport, KernelReport, WhatIfReport};
use occlab_model::run::Run;
use occlab_model::what_if::{self, Calibration, NcuEstimate, Route, WhatIf};
use serde::Serialize;
use std::fmt::Write as _;
use std::io::Read as _;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Profiler or compiler output ("-" for stdin): an Nsight Compute report (.ncu-rep, or
    /// .ncu-repz compressed with zstd), Nsight Compute console or CSV (details or raw page),
    /// nvprof, ptxas -v, cuobjdump --dump-resource-usage. More files join the first.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// For reports that do not name the GPU (older ncu layouts, nvprof metrics): its compute
    /// capability (--cc) or model (--gpu). What the report says comes first.
    #[command(flatten)]
    device: DeviceArgs,
    /// The SM count, where the report does not give it.
    #[arg(long, allow_hyphen_values = true, value_parser = crate::args::sms)]
    sms: Option<u32>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// Predict every occupancy of each kernel from its profile (the raw page or the report file
    /// of ncu --set full): its time at each number of blocks per SM, and why. Profiles of the
    /// same kernel at other levels, in the same files, join it.
    #[arg(long)]
    what_if: bool,
    /// The measured run (occlab measure) that calibrates --what-if; by default the run occlab
    /// carries for the launch's GPU (H100, H200).
    #[arg(long, value_name = "RUN.json", requires = "what_if")]
    run: Option<PathBuf>,
}

/// The runs occlab carries, to calibrate --what-if without --run.
const CARRIED_RUNS: [&str; 2] =
    [include_str!("../../../public/samples/h100-run.json"), include_str!("../../../public/samples/h200-run.json")];

/// The runs --what-if may calibrate with: the run of --run, else the runs occlab carries.
fn runs(run: Option<&PathBuf>) -> Result<Vec<Run>> {
    let Some(path) = run else {
        return Ok(CARRIED_RUNS.iter().filter_map(|text| Run::from_json(text).ok()).collect());
    };
    let refused = |error: Message| anyhow!("{}", say(&at("--run", error)));
    let in_file = |error: Message| anyhow!("{}", say(&at(format!("--run {}", path.display()), error)));
    let text = std::fs::read_to_string(path).map_err(|e| refused(cannot_read(path, &e)))?;
    let run = Run::from_json(&text).map_err(|e| in_file(e.message()))?;
    Calibration::from_run(&run).map_err(in_file)?;
    Ok(vec![run])
}

/// Each kernel's what-if, or why it has none, joined with the same kernel's profiles at other
/// levels; each run is calibrated once, when a kernel first needs it.
fn what_ifs(comparison: &Comparison, runs: &[Run]) -> Vec<Result<(WhatIf, Calibration), Message>> {
    let mut calibrated: Vec<(usize, Result<Calibration, Message>)> = Vec::new();
    let alone: Vec<Result<(WhatIf, Calibration), Message>> = comparison
        .kernels
        .iter()
        .map(|k| {
            let cc =
                k.inputs.as_ref().map(|i| i.compute_capability.name).map_err(|_| Message::new("what-if-no-device"))?;
            let run = match runs {
                [only] => only,
                _ => what_if::choose_run(runs, k.launch.device.as_deref(), cc)
                    .ok_or_else(|| Message::new("what-if-no-run").arg("cc", cc))?,
            };
            let index = runs.iter().position(|r| std::ptr::eq(r, run)).unwrap_or(0);
            if !calibrated.iter().any(|(i, _)| *i == index) {
                calibrated.push((index, Calibration::from_run(run)));
            }
            let calibration = calibrated.iter().find(|(i, _)| *i == index).map(|(_, c)| c.clone());
            let calibration = calibration.unwrap_or_else(|| Err(Message::new("what-if-no-run").arg("cc", cc)))?;
            what_if::predict(k, &calibration).map(|w| (w, calibration))
        })
        .collect();
    // Each joined with the same kernel's profiles at other levels, as the page joins them.
    let own: Vec<Option<&WhatIf>> = alone.iter().map(|found| found.as_ref().ok().map(|(w, _)| w)).collect();
    let joined = what_if::join_each(&comparison.kernels, &own);
    alone
        .iter()
        .zip(joined)
        .map(|(found, joined)| match (found, joined) {
            (Ok((_, calibration)), Some(w)) => Ok((w, calibration.clone())),
            (Ok((w, calibration)), None) => Ok((w.clone(), calibration.clone())),
            (Err(why), _) => Err(why.clone()),
        })
        .collect()
}

pub fn run(args: Args) -> Result<ExitCode> {
    let mut import = Import::default();
    for path in &args.files {
        let bytes = if path.as_os_str() == "-" {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| anyhow!("{}", say(&Message::new("cli-cannot-read-stdin").arg("why", e.to_string()))))?;
            bytes
        } else {
            std::fs::read(path).map_err(|e| anyhow!("{}", say(&cannot_read(path, &e))))?
        };
        import = import.merge(read_bytes(&bytes));
    }
    if import.launches.is_empty() && import.functions.is_empty() {
        // The diagnostics with their lines, as the report would give them.
        let unread = ImportReport::new(&compare_with(&import, DeviceHint::default())).diagnostics;
        let reasons = separated(unread.into_iter(), "join-semicolon").unwrap_or_else(Message::empty);
        // A report recognised by its bytes needs no list of what is accepted: it was.
        let none = if import.format == Some(Format::NcuReport) {
            Message::new("cli-import-none-report")
        } else {
            Message::new("cli-import-none")
        };
        return Err(anyhow!("{}", say(&none.arg("reasons", reasons))));
    }
    let mut hint = DeviceHint { sms: args.sms, ..DeviceHint::default() };
    if args.device.cc.is_some() || args.device.gpu.is_some() {
        let device = args.device.resolve()?;
        hint.compute_capability = Some(device.cc);
        hint.gpu = device.gpu;
    }
    let comparison = compare_with(&import, hint);
    let report = ImportReport::new(&comparison);
    let code = if comparison.differs() { ExitCode::from(1) } else { ExitCode::SUCCESS };
    let what_ifs = if args.what_if {
        if let Some(lacks) = what_if::format_lacks_figures(comparison.format) {
            return Err(anyhow!("{}", say(&lacks)));
        }
        let found = what_ifs(&comparison, &runs(args.run.as_ref())?);
        if let Some(Err(why)) = found.iter().find(|_| found.iter().all(Result::is_err)) {
            return Err(anyhow!("{}", say(why)));
        }
        found
    } else {
        Vec::new()
    };
    if args.json {
        let kernels = comparison.kernels.iter().zip(&report.kernels).enumerate().map(|(i, (k, r))| {
            let mut json = KernelJson::new(k, r);
            if let Some(found) = what_ifs.get(i) {
                json.what_if = Some(WhatIfJson::new(found));
            }
            json
        });
        let json = ImportJson {
            format: comparison.format.map(|f| f.name()),
            kernels: kernels.collect(),
            diagnostics: &comparison.diagnostics,
        };
        emit(&format!("{}\n", serde_json::to_string_pretty(&json)?))?;
        return Ok(code);
    }
    emit(&text(&report, &what_ifs))?;
    Ok(code)
}

/// The text: the summary, then one block per kernel (with its what-if), in the language spoken.
fn text(report: &ImportReport, what_ifs: &[Result<(WhatIf, Calibration), Message>]) -> String {
    let mut s = format!("{}\n", say(&report.summary));
    for (i, k) in report.kernels.iter().enumerate() {
        kernel_text(&mut s, k);
        match what_ifs.get(i) {
            Some(Ok((w, calibration))) => what_if_text(&mut s, w, calibration),
            Some(Err(why)) => {
                let _ = writeln!(s, "\n  {}", say(why));
            }
            None => {}
        }
    }
    if !report.diagnostics.is_empty() {
        s.push('\n');
        for d in &report.diagnostics {
            let _ = writeln!(s, "{}", say(d));
        }
    }
    s
}

fn kernel_text(s: &mut String, k: &KernelReport) {
    let _ = writeln!(s, "\n{}\n  {}\n  {}", say(&k.title()), say(&k.launch), say(&k.device));
    if !k.rows.is_empty() {
        let header = format!("  {:<26}{}{}", "", padded(&say(&tool_message(k.tool)), 18), "Occupancy Lab");
        let _ = writeln!(s, "\n{header}");
        for row in &k.rows {
            let verdict = verdict_message(row.verdict).map(|v| say(&v)).unwrap_or_default();
            let (reported, model) = (say(&row.reported), say(&row.model));
            let line =
                format!("  {} {} {} {verdict}", padded(row.label, 25), padded(&reported, 17), padded(&model, 17));
            let _ = writeln!(s, "{}", line.trim_end());
        }
    }
    if !k.explanation.is_empty() {
        s.push('\n');
        for e in &k.explanation {
            let _ = writeln!(s, "  {}", say(e));
        }
    }
    for d in &k.diagnostics {
        let _ = writeln!(s, "  {}", say(d));
    }
}

/// A kernel's what-if: its heading, the sentence, the notes, every level as a table with what its
/// spread column means, and which run calibrated it.
fn what_if_text(s: &mut String, w: &WhatIf, calibration: &Calibration) {
    let r = WhatIfReport::new(w);
    let _ = writeln!(s, "\n  {}\n  {}", say(&Message::new("what-if-heading")), say(&r.summary));
    for note in &r.notes {
        let _ = writeln!(s, "  {}", say(note));
    }
    let mut rows: Vec<Vec<String>> = vec![r.columns.iter().map(say).collect()];
    rows.extend(r.rows.iter().map(|row| row.iter().map(say).collect()));
    let last = r.columns.len().saturating_sub(1);
    let columns: Vec<(usize, Align)> = (0..r.columns.len())
        .map(|c| {
            let widest = rows.iter().filter_map(|row| row.get(c)).map(|cell| width(cell)).max().unwrap_or(0);
            (if c == last { 0 } else { widest }, if c + 2 >= r.columns.len() { Align::Left } else { Align::Right })
        })
        .collect();
    s.push('\n');
    for line in table(&rows, &columns).lines() {
        let _ = writeln!(s, "  {}", line.trim_end());
    }
    let _ = writeln!(s, "  {}", say(&r.spread_legend));
    let _ = writeln!(s, "  {}", say(&calibration.describe()));
}

/// The JSON of `--json`, as issue #11 specifies it: a field the input does not carry is null.
#[derive(Serialize)]
struct ImportJson<'a> {
    format: Option<&'static str>,
    kernels: Vec<KernelJson>,
    diagnostics: &'a [Diagnostic],
}

#[derive(Serialize)]
struct KernelJson {
    /// Nsight Compute's launch ID; null where the report gives none.
    id: Option<u32>,
    name: String,
    /// Blocks, x·y·z.
    grid_size: Option<u64>,
    /// Threads per block, x·y·z.
    block_size: Option<u32>,
    registers_per_thread: Option<u32>,
    static_shared_memory: Option<u32>,
    dynamic_shared_memory: Option<u32>,
    shared_memory_config_size: Option<u32>,
    compute_capability: Option<String>,
    sms: Option<u32>,
    reported: Figures,
    model: Figures,
    /// In English, as JSON gives every message.
    explanation: Vec<Message>,
    diagnostics: Vec<Diagnostic>,
    /// With --what-if (issue #37): every level, the fastest, the sentence, Nsight Compute's
    /// estimate; or why there is none.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    what_if: Option<WhatIfJson>,
}

/// A kernel's what-if in JSON: `what_if` lists every level; beside it the level predicted
/// fastest, the sentence, the notes, the register route where registers limit the kernel, and
/// Nsight Compute's estimate (null where the report has none). Messages in English.
#[derive(Serialize)]
#[serde(untagged)]
enum WhatIfJson {
    Predicted(Box<PredictedJson>),
    Refused { what_if: Option<()>, what_if_error: Message },
}

#[derive(Serialize)]
struct PredictedJson {
    what_if: Vec<LevelJson>,
    what_if_fastest: Option<LevelJson>,
    what_if_summary: Message,
    what_if_notes: Vec<Message>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    what_if_register_route: Vec<LevelJson>,
    ncu_estimate: Option<NcuEstimateJson>,
    /// Where the resident blocks' data outgrow the L1 the profile's fitted: the levels that may
    /// lose the reuse the prediction keeps.
    #[serde(skip_serializing_if = "Option::is_none")]
    what_if_reuse_at_risk: Option<ReuseJson>,
    /// ω, the global loads a warp waits for at once, where the report's source counters give it,
    /// and whether the profile's loading was read with it.
    #[serde(skip_serializing_if = "Option::is_none")]
    what_if_loads_per_wait: Option<what_if::prediction::LoadsPerWait>,
    /// Where the profile's grid was one wave: the busiest SM's blocks, all resident, and the block
    /// slots its warps filled on average, which the prediction spreads the work over.
    #[serde(skip_serializing_if = "Option::is_none")]
    what_if_one_wave: Option<what_if::prediction::OneWave>,
    /// Where a warp waited a tenth of its cycles or more for the constant cache's misses: the
    /// cycles per issued instruction and their share, which the prediction keeps fixed.
    #[serde(skip_serializing_if = "Option::is_none")]
    what_if_constant_cache_wait: Option<what_if::constant_cache::ConstantCacheWait>,
    /// Where the L1/TEX cache ran at 90 % of its peak or more at the profile: its share, whose
    /// queue the prediction keeps at the levels below.
    #[serde(skip_serializing_if = "Option::is_none")]
    what_if_busy_l1: Option<what_if::l1_queue::BusyL1>,
    /// Where the L1's queue on the short scoreboard was a tenth of a warp's cycles or more at the
    /// profile: a wait's cycles, an unloaded wait's, and the queue's cycles per issued instruction
    /// and share, which the prediction takes out at the levels below.
    #[serde(skip_serializing_if = "Option::is_none")]
    what_if_short_queue: Option<what_if::short_queue::ShortScoreboardQueue>,
    /// The same kernel's profiles at other levels in the files, joined to this one: each one's
    /// blocks per SM and its measured duration ÷ this launch's.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    what_if_other_profiles: Vec<what_if::several_profiles::OtherProfile>,
    /// The device of the run that calibrated the prediction.
    what_if_calibration: String,
}

impl WhatIfJson {
    fn new(found: &Result<(WhatIf, Calibration), Message>) -> WhatIfJson {
        match found {
            Ok((w, calibration)) => {
                let levels: Vec<LevelJson> = w.levels.iter().map(LevelJson::from).collect();
                let fastest = w.levels.iter().find(|l| l.blocks_per_sm == w.fastest_blocks_per_sm);
                WhatIfJson::Predicted(Box::new(PredictedJson {
                    what_if_fastest: fastest.map(LevelJson::from),
                    what_if: levels,
                    what_if_summary: w.summary.clone(),
                    what_if_notes: w.notes.clone(),
                    what_if_register_route: w.register_route.iter().map(LevelJson::from).collect(),
                    ncu_estimate: w.ncu_estimate.map(NcuEstimateJson::from),
                    what_if_reuse_at_risk: w.reuse_at_risk.as_ref().map(ReuseJson::from),
                    what_if_loads_per_wait: w.loads_per_wait,
                    what_if_one_wave: w.one_wave,
                    what_if_constant_cache_wait: w.constant_cache_wait,
                    what_if_busy_l1: w.busy_l1,
                    what_if_short_queue: w.short_queue,
                    what_if_other_profiles: w.other_profiles.clone(),
                    what_if_calibration: calibration.device.clone(),
                }))
            }
            Err(why) => WhatIfJson::Refused { what_if: None, what_if_error: why.clone() },
        }
    }
}

/// The reuse at risk in JSON: the profile's L1 hit rate of global loads, about the bytes one block
/// brings into the L1, the L1 at the profile, and the levels whose resident blocks outgrow theirs.
#[derive(Serialize)]
struct ReuseJson {
    l1_hit_rate_pct: f64,
    block_bytes: f64,
    profiled_l1_bytes: u32,
    blocks_per_sm: Vec<u32>,
}

impl From<&what_if::reuse::ReuseAtRisk> for ReuseJson {
    fn from(r: &what_if::reuse::ReuseAtRisk) -> ReuseJson {
        ReuseJson {
            l1_hit_rate_pct: r.hit_rate * 100.0,
            block_bytes: r.block_bytes.round(),
            profiled_l1_bytes: r.profiled_l1_bytes,
            blocks_per_sm: r.levels.clone(),
        }
    }
}

/// One level in JSON.
#[derive(Serialize)]
struct LevelJson {
    blocks_per_sm: u32,
    warps_per_sm: u32,
    occupancy_pct: f64,
    duration_ratio: f64,
    /// Bytes of dynamic shared memory that force the level; null where the kernel's own
    /// resources set it.
    dynamic_shared_memory: Option<u32>,
    shared_memory_config: u32,
    l1_bytes: u32,
    reason: Message,
    profiled: bool,
    /// Where eight in ten of the levels of its kind the validation measured fell about this
    /// prediction (`measured_over`: as far from their profile, with the profile's L1 or another;
    /// between joined profiles; below a busy L1; where the reuse note names them); null at a
    /// profiled level and on the register route.
    spread: Option<SpreadJson>,
}

/// A level's spread in JSON: the measured duration ratios eight in ten such predictions came to,
/// the share of them within 10 %, how many levels were measured and of which kind.
#[derive(Serialize)]
struct SpreadJson {
    measured_over: what_if::distance::MeasuredOver,
    duration_ratio_low: f64,
    duration_ratio_high: f64,
    within_10_pct: f64,
    points: u32,
}

impl From<&what_if::Level> for LevelJson {
    fn from(l: &what_if::Level) -> LevelJson {
        LevelJson {
            blocks_per_sm: l.blocks_per_sm,
            warps_per_sm: l.warps_per_sm,
            occupancy_pct: l.occupancy * 100.0,
            duration_ratio: l.duration_ratio,
            dynamic_shared_memory: match l.route {
                Route::Padding { dynamic_shared_memory } => Some(dynamic_shared_memory),
                Route::Resources => None,
            },
            shared_memory_config: l.shared_memory_config,
            l1_bytes: l.l1_bytes,
            reason: l.why(),
            profiled: l.profiled,
            spread: l.spread.zip(l.measured_range()).map(|(s, (low, high))| SpreadJson {
                measured_over: s.over,
                duration_ratio_low: low,
                duration_ratio_high: high,
                within_10_pct: (s.within * 100.0).round(),
                points: s.points,
            }),
        }
    }
}

/// Nsight Compute's estimate in JSON.
#[derive(Serialize)]
struct NcuEstimateJson {
    speedup_pct: f64,
    local: bool,
    blocks_per_sm: u32,
    duration_ratio: f64,
}

impl From<NcuEstimate> for NcuEstimateJson {
    fn from(e: NcuEstimate) -> NcuEstimateJson {
        NcuEstimateJson {
            speedup_pct: e.speedup * 100.0,
            local: e.local,
            blocks_per_sm: e.blocks_per_sm,
            duration_ratio: e.duration_ratio,
        }
    }
}

#[derive(Serialize)]
struct Figures {
    block_limit_warps: Option<u32>,
    block_limit_registers: Option<u32>,
    block_limit_shared_mem: Option<u32>,
    block_limit_sm: Option<u32>,
    block_limit_barriers: Option<u32>,
    theoretical_occupancy_pct: Option<f64>,
    /// Only the profiler's figures have it.
    #[serde(skip_serializing_if = "Option::is_none")]
    achieved_occupancy_pct: Option<Option<f64>>,
    waves_per_sm: Option<f64>,
}

impl KernelJson {
    fn new(k: &KernelComparison, r: &KernelReport) -> KernelJson {
        let l = &k.launch;
        let inputs = k.inputs.as_ref().ok();
        let whole = |q: Option<Quantity>| q.and_then(|q| q.whole());
        let limit = |resource: Resource, reported: bool| {
            k.limits.iter().find(|c| c.resource == resource).and_then(|c| if reported { c.reported } else { c.model })
        };
        let result = k.result.as_ref();
        KernelJson {
            id: l.id,
            name: l.name.clone(),
            grid_size: l.grid_size,
            block_size: l.block_size,
            registers_per_thread: l.registers_per_thread.or(k.compiled.as_ref().and_then(|f| f.registers)),
            static_shared_memory: whole(l.static_shared_memory),
            dynamic_shared_memory: whole(l.dynamic_shared_memory),
            shared_memory_config_size: inputs
                .and_then(|i| i.shared_memory_config_size)
                .or(whole(l.shared_memory_config_size)),
            compute_capability: inputs
                .map(|i| i.compute_capability.name.to_string())
                .or_else(|| l.compute_capability.clone()),
            sms: l.sms.or(inputs.and_then(|i| i.sms)),
            reported: Figures {
                block_limit_warps: limit(Resource::Warps, true),
                block_limit_registers: limit(Resource::Registers, true),
                block_limit_shared_mem: limit(Resource::SharedMem, true),
                block_limit_sm: limit(Resource::Sm, true),
                block_limit_barriers: limit(Resource::Barriers, true),
                theoretical_occupancy_pct: l.reported.theoretical_occupancy_pct.map(|q| q.value),
                achieved_occupancy_pct: Some(l.reported.achieved_occupancy_pct.map(|q| q.value)),
                waves_per_sm: l.reported.waves_per_sm.map(|q| q.value),
            },
            model: Figures {
                block_limit_warps: limit(Resource::Warps, false),
                block_limit_registers: limit(Resource::Registers, false),
                block_limit_shared_mem: limit(Resource::SharedMem, false),
                block_limit_sm: limit(Resource::Sm, false),
                block_limit_barriers: limit(Resource::Barriers, false),
                theoretical_occupancy_pct: result.map(|m| m.occupancy.percent()),
                achieved_occupancy_pct: None,
                waves_per_sm: result.and_then(|m| m.waves.as_ref()).map(|w| w.waves_per_sm),
            },
            explanation: r.explanation.clone(),
            diagnostics: k.diagnostics.clone(),
            what_if: None,
        }
    }
}
