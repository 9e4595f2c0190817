//! The argument parser's own errors, worded and quoted like the rest of
//! Hopcard's: what it repeats of the command line is quoted, with control
//! characters escaped, and cut when long (clap would echo a 393 KB argument
//! whole, and a file name holding terminal escapes raw). Help and version
//! are printed as clap prints them, but a stdout that cannot take them is
//! a failure (exit 2), not a silent success.

use super::{Output, emit, short_cause, warn};
use crate::lang::t;
use crate::quote::{Quoted, cut_tokens};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::io::Write;

/// Print what the parser answered (help, version, or a usage error) about
/// the command line `args` and return the exit code: 0 for help and
/// version written whole, 2 otherwise.
pub(crate) fn answer(e: &clap::Error, args: &[std::ffi::OsString]) -> i32 {
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            match e.print().and_then(|()| std::io::stdout().flush()) {
                Ok(()) => 0,
                Err(why) => {
                    let line = t!("cli-output-failed", cause = short_cause(&why));
                    warn(&format!("hopcard: {line}"));
                    2
                }
            }
        }
        // `hopcard card` alone: the help goes to stderr, as a usage error.
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = e.print();
            2
        }
        _ => emit(&Output {
            stdout: String::new(),
            stderr: message(e, &command_path(args)),
            code: 2,
        }),
    }
}

/// A usage error as Hopcard words it: `hopcard: WHAT`, the usage lines,
/// and where to read more (`command --help`).
#[must_use]
pub(crate) fn message(e: &clap::Error, command: &str) -> String {
    let mut what = what(e);
    if let Some(ContextValue::String(arg)) = e.get(ContextKind::SuggestedArg) {
        what = t!("cli-usage-suggest", error = what, suggestion = plain(arg));
    }
    if let Some(ContextValue::String(sub)) = e.get(ContextKind::SuggestedSubcommand) {
        what = t!("cli-usage-suggest", error = what, suggestion = plain(sub));
    }
    let mut text = format!("hopcard: {what}\n");
    let usage = match e.get(ContextKind::Usage) {
        Some(ContextValue::StyledStr(usage)) => usage.to_string(),
        _ => String::new(),
    };
    for line in usage.lines().filter(|l| !l.trim().is_empty()) {
        text.push_str(&plain(line));
        text.push('\n');
    }
    let more = t!("cli-usage-more", command = command);
    text.push_str(&format!("{more}\n"));
    text
}

/// What is wrong, by the kind of error, quoting what the user typed.
fn what(e: &clap::Error) -> String {
    let arg = text_of(e, ContextKind::InvalidArg);
    let value = text_of(e, ContextKind::InvalidValue);
    match e.kind() {
        ErrorKind::UnknownArgument => {
            let given = arg.unwrap_or_default();
            let quoted = Quoted(&given).to_string();
            if given.starts_with('-') && e.get(ContextKind::Suggested).is_some() {
                t!("cli-usage-unexpected-dash", given = quoted)
            } else {
                t!("cli-usage-unexpected", given = quoted)
            }
        }
        ErrorKind::InvalidSubcommand => t!(
            "cli-usage-unknown-subcommand",
            given =
                Quoted(&text_of(e, ContextKind::InvalidSubcommand).unwrap_or_default()).to_string()
        ),
        ErrorKind::InvalidValue => {
            let arg = plain(&arg.unwrap_or_default());
            match value.as_deref() {
                None | Some("") => t!("cli-usage-needs-value", arg = arg),
                Some(v) => match list_of(e, ContextKind::ValidValue) {
                    Some(valid) => t!(
                        "cli-usage-expected-one-of",
                        arg = arg,
                        given = Quoted(v).to_string(),
                        values = valid
                    ),
                    None => t!(
                        "cli-usage-not-a-value",
                        arg = arg,
                        given = Quoted(v).to_string()
                    ),
                },
            }
        }
        ErrorKind::ValueValidation => {
            let arg = plain(&arg.unwrap_or_default());
            let given = Quoted(&value.unwrap_or_default()).to_string();
            match std::error::Error::source(e) {
                Some(why) => t!(
                    "cli-usage-invalid",
                    arg = arg,
                    given = given,
                    why = cut_tokens(&why.to_string())
                ),
                None => t!("cli-usage-not-a-value", arg = arg, given = given),
            }
        }
        ErrorKind::TooManyValues => t!(
            "cli-usage-unexpected-value",
            given = Quoted(&value.unwrap_or_default()).to_string(),
            arg = plain(&arg.unwrap_or_default())
        ),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let wanted = number_of(e, ContextKind::MinValues)
                .or_else(|| number_of(e, ContextKind::ExpectedNumValues))
                .unwrap_or(0);
            let given = number_of(e, ContextKind::ActualNumValues).unwrap_or(0);
            t!(
                "cli-usage-values",
                arg = plain(&arg.unwrap_or_default()),
                wanted = wanted as i64,
                given = given as i64
            )
        }
        ErrorKind::ArgumentConflict => conflict(e, arg.as_deref()),
        ErrorKind::MissingRequiredArgument => match list_of(e, ContextKind::InvalidArg) {
            Some(args) => t!("cli-usage-missing", args = args),
            None => t!("cli-usage-missing-argument"),
        },
        ErrorKind::MissingSubcommand => {
            let of = plain(&text_of(e, ContextKind::InvalidSubcommand).unwrap_or_default());
            match list_of(e, ContextKind::ValidSubcommand) {
                Some(valid) => t!("cli-usage-needs-subcommand-of", command = of, valid = valid),
                None => t!("cli-usage-needs-subcommand", command = of),
            }
        }
        ErrorKind::NoEquals => t!("cli-usage-no-equals", arg = plain(&arg.unwrap_or_default())),
        ErrorKind::InvalidUtf8 => t!("cli-usage-not-utf8"),
        // Anything else: clap's own first line, cut and escaped.
        _ => {
            let rendered = e.render().to_string();
            let first = rendered.lines().next().unwrap_or_default();
            cut_tokens(first.strip_prefix("error: ").unwrap_or(first))
        }
    }
}

