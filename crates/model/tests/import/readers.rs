//! The profiler and compiler readers against real reports: every kernel that
//! `tests/hardware/import_kernels.cu` launched on an H100 and an H200, in each form Nsight
//! Compute 2025.3 wrote it (`tests/hardware/data/*/import/`). The independent references are
//! Nsight Compute's own figures (Block Limits, Theoretical Occupancy, Waves Per SM) and the CUDA
//! runtime's answers in `launches.csv` (`cudaFuncGetAttributes`, grid and block,
//! `cudaOccupancyMaxActiveBlocksPerMultiprocessor`).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::import::kernel_name::base_name;
use occlab_model::import::{compare, read, BarrierSource, Format, Resource};
use std::collections::HashMap;
use std::path::PathBuf;

type Row = HashMap<String, String>;

const GPUS: [&str; 2] = ["h100", "h200"];

/// Every profiler capture, its format, and whether it carries the barrier count
/// (`launch__barrier_count`, only on the raw page).
const PROFILES: [(&str, Format, bool); 6] = [
    ("ncu_default.txt", Format::NcuConsole, false),
    ("ncu_sections.txt", Format::NcuConsole, false),
    ("ncu_base_units.txt", Format::NcuConsole, false),
    ("ncu_details.csv", Format::NcuDetailsCsv, false),
    ("ncu_raw.csv", Format::NcuRawCsv, true),
    ("ncu_raw_clean.csv", Format::NcuRawCsv, true),
];

fn text(gpu: &str, name: &str) -> String {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/hardware/data").join(gpu).join("import").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `launches.csv`: the runtime's answers, one row per launch, in launch order.
fn launches(gpu: &str) -> Vec<Row> {
    let body = text(gpu, "launches.csv");
    let mut reader = csv::Reader::from_reader(body.as_bytes());
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_string).collect();
    reader.records().map(|r| header.iter().cloned().zip(r.unwrap().iter().map(str::to_string)).collect()).collect()
}

fn num(row: &Row, column: &str) -> u64 {
    row[column].parse().unwrap_or_else(|_| panic!("{column} in {row:?}"))
}

#[test]
fn every_captured_kernel_is_read_with_the_runtimes_grid_and_block() {
    for gpu in GPUS {
        let runtime = launches(gpu);
        for (file, format, _) in PROFILES {
            let import = read(&text(gpu, file));
            assert_eq!(import.format, Some(format), "{gpu}/{file}");
            assert_eq!(import.diagnostics, [], "{gpu}/{file}");
            assert_eq!(import.launches.len(), runtime.len(), "{gpu}/{file}");
            for (i, (launch, row)) in import.launches.iter().zip(&runtime).enumerate() {
                let at = format!("{gpu}/{file} {}", launch.name);
                assert_eq!(base_name(&launch.name), row["launch"], "{at}");
                // The pages number the launches from 0 in launch order ("ID"); the console
                // output prints no ID.
                let id = (format != Format::NcuConsole).then(|| u32::try_from(i).unwrap());
                assert_eq!(launch.id, id, "{at}: ID");
                assert_eq!(launch.grid_size, Some(num(row, "blocks")), "{at}");
                assert_eq!(launch.block_size.map(u64::from), Some(num(row, "threads_per_block")), "{at}");
                assert_eq!(launch.compute_capability.as_deref(), Some("9.0"), "{at}");
                let dynamic = launch.dynamic_shared_memory.unwrap();
                assert!(dynamic.admits(num(row, "dynamic_smem") as f64), "{at}: dynamic {dynamic:?}");
                let fixed = launch.static_shared_memory.unwrap();
                assert!(fixed.admits(num(row, "static_smem") as f64), "{at}: static {fixed:?}");
            }
        }
    }
}

