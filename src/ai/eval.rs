//! The evaluation: how far each player's pieces still have to travel, with
//! charges for the endgame traps that stop a game from ending.

use super::Level;
use crate::rules::board::{ALL_HOLES, holes_of};
use crate::rules::{Completion, Core, Frame, Hole, Position, RuleSet};

pub(super) const WIN: i32 = 1_000_000;

/// How much more the evaluation values the mover's own progress than the
/// best opponent's (see [`Eval::score`]).
const OWN_WEIGHT: i32 = 2;

/// Strong's weight of its own progress at a table of three or more. With
/// five opponents the best of them is nearly always well on its way, and
/// counting my progress double still spent moves slowing the leader down
/// rather than racing: against five greedy seats three times won 41 of 48
/// (twice: 38), four times 41, six times 18 of 24 (seed 26, the one tuned
/// on; docs/performance.md).
const OWN_WEIGHT_AT_A_TABLE: i32 = 3;

/// How far from its tip (in steps) the approach to a start camp reaches:
/// the camp's four rows and the two rows in front of it.
const APPROACH: i32 = 5;

/// Per-player distance tables: hex distance of every hole to the destination tip.
#[derive(Clone)]
pub(super) struct Eval {
    pub(super) dist: Vec<[i32; 121]>,
    pub(super) dest: Vec<u128>,
    pub(super) start: Vec<u128>,
    /// Each player's start camp and the two rows in front of it.
    pub(super) approach: Vec<u128>,
    /// How a destination is completed: it decides when a spoiler is stuck
    /// for good (see [`Eval::endgame`]).
    pub(super) completion: Completion,
    /// Holes each player may never land on (the no-entry camps of clause
    /// 4): a spoiler cannot hop out onto them.
    no_land: Vec<u128>,
    /// Whether the races are weighed: see [`Eval::piece_work`]. Strong's
    /// knowledge; the other levels play as they were tuned without it.
    races: bool,
    /// How many times its own progress counts ([`OWN_WEIGHT`], or Strong's
    /// [`OWN_WEIGHT_AT_A_TABLE`] among three or more).
    own: i32,
}

impl Eval {
    pub(super) fn new(pos: &Position, rules: &RuleSet) -> Eval {
        let dist = pos
            .seats()
            .iter()
            .map(|seat| {
                let tip = tip(seat.destination().holes());
                let mut t = [0; 121];
                if let Some(tip) = tip {
                    for h in Hole::all() {
                        t[h.index()] = distance(h, tip);
                    }
                }
                t
            })
            .collect();
        let dest = pos
            .seats()
            .iter()
            .map(|s| s.destination().holes())
            .collect();
        let start = pos.seats().iter().map(|s| s.camp.holes()).collect();
        let approach = pos
            .seats()
            .iter()
            .map(|seat| {
                tip(seat.camp.holes()).map_or(0, |tip| {
                    Hole::all()
                        .filter(|&h| distance(h, tip) <= APPROACH)
                        .fold(0u128, |m, h| m | 1u128 << h.index())
                })
            })
            .collect();
        let frame = pos.frame(rules);
        let no_land = frame.no_land[..pos.seats().len()].to_vec();
        Eval {
            dist,
            dest,
            start,
            approach,
            completion: rules.completion,
            no_land,
            races: false,
            own: OWN_WEIGHT,
        }
    }

    /// The evaluation `level` plays by: Strong's weighs the races at a
    /// table of two. At six seats, where the way home is blocked more than
    /// raced, it won fewer games with them.
    pub(super) fn for_level(self, level: Level) -> Eval {
        Eval {
            races: level == Level::Strong && self.dist.len() == 2,
            own: if level == Level::Strong && self.dist.len() > 2 {
                OWN_WEIGHT_AT_A_TABLE
            } else {
                OWN_WEIGHT
            },
            ..self
        }
    }

    /// How much work player `p` still has, lower is better.
    pub(super) fn cost(&self, core: &Core, p: usize) -> i32 {
        self.work(core, p) + self.endgame(core, p)
    }

