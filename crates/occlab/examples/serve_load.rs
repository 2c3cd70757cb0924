//! The load generator for `occlab serve` (a benchmark, not a test): starts the release binary on
//! a free loopback port with a temporary SQLite file and measures, each scenario bounded in count
//! and time:
//!
//! - `burst`: 1,000 concurrent uploads, all answered 201 and all listed afterwards;
//! - `sustained`: 100 clients uploading back to back for 5 s: the most uploads/s, and latency
//!   when the server is saturated;
//! - `paced`: 100 clients each sending 10 uploads a second for 10 s (1,000/s together):
//!   latency from each upload's scheduled time, so a stall counts against every upload it delays;
//! - `large`: 16 clients uploading full-size runs (600 throughput points, 3,000 block spans:
//!   what a 132-SM GPU's run holds) back to back for 5 s;
//! - `events`: 200 pages following `/api/events`; the time from an upload to the last page
//!   hearing of it, for 20 uploads;
//! - `kill`: `kill -9` in the middle of a 1,000-upload burst, a restart, and every run answered
//!   201 looked up;
//! - `refusals`: bad, oversized and wrong-token uploads, all 4xx, none stored.
//!
//! ```sh
//! cargo build --release -p occlab --example serve_load
//! target/release/examples/serve_load [SCENARIO…]   # default: all of them
//! ```
//!
//! Every request goes to 127.0.0.1. Figures are recorded in docs/PERFORMANCE.md.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[path = "../tests/common/mod.rs"]
mod common;

use common::{agent, all_ids, get, sample_json, try_upload, upload, Scratch, Server};
use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::sync::{mpsc, Arc, Barrier};
use std::time::{Duration, Instant};

const TOKEN: &str = "load-class-token";
const INSTRUCTOR: &str = "load-instructor-token";
/// Small stacks: a thousand client threads on a 2-core machine.
const STACK: usize = 256 * 1024;

fn occlab() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    exe.parent().and_then(|examples| examples.parent()).unwrap().join("occlab")
}

fn main() {
    let asked: Vec<String> = std::env::args().skip(1).collect();
    let all = ["burst", "sustained", "paced", "large", "events", "kill", "refusals"];
    let scenarios: Vec<&str> = if asked.is_empty() {
        all.to_vec()
    } else {
        all.iter().copied().filter(|s| asked.iter().any(|a| a == s)).collect()
    };
    println!("occlab serve load ({}), run of {} bytes", occlab().display(), sample_json("NVIDIA H100 80GB HBM3").len());
    for scenario in scenarios {
        match scenario {
            "burst" => burst(),
            "sustained" => sustained(100, Duration::from_secs(5), &sample_json("NVIDIA H100 80GB HBM3")),
            "large" => sustained(16, Duration::from_secs(5), &full_size_json()),
            "paced" => paced(100, 10, Duration::from_secs(10)),
            "events" => events(200, 20),
            "kill" => kill(),
            _ => refusals(),
        }
    }
}

/// `n` clients, each on its own thread with its own HTTP agent, released together: each
/// client's result, in client order, and the wall time from the release to the last one's end.
fn clients<T: Send + 'static>(
    n: usize,
    client: impl Fn(usize, &ureq::Agent) -> T + Send + Sync + 'static,
) -> (Vec<T>, Duration) {
    let start = Arc::new(Barrier::new(n + 1));
    let client = Arc::new(client);
    let workers: Vec<_> = (0..n)
        .map(|i| {
            let (start, client) = (Arc::clone(&start), Arc::clone(&client));
            std::thread::Builder::new()
                .stack_size(STACK)
                .spawn(move || {
                    let http = agent();
                    start.wait();
                    client(i, &http)
                })
                .unwrap()
        })
        .collect();
    // The clock starts before this thread's arrival releases the others: taken after, it could
    // miss a burst that finished while this thread waited to run again.
    let t0 = Instant::now();
    start.wait();
    let results = workers.into_iter().map(|w| w.join().unwrap()).collect();
    (results, t0.elapsed())
}

/// Every client's latencies, sorted, from [`clients`]' results.
fn sorted_latencies(per_client: Vec<Vec<Duration>>) -> Vec<Duration> {
    let mut latencies: Vec<Duration> = per_client.into_iter().flatten().collect();
    latencies.sort_unstable();
    latencies
}

/// "12,345 uploads, 2469/s; latency p50 …, p99 …, max … ms" for sorted `latencies` over `took`.
fn rate_and_latency(latencies: &[Duration], took: Duration) -> String {
    format!(
        "{} uploads, {:.0}/s; latency p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        latencies.len(),
        latencies.len() as f64 / took.as_secs_f64(),
        percentile(latencies, 0.50),
        percentile(latencies, 0.99),
        percentile(latencies, 1.0),
    )
}

