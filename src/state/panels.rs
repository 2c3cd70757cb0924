//! What the waves and latency-hiding panels show, each value derived from [`State`] on its own
//! (one memo each in [`Panels`]): the grid's waves, the last valid latency working, and the
//! throughput chart at the calculation's occupancy. What was shown stays where an input is
//! refused.

use crate::inputs::device::Device;
use crate::latency::hiding::{LatencyHiding, Shown};
use crate::latency::settings::{RateUnit, Values};
use crate::runs::measured::{Measured, Overlay};
use crate::state::{self, State};
use leptos::prelude::*;
use occlab_charts::Throughput;
use occlab_model::report::HidingReport;
use occlab_model::{waves, ComputeCapability, Waves};

/// The panels' memos (`Copy` handles), made with the panels' code (`shell::lower_panels`) and
/// given to them as context, so that the first view's module carries none of their arithmetic.
#[derive(Debug, Clone, Copy)]
pub struct Panels {
    /// The grid's waves (the waves panel); `None` without an SM count.
    pub waves: Memo<Option<Waves>>,
    /// Little's law and the two-mode model: the last valid result (the latency panel).
    pub latency: Memo<Shown>,
    /// The throughput chart at the calculation's occupancy.
    pub throughput: Memo<Option<Throughput>>,
    /// The latency panel's first lines: the warps the kernel has and needs, and why the
    /// textbook's figure differs from the measured GPU's.
    pub answer: Memo<Option<HidingReport>>,
}

impl Panels {
    /// The panels' values, derived from `state`.
    pub fn new(state: State) -> Panels {
        let waves = Memo::new(move |previous: Option<&Option<Waves>>| {
            let sms = state.grid_sms().map(|v| v.map(|v| v as u32)).map_err(|_| ());
            state.shown.with(|s| next_waves(previous, s.as_ref(), sms))
        });
        let latency = Memo::new(move |previous: Option<&Shown>| {
            let cc = state.device.with(|d| d.cc);
            next_latency(previous, cc, state.values())
        });
        let launched = Memo::new(move |_| {
            let unit = state.unit.get();
            let (threads, warps) = state
                .shown
                .with(|s| s.as_ref().map_or((0, 0), |s| (s.inputs.threads, s.occupancy.active_warps_per_sm)));
            Launched { unit, threads, warps, values: state.values() }
        });
        // The run over the kernel, once for both the chart and the answer; a run of another
        // compute capability than the device's is not laid over it.
        let overlay = Memo::new(move |_| {
            let device = state.device.get();
            state.measured.with(|m| {
                let m = m.as_ref().and_then(|m| m.as_ref().ok()).filter(|m| m.compute_capability() == device.cc.name);
                latency.with(|l| launched.with(|launched| overlay(l, launched, m, device)))
            })
        });
        let throughput = Memo::new(move |_| {
            let cc = state.device.with(|d| d.cc);
            latency.with(|l| launched.with(|launched| overlay.with(|o| throughput(l, cc, launched, o.as_ref()))))
        });
        let answer = Memo::new(move |_| {
            latency.with(|l| launched.with(|launched| overlay.with(|o| answer(l, launched, o.as_ref()))))
        });
        Panels { waves, latency, throughput, answer }
    }
}

/// The grid's waves for `calculation` on `sms` SMs (`Err` while the SM count is refused: the
/// `previous` waves stay); `None` without an SM count.
pub fn next_waves(
    previous: Option<&Option<Waves>>,
    calculation: Option<&state::Shown>,
    sms: Result<Option<u32>, ()>,
) -> Option<Waves> {
    match sms {
        Err(()) => previous.copied().flatten(),
        Ok(sms) => sms.zip(calculation).and_then(|(sms, s)| waves(&s.occupancy, sms, s.inputs.grid).ok()),
    }
}

