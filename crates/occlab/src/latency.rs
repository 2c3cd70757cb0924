//! `occlab latency`: the model's latency-hiding scenario (`occlab_model::latency::scenario`), the
//! same the page's latency panel shows. Every setting starts from its preset (the GPU's figures,
//! the compute capability's latencies, Volkov's vector add as the kernel) and a flag named by the
//! page's URL key overrides it; the text is the model's sentences.

use crate::args::{ChartArgs, DeviceArgs, KernelArgs, PreferenceArgs};
use crate::errors::{at, cannot_read};
use crate::speech::say;
use crate::text::{emit, padded};
use anyhow::{anyhow, Result};
use occlab_charts::{throughput_svg, Throughput};
use occlab_model::latency::calibrated::{knee, pairs, textbook_curve, CurvePoint, SmLimits};
use occlab_model::latency::scenario::{reference_gpu, resolve, LatencyHiding, RateUnit, Values, SETTINGS};
use occlab_model::latency::textbook::Mode;
use occlab_model::locale::message::{Arg, Message};
use occlab_model::report::{HidingReport, MeasuredCurve, MeasuredGpu};
use occlab_model::run::calibration::{calibrate_model, check_device, measured_curve, nearest, RunCalibration};
use occlab_model::run::{Experiment, Run};
use occlab_model::{occupancy, ComputeCapability};
use serde::Serialize;
use std::fmt::Write as _;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(flatten)]
    device: DeviceArgs,
    /// A measured run (`occlab measure`): it sets the GPU, its clocks and its measured latencies,
    /// and calibrates the model (docs/LATENCY_MODEL.md). --gpu or --cc beside it must name the
    /// same device.
    #[arg(long, value_name = "RUN.json")]
    run: Option<std::path::PathBuf>,
    /// Print the throughput for every whole number of blocks of --threads per SM (1 to the SM's
    /// limit by warps and blocks): the calibrated model with --run, else the textbook's.
    #[arg(long, requires = "threads")]
    curve: bool,
    /// SMs (preset: the GPU's; for a bare --cc, the first GPU of it in `occlab gpus`).
    #[arg(long)]
    sms: Option<String>,
    /// SM clock, MHz (preset: the GPU's boost clock).
    #[arg(long, visible_alias = "clock-mhz")]
    clock: Option<String>,
    /// DRAM bandwidth, GB/s (preset: the GPU's).
    #[arg(long, visible_alias = "bandwidth-gbs")]
    bandwidth: Option<String>,
    /// Arithmetic latency, cycles (preset: the compute capability's).
    #[arg(long)]
    arith_latency: Option<String>,
    /// Memory latency, cycles (preset: the compute capability's).
    #[arg(long)]
    mem_latency: Option<String>,
    /// Warp instructions issued per cycle per SM (preset: the warp schedulers).
    #[arg(long)]
    issue_rate: Option<String>,
    /// CUDA-core lanes per SM (preset: the compute capability's).
    #[arg(long)]
    lanes: Option<String>,
    /// SFU lanes per SM (preset: the compute capability's).
    #[arg(long)]
    sfu_lanes: Option<String>,
    /// Independent instructions per warp, instruction-level parallelism (preset 1).
    #[arg(long)]
    ilp: Option<String>,
    /// Bytes each thread loads per memory instruction (preset 4).
    #[arg(long, visible_alias = "bytes-per-load")]
    load_bytes: Option<String>,
    /// Memory instructions each warp has in flight (preset 2: the vector add loads a[i] and b[i]).
    #[arg(long)]
    loads_in_flight: Option<String>,
    /// Instruction mix per warp: CUDA-core instructions (preset 9, Volkov's vector add).
    #[arg(long)]
    cuda_core: Option<String>,
    /// Instruction mix per warp: SFU instructions (preset 0).
    #[arg(long)]
    sfu: Option<String>,
    /// Instruction mix per warp: shared-memory bank cycles, k per k-way conflict (preset 0).
    #[arg(long)]
    shared_cycles: Option<String>,
    /// Instruction mix per warp: DRAM bytes (preset 384).
    #[arg(long)]
    memory_bytes: Option<String>,
    /// Instruction mix per warp: issue slots (preset 8).
    #[arg(long)]
    issue_slots: Option<String>,
    /// Dependent arithmetic instructions in the longest chain (preset 4).
    #[arg(long)]
    chain_arith: Option<String>,
    /// Dependent memory loads in the longest chain (preset 1).
    #[arg(long)]
    chain_mem: Option<String>,
    /// Latency bound, cycles per warp; replaces the chain's.
    #[arg(long)]
    latency_bound: Option<String>,
    /// Resident warps per SM for the mode; or give --threads (and --regs, --smem-dynamic …)
    /// to use the theoretical occupancy of that launch.
    #[arg(long, conflicts_with = "threads")]
    warps: Option<u32>,
    /// Threads per block of the launch whose theoretical occupancy gives the resident warps
    /// (instead of --warps).
    #[arg(long, allow_hyphen_values = true, value_parser = crate::args::threads)]
    threads: Option<u32>,
    /// Dynamic shared memory per block, bytes, of that launch (with --threads).
    #[arg(long, default_value_t = 0, allow_hyphen_values = true, value_parser = crate::args::smem_dynamic)]
    smem_dynamic: u32,
    #[command(flatten)]
    kernel: KernelArgs,
    #[command(flatten)]
    preference: PreferenceArgs,
    /// The rate unit of the mode: gbs (DRAM GB/s) or gflops.
    #[arg(long, default_value = "gbs")]
    unit: String,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    chart: ChartArgs,
}

