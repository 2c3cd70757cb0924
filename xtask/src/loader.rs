//! The chunk loader: the JS module the main module imports its split points' loaders from.
//!
//! `wasm_split_helpers` asks for one function per split point, `__wasm_split_load_{name}(callback,
//! data)`: it fetches and instantiates the split point's modules (its shared chunks first),
//! importing the main module's memory, table and shared symbols, then calls the table's
//! `callback` with `data` and whether the load succeeded. A load that fails is tried again on the
//! next call; one that succeeds is never repeated.

use crate::{SplitManifest, SHARED_MODULE, SPLIT_TABLE, TABLE};
use eyre::{bail, eyre, Result};
use std::collections::BTreeMap;
use std::fmt::Write;

const RUNTIME: &str = r#"let main;
const exports = () => main ??= initSync(undefined, undefined);
const once = (load) => {
  let loading;
  return () => loading ??= load().catch((error) => { loading = undefined; throw error; });
};
const wasm = (file, deps) => once(async () => {
  const src = fetch(new URL(file, import.meta.url));
  src.catch(() => {});
  await Promise.all(deps.map((dep) => dep()));
  return WebAssembly.instantiateStreaming(src, imports());
});
const shared = (deps) => once(() => Promise.all(deps.map((dep) => dep())));
const split = (load) => async (callback, data) => {
  let ok = false;
  try { await load(); ok = true; } catch (error) { console.error(error); }
  exports().__wasm_split_table.get(callback)(data, ok);
};
"#;

/// The main module's export that the chunks import as `name`.
fn export_for(name: &str) -> &str {
    if name == TABLE {
        SPLIT_TABLE
    } else {
        name
    }
}

/// A file stem as a JS identifier; the splitter names files `chunk_4`, `split_runs_panel`.
fn identifier(stem: &str) -> Result<&str> {
    let valid = stem.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && stem.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if valid {
        Ok(stem)
    } else {
        Err(eyre!("the split wasm file {stem:?} is not a JS identifier"))
    }
}

/// The loader's source.
/// - `glue`: wasm-bindgen's module, as the loader imports it (`./occupancy-lab-….js`);
/// - `files`: each wasm file's stem (as in the manifest) and the name it is served under;
/// - `main_exports`: what the main module exports after wasm-bindgen and wasm-opt; every
///   shared import and the table must be among them.
pub fn loader_js(
    manifest: &SplitManifest,
    glue: &str,
    files: &BTreeMap<String, String>,
    main_exports: &[String],
) -> Result<String> {
    let quote = |text: &str| serde_json::to_string(text).map_err(|error| eyre!(error));
    let mut js = String::new();
    writeln!(js, "// Occupancy Lab's chunk loader, written by `xtask post-build` (xtask/src/loader.rs).")?;
    writeln!(js, "import {{ initSync }} from {};", quote(glue)?)?;
    let mut needed: Vec<&str> = manifest.shared.iter().map(String::as_str).collect();
    needed.push(TABLE);
    for name in needed {
        let export = export_for(name);
        if !main_exports.iter().any(|e| e == export) {
            bail!("the main module does not export {export}, which the split chunks need");
        }
    }
    let mut imports = String::new();
    for name in &manifest.shared {
        write!(imports, " {}: exports()[{}],", quote(name)?, quote(export_for(name))?)?;
    }
    writeln!(js, "let imported;")?;
    writeln!(js, "const imports = () => imported ??= {{ {}: {{{imports} }} }};", quote(SHARED_MODULE)?)?;
    js.push_str(RUNTIME);
    let served = |stem: &str| -> Result<String> {
        let file = files.get(stem).ok_or_else(|| eyre!("the split wasm file {stem} was not written"))?;
        quote(&format!("./{file}"))
    };
    let chunks: Vec<&str> = {
        let mut chunks: Vec<&str> =
            manifest.splits.iter().flat_map(|split| split.chunks.iter().map(String::as_str)).collect();
        chunks.sort_unstable();
        chunks.dedup();
        chunks
    };
    for chunk in chunks {
        writeln!(js, "const {} = wasm({}, []);", identifier(chunk)?, served(chunk)?)?;
    }
    for split in &manifest.splits {
        let deps = split.chunks.iter().map(|chunk| identifier(chunk)).collect::<Result<Vec<_>>>()?.join(", ");
        let load = match &split.own {
            Some(own) => format!("wasm({}, [{deps}])", served(own)?),
            None => format!("shared([{deps}])"),
        };
        writeln!(js, "export const {} = split({load});", identifier(&split.loader)?)?;
    }
    Ok(js)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::Split;

    fn manifest() -> SplitManifest {
        SplitManifest {
            link_module: "./__wasm_split-0123456789abcdef.js".into(),
            shared: vec![TABLE.into(), "__wasm_split_shared0".into(), "memory".into()],
            splits: vec![
                Split {
                    loader: "__wasm_split_load_runs_panel".into(),
                    chunks: vec!["chunk_5".into(), "chunk_7".into()],
                    own: Some("split_runs_panel".into()),
                },
                Split { loader: "__wasm_split_load_lower_panels".into(), chunks: vec!["chunk_5".into()], own: None },
            ],
        }
    }

    fn files() -> BTreeMap<String, String> {
        ["chunk_5", "chunk_7", "split_runs_panel"]
            .into_iter()
            .map(|stem| (stem.to_owned(), format!("{stem}-00000000000000aa.wasm")))
            .collect()
    }

    fn exports() -> Vec<String> {
        vec!["memory".into(), SPLIT_TABLE.into(), "__wasm_split_shared0".into()]
    }

    #[test]
    fn loads_each_chunk_once_and_the_table_under_its_kept_name() {
        let js = loader_js(&manifest(), "./occupancy-lab-1f.js", &files(), &exports()).unwrap();
        assert!(js.contains("import { initSync } from \"./occupancy-lab-1f.js\";"));
        assert!(js.contains(
            "imported ??= { \"__wasm_split\": { \"__indirect_function_table\": exports()[\"__wasm_split_table\"], \"__wasm_split_shared0\": exports()[\"__wasm_split_shared0\"], \"memory\": exports()[\"memory\"], } };"
        ));
        assert_eq!(js.matches("const chunk_5 = wasm(").count(), 1);
        assert!(js.contains("const chunk_7 = wasm(\"./chunk_7-00000000000000aa.wasm\", []);"));
        assert!(js.contains(
            "export const __wasm_split_load_runs_panel = split(wasm(\"./split_runs_panel-00000000000000aa.wasm\", [chunk_5, chunk_7]));"
        ));
        assert!(js.contains("export const __wasm_split_load_lower_panels = split(shared([chunk_5]));"));
    }

    #[test]
    fn refuses_a_main_module_without_the_shared_exports() {
        let without_table = vec!["memory".into(), "__wasm_split_shared0".into()];
        let error = loader_js(&manifest(), "./g.js", &files(), &without_table).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the main module does not export __wasm_split_table, which the split chunks need"
        );
        let mut missing = files();
        missing.remove("chunk_7");
        let error = loader_js(&manifest(), "./g.js", &missing, &exports()).unwrap_err();
        assert_eq!(error.to_string(), "the split wasm file chunk_7 was not written");
    }
}
