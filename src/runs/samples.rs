//! The latency panel's choice of measured run ([`RunChoice`]): a select of the runs that can
//! calibrate the model on the calculator's compute capability (the samples measured for this
//! lab, the run the runs panel shows) and "none". A chosen sample is fetched and handed to the
//! runs region (a [`SampleRequest`]), which opens it as if the visitor had added the file, so that
//! reading runs stays in the runs panel's code. With the default choice the calculator's GPU's
//! own committed run is opened as the panel appears.

use crate::browser::runs::get_text;
use crate::locale::speech;
use crate::runs::choice::{of_compute_capability, RunChoice, SAMPLES};
use crate::state::State;
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_model::locale::message::Message;

/// A sample run fetched for the runs region to open: its place in [`SAMPLES`] and its text.
#[derive(Debug, Clone, Copy)]
pub struct SampleRequest(pub RwSignal<Option<(usize, String)>>);

/// The select's value of a choice: `none`, `sample:I`, or `shown` (the run the runs panel shows).
fn option_value(choice: RunChoice) -> String {
    match choice {
        RunChoice::Sample(i) => format!("sample:{i}"),
        RunChoice::None | RunChoice::Default => "none".to_string(),
        RunChoice::Server(_) | RunChoice::File => "shown".to_string(),
    }
}

/// The measured run the latency panel is calibrated by, and the means to choose another.
#[component]
pub fn RunChooser() -> impl IntoView {
    let state = expect_context::<State>();
    let request = expect_context::<SampleRequest>();
    let error = RwSignal::new(None::<Message>);
    let speech = speech();
    // The sample asked for last, so that a choice is fetched once.
    let asked = StoredValue::new(None::<usize>);
    Effect::new(move || {
        let choice = state.run_choice.get();
        let wanted = choice.sample(state.device.get());
        let shown = state.measured.with_untracked(|m| m.as_ref().and_then(|m| m.as_ref().ok()).map(|m| m.choice));
        match wanted {
            Some(i) if shown != Some(RunChoice::Sample(i)) && asked.get_value() != Some(i) => {
                asked.set_value(Some(i));
                let file = SAMPLES[i].file;
                spawn_local(async move {
                    match get_text(&format!("samples/{file}")).await {
                        Ok(text) => {
                            error.set(None);
                            request.0.set(Some((i, text)));
                        }
                        Err(why) => {
                            asked.set_value(None);
                            error.set(Some(Message::new("samples-not-fetched").arg("file", file).arg("why", why)));
                        }
                    }
                });
            }
            // No run wanted, and a sample shown (a server's or a file's run stays until another
            // choice replaces it).
            None if matches!(shown, Some(RunChoice::Sample(_))) || (choice == RunChoice::None && shown.is_some()) => {
                asked.set_value(None);
                state.measured.set(None);
            }
            // Another run chosen: a sample still on its way is not laid over it, so that choosing
            // the sample again fetches it again.
            None => asked.set_value(None),
            Some(_) => {}
        }
    });
    // The option of the run shown: the chosen sample, the default's, the runs panel's, or none.
    let selected = Memo::new(move |_| {
        let choice = state.run_choice.get();
        match choice.sample(state.device.get()) {
            Some(i) => format!("sample:{i}"),
            None => option_value(choice),
        }
    });
    let is = move |value: String| Signal::derive(move || selected.with(|s| *s == value));
    let options = move || {
        let device = state.device.get();
        let shown = state.measured.with(|m| {
            m.as_ref()
                .and_then(|m| m.as_ref().ok())
                .filter(|m| !matches!(m.choice, RunChoice::Sample(_)))
                .map(|m| m.label.clone())
        });
        let samples = of_compute_capability(device).into_iter().map(move |i| {
            let s = SAMPLES[i];
            let other = device.gpu.map(|g| g.name) != Some(s.gpu);
            let label = Message::new(if other { "run-choice-sample-other" } else { "run-choice-sample" })
                .arg("sample", Message::new(s.label))
                .arg("file", s.file)
                .arg("gpu", s.gpu);
            let value = format!("sample:{i}");
            let chosen = is(value.clone());
            view! { <option value=value prop:selected=chosen>{speech.say(&label)}</option> }
        });
        let shown = shown.map(|label| {
            let text = speech.say(&Message::new("run-choice-shown").arg("run", label));
            view! { <option value="shown" prop:selected=is("shown".to_string())>{text}</option> }
        });
        view! {
            {samples.collect_view()}
            {shown}
            <option value="none" prop:selected=is("none".to_string()) data-msg="run-choice-none"></option>
        }
    };
    let on_change = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        if value == "none" {
            state.run_choice.set(RunChoice::None);
        } else if let Some(i) = value.strip_prefix("sample:").and_then(|i| i.parse::<usize>().ok()) {
            state.run_choice.set(RunChoice::Sample(i));
        }
    };
    view! {
        <p class="run-choice">
            <label for="run-choice" data-msg="run-choice-label"></label>
            " "
            <select id="run-choice" data-testid="run-choice" on:change=on_change>
                {options}
            </select>
            " "
            <span class="field-error" role="alert" data-testid="sample-error">
                {move || error.with(|e| e.as_ref().map(|e| speech.say(e)).unwrap_or_default())}
            </span>
        </p>
    }
}
