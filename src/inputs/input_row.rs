//! One numeric input: a slider and a number field kept in sync through the text the user
//! typed, with the model's range message next to the field when the text is refused. The field
//! is a text field, so what is typed reaches the model's input grammar as typed (a browser's
//! number field would read "1e3" as 1,000 and drop "3,352"); ArrowUp and ArrowDown step it as
//! a number field would.

use crate::inputs::InputKind;
use crate::state::State;
use leptos::prelude::*;

/// A labelled slider and number field for one input.
#[component]
pub fn InputRow(
    /// The input this row edits; its query key is the number field's id.
    kind: InputKind,
    /// The visible label: a message of the catalogues (`field-threads`).
    label: &'static str,
    /// The unit shown after the number field: a message of the catalogues (`unit-threads`).
    unit: &'static str,
    /// The slider's lowest value.
    #[prop(into)]
    min: Signal<u32>,
    /// The slider's highest value (the number field accepts whatever the model accepts).
    #[prop(into)]
    max: Signal<u32>,
    /// The slider's and the number field's step.
    #[prop(into)]
    step: Signal<u32>,
    /// Called with the value when the number field is committed (Enter, or leaving it).
    #[prop(optional)]
    on_commit: Option<Callback<u64>>,
) -> impl IntoView {
    let state = expect_context::<State>();
    let text = state.text(kind);
    let parsed = state.parsed(kind);
    let slider = Memo::new(move |previous: Option<&String>| {
        parsed.get().map(|v| v.to_string()).ok().or(previous.cloned()).unwrap_or_default()
    });
    // Re-applied when the range or step changes too: the browser snaps a range input's value
    // to the new step grid, and the slider must keep showing the input's value.
    let slider_value = Signal::derive(move || {
        min.track();
        max.track();
        step.track();
        slider.get()
    });
    let invalid = Signal::derive(move || parsed.with(Result::is_err));
    let error = Signal::derive(move || parsed.get().err().unwrap_or_default());
    let number = |s: Signal<u32>| Signal::derive(move || s.get().to_string());
    let id = kind.key();
    let error_id = format!("{id}-error");
    let step_by = move |ev: leptos::ev::KeyboardEvent| {
        let up = match ev.key().as_str() {
            "ArrowUp" => true,
            "ArrowDown" => false,
            _ => return,
        };
        if let Ok(value) = parsed.get_untracked() {
            ev.prevent_default();
            let step = u64::from(step.get_untracked().max(1));
            let next = if up { value.saturating_add(step) } else { value.saturating_sub(step) };
            text.set(next.max(u64::from(min.get_untracked())).to_string());
        }
    };
    let commit = move |_| {
        if let (Some(callback), Ok(value)) = (on_commit, parsed.get_untracked()) {
            callback.run(value);
        }
    };
    view! {
        <div class="input-row">
            <label for=id data-msg=label></label>
            <div class="input-controls">
                <input
                    type="range"
                    id=format!("{id}-slider")
                    data-testid=format!("{id}-slider")
                    // Named as its field: a screen reader adds "slider" (its role).
                    data-msg-label=label
                    min=number(min)
                    max=number(max)
                    step=number(step)
                    prop:value=slider_value
                    on:input=move |ev| text.set(event_target_value(&ev))
                />
                <input
                    type="text"
                    id=id
                    data-testid=id
                    inputmode="numeric"
                    autocomplete="off"
                    spellcheck="false"
                    aria-invalid=Signal::derive(move || invalid.get().to_string())
                    aria-describedby=error_id.clone()
                    prop:value=text
                    on:input=move |ev| text.set(event_target_value(&ev))
                    on:keydown=step_by
                    on:change=commit
                />
                <span class="unit" data-msg=unit></span>
            </div>
            <p class="field-error" id=error_id role="alert">
                {error}
            </p>
        </div>
    }
}
