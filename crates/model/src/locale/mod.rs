//! The reader's language: which catalogue speaks (`locales/{tag}/{part}.ftl`, [`Catalogue`]),
//! how it writes numbers and which plural form a count takes, each as the Unicode CLDR gives it.

mod catalogue;
pub mod message;
pub(crate) mod numerals;
mod part;
mod pattern;

pub use catalogue::{Catalogue, CatalogueError};
pub use part::Part;

/// A language Occupancy Lab speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Ru,
    Zh,
    It,
    Ko,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Ru, Lang::Zh, Lang::It, Lang::Ko];

    /// The language's place in [`Lang::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The BCP 47 tag: `?lang=ru`, `occlab --lang ru`, the catalogue's file name.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Zh => "zh",
            Lang::It => "it",
            Lang::Ko => "ko",
        }
    }

    /// The language's name in itself, for the language switch.
    pub fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ru => "Русский",
            Lang::Zh => "中文",
            Lang::It => "Italiano",
            Lang::Ko => "한국어",
        }
    }

    /// The language of a BCP 47 tag or a POSIX locale name: "ru", "ru-RU", "zh-Hans-CN",
    /// "it_IT.UTF-8", "ko_KR.utf8@euro". Case is ignored; `None` for any other language.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim().as_bytes();
        let language = tag.get(..2)?;
        if tag.get(2).is_some_and(u8::is_ascii_alphabetic) {
            return None;
        }
        Lang::ALL.into_iter().find(|l| l.tag().as_bytes().eq_ignore_ascii_case(language))
    }

    /// The number symbols of the language's default numbering system, from CLDR 45
    /// (`common/main/{en,ru,zh,it,ko}.xml`, `numbers/symbols` and `percentFormats`).
    pub fn numbers(self) -> NumberSymbols {
        match self {
            Lang::En | Lang::Zh | Lang::Ko => NumberSymbols { decimal: '.', group: ',', percent: "%" },
            // ru: the group separator is U+00A0 NO-BREAK SPACE; the percent pattern "#,##0 %"
            // puts one before the sign.
            Lang::Ru => NumberSymbols { decimal: ',', group: '\u{a0}', percent: "\u{a0}%" },
            Lang::It => NumberSymbols { decimal: ',', group: '.', percent: "%" },
        }
    }

    /// The CLDR plural category of a number with `fraction_digits` visible decimals (CLDR 45
    /// `supplemental/plurals.xml`, cardinal rules, with i the integer part and v the visible
    /// fraction digits): the variant a catalogue's `{ $n -> [one] … *[other] … }` selects.
    pub fn plural(self, i: u64, fraction_digits: u32) -> &'static str {
        let v = fraction_digits;
        match self {
            // one: i = 1 and v = 0.
            Lang::En => {
                if i == 1 && v == 0 {
                    "one"
                } else {
                    "other"
                }
            }
            // one: i = 1 and v = 0; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
            Lang::It => {
                if i == 1 && v == 0 {
                    "one"
                } else if v == 0 && i != 0 && i.is_multiple_of(1_000_000) {
                    "many"
                } else {
                    "other"
                }
            }
            // one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and
            // i % 100 != 12..14; many: v = 0 and the rest; other: fractions.
            Lang::Ru => {
                if v != 0 {
                    "other"
                } else if i % 10 == 1 && i % 100 != 11 {
                    "one"
                } else if (2..=4).contains(&(i % 10)) && !(12..=14).contains(&(i % 100)) {
                    "few"
                } else {
                    "many"
                }
            }
            // Chinese and Korean have one form.
            Lang::Zh | Lang::Ko => "other",
        }
    }
}

/// How a language writes numbers; every number is first written by [`crate::numerals`] in its
/// plain form ("1,234.50", "66.67%"), then [`NumberSymbols::localize`]d.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumberSymbols {
    pub decimal: char,
    pub group: char,
    /// What follows a percentage's digits.
    pub percent: &'static str,
}

impl NumberSymbols {
    /// A number in the plain form, written with these symbols: "1,234.50" → ru "1 234,50".
    pub fn localize(self, plain: &str) -> String {
        let (digits, percent) = match plain.strip_suffix('%') {
            Some(digits) => (digits, self.percent),
            None => (plain, ""),
        };
        let mut out: String = digits
            .chars()
            .map(|c| match c {
                ',' => self.group,
                '.' => self.decimal,
                c => c,
            })
            .collect();
        out.push_str(percent);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// As CLDR writes them: 66,67 % and 1 234 in ru; 66,67% and 1.234 in it; 66.67% and 1,234
    /// in zh and ko (and en).
    #[test]
    fn numbers_are_written_the_cldr_way() {
        assert_eq!(Lang::Ru.numbers().localize("66.67%"), "66,67\u{a0}%");
        assert_eq!(Lang::Ru.numbers().localize("1,234"), "1\u{a0}234");
        assert_eq!(Lang::It.numbers().localize("66.67%"), "66,67%");
        assert_eq!(Lang::It.numbers().localize("1,234"), "1.234");
        assert_eq!(Lang::It.numbers().localize("1,234.50"), "1.234,50");
        for lang in [Lang::En, Lang::Zh, Lang::Ko] {
            assert_eq!(lang.numbers().localize("66.67%"), "66.67%");
            assert_eq!(lang.numbers().localize("1,234"), "1,234");
        }
    }

    /// CLDR 45's plural samples (plurals.xml's @integer lists): ru one 1, 21, 101; few 2–4, 22;
    /// many 0, 5–20, 111; it many 1000000; zh and ko only other.
    #[test]
    fn plural_categories_follow_cldr() {
        let ru: Vec<_> = [1, 21, 101, 2, 4, 22, 0, 5, 11, 12, 14, 20, 111].map(|n| Lang::Ru.plural(n, 0)).into();
        assert_eq!(
            ru,
            ["one", "one", "one", "few", "few", "few", "many", "many", "many", "many", "many", "many", "many"]
        );
        assert_eq!(Lang::Ru.plural(1, 2), "other");
        assert_eq!([1, 2, 1_000_000].map(|n| Lang::It.plural(n, 0)), ["one", "other", "many"]);
        assert_eq!([1, 2].map(|n| Lang::En.plural(n, 0)), ["one", "other"]);
        assert_eq!(Lang::En.plural(1, 2), "other");
        assert_eq!([1, 2].map(|n| Lang::Zh.plural(n, 0)), ["other", "other"]);
        assert_eq!([1, 2].map(|n| Lang::Ko.plural(n, 0)), ["other", "other"]);
    }

    #[test]
    fn languages_are_read_from_tags_and_locale_names() {
        assert!(Lang::ALL.iter().enumerate().all(|(i, l)| l.index() == i));
        assert_eq!(Lang::from_tag("ru"), Some(Lang::Ru));
        assert_eq!(Lang::from_tag("zh-Hans-CN"), Some(Lang::Zh));
        assert_eq!(Lang::from_tag("it_IT.UTF-8"), Some(Lang::It));
        assert_eq!(Lang::from_tag("KO"), Some(Lang::Ko));
        assert_eq!(Lang::from_tag("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr_FR.UTF-8"), None);
        assert_eq!(Lang::from_tag("C"), None);
        assert_eq!(Lang::from_tag(""), None);
    }
}
