//! `occlab` end to end: the binary as a user runs it.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use assert_cmd::Command;
use occlab_model::occupancy::batch::{OPTIONAL_COLUMNS, REQUIRED_COLUMNS};
use std::path::PathBuf;

fn occlab() -> Command {
    Command::cargo_bin("occlab").unwrap()
}

fn stdout(args: &[&str]) -> String {
    let out = occlab().args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn calc_prints_the_block_limits_with_the_limiter_marked() {
    let out = stdout(&["calc", "--cc", "8.6", "--threads", "256", "--regs", "32", "--smem-dynamic", "33792"]);
    assert!(out.contains("Theoretical Occupancy       33.33%   (16 of 48 warps)"), "{out}");
    assert!(out.contains("Block Limit Shared Mem      2  ← limiter"), "{out}");
    assert!(out.contains("Block Limit Registers       8\n"), "{out}");
    assert!(out.contains("Block Limit Barriers        no limit\n"), "{out}");
}

#[test]
fn calc_json_carries_every_limit_and_the_allocation() {
    let out = stdout(&[
        "calc",
        "--gpu",
        "H100 SXM5 80GB",
        "--threads",
        "128",
        "--regs",
        "48",
        "--smem-static",
        "5000",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["compute_capability"], "9.0");
    assert_eq!(v["gpu"], "H100 SXM5 80GB");
    // 48 regs → 1,536 per warp; 16,384 / 1,536 = 10 warps per sub-partition → 40 warps / 4 = 10 blocks.
    assert_eq!(v["limits"]["registers"], 10);
    // 5,000 + 1,024 reserved → 6,144 (rounded to 128); the default carveout of 233,472 B holds 38.
    assert_eq!(v["allocation"]["shared_memory_per_block"], 6144);
    assert_eq!(v["limits"]["shared_memory"], 38);
    assert_eq!(v["active_blocks_per_sm"], 10);
    assert_eq!(v["limiters"], serde_json::json!(["registers"]));
    // One barrier (the default) out of the 64 an H100 SM has.
    assert_eq!(v["limits"]["barriers"], 64);
}

#[test]
fn an_illegal_launch_says_why() {
    let out = stdout(&["calc", "--cc", "7.5", "--threads", "1024", "--regs", "72"]);
    assert!(out.contains("Illegal launch"), "{out}");
    assert!(out.contains("the block needs 73,728 registers"), "{out}");
}

#[test]
fn bad_input_names_the_field_and_the_range() {
    let out = occlab().args(["calc", "--cc", "8.6", "--threads", "0"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("threads (threads per block): \"0\" is not allowed; expected 1–1,048,576"), "{err}");
    let out = occlab().args(["calc", "--cc", "8.6", "--threads", "64", "--carveout", "120"]).output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("carveout") && err.contains("0–100"), "{err}");
    let out = occlab().args(["calc", "--cc", "4.0", "--threads", "64"]).output().unwrap();
    assert!(String::from_utf8(out.stderr).unwrap().contains("unknown compute capability \"4.0\"; available: 3.0, 3.2"));
}

/// A compute capability the occupancy header knows but no public source describes is refused with
/// what is known and what is missing, not as unknown (compute_caps/header_only.toml).
#[test]
fn a_compute_capability_known_only_to_the_header_says_what_is_missing() {
    let out = occlab().args(["calc", "--cc", "10.7", "--threads", "256"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("compute capability 10.7 (Rubin) is known to NVIDIA's occupancy header"), "{err}");
    assert!(err.contains("at most 16 blocks per SM"), "{err}");
    assert!(err.contains("no public source gives its threads, registers and shared memory per SM"), "{err}");
    assert!(!err.contains("unknown compute capability"), "{err}");
    let out = occlab()
        .args(["calc", "--batch", "-"])
        .write_stdin("cc,threads,regs,smem_static,smem_dynamic,carveout,barriers\nsm_107,256,32,0,0,default,1\n")
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("row 2: cc (compute capability): \"sm_107\" is not allowed"), "{err}");
    assert!(err.contains("10.7 is known to NVIDIA's occupancy header, but no public source gives"), "{err}");
}

/// `--gpu` takes what people type and names the GPU it chose; a miss suggests three names.
#[test]
fn gpu_names_are_searched_and_a_miss_suggests_three() {
    let out = stdout(&["calc", "--gpu", "rtx4090 laptop", "--threads", "256"]);
    assert!(out.starts_with("Compute capability 8.9 (Ada Lovelace), GeForce RTX 4090 Laptop GPU ·"), "{out}");
    let out = occlab().args(["calc", "--gpu", "RTX 4900", "--threads", "256"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("--gpu: unknown GPU \"RTX 4900\"; did you mean GeForce RTX 4090,"), "{err}");
    assert_eq!(err.matches(", ").count() + err.matches(" or ").count(), 2, "three suggestions: {err}");
    // In the reader's language (#28), the same three names.
    let out = occlab().args(["calc", "--gpu", "RTX 4900", "--threads", "256", "--lang", "ru"]).output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("occlab: --gpu: неизвестный GPU «RTX 4900»; может быть, GeForce RTX 4090, Quadro RTX 8000 или"),
        "{err}"
    );
}

/// Batch rows from the vendor reference whose dynamic-shared-memory limit means the same to the
/// header and to the runtime (at least the default), run through `occlab calc --batch -`.
#[test]
fn batch_reproduces_the_vendor_reference() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/reference/data/occupancy.csv");
    let mut reader = csv::Reader::from_path(path).unwrap();
    let header: Vec<String> = reader.headers().unwrap().iter().map(str::to_string).collect();
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    let inputs: Vec<&str> = REQUIRED_COLUMNS.iter().chain(&OPTIONAL_COLUMNS).copied().collect();
    let mut csv_in = inputs.join(",") + "\n";
    let mut expected = Vec::new();
    for record in reader.records().map(Result::unwrap) {
        let static_smem: u32 = record[col("smem_static")].parse().unwrap();
        let max_dynamic: u32 = record[col("max_dynamic_smem")].parse().unwrap();
        if max_dynamic < 49_152u32.saturating_sub(static_smem) || record[col("virtual_resources")] != *"0" {
            continue;
        }
        csv_in += &(inputs.iter().map(|c| &record[col(c)]).collect::<Vec<_>>().join(",") + "\n");
        let limit = |c: &str| {
            if &record[col(c)] == "2147483647" {
                "no limit".to_string()
            } else {
                record[col(c)].to_string()
            }
        };
        let bits: u32 = record[col("limiting_factors")].parse().unwrap();
        let names = ["warps", "registers", "shared_memory", "blocks", "barriers", "virtual_resources"];
        let limiters: Vec<&str> =
            names.iter().enumerate().filter(|(i, _)| bits & (1 << i) != 0).map(|(_, n)| *n).collect();
        expected.push(vec![
            record[col("active_blocks")].to_string(),
            limiters.join("|"),
            record[col("limit_warps")].to_string(),
            limit("limit_registers"),
            limit("limit_shared_memory"),
            record[col("limit_blocks")].to_string(),
            limit("limit_barriers"),
        ]);
    }
    assert!(expected.len() > 5_000, "{} rows", expected.len());
    let out = occlab().args(["calc", "--batch", "-"]).write_stdin(csv_in).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let mut lines = text.lines();
    let out_header: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(
        out_header[inputs.len()..],
        [
            "active_blocks",
            "active_warps",
            "occupancy",
            "limiters",
            "limit_warps",
            "limit_registers",
            "limit_shared_memory",
            "limit_blocks",
            "limit_barriers"
        ]
    );
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    assert_eq!(rows.len(), expected.len());
    for (i, (row, want)) in rows.iter().zip(&expected).enumerate() {
        let got = [row[11], row[14], row[15], row[16], row[17], row[18], row[19]];
        assert_eq!(got.to_vec(), *want, "row {}: {row:?}", i + 2);
    }
}

#[test]
fn a_malformed_row_is_reported_and_the_others_still_come_out() {
    let input = "cc,threads,regs,smem_static,smem_dynamic,carveout,barriers\n\
                 8.6,256,32,0,33792,default,1\n\
                 8.6,256,lots,0,0,default,1\n\
                 9.9,128,32,0,0,default,1\n\
                 5.0,128,48,5000,0,50,0\n\
                 8.6,128,32,0,0,150,1\n";
    let out = occlab().args(["calc", "--batch", "-"]).write_stdin(input).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[1], "8.6,256,32,0,33792,default,1,2,16,0.333333,shared_memory,6,8,2,16,no limit");
    // 5.0 reserves no shared memory and 0 barriers impose no limit: those say "no limit".
    assert_eq!(lines[2], "5.0,128,48,5000,0,50,0,10,40,0.625,registers,16,10,12,32,no limit");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("row 3: regs (registers per thread): \"lots\" is not allowed; expected 0–65,536"), "{err}");
    assert!(err.contains("row 4: cc (compute capability): \"9.9\" is not allowed"), "{err}");
    assert!(err.contains("row 6: carveout"), "{err}");
}

