//! A message catalogue (`locales/{tag}/{part}.ftl`, in Fluent's syntax) and how a [`Message`] is
//! rendered through it.
//!
//! The catalogues use Fluent's text, placeables, variables, message and term references and
//! select expressions on a number's CLDR plural category or on a word (compiled as
//! `super::pattern` describes); a function, an attribute or a numeric variant key is refused when
//! a catalogue is read. A message missing
//! from a catalogue is taken from the English one, so a reader never sees an identifier.

use super::pattern::{compile, CLOSE, END, ENTRY, MESSAGE, SELECT, TERM, TERMS, VARIABLE, VARIANT};
use super::Lang;
use crate::locale::message::{Arg, Message};
use crate::locale::numerals::{bytes, decimal, fixed_decimal, percent, thousands};
use std::borrow::Cow;
use std::fmt;
#[cfg(feature = "catalogue-index")]
use std::sync::OnceLock;

// The English catalogue, compiled from locales/en/ by build.rs: `EN_MESSAGES`, `EN_TERMS` (the
// first view's part; every other part too unless the `all-english` feature is off).
include!(concat!(env!("OUT_DIR"), "/en_catalogue.rs"));

/// A catalogue, read: its messages and terms sorted by identifier.
#[derive(Debug, Clone)]
pub struct Catalogue {
    lang: Lang,
    /// `id ENTRY code ENTRY …` (`super::pattern`).
    messages: Cow<'static, str>,
    terms: Cow<'static, str>,
    /// Where each message is in `messages` (with the `catalogue-index` feature).
    index: MessageIndex,
}

/// How a message is found in a catalogue's `messages`. With the `catalogue-index` feature
/// (occlab's), an index built on the first lookup, so that rendering a message takes a binary
/// search, not a walk through every entry: a report of thousands of sentences, as
/// `occlab import --what-if` prints, took 0.5–1 s that way. The page, which renders a few dozen
/// sentences an update, walks the entries and carries no index's code in its first view
/// (0.8 KB gzipped).
#[cfg(feature = "catalogue-index")]
#[derive(Debug, Clone)]
struct MessageIndex(OnceLock<Index>);

/// How a message is found in a catalogue's `messages`: a walk through the entries (without the
/// `catalogue-index` feature).
#[cfg(not(feature = "catalogue-index"))]
#[derive(Debug, Clone)]
struct MessageIndex;

#[cfg(not(feature = "catalogue-index"))]
impl MessageIndex {
    const fn new() -> MessageIndex {
        MessageIndex
    }

    /// The code of message `id`: its first entry.
    fn code<'a>(&self, messages: &'a str, id: &str) -> Option<&'a str> {
        find(messages, id)
    }
}

#[cfg(feature = "catalogue-index")]
impl MessageIndex {
    const fn new() -> MessageIndex {
        MessageIndex(OnceLock::new())
    }

    /// The code of message `id`: its first entry, as [`find`] would give it.
    fn code<'a>(&self, messages: &'a str, id: &str) -> Option<&'a str> {
        let key = |e: &Entry| messages.get(e.id.0..e.id.1).unwrap_or_default();
        let index = self.0.get_or_init(|| {
            let mut index = Index::default();
            let mut at = 0;
            for (id, code) in entries(messages) {
                let code_at = at + id.len() + ENTRY.len_utf8();
                let entry = Entry { id: (at, at + id.len()), code: (code_at, code_at + code.len()) };
                if index.entries.last().is_none_or(|last| key(last) > id) {
                    index.runs.push(index.entries.len());
                }
                index.entries.push(entry);
                at = code_at + code.len() + ENTRY.len_utf8();
            }
            index
        });
        // The first run that has it, as a walk through every entry would find it first.
        let ends = index.runs.iter().skip(1).copied().chain([index.entries.len()]);
        index.runs.iter().zip(ends).find_map(|(&start, end)| {
            let run = index.entries.get(start..end)?;
            let entry = run.get(run.partition_point(|e| key(e) < id))?;
            (key(entry) == id).then(|| messages.get(entry.code.0..entry.code.1)).flatten()
        })
    }
}

