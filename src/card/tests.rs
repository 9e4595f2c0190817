//! Unit tests of the card model.

use super::*;
use crate::rules::{Completion, Movement};

#[test]
fn dates() {
    assert_eq!(CardDate::from_days(0).to_string(), "1970-01-01");
    assert_eq!(CardDate::from_days(20_787).to_string(), "2026-11-30");
    assert_eq!(CardDate::days_in_month(2024, 2), 29);
    assert_eq!(CardDate::days_in_month(2100, 2), 28);
}

#[test]
fn ready_needs_names_colours_and_confirmations() {
    let mut card = Card::default();
    assert_eq!(card.ready(), Err(CardProblem::MissingName(0)));
    card.players[0].name = "Ann".into();
    card.players[1].name = "Ben".into();
    card.players[1].colour = "red".into();
    assert_eq!(card.ready(), Err(CardProblem::SameColour("red".into())));
    card.players[1].colour = "blue".into();
    assert_eq!(card.ready(), Err(CardProblem::NotConfirmed("Ann".into())));
    card.confirmations[0] = Some(Confirmation {
        by: "A".into(),
        at: "now".into(),
    });
    assert_eq!(card.ready(), Err(CardProblem::NotConfirmed("Ben".into())));
    card.confirmations[1] = Some(Confirmation {
        by: "B".into(),
        at: "now".into(),
    });
    assert_eq!(card.ready(), Ok(Position::card_start()));
    card.first = 1;
    assert_eq!(card.ready().map(|p| p.turn()), Ok(1));
}

fn fixed() -> Card {
    let mut card = Card::new(vec![
        Signatory {
            name: "Ann".into(),
            colour: "red".into(),
        },
        Signatory {
            name: "Ben".into(),
            colour: "blue".into(),
        },
    ]);
    card.date = CardDate {
        year: 2026,
        month: 11,
        day: 30,
    };
    card.confirmations[0] = Some(Confirmation {
        by: "A".into(),
        at: "t".into(),
    });
    card
}

#[test]
fn canonical_form_is_pinned() {
    // If this changes, every confirmed card ever exported stops verifying.
    let card = fixed();
    assert_eq!(
        card.canonical_ron(),
        r#"(version:1,players:[(name:"Ann",colour:"red"),(name:"Ben",colour:"blue")],first:0,date:(year:2026,month:11,day:30),rulebook:"",rules:(movement:hops,dest_lock:r#every-landing,completion:swap,other_camps:allowed,unused:usable),other_camps_chosen:false,free_changes:"",supersedes:None,effective_from:"",confirmations:[Some((by:"A",at:"t")),None])"#
    );
    // Computed independently: printf '%s' '<the text above>' | sha256sum
    assert_eq!(
        card.computed_fingerprint(),
        "afbdfaa2374bd9adb939b69eb75ae99a263bc25b5a2ed0577ea21e30008503c1"
    );
}

#[test]
fn sign_verify_and_change() {
    let mut card = fixed();
    assert_eq!(card.seal(), Seal::NoFingerprint);
    assert!(!card.fingerprint_matches());
    card.fix_fingerprint();
    assert!(card.fingerprint_matches());
    // The fingerprint is not part of what it covers.
    assert_eq!(card.with_fingerprint(), card);
    card.rules.movement = Movement::Long;
    assert_eq!(card.seal(), Seal::Changed);
    card.rules.movement = Movement::Hops;
    assert!(card.fingerprint_matches());
    card.confirmations[1] = Some(Confirmation {
        by: "B".into(),
        at: "t".into(),
    });
    assert!(!card.fingerprint_matches(), "confirmations are covered too");
}

#[test]
fn import_of_a_changed_card_withdraws_confirmations() {
    let signed = fixed().with_fingerprint();
    let (card, seal) = Card::import(&signed.to_ron()).expect("own export parses");
    assert_eq!((seal, &card), (Seal::Matches, &signed));
    let forged = signed.to_ron().replace("\"Ann\"", "\"Anne\"");
    let (card, seal) = Card::import(&forged).expect("still a card");
    assert_eq!(seal, Seal::Changed);
    assert!(card.confirmations.iter().all(Option::is_none));
    assert_eq!(card.players[0].name, "Anne");
    assert!(!card.fingerprint_matches());
}

