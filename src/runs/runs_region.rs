//! The runs region as the page first shows it. It asks whether `occlab serve` is behind the page
//! and loads the runs panel's code ([`runs_panel`], its own wasm chunk) only when there are runs
//! to show: the server's, the visitor's stored run files, or files just dropped or chosen. Until
//! then it offers the file input, so that a page without runs loads none of that code.

use crate::browser::file_text::{picked_files, PickedFile};
use crate::browser::runs::get_text;
use crate::browser::{stored, STORED_RUNS};
use crate::runs::runs_panel::{runs_panel, Start};
use crate::runs::runs_section::{files_summary, RunFiles, RunsSection};
use crate::runs::samples::SampleRequest;
use crate::runs::LIST_URL;
use crate::shell::not_loaded::NotLoaded;
use leptos::ev::{DragEvent, Event};
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_model::locale::message::Message;

/// Where the page is with its runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Region {
    /// Asking the server for its list.
    Looking,
    /// No server and no stored runs: the file input only.
    NoRuns,
    /// The runs panel, loading or loaded.
    Panel,
}

/// The runs region: the file input until there are runs, then the runs panel.
#[component]
pub fn RunsRegion() -> impl IntoView {
    let region = RwSignal::new(Region::Looking);
    // What the panel starts from, taken once when it loads.
    let start = StoredValue::new_local(None::<Start>);
    let open = move |from: Start| {
        if region.get_untracked() != Region::Panel {
            start.set_value(Some(from));
            region.set(Region::Panel);
        }
    };
    // A sample chosen in the latency panel opens the panel, which then takes it; while the
    // server is still being asked, the answer decides how the panel opens.
    let sample = expect_context::<SampleRequest>();
    spawn_local(async move {
        match get_text(LIST_URL).await {
            Ok(text) => open(Start::Served(text)),
            Err(_) if stored(STORED_RUNS).is_some() || sample.0.with_untracked(Option::is_some) => {
                open(Start::Files(Vec::new()))
            }
            Err(_) => region.set(Region::NoRuns),
        }
    });
    let add = move |files: Vec<PickedFile>| {
        if !files.is_empty() {
            open(Start::Files(files));
        }
    };
    let on_drop = move |ev: DragEvent| {
        ev.prevent_default();
        add(picked_files(&ev));
    };
    let on_choose = move |ev: Event| add(picked_files(&ev));
    Effect::new(move || {
        if sample.0.with(Option::is_some) && region.get_untracked() == Region::NoRuns {
            open(Start::Files(Vec::new()));
        }
    });
    move || match region.get() {
        Region::Panel => {
            let from = start.try_update_value(Option::take).flatten().unwrap_or(Start::Files(Vec::new()));
            view! {
                <Suspense fallback=|| view! { <RunsSection status=Message::new("runs-loading") on_drop=ignore_drop>""</RunsSection> }>
                    {Suspend::new(async move {
                        runs_panel(from).await.unwrap_or_else(|_| {
                            view! {
                                <RunsSection status=Message::empty() on_drop=ignore_drop>
                                    <NotLoaded message="not-loaded-runs-panel"/>
                                </RunsSection>
                            }
                            .into_any()
                        })
                    })}
                </Suspense>
            }
            .into_any()
        }
        Region::Looking => {
            view! { <RunsSection status=Message::new("runs-looking") on_drop=ignore_drop>""</RunsSection> }.into_any()
        }
        Region::NoRuns => view! {
            <RunsSection status=files_summary(0) on_drop>
                <RunFiles on_choose/>
            </RunsSection>
        }
        .into_any(),
    }
}

/// Keeps the browser from opening a file dropped while the region cannot take it yet.
fn ignore_drop(ev: DragEvent) {
    ev.prevent_default();
}
