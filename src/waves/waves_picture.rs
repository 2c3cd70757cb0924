//! The picture of SMs against time: full waves, the partial wave and its idle slots, redrawn
//! whenever the waves, the theme or the window change.

use crate::browser::canvas::paint_waves;
use crate::charts::legend::PictureKey;
use crate::state::panels::Panels;
use crate::waves::running;
use leptos::html::Canvas;
use leptos::prelude::*;
use occlab_charts::palette::Palette;

/// The waves picture with its key.
#[component]
pub fn WavesPicture(
    /// The panels' results: the picture shows their waves (nothing while no block runs).
    panels: Memo<Panels>,
    /// The picture's text alternative.
    #[prop(into)]
    summary: Signal<String>,
    /// Colours and sizes for the theme and projector mode.
    #[prop(into)]
    palette: Signal<Palette>,
    /// Changes when the window is resized, so the canvas is measured again.
    #[prop(into)]
    resized: Signal<u32>,
) -> impl IntoView {
    let canvas = NodeRef::<Canvas>::new();
    // Redrawn only when the waves, the theme or the window change (the panels' memo also
    // changes with the latency settings).
    Effect::new(move |previous: Option<_>| {
        let key = (panels.with(|p| running(p).copied()), palette.get(), resized.get());
        if previous.as_ref() == Some(&key) {
            return key;
        }
        if let (Some(element), Some(w)) = (canvas.get(), key.0) {
            paint_waves(&element, &w, &key.1);
        }
        key
    });
    view! {
        <figure class="chart waves-picture">
            <div class="canvas-wrap">
                <canvas node_ref=canvas data-testid="canvas-waves" role="img" aria-label=summary></canvas>
            </div>
            <PictureKey
                colours=&[
                    ("warps", "full waves (alternate shades)"),
                    ("registers", "partial wave"),
                    ("idle", "slots left idle"),
                ]
                marks=&[]
            />
        </figure>
    }
}
