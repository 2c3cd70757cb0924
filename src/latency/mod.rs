//! The latency-hiding panel: Little's law and Volkov's two-mode model, with the settings they
//! take (`settings`), the last valid working (`hiding`) and the throughput chart.

pub mod hiding;
pub mod latency_panel;
pub mod littles_law;
pub mod setting_field;
pub mod settings;
pub mod throughput_chart;
pub mod two_mode;
