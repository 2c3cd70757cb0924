//! The latency-hiding scenario, built once for the CLI and the page: its settings (the GPU's
//! SMs, clock and bandwidth, the compute capability's latency presets, and the kernel's side of
//! Little's law and Volkov's two-mode model), each with its key, unit, range and preset; the
//! values the user overrides; and the working, evaluated and worded. `occlab latency` and the
//! page's latency panel only collect overrides and lay the result out.
//!
//! Source: V. Volkov, "Understanding Latency Hiding on GPUs", PhD thesis, UC Berkeley 2016,
//! chapter 3 (shared/seeds/004); the presets cite compute_caps/ and gpus.toml.

use crate::latency::textbook::{
    arithmetic_hiding, bytes_per_cycle_per_sm, chain_latency, gpu_rate, memory_hiding, throughput_bound,
    warp_load_bytes, Hiding, InstructionMix, ThroughputBound, ThroughputLimits, TwoModeModel,
};
use crate::locale::message::{list, Arg, Message};
use crate::{as_written, equals, ComputeCapability, Gpu, GPUS, MAX_SMS};
use serde::Serialize;

/// The GPU whose SMs, clock and bandwidth stand in for a bare compute capability's: the first of
/// it in the catalogue.
pub fn reference_gpu(cc: &ComputeCapability) -> Option<&'static Gpu> {
    GPUS.iter().find(|g| g.compute_capability == cc.name)
}

/// The kernel's settings at their presets: Volkov's vector add (§3.8: 9 CUDA-core instructions
/// in 8 issue slots and 3 × 128 DRAM bytes per warp), its two loads (a[i] and b[i]) in flight,
/// 4 B per thread; the chain is 4 dependent arithmetic instructions and one load (index, load,
/// add, store).
const KERNEL_PRESETS: [(Setting, f64); 10] = [
    (Setting::Ilp, 1.0),
    (Setting::LoadBytes, 4.0),
    (Setting::LoadsInFlight, 2.0),
    (Setting::CudaCore, 9.0),
    (Setting::Sfu, 0.0),
    (Setting::SharedCycles, 0.0),
    (Setting::MemoryBytes, 384.0),
    (Setting::IssueSlots, 8.0),
    (Setting::ChainArithmetic, 4.0),
    (Setting::ChainMemory, 1.0),
];

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
    /// The catalogue's messages of its label and unit.
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
const SPECS: [Spec; SETTINGS] = [
    Spec { key: "sms", label: "setting-sms", unit: "setting-unit-sms", above: true, max: MAX_SMS as f64, whole: true },
    spec("clock", "setting-clock", "setting-unit-mhz", true, 10_000.0),
    spec("bandwidth", "setting-bandwidth", "setting-unit-gbs", true, 100_000.0),
    spec("arith_latency", "setting-arith-latency", "setting-unit-cycles", true, 100_000.0),
    spec("mem_latency", "setting-mem-latency", "setting-unit-cycles", true, 100_000.0),
    spec("issue_rate", "setting-issue-rate", "setting-unit-issue-rate", true, 64.0),
    spec("lanes", "setting-lanes", "setting-unit-lanes", true, 4096.0),
    spec("sfu_lanes", "setting-sfu-lanes", "setting-unit-lanes", true, 4096.0),
    spec("ilp", "setting-ilp", "setting-unit-ilp", true, 1024.0),
    spec("load_bytes", "setting-load-bytes", "setting-unit-load-bytes", true, 1024.0),
    spec("loads_in_flight", "setting-loads-in-flight", "setting-unit-per-warp", true, 1024.0),
    spec("cuda_core", "setting-cuda-core", "setting-unit-per-warp", false, 1e6),
    spec("sfu", "setting-sfu", "setting-unit-per-warp", false, 1e6),
    spec("shared_cycles", "setting-shared-cycles", "setting-unit-bank-cycles", false, 1e6),
    spec("memory_bytes", "setting-memory-bytes", "setting-unit-per-warp", false, 1e6),
    spec("issue_slots", "setting-issue-slots", "setting-unit-per-warp", false, 1e6),
    spec("chain_arith", "setting-chain-arith", "setting-unit-chain", false, 1e6),
    spec("chain_mem", "setting-chain-mem", "setting-unit-chain", false, 1e6),
    spec("latency_bound", "setting-latency-bound", "setting-unit-cycles-per-warp", true, 1e9),
];

