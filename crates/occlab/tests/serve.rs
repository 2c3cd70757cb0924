//! `occlab serve` and `occlab upload` end to end: the real binary on a free loopback port, a real
//! SQLite file in a temporary folder, real HTTP.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod common;

use common::{agent, all_ids, get, sample_json, upload, Scratch, Server};
use occlab_model::run::Run;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

const OCCLAB: &str = env!("CARGO_BIN_EXE_occlab");
const CLASS_TOKEN: &str = "class-token-0123";
const INSTRUCTOR_TOKEN: &str = "instructor-token-4567";

fn occlab() -> &'static Path {
    Path::new(OCCLAB)
}

fn health_runs(agent: &ureq::Agent, url: &str) -> i64 {
    let health = get(agent, url, "/healthz", None);
    assert_eq!(health.status, 200);
    health.body["runs"].as_i64().unwrap()
}

#[test]
fn uploads_are_stored_and_listed_newest_first_in_pages_filtered_by_device() {
    let scratch = Scratch::new("list");
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &[]);
    let http = agent();
    let mut ids = Vec::new();
    for (i, device) in ["NVIDIA H100 80GB HBM3", "NVIDIA H200", "NVIDIA H100 80GB HBM3", "NVIDIA H200", "NVIDIA H200"]
        .iter()
        .enumerate()
    {
        let name = format!("student <b>{i}</b>");
        let created = upload(&http, &server.url, &sample_json(device), Some(&name), None);
        assert_eq!(created.status, 201, "{created:?}");
        let id = created.body["id"].as_i64().unwrap();
        assert_eq!(created.location.as_deref(), Some(format!("/api/runs/{id}").as_str()));
        assert_eq!(created.body["name"], name.as_str(), "names are kept as text, markup and all");
        assert_eq!(created.body["device"], *device);
        // The answer is the model's wire type, as the page reads it.
        let stored: occlab_model::run::api::StoredRun = serde_json::from_value(created.body.clone()).unwrap();
        assert_eq!((stored.run.id, stored.url.as_str()), (id, format!("/api/runs/{id}").as_str()));
        ids.push(id);
    }
    let newest_first: Vec<i64> = ids.iter().rev().copied().collect();

    let first = get(&http, &server.url, "/api/runs?limit=2", None);
    assert_eq!(first.status, 200);
    let page_ids = |a: &common::Answer| -> Vec<i64> {
        a.body["runs"].as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect()
    };
    assert_eq!(page_ids(&first), newest_first[..2]);
    let listing: occlab_model::run::api::RunListing = serde_json::from_value(first.body.clone()).unwrap();
    assert_eq!(listing.runs.iter().map(|r| r.id).collect::<Vec<_>>(), newest_first[..2]);
    assert_eq!(first.cache_control.as_deref(), Some("no-store"), "no cache keeps an old list");
    let before = first.body["next_before"].as_i64().unwrap();
    let second = get(&http, &server.url, &format!("/api/runs?limit=2&before={before}"), None);
    assert_eq!(page_ids(&second), newest_first[2..4]);
    assert_eq!(all_ids(&http, &server.url, None), newest_first);

    let h200 = get(&http, &server.url, "/api/runs?device=NVIDIA%20H200", None);
    assert_eq!(page_ids(&h200), [ids[4], ids[3], ids[1]]);
    assert_eq!(h200.body["next_before"], serde_json::Value::Null);
    let other_class = get(&http, &server.url, "/api/runs?class=cs149", None);
    assert_eq!(page_ids(&other_class), Vec::<i64>::new());

    let one = get(&http, &server.url, &format!("/api/runs/{}", ids[1]), None);
    assert_eq!(one.status, 200);
    assert_eq!(one.body["name"], "student <b>1</b>");
    let run = Run::from_json(&one.body["run"].to_string()).unwrap();
    assert_eq!(run, common::sample_run("NVIDIA H200"));

    for (path, status, words) in [
        ("/api/runs/999999", 404, "there is no run 999999"),
        ("/api/runs/abc", 400, "a run id is a whole number"),
        ("/api/runs?limit=0", 400, "limit is 0; it must be 1 to 100"),
        ("/api/runs?limit=101", 400, "limit is 101; it must be 1 to 100"),
        ("/api/runs?colour=red", 400, "the parameters are limit (1 to 100), before (a run id), class and device"),
        ("/api/nothing", 404, "no such API route"),
    ] {
        let answer = get(&http, &server.url, path, None);
        assert_eq!(answer.status, status, "{path}: {answer:?}");
        assert!(answer.body["error"].as_str().unwrap().contains(words), "{path}: {answer:?}");
        let refusal: occlab_model::run::api::Refusal = serde_json::from_value(answer.body.clone()).unwrap();
        assert!(refusal.error.contains(words));
    }
    let mut put = http.put(format!("{}/api/runs", server.url)).send(&b"{}"[..]).unwrap();
    assert_eq!(put.status().as_u16(), 405);
    assert!(put.body_mut().read_to_string().unwrap().contains("/api/runs takes GET, POST and DELETE (a class)"));
    assert_eq!(health_runs(&http, &server.url), 5);
}

