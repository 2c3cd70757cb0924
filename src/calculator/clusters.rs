//! Thread-block clusters (compute capability 9.0 on): a cluster size, the non-portable
//! attribute, and Nsight Compute's cluster rows for them — Max Active Clusters, Max Cluster
//! Size, Cluster Occupancy and Overall GPU Occupancy — from the model's report, as
//! `occlab calc --cluster` prints them.

use crate::locale::{speech, Speech};
use crate::state::State;
use leptos::prelude::*;
use occlab_model::locale::message::{Arg, Message};
use occlab_model::report::Figure;

/// The cluster box; shown only where the compute capability has clusters.
#[component]
pub fn Clusters() -> impl IntoView {
    let state = expect_context::<State>();
    let hidden = Signal::derive(move || state.device.with(|d| d.cc.clusters.is_none()));
    let result = state.clusters;
    let speech = speech();
    let error = Signal::derive(move || {
        result.with(|r| r.as_ref().and_then(|r| r.as_ref().err()).map(|m| speech.say(m)).unwrap_or_default())
    });
    let non_portable_label = Signal::derive(move || {
        let max = state.device.with(|d| d.cc.clusters.map_or(0, |c| c.non_portable));
        speech.say(&Message::new("cluster-non-portable").arg("max", Arg::Count(max.into())))
    });
    let invalid = Signal::derive(move || if error.with(String::is_empty) { "false" } else { "true" });
    // The report's rows, each read by position (type-erased signals keep the page small).
    let row = move |i: usize, part: fn(&Figure, Speech) -> String| {
        Signal::derive(move || {
            result.with(|r| {
                r.as_ref()
                    .and_then(|r| r.as_ref().ok())
                    .and_then(|rows| rows.get(i))
                    .map(|f| part(f, speech))
                    .unwrap_or_default()
            })
        })
    };
    let rows = (0..ROWS)
        .map(|i| {
            view! {
                <div hidden=Signal::derive(move || row(i, |f, s| s.say(&f.text)).with(String::is_empty))>
                    <dt>{row(i, |f, _| f.label.to_string())}</dt>
                    <dd data-testid=row(i, |f, _| f.key.replace('_', "-"))>{row(i, |f, s| s.say(&f.text))}</dd>
                </div>
            }
        })
        .collect_view();
    let on_input = move |ev: leptos::ev::Event| state.cluster_text.set(event_target_value(&ev));
    let on_portable = move |ev: leptos::ev::Event| state.non_portable.set(event_target_checked(&ev));
    view! {
        <section class="clusters" aria-labelledby="clusters-heading" hidden=hidden>
            <h3 id="clusters-heading" data-msg="clusters-heading"></h3>
            <div class="cluster-input">
                <label for="cluster" data-msg="cluster-size-label"></label>
                <input
                    id="cluster"
                    data-testid="cluster"
                    type="text"
                    inputmode="numeric"
                    data-msg-placeholder="cluster-size-placeholder"
                    aria-invalid=invalid
                    aria-describedby="cluster-error"
                    prop:value=state.cluster_text
                    on:input=on_input
                />
                <label class="toggle">
                    <input type="checkbox" data-testid="non-portable" prop:checked=state.non_portable on:change=on_portable/>
                    {non_portable_label}
                </label>
            </div>
            <p class="error" id="cluster-error" data-testid="cluster-error" role="alert">{error}</p>
            <dl class="cluster-rows">{rows}</dl>
        </section>
    }
}

/// Nsight Compute's cluster rows: Cluster Size, Max Active Clusters, Max Cluster Size, Cluster
/// Occupancy, Overall GPU Occupancy.
const ROWS: usize = 5;
