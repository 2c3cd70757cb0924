//! The CLI's own refusals as catalogue messages (`cli-*`): a file that cannot be read or
//! written, a flag and what its value led to, a row of a CSV file. The OS's reason stays as it
//! is given; the model's refusals are its messages, in the language of the run.

use crate::speech::say;
use occlab_model::locale::message::{counted, Arg, Message};
use occlab_model::InputError;
use std::io;
use std::path::Path;

/// "cannot read PATH: REASON".
pub fn cannot_read(path: &Path, e: &io::Error) -> Message {
    Message::new("cli-cannot-read").arg("path", path.display().to_string()).arg("why", e.to_string())
}

/// "cannot write PATH: REASON".
pub fn cannot_write(path: &Path, e: &io::Error) -> Message {
    Message::new("cli-cannot-write").arg("path", path.display().to_string()).arg("why", e.to_string())
}

/// "cannot create the folder PATH: REASON".
pub fn cannot_create(path: &Path, e: &io::Error) -> Message {
    Message::new("cli-cannot-create").arg("path", path.display().to_string()).arg("why", e.to_string())
}

/// "PLACE: ERROR": what a flag (`--svg`, `--run FILE`) or a file led to.
pub fn at(place: impl Into<Arg>, error: impl Into<Message>) -> Message {
    Message::new("cli-at").arg("place", place).arg("error", error.into())
}

/// "row N: ERROR", for a row of a CSV file that could not be read.
pub fn row(row: u64, error: impl Into<Message>) -> Message {
    Message::new("cli-row").arg("row", Arg::Count(row)).arg("error", error.into())
}

/// "N rows could not be read; the others are in the output".
pub fn rows_failed(failed: usize) -> Message {
    counted("cli-rows-failed", failed as u64)
}

/// An error as occlab prints it: an input the model refused, which `?` passes up as it is, in
/// the language of the run; any other error, already worded, as it is.
pub fn said(e: &anyhow::Error) -> String {
    match e.downcast_ref::<InputError>() {
        Some(refused) => say(&refused.message()),
        None => format!("{e:#}"),
    }
}
