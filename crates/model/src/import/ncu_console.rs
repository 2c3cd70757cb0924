//! Nsight Compute's console output (`ncu ./app`, any `--section`s), in the current layout
//! (2023 on: a "Metric Name / Metric Unit / Metric Value" table per section and a kernel line
//! "name (grid)x(block), Context c, Stream s, Device d, CC x.y") and the older `nv-nsight-cu-cli`
//! layout (kernel line "name, date, Context c, Stream s", wide tables without a header row).
//! `==PROF==` lines and the program's own output may be mixed in; rule blocks ("OPT", "INF",
//! "WRN", with "Est. Speedup" or "Est. Local Speedup") are kept in the profiler's words.
//!
//! Layout sources: the H100/H200 captures in `tests/hardware/data/*/import/` (Nsight Compute
//! 2025.3) and the older layout quoted in `crates/model/tests/import_fixtures/README.md`.

use super::ncu_metrics::{apply, compute_capability};
use super::number::{read_dim3, DecimalMark};
use super::{numbered_lines, Diagnostic, Import, ProfiledLaunch, RuleNote};
use crate::locale::message::Message;

/// The rule kinds Nsight Compute prints at the start of an advice block.
const RULE_KINDS: [&str; 4] = ["OPT", "INF", "WRN", "ERR"];

/// Reads every kernel of a console report.
pub fn read(text: &str) -> Import {
    let mark = DecimalMark::detect(
        numbered_lines(text)
            .filter(|(_, l)| l.starts_with("  "))
            .filter_map(|(_, l)| l.split_whitespace().rev().find(|t| *t != "%")),
    );
    let mut import = Import::default();
    let mut launch: Option<ProfiledLaunch> = None;
    let mut section = String::new();
    // Where the unit and the value columns start, from the section's dashed rule.
    let mut columns: Option<(usize, usize)> = None;
    let mut rule: Option<(usize, RuleNote)> = None;

    for (n, line) in numbered_lines(text) {
        let t = line.trim_start();
        let indent = line.len() - t.len();
        if t.starts_with("==PROF==") {
            continue;
        }
        if t.starts_with("==WARNING==") || t.starts_with("==ERROR==") {
            import.diagnostics.push(Diagnostic::new(n, Message::new("import-ncu-said").arg("text", t.trim_end())));
            continue;
        }
        if t.trim_end().is_empty() {
            close_rule(&mut rule, launch.as_mut());
            continue;
        }
        if let Some((rule_indent, note)) = rule.as_mut() {
            if indent > *rule_indent {
                if !note.text.is_empty() {
                    note.text.push(' ');
                }
                note.text.push_str(t.trim_end());
                continue;
            }
            close_rule(&mut rule, launch.as_mut());
        }
        if !t.starts_with("Section:") && line.contains(", Context ") && line.contains(", Stream ") {
            if let Some(done) = launch.take() {
                import.launches.push(done);
            }
            launch = Some(kernel_line(n, t.trim_end()));
            section.clear();
            columns = None;
            continue;
        }
        let Some(current) = launch.as_mut() else {
            continue; // program output before the first kernel
        };
        if let Some(name) = t.strip_prefix("Section:") {
            section = name.trim().to_string();
            columns = None;
            continue;
        }
        if t.starts_with('-') && t.bytes().all(|b| b == b'-' || b == b' ') {
            columns = dash_columns(line);
            continue;
        }
        if let Some(kind) = RULE_KINDS.iter().find(|k| t.starts_with(*k) && t[k.len()..].starts_with(' ')) {
            let rest = t[kind.len()..].trim();
            let (speedup, text) = split_speedup(rest);
            rule = Some((
                indent,
                RuleNote { line: n, kind: kind.to_string(), section: section.clone(), speedup, text: text.to_string() },
            ));
            continue;
        }
        // Section rows are indented; a line at the margin is the program's own output.
        if section.is_empty() || indent == 0 || t.starts_with("Metric Name") {
            continue;
        }
        let Some((label, unit, value)) = metric_row(line, columns) else {
            let message =
                Message::new("import-not-metric-row").arg("section", section.as_str()).arg("text", t.trim_end());
            import.diagnostics.push(Diagnostic::new(n, message));
            continue;
        };
        if let Err(message) = apply(current, label, unit, value, mark) {
            import.diagnostics.push(Diagnostic::new(n, message));
        }
    }
    close_rule(&mut rule, launch.as_mut());
    if let Some(done) = launch {
        import.launches.push(done);
    }
    import
}

