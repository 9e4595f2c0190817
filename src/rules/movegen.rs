//! Move generation: every distinct legal move (start, landing) with a shortest
//! route, counting for perft, and route search for the board widget.

use super::board::{
    ALL_HOLES, Camp, Hole, HoleSet, NO_HOLE, adjacent, around, bridge_table, holes_of, hop_table,
};
use super::flood::ByteBoard;
use super::position::{Core, MAX_PLAYERS, Position};
use super::ruleset::{Completion, DestLock, Movement, OtherCamps, RuleSet, Unused};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A route: the start hole, then every landing in order.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Route(pub Vec<Hole>);

impl Route {
    #[must_use]
    pub fn start(&self) -> Option<Hole> {
        self.0.first().copied()
    }

    #[must_use]
    pub fn landing(&self) -> Option<Hole> {
        if self.0.len() > 1 {
            self.0.last().copied()
        } else {
            None
        }
    }
}

impl fmt::Display for Route {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.0.iter().map(ToString::to_string).collect();
        f.write_str(&names.join("-"))
    }
}

/// One distinct legal move with a representative (shortest) route.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Move {
    pub route: Route,
    /// A final-entry swap: the opponent on the landing goes to the start hole.
    pub swap: bool,
}

impl Move {
    #[must_use]
    pub fn start(&self) -> Hole {
        self.route.0[0]
    }

    #[must_use]
    pub fn landing(&self) -> Hole {
        self.route.0[self.route.0.len() - 1]
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.route)?;
        if self.swap {
            f.write_str(" swap")?;
        }
        Ok(())
    }
}

/// Per-player hole masks that the rule set and the seating imply.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    pub rules: RuleSet,
    pub players: usize,
    pub dest: [HoleSet; MAX_PLAYERS],
    pub dest_camp: [Option<Camp>; MAX_PLAYERS],
    /// Holes a piece of this player may never land on (other camps, no-entry).
    pub no_land: [HoleSet; MAX_PLAYERS],
    /// Holes where this player's turn may not end (clause 4 no-rest options).
    pub no_rest: [HoleSet; MAX_PLAYERS],
    /// Camps that are some other player's start or destination.
    pub others: [HoleSet; MAX_PLAYERS],
    /// Camps that are nobody's start or destination.
    pub unused: HoleSet,
}

impl Frame {
    #[must_use]
    pub fn new(rules: RuleSet, pos: &Position) -> Frame {
        let seats = pos.seats();
        let mut f = Frame {
            rules,
            players: seats.len(),
            dest: [0; MAX_PLAYERS],
            dest_camp: [None; MAX_PLAYERS],
            no_land: [0; MAX_PLAYERS],
            no_rest: [0; MAX_PLAYERS],
            others: [0; MAX_PLAYERS],
            unused: 0,
        };
        let active: HoleSet = seats
            .iter()
            .fold(0, |m, s| m | s.camp.holes() | s.destination().holes());
        f.unused = Camp::ALL.iter().fold(0, |m, c| m | c.holes()) & !active;
        for (p, seat) in seats.iter().enumerate() {
            let own = seat.camp.holes() | seat.destination().holes();
            f.dest[p] = seat.destination().holes();
            f.dest_camp[p] = Some(seat.destination());
            f.others[p] = active & !own;
            if rules.other_camps == OtherCamps::NoEntry {
                f.no_land[p] = f.others[p];
            }
            if rules.other_camps != OtherCamps::Allowed {
                f.no_rest[p] |= f.others[p];
            }
            if rules.unused == Unused::NoRest {
                f.no_rest[p] |= f.unused;
            }
        }
        f
    }

    /// Whether player `p` may make a final-entry swap with the piece on `start`.
    fn swap_possible(&self, core: &Core, p: usize, start: HoleSet) -> bool {
        let own = core.pieces[p];
        // Exactly one piece outside the destination (without a bit count:
        // the x86-64 baseline has no instruction for it).
        let outside = own & !self.dest[p];
        self.rules.completion == Completion::Swap
            && start & self.dest[p] == 0
            && outside != 0
            && outside & (outside - 1) == 0
    }

