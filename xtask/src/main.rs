//! `xtask post-build`: trunk's post-build hook (Trunk.toml).
//!
//! Compiles the message catalogues into the files the page fetches ([`xtask::catalogues`]).
//! Puts the chunks `page-link` cut from the page's module into trunk's staging folder, each
//! shrunk with the pinned wasm-opt (release builds) and named after a hash of its content, writes
//! their loader under the name the main module imports it by, and asks the browser for the
//! loader as soon as it reads the page (`<link rel=modulepreload>`), in parallel with the
//! wasm-bindgen glue that imports it. Release builds minify the glue and the loader.

use eyre::{bail, eyre, Result, WrapErr};
use lol_html::html_content::ContentType;
use lol_html::{element, rewrite_str, RewriteStrSettings};
use std::cell::Cell;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use xtask::content_name::content_name;
use xtask::manifest::MANIFEST_FILE;
use xtask::{loader, module, SplitManifest};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.as_slice() {
        [command] if command == "post-build" => post_build(),
        _ => Err(eyre!("usage: xtask post-build (trunk's post-build hook, see Trunk.toml)")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("xtask: {error:?}");
            ExitCode::FAILURE
        }
    }
}

fn env(name: &str) -> Result<String> {
    std::env::var(name).wrap_err_with(|| format!("{name} is not set; run this from trunk's hook"))
}

fn post_build() -> Result<()> {
    let release = env("TRUNK_PROFILE")? == "release";
    let staging = PathBuf::from(env("TRUNK_STAGING_DIR")?);
    let public_url = env("TRUNK_PUBLIC_URL").unwrap_or_else(|_| "/".into());
    // A release build is cargo's `page` profile (index.html's data-cargo-profile-release).
    let target = std::env::var("CARGO_TARGET_DIR").unwrap_or_else(|_| "target".into());
    let split_dir = Path::new(&target)
        .join("wasm32-unknown-unknown")
        .join(if release { "page" } else { "debug" })
        .join("wasm-split");
    let manifest_path = split_dir.join(MANIFEST_FILE);
    let langs = xtask::catalogues::compile_all(Path::new("crates/model/locales"), &staging.join("locales"))?;
    if !manifest_path.exists() {
        return Ok(());
    }
    let manifest = SplitManifest::read(&manifest_path)?;
    let mut served = BTreeMap::new();
    for stem in manifest.files() {
        let source = split_dir.join(format!("{stem}.wasm"));
        let bytes = if release { shrink(&source)? } else { std::fs::read(&source)? };
        let name = content_name(stem, &bytes, ".wasm");
        std::fs::write(staging.join(&name), &bytes)?;
        served.insert(stem.to_owned(), name);
    }
    let glue = only_file(&staging, |name| name.ends_with(".js"))?;
    let main = only_file(&staging, |name| name.ends_with("_bg.wasm"))?;
    let main_exports = module::exports(&std::fs::read(staging.join(&main))?)?;
    let js = loader::loader_js(&manifest, &format!("./{glue}"), &served, &main_exports)?;
    let loader_path = staging.join(manifest.loader_file());
    std::fs::write(&loader_path, js)?;
    if release {
        minify(&staging.join(&glue))?;
        minify(&loader_path)?;
    }
    preload(&staging.join("index.html"), &format!("{public_url}{}", manifest.loader_file()))?;
    let catalogue_fetch = manifest
        .splits
        .iter()
        .find(|split| split.loader.ends_with(CATALOGUE_FETCH))
        .ok_or_else(|| eyre!("the page has no {CATALOGUE_FETCH} split point"))?;
    let chunks: Vec<String> = catalogue_fetch
        .chunks
        .iter()
        .chain(&catalogue_fetch.own)
        .filter_map(|stem| served.get(stem))
        .map(|name| format!("{public_url}{name}"))
        .collect();
    preload_catalogue(&staging.join("index.html"), &langs, &format!("{public_url}locales/"), &chunks)
}

/// The split point that fetches and reads a catalogue's part (src/locale/mod.rs, `fetch_parts`).
const CATALOGUE_FETCH: &str = "catalogue_fetch";

