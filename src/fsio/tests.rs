use super::*;

fn temp_dir(name: &str) -> TempDir {
    TempDir::new(&format!("fsio-{name}"))
}

#[test]
fn kept_copies_in_the_same_second_never_collide() {
    let dir = temp_dir("keep");
    let a = keep_copy(&dir, "kept", "20261201-101500", "ron", b"a").expect("a");
    let b = keep_copy(&dir, "kept", "20261201-101500", "ron", b"b").expect("b");
    assert_ne!(a, b);
    assert_eq!(fs::read(&a).expect("a"), b"a");
    assert_eq!(fs::read(&b).expect("b"), b"b");
}

#[test]
fn moving_aside_never_replaces_an_earlier_copy() {
    let dir = temp_dir("aside");
    let path = dir.join("autosave.ron");
    fs::write(&path, "one").expect("write");
    let first = move_aside(&path, "damaged", "X").expect("first");
    fs::write(&path, "two").expect("write");
    let second = move_aside(&path, "damaged", "X").expect("second");
    assert_ne!(first, second);
    assert!(!path.exists());
    assert_eq!(fs::read_to_string(first).expect("first"), "one");
    assert_eq!(fs::read_to_string(second).expect("second"), "two");
}

#[test]
fn a_read_stops_at_the_cap() {
    let dir = temp_dir("cap");
    let path = dir.join("big");
    fs::write(&path, vec![b'x'; 100]).expect("write");
    assert_eq!(
        read_capped(&path, 99),
        Err(ReadError::TooLarge {
            bytes: 100,
            cap: 99
        })
    );
    assert_eq!(read_capped(&path, 100).map(|b| b.len()), Ok(100));
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_refused_without_waiting() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("pipe");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        return; // no mkfifo on this system: nothing to check
    }
    assert_eq!(
        read_capped(&fifo, 10),
        Err(ReadError::NotRegular(NotRegular::Fifo))
    );
}

#[test]
fn names_windows_cannot_keep_are_named() {
    for ok in [
        "Family game.hopcard",
        "Zoë's game.hopcard",
        "张伟.hopcard",
        "CONSOLE.hopcard",
        "COM10.hopcard",
        "contest",
        ".hidden",
    ] {
        assert_eq!(windows_name_problem(ok), None, "{ok}");
    }
    for (name, device) in [
        ("CON", "CON"),
        ("con.hopcard", "con"),
        ("Nul.card.ron", "Nul"),
        ("aux .pdf", "aux "),
        ("COM1.hopcard", "COM1"),
        ("lpt9", "lpt9"),
        ("COM\u{B9}.pdf", "COM\u{B9}"),
    ] {
        let Some(NameProblem::Device(found)) = windows_name_problem(name) else {
            panic!("{name} is a device's name");
        };
        assert_eq!(found, device.trim_end(), "{name}");
    }
    assert_eq!(
        windows_name_problem("Game 2: final.hopcard"),
        Some(NameProblem::Character(':'))
    );
    assert_eq!(
        windows_name_problem("why?.pdf"),
        Some(NameProblem::Character('?'))
    );
    assert_eq!(
        windows_name_problem("tab\there"),
        Some(NameProblem::Character('\t'))
    );
    for name in ["game.", "game.hopcard ", "..."] {
        assert_eq!(
            windows_name_problem(name),
            Some(NameProblem::TrailingDotOrSpace),
            "{name}"
        );
    }
    let said = NameProblem::Device("CON".into()).to_string();
    assert!(
        said.contains("\"CON\"") && said.contains("device"),
        "{said}"
    );
}

