//! The browser around the app, the one module that touches browser APIs (`web-sys`, gloo):
//! the address bar, local storage, the clipboard, the pixel ratio, the colour-scheme
//! preference, window events, timers and idle time, whether an element is near the viewport
//! ([`near_viewport`]), the canvases ([`canvas`]), dropped and picked files ([`file_text`]), the
//! panic banner ([`panic_banner`]) and the runs server's list and events ([`runs`]). Everything
//! else is plain Rust, tested natively. gloo first (gloo-utils' window: the app only runs in
//! one), web-sys where gloo stops. Every call tolerates a refusing API: local storage that is
//! disabled, say, is skipped, never a panic.

pub mod canvas;
pub mod file_text;
pub mod near_viewport;
pub mod panic_banner;
pub mod runs;

use gloo_events::EventListener;
use gloo_storage::{LocalStorage, Storage};
use gloo_timers::callback::Timeout;
use gloo_utils::window;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::IdleRequestOptions;

/// Local-storage keys.
pub const STORED_INPUTS: &str = "occlab.inputs";
pub const STORED_THEME: &str = "occlab.theme";
pub const STORED_PROJECTOR: &str = "occlab.projector";
/// The language the reader chose in the header's switch.
pub const STORED_LANG: &str = "occlab.lang";
/// The run files added on a page hosted without `occlab serve`.
pub const STORED_RUNS: &str = "occlab.runs";
/// The student's name, which marks their own runs.
pub const STORED_NAME: &str = "occlab.name";
/// The instructor's token: in session storage only (gone when the tab closes), never in the URL.
pub const SESSION_TOKEN: &str = "occlab.instructor-token";

/// The page's query string, with its leading `?` (empty if none).
pub fn query() -> String {
    window().location().search().unwrap_or_default()
}

/// Replaces the address bar's query without a navigation or a history entry.
pub fn replace_query(query: &str) {
    let window = window();
    let path = window.location().pathname().unwrap_or_default();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&format!("{path}?{query}")));
    }
}

/// Scrolls the page back to its top, where the calculator is.
pub fn scroll_to_top() {
    window().scroll_to_with_x_and_y(0.0, 0.0);
}

/// The page's origin, "http://hall-pc:8080": where `occlab upload` sends runs to this server.
pub fn origin() -> String {
    window().location().origin().unwrap_or_default()
}

/// The page's full address.
pub fn href() -> String {
    window().location().href().unwrap_or_default()
}

/// Local storage through gloo-storage, once the browser has shown that it is there: gloo's
/// accessor throws where storage is disabled (blocked site data, some private modes), and its
/// typed `get`/`set` store JSON, where the values here are the page's own query strings.
fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok()??;
    Some(LocalStorage::raw())
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

