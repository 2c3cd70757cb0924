//! The inputs region: what the user sets — the device (`device`, `device_picker`) and the
//! launch inputs (`inputs_panel`, `input_row`, `carveout_input`) — and how each input's text is
//! read: by the model's one input grammar and ranges (`occlab_model::parse_whole`), so the
//! messages are the model's, the same as `occlab`'s.

pub mod carveout_input;
pub mod device;
pub mod device_picker;
pub mod input_row;
pub mod inputs_panel;

use crate::inputs::device::Device;
use occlab_model::locale::message::Message;
use occlab_model::locale::Lang;
use occlab_model::report::field_message;
use occlab_model::{parse_whole_in, Carveout, ComputeCapability, Field, Kernel, Launch};

/// Every input of one calculation, validated.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Inputs {
    pub device: Device,
    pub threads: u32,
    pub registers: u32,
    pub static_shared_memory: u32,
    pub dynamic_shared_memory: u32,
    pub carveout: Carveout,
    pub barriers: u32,
    /// Blocks in the grid, for the waves it runs in.
    pub grid: u64,
}

impl Inputs {
    /// The model's defaults (`Kernel::default()`, `Launch::default()`) on `device`, with a grid
    /// of 1,024 blocks.
    pub fn defaults(device: Device) -> Inputs {
        let kernel = Kernel::default();
        let launch = Launch::default();
        Inputs {
            device,
            threads: launch.threads_per_block,
            registers: kernel.registers_per_thread,
            static_shared_memory: kernel.static_shared_memory,
            dynamic_shared_memory: launch.dynamic_shared_memory,
            carveout: launch.carveout,
            barriers: kernel.barriers,
            grid: 1024,
        }
    }

    pub fn cc(&self) -> &'static ComputeCapability {
        self.device.cc
    }

    /// The kernel as the model takes it: the dynamic shared memory limit is automatic (48 KiB
    /// less static unless the launch needs more, then the opt-in maximum).
    pub fn kernel(&self) -> Kernel {
        Kernel {
            registers_per_thread: self.registers,
            static_shared_memory: self.static_shared_memory,
            barriers: self.barriers,
            ..Kernel::default()
        }
    }

    pub fn launch(&self) -> Launch {
        Launch {
            threads_per_block: self.threads,
            dynamic_shared_memory: self.dynamic_shared_memory,
            carveout: self.carveout,
            ..Launch::default()
        }
    }

    pub fn get(&self, kind: InputKind) -> u64 {
        match kind {
            InputKind::Threads => self.threads.into(),
            InputKind::Registers => self.registers.into(),
            InputKind::StaticSharedMemory => self.static_shared_memory.into(),
            InputKind::DynamicSharedMemory => self.dynamic_shared_memory.into(),
            InputKind::Barriers => self.barriers.into(),
            InputKind::Grid => self.grid,
        }
    }

    /// Sets an input to a value [`InputKind::parse`] accepted (so the model's inputs fit u32).
    pub fn set(&mut self, kind: InputKind, value: u64) {
        let narrow = u32::try_from(value).unwrap_or(u32::MAX);
        match kind {
            InputKind::Threads => self.threads = narrow,
            InputKind::Registers => self.registers = narrow,
            InputKind::StaticSharedMemory => self.static_shared_memory = narrow,
            InputKind::DynamicSharedMemory => self.dynamic_shared_memory = narrow,
            InputKind::Barriers => self.barriers = narrow,
            InputKind::Grid => self.grid = value,
        }
    }
}

/// The numeric inputs (the carveout, "default" or a percentage, is read by `Carveout::parse`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InputKind {
    Threads,
    Registers,
    StaticSharedMemory,
    DynamicSharedMemory,
    Barriers,
    Grid,
}

impl InputKind {
    pub const ALL: [InputKind; 6] = [
        InputKind::Threads,
        InputKind::Registers,
        InputKind::StaticSharedMemory,
        InputKind::DynamicSharedMemory,
        InputKind::Barriers,
        InputKind::Grid,
    ];

    /// Position in [`InputKind::ALL`].
    pub fn index(self) -> usize {
        match self {
            InputKind::Threads => 0,
            InputKind::Registers => 1,
            InputKind::StaticSharedMemory => 2,
            InputKind::DynamicSharedMemory => 3,
            InputKind::Barriers => 4,
            InputKind::Grid => 5,
        }
    }

