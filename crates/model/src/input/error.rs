//! Input errors: every one names the field and the allowed range, in words a user can act on.

use crate::device::compute_capability::{ComputeCapability, HeaderOnlyComputeCapability, UnknownComputeCapability};
use crate::input::field::Field;
use crate::locale::message::{list_or, separated, Arg, Message};
use serde::{Serialize, Serializer};
use std::fmt;

/// An input the model refuses before computing anything.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InputError {
    pub field: Field,
    /// What the user gave, as text.
    pub value: String,
    /// The allowed values ("1–1,048,576", "\"default\" or a whole percentage 0–100").
    pub allowed: Allowed,
}

/// What a field takes, as an [`InputError`] says it ([`Allowed::message`]). JSON gives it in
/// English.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Allowed {
    /// A whole number from `low` to `high`: "1–1,048,576".
    Range { low: u64, high: u64 },
    /// A size in bytes from `low` to `high`, or a size with a unit.
    Bytes { low: u64, high: u64 },
    /// A whole number, for a field with no range of its own.
    WholeNumber,
    /// A number small enough for the field.
    Smaller,
    /// The carveout's: "default" or a whole percentage.
    Carveout,
    /// One of these words, as typed on the command line or in a CSV file: "off, on or on-strict".
    OneOf(&'static [&'static str]),
    /// A number above 0, at most 10^12.
    AboveZero,
    /// A number from 0 to 10^12.
    FromZero,
    /// An instruction mix that uses at least one resource.
    UsedMix,
    /// A compute capability Occupancy Lab knows; `header_only`: the one given, which only NVIDIA's
    /// occupancy header knows.
    ComputeCapability { header_only: Option<&'static HeaderOnlyComputeCapability> },
    /// The `non_portable` column's 0 or 1.
    NonPortable,
    /// A cluster size from 1 to `max`; `non_portable`: the largest with the non-portable
    /// attribute, where the kernel does not set it.
    ClusterSize { max: u32, non_portable: Option<u32> },
    /// Blocks per SM from 1 to `fit`, those that fit with no dynamic shared memory.
    BlocksThatFit { fit: u32 },
}

impl Allowed {
    /// The allowed values in the catalogues' words (`allowed-*`).
    pub fn message(self) -> Message {
        match self {
            Allowed::Range { low, high } => {
                Message::new("allowed-range").arg("low", Arg::Count(low)).arg("high", Arg::Count(high))
            }
            Allowed::Bytes { low, high } => Message::new("allowed-bytes")
                .arg("low", Arg::Count(low))
                .arg("high", Arg::Count(high))
                .arg("example", Arg::Count(48 * 1024)),
            Allowed::WholeNumber => Message::new("allowed-whole-number"),
            Allowed::Smaller => Message::new("allowed-smaller"),
            Allowed::Carveout => Message::new("range-carveout"),
            Allowed::OneOf(words) => {
                list_or(words.iter().map(|w| Message::from(w.to_string()))).unwrap_or_else(Message::empty)
            }
            Allowed::AboveZero => Message::new("allowed-above-zero"),
            Allowed::FromZero => Message::new("allowed-from-zero"),
            Allowed::UsedMix => Message::new("allowed-used-mix"),
            Allowed::ComputeCapability { header_only } => {
                let message = match header_only {
                    Some(h) => Message::new("allowed-cc-header").arg("cc", h.name).arg("missing", h.missing),
                    None => Message::new("allowed-cc"),
                };
                message.arg("known", ComputeCapability::known_names())
            }
            Allowed::NonPortable => Message::new("allowed-non-portable"),
            Allowed::ClusterSize { max, non_portable: None } => Allowed::Range { low: 1, high: max.into() }.message(),
            Allowed::ClusterSize { max, non_portable: Some(largest) } => Message::new("allowed-cluster-size")
                .arg("max", Arg::Count(max.into()))
                .arg("non_portable", Arg::Count(largest.into())),
            Allowed::BlocksThatFit { fit } => {
                Message::new("allowed-blocks-that-fit").arg("fit", Arg::Count(fit.into()))
            }
        }
    }
}

/// The English words: JSON is locale-free.
impl Serialize for Allowed {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.message().serialize(serializer)
    }
}

impl UnknownComputeCapability {
    /// What may be given instead, for an [`InputError`]: the available names,
    /// and for a header-only compute capability what is missing.
    pub fn allowed(&self) -> Allowed {
        Allowed::ComputeCapability { header_only: self.header_only }
    }
}

impl InputError {
    pub fn new(field: Field, value: impl ToString, allowed: Allowed) -> Self {
        InputError { field, value: value.to_string(), allowed }
    }

    /// The refusal in the catalogues' words, naming the field by its flag and CSV column:
    /// `threads (threads per block): "0" is not allowed; expected 1–1,048,576`.
    pub fn message(&self) -> Message {
        Message::new("input-refused")
            .arg("name", self.field.name())
            .arg("field", self.field.description())
            .arg("value", self.value.as_str())
            .arg("allowed", self.allowed.message())
    }
}

/// The English words.
impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for InputError {}

/// A batch file's header that names a column no batch reads, or lacks one it needs; the
/// message names it and the columns there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeaderError {
    Unknown { column: String, known: Vec<&'static str> },
    Missing { columns: Vec<&'static str>, required: Vec<&'static str> },
}

impl HeaderError {
    /// The error in the catalogues' words (`header-*`); the columns stay as the header writes them.
    pub fn message(&self) -> Message {
        match self {
            HeaderError::Unknown { column, known } => {
                Message::new("header-unknown-column").arg("column", column.as_str()).arg("known", known.join(","))
            }
            HeaderError::Missing { columns, required } => {
                let quoted = columns.iter().map(|c| Message::from(format!("`{c}`")));
                Message::new("header-missing-columns")
                    .arg("n", Arg::Count(columns.len() as u64))
                    .arg("columns", separated(quoted, "join-comma").unwrap_or_else(Message::empty))
                    .arg("required", required.join(","))
            }
        }
    }
}

/// The English words.
impl fmt::Display for HeaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for HeaderError {}