#[test]
fn a_missing_column_is_named() {
    let out = occlab().args(["calc", "--batch", "-"]).write_stdin("cc,threads,regs\n8.6,256,32\n").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("missing column `smem_static`"));
}

#[test]
fn suggest_reproduces_the_rtx_3080_example() {
    let out = stdout(&["suggest", "--gpu", "RTX 3080", "--regs", "16", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["block_size"], 768);
    assert_eq!(v["min_grid_size"], 136);
}

#[test]
fn sweep_gives_one_row_per_block_size() {
    let out = stdout(&["sweep", "--cc", "8.9", "--vary", "block-size", "--regs", "64"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "threads,active_blocks,active_warps,limiters");
    assert_eq!(lines.len(), 1 + 1024);
    // 64 regs, 256 threads: 2,048 per warp → 8 warps per sub-partition → 32 warps → 4 blocks.
    assert_eq!(lines[256], "256,4,32,registers");
}

#[test]
fn gpus_and_caps_list_the_embedded_tables() {
    let gpus = stdout(&["gpus"]);
    assert!(gpus.lines().count() > 30);
    assert!(gpus.contains("H100 SXM5 80GB"));
    let caps = stdout(&["caps", "--csv"]);
    assert_eq!(caps.lines().count(), 1 + 23);
    assert!(caps.contains("\n9.0,9,0,32,1024,2048,65536,65536,49152,233472,232448,1024\n"));
}

#[test]
fn waves_reports_the_profilers_tail_effect() {
    let out = stdout(&["waves", "--gpu", "H100 SXM5 80GB", "--threads", "256", "--regs", "48", "--grid", "1400"]);
    assert!(out.contains("Waves Per SM               2.12\n"), "{out}");
    assert!(
        out.contains("this partial wave may account for up to 33.3% of the total runtime of this kernel."),
        "{out}"
    );
    assert!(
        out.contains("Grids with no partial wave nearby: 1,320 blocks (2 full waves) or 1,980 blocks (3 full waves)"),
        "{out}"
    );
    let v: serde_json::Value = serde_json::from_str(&stdout(&[
        "waves",
        "--cc",
        "5.0",
        "--sms",
        "15",
        "--threads",
        "512",
        "--grid",
        "45",
        "--json",
    ]))
    .unwrap();
    assert_eq!(v["full_wave"], 60);
    assert_eq!(v["achievable_occupancy"], 0.75);
    let out = occlab().args(["waves", "--cc", "9.0", "--threads", "256", "--grid", "10"]).output().unwrap();
    assert!(String::from_utf8(out.stderr).unwrap().contains("a bare --cc needs --sms"));
}

/// occlab's own errors speak the reader's language (#28): those of a subcommand, and a flag's
/// value that clap refuses, in clap's words in the same language.
#[test]
fn occlabs_own_errors_speak_the_readers_language() {
    let out =
        occlab().args(["waves", "--cc", "9.0", "--threads", "256", "--grid", "10", "--lang", "ru"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8(out.stderr).unwrap(), "occlab: одной --cc мало: нужен --sms (или укажите --gpu)\n");
    let size = ["sweep", "--cc", "8.6", "--vary", "registers", "--size", "5x5", "--lang", "ru"];
    let err = String::from_utf8(occlab().args(size).output().unwrap().stderr).unwrap();
    assert!(
        err.starts_with(
            "ошибка: недопустимое значение «5x5» для «--size <SIZE>»: значение «5x5» недопустимо; ожидается \
             ШИРИНАxВЫСОТА, каждое от 100 до 4\u{a0}000"
        ),
        "{err}"
    );
}

/// The model's refusals speak the reader's language as well (#28): a flag's number, refused by its
/// value parser inside clap's sentence, and a setting of `occlab latency`. The flag, its key and
/// what was typed stay as they are; the numbers are written the language's way.
#[test]
fn the_models_refusals_speak_the_readers_language() {
    let out = occlab().args(["calc", "--threads", "abc", "--lang", "ru"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "ошибка: недопустимое значение «abc» для «--threads <THREADS>»: threads (нитей в блоке): «abc» не подходит; \
         ожидается 1–1\u{a0}048\u{a0}576\n\nПодробнее: «--help».\n"
    );
    let out = occlab().args(["latency", "--cc", "9.0", "--ilp", "0", "--lang", "ru"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "occlab: --ilp: ilp (Параллелизм на уровне инструкций): «0» не подходит; ожидается число больше 0, не больше \
         1\u{a0}024 независимых инструкций / варп\n"
    );
    let out =
        occlab().args(["calc", "--cc", "9.0", "--threads", "256", "--cluster", "32", "--lang", "ru"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "occlab: --cluster: для заполняемости кластеров нужен GPU, а не только Compute Capability: она зависит от того, \
         как SM этого GPU сгруппированы в GPC\n"
    );
}

/// clap's help speaks the reader's language too (#28): the about, the headings, each flag's help
/// and clap's notes after it; flag names, value names and values stay as they are.
#[test]
fn help_speaks_the_readers_language() {
    let help = stdout(&["calc", "--help", "--lang", "ru"]);
    assert!(help.starts_with("Теоретическая заполняемость одного запуска или каждой строки CSV-файла (--batch)\n\n"));
    assert!(help.contains("\nИспользование: occlab calc [OPTIONS]\n\nПараметры:\n"), "{help}");
    assert!(help.contains("\n      --threads <THREADS>\n          Нитей в блоке\n"), "{help}");
    assert!(
        help.contains("\n          Регистров на нить (ptxas -v: \"Used N registers\") [по умолчанию: 32]\n"),
        "{help}"
    );
    assert!(help.contains("\n  -h, --help\n          Вывести справку\n"), "{help}");
    // LANG chooses it as well, before clap reads the command line.
    let out = occlab().args(["waves", "--help"]).env_remove("LC_ALL").env("LANG", "it_IT.UTF-8").output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(help.contains("\n      --grid <GRID>\n          Blocchi nella griglia\n"), "{help}");
}

/// In English, `occlab calc --help` reads as clap wrote it from the doc comments.
#[test]
fn english_help_reads_as_before() {
    let help = stdout(&["calc", "--help", "--lang", "en"]);
    assert!(help.starts_with("Theoretical occupancy of one launch, or of every row of a CSV file (--batch)\n\n"));
    assert!(help.contains("\nUsage: occlab calc [OPTIONS]\n\nOptions:\n"), "{help}");
    assert!(help.contains("\n      --threads <THREADS>\n          Threads per block\n"), "{help}");
    assert!(
        help.contains(
            "\n      --regs <REGS>\n          Registers per thread (ptxas -v: \"Used N registers\") [default: 32]\n"
        ),
        "{help}"
    );
    let help = stdout(&["--help", "--lang", "en"]);
    assert!(help.contains("\nCommands:\n  calc      Theoretical occupancy of one launch,"), "{help}");
    assert!(help.contains("\n  -V, --version      Print version\n"), "{help}");
}

/// clap's refusal of an unknown flag speaks the reader's language, with its suggestion, on
/// stderr and with exit code 2.
#[test]
fn an_unknown_flag_is_refused_in_the_readers_language() {
    let out = occlab().args(["calc", "--thredas", "256", "--lang", "ru"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "ошибка: неизвестный аргумент «--thredas»\n\n  подсказка: есть похожий аргумент: «--threads»\n\n\
         Использование: occlab calc --threads <THREADS>\n\nПодробнее: «--help».\n"
    );
    let out = occlab().args(["calc", "--thredas", "256"]).env("LC_ALL", "C").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with(
        "error: unexpected argument '--thredas' found\n\n  tip: a similar argument exists: '--threads'\n"
    ));
}

#[test]
fn latency_reproduces_the_thesis_vector_add() {
    // Volkov §3.7: 544-cycle latency bound; 3 × 128 B per warp at 17.1 B per cycle per SM
    // (154 GB/s on 8 SMs at 1,125.7 MHz).
    let out = stdout(&[
        "latency",
        "--cc",
        "3.0",
        "--sms",
        "8",
        "--clock-mhz",
        "1125.73",
        "--bandwidth-gbs",
        "154",
        "--latency-bound",
        "544",
        "--memory-bytes",
        "384",
        "--cuda-core",
        "8",
        "--warps",
        "12",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let bound = &v["working"]["bound"];
    assert_eq!(bound["tightest"], "memory");
    assert_eq!((bound["warps_per_cycle"].as_f64().unwrap() * 1e4).round(), 445.0);
    assert_eq!(v["needed_warps"].as_f64().unwrap().round(), 24.0);
    assert_eq!(v["at_warps"]["mode"], "latency_bound");
    // 12 warps: 12 × 6.35 GB/s ≈ 76 GB/s.
    assert_eq!(v["at_warps"]["rate"].as_f64().unwrap().round(), 76.0);
    assert_eq!(v["sentences"]["latency_bound"], "544 cycles as entered (the chain gives 4 × 9 + 1 × 301 = 337 cycles)");
    let text = stdout(&[
        "latency",
        "--gpu",
        "H100 SXM5 80GB",
        "--latency-bound",
        "1500",
        "--memory-bytes",
        "384",
        "--warps",
        "40",
    ]);
    assert!(text.contains("At 40 warps per SM: latency-bound: 40 of the 51 warps needed"), "{text}");
    let out = occlab().args(["latency", "--gpu", "h100", "--ilp", "1e3"]).output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("--ilp: ilp (Instruction-level parallelism): \"1e3\" is not allowed; expected a number above 0"),
        "{err}"
    );
}

/// One input grammar: the strings the page's fields and URL accept or refuse, `--threads`
/// accepts or refuses too, with the model's message word for word.
#[test]
fn flags_read_numbers_as_the_page_does() {
    for (typed, accepted) in [
        ("1e3", false),
        ("3,352", true),
        (" 256 ", true),
        ("0x100", false),
        ("-0", false),
        ("٣", false),
        ("3,35", false),
    ] {
        let out = occlab().args(["calc", "--cc", "8.6", "--threads", typed]).output().unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        match occlab_model::parse_whole(occlab_model::Field::Threads, typed) {
            Ok(value) => {
                assert!(accepted, "{typed:?}");
                assert!(out.status.success(), "{typed:?}: {err}");
                let threads = occlab_model::count(value, "thread", "threads");
                assert!(String::from_utf8(out.stdout).unwrap().contains(&format!("· {threads},")), "{typed:?}");
            }
            Err(e) => {
                assert!(!accepted, "{typed:?}");
                assert_eq!(out.status.code(), Some(2));
                assert!(err.contains(&e.to_string()), "{typed:?}: {err}");
            }
        }
    }
}

/// Every configuration captured on the H100 (tests/hardware/data/h100/clusters), through
/// `occlab clusters --batch`: the runtime's blocks per SM, max active clusters and potential
/// cluster size for the 14,400 it accepted, and a row error for the 240 it refused.
#[test]
fn clusters_batch_reproduces_the_h100_runtime() {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/hardware/data/h100/clusters/cluster_occupancy.csv");
    let mut reader = csv::Reader::from_path(path).unwrap();
    let header = reader.headers().unwrap().clone();
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    let mut input = String::from("cluster_size,threads,regs,smem_dynamic,carveout,non_portable\n");
    let mut expected = Vec::new();
    for record in reader.records() {
        let r = record.unwrap();
        let carveout = if &r[col("carveout")] == "-1" { "default" } else { &r[col("carveout")] };
        input.push_str(&format!(
            "{},{},{},{},{carveout},{}\n",
            &r[col("cluster_size")],
            &r[col("block_size")],
            &r[col("regs")],
            &r[col("dynamic_smem")],
            &r[col("non_portable")]
        ));
        expected.push((
            r[col("status")].to_string(),
            format!(
                "{},{},{}",
                &r[col("active_blocks_per_sm")],
                &r[col("max_active_clusters")],
                &r[col("max_potential_cluster_size")]
            ),
        ));
    }
    let out =
        occlab().args(["clusters", "--gpu", "H100 SXM5 80GB", "--batch", "-"]).write_stdin(input).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "240 refused rows");
    let stdout = String::from_utf8(out.stdout).unwrap();
    let results: Vec<String> = stdout.lines().skip(1).map(|l| l.splitn(7, ',').nth(6).unwrap().to_string()).collect();
    let accepted: Vec<&String> = expected.iter().filter(|(s, _)| s == "0").map(|(_, r)| r).collect();
    assert_eq!(results.len(), 14_400);
    for (i, (got, want)) in results.iter().zip(accepted).enumerate() {
        assert_eq!(got, want, "accepted row {i}");
    }
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.matches("cudaErrorInvalidClusterSize").count(), 240);
}

/// `occlab latency --run … --curve --json` for the contract's kernel flags (docs/LATENCY_MODEL.md).
fn latency_curve(extra: &[&str], kernel: &[&str]) -> serde_json::Value {
    let run = sample("h100-run.json");
    let mut args = vec!["latency", "--run", run.to_str().unwrap(), "--curve", "--json"];
    args.extend_from_slice(extra);
    args.extend_from_slice(kernel);
    serde_json::from_str(&stdout(&args)).unwrap()
}

fn sample(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../public/samples").join(name)
}

const STREAM_K4: [&str; 12] = [
    "--loads-in-flight",
    "8",
    "--load-bytes",
    "4",
    "--memory-bytes",
    "1536",
    "--chain-mem",
    "1",
    "--chain-arith",
    "1",
    "--unit",
    "gbs",
];

#[test]
fn latency_curve_has_a_point_per_whole_block_and_the_three_needed_warps() {
    // 96-thread blocks are 3 warps: 21 blocks fit the H100's 64 warps per SM.
    let j = latency_curve(&["--threads", "96"], &STREAM_K4);
    let curve = j["curve"].as_array().unwrap();
    assert_eq!(curve.len(), 21);
    for (i, p) in curve.iter().enumerate() {
        let blocks = i as u64 + 1;
        assert_eq!((p["blocks_per_sm"].as_u64(), p["warps_per_sm"].as_u64()), (Some(blocks), Some(3 * blocks)));
        assert_eq!(p["unit"], "GB/s");
        assert!(p["throughput"].as_f64().unwrap() > 0.0);
    }
    // The run measured this very kernel: its points and knee stand beside the curve's.
    let run: occlab_model::run::Run =
        occlab_model::run::Run::from_json(&std::fs::read_to_string(sample("h100-run.json")).unwrap()).unwrap();
    let stream = occlab_model::run::Experiment { workload: occlab_model::run::Workload::Stream, parallelism: 4 };
    let measured = occlab_model::run::calibration::measured_curve(&run, stream, 96);
    assert_eq!(j["measured"].as_array().unwrap().len(), measured.len());
    assert_eq!(j["measured_knee_warps"].as_u64().map(|k| k as u32), occlab_model::latency::calibrated::knee(&measured));
    assert_eq!(j["model"], "calibrated by the run");
    assert!(j["textbook_needed_warps"].as_f64().unwrap() < j["knee_warps"].as_f64().unwrap());
    // 1024-thread blocks: 2 per SM.
    let j = latency_curve(
        &["--threads", "1024"],
        &[
            "--ilp",
            "2",
            "--cuda-core",
            "2",
            "--issue-slots",
            "2",
            "--memory-bytes",
            "0",
            "--chain-arith",
            "1",
            "--chain-mem",
            "0",
            "--unit",
            "gflops",
        ],
    );
    let units: Vec<&str> = j["curve"].as_array().unwrap().iter().map(|p| p["unit"].as_str().unwrap()).collect();
    assert_eq!(units, ["GFLOP/s", "GFLOP/s"]);
}

#[test]
fn latency_with_a_run_refuses_another_device_naming_both() {
    let run = sample("h100-run.json");
    let out = occlab()
        .args(["latency", "--run", run.to_str().unwrap(), "--gpu", "RTX 4090", "--threads", "256", "--curve"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("--gpu: GeForce RTX 4090 (compute capability 8.9, 128 SMs) is not the device the run measured, NVIDIA H100 80GB HBM3 (compute capability 9.0, 132 SMs)"),
        "{err}"
    );
    // The same device, named by its compute capability, is accepted.
    let j = latency_curve(&["--cc", "9.0", "--threads", "256"], &STREAM_K4);
    assert_eq!(j["curve"].as_array().unwrap().len(), 8);
    // Without --run, the textbook answers as before.
    let textbook: serde_json::Value =
        serde_json::from_str(&stdout(&["latency", "--gpu", "H100 SXM5 80GB", "--threads", "256", "--curve", "--json"]))
            .unwrap();
    assert_eq!(textbook["model"], "textbook");
    assert_eq!(textbook["curve"], textbook["textbook_curve"]);
}

#[test]
fn a_shared_memory_size_may_carry_the_unit_cudas_documentation_writes() {
    let bytes = stdout(&["calc", "--cc", "8.6", "--threads", "256", "--regs", "32", "--smem-dynamic", "33792"]);
    for typed in ["33 KiB", "33KB", "33K"] {
        assert_eq!(
            stdout(&["calc", "--cc", "8.6", "--threads", "256", "--regs", "32", "--smem-dynamic", typed]),
            bytes
        );
    }
}
