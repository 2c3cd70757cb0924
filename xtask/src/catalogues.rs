//! The message catalogues as the page fetches them: each of the page's parts of each language
//! (`crates/model/locales/{tag}/{part}.ftl`, `Part::PAGE`) compiled into `locales/{tag}/{part}.cat`,
//! so the page carries no Fluent parser; occlab's own part stays out of `dist/`. A catalogue Fluent cannot read, or one using a construct the
//! renderer does not have, stops the build, naming the file and the entry.

#[path = "../../crates/model/src/locale/part.rs"]
#[allow(dead_code)]
mod part;
#[path = "../../crates/model/src/locale/pattern.rs"]
#[allow(dead_code)]
mod pattern;

use eyre::{bail, Result, WrapErr};
use part::Part;
use std::path::Path;

/// Compiles every `{tag}/{part}.ftl` of the page's parts under `source` into `{tag}/{part}.cat`
/// under `out`; returns the tags of the languages it compiled a part of, sorted.
pub fn compile_all(source: &Path, out: &Path) -> Result<Vec<String>> {
    let mut written = Vec::new();
    let mut langs: Vec<_> = std::fs::read_dir(source)
        .wrap_err_with(|| format!("reading {}", source.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    langs.sort();
    for lang in langs {
        let tag = lang.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        std::fs::create_dir_all(out.join(&tag))?;
        for entry in std::fs::read_dir(&lang)? {
            let path = entry?.path();
            let page_part = path.file_stem().is_some_and(|stem| Part::PAGE.iter().any(|p| stem == p.name()));
            if path.extension().is_none_or(|x| x != "ftl") || !page_part {
                continue;
            }
            let text = std::fs::read_to_string(&path).wrap_err_with(|| format!("reading {}", path.display()))?;
            let compiled = pattern::compile(&text);
            if !compiled.problems.is_empty() {
                bail!("{}: {}", path.display(), compiled.problems.join("; "));
            }
            let stem = path.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            std::fs::write(out.join(&tag).join(format!("{stem}.cat")), compiled.file())?;
            if written.last() != Some(&tag) {
                written.push(tag.clone());
            }
        }
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-catalogues-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("src/ru")).unwrap();
        dir
    }

    #[test]
    fn compiles_each_page_part_and_refuses_what_the_renderer_lacks() {
        let dir = scratch("ok");
        std::fs::write(dir.join("src/ru/panels.ftl"), "# волны\nwaves = { $n } волны\n-sm = SM\n").unwrap();
        std::fs::write(dir.join("src/ru/cli.ftl"), "caps-heading = Вычислительные возможности\n").unwrap();
        assert_eq!(compile_all(&dir.join("src"), &dir.join("out")).unwrap(), ["ru"]);
        let file = std::fs::read_to_string(dir.join("out/ru/panels.cat")).unwrap();
        assert_eq!(file, "waves\0\u{1}n\u{2} волны\0\u{8}sm\0SM\0");
        assert!(!dir.join("out/ru/cli.cat").exists(), "occlab's part is not the page's");

        std::fs::remove_dir_all(&dir).unwrap();

        let dir = scratch("bad");
        std::fs::write(dir.join("src/ru/panels.ftl"), "waves = { NUMBER($n) } волны\n").unwrap();
        let e = compile_all(&dir.join("src"), &dir.join("out")).unwrap_err().to_string();
        assert!(e.ends_with("src/ru/panels.ftl: waves: a function call is not supported"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
