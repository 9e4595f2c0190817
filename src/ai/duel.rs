//! Strong at a table of two against a Medium computer seat: each of my
//! moves is answered by the replies Medium's own search picks among, and
//! scored by their average, where the plain search answers it with the
//! reply worst for me of the eighteen most forward.
//!
//! Why: Medium spends a fixed budget of work, so its search at the
//! position after my move gives the few moves it will pick from (its slip
//! draws one of them, with a seed only the seat knows). Reading those
//! replies, Strong lost 3 of the 200 games of the opening suite where the
//! plain search lost 4 or 5, and 2 with twice the budget (its reply is one
//! of a few, not of eighteen, so the budget reaches further); taking the
//! worst of them rather than the average, it lost 4 of the first 100
//! (docs/performance.md, "Medium's own replies").

use super::eval::{Eval, WIN, ordered_moves};
use super::search::Search;
use super::{
    Level, Request, STRONG_NODES_AGAINST_MEDIUM, fresh_moves, limits, searched_options,
    thinking_seats, urgent_move,
};
use crate::rules::{Core, Frame, Hole, Position, RuleSet};
use std::cmp::Reverse;

/// One of my moves at the root and the positions after each reply Medium
/// may make to it.
struct Line {
    first: (Hole, Hole),
    answers: Vec<Core>,
}

/// Whether the one opponent of `root` at a table of two is a Medium
/// computer seat, whose replies can be read by playing its search.
pub(super) fn against_medium(req: &Request<'_>, root: usize) -> bool {
    req.seats.len() == 2
        && req
            .seats
            .iter()
            .enumerate()
            .any(|(q, level)| q != root && *level == Some(Level::Medium))
}

/// Strong's move of `candidates` against a Medium seat, to at most
/// `bounds.0` of my plies after its reply (within `bounds.1` nodes when
/// given): the move, the depth reached and the nodes searched (Medium's
/// included).
pub(super) fn pick(
    pos: &Position,
    rules: &RuleSet,
    (frame, core): (&Frame, &Core),
    eval: Eval,
    candidates: &[(Hole, Hole)],
    req: &Request<'_>,
    (max_depth, nodes): (u32, Option<u64>),
) -> (Option<(Hole, Hole)>, u32, u64) {
    let root = core.turn as usize;
    let limits = limits(req, nodes, STRONG_NODES_AGAINST_MEDIUM);
    let medium = Request {
        level: Level::Medium,
        time: None,
        thinkers: thinking_seats(req.seats, 1 - root),
        ..*req
    };
    let medium_eval = Eval::new(pos, rules).for_level(Level::Medium);
    let mut read = 0;
    let mut lines: Vec<Line> = candidates
        .iter()
        .map(|&(s, l)| {
            let (answers, n) = answers(frame, &core.after_move(root, s, l), &medium_eval, &medium);
            read += n;
            Line {
                first: (s, l),
                answers,
            }
        })
        .collect();
    let mut search = Search::new(frame, eval, root, limits, 18).reuse_shallower();
    let reached = deepen(&mut search, &mut lines, max_depth);
    let best = lines.first().map(|line| line.first);
    (best, reached, read + search.nodes)
}

/// The positions after each reply Medium may make at `after` (its turn),
/// found as Medium finds its move, and the nodes its search looked at.
/// A finished game gets no reply.
fn answers(frame: &Frame, after: &Core, eval: &Eval, medium: &Request<'_>) -> (Vec<Core>, u64) {
    let q = after.turn as usize;
    if frame.outcome(after).is_over() {
        return (vec![*after], 0);
    }
    let moves = ordered_moves(frame, after, eval, q);
    if moves.is_empty() {
        return (vec![after.after_pass()], 0);
    }
    let candidates = fresh_moves(medium, after, moves);
    if let Some((s, l, n)) = urgent_move(frame, after, eval, &candidates, Level::Medium) {
        return (vec![after.after_move(q, s, l)], n);
    }
    let bounds = (Level::Medium.max_depth(), None);
    let (options, _, n) = searched_options(frame, after, eval.clone(), &candidates, medium, bounds);
    let answers = options
        .iter()
        .map(|&(s, l)| after.after_move(q, s, l))
        .collect();
    (answers, n)
}

/// Iterative deepening over `lines`, left best first (the order of the
/// last depth completed; `lines` as given if none was): the depth
/// completed.
fn deepen(search: &mut Search<'_>, lines: &mut Vec<Line>, max_depth: u32) -> u32 {
    let mut reached = 0;
    for depth in 1..=max_depth {
        let mut scored = Vec::with_capacity(lines.len());
        for (i, line) in lines.iter().enumerate() {
            let Some(v) = average(search, &line.answers, depth) else {
                return reached;
            };
            scored.push((v, i));
        }
        // Best first; equals keep the last depth's order (a stable sort).
        scored.sort_by_key(|&(v, _)| Reverse(v));
        let top = scored.first().map_or(0, |&(v, _)| v);
        let mut old: Vec<Option<Line>> = lines.drain(..).map(Some).collect();
        lines.extend(scored.iter().filter_map(|&(_, i)| old[i].take()));
        reached = depth;
        if top >= WIN - 100 {
            break;
        }
    }
    reached
}

/// The average of my positions `answers` searched `depth - 1` of my plies
/// further (Medium picks among them at random); `None` once the budget
/// runs out.
fn average(search: &mut Search<'_>, answers: &[Core], depth: u32) -> Option<i32> {
    let mut sum = 0i64;
    for c in answers {
        let v = search.value(c, depth - 1, i32::MIN + 1, i32::MAX, 2);
        if search.aborted {
            return None;
        }
        sum += i64::from(v);
    }
    let n = i64::try_from(answers.len()).ok()?.max(1);
    i32::try_from(sum / n).ok()
}
