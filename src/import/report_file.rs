//! Nsight Compute's own report file (`.ncu-rep`, `.ncu-repz`), read in the browser: the bytes
//! never leave the page. Its reader (the model's, with its zstd decoder) is a wasm chunk of its
//! own ([`read_report`]), fetched the first time a report is dropped or chosen, so that neither
//! the first view nor the panels carry it. Several files dropped or chosen together are read as
//! one report ([`read_several`]).

use occlab_model::import::{file_text, is_binary_report, read, read_bytes, Import};
use occlab_model::locale::message::{counted, Arg, Message};
use wasm_split_helpers::{wasm_split, SplitLoaderError};

/// Reads a report's bytes (loading the reader on first use).
#[wasm_split(ncu_report_reader, fallible)]
pub fn read_report(bytes: Vec<u8>) -> Result<Import, SplitLoaderError> {
    Ok(read_bytes(&bytes))
}

/// A report read from a file: its name, its size and what it holds.
#[derive(Debug, Clone, PartialEq)]
pub struct ReportFile {
    pub name: String,
    pub size: usize,
    pub import: Import,
}

impl ReportFile {
    /// "report.ncu-rep (2,692,370 B), read in this browser and not uploaded: 14 kernels."
    pub fn summary(&self) -> Message {
        Message::new("import-file-summary")
            .arg("name", self.name.as_str())
            .arg("size", Arg::Bytes(self.size as u64))
            .arg("kernels", counted("kernels", self.import.launches.len() as u64))
    }
}

/// Several files read as one report, as `occlab import` reads them: each a binary report (read
/// by its reader) or text (read as a paste), their launches together under their names joined;
/// the first file that is neither, or could not be read, refuses them all, naming it.
pub async fn read_several(files: Vec<(String, Result<Vec<u8>, String>)>) -> Result<ReportFile, Message> {
    let refused =
        |name: &str, why: Message| Message::new("import-file-unreadable-named").arg("name", name).arg("why", why);
    let (mut names, mut size, mut import) = (Vec::new(), 0, Import::default());
    for (name, bytes) in files {
        let bytes = bytes.map_err(|why| refused(&name, Message::from(why)))?;
        size += bytes.len();
        let read = if is_binary_report(&bytes) {
            read_report(bytes).await.map_err(|_| Message::new("import-reader-not-loaded").arg("name", name.as_str()))?
        } else {
            read(&file_text(&bytes).map_err(|e| refused(&name, e.0))?)
        };
        import = import.merge(read);
        names.push(name);
    }
    Ok(ReportFile { name: names.join(", "), size, import })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The H200 report of 14 library kernels, read as the page reads a dropped file.
    #[test]
    fn a_dropped_report_is_read_and_summarised() {
        let bytes = include_bytes!("../../tests/hardware/data/h200/reports/library.ncu-rep");
        assert!(occlab_model::import::is_binary_report(bytes));
        let file = ReportFile { name: "library.ncu-rep".into(), size: bytes.len(), import: read_bytes(bytes) };
        assert_eq!(
            file.summary().to_string(),
            "library.ncu-rep (2,692,370 B), read in this browser and not uploaded: 14 kernels."
        );
    }
}
