//! One kernel launch's result (`ProfileResult`) as a [`ProfiledLaunch`]: 5 KernelMangledName,
//! 6 KernelFunctionName, 7 KernelDemangledName, 31 RenamedDemangledName, 10 GridSize and
//! 11 BlockSize (`Uint64x3`: 1 X, 2 Y, 3 Z), 13 MetricResults (`ProfileMetricResult`: 1 NameId,
//! an index into the report's string table, 2 MetricValue: `ProfileMetricValue` 1 string,
//! 2 float, 3 double, 4 uint32, 5 uint64), 17 Sections and 19 RuleResults. Metrics are those of
//! the raw page ([`RAW_METRICS`], and the what-if model's [`Metric`]s), stored in base units
//! (bytes, percent, nanoseconds), so the figures are exact where the pages print them rounded.
//! Metric results whose name the reader does not use are skipped after their name, and so are
//! the other fields (sources, section bodies).
//!
//! Source: Nsight Compute Customization Guide, Report File Format; message field numbers from the
//! schema shipped as extras/FileFormat/*.proto (Nsight Compute 2025.3.1).

use super::error::ReportError;
use super::rule_results::{self, Note, Section};
use super::wire::Message;
use crate::import::diagnostic::quoted;
use crate::import::ncu_metrics::{compute_capability, kind_of, store, unreadable, Expected, Kind, Value, RAW_METRICS};
use crate::import::{Metric, ProfiledLaunch, Quantity, ScoreboardWaits};
use crate::locale::message;

/// What a string-table entry names, for the metrics this reader uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// A figure of [`RAW_METRICS`], by the label the pages print.
    Figure(&'static str),
    /// A figure the what-if model reads.
    Performance(Metric),
    /// `device__attribute_multiprocessor_count`: used where `launch__sm_count` is missing.
    DeviceSms,
    DisplayName,
    CcMajor,
    CcMinor,
    /// `launch__device_id`: which of the session's devices ran the launch.
    DeviceId,
    /// A Source Counters metric read by instruction ([`crate::import::ScoreboardWaits`]).
    ByInstruction(ByInstruction),
}

/// The Source Counters metrics read instruction by instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByInstruction {
    /// `inst_executed`: each instruction's warp-level executions.
    Executions,
    /// `smsp__pcsamp_warps_issue_stalled_long_scoreboard`: the samples that found a warp waiting
    /// on the long scoreboard there.
    LongScoreboardSamples,
    /// `smsp__pcsamp_warps_issue_stalled_short_scoreboard`: the samples that found a warp waiting
    /// on the short scoreboard there.
    ShortScoreboardSamples,
}

/// The slot of a metric name, if the reader uses it.
pub fn classify(name: &[u8]) -> Option<Slot> {
    match name {
        b"device__attribute_multiprocessor_count" => Some(Slot::DeviceSms),
        b"device__attribute_display_name" => Some(Slot::DisplayName),
        b"device__attribute_compute_capability_major" => Some(Slot::CcMajor),
        b"device__attribute_compute_capability_minor" => Some(Slot::CcMinor),
        b"launch__device_id" => Some(Slot::DeviceId),
        b"inst_executed" => Some(Slot::ByInstruction(ByInstruction::Executions)),
        b"smsp__pcsamp_warps_issue_stalled_long_scoreboard" => {
            Some(Slot::ByInstruction(ByInstruction::LongScoreboardSamples))
        }
        b"smsp__pcsamp_warps_issue_stalled_short_scoreboard" => {
            Some(Slot::ByInstruction(ByInstruction::ShortScoreboardSamples))
        }
        _ => RAW_METRICS
            .iter()
            .find(|(metric, _)| metric.as_bytes() == name)
            .map(|&(_, label)| Slot::Figure(label))
            .or_else(|| Metric::from_raw_bytes(name).map(Slot::Performance)),
    }
}

/// A metric's value as stored.
#[derive(Debug, Clone, Copy)]
pub enum MetricValue<'a> {
    Text(Message<'a>),
    Float(f32),
    Double(f64),
    Uint(u64),
}

