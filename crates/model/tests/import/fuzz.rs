//! Every reader over mutated reports, seeded from the fixtures: no input may panic. A seeded
//! mutator (no nightly toolchain, so no cargo-fuzz): each input is a window of a real capture or
//! public fixture (1–12 lines, after up to 4 of its first lines, so the header stays likely) under 1–8 mutations (bytes
//! flipped, inserted or deleted, lines duplicated or swapped, tokens of the formats inserted),
//! read by every reader, then compared with our model and put into words, with every kernel's
//! what-if (`what_if::predict`, calibrated by the committed H100 run). One input in eight is
//! instead one of Nsight Compute's binary reports (`tests/hardware/data/h200/reports/`: a cut of
//! own_sections.ncu-rep, its .ncu-repz, or of library.ncu-rep) under 1–8 binary mutations
//! (bytes flipped or overwritten, sizes set to extremes, bytes inserted or deleted, the file cut),
//! read by `read_bytes`.
//!
//! `cargo test` runs a short version. The full run behind docs/PERFORMANCE.md:
//! `FUZZ_INPUTS=10000000 cargo test --release -p occlab-model --test import -- --ignored --nocapture`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::import::Comparison;
use occlab_model::import::{compare, read, read_as, read_bytes, Format};
use occlab_model::report::{ImportReport, WhatIfReport};
use occlab_model::run::Run;
use occlab_model::what_if::{self, Calibration};
use std::path::PathBuf;

/// SplitMix64: small, seedable, the same sequence on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Pieces of the formats, to splice in.
const TOKENS: &[&str] = &[
    "==PROF== ",
    "    Section: Occupancy\n",
    "    Section: Launch Statistics\n",
    ", Context 1, Stream 7, Device 0, CC 9.0",
    ", Context 1, Stream 7, Device 0, CC 99.99",
    " (264, 1, 1)x(256, 1, 1)",
    ")x(",
    "    -------------------------------- --------------- ---------------\n",
    "    OPT   Est. Local Speedup: 75%",
    "    Block Limit Registers                 block            2\n",
    "    Shared Memory Configuration Size           Kbyte           32.77\n",
    "    Waves Per SM                                                0.12\n",
    "    Registers Per Thread             register/thread 4294967296\n",
    "    Block Size                                                 0\n",
    "\"ID\",\"Process ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n",
    "\"ID\",\"Kernel Name\",\"launch__block_size\",\"launch__grid_size\"\n",
    "\"",
    ",",
    "\"\"",
    "(151 76 1)",
    "(4294967295 4294967295 4294967295)",
    "Regs*    SSMem*    DSMem*",
    "Invocations  Metric Name",
    "Device \"GeForce GTX 1070 (0)\"\n",
    "    Kernel: k(int)\n",
    "achieved_occupancy Achieved Occupancy 1.5 -1 0.5\n",
    "ptxas info    : Compiling entry function '_Z1kv' for 'sm_90'\n",
    "ptxas info    : Used 255 registers, used 16 barriers, 99999999999 bytes smem\n",
    "    0 bytes stack frame, 8 bytes spill stores, 8 bytes spill loads\n",
    "ptxas warning : For profile sm_80 adjusting per thread register count of 16 to lower bound of\n",
    "info    : Function properties for '\n",
    "1>",
    "Resource usage:\n Function _Z:\n  REG:-1 STACK:x SHARED: LOCAL:99999999999\n",
    "arch = sm_90\n",
    "_ZN999999",
    "27.595.520",
    "33,3333 %",
    "1e308",
    "-0",
    "NaN",
    "٣",
    "é",
    "\u{a0}",
    "\r\n",
    "\n",
    "\t",
];

fn seeds() -> Vec<String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    for gpu in ["h100", "h200"] {
        for file in [
            "ncu_default.txt",
            "ncu_sections.txt",
            "ncu_base_units.txt",
            "ncu_details.csv",
            "ncu_raw_clean.csv",
            "ptxas.txt",
            "cuobjdump.txt",
        ] {
            paths.push(root.join("../../tests/hardware/data").join(gpu).join("import").join(file));
        }
    }
    // The what-if capture's raw page: every figure the what-if model reads.
    paths.push(root.join("../../tests/hardware/data/h100/whatif/levels_raw.csv"));
    let fixtures = root.join("tests/import_fixtures");
    for entry in std::fs::read_dir(&fixtures).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e != "md") {
            paths.push(path);
        }
    }
    paths.sort();
    paths.iter().map(|p| std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))).collect()
}

/// The binary reports: the small one whole, its compressed copy, and the first 600 KB of the
/// library report (a cut is a report too: the reader says where it stops).
fn binary_seeds() -> Vec<Vec<u8>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/hardware/data/h200/reports");
    let read = |name: &str| std::fs::read(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut library = read("library.ncu-rep");
    library.truncate(600_000);
    vec![read("own_sections.ncu-rep"), read("own_sections.ncu-repz"), library]
}

