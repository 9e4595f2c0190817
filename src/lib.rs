//! Hopcard: Chinese checkers by an explicitly agreed house-rules card.
//!
//! The card is the referee. A [`RuleSet`] holds the options the players
//! agreed; a [`Position`] answers every rule question under it: its legal
//! moves, the [`Verdict`] on a proposed route (with the clause that decides
//! it), the position after a move, and the [`Outcome`]. A [`GameState`] is
//! one game under a confirmed [`Card`]: its history, take-backs and
//! disputes, and [`storage`] keeps it in a game file. [`Dispute`]s and the
//! [`DisputeLog`] are the records of what players contested; [`print`](mod@print)
//! makes the card and those records print-ready PDFs; [`ai`] is the
//! computer's search. The desktop app (`HopcardApp`, behind the default
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
//! 1. `quote`: how a message echoes what a user gave (a token, a path, a
//!    parser's message): in visible quotes, cut when long;
//! 2. `fsio`, `clock`, `seat`, `entry`, `colour`, `desktop`, `writing`:
//!    leaves (file primitives, the time, who plays a seat, what players may
//!    type, the colours the card offers, the window icon and the launcher
//!    install, fonts for every script and the order of right-to-left text);
//! 3. `rules`: the pure engine (`RuleSet`, positions, verdicts);
//! 4. `words`: the engine's values in words (verdicts, reasons, camps);
//! 5. `card`, `ai`: the agreement card; the computer's search;
//! 6. `dispute`: dispute records, as values and their text forms;
//! 7. `print`, `state`: the records as print-ready PDFs; [`GameState`], the
//!    shared game state the design card names;
//! 8. `storage`: the game file (its text, and reading one back);
//! 9. `session`: the life of the game on screen, and where games are kept
//!    (save, autosave, kept copies, the slot's lock, the recent list, all
//!    through one disk interface);
//! 10. `app`, `cli`: the desktop app (feature `desktop`); the command line
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

mod card;
mod cli;
mod clock;
mod colour;
mod desktop;
mod dispute;
mod entry;
mod fsio;
mod quote;
mod rules;
mod seat;
mod session;
mod state;
mod words;
mod writing;

#[cfg(feature = "desktop")]
mod app;

pub mod ai;
pub mod print;
pub mod storage;

pub use card::{Card, CardDate, CardError, Confirmation, Seal, Signatory};
pub use dispute::{Dispute, DisputeLog, Resolution};
pub use rules::perft::perft;
pub use rules::{
    Clause, Completion, DestLock, Hole, Move, Movement, OptionError, OptionKey, OtherCamps,
    Outcome, Position, Proposal, Reason, Refusal, Route, RouteError, RuleSet, SetupError, Unused,
    Verdict,
};
pub use state::{Event, GameError, GameState};

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
        cli::Start::Window(file) => open_window(file),
    }
}

#[cfg(feature = "desktop")]
fn open_window(file: Option<std::path::PathBuf>) -> i32 {
    app::run_desktop_with(file)
}

#[cfg(not(feature = "desktop"))]
fn open_window(_file: Option<std::path::PathBuf>) -> i32 {
    cli::warn(
        "hopcard: built without the desktop app (feature \"desktop\"); use a subcommand (hopcard --help)",
    );
    1
}

/// What the crate's own tests (and the example that writes the man pages)
/// reach beyond the front door. Not API: it changes with the code.
#[cfg(feature = "test-support")]
#[doc(hidden)]
pub mod testing {
    pub use crate::card::{
        COLOURS, CardProblem, short_fingerprint, value_words, words_table_markdown,
    };
    pub use crate::dispute::{DisputeEdit, DisputeError, Piece, sheet_fingerprints, sheets};
    pub use crate::entry::{EntryProblem, NAME_MAX, check_line, check_name, check_text};
    pub use crate::rules::board::holes_of;
    pub use crate::rules::{Camp, ClauseError};
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
    pub use crate::app::{Action, AppOptions, GameAction, Prefs, SetupStep, ViewAction};

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
    /// Quoting what a user gave in a message.
    pub mod quote {
        pub use crate::quote::*;
    }
    /// Fonts for every script and right-to-left text.
    pub mod writing {
        pub use crate::writing::*;
    }
}
