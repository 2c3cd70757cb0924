//! The binary report reader against Nsight Compute's own reading of the same files: each report
//! of `tests/hardware/data/{h100,h200}/reports/` (an H100 and an H200, Nsight Compute 2025.3.1)
//! beside the details and raw pages that `ncu --import FILE.ncu-rep --csv` made of it. Every launch, every figure and
//! every rule's advice must agree, as exactly as the pages print them. Then damaged and hostile
//! files: every cut of a report, sizes that point past the end, deep nesting, a zstd bomb.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::import::kernel_name::base_name;
use occlab_model::import::{
    compare, read, read_bytes, Format, Import, Metric, ProfiledLaunch, Quantity, MAX_DECOMPRESSED_BYTES,
};
use occlab_model::report::ImportReport;
use std::path::PathBuf;

/// The reports, each captured on both GPUs ("h100/…", "h200/…"), and whether their kernels are
/// our own (named alike on every page).
const REPORTS: [(&str, bool); 8] = [
    ("h200/own_sections", true),
    ("h200/own_default", true),
    ("h200/own_full", true),
    ("h200/library", false),
    ("h100/own_sections", true),
    ("h100/own_default", true),
    ("h100/own_full", true),
    ("h100/library", false),
];

/// The device name each capture's reports give.
fn device_of(name: &str) -> &'static str {
    if name.starts_with("h100/") {
        "NVIDIA H100 80GB HBM3"
    } else {
        "NVIDIA H200"
    }
}