/// With the compiler's barrier counts (the capture's `ptxas.txt`, as a build log pasted with the
/// profile would give them), ours equals every block limit, the theoretical occupancy and Waves
/// Per SM Nsight Compute reported, and our active blocks equal the runtime's.
#[test]
fn ours_equals_nsight_computes_block_limits_occupancy_and_waves_for_every_kernel() {
    for gpu in GPUS {
        let runtime = launches(gpu);
        let ptxas = read(&text(gpu, "ptxas.txt"));
        for (file, _, _) in PROFILES {
            let import = read(&text(gpu, file)).merge(ptxas.clone());
            let comparison = compare(&import);
            assert_eq!(comparison.kernels.len(), runtime.len(), "{gpu}/{file}: every function joins its launch");
            for (k, row) in comparison.kernels.iter().zip(&runtime) {
                let at = format!("{gpu}/{file} {}", k.launch.name);
                assert!(k.limits.iter().all(|l| l.agrees == Some(true)), "{at}: {:?}", k.limits);
                assert_eq!(k.theoretical_agrees, Some(true), "{at}");
                assert_eq!(k.waves_agree, Some(true), "{at}");
                let result = k.result.as_ref().unwrap();
                assert_eq!(u64::from(result.occupancy.active_blocks_per_sm), num(row, "active_blocks_per_sm"), "{at}");
                assert_eq!(result.waves.unwrap().full_wave, num(row, "full_wave_blocks"), "{at}");
                // The raw page names the device, so the cluster launch gets the GPC layout and
                // our Max Active Clusters equals ncu's and the runtime's
                // (cudaOccupancyMaxActiveClusters).
                if let Some((clusters, agrees)) = &k.clusters {
                    assert_eq!(
                        i64::from(clusters.max_active_clusters),
                        row["max_active_clusters"].parse::<i64>().unwrap(),
                        "{at}"
                    );
                    assert_eq!(*agrees, Some(true), "{at}");
                }
                let cluster_launch = num(row, "cluster_size") > 0;
                assert_eq!(k.clusters.is_some(), cluster_launch && file.starts_with("ncu_raw"), "{at}");
                assert!(!k.differs(), "{at}");
            }
        }
    }
}

/// Without a barrier count (console and details pages do not print it) the runtime's assumption
/// of 1 barrier is used; the two kernels of 16 and 8 named barriers then differ from Nsight
/// Compute in Block Limit Barriers, and in nothing else but the occupancy that follows.
#[test]
fn without_the_barrier_count_only_the_barrier_kernels_differ() {
    for gpu in GPUS {
        for (file, _, has_barriers) in PROFILES {
            let comparison = compare(&read(&text(gpu, file)));
            for k in &comparison.kernels {
                let at = format!("{gpu}/{file} {}", k.launch.name);
                let barrier_kernel = ["k_barriers16", "k_barriers8"].contains(&base_name(&k.launch.name).as_str());
                assert_eq!(k.differs(), barrier_kernel && !has_barriers, "{at}");
                let source = k.inputs.as_ref().unwrap().barriers;
                assert_eq!(source, if has_barriers { BarrierSource::Profiler } else { BarrierSource::Assumed }, "{at}");
                for l in &k.limits {
                    let expected = !(l.resource == Resource::Barriers && barrier_kernel && !has_barriers);
                    assert_eq!(l.agrees, Some(expected), "{at} {:?}", l.resource);
                    if l.resource == Resource::Barriers && expected {
                        // Nsight Compute's definition: the two columns read the same figure.
                        assert_eq!(l.model, l.reported, "{at}: Block Limit Barriers");
                    }
                }
            }
        }
    }
}

