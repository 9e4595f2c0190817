//! An opponent's straggler walled in inside the computer's destination is
//! no prize: the computer finishes round it (or lets it out) instead of
//! keeping it walled in for ever. Both positions are where a Strong-greedy
//! game of `hopcard match` was stopped at the 400-ply cap.

use hopcard::ai::{Level, Request, choose_with_nodes, position_key};
use hopcard::{Outcome, Position, RuleSet};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Play Strong (a fixed node budget, so the test does not depend on the
/// machine) against greedy from `start` for at most `rounds` moves each, the
/// way `hopcard match` does (positions seen are avoided); the outcome.
fn strong_against_greedy(start: &str, strong_seat: usize, rounds: usize) -> (Outcome, Position) {
    strong_with_nodes_against_greedy(start, strong_seat, rounds, 60_000)
}

/// [`strong_against_greedy`] with Strong searching `nodes` a move.
fn strong_with_nodes_against_greedy(
    start: &str,
    strong_seat: usize,
    rounds: usize,
    nodes: u64,
) -> (Outcome, Position) {
    let rules = RuleSet::default();
    let mut p = pos(start);
    let mut seen = HashSet::new();
    let stop = AtomicBool::new(false);
    for _ in 0..2 * rounds {
        if p.outcome(&rules).is_over() {
            break;
        }
        seen.insert(position_key(p.core()));
        let level = if p.turn() == strong_seat {
            Level::Strong
        } else {
            Level::Greedy
        };
        let req = Request {
            level,
            time: None,
            seen: &seen,
            stop: &stop,
            seed: 7,
        };
        let choice = choose_with_nodes(&p, &rules, &req, nodes).expect("the game is on");
        p = p.play(&rules, &choice.proposal).expect("a legal move");
    }
    (p.outcome(&rules), p)
}

/// Blue's last piece, D1, is still in its start camp (red's destination),
/// walled in by red's C1, D2, E5 and E6, with F4 and F6 on its hop
/// landings. Red has six pieces home and could finish with a swap onto D1;
/// it used to shuffle C2 and C3 for ever, since the straggler's charge in
/// blue's evaluation counted as red's gain.
#[test]
fn strong_finishes_instead_of_keeping_a_straggler_walled_in() {
    let (outcome, p) = strong_against_greedy(
        "red@bottom=B1,B2,C2,C3,D2,D3,E5,E6,F4,F6 \
         blue@top=D1,N1,N2,N3,O1,O2,O3,P1,P2,Q1 turn=red",
        0,
        20,
    );
    assert!(
        matches!(outcome, Outcome::Win { player: 0, .. }),
        "red (Strong) did not finish in 20 moves: {outcome:?} at {p}"
    );
}

/// The same with the colours the other way round: red's straggler on N4 in
/// blue's destination, blue (Strong) with six home and four pieces round it.
#[test]
fn strong_finishes_round_a_straggler_at_the_front_of_its_camp() {
    let (outcome, p) = strong_against_greedy(
        "red@bottom=A1,B1,B2,C1,C3,D1,D2,D3,D4,N4 \
         blue@top=L7,L9,M8,M9,N1,N2,N3,O1,O3,P2 turn=blue",
        1,
        20,
    );
    assert!(
        matches!(outcome, Outcome::Win { player: 1, .. }),
        "blue (Strong) did not finish in 20 moves: {outcome:?} at {p}"
    );
}

/// Game 1 of `hopcard match --a strong --b greedy --games 60 --seed 7`, 36
/// plies before the end: red (Strong) has N3 and M10 still at home while
/// its leaders are in. Strong used to bring its other pieces home first and
/// walk the last one in alone, a row a move with no bridges left, and lost
/// the race by one move. It must bring its stragglers up while there are
/// pieces to hop over, and win. Strong searches its own budget here, as in
/// the match (with a smaller one it happened to win the old way too).
#[test]
fn strong_brings_its_stragglers_home_in_time_to_win_the_race() {
    assert_strong_wins_the_race(
        "red@bottom=A1,B1,C2,C3,D2,E9,F4,G5,M10,N3 \
         green@top=H6,I1,I2,J6,K3,K4,K5,M6,P1,Q1 turn=red",
        0,
        24,
    );
}

/// Game 38 of the same match, 50 plies before the end: green (Strong) has
/// F5 and F7 still far behind. Strong used to lose this race by one move
/// with L4 and M8 left outside; it must bring them up in time and win.
/// From 40 plies before the end the race was already lost.
#[test]
fn strong_wins_the_race_it_lost_with_two_pieces_behind() {
    assert_strong_wins_the_race(
        "red@bottom=D1,E6,E8,F9,H3,H6,I1,J2,K5,M7 \
         green@top=F5,F7,H8,I3,I5,I8,K2,K6,N3,O2 turn=green",
        1,
        30,
    );
}

/// Strong, at its own node budget as in the match, plays the race from
/// `start` against greedy for at most `rounds` moves each and wins it.
fn assert_strong_wins_the_race(start: &str, strong_seat: usize, rounds: usize) {
    let (outcome, p) =
        strong_with_nodes_against_greedy(start, strong_seat, rounds, Level::Strong.nodes());
    assert!(
        matches!(outcome, Outcome::Win { player, .. } if player == strong_seat),
        "Strong lost the race: {outcome:?} in {p}"
    );
}
