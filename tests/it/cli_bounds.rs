//! Bounded work and exact messages on the command line (issue 14): special
//! and oversized files are refused at once, `--ms` and perft depth have a
//! maximum, `perft --divide` splits the count by root move, and every message
//! quotes the token at fault, cut short when it is long.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Longer than any correct run takes; only stops a hung child from hanging the suite.
const HANG: Duration = Duration::from_secs(60);

struct Ran {
    code: Option<i32>,
    out: String,
    err: String,
}

/// Run hopcard, killing it if it has not finished within [`HANG`].
fn hopcard(args: &[&str]) -> Ran {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hopcard"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start hopcard");
    let started = Instant::now();
    loop {
        if child.try_wait().expect("poll hopcard").is_some() {
            break;
        }
        if started.elapsed() > HANG {
            let _ = child.kill();
            let _ = child.wait();
            panic!("hopcard {args:?} was still running after {HANG:?}: it blocked");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let o = child.wait_with_output().expect("hopcard output");
    let ran = Ran {
        code: o.status.code(),
        out: String::from_utf8_lossy(&o.stdout).into_owned(),
        err: String::from_utf8_lossy(&o.stderr).into_owned(),
    };
    assert!(!ran.err.contains("panicked"), "{args:?}: {}", ran.err);
    ran
}

/// Exit 2 with one line on stderr that contains every part.
fn assert_refused(args: &[&str], parts: &[&str]) {
    let r = hopcard(args);
    assert_eq!(r.code, Some(2), "{args:?}: {} {}", r.out, r.err);
    assert!(r.out.is_empty(), "{args:?}: {}", r.out);
    assert_eq!(r.err.lines().count(), 1, "{args:?}: {}", r.err);
    for part in parts {
        assert!(
            r.err.contains(part),
            "{args:?}: {:?} should say {part:?}",
            r.err
        );
    }
}

use crate::common::TempDir;

fn text(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

const TWO: &str = "red=N1 blue=A1";

/// Every command that reads a named file, for `file`.
fn file_commands(file: &str) -> Vec<Vec<&str>> {
    vec![
        vec!["replay", file],
        vec!["card", "show", file],
        vec!["card", "verify", file],
        vec!["dispute", file],
        vec!["moves", "--card", file, TWO],
    ]
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_at_once() {
    let dir = TempDir::new("fifo");
    let fifo = dir.join("game.ron");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("run mkfifo");
    assert!(made.success());
    for args in file_commands(text(&fifo)) {
        assert_refused(&args, &[&format!("\"{}\"", text(&fifo)), "FIFO"]);
    }
}

#[test]
fn a_folder_and_a_device_are_refused() {
    let dir = TempDir::new("folder");
    for args in file_commands(text(&dir)) {
        assert_refused(&args, &["folder", "not a regular file"]);
    }
    if Path::new("/dev/zero").exists() {
        assert_refused(
            &["card", "verify", "/dev/zero"],
            &[
                "\"/dev/zero\" is a character device, not a regular file: expected an agreement card",
            ],
        );
        assert_refused(
            &["dispute", "/dev/zero"],
            &["\"/dev/zero\" is a character device, not a regular file"],
        );
        assert_refused(
            &["dispute", "/dev/zero", "--pdf", "/tmp/never-written.pdf"],
            &["character device"],
        );
    }
}

#[test]
fn an_oversized_file_is_refused_before_reading() {
    let dir = TempDir::new("big");
    let big = dir.join("big.ron");
    // Sparse: larger than every loader's cap, yet nothing is written.
    let file = std::fs::File::create(&big).expect("create");
    file.set_len(64 * 1024 * 1024).expect("set length");
    drop(file);
    for args in file_commands(text(&big)) {
        assert_refused(&args, &["67108864 bytes, too large"]);
    }
}

#[test]
fn think_time_has_a_maximum() {
    let r = hopcard(&["best", "--ms", "60001", TWO]);
    assert_eq!(r.code, Some(2));
    assert!(
        r.err.contains("--ms <MS> \"60001\"") && r.err.contains("1..=60000"),
        "{}",
        r.err
    );
    let r = hopcard(&["best", "--ms", "18446744073709551615", TWO]);
    assert_eq!(r.code, Some(2), "{}", r.err);
    // The maximum itself is accepted (a won position answers at once).
    let won = "red=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 blue=I5 turn=blue";
    assert_eq!(hopcard(&["best", "--ms", "60000", won]).code, Some(0));
}

#[test]
fn perft_divide_from_the_start() {
    let r = hopcard(&["perft", "--divide", "2"]);
    assert_eq!(r.code, Some(0), "{}", r.err);
    let lines: Vec<&str> = r.out.lines().collect();
    let routes = [
        "N1-M5", "N1-M6", "N2-M6", "N2-M7", "N3-M7", "N3-M8", "N4-M8", "N4-M9", "O1-M5", "O1-M7",
        "O2-M6", "O2-M8", "O3-M7", "O3-M9",
    ];
    let want: Vec<String> = routes
        .iter()
        .map(|r| format!("{r} 14"))
        .chain(["".to_owned(), "196".to_owned()])
        .collect();
    let mut got: Vec<String> = lines.iter().map(|l| (*l).to_owned()).collect();
    // The engine's order is by start then landing; compare as sets of lines
    // for the moves, then the blank line and the total in place.
    let tail = got.split_off(14);
    got.sort();
    let mut want_moves = want[..14].to_vec();
    want_moves.sort();
    assert_eq!(got, want_moves);
    assert_eq!(tail, ["", "196"]);
    // Without --divide only the total; depth 0 divides into nothing.
    assert_eq!(hopcard(&["perft", "2"]).out, "196\n");
    assert_eq!(hopcard(&["perft", "--divide", "0"]).out, "\n1\n");
}

#[test]
fn perft_depth_has_a_maximum() {
    assert_refused(
        &["perft", "11"],
        &["perft depth 11 is too deep: at most 10"],
    );
}

#[test]
fn position_messages_say_exactly_what_is_wrong() {
    assert_refused(
        &["status", "red@top=A1 blue=N1"],
        &["\"blue\" was given no camp", "e.g. blue@bottom"],
    );
    assert_refused(
        &["status", "Red=N1 blue=A1"],
        &["bad colour \"Red\": colours are lowercase"],
    );
    assert_refused(
        &["moves", "--movement", "hops ", TWO],
        &["--movement \"hops \": expected one of hops, long"],
    );
}

#[test]
fn a_huge_argument_is_echoed_as_a_short_prefix_and_its_length() {
    // Just under the kernel's limit for one argument (Windows: for the
    // whole command line).
    let bytes = if cfg!(windows) { 10_000 } else { 131_000 };
    let huge = "x".repeat(bytes);
    let position = format!("{TWO} {huge}");
    let route = format!("N1-{huge}");
    let cases: [Vec<&str>; 4] = [
        vec!["moves", &position],
        vec!["check", TWO, &route],
        vec!["moves", "--movement", &huge, TWO],
        vec!["best", "--level", &huge, TWO],
    ];
    for args in cases {
        let r = hopcard(&args);
        assert_eq!(r.code, Some(2));
        assert!(r.err.len() < 300, "{} bytes echoed", r.err.len());
        assert!(r.err.contains(&format!("({bytes} bytes)")), "{}", r.err);
    }
}

#[cfg(not(feature = "desktop"))]
#[test]
fn without_the_desktop_feature_no_subcommand_says_so() {
    let r = hopcard(&[]);
    assert_eq!(r.code, Some(1));
    assert_eq!(r.err.lines().count(), 1, "{}", r.err);
    assert!(r.err.contains("without the desktop app"), "{}", r.err);
}

#[test]
fn a_file_without_a_subcommand_is_for_the_app() {
    // With no display (or no desktop feature) the app cannot open: exit 1,
    // not the parser's exit 2 for an unknown subcommand. (Windows always
    // has a display: there the window opens.)
    let dir = TempDir::new("open");
    let game = dir.join("some.hopcard");
    std::fs::write(&game, "GameFile()").expect("write");
    #[cfg(all(unix, not(target_os = "macos")))]
    {
        let r = hopcard(&[text(&game)]);
        assert_eq!(r.code, Some(1), "{}", r.err);
    }
    // One FILE only; a name that is no file is a mistyped subcommand.
    assert_eq!(hopcard(&[text(&game), text(&game)]).code, Some(2));
    assert_refused(
        &["frobnicate"],
        &["\"frobnicate\" is neither a subcommand nor a file"],
    );
    // A special file is refused before the window opens.
    assert_refused(&[text(&dir)], &["is a folder"]);
}
