//! `compute_caps/` is complete and well formed, and a broken file is refused with a message
//! naming the file and the field (the build script runs the same checks).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../../caps_schema.rs"]
#[allow(dead_code)]
mod caps_schema;

use occlab_model::{ComputeCapability, COMPUTE_CAPABILITIES, GPUS, HEADER_ONLY_COMPUTE_CAPABILITIES};
use std::path::PathBuf;

fn caps_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../compute_caps")
}

fn read(name: &str) -> String {
    std::fs::read_to_string(caps_dir().join(name)).unwrap()
}

/// The compute capabilities the issue asks for, 3.0 to 12.1.
const REQUIRED: [&str; 23] = [
    "3.0", "3.2", "3.5", "3.7", "5.0", "5.2", "5.3", "6.0", "6.1", "6.2", "7.0", "7.2", "7.5", "8.0", "8.6", "8.7",
    "8.9", "9.0", "10.0", "10.3", "11.0", "12.0", "12.1",
];

#[test]
fn every_required_compute_capability_is_embedded() {
    let names: Vec<&str> = COMPUTE_CAPABILITIES.iter().map(|c| c.name).collect();
    assert_eq!(names, REQUIRED);
    for cc in COMPUTE_CAPABILITIES {
        for field in [
            "max_threads_per_sm",
            "max_blocks_per_sm",
            "registers_per_sm",
            "shared_memory_per_sm",
            "carveout_sizes_kib",
        ] {
            if field != "carveout_sizes_kib"
                || matches!(cc.shared_memory_config, occlab_model::SharedMemoryConfig::Carveout { .. })
            {
                assert!(cc.source(field).is_some_and(|s| !s.is_empty()), "{} has no source for {field}", cc.name);
            }
        }
    }
}

#[test]
fn every_file_parses_and_is_the_file_embedded() {
    let mut files: Vec<_> = std::fs::read_dir(caps_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".toml") && n != "gpus.toml" && n != "header_only.toml")
        .collect();
    files.sort();
    assert_eq!(files.len(), REQUIRED.len());
    for file in files {
        let cc = caps_schema::parse_cc_file(&format!("compute_caps/{file}"), &read(&file)).unwrap();
        let embedded = ComputeCapability::find(&cc.compute_capability).unwrap();
        assert_eq!(embedded.max_warps_per_sm() * embedded.warp_size, cc.max_threads_per_sm);
        assert_eq!(embedded.shared_memory_per_block_optin, cc.shared_memory_per_block_optin);
    }
}

fn error_for(edit: impl Fn(String) -> String) -> String {
    let text = edit(read("8.6.toml"));
    caps_schema::parse_cc_file("compute_caps/8.6.toml", &text).expect_err("the broken file must be refused")
}

#[test]
fn a_typo_in_a_field_name_names_the_file_and_the_field() {
    let e = error_for(|t| t.replace("max_blocks_per_sm = 16", "max_block_per_sm = 16"));
    assert!(e.starts_with("compute_caps/8.6.toml: "), "{e}");
    assert!(e.contains("max_block_per_sm"), "{e}");
}

#[test]
fn a_missing_field_names_the_file_and_the_field() {
    let e = error_for(|t| t.lines().filter(|l| !l.starts_with("registers_per_sm")).collect::<Vec<_>>().join("\n"));
    assert!(e.starts_with("compute_caps/8.6.toml: "), "{e}");
    assert!(e.contains("registers_per_sm"), "{e}");
}

#[test]
fn a_value_without_a_source_is_refused() {
    let e = error_for(|t| t.lines().filter(|l| !l.starts_with("warp_size = \"")).collect::<Vec<_>>().join("\n"));
    assert_eq!(e, "compute_caps/8.6.toml: field `warp_size` has no entry in [sources]");
}

#[test]
fn a_wrong_type_names_the_field() {
    let e = error_for(|t| t.replace("max_blocks_per_sm = 16", "max_blocks_per_sm = \"sixteen\""));
    assert!(e.contains("max_blocks_per_sm"), "{e}");
}

#[test]
fn carveout_sizes_must_cover_the_largest_block() {
    let e = error_for(|t| {
        t.replace("carveout_sizes_kib = [0, 8, 16, 32, 64, 100]", "carveout_sizes_kib = [0, 8, 16, 32, 64]")
    });
    assert!(e.contains("field `carveout_sizes_kib`"), "{e}");
}

#[test]
fn gpus_cover_kepler_to_blackwell_in_every_segment() {
    assert!(GPUS.len() >= 30, "{} GPUs", GPUS.len());
    for arch in ["Kepler", "Maxwell", "Pascal", "Volta", "Turing", "Ampere", "Ada Lovelace", "Hopper", "Blackwell"] {
        assert!(GPUS.iter().any(|g| g.architecture == arch), "no {arch} GPU");
    }
    for segment in ["data-centre", "desktop", "embedded"] {
        assert!(GPUS.iter().any(|g| g.segment == segment), "no {segment} GPU");
    }
    for g in GPUS {
        let cc = g.compute_capability().unwrap();
        assert_eq!(cc.architecture, g.architecture, "{}", g.name);
    }
}

/// Every compute capability has a GPU, and so an SM count, a clock and a bandwidth for the waves
/// and latency panels (10.3 through the B300, 12.1 through the GB10).
#[test]
fn every_compute_capability_has_a_gpu() {
    let without: Vec<&str> = COMPUTE_CAPABILITIES
        .iter()
        .filter(|cc| !GPUS.iter().any(|g| g.compute_capability == cc.name))
        .map(|cc| cc.name)
        .collect();
    assert_eq!(without, Vec::<&str>::new());
}

