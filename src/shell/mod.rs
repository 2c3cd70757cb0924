//! The page around the panels: the app and its layout, the toolbar, the link's errors, the URL
//! query, and small view helpers.

pub mod app;
pub mod derived;
pub mod link_errors;
pub mod list;
pub mod not_loaded;
pub mod query;
pub mod toolbar;
