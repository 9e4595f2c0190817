//! Verdicts: is a proposed route (or a pass) legal, and if not, which clause
//! forbids it and why, in words that name the holes and colours.

use super::board::{Hole, HoleSet, line_between};
use super::clause::Clause;
use super::movegen::{Frame, Move, Route, count_moves};
use super::position::Position;
use super::ruleset::{Completion, DestLock, Movement, OtherCamps};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// What a player proposes to do on their turn.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Proposal {
    Pass,
    Route(Route),
}

/// Route text that does not parse.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RouteError {
    Empty,
    UnknownHole(String),
}

impl fmt::Display for RouteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RouteError::Empty => {
                f.write_str("empty route: expected holes joined by '-' (N2-M3) or 'pass'")
            }
            RouteError::UnknownHole(t) => {
                write!(
                    f,
                    "unknown hole {} in route: holes are A1 to Q1",
                    crate::quote::Quoted(t)
                )
            }
        }
    }
}

impl std::error::Error for RouteError {}

impl FromStr for Proposal {
    type Err = RouteError;
    fn from_str(text: &str) -> Result<Proposal, RouteError> {
        let text = text.trim();
        if text == "pass" {
            return Ok(Proposal::Pass);
        }
        if text.is_empty() {
            return Err(RouteError::Empty);
        }
        text.split('-')
            .map(|name| Hole::parse(name).ok_or_else(|| RouteError::UnknownHole(name.to_string())))
            .collect::<Result<Vec<_>, _>>()
            .map(|holes| Proposal::Route(Route(holes)))
    }
}

impl fmt::Display for Proposal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Proposal::Pass => f.write_str("pass"),
            Proposal::Route(r) => write!(f, "{r}"),
        }
    }
}

/// The engine's answer to "can I do that?".
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Verdict {
    Legal,
    /// Legal as a final-entry swap.
    LegalSwap,
    /// Refused: the clause that forbids it (none when the game is over) and why.
    Illegal {
        clause: Option<Clause>,
        reason: String,
    },
}

impl Verdict {
    #[must_use]
    pub fn is_legal(&self) -> bool {
        !matches!(self, Verdict::Illegal { .. })
    }

    fn illegal(clause: Clause, reason: String) -> Verdict {
        Verdict::Illegal {
            clause: Some(clause),
            reason,
        }
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

fn count_word(n: u32) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(n as usize)
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
}

impl Frame {
    /// A legal move that forbids passing (clause 6), `None` when the player
    /// to move has none: one by a piece not yet home when there is one, so
    /// players recognise it.
    #[must_use]
    pub fn pass_blocker(&self, pos: &Position) -> Option<Move> {
        if count_moves(self, pos.core()) == 0 {
            return None;
        }
        let home = pos.seats()[pos.turn()].camp.opposite().holes();
        let mut moves = self.moves(pos.core());
        let at = moves
            .iter()
            .position(|m| home & m.start().bit() == 0)
            .unwrap_or(0);
        (at < moves.len()).then(|| moves.swap_remove(at))
    }

    /// The verdict on a proposal in a position.
    #[must_use]
    pub fn check(&self, pos: &Position, proposal: &Proposal) -> Verdict {
        if self.outcome(pos.core()).is_over() {
            return Verdict::Illegal {
                clause: None,
                reason: "game over".into(),
            };
        }
        match proposal {
            Proposal::Pass => match self.pass_blocker(pos) {
                None => Verdict::Legal,
                Some(example) => Verdict::illegal(
                    Clause::Passing,
                    format!(
                        "{} still has a legal move (for example {example}), so passing is not allowed",
                        pos.seats()[pos.turn()].colour
                    ),
                ),
            },
            Proposal::Route(route) => self.check_route(pos, route, false),
        }
    }

    /// Check a route; with `prefix`, only as the beginning of a longer chain
    /// (no end-of-turn checks, and a route without landings is fine).
    ///
    /// Landings are checked in route order and the first faulty one decides:
    /// for each, geometry and occupancy (clauses 2 and 5), then the
    /// destination (3), then the camps (4); the end of the turn last.
    #[must_use]
    pub fn check_route(&self, pos: &Position, route: &Route, prefix: bool) -> Verdict {
        self.route_verdict(pos, route, prefix)
            .unwrap_or_else(|refused| refused)
    }

    /// [`Frame::check_route`] with the refusal as the error, so each check is a `?`.
    fn route_verdict(
        &self,
        pos: &Position,
        route: &Route,
        prefix: bool,
    ) -> Result<Verdict, Verdict> {
        let start = self.moving_piece(pos, route)?;
        if route.0.len() == 1 {
            if prefix {
                return Ok(Verdict::Legal);
            }
            return Err(Verdict::illegal(
                Clause::Moving,
                format!("the route names no landing after {start}"),
            ));
        }
        let mut walk = Walk::new(self, pos, start);
        let last = route.0.len() - 1;
        for (i, pair) in route.0.windows(2).enumerate() {
            let step_before = (i > 0).then(|| route.0[i - 1]);
            walk.land(pair[0], pair[1], step_before, i + 1 == last)?;
        }
        if !prefix {
            self.turn_end(pos, start, route.0[last])?;
        }
        Ok(if walk.swap {
            Verdict::LegalSwap
        } else {
            Verdict::Legal
        })
    }

