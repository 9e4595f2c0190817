//! The engine's errors in words: a position that cannot be set up, an
//! option value, a clause number or a hole name that is not the card's.

use crate::lang::t;
use crate::quote::Quoted;
use crate::rules::board::UnknownHole;
use crate::rules::position::{MAX_PIECES, MAX_PLAYERS, is_colour};
use crate::rules::{ClauseError, OptionError, SetupError};
use std::fmt;

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&setup_words(self))
    }
}

/// A position's setup problem in words.
fn setup_words(error: &SetupError) -> String {
    let q = |t: &str| Quoted(t).to_string();
    match error {
        SetupError::Empty => t!("setup-empty"),
        SetupError::UnknownField(given) => t!("setup-unknown-field", field = q(given)),
        SetupError::RepeatedField(given) => t!("setup-repeated-field", field = q(given)),
        SetupError::BadColour(given) => {
            let lower = given.to_ascii_lowercase();
            if *given != lower && is_colour(&lower) {
                t!("setup-bad-colour-case", given = q(given), lower = q(&lower))
            } else {
                t!("setup-bad-colour", given = q(given))
            }
        }
        SetupError::RepeatedColour(given) => t!("setup-repeated-colour", colour = q(given)),
        SetupError::UnknownCamp(given) => t!("setup-unknown-camp", camp = q(given)),
        SetupError::MissingCamp(given) => t!("setup-missing-camp", colour = q(given)),
        SetupError::CampTaken {
            first,
            second,
            camp,
        } => t!(
            "setup-camp-taken",
            first = q(first),
            second = q(second),
            camp = camp.to_string()
        ),
        SetupError::DefaultCampTaken {
            colour,
            seat,
            camp,
            other,
        } => t!(
            "setup-default-camp-taken",
            colour = q(colour),
            camp = camp.to_string(),
            seat = *seat,
            other = q(other),
            example = format!("{colour}@{}", camp.opposite())
        ),
        SetupError::UnknownHole(given) => t!("setup-unknown-hole", hole = q(given)),
        SetupError::HoleTwice(given) => t!("setup-hole-twice", hole = q(given)),
        SetupError::NoPieces(given) => t!("setup-no-pieces", colour = q(given)),
        SetupError::TooManyPieces { colour, count } => t!(
            "setup-too-many-pieces",
            colour = q(colour),
            count = *count,
            most = MAX_PIECES
        ),
        SetupError::UnknownTurn(given) => t!("setup-unknown-turn", colour = q(given)),
        SetupError::BadPasses(given) => t!("setup-bad-passes", given = q(given)),
        SetupError::PlayerCount(n) => t!("setup-player-count", count = *n, most = MAX_PLAYERS),
    }
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.key.choices().iter().map(|c| c.name).collect();
        f.write_str(&t!(
            "option-unknown-value",
            option = self.key.name(),
            given = Quoted(&self.given).to_string(),
            choices = names.join(", ")
        ))
    }
}

impl fmt::Display for ClauseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!("clause-unknown", number = self.0.to_string()))
    }
}

impl fmt::Display for UnknownHole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!("hole-unknown", hole = format!("{:?}", self.0)))
    }
}
