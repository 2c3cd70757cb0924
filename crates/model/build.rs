//! Embeds `compute_caps/` into the model as Rust statics, so no binary parses TOML at run time.
//! A missing field or a typo in a data file stops the build with a message naming the file and
//! the field (the same checks run as tests, see `tests/compute_caps_data.rs`).

#[path = "caps_schema.rs"]
mod caps_schema;
#[path = "src/locale/part.rs"]
#[allow(dead_code)]
mod part;
#[path = "src/locale/pattern.rs"]
#[allow(dead_code)]
mod pattern;

use caps_schema::{
    parse_cc_file, parse_gpus_file, parse_header_only_file, parse_version, CcFile, GpusFile, HeaderOnlyFile,
};
use part::Part;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../compute_caps");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut ccs = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| fail(format!("cannot read {}: {e}", dir.display())))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension().is_some_and(|x| x == "toml")
                && p.file_name().is_some_and(|n| n != "gpus.toml" && n != "header_only.toml")
        })
        .collect();
    files.sort();
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let name = format!("compute_caps/{}", path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default());
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(format!("{name}: {e}")));
        ccs.push(parse_cc_file(&name, &text).unwrap_or_else(|e| fail(e)));
    }
    ccs.sort_by_key(|c| parse_version(&c.compute_capability));
    let known: Vec<String> = ccs.iter().map(|c| c.compute_capability.clone()).collect();
    let known_and_aliases: Vec<String> = ccs.iter().flat_map(|c| c.aliases.iter()).chain(&known).cloned().collect();
    let header_only_path = dir.join("header_only.toml");
    println!("cargo:rerun-if-changed={}", header_only_path.display());
    let header_only_text = std::fs::read_to_string(&header_only_path)
        .unwrap_or_else(|e| fail(format!("compute_caps/header_only.toml: {e}")));
    let header_only = parse_header_only_file("compute_caps/header_only.toml", &header_only_text, &known_and_aliases)
        .unwrap_or_else(|e| fail(e));
    let gpus_path = dir.join("gpus.toml");
    println!("cargo:rerun-if-changed={}", gpus_path.display());
    let gpus_text =
        std::fs::read_to_string(&gpus_path).unwrap_or_else(|e| fail(format!("compute_caps/gpus.toml: {e}")));
    let gpus = parse_gpus_file("compute_caps/gpus.toml", &gpus_text, &known).unwrap_or_else(|e| fail(e));

    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|e| fail(format!("OUT_DIR: {e}"))));
    // Without the `sources` feature (the web UI) the citations stay out of the binary.
    let with_sources = std::env::var_os("CARGO_FEATURE_SOURCES").is_some();
    std::fs::write(out.join("compute_caps.rs"), render_ccs(&ccs, with_sources)).unwrap_or_else(|e| fail(e.to_string()));
    std::fs::write(out.join("en_catalogue.rs"), english_catalogue()).unwrap_or_else(|e| fail(e.to_string()));
    std::fs::write(out.join("gpus.rs"), render_gpus(&gpus, with_sources)).unwrap_or_else(|e| fail(e.to_string()));
    std::fs::write(out.join("header_only.rs"), render_header_only(&header_only, with_sources))
        .unwrap_or_else(|e| fail(e.to_string()));
}

fn fail(message: String) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1)
}

