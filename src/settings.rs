//! The numbers the waves and latency-hiding panels take besides the calculator's inputs: the
//! GPU's SMs, clock and bandwidth, the compute capability's latency-hiding presets, and the
//! kernel's side of Little's law and Volkov's two-mode model. Each starts from a preset (the
//! device's data) or a default, and what the user types overrides it.

use crate::device::Device;
use crate::format::thousands;
use occlab_model::MAX_SMS;

/// One setting of the panels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Setting {
    Sms,
    ClockMhz,
    BandwidthGbs,
    ArithmeticLatency,
    MemoryLatency,
    IssueRate,
    CudaCoreLanes,
    SfuLanes,
    Ilp,
    LoadBytes,
    LoadsInFlight,
    CudaCore,
    Sfu,
    SharedCycles,
    MemoryBytes,
    IssueSlots,
    ChainArithmetic,
    ChainMemory,
    LatencyBound,
}

/// How a setting reads and what it accepts: above 0 (`above`) or from 0, up to `max`; or, if
/// `whole`, a whole number from 1 to `max`.
#[derive(Debug)]
struct Spec {
    /// URL query key and element id; the model's field name where it has one.
    key: &'static str,
    label: &'static str,
    unit: &'static str,
    above: bool,
    max: f64,
    whole: bool,
}

const fn spec(key: &'static str, label: &'static str, unit: &'static str, above: bool, max: f64) -> Spec {
    Spec { key, label, unit, above, max, whole: false }
}

/// In the order of [`Setting::ALL`].
const SPECS: [Spec; 19] = [
    Spec { key: "sms", label: "SMs", unit: "SMs", above: true, max: MAX_SMS as f64, whole: true },
    spec("clock", "SM clock", "MHz", true, 10_000.0),
    spec("bandwidth", "DRAM bandwidth", "GB/s", true, 100_000.0),
    spec("arith_latency", "Arithmetic latency", "cycles", true, 100_000.0),
    spec("mem_latency", "Memory latency", "cycles", true, 100_000.0),
    spec("issue_rate", "Issue rate", "warp instructions / cycle / SM", true, 64.0),
    spec("lanes", "CUDA cores", "lanes / SM", true, 4096.0),
    spec("sfu_lanes", "SFUs", "lanes / SM", true, 4096.0),
    spec("ilp", "Instruction-level parallelism", "independent instructions / warp", true, 1024.0),
    spec("load_bytes", "Bytes per load", "B / thread", true, 1024.0),
    spec("loads_in_flight", "Loads in flight", "per warp", true, 1024.0),
    spec("cuda_core", "CUDA-core instructions", "per warp", false, 1e6),
    spec("sfu", "SFU instructions", "per warp", false, 1e6),
    spec("shared_cycles", "Shared-memory bank cycles", "per warp (k per k-way conflict)", false, 1e6),
    spec("memory_bytes", "DRAM bytes", "per warp", false, 1e6),
    spec("issue_slots", "Issue slots", "per warp", false, 1e6),
    spec("chain_arith", "Dependent arithmetic instructions", "in the longest chain", false, 1e6),
    spec("chain_mem", "Dependent memory loads", "in the longest chain", false, 1e6),
    spec("latency_bound", "Latency bound", "cycles per warp", true, 1e9),
];

impl Setting {
    pub const ALL: [Setting; 19] = [
        Setting::Sms,
        Setting::ClockMhz,
        Setting::BandwidthGbs,
        Setting::ArithmeticLatency,
        Setting::MemoryLatency,
        Setting::IssueRate,
        Setting::CudaCoreLanes,
        Setting::SfuLanes,
        Setting::Ilp,
        Setting::LoadBytes,
        Setting::LoadsInFlight,
        Setting::CudaCore,
        Setting::Sfu,
        Setting::SharedCycles,
        Setting::MemoryBytes,
        Setting::IssueSlots,
        Setting::ChainArithmetic,
        Setting::ChainMemory,
        Setting::LatencyBound,
    ];

    /// The GPU's figures and the compute capability's presets, as the latency panel lists them.
    pub const HARDWARE: [Setting; 7] = [
        Setting::ArithmeticLatency,
        Setting::MemoryLatency,
        Setting::IssueRate,
        Setting::CudaCoreLanes,
        Setting::SfuLanes,
        Setting::ClockMhz,
        Setting::BandwidthGbs,
    ];
    /// What Little's law needs of the kernel.
    pub const LITTLE: [Setting; 3] = [Setting::Ilp, Setting::LoadBytes, Setting::LoadsInFlight];
    /// Volkov's instruction mix per warp (Table 3.2).
    pub const MIX: [Setting; 5] =
        [Setting::CudaCore, Setting::Sfu, Setting::SharedCycles, Setting::MemoryBytes, Setting::IssueSlots];
    /// The latency bound: a dependency chain, or a number of cycles that replaces it.
    pub const LATENCY: [Setting; 3] = [Setting::ChainArithmetic, Setting::ChainMemory, Setting::LatencyBound];