impl Setting {
    pub const ALL: [Setting; SETTINGS] = [
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

    /// "Memory latency".
    pub fn label(self) -> Message {
        Message::new(self.spec().label)
    }

    /// "cycles".
    pub fn unit(self) -> Message {
        Message::new(self.spec().unit)
    }

    /// The setting's unit's message identifier (the page shows it as a static label).
    pub fn unit_id(self) -> &'static str {
        self.spec().unit
    }

    /// The setting's label's message identifier.
    pub fn label_id(self) -> &'static str {
        self.spec().label
    }

    /// The value before the user changes it: the GPU's figures (for a bare compute capability,
    /// those of [`reference_gpu`]), the compute capability's presets, and for
    /// the kernel Volkov's vector add (§3.8: 9 CUDA-core instructions in 8 issue slots and
    /// 3 × 128 DRAM bytes per warp) with its two loads (a[i] and b[i]) in flight, 4 B per thread. The chain is
    /// 4 dependent arithmetic instructions and one load (index, load, add, store). `None`: no
    /// value until the user gives one (the latency bound then comes from the chain).
    pub fn preset(self, cc: &ComputeCapability, gpu: Option<&Gpu>) -> Option<f64> {
        let value = match self {
            Setting::Sms => gpu?.sms,
            Setting::ClockMhz => gpu?.boost_clock_mhz,
            Setting::BandwidthGbs => gpu?.memory_bandwidth_gbs,
            Setting::ArithmeticLatency => cc.arithmetic_latency,
            Setting::MemoryLatency => cc.memory_latency,
            Setting::IssueRate => cc.warp_schedulers,
            Setting::CudaCoreLanes => cc.fp32_lanes_per_sm,
            Setting::SfuLanes => cc.sfu_lanes_per_sm,
            Setting::LatencyBound => return None,
            kernel => return KERNEL_PRESETS.iter().find(|p| p.0 == kernel).map(|p| p.1),
        };
        Some(f64::from(value))
    }

    /// The allowed values in words: "a number above 0, at most 64 warp instructions / cycle /
    /// SM", "a whole number 1–100,000".
    pub fn allowed(self) -> Message {
        let s = self.spec();
        let id = match (s.whole, s.above) {
            (true, _) => "setting-allowed-whole",
            (false, true) => "setting-allowed-above",
            (false, false) => "setting-allowed-from-zero",
        };
        Message::new(id).arg("max", Arg::Count(s.max as u64)).arg("unit", self.unit())
    }

    /// Reads a value as typed (digits, one decimal point, thousands separators). Empty text
    /// means "no value" where the setting has no preset; otherwise, and for anything else out
    /// of range, the error names the setting and the allowed values.
    pub fn parse(self, text: &str, has_preset: bool) -> Result<Option<f64>, SettingError> {
        let typed = text.trim();
        if typed.is_empty() && !has_preset {
            return Ok(None);
        }
        let s = self.spec();
        match crate::read_decimal(typed) {
            Some(v) if (v > 0.0 || (v == 0.0 && !s.above)) && v <= s.max && !(s.whole && v.fract() != 0.0) => {
                Ok(Some(v))
            }
            _ => Err(SettingError::NotAllowed { setting: self, typed: typed.to_string() }),
        }
    }
}

/// Why a setting has no value: what was typed is not allowed, or nothing was given where there
/// is no preset. The page shows it next to the setting's field; the CLI names the flag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingError {
    NotAllowed { setting: Setting, typed: String },
    Missing { setting: Setting },
}

impl SettingError {
    /// The setting the error is about.
    pub fn setting(&self) -> Setting {
        match self {
            SettingError::NotAllowed { setting, .. } | SettingError::Missing { setting } => *setting,
        }
    }
}

impl SettingError {
    /// The error as the CLI says it, the setting named by its flag's key and its label:
    /// `mem_latency (Memory latency): "0" is not allowed; expected a number above 0, at most
    /// 100,000 cycles`.
    pub fn message(&self) -> Message {
        let s = self.setting();
        let message = match self {
            SettingError::NotAllowed { typed, .. } => Message::new("setting-key-refused").arg("typed", typed.as_str()),
            SettingError::Missing { .. } => Message::new("setting-key-missing"),
        };
        message.arg("key", s.key()).arg("setting", s.label()).arg("allowed", s.allowed())
    }

