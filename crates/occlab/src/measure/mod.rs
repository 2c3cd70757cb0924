//! `occlab measure`: what the real GPU does, in one run. Seven measurements (the device, a
//! self-check of the model against the driver, latencies, throughput against occupancy, the
//! throughput probes, the wave staircase, a block timeline) written as one versioned run file
//! (docs/RUN_FORMAT.md), and `--report`, which sets a run file against the model. The CUDA
//! driver and NVRTC are opened at run time; without a driver the command says what it looked for
//! and exits with code 3.

mod device;
mod kernels;
mod latency;
mod launch;
mod probes;
mod report;
mod self_check;
mod staircase;
mod throughput;
mod timeline;

use crate::errors::{at, cannot_create, cannot_read, cannot_write};
use crate::speech::say;
use crate::text::emit;
use anyhow::{anyhow, Result};
use cudarc::driver::{CudaContext, CudaStream};
use indicatif::{ProgressBar, ProgressStyle};
use occlab_model::locale::message::{counted, separated, Arg, Message};
use occlab_model::report::RunReport;
use occlab_model::run::calibration::calibrate_model;
use occlab_model::run::probe::probe_lines;
use occlab_model::run::{MeasuredDevice, Run, SCHEMA_VERSION};
use occlab_model::ComputeCapability;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

/// The exit code when no CUDA driver (or no NVRTC, or no GPU) is found.
pub const NO_DRIVER: u8 = 3;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Where to write the run.
    #[arg(long, value_name = "FILE", default_value = "run.json")]
    out: PathBuf,
    /// Fewer repetitions and kernels (within 10 s on an H100).
    #[arg(long)]
    quick: bool,
    /// Measure nothing: read a run file and set it against the model.
    #[arg(long, value_name = "RUN", conflicts_with_all = ["quick", "ptx_dir"])]
    report: Option<PathBuf>,
    /// Also write the PTX of every measuring kernel into this folder, to read what the compiler
    /// made (`ptxas -arch=sm_90 FILE.ptx`, then `cuobjdump -sass`).
    #[arg(long, value_name = "DIR")]
    ptx_dir: Option<PathBuf>,
}

/// The GPU being measured: its context and stream, and what the driver says it is.
pub struct Gpu {
    pub ctx: Arc<CudaContext>,
    pub stream: Arc<CudaStream>,
    pub device: MeasuredDevice,
    pub cc: &'static ComputeCapability,
    /// "90": the compute capability as NVRTC's `compute_XY` wants it.
    pub arch: String,
    /// `--ptx-dir`: where each measuring kernel's PTX is written.
    pub ptx_dir: Option<PathBuf>,
}

/// The middle value (the mean of the two middle ones for an even count); 0 for none.
pub fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    match n {
        0 => 0.0,
        _ if n % 2 == 1 => values[n / 2],
        _ => (values[n / 2 - 1] + values[n / 2]) / 2.0,
    }
}

