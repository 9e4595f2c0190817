//! Hopcard: Chinese checkers by an explicitly agreed house-rules card.
//!
//! `rules` is the engine (no UI); `game` and `card` hold a game's state;
//! `cli` is the command line and `app` the desktop app, both over the same engine.
//! `app` (and every GUI crate) is behind the default `desktop` feature.

pub mod ai;
#[cfg(feature = "desktop")]
pub mod app;
pub mod card;
pub mod cli;
pub mod desktop;
pub mod dispute;
pub mod game;
pub mod rules;
pub mod seat;
pub mod storage;