/// `--a cannot be used with --b`, or more than once; a word after FILE
/// (which clap takes for a subcommand) is an unexpected argument.
fn conflict(e: &clap::Error, arg: Option<&str>) -> String {
    if arg.is_none()
        && let Some(word) = text_of(e, ContextKind::InvalidSubcommand)
    {
        return match text_of(e, ContextKind::PriorArg) {
            Some(prior) => t!(
                "cli-usage-unexpected-after",
                given = Quoted(&word).to_string(),
                prior = plain(&prior)
            ),
            None => t!("cli-usage-unexpected", given = Quoted(&word).to_string()),
        };
    }
    let arg = arg.map_or_else(|| t!("cli-usage-this-argument"), plain);
    match e.get(ContextKind::PriorArg) {
        Some(ContextValue::String(prior)) if plain(prior) == arg => {
            t!("cli-usage-more-than-once", arg = arg)
        }
        Some(ContextValue::String(prior)) => {
            t!("cli-usage-conflict", arg = arg, others = plain(prior))
        }
        Some(ContextValue::Strings(priors)) => {
            let priors: Vec<String> = priors.iter().map(|p| plain(p)).collect();
            let others = priors.join(&t!("cli-list-separator"));
            t!("cli-usage-conflict", arg = arg, others = others)
        }
        _ => t!("cli-usage-conflict-others", arg = arg),
    }
}

fn text_of(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        _ => None,
    }
}

fn list_of(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind) {
        Some(ContextValue::Strings(items)) if !items.is_empty() => Some(
            items
                .iter()
                .map(|i| plain(i))
                .collect::<Vec<_>>()
                .join(&t!("cli-list-separator")),
        ),
        _ => None,
    }
}

fn number_of(e: &clap::Error, kind: ContextKind) -> Option<isize> {
    match e.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n),
        _ => None,
    }
}

/// Text of the command's own making (an argument's name, the usage): shown
/// as it is, but still with control characters escaped and long words cut.
fn plain(text: &str) -> String {
    cut_tokens(text)
}

/// The subcommands named at the start of `args` (`hopcard card new`), as
/// far as they are subcommands of one another.
fn command_path(args: &[std::ffi::OsString]) -> String {
    use clap::CommandFactory;
    let mut command = super::Cli::command();
    let mut path = vec!["hopcard".to_string()];
    for arg in args.iter().skip(1) {
        let Some(word) = arg.to_str() else { break };
        let Some(sub) = command.find_subcommand(word).cloned() else {
            break;
        };
        path.push(sub.get_name().to_string());
        command = sub;
    }
    path.join(" ")
}
