//! Unit tests of the dispute record, its text form and its file form.

use super::log::Newer;
use super::*;
use crate::card::Card;

fn hole(name: &str) -> Hole {
    Hole::parse(name).expect("test hole")
}

fn holes(names: &[&str]) -> Vec<Hole> {
    names.iter().map(|n| hole(n)).collect()
}

fn paris() -> crate::clock::TimeZone {
    crate::clock::TimeZone::get("Europe/Paris").expect("zone database")
}

fn sample(route: &[&str], clause: Clause) -> Dispute {
    let card = Card::default();
    let clauses = card.clauses();
    let pos = Position::card_start();
    Dispute::raise(&Raise {
        number: 1,
        raised_by: 1,
        player_names: vec!["Ann (red)".into(), "Bob (blue)".into()],
        time: "2025-03-01 12:00 UTC",
        move_number: 1,
        route: &holes(route),
        clause,
        clauses: &clauses,
        position: &pos,
        rules: RuleSet::default(),
        raised_in: "",
    })
    .expect("a valid dispute")
}

/// The text of `d` as the only record of a log, times in Paris.
fn text_of(d: &Dispute) -> String {
    sheets(std::slice::from_ref(d))[0].to_text_in(&paris())
}

#[test]
fn record_holds_piece_route_clause_and_verdict() {
    let d = sample(&["N2", "M6"], Clause::Moving);
    assert_eq!(
        d.piece,
        Some(Piece {
            hole: hole("N2"),
            colour: Some("red".into())
        })
    );
    assert_eq!(d.route.to_string(), "N2-M6");
    assert_eq!(d.verdict, Verdict::Legal);
    assert_eq!(d.raised_by_name, "Bob (blue)");
    assert_eq!(d.turn_name, "Ann (red)");
    assert_eq!(d.clause_text, Card::default().clauses()[1].1);
    assert!(d.is_open());
    let illegal = sample(&["N2", "I5"], Clause::Moving);
    assert!(
        matches!(
            &illegal.verdict,
            Verdict::Illegal {
                clause: Some(Clause::Moving),
                ..
            }
        ),
        "{}",
        illegal.verdict
    );
}

#[test]
fn edits_recompute_the_verdict() {
    let clauses = Card::default().clauses();
    let mut d = sample(&[], Clause::Destination);
    assert_eq!(d.piece, None);
    assert!(!d.verdict.is_legal(), "an empty route is not a move");
    d.edit(DisputeEdit::Piece(hole("N2")), &clauses)
        .expect("edit");
    assert!(
        !d.verdict.is_legal(),
        "a piece without a landing is not a move"
    );
    d.edit(DisputeEdit::AddHole(hole("M6")), &clauses)
        .expect("edit");
    assert_eq!(d.verdict, Verdict::Legal);
    d.edit(DisputeEdit::AddHole(hole("L6")), &clauses)
        .expect("edit");
    assert!(!d.verdict.is_legal(), "a step followed by more is illegal");
    d.edit(DisputeEdit::RemoveLast, &clauses).expect("edit");
    assert_eq!(d.route.to_string(), "N2-M6");
    d.edit(DisputeEdit::Clause(Clause::Blocking), &clauses)
        .expect("edit");
    assert_eq!(d.clause_text, clauses[4].1);
    assert_eq!(d.clause.number(), 5);
    d.edit(
        DisputeEdit::Statement {
            player: 0,
            text: "It is a step.".into(),
        },
        &clauses,
    )
    .expect("edit");
    assert_eq!(d.statements[0].text, "It is a step.");
    assert_eq!(
        d.edit(
            DisputeEdit::Statement {
                player: 5,
                text: String::new()
            },
            &clauses
        ),
        Err(DisputeError::UnknownPlayer(5))
    );
    d.resolve(Resolved {
        resolution: Resolution::Withdrawn,
        time: "2025-03-01 12:01 UTC".into(),
        effect: "nothing".into(),
    })
    .expect("open");
    assert_eq!(
        d.edit(DisputeEdit::ClearRoute, &clauses),
        Err(DisputeError::NoneOpen),
        "a resolved dispute is never edited"
    );
}

