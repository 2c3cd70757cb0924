//! The runs server as the page reaches it (gloo-net): one GET for text, an event stream, and an
//! instructor's requests.

use futures_util::StreamExt;
use gloo_net::eventsource::futures::EventSource;
use gloo_net::http::Request;
use std::rc::Rc;

/// GETs `url` as text; an error names the status or the network failure.
pub async fn get_text(url: &str) -> Result<String, String> {
    let response = Request::get(url).send().await.map_err(|e| e.to_string())?;
    if !response.ok() {
        return Err(format!("{url} answered {}", response.status()));
    }
    response.text().await.map_err(|e| e.to_string())
}

/// An open event stream; dropping it closes the connection.
pub struct Following {
    _source: EventSource,
}

impl std::fmt::Debug for Following {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Following")
    }
}

/// Follows the Server-Sent Events of `kinds` at `url`, calling `on_event(kind, data)` for each;
/// `None` when the browser refused to open the stream. The browser reconnects by itself.
pub fn follow(url: &str, kinds: &[&str], on_event: impl Fn(&str, String) + 'static) -> Option<Following> {
    let mut source = EventSource::new(url).ok()?;
    let on_event = Rc::new(on_event);
    for kind in kinds {
        let mut events = source.subscribe(*kind).ok()?;
        let on_event = Rc::clone(&on_event);
        wasm_bindgen_futures::spawn_local(async move {
            while let Some(Ok((kind, message))) = events.next().await {
                if let Some(data) = message.data().as_string() {
                    on_event(&kind, data);
                }
            }
        });
    }
    Some(Following { _source: source })
}

/// Sends an instructor's request (`PATCH` or `DELETE`, with a JSON `body`) to `url` with
/// `Authorization: Bearer token`; `Err((status, body))` when the server refuses (status 0 when
/// it could not be reached, with the browser's words).
pub async fn send_instructor(method: &str, url: &str, token: &str, body: Option<&str>) -> Result<(), (u16, String)> {
    let builder = match method {
        "PATCH" => Request::patch(url),
        _ => Request::delete(url),
    }
    .header("Authorization", &format!("Bearer {token}"));
    let sent = match body {
        Some(body) => builder.header("Content-Type", "application/json").body(body.to_owned()),
        None => builder.build(),
    };
    let response = match sent {
        Ok(request) => request.send().await,
        Err(e) => Err(e),
    }
    .map_err(|e| (0, e.to_string()))?;
    if response.ok() {
        return Ok(());
    }
    Err((response.status(), response.text().await.unwrap_or_default()))
}
