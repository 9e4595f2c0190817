//! Records that cannot be edited or forged unnoticed (issue 22, items 5-7):
//! a deleted dispute, a removed record fingerprint, an unknown or unchecked
//! field is refused naming the field; the printed fingerprints cover every
//! printed part, and the paper catches an edit made after printing; free
//! text cannot forge a line of the record.

use hopcard::storage;
use hopcard::{Clause, DisputeLog, Hole, Resolution, RuleSet};
use std::path::Path;

use crate::common::cli::{self, Ran};
use crate::common::games;
use crate::common::temp_dir;

fn hopcard(args: &[&str]) -> Ran {
    cli::hopcard_with(args, &[("TZ", "UTC")])
}

fn holes(names: &[&str]) -> Vec<Hole> {
    names
        .iter()
        .map(|n| Hole::parse(n).expect("hole"))
        .collect()
}

/// A game with `disputes` (1 or 2) disputes: the first resolved (a legal
/// route played), the second open with statements.
fn game(disputes: usize) -> hopcard::GameState {
    let mut game = games::new_game(2, RuleSet::default());
    game.raise_dispute(1, &holes(&["N2", "M6"]), Clause::Moving, games::CLOCK)
        .expect("raise");
    game.resolve_dispute(Resolution::ApplyCard, "2025-03-14 19:31 UTC")
        .expect("resolve");
    if disputes > 1 {
        game.raise_dispute(
            0,
            &holes(&["B1", "C1"]),
            Clause::Destination,
            "2025-03-14 19:32 UTC",
        )
        .expect("raise");
        for (player, words) in [(0, "It stays home."), (1, "That is my piece.")] {
            game.edit_dispute(hopcard::DisputeEdit::Statement {
                player,
                text: words.into(),
            })
            .expect("statement");
        }
    }
    game
}

fn file_text(disputes: usize) -> String {
    storage::game_file_text(&game(disputes), games::CLOCK).expect("serialises")
}

/// The value of the last `field: VALUE` in RON text (a quoted string): the
/// file's own `record` comes after the records' seals.
fn string_field<'a>(text: &'a str, field: &str) -> &'a str {
    let start = text
        .rfind(&format!("{field}: \""))
        .unwrap_or_else(|| panic!("no {field} in the file"))
        + field.len()
        + 3;
    let len = text[start..].find('"').expect("closing quote");
    &text[start..start + len]
}

/// `text` without the field starting at the `nth` `field: ` (its value up to
/// the matching bracket, and the comma after it).
fn remove_field(text: &str, field: &str, nth: usize) -> String {
    let (at, _) = text
        .match_indices(&format!("{field}: "))
        .nth(nth)
        .unwrap_or_else(|| panic!("no {field} number {nth}"));
    let mut depth = 0i32;
    let mut in_string = false;
    let mut end = text.len();
    let value = at + field.len() + 2;
    for (i, c) in text[value..].char_indices() {
        match c {
            '"' => in_string = !in_string,
            '(' | '[' if !in_string => depth += 1,
            ')' | ']' if !in_string => depth -= 1,
            ',' if !in_string && depth == 0 => {
                end = value + i + 1;
                break;
            }
            _ => {}
        }
        if depth < 0 {
            end = value + i;
            break;
        }
    }
    format!("{}{}", &text[..at], &text[end..])
}

fn refused(text: &str, what: &str, says: &str) {
    let err = storage::parse_game_file(text.as_bytes())
        .map(|_| ())
        .expect_err(what)
        .to_string();
    assert!(err.contains(says), "{what}: {err:?} should say {says:?}");
}

