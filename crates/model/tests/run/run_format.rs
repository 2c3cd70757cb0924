//! The run format: what `occlab measure` writes is read back unchanged, and every reader refuses
//! the same bad files with words that name the problem. (The committed real runs in
//! `public/samples/` are read by the measurement tests; here the runs are built by hand to reach
//! each refusal.)

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::run::{
    BlockSpan, LaunchShape, MeasuredDevice, MeasuredLatency, OccupancyCheck, OccupancyDisagreement, Run, RunError,
    ThroughputPoint, ThroughputUnit, WavePoint, Workload, SCHEMA_VERSION,
};

/// The H100 that measured `public/samples/h100-quick.json`, as that run reports it.
fn h100() -> MeasuredDevice {
    Run::from_json(include_str!("../../../../public/samples/h100-quick.json")).unwrap().device
}

fn run() -> Run {
    Run {
        schema_version: SCHEMA_VERSION,
        generator: "occlab 0.1.0".into(),
        quick: true,
        device: h100(),
        occupancy_check: OccupancyCheck {
            configurations: 2,
            agreements: 1,
            disagreements: vec![OccupancyDisagreement {
                threads_per_block: 256,
                registers_per_thread: 40,
                static_shared_memory: 0,
                dynamic_shared_memory: 0,
                carveout_percent: None,
                driver_blocks_per_sm: 6,
                model_blocks_per_sm: 5,
            }],
        },
        latency: MeasuredLatency { fma_cycles: 4.0, l1_cycles: 33.5, l2_cycles: 262.0, dram_cycles: 620.0 },
        throughput: vec![ThroughputPoint {
            workload: Workload::Stream,
            parallelism: 1,
            iteration_cycles: None,
            threads_per_block: 256,
            blocks_per_sm: 1,
            warps_per_sm: 8,
            value: 1200.5,
            unit: ThroughputUnit::GigabytesPerSecond,
        }],
        probes: vec![],
        wave_kernel: LaunchShape {
            threads_per_block: 256,
            registers_per_thread: 16,
            dynamic_shared_memory: 0,
            blocks_per_sm: 8,
        },
        waves: vec![WavePoint { grid_blocks: 1056, ms: 0.012 }],
        timeline_kernel: LaunchShape {
            threads_per_block: 256,
            registers_per_thread: 16,
            dynamic_shared_memory: 0,
            blocks_per_sm: 8,
        },
        timeline: vec![BlockSpan { block: 0, sm: 131, start_ns: 0, end_ns: 5_000 }],
    }
}

fn refusal(json: &str) -> String {
    match Run::from_json(json) {
        Ok(_) => panic!("accepted: {json}"),
        Err(e) => e.to_string(),
    }
}

fn edited(edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut v: serde_json::Value = serde_json::from_str(&run().to_json().expect("valid")).expect("json");
    edit(&mut v);
    v.to_string()
}

#[test]
fn measured_numbers_read_back_to_the_very_bits_written() {
    // Numbers as a real run holds them: the shortest text of an f64 must parse to that f64.
    let values = [39.564518400000004, 0.1 + 0.2, 2_665.305_871_932_114, 1e-7 / 3.0, f64::MAX / 3.0];
    for value in values {
        let mut r = run();
        r.latency.l1_cycles = value;
        let back = Run::from_json(&r.to_json().unwrap()).unwrap();
        assert_eq!(back.latency.l1_cycles.to_bits(), value.to_bits(), "{value:e}");
    }
}

#[test]
fn a_run_survives_the_round_trip_with_the_field_names_later_checks_rely_on() {
    let json = run().to_json().expect("a valid run serialises");
    assert_eq!(Run::from_json(&json), Ok(run()));
    let v: serde_json::Value = serde_json::from_str(&json).expect("json");
    for path in [
        "/device/name",
        "/device/compute_capability",
        "/device/sms",
        "/device/clock_mhz",
        "/device/memory_bandwidth_gbs",
        "/occupancy_check/configurations",
        "/occupancy_check/agreements",
        "/latency/fma_cycles",
        "/latency/l2_cycles",
        "/latency/dram_cycles",
        "/throughput/0/workload",
        "/throughput/0/parallelism",
        "/throughput/0/threads_per_block",
        "/throughput/0/blocks_per_sm",
        "/throughput/0/warps_per_sm",
        "/throughput/0/value",
        "/throughput/0/unit",
        "/waves/0/grid_blocks",
        "/waves/0/ms",
        "/timeline/0/block",
        "/timeline/0/sm",
        "/timeline/0/start_ns",
        "/timeline/0/end_ns",
    ] {
        assert!(v.pointer(path).is_some(), "{path} missing from {json}");
    }
    assert_eq!(v["throughput"][0]["workload"], "stream");
    assert_eq!(v["throughput"][0]["unit"], "GB/s");
}

