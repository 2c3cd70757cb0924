//! Content-hashed file names, as trunk names the main module: a browser never pairs a cached
//! chunk with a newer page, and `occlab serve` may let browsers keep such files for a year
//! (`crates/occlab/src/serve/page_cache.rs`).

use sha2::{Digest, Sha256};

/// The first 16 hex digits of the SHA-256 of `bytes`.
pub fn hash16(bytes: &[u8]) -> String {
    Sha256::digest(bytes).iter().take(8).map(|byte| format!("{byte:02x}")).collect()
}

/// `{stem}-{hash16}{extension}`, e.g. `chunk_4-94bd74f95c245f32.wasm`.
pub fn content_name(stem: &str, bytes: &[u8], extension: &str) -> String {
    format!("{stem}-{}{extension}", hash16(bytes))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// FIPS 180-2's first SHA-256 example: "abc" hashes to ba7816bf8f01cfea….
    #[test]
    fn names_after_the_sha256_of_the_content() {
        assert_eq!(content_name("chunk_4", b"abc", ".wasm"), "chunk_4-ba7816bf8f01cfea.wasm");
    }
}
