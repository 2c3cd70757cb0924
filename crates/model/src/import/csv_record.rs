//! One line of CSV as Nsight Compute and nvprof write it (RFC 4180: fields in double quotes, a
//! doubled quote inside is one quote), split without copying unless a field holds a quote.

use std::borrow::Cow;

/// Splits `line` into `out` (cleared first). Returns `false` if a quoted field is not closed on
/// this line; the fields read so far are kept, the open one running to the end of the line.
pub fn split<'a>(line: &'a str, out: &mut Vec<Cow<'a, str>>) -> bool {
    out.clear();
    let bytes = line.as_bytes();
    let mut i = 0;
    loop {
        if bytes.get(i) == Some(&b'"') {
            let start = i + 1;
            let mut j = start;
            let mut escaped = false;
            let closed = loop {
                match bytes.get(j) {
                    None => break false,
                    Some(b'"') if bytes.get(j + 1) == Some(&b'"') => {
                        escaped = true;
                        j += 2;
                    }
                    Some(b'"') => break true,
                    Some(_) => j += 1,
                }
            };
            let raw = line.get(start..j.min(bytes.len())).unwrap_or("");
            out.push(if escaped { Cow::Owned(raw.replace("\"\"", "\"")) } else { Cow::Borrowed(raw) });
            if !closed {
                return false;
            }
            // Skip to the comma after the closing quote.
            i = j + 1;
            while i < bytes.len() && bytes[i] != b',' {
                i += 1;
            }
        } else {
            let start = i;
            while i < bytes.len() && bytes[i] != b',' {
                i += 1;
            }
            out.push(Cow::Borrowed(line.get(start..i).unwrap_or("")));
        }
        if i >= bytes.len() {
            return true;
        }
        i += 1; // the comma
        if i == bytes.len() {
            out.push(Cow::Borrowed(""));
            return true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(line: &str) -> (Vec<String>, bool) {
        let mut out = Vec::new();
        let ok = split(line, &mut out);
        (out.into_iter().map(Cow::into_owned).collect(), ok)
    }

    #[test]
    fn quoted_plain_empty_and_escaped_fields() {
        assert_eq!(
            fields(r#""a","b, c",,"1,024""#),
            (vec!["a".into(), "b, c".into(), "".into(), "1,024".into()], true)
        );
        assert_eq!(fields(r#"us,us,,KB"#), (vec!["us".into(), "us".into(), "".into(), "KB".into()], true));
        assert_eq!(fields(r#""say ""hi""",x,"#), (vec![r#"say "hi""#.into(), "x".into(), "".into()], true));
        assert!(!fields(r#""open"#).1);
    }
}
