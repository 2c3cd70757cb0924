//! A list of sentences as `<li>` elements: one renderer shared by every list on the page
//! (violations, notes, cliffs, link errors), which keeps the wasm small.

use leptos::prelude::*;

/// The `<li>` items of `lines`, re-rendered when they change.
pub fn list_items(lines: Signal<Vec<String>>) -> impl IntoView {
    move || lines.get().into_iter().map(|line| view! { <li>{line}</li> }).collect_view()
}
