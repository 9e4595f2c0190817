//! Strong's way home at a table where the opponents think ahead: a beam
//! search over sequences of my own moves, every other piece standing
//! still (those passing through my destination gone, and those in transit
//! after my first two moves), ranked by the work I have left, until one
//! of them completes (at six seats, of the equally good ways, the one
//! whose first move does the most).
//!
//! Why: the search of [`super::search`] looks a few of my moves ahead and
//! expects every opponent to race; a Medium seat does not race, so those
//! predictions were wrong and Strong won no more than an equal share
//! against Medium seats. A plan of my own moves right to the end needs no
//! prediction, and a plan of forty moves sees the ladders a search of five
//! cannot (docs/performance.md, "Planning the way home").

use super::eval::Eval;
use crate::rules::board::holes_of;
use crate::rules::{Completion, Core, Frame, Hole, HoleSet};
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};

/// How many of the most promising positions each step of the plan keeps:
/// 2,000 won fewer six-seat games against Medium seats (3 of 12 against 4)
/// at five times the time.
const WIDTH: usize = 500;

/// The most of my moves a plan looks ahead: a way home from the start
/// takes about thirty when other pieces do not stand in it.
const HORIZON: usize = 40;

/// How many of my moves ahead the plan counts on the other players'
/// pieces in transit (see [`in_transit`]) standing where they are, as
/// ladders or in the way; after that it takes them out, since they will
/// have moved on. Counting on them to the end, its way home grew by up to
/// ten moves while it went, and Strong won 41 of 144 games against five
/// Medium seats (seeds 43, 46 and 47); counting on them for two of my
/// moves (the first value tried), 70, and more at three and four seats
/// too (docs/performance.md, "Pieces in transit").
const SURE_MOVES: u32 = 2;
// The plan's first layer is after one move: taking them out earlier
// would need its own place.
const _: () = assert!(SURE_MOVES >= 1);

/// From how many seats the plan, of several equally good ways (the
/// shortest, or while none completes those leaving the least work), takes
/// the one whose first move leaves the least work, not the first found:
/// with five players moving between two of mine, the rest of any way
/// changes before I walk it, and the progress of the move I play now is
/// what stays. At six seats against five Medium seats it won 171 of 336
/// games against 151 (seeds 43 to 51); at three seats it won 39 of 48
/// against 40 and lost a race of `tests/it/ai_plan.rs` by a piece
/// (docs/performance.md, "The way that does the most now").
const PROGRESS_FIRST_FROM: u8 = 6;

/// A position on the way, and the move of mine that began the way there.
struct Step {
    core: Core,
    first: (Hole, Hole),
    work: i32,
}

/// What [`first_move`] found.
pub(super) struct Planned {
    /// The first move of the way.
    pub(super) first: Option<(Hole, Hole)>,
    /// How many of my moves the way takes (to the end of the horizon if
    /// none completes).
    pub(super) moves: u32,
    /// The positions looked at.
    pub(super) positions: u64,
    /// Whether the way completes (else it is the one leaving the least
    /// work at the horizon).
    pub(super) completes: bool,
}

/// The first of `candidates` (the root player's moves) on the way home
/// that completes in the fewest of its moves with every other piece
/// standing still (but those passing through my destination: see
/// [`without_passers`]; and those in transit after my first
/// [`SURE_MOVES`] moves); if none completes within [`HORIZON`] (or the
/// stop flag is raised), the one whose way leaves the least work. Of
/// several such ways, the first found, or from [`PROGRESS_FIRST_FROM`]
/// seats the one whose first move leaves the least work.
pub(super) fn first_move(
    frame: &Frame,
    core: &Core,
    eval: &Eval,
    candidates: &[(Hole, Hole)],
    stop: &AtomicBool,
) -> Planned {
    let p = core.turn as usize;
    let completes = |c: &Core| frame.completed(c, p);
    let safe = walling_in_none(core, eval, candidates);
    let candidates = if safe.is_empty() { candidates } else { &safe };
    let core = &without_passers(core, eval, p);
    let mut positions = candidates.len() as u64;
    let done = |first, moves, positions| Planned {
        first: Some(first),
        moves,
        positions,
        completes: true,
    };
    let mut layer = Vec::with_capacity(candidates.len());
    for &(s, l) in candidates {
        let c = core.after_move(p, s, l);
        if completes(&c) {
            return done((s, l), 1, positions);
        }
        layer.push(Step {
            core: c,
            first: (s, l),
            work: eval.cost(&c, p),
        });
    }
    let mut moves = 1;
    let transit = in_transit(core, eval, p);
    let progress_first = core.players >= PROGRESS_FIRST_FROM;
    while moves < HORIZON as u32 && !stop.load(Ordering::Relaxed) {
        if moves == SURE_MOVES {
            for step in &mut layer {
                step.core = without(&step.core, transit);
                step.work = eval.cost(&step.core, p);
            }
        }
        keep_the_best(&mut layer, p);
        let mut next = Vec::with_capacity(layer.len() * 48);
        let mut finished = Vec::new();
        for step in &layer {
            for (s, normal, swaps) in frame.all_landings(&step.core, p) {
                for l in holes_of(normal | swaps) {
                    let c = step.core.after_move(p, s, l);
                    positions += 1;
                    if completes(&c) {
                        if !progress_first {
                            return done(step.first, moves + 1, positions);
                        }
                        finished.push(step.first);
                        continue;
                    }
                    if !finished.is_empty() {
                        // This layer ends the plan: no next one to fill.
                        continue;
                    }
                    next.push(Step {
                        core: c,
                        first: step.first,
                        work: eval.cost(&c, p),
                    });
                }
            }
        }
        if let Some(first) = most_progress(core, eval, &finished) {
            return done(first, moves + 1, positions);
        }
        if next.is_empty() {
            break;
        }
        layer = next;
        moves += 1;
    }
    let least = layer.iter().map(|s| s.work).min();
    let firsts: Vec<(Hole, Hole)> = layer
        .iter()
        .filter(|s| Some(s.work) == least)
        .map(|s| s.first)
        .collect();
    Planned {
        first: if progress_first {
            most_progress(core, eval, &firsts)
        } else {
            firsts.first().copied()
        },
        moves,
        positions,
        completes: false,
    }
}

