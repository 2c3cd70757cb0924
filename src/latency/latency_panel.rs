//! Latency hiding: the GPU's and compute capability's presets (editable, with a reset), then
//! Little's law and Volkov's two-mode model over them. The last valid result stays on screen
//! while a setting is being corrected.

use crate::latency::littles_law::LittlesLaw;
use crate::latency::setting_field::setting_fields;
use crate::latency::settings::Setting;
use crate::latency::two_mode::TwoMode;
use crate::runs::samples::SampleRuns;
use crate::shell::derived::text_of;
use crate::state::panels::Panels;
use crate::state::State;
use leptos::prelude::*;

/// The latency panel.
#[component]
pub fn LatencyPanel(
    /// Changes when the window is resized.
    #[prop(into)]
    resized: Signal<u32>,
) -> impl IntoView {
    let state = expect_context::<State>();
    let device = state.device;
    let presets = Signal::derive(move || {
        device.with(|d| {
            let gpu = d.reference_gpu().map_or_else(
                || "no GPU of it in the catalogue: enter the clock and bandwidth".to_string(),
                |g| format!("clock and bandwidth of the {}", g.name),
            );
            format!("Presets: compute capability {} ({}) latencies and rates; {gpu}.", d.cc.name, d.cc.architecture)
        })
    });
    let unchanged = Signal::derive(move || state.typed.with(|t| t.iter().all(Option::is_none)));
    let answer = expect_context::<Panels>().answer;
    let reasons = move || {
        answer
            .with(|a| a.as_ref().map(|a| a.reasons.clone()).unwrap_or_default())
            .into_iter()
            .map(|r| view! { <li>{r}</li> })
            .collect_view()
    };
    let architecture = Signal::derive(move || device.with(|d| d.cc.architecture));
    let no_run = Signal::derive(move || state.measured.with(|m| !matches!(m, Some(Ok(_)))));
    view! {
        <section class="panel latency-panel" aria-labelledby="latency-heading">
            <h2 id="latency-heading">"Latency hiding"</h2>
            <p class="answer" data-testid="latency-answer">
                {text_of(answer, |a| a.as_ref().map(|a| a.answer.clone()).unwrap_or_default())}
            </p>
            <ul class="reasons" data-testid="latency-reasons">{reasons}</ul>
            <p class="hint" data-testid="latency-no-run" hidden=Signal::derive(move || !no_run.get())>
                "No measured run is open, so only the textbook answers. A measured run of a "
                {architecture}
                " GPU calibrates the model: open one in the runs panel below ("
                <code>"occlab measure"</code>
                " writes them), or one of the runs measured for this lab: "
                <SampleRuns/>
            </p>
            <p class="hint">
                {presets}
                " "
                <button
                    type="button"
                    data-testid="reset-settings"
                    disabled=unchanged
                    on:click=move |_| state.reset_settings()
                >
                    "Reset to presets"
                </button>
            </p>
            <fieldset class="settings">
                <legend>"Hardware"</legend>
                {setting_fields(&Setting::HARDWARE)}
            </fieldset>
            <p class="field-error" role="alert" data-testid="latency-error">{text_of(expect_context::<Panels>().latency, |l| l.error())}</p>
            <LittlesLaw/>
            <TwoMode resized/>
        </section>
    }
}
