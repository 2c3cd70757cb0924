//! `occlab serve`: one process serves the page from `dist/`, the runs API (docs/API.md) and the
//! SQLite file the runs live in.
//!
//! Safe by default: it listens on loopback; listening anywhere else needs a class token; uploads
//! are bodies of at most 1 MiB read by the model's one run reader (`Run::from_json`), so the
//! server refuses exactly what the CLI and the page refuse; writes are rate-limited per client
//! address; CORS is off.

mod api;
mod auth;
mod body;
mod error;
mod events;
mod limits;
mod page_cache;
mod storage;

use crate::speech::{say, Refusal};
use anyhow::{anyhow, Result};
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, HeaderValue};
use axum::response::IntoResponse;
use axum::routing::get;
use axum::{Json, Router};
use occlab_model::locale::message::{Arg, Message};
use serde_json::json;
use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Address and port to listen on. Anything but loopback needs --token.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// The SQLite file the runs are kept in (created if missing).
    #[arg(long, default_value = "occlab.sqlite")]
    db: PathBuf,
    /// A class: uploads are filed under it and listings show it. Needs --token and
    /// --instructor-token.
    #[arg(long, requires_all = ["token", "instructor_token"])]
    class: Option<String>,
    /// The token students upload with (Authorization: Bearer TOKEN); at least 12 characters.
    #[arg(long, env = "OCCLAB_TOKEN", hide_env_values = true)]
    token: Option<String>,
    /// The token that hides and deletes runs; at least 12 characters.
    #[arg(long, env = "OCCLAB_INSTRUCTOR_TOKEN", hide_env_values = true)]
    instructor_token: Option<String>,
    /// The built page (trunk's output). Without it the API still runs.
    #[arg(long, default_value = "dist")]
    dist: PathBuf,
    /// Uploads (and instructor actions) per minute from one address; 0 turns the limit off
    /// (benchmarks on loopback).
    #[arg(long, default_value_t = 60)]
    rate_limit: u32,
    /// Pages that may follow the runs (GET /api/events) at once.
    #[arg(long, default_value_t = 2_000)]
    max_event_clients: usize,
    /// The most bytes the database file may hold (a unit may follow: 512MiB, 2GiB); an upload
    /// that would need more is refused (507).
    #[arg(long, default_value = "1GiB", value_parser = byte_size)]
    max_db_bytes: u64,
}

/// A size in bytes for --max-db-bytes, read by the model's grammar for sizes
/// (`occlab_model::read_bytes`: a whole number, or one with KiB, MiB or GiB, …), at least 64 KiB.
fn byte_size(text: &str) -> Result<u64, Refusal> {
    occlab_model::read_bytes(text)
        .filter(|&n| n >= 1 << 16)
        .ok_or_else(|| Refusal(Message::new("serve-size-refused").arg("value", text).arg("least", Arg::Bytes(1 << 16))))
}

/// What every request handler shares.
#[derive(Debug)]
pub struct App {
    storage: storage::Storage,
    events: events::Events,
    tokens: auth::Tokens,
    rate_limit: limits::RateLimit,
    class: Option<String>,
}

pub fn run(args: Args) -> Result<ExitCode> {
    for (flag, token) in [("--token", &args.token), ("--instructor-token", &args.instructor_token)] {
        if let Some(token) = token {
            auth::check_token(flag, token).map_err(|e| anyhow!("{}", say(&e)))?;
        }
    }
    if !args.addr.ip().is_loopback() && args.token.is_none() {
        let open = Message::new("serve-open-to-network").arg("addr", args.addr.to_string());
        return Err(anyhow!("{}", say(&open)));
    }
    if let Some(class) = &args.class {
        limits::student_name(Some(class)).ok().flatten().ok_or_else(|| {
            let most = Arg::Count(limits::NAME_CHARS as u64);
            anyhow!("{}", say(&Message::new("serve-class-refused").arg("most", most)))
        })?;
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| anyhow!("{}", say(&Message::new("serve-no-runtime").arg("why", e.to_string()))))?;
    runtime.block_on(serve(args))
}