    /// Position in [`Setting::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    fn spec(self) -> &'static Spec {
        &SPECS[self.index()]
    }

    /// The URL query key, also the field's id and test hook.
    pub fn key(self) -> &'static str {
        self.spec().key
    }

    pub fn label(self) -> &'static str {
        self.spec().label
    }

    pub fn unit(self) -> &'static str {
        self.spec().unit
    }

    /// The value before the user changes it: the GPU's figures (for a bare compute capability,
    /// those of the first GPU of it in the catalogue), the compute capability's presets, and for
    /// the kernel Volkov's vector add (§3.8: 9 CUDA-core instructions in 8 issue slots and
    /// 3 × 128 DRAM bytes per warp) with one load in flight of 4 B per thread. The chain is
    /// 4 dependent arithmetic instructions and one load (index, load, add, store). `None`: no
    /// value until the user gives one (the latency bound then comes from the chain).
    pub fn preset(self, device: Device) -> Option<f64> {
        let cc = device.cc;
        let gpu = device.reference_gpu();
        let value = match self {
            Setting::Sms => gpu?.sms,
            Setting::ClockMhz => gpu?.boost_clock_mhz,
            Setting::BandwidthGbs => gpu?.memory_bandwidth_gbs,
            Setting::ArithmeticLatency => cc.arithmetic_latency,
            Setting::MemoryLatency => cc.memory_latency,
            Setting::IssueRate => cc.warp_schedulers,
            Setting::CudaCoreLanes => cc.fp32_lanes_per_sm,
            Setting::SfuLanes => cc.sfu_lanes_per_sm,
            Setting::Ilp | Setting::LoadsInFlight | Setting::ChainMemory => 1,
            Setting::LoadBytes | Setting::ChainArithmetic => 4,
            Setting::CudaCore => 9,
            Setting::Sfu | Setting::SharedCycles => 0,
            Setting::MemoryBytes => 384,
            Setting::IssueSlots => 8,
            Setting::LatencyBound => return None,
        };
        Some(f64::from(value))
    }

    /// The allowed values in words: "a number above 0, at most 64 warp instructions / cycle /
    /// SM", "a whole number 1–100,000".
    pub fn allowed(self) -> String {
        let s = self.spec();
        let max = thousands(s.max as u64);
        if s.whole {
            format!("a whole number 1–{max}")
        } else if s.above {
            format!("a number above 0, at most {max} {}", s.unit)
        } else {
            format!("a number from 0 to {max} {}", s.unit)
        }
    }

    /// Reads a value as typed (digits, one decimal point, thousands separators). Empty text
    /// means "no value" where the setting has no preset; otherwise, and for anything else out
    /// of range, the message names the setting and the allowed values.
    pub fn parse(self, text: &str, has_preset: bool) -> Result<Option<f64>, String> {
        let typed = text.trim();
        if typed.is_empty() && !has_preset {
            return Ok(None);
        }
        let s = self.spec();
        match read_decimal(typed) {
            Some(v) if (v > 0.0 || (v == 0.0 && !s.above)) && v <= s.max && !(s.whole && v.fract() != 0.0) => {
                Ok(Some(v))
            }
            _ => Err(format!("{} ({}): \"{typed}\" is not allowed; expected {}", s.key, s.label, self.allowed())),
        }
    }
}

/// A decimal number as typed: digits with at most one decimal point and thousands separators
/// (`,` `_` or spaces), at most 18 digits. Read by hand: `str::parse::<f64>` would bring
/// 10 KB of tables into the page.
fn read_decimal(text: &str) -> Option<f64> {
    let mut mantissa: u64 = 0;
    let (mut digits, mut decimals, mut point) = (0, 0, false);
    for c in text.chars() {
        match c {
            '0'..='9' => {
                mantissa = mantissa.checked_mul(10)?.checked_add(u64::from(c as u8 - b'0'))?;
                digits += 1;
                decimals += i32::from(point);
            }
            '.' if !point => point = true,
            ',' | '_' | ' ' if !point => {}
            _ => return None,
        }
    }
    (digits > 0 && digits <= 18).then(|| mantissa as f64 / 10f64.powi(decimals))
}

