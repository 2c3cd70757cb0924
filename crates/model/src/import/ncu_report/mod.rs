//! Nsight Compute's own report file (`ncu -o FILE` writes `FILE.ncu-rep`), read without Nsight
//! Compute: the same [`ProfiledLaunch`] values as the details and raw pages give, but exact (sizes
//! in bytes, percentages and waves as stored), with the device's name, compute capability and SM
//! count, and the rules' advice. A zstd-compressed report (`.ncu-repz`) is decompressed first.
//!
//! The file is protobuf messages in a frame of 32-bit sizes ([`report_file`]), read by a small
//! hand decoder ([`wire`]) for the few fields needed; everything else is skipped unread. What was
//! found on the H200 captures of `tests/hardware/data/h200/reports/` (Nsight Compute 2025.3.1):
//!
//! - The string table that metric names index is the blocks' `StringTable`, one list for the
//!   whole file: each block's table extends it (only the first block with results has entries;
//!   the later ones are empty, and their results index the first one's names).
//! - Device attributes are stored twice: as metrics of every result (`device__attribute_*`,
//!   used first) and in the session details' `DeviceAttributes` (used where a result lacks them).
//! - Results are numbered in file order from 0, the pages' "ID"; a launch's `line` is its ID + 1,
//!   so that the comparison files each launch's diagnostics under it, and whole-file diagnostics
//!   have line 0 with the byte offset in their message.
//!
//! **Never panics** on any input: every size is checked against the bytes that remain before
//! anything is sliced or allocated, groups nest at most [`wire::MAX_DEPTH`] deep, and a damaged
//! block ends the reading with a diagnostic that says where, keeping the launches read before it.
//!
//! Source: Nsight Compute Customization Guide, Report File Format; message field numbers from the
//! schema shipped as extras/FileFormat/*.proto (Nsight Compute 2025.3.1).

mod compressed;
mod error;
mod profile_result;
mod report_file;
mod rule_results;
mod session_details;
mod wire;

pub use compressed::MAX_DECOMPRESSED_BYTES;
use error::{ErrorKind, ReportError};

use super::{Diagnostic, Format, Import, ProfiledLaunch};
use crate::locale::message::{Arg, Message};
use profile_result::{classify, Decoded, Slot};
use report_file::{PayloadMessages, ReportFile};
use session_details::Device;

/// The `FileHeader.Version` of the reports this reader was checked on (Nsight Compute 2025.3.1).
const KNOWN_VERSION: u64 = 7;

/// Whether `bytes` are a report, plain (`NVR\0`) or zstd-compressed (a zstd frame; whether it
/// holds a report is known only once it is decompressed).
pub fn is_report(bytes: &[u8]) -> bool {
    ReportFile::is_report(bytes) || compressed::is_zstd(bytes)
}

/// Reads a report, plain or compressed.
pub fn read(bytes: &[u8]) -> Import {
    if !compressed::is_zstd(bytes) {
        return read_plain(bytes);
    }
    let unpacked = compressed::decompress(bytes, MAX_DECOMPRESSED_BYTES);
    let mut import = if ReportFile::is_report(&unpacked.bytes) {
        read_plain(&unpacked.bytes)
    } else {
        let error = unpacked.error.clone().unwrap_or(ReportError::new(0, ErrorKind::NotAReport));
        return Import { diagnostics: vec![Diagnostic::new(0, error.message())], ..Import::default() };
    };
    if let Some(e) = unpacked.error {
        import.diagnostics.insert(0, Diagnostic::new(0, e.message()));
    }
    import
}

