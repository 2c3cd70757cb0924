//! clap's refusals of a command line in the reader's language (`clap-*` in `cli.ftl`): an
//! [`ErrorFormatter`] that words each kind of error from its context, laid out as clap's own
//! formatter lays it out in English. clap still prints it: on stderr, in colour on a terminal,
//! with exit code 2. (Help and `--version` are written by clap's help template, localized by
//! [`crate::help`], and go to stdout with exit code 0.)
//!
//! What the error quotes stays as it was typed or declared: the arguments, their values and
//! value names (`--threads <THREADS>`), the usage line. A value parser's reason is occlab's own
//! message ([`crate::speech::Refusal`]); the standard library's (an address or a number that
//! does not parse) stays as it words it.

use crate::help::quoted_if_spaced;
use crate::speech::say;
use clap::builder::styling::Style;
use clap::builder::{StyledStr, Styles};
use clap::error::{ContextKind, ContextValue, Error, ErrorFormatter, ErrorKind};
use occlab_model::locale::message::{Arg, Message};

/// clap's errors, worded by the catalogue of the language of the run.
#[derive(Debug)]
pub struct Localized;

/// clap's styles, which occlab keeps.
const STYLES: Styles = Styles::styled();

/// clap's indent of a list or a tip under the error.
const TAB: &str = "  ";

impl ErrorFormatter for Localized {
    fn format_error(error: &Error<Self>) -> StyledStr {
        let red = STYLES.get_error();
        let mut out = format!("{red}{}{red:#} ", say(&Message::new("clap-error-label")));
        out.push_str(&sentence(error).unwrap_or_else(|| unworded(error)));
        tips(error, &mut out);
        if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
            out.push_str("\n\n");
            out.push_str(&localized_usage(usage));
        }
        let help = paint(STYLES.get_literal(), "--help");
        out.push_str("\n\n");
        out.push_str(&say(&Message::new("clap-more-information").arg("help", help)));
        out.push('\n');
        StyledStr::from(out)
    }
}

/// `text` in `style` (shown on a terminal only).
fn paint(style: &Style, text: impl std::fmt::Display) -> String {
    format!("{style}{text}{style:#}")
}

/// The text clap gives for `kind`, if it gives one.
fn string(error: &Error<Localized>, kind: ContextKind) -> Option<&str> {
    match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s),
        _ => None,
    }
}

/// The list clap gives for `kind`, if it gives one.
fn strings(error: &Error<Localized>, kind: ContextKind) -> Option<&[String]> {
    match error.get(kind) {
        Some(ContextValue::Strings(s)) => Some(s),
        _ => None,
    }
}

/// The count clap gives for `kind`, if it gives one.
fn number(error: &Error<Localized>, kind: ContextKind) -> Option<u64> {
    match error.get(kind) {
        Some(ContextValue::Number(n)) => u64::try_from(*n).ok(),
        _ => None,
    }
}

