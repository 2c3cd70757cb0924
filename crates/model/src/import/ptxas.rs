//! `ptxas -v` (`nvcc -Xptxas -v`, `nvcc --resource-usage`): per entry function and target
//! ("Compiling entry function '_Z…' for 'sm_90'"), its stack frame and spills ("0 bytes stack
//! frame, 0 bytes spill stores, 0 bytes spill loads") and its resources: the classic "Used 16
//! registers, 4096+0 bytes smem, 44 bytes cmem[0]" and, from CUDA 12, "Used 40 registers, used 1
//! barriers, 120 bytes cumulative stack size, 384 bytes smem". Lines may carry MSBuild's project
//! prefix ("1>"), and a resource line wrapped by a build tool continues on the next line. The
//! JIT linker's info log (NVRTC, `cuLink`) is read too: "info    : Function properties for
//! 'myKernel':" then "info    : used 8 registers, 0 stack, 0 bytes smem, 360 bytes cmem[0], 0
//! bytes lmem". ptxas's warning "For profile sm_80 adjusting per thread register count of 16 to
//! lower bound of 24" applies to the functions after it. Layout sources: the CUDA 13 capture
//! `tests/hardware/data/*/import/ptxas.txt` and the quotes in
//! `crates/model/tests/import_fixtures/README.md`.

use super::{numbered_lines, CompiledFunction, Diagnostic, Import};
use crate::locale::message::Message;

/// Removes MSBuild's "1>" (project number) prefix, with any spaces around it.
pub fn strip_build_prefix(line: &str) -> &str {
    let t = line.trim_start();
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    match t[digits..].strip_prefix('>') {
        Some(rest) if digits > 0 => rest,
        _ => line,
    }
}

/// Reads every function's report.
pub fn read(text: &str) -> Import {
    let mut import = Import::default();
    // The function the next resource and stack lines belong to.
    let mut current: Option<usize> = None;
    // Whether the properties being read are the current entry function's.
    let mut properties_of_current = false;
    let mut last_was_used = false;
    // A register count ptxas raised for every function after its warning.
    let mut adjusted_to: Option<u32> = None;
    for (n, raw) in numbered_lines(text) {
        let line = strip_build_prefix(raw).trim();
        let tool_line = line.strip_prefix("ptxas").or_else(|| line.starts_with("info").then_some(line));
        let Some(rest) = tool_line else {
            let target = if properties_of_current || last_was_used { current } else { None };
            if let Some(f) = target.and_then(|i| import.functions.get_mut(i)) {
                if stack_line(f, line) {
                    properties_of_current = false;
                } else if last_was_used && !line.is_empty() && !used_parts(f, line) {
                    last_was_used = false;
                }
            }
            continue;
        };
        last_was_used = false;
        let (kind, message) = match rest.split_once(':') {
            Some((kind, message)) => (kind.trim(), message.trim()),
            None => continue,
        };
        if message.contains("adjusting per thread register count") {
            adjusted_to = message.rsplit("of ").next().and_then(leading_number);
            continue;
        }
        if kind != "info" {
            import
                .diagnostics
                .push(Diagnostic::new(n, Message::new("import-ptxas-said").arg("kind", kind).arg("text", message)));
            continue;
        }
        if let Some(entry) = message.strip_prefix("Compiling entry function ") {
            let mut quoted = entry.split('\'').skip(1).step_by(2);
            let name = quoted.next().unwrap_or("").to_string();
            let arch = quoted.next().map(str::to_string);
            let f =
                CompiledFunction { line: n, name, arch, register_count_adjusted_to: adjusted_to, ..Default::default() };
            import.functions.push(f);
            current = Some(import.functions.len() - 1);
            properties_of_current = false;
        } else if let Some(name) = message.strip_prefix("Function properties for ") {
            let quoted = name.trim().trim_end_matches(':').strip_prefix('\'').and_then(|q| q.strip_suffix('\''));
            let name = quoted.unwrap_or(name.trim());
            properties_of_current = current.and_then(|i| import.functions.get(i)).is_some_and(|f| f.name == name);
            if quoted.is_some() && !properties_of_current {
                // The JIT linker's log names each function this way, without "Compiling entry".
                import.functions.push(CompiledFunction { line: n, name: name.to_string(), ..Default::default() });
                current = Some(import.functions.len() - 1);
                properties_of_current = true;
            }
        } else if message.starts_with("Used ") || message.starts_with("used ") {
            match current.and_then(|i| import.functions.get_mut(i)) {
                Some(f) => {
                    last_was_used = used_parts(f, message);
                    if !last_was_used {
                        let unread = Message::new("import-resource-line-unread").arg("text", message);
                        import.diagnostics.push(Diagnostic::new(n, unread));
                    }
                }
                None => import.diagnostics.push(Diagnostic::new(n, Message::new("import-resource-before-entry"))),
            }
        }
    }
    import
}

