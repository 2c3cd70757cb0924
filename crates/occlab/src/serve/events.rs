//! Server-Sent Events: every connected page hears of each run added or removed, without polling.
//!
//! An event is serialised once and broadcast; each connection gets its copy from a bounded
//! channel. A page too slow to keep up is told how many events it missed (`lagged`) and reloads
//! the list.

use super::error::ApiError;
use super::storage::RunSummary;
use axum::http::StatusCode;
use axum::response::sse::{Event, KeepAlive, Sse};
use std::convert::Infallible;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use tokio::sync::broadcast;
use tokio_stream::wrappers::errors::BroadcastStreamRecvError;
use tokio_stream::wrappers::BroadcastStream;
use tokio_stream::{Stream, StreamExt};

/// Events kept for a slow connection before it is told it lagged.
const BACKLOG: usize = 1024;

/// One event, serialised once for every connection.
#[derive(Debug, Clone)]
struct Message {
    kind: &'static str,
    data: Arc<str>,
}

/// The broadcaster and a count of the open connections.
#[derive(Debug, Clone)]
pub struct Events {
    sender: broadcast::Sender<Message>,
    open: Arc<AtomicUsize>,
    max_open: usize,
}

/// Holds a connection's place in the count; freed when the connection closes.
#[derive(Debug)]
struct Place(Arc<AtomicUsize>);

impl Drop for Place {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Events {
    pub fn new(max_open: usize) -> Events {
        let (sender, _) = broadcast::channel(BACKLOG);
        Events { sender, open: Arc::new(AtomicUsize::new(0)), max_open }
    }

    /// `event: run`, with the run's summary: a run was stored (or shown again).
    pub fn added(&self, run: &RunSummary) {
        if let Ok(data) = serde_json::to_string(run) {
            self.send("run", data);
        }
    }

    /// `event: removed`, with `{"id": …}`: a run was deleted or hidden.
    pub fn removed(&self, id: i64) {
        self.send("removed", format!("{{\"id\":{id}}}"));
    }

    fn send(&self, kind: &'static str, data: String) {
        // No one listening is not an error.
        let _ = self.sender.send(Message { kind, data: data.into() });
    }

    /// A new connection's stream, or 503 when [`Events::max_open`] are open.
    pub fn subscribe(&self) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, ApiError> {
        let before = self.open.fetch_add(1, Ordering::Relaxed);
        let place = Place(Arc::clone(&self.open));
        if before >= self.max_open {
            let pages = occlab_model::locale::message::counted("serve-refused-followers", self.max_open as u64);
            return Err(ApiError::new(StatusCode::SERVICE_UNAVAILABLE, pages));
        }
        let hello = tokio_stream::once(Ok(Event::default().event("ready").data("{}")));
        let events = BroadcastStream::new(self.sender.subscribe()).map(move |message| {
            let _held = &place;
            Ok(match message {
                Ok(m) => Event::default().event(m.kind).data(&*m.data),
                Err(BroadcastStreamRecvError::Lagged(missed)) => {
                    Event::default().event("lagged").data(format!("{{\"missed\":{missed}}}"))
                }
            })
        });
        Ok(Sse::new(hello.chain(events)).keep_alive(KeepAlive::default()))
    }
}
