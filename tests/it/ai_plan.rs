//! Strong at a table with Medium seats plans its own way home instead of
//! expecting them to race: a race it lost to two Mediums, won.

use hopcard::ai::{Level, Request, choose_with_nodes, position_key, thinking_seats};
use hopcard::{Outcome, Position, RuleSet};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Play from `start` to the end (at most `plies`) with `levels` at the
/// seats, each at its own node budget for the table, knowing the others'
/// levels as the app does, the way `hopcard match` does (positions seen
/// are avoided).
fn play_out(start: &str, levels: &[Level], plies: usize) -> (Outcome, Position) {
    let rules = RuleSet::default();
    let mut p = pos(start);
    let known: Vec<Option<Level>> = levels.iter().copied().map(Some).collect();
    let mut seen = HashSet::new();
    let stop = AtomicBool::new(false);
    for ply in 0..plies {
        if p.outcome(&rules).is_over() {
            break;
        }
        seen.insert(position_key(p.core()));
        let level = levels[p.turn()];
        let req = Request {
            level,
            time: None,
            seen: &seen,
            stop: &stop,
            seed: ply as u64,
            thinkers: thinking_seats(&known, p.turn()),
        };
        let nodes = level.nodes_at(levels.len() as u8);
        let choice = choose_with_nodes(&p, &rules, &req, nodes).expect("the game is on");
        p = p.play(&rules, &choice.proposal).expect("a legal move");
    }
    (p.outcome(&rules), p)
}

/// Whether `seat`, Strong among Medium seats, completes first when the
/// game is played on from `start` (a three-seat table).
fn strong_completes_first(start: &str, seat: usize) -> (bool, Outcome, Position) {
    let mut levels = [Level::Medium; 3];
    levels[seat] = Level::Strong;
    let (outcome, p) = play_out(start, &levels, 200);
    let won = matches!(outcome, Outcome::Win { player, .. } if player == seat);
    (won, outcome, p)
}

/// Games 1 and 2 of `hopcard match --a strong --b medium --players 3
/// --games 12 --seed 41` on `a98f3b0` (Strong looking through the Mediums'
/// moves as moves against it), after 70 plies: Strong (red, then green)
/// went on to lose both, red one piece short, and lost again when that
/// build played on from here (`--openings` with the position). Planning
/// its way home, Strong completes first from both.
#[test]
fn planning_its_way_home_strong_wins_races_it_lost_to_two_mediums() {
    let lost = [
        (
            "red@bottom=B1,C1,E4,E6,E9,G4,G9,I5,I6,L8 \
             green@upper-left=F4,F9,G5,G6,J4,J6,J9,J10,K8,L10 \
             blue@upper-right=G7,I3,I9,J1,J2,K3,K6,L2,L3,N2 turn=green",
            0,
        ),
        (
            "red@bottom=D2,D3,D4,E6,E9,G10,J5,J6,O1,P2 \
             green@upper-left=F1,G7,H2,H7,H8,H9,I6,J10,K8,L7 \
             blue@upper-right=F4,F8,G6,H4,I1,I3,J2,J4,J9,K7 turn=green",
            1,
        ),
    ];
    for (start, seat) in lost {
        let (won, outcome, p) = strong_completes_first(start, seat);
        assert!(
            won,
            "seat {seat} (Strong) did not complete first: {outcome:?} at {p}"
        );
    }
}
