//! The page around the panels: the app and its layout, the toolbar, the link's errors, the URL
//! query, the lower panels loaded on approach, and small view helpers.

pub mod app;
pub mod derived;
pub mod link_errors;
pub mod list;
pub mod lower_panels;
pub mod not_loaded;
pub mod query;
pub mod toolbar;

/// Whether the page is the class view alone (`?view=class`), projected in a lecture hall: a
/// context the app provides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ViewClass(pub bool);
