//! Hopcard: Chinese checkers by an explicitly agreed house-rules card.

pub mod rules;
pub mod desktop;
pub mod app;
pub mod cli;
