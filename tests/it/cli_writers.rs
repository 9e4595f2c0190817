//! Bounds, writers and output on the command line (issue 22, items 8-12):
//! `match` inputs and counts have ceilings, messages never echo a long
//! token, paths are quoted, writers replace only regular files (never the
//! input itself, keeping permissions and symlinks), and a failed write of
//! the output is exit 2, never a panic or a silent 0.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::temp_dir;

/// Far longer than any of these runs takes; a run still going is stuck.
const STUCK: Duration = Duration::from_secs(20);

struct Ran {
    code: Option<i32>,
    // Read by the tests that need Unix file names.
    #[cfg_attr(not(unix), allow(dead_code))]
    out: Vec<u8>,
    err: String,
}

/// Run hopcard with stdout and stderr going to the given files (or pipes),
/// killing it when it runs past [`STUCK`].
fn run_to(args: &[&str], stdout: Stdio, stderr: Stdio) -> Ran {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hopcard"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .expect("start hopcard");
    let started = Instant::now();
    while child.try_wait().expect("poll").is_none() {
        if started.elapsed() > STUCK {
            let _ = child.kill();
            let _ = child.wait();
            panic!("hopcard {args:?} was still running after {STUCK:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let o = child.wait_with_output().expect("output");
    Ran {
        code: o.status.code(),
        out: o.stdout,
        err: String::from_utf8_lossy(&o.stderr).into_owned(),
    }
}

fn run(args: &[&str]) -> Ran {
    let r = run_to(args, Stdio::piped(), Stdio::piped());
    assert!(!r.err.contains("panicked"), "{args:?}: {}", r.err);
    r
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

fn mkfifo(path: &Path) -> bool {
    Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success())
}

/// A saved two-player game with one dispute, for `dispute --pdf`.
#[cfg(unix)]
fn game_file(dir: &Path) -> std::path::PathBuf {
    let mut game = crate::common::games::new_game(2, hopcard::RuleSet::default());
    let route: Vec<hopcard::Hole> = ["N2", "M6"]
        .iter()
        .map(|n| hopcard::Hole::parse(n).expect("hole"))
        .collect();
    game.raise_dispute(
        1,
        &route,
        hopcard::Clause::Moving,
        crate::common::games::CLOCK,
    )
    .expect("raise");
    let path = dir.join("game.ron");
    crate::common::games::save_game(&path, &game, crate::common::games::CLOCK);
    path
}

#[test]
fn match_openings_are_read_like_every_other_input_and_counts_have_ceilings() {
    let dir = temp_dir("openings");
    let fifo = dir.join("suite-pipe");
    let base = ["match", "--a", "greedy", "--b", "greedy", "--games", "1"];
    if mkfifo(&fifo) {
        let mut args = base.to_vec();
        args.extend(["--openings", s(&fifo)]);
        let r = run(&args);
        assert_eq!(r.code, Some(2), "{}", r.err);
        assert!(r.err.contains("suite-pipe"), "the file is named: {}", r.err);
    }
    let big = dir.join("big-suite.ron");
    std::fs::write(&big, vec![b' '; 2 * 1024 * 1024]).expect("write");
    let mut args = base.to_vec();
    args.extend(["--openings", s(&big)]);
    let r = run(&args);
    assert_eq!(r.code, Some(2), "{}", r.err);
    assert!(
        r.err.contains("big-suite.ron"),
        "the file is named: {}",
        r.err
    );
    assert!(r.err.contains("too large"), "{}", r.err);

    for (flag, value) in [
        ("--games", "1000000000"),
        ("--max-plies", "18446744073709551615"),
    ] {
        let r = run(&["match", "--a", "greedy", "--b", "greedy", flag, value]);
        assert_eq!(r.code, Some(2), "{flag} {value}: {}", r.err);
    }
}

/// `match --from N` starts at game N and plays it as the whole match does,
/// so a long match split into parts run side by side adds up to the same
/// games (random seats make any difference in the seeds show).
#[test]
fn a_match_split_with_from_plays_the_same_games() {
    let base = ["match", "--a", "greedy", "--b", "random", "--seed", "5"];
    let games = |extra: &[&str]| {
        let mut args = base.to_vec();
        args.extend(extra);
        args.push("--verbose");
        let r = run(&args);
        assert_eq!(r.code, Some(0), "{args:?}: {}", r.err);
        r.err
    };
    let whole = games(&["--games", "4"]);
    let part = games(&["--games", "2", "--from", "3"]);
    let from_game_3 = whole
        .find("game 3:")
        .map(|i| &whole[i..])
        .expect("the whole match lists game 3");
    assert!(part.starts_with("game 3:"), "{part}");
    assert_eq!(part, from_game_3);
    assert_ne!(
        games(&["--games", "1", "--from", "4"]),
        games(&["--games", "1", "--from", "3"]).replace("game 3:", "game 4:"),
        "games 3 and 4 differ"
    );
    let r = run(&["match", "--a", "greedy", "--b", "random", "--from", "0"]);
    assert_eq!(r.code, Some(2), "games count from 1: {}", r.err);
}

/// `--b` takes a list: one level per seat round the table from the one
/// after a's. A list of one level repeated is that level at every seat; a
/// random seat in the list changes the games; a name that is no level is
/// named.
#[test]
fn a_match_seats_a_list_of_levels_round_the_table() {
    let play = |b: &str| {
        run(&[
            "match",
            "--a",
            "greedy",
            "--b",
            b,
            "--players",
            "3",
            "--games",
            "2",
            "--seed",
            "9",
            "--max-plies",
            "120",
            "--verbose",
        ])
    };
    let one = play("greedy");
    assert_eq!(one.code, Some(0), "{}", one.err);
    assert_eq!(play("greedy,greedy").err, one.err);
    let listed = play("greedy,random");
    assert_eq!(listed.code, Some(0), "{}", listed.err);
    assert_ne!(listed.err, one.err, "a random seat plays other games");
    let bad = play("greedy,strongest");
    assert_eq!(bad.code, Some(2));
    assert!(bad.err.contains("\"strongest\""), "{}", bad.err);
}

#[test]
fn a_refused_file_of_megabytes_gives_a_short_message() {
    let dir = temp_dir("echo");
    let path = dir.join("huge.ron");
    let token = "x".repeat(40_000);
    std::fs::write(
        &path,
        format!("GameFile(format: 1, game: Game(card: Card({token}: 1)))"),
    )
    .expect("write");
    let r = run(&["replay", s(&path)]);
    assert_eq!(r.code, Some(2), "{}", &r.err[..r.err.len().min(300)]);
    assert!(
        r.err.len() < 600,
        "{} bytes: {}…",
        r.err.len(),
        &r.err[..300.min(r.err.len())]
    );
    assert!(r.err.contains("huge.ron"), "{}", r.err);
    let log = dir.join("huge-log.ron");
    std::fs::write(&log, format!("DisputeLog(version: 2, {token}: 1)")).expect("write");
    let r = run(&["dispute", s(&log)]);
    assert_eq!(r.code, Some(2));
    assert!(r.err.len() < 600, "{} bytes", r.err.len());
}

// Windows file names cannot hold control characters at all.
#[cfg(unix)]
#[test]
fn paths_reach_the_terminal_quoted_never_raw() {
    let dir = temp_dir("escape");
    let evil = dir.join("a\u{1b}[2K\rgame.ron");
    std::fs::write(&evil, "GameFile(format: 2").expect("write");
    let r = run(&["replay", s(&evil)]);
    assert_eq!(r.code, Some(2));
    assert!(!r.err.contains('\u{1b}'), "raw escape: {:?}", r.err);
    assert!(r.err.contains("\\u{1b}"), "{:?}", r.err);

    let card = run(&[
        "card",
        "new",
        "--player",
        "red:Ann",
        "--player",
        "blue:Bob",
        "--other-camps",
        "allowed",
    ]);
    assert_eq!(card.code, Some(0), "{}", card.err);
    let card_path = dir.join("card\u{1b}[32m.ron");
    std::fs::write(&card_path, &card.out).expect("write");
    let r = run(&["card", "verify", s(&card_path)]);
    let out = String::from_utf8_lossy(&r.out);
    assert!(!out.contains('\u{1b}'), "raw escape: {out:?}");

    let game = game_file(&dir);
    let pdf = dir.join("out\u{1b}[31m.pdf");
    let r = run(&["dispute", s(&game), "--pdf", s(&pdf)]);
    assert_eq!(r.code, Some(0), "{}", r.err);
    let out = String::from_utf8_lossy(&r.out);
    assert!(out.starts_with("wrote "), "{out}");
    assert!(!out.contains('\u{1b}'), "raw escape: {out:?}");
}

#[cfg(unix)]
#[test]
fn writers_replace_only_regular_files_never_the_input_and_keep_links_and_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = temp_dir("writers");
    let game = game_file(&dir);
    let before = std::fs::read(&game).expect("read");
    let r = run(&["dispute", s(&game), "--pdf", s(&game), "--replace"]);
    assert_eq!(r.code, Some(2), "{}", r.err);
    assert!(r.err.contains("game.ron"), "{}", r.err);
    assert_eq!(
        std::fs::read(&game).expect("read"),
        before,
        "the game was replaced"
    );

    let fifo = dir.join("pipe.pdf");
    if mkfifo(&fifo) {
        let r = run(&["dispute", s(&game), "--pdf", s(&fifo), "--replace"]);
        assert_eq!(r.code, Some(2), "{}", r.err);
        let kind = std::fs::symlink_metadata(&fifo)
            .expect("still there")
            .file_type();
        assert!(!kind.is_file(), "the named pipe became a regular file");
    }

    // Through a symlink to its target: the link stays, the target is renewed,
    // and a private file stays private.
    let target = dir.join("target.pdf");
    std::fs::write(&target, "old").expect("write");
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    let link = dir.join("link.pdf");
    std::os::unix::fs::symlink("target.pdf", &link).expect("symlink");
    let r = run(&["dispute", s(&game), "--pdf", s(&link), "--replace"]);
    assert_eq!(r.code, Some(0), "{}", r.err);
    assert!(
        std::fs::symlink_metadata(&link)
            .expect("link")
            .file_type()
            .is_symlink(),
        "the symlink was replaced by a file"
    );
    assert!(std::fs::read(&target).expect("target").starts_with(b"%PDF"));
    let mode = std::fs::metadata(&target)
        .expect("target")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600, "permissions not kept: {mode:o}");

    // The library's atomic replace does the same for the autosave.
    let auto = dir.join("autosave-target.ron");
    std::fs::write(&auto, "old").expect("write");
    std::fs::set_permissions(&auto, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    let auto_link = dir.join("autosave.ron");
    std::os::unix::fs::symlink(&auto, &auto_link).expect("symlink");
    hopcard::testing::fsio::atomic_write(&auto_link, b"new").expect("write");
    assert!(
        std::fs::symlink_metadata(&auto_link)
            .expect("link")
            .file_type()
            .is_symlink()
    );
    assert_eq!(std::fs::read(&auto).expect("read"), b"new");
    let mode = std::fs::metadata(&auto)
        .expect("target")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o600, "permissions not kept: {mode:o}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_stdout_or_stderr_is_exit_2_never_a_panic_or_a_silent_0() {
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full")
    };
    let r = run_to(
        &[
            "card",
            "new",
            "--player",
            "red:Ann",
            "--player",
            "blue:Bob",
            "--other-camps",
            "allowed",
        ],
        Stdio::from(full()),
        Stdio::piped(),
    );
    assert_eq!(r.code, Some(2), "{}", r.err);
    assert!(r.err.contains("could not write the output"), "{}", r.err);
    assert!(r.out.is_empty());

    // A failure whose message cannot be written either: still exit 2, no panic.
    let dir = temp_dir("full");
    let missing = dir.join("missing.ron");
    for args in [vec![s(&missing)], vec!["replay", s(&missing)]] {
        let r = run_to(&args, Stdio::piped(), Stdio::from(full()));
        assert_eq!(r.code, Some(2), "{args:?}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn temporary_files_left_by_killed_writers_are_cleaned_at_the_next_start() {
    let dir = temp_dir("stale");
    // A process id above the kernel's largest possible one is never running.
    let dead = dir.join(".autosave.ron.tmp-4194305-3");
    let kept_dead = dir.join("kept").join(".game.ron.tmp-4194305-0");
    let live = dir.join(format!(".autosave.ron.tmp-{}-7", std::process::id()));
    let other = dir.join("notes.tmp-4194305-1");
    std::fs::create_dir_all(dir.join("kept")).expect("kept");
    for p in [&dead, &kept_dead, &live, &other] {
        std::fs::write(p, "partial").expect("write");
    }
    let session =
        hopcard::testing::Session::start(&dir, crate::common::games::fixed_clock).expect("slot");
    assert!(!dead.exists(), "a dead writer's temporary file is left");
    assert!(
        !kept_dead.exists(),
        "a dead writer's temporary kept file is left"
    );
    assert!(live.exists(), "a live writer's temporary file was taken");
    assert!(other.exists(), "a file that is not ours was removed");
    drop(session);
}
