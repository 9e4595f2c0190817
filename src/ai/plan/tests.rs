//! The plan's own tests.

use super::*;
use crate::rules::{Position, RuleSet};

fn position(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// How many moves `p`'s pieces take home with every other piece standing
/// still, each chosen by `choose`, at most `cap`.
fn moves_home(
    text: &str,
    cap: usize,
    mut choose: impl FnMut(&Frame, &Core, &Eval, &[(Hole, Hole)]) -> (Hole, Hole),
) -> usize {
    let pos = position(text);
    let rules = RuleSet::default();
    let frame = pos.frame(&rules);
    let eval = Eval::new(&pos, &rules);
    let mut core = *pos.core();
    let p = core.turn as usize;
    for n in 1..=cap {
        let moves = super::super::eval::ordered_moves(&frame, &core, &eval, p);
        let (s, l) = choose(&frame, &core, &eval, &moves);
        let mut next = core.after_move(p, s, l);
        next.turn = core.turn;
        core = next;
        if matches!(frame.outcome(&core), Outcome::Win { player, .. } if player == p) {
            return n;
        }
    }
    cap + 1
}

/// Red, 70 plies into game 1 of the three-seat match against two Mediums
/// (`tests/it/ai_plan.rs`), alone on the move: planning, its way home is
/// shorter than playing its most forward move each time.
#[test]
fn the_planned_way_home_is_shorter_than_the_most_forward_moves() {
    let text = "red@bottom=B1,C1,E4,E6,E9,G4,G9,I5,I6,L8 \
                green@upper-left=F4,F9,G5,G6,J4,J6,J9,J10,K8,L10 \
                blue@upper-right=G7,I3,I9,J1,J2,K3,K6,L2,L3,N2 turn=red";
    let stop = AtomicBool::new(false);
    let planned = moves_home(text, 60, |frame, core, eval, moves| {
        first_move(frame, core, eval, moves, &stop)
            .first
            .expect("a move")
    });
    let forward = moves_home(text, 60, |_, _, _, moves| moves[0]);
    assert!(
        planned + 3 <= forward,
        "planned {planned} moves, most forward {forward}"
    );
}

/// With the stop flag raised the plan still names a move of the list
/// (the one leaving the least work after it), never none.
#[test]
fn a_stopped_plan_still_names_a_move() {
    let pos = position(
        "red@bottom=B1,C1,E4,E6,E9,G4,G9,I5,I6,L8 \
         green@upper-left=F4,F9,G5,G6,J4,J6,J9,J10,K8,L10 \
         blue@upper-right=G7,I3,I9,J1,J2,K3,K6,L2,L3,N2 turn=red",
    );
    let rules = RuleSet::default();
    let frame = pos.frame(&rules);
    let eval = Eval::new(&pos, &rules);
    let core = *pos.core();
    let moves = super::super::eval::ordered_moves(&frame, &core, &eval, 0);
    let stop = AtomicBool::new(true);
    let way = first_move(&frame, &core, &eval, &moves, &stop);
    assert!(way.first.is_some_and(|m| moves.contains(&m)));
    assert_eq!(way.moves, 1, "stopped before looking further");
}
