//! Why a run file is refused: the reader's [`RunError`] and, for a value outside what is
//! allowed, the field's [`Problem`]. Each says itself as a [`Message`] of the catalogues (the
//! runs panel, `occlab measure --report` and `upload`); `Display` gives the English, which the
//! server's API answers with.

use super::SCHEMA_VERSION;
use crate::locale::message::{counted, Arg, Message};
use std::fmt;

/// Why a run was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// serde_json's words for what is wrong with the JSON.
    NotJson(String),
    /// A JSON document without `schema_version`.
    NoVersion,
    /// A `schema_version` this version does not read, as the JSON gives it.
    UnknownVersion(String),
    /// serde_json's words for a field of the wrong name or type.
    Shape(String),
    /// A version 1 run that is no JSON object.
    NotAnObject,
    /// A value outside what is allowed: the field's path (`throughput[3].iteration_cycles`)
    /// and what is wrong with it.
    Value { field: String, problem: Problem },
}

/// What is wrong with a field's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A text of nothing but white space.
    Empty,
    /// A text of more than `max` characters.
    TooLong {
        max: usize,
    },
    ControlCharacter,
    /// A measurement that is not a finite number above 0.
    NotPositive,
    /// A count of 0 where at least 1 is needed.
    Zero,
    /// A list of more than `max` entries.
    TooMany {
        entries: usize,
        max: usize,
    },
    /// A compute capability Occupancy Lab does not know, as the run gives it.
    UnknownComputeCapability(String),
    /// More agreements with the driver than configurations checked.
    AgreementsExceedConfigurations,
    /// Agreements and listed disagreements that do not add up to the configurations.
    DisagreementsUnlisted,
    /// Loads in flight or chains outside 1 to `max`.
    ParallelismOutOfRange {
        max: u32,
    },
    /// A throughput in another unit than its workload's: the unit and workload as the run names
    /// them ("GB/s", "stream").
    WrongUnit {
        unit: &'static str,
        workload: &'static str,
    },
    /// Percentiles out of order.
    UnorderedPercentiles,
    /// A block on an SM the device does not have.
    NoSuchSm {
        sm: u32,
        sms: u32,
    },
    /// A block that ends before it starts.
    EndBeforeStart,
    /// A version 1 experiment name, as the JSON gives it.
    UnknownExperiment(String),
    /// A whole number outside 1 to `max` (a probe's FMAs per load).
    OutOfRange {
        max: u32,
    },
    /// A field that a point of this workload needs but lacks: the workload as the run names it.
    Missing {
        workload: &'static str,
    },
    /// A field that a point of this workload does not take.
    NotForWorkload {
        workload: &'static str,
    },
    /// A field that a run of an older version may not hold: the first version with it.
    NeedsVersion {
        version: u32,
    },
}

impl Problem {
    /// The sentence naming `field`: "device.sms must be at least 1".
    fn message(&self, field: &str) -> Message {
        let message = match self {
            Problem::Empty => Message::new("run-field-empty"),
            Problem::TooLong { max } => Message::new("run-field-too-long").arg("max", Arg::Count(*max as u64)),
            Problem::ControlCharacter => Message::new("run-field-control-character"),
            Problem::NotPositive => Message::new("run-field-not-positive"),
            Problem::Zero => Message::new("run-field-zero"),
            Problem::TooMany { entries, max } => Message::new("run-field-too-many")
                .arg("entries", Arg::Count(*entries as u64))
                .arg("max", Arg::Count(*max as u64)),
            Problem::UnknownComputeCapability(cc) => Message::new("run-field-unknown-cc").arg("value", cc.as_str()),
            Problem::AgreementsExceedConfigurations => Message::new("run-field-agreements-exceed"),
            Problem::DisagreementsUnlisted => Message::new("run-field-disagreements-unlisted"),
            Problem::ParallelismOutOfRange { max } => {
                Message::new("run-field-parallelism").arg("max", Arg::Count((*max).into()))
            }
            Problem::WrongUnit { unit, workload } => {
                Message::new("run-field-unit").arg("unit", *unit).arg("workload", *workload)
            }
            Problem::UnorderedPercentiles => Message::new("run-field-percentiles"),
            Problem::NoSuchSm { sm, sms } => Message::new("run-field-no-such-sm")
                .arg("sm", Arg::Count((*sm).into()))
                .arg("sms", counted("sms", (*sms).into()))
                .arg("last", Arg::Count(sms.saturating_sub(1).into())),
            Problem::EndBeforeStart => Message::new("run-field-end-before-start"),
            Problem::UnknownExperiment(name) => {
                Message::new("run-field-unknown-experiment").arg("value", name.as_str())
            }
            // The same words as the parallelism's: a whole number from 1 to the most allowed.
            Problem::OutOfRange { max } => Message::new("run-field-parallelism").arg("max", Arg::Count((*max).into())),
            Problem::Missing { workload } => Message::new("run-field-missing").arg("workload", *workload),
            Problem::NotForWorkload { workload } => {
                Message::new("run-field-not-for-workload").arg("workload", *workload)
            }
            Problem::NeedsVersion { version } => {
                Message::new("run-field-needs-version").arg("version", Arg::Count((*version).into()))
            }
        };
        message.arg("field", field)
    }
}

impl RunError {
    /// Why the run was refused, in the catalogues' words; field names and serde_json's own
    /// words are shown as they are. The versions read are 1 to [`SCHEMA_VERSION`].
    pub fn message(&self) -> Message {
        let versions = |m: Message| m.arg("current", Arg::Count(SCHEMA_VERSION.into()));
        match self {
            RunError::NotJson(e) => Message::new("run-not-json").arg("why", e.as_str()),
            RunError::NoVersion => versions(Message::new("run-no-version")),
            RunError::UnknownVersion(v) => versions(Message::new("run-unknown-version")).arg("version", v.as_str()),
            RunError::Shape(e) => Message::new("run-not-valid").arg("why", Message::from(e.clone())),
            RunError::NotAnObject => Message::new("run-not-valid").arg("why", Message::new("run-not-an-object")),
            RunError::Value { field, problem } => Message::new("run-not-valid").arg("why", problem.message(field)),
        }
    }
}

/// The English words, as the server's API answers them.
impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for RunError {}
