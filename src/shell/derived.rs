//! Display values derived from a memo through a plain function: every use shares one closure
//! type per memo type, which keeps the wasm small (each distinct closure costs code).

use crate::locale::speech;
use leptos::prelude::*;
use occlab_model::locale::message::Message;

/// A message computed from `memo` by `f`, in the page's language (empty for `None`).
pub fn said_of<T: Send + Sync + 'static>(memo: Memo<T>, f: fn(&T) -> Option<Message>) -> Signal<String> {
    let speech = speech();
    Signal::derive(move || memo.with(f).map(|m| speech.say(&m)).unwrap_or_default())
}

/// A flag computed from `memo` by `f`.
pub fn flag_of<T: Send + Sync + 'static>(memo: Memo<T>, f: fn(&T) -> bool) -> Signal<bool> {
    Signal::derive(move || memo.with(f))
}
