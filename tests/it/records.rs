//! Records that cannot lie, honest sign-off, input that prints safely and
//! print-ready PDFs (issue 12), through the library and the command line.

use hopcard::records;
use hopcard::records::{DisputeLog, Resolution};
use hopcard::{Card, Clause, Confirmation, Hole, RuleSet, Signatory};
use std::path::Path;

use crate::common::games;

use crate::common::cli;
use cli::Ran;

/// `hopcard` in a fixed time zone, so local times in its output are known.
fn hopcard(args: &[&str]) -> Ran {
    cli::hopcard_with(args, &[("TZ", "Europe/Paris")])
}

use crate::common::pdf::{pdftotext, words};
use crate::common::temp_dir;

fn text(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

fn holes(names: &[&str]) -> Vec<Hole> {
    names
        .iter()
        .map(|n| Hole::parse(n).expect("hole"))
        .collect()
}

/// A game file's text with two disputes: one resolved (a legal hop chain
/// played), one open with statements.
fn game_with_disputes() -> String {
    let mut game = games::new_game(2, RuleSet::default());
    game.raise_dispute(1, &holes(&["N2", "M6"]), Clause::Moving, games::CLOCK)
        .expect("raise");
    game.resolve_dispute(Resolution::ApplyCard, "2025-03-14 19:31 UTC")
        .expect("resolve");
    game.raise_dispute(
        0,
        &holes(&["B1", "C1"]),
        Clause::Destination,
        "2025-03-14 19:32 UTC",
    )
    .expect("raise");
    for (player, words) in [(0, "It stays home."), (1, "That is my piece.")] {
        game.edit_dispute(hopcard::records::DisputeEdit::Statement {
            player,
            text: words.into(),
        })
        .expect("statement");
    }
    records::game_file_text(&game, games::CLOCK).expect("serialises")
}

/// `text` with the `nth` (0-based) occurrence of `from` replaced by `to`.
fn replace_nth(text: &str, from: &str, to: &str, nth: usize) -> String {
    let (at, _) = text
        .match_indices(from)
        .nth(nth)
        .unwrap_or_else(|| panic!("{from:?} occurs {nth}+1 times"));
    format!("{}{to}{}", &text[..at], &text[at + from.len()..])
}

/// Each hand edit of a recorded field, and the field the refusal must name.
fn hand_edits(good: &str) -> Vec<(&'static str, String, &'static str)> {
    vec![
        (
            "raised_by 99",
            good.replacen("raised_by: 1,", "raised_by: 99,", 1),
            "field `raised_by`: 99 is not a seat",
        ),
        (
            "forged verdict",
            good.replacen(
                "verdict: Legal",
                "verdict: Illegal(clause: Some(2), reason: \"blue says so\")",
                1,
            ),
            "field `verdict`",
        ),
        (
            "changed statement",
            good.replacen("It stays home.", "It may leave home.", 1),
            "field `statements`: changed after Hopcard wrote the record",
        ),
        (
            "changed time",
            good.replacen(
                "time: \"2025-03-14 19:32 UTC\"",
                "time: \"2025-03-14 18:02 UTC\"",
                1,
            ),
            "field `time`: changed after Hopcard wrote the record",
        ),
        (
            "changed resolution",
            good.replacen("resolution: ApplyCard", "resolution: Withdrawn", 1),
            "field `resolution`: changed",
        ),
        (
            "changed raiser name",
            replace_nth(
                good,
                "raised_by_name: \"Bob (blue)\"",
                "raised_by_name: \"Ann (red)\"",
                0,
            ),
            "field `raised_by_name`",
        ),
        (
            "changed clause wording",
            good.replacen(
                "clause_text: \"Moving:",
                "clause_text: \"Anything goes. Moving:",
                1,
            ),
            "field `clause_text`",
        ),
        (
            "not a time",
            good.replacen("time: \"2025-03-14 19:32 UTC\"", "time: \"teatime\"", 1),
            "field `time`: \"teatime\" is not a time",
        ),
    ]
}

#[test]
fn a_game_file_with_a_hand_edited_dispute_is_refused_naming_the_field() {
    let good = game_with_disputes();
    records::parse_game_file(good.as_bytes()).expect("the record as written loads");
    // A clause is read as one of the seven: another number is refused where
    // it stands (line and column), before any record is judged.
    let edited = good.replacen("clause: 2,", "clause: 99,", 1);
    let err = records::parse_game_file(edited.as_bytes())
        .map(|_| ())
        .expect_err("clause 99")
        .to_string();
    assert!(
        err.contains("99 is not a clause (the card has clauses 1 to 7)"),
        "{err}"
    );
    for (what, edited, says) in hand_edits(&good) {
        assert_ne!(edited, good, "{what}: the edit applies");
        let err = records::parse_game_file(edited.as_bytes())
            .map(|_| ())
            .expect_err(what)
            .to_string();
        assert!(err.contains("dispute "), "{what}: {err}");
        assert!(err.contains(says), "{what}: {err:?} should say {says:?}");
    }
}

#[test]
fn a_hand_edited_dispute_log_is_refused_naming_the_dispute_and_field() {
    let file = records::parse_game_file(game_with_disputes().as_bytes()).expect("loads");
    let good = DisputeLog::new(file.game.disputes().to_vec())
        .to_ron()
        .expect("ron");
    DisputeLog::from_ron(&good).expect("the log as written loads");
    for (what, edited, says) in hand_edits(&good) {
        let err = DisputeLog::from_ron(&edited).expect_err(what).to_string();
        assert!(err.contains(says), "{what}: {err:?} should say {says:?}");
    }
    let err = DisputeLog::from_ron(&good.replacen("version: 4", "version: 5", 1))
        .expect_err("newer")
        .to_string();
    assert!(err.contains("newer"), "{err}");

    // The same through the command line: exit 2, the field named.
    let dir = temp_dir("log");
    let path = dir.join("log.ron");
    let edited = good.replacen("clause: 2,", "clause: 99,", 1);
    std::fs::write(&path, edited).expect("write");
    let r = hopcard(&["dispute", text(&path)]);
    assert_eq!(r.code, 2, "{}", r.out);
    assert!(r.err.contains("99 is not a clause"), "{}", r.err);
    assert!(r.err.contains("log.ron"), "the file is named: {}", r.err);
}

#[test]
fn dispute_text_shows_local_time_with_the_offset() {
    let dir = temp_dir("local");
    let path = dir.join("game.hopcard");
    std::fs::write(&path, game_with_disputes()).expect("write");
    let r = hopcard(&["dispute", text(&path)]);
    assert_eq!(r.code, 0, "{}", r.err);
    // 19:30 UTC in Paris in March is 20:30, one hour ahead.
    assert!(
        r.out.contains("Time:           2025-03-14 20:30 +01:00"),
        "{}",
        r.out
    );
    assert!(r.out.contains("Clause 2, how pieces travel"), "{}", r.out);
    assert!(
        !r.out.contains("--movement"),
        "rules in the card's words: {}",
        r.out
    );
}

fn new_card(extra: &[&str]) -> Ran {
    let mut args = vec![
        "card",
        "new",
        "--player",
        "red:Ann",
        "--player",
        "blue:Bob",
        "--date",
        "2025-03-14",
    ];
    args.extend(extra);
    hopcard(&args)
}

#[test]
fn card_new_confirms_only_the_players_who_confirm() {
    let none = new_card(&[]);
    assert_eq!(none.code, 0, "{}", none.err);
    let card = Card::from_ron(&none.out).expect("a card");
    assert!(card.confirmations.iter().all(Option::is_none));
    assert_eq!(card.unconfirmed(), ["Ann (red)", "Bob (blue)"]);
    assert!(
        card.to_text()
            .contains("NOT CONFIRMED by Ann (red), Bob (blue)")
    );
    assert!(
        card.ready().is_err(),
        "an unconfirmed card cannot start a game"
    );

    let one = new_card(&["--confirm", "blue:BB"]);
    let card = Card::from_ron(&one.out).expect("a card");
    assert!(card.confirmations[0].is_none());
    assert_eq!(
        card.confirmations[1].as_ref().map(|c| c.by.as_str()),
        Some("BB")
    );
    assert!(
        one.err.contains("not confirmed by Ann (red)"),
        "{}",
        one.err
    );

    let both = new_card(&["--confirm", "red:AN", "--confirm", "blue:BB"]);
    let card = Card::from_ron(&both.out).expect("a card");
    assert!(card.unconfirmed().is_empty() && card.ready().is_ok());
    assert!(both.err.is_empty(), "{}", both.err);

    for (bad, says) in [
        ("green:GG", "no --player has that colour"),
        ("red", "expected COLOUR:INITIALS"),
        ("red:", "the initials are missing"),
    ] {
        let r = new_card(&["--confirm", bad]);
        assert_eq!(r.code, 2, "{bad}: {}", r.out);
        assert!(r.err.contains(says), "{bad}: {}", r.err);
    }
    let twice = new_card(&["--confirm", "red:A", "--confirm", "red:B"]);
    assert!(twice.err.contains("already confirmed"), "{}", twice.err);
}

#[test]
fn card_verify_expect_compares_with_the_fingerprint_on_paper() {
    let dir = temp_dir("expect");
    let path = dir.join("card.ron");
    let made = new_card(&["--confirm", "red:AN", "--confirm", "blue:BB"]);
    std::fs::write(&path, &made.out).expect("write");
    let card = Card::from_ron(&made.out).expect("a card");
    let short = card.short_fingerprint();
    assert_eq!(short.len(), 19, "{short}");
    assert_eq!(short.matches('-').count(), 3, "{short}");

    let ok = hopcard(&["card", "verify", text(&path), "--expect", &short]);
    assert_eq!(ok.code, 0, "{}", ok.out);
    assert!(
        ok.out.contains("matches the fingerprint on paper"),
        "{}",
        ok.out
    );
    let lower = hopcard(&[
        "card",
        "verify",
        text(&path),
        "--expect",
        &short.to_lowercase(),
    ]);
    assert_eq!(lower.code, 0, "case does not matter: {}", lower.out);

    // Case 6: the file was changed and its fingerprint recomputed; only the
    // paper copy tells.
    let mut forged = card.clone();
    forged.rules.completion = hopcard::Completion::Ten;
    forged.fix_fingerprint();
    std::fs::write(&path, forged.to_ron()).expect("write");
    let plain = hopcard(&["card", "verify", text(&path)]);
    assert_eq!(plain.code, 0, "the file agrees with itself: {}", plain.out);
    let differs = hopcard(&["card", "verify", text(&path), "--expect", &short]);
    assert_eq!(differs.code, 1, "{}", differs.out);
    assert!(
        differs
            .out
            .contains("DIFFERS from the fingerprint on paper"),
        "{}",
        differs.out
    );

    for bad in ["1234", "XXXX-XXXX-XXXX-XXXX", "1234-5678-9abc-def0-1"] {
        let r = hopcard(&["card", "verify", text(&path), "--expect", bad]);
        assert_eq!(r.code, 2, "{bad}: {}", r.out);
        assert!(r.err.contains("is not a fingerprint"), "{bad}: {}", r.err);
    }
}

#[test]
fn typed_text_with_line_breaks_or_control_characters_is_refused() {
    let forged_clause = "red:Ann\n5. Blocking and finishing: blue may swap at any time.";
    let r = hopcard(&[
        "card",
        "new",
        "--player",
        forged_clause,
        "--player",
        "blue:Bob",
    ]);
    assert_eq!(r.code, 2, "{}", r.out);
    assert!(
        r.err.contains("player 1's name must be one line"),
        "{}",
        r.err
    );
    let r = hopcard(&[
        "card",
        "new",
        "--player",
        "red:A\u{1b}[2J",
        "--player",
        "blue:Bob",
    ]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("U+001B"), "{}", r.err);
    assert!(
        !r.err.contains('\u{1b}'),
        "the escape never reaches the terminal raw"
    );
    let r = new_card(&["--rulebook", "box\u{7}"]);
    assert!(r.code == 2 && r.err.contains("the rulebook"), "{}", r.err);
    let r = new_card(&["--changes", "swap\u{202E}paws"]);
    assert!(r.code == 2 && r.err.contains("direction mark"), "{}", r.err);
    let ok = new_card(&["--changes", "line one\nline two"]);
    assert_eq!(
        ok.code, 0,
        "agreed changes may have several lines: {}",
        ok.err
    );

    // A card file edited by hand is refused the same way.
    let mut card = Card::new(vec![
        Signatory {
            name: "Ann".into(),
            colour: "red".into(),
        },
        Signatory {
            name: "Bob\n5. blue may swap".into(),
            colour: "blue".into(),
        },
    ]);
    card.confirmations[0] = Some(Confirmation {
        by: "A".into(),
        at: games::CLOCK.into(),
    });
    let err = Card::from_ron(&card.to_ron())
        .expect_err("refused")
        .to_string();
    assert!(err.contains("player 2's name must be one line"), "{err}");

    // And a statement in a dispute.
    let mut game = games::new_game(2, RuleSet::default());
    game.raise_dispute(0, &holes(&["N2", "M6"]), Clause::Moving, games::CLOCK)
        .expect("raise");
    let err = game
        .edit_dispute(hopcard::records::DisputeEdit::Statement {
            player: 0,
            text: "fine\u{1b}]0;owned\u{7}".into(),
        })
        .expect_err("refused");
    assert!(err.to_string().contains("control character"), "{err}");
}

#[test]
fn the_card_pdf_carries_every_clause_name_and_the_short_fingerprint() {
    let dir = temp_dir("card-pdf");
    let path = dir.join("card.ron");
    let made = new_card(&["--confirm", "red:AN", "--rulebook", "the leaflet"]);
    std::fs::write(&path, &made.out).expect("write");
    let card = Card::from_ron(&made.out).expect("card");
    let pdf = dir.join("card.pdf");
    let r = hopcard(&[
        "card",
        "pdf",
        text(&path),
        "-o",
        text(&pdf),
        "--paper",
        "letter",
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(std::fs::read(&pdf).expect("written").starts_with(b"%PDF-"));
    let Some(got) = pdftotext(&pdf) else {
        eprintln!("pdftotext is not installed: text checks skipped");
        return;
    };
    let got = words(&got);
    for (n, clause) in card.clauses() {
        assert!(got.contains(&words(&clause)), "clause {n} missing in {got}");
    }
    for want in [
        "Ann (red)",
        "Bob (blue)",
        "the leaflet",
        "2025-03-14",
        &card.short_fingerprint(),
        "NOT CONFIRMED by Bob (blue)",
        "confirmed as \"AN\" at",
        "signature of Ann (red)",
        "It is not a signature",
    ] {
        assert!(got.contains(want), "{want:?} missing in {got}");
    }
    let again = hopcard(&["card", "pdf", text(&path), "-o", text(&pdf)]);
    assert_eq!(again.code, 2, "an existing file is not replaced unasked");
    assert!(again.err.contains("already exists"), "{}", again.err);
    let replaced = hopcard(&["card", "pdf", text(&path), "-o", text(&pdf), "--replace"]);
    assert_eq!(replaced.code, 0, "{}", replaced.err);
    let bad = hopcard(&[
        "card",
        "pdf",
        text(&path),
        "-o",
        text(&dir.join("x.pdf")),
        "--paper",
        "a3",
    ]);
    assert!(
        bad.code == 2 && bad.err.contains("\"a3\" is not a paper size"),
        "{}",
        bad.err
    );
}

#[test]
fn the_dispute_pdf_carries_the_record_the_clause_and_the_verdict() {
    let dir = temp_dir("dispute-pdf");
    let game = dir.join("game.hopcard");
    std::fs::write(&game, game_with_disputes()).expect("write");
    let pdf = dir.join("d.pdf");
    let r = hopcard(&["dispute", text(&game), "--number", "1", "--pdf", text(&pdf)]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.out.contains("1 dispute record"), "{}", r.out);
    let Some(got) = pdftotext(&pdf) else {
        eprintln!("pdftotext is not installed: text checks skipped");
        return;
    };
    let got = words(&got);
    let file = records::parse_game_file(game_with_disputes().as_bytes()).expect("loads");
    let d = &file.game.disputes()[0];
    for want in [
        "HOPCARD DISPUTE RECORD · dispute 1 (resolved)",
        "Bob (blue)",
        "N2-M6",
        &words(&d.clause_text),
        "legal",
        "2025-03-14 20:30 +01:00",
        &file.game.card.short_fingerprint(),
        "signature of Ann (red)",
    ] {
        assert!(got.contains(want), "{want:?} missing in {got}");
    }
    let none = hopcard(&[
        "dispute",
        text(&game),
        "--number",
        "7",
        "--pdf",
        text(&dir.join("n.pdf")),
    ]);
    assert!(
        none.code == 2 && none.err.contains("there is no dispute 7"),
        "{}",
        none.err
    );
}

#[test]
fn a_record_quoting_clause_7_as_earlier_versions_worded_it_still_loads() {
    let mut game = games::new_game(2, RuleSet::default());
    game.raise_dispute(1, &holes(&["N2", "M6"]), Clause::Disputes, games::CLOCK)
        .expect("raise");
    // Such a record comes from a file of format 1, written before the
    // whole record had a fingerprint (format 2 would show the edit).
    let text =
        games::as_format_1(&records::game_file_text(&game, games::CLOCK).expect("serialises"));
    let now = "a new card confirmed by everyone";
    assert!(text.contains(now), "today's wording is recorded");
    let earlier = text.replacen(now, "a new card signed by everyone", 1);
    records::parse_game_file(earlier.as_bytes()).expect("the earlier wording holds up");
    let other = text.replacen(now, "whatever Bob says", 1);
    let err = records::parse_game_file(other.as_bytes())
        .map(|_| ())
        .expect_err("any other wording is refused")
        .to_string();
    assert!(err.contains("field `clause_text`"), "{err}");
}

/// Before issue 20 the unused-camp sentence sat in clause 1 (verdicts cited
/// 4), clause 4 had only the other-camp sentence, and clause 2 did not spell
/// out the chain's limits. Records quoting those words still hold up; a
/// wording no card ever printed does not.
#[test]
fn records_quoting_clauses_1_2_and_4_as_earlier_versions_worded_them_still_load() {
    let rules = RuleSet {
        unused: hopcard::Unused::NoRest,
        ..RuleSet::default()
    };
    let earlier = [
        (
            Clause::Setup,
            "Setup: ten pieces each; red starts at bottom and heads for top; blue starts at top and heads for bottom. Camps nobody starts in or heads for may be crossed, but no turn may end in them.",
        ),
        (
            Clause::Moving,
            "Moving: A turn moves one piece: either one step to a neighbouring empty hole, or a chain of hops. Each hop passes over one adjacent piece of any colour (the bridge) to the empty hole just beyond it in a straight line. The chain may stop after any hop; nothing is taken off the board; no long jumps.",
        ),
        (
            Clause::Camps,
            "Camps: each player's own start and destination are always allowed. Other players' camps may be used like any other hole.",
        ),
    ];
    for (clause, old) in earlier {
        let mut game = games::new_game(2, rules);
        game.raise_dispute(1, &holes(&["N2", "M6"]), clause, games::CLOCK)
            .expect("raise");
        let now = game.card.clause_text(clause);
        assert_ne!(now, old, "clause {clause} reads differently today");
        // A file of format 1, from before the whole record's fingerprint.
        let text =
            games::as_format_1(&records::game_file_text(&game, games::CLOCK).expect("serialises"));
        let quoted = |t: &str| ron::to_string(t).expect("a string");
        assert!(text.contains(&quoted(&now)), "today's wording is recorded");
        let then = text.replacen(&quoted(&now), &quoted(old), 1);
        records::parse_game_file(then.as_bytes())
            .unwrap_or_else(|e| panic!("clause {clause}'s earlier wording holds up: {e}"));
        let other = text.replacen(&quoted(&now), &quoted(&format!("{old} Or not.")), 1);
        let err = records::parse_game_file(other.as_bytes())
            .map(|_| ())
            .expect_err("any other wording is refused")
            .to_string();
        assert!(err.contains("field `clause_text`"), "{err}");
    }
}

/// A dispute resolved with a rule option for the next card prints that
/// option on its PDF exactly as the text form says it (issue 34): the PDF
/// used to print the change in words only.
#[test]
fn an_agreed_rule_change_prints_on_the_dispute_pdf_as_in_the_text() {
    let no_rest = RuleSet {
        unused: hopcard::Unused::NoRest,
        ..RuleSet::default()
    };
    let pos: hopcard::Position = "red=K3,N1 blue=K2,J1 turn=red".parse().expect("position");
    let mut game = hopcard::GameState::from_position(no_rest, pos);
    game.raise_dispute(0, &holes(&["K3", "K1"]), Clause::Camps, games::CLOCK)
        .expect("raise");
    game.resolve_dispute(
        Resolution::AgreeChangeForNewGame {
            change: "Stopping in an empty camp is fine".into(),
            rules: Some(RuleSet {
                unused: hopcard::Unused::Usable,
                ..no_rest
            }),
        },
        "2025-03-14 19:31 UTC",
    )
    .expect("resolve");
    let dir = temp_dir("rule-change-pdf");
    let log = dir.join("log.ron");
    let ron = DisputeLog::new(game.disputes().to_vec())
        .to_ron()
        .expect("ron");
    std::fs::write(&log, ron).expect("write");
    let printed = hopcard(&["dispute", text(&log)]);
    assert_eq!(printed.code, 0, "{}", printed.err);
    let line = "Next card:      clause 4 unused: usable";
    assert!(printed.out.contains(line), "{}", printed.out);
    let pdf = dir.join("d.pdf");
    let r = hopcard(&["dispute", text(&log), "--pdf", text(&pdf)]);
    assert_eq!(r.code, 0, "{}", r.err);
    let Some(got) = pdftotext(&pdf) else {
        eprintln!("pdftotext is not installed: text checks skipped");
        return;
    };
    // pdftotext gives the labels of a column before their values.
    let got = words(&got);
    for want in [
        "Agreed change Next card Effect",
        "Stopping in an empty camp is fine clause 4 unused: usable recorded;",
    ] {
        assert!(got.contains(want), "{want:?} missing in {got}");
    }
}