    /// Opponent pieces in `p`'s destination: the holes a swap may land on.
    fn swap_targets(&self, core: &Core, p: usize) -> HoleSet {
        self.dest[p] & core.occupied & !core.pieces[p]
    }

    /// Where an ordinary or long hop from `x` in direction `d` lands, given
    /// the bridges `occ`; the landing still has to be checked by the caller.
    fn hop(&self, x: Hole, d: usize, occ: HoleSet) -> Option<Hole> {
        match self.rules.movement {
            Movement::Hops => {
                let (nb, jump) = hop_table(x.index());
                (nb[d] != NO_HOLE && jump[d] != NO_HOLE && occ & (1u128 << nb[d]) != 0)
                    .then(|| Hole::from_index(jump[d] as usize))
                    .flatten()
            }
            Movement::Long => long_hop(x, d, occ),
        }
    }

    /// Landings of every legal move of the piece on `start` (player `p`):
    /// ordinary moves and final-entry swaps, as two sets.
    #[must_use]
    pub fn landings(&self, core: &Core, p: usize, start: Hole) -> (HoleSet, HoleSet) {
        let occ = core.occupied & !start.bit();
        let land_ok = ALL_HOLES & !core.occupied & !self.no_land[p];
        let lock_dest = self.lock_dest(p);
        let reach = match self.rules.movement {
            Movement::Hops => hop_reach(start, occ, land_ok, lock_dest),
            Movement::Long => self.search(start, occ, land_ok, lock_dest, None).0,
        };
        self.landings_with(core, p, start, reach)
    }

    /// [`Frame::landings`] of every piece of player `p`, in hole order: one
    /// byte board serves all of them under ordinary hops.
    #[must_use]
    pub fn all_landings<'a>(&'a self, core: &'a Core, p: usize) -> AllLandings<'a> {
        let board = (self.rules.movement == Movement::Hops).then(|| {
            ByteBoard::new(
                core.occupied,
                self.no_land[p],
                self.lock_dest(p),
                self.dest[p],
            )
        });
        AllLandings {
            frame: self,
            core,
            p,
            board,
            rest: core.pieces[p],
        }
    }

    /// The destination while the every-landing lock holds there, else nothing.
    fn lock_dest(&self, p: usize) -> HoleSet {
        if self.rules.dest_lock == DestLock::EveryLanding {
            self.dest[p]
        } else {
            0
        }
    }

    /// [`Frame::landings`] given the hop-chain landings `reach` of the piece on `start`.
    fn landings_with(
        &self,
        core: &Core,
        p: usize,
        start: Hole,
        reach: HoleSet,
    ) -> (HoleSet, HoleSet) {
        let sbit = start.bit();
        let occ = core.occupied & !sbit;
        let dest = self.dest[p];
        let land_ok = ALL_HOLES & !core.occupied & !self.no_land[p];
        let in_dest = sbit & dest != 0;
        let mut steps = start.adjacent() & land_ok;
        if self.lock_dest(p) != 0 && in_dest {
            steps &= dest;
        }
        let mut finish = !self.no_rest[p];
        if self.rules.dest_lock == DestLock::TurnEnd && in_dest {
            finish &= dest;
        }
        let normal = (steps | reach) & finish;
        let mut swaps = 0;
        if self.swap_possible(core, p, sbit) {
            let targets = self.swap_targets(core, p);
            swaps = start.adjacent() & targets;
            for x in holes_of(reach | sbit) {
                for d in 0..6 {
                    if let Some(l) = self.hop(x, d, occ)
                        && targets & l.bit() != 0
                    {
                        swaps |= l.bit();
                    }
                }
            }
        }
        (normal, swaps)
    }

