//! The page's components, one per file.

pub mod app;
mod carveout_input;
mod data_table;
mod device_picker;
mod explanation;
mod impact_chart;
mod input_row;
mod inputs_panel;
mod legend;
mod limit_table;
mod link_errors;
mod list;
mod suggestion;
mod summary;
mod toolbar;
