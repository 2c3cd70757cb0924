//! The headline result: occupancy in large type, active blocks, warps and threads per SM,
//! what limits them, and — for an illegal launch — plainly why it cannot run.

use super::list::list_items;
use crate::explain;
use crate::format::{limiters_words, percent, thousands};
use crate::state::State;
use leptos::prelude::*;
use occlab_model::Occupancy;

/// The result summary.
#[component]
pub fn Summary(
    /// The app state; shows its last valid calculation.
    state: State,
) -> impl IntoView {
    let shown = state.shown;
    let text = move |f: fn(&Occupancy) -> String| {
        Signal::derive(move || shown.with(|s| s.as_ref().map(|s| f(&s.occupancy)).unwrap_or_default()))
    };
    let number = |f: fn(&Occupancy) -> u32| {
        Signal::derive(move || {
            shown.with(|s| s.as_ref().map(|s| thousands(u64::from(f(&s.occupancy)))).unwrap_or_default())
        })
    };
    let illegal = Signal::derive(move || shown.with(|s| s.as_ref().is_some_and(|s| s.occupancy.is_illegal())));
    let illegal_text = Signal::derive(move || {
        shown.with(|s| {
            s.as_ref()
                .map(|s| {
                    format!("no block of this kernel can run on {}, so the launch would fail:", s.inputs.device.title())
                })
                .unwrap_or_default()
        })
    });
    let violations = Signal::derive(move || {
        shown.with(|s| {
            s.as_ref().map(|s| s.occupancy.violations().iter().map(ToString::to_string).collect()).unwrap_or_default()
        })
    });
    let notes = Signal::derive(move || {
        shown.with(|s| {
            s.as_ref().map(|s| s.occupancy.notes().iter().map(ToString::to_string).collect()).unwrap_or_default()
        })
    });
    let valid = Signal::derive(move || state.current.with(Option::is_some));
    let grid = Signal::derive(move || {
        let sms = state.sms();
        shown.with(|s| s.as_ref().map(|s| explain::grid(&s.inputs, &s.occupancy, sms)).unwrap_or_default())
    });
    view! {
        <div class="summary" class:is-illegal=illegal>
            <p class="figure">
                <span class="big" data-testid="occupancy">{text(|o| percent(o.occupancy))}</span>
                <span class="figure-label">"theoretical occupancy"</span>
            </p>
            <div class="illegal" data-testid="illegal" hidden=Signal::derive(move || !illegal.get())>
                <p>
                    <strong>"Illegal launch: "</strong>
                    {illegal_text}
                </p>
                <ul>{list_items(violations)}</ul>
            </div>
            <dl class="actives">
                <div>
                    <dt>"Active blocks per SM"</dt>
                    <dd data-testid="active-blocks">{number(|o| o.active_blocks_per_sm)}</dd>
                </div>
                <div>
                    <dt>"Active warps per SM"</dt>
                    <dd>
                        <span data-testid="active-warps">{number(|o| o.active_warps_per_sm)}</span>
                        <span class="of">" of " {number(|o| o.max_warps_per_sm)}</span>
                    </dd>
                </div>
                <div>
                    <dt>"Active threads per SM"</dt>
                    <dd data-testid="active-threads">{number(|o| o.active_threads_per_sm)}</dd>
                </div>
                <div>
                    <dt>"Warps per block"</dt>
                    <dd>{number(|o| o.warps_per_block)}</dd>
                </div>
            </dl>
            <p class="limited-by">
                "Limited by "
                <strong>{text(|o| limiters_words(o.limiters))}</strong>
                " "
                <code data-testid="limiters">{text(|o| o.limiters.to_string())}</code>
            </p>
            <p class="stale" role="status" hidden=valid>
                "Showing the last valid result: correct the field marked in red."
            </p>
            <ul class="notes" data-testid="notes">{list_items(notes)}</ul>
            <p class="grid-line" data-testid="grid-waves">{grid}</p>
        </div>
    }
}
