//! The HTTP API under `/api` (docs/API.md): upload, list, fetch, hide and delete runs, and the
//! event stream. Every refusal is JSON naming what was wrong and what is allowed.

use super::body;
use super::error::ApiError;
use super::limits::student_name;
use super::storage::{NewRun, RunFilter, RunSummary};
use super::App;
use axum::body::Body;
use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use axum::{Json, Router};
use occlab_model::locale::message::{Arg, Message};
use occlab_model::run::api::{RunListing, StoredRun, Visibility};
use occlab_model::run::{Run, RunError};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::net::SocketAddr;
use std::sync::Arc;

/// The most runs one page of a listing holds.
const MAX_PAGE: u32 = 100;
/// The runs in a page when `limit` is not given.
const DEFAULT_PAGE: u32 = 50;

/// The `/api` routes.
pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/api/runs", get(list).post(upload).delete(clear))
        .route("/api/runs/export", get(export))
        .route("/api/runs/{id}", get(fetch).delete(delete).patch(set_hidden))
        .route("/api/events", get(events))
        .route("/api/instructor", get(instructor))
        .route(
            "/api/{*rest}",
            any(|| async { ApiError::new(StatusCode::NOT_FOUND, Message::new("serve-refused-no-route")) }),
        )
        .method_not_allowed_fallback(|| async {
            let route = Message::new("serve-refused-method").arg("run", "/api/runs/{id}");
            ApiError::new(StatusCode::METHOD_NOT_ALLOWED, route)
        })
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct UploadQuery {
    name: Option<String>,
}

/// `POST /api/runs[?name=NAME]`: the body is the run file exactly as `occlab measure` wrote it.
/// Every answer, a refusal too, waits until the body has been read ([`body::read`]).
async fn upload(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    query: Result<Query<UploadQuery>, QueryRejection>,
    body: Body,
) -> Result<Response, ApiError> {
    let allowed = app
        .rate_limit
        .take(client.ip())
        .and_then(|()| app.tokens.allow_upload(&headers))
        .and_then(|()| json_content(&headers));
    let body = body::read(body).await;
    allowed?;
    let Query(query) =
        query.map_err(|e| ApiError::bad_request(Message::new("serve-refused-query-name").arg("why", e.body_text())))?;
    let body = body?;
    let text = std::str::from_utf8(&body).map_err(|_| ApiError::bad_request(Message::new("serve-refused-not-utf8")))?;
    let name = student_name(query.name.as_deref())?;
    let run = Run::from_json(text).map_err(refusal)?;
    let stored = app.storage.insert(NewRun { class: app.class.clone(), name, run }).await.map_err(|e| {
        if e.is_full() {
            ApiError::new(StatusCode::INSUFFICIENT_STORAGE, Message::new("serve-refused-full"))
        } else {
            ApiError::internal(e)
        }
    })?;
    app.events.added(&stored);
    let url = format!("/api/runs/{}", stored.id);
    Ok((StatusCode::CREATED, [(header::LOCATION, url.clone())], Json(StoredRun { run: stored, url })).into_response())
}

/// A run the model's reader refused: not JSON at all is 400, a run it cannot accept is 422.
fn refusal(e: RunError) -> ApiError {
    match e {
        RunError::NotJson(_) | RunError::NoVersion => ApiError::bad_request(e.message()),
        _ => ApiError::unprocessable(e.message()),
    }
}

