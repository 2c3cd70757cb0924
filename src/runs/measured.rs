//! A chosen measured run laid over the model: its report (the model's words, as `occlab
//! measure --report` prints them), the wave staircase and block timeline charts, the model it
//! calibrates (`occlab_model::run::calibration`) with the run's own points for the latency
//! panel, and its device and measured figures as the latency panel's presets (as `occlab latency
//! --run` takes them). Plain Rust, tested natively.

use crate::inputs::device::Device;
use crate::latency::settings::{RateUnit, Values};
use crate::runs::choice::RunChoice;
use occlab_charts::{Span, Staircase, Timeline};
use occlab_model::latency::calibrated::pairs;
use occlab_model::latency::scenario::LatencyHiding;
use occlab_model::locale::message::Message;
use occlab_model::report::{HidingReport, MeasuredCurve, MeasuredGpu, RunReport};
use occlab_model::run::calibration::{calibrate_model, nearest, RunCalibration};
use occlab_model::run::{staircase, Run};
use occlab_model::{ComputeCapability, Gpu};

/// (warps per SM, rate) points of the throughput chart.
pub type Points = Vec<(u32, f64)>;

/// Everything the page shows of one run.
#[derive(Debug, Clone, PartialEq)]
pub struct Measured {
    /// How it was chosen, and its name where it is chosen and named: "h100-run.json (H100 80GB
    /// HBM3)", "run 7 (Ada Lovelace)".
    pub choice: RunChoice,
    pub label: Message,
    pub report: RunReport,
    pub staircase: Staircase,
    pub timeline: Timeline,
    run: Run,
    /// `None` where the run lacks the curves the model is calibrated on (its report says so).
    calibration: Option<RunCalibration>,
    device: Device,
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
    /// The view of a run [`Run::from_json`] accepted, chosen as `choice` and named `label`; the
    /// error says why the model cannot read it.
    pub fn of(run: &Run, choice: RunChoice, label: Message) -> Result<Measured, Message> {
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
        Ok(Measured {
            choice,
            label,
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
        })
    }

    /// The run over the latency panel's kernel `h` (with its settings `values`) in `unit`, at the
    /// calculator's `threads` per block and `warps` per SM on `chosen`; `None` when the run could
    /// not calibrate the model.
    pub fn overlay(
        &self,
        h: &LatencyHiding,
        values: &Values,
        unit: RateUnit,
        (threads, warps): (u32, u32),
        chosen: Device,
    ) -> Option<Overlay> {
        let nearest = nearest(&self.run, values, unit, threads);
        let gpu = &self.calibration.as_ref()?.gpu;
        let curve = gpu.curve(h, unit, threads);
        let chosen_name = chosen.gpu.map_or(chosen.cc.name, |g| g.name);
        let run = MeasuredGpu {
            name: &self.run.device.name,
            label: self.label.clone(),
            other_than: (chosen != self.device).then_some(chosen_name),
            gpu,
            curve: &curve,
            measured: nearest.as_ref().map(MeasuredCurve::of),
        };
        let hiding = HidingReport::new(h, threads, warps, unit, Some(&run));
        let measured = nearest.map(|n| n.points).unwrap_or_default();
        Some(Overlay { calibrated: pairs(&curve), measured, hiding })
    }

    /// The settings the run measured (its SMs, clock, latencies and sustained bandwidth over the
    /// compute capability's presets), the latency panel's presets while it is shown: as
    /// `occlab latency --run` takes them. `None` where the run could not calibrate the model.
    pub fn base_values(&self) -> Option<Values> {
        self.calibration.as_ref().map(|c| c.values)
    }

    /// The compute capability the run measured.
    pub fn compute_capability(&self) -> &str {
        &self.run.device.compute_capability
    }

