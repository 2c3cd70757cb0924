//! The text of a file the user drops on the page or picks, read by gloo-file.

use gloo_file::callbacks::{read_as_text, FileReader};
use wasm_bindgen::JsCast;

/// A file being read; dropping it cancels the read.
#[derive(Debug)]
pub struct PendingRead {
    /// Held only for its lifetime.
    _reader: FileReader,
}

/// The first file of a drop, or of a file input's change; reading it calls `on_text` with its
/// text (or the reason it could not be read). Keep the returned read until then.
pub fn read_first_file(
    event: &web_sys::Event,
    on_text: impl FnOnce(Result<String, String>) + 'static,
) -> Option<PendingRead> {
    let files = match event.dyn_ref::<web_sys::DragEvent>() {
        Some(drop) => drop.data_transfer().and_then(|d| d.files()),
        None => event.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).and_then(|i| i.files()),
    };
    let file = files.and_then(|f| f.get(0))?;
    let reader = read_as_text(&gloo_file::Blob::from(file), move |result| on_text(result.map_err(|e| e.to_string())));
    Some(PendingRead { _reader: reader })
}

/// Stops the browser from opening a file dragged over the page, so that it can be dropped.
pub fn accept_drop(event: &web_sys::DragEvent) {
    event.prevent_default();
}
