//! The one grammar for numbers a user types, wherever they type them: `occlab`'s flags, the
//! page's fields and the page's URL query accept and refuse the same strings, with the same
//! message (an [`InputError`] naming the field and what it takes).
//!
//! - Surrounding whitespace is ignored: " 256 " is 256.
//! - ASCII digits, optionally grouped in threes by commas: "3,352", "1,048,576".
//! - Where the quantity may be fractional, one decimal point and digits after it: "1.5".
//!
//! - Sizes in bytes (shared memory) may carry a unit, as CUDA's documentation writes them:
//!   "48 KiB", "48 KB", "48K" and "48k" are all 48 × 1,024 = 49,152 bytes; "1 MiB", "1 MB" and
//!   "1M" are 1,048,576; "1 GiB", "1 GB" and "1G" are 1,073,741,824; "B" and "bytes" are bytes. With a unit the number may be fractional
//!   where the size comes to whole bytes ("1.5 KiB" is 1,536).
//!
//! - Full-width digits, comma, point and letters, as Chinese, Japanese and Korean input methods
//!   type them ("２５６", "４８ ＫｉＢ"), read as their ASCII forms (Unicode's compatibility
//!   mapping of the Halfwidth and Fullwidth Forms block, U+FF01–U+FF5E); so does the ideographic
//!   space around them.
//!
//! Refused: a sign ("-0", "+1"), an exponent ("1e3"), hexadecimal ("0x100"), digits of other
//! scripts ("٣"), a comma that does not separate thousands ("3,35", "1,5"), spaces or
//! underscores inside the number, more than 18 digits.

use crate::input::error::{Allowed, InputError};
use crate::input::field::{takes_bytes, whole_range, Field};
use crate::locale::numerals::thousands;
use crate::locale::Lang;

/// A number typed the way `lang` writes it (CLDR's symbols, [`Lang::numbers`]) in the grammar's
/// plain symbols: "20 000" and "1,5 KiB" in ru read "20,000" and "1.5 KiB", "1.024" in it reads
/// "1,024"; the grammar then checks the grouping as it does the plain form's. In ru a space,
/// U+00A0 or U+202F separates thousands. `None` for a language that writes numbers plainly.
pub fn plain_number(text: &str, lang: Lang) -> Option<String> {
    let symbols = lang.numbers();
    if symbols.decimal == '.' {
        return None;
    }
    let russian_space = symbols.group == '\u{a0}';
    Some(
        text.trim()
            .chars()
            .map(|c| match c {
                c if c == symbols.decimal => '.',
                c if c == symbols.group || (russian_space && (c == ' ' || c == '\u{202f}')) => ',',
                c => c,
            })
            .collect(),
    )
}

/// [`parse_whole`] for a field of the page in `lang`: the language's form first, then the plain
/// one (in ru "1,234" is not a whole number but plainly 1,234); a refusal quotes the text as
/// typed.
pub fn parse_whole_in(field: Field, text: &str, lang: Lang) -> Result<u64, InputError> {
    if let Some(Ok(value)) = plain_number(text, lang).map(|plain| parse_whole(field, &plain)) {
        return Ok(value);
    }
    parse_whole(field, text)
}

/// `text` with full-width forms (U+FF01–U+FF5E, what CJK input methods type) as the ASCII
/// characters they stand for (U+0021–U+007E, Unicode's compatibility decomposition), and the
/// ideographic space (U+3000) as a space; borrowed unchanged where there are none.
fn halfwidth(text: &str) -> std::borrow::Cow<'_, str> {
    let full = |c: char| ('\u{ff01}'..='\u{ff5e}').contains(&c) || c == '\u{3000}';
    if !text.contains(full) {
        return std::borrow::Cow::Borrowed(text);
    }
    text.chars()
        .map(|c| match c {
            '\u{3000}' => ' ',
            c if full(c) => char::from_u32(c as u32 - 0xff01 + 0x21).unwrap_or(c),
            c => c,
        })
        .collect()
}

/// Reads a whole number by the grammar: `None` if the text is not one.
pub fn read_whole(text: &str) -> Option<u64> {
    let digits = grouped_digits(halfwidth(text).trim())?;
    digits.parse().ok()
}

/// Reads a number that may have a fractional part by the grammar: `None` if the text is not one.
pub fn read_decimal(text: &str) -> Option<f64> {
    let text = halfwidth(text);
    let text = text.trim();
    let (whole, fraction) = match text.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (text, None),
    };
    let whole = if whole.is_empty() && fraction.is_some() { "0".to_string() } else { grouped_digits(whole)? };
    let number = match fraction {
        Some(f) if !f.is_empty() && f.bytes().all(|b| b.is_ascii_digit()) => format!("{whole}.{f}"),
        Some(_) => return None,
        None => whole,
    };
    (number.len() <= 19).then(|| number.parse().ok()).flatten()
}