    /// The error in the page's words, the setting named by its label rather than its flag:
    /// `Memory latency: "0" is not allowed; expected a number above 0, at most 100,000 cycles.`
    pub fn page_message(&self) -> Message {
        let s = self.setting();
        let message = match self {
            SettingError::NotAllowed { typed, .. } => Message::new("setting-refused").arg("typed", typed.as_str()),
            SettingError::Missing { .. } => Message::new("setting-missing"),
        };
        message.arg("setting", s.label()).arg("allowed", s.allowed())
    }
}

/// The setting a field of the model's latency arithmetic is.
fn setting_of(field: crate::Field) -> Option<Setting> {
    use crate::Field as F;
    Some(match field {
        F::MixCudaCore => Setting::CudaCore,
        F::MixSfu => Setting::Sfu,
        F::MixShared => Setting::SharedCycles,
        F::MixMemoryBytes => Setting::MemoryBytes,
        F::MixIssue => Setting::IssueSlots,
        F::IssueRate => Setting::IssueRate,
        _ => return None,
    })
}

impl LatencyError {
    /// The error in the page's words (see [`SettingError::page_message`]). A value the model's
    /// arithmetic refuses is named by its setting: the page's fields keep every other value in
    /// range, so what remains is a mix that uses no resource.
    pub fn page_message(&self) -> Message {
        match self {
            LatencyError::Setting(e) => e.page_message(),
            LatencyError::Input(e) => {
                let setting = setting_of(e.field).map_or_else(|| e.field.description(), Setting::label);
                let message = match e.allowed {
                    crate::Allowed::UsedMix => Message::new("latency-empty-mix"),
                    allowed => Message::new("latency-refused").arg("allowed", allowed.message()),
                };
                message.arg("setting", setting).arg("typed", e.value.as_str())
            }
            LatencyError::NoGpuFigures(missing) => {
                let names = missing.iter().map(|s| match s {
                    Setting::Sms => Message::new("latency-sms-in-waves-panel"),
                    other => other.label(),
                });
                Message::new("latency-no-gpu-figures").arg("settings", list(names).unwrap_or_else(Message::empty))
            }
        }
    }
}

/// The English words.
impl std::fmt::Display for SettingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for SettingError {}

/// Why the latency scenario cannot be worked out.
#[derive(Debug, Clone, PartialEq)]
pub enum LatencyError {
    /// The device has no SMs, clock or bandwidth of its own, and these were not entered.
    NoGpuFigures(Vec<Setting>),
    Setting(SettingError),
    /// The model refused a value (an instruction mix that uses no resource, say).
    Input(crate::InputError),
}

impl LatencyError {
    /// The error as the CLI says it: a setting or a field named by its flag's key
    /// ([`SettingError::message`], [`crate::InputError::message`]).
    pub fn message(&self) -> Message {
        match self {
            LatencyError::NoGpuFigures(_) => self.page_message(),
            LatencyError::Setting(e) => e.message(),
            LatencyError::Input(e) => e.message(),
        }
    }
}

/// The English words.
impl std::fmt::Display for LatencyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for LatencyError {}

impl From<crate::InputError> for LatencyError {
    fn from(e: crate::InputError) -> Self {
        LatencyError::Input(e)
    }
}

/// The one place the settings are resolved, for the page and `occlab latency` alike: each
/// setting is what the user typed, read by [`Setting::parse`], else its preset: the run's
/// figures where a measured run sets them (`base`), else the GPU's and the compute capability's.
/// A typed value always wins, the SMs of a catalogue GPU too (a GPU with other SMs is a custom
/// one).
///
/// The DRAM bytes per warp follow the loads until they are typed: the preset kernel is Volkov's
/// vector add widened to that many loads in flight ([`vector_add_traffic`]), so that changing the
/// loads changes the traffic with them and the three textbook figures stay one kernel's.
pub fn resolve(
    cc: &ComputeCapability,
    gpu: Option<&Gpu>,
    base: Option<&Values>,
    typed: &[Option<String>; SETTINGS],
) -> [Result<Option<f64>, SettingError>; SETTINGS] {
    let mut resolved = Setting::ALL.map(|s| {
        let preset = base.and_then(|b| b.get(s)).or_else(|| s.preset(cc, gpu));
        typed[s.index()].as_deref().map_or(Ok(preset), |t| s.parse(t, preset.is_some()))
    });
    if typed[Setting::MemoryBytes.index()].is_none() {
        if let (Ok(Some(loads)), Ok(Some(bytes))) =
            (&resolved[Setting::LoadsInFlight.index()], &resolved[Setting::LoadBytes.index()])
        {
            resolved[Setting::MemoryBytes.index()] = Ok(Some(vector_add_traffic(*loads, *bytes, cc.warp_size)));
        }
    }
    resolved
}

