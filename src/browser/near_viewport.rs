//! Whether an element has come near the visible part of the page, through an
//! `IntersectionObserver` (web-sys: gloo has none). The lower panels load their code this way,
//! as the visitor scrolls (or tabs) towards them.

use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, IntersectionObserver, IntersectionObserverEntry, IntersectionObserverInit};

/// How far below the viewport an element counts as near: a quarter of a screen, so that its code
/// has usually arrived by the time it is scrolled into view.
const MARGIN: &str = "0px 0px 25% 0px";

/// Watches an element until dropped.
#[derive(Debug)]
pub struct Watch {
    observer: IntersectionObserver,
    _on_change: Closure<dyn FnMut(js_sys::Array)>,
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

/// Calls `then` once, as soon as `element` is within [`MARGIN`] of the viewport (at once if it
/// already is), for as long as the returned watch is kept. A browser without
/// `IntersectionObserver` calls it at once.
pub fn when_near_viewport(element: &Element, then: impl FnOnce() + 'static) -> Option<Watch> {
    let then = Rc::new(Cell::new(Some(then)));
    let pending = Rc::clone(&then);
    let on_change = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
        if entries.iter().any(|e| e.dyn_into::<IntersectionObserverEntry>().is_ok_and(|e| e.is_intersecting())) {
            call_once(&pending);
        }
    });
    let options = IntersectionObserverInit::new();
    options.set_root_margin(MARGIN);
    match IntersectionObserver::new_with_options(on_change.as_ref().unchecked_ref(), &options) {
        Ok(observer) => {
            observer.observe(element);
            Some(Watch { observer, _on_change: on_change })
        }
        Err(_) => {
            call_once(&then);
            None
        }
    }
}

/// Calls the callback if it has not been called yet.
fn call_once(then: &Cell<Option<impl FnOnce()>>) {
    if let Some(then) = then.take() {
        then();
    }
}