    /// The travelling part of [`Eval::cost`]: how far `p`'s pieces still
    /// have to go, a straggler's growing more than in proportion. Weighing
    /// the races, the last piece's distance counts once more, squared: it
    /// sets how long the race lasts, since a piece left behind alone walks
    /// home a row a move. Without it Strong let a piece wait at home while
    /// its leaders hopped in and lost races to Medium by a move or two.
    fn work(&self, core: &Core, p: usize) -> i32 {
        let (sum, last) = holes_of(core.pieces[p])
            .map(|h| self.dist[p][h.index()])
            .fold((0, 0), |(sum, last), d| {
                (sum + self.piece_work(d), last.max(d))
            });
        if self.races { sum + last * last } else { sum }
    }

    /// Endgame dangers that can end in a position nobody can finish (the
    /// spoiler weight exceeds the straggler's, so walling in an opponent's
    /// straggler never pays):
    /// - an opponent's piece (a spoiler) sealed inside my destination with no
    ///   empty hole beside it cannot leave, and my last piece may never reach
    ///   it for a swap;
    /// - my straggler still in my start camp while opponents move in gets
    ///   walled in for good.
    pub(super) fn endgame(&self, core: &Core, p: usize) -> i32 {
        self.traps(core, p) + self.home_charge(core, p, true)
    }

    /// Whether a piece only `p` can free is walled in: an opponent's
    /// spoiler in `p`'s destination, or `p`'s own piece at home with no
    /// empty hole beside it while opponents are near ([`Eval::endgame`]
    /// without the hurry of its pieces at home). Only then does `p` need
    /// quiet moves.
    pub(super) fn walled_in(&self, core: &Core, p: usize) -> bool {
        self.traps(core, p) + self.home_charge(core, p, false) != 0
    }

    /// The spoiler part of [`Eval::endgame`]: 1000 for each spoiler in
    /// `p`'s destination walled in for good.
    pub(super) fn traps(&self, core: &Core, p: usize) -> i32 {
        let mut extra = 0;
        let dest = self.dest[p];
        let own = core.pieces[p];
        let others = core.occupied & !own;
        // A spoiler walled in by my own pieces: only I can open the way.
        // Under the available-hole completion it counts as a filled hole,
        // and under the swap completion my last piece can still reach a
        // lone spoiler from outside the destination, so only one out of
        // reach is charged there.
        let inside = dest & others;
        let must_leave = match self.completion {
            Completion::Available => 0,
            // One swap deals with one spoiler: two or more must leave.
            Completion::Swap if inside.count_ones() == 1 => 0,
            Completion::Ten | Completion::Swap => inside,
        };
        // A lone spoiler under the swap completion need not leave, but a
        // walled-in one my last piece cannot reach stops the swap.
        let lone = if must_leave == 0 && self.completion == Completion::Swap {
            inside
        } else {
            0
        };
        for x in holes_of(lone).filter(|&x| !swap_reachable(x, dest)) {
            let around = x.adjacent();
            let barred = core.owner(x).map_or(0, |q| self.no_land[q]);
            if around & !core.occupied == 0
                && around & own != 0
                && !can_hop(x, core.occupied, barred)
            {
                extra += 1000;
            }
        }
        // Spoilers that must leave but cannot even step out through the
        // empty holes of my destination (a group at the tip behind a full
        // row of mine can only shuffle among themselves). The group grows
        // through the empty holes and the other spoilers there.
        let empty = ALL_HOLES & !core.occupied;
        // Late on, when my pieces and theirs nearly fill the camp, any such
        // group counts; earlier only one ringed by my pieces alone, since a
        // straggler behind its own pieces is no trap of mine, but two
        // spoilers behind a wall of mine stay there for good while my last
        // pieces wait outside (a capped game against the spoiler player).
        let late = (own & dest).count_ones() + inside.count_ones() >= 8;
        for x in holes_of(must_leave) {
            let group = empty_region(x, (empty | inside) & dest);
            let rim = neighbours(group) & !group;
            let ringed = rim & !own == 0;
            if rim & empty & !dest == 0 && rim & own != 0 && (late || ringed) {
                extra += 1000;
            }
        }
        extra
    }

