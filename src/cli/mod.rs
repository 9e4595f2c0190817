//! The command line: the scripting surface of the rules engine, exactly as
//! `docs/cli.md` specifies (output, exit codes and flags). The binary runs it
//! through [`crate::run_program`].

mod card;
mod engine;
mod error;
mod game;
mod input;
mod perft;
pub(crate) mod usage;

pub(crate) use error::CliError;

use crate::lang::{Lang, t};
use crate::rules::{OptionKey, RuleSet};
use clap::{Args, Parser, Subcommand};
use std::io::Write;
use std::path::PathBuf;

/// Hopcard: Chinese checkers by an explicitly agreed house-rules card.
///
/// Without a subcommand the desktop app opens (with FILE, if given, opened in
/// it). Subcommands never open a window.
#[derive(Parser, Debug)]
#[command(name = "hopcard", version, about, long_about = None, args_conflicts_with_subcommands = true)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A game file to open in the desktop app (as a file manager passes it).
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// The language to speak: en, de, fr, es, pt-BR, it, nl, zh-Hans or ja
    /// (default: the system's). A card prints in the language it was agreed
    /// in unless this names another.
    #[arg(long, global = true, value_name = "LANG", value_parser = language)]
    pub lang: Option<Lang>,
}

/// `args` with `--lang X` (or `--lang=X`) moved to the end: a program
/// that takes a file or a subcommand, never both, refuses any option
/// before the subcommand, and `hopcard --lang de check …` is how people
/// write it.
fn lang_last(args: &[std::ffi::OsString]) -> Vec<std::ffi::OsString> {
    let mut rest = Vec::with_capacity(args.len());
    let mut lang = Vec::new();
    let mut it = args.iter().enumerate();
    while let Some((i, arg)) = it.next() {
        let text = arg.to_str().unwrap_or_default();
        if i > 0 && text == "--lang" {
            lang.push(arg.clone());
            lang.extend(it.next().map(|(_, v)| v.clone()));
        } else if i > 0 && text.starts_with("--lang=") {
            lang.push(arg.clone());
        } else if text == "--" {
            // What follows is operands, not options.
            rest.extend(args[i..].iter().cloned());
            break;
        } else {
            rest.push(arg.clone());
        }
    }
    if let Some(dashes) = rest.iter().position(|a| a == "--") {
        rest.splice(dashes..dashes, lang);
    } else {
        rest.extend(lang);
    }
    rest
}

/// The language `--lang` names in `args`, if it names one Hopcard speaks.
fn lang_given(args: &[std::ffi::OsString]) -> Option<Lang> {
    let texts: Vec<&str> = args.iter().filter_map(|a| a.to_str()).collect();
    texts.iter().enumerate().find_map(|(i, a)| {
        let value = match a.strip_prefix("--lang=") {
            Some(v) => v,
            None if *a == "--lang" => texts.get(i + 1)?,
            None => return None,
        };
        value.parse().ok()
    })
}

/// `--lang`'s value: a language Hopcard speaks.
fn language(tag: &str) -> Result<Lang, crate::lang::UnknownLanguage> {
    tag.parse()
}

