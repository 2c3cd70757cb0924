//! The rules' advice stored with each result (`ProfileResult.RuleResults`, field 19), put in the
//! words the details page prints: `RuleResult` 3 Body, 4 SectionIdentifier; `RuleResultBody` 1
//! Items; `RuleResultBodyItem` 1 Message (`RuleResultMessage`: 1 Message, 2 Type: 0 None, 1 Ok,
//! 2 Warning, 3 Error, 4 Optimization) and 10 Speedup (`RuleResultSpeedup`: 1 SpeedupType: 1
//! Local, 2 Global; 2 Value). Each message is one note; a speedup belongs to the message of its
//! item.
//!
//! As `ncu --import … --page details --csv` prints them (checked on every note of the H200
//! captures): the type as "INF", "WRN", "ERR" or "OPT"; the section as its identifier; the speedup
//! with four significant digits (C's `%.4g`: 75, 15.6, 0.03715); links in the text written out
//! (`@url:Label:https://…@` as "Label (https://…)", `@section:Id:Label@` as "Label"); and the notes
//! ordered by their sections' `Order`, then the sections' display names, keeping the stored order
//! within a section.
//!
//! Source: Nsight Compute Customization Guide, Report File Format; message field numbers from the
//! schema shipped as extras/FileFormat/*.proto (Nsight Compute 2025.3.1).

use super::error::ReportError;
use super::wire::Message;
use crate::import::RuleNote;
use crate::locale::numerals::fixed_decimal;

/// A note and the identifier of its section, before the notes are put in the page's order.
#[derive(Debug)]
pub struct Note {
    pub section: String,
    pub note: RuleNote,
}

/// A section of the result: its identifier, display name and order (`ProfilerSection` 1, 2, 3).
#[derive(Debug, Default)]
pub struct Section {
    pub identifier: String,
    pub display_name: String,
    pub order: Option<u64>,
}

/// Reads a `ProfilerSection`'s identifier, display name and order; the rest is skipped.
pub fn section(message: Message<'_>) -> Result<Section, ReportError> {
    let mut s = Section::default();
    for field in message.fields() {
        let field = field?;
        match field.number {
            1 => s.identifier = field.bytes()?.text(),
            2 => s.display_name = field.bytes()?.text(),
            3 => s.order = Some(field.varint()?),
            _ => {}
        }
    }
    Ok(s)
}

/// Adds the notes of one `RuleResult` to `notes`, each tagged with `line`.
pub fn read_rule(message: Message<'_>, line: usize, notes: &mut Vec<Note>) -> Result<(), ReportError> {
    let mut section = String::new();
    let mut body = None;
    for field in message.fields() {
        let field = field?;
        match field.number {
            3 => body = Some(field.bytes()?),
            4 => section = field.bytes()?.text(),
            _ => {}
        }
    }
    let Some(body) = body else { return Ok(()) };
    let first = notes.len();
    for field in body.fields() {
        let field = field?;
        if field.number != 1 {
            continue;
        }
        let mut messages = Vec::new();
        let mut speedup = None;
        for f in field.bytes()?.fields() {
            let f = f?;
            match f.number {
                1 => messages.push(rule_message(f.bytes()?)?),
                10 => speedup = read_speedup(f.bytes()?)?,
                _ => {}
            }
        }
        for (kind, text) in messages {
            notes.push(Note {
                section: String::new(),
                note: RuleNote { line, kind: kind.to_string(), section: String::new(), speedup: speedup.clone(), text },
            });
        }
    }
    for n in notes.iter_mut().skip(first) {
        n.section.clone_from(&section);
        n.note.section.clone_from(&section);
    }
    Ok(())
}

/// Puts `notes` in the details page's order: by their section's `Order`, then its display name;
/// notes of a section the result does not list go last. The sort is stable.
pub fn page_order(notes: Vec<Note>, sections: &[Section]) -> Vec<RuleNote> {
    let mut keyed: Vec<((u64, &str), RuleNote)> = notes
        .into_iter()
        .map(|n| {
            let key = sections
                .iter()
                .find(|s| s.identifier == n.section)
                .map_or((u64::MAX, ""), |s| (s.order.unwrap_or(u64::MAX - 1), s.display_name.as_str()));
            (key, n.note)
        })
        .collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    keyed.into_iter().map(|(_, n)| n).collect()
}

fn rule_message(message: Message<'_>) -> Result<(&'static str, String), ReportError> {
    let mut text = String::new();
    let mut kind = "";
    for field in message.fields() {
        let field = field?;
        match field.number {
            1 => text = plain_text(&field.bytes()?.text()),
            2 => {
                kind = match field.varint()? {
                    1 => "INF",
                    2 => "WRN",
                    3 => "ERR",
                    4 => "OPT",
                    _ => "",
                }
            }
            _ => {}
        }
    }
    Ok((kind, text))
}

