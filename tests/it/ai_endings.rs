//! Games that end: the computer finishes under every completion option, does
//! not walk back into a cycle it has already played, reads a saved game's
//! history (`best --game`), and answers at tables of three and six.

use hopcard::ai::{Level, Request, choose, position_key};
use hopcard::{Completion, Hole, Outcome, Position, Proposal, Route, RuleSet};
use std::collections::HashSet;
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn think(p: &Position, rules: &RuleSet, level: Level, seen: &HashSet<u64>, ms: u64) -> Proposal {
    let stop = AtomicBool::new(false);
    let req = Request {
        level,
        time: Some(Duration::from_millis(ms)),
        seen,
        stop: &stop,
        seed: 5,
        thinkers: 0,
        seats: &[],
    };
    choose(p, rules, &req).expect("the game is on").proposal
}

fn with(completion: Completion) -> RuleSet {
    RuleSet {
        completion,
        ..RuleSet::default()
    }
}

fn hole(name: &str) -> Hole {
    Hole::parse(name).unwrap_or_else(|| panic!("hole {name}"))
}

/// Red (heading for the top) has walled blue's spoiler into A1 and has nine
/// pieces: E9-D4 brings the last one home. That completes red's destination
/// under every option (all nine home for swap and ten; no empty hole for
/// available), and every level must take it instead of shuffling.
#[test]
fn takes_the_completing_move_under_every_completion_option() {
    let p = pos("red=B1,B2,C1,C2,C3,D1,D2,D3,E9 \
                 blue=A1,K5,L5,M5,N1,N2,N3,N4,O1,O2 turn=red");
    for completion in [Completion::Swap, Completion::Ten, Completion::Available] {
        let rules = with(completion);
        for level in [Level::Easy, Level::Medium, Level::Strong] {
            let proposal = think(&p, &rules, level, &HashSet::new(), 100);
            let next = p.play(&rules, &proposal).expect("legal");
            assert!(
                matches!(next.outcome(&rules), Outcome::Win { player: 0, .. }),
                "{completion:?} {level}: {proposal}"
            );
        }
    }
}

/// Red has seven of ten home, blue's spoiler on D1, two holes (D3, D4) still
/// free and pieces beside them. No move wins at once, but filling a hole is
/// the progress under every option (under the available-hole completion the
/// second fill wins); a shuffle inside the destination is wrong.
#[test]
fn fills_the_destination_instead_of_shuffling_under_every_completion_option() {
    let p = pos("red=A1,B1,B2,C1,C2,C3,D2,E8,E9,F8 \
                 blue=D1,K5,L5,M5,N1,N2,N3,N4,O1,O2 turn=red");
    let dest = p.seats()[0].destination().holes();
    for completion in [Completion::Swap, Completion::Ten, Completion::Available] {
        let rules = with(completion);
        for level in [Level::Medium, Level::Strong] {
            let proposal = think(&p, &rules, level, &HashSet::new(), 150);
            let Proposal::Route(route) = &proposal else {
                panic!("{completion:?} {level}: red has moves");
            };
            let (start, landing) = (route.0[0], route.0[route.0.len() - 1]);
            assert!(
                dest & start.bit() == 0 && dest & landing.bit() != 0,
                "{completion:?} {level}: {proposal} does not fill a free hole"
            );
        }
    }
}

