//! What `page-link` learnt when it cut the page's module, for `xtask post-build`: which files
//! each split point loads, and what the chunks import from the main module.

use eyre::{Result, WrapErr};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The file `page-link` writes beside the chunks.
pub const MANIFEST_FILE: &str = "manifest.json";

/// The cut module: its split points and the main module's exports the chunks need.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SplitManifest {
    /// The module specifier the main module imports the split points' loaders from
    /// (`./__wasm_split-0123456789abcdef.js`); the loader is written under this name.
    pub link_module: String,
    /// What the chunks import from [`crate::SHARED_MODULE`], by the names they import.
    pub shared: Vec<String>,
    /// Every split point, in the order of the main module's imports.
    pub splits: Vec<Split>,
}

/// One split point (`#[lazy] fn runs_panel`): the loader the main module calls, the chunks it
/// shares with other split points, and its own module (none when all its code is shared).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Split {
    pub loader: String,
    pub chunks: Vec<String>,
    pub own: Option<String>,
}

impl SplitManifest {
    /// Every wasm file the loader fetches, by file stem, each once.
    pub fn files(&self) -> Vec<&str> {
        let mut files: Vec<&str> = self
            .splits
            .iter()
            .flat_map(|split| split.chunks.iter().chain(split.own.iter()))
            .map(String::as_str)
            .collect();
        files.sort_unstable();
        files.dedup();
        files
    }

    /// The loader's file name: [`Self::link_module`] without its `./`.
    pub fn loader_file(&self) -> &str {
        self.link_module.strip_prefix("./").unwrap_or(&self.link_module)
    }

    pub fn read(path: &Path) -> Result<Self> {
        let text = std::fs::read_to_string(path).wrap_err_with(|| format!("reading {}", path.display()))?;
        serde_json::from_str(&text).wrap_err_with(|| format!("parsing {}", path.display()))
    }

    pub fn write(&self, path: &Path) -> Result<()> {
        let text = serde_json::to_string_pretty(self)?;
        std::fs::write(path, text).wrap_err_with(|| format!("writing {}", path.display()))
    }
}