#[test]
fn bad_runs_get_400_or_422_with_the_reason_and_nothing_is_stored() {
    let scratch = Scratch::new("bad");
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &[]);
    let http = agent();
    let good = sample_json("NVIDIA H100 80GB HBM3");
    let edited = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut v: serde_json::Value = serde_json::from_str(&good).unwrap();
        edit(&mut v);
        v.to_string()
    };
    let long_name = "n".repeat(61);
    let cases: Vec<(String, Option<&str>, u16, &str)> = vec![
        ("{\"schema_version\": 1,".into(), None, 400, "not a run: the file is not JSON"),
        ("[1, 2]".into(), None, 400, "not a run: the file is not JSON"),
        ("{}".into(), None, 400, "schema_version is missing"),
        (edited(&|v| v["schema_version"] = 4.into()), None, 422, "unknown schema_version 4"),
        (edited(&|v| v["device"]["colour"] = "green".into()), None, 422, "unknown field `colour`"),
        (edited(&|v| v["waves"][0]["ms"] = (-1.0).into()), None, 422, "waves[0].ms must be a finite number above 0"),
        (good.replace("\"fma_cycles\": 4.0", "\"fma_cycles\": 1e999"), None, 422, "not a valid run"),
        (good.replace("\"fma_cycles\": 4.0", "\"fma_cycles\": NaN"), None, 400, "not a run: the file is not JSON"),
        (edited(&|v| v["device"]["name"] = "x".repeat(201).into()), None, 422, "device.name is longer than 200"),
        (good.clone(), Some("a\u{7}bell"), 422, "name holds a control character"),
        (good.clone(), Some(&long_name), 422, "name is longer than 60 characters"),
    ];
    for (body, name, status, words) in &cases {
        let answer = upload(&http, &server.url, body, *name, None);
        assert_eq!(answer.status, *status, "{answer:?}");
        let error = answer.body["error"].as_str().unwrap();
        assert!(error.contains(words), "expected {words:?} in {error:?}");
    }
    let plain =
        http.post(format!("{}/api/runs", server.url)).header("Content-Type", "text/plain").send(good.as_bytes());
    assert_eq!(plain.unwrap().status().as_u16(), 415);
    assert_eq!(health_runs(&http, &server.url), 0);
}

#[test]
fn a_body_over_1_mib_is_413_and_not_stored() {
    let scratch = Scratch::new("big");
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &[]);
    let http = agent();
    let good = sample_json("NVIDIA H100 80GB HBM3");
    // Valid JSON padded with spaces to one byte over the limit.
    let big = format!("{good}{}", " ".repeat((1 << 20) + 1 - good.len()));
    let answer = upload(&http, &server.url, &big, None, None);
    assert_eq!(answer.status, 413, "{answer:?}");
    assert_eq!(answer.body["error"], "the body is larger than 1,048,576 bytes (1 MiB)");
    let at_limit = format!("{good}{}", " ".repeat((1 << 20) - good.len()));
    assert_eq!(upload(&http, &server.url, &at_limit, None, None).status, 201);
    assert_eq!(health_runs(&http, &server.url), 1);
}

