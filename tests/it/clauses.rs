//! Clause numbers of verdicts for typical faults, per the "Verdicts" section
//! of `docs/rules.md`, and the ordering rule (first faulty landing
//! decides; per landing: geometry and occupancy, then 3, then 4; end-of-turn
//! checks of 3 and 4 last).
//!
//! Geometry: cube coordinates (q, r); rows A..Q are r = -8..8 and holes in a
//! row are numbered from the left by q. The six directions are (1,-1) (1,0)
//! (0,1) (-1,1) (-1,0) (0,-1). Red starts at bottom and heads for top
//! (A1..D4, r <= -5).

use hopcard::{
    Completion, DestLock, Movement, OtherCamps, Position, Proposal, RuleSet, Unused, Verdict,
};

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn route(text: &str) -> Proposal {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn card() -> RuleSet {
    RuleSet::default()
}

/// The verdict's clause, with a readable failure when it is legal.
fn clause_of(p: &Position, rules: &RuleSet, r: &str) -> Option<u8> {
    match p.check(rules, &route(r)) {
        Verdict::Illegal { clause, reason } => {
            assert!(
                !reason.to_string().is_empty(),
                "{r}: a refusal gives a reason"
            );
            clause.map(hopcard::Clause::number)
        }
        v => panic!("{r} in {p}: expected illegal, got {v}"),
    }
}

fn legal(p: &Position, rules: &RuleSet, r: &str) {
    assert_eq!(
        p.check(rules, &route(r)),
        Verdict::Legal,
        "{r} in {p} under {rules}"
    );
}

/// Red on I5 (0,0) and I4 (-1,0); blue on I3 (-2,0) and H5 (0,-1).
/// Everything else near I5 is empty.
fn centre() -> Position {
    pos("red=I5,I4,N1 blue=I3,H5 turn=red")
}

#[test]
fn clause2_start_hole() {
    let p = centre();
    // I7 is empty: no piece to move.
    assert_eq!(clause_of(&p, &card(), "I7-I8"), Some(2));
    // H5 is blue's piece and it is red's turn.
    assert_eq!(clause_of(&p, &card(), "H5-G5"), Some(2));
    // A route with no landing moves nothing.
    assert_eq!(clause_of(&p, &card(), "I5"), Some(2));
}

#[test]
fn clause2_geometry() {
    let p = centre();
    // H7 is (2,-1): dq=2, dr=-1, ds=-1, on no line through I5.
    assert_eq!(clause_of(&p, &card(), "I5-H7"), Some(2));
    // I5-I7 along (1,0): the bridge hole I6 is empty.
    assert_eq!(clause_of(&p, &card(), "I5-I7"), Some(2));
    // I5-J7? J7 is (1,1): not on a line with (0,0) either.
    assert_eq!(clause_of(&p, &card(), "I5-J7"), Some(2));
    // Steps and hops that are fine: a step to I6, a hop over H5 to G5 (0,-2).
    legal(&p, &card(), "I5-I6");
    legal(&p, &card(), "I5-G5");
    // I1 (-4,0) to E1 (-4,-4) is on a line (0,-1), but four holes apart with
    // the only piece G1 (-4,-2) halfway: a long jump, not an ordinary hop.
    let edge = pos("red=I1,N1 blue=G1 turn=red");
    assert_eq!(clause_of(&edge, &card(), "I1-E1"), Some(2));
}

#[test]
fn clause2_long_jumps_need_the_long_option() {
    // I5 (0,0) .. I9 (4,0): I6, I8 empty, I7 occupied: a symmetric long jump.
    let p = pos("red=I5,N1 blue=I7 turn=red");
    assert_eq!(clause_of(&p, &card(), "I5-I9"), Some(2));
    let long = RuleSet {
        movement: Movement::Long,
        ..card()
    };
    legal(&p, &long, "I5-I9");
    // Not symmetric: I5 to I8 (3,0) is an odd distance, no bridge can sit halfway.
    assert_eq!(clause_of(&p, &long, "I5-I8"), Some(2));
    // A piece between bridge and landing: I8 occupied spoils I5-I9.
    let spoiled = pos("red=I5,N1 blue=I7,I8 turn=red");
    assert_eq!(clause_of(&spoiled, &long, "I5-I9"), Some(2));
    // Two bridges (I6 and I7) are no jump either.
    let two = pos("red=I5,N1 blue=I6,I7 turn=red");
    assert_eq!(clause_of(&two, &long, "I5-I9"), Some(2));
    // The ordinary hop is the k = 0 long jump and stays legal.
    let hop = pos("red=I5,N1 blue=I6 turn=red");
    legal(&hop, &long, "I5-I7");
}

#[test]
fn clause2_occupied_landings() {
    let p = centre();
    // I4 holds red's own piece; H5 a blue piece outside red's destination.
    assert_eq!(clause_of(&p, &card(), "I5-I4"), Some(2));
    assert_eq!(clause_of(&p, &card(), "I5-H5"), Some(2));
    // Hop over I4 onto I3 (blue): occupied landing.
    assert_eq!(clause_of(&p, &card(), "I5-I3"), Some(2));
}

#[test]
fn clause2_revisits_and_steps() {
    // Bridges I6 (1,0), H8 (3,-1), G8 (3,-2), H7 (2,-1) make a hop cycle:
    // I5 -> I7 (over I6) -> G9 (over H8, dir (1,-1)) -> G7 (over G8, dir
    // (-1,0)) -> I7 (over H7, dir (0,1)).
    let p = pos("red=I5,N1 blue=I6,H8,G8,H7 turn=red");
    legal(&p, &card(), "I5-I7-G9-G7");
    assert_eq!(clause_of(&p, &card(), "I5-I7-G9-G7-I7"), Some(2),);
    // Back onto the start hole: I7 -> I5 over I6.
    assert_eq!(clause_of(&p, &card(), "I5-I7-I5"), Some(2));
    // A step followed by anything.
    assert_eq!(clause_of(&p, &card(), "I5-J5-J4"), Some(2));
    // A step after a hop (I7 -> I8 is adjacent).
    assert_eq!(clause_of(&p, &card(), "I5-I7-I8"), Some(2));
}

#[test]
fn clause3_destination_lock() {
    // Red D2 (2,-5) is home. E7 (2,-4) and E8 (3,-4) are bridges:
    // D2 -> F7 (2,-3) over E7, then F7 -> D4 (4,-5) over E8 (dir (1,-1)).
    let p = pos("red=D2,I5 blue=E7,E8 turn=red");
    let lock = |dest_lock| RuleSet {
        dest_lock,
        ..card()
    };
    // Every landing: F7 is outside after starting in the destination.
    assert_eq!(
        clause_of(&p, &lock(DestLock::EveryLanding), "D2-F7-D4"),
        Some(3)
    );
    // Turn end: only the end counts; D4 is home.
    legal(&p, &lock(DestLock::TurnEnd), "D2-F7-D4");
    legal(&p, &lock(DestLock::Off), "D2-F7-D4");
    // Ending outside.
    assert_eq!(
        clause_of(&p, &lock(DestLock::EveryLanding), "D2-F7"),
        Some(3)
    );
    assert_eq!(clause_of(&p, &lock(DestLock::TurnEnd), "D2-F7"), Some(3));
    legal(&p, &lock(DestLock::Off), "D2-F7");

    // A piece that arrives mid-chain: F7 -> D4 over E8, then D4 -> F9 (4,-3)
    // over E9 (4,-4), dir (0,1).
    let q = pos("red=F7,I5 blue=E8,E9 turn=red");
    assert_eq!(
        clause_of(&q, &lock(DestLock::EveryLanding), "F7-D4-F9"),
        Some(3)
    );
    // Turn end only binds a piece that began the turn at home.
    legal(&q, &lock(DestLock::TurnEnd), "F7-D4-F9");
    legal(&q, &lock(DestLock::Off), "F7-D4-F9");
    legal(&q, &lock(DestLock::EveryLanding), "F7-D4");
}

/// K3 (-4,2) -> K1 (-6,2) over K2 (-5,2), then K1 -> I1 (-4,0) over J1 (-5,1).
/// K1, K2 and J1 lie in lower-left (q <= -5); I1 is a centre hole.
const CROSSING: &str = "K3-K1-I1";

#[test]
fn clause4_unused_camps() {
    // Two players: lower-left is nobody's start or destination.
    let p = pos("red=K3,N1 blue=K2,J1 turn=red");
    let no_rest = RuleSet {
        unused: Unused::NoRest,
        ..card()
    };
    legal(&p, &no_rest, CROSSING);
    assert_eq!(clause_of(&p, &no_rest, "K3-K1"), Some(4));
    legal(&p, &card(), "K3-K1");
    // For two players the other-camps option restricts nothing: the side camps
    // are unused, not another active player's.
    let no_entry = RuleSet {
        other_camps: OtherCamps::NoEntry,
        ..card()
    };
    legal(&p, &no_entry, "K3-K1");
}

#[test]
fn clause4_other_camps() {
    // Three players: lower-left is green's destination, another player's camp for red.
    let p = pos("red@bottom=K3,N1 blue@upper-left=K2,J1 green@upper-right=E13 turn=red");
    let camps = |other_camps| RuleSet {
        other_camps,
        ..card()
    };
    // No entry: no landing at all, not even mid-chain.
    assert_eq!(
        clause_of(&p, &camps(OtherCamps::NoEntry), CROSSING),
        Some(4)
    );
    assert_eq!(clause_of(&p, &camps(OtherCamps::NoEntry), "K3-K1"), Some(4));
    // No rest: crossing is fine, ending is not.
    legal(&p, &camps(OtherCamps::NoRest), CROSSING);
    assert_eq!(clause_of(&p, &camps(OtherCamps::NoRest), "K3-K1"), Some(4));
    legal(&p, &camps(OtherCamps::Allowed), "K3-K1");
    // Leaving such a camp over a bridge inside it lands outside: fine.
    let inside = pos("red@bottom=K1,N1 blue@upper-left=J1 green@upper-right=E13 turn=red");
    legal(&inside, &camps(OtherCamps::NoEntry), "K1-I1");
}

/// Nine red home (top minus D1) and the tenth on E6 (1,-4), next to D1 (1,-5)
/// and to D2 (2,-5). Blue is on D1.
const NINE: &str =
    "red@bottom=A1,B1,B2,C1,C2,C3,D2,D3,D4,E6 blue@top=D1,G4,G6,I1,I3,I7,I9,K4,K6,K8 turn=red";

#[test]
fn clause5_swap_condition() {
    let p = pos(NINE);
    assert_eq!(p.check(&card(), &route("E6-D1")), Verdict::LegalSwap);
    // C1 (2,-6) is next to D1 along (-1,1), but C1 is already home: not the
    // last piece entering from outside.
    assert_eq!(clause_of(&p, &card(), "C1-D1"), Some(5));
    // Under ten the same entries are plain occupied landings.
    let ten = RuleSet {
        completion: Completion::Ten,
        ..card()
    };
    assert_eq!(clause_of(&p, &ten, "C1-D1"), Some(2));
    // Landing on red's own piece is never a swap.
    assert_eq!(clause_of(&p, &card(), "E6-D2"), Some(2));
    // Only the final landing may swap: an occupied mid-chain landing is clause 2
    // (E6-D1 is not even a hop, the occupied D1 is met first).
    assert_eq!(clause_of(&p, &card(), "E6-D1-B1"), Some(2));
    // Eight home: red's C3 is on E9 instead; E6-D1 is clause 5.
    let eight = pos(
        "red@bottom=A1,B1,B2,C1,C2,E9,D2,D3,D4,E6 blue@top=D1,G4,G6,I1,I3,I7,I9,K4,K6,K8 turn=red",
    );
    assert_eq!(clause_of(&eight, &card(), "E6-D1"), Some(5));
}

#[test]
fn clause6_pass_and_game_over() {
    let p = centre();
    assert_eq!(clause_of(&p, &card(), "pass"), Some(6));
    // Red has all ten home: the game is over, no clause.
    let won = pos("red=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 blue=I5 turn=blue");
    let v = won.check(&card(), &route("I5-I6"));
    assert_eq!(
        v,
        Verdict::Illegal {
            clause: None,
            reason: hopcard::Reason::GameOver
        }
    );
    assert_eq!(v.to_string(), "illegal: game over");
    assert_eq!(
        won.check(&card(), &Proposal::Pass).to_string(),
        "illegal: game over"
    );
    // A draw is over too: both players passed in succession.
    let drawn = pos("red=I5 blue=A1 passes=2");
    assert_eq!(
        drawn.check(&card(), &route("I5-I6")).to_string(),
        "illegal: game over"
    );
}

#[test]
fn verdict_text() {
    let p = centre();
    assert_eq!(p.check(&card(), &route("I5-I6")).to_string(), "legal");
    assert_eq!(
        pos(NINE).check(&card(), &route("E6-D1")).to_string(),
        "legal swap"
    );
    let text = p.check(&card(), &route("I5-I7")).to_string();
    assert!(text.starts_with("illegal (clause 2): "), "{text}");
    // The reason names the holes involved.
    assert!(text.contains("I6"), "{text}");
}

#[test]
fn first_faulty_landing_decides() {
    let three = "red@bottom=K3,N1 blue@upper-left=K2,J1 green@upper-right=E13 turn=red";
    let p = pos(three);
    let no_entry = RuleSet {
        other_camps: OtherCamps::NoEntry,
        ..card()
    };
    // K1 (clause 4) comes before K1-I5, which is not on a line (clause 2).
    assert_eq!(clause_of(&p, &no_entry, "K3-K1-I5"), Some(4));
    // K3-K5 (-2,2) over the empty K4 is a fault (2) before any camp landing.
    assert_eq!(clause_of(&p, &no_entry, "K3-K5-K1"), Some(2));

    // Same landing: geometry before clause 3. D1 (1,-5) to F9 (4,-3) is no
    // line, and F9 is also outside red's destination.
    let home = pos("red=D1,I5 blue=E6 turn=red");
    assert_eq!(clause_of(&home, &card(), "D1-F9"), Some(2));

    // D1 -> F4 (-1,-3) over E5 (0,-4), then F4 -> F2 (-3,-3) over F3 (-2,-3);
    // F2 is in upper-left, blue's start: another player's camp for red.
    let out = pos("red@bottom=D1,N1 blue@upper-left=E5,F3 green@upper-right=E13 turn=red");
    let rules = |dest_lock| RuleSet {
        dest_lock,
        other_camps: OtherCamps::NoEntry,
        ..card()
    };
    // Every landing: F4 already leaves the destination (3), before F2 (4).
    assert_eq!(
        clause_of(&out, &rules(DestLock::EveryLanding), "D1-F4-F2"),
        Some(3)
    );
    // Turn end: the landing check at F2 (4) comes before the end-of-turn 3.
    assert_eq!(
        clause_of(&out, &rules(DestLock::TurnEnd), "D1-F4-F2"),
        Some(4)
    );
    assert_eq!(clause_of(&out, &rules(DestLock::Off), "D1-F4-F2"), Some(4));

    // One landing with clause 3 and clause 4 faults: under long, D1 to J1
    // (-5,1) along (-1,1) with the only bridge G3 (-2,-2) halfway. J1 is
    // outside red's destination and in green's destination (lower-left).
    let far = pos("red@bottom=D1,N1 blue@upper-left=G3 green@upper-right=E13 turn=red");
    let long = |dest_lock| RuleSet {
        movement: Movement::Long,
        dest_lock,
        other_camps: OtherCamps::NoEntry,
        ..card()
    };
    assert_eq!(
        clause_of(&far, &long(DestLock::EveryLanding), "D1-J1"),
        Some(3)
    );
    assert_eq!(clause_of(&far, &long(DestLock::Off), "D1-J1"), Some(4));
}

#[test]
fn clause2_start_hole_is_no_bridge() {
    // Ordinary hops move by even offsets, so a chain can never reach a hole
    // next to its start; under long it can stand on a line through the start.
    // I5 -> I7 (over I6) -> G7 (2,-2) (over H7, dir (0,-1)); from G7 along
    // (-1,1) lie H6, I5 (the empty start), J5, K5: no bridge for G7-K5.
    let p = pos("red=I5,N1 blue=I6,H7 turn=red");
    let long = RuleSet {
        movement: Movement::Long,
        ..card()
    };
    legal(&p, &long, "I5-I7-G7");
    assert_eq!(clause_of(&p, &long, "I5-I7-G7-K5"), Some(2));
}

#[test]
fn clause6_last_mover_completes_first() {
    // Under available both destinations are full: top has nine red and blue's
    // D4, bottom nine blue and red's Q1. The player before `turn` moved last
    // and is checked first.
    let both = |turn: &str| {
        pos(&format!(
            "red=A1,B1,B2,C1,C2,C3,D1,D2,D3,Q1 blue=D4,N1,N2,N3,N4,O1,O2,O3,P1,P2 turn={turn}"
        ))
    };
    let available = RuleSet {
        completion: Completion::Available,
        ..card()
    };
    let status = |p: &Position, r: &RuleSet| p.outcome(r).status_line(p);
    assert_eq!(status(&both("red"), &available), "win blue");
    assert_eq!(status(&both("blue"), &available), "win red");
    // Neither has all ten home.
    assert_eq!(status(&both("red"), &card()), "playing");

    // Three players, blue (to lower-right) and green (to lower-left) both
    // complete, red not: after the last mover, the others in turn order.
    let three = |turn: &str| {
        pos(&format!(
            "red@bottom=I5 blue@upper-left=J10,K10,K11,L10,L11,L12,M10,M11,M12,M13 \
             green@upper-right=J1,K1,K2,L1,L2,L3,M1,M2,M3,M4 turn={turn}"
        ))
    };
    // turn=red: green moved last.
    assert_eq!(status(&three("red"), &card()), "win green");
    // turn=blue: red moved last and is not complete; blue is next.
    assert_eq!(status(&three("blue"), &card()), "win blue");
    // turn=green: blue moved last.
    assert_eq!(status(&three("green"), &card()), "win blue");
}
