//! "Suggest block size": the runtime's heuristic (`cudaOccupancyMaxPotentialBlockSize`), the
//! minimum grid for one full wave, and a button to use the suggestion.

use crate::inputs::InputKind;
use crate::locale::speech;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::locale::message::Message;
use occlab_model::max_potential_block_size;
use occlab_model::report::SuggestionReport;

/// The suggestion button and its panel.
#[component]
pub fn Suggestion() -> impl IntoView {
    let state = expect_context::<State>();
    let open = RwSignal::new(false);
    let shown = state.shown;
    let suggestion = Memo::new(move |_| {
        if !open.get() {
            return None;
        }
        shown.with(|s| {
            s.as_ref().and_then(|s| {
                let i = &s.inputs;
                let dynamic = i.dynamic_shared_memory;
                max_potential_block_size(i.cc(), &i.kernel(), &i.launch(), |_| dynamic).ok().map(|suggestion| {
                    let report =
                        SuggestionReport::new(&suggestion, i.device.in_sentence(), i.device.sms(), Some(i.grid));
                    (suggestion, i.device, report)
                })
            })
        })
    });
    let speech = speech();
    let text = move |f: fn(&SuggestionReport) -> Option<Message>| {
        Signal::derive(move || {
            suggestion.with(|s| s.as_ref().and_then(|(_, _, r)| f(r)).map(|m| speech.say(&m)).unwrap_or_default())
        })
    };
    let size = text(SuggestionReport::threads);
    let headline = text(|r| match r.block_size {
        Some(_) => Some(Message::new("suggest-per-block").arg("headline", r.headline.clone())),
        None => Some(r.headline.clone()),
    });
    let wave = text(|r| r.wave.clone());
    let size_value = move || suggestion.get_untracked().map(|(s, device, _)| (s.block_size, device));
    let apply = move |_| {
        if let Some((size, device)) = size_value() {
            if size % device.cc.warp_size != 0 {
                state.any_block_size.set(true);
            }
            state.set(InputKind::Threads, size.into());
        }
    };
    let cannot_apply = Signal::derive(move || suggestion.get().is_none_or(|(s, _, _)| s.block_size == 0));
    let button_label = text(|r| r.threads().map(|threads| Message::new("suggest-use").arg("threads", threads)));
    view! {
        <section class="suggestion" aria-labelledby="suggest-button">
            <button
                type="button"
                id="suggest-button"
                data-testid="suggest"
                aria-expanded=Signal::derive(move || open.get().to_string())
                aria-controls="suggestion-panel"
                on:click=move |_| open.update(|o| *o = !*o)
                data-msg="suggest-button"
            ></button>
            <div id="suggestion-panel" class="suggestion-panel" hidden=Signal::derive(move || !open.get())>
                <p>
                    <strong data-testid="suggested-block-size">{size}</strong>
                    {headline}
                </p>
                <p data-testid="min-grid">{wave}</p>
                <button type="button" data-testid="apply-suggestion" hidden=cannot_apply on:click=apply>
                    {button_label}
                </button>
            </div>
        </section>
    }
}
