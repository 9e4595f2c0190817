//! The computer opponent: alpha-beta search with iterative deepening, a
//! transposition table and move ordering over the engine's fast generator;
//! at a table of three to six, each opponent is expected to play its most
//! forward move (`search`), and Strong among opponents who think ahead
//! plans its own way home instead (`plan`), at six seats checked against
//! the replies of the Medium and greedy seats (`reply`). Against a Medium
//! seat at a table of two, Strong answers each of its moves with Medium's
//! own few best replies (`duel`).
//!
//! The evaluation (`eval`) counts how far each player's pieces still have
//! to travel to the tip of its destination, with a growing charge for
//! stragglers, so every search level makes progress and games end. The
//! computer's own progress counts double its opponents', so blocking their
//! way never beats moving on. Positions seen earlier in the game are
//! avoided at the root, which stops shuffling back and forth. Medium and
//! Strong spend a budget of nodes, not of time, so a busy machine does not
//! weaken them. Easy (one ply and short finish plans, `easy`) and Medium (three plies) slip the
//! way people do: now and then they play one of their few best moves that
//! score nearly as well as the best, never a clearly worse one.

pub mod arena;
mod duel;
mod easy;
mod eval;
pub mod openings;
mod plan;
mod reply;
mod search;

pub use crate::seat::{Level, LevelError};

use crate::rules::{Core, Frame, Hole, Outcome, Position, Proposal, Route, RuleSet};
use eval::{Eval, ordered_moves};
use search::{Limits, Search};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Strong's node budget for a two-player move: about 240 ms on average on
/// an idle core, under a second at most (120 000 nodes lost 2 of 6 games
/// to Medium; 400 000 won 20 of 20).
const STRONG_NODES: u64 = 400_000;

/// Strong's node budget for a move at a table of three to six, whatever
/// its size, when it expects the opponents to race. Each move of mine
/// there costs a reply of every opponent: the two-seat budget shared among
/// five (80,000 nodes) saw five or six of my moves ahead, and this one sees
/// up to twice as far. Against five greedy seats Strong won 45 of 48 games
/// at seed 33 (tuned on; 37 sharing) and 43 at seed 34, at about 0.6 s a
/// move, now that the replies are found without sorting (docs/performance.md,
/// "A table's own budget").
const STRONG_TABLE_NODES: u64 = 800_000;

/// Strong's node budget for a move against a Medium seat at a table of
/// two (`duel`), where each of its moves is answered by Medium's own few
/// best replies rather than by eighteen: twice the two-seat budget, about
/// 0.5 s a move on average and 1.2 s at most on an idle core. It lost 2 of
/// the 200 games of the opening suite (seed 24) where 400,000 nodes lost 3
/// and the plain search 4 or 5 (docs/performance.md, "Medium's own
/// replies").
pub const STRONG_NODES_AGAINST_MEDIUM: u64 = 800_000;

/// Medium picks at random among at most this many of its best moves...
const MEDIUM_CHOICES: usize = 3;

/// ...that its three-ply search scores at most this much below the best:
/// about two thirds of a step of one piece (Strong beat the Medium without
/// slips 188 times in 200 games, short of the 95% a clear step up needs).
const MEDIUM_MARGIN: i32 = 20;

// Search tuning per level (the seat type itself lives in `crate::seat`).
impl Level {
    /// The longest this level thinks when no time is given: its node
    /// budget ([`Level::nodes`]) normally stops it well before, and this
    /// clock only stops a search on a machine too busy to reach it.
    #[must_use]
    pub fn budget(self) -> Duration {
        match self {
            Level::Greedy | Level::Easy => Duration::from_millis(50),
            Level::Medium => Duration::from_millis(1000),
            Level::Strong => Duration::from_millis(2500),
        }
    }

    /// How many positions this level's search may visit for a move: a
    /// budget of work, not of time, so the level plays as well on a busy
    /// machine as on an idle one (Strong used to think against the clock
    /// and lost strength under load).
    #[must_use]
    pub fn nodes(self) -> u64 {
        match self {
            Level::Greedy | Level::Easy => 1,
            Level::Medium => 200_000,
            Level::Strong => STRONG_NODES,
        }
    }