/// An oversized upload hears its 413, never a reset, however many arrive at once: the server
/// reads each body to its end before answering (serve/body.rs). Before, a client still sending
/// when the server closed could read a connection reset instead (issue #34).
#[test]
fn concurrent_oversized_uploads_all_hear_413_with_the_reason() {
    let scratch = Scratch::new("oversized");
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &["--rate-limit", "0"]);
    let good = sample_json("NVIDIA H100 80GB HBM3");
    let big = std::sync::Arc::new(format!("{good}{}", " ".repeat(3 << 20)));
    let clients: Vec<_> = (0..16)
        .map(|_| {
            let (url, big) = (server.url.clone(), big.clone());
            std::thread::spawn(move || {
                let http = agent();
                (0..4)
                    .map(|_| common::try_upload(&http, &url, &big, None, None).map_err(|e| e.to_string()))
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    let answers: Vec<_> = clients.into_iter().flat_map(|c| c.join().unwrap()).collect();
    assert_eq!(answers.len(), 64);
    for answer in &answers {
        let answer = answer.as_ref().unwrap_or_else(|e| panic!("a client heard no answer: {e}"));
        assert_eq!(answer.status, 413, "{answer:?}");
        assert_eq!(answer.body["error"], "the body is larger than 1,048,576 bytes (1 MiB)");
    }
    assert_eq!(health_runs(&agent(), &server.url), 0);

    // occlab upload says why, in the student's words, and stores nothing.
    let file = scratch.path("big.json");
    std::fs::write(&file, big.as_bytes()).unwrap();
    let sent = std::process::Command::new(OCCLAB).args(["upload", "--to", &server.url]).arg(&file).output().unwrap();
    let stderr = String::from_utf8_lossy(&sent.stderr);
    assert_eq!(sent.status.code(), Some(1), "{stderr}");
    let said = format!(
        "big.json: too large: the run is {} bytes and the server takes at most 1 MiB (1,048,576 bytes); nothing was stored",
        occlab_model::thousands(big.len() as u64)
    );
    assert!(stderr.contains(&said), "{stderr}");
    assert_eq!(health_runs(&agent(), &server.url), 0);
}

#[test]
fn class_and_instructor_tokens_guard_uploads_hiding_and_deleting() {
    let scratch = Scratch::new("tokens");
    let flags = ["--class", "cs149", "--token", CLASS_TOKEN, "--instructor-token", INSTRUCTOR_TOKEN];
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &flags);
    let http = agent();
    let body = sample_json("NVIDIA H100 80GB HBM3");

    let missing = upload(&http, &server.url, &body, None, None);
    assert_eq!((missing.status, missing.authenticate.as_deref()), (401, Some("Bearer")));
    assert!(missing.body["error"].as_str().unwrap().contains("needs the class token"));
    let wrong = upload(&http, &server.url, &body, None, Some("class-token-0124"));
    assert_eq!(wrong.status, 403);
    assert_eq!(wrong.body["error"], "the token is not this class's token");
    // A refusal in the language the request asks for (#28); the status and the JSON's shape stay.
    let mut asked = http
        .post(format!("{}/api/runs", server.url))
        .header("Content-Type", "application/json")
        .header("Authorization", "Bearer class-token-0124")
        .header("Accept-Language", "fr-FR, ko;q=0.9, en;q=0.8")
        .send(body.as_bytes())
        .unwrap();
    assert_eq!(asked.status().as_u16(), 403);
    assert_eq!(asked.headers().get("vary").and_then(|v| v.to_str().ok()), Some("accept-language"));
    let said: serde_json::Value = serde_json::from_str(&asked.body_mut().read_to_string().unwrap()).unwrap();
    assert_eq!(said, serde_json::json!({ "error": "이 토큰은 이 수업의 토큰이 아니다" }));
    assert_eq!(health_runs(&http, &server.url), 0);

    let created = upload(&http, &server.url, &body, Some("Ada"), Some(CLASS_TOKEN));
    assert_eq!(created.status, 201, "{created:?}");
    assert_eq!(created.body["class"], "cs149");
    let id = created.body["id"].as_i64().unwrap();
    let other = upload(&http, &server.url, &body, Some("Grace"), Some(CLASS_TOKEN)).body["id"].as_i64().unwrap();

    // The page checks a typed instructor token before it offers Hide and Delete (#36).
    let check = |token: Option<&str>| get(&http, &server.url, "/api/instructor", token).status;
    assert_eq!((check(Some(INSTRUCTOR_TOKEN)), check(Some(CLASS_TOKEN)), check(None)), (204, 403, 401));

    let delete = |token: Option<&str>| {
        let mut request = http.delete(format!("{}/api/runs/{id}", server.url));
        if let Some(token) = token {
            request = request.header("Authorization", format!("Bearer {token}"));
        }
        request.call().unwrap().status().as_u16()
    };
    let hide = |run: i64, hidden: bool, token: &str| {
        http.patch(format!("{}/api/runs/{run}", server.url))
            .header("Content-Type", "application/json")
            .header("Authorization", format!("Bearer {token}"))
            .send(format!("{{\"hidden\": {hidden}}}").as_bytes())
            .unwrap()
            .status()
            .as_u16()
    };
    assert_eq!(delete(None), 401);
    assert_eq!(delete(Some(CLASS_TOKEN)), 403);
    assert_eq!(hide(other, true, CLASS_TOKEN), 403);
    assert_eq!(all_ids(&http, &server.url, None), [other, id]);

    assert_eq!(hide(other, true, INSTRUCTOR_TOKEN), 200);
    assert_eq!(all_ids(&http, &server.url, None), [id], "a hidden run leaves the listing");
    assert_eq!(get(&http, &server.url, &format!("/api/runs/{other}"), None).status, 404);
    assert_eq!(all_ids(&http, &server.url, Some(INSTRUCTOR_TOKEN)), [other, id], "the instructor still sees it");
    assert_eq!(get(&http, &server.url, "/api/runs", Some("not-a-token-at-all")).status, 403);
    assert_eq!(hide(other, false, INSTRUCTOR_TOKEN), 200);
    assert_eq!(all_ids(&http, &server.url, None), [other, id]);

    assert_eq!(delete(Some(INSTRUCTOR_TOKEN)), 204);
    assert_eq!(get(&http, &server.url, &format!("/api/runs/{id}"), Some(INSTRUCTOR_TOKEN)).status, 404);
    assert_eq!(delete(Some(INSTRUCTOR_TOKEN)), 404);
    assert_eq!(health_runs(&http, &server.url), 1);
}

#[test]
fn without_an_instructor_token_no_one_deletes_and_open_servers_stay_on_loopback() {
    let scratch = Scratch::new("open");
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &[]);
    let http = agent();
    let id = upload(&http, &server.url, &sample_json("NVIDIA H200"), None, None).body["id"].as_i64().unwrap();
    let answer = http
        .delete(format!("{}/api/runs/{id}", server.url))
        .header("Authorization", "Bearer anything-at-all-123")
        .call()
        .unwrap();
    assert_eq!(answer.status().as_u16(), 403);
    assert_eq!(health_runs(&http, &server.url), 1);

    let refused = std::process::Command::new(OCCLAB)
        .args(["serve", "--addr", "0.0.0.0:0", "--db"])
        .arg(scratch.path("other.sqlite"))
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("would let anyone on the network upload"));
    let short = std::process::Command::new(OCCLAB)
        .args(["serve", "--addr", "127.0.0.1:0", "--token", "short", "--db"])
        .arg(scratch.path("other.sqlite"))
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&short.stderr).contains("--token must be at least 12 characters"));
}

