//! One setting of the panels: a number field over its preset, with its unit, a mark when it
//! differs from the preset, and the message naming the allowed values when it is refused.
//! Typed text reaches the model's input grammar (`occlab_model::latency::scenario::Setting::parse`)
//! as typed, the same as `occlab latency`'s flags.

use crate::latency::settings::Setting;
use crate::locale::speech;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::fixed_decimal;

/// The fields of `settings`, in order.
pub fn setting_fields(settings: &'static [Setting]) -> impl IntoView {
    settings.iter().map(|&setting| view! { <SettingField setting/> }).collect_view()
}

/// A labelled number field for one setting.
#[component]
pub fn SettingField(
    /// The setting; its query key is the field's id and test hook.
    setting: Setting,
) -> impl IntoView {
    let state = expect_context::<State>();
    // The latency bound's field, left empty, takes the chain's.
    let placeholder = (setting == Setting::LatencyBound).then_some("setting-chain-placeholder");
    // The typed text, else the value in use: the preset, a shown run's measured figure, or the
    // DRAM bytes the loads imply (whole numbers as such, else to two decimals).
    let text = Signal::derive(move || {
        state.typed_text(setting).unwrap_or_else(|| {
            let value = state.value(setting).ok().flatten();
            value.map(|v| fixed_decimal(v, if v.fract() == 0.0 { 0 } else { 2 })).unwrap_or_default()
        })
    });
    // ArrowUp and ArrowDown step by one, as a number field does; the field is a text field so
    // that what is typed reaches the model's input grammar as typed.
    let step_by = move |ev: leptos::ev::KeyboardEvent| {
        let up = match ev.key().as_str() {
            "ArrowUp" => 1.0,
            "ArrowDown" => -1.0,
            _ => return,
        };
        if let Ok(Some(value)) = state.value(setting) {
            ev.prevent_default();
            let next = (value + up).max(0.0);
            let text = fixed_decimal(next, 6);
            let text = if text.contains('.') { text.trim_end_matches('0').trim_end_matches('.') } else { &text };
            state.set_typed(setting, text.to_string());
        }
    };
    let invalid = Signal::derive(move || state.value(setting).is_err());
    let speech = speech();
    let error = Signal::derive(move || state.value(setting).err().map(|e| speech.say(&e)).unwrap_or_default());
    let edited = Signal::derive(move || state.typed_text(setting).is_some());
    let id = setting.key();
    let error_id = format!("{id}-error");
    view! {
        <div class="setting" class:edited=edited>
            <label for=id>
                <span data-msg=setting.label_id()></span>
                " "
                <span class="changed" data-msg="setting-changed"></span>
            </label>
            <input
                type="text"
                id=id
                data-testid=id
                inputmode="decimal"
                autocomplete="off"
                spellcheck="false"
                data-msg-placeholder=placeholder
                aria-invalid=Signal::derive(move || invalid.get().to_string())
                aria-describedby=error_id.clone()
                prop:value=text
                on:input=move |ev| state.set_typed(setting, event_target_value(&ev))
                on:keydown=step_by
            />
            <span class="unit" data-msg=setting.unit_id()></span>
            <p class="field-error" id=error_id role="alert">
                {error}
            </p>
        </div>
    }
}
