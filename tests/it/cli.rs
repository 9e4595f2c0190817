//! The command-line contract of `docs/cli.md`: output formats and
//! exit codes of moves, check, play, status and perft, rule flags, and bad
//! input (exit 2, a message on stderr naming the offending token, no panic).

use std::process::{Command, Output};

const START: &str =
    "red@bottom=N1,N2,N3,N4,O1,O2,O3,P1,P2,Q1 blue@top=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 turn=red";
/// Red: nine of the top camp and E6; blue on D1 (the tenth top hole) and nine
/// centre holes. E6 (1,-4) is adjacent to D1 (1,-5).
const NINE: &str =
    "red@bottom=A1,B1,B2,C1,C2,C3,D2,D3,D4,E6 blue@top=D1,G4,G6,I1,I3,I7,I9,K4,K6,K8 turn=red";
/// Red has all ten home.
const WON: &str = "red=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 blue=I5 turn=blue";
/// Lone pieces in the corners of the unused side camps (stuck under --unused no-rest).
const STUCK: &str = "red=E1 blue=E13 turn=red";

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hopcard"))
        .args(args)
        .output()
        .expect("run hopcard")
}

struct Ran {
    code: i32,
    out: String,
    err: String,
}

fn hopcard(args: &[&str]) -> Ran {
    let o = run(args);
    let ran = Ran {
        code: o.status.code().expect("exit code"),
        out: String::from_utf8(o.stdout).expect("utf-8 stdout"),
        err: String::from_utf8(o.stderr).expect("utf-8 stderr"),
    };
    assert!(
        !ran.err.contains("panicked"),
        "{args:?} panicked: {}",
        ran.err
    );
    ran
}

fn lines(text: &str) -> Vec<&str> {
    text.lines().collect()
}

/// Bad input: exit 2, nothing on stdout, a message naming `token` on stderr.
fn assert_bad_input(args: &[&str], token: &str) {
    let r = hopcard(args);
    assert_eq!(r.code, 2, "{args:?}: stdout {:?} stderr {:?}", r.out, r.err);
    assert!(r.out.is_empty(), "{args:?}: {:?}", r.out);
    assert!(
        r.err.contains(token),
        "{args:?}: stderr {:?} should name {token:?}",
        r.err
    );
}

#[test]
fn moves_from_the_start() {
    // Steps of the front row N1..N4 to M5..M9 and hops of O1..O3 over it,
    // derived from the geometry (see tests/it/perft.rs); sorted by start hole
    // (N1 < .. < N4 < O1 < O2 < O3) then landing (M5 < M6 < ...).
    let r = hopcard(&["moves", START]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        lines(&r.out),
        [
            "N1-M5", "N1-M6", "N2-M6", "N2-M7", "N3-M7", "N3-M8", "N4-M8", "N4-M9", "O1-M5",
            "O1-M7", "O2-M6", "O2-M8", "O3-M7", "O3-M9",
        ]
    );
    // The position may also be given unquoted, one field per argument.
    let fields: Vec<&str> = START.split(' ').collect();
    let mut args = vec!["moves"];
    args.extend(&fields);
    assert_eq!(hopcard(&args).out, r.out);
}

#[test]
fn moves_pass_swap_and_game_over() {
    let r = hopcard(&["moves", "--unused", "no-rest", STUCK]);
    assert_eq!((r.code, r.out.as_str()), (0, "pass\n"));
    // Under the card the same red piece may step to E2 or F1.
    assert_eq!(lines(&hopcard(&["moves", STUCK]).out), ["E1-E2", "E1-F1"]);
    // A final-entry swap is marked.
    let r = hopcard(&["moves", NINE]);
    assert!(lines(&r.out).contains(&"E6-D1 swap"), "{}", r.out);
    // Nothing when the game is over.
    let r = hopcard(&["moves", WON]);
    assert_eq!((r.code, r.out.as_str()), (0, ""));
}

