//! The throughput-against-occupancy chart of the two-mode model, redrawn whenever its data,
//! the theme or the window change; the calculator's occupancy is the marker.

use crate::browser::canvas::{keep_painted, paint_throughput};
use crate::charts::legend::PictureKey;
use crate::locale::speech;
use crate::shell::derived::said_of;
use leptos::html::Canvas;
use leptos::prelude::*;
use occlab_charts::{Throughput, ThroughputWords};

/// The throughput chart.
#[component]
pub fn ThroughputChart(
    /// The chart's data (nothing is drawn while there is none).
    throughput: Memo<Option<Throughput>>,
) -> impl IntoView {
    let canvas = NodeRef::<Canvas>::new();
    let speech = speech();
    keep_painted(canvas, move |element, palette| {
        let words = ThroughputWords::new(|m| speech.say(m));
        throughput.with(|t| {
            if let Some(t) = t {
                paint_throughput(element, t, palette, &words);
            }
        });
    });
    let summary = said_of(throughput, Throughput::summary_of);
    view! {
        <figure class="chart throughput-chart" hidden=Signal::derive(move || throughput.with(Option::is_none))>
            <div class="canvas-wrap">
                <canvas node_ref=canvas data-testid="canvas-throughput" role="img" aria-label=summary></canvas>
            </div>
            <PictureKey
                colours=&[
                    ("warps", "key-latency-bound"),
                    ("registers", "key-throughput-bound"),
                    ("shared-memory", "key-lower-of-two"),
                ]
                marks=&["key-knee", "key-calibrated", "key-measured", "key-occupancy"]
            />
        </figure>
    }
}
