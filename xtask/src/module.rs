//! What the build needs to know of a wasm module, read with wasmparser section by section, and
//! the one change it makes to one: renaming an export.

use eyre::{bail, Result};
use wasm_encoder::{ExportKind, ExportSection, Module, RawSection};
use wasmparser::{Parser, Payload};

/// Whether the module has a custom section named `name`.
pub fn has_custom_section(wasm: &[u8], name: &str) -> Result<bool> {
    for payload in Parser::new(0).parse_all(wasm) {
        if let Payload::CustomSection(section) = payload? {
            if section.name() == name {
                return Ok(true);
            }
        }
    }
    Ok(false)
}

/// The names the module imports from `module`, in the order of its import section.
pub fn imports_from(wasm: &[u8], module: &str) -> Result<Vec<String>> {
    let mut names = Vec::new();
    for payload in Parser::new(0).parse_all(wasm) {
        if let Payload::ImportSection(section) = payload? {
            for import in section.into_imports() {
                let import = import?;
                if import.module == module {
                    names.push(import.name.to_owned());
                }
            }
        }
    }
    Ok(names)
}

/// The names the module exports.
pub fn exports(wasm: &[u8]) -> Result<Vec<String>> {
    let mut names = Vec::new();
    for payload in Parser::new(0).parse_all(wasm) {
        if let Payload::ExportSection(section) = payload? {
            for export in section {
                names.push(export?.name.to_owned());
            }
        }
    }
    Ok(names)
}

/// The module with its export `old` named `new`; every other byte of every section is kept.
/// Fails unless exactly one export is named `old`.
pub fn rename_export(wasm: &[u8], old: &str, new: &str) -> Result<Vec<u8>> {
    let mut out = Module::new();
    let mut renamed = 0;
    for payload in Parser::new(0).parse_all(wasm) {
        let payload = payload?;
        if let Payload::ExportSection(section) = &payload {
            let mut exports = ExportSection::new();
            for export in section.clone() {
                let export = export?;
                let name = if export.name == old {
                    renamed += 1;
                    new
                } else {
                    export.name
                };
                exports.export(name, ExportKind::from(export.kind), export.index);
            }
            out.section(&exports);
        } else if let Some((id, range)) = payload.as_section() {
            let (start, end) = (usize::try_from(range.start)?, usize::try_from(range.end)?);
            out.section(&RawSection { id, data: &wasm[start..end] });
        }
    }
    if renamed != 1 {
        bail!("expected one export named {old}, found {renamed}");
    }
    Ok(out.finish())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use wasm_encoder::{
        CodeSection, CustomSection, EntityType, Function, FunctionSection, ImportSection, Instruction, TableSection,
        TableType, TypeSection, ValType,
    };

    /// A module as the linker writes the page's: it imports a loader, exports its table and a
    /// function, and carries the split marker.
    fn linked() -> Vec<u8> {
        let mut module = Module::new();
        let mut types = TypeSection::new();
        types.ty().function([ValType::I32], []);
        module.section(&types);
        let mut imports = ImportSection::new();
        imports.import("./__wasm_split-0123456789abcdef.js", "__wasm_split_load_runs_panel", EntityType::Function(0));
        imports.import("wbg", "log", EntityType::Function(0));
        module.section(&imports);
        let mut functions = FunctionSection::new();
        functions.function(0);
        module.section(&functions);
        let mut tables = TableSection::new();
        tables.table(TableType {
            element_type: wasm_encoder::RefType::FUNCREF,
            minimum: 1,
            maximum: None,
            table64: false,
            shared: false,
        });
        module.section(&tables);
        let mut exports = ExportSection::new();
        exports.export(crate::TABLE, ExportKind::Table, 0);
        exports.export("main", ExportKind::Func, 2);
        module.section(&exports);
        let mut code = CodeSection::new();
        let mut body = Function::new([]);
        body.instruction(&Instruction::End);
        code.function(&body);
        module.section(&code);
        module.section(&CustomSection { name: crate::SPLIT_MARKER.into(), data: b"\x01\x02".as_slice().into() });
        module.finish()
    }

    #[test]
    fn reads_the_marker_imports_and_exports() {
        let wasm = linked();
        assert!(has_custom_section(&wasm, crate::SPLIT_MARKER).unwrap());
        assert!(!has_custom_section(&wasm, "name").unwrap());
        assert_eq!(
            imports_from(&wasm, "./__wasm_split-0123456789abcdef.js").unwrap(),
            ["__wasm_split_load_runs_panel"]
        );
        assert_eq!(exports(&wasm).unwrap(), [crate::TABLE, "main"]);
    }

    #[test]
    fn renames_one_export_and_keeps_the_rest() {
        let wasm = linked();
        let renamed = rename_export(&wasm, crate::TABLE, crate::SPLIT_TABLE).unwrap();
        wasmparser::validate(&renamed).unwrap();
        assert_eq!(exports(&renamed).unwrap(), [crate::SPLIT_TABLE, "main"]);
        assert!(has_custom_section(&renamed, crate::SPLIT_MARKER).unwrap());
        // Only the export section changed, and by the name's length.
        assert_eq!(renamed.len() + crate::TABLE.len() - crate::SPLIT_TABLE.len(), wasm.len());
        assert!(rename_export(&renamed, crate::TABLE, crate::SPLIT_TABLE).is_err());
    }
}
