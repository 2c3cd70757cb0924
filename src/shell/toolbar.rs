//! The toolbar: copy a link to this calculation, projector mode, dark or light theme, and the
//! page's language.

use crate::browser;
use crate::locale::{speech, LanguageSwitch};
use leptos::prelude::*;
use leptos::task::spawn_local;

/// Buttons that act on the whole page.
#[component]
pub fn Toolbar(
    /// Dark theme on; the choice is remembered in local storage.
    dark: RwSignal<bool>,
    /// Projector mode on (large type, full contrast); remembered in local storage.
    projector: RwSignal<bool>,
) -> impl IntoView {
    let speech = speech();
    let status = speech.notice;
    let copy = move |_| {
        status.set(String::new());
        spawn_local(async move {
            status.set(speech.say_id(if browser::copy(browser::href()).await {
                "toolbar-link-copied"
            } else {
                "toolbar-copy-refused"
            }));
        });
    };
    let toggle = move |signal: RwSignal<bool>, key: &'static str, on: &'static str, off: &'static str| {
        signal.update(|v| *v = !*v);
        browser::store(key, if signal.get_untracked() { on } else { off });
    };
    let pressed = |signal: RwSignal<bool>| Signal::derive(move || signal.get().to_string());
    view! {
        <div class="toolbar">
            <button type="button" data-testid="copy-link" on:click=copy data-msg="toolbar-copy-link"></button>
            <span class="copy-status" role="status" data-testid="status">{status}</span>
            <button
                type="button"
                data-testid="projector"
                aria-pressed=pressed(projector)
                on:click=move |_| toggle(projector, browser::STORED_PROJECTOR, "on", "off")
                data-msg="toolbar-projector"
            ></button>
            <button
                type="button"
                data-testid="theme"
                aria-pressed=pressed(dark)
                on:click=move |_| toggle(dark, browser::STORED_THEME, "dark", "light")
                data-msg="toolbar-dark-theme"
            ></button>
            <LanguageSwitch/>
        </div>
    }
}