#[test]
fn malformed_cards_are_refused_with_a_reason() {
    // Line ends as on Linux (RON writes CR LF on Windows; both read back).
    let good = fixed().with_fingerprint().to_ron().replace("\r\n", "\n");
    let cases = [
        ("", "readable"),
        ("(version: 1)", "readable"),
        (&good.replace("month: 11", "month: 13"), "date"),
        (&good.replace("first: 0", "first: 2"), "moves first"),
        (&good.replace("version: 1", "version: 0"), "version 0"),
        (&good.replace("free_changes", "free_changez"), "readable"),
        (&good.replace("movement: hops", "movemen: hops"), "readable"),
        (&good.replace("None,\n    ],", "],"), "confirmation slots"),
    ];
    for (text, expect) in cases {
        let e = Card::from_ron(text).expect_err(expect);
        assert!(e.to_string().contains(expect), "{expect}: {e}");
    }
}

#[test]
fn three_players_must_choose_other_camps() {
    let mut card = fixed();
    card.set_player_count(3);
    assert_eq!(card.players.len(), 3);
    assert_eq!(card.players[2].colour, "green");
    assert!(card.confirmations.iter().all(Option::is_none));
    card.players[2].name = "Cy".into();
    assert_eq!(card.ready(), Err(CardProblem::OtherCampsNotChosen));
    assert!(card.clauses()[3].1.contains("NOT CHOSEN"));
    card.other_camps_chosen = true;
    assert_eq!(card.ready(), Err(CardProblem::NotConfirmed("Ann".into())));
    for i in 0..3 {
        card.confirmations[i] = Some(Confirmation {
            by: "x".into(),
            at: "t".into(),
        });
    }
    assert_eq!(card.ready().map(|p| p.seats().len()), Ok(3));
    card.set_player_count(5);
    card.other_camps_chosen = true;
    assert_eq!(card.ready(), Err(CardProblem::MissingName(3)));
    card.players[3].name = "Di".into();
    card.players[4].name = "Ed".into();
    assert_eq!(card.ready(), Err(CardProblem::PlayerCount(5)));
}

#[test]
fn a_proposed_change_is_the_next_version() {
    let v1 = fixed().with_fingerprint();
    let date = CardDate {
        year: 2027,
        month: 1,
        day: 2,
    };
    let mut v2 = v1.propose_change(date);
    assert_eq!(v2.version, 2);
    assert_eq!(v2.date, date);
    assert_eq!(v2.fingerprint, None);
    assert!(v2.confirmations.iter().all(Option::is_none));
    let prev = v2.supersedes.clone().expect("records what it replaces");
    assert_eq!(prev.version, 1);
    assert_eq!(Some(prev.fingerprint), v1.fingerprint);
    assert!(v2.effective_from.contains("new game"));
    assert_eq!(v2.version_changes(), ["the rules are those of version 1"]);
    v2.rules.completion = Completion::Ten;
    v2.free_changes = "spare pieces stay in the box".into();
    assert_eq!(
        v2.version_changes(),
        [
            "clause 5 completion: swap becomes ten",
            "the other agreed changes now read: spare pieces stay in the box"
        ]
    );
}

#[test]
fn dates_parse_strictly() {
    assert_eq!(
        "2024-02-29".parse::<CardDate>(),
        Ok(CardDate {
            year: 2024,
            month: 2,
            day: 29
        })
    );
    for bad in [
        "2023-02-29",
        "2024-13-01",
        "2024-1",
        "tomorrow",
        "2024-01-00",
    ] {
        assert!(bad.parse::<CardDate>().is_err(), "{bad}");
    }
}

#[test]
fn clauses_follow_the_rules() {
    let card = Card::default();
    let c = card.clauses();
    assert_eq!(c.len(), 7);
    let mut long = card.clone();
    long.rules.movement = Movement::Long;
    assert_ne!(long.clauses()[1], c[1]);
    assert_eq!(long.clauses()[0], c[0]);
}

#[test]
fn every_offered_colour_has_its_own_mark_letter() {
    assert_eq!((mark_letter("blue"), mark_letter("black")), ('B', 'K'));
    let letters: std::collections::HashSet<char> = COLOURS.iter().map(|c| mark_letter(c)).collect();
    assert_eq!(letters.len(), COLOURS.len());
}
