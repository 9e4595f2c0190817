//! The plan's own tests.

use super::*;
use crate::rules::{Outcome, Position, RuleSet};

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

/// The plan for the player to move in `text` (the stop flag raised if
/// `stopped`), and that player's moves.
fn plan_from(text: &str, stopped: bool) -> (Planned, Vec<(Hole, Hole)>) {
    let pos = position(text);
    let rules = RuleSet::default();
    let frame = pos.frame(&rules);
    let eval = Eval::new(&pos, &rules);
    let core = *pos.core();
    let p = core.turn as usize;
    let moves = super::super::eval::ordered_moves(&frame, &core, &eval, p);
    let way = first_move(&frame, &core, &eval, &moves, &AtomicBool::new(stopped));
    (way, moves)
}

/// With the stop flag raised the plan still names a move of the list
/// (the one leaving the least work after it), never none.
#[test]
fn a_stopped_plan_still_names_a_move() {
    let (way, moves) = plan_from(
        "red@bottom=B1,C1,E4,E6,E9,G4,G9,I5,I6,L8 \
         green@upper-left=F4,F9,G5,G6,J4,J6,J9,J10,K8,L10 \
         blue@upper-right=G7,I3,I9,J1,J2,K3,K6,L2,L3,N2 turn=red",
        true,
    );
    assert!(way.first.is_some_and(|m| moves.contains(&m)));
    assert_eq!(way.moves, 1, "stopped before looking further");
}

/// Red, two pieces out and a move before it lost a six-seat game
/// (`tests/it/ai_plan.rs`): the two holes left in its destination hold a
/// yellow and a green piece passing through. Standing still, they made
/// every way home look blocked and red stepped aside to wait; expected to
/// pass on, red plans its three moves home and makes the first of them
/// (the only one of its moves that begins such a way).
#[test]
fn pieces_passing_through_my_destination_are_expected_to_pass_on() {
    let (way, _) = plan_from(
        "red@bottom=A1,B1,B2,C1,C2,C3,D2,D3,E6,E7 \
         green@lower-left=D4,E11,E12,E13,F10,F11,F12,G11,H10,J9 \
         blue@upper-left=G9,H9,I6,I8,J10,L9,L11,L12,M13,N3 \
         white@top=L5,M4,N1,N4,O1,O2,O3,P1,P2,Q1 \
         black@upper-right=H3,J1,K1,K2,K6,L1,L2,M1,M3,M6 \
         yellow@lower-right=D1,E1,E2,E3,E4,F1,F2,F3,G1,G10 turn=red",
        false,
    );
    assert_eq!(
        way.moves, 3,
        "E7-E8, then E6-D1 and E8-D4 once they pass on"
    );
    let hole = |name| Hole::parse(name).expect("a hole");
    assert_eq!(way.first, Some((hole("E7"), hole("E8"))));
}

/// Blue's piece passing through red's tip A1, red on B1, C1 and C3: red's
/// step C2-B2 would wall it in for good (its hops out land on C1 and C3).
/// The plan takes passing pieces out, so it could not see that; such a
/// move is left out of the plan's first moves, and only it.
#[test]
fn the_plan_walls_in_no_piece_passing_through() {
    let pos =
        position("red@bottom=B1,C1,C2,C3,E6 blue@upper-left=A1 green@upper-right=E13 turn=red");
    let rules = RuleSet::default();
    let frame = pos.frame(&rules);
    let eval = Eval::new(&pos, &rules);
    let core = *pos.core();
    let moves = super::super::eval::ordered_moves(&frame, &core, &eval, 0);
    let hole = |name| Hole::parse(name).expect("a hole");
    let sealing = (hole("C2"), hole("B2"));
    assert!(moves.contains(&sealing), "C2-B2 is a move");
    let safe = walling_in_none(&core, &eval, &moves);
    assert!(!safe.contains(&sealing));
    assert_eq!(safe.len(), moves.len() - 1, "every other move kept");
}

/// Red's last piece on M7 walks home in nine moves with nothing to hop
/// over. A green piece in transit beside its way saves a move when red
/// reaches it within two moves (K7: the plan counts on it); one that red
/// would reach only later (H7) will have moved on by then, so the plan
/// does not count on it.
#[test]
fn pieces_in_transit_count_for_my_first_two_moves_only() {
    let moves_with = |green: &str| {
        let text = format!(
            "red@bottom=A1,B1,B2,C1,C2,C3,D1,D2,D3,M7 blue@top=Q1 \
             green@lower-left={green} turn=red"
        );
        plan_from(&text, false).0.moves
    };
    // M1 is green's start camp: no ladder anywhere near red's way.
    let alone = moves_with("M1");
    assert_eq!(alone, 9, "nine steps home");
    assert_eq!(moves_with("K7"), alone - 1, "a ladder within reach");
    assert_eq!(moves_with("H7"), alone, "a ladder reached too late");
}