/// Of the first moves of equally good ways, the one that leaves me the
/// least work (the first found among equals).
fn most_progress(core: &Core, eval: &Eval, firsts: &[(Hole, Hole)]) -> Option<(Hole, Hole)> {
    let p = core.turn as usize;
    firsts
        .iter()
        .copied()
        .min_by_key(|&(s, l)| eval.cost(&core.after_move(p, s, l), p))
}

/// `core` as the plan sees it: the pieces passing through `p`'s
/// destination (of players who did not start there) taken out, since they
/// are on their way elsewhere and will be gone before my last pieces come.
/// Standing still there, two of them made every way home look blocked,
/// and Strong spent its last moves waiting beside them (a six-seat game
/// lost by a move, `tests/it/ai_plan.rs`). The pieces of the player who
/// starts there stay: planned as gone from the start, Strong won 2 of 24
/// games against five Medium seats instead of 9.
///
/// Under the available-hole completion a piece of another player fills a
/// hole of my destination, so there none is taken out.
fn without_passers(core: &Core, eval: &Eval, p: usize) -> Core {
    let dest = eval.dest[p];
    if eval.completion == Completion::Available {
        return *core;
    }
    let passers = (0..core.players as usize)
        .filter(|&q| q != p && eval.start[q] & dest == 0)
        .fold(0, |passers, q| passers | core.pieces[q] & dest);
    without(core, passers)
}

/// The other players' pieces in transit: out of their start camps and
/// destinations. Pieces in my destination are never counted as in transit
/// ([`without_passers`] decides which of those the plan sees).
fn in_transit(core: &Core, eval: &Eval, p: usize) -> HoleSet {
    (0..core.players as usize)
        .filter(|&q| q != p)
        .fold(0, |transit, q| {
            transit | core.pieces[q] & !(eval.start[q] | eval.dest[q] | eval.dest[p])
        })
}

/// `core` with the pieces on `holes` taken out, whoever's they are (the
/// callers name only other players' pieces, which mine cannot have
/// replaced: the plan moves none of them).
fn without(core: &Core, holes: HoleSet) -> Core {
    let mut seen = *core;
    seen.occupied &= !holes;
    for pieces in &mut seen.pieces {
        *pieces &= !holes;
    }
    seen
}

/// The `candidates` that wall in no piece passing through my destination
/// ([`Eval::traps`] no higher after them): the plan, no longer seeing
/// those pieces, would not see that either, and a walled-in spoiler must
/// be let out again before I can complete.
fn walling_in_none(core: &Core, eval: &Eval, candidates: &[(Hole, Hole)]) -> Vec<(Hole, Hole)> {
    let p = core.turn as usize;
    let now = eval.traps(core, p);
    candidates
        .iter()
        .copied()
        .filter(|&(s, l)| eval.traps(&core.after_move(p, s, l), p) <= now)
        .collect()
}

/// The [`WIDTH`] positions with the least work left, each once (the
/// same pieces reached by two ways are one position: the others stand
/// still), in order of work and, among equals, of the way found first.
fn keep_the_best(layer: &mut Vec<Step>, p: usize) {
    layer.sort_by_key(|s| s.work);
    let mut seen: HashSet<HoleSet> = HashSet::with_capacity(layer.len());
    layer.retain(|s| seen.insert(s.core.pieces[p]));
    layer.truncate(WIDTH);
}

#[cfg(test)]
mod tests;