/// Bodies are JSON: a page on another site cannot send this type without the browser asking
/// first, and CORS is off, so it cannot upload in a visitor's name.
fn json_content(headers: &HeaderMap) -> Result<(), ApiError> {
    let content_type = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("");
    let essence = content_type.split(';').next().unwrap_or("").trim();
    if essence.eq_ignore_ascii_case("application/json") {
        Ok(())
    } else {
        Err(ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Message::new("serve-refused-content-type").arg("given", format!("{content_type:?}")),
        ))
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ListQuery {
    limit: Option<u32>,
    before: Option<i64>,
    class: Option<String>,
    device: Option<String>,
}

/// `GET /api/runs?limit=&before=&class=&device=`: newest first. Without `class`, a server started
/// with `--class` lists its class.
async fn list(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    query: Result<Query<ListQuery>, QueryRejection>,
) -> Result<Json<RunListing>, ApiError> {
    let Query(query) = query.map_err(|e| {
        let refused = Message::new("serve-refused-query-list").arg("why", e.body_text());
        ApiError::bad_request(refused.arg("most", Arg::Count(MAX_PAGE.into())))
    })?;
    let limit = query.limit.unwrap_or(DEFAULT_PAGE);
    if !(1..=MAX_PAGE).contains(&limit) {
        let refused = Message::new("serve-refused-limit").arg("limit", Arg::Count(limit.into()));
        return Err(ApiError::bad_request(refused.arg("most", Arg::Count(MAX_PAGE.into()))));
    }
    let filter = RunFilter {
        class: query.class.or_else(|| app.class.clone()),
        device: query.device,
        before: query.before,
        limit,
        include_hidden: app.tokens.is_instructor_request(&headers)?,
    };
    let runs = app.storage.list(filter).await.map_err(ApiError::internal)?;
    let next_before = if runs.len() == limit as usize { runs.last().map(|r| r.id) } else { None };
    Ok(Json(RunListing { runs, next_before }))
}

#[derive(Serialize)]
struct Full {
    #[serde(flatten)]
    summary: RunSummary,
    run: Box<RawValue>,
}

fn run_id(id: Result<Path<i64>, PathRejection>) -> Result<i64, ApiError> {
    id.map(|Path(id)| id).map_err(|_| ApiError::bad_request(Message::new("serve-refused-run-id")))
}

/// `GET /api/runs/{id}`: the summary and the run itself.
async fn fetch(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    id: Result<Path<i64>, PathRejection>,
) -> Result<Json<Full>, ApiError> {
    let id = run_id(id)?;
    let include_hidden = app.tokens.is_instructor_request(&headers)?;
    let (summary, json) =
        app.storage.get(id, include_hidden).await.map_err(ApiError::internal)?.ok_or(ApiError::not_found(id))?;
    let run = RawValue::from_string(json).map_err(ApiError::internal)?;
    Ok(Json(Full { summary, run }))
}

/// `DELETE /api/runs/{id}` (instructor): 204, and every page is told.
async fn delete(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    id: Result<Path<i64>, PathRejection>,
) -> Result<StatusCode, ApiError> {
    app.rate_limit.take(client.ip())?;
    app.tokens.allow_instructor(&headers)?;
    let id = run_id(id)?;
    if !app.storage.delete(id).await.map_err(ApiError::internal)? {
        return Err(ApiError::not_found(id));
    }
    app.events.removed(id);
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ClassQuery {
    class: Option<String>,
}

/// The class an export or a clear is about: `?class=NAME`, else the server's `--class`, else
/// the runs filed under no class.
fn class_of(app: &App, query: Result<Query<ClassQuery>, QueryRejection>) -> Result<Option<String>, ApiError> {
    let Query(query) = query
        .map_err(|e| ApiError::bad_request(Message::new("serve-refused-query-class").arg("why", e.body_text())))?;
    Ok(query.class.or_else(|| app.class.clone()))
}

/// `GET /api/runs/export[?class=NAME]` (instructor): every run of the class, hidden ones too,
/// oldest first, as JSON lines (one `{…summary, "run": {…}}` per line), to keep or to study.
async fn export(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    query: Result<Query<ClassQuery>, QueryRejection>,
) -> Result<Response, ApiError> {
    app.tokens.allow_instructor(&headers)?;
    let class = class_of(&app, query)?;
    let runs = app.storage.export(class.clone()).await.map_err(ApiError::internal)?;
    let mut lines = String::new();
    for (summary, json) in runs {
        let run = RawValue::from_string(json).map_err(ApiError::internal)?;
        lines.push_str(&serde_json::to_string(&Full { summary, run }).map_err(ApiError::internal)?);
        lines.push('\n');
    }
    let file = format!("attachment; filename=\"runs-{}.jsonl\"", class.as_deref().unwrap_or("unfiled"));
    let disposition = HeaderValue::from_str(&file).unwrap_or(HeaderValue::from_static("attachment"));
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("application/x-ndjson")),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        lines,
    )
        .into_response())
}

/// `DELETE /api/runs[?class=NAME]` (instructor): deletes every run of the class, and every page
/// is told of each.
async fn clear(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    query: Result<Query<ClassQuery>, QueryRejection>,
) -> Result<Json<serde_json::Value>, ApiError> {
    app.rate_limit.take(client.ip())?;
    app.tokens.allow_instructor(&headers)?;
    let class = class_of(&app, query)?;
    let ids = app.storage.clear(class).await.map_err(ApiError::internal)?;
    for &id in &ids {
        app.events.removed(id);
    }
    Ok(Json(serde_json::json!({ "deleted": ids.len() })))
}

/// `PATCH /api/runs/{id}` with `{"hidden": true|false}` (instructor): a hidden run leaves every
/// page and listing but stays in the database.
async fn set_hidden(
    State(app): State<Arc<App>>,
    ConnectInfo(client): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    id: Result<Path<i64>, PathRejection>,
    body: Body,
) -> Result<Json<RunSummary>, ApiError> {
    let allowed = app
        .rate_limit
        .take(client.ip())
        .and_then(|()| app.tokens.allow_instructor(&headers))
        .and_then(|()| json_content(&headers));
    let body = body::read(body).await;
    allowed?;
    let id = run_id(id)?;
    let body = body?;
    let Visibility { hidden } = serde_json::from_slice(&body).map_err(|e| {
        let refused = Message::new("serve-refused-hidden").arg("hide", r#"{"hidden": true}"#);
        ApiError::unprocessable(refused.arg("show", r#"{"hidden": false}"#).arg("why", e.to_string()))
    })?;
    let summary =
        app.storage.set_hidden(id, hidden).await.map_err(ApiError::internal)?.ok_or(ApiError::not_found(id))?;
    if hidden {
        app.events.removed(id);
    } else {
        app.events.added(&summary);
    }
    Ok(Json(summary))
}

/// `GET /api/instructor`: 204 when the request carries the instructor token, else the refusal
/// that hiding or deleting would hear; the page checks a token with it as the instructor types it.
async fn instructor(State(app): State<Arc<App>>, headers: HeaderMap) -> Result<StatusCode, ApiError> {
    app.tokens.allow_instructor(&headers)?;
    Ok(StatusCode::NO_CONTENT)
}

/// `GET /api/events`: Server-Sent Events, `run` and `removed`.
async fn events(State(app): State<Arc<App>>) -> Result<impl IntoResponse, ApiError> {
    app.events.subscribe()
}