#[test]
fn text_form_lists_every_field_and_marks_the_board() {
    let mut d = sample(&["O1", "M5"], Clause::Moving);
    d.statements[0].text = "Hop over N1.".into();
    let text = text_of(&d);
    for want in [
        "Dispute 1 (open)",
        "Raised by:      Bob (blue)",
        "Time:           2025-03-01 13:00 +01:00",
        "Whose turn:     Ann (red) (move 1)",
        "Moving piece:   O1 (red)",
        "Proposed route: O1-M5",
        "Clause cited:   2. ",
        "Verdict:        legal",
        "Position:       red@bottom=N1,N2,N3,N4,O1,O2,O3,P1,P2,Q1",
        "    Hop over N1.",
        "Bob (blue): (no statement)",
        "Resolution:     none yet",
        "Clause 2, how pieces travel: a step to a neighbouring hole",
        "Record fingerprint: ",
    ] {
        assert!(text.contains(want), "missing {want:?} in\n{text}");
    }
    let lines: Vec<&str> = text.lines().collect();
    let row = |letter: &str| {
        lines
            .iter()
            .find(|l| l.starts_with(&format!("{letter}  ")))
            .copied()
            .unwrap_or_default()
    };
    assert_eq!(row("A").trim_start_matches("A  ").trim(), "B");
    assert_eq!(row("A").find('B'), Some(3 + 12), "the tip is centred");
    assert_eq!(row("M").matches('1').count(), 1, "one landing in row M");
    assert_eq!(row("M").find('1'), Some(3 + 8), "landing 1 on M5");
    assert!(row("O").ends_with("* R R"), "{}", row("O"));
    assert_eq!(row("Q").trim(), "Q              R");
    assert_eq!(row("I").matches('.').count(), 9);
}

#[test]
fn resolution_appears_in_text() {
    let mut d = sample(&["N2", "M6"], Clause::Disputes);
    d.resolve(Resolved {
        resolution: Resolution::AgreeChangeForNewGame {
            change: "long jumps".into(),
            rules: None,
        },
        time: "2025-03-01 12:05 UTC".into(),
        effect: "takes effect from a new game".into(),
    })
    .expect("open");
    let text = text_of(&d);
    assert!(text.contains("Dispute 1 (resolved)"), "{text}");
    assert!(
        text.contains("Resolution:     Agree a change for a new game, at 2025-03-01 13:05 +01:00"),
        "{text}"
    );
    // Free text goes indented under its label.
    assert!(text.contains("Agreed change:\n    long jumps"), "{text}");
}

/// A reason is kept in a file as its words: the words come back as the
/// engine's typed reason, and words changed by hand are refused.
#[test]
fn a_reason_in_a_log_is_its_words_and_checked_against_the_engine() {
    let mut d = sample(&["Q1", "I5", "A1"], Clause::Camps);
    d.reseal();
    let log = DisputeLog::new(vec![d]);
    let ron = log.to_ron().expect("serialises");
    let words = "Q1 to I5 is neither a step nor a hop: they are not on one line";
    assert!(ron.contains(&format!("reason: \"{words}\"")), "{ron}");
    let back = DisputeLog::from_ron(&ron).expect("parses back");
    assert!(
        matches!(
            &back.disputes[0].verdict,
            Verdict::Illegal {
                reason: crate::rules::Reason::NotOnALine { .. },
                ..
            }
        ),
        "{:?}",
        back.disputes[0].verdict
    );
    let forged = ron.replace("not on one line", "not in one row");
    let err = DisputeLog::from_ron(&forged).expect_err("forged words");
    assert!(err.to_string().contains("field `verdict`"), "{err}");
}

