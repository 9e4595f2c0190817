//! The window's preferences, kept between runs (eframe's storage).

use super::board;
use serde::{Deserialize, Serialize};

/// Preferences kept between runs.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
#[serde(default)]
pub struct Prefs {
    pub show_names: bool,
    /// Play a clicked landing at once instead of waiting for "Play route".
    pub play_at_once: bool,
    /// Played moves travel hop by hop (View > Animate moves). Off in
    /// `Prefs::default()`, which tests use; on for a new user of the app.
    pub animate: bool,
    /// Pieces carry their colour's letter (View > Mark pieces with letters).
    pub letters: bool,
    /// View > Colour-blind-safe colours.
    pub palette: board::Palette,
}

impl Prefs {
    /// What a new user of the desktop app starts with.
    #[must_use]
    pub fn for_new_user() -> Prefs {
        Prefs {
            animate: true,
            ..Prefs::default()
        }
    }
}