#[test]
fn a_client_over_its_rate_gets_429_with_retry_after() {
    let scratch = Scratch::new("rate");
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &["--rate-limit", "3"]);
    let http = agent();
    let body = sample_json("NVIDIA H200");
    for _ in 0..3 {
        assert_eq!(upload(&http, &server.url, &body, None, None).status, 201);
    }
    let refused = upload(&http, &server.url, &body, None, None);
    assert_eq!(refused.status, 429, "{refused:?}");
    // A bucket of 3 a minute refills one upload in 20 s, less the time the three took.
    let wait: u64 = refused.retry_after.as_deref().unwrap().parse().unwrap();
    assert!((15..=20).contains(&wait), "Retry-After {wait}");
    assert!(refused.body["error"].as_str().unwrap().contains("at most 3 a minute"));
    assert_eq!(health_runs(&http, &server.url), 3);
}

/// Reads `event:`/`data:` pairs of an SSE stream on a thread.
fn follow(url: &str) -> mpsc::Receiver<(String, serde_json::Value)> {
    let response = agent().get(format!("{url}/api/events")).call().unwrap();
    assert_eq!(response.status().as_u16(), 200);
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let mut event = String::new();
        for line in BufReader::new(response.into_body().into_reader()).lines() {
            let Ok(line) = line else { return };
            if let Some(kind) = line.strip_prefix("event: ") {
                event = kind.to_owned();
            } else if let Some(data) = line.strip_prefix("data: ") {
                if send.send((event.clone(), serde_json::from_str(data).unwrap())).is_err() {
                    return;
                }
            }
        }
    });
    receive
}

