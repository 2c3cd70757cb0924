//! clap's help in the reader's language: each command's about, each argument's help, the
//! headings, "Usage:" and the notes after a help ("[default: …]", "[possible values: …]",
//! "[env: …]", "[aliases: …]") come from the catalogue (`help-*` and `clap-*` in `cli.ftl`).
//!
//! The messages are named after the command and the argument, as clap names them (with `-` for
//! `_`):
//! - `help-about-{command}`: a command's about (`help-about-occlab`, `help-about-calc`, and
//!   `help-about-help` for clap's `help`);
//! - `help-{command}-{argument}`: an argument's help in one command (`help-calc-threads`);
//! - `help-arg-{argument}`: an argument's help in every command that has no message of its own
//!   for it (`help-arg-cc`, `help-arg-help`).
//!
//! The English of each is the doc comment that clap's derive reads (the tests below check that
//! they agree, and that every language has every message), so `occlab --help` reads as clap
//! writes it.

use clap::builder::{Arg, Command, StyledStr};
use occlab_model::locale::message::Message;
use occlab_model::locale::Catalogue;

/// `command` and all its subcommands, clap's own `--help`, `--version` and `help` among them,
/// with their help in the language of `catalogue`.
pub fn localized(mut command: Command, catalogue: &Catalogue) -> Command {
    // Building adds clap's own arguments and subcommand, so that they are localized too.
    command.build();
    localize(command, catalogue)
}

/// `command`, built, and its subcommands with their help in the language of `catalogue`.
fn localize(command: Command, catalogue: &Catalogue) -> Command {
    let name = command.get_name().to_owned();
    let about = command.get_about().and(about_id(&name)).map(|id| catalogue.render_id(&id));
    let template = template(&command, catalogue);
    let command = command
        .help_template(template)
        .subcommand_help_heading(catalogue.render_id("clap-heading-commands"))
        .mut_args(|arg| localize_arg(arg, &name, catalogue))
        .mut_subcommands(|sub| localize(sub, catalogue));
    match about {
        Some(about) => command.about(about),
        None => command,
    }
}

/// clap's help template with "Usage:" in the reader's language: clap's own, with arguments
/// when the command shows any and without them when it has none to show.
fn template(command: &Command, catalogue: &Catalogue) -> StyledStr {
    let style = command.get_styles().get_usage();
    let usage = format!("{style}{}{style:#}", catalogue.render_id("clap-usage"));
    let shows_arguments =
        command.get_arguments().any(|a| !a.is_hide_set()) || command.get_subcommands().any(|s| !s.is_hide_set());
    let arguments = if shows_arguments { "\n\n{all-args}" } else { "" };
    StyledStr::from(format!("{{before-help}}{{about-with-newline}}\n{usage} {{usage}}{arguments}{{after-help}}"))
}

/// `arg` with its help and notes in the reader's language, under the heading clap gives it.
/// clap's own notes are hidden: the help carries them, worded by the catalogue.
fn localize_arg(arg: Arg, command: &str, catalogue: &Catalogue) -> Arg {
    let help = match help_id(command, arg.get_id().as_str()) {
        Some(id) => Some(catalogue.render_id(&id)),
        None => arg.get_help().map(ToString::to_string),
    };
    let text: Vec<String> = help.into_iter().chain(notes(&arg, catalogue)).collect();
    let heading = if arg.is_positional() { "clap-heading-arguments" } else { "clap-heading-options" };
    let aliases: Vec<String> = arg.get_all_aliases().unwrap_or_default().into_iter().map(str::to_owned).collect();
    let short_aliases = arg.get_all_short_aliases().unwrap_or_default();
    arg.help(text.join(" "))
        .help_heading(catalogue.render_id(heading))
        .hide_env(true)
        .hide_default_value(true)
        .hide_possible_values(true)
        .alias(None)
        .aliases(aliases)
        .short_alias(None)
        .short_aliases(short_aliases)
}