    /// The part of [`Eval::endgame`] for my pieces still in my start camp
    /// while opponents come near it: with `hurry`, 40 for each such piece
    /// and each opponent near; always 200 for each such piece walled in.
    fn home_charge(&self, core: &Core, p: usize, hurry: bool) -> i32 {
        let own = core.pieces[p];
        let others = core.occupied & !own;
        // Opponents anywhere near my start count, not only those inside:
        // counting only those inside would reward keeping stragglers at
        // home to stop them coming in, and the two sides block each other.
        let intruders = (self.approach[p] & others).count_ones() as i32;
        if intruders == 0 {
            return 0;
        }
        holes_of(own & self.start[p])
            .map(|h| {
                let walled = if h.adjacent() & !core.occupied == 0 {
                    200
                } else {
                    0
                };
                walled + if hurry { 40 * intruders } else { 0 }
            })
            .sum()
    }

    /// An opponent's travelling work as [`Eval::score`] counts it: without
    /// the cubic part of [`Eval::piece_work`]. With it, an opponent's straggler
    /// walled in was worth so much to me that I kept it walled in rather
    /// than finish round it.
    fn travel_weighted(&self, core: &Core, q: usize) -> i32 {
        holes_of(core.pieces[q])
            .map(|h| {
                let d = self.dist[q][h.index()];
                10 * d + d * d / 2
            })
            .sum()
    }

    /// How much nearer its tip a move from `s` to `l` brings player `p`'s
    /// piece (the same weighting as [`Eval::cost`]): the move order.
    pub(super) fn gain(&self, p: usize, s: Hole, l: Hole) -> i32 {
        let ds = self.dist[p][s.index()];
        let dl = self.dist[p][l.index()];
        self.piece_work(ds) - self.piece_work(dl)
    }

    /// The work a piece `d` steps from its tip still has: ten a step, and
    /// more than in proportion for the pieces furthest behind. Weighing the
    /// races, a cubic part makes a step of the last piece worth more than a
    /// shuffle at home: left behind alone, a straggler has no bridges and
    /// walks a row a move, and the race is lost by the time the search can
    /// see it.
    fn piece_work(&self, d: i32) -> i32 {
        let cubic = if self.races { d * d * d / 20 } else { 0 };
        10 * d + d * d / 2 + cubic
    }

    /// Whether player `p`'s last piece could swap onto `x`, a hole of its
    /// destination, from outside it.
    pub(super) fn swap_reachable(&self, x: Hole, p: usize) -> bool {
        let dest = self.dest[p];
        dest & x.bit() == 0 || swap_reachable(x, dest)
    }

    /// Plain distance sum, for the greedy level.
    pub(super) fn travel(&self, core: &Core, p: usize) -> i32 {
        holes_of(core.pieces[p])
            .map(|h| self.dist[p][h.index()])
            .sum()
    }

    /// Score from `root`'s point of view: its lead over the best opponent.
    /// Own progress counts double: with equal weights, keeping a straggler
    /// at home to block the opponent's way in scores as well as moving it
    /// out, and two such players block each other for ever.
    ///
    /// The opponents' endgame charges are left out: they tell a player to
    /// get its own straggler out in time, and counted as my gain they paid
    /// me for walling an opponent's straggler in for good, which I had to
    /// let out before I could finish (capped games against greedy).
    pub(super) fn score(&self, core: &Core, root: usize) -> i32 {
        let mine = self.own * self.cost(core, root);
        let best_other = (0..core.players as usize)
            .filter(|&q| q != root)
            .map(|q| self.travel_weighted(core, q))
            .min()
            .unwrap_or(0);
        best_other - mine
    }
}

/// The hole `x` and every hole of `empty` it reaches by steps through
/// `empty`.
fn empty_region(x: Hole, empty: u128) -> u128 {
    let mut region = x.bit();
    loop {
        let grow = neighbours(region) & empty & !region;
        if grow == 0 {
            return region;
        }
        region |= grow;
    }
}

/// Every hole next to a hole of `set`.
fn neighbours(set: u128) -> u128 {
    holes_of(set).fold(0, |m, h| m | h.adjacent())
}

/// Whether a piece on `x` has a hop to make: over a neighbour to an empty
/// hole outside `barred`, the holes it may not land on (a spoiler with all
/// its neighbours taken is not walled in while it can still hop out over
/// one of them).
fn can_hop(x: Hole, occupied: u128, barred: u128) -> bool {
    (0..6).any(|d| {
        x.neighbour(d).is_some_and(|b| occupied & b.bit() != 0)
            && x.hop_landing(d)
                .is_some_and(|y| (occupied | barred) & y.bit() == 0)
    })
}

