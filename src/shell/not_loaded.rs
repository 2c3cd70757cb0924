//! What a region shows when its code, loaded on first use, could not be fetched (the network or
//! the server went away): the rest of the page goes on working, and a reload tries again.

use leptos::prelude::*;

/// "The runs panel could not be loaded: reload the page to try again."
#[component]
pub fn NotLoaded(
    /// The message that says what could not be loaded (`not-loaded-*`).
    message: &'static str,
) -> impl IntoView {
    view! { <p class="error" role="alert" data-msg=message></p> }
}