/// The entries of a catalogue's `messages` in their order, cut into runs sorted by identifier:
/// each part comes sorted from [`compile`], and [`Catalogue::with`] puts parts one after another,
/// so no sort is needed.
#[cfg(feature = "catalogue-index")]
#[derive(Debug, Clone, Default)]
struct Index {
    entries: Vec<Entry>,
    /// Where each sorted run starts in `entries`.
    runs: Vec<usize>,
}

#[cfg(feature = "catalogue-index")]
/// A message's identifier and code, as byte ranges of the catalogue's `messages`.
#[derive(Debug, Clone, Copy)]
struct Entry {
    id: (usize, usize),
    code: (usize, usize),
}

/// The English catalogue, in every build: the page's first view speaks it before any other
/// catalogue has come. The page's build (without the `all-english` feature) holds only the
/// first view's part and fetches the panels' ([`Catalogue::with`]).
static ENGLISH: Catalogue = Catalogue {
    lang: Lang::En,
    messages: Cow::Borrowed(EN_MESSAGES),
    terms: Cow::Borrowed(EN_TERMS),
    index: MessageIndex::new(),
};

/// What is wrong with a catalogue's text: each entry Fluent could not read or that uses a
/// construct the renderer does not have, by line or message identifier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogueError {
    pub lang: Lang,
    pub problems: Vec<String>,
}

impl fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {} catalogue cannot be read: {}", self.lang.tag(), self.problems.join("; "))
    }
}

impl std::error::Error for CatalogueError {}

/// The entries (identifier and code) of `entries`.
fn entries(entries: &str) -> impl Iterator<Item = (&str, &str)> {
    let mut parts = entries.split(ENTRY);
    std::iter::from_fn(move || Some((parts.next()?, parts.next()?)))
}

/// The code of `id` in `entries`.
fn find<'a>(entries: &'a str, id: &str) -> Option<&'a str> {
    self::entries(entries).find(|(key, _)| *key == id).map(|(_, code)| code)
}

