//! What the server tests and the load generator share: a valid run built in Rust, the real
//! `occlab serve` started as a child process on a free loopback port with a temporary SQLite
//! file, and a small HTTP client.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use occlab_model::run::{
    BlockSpan, LaunchShape, MeasuredDevice, MeasuredLatency, OccupancyCheck, Run, ThroughputPoint, ThroughputUnit,
    WavePoint, Workload, SCHEMA_VERSION,
};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A small valid run on an H100 (the shape `occlab measure` writes), named `device`.
pub fn sample_run(device: &str) -> Run {
    Run {
        schema_version: SCHEMA_VERSION,
        generator: "occlab 0.1.0".into(),
        quick: true,
        // The H100 that measured public/samples/h100-quick.json, under the name asked for.
        device: MeasuredDevice {
            name: device.into(),
            ..Run::from_json(include_str!("../../../../public/samples/h100-quick.json")).unwrap().device
        },
        occupancy_check: OccupancyCheck { configurations: 240, agreements: 240, disagreements: vec![] },
        latency: MeasuredLatency { fma_cycles: 4.0, l1_cycles: 33.5, l2_cycles: 262.0, dram_cycles: 620.0 },
        probes: Vec::new(),
        throughput: (1..=8)
            .map(|blocks| ThroughputPoint {
                workload: Workload::Stream,
                parallelism: 1,
                iteration_cycles: None,
                threads_per_block: 256,
                blocks_per_sm: blocks,
                warps_per_sm: blocks * 8,
                value: 400.0 * f64::from(blocks),
                unit: ThroughputUnit::GigabytesPerSecond,
            })
            .collect(),
        wave_kernel: LaunchShape {
            threads_per_block: 256,
            registers_per_thread: 16,
            dynamic_shared_memory: 0,
            blocks_per_sm: 8,
        },
        waves: (1..=4).map(|w| WavePoint { grid_blocks: 1056 * w, ms: 0.012 * f64::from(w) }).collect(),
        timeline_kernel: LaunchShape {
            threads_per_block: 256,
            registers_per_thread: 16,
            dynamic_shared_memory: 0,
            blocks_per_sm: 8,
        },
        timeline: (0..16).map(|b| BlockSpan { block: b, sm: b % 132, start_ns: 0, end_ns: 5_000 }).collect(),
    }
}

/// The sample run's JSON, as a file from `occlab measure` holds it.
pub fn sample_json(device: &str) -> String {
    sample_run(device).to_json().unwrap()
}

/// A temporary folder, removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(label: &str) -> Scratch {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "occlab-{label}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A running `occlab serve`, killed (SIGKILL) when dropped.
pub struct Server {
    pub child: Child,
    /// `http://127.0.0.1:PORT`
    pub url: String,
}

impl Server {
    /// Starts `occlab serve` on a free loopback port with the database `db` and the extra flags
    /// (no page unless they give `--dist`).
    pub fn start(occlab: &Path, db: &Path, flags: &[&str]) -> Server {
        let no_page: &[&str] = if flags.contains(&"--dist") { &[] } else { &["--dist", "/nonexistent-occlab-dist"] };
        let mut child = Command::new(occlab)
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(no_page)
            .arg("--db")
            .arg(db)
            .args(flags)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("occlab serve did not say where it listens: {line:?}"))
            .trim_end_matches('/')
            .to_owned();
        Server { child, url }
    }

    /// Kills the server as `kill -9` does.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// An HTTP client that returns every status instead of failing on 4xx.
pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(30)))
        .max_idle_connections_per_host(256)
        .build()
        .into()
}

/// One answer: the status, the headers we look at, and the body parsed as JSON (Null if empty).
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub body: serde_json::Value,
    pub retry_after: Option<String>,
    pub authenticate: Option<String>,
    pub location: Option<String>,
    pub cache_control: Option<String>,
}

fn answer(result: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> Result<Answer, ureq::Error> {
    let mut response = result?;
    let header = |name: &str| response.headers().get(name).and_then(|v| v.to_str().ok()).map(str::to_owned);
    let (retry_after, authenticate, location) = (header("retry-after"), header("www-authenticate"), header("location"));
    let cache_control = header("cache-control");
    let text = response.body_mut().read_to_string()?;
    let body = if text.is_empty() { serde_json::Value::Null } else { serde_json::from_str(&text).unwrap() };
    Ok(Answer { status: response.status().as_u16(), body, retry_after, authenticate, location, cache_control })
}

/// POSTs `body` to `/api/runs` (with `?name=` and a bearer token when given).
pub fn try_upload(
    agent: &ureq::Agent,
    url: &str,
    body: &str,
    name: Option<&str>,
    token: Option<&str>,
) -> Result<Answer, ureq::Error> {
    let mut request = agent.post(format!("{url}/api/runs")).header("Content-Type", "application/json");
    if let Some(name) = name {
        request = request.query("name", name);
    }
    if let Some(token) = token {
        request = request.header("Authorization", format!("Bearer {token}"));
    }
    answer(request.send(body.as_bytes()))
}

pub fn upload(agent: &ureq::Agent, url: &str, body: &str, name: Option<&str>, token: Option<&str>) -> Answer {
    try_upload(agent, url, body, name, token).unwrap()
}

/// GETs `path` (with a bearer token when given).
pub fn get(agent: &ureq::Agent, url: &str, path: &str, token: Option<&str>) -> Answer {
    let mut request = agent.get(format!("{url}{path}"));
    if let Some(token) = token {
        request = request.header("Authorization", format!("Bearer {token}"));
    }
    answer(request.call()).unwrap()
}

/// Every id the server lists, following the pages (`token` to see hidden runs too).
pub fn all_ids(agent: &ureq::Agent, url: &str, token: Option<&str>) -> Vec<i64> {
    let mut ids = Vec::new();
    let mut path = "/api/runs?limit=100".to_owned();
    loop {
        let page = get(agent, url, &path, token);
        assert_eq!(page.status, 200, "{page:?}");
        ids.extend(page.body["runs"].as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()));
        match page.body["next_before"].as_i64() {
            Some(before) => path = format!("/api/runs?limit=100&before={before}"),
            None => return ids,
        }
    }
}
