//! The panels' settings, as the model defines them once for the page and `occlab latency`
//! (`occlab_model::latency::scenario`): the page only adds where a device's presets come from.

use crate::inputs::device::Device;
pub use occlab_model::latency::scenario::{resolve, RateUnit, Setting, Values, SETTINGS};

/// A setting's preset on `device`: its GPU's figures (for a bare compute capability, those of
/// the first GPU of it in the catalogue) and its compute capability's presets.
pub fn preset(setting: Setting, device: Device) -> Option<f64> {
    setting.preset(device.cc, device.reference_gpu())
}
