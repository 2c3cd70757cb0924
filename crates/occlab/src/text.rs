//! Plain-text output: writing to stdout and the occupancy report.

use crate::speech::say;
use occlab_model::message::Message;
use occlab_model::report::{Figure, OccupancyReport};
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

/// The text of `occlab calc`: the report's figures and sentences, laid out, in the language of
/// the run (Nsight Compute's names stay in English, each with its gloss).
pub fn report(r: &OccupancyReport) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}\n", say(&r.heading));
    if let Some(illegal) = &r.illegal {
        let _ = writeln!(s, "  {}", say(illegal));
        for v in &r.violations {
            let _ = writeln!(s, "    - {}", say(v));
        }
        s.push('\n');
    }
    let o = &r.theoretical_occupancy;
    let _ = writeln!(s, "  {:<28}{}   ({}){}", o.label, say(&o.text), say(&r.warps_of_max), gloss(o));
    for f in &r.active {
        let _ = writeln!(s, "  {:<28}{}{}", f.label, say(&f.text), gloss(f));
    }
    s.push('\n');
    for row in &r.limits {
        let mark = if row.limiter { format!("  {}", say(&Message::new("limiter-mark"))) } else { String::new() };
        let _ = writeln!(s, "  {:<28}{}{mark}{}", row.figure.label, say(&row.figure.text), gloss(&row.figure));
    }
    let _ = writeln!(s, "\n  {}", say(&r.limited_by_line()));
    let _ = writeln!(s, "  {}", say(&r.registers_line()));
    let _ = writeln!(s, "  {}", say(&r.shared_memory_line()));
    for note in &r.notes {
        let _ = writeln!(s, "  {}", say(&Message::new("note-line").arg("note", note.clone())));
    }
    s
}

/// "  — gloss" after a figure, in a language where Nsight Compute's name needs one.
pub fn gloss(f: &Figure) -> String {
    let gloss = say(&f.gloss());
    if gloss.is_empty() {
        gloss
    } else {
        format!("   — {gloss}")
    }
}