#[test]
fn every_connected_page_hears_of_new_and_removed_runs() {
    let scratch = Scratch::new("events");
    let flags = ["--instructor-token", INSTRUCTOR_TOKEN];
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &flags);
    let http = agent();
    let pages: Vec<_> = (0..3).map(|_| follow(&server.url)).collect();
    for page in &pages {
        assert_eq!(page.recv_timeout(Duration::from_secs(5)).unwrap().0, "ready");
    }
    let created = upload(&http, &server.url, &sample_json("NVIDIA H200"), Some("Ada"), None);
    let id = created.body["id"].as_i64().unwrap();
    for page in &pages {
        let (kind, data) = page.recv_timeout(Duration::from_secs(5)).unwrap();
        assert_eq!(kind, "run");
        assert_eq!((data["id"].as_i64(), data["name"].as_str()), (Some(id), Some("Ada")));
    }
    let deleted = http
        .delete(format!("{}/api/runs/{id}", server.url))
        .header("Authorization", format!("Bearer {INSTRUCTOR_TOKEN}"))
        .call()
        .unwrap();
    assert_eq!(deleted.status().as_u16(), 204);
    for page in &pages {
        let (kind, data) = page.recv_timeout(Duration::from_secs(5)).unwrap();
        assert_eq!((kind.as_str(), data["id"].as_i64()), ("removed", Some(id)));
    }
}

#[test]
fn pages_beyond_max_event_clients_get_503() {
    let scratch = Scratch::new("crowd");
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &["--max-event-clients", "2"]);
    let first = follow(&server.url);
    let second = follow(&server.url);
    for page in [&first, &second] {
        assert_eq!(page.recv_timeout(Duration::from_secs(5)).unwrap().0, "ready");
    }
    let mut third = agent().get(format!("{}/api/events", server.url)).call().unwrap();
    assert_eq!(third.status().as_u16(), 503);
    let error = third.body_mut().read_to_string().unwrap();
    assert!(error.contains("2 pages are already following the runs"), "{error}");
}