    /// The URL query key, also the number field's element id.
    pub fn key(self) -> &'static str {
        match self {
            InputKind::Threads => "threads",
            InputKind::Registers => "regs",
            InputKind::StaticSharedMemory => "smem_static",
            InputKind::DynamicSharedMemory => "smem",
            InputKind::Barriers => "barriers",
            InputKind::Grid => "grid",
        }
    }

    /// The model's field of this input.
    fn field(self) -> Field {
        match self {
            InputKind::Threads => Field::Threads,
            InputKind::Registers => Field::Registers,
            InputKind::StaticSharedMemory => Field::SharedMemoryStatic,
            InputKind::DynamicSharedMemory => Field::SharedMemoryDynamic,
            InputKind::Barriers => Field::Barriers,
            InputKind::Grid => Field::Grid,
        }
    }

    /// Reads a value as typed, by the model's one input grammar (the same as `occlab`'s flags
    /// and the URL's); a refusal is the model's message in the page's words, with `device`'s
    /// limit for the field.
    pub fn parse(self, text: &str, device: &Device, lang: Lang) -> Result<u64, Message> {
        parse_whole_in(self.field(), text, lang).map_err(|e| field_message(&e, device.cc, device.in_sentence()))
    }
}

/// Reads the carveout as typed ("default", or 0–100); a refusal in the page's words.
pub fn parse_carveout(text: &str, device: &Device) -> Result<Carveout, Message> {
    Carveout::parse(text).map_err(|e| field_message(&e, device.cc, device.in_sentence()))
}

/// Rounds a block size to the nearest multiple of the warp size, at least one warp.
pub fn snap_to_warp(threads: u32, warp_size: u32) -> u32 {
    let warp = warp_size.max(1);
    (threads.saturating_add(warp / 2) / warp).max(1) * warp
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h100() -> Device {
        Device::from_key("gpu:H100 SXM5 80GB").unwrap_or_else(|| unreachable!("the H100 is in gpus.toml"))
    }

    #[test]
    fn parse_accepts_digits_and_separators() {
        assert_eq!(InputKind::Threads.parse(" 256 ", &h100(), Lang::En), Ok(256));
        assert_eq!(InputKind::DynamicSharedMemory.parse("49,152", &h100(), Lang::En), Ok(49_152));
        assert_eq!(InputKind::Registers.parse("0", &h100(), Lang::En), Ok(0));
        assert_eq!(InputKind::Grid.parse("1,000,000", &h100(), Lang::En), Ok(1_000_000));
        for refused in ["1_000_000", "1e3", "0x100", "-0", "٣", "3,35"] {
            assert!(InputKind::Threads.parse(refused, &h100(), Lang::En).is_err(), "{refused}");
        }
        assert_eq!(InputKind::Grid.parse("140,735,340,806,145", &h100(), Lang::En), Ok(140_735_340_806_145));
    }

    #[test]
    fn parse_names_the_model_range() {
        let threads = "Enter a whole number from 1 to 1,048,576; a block has at most 1,024 threads on H100 SXM5 80GB.";
        let cases = [
            (InputKind::Threads, "0", format!("Threads per block: \"0\" is not allowed. {threads}")),
            (InputKind::Threads, "abc", format!("Threads per block: \"abc\" is not allowed. {threads}")),
            (InputKind::Threads, "-32", format!("Threads per block: \"-32\" is not allowed. {threads}")),
            (
                InputKind::Registers,
                "65537",
                "Registers per thread: \"65537\" is not allowed. Enter a whole number from 0 to 65,536; a thread has at most 256 registers on H100 SXM5 80GB.".to_string(),
            ),
            (
                InputKind::Barriers,
                "2.5",
                "Block barriers: \"2.5\" is not allowed. Enter a whole number from 0 to 1,024; a block has at most 16 barriers on H100 SXM5 80GB.".to_string(),
            ),
            (
                InputKind::Grid,
                "",
                "Grid size: \"\" is not allowed. Enter a whole number from 1 to 140,735,340,806,145.".to_string(),
            ),
        ];
        for (kind, text, message) in cases {
            assert_eq!(
                kind.parse(text, &h100(), Lang::En).map_err(|m| m.to_string()),
                Err(message),
                "{kind:?} {text:?}"
            );
        }
        let smem = InputKind::StaticSharedMemory.parse("x", &h100(), Lang::En).map_err(|m| m.to_string());
        assert!(matches!(&smem, Err(m) if m.starts_with("Static shared memory per block: \"x\"")), "{smem:?}");
    }

    #[test]
    fn values_past_the_device_are_launches_not_input_errors() {
        assert_eq!(InputKind::Threads.parse("2048", &h100(), Lang::En), Ok(2048));
        assert_eq!(InputKind::Registers.parse("300", &h100(), Lang::En), Ok(300));
    }

    #[test]
    fn index_matches_all() {
        for (i, kind) in InputKind::ALL.into_iter().enumerate() {
            assert_eq!(kind.index(), i);
        }
    }

    #[test]
    fn snapping() {
        for (given, snapped) in
            [(1, 32), (15, 32), (16, 32), (47, 32), (48, 64), (100, 96), (1024, 1024), (u32::MAX, 4_294_967_264)]
        {
            assert_eq!(snap_to_warp(given, 32), snapped, "{given}");
        }
    }

    #[test]
    fn carveout() {
        assert_eq!(parse_carveout("default", &h100()), Ok(Carveout::Default));
        assert_eq!(parse_carveout("50", &h100()), Ok(Carveout::Percent(50)));
        assert!(parse_carveout("101", &h100()).is_err());
    }
}
