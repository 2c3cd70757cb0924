//! A catalogue's messages in the form the renderer walks: Fluent's syntax tree
//! (fluent-syntax) compiled into one string per message, its text as it is and each placeable
//! marked with a control character that Fluent text never holds. English is compiled this way at
//! build time into a table of string constants (`build.rs`), so the page carries no Fluent
//! parser and no tree; every catalogue's parts are compiled into files the page fetches
//! (`xtask post-build`); occlab compiles a catalogue when it reads it.
//!
//! `build.rs` and xtask include this file, so it names nothing of the crate but fluent-syntax.
//!
//! The code of a pattern:
//! - text, as it is;
//! - `VARIABLE name END`: `{ $name }`;
//! - `MESSAGE id END`: `{ other-message }`, with the same arguments;
//! - `TERM id END`: `{ -term }`, without arguments;
//! - `SELECT name END` then each variant as `VARIANT key END` (`VARIANT *key END` for the
//!   default) and its code, then `CLOSE`: `{ $name -> [one] … *[other] … }`. A key is a CLDR
//!   plural category, a word, or a whole number (`[1]`, which matches that count exactly: ru's
//!   `one` is also 21 and 101).

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey};

/// Ends an identifier and a code in a catalogue's entries: `id ENTRY code ENTRY id ENTRY …`.
pub const ENTRY: char = '\u{0}';
pub const VARIABLE: char = '\u{1}';
pub const END: char = '\u{2}';
pub const MESSAGE: char = '\u{3}';
pub const TERM: char = '\u{4}';
pub const SELECT: char = '\u{5}';
pub const VARIANT: char = '\u{6}';
pub const CLOSE: char = '\u{7}';
/// Separates the messages from the terms in a compiled catalogue's file (`{part}.cat`, which
/// the page fetches: [`CompiledCatalogue::file`]).
pub const TERMS: char = '\u{8}';

/// A catalogue's text compiled: its messages and its terms, each as one string of entries
/// (`id ENTRY code ENTRY …`, sorted by identifier: no table of pointers to carry), and what
/// could not be compiled (by line or identifier).
#[derive(Debug, Default)]
pub struct CompiledCatalogue {
    pub messages: String,
    pub terms: String,
    pub problems: Vec<String>,
}

impl CompiledCatalogue {
    /// The compiled catalogue as the page fetches it: `messages TERMS terms`. xtask writes it;
    /// the model only reads it (`Catalogue::compiled`), and tests it.
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn file(&self) -> String {
        format!("{}{TERMS}{}", self.messages, self.terms)
    }
}

/// Compiles a catalogue's Fluent text.
pub fn compile(source: &str) -> CompiledCatalogue {
    let mut out = CompiledCatalogue::default();
    let (mut messages, mut terms) = (Vec::new(), Vec::new());
    let resource = match fluent_syntax::parser::parse_runtime(source) {
        Ok(resource) => resource,
        Err((resource, errors)) => {
            for e in errors {
                let line = source.get(..e.pos.start).map_or(0, |s| s.matches('\n').count()) + 1;
                out.problems.push(format!("line {line}: Fluent cannot read it"));
            }
            resource
        }
    };
    for entry in resource.body {
        let (id, pattern, list) = match entry {
            Entry::Message(m) => match m.value {
                Some(value) => (m.id.name, value, &mut messages),
                None => continue,
            },
            Entry::Term(t) => (t.id.name, t.value, &mut terms),
            _ => continue,
        };
        let mut code = String::new();
        match pattern_code(&pattern, &mut code) {
            Ok(()) => list.push((id, code)),
            Err(construct) => out.problems.push(format!("{id}: {construct} is not supported")),
        }
    }
    out.messages = entries(messages);
    out.terms = entries(terms);
    out
}

fn entries(mut list: Vec<(&str, String)>) -> String {
    list.sort_by(|a, b| a.0.cmp(b.0));
    let mut out = String::new();
    for (id, code) in list {
        out.push_str(id);
        out.push(ENTRY);
        out.push_str(&code);
        out.push(ENTRY);
    }
    out
}

fn pattern_code(pattern: &Pattern<&str>, code: &mut String) -> Result<(), &'static str> {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => text(value, code)?,
            PatternElement::Placeable { expression } => expression_code(expression, code)?,
        }
    }
    Ok(())
}

fn text(value: &str, code: &mut String) -> Result<(), &'static str> {
    if value.contains(|c: char| (ENTRY..=TERMS).contains(&c)) {
        return Err("a control character");
    }
    code.push_str(value);
    Ok(())
}

fn marked(mark: char, name: &str, code: &mut String) {
    code.push(mark);
    code.push_str(name);
    code.push(END);
}

fn expression_code(expression: &Expression<&str>, code: &mut String) -> Result<(), &'static str> {
    match expression {
        Expression::Inline(inline) => inline_code(inline, code),
        Expression::Select { selector, variants } => {
            let InlineExpression::VariableReference { id } = selector else {
                return Err("a selector other than a variable");
            };
            marked(SELECT, id.name, code);
            for v in variants {
                let name = match &v.key {
                    VariantKey::Identifier { name } => *name,
                    VariantKey::NumberLiteral { value } if value.bytes().all(|b| b.is_ascii_digit()) => *value,
                    VariantKey::NumberLiteral { .. } => return Err("a variant key that is not a whole number"),
                };
                code.push(VARIANT);
                if v.default {
                    code.push('*');
                }
                code.push_str(name);
                code.push(END);
                pattern_code(&v.value, code)?;
            }
            code.push(CLOSE);
            Ok(())
        }
    }
}

fn inline_code(inline: &InlineExpression<&str>, code: &mut String) -> Result<(), &'static str> {
    match inline {
        InlineExpression::StringLiteral { value } => {
            text(&fluent_syntax::unicode::unescape_unicode_to_string(value), code)
        }
        InlineExpression::NumberLiteral { value } => text(value, code),
        InlineExpression::VariableReference { id } => {
            marked(VARIABLE, id.name, code);
            Ok(())
        }
        InlineExpression::MessageReference { id, attribute: None } => {
            marked(MESSAGE, id.name, code);
            Ok(())
        }
        InlineExpression::TermReference { id, attribute: None, arguments: None } => {
            marked(TERM, id.name, code);
            Ok(())
        }
        InlineExpression::Placeable { expression } => expression_code(expression, code),
        InlineExpression::FunctionReference { .. } => Err("a function call"),
        InlineExpression::MessageReference { .. } | InlineExpression::TermReference { .. } => {
            Err("an attribute or a parameterized term")
        }
    }
}
