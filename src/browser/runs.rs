//! The runs server as the page reaches it (gloo-net): one GET for text, an event stream, and an
//! instructor's requests.

use futures_util::StreamExt;
use gloo_net::eventsource::futures::EventSource;
use gloo_net::eventsource::State;
use gloo_net::http::Request;
use gloo_timers::callback::Interval;
use std::rc::Rc;
use wasm_bindgen::JsCast;

/// GETs `url` as text; an error names the status or the network failure.
pub async fn get_text(url: &str) -> Result<String, String> {
    let response = Request::get(url).send().await.map_err(|e| e.to_string())?;
    if !response.ok() {
        return Err(format!("{url} answered {}", response.status()));
    }
    response.text().await.map_err(|e| e.to_string())
}

/// An open event stream, and the watch over its connection; dropping it closes both.
pub struct Following {
    _source: Rc<EventSource>,
    _watch: Interval,
}

impl std::fmt::Debug for Following {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Following")
    }
}

/// How often the connection's state is looked at, ms.
const CONNECTION_CHECK_MS: u32 = 1_000;

/// Follows the Server-Sent Events of `kinds` at `url`, calling `on_event(kind, data)` for each,
/// and `on_connection(open)` whenever the connection opens or is lost (the browser then
/// reconnects by itself; gloo-net's streams say nothing while it does, so its state is looked
/// at every second); `None` when the browser refused to open the stream.
pub fn follow(
    url: &str,
    kinds: &[&str],
    on_event: impl Fn(&str, String) + 'static,
    mut on_connection: impl FnMut(bool) + 'static,
) -> Option<Following> {
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
    let source = Rc::new(source);
    let watched = Rc::clone(&source);
    let mut was_open = None;
    let watch = Interval::new(CONNECTION_CHECK_MS, move || {
        let open = matches!(watched.state(), State::Open);
        if was_open != Some(open) {
            was_open = Some(open);
            on_connection(open);
        }
    });
    Some(Following { _source: source, _watch: watch })
}

/// The time of day now, as the visitor's browser writes it ("14:03:12").
pub fn time_of_day() -> String {
    js_sys::Date::new_0().to_locale_time_string("default").into()
}

/// Sends an instructor's request (`PATCH` or `DELETE`, with a JSON `body`) to `url` with
/// `Authorization: Bearer token`, asking for refusals in the page's language `lang` (a tag:
/// `Accept-Language`, which the browser would otherwise fill with its own languages);
/// `Err((status, body))` when the server refuses (status 0 when it could not be reached, with the
/// browser's words).
pub async fn send_instructor(
    method: &str,
    url: &str,
    token: &str,
    lang: &str,
    body: Option<&str>,
) -> Result<(), (u16, String)> {
    let builder = match method {
        "PATCH" => Request::patch(url),
        _ => Request::delete(url),
    }
    .header("Authorization", &format!("Bearer {token}"))
    .header("Accept-Language", lang);
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

/// GETs `url` as text with `Authorization: Bearer token` (an instructor's export), refusals in
/// `lang`; `Err((status, body))` as [`send_instructor`] gives it.
pub async fn get_instructor(url: &str, token: &str, lang: &str) -> Result<String, (u16, String)> {
    let response = Request::get(url)
        .header("Authorization", &format!("Bearer {token}"))
        .header("Accept-Language", lang)
        .send()
        .await
        .map_err(|e| (0, e.to_string()))?;
    let status = response.status();
    let text = response.text().await.unwrap_or_default();
    if (200..300).contains(&status) {
        Ok(text)
    } else {
        Err((status, text))
    }
}

/// Offers `text` to the visitor as a file named `name` (the browser's download), of `mime` type.
pub fn download(name: &str, text: &str, mime: &str) -> Result<(), String> {
    let blob = gloo_file::Blob::new_with_options(text, Some(mime));
    let url = gloo_file::ObjectUrl::from(blob);
    let document = gloo_utils::document();
    let anchor = document
        .create_element("a")
        .map_err(|_| "the browser made no link to download with".to_string())?
        .dyn_into::<web_sys::HtmlAnchorElement>()
        .map_err(|_| "the browser made no link to download with".to_string())?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    // The browser reads the file from the address after the click: revoke it a little later.
    gloo_timers::callback::Timeout::new(60_000, move || drop(url)).forget();
    Ok(())
}
