//! "Suggest block size": the runtime's heuristic (`cudaOccupancyMaxPotentialBlockSize`), the
//! minimum grid for one full wave, and a button to use the suggestion.

use crate::device::Device;
use crate::format::{count, percent, thousands};
use crate::inputs::InputKind;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::{max_potential_block_size, BlockSizeSuggestion};

/// The sentences of a suggestion.
fn describe(s: &BlockSizeSuggestion, device: Device, grid: u64) -> (String, String, String) {
    if s.block_size == 0 {
        return (
            String::new(),
            "No block size can run with these registers, shared memory and barriers.".to_string(),
            String::new(),
        );
    }
    let headline = format!(
        " per block → {} per SM, {} occupancy.",
        count(u64::from(s.blocks_per_sm), "block", "blocks"),
        percent(s.occupancy)
    );
    let wave = match device.sms() {
        Some(sms) => {
            let min_grid = s.min_grid_size(sms);
            let fits = if grid >= min_grid {
                "at least one full wave"
            } else {
                "less than one full wave: some SMs would sit idle"
            };
            format!(
                "Minimum grid for one full wave on {} ({} SMs): {}. Your grid of {} is {fits}.",
                device.title(),
                sms,
                count(min_grid, "block", "blocks"),
                thousands(grid),
            )
        }
        None => format!(
            "Minimum grid for one full wave: {} per SM × the GPU's SM count. A bare compute capability has no SM count: pick a GPU to get the number.",
            count(u64::from(s.blocks_per_sm), "block", "blocks")
        ),
    };
    (count(u64::from(s.block_size), "thread", "threads"), headline, wave)
}

/// The suggestion button and its panel.
#[component]
pub fn Suggestion(
    /// The app state; suggests for its last valid calculation.
    state: State,
) -> impl IntoView {
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
                max_potential_block_size(i.cc(), &i.kernel(), &i.launch(), |_| dynamic)
                    .ok()
                    .map(|suggestion| (suggestion, i.device, i.grid))
            })
        })
    });
    let texts =
        Memo::new(move |_| suggestion.get().map(|(s, device, grid)| describe(&s, device, grid)).unwrap_or_default());
    let size = Signal::derive(move || texts.get().0);
    let headline = Signal::derive(move || texts.get().1);
    let wave = Signal::derive(move || texts.get().2);
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
    let button_label = Signal::derive(move || {
        suggestion
            .get()
            .map(|(s, _, _)| format!("Use {} threads per block", thousands(u64::from(s.block_size))))
            .unwrap_or_default()
    });
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
