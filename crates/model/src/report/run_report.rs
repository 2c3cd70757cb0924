//! A measured run in words (`occlab measure --report`): the device as a custom GPU, the
//! self-check, the latencies, Volkov's two-mode model calibrated by the run against the measured
//! curves, the wave staircase against the model's full wave, and the timeline's achieved
//! occupancy against theoretical.

use super::Figure;
use crate::calibrated::KNEE_SHARE;
use crate::latency_scenario::Setting;
use crate::numerals::{bytes, count, decimal, percent, thousands};
use crate::run::calibration::{
    calibrate_model, check_curves, median, per_cycle, CurveCheck, KNEE_ERROR_BUDGET, MEDIAN_ERROR_BUDGET,
};
use crate::run::{staircase, timeline_occupancy, AnalysisError, Experiment, Run, ThroughputUnit, Workload, STEP_SHARE};
use serde::Serialize;

/// Everything `occlab measure --report` says about one run.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RunReport {
    /// "NVIDIA H100 80GB HBM3 · compute capability 9.0 · 132 SMs · driver 13.0 · occlab 0.1.0".
    pub heading: String,
    /// The device's figures: clocks, peak bandwidth, L2, shared memory, registers.
    pub device: Vec<Figure>,
    /// The flags that make the device a custom GPU on the command line.
    pub custom_gpu: String,
    /// "The driver and the model agree on 2,880 of 2,880 configurations (100.00%)."
    pub self_check: String,
    /// One line per disagreement, with its configuration and both answers.
    pub disagreements: Vec<String>,
    /// FMA, L1, L2 and DRAM latency, cycles.
    pub latency: Vec<Figure>,
    /// What the presets are: "As measured presets (the vector add's ceiling as the bandwidth):".
    pub latency_presets_title: &'static str,
    /// The measured Little's-law presets as `occlab latency` flags: the device, the FMA and DRAM
    /// latencies, and the sustained stream bandwidth.
    pub latency_presets: String,
    /// The calibrated model's parameters: "Warp switch: 0.98 cycles (from …)".
    pub calibration: Vec<String>,
    /// The held-out check in one sentence.
    pub validation: String,
    /// One paragraph per measured curve: the three knees and the calibrated model's error.
    pub throughput: Vec<ThroughputLines>,
    /// The staircase's steps against the model's full wave.
    pub staircase: Vec<String>,
    /// The timeline's achieved occupancy against theoretical and achievable.
    pub timeline: Vec<String>,
}

/// The lines of one measured curve.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ThroughputLines {
    pub experiment: Experiment,
    pub threads_per_block: u32,
    /// "Stream, 4 loads in flight per array (GB/s), 256 threads per block · held out".
    pub title: String,
    /// The three knees: "Needed warps per SM: textbook 4.7, calibrated 24, measured 24 …".
    pub knee: String,
    /// How far the calibrated model is from the measured points.
    pub error: String,
    /// The stream's loaded latency at its lightest load and at its knee (empty for FMA chains).
    pub latency: String,
}

impl ThroughputUnit {
    pub fn label(self) -> &'static str {
        match self {
            ThroughputUnit::GigabytesPerSecond => "GB/s",
            ThroughputUnit::GigaflopsPerSecond => "GFLOP/s",
        }
    }
}

fn warps(n: f64) -> String {
    format!("{} {}", decimal(n), if n == 1.0 { "warp" } else { "warps" })
}

fn knee_text(knee: Option<u32>) -> String {
    knee.map_or_else(|| "none".to_string(), |k| k.to_string())
}

/// The loaded latency of a stream point by Little's law: the warps' bytes in flight over the
/// bytes per cycle per SM, i.e. the cycles one warp iteration takes.
fn loaded_latency(run: &Run, experiment: Experiment, warps_per_sm: u32, gbs: f64) -> f64 {
    f64::from(warps_per_sm) * experiment.work_per_warp_iteration() / per_cycle(run, gbs)
}

