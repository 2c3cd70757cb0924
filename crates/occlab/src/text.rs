//! Plain-text output: writing to stdout and the occupancy report.

use occlab_model::report::OccupancyReport;
use std::fmt::Write as _;
use std::io::{self, Write as _};

/// Writes `text` to stdout. A closed pipe (`occlab caps | head`) ends the output quietly.
pub fn emit(text: &str) -> io::Result<()> {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

/// The text of `occlab calc`: the report's figures and sentences, laid out.
pub fn report(r: &OccupancyReport) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}\n", r.heading);
    if let Some(illegal) = &r.illegal {
        let _ = writeln!(s, "  {illegal}");
        for v in &r.violations {
            let _ = writeln!(s, "    - {v}");
        }
        s.push('\n');
    }
    let o = &r.theoretical_occupancy;
    let _ = writeln!(s, "  {:<28}{}   ({})", o.label, o.text, r.warps_of_max);
    for f in &r.active {
        let _ = writeln!(s, "  {:<28}{}", f.label, f.text);
    }
    s.push('\n');
    for row in &r.limits {
        let mark = if row.limiter { "  ← limiter" } else { "" };
        let _ = writeln!(s, "  {:<28}{}{mark}", row.figure.label, row.figure.text);
    }
    let _ = writeln!(s, "\n  Limited by {}", r.limited_by);
    let _ = writeln!(s, "  Registers: {}", r.registers_working);
    let _ = writeln!(s, "  Shared memory: {}", r.shared_memory_working);
    for note in &r.notes {
        let _ = writeln!(s, "  Note: {note}");
    }
    s
}