impl Args {
    /// What was typed for each setting, in the order of `Setting::ALL`.
    fn typed(&self) -> [Option<String>; SETTINGS] {
        [
            &self.sms,
            &self.clock,
            &self.bandwidth,
            &self.arith_latency,
            &self.mem_latency,
            &self.issue_rate,
            &self.lanes,
            &self.sfu_lanes,
            &self.ilp,
            &self.load_bytes,
            &self.loads_in_flight,
            &self.cuda_core,
            &self.sfu,
            &self.shared_cycles,
            &self.memory_bytes,
            &self.issue_slots,
            &self.chain_arith,
            &self.chain_mem,
            &self.latency_bound,
        ]
        .map(Clone::clone)
    }
}

/// The mode at a number of warps, in words and as a rate.
#[derive(Serialize)]
struct AtWarps {
    warps: u32,
    /// The mode at these warps: the calibrated model's with --run (and --threads), else the
    /// textbook's.
    mode: Mode,
    /// The textbook's warp throughput (warps per cycle per SM).
    warp_throughput: f64,
    /// The rate at these warps, in `unit`: the calibrated model's with --run, else the textbook's.
    rate: f64,
    unit: RateUnit,
    /// The page's mode line: "throughput-bound by memory bandwidth with 40 warps · ≈ 3,352 of
    /// 3,352 GB/s"; with --run, the calibrated model's.
    sentence: Message,
    /// With --run, the textbook's mode, as the page shows it under the calibrated one.
    textbook: Option<Message>,
}

/// The working in the words the page shows.
#[derive(Serialize)]
struct Sentences {
    arithmetic: Message,
    memory: Message,
    bandwidth: Message,
    latency_bound: Message,
    two_mode_model: Message,
    /// How the DRAM bytes per warp relate to the loads in flight (and whether they were typed).
    traffic: Message,
}

#[derive(Serialize)]
struct LatencyJson<'a> {
    compute_capability: &'static str,
    gpu: Option<&'static str>,
    /// For a bare --cc: the GPU whose SMs, clock and bandwidth stand in.
    stand_in_gpu: Option<&'static str>,
    working: &'a LatencyHiding,
    needed_warps: f64,
    sentences: Sentences,
    at_warps: Option<AtWarps>,
    /// With --threads: the warps the launch has and needs, in the page's words.
    answer: Option<HidingReport>,
    /// The device --run measured.
    run: Option<String>,
    /// With --curve: the curve, and the textbook, calibrated and measured needed warps.
    #[serde(flatten)]
    curves: Option<Curves>,
}