/// Reads a size in bytes by the grammar: a whole number, or a number and a unit (see the
/// module's list); `None` if the text is not one.
pub fn read_bytes(text: &str) -> Option<u64> {
    let text = halfwidth(text);
    let text = text.trim();
    let split = text.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(text.len());
    let (number, unit) = (text[..split].trim_end(), &text[split..]);
    let scale: u64 = match unit {
        "" => return read_whole(number),
        "B" | "bytes" => 1,
        "K" | "k" | "KB" | "kB" | "KiB" => 1 << 10,
        "M" | "MB" | "MiB" => 1 << 20,
        "G" | "GB" | "GiB" => 1 << 30,
        _ => return None,
    };
    let value = read_decimal(number)? * scale as f64;
    (value.fract() == 0.0 && value <= u64::MAX as f64 / 2.0).then_some(value as u64)
}

/// The digits of "3,352" or "3352"; `None` unless commas, if any, group the digits in threes.
fn grouped_digits(text: &str) -> Option<String> {
    if text.is_empty() || text.len() > 24 {
        return None;
    }
    let groups: Vec<&str> = text.split(',').collect();
    let well_grouped = groups.iter().enumerate().all(|(i, g)| {
        let sized = if i == 0 { (1..=3).contains(&g.len()) || groups.len() == 1 } else { g.len() == 3 };
        sized && !g.is_empty() && g.bytes().all(|b| b.is_ascii_digit())
    });
    let digits = groups.concat();
    (well_grouped && digits.len() <= 18).then_some(digits)
}

/// Checks a whole number against its field's range.
pub fn check_whole(field: Field, value: u64) -> Result<u64, InputError> {
    let (min, max) = whole_range(field).unwrap_or((0, u64::MAX));
    if (min..=max).contains(&value) {
        Ok(value)
    } else if takes_bytes(field) {
        Err(InputError::new(field, thousands(value), Allowed::Bytes { low: min, high: max }))
    } else {
        Err(InputError::new(field, thousands(value), Allowed::Range { low: min, high: max }))
    }
}

/// Reads a whole-number field as typed and checks its range; the error quotes the text as typed.
pub fn parse_whole(field: Field, text: &str) -> Result<u64, InputError> {
    let quoted = |mut e: InputError| {
        e.value = text.trim().to_string();
        e
    };
    let read = if takes_bytes(field) { read_bytes(text) } else { read_whole(text) };
    match read {
        Some(value) => check_whole(field, value).map_err(quoted),
        // Not a number: the message of a value no range admits.
        None => Err(quoted(
            check_whole(field, u64::MAX)
                .err()
                .unwrap_or_else(|| InputError::new(field, text.trim(), Allowed::WholeNumber)),
        )),
    }
}