    /// The run's device, to calculate on: its catalogue GPU where its compute capability and
    /// SMs agree, else the bare compute capability.
    pub fn device(&self) -> Device {
        self.device
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::latency::settings::Setting;
    use occlab_model::run::calibration::measured_curve;
    use occlab_model::run::Experiment;

    fn h100() -> Run {
        let text = include_str!("../../public/samples/h100-run.json");
        Run::from_json(text).unwrap_or_else(|e| unreachable!("{e}"))
    }

    #[test]
    fn the_h100_run_over_the_model() {
        let run = h100();
        let m = Measured::of(&run, RunChoice::Sample(0), Message::from("h100-run.json".to_string()))
            .unwrap_or_else(|e| unreachable!("{e}"));
        assert!(
            m.report.self_check.to_string().contains("agree on 7,200 of 7,200 configurations"),
            "{}",
            m.report.self_check
        );
        assert_eq!(m.staircase.full_wave, 1056);
        assert_eq!(m.staircase.measured.len(), run.waves.len());
        assert_eq!(m.timeline.spans.len(), run.timeline.len());
        let device = m.device();
        assert_eq!(device.gpu.map(|g| g.name), Some("H100 SXM5 80GB"));
        let base = m.base_values().unwrap_or_else(|| unreachable!());
        assert_eq!(
            (base.get(Setting::Sms), base.get(Setting::MemoryLatency)),
            (Some(132.0), Some(run.latency.dram_cycles))
        );
        // The stream with 4 loads per array at 256 threads: the settings name the experiment, so
        // its measured points are the run's, and the calibrated curve has a point per whole block.
        let values = base;
        let stream = Experiment { workload: occlab_model::run::Workload::Stream, parallelism: 4 };
        let values = stream.kernel_settings().into_iter().fold(values, |v, (s, x)| v.with(s, x));
        let h = LatencyHiding::build(device.cc, &values).unwrap_or_else(|e| unreachable!("{e}"));
        let o = m.overlay(&h, &values, RateUnit::Bytes, (256, 64), device).unwrap_or_else(|| unreachable!());
        assert_eq!(o.measured, measured_curve(&run, stream, 256));
        assert_eq!(o.calibrated.iter().map(|p| p.0).collect::<Vec<_>>(), (1..=8).map(|b| 8 * b).collect::<Vec<_>>());
        assert_eq!((o.hiding.measured_warps, o.hiding.calibrated_warps), (Some(24), Some(24)));
        assert_eq!(
            o.hiding.headline.to_string(),
            "The kernel these settings describe needs about 24 warps per SM on this GPU; you have 64."
        );
        assert!(
            o.hiding
                .answer
                .to_string()
                .ends_with("The run measured this very kernel at 256 threads per block: 24 warps."),
            "{}",
            o.hiding.answer
        );
        // The same run under an H200 is named as the H100's, and the answer says so.
        let h200 = Gpu::find("H200 SXM 141GB").and_then(Device::from_gpu).unwrap_or_else(|| unreachable!());
        let other = m.overlay(&h, &values, RateUnit::Bytes, (256, 64), h200).unwrap_or_else(|| unreachable!());
        assert!(
            other.hiding.headline.to_string().contains("on the run's NVIDIA H100 80GB HBM3"),
            "{}",
            other.hiding.headline
        );
        // Another block size: not this kernel, and how it differs is said.
        let nearest = m.overlay(&h, &values, RateUnit::Bytes, (192, 48), device).unwrap_or_else(|| unreachable!());
        assert!(
            nearest.hiding.answer.to_string().contains("Differences: threads per block 128 (here 192)."),
            "{}",
            nearest.hiding.answer
        );
        // ILP moves the calibrated FMA curve: ILP 1 reaches about half of what ILP 4 reaches.
        let fma = |k: u32| {
            let e = Experiment { workload: occlab_model::run::Workload::FmaChains, parallelism: k };
            let v = e.kernel_settings().into_iter().fold(values, |v, (s, x)| v.with(s, x));
            let h = LatencyHiding::build(device.cc, &v).unwrap_or_else(|e| unreachable!("{e}"));
            m.overlay(&h, &v, RateUnit::Flops, (256, 64), device).unwrap_or_else(|| unreachable!())
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
