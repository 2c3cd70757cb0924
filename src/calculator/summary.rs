//! The headline result: occupancy in large type, active blocks, warps and threads per SM,
//! what limits them, and — for an illegal launch — plainly why it cannot run; with a kernel
//! chosen in the import panel, what its what-if predicts at this occupancy.

use crate::calculator::{report_lines, report_text};
use crate::locale::speech;
use crate::shell::list::list_items;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::report::{grid_line, grid_without_sms};
use occlab_model::waves;

/// The result summary.
#[component]
pub fn Summary() -> impl IntoView {
    let state = expect_context::<State>();
    let shown = state.shown;
    let illegal = Signal::derive(move || shown.with(|s| s.as_ref().is_some_and(|s| s.report.illegal.is_some())));
    let illegal_text = report_text(|r| r.illegal.clone());
    let violations = report_lines(|r| &r.violations);
    let notes = report_lines(|r| &r.notes);
    let valid = Signal::derive(move || state.current.with(Option::is_some));
    let speech = speech();
    let grid = Signal::derive(move || {
        let sms = state.sms();
        shown.with(|s| {
            s.as_ref()
                .and_then(|s| match sms {
                    Some(sms) => waves(&s.occupancy, sms, s.inputs.grid).ok().map(|w| grid_line(&w)),
                    None => Some(grid_without_sms(s.inputs.grid)),
                })
                .map(|line| speech.say(&line))
                .unwrap_or_default()
        })
    });
    view! {
        <div class="summary" class:is-illegal=illegal>
            <p class="figure">
                <span class="big" data-testid="occupancy">{report_text(|r| Some(r.theoretical_occupancy.text.clone()))}</span>
                <span class="figure-label" data-msg="summary-theoretical-occupancy"></span>
            </p>
            <div class="illegal" data-testid="illegal" hidden=Signal::derive(move || !illegal.get())>
                <p>
                    <strong>{illegal_text}</strong>
                </p>
                <ul>{list_items(violations)}</ul>
            </div>
            <dl class="actives">
                <div>
                    <dt data-msg="summary-active-blocks"></dt>
                    <dd data-testid="active-blocks">{report_text(|r| r.active.first().map(|f| f.text.clone()))}</dd>
                </div>
                <div>
                    <dt data-msg="summary-active-warps"></dt>
                    <dd>
                        <span data-testid="active-warps">{report_text(|r| r.active.get(1).map(|f| f.text.clone()))}</span>
                        <span class="of">" (" {report_text(|r| Some(r.warps_of_max.clone()))} ")"</span>
                    </dd>
                </div>
                <div>
                    <dt data-msg="summary-active-threads"></dt>
                    <dd data-testid="active-threads">{report_text(|r| r.active.get(2).map(|f| f.text.clone()))}</dd>
                </div>
                <div>
                    <dt data-msg="summary-warps-per-block"></dt>
                    <dd>{report_text(|r| r.active.get(3).map(|f| f.text.clone()))}</dd>
                </div>
            </dl>
            // The binding limiters' codes ("registers|warps"), as the reference data names them, are
            // an attribute for tools and tests: the reader reads the sentence, in their language.
            <p
                class="limited-by"
                data-testid="limiters"
                data-limiters=move || shown.with(|s| s.as_ref().map(|s| s.occupancy.binding_limiters().to_string()).unwrap_or_default())
            >
                <strong data-testid="limited-by">{report_text(|r| Some(r.limited_by_line()))}</strong>
            </p>
            <p class="stale" role="status" hidden=valid data-msg="summary-stale"></p>
            <ul class="notes" data-testid="notes">{list_items(notes)}</ul>
            <p class="grid-line" data-testid="grid-waves">{grid}</p>
            <p class="what-if-line" data-testid="what-if-line" role="status" hidden=move || state.what_if_line.with(Option::is_none)>
                {move || state.what_if_line.with(|m| m.as_ref().map(|m| speech.say(m)))}
            </p>
        </div>
    }
}
