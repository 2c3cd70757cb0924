//! How profilers write numbers, read back: thousands separators ("1,024", "27.595.520"),
//! decimal commas ("33,3333"), units ("32.77 Kbyte", "4.0000KB", "0B") and the precision a
//! printed value carries, so that a value can be compared with ours only as exactly as it was
//! written.

use serde::Serialize;

/// A number as a tool printed it: its value and half a step of its last printed digit, so the
/// true value lies within `value ± half_step` ("32.77" Kbyte: 32,770 ± 5 B; "25": 25 ± 0.5).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Quantity {
    pub value: f64,
    pub half_step: f64,
}

impl Quantity {
    /// Whether `x` may be the value that was printed (allowing float noise of 1e-9).
    pub fn admits(&self, x: f64) -> bool {
        (x - self.value).abs() <= self.half_step + 1e-9 * self.value.abs().max(1.0)
    }

    /// The nearest whole number, where it fits a `u32`.
    pub fn whole(&self) -> Option<u32> {
        let r = self.value.round();
        (r >= 0.0 && r <= f64::from(u32::MAX)).then_some(r as u32)
    }

    fn scaled(self, factor: f64) -> Quantity {
        Quantity { value: self.value * factor, half_step: self.half_step * factor }
    }
}

/// Which character separates the decimals in a document. Nsight Compute follows the system
/// locale: "2,622,089,552.24" in English, "27.595.520" and "33,3333" in German.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DecimalMark {
    #[default]
    Point,
    Comma,
}

impl DecimalMark {
    /// Guesses the mark from a document's values: a comma followed by other than three digits
    /// ("33,3333", "12,5") or points grouping thousands ("27.595.520") say comma; a point
    /// followed by other than three digits ("12.50") or commas grouping thousands say point.
    /// Ties (no evidence) are the point.
    pub fn detect<'a>(values: impl Iterator<Item = &'a str>) -> DecimalMark {
        let (mut comma, mut point) = (0u32, 0u32);
        for v in values {
            let v = v.trim();
            match evidence(v) {
                Some(DecimalMark::Comma) => comma += 1,
                Some(DecimalMark::Point) => point += 1,
                None => {}
            }
            if comma + point >= 64 {
                break;
            }
        }
        if comma > point {
            DecimalMark::Comma
        } else {
            DecimalMark::Point
        }
    }
}

/// What one value says about the decimal mark, if anything.
fn evidence(v: &str) -> Option<DecimalMark> {
    let digits_and_marks = v.bytes().all(|b| b.is_ascii_digit() || b == b',' || b == b'.');
    if !digits_and_marks || v.is_empty() {
        return None;
    }
    let commas = v.bytes().filter(|&b| b == b',').count();
    let points = v.bytes().filter(|&b| b == b'.').count();
    let tail_after = |mark: u8| v.rsplit(mark as char).next().map_or(0, str::len);
    match (commas, points) {
        (0, 0) => None,
        (0, 1) if tail_after(b'.') != 3 => Some(DecimalMark::Point),
        (0, p) if p > 1 => Some(DecimalMark::Comma),
        (1, 0) if tail_after(b',') != 3 => Some(DecimalMark::Comma),
        (c, 0) if c > 1 => Some(DecimalMark::Point),
        (0, _) | (_, 0) => None, // "1,024" or "1.024": either way
        _ => {
            // Both marks: the last one is the decimal mark.
            let last_comma = v.rfind(',');
            let last_point = v.rfind('.');
            if last_comma > last_point {
                Some(DecimalMark::Comma)
            } else {
                Some(DecimalMark::Point)
            }
        }
    }
}

/// Reads a plain number ("1,024", "12.50", "27.595.520", "33,3333", "-1", "2.4e+03") as written
/// with `mark`; a trailing "%" and spaces (also no-break spaces) are allowed. `None` for anything
/// else, including "n/a" and "-".
pub fn read_number(text: &str, mark: DecimalMark) -> Option<Quantity> {
    let t = text.trim().trim_end_matches('%').trim();
    let (negative, t) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let (mantissa, exponent) = match t.find(['e', 'E']) {
        Some(i) => (&t[..i], t[i + 1..].parse::<i32>().ok()?),
        None => (t, 0),
    };
    let (decimal, group) = match mark {
        DecimalMark::Point => ('.', ','),
        DecimalMark::Comma => (',', '.'),
    };
    let mut whole = 0.0f64;
    let mut fraction = 0.0f64;
    let mut places = 0i32;
    let mut seen_decimal = false;
    let mut digits = 0usize;
    for c in mantissa.chars() {
        if let Some(d) = c.to_digit(10) {
            digits += 1;
            if seen_decimal {
                places += 1;
                fraction += f64::from(d) / 10f64.powi(places);
            } else {
                whole = whole * 10.0 + f64::from(d);
            }
        } else if c == decimal && !seen_decimal {
            seen_decimal = true;
        } else if (c == group && !seen_decimal) || c == ' ' || c == '\u{a0}' || c == '\u{202f}' {
            continue;
        } else {
            return None;
        }
    }
    if digits == 0 || digits > 30 {
        return None;
    }
    let scale = 10f64.powi(exponent);
    let value = (whole + fraction) * scale;
    // A whole number without an exponent is taken as exact: the tools drop the decimals of whole
    // values ("25", "12.50").
    let half_step = if places > 0 || exponent != 0 { 0.5 * 10f64.powi(exponent - places) } else { 0.0 };
    let value = if negative { -value } else { value };
    value.is_finite().then_some(Quantity { value, half_step })
}

