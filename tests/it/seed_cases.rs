//! The seed material as real positions: the blocking count example under each
//! completion option, and the six explained cases of the agreement card.
//!
//! Expected values are derived from `docs/rules.md` (which wins over the
//! seed where they differ) and from the board geometry of `notation.md`:
//! cube coordinates (q, r), rows A..Q are r = -8..8, holes numbered from the
//! left by q. Red starts at `bottom` and heads for `top` (A1..D4), blue the
//! other way round.

use hopcard::{
    Completion, DestLock, Hole, Movement, OtherCamps, Outcome, Position, Proposal, RuleSet, Unused,
    Verdict,
};

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn route(text: &str) -> Proposal {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn hole(name: &str) -> Hole {
    Hole::parse(name).unwrap_or_else(|| panic!("no hole {name}"))
}

fn holes(names: &[&str]) -> u128 {
    names.iter().fold(0, |m, n| m | hole(n).bit())
}

fn rules_with(completion: Completion) -> RuleSet {
    RuleSet {
        completion,
        ..RuleSet::default()
    }
}

fn clause(v: &Verdict) -> Option<u8> {
    match v {
        Verdict::Illegal { clause, .. } => clause.map(hopcard::Clause::number),
        _ => None,
    }
}

fn assert_illegal(v: &Verdict, want: u8, what: &str) {
    assert!(
        matches!(v, Verdict::Illegal { clause: Some(c), .. } if c.number() == want),
        "{what}: expected illegal (clause {want}), got {v}"
    );
}

/// Top camp (red's destination) minus D1.
const RED_NINE: &str = "A1,B1,B2,C1,C2,C3,D2,D3,D4";
/// Blue's nine pieces away from everything that matters: centre holes, none in
/// the bottom camp (so blue is never complete), none next to E6 or D1.
const BLUE_NINE: &str = "G4,G6,I1,I3,I7,I9,K4,K6,K8";

/// The count example: red has nine home and its tenth piece on E6. E6 (1,-4)
/// and D1 (1,-5) are adjacent along (0,-1), so E6-D1 is an ordinary step into
/// the tenth destination hole, which blue occupies.
fn count_example(turn: &str) -> Position {
    pos(&format!(
        "red@bottom={RED_NINE},E6 blue@top=D1,{BLUE_NINE} turn={turn}"
    ))
}

#[test]
fn count_example_swap_is_a_legal_final_entry_and_wins() {
    let rules = rules_with(Completion::Swap);
    let p = count_example("red");
    assert_eq!(
        p.outcome(&rules),
        Outcome::Playing,
        "nine home is not a win under swap"
    );
    // Nine home, the tenth moves from outside, the route is a plain step whose
    // only fault would be the occupied final landing: the final-entry swap.
    assert_eq!(p.check(&rules, &route("E6-D1")), Verdict::LegalSwap);
    let listed: Vec<String> = p
        .legal_moves(&rules)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(listed.contains(&"E6-D1 swap".to_string()), "{listed:?}");

    let after = p.play(&rules, &route("E6-D1")).expect("swap is legal");
    // Red now fills the top camp; blue's piece went to red's old hole E6.
    assert_eq!(
        after.pieces(0),
        holes(&["A1", "B1", "B2", "C1", "C2", "C3", "D1", "D2", "D3", "D4"])
    );
    assert_eq!(after.owner(hole("E6")), Some(1));
    assert_eq!(
        after.pieces(1),
        holes(&["E6", "G4", "G6", "I1", "I3", "I7", "I9", "K4", "K6", "K8"])
    );
    // All twenty pieces remain.
    assert_eq!(
        after.pieces(0).count_ones() + after.pieces(1).count_ones(),
        20
    );
    assert_eq!(after.core().occupied.count_ones(), 20);
    assert_eq!(
        after.outcome(&rules),
        Outcome::Win {
            player: 0,
            rule: Completion::Swap
        }
    );
    assert_eq!(
        after.to_string(),
        "red@bottom=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 blue@top=E6,G4,G6,I1,I3,I7,I9,K4,K6,K8 turn=blue"
    );
}

#[test]
fn count_example_ten_blocks_the_entry() {
    let rules = rules_with(Completion::Ten);
    let p = count_example("red");
    // No swap exception: the landing must be empty (clause 2), no capture.
    assert_illegal(&p.check(&rules, &route("E6-D1")), 2, "E6-D1 under ten");
    assert!(p.play(&rules, &route("E6-D1")).is_err());
    assert_eq!(
        p.outcome(&rules),
        Outcome::Playing,
        "nine of ten is no win under ten"
    );
    assert!(
        p.legal_moves(&rules)
            .iter()
            .all(|m| m.landing() != hole("D1") && !m.swap)
    );
}

#[test]
fn count_example_available_is_already_a_win() {
    let rules = rules_with(Completion::Available);
    // The top camp has no empty hole (nine red + blue on D1) and holds red.
    // With turn=blue the last mover is red, checked first; with turn=red the
    // last mover is blue, whose destination (bottom) is empty, so red is next.
    for turn in ["blue", "red"] {
        let p = count_example(turn);
        assert_eq!(
            p.outcome(&rules),
            Outcome::Win {
                player: 0,
                rule: Completion::Available
            },
            "turn={turn}"
        );
        assert_eq!(p.outcome(&rules).status_line(&p), "win red");
        // The tenth red piece remains outside; nothing more may be played.
        assert_eq!(p.owner(hole("E6")), Some(0));
        assert!(p.legal_moves(&rules).is_empty());
        assert!(!p.pass_certified(&rules));
        let v = p.check(&rules, &route("E6-D1"));
        assert_eq!(
            v,
            Verdict::Illegal {
                clause: None,
                reason: hopcard::Reason::GameOver
            }
        );
    }
}

/// Case 1: red's only piece on I5 (0,0). Forward for red is towards the top
/// (smaller r). Blue sits on both forward neighbours H5 (0,-1) and H6 (1,-1)
/// and on the holes beyond them, G5 (0,-2) and G7 (2,-2), so there is no
/// forward step and no forward hop; the other four neighbours are empty and
/// have no piece to hop over, so red has exactly four steps, none forward.
#[test]
fn case1_no_forward_jump_but_a_sideways_step_forbids_passing() {
    let rules = RuleSet::default();
    let p = pos("red=I5 blue=H5,H6,G5,G7 turn=red");
    let moves: Vec<String> = p
        .legal_moves(&rules)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(moves, ["I5-I4", "I5-I6", "I5-J5", "I5-J6"]);
    assert!(
        p.legal_moves(&rules)
            .iter()
            .all(|m| m.landing().coords().1 >= 0),
        "no forward move"
    );
    assert!(!p.pass_certified(&rules));
    assert_illegal(
        &p.check(&rules, &Proposal::Pass),
        6,
        "pass with a sideways step",
    );
    assert!(p.play(&rules, &Proposal::Pass).is_err());
}

/// Case 2: red's D1 is in its destination; D1-E5 is a geometric step
/// (direction (-1,1)) to a centre hole outside the destination.
#[test]
fn case2_an_arrived_piece_may_not_step_out() {
    let p = pos("red=D1,I5 blue=K5 turn=red");
    let lock = |dest_lock| RuleSet {
        dest_lock,
        ..RuleSet::default()
    };
    assert_illegal(
        &p.check(&lock(DestLock::EveryLanding), &route("D1-E5")),
        3,
        "every-landing",
    );
    // The turn ends outside too, so turn-end forbids it as well.
    assert_illegal(
        &p.check(&lock(DestLock::TurnEnd), &route("D1-E5")),
        3,
        "turn-end",
    );
    assert_eq!(
        p.check(&lock(DestLock::Off), &route("D1-E5")),
        Verdict::Legal
    );
    // Moves within the destination stay legal: D1-D2 (direction (1,0)) and D1-C1.
    assert_eq!(
        p.check(&lock(DestLock::EveryLanding), &route("D1-D2")),
        Verdict::Legal
    );
    assert_eq!(
        p.check(&lock(DestLock::EveryLanding), &route("D1-C1")),
        Verdict::Legal
    );
}

/// Case 3: midgame, red has nothing home; blue still sits on its own start
/// hole D1, which is in red's destination. Red's E6 is adjacent to it.
#[test]
fn case3_no_midgame_swap() {
    let p = pos(
        "red@bottom=E6,N1,N2,N3,N4,O1,O2,O3,P1,P2 blue@top=D1,A1,B1,B2,C1,C2,C3,D2,D3,I5 turn=red",
    );
    let swap = rules_with(Completion::Swap);
    // The final landing is an opponent's piece in red's destination, but red
    // has fewer than nine home: clause 5 (blocking), not a swap.
    assert_illegal(&p.check(&swap, &route("E6-D1")), 5, "E6-D1 midgame");
    assert!(p.legal_moves(&swap).iter().all(|m| !m.swap));
    // Under ten the same entry is a plain occupied landing (clause 2).
    assert_illegal(
        &p.check(&rules_with(Completion::Ten), &route("E6-D1")),
        2,
        "E6-D1 under ten",
    );
}

/// Case 4: nine red home, blue on the last hole D1, but the red outsider is on
/// F6 (1,-3): F6-D1 would be a hop over E6 (1,-4), which is empty.
#[test]
fn case4_counts_alone_are_no_win() {
    let p = pos(&format!(
        "red@bottom={RED_NINE},F6 blue@top=D1,{BLUE_NINE} turn=red"
    ));
    for completion in [Completion::Swap, Completion::Ten] {
        let rules = rules_with(completion);
        assert_eq!(p.outcome(&rules), Outcome::Playing, "{completion:?}");
        // Geometry is checked before occupancy: no bridge, clause 2.
        assert_illegal(&p.check(&rules, &route("F6-D1")), 2, "F6-D1");
        assert!(
            p.legal_moves(&rules).iter().all(|m| !m.swap),
            "no swap is reachable"
        );
    }
    // Only the available-hole convention makes it a win.
    assert_eq!(
        p.outcome(&rules_with(Completion::Available))
            .status_line(&p),
        "win red"
    );
}

/// Case 5: own start is always allowed, even as the opponent's destination.
#[test]
fn case5_own_start_is_allowed_and_third_player_camps_are_named() {
    // Two players: red's start (bottom) is blue's destination. M5 (-4,4) to
    // N1 (-4,5) is a step back into red's own start.
    let two = pos("red=M5,I5 blue=E7 turn=red");
    for other_camps in [OtherCamps::Allowed, OtherCamps::NoRest, OtherCamps::NoEntry] {
        for unused in [Unused::Usable, Unused::NoRest] {
            let rules = RuleSet {
                other_camps,
                unused,
                ..RuleSet::default()
            };
            assert_eq!(
                two.check(&rules, &route("M5-N1")),
                Verdict::Legal,
                "{rules}"
            );
        }
    }
    // Three players: red@bottom, blue@upper-left, green@upper-right. M4
    // (-5,4) is in lower-left, green's destination: a third player's camp.
    let three = pos("red@bottom=M5,I5 blue@upper-left=E1 green@upper-right=E13 turn=red");
    let camps = |other_camps| RuleSet {
        other_camps,
        ..RuleSet::default()
    };
    assert_illegal(
        &three.check(&camps(OtherCamps::NoEntry), &route("M5-M4")),
        4,
        "no-entry",
    );
    assert_illegal(
        &three.check(&camps(OtherCamps::NoRest), &route("M5-M4")),
        4,
        "no-rest end",
    );
    assert_eq!(
        three.check(&camps(OtherCamps::Allowed), &route("M5-M4")),
        Verdict::Legal
    );
    // ...while red's own start stays open under no-entry.
    assert_eq!(
        three.check(&camps(OtherCamps::NoEntry), &route("M5-N1")),
        Verdict::Legal
    );
}

/// Case 6: the rule set is a value passed to every question; a position carries
/// none, so nobody can change the rules of a game in progress by asking
/// under other rules in between.
#[test]
fn case6_rules_are_a_value_not_position_state() {
    let p = count_example("red");
    let card = RuleSet::default();
    let ten = rules_with(Completion::Ten);
    let before = p.check(&ten, &route("E6-D1"));
    assert_eq!(clause(&before), Some(2));
    // Asking under the card (where it would be a swap) changes nothing for ten.
    assert_eq!(p.check(&card, &route("E6-D1")), Verdict::LegalSwap);
    assert_eq!(p.check(&ten, &route("E6-D1")), before);
    // The position text has no rules in it, and a refused play leaves it as is.
    assert!(!p.to_string().contains("swap"));
    let copy = p.clone();
    assert!(p.play(&ten, &route("E6-D1")).is_err());
    assert_eq!(p, copy);
    // Long jumps are not in effect unless passed in (I5-I9 over I7).
    let q = pos("red=I5,N1 blue=I7 turn=red");
    assert_illegal(
        &q.check(&card, &route("I5-I9")),
        2,
        "long jump under the card",
    );
    let long = RuleSet {
        movement: Movement::Long,
        ..card
    };
    assert_eq!(q.check(&long, &route("I5-I9")), Verdict::Legal);
    assert_illegal(&q.check(&card, &route("I5-I9")), 2, "still hops only");
}