/// The catalogue people find their card in: every Pascal-on family, with the named examples.
#[test]
fn the_catalogue_has_the_gpus_people_look_for() {
    assert!(GPUS.len() >= 120, "{} GPUs", GPUS.len());
    for name in ["GH200 96GB", "B300", "NVIDIA GB10 (DGX Spark)", "H800 SXM5 80GB", "A40", "L40", "L20", "Jetson TX1"] {
        assert!(GPUS.iter().any(|g| g.name == name), "{name} is missing");
    }
    for segment in ["data-centre", "desktop", "laptop", "workstation", "embedded"] {
        assert!(GPUS.iter().filter(|g| g.segment == segment).count() >= 5, "few {segment} GPUs");
    }
}

#[test]
fn a_gpu_with_an_unknown_compute_capability_is_refused() {
    // The first GPU is the Tesla K40 (3.5); 3.4 is no compute capability.
    let text = read("gpus.toml").replacen("compute_capability = \"3.5\"", "compute_capability = \"3.4\"", 1);
    let known: Vec<String> = COMPUTE_CAPABILITIES.iter().map(|c| c.name.to_string()).collect();
    let e = caps_schema::parse_gpus_file("compute_caps/gpus.toml", &text, &known).unwrap_err();
    assert!(e.starts_with("compute_caps/gpus.toml: gpu #1"), "{e}");
    assert!(e.contains("field `compute_capability`"), "{e}");
}

/// Every compute capability is checked against what a real device reported, value by value (the
/// build refuses a file whose values differ from a capture's), and each capture says where to find it.
#[test]
fn every_compute_capability_is_checked_against_a_real_device() {
    let mut checked = 0;
    for cc in REQUIRED {
        let file =
            caps_schema::parse_cc_file(&format!("compute_caps/{cc}.toml"), &read(&format!("{cc}.toml"))).unwrap();
        assert!(!file.device_capture.is_empty(), "{cc}: no device capture ({:?})", file.no_device_capture);
        for capture in &file.device_capture {
            for (field, reported) in capture.values() {
                assert_eq!(file.device_value(field), Some(reported), "{cc} {field} ({})", capture.device);
                checked += 1;
            }
        }
    }
    assert!(checked >= 250, "{checked} values checked");
}

#[test]
fn a_file_without_a_device_capture_or_a_reason_is_refused() {
    let text = read("8.6.toml");
    let start = text.find("[[device_capture]]").unwrap();
    let end = text.find("\n[sources]").unwrap();
    let bare = format!("{}{}", &text[..start], &text[end..]);
    let e = caps_schema::parse_cc_file("compute_caps/8.6.toml", &bare).unwrap_err();
    assert!(e.starts_with("compute_caps/8.6.toml: no [[device_capture]]"), "{e}");
    let reasoned =
        format!("{}no_device_capture = \"no 8.6 device has ever been seen\"\n{}", &text[..start], &text[end..]);
    assert!(caps_schema::parse_cc_file("compute_caps/8.6.toml", &reasoned).is_ok());
}

/// The Jetson TK1 (compute capability 3.2) reports 32,768 registers per block, where the
/// Programming Guide's table says 65,536: the device wins, and a file that says otherwise is refused.
#[test]
fn a_value_a_device_contradicts_is_refused() {
    let text = read("3.2.toml").replacen("max_registers_per_block = 32768", "max_registers_per_block = 65536", 1);
    let e = caps_schema::parse_cc_file("compute_caps/3.2.toml", &text).unwrap_err();
    assert_eq!(
        e,
        "compute_caps/3.2.toml: device_capture #1 (GK20A (NVIDIA Jetson TK1)): the device reports \
         max_registers_per_block = 32768, the file says 65536; follow the device"
    );
    assert_eq!(ComputeCapability::find("3.2").unwrap().max_registers_per_block, 32768);
}

/// Compute capabilities the newest occupancy header knows without a file of their own are listed
/// with what is missing, and asking for one says so.
#[test]
fn header_only_compute_capabilities_say_what_is_missing() {
    let names: Vec<&str> = HEADER_ONLY_COMPUTE_CAPABILITIES.iter().map(|h| h.name).collect();
    assert_eq!(names, ["10.7", "11.1", "11.3", "11.7"]);
    let readme = read("README.md");
    for h in HEADER_ONLY_COMPUTE_CAPABILITIES {
        assert!(ComputeCapability::find(h.name).is_none(), "{} has a file", h.name);
        let e = ComputeCapability::lookup(h.name).unwrap_err();
        assert_eq!(e.header_only, Some(h));
        let message = e.to_string();
        assert!(message.contains(h.missing) && message.contains(h.header_facts), "{message}");
        assert!(readme.contains(&format!("**{}**", h.name)), "compute_caps/README.md does not list {}", h.name);
    }
    let rubin = ComputeCapability::lookup("sm_107").unwrap_err();
    assert_eq!(rubin.header_only.map(|h| h.architecture), Some("Rubin"));
    let unknown = ComputeCapability::lookup(" 4.0 ").unwrap_err();
    assert_eq!(
        unknown.to_string(),
        format!("unknown compute capability \"4.0\"; available: {}", ComputeCapability::known_names())
    );
}

#[test]
fn a_header_only_entry_that_has_a_file_is_refused() {
    let known: Vec<String> = COMPUTE_CAPABILITIES.iter().map(|c| c.name.to_string()).collect();
    let text = read("header_only.toml").replacen("name = \"10.7\"", "name = \"9.0\"", 1);
    let e = caps_schema::parse_header_only_file("compute_caps/header_only.toml", &text, &known).unwrap_err();
    assert_eq!(e, "compute_caps/header_only.toml: compute_capability #1 (9.0): compute_caps/ already describes it; remove it from this list");
}