fn throughput_lines(c: &CurveCheck, run: &Run) -> ThroughputLines {
    let unit = c.unit.label();
    let title = format!(
        "{} ({unit}), {} threads per block · {}",
        c.experiment.label(),
        c.threads_per_block,
        if c.held_out { "held out" } else { "calibration curve" }
    );
    let knee = format!(
        "Needed warps per SM: textbook {} (latency × throughput), calibrated {}, measured {} (the fewest reaching {} of the curve's highest point).",
        decimal(c.textbook_warps),
        knee_text(c.predicted_knee),
        knee_text(c.measured_knee),
        percent(KNEE_SHARE)
    );
    let error = format!(
        "Calibrated model against the {} measured points: median error {}, worst {}.",
        c.points.len(),
        percent(c.median_error),
        percent(c.worst_error)
    );
    let latency = match c.experiment.workload {
        Workload::Stream => {
            let at = |w: u32| c.points.iter().find(|p| p.0 == w).map(|p| loaded_latency(run, c.experiment, w, p.1));
            let first = c.points.first().map(|p| p.0);
            let spread = |w: u32| {
                run.throughput
                    .iter()
                    .find(|p| {
                        p.experiment() == c.experiment
                            && p.threads_per_block == c.threads_per_block
                            && p.warps_per_sm == w
                    })
                    .and_then(|p| p.iteration_cycles)
                    .map(|s| format!(" (timed: median {}, 90th percentile {})", decimal(s.p50), decimal(s.p90)))
                    .unwrap_or_default()
            };
            match (first, first.and_then(at), c.measured_knee, c.measured_knee.and_then(at)) {
                (Some(w0), Some(l0), Some(wk), Some(lk)) => format!(
                    "Loaded latency (Little's law: bytes in flight ÷ throughput): {} cycles per iteration at {}{}, {} at the knee's {}{}.",
                    decimal(l0),
                    warps(f64::from(w0)),
                    spread(w0),
                    decimal(lk),
                    warps(f64::from(wk)),
                    spread(wk)
                ),
                _ => String::new(),
            }
        }
        Workload::FmaChains => String::new(),
    };
    ThroughputLines { experiment: c.experiment, threads_per_block: c.threads_per_block, title, knee, error, latency }
}

/// The held-out summary: how many curves the calibration never saw, their errors, and how many
/// meet both budgets.
fn validation_line(checks: &[CurveCheck]) -> String {
    let held: Vec<&CurveCheck> = checks.iter().filter(|c| c.held_out).collect();
    let errors: Vec<f64> = held.iter().flat_map(|c| c.points.iter().map(|&(_, m, p)| (p / m - 1.0).abs())).collect();
    let points = errors.len();
    let median = median(errors);
    let worst = held.iter().map(|c| c.median_error).fold(0.0, f64::max);
    let within = held.iter().filter(|c| c.within_budgets()).count();
    format!(
        "Held out: {} curves the calibration never saw; median error over their {} points {}; the worst curve's median {}; {} of {} within both budgets (median error ≤ {}, knee within {}).",
        held.len(),
        thousands(points as u64),
        percent(median),
        percent(worst),
        within,
        held.len(),
        percent(MEDIAN_ERROR_BUDGET),
        percent(KNEE_ERROR_BUDGET)
    )
}

fn list(grids: &[u64]) -> String {
    match grids {
        [] => "none".to_string(),
        [one] => thousands(*one),
        [init @ .., last] => {
            format!("{} and {}", init.iter().map(|g| thousands(*g)).collect::<Vec<_>>().join(", "), thousands(*last))
        }
    }
}

fn staircase_lines(run: &Run) -> Result<Vec<String>, AnalysisError> {
    let s = staircase(run)?;
    let shape = &run.wave_kernel;
    let mut lines = vec![format!(
        "Kernel: {} threads, {} registers per thread, {} dynamic shared memory; the model's full wave is {} ({} per SM × {} SMs){}.",
        thousands(shape.threads_per_block.into()),
        shape.registers_per_thread,
        bytes(shape.dynamic_shared_memory.into()),
        count(s.full_wave, "block", "blocks"),
        s.model_blocks_per_sm,
        thousands(s.sms.into()),
        if s.driver_blocks_per_sm == s.model_blocks_per_sm {
            ", as the driver's occupancy API says".to_string()
        } else {
            format!(", but the driver's occupancy API says {} per SM", s.driver_blocks_per_sm)
        }
    )];
    lines.push(format!(
        "The time steps up after {} blocks (a rise of at least {} of the largest, {} ms).",
        list(&s.steps),
        percent(STEP_SHARE),
        decimal(s.largest_rise_ms)
    ));
    lines.push(if s.matches_model() {
        format!(
            "Every step is at a multiple of the model's full wave, and every multiple in range steps: {}.",
            list(&s.expected_steps)
        )
    } else {
        format!("The model puts the steps after {} blocks: the measurement differs.", list(&s.expected_steps))
    });
    Ok(lines)
}

fn timeline_lines(run: &Run) -> Result<Vec<String>, AnalysisError> {
    let t = timeline_occupancy(run)?;
    Ok(vec![
        format!(
            "{} ({} waves) on {} of {} SMs.",
            count(t.grid_blocks, "block", "blocks"),
            decimal(t.waves_per_sm),
            thousands(t.sms_used.into()),
            thousands(t.sms.into())
        ),
        format!(
            "Achieved occupancy {} (per SM {} to {}) against {} theoretical; a balanced workload achieves at most {}.",
            percent(t.achieved),
            percent(t.per_sm_lowest),
            percent(t.per_sm_highest),
            percent(t.theoretical),
            percent(t.achievable)
        ),
        format!(
            "Over time, in tenths of the run: {}.",
            t.over_time.iter().map(|x| percent(*x)).collect::<Vec<_>>().join(", ")
        ),
    ])
}

