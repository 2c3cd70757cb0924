//! The chosen run's block timeline, beside the waves picture it measures: each block on its SM
//! from start to end, and the timeline's achieved occupancy against theoretical in the model's
//! words. Hidden while no run is chosen.

use crate::browser::canvas::{keep_painted, paint_timeline};
use crate::locale::speech;
use crate::shell::list::list_items;
use crate::state::State;
use leptos::html::Canvas;
use leptos::prelude::*;
use occlab_charts::timeline_axis;

/// The measured block timeline.
#[component]
pub fn RunTimeline() -> impl IntoView {
    let state = expect_context::<State>();
    let speech = speech();
    let measured = state.measured;
    let canvas = NodeRef::<Canvas>::new();
    keep_painted(canvas, move |element, palette| {
        measured.with(|m| {
            if let Some(Ok(m)) = m {
                paint_timeline(element, &m.timeline, palette, &speech.say(&timeline_axis()));
            }
        });
    });
    let summary = Signal::derive(move || {
        measured.with(|m| m.as_ref().and_then(|m| m.as_ref().ok()).map(|m| speech.say(&m.timeline.summary())))
    });
    view! {
        <div class="run-timeline" hidden=Signal::derive(move || measured.with(|m| !matches!(m, Some(Ok(_)))))>
            <h3 data-msg="run-timeline-heading"></h3>
            <figure class="chart">
                <div class="canvas-wrap">
                    <canvas node_ref=canvas data-testid="canvas-timeline" role="img"
                        aria-label=Signal::derive(move || summary.get().unwrap_or_default())></canvas>
                </div>
                <figcaption data-msg="run-timeline-caption"></figcaption>
            </figure>
            <ul data-testid="run-timeline">{list_items(Signal::derive(move || {
                let lines = measured.with(|m| m.as_ref().and_then(|m| m.as_ref().ok()).map(|m| m.report.timeline.clone()));
                speech.say_all(&lines.unwrap_or_default())
            }))}</ul>
        </div>
    }
}
