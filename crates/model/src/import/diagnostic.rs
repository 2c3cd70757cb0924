//! What a reader says of a line or a part of its input that it cannot use: a [`Message`] of the
//! catalogues with its line, so that each front end says it in the reader's language. What the
//! input itself holds (a quoted line, a value, the profiler's own words) is a `Verbatim`
//! argument, shown as it was written.

use super::Format;
use crate::locale::message::{Arg, Message};
use serde::Serialize;

/// A line that could not be used, and why. Lines are numbered from 1. A binary report has no
/// lines: there a launch's line is its ID + 1, and line 0 is the whole file, with the byte offset
/// in the message. JSON gives the message in English.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Diagnostic {
    pub line: usize,
    pub message: Message,
}

impl Diagnostic {
    pub(crate) fn new(line: usize, message: Message) -> Diagnostic {
        Diagnostic { line, message }
    }

    /// The diagnostic with its place: "line 41: …" in a text; a binary report has no lines, and
    /// its messages name their place themselves ("ID 2: …", "… the block at byte 166 …").
    pub fn located(&self, format: Option<Format>) -> Message {
        if format == Some(Format::NcuReport) || self.line == 0 {
            self.message.clone()
        } else {
            Message::new("import-at-line")
                .arg("line", Arg::Count(self.line as u64))
                .arg("message", self.message.clone())
        }
    }
}

/// A value of the input in the language's quotation marks: `"1.5"`, «1.5».
pub(crate) fn quoted(text: &str) -> Message {
    Message::new("import-quoted").arg("text", text.trim())
}