/// "0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads".
fn stack_line(f: &mut CompiledFunction, line: &str) -> bool {
    if !line.contains("bytes stack frame") {
        return false;
    }
    for part in line.split(',') {
        let value = leading_number(part.trim());
        if part.contains("stack frame") {
            f.stack = value;
        } else if part.contains("spill stores") {
            f.spill_stores = value;
        } else if part.contains("spill loads") {
            f.spill_loads = value;
        }
    }
    true
}

/// The parts of a "Used …" line (or its wrapped continuation); `false` if none was recognised.
fn used_parts(f: &mut CompiledFunction, line: &str) -> bool {
    let mut any = false;
    for part in line.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let lower = part.to_ascii_lowercase();
        let lower = lower.strip_prefix("used ").unwrap_or(&lower);
        let value = leading_number(lower);
        if lower.ends_with(" registers") || lower.ends_with(" register") {
            f.registers = value;
        } else if lower.ends_with(" barriers") || lower.ends_with(" barrier") {
            f.barriers = value;
        } else if lower.ends_with("bytes smem") {
            f.shared_memory = value;
        } else if lower.ends_with("bytes cumulative stack size") || lower.ends_with(" stack") {
            f.stack = f.stack.or(value);
        } else if lower.ends_with("bytes spill stores") {
            f.spill_stores = value;
        } else if lower.ends_with("bytes spill loads") {
            f.spill_loads = value;
        } else if lower.ends_with("bytes lmem") {
            f.local_memory = value;
        } else if !(lower.contains("bytes cmem")
            || lower.contains("bytes gmem")
            || lower.contains("textures")
            || lower.contains("samplers")
            || lower.contains("surfaces"))
        {
            continue;
        }
        any = true;
    }
    any
}

/// The whole number a text starts with ("4096+0 bytes" → 4096).
fn leading_number(text: &str) -> Option<u32> {
    let digits: &str = &text[..text.bytes().take_while(u8::is_ascii_digit).count()];
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::read;

    /// A resource line wrapped after a comma, as a public cheat sheet quotes ptxas's
    /// (`crates/model/tests/import_fixtures/README.md`), under the MSBuild fixture's first entry.
    #[test]
    fn a_wrapped_resource_line_continues() {
        let log = "1>  ptxas info    : Compiling entry function '_Z25gaussian_filter_kernel_v3iiPhPKh' for 'sm_30'\n\
                   1>  ptxas info: Used 40 registers, 0 bytes spill stores, 0 bytes spill loads,\n\
                   1>              16384 bytes smem, 384 bytes cmem[0]\n\
                   1>  gaussian_filter.cu\n";
        let import = read(log);
        assert_eq!(import.diagnostics, []);
        let f = &import.functions[0];
        assert_eq!(
            (f.registers, f.spill_stores, f.spill_loads, f.shared_memory),
            (Some(40), Some(0), Some(0), Some(16384))
        );
    }
}
