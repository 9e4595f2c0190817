//! The computer opponent: alpha-beta search with iterative deepening, a
//! transposition table and move ordering over the engine's fast generator.
//!
//! The evaluation counts how far each player's pieces still have to travel to
//! the tip of its destination, with a growing charge for stragglers, so every
//! search level makes progress and games end. The computer's own progress
//! counts double its opponents', so blocking their way never beats moving
//! on. Positions seen earlier in the game are avoided at the root, which
//! stops shuffling back and forth.

pub mod arena;

pub use crate::seat::{Level, LevelError};

use crate::rules::board::{ALL_HOLES, holes_of};
use crate::rules::{Completion, Core, Frame, Hole, Outcome, Position, Proposal, Route, RuleSet};
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

// Search tuning per level (the seat type itself lives in `crate::seat`).
impl Level {
    /// The thinking time this level allows itself.
    #[must_use]
    pub fn budget(self) -> Duration {
        match self {
            Level::Greedy | Level::Easy => Duration::from_millis(50),
            Level::Medium => Duration::from_millis(60),
            Level::Strong => Duration::from_millis(150),
        }
    }

    fn max_depth(self) -> u32 {
        match self {
            Level::Greedy | Level::Easy => 1,
            Level::Medium => 3,
            Level::Strong => 8,
        }
    }
}

/// What the search needs besides the position.
pub struct Request<'a> {
    pub level: Level,
    /// Thinking time; `None` uses the level's budget.
    pub time: Option<Duration>,
    /// Positions already seen in this game (hashes from [`position_key`]).
    pub seen: &'a HashSet<u64>,
    /// Set from another thread to stop the search early.
    pub stop: &'a AtomicBool,
    /// Seed for the easy level's variety.
    pub seed: u64,
}

/// The chosen move and a little about how it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub proposal: Proposal,
    pub depth: u32,
    pub nodes: u64,
}

/// A 64-bit key of a position's pieces, turn and passes.
#[must_use]
pub fn position_key(core: &Core) -> u64 {
    let mut h = u64::from(core.turn) | u64::from(core.passes) << 8;
    for &v in &core.pieces[..core.players as usize] {
        h = mix(h ^ v as u64);
        h = mix(h ^ (v >> 64) as u64);
    }
    h
}

