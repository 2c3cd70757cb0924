//! Tells the user which values of the link they opened could not be used, and what was used.

use crate::shell::list::list_items;
use leptos::prelude::*;

/// The link's unusable values; hidden when there are none or once dismissed.
#[component]
pub fn LinkErrors(
    /// One sentence per unusable value, naming the allowed values and the fallback.
    errors: Vec<String>,
) -> impl IntoView {
    let dismissed = RwSignal::new(errors.is_empty());
    let lines = Signal::stored(errors);
    view! {
        <div class="link-errors" role="alert" data-testid="link-errors" hidden=dismissed>
            <p>"Some values in this link could not be used:"</p>
            <ul>{list_items(lines)}</ul>
            <button type="button" on:click=move |_| dismissed.set(true)>"Dismiss"</button>
        </div>
    }
}
