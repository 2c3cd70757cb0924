//! A request's body, read whole up to the limit and, beyond it, to its end: every answer to a
//! request with a body is sent once the client has finished sending it (up to [`DRAIN_BYTES`]).
//!
//! A server that closes a connection while bytes it never read wait in the socket makes the
//! operating system reset the connection (RFC 1122 §4.2.2.13), and a client still sending then
//! reads the reset instead of the answer: an oversized upload that should hear 413 hears
//! nothing. Reading to the end costs the server only the bytes the client sends anyway.

use super::error::ApiError;
use axum::body::{Body, Bytes};
use axum::http::StatusCode;
use occlab_model::locale::message::{Arg, Message};
use occlab_model::run::api::MAX_BODY_BYTES;
use tokio_stream::StreamExt;

/// The most a body is read before the server stops listening to it: a client that sends more
/// than this may hear a reset.
pub const DRAIN_BYTES: usize = 16 << 20;

/// A body, or why there is none: too large (read to its end or to [`DRAIN_BYTES`]), or broken
/// off.
pub async fn read(body: Body) -> Result<Bytes, ApiError> {
    let mut stream = body.into_data_stream();
    let mut kept = Vec::new();
    let mut seen = 0usize;
    while let Some(chunk) = stream.next().await {
        let chunk = chunk
            .map_err(|e| ApiError::bad_request(Message::new("serve-refused-body-unread").arg("why", e.to_string())))?;
        seen = seen.saturating_add(chunk.len());
        if seen <= MAX_BODY_BYTES {
            kept.extend_from_slice(&chunk);
        } else if seen > DRAIN_BYTES {
            break;
        }
    }
    if seen > MAX_BODY_BYTES {
        let most = Arg::Count(MAX_BODY_BYTES as u64);
        return Err(ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            Message::new("serve-refused-body-large").arg("bytes", most),
        ));
    }
    Ok(Bytes::from(kept))
}
