//! The calculator: the result in large type with its limiter, the block-limit table, how the
//! allocation was rounded with the next cliffs, the block-size suggestion, and thread-block
//! clusters.

pub mod clusters;
pub mod explanation;
pub mod limit_table;
pub mod suggestion;
pub mod summary;