/// A family's profile folder in any script, and a path past Windows' old
/// 260-character limit: every write and read works there (under Wine,
/// the path goes through the `\\?\` form the standard library gives a
/// long path).
#[test]
fn folders_in_any_script_and_long_paths_hold_games() {
    let dir = temp_dir("Zoë-张伟");
    let mut deep = dir.join("Zoë").join("张伟的游戏");
    while deep.as_os_str().len() < 300 {
        deep.push("a folder with a rather long name");
    }
    let path = deep.join("Family game — 张伟.hopcard");
    assert!(path.as_os_str().len() > 300);
    fs::create_dir_all(&deep).expect("folders made");
    atomic_write(&path, b"one").expect("written");
    atomic_write(&path, b"two").expect("replaced");
    assert_eq!(read_capped(&path, 64).expect("read"), b"two");
    let beside = deep.join("Karte für Zoë.card");
    create_new(&beside, b"card").expect("created");
    assert_eq!(
        create_new(&beside, b"again").map_err(|e| e.step),
        Err(WriteStep::Create)
    );
    let kept = keep_copy(&deep, "kept", "20261204-160000", "ron", b"kept").expect("kept");
    let aside = move_aside(&path, "damaged", "20261204-160000").expect("moved aside");
    assert_eq!(fs::read(aside).expect("aside"), b"two");
    assert_eq!(fs::read(kept).expect("kept"), b"kept");
    let name = deep.file_name().expect("a folder name");
    let round_about = deep.join("..").join(name).join("Karte für Zoë.card");
    assert!(
        same_file(&beside, &round_about),
        "{}",
        round_about.display()
    );
    assert!(!same_file(&beside, &deep.join("kept-20261204-160000.ron")));
    let _ = fs::remove_dir_all(&dir);
}

/// Windows refuses these names, or keeps the file under another one
/// (`game.` as `game`) or in a hidden stream (`a:b` in `a`): refused
/// with a message before anything is written.
#[cfg(windows)]
#[test]
fn names_windows_cannot_keep_are_refused_before_writing() {
    let dir = temp_dir("names");
    for name in ["CON.hopcard", "Game 2: final.hopcard", "game.", "NUL"] {
        let path = dir.join(name);
        let err = atomic_write(&path, b"game").expect_err(name);
        assert_eq!(err.step, WriteStep::ForbiddenName, "{name}");
        assert!(err.to_string().contains("Windows"), "{err}");
        let err = create_new(&path, b"game").expect_err(name);
        assert_eq!(err.step, WriteStep::ForbiddenName, "{name}");
    }
    let left: Vec<_> = fs::read_dir(&dir).expect("dir").flatten().collect();
    assert!(left.is_empty(), "nothing written: {left:?}");
}

/// Open with the given sharing, as another program would hold it.
#[cfg(windows)]
fn hold(path: &Path, share: u32) -> File {
    use std::os::windows::fs::OpenOptionsExt;
    OpenOptions::new()
        .read(true)
        .share_mode(share)
        .open(path)
        .expect("held")
}

/// An antivirus or editor holding a game a moment (no delete-sharing):
/// the save waits for it instead of failing.
#[cfg(windows)]
#[test]
fn a_file_held_open_a_moment_is_replaced_once_let_go() {
    let dir = temp_dir("held-moment");
    let path = dir.join("game.hopcard");
    fs::write(&path, "old").expect("write");
    let held = hold(&path, 1);
    let release = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(400));
        drop(held);
    });
    atomic_write(&path, b"new").expect("replaced once let go");
    release.join().expect("thread");
    assert_eq!(fs::read(&path).expect("read"), b"new");
}

/// Held the whole time: the old file stays as it was, no temporary file
/// is left, and the message says another program has it open.
#[cfg(windows)]
#[test]
fn a_file_held_open_throughout_is_named_and_left_as_it_was() {
    let dir = temp_dir("held-throughout");
    let path = dir.join("game.hopcard");
    fs::write(&path, "old").expect("write");
    let held = hold(&path, 1);
    let err = atomic_write(&path, b"new").expect_err("held");
    drop(held);
    assert_eq!(err.step, WriteStep::Replace);
    assert!(err.cause.contains("another program has it open"), "{err}");
    // Named as it can be pasted (on Windows, with single backslashes).
    assert!(
        err.to_string().contains(&path.display().to_string()),
        "{err}"
    );
    assert_eq!(fs::read(&path).expect("read"), b"old");
    assert_eq!(
        fs::read_dir(&dir).expect("dir").count(),
        1,
        "no temporary left"
    );
}