/// `n` clients each upload once, released together; the 201s' ids and the wall time.
fn concurrent_uploads(url: &str, n: usize, body: &str) -> (Vec<Result<i64, String>>, Duration) {
    let (url, body) = (url.to_owned(), body.to_owned());
    clients(n, move |i, http| match try_upload(http, &url, &body, Some(&format!("student {i}")), None) {
        Ok(a) if a.status == 201 => Ok(a.body["id"].as_i64().unwrap()),
        Ok(a) => Err(format!("{} {}", a.status, a.body)),
        Err(e) => Err(e.to_string()),
    })
}

fn burst() {
    let scratch = Scratch::new("load-burst");
    let server = Server::start(&occlab(), &scratch.path("runs.sqlite"), &["--rate-limit", "0"]);
    let (results, took) = concurrent_uploads(&server.url, 1000, &sample_json("NVIDIA H100 80GB HBM3"));
    let created: HashSet<i64> = results.iter().filter_map(|r| r.as_ref().ok().copied()).collect();
    let failed: Vec<_> = results.iter().filter_map(|r| r.as_ref().err()).collect();
    let listed: HashSet<i64> = all_ids(&agent(), &server.url, None).into_iter().collect();
    let lost = created.difference(&listed).count();
    println!(
        "burst: 1000 concurrent uploads in {:.0} ms ({:.0}/s): {} answered 201, {} failed {:?}, {} listed, {lost} lost",
        took.as_secs_f64() * 1e3,
        1000.0 / took.as_secs_f64(),
        created.len(),
        failed.len(),
        failed.iter().take(3).collect::<Vec<_>>(),
        listed.len(),
    );
    assert!(failed.is_empty() && lost == 0 && listed.len() == 1000, "burst lost runs");
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i].as_secs_f64() * 1e3
}

/// A run of the size a 132-SM GPU's full measurement writes.
fn full_size_json() -> String {
    let mut run = common::sample_run("NVIDIA H100 80GB HBM3");
    let point = run.throughput[0].clone();
    run.throughput =
        (0..600).map(|i| occlab_model::run::ThroughputPoint { value: 100.0 + f64::from(i), ..point.clone() }).collect();
    run.timeline = (0..3000)
        .map(|b| occlab_model::run::BlockSpan {
            block: b,
            sm: b % 132,
            start_ns: u64::from(b) * 7,
            end_ns: u64::from(b) * 7 + 5_000,
        })
        .collect();
    run.to_json().unwrap()
}

fn sustained(n_clients: usize, length: Duration, body: &str) {
    let scratch = Scratch::new("load-sustained");
    let server = Server::start(&occlab(), &scratch.path("runs.sqlite"), &["--rate-limit", "0"]);
    let (url, upload_body) = (server.url.clone(), body.to_owned());
    let (per_client, took) = clients(n_clients, move |_, http| {
        let mut latencies = Vec::new();
        let t0 = Instant::now();
        while t0.elapsed() < length {
            let sent = Instant::now();
            let answer = upload(http, &url, &upload_body, None, None);
            assert_eq!(answer.status, 201, "{answer:?}");
            latencies.push(sent.elapsed());
        }
        latencies
    });
    let latencies = sorted_latencies(per_client);
    let stored = get(&agent(), &server.url, "/healthz", None).body["runs"].as_u64().unwrap();
    println!(
        "sustained: {n_clients} clients, runs of {} bytes, for {:.1} s: {}; {stored} stored",
        body.len(),
        took.as_secs_f64(),
        rate_and_latency(&latencies, took),
    );
    assert_eq!(stored as usize, latencies.len(), "every 201 is stored");
}

fn paced(n_clients: u32, per_second: u32, length: Duration) {
    let scratch = Scratch::new("load-paced");
    let server = Server::start(&occlab(), &scratch.path("runs.sqlite"), &["--rate-limit", "0"]);
    let body = sample_json("NVIDIA H100 80GB HBM3");
    let interval = Duration::from_secs(1) / per_second;
    let url = server.url.clone();
    let (per_client, took) = clients(n_clients as usize, move |i, http| {
        // Clients spread evenly over one interval.
        let t0 = Instant::now() + interval * i as u32 / n_clients;
        let mut latencies = Vec::new();
        for k in 0..per_second * length.as_secs() as u32 {
            let scheduled = t0 + interval * k;
            if let Some(wait) = scheduled.checked_duration_since(Instant::now()) {
                std::thread::sleep(wait);
            }
            let answer = upload(http, &url, &body, None, None);
            assert_eq!(answer.status, 201, "{answer:?}");
            latencies.push(scheduled.elapsed());
        }
        latencies
    });
    let latencies = sorted_latencies(per_client);
    println!(
        "paced: {n_clients} clients × {per_second}/s for {:.1} s: {}",
        took.as_secs_f64(),
        rate_and_latency(&latencies, took),
    );
}

