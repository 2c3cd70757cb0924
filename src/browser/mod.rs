//! The browser around the app, the one module that touches browser APIs (`web-sys`, gloo):
//! the address bar, local storage, the clipboard, the pixel ratio, the colour-scheme
//! preference, window events and timers, the canvases ([`canvas`]), dropped and picked files
//! ([`file_text`]) and the panic banner ([`panic_banner`]). Everything else is plain Rust,
//! tested natively. Every call tolerates a missing or refusing API: local storage that is
//! disabled, say, is skipped, never a panic.

pub mod canvas;
pub mod file_text;
pub mod panic_banner;

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

/// Local-storage keys.
pub const STORED_INPUTS: &str = "occlab.inputs";
pub const STORED_THEME: &str = "occlab.theme";
pub const STORED_PROJECTOR: &str = "occlab.projector";

/// The page's query string, with its leading `?` (empty if none).
pub fn query() -> String {
    web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default()
}

/// Replaces the address bar's query without a navigation or a history entry.
pub fn replace_query(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&format!("{path}?{query}")));
    }
}

/// The page's full address.
pub fn href() -> String {
    web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default()
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

pub fn stored(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Stores a value; a full or disabled storage is ignored (the URL still holds the state).
pub fn store(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

/// Copies `text` to the clipboard; `false` if the browser refused.
pub async fn copy(text: String) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let promise = window.navigator().clipboard().write_text(&text);
    JsFuture::from(promise).await.is_ok()
}

/// Canvas pixels per CSS pixel.
pub fn device_pixel_ratio() -> f64 {
    web_sys::window().map_or(1.0, |w| w.device_pixel_ratio())
}

/// Whether the system asks for a dark colour scheme.
pub fn prefers_dark() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Calls `on_resize` whenever the window is resized, for as long as the returned listener is
/// kept (`None` without a window).
pub fn on_resize(on_resize: impl FnMut(&web_sys::Event) + 'static) -> Option<EventListener> {
    web_sys::window().map(|w| EventListener::new(&w, "resize", on_resize))
}

/// A timer that runs its callback once, unless dropped first.
pub type Pending = Timeout;

/// Runs `then` after `millis` milliseconds, unless the returned timer is dropped first.
pub fn after(millis: u32, then: impl FnOnce() + 'static) -> Pending {
    Timeout::new(millis, then)
}