/// Stores a value; `false` when the storage is full or disabled.
pub fn try_store(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// A value of this tab's session storage.
pub fn session_stored(key: &str) -> Option<String> {
    window().session_storage().ok()??.get_item(key).ok()?
}

/// Keeps a value in this tab's session storage (removed when empty); a refusal is ignored.
pub fn session_store(key: &str, value: &str) {
    if let Ok(Some(s)) = window().session_storage() {
        let _ = if value.is_empty() { s.remove_item(key) } else { s.set_item(key, value) };
    }
}

/// Copies `text` to the clipboard; `false` if the browser refused.
pub async fn copy(text: String) -> bool {
    let promise = window().navigator().clipboard().write_text(&text);
    JsFuture::from(promise).await.is_ok()
}

/// Canvas pixels per CSS pixel.
pub fn device_pixel_ratio() -> f64 {
    window().device_pixel_ratio()
}

/// Whether the system asks for a dark colour scheme.
pub fn prefers_dark() -> bool {
    window().match_media("(prefers-color-scheme: dark)").ok().flatten().is_some_and(|m| m.matches())
}

/// Keeps a file dropped outside the page's drop zones (the import panel, the runs panel) from
/// making the browser leave the page to open it: the window refuses drags and drops that no zone
/// took. Keep the returned listeners for as long as the page.
pub fn keep_dropped_files_on_the_page() -> [EventListener; 2] {
    let refuse = |event: &web_sys::Event| event.prevent_default();
    // Listeners are passive unless told otherwise, and a passive one cannot refuse.
    let active = gloo_events::EventListenerOptions::enable_prevent_default;
    [
        EventListener::new_with_options(&window(), "dragover", active(), refuse),
        EventListener::new_with_options(&window(), "drop", active(), refuse),
    ]
}

/// A timer that runs its callback once, unless dropped first.
pub type Pending = Timeout;

/// Runs `then` after `millis` milliseconds, unless the returned timer is dropped first.
pub fn after(millis: u32, then: impl FnOnce() + 'static) -> Pending {
    Timeout::new(millis, then)
}

/// A future that completes after `millis` milliseconds (a browser timer, through gloo).
pub fn elapsed(millis: u32) -> gloo_timers::future::TimeoutFuture {
    gloo_timers::future::TimeoutFuture::new(millis)
}

/// How long [`when_idle`] lets the browser stay busy before running its work all the same.
const IDLE_WAIT_MS: u32 = 250;

/// Runs `then` when the browser is next idle, having painted what was pending
/// (`requestIdleCallback`, web-sys: gloo has none; at most [`IDLE_WAIT_MS`] later): for work the
/// first view is shown without. A browser without `requestIdleCallback` runs it in a task after
/// its next frame.
pub fn when_idle(then: impl FnOnce() + 'static) {
    let then = Closure::once_into_js(then);
    let options = IdleRequestOptions::new();
    options.set_timeout(IDLE_WAIT_MS);
    if window().request_idle_callback_with_options(then.unchecked_ref(), &options).is_err() {
        leptos::prelude::request_animation_frame(move || {
            let _ = window().set_timeout_with_callback(then.unchecked_ref());
        });
    }
}

/// The browser's languages, most preferred first (`navigator.languages`).
pub fn languages() -> Vec<String> {
    window().navigator().languages().iter().filter_map(|l| l.as_string()).collect()
}

/// Sets the document's language (`<html lang>`): screen readers and the choice of CJK fonts
/// follow it.
pub fn set_document_lang(tag: &str) {
    if let Some(root) = window().document().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("lang", tag);
    }
}

/// The attribute that marks an element whose whole text is one message of the catalogues,
/// without arguments: `<dt data-msg="summary-active-blocks"></dt>`. Such text costs the page no
/// code of its own (a reactive text node per label would cost it a copy of the rendering code).
pub const MESSAGE_ATTRIBUTE: &str = "data-msg";

/// Keeps the text of every element marked with [`MESSAGE_ATTRIBUTE`] as `text` gives it for the
/// message's identifier: in each element the page adds (a `MutationObserver` on the whole
/// document, alive as long as the page, that fills the added elements alone, so an input's
/// update costs no pass over the page: docs/PERFORMANCE.md, "An input's update"), and in the
/// whole page on each call of the function returned (when the language changes).
pub fn keep_messages_filled(text: impl Fn(&str) -> String + 'static) -> impl Fn() {
    let text = Rc::new(text);
    let added = Rc::clone(&text);
    let callback = Closure::<dyn Fn(js_sys::Array)>::new(move |records: js_sys::Array| {
        for record in records.iter() {
            let Ok(record) = record.dyn_into::<web_sys::MutationRecord>() else { continue };
            // An element that became marked, or marked with another message.
            if record.type_() == "attributes" {
                if let Some(element) = record.target().and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                    fill_messages(&element, added.as_ref());
                }
                continue;
            }
            let nodes = record.added_nodes();
            for i in 0..nodes.length() {
                if let Some(element) = nodes.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) {
                    fill_messages(&element, added.as_ref());
                }
            }
        }
    });
    if let (Some(root), Ok(observer)) = (
        window().document().and_then(|d| d.document_element()),
        web_sys::MutationObserver::new(callback.as_ref().unchecked_ref()),
    ) {
        let options = web_sys::MutationObserverInit::new();
        options.set_child_list(true);
        options.set_subtree(true);
        options.set_attribute_filter(&js_sys::Array::of3(
            &MESSAGE_ATTRIBUTE.into(),
            &"data-msg-label".into(),
            &"data-msg-placeholder".into(),
        ));
        let _ = observer.observe_with_options(&root, &options);
    }
    callback.forget();
    let root = window().document().and_then(|d| d.document_element());
    move || {
        if let Some(root) = &root {
            fill_messages(root, text.as_ref());
        }
    }
}