/// ptxas and cuobjdump against `cudaFuncGetAttributes` (`numRegs`, `sharedSizeBytes`,
/// `localSizeBytes` in `launches.csv`); ptxas's barrier counts against the kernels' design.
#[test]
fn compiler_reports_agree_with_the_runtimes_attributes() {
    let barriers = [("k_barriers16", 16), ("k_barriers8", 8), ("k_barrier_free_twin", 1), ("k_regs_limited", 0)];
    for gpu in GPUS {
        let runtime: HashMap<String, Row> = launches(gpu).into_iter().map(|r| (r["launch"].clone(), r)).collect();
        for (file, format) in [("ptxas.txt", Format::Ptxas), ("cuobjdump.txt", Format::Cuobjdump)] {
            let import = read(&text(gpu, file));
            assert_eq!(import.format, Some(format));
            assert_eq!(import.diagnostics, [], "{gpu}/{file}");
            assert_eq!(import.functions.len(), runtime.len(), "{gpu}/{file}");
            for f in &import.functions {
                let row = &runtime[&base_name(&f.name)];
                let at = format!("{gpu}/{file} {}", f.name);
                assert_eq!(f.arch.as_deref(), Some("sm_90"), "{at}");
                assert_eq!(f.registers.map(u64::from), Some(num(row, "num_regs")), "{at}");
                assert_eq!(f.stack, Some(0), "{at}");
                if format == Format::Ptxas {
                    assert_eq!(f.shared_memory.map(u64::from).unwrap_or(0), num(row, "static_smem"), "{at}");
                    assert_eq!((f.spill_stores, f.spill_loads), (Some(0), Some(0)), "{at}");
                } else {
                    // cuobjdump's SHARED includes the 1 KiB reserved per block on sm_90.
                    assert_eq!(f.shared_memory.map(u64::from), Some(num(row, "static_smem") + 1024), "{at}");
                    assert_eq!(f.local_memory.map(u64::from), Some(num(row, "local_bytes")), "{at}");
                }
                if let Some((_, b)) = barriers.iter().find(|(k, _)| *k == base_name(&f.name)) {
                    if format == Format::Ptxas {
                        assert_eq!(f.barriers, Some(*b), "{at}");
                    }
                }
            }
        }
    }
}

/// Nsight Compute's rule text is kept, in its words, with its estimated speedup.
#[test]
fn rule_blocks_are_kept_with_their_speedup() {
    let import = read(&text("h100", "ncu_default.txt"));
    let regs = &import.launches[0];
    let occupancy_rule = regs.rules.iter().find(|r| r.section == "Occupancy").unwrap();
    assert_eq!(occupancy_rule.kind, "OPT");
    assert_eq!(occupancy_rule.speedup.as_deref(), Some("Est. Local Speedup: 75%"));
    assert_eq!(
        occupancy_rule.text,
        "The 4.00 theoretical warps per scheduler this kernel can issue according to its occupancy are below the \
         hardware maximum of 16. This kernel's theoretical occupancy (25.0%) is limited by the number of required \
         registers."
    );
    let details = read(&text("h100", "ncu_details.csv"));
    let rule = details.launches[0].rules.iter().find(|r| r.section == "Occupancy").unwrap();
    assert_eq!(rule.text, occupancy_rule.text);
    assert_eq!(rule.speedup.as_deref(), Some("Est. Local Speedup: 75%"));
}

fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/import_fixtures").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A build log pasted above its profile: one paste, and the barrier kernels agree too.
#[test]
fn a_build_log_pasted_with_the_profile_gives_the_barrier_counts() {
    let paste = format!("{}\n{}", text("h100", "ptxas.txt"), text("h100", "ncu_default.txt"));
    let import = read(&paste);
    assert_eq!(import.format, Some(Format::NcuConsole));
    assert_eq!((import.launches.len(), import.functions.len()), (12, 12));
    let comparison = compare(&import);
    assert_eq!(comparison.kernels.len(), 12);
    assert!(!comparison.differs());
    let barriers16 = comparison.kernels.iter().find(|k| k.launch.name == "k_barriers16(float *)").unwrap();
    assert_eq!(barriers16.inputs.as_ref().unwrap().barriers, BarrierSource::Compiler);
    assert_eq!(barriers16.limits[4].model, Some(4));
}

