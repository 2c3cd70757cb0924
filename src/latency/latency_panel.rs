//! Latency hiding: the GPU's and compute capability's presets (editable, with a reset), then
//! Little's law and Volkov's two-mode model over them. The last valid result stays on screen
//! while a setting is being corrected.

use crate::latency::littles_law::LittlesLaw;
use crate::latency::setting_field::setting_fields;
use crate::latency::settings::Setting;
use crate::latency::two_mode::TwoMode;
use crate::locale::speech;
use crate::runs::samples::SampleRuns;
use crate::shell::derived::said_of;
use crate::state::panels::Panels;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::locale::message::Message;

/// The latency panel.
#[component]
pub fn LatencyPanel(
    /// Changes when the window is resized.
    #[prop(into)]
    resized: Signal<u32>,
) -> impl IntoView {
    let state = expect_context::<State>();
    let device = state.device;
    let speech = speech();
    let presets = Signal::derive(move || {
        let presets = device.with(|d| {
            let gpu = d.reference_gpu().map_or_else(
                || Message::new("latency-presets-no-gpu"),
                |g| Message::new("latency-presets-gpu").arg("gpu", g.name),
            );
            Message::new("latency-presets").arg("cc", d.cc.name).arg("architecture", d.cc.architecture).arg("gpu", gpu)
        });
        speech.say(&presets)
    });
    let unchanged = Signal::derive(move || state.typed.with(|t| t.iter().all(Option::is_none)));
    let answer = expect_context::<Panels>().answer;
    let reasons = move || {
        answer
            .with(|a| a.as_ref().map(|a| speech.say_all(&a.reasons)).unwrap_or_default())
            .into_iter()
            .map(|r| view! { <li>{r}</li> })
            .collect_view()
    };
    let no_run_text = Signal::derive(move || {
        let architecture = device.with(|d| d.cc.architecture);
        speech.say(&Message::new("latency-no-run").arg("architecture", architecture).arg("command", "occlab measure"))
    });
    let no_run = Signal::derive(move || state.measured.with(|m| !matches!(m, Some(Ok(_)))));
    view! {
        <section class="panel latency-panel" aria-labelledby="latency-heading">
            <h2 id="latency-heading" data-msg="latency-panel-heading"></h2>
            <p class="answer" data-testid="latency-answer">{said_of(answer, |a| a.as_ref().map(|a| a.answer.clone()))}</p>
            <ul class="reasons" data-testid="latency-reasons">{reasons}</ul>
            <p class="hint" data-testid="latency-no-run" hidden=Signal::derive(move || !no_run.get())>
                {no_run_text}
                " "
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
                    <span data-msg="latency-reset"></span>
                </button>
            </p>
            <fieldset class="settings">
                <legend data-msg="latency-hardware"></legend>
                {setting_fields(&Setting::HARDWARE)}
            </fieldset>
            <p class="field-error" role="alert" data-testid="latency-error">{said_of(expect_context::<Panels>().latency, |l| l.error())}</p>
            <LittlesLaw/>
            <TwoMode resized/>
        </section>
    }
}
