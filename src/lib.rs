//! Hopcard: Chinese checkers by an explicitly agreed house-rules card.
//!
//! The card is the referee. A [`RuleSet`] holds the options the players
//! agreed; a [`Position`] answers every rule question under it: its legal
//! moves, the [`Verdict`] on a proposed route (with the clause that decides
//! it), the position after a move, and the [`Outcome`]. A [`GameState`] is
//! one game under a confirmed [`Card`]: its history, take-backs and
//! disputes; [`records`] holds what a game writes down: its game file, the
//! [`records::Dispute`]s and the [`records::DisputeLog`] of what players
//! contested, and print-ready PDFs of the card and those records
//! ([`records::card_pdf`]); [`engine`] names the parts of the engine's
//! answers (camps, seats, option values); [`ai`] is the computer's search. The desktop app (`HopcardApp`, behind the default
//! `desktop` feature) and the command line ([`run_program`], what the
//! `hopcard` binary runs) drive the same calls.
//!
//! ```
//! use hopcard::{Position, Proposal, RuleSet, Verdict};
//!
//! let rules = RuleSet::default();
//! let start = Position::card_start();
//!
//! // Ask before moving: a step from N2 to M6 is fine, and so is a hop
//! // from O1 over N1 to M5…
//! let step: Proposal = "N2-M6".parse()?;
//! assert_eq!(start.check(&rules, &step), Verdict::Legal);
//! let hop: Proposal = "O1-M5".parse()?;
//! assert_eq!(start.check(&rules, &hop), Verdict::Legal);
//!
//! // …but red may not pass while it can move, and the verdict says why.
//! let pass: Proposal = "pass".parse()?;
//! let verdict = start.check(&rules, &pass);
//! assert!(verdict.to_string().starts_with("illegal (clause 6)"));
//!
//! // Playing a legal route gives the next position: blue to move.
//! let next = start.play(&rules, &step)?;
//! assert_eq!(next.seats()[next.turn()].colour, "blue");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Layers, lowest first. A module uses only modules of lower layers
//! (`tests/it/layers.rs` reads this list and checks every `crate::` and
//! `super::` path, the root re-exports a path goes through, the binary, and
//! the arrows drawn in `docs/architecture.md`):
//! 1. `lang`: the family's language and its catalogues (every sentence
//!    shown or printed is a message looked up there);
//! 2. `quote`: how a message echoes what a user gave (a token, a path, a
//!    parser's message): in visible quotes, cut when long;
//! 3. `fsio`, `clock`, `seat`, `entry`, `colour`, `desktop`, `writing`:
//!    leaves (file primitives, the time, who plays a seat, what players may
//!    type, the colours the card offers, the window icon and the launcher
//!    install, fonts for every script and the order of right-to-left text);
//! 4. `rules`: the pure engine (`RuleSet`, positions, verdicts);
//! 5. `words`: the engine's values in words (verdicts, reasons, camps);
//! 6. `card`, `ai`: the agreement card; the computer's search;
//! 7. `dispute`: dispute records, as values and their text forms;
//! 8. `print`, `state`: the records as print-ready PDFs; [`GameState`], the
//!    shared game state the design card names;
//! 9. `storage`: the game file (its text, and reading one back);
//! 10. `session`: the life of the game on screen, and where games are kept
//!     (save, autosave, kept copies, the slot's lock, the recent list, all
//!     through one disk interface);
//! 11. `app`, `cli`: the desktop app (feature `desktop`); the command line
//!     (`src/cli/`, run by [`run_program`]).
//!
//! The binary (`src/main.rs`) is two lines: it hands its arguments to
//! [`run_program`], which runs a subcommand or opens the window.
//!
//! Cargo features:
//! - `desktop` (on by default): the window, `HopcardApp` and the GUI crates
//!   (eframe, egui, rfd). Without it (`--no-default-features`) the engine,
//!   the records, the computer and the whole command line build with no GUI
//!   crate in the tree, and `hopcard` with no subcommand says the app is not
//!   built in.
//! - `test-support` (for tests only; `cargo test` turns it on through the
//!   crate's dev-dependency on itself): fonts for other scripts come from
//!   `tests/fonts/`, never from the computer's own, so every machine's tests
//!   see the same fonts; and the hidden module `testing` names what the
//!   integration tests reach beyond this front door (the simulated disk, the
//!   session, the app's actions, the leaves' functions). It is not API.

// Without the window, what only the window uses (the session, some leaf
// functions, the re-exports it reads) is dead; the default build, which has
// every item, still reports dead code and unused imports.
#![cfg_attr(not(feature = "desktop"), allow(dead_code, unused_imports))]
// `pub` means public: reachable from the front door (or, for the crate's own
// tests, from the hidden `testing` module, which exists only with
// `test-support`, the configuration `cargo clippy --all-targets` checks).
#![cfg_attr(feature = "test-support", warn(unreachable_pub))]

mod card;
mod cli;
mod clock;
mod colour;
mod desktop;
mod dispute;
mod entry;
mod fsio;
mod lang;
mod print;
mod quote;
mod rules;
mod seat;
mod session;
mod state;
mod storage;
mod words;
mod writing;

#[cfg(feature = "desktop")]
mod app;

pub mod ai;

