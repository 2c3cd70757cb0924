//! Plain-text output: writing to stdout and the occupancy report.

use crate::speech::say;
use occlab_model::locale::message::Message;
use occlab_model::report::{Figure, OccupancyReport};
use std::fmt::Write as _;
use std::io::{self, Write as _};
use unicode_width::UnicodeWidthStr;

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

/// How a column of [`table`] lines its cells up.
#[derive(Debug, Clone, Copy)]
pub enum Align {
    Left,
    Right,
}

/// Rows of cells laid out as columns one space apart: the heading (`rows[0]`) and the rows below
/// it. Each column is its `(width, align)` wide, or as wide as its heading if that is wider; a
/// longer cell overflows its column, as `format!`'s widths do. A Chinese or Korean character
/// takes two columns, as terminals draw it, so translated headings stay lined up.
pub fn table(rows: &[Vec<String>], columns: &[(usize, Align)]) -> String {
    let heading = rows.first().map_or(&[][..], Vec::as_slice);
    let widths: Vec<usize> = columns
        .iter()
        .enumerate()
        .map(|(i, (least, _))| heading.get(i).map_or(*least, |h| width(h).max(*least)))
        .collect();
    let mut s = String::new();
    for row in rows {
        let cells = row.iter().zip(columns).zip(&widths).map(|((cell, (_, align)), &w)| {
            let fill = " ".repeat(w.saturating_sub(width(cell)));
            match align {
                Align::Left => format!("{cell}{fill}"),
                Align::Right => format!("{fill}{cell}"),
            }
        });
        let _ = writeln!(s, "{}", cells.collect::<Vec<_>>().join(" "));
    }
    s
}

/// The columns `text` takes on a terminal: two for each East Asian wide character (Unicode's
/// UAX #11, through unicode-width).
pub fn width(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}

/// `text` and the spaces that fill it out to `columns` terminal columns (none if it is wider):
/// `format!("{:<26}")` counts characters, and a label in Chinese or Korean would end half-way.
pub fn padded(text: &str, columns: usize) -> String {
    format!("{text}{}", " ".repeat(columns.saturating_sub(width(text))))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_lines_up_wide_characters_by_the_columns_they_take() {
        let rows = [vec!["流式多处理器".to_string(), "SM".to_string()], vec!["H100".to_string(), "132".to_string()]];
        let text = table(&rows, &[(4, Align::Left), (3, Align::Right)]);
        assert_eq!(text, "流式多处理器  SM\nH100         132\n");
    }

    #[test]
    fn a_label_is_padded_to_the_columns_it_takes() {
        assert_eq!(padded("完整波次", 10), "完整波次  ");
        assert_eq!(padded("Full waves", 12), "Full waves  ");
        assert_eq!(padded("Теоретическая", 4), "Теоретическая");
    }
}
