//! A chart's text alternative: its data as a table, rendered only while it is open.

use crate::charts::Series;
use crate::locale::speech;
use leptos::prelude::*;
use occlab_model::thousands;

/// The data behind one chart.
#[component]
pub fn DataTable(
    /// The element id, for the toggle's `aria-controls`.
    id: String,
    /// The chart's data.
    #[prop(into)]
    series: Signal<Option<Series>>,
    /// Whether the table is shown; its rows are built only then.
    #[prop(into)]
    open: Signal<bool>,
) -> impl IntoView {
    let speech = speech();
    let rows = move || {
        if !open.get() {
            return None;
        }
        series.with(|s| {
            s.as_ref().map(|s| {
                s.points
                    .iter()
                    .map(|p| {
                        view! {
                            <tr class:current=s.current.is_some_and(|c| c.0 == p.x)>
                                <th scope="row">{s.kind.table_x(p.x)}</th>
                                <td>{thousands(u64::from(p.active_warps))}</td>
                                <td>{thousands(u64::from(p.active_blocks))}</td>
                                <td>{speech.say(&p.limiters.message())}</td>
                            </tr>
                        }
                    })
                    .collect_view()
            })
        })
    };
    let x_label =
        Signal::derive(move || series.with(|s| s.as_ref().map(|s| speech.say(&s.kind.x_label())).unwrap_or_default()));
    view! {
        <div class="data-table" id=id tabindex="0" hidden=Signal::derive(move || !open.get())>
            <table>
                <thead>
                    <tr>
                        <th scope="col">{x_label}</th>
                        <th scope="col" data-msg="table-active-warps"></th>
                        <th scope="col" data-msg="table-active-blocks"></th>
                        <th scope="col" data-msg="table-limited-by"></th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}
