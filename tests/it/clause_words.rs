//! The card and the referee say the same thing (issue 20).
//!
//! For every option value, the words that state it, written out here by hand:
//! the clause its option belongs to prints them, and no other clause does.
//! For every kind of refusal, a position that causes it: the verdict's clause
//! prints the words of the rule that refuses it, on the card (the function
//! the card view, the text card and the PDF print from) and in the dispute
//! record raised over it. Change a citation or a clause's wording and this
//! fails.

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

fn legal(p: &Position, rules: &RuleSet, r: &str) {
    assert_eq!(
        p.check(rules, &route(r)),
        Verdict::Legal,
        "{r} in {p} under {rules}"
    );
}

/// K3 -> K1 over K2, then K1 -> I1 over J1: a crossing of lower-left.
const CROSSING: &str = "K3-K1-I1";

/// Nine red home (top minus D1) and the tenth on E6, next to D1. Blue is on D1.
const NINE: &str =
    "red@bottom=A1,B1,B2,C1,C2,C3,D2,D3,D4,E6 blue@top=D1,G4,G6,I1,I3,I7,I9,K4,K6,K8 turn=red";

use hopcard::GameState;
use hopcard::engine::Camp;
use hopcard::{Card, Signatory};
use hopcard::{Clause, Hole, OptionKey};

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
                        colour: hopcard::testing::COLOURS[i].into(),
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
                let tip = hopcard::testing::holes_of(camp.holes())
                    .find(|h| *h != hole)
                    .expect("a hole");
                text.push_str(&format!(" {}@{camp}={tip}", hopcard::testing::COLOURS[i]));
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
    hopcard::testing::holes_of(camp.holes())
        .find_map(|h| {
            hopcard::testing::holes_of(h.adjacent())
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
    let table = hopcard::testing::words_table_markdown();
    if std::env::var_os("HOPCARD_BLESS").is_some() {
        let new = format!("{}{table}{}", &doc[..start], &doc[stop..]);
        std::fs::write(&path, new).expect("rewrite docs/rules.md");
        return;
    }
    assert_eq!(
        &doc[start..stop],
        table,
        "docs/rules.md is behind the code: run HOPCARD_BLESS=1 cargo test --test it clause_words::docs"
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
