//! The block limits in the profiler's own terms (Block Limit Warps, Registers, Shared Mem,
//! SM, Barriers, and Virtual Resources where the kernel uses any), with the limiting rows
//! highlighted: the report's rows, as `occlab calc` prints them.

use crate::state::State;
use leptos::prelude::*;
use occlab_model::report::LimitRow;

/// The block-limit table.
#[component]
pub fn LimitTable() -> impl IntoView {
    let state = expect_context::<State>();
    let shown = state.shown;
    let rows = Memo::new(move |_| shown.with(|s| s.as_ref().map(|s| s.report.limits.clone()).unwrap_or_default()));
    view! {
        <table class="limits">
            <caption>"Block limits per SM (blocks that fit by each resource)"</caption>
            <thead>
                <tr>
                    <th scope="col">"Limit"</th>
                    <th scope="col">"Blocks"</th>
                    <th scope="col">
                        <span class="visually-hidden">"Limiting"</span>
                    </th>
                </tr>
            </thead>
            <tbody>
                <For each=move || rows.get() key=|row: &LimitRow| (row.figure.key, row.figure.text.clone(), row.limiter) let:row>
                    <tr class:limiting=row.limiter>
                        <th scope="row">{row.figure.label}</th>
                        <td data-testid=row.figure.key.replace('_', "-")>{row.figure.text}</td>
                        <td class="flag">{if row.limiter { "◀ limiting" } else { "" }}</td>
                    </tr>
                </For>
            </tbody>
        </table>
    }
}
