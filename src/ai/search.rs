//! The alpha-beta search over the fast generator: a fixed-size transposition
//! table, move ordering by progress, and at a table of three or more a
//! forward model of the opponents (each plays its most forward move).

use super::eval::{Eval, WIN, ordered_moves};
use super::position_key;
use crate::rules::board::holes_of;
use crate::rules::{Core, Frame, Hole, Outcome};
use std::cmp::Reverse;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A move in the search: the mover, the start and the landing.
pub(super) type Step = (usize, Hole, Hole);

#[derive(Clone, Copy)]
struct Entry {
    depth: u32,
    value: i32,
    bound: Bound,
    best: Option<Step>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

/// A fixed-size transposition table, so a long think (or a six-player
/// search) never grows memory: 2^17 slots of about 32 bytes, 4 MB.
pub(super) struct Table {
    slots: Vec<(u64, Option<Entry>)>,
}

const TABLE_BITS: u32 = 17;

impl Table {
    pub(super) fn new() -> Table {
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

/// When a search must stop: a deadline, an outside stop flag, and a node
/// budget. The node budget makes a level's strength independent of how
/// busy the machine is; the deadline only guards against a stalled machine.
pub(super) struct Limits<'a> {
    pub(super) deadline: Instant,
    pub(super) nodes: u64,
    pub(super) stop: &'a AtomicBool,
}

/// A root move's score in one iteration of [`Search::deepen`].
struct Scored {
    value: i32,
    /// Whether `value` is the move's score. A move that failed low (at or
    /// below the window's floor) has only an upper bound, which may land
    /// right on the floor while the move is far worse.
    exact: bool,
    step: (Hole, Hole),
}

/// The moves scored exactly within `margin` of the best score `alpha`, in
/// the order of `scores` (best first). A failed-low move is never near,
/// even when its bound lands on the edge of the margin.
fn near_moves(scores: &[Scored], alpha: i32, margin: i32) -> Vec<(Hole, Hole)> {
    scores
        .iter()
        .take_while(|x| x.value >= alpha.saturating_sub(margin))
        .filter(|x| x.exact)
        .map(|x| x.step)
        .collect()
}

/// What [`Search::deepen`] found.
pub(super) struct Deepened {
    pub(super) best: Option<(Hole, Hole)>,
    pub(super) reached: u32,
    /// The moves within the margin of the best, best first.
    pub(super) near: Vec<(Hole, Hole)>,
}

pub(super) struct Search<'a> {
    frame: &'a Frame,
    eval: Eval,
    root: usize,
    limits: Limits<'a>,
    pub(super) nodes: u64,
    pub(super) aborted: bool,
    table: Table,
    /// Inner nodes look at this many of the best-ordered moves only.
    width: usize,
    /// Whether a position's entry in the table serves every depth (see
    /// [`Search::reuse_shallower`]).
    reuse: bool,
    /// Whether fewer of my moves are looked at further ahead
    /// ([`Search::tapering`]).
    taper: bool,
}

/// How many of my own moves Strong looks at one, and two or more, of my
/// moves ahead at a table of three or more (all of them at the root). At
/// a table each move of mine costs a reply of every opponent, and eighteen
/// at every level saw about three of my moves ahead, no further than
/// Medium; tapered, the same budget sees five or more. Against five
/// greedy seats Strong won 44 of 48 (seed 31) and 37 (seed 32) where it
/// had won 43 and 34; against Medium seats no more than before
/// (docs/performance.md, "At a full table").
const TAPER: [usize; 2] = [5, 3];

impl<'a> Search<'a> {
    pub(super) fn new(
        frame: &'a Frame,
        eval: Eval,
        root: usize,
        limits: Limits<'a>,
        width: usize,
    ) -> Search<'a> {
        Search {
            frame,
            eval,
            root,
            limits,
            nodes: 0,
            aborted: false,
            table: Table::new(),
            width,
            reuse: false,
            taper: false,
        }
    }

