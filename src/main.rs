//! Occupancy Lab in the browser: the Leptos front end over `occlab-model`.
fn main() {}
