//! Axes: round tick values, and the short labels only ticks use ("32K", "1.5K", "4k").

use occlab_model::decimal;
use plotters::coord::combinators::IntoLinspace;
use plotters::coord::ranged1d::{Ranged, ValueFormatter};

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

/// Ticks from 0 to `max` in power-of-two steps, as few as leave at most `room` intervals:
/// 1,024 with room 8 → 0, 128, … 1,024; 255 → 0, 32, … 224.
pub fn ticks(max: u32, room: u32) -> Vec<u32> {
    let room = u64::from(room.max(1));
    let mut step: u64 = 1;
    while u64::from(max) / step > room {
        step *= 2;
    }
    (0..=u64::from(max))
        .step_by(usize::try_from(step).unwrap_or(usize::MAX))
        .filter_map(|t| u32::try_from(t).ok())
        .collect()
}

/// Round ticks for a value axis from 0 to at least `max`: steps of 1, 2 or 5 × 10^k, as
/// small as gives at most `room` intervals; the last tick is the axis's top. 3,352 with room 6 →
/// 0, 1,000, … 4,000.
pub fn nice_ticks(max: f64, room: u32) -> Vec<f64> {
    let max = if max.is_finite() && max > 0.0 { max } else { 1.0 };
    let raw = max / f64::from(room.max(1));
    // The power of ten at or below `raw` (found by steps, not logarithms: fewer bytes).
    let mut magnitude = 1.0;
    while magnitude > raw {
        magnitude /= 10.0;
    }
    while magnitude * 10.0 <= raw {
        magnitude *= 10.0;
    }
    let step = [1.0, 2.0, 5.0, 10.0].into_iter().map(|m| m * magnitude).find(|s| *s >= raw * (1.0 - 1e-9));
    let step = step.unwrap_or(10.0 * magnitude);
    let intervals = (max / step - 1e-9).ceil().max(1.0) as u32;
    (0..=intervals).map(|i| f64::from(i) * step).collect()
}

/// An axis label: [`decimal`] without trailing zeros below 1,000, else in thousands ("4k",
/// "1.5k") or millions ("2M").
pub fn decimal_short(x: f64) -> String {
    let compact = |x: f64| {
        let text = decimal(x);
        if text.contains('.') {
            text.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            text
        }
    };
    if x >= 1e6 {
        format!("{}M", compact(x / 1e6))
    } else if x >= 1e3 {
        format!("{}k", compact(x / 1e3))
    } else {
        compact(x)
    }
}

/// A value axis from 0 to `end` that steps by the spacing of `ticks` (evenly spaced from 0, as
/// [`nice_ticks`] and [`ticks`] give them; 1 with fewer than two), so that the mesh and the labels
/// fall on them. A range's end is exclusive of its key points: it ends a hair past `end`.
pub fn value_axis(end: f64, ticks: &[f64]) -> impl Ranged<ValueType = f64> + ValueFormatter<f64> {
    let spacing = ticks.get(1).copied().filter(|s| *s > 0.0).unwrap_or(1.0);
    (0f64..end * (1.0 + 1e-9)).step(spacing)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_ticks() {
        assert_eq!(bytes_short(0), "0");
        assert_eq!(bytes_short(32768), "32K");
        assert_eq!(bytes_short(1536), "1.5K");
    }

    #[test]
    fn round_ticks() {
        assert_eq!(ticks(64, 8), [0, 8, 16, 24, 32, 40, 48, 56, 64]);
        assert_eq!(ticks(0, 8), [0]);
        assert_eq!(ticks(48, 4), [0, 16, 32, 48]);
        assert_eq!(ticks(233_472, 8).get(1), Some(&32_768));
        assert_eq!(ticks(u32::MAX, 2), [0, 1 << 31]);
        assert_eq!(ticks(1024, 8), [0, 128, 256, 384, 512, 640, 768, 896, 1024]);
        assert_eq!(ticks(255, 8), [0, 32, 64, 96, 128, 160, 192, 224]);
    }

    #[test]
    fn nice_ticks_cover_the_maximum_in_round_steps() {
        assert_eq!(nice_ticks(3352.0, 6), vec![0.0, 1000.0, 2000.0, 3000.0, 4000.0]);
        assert_eq!(nice_ticks(100.0, 5), vec![0.0, 20.0, 40.0, 60.0, 80.0, 100.0]);
        assert_eq!(nice_ticks(0.9, 4), vec![0.0, 0.5, 1.0]);
        assert_eq!(nice_ticks(0.0, 4), vec![0.0, 0.5, 1.0]);
        assert_eq!(nice_ticks(f64::NAN, 4), vec![0.0, 0.5, 1.0]);
        let big = nice_ticks(67_000.0, 8);
        assert_eq!((big[1], big.last().copied()), (10_000.0, Some(70_000.0)));
    }

    #[test]
    fn short_axis_labels() {
        for (x, text) in [(0.0, "0"), (500.0, "500"), (4000.0, "4k"), (1500.0, "1.5k"), (2e6, "2M"), (0.25, "0.25")] {
            assert_eq!(decimal_short(x), text);
        }
    }
}
