//! The calculator: the result in large type with its limiter, the block-limit table, how the
//! allocation was rounded with the next cliffs, the block-size suggestion, and thread-block
//! clusters.

pub mod clusters;
pub mod explanation;
pub mod limit_table;
pub mod suggestion;
pub mod summary;

use crate::locale::speech;
use crate::state::State;
use leptos::prelude::*;
use occlab_model::locale::message::Message;
use occlab_model::report::OccupancyReport;

/// A sentence or figure of the report shown, in the page's language (empty when `f` gives none):
/// one closure type for every such text, since each type costs the page its own copy of the
/// rendering code.
pub fn report_text(f: fn(&OccupancyReport) -> Option<Message>) -> Signal<String> {
    let shown = expect_context::<State>().shown;
    let speech = speech();
    Signal::derive(move || {
        shown.with(|s| s.as_ref().and_then(|s| f(&s.report)).map(|m| speech.say(&m)).unwrap_or_default())
    })
}

/// Sentences of the report shown, in the page's language.
pub fn report_lines(f: fn(&OccupancyReport) -> &[Message]) -> Signal<Vec<String>> {
    let shown = expect_context::<State>().shown;
    let speech = speech();
    Signal::derive(move || shown.with(|s| s.as_ref().map(|s| speech.say_all(f(&s.report))).unwrap_or_default()))
}