#[test]
fn a_hundred_concurrent_uploads_are_all_stored_and_listed() {
    let scratch = Scratch::new("burst");
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &["--rate-limit", "0"]);
    let body = sample_json("NVIDIA H100 80GB HBM3");
    let ids: Vec<i64> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..100)
            .map(|i| {
                let (url, body) = (&server.url, &body);
                s.spawn(move || {
                    let answer = upload(&agent(), url, body, Some(&format!("student {i}")), None);
                    assert_eq!(answer.status, 201, "{answer:?}");
                    answer.body["id"].as_i64().unwrap()
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    let mut listed = all_ids(&agent(), &server.url, None);
    listed.sort_unstable();
    let mut created = ids;
    created.sort_unstable();
    assert_eq!(listed, created);
    assert_eq!(listed.len(), 100);
}

#[test]
fn every_run_answered_201_survives_kill_9() {
    let scratch = Scratch::new("kill");
    let db = scratch.path("runs.sqlite");
    let mut server = Server::start(occlab(), &db, &["--rate-limit", "0"]);
    let url = server.url.clone();
    let body = sample_json("NVIDIA H100 80GB HBM3");
    let (created, receive) = mpsc::channel();
    let writers: Vec<_> = (0..8)
        .map(|_| {
            let (url, body, created) = (url.clone(), body.clone(), created.clone());
            std::thread::spawn(move || {
                let http = agent();
                // Until the server dies: every 201 is reported; errors after the kill are expected.
                while let Ok(answer) = common::try_upload(&http, &url, &body, None, None) {
                    assert_eq!(answer.status, 201, "{answer:?}");
                    if created.send(answer.body["id"].as_i64().unwrap()).is_err() {
                        return;
                    }
                }
            })
        })
        .collect();
    drop(created);
    let mut answered: Vec<i64> = receive.iter().take(200).collect();
    server.kill();
    answered.extend(receive.iter());
    for writer in writers {
        writer.join().unwrap();
    }
    assert!(answered.len() >= 200);

    let restarted = Server::start(occlab(), &db, &[]);
    let http = agent();
    let stored: std::collections::HashSet<i64> = all_ids(&http, &restarted.url, None).into_iter().collect();
    let lost: Vec<_> = answered.iter().filter(|id| !stored.contains(id)).collect();
    assert!(lost.is_empty(), "{} of {} runs answered 201 were lost: {lost:?}", lost.len(), answered.len());
}

#[test]
fn a_database_from_a_newer_occlab_is_refused_not_rewritten() {
    let scratch = Scratch::new("newer");
    let db = scratch.path("runs.sqlite");
    drop(Server::start(occlab(), &db, &[]));
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.pragma_update(None, "user_version", 99).unwrap();
    drop(conn);
    let refused =
        std::process::Command::new(OCCLAB).args(["serve", "--addr", "127.0.0.1:0", "--db"]).arg(&db).output().unwrap();
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("schema version 99, but this occlab knows versions up to 1"), "{stderr}");
}

#[test]
fn occlab_upload_sends_files_retries_until_the_server_is_up_and_prints_refusals() {
    let scratch = Scratch::new("upload");
    let good = scratch.path("h100.json");
    std::fs::write(&good, sample_json("NVIDIA H100 80GB HBM3")).unwrap();
    let bad = scratch.path("bad.json");
    std::fs::write(&bad, sample_json("NVIDIA H100 80GB HBM3").replace("\"sms\": 132", "\"sms\": 0")).unwrap();
    let flags = ["--class", "cs149", "--token", CLASS_TOKEN, "--instructor-token", INSTRUCTOR_TOKEN];
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &flags);

    let sent = std::process::Command::new(OCCLAB)
        .args(["upload", "--to", &server.url, "--token", CLASS_TOKEN, "--name", "Ada Lovelace"])
        .arg(&good)
        .arg(&bad)
        .output()
        .unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&sent.stdout), String::from_utf8_lossy(&sent.stderr));
    assert_eq!(sent.status.code(), Some(1), "one file failed: {stderr}");
    assert!(stdout.contains("h100.json: stored as run 1 ("), "{stdout}");
    assert!(stderr.contains("bad.json: not a valid run: device.sms must be at least 1 (nothing was sent)"), "{stderr}");
    let listed = get(&agent(), &server.url, "/api/runs", None);
    assert_eq!(listed.body["runs"][0]["name"], "Ada Lovelace");

    let wrong = std::process::Command::new(OCCLAB)
        .args(["upload", "--to", &server.url, "--token", "wrong-token-00000"])
        .arg(&good)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&wrong.stderr);
    assert!(stderr.contains("the server answered 403 Forbidden: the token is not this class's token"), "{stderr}");

    // In the student's language (#28): the next run, stored, said in Russian.
    let russian = std::process::Command::new(OCCLAB)
        .args(["upload", "--to", &server.url, "--token", CLASS_TOKEN, "--lang", "ru"])
        .arg(&good)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&russian.stdout);
    assert!(stdout.contains("h100.json: сохранён как запуск 2 ("), "{stdout}");
    // The server words its refusal in the language upload asks for.
    let refused = std::process::Command::new(OCCLAB)
        .args(["upload", "--to", &server.url, "--token", "wrong-token-00000", "--lang", "ru"])
        .arg(&good)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("h100.json: сервер ответил 403 Forbidden: это не токен этой группы"), "{stderr}");

    // Nothing listens on this port yet: the upload waits and retries while the server starts.
    let port = {
        let probe = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        probe.local_addr().unwrap().port()
    };
    let late = std::process::Command::new(OCCLAB)
        .args(["upload", "--to", &format!("http://127.0.0.1:{port}"), "--tries", "8"])
        .arg(&good)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(600));
    let mut later = std::process::Command::new(OCCLAB)
        .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--db"])
        .arg(scratch.path("late.sqlite"))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let out = late.wait_with_output().unwrap();
    let _ = later.kill();
    let _ = later.wait();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("trying again in"), "{stderr}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("stored as run 1"));
}

