//! The one number format of Occupancy Lab: every figure the CLI and the page show is written
//! here, so a screenshot of the page and the terminal never disagree.
//!
//! - Counts: digits with thousands separators ("65,536").
//! - Percentages: two decimals, as Nsight Compute prints them ("46.88%", "100.00%").
//! - Other quantities (cycles, warps, GB/s): a whole value as an integer ("544", "3,352"),
//!   else two decimals, or three significant digits below 0.1 ("24.33", "0.0445"). Waves Per SM
//!   keeps Nsight Compute's two decimals ("2.00").
//! - Rounding: the exact binary value to the nearest, a tie to even, as printf (and so Nsight
//!   Compute) and Rust's `format!` round; printed with integer arithmetic, identical on wasm.
//! - Bytes: "48 KiB" on a KiB boundary, else "49,153 B".

/// 65536 → "65,536": how every count reads in the model's sentences, the CLI and the page.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `x` with `places` decimals, exactly as `format!("{x:.places$}")` prints it (the binary value
/// rounded half to even), but with integer arithmetic: the float-printing machinery of `core`
/// adds about 13 KB to a wasm page. At most 9 places; "NaN", "inf" and "-inf" as Rust prints them.
pub fn fixed_decimal(x: f64, places: u32) -> String {
    if x.is_nan() {
        return "NaN".to_string();
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x.is_infinite() {
        return format!("{sign}inf");
    }
    let places = places.min(9);
    // |x| = mantissa × 2^exponent exactly; scaled = |x| × 10^places, rounded half to even.
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = u128::from(bits & ((1 << 52) - 1));
    let (mantissa, exponent) = if biased == 0 { (fraction, -1074) } else { (fraction | (1 << 52), biased - 1075) };
    let numerator = mantissa * 10u128.pow(places);
    let scaled = if exponent >= 0 {
        numerator.checked_shl(exponent.unsigned_abs()).filter(|s| s >> exponent.unsigned_abs() == numerator)
    } else {
        let shift = exponent.unsigned_abs();
        if shift >= 128 {
            Some(0)
        } else {
            let (quotient, remainder, half) =
                (numerator >> shift, numerator & ((1 << shift) - 1), 1u128 << (shift - 1));
            Some(quotient + u128::from(remainder > half || (remainder == half && quotient % 2 == 1)))
        }
    };
    // Beyond u128 (about 3.4 × 10^38): no finite input the model takes comes near.
    let Some(scaled) = scaled else {
        return format!("{sign}1e39+");
    };
    let unit = 10u128.pow(places);
    if places == 0 {
        format!("{sign}{scaled}")
    } else {
        format!("{sign}{}.{:0width$}", scaled / unit, scaled % unit, width = places as usize)
    }
}

/// A 0–1 fraction as a percentage with two decimals: 0.46875 → "46.88%", 1.0 → "100.00%".
pub fn percent(fraction: f64) -> String {
    format!("{}%", decimal_places(fraction * 100.0, 2))
}

/// A quantity: whole as an integer, else two decimals, or three significant digits below 0.1:
/// 544.0 → "544", 3.7878 → "3.79", 1234.5 → "1,234.50", 0.04453 → "0.0445". Not finite → "—".
pub fn decimal(x: f64) -> String {
    if !x.is_finite() {
        return "—".to_string();
    }
    if x.fract() == 0.0 {
        return decimal_places(x, 0);
    }
    // Below 0.1, one decimal more for each leading zero, and three significant digits.
    let mut places = 2;
    let mut scaled = x.abs();
    if scaled != 0.0 && scaled < 0.1 {
        places = 3;
        while scaled < 0.1 && places < 9 {
            places += 1;
            scaled *= 10.0;
        }
    }
    decimal_places(x, places)
}

/// `x` with `places` decimals and thousands separators: 1234.5 → "1,234.50".
fn decimal_places(x: f64, places: u32) -> String {
    let text = fixed_decimal(x, places);
    let (sign, digits) = text.strip_prefix('-').map_or(("", text.as_str()), |d| ("-", d));
    let (whole, fraction) = digits.split_once('.').map_or((digits, None), |(w, f)| (w, Some(f)));
    let whole = whole.parse::<u64>().map_or_else(|_| whole.to_string(), thousands);
    match fraction {
        Some(f) => format!("{sign}{whole}.{f}"),
        None => format!("{sign}{whole}"),
    }
}

/// Bytes: "48 KiB" on a KiB boundary from 1 KiB, else "1,000 B".
pub fn bytes(n: u64) -> String {
    if n >= 1024 && n.is_multiple_of(1024) {
        format!("{} KiB", thousands(n / 1024))
    } else {
        format!("{} B", thousands(n))
    }
}

/// The value a reader sees of `x`: `x` as [`decimal`] writes it ("3.12" for 3.125), read back.
pub fn as_written(x: f64) -> f64 {
    decimal(x).replace(',', "").parse().unwrap_or(x)
}

/// The sign between printed arithmetic and its result: "=" when the result computed from the
/// operands as written (`from_written`, each operand through [`as_written`]) is written as the
/// exact `result` is, else "≈". So "600 cycles × 3.12 B / cycle ≈ 1,875 B" never claims an
/// equality the reader's own multiplication denies.
pub fn equals(from_written: f64, result: f64) -> &'static str {
    if decimal(from_written) == decimal(result) {
        "="
    } else {
        "≈"
    }
}