/// A page following `/api/events`: sends (run id, when heard) for each `run` event.
fn follow(url: &str, heard: mpsc::Sender<(i64, Instant)>, ready: mpsc::Sender<()>) {
    let url = url.to_owned();
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(move || {
            let response = agent().get(format!("{url}/api/events")).call().unwrap();
            let mut event = String::new();
            for line in BufReader::new(response.into_body().into_reader()).lines() {
                let Ok(line) = line else { return };
                if let Some(kind) = line.strip_prefix("event: ") {
                    event = kind.to_owned();
                } else if let Some(data) = line.strip_prefix("data: ") {
                    if event == "ready" {
                        let _ = ready.send(());
                    } else if event == "run" {
                        let id = serde_json::from_str::<serde_json::Value>(data).unwrap()["id"].as_i64().unwrap();
                        if heard.send((id, Instant::now())).is_err() {
                            return;
                        }
                    }
                }
            }
        })
        .unwrap();
}

fn events(pages: usize, uploads: usize) {
    let scratch = Scratch::new("load-events");
    let server = Server::start(&occlab(), &scratch.path("runs.sqlite"), &["--rate-limit", "0"]);
    let (heard, hearing) = mpsc::channel();
    let (ready, readiness) = mpsc::channel();
    for _ in 0..pages {
        follow(&server.url, heard.clone(), ready.clone());
    }
    for _ in 0..pages {
        readiness.recv_timeout(Duration::from_secs(30)).expect("every page connects");
    }
    let http = agent();
    let body = sample_json("NVIDIA H100 80GB HBM3");
    let mut worst = Vec::new();
    for _ in 0..uploads {
        let sent = Instant::now();
        let id = upload(&http, &server.url, &body, Some("Ada"), None).body["id"].as_i64().unwrap();
        let mut last = sent;
        let mut count = 0;
        while count < pages {
            let (heard_id, at) = hearing.recv_timeout(Duration::from_secs(10)).expect("every page hears of the run");
            assert_eq!(heard_id, id);
            last = last.max(at);
            count += 1;
        }
        worst.push(last - sent);
    }
    worst.sort_unstable();
    println!(
        "events: {pages} pages, {uploads} uploads: upload to the last page hearing of it, median {:.1} ms, max {:.1} ms",
        percentile(&worst, 0.5),
        percentile(&worst, 1.0)
    );
    assert!(worst.iter().all(|w| *w < Duration::from_secs(1)), "a page heard of a run after more than 1 s");
}

fn kill() {
    let scratch = Scratch::new("load-kill");
    let db = scratch.path("runs.sqlite");
    let mut server = Server::start(&occlab(), &db, &["--rate-limit", "0"]);
    let url = server.url.clone();
    let body = sample_json("NVIDIA H100 80GB HBM3");
    let killer = {
        let pid = server.child.id();
        std::thread::spawn(move || {
            // Into the burst: the server is killed while uploads are arriving.
            std::thread::sleep(Duration::from_millis(250));
            std::process::Command::new("kill").args(["-9", &pid.to_string()]).status().unwrap()
        })
    };
    let (results, _) = concurrent_uploads(&url, 1000, &body);
    killer.join().unwrap();
    server.kill();
    let answered: Vec<i64> = results.iter().filter_map(|r| r.as_ref().ok().copied()).collect();
    let restarted = Server::start(&occlab(), &db, &[]);
    let stored: HashSet<i64> = all_ids(&agent(), &restarted.url, None).into_iter().collect();
    let lost = answered.iter().filter(|id| !stored.contains(id)).count();
    println!(
        "kill: kill -9 during 1000 concurrent uploads: {} answered 201 before it, {} failed, {} in the file after the restart, {lost} lost",
        answered.len(),
        results.len() - answered.len(),
        stored.len()
    );
    assert_eq!(lost, 0, "a run answered 201 was lost");
}

fn refusals() {
    let scratch = Scratch::new("load-refusals");
    let flags = ["--rate-limit", "0", "--token", TOKEN, "--instructor-token", INSTRUCTOR];
    let server = Server::start(&occlab(), &scratch.path("runs.sqlite"), &flags);
    let good = sample_json("NVIDIA H100 80GB HBM3");
    let bad = good.replace("\"sms\": 132", "\"sms\": 0");
    let oversized = format!("{good}{}", " ".repeat(1 << 20));
    let http = agent();
    let mut statuses = std::collections::BTreeMap::new();
    for round in 0..100 {
        let (body, token) = match round % 4 {
            0 => (bad.as_str(), Some(TOKEN)),
            1 => (oversized.as_str(), Some(TOKEN)),
            2 => (good.as_str(), Some("wrong-token-000")),
            _ => ("{\"schema_version\": 2}", Some(TOKEN)),
        };
        let answer = try_upload(&http, &server.url, body, None, token).unwrap();
        *statuses.entry(answer.status).or_insert(0) += 1;
    }
    let stored = get(&http, &server.url, "/healthz", None).body["runs"].as_u64().unwrap();
    println!(
        "refusals: 100 bad, oversized, wrong-token and wrong-version uploads: statuses {statuses:?}, {stored} stored"
    );
    assert!(statuses.keys().all(|s| (400..500).contains(s)) && stored == 0);
}