/// Whether a last piece could swap onto `x` from outside `dest`: a step from
/// a neighbour outside it, or a final hop from a hole outside it.
fn swap_reachable(x: Hole, dest: u128) -> bool {
    (0..6).any(|d| {
        x.neighbour(d).is_some_and(|b| dest & b.bit() == 0)
            || x.hop_landing(d).is_some_and(|y| dest & y.bit() == 0)
    })
}

/// The tip of a camp: its hole farthest from the centre.
fn tip(camp: u128) -> Option<Hole> {
    holes_of(camp).max_by_key(|h| {
        let (q, r, s) = h.coords();
        q.abs().max(r.abs()).max(s.abs())
    })
}

fn distance(a: Hole, b: Hole) -> i32 {
    let (q0, r0, s0) = a.coords();
    let (q1, r1, s1) = b.coords();
    (q0 - q1).abs().max((r0 - r1).abs()).max((s0 - s1).abs())
}

/// Player `p`'s moves as (start, landing) pairs, most progress first.
pub(super) fn ordered_moves(
    frame: &Frame,
    core: &Core,
    eval: &Eval,
    p: usize,
) -> Vec<(Hole, Hole)> {
    let mut keyed = Vec::with_capacity(64);
    for (start, normal, swaps) in frame.all_landings(core, p) {
        for landing in holes_of(normal | swaps) {
            keyed.push((
                std::cmp::Reverse(eval.gain(p, start, landing)),
                start,
                landing,
            ));
        }
    }
    // Each gain worked out once, not at every comparison; ties stay in hole
    // order (the key is unique), as a stable sort by gain would leave them.
    keyed.sort_unstable();
    keyed.into_iter().map(|(_, s, l)| (s, l)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::OtherCamps;

    /// Blue's last piece outside its way sits on red's tip A1, red on both
    /// its neighbours; blue's only hops out land on C1 and C3, in red's
    /// destination: a camp blue may not land in under no-entry.
    #[test]
    fn a_spoiler_whose_hops_out_land_in_a_no_entry_camp_is_walled_in() {
        let pos: Position =
            match "red@bottom=B1,B2,N1 blue@upper-left=A1 green@upper-right=E13 turn=red".parse() {
                Ok(pos) => pos,
                Err(e) => panic!("{e}"),
            };
        let open = RuleSet::default();
        let no_entry = RuleSet {
            other_camps: OtherCamps::NoEntry,
            ..RuleSet::default()
        };
        let charge = |rules: &RuleSet| Eval::new(&pos, rules).endgame(pos.core(), 0);
        assert!(
            charge(&no_entry) >= charge(&open) + 1000,
            "no-entry {} open {}",
            charge(&no_entry),
            charge(&open)
        );
        // Walled in: the search looks at every move, even tapering.
        assert!(Eval::new(&pos, &no_entry).walled_in(pos.core(), 0));
        assert!(!Eval::new(&pos, &open).walled_in(pos.core(), 0));
    }

    /// Red's piece at home with no empty hole beside it while blue's
    /// pieces come near: walled in. With an empty hole beside it, only
    /// hurried (the charge is on, but not walled in).
    #[test]
    fn a_piece_at_home_is_walled_in_only_with_no_empty_hole_beside_it() {
        let rules = RuleSet::default();
        let check = |text: &str| {
            let pos: Position = match text.parse() {
                Ok(pos) => pos,
                Err(e) => panic!("{text}: {e}"),
            };
            let eval = Eval::new(&pos, &rules);
            (eval.endgame(pos.core(), 0), eval.walled_in(pos.core(), 0))
        };
        let (charge, walled) = check("red@bottom=Q1,P1,P2 blue@top=M5,M6 turn=red");
        assert!(charge > 0 && walled, "Q1 ringed: charge {charge}");
        let (charge, walled) = check("red@bottom=Q1,P1 blue@top=M5,M6 turn=red");
        assert!(charge > 0 && !walled, "P2 empty beside Q1: charge {charge}");
    }
}