/// A count and its noun: "1 block", "1,056 blocks".
pub fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", thousands(n), if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue #36's sums: 3.125 is written 3.12, and 600 × 3.12 is not 1,875; 670 × 12.83 is not
    /// 8,592.90. Exact sums keep "=".
    #[test]
    fn printed_arithmetic_says_about_where_the_written_operands_do_not_multiply_out() {
        assert_eq!(as_written(3.125), 3.12);
        assert_eq!(equals(600.0 * as_written(3.125), 600.0 * 3.125), "≈");
        let bytes_per_cycle = 3352.0 / (1.98 * 132.0);
        assert_eq!(decimal(670.0 * bytes_per_cycle), "8,592.90");
        assert_eq!(equals(670.0 * as_written(bytes_per_cycle), 670.0 * bytes_per_cycle), "≈");
        assert_eq!(equals(4.0 * as_written(4.0), 16.0), "=");
        assert_eq!(equals(as_written(686.0) * as_written(0.0334), 22.9124), "=");
    }

    #[test]
    fn percentages_have_two_decimals_and_ties_go_to_even() {
        let cases = [
            (30, 64, "46.88%"),
            (40, 64, "62.50%"),
            (64, 64, "100.00%"),
            (0, 64, "0.00%"),
            (32, 48, "66.67%"),
            (4, 64, "6.25%"),
            (1, 64, "1.56%"),
            (1, 48, "2.08%"),
        ];
        for (warps, max, text) in cases {
            assert_eq!(percent(f64::from(warps) / f64::from(max)), text, "{warps}/{max}");
        }
        // 0.0625 is exact in binary: 6.25 at one decimal is a tie, and goes to even.
        assert_eq!(fixed_decimal(6.25, 1), "6.2");
        assert_eq!(fixed_decimal(6.35, 1), "6.3", "6.35 is 6.34999… in binary");
    }

    #[test]
    fn decimals() {
        let cases = [
            (3.7878, "3.79"),
            (1234.5, "1,234.50"),
            (24.333, "24.33"),
            (0.5, "0.50"),
            (0.1, "0.10"),
            (0.0445, "0.0445"),
            (0.04453, "0.0445"),
            (0.003333, "0.00333"),
            (0.0, "0"),
            (-2.5, "-2.50"),
            (670.0, "670"),
            (3352.0, "3,352"),
            (f64::NAN, "—"),
            (f64::INFINITY, "—"),
        ];
        for (x, text) in cases {
            assert_eq!(decimal(x), text, "{x}");
        }
    }

    #[test]
    fn bytes_and_counts() {
        assert_eq!(bytes(0), "0 B");
        assert_eq!(bytes(1000), "1,000 B");
        assert_eq!(bytes(49152), "48 KiB");
        assert_eq!(bytes(1536), "1,536 B");
        assert_eq!(count(1, "block", "blocks"), "1 block");
        assert_eq!(count(1056, "block", "blocks"), "1,056 blocks");
    }
}