/// The textbook's curve and, with a run, the calibrated one and the run's points.
fn curves(
    working: &LatencyHiding,
    values: &Values,
    unit: RateUnit,
    threads: u32,
    measured: Option<&Measured>,
    cc: &'static ComputeCapability,
) -> Curves {
    let limits = measured.map_or_else(|| SmLimits::of(cc), |m| m.calibration.gpu.limits);
    let textbook_curve = textbook_curve(working, unit, &limits, threads);
    let (curve, model) = match measured {
        Some(m) => (m.calibration.gpu.curve(working, unit, threads), CALIBRATED),
        None => (textbook_curve.clone(), "textbook"),
    };
    let points = measured
        .and_then(|m| Experiment::described_by(values).map(|e| (m, e)))
        .filter(|(_, e)| e.rate_unit() == unit)
        .map(|(m, e)| measured_curve(&m.run, e, threads))
        .unwrap_or_default();
    Curves {
        textbook_needed_warps: working.model.needed_warps(),
        knee_warps: knee(&pairs(&curve)),
        measured_knee_warps: knee(&points),
        curve,
        textbook_curve,
        measured: points,
        model,
    }
}

/// The run of --run, read and calibrated, the device it measured, and its file's name.
struct Measured {
    run: Run,
    label: String,
    calibration: RunCalibration,
    cc: &'static ComputeCapability,
}

fn measured(args: &Args) -> Result<Option<Measured>> {
    let Some(path) = &args.run else { return Ok(None) };
    let refused = |error: Message| anyhow!("{}", say(&at("--run", error)));
    let in_file = |error: Message| anyhow!("{}", say(&at(format!("--run {}", path.display()), error)));
    let text = std::fs::read_to_string(path).map_err(|e| refused(cannot_read(path, &e)))?;
    let run = Run::from_json(&text).map_err(|e| in_file(e.message()))?;
    let cc = ComputeCapability::lookup(&run.device.compute_capability).map_err(|e| {
        refused(Message::new("cli-run-cc-unknown").arg("value", e.name).arg("known", ComputeCapability::known_names()))
    })?;
    if args.device.cc.is_some() || args.device.gpu.is_some() {
        let named = args.device.resolve()?;
        let flag = if args.device.gpu.is_some() { "--gpu" } else { "--cc" };
        check_device(&run, named.cc, named.gpu).map_err(|e| anyhow!("{}", say(&at(flag, e.message()))))?;
    }
    let calibration = calibrate_model(&run).map_err(|e| in_file(e.message()))?;
    let label = path.file_name().map_or_else(|| path.display().to_string(), |f| f.to_string_lossy().into_owned());
    Ok(Some(Measured { run, label, calibration, cc }))
}

/// What the JSON calls a curve calibrated by a run.
const CALIBRATED: &str = "calibrated by the run";

/// The three answers to "how many warps does this kernel need", and the curves behind them.
#[derive(Serialize)]
struct Curves {
    /// The textbook's needed occupancy: latency bound × throughput bound, warps per SM.
    textbook_needed_warps: f64,
    /// The knee of `curve`: the fewest warps per SM, among whole blocks, reaching 90 % of its
    /// highest point.
    knee_warps: Option<u32>,
    /// The measured knee, when the run measured this kernel at this block size.
    measured_knee_warps: Option<u32>,
    curve: Vec<CurvePoint>,
    textbook_curve: Vec<CurvePoint>,
    /// The run's points of this kernel at this block size (warps per SM, throughput).
    measured: Vec<(u32, f64)>,
    /// What the curve is: "calibrated by the run" or "textbook".
    model: &'static str,
}

