//! Little's law, concurrency = latency × throughput, for arithmetic and memory latency: the
//! instructions or bytes that must be in flight on each SM, and the warps that supply them.

use crate::latency::setting_field::setting_fields;
use crate::latency::settings::Setting;
use crate::shell::derived::text_of;
use crate::state::panels::Panels;
use leptos::prelude::*;

/// The Little's-law section of the latency panel.
#[component]
pub fn LittlesLaw() -> impl IntoView {
    let latency = expect_context::<Panels>().latency;
    view! {
        <section class="littles-law" aria-labelledby="littles-law-heading">
            <h3 id="littles-law-heading">"Little's law: concurrency = latency × throughput"</h3>
            <div class="settings">{setting_fields(&Setting::LITTLE)}</div>
            <ul class="working" hidden=Signal::derive(move || latency.with(|l| l.hiding.is_none()))>
                <li data-testid="arithmetic-hiding">
                    <strong>"Arithmetic: "</strong>
                    {text_of(latency, |l| l.hiding.as_ref().map(|h| h.arithmetic_sentence()).unwrap_or_default())}
                </li>
                <li data-testid="memory-hiding">
                    <strong>"Memory: "</strong>
                    {text_of(latency, |l| {
                        l.hiding
                            .as_ref()
                            .map(|h| format!("{} ({})", h.memory_sentence(), h.bandwidth_sentence()))
                            .unwrap_or_default()
                    })}
                </li>
            </ul>
        </section>
    }
}
