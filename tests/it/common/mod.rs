//! Helpers shared by the integration tests.
// Not every helper is used with every feature set.
#![allow(dead_code)]

pub mod cli;
pub mod games;
pub mod pdf;
mod temp;
#[cfg(feature = "desktop")]
mod ui;

pub use temp::{TempDir, temp_dir};

#[cfg(feature = "desktop")]
pub use ui::*;