#[test]
fn the_page_is_served_from_dist_gzipped_when_a_gz_is_beside_it() {
    let scratch = Scratch::new("dist");
    let dist = scratch.path("dist");
    std::fs::create_dir_all(&dist).unwrap();
    std::fs::write(dist.join("index.html"), "<!doctype html><title>Occupancy Lab</title>").unwrap();
    std::fs::write(dist.join("app.wasm"), b"\0asm\x01\0\0\0").unwrap();
    // Not real gzip: enough to see which file the server chose.
    std::fs::write(dist.join("app.wasm.gz"), b"gzipped").unwrap();
    std::fs::write(dist.join("app-0123456789abcdef_bg.wasm"), b"\0asm\x01\0\0\0").unwrap();
    let dist_flag = dist.to_str().unwrap();
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &["--dist", dist_flag]);
    let http = agent();
    let mut page = http.get(format!("{}/", server.url)).call().unwrap();
    assert_eq!(page.status().as_u16(), 200);
    assert!(page.body_mut().read_to_string().unwrap().contains("<title>Occupancy Lab</title>"));
    let mut plain = http.get(format!("{}/app.wasm", server.url)).call().unwrap();
    assert_eq!(plain.headers().get("content-type").unwrap(), "application/wasm");
    assert_eq!(plain.body_mut().read_to_vec().unwrap(), b"\0asm\x01\0\0\0");
    let mut gzipped = http.get(format!("{}/app.wasm", server.url)).header("Accept-Encoding", "gzip").call().unwrap();
    assert_eq!(gzipped.headers().get("content-encoding").unwrap(), "gzip");
    assert_eq!(gzipped.body_mut().read_to_vec().unwrap(), b"gzipped");
    assert_eq!(http.get(format!("{}/missing.js", server.url)).call().unwrap().status().as_u16(), 404);
    // The page names its current files: asked for again on every visit. A file named by its
    // content never changes: kept a year. The API's answers are never kept.
    assert_eq!(page.headers().get("cache-control").unwrap(), "no-cache");
    let named = http.get(format!("{}/app-0123456789abcdef_bg.wasm", server.url)).call().unwrap();
    assert_eq!(named.headers().get("cache-control").unwrap(), "public, max-age=31536000, immutable");
    let runs = http.get(format!("{}/api/runs", server.url)).call().unwrap();
    assert_eq!(runs.headers().get("cache-control").unwrap(), "no-store");
}

