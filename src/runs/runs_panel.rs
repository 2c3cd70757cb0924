//! The runs panel: every run the server holds, newest first, updated as runs arrive or are
//! removed (no reload). On a page not served by `occlab serve` it says so and asks nothing more.

use super::{run_of_answer, run_of_file, run_url, Change, RunList, EVENTS_URL, EVENT_KINDS, LIST_URL};
use crate::browser;
use crate::browser::files::{first_file, read_text};
use crate::browser::runs::{follow, get_text, Following};
use crate::runs::measured_run::MeasuredRun;
use crate::state::State;
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_model::count;

#[derive(Clone, Debug, PartialEq, Eq)]
enum Status {
    Looking,
    Live,
    Unavailable,
}

/// Fetches the list again and replaces what is shown.
fn reload(runs: RwSignal<RunList>) {
    spawn_local(async move {
        if let Ok(list) = get_text(LIST_URL).await.and_then(|text| RunList::from_listing(&text)) {
            runs.set(list);
        }
    });
}

/// The measured runs on the server, live; a run file can be opened or dropped too (kept in the
/// browser's storage), and the chosen run is laid over the model below.
#[component]
pub fn RunsPanel(
    /// Changes when the window is resized, so the canvases are measured again.
    #[prop(into)]
    resized: Signal<u32>,
) -> impl IntoView {
    let state = expect_context::<State>();
    let open_error = RwSignal::new(String::new());
    // The run last opened from a file comes back with the page.
    if let Some(run) = browser::stored(browser::STORED_RUN).and_then(|text| run_of_file("stored run", &text).ok()) {
        state.run.set(Some(run));
    }
    let show = move |id: i64| {
        spawn_local(async move {
            match get_text(&run_url(id)).await.and_then(|text| run_of_answer(&text)) {
                Ok(run) => {
                    open_error.set(String::new());
                    state.run.set(Some(run));
                }
                Err(e) => open_error.set(e),
            }
        });
    };
    let open = move |ev: leptos::ev::Event| {
        ev.prevent_default();
        let Some(file) = first_file(&ev) else {
            return;
        };
        spawn_local(async move {
            match read_text(file).await.and_then(|(name, text)| run_of_file(&name, &text).map(|run| (run, text))) {
                Ok((run, text)) => {
                    open_error.set(String::new());
                    browser::store(browser::STORED_RUN, &text);
                    state.run.set(Some(run));
                }
                Err(e) => open_error.set(e),
            }
        });
    };
    let runs = RwSignal::new(RunList::default());
    let status = RwSignal::new(Status::Looking);
    // The event stream stays open as long as the panel.
    let following = StoredValue::new_local(None::<Following>);
    spawn_local(async move {
        match get_text(LIST_URL).await.and_then(|text| RunList::from_listing(&text)) {
            Ok(list) => {
                runs.set(list);
                status.set(Status::Live);
                let stream = follow(EVENTS_URL, &EVENT_KINDS, move |kind, data| {
                    let mut change = Change::None;
                    runs.update(|list| change = list.apply(kind, &data));
                    if change == Change::Reload {
                        reload(runs);
                    }
                });
                following.set_value(stream);
            }
            Err(_) => status.set(Status::Unavailable),
        }
    });

    let summary = move || match status.get() {
        Status::Looking => "Looking for runs…".to_owned(),
        Status::Live => format!("{}, updated live", count(runs.with(|r| r.entries().len()) as u64, "run", "runs")),
        Status::Unavailable => "No runs: this page is not served by occlab serve.".to_owned(),
    };
    view! {
        <section class="runs-panel" aria-labelledby="runs-heading" data-testid="runs">
            <h2 id="runs-heading">"Measured runs"</h2>
            <p class="runs-status" data-testid="runs-status" role="status">{summary}</p>
            <ul class="runs-list">
                <For each=move || runs.get().entries().to_vec() key=|run| run.id let:run>
                    <li data-testid="run" data-run-id=run.id.to_string()>
                        <span class="run-name">{run.who()}</span>
                        " · "
                        <span class="run-device">{run.device.clone()}</span>
                        " · "
                        <span class="run-check">{run.details()}</span>
                        " "
                        <button type="button" data-testid="show-run" on:click=move |_| show(run.id)>"Show"</button>
                    </li>
                </For>
            </ul>
            <div class="run-file" on:dragover=|ev: leptos::ev::DragEvent| ev.prevent_default() on:drop=move |ev: leptos::ev::DragEvent| open(ev.into())>
                <label for="run-file">"Open a run file (occlab measure's JSON), or drop it here: "</label>
                <input id="run-file" type="file" accept=".json,application/json" data-testid="run-file" on:change=open/>
            </div>
            <p class="error" data-testid="run-open-error" role="alert" hidden=Signal::derive(move || open_error.with(String::is_empty))>
                {open_error}
            </p>
            <MeasuredRun resized/>
        </section>
    }
}
