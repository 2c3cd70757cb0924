//! A refused field in the page's words: the field as its label names it, what was typed, what
//! the model accepts, and the device's own limit for it ("a block has at most 1,024 threads on
//! H100 SXM5 80GB"), from the compute capability's data (`compute_caps/*.toml`). `occlab` keeps
//! [`InputError`]'s message, which names the flag.

use crate::input_grammar::takes_bytes;
use crate::numerals::{bytes, thousands};
use crate::{ComputeCapability, Field, InputError};

/// The field as the page's label names it: "Threads per block", "Grid size", …
pub fn field_label(field: Field) -> &'static str {
    match field {
        Field::Threads => "Threads per block",
        Field::Registers => "Registers per thread",
        Field::SharedMemoryStatic => "Static shared memory per block",
        Field::SharedMemoryDynamic => "Dynamic shared memory per block",
        Field::Barriers => "Block barriers",
        Field::Grid => "Grid size",
        Field::Carveout => "Shared memory carveout",
        other => other.description(),
    }
}

/// The device's limit for `field`, where it has one: "a block has at most 1,024 threads on H100
/// SXM5 80GB". Values past it are launches the model explains (an illegal launch), not typing
/// errors, so it is said beside the accepted range rather than instead of it.
pub fn device_limit(field: Field, cc: &ComputeCapability, device: &str) -> Option<String> {
    let limit = match field {
        Field::Threads => format!("a block has at most {} threads", thousands(cc.max_threads_per_block.into())),
        Field::Registers => format!("a thread has at most {} registers", thousands(cc.max_registers_per_thread.into())),
        Field::SharedMemoryStatic => {
            format!("a block has at most {} of static shared memory", bytes(cc.shared_memory_per_block.into()))
        }
        Field::SharedMemoryDynamic if cc.shared_memory_per_block_optin > cc.shared_memory_per_block => format!(
            "a block has at most {} of shared memory, {} with cudaFuncSetAttribute's opt-in",
            bytes(cc.shared_memory_per_block.into()),
            bytes(cc.shared_memory_per_block_optin.into())
        ),
        Field::SharedMemoryDynamic => {
            format!("a block has at most {} of shared memory", bytes(cc.shared_memory_per_block.into()))
        }
        Field::Barriers => format!("a block has at most {} barriers", thousands(cc.max_barriers_per_block.into())),
        _ => return None,
    };
    Some(format!("{limit} on {device}"))
}

/// The message next to a refused field: `Threads per block: "0" is not allowed. Enter a whole
/// number from 1 to 1,048,576; a block has at most 1,024 threads on H100 SXM5 80GB.`
pub fn field_message(error: &InputError, cc: &ComputeCapability, device: &str) -> String {
    let numeric = |t: &str| t.starts_with(|c: char| c.is_ascii_digit());
    let range = match error.allowed.split_once('–').filter(|(low, high)| numeric(low) && numeric(high)) {
        // The byte fields' range names its units ("0–1,073,741,824 bytes, or with a unit (…)").
        Some((low, high)) if takes_bytes(error.field) => format!("a size from {low} to {high}"),
        Some((low, high)) => format!("a whole number from {low} to {high}"),
        None => error.allowed.clone(),
    };
    let limit = device_limit(error.field, cc, device).map(|l| format!("; {l}")).unwrap_or_default();
    format!("{}: \"{}\" is not allowed. Enter {range}{limit}.", field_label(error.field), error.value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_whole;

    #[test]
    fn messages_name_the_field_the_range_and_the_device_limit() {
        let Some(h100) = ComputeCapability::find("9.0") else { unreachable!("9.0 is in compute_caps") };
        let message = |field, text| {
            parse_whole(field, text).map_or_else(|e| field_message(&e, h100, "H100 SXM5 80GB"), |v| v.to_string())
        };
        assert_eq!(
            message(Field::Threads, "0"),
            "Threads per block: \"0\" is not allowed. Enter a whole number from 1 to 1,048,576; a block has at most 1,024 threads on H100 SXM5 80GB."
        );
        assert_eq!(
            message(Field::SharedMemoryDynamic, "48 KiX"),
            "Dynamic shared memory per block: \"48 KiX\" is not allowed. Enter a size from 0 to 1,073,741,824 bytes, or with a unit (48 KiB, 48 KB and 48K are 49,152 bytes); a block has at most 48 KiB of shared memory, 227 KiB with cudaFuncSetAttribute's opt-in on H100 SXM5 80GB."
        );
        assert_eq!(
            crate::Carveout::parse("150")
                .map_or_else(|e| field_message(&e, h100, "H100 SXM5 80GB"), |c| format!("{c:?}")),
            "Shared memory carveout: \"150\" is not allowed. Enter \"default\" or a whole percentage 0–100."
        );
        assert_eq!(
            message(Field::Grid, "0"),
            "Grid size: \"0\" is not allowed. Enter a whole number from 1 to 140,735,340,806,145."
        );
    }
}
