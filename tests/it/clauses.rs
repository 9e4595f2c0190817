//! Clause numbers of verdicts for typical faults, per the "Verdicts" section
//! of `docs/rules.md`, and the ordering rule (first faulty landing
//! decides; per landing: geometry and occupancy, then 3, then 4; end-of-turn
//! checks of 3 and 4 last).
//!
//! Geometry: cube coordinates (q, r); rows A..Q are r = -8..8 and holes in a
//! row are numbered from the left by q. The six directions are (1,-1) (1,0)
//! (0,1) (-1,1) (-1,0) (0,-1). Red starts at bottom and heads for top
//! (A1..D4, r <= -5).

use hopcard::rules::{
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
            assert!(!reason.is_empty(), "{r}: a refusal gives a reason");
            clause.map(hopcard::rules::Clause::number)
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
            reason: "game over".into()
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

// ---- The card and the referee say the same thing (issue 20) ----
//
// For every option value, the words that state it, written out here by hand:
// the clause its option belongs to prints them, and no other clause does.
// For every kind of refusal, a position that causes it: the verdict's clause
// prints the words of the rule that refuses it, on the card (the function
// the card view, the text card and the PDF print from) and in the dispute
// record raised over it. Change a citation or a clause's wording and this
// fails.

use hopcard::card::{Card, Signatory};
use hopcard::rules::{Camp, Clause, Hole, OptionKey};
use hopcard::state::GameState;

/// (option, value, the words that state the value).
const VALUE_WORDS: [(OptionKey, &str, &str); 13] = [
    (OptionKey::Movement, "hops", "no long jumps"),
    (
        OptionKey::Movement,
        "long",
        "as many empty holes after the bridge as before it",
    ),
    (
        OptionKey::DestLock,
        "every-landing",
        "every later landing of that piece stays inside it",
    ),
    (
        OptionKey::DestLock,
        "turn-end",
        "must finish that turn inside it",
    ),
    (
        OptionKey::DestLock,
        "off",
        "may leave their destination again",
    ),
    (
        OptionKey::Unused,
        "usable",
        "nobody starts in or heads for stay free for moving through and stopping in",
    ),
    (
        OptionKey::Unused,
        "no-rest",
        "nobody starts in or heads for may be crossed, but no turn may end in them",
    ),
    (
        OptionKey::OtherCamps,
        "allowed",
        "Other players' camps may be used like any other hole",
    ),
    (
        OptionKey::OtherCamps,
        "no-rest",
        "Other players' camps may be hopped through, but no turn may end in them",
    ),
    (
        OptionKey::OtherCamps,
        "no-entry",
        "No piece may land in another player's camp",
    ),
    (
        OptionKey::Completion,
        "swap",
        "may the two pieces trade holes",
    ),
    (OptionKey::Completion, "ten", "simply blocks the finish"),
    (
        OptionKey::Completion,
        "available",
        "holes held by opponents count as filled",
    ),
];

/// The card for `pos`'s seats under `rules`, as a game would print it.
fn card_for(pos: &Position, rules: RuleSet) -> Card {
    let players = pos
        .seats()
        .iter()
        .map(|s| Signatory {
            name: s.colour.clone(),
            colour: s.colour.clone(),
        })
        .collect();
    let mut card = Card::new(players);
    card.rules = rules;
    card.other_camps_chosen = true;
    card
}

/// Text with every run of white space (a wrapped line) as one space.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The clause of every clause's text that contains `words`.
fn clauses_saying(card: &Card, words: &str) -> Vec<Clause> {
    card.clauses()
        .into_iter()
        .filter(|(_, t)| t.contains(words))
        .map(|(c, _)| c)
        .collect()
}

#[test]
fn every_option_value_is_printed_in_its_own_clause_only() {
    for players in [2, 3, 4, 6] {
        for (key, value, words) in VALUE_WORDS {
            let mut card = Card::new(
                (0..players)
                    .map(|i| Signatory {
                        name: format!("P{i}"),
                        colour: hopcard::card::COLOURS[i].into(),
                    })
                    .collect(),
            );
            card.other_camps_chosen = true;
            key.select_name(&mut card.rules, value).expect("a value");
            assert_eq!(
                clauses_saying(&card, words),
                [key.clause()],
                "{players} players, {} {value}",
                key.name()
            );
            // The printable text prints it under that clause's number.
            let text = flat(&card.to_text());
            let start = text
                .find(&format!("{}. {}", key.clause(), clause_head(key.clause())))
                .expect("the clause is printed");
            let end = text[start..]
                .find(&format!("{}. ", key.clause().number() + 1))
                .map_or(text.len(), |e| start + e);
            assert!(text[start..end].contains(words), "{value}: {text}");
            // "Agreed changes" lists a changed value under the same clause.
            for line in card.agreed_changes() {
                if line.contains(&format!(" {}: {value}", key.name())) {
                    assert!(
                        line.starts_with(&format!("clause {} ", key.clause())),
                        "{line}"
                    );
                }
            }
        }
    }
}

/// The first word of a clause on the card ("Camps:").
fn clause_head(c: Clause) -> &'static str {
    match c {
        Clause::Setup => "Setup:",
        Clause::Moving => "Moving:",
        Clause::Destination => "Arriving home:",
        Clause::Camps => "Camps:",
        Clause::Blocking => "Blocking and finishing:",
        Clause::Passing => "Passing:",
        Clause::Disputes => "Disputes:",
    }
}

