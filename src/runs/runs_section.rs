//! The runs region's frame and its file input, shared by the region as the page first shows it
//! (`runs_region`) and by the runs panel that replaces it (`runs_panel`).

use crate::locale::speech;
use leptos::ev::{DragEvent, Event};
use leptos::prelude::*;
use occlab_model::locale::message::{counted, Message};

/// "2 runs from files: this page is not served by occlab serve."
pub fn files_summary(runs: usize) -> Message {
    Message::new("runs-from-files").arg("runs", counted("runs", runs as u64))
}

/// The file input for run files.
#[component]
pub fn RunFiles(on_choose: impl Fn(Event) + 'static) -> impl IntoView {
    view! {
        <label class="runs-files">
            <span data-msg="runs-add-files"></span>
            " "
            <input type="file" accept=".json,application/json" multiple data-testid="run-files" on:change=on_choose/>
        </label>
    }
}

/// The region's frame: its heading and status line, then what it holds; files dropped on it go to
/// `on_drop`.
#[component]
pub fn RunsSection(
    /// The status line: what the region holds, or what it waits for.
    #[prop(into)]
    status: Signal<Message>,
    on_drop: impl Fn(DragEvent) + 'static,
    children: Children,
) -> impl IntoView {
    let speech = speech();
    view! {
        <section
            class="runs-panel"
            aria-labelledby="runs-heading"
            data-testid="runs"
            on:dragover=|ev: DragEvent| ev.prevent_default()
            on:drop=on_drop
        >
            <h2 id="runs-heading" data-msg="runs-heading"></h2>
            <p class="runs-status" data-testid="runs-status" role="status">{move || speech.say(&status.get())}</p>
            {children()}
        </section>
    }
}
