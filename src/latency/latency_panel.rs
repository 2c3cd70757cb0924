//! Latency hiding: the GPU's and compute capability's presets (editable, with a reset), then
//! Little's law and Volkov's two-mode model over them. The last valid result stays on screen
//! while a setting is being corrected.

use crate::latency::littles_law::LittlesLaw;
use crate::latency::setting_field::setting_fields;
use crate::latency::settings::Setting;
use crate::latency::two_mode::TwoMode;
use crate::locale::speech;
use crate::runs::choice::of_compute_capability;
use crate::runs::samples::RunChooser;
use crate::shell::derived::said_of;
use crate::state::panels::Panels;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::locale::message::Message;

/// The latency panel.
#[component]
pub fn LatencyPanel() -> impl IntoView {
    let state = expect_context::<State>();
    let device = state.device;
    let speech = speech();
    let answer = expect_context::<Panels>().answer;
    let shown_run = move || {
        let cc = device.with(|d| d.cc.name);
        state.measured.with(|m| {
            m.as_ref().and_then(|m| m.as_ref().ok()).filter(|m| m.compute_capability() == cc).map(|m| m.label.clone())
        })
    };
    let presets = Signal::derive(move || {
        let presets = match shown_run() {
            Some(run) => Message::new("latency-presets-run").arg("run", run),
            None => device.with(|d| {
                let gpu = d.reference_gpu().map_or_else(
                    || Message::new("latency-presets-no-gpu"),
                    |g| Message::new("latency-presets-gpu").arg("gpu", g.name),
                );
                Message::new("latency-presets").arg("gpu", gpu)
            }),
        };
        let (cc, architecture) = device.with(|d| (d.cc.name, d.cc.architecture));
        speech.say(&presets.arg("cc", cc).arg("architecture", architecture))
    });
    let unchanged = Signal::derive(move || state.typed.with(|t| t.iter().all(Option::is_none)));
    let reasons = move || {
        answer
            .with(|a| a.as_ref().map(|a| speech.say_all(&a.reasons)).unwrap_or_default())
            .into_iter()
            .map(|r| view! { <li>{r}</li> })
            .collect_view()
    };
    // Where no run of the device's compute capability was measured for this lab, how to make one.
    let no_samples = Signal::derive(move || {
        let device = device.get();
        of_compute_capability(device).is_empty().then(|| {
            speech.say(
                &Message::new("latency-no-run")
                    .arg("architecture", device.cc.architecture)
                    .arg("command", "occlab measure"),
            )
        })
    });
    view! {
        <section class="panel latency-panel" aria-labelledby="latency-heading">
            <h2 id="latency-heading" data-msg="latency-panel-heading"></h2>
            <p class="headline" data-testid="latency-headline">{said_of(answer, |a| a.as_ref().map(|a| a.headline.clone()))}</p>
            <p class="answer" data-testid="latency-answer">{said_of(answer, |a| a.as_ref().map(|a| a.answer.clone()))}</p>
            <RunChooser/>
            <p class="hint" data-testid="latency-no-run" hidden=Signal::derive(move || no_samples.with(Option::is_none))>
                {move || no_samples.get().unwrap_or_default()}
            </p>
            <ul class="reasons" data-testid="latency-reasons">{reasons}</ul>
            <p class="hint" data-testid="latency-presets">
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
            <TwoMode/>
        </section>
    }
}