#[test]
fn movement_flag_changes_moves() {
    // Red I1 (-4,0) has five neighbours on the board; blue I3 (-2,0) is two
    // holes away, with I2 and I4 empty: a long jump I1-I5 under --movement long.
    let pos = "red=I1 blue=I3 turn=red";
    assert_eq!(
        lines(&hopcard(&["moves", pos]).out),
        ["I1-H1", "I1-H2", "I1-I2", "I1-J1", "I1-J2"]
    );
    assert_eq!(
        lines(&hopcard(&["moves", "--movement", "long", pos]).out),
        ["I1-H1", "I1-H2", "I1-I2", "I1-I5", "I1-J1", "I1-J2"]
    );
}

#[test]
fn check_verdicts_and_exit_codes() {
    let r = hopcard(&["check", START, "N2-M6"]);
    assert_eq!((r.code, r.out.as_str()), (0, "legal\n"));
    let r = hopcard(&["check", NINE, "E6-D1"]);
    assert_eq!((r.code, r.out.as_str()), (0, "legal swap\n"));
    // Under ten the occupied landing is clause 2.
    let r = hopcard(&["check", "--completion", "ten", NINE, "E6-D1"]);
    assert_eq!(r.code, 1);
    assert!(r.out.starts_with("illegal (clause 2): "), "{}", r.out);
    assert!(r.out.contains("D1"), "the reason names the hole: {}", r.out);
    // Q1 is boxed in: no hop over P1 onto O1 (occupied).
    let r = hopcard(&["check", START, "Q1-O1"]);
    assert_eq!(r.code, 1);
    assert!(r.out.starts_with("illegal (clause 2): "), "{}", r.out);
    // A pass while moves exist.
    let r = hopcard(&["check", START, "pass"]);
    assert_eq!(r.code, 1);
    assert!(r.out.starts_with("illegal (clause 6): "), "{}", r.out);
    let r = hopcard(&["check", "--unused", "no-rest", STUCK, "pass"]);
    assert_eq!((r.code, r.out.as_str()), (0, "legal\n"));
    // Game over.
    let r = hopcard(&["check", WON, "I5-I6"]);
    assert_eq!((r.code, r.out.as_str()), (1, "illegal: game over\n"));
}