fn render_ccs(ccs: &[CcFile], with_sources: bool) -> String {
    let mut s = String::from("/// Every compute capability in `compute_caps/`, oldest first.\npub static COMPUTE_CAPABILITIES: &[ComputeCapability] = &[\n");
    for c in ccs {
        let (major, minor) = parse_version(&c.compute_capability).unwrap_or_default();
        let aliases: Vec<String> = c.aliases.iter().map(|a| format!("{a:?}")).collect();
        let shared = match c.shared_memory_config.as_str() {
            "fixed" => "SharedMemoryConfig::Fixed".to_string(),
            "cache-config" => format!(
                "SharedMemoryConfig::CacheConfig {{ l1_min: {}, l1_max: {} }}",
                c.l1_cache_min.unwrap_or_default(),
                c.l1_cache_max.unwrap_or_default()
            ),
            _ => {
                let sizes: Vec<String> =
                    c.carveout_sizes_kib.iter().flatten().map(|k| (k * 1024).to_string()).collect();
                format!("SharedMemoryConfig::Carveout {{ sizes: &[{}] }}", sizes.join(", "))
            }
        };
        let sources: Vec<String> =
            if with_sources { c.sources.iter().map(|(k, v)| format!("({k:?}, {v:?})")).collect() } else { Vec::new() };
        let _ = write!(
            s,
            "    ComputeCapability {{
        major: {major}, minor: {minor}, name: {name:?}, architecture: {arch:?}, chips: {chips:?}, aliases: &[{aliases}],
        warp_size: {ws}, max_threads_per_block: {mtpb}, max_threads_per_sm: {mtps}, max_blocks_per_sm: {mbps},
        registers_per_sm: {rps}, max_registers_per_block: {mrpb}, max_registers_per_thread: {mrpt},
        register_allocation_unit: {rau}, register_file_sub_partitions: {rfsp}, register_family_check_sub_partitions: {rfcsp:?},
        shared_memory_per_sm: {smps}, shared_memory_per_block: {smpb}, shared_memory_per_block_optin: {smpbo},
        shared_memory_allocation_unit: {smau}, reserved_shared_memory_per_block: {rsmpb}, shared_memory_config: {shared},
        max_barriers_per_block: {mbpb}, barriers_per_sm: {bps}, barrier_limit_enforced: {ble}, partitioned_global_caching: {pgc}, virtual_resources_per_sm: {vr}, clusters: {clusters}, unified_l1: {unified_l1}, block_start_cycles: {block_start:?}, short_scoreboard_wait_cycles: {short_wait:?},
        arithmetic_latency: {al}, memory_latency: {ml}, warp_schedulers: {wsch}, fp32_lanes_per_sm: {fp32}, sfu_lanes_per_sm: {sfu}, shared_memory_banks: {banks},
        sources: &[{sources}],
    }},\n",
            name = c.compute_capability,
            arch = c.architecture,
            chips = c.chips,
            aliases = aliases.join(", "),
            ws = c.warp_size,
            mtpb = c.max_threads_per_block,
            mtps = c.max_threads_per_sm,
            mbps = c.max_blocks_per_sm,
            rps = c.registers_per_sm,
            mrpb = c.max_registers_per_block,
            mrpt = c.max_registers_per_thread,
            rau = c.register_allocation_unit,
            rfsp = c.register_file_sub_partitions,
            rfcsp = c.register_family_check_sub_partitions,
            smps = c.shared_memory_per_sm,
            smpb = c.shared_memory_per_block,
            smpbo = c.shared_memory_per_block_optin,
            smau = c.shared_memory_allocation_unit,
            rsmpb = c.reserved_shared_memory_per_block,
            mbpb = c.max_barriers_per_block,
            bps = c.barriers_per_sm,
            ble = c.barrier_limit_enforced,
            pgc = c.partitioned_global_caching,
            vr = c.virtual_resources_per_sm,
            clusters = match (c.cluster_size_portable, c.cluster_size_non_portable, c.cluster_blocks_per_sm) {
                (Some(p), Some(n), Some(b)) => {
                    format!("Some(ClusterLimits {{ portable: {p}, non_portable: {n}, blocks_per_sm: {b} }})")
                }
                _ => "None".to_string(),
            },
            unified_l1 = match (c.unified_l1_kib, c.l1_line_bytes, c.l1_sector_bytes, c.default_config_block_factor, c.default_config_min_kib) {
                (Some(l1), Some(line), Some(sector), Some(factor), Some(min)) => format!(
                    "Some(UnifiedL1 {{ bytes: {}, line_bytes: {line}, sector_bytes: {sector}, default_config_block_factor: {factor}, default_config_min_bytes: {} }})",
                    l1 * 1024,
                    min * 1024
                ),
                _ => "None".to_string(),
            },
            block_start = c.block_start_cycles,
            short_wait = c.short_scoreboard_wait_cycles,
            al = c.arithmetic_latency,
            ml = c.memory_latency,
            wsch = c.warp_schedulers,
            fp32 = c.fp32_lanes_per_sm,
            sfu = c.sfu_lanes_per_sm,
            banks = c.shared_memory_banks,
            sources = sources.join(", "),
        );
    }
    s.push_str("];\n");
    s
}