pub use card::{Card, CardDate, CardError, CardProblem, Confirmation, Seal, Signatory};
pub use entry::EntryProblem;
pub use rules::perft::perft;
pub use rules::{
    Clause, ClauseError, Completion, DestLock, Hole, Move, Movement, OptionError, OptionKey,
    OtherCamps, Outcome, Position, Proposal, Reason, Refusal, Route, RouteError, RuleSet,
    SetupError, Unused, Verdict,
};
pub use state::{Event, GameError, GameState};

/// What a game writes down: its card's parts (the date, what a card may
/// lack, the change it supersedes), the game file (the text a game is saved
/// as, reading one back with every check, replaying it), its disputes (each
/// dispute's record, the log of a game's disputes, how one was resolved) and
/// the print-ready PDFs of the card and the dispute sheets, with the errors
/// of each.
pub mod records {
    pub use crate::card::{DateError, FromDispute, PrintedForm, ShapeProblem, Supersedes};
    pub use crate::dispute::{
        Dispute, DisputeEdit, DisputeError, DisputeLog, LOG_VERSION, LogError, Newer, Piece, Raise,
        RecordError, RecordProblem, RecordSeal, Resolution, Resolved, Sheet, Statement,
    };
    pub use crate::fsio::{NotRegular, ReadError, WriteError, WriteStep};
    pub use crate::print::{Paper, PdfError, card_pdf, dispute_pdf};
    pub use crate::state::Ply;
    pub use crate::storage::{
        EXTENSION, FORMAT, GameFile, GameFileV0, LoadError, MAX_FILE_BYTES, Problem,
        RECURSION_LIMIT, SaveError, game_file_text, game_file_text_naming, load_game,
        parse_game_file, replay_text,
    };
}

/// The engine's parts that its answers carry: the camps, who a camp belongs
/// to and why a turn may not end there, a seat at the table, an option's
/// values, the set of holes and the route tree of a piece's landings; and
/// the language its answers are worded in ([`engine::Lang`]).
pub mod engine {
    pub use crate::lang::{Lang, UnknownLanguage};
    pub use crate::rules::board::UnknownHole;
    pub use crate::rules::movegen::AllLandings;
    pub use crate::rules::ruleset::Choice;
    pub use crate::rules::{
        Camp, CampBan, CampOwner, CampRule, Core, Frame, HoleSet, RouteTree, Seat,
    };
}

#[cfg(feature = "desktop")]
pub use app::HopcardApp;

/// The `hopcard` program: `args` is its command line, the program's name
/// first. A subcommand runs the command line (`docs/cli.md`) and never opens
/// a window; with none the desktop app opens, with the game file named, if
/// any. Returns the exit code.
#[must_use]
pub fn run_program(args: &[std::ffi::OsString]) -> i32 {
    match cli::start(args) {
        cli::Start::Exit(code) => code,
        cli::Start::Window(file, lang) => open_window(file, lang),
    }
}

#[cfg(feature = "desktop")]
fn open_window(file: Option<std::path::PathBuf>, lang: Option<lang::Lang>) -> i32 {
    app::run_desktop_with(file, lang)
}

#[cfg(not(feature = "desktop"))]
fn open_window(_file: Option<std::path::PathBuf>, _lang: Option<lang::Lang>) -> i32 {
    cli::warn(&format!("hopcard: {}", lang::t!("cli-no-desktop")));
    1
}

/// What the crate's own tests (and the example that writes the man pages)
/// reach beyond the front door. Not API: it changes with the code.
#[cfg(feature = "test-support")]
#[doc(hidden)]
pub mod testing {
    pub use crate::card::{COLOURS, short_fingerprint, value_words, words_table_markdown};
    pub use crate::dispute::{sheet_fingerprints, sheets};
    pub use crate::entry::{NAME_MAX, check_line, check_name, check_text};
    pub use crate::rules::board::holes_of;
    pub use crate::session::{
        Disk, Fault, MAX_STATEMENT_CHARS, Next, OtherGame, Overwrite, RealDisk, Session,
        SessionError, SimDisk, SlotError, Writer,
    };

    #[cfg(feature = "desktop")]
    pub use crate::app::board::{Palette, paint_colour};
    #[cfg(feature = "desktop")]
    pub use crate::app::explainer::scenarios as explainer_cases;
    #[cfg(feature = "desktop")]
    pub use crate::app::file_dialog::Purpose;
    #[cfg(feature = "desktop")]
    pub use crate::app::help::KEYS as SHORTCUTS;
    #[cfg(feature = "desktop")]
    pub use crate::app::{
        Action, AppOptions, CaseAction, GameAction, Prefs, ReviewStep, SetupStep, ViewAction,
    };

    /// The command line's definition, for the man pages and completions
    /// (`examples/package-files.rs`).
    #[must_use]
    pub fn command_line() -> clap::Command {
        <crate::cli::Cli as clap::CommandFactory>::command()
    }

    /// The time and time zones.
    pub mod clock {
        pub use crate::clock::*;
    }
    /// File primitives.
    pub mod fsio {
        pub use crate::fsio::*;
    }
    /// Counting move sequences, to measure and check the move generator.
    pub mod perft {
        pub use crate::rules::movegen::count_moves;
        pub use crate::rules::perft::{perft, perft_bulk, perft_no_table, perft_plain};
    }
    /// The language and its catalogues.
    pub mod lang {
        pub use crate::lang::*;
    }
    /// Quoting what a user gave in a message.
    pub mod quote {
        pub use crate::quote::*;
    }
    /// Fonts for every script and right-to-left text.
    pub mod writing {
        pub use crate::writing::*;
    }
}