/// Little's law and the two-mode model for the settings' `values` on `cc` (`None` while one is
/// refused: the `previous` result stays).
pub fn next_latency(previous: Option<&Shown>, cc: &ComputeCapability, values: Option<Values>) -> Shown {
    Shown::next(previous, values.map(|v| LatencyHiding::build(cc, &v).map_err(|e| e.page_message())))
}

/// The calculator's launch as the latency panel reads it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Launched {
    pub unit: RateUnit,
    /// Threads per block and resident warps per SM of the calculation.
    pub threads: u32,
    pub warps: u32,
    /// The panel's settings, `None` while one is refused.
    pub values: Option<Values>,
}

/// A `measured` run laid over `latency`'s kernel at the launch on `device`, if both are there.
pub fn overlay(latency: &Shown, launched: &Launched, measured: Option<&Measured>, device: Device) -> Option<Overlay> {
    let h = latency.hiding.as_ref()?;
    let values = launched.values.as_ref()?;
    measured?.overlay(h, values, launched.unit, (launched.threads, launched.warps), device)
}

/// The throughput chart of `latency`'s result, marked at the launch's warps per SM; with a run's
/// `overlay`, its calibrated curve and its nearest measured curve over the textbook's, the marker
/// on the calibrated curve and the mode in its words.
pub fn throughput(
    latency: &Shown,
    cc: &ComputeCapability,
    launched: &Launched,
    overlay: Option<&Overlay>,
) -> Option<Throughput> {
    latency.hiding.as_ref().map(|h| {
        let mut t = Throughput::build(h, launched.unit, cc.max_warps_per_sm(), launched.warps);
        if let Some(o) = overlay {
            (t.measured, t.calibrated) = (o.measured.clone(), o.calibrated.clone());
            if o.hiding.at_launch.is_some() {
                t.current = o.hiding.at_launch;
            }
            t.mode = o.hiding.mode.clone();
        }
        t
    })
}

/// The latency panel's answer for `latency`'s result at the launch, calibrated by a run's
/// `overlay` where there is one.
pub fn answer(latency: &Shown, launched: &Launched, overlay: Option<&Overlay>) -> Option<HidingReport> {
    let h = latency.hiding.as_ref()?;
    Some(overlay.map_or_else(
        || HidingReport::new(h, launched.threads, launched.warps, launched.unit, None),
        |o| o.hiding.clone(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inputs::device::Device;
    use crate::inputs::Inputs;
    use crate::latency::settings::Setting;

    fn h100() -> (Device, state::Shown) {
        let device = Device::fallback().unwrap_or_else(|| unreachable!());
        let mut inputs = Inputs::defaults(device);
        inputs.registers = 48;
        inputs.grid = 1400;
        (device, state::Shown::of(inputs).unwrap_or_else(|| unreachable!()))
    }

    #[test]
    fn each_panel_from_the_calculation_and_the_last_valid_inputs_stay() {
        let (device, calc) = h100();
        let values = Values::new(Setting::ALL.map(|s| crate::latency::settings::preset(s, device)));
        let waves = next_waves(None, Some(&calc), Ok(Some(132)));
        assert_eq!(waves.map(|w| (w.full_waves, w.partial_wave_blocks)), Some((2, 80)));
        let latency = next_latency(None, device.cc, Some(values));
        assert!(latency.hiding.is_some());
        let launched = Launched {
            unit: RateUnit::Bytes,
            threads: calc.inputs.threads,
            warps: calc.occupancy.active_warps_per_sm,
            values: Some(values),
        };
        let chart = throughput(&latency, device.cc, &launched, None);
        assert_eq!(chart.as_ref().and_then(|t| t.current).map(|c| c.0), Some(40));
        // A refused SM count or setting keeps what was shown.
        assert_eq!(next_waves(Some(&waves), Some(&calc), Err(())), waves);
        assert_eq!(next_latency(Some(&latency), device.cc, None).hiding, latency.hiding);
        // No SM count: no waves.
        assert_eq!(next_waves(None, Some(&calc), Ok(None)), None);
    }
}
