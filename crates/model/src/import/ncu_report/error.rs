//! What can be wrong with a binary report, and where: every error carries the byte offset in
//! the (decompressed) file at which the reader found it.

use crate::numerals::thousands;
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
    /// A size says more bytes follow than remain: `what` ("the block", "result 3", …) says
    /// `says` bytes, `remain` are left.
    Truncated { what: &'static str, says: u64, remain: usize },
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
    WrongType { field: u32, expected: &'static str },
    /// The file header is not the one Nsight Compute writes.
    BadHeader,
    /// The zstd decoder refused the data.
    Zstd,
    /// The decompressed report would exceed [`super::compressed::MAX_DECOMPRESSED_BYTES`].
    TooLarge { limit: u64 },
    /// A zstd file whose content is no Nsight Compute report.
    NotAReport,
}

impl ReportError {
    pub(crate) fn new(at: usize, kind: ErrorKind) -> ReportError {
        ReportError { at, kind }
    }
}

impl fmt::Display for ReportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = thousands(self.at as u64);
        match &self.kind {
            ErrorKind::Truncated { what, says, remain } => write!(
                f,
                "truncated: {what} at byte {at} says it holds {} bytes but {} remain",
                thousands(*says),
                thousands(*remain as u64)
            ),
            ErrorKind::BadVarint => write!(f, "damaged: the number at byte {at} runs past its ten bytes or its message"),
            ErrorKind::BadWireType(t) => {
                write!(f, "damaged: the field at byte {at} has wire type {t}, which protobuf does not define")
            }
            ErrorKind::FieldNumberZero => write!(f, "damaged: the field at byte {at} has field number 0"),
            ErrorKind::TooDeep => write!(f, "damaged: the groups at byte {at} are nested too deeply to be a report"),
            ErrorKind::UnbalancedGroup => write!(f, "damaged: the group at byte {at} is not closed where it should be"),
            ErrorKind::WrongType { field, expected } => {
                write!(f, "damaged: field {field} at byte {at} should be {expected}")
            }
            ErrorKind::BadHeader => write!(
                f,
                "the file header at byte {at} is not an Nsight Compute report's (NVR, then its version)"
            ),
            ErrorKind::Zstd => {
                write!(f, "the zstd data at byte {at} cannot be decompressed: it is damaged or cut short")
            }
            ErrorKind::TooLarge { limit } => write!(
                f,
                "the compressed report decompresses to more than {} bytes (from byte {at} of the compressed file), the most this reader accepts",
                thousands(*limit)
            ),
            ErrorKind::NotAReport => write!(
                f,
                "the file is zstd-compressed, but what it holds is no Nsight Compute report (no NVR at its start)"
            ),
        }
    }
}

impl std::error::Error for ReportError {}