/// Adds to the page a script that, when the page will speak a language other than English,
/// asks the browser at once for that language's first-view part and the chunks that read it
/// (`<link rel=preload as=fetch crossorigin>`, as the page and the chunk loader fetch them), so
/// that they come with the main module instead of after it (docs/PERFORMANCE.md). It chooses
/// the language as src/locale/mod.rs's `asked` does, and reads a tag as `Lang::from_tag` does:
/// the link's `lang`, else the stored choice, else the browser's languages. English, and a
/// language the page does not speak, preload nothing.
fn preload_catalogue(index: &Path, langs: &[String], locales: &str, chunks: &[String]) -> Result<()> {
    let script = format!(
        "<script>(()=>{{try{{const L={langs},p=t=>t&&!/[a-z]/i.test(t.trim()[2]||\"\")&&L.find(l=>l===t.trim().slice(0,2).toLowerCase()),q=new URLSearchParams(location.search).get(\"lang\"),l=q!==null?p(q):p(localStorage.getItem(\"occlab.lang\"))||[...navigator.languages].map(p).find(Boolean);if(!l||l===\"en\")return;for(const h of [{locales}+l+\"/first-view.cat\",...{chunks}]){{const k=document.createElement(\"link\");k.rel=\"preload\";k.as=\"fetch\";k.crossOrigin=\"anonymous\";k.href=h;document.head.append(k)}}}}catch{{}}}})()</script>",
        langs = serde_json::to_string(langs)?,
        locales = serde_json::to_string(locales)?,
        chunks = serde_json::to_string(chunks)?,
    );
    before_module_script(index, &script)
}

/// The chunk at `source`, shrunk by wasm-opt -Os as trunk shrinks the main module
/// (index.html's data-wasm-opt; gzipped, -Os comes out smaller than -Oz). wasm-opt takes the
/// features to allow from the module's `target_features` section.
fn shrink(source: &Path) -> Result<Vec<u8>> {
    let out = source.with_extension("opt.wasm");
    let status = Command::new("wasm-opt")
        .arg("-Os")
        .arg(source)
        .arg("-o")
        .arg(&out)
        .status()
        .wrap_err("running wasm-opt (scripts/setup.sh puts it in node_modules/.bin)")?;
    if !status.success() {
        bail!("wasm-opt failed on {}", source.display());
    }
    Ok(std::fs::read(&out)?)
}

/// Minifies the JS module at `path` in place with the pinned terser (package.json): trunk's own
/// minifier cannot read wasm-bindgen's glue (`import.meta`) and leaves it as it is.
fn minify(path: &Path) -> Result<()> {
    let status = Command::new("terser")
        .arg(path)
        .args(["--module", "--compress", "--mangle", "--output"])
        .arg(path)
        .status()
        .wrap_err("running terser (scripts/setup.sh puts it in node_modules/.bin)")?;
    if !status.success() {
        bail!("terser failed on {}", path.display());
    }
    Ok(())
}

/// The one file in `dir` whose name `wanted` accepts.
fn only_file(dir: &Path, wanted: impl Fn(&str) -> bool) -> Result<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if wanted(&name) && !name.starts_with("__wasm_split") {
            found.push(name);
        }
    }
    match <[String; 1]>::try_from(found) {
        Ok([name]) => Ok(name),
        Err(found) => bail!("expected one such file in {}, found {found:?}", dir.display()),
    }
}

/// Adds `<link rel=modulepreload href={href}>` before the page's module script (trunk's, which
/// imports the glue, which imports the loader).
fn preload(index: &Path, href: &str) -> Result<()> {
    let link = format!("<link rel=modulepreload href=\"{}\">", href.replace('&', "&amp;").replace('"', "&quot;"));
    before_module_script(index, &link)
}

/// Puts `html` into the page at `index` before its module script (trunk's minified page has no
/// `<head>` tag to look for).
fn before_module_script(index: &Path, html: &str) -> Result<()> {
    let page = std::fs::read_to_string(index)?;
    let scripts = Cell::new(0);
    let page = rewrite_str(
        &page,
        RewriteStrSettings {
            element_content_handlers: vec![element!("script[type=module]", |script| {
                scripts.set(scripts.get() + 1);
                script.before(html, ContentType::Html);
                Ok(())
            })],
            ..RewriteStrSettings::new()
        },
    )?;
    if scripts.get() != 1 {
        bail!("{}: expected one module script, found {}", index.display(), scripts.get());
    }
    std::fs::write(index, page)?;
    Ok(())
}
