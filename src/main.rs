//! Occupancy Lab in the browser: the Leptos front end over `occlab-model`.
//!
//! Grouped by region of the page: `shell` (the app, its layout, toolbar and URL), `inputs` (the
//! device and the kernel's inputs), `calculator` (the result and its explanation), `charts`
//! (the impact charts), `waves` and `latency` (the two panels), `import` (a pasted profiler or
//! compiler report beside ours), `runs` (measured runs from `occlab serve`, live, or from
//! files); `state` holds what is derived from the inputs; `browser` is the only module that
//! touches the browser.

mod browser;
mod calculator;
mod charts;
mod import;
mod inputs;
mod latency;
mod locale;
mod runs;
mod shell;
mod state;
#[cfg(test)]
mod test_fixtures;
mod waves;

use shell::app::{App, AppProps};

fn main() {
    browser::panic_banner::install();
    let Some(fallback) = inputs::device::Device::fallback() else {
        return browser::panic_banner::show("this build has no hardware data");
    };
    let mount = move || leptos::mount::mount_to_body(move || App(AppProps { fallback }));
    match locale::before_first_view(shell::query::link_lang(&browser::query()).as_deref()) {
        // Leptos' executor starts with the mount: until then, the browser's.
        Some(wait) => wasm_bindgen_futures::spawn_local(async move {
            wait.await;
            mount();
        }),
        None => mount(),
    }
}
