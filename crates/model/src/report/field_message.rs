//! A refused field in the page's words: the field as its label names it, what was typed, what
//! the model accepts, and the device's own limit for it ("a block has at most 1,024 threads on
//! H100 SXM5 80GB"), from the compute capability's data (`compute_caps/*.toml`). `occlab` keeps
//! [`InputError`]'s message, which names the flag.

use crate::input::field::{takes_bytes, whole_range};
use crate::locale::message::{Arg, Message};
use crate::{ComputeCapability, Field, InputError};

/// The catalogue message of the field's label as the page names it: `field-threads` ("Threads
/// per block"), `field-grid` ("Grid size"), …
pub fn field_label_id(field: Field) -> &'static str {
    match field {
        Field::Threads => "field-threads",
        Field::Registers => "field-registers",
        Field::SharedMemoryStatic => "field-smem-static",
        Field::SharedMemoryDynamic => "field-smem-dynamic",
        Field::Barriers => "field-barriers",
        Field::Grid => "field-grid",
        _ => "field-carveout",
    }
}

/// The device's limit for `field`, where it has one: "a block has at most 1,024 threads". Values
/// past it are launches the model explains (an illegal launch), not typing errors, so it is said
/// beside the accepted range rather than instead of it.
pub fn device_limit(field: Field, cc: &ComputeCapability) -> Option<Message> {
    let max = |id: &'static str, n: u32| Some(Message::new(id).arg("max", Arg::Count(n.into())));
    let bytes = |id: &'static str, n: u32| Some(Message::new(id).arg("max", Arg::Bytes(n.into())));
    match field {
        Field::Threads => max("limit-threads", cc.max_threads_per_block),
        Field::Registers => max("limit-registers", cc.max_registers_per_thread),
        Field::SharedMemoryStatic => bytes("limit-smem-static", cc.shared_memory_per_block),
        Field::SharedMemoryDynamic if cc.shared_memory_per_block_optin > cc.shared_memory_per_block => {
            bytes("limit-smem-dynamic-optin", cc.shared_memory_per_block)
                .map(|m| m.arg("optin", Arg::Bytes(cc.shared_memory_per_block_optin.into())))
        }
        Field::SharedMemoryDynamic => bytes("limit-smem-dynamic", cc.shared_memory_per_block),
        Field::Barriers => max("limit-barriers", cc.max_barriers_per_block),
        _ => None,
    }
}

/// What the model accepts in `field`: "a whole number from 1 to 1,048,576", "a size from 0 to
/// 1,073,741,824 bytes, or with a unit (…)".
pub(crate) fn accepted_range(field: Field) -> Message {
    match whole_range(field) {
        // The byte fields' range names its units and an example of them.
        Some((low, high)) if takes_bytes(field) => Message::new("range-size")
            .arg("low", Arg::Count(low))
            .arg("high", Arg::Count(high))
            .arg("example", Arg::Count(48 * 1024)),
        Some((low, high)) => Message::new("range-whole").arg("low", Arg::Count(low)).arg("high", Arg::Count(high)),
        None => Message::new("range-carveout"),
    }
}

/// The message next to a refused field: `Threads per block: "0" is not allowed. Enter a whole
/// number from 1 to 1,048,576; a block has at most 1,024 threads on H100 SXM5 80GB.` `device`
/// names the device inside a sentence.
pub fn field_message(error: &InputError, cc: &ComputeCapability, device: Message) -> Message {
    let range = accepted_range(error.field);
    let message = match device_limit(error.field, cc) {
        Some(limit) => Message::new("field-refused-limit").arg("limit", limit).arg("device", device),
        None => Message::new("field-refused"),
    };
    message
        .arg("field", Message::new(field_label_id(error.field)))
        .arg("value", error.value.as_str())
        .arg("range", range)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_whole;

    #[test]
    fn messages_name_the_field_the_range_and_the_device_limit() {
        let Some(h100) = ComputeCapability::find("9.0") else { unreachable!("9.0 is in compute_caps") };
        let device = || Message::from(Arg::Verbatim("H100 SXM5 80GB".to_string()));
        let message = |field, text| {
            parse_whole(field, text).map_or_else(|e| field_message(&e, h100, device()).to_string(), |v| v.to_string())
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
                .map_or_else(|e| field_message(&e, h100, device()).to_string(), |c| format!("{c:?}")),
            "Shared memory carveout: \"150\" is not allowed. Enter \"default\" or a whole percentage 0–100."
        );
        assert_eq!(
            message(Field::Grid, "0"),
            "Grid size: \"0\" is not allowed. Enter a whole number from 1 to 140,735,340,806,145."
        );
    }
}
