//! The chosen run over the model: what the run says in the model's words (the self-check, the
//! calibrated two-mode model's knees, the staircase's steps, the timeline's achieved occupancy),
//! and the wave staircase over the model's steps (the block timeline is drawn beside the waves
//! picture, [`super::run_timeline`]); its measured figures are the latency panel's presets while
//! it is shown, "Calculate on the run's GPU" puts its GPU in the calculator, and "Close" leaves
//! the textbook alone.

use crate::browser::canvas::{keep_painted, paint_staircase};
use crate::locale::speech;
use crate::runs::choice::RunChoice;
use crate::shell::list::list_items;
use crate::state::State;
use leptos::html::Canvas;
use leptos::prelude::*;
use occlab_charts::StaircaseWords;
use occlab_model::locale::message::Message;
use occlab_model::report::RunReport;

/// The chosen run's panel; hidden while no run is chosen.
#[component]
pub fn MeasuredRun() -> impl IntoView {
    let state = expect_context::<State>();
    let speech = speech();
    let measured = state.measured;
    let report = move |f: fn(&RunReport) -> Vec<Message>| {
        Signal::derive(move || {
            let lines = measured.with(|m| m.as_ref().and_then(|m| m.as_ref().ok()).map(|m| f(&m.report)));
            speech.say_all(&lines.unwrap_or_default())
        })
    };
    let line = move |f: fn(&RunReport) -> Message| {
        Signal::derive(move || {
            measured.with(|m| m.as_ref().and_then(|m| m.as_ref().ok()).map(|m| speech.say(&f(&m.report))))
        })
    };
    let error = Signal::derive(move || {
        measured.with(|m| m.as_ref().and_then(|m| m.as_ref().err()).map(|e| speech.say(e)).unwrap_or_default())
    });
    let hidden = Signal::derive(move || measured.with(|m| !matches!(m, Some(Ok(_)))));
    let staircase = NodeRef::<Canvas>::new();
    keep_painted(staircase, move |element, palette| {
        measured.with(|m| {
            if let Some(Ok(m)) = m {
                paint_staircase(element, &m.staircase, palette, &StaircaseWords::new(|m| speech.say(m)));
            }
        });
    });
    // The run's own GPU in the calculator (its measured figures are the latency panel's presets
    // whenever it is shown).
    let use_device = move |_| {
        if let Some(device) = measured.with_untracked(|m| m.as_ref().and_then(|m| m.as_ref().ok()).map(|m| m.device()))
        {
            state.device.set(device);
        }
    };
    let other_device = Signal::derive(move || {
        let device = state.device.get();
        measured.with(|m| m.as_ref().and_then(|m| m.as_ref().ok()).is_some_and(|m| m.device() != device))
    });
    let label = Signal::derive(move || {
        measured.with(|m| m.as_ref().and_then(|m| m.as_ref().ok()).map(|m| speech.say(&m.label)).unwrap_or_default())
    });
    let calibration = report(|r| r.calibration.iter().chain(&r.validation).cloned().collect());
    let knees = report(|r| {
        r.throughput
            .iter()
            .map(|t| {
                Message::new("run-curve-line")
                    .arg("title", t.title.clone())
                    .arg("knee", t.knee.clone())
                    .arg("error", t.error.clone())
            })
            .collect()
    });
    view! {
        <p class="error" data-testid="run-error" role="alert" hidden=Signal::derive(move || error.with(String::is_empty))>
            {error}
        </p>
        <section class="measured-run" aria-labelledby="measured-heading" data-testid="measured-run" hidden=hidden>
            <h3 id="measured-heading">{line(|r| r.heading.clone())}</h3>
            <p class="run-shown" data-testid="run-shown">
                <span data-msg="run-shown"></span>
                " "
                <strong>{label}</strong>
            </p>
            <p data-testid="self-check">{line(|r| r.self_check.clone())}</p>
            <div class="run-actions">
                <button type="button" data-testid="use-run-device" hidden=Signal::derive(move || !other_device.get()) on:click=use_device data-msg="run-use-device"></button>
                <button
                    type="button"
                    data-testid="close-run"
                    on:click=move |_| state.run_choice.set(RunChoice::None)
                    data-msg="run-close"
                ></button>
            </div>
            <h4 data-msg="run-throughput-heading"></h4>
            <p class="hint" data-msg="run-throughput-hint"></p>
            <ul data-testid="run-calibration">{list_items(calibration)}</ul>
            <details>
                <summary data-msg="run-curves"></summary>
                <ul data-testid="run-knees">{list_items(knees)}</ul>
            </details>
            <figure class="chart">
                <div class="canvas-wrap">
                    <canvas node_ref=staircase data-testid="canvas-staircase" role="img"
                        aria-label=Signal::derive(move || measured.with(|m| m.as_ref().and_then(|m| m.as_ref().ok()).map(|m| speech.say(&m.staircase.summary())).unwrap_or_default()))></canvas>
                </div>
                <figcaption data-msg="run-staircase-caption"></figcaption>
            </figure>
            <ul data-testid="run-staircase">{list_items(report(|r| r.staircase.clone()))}</ul>
        </section>
    }
}
