//! The page's build between cargo and `dist/` (ARCHITECTURE.md, "The page's build").
//!
//! Leptos' `#[lazy]` marks split points in the page's code (`wasm_split_helpers`); the linker
//! keeps its relocations, and `page-link` cuts the module there with `wasm_split_cli_support`,
//! writing the lazily loaded chunks and a [`SplitManifest`] beside cargo's output. After trunk
//! has run wasm-bindgen and wasm-opt on the main module, `xtask post-build` shrinks the chunks,
//! names each after a hash of its content and writes their loader ([`loader`]).

pub mod catalogues;
pub mod content_name;
pub mod loader;
pub mod manifest;
pub mod module;

pub use manifest::{Split, SplitManifest};

/// The custom section `wasm_split_helpers` writes into a module with split points.
pub const SPLIT_MARKER: &str = "__wasm_split_unstable";

/// The module the chunks import the main module's memory, table and shared symbols from.
pub const SHARED_MODULE: &str = "__wasm_split";

/// The function table, as the linker exports it and the chunks import it.
pub const TABLE: &str = "__indirect_function_table";

/// The name the main module exports its function table under: wasm-bindgen drops an export
/// named [`TABLE`] (trunk has no way to pass it `--keep-lld-exports`) but keeps any other.
pub const SPLIT_TABLE: &str = "__wasm_split_table";