/// DRAM bytes per warp of Volkov's vector add widened to `loads` loads in flight per warp, each
/// of `load_bytes` per thread: every two loads feed one store (`c[i] = a[i] + b[i]`), so
/// (loads + loads ÷ 2) × bytes per load × lanes. The thesis's own (§3.8): 2 loads and 1 store of
/// 4 B per thread, 384 B per warp; `occlab measure`'s stream with K loads per array: 384 × K.
pub fn vector_add_traffic(loads: f64, load_bytes: f64, warp_size: u32) -> f64 {
    1.5 * loads * load_bytes * f64::from(warp_size)
}

/// How many settings there are: [`Setting::ALL`]'s length.
pub const SETTINGS: usize = 19;

/// The panels' settings as numbers (presets where the user changed nothing).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Values([Option<f64>; SETTINGS]);

impl Values {
    pub fn new(values: [Option<f64>; SETTINGS]) -> Values {
        Values(values)
    }

    pub fn get(&self, setting: Setting) -> Option<f64> {
        self.0[setting.index()]
    }

    /// These values with `setting` set to `value`.
    pub fn with(mut self, setting: Setting, value: f64) -> Values {
        self.0[setting.index()] = Some(value);
        self
    }

    /// Every setting at its preset for `cc` on `gpu`.
    pub fn presets(cc: &ComputeCapability, gpu: Option<&Gpu>) -> Values {
        Values(Setting::ALL.map(|s| s.preset(cc, gpu)))
    }
}

/// The unit the throughput chart shows: DRAM bytes or floating-point operations per second.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
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

    /// "GB/s": a unit symbol, the same in every language.
    pub fn label(self) -> &'static str {
        match self {
            RateUnit::Bytes => "GB/s",
            RateUnit::Flops => "GFLOP/s",
        }
    }
}

/// Everything the latency panel shows, for one set of settings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LatencyHiding {
    pub arithmetic_latency: f64,
    pub memory_latency: f64,
    pub issue_rate: f64,
    pub ilp: f64,
    pub loads_in_flight: f64,
    pub clock_mhz: f64,
    pub bandwidth_gbs: f64,
    pub sms: f64,
    /// DRAM bytes per cycle on each SM: the bandwidth shared out over the SMs' cycles.
    pub bytes_per_cycle: f64,
    /// Little's law for arithmetic: instructions in flight and the warps that supply them.
    pub arithmetic: Hiding,
    /// Bytes one warp load moves.
    pub warp_load: f64,
    /// Little's law for memory: bytes in flight and the warps that supply them.
    pub memory: Hiding,
    pub mix: InstructionMix,
    /// The dependency chain's steps: (count, latency in cycles) for arithmetic, then memory.
    pub chain: [(f64, f64); 2],
    /// The chain's latency (Volkov §3.7), cycles.
    pub chain_latency: f64,
    /// Whether the latency bound is the chain's (else the user gave it).
    pub from_chain: bool,
    pub bound: ThroughputBound,
    pub model: TwoModeModel,
    /// FLOPs per warp (each CUDA-core instruction an FMA).
    pub flops_per_warp: f64,
    /// The DRAM bytes per warp the loads in flight imply ([`vector_add_traffic`]), which the
    /// mix's may differ from only where the user typed it.
    pub implied_memory_bytes: f64,
}

