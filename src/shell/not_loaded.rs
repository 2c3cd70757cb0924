//! What a region shows when its code, loaded on first use, could not be fetched (the network or
//! the server went away): the rest of the page goes on working, and a reload tries again.

use leptos::prelude::*;

/// "The readers could not be loaded: reload the page to try again."
#[component]
pub fn NotLoaded(
    /// What could not be loaded, as the start of a sentence.
    what: &'static str,
) -> impl IntoView {
    view! { <p class="error" role="alert">{format!("{what} could not be loaded: reload the page to try again.")}</p> }
}