/// Reads a `ProfileMetricValue`; `None` if it holds none of its fields.
pub fn metric_value(message: Message<'_>) -> Result<Option<MetricValue<'_>>, ReportError> {
    let mut value = None;
    for field in message.fields() {
        let field = field?;
        value = match field.number {
            1 => Some(MetricValue::Text(field.bytes()?)),
            2 => Some(MetricValue::Float(field.float()?)),
            3 => Some(MetricValue::Double(field.double()?)),
            4 | 5 => Some(MetricValue::Uint(field.varint()?)),
            _ => value,
        };
    }
    Ok(value)
}

impl MetricValue<'_> {
    fn quantity(&self) -> Option<Quantity> {
        match *self {
            MetricValue::Uint(v) => Some(Quantity { value: v as f64, half_step: 0.0 }),
            MetricValue::Double(v) => v.is_finite().then_some(Quantity { value: v, half_step: 0.0 }),
            // A float holds 24 bits: half a unit in its last place.
            MetricValue::Float(v) => {
                let v = f64::from(v);
                v.is_finite().then_some(Quantity { value: v, half_step: v.abs() * f64::from(f32::EPSILON) / 2.0 })
            }
            MetricValue::Text(_) => None,
        }
    }

    fn whole(&self) -> Option<u64> {
        match *self {
            MetricValue::Uint(v) => Some(v),
            _ => {
                let q = self.quantity()?.value;
                (q.fract() == 0.0 && (0.0..1.8e19).contains(&q)).then_some(q as u64)
            }
        }
    }

    /// The value as stored: a text quoted, a number as it is.
    fn describe(&self) -> message::Message {
        match *self {
            MetricValue::Text(t) => quoted(&t.text()),
            MetricValue::Float(v) => message::Message::from(v.to_string()),
            MetricValue::Double(v) => message::Message::from(v.to_string()),
            MetricValue::Uint(v) => message::Message::from(v.to_string()),
        }
    }
}

/// One result, read.
#[derive(Debug, Default)]
pub struct Decoded {
    pub launch: ProfiledLaunch,
    /// `launch__device_id`, 0 if absent.
    pub device_id: u64,
    /// `device__attribute_multiprocessor_count`.
    pub device_sms: Option<u32>,
    /// Figures whose value could not be used, in words.
    pub problems: Vec<message::Message>,
    /// Metric results whose name index lies past the string table.
    pub unresolved: usize,
}

/// Reads one `ProfileResult`; `line` numbers the launch (its ID + 1) for the comparison.
pub fn read(message: Message<'_>, line: usize, slots: &[Option<Slot>]) -> Result<Decoded, ReportError> {
    let mut d = Decoded::default();
    d.launch.line = line;
    d.launch.id = line.checked_sub(1).and_then(|id| u32::try_from(id).ok());
    let (mut mangled, mut function, mut demangled, mut renamed) = (None, None, None, None);
    let (mut grid, mut block) = (None, None);
    let (mut major, mut minor) = (None, None);
    let mut sections: Vec<Section> = Vec::new();
    let mut notes: Vec<Note> = Vec::new();
    let (mut executions, mut long, mut short) = (Vec::new(), Vec::new(), Vec::new());
    for field in message.fields() {
        let field = field?;
        match field.number {
            5 => mangled = Some(field.bytes()?),
            6 => function = Some(field.bytes()?),
            7 => demangled = Some(field.bytes()?),
            31 => renamed = Some(field.bytes()?),
            10 => grid = dim3(field.bytes()?)?,
            11 => block = dim3(field.bytes()?)?,
            13 => {
                let result = field.bytes()?;
                match metric(result, slots, &mut d.unresolved)? {
                    Some(Read::ByInstruction(ByInstruction::Executions)) => instances(result, &mut executions)?,
                    Some(Read::ByInstruction(ByInstruction::LongScoreboardSamples)) => instances(result, &mut long)?,
                    Some(Read::ByInstruction(ByInstruction::ShortScoreboardSamples)) => instances(result, &mut short)?,
                    None => {}
                    Some(Read::Value(slot, value)) => match slot {
                        Slot::Figure(label) => {
                            if let Err(problem) = set(&mut d.launch, label, &value) {
                                d.problems.push(problem);
                            }
                        }
                        Slot::Performance(metric) => match value.quantity() {
                            Some(q) => d.launch.performance.set(metric, q.value * metric.si_per_stored_unit()),
                            None => d.problems.push(unreadable(metric.raw_name(), value.describe(), Expected::Number)),
                        },
                        Slot::DeviceSms => d.device_sms = value.whole().and_then(|v| u32::try_from(v).ok()),
                        Slot::DisplayName => {
                            if let MetricValue::Text(t) = value {
                                d.launch.device = Some(t.text()).filter(|n| !n.trim().is_empty());
                            }
                        }
                        Slot::CcMajor => major = value.whole(),
                        Slot::CcMinor => minor = value.whole(),
                        Slot::DeviceId => d.device_id = value.whole().unwrap_or(0),
                        Slot::ByInstruction(_) => {}
                    },
                }
            }
            17 => sections.push(rule_results::section(field.bytes()?)?),
            19 => rule_results::read_rule(field.bytes()?, line, &mut notes)?,
            _ => {}
        }
    }
    let name = [renamed, demangled, function, mangled].into_iter().flatten().find(|n| !n.bytes.is_empty());
    d.launch.name = name.map(Message::text).unwrap_or_default();
    d.launch.grid_size = d.launch.grid_size.or(grid);
    d.launch.block_size = d.launch.block_size.or(block.and_then(|b| u32::try_from(b).ok()));
    if let (Some(major), Some(minor)) = (major, minor) {
        d.launch.compute_capability = compute_capability(&format!("{major}.{minor}"));
    }
    d.launch.rules = rule_results::page_order(notes, &sections);
    d.launch.long_scoreboard = ScoreboardWaits::from_instructions(&executions, &long);
    d.launch.short_scoreboard = ScoreboardWaits::from_instructions(&executions, &short);
    Ok(d)
}

