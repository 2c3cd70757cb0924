//! Occupancy Lab in the browser: the Leptos front end over `occlab-model`.
//!
//! Module map: `inputs`, `device` and `query` hold what the user sets and how it is read;
//! `format` and `explain` turn model results into words; `chart` turns sweeps into pictures;
//! `components` lays it all out; `browser` talks to the address bar and storage.

mod browser;
mod chart;
mod components;
mod device;
mod explain;
mod format;
mod inputs;
mod panic_banner;
mod query;
mod state;

use components::app::{App, AppProps};

fn main() {
    panic_banner::install();
    match device::Device::fallback() {
        Some(fallback) => leptos::mount::mount_to_body(move || App(AppProps { fallback })),
        None => panic_banner::show("this build has no hardware data"),
    }
}
