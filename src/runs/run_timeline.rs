//! The chosen run's block timeline, beside the waves picture it measures: each block on its SM
//! from start to end, and the timeline's achieved occupancy against theoretical in the model's
//! words. Hidden while no run is chosen.

use crate::browser::canvas::{keep_painted, paint_timeline};
use crate::shell::list::list_items;
use crate::state::State;
use leptos::html::Canvas;
use leptos::prelude::*;

/// The measured block timeline.
#[component]
pub fn RunTimeline(
    /// Changes when the window is resized, so the canvas is measured again.
    #[prop(into)]
    resized: Signal<u32>,
) -> impl IntoView {
    let state = expect_context::<State>();
    let measured = state.measured;
    let canvas = NodeRef::<Canvas>::new();
    keep_painted(canvas, resized, move |element, palette| {
        measured.with(|m| {
            if let Some(Ok(m)) = m {
                paint_timeline(element, &m.timeline, palette);
            }
        });
    });
    let ok = move |f: fn(&crate::runs::measured::Measured) -> Vec<String>| {
        Signal::derive(move || measured.with(|m| m.as_ref().and_then(|m| m.as_ref().ok()).map(f).unwrap_or_default()))
    };
    let summary = ok(|m| vec![m.timeline.summary()]);
    view! {
        <div class="run-timeline" hidden=Signal::derive(move || measured.with(|m| !matches!(m, Some(Ok(_)))))>
            <h3>"Measured: the chosen run's blocks"</h3>
            <figure class="chart">
                <div class="canvas-wrap">
                    <canvas node_ref=canvas data-testid="canvas-timeline" role="img"
                        aria-label=Signal::derive(move || summary.get().concat())></canvas>
                </div>
                <figcaption>"Block timeline: each block on its SM, from start to end (%smid, %globaltimer)"</figcaption>
            </figure>
            <ul data-testid="run-timeline">{list_items(ok(|m| m.report.timeline.clone()))}</ul>
        </div>
    }
}