pub fn run(args: Args) -> Result<ExitCode> {
    if let Some(path) = &args.report {
        let text =
            std::fs::read_to_string(path).map_err(|e| anyhow!("{}", say(&at("--report", cannot_read(path, &e)))))?;
        let in_file = |error: Message| anyhow!("{}", say(&at(path.display().to_string(), error)));
        let run = Run::from_json(&text).map_err(|e| in_file(e.message()))?;
        let cal = calibrate_model(&run);
        let report = RunReport::calibrated(&run, &cal).map_err(|e| in_file(e.message()))?;
        emit(&report::text(&report, &probe_lines(&run, cal.as_ref().ok())))?;
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(missing) = missing_library() {
        eprintln!("occlab measure: {}", say(&missing));
        return Ok(ExitCode::from(NO_DRIVER));
    }
    let ctx = match CudaContext::new(0) {
        Ok(ctx) => ctx,
        Err(e) => {
            eprintln!("occlab measure: {}", say(&Message::new("measure-no-gpu").arg("why", e.to_string())));
            return Ok(ExitCode::from(NO_DRIVER));
        }
    };
    if let Some(dir) = &args.ptx_dir {
        std::fs::create_dir_all(dir).map_err(|e| anyhow!("{}", say(&at("--ptx-dir", cannot_create(dir, &e)))))?;
    }
    let run = measure(ctx, args.quick, args.ptx_dir)?;
    let json = match run.to_json() {
        Ok(json) => json,
        Err(e) => {
            // Keep what was measured for whoever looks into it, but never as a valid run.
            let kept = args.out.with_extension("invalid.json");
            std::fs::write(&kept, serde_json::to_string_pretty(&run)?).map_err(|w| {
                let unkept = Message::new("measure-invalid-unkept").arg("why", e.message());
                anyhow!("{}", say(&unkept.arg("error", cannot_write(&kept, &w))))
            })?;
            let invalid =
                Message::new("measure-invalid").arg("why", e.message()).arg("path", kept.display().to_string());
            return Err(anyhow!("{}", say(&invalid)));
        }
    };
    std::fs::write(&args.out, json + "\n")
        .map_err(|e| anyhow!("{}", say(&at("--out", cannot_write(&args.out, &e)))))?;
    let cal = calibrate_model(&run);
    let report = RunReport::calibrated(&run, &cal).map_err(|e| anyhow!("{}", say(&e.message())))?;
    let wrote = Message::new("run-wrote").arg("path", args.out.display().to_string());
    emit(&format!("{}\n{}\n", report::text(&report, &probe_lines(&run, cal.as_ref().ok())), say(&wrote)))?;
    Ok(ExitCode::SUCCESS)
}

/// What is missing to measure, in one line naming the files looked for; `None` when the driver
/// and NVRTC are both there.
fn missing_library() -> Option<Message> {
    let names = |lib: &str| {
        let mut seen = std::collections::HashSet::new();
        let names: Vec<String> =
            cudarc::get_lib_name_candidates(lib).into_iter().filter(|n| seen.insert(n.clone())).collect();
        names.join(", ")
    };
    if !launch::driver_present() {
        return Some(Message::new("measure-no-driver").arg("names", names("cuda")));
    }
    if !launch::nvrtc_present() {
        return Some(Message::new("measure-no-nvrtc").arg("names", names("nvrtc")));
    }
    None
}

/// One stage's progress: its name on the bar, and its seconds on stderr afterwards.
struct Stages {
    bar: ProgressBar,
    started: Instant,
    stage: Instant,
}

impl Stages {
    fn new(total: u64) -> Stages {
        let bar = ProgressBar::new(total);
        if let Ok(style) = ProgressStyle::with_template("{elapsed:>4} [{bar:30}] {pos}/{len} {msg}") {
            bar.set_style(style.progress_chars("=> "));
        }
        Stages { bar, started: Instant::now(), stage: Instant::now() }
    }

    /// Names the stage on the bar (`what`, a `measure-stage-*` message) and starts its clock.
    fn begin(&mut self, what: &Message) {
        self.bar.set_message(say(what));
        self.stage = Instant::now();
    }

    /// Says what the stage found (a `measure-done-*` message), with its seconds as `seconds`.
    fn end(&mut self, done: Message) {
        let line = say(&done.arg("seconds", seconds(self.stage)));
        self.bar.suspend(|| eprintln!("{line}"));
    }
}

/// The seconds since `start`, as the progress lines give them.
fn seconds(start: Instant) -> Arg {
    Arg::Decimal(start.elapsed().as_secs_f64())
}

/// Numbers as a list: "32, 40, 64".
fn listed(numbers: impl DoubleEndedIterator<Item = Arg>) -> Message {
    separated(numbers.map(Message::from), "join-comma").unwrap_or_else(Message::empty)
}

fn measure(ctx: Arc<CudaContext>, quick: bool, ptx_dir: Option<PathBuf>) -> Result<Run> {
    let stream = ctx.default_stream();
    let (device, cc) = device::read(&ctx)?;
    let arch = format!("{}{}", cc.major, cc.minor);
    let gpu = Gpu { ctx, stream, device, cc, arch, ptx_dir };
    // One step per stage, and one per throughput and probe point.
    let mut stages = Stages::new(5 + throughput::points(&gpu, quick) + probes::points(&gpu, quick));
    stages.bar.inc(1);

    stages.begin(&Message::new("measure-stage-self-check"));
    let outcome = self_check::run(&gpu, quick)?;
    let done = if outcome.refused > 0 {
        Message::new("measure-done-self-check-refused").arg("refused", Arg::Count(outcome.refused.into()))
    } else {
        Message::new("measure-done-self-check")
    };
    stages.end(
        done.arg("agreements", Arg::Count(outcome.check.agreements.into()))
            .arg("configurations", Arg::Count(outcome.check.configurations.into()))
            .arg("registers", listed(outcome.register_counts.iter().map(|&r| Arg::Count(r.into())))),
    );
    stages.bar.inc(1);

    stages.begin(&Message::new("measure-stage-throughput"));
    let bar = stages.bar.clone();
    let mut arrays = throughput::Arrays::new(&gpu)?;
    let throughput = throughput::run(&gpu, quick, &mut arrays, || bar.inc(1))?;
    stages.end(Message::new("measure-done-throughput").arg("points", Arg::Count(throughput.len() as u64)));

    stages.begin(&Message::new("measure-stage-probes"));
    let probes = probes::run(&gpu, quick, &mut arrays, || bar.inc(1))?;
    drop(arrays);
    stages.end(Message::new("measure-done-probes").arg("points", Arg::Count(probes.len() as u64)));

    // After the throughput experiments, so that the SM clock has left its idle setting.
    stages.begin(&Message::new("measure-stage-latencies"));
    let (latency, clocks) = latency::run(&gpu, quick)?;
    let clocks = listed(clocks.iter().map(|c| Arg::Decimal(c.round())));
    stages.end(Message::new("measure-done-latencies").arg("clocks", clocks));
    stages.bar.inc(1);

    stages.begin(&Message::new("measure-stage-staircase"));
    let (wave_kernel, waves) = staircase::run(&gpu, quick)?;
    stages.end(Message::new("measure-done-staircase").arg("grids", Arg::Count(waves.len() as u64)));
    stages.bar.inc(1);

    stages.begin(&Message::new("measure-stage-timeline"));
    let (timeline_kernel, timeline) = timeline::run(&gpu)?;
    stages.end(Message::new("measure-done-timeline").arg("blocks", counted("blocks", timeline.len() as u64)));
    stages.bar.inc(1);
    stages.bar.finish_and_clear();
    eprintln!("{}", say(&Message::new("measure-done").arg("seconds", seconds(stages.started))));

    Ok(Run {
        schema_version: SCHEMA_VERSION,
        generator: format!("occlab {}", env!("CARGO_PKG_VERSION")),
        quick,
        device: gpu.device,
        occupancy_check: outcome.check,
        latency,
        throughput,
        probes,
        wave_kernel,
        waves,
        timeline_kernel,
        timeline,
    })
}
