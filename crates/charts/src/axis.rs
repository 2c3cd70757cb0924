//! Axis labels: the short forms only ticks use ("32K", "1.5K").

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
}