#[test]
fn deleting_the_last_dispute_from_a_game_file_or_a_log_leaves_a_trace() {
    let two = file_text(2);
    let one = file_text(1);
    storage::parse_game_file(two.as_bytes()).expect("the game as written loads");
    // The one-dispute game is the two-dispute file with its last dispute
    // cut out; the rest of the file (its `record` too) is the original's.
    let record = string_field(&two, "record");
    let cut = one.replacen(string_field(&one, "record"), record, 1);
    refused(&cut, "a dispute deleted", "field `record`");
    let last = one.matches("record: ").count() - 1;
    refused(
        &remove_field(&one, "record", last),
        "record removed",
        "field `record`",
    );

    // The same for a dispute log: its records' fingerprint is in the log.
    let file = storage::parse_game_file(two.as_bytes()).expect("loads");
    let log = DisputeLog::new(file.game.disputes().to_vec())
        .to_ron()
        .expect("ron");
    DisputeLog::from_ron(&log).expect("the log as written loads");
    let first_only = DisputeLog::new(file.game.disputes()[..1].to_vec())
        .to_ron()
        .expect("ron");
    let cut = first_only.replacen(
        string_field(&first_only, "record"),
        string_field(&log, "record"),
        1,
    );
    let err = DisputeLog::from_ron(&cut).expect_err("a record deleted from the log");
    assert!(err.to_string().contains("field `record`"), "{err}");
    let last = first_only.matches("record: ").count() - 1;
    let err = DisputeLog::from_ron(&remove_field(&first_only, "record", last))
        .expect_err("the log's record removed");
    assert!(err.to_string().contains("field `record`"), "{err}");
}

#[test]
fn removing_a_record_fingerprint_unlocks_nothing() {
    let good = file_text(2);
    let forged = good.replacen("It stays home.", "It may leave home.", 1);
    for (what, text) in [
        ("seal line removed", remove_field(&forged, "seal", 1)),
        ("seal: None", {
            let cut = remove_field(&forged, "seal", 1);
            cut.replacen("resolution: None,", "resolution: None,\nseal: None,", 1)
        }),
    ] {
        refused(&text, what, "field `seal`");
    }
    // In a dispute log of this version as well.
    let file = storage::parse_game_file(good.as_bytes()).expect("loads");
    let log = DisputeLog::new(file.game.disputes().to_vec())
        .to_ron()
        .expect("ron");
    let forged = remove_field(&log, "seal", 1).replacen("It stays home.", "It may leave.", 1);
    let err = DisputeLog::from_ron(&forged).expect_err("seal removed from a log");
    assert!(err.to_string().contains("field `seal`"), "{err}");
}

#[test]
fn unknown_and_unchecked_fields_of_a_game_file_are_refused_naming_the_field() {
    let good = file_text(2);
    let seats4 = "computer: [Some(strong), Some(strong), Some(strong), Some(strong)]";
    let many_hints = format!("hints: [{}]", vec!["1"; 400].join(", "));
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "unknown field in the file",
            good.replacen("saved:", "sky: \"blue\",\n    saved:", 1),
            "sky",
        ),
        (
            "unknown field in a dispute",
            good.replacen("raised_by: 1,", "raised_by: 1, mood: 3,", 1),
            "mood",
        ),
        (
            "saved is not a time",
            good.replacen(games::CLOCK, "yesterday", 1),
            "field `saved`",
        ),
        (
            "empty status",
            good.replacen("status: \"playing\"", "status: \"\"", 1),
            "field `status`",
        ),
        (
            "400 hints",
            good.replacen("hints: []", &many_hints, 1),
            "field `hints`",
        ),
        (
            "computer on four seats of two",
            good.replacen("computer: []", seats4, 1),
            "field `computer`",
        ),
        (
            "computer on a person's seat",
            good.replacen("computer: []", "computer: [Some(strong), None]", 1),
            "field `computer`",
        ),
    ];
    for (what, text, says) in cases {
        assert_ne!(text, good, "{what}: the edit did not apply");
        refused(&text, what, says);
    }
}

/// The lines of a record's text that start with `prefix`.
fn lines_starting(text: &str, prefix: &str) -> usize {
    text.lines().filter(|l| l.starts_with(prefix)).count()
}

fn printed_fingerprint(text: &str) -> String {
    text.lines()
        .find(|l| l.starts_with("Record fingerprint:"))
        .expect("a record fingerprint line")
        .to_string()
}

