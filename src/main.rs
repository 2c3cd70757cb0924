//! Occupancy Lab in the browser: the Leptos front end over `occlab-model`.
//!
//! Module map: `inputs`, `settings`, `device` and `query` hold what the user sets and how it
//! is read; `state` and `panels` derive the results; `format`, `explain`, `waves` and
//! `latency_hiding` turn model results into words; `chart` turns them into pictures;
//! `components` lays it all out; `browser` talks to the address bar and storage.

mod browser;
mod chart;
mod components;
mod device;
mod inputs;
mod latency_hiding;
mod panels;
mod panic_banner;
mod query;
mod settings;
mod state;
#[cfg(test)]
mod test_fixtures;
mod waves;

use components::app::{App, AppProps};

fn main() {
    panic_banner::install();
    match device::Device::fallback() {
        Some(fallback) => leptos::mount::mount_to_body(move || App(AppProps { fallback })),
        None => panic_banner::show("this build has no hardware data"),
    }
}
