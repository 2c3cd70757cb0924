//! How the model writes numbers in its sentences, shared with the CLI and the page so that a
//! figure reads the same everywhere: thousands separators, and fixed decimals printed with
//! integer arithmetic.

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