/// What the error says, from its context; `None` for a kind or a context clap never gives occlab.
fn sentence(error: &Error<Localized>) -> Option<String> {
    let (valid, invalid, literal) = (STYLES.get_valid(), STYLES.get_invalid(), STYLES.get_literal());
    let arg = || string(error, ContextKind::InvalidArg);
    let value = || string(error, ContextKind::InvalidValue);
    let message = match error.kind() {
        ErrorKind::UnknownArgument => Message::new("clap-error-unknown-argument").arg("arg", paint(invalid, arg()?)),
        ErrorKind::InvalidSubcommand => Message::new("clap-error-invalid-subcommand")
            .arg("subcommand", paint(invalid, string(error, ContextKind::InvalidSubcommand)?)),
        ErrorKind::InvalidValue => {
            let (arg, value) = (arg()?, value()?);
            let message = if value.is_empty() {
                Message::new("clap-error-value-required").arg("arg", paint(invalid, arg))
            } else {
                Message::new("clap-error-invalid-value")
                    .arg("value", paint(invalid, value))
                    .arg("arg", paint(literal, arg))
            };
            let possible = strings(error, ContextKind::ValidValue).unwrap_or_default();
            return Some(say(&message) + &listed("clap-possible-values", possible));
        }
        ErrorKind::ValueValidation => {
            let message = match std::error::Error::source(error) {
                Some(why) => Message::new("clap-error-value-refused").arg("why", reason(why)),
                None => Message::new("clap-error-invalid-value"),
            };
            message.arg("value", paint(invalid, value()?)).arg("arg", paint(literal, arg()?))
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = strings(error, ContextKind::InvalidArg)?;
            let lines: String = missing.iter().map(|a| format!("\n{TAB}{}", paint(valid, a))).collect();
            return Some(say(&Message::new("clap-error-missing-arguments")) + &lines);
        }
        ErrorKind::MissingSubcommand => {
            let command = string(error, ContextKind::InvalidSubcommand)?;
            let message = Message::new("clap-error-missing-subcommand").arg("command", paint(invalid, command));
            let subcommands = strings(error, ContextKind::ValidSubcommand).unwrap_or_default();
            return Some(say(&message) + &listed("clap-subcommands", subcommands));
        }
        ErrorKind::ArgumentConflict => return conflict(error),
        ErrorKind::NoEquals => Message::new("clap-error-no-equals").arg("arg", paint(invalid, arg()?)),
        ErrorKind::TooManyValues => Message::new("clap-error-too-many-values")
            .arg("value", paint(invalid, value()?))
            .arg("arg", paint(literal, arg()?)),
        ErrorKind::TooFewValues => Message::new("clap-error-too-few-values")
            .arg("least", paint(valid, number(error, ContextKind::MinValues)?))
            .arg("arg", paint(literal, arg()?))
            .arg("n", Arg::Count(number(error, ContextKind::ActualNumValues)?)),
        ErrorKind::WrongNumberOfValues => Message::new("clap-error-wrong-number-of-values")
            .arg("expected", paint(valid, number(error, ContextKind::ExpectedNumValues)?))
            .arg("arg", paint(literal, arg()?))
            .arg("n", Arg::Count(number(error, ContextKind::ActualNumValues)?)),
        ErrorKind::InvalidUtf8 => Message::new("clap-error-invalid-utf8"),
        _ => return None,
    };
    Some(say(&message))
}

/// "the argument … cannot be used with …", or "… multiple times".
fn conflict(error: &Error<Localized>) -> Option<String> {
    let invalid = STYLES.get_invalid();
    let arg = string(error, ContextKind::InvalidArg)?;
    let painted = paint(invalid, arg);
    let message = match error.get(ContextKind::PriorArg) {
        Some(ContextValue::String(prior)) if prior == arg => Message::new("clap-error-used-twice").arg("arg", painted),
        Some(ContextValue::String(prior)) => {
            Message::new("clap-error-conflict").arg("arg", painted).arg("other", paint(invalid, prior))
        }
        Some(ContextValue::Strings(others)) => {
            let lines: String = others.iter().map(|o| format!("\n{TAB}{}", paint(invalid, o))).collect();
            return Some(say(&Message::new("clap-error-conflict-with").arg("arg", painted)) + &lines);
        }
        _ => Message::new("clap-error-conflict-any").arg("arg", painted),
    };
    Some(say(&message))
}

/// "\n  [possible values: a, b]" under the error, as clap lists them; nothing for no values.
fn listed(id: &'static str, values: &[String]) -> String {
    if values.is_empty() {
        return String::new();
    }
    let valid = STYLES.get_valid();
    let values: Vec<String> = values.iter().map(|v| paint(valid, quoted_if_spaced(v))).collect();
    format!("\n{TAB}{}", say(&Message::new(id).arg("values", values.join(", "))))
}