#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// List every distinct legal move, one route per line ("pass" if none).
    Moves {
        #[command(flatten)]
        rules: RuleFlags,
        /// The position, e.g. "red=N1,N2 blue=A1 turn=red" (may be given unquoted).
        #[arg(required = true, num_args = 1.., value_name = "POSITION")]
        position: Vec<String>,
    },
    /// Judge a route or "pass": legal, legal swap, or illegal with clause and reason.
    Check {
        #[command(flatten)]
        rules: RuleFlags,
        /// The position, then the route (N2-M3, O1-M1-K1 or pass) as the last argument.
        #[arg(required = true, num_args = 2.., value_name = "POSITION ROUTE")]
        args: Vec<String>,
    },
    /// Play a route or "pass": prints the new position and its status.
    Play {
        #[command(flatten)]
        rules: RuleFlags,
        /// The position, then the route as the last argument.
        #[arg(required = true, num_args = 2.., value_name = "POSITION ROUTE")]
        args: Vec<String>,
    },
    /// Print "playing", "win COLOUR" or "draw".
    Status {
        #[command(flatten)]
        rules: RuleFlags,
        #[arg(required = true, num_args = 1.., value_name = "POSITION")]
        position: Vec<String>,
    },
    /// Count the move sequences of DEPTH plies (from the start by default).
    ///
    /// Past a second, progress shows on stderr; Ctrl-C stops it (exit 130).
    Perft {
        #[command(flatten)]
        rules: RuleFlags,
        /// Start from this position instead of the two-player start.
        #[arg(long, value_name = "POSITION")]
        position: Option<String>,
        /// Print each root move's count ("ROUTE COUNT"), a blank line, then the total.
        #[arg(long)]
        divide: bool,
        /// Count without the transposition table (the replies two plies from
        /// the end still counted incrementally).
        #[arg(long)]
        no_table: bool,
        /// Count with the move generator alone: no table, no incremental
        /// replies, only the last ply in bulk (the generator's speed).
        #[arg(long, conflicts_with = "no_table")]
        plain: bool,
        /// At most 10.
        depth: u32,
    },
    /// Let the computer choose a move: prints its route (or "pass").
    Best {
        #[command(flatten)]
        rules: RuleFlags,
        /// The position (or give --game).
        #[arg(num_args = 1.., value_name = "POSITION", required_unless_present = "game")]
        position: Vec<String>,
        /// Think about the current position of a saved game, knowing the
        /// positions already played (so it does not repeat them).
        #[arg(long, value_name = "FILE", conflicts_with_all = ["position", "card"])]
        game: Option<PathBuf>,
        /// greedy | easy | medium | strong
        #[arg(long, default_value = "strong")]
        level: String,
        /// Think for this many milliseconds instead of the level's own budget
        /// (at most 60000).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=MAX_THINK_MS))]
        ms: Option<u64>,
    },
    /// Play the computer against itself and print the score and timings.
    Match {
        #[command(flatten)]
        rules: RuleFlags,
        /// Side a: greedy | easy | medium | strong, or (for testing) random | spoiler
        #[arg(long)]
        a: String,
        /// Side b: one level for every other seat, or a comma-separated list
        /// of levels, one per seat from the one after a's round the table
        /// (repeated when shorter), e.g. medium,greedy
        #[arg(long)]
        b: String,
        /// At most 10000.
        #[arg(long, default_value_t = 10,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_MATCH_GAMES))]
        games: usize,
        /// Start at this game (counted from 1) and play on from there: game N
        /// is the same in any run, so a long match can be split into parts
        /// run side by side.
        #[arg(long, default_value_t = 1,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_MATCH_GAMES))]
        from: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A game still running after this many plies is stopped and reported as capped.
        /// At most 10000.
        #[arg(long, default_value_t = 400,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_MATCH_PLIES))]
        max_plies: usize,
        /// Thinking time per move for both sides (default: each level's own).
        #[arg(long)]
        ms: Option<u64>,
        /// Players at the table (2, 3, 4 or 6); a takes one seat, b the others.
        #[arg(long, default_value_t = 2)]
        players: usize,
        /// Start the games from this suite of opening positions (a RON list,
        /// e.g. assets/openings.ron), each played once with a at every seat,
        /// instead of a few random first plies.
        #[arg(long, value_name = "FILE")]
        openings: Option<PathBuf>,
        /// Print each game's result, final position and the position twelve
        /// plies before the end on stderr.
        #[arg(long)]
        verbose: bool,
    },
    /// Replay a saved game file: prints each move, then the final position and status.
    Replay {
        /// The game file (.ron) saved by Hopcard.
        file: PathBuf,
        /// The game record fingerprint from the paper (a dispute sheet or the
        /// game record), e.g. 1A2B-3C4D-5E6F-7081: exit 0 when the file
        /// matches it, 1 when it differs.
        #[arg(long, value_name = "XXXX-XXXX-XXXX-XXXX")]
        expect: Option<String>,
    },
    /// Install the desktop entry and icons for the current user (~/.local/share).
    InstallDesktop,
    /// Print a dispute log (RON, as exported by the app) or a game file's
    /// disputes as text, or as a print-ready PDF with --pdf.
    ///
    /// Every record is checked on reading: its verdict is derived again by
    /// the engine and its record fingerprint compared.
    Dispute {
        /// The dispute log or game file.
        file: PathBuf,
        /// Write the records as a PDF here instead (one sheet per dispute).
        #[arg(long, value_name = "OUT.pdf")]
        pdf: Option<PathBuf>,
        /// Only dispute N.
        #[arg(long, value_name = "N")]
        number: Option<usize>,
        /// a4 or letter (default: from the locale).
        #[arg(long, value_name = "PAPER")]
        paper: Option<String>,
        /// Replace OUT.pdf if it exists.
        #[arg(long)]
        replace: bool,
        /// A fingerprint from the paper (the game record fingerprint, or a
        /// dispute's record fingerprint): exit 0 when the file matches it,
        /// 1 when it differs.
        #[arg(long, value_name = "XXXX-XXXX-XXXX-XXXX", conflicts_with = "pdf")]
        expect: Option<String>,
    },
    /// The agreement card: new, show (as text), pdf (print-ready), verify (the fingerprint).
    Card {
        #[command(subcommand)]
        command: card::CardCommand,
    },
}

