//! Files the user hands the page — chosen in an `<input type=file>` or dropped on it — read as
//! text through gloo-file.

use gloo_file::futures::read_as_text;
use gloo_file::File;
use wasm_bindgen::JsCast;
use web_sys::{DragEvent, Event, HtmlInputElement};

/// The first file of a file input's `change` event or of a `drop` event, if it carries one.
pub fn first_file(event: &Event) -> Option<File> {
    let list = match event.dyn_ref::<DragEvent>() {
        Some(drop) => drop.data_transfer()?.files()?,
        None => event.target()?.dyn_into::<HtmlInputElement>().ok()?.files()?,
    };
    list.get(0).map(File::from)
}

/// The file's name and its text; the error names the file and what went wrong.
pub async fn read_text(file: File) -> Result<(String, String), String> {
    let name = file.name();
    read_as_text(&file).await.map(|text| (name.clone(), text)).map_err(|e| format!("{name} could not be read: {e}"))
}
