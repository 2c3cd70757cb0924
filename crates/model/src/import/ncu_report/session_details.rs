//! The devices a report's session describes: `ReportSessionDetails.DeviceAttributes` (field 6),
//! one entry per device with its ID (1), its name (2) and its attributes (3: `DeviceAttribute`,
//! 1 Name, 2 Value as a `ProfileMetricValue`). The same attributes are also stored as metrics of
//! every result (`device__attribute_display_name`, …), which the reader prefers; these fill in
//! where a result lacks them. Blocks carry parts of the session details, and the device block may
//! come after the first results (it does in the H200 captures), so devices are gathered from the
//! whole file before they are used.
//!
//! Source: Nsight Compute Customization Guide, Report File Format; message field numbers from the
//! schema shipped as extras/FileFormat/*.proto (Nsight Compute 2025.3.1).

use super::error::ReportError;
use super::profile_result::{metric_value, MetricValue};
use super::wire::Message;

/// What the reader uses of one device.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Device {
    pub id: u64,
    pub name: Option<String>,
    pub sms: Option<u64>,
    pub cc_major: Option<u64>,
    pub cc_minor: Option<u64>,
}

/// Adds the devices of one block's session details to `devices`.
pub fn read_devices(details: Message<'_>, devices: &mut Vec<Device>) -> Result<(), ReportError> {
    for field in details.fields() {
        let field = field?;
        if field.number == 6 {
            devices.push(device(field.bytes()?)?);
        }
    }
    Ok(())
}

fn device(message: Message<'_>) -> Result<Device, ReportError> {
    let mut device = Device::default();
    let mut display_name = None;
    for field in message.fields() {
        let field = field?;
        match field.number {
            1 => device.id = field.varint()?,
            2 => device.name = Some(field.bytes()?.text()),
            3 => {
                let mut name: &[u8] = &[];
                let mut value = None;
                for f in field.bytes()?.fields() {
                    let f = f?;
                    match f.number {
                        1 => name = f.bytes()?.bytes,
                        2 => value = metric_value(f.bytes()?)?,
                        _ => {}
                    }
                }
                let whole = match value {
                    Some(MetricValue::Uint(v)) => Some(v),
                    _ => None,
                };
                match name {
                    b"device__attribute_multiprocessor_count" => device.sms = whole,
                    b"device__attribute_compute_capability_major" => device.cc_major = whole,
                    b"device__attribute_compute_capability_minor" => device.cc_minor = whole,
                    b"device__attribute_display_name" => {
                        if let Some(MetricValue::Text(t)) = value {
                            display_name = Some(t.text());
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
    device.name = display_name.or(device.name).filter(|n| !n.trim().is_empty());
    Ok(device)
}