    /// The route's first hole: it must hold a piece of the player to move.
    fn moving_piece(&self, pos: &Position, route: &Route) -> Result<Hole, Verdict> {
        let seats = pos.seats();
        let p = pos.turn();
        let Some(&start) = route.0.first() else {
            return Err(Verdict::illegal(
                Clause::Moving,
                "the route is empty".into(),
            ));
        };
        match pos.core().owner(start) {
            None => Err(Verdict::illegal(
                Clause::Moving,
                format!("{start} is empty: there is no piece to move"),
            )),
            Some(o) if o != p => Err(Verdict::illegal(
                Clause::Moving,
                format!(
                    "{start} holds {}, but it is {}'s turn",
                    seats[o].colour, seats[p].colour
                ),
            )),
            Some(_) => Ok(start),
        }
    }

    /// The end-of-turn checks: where a piece that started home must end
    /// (clause 3), and the camps no turn may end in (clause 4).
    fn turn_end(&self, pos: &Position, start: Hole, end: Hole) -> Result<(), Verdict> {
        let p = pos.turn();
        let colour = &pos.seats()[p].colour;
        let dest = self.dest[p];
        if self.rules.dest_lock == DestLock::TurnEnd
            && dest & start.bit() != 0
            && dest & end.bit() == 0
        {
            return Err(Verdict::illegal(
                Clause::Destination,
                format!(
                    "this {colour} piece started the turn in its destination and must end it there, not at {end}"
                ),
            ));
        }
        if self.no_rest[p] & end.bit() != 0 {
            let why = if self.unused & end.bit() != 0 {
                "unused camps: no-rest"
            } else if self.rules.other_camps == OtherCamps::NoRest {
                "other camps: no-rest"
            } else {
                "other camps: no-entry"
            };
            return Err(Verdict::illegal(
                Clause::Camps,
                format!(
                    "the turn may not end at {end} in {} ({why})",
                    self.camp_owner_text(pos, end)
                ),
            ));
        }
        Ok(())
    }

    /// Geometry of a hop or long jump from `from` to `to` (distance `dist >= 2`
    /// along direction `d`); `None` when it is sound.
    fn check_jump(
        &self,
        from: Hole,
        to: Hole,
        d: usize,
        dist: i32,
        occ: HoleSet,
    ) -> Option<Verdict> {
        let between: Vec<Option<Hole>> = (1..dist).map(|k| from.along(d, k)).collect();
        if between.iter().any(Option::is_none) {
            return Some(Verdict::illegal(
                Clause::Moving,
                format!("the line from {from} to {to} leaves the board"),
            ));
        }
        let between: Vec<Hole> = between.into_iter().flatten().collect();
        let symmetric = dist % 2 == 0;
        let mid = symmetric.then(|| between[(dist / 2 - 1) as usize]);
        let others_empty = between
            .iter()
            .all(|h| Some(*h) == mid || occ & h.bit() == 0);
        match self.rules.movement {
            Movement::Hops if dist > 2 => {
                let long_shape = mid.is_some_and(|m| occ & m.bit() != 0) && others_empty;
                Some(Verdict::illegal(
                    Clause::Moving,
                    if long_shape {
                        format!(
                            "{from} to {to} is a long jump, and this card allows ordinary hops only"
                        )
                    } else {
                        format!(
                            "{from} to {to} is neither a step nor a hop: a hop lands two holes along the line"
                        )
                    },
                ))
            }
            _ if !symmetric => Some(Verdict::illegal(
                Clause::Moving,
                format!(
                    "{from} to {to} is neither a step nor a jump: the bridge must sit exactly halfway"
                ),
            )),
            _ => {
                let m = mid?;
                if occ & m.bit() == 0 {
                    return Some(Verdict::illegal(
                        Clause::Moving,
                        format!("no bridge: {m}, between {from} and {to}, is empty"),
                    ));
                }
                between
                    .iter()
                    .find(|h| Some(**h) != mid && occ & h.bit() != 0)
                    .map(|h| Verdict::illegal(Clause::Moving, format!("{h} lies between {from} and {to} and is not empty: a long jump needs empty holes either side of the bridge")))
            }
        }
    }

    fn camp_owner_text(&self, pos: &Position, hole: Hole) -> String {
        let Some(camp) = hole.camp() else {
            return "the centre".into();
        };
        for s in pos.seats() {
            if s.camp == camp {
                return format!("{}'s start camp ({camp})", s.colour);
            }
            if s.destination() == camp {
                return format!("{}'s destination ({camp})", s.colour);
            }
        }
        format!("the unused {camp} camp")
    }
}

/// A route being followed landing by landing, with what the checks of the
/// later landings need to know about the earlier ones.
struct Walk<'a> {
    frame: &'a Frame,
    pos: &'a Position,
    start: Hole,
    /// The moving player's destination.
    dest: HoleSet,
    /// Occupied holes; the start counts as empty while the chain runs.
    occ: HoleSet,
    visited: HoleSet,
    /// Where the piece first stood in its destination, once it has.
    arrived_at: Option<Hole>,
    after_step: bool,
    swap: bool,
}

