//! Reading a report keeps memory bounded: the reader borrows the report's bytes and copies out
//! only the figures and texts it keeps, so its peak is a small multiple of the report's
//! (decompressed) size. Measured with dhat's heap profiler, in a test binary of its own.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use occlab_model::import::read_bytes;

#[global_allocator]
static ALLOCATOR: dhat::Alloc = dhat::Alloc;

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!("{}/../../tests/hardware/data/h200/reports/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// The most bytes live at once while `f` runs (the report itself, read before, not counted).
fn peak_during(f: impl FnOnce()) -> usize {
    let profiler = dhat::Profiler::builder().testing().build();
    f();
    let peak = dhat::HeapStats::get().max_bytes;
    drop(profiler);
    peak
}

/// One test, so that no other test allocates while it measures.
#[test]
fn reading_a_report_needs_a_small_multiple_of_its_size() {
    for name in ["library.ncu-rep", "own_full.ncu-rep"] {
        let bytes = fixture(name);
        let peak = peak_during(|| assert!(!read_bytes(&bytes).launches.is_empty(), "{name}"));
        println!("{name}: {} bytes, peak {peak} bytes", bytes.len());
        assert!(peak < bytes.len() / 2, "{name}: {peak} bytes at the peak for a {}-byte report", bytes.len());
    }
    // Compressed: the decompressed report is held while it is read.
    let compressed = fixture("own_sections.ncu-repz");
    let plain = fixture("own_sections.ncu-rep").len();
    let peak = peak_during(|| assert_eq!(read_bytes(&compressed).launches.len(), 12));
    println!("own_sections.ncu-repz: {} bytes, {plain} decompressed, peak {peak} bytes", compressed.len());
    assert!(peak < 3 * plain, "{peak} bytes at the peak for a report of {plain} bytes decompressed");
}
