//! Strong at a six-seat table of Medium (and greedy) computer seats: the
//! plan's first move played out against the replies those seats will
//! really make, and changed for the next best way's when they spoil it.
//!
//! Why: the plan (`plan`) stands every other piece still, yet five
//! players move between two of mine, and a reply that walks into my way
//! costs me moves the plan never counted; most six-seat games are lost by
//! a move or two. A Medium or greedy seat spends a fixed budget of work,
//! not of time, so playing its move here gives the move it will most
//! likely play: greedy's exactly, Medium's unless it slips to another of
//! its few near-equal best moves, drawn with a seed only the seat knows
//! (docs/performance.md, "Their replies played out").

use super::eval::{Eval, ordered_moves};
use super::plan::{self, Planned};
use super::{Level, Request, choose, route_choice, thinking_seats};
use crate::rules::{Frame, Hole, Position, RuleSet};

/// The table size the replies are played out at: with two seats the
/// search already reads the reply, and at three and four seats it was not
/// measured.
const SEATS: usize = 6;

/// My way home after a move of mine and the round of replies to it: the
/// moves the plan then needs, then the work left. Less is better.
type AfterRound = (u32, i32);

/// A round that ends the game (another player completes) or leaves me no
/// move: worse than any way home.
const LOST: AfterRound = (u32::MAX, i32::MAX);

/// The move to play of the plan's `way` (found over `candidates`): its
/// first move if the way survives the round of replies (it then needs
/// fewer moves than before), else of it and the next best way's first
/// move the one that leaves me better off after the replies (its own
/// first among equals). The plan's first move as it is while no way
/// completes (the plan's ways are then guesses, and three more plans of
/// forty moves took up to 8.8 s, other work running alongside), or where
/// the other seats cannot all be played out (a person, an Easy or a
/// Strong seat among them).
pub(super) fn checked(
    pos: &Position,
    rules: &RuleSet,
    req: &Request<'_>,
    (frame, eval): (&Frame, &Eval),
    candidates: &[(Hole, Hole)],
    way: &Planned,
) -> Option<(Hole, Hole)> {
    let first = way.first?;
    if !way.completes || !predictable(pos, req) {
        return Some(first);
    }
    let after_first = after_round(pos, rules, req, eval, first);
    if after_first.0 < way.moves {
        return Some(first);
    }
    let rest: Vec<(Hole, Hole)> = candidates.iter().copied().filter(|&c| c != first).collect();
    let next = plan::first_move(frame, pos.core(), eval, &rest, req.stop).first;
    match next {
        Some(m) if after_round(pos, rules, req, eval, m) < after_first => Some(m),
        _ => Some(first),
    }
}

/// Whether every other seat of a six-seat table is a Medium or greedy
/// computer, whose replies are known by playing them.
fn predictable(pos: &Position, req: &Request<'_>) -> bool {
    let me = pos.turn();
    req.seats.len() == SEATS
        && pos.core().players as usize == SEATS
        && req
            .seats
            .iter()
            .enumerate()
            .all(|(q, l)| q == me || matches!(l, Some(Level::Medium | Level::Greedy)))
}

/// My way home after I play `m` and every other seat replies as its level
/// chooses, on its own budget of work (as the app's computer seats do).
/// `eval` is the root's: it depends only on the seats and the rules, which
/// a round does not change.
fn after_round(
    pos: &Position,
    rules: &RuleSet,
    req: &Request<'_>,
    eval: &Eval,
    m: (Hole, Hole),
) -> AfterRound {
    let me = pos.turn();
    let mine = route_choice(pos, rules, m.0, m.1, 0, 0).proposal;
    let Ok(mut p) = pos.play(rules, &mine) else {
        return LOST;
    };
    while p.turn() != me {
        let Some(level) = req.seats.get(p.turn()).copied().flatten() else {
            return LOST;
        };
        let seats = req.seats;
        let reply = Request {
            level,
            time: None,
            thinkers: thinking_seats(seats, p.turn()),
            ..*req
        };
        let Some(choice) = choose(&p, rules, &reply) else {
            return LOST;
        };
        let Ok(next) = p.play(rules, &choice.proposal) else {
            return LOST;
        };
        p = next;
    }
    if p.outcome(rules).is_over() {
        return LOST;
    }
    let frame = p.frame(rules);
    let core = *p.core();
    let moves = ordered_moves(&frame, &core, eval, me);
    match plan::first_move(&frame, &core, eval, &moves, req.stop) {
        Planned { first: None, .. } => LOST,
        way => (way.moves, eval.cost(&core, me)),
    }
}
