//! The easy level: one ply on the full evaluation and a person's small
//! slips, plus the two things a person does see at the end of a game
//! without searching: a finish two or three of their own moves away, and
//! that an opponent's piece stuck deep in their destination needs a way out.

use super::Rng;
use super::eval::Eval;
use super::position_key;
use crate::rules::board::holes_of;
use crate::rules::{Completion, Core, Frame, Hole};

/// Easy picks at random among at most this many of its best moves...
const EASY_CHOICES: usize = 4;

/// ...that score at most this much below the best: about one step forward
/// of one piece in the middle of the board (the evaluation's own progress
/// counts double).
const EASY_MARGIN: i32 = 30;

/// What one way out for a stuck spoiler is worth: more than a step of
/// progress, so Easy opens a way rather than shuffle, less than a piece's
/// way home, so it never stops coming home for it.
const EXIT_VALUE: i32 = 40;

/// More ways out than this add nothing: the spoiler's owner picks one or not.
const MAX_EXITS: u32 = 4;

/// The longest finish Easy plans, in its own moves.
const PLAN_MOVES: u32 = 3;

/// Easy's move among `candidates` (fresh moves, most progress first), and
/// how many of them it weighed (reported as its node count; a finish plan
/// looks at more positions than that).
pub(super) fn pick(
    frame: &Frame,
    core: &Core,
    eval: &Eval,
    root: usize,
    candidates: &[(Hole, Hole)],
    seed: u64,
) -> (Option<(Hole, Hole)>, u64) {
    let value = |next: &Core| eval.score(next, root) + exit_value(frame, next, eval, root);
    if let Some(plan) = finish_plan(frame, core, eval, root, candidates) {
        return (Some(plan), candidates.len() as u64);
    }
    // A slip picks a slightly worse hop; it does not throw away a clear
    // finish. (A pick among the best four whatever their scores let Easy
    // dawdle for hundreds of plies with its last pieces.)
    let mut scored: Vec<(i32, (Hole, Hole))> = candidates
        .iter()
        .map(|&(s, l)| (value(&core.after_move(root, s, l)), (s, l)))
        .collect();
    scored.sort_by_key(|x| std::cmp::Reverse(x.0));
    let best = scored.first().map_or(0, |x| x.0);
    let near = scored
        .iter()
        .take(EASY_CHOICES)
        .take_while(|x| x.0 >= best - EASY_MARGIN)
        .count();
    let mut rng = Rng::new(seed ^ position_key(core));
    let pick = scored.get(rng.below(near)).map(|x| x.1);
    (pick, scored.len() as u64)
}

/// The first move of the shortest finish of at most [`PLAN_MOVES`] of the
/// root player's own moves, as if the others stood still (the best one by
/// the evaluation when several finish as soon). Only looked for when at
/// most two pieces are still outside the destination, so the tree is small.
fn finish_plan(
    frame: &Frame,
    core: &Core,
    eval: &Eval,
    root: usize,
    candidates: &[(Hole, Hole)],
) -> Option<(Hole, Hole)> {
    let outside = (core.pieces[root] & !eval.dest[root]).count_ones();
    if outside == 0 || outside > 2 {
        return None;
    }
    (2..=PLAN_MOVES).find_map(|moves| {
        candidates
            .iter()
            .copied()
            .map(|(s, l)| (s, l, again(core.after_move(root, s, l), root)))
            .filter(|(_, _, next)| finishes_within(frame, next, root, moves - 1))
            .max_by_key(|(_, _, next)| eval.score(next, root))
            .map(|(s, l, _)| (s, l))
    })
}

/// `core` with `p` to move again: a plan of one's own moves.
fn again(mut core: Core, p: usize) -> Core {
    core.turn = p as u8;
    core
}

/// Whether `p` (to move) can complete its destination within `moves` moves.
fn finishes_within(frame: &Frame, core: &Core, p: usize, moves: u32) -> bool {
    if moves == 0 {
        return false;
    }
    holes_of(core.pieces[p]).any(|start| {
        let (normal, swaps) = frame.landings(core, p, start);
        holes_of(normal | swaps).any(|landing| {
            let next = core.after_move(p, start, landing);
            frame.completed(&next, p) || finishes_within(frame, &again(next, p), p, moves - 1)
        })
    })
}

/// Under the swap completion a spoiler deep in my destination, where my
/// last piece can never reach it, must leave by itself, and late in the
/// game the only help I can give is room: each move of its that lands where
/// a swap can reach it (or outside) is worth [`EXIT_VALUE`].
fn exit_value(frame: &Frame, core: &Core, eval: &Eval, p: usize) -> i32 {
    if eval.completion != Completion::Swap {
        return 0;
    }
    let dest = eval.dest[p];
    let inside = dest & core.occupied & !core.pieces[p];
    let late = (core.pieces[p] & dest).count_ones() + inside.count_ones() >= 8;
    if inside == 0 || !late {
        return 0;
    }
    let mut exits = 0;
    for q in (0..core.players as usize).filter(|&q| q != p) {
        for x in holes_of(core.pieces[q] & dest).filter(|&x| !eval.swap_reachable(x, p)) {
            let (normal, _) = frame.landings(&again(*core, q), q, x);
            let out = holes_of(normal)
                .filter(|&l| eval.swap_reachable(l, p))
                .count();
            exits += (out as u32).min(MAX_EXITS);
        }
    }
    EXIT_VALUE * exits as i32
}
