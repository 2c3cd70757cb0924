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
    match inputs::device::Device::fallback() {
        Some(fallback) => leptos::mount::mount_to_body(move || App(AppProps { fallback })),
        None => browser::panic_banner::show("this build has no hardware data"),
    }
}
