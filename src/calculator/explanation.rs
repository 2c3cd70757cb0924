//! How the allocation was rounded, and the next cliffs: how far each input can move before
//! the number of resident blocks changes.

use crate::calculator::report_text;
use crate::locale::speech;
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
    let speech = speech();
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
            vec![speech.say_id("explanation-no-cliffs")]
        } else {
            speech.say_all(&lines)
        }
    });
    let registers = report_text(|r| Some(r.registers_line()));
    let shared = report_text(|r| Some(r.shared_memory_line()));
    view! {
        <section class="explanation" aria-labelledby="allocation-heading">
            <h2 id="allocation-heading" data-msg="explanation-heading"></h2>
            <p data-testid="registers-allocation">{registers}</p>
            <p data-testid="shared-memory-allocation">{shared}</p>
            <h3 data-msg="explanation-cliffs"></h3>
            <ul class="cliffs" data-testid="cliffs">{list_items(cliff_lines)}</ul>
        </section>
    }
}
