//! Game files: round trips, damaged and hostile files, atomic writes under
//! kill, migration of older formats and `hopcard replay`. The app's Save,
//! Open, autosave and resume are in tests/it/app_files.rs.

use hopcard::engine::Camp;
use hopcard::records::DisputeEdit;
use hopcard::records::Resolution;
use hopcard::records::{self, GameFile, Problem};
use hopcard::testing::holes_of;
use hopcard::{Clause, Event, GameState, Hole, OptionKey, Outcome, Proposal, RuleSet};
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::common;
use common::games::{CLOCK, FIXTURE, fixed_clock, new_game, signed_card, temp_dir};

/// Play `steps` on a game: each step is a take-back (when `back` and a move
/// stands) or the `pick`-th legal move (a pass when there is none).
fn random_game(n: usize, rules: RuleSet, steps: &[(bool, usize)]) -> GameState {
    let mut game = new_game(n, rules);
    for &(back, pick) in steps {
        if game.outcome().is_over() {
            break;
        }
        if back && !game.plies().is_empty() {
            game.take_back().expect("a move stands");
            continue;
        }
        let moves = game.position().legal_moves(game.rules());
        let proposal = if moves.is_empty() {
            Proposal::Pass
        } else {
            Proposal::Route(moves[pick % moves.len()].route.clone())
        };
        game.play(&proposal).expect("a generated move is legal");
    }
    game
}

fn text_of(game: &GameState) -> String {
    records::game_file_text(game, CLOCK).expect("a game serializes")
}

fn parse(text: &str) -> Result<GameFile, Problem> {
    records::parse_game_file(text.as_bytes())
}

