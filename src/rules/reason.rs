//! Why the engine refuses a proposal, as values: the holes, colours, counts
//! and camps a refusal names, never its words. `crate::words` words them
//! (and a catalogue per language can, from the same values).

use super::board::{Camp, Hole};
use super::movegen::Move;
use super::position::Position;

/// Why a proposal is illegal. Colours are the seats' colour names as the
/// position holds them.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Reason {
    /// The game is over: nothing more may be played.
    GameOver,
    /// Passing while `colour` has a legal move, such as `example` (clause 6).
    PassWhileMovable { colour: String, example: Move },
    /// A route with no hole at all.
    EmptyRoute,
    /// A route of only its start hole.
    NoLandingAfter { start: Hole },
    /// A route [`super::Position::play`] cannot play: it has no landing.
    NoLanding,
    /// The start hole holds no piece.
    NoPiece { start: Hole },
    /// The start hole holds `holder`'s piece, but it is `mover`'s turn.
    NotMoversPiece {
        start: Hole,
        holder: String,
        mover: String,
    },
    /// A step already ended the move (`before`-`from`), yet `to` follows.
    AfterStep { before: Hole, from: Hole, to: Hole },
    /// The route lands on `hole` again; `start`: it is the hole the piece
    /// started from.
    LandsAgain { hole: Hole, start: bool },
    /// `from` and `to` are not on one line.
    NotOnALine { from: Hole, to: Hole },
    /// A single step after a hop.
    StepAfterHop { from: Hole, to: Hole },
    /// The line from `from` to `to` leaves the board.
    LeavesBoard { from: Hole, to: Hole },
    /// A long jump, where the card allows ordinary hops only.
    LongJump { from: Hole, to: Hole },
    /// Neither a step nor a hop (the card allows ordinary hops only).
    NotAHop { from: Hole, to: Hole },
    /// Neither a step nor a long jump: no hole sits exactly halfway.
    NotSymmetric { from: Hole, to: Hole },
    /// The halfway hole `bridge` is empty.
    NoBridge { bridge: Hole, from: Hole, to: Hole },
    /// `hole`, not the bridge, lies between `from` and `to` and is occupied.
    Obstructed { hole: Hole, from: Hole, to: Hole },
    /// The landing is occupied by `holder`'s piece; `own`: the mover's own.
    Occupied {
        hole: Hole,
        holder: String,
        own: bool,
    },
    /// A swap onto `holder`'s piece by a `colour` piece that started home.
    SwapFromHome {
        hole: Hole,
        holder: String,
        colour: String,
    },
    /// A swap before the last piece: `colour` needs `needed` pieces home
    /// and has `home`.
    SwapTooSoon {
        hole: Hole,
        holder: String,
        colour: String,
        needed: u32,
        home: u32,
    },
    /// A `colour` piece that was home at `arrived_at` (`started`: it started
    /// the turn there) lands outside its destination at `to`.
    LeavesDestination {
        colour: String,
        arrived_at: Hole,
        started: bool,
        to: Hole,
    },
    /// A `colour` piece that started the turn home ends it outside, at `end`.
    EndsOutsideDestination { colour: String, end: Hole },
    /// The turn ends at `end`, in `camp`, where `ban` forbids ending it.
    NoRest {
        end: Hole,
        camp: CampOwner,
        ban: CampBan,
    },
    /// `colour` lands at `hole`, in `camp`, where it may not land at all.
    NoEntry {
        hole: Hole,
        camp: CampOwner,
        colour: String,
    },
    /// A reason as a record file wrote it (records keep their words; the
    /// loader checks them against the engine's).
    Recorded(String),
}

/// Whose a hole's camp is, as a refusal names it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum CampOwner {
    /// Not in a camp.
    Centre,
    /// `colour`'s start camp.
    StartOf { colour: String, camp: Camp },
    /// `colour`'s destination.
    DestinationOf { colour: String, camp: Camp },
    /// A camp that is nobody's.
    Unused(Camp),
}

/// The card's option and value behind a camp restriction (clause 4).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CampBan {
    /// `unused` is no-rest: no turn ends in a camp that is nobody's.
    UnusedNoRest,
    /// `other_camps` is no-rest: no turn ends in another player's camp.
    OtherNoRest,
    /// `other_camps` is no-entry: no landing in another player's camp.
    OtherNoEntry,
}

impl CampOwner {
    /// Whose `camp` is in `pos`: a seat's start camp, a seat's destination,
    /// or nobody's.
    #[must_use]
    pub fn of(pos: &Position, camp: Camp) -> CampOwner {
        for s in pos.seats() {
            let colour = s.colour.clone();
            if s.camp == camp {
                return CampOwner::StartOf { colour, camp };
            }
            if s.destination() == camp {
                return CampOwner::DestinationOf { colour, camp };
            }
        }
        CampOwner::Unused(camp)
    }
}