    /// Breadth-first search of hop chains from `start`, recording each
    /// landing's predecessor in `parent` (so routes are shortest).
    fn search(
        &self,
        start: Hole,
        occ: HoleSet,
        land_ok: HoleSet,
        lock_dest: HoleSet,
        mut parent: Option<&mut [u8; 121]>,
    ) -> (HoleSet, Vec<Hole>) {
        let mut reach: HoleSet = 0;
        let mut queue = vec![start];
        let mut i = 0;
        while i < queue.len() {
            let x = queue[i];
            i += 1;
            let mut ok = land_ok & !reach;
            if lock_dest & x.bit() != 0 {
                ok &= lock_dest;
            }
            for d in 0..6 {
                if let Some(l) = self.hop(x, d, occ)
                    && ok & l.bit() != 0
                {
                    reach |= l.bit();
                    ok &= !l.bit();
                    queue.push(l);
                    if let Some(par) = parent.as_deref_mut() {
                        par[l.index()] = x.index() as u8;
                    }
                }
            }
        }
        (reach, queue)
    }

    /// Every distinct legal move of player to move, sorted by start then landing.
    /// Empty when none exists (the pass is then certified) or the game is over
    /// (callers check the outcome).
    #[must_use]
    pub fn moves(&self, core: &Core) -> Vec<Move> {
        let p = core.turn as usize;
        let mut out = Vec::new();
        for (start, normal, swaps) in self.all_landings(core, p) {
            if normal | swaps == 0 {
                continue;
            }
            let routes = self.routes_from(core, p, start);
            for landing in holes_of(normal | swaps) {
                if let Some(route) = routes.route_to(landing) {
                    out.push(Move {
                        route,
                        swap: swaps & landing.bit() != 0,
                    });
                }
            }
        }
        out
    }

    /// Shortest routes from `start` to every landing the piece can reach
    /// (mid-chain landings included), for route display and reconstruction.
    #[must_use]
    pub fn routes_from(&self, core: &Core, p: usize, start: Hole) -> RouteTree {
        let sbit = start.bit();
        let occ = core.occupied & !sbit;
        let dest = self.dest[p];
        let lock_dest = if self.rules.dest_lock == DestLock::EveryLanding {
            dest
        } else {
            0
        };
        let land_ok = ALL_HOLES & !core.occupied & !self.no_land[p];
        let mut parent = [NO_HOLE; 121];
        let (reach, queue) = self.search(start, occ, land_ok, lock_dest, Some(&mut parent));
        let mut steps = start.adjacent() & land_ok;
        if lock_dest & sbit != 0 {
            steps &= dest;
        }
        let mut swap_parent = [NO_HOLE; 121];
        if self.swap_possible(core, p, sbit) {
            let targets = self.swap_targets(core, p);
            for t in holes_of(start.adjacent() & targets) {
                swap_parent[t.index()] = start.index() as u8;
            }
            for &x in &queue {
                for d in 0..6 {
                    if let Some(l) = self.hop(x, d, occ)
                        && targets & l.bit() != 0
                        && swap_parent[l.index()] == NO_HOLE
                    {
                        swap_parent[l.index()] = x.index() as u8;
                    }
                }
            }
        }
        RouteTree {
            start,
            steps,
            reach,
            parent,
            swap_parent,
        }
    }
}

/// The landings of each piece of one player: see [`Frame::all_landings`].
pub struct AllLandings<'a> {
    frame: &'a Frame,
    core: &'a Core,
    p: usize,
    board: Option<ByteBoard>,
    rest: HoleSet,
}

impl Iterator for AllLandings<'_> {
    /// The start, its ordinary landings and its swap landings.
    type Item = (Hole, HoleSet, HoleSet);

    fn next(&mut self) -> Option<Self::Item> {
        if self.rest == 0 {
            return None;
        }
        let s = self.rest.trailing_zeros() as u8;
        self.rest &= self.rest - 1;
        let start = Hole::from_index(usize::from(s))?;
        let (normal, swaps) = match &mut self.board {
            Some(board) => {
                let reach = board.reach(s);
                self.frame.landings_with(self.core, self.p, start, reach)
            }
            None => self.frame.landings(self.core, self.p, start),
        };
        Some((start, normal, swaps))
    }
}

