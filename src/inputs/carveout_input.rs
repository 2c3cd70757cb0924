//! The shared-memory carveout preference: the driver's default, or a percentage with a
//! slider and a number field.

use crate::state::State;
use leptos::prelude::*;
use occlab_model::Carveout;

/// The percentage a fresh "not default" choice starts from.
const FIRST_PERCENT: u8 = 100;

/// The carveout input.
#[component]
pub fn CarveoutInput() -> impl IntoView {
    let state = expect_context::<State>();
    let text = state.carveout_text;
    let parsed = state.carveout;
    let is_default = Signal::derive(move || matches!(parsed.get(), Ok(Carveout::Default)));
    let percent = Memo::new(move |previous: Option<&u8>| match parsed.get() {
        Ok(Carveout::Percent(p)) => p,
        _ => previous.copied().unwrap_or(FIRST_PERCENT),
    });
    let toggle = move |ev: leptos::ev::Event| {
        if event_target_checked(&ev) {
            text.set("default".to_string());
        } else {
            text.set(percent.get_untracked().to_string());
        }
    };
    let shown_text = Signal::derive(move || if is_default.get() { String::new() } else { text.get() });
    let slider = Signal::derive(move || percent.get().to_string());
    let invalid = Signal::derive(move || parsed.with(Result::is_err));
    let error = Signal::derive(move || parsed.get().err().unwrap_or_default());
    view! {
        <div class="input-row">
            <label for="carveout" data-msg="field-carveout"></label>
            <label class="toggle">
                <input
                    type="checkbox"
                    data-testid="carveout-default"
                    prop:checked=is_default
                    on:change=toggle
                />
                <span data-msg="inputs-carveout-default"></span>
            </label>
            <div class="input-controls">
                <input
                    type="range"
                    id="carveout-slider"
                    data-testid="carveout-slider"
                    data-msg-label="field-carveout"
                    min="0"
                    max="100"
                    step="1"
                    disabled=is_default
                    prop:value=slider
                    on:input=move |ev| text.set(event_target_value(&ev))
                />
                <input
                    type="text"
                    id="carveout"
                    data-testid="carveout"
                    inputmode="numeric"
                    autocomplete="off"
                    data-msg-placeholder="carveout-placeholder"
                    disabled=is_default
                    aria-invalid=Signal::derive(move || invalid.get().to_string())
                    aria-describedby="carveout-error"
                    prop:value=shown_text
                    on:input=move |ev| {
                        // An emptied field is mid-edit, not a request for the default.
                        let typed = event_target_value(&ev);
                        if !typed.trim().is_empty() {
                            text.set(typed);
                        }
                    }
                />
                <span class="unit">"%"</span>
            </div>
            <p class="field-error" id="carveout-error" role="alert">
                {error}
            </p>
        </div>
    }
}
