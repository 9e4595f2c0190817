//! Verdicts: is a proposed route (or a pass) legal, and if not, which clause
//! forbids it and why, in words that name the holes and colours.

use super::board::{Hole, HoleSet, line_between};
use super::clause::Clause;
use super::movegen::{Frame, Move, Route, count_moves};
use super::position::Position;
use super::reason::{CampBan, CampOwner, Reason};
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
        reason: Reason,
    },
}

impl Verdict {
    #[must_use]
    pub fn is_legal(&self) -> bool {
        !matches!(self, Verdict::Illegal { .. })
    }

    fn illegal(clause: Clause, reason: Reason) -> Verdict {
        Verdict::Illegal {
            clause: Some(clause),
            reason,
        }
    }
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
                reason: Reason::GameOver,
            };
        }
        match proposal {
            Proposal::Pass => match self.pass_blocker(pos) {
                None => Verdict::Legal,
                Some(example) => Verdict::illegal(
                    Clause::Passing,
                    Reason::PassWhileMovable {
                        colour: pos.seats()[pos.turn()].colour.clone(),
                        example,
                    },
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
                Reason::NoLandingAfter { start },
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
            return Err(Verdict::illegal(Clause::Moving, Reason::EmptyRoute));
        };
        match pos.core().owner(start) {
            None => Err(Verdict::illegal(Clause::Moving, Reason::NoPiece { start })),
            Some(o) if o != p => Err(Verdict::illegal(
                Clause::Moving,
                Reason::NotMoversPiece {
                    start,
                    holder: seats[o].colour.clone(),
                    mover: seats[p].colour.clone(),
                },
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
                Reason::EndsOutsideDestination {
                    colour: colour.clone(),
                    end,
                },
            ));
        }
        if self.no_rest[p] & end.bit() != 0 {
            let ban = if self.unused & end.bit() != 0 {
                CampBan::UnusedNoRest
            } else if self.rules.other_camps == OtherCamps::NoRest {
                CampBan::OtherNoRest
            } else {
                CampBan::OtherNoEntry
            };
            return Err(Verdict::illegal(
                Clause::Camps,
                Reason::NoRest {
                    end,
                    camp: camp_owner(pos, end),
                    ban,
                },
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
                Reason::LeavesBoard { from, to },
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
                        Reason::LongJump { from, to }
                    } else {
                        Reason::NotAHop { from, to }
                    },
                ))
            }
            _ if !symmetric => Some(Verdict::illegal(
                Clause::Moving,
                Reason::NotSymmetric { from, to },
            )),
            _ => {
                let m = mid?;
                if occ & m.bit() == 0 {
                    return Some(Verdict::illegal(
                        Clause::Moving,
                        Reason::NoBridge {
                            bridge: m,
                            from,
                            to,
                        },
                    ));
                }
                between
                    .iter()
                    .find(|h| Some(**h) != mid && occ & h.bit() != 0)
                    .map(|&hole| {
                        Verdict::illegal(Clause::Moving, Reason::Obstructed { hole, from, to })
                    })
            }
        }
    }
}

/// Whose camp `hole` is in, or the centre.
fn camp_owner(pos: &Position, hole: Hole) -> CampOwner {
    hole.camp()
        .map_or(CampOwner::Centre, |camp| CampOwner::of(pos, camp))
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
                Reason::NoEntry {
                    hole: to,
                    camp: camp_owner(self.pos, to),
                    colour: self.colour().to_string(),
                },
            ));
        }
        self.visited |= to.bit();
        Ok(())
    }

    /// Clause 2: a step ends the move, no hole twice, a step or a sound hop.
    fn shape(&mut self, from: Hole, to: Hole, before: Option<Hole>) -> Result<(), Verdict> {
        let refuse = |reason: Reason| Err(Verdict::illegal(Clause::Moving, reason));
        if self.after_step {
            let before = before.unwrap_or(self.start);
            return refuse(Reason::AfterStep { before, from, to });
        }
        if self.visited & to.bit() != 0 {
            return refuse(Reason::LandsAgain {
                hole: to,
                start: to == self.start,
            });
        }
        let Some((d, dist)) = line_between(from, to) else {
            return refuse(Reason::NotOnALine { from, to });
        };
        if dist == 1 {
            if before.is_some() {
                return refuse(Reason::StepAfterHop { from, to });
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
            return Err(Verdict::illegal(
                Clause::Moving,
                Reason::Occupied {
                    hole: to,
                    holder: other.clone(),
                    own: o == p,
                },
            ));
        }
        let own = core.pieces[p];
        let home = (own & self.dest).count_ones();
        let needed = own.count_ones() - 1;
        if self.dest & self.start.bit() != 0 {
            return Err(Verdict::illegal(
                Clause::Blocking,
                Reason::SwapFromHome {
                    hole: to,
                    holder: other.clone(),
                    colour: colour.to_string(),
                },
            ));
        }
        if home != needed {
            return Err(Verdict::illegal(
                Clause::Blocking,
                Reason::SwapTooSoon {
                    hole: to,
                    holder: other.clone(),
                    colour: colour.to_string(),
                    needed,
                    home,
                },
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
        Err(Verdict::illegal(
            Clause::Destination,
            Reason::LeavesDestination {
                colour: self.colour().to_string(),
                arrived_at,
                started: arrived_at == self.start,
                to,
            },
        ))
    }
}