/// Shortest routes from one start, as a predecessor tree.
#[derive(Clone, Debug)]
pub struct RouteTree {
    start: Hole,
    steps: HoleSet,
    reach: HoleSet,
    parent: [u8; 121],
    swap_parent: [u8; 121],
}

impl RouteTree {
    /// The shortest route to `landing`, if it can be reached at all (steps,
    /// hop chains, or a swap's final hop).
    #[must_use]
    pub fn route_to(&self, landing: Hole) -> Option<Route> {
        if self.steps & landing.bit() != 0 {
            return Some(Route(vec![self.start, landing]));
        }
        let mut holes = vec![landing];
        let mut cur = if self.reach & landing.bit() != 0 {
            self.parent[landing.index()]
        } else {
            self.swap_parent[landing.index()]
        };
        if cur == NO_HOLE {
            return None;
        }
        while cur as usize != self.start.index() {
            let h = Hole::from_index(cur as usize)?;
            holes.push(h);
            cur = self.parent[h.index()];
            if cur == NO_HOLE || holes.len() > 121 {
                return None;
            }
        }
        holes.push(self.start);
        holes.reverse();
        Some(Route(holes))
    }
}

/// Hop-chain landings from `start` under ordinary hops, as a bit set. From a
/// landing inside `lock_dest` only landings inside it are allowed.
#[inline]
fn hop_reach(start: Hole, occ: HoleSet, land_ok: HoleSet, lock_dest: HoleSet) -> HoleSet {
    hop_flood::<false>(start.index(), occ, land_ok, lock_dest).0
}

/// The flood fill behind [`hop_reach`]. With `TRACE` it also returns every
/// hole whose occupancy the result depends on (the neighbours and hop
/// landings of each expanded hole), so a caller can tell when a move
/// elsewhere leaves the result unchanged.
#[inline(always)]
fn hop_flood<const TRACE: bool>(
    start: usize,
    occ: HoleSet,
    land_ok: HoleSet,
    lock_dest: HoleSet,
) -> (HoleSet, HoleSet) {
    let mut reach: HoleSet = 0;
    let mut read: HoleSet = 0;
    let mut todo = 1u128 << start;
    while todo != 0 {
        let x = todo.trailing_zeros() as usize;
        todo &= todo - 1;
        if TRACE {
            read |= around(x);
        }
        let mut ok = land_ok & !reach;
        if lock_dest & (1u128 << x) != 0 {
            ok &= lock_dest;
        }
        let (bridges, over) = bridge_table(x);
        let mut b = bridges & occ;
        while b != 0 {
            let l = over[b.trailing_zeros() as usize];
            b &= b - 1;
            let bit = 1u128 << l;
            if ok & bit != 0 {
                reach |= bit;
                todo |= bit;
                ok &= !bit;
            }
        }
    }
    (reach, read)
}

/// A symmetric long jump from `x` along `d`: the first piece on the line is
/// the bridge, and as many empty holes must follow it as preceded it.
fn long_hop(x: Hole, d: usize, occ: HoleSet) -> Option<Hole> {
    let mut k = 1;
    let bridge_at = loop {
        let h = x.along(d, k)?;
        if occ & h.bit() != 0 {
            break k;
        }
        k += 1;
    };
    for j in bridge_at + 1..2 * bridge_at {
        if occ & x.along(d, j)?.bit() != 0 {
            return None;
        }
    }
    x.along(d, 2 * bridge_at)
}

/// Number of distinct legal moves for the player to move (0: a pass is due).
#[must_use]
pub fn count_moves(frame: &Frame, core: &Core) -> u64 {
    let p = core.turn as usize;
    if frame.rules.movement == Movement::Hops && !frame.swap_possible(core, p, 0) {
        return count_hops(frame, core, p);
    }
    frame
        .all_landings(core, p)
        .map(|(_, normal, swaps)| u64::from(few_ones(normal | swaps)))
        .sum()
}

