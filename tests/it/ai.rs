//! The computer opponent plays by the card: legal moves under every option,
//! wins when it can, swaps to complete, passes only when certified.

use hopcard::ai::{Choice, Level, Request, choose, position_key};
use hopcard::{Outcome, Position, Proposal, RuleSet, Verdict};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

fn pick(pos: &Position, rules: &RuleSet, level: Level) -> Option<Proposal> {
    think(pos, rules, level, Duration::from_millis(60)).map(|c| c.proposal)
}

/// The computer's choice with this much thinking time and no game history.
fn think(pos: &Position, rules: &RuleSet, level: Level, time: Duration) -> Option<Choice> {
    let seen = HashSet::new();
    let stop = AtomicBool::new(false);
    let req = Request {
        level,
        time: Some(time),
        seen: &seen,
        stop: &stop,
        seed: 3,
        thinkers: 0,
        seats: &[],
    };
    choose(pos, rules, &req)
}

fn all_rule_sets() -> Vec<RuleSet> {
    RuleSet::all()
}

#[test]
fn only_legal_moves_under_every_rule_option() {
    // 108 rule sets, a few plies each, with three players so the camp options bite.
    for (i, rules) in all_rule_sets().iter().enumerate() {
        let mut pos = if i % 2 == 0 {
            Position::card_start()
        } else {
            Position::start(&["red", "green", "blue"]).expect("three-player start")
        };
        for ply in 0..6 {
            let level = [Level::Greedy, Level::Easy, Level::Medium][ply % 3];
            let Some(proposal) = pick(&pos, rules, level) else {
                break;
            };
            let verdict = pos.check(rules, &proposal);
            assert!(
                verdict.is_legal(),
                "{rules}: {proposal} in {pos}: {verdict}"
            );
            pos = pos.play(rules, &proposal).expect("a legal verdict plays");
        }
    }
}

#[test]
fn finds_a_one_move_win() {
    // Red has nine home and D1 free: red's last piece on E6 steps in and wins
    // (a greedy player might prefer other progress; every level must see the win).
    let pos: Position =
        "red=A1,B1,B2,C1,C2,C3,D2,D3,D4,E6 blue=M5,M6,M7,N1,N2,N3,N4,O1,O2,I5 turn=red"
            .parse()
            .expect("position");
    let rules = RuleSet::default();
    for level in Level::ALL {
        let proposal = pick(&pos, &rules, level).expect("a move");
        let next = pos.play(&rules, &proposal).expect("legal");
        assert!(
            matches!(next.outcome(&rules), Outcome::Win { player: 0, .. }),
            "{level}: {proposal}"
        );
    }
}

#[test]
fn finds_a_completing_swap() {
    let pos: Position =
        "red=A1,B1,B2,C1,C2,C3,D2,D3,D4,E6 blue=D1,M5,M6,M7,N1,N2,N3,O1,O2,P1 turn=red"
            .parse()
            .expect("position");
    let rules = RuleSet::default();
    let proposal = pick(&pos, &rules, Level::Strong).expect("a move");
    assert_eq!(
        pos.check(&rules, &proposal),
        Verdict::LegalSwap,
        "{proposal}"
    );
    assert!(matches!(
        pos.play(&rules, &proposal).expect("legal").outcome(&rules),
        Outcome::Win { player: 0, .. }
    ));
}

#[test]
fn passes_only_when_certified() {
    let rules = RuleSet::default();
    let stuck: Position = "red=A1,Q1 blue=B1,B2,C1,C3,P1,P2,O1,O3 turn=red"
        .parse()
        .expect("position");
    assert!(stuck.pass_certified(&rules));
    assert_eq!(pick(&stuck, &rules, Level::Strong), Some(Proposal::Pass));
    let free = Position::card_start();
    for level in Level::ALL {
        assert_ne!(pick(&free, &rules, level), Some(Proposal::Pass), "{level}");
    }
    let over: Position = "red=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 blue=I5 turn=blue"
        .parse()
        .expect("position");
    assert_eq!(
        pick(&over, &rules, Level::Strong),
        None,
        "no move in a finished game"
    );
}