#[test]
fn the_version_is_checked_before_the_shape() {
    assert_eq!(
        refusal(&edited(|v| v["schema_version"] = 4.into())),
        "unknown schema_version 4: this version of Occupancy Lab reads versions 1 to 3 (a newer occlab may have written it)"
    );
    assert_eq!(
        refusal(&edited(|v| v["schema_version"] = 0.into())),
        "unknown schema_version 0: this version of Occupancy Lab reads versions 1 to 3 (a newer occlab may have written it)"
    );
    assert_eq!(
        refusal(r#"{"schema_version": "1"}"#),
        "unknown schema_version \"1\": this version of Occupancy Lab reads versions 1 to 3 (a newer occlab may have written it)"
    );
    assert_eq!(
        refusal(r#"{"runs": []}"#),
        "not a run: schema_version is missing (this version of Occupancy Lab reads versions 1 to 3)"
    );
    assert!(refusal("{\"schema_version\": 1,").starts_with("not a run: the file is not JSON"));
    assert!(refusal("[1, 2]").starts_with("not a run: the file is not JSON"));
}

#[test]
fn shapes_and_values_outside_the_format_are_named() {
    type Edit = Box<dyn FnOnce(&mut serde_json::Value)>;
    let cases: [(Edit, &str); 9] = [
        (Box::new(|v| v["device"]["colour"] = "green".into()), "not a valid run: unknown field `colour`"),
        (Box::new(|v| v["waves"][0]["ms"] = (-1.0).into()), "not a valid run: waves[0].ms must be a finite number above 0"),
        (
            Box::new(|v| v["timeline"][0]["sm"] = 132.into()),
            "not a valid run: timeline[0].sm is 132, but the device has 132 SMs (0 to 131)",
        ),
        (Box::new(|v| v["timeline"][0]["start_ns"] = 6_000.into()), "not a valid run: timeline[0].end_ns is before its start_ns"),
        (
            Box::new(|v| v["device"]["compute_capability"] = "4.0".into()),
            "not a valid run: device.compute_capability \"4.0\" is not a compute capability Occupancy Lab knows (see occlab caps)",
        ),
        (
            Box::new(|v| v["device"]["name"] = "<b>x</b>\u{7}".into()),
            "not a valid run: device.name holds a control character",
        ),
        (Box::new(|v| v["device"]["name"] = "x".repeat(201).into()), "not a valid run: device.name is longer than 200 characters"),
        (
            Box::new(|v| v["occupancy_check"]["agreements"] = 2.into()),
            "not a valid run: occupancy_check must list every configuration that did not agree (agreements + disagreements = configurations)",
        ),
        (Box::new(|v| v["throughput"][0]["unit"] = "TB/s".into()), "not a valid run: unknown variant `TB/s`"),
    ];
    for (edit, expected) in cases {
        let message = refusal(&edited(edit));
        assert!(message.starts_with(expected), "{message:?} should start with {expected:?}");
    }
    let too_many = edited(|v| v["waves"] = serde_json::Value::Array(vec![v["waves"][0].clone(); 1025]));
    assert_eq!(refusal(&too_many), "not a valid run: waves has 1,025 entries; at most 1,024 are allowed");
    assert!(matches!(Run::from_json(r#"{"schema_version": 1, "waves": 1e999}"#), Err(RunError::Shape(_))));
}

#[test]
fn a_version_1_run_reads_as_the_version_2_run_it_is() {
    let v1 = |experiment: &str| {
        edited(|v| {
            v["schema_version"] = 1.into();
            let point = v["throughput"][0].as_object_mut().expect("a point");
            point.remove("workload");
            point.remove("parallelism");
            point.insert("experiment".into(), experiment.into());
        })
    };
    let run = Run::from_json(&v1("vector_add")).expect("version 1 reads");
    assert_eq!(
        (run.schema_version, run.throughput[0].workload, run.throughput[0].parallelism),
        (2, Workload::Stream, 1)
    );
    let fma = Run::from_json(&v1("fma_ilp4").replace("\"GB/s\"", "\"GFLOP/s\"")).expect("version 1 reads");
    assert_eq!((fma.throughput[0].workload, fma.throughput[0].parallelism), (Workload::FmaChains, 4));
    assert_eq!(
        refusal(&v1("fma_ilp3")),
        "not a valid run: throughput[0].experiment: \"fma_ilp3\" is not one of vector_add, fma_ilp1, fma_ilp2, fma_ilp4 (schema_version 1)"
    );
}

#[test]
fn a_point_names_its_parallelism_and_the_unit_of_its_workload() {
    assert_eq!(
        refusal(&edited(|v| v["throughput"][0]["parallelism"] = 0.into())),
        "not a valid run: throughput[0].parallelism must be a whole number from 1 to 1,024"
    );
    assert_eq!(
        refusal(&edited(|v| v["throughput"][0]["unit"] = "GFLOP/s".into())),
        "not a valid run: throughput[0].unit must be GB/s for stream"
    );
    assert_eq!(
        refusal(&edited(|v| {
            v["throughput"][0]["iteration_cycles"] =
                serde_json::json!({"mean": 900.0, "p10": 800.0, "p50": 700.0, "p90": 1000.0, "p99": 1200.0})
        })),
        "not a valid run: throughput[0].iteration_cycles must have p10 ≤ p50 ≤ p90 ≤ p99"
    );
}

/// The runs server's wire types (`occlab_model::api`) read back what they write; the server
/// writes them and the page reads them, so one round trip covers both sides.
#[test]
fn every_api_type_round_trips_through_json() {
    use occlab_model::run::api::{Refusal, Removed, RunListing, RunSummary, StoredRun, Visibility};
    fn round<T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug>(value: T) -> String {
        let json = serde_json::to_string(&value).expect("serialises");
        assert_eq!(serde_json::from_str::<T>(&json).expect("reads back"), value, "{json}");
        json
    }
    let summary = RunSummary {
        id: 7,
        received_unix_ms: 1_764_100_000_000,
        class: Some("cs149".into()),
        name: Some("Ada <b>Lovelace</b>".into()),
        hidden: false,
        device: "NVIDIA H100 80GB HBM3".into(),
        compute_capability: "9.0".into(),
        sms: 132,
        configurations: 7_200,
        agreements: 7_200,
    };
    round(summary.clone());
    round(RunListing { runs: vec![summary.clone()], next_before: Some(7) });
    // 201's answer is the summary and its address side by side.
    let stored = round(StoredRun { run: summary, url: "/api/runs/7".into() });
    assert!(stored.starts_with(r#"{"id":7,"#) && stored.ends_with(r#""url":"/api/runs/7"}"#), "{stored}");
    assert_eq!(round(Removed { id: 7 }), r#"{"id":7}"#);
    assert_eq!(round(Visibility { hidden: true }), r#"{"hidden":true}"#);
    assert!(serde_json::from_str::<Visibility>(r#"{"hidden":true,"x":1}"#).is_err(), "unknown fields are refused");
    round(Refusal { error: "there is no run 7".into() });
}

/// A refusal is a message of the catalogues: the field's path stays as the run names it.
#[test]
fn a_refusal_speaks_the_readers_language() {
    use occlab_model::locale::{Catalogue, Lang, Part};
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/ru");
    let parts = Part::ALL.map(|part| std::fs::read_to_string(dir.join(format!("{}.ftl", part.name()))).expect("ru"));
    let ru = Catalogue::read(Lang::Ru, &parts.join("\n")).unwrap_or_else(|e| panic!("{e}"));
    let Err(e) = Run::from_json(&edited(|v| v["device"]["sms"] = 0.into())) else { panic!("accepted") };
    assert_eq!(e.to_string(), "not a valid run: device.sms must be at least 1");
    assert_eq!(ru.render(&e.message()), "недопустимый запуск: поле device.sms должно быть не меньше 1");
}
