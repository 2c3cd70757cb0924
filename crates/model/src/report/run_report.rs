//! A measured run in words (`occlab measure --report`): the device as a custom GPU, the
//! self-check, the latencies, Volkov's two-mode model calibrated by the run against the measured
//! curves, the wave staircase against the model's full wave, and the timeline's achieved
//! occupancy against theoretical.

use super::Figure;
use crate::latency::calibrated::KNEE_SHARE;
use crate::latency::scenario::Setting;
use crate::locale::message::{counted, list, separated, Arg, Message};
use crate::run::calibration::{
    calibrate_model, check_curves, error_line, median, per_cycle, CurveCheck, RunCalibration, KNEE_ERROR_BUDGET,
    MEDIAN_ERROR_BUDGET,
};
use crate::run::{staircase, timeline_occupancy, AnalysisError, Experiment, Run, ThroughputUnit, Workload, STEP_SHARE};
use serde::Serialize;

/// Everything `occlab measure --report` says about one run.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RunReport {
    /// "NVIDIA H100 80GB HBM3 · compute capability 9.0 · 132 SMs · driver 13.0 · occlab 0.1.0".
    pub heading: Message,
    /// The device's figures: clocks, peak bandwidth, L2, shared memory, registers.
    pub device: Vec<Figure>,
    /// The flags that make the device a custom GPU on the command line.
    pub custom_gpu: Message,
    /// "The driver and the model agree on 2,880 of 2,880 configurations (100.00%)."
    pub self_check: Message,
    /// One line per disagreement, with its configuration and both answers.
    pub disagreements: Vec<Message>,
    /// FMA, L1, L2 and DRAM latency, cycles.
    pub latency: Vec<Figure>,
    /// What the presets are: "As measured presets (the vector add's ceiling as the bandwidth):".
    pub latency_presets_title: Message,
    /// The measured Little's-law presets as `occlab latency` flags: the device, the FMA and DRAM
    /// latencies, and the sustained stream bandwidth.
    pub latency_presets: String,
    /// The calibrated model's parameters: "Warp switch: 0.98 cycles (from …)".
    pub calibration: Vec<Message>,
    /// The held-out check in one sentence (`None` where the model could not be calibrated).
    pub validation: Option<Message>,
    /// One paragraph per measured curve: the three knees and the calibrated model's error.
    pub throughput: Vec<ThroughputLines>,
    /// The staircase's steps against the model's full wave.
    pub staircase: Vec<Message>,
    /// The timeline's achieved occupancy against theoretical and achievable.
    pub timeline: Vec<Message>,
}

/// The lines of one measured curve.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ThroughputLines {
    pub experiment: Experiment,
    pub threads_per_block: u32,
    /// "Stream, 4 loads in flight per array (GB/s), 256 threads per block · held out".
    pub title: Message,
    /// The three knees: "Needed warps per SM: textbook 4.7, calibrated 24, measured 24 …".
    pub knee: Message,
    /// How far the calibrated model is from the measured points.
    pub error: Message,
    /// The stream's loaded latency at its lightest load and at its knee (`None` for FMA chains).
    pub latency: Option<Message>,
}

impl ThroughputUnit {
    pub fn label(self) -> &'static str {
        match self {
            ThroughputUnit::GigabytesPerSecond => "GB/s",
            ThroughputUnit::GigaflopsPerSecond => "GFLOP/s",
        }
    }
}

/// "1 warp", "4.5 warps".
fn warps(n: f64) -> Message {
    Message::new("run-warps").arg("n", Arg::Decimal(n))
}

fn knee_text(knee: Option<u32>) -> Message {
    knee.map_or_else(|| Message::new("latency-cli-none"), |k| Message::from(Arg::Count(k.into())))
}

/// The loaded latency of a stream point by Little's law: the warps' bytes in flight over the
/// bytes per cycle per SM, i.e. the cycles one warp iteration takes.
fn loaded_latency(run: &Run, experiment: Experiment, warps_per_sm: u32, gbs: f64) -> f64 {
    f64::from(warps_per_sm) * experiment.work_per_warp_iteration() / per_cycle(run, gbs)
}

