//! The message catalogues (`locales/{tag}/{part}.ftl`): every message the code asks for is in
//! English, and every English message is in every other catalogue, in the same part, with the
//! same placeholders, its plural variants those CLDR gives the language.

#![allow(clippy::unwrap_used, clippy::panic)]

use occlab_model::locale::message::Message;
use occlab_model::locale::{Catalogue, Lang, Part};
use occlab_model::Field;
use std::collections::BTreeSet;
use std::path::Path;

fn part_source(lang: Lang, part: Part) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{}/{}.ftl", lang.tag(), part.name()));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every part's text.
fn source(lang: Lang) -> String {
    Part::ALL.map(|part| part_source(lang, part)).join("\n")
}

fn part(lang: Lang, part: Part) -> Catalogue {
    Catalogue::read(lang, &part_source(lang, part)).unwrap_or_else(|e| panic!("{e}"))
}

fn catalogue(lang: Lang) -> Catalogue {
    Catalogue::read(lang, &source(lang)).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_catalogue_has_every_message_in_the_same_part_with_the_same_placeholders() {
    for p in Part::ALL {
        let english = part(Lang::En, p);
        for lang in Lang::ALL {
            let c = part(lang, p);
            let name = format!("{}/{}", lang.tag(), p.name());
            assert_eq!(c.message_ids(), english.message_ids(), "{name}: the messages differ from English's");
            for id in english.message_ids() {
                assert_eq!(c.variables(id), english.variables(id), "{name}: {id} has other placeholders");
            }
        }
    }
}

/// No message is in two parts: the page would speak whichever came first.
#[test]
fn the_parts_share_no_message() {
    let parts = Part::ALL.map(|p| part(Lang::En, p));
    for (i, a) in parts.iter().enumerate() {
        let ids: BTreeSet<&str> = a.message_ids().into_iter().collect();
        for (b, name) in parts[i + 1..].iter().zip(&Part::ALL[i + 1..]) {
            let both: Vec<&str> = b.message_ids().into_iter().filter(|id| ids.contains(id)).collect();
            assert!(both.is_empty(), "in {} and {}: {both:?}", Part::ALL[i].name(), name.name());
        }
    }
}

/// Each select's variants are among the language's CLDR plural categories (or, for a select on
/// a word, the words English selects on), or a whole number (`[1]`, an exact count), so no form
/// is dead and none is missing but `other`.
#[test]
fn plural_variants_are_the_languages_categories() {
    let categories = |lang: Lang| -> BTreeSet<&'static str> {
        (0..200u64).chain([1_000_000]).map(|n| lang.plural(n, 0)).chain(["other"]).collect()
    };
    for lang in Lang::ALL {
        let allowed = categories(lang);
        let text = source(lang);
        for key in variant_keys(&text) {
            assert!(
                allowed.contains(key.as_str()) || key.parse::<u64>().is_ok(),
                "{}: variant [{key}] is not a CLDR category of the language",
                lang.tag()
            );
        }
    }
}

/// The `[key]`s of the variants in a catalogue's text.
fn variant_keys(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let line = line.trim_start().trim_start_matches('*');
            let key = line.strip_prefix('[')?.split(']').next()?;
            Some(key.trim().to_string())
        })
        .collect()
}

/// Every message identifier written in the code (`Message::new("…")`, `counted("…")`,
/// `say_id("…")`, `say("…")`, the page's `data-msg="…"` and the report's `gloss-*`) is in the
/// English catalogue.
#[test]
fn every_message_the_code_names_is_in_english() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let english = catalogue(Lang::En);
    let known: BTreeSet<&str> = english.message_ids().into_iter().collect();
    let mut named = BTreeSet::new();
    for dir in ["crates/model/src", "crates/occlab/src", "src"] {
        collect_ids(&root.join(dir), &mut named);
    }
    assert!(named.len() > 50, "found only {named:?}");
    let missing: Vec<&String> = named.iter().filter(|id| !known.contains(id.as_str())).collect();
    assert!(missing.is_empty(), "not in locales/en/: {missing:?}");
}

/// The page fetches only its parts (`Part::PAGE`): what the model, the charts and the page name
/// is in one of them, not in occlab's part alone.
#[test]
fn every_message_the_page_can_show_is_in_a_part_it_fetches() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let fetched: BTreeSet<String> = Part::PAGE
        .iter()
        .flat_map(|&p| part(Lang::En, p).message_ids().into_iter().map(str::to_owned).collect::<Vec<_>>())
        .collect();
    let mut named = BTreeSet::new();
    for dir in ["crates/model/src", "crates/charts/src", "src"] {
        collect_ids(&root.join(dir), &mut named);
    }
    let missing: Vec<&String> = named.difference(&fetched).collect();
    assert!(missing.is_empty(), "the page names messages only occlab's part has: {missing:?}");
}

