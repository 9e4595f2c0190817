//! An opponent's straggler walled in inside the computer's destination is
//! no prize: the computer finishes round it (or lets it out) instead of
//! keeping it walled in for ever. Both positions are where a Strong-greedy
//! game of `hopcard match` was stopped at the 400-ply cap. And races
//! Strong lost to Medium at a table of two, won.

use hopcard::ai::{
    Level, Request, Rng, STRONG_NODES_AGAINST_MEDIUM, choose_with_nodes, position_key,
};
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
    let level = |seat| {
        if seat == strong_seat {
            Level::Strong
        } else {
            Level::Greedy
        }
    };
    play_on(start, rounds, level, |_| nodes, || 7, &[])
}

/// Play from `start` for at most `rounds` moves each, `level(seat)` at
/// each seat searching `nodes(level)` a move with the seed `seed()`, the
/// way `hopcard match` does (positions seen are avoided); the outcome.
/// `seats`: each seat's level as the computer is told it (empty: not told).
fn play_on(
    start: &str,
    rounds: usize,
    level: impl Fn(usize) -> Level,
    nodes: impl Fn(Level) -> u64,
    mut seed: impl FnMut() -> u64,
    seats: &[Option<Level>],
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
        let level = level(p.turn());
        let req = Request {
            level,
            time: None,
            seen: &seen,
            stop: &stop,
            seed: seed(),
            thinkers: 0,
            seats,
        };
        let choice = choose_with_nodes(&p, &rules, &req, nodes(level)).expect("the game is on");
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

/// Game 101 of `hopcard match --a strong --b medium --games 200 --seed 24
/// --openings assets/openings.ron`, 28 plies before the end: red (Strong)
/// has M5 still far behind, a row from its start camp, while its leaders
/// are nearly home. Strong used to hop the leaders in first and lost with
/// E6, F5 and F7 outside; weighing how far its last piece has to go, it
/// brings the group home together and wins. The game is played on as the
/// match plays it (Medium's slips drawn from the same seeds).
#[test]
fn strong_brings_its_last_piece_up_and_beats_medium() {
    let start = "red@bottom=B1,D3,E7,G6,G8,H3,H5,H7,I6,M5 \
                 blue@top=F7,F9,I4,J5,K5,L5,L7,N1,N3,P1 turn=red";
    let (outcome, p) = strong_against_medium_as_in_a_match(start, (24, 0), 30, false);
    assert!(
        matches!(outcome, Outcome::Win { player: 0, .. }),
        "red (Strong) lost the race to Medium: {outcome:?} in {p}"
    );
}

/// Game 30 of `hopcard match --a strong --b medium --games 200 --seed 24
/// --openings assets/openings.ron` on `eb540fe`, 31 plies in: blue
/// (Strong) lost by one move, and lost again played on from here as game 2
/// of a match over this one opening (seed 24), answering each of its moves
/// with the reply worst for it. Reading the few replies Medium's own search
/// picks among, it wins (with the two-seat budget, 400,000 nodes, as well
/// as its own against Medium). The first assertion fails on `eb540fe`.
#[test]
fn reading_mediums_own_replies_strong_wins_a_two_seat_race_it_lost() {
    let start = "red@bottom=D2,F5,G3,G4,G7,I5,J5,L5,L6,M7 \
                 blue@top=E8,E9,F7,H4,H6,J4,K7,L8,M8,O2 turn=blue";
    let (outcome, p) = strong_against_medium_as_in_a_match(start, (24, 1), 30, true);
    assert!(
        matches!(outcome, Outcome::Win { player: 1, .. }),
        "blue (Strong, reading Medium's replies) lost the race: {outcome:?} in {p}"
    );
    let (outcome, p) = strong_against_medium_as_in_a_match(start, (24, 1), 30, false);
    assert!(
        matches!(outcome, Outcome::Win { player: 0, .. }),
        "blue (Strong, not told its opponent is Medium) should lose as before: {outcome:?} in {p}"
    );
}

/// Play game `game.1` (counted from 0) of a match with seed `game.0` from
/// the suite `[start]`: Strong (at seat `game.1 % 2`, as `hopcard match`
/// seats side a) against Medium for at most `rounds` moves each, each
/// move's seed drawn as `hopcard match` draws it. Both search a fixed node
/// budget (their levels'), so a loaded machine plays the same game. With
/// `told`, each side knows the other's level, as in the app and the match.
fn strong_against_medium_as_in_a_match(
    start: &str,
    (seed, game): (u64, u64),
    rounds: usize,
    told: bool,
) -> (Outcome, Position) {
    // `play_game` seeds game `index` with `seed + index * 0x1000_0001`.
    let mut rng = Rng::new(seed.wrapping_add(game.wrapping_mul(0x1000_0001)));
    let strong = usize::from(game % 2 == 1);
    let level = |seat| {
        if seat == strong {
            Level::Strong
        } else {
            Level::Medium
        }
    };
    let known: Vec<Option<Level>> = (0..2).map(|q| Some(level(q))).collect();
    let seats: &[Option<Level>] = if told { &known } else { &[] };
    // Told, Strong spends its budget against a Medium seat, as in a match.
    let nodes = |l: Level| match l {
        Level::Strong if told => STRONG_NODES_AGAINST_MEDIUM,
        _ => l.nodes(),
    };
    play_on(start, rounds, level, nodes, move || rng.next_u64(), seats)
}
