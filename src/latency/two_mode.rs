//! Volkov's two-mode model (thesis §3.5–3.10): the instruction mix and the latency bound in,
//! the throughput bound of each resource (the tightest named), the needed occupancy, the mode
//! at the calculator's occupancy, and the throughput chart in GB/s or GFLOP/s.

use crate::latency::setting_field::setting_fields;
use crate::latency::settings::{RateUnit, Setting};
use crate::latency::throughput_chart::ThroughputChart;
use crate::locale::speech;
use crate::shell::derived::said_of;
use crate::state::panels::Panels;
use crate::state::State;
use leptos::prelude::*;
use occlab_charts::Throughput;

/// The two-mode section of the latency panel.
#[component]
pub fn TwoMode() -> impl IntoView {
    let state = expect_context::<State>();
    let Panels { latency, throughput, answer, .. } = expect_context::<Panels>();
    let unit = state.unit;
    let speech = speech();
    let unit_choice = move |choice: RateUnit| {
        view! {
            <label class="toggle">
                <input
                    type="radio"
                    name="rate-unit"
                    data-testid=format!("unit-{}", choice.key())
                    prop:checked=Signal::derive(move || unit.get() == choice)
                    on:change=move |_| unit.set(choice)
                />
                {choice.label()}
            </label>
        }
    };
    view! {
        <section class="two-mode" aria-labelledby="two-mode-heading">
            <h3 id="two-mode-heading" data-msg="two-mode-heading"></h3>
            <fieldset class="settings">
                <legend data-msg="two-mode-mix"></legend>
                {setting_fields(&Setting::MIX)}
            </fieldset>
            <fieldset class="settings">
                <legend data-msg="two-mode-latency"></legend>
                {setting_fields(&Setting::LATENCY)}
            </fieldset>
            <div hidden=Signal::derive(move || latency.with(|l| l.hiding.is_none()))>
                <p data-testid="latency-bound">
                    <strong data-msg="working-latency-bound"></strong>
                    " "
                    {said_of(latency, |l| l.hiding.as_ref().map(|h| h.latency_bound_sentence()))}
                </p>
                <table class="limits bounds" data-testid="throughput-bounds">
                    <caption data-msg="latency-cli-throughput"></caption>
                    <tbody>
                        {move || {
                            latency
                                .with(|l| l.hiding.as_ref().map(|h| h.bound_rows()).unwrap_or_default())
                                .into_iter()
                                .map(|(label, cycles, tightest)| {
                                    view! {
                                        <tr class:limiting=tightest>
                                            <th scope="row">{speech.say(&label)}</th>
                                            <td>{speech.say(&cycles)}</td>
                                            <td class="flag">
                                                {if tightest { speech.say_id("two-mode-tightest") } else { String::new() }}
                                            </td>
                                        </tr>
                                    }
                                })
                                .collect_view()
                        }}
                    </tbody>
                </table>
                <p data-testid="two-mode-model">
                    {said_of(latency, |l| l.hiding.as_ref().map(|h| h.model_sentence()))}
                </p>
            </div>
            <p class="mode" data-testid="mode">{said_of(throughput, Throughput::mode_of)}</p>
            <p class="hint" data-testid="mode-textbook">
                {said_of(answer, |a| a.as_ref().and_then(|a| a.textbook_mode.clone()))}
            </p>
            <div class="unit-choice" role="radiogroup" data-msg-label="two-mode-unit">
                <span data-msg="two-mode-show-in"></span>
                {unit_choice(RateUnit::Bytes)}
                {unit_choice(RateUnit::Flops)}
            </div>
            <ThroughputChart throughput/>
        </section>
    }
}