/// The panels' settings as numbers (presets where the user changed nothing).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Values([Option<f64>; 19]);

impl Values {
    pub fn new(values: [Option<f64>; 19]) -> Values {
        Values(values)
    }

    pub fn get(&self, setting: Setting) -> Option<f64> {
        self.0[setting.index()]
    }
}

/// The unit the throughput chart shows: DRAM bytes or floating-point operations per second.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RateUnit {
    #[default]
    Bytes,
    Flops,
}

impl RateUnit {
    /// The URL query value.
    pub fn key(self) -> &'static str {
        match self {
            RateUnit::Bytes => "gbs",
            RateUnit::Flops => "gflops",
        }
    }

    pub fn parse(text: &str) -> Option<RateUnit> {
        [RateUnit::Bytes, RateUnit::Flops].into_iter().find(|u| u.key() == text.trim())
    }

    pub fn label(self) -> &'static str {
        match self {
            RateUnit::Bytes => "GB/s",
            RateUnit::Flops => "GFLOP/s",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use occlab_model::ComputeCapability;

    fn h100() -> Device {
        Device::fallback().unwrap_or_else(|| unreachable!())
    }

    #[test]
    fn all_and_specs_line_up() {
        for (i, s) in Setting::ALL.into_iter().enumerate() {
            assert_eq!(s.index(), i);
        }
        let mut keys: Vec<&str> = Setting::ALL.iter().map(|s| s.key()).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), Setting::ALL.len(), "keys are unique");
    }

    #[test]
    fn presets_come_from_the_gpu_and_the_compute_capability() {
        let d = h100();
        assert_eq!(Setting::Sms.preset(d), Some(132.0));
        assert_eq!(Setting::MemoryLatency.preset(d), Some(670.0));
        assert_eq!(Setting::IssueRate.preset(d), Some(4.0));
        assert_eq!(Setting::LatencyBound.preset(d), None);
        // A bare compute capability takes its first GPU's figures (12.1: the GB10's 48 SMs).
        let cc90 = Device::from_cc(d.cc);
        assert!(Setting::Sms.preset(cc90).is_some());
        let cc121 = ComputeCapability::find("12.1").map(Device::from_cc).unwrap_or(d);
        assert_eq!(Setting::Sms.preset(cc121), Some(48.0));
        let maxwell = ComputeCapability::find("5.0").map(Device::from_cc).unwrap_or(d);
        assert_eq!(Setting::ArithmeticLatency.preset(maxwell), Some(6.0));
    }

    #[test]
    fn parsing_names_the_setting_and_range() {
        assert_eq!(Setting::Ilp.parse("1.5", true), Ok(Some(1.5)));
        assert_eq!(Setting::BandwidthGbs.parse("3,350", true), Ok(Some(3350.0)));
        assert_eq!(Setting::LatencyBound.parse(" ", false), Ok(None));
        assert_eq!(Setting::Sfu.parse("0", true), Ok(Some(0.0)));
        assert_eq!(
            Setting::Ilp.parse("0", true),
            Err("ilp (Instruction-level parallelism): \"0\" is not allowed; expected a number above 0, at most 1,024 independent instructions / warp".to_string())
        );
        assert_eq!(
            Setting::Sms.parse("1.5", true),
            Err("sms (SMs): \"1.5\" is not allowed; expected a whole number 1–100,000".to_string())
        );
        for bad in ["", "-1", "1e3", "inf", "NaN", "1.2.3", ".", "2000000"] {
            assert!(Setting::CudaCore.parse(bad, true).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn decimals_are_read_by_hand() {
        let cases = [("670", Some(670.0)), ("1.5", Some(1.5)), ("0.25", Some(0.25)), ("3,352", Some(3352.0))];
        for (text, value) in cases {
            assert_eq!(read_decimal(text), value, "{text}");
        }
        assert_eq!(read_decimal(".5"), Some(0.5));
        assert_eq!(read_decimal("7."), Some(7.0));
        for bad in ["", ".", "1.2.3", "1e3", "-1", "1.5,0", "12345678901234567890", "x"] {
            assert_eq!(read_decimal(bad), None, "{bad}");
        }
    }

    #[test]
    fn units() {
        assert_eq!(RateUnit::parse("gflops"), Some(RateUnit::Flops));
        assert_eq!(RateUnit::parse("x"), None);
        assert_eq!(RateUnit::default().label(), "GB/s");
    }
}
