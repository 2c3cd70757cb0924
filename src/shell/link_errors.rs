//! Tells the user which values of the link they opened could not be used, and what was used.

use crate::locale::speech;
use crate::shell::list::list_items;
use leptos::prelude::*;
use occlab_model::locale::message::Message;

/// The link's unusable values; hidden when there are none or once dismissed.
#[component]
pub fn LinkErrors(
    /// One sentence per unusable value, naming the allowed values and the fallback.
    errors: Vec<Message>,
) -> impl IntoView {
    let dismissed = RwSignal::new(errors.is_empty());
    let speech = speech();
    let lines = Signal::derive(move || speech.say_all(&errors));
    view! {
        <div class="link-errors" role="alert" data-testid="link-errors" hidden=dismissed>
            <p data-msg="link-errors-heading"></p>
            <ul>{list_items(lines)}</ul>
            <button type="button" on:click=move |_| dismissed.set(true) data-msg="link-errors-dismiss"></button>
        </div>
    }
}
