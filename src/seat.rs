//! Who plays a seat: a person, or the computer at some level.
//!
//! A leaf module: the game state owns its seats without depending on the
//! search, and the search (`crate::ai`) adds its tuning to [`Level`].

use crate::lang::t;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How hard the computer thinks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// One ply, the move with the most progress: a yardstick.
    Greedy,
    Easy,
    Medium,
    Strong,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Greedy, Level::Easy, Level::Medium, Level::Strong];

    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Level::Greedy => "greedy",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of [`Level::ALL`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LevelError {
    /// The text that was given.
    pub given: String,
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let given = format!("{:?}", self.given);
        f.write_str(&t!("seat-unknown-level", given = given))
    }
}

impl std::error::Error for LevelError {}

impl FromStr for Level {
    type Err = LevelError;

    /// # Errors
    /// [`LevelError`] when `s` names no level (case does not matter).
    fn from_str(s: &str) -> Result<Level, LevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s.to_ascii_lowercase())
            .ok_or_else(|| LevelError {
                given: s.to_string(),
            })
    }
}
