//! Occupancy Lab in the browser: the Leptos front end over `occlab-model`.
//!
//! Module map: `inputs`, `settings`, `device` and `query` hold what the user sets and how it
//! is read; `state` and `panels` derive the results (the model's reports); `waves` and
//! `latency_hiding` lay the panels' reports out; `chart` builds the impact charts' series;
//! `components` lays it all out; `browser` is the only module that touches the browser.

mod browser;
mod chart;
mod components;
mod device;
mod inputs;
mod latency_hiding;
mod panels;
mod query;
mod settings;
mod state;
#[cfg(test)]
mod test_fixtures;
mod waves;

use components::app::{App, AppProps};

fn main() {
    browser::panic_banner::install();
    match device::Device::fallback() {
        Some(fallback) => leptos::mount::mount_to_body(move || App(AppProps { fallback })),
        None => browser::panic_banner::show("this build has no hardware data"),
    }
}
