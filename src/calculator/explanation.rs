//! How the allocation was rounded, and the next cliffs: how far each input can move before
//! the number of resident blocks changes.

use crate::shell::list::list_items;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::cliffs;
use occlab_model::report::cliff_sentences;

/// The allocation and cliffs explanation.
#[component]
pub fn Explanation() -> impl IntoView {
    let state = expect_context::<State>();
    let shown = state.shown;
    let cliff_lines = Signal::derive(move || {
        let lines = shown.with(|s| {
            s.as_ref()
                .and_then(|s| {
                    let i = &s.inputs;
                    cliffs(i.cc(), &i.kernel(), &i.launch()).ok().map(|c| cliff_sentences(&c))
                })
                .unwrap_or_default()
        });
        if lines.is_empty() {
            vec!["No input can change the blocks per SM within the device's range.".to_string()]
        } else {
            lines
        }
    });
    let registers = Signal::derive(move || {
        shown.with(|s| s.as_ref().map(|s| s.report.registers_working.clone()).unwrap_or_default())
    });
    let shared = Signal::derive(move || {
        shown.with(|s| s.as_ref().map(|s| s.report.shared_memory_working.clone()).unwrap_or_default())
    });
    view! {
        <section class="explanation" aria-labelledby="allocation-heading">
            <h2 id="allocation-heading">"How it was allocated"</h2>
            <p data-testid="registers-allocation">
                <strong>"Registers: "</strong>
                {registers}
            </p>
            <p data-testid="shared-memory-allocation">
                <strong>"Shared memory: "</strong>
                {shared}
            </p>
            <h3>"Next cliffs"</h3>
            <ul class="cliffs" data-testid="cliffs">{list_items(cliff_lines)}</ul>
        </section>
    }
}
