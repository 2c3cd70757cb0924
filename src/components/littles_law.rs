//! Little's law, concurrency = latency × throughput, for arithmetic and memory latency: the
//! instructions or bytes that must be in flight on each SM, and the warps that supply them.

use super::derived::text_of;
use super::setting_field::setting_fields;
use crate::settings::Setting;
use crate::state::State;
use leptos::prelude::*;

/// The Little's-law section of the latency panel.
#[component]
pub fn LittlesLaw(
    /// The app state holding the settings and the panels' results.
    state: State,
) -> impl IntoView {
    view! {
        <section class="littles-law" aria-labelledby="littles-law-heading">
            <h3 id="littles-law-heading">"Little's law: concurrency = latency × throughput"</h3>
            <div class="settings">{setting_fields(state, &Setting::LITTLE)}</div>
            <div inner_html=text_of(state.panels, |p| p.latency.littles_law_html())></div>
        </section>
    }
}