fn collect_ids(dir: &Path, ids: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_ids(&path, ids);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let whole = std::fs::read_to_string(&path).unwrap();
            // Unit tests name messages of their own catalogues.
            let text = whole.split("#[cfg(test)]").next().unwrap_or_default();
            for call in [
                "Message::new(\"",
                "counted(\"",
                "say_id(\"",
                "say(\"",
                "data-msg=\"",
                "data-msg-label=\"",
                "data-msg-placeholder=\"",
                "then_some(\"",
                "unit=\"",
            ] {
                for (at, _) in text.match_indices(call) {
                    let rest = &text[at + call.len()..];
                    if let Some(id) = rest.split('"').next().filter(|id| is_id(id)) {
                        ids.insert(id.to_string());
                    }
                }
            }
            // The report's glosses, and the field labels' ids (`field_label_id`'s match arms).
            let labels = text.match_indices("=> \"field-").map(|(at, _)| at + 3);
            for at in text.match_indices("\"gloss-").map(|(at, _)| at).chain(labels) {
                if let Some(id) = text[at + 1..].split('"').next().filter(|id| is_id(id)) {
                    ids.insert(id.to_string());
                }
            }
        }
    }
}

fn is_id(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_lowercase())
        && text.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

/// The example: an RTX 4090, 256 threads, 40 registers and 20,000 B of dynamic shared
/// memory reach 66.67 %, written each language's way.
#[test]
fn a_percentage_reads_each_languages_way() {
    let occupancy = Message::from(occlab_model::locale::message::Arg::Percent(2.0 / 3.0));
    let expected = [
        (Lang::En, "66.67%"),
        (Lang::Ru, "66,67\u{a0}%"),
        (Lang::Zh, "66.67%"),
        (Lang::It, "66,67%"),
        (Lang::Ko, "66.67%"),
    ];
    for (lang, text) in expected {
        assert_eq!(catalogue(lang).render(&occupancy), text, "{}", lang.tag());
    }
    let count = Message::from(occlab_model::locale::message::Arg::Count(1234));
    let grouped =
        [(Lang::En, "1,234"), (Lang::Ru, "1\u{a0}234"), (Lang::Zh, "1,234"), (Lang::It, "1.234"), (Lang::Ko, "1,234")];
    for (lang, text) in grouped {
        assert_eq!(catalogue(lang).render(&count), text, "{}", lang.tag());
    }
}

/// Russian's three integer forms, through the catalogue: 1 блок, 2 блока, 5 блоков, 21 блок.
#[test]
fn russian_counts_take_their_forms() {
    let ru = catalogue(Lang::Ru);
    let blocks = |n| ru.render(&occlab_model::locale::message::counted("blocks", n));
    let forms: Vec<String> = [1, 2, 5, 21, 11, 1234].map(blocks).into();
    let words: Vec<&str> = forms.iter().map(|f| f.rsplit(' ').next().unwrap_or_default()).collect();
    assert_eq!(words[0], words[3], "1 and 21 take the same form: {forms:?}");
    assert_ne!(words[0], words[1], "{forms:?}");
    assert_ne!(words[1], words[2], "{forms:?}");
    assert_eq!(words[2], words[4], "5 and 11 take the same form: {forms:?}");
    assert!(forms[5].starts_with("1\u{a0}234"), "{forms:?}");
}

/// A refused input speaks Russian through the ru catalogue (#28): the field described, what was
/// typed as it was typed, the range written the Russian way; its `Display` stays English.
#[test]
fn an_input_error_renders_in_russian() {
    let ru = catalogue(Lang::Ru);
    let threads = occlab_model::parse_whole(Field::Threads, "abc").unwrap_err();
    assert_eq!(
        ru.render(&threads.message()),
        "threads (нитей в блоке): «abc» не подходит; ожидается 1–1\u{a0}048\u{a0}576"
    );
    assert_eq!(threads.to_string(), "threads (threads per block): \"abc\" is not allowed; expected 1–1,048,576");
    let smem = occlab_model::parse_whole(Field::SharedMemoryDynamic, "2 GiB").unwrap_err();
    assert_eq!(
        ru.render(&smem.message()),
        "smem_dynamic (динамическая разделяемая память на блок (байт)): «2 GiB» не подходит; ожидается \
         0–1\u{a0}073\u{a0}741\u{a0}824 байт или с единицей (48 KiB, 48 KB и 48K — это 49\u{a0}152 байт)"
    );
}

/// The English compiled into the model (build.rs) is both parts of the English catalogue.
#[test]
fn the_compiled_english_is_both_parts() {
    let read = catalogue(Lang::En);
    let compiled: BTreeSet<&str> = Catalogue::english().message_ids().into_iter().collect();
    assert_eq!(compiled, read.message_ids().into_iter().collect::<BTreeSet<&str>>());
}
