//! What differs on Windows: mandatory file locks, profile folders in any
//! script, CRLF line endings, file names Windows refuses, and the bundled
//! time zone database. They run everywhere; scripts/windows-check runs them
//! under Wine on the Windows build, where the `cfg(windows)` ones matter.

use hopcard::records;
use hopcard::testing::{Next, Session};
use hopcard::{Proposal, RuleSet};
use std::path::Path;

use crate::common::cli;
use crate::common::games::{fixed_clock, new_game};
use crate::common::temp_dir;

const FIXTURE: &str = "tests/fixtures/finished-game.ron";
/// The game scripts/windows-check opens by double-click, plays on and
/// resumes: four moves into a two-player game.
const UNFINISHED: &str = "tests/fixtures/unfinished-game.hopcard";

fn play_first_legal(session: &mut Session, moves: usize) {
    for _ in 0..moves {
        let mv = crate::common::games::first_legal(session.game().expect("a game"));
        session.play(&Proposal::Route(mv.route)).expect("legal");
    }
}

fn started(dir: &Path) -> Session {
    let mut s = Session::start(dir, fixed_clock).expect("the slot is free");
    s.replace(Next::New(Box::new(new_game(2, RuleSet::default()))))
        .expect("nothing to keep");
    s
}

/// Windows' locks are mandatory: a locked file cannot be read by anyone
/// else. The slot's lock is a file of its own, so while a window holds its
/// slot, its autosave and every other file of the data folder can still be
/// read (by another window's Recover list, a backup, the family copying
/// it), and the game saves and reopens.
#[test]
fn the_slot_lock_is_on_no_file_the_game_reads() {
    let dir = temp_dir("slot-lock");
    let mut session = started(&dir);
    play_first_legal(&mut session, 2);
    let autosave = session.autosave_path().expect("an autosave").to_path_buf();
    let saved = dir.join("Family game.hopcard");
    session
        .save_to(&saved)
        .expect("saved while the slot is held");
    let mut read = 0;
    for entry in std::fs::read_dir(&dir).expect("data folder").flatten() {
        let path = entry.path();
        let is_lock = path.extension().is_some_and(|e| e == "lock");
        if path.is_file() && !is_lock {
            std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            read += 1;
        }
    }
    assert!(read >= 2, "the autosave and the saved game were read");
    let game = records::load_game(&autosave).expect("the autosave loads while held");
    assert_eq!(game.game.plies().len(), 2);
    // The one lock is a file of its own, named for the slot. (Windows
    // would refuse the reads above on a locked file; Wine does not enforce
    // byte-range locks on reads, so the names are what is checked here.)
    let locks: Vec<_> = std::fs::read_dir(&dir)
        .expect("data folder")
        .flatten()
        .map(|e| e.file_name())
        .filter(|n| n.to_string_lossy().ends_with(".lock"))
        .collect();
    assert_eq!(locks, ["autosave.lock"]);
    assert_ne!(autosave.file_name(), Some(locks[0].as_os_str()));
    drop(session);
}

/// A data folder under a profile in another script (`C:\Users\Zoë`, a
/// Chinese user name): the slot, the autosave and the resume offer at the
/// next start all work there.
#[test]
fn a_data_folder_under_a_profile_in_any_script_resumes() {
    let home = temp_dir("profile");
    let dir = home
        .join("Users")
        .join("Zoë 张伟")
        .join("AppData")
        .join("Roaming")
        .join("hopcard")
        .join("data");
    let mut session = started(&dir);
    play_first_legal(&mut session, 3);
    drop(session);
    let next = Session::start(&dir, fixed_clock).expect("the slot is free again");
    let offer = next.resume_offer().expect("the unfinished game is offered");
    assert_eq!(offer.file.game.plies().len(), 3);
}

/// A game file whose lines end in CR LF (opened and saved by a Windows
/// editor, or checked out with Git's autocrlf) opens as the same game.
#[test]
fn a_game_file_with_windows_line_endings_opens_as_the_same_game() {
    let dir = temp_dir("crlf");
    let text = std::fs::read_to_string(FIXTURE).expect("fixture");
    assert!(!text.contains('\r'));
    let crlf = dir.join("Family game.hopcard");
    std::fs::write(&crlf, text.replace('\n', "\r\n")).expect("write");
    let lf = records::load_game(Path::new(FIXTURE)).expect("fixture loads");
    let opened = records::load_game(&crlf).expect("the CRLF file loads");
    assert_eq!(opened.game.plies(), lf.game.plies());
    assert_eq!(opened.status, lf.status);
    let replayed = cli::hopcard_with(&["replay", crlf.to_str().expect("utf-8")], &[]);
    assert_eq!(replayed.code, 0, "{}", replayed.err);
}

