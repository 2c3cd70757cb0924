//! The runs panel: every run the server holds, newest first, updated as runs arrive or are
//! removed (no reload). On a page not served by `occlab serve` it says so and asks nothing more.

use super::{Change, RunList, EVENTS_URL, EVENT_KINDS, LIST_URL};
use crate::browser::runs::{follow, get_text, Following};
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_model::count;

#[derive(Clone, Debug, PartialEq, Eq)]
enum Status {
    Looking,
    /// The list is shown; the event stream is not open yet.
    Listed,
    /// The event stream is open: new runs appear as they arrive.
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

/// The measured runs on the server, live.
#[component]
pub fn RunsPanel() -> impl IntoView {
    let runs = RwSignal::new(RunList::default());
    let status = RwSignal::new(Status::Looking);
    // The event stream stays open as long as the panel.
    let following = StoredValue::new_local(None::<Following>);
    spawn_local(async move {
        match get_text(LIST_URL).await.and_then(|text| RunList::from_listing(&text)) {
            Ok(list) => {
                runs.set(list);
                status.set(Status::Listed);
                let stream = follow(EVENTS_URL, &EVENT_KINDS, move |kind, data| {
                    if kind == "ready" {
                        status.set(Status::Live);
                    }
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

    let shown = move || count(runs.with(|r| r.entries().len()) as u64, "run", "runs");
    let summary = move || match status.get() {
        Status::Looking => "Looking for runs…".to_owned(),
        Status::Listed => format!("{}; connecting for new ones…", shown()),
        Status::Live => format!("{}, updated live", shown()),
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
                    </li>
                </For>
            </ul>
        </section>
    }
}