fn any_rules() -> impl Strategy<Value = RuleSet> {
    proptest::collection::vec(0usize..4, OptionKey::ALL.len()).prop_map(|picks| {
        let mut rules = RuleSet::default();
        for (key, pick) in OptionKey::ALL.iter().zip(picks) {
            key.select(&mut rules, pick % key.choices().len());
        }
        rules
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_survive_a_save_and_load(
        n in prop::sample::select(vec![2usize, 3, 4, 6]),
        rules in any_rules(),
        steps in proptest::collection::vec((prop::bool::weighted(0.1), any::<usize>()), 0..80),
    ) {
        let game = random_game(n, rules, &steps);
        let file = parse(&text_of(&game)).expect("a saved game loads");
        prop_assert_eq!(&file.game, &game);
        prop_assert_eq!(file.saved.as_str(), CLOCK);
        prop_assert_eq!(file.format, records::FORMAT);
    }
}

#[test]
fn a_saved_file_on_disk_loads_back_equal() {
    let dir = temp_dir("disk");
    let path = dir.join("game.ron");
    let steps: Vec<(bool, usize)> = (0..60).map(|i| (i % 17 == 16, i * 7)).collect();
    let game = random_game(3, RuleSet::default(), &steps);
    crate::common::games::save_game(&path, &game, CLOCK);
    let file = records::load_game(&path).expect("loads");
    assert_eq!(file.game, game);
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.file_name())
        .collect();
    assert_eq!(leftovers, ["game.ron"], "no temporary file is left behind");
}

// ---------------------------------------------------------------------------
// The fixture: a real finished game saved through the app
// ---------------------------------------------------------------------------

fn hex_distance(a: Hole, b: Hole) -> i32 {
    let (q1, r1, s1) = a.coords();
    let (q2, r2, s2) = b.coords();
    (q1 - q2).abs().max((r1 - r2).abs()).max((s1 - s2).abs())
}

/// The destination hole farthest from the centre.
fn tip(camp: Camp) -> Hole {
    holes_of(camp.holes())
        .max_by_key(|h| {
            let (q, r, s) = h.coords();
            q.abs().max(r.abs()).max(s.abs())
        })
        .expect("a camp has holes")
}

/// The player not to move disputes `route` (clause 2), both state their view,
/// and the dispute is resolved by `resolution`.
fn dispute(game: &mut GameState, route: &[Hole], resolution: Resolution) {
    let mover = game.position().turn();
    let other = (mover + 1) % 2;
    game.raise_dispute(other, route, Clause::Moving, CLOCK)
        .expect("a dispute can be raised");
    for (player, text) in [
        (other, "I think that route breaks the card."),
        (mover, "Every step of it is allowed."),
    ] {
        game.edit_dispute(DisputeEdit::Statement {
            player,
            text: text.into(),
        })
        .expect("a statement");
    }
    game.resolve_dispute(resolution, CLOCK).expect("resolved");
}

/// A two-player game played to the end by a greedy player (each move brings a
/// piece as close as possible to its destination's tip), with one take-back
/// and two disputes (one route played, one refused by applying the card).
fn finished_game() -> GameState {
    for seed in 1..50u64 {
        let mut game = new_game(2, RuleSet::default());
        let mut rng = seed;
        for ply in 0..600 {
            if game.outcome().is_over() {
                return game;
            }
            if ply == 6 {
                game.take_back().expect("a move stands");
            }
            if ply == 20 {
                // A dispute over a route onto the mover's own piece: the card refuses it.
                let pos = game.position();
                let own: Vec<Hole> = holes_of(pos.pieces(pos.turn())).take(2).collect();
                dispute(&mut game, &own, Resolution::ApplyCard);
            }
            let pos = game.position().clone();
            let target = tip(pos.seats()[pos.turn()].destination());
            let moves = pos.legal_moves(game.rules());
            let proposal = if moves.is_empty() {
                Proposal::Pass
            } else {
                rng = rng
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let best = moves
                    .iter()
                    .enumerate()
                    .min_by_key(|(i, m)| {
                        let gain =
                            hex_distance(m.landing(), target) - hex_distance(m.start(), target);
                        (gain, (*i as u64 ^ (rng >> 33)) % 7)
                    })
                    .map(|(_, m)| m.route.clone())
                    .expect("moves exist");
                Proposal::Route(best)
            };
            if ply == 10
                && let Proposal::Route(route) = &proposal
            {
                // A dispute over the chosen route: applying the card plays it.
                dispute(&mut game, &route.0, Resolution::ApplyCard);
                continue;
            }
            game.play(&proposal).expect("legal");
        }
    }
    panic!("no greedy game finished");
}

/// Regenerate the fixture through the app's Save path:
/// `cargo test --test storage write_fixture -- --ignored`.
#[test]
#[ignore = "writes tests/fixtures; run by hand to regenerate"]
fn write_fixture() {
    let game = finished_game();
    let mut session = hopcard::testing::Session::with_game(game, fixed_clock);
    std::fs::create_dir_all(Path::new(FIXTURE).parent().expect("parent")).expect("dir");
    session.save_to(Path::new(FIXTURE)).expect("saved");
}

fn fixture_bytes() -> Vec<u8> {
    std::fs::read(FIXTURE).expect("the fixture exists")
}

#[test]
fn the_fixture_is_a_finished_game_that_loads() {
    let file = records::load_game(Path::new(FIXTURE)).expect("fixture loads");
    let game = &file.game;
    assert!(matches!(game.outcome(), Outcome::Win { .. }));
    assert_eq!(file.status, game.outcome().status_line(game.position()));
    assert!(
        game.history()
            .iter()
            .any(|e| matches!(e, Event::TakenBack { .. })),
        "the fixture holds a take-back"
    );
    assert!(game.plies().len() > 40, "a whole game");
    let disputes = game.disputes();
    assert_eq!(disputes.len(), 2, "the fixture holds two disputes");
    assert!(disputes.iter().all(|d| !d.is_open()));
    assert!(disputes[0].verdict.is_legal() && !disputes[1].verdict.is_legal());
    assert!(disputes[0].statements.iter().all(|s| !s.text.is_empty()));
    assert!(game.card.fully_confirmed());
}

#[test]
fn every_truncation_of_the_fixture_is_refused() {
    let bytes = fixture_bytes();
    let content = String::from_utf8(bytes.clone()).expect("utf-8");
    let content_len = content.trim_end().len();
    for len in 0..bytes.len() {
        let result = records::parse_game_file(&bytes[..len]);
        if len < content_len {
            assert!(result.is_err(), "a file cut at byte {len} was accepted");
        } else {
            // Only trailing whitespace is missing: the same complete game.
            assert!(result.is_ok(), "cut at {len} in the trailing whitespace");
        }
    }
    // Through the file system the message names the file.
    let dir = temp_dir("truncated");
    let path = dir.join("cut.ron");
    for len in [0, 1, content_len / 3, content_len / 2, content_len - 1] {
        std::fs::write(&path, &bytes[..len]).expect("write");
        let err = records::load_game(&path).expect_err("truncated");
        // The path comes first, quoted (control characters escaped).
        assert!(
            err.to_string()
                .starts_with(&hopcard::testing::quote::QuotedPath(&path).to_string())
        );
        assert!(err.to_string().contains("cut short"), "{err}");
    }
}

// ---------------------------------------------------------------------------
// Damaged, edited and hostile files
// ---------------------------------------------------------------------------

fn load_text(name: &str, text: &str) -> Result<GameFile, records::LoadError> {
    let dir = temp_dir(name);
    let path = dir.join(format!("{name}.ron"));
    std::fs::write(&path, text).expect("write");
    let result = records::load_game(&path);
    if let Err(e) = &result {
        assert!(
            e.to_string().contains(&path.display().to_string()),
            "the message names the file: {e}"
        );
    }
    result
}

#[test]
fn a_newer_format_is_refused_by_number() {
    let text = String::from_utf8(fixture_bytes()).expect("utf-8");
    let newer = text.replacen("format: 1,", "format: 7,", 1);
    assert_ne!(newer, text);
    let err = load_text("newer", &newer).expect_err("refused");
    assert_eq!(err.problem, Problem::NewerFormat(7));
    assert!(err.to_string().contains("newer Hopcard"));
}

#[test]
fn an_edited_position_is_caught_by_the_replay() {
    let text = String::from_utf8(fixture_bytes()).expect("utf-8");
    let file = parse(&text).expect("fixture parses");
    let stored = file.game.position().to_string();
    let start = file.game.start().to_string();
    let key = format!("position: \"{stored}\"");
    assert_eq!(text.matches(&key).count(), 1, "one stored position");
    let edited = text.replace(&key, &format!("position: \"{start}\""));
    let err = load_text("edited", &edited).expect_err("refused");
    assert!(matches!(err.problem, Problem::Mismatch(_)), "{err}");
    assert!(err.to_string().contains("edited by hand"));
}

#[test]
fn an_edited_status_or_history_is_caught() {
    let text = String::from_utf8(fixture_bytes()).expect("utf-8");
    let file = parse(&text).expect("fixture parses");
    let status = format!("status: \"{}\"", file.status);
    let wrong = text.replacen(&status, "status: \"playing\"", 1);
    assert!(matches!(
        load_text("status", &wrong).expect_err("refused").problem,
        Problem::Mismatch(_)
    ));
    // Move 1 replaced by a route that lands nowhere legal.
    let Some(Event::Played { proposal, .. }) = file.game.history().first() else {
        panic!("the fixture starts with a move");
    };
    let Proposal::Route(route) = proposal else {
        panic!("move 1 is a route");
    };
    let landing = format!("\"{}\"", route.0[route.0.len() - 1]);
    let at = text.find("history:").expect("history")
        + text[text.find("history:").expect("history")..]
            .find(&landing)
            .expect("the landing is stored as text");
    let illegal = format!("{}\"I5\"{}", &text[..at], &text[at + landing.len()..]);
    let err = load_text("history", &illegal).expect_err("refused");
    assert!(
        matches!(err.problem, Problem::Replay { event: 1, .. }),
        "{err}"
    );
}

#[test]
fn an_edited_dispute_is_caught() {
    let text = String::from_utf8(fixture_bytes()).expect("utf-8");
    // Dispute 2 claimed legal, although the engine refuses its route.
    let forged: String = text
        .lines()
        .map(|l| {
            if l.trim_start().starts_with("verdict: Illegal(") {
                "verdict: Legal,".to_string()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert_ne!(
        forged.trim_end(),
        text.trim_end(),
        "the stored verdict was found"
    );
    let err = load_text("dispute", &forged).expect_err("refused");
    assert!(
        err.to_string()
            .contains("dispute 2, field `verdict`: the record says \"legal\""),
        "{err}"
    );
    // Dispute 2 renumbered.
    let at = text.find("Dispute(").expect("a dispute");
    let rest = text[at..].replacen("number: 2,", "number: 5,", 1);
    let renumbered = format!("{}{rest}", &text[..at]);
    assert_ne!(renumbered, text);
    let err = load_text("renumbered", &renumbered).expect_err("refused");
    assert!(err.to_string().contains("numbered 5"), "{err}");
}

#[test]
fn a_card_without_its_fingerprint_is_refused() {
    let mut game = new_game(2, RuleSet::default());
    game.card.confirmations[1] = None;
    let err = parse(&text_of(&game)).expect_err("refused");
    assert!(matches!(err, Problem::Card(_)), "{err}");
    assert!(
        err.to_string()
            .contains("changed since its fingerprint was taken"),
        "{err}"
    );
    // Confirmed but no fingerprint taken.
    let mut game = new_game(2, RuleSet::default());
    game.card.fingerprint = None;
    let err = parse(&text_of(&game)).expect_err("refused");
    assert!(
        err.to_string().contains("no fingerprint taken yet"),
        "{err}"
    );
    // An edited name, with the fingerprint left as it was.
    let text = text_of(&new_game(2, RuleSet::default())).replacen("\"Bob\"", "\"Rob\"", 1);
    let err = parse(&text).expect_err("refused");
    assert!(
        err.to_string()
            .contains("changed since its fingerprint was taken"),
        "{err}"
    );
}

#[test]
fn a_huge_file_is_refused_before_parsing() {
    let dir = temp_dir("huge");
    let path = dir.join("huge.ron");
    let file = std::fs::File::create(&path).expect("create");
    file.set_len(records::MAX_FILE_BYTES + 1)
        .expect("sparse file");
    let err = records::load_game(&path).expect_err("refused");
    assert_eq!(
        err.problem,
        Problem::TooLarge {
            bytes: records::MAX_FILE_BYTES + 1
        }
    );
}

#[test]
fn deeply_nested_input_is_refused_without_overflowing_the_stack() {
    for depth in [200usize, 100_000] {
        for (open, close) in [("[", "]"), ("(", ")"), ("{", "}"), ("Some(", ")")] {
            let text = format!(
                "GameFile(format: 1, game: {}0{})",
                open.repeat(depth),
                close.repeat(depth)
            );
            let err = load_text("deep", &text).expect_err("refused");
            assert!(matches!(err.problem, Problem::Syntax(_)), "{err}");
        }
    }
    let text = "[".repeat(1_000_000);
    assert!(parse(&text).is_err());
}

#[test]
fn binary_and_garbage_files_are_refused() {
    for bytes in [
        &b"\xff\xfe\x00garbage"[..],
        b"",
        b"GameFile(",
        b"GameFile(format: 1)",
        b"(format: \"one\")",
        b"42",
    ] {
        assert!(records::parse_game_file(bytes).is_err(), "{bytes:?}");
    }
    let dir = temp_dir("folder");
    let err = records::load_game(&dir).expect_err("a folder is no game");
    assert!(matches!(err.problem, Problem::Read(_)));
    let missing = dir.join("missing.ron");
    let err = records::load_game(&missing).expect_err("missing");
    assert!(err.to_string().contains("missing.ron"));
}

#[test]
fn random_bytes_and_mutations_never_panic() {
    let base = fixture_bytes();
    let mut rng = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    for _ in 0..300 {
        let mut bytes = base.clone();
        for _ in 0..(next() % 8 + 1) {
            let i = (next() % bytes.len() as u64) as usize;
            bytes[i] = (next() & 0xff) as u8;
        }
        let _ = records::parse_game_file(&bytes);
        let len = (next() % 64) as usize;
        let noise: Vec<u8> = (0..len).map(|_| (next() & 0xff) as u8).collect();
        let _ = records::parse_game_file(&noise);
    }
}

// ---------------------------------------------------------------------------
// Migration from format 0
// ---------------------------------------------------------------------------

fn v0_text(moves: &[&str]) -> String {
    let card = signed_card(2, RuleSet::default());
    let start = card.ready().expect("ready");
    let v0 = records::GameFileV0 {
        format: 0,
        card,
        start,
        moves: moves.iter().map(|m| (*m).to_string()).collect(),
    };
    ron::ser::to_string_pretty(&v0, ron::ser::PrettyConfig::new().struct_names(true))
        .expect("v0 serializes")
}

#[test]
fn a_format_0_file_is_migrated_by_replaying_its_moves() {
    let text = v0_text(&["N2-M6", "D3-E8", "pass"]);
    // The third entry is refused: nobody may pass with moves left.
    let err = load_text("v0bad", &text).expect_err("pass refused");
    assert!(
        matches!(err.problem, Problem::Replay { event: 3, .. }),
        "{err}"
    );

    let text = v0_text(&["N2-M6", "D3-E8"]);
    let file = load_text("v0", &text).expect("migrated");
    assert_eq!(file.format, records::FORMAT);
    assert_eq!(file.game.history_lines(), ["1. red N2-M6", "2. blue D3-E8"]);
    assert_eq!(file.status, "playing");
    // Saved again, it is a format 1 file that loads to the same game.
    let again = parse(&text_of(&file.game)).expect("resaved");
    assert_eq!(again.game, file.game);
    let bad = v0_text(&["N2-Q9"]);
    assert!(matches!(
        parse(&bad).expect_err("unknown hole"),
        Problem::Replay { event: 1, .. }
    ));
}

// ---------------------------------------------------------------------------
// Atomic writes under kill
// ---------------------------------------------------------------------------

const CHILD_ENV: &str = "HOPCARD_SAVE_LOOP_PATH";

fn big_and_small() -> (GameState, GameState) {
    let steps: Vec<(bool, usize)> = (0..300).map(|i| (i % 3 == 2, i * 31 + 5)).collect();
    (
        random_game(6, RuleSet::default(), &steps),
        random_game(2, RuleSet::default(), &[(false, 3)]),
    )
}

/// Created by the saving child once it has saved the big game whole.
fn ready_marker(path: &Path) -> PathBuf {
    path.with_extension("ready")
}

/// Not a test on its own: the child of `atomic_saves_survive_being_killed`,
/// saving two different games in turn forever.
#[test]
fn atomic_child_save_loop() {
    let Some(path) = std::env::var_os(CHILD_ENV) else {
        return;
    };
    let (big, small) = big_and_small();
    let path = PathBuf::from(path);
    // Building the games and the first save take a while in a debug build
    // on a busy machine: tell the parent once the big game has been saved
    // whole, so its kill lands among the saves that follow (a kill before
    // the first big save ever finished left only the small game to see).
    let mut told = false;
    loop {
        let started = std::time::Instant::now();
        crate::common::games::save_game(&path, &big, BIG_STAMP);
        let took = started.elapsed();
        if !told {
            // The marker says how long a big save took (in ms), so the
            // parent's kills spread over a whole big-then-small round.
            let ms = took.as_millis().to_string();
            std::fs::write(ready_marker(&path), ms).expect("ready marker");
            told = true;
        }
        // The small game saves in a fraction of the big one's time: without
        // a pause the file would hold the big game only for that fraction,
        // and a busy machine could go 24 rounds without a kill landing there.
        // Pausing as long as the big save took keeps the two about even on
        // a fast machine and a slow one alike.
        std::thread::sleep(took.max(Duration::from_millis(1)));
        crate::common::games::save_game(&path, &small, SMALL_STAMP);
    }
}

/// The `saved` stamps of the two games the kill test writes, told apart.
const BIG_STAMP: &str = "2025-03-14 20:00 UTC";
const SMALL_STAMP: &str = "2025-03-14 19:00 UTC";

#[test]
fn atomic_saves_survive_being_killed() {
    let (big, small) = big_and_small();
    let dir = temp_dir("atomic");
    let path = dir.join("game.ron");
    crate::common::games::save_game(&path, &small, SMALL_STAMP);
    let exe = std::env::current_exe().expect("test binary");
    let mut rng = u64::from(std::process::id()) | 1;
    let mut seen = [false, false];
    for round in 0..24 {
        let mut child = Command::new(&exe)
            .args([
                "storage::atomic_child_save_loop",
                "--exact",
                "--test-threads=1",
            ])
            .env(CHILD_ENV, &path)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn the saving child");
        let ready = ready_marker(&path);
        for _ in 0..3000 {
            if ready.exists() {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        // A round is a big save, a pause as long, and a small save: kill at
        // a random moment of about two rounds (at least the old 5-65 ms).
        let took: u64 = std::fs::read_to_string(&ready)
            .ok()
            .and_then(|t| t.trim().parse().ok())
            .unwrap_or(0);
        let _ = std::fs::remove_file(&ready);
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        std::thread::sleep(Duration::from_millis(5 + rng % (60 + 6 * took)));
        child.kill().expect("kill");
        let _ = child.wait();
        let file = records::load_game(&path)
            .unwrap_or_else(|e| panic!("round {round}: after a kill the file must load: {e}"));
        if file.game == big {
            seen[0] = true;
            assert_eq!(file.saved, BIG_STAMP);
        } else {
            assert_eq!(file.game, small, "round {round}: old or new, nothing else");
            seen[1] = true;
        }
    }
    assert!(seen[0], "the child got to save the big game at least once");
    // The small game is only seen when a kill lands while the big one is
    // being written over it: the old file is what survived.
    assert!(seen[1], "no kill landed while the big game was being saved");
    // Those kills left the children's temporary files beside the game; the
    // next save there removes them (the children are no longer running;
    // elsewhere than on Linux they would stay for a day).
    #[cfg(target_os = "linux")]
    left_by_killed_saves_go_at_the_next_save(&path, &small);
}

#[cfg(target_os = "linux")]
fn left_by_killed_saves_go_at_the_next_save(path: &Path, small: &GameState) {
    let dir = path.parent().expect("folder");
    crate::common::games::save_game(path, small, SMALL_STAMP);
    let left: Vec<String> = std::fs::read_dir(dir)
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".game.ron."))
        .collect();
    assert!(left.is_empty(), "killed saves' temporary files: {left:?}");
}

// ---------------------------------------------------------------------------
// hopcard replay
// ---------------------------------------------------------------------------

#[test]
fn replay_prints_every_move_then_position_and_status() {
    let out = Command::new(env!("CARGO_BIN_EXE_hopcard"))
        .args(["replay", FIXTURE])
        .output()
        .expect("run hopcard");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    let file = records::load_game(Path::new(FIXTURE)).expect("fixture");
    let game = &file.game;
    assert_eq!(lines.len(), game.history().len() + 2);
    assert_eq!(lines[0], game.history_lines()[0]);
    assert!(lines.iter().any(|l| l.starts_with("taken back: ")));
    let position = game.position().to_string();
    assert_eq!(lines[lines.len() - 2], position.as_str());
    assert_eq!(lines[lines.len() - 1], file.status);
    assert!(file.status.starts_with("win "));
}

#[test]
fn replay_of_a_bad_file_exits_2_naming_it() {
    let dir = temp_dir("cli-bad");
    let path = dir.join("broken.ron");
    std::fs::write(&path, "GameFile(format: 1").expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_hopcard"))
        .arg("replay")
        .arg(&path)
        .output()
        .expect("run hopcard");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).expect("utf-8");
    assert!(err.contains("broken.ron"), "{err}");
    assert!(!err.contains("panicked"));
}
