//! A chosen measured run laid over the model: its report (the model's words, as `occlab
//! measure --report` prints them), the wave staircase and block timeline charts, the run's
//! points and calibrated curve for the throughput chart, and its device and latencies as the
//! latency panel's presets. Plain Rust, tested natively.

use crate::inputs::device::Device;
use crate::latency::settings::{RateUnit, Setting};
use occlab_charts::{Span, Staircase, Timeline};
use occlab_model::report::RunReport;
use occlab_model::run::{calibrate, staircase, Calibration, Experiment, Run};
use occlab_model::{fixed_decimal, ComputeCapability, Gpu};

/// (warps per SM, rate) points of the throughput chart.
pub type Points = Vec<(u32, f64)>;

/// Everything the page shows of one run.
#[derive(Debug, Clone, PartialEq)]
pub struct Measured {
    pub report: RunReport,
    pub staircase: Staircase,
    pub timeline: Timeline,
    calibrations: Vec<Calibration>,
    device: Device,
    presets: Vec<(Setting, String)>,
}

impl Measured {
    /// The view of a run [`Run::from_json`] accepted; the error says why the model cannot read it.
    pub fn of(run: &Run) -> Result<Measured, String> {
        let report = RunReport::new(run).map_err(|e| e.to_string())?;
        let steps = staircase(run).map_err(|e| e.to_string())?;
        let calibrations = calibrate(run).map_err(|e| e.to_string())?;
        let d = &run.device;
        let cc = ComputeCapability::find(&d.compute_capability)
            .ok_or_else(|| format!("compute capability {} is not known", d.compute_capability))?;
        // The catalogue's GPU of that name where its compute capability and SMs agree, else the
        // bare compute capability with the measured SMs.
        let gpu =
            Gpu::search(&d.name).ok().map(|c| c.gpu).filter(|g| g.compute_capability == cc.name && g.sms == d.sms);
        let device = gpu.and_then(Device::from_gpu).unwrap_or(Device::from_cc(cc));
        // The vector add's ceiling is the bandwidth a kernel reaches: the report's presets.
        let ceiling = calibrations
            .iter()
            .find(|c| c.experiment == Experiment::VectorAdd)
            .map_or(d.memory_bandwidth_gbs, |c| c.ceiling);
        let presets = vec![
            (Setting::Sms, d.sms.to_string()),
            (Setting::ClockMhz, d.clock_mhz.to_string()),
            (Setting::BandwidthGbs, fixed_decimal(ceiling, 2)),
            (Setting::ArithmeticLatency, fixed_decimal(run.latency.fma_cycles, 2)),
            (Setting::MemoryLatency, fixed_decimal(run.latency.dram_cycles, 2)),
        ];
        Ok(Measured {
            report,
            staircase: Staircase {
                full_wave: u32::try_from(steps.full_wave).unwrap_or(u32::MAX),
                wave_ms: steps.wave_ms,
                measured: run.waves.iter().map(|p| (p.grid_blocks, p.ms)).collect(),
            },
            timeline: Timeline {
                sms: d.sms,
                spans: run.timeline.iter().map(|s| Span { sm: s.sm, start_ns: s.start_ns, end_ns: s.end_ns }).collect(),
            },
            calibrations,
            device,
            presets,
        })
    }

    /// The run's measured points and its calibrated model for the throughput chart in `unit`:
    /// the vector add in GB/s, the single dependent FMA chain in GFLOP/s.
    pub fn overlay(&self, unit: RateUnit) -> (Points, Points) {
        let experiment = match unit {
            RateUnit::Bytes => Experiment::VectorAdd,
            RateUnit::Flops => Experiment::FmaIlp1,
        };
        self.calibrations
            .iter()
            .find(|c| c.experiment == experiment)
            .map(|c| c.points.iter().map(|&(w, measured, model)| ((w, measured), (w, model))).unzip())
            .unwrap_or_default()
    }

    /// The device to calculate on, and the latency panel's settings the run measured.
    pub fn presets(&self) -> (Device, &[(Setting, String)]) {
        (self.device, &self.presets)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h100() -> Run {
        let text = include_str!("../../public/samples/h100-run.json");
        Run::from_json(text).unwrap_or_else(|e| unreachable!("{e}"))
    }

    #[test]
    fn the_h100_run_over_the_model() {
        let run = h100();
        let m = Measured::of(&run).unwrap_or_else(|e| unreachable!("{e}"));
        assert!(m.report.self_check.contains("agree on 7,200 of 7,200 configurations"), "{}", m.report.self_check);
        assert_eq!(m.staircase.full_wave, 1056);
        assert_eq!(m.staircase.measured.len(), run.waves.len());
        assert_eq!(m.timeline.spans.len(), run.timeline.len());
        let (points, calibrated) = m.overlay(RateUnit::Bytes);
        let vector_add: Vec<_> = run
            .throughput
            .iter()
            .filter(|p| p.experiment == Experiment::VectorAdd)
            .map(|p| (p.warps_per_sm, p.value))
            .collect();
        assert_eq!(points.len(), vector_add.len());
        assert!(points.iter().all(|p| vector_add.contains(p)), "every point is one the run measured");
        assert_eq!(calibrated.len(), points.len());
        let (device, presets) = m.presets();
        assert_eq!(device.cc.name, "9.0");
        assert_eq!(presets[0], (Setting::Sms, "132".to_string()));
        assert_eq!(presets[4], (Setting::MemoryLatency, fixed_decimal(run.latency.dram_cycles, 2)));
        let (flops, _) = m.overlay(RateUnit::Flops);
        assert!(!flops.is_empty());
    }
}
