//! The page's components, one per file.

pub mod app;
mod carveout_input;
mod data_table;
mod derived;
mod device_picker;
mod explanation;
mod impact_chart;
mod input_row;
mod inputs_panel;
mod latency_panel;
mod legend;
mod limit_table;
mod link_errors;
mod list;
mod littles_law;
mod setting_field;
mod suggestion;
mod summary;
mod throughput_chart;
mod toolbar;
mod two_mode;
mod waves_panel;
mod waves_picture;