impl<'a> Walk<'a> {
    fn new(frame: &'a Frame, pos: &'a Position, start: Hole) -> Walk<'a> {
        let dest = frame.dest[pos.turn()];
        Walk {
            frame,
            pos,
            start,
            dest,
            occ: pos.core().occupied & !start.bit(),
            visited: start.bit(),
            arrived_at: (dest & start.bit() != 0).then_some(start),
            after_step: false,
            swap: false,
        }
    }

    fn colour(&self) -> &'a str {
        &self.pos.seats()[self.pos.turn()].colour
    }

    /// The landing `from`-`to` (`before`: the hole before `from`, if any;
    /// `final_landing`: the route's last).
    fn land(
        &mut self,
        from: Hole,
        to: Hole,
        before: Option<Hole>,
        final_landing: bool,
    ) -> Result<(), Verdict> {
        self.shape(from, to, before)?;
        self.occupancy(to, final_landing)?;
        self.destination(to)?;
        if self.dest & to.bit() != 0 && self.arrived_at.is_none() {
            self.arrived_at = Some(to);
        }
        if self.frame.no_land[self.pos.turn()] & to.bit() != 0 {
            return Err(Verdict::illegal(
                Clause::Camps,
                format!(
                    "{to} is in {}, where {} may not land (other camps: no-entry)",
                    self.frame.camp_owner_text(self.pos, to),
                    self.colour()
                ),
            ));
        }
        self.visited |= to.bit();
        Ok(())
    }

    /// Clause 2: a step ends the move, no hole twice, a step or a sound hop.
    fn shape(&mut self, from: Hole, to: Hole, before: Option<Hole>) -> Result<(), Verdict> {
        let refuse = |reason: String| Err(Verdict::illegal(Clause::Moving, reason));
        if self.after_step {
            let before = before.unwrap_or(self.start);
            return refuse(format!(
                "{before}-{from} was a step, and a step ends the move: nothing may follow it ({to})"
            ));
        }
        if self.visited & to.bit() != 0 {
            let what = if to == self.start {
                "the hole the piece started from"
            } else {
                "a hole it already landed on"
            };
            return refuse(format!("the route lands on {to} again, {what}"));
        }
        let Some((d, dist)) = line_between(from, to) else {
            return refuse(format!(
                "{from} to {to} is neither a step nor a hop: they are not on one line"
            ));
        };
        if dist == 1 {
            if before.is_some() {
                return refuse(format!(
                    "{from} to {to} is a single step, which cannot follow a hop"
                ));
            }
            self.after_step = true;
        } else if let Some(v) = self.frame.check_jump(from, to, d, dist, self.occ) {
            return Err(v);
        }
        Ok(())
    }

    /// Clauses 2 and 5: a landing must be empty, but for the final-entry swap.
    fn occupancy(&mut self, to: Hole, final_landing: bool) -> Result<(), Verdict> {
        let core = self.pos.core();
        let p = self.pos.turn();
        let Some(o) = core.owner(to) else {
            return Ok(());
        };
        let colour = self.colour();
        let other = &self.pos.seats()[o].colour;
        let swap_case = self.frame.rules.completion == Completion::Swap
            && final_landing
            && self.dest & to.bit() != 0
            && o != p;
        if !swap_case {
            let whose = if o == p {
                format!("{colour}'s own piece")
            } else {
                other.clone()
            };
            return Err(Verdict::illegal(
                Clause::Moving,
                format!("{to} is occupied by {whose}: a landing must be empty"),
            ));
        }
        let own = core.pieces[p];
        let home = (own & self.dest).count_ones();
        let needed = own.count_ones() - 1;
        if self.dest & self.start.bit() != 0 {
            return Err(Verdict::illegal(
                Clause::Blocking,
                format!(
                    "{to} holds {other}: a swap is only for the last piece entering from outside, and this {colour} piece started in its destination"
                ),
            ));
        }
        if home != needed {
            return Err(Verdict::illegal(
                Clause::Blocking,
                format!(
                    "{to} holds {other}: the swap needs {} {colour} pieces home, {colour} has {}",
                    count_word(needed),
                    count_word(home)
                ),
            ));
        }
        self.swap = true;
        Ok(())
    }

    /// Clause 3 under every-landing: once home, every landing stays home.
    fn destination(&self, to: Hole) -> Result<(), Verdict> {
        let Some(arrived_at) = self.arrived_at else {
            return Ok(());
        };
        if self.frame.rules.dest_lock != DestLock::EveryLanding || self.dest & to.bit() != 0 {
            return Ok(());
        }
        let since = if arrived_at == self.start {
            format!("started in its destination at {arrived_at}")
        } else {
            format!("reached its destination at {arrived_at}")
        };
        Err(Verdict::illegal(
            Clause::Destination,
            format!(
                "this {} piece {since} and may not land outside it at {to}",
                self.colour()
            ),
        ))
    }
}
