//! The picture of SMs against time: full waves, the partial wave and its idle slots, redrawn
//! whenever the waves, the theme or the window change.

use crate::browser::canvas::{keep_painted, paint_waves};
use crate::charts::legend::PictureKey;
use crate::locale::speech;
use crate::waves::running;
use leptos::html::Canvas;
use leptos::prelude::*;
use occlab_charts::time_axis;
use occlab_model::Waves;

/// The waves picture with its key.
#[component]
pub fn WavesPicture(
    /// The grid's waves (nothing is drawn while no block runs).
    waves: Memo<Option<Waves>>,
    /// The picture's text alternative.
    #[prop(into)]
    summary: Signal<String>,
) -> impl IntoView {
    let canvas = NodeRef::<Canvas>::new();
    let speech = speech();
    keep_painted(canvas, move |element, palette| {
        if let Some(w) = waves.with(|w| running(w).copied()) {
            paint_waves(element, &w, palette, &speech.say(&time_axis()));
        }
    });
    view! {
        <figure class="chart waves-picture">
            <div class="canvas-wrap">
                <canvas node_ref=canvas data-testid="canvas-waves" role="img" aria-label=summary></canvas>
            </div>
            <PictureKey
                colours=&[
                    ("warps", "key-full-waves"),
                    ("registers", "key-partial-wave"),
                    ("idle", "key-idle-slots"),
                ]
                marks=&[]
            />
        </figure>
    }
}
