//! Hopcard: Chinese checkers by an explicitly agreed house-rules card.
//!
//! The card is the referee. A [`RuleSet`] holds the options the players
//! agreed; a [`Position`] answers every rule question under it: its legal
//! moves, the [`Verdict`] on a proposed route (with the clause that decides
//! it), the position after a move, and the [`Outcome`]. A [`GameState`] is
//! one game under a confirmed [`Card`]: its history, take-backs and
//! disputes. A [`Session`] owns the game on screen: its file, the autosave
//! and the games kept for recovery. The desktop app (`HopcardApp`, behind
//! the default `desktop` feature) and the command line drive the same calls.
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
//! (`tests/it/layers.rs` reads this list and checks every `crate::` path):
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
//! 10. `app`: the desktop app (feature `desktop`).
//!
//! The command line lives in the binary (`src/main.rs`, `src/cli/`) and
//! uses only this front door.
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
//!   see the same fonts.

mod card;
mod colour;
mod dispute;
mod entry;
mod rules;
mod seat;
mod session;
mod state;
mod words;

pub mod ai;
#[cfg(feature = "desktop")]
mod app;
pub mod clock;
mod desktop;
pub mod fsio;
pub mod print;
pub mod quote;
pub mod storage;
pub mod writing;

/// Counting move sequences, to measure and check the move generator.
pub mod perft {
    pub use crate::rules::movegen::count_moves;
    pub use crate::rules::perft::{perft, perft_bulk, perft_no_table, perft_plain};
}

pub use card::{
    COLOURS, Card, CardDate, CardError, CardProblem, Confirmation, DateError, FingerprintFormError,
    MAX_CARD_BYTES, PLAYER_COUNTS, Seal, ShapeProblem, Signatory, parse_fingerprint,
    short_fingerprint, value_words, words_table_markdown,
};
pub use dispute::{
    Dispute, DisputeEdit, DisputeError, DisputeLog, LOG_VERSION, LogError, Newer, Piece,
    RecordError, RecordProblem, Resolution, Sheet, sheet_fingerprints, sheets,
};
pub use entry::{
    EntryProblem, INITIALS_MAX, NAME_MAX, RULEBOOK_MAX, TEXT_MAX, check_initials, check_length,
    check_line, check_name, check_text,
};
pub use rules::board::holes_of;
pub use rules::{
    Camp, CampBan, CampOwner, Clause, ClauseError, Completion, Core, DestLock, Frame, Hole, Move,
    Movement, OptionError, OptionKey, OtherCamps, Outcome, Position, Proposal, Reason, Refusal,
    Route, RouteError, RuleSet, Seat, SetupError, Unused, Verdict,
};
pub use seat::{Level, LevelError};
pub use session::{
    Disk, Fault, ForeignFile, HeldLock, MAX_CHANGE_CHARS, MAX_STATEMENT_CHARS, Next, OtherGame,
    Overwrite, RealDisk, Session, SessionError, SimDisk, SlotError, Writer, load_from,
};
pub use state::{Event, GameError, GameState};

#[cfg(feature = "desktop")]
pub use app::board::{Palette, paint_colour};
#[cfg(feature = "desktop")]
pub use app::explainer::{Scenario, scenarios as explainer_cases};
#[cfg(feature = "desktop")]
pub use app::file_dialog::Purpose;
#[cfg(feature = "desktop")]
pub use app::help::KEYS as SHORTCUTS;
#[cfg(feature = "desktop")]
pub use app::{
    Action, AppOptions, CaseAction, DisputeAction, FileAction, GameAction, HopcardApp, Prefs,
    RouteAction, SetupStep, ViewAction, run_desktop_with,
};
pub use desktop::{CacheUpdate, InstallError, install_desktop};
