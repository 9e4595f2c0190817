//! The seven clauses of the card, by name: verdicts, refusals, disputes and
//! the card itself cite a [`Clause`], never a bare number, so a citation
//! cannot point at a clause that does not exist.
//!
//! On disk a clause is its number (`clause: 4`), as it always was; an
//! unknown number is refused with a [`ClauseError`].

use serde::{Deserialize, Serialize};
use std::fmt;

/// One clause of the card (spec: "each option names the card clause it
/// belongs to").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub enum Clause {
    /// 1: who sits where, who moves first, and whether hints are used.
    Setup = 1,
    /// 2: a move: steps, hops, long jumps (`movement`).
    Moving = 2,
    /// 3: staying in the destination (`dest_lock`).
    Destination = 3,
    /// 4: camps (`unused`, `other_camps`).
    Camps = 4,
    /// 5: blocking and completion (`completion`).
    Blocking = 5,
    /// 6: winning, passing and the draw.
    Passing = 6,
    /// 7: disputes.
    Disputes = 7,
}

impl Clause {
    /// Every clause, in card order.
    pub const ALL: [Clause; 7] = [
        Clause::Setup,
        Clause::Moving,
        Clause::Destination,
        Clause::Camps,
        Clause::Blocking,
        Clause::Passing,
        Clause::Disputes,
    ];

    /// The clause's number on the card, 1 to 7.
    ///
    /// ```
    /// use hopcard::Clause;
    /// assert_eq!(Clause::Camps.number(), 4);
    /// ```
    #[must_use]
    pub fn number(self) -> u8 {
        self as u8
    }
}

/// "4": a clause shows as its number, so "clause {c}" reads as on the card.
impl fmt::Display for Clause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A number that is not one of the card's clauses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ClauseError(pub u8);

impl std::error::Error for ClauseError {}

impl TryFrom<u8> for Clause {
    type Error = ClauseError;

    /// # Errors
    /// [`ClauseError`] for a number outside 1 to 7.
    ///
    /// ```
    /// use hopcard::Clause;
    /// use hopcard::ClauseError;
    /// assert_eq!(Clause::try_from(6), Ok(Clause::Passing));
    /// assert_eq!(Clause::try_from(9), Err(ClauseError(9)));
    /// ```
    fn try_from(n: u8) -> Result<Clause, ClauseError> {
        Clause::ALL
            .into_iter()
            .find(|c| c.number() == n)
            .ok_or(ClauseError(n))
    }
}

impl From<Clause> for u8 {
    fn from(c: Clause) -> u8 {
        c.number()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clause_is_its_number_on_disk() {
        for c in Clause::ALL {
            let text = ron::to_string(&c).unwrap_or_default();
            assert_eq!(text, c.number().to_string());
            assert_eq!(ron::from_str::<Clause>(&text).ok(), Some(c));
        }
        let err = ron::from_str::<Clause>("9").expect_err("no clause 9");
        assert!(err.to_string().contains("9 is not a clause"), "{err}");
        assert!(ron::from_str::<Clause>("0").is_err());
        assert_eq!(
            ron::to_string(&Some(Clause::Camps)).unwrap_or_default(),
            "Some(4)"
        );
    }
}
