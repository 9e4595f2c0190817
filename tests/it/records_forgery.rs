//! Records that cannot be edited or forged unnoticed (issue 22, items 5-7):
//! a deleted dispute, a removed record fingerprint, an unknown or unchecked
//! field is refused naming the field; the printed fingerprints cover every
//! printed part, and the paper catches an edit made after printing; free
//! text cannot forge a line of the record.

use hopcard::records;
use hopcard::records::{DisputeLog, Resolution};
use hopcard::{Clause, Hole, RuleSet};
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
            game.edit_dispute(hopcard::records::DisputeEdit::Statement {
                player,
                text: words.into(),
            })
            .expect("statement");
        }
    }
    game
}

fn file_text(disputes: usize) -> String {
    records::game_file_text(&game(disputes), games::CLOCK).expect("serialises")
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
    let err = records::parse_game_file(text.as_bytes())
        .map(|_| ())
        .expect_err(what)
        .to_string();
    assert!(err.contains(says), "{what}: {err:?} should say {says:?}");
}

#[test]
fn deleting_the_last_dispute_from_a_game_file_or_a_log_leaves_a_trace() {
    let two = file_text(2);
    let one = file_text(1);
    records::parse_game_file(two.as_bytes()).expect("the game as written loads");
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
    let file = records::parse_game_file(two.as_bytes()).expect("loads");
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
    let file = records::parse_game_file(good.as_bytes()).expect("loads");
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
    let file = records::parse_game_file(file_text(2).as_bytes()).expect("loads");
    let disputes = file.game.disputes().to_vec();
    let zone = hopcard::testing::clock::players_zone();
    let sheet = |all: &[hopcard::records::Dispute], i: usize| {
        printed_fingerprint(&hopcard::testing::sheets(all)[i].to_text_in(&zone))
    };
    let paper = sheet(&disputes, 1);
    let resolved_paper = sheet(&disputes, 0);
    let (original, resolved) = (disputes[1].clone(), disputes[0].clone());
    // A forger who recomputes the stored fingerprints (anyone can) gets a
    // record that loads, but the paper shows the difference.
    let mut forgeries = Vec::new();
    let mut d = original.clone();
    d.statements[0].text = "It may leave home.".into();
    forgeries.push(("statement", 1, d, &paper));
    let mut d = original.clone();
    d.time = "2025-03-14 18:02 UTC".into();
    forgeries.push(("time", 1, d, &paper));
    let mut d = resolved.clone();
    if let Some(r) = d.resolution.as_mut() {
        r.time = "2025-03-14 23:59 UTC".into();
    }
    forgeries.push(("resolution time", 0, d, &resolved_paper));
    let mut d = resolved.clone();
    if let Some(r) = d.resolution.as_mut() {
        r.effect = "nothing was played".into();
    }
    forgeries.push(("effect", 0, d, &resolved_paper));
    for (what, i, mut d, paper) in forgeries {
        d.seal = Some(d.compute_seal());
        d.check_record().expect("the re-sealed forgery loads");
        let mut all = disputes.clone();
        all[i] = d;
        assert_ne!(
            &sheet(&all, i),
            paper,
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
    let text = hopcard::testing::sheets(g.disputes())[0]
        .to_text_in(&hopcard::testing::clock::players_zone());
    assert_eq!(lines_starting(&text, "Effect:"), 1, "{text}");
    assert_eq!(lines_starting(&text, "Record fingerprint:"), 1, "{text}");
    assert_eq!(lines_starting(&text, "Dispute 9"), 0, "{text}");
    assert!(text.contains("\n    Effect:         blue wins\n"), "{text}");
    // The game record prints each line of it one line only.
    let record = g.record_text();
    assert_eq!(lines_starting(&record, "Effect:"), 0, "{record}");
}

// ---------------------------------------------------------------------------
// Logs that cannot be doubled, cut or moved (issue 34): numbers run 1, 2, 3…,
// a version never goes down silently, and each sheet's fingerprint covers
// the game the dispute was raised in and every dispute before it.
// ---------------------------------------------------------------------------

/// A game with three resolved disputes: the card applied (a step played),
/// then two withdrawn ones.
fn game3() -> hopcard::GameState {
    let mut game = game(2);
    game.resolve_dispute(Resolution::Withdrawn, "2025-03-14 19:33 UTC")
        .expect("withdraw");
    game.raise_dispute(
        1,
        &holes(&["B1", "C2"]),
        Clause::Moving,
        "2025-03-14 19:34 UTC",
    )
    .expect("raise");
    game.resolve_dispute(Resolution::Withdrawn, "2025-03-14 19:35 UTC")
        .expect("withdraw");
    game
}

/// A log as a hand editor would leave it: any version, any records, any
/// `record` (nothing checked on writing).
fn write_log(path: &Path, version: u32, disputes: Vec<hopcard::records::Dispute>, record: String) {
    let log = DisputeLog {
        version,
        disputes,
        record,
    };
    std::fs::write(path, log.to_ron().expect("ron")).expect("write");
}

/// The same with its `record` recomputed, as anyone can.
fn write_log_recomputed(path: &Path, version: u32, disputes: Vec<hopcard::records::Dispute>) {
    let record = DisputeLog::fingerprint(&disputes);
    write_log(path, version, disputes, record);
}

fn reseal(d: &mut hopcard::records::Dispute) {
    d.seal = Some(d.compute_seal());
}

/// The short record fingerprints `hopcard dispute FILE` prints, in order
/// (what the players have on paper).
fn papers(path: &Path) -> Vec<String> {
    let r = hopcard(&["dispute", path.to_str().expect("utf-8")]);
    assert_eq!(r.code, 0, "{}", r.err);
    r.out
        .lines()
        .filter_map(|l| l.strip_prefix("Record fingerprint: "))
        .map(|l| l.chars().take(19).collect())
        .collect()
}

/// `hopcard dispute FILE [--number N] --expect PAPER`.
fn expect(path: &Path, number: Option<usize>, paper: &str) -> Ran {
    let n = number.map(|n| n.to_string());
    let mut args = vec!["dispute", path.to_str().expect("utf-8")];
    if let Some(n) = &n {
        args.extend(["--number", n]);
    }
    args.extend(["--expect", paper]);
    hopcard(&args)
}

fn differs(r: &Ran, what: &str) {
    assert_eq!(r.code, 1, "{what}: {} {}", r.out, r.err);
    assert!(
        r.out.contains("DIFFERS from the fingerprint on paper"),
        "{what}: {}",
        r.out
    );
}

fn refused_naming(r: &Ran, what: &str, says: &str) {
    assert_eq!(r.code, 2, "{what}: {} {}", r.out, r.err);
    assert!(
        r.err.contains(says),
        "{what}: {:?} should say {says:?}",
        r.err
    );
}

#[test]
fn a_log_with_a_doubled_dispute_number_is_refused() {
    let dir = temp_dir("log-doubled");
    let disputes = game3().disputes().to_vec();
    let genuine = dir.join("genuine.ron");
    write_log_recomputed(&genuine, 4, disputes.clone());
    let paper = papers(&genuine);
    assert_eq!(expect(&genuine, Some(2), &paper[1]).code, 0);
    // The recipe: copy dispute 2's block, edit it, drop its seal,
    // set version 1, drop `record`; the forgery goes first.
    let mut forged = disputes[1].clone();
    forged.statements[1].text = "Red agreed it was fine.".into();
    forged.seal = None;
    let doubled = vec![
        disputes[0].clone(),
        forged.clone(),
        disputes[1].clone(),
        disputes[2].clone(),
    ];
    let log = dir.join("doubled.ron");
    write_log(&log, 1, doubled.clone(), String::new());
    let says = "dispute 2, field `number`";
    refused_naming(&expect(&log, Some(2), &paper[1]), "--expect", says);
    // Its text (and so its PDF) never prints two sheets headed "Dispute 2".
    refused_naming(
        &hopcard(&["dispute", log.to_str().expect("utf-8")]),
        "text",
        says,
    );
    // The same in today's format, every fingerprint recomputed.
    let mut doubled = doubled;
    reseal(&mut doubled[1]);
    write_log_recomputed(&log, 4, doubled);
    refused_naming(&expect(&log, Some(2), &paper[1]), "format 4", says);
}

#[test]
fn a_log_whose_version_was_lowered_is_refused_or_differs_from_its_paper() {
    let dir = temp_dir("log-lowered");
    let disputes = game3().disputes().to_vec();
    let genuine = dir.join("genuine.ron");
    write_log_recomputed(&genuine, 4, disputes.clone());
    let paper = papers(&genuine);
    let log = dir.join("lowered.ron");
    // The recipe: the last dispute deleted, `version: 2`, `record`
    // deleted. Its records name their game, which no version 2 wrote.
    write_log(&log, 2, disputes[..2].to_vec(), String::new());
    let r = hopcard(&["dispute", log.to_str().expect("utf-8")]);
    refused_naming(&r, "version 2", "field `version`");
    assert!(r.err.contains("`raised_in`"), "{}", r.err);
    // Version 3 with its `record` recomputed, or version 1 (which never had
    // record fingerprints either): refused the same way.
    write_log_recomputed(&log, 3, disputes[..2].to_vec());
    refused_naming(
        &hopcard(&["dispute", log.to_str().expect("utf-8")]),
        "version 3",
        "field `version`",
    );
    let mut unnamed: Vec<hopcard::records::Dispute> = disputes.clone();
    for d in &mut unnamed {
        d.raised_in.clear();
        reseal(d);
    }
    write_log(&log, 1, unnamed[..2].to_vec(), String::new());
    let r = hopcard(&["dispute", log.to_str().expect("utf-8")]);
    refused_naming(&r, "version 1 with seals", "field `version`");
    assert!(r.err.contains("`seal`"), "{}", r.err);
    // A forger who also strips what names the game and recomputes every
    // record fingerprint gets a version-2 log that loads, but no paper of
    // it matches any more.
    write_log(&log, 2, unnamed[..2].to_vec(), String::new());
    assert_eq!(hopcard(&["dispute", log.to_str().expect("utf-8")]).code, 0);
    for (i, p) in paper.iter().enumerate() {
        differs(&expect(&log, Some(i + 1), p), &format!("dispute {}", i + 1));
        differs(&expect(&log, None, p), &format!("paper {}", i + 1));
    }
}

/// The `disputes: [...]` list of a game file's text.
fn disputes_list(text: &str) -> String {
    let at = text.find("disputes: [").expect("a disputes list");
    let end = at + text[at..].find("\n        ],").expect("its end") + 11;
    text[at..end].to_string()
}

/// `text` with its `record` recomputed, as anyone can.
fn record_recomputed(text: &str) -> String {
    let file: records::GameFile = ron::from_str(text).expect("a game file in RON");
    text.replacen(&file.record, &file.game.record_fingerprint(), 1)
}

/// `text` with no dispute of `disputes` naming its game, their record
/// fingerprints recomputed: how an older Hopcard wrote them.
fn raised_in_stripped(text: &str, disputes: &[hopcard::records::Dispute]) -> String {
    let mut out: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("raised_in: "))
        .map(|l| format!("{l}\n"))
        .collect();
    for d in disputes {
        let mut bare = d.clone();
        bare.raised_in.clear();
        let old = &d.seal.as_ref().expect("sealed").record;
        out = out.replacen(old.as_str(), &bare.compute_seal().record, 1);
    }
    out
}

/// A card like the others, dated the next day: another game.
fn next_day_game() -> hopcard::GameState {
    let mut card = games::signed_card(2, RuleSet::default());
    card.date.day = 15;
    let card = card.with_fingerprint();
    let start = card.ready().expect("ready");
    hopcard::GameState::new(card, start)
}

#[test]
fn a_dispute_moved_to_another_game_is_refused_or_differs() {
    let dir = temp_dir("moved");
    // Game A: a dispute at the start, withdrawn; game B: the same players
    // and rules on a card dated the next day, at the same position.
    let mut a = games::new_game(2, RuleSet::default());
    a.raise_dispute(1, &holes(&["N2", "M6"]), Clause::Moving, games::CLOCK)
        .expect("raise");
    a.resolve_dispute(Resolution::Withdrawn, "2025-03-14 19:31 UTC")
        .expect("withdraw");
    let a_text = records::game_file_text(&a, games::CLOCK).expect("text");
    let a_path = dir.join("a.hopcard");
    std::fs::write(&a_path, &a_text).expect("write");
    let paper = papers(&a_path);
    assert_eq!(expect(&a_path, Some(1), &paper[0]).code, 0);
    let b_text = records::game_file_text(&next_day_game(), games::CLOCK).expect("text");
    // A's disputes pasted into B, B's `record` recomputed (anyone can).
    assert!(b_text.contains("disputes: [],"), "{b_text}");
    let pasted = b_text.replacen("disputes: [],", &disputes_list(&a_text), 1);
    let b_path = dir.join("b.hopcard");
    std::fs::write(&b_path, record_recomputed(&pasted)).expect("write");
    refused_naming(
        &expect(&b_path, Some(1), &paper[0]),
        "moved",
        "dispute 1, field `raised_in`",
    );
    refused_naming(
        &hopcard(&["replay", b_path.to_str().expect("utf-8")]),
        "replay",
        "field `raised_in`",
    );
    // Stripped of the game it names (its record fingerprint recomputed), it
    // loads into B, but its paper from A no longer matches.
    let stripped = raised_in_stripped(&pasted, a.disputes());
    std::fs::write(&b_path, record_recomputed(&stripped)).expect("write");
    assert_eq!(
        hopcard(&["dispute", b_path.to_str().expect("utf-8")]).code,
        0,
        "B loads"
    );
    differs(&expect(&b_path, Some(1), &paper[0]), "stripped");
    differs(&expect(&b_path, None, &paper[0]), "stripped, any dispute");
}

/// A record from before `raised_in` cannot be told apart by what it names,
/// but it must still have been raised at a moment of the game it is in: a
/// position that game stood at, at that move number.
#[test]
fn an_old_record_from_another_game_is_refused_naming_its_position() {
    // Game A: red steps N2-M6, then blue disputes something.
    let mut a = games::new_game(2, RuleSet::default());
    a.play(&"N2-M6".parse().expect("route")).expect("legal");
    a.raise_dispute(0, &holes(&["B1", "C1"]), Clause::Moving, games::CLOCK)
        .expect("raise");
    a.resolve_dispute(Resolution::Withdrawn, "2025-03-14 19:31 UTC")
        .expect("withdraw");
    // Game B (another card) went N3-M7 instead: it never stood there.
    let mut b = next_day_game();
    b.play(&"N3-M7".parse().expect("route")).expect("legal");
    let a_text = raised_in_stripped(
        &records::game_file_text(&a, games::CLOCK).expect("text"),
        a.disputes(),
    );
    let b_text = records::game_file_text(&b, games::CLOCK).expect("text");
    let pasted = b_text
        .replacen("disputes: [],", &disputes_list(&a_text), 1)
        .replacen(&format!("format: {},", records::FORMAT), "format: 2,", 1);
    refused(
        &record_recomputed(&pasted),
        "an old record moved",
        "dispute 1, field `position`",
    );
    // In A itself, as an older Hopcard wrote it, it loads.
    let own = a_text.replacen(&format!("format: {},", records::FORMAT), "format: 2,", 1);
    records::parse_game_file(record_recomputed(&own).as_bytes()).expect("A of format 2 loads");
}

#[test]
fn cutting_or_reordering_a_log_changes_what_its_paper_answers() {
    let dir = temp_dir("log-cut");
    let disputes = game3().disputes().to_vec();
    let genuine = dir.join("genuine.ron");
    write_log_recomputed(&genuine, 4, disputes.clone());
    let paper = papers(&genuine);
    for (i, p) in paper.iter().enumerate() {
        assert_eq!(
            expect(&genuine, Some(i + 1), p).code,
            0,
            "dispute {}",
            i + 1
        );
    }
    let log = dir.join("cut.ron");
    // The middle dispute cut, the log's `record` recomputed: the numbers
    // give it away.
    write_log_recomputed(&log, 4, vec![disputes[0].clone(), disputes[2].clone()]);
    refused_naming(
        &expect(&log, Some(3), &paper[2]),
        "middle cut",
        "dispute 3, field `number`",
    );
    // Renumbered and resealed: it loads, but the later sheet differs.
    let mut renumbered = disputes[2].clone();
    renumbered.number = 2;
    reseal(&mut renumbered);
    write_log_recomputed(&log, 4, vec![disputes[0].clone(), renumbered]);
    differs(&expect(&log, Some(2), &paper[2]), "renumbered");
    differs(&expect(&log, None, &paper[2]), "renumbered, any dispute");
    // The last one cut: the file has no dispute 3, so it differs.
    write_log_recomputed(&log, 4, disputes[..2].to_vec());
    let r = expect(&log, Some(3), &paper[2]);
    differs(&r, "last cut");
    assert!(r.out.contains("the file has no dispute 3"), "{}", r.out);
    differs(&expect(&log, None, &paper[2]), "last cut, any dispute");
    // The first two swapped (numbers and fingerprints redone): neither
    // sheet matches its paper.
    let mut swapped = vec![
        disputes[1].clone(),
        disputes[0].clone(),
        disputes[2].clone(),
    ];
    for (i, d) in swapped.iter_mut().enumerate() {
        d.number = i + 1;
        reseal(d);
    }
    write_log_recomputed(&log, 4, swapped);
    for (i, p) in paper.iter().enumerate() {
        differs(&expect(&log, None, p), &format!("swapped, paper {}", i + 1));
    }
}

/// A dispute's sheet in a game file and in the log exported from it print
/// the same fingerprint, covering the game: `--expect` agrees on both.
#[test]
fn a_game_file_and_its_exported_log_print_the_same_sheets() {
    let dir = temp_dir("same-sheets");
    let game = game3();
    let path = dir.join("game.hopcard");
    std::fs::write(
        &path,
        records::game_file_text(&game, games::CLOCK).expect("text"),
    )
    .expect("write");
    let log = dir.join("log.ron");
    write_log_recomputed(&log, 4, game.disputes().to_vec());
    let paper = papers(&path);
    assert_eq!(paper.len(), 3);
    assert_eq!(paper, papers(&log));
    for (i, p) in paper.iter().enumerate() {
        assert_eq!(expect(&path, Some(i + 1), p).code, 0);
        assert_eq!(expect(&log, Some(i + 1), p).code, 0);
    }
    // The last sheet's fingerprint is the log's own `record`.
    assert_eq!(
        hopcard::testing::short_fingerprint(&DisputeLog::fingerprint(game.disputes())),
        paper[2]
    );
}