fn render_gpus(gpus: &GpusFile, with_sources: bool) -> String {
    let mut s =
        String::from("/// Every GPU model in `compute_caps/gpus.toml`, in file order.\npub static GPUS: &[Gpu] = &[\n");
    for g in &gpus.gpu {
        let aliases: Vec<String> = g.aliases.iter().map(|a| format!("{a:?}")).collect();
        let _ = writeln!(
            s,
            "    Gpu {{ name: {:?}, aliases: &[{}], compute_capability: {:?}, architecture: {:?}, segment: {:?}, sms: {}, boost_clock_mhz: {}, memory_bandwidth_gbs: {}, l2_cache_kib: {:?}, gpc_sms: &{:?}, source: {:?} }},",
            g.name,
            aliases.join(", "),
            g.compute_capability,
            g.architecture,
            g.segment,
            g.sms,
            g.boost_clock_mhz,
            g.memory_bandwidth_gbs,
            g.l2_cache_kib,
            g.gpc_sms.clone().unwrap_or_default(),
            if with_sources { g.source.as_str() } else { "" }
        );
    }
    s.push_str("];\n");
    s
}

fn render_header_only(file: &HeaderOnlyFile, with_sources: bool) -> String {
    let mut s = String::from(
        "/// The compute capabilities in `compute_caps/header_only.toml`: known to the occupancy header,\n/// described by no public source.\npub static HEADER_ONLY_COMPUTE_CAPABILITIES: &[HeaderOnlyComputeCapability] = &[\n",
    );
    for e in &file.compute_capability {
        let _ = writeln!(
            s,
            "    HeaderOnlyComputeCapability {{ name: {:?}, architecture: {:?}, header_facts: {:?}, missing: {:?}, source: {:?} }},",
            e.name,
            e.architecture,
            e.header_facts,
            e.missing,
            if with_sources { e.source.as_str() } else { "" }
        );
    }
    s.push_str("];\n");
    s
}

/// The English catalogue (`locales/en/`) as statics of compiled patterns: the page speaks
/// English without parsing Fluent (src/locale/pattern.rs). The page's build, without the
/// `all-english` feature, holds only the first view's part; it fetches the panels' part with
/// their code.
fn english_catalogue() -> String {
    let parts: &[Part] =
        if std::env::var_os("CARGO_FEATURE_ALL_ENGLISH").is_some() { &Part::ALL } else { &[Part::FirstView] };
    let (mut messages, mut terms) = (String::new(), String::new());
    for part in parts {
        let name = format!("locales/en/{}.ftl", part.name());
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(&name);
        println!("cargo:rerun-if-changed={}", path.display());
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| fail(format!("{name}: {e}")));
        let compiled = pattern::compile(&text);
        if !compiled.problems.is_empty() {
            fail(format!("{name}: {}", compiled.problems.join("; ")));
        }
        messages.push_str(&compiled.messages);
        terms.push_str(&compiled.terms);
    }
    format!("static EN_MESSAGES: &str = {};\nstatic EN_TERMS: &str = {};\n", rust_str(&messages), rust_str(&terms))
}

/// `s` as a Rust string literal, each control character as `\u{…}` (`{:?}` writes NUL as `\0`,
/// which reads as an octal escape before a digit).
fn rust_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
