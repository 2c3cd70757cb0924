//! Little's law, concurrency = latency × throughput, for arithmetic and memory latency: the
//! instructions or bytes that must be in flight on each SM, and the warps that supply them.

use crate::latency::setting_field::setting_fields;
use crate::latency::settings::Setting;
use crate::shell::derived::said_of;
use crate::state::panels::Panels;
use leptos::prelude::*;
use occlab_model::locale::message::Message;

/// The Little's-law section of the latency panel.
#[component]
pub fn LittlesLaw() -> impl IntoView {
    let latency = expect_context::<Panels>().latency;
    view! {
        <section class="littles-law" aria-labelledby="littles-law-heading">
            <h3 id="littles-law-heading" data-msg="littles-law-heading"></h3>
            <div class="settings">{setting_fields(&Setting::LITTLE)}</div>
            <ul class="working" hidden=Signal::derive(move || latency.with(|l| l.hiding.is_none()))>
                <li data-testid="arithmetic-hiding">
                    <strong data-msg="working-arithmetic"></strong>
                    " "
                    {said_of(latency, |l| l.hiding.as_ref().map(|h| h.arithmetic_sentence()))}
                </li>
                <li data-testid="memory-hiding">
                    <strong data-msg="working-memory"></strong>
                    " "
                    {said_of(latency, |l| {
                        l.hiding.as_ref().map(|h| {
                            Message::new("working-memory-bandwidth")
                                .arg("memory", h.memory_sentence())
                                .arg("bandwidth", h.bandwidth_sentence())
                        })
                    })}
                </li>
            </ul>
        </section>
    }
}
