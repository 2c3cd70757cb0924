//! `cuobjdump --dump-resource-usage`: for each ELF in the fat binary ("arch = sm_90"), each
//! function (" Function _Z…:") and its resources ("REG:10 STACK:0 SHARED:1024 LOCAL:0
//! CONSTANT[0]:544 …"). SHARED is the function's shared memory as loaded, which on CUDA 13 for
//! sm_90 includes the 1 KiB the system reserves per block (the capture's kernels without shared
//! memory show 1,024). Layout source: `tests/hardware/data/*/import/cuobjdump.txt` (CUDA 13.0).

use super::{numbered_lines, CompiledFunction, Diagnostic, Import};
use crate::locale::message::Message;

/// Reads every function of every architecture.
pub fn read(text: &str) -> Import {
    let mut import = Import::default();
    let mut arch: Option<String> = None;
    let mut function: Option<(usize, String)> = None;
    for (n, line) in numbered_lines(text) {
        let t = line.trim();
        if let Some(a) = t.strip_prefix("arch = ") {
            arch = Some(a.trim().to_string());
        } else if let Some(name) = t.strip_prefix("Function ").and_then(|f| f.strip_suffix(':')) {
            function = Some((n, name.to_string()));
        } else if t.starts_with("REG:") {
            let Some((line, name)) = function.take() else {
                import.diagnostics.push(Diagnostic::new(n, Message::new("import-resource-before-function")));
                continue;
            };
            let mut f = CompiledFunction { line, name, arch: arch.clone(), ..CompiledFunction::default() };
            for item in t.split_whitespace() {
                let Some((key, value)) = item.split_once(':') else { continue };
                let value = value.parse::<u32>().ok();
                match key {
                    "REG" => f.registers = value,
                    "STACK" => f.stack = value,
                    "SHARED" => f.shared_memory = value,
                    "LOCAL" => f.local_memory = value,
                    _ => {}
                }
            }
            if f.registers.is_none() {
                import.diagnostics.push(Diagnostic::new(n, Message::new("import-no-register-count").arg("text", t)));
            }
            import.functions.push(f);
        }
    }
    import
}