fn path(name: &str) -> PathBuf {
    let (gpu, file) = name.split_once('/').unwrap_or(("h200", name));
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/hardware/data").join(gpu).join("reports").join(file)
}

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(path(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn text(name: &str) -> String {
    String::from_utf8(fixture(name)).unwrap()
}

/// The page prints percentages and waves with two decimals, dropping them for whole values
/// ("25", "12.50"): a value agrees if it rounds to what was printed.
fn agrees(printed: Option<Quantity>, exact: Option<Quantity>) -> bool {
    match (printed, exact) {
        (None, _) => true,
        (Some(p), Some(e)) => (e.value - p.value).abs() <= p.half_step.max(0.005) + 1e-9,
        (Some(_), None) => false,
    }
}

/// Every figure the page gives is in the binary reading, equal as far as the page prints it.
fn same_figures(at: &str, page: &ProfiledLaunch, binary: &ProfiledLaunch) {
    let exact = |name: &str, p: Option<u64>, b: Option<u64>| {
        if p.is_some() {
            assert_eq!(p, b, "{at}: {name}");
        }
    };
    let n = |x: Option<u32>| x.map(u64::from);
    exact("grid", page.grid_size, binary.grid_size);
    exact("block", n(page.block_size), n(binary.block_size));
    exact("registers", n(page.registers_per_thread), n(binary.registers_per_thread));
    exact("barriers", n(page.barriers), n(binary.barriers));
    exact("cluster size", n(page.cluster_size), n(binary.cluster_size));
    exact("SMs", n(page.sms), n(binary.sms));
    let (p, b) = (&page.reported, &binary.reported);
    exact("Block Limit Warps", n(p.block_limit_warps), n(b.block_limit_warps));
    exact("Block Limit Registers", n(p.block_limit_registers), n(b.block_limit_registers));
    exact("Block Limit Shared Mem", n(p.block_limit_shared_mem), n(b.block_limit_shared_mem));
    exact("Block Limit SM", n(p.block_limit_sm), n(b.block_limit_sm));
    exact("Block Limit Barriers", n(p.block_limit_barriers), n(b.block_limit_barriers));
    exact("Max Active Clusters", n(p.max_active_clusters), n(b.max_active_clusters));
    exact("Max Cluster Size", n(p.max_cluster_size), n(b.max_cluster_size));
    if page.compute_capability.is_some() {
        assert_eq!(page.compute_capability, binary.compute_capability, "{at}: CC");
    }
    if page.device.is_some() {
        assert_eq!(page.device, binary.device, "{at}: device");
    }
    // Sizes: the page's Kbyte with two decimals hold the exact bytes within 5.
    for (name, p, b) in [
        ("static shared memory", page.static_shared_memory, binary.static_shared_memory),
        ("dynamic shared memory", page.dynamic_shared_memory, binary.dynamic_shared_memory),
        ("shared memory configuration", page.shared_memory_config_size, binary.shared_memory_config_size),
    ] {
        if let Some(p) = p {
            let b = b.unwrap_or_else(|| panic!("{at}: no {name}"));
            assert_eq!((b.half_step, b.value.fract()), (0.0, 0.0), "{at}: {name} is exact bytes");
            assert!(p.admits(b.value), "{at}: {name}: page {p:?}, binary {b:?}");
        }
    }
    for (name, p, b) in [
        ("Theoretical Occupancy", p.theoretical_occupancy_pct, b.theoretical_occupancy_pct),
        ("Achieved Occupancy", p.achieved_occupancy_pct, b.achieved_occupancy_pct),
        ("Waves Per SM", p.waves_per_sm, b.waves_per_sm),
    ] {
        assert!(agrees(p, b), "{at}: {name}: page {p:?}, binary {b:?}");
    }
}

#[test]
fn every_report_reads_as_its_details_page() {
    for (name, own) in REPORTS {
        let binary = read_bytes(&fixture(&format!("{name}.ncu-rep")));
        let page = read(&text(&format!("{name}.details.csv")));
        assert_eq!(binary.format, Some(Format::NcuReport), "{name}");
        assert_eq!(page.format, Some(Format::NcuDetailsCsv), "{name}");
        assert_eq!(binary.diagnostics, [], "{name}");
        assert_eq!(binary.launches.len(), page.launches.len(), "{name}");
        for (i, (b, p)) in binary.launches.iter().zip(&page.launches).enumerate() {
            let at = format!("{name} ID {i} {}", p.name);
            assert_eq!(b.line, i + 1, "{at}: a launch's line is its ID + 1");
            assert_eq!((b.id, p.id), (Some(u32::try_from(i).unwrap()), Some(u32::try_from(i).unwrap())), "{at}: ID");
            if own {
                assert_eq!(b.name, p.name, "{at}");
            } else {
                // The page shortens library names (cub::CUB_300001_SM_900::detail:: and
                // "(unsigned int)1024" are left out); the report stores the demangler's own.
                assert_eq!(base_name(&b.name), base_name(&p.name), "{at}: {}", b.name);
            }
            same_figures(&at, p, b);
            let words = |l: &ProfiledLaunch| {
                l.rules
                    .iter()
                    .map(|r| (r.kind.clone(), r.section.clone(), r.speedup.clone(), r.text.clone()))
                    .collect::<Vec<_>>()
            };
            assert_eq!(words(b), words(p), "{at}: rules");
            assert!(b.rules.iter().all(|r| r.line == b.line), "{at}");
        }
    }
}

#[test]
fn the_device_is_the_raw_pages() {
    for (name, _) in REPORTS {
        let binary = read_bytes(&fixture(&format!("{name}.ncu-rep")));
        let raw = read(&text(&format!("{name}.raw.csv")));
        assert_eq!(raw.format, Some(Format::NcuRawCsv), "{name}");
        assert_eq!(binary.launches.len(), raw.launches.len(), "{name}");
        for (i, (b, r)) in binary.launches.iter().zip(&raw.launches).enumerate() {
            let at = format!("{name} ID {i} {}", r.name);
            assert_eq!(b.device.as_deref(), Some(device_of(name)), "{at}");
            assert_eq!((&b.device, &b.compute_capability, b.sms), (&r.device, &r.compute_capability, r.sms), "{at}");
            assert_eq!(b.sms, Some(132), "{at}");
            assert_eq!(b.compute_capability.as_deref(), Some("9.0"), "{at}");
            same_figures(&at, r, b);
        }
    }
}

/// The what-if model's figures: the raw page prints each with six decimals in the unit of its
/// units row, the report stores it in base units. Both readings give every figure the page has,
/// equal in SI units as far as the page prints them; for the `--set full` reports and the
/// what-if capture's every level (`whatif/all_levels.ncu-repz` and its raw page,
/// `levels_raw.csv`).
#[test]
fn the_what_if_figures_are_the_raw_pages() {
    let whatif = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/hardware/data/h100/whatif");
    let mut pairs: Vec<(String, Import, Import)> = REPORTS
        .iter()
        .map(|(name, _)| {
            (
                name.to_string(),
                read_bytes(&fixture(&format!("{name}.ncu-rep"))),
                read(&text(&format!("{name}.raw.csv"))),
            )
        })
        .collect();
    let all_levels = std::fs::read(whatif.join("reports/all_levels.ncu-repz")).unwrap();
    let levels_raw = std::fs::read_to_string(whatif.join("levels_raw.csv")).unwrap();
    pairs.push(("whatif/all_levels".into(), read_bytes(&all_levels), read(&levels_raw)));
    let mut compared = 0;
    for (name, binary, raw) in &pairs {
        assert_eq!(binary.launches.len(), raw.launches.len(), "{name}");
        for (i, (b, r)) in binary.launches.iter().zip(&raw.launches).enumerate() {
            for (metric, page) in r.performance.iter() {
                let stored = b.performance.get(metric).unwrap_or_else(|| panic!("{name} ID {i}: no {metric:?}"));
                // Six printed decimals of the page's unit: at most 5e-7 of it, or 1e-6 of the value.
                let printed_step = page.abs().max(1e-300) * 1e-6;
                assert!(
                    (stored - page).abs() <= printed_step.max(5e-7 * unit_of(metric, page)),
                    "{name} ID {i} {metric:?}: report {stored}, page {page}"
                );
                compared += 1;
            }
        }
    }
    assert!(compared > 5_000, "only {compared} figures compared");
    let full = &pairs[2].1.launches[0].performance;
    assert!(full.get(Metric::Duration).is_some_and(|d| d > 0.0 && d < 1.0), "{full:?}");
    assert!(full.get(Metric::SmFrequency).is_some_and(|f| f > 1e9 && f < 3e9), "{full:?}");
}

/// The SI size of one unit the raw page would print `value` in: 1 for numbers, and for times and
/// clocks the largest unit below the value (the page prints "1.5 ms", "1.59 Ghz").
fn unit_of(metric: Metric, value: f64) -> f64 {
    match metric {
        Metric::Duration => [1.0, 1e-3, 1e-6, 1e-9].into_iter().find(|&u| value >= u).unwrap_or(1e-9),
        Metric::SmFrequency => [1e9, 1e6, 1e3, 1.0].into_iter().find(|&u| value >= u).unwrap_or(1.0),
        _ => 1.0,
    }
}

#[test]
fn the_comparison_says_the_same_of_both_readings() {
    for (name, _) in REPORTS {
        let binary = compare(&read_bytes(&fixture(&format!("{name}.ncu-rep"))));
        let page = compare(&read(&text(&format!("{name}.details.csv"))));
        assert_eq!(binary.kernels.len(), page.kernels.len());
        for (b, p) in binary.kernels.iter().zip(&page.kernels) {
            let at = format!("{name} {}", p.launch.name);
            let limits = |k: &occlab_model::import::KernelComparison| {
                k.limits.iter().map(|c| (c.resource, c.reported, c.model, c.agrees)).collect::<Vec<_>>()
            };
            if b.launch.barriers == p.launch.barriers {
                assert_eq!(b.waves_agree, p.waves_agree, "{at}");
                assert_eq!(b.theoretical_agrees, p.theoretical_agrees, "{at}");
                assert_eq!(limits(b), limits(p), "{at}");
            } else {
                // The details page does not give the barrier count (launch__barrier_count); the
                // report does, so ours agrees where the page's reading had to guess.
                assert_eq!((p.launch.barriers, b.launch.barriers.is_some()), (None, true), "{at}");
                assert!(!b.differs(), "{at}: {:?}", limits(b));
            }
        }
        assert!(!binary.differs(), "{name}: ours agrees with every launch of the report");
        let words = ImportReport::new(&binary);
        assert!(words.summary.to_string().contains("an Nsight Compute report file"), "{}", words.summary);
    }
}

#[test]
fn a_compressed_report_reads_as_the_plain_one() {
    let plain = read_bytes(&fixture("own_sections.ncu-rep"));
    let compressed = read_bytes(&fixture("own_sections.ncu-repz"));
    assert_eq!(compressed, plain);
    assert_eq!(compressed.launches.len(), 12);
}

#[test]
fn text_and_other_binary_files_take_the_text_path() {
    let csv = fixture("own_sections.details.csv");
    assert_eq!(read_bytes(&csv), read(&text("own_sections.details.csv")));
    let elf = read_bytes(b"\x7fELF\x02\x01\x01\0\0\0");
    assert_eq!(elf.format, None);
    assert!(elf.diagnostics[0].message.to_string().starts_with("the file is not text"), "{:?}", elf.diagnostics);
    assert!(!elf.diagnostics[0].message.to_string().contains("export"), "{:?}", elf.diagnostics);
}

/// Every cut of a report: its first 4,096 lengths one by one, then every 509th, and the
/// comparison and its words over each. Each is read as far as it goes and says where it stops.
#[test]
fn every_cut_of_a_report_is_read_as_far_as_it_goes() {
    let whole = fixture("own_sections.ncu-rep");
    let full = read_bytes(&whole);
    let cuts = (0..4096).chain((4096..whole.len()).step_by(509));
    let ends = block_ends(&whole);
    for n in cuts {
        let import = read_bytes(&whole[..n]);
        if n >= 4 {
            assert_eq!(import.format, Some(Format::NcuReport), "cut at {n}");
        }
        assert!(import.launches.len() <= full.launches.len(), "cut at {n}");
        // A cut between two blocks leaves a shorter report, whole; any other cut says where the
        // file stops.
        if n >= 4 && !ends.contains(&n) {
            assert!(
                import
                    .diagnostics
                    .iter()
                    .any(|d| d.message.to_string().contains("truncated") && d.message.to_string().contains("byte")),
                "cut at {n}: {:?}",
                import.diagnostics
            );
        }
        let _ = ImportReport::new(&compare(&import));
    }
    // The launches read before the cut are those of the whole file.
    let cut = read_bytes(&whole[..whole.len() / 2]);
    assert!(!cut.launches.is_empty());
    assert_eq!(cut.launches[..], full.launches[..cut.launches.len()]);
}

/// Where the file header and each block end: 32-bit sizes, and each block header's PayloadSize
/// (field 5) found by walking its fields (varints and length-delimited fields only).
fn block_ends(file: &[u8]) -> Vec<usize> {
    let size = |at: usize| u32::from_le_bytes(file[at..at + 4].try_into().unwrap()) as usize;
    let varint = |bytes: &[u8], at: &mut usize| {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = bytes[*at];
            *at += 1;
            v |= u64::from(b & 0x7f) << shift;
            if b < 0x80 {
                break;
            }
        }
        v
    };
    let mut ends = vec![8 + size(4)];
    while let Some(&at) = ends.last().filter(|&&at| at < file.len()) {
        let header = &file[at + 4..at + 4 + size(at)];
        let (mut i, mut payload) = (0, 0);
        while i < header.len() {
            let key = varint(header, &mut i);
            let value = varint(header, &mut i) as usize;
            match (key >> 3, key & 7) {
                (5, 0) => payload = value,
                (_, 2) => i += value,
                _ => {}
            }
        }
        ends.push(at + 4 + header.len() + payload);
    }
    ends
}

/// A hand-made report: protobuf fields by the schema's numbers.
mod encode {
    pub fn varint(mut v: u64, out: &mut Vec<u8>) {
        while v >= 0x80 {
            out.push((v as u8) | 0x80);
            v >>= 7;
        }
        out.push(v as u8);
    }

    pub fn uint(field: u64, v: u64) -> Vec<u8> {
        let mut out = Vec::new();
        varint(field << 3, &mut out);
        varint(v, &mut out);
        out
    }

    pub fn double(field: u64, v: f64) -> Vec<u8> {
        let mut out = Vec::new();
        varint((field << 3) | 1, &mut out);
        out.extend_from_slice(&v.to_le_bytes());
        out
    }

    pub fn bytes(field: u64, body: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        varint((field << 3) | 2, &mut out);
        varint(body.len() as u64, &mut out);
        out.extend_from_slice(body);
        out
    }

    pub fn sized(body: &[u8]) -> Vec<u8> {
        let mut out = (body.len() as u32).to_le_bytes().to_vec();
        out.extend_from_slice(body);
        out
    }

    /// `NVR\0`, the file header (version 7), then one block holding `results` after the string
    /// table `names`.
    pub fn report(names: &[&str], results: &[Vec<u8>]) -> Vec<u8> {
        let payload: Vec<u8> = results.iter().flat_map(|r| sized(r)).collect();
        let table: Vec<u8> = names.iter().flat_map(|n| bytes(1, n.as_bytes())).collect();
        let header = [uint(2, results.len() as u64), bytes(4, &table), uint(5, payload.len() as u64)].concat();
        [b"NVR\0".to_vec(), sized(&uint(1, 7)), sized(&header), payload].concat()
    }

    /// A metric result: name index and a double or whole value.
    pub fn metric(id: u64, value: Vec<u8>) -> Vec<u8> {
        bytes(13, &[uint(1, id), bytes(2, &value)].concat())
    }
}

fn launch_of(import: &Import) -> &ProfiledLaunch {
    import.launches.first().unwrap_or_else(|| panic!("no launch: {:?}", import.diagnostics))
}

#[test]
fn a_hand_made_report_gives_its_figures_exactly() {
    use encode::*;
    let names = [
        "launch__registers_per_thread",
        "sm__maximum_warps_per_active_cycle_pct",
        "launch__occupancy_limit_warps",
        "launch__shared_mem_per_block_static",
    ];
    let result = [
        bytes(7, b"k(int)"),
        bytes(10, &[uint(1, 100), uint(2, 2)].concat()),
        bytes(11, &uint(1, 128)),
        metric(0, uint(5, 40)),
        metric(1, double(3, 62.5)),
        metric(2, double(3, 16.0)),
        metric(3, uint(4, 4100)),
        metric(99, uint(5, 1)), // past the string table
    ]
    .concat();
    let import = read_bytes(&report(&names, &[result]));
    let l = launch_of(&import);
    assert_eq!(
        (l.name.as_str(), l.grid_size, l.block_size, l.registers_per_thread),
        ("k(int)", Some(200), Some(128), Some(40))
    );
    assert_eq!(l.reported.theoretical_occupancy_pct, Some(Quantity { value: 62.5, half_step: 0.0 }));
    assert_eq!(l.reported.block_limit_warps, Some(16));
    assert_eq!(l.static_shared_memory, Some(Quantity { value: 4100.0, half_step: 0.0 }));
    let messages: Vec<String> = import.diagnostics.iter().map(|d| d.message.to_string()).collect();
    assert_eq!(messages, ["1 metric result names an entry past the report's string table (4 names); it is not read"]);
}

#[test]
fn sizes_that_point_past_the_end_are_named_with_their_offset() {
    use encode::*;
    let good = report(&["launch__registers_per_thread"], &[[bytes(7, b"k()"), metric(0, uint(5, 32))].concat()]);
    // The first block's size prefix (after the magic and the 6-byte file header) says 4 GB.
    let mut huge_block = good.clone();
    huge_block[10..14].copy_from_slice(&u32::MAX.to_le_bytes());
    let import = read_bytes(&huge_block);
    assert_eq!(import.launches, []);
    assert!(
        import.diagnostics[0]
            .message
            .to_string()
            .starts_with("truncated: the block header at byte 10 says it holds 4,294,967,295 bytes but "),
        "{:?}",
        import.diagnostics
    );
    // The result's size prefix, the first bytes of the payload, says more than the payload holds.
    let header_len = u32::from_le_bytes(good[10..14].try_into().unwrap()) as usize;
    let at = 14 + header_len;
    let mut long_result = good.clone();
    long_result[at..at + 4].copy_from_slice(&1_000_000u32.to_le_bytes());
    let import = read_bytes(&long_result);
    assert!(
        import.diagnostics[0]
            .message
            .to_string()
            .starts_with(&format!("truncated: the message at byte {at} says it holds 1,000,000 bytes but ")),
        "{:?}",
        import.diagnostics
    );
    // A payload larger than the file.
    let big_payload =
        [b"NVR\0".to_vec(), sized(&uint(1, 7)), sized(&[uint(2, 1), uint(5, 1_000_000)].concat()), b"short".to_vec()]
            .concat();
    let import = read_bytes(&big_payload);
    assert_eq!(
        import.diagnostics[0].message.to_string(),
        "truncated: the block at byte 10 says it holds 1,000,000 bytes but 5 remain; the rest of the file is not read"
    );
    // A field inside a result whose length runs past the result: that result is refused, the
    // next one is read.
    let broken = [bytes(7, b"k()"), vec![0x6a, 0xff, 0x01]].concat();
    let fine = [bytes(7, b"j()"), metric(0, uint(5, 32))].concat();
    let import = read_bytes(&report(&["launch__registers_per_thread"], &[broken, fine]));
    assert_eq!(import.launches.len(), 1);
    assert_eq!((import.launches[0].name.as_str(), import.launches[0].line), ("j()", 2));
    assert!(
        import.diagnostics[0]
            .message
            .to_string()
            .starts_with("result ID 0 could not be read: truncated: a field at byte"),
        "{:?}",
        import.diagnostics
    );
}

#[test]
fn deep_nesting_is_skipped_or_refused_without_recursion() {
    use encode::*;
    // 100,000 nested length-delimited fields in a field the reader does not read: skipped.
    let mut nested = Vec::new();
    for _ in 0..100_000 {
        nested = bytes(50, &nested);
    }
    let deep_bytes = [bytes(7, b"k()"), nested, bytes(11, &uint(1, 32))].concat();
    let import = read_bytes(&report(&[], &[deep_bytes]));
    assert_eq!(launch_of(&import).block_size, Some(32));
    // 100,000 nested groups: refused at the depth limit, with the offset.
    let groups = [bytes(7, b"k()"), vec![0x0b; 100_000]].concat();
    let import = read_bytes(&report(&[], &[groups]));
    assert_eq!(import.launches, []);
    assert!(import.diagnostics[0].message.to_string().contains("nested too deeply"), "{:?}", import.diagnostics);
}

#[test]
fn a_report_without_the_occupancy_sections_says_how_to_collect_them() {
    let mut report = fixture("own_sections.ncu-rep");
    // Rename the Occupancy section's metrics in the string table (same length, so every size
    // stays right): the report now reads as one profiled without that section.
    for name in [&b"sm__maximum_warps_per_active_cycle_pct"[..], b"launch__occupancy_limit_"] {
        let mut i = 0;
        while let Some(at) = report[i..].windows(name.len()).position(|w| w == name) {
            report[i + at] = b'X';
            i += at + 1;
        }
    }
    let import = read_bytes(&report);
    assert_eq!(import.launches.len(), 12);
    assert!(import.launches.iter().all(|l| l.reported.theoretical_occupancy_pct.is_none()));
    let messages: Vec<String> = import.diagnostics.iter().map(|d| d.message.to_string()).collect();
    assert_eq!(messages, ["the Occupancy section was not collected for any of the 12 launches of this report, so there is nothing to compare with the model: profile again with ncu --section LaunchStats --section Occupancy -o REPORT your_program (Nsight Compute's default set includes both)"]);
    // A hand-made launch with neither section, beside one with both.
    use encode::*;
    let names = ["launch__registers_per_thread", "sm__maximum_warps_per_active_cycle_pct"];
    let bare = bytes(7, b"bare()");
    let full = [bytes(7, b"full()"), metric(0, uint(5, 32)), metric(1, double(3, 100.0))].concat();
    let import = read_bytes(&encode::report(&names, &[full, bare]));
    assert_eq!(import.diagnostics.len(), 1, "{:?}", import.diagnostics);
    assert_eq!(import.diagnostics[0].line, 2);
    assert!(import.diagnostics[0].message.to_string().starts_with("ID 1: the Launch Statistics and Occupancy sections were not collected for this launch: profile again with ncu --section LaunchStats --section Occupancy"));
    let comparison = compare(&import);
    assert_eq!(comparison.kernels[1].diagnostics, import.diagnostics, "the comparison files it under its launch");
}

#[test]
fn a_zstd_frame_larger_than_the_limit_is_refused() {
    // A frame declaring 2^40 bytes of content, then one empty raw block.
    let mut bomb = vec![0x28, 0xb5, 0x2f, 0xfd, 0xc0, 0x00];
    bomb.extend_from_slice(&(1u64 << 40).to_le_bytes());
    bomb.extend_from_slice(&[0x01, 0x00, 0x00]);
    let import = read_bytes(&bomb);
    assert_eq!(import.launches, []);
    assert_eq!(
        import.diagnostics[0].message.to_string(),
        format!(
            "the compressed report decompresses to more than {} bytes (from byte 0 of the compressed file), the most this reader accepts",
            "1,073,741,824"
        )
    );
    assert_eq!(MAX_DECOMPRESSED_BYTES, 1 << 30);
    // Damaged zstd data: the decoder's words, and no panic on any cut of a real .ncu-repz.
    let repz = fixture("own_sections.ncu-repz");
    for n in (0..repz.len()).step_by(97) {
        let import = read_bytes(&repz[..n]);
        assert!(!import.diagnostics.is_empty(), "cut at {n}");
    }
    // zstd that holds no report.
    let plain = [0x28, 0xb5, 0x2f, 0xfd, 0x20, 0x02, 0x11, 0x00, 0x00, b'h', b'i'];
    let import = read_bytes(&plain);
    assert_eq!(import.format, None);
    assert!(import.diagnostics[0].message.to_string().contains("no Nsight Compute report"), "{:?}", import.diagnostics);
}

/// The source counters by instruction (only the report file holds them): each long-scoreboard
/// sample at an instruction, beside that instruction's executions. The H100 saxpy (`y = a·x + y`,
/// one element a thread) issues its two loads before the FMA that needs both: one wait per two
/// loads, ω = 2, and the samples sum to the report's own total for the reason (65,270). The
/// grid-stride sum (`reduce_sum`) adds each loaded value at once: one wait per load. The raw page
/// of every level of the same capture holds none.
#[test]
fn the_loads_per_wait_are_the_kernels_own() {
    let whatif = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/hardware/data/h100/whatif");
    let launch = |file: &str| {
        let import = read_bytes(&std::fs::read(whatif.join("reports").join(file)).unwrap());
        assert_eq!(import.launches.len(), 1, "{file}");
        import.launches.into_iter().next().unwrap()
    };
    let omega = |l: &ProfiledLaunch| {
        let loads = l.performance.get(Metric::GlobalLoads).unwrap();
        l.long_scoreboard.unwrap().loads_per_wait(loads).unwrap()
    };
    let saxpy = launch("saxpy_b2.ncu-repz");
    assert_eq!(saxpy.long_scoreboard.unwrap().samples, 65_270.0);
    assert_eq!(omega(&saxpy), 2.0);
    assert_eq!(omega(&launch("reduce_sum_b2.ncu-repz")), 1.0);
    let raw = read(&std::fs::read_to_string(whatif.join("levels_raw.csv")).unwrap());
    assert!(!raw.launches.is_empty() && raw.launches.iter().all(|l| l.long_scoreboard.is_none()));
}
