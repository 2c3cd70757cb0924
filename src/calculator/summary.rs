//! The headline result: occupancy in large type, active blocks, warps and threads per SM,
//! what limits them, and — for an illegal launch — plainly why it cannot run.

use crate::shell::list::list_items;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::report::{grid_line, grid_without_sms, OccupancyReport};
use occlab_model::waves;

/// The result summary.
#[component]
pub fn Summary() -> impl IntoView {
    let state = expect_context::<State>();
    let shown = state.shown;
    let text = move |f: fn(&OccupancyReport) -> String| {
        Signal::derive(move || shown.with(|s| s.as_ref().map(|s| f(&s.report)).unwrap_or_default()))
    };
    let active = move |i: usize| text_at(shown, i);
    let illegal = Signal::derive(move || shown.with(|s| s.as_ref().is_some_and(|s| s.report.illegal.is_some())));
    let illegal_text = text(|r| r.illegal.clone().unwrap_or_default());
    let violations =
        Signal::derive(move || shown.with(|s| s.as_ref().map(|s| s.report.violations.clone()).unwrap_or_default()));
    let notes = Signal::derive(move || shown.with(|s| s.as_ref().map(|s| s.report.notes.clone()).unwrap_or_default()));
    let valid = Signal::derive(move || state.current.with(Option::is_some));
    let grid = Signal::derive(move || {
        let sms = state.sms();
        shown.with(|s| {
            s.as_ref()
                .map(|s| match sms {
                    Some(sms) => waves(&s.occupancy, sms, s.inputs.grid).map(|w| grid_line(&w)).unwrap_or_default(),
                    None => grid_without_sms(s.inputs.grid),
                })
                .unwrap_or_default()
        })
    });
    view! {
        <div class="summary" class:is-illegal=illegal>
            <p class="figure">
                <span class="big" data-testid="occupancy">{text(|r| r.theoretical_occupancy.text.clone())}</span>
                <span class="figure-label">"theoretical occupancy"</span>
            </p>
            <div class="illegal" data-testid="illegal" hidden=Signal::derive(move || !illegal.get())>
                <p>
                    <strong>{illegal_text}</strong>
                </p>
                <ul>{list_items(violations)}</ul>
            </div>
            <dl class="actives">
                <div>
                    <dt>"Active blocks per SM"</dt>
                    <dd data-testid="active-blocks">{active(0)}</dd>
                </div>
                <div>
                    <dt>"Active warps per SM"</dt>
                    <dd>
                        <span data-testid="active-warps">{active(1)}</span>
                        <span class="of">" (" {text(|r| r.warps_of_max.clone())} ")"</span>
                    </dd>
                </div>
                <div>
                    <dt>"Active threads per SM"</dt>
                    <dd data-testid="active-threads">{active(2)}</dd>
                </div>
                <div>
                    <dt>"Warps per block"</dt>
                    <dd>{active(3)}</dd>
                </div>
            </dl>
            <p class="limited-by">
                "Limited by "
                <strong>{text(|r| r.limited_by.clone())}</strong>
                " "
                <code data-testid="limiters">{move || shown.with(|s| s.as_ref().map(|s| s.occupancy.binding_limiters().to_string()).unwrap_or_default())}</code>
            </p>
            <p class="stale" role="status" hidden=valid>
                "Showing the last valid result: correct the field marked in red."
            </p>
            <ul class="notes" data-testid="notes">{list_items(notes)}</ul>
            <p class="grid-line" data-testid="grid-waves">{grid}</p>
        </div>
    }
}

/// The text of the report's `i`th active figure (blocks, warps, threads per SM, warps per block).
fn text_at(shown: Memo<Option<crate::state::Shown>>, i: usize) -> Signal<String> {
    Signal::derive(move || {
        shown.with(|s| s.as_ref().and_then(|s| s.report.active.get(i).map(|f| f.text.clone())).unwrap_or_default())
    })
}