fn throughput_lines(c: &CurveCheck, run: &Run) -> ThroughputLines {
    let title = Message::new(if c.held_out { "run-curve-held-out" } else { "run-curve-calibration" })
        .arg("experiment", c.experiment.label())
        .arg("unit", c.unit.label())
        .arg("threads", Arg::Count(c.threads_per_block.into()));
    let knee = Message::new("run-knees")
        .arg("textbook", Arg::Decimal(c.textbook_warps))
        .arg("calibrated", knee_text(c.predicted_knee))
        .arg("measured", knee_text(c.measured_knee))
        .arg("share", Arg::Percent(KNEE_SHARE));
    let error = error_line(c.points.len(), c.median_error, c.worst_error);
    let latency = match c.experiment.workload {
        Workload::Stream => {
            let at = |w: u32| c.points.iter().find(|p| p.0 == w).map(|p| loaded_latency(run, c.experiment, w, p.1));
            let first = c.points.first().map(|p| p.0);
            let spread = |w: u32| {
                let timed = run
                    .throughput
                    .iter()
                    .find(|p| {
                        p.experiment() == c.experiment
                            && p.threads_per_block == c.threads_per_block
                            && p.warps_per_sm == w
                    })
                    .and_then(|p| p.iteration_cycles);
                match timed {
                    Some(s) => {
                        Message::new("run-timed").arg("p50", Arg::Decimal(s.p50)).arg("p90", Arg::Decimal(s.p90))
                    }
                    None => Message::empty(),
                }
            };
            match (first, first.and_then(at), c.measured_knee, c.measured_knee.and_then(at)) {
                (Some(w0), Some(l0), Some(wk), Some(lk)) => Some(
                    Message::new("run-loaded-latency")
                        .arg("first", Arg::Decimal(l0))
                        .arg("first_warps", warps(f64::from(w0)))
                        .arg("first_spread", spread(w0))
                        .arg("knee", Arg::Decimal(lk))
                        .arg("knee_warps", warps(f64::from(wk)))
                        .arg("knee_spread", spread(wk)),
                ),
                _ => None,
            }
        }
        Workload::FmaChains => None,
    };
    ThroughputLines { experiment: c.experiment, threads_per_block: c.threads_per_block, title, knee, error, latency }
}

/// The held-out summary: how many curves the calibration never saw, their errors, and how many
/// meet both budgets.
fn validation_line(checks: &[CurveCheck]) -> Message {
    let held: Vec<&CurveCheck> = checks.iter().filter(|c| c.held_out).collect();
    let errors: Vec<f64> = held.iter().flat_map(|c| c.points.iter().map(|&(_, m, p)| (p / m - 1.0).abs())).collect();
    let points = errors.len();
    let median = median(errors);
    let worst = held.iter().map(|c| c.median_error).fold(0.0, f64::max);
    let within = held.iter().filter(|c| c.within_budgets()).count();
    Message::new("run-validation")
        .arg("curves", Arg::Count(held.len() as u64))
        .arg("points", Arg::Count(points as u64))
        .arg("median", Arg::Percent(median))
        .arg("worst", Arg::Percent(worst))
        .arg("within", Arg::Count(within as u64))
        .arg("median_budget", Arg::Percent(MEDIAN_ERROR_BUDGET))
        .arg("knee_budget", Arg::Percent(KNEE_ERROR_BUDGET))
}

/// Grid sizes in words: "none", "1,056", "1,056, 2,112 and 3,168".
fn grids(grids: &[u64]) -> Message {
    list(grids.iter().map(|&g| Message::from(Arg::Count(g)))).unwrap_or_else(|| Message::new("latency-cli-none"))
}

fn staircase_lines(run: &Run) -> Result<Vec<Message>, AnalysisError> {
    let s = staircase(run)?;
    let shape = &run.wave_kernel;
    let kernel = Message::new(if s.driver_blocks_per_sm == s.model_blocks_per_sm {
        "run-staircase-kernel"
    } else {
        "run-staircase-kernel-driver"
    })
    .arg("threads", Arg::Count(shape.threads_per_block.into()))
    .arg("registers", Arg::Count(shape.registers_per_thread.into()))
    .arg("smem", Arg::Bytes(shape.dynamic_shared_memory.into()))
    .arg("full_wave", counted("blocks", s.full_wave))
    .arg("per_sm", Arg::Count(s.model_blocks_per_sm.into()))
    .arg("sms", Arg::Count(s.sms.into()))
    .arg("driver", Arg::Count(s.driver_blocks_per_sm.into()));
    let steps = Message::new("run-staircase-steps")
        .arg("steps", grids(&s.steps))
        .arg("share", Arg::Percent(STEP_SHARE))
        .arg("rise", Arg::Decimal(s.largest_rise_ms));
    let verdict = Message::new(if s.matches_model() { "run-staircase-matches" } else { "run-staircase-differs" })
        .arg("expected", grids(&s.expected_steps));
    Ok(vec![kernel, steps, verdict])
}