#[test]
fn an_interrupted_search_leaves_the_game_untouched() {
    let pos = Position::card_start();
    let before = pos.clone();
    let seen = HashSet::new();
    let stop = AtomicBool::new(true);
    let req = Request {
        level: Level::Strong,
        time: Some(Duration::from_secs(30)),
        seen: &seen,
        stop: &stop,
        seed: 1,
        thinkers: 0,
        seats: &[],
    };
    let choice = choose(&pos, &RuleSet::default(), &req).expect("still answers with a legal move");
    assert_eq!(pos, before);
    assert!(pos.check(&RuleSet::default(), &choice.proposal).is_legal());
}

#[test]
fn avoids_returning_to_a_seen_position() {
    // Red's only piece outside can step back and forth; with the position after
    // the obvious move marked as seen, the computer picks another move.
    let rules = RuleSet::default();
    let pos = Position::card_start();
    let first = pick(&pos, &rules, Level::Greedy).expect("move");
    let after = pos.play(&rules, &first).expect("legal");
    let mut seen = HashSet::new();
    seen.insert(position_key(after.core()));
    let stop = AtomicBool::new(false);
    let req = Request {
        level: Level::Greedy,
        time: None,
        seen: &seen,
        stop: &stop,
        seed: 1,
        thinkers: 0,
        seats: &[],
    };
    let second = choose(&pos, &rules, &req).expect("move").proposal;
    assert_ne!(first, second);
}

#[test]
fn frees_a_spoiler_it_has_walled_in() {
    // Blue's last piece at home (A1) is walled in by red's B1 and B2; red can
    // only finish by a swap once it can get out or be reached, so red opens
    // a way out for it (a hole beside it, or one to hop to) instead of
    // making progress elsewhere.
    let rules = RuleSet::default();
    let pos: Position =
        "red=B1,B2,C1,C2,C3,D2,D3,D4,E6,F6 blue=A1,N2,N3,N4,O1,O2,O3,P1,P2,Q1 turn=red"
            .parse()
            .expect("position");
    for level in [Level::Easy, Level::Medium, Level::Strong] {
        let proposal = pick(&pos, &rules, level).expect("a move");
        let next = pos.play(&rules, &proposal).expect("legal");
        // A step or a hop out of A1 will do: blue moves next.
        let a1 = hopcard::Hole::parse("A1").expect("hole");
        assert!(
            next.landings(&rules, a1) != 0,
            "{level}: {proposal} leaves A1 walled in"
        );
    }
}

#[test]
fn brings_stragglers_out_instead_of_blocking_the_opponent() {
    // Blue still has six pieces at home, in red's way. Shuffling an arrived
    // piece inside blue's destination would keep red out and keep blue's
    // lead, and both sides would then wait for ever; the computer moves a
    // straggler out instead.
    let rules = RuleSet::default();
    let pos: Position = "red@bottom=D1,E5,E6,F5,I1,I9,J2,J5,J9,K3 \
                         blue@top=B1,C1,C2,C3,D2,D3,F6,O1,P2,Q1 turn=blue"
        .parse()
        .expect("position");
    let home = pos.seats()[1].camp.holes();
    for level in [Level::Medium, Level::Strong] {
        // Long enough for Strong to see red's replies to blue moving out.
        let choice = think(&pos, &rules, level, Duration::from_secs(2)).expect("a move");
        let proposal = choice.proposal;
        let Proposal::Route(route) = &proposal else {
            panic!("{level}: blue has moves, not a pass");
        };
        let start = route.0[0];
        assert!(
            home & 1u128 << start.index() != 0,
            "{level} (depth {}): {proposal} leaves blue's stragglers at home",
            choice.depth
        );
    }
}