#[test]
fn ron_round_trip() {
    let mut a = sample(&["N2", "M6"], Clause::Moving);
    a.resolve(Resolved {
        resolution: Resolution::ApplyCard,
        time: "2025-03-01 12:02 UTC".into(),
        effect: "N2-M6 was played".into(),
    })
    .expect("open");
    let mut b = sample(&["Q1", "I5", "A1"], Clause::Camps);
    b.number = 2;
    b.reseal();
    let log = DisputeLog::new(vec![a, b]);
    let ron = log.to_ron().expect("serialises");
    let back = DisputeLog::from_ron(&ron).expect("parses back");
    assert_eq!(back, log);
    assert!(ron.contains("\"N2\""), "holes are written by name: {ron}");
    let text = log.to_text();
    assert!(
        text.starts_with("Hopcard dispute log (format 4): 2 disputes"),
        "{text}"
    );
}

#[test]
fn malformed_logs_are_refused_with_reasons() {
    let err = DisputeLog::from_ron("(version: 1, disputes: [").expect_err("truncated");
    assert!(matches!(err, LogError::Parse(_)), "{err}");
    let err = DisputeLog::from_ron("(version: 99, disputes: [])").expect_err("newer");
    assert_eq!(err, LogError::NewerVersion(99));
    let good = DisputeLog::new(vec![sample(&["N2", "M6"], Clause::Moving)])
        .to_ron()
        .expect("ron");
    let bad_hole = good.replacen("\"M6\"", "\"Z9\"", 1);
    let err = DisputeLog::from_ron(&bad_hole).expect_err("bad hole");
    assert!(err.to_string().contains("Z9"), "{err}");
    let bad_clause = good.replacen("clause: 2", "clause: 9", 1);
    let err = DisputeLog::from_ron(&bad_clause).expect_err("bad clause");
    assert!(
        err.to_string()
            .contains("9 is not a clause (the card has clauses 1 to 7)"),
        "{err}"
    );
    assert!(DisputeLog::from_ron("").is_err());
}

#[test]
fn an_agreed_change_without_a_rule_is_written_as_before() {
    // Records written before the rule field keep their record fingerprints.
    let words = Resolution::AgreeChangeForNewGame {
        change: "x".into(),
        rules: None,
    };
    assert_eq!(
        ron::to_string(&words).unwrap_or_default(),
        "AgreeChangeForNewGame(change:\"x\")"
    );
    let old: Resolution = ron::from_str("AgreeChangeForNewGame(change:\"x\")").expect("reads");
    assert_eq!(old, words);
    let rule = Resolution::AgreeChangeForNewGame {
        change: "x".into(),
        rules: Some(RuleSet::default()),
    };
    let text = ron::to_string(&rule).unwrap_or_default();
    assert_eq!(ron::from_str::<Resolution>(&text).ok(), Some(rule));
}

#[test]
fn the_record_chain_changes_when_a_part_is_removed_changed_or_moved() {
    let parts: Vec<String> = ["move 1", "move 2", "dispute 1"]
        .iter()
        .map(|s| (*s).to_string())
        .collect();
    let whole = super::record::chain_fingerprint("start", &parts);
    assert_eq!(whole.len(), 64);
    assert_eq!(whole, super::record::chain_fingerprint("start", &parts));
    let mut reordered = parts.clone();
    reordered.swap(0, 1);
    let mut changed = parts.clone();
    changed[1].push('!');
    for (what, other) in [
        (
            "last removed",
            super::record::chain_fingerprint("start", &parts[..2]),
        ),
        (
            "first removed",
            super::record::chain_fingerprint("start", &parts[1..]),
        ),
        (
            "reordered",
            super::record::chain_fingerprint("start", &reordered),
        ),
        (
            "changed",
            super::record::chain_fingerprint("start", &changed),
        ),
        (
            "another start",
            super::record::chain_fingerprint("other", &parts),
        ),
    ] {
        assert_ne!(whole, other, "{what}");
    }
}

/// `sample` resolved (withdrawn), numbered `number`, naming `game` as the
/// game it was raised in ("" for a record from before).
fn resolved(number: usize, game: &str) -> Dispute {
    let mut d = sample(&["N2", "M6"], Clause::Moving);
    d.number = number;
    d.raised_in = game.to_string();
    d.resolve(Resolved {
        resolution: Resolution::Withdrawn,
        time: "2025-03-01 12:01 UTC".into(),
        effect: "nothing".into(),
    })
    .expect("open");
    d
}

