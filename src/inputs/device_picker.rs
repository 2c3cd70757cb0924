//! Choosing the device: a search box over a list of GPUs grouped by architecture (with SM
//! count and compute capability) and the bare compute capabilities.

use crate::browser;
use crate::inputs::device::{catalogue, Device, DeviceGroup};
use crate::locale::speech;
use leptos::prelude::*;

/// The device picker.
#[component]
pub fn DevicePicker(
    /// The chosen device.
    device: RwSignal<Device>,
) -> impl IntoView {
    let search = RwSignal::new(String::new());
    // The list's 160-odd entries come once the browser is idle after the page's first paint: the
    // result and the charts are shown without waiting for them (docs/PERFORMANCE.md). A search
    // lists at once.
    let speech = speech();
    let listed = RwSignal::new(false);
    browser::when_idle(move || listed.set(true));
    let groups = Memo::new(move |_| if listed.get() { search.with(|s| catalogue(s)) } else { Vec::new() });
    // The options as elements: names are text, never markup.
    let options = move || {
        groups
            .get()
            .into_iter()
            .map(|DeviceGroup { label, options }| {
                let options = options
                    .into_iter()
                    .map(|o| {
                        let label = speech.say(&o.label);
                        let title = label.clone();
                        view! { <option value=o.key title=title>{label}</option> }
                    })
                    .collect_view();
                view! { <optgroup label=speech.say(&label)>{options}</optgroup> }
            })
            .collect_view()
    };
    // Set after the options (and again when a search rebuilds them), so the list shows the
    // device as selected.
    let selected = Signal::derive(move || {
        groups.track();
        device.with(Device::key)
    });
    let choose = move |key: &str| {
        if let Some(d) = Device::from_key(key) {
            device.set(d);
        }
    };
    let on_search_key = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Enter" {
            ev.prevent_default();
            let first = groups.with(|g| g.first().and_then(|g| g.options.first()).map(|o| o.key.clone()));
            if let Some(key) = first {
                choose(&key);
            }
        }
    };
    view! {
        <div class="device-picker">
            <h2>
                <label for="device-list" data-msg="device-heading"></label>
            </h2>
            <p class="device-current" data-testid="device">
                <strong>{Signal::derive(move || speech.say(&device.get().title_message()))}</strong>
                <span class="device-facts">{Signal::derive(move || speech.say(&device.get().facts()))}</span>
            </p>
            <input
                type="search"
                id="device-search"
                data-msg-placeholder="device-search-placeholder"
                data-msg-label="device-search-label"
                aria-controls="device-list"
                prop:value=search
                on:input=move |ev| {
                    listed.set(true);
                    search.set(event_target_value(&ev));
                }
                on:keydown=on_search_key
            />
            <select
                id="device-list"
                size="9"
                prop:value=selected
                on:change=move |ev| choose(&event_target_value(&ev))
            >
                {options}
            </select>
            <p
                class="hint"
                hidden=Signal::derive(move || !listed.get() || !groups.with(Vec::is_empty))
                data-msg="device-no-match"
            ></p>
        </div>
    }
}
