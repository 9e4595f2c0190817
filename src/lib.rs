//! Hopcard: Chinese checkers by an explicitly agreed house-rules card.
//!
//! Layers, lowest first (nothing imports upwards):
//! - `fsio`, `clock`, `seat`, `entry`: leaves (file primitives, the time, who
//!   plays a seat, what players may type);
//! - `rules`: the pure engine (`RuleSet`, positions, verdicts);
//! - `card`, `dispute`: the records, as values and their text forms;
//! - `state`: [`state::GameState`], the shared game state the design card names;
//! - `storage`: game files on disk; `ai`: the computer's search;
//! - `session`: the life of the game on screen (file, autosave, kept games);
//! - `cli` (the command line) and `app` (the desktop app) on top.
//!
//! `app` (and every GUI crate) is behind the default `desktop` feature.

pub mod ai;
#[cfg(feature = "desktop")]
pub mod app;
pub mod card;
pub mod cli;
pub mod clock;
pub mod desktop;
pub mod dispute;
pub mod entry;
pub mod fsio;
pub mod print;
pub mod rules;
pub mod seat;
pub mod session;
pub mod state;
pub mod storage;
