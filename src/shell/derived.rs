//! Display values derived from a memo through a plain function: every use shares one closure
//! type per memo type, which keeps the wasm small (each distinct closure costs code).

use leptos::prelude::*;

/// Text computed from `memo` by `f`.
pub fn text_of<T: Send + Sync + 'static>(memo: Memo<T>, f: fn(&T) -> String) -> Signal<String> {
    Signal::derive(move || memo.with(f))
}

/// A flag computed from `memo` by `f`.
pub fn flag_of<T: Send + Sync + 'static>(memo: Memo<T>, f: fn(&T) -> bool) -> Signal<bool> {
    Signal::derive(move || memo.with(f))
}
