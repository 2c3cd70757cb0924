//! A chosen measured run laid over the model: its report (the model's words, as `occlab
//! measure --report` prints them), the wave staircase and block timeline charts, the model it
//! calibrates (`occlab_model::run::calibration`) with the run's own points for the latency
//! panel, and its device and latencies as the latency panel's presets. Plain Rust, tested
//! natively.

use crate::inputs::device::Device;
use crate::latency::settings::{RateUnit, Setting, Values};
use occlab_charts::{Span, Staircase, Timeline};
use occlab_model::latency::calibrated::pairs;
use occlab_model::latency::scenario::LatencyHiding;
use occlab_model::locale::message::{Arg, Message};
use occlab_model::report::{HidingReport, MeasuredCurve, MeasuredGpu, RunReport};
use occlab_model::run::calibration::{calibrate_model, curves, measured_curve, RunCalibration};
use occlab_model::run::{staircase, Experiment, Run};
use occlab_model::{fixed_decimal, ComputeCapability, Gpu};

/// (warps per SM, rate) points of the throughput chart.
pub type Points = Vec<(u32, f64)>;

/// Everything the page shows of one run.
#[derive(Debug, Clone, PartialEq)]
pub struct Measured {
    pub report: RunReport,
    pub staircase: Staircase,
    pub timeline: Timeline,
    run: Run,
    /// `None` where the run lacks the curves the model is calibrated on (its report says so).
    calibration: Option<RunCalibration>,
    device: Device,
    presets: Vec<(Setting, String)>,
}

/// The run laid over the latency panel's kernel: the calibrated curve, the run's nearest
/// measured curve and what it is, and the answer in words.
#[derive(Debug, Clone, PartialEq)]
pub struct Overlay {
    pub calibrated: Points,
    pub measured: Points,
    pub hiding: HidingReport,
}