fn timeline_lines(run: &Run) -> Result<Vec<Message>, AnalysisError> {
    let t = timeline_occupancy(run)?;
    let over_time = separated(t.over_time.iter().map(|&x| Message::from(Arg::Percent(x))), "join-comma");
    Ok(vec![
        Message::new("run-timeline-grid")
            .arg("blocks", counted("blocks", t.grid_blocks))
            .arg("waves", Arg::Decimal(t.waves_per_sm))
            .arg("used", Arg::Count(t.sms_used.into()))
            .arg("sms", Arg::Count(t.sms.into())),
        // A balanced workload gives at most the waves' achievable occupancy; achieved occupancy
        // counts each SM only while active, so a partial wave spread unevenly can lift it above.
        Message::new(if t.achieved > t.achievable { "run-timeline-achieved-above" } else { "run-timeline-achieved" })
            .arg("achieved", Arg::Percent(t.achieved))
            .arg("lowest", Arg::Percent(t.per_sm_lowest))
            .arg("highest", Arg::Percent(t.per_sm_highest))
            .arg("theoretical", Arg::Percent(t.theoretical))
            .arg("achievable", Arg::Percent(t.achievable)),
        Message::new("run-timeline-over-time").arg("shares", over_time.unwrap_or_else(Message::empty)),
    ])
}

impl RunReport {
    /// The report of a run that [`Run::from_json`] accepted.
    pub fn new(run: &Run) -> Result<RunReport, AnalysisError> {
        RunReport::calibrated(run, &calibrate_model(run))
    }

