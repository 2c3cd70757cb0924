//! Files the user drops on the page or picks, read by gloo-file: the import panel's report as
//! bytes (a binary report or text), the runs panel's run files as text.

use gloo_file::callbacks::{read_as_bytes, FileReader};
use wasm_bindgen::JsCast;

/// A file being read; dropping it cancels the read.
#[derive(Debug)]
pub struct PendingRead {
    /// Held only for its lifetime.
    _reader: FileReader,
}

/// The first file of a drop, or of a file input's change; reading it calls `on_bytes` with its
/// name and bytes (or the reason it could not be read). Keep the returned read until then.
pub fn read_first_file(
    event: &web_sys::Event,
    on_bytes: impl FnOnce(Result<(String, Vec<u8>), String>) + 'static,
) -> Option<PendingRead> {
    let file = picked_files(event).into_iter().next()?;
    let name = file.name();
    let reader = read_as_bytes(&file, move |result| on_bytes(result.map(|b| (name, b)).map_err(|e| e.to_string())));
    Some(PendingRead { _reader: reader })
}

/// A file the user dropped or chose.
pub type PickedFile = gloo_file::File;

/// The files of a drop, or of a file input's change (none when it carries none).
pub fn picked_files(event: &web_sys::Event) -> Vec<PickedFile> {
    let files = match event.dyn_ref::<web_sys::DragEvent>() {
        Some(drop) => drop.data_transfer().and_then(|d| d.files()),
        None => event.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).and_then(|i| i.files()),
    };
    files.map(|list| gloo_file::FileList::from(list).to_vec()).unwrap_or_default()
}

/// Each file's name and text, or why it could not be read.
pub async fn read_files(files: Vec<PickedFile>) -> Vec<(String, Result<String, String>)> {
    let mut read = Vec::with_capacity(files.len());
    for file in files {
        let text =
            gloo_file::futures::read_as_text(&file).await.map_err(|e| format!("the file could not be read ({e})"));
        read.push((file.name(), text));
    }
    read
}

/// Each file's name and bytes, or why it could not be read.
pub async fn read_files_as_bytes(files: Vec<PickedFile>) -> Vec<(String, Result<Vec<u8>, String>)> {
    let mut read = Vec::with_capacity(files.len());
    for file in files {
        let bytes =
            gloo_file::futures::read_as_bytes(&file).await.map_err(|e| format!("the file could not be read ({e})"));
        read.push((file.name(), bytes));
    }
    read
}

/// Stops the browser from opening a file dragged over the page, so that it can be dropped.
pub fn accept_drop(event: &web_sys::DragEvent) {
    event.prevent_default();
}
