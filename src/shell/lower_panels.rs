//! The panels below the calculator: waves and the tail effect, latency hiding, the import of a
//! profiler or compiler report, and the measured runs (whose own code, in turn, loads only when
//! there are runs: [`crate::runs::runs_region`]). Their code is a wasm chunk of its own
//! ([`lower_panels`]), loaded as the visitor nears them (scrolling, or tabbing past the charts),
//! so that the first view fetches and runs only what it shows. Their inputs live in
//! [`crate::state::State`], read from the link like every other, so nothing waits on the chunk
//! but their pictures. Their sentences come with their code: the panels' part of the catalogue
//! ([`crate::locale::Speech::show_panels`]), fetched at the same time, and so do their styles.

use crate::browser;
use crate::browser::near_viewport::{when_near_viewport, Watch};
use crate::import::import_panel::ImportPanel;
use crate::latency::latency_panel::LatencyPanel;
use crate::locale::speech;
use crate::runs::runs_region::RunsRegion;
use crate::runs::samples::SampleRequest;
use crate::shell::not_loaded::NotLoaded;
use crate::state::panels::Panels;
use crate::state::State;
use crate::waves::waves_panel::WavesPanel;
use futures_util::future::join;
use leptos::prelude::*;
use send_wrapper::SendWrapper;
use wasm_split_helpers::{wasm_split, SplitLoaderError};

/// The panels' styles, beside the page.
const PANELS_STYLESHEET: &str = "panels.css";

/// The four panels, their code loaded on first use.
#[wasm_split(lower_panels, fallible)]
fn lower_panels() -> Result<AnyView, SplitLoaderError> {
    provide_context(Panels::new(expect_context::<State>()));
    provide_context(SampleRequest(RwSignal::new(None)));
    Ok(view! {
        <WavesPanel/>
        <LatencyPanel/>
        <ImportPanel/>
        <RunsRegion/>
    }
    .into_any())
}

/// The line in the panels' place while their code is on its way.
#[component]
fn Loading() -> impl IntoView {
    view! { <p class="hint lower-panels-pending" data-msg="lower-panels-loading"></p> }
}

/// The lower panels: a button in their place until the visitor comes near (or presses it: a
/// keyboard reaches it by Tab, and its focus scrolls it into view), then the panels.
#[component]
pub fn LowerPanels(
    /// Load them at once (the class view, `?view=class`, is among them).
    open: bool,
) -> impl IntoView {
    let near = RwSignal::new(open);
    let speech = speech();
    let button = NodeRef::<leptos::html::Button>::new();
    // The observer lives as long as the region.
    let watch = StoredValue::new_local(None::<Watch>);
    button.on_load(move |button| watch.set_value(when_near_viewport(&button, move || near.set(true))));
    move || {
        if near.get() {
            view! {
                <Suspense fallback=|| view! { <Loading/> }>
                    {Suspend::new(async move {
                        // Their styles come with them (public/panels.css, copied beside the page),
                        // so the first view carries neither, and they are shown once styled.
                        let ((panels, ()), ()) = SendWrapper::new(join(
                            join(lower_panels(), speech.show_panels()),
                            browser::stylesheet(PANELS_STYLESHEET),
                        ))
                        .await;
                        panels.unwrap_or_else(|_| view! { <NotLoaded message="not-loaded-lower-panels"/> }.into_any())
                    })}
                </Suspense>
            }
            .into_any()
        } else {
            view! {
                <button
                    class="link lower-panels-pending"
                    data-testid="lower-panels-pending"
                    node_ref=button
                    on:click=move |_| near.set(true)
                    data-msg="lower-panels-show"
                ></button>
            }
            .into_any()
        }
    }
}