#[test]
fn hints_and_the_first_player_are_stated_in_clause_1() {
    let mut card = Card::default();
    assert_eq!(
        clauses_saying(&card, "may ask the computer to suggest a move"),
        [Clause::Setup]
    );
    card.no_hints = true;
    assert_eq!(
        clauses_saying(&card, "nobody asks the computer to suggest a move"),
        [Clause::Setup]
    );
    assert!(
        card.agreed_changes()
            .iter()
            .any(|l| l.starts_with("clause 1 no hints")),
        "{:?}",
        card.agreed_changes()
    );
    card.first = 1;
    assert_eq!(
        clauses_saying(&card, "First to move: blue"),
        [Clause::Setup]
    );
}

/// One kind of refusal: what it is, the rules, the position, the route, the
/// clause it must cite and the words of that clause that refuse it.
struct Refused {
    what: &'static str,
    rules: RuleSet,
    position: &'static str,
    route: &'static str,
    clause: Clause,
    words: &'static [&'static str],
}

fn with(f: impl FnOnce(&mut RuleSet)) -> RuleSet {
    let mut r = RuleSet::default();
    f(&mut r);
    r
}

const CENTRE: &str = "red=I5,I4,N1 blue=I3,H5 turn=red";
const OWN: &str = "moves one of the player's own pieces";
const THREE: &str = "red@bottom=K3,N1 blue@upper-left=K2,J1 green@upper-right=E13 turn=red";