/// Public nvprof captures (`tests/import_fixtures/README.md`), read as their text shows them.
#[test]
fn nvprof_metrics_and_traces() {
    let metrics = read(&fixture("nvprof_metrics_gtx1070.txt"));
    assert_eq!(metrics.format, Some(Format::NvprofMetrics));
    assert_eq!(metrics.launches.len(), 1);
    let l = &metrics.launches[0];
    assert_eq!(l.device.as_deref(), Some("GeForce GTX 1070"));
    assert!(l.name.starts_with("void thrust::system::cuda::detail::bulk_::detail::launch_by_value<"));
    let achieved = l.reported.achieved_occupancy_pct.unwrap();
    assert!((achieved.value - 89.7825).abs() < 1e-9 && (achieved.half_step - 0.00005).abs() < 1e-12);

    let trace = read(&fixture("nvprof_gpu_trace_gt650m.txt"));
    assert_eq!(trace.format, Some(Format::NvprofGpuTrace));
    assert_eq!(trace.diagnostics, []);
    assert_eq!(trace.launches.len(), 1, "copies are not kernels");
    let l = &trace.launches[0];
    assert_eq!(l.name, "vectorAdd(float const *, float const *, float*, int)");
    assert_eq!((l.grid_size, l.block_size, l.registers_per_thread), (Some(39_063), Some(256), Some(8)));
    assert_eq!((l.static_shared_memory.unwrap().value, l.dynamic_shared_memory.unwrap().value), (0.0, 0.0));
    assert_eq!(l.device.as_deref(), Some("GeForce GT 650M"));

    let unified = read(&fixture("nvprof_gpu_trace_gtx1070_unified_memory.txt"));
    assert_eq!(unified.format, Some(Format::NvprofGpuTrace));
    assert_eq!(unified.diagnostics, []);
    let shapes: Vec<_> = unified.launches.iter().map(|l| (l.grid_size, l.block_size, l.registers_per_thread)).collect();
    assert_eq!(
        shapes,
        [
            (Some(1), Some(1), Some(92)),
            (Some(1), Some(1), Some(119)),
            (Some(11_476), Some(64), Some(97)),
            (Some(11_476), Some(64), Some(48))
        ]
    );
    assert_eq!(unified.launches[3].name, "render(Vector3*, int, int, int, Camera**, Hittable**, curandStateXORWOW*)");
    assert_eq!(unified.launches[3].device.as_deref(), Some("GeForce GTX 107"));

    let csv = read(&fixture("nvprof_gpu_trace_rtx2080ti.csv"));
    assert_eq!(csv.format, Some(Format::NvprofGpuTraceCsv));
    assert_eq!(csv.launches.len(), 1);
    let l = &csv.launches[0];
    assert_eq!((l.grid_size, l.block_size, l.registers_per_thread), (Some(39_063), Some(256), Some(8)));
    assert_eq!(l.device.as_deref(), Some("GeForce RTX 2080 Ti"));
    // Our model runs on the catalogue's GPU of that name.
    let k = &compare(&csv).kernels[0];
    let inputs = k.inputs.as_ref().unwrap();
    assert_eq!(inputs.gpu.map(|g| g.name), Some("GeForce RTX 2080 Ti"));
    assert_eq!(inputs.compute_capability.name, "7.5");
}

/// The older console layout: no grid, block or compute capability on the kernel line.
#[test]
fn the_older_console_layout() {
    let import = read(&fixture("ncu_old_layout_vec_add.txt"));
    assert_eq!(import.format, Some(Format::NcuConsole));
    assert_eq!(import.diagnostics, []);
    let l = &import.launches[0];
    assert_eq!(l.name, "vec_add(float *, float *, float *, int)");
    assert_eq!((l.grid_size, l.block_size, l.registers_per_thread), (Some(16), Some(256), Some(16)));
    assert_eq!(l.compute_capability, None);
    let r = &l.reported;
    let limits = (r.block_limit_sm, r.block_limit_registers, r.block_limit_shared_mem, r.block_limit_warps);
    assert_eq!(limits, (Some(16), Some(16), Some(100), Some(6)));
    assert_eq!(r.theoretical_occupancy_pct.map(|q| q.value), Some(100.0));
    assert_eq!(r.achieved_occupancy_pct.map(|q| q.value), Some(15.85));
    assert_eq!(r.waves_per_sm.map(|q| q.value), Some(0.07));
    let config = l.shared_memory_config_size.unwrap();
    assert!(config.admits(8192.0) && !config.admits(8100.0));
    assert_eq!(l.rules.iter().map(|r| r.kind.as_str()).collect::<Vec<_>>(), ["WRN", "WRN", "WRN"]);
    assert!(l.rules[2].text.ends_with("for more details on optimizing occupancy."));
    // Without a compute capability or device our model cannot run, and says why.
    let k = &compare(&import).kernels[0];
    assert!(matches!(k.inputs, Err(occlab_model::import::Missing::ComputeCapability)));
    assert!(!k.differs());
}

