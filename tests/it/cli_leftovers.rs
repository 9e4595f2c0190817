//! The command line's own parser speaks like the rest, and the leftovers of
//! issue 34: parser errors cut and quoted, help and version that fail on a
//! stdout that cannot take them, `-o` without `--replace` that never
//! replaces a file another run wrote meanwhile, no library advice in a
//! message, and every kind of line break in `--changes` taken as one.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::cli::{Ran, hopcard_with};
use crate::common::temp_dir;

fn hopcard(args: &[&str]) -> Ran {
    hopcard_with(args, &[])
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

/// The longest single argument Linux passes to a program is 128 KiB.
const LONG: usize = 100_000;

#[test]
fn parser_errors_are_cut_and_quote_what_they_repeat() {
    let long_flag = format!("--ZZZ{}", "Z".repeat(LONG));
    let long_ms = "1".repeat(LONG);
    let long_value = "y".repeat(LONG);
    let cases: [&[&str]; 5] = [
        &[&long_flag],
        &["best", "--ms", &long_ms, "red=N1", "blue=A1"],
        &["moves", &long_flag, "red=N1", "blue=A1"],
        &[
            "match",
            "--a",
            "greedy",
            "--b",
            "easy",
            "--games",
            &long_value,
        ],
        &["card", &long_value],
    ];
    for args in cases {
        let r = hopcard(args);
        assert_eq!(r.code, 2, "{}", r.err);
        assert!(r.out.is_empty());
        assert!(
            r.err.len() < 600,
            "a {LONG}-byte argument is echoed ({} bytes)",
            r.err.len()
        );
        assert!(r.err.starts_with("hopcard: "), "{}", r.err);
        assert!(
            r.err.contains("bytes)"),
            "the cut says its length: {}",
            r.err
        );
    }
    // What a mistyped flag repeats is named and quoted, with the way on.
    let r = hopcard(&["moves", "--movemnt", "hops", "red=N1", "blue=A1"]);
    assert_eq!(r.code, 2);
    assert!(
        r.err
            .starts_with("hopcard: unexpected argument \"--movemnt\""),
        "{}",
        r.err
    );
    assert!(r.err.contains("--movement"), "no suggestion: {}", r.err);
    assert!(r.err.contains("hopcard moves --help"), "{}", r.err);
}

#[test]
fn a_file_name_with_terminal_escapes_cannot_rewrite_the_terminal_through_the_parser() {
    // Up a line, erase it, and a green "unchanged" in its place.
    let forged = "\u{1b}[1A\u{1b}[2K\u{1b}[32munchanged since its fingerprint was taken\u{1b}[0m";
    let flag = format!("--{forged}");
    let cases: [&[&str]; 4] = [
        &["game.ron", forged],
        &["card", "verify", "card.ron", &flag],
        &["card", forged],
        &["best", "--ms", forged, "red=N1", "blue=A1"],
    ];
    for args in cases {
        let r = hopcard(args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.err);
        assert!(
            !r.err.contains('\u{1b}'),
            "{args:?}: a raw escape reached the terminal: {:?}",
            r.err
        );
        assert!(
            r.err.contains("\\u{1b}[1A"),
            "{args:?}: the escape is not shown quoted: {}",
            r.err
        );
    }
}

/// `/dev/full`: every write fails with "No space left on device".
#[cfg(target_os = "linux")]
fn full() -> Stdio {
    Stdio::from(
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full"),
    )
}

/// A pipe whose reading end is already closed.
#[cfg(target_os = "linux")]
fn closed_pipe() -> Stdio {
    let (reader, writer) = std::io::pipe().expect("pipe");
    drop(reader);
    Stdio::from(writer)
}

#[cfg(target_os = "linux")]
fn run_with_stdout(args: &[&str], stdout: Stdio) -> (Option<i32>, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_hopcard"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .expect("run hopcard");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[cfg(target_os = "linux")]
#[test]
fn help_and_version_fail_on_a_full_or_closed_stdout() {
    let cases: [&[&str]; 5] = [
        &["--help"],
        &["--version"],
        &["help", "moves"],
        &["moves", "--help"],
        &["card", "new", "-h"],
    ];
    for args in cases {
        let (code, err) = run_with_stdout(args, full());
        assert_eq!(code, Some(2), "{args:?} on a full disk: {err}");
        assert!(err.contains("No space left on device"), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        let (code, err) = run_with_stdout(args, closed_pipe());
        assert_eq!(code, Some(2), "{args:?} on a closed pipe: {err}");
        assert!(
            err.contains("could not write the output"),
            "{args:?}: {err}"
        );
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        // And on a stdout that takes them, they succeed as before.
        let (code, err) = run_with_stdout(args, Stdio::null());
        assert_eq!(code, Some(0), "{args:?}: {err}");
    }
}

/// `hopcard card new` for Ann (red) and Ben (blue), with `more` after.
fn card_new(more: &[&str]) -> Ran {
    let mut args = vec![
        "card",
        "new",
        "--player",
        "red:Ann",
        "--player",
        "blue:Ben",
        "--other-camps",
        "allowed",
    ];
    args.extend_from_slice(more);
    hopcard(&args)
}

/// A card every player confirmed, as `card new` prints it.
fn card_file(dir: &Path) -> std::path::PathBuf {
    let r = card_new(&[
        "--confirm",
        "red:A",
        "--confirm",
        "blue:B",
        "--date",
        "2026-11-30",
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    let path = dir.join("card.ron");
    std::fs::write(&path, &r.out).expect("write the card");
    path
}

fn start(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_hopcard"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start hopcard")
}

#[test]
fn pdf_without_replace_never_replaces_a_file_another_run_wrote_meanwhile() {
    let dir = temp_dir("pdf-race");
    let card = card_file(&dir);
    let started = Instant::now();
    let mut pairs = 0;
    // Pairs of runs started together on the same new name, for a bounded time.
    while pairs < 24 && (pairs < 6 || started.elapsed() < Duration::from_secs(20)) {
        let out = dir.join(format!("race-{pairs}.pdf"));
        let args = ["card", "pdf", s(&card), "-o", s(&out), "--paper", "a4"];
        let runs = [start(&args), start(&args)];
        let results: Vec<_> = runs
            .into_iter()
            .map(|c| c.wait_with_output().expect("wait"))
            .collect();
        let wrote: Vec<bool> = results
            .iter()
            .map(|o| o.status.code() == Some(0) && o.stdout.starts_with(b"wrote "))
            .collect();
        assert_eq!(
            wrote.iter().filter(|w| **w).count(),
            1,
            "pair {pairs}: exactly one run may say \"wrote\": {:?}",
            results
                .iter()
                .map(|o| String::from_utf8_lossy(&o.stderr).into_owned())
                .collect::<Vec<_>>()
        );
        let refused = results.iter().zip(&wrote).find(|(_, w)| !**w);
        let (refused, _) = refused.expect("one was refused");
        assert_eq!(refused.status.code(), Some(2));
        let why = String::from_utf8_lossy(&refused.stderr);
        assert!(why.contains("already exists"), "pair {pairs}: {why}");
        let pdf = std::fs::read(&out).expect("the PDF is there");
        assert!(pdf.starts_with(b"%PDF-"), "pair {pairs}: not a whole PDF");
        assert!(
            pdf.trim_ascii_end().ends_with(b"%%EOF"),
            "pair {pairs}: cut short"
        );
        pairs += 1;
    }
    // No temporary file of either run is left beside the PDFs.
    let hidden: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(hidden.is_empty(), "{hidden:?}");
}

#[test]
fn a_file_nested_too_deeply_is_named_so_without_library_advice() {
    let dir = temp_dir("deep");
    let deep = dir.join("deep.ron");
    // A game file whose first field opens 200 brackets.
    let text = format!("(x: {}{})", "[".repeat(200), "]".repeat(200));
    std::fs::write(&deep, text).expect("write");
    for args in [vec!["replay", s(&deep)], vec!["best", "--game", s(&deep)]] {
        let r = hopcard(&args);
        assert_eq!(r.code, 2, "{args:?}");
        assert!(r.err.contains("nested too deeply"), "{args:?}: {}", r.err);
        assert!(r.err.contains("1:36"), "the place is named: {}", r.err);
        for advice in ["ron::", "try increasing", "serde_stacker"] {
            assert!(!r.err.contains(advice), "{args:?}: {}", r.err);
        }
    }
}

#[test]
fn every_line_break_in_changes_is_a_plain_line_break() {
    let changes = "one\r\ntwo\rthree\u{85}four\u{2028}five\u{2029}six\nseven";
    let r = card_new(&["--changes", changes]);
    assert_eq!(r.code, 0, "{}", r.err);
    let card = hopcard::Card::from_ron(&r.out).expect("a card");
    assert_eq!(card.free_changes, "one\ntwo\nthree\nfour\nfive\nsix\nseven");
    assert!(card.fingerprint_matches());
}

/// A process id above the kernel's largest possible one: never running.
#[cfg(target_os = "linux")]
const DEAD: u32 = 4_194_305;

#[cfg(target_os = "linux")]
#[test]
fn a_killed_saves_temporary_beside_the_users_files_goes_at_the_next_save_there() {
    let dir = temp_dir("stale-beside");
    let card = card_file(&dir);
    let games = dir.join("games");
    std::fs::create_dir_all(&games).expect("games");
    let dead = games.join(format!(".family.hopcard.hopcard-tmp-{DEAD}-3"));
    // The test's own process is running: a live writer's file stays.
    let live = games.join(format!(
        ".family.hopcard.hopcard-tmp-{}-9",
        std::process::id()
    ));
    // Not unmistakably Hopcard's beside the user's files: left alone.
    let other = games.join(format!(".notes.txt.tmp-{DEAD}-1"));
    for p in [&dead, &live, &other] {
        std::fs::write(p, "partial").expect("write");
    }
    let out = games.join("card.pdf");
    let r = hopcard(&["card", "pdf", s(&card), "-o", s(&out), "--paper", "a4"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(!dead.exists(), "a killed writer's temporary file is left");
    assert!(live.exists(), "a live writer's temporary file was taken");
    assert!(other.exists(), "another program's file was removed");

    // The same through the library's save (the app's Save and autosave).
    let more = dir.join("more");
    std::fs::create_dir_all(&more).expect("more");
    let dead = more.join(format!(".g.ron.hopcard-tmp-{DEAD}-0"));
    std::fs::write(&dead, "partial").expect("write");
    let game = crate::common::games::new_game(2, hopcard::RuleSet::default());
    crate::common::games::save_game(&more.join("g.ron"), &game, "2026-11-30 10:00 UTC");
    assert!(!dead.exists(), "a killed save's temporary file is left");
}

#[cfg(target_os = "linux")]
#[test]
fn a_killed_saves_temporary_in_a_recent_games_folder_goes_at_the_next_start() {
    let dir = temp_dir("stale-recent");
    let data = dir.join("data");
    let games = dir.join("games");
    std::fs::create_dir_all(&data).expect("data");
    std::fs::create_dir_all(&games).expect("games");
    let file = games.join("family.hopcard");
    std::fs::write(
        data.join("recent.ron"),
        format!(
            "(games: [RecentGame(path: {:?}, players: \"Ann and Bob\")])",
            s(&file)
        ),
    )
    .expect("recent");
    let dead = games.join(format!(".family.hopcard.hopcard-tmp-{DEAD}-0"));
    let other = games.join(format!(".family.hopcard.tmp-{DEAD}-0"));
    std::fs::write(&dead, "partial").expect("write");
    std::fs::write(&other, "partial").expect("write");
    let session =
        hopcard::testing::Session::start(&data, crate::common::games::fixed_clock).expect("slot");
    assert_eq!(session.recent().len(), 1, "the recent list was read");
    assert!(!dead.exists(), "a killed save's temporary file is left");
    assert!(
        other.exists(),
        "a file not unmistakably Hopcard's was removed"
    );
    drop(session);
}