#[allow(clippy::too_many_lines)]
fn refusals() -> Vec<Refused> {
    let card = RuleSet::default();
    let long = with(|r| r.movement = Movement::Long);
    let lock = |l| with(|r| r.dest_lock = l);
    vec![
        Refused {
            what: "no piece on the start hole",
            rules: card,
            position: CENTRE,
            route: "I7-I8",
            clause: Clause::Moving,
            words: &[OWN],
        },
        Refused {
            what: "another player's piece",
            rules: card,
            position: CENTRE,
            route: "H5-G5",
            clause: Clause::Moving,
            words: &[OWN],
        },
        Refused {
            what: "no landing",
            rules: card,
            position: CENTRE,
            route: "I5",
            clause: Clause::Moving,
            words: &[OWN, "either one step"],
        },
        Refused {
            what: "not on one line",
            rules: card,
            position: CENTRE,
            route: "I5-H7",
            clause: Clause::Moving,
            words: &["in a straight line"],
        },
        Refused {
            what: "no bridge",
            rules: card,
            position: CENTRE,
            route: "I5-I7",
            clause: Clause::Moving,
            words: &["passes over one adjacent piece of any colour (the bridge)"],
        },
        Refused {
            what: "a long jump under hops",
            rules: card,
            position: "red=I5,N1 blue=I7 turn=red",
            route: "I5-I9",
            clause: Clause::Moving,
            words: &["no long jumps"],
        },
        Refused {
            what: "a jump with no bridge halfway",
            rules: long,
            position: "red=I5,N1 blue=I7 turn=red",
            route: "I5-I8",
            clause: Clause::Moving,
            words: &["as many empty holes after the bridge as before it"],
        },
        Refused {
            what: "a piece between bridge and landing",
            rules: long,
            position: "red=I5,N1 blue=I7,I8 turn=red",
            route: "I5-I9",
            clause: Clause::Moving,
            words: &["as many empty holes after the bridge as before it"],
        },
        Refused {
            what: "the start hole as a bridge",
            rules: long,
            position: "red=I5,N1 blue=I6,H7 turn=red",
            route: "I5-I7-G7-K5",
            clause: Clause::Moving,
            words: &["the start hole counts as empty while the chain runs"],
        },
        Refused {
            what: "an occupied landing",
            rules: card,
            position: CENTRE,
            route: "I5-I4",
            clause: Clause::Moving,
            words: &["to a neighbouring empty hole"],
        },
        Refused {
            what: "an occupied hop landing",
            rules: card,
            position: CENTRE,
            route: "I5-I3",
            clause: Clause::Moving,
            words: &["to the empty hole just beyond it"],
        },
        Refused {
            what: "a hole landed on twice",
            rules: card,
            position: "red=I5,N1 blue=I6,H8,G8,H7 turn=red",
            route: "I5-I7-G9-G7-I7",
            clause: Clause::Moving,
            words: &["never lands twice on the same hole"],
        },
        Refused {
            what: "back on the start hole",
            rules: card,
            position: "red=I5,N1 blue=I6,H8,G8,H7 turn=red",
            route: "I5-I7-I5",
            clause: Clause::Moving,
            words: &["back on its start"],
        },
        Refused {
            what: "anything after a step",
            rules: card,
            position: CENTRE,
            route: "I5-J5-J4",
            clause: Clause::Moving,
            words: &["one step to a neighbouring empty hole, which ends the move"],
        },
        Refused {
            what: "a step after a hop",
            rules: card,
            position: "red=I5,N1 blue=I6 turn=red",
            route: "I5-I7-I8",
            clause: Clause::Moving,
            words: &["or a chain of hops"],
        },
        Refused {
            what: "a blocked finish under ten",
            rules: with(|r| r.completion = Completion::Ten),
            position: NINE,
            route: "E6-D1",
            clause: Clause::Moving,
            words: &["to a neighbouring empty hole"],
        },
        Refused {
            what: "every-landing: leaving after starting home",
            rules: lock(DestLock::EveryLanding),
            position: "red=D2,I5 blue=E7,E8 turn=red",
            route: "D2-F7-D4",
            clause: Clause::Destination,
            words: &["every later landing of that piece stays inside it"],
        },
        Refused {
            what: "every-landing: leaving after arriving mid-chain",
            rules: lock(DestLock::EveryLanding),
            position: "red=F7,I5 blue=E8,E9 turn=red",
            route: "F7-D4-F9",
            clause: Clause::Destination,
            words: &["every later landing of that piece stays inside it"],
        },
        Refused {
            what: "turn-end: ending outside",
            rules: lock(DestLock::TurnEnd),
            position: "red=D2,I5 blue=E7,E8 turn=red",
            route: "D2-F7",
            clause: Clause::Destination,
            words: &["must finish that turn inside it"],
        },
        Refused {
            what: "unused no-rest, two players",
            rules: with(|r| r.unused = Unused::NoRest),
            position: "red=K3,N1 blue=K2,J1 turn=red",
            route: "K3-K1",
            clause: Clause::Camps,
            words: &["nobody starts in or heads for may be crossed, but no turn may end in them"],
        },
        Refused {
            what: "other camps no-rest, three players",
            rules: with(|r| r.other_camps = OtherCamps::NoRest),
            position: THREE,
            route: "K3-K1",
            clause: Clause::Camps,
            words: &["Other players' camps may be hopped through, but no turn may end in them"],
        },
        Refused {
            what: "other camps no-entry, a landing mid-chain",
            rules: with(|r| r.other_camps = OtherCamps::NoEntry),
            position: THREE,
            route: CROSSING,
            clause: Clause::Camps,
            words: &["No piece may land in another player's camp"],
        },
        Refused {
            what: "other camps no-entry, the last landing",
            rules: with(|r| r.other_camps = OtherCamps::NoEntry),
            position: THREE,
            route: "K3-K1",
            clause: Clause::Camps,
            words: &["No piece may land in another player's camp"],
        },
        Refused {
            what: "swap: the piece started home",
            rules: card,
            position: NINE,
            route: "C1-D1",
            clause: Clause::Blocking,
            words: &[
                "Only when nine are home",
                "an otherwise legal final entry of the tenth",
            ],
        },
        Refused {
            what: "swap: eight home",
            rules: card,
            position: "red@bottom=A1,B1,B2,C1,C2,E9,D2,D3,D4,E6 blue@top=D1,G4,G6,I1,I3,I7,I9,K4,K6,K8 turn=red",
            route: "E6-D1",
            clause: Clause::Blocking,
            words: &["Only when nine are home"],
        },
        Refused {
            what: "a pass with a legal move",
            rules: card,
            position: CENTRE,
            route: "pass",
            clause: Clause::Passing,
            words: &["may pass only when no piece has any legal step or hop chain"],
        },
    ]
}