/// A German locale: "32.768" bytes and "12,50" %.
#[test]
fn a_german_locale_reads_the_same_numbers() {
    let german = compare(&read(&fixture("ncu_console_de_locale.txt")));
    assert_eq!(german.kernels.len(), 2);
    assert!(german.kernels.iter().all(|k| !k.differs() && k.waves_agree == Some(true)));
    let smem = &german.kernels[1].launch;
    assert_eq!(smem.shared_memory_config_size.map(|q| q.value), Some(233_472.0));
    assert_eq!(smem.dynamic_shared_memory.map(|q| q.value), Some(90_112.0));
    assert_eq!(smem.reported.theoretical_occupancy_pct.map(|q| q.value), Some(12.5));
    assert_eq!(german.kernels[0].launch.reported.achieved_occupancy_pct.map(|q| q.value), Some(20.63));
}

/// The 2020 details layout: no "Block Size" … "CC" columns, no rule columns.
#[test]
fn the_2020_details_layout() {
    let import = read(&fixture("ncu_details_2020_layout.csv"));
    assert_eq!(import.format, Some(Format::NcuDetailsCsv));
    assert_eq!(import.diagnostics, []);
    assert_eq!(import.launches.len(), 2);
    let l = &import.launches[0];
    assert_eq!(
        (l.grid_size, l.block_size, l.registers_per_thread, l.sms),
        (Some(264), Some(256), Some(128), Some(132))
    );
    assert_eq!(l.reported.block_limit_registers, Some(2));
    assert_eq!(import.launches[1].reported.block_limit_shared_mem, Some(2));
}

/// ptxas behind MSBuild, with spills and the raised register limit; the JIT linker's log.
#[test]
fn compiler_logs_of_other_versions() {
    let msbuild = read(&fixture("ptxas_msbuild_sm30.txt"));
    assert_eq!(msbuild.format, Some(Format::Ptxas));
    assert_eq!(msbuild.diagnostics, []);
    let got: Vec<_> =
        msbuild.functions.iter().map(|f| (f.name.as_str(), f.registers, f.stack, f.shared_memory)).collect();
    assert_eq!(
        got,
        [
            ("_Z25gaussian_filter_kernel_v3iiPhPKh", Some(13), Some(200), Some(640)),
            ("_Z25gaussian_filter_kernel_v7iiPhPKh", Some(23), Some(224), Some(5120)),
            ("_Z25gaussian_filter_kernel_v1iiPhPKh", Some(13), Some(200), None),
        ]
    );
    assert!(msbuild.functions.iter().all(|f| f.arch.as_deref() == Some("sm_30")));

    let spills = read(&fixture("ptxas_spills_sm80.txt"));
    assert_eq!(spills.diagnostics, []);
    let f = &spills.functions[0];
    assert_eq!((f.registers, f.spill_stores, f.spill_loads, f.stack), (Some(24), Some(368), Some(496), Some(368)));
    assert_eq!(f.register_count_adjusted_to, Some(24));

    let jit = read(&fixture("jit_info_log.txt"));
    assert_eq!(jit.format, Some(Format::Ptxas));
    let f = &jit.functions[0];
    assert_eq!(
        (f.name.as_str(), f.registers, f.stack, f.shared_memory, f.local_memory),
        ("myKernel", Some(8), Some(0), Some(0), Some(0))
    );
}

/// Text that is no report says so, and names what is accepted.
#[test]
fn unrecognised_text_is_named_with_what_is_accepted() {
    let import = read("hello\nworld\n");
    assert_eq!(import.format, None);
    assert!(import.launches.is_empty() && import.functions.is_empty());
    assert!(import.diagnostics[0]
        .message
        .to_string()
        .starts_with("no profiler or compiler output recognised; accepted: Nsight Compute"));
}