fn close_rule(rule: &mut Option<(usize, RuleNote)>, launch: Option<&mut ProfiledLaunch>) {
    if let (Some((_, note)), Some(l)) = (rule.take(), launch) {
        l.rules.push(note);
    }
}

/// "Est. Local Speedup: 75%" at the start of a rule's first line, and the rest of the text.
fn split_speedup(rest: &str) -> (Option<String>, &str) {
    if !rest.starts_with("Est.") {
        return (None, rest);
    }
    match rest.find('%') {
        Some(end) => (Some(rest[..=end].to_string()), rest[end + 1..].trim()),
        None => (Some(rest.to_string()), ""),
    }
}

/// The kernel line, in either layout.
fn kernel_line(n: usize, t: &str) -> ProfiledLaunch {
    let mut launch = ProfiledLaunch { line: n, ..ProfiledLaunch::default() };
    let (head, tail) = t.split_once(", Context ").unwrap_or((t, ""));
    if let Some(x) = head.rfind(")x(") {
        // "name(args) (264, 1, 1)x(256, 1, 1)"
        let grid_open = head[..x].rfind('(').unwrap_or(0);
        launch.name = head[..grid_open].trim().to_string();
        launch.grid_size = read_dim3(&head[grid_open..=x]);
        launch.block_size = read_dim3(&head[x + 1..]).and_then(|b| u32::try_from(b).ok());
    } else {
        // "name(args), 2024-Jan-16 10:42:52": the last part is the date.
        let name = match head.rsplit_once(", ") {
            Some((name, date)) if date.starts_with(|c: char| c.is_ascii_digit()) => name,
            _ => head,
        };
        launch.name = name.trim().to_string();
    }
    for part in tail.split(", ") {
        if let Some(cc) = part.strip_prefix("CC ") {
            launch.compute_capability = compute_capability(cc);
        }
    }
    launch
}

/// The start of the second and third column of a dashed rule ("----- ----- -----").
fn dash_columns(line: &str) -> Option<(usize, usize)> {
    let bytes = line.as_bytes();
    let starts: Vec<usize> =
        (0..bytes.len()).filter(|&i| bytes[i] == b'-' && (i == 0 || bytes[i - 1] == b' ')).collect();
    match starts.as_slice() {
        [_, unit, value, ..] => Some((*unit, *value)),
        _ => None,
    }
}

/// A metric row's label, unit and value: by the dashed rule's columns where the row fits them,
/// else split at runs of two or more spaces (label, then the value last, the unit between).
fn metric_row(line: &str, columns: Option<(usize, usize)>) -> Option<(&str, &str, &str)> {
    if let Some((unit_at, value_at)) = columns {
        if let (Some(label), Some(unit), Some(value)) =
            (line.get(..unit_at), line.get(unit_at..value_at), line.get(value_at..))
        {
            let (label, unit, value) = (label.trim(), unit.trim(), value.trim());
            let gap_before = |i: usize| line.as_bytes().get(i.wrapping_sub(1)) == Some(&b' ');
            if !label.is_empty() && !value.is_empty() && gap_before(unit_at) && gap_before(value_at) {
                return Some((label, unit, value));
            }
        }
    }
    let parts: Vec<&str> = line.split("  ").map(str::trim).filter(|p| !p.is_empty()).collect();
    match parts.as_slice() {
        [label, value] => Some((label, "", value)),
        [label, unit, value] => Some((label, unit, value)),
        _ => None,
    }
}