/// Exporting to a name Windows refuses (a device's name, a `:`, a trailing
/// dot) says so and writes nothing; elsewhere such names are kept.
#[test]
fn exporting_to_a_name_windows_refuses_says_so_there() {
    let dir = temp_dir("names");
    let new = cli::hopcard_with(
        &["card", "new", "--player", "red:Ann", "--player", "blue:Ben"],
        &[],
    );
    assert_eq!(new.code, 0, "{}", new.err);
    let card = dir.join("card.ron");
    std::fs::write(&card, &new.out).expect("write");
    for name in ["CON.pdf", "Card: final.pdf", "card."] {
        let out = dir.join(name);
        let r = cli::hopcard_with(
            &[
                "card",
                "pdf",
                card.to_str().expect("utf-8"),
                "-o",
                out.to_str().expect("utf-8"),
            ],
            &[],
        );
        if cfg!(windows) {
            assert_ne!(r.code, 0, "{name}");
            assert!(r.err.contains("Windows"), "{name}: {}", r.err);
        } else {
            assert_eq!(r.code, 0, "{name}: {}", r.err);
        }
    }
    if cfg!(windows) {
        let names: Vec<_> = std::fs::read_dir(&dir)
            .expect("dir")
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names, ["card.ron"], "nothing else written");
    }
}

/// Windows has no time zone database of its own: the one built into
/// Hopcard (jiff's bundled copy) names zones, and the system's zone is
/// found from Windows' own setting.
#[cfg(windows)]
#[test]
fn the_bundled_time_zone_database_names_zones() {
    use hopcard::testing::clock::TimeZone;
    for name in ["Europe/Paris", "Asia/Shanghai", "America/New_York"] {
        TimeZone::get(name).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    TimeZone::try_system().expect("the system's zone, from Windows' setting");
}

/// Writes [`UNFINISHED`]: `cargo test --test it windows::write_unfinished_fixture -- --ignored`.
#[test]
#[ignore = "writes tests/fixtures/unfinished-game.hopcard"]
fn write_unfinished_fixture() {
    let mut session = Session::with_game(new_game(2, RuleSet::default()), fixed_clock);
    play_first_legal(&mut session, 4);
    session.save_to(Path::new(UNFINISHED)).expect("saved");
}

#[test]
fn the_unfinished_fixture_is_a_game_in_play() {
    let file = records::load_game(Path::new(UNFINISHED)).expect("the fixture loads");
    assert_eq!(file.status, "playing");
    assert_eq!(file.game.plies().len(), 4);
}

/// The PE subsystem of a Windows program: 2 for the GUI, 3 for the console
/// (the 16-bit field 0x5C bytes into the PE header, whose offset is at 0x3C).
fn pe_subsystem(bytes: &[u8]) -> Option<u16> {
    let at = |i: usize, n: usize| bytes.get(i..i + n);
    let pe = at(0x3C, 4)?;
    let pe = u32::from_le_bytes(pe.try_into().ok()?) as usize;
    if at(pe, 4)? != b"PE\0\0" {
        return None;
    }
    let field = at(pe + 0x5C, 2)?;
    Some(u16::from_le_bytes(field.try_into().ok()?))
}

/// A double-click opens the window alone: Hopcard is a GUI-subsystem
/// program on Windows, so no console window opens behind it (it did while
/// it was a console program). Its command line still prints into a pipe:
/// every test of `tests/it/cli*.rs` run under Wine reads it so.
#[cfg(windows)]
#[test]
fn a_double_click_opens_no_console_window() {
    let exe = std::fs::read(env!("CARGO_BIN_EXE_hopcard")).expect("the program");
    assert_eq!(pe_subsystem(&exe), Some(2), "IMAGE_SUBSYSTEM_WINDOWS_GUI");
    let ran = cli::hopcard_with(&["--version"], &[]);
    assert!(ran.out.starts_with("hopcard "), "{}{}", ran.out, ran.err);
}

#[test]
fn the_pe_subsystem_is_read_from_its_header() {
    let mut exe = vec![0_u8; 0x200];
    exe[0x3C..0x40].copy_from_slice(&0x80_u32.to_le_bytes());
    exe[0x80..0x84].copy_from_slice(b"PE\0\0");
    exe[0x80 + 0x5C] = 3;
    assert_eq!(pe_subsystem(&exe), Some(3));
    exe[0x80] = b'X';
    assert_eq!(pe_subsystem(&exe), None, "no PE signature");
    assert_eq!(pe_subsystem(&exe[..0x40]), None, "cut short");
}

/// A game file, a card file and a dispute log are written with "\n" line
/// ends on every system (RON's own default is "\r\n" on Windows), so a
/// file is the same bytes wherever it was written. Under Wine this failed
/// before the writers named their line end.
#[test]
fn files_are_the_same_bytes_on_every_system() {
    let dir = temp_dir("line-ends");
    let mut session = started(&dir);
    play_first_legal(&mut session, 2);
    let game = session.game().expect("a game");
    let texts = [
        (
            "game file",
            records::game_file_text(game, "2026-12-04T20:00:00Z").expect("a game serializes"),
        ),
        ("card file", game.card.to_ron()),
        (
            "dispute log",
            records::DisputeLog::new(Vec::new())
                .to_ron()
                .expect("a log serializes"),
        ),
    ];
    for (what, text) in texts {
        assert!(text.lines().count() > 3, "{what} is written over lines");
        assert!(!text.contains('\r'), "{what} has a carriage return");
    }
}
