//! The engine's values in words: the one place a verdict, a refusal's
//! reason, a camp's owner and a route error become English.
//!
//! `rules/` returns values ([`Reason`], [`CampOwner`], [`CampBan`]); the
//! `Display` impls here word them, so callers keep `verdict.to_string()`.
//! Each reason has a message id ([`Reason::id`]) and its fields are the
//! message's named arguments, so a catalogue per language can stand in for
//! [`english`] by looking up the id.
//!
//! Records keep their words: a [`Reason`] is written to a file as its
//! English sentence, and read back as [`Reason::Recorded`] (the loaders
//! check it against the engine's own verdict), so files and fingerprints
//! are what they were when reasons were text.

use crate::quote::Quoted;
use crate::rules::{CampBan, CampOwner, Reason, Refusal, RouteError, Verdict};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

impl Reason {
    /// The message id of this reason (its fields are the named arguments).
    #[must_use]
    pub fn id(&self) -> &'static str {
        match self {
            Reason::GameOver => "game-over",
            Reason::PassWhileMovable { .. } => "pass-while-movable",
            Reason::EmptyRoute => "empty-route",
            Reason::NoLandingAfter { .. } => "no-landing-after",
            Reason::NoLanding => "no-landing",
            Reason::NoPiece { .. } => "no-piece",
            Reason::NotMoversPiece { .. } => "not-movers-piece",
            Reason::AfterStep { .. } => "after-step",
            Reason::LandsAgain { .. } => "lands-again",
            Reason::NotOnALine { .. } => "not-on-a-line",
            Reason::StepAfterHop { .. } => "step-after-hop",
            Reason::LeavesBoard { .. } => "leaves-board",
            Reason::LongJump { .. } => "long-jump",
            Reason::NotAHop { .. } => "not-a-hop",
            Reason::NotSymmetric { .. } => "not-symmetric",
            Reason::NoBridge { .. } => "no-bridge",
            Reason::Obstructed { .. } => "obstructed",
            Reason::Occupied { .. } => "occupied",
            Reason::SwapFromHome { .. } => "swap-from-home",
            Reason::SwapTooSoon { .. } => "swap-too-soon",
            Reason::LeavesDestination { .. } => "leaves-destination",
            Reason::EndsOutsideDestination { .. } => "ends-outside-destination",
            Reason::NoRest { .. } => "no-rest",
            Reason::NoEntry { .. } => "no-entry",
            Reason::Recorded(_) => "recorded",
        }
    }
}

/// A small count as a word ("no", "one" … "ten"), a larger one in digits.
fn count_word(n: u32) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(n as usize)
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
}

