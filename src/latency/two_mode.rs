//! Volkov's two-mode model (thesis §3.5–3.10): the instruction mix and the latency bound in,
//! the throughput bound of each resource (the tightest named), the needed occupancy, the mode
//! at the calculator's occupancy, and the throughput chart in GB/s or GFLOP/s.

use crate::latency::setting_field::setting_fields;
use crate::latency::settings::{RateUnit, Setting};
use crate::latency::throughput_chart::ThroughputChart;
use crate::shell::derived::text_of;
use crate::state::panels::Panels;
use crate::state::State;
use leptos::prelude::*;
use occlab_charts::Throughput;

/// The two-mode section of the latency panel.
#[component]
pub fn TwoMode(
    /// Changes when the window is resized.
    #[prop(into)]
    resized: Signal<u32>,
) -> impl IntoView {
    let state = expect_context::<State>();
    let Panels { latency, throughput, .. } = expect_context::<Panels>();
    let unit = state.unit;
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
            <h3 id="two-mode-heading">"Volkov's two-mode model: throughput ≈ min(n / latency bound, throughput bound)"</h3>
            <fieldset class="settings">
                <legend>"Instruction mix per warp"</legend>
                {setting_fields(&Setting::MIX)}
            </fieldset>
            <fieldset class="settings">
                <legend>"Latency bound: the longest dependency chain, or cycles entered"</legend>
                {setting_fields(&Setting::LATENCY)}
            </fieldset>
            <div hidden=Signal::derive(move || latency.with(|l| l.hiding.is_none()))>
                <p data-testid="latency-bound">
                    <strong>"Latency bound: "</strong>
                    {text_of(latency, |l| l.hiding.as_ref().map(|h| h.latency_bound_sentence()).unwrap_or_default())}
                </p>
                <table class="limits bounds" data-testid="throughput-bounds">
                    <caption>"Throughput bound: cycles each resource is busy per warp, per SM"</caption>
                    <tbody>
                        {move || {
                            latency
                                .with(|l| l.hiding.as_ref().map(|h| h.bound_rows()).unwrap_or_default())
                                .into_iter()
                                .map(|(label, cycles, tightest)| {
                                    view! {
                                        <tr class:limiting=tightest>
                                            <th scope="row">{label}</th>
                                            <td>{cycles}</td>
                                            <td class="flag">{if tightest { "◀ tightest" } else { "" }}</td>
                                        </tr>
                                    }
                                })
                                .collect_view()
                        }}
                    </tbody>
                </table>
                <p data-testid="two-mode-model">
                    {text_of(latency, |l| l.hiding.as_ref().map(|h| h.model_sentence()).unwrap_or_default())}
                </p>
            </div>
            <p class="mode" data-testid="mode">{text_of(throughput, Throughput::mode_of)}</p>
            <div class="unit-choice" role="radiogroup" aria-label="Throughput unit">
                <span>"Show throughput in"</span>
                {unit_choice(RateUnit::Bytes)}
                {unit_choice(RateUnit::Flops)}
            </div>
            <ThroughputChart throughput resized/>
        </section>
    }
}
