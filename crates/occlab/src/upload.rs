//! `occlab upload FILE… --to URL`: sends measured runs to an `occlab serve`.
//!
//! Each file is read with the model's run reader first, so a file the server would refuse is
//! named here with the same words and never sent. A server that cannot be reached (or answers
//! 429 or 503) is tried again after a growing pause, a bounded number of times; any other
//! refusal is printed with the server's reason.

use crate::speech::say;
use anyhow::{bail, Result};
use occlab_model::locale::message::{Arg, Message};
use occlab_model::run::api::MAX_BODY_BYTES;
use occlab_model::run::Run;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Run files written by occlab measure.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// The server, as http://HOST:PORT.
    #[arg(long, value_name = "URL")]
    to: String,
    /// The class token the instructor gave out.
    #[arg(long, env = "OCCLAB_TOKEN", hide_env_values = true)]
    token: Option<String>,
    /// Your name, shown beside your run (at most 60 characters).
    #[arg(long)]
    name: Option<String>,
    /// Tries per file when the server cannot be reached or is busy (pauses of 0.25 s, 0.5 s, 1 s,
    /// … up to 8 s between them).
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=20))]
    tries: u32,
}

/// The pause before try number `attempt` (counting from 1 for the first retry).
fn backoff(attempt: u32) -> Duration {
    Duration::from_millis(250u64 << attempt.saturating_sub(1).min(5))
}

/// Why one try did not store the run.
enum Failure {
    /// Worth trying again (no connection, the server busy); how long the server asked us to wait.
    Transient(Message, Option<Duration>),
    /// The server refused the run; trying again would not help.
    Refused(Message),
}

pub fn run(args: Args) -> Result<ExitCode> {
    let base = args.to.trim_end_matches('/');
    if !base.starts_with("http://") {
        bail!("{}", say(&Message::new("upload-to-http")));
    }
    let endpoint = format!("{base}/api/runs");
    let server = Server { base, endpoint: &endpoint };
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into();
    let mut failed = 0;
    for file in &args.files {
        match upload_file(&agent, &server, file, &args) {
            Ok(line) => println!("{}: {}", file.display(), say(&line)),
            Err(reason) => {
                eprintln!("occlab: {}: {}", file.display(), say(&reason));
                failed += 1;
            }
        }
    }
    Ok(if failed == 0 { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// Where runs go: the server's address and its upload endpoint.
struct Server<'a> {
    base: &'a str,
    endpoint: &'a str,
}

fn upload_file(agent: &ureq::Agent, server: &Server<'_>, file: &Path, args: &Args) -> Result<Message, Message> {
    let text = std::fs::read_to_string(file).map_err(|e| Message::new("upload-not-read").arg("why", e.to_string()))?;
    Run::from_json(&text).map_err(|e| Message::new("upload-not-valid").arg("why", e.message()))?;
    let mut attempt = 0;
    loop {
        match send(agent, server, &text, args) {
            Ok(line) => return Ok(line),
            Err(Failure::Refused(reason)) => return Err(reason),
            Err(Failure::Transient(reason, asked)) => {
                attempt += 1;
                if attempt >= args.tries {
                    let tries = Arg::Count(args.tries.into());
                    return Err(Message::new("upload-gave-up").arg("reason", reason).arg("tries", tries));
                }
                let pause = asked.unwrap_or_else(|| backoff(attempt)).min(Duration::from_secs(60));
                let retrying = Message::new("upload-retrying").arg("reason", reason).arg("pause", format!("{pause:?}"));
                eprintln!("occlab: {}: {}", file.display(), say(&retrying));
                std::thread::sleep(pause);
            }
        }
    }
}

fn send(agent: &ureq::Agent, server: &Server<'_>, text: &str, args: &Args) -> Result<Message, Failure> {
    let endpoint = server.endpoint;
    // The server words its refusals in the language asked for, so they read as ours do.
    let mut request = agent
        .post(endpoint)
        .header("Content-Type", "application/json")
        .header("Accept-Language", crate::speech::lang().tag());
    if let Some(name) = &args.name {
        request = request.query("name", name);
    }
    if let Some(token) = &args.token {
        request = request.header("Authorization", format!("Bearer {token}"));
    }
    let too_large = || {
        Message::new("upload-too-large")
            .arg("bytes", Arg::Count(text.len() as u64))
            .arg("most", Arg::Count(MAX_BODY_BYTES as u64))
    };
    let mut response = match request.send(text.as_bytes()) {
        Ok(response) => response,
        // A server that stops reading an oversized body may reset the connection before its 413
        // arrives: a body over the limit is refused for its size, whatever was heard.
        Err(_) if text.len() > MAX_BODY_BYTES => return Err(Failure::Refused(too_large())),
        Err(e) => {
            let why = Message::new(if transient(&e) { "upload-cannot-reach" } else { "upload-cannot-send" })
                .arg("endpoint", endpoint)
                .arg("why", e.to_string());
            return Err(if transient(&e) { Failure::Transient(why, None) } else { Failure::Refused(why) });
        }
    };
    let status = response.status();
    let body = response.body_mut().read_to_string().unwrap_or_default();
    let json: Option<serde_json::Value> = serde_json::from_str(&body).ok();
    if status.as_u16() == 201 {
        let id = json.as_ref().and_then(|j| j["id"].as_i64());
        return match id {
            Some(id) => Ok(Message::new("upload-stored")
                .arg("id", Arg::Verbatim(id.to_string()))
                .arg("url", format!("{}/api/runs/{id}", server.base))),
            None => Err(Failure::Refused(Message::new("upload-no-id").arg("body", body))),
        };
    }
    let reason = json
        .as_ref()
        .and_then(|j| j["error"].as_str().map(str::to_owned))
        .unwrap_or_else(|| body.chars().take(200).collect());
    let said = Message::new("upload-server-answered").arg("status", status.to_string()).arg("reason", reason);
    match status.as_u16() {
        429 | 503 => {
            let asked = response
                .headers()
                .get("retry-after")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse::<u64>().ok())
                .map(Duration::from_secs);
            Err(Failure::Transient(said, asked))
        }
        401 | 403 if args.token.is_none() => Err(Failure::Refused(Message::new("upload-give-token").arg("said", said))),
        413 => Err(Failure::Refused(too_large())),
        _ => Err(Failure::Refused(said)),
    }
}

/// Errors where the run may not have reached the server: no connection, a reset, a timeout.
fn transient(e: &ureq::Error) -> bool {
    use std::io::ErrorKind::*;
    match e {
        ureq::Error::ConnectionFailed | ureq::Error::HostNotFound | ureq::Error::Timeout(_) => true,
        ureq::Error::Io(io) => matches!(
            io.kind(),
            ConnectionRefused
                | ConnectionReset
                | ConnectionAborted
                | NotConnected
                | BrokenPipe
                | TimedOut
                | UnexpectedEof
        ),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::backoff;
    use std::time::Duration;

    #[test]
    fn pauses_double_from_a_quarter_second_and_stop_growing_at_eight() {
        let pauses: Vec<_> = (1..=8).map(backoff).collect();
        let ms = |m| Duration::from_millis(m);
        assert_eq!(pauses, [ms(250), ms(500), ms(1000), ms(2000), ms(4000), ms(8000), ms(8000), ms(8000)]);
    }
}