/// Reads an uncompressed report.
fn read_plain(bytes: &[u8]) -> Import {
    let mut import = Import { format: Some(Format::NcuReport), ..Import::default() };
    let diagnostics = &mut import.diagnostics;
    let mut file = match ReportFile::open(bytes) {
        Ok(file) => file,
        Err(e) => {
            diagnostics.push(Diagnostic::new(0, e.message()));
            return import;
        }
    };
    let mut slots: Vec<Option<Slot>> = Vec::new();
    let mut devices: Vec<Device> = Vec::new();
    let mut results: Vec<Decoded> = Vec::new();
    let mut ids = 0usize;
    let mut other_results = 0u64;
    while let Some(block) = file.next_block() {
        let block = match block {
            Ok(block) => block,
            Err(e) => {
                diagnostics.push(Diagnostic::new(0, Message::new("report-rest-not-read").arg("error", e.message())));
                break;
            }
        };
        if let Some(table) = block.string_table {
            for field in table.fields() {
                match field {
                    Ok(f) if f.number == 1 => slots.push(f.bytes().ok().and_then(|m| classify(m.bytes))),
                    Ok(_) => {}
                    Err(e) => {
                        let message = Message::new("report-in-string-table").arg("error", e.message());
                        diagnostics.push(Diagnostic::new(0, message));
                        break;
                    }
                }
            }
        }
        if let Some(details) = block.session_details {
            if let Err(e) = session_details::read_devices(details, &mut devices) {
                diagnostics
                    .push(Diagnostic::new(0, Message::new("report-in-session-details").arg("error", e.message())));
            }
        }
        other_results = other_results.saturating_add(block.num_other_results);
        let Some(payload) = block.payload else { continue };
        let mut messages = 0u64;
        for message in PayloadMessages::new(payload) {
            let message = match message {
                Ok(m) => m,
                Err(e) => {
                    diagnostics.push(Diagnostic::new(0, e.message()));
                    break;
                }
            };
            let is_result = messages >= block.num_sources && messages - block.num_sources < block.num_results;
            messages += 1;
            if !is_result {
                continue; // sources (SASS, PTX) and range results: not needed
            }
            ids += 1;
            match profile_result::read(message, ids, &slots) {
                Ok(result) => results.push(result),
                Err(e) => {
                    let message =
                        Message::new("report-result-unread").arg("id", id_arg(ids - 1)).arg("error", e.message());
                    diagnostics.push(Diagnostic::new(0, message));
                }
            }
        }
        let declared = block.num_sources.saturating_add(block.num_results).saturating_add(block.num_other_results);
        if messages != declared {
            let message = Message::new("report-block-messages")
                .arg("at", Arg::Count(block.at as u64))
                .arg("declared", Arg::Count(declared))
                .arg("held", Arg::Count(messages));
            diagnostics.push(Diagnostic::new(0, message));
        }
    }
    let unresolved: usize = results.iter().map(|r| r.unresolved).sum();
    if unresolved > 0 {
        let message = Message::new("report-unresolved")
            .arg("results", Arg::Count(unresolved as u64))
            .arg("names", Arg::Count(slots.len() as u64));
        diagnostics.push(Diagnostic::new(0, message));
    }
    if other_results > 0 {
        diagnostics.push(Diagnostic::new(0, Message::new("report-other-results").arg("n", Arg::Count(other_results))));
    }
    for result in results {
        let id = result.launch.line.saturating_sub(1);
        for problem in &result.problems {
            let message = Message::new("report-at-id").arg("id", id_arg(id)).arg("message", problem.clone());
            diagnostics.push(Diagnostic::new(result.launch.line, message));
        }
        import.launches.push(with_device(result, &devices));
    }
    missing_sections(&mut import);
    if import.launches.is_empty() {
        let message = match file.version {
            KNOWN_VERSION => Message::new("report-no-launch"),
            v => Message::new("report-no-launch-version")
                .arg("version", Arg::Verbatim(v.to_string()))
                .arg("known", Arg::Verbatim(KNOWN_VERSION.to_string())),
        };
        import.diagnostics.push(Diagnostic::new(0, message));
    }
    import
}

/// Fills what a result's metrics lack from the session's record of its device.
fn with_device(result: Decoded, devices: &[Device]) -> ProfiledLaunch {
    let mut launch = result.launch;
    let device = devices.iter().find(|d| d.id == result.device_id);
    launch.sms =
        launch.sms.or(result.device_sms).or_else(|| device.and_then(|d| d.sms).and_then(|n| u32::try_from(n).ok()));
    if let Some(d) = device {
        if launch.device.is_none() {
            launch.device.clone_from(&d.name);
        }
        if launch.compute_capability.is_none() {
            if let (Some(major), Some(minor)) = (d.cc_major, d.cc_minor) {
                launch.compute_capability = super::ncu_metrics::compute_capability(&format!("{major}.{minor}"));
            }
        }
    }
    launch
}

/// The sections a comparison needs that a launch's results lack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MissingSections {
    Both,
    LaunchStatistics,
    Occupancy,
}

impl MissingSections {
    /// What `l` lacks, if anything.
    fn of(l: &ProfiledLaunch) -> Option<MissingSections> {
        let r = &l.reported;
        let launch_stats = l.registers_per_thread.is_none()
            && l.shared_memory_config_size.is_none()
            && l.static_shared_memory.is_none()
            && r.waves_per_sm.is_none();
        let occupancy = r.theoretical_occupancy_pct.is_none()
            && [r.block_limit_warps, r.block_limit_registers, r.block_limit_shared_mem, r.block_limit_sm]
                .iter()
                .all(Option::is_none);
        match (launch_stats, occupancy) {
            (true, true) => Some(MissingSections::Both),
            (true, false) => Some(MissingSections::LaunchStatistics),
            (false, true) => Some(MissingSections::Occupancy),
            (false, false) => None,
        }
    }

    /// "the Launch Statistics and Occupancy sections were not collected".
    fn message(self) -> Message {
        match self {
            MissingSections::Both => Message::new("report-sections-both"),
            MissingSections::LaunchStatistics => Message::new("report-sections-launch-stats"),
            MissingSections::Occupancy => Message::new("report-sections-occupancy"),
        }
    }
}

/// Says which sections a comparison needs were not collected, and how to collect them: once for
/// the whole report where every launch lacks the same, else under each launch that lacks them.
fn missing_sections(import: &mut Import) {
    let found: Vec<(usize, Option<MissingSections>)> =
        import.launches.iter().map(|l| (l.line, MissingSections::of(l))).collect();
    let Some(&(_, first)) = found.first() else { return };
    if first.is_some() && found.iter().all(|(_, m)| *m == first) {
        if let Some(missing) = first {
            let message = Message::new("report-not-collected")
                .arg("sections", missing.message())
                .arg("launches", Arg::Count(found.len() as u64));
            import.diagnostics.push(Diagnostic::new(0, message));
        }
        return;
    }
    for (line, missing) in found {
        if let Some(missing) = missing {
            let message = Message::new("report-not-collected-launch")
                .arg("id", id_arg(line.saturating_sub(1)))
                .arg("sections", missing.message());
            import.diagnostics.push(Diagnostic::new(line, message));
        }
    }
}

/// A launch's ID (its place in the file, from 0), as the pages print it: a name, not a count.
fn id_arg(id: usize) -> Arg {
    Arg::Verbatim(id.to_string())
}