#[test]
fn play_prints_position_and_status() {
    let r = hopcard(&["play", START, "N2-M6"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        lines(&r.out),
        [
            "red@bottom=M6,N1,N3,N4,O1,O2,O3,P1,P2,Q1 blue@top=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 turn=blue",
            "playing",
        ]
    );
    // The swap: blue's piece goes to E6, red completes and wins.
    let r = hopcard(&["play", NINE, "E6-D1"]);
    assert_eq!(
        lines(&r.out),
        [
            "red@bottom=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 blue@top=E6,G4,G6,I1,I3,I7,I9,K4,K6,K8 turn=blue",
            "win red",
        ]
    );
    // A certified pass raises passes; the second one is a draw.
    let r = hopcard(&["play", "--unused", "no-rest", STUCK, "pass"]);
    assert_eq!(
        lines(&r.out),
        ["red@bottom=E1 blue@top=E13 turn=blue passes=1", "playing"]
    );
    let r = hopcard(&[
        "play",
        "--unused",
        "no-rest",
        "red=E1 blue=E13 turn=blue passes=1",
        "pass",
    ]);
    assert_eq!(
        lines(&r.out),
        ["red@bottom=E1 blue@top=E13 turn=red passes=2", "draw"]
    );
    // Illegal: exit 1, no new position.
    let r = hopcard(&["play", START, "Q1-O1"]);
    assert_eq!(r.code, 1);
    assert!(!r.out.contains("turn="), "{}", r.out);
    assert!(format!("{}{}", r.out, r.err).contains("clause 2"));
}

#[test]
fn status_lines() {
    let status = |args: &[&str]| {
        let r = hopcard(args);
        assert_eq!(r.code, 0, "{args:?}: {}", r.err);
        r.out
    };
    assert_eq!(status(&["status", START]), "playing\n");
    assert_eq!(status(&["status", WON]), "win red\n");
    assert_eq!(status(&["status", "red=I5 blue=A1 passes=2"]), "draw\n");
    // Nine home and blue on the last hole: a win only under available.
    assert_eq!(status(&["status", NINE]), "playing\n");
    assert_eq!(
        status(&["status", "--completion", "ten", NINE]),
        "playing\n"
    );
    assert_eq!(
        status(&["status", "--completion", "available", NINE]),
        "win red\n"
    );
}

#[test]
fn perft_counts() {
    let r = hopcard(&["perft", "3"]);
    assert_eq!((r.code, r.out.as_str()), (0, "4760\n"));
    assert_eq!(hopcard(&["perft", "1"]).out, "14\n");
    assert_eq!(hopcard(&["perft", "0"]).out, "1\n");
    // Stuck players: pass, pass, then a draw (counts 0).
    let stuck = ["perft", "--unused", "no-rest", "--position", STUCK];
    assert_eq!(hopcard(&[&stuck[..], &["2"]].concat()).out, "1\n");
    assert_eq!(hopcard(&[&stuck[..], &["3"]].concat()).out, "0\n");
    assert_eq!(hopcard(&["perft", "--position", WON, "1"]).out, "0\n");
}

#[test]
fn bad_input_exits_two_naming_the_token() {
    assert_bad_input(&["moves", "red=N1,Z9 blue=A1"], "Z9");
    assert_bad_input(&["moves", "red=N1,N1 blue=A1"], "N1");
    assert_bad_input(&["moves", "red@middle=N1 blue=A1"], "middle");
    assert_bad_input(&["moves", "red=N1 blue=A1 turn:red"], "turn:red");
    // A third player field with a bad hole names the hole.
    assert_bad_input(&["moves", "red=N1 blue=A1 green=x"], "\"x\"");
    assert_bad_input(&["status", "red@top=N1 blue@top=A1"], "top");
    assert_bad_input(&["status", ""], "position");
    assert_bad_input(&["check", START, "N2-X0"], "X0");
    assert_bad_input(&["play", START, "N2-"], "route");
    assert_bad_input(&["perft", "--position", "red=Q1 blue=Q1", "1"], "Q1");
    // Unknown option values and flags.
    assert_bad_input(&["moves", "--movement", "teleport", START], "teleport");
    assert_bad_input(&["moves", "--dest-lock", "sometimes", START], "sometimes");
    let r = hopcard(&["moves", "--frobnicate", START]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("--frobnicate"), "{}", r.err);
    let r = hopcard(&["frobnicate"]);
    assert_eq!(r.code, 2);
}

#[test]
fn card_file_errors_are_clear() {
    // A card that cannot be read or is not a card is bad input, named by path.
    let dir = crate::common::temp_dir("cli-card-files");
    let garbage = dir.join("garbage.card");
    std::fs::write(&garbage, "this is not an agreement card").expect("write");
    let missing = dir.join("missing.card");
    for path in [&garbage, &missing] {
        let p = path.to_str().expect("utf-8 path");
        assert_bad_input(&["moves", "--card", p, START], p);
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn help_and_version() {
    let r = hopcard(&["--help"]);
    assert_eq!(r.code, 0);
    for word in ["moves", "check", "play", "status", "perft"] {
        assert!(r.out.contains(word), "--help should list {word}: {}", r.out);
    }
    let r = hopcard(&["--version"]);
    assert_eq!(r.code, 0);
    assert_eq!(
        r.out.trim(),
        format!("hopcard {}", env!("CARGO_PKG_VERSION"))
    );
    // Each subcommand has help too, naming the rule flags.
    let r = hopcard(&["moves", "--help"]);
    assert_eq!(r.code, 0);
    for flag in [
        "--movement",
        "--dest-lock",
        "--completion",
        "--other-camps",
        "--unused",
        "--card",
    ] {
        assert!(r.out.contains(flag), "moves --help should list {flag}");
    }
}
