//! A measured run in words (`occlab measure --report`): the device as a custom GPU, the
//! self-check, the latencies, Volkov's two-mode model calibrated by the run against the measured
//! curves, the wave staircase against the model's full wave, and the timeline's achieved
//! occupancy against theoretical.

use super::Figure;
use crate::numerals::{bytes, count, decimal, percent, thousands};
use crate::run::{
    calibrate, staircase, timeline_occupancy, AnalysisError, Calibration, Experiment, Run, ThroughputUnit, KNEE_SHARE,
    STEP_SHARE,
};
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
    /// latencies, and the vector add's ceiling as the bandwidth.
    pub latency_presets: String,
    /// One paragraph per throughput experiment: the calibrated model's knee against the measured.
    pub throughput: Vec<ThroughputLines>,
    /// The staircase's steps against the model's full wave.
    pub staircase: Vec<String>,
    /// The timeline's achieved occupancy against theoretical and achievable.
    pub timeline: Vec<String>,
}

/// The lines of one throughput experiment.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ThroughputLines {
    pub experiment: Experiment,
    /// "Vector add (GB/s), 64 threads per block".
    pub title: String,
    /// The calibrated model: its latency, its ceiling and its knee.
    pub model: String,
    /// The measured knee against the model's.
    pub knee: String,
    /// "warps per SM: measured / model" for every point.
    pub points: Vec<String>,
}

impl Experiment {
    /// "Vector add", "FMA chains, ILP 2".
    pub fn label(self) -> String {
        match self.ilp() {
            None => "Vector add".to_string(),
            Some(k) => format!("FMA chains, ILP {k}"),
        }
    }
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

fn throughput_lines(c: &Calibration, run: &Run) -> ThroughputLines {
    let unit = c.unit.label();
    let latency = match c.experiment.ilp() {
        None => format!("each warp waits the DRAM latency, {} cycles, per iteration", decimal(c.step_latency_cycles)),
        Some(1) => {
            format!("each warp waits the FMA latency, {} cycles, per instruction", decimal(run.latency.fma_cycles))
        }
        Some(k) => format!(
            "each warp waits the FMA latency over its {k} chains, {} / {k} = {} cycles, per instruction",
            decimal(run.latency.fma_cycles),
            decimal(c.step_latency_cycles)
        ),
    };
    let peak = match c.unit {
        ThroughputUnit::GigabytesPerSecond => "the peak from the memory clock and bus width",
        ThroughputUnit::GigaflopsPerSecond => "the peak of the FP32 lanes at the SM clock",
    };
    let model = format!(
        "Calibrated two-mode model: {latency}; the ceiling is {} {unit}, the highest measured ({} of {} {unit}, {peak}). Knee ≈ {} × {} = {} per SM.",
        decimal(c.ceiling),
        percent(c.ceiling / c.peak),
        decimal(c.peak),
        decimal(c.model.latency_bound),
        decimal(c.model.throughput_bound),
        warps(c.predicted_knee_warps)
    );
    let knee = format!(
        "Measured knee: {} per SM, the fewest reaching {} of the ceiling; the model predicts {} (with the peak as the ceiling it would predict {}).",
        warps(f64::from(c.measured_knee_warps)),
        percent(KNEE_SHARE),
        warps(c.predicted_knee_warps),
        warps(c.peak_knee_warps)
    );
    let points = c
        .points
        .iter()
        .map(|&(w, measured, model)| {
            format!("{:>4} warps: {} measured, {} model", w, decimal(measured), decimal(model))
        })
        .collect();
    ThroughputLines {
        experiment: c.experiment,
        title: format!("{} ({unit}), {} threads per block", c.experiment.label(), c.threads_per_block),
        model,
        knee,
        points,
    }
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
        let calibrations = calibrate(run)?;
        let ceiling = calibrations
            .iter()
            .find(|c| c.experiment == Experiment::VectorAdd)
            .map_or(d.memory_bandwidth_gbs, |c| c.ceiling);
        let latency_presets = format!(
            "occlab latency --cc {} --sms {} --clock-mhz {} --bandwidth-gbs {} --arith-latency {} --mem-latency {}",
            d.compute_capability,
            d.sms,
            d.clock_mhz,
            crate::fixed_decimal(ceiling, 2),
            crate::fixed_decimal(l.fma_cycles, 2),
            crate::fixed_decimal(l.dram_cycles, 2)
        );
        let throughput = calibrations.iter().map(|c| throughput_lines(c, run)).collect();
        Ok(RunReport {
            heading,
            device,
            custom_gpu,
            self_check,
            disagreements,
            latency,
            latency_presets_title: "As measured Little's-law presets (the vector add's ceiling as the bandwidth):",
            latency_presets,
            throughput,
            staircase: staircase_lines(run)?,
            timeline: timeline_lines(run)?,
        })
    }
}