/// A database at its size limit refuses the next upload with 507 and keeps serving: nothing
/// acknowledged is lost, and the refusal says what to do.
#[test]
fn a_full_database_refuses_uploads_clearly_and_keeps_what_it_holds() {
    let scratch = Scratch::new("full");
    let server =
        Server::start(occlab(), &scratch.path("runs.sqlite"), &["--max-db-bytes", "96KiB", "--rate-limit", "0"]);
    let http = agent();
    let body = sample_json("NVIDIA H100 80GB HBM3");
    let mut stored = 0;
    let refused = loop {
        let answer = upload(&http, &server.url, &body, Some("Ada"), None);
        match answer.status {
            201 => stored += 1,
            _ => break answer,
        }
        assert!(stored < 200, "96 KiB never filled");
    };
    assert!(stored >= 1, "at least one run fits");
    assert_eq!(refused.status, 507, "{refused:?}");
    assert!(
        refused.body["error"].as_str().unwrap().starts_with("the runs database is full (occlab serve --max-db-bytes"),
        "{refused:?}"
    );
    assert_eq!(health_runs(&http, &server.url), stored);
    assert_eq!(all_ids(&http, &server.url, None).len() as i64, stored);
    // A size under 64 KiB, or not a size, is refused at start.
    for bad in ["1000", "1 TB", "lots"] {
        let out = std::process::Command::new(occlab())
            .args(["serve", "--max-db-bytes", bad, "--db"])
            .arg(scratch.path("other.sqlite"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("is not a size"), "{bad}");
    }
}

/// An instructor exports a class's runs as JSON lines (hidden ones too) and clears the class;
/// no one else can, and other classes' runs stay.
#[test]
fn an_instructor_exports_a_class_as_json_lines_and_clears_it() {
    let scratch = Scratch::new("export");
    let flags = ["--class", "cs149", "--token", CLASS_TOKEN, "--instructor-token", INSTRUCTOR_TOKEN];
    let server = Server::start(occlab(), &scratch.path("runs.sqlite"), &flags);
    let http = agent();
    let mut ids = Vec::new();
    for (name, device) in [("Ada", "NVIDIA H100 80GB HBM3"), ("Grace", "NVIDIA H200"), ("Alan", "NVIDIA H200")] {
        let created = upload(&http, &server.url, &sample_json(device), Some(name), Some(CLASS_TOKEN));
        ids.push(created.body["id"].as_i64().unwrap());
    }
    let with = |method: &str, path: &str, token: Option<&str>| {
        let url = format!("{}{path}", server.url);
        let request = match method {
            "GET" => http.get(&url).header("Authorization", format!("Bearer {}", token.unwrap_or(""))).call(),
            _ => http.delete(&url).header("Authorization", format!("Bearer {}", token.unwrap_or(""))).call(),
        };
        let mut response = request.unwrap();
        let status = response.status().as_u16();
        let kind = response.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
        (status, kind, response.body_mut().read_to_string().unwrap())
    };
    // Hidden runs are exported too.
    http.patch(format!("{}/api/runs/{}", server.url, ids[1]))
        .header("Content-Type", "application/json")
        .header("Authorization", format!("Bearer {INSTRUCTOR_TOKEN}"))
        .send(&b"{\"hidden\": true}"[..])
        .unwrap();
    let (status, kind, lines) = with("GET", "/api/runs/export", Some(INSTRUCTOR_TOKEN));
    assert_eq!((status, kind.as_str()), (200, "application/x-ndjson"));
    let exported: Vec<serde_json::Value> = lines.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(exported.iter().map(|e| e["id"].as_i64().unwrap()).collect::<Vec<_>>(), ids, "oldest first");
    assert_eq!(exported[1]["hidden"], true);
    for (e, device) in exported.iter().zip(["NVIDIA H100 80GB HBM3", "NVIDIA H200", "NVIDIA H200"]) {
        let summary: occlab_model::run::api::RunSummary = serde_json::from_value(e.clone()).unwrap();
        assert_eq!((summary.class.as_deref(), summary.device.as_str()), (Some("cs149"), device));
        assert_eq!(Run::from_json(&e["run"].to_string()).unwrap(), common::sample_run(device));
    }
    // Only the instructor.
    assert_eq!(with("GET", "/api/runs/export", Some(CLASS_TOKEN)).0, 403);
    assert_eq!(with("DELETE", "/api/runs", Some(CLASS_TOKEN)).0, 403);
    // Another class is its own: nothing of it.
    let (_, _, other) = with("GET", "/api/runs/export?class=cs107", Some(INSTRUCTOR_TOKEN));
    assert_eq!(other, "");
    let (status, _, cleared) = with("DELETE", "/api/runs", Some(INSTRUCTOR_TOKEN));
    assert_eq!((status, cleared.as_str()), (200, r#"{"deleted":3}"#));
    assert_eq!(health_runs(&http, &server.url), 0);
    assert_eq!(all_ids(&http, &server.url, Some(INSTRUCTOR_TOKEN)), Vec::<i64>::new());
}