/// One mutated binary report: 1–8 byte-level mutations of a seed.
fn mutate_binary(rng: &mut Rng, seed: &[u8]) -> Vec<u8> {
    let mut out = seed.to_vec();
    for _ in 0..1 + rng.below(8) {
        let at = rng.below(out.len() + 1);
        match rng.below(6) {
            0 if at < out.len() => out[at] ^= 1 << rng.below(8),
            1 if at < out.len() => out[at] = (rng.next() & 0xff) as u8,
            2 => {
                // A size or varint set to an extreme.
                let extremes: [&[u8]; 5] = [
                    &[0xff, 0xff, 0xff, 0xff],
                    &[0, 0, 0, 0],
                    &[0xff, 0xff, 0xff, 0x7f],
                    &[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01],
                    &[0x0b, 0x0b, 0x0b, 0x0b],
                ];
                let e = extremes[rng.below(extremes.len())];
                let end = (at + e.len()).min(out.len());
                out.splice(at..end, e.iter().copied());
            }
            3 => {
                let n = 1 + rng.below(16);
                out.splice(at..at, (0..n).map(|_| (rng.next() & 0xff) as u8));
            }
            4 if at < out.len() => {
                let end = (at + 1 + rng.below(64)).min(out.len());
                out.drain(at..end);
            }
            _ => out.truncate(at),
        }
    }
    out
}

/// One mutated input: the seed's first lines, a window of it, then mutations.
fn mutate(rng: &mut Rng, lines: &[&str]) -> Vec<u8> {
    let head = rng.below(5).min(lines.len());
    let start = rng.below(lines.len());
    let len = 1 + rng.below(12);
    let mut out: Vec<u8> = Vec::new();
    for line in lines[..head].iter().chain(lines[start..(start + len).min(lines.len())].iter()) {
        out.extend_from_slice(line.as_bytes());
    }
    for _ in 0..1 + rng.below(8) {
        let at = rng.below(out.len() + 1);
        match rng.below(7) {
            0 if !out.is_empty() => {
                let i = at.min(out.len() - 1);
                out[i] ^= 1 << rng.below(8);
            }
            1 => out.insert(at, (rng.next() & 0xff) as u8),
            2 if !out.is_empty() => {
                let end = (at + 1 + rng.below(16)).min(out.len());
                out.drain(at.min(end)..end);
            }
            3 => {
                let token = TOKENS[rng.below(TOKENS.len())];
                out.splice(at..at, token.bytes());
            }
            4 => {
                let line = lines[rng.below(lines.len())];
                out.splice(at..at, line.bytes());
            }
            5 => {
                // A digit run replaced by a long or extreme number.
                let n = ["0", "4294967295", "18446744073709551616", "99999999999999999999999999999999", "0.000"];
                out.splice(at..at, n[rng.below(n.len())].bytes());
            }
            _ => out.truncate(at),
        }
    }
    out
}

/// The committed H100 run's calibration, for the what-if of every comparison.
fn calibration() -> Calibration {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../public/samples/h100-run.json");
    let run = Run::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    Calibration::from_run(&run).unwrap()
}

/// The comparison in words, and every kernel's what-if.
fn words(comparison: &Comparison, calibration: &Calibration) {
    let _ = ImportReport::new(comparison);
    for k in &comparison.kernels {
        let _ = what_if::predict(k, calibration).map(|w| WhatIfReport::new(&w));
    }
}

/// Reads `count` mutated inputs; returns the inputs read and the bytes.
fn run(count: u64, seed: u64) -> (u64, u64) {
    let calibration = calibration();
    let seeds = seeds();
    let seeds: Vec<Vec<&str>> = seeds.iter().map(|s| s.split_inclusive('\n').collect()).collect();
    let binaries = binary_seeds();
    let mut rng = Rng(seed);
    let mut bytes = 0u64;
    for i in 0..count {
        if rng.below(8) == 0 {
            let which = rng.below(binaries.len());
            let input = mutate_binary(&mut rng, &binaries[which]);
            bytes += input.len() as u64;
            let outcome = std::panic::catch_unwind(|| words(&compare(&read_bytes(&input)), &calibration));
            if outcome.is_err() {
                let dump = std::env::temp_dir().join(format!("import_fuzz_{seed}_{i}.bin"));
                let _ = std::fs::write(&dump, &input);
                panic!("binary input {i} (seed {seed}) panicked; written to {}", dump.display());
            }
            continue;
        }
        let which = rng.below(seeds.len());
        let input = mutate(&mut rng, &seeds[which]);
        bytes += input.len() as u64;
        let text = String::from_utf8_lossy(&input);
        let outcome = std::panic::catch_unwind(|| {
            let _ = read_bytes(&input);
            for format in Format::ALL {
                let _ = read_as(&text, format);
            }
            let import = read(&text);
            words(&compare(&import), &calibration);
        });
        if outcome.is_err() {
            panic!("input {i} (seed {seed}) panicked:\n{text}");
        }
    }
    (count, bytes)
}

#[test]
fn a_short_run_of_mutated_reports_never_panics() {
    run(3_000, 1);
}

#[test]
#[ignore = "the long run behind docs/PERFORMANCE.md; takes minutes in release"]
fn ten_million_mutated_reports_never_panic() {
    let count: u64 = std::env::var("FUZZ_INPUTS").ok().and_then(|v| v.parse().ok()).unwrap_or(10_000_000);
    let threads: u64 = std::env::var("FUZZ_THREADS").ok().and_then(|v| v.parse().ok()).unwrap_or(2);
    let handles: Vec<_> = (0..threads).map(|t| std::thread::spawn(move || run(count / threads, 0x5eed + t))).collect();
    let (mut inputs, mut bytes) = (0, 0);
    for h in handles {
        let (i, b) = h.join().unwrap();
        inputs += i;
        bytes += b;
    }
    println!(
        "{inputs} mutated inputs ({} MB), each through every reader, the comparison and the report: 0 panics",
        bytes / 1_000_000
    );
}