/// A printed integer count ("1,024", "128", or "32.000000" as `ncu --import … --page raw` writes
/// block limits) as a `u32`; `None` if it is not a whole number.
pub fn read_count(text: &str, mark: DecimalMark) -> Option<u32> {
    let q = read_number(text, mark)?;
    (q.value.fract() == 0.0).then(|| q.whole()).flatten()
}

/// Bytes per unit of a size unit as Nsight Compute prints them ("byte", "Kbyte", "Mbyte/block"
/// — decimal prefixes: its 32,768-byte configuration prints as 32.77 Kbyte) and as nvprof prints
/// them ("B", "KB", "MB": binary prefixes, as its Profiler User's Guide's sizes in KB of 1,024 B).
/// `None` for a unit that is not a size.
pub fn bytes_per_unit(unit: &str) -> Option<f64> {
    let u = unit.trim();
    let u = u.strip_suffix("/block").unwrap_or(u);
    Some(match u {
        "" | "byte" | "B" | "bytes" => 1.0,
        "Kbyte" | "kbyte" | "kB" => 1e3,
        "Mbyte" | "mbyte" => 1e6,
        "Gbyte" | "gbyte" => 1e9,
        "KB" | "KiB" | "Kibyte" => 1024.0,
        "MB" | "MiB" | "Mibyte" => 1024.0 * 1024.0,
        "GB" | "GiB" => 1024.0 * 1024.0 * 1024.0,
        _ => return None,
    })
}

/// A size with its unit, in bytes: ("32.77", "Kbyte") → 32,770 ± 5 B.
pub fn read_bytes(text: &str, unit: &str, mark: DecimalMark) -> Option<Quantity> {
    Some(read_number(text, mark)?.scaled(bytes_per_unit(unit)?))
}

/// A size written with its unit attached, as nvprof does: "4.0000KB", "0B", "48KB".
pub fn read_bytes_suffixed(text: &str, mark: DecimalMark) -> Option<Quantity> {
    let t = text.trim();
    let split = t.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(t.len());
    read_bytes(&t[..split], &t[split..], mark)
}

/// A dimension triple as the tools print it: "(264, 1, 1)", "(151 76 1)"; returns x·y·z.
pub fn read_dim3(text: &str) -> Option<u64> {
    let inner = text.trim().strip_prefix('(')?.strip_suffix(')')?;
    let mut product = 1u64;
    let mut count = 0;
    for part in inner.split([',', ' ']).filter(|p| !p.is_empty()) {
        let n: u64 = part.parse().ok()?;
        product = product.checked_mul(n)?;
        count += 1;
    }
    (1..=3).contains(&count).then_some(product)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_both_locales() {
        let p = DecimalMark::Point;
        let c = DecimalMark::Comma;
        let cases = [
            ("1,024", p, 1024.0, 0.0),
            ("2,622,089,552.24", p, 2_622_089_552.24, 0.005),
            ("12.50", p, 12.5, 0.005),
            ("25", p, 25.0, 0.0),
            ("27.595.520", c, 27_595_520.0, 0.0),
            ("33,3333 %", c, 33.3333, 0.00005),
            ("0.921336", p, 0.921336, 0.0000005),
            ("2.4e+03", p, 2400.0, 50.0),
        ];
        for (text, mark, value, half) in cases {
            let (got, got_half) = read_number(text, mark).map_or((f64::NAN, f64::NAN), |q| (q.value, q.half_step));
            assert!((got - value).abs() < 1e-6, "{text}: {got}");
            assert!((got_half - half).abs() < 1e-9, "{text}: half step {got_half}");
        }
        for bad in ["", "-", "n/a", "1.2.3x", "PolicySpread"] {
            assert_eq!(read_number(bad, p), None, "{bad}");
        }
        assert_eq!(read_count("32.000000", p), Some(32));
        assert_eq!(read_count("1,024", p), Some(1024));
        assert_eq!(read_count("2.5", p), None);
    }

    #[test]
    fn the_decimal_mark_is_detected_from_the_values() {
        assert_eq!(DecimalMark::detect(["27.595.520", "33,3333", "1"].into_iter()), DecimalMark::Comma);
        assert_eq!(DecimalMark::detect(["1,024", "12.50", "2,622,089,552.24"].into_iter()), DecimalMark::Point);
        assert_eq!(DecimalMark::detect(["1,024"].into_iter()), DecimalMark::Point);
    }

    #[test]
    fn sizes_and_dimensions() {
        let p = DecimalMark::Point;
        assert_eq!(
            read_bytes("32.77", "Kbyte", p).map(|q| (q.value.round(), q.half_step.round())),
            Some((32770.0, 5.0))
        );
        assert_eq!(read_bytes("1,024", "byte/block", p).map(|q| q.value), Some(1024.0));
        assert_eq!(read_bytes_suffixed("4.0000KB", p).map(|q| q.value), Some(4096.0));
        assert_eq!(read_bytes_suffixed("0B", p).map(|q| q.value), Some(0.0));
        assert_eq!(read_dim3("(264, 1, 1)"), Some(264));
        assert_eq!(read_dim3("(151 76 1)"), Some(11_476));
        assert_eq!(read_dim3("(8, 8, 4)"), Some(256));
        assert_eq!(read_dim3("(1, 2"), None);
    }
}
