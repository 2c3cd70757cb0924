//! The block limits in the profiler's own terms (Block Limit Warps, Registers, Shared Mem,
//! SM, Barriers, and Virtual Resources where the kernel uses any), with the limiting rows
//! highlighted: the report's rows, as `occlab calc` prints them, each name with its gloss in the
//! reader's language.

use crate::locale::speech;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::report::LimitRow;

/// The block-limit table.
#[component]
pub fn LimitTable() -> impl IntoView {
    let state = expect_context::<State>();
    let speech = speech();
    let shown = state.shown;
    let rows = Memo::new(move |_| shown.with(|s| s.as_ref().map(|s| s.report.limits.clone()).unwrap_or_default()));
    // A row is drawn again when its figure or the language changes.
    let key = move |row: &LimitRow| (row.figure.key, row.figure.text.to_string(), row.limiter, speech.lang().tag());
    view! {
        <table class="limits block-limits">
            <caption data-msg="limits-caption"></caption>
            <thead>
                <tr>
                    <th scope="col" data-msg="limits-limit"></th>
                    <th scope="col" data-msg="limits-blocks"></th>
                    <th scope="col">
                        <span class="visually-hidden" data-msg="limits-limiting"></span>
                    </th>
                </tr>
            </thead>
            <tbody>
                <For each=move || rows.get() key=key let:row>
                    <tr class:limiting=row.limiter>
                        <th scope="row">
                            {row.figure.label} <span class="gloss">{speech.say(&row.figure.gloss())}</span>
                        </th>
                        <td data-testid=row.figure.key.replace('_', "-")>{speech.say(&row.figure.text)}</td>
                        <td class="flag" data-msg=row.limiter.then_some("limits-limiting-mark")></td>
                    </tr>
                </For>
            </tbody>
        </table>
    }
}
