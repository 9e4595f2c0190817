//! The reference move generator of the property tests, written straight
//! from `docs/rules.md` (clauses 2 to 5), independent of the engine's: it
//! shares only hole names and coordinates with it.

use hopcard::{Completion, DestLock, Hole, Movement, OtherCamps, Position, Route, RuleSet, Unused};

/// The six directions of the spec, (dq, dr).
pub(super) const DIRS: [(i32, i32); 6] = [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)];
pub(super) const CAMPS: [&str; 6] = [
    "top",
    "bottom",
    "upper-right",
    "lower-left",
    "upper-left",
    "lower-right",
];

pub(super) fn along(h: Hole, d: usize, k: i32) -> Option<Hole> {
    let (q, r, _) = h.coords();
    Hole::from_coords(q + DIRS[d].0 * k, r + DIRS[d].1 * k)
}

/// Camp membership from the spec's inequalities.
pub(super) fn in_camp(h: Hole, camp: &str) -> bool {
    let (q, r, s) = h.coords();
    match camp {
        "top" => r <= -5,
        "bottom" => r >= 5,
        "upper-right" => q >= 5,
        "lower-left" => q <= -5,
        "upper-left" => s >= 5,
        "lower-right" => s <= -5,
        _ => panic!("camp {camp}"),
    }
}

pub(super) fn opposite(camp: &str) -> &'static str {
    match camp {
        "top" => "bottom",
        "bottom" => "top",
        "upper-right" => "lower-left",
        "lower-left" => "upper-right",
        "upper-left" => "lower-right",
        "lower-right" => "upper-left",
        _ => panic!("camp {camp}"),
    }
}

pub(super) fn camp_set(camp: &str) -> u128 {
    Hole::all()
        .filter(|&h| in_camp(h, camp))
        .fold(0, |m, h| m | h.bit())
}

pub(super) fn holes_in(set: u128) -> impl Iterator<Item = Hole> {
    Hole::all().filter(move |h| set & h.bit() != 0)
}

/// The reference generator's view of one position under one rule set.
pub(super) struct Reference {
    rules: RuleSet,
    mover: u128,
    occupied: u128,
    dest: u128,
    no_land: u128,
    no_rest: u128,
}

/// What the reference finds for one start: landings of legal non-swap moves,
/// landings of final-entry swaps, and the fewest landings of a legal route to
/// each (1 for a step).
pub(super) struct Found {
    pub(super) normal: u128,
    pub(super) swaps: u128,
    pub(super) length: [usize; 121],
}

impl Reference {
    pub(super) fn new(pos: &Position, rules: RuleSet) -> Reference {
        let seats = pos.seats();
        let p = pos.turn();
        let occupied = (0..seats.len()).fold(0, |m, i| m | pos.pieces(i));
        let start_camp = seats[p].camp.name();
        let dest = camp_set(opposite(start_camp));
        let own = camp_set(start_camp) | dest;
        let active = seats.iter().fold(0, |m, s| {
            m | camp_set(s.camp.name()) | camp_set(opposite(s.camp.name()))
        });
        let all_camps = CAMPS.iter().fold(0, |m, c| m | camp_set(c));
        // Clause 4: other active players' camps, and camps nobody uses.
        let others = active & !own;
        let unused = all_camps & !active;
        let no_land = if rules.other_camps == OtherCamps::NoEntry {
            others
        } else {
            0
        };
        let mut no_rest = 0;
        if rules.other_camps != OtherCamps::Allowed {
            no_rest |= others;
        }
        if rules.unused == Unused::NoRest {
            no_rest |= unused;
        }
        Reference {
            rules,
            mover: pos.pieces(p),
            occupied,
            dest,
            no_land,
            no_rest,
        }
    }