impl RunReport {
    /// The report of a run that [`Run::from_json`] accepted.
    pub fn new(run: &Run) -> Result<RunReport, AnalysisError> {
        let d = &run.device;
        let driver = format!("{}.{}", d.driver_version / 1000, (d.driver_version % 1000) / 10);
        let heading = format!(
            "{} · compute capability {} · {} · driver {driver} · {}{}",
            d.name,
            d.compute_capability,
            count(d.sms.into(), "SM", "SMs"),
            run.generator,
            if run.quick { " · --quick" } else { "" }
        );
        let device = vec![
            Figure::new(
                "clock",
                "SM clock",
                d.clock_mhz.into(),
                "MHz",
                format!("{} MHz", thousands(d.clock_mhz.into())),
            ),
            Figure::new(
                "memory_bandwidth",
                "Peak memory bandwidth",
                d.memory_bandwidth_gbs,
                "GB/s",
                format!(
                    "{} GB/s ({} MHz × 2 × {} bits)",
                    decimal(d.memory_bandwidth_gbs),
                    thousands(d.memory_clock_mhz.into()),
                    thousands(d.memory_bus_width_bits.into())
                ),
            ),
            Figure::new("l2_cache", "L2 cache", d.l2_cache_bytes as f64, "bytes", bytes(d.l2_cache_bytes)),
            Figure::new(
                "shared_memory",
                "Shared memory",
                d.shared_memory_per_sm.into(),
                "bytes",
                format!(
                    "{} per SM, {} per block ({} with opt-in)",
                    bytes(d.shared_memory_per_sm.into()),
                    bytes(d.shared_memory_per_block.into()),
                    bytes(d.shared_memory_per_block_optin.into())
                ),
            ),
            Figure::new(
                "registers",
                "Registers",
                d.registers_per_sm.into(),
                "registers",
                format!(
                    "{} per SM, {} per block",
                    thousands(d.registers_per_sm.into()),
                    thousands(d.registers_per_block.into())
                ),
            ),
        ];
        let custom_gpu = format!(
            "As a custom GPU: --cc {} --sms {} --clock-mhz {} --bandwidth-gbs {}",
            d.compute_capability,
            d.sms,
            d.clock_mhz,
            crate::fixed_decimal(d.memory_bandwidth_gbs, 0)
        );
        let c = &run.occupancy_check;
        let self_check = format!(
            "The driver's cuOccupancyMaxActiveBlocksPerMultiprocessor and the model agree on {} of {} ({}).",
            thousands(c.agreements.into()),
            count(c.configurations.into(), "configuration", "configurations"),
            percent(if c.configurations == 0 { 0.0 } else { f64::from(c.agreements) / f64::from(c.configurations) })
        );
        let disagreements = c
            .disagreements
            .iter()
            .map(|x| {
                format!(
                    "{} threads, {} registers, {} static + {} dynamic shared memory, carveout {}: driver {}, model {}",
                    x.threads_per_block,
                    x.registers_per_thread,
                    bytes(x.static_shared_memory.into()),
                    bytes(x.dynamic_shared_memory.into()),
                    x.carveout_percent.map_or_else(|| "default".to_string(), |p| format!("{p}%")),
                    count(x.driver_blocks_per_sm.into(), "block", "blocks"),
                    count(x.model_blocks_per_sm.into(), "block", "blocks")
                )
            })
            .collect();
        let l = &run.latency;
        let cycles = |key, label, v: f64| Figure::new(key, label, v, "cycles", format!("{} cycles", decimal(v)));
        let latency = vec![
            cycles("fma_latency", "Dependent FMA", l.fma_cycles),
            cycles("l1_latency", "L1 hit (pointer chase)", l.l1_cycles),
            cycles("l2_latency", "L2 hit (pointer chase)", l.l2_cycles),
            cycles("dram_latency", "DRAM (pointer chase)", l.dram_cycles),
        ];
        // A run without the calibration's curves (one made by hand, say) is reported without the
        // calibrated model, and says why.
        let cal = calibrate_model(run);
        let checks = match &cal {
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
                    .map(|p| format!("{}: {} {} (from {})", p.label, decimal(p.value), p.unit, p.from))
                    .collect(),
                validation_line(&checks),
            ),
            Err(e) => (vec![format!("The model cannot be calibrated on this run: {e}.")], String::new()),
        };
        Ok(RunReport {
            heading,
            device,
            custom_gpu,
            self_check,
            disagreements,
            latency,
            latency_presets_title: "As measured Little's-law presets (the sustained stream bandwidth):",
            latency_presets,
            calibration,
            validation,
            throughput,
            staircase: staircase_lines(run)?,
            timeline: timeline_lines(run)?,
        })
    }
}