/// A value parser's reason: occlab's own message, clap's range check in words, or the standard
/// library's words.
fn reason(why: &(dyn std::error::Error + 'static)) -> String {
    let text = why.to_string();
    // clap's `value_parser!(u32).range(…)`: "50 is not in 1..=20".
    match text.split_once(" is not in ") {
        Some((number, range)) if number.parse::<i64>().is_ok() && range.contains("..") => {
            say(&Message::new("clap-error-out-of-range").arg("number", number).arg("range", range))
        }
        _ => text,
    }
}

/// An error's kind in words, where its context does not say more (no such error reaches
/// occlab's users: clap gives each kind its context).
fn unworded(error: &Error<Localized>) -> String {
    match std::error::Error::source(error) {
        Some(why) => reason(why),
        None => error.kind().as_str().unwrap_or_default().to_owned(),
    }
}

/// The tips under the error: a similar argument, subcommand or value, and clap's written tips,
/// each with its own blank line before the first, as clap lays them out.
fn tips(error: &Error<Localized>, out: &mut String) {
    let mut suggested = false;
    for (kind, one, several) in [
        (ContextKind::SuggestedSubcommand, "clap-tip-similar-subcommand", "clap-tip-similar-subcommands"),
        (ContextKind::SuggestedArg, "clap-tip-similar-argument", "clap-tip-similar-arguments"),
        (ContextKind::SuggestedValue, "clap-tip-similar-value", "clap-tip-similar-values"),
    ] {
        let names: Vec<&str> = match error.get(kind) {
            Some(ContextValue::String(name)) => vec![name.as_str()],
            Some(ContextValue::Strings(names)) => names.iter().map(String::as_str).collect(),
            _ => continue,
        };
        out.push('\n');
        if !suggested {
            out.push('\n');
            suggested = true;
        }
        let valid = STYLES.get_valid();
        let quoted: Vec<String> =
            names.iter().map(|n| say(&Message::new("clap-quoted").arg("text", paint(valid, n)))).collect();
        let id = if names.len() == 1 { one } else { several };
        let similar = Message::new(id).arg("names", quoted.join(", "));
        out.push_str(&tip(&say(&similar)));
    }
    if let Some(ContextValue::StyledStrs(written)) = error.get(ContextKind::Suggested) {
        if !suggested {
            out.push('\n');
        }
        for suggestion in written {
            out.push('\n');
            out.push_str(&tip(&written_tip(suggestion)));
        }
    }
}

/// "  tip: TEXT".
fn tip(text: &str) -> String {
    let green = STYLES.get_valid();
    format!("{TAB}{green}{}{green:#} {text}", say(&Message::new("clap-tip-label")))
}

/// One of the tips clap writes out in English (`ContextKind::Suggested`), in the reader's
/// language; one of a shape not known here stays as clap wrote it.
fn written_tip(suggestion: &StyledStr) -> String {
    let (valid, invalid) = (STYLES.get_valid(), STYLES.get_invalid());
    let text = suggestion.to_string();
    let quoted = |rest: &str| rest.strip_prefix('\'').and_then(|r| r.strip_suffix('\'')).map(str::to_owned);
    // "to pass '--foo' as a value, use '-- --foo'" (or "'NAME -- foo'" for a subcommand).
    if let Some((value, usage)) = text.strip_prefix("to pass ").and_then(|r| r.split_once(" as a value, use ")) {
        if let (Some(value), Some(usage)) = (quoted(value), quoted(usage)) {
            let message = Message::new("clap-tip-pass-as-value")
                .arg("value", paint(invalid, value))
                .arg("usage", paint(valid, usage));
            return say(&message);
        }
    }
    // "subcommand 'calc' exists; to use it, remove the '--' before it".
    if let Some(name) =
        text.strip_prefix("subcommand ").and_then(|r| r.strip_suffix(" exists; to use it, remove the '--' before it"))
    {
        if let Some(name) = quoted(name) {
            return say(&Message::new("clap-tip-remove-dashes").arg("subcommand", paint(valid, name)));
        }
    }
    // "'calc --threads' exists".
    if let Some(usage) = text.strip_suffix(" exists").and_then(quoted) {
        return say(&Message::new("clap-tip-exists").arg("usage", paint(valid, usage)));
    }
    suggestion.ansi().to_string()
}

/// clap's usage line ("Usage: occlab calc …") with the reader's word for "Usage:".
fn localized_usage(usage: &StyledStr) -> String {
    let style = STYLES.get_usage();
    let text = usage.ansi().to_string();
    let word = paint(style, say(&Message::new("clap-usage")));
    let styled = format!("{}Usage:{} ", style.render(), style.render_reset());
    match text.strip_prefix(&styled).or_else(|| text.strip_prefix("Usage: ")) {
        Some(line) => format!("{word} {line}"),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_written_tips_are_read_back() {
        // Without the styles a terminal would show.
        let tip = |text: &str| StyledStr::from(written_tip(&StyledStr::from(text.to_owned()))).to_string();
        assert_eq!(tip("to pass '--foo' as a value, use '-- --foo'"), "to pass '--foo' as a value, use '-- --foo'");
        assert_eq!(tip("'calc --threads' exists"), "'calc --threads' exists");
        assert_eq!(
            tip("subcommand 'calc' exists; to use it, remove the '--' before it"),
            "subcommand 'calc' exists; to use it, remove the '--' before it"
        );
        assert_eq!(tip("something clap says"), "something clap says");
    }

    #[test]
    fn a_range_check_is_worded() {
        let why: Box<dyn std::error::Error> = "50 is not in 1..=20".into();
        assert_eq!(reason(why.as_ref()), "50 is not in 1..=20");
        let why: Box<dyn std::error::Error> = "invalid digit found in string".into();
        assert_eq!(reason(why.as_ref()), "invalid digit found in string");
    }
}
