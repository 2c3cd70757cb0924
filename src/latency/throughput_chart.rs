//! The throughput-against-occupancy chart of the two-mode model, redrawn whenever its data,
//! the theme or the window change; the calculator's occupancy is the marker.

use crate::browser::canvas::paint_throughput;
use crate::charts::legend::PictureKey;
use crate::state::panels::Panels;
use leptos::html::Canvas;
use leptos::prelude::*;
use occlab_charts::palette::Palette;
use occlab_charts::Throughput;

/// The throughput chart.
#[component]
pub fn ThroughputChart(
    /// The panels' results: the chart shows their throughput (nothing while there is none).
    panels: Memo<Panels>,
    /// Colours and sizes for the theme and projector mode.
    #[prop(into)]
    palette: Signal<Palette>,
    /// Changes when the window is resized, so the canvas is measured again.
    #[prop(into)]
    resized: Signal<u32>,
) -> impl IntoView {
    let canvas = NodeRef::<Canvas>::new();
    // Redrawn only when the chart's data, the theme or the window change (the panels' memo also
    // changes with the waves).
    Effect::new(move |previous: Option<_>| {
        let key = (panels.with(|p| p.throughput.clone()), palette.get(), resized.get());
        if previous.as_ref() == Some(&key) {
            return key;
        }
        if let (Some(element), Some(t)) = (canvas.get(), &key.0) {
            paint_throughput(&element, t, &key.1);
        }
        key
    });
    let summary = Signal::derive(move || panels.with(|p| Throughput::summary_of(&p.throughput)));
    view! {
        <figure class="chart throughput-chart" hidden=Signal::derive(move || panels.with(|p| p.throughput.is_none()))>
            <div class="canvas-wrap">
                <canvas node_ref=canvas data-testid="canvas-throughput" role="img" aria-label=summary></canvas>
            </div>
            <PictureKey
                colours=&[
                    ("warps", "latency bound: n / latency"),
                    ("registers", "throughput bound"),
                    ("shared-memory", "the model: the lower of the two"),
                ]
                marks=&["knee: the needed occupancy", "● the calculator's occupancy"]
            />
        </figure>
    }
}