/// The verdict on `route` cites `want`, the card prints `words` in that
/// clause, and a dispute over it quotes them (and its record holds up).
fn assert_cited(
    what: &str,
    pos: &Position,
    rules: RuleSet,
    route: &str,
    want: Clause,
    words: &[&str],
) {
    let verdict = pos.check(&rules, &self::route(route));
    let Verdict::Illegal {
        clause: Some(cited),
        ..
    } = &verdict
    else {
        panic!("{what}: {route} in {pos} is {verdict}, expected a refusal");
    };
    assert_eq!(*cited, want, "{what}: {route} gives {verdict}");
    let card = card_for(pos, rules);
    let printed = card.clause_text(*cited);
    for w in words {
        assert!(
            printed.contains(w),
            "{what}: {verdict}\nclause {cited} prints: {printed}\nmissing: {w}"
        );
    }
    // The printable text, wrapped for paper, still says it under that number.
    let text = flat(&card.to_text());
    assert!(
        text.contains(&flat(&format!("{cited}. {printed}"))),
        "{what}: text card"
    );
    // A dispute over the refused route quotes the same words, and its
    // record verifies.
    let Proposal::Route(r) = self::route(route) else {
        return;
    };
    let mut game = GameState::from_position(rules, pos.clone());
    let by = pos.turn();
    game.raise_dispute(by, &r.0, *cited, "2025-03-14 19:30 UTC")
        .expect("raised");
    let d = game.open_dispute().expect("open");
    for w in words {
        assert!(
            d.clause_text.contains(w),
            "{what}: the dispute quotes {}",
            d.clause_text
        );
    }
    d.check_record().unwrap_or_else(|e| panic!("{what}: {e}"));
}

#[test]
fn every_refusal_cites_the_clause_that_prints_its_rule() {
    for r in refusals() {
        assert_cited(
            r.what,
            &pos(r.position),
            r.rules,
            r.route,
            r.clause,
            r.words,
        );
    }
}