/// The notes clap writes after an argument's help, in its order: the environment variable, the
/// default, the visible aliases and the possible values.
fn notes(arg: &Arg, catalogue: &Catalogue) -> Vec<String> {
    let mut notes = Vec::new();
    if let Some(variable) = arg.get_env().filter(|_| !arg.is_hide_env_set()) {
        let mut variable = variable.to_string_lossy().into_owned();
        if !arg.is_hide_env_values_set() {
            let value = std::env::var_os(&variable).unwrap_or_default();
            variable = format!("{variable}={}", value.to_string_lossy());
        }
        notes.push(catalogue.render(&Message::new("clap-env").arg("variable", variable)));
    }
    let defaults = arg.get_default_values();
    if arg.get_action().takes_values() && !arg.is_hide_default_value_set() && !defaults.is_empty() {
        let values: Vec<String> = defaults.iter().map(|v| quoted_if_spaced(&v.to_string_lossy())).collect();
        notes.push(catalogue.render(&Message::new("clap-default").arg("values", values.join(" "))));
    }
    let shorts = arg.get_visible_short_aliases().unwrap_or_default().into_iter().map(|a| format!("-{a}"));
    let longs = arg.get_visible_aliases().unwrap_or_default().into_iter().map(|a| format!("--{a}"));
    let aliases: Vec<String> = shorts.chain(longs).collect();
    if !aliases.is_empty() {
        let id = if aliases.len() == 1 { "clap-alias" } else { "clap-aliases" };
        notes.push(catalogue.render(&Message::new(id).arg("aliases", aliases.join(", "))));
    }
    let possible: Vec<String> = if arg.is_hide_possible_values_set() {
        Vec::new()
    } else {
        arg.get_possible_values().iter().filter(|v| !v.is_hide_set()).map(|v| quoted_if_spaced(v.get_name())).collect()
    };
    if !possible.is_empty() {
        notes.push(catalogue.render(&Message::new("clap-possible-values").arg("values", possible.join(", "))));
    }
    notes
}

/// A value as clap writes it in a note: in quotes if it holds a space.
pub fn quoted_if_spaced(value: &str) -> String {
    if value.contains(char::is_whitespace) {
        format!("{value:?}")
    } else {
        value.to_owned()
    }
}

/// Whether English (and so every catalogue) has message `id`.
fn known(id: &str) -> bool {
    Catalogue::english().variables(id).is_some()
}

/// The message of `command`'s about.
fn about_id(command: &str) -> Option<String> {
    Some(format!("help-about-{command}")).filter(|id| known(id))
}

/// The message of `argument`'s help in `command`: the command's own, else the one of every
/// command; `None` if English has neither.
fn help_id(command: &str, argument: &str) -> Option<String> {
    let argument = argument.replace('_', "-");
    [format!("help-{command}-{argument}"), format!("help-arg-{argument}")].into_iter().find(|id| known(id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::catalogue;
    use clap::CommandFactory;
    use occlab_model::locale::Lang;

    /// Every command and the arguments it shows, clap's own among them (the built tree).
    fn every_command() -> Vec<Command> {
        fn walk(command: &Command, all: &mut Vec<Command>) {
            all.push(command.clone());
            for sub in command.get_subcommands() {
                walk(sub, all);
            }
        }
        let mut root = crate::Cli::command();
        root.build();
        let mut all = Vec::new();
        walk(&root, &mut all);
        all
    }

    /// The message of each command's about and of each shown argument's help, with the English
    /// clap's derive took from the doc comments (or clap gives its own arguments).
    fn every_help() -> Vec<(String, Option<String>, String)> {
        let mut all = Vec::new();
        for command in every_command() {
            let name = command.get_name();
            let about = command.get_about().map(ToString::to_string).unwrap_or_default();
            all.push((format!("{name} (about)"), about_id(name), about));
            for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
                let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
                all.push((format!("{name} {}", arg.get_id()), help_id(name, arg.get_id().as_str()), help));
            }
        }
        all
    }

    #[test]
    fn every_command_and_argument_has_its_help_in_every_language() {
        let mut missing = Vec::new();
        for (place, id, _) in every_help() {
            let Some(id) = id else {
                missing.push(format!("{place}: no help-* message in en/cli.ftl"));
                continue;
            };
            for lang in Lang::ALL {
                let c = catalogue(lang);
                if c.lang() != lang || c.variables(&id).is_none() {
                    missing.push(format!("{place}: {id} not in {}/cli.ftl", lang.tag()));
                }
            }
        }
        assert!(missing.is_empty(), "{missing:#?}");
    }

    /// The English of each help is its doc comment, so the two cannot drift apart; and no doc
    /// comment has a second paragraph (clap's long help), which the catalogue would not carry.
    #[test]
    fn english_help_is_the_doc_comments() {
        let english = Catalogue::english();
        for (place, id, doc) in every_help() {
            if let Some(id) = id {
                assert_eq!(english.render_id(&id), doc, "{place}: {id} differs from the doc comment");
            }
        }
        for command in every_command() {
            assert!(command.get_long_about().is_none(), "{}: long about", command.get_name());
            for arg in command.get_arguments() {
                assert!(arg.get_long_help().is_none(), "{} {}: long help", command.get_name(), arg.get_id());
            }
        }
    }

    #[test]
    fn notes_follow_the_help_in_the_readers_language() {
        let ru = localized(crate::Cli::command(), catalogue(Lang::Ru));
        let sweep = ru.get_subcommands().find(|s| s.get_name() == "sweep").cloned();
        let help = sweep.map(|mut s| s.render_help().to_string()).unwrap_or_default();
        assert!(help.contains("[по умолчанию: light] [возможные значения: light, dark, projector]"), "{help}");
        assert!(help.contains("Параметры:"), "{help}");
        assert!(!help.contains("[default:"), "{help}");
    }
}
