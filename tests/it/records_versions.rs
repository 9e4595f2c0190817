//! Genuine older logs and games still open and still match their paper
//! (issue 34). The fixtures under tests/fixtures were written by Hopcard
//! itself at commit ee80df2 (log format 3, game-file format 2), before a
//! dispute named the game it was raised in; `disputes-v2.ron` and
//! `disputes-v1.ron` are that log as the older writers wrote it (v2: no
//! `record`; v1: no `seal` either, and no rule option in an agreed change).
//! See tests/fixtures/README.md.

use hopcard::records;
use hopcard::records::{DisputeLog, Resolution};
use hopcard::{Clause, Hole, Reason, Verdict};
use std::path::{Path, PathBuf};

use crate::common::cli::{self, Ran};
use crate::common::temp_dir;

fn hopcard(args: &[&str]) -> Ran {
    cli::hopcard_with(args, &[("TZ", "UTC")])
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn text(p: &Path) -> &str {
    p.to_str().expect("utf-8")
}

/// The record fingerprints Hopcard printed for the fixture's three
/// disputes at ee80df2, and its game record fingerprint.
const PAPER: [&str; 3] = [
    "CE4C-AA7D-7449-8E2D",
    "9DCE-4E0B-75D1-09FE",
    "FF65-653E-B1BE-C4FD",
];
const GAME_PAPER: &str = "81C9-80DF-1BE5-EE89";

fn expect(path: &Path, number: usize, paper: &str) -> Ran {
    hopcard(&[
        "dispute",
        text(path),
        "--number",
        &number.to_string(),
        "--expect",
        paper,
    ])
}

#[test]
fn logs_of_versions_1_2_and_3_still_open_and_match_their_paper() {
    for (name, version) in [
        ("disputes-v1.ron", 1),
        ("disputes-v2.ron", 2),
        ("disputes-v3.ron", 3),
    ] {
        let path = fixture(name);
        let log = DisputeLog::load(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(log.version, version);
        assert_eq!(log.disputes.len(), 3);
        let r = hopcard(&["dispute", text(&path)]);
        assert_eq!(r.code, 0, "{name}: {}", r.err);
        let heading = format!("Hopcard dispute log (format {version}): 3 disputes");
        assert!(r.out.starts_with(&heading), "{name}: {}", r.out);
        for (i, paper) in PAPER.iter().enumerate() {
            let r = expect(&path, i + 1, paper);
            if version == 1 {
                // Written before record fingerprints: nothing to match.
                assert_eq!(r.code, 1, "{name}: {}", r.out);
                assert!(r.out.contains("no fingerprint"), "{name}: {}", r.out);
            } else {
                assert_eq!(r.code, 0, "{name}, dispute {}: {}", i + 1, r.out);
            }
        }
    }
    let v3 = hopcard(&["dispute", text(&fixture("disputes-v3.ron"))]);
    assert!(
        v3.out.contains("Next card:      clause 4 unused: usable"),
        "{}",
        v3.out
    );
}

#[test]
fn a_game_of_format_2_still_opens_and_matches_its_paper() {
    let path = fixture("disputes-format2.hopcard");
    let file = records::load_game(&path).expect("a format-2 game opens");
    assert_eq!(
        file.format,
        records::FORMAT,
        "it comes out in today's format"
    );
    assert!(file.game.disputes().iter().all(|d| d.raised_in.is_empty()));
    let r = hopcard(&["replay", text(&path), "--expect", GAME_PAPER]);
    assert_eq!(r.code, 0, "{} {}", r.out, r.err);
    for (i, paper) in PAPER.iter().enumerate() {
        assert_eq!(expect(&path, i + 1, paper).code, 0, "dispute {}", i + 1);
    }
    // Exported again by today's Hopcard, as a log of format 4: the old
    // records keep their fingerprints.
    let dir = temp_dir("format2-export");
    let log = dir.join("log.ron");
    let ron = DisputeLog::new(file.game.disputes().to_vec())
        .to_ron()
        .expect("ron");
    assert!(ron.contains("version: 4,"), "{ron}");
    std::fs::write(&log, ron).expect("write");
    for (i, paper) in PAPER.iter().enumerate() {
        assert_eq!(expect(&log, i + 1, paper).code, 0, "dispute {}", i + 1);
    }
}

/// A game of format 2 played on today: its old disputes keep their paper;
/// a new one names the game and chains the disputes before it; saved, it is
/// a file of today's format that opens again.
#[test]
fn an_old_game_continued_today_keeps_its_old_papers() {
    let path = fixture("disputes-format2.hopcard");
    let mut game = records::load_game(&path).expect("opens").game;
    let red = game.position().turn();
    let piece = hopcard::Hole::all()
        .find(|h| game.position().owner(*h) == Some(red))
        .expect("a piece");
    let now = game.fingerprint_for_dispute();
    assert_eq!(now, game.record_fingerprint(), "no hint was noted");
    game.raise_dispute(red, &[piece], Clause::Moving, "2025-03-15 10:00 UTC")
        .expect("raise");
    game.resolve_dispute(Resolution::Withdrawn, "2025-03-15 10:01 UTC")
        .expect("withdraw");
    assert_eq!(game.disputes()[3].raised_in, now, "the game as it stood");
    let dir = temp_dir("format2-continued");
    let saved = dir.join("game.hopcard");
    crate::common::games::save_game(&saved, &game, "2025-03-15 10:02 UTC");
    let back = records::load_game(&saved).expect("opens again");
    assert_eq!(back.game, game);
    for (i, paper) in PAPER.iter().enumerate() {
        assert_eq!(expect(&saved, i + 1, paper).code, 0, "dispute {}", i + 1);
    }
    let sheets = hopcard::testing::sheet_fingerprints(game.disputes());
    let fourth = hopcard::testing::short_fingerprint(sheets[3].as_deref().expect("sealed"));
    assert_eq!(
        fourth,
        hopcard::testing::short_fingerprint(&DisputeLog::fingerprint(game.disputes()))
    );
    assert_eq!(expect(&saved, 4, &fourth).code, 0);
    // Written as format 2 again (the version lowered), it is refused.
    let lowered = std::fs::read_to_string(&saved).expect("read").replacen(
        &format!("format: {},", records::FORMAT),
        "format: 2,",
        1,
    );
    let err = records::parse_game_file(lowered.as_bytes())
        .map(|_| ())
        .expect_err("lowered")
        .to_string();
    assert!(err.contains("field `format`"), "{err}");
    assert!(err.contains("dispute 4"), "{err}");
}

/// The game-file fixture of format 1 (no record fingerprints at all) opens,
/// its disputes checked against the moments of its game.
#[test]
fn a_game_of_format_1_still_opens() {
    let file = records::load_game(&fixture("finished-game.ron")).expect("opens");
    assert_eq!(file.game.disputes().len(), 2);
}

/// A reason is a value in memory but words in a file: the fixture's
/// refusal comes back as the engine's typed reason, words exactly as the
/// file wrote it, and the game's record fingerprint is the one the loader
/// computed from the file's words.
#[test]
fn a_recorded_reason_comes_back_typed_with_the_files_words_and_fingerprint() {
    let file = records::load_game(&fixture("finished-game.ron")).expect("opens");
    let reasons: Vec<&Reason> = file
        .game
        .disputes()
        .iter()
        .filter_map(|d| match &d.verdict {
            Verdict::Illegal { reason, .. } => Some(reason),
            _ => None,
        })
        .collect();
    let [reason] = reasons.as_slice() else {
        panic!("one refused route in the fixture: {reasons:?}");
    };
    assert_eq!(
        **reason,
        Reason::Occupied {
            hole: Hole::parse("B2").expect("a hole"),
            holder: "blue".into(),
            own: true,
        }
    );
    assert_eq!(
        reason.to_string(),
        "B2 is occupied by blue's own piece: a landing must be empty"
    );
    assert_eq!(file.game.record_fingerprint(), file.record);
    for d in file.game.disputes() {
        d.check_record().expect("the typed record holds up");
    }
}

/// An old game opened on today's Hopcard is autosaved as a file of today's
/// format that opens again: after a restart it is offered for resuming, not
/// moved aside as damaged (the autosave of a format-1 game with disputes
/// once carried records that today's loader refused).
#[test]
fn an_old_game_opened_today_is_autosaved_so_that_it_opens_again() {
    for name in ["finished-game.ron", "disputes-format2.hopcard"] {
        let dir = temp_dir(&format!("old-opened-{name}"));
        let path = dir.join(name);
        std::fs::copy(fixture(name), &path).expect("copy the fixture");
        let data = dir.join("data");
        let file = records::load_game(&path).expect("the fixture opens");
        {
            let mut session =
                hopcard::testing::Session::start(&data, crate::common::games::fixed_clock)
                    .expect("a session");
            session
                .replace(hopcard::testing::Next::Opened {
                    file: Box::new(file),
                    path: path.clone(),
                })
                .expect("opened");
            session.finish_writes();
        }
        let autosave = data.join("autosave.ron");
        if autosave.exists() {
            let back = records::load_game(&autosave);
            assert!(back.is_ok(), "{name}: the autosave does not open: {back:?}");
        }
        let session = hopcard::testing::Session::start(&data, crate::common::games::fixed_clock)
            .expect("restarted");
        // A finished game's autosave is kept for Recover…; none is damaged.
        let mut names = Vec::new();
        for dir in [data.clone(), data.join("kept")] {
            if let Ok(entries) = std::fs::read_dir(dir) {
                names.extend(entries.flatten().map(|e| e.file_name()));
            }
        }
        let damaged: Vec<_> = names
            .iter()
            .filter(|n| n.to_string_lossy().contains("damaged"))
            .collect();
        assert!(
            damaged.is_empty(),
            "{name}: moved aside as damaged: {damaged:?}"
        );
        drop(session);
    }
}