impl Catalogue {
    /// The English catalogue.
    pub fn english() -> &'static Catalogue {
        &ENGLISH
    }

    /// Reads the catalogue of `lang` from its Fluent text.
    pub fn read(lang: Lang, source: &str) -> Result<Catalogue, CatalogueError> {
        let compiled = compile(source);
        if compiled.problems.is_empty() {
            Ok(Catalogue::new(lang, compiled.messages, compiled.terms))
        } else {
            Err(CatalogueError { lang, problems: compiled.problems })
        }
    }

    /// Reads a part of the catalogue of `lang` compiled at build time
    /// (`CompiledCatalogue::file`: the files the page fetches).
    pub fn compiled(lang: Lang, file: &str) -> Result<Catalogue, CatalogueError> {
        let well_formed = |entries: &str| entries.is_empty() || entries.ends_with(ENTRY);
        match file.split_once(TERMS) {
            Some((messages, terms)) if well_formed(messages) && well_formed(terms) => {
                Ok(Catalogue::new(lang, messages.to_owned(), terms.to_owned()))
            }
            _ => Err(CatalogueError { lang, problems: vec!["not a compiled catalogue (locales/*.cat)".to_owned()] }),
        }
    }

    /// This catalogue with the messages and terms of `part`, another part of it.
    pub fn with(&self, part: &Catalogue) -> Catalogue {
        Catalogue::new(
            self.lang,
            format!("{}{}", self.messages, part.messages),
            format!("{}{}", self.terms, part.terms),
        )
    }

    fn new(lang: Lang, messages: String, terms: String) -> Catalogue {
        Catalogue { lang, messages: Cow::Owned(messages), terms: Cow::Owned(terms), index: MessageIndex::new() }
    }

    /// The code of message `id`: the first entry of that identifier.
    fn code(&self, id: &str) -> Option<&str> {
        self.index.code(&self.messages, id)
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The identifiers of the catalogue's messages, sorted within each part.
    pub fn message_ids(&self) -> Vec<&str> {
        entries(&self.messages).map(|(id, _)| id).collect()
    }

    /// The variables message `id` uses, sorted; `None` if the catalogue lacks it.
    pub fn variables(&self, id: &str) -> Option<Vec<String>> {
        let mut names = Vec::new();
        variables(self.code(id)?, &mut names);
        names.sort();
        names.dedup();
        Some(names)
    }

    /// `message` in this catalogue's language. A message this catalogue lacks comes from the
    /// English one; one no catalogue has reads as its identifier.
    pub fn render(&self, message: &Message) -> String {
        let mut out = String::new();
        self.message(message.id, &message.args, &mut out);
        out
    }

    /// The message `id`, without arguments, in this catalogue's language.
    pub fn render_id(&self, id: &str) -> String {
        let mut out = String::new();
        self.message(id, &[], &mut out);
        out
    }

    fn message(&self, id: &str, args: &[(&'static str, Arg)], out: &mut String) {
        match self.code(id) {
            Some(code) => self.run(&mut { code }, args, out),
            None if self.lang != Lang::En => Catalogue::english().message(id, args, out),
            None => out.push_str(id),
        }
    }

    /// Writes the code at `rest` up to its end or the next variant or close of this level (left
    /// in `rest`).
    fn run(&self, rest: &mut &str, args: &[(&'static str, Arg)], out: &mut String) {
        while let Some(at) = rest.find(|c: char| (VARIABLE..=CLOSE).contains(&c)) {
            out.push_str(&rest[..at]);
            *rest = &rest[at..];
            let mark = rest.as_bytes()[0] as char;
            if mark == VARIANT || mark == CLOSE {
                return;
            }
            *rest = &rest[1..];
            let name = take_name(rest);
            match mark {
                VARIABLE => match args.iter().find(|(n, _)| *n == name) {
                    Some((_, arg)) => self.arg(arg, out),
                    None => {
                        out.push('$');
                        out.push_str(name);
                    }
                },
                MESSAGE => self.message(name, args, out),
                // A term sees no arguments, as in Fluent.
                TERM => match find(&self.terms, name) {
                    Some(code) => self.run(&mut { code }, &[], out),
                    None => {
                        out.push('-');
                        out.push_str(name);
                    }
                },
                _ => self.select(name, rest, args, out),
            }
        }
        out.push_str(rest);
        *rest = "";
    }

    /// A select on argument `name`, its variants at `rest`: passes over them all and writes the
    /// first whose key is the argument's, as Fluent resolves a select (else the default). A
    /// count matches a whole-number key equal to it, and its CLDR category's key.
    fn select(&self, name: &str, rest: &mut &str, args: &[(&'static str, Arg)], out: &mut String) {
        let arg = args.iter().find(|(n, _)| *n == name).map(|(_, arg)| arg);
        let key = arg.map(|arg| self.select_key(arg));
        let count = arg.and_then(|arg| match arg {
            Arg::Count(n) | Arg::Bytes(n) => Some(*n),
            _ => None,
        });
        let (mut chosen, mut default) = (None, None);
        while let Some(after) = rest.strip_prefix(VARIANT) {
            *rest = after;
            let variant = take_name(rest);
            let body = skip_variant(rest);
            let variant = match variant.strip_prefix('*') {
                Some(variant) => {
                    default = Some(body);
                    variant
                }
                None => variant,
            };
            let matches = key.as_deref() == Some(variant) || (count.is_some() && variant.parse().ok() == count);
            if chosen.is_none() && matches {
                chosen = Some(body);
            }
        }
        *rest = rest.strip_prefix(CLOSE).unwrap_or(rest);
        if let Some(body) = chosen.or(default) {
            self.run(&mut { body }, args, out);
        }
    }

    /// An argument, written the language's way.
    fn arg(&self, arg: &Arg, out: &mut String) {
        let numbers = self.lang.numbers();
        match arg {
            Arg::Count(n) => out.push_str(&numbers.localize(&thousands(*n))),
            Arg::Percent(f) => out.push_str(&numbers.localize(&percent(*f))),
            Arg::Decimal(x) => out.push_str(&numbers.localize(&decimal(*x))),
            Arg::Fixed(x, places) => out.push_str(&numbers.localize(&fixed_decimal(*x, *places))),
            Arg::Bytes(n) => out.push_str(&numbers.localize(&bytes(*n))),
            Arg::Verbatim(text) => out.push_str(text),
            Arg::Message(m) => self.message(m.id, &m.args, out),
        }
    }

    /// What a select expression chooses by: a number's CLDR plural category, or a word.
    fn select_key(&self, arg: &Arg) -> String {
        let category = |x: f64, places: u32| self.lang.plural(x.abs().trunc() as u64, places).to_string();
        match arg {
            Arg::Count(n) | Arg::Bytes(n) => self.lang.plural(*n, 0).to_string(),
            Arg::Decimal(x) => category(*x, if x.fract() == 0.0 { 0 } else { 2 }),
            Arg::Fixed(x, places) => category(*x, *places),
            Arg::Percent(f) => category(f * 100.0, 2),
            Arg::Verbatim(text) => text.clone(),
            Arg::Message(m) => m.id.to_string(),
        }
    }
}

/// The code of the variant at `rest`, up to the next variant or close of its select (nested
/// selects included); `rest` moves to that mark.
fn skip_variant<'a>(rest: &mut &'a str) -> &'a str {
    let code = *rest;
    let mut depth = 0_u32;
    for (at, c) in code.char_indices() {
        match c {
            SELECT => depth += 1,
            CLOSE if depth > 0 => depth -= 1,
            VARIANT | CLOSE if depth == 0 => {
                *rest = &code[at..];
                return &code[..at];
            }
            _ => {}
        }
    }
    *rest = "";
    code
}

/// The name at the start of `rest`, up to its end mark; `rest` moves past it.
fn take_name<'a>(rest: &mut &'a str) -> &'a str {
    let (name, after) = rest.split_once(END).unwrap_or((rest, ""));
    *rest = after;
    name
}

/// The variables `code` refers to, its variants' included.
fn variables(mut code: &str, names: &mut Vec<String>) {
    while let Some(at) = code.find([VARIABLE, SELECT]) {
        code = &code[at + 1..];
        names.push(take_name(&mut code).to_string());
    }
}

/// A message's English text: what `Display`, JSON and the golden files give.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Catalogue::english().render(self))
    }
}