fn read_speedup(message: Message<'_>) -> Result<Option<String>, ReportError> {
    let mut local = false;
    let mut value = None;
    for field in message.fields() {
        let field = field?;
        match field.number {
            1 => local = field.varint()? == 1,
            2 => value = Some(field.double()?),
            _ => {}
        }
    }
    // As the details reader words them: "local" is "Est. Local Speedup", the rest "Est. Speedup".
    Ok(value.filter(|v| v.is_finite()).map(|v| {
        let v = significant(v, 4);
        if local {
            format!("Est. Local Speedup: {v}%")
        } else {
            format!("Est. Speedup: {v}%")
        }
    }))
}

/// `x` to `digits` significant digits (at most 9) as C's `%.*g` writes it: fixed notation
/// without trailing zeros where the exponent is from -4 to `digits - 1`, else "1.5e+06". Built on
/// the model's exact decimal formatter ([`fixed_decimal`]) rather than Rust's float formatting.
pub fn significant(x: f64, digits: usize) -> String {
    let digits = digits.clamp(1, 9) as i32;
    if x == 0.0 || !x.is_finite() {
        return fixed_decimal(x, 0);
    }
    // The exponent of the first significant digit, from log10 and then from the digits
    // themselves (log10 may be one off near a power of ten, and rounding may carry: 9.9996 → 10.00).
    let mut exponent = x.abs().log10().floor() as i32;
    for _ in 0..3 {
        // fixed_decimal groups thousands ("1,234"); %g does not.
        let written = if (-4..digits).contains(&exponent) {
            fixed_decimal(x, u32::try_from(digits - 1 - exponent).unwrap_or(0))
        } else {
            fixed_decimal(x / 10f64.powi(exponent), u32::try_from(digits - 1).unwrap_or(0))
        }
        .replace(',', "");
        let found = first_digit_exponent(&written) + if (-4..digits).contains(&exponent) { 0 } else { exponent };
        if found == exponent {
            if (-4..digits).contains(&exponent) {
                return trim_zeros(&written).to_string();
            }
            let sign = if exponent < 0 { '-' } else { '+' };
            let magnitude = exponent.unsigned_abs();
            return format!("{}e{sign}{}{magnitude}", trim_zeros(&written), if magnitude < 10 { "0" } else { "" });
        }
        exponent = found;
    }
    trim_zeros(&fixed_decimal(x, 9)).to_string()
}

/// The power of ten of the first nonzero digit of a decimal written by [`fixed_decimal`]
/// ("0.0372" → -2, "10.00" → 1); 0 for zero.
fn first_digit_exponent(written: &str) -> i32 {
    let digits = written.trim_start_matches('-');
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let whole = whole.trim_start_matches('0');
    if !whole.is_empty() {
        return whole.len() as i32 - 1;
    }
    fraction.find(|c: char| c != '0').map_or(0, |i| -(i as i32) - 1)
}

fn trim_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

/// The rules' link markup written out as the details page does: `@url:Label:Address@` →
/// "Label (Address)", `@section:Identifier:Label@` → "Label". Any other `@` stays.
pub fn plain_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('@') {
        let (before, from) = rest.split_at(i);
        out.push_str(before);
        let after = &from[1..];
        let link = after.find('@').and_then(|end| {
            let inner = &after[..end];
            let written = if let Some(url) = inner.strip_prefix("url:") {
                let (label, address) = url.split_once(':')?;
                format!("{label} ({address})")
            } else {
                inner.strip_prefix("section:")?.split_once(':')?.1.to_string()
            };
            Some((written, end))
        });
        match link {
            Some((written, end)) => {
                out.push_str(&written);
                rest = &after[end + 1..];
            }
            None => {
                out.push('@');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speedups_have_four_significant_digits() {
        let cases = [
            (75.0, "75"),
            (87.5, "87.5"),
            (15.599145217258922, "15.6"),
            (27.676788726260536, "27.68"),
            (0.03714605124159202, "0.03715"),
            (2.1694721092468896, "2.169"),
            (0.10541820126172644, "0.1054"),
            (96.96969696969697, "96.97"),
            (100.0, "100"),
            (0.0, "0"),
            (12346.0, "1.235e+04"),
            (0.00001234, "1.234e-05"),
            (9.99961, "10"),
            (0.099996, "0.1"),
            (1234.4, "1234"),
            (-0.5, "-0.5"),
            (999.96, "1000"),
            (9.9996e-5, "0.0001"),
        ];
        for (x, printed) in cases {
            assert_eq!(significant(x, 4), printed, "{x}");
        }
    }

    #[test]
    fn links_are_written_out() {
        assert_eq!(
            plain_text("See the @url:CUDA Guide:https://docs.nvidia.com/x.html#y@ and @section:LaunchStats:Launch Statistics@."),
            "See the CUDA Guide (https://docs.nvidia.com/x.html#y) and Launch Statistics."
        );
        assert_eq!(plain_text("a @ b @unknown:x@ c@"), "a @ b @unknown:x@ c@");
        assert_eq!(plain_text("@url:no address@"), "@url:no address@");
    }
}
