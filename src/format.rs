//! How numbers read on screen: thousands separators, percentages, byte sizes, plurals.
//! Formatting only; every number comes from the model.

pub use occlab_model::thousands;
use occlab_model::{fixed_decimal, Limiter, Limiters};

/// A 0–1 fraction as a percentage with at most one decimal, halves rounded up:
/// 0.625 → "62.5%", 1.0 → "100%", 0.0625 → "6.3%".
pub fn percent(fraction: f64) -> String {
    // Integer formatting after rounding: the same digits as `{:.1}` without float printing.
    let tenths = (fraction * 100.0 * 10.0).round().max(0.0) as u64;
    if tenths.is_multiple_of(10) {
        format!("{}%", tenths / 10)
    } else {
        format!("{}.{}%", tenths / 10, tenths % 10)
    }
}

/// A measured or modelled quantity with as many decimals as it needs: whole numbers as they
/// are ("670", "3,350"), else three significant digits, at most one decimal from 100 on
/// ("686.4" → "686", "12.83" → "12.8", "4.2", "0.0333"). Not finite → "—".
pub fn decimal(x: f64) -> String {
    if !x.is_finite() {
        return "—".to_string();
    }
    // Three significant digits: one more decimal for each power of ten below 100, up to 12.
    let mut places: u32 = 0;
    let mut scaled = x.abs();
    while x.fract() != 0.0 && scaled < 100.0 && places < 12 {
        places += 1;
        scaled *= 10.0;
    }
    let text = fixed_decimal(x, places);
    let text = if text.contains('.') { text.trim_end_matches('0').trim_end_matches('.') } else { &text };
    let (sign, digits) = text.strip_prefix('-').map_or(("", text), |d| ("-", d));
    let (whole, fraction) = digits.split_once('.').map_or((digits, None), |(w, f)| (w, Some(f)));
    let whole = whole.parse::<u64>().map_or_else(|_| whole.to_string(), thousands);
    match fraction {
        Some(f) => format!("{sign}{whole}.{f}"),
        None => format!("{sign}{whole}"),
    }
}

/// An axis label: [`decimal`] below 1,000, else in thousands ("4k", "1.5k") or millions ("2M").
pub fn decimal_short(x: f64) -> String {
    if x >= 1e6 {
        format!("{}M", decimal(x / 1e6))
    } else if x >= 1e3 {
        format!("{}k", decimal(x / 1e3))
    } else {
        decimal(x)
    }
}

/// Bytes: "49,152 B" below 1 KiB or off a KiB boundary, else "48 KiB".
pub fn bytes(n: u64) -> String {
    if n >= 1024 && n.is_multiple_of(1024) {
        format!("{} KiB", thousands(n / 1024))
    } else {
        format!("{} B", thousands(n))
    }
}

/// An axis label for bytes: "0", "32K", "1.5K".
pub fn bytes_short(n: u64) -> String {
    if n == 0 {
        "0".to_string()
    } else if n.is_multiple_of(1024) {
        format!("{}K", n / 1024)
    } else {
        let tenths = (n * 10 + 512) / 1024;
        format!("{}.{}K", tenths / 10, tenths % 10)
    }
}

/// "1 block", "3 blocks".
pub fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", thousands(n), if n == 1 { one } else { many })
}

/// A block limit: the number, or "none" where the resource imposes no limit.
pub fn limit(value: Option<u32>) -> String {
    value.map_or_else(|| "none".to_string(), |v| thousands(u64::from(v)))
}

/// "registers and shared memory", "warps, registers and blocks per SM".
pub fn limiters_words(limiters: Limiters) -> String {
    let words: Vec<&str> = limiters.iter().map(Limiter::words).collect();
    match words.split_last() {
        None => "nothing".to_string(),
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_separators() {
        for (n, s) in [(0, "0"), (999, "999"), (1000, "1,000"), (65536, "65,536"), (4294967295, "4,294,967,295")] {
            assert_eq!(thousands(n), s);
        }
    }

    #[test]
    fn percentages() {
        let cases = [
            (40, 64, "62.5%"),
            (64, 64, "100%"),
            (0, 64, "0%"),
            (32, 48, "66.7%"),
            (4, 64, "6.3%"),
            (1, 64, "1.6%"),
            (1, 48, "2.1%"),
            (15, 16, "93.8%"),
        ];
        for (warps, max, text) in cases {
            assert_eq!(percent(f64::from(warps) / f64::from(max)), text, "{warps}/{max}");
        }
    }

    #[test]
    fn decimals() {
        let cases = [
            (670.0, "670"),
            (3350.0, "3,350"),
            (686.4, "686"),
            (12.83, "12.8"),
            (4.2, "4.2"),
            (4.0, "4"),
            (22.87, "22.9"),
            (1.005, "1"),
            (0.03333, "0.0333"),
            (0.5, "0.5"),
            (0.0445, "0.0445"),
            (0.0, "0"),
            (-2.5, "-2.5"),
            (1234567.8, "1,234,568"),
            (f64::NAN, "—"),
        ];
        for (x, text) in cases {
            assert_eq!(decimal(x), text, "{x}");
        }
    }

    #[test]
    fn short_axis_labels() {
        for (x, text) in [(0.0, "0"), (500.0, "500"), (4000.0, "4k"), (1500.0, "1.5k"), (2e6, "2M"), (0.25, "0.25")] {
            assert_eq!(decimal_short(x), text);
        }
    }

    #[test]
    fn byte_sizes() {
        assert_eq!(bytes(0), "0 B");
        assert_eq!(bytes(1000), "1,000 B");
        assert_eq!(bytes(49152), "48 KiB");
        assert_eq!(bytes(1536), "1,536 B");
        assert_eq!(bytes_short(32768), "32K");
        assert_eq!(bytes_short(1536), "1.5K");
    }

    #[test]
    fn limiter_lists() {
        let one: Limiters = [Limiter::Registers].into_iter().collect();
        let two: Limiters = [Limiter::SharedMemory, Limiter::Registers].into_iter().collect();
        let three: Limiters = [Limiter::Warps, Limiter::Registers, Limiter::Blocks].into_iter().collect();
        assert_eq!(limiters_words(one), "registers");
        assert_eq!(limiters_words(two), "registers and shared memory");
        assert_eq!(limiters_words(three), "warps, registers and blocks per SM");
        assert_eq!(limit(None), "none");
        assert_eq!(limit(Some(32)), "32");
        assert_eq!(count(1, "block", "blocks"), "1 block");
    }
}
