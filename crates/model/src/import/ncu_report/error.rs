//! What can be wrong with a binary report, and where: every error carries the byte offset in
//! the (decompressed) file at which the reader found it, and says itself as a [`Message`].

use crate::locale::message::{Arg, Message};
use std::fmt;

/// A report that cannot be read past some point: what was wrong and at which byte.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportError {
    /// Byte offset in the file (after decompression, for a `.ncu-repz`).
    pub at: usize,
    pub kind: ErrorKind,
}

/// The ways a report can be damaged or foreign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ErrorKind {
    /// A size says more bytes follow than remain: `what` says `says` bytes, `remain` are left.
    Truncated { what: SizedPart, says: u64, remain: usize },
    /// A varint runs past ten bytes or past the end of its message.
    BadVarint,
    /// A field key with wire type 6 or 7, which protobuf does not define.
    BadWireType(u8),
    /// A field key with field number 0.
    FieldNumberZero,
    /// Groups nested deeper than [`super::wire::MAX_DEPTH`].
    TooDeep,
    /// A group end with no group open, or a group that never ends.
    UnbalancedGroup,
    /// A field holds another wire type than the schema gives it.
    WrongType { field: u32, expected: WireType },
    /// The file header is not the one Nsight Compute writes.
    BadHeader,
    /// The zstd decoder refused the data.
    Zstd,
    /// The decompressed report would exceed [`super::compressed::MAX_DECOMPRESSED_BYTES`].
    TooLarge { limit: u64 },
    /// A zstd file whose content is no Nsight Compute report.
    NotAReport,
}

/// What a size in the file is the size of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SizedPart {
    FileHeader,
    BlockHeader,
    Block,
    Message,
    SizePrefix,
    Field,
    Field64,
    Field32,
    SkippableFrame,
}

/// The wire types the schema gives the fields read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WireType {
    Varint,
    LengthDelimited,
    Double,
    Float,
}

impl SizedPart {
    /// "the block header", "a 32-bit field".
    fn message(self) -> Message {
        match self {
            SizedPart::FileHeader => Message::new("report-sized-file-header"),
            SizedPart::BlockHeader => Message::new("report-sized-block-header"),
            SizedPart::Block => Message::new("report-sized-block"),
            SizedPart::Message => Message::new("report-sized-message"),
            SizedPart::SizePrefix => Message::new("report-sized-size-prefix"),
            SizedPart::Field => Message::new("report-sized-field"),
            SizedPart::Field64 => Message::new("report-sized-field-64"),
            SizedPart::Field32 => Message::new("report-sized-field-32"),
            SizedPart::SkippableFrame => Message::new("report-sized-skippable-frame"),
        }
    }
}

impl WireType {
    /// "a varint", "length-delimited".
    fn message(self) -> Message {
        match self {
            WireType::Varint => Message::new("report-wire-varint"),
            WireType::LengthDelimited => Message::new("report-wire-length-delimited"),
            WireType::Double => Message::new("report-wire-double"),
            WireType::Float => Message::new("report-wire-float"),
        }
    }
}

impl ReportError {
    pub(crate) fn new(at: usize, kind: ErrorKind) -> ReportError {
        ReportError { at, kind }
    }

    /// What is wrong and at which byte, in the catalogues' words.
    pub fn message(&self) -> Message {
        let message = match &self.kind {
            ErrorKind::Truncated { what, says, remain } => Message::new("report-truncated")
                .arg("what", what.message())
                .arg("says", Arg::Count(*says))
                .arg("remain", Arg::Count(*remain as u64)),
            ErrorKind::BadVarint => Message::new("report-bad-varint"),
            ErrorKind::BadWireType(t) => Message::new("report-bad-wire-type").arg("type", Arg::Count((*t).into())),
            ErrorKind::FieldNumberZero => Message::new("report-field-number-zero"),
            ErrorKind::TooDeep => Message::new("report-too-deep"),
            ErrorKind::UnbalancedGroup => Message::new("report-unbalanced-group"),
            ErrorKind::WrongType { field, expected } => Message::new("report-wrong-type")
                .arg("field", Arg::Verbatim(field.to_string()))
                .arg("expected", expected.message()),
            ErrorKind::BadHeader => Message::new("report-bad-header"),
            ErrorKind::Zstd => Message::new("report-zstd"),
            ErrorKind::TooLarge { limit } => Message::new("report-too-large").arg("limit", Arg::Count(*limit)),
            ErrorKind::NotAReport => Message::new("report-not-a-report"),
        };
        message.arg("at", Arg::Count(self.at as u64))
    }
}

/// The English words.
impl fmt::Display for ReportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for ReportError {}
