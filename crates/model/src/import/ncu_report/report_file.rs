//! The report file's frame: the magic `NVR\0`, a size-prefixed `FileHeader`, then blocks to the
//! end of the file. Each block is a size-prefixed `BlockHeader` followed by its payload of
//! `PayloadSize` bytes, which holds `NumSources` source messages, `NumResults` kernel results,
//! then range, command-list and graph results, each message prefixed by its size. Every size is
//! a 32-bit little-endian integer (checked on the H200 captures of
//! `tests/hardware/data/h200/reports/`).
//!
//! Source: Nsight Compute Customization Guide, Report File Format; message field numbers from the
//! schema shipped as extras/FileFormat/*.proto (Nsight Compute 2025.3.1): `FileHeader` 1 Version;
//! `BlockHeader` 1 NumSources, 2 NumResults, 3 SessionDetails, 4 StringTable, 5 PayloadSize,
//! 7 NumRangeResults, 8 NumCmdlistResults, 9 NumGraphResults.

use super::error::{ErrorKind, ReportError, SizedPart};
use super::wire::Message;

/// The first bytes of every report.
pub const MAGIC: &[u8; 4] = b"NVR\0";

/// One block: its header's fields and its payload.
#[derive(Debug, Default)]
pub struct Block<'a> {
    /// Where the block's size prefix starts.
    pub at: usize,
    pub num_sources: u64,
    pub num_results: u64,
    /// Range, command-list and graph results: not kernel launches, not read.
    pub num_other_results: u64,
    pub session_details: Option<Message<'a>>,
    pub string_table: Option<Message<'a>>,
    pub payload: Option<Message<'a>>,
}

/// The file: its version and its blocks, read lazily.
#[derive(Debug)]
pub struct ReportFile<'a> {
    pub version: u64,
    bytes: &'a [u8],
    pos: usize,
    done: bool,
}

/// A 32-bit little-endian size at `at`, and the message it prefixes; `what` names the message in
/// errors ("the block header").
pub fn sized<'a>(bytes: &'a [u8], at: usize, what: SizedPart) -> Result<Message<'a>, ReportError> {
    let remain = bytes.len().saturating_sub(at);
    let prefix = bytes
        .get(at..at.saturating_add(4))
        .and_then(|p| <[u8; 4]>::try_from(p).ok())
        .ok_or_else(|| ReportError::new(at, ErrorKind::Truncated { what: SizedPart::SizePrefix, says: 4, remain }))?;
    let n = u32::from_le_bytes(prefix);
    let start = at + 4;
    let body = usize::try_from(n).ok().and_then(|n| bytes.get(start..start.checked_add(n)?)).ok_or_else(|| {
        ReportError::new(at, ErrorKind::Truncated { what, says: n.into(), remain: remain.saturating_sub(4) })
    })?;
    Ok(Message::new(body, start))
}

impl<'a> ReportFile<'a> {
    /// Whether `bytes` start like a report.
    pub fn is_report(bytes: &[u8]) -> bool {
        bytes.starts_with(MAGIC)
    }

    /// Reads the magic and the file header.
    pub fn open(bytes: &'a [u8]) -> Result<ReportFile<'a>, ReportError> {
        if !Self::is_report(bytes) {
            return Err(ReportError::new(0, ErrorKind::BadHeader));
        }
        let header = sized(bytes, MAGIC.len(), SizedPart::FileHeader)?;
        let mut version = None;
        for field in header.fields() {
            let field = field?;
            if field.number == 1 {
                version = Some(field.varint()?);
            }
        }
        let version = version.ok_or_else(|| ReportError::new(MAGIC.len(), ErrorKind::BadHeader))?;
        Ok(ReportFile { version, bytes, pos: header.at + header.bytes.len(), done: false })
    }

    /// The next block, `None` at the end of the file. After an error there are no more blocks:
    /// a size that cannot be trusted leaves no way to find the next one.
    pub fn next_block(&mut self) -> Option<Result<Block<'a>, ReportError>> {
        if self.done || self.pos >= self.bytes.len() {
            return None;
        }
        let block = self.block();
        match &block {
            Ok(b) => self.pos = b.payload.map_or(self.pos, |p| p.at + p.bytes.len()),
            Err(_) => self.done = true,
        }
        Some(block)
    }

    fn block(&mut self) -> Result<Block<'a>, ReportError> {
        let at = self.pos;
        let header = sized(self.bytes, at, SizedPart::BlockHeader)?;
        let mut block = Block { at, ..Block::default() };
        let mut payload_size = 0u64;
        for field in header.fields() {
            let field = field?;
            match field.number {
                1 => block.num_sources = field.varint()?,
                2 => block.num_results = field.varint()?,
                3 => block.session_details = Some(field.bytes()?),
                4 => block.string_table = Some(field.bytes()?),
                5 => payload_size = field.varint()?,
                7..=9 => block.num_other_results = block.num_other_results.saturating_add(field.varint()?),
                _ => {}
            }
        }
        let start = header.at + header.bytes.len();
        let remain = self.bytes.len().saturating_sub(start);
        let payload =
            usize::try_from(payload_size).ok().and_then(|n| self.bytes.get(start..start.checked_add(n)?)).ok_or_else(
                || ReportError::new(at, ErrorKind::Truncated { what: SizedPart::Block, says: payload_size, remain }),
            )?;
        block.payload = Some(Message::new(payload, start));
        Ok(block)
    }
}

/// The size-prefixed messages of a block's payload, in order.
#[derive(Debug)]
pub struct PayloadMessages<'a> {
    payload: Message<'a>,
    pos: usize,
    done: bool,
}

impl<'a> PayloadMessages<'a> {
    pub fn new(payload: Message<'a>) -> PayloadMessages<'a> {
        PayloadMessages { payload, pos: 0, done: false }
    }
}

impl<'a> Iterator for PayloadMessages<'a> {
    type Item = Result<Message<'a>, ReportError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done || self.pos >= self.payload.bytes.len() {
            return None;
        }
        match sized(self.payload.bytes, self.pos, SizedPart::Message) {
            Ok(m) => {
                self.pos = m.at + m.bytes.len();
                Some(Ok(Message::new(m.bytes, self.payload.at + m.at)))
            }
            Err(e) => {
                self.done = true;
                Some(Err(ReportError::new(self.payload.at + e.at, e.kind)))
            }
        }
    }
}