    /// Where a hop (or, under `long`, a symmetric long jump) from `x` lands
    /// in each direction, the landing's own occupancy not yet checked. The
    /// moving piece has left `start`.
    pub(super) fn jumps(&self, x: Hole, start: Hole) -> Vec<Hole> {
        let occ = self.occupied & !start.bit();
        let mut out = Vec::new();
        for d in 0..6 {
            let mut k = 1;
            let bridge = loop {
                match along(x, d, k) {
                    None => break None,
                    Some(h) if occ & h.bit() != 0 => break Some(k),
                    Some(_) => k += 1,
                }
            };
            let Some(b) = bridge else { continue };
            if self.rules.movement == Movement::Hops && b > 1 {
                continue;
            }
            let clear = (b + 1..2 * b).all(|j| along(x, d, j).is_some_and(|h| occ & h.bit() == 0));
            if let (true, Some(l)) = (clear, along(x, d, 2 * b)) {
                out.push(l);
            }
        }
        out
    }

    pub(super) fn moves_from(&self, start: Hole) -> Found {
        const NONE: usize = usize::MAX;
        let mut length = [NONE; 121];
        let every = self.rules.dest_lock == DestLock::EveryLanding;
        let start_home = self.dest & start.bit() != 0;
        // Hop chains, breadth first: no revisits, no landing on the start,
        // landings empty and not in a no-entry camp; once in the destination
        // (every-landing), stay there.
        let mut reach = 0u128;
        let mut queue = vec![(start, 0usize)];
        let mut i = 0;
        while i < queue.len() {
            let (x, n) = queue[i];
            i += 1;
            for l in self.jumps(x, start) {
                let bit = l.bit();
                let bad = l == start
                    || reach & bit != 0
                    || self.occupied & bit != 0
                    || self.no_land & bit != 0
                    || (every && self.dest & x.bit() != 0 && self.dest & bit == 0);
                if !bad {
                    reach |= bit;
                    length[l.index()] = n + 1;
                    queue.push((l, n + 1));
                }
            }
        }
        let mut steps = 0u128;
        for d in 0..6 {
            if let Some(l) = along(start, d, 1) {
                let bit = l.bit();
                let bad = self.occupied & bit != 0
                    || self.no_land & bit != 0
                    || (every && start_home && self.dest & bit == 0);
                if !bad {
                    steps |= bit;
                    length[l.index()] = 1;
                }
            }
        }
        // End of turn: no-rest camps, and turn-end for a piece that began home.
        let mut finish = !self.no_rest;
        if self.rules.dest_lock == DestLock::TurnEnd && start_home {
            finish &= self.dest;
        }
        let normal = (steps | reach) & finish;
        // Final-entry swap: nine home, the tenth moves from outside, and the
        // route is legal but for its final landing on an opponent in the
        // destination (clause 5).
        let mut swaps = 0u128;
        let home = (self.mover & self.dest).count_ones();
        if self.rules.completion == Completion::Swap
            && self.mover.count_ones() == 10
            && home == 9
            && !start_home
        {
            let targets = self.dest & self.occupied & !self.mover;
            for t in holes_in(targets) {
                let mut best = NONE;
                if start.adjacent() & t.bit() != 0 {
                    best = 1;
                }
                for &(x, n) in &queue {
                    if n + 1 < best && self.jumps(x, start).contains(&t) {
                        best = n + 1;
                    }
                }
                if best != NONE {
                    swaps |= t.bit();
                    length[t.index()] = best;
                }
            }
        }
        Found {
            normal,
            swaps,
            length,
        }
    }

    /// A route from `start` to `target` made of geometric hops over empty
    /// landings (no rule options applied), shortest first; a bare
    /// `start-target` when there is none.
    pub(super) fn geometric_route(&self, start: Hole, target: Hole) -> Route {
        let mut parent = [usize::MAX; 121];
        let mut queue = vec![start];
        let mut i = 0;
        while i < queue.len() {
            let x = queue[i];
            i += 1;
            for l in self.jumps(x, start) {
                if l == target {
                    let mut holes = vec![target, x];
                    let mut cur = x;
                    while cur != start {
                        cur = Hole::from_index(parent[cur.index()]).expect("parent");
                        holes.push(cur);
                    }
                    holes.reverse();
                    return Route(holes);
                }
                if l != start && self.occupied & l.bit() == 0 && parent[l.index()] == usize::MAX {
                    parent[l.index()] = x.index();
                    queue.push(l);
                }
            }
        }
        Route(vec![start, target])
    }
}