/// A four-ply cycle the computer played before: from the position it returns
/// to, it must not play the move that starts the cycle again (the history
/// says where that leads), as long as it has another move.
#[test]
fn strong_does_not_repeat_a_cycle_it_has_played() {
    let rules = RuleSet::default();
    // From a game against a spoiler: blue keeps A1; red's E6 steps to D3 and
    // back while blue's F7 steps to G7 and back.
    let p0 = pos("red=B1,B2,C1,C2,C3,D1,D2,D4,E6,J5 \
                  blue=A1,F7,K5,L5,M5,N1,N2,N3,N4,O1 turn=red");
    let first = think(&p0, &rules, Level::Strong, &HashSet::new(), 100);
    let Proposal::Route(route) = &first else {
        panic!("red has moves");
    };
    let p1 = p0.play(&rules, &first).expect("legal");
    let p2 = p1
        .play(
            &rules,
            &Proposal::Route(Route(vec![hole("F7"), hole("G7")])),
        )
        .expect("blue steps");
    let back: Vec<Hole> = route.0.iter().rev().copied().collect();
    let p3 = p2
        .play(&rules, &Proposal::Route(Route(back)))
        .expect("red steps back");
    let p4 = p3
        .play(
            &rules,
            &Proposal::Route(Route(vec![hole("G7"), hole("F7")])),
        )
        .expect("blue steps back");
    assert_eq!(p4, p0, "the four plies make a cycle");
    let seen: HashSet<u64> = [&p0, &p1, &p2, &p3]
        .iter()
        .map(|p| position_key(p.core()))
        .collect();
    let again = think(&p0, &rules, Level::Strong, &seen, 100);
    assert_ne!(again, first, "Strong walks into the cycle again");
    let next = p0.play(&rules, &again).expect("legal");
    assert!(!seen.contains(&position_key(next.core())), "{again}");
}

fn legal_within_budget(colours: &[&str], plies: usize) {
    let rules = RuleSet::default();
    let mut p = Position::start(colours).expect("start");
    for _ in 0..plies {
        let proposal = think(&p, &rules, Level::Strong, &HashSet::new(), 40);
        assert!(p.check(&rules, &proposal).is_legal(), "{proposal} in {p}");
        p = p.play(&rules, &proposal).expect("legal");
    }
    // Every seat has moved and made progress out of its camp.
    for (i, seat) in p.seats().iter().enumerate() {
        assert!(
            p.pieces(i) & !seat.camp.holes() != 0,
            "{} never left: {p}",
            seat.colour
        );
    }
}

#[test]
fn three_player_search_returns_a_legal_move() {
    legal_within_budget(&["red", "green", "blue"], 9);
}

#[test]
fn six_player_search_returns_a_legal_move() {
    legal_within_budget(&["red", "green", "blue", "white", "black", "yellow"], 12);
}

/// `best --game` reads the saved history: in a game that went round a cycle
/// back to its start, it does not choose the move that began the cycle.
#[test]
fn best_with_a_saved_game_avoids_its_history() {
    let start = Position::card_start();
    let rules = RuleSet::default();
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_hopcard"))
            .args(args)
            .output()
            .expect("runs");
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    };
    let text = start.to_string();
    let fresh = run(&["best", "--level", "greedy", &text]);
    let first: Proposal = fresh.parse().expect("a route");
    let Proposal::Route(route) = &first else {
        panic!("a move from the start");
    };
    let back = Proposal::Route(Route(route.0.iter().rev().copied().collect()));
    let blue = Proposal::Route(Route(vec![hole("D1"), hole("E5")]));
    let blue_back = Proposal::Route(Route(vec![hole("E5"), hole("D1")]));
    // A signed two-player card under the card defaults, from the fixture.
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/finished-game.ron");
    let card = hopcard::records::load_game(&fixture)
        .expect("fixture")
        .game
        .card;
    let mut game = hopcard::GameState::new(card, start.clone());
    for proposal in [&first, &blue, &back, &blue_back] {
        game.play(proposal).expect("legal");
    }
    assert_eq!(game.position(), &start);
    let dir = crate::common::temp_dir("ai-best");
    let file = dir.join("cycle.ron");
    crate::common::games::save_game(&file, &game, "2026-01-01 00:00 UTC");
    let file_arg = file.to_string_lossy().to_string();
    let with_history = run(&["best", "--level", "greedy", "--game", &file_arg]);
    assert_ne!(with_history, fresh, "best --game repeats the cycle");
    assert!(
        start
            .check(&rules, &with_history.parse().expect("route"))
            .is_legal()
    );
    // --level and --ms combine.
    let timed = run(&["best", "--level", "strong", "--ms", "50", &text]);
    assert!(
        start
            .check(&rules, &timed.parse().expect("route"))
            .is_legal()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