/// The elements whose text or attributes are messages.
const MARKED: &str = "[data-msg],[data-msg-label],[data-msg-placeholder]";

/// Writes the text of `root` and each element under it marked with [`MESSAGE_ATTRIBUTE`], and
/// the `aria-label` and `placeholder` of those marked `data-msg-label` and
/// `data-msg-placeholder`, where they differ (so that the writes cause no further change to
/// observe).
fn fill_messages(root: &web_sys::Element, text: &dyn Fn(&str) -> String) {
    let Ok(marked) = root.query_selector_all(MARKED) else { return };
    let itself = root.matches(MARKED).unwrap_or(false).then(|| root.clone());
    let below = (0..marked.length()).filter_map(|i| marked.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()));
    for element in itself.into_iter().chain(below) {
        if let Some(id) = element.get_attribute(MESSAGE_ATTRIBUTE) {
            let wanted = text(&id);
            if element.text_content().as_deref() != Some(wanted.as_str()) {
                element.set_text_content(Some(&wanted));
            }
        }
        for (marker, attribute) in [("data-msg-label", "aria-label"), ("data-msg-placeholder", "placeholder")] {
            if let Some(id) = element.get_attribute(marker) {
                let wanted = text(&id);
                if element.get_attribute(attribute).as_deref() != Some(wanted.as_str()) {
                    let _ = element.set_attribute(attribute, &wanted);
                }
            }
        }
    }
}

/// Adds the stylesheet at `href` to the page and waits until it applies, or fails to load (what
/// it styles is then shown unstyled, rather than never): content shown before its styles would
/// flash unstyled, then move.
pub async fn stylesheet(href: &str) {
    let Some(document) = window().document() else { return };
    let (Ok(link), Some(head)) = (document.create_element("link"), document.head()) else { return };
    let Ok(link) = link.dyn_into::<web_sys::HtmlElement>() else { return };
    let applied = js_sys::Promise::new(&mut |done, _| {
        link.set_onload(Some(&done));
        link.set_onerror(Some(&done));
    });
    for (name, value) in [("rel", "stylesheet"), ("href", href)] {
        let _ = link.set_attribute(name, value);
    }
    if head.append_child(&link).is_ok() {
        let _ = JsFuture::from(applied).await;
    }
}

/// Asks the browser for `url` now (`<link rel=preload as=fetch crossorigin>`), so that a later
/// `fetch` of it, from a wasm chunk still on its way, finds it already coming; unless the page's
/// head has asked already (a first visit in another language).
pub fn preload(url: &str) {
    let Some(document) = window().document() else { return };
    let (Ok(link), Some(head)) = (document.create_element("link"), document.head()) else { return };
    for (name, value) in [("rel", "preload"), ("as", "fetch"), ("crossorigin", "anonymous"), ("href", url)] {
        let _ = link.set_attribute(name, value);
    }
    let Ok(link) = link.dyn_into::<web_sys::HtmlLinkElement>() else { return };
    let Ok(asked) = document.query_selector_all("link[rel=preload]") else { return };
    let already = (0..asked.length())
        .filter_map(|i| asked.item(i)?.dyn_into::<web_sys::HtmlLinkElement>().ok())
        .any(|other| other.href() == link.href());
    if !already {
        let _ = head.append_child(&link);
    }
}