/// A reason in English.
///
/// # Errors
/// Only the formatter's.
pub fn english(reason: &Reason, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    use Reason as R;
    match reason {
        R::GameOver => f.write_str("game over"),
        R::PassWhileMovable { colour, example } => write!(
            f,
            "{colour} still has a legal move (for example {example}), so passing is not allowed"
        ),
        R::EmptyRoute => f.write_str("the route is empty"),
        R::NoLandingAfter { start } => write!(f, "the route names no landing after {start}"),
        R::NoLanding => f.write_str("the route names no landing"),
        R::NoPiece { start } => write!(f, "{start} is empty: there is no piece to move"),
        R::NotMoversPiece {
            start,
            holder,
            mover,
        } => write!(f, "{start} holds {holder}, but it is {mover}'s turn"),
        R::AfterStep { before, from, to } => write!(
            f,
            "{before}-{from} was a step, and a step ends the move: nothing may follow it ({to})"
        ),
        R::LandsAgain { hole, start } => write!(
            f,
            "the route lands on {hole} again, {}",
            if *start {
                "the hole the piece started from"
            } else {
                "a hole it already landed on"
            }
        ),
        R::NotOnALine { from, to } => {
            write!(f, "{from} to {to} {NOT_A_HOP}: they are not on one line")
        }
        R::StepAfterHop { from, to } => {
            write!(
                f,
                "{from} to {to} is a single step, which cannot follow a hop"
            )
        }
        R::LeavesBoard { from, to } => write!(f, "the line from {from} to {to} leaves the board"),
        R::LongJump { from, to } => write!(
            f,
            "{from} to {to} is a long jump, and this card allows ordinary hops only"
        ),
        R::NotAHop { from, to } => write!(
            f,
            "{from} to {to} {NOT_A_HOP}: a hop lands two holes along the line"
        ),
        R::NotSymmetric { from, to } => write!(
            f,
            "{from} to {to} is neither a step nor a jump: the bridge must sit exactly halfway"
        ),
        R::NoBridge { bridge, from, to } => {
            write!(f, "no bridge: {bridge}, between {from} and {to}, is empty")
        }
        R::Obstructed { hole, from, to } => write!(
            f,
            "{hole} lies between {from} and {to} and is not empty: a long jump needs empty holes either side of the bridge"
        ),
        R::Occupied { hole, holder, own } => {
            let own = if *own { "'s own piece" } else { "" };
            write!(
                f,
                "{hole} is occupied by {holder}{own}: a landing must be empty"
            )
        }
        R::SwapFromHome {
            hole,
            holder,
            colour,
        } => write!(
            f,
            "{hole} holds {holder}: a swap is only for the last piece entering from outside, and this {colour} piece started in its destination"
        ),
        R::SwapTooSoon {
            hole,
            holder,
            colour,
            needed,
            home,
        } => write!(
            f,
            "{hole} holds {holder}: the swap needs {} {colour} pieces home, {colour} has {}",
            count_word(*needed),
            count_word(*home)
        ),
        R::LeavesDestination {
            colour,
            arrived_at,
            started,
            to,
        } => write!(
            f,
            "this {colour} piece {} its destination at {arrived_at} and may not land outside it at {to}",
            if *started { "started in" } else { "reached" }
        ),
        R::EndsOutsideDestination { colour, end } => write!(
            f,
            "this {colour} piece started the turn in its destination and must end it there, not at {end}"
        ),
        R::NoRest { end, camp, ban } => {
            write!(f, "the turn may not end at {end} in {camp} ({ban})")
        }
        R::NoEntry { hole, camp, colour } => write!(
            f,
            "{hole} is in {camp}, where {colour} may not land (other camps: no-entry)"
        ),
        R::Recorded(text) => f.write_str(text),
    }
}

/// Shared by the two refusals of a landing that is neither a step nor a hop.
const NOT_A_HOP: &str = "is neither a step nor a hop";

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        english(self, f)
    }
}

impl fmt::Display for CampOwner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CampOwner::Centre => f.write_str("the centre"),
            CampOwner::StartOf { colour, camp } => write!(f, "{colour}'s start camp ({camp})"),
            CampOwner::DestinationOf { colour, camp } => {
                write!(f, "{colour}'s destination ({camp})")
            }
            CampOwner::Unused(camp) => write!(f, "the unused {camp} camp"),
        }
    }
}

impl fmt::Display for CampBan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CampBan::UnusedNoRest => "unused camps: no-rest",
            CampBan::OtherNoRest => "other camps: no-rest",
            CampBan::OtherNoEntry => "other camps: no-entry",
        })
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Legal => f.write_str("legal"),
            Verdict::LegalSwap => f.write_str("legal swap"),
            Verdict::Illegal {
                clause: Some(c),
                reason,
            } => write!(f, "illegal (clause {c}): {reason}"),
            Verdict::Illegal {
                clause: None,
                reason,
            } => write!(f, "illegal: {reason}"),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.clause {
            Some(c) => write!(f, "illegal (clause {c}): {}", self.reason),
            None => write!(f, "illegal: {}", self.reason),
        }
    }
}

impl fmt::Display for RouteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RouteError::Empty => {
                f.write_str("empty route: expected holes joined by '-' (N2-M3) or 'pass'")
            }
            RouteError::UnknownHole(t) => {
                write!(f, "unknown hole {} in route: holes are A1 to Q1", Quoted(t))
            }
        }
    }
}

/// A reason is written as its English words: record files (and their
/// fingerprints) are what they were when reasons were text.
impl Serialize for Reason {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// A reason read from a file keeps the file's words.
impl<'de> Deserialize<'de> for Reason {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Reason, D::Error> {
        String::deserialize(deserializer).map(Reason::Recorded)
    }
}