impl Measured {
    /// The view of a run [`Run::from_json`] accepted; the error says why the model cannot read it.
    pub fn of(run: &Run) -> Result<Measured, Message> {
        let report = RunReport::new(run).map_err(|e| e.message())?;
        let steps = staircase(run).map_err(|e| e.message())?;
        let calibration = calibrate_model(run).ok();
        let d = &run.device;
        let cc = ComputeCapability::lookup(&d.compute_capability).map_err(|e| e.refusal())?;
        // The catalogue's GPU of that name where its compute capability and SMs agree, else the
        // bare compute capability with the measured SMs.
        let gpu =
            Gpu::search(&d.name).ok().map(|c| c.gpu).filter(|g| g.compute_capability == cc.name && g.sms == d.sms);
        let device = gpu.and_then(Device::from_gpu).unwrap_or(Device::from_cc(cc));
        // The calibration's settings: the run's SMs, clock, latencies and sustained bandwidth.
        let values = calibration.as_ref().map_or_else(
            || {
                Values::presets(cc, None)
                    .with(Setting::Sms, f64::from(d.sms))
                    .with(Setting::ClockMhz, f64::from(d.clock_mhz))
                    .with(Setting::BandwidthGbs, d.memory_bandwidth_gbs)
                    .with(Setting::ArithmeticLatency, run.latency.fma_cycles)
                    .with(Setting::MemoryLatency, run.latency.dram_cycles)
            },
            |c| c.values,
        );
        let presets = Setting::HARDWARE
            .iter()
            .chain(&[Setting::Sms])
            .filter_map(|&s| values.get(s).map(|v| (s, v)))
            .filter(|&(s, v)| Some(v) != s.preset(cc, None) || matches!(s, Setting::Sms | Setting::ClockMhz))
            .map(|(s, v)| (s, fixed_decimal(v, if v.fract() == 0.0 { 0 } else { 2 })))
            .collect();
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
            run: run.clone(),
            calibration,
            device,
            presets,
        })
    }

    /// The run's measured curve nearest the panel's kernel: the experiment its settings describe,
    /// else the run's experiment of the same unit with the nearest loads in flight or ILP; at the
    /// block size nearest `threads`.
    fn nearest(&self, values: &Values, unit: RateUnit, threads: u32) -> Option<(Experiment, u32)> {
        let all = curves(&self.run);
        let wanted = Experiment::described_by(values);
        let k = match unit {
            RateUnit::Bytes => values.get(Setting::LoadsInFlight).unwrap_or(2.0) / 2.0,
            RateUnit::Flops => values.get(Setting::Ilp).unwrap_or(1.0),
        };
        let distance = |c: &(Experiment, u32)| {
            let same = Some(c.0) == wanted;
            (!same, (f64::from(c.0.parallelism) - k).abs().to_bits(), c.1.abs_diff(threads))
        };
        all.into_iter().filter(|c| c.0.rate_unit() == unit).min_by_key(distance)
    }

    /// The run over the latency panel's kernel `h` (with its settings `values`) in `unit`, at the
    /// calculator's `threads` per block and `warps` per SM; `None` when the run could not
    /// calibrate the model.
    pub fn overlay(
        &self,
        h: &LatencyHiding,
        values: &Values,
        unit: RateUnit,
        threads: u32,
        warps: u32,
    ) -> Option<Overlay> {
        let nearest = self.nearest(values, unit, threads);
        let measured = nearest.map(|(e, t)| measured_curve(&self.run, e, t)).unwrap_or_default();
        let what = nearest.map(|(e, t)| {
            (
                Message::new("experiment-threads-per-block")
                    .arg("experiment", e.label())
                    .arg("threads", Arg::Count(t.into())),
                Some(e) == Experiment::described_by(values) && t == threads,
            )
        });
        let gpu = &self.calibration.as_ref()?.gpu;
        let curve = gpu.curve(h, unit, threads);
        let run = MeasuredGpu {
            name: &self.run.device.name,
            gpu,
            curve: &curve,
            measured: what.map(|(what, this_kernel)| MeasuredCurve { points: &measured, what, this_kernel }),
        };
        let hiding = HidingReport::new(h, threads, warps, Some(&run));
        Some(Overlay { calibrated: pairs(&curve), measured, hiding })
    }

    /// The compute capability the run measured.
    pub fn compute_capability(&self) -> &str {
        &self.run.device.compute_capability
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
        assert!(
            m.report.self_check.to_string().contains("agree on 7,200 of 7,200 configurations"),
            "{}",
            m.report.self_check
        );
        assert_eq!(m.staircase.full_wave, 1056);
        assert_eq!(m.staircase.measured.len(), run.waves.len());
        assert_eq!(m.timeline.spans.len(), run.timeline.len());
        let (device, presets) = m.presets();
        assert_eq!(device.cc.name, "9.0");
        assert!(presets.contains(&(Setting::Sms, "132".to_string())), "{presets:?}");
        assert!(presets.contains(&(Setting::MemoryLatency, fixed_decimal(run.latency.dram_cycles, 2))), "{presets:?}");
        // The stream with 4 loads per array at 256 threads: the settings name the experiment, so
        // its measured points are the run's, and the calibrated curve has a point per whole block.
        let values = presets.iter().fold(Values::presets(device.cc, device.reference_gpu()), |v, (s, t)| {
            v.with(*s, t.parse().unwrap_or_else(|e| unreachable!("{t}: {e}")))
        });
        let stream = Experiment { workload: occlab_model::run::Workload::Stream, parallelism: 4 };
        let values = stream.kernel_settings().into_iter().fold(values, |v, (s, x)| v.with(s, x));
        let h = LatencyHiding::build(device.cc, &values).unwrap_or_else(|e| unreachable!("{e}"));
        let o = m.overlay(&h, &values, RateUnit::Bytes, 256, 64).unwrap_or_else(|| unreachable!());
        assert_eq!(o.measured, measured_curve(&run, stream, 256));
        assert_eq!(o.calibrated.iter().map(|p| p.0).collect::<Vec<_>>(), (1..=8).map(|b| 8 * b).collect::<Vec<_>>());
        assert_eq!((o.hiding.measured_warps, o.hiding.calibrated_warps), (Some(24), Some(24)));
        assert!(
            o.hiding.answer.to_string().starts_with("You have 64 warps per SM. This kernel needs about 24 on this GPU"),
            "{}",
            o.hiding.answer
        );
        // ILP moves the calibrated FMA curve: ILP 1 reaches about half of what ILP 4 reaches.
        let fma = |k: u32| {
            let e = Experiment { workload: occlab_model::run::Workload::FmaChains, parallelism: k };
            let v = e.kernel_settings().into_iter().fold(values, |v, (s, x)| v.with(s, x));
            let h = LatencyHiding::build(device.cc, &v).unwrap_or_else(|e| unreachable!("{e}"));
            m.overlay(&h, &v, RateUnit::Flops, 256, 64).unwrap_or_else(|| unreachable!())
        };
        let top = |o: &Overlay| o.calibrated.iter().map(|p| p.1).fold(0.0, f64::max);
        let (one, four) = (fma(1), fma(4));
        assert!((0.45..0.55).contains(&(top(&one) / top(&four))), "{} {}", top(&one), top(&four));
        assert_eq!(
            one.measured,
            measured_curve(&run, Experiment { workload: occlab_model::run::Workload::FmaChains, parallelism: 1 }, 256)
        );
    }
}
