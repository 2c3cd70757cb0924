//! The language occlab speaks: `--lang`, else the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
//! that is set (POSIX's order), else English. A language occlab has no catalogue for is said
//! once, on stderr, and English is spoken. JSON, CSV and the arguments stay locale-free.

use occlab_model::locale::message::Message;
use occlab_model::locale::{Catalogue, Lang};
use std::fmt;
use std::sync::OnceLock;

static SPOKEN: OnceLock<&'static Catalogue> = OnceLock::new();

/// The catalogues' texts, every part of each (`Part::ALL`), compiled in (the page fetches its
/// own).
fn source(lang: Lang) -> [&'static str; 4] {
    macro_rules! parts {
        ($tag:literal) => {
            [
                include_str!(concat!("../../model/locales/", $tag, "/first-view.ftl")),
                include_str!(concat!("../../model/locales/", $tag, "/panels.ftl")),
                include_str!(concat!("../../model/locales/", $tag, "/cli.ftl")),
                include_str!(concat!("../../model/locales/", $tag, "/what-if.ftl")),
            ]
        };
    }
    match lang {
        Lang::En => parts!("en"),
        Lang::Ru => parts!("ru"),
        Lang::Zh => parts!("zh"),
        Lang::It => parts!("it"),
        Lang::Ko => parts!("ko"),
    }
}

/// The catalogue of `lang`, read once.
pub fn catalogue(lang: Lang) -> &'static Catalogue {
    static READ: [OnceLock<Option<Catalogue>>; 5] = [const { OnceLock::new() }; 5];
    if lang == Lang::En {
        return Catalogue::english();
    }
    let slot = &READ[lang.index()];
    slot.get_or_init(|| match Catalogue::read(lang, &source(lang).join("\n")) {
        Ok(c) => Some(c),
        Err(e) => {
            eprintln!("occlab: {e}; speaking English");
            None
        }
    })
    .as_ref()
    .unwrap_or_else(Catalogue::english)
}

/// Chooses the language for this run: `flag` (`--lang`), else the environment.
pub fn choose(flag: Option<Lang>) {
    let lang = flag.unwrap_or_else(|| from_env(|name| std::env::var(name).ok()));
    let _ = SPOKEN.set(catalogue(lang));
}

/// The language the locale variables ask for; an unknown one is said once and English spoken.
fn from_env(var: impl Fn(&str) -> Option<String>) -> Lang {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        let Some(value) = var(name).filter(|v| !v.is_empty()) else {
            continue;
        };
        // The POSIX locale speaks no language in particular.
        if value == "C" || value == "POSIX" || value.starts_with("C.") {
            return Lang::En;
        }
        return Lang::from_tag(&value).unwrap_or_else(|| {
            let notice = Message::new("cli-language-unknown").arg("variable", name).arg("asked", value.as_str());
            eprintln!("{notice}");
            Lang::En
        });
    }
    Lang::En
}

/// `--lang`'s value as the command line writes it (`--lang ru`, `--lang=ru`), read before clap
/// parses it, so that clap's help and refusals speak it; `None` when it is not there or names no
/// language.
pub fn asked(args: impl IntoIterator<Item = String>) -> Option<Lang> {
    let mut args = args.into_iter().take_while(|a| a != "--");
    let mut value = None;
    while let Some(arg) = args.next() {
        if arg == "--lang" {
            value = args.next();
        } else if let Some(tag) = arg.strip_prefix("--lang=") {
            value = Some(tag.to_string());
        }
    }
    value.and_then(|tag| Lang::from_tag(&tag))
}

/// The catalogue of the language of this run.
pub fn spoken() -> &'static Catalogue {
    SPOKEN.get().copied().unwrap_or_else(Catalogue::english)
}

/// `message` in the language of this run.
pub fn say(message: &Message) -> String {
    spoken().render(message)
}

/// The language of this run.
pub fn lang() -> Lang {
    SPOKEN.get().map_or(Lang::En, |c| c.lang())
}

/// A flag's value refused by its clap value parser, rendered when clap prints it ([`say`]).
#[derive(Debug)]
pub struct Refusal(pub Message);

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&say(&self.0))
    }
}

impl std::error::Error for Refusal {}

/// `--lang`'s value: one of the languages occlab speaks.
pub fn parse_lang(text: &str) -> Result<Lang, Refusal> {
    Lang::from_tag(text).ok_or_else(|| {
        let tags: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
        Refusal(Message::new("cli-lang-refused").arg("value", text).arg("tags", tags.join(", ")))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locale_variables_choose_in_posix_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string())
        };
        assert_eq!(from_env(env(&[("LANG", "ru_RU.UTF-8")])), Lang::Ru);
        assert_eq!(from_env(env(&[("LANG", "ru_RU.UTF-8"), ("LC_MESSAGES", "ko_KR.UTF-8")])), Lang::Ko);
        assert_eq!(from_env(env(&[("LC_ALL", "it_IT.UTF-8"), ("LC_MESSAGES", "ko_KR.UTF-8")])), Lang::It);
        assert_eq!(from_env(env(&[("LC_ALL", ""), ("LANG", "zh_CN.UTF-8")])), Lang::Zh);
        assert_eq!(from_env(env(&[("LANG", "C.UTF-8")])), Lang::En);
        assert_eq!(from_env(env(&[("LANG", "fr_FR.UTF-8")])), Lang::En);
        assert_eq!(from_env(env(&[])), Lang::En);
    }

    #[test]
    fn lang_flag_names_what_is_allowed() {
        assert_eq!(parse_lang("ru").ok(), Some(Lang::Ru));
        assert_eq!(
            parse_lang("fr").map_err(|e| e.to_string()),
            Err("\"fr\" is not a language occlab speaks; expected one of en, ru, zh, it, ko".to_string())
        );
    }

    #[test]
    fn a_refused_command_line_still_names_its_language() {
        let args = |line: &str| line.split(' ').map(str::to_string).collect::<Vec<_>>();
        assert_eq!(asked(args("occlab sweep --size 1x1 --lang ru")), Some(Lang::Ru));
        assert_eq!(asked(args("occlab serve --lang=ko_KR.UTF-8 --max-db-bytes 1")), Some(Lang::Ko));
        assert_eq!(asked(args("occlab sweep --lang")), None);
        assert_eq!(asked(args("occlab import -- --lang ru")), None);
    }
}