pub fn run(args: Args) -> Result<ExitCode> {
    let measured = measured(&args)?;
    let device = match &measured {
        Some(m) => crate::args::Device { cc: m.cc, gpu: None },
        None => args.device.resolve()?,
    };
    let cc = device.cc;
    let stand_in = if device.gpu.is_none() && measured.is_none() { reference_gpu(cc) } else { None };
    let gpu = device.gpu.or(stand_in);
    let base = measured.as_ref().map(|m| m.calibration.values);
    let mut values = [None; SETTINGS];
    for (slot, resolved) in values.iter_mut().zip(resolve(cc, gpu, base.as_ref(), &args.typed())) {
        *slot = resolved.map_err(|e| {
            let flag = format!("--{}", e.setting().key().replace('_', "-"));
            anyhow!("{}", say(&at(flag, e.message())))
        })?;
    }
    let unit = RateUnit::parse(&args.unit)
        .ok_or_else(|| anyhow!("{}", say(&Message::new("cli-unit-refused").arg("value", args.unit.as_str()))))?;
    let values = Values::new(values);
    let working = LatencyHiding::build(cc, &values).map_err(|e| anyhow!("{}", say(&e.message())))?;
    let curves = match (args.curve, args.threads) {
        (true, Some(threads)) => Some(curves(&working, &values, unit, threads, measured.as_ref(), cc)),
        _ => None,
    };
    let warps = match (args.warps, args.threads) {
        (Some(w), _) => Some(w),
        (None, Some(t)) => {
            let o = occupancy(cc, &args.kernel.kernel(None)?, &args.preference.launch(t, args.smem_dynamic)?)?;
            Some(o.active_warps_per_sm)
        }
        (None, None) => None,
    };
    // The page's first lines: the warps the launch has and needs, and why the figures differ.
    let answer = warps.zip(args.threads).map(|(w, threads)| {
        let nearest = measured.as_ref().and_then(|m| nearest(&m.run, &values, unit, threads));
        // The calibrated curve --curve printed, else computed here.
        let computed;
        let curve = match (&curves, &measured) {
            (Some(c), _) => c.curve.as_slice(),
            (None, Some(m)) => {
                computed = m.calibration.gpu.curve(&working, unit, threads);
                computed.as_slice()
            }
            (None, None) => &[],
        };
        let run = measured.as_ref().map(|m| MeasuredGpu {
            name: &m.run.device.name,
            label: Message::from(m.label.clone()),
            other_than: None,
            gpu: &m.calibration.gpu,
            curve,
            measured: nearest.as_ref().map(MeasuredCurve::of),
        });
        HidingReport::new(&working, threads, w, unit, run.as_ref())
    });
    // Where a run calibrates the model, its mode and rate at the launch (as the page's mode line
    // and marker); the textbook's warp throughput beside them.
    let at_warps = warps.map(|w| {
        let throughput = working.model.warp_throughput(f64::from(w));
        let calibrated = answer.as_ref().filter(|a| a.at_launch.is_some());
        AtWarps {
            warps: w,
            mode: calibrated.and_then(|a| a.at_launch_mode).unwrap_or_else(|| working.model.mode(f64::from(w))),
            warp_throughput: throughput,
            rate: calibrated.and_then(|a| a.at_launch).map_or_else(|| working.rate(throughput, unit), |p| p.1),
            unit,
            sentence: answer.as_ref().map_or_else(|| working.mode_sentence(w, unit), |a| a.mode.clone()),
            textbook: answer.as_ref().and_then(|a| a.textbook_mode.clone()),
        }
    });
    let json = LatencyJson {
        compute_capability: cc.name,
        gpu: device.gpu.map(|g| g.name),
        stand_in_gpu: stand_in.map(|g| g.name),
        working: &working,
        needed_warps: working.model.needed_warps(),
        sentences: Sentences {
            arithmetic: working.arithmetic_sentence(),
            memory: working.memory_sentence(),
            bandwidth: working.bandwidth_sentence(),
            latency_bound: working.latency_bound_sentence(),
            two_mode_model: working.model_sentence(),
            traffic: working.traffic_sentence(cc.warp_size),
        },
        at_warps,
        answer,
        run: measured.as_ref().map(|m| m.run.device.name.clone()),
        curves,
    };
    let to_stdout = args.chart.write(|palette| {
        let chart = Throughput::build(&working, unit, cc.max_warps_per_sm(), warps.unwrap_or(0));
        Ok(throughput_svg(&chart, palette, (640, 280), say))
    })?;
    if to_stdout {
        return Ok(ExitCode::SUCCESS);
    }
    if args.json {
        emit(&format!("{}\n", serde_json::to_string_pretty(&json)?))?;
    } else {
        emit(&report(&json))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The text: the page's latency panel, line by line, in the language spoken.
fn report(j: &LatencyJson) -> String {
    let mut s = String::new();
    let heading = match (j.gpu, &j.run) {
        (_, Some(run)) => Message::new("latency-cli-heading-run").arg("run", run.as_str()),
        (Some(gpu), None) => Message::new("latency-cli-heading-gpu").arg("gpu", gpu),
        (None, None) => Message::new("latency-cli-heading"),
    };
    let _ = writeln!(s, "{}", say(&heading.arg("cc", j.compute_capability)));
    if let Some(g) = j.stand_in_gpu {
        let stand_in = Message::new("latency-cli-stand-in").arg("gpu", g).arg("cc", j.compute_capability);
        let _ = writeln!(s, "{}", say(&stand_in));
    }
    if let Some(a) = &j.answer {
        let _ = writeln!(s, "\n  {}", say(&a.headline));
        let _ = writeln!(s, "  {}", say(&a.answer));
        for reason in &a.reasons {
            let _ = writeln!(s, "  - {}", say(reason));
        }
    }
    let t = &j.sentences;
    let line = |id: &'static str| Message::new(id);
    // Each working line as the page's: its label, then the sentence.
    let working = |label: &'static str, sentence: &Message| format!("{} {}", say(&line(label)), say(sentence));
    let _ = writeln!(s, "\n  {}", working("working-arithmetic", &t.arithmetic));
    let memory = line("working-memory-bandwidth").arg("memory", t.memory.clone()).arg("bandwidth", t.bandwidth.clone());
    let _ = writeln!(s, "  {}", working("working-memory", &memory));
    let _ = writeln!(s, "  {}", say(&t.traffic));
    let _ = writeln!(s, "\n  {}", working("working-latency-bound", &t.latency_bound));
    let _ = writeln!(s, "  {}", say(&line("latency-cli-throughput")));
    for (label, cycles, tightest) in j.working.bound_rows() {
        let mark = if tightest { format!("  {}", say(&line("latency-cli-tightest"))) } else { String::new() };
        let _ = writeln!(s, "    {} {}{mark}", padded(&say(&label), 21), say(&cycles));
    }
    let _ = writeln!(s, "  {}", say(&t.two_mode_model));
    if let Some(a) = &j.at_warps {
        let at = line("latency-cli-at-warps").arg("warps", Arg::Count(a.warps.into())).arg("mode", a.sentence.clone());
        let _ = writeln!(s, "\n  {}", say(&at));
        if let Some(textbook) = &a.textbook {
            let _ = writeln!(s, "  {}", say(textbook));
        }
    }
    if let Some(c) = &j.curves {
        let knee = |k: Option<u32>| k.map_or_else(|| line("latency-cli-none"), |k| Message::from(Arg::Count(k.into())));
        let model = line(if c.model == CALIBRATED { "latency-curve-calibrated" } else { "latency-curve-textbook" });
        let needed = line("latency-cli-needed")
            .arg("textbook", Arg::Decimal(c.textbook_needed_warps))
            .arg("model", model.clone())
            .arg("knee", knee(c.knee_warps))
            .arg("measured", knee(c.measured_knee_warps));
        let _ = writeln!(s, "\n  {}", say(&needed));
        let (blocks, warps) = (say(&line("latency-col-blocks")), say(&line("latency-col-warps")));
        let _ = writeln!(s, "  {blocks:>6}  {warps:>5}  {:>12}  {}", say(&model), say(&line("latency-curve-textbook")));
        for (p, t) in c.curve.iter().zip(&c.textbook_curve) {
            let (rate, textbook) =
                (say(&Message::from(Arg::Decimal(p.throughput))), say(&Message::from(Arg::Decimal(t.throughput))));
            let _ = writeln!(s, "  {:>6}  {:>5}  {rate:>12}  {textbook} {}", p.blocks_per_sm, p.warps_per_sm, p.unit);
        }
    }
    s
}