/// A metric result's instances (field 3, each 1 an instruction address and 2 its value, both
/// `ProfileMetricValue`s), appended to `into`; an instance without both is skipped.
fn instances(message: Message<'_>, into: &mut Vec<(u64, f64)>) -> Result<(), ReportError> {
    for field in message.fields() {
        let field = field?;
        if field.number != 3 {
            continue;
        }
        let (mut address, mut value) = (None, None);
        for part in field.bytes()?.fields() {
            let part = part?;
            match part.number {
                1 => address = metric_value(part.bytes()?)?.and_then(|v| v.whole()),
                2 => value = metric_value(part.bytes()?)?.and_then(|v| v.quantity()).map(|q| q.value),
                _ => {}
            }
        }
        if let (Some(address), Some(value)) = (address, value) {
            into.push((address, value));
        }
    }
    Ok(())
}

/// What a metric result gives the reader.
enum Read<'a> {
    /// A figure the reader uses, and its value.
    Value(Slot, MetricValue<'a>),
    /// A Source Counters metric, whose instances are read instruction by instruction
    /// ([`instances`]).
    ByInstruction(ByInstruction),
}

/// What a metric result gives, if the reader uses its name (field 1) and it has a value (2) or is
/// read by instruction.
fn metric<'a>(
    message: Message<'a>,
    slots: &[Option<Slot>],
    unresolved: &mut usize,
) -> Result<Option<Read<'a>>, ReportError> {
    let mut slot = None;
    let mut value = None;
    for field in message.fields() {
        let field = field?;
        match field.number {
            1 => {
                let id = field.varint()?;
                match usize::try_from(id).ok().and_then(|i| slots.get(i)) {
                    Some(Some(Slot::ByInstruction(which))) => return Ok(Some(Read::ByInstruction(*which))),
                    Some(Some(s)) => slot = Some(*s),
                    Some(None) => return Ok(None),
                    None => {
                        *unresolved += 1;
                        return Ok(None);
                    }
                }
            }
            2 => value = Some(field.bytes()?),
            _ => {}
        }
        if slot.is_some() && value.is_some() {
            break;
        }
    }
    match (slot, value) {
        (Some(slot), Some(value)) => Ok(metric_value(value)?.map(|v| Read::Value(slot, v))),
        _ => Ok(None),
    }
}

/// x·y·z of a `Uint64x3` (a missing coordinate is 1); `None` if the product overflows.
fn dim3(message: Message<'_>) -> Result<Option<u64>, ReportError> {
    let mut xyz = [1u64; 3];
    for field in message.fields() {
        let field = field?;
        if let Some(slot) = (field.number as usize).checked_sub(1).and_then(|i| xyz.get_mut(i)) {
            *slot = field.varint()?;
        }
    }
    Ok(xyz.iter().try_fold(1u64, |p, &n| p.checked_mul(n)))
}

/// Sets the figure `label` from its stored value, as [`crate::import::ncu_metrics::apply`] does
/// from a printed one (both through [`store`]).
fn set(launch: &mut ProfiledLaunch, label: &str, value: &MetricValue<'_>) -> Result<(), message::Message> {
    let Some(kind) = kind_of(label) else { return Ok(()) };
    let refused = |expected| unreadable(label, value.describe(), expected);
    let read = match kind {
        Kind::Count => {
            value.whole().and_then(|v| u32::try_from(v).ok()).map(Value::Count).ok_or_else(|| refused(Expected::Whole))
        }
        Kind::Whole => value.whole().map(Value::Whole).ok_or_else(|| refused(Expected::Whole)),
        Kind::Size => value
            .quantity()
            .filter(|q| q.value >= 0.0)
            .map(Value::Quantity)
            .ok_or_else(|| refused(Expected::SizeInBytes)),
        Kind::Number => value.quantity().map(Value::Quantity).ok_or_else(|| refused(Expected::Number)),
    }?;
    store(launch, label, read);
    Ok(())
}