    /// Look at fewer of my own moves the further ahead they are
    /// ([`TAPER`]), so the budget reaches more of my moves ahead.
    pub(super) fn tapering(mut self) -> Search<'a> {
        self.taper = true;
        self
    }

    /// How many of my own best-ordered moves to look at `ply` moves ahead.
    fn width_at(&self, ply: i32) -> usize {
        if !self.taper {
            return self.width;
        }
        let i = usize::try_from(ply).unwrap_or(0).saturating_sub(1);
        TAPER[i.min(TAPER.len() - 1)].min(self.width)
    }

    /// Let a position's entry in the table serve every depth: a deeper
    /// result settles a shallower search, and the best move of the last,
    /// shallower iteration is tried first in the next. Strong's search; Medium
    /// keys its table by depth as well and so plays as it was tuned.
    pub(super) fn reuse_shallower(mut self) -> Search<'a> {
        self.reuse = true;
        self
    }

    /// The table's key for `core` searched `depth` plies deep.
    fn table_key(&self, core: &Core, depth: u32) -> u64 {
        if self.reuse {
            position_key(core)
        } else {
            position_key(core) ^ u64::from(depth).wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
    }

    fn out_of_time(&mut self) -> bool {
        if self.nodes >= self.limits.nodes
            || (self.nodes & 255 == 0
                && (Instant::now() >= self.limits.deadline
                    || self.limits.stop.load(Ordering::Relaxed)))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// The moves to look at in `core`: on the root player's turn its own
    /// moves, otherwise (at a table of two) the opponent's replies.
    fn steps(&self, core: &Core, ply: i32) -> Vec<Step> {
        let turn = core.turn as usize;
        if turn == self.root {
            let mut moves: Vec<Step> = ordered_moves(self.frame, core, &self.eval, turn)
                .into_iter()
                .map(|(s, l)| (turn, s, l))
                .collect();
            // A walled-in spoiler or straggler needs quiet, backward moves to
            // free it: look at every move then, not only the most forward ones.
            // Tapering, look at every move only for a piece walled in, not
            // for one merely hurried out of its start camp: that kept every
            // move through a six-seat middle game and cut the depth (seed
            // 34 against five greedy seats: 43 of 48, 47 without).
            let keep_all = if self.taper {
                self.eval.walled_in(core, turn)
            } else {
                self.eval.endgame(core, turn) != 0
            };
            if !keep_all {
                moves.truncate(self.width_at(ply));
            }
            return moves;
        }
        let keep_all = self.eval.endgame(core, turn) != 0;
        let finishing = self.finishing(core, turn);
        let mut all: Vec<(i32, Step)> = ordered_moves(self.frame, core, &self.eval, turn)
            .into_iter()
            .map(|(s, l)| (self.reply_rank(turn, s, l, finishing), (turn, s, l)))
            .collect();
        // Best first; among equal ranks in the order `ordered_moves` left
        // them (a stable sort).
        all.sort_by_key(|&(rank, _)| Reverse(rank));
        if !keep_all {
            all.truncate(self.width);
        }
        all.into_iter().map(|x| x.1).collect()
    }

    /// How forward opponent `q`'s move from `s` to `l` is (at a table of
    /// three or more, by how much nearer home it brings q's pieces in all;
    /// at two, weighted as my own evaluation weighs progress). A player with
    /// one piece left outside its destination may be about to complete:
    /// its moves home come first, so neither the cut to the widest few nor
    /// the forward model ever drops a winning reply.
    /// `finishing` is [`Search::finishing`] for `q`, worked out once per
    /// move list (a bit count is dear without popcnt).
    fn reply_rank(&self, q: usize, s: Hole, l: Hole, finishing: bool) -> i32 {
        let home = finishing && self.eval.dest[q] & l.bit() != 0;
        let gain = if self.frame.players > 2 {
            // At a table the opponents are expected to play as most players
            // do: the hop that brings their pieces nearest home in all
            // (the greedy seat's choice exactly). Weighing their
            // stragglers as my own evaluation does predicted moves they
            // did not make: 41 of 48 six-seat games against greedy seats,
            // 43 with this (seed 26).
            10 * (self.eval.dist[q][s.index()] - self.eval.dist[q][l.index()])
        } else {
            self.eval.gain(q, s, l)
        };
        gain + if home { WIN } else { 0 }
    }

    /// Whether player `q` has at most one piece left outside its destination.
    fn finishing(&self, core: &Core, q: usize) -> bool {
        (core.pieces[q] & !self.eval.dest[q]).count_ones() <= 1
    }

    /// The position after the root player's `core`, at a table of three or
    /// more, once every opponent has played its most forward move in turn
    /// (or passed), up to the root player's turn or the end of the game.
    /// Each reply counts as a node of the budget.
    ///
    /// Nobody is trusted to stop a win: an opponent who can complete its
    /// destination now is taken to do so before the round comes back to
    /// me, even when a player between us would happen to block it on its
    /// way forward (a family's player may not).
    ///
    /// Why a model and not a search of the replies: a best-reply search,
    /// which let the opponent move worst for me answer each of my moves,
    /// won 29 of 48 six-seat games against greedy seats; with five
    /// opponents there is nearly always one long hop that hurts, so it
    /// spent its moves guarding against threats nobody played. Expecting
    /// each opponent to race won 38 of 48 (docs/performance.md).
    fn replies(&mut self, mut core: Core) -> Core {
        // My move may have completed: nobody replies to that.
        if self.frame.players <= 2 || self.frame.outcome(&core).is_over() {
            return core;
        }
        let opponents = (0..self.frame.players).filter(|&q| q != self.root);
        for q in opponents {
            if let Some((s, l)) = self.completing(&core, q) {
                self.nodes += 1;
                return core.after_move(q, s, l);
            }
        }
        while core.turn as usize != self.root && !self.frame.outcome(&core).is_over() {
            self.nodes += 1;
            let q = core.turn as usize;
            core = match self.forward_reply(&core, q) {
                Some((s, l)) => core.after_move(q, s, l),
                None => core.after_pass(),
            };
        }
        core
    }

    /// The move [`Search::replies`] expects of opponent `q`: of its moves
    /// ranked highest by [`Search::reply_rank`], the first in the order of
    /// `ordered_moves` (the most progress by my evaluation's weighing, then
    /// the lowest start and landing). Found in one pass over the landings,
    /// without listing and sorting them: at a table nearly all of the
    /// search's moves are these replies.
    fn forward_reply(&self, core: &Core, q: usize) -> Option<(Hole, Hole)> {
        let finishing = self.finishing(core, q);
        let mut best = None;
        for (s, normal, swaps) in self.frame.all_landings(core, q) {
            for l in holes_of(normal | swaps) {
                let key = (
                    self.reply_rank(q, s, l, finishing),
                    self.eval.gain(q, s, l),
                    Reverse(s),
                    Reverse(l),
                );
                if best.as_ref().is_none_or(|&(k, _)| key > k) {
                    best = Some((key, (s, l)));
                }
            }
        }
        best.map(|(_, m)| m)
    }

    /// A move that completes player `q`'s destination at once, if it has
    /// one (only a player with one piece left outside can).
    fn completing(&self, core: &Core, q: usize) -> Option<(Hole, Hole)> {
        if !self.finishing(core, q) {
            return None;
        }
        let dest = self.eval.dest[q];
        ordered_moves(self.frame, core, &self.eval, q)
            .into_iter()
            .filter(|&(_, l)| dest & l.bit() != 0)
            .find(|&(s, l)| {
                matches!(self.frame.outcome(&core.after_move(q, s, l)),
                    Outcome::Win { player, .. } if player == q)
            })
    }

    /// Minimax from the root player's view with alpha-beta: max on the
    /// root's turns, min on the opponent's at a table of two; at a larger
    /// table the opponents' replies are played by [`Search::replies`].
    pub(super) fn value(
        &mut self,
        core: &Core,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        ply: i32,
    ) -> i32 {
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
        // The budget is checked at the leaves too: a node whose replies are
        // all leaves would otherwise evaluate every one of them past it.
        if self.out_of_time() || depth == 0 {
            return self.eval.score(core, self.root);
        }
        let key = self.table_key(core, depth);
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
        let mut moves = self.steps(core, ply);
        if moves.is_empty() {
            let next = self.replies(core.after_pass());
            return self.value(&next, depth - 1, alpha, beta, ply + 1);
        }
        if let Some(b) = first
            && let Some(i) = moves.iter().position(|m| *m == b)
        {
            moves.swap(0, i);
        }
        let (a0, b0) = (alpha, beta);
        let mut best = if maximise { i32::MIN } else { i32::MAX };
        let mut best_move = None;
        for step in moves {
            let (q, s, l) = step;
            let next = self.replies(core.after_move(q, s, l));
            let v = self.value(&next, depth - 1, alpha, beta, ply + 1);
            if self.aborted {
                return if maximise { best.max(v) } else { best.min(v) };
            }
            if (maximise && v > best) || (!maximise && v < best) {
                best = v;
                best_move = Some(step);
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

    /// Iterative deepening over the root's `candidates` (in their order)
    /// up to `max_depth`: the best move found, the depth completed, and the
    /// moves of the last completed depth that score within `margin` of the
    /// best, best first (the best and any tied with it when `margin` is
    /// 0). The root window is widened by `margin`, so those scores are
    /// exact but for a move whose upper bound lands right on the edge.
    pub(super) fn deepen(
        &mut self,
        core: &Core,
        candidates: &[(Hole, Hole)],
        max_depth: u32,
        margin: i32,
    ) -> Deepened {
        let root = self.root;
        let mut best = candidates.first().copied();
        let mut near = Vec::new();
        let mut reached = 0;
        let mut order = candidates.to_vec();
        for depth in 1..=max_depth {
            let mut alpha = i32::MIN + 1;
            let mut this_best = None;
            let mut scores = Vec::with_capacity(order.len());
            for &(s, l) in &order {
                let next = self.replies(core.after_move(root, s, l));
                let floor = alpha.saturating_sub(margin).max(i32::MIN + 1);
                let v = self.value(&next, depth - 1, floor, i32::MAX, 1);
                if self.aborted {
                    break;
                }
                scores.push(Scored {
                    value: v,
                    exact: v > floor || this_best.is_none(),
                    step: (s, l),
                });
                if v > alpha {
                    alpha = v;
                    this_best = Some((s, l));
                }
            }
            if self.aborted {
                // A partial iteration is used only if it already found a better move first.
                if let Some(b) = this_best
                    && scores.first().is_some_and(|f| f.step == b)
                {
                    best = Some(b);
                    near = vec![b];
                }
                break;
            }
            best = this_best.or(best);
            reached = depth;
            scores.sort_by_key(|x| Reverse(x.value));
            near = near_moves(&scores, alpha, margin);
            order = scores.into_iter().map(|x| x.step).collect();
            if alpha >= WIN - 100 {
                break;
            }
        }
        Deepened {
            best,
            reached,
            near,
        }
    }
}

#[cfg(test)]
mod tests;