/// A step from the centre into each camp that is another player's or
/// nobody's, for 2, 3, 4 and 6 players: under no-rest or no-entry it is
/// refused under clause 4, which prints the value's words.
#[test]
fn camp_refusals_for_every_player_count_cite_clause_4() {
    let mut seen = 0;
    for n in [2, 3, 4, 6] {
        let camps = Card::camps(n);
        let active: Vec<Camp> = camps.iter().flat_map(|c| [*c, c.opposite()]).collect();
        let own = [camps[0], camps[0].opposite()];
        for target in Camp::ALL.into_iter().filter(|c| !own.contains(c)) {
            let (hole, from) = entry_into(target);
            let mut text = format!("red@bottom={from}");
            for (i, camp) in camps.iter().enumerate().skip(1) {
                let tip = hopcard::rules::board::holes_of(camp.holes())
                    .find(|h| *h != hole)
                    .expect("a hole");
                text.push_str(&format!(" {}@{camp}={tip}", hopcard::card::COLOURS[i]));
            }
            text.push_str(" turn=red");
            let p = pos(&text);
            let step = format!("{from}-{hole}");
            legal(&p, &card(), &step);
            let cases: Vec<(RuleSet, &str)> = if active.contains(&target) {
                vec![
                    (
                        with(|r| r.other_camps = OtherCamps::NoRest),
                        "Other players' camps may be hopped through, but no turn may end in them",
                    ),
                    (
                        with(|r| r.other_camps = OtherCamps::NoEntry),
                        "No piece may land in another player's camp",
                    ),
                ]
            } else {
                vec![(
                    with(|r| r.unused = Unused::NoRest),
                    "nobody starts in or heads for may be crossed, but no turn may end in them",
                )]
            };
            for (rules, words) in cases {
                let what = format!("{n} players, into {target}");
                assert_cited(&what, &p, rules, &step, Clause::Camps, &[words]);
                seen += 1;
            }
        }
    }
    // 2 players: 4 unused camps; 3: 4 others x 2; 4: 2 others x 2 + 2 unused; 6: 4 x 2.
    assert_eq!(seen, 4 + 8 + 6 + 8);
}

/// A hole of `camp` next to a centre hole, and that centre hole.
fn entry_into(camp: Camp) -> (Hole, Hole) {
    hopcard::rules::board::holes_of(camp.holes())
        .find_map(|h| {
            hopcard::rules::board::holes_of(h.adjacent())
                .find(|c| c.camp().is_none())
                .map(|c| (h, c))
        })
        .expect("every camp borders the centre")
}

/// `docs/rules.md` carries the option → clause → printed words table as the
/// code prints it (`HOPCARD_BLESS=1` rewrites the page's copy).
#[test]
fn docs_rules_md_has_the_words_table_of_the_code() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/rules.md");
    let doc = std::fs::read_to_string(&path).expect("docs/rules.md");
    let (begin, end) = ("<!-- words-table: begin -->\n", "<!-- words-table: end -->");
    let start = doc.find(begin).expect("the table's begin marker") + begin.len();
    let stop = doc.find(end).expect("the table's end marker");
    let table = hopcard::card::words_table_markdown();
    if std::env::var_os("HOPCARD_BLESS").is_some() {
        let new = format!("{}{table}{}", &doc[..start], &doc[stop..]);
        std::fs::write(&path, new).expect("rewrite docs/rules.md");
        return;
    }
    assert_eq!(
        &doc[start..stop],
        table,
        "docs/rules.md is behind the code: run HOPCARD_BLESS=1 cargo test --test it clauses::docs"
    );
    // Every row's words are the ones this file checks the card for.
    for (key, value, words) in VALUE_WORDS {
        let row = format!("| `{}` | `{value}` | {} |", key.name(), key.clause());
        let line = table
            .lines()
            .find(|l| l.starts_with(&row))
            .unwrap_or_else(|| panic!("no row {row}"));
        assert!(line.contains(words), "{line}");
    }
}