/// `count_moves` for ordinary hops when no swap can arise: the perft hot
/// path, flooding every piece's chains on one byte board.
fn count_hops(frame: &Frame, core: &Core, p: usize) -> u64 {
    let counter = HopCounter::new(frame, p);
    let mut board = counter.board(core.occupied);
    counter.count_on(&mut board, core.occupied, core.pieces[p])
}
/// Counting one player's moves under ordinary hops when no swap can arise:
/// the masks that depend only on the player, worked out once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct HopCounter {
    dest: HoleSet,
    lock_dest: HoleSet,
    no_land: HoleSet,
    finish: HoleSet,
    /// Where a move of a piece already in the destination may end: the
    /// destination under either lock (the every-landing lock keeps its hop
    /// chains there anyway), anywhere without one.
    inside: HoleSet,
}

impl HopCounter {
    /// `None` when this fast count does not apply to player `p` in `core`
    /// (long jumps, or a final-entry swap is possible).
    pub(crate) fn for_player(frame: &Frame, core: &Core, p: usize) -> Option<HopCounter> {
        (frame.rules.movement == Movement::Hops && !frame.swap_possible(core, p, 0))
            .then(|| HopCounter::new(frame, p))
    }

    /// Player `p`'s byte board when `occupied` holes are taken.
    #[inline(always)]
    pub(crate) fn board(&self, occupied: HoleSet) -> ByteBoard {
        ByteBoard::new(occupied, self.no_land, self.lock_dest, self.dest)
    }

    /// The moves of the pieces on `own`, on `board` (this player's board of
    /// the position where `occupied` holes are taken).
    #[inline(always)]
    pub(crate) fn count_on(&self, board: &mut ByteBoard, occupied: HoleSet, own: HoleSet) -> u64 {
        let land_ok = ALL_HOLES & !occupied & !self.no_land;
        let mut n = 0;
        let mut own = own;
        while own != 0 {
            let s = own.trailing_zeros() as u8;
            own &= own - 1;
            let reach = board.reach(s);
            n += u64::from(self.count(land_ok, usize::from(s), reach, board.in_dest(s)));
        }
        n
    }

    fn new(frame: &Frame, p: usize) -> HopCounter {
        let dest = frame.dest[p];
        HopCounter {
            dest,
            lock_dest: if frame.rules.dest_lock == DestLock::EveryLanding {
                dest
            } else {
                0
            },
            no_land: frame.no_land[p],
            finish: !frame.no_rest[p],
            inside: if frame.rules.dest_lock == DestLock::Off {
                ALL_HOLES
            } else {
                dest
            },
        }
    }

    /// The number of moves of the piece on hole `s` when `occupied` holes are
    /// taken; with `TRACE` also the holes whose occupancy decides that number.
    #[inline(always)]
    pub(crate) fn piece<const TRACE: bool>(&self, occupied: HoleSet, s: usize) -> (u32, HoleSet) {
        let land_ok = ALL_HOLES & !occupied & !self.no_land;
        let sbit = 1u128 << s;
        let (reach, read) = hop_flood::<TRACE>(s, occupied ^ sbit, land_ok, self.lock_dest);
        let in_dest = self.dest & sbit != 0;
        (self.count(land_ok, s, reach, in_dest), read)
    }

    /// The number of moves of the piece on hole `s` (`in_dest`: inside its
    /// destination) whose hop chains land on `reach`, when hops may land on
    /// `land_ok`.
    #[inline(always)]
    fn count(&self, land_ok: HoleSet, s: usize, reach: HoleSet, in_dest: bool) -> u32 {
        let within = if in_dest { self.inside } else { ALL_HOLES };
        few_ones(((adjacent(s) & land_ok) | reach) & self.finish & within)
    }
}

/// The number of holes in `set`, for the few a piece's moves take: clearing
/// them one by one beats the general bit count, which the x86-64 baseline
/// this is built for must do without an instruction.
#[inline(always)]
fn few_ones(mut set: HoleSet) -> u32 {
    let mut n = 0;
    while set != 0 {
        set &= set - 1;
        n += 1;
    }
    n
}
