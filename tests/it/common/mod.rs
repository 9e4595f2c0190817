//! Helpers shared by the integration tests.
// Not every helper is used with every feature set.
#![allow(dead_code)]

pub mod cli;
pub mod games;
#[cfg(feature = "desktop")]
mod ui;

#[cfg(feature = "desktop")]
pub use ui::*;