async fn serve(args: Args) -> Result<ExitCode> {
    let storage = storage::Storage::open(&args.db, args.max_db_bytes)?;
    let app = Arc::new(App {
        storage,
        events: events::Events::new(args.max_event_clients),
        tokens: auth::Tokens { class: args.token, instructor: args.instructor_token },
        rate_limit: limits::RateLimit::new(args.rate_limit),
        class: args.class,
    });
    let dist = args.dist.display().to_string();
    let page = if args.dist.join("index.html").is_file() {
        Message::new("serve-page-from").arg("dist", dist)
    } else {
        eprintln!("occlab serve: {}", say(&Message::new("serve-no-index").arg("dist", dist)));
        Message::new("serve-no-page")
    };
    // Answers about runs change with every upload: no cache may keep one.
    let api = api::routes()
        .layer(SetResponseHeaderLayer::overriding(header::CACHE_CONTROL, HeaderValue::from_static("no-store")));
    let router = Router::new()
        .route("/healthz", get(health))
        .merge(api)
        // A file's `.gz` beside it (scripts/serve.sh writes them) is sent to browsers that accept
        // gzip: a lecture hall's page loads cost no compression work.
        .fallback_service(ServeDir::new(&args.dist).append_index_html_on_directories(true).precompressed_gzip())
        .layer(axum::middleware::from_fn(page_cache::cache_control))
        .layer(DefaultBodyLimit::max(occlab_model::run::api::MAX_BODY_BYTES))
        .layer(SetResponseHeaderLayer::overriding(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")));
    // Outermost, so that every refusal (a panic's 500 too) is written in the asker's language.
    let router = survives_panics(router).layer(axum::middleware::from_fn(error::speak)).with_state(app);

    let listener = tokio::net::TcpListener::bind(args.addr).await.map_err(|e| {
        let cannot = Message::new("serve-cannot-listen").arg("addr", args.addr.to_string()).arg("why", e.to_string());
        anyhow!("{}", say(&cannot))
    })?;
    let bound = listener.local_addr()?;
    // The first line names the address actually bound (tests and scripts pass port 0): the
    // address comes first, a word of its own, in every language.
    let listening = Message::new("serve-listening")
        .arg("db", args.db.display().to_string())
        .arg("page", page)
        .arg("class_view", format!("http://{bound}/?view=class"));
    let mut out = std::io::stdout();
    writeln!(out, "occlab serve: http://{bound}/ {}", say(&listening))?;
    out.flush()?;
    axum::serve(listener, router.into_make_service_with_connect_info::<SocketAddr>()).await?;
    Ok(ExitCode::SUCCESS)
}

/// A handler that panics answers 500, as `{"error": …}`, and the server goes on serving the
/// other requests (the native build unwinds: Cargo.toml's release profile). The panic's words go
/// to the log, not to the client.
fn survives_panics<S: Clone + Send + Sync + 'static>(router: Router<S>) -> Router<S> {
    router.layer(CatchPanicLayer::custom(|panic: Box<dyn std::any::Any + Send>| {
        let failed = Message::new("serve-request-panicked").arg("words", panic_words(panic.as_ref()));
        error::ApiError::internal(say(&failed)).into_response()
    }))
}

/// What a panic said, for the log: its text, or that it said nothing.
fn panic_words(panic: &(dyn std::any::Any + Send)) -> Message {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .map_or_else(|| Message::new("serve-panic-without-words"), Message::from)
}

/// `GET /healthz`: the database answers.
async fn health(State(app): State<Arc<App>>) -> Result<Json<serde_json::Value>, error::ApiError> {
    let runs = app.storage.count().await.map_err(error::ApiError::internal)?;
    Ok(Json(json!({ "status": "ok", "runs": runs })))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;
    use axum::http::{Request, StatusCode};
    use tower::ServiceExt;

    /// A handler that panics answers 500 in the API's words, and the same router answers the
    /// next request.
    // The handler panics on purpose: that is what the layer is for.
    #[allow(clippy::panic)]
    #[tokio::test(flavor = "current_thread")]
    async fn a_panicking_handler_answers_500_and_the_next_request_succeeds() {
        let router = survives_panics(
            Router::new()
                .route("/boom", get(|| async { panic!("boom") as &'static str }))
                .route("/fine", get(|| async { "fine" })),
        );
        let request = |path: &str| Request::get(path).body(Body::empty()).unwrap_or_else(|e| unreachable!("{e}"));
        let boom = router.clone().oneshot(request("/boom")).await.unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(boom.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let body = axum::body::to_bytes(boom.into_body(), 1 << 16).await.unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(
            serde_json::from_slice::<serde_json::Value>(&body).ok(),
            Some(json!({"error": "the server could not complete this request; it is logged"}))
        );
        let fine = router.oneshot(request("/fine")).await.unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(fine.status(), StatusCode::OK);
    }
}