impl LatencyHiding {
    /// Runs the model on `values` for `cc` (its warp size); a missing value or one the model
    /// refuses gives the message naming it.
    pub fn build(cc: &ComputeCapability, values: &Values) -> Result<LatencyHiding, LatencyError> {
        let missing: Vec<Setting> = [Setting::Sms, Setting::ClockMhz, Setting::BandwidthGbs]
            .into_iter()
            .filter(|s| values.get(*s).is_none())
            .collect();
        if !missing.is_empty() {
            return Err(LatencyError::NoGpuFigures(missing));
        }
        let need = |s: Setting| values.get(s).ok_or(LatencyError::Setting(SettingError::Missing { setting: s }));
        let arithmetic_latency = need(Setting::ArithmeticLatency)?;
        let memory_latency = need(Setting::MemoryLatency)?;
        let issue_rate = need(Setting::IssueRate)?;
        let ilp = need(Setting::Ilp)?;
        let loads_in_flight = need(Setting::LoadsInFlight)?;
        let sms = need(Setting::Sms)?;
        let clock_mhz = need(Setting::ClockMhz)?;
        let bandwidth_gbs = need(Setting::BandwidthGbs)?;
        let bytes_per_cycle = bytes_per_cycle_per_sm(bandwidth_gbs, clock_mhz, sms);
        let arithmetic = arithmetic_hiding(arithmetic_latency, issue_rate, ilp)?;
        let warp_load = warp_load_bytes(need(Setting::LoadBytes)?, cc.warp_size);
        let memory = memory_hiding(memory_latency, bytes_per_cycle, warp_load, loads_in_flight)?;
        let mix = InstructionMix {
            cuda_core: need(Setting::CudaCore)?,
            sfu: need(Setting::Sfu)?,
            shared_memory_cycles: need(Setting::SharedCycles)?,
            memory_bytes: need(Setting::MemoryBytes)?,
            issue_slots: need(Setting::IssueSlots)?,
        };
        let limits = ThroughputLimits {
            warp_size: f64::from(cc.warp_size),
            cuda_core_lanes: need(Setting::CudaCoreLanes)?,
            sfu_lanes: need(Setting::SfuLanes)?,
            memory_bytes_per_cycle: bytes_per_cycle,
            issue_per_cycle: issue_rate,
        };
        let bound = throughput_bound(&mix, &limits)?;
        let chain =
            [(need(Setting::ChainArithmetic)?, arithmetic_latency), (need(Setting::ChainMemory)?, memory_latency)];
        let chain_latency = chain_latency(&chain);
        let given = values.get(Setting::LatencyBound);
        let model = TwoModeModel::new(given.unwrap_or(chain_latency), bound.warps_per_cycle)?;
        Ok(LatencyHiding {
            arithmetic_latency,
            memory_latency,
            issue_rate,
            ilp,
            loads_in_flight,
            clock_mhz,
            bandwidth_gbs,
            sms,
            bytes_per_cycle,
            arithmetic,
            warp_load,
            memory,
            mix,
            chain,
            chain_latency,
            from_chain: given.is_none(),
            bound,
            model,
            flops_per_warp: mix.flops(cc.warp_size),
            implied_memory_bytes: vector_add_traffic(loads_in_flight, need(Setting::LoadBytes)?, cc.warp_size),
        })
    }

    /// A warp throughput (warps per cycle per SM) as a rate for the whole GPU, in GB/s of DRAM
    /// traffic or GFLOP/s (Volkov §3.8: × work per warp × SMs × clock).
    pub fn rate(&self, warps_per_cycle: f64, unit: RateUnit) -> f64 {
        let per_warp = match unit {
            RateUnit::Bytes => self.mix.memory_bytes,
            RateUnit::Flops => self.flops_per_warp,
        };
        gpu_rate(warps_per_cycle, per_warp, self.clock_mhz, self.sms) / 1e9
    }

    /// "4 cycles × 4 instructions / cycle = 16 instructions in flight per SM; ÷ 1 independent
    /// instruction per warp = 16 warps per SM".
    pub fn arithmetic_sentence(&self) -> Message {
        let in_flight = as_written(self.arithmetic_latency) * as_written(self.issue_rate);
        Message::new("latency-arithmetic")
            .arg("eq", equals(in_flight, self.arithmetic.in_flight))
            .arg("eq2", equals(as_written(self.arithmetic.in_flight) / as_written(self.ilp), self.arithmetic.warps))
            .arg("latency", Arg::Decimal(self.arithmetic_latency))
            .arg("issue_rate", Arg::Decimal(self.issue_rate))
            .arg("in_flight", Arg::Decimal(self.arithmetic.in_flight))
            .arg("ilp", Arg::Decimal(self.ilp))
            .arg("warps", Arg::Decimal(self.arithmetic.warps))
    }

