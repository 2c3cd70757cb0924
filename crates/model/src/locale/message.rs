//! A sentence, label or figure as the report layer gives it: a message identifier of the
//! catalogues (`locales/*.ftl`) and typed arguments. Each front end renders it in the reader's
//! language ([`crate::locale::Catalogue::render`]), so the CLI and the page say the same thing in
//! every language, digit for digit. JSON and `Display` give the English text: JSON stays
//! locale-free, as do CLI arguments, links and CSV.

use serde::{Serialize, Serializer};

/// A message of the catalogues and its arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    /// The catalogue identifier: `occupancy-heading`, `limited-by`.
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Message`]: what it is decides how each language writes it.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A whole count, grouped in thousands ("65,536", ru "65 536"); selects plural forms.
    Count(u64),
    /// A 0–1 fraction as a percentage with two decimals ("66.67%", ru "66,67 %").
    Percent(f64),
    /// A quantity by [`crate::decimal`]'s rule ("3.79", "544").
    Decimal(f64),
    /// A quantity with a fixed number of decimals, as Nsight Compute prints Waves Per SM ("2.00").
    Fixed(f64, u32),
    /// Bytes by [`crate::bytes`]' rule ("48 KiB", "1,000 B").
    Bytes(u64),
    /// Shown as it is in every language: a GPU's or an architecture's name, "8.9", an API name.
    Verbatim(String),
    /// Another message, rendered in the same language.
    Message(Box<Message>),
}

impl Message {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Message {
        Message { id, args: Vec::new() }
    }

    /// No text, in every language: where a sentence has a slot with nothing to put in it.
    pub fn empty() -> Message {
        Message::from(String::new())
    }

    /// This message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The argument named `name`.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// A list in words: "a and b", "a, b and c" (`list-two`, `list-more`); `None` if empty.
pub fn list(items: impl DoubleEndedIterator<Item = Message>) -> Option<Message> {
    joined(items, "list-two")
}

/// A list of alternatives in words: "a or b", "a, b or c" (`list-or-two`, `list-more`).
pub fn list_or(items: impl DoubleEndedIterator<Item = Message>) -> Option<Message> {
    joined(items, "list-or-two")
}

/// `items` joined by one separator message (`id`, `{ $first }…{ $rest }`): "a · b · c".
pub fn separated(items: impl DoubleEndedIterator<Item = Message>, id: &'static str) -> Option<Message> {
    items.rev().reduce(|rest, first| Message::new(id).arg("first", first).arg("rest", rest))
}

fn joined(items: impl DoubleEndedIterator<Item = Message>, two: &'static str) -> Option<Message> {
    let mut items = items.rev();
    let last = items.next()?;
    let Some(before_last) = items.next() else {
        return Some(last);
    };
    let mut text = Message::new(two).arg("first", before_last).arg("last", last);
    for item in items {
        text = Message::new("list-more").arg("first", item).arg("rest", text);
    }
    Some(text)
}

/// A count and its noun, as a message with a plural: `blocks` { n }.
pub fn counted(id: &'static str, n: u64) -> Message {
    Message::new(id).arg("n", Arg::Count(n))
}

/// A number of bytes always in bytes: "49,152 B".
pub fn byte_count(n: u64) -> Message {
    counted("byte-count", n)
}

/// A text already written, shown as it is in every language (`value`): for figures the
/// catalogues do not word yet.
impl From<String> for Message {
    fn from(text: String) -> Message {
        Message::new("value").arg("value", Arg::Verbatim(text))
    }
}

/// A bare number, written the reader's way (`value`).
impl From<Arg> for Message {
    fn from(value: Arg) -> Message {
        Message::new("value").arg("value", value)
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Message(Box::new(m))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Verbatim(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Verbatim(s.to_string())
    }
}

/// The English text (its `Display`, in `catalogue.rs`): JSON is locale-free.
impl Serialize for Message {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_string())
    }
}
