//! The runs measured for this lab (`public/samples/`, copied beside the page as `samples/`),
//! offered by the latency panel when no run is open: those of the chosen device's architecture.
//! A chosen sample is fetched and handed to the runs region (a [`SampleRequest`]), which opens it
//! as if the visitor had added the file, so that reading runs stays in the runs panel's code.

use crate::browser::runs::get_text;
use crate::locale::speech;
use crate::state::State;
use leptos::prelude::*;
use leptos::task::spawn_local;
use occlab_model::locale::message::Message;
use occlab_model::ComputeCapability;

/// Each sample: its file in `public/samples/`, the GPU it measured and its compute capability
/// (`public/samples/README.md` says how each was taken).
pub const SAMPLES: [(&str, &str, &str); 6] = [
    ("h100-run.json", "H100 80GB HBM3", "9.0"),
    ("h100-run-b.json", "H100 80GB HBM3, a second capture", "9.0"),
    ("h100-run-c.json", "H100 80GB HBM3, a third capture", "9.0"),
    ("h100-quick.json", "H100 80GB HBM3, --quick", "9.0"),
    ("h200-run.json", "H200 (format 1: the vector add and ILP 1, 2, 4 only)", "9.0"),
    ("h200-quick.json", "H200, --quick (format 1)", "9.0"),
];

/// The samples measured on a GPU of `architecture` ("Hopper").
pub fn of_architecture(architecture: &str) -> Vec<(&'static str, &'static str)> {
    SAMPLES
        .iter()
        .filter(|s| ComputeCapability::find(s.2).is_some_and(|cc| cc.architecture == architecture))
        .map(|s| (s.0, s.1))
        .collect()
}

/// A sample run fetched for the runs region to open: its file name and text.
#[derive(Debug, Clone, Copy)]
pub struct SampleRequest(pub RwSignal<Option<(String, String)>>);

/// The samples of the chosen device's architecture, each a button that opens it.
#[component]
pub fn SampleRuns() -> impl IntoView {
    let state = expect_context::<State>();
    let request = expect_context::<SampleRequest>();
    let error = RwSignal::new(String::new());
    let speech = speech();
    let samples = move || {
        let architecture = state.device.with(|d| d.cc.architecture);
        let offered = of_architecture(architecture);
        if offered.is_empty() {
            return view! { <span data-msg="samples-none"></span> }.into_any();
        }
        offered
            .into_iter()
            .map(|(file, gpu)| {
                let open = move |_| {
                    spawn_local(async move {
                        match get_text(&format!("samples/{file}")).await {
                            Ok(text) => {
                                error.set(String::new());
                                request.0.set(Some((file.to_string(), text)));
                            }
                            Err(e) => error
                                .set(speech.say(&Message::new("samples-not-fetched").arg("file", file).arg("why", e))),
                        }
                    });
                };
                view! {
                    <button type="button" class="sample-run" data-testid="sample-run" data-file=file on:click=open>
                        {gpu}
                    </button>
                    " "
                }
            })
            .collect_view()
            .into_any()
    };
    view! {
        <span class="sample-runs">{samples}</span>
        <span class="field-error" role="alert" data-testid="sample-error">{error}</span>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use occlab_model::run::Run;

    #[test]
    fn every_sample_is_listed_and_measured_what_the_list_says() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/public/samples");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| unreachable!("{e}"))
            .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
            .filter(|f| f.ends_with(".json"))
            .collect();
        files.sort();
        let mut listed: Vec<String> = SAMPLES.iter().map(|s| s.0.to_string()).collect();
        listed.sort();
        assert_eq!(files, listed);
        for (file, _, cc) in SAMPLES {
            let text = std::fs::read_to_string(format!("{dir}/{file}")).unwrap_or_else(|e| unreachable!("{file}: {e}"));
            let run = Run::from_json(&text).unwrap_or_else(|e| unreachable!("{file}: {e}"));
            assert_eq!(run.device.compute_capability, cc, "{file}");
        }
        assert_eq!(of_architecture("Hopper").len(), 6);
        assert!(of_architecture("Ampere").is_empty());
    }
}
