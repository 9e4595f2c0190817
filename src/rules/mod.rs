//! The rules engine: the game of the agreement card, with no UI and no I/O.
//!
//! Shaped like a chess library: text becomes a validated [`Position`] through
//! a typed [`SetupError`]; [`Position::legal_moves`], [`Position::check`],
//! [`Position::play`] and [`Position::outcome`] answer every rule question
//! for the command line, the desktop app and the tests alike.

pub(crate) mod board;
pub(crate) mod clause;
mod flood;
pub(crate) mod movegen;
pub(crate) mod outcome;
pub(crate) mod perft;
pub(crate) mod position;
pub(crate) mod reason;
pub(crate) mod ruleset;
pub(crate) mod verdict;

pub use board::{Camp, Hole, HoleSet};
pub use clause::{Clause, ClauseError};
pub use movegen::{Frame, Move, Route, RouteTree};
pub use outcome::Outcome;
pub use position::{Core, Position, Seat, SetupError};
pub use reason::{CampBan, CampOwner, Reason};
pub use ruleset::{
    Completion, DestLock, Movement, OptionError, OptionKey, OtherCamps, RuleSet, Unused,
};
pub use verdict::{Proposal, RouteError, Verdict};

/// A proposal the rules refused, with the verdict's clause and reason.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refusal {
    pub clause: Option<Clause>,
    pub reason: Reason,
}

impl std::error::Error for Refusal {}

/// A camp where a player's turn may not end, or where it may not land at
/// all (clause 4), and why.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CampRule {
    pub camp: Camp,
    /// No landing at all (other camps: no-entry); else only no turn's end.
    pub no_entry: bool,
    /// The camp is nobody's start or destination (the `unused` option);
    /// else it is another player's (the `other_camps` option).
    pub unused: bool,
}

impl CampRule {
    /// The option and value behind the restriction.
    #[must_use]
    pub fn ban(self) -> CampBan {
        match (self.unused, self.no_entry) {
            (true, _) => CampBan::UnusedNoRest,
            (false, true) => CampBan::OtherNoEntry,
            (false, false) => CampBan::OtherNoRest,
        }
    }

    /// The clause that states it (the one its refusals cite).
    #[must_use]
    pub fn clause(self) -> Clause {
        if self.unused {
            OptionKey::Unused.clause()
        } else {
            OptionKey::OtherCamps.clause()
        }
    }
}

impl Core {
    /// The layout after player `p` moves `start` to `landing` (a swap sends
    /// the displaced piece to `start`); the turn passes on.
    #[must_use]
    pub fn after_move(&self, p: usize, start: Hole, landing: Hole) -> Core {
        let mut c = *self;
        let (s, l) = (start.bit(), landing.bit());
        if c.occupied & l != 0 {
            for q in 0..c.players as usize {
                if c.pieces[q] & l != 0 {
                    c.pieces[q] ^= l | s;
                }
            }
        } else {
            c.occupied ^= s | l;
        }
        c.pieces[p] ^= s | l;
        c.turn = c.next_player(p) as u8;
        c.passes = 0;
        c
    }

    /// The layout after the player to move passes.
    #[must_use]
    pub fn after_pass(&self) -> Core {
        let mut c = *self;
        c.turn = c.next_player(c.turn as usize) as u8;
        c.passes = c.passes.saturating_add(1);
        c
    }
}

impl Position {
    /// The masks the rule set implies for this seating.
    #[must_use]
    pub fn frame(&self, rules: &RuleSet) -> Frame {
        Frame::new(*rules, self)
    }

    /// Every distinct legal move, one shortest route each, sorted by start then
    /// landing. Empty when the game is over or when only a pass is left.
    #[must_use]
    pub fn legal_moves(&self, rules: &RuleSet) -> Vec<Move> {
        let frame = self.frame(rules);
        if frame.outcome(self.core()).is_over() {
            return Vec::new();
        }
        frame.moves(self.core())
    }

    /// Whether the player to move must pass: the game is on and no legal move exists.
    #[must_use]
    pub fn pass_certified(&self, rules: &RuleSet) -> bool {
        let frame = self.frame(rules);
        !frame.outcome(self.core()).is_over() && movegen::count_moves(&frame, self.core()) == 0
    }

