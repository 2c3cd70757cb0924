//! Cargo's linker for the page's wasm (`.cargo/config.toml`).
//!
//! Links with the toolchain's rust-lld, keeping relocations. If the module has split points
//! (`#[lazy]`, through `wasm_split_helpers`), cuts it with `wasm_split_cli_support`: the linked
//! file becomes the main module that wasm-bindgen and trunk process as before (its function table
//! exported as `__wasm_split_table`), and the chunks with their [`SplitManifest`] go to
//! `<target>/wasm32-unknown-unknown/<profile>/wasm-split/`, where `xtask post-build` finds them.
//!
//! Trunk's pre-build hook builds this program (Trunk.toml): cargo cannot build its own linker.

use eyre::{bail, eyre, Result, WrapErr};
use std::collections::BTreeSet;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use xtask::content_name::hash16;
use xtask::manifest::MANIFEST_FILE;
use xtask::{module, Split, SplitManifest, SHARED_MODULE, SPLIT_MARKER, SPLIT_TABLE, TABLE};

/// The prefix `wasm_split_macros` gives each split point's loader.
const LOADER_PREFIX: &str = "__wasm_split_load_";

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(error) => {
            eprintln!("page-link: {error:?}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<ExitCode> {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let mut lld = Command::new(rust_lld()?);
    if !args.iter().any(|arg| arg == "-flavor") {
        lld.args(["-flavor", "wasm"]);
    }
    let status = lld.args(&args).arg("--emit-relocs").status().wrap_err("running rust-lld")?;
    if !status.success() {
        return Ok(ExitCode::from(u8::try_from(status.code().unwrap_or(1)).unwrap_or(1)));
    }
    let Some(out) = args.windows(2).find(|pair| pair[0] == "-o").map(|pair| PathBuf::from(&pair[1])) else {
        return Ok(ExitCode::SUCCESS);
    };
    split(&out)?;
    Ok(ExitCode::SUCCESS)
}

/// The rust-lld of the toolchain whose rustc is on PATH.
fn rust_lld() -> Result<PathBuf> {
    let rustc = |arg: &str| -> Result<String> {
        let output = Command::new("rustc").args(arg.split(' ')).output()?;
        if !output.status.success() {
            bail!("rustc {arg} failed");
        }
        Ok(String::from_utf8(output.stdout)?)
    };
    let sysroot = rustc("--print sysroot")?;
    let version = rustc("-vV")?;
    let host =
        version.lines().find_map(|line| line.strip_prefix("host: ")).ok_or_else(|| eyre!("rustc -vV names no host"))?;
    Ok(Path::new(sysroot.trim()).join("lib/rustlib").join(host).join("bin/rust-lld"))
}

/// Cuts the linked module at `out` at its split points, if it has any.
fn split(out: &Path) -> Result<()> {
    let profile_dir =
        out.parent().and_then(Path::parent).ok_or_else(|| eyre!("{} is not in cargo's deps folder", out.display()))?;
    let split_dir = profile_dir.join("wasm-split");
    // Chunks of an earlier link never outlive it.
    if split_dir.exists() {
        std::fs::remove_dir_all(&split_dir)?;
    }
    let input = std::fs::read(out).wrap_err_with(|| format!("reading {}", out.display()))?;
    if !module::has_custom_section(&input, SPLIT_MARKER)? {
        return Ok(());
    }
    // Named after the linked module, so that a browser never pairs a cached loader with a newer page.
    let link_module = format!("./__wasm_split-{}.js", hash16(&input));
    let main_path = split_dir.join("main.wasm");
    let cut = wasm_split_cli_support::transform({
        let mut options = wasm_split_cli_support::Options::new(&input);
        options.output_dir = &split_dir;
        options.main_out_path = &main_path;
        options.link_name = &link_module;
        options
    })?;
    // The splitter writes a loader of its own; xtask post-build writes the page's.
    std::fs::remove_file(split_dir.join(&link_module))?;
    let main = std::fs::read(&main_path)?;
    let mut splits = Vec::new();
    for loader in module::imports_from(&main, &link_module)? {
        let name = loader
            .strip_prefix(LOADER_PREFIX)
            .ok_or_else(|| eyre!("the main module imports {loader} from {link_module}"))?;
        let own_file = format!("split_{name}");
        let files = cut.prefetch_map.get(name).cloned().unwrap_or_default();
        let (own, chunks): (Vec<String>, Vec<String>) = files.into_iter().partition(|file| *file == own_file);
        splits.push(Split { loader, chunks, own: own.into_iter().next() });
    }
    let mut shared = BTreeSet::new();
    for file in &cut.split_modules {
        shared.extend(module::imports_from(&std::fs::read(file)?, SHARED_MODULE)?);
    }
    let manifest = SplitManifest { link_module, shared: shared.into_iter().collect(), splits };
    for stem in manifest.files() {
        if !split_dir.join(format!("{stem}.wasm")).is_file() {
            bail!("the splitter wrote no {stem}.wasm");
        }
    }
    std::fs::write(out, module::rename_export(&main, TABLE, SPLIT_TABLE)?)?;
    std::fs::remove_file(&main_path)?;
    manifest.write(&split_dir.join(MANIFEST_FILE))
}