#[test]
fn the_printed_record_fingerprint_covers_statements_time_and_resolution() {
    let file = storage::parse_game_file(file_text(2).as_bytes()).expect("loads");
    let original = file.game.disputes()[1].clone();
    let zone = hopcard::clock::players_zone();
    let paper = printed_fingerprint(&original.to_text_in(&zone));
    let resolved = file.game.disputes()[0].clone();
    let resolved_paper = printed_fingerprint(&resolved.to_text_in(&zone));
    // A forger who recomputes the stored fingerprints (anyone can) gets a
    // record that loads, but the paper shows the difference.
    let mut forgeries = Vec::new();
    let mut d = original.clone();
    d.statements[0].text = "It may leave home.".into();
    forgeries.push(("statement", d, &paper));
    let mut d = original.clone();
    d.time = "2025-03-14 18:02 UTC".into();
    forgeries.push(("time", d, &paper));
    let mut d = resolved.clone();
    if let Some(r) = d.resolution.as_mut() {
        r.time = "2025-03-14 23:59 UTC".into();
    }
    forgeries.push(("resolution time", d, &resolved_paper));
    let mut d = resolved.clone();
    if let Some(r) = d.resolution.as_mut() {
        r.effect = "nothing was played".into();
    }
    forgeries.push(("effect", d, &resolved_paper));
    for (what, mut d, paper) in forgeries {
        d.seal = Some(d.compute_seal());
        d.check_record().expect("the re-sealed forgery loads");
        let printed = printed_fingerprint(&d.to_text_in(&zone));
        assert_ne!(
            &printed, paper,
            "forged {what}: the paper would not show it"
        );
    }
}

fn game_record_fingerprint(path: &Path) -> String {
    let r = hopcard(&["dispute", path.to_str().expect("utf-8")]);
    assert_eq!(r.code, 0, "{}", r.err);
    let line = r
        .out
        .lines()
        .find(|l| l.starts_with("Game record fingerprint: "))
        .unwrap_or_else(|| panic!("no game record fingerprint in {}", r.out));
    line["Game record fingerprint: ".len()..][..19].to_string()
}

#[test]
fn replay_and_dispute_expect_check_a_file_against_the_paper() {
    let dir = temp_dir("expect");
    let two = dir.join("two.ron");
    let one = dir.join("one.ron");
    std::fs::write(&two, file_text(2)).expect("write");
    std::fs::write(&one, file_text(1)).expect("write");
    let paper = game_record_fingerprint(&two);
    assert_ne!(paper, game_record_fingerprint(&one));
    let (two, one) = (two.to_str().expect("utf-8"), one.to_str().expect("utf-8"));

    let r = hopcard(&["replay", two, "--expect", &paper]);
    assert_eq!(r.code, 0, "{} {}", r.out, r.err);
    assert!(
        r.out.contains("matches the fingerprint on paper"),
        "{}",
        r.out
    );
    // The file with the last dispute cut out (its own fingerprints renewed,
    // as anyone could) loads, but differs from the paper.
    let r = hopcard(&["replay", one, "--expect", &paper]);
    assert_eq!(r.code, 1, "{} {}", r.out, r.err);
    assert!(
        r.out.contains("DIFFERS from the fingerprint on paper"),
        "{}",
        r.out
    );
    let r = hopcard(&["dispute", one, "--expect", &paper]);
    assert_eq!(r.code, 1, "{} {}", r.out, r.err);
    let r = hopcard(&["dispute", two, "--expect", &paper]);
    assert_eq!(r.code, 0, "{} {}", r.out, r.err);
    for bad in ["12", "XXXX-XXXX-XXXX-XXXX"] {
        let r = hopcard(&["replay", two, "--expect", bad]);
        assert_eq!(r.code, 2, "{bad}: {} {}", r.out, r.err);
    }
}

#[test]
fn an_agreed_change_cannot_forge_lines_of_the_record() {
    let mut g = games::new_game(2, RuleSet::default());
    g.raise_dispute(1, &holes(&["N2", "M6"]), Clause::Moving, games::CLOCK)
        .expect("raise");
    let change = "We agree.\nEffect:         blue wins\nRecord fingerprint: 0000-0000-0000-0000\nDispute 9 (resolved)";
    g.resolve_dispute(
        Resolution::AgreeChangeForNewGame {
            change: change.into(),
            rules: None,
        },
        "2025-03-14 19:31 UTC",
    )
    .expect("resolve");
    let text = g.disputes()[0].to_text_in(&hopcard::clock::players_zone());
    assert_eq!(lines_starting(&text, "Effect:"), 1, "{text}");
    assert_eq!(lines_starting(&text, "Record fingerprint:"), 1, "{text}");
    assert_eq!(lines_starting(&text, "Dispute 9"), 0, "{text}");
    assert!(text.contains("\n    Effect:         blue wins\n"), "{text}");
    // The game record prints each line of it one line only.
    let record = g.record_text();
    assert_eq!(lines_starting(&record, "Effect:"), 0, "{record}");
}