    /// The camps where `player` may not end a turn or may not land (clause
    /// 4), in `Camp::ALL` order; none under the card's defaults.
    #[must_use]
    pub fn camp_rules(&self, rules: &RuleSet, player: usize) -> Vec<CampRule> {
        let frame = self.frame(rules);
        let (Some(&no_land), Some(&no_rest)) =
            (frame.no_land.get(player), frame.no_rest.get(player))
        else {
            return Vec::new();
        };
        Camp::ALL
            .into_iter()
            .filter(|c| (no_land | no_rest) & c.holes() != 0)
            .map(|camp| CampRule {
                camp,
                no_entry: no_land & camp.holes() != 0,
                unused: frame.unused & camp.holes() != 0,
            })
            .collect()
    }

    /// The legal move a pass verdict names as the reason passing is refused
    /// (`None` when a pass is allowed or the game is over).
    #[must_use]
    pub fn pass_blocker(&self, rules: &RuleSet) -> Option<Move> {
        let frame = self.frame(rules);
        if frame.outcome(self.core()).is_over() {
            return None;
        }
        frame.pass_blocker(self)
    }

    #[must_use]
    pub fn outcome(&self, rules: &RuleSet) -> Outcome {
        self.frame(rules).outcome(self.core())
    }

    /// The verdict on a route or a pass.
    #[must_use]
    pub fn check(&self, rules: &RuleSet, proposal: &Proposal) -> Verdict {
        self.frame(rules).check(self, proposal)
    }

    /// Play a route or a pass: the new position, or the refusal.
    ///
    /// ```
    /// use hopcard::{Position, RuleSet};
    ///
    /// let rules = RuleSet::default();
    /// let start = Position::card_start();
    /// // Red hops from O1 over N1 to M5; then it is blue's turn.
    /// let next = start.play(&rules, &"O1-M5".parse()?)?;
    /// assert_eq!(next.seats()[next.turn()].colour, "blue");
    /// // A piece cannot land on another: the refusal cites clause 2.
    /// let refusal = start.play(&rules, &"O1-N1".parse()?).unwrap_err();
    /// assert!(refusal.to_string().starts_with("illegal (clause 2)"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// The [`Refusal`] (clause and reason) when the verdict is illegal.
    pub fn play(&self, rules: &RuleSet, proposal: &Proposal) -> Result<Position, Refusal> {
        match self.check(rules, proposal) {
            Verdict::Illegal { clause, reason } => Err(Refusal { clause, reason }),
            Verdict::Legal | Verdict::LegalSwap => {
                let core = match proposal {
                    Proposal::Pass => self.core().after_pass(),
                    Proposal::Route(route) => {
                        let (Some(s), Some(l)) = (route.start(), route.landing()) else {
                            return Err(Refusal {
                                clause: Some(Clause::Moving),
                                reason: Reason::NoLanding,
                            });
                        };
                        self.core().after_move(self.turn(), s, l)
                    }
                };
                Ok(Position::from_core(self.seats().to_vec(), core))
            }
        }
    }

    /// Shortest routes from the mover's piece on `start` (for the board widget).
    #[must_use]
    pub fn routes_from(&self, rules: &RuleSet, start: Hole) -> RouteTree {
        self.frame(rules)
            .routes_from(self.core(), self.turn(), start)
    }

    /// The landings of every legal move of the mover's piece on `start`.
    #[must_use]
    pub fn landings(&self, rules: &RuleSet, start: Hole) -> HoleSet {
        if self.owner(start) != Some(self.turn()) || self.outcome(rules).is_over() {
            return 0;
        }
        let (normal, swaps) = self.frame(rules).landings(self.core(), self.turn(), start);
        normal | swaps
    }

    /// Holes that can extend a partly built route and keep it a legal beginning
    /// of a move (the board widget marks these while a chain grows).
    #[must_use]
    pub fn route_extensions(&self, rules: &RuleSet, route: &Route) -> HoleSet {
        let frame = self.frame(rules);
        if frame.outcome(self.core()).is_over() {
            return 0;
        }
        let mut out = 0;
        let mut longer = route.clone();
        for h in Hole::all() {
            longer.0.push(h);
            if frame.check_route(self, &longer, true).is_legal() {
                out |= h.bit();
            }
            longer.0.pop();
        }
        out
    }
}