/// The most games one `match` plays (each keeps its result in memory).
pub(crate) const MAX_MATCH_GAMES: u64 = 10_000;
/// The longest game a `match` plays before stopping it as capped (a real
/// game is a few hundred plies).
pub(crate) const MAX_MATCH_PLIES: u64 = 10_000;

/// The longest `best --ms` may think: a minute.
pub(crate) const MAX_THINK_MS: u64 = 60_000;

/// The rule options, card defaults when absent.
#[derive(Args, Debug, Default, Clone)]
pub(crate) struct RuleFlags {
    /// hops | long
    #[arg(long, value_name = "OPTION")]
    movement: Option<String>,
    /// every-landing | turn-end | off
    #[arg(long = "dest-lock", value_name = "OPTION")]
    dest_lock: Option<String>,
    /// swap | ten | available
    #[arg(long, value_name = "OPTION")]
    completion: Option<String>,
    /// allowed | no-rest | no-entry
    #[arg(long = "other-camps", value_name = "OPTION")]
    other_camps: Option<String>,
    /// usable | no-rest
    #[arg(long, value_name = "OPTION")]
    unused: Option<String>,
    /// Take the rules from a saved agreement card instead.
    #[arg(long, value_name = "FILE")]
    card: Option<PathBuf>,
}

impl RuleFlags {
    /// Whether the other-camp rule was chosen explicitly (a flag or a card).
    #[must_use]
    pub(crate) fn other_camps_chosen(&self) -> bool {
        self.other_camps.is_some() || self.card.is_some()
    }

    /// The rule set the flags describe.
    ///
    /// # Errors
    /// A value that is none of its option's choices, a flag beside
    /// `--card`, or a card file that does not give agreed rules.
    pub(crate) fn rule_set(&self) -> Result<RuleSet, CliError> {
        let mut rules = match &self.card {
            Some(path) => card::rules_from_card(path)?,
            None => RuleSet::default(),
        };
        let flags = [
            (OptionKey::Movement, &self.movement),
            (OptionKey::DestLock, &self.dest_lock),
            (OptionKey::Completion, &self.completion),
            (OptionKey::OtherCamps, &self.other_camps),
            (OptionKey::Unused, &self.unused),
        ];
        for (key, value) in flags {
            if let Some(v) = value {
                if self.card.is_some() {
                    return Err(CliError::WithCard(key));
                }
                key.select_name(&mut rules, v)
                    .map_err(|_| CliError::OptionValue {
                        key,
                        given: v.clone(),
                    })?;
            }
        }
        Ok(rules)
    }
}

/// A command's result: what to print and the exit code.
pub(crate) struct Output {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

impl Output {
    fn ok(stdout: String) -> Output {
        Output {
            stdout,
            stderr: String::new(),
            code: 0,
        }
    }

    fn failed(error: &CliError) -> Output {
        Output {
            stdout: String::new(),
            stderr: format!("hopcard: {error}\n"),
            code: error.code(),
        }
    }
}

/// What the program does once its command line is read.
pub(crate) enum Start {
    /// A subcommand ran, or help, the version or a usage error was printed:
    /// exit with this code.
    Exit(i32),
    /// No subcommand: open the window, with this game file if one was named
    /// (already checked to be a regular file of bounded size), in the
    /// language `--lang` named, if it did.
    Window(Option<PathBuf>, Option<Lang>),
}

/// Read the command line `args` (the program's name first) and run its
/// subcommand, if any.
pub(crate) fn start(args: &[std::ffi::OsString]) -> Start {
    let args = lang_last(args);
    let args = args.as_slice();
    // A usage error is said in the language asked for, too.
    crate::lang::set(
        lang_given(args)
            .or_else(Lang::of_system)
            .unwrap_or_default(),
    );
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        // Help, version or a usage error, printed by us so that what it
        // repeats is quoted and a stdout that cannot take it is exit 2.
        Err(e) => return Start::Exit(usage::answer(&e, args)),
    };
    // Messages from here on are in the language asked for, or the system's.
    crate::lang::set(cli.lang.or_else(Lang::of_system).unwrap_or_default());
    match cli.command {
        Some(command) => Start::Exit(emit(&run(&command, cli.lang))),
        None => match cli.file.as_deref().map(check_open_file) {
            Some(Err(message)) => {
                warn(&format!("hopcard: {message}"));
                Start::Exit(2)
            }
            _ => Start::Window(cli.file, cli.lang),
        },
    }
}