fn log_error(version: u32, disputes: Vec<Dispute>) -> LogError {
    let record = DisputeLog::fingerprint(&disputes);
    let log = DisputeLog {
        version,
        disputes,
        record,
    };
    DisputeLog::from_ron(&log.to_ron().expect("ron")).expect_err("refused")
}

#[test]
fn a_log_runs_1_2_3_with_only_the_last_open() {
    let field = |e: LogError| match e {
        LogError::Record(r) => (r.number, r.field),
        other => panic!("not a record error: {other}"),
    };
    assert_eq!(
        field(log_error(4, vec![resolved(1, ""), resolved(1, "")])),
        (1, "number")
    );
    assert_eq!(field(log_error(4, vec![resolved(2, "")])), (2, "number"));
    let mut open = sample(&["N2", "M6"], Clause::Moving);
    open.reseal();
    assert_eq!(
        field(log_error(4, vec![open, resolved(2, "")])),
        (1, "resolution")
    );
    assert_eq!(
        field(log_error(4, vec![resolved(1, "g"), resolved(2, "")])),
        (2, "raised_in"),
        "once a record names its game, every later one does"
    );
    let err = log_error(4, vec![resolved(1, ""), resolved(3, "")]);
    assert!(
        err.to_string()
            .starts_with("dispute 3, field `number`: it is record 2 of the file"),
        "{err}"
    );
}

#[test]
fn a_log_holding_what_its_version_never_wrote_is_refused() {
    assert_eq!(
        log_error(3, vec![resolved(1, "g")]),
        LogError::Lowered {
            version: 3,
            newer: Newer::RaisedIn(1)
        }
    );
    assert_eq!(
        log_error(1, vec![resolved(1, "")]),
        LogError::Lowered {
            version: 1,
            newer: Newer::Seal(1)
        }
    );
    let mut change = sample(&["N2", "M6"], Clause::Moving);
    change
        .resolve(Resolved {
            resolution: Resolution::AgreeChangeForNewGame {
                change: "long jumps".into(),
                rules: Some(RuleSet::default()),
            },
            time: "2025-03-01 12:01 UTC".into(),
            effect: "next game".into(),
        })
        .expect("open");
    change.seal = None;
    let err = log_error(1, vec![change]);
    assert_eq!(
        err,
        LogError::Lowered {
            version: 1,
            newer: Newer::RuleChange(1)
        }
    );
    assert!(
        err.to_string().starts_with("field `version`: it says 1"),
        "{err}"
    );
    // What each version did write still loads.
    let mut old = resolved(1, "");
    old.seal = None;
    for (version, d) in [(1, old), (2, resolved(1, "")), (3, resolved(1, ""))] {
        let mut log = DisputeLog {
            version,
            disputes: vec![d],
            record: String::new(),
        };
        if version >= 3 {
            log.record = DisputeLog::fingerprint(&log.disputes);
        }
        DisputeLog::from_ron(&log.to_ron().expect("ron"))
            .unwrap_or_else(|e| panic!("version {version}: {e}"));
    }
}

#[test]
fn a_sheet_chains_the_log_up_to_it_once_its_record_names_its_game() {
    let old = vec![resolved(1, ""), resolved(2, "")];
    let sheets = sheet_fingerprints(&old);
    for (d, sheet) in old.iter().zip(&sheets) {
        assert_eq!(sheet.as_deref(), Some(d.printed_fingerprint().as_str()));
    }
    let new = vec![resolved(1, "g"), resolved(2, "g")];
    let sheets = sheet_fingerprints(&new);
    assert_eq!(sheets[0], Some(DisputeLog::fingerprint(&new[..1])));
    assert_eq!(sheets[1], Some(DisputeLog::fingerprint(&new)));
    // Another game, the same record otherwise: another fingerprint.
    let moved = vec![resolved(1, "h"), resolved(2, "g")];
    assert_ne!(sheet_fingerprints(&moved)[1], sheets[1]);
    let mut bare = resolved(1, "g");
    bare.seal = None;
    assert_eq!(
        sheet_fingerprints(&[bare])[0],
        None,
        "no seal, no fingerprint"
    );
}
