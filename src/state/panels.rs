//! What the waves and latency-hiding panels show, derived together from the last valid
//! calculation and the panels' settings. One memo feeds both panels: every memo type adds code
//! to the page, and computing both is a matter of microseconds.

use crate::latency::hiding::{LatencyHiding, Shown};
use crate::latency::settings::{RateUnit, Values};
use crate::state;
use occlab_charts::Throughput;
use occlab_model::{waves, ComputeCapability, Waves};

/// Both panels' results.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Panels {
    /// The grid's waves; `None` without an SM count.
    pub waves: Option<Waves>,
    /// Little's law and the two-mode model (the last valid result).
    pub latency: Shown,
    /// The throughput chart at the calculation's occupancy.
    pub throughput: Option<Throughput>,
}

impl Panels {
    /// The panels for `calculation` on `cc` with `sms` SMs (`Err` while the SM count is refused),
    /// the settings' `values` (`None` while one is refused) and the chart's `unit`. What
    /// `previous` showed stays where an input is refused.
    pub fn next(
        previous: Option<&Panels>,
        calculation: Option<&state::Shown>,
        cc: &ComputeCapability,
        sms: Result<Option<u32>, ()>,
        values: Option<Values>,
        unit: RateUnit,
    ) -> Panels {
        let waves = match sms {
            Err(()) => previous.and_then(|p| p.waves),
            Ok(sms) => sms.zip(calculation).and_then(|(sms, s)| waves(&s.occupancy, sms, s.inputs.grid).ok()),
        };
        let latency = Shown::next(previous.map(|p| &p.latency), values.map(|v| LatencyHiding::build(cc, &v)));
        let warps = calculation.map_or(0, |s| s.occupancy.active_warps_per_sm);
        let throughput = latency.hiding.as_ref().map(|h| Throughput::build(h, unit, cc.max_warps_per_sm(), warps));
        Panels { waves, latency, throughput }
    }
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
    fn both_panels_from_one_calculation_and_the_last_valid_inputs_stay() {
        let (device, calc) = h100();
        let values = Values::new(Setting::ALL.map(|s| crate::latency::settings::preset(s, device)));
        let first = Panels::next(None, Some(&calc), device.cc, Ok(Some(132)), Some(values), RateUnit::Bytes);
        assert_eq!(first.waves.map(|w| (w.full_waves, w.partial_wave_blocks)), Some((2, 80)));
        assert_eq!(first.throughput.as_ref().and_then(|t| t.current).map(|c| c.0), Some(40));
        assert!(first.latency.hiding.is_some());
        // A refused SM count or setting keeps what was shown.
        let refused = Panels::next(Some(&first), Some(&calc), device.cc, Err(()), None, RateUnit::Flops);
        assert_eq!(refused.waves, first.waves);
        assert_eq!(refused.latency.hiding, first.latency.hiding);
        assert_eq!(refused.throughput.as_ref().map(|t| t.unit), Some(RateUnit::Flops));
        // No SM count: no waves.
        assert_eq!(Panels::next(None, Some(&calc), device.cc, Ok(None), None, RateUnit::Bytes).waves, None);
    }
}
