//! The engine's errors in English: a position that cannot be set up, an
//! option value, a clause number or a hole name that is not the card's.

use crate::quote::Quoted;
use crate::rules::board::UnknownHole;
use crate::rules::position::{MAX_PIECES, MAX_PLAYERS, is_colour};
use crate::rules::{ClauseError, OptionError, SetupError};
use std::fmt;

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Empty => write!(f, "empty position: expected fields like red@bottom=N1,N2"),
            SetupError::UnknownField(t) => write!(
                f,
                "unknown field {}: expected COLOUR@CAMP=HOLES, turn=COLOUR or passes=N",
                Quoted(t)
            ),
            SetupError::RepeatedField(t) => write!(f, "field given twice: {}", Quoted(t)),
            SetupError::BadColour(t) => {
                let lower = t.to_ascii_lowercase();
                if *t != lower && is_colour(&lower) {
                    write!(
                        f,
                        "bad colour {}: colours are lowercase, e.g. {}",
                        Quoted(t),
                        Quoted(&lower)
                    )
                } else {
                    write!(
                        f,
                        "bad colour {}: colours are lowercase words (a-z)",
                        Quoted(t)
                    )
                }
            }
            SetupError::RepeatedColour(t) => write!(f, "colour {} is listed twice", Quoted(t)),
            SetupError::UnknownCamp(t) => write!(
                f,
                "unknown camp {}: expected top, bottom, upper-left, upper-right, lower-left or lower-right",
                Quoted(t)
            ),
            SetupError::MissingCamp(t) => write!(
                f,
                "{} needs @CAMP: only a two-player position may leave camps out",
                Quoted(t)
            ),
            SetupError::CampTaken {
                first,
                second,
                camp,
            } => write!(
                f,
                "two players in one camp: {} and {} both at {camp}",
                Quoted(first),
                Quoted(second)
            ),
            SetupError::DefaultCampTaken {
                colour,
                seat,
                camp,
                other,
            } => {
                let which = if *seat == 0 { "first" } else { "second" };
                write!(
                    f,
                    "two players in one camp: {} was given no camp, so it took {camp} (the {which} player's default), where {} is; give it one, e.g. {colour}@{}",
                    Quoted(colour),
                    Quoted(other),
                    camp.opposite()
                )
            }
            SetupError::UnknownHole(t) => write!(
                f,
                "unknown hole {}: holes are A1 to Q1 (rows A-Q, numbered from the left)",
                Quoted(t)
            ),
            SetupError::HoleTwice(t) => write!(f, "hole {} is listed twice", Quoted(t)),
            SetupError::NoPieces(t) => write!(f, "{} has no pieces", Quoted(t)),
            SetupError::TooManyPieces { colour, count } => {
                write!(
                    f,
                    "{} has {count} pieces: at most {MAX_PIECES}",
                    Quoted(colour)
                )
            }
            SetupError::UnknownTurn(t) => {
                write!(f, "turn={}: no player has that colour", Quoted(t))
            }
            SetupError::BadPasses(t) => write!(
                f,
                "bad passes {}: a whole number, at most the number of players",
                Quoted(t)
            ),
            SetupError::PlayerCount(n) => {
                write!(f, "{n} players: a position needs 2 to {MAX_PLAYERS}")
            }
        }
    }
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.key.choices().iter().map(|c| c.name).collect();
        write!(
            f,
            "--{} {}: expected one of {}",
            self.key.name(),
            Quoted(&self.given),
            names.join(", ")
        )
    }
}

impl fmt::Display for ClauseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is not a clause (the card has clauses 1 to 7)",
            self.0
        )
    }
}

impl fmt::Display for UnknownHole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown hole {:?}", self.0)
    }
}
