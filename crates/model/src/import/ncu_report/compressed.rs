//! A compressed report (`.ncu-repz`): the whole `.ncu-rep` in one or more zstd frames (skippable
//! frames are skipped), decoded by ruzstd, a pure-Rust decoder, so the page reads it as the CLI
//! does. The output is bounded by [`MAX_DECOMPRESSED_BYTES`]: a frame that declares more is
//! refused before decoding, and decoding stops as soon as the output would pass it, so a small
//! hostile file cannot claim the memory of a large one. ruzstd bounds a frame's window at 128 MiB
//! (its `DEFAULT_MAX_WINDOW_SIZE`) before it allocates it.
//!
//! Source: RFC 8878 (Zstandard), 3.1 Frames: the frame magic 28 B5 2F FD and skippable frames
//! 0x184D2A50–5F.

use super::error::{ErrorKind, ReportError, SizedPart};
use ruzstd::decoding::errors::{FrameDecoderError, ReadFrameHeaderError};
use ruzstd::decoding::{BlockDecodingStrategy, FrameDecoder};

/// The most bytes a compressed report may decompress to: 1 GiB, beyond any report of a few
/// thousand launches with `--set full` (85 MB for 60 launches).
pub const MAX_DECOMPRESSED_BYTES: u64 = 1 << 30;

/// How much is decoded between checks against the limit.
const STEP: usize = 1 << 20;

/// Whether `bytes` start with a zstd frame or a skippable frame.
pub fn is_zstd(bytes: &[u8]) -> bool {
    matches!(bytes, [0x28, 0xb5, 0x2f, 0xfd, ..] | [0x50..=0x5f, 0x2a, 0x4d, 0x18, ..])
}

/// What was decompressed, and why decompression stopped early, if it did.
#[derive(Debug, Default)]
pub struct Decompressed {
    pub bytes: Vec<u8>,
    pub error: Option<ReportError>,
}

/// Decompresses every frame of `bytes`, at most `limit` bytes in all. On an error, what was
/// decompressed before it is kept (a report cut short is still read as far as it goes), except
/// when the limit is passed: then nothing is kept.
pub fn decompress(bytes: &[u8], limit: u64) -> Decompressed {
    let mut out = Vec::new();
    match decompress_into(bytes, limit, &mut out) {
        Ok(()) => Decompressed { bytes: out, error: None },
        Err(e) if matches!(e.kind, ErrorKind::TooLarge { .. }) => Decompressed { bytes: Vec::new(), error: Some(e) },
        Err(e) => Decompressed { bytes: out, error: Some(e) },
    }
}

fn decompress_into(bytes: &[u8], limit: u64, out: &mut Vec<u8>) -> Result<(), ReportError> {
    let mut input = bytes;
    let mut decoder = FrameDecoder::new();
    let too_large = |at: usize| ReportError::new(at, ErrorKind::TooLarge { limit });
    while !input.is_empty() {
        let at = bytes.len() - input.len();
        // ruzstd's own messages are not used: their formatting would weigh on the page's first view.
        let zstd = |_: FrameDecoderError| ReportError::new(at, ErrorKind::Zstd);
        match decoder.reset(&mut input) {
            Ok(()) => {}
            Err(FrameDecoderError::ReadFrameHeaderError(ReadFrameHeaderError::SkipFrame { length, .. })) => {
                let remain = input.len();
                input = usize::try_from(length).ok().and_then(|n| input.get(n..)).ok_or(ReportError::new(
                    at,
                    ErrorKind::Truncated { what: SizedPart::SkippableFrame, says: length.into(), remain },
                ))?;
                continue;
            }
            Err(e) => return Err(zstd(e)),
        }
        let room = limit.saturating_sub(out.len() as u64);
        if decoder.content_size() > room {
            return Err(too_large(at));
        }
        loop {
            let finished = decoder.decode_blocks(&mut input, BlockDecodingStrategy::UptoBytes(STEP)).map_err(zstd)?;
            let ready = decoder.can_collect() as u64;
            if ready > limit.saturating_sub(out.len() as u64) {
                return Err(too_large(at));
            }
            decoder.collect_to_writer(&mut *out).map_err(|_| ReportError::new(at, ErrorKind::Zstd))?;
            if finished {
                break;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 1 MiB of zeros, `zstd -19 --no-content-size`: no declared size, so only decoding finds it.
    const ZEROS_1MIB: &[u8] = &[
        0x28, 0xb5, 0x2f, 0xfd, 0x04, 0x50, 0x4c, 0x00, 0x00, 0x08, 0x00, 0x01, 0x00, 0xfc, 0xff, 0x39, 0x10, 0x02,
        0x02, 0x00, 0x10, 0x00, 0x02, 0x00, 0x10, 0x00, 0x02, 0x00, 0x10, 0x00, 0x02, 0x00, 0x10, 0x00, 0x02, 0x00,
        0x10, 0x00, 0x02, 0x00, 0x10, 0x00, 0x03, 0x00, 0x10, 0x00, 0xf1, 0x3e, 0x16, 0xe1,
    ];

    #[test]
    fn the_limit_stops_decoding() {
        let whole = decompress(ZEROS_1MIB, MAX_DECOMPRESSED_BYTES);
        assert_eq!((whole.bytes.len(), whole.error), (1 << 20, None));
        let limited = decompress(ZEROS_1MIB, 1000);
        assert!(limited.bytes.is_empty());
        assert_eq!(limited.error.map(|e| e.kind), Some(ErrorKind::TooLarge { limit: 1000 }));
    }
}
