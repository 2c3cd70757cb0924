//! "Suggest block size": the runtime's heuristic (`cudaOccupancyMaxPotentialBlockSize`), the
//! minimum grid for one full wave, and a button to use the suggestion.

use crate::inputs::InputKind;
use crate::state::State;
use leptos::prelude::*;
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
                    let report = SuggestionReport::new(&suggestion, &i.device.title(), i.device.sms(), Some(i.grid));
                    (suggestion, i.device, report)
                })
            })
        })
    });
    let text = move |f: fn(&SuggestionReport) -> String| {
        Signal::derive(move || suggestion.with(|s| s.as_ref().map(|(_, _, r)| f(r)).unwrap_or_default()))
    };
    let size = text(|r| r.block_size.as_ref().map(|f| format!("{} {}", f.text, f.unit)).unwrap_or_default());
    let headline =
        text(|r| if r.block_size.is_some() { format!(" per block: {}", r.headline) } else { r.headline.clone() });
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
    let button_label =
        text(|r| r.block_size.as_ref().map(|f| format!("Use {} threads per block", f.text)).unwrap_or_default());
    view! {
        <section class="suggestion" aria-labelledby="suggest-button">
            <button
                type="button"
                id="suggest-button"
                data-testid="suggest"
                aria-expanded=Signal::derive(move || open.get().to_string())
                aria-controls="suggestion-panel"
                on:click=move |_| open.update(|o| *o = !*o)
            >
                "Suggest block size"
            </button>
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