    /// The report of `run` with its calibration already made ([`calibrate_model`]; an error: the
    /// run is reported without the calibrated model, and says why).
    pub fn calibrated(run: &Run, cal: &Result<RunCalibration, AnalysisError>) -> Result<RunReport, AnalysisError> {
        let d = &run.device;
        let driver = format!("{}.{}", d.driver_version / 1000, (d.driver_version % 1000) / 10);
        let heading = Message::new(if run.quick { "run-heading-quick" } else { "run-heading" })
            .arg("device", d.name.as_str())
            .arg("cc", d.compute_capability.as_str())
            .arg("sms", counted("sms", d.sms.into()))
            .arg("driver", driver)
            .arg("generator", run.generator.as_str());
        let bytes = |n: u64| Message::from(Arg::Bytes(n));
        let device = vec![
            Figure::new(
                "clock",
                "SM clock",
                d.clock_mhz.into(),
                "MHz",
                Message::new("run-mhz").arg("mhz", Arg::Count(d.clock_mhz.into())),
            ),
            Figure::new(
                "memory_bandwidth",
                "Peak memory bandwidth",
                d.memory_bandwidth_gbs,
                "GB/s",
                Message::new("run-bandwidth")
                    .arg("gbs", Arg::Decimal(d.memory_bandwidth_gbs))
                    .arg("mhz", Arg::Count(d.memory_clock_mhz.into()))
                    .arg("bits", Arg::Count(d.memory_bus_width_bits.into())),
            ),
            Figure::new("l2_cache", "L2 cache", d.l2_cache_bytes as f64, "bytes", bytes(d.l2_cache_bytes)),
            Figure::new(
                "shared_memory",
                "Shared memory",
                d.shared_memory_per_sm.into(),
                "bytes",
                Message::new("run-shared-memory")
                    .arg("per_sm", Arg::Bytes(d.shared_memory_per_sm.into()))
                    .arg("per_block", Arg::Bytes(d.shared_memory_per_block.into()))
                    .arg("optin", Arg::Bytes(d.shared_memory_per_block_optin.into())),
            ),
            Figure::new(
                "registers",
                "Registers",
                d.registers_per_sm.into(),
                "registers",
                Message::new("run-registers")
                    .arg("per_sm", Arg::Count(d.registers_per_sm.into()))
                    .arg("per_block", Arg::Count(d.registers_per_block.into())),
            ),
        ];
        let custom_gpu = Message::new("run-custom-gpu").arg(
            "flags",
            format!(
                "--cc {} --sms {} --clock-mhz {} --bandwidth-gbs {}",
                d.compute_capability,
                d.sms,
                d.clock_mhz,
                crate::fixed_decimal(d.memory_bandwidth_gbs, 0)
            ),
        );
        let c = &run.occupancy_check;
        let self_check = Message::new("run-self-check")
            .arg("agreements", Arg::Count(c.agreements.into()))
            .arg("configurations", counted("configurations", c.configurations.into()))
            .arg(
                "share",
                Arg::Percent(if c.configurations == 0 {
                    0.0
                } else {
                    f64::from(c.agreements) / f64::from(c.configurations)
                }),
            );
        let disagreements = c
            .disagreements
            .iter()
            .map(|x| {
                let carveout = x.carveout_percent.map_or_else(
                    || Message::new("run-carveout-default"),
                    |p| Message::new("run-carveout-percent").arg("percent", Arg::Count(p.into())),
                );
                Message::new("run-disagreement")
                    .arg("threads", Arg::Count(x.threads_per_block.into()))
                    .arg("registers", Arg::Count(x.registers_per_thread.into()))
                    .arg("static", Arg::Bytes(x.static_shared_memory.into()))
                    .arg("dynamic", Arg::Bytes(x.dynamic_shared_memory.into()))
                    .arg("carveout", carveout)
                    .arg("driver", counted("blocks", x.driver_blocks_per_sm.into()))
                    .arg("model", counted("blocks", x.model_blocks_per_sm.into()))
            })
            .collect();
        let l = &run.latency;
        let cycles = |key, label, v: f64| {
            Figure::new(key, label, v, "cycles", Message::new("run-cycles").arg("cycles", Arg::Decimal(v)))
        };
        let latency = vec![
            cycles("fma_latency", "Dependent FMA", l.fma_cycles),
            cycles("l1_latency", "L1 hit (pointer chase)", l.l1_cycles),
            cycles("l2_latency", "L2 hit (pointer chase)", l.l2_cycles),
            cycles("dram_latency", "DRAM (pointer chase)", l.dram_cycles),
        ];
        // A run without the calibration's curves (one made by hand, say) is reported without the
        // calibrated model, and says why.
        let checks = match cal {
            Ok(cal) => check_curves(run, cal)?,
            Err(_) => Vec::new(),
        };
        let ceiling =
            cal.as_ref().ok().and_then(|c| c.values.get(Setting::BandwidthGbs)).unwrap_or(d.memory_bandwidth_gbs);
        let latency_presets = format!(
            "occlab latency --cc {} --sms {} --clock-mhz {} --bandwidth-gbs {} --arith-latency {} --mem-latency {}",
            d.compute_capability,
            d.sms,
            d.clock_mhz,
            crate::fixed_decimal(ceiling, 2),
            crate::fixed_decimal(l.fma_cycles, 2),
            crate::fixed_decimal(l.dram_cycles, 2)
        );
        let throughput = checks.iter().map(|c| throughput_lines(c, run)).collect();
        let (calibration, validation) = match &cal {
            Ok(cal) => (
                cal.parameters
                    .iter()
                    .map(|p| {
                        Message::new("run-parameter")
                            .arg("label", p.label.clone())
                            .arg("value", Arg::Decimal(p.value))
                            .arg("unit", p.unit.clone())
                            .arg("from", p.from.clone())
                    })
                    .collect(),
                Some(validation_line(&checks)),
            ),
            Err(e) => (vec![Message::new("run-not-calibrated").arg("why", e.message())], None),
        };
        Ok(RunReport {
            heading,
            device,
            custom_gpu,
            self_check,
            disagreements,
            latency,
            latency_presets_title: Message::new("run-presets-title"),
            latency_presets,
            calibration,
            validation,
            throughput,
            staircase: staircase_lines(run)?,
            timeline: timeline_lines(run)?,
        })
    }
}