fn mix(x: u64) -> u64 {
    let x = (x ^ (x >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let x = (x ^ (x >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 32)
}

/// A small deterministic random generator (splitmix64).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5EED_CAFE_F00D_D00D)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        mix(self.0)
    }

    /// A number in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

const WIN: i32 = 1_000_000;

/// How much more the evaluation values the mover's own progress than the
/// best opponent's (see [`Eval::score`]).
const OWN_WEIGHT: i32 = 2;

/// How far from its tip (in steps) the approach to a start camp reaches:
/// the camp's four rows and the two rows in front of it.
const APPROACH: i32 = 5;

/// Per-player distance tables: hex distance of every hole to the destination tip.
struct Eval {
    dist: Vec<[i32; 121]>,
    dest: Vec<u128>,
    start: Vec<u128>,
    /// Each player's start camp and the two rows in front of it.
    approach: Vec<u128>,
    /// How a destination is completed: it decides when a spoiler is stuck
    /// for good (see [`Eval::endgame`]).
    completion: Completion,
}

impl Eval {
    fn new(pos: &Position, rules: &RuleSet) -> Eval {
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
        Eval {
            dist,
            dest,
            start,
            approach,
            completion: rules.completion,
        }
    }

    /// How much work player `p` still has, lower is better.
    fn cost(&self, core: &Core, p: usize) -> i32 {
        let mut total = 0;
        for h in holes_of(core.pieces[p]) {
            let d = self.dist[p][h.index()];
            total += 10 * d + d * d / 2;
        }
        total + self.endgame(core, p)
    }

    /// Endgame dangers that can end in a position nobody can finish (the
    /// spoiler weight exceeds the straggler's, so walling in an opponent's
    /// straggler never pays):
    /// - an opponent's piece (a spoiler) sealed inside my destination with no
    ///   empty hole beside it cannot leave, and my last piece may never reach
    ///   it for a swap;
    /// - my straggler still in my start camp while opponents move in gets
    ///   walled in for good.
    fn endgame(&self, core: &Core, p: usize) -> i32 {
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
            if around & !core.occupied == 0 && around & own != 0 {
                extra += 1000;
            }
        }
        // Spoilers that must leave but cannot even step out through the
        // empty holes of my destination (a group at the tip behind a full
        // row of mine can only shuffle among themselves).
        let empty = ALL_HOLES & !core.occupied;
        // Only late on, when my pieces and theirs nearly fill the camp:
        // earlier a straggler behind its own pieces is no trap of mine.
        let late = (own & dest).count_ones() + inside.count_ones() >= 8;
        for x in holes_of(if late { must_leave } else { 0 }) {
            let mut region = x.bit();
            loop {
                let grow = neighbours(region) & empty & dest & !region;
                if grow == 0 {
                    break;
                }
                region |= grow;
            }
            let rim = neighbours(region);
            if rim & empty & !dest == 0 && rim & own != 0 {
                extra += 1000;
            }
        }
        // Opponents anywhere near my start count, not only those inside:
        // counting only those inside would reward keeping stragglers at
        // home to stop them coming in, and the two sides block each other.
        let start = self.start[p];
        let intruders = (self.approach[p] & others).count_ones() as i32;
        if intruders > 0 {
            for h in holes_of(own & start) {
                extra += 40 * intruders;
                if h.adjacent() & !core.occupied == 0 {
                    extra += 200;
                }
            }
        }
        extra
    }

    /// Plain distance sum, for the greedy level.
    fn travel(&self, core: &Core, p: usize) -> i32 {
        holes_of(core.pieces[p])
            .map(|h| self.dist[p][h.index()])
            .sum()
    }

    /// Score from `root`'s point of view: its lead over the best opponent.
    /// Own progress counts double: with equal weights, keeping a straggler
    /// at home to block the opponent's way in scores as well as moving it
    /// out, and two such players block each other for ever.
    fn score(&self, core: &Core, root: usize) -> i32 {
        let mine = OWN_WEIGHT * self.cost(core, root);
        let best_other = (0..core.players as usize)
            .filter(|&q| q != root)
            .map(|q| self.cost(core, q))
            .min()
            .unwrap_or(0);
        best_other - mine
    }
}

/// Every hole next to a hole of `set`.
fn neighbours(set: u128) -> u128 {
    holes_of(set).fold(0, |m, h| m | h.adjacent())
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

/// Moves as (start, landing) pairs, most progress first.
fn ordered_moves(frame: &Frame, core: &Core, eval: &Eval) -> Vec<(Hole, Hole)> {
    let p = core.turn as usize;
    let mut moves = Vec::with_capacity(64);
    for start in holes_of(core.pieces[p]) {
        let (normal, swaps) = frame.landings(core, p, start);
        for landing in holes_of(normal | swaps) {
            moves.push((start, landing));
        }
    }
    let gain = |&(s, l): &(Hole, Hole)| {
        let ds = eval.dist[p][s.index()];
        let dl = eval.dist[p][l.index()];
        (10 * ds + ds * ds / 2) - (10 * dl + dl * dl / 2)
    };
    moves.sort_by_key(|m| std::cmp::Reverse(gain(m)));
    moves
}

#[derive(Clone, Copy)]
struct Entry {
    depth: u32,
    value: i32,
    bound: Bound,
    best: Option<(Hole, Hole)>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

/// A fixed-size transposition table, so a long think (or a six-player
/// search) never grows memory: 2^17 slots of about 32 bytes, 4 MB.
struct Table {
    slots: Vec<(u64, Option<Entry>)>,
}

const TABLE_BITS: u32 = 17;

impl Table {
    fn new() -> Table {
        Table {
            slots: vec![(0, None); 1 << TABLE_BITS],
        }
    }

    fn slot(key: u64) -> usize {
        (key >> (64 - TABLE_BITS)) as usize
    }

    fn get(&self, key: u64) -> Option<&Entry> {
        match &self.slots[Table::slot(key)] {
            (k, Some(e)) if *k == key => Some(e),
            _ => None,
        }
    }

    /// Deeper results stay unless the new one is about the same position.
    fn insert(&mut self, key: u64, entry: Entry) {
        let slot = &mut self.slots[Table::slot(key)];
        let keep = matches!(slot, (k, Some(e)) if *k != key && e.depth > entry.depth);
        if !keep {
            *slot = (key, Some(entry));
        }
    }
}

struct Search<'a> {
    frame: &'a Frame,
    eval: Eval,
    root: usize,
    deadline: Instant,
    stop: &'a AtomicBool,
    nodes: u64,
    aborted: bool,
    table: Table,
    /// Inner nodes look at this many of the best-ordered moves only.
    width: usize,
}

impl Search<'_> {
    fn out_of_time(&mut self) -> bool {
        if self.nodes & 255 == 0
            && (Instant::now() >= self.deadline || self.stop.load(Ordering::Relaxed))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// Minimax from the root player's view with alpha-beta (max on the root's turns).
    fn value(&mut self, core: &Core, depth: u32, mut alpha: i32, mut beta: i32, ply: i32) -> i32 {
        self.nodes += 1;
        match self.frame.outcome(core) {
            Outcome::Win { player, .. } => {
                return if player == self.root {
                    WIN - ply
                } else {
                    -WIN + ply
                };
            }
            Outcome::Draw => return 0,
            Outcome::Playing => {}
        }
        if depth == 0 || self.out_of_time() {
            return self.eval.score(core, self.root);
        }
        let key = position_key(core) ^ u64::from(depth).wrapping_mul(0x2545_F491_4F6C_DD1D);
        let mut first = None;
        if let Some(e) = self.table.get(key) {
            first = e.best;
            if e.depth >= depth {
                match e.bound {
                    Bound::Exact => return e.value,
                    Bound::Lower => alpha = alpha.max(e.value),
                    Bound::Upper => beta = beta.min(e.value),
                }
                if alpha >= beta {
                    return e.value;
                }
            }
        }
        let maximise = core.turn as usize == self.root;
        let mut moves = ordered_moves(self.frame, core, &self.eval);
        if moves.is_empty() {
            return self.value(&core.after_pass(), depth - 1, alpha, beta, ply + 1);
        }
        // A walled-in spoiler or straggler needs quiet, backward moves to free
        // it: look at every move then, not only the most forward ones.
        if self.eval.endgame(core, core.turn as usize) == 0 {
            moves.truncate(self.width);
        }
        if let Some(b) = first
            && let Some(i) = moves.iter().position(|m| *m == b)
        {
            moves.swap(0, i);
        }
        let (a0, b0) = (alpha, beta);
        let mut best = if maximise { i32::MIN } else { i32::MAX };
        let mut best_move = None;
        let p = core.turn as usize;
        for (s, l) in moves {
            let v = self.value(&core.after_move(p, s, l), depth - 1, alpha, beta, ply + 1);
            if self.aborted {
                return if maximise { best.max(v) } else { best.min(v) };
            }
            if (maximise && v > best) || (!maximise && v < best) {
                best = v;
                best_move = Some((s, l));
            }
            if maximise {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= a0 {
            Bound::Upper
        } else if best >= b0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.insert(
            key,
            Entry {
                depth,
                value: best,
                bound,
                best: best_move,
            },
        );
        best
    }
}

/// Choose a move for the player to move, or `None` when the game is over.
/// The position is never changed: the caller plays the returned proposal.
#[must_use]
pub fn choose(pos: &Position, rules: &RuleSet, req: &Request<'_>) -> Option<Choice> {
    choose_within(pos, rules, req, req.level.max_depth())
}

/// [`choose`], but the search stops deepening after `depth` plies (for the
/// nodes-per-second benchmark, which needs the same work on every run).
#[must_use]
pub fn choose_to_depth(
    pos: &Position,
    rules: &RuleSet,
    req: &Request<'_>,
    depth: u32,
) -> Option<Choice> {
    choose_within(pos, rules, req, depth.min(req.level.max_depth()))
}

fn choose_within(
    pos: &Position,
    rules: &RuleSet,
    req: &Request<'_>,
    max_depth: u32,
) -> Option<Choice> {
    let frame = pos.frame(rules);
    let core = *pos.core();
    if frame.outcome(&core).is_over() {
        return None;
    }
    let eval = Eval::new(pos, rules);
    let root = core.turn as usize;
    let moves = ordered_moves(&frame, &core, &eval);
    if moves.is_empty() {
        return Some(Choice {
            proposal: Proposal::Pass,
            depth: 0,
            nodes: 0,
        });
    }
    // Prefer moves to positions not seen before in this game.
    let fresh: Vec<(Hole, Hole)> = moves
        .iter()
        .copied()
        .filter(|&(s, l)| {
            !req.seen
                .contains(&position_key(&core.after_move(root, s, l)))
        })
        .collect();
    let candidates = if fresh.is_empty() { moves } else { fresh };

    // Any winning move is taken at once.
    for &(s, l) in &candidates {
        if let Outcome::Win { player, .. } = frame.outcome(&core.after_move(root, s, l))
            && player == root
        {
            return Some(route_choice(pos, rules, s, l, 1, 1));
        }
    }

    // Freeing a spoiler walled in by my own pieces (or hopping my own
    // walled-in straggler out) cannot wait: a search that can always do it
    // "later" would put it off for ever.
    if req.level != Level::Greedy {
        let sealed = eval.endgame(&core, root);
        let freeing = candidates
            .iter()
            .copied()
            .map(|(s, l)| (s, l, core.after_move(root, s, l)))
            .filter(|(_, _, next)| eval.endgame(next, root) + 500 <= sealed)
            .max_by_key(|(_, _, next)| eval.score(next, root));
        if let Some((s, l, _)) = freeing {
            return Some(route_choice(pos, rules, s, l, 1, candidates.len() as u64));
        }
    }

    let budget = req.time.unwrap_or_else(|| req.level.budget());
    let (pick, depth, nodes) = match req.level {
        Level::Greedy => {
            let best = candidates
                .iter()
                .copied()
                .min_by_key(|&(s, l)| eval.travel(&core.after_move(root, s, l), root));
            (best, 1, candidates.len() as u64)
        }
        Level::Easy => {
            // One ply on the full evaluation, then a random pick among the best few.
            let mut scored: Vec<(i32, (Hole, Hole))> = candidates
                .iter()
                .map(|&(s, l)| (eval.score(&core.after_move(root, s, l), root), (s, l)))
                .collect();
            scored.sort_by_key(|x| std::cmp::Reverse(x.0));
            let mut rng = Rng::new(req.seed ^ position_key(&core));
            let top = scored.len().min(4);
            (Some(scored[rng.below(top)].1), 1, scored.len() as u64)
        }
        Level::Medium | Level::Strong => {
            let mut search = Search {
                frame: &frame,
                eval,
                root,
                deadline: Instant::now() + budget,
                stop: req.stop,
                nodes: 0,
                aborted: false,
                table: Table::new(),
                width: if req.level == Level::Strong { 18 } else { 12 },
            };
            let mut best = candidates.first().copied();
            let mut reached = 0;
            let mut order = candidates.clone();
            for depth in 1..=max_depth {
                let mut alpha = i32::MIN + 1;
                let mut this_best = None;
                let mut scores = Vec::with_capacity(order.len());
                for &(s, l) in &order {
                    let v =
                        search.value(&core.after_move(root, s, l), depth - 1, alpha, i32::MAX, 1);
                    if search.aborted {
                        break;
                    }
                    scores.push((v, (s, l)));
                    if v > alpha {
                        alpha = v;
                        this_best = Some((s, l));
                    }
                }
                if search.aborted {
                    // A partial iteration is used only if it already found a better move first.
                    if let Some(b) = this_best
                        && scores.first().is_some_and(|f| f.1 == b)
                    {
                        best = Some(b);
                    }
                    break;
                }
                best = this_best.or(best);
                reached = depth;
                scores.sort_by_key(|x| std::cmp::Reverse(x.0));
                order = scores.into_iter().map(|x| x.1).collect();
                if alpha >= WIN - 100 {
                    break;
                }
            }
            (best, reached, search.nodes)
        }
    };
    let (s, l) = pick?;
    Some(route_choice(pos, rules, s, l, depth, nodes))
}

fn route_choice(
    pos: &Position,
    rules: &RuleSet,
    s: Hole,
    l: Hole,
    depth: u32,
    nodes: u64,
) -> Choice {
    let route = pos
        .routes_from(rules, s)
        .route_to(l)
        .unwrap_or(Route(vec![s, l]));
    Choice {
        proposal: Proposal::Route(route),
        depth,
        nodes,
    }
}
