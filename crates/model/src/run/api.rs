//! The runs server's HTTP API as data (docs/API.md): one set of request and response types,
//! which `occlab serve` writes and the page reads, so that the two cannot drift apart.

use serde::{Deserialize, Serialize};

/// The largest request body `occlab serve` reads, 1 MiB: a full run is well under it
/// (docs/RUN_FORMAT.md); `occlab upload` names it when the server refuses a run for its size.
pub const MAX_BODY_BYTES: usize = 1 << 20;

/// A stored run as the API summarises it: each entry of `GET /api/runs`, the `run` event, the
/// answer to `PATCH /api/runs/{id}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunSummary {
    pub id: i64,
    /// When the server stored it, ms since the Unix epoch.
    pub received_unix_ms: i64,
    pub class: Option<String>,
    /// The student's name, as given with the upload; text, never markup.
    pub name: Option<String>,
    pub hidden: bool,
    pub device: String,
    pub compute_capability: String,
    pub sms: u32,
    /// The run's self-check: configurations tried and how many the model answered as the
    /// driver did.
    pub configurations: u32,
    pub agreements: u32,
}

/// `GET /api/runs`: a page of summaries, newest first, and the `before` of the next page when
/// there may be one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunListing {
    pub runs: Vec<RunSummary>,
    pub next_before: Option<i64>,
}

/// The answer to `POST /api/runs` (201): the stored run's summary and its address.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredRun {
    #[serde(flatten)]
    pub run: RunSummary,
    pub url: String,
}

/// The `removed` event: a run was deleted or hidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Removed {
    pub id: i64,
}

/// The body of `PATCH /api/runs/{id}`: hide a run from the class, or show it again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Visibility {
    pub hidden: bool,
}

/// A refusal: `{"error": "…"}`, a sentence naming what was wrong and what is allowed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Refusal {
    pub error: String,
}