/// Run one subcommand and return what it prints. Never panics on bad input.
#[must_use]
/// `lang`: the language `--lang` named, if it did (a card prints in it).
pub(crate) fn run(command: &Command, lang: Option<Lang>) -> Output {
    execute(command, lang).unwrap_or_else(|e| Output::failed(&e))
}

fn execute(command: &Command, lang: Option<Lang>) -> Result<Output, CliError> {
    match command {
        Command::Moves { rules, position } => engine::moves(rules, position),
        Command::Check { rules, args } => engine::check(rules, args),
        Command::Play { rules, args } => engine::play(rules, args),
        Command::Status { rules, position } => engine::status(rules, position),
        Command::Perft {
            rules,
            position,
            divide,
            no_table,
            plain,
            depth,
        } => engine::perft(
            rules,
            &engine::PerftFlags {
                position: position.as_deref(),
                divide: *divide,
                no_table: *no_table,
                plain: *plain,
                depth: *depth,
            },
        ),
        Command::Best {
            rules,
            position,
            game,
            level,
            ms,
        } => engine::best(rules, position, game.as_deref(), level, *ms),
        Command::Match {
            rules,
            a,
            b,
            games,
            from,
            seed,
            max_plies,
            ms,
            players,
            openings,
            verbose,
        } => engine::play_match(
            rules,
            &engine::MatchFlags {
                a,
                b,
                games: *games,
                first: *from - 1,
                seed: *seed,
                max_plies: *max_plies,
                ms: *ms,
                players: *players,
                openings: openings.as_deref(),
                verbose: *verbose,
            },
        ),
        Command::Replay { file, expect } => {
            input::check(file, input::Expected::GameFile)?;
            game::replay(file, expect.as_deref())
        }
        Command::Card { command } => card::run(command, lang),
        Command::Dispute {
            file,
            pdf,
            number,
            paper,
            replace,
            expect,
        } => {
            input::check(file, input::Expected::DisputeLog)?;
            if let Some(expect) = expect {
                return game::dispute_expect(file, *number, expect);
            }
            let out = pdf.as_ref().map(|path| game::PdfOut {
                path,
                paper: paper.as_deref(),
                replace: *replace,
            });
            Ok(Output::ok(game::dispute(file, *number, out.as_ref())?))
        }
        Command::InstallDesktop => install_desktop(),
    }
}

/// `install-desktop`: the launcher, icons and game-file type for this user.
fn install_desktop() -> Result<Output, CliError> {
    let (written, caches) = crate::desktop::install_desktop().map_err(CliError::Install)?;
    let mut text = String::new();
    for path in written {
        let wrote = t!(
            "cli-wrote",
            path = crate::quote::QuotedPath(&path).to_string()
        );
        text.push_str(&format!("{wrote}\n"));
    }
    for update in caches {
        if !matches!(update, crate::desktop::CacheUpdate::Missing { .. }) {
            text.push_str(&format!("{update}\n"));
        }
    }
    Ok(Output::ok(text))
}

/// Check a FILE named without a subcommand before the app opens it: a
/// mistyped subcommand ("hopcard frobnicate") is bad input, not a file.
///
/// # Errors
/// [`CliError::NotAFile`] when nothing is there, [`CliError::Input`] when it
/// is no regular game file of bounded size.
pub(crate) fn check_open_file(path: &std::path::Path) -> Result<(), CliError> {
    if std::fs::metadata(path).is_err() {
        return Err(CliError::NotAFile(path.to_path_buf()));
    }
    Ok(input::check(path, input::Expected::GameFile)?)
}

/// Print an `Output` and return its exit code: 2 when the output could not
/// be written (a full disk, a closed pipe), with a line on stderr saying so
/// when stderr still works. Never panics, whatever the streams do.
pub(crate) fn emit(out: &Output) -> i32 {
    let mut code = out.code;
    let mut stdout = std::io::stdout().lock();
    let written = stdout
        .write_all(out.stdout.as_bytes())
        .and_then(|()| stdout.flush());
    let mut stderr = std::io::stderr().lock();
    if let Err(e) = written {
        let line = t!("cli-output-failed", cause = short_cause(&e));
        let _ = writeln!(stderr, "hopcard: {line}");
        code = 2;
    }
    let reported = stderr
        .write_all(out.stderr.as_bytes())
        .and_then(|()| stderr.flush());
    if reported.is_err() && !out.stderr.is_empty() && code == 0 {
        code = 2;
    }
    code
}

/// Print one line on stderr, ignoring a stderr that cannot be written
/// (`eprintln!` would panic).
pub(crate) fn warn(line: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(stderr, "{line}");
}

/// The system's words for a write failure, without " (os error N)".
fn short_cause(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}