    /// [`Level::nodes`] at a table of `players`: Medium's budget shared
    /// among the opponents, each of whose replies is a node, so it thinks
    /// as long as at two seats and plays as it was tuned; Strong's the
    /// table's own ([`STRONG_TABLE_NODES`]) from three seats on.
    #[must_use]
    pub fn nodes_at(self, players: u8) -> u64 {
        match self {
            Level::Strong if players > 2 => STRONG_TABLE_NODES,
            _ => self.nodes() / u64::from(players.max(2) - 1),
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
    /// The opponents (a bit per seat) who think ahead: computer seats at
    /// Medium or Strong ([`thinking_seats`]). With any of them at a table
    /// of three or more, Strong does not expect the opponents to race but
    /// plans its own way home (`plan`). 0: every opponent is expected to
    /// race, which is what people and greedy or easy seats mostly do.
    pub thinkers: u8,
    /// Each seat's computer level, `None` for a person; empty when not
    /// known. Medium and greedy seats spend a fixed budget of work, so
    /// Strong can play their replies itself and see what they will most
    /// likely play: against a Medium seat at a table of two it reads the
    /// few replies Medium picks among (`duel`); at a six-seat table where
    /// every other seat is a Medium or greedy computer it checks that its
    /// planned way survives their replies (`reply`).
    pub seats: &'a [Option<Level>],
}

/// The seats who think ahead (see [`Request::thinkers`]): those `levels`
/// names as Medium or Strong, but for `mover`'s own.
#[must_use]
pub fn thinking_seats(levels: &[Option<Level>], mover: usize) -> u8 {
    levels
        .iter()
        .enumerate()
        .filter(|&(q, l)| q != mover && matches!(l, Some(Level::Medium | Level::Strong)))
        .fold(0, |m, (q, _)| m | 1 << q)
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

/// Choose a move for the player to move, or `None` when the game is over.
/// The position is never changed: the caller plays the returned proposal.
#[must_use]
pub fn choose(pos: &Position, rules: &RuleSet, req: &Request<'_>) -> Option<Choice> {
    choose_within(pos, rules, req, req.level.max_depth(), None)
}

/// [`choose`] with a budget of `nodes` in place of the level's (when the
/// request gives no time): the same position and budget always give the
/// same choice, which tests and benchmarks rely on.
#[must_use]
pub fn choose_with_nodes(
    pos: &Position,
    rules: &RuleSet,
    req: &Request<'_>,
    nodes: u64,
) -> Option<Choice> {
    choose_within(pos, rules, req, req.level.max_depth(), Some(nodes))
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
    choose_within(pos, rules, req, depth.min(req.level.max_depth()), None)
}

fn choose_within(
    pos: &Position,
    rules: &RuleSet,
    req: &Request<'_>,
    max_depth: u32,
    nodes: Option<u64>,
) -> Option<Choice> {
    let frame = pos.frame(rules);
    let core = *pos.core();
    if frame.outcome(&core).is_over() {
        return None;
    }
    let eval = Eval::new(pos, rules).for_level(req.level);
    let root = core.turn as usize;
    let moves = ordered_moves(&frame, &core, &eval, root);
    if moves.is_empty() {
        return Some(Choice {
            proposal: Proposal::Pass,
            depth: 0,
            nodes: 0,
        });
    }
    let candidates = fresh_moves(req, &core, moves);
    if let Some((s, l, nodes)) = urgent_move(&frame, &core, &eval, &candidates, req.level) {
        return Some(route_choice(pos, rules, s, l, 1, nodes));
    }
    let (pick, depth, nodes) = match req.level {
        Level::Greedy => {
            let best = candidates
                .iter()
                .copied()
                .min_by_key(|&(s, l)| eval.travel(&core.after_move(root, s, l), root));
            (best, 1, candidates.len() as u64)
        }
        Level::Easy => {
            let (pick, nodes) = easy::pick(&frame, &core, &eval, root, &candidates, req.seed);
            (pick, 1, nodes)
        }
        // At a table with opponents who think ahead, racing predictions
        // are wrong: Strong plans its own way home instead.
        Level::Strong if core.players > 2 && req.thinkers != 0 => {
            let way = plan::first_move(&frame, &core, &eval, &candidates, req.stop);
            let first = reply::checked(pos, rules, req, (&frame, &eval), &candidates, &way);
            (first, way.moves, way.positions)
        }
        // Against a Medium seat, the reply to each of my moves is one of
        // the few Medium's own search picks among.
        Level::Strong if core.players == 2 && duel::against_medium(req, root) => duel::pick(
            pos,
            rules,
            (&frame, &core),
            eval,
            &candidates,
            req,
            (max_depth, nodes),
        ),
        Level::Medium | Level::Strong => {
            let bounds = (max_depth, nodes);
            searched_pick(&frame, &core, eval, &candidates, req, bounds)
        }
    };
    let (s, l) = pick?;
    Some(route_choice(pos, rules, s, l, depth, nodes))
}

/// The moves to positions not seen before in this game, if there are any
/// (they are preferred); else all of `moves`.
fn fresh_moves(req: &Request<'_>, core: &Core, moves: Vec<(Hole, Hole)>) -> Vec<(Hole, Hole)> {
    let root = core.turn as usize;
    let fresh: Vec<(Hole, Hole)> = moves
        .iter()
        .copied()
        .filter(|&(s, l)| {
            !req.seen
                .contains(&position_key(&core.after_move(root, s, l)))
        })
        .collect();
    if fresh.is_empty() { moves } else { fresh }
}

/// A move that cannot wait, with the nodes looked at: a winning one, or
/// (above Greedy) one freeing a spoiler walled in by my own pieces (or
/// hopping my own walled-in straggler out): a search that can always do it
/// "later" would put it off for ever.
fn urgent_move(
    frame: &Frame,
    core: &Core,
    eval: &Eval,
    candidates: &[(Hole, Hole)],
    level: Level,
) -> Option<(Hole, Hole, u64)> {
    let root = core.turn as usize;
    for &(s, l) in candidates {
        if let Outcome::Win { player, .. } = frame.outcome(&core.after_move(root, s, l))
            && player == root
        {
            return Some((s, l, 1));
        }
    }
    if level == Level::Greedy {
        return None;
    }
    let sealed = eval.endgame(core, root);
    candidates
        .iter()
        .copied()
        .map(|(s, l)| (s, l, core.after_move(root, s, l)))
        .filter(|(_, _, next)| eval.endgame(next, root) + 500 <= sealed)
        .max_by_key(|(_, _, next)| eval.score(next, root))
        .map(|(s, l, _)| (s, l, candidates.len() as u64))
}

/// Medium's and Strong's move: a search to at most `bounds.0` plies (within
/// `bounds.1` nodes when given), with the move picked, the depth reached and
/// the nodes searched.
fn searched_pick(
    frame: &Frame,
    core: &Core,
    eval: Eval,
    candidates: &[(Hole, Hole)],
    req: &Request<'_>,
    bounds: (u32, Option<u64>),
) -> (Option<(Hole, Hole)>, u32, u64) {
    let (options, depth, nodes) = searched_options(frame, core, eval, candidates, req, bounds);
    // Medium's slip: any of its few best moves that score nearly as
    // well, as a person who sees three plies picks one of the hops
    // that look alike.
    let pick = match options.len() {
        0 | 1 => options.first().copied(),
        n => {
            let mut rng = Rng::new(req.seed ^ position_key(core));
            options.get(rng.below(n)).copied()
        }
    };
    (pick, depth, nodes)
}

/// The moves [`searched_pick`] picks among (Strong's best; Medium's few
/// best that score nearly as well), the depth reached and the nodes
/// searched.
fn searched_options(
    frame: &Frame,
    core: &Core,
    eval: Eval,
    candidates: &[(Hole, Hole)],
    req: &Request<'_>,
    (max_depth, nodes): (u32, Option<u64>),
) -> (Vec<(Hole, Hole)>, u32, u64) {
    let root = core.turn as usize;
    let (width, margin) = if req.level == Level::Strong {
        (18, 0)
    } else {
        (12, MEDIUM_MARGIN)
    };
    let limits = limits(req, nodes, req.level.nodes_at(core.players));
    let mut search = Search::new(frame, eval, root, limits, width);
    if req.level == Level::Strong && core.players == 2 {
        search = search.reuse_shallower();
    }
    if req.level == Level::Strong && core.players > 2 {
        search = search.tapering();
    }
    let found = search.deepen(core, candidates, max_depth, margin);
    let options = if margin == 0 || found.near.is_empty() {
        found.best.into_iter().collect()
    } else {
        found.near[..found.near.len().min(MEDIUM_CHOICES)].to_vec()
    };
    (options, found.reached, search.nodes)
}

/// The search's limits for `req`: `nodes` when given, else `budget`.
fn limits<'a>(req: &Request<'a>, nodes: Option<u64>, budget: u64) -> Limits<'a> {
    // Without a given time the level's node budget decides, so the
    // same position gets the same move on a busy machine as on an
    // idle one; the clock only guards against a stalled machine.
    let (deadline, node_budget) = match req.time {
        Some(time) => (Instant::now() + time, u64::MAX),
        // At a larger table the budget is the table's
        // ([`Level::nodes_at`]). An explicit node count (tests, benches) is
        // the work asked for: on a loaded machine its guard is ten times
        // the level's, so the same count gives the same move however busy
        // the machine is.
        None => (
            Instant::now() + req.level.budget() * if nodes.is_some() { 10 } else { 1 },
            nodes.unwrap_or(budget),
        ),
    };
    Limits {
        deadline,
        nodes: node_budget,
        stop: req.stop,
    }
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
