//! `nvprof --print-gpu-trace`: one line per GPU activity; kernel launches carry their grid and
//! block ("(151 76 1)"), registers per thread ("Regs*"), static and dynamic shared memory
//! ("SSMem*", "DSMem*", sizes with their unit attached: "4.0000KB", "0B"), the device and the
//! name ("render(...) [138]", the bracket being the correlation id). Copies and page faults
//! ("-" for the grid) are skipped. With `--csv` the columns are "Grid X" … "Block Z",
//! "Registers Per Thread", "Static SMem", "Dynamic SMem", "Device", "Name", and a units row
//! follows the header. Layout source: the public captures in
//! `crates/model/tests/import_fixtures/nvprof/` and the Profiler User's Guide ("GPU-Trace and
//! API-Trace Modes").

use super::csv_record::split;
use super::number::{read_bytes, read_bytes_suffixed, read_count, read_dim3, DecimalMark};
use super::{numbered_lines, Diagnostic, Import, ProfiledLaunch};
use crate::locale::message::Message;
use std::borrow::Cow;

/// Reads the text trace.
pub fn read_text(text: &str) -> Import {
    let mut import = Import::default();
    let mut columns: Option<TextColumns> = None;
    for (n, line) in numbered_lines(text) {
        if line.contains("Grid Size") && line.contains("Block Size") && line.contains("Regs*") {
            columns = Some(TextColumns::new(line));
            continue;
        }
        let Some(c) = &columns else { continue };
        let t = line.trim();
        if t.is_empty() || t.starts_with("==") {
            continue;
        }
        // A kernel row has its grid and block in parentheses; other rows have "-" there.
        let Some(open) = line.find('(').filter(|&i| i < c.name_at) else { continue };
        let Some(close) = line[open..].find(')').map(|i| open + i) else { continue };
        let Some(block_open) = line[close..].find('(').map(|i| close + i).filter(|&i| i < c.name_at) else { continue };
        let Some(block_close) = line[block_open..].find(')').map(|i| block_open + i) else { continue };
        let mut launch = ProfiledLaunch { line: n, ..ProfiledLaunch::default() };
        launch.grid_size = read_dim3(&line[open..=close]);
        launch.block_size = read_dim3(&line[block_open..=block_close]).and_then(|b| u32::try_from(b).ok());
        let mut after = line[block_close + 1..].split_whitespace();
        let (regs, ssmem, dsmem) = (after.next().unwrap_or(""), after.next().unwrap_or(""), after.next().unwrap_or(""));
        launch.registers_per_thread = read_count(regs, DecimalMark::Point);
        launch.static_shared_memory = read_bytes_suffixed(ssmem, DecimalMark::Point);
        launch.dynamic_shared_memory = read_bytes_suffixed(dsmem, DecimalMark::Point);
        launch.device = c
            .device
            .and_then(|(from, to)| line.get(from..to))
            .map(str::trim)
            .filter(|d| !d.is_empty())
            .map(str::to_string);
        launch.name = line.get(c.name_at..).map_or("", str::trim).to_string();
        if let Some((name, id)) = launch.name.rsplit_once(" [") {
            if id.trim_end_matches(']').bytes().all(|b| b.is_ascii_digit()) {
                launch.name = name.to_string();
            }
        }
        let column = |name: &str| Message::new("import-row-column-unread").arg("column", name);
        for (unread, ok) in [
            (Message::new("import-row-grid-unread"), launch.grid_size.is_some()),
            (Message::new("import-row-block-unread"), launch.block_size.is_some()),
            (column("Regs*"), launch.registers_per_thread.is_some()),
            (column("SSMem*"), launch.static_shared_memory.is_some()),
            (column("DSMem*"), launch.dynamic_shared_memory.is_some()),
        ] {
            if !ok {
                import.diagnostics.push(Diagnostic::new(n, unread));
            }
        }
        import.launches.push(launch);
    }
    import
}

/// Where the text trace's columns are, from its header line.
struct TextColumns {
    /// Where the (left-aligned) name column starts.
    name_at: usize,
    /// The (right-aligned) device column: from the end of the column before it to its own end.
    device: Option<(usize, usize)>,
}

impl TextColumns {
    fn new(header: &str) -> TextColumns {
        let name_at = header.rfind("Name").unwrap_or(header.len());
        let device = header.find("Device").map(|at| {
            let end = at + "Device".len();
            let before = header[..at].trim_end().len();
            (before, end)
        });
        TextColumns { name_at, device }
    }
}

/// Reads the CSV trace.
pub fn read_csv(text: &str) -> Import {
    let mut import = Import::default();
    let mut fields: Vec<Cow<'_, str>> = Vec::new();
    let mut header: Option<Vec<String>> = None;
    let mut units: Option<Vec<String>> = None;
    for (n, line) in numbered_lines(text) {
        if line.trim().is_empty() || line.starts_with("==") {
            continue;
        }
        split(line, &mut fields);
        let Some(h) = &header else {
            if fields.first().is_some_and(|f| f == "Start") {
                header = Some(fields.iter().map(|f| f.to_string()).collect());
            }
            continue;
        };
        let Some(u) = &units else {
            units = Some(fields.iter().map(|f| f.to_string()).collect());
            continue;
        };
        let at = |name: &str| h.iter().position(|c| c == name);
        let get = |name: &str| at(name).and_then(|i| fields.get(i)).map_or("", |f| f.as_ref());
        let unit = |name: &str| at(name).and_then(|i| u.get(i)).map_or("", String::as_str);
        if get("Grid X").is_empty() {
            continue; // a copy or a memset
        }
        let dim = |names: [&str; 3]| {
            names.iter().try_fold(1u64, |p, name| p.checked_mul(read_count(get(name), DecimalMark::Point)?.into()))
        };
        let mut launch = ProfiledLaunch { line: n, name: get("Name").to_string(), ..ProfiledLaunch::default() };
        launch.grid_size = dim(["Grid X", "Grid Y", "Grid Z"]);
        launch.block_size = dim(["Block X", "Block Y", "Block Z"]).and_then(|b| u32::try_from(b).ok());
        launch.registers_per_thread = read_count(get("Registers Per Thread"), DecimalMark::Point);
        launch.static_shared_memory = read_bytes(get("Static SMem"), unit("Static SMem"), DecimalMark::Point);
        launch.dynamic_shared_memory = read_bytes(get("Dynamic SMem"), unit("Dynamic SMem"), DecimalMark::Point);
        launch.device = Some(get("Device")).filter(|d| !d.is_empty()).map(|d| match d.rsplit_once(" (") {
            Some((name, _)) => name.to_string(),
            None => d.to_string(),
        });
        if launch.grid_size.is_none() || launch.block_size.is_none() {
            import.diagnostics.push(Diagnostic::new(n, Message::new("import-row-launch-unread")));
        }
        import.launches.push(launch);
    }
    import
}