/// [`parse_whole`] for a field whose range fits `u32` (every field but the grid).
pub fn parse_whole_u32(field: Field, text: &str) -> Result<u32, InputError> {
    parse_whole(field, text)
        .and_then(|v| u32::try_from(v).map_err(|_| InputError::new(field, text.trim(), Allowed::Smaller)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The strings the issue names, and their neighbours: what is a number and what is not.
    #[test]
    fn whole_numbers() {
        let cases: [(&str, Option<u64>); 23] = [
            ("256", Some(256)),
            (" 256 ", Some(256)),
            ("\t256\n", Some(256)),
            ("3,352", Some(3352)),
            ("1,048,576", Some(1_048_576)),
            ("0", Some(0)),
            ("007", Some(7)),
            ("1e3", None),
            ("0x100", None),
            ("-0", None),
            ("+1", None),
            ("٣", None),
            // Full-width forms, as CJK input methods type them (issue #36).
            ("２５６", Some(256)),
            ("\u{3000}３，３５２\u{3000}", Some(3352)),
            ("－１", None),
            ("3,35", None),
            ("1,5", None),
            (",352", None),
            ("3,,352", None),
            ("1 000", None),
            ("1_000", None),
            ("", None),
            ("2.5", None),
        ];
        for (text, value) in cases {
            assert_eq!(read_whole(text), value, "{text:?}");
        }
    }

    #[test]
    fn decimal_numbers() {
        let cases: [(&str, Option<f64>); 10] = [
            ("1.5", Some(1.5)),
            (" 3,352.5 ", Some(3352.5)),
            (".5", Some(0.5)),
            ("670", Some(670.0)),
            ("1.", None),
            ("1e3", None),
            ("1.5.2", None),
            ("-1.5", None),
            ("NaN", None),
            ("inf", None),
        ];
        for (text, value) in cases {
            assert_eq!(read_decimal(text), value, "{text:?}");
        }
    }

    /// CUDA's documentation writes 48 KB for 49,152 bytes; the fields take what it writes.
    #[test]
    fn sizes_in_bytes_take_a_unit() {
        for text in [
            "49152",
            "49,152",
            "48 KiB",
            "48 KB",
            "48K",
            "48k",
            "48kB",
            " 48KiB ",
            "0.046875 MiB",
            "49152 B",
            "49,152 bytes",
            "４８ ＫｉＢ",
        ] {
            assert_eq!(parse_whole(Field::SharedMemoryDynamic, text), Ok(49_152), "{text:?}");
        }
        assert_eq!(parse_whole(Field::SharedMemoryStatic, "1.5 KiB"), Ok(1_536));
        assert_eq!(parse_whole(Field::MaxDynamicSharedMemory, "1M"), Ok(1 << 20));
        for refused in ["48 GB", "48 Kb", "1.0001 KiB", "KiB", "48 K B", "-48K", "48KK"] {
            assert!(parse_whole(Field::SharedMemoryDynamic, refused).is_err(), "{refused:?}");
        }
        // Only sizes in bytes take a unit.
        assert!(parse_whole(Field::Threads, "1K").is_err());
        assert_eq!(
            parse_whole(Field::SharedMemoryDynamic, "2 GiB").map_err(|e| e.to_string()),
            Err("smem_dynamic (dynamic shared memory per block (bytes)): \"2 GiB\" is not allowed; expected 0–1,073,741,824 bytes, or with a unit (48 KiB, 48 KB and 48K are 49,152 bytes)".into())
        );
    }

    #[test]
    fn messages_name_the_field_and_quote_the_text() {
        let message = |text| parse_whole(Field::Threads, text).map_err(|e| e.to_string());
        assert_eq!(
            message(" 1e3 "),
            Err("threads (threads per block): \"1e3\" is not allowed; expected 1–1,048,576".into())
        );
        assert_eq!(message("0"), Err("threads (threads per block): \"0\" is not allowed; expected 1–1,048,576".into()));
        assert_eq!(parse_whole(Field::Grid, "140,735,340,806,145"), Ok(140_735_340_806_145));
        assert_eq!(parse_whole_u32(Field::Registers, " 3,352 "), Ok(3352));
    }

    /// The forms: 1 234 (with a no-break space) in ru, 1.234 in it; the plain forms stay
    /// accepted, and what neither reads is refused quoting the text as typed.
    #[test]
    fn each_languages_form_and_the_plain_one() {
        let threads = |text: &str, lang| parse_whole_in(Field::Threads, text, lang);
        assert_eq!(plain_number("20\u{a0}000", Lang::Ru).as_deref(), Some("20,000"));
        assert_eq!(plain_number("1.234.567,5", Lang::It).as_deref(), Some("1,234,567.5"));
        assert_eq!(plain_number("1,024", Lang::Zh), None);
        assert_eq!(read_decimal(&plain_number("1 234,5", Lang::Ru).unwrap_or_default()), Some(1234.5));
        // Italian's "1.5" is no number of its own: as a whole number it is refused.
        assert!(threads("1.5", Lang::It).is_err());
        assert_eq!(threads("1\u{a0}024", Lang::Ru), Ok(1024));
        assert_eq!(threads("1 024", Lang::Ru), Ok(1024));
        assert_eq!(threads("1\u{202f}024", Lang::Ru), Ok(1024));
        assert_eq!(threads("1,024", Lang::Ru), Ok(1024));
        assert_eq!(threads("1.024", Lang::It), Ok(1024));
        assert_eq!(threads("1,024", Lang::It), Ok(1024));
        assert_eq!(threads("1,024", Lang::Ko), Ok(1024));
        assert_eq!(parse_whole_in(Field::SharedMemoryDynamic, "20 000", Lang::Ru), Ok(20_000));
        assert_eq!(parse_whole_in(Field::SharedMemoryDynamic, "1,5 KiB", Lang::It), Ok(1536));
        assert_eq!(threads("1 02", Lang::Ru).map_err(|e| e.value), Err("1 02".to_string()));
    }
}