    /// "670 cycles × 12.8 B / cycle = 8,589 B in flight per SM; ÷ (128 B per warp load × 1 in
    /// flight per warp) = 67.1 warps per SM".
    pub fn memory_sentence(&self) -> Message {
        let in_flight = as_written(self.memory_latency) * as_written(self.bytes_per_cycle);
        let per_warp = as_written(self.warp_load) * as_written(self.loads_in_flight);
        Message::new("latency-memory")
            .arg("eq", equals(in_flight, self.memory.in_flight))
            .arg("eq2", equals(as_written(self.memory.in_flight) / per_warp, self.memory.warps))
            .arg("latency", Arg::Decimal(self.memory_latency))
            .arg("bytes_per_cycle", Arg::Decimal(self.bytes_per_cycle))
            .arg("in_flight", Arg::Decimal(self.memory.in_flight))
            .arg("warp_load", Arg::Decimal(self.warp_load))
            .arg("loads", Arg::Decimal(self.loads_in_flight))
            .arg("warps", Arg::Decimal(self.memory.warps))
    }

    /// How the DRAM bytes per warp relate to the loads in flight: "(2 loads + 1 store) × 4 B ×
    /// 32 lanes = 384 B per warp: the DRAM bytes follow the loads in flight"; where the bytes
    /// were typed and differ, what the loads imply and that the typed bytes are used; where there
    /// are none, that the loads play no part.
    pub fn traffic_sentence(&self, warp_size: u32) -> Message {
        let loads = self.loads_in_flight;
        let load_bytes = self.warp_load / f64::from(warp_size.max(1));
        let id = if self.mix.memory_bytes == 0.0 {
            "latency-traffic-none"
        } else if self.traffic_differs() {
            "latency-traffic-typed"
        } else {
            "latency-traffic"
        };
        Message::new(id)
            .arg("loads", Arg::Decimal(loads))
            .arg("stores", Arg::Decimal(loads / 2.0))
            .arg("bytes", Arg::Decimal(load_bytes))
            .arg("lanes", Arg::Count(warp_size.into()))
            .arg("traffic", Arg::Decimal(self.implied_memory_bytes))
            .arg("typed", Arg::Decimal(self.mix.memory_bytes))
    }

    /// Whether the DRAM bytes per warp differ from what the loads in flight imply (they were
    /// typed; a kernel with no DRAM traffic at all is not a contradiction).
    pub fn traffic_differs(&self) -> bool {
        self.mix.memory_bytes != 0.0 && (self.mix.memory_bytes - self.implied_memory_bytes).abs() >= 0.5
    }

    /// The kernel these settings describe, as the latency panel's first sentence names it:
    /// "Volkov's vector add (the preset kernel)" while every setting of the kernel is its preset
    /// (the DRAM bytes following the loads), else "the kernel the settings below describe".
    pub fn kernel_name(&self) -> Message {
        let presets = [
            (self.ilp, Setting::Ilp),
            (self.loads_in_flight, Setting::LoadsInFlight),
            (self.mix.cuda_core, Setting::CudaCore),
            (self.mix.sfu, Setting::Sfu),
            (self.mix.shared_memory_cycles, Setting::SharedCycles),
            (self.mix.issue_slots, Setting::IssueSlots),
            (self.chain[0].0, Setting::ChainArithmetic),
            (self.chain[1].0, Setting::ChainMemory),
        ];
        let kernel_preset = |s: Setting| KERNEL_PRESETS.iter().find(|p| p.0 == s).map(|p| p.1);
        // The bytes: the preset's, and the loads' own (so 4 B per thread, whatever the warp).
        let preset = presets.iter().all(|&(v, s)| kernel_preset(s) == Some(v))
            && kernel_preset(Setting::MemoryBytes) == Some(self.mix.memory_bytes)
            && !self.traffic_differs()
            && self.from_chain;
        Message::new(if preset { "hiding-kernel-preset" } else { "hiding-kernel-settings" })
    }

    /// "3,352 GB/s ÷ (1,980 MHz × 132 SMs) = 12.8 B per cycle per SM".
    pub fn bandwidth_sentence(&self) -> Message {
        let written = as_written(self.bandwidth_gbs) * 1e3 / (as_written(self.clock_mhz) * as_written(self.sms));
        Message::new("latency-bandwidth")
            .arg("eq", equals(written, self.bytes_per_cycle))
            .arg("bandwidth", Arg::Decimal(self.bandwidth_gbs))
            .arg("clock", Arg::Decimal(self.clock_mhz))
            .arg("sms", Arg::Decimal(self.sms))
            .arg("bytes_per_cycle", Arg::Decimal(self.bytes_per_cycle))
    }

