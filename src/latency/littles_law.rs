//! Little's law, concurrency = latency × throughput, for arithmetic and memory latency: the
//! instructions or bytes that must be in flight on each SM, and the warps that supply them.

use crate::latency::setting_field::setting_fields;
use crate::latency::settings::Setting;
use crate::shell::derived::said_of;
use crate::state::panels::Panels;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::locale::message::Message;

/// The Little's-law section of the latency panel.
#[component]
pub fn LittlesLaw() -> impl IntoView {
    let latency = expect_context::<Panels>().latency;
    let state = expect_context::<State>();
    let warp_size = Signal::derive(move || state.device.with(|d| d.cc.warp_size));
    let speech = crate::locale::speech();
    view! {
        <section class="littles-law" aria-labelledby="littles-law-heading">
            <h3 id="littles-law-heading" data-msg="littles-law-heading"></h3>
            <div class="settings">{setting_fields(&Setting::LITTLE)}</div>
            <p
                data-testid="traffic"
                class=move || if latency.with(|l| l.hiding.as_ref().is_some_and(|h| h.traffic_differs())) { "field-error" } else { "hint" }
            >
                {move || {
                    let warp_size = warp_size.get();
                    latency.with(|l| l.hiding.as_ref().map(|h| speech.say(&h.traffic_sentence(warp_size)))).unwrap_or_default()
                }}
            </p>
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