/// A build for two targets (`-gencode` for sm_80 and sm_90) reports each function twice; a
/// launch on a 9.0 device takes the sm_90 report.
#[test]
fn a_launch_takes_the_compiler_report_of_its_own_target() {
    let sm90 = text("h100", "ptxas.txt");
    let sm80 = sm90.replace("'sm_90'", "'sm_80'").replace("Used 128 registers", "Used 96 registers");
    let import = read(&text("h100", "ncu_raw_clean.csv")).merge(read(&format!("{sm80}{sm90}")));
    assert_eq!(import.functions.len(), 24);
    let comparison = compare(&import);
    assert_eq!(comparison.kernels.len(), 12, "every function joins a launch or is its target's twin");
    let regs = comparison.kernels.iter().find(|k| base_name(&k.launch.name) == "k_regs_limited").unwrap();
    let compiled = regs.compiled.as_ref().unwrap();
    assert_eq!((compiled.arch.as_deref(), compiled.registers), (Some("sm_90"), Some(128)));
}

/// The details page's rule rows carry the same kinds of speedup estimate as the console prints
/// for the same three sections ("Est. Local Speedup" for a local one, "Est. Speedup" else).
#[test]
fn the_details_page_names_speedups_as_the_console_does() {
    for gpu in GPUS {
        let console = read(&text(gpu, "ncu_sections.txt"));
        let details = read(&text(gpu, "ncu_details.csv"));
        for (c, d) in console.launches.iter().zip(&details.launches) {
            let kinds = |l: &occlab_model::import::ProfiledLaunch| {
                let mut k: Vec<String> = l
                    .rules
                    .iter()
                    .filter_map(|r| r.speedup.as_ref().and_then(|s| s.split(':').next()).map(str::to_string))
                    .collect();
                k.sort();
                k
            };
            assert_eq!(kinds(c), kinds(d), "{gpu} {}", c.name);
            assert!(!kinds(c).is_empty(), "{gpu} {}", c.name);
        }
    }
}

/// A paste cut short inside a quoted field: the summary says so first, not only the kernel.
#[test]
fn a_report_cut_short_says_so_in_its_first_line() {
    let whole = text("h100", "ncu_details.csv");
    let cut = &whole[..whole.len() * 2 / 3];
    let report = occlab_model::report::ImportReport::new(&compare(&read(cut)));
    assert!(
        report.summary.to_string().starts_with("1 line could not be read (line 351: a quoted field is not closed on this line), so the report may be incomplete. 8 kernels from"),
        "{}",
        report.summary
    );
    let full = occlab_model::report::ImportReport::new(&compare(&read(&whole)));
    assert!(full.summary.to_string().starts_with("12 kernels from"), "{}", full.summary);
}

/// The Russian catalogue, both parts, as `occlab --lang ru` reads it.
fn russian() -> occlab_model::locale::Catalogue {
    use occlab_model::locale::{Catalogue, Lang, Part};
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("locales/ru");
    let parts = Part::ALL.map(|part| std::fs::read_to_string(dir.join(format!("{}.ftl", part.name()))).unwrap());
    Catalogue::read(Lang::Ru, &parts.join("\n")).unwrap_or_else(|e| panic!("{e}"))
}

/// A reader's diagnostic is a message of the catalogues: its place and its words are the
/// reader's language, the value it quotes stays as the input wrote it.
#[test]
fn a_diagnostic_speaks_the_readers_language() {
    let metrics = "Invocations                               Metric Name                        Metric Description         Min         Max         Avg\n\
                   Device \"GeForce GTX 1070 (0)\"\n    Kernel: k(float*)\n\
                   \x20         1                        achieved_occupancy                        Achieved Occupancy    0.5    0.5    1.5\n";
    let import = read(metrics);
    assert_eq!(import.format, Some(Format::NvprofMetrics));
    let [diagnostic] = import.diagnostics.as_slice() else { panic!("{:?}", import.diagnostics) };
    let located = diagnostic.located(import.format);
    assert_eq!(located, "line 4: achieved_occupancy: \"1.5\" is not a fraction from 0 to 1");
    assert_eq!(russian().render(&located), "строка 4: achieved_occupancy: «1.5» — не доля от 0 до 1");
    let unrecognised = read("hello\n");
    assert!(
        russian().render(&unrecognised.diagnostics[0].located(None)).starts_with(
            "строка 1: вывод профилировщика или компилятора не распознан; принимаются: консольный вывод Nsight Compute"
        ),
        "{:?}",
        unrecognised.diagnostics
    );
}
