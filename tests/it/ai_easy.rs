//! The easy level at the end of a game against a careless opponent: it
//! plans a finish a few of its own moves away, it opens a way out for an
//! opponent's piece stuck deep in its destination, and against a random
//! mover its games end.

use hopcard::ai::arena::{MatchConfig, Player, run_match};
use hopcard::ai::{Level, Request, choose, openings};
use hopcard::{Hole, Position, Proposal, RuleSet};
use std::collections::HashSet;
use std::path::Path;
use std::sync::atomic::AtomicBool;

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn easy(p: &Position, rules: &RuleSet, seed: u64) -> Proposal {
    let seen = HashSet::new();
    let stop = AtomicBool::new(false);
    let req = Request {
        level: Level::Easy,
        time: None,
        seen: &seen,
        stop: &stop,
        seed,
        thinkers: 0,
        seats: &[],
    };
    choose(p, rules, &req).expect("the game is on").proposal
}

/// `p` with the same player to move again: the opponent stands still.
fn same_player_again(p: &Position, mover: &str) -> Position {
    let text = p.to_string();
    let (board, _) = text.rsplit_once(" turn=").expect("a turn");
    pos(&format!("{board} turn={mover}"))
}

/// Red has nine pieces home and blue's straggler on C3, which a last piece
/// can only swap onto from E7 or E9. Red's tenth piece on E5 cannot win in
/// one move; Easy must walk it to one of those holes first, and it does so
/// within three moves whatever its slips (one ply alone wanders along the
/// E row: every step there looks alike).
#[test]
fn easy_walks_its_last_piece_to_where_the_swap_can_be_made() {
    let rules = RuleSet::default();
    let start = pos("red=A1,B1,B2,C1,C2,D1,D2,D3,D4,E5 \
                     blue=C3,N2,N3,N4,O1,O2,O3,P1,P2,Q1 turn=red");
    for seed in 0..12 {
        let mut p = start.clone();
        let mut won = false;
        for _ in 0..3 {
            let proposal = easy(&p, &rules, seed);
            p = p.play(&rules, &proposal).expect("a legal move");
            if p.outcome(&rules).is_over() {
                won = true;
                break;
            }
            p = same_player_again(&p, "red");
        }
        assert!(won, "seed {seed}: not finished in three moves: {p}");
    }
}

/// Blue's piece on A1, the tip of red's destination, can only step to B2,
/// from where no swap reaches it either. Red has eight pieces home and two
/// outside; moving C1 or C3 down to B2 gives A1 a hop to that hole in the
/// third row, where red's last piece can swap with it. Easy opens that
/// way out instead of moving its outside pieces about (the old check
/// counted a spoiler with no empty hole beside it as walled in even when it
/// could hop out, so it never did).
#[test]
fn easy_opens_a_way_out_for_a_spoiler_at_the_tip() {
    let rules = RuleSet::default();
    let p = pos("red=B1,C1,C2,C3,D1,D2,D3,D4,E6,F6 \
                 blue=A1,N1,N2,N3,N4,O1,O2,O3,P1,P2 turn=red");
    let a1 = Hole::parse("A1").expect("hole");
    let reachable: Vec<Hole> = ["C1", "C2", "C3", "D1", "D2", "D3", "D4"]
        .iter()
        .map(|h| Hole::parse(h).expect("hole"))
        .collect();
    for seed in 0..12 {
        let proposal = easy(&p, &rules, seed);
        let next = p.play(&rules, &proposal).expect("a legal move");
        let ways_out = next.landings(&rules, a1);
        assert!(
            reachable.iter().any(|h| ways_out & h.bit() != 0),
            "seed {seed}: after {proposal} A1 can only go to {ways_out:b}"
        );
    }
}

/// Twenty games from the opening suite against a player that picks any
/// legal move: Easy wins every one before the 400-ply cap. The build
/// before the two things above had five of these twenty capped, and with
/// them but without valuing a stuck spoiler's ways out (`EXIT_VALUE` 0)
/// two.
#[test]
fn easy_beats_a_random_mover_before_the_cap() {
    let rules = RuleSet::default();
    let suite = openings::load(Path::new("assets/openings.ron"), &rules, 2).expect("the suite");
    let cfg = MatchConfig {
        a: Player::Computer(Level::Easy),
        b: vec![Player::Random],
        games: 20,
        first: 0,
        seed: 45,
        rules,
        max_plies: 400,
        time: None,
        players: 2,
        openings: suite,
    };
    let report = run_match(&cfg, |_, _| {});
    assert_eq!(
        (report.a_wins, report.capped),
        (20, 0),
        "easy against random:\n{report}"
    );
}