/// A message equals the English text it renders.
impl PartialEq<&str> for Message {
    fn eq(&self, text: &&str) -> bool {
        Catalogue::english().render(self) == *text
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::locale::message::counted;
    #[cfg(feature = "catalogue-index")]
    use crate::locale::Part;

    const SOURCE: &str = r#"
-gpu = графический процессор
blocks = { $n ->
    [one] { $n } блок
    [few] { $n } блока
   *[many] { $n } блоков
}
on = { $blocks } на { -gpu } ({ $kind ->
    [fast] быстрый, { $n ->
        [one] один
       *[other] не один
    }
   *[slow] медленный
})
again = { on }!
"#;

    /// Every part of every language's catalogue, as occlab compiles them in.
    #[cfg(feature = "catalogue-index")]
    const PARTS: [(Lang, [&str; 4]); 5] = {
        macro_rules! parts {
            ($lang:expr, $tag:literal) => {
                (
                    $lang,
                    [
                        include_str!(concat!("../../locales/", $tag, "/first-view.ftl")),
                        include_str!(concat!("../../locales/", $tag, "/panels.ftl")),
                        include_str!(concat!("../../locales/", $tag, "/cli.ftl")),
                        include_str!(concat!("../../locales/", $tag, "/what-if.ftl")),
                    ],
                )
            };
        }
        [
            parts!(Lang::En, "en"),
            parts!(Lang::Ru, "ru"),
            parts!(Lang::Zh, "zh"),
            parts!(Lang::It, "it"),
            parts!(Lang::Ko, "ko"),
        ]
    };

    /// The index finds every message of every language's whole catalogue (its parts joined, as
    /// occlab reads them) where a walk through the entries finds it, and nothing it lacks.
    #[cfg(feature = "catalogue-index")]
    #[test]
    fn the_index_finds_what_a_walk_finds() {
        for (lang, sources) in PARTS {
            let whole = sources
                .into_iter()
                .map(|source| Catalogue::read(lang, source).unwrap())
                .reduce(|whole, part| whole.with(&part))
                .unwrap();
            assert_eq!(whole.index.0.get().map(|i| i.runs.len()), None);
            for id in whole.message_ids() {
                assert_eq!(whole.code(id), find(&whole.messages, id), "{lang:?} {id}");
            }
            assert_eq!(whole.index.0.get().map(|i| i.runs.len()), Some(Part::ALL.len()), "{lang:?}: one run per part");
            assert_eq!(whole.code("no-such-message"), None);
            assert_eq!(whole.code(""), None);
        }
    }

    /// A part compiled into the file the page fetches reads back to the same catalogue, and two
    /// parts joined speak both.
    #[test]
    fn compiled_parts_read_back_and_join() {
        let file = compile(SOURCE).file();
        let ru = Catalogue::compiled(Lang::Ru, &file).unwrap();
        let message = Message::new("on").arg("blocks", counted("blocks", 3)).arg("kind", "slow");
        assert_eq!(ru.render(&message), "3 блока на графический процессор (медленный)");
        let panels = Catalogue::compiled(Lang::Ru, &compile("test-panel-heading = Волны\n").file()).unwrap();
        let both = ru.with(&panels);
        assert_eq!(both.render_id("test-panel-heading"), "Волны");
        assert_eq!(both.render(&message), ru.render(&message));
        assert_eq!(ru.render_id("test-panel-heading"), "test-panel-heading");
        for bad in ["on = x", "on\0x", "<!DOCTYPE html>"] {
            let e = Catalogue::compiled(Lang::Ru, bad).unwrap_err();
            assert_eq!(e.to_string(), "the ru catalogue cannot be read: not a compiled catalogue (locales/*.cat)");
        }
    }

    #[test]
    fn renders_variants_nested_selects_terms_and_references() {
        let ru = Catalogue::read(Lang::Ru, SOURCE).unwrap();
        let on = |n, kind: &str| {
            Message::new("on").arg("blocks", counted("blocks", n)).arg("n", Arg::Count(n)).arg("kind", kind)
        };
        assert_eq!(ru.render(&on(1, "fast")), "1 блок на графический процессор (быстрый, один)");
        assert_eq!(ru.render(&on(22, "fast")), "22 блока на графический процессор (быстрый, не один)");
        assert_eq!(ru.render(&on(5, "slow")), "5 блоков на графический процессор (медленный)");
        // An unknown word takes the default; so does a missing argument.
        assert_eq!(ru.render(&on(1_000, "other")), "1\u{a0}000 блоков на графический процессор (медленный)");
        let mut again = on(1, "fast");
        again.id = "again";
        assert_eq!(ru.render(&again), "1 блок на графический процессор (быстрый, один)!");
        assert_eq!(ru.variables("on"), Some(vec!["blocks".into(), "kind".into(), "n".into()]));
        // What the catalogue lacks comes from English; what no catalogue has is its identifier.
        assert_eq!(ru.render(&Message::new("no-limit")), "no limit");
        assert_eq!(ru.render(&Message::new("no-such-message")), "no-such-message");
    }

    /// A whole-number key matches that count exactly, and the first key that matches is
    /// chosen, as Fluent resolves a select (Fluent's syntax guide, "Selectors": `[0]` before
    /// `[one]`). Russian's `one` is also 21: only `[1]` tells one alone.
    #[test]
    fn a_whole_number_key_matches_that_count() {
        let ru = Catalogue::read(
            Lang::Ru,
            "only = { $n ->\n [1] единственный запуск\n [one] { $n } запуск\n *[many] { $n } запусков\n}\n",
        )
        .unwrap();
        let only = |n| ru.render(&Message::new("only").arg("n", Arg::Count(n)));
        assert_eq!([1, 21, 5].map(only), ["единственный запуск", "21 запуск", "5 запусков"]);
    }

    #[test]
    fn refuses_what_the_renderer_does_not_have() {
        let error = Catalogue::read(Lang::It, "a = { NUMBER($n) }\nb = { $n ->\n [1.5] uno\n *[other] altri\n}\nc = {")
            .unwrap_err();
        assert_eq!(
            error.problems,
            [
                "line 6: Fluent cannot read it",
                "a: a function call is not supported",
                "b: a variant key that is not a whole number is not supported"
            ]
        );
    }
}
