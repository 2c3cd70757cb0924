//! Matching a profiler's kernel name ("k_barriers16(float *)", "void ns::k<int>(float*)") with
//! a compiler's ("_Z12k_barriers16Pf", "_ZN2ns1kIiEEvPf"): both are reduced to the function's
//! own name, without namespaces, template arguments or parameters. The mangled form follows the
//! Itanium C++ ABI's <nested-name> and <source-name> ("_Z" [N] {<length><identifier>} [E]),
//! which nvcc uses on every platform for device code.

/// The function's unqualified name: "k_barriers16" for both examples above.
pub fn base_name(name: &str) -> String {
    let name = name.trim();
    match name.strip_prefix("_Z") {
        Some(mangled) => mangled_base(mangled).unwrap_or_else(|| name.to_string()),
        None => demangled_base(name),
    }
}

/// The last <source-name> of a mangled name's first <name>.
fn mangled_base(mangled: &str) -> Option<String> {
    let bytes = mangled.as_bytes();
    let mut i = 0;
    while i < bytes.len() && matches!(bytes[i], b'L' | b'N' | b'K' | b'V' | b'r') {
        i += 1;
    }
    let mut last = None;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        let digits = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
        let length: usize = mangled.get(i..i + digits)?.parse().ok()?;
        let start = i + digits;
        last = Some(mangled.get(start..start.checked_add(length)?)?.to_string());
        i = start + length;
        // Template arguments of a nested component are skipped only when simple; stop there.
        if bytes.get(i) != Some(&b'N') && !bytes.get(i).is_some_and(u8::is_ascii_digit) {
            break;
        }
    }
    last
}

/// "void ns::k<int>(float*) [138]" → "k".
fn demangled_base(name: &str) -> String {
    // Cut the parameters: the first '(' outside template brackets.
    let mut depth = 0i32;
    let mut end = name.len();
    for (i, c) in name.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            '(' if depth <= 0 && i > 0 => {
                end = i;
                break;
            }
            _ => {}
        }
    }
    let mut head = name[..end].trim_end();
    // Template arguments at the end.
    if head.ends_with('>') {
        let mut depth = 0i32;
        for (i, c) in head.char_indices().rev() {
            match c {
                '>' => depth += 1,
                '<' => {
                    depth -= 1;
                    if depth == 0 {
                        head = &head[..i];
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    // Namespaces and the return type.
    let head = head.rsplit("::").next().unwrap_or(head);
    head.rsplit(' ').next().unwrap_or(head).to_string()
}

#[cfg(test)]
mod tests {
    use super::base_name;

    #[test]
    fn profiler_and_compiler_names_meet() {
        let cases = [
            ("_Z12k_barriers16Pf", "k_barriers16"),
            ("k_barriers16(float *)", "k_barriers16"),
            ("k_regs_limited(float *, const float *, int)", "k_regs_limited"),
            ("_Z14k_regs_limitedPfPKfi", "k_regs_limited"),
            ("_ZN2ns6kernelIiEEvPf", "kernel"),
            ("void ns::kernel<int>(float*)", "kernel"),
            (
                "void better_reduce_kernel<unsigned int=1024>(float*, float*, unsigned int, unsigned int)",
                "better_reduce_kernel",
            ),
            ("vectorAdd", "vectorAdd"),
            ("_Z", "_Z"),
            ("_Z99x", "_Z99x"),
        ];
        for (name, base) in cases {
            assert_eq!(base_name(name), base, "{name}");
        }
    }
}