    /// "4 × 4 + 1 × 670 = 686 cycles (the dependency chain)" or "686 cycles (as entered; the
    /// chain gives 686)".
    pub fn latency_bound_sentence(&self) -> Message {
        let [(a, la), (m, lm)] = self.chain;
        let written = as_written(a) * as_written(la) + as_written(m) * as_written(lm);
        let chain = Message::new("latency-chain")
            .arg("eq", equals(written, self.chain_latency))
            .arg("arithmetic", Arg::Decimal(a))
            .arg("arithmetic_latency", Arg::Decimal(la))
            .arg("memory", Arg::Decimal(m))
            .arg("memory_latency", Arg::Decimal(lm))
            .arg("cycles", Arg::Decimal(self.chain_latency));
        match self.from_chain {
            true => Message::new("latency-bound-chain").arg("chain", chain),
            false => Message::new("latency-bound-entered")
                .arg("cycles", Arg::Decimal(self.model.latency_bound))
                .arg("chain", chain),
        }
    }

    /// "warp throughput ≈ min(n / 686, 0.0333) warps per cycle per SM; needed occupancy ≈ 686 ×
    /// 0.0333 = 22.9 warps per SM".
    pub fn model_sentence(&self) -> Message {
        let written = as_written(self.model.latency_bound) * as_written(self.model.throughput_bound);
        Message::new("latency-model")
            .arg("eq", equals(written, self.model.needed_warps()))
            .arg("latency", Arg::Decimal(self.model.latency_bound))
            .arg("throughput", Arg::Decimal(self.model.throughput_bound))
            .arg("needed", Arg::Decimal(self.model.needed_warps()))
    }

    /// One row per resource: its label, cycles per warp, and whether it is the tightest.
    pub fn bound_rows(&self) -> Vec<(Message, Message, bool)> {
        self.bound
            .cycles_per_warp
            .iter()
            .map(|(r, c)| (r.label(), Message::from(Arg::Decimal(*c)), *r == self.bound.tightest))
            .collect()
    }

    /// The mode at `warps` warps per SM and the rate there: "latency-bound: 12 of the 23 warps
    /// needed · ≈ 1,748 of 3,352 GB/s".
    pub fn mode_sentence(&self, warps: u32, unit: RateUnit) -> Message {
        if warps == 0 {
            return Message::new("mode-no-warps");
        }
        let now = self.rate(self.model.warp_throughput(f64::from(warps)), unit);
        let ceiling = self.rate(self.model.throughput_bound, unit);
        let mode = self.model.mode_message(warps, self.bound.tightest);
        if ceiling <= 0.0 {
            let work = match unit {
                RateUnit::Bytes => "mode-work-dram-bytes",
                RateUnit::Flops => "mode-work-cuda-core",
            };
            return Message::new("mode-no-rate")
                .arg("mode", mode)
                .arg("unit", unit.label())
                .arg("work", Message::new(work));
        }
        Message::new("mode-rate")
            .arg("mode", mode)
            .arg("now", Arg::Decimal(now))
            .arg("ceiling", Arg::Decimal(ceiling))
            .arg("unit", unit.label())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page names a setting by its label, the CLI by its flag; both give the allowed range.
    #[test]
    fn refusals_in_the_pages_words_and_the_clis() {
        match Setting::MemoryLatency.parse("0", true) {
            Err(e) => {
                assert_eq!(
                    e.page_message(),
                    "Memory latency: \"0\" is not allowed; expected a number above 0, at most 100,000 cycles."
                );
                assert!(e.to_string().starts_with("mem_latency (Memory latency): \"0\" is not allowed;"), "{e}");
            }
            Ok(v) => unreachable!("0 cycles was read as {v:?}"),
        }
        let input = LatencyError::Input(crate::InputError::new(crate::Field::MixIssue, "0", crate::Allowed::UsedMix));
        assert_eq!(
            input.page_message(),
            "Issue slots: \"0\" is not allowed; expected an instruction mix that uses at least one resource."
        );
    }
}
