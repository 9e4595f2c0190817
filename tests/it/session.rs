//! The session owns a game's life: which file it belongs to, what the
//! autosave holds, and what happens to it at every transition.

use hopcard::records;
use hopcard::testing::{Next, Session, SlotError};
use hopcard::{Proposal, RuleSet};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

// Only the game builders: these tests need no window.
use crate::common::games;
use games::{fixed_clock, new_game, temp_dir};

fn first_legal(session: &Session) -> Proposal {
    Proposal::Route(games::first_legal(session.game().expect("a game")).route)
}

fn play(session: &mut Session, n: usize) {
    for _ in 0..n {
        let p = first_legal(session);
        session.play(&p).expect("legal");
    }
}

fn new_session(dir: &Path) -> Session {
    let mut s = Session::start(dir, fixed_clock).expect("the slot is free");
    s.replace(Next::New(Box::new(new_game(2, RuleSet::default()))))
        .expect("nothing to keep");
    s
}

#[test]
fn a_saved_game_needs_no_asking_until_it_changes() {
    let dir = temp_dir("session-asking");
    let mut s = new_session(&dir);
    assert!(!s.needs_asking(), "no moves yet");
    play(&mut s, 1);
    assert!(s.needs_asking());
    s.save_to(&dir.join("g.hopcard")).expect("saved");
    assert!(!s.needs_asking());
    assert!(s.safe_to_quit());
    play(&mut s, 1);
    assert!(s.needs_asking(), "a move after saving is in no file");
    assert!(
        s.safe_to_quit(),
        "but the autosave has it, so closing loses nothing"
    );
}

#[test]
fn replacing_an_unsaved_game_keeps_it_for_recovery() {
    let dir = temp_dir("session-replace");
    let mut s = new_session(&dir);
    play(&mut s, 3);
    let replaced = s
        .replace(Next::New(Box::new(new_game(2, RuleSet::default()))))
        .expect("replaced");
    let kept = replaced.kept.expect("kept");
    assert_eq!(
        records::load_game(&kept).expect("kept").game.plies().len(),
        3
    );
    let listed = s.kept_games();
    assert_eq!(listed.len(), 1);
    assert_eq!(
        (listed[0].moves, listed[0].players.as_str()),
        (3, "Ann and Bob")
    );
}

#[test]
fn declines_in_the_same_second_never_overwrite_each_other() {
    let dir = temp_dir("session-declines");
    for n in 1..=3 {
        let mut s = new_session(&dir);
        play(&mut s, n);
        drop(s);
        let mut s = Session::start(&dir, fixed_clock).expect("slot");
        assert!(s.resume_offer().is_some());
        s.decline().expect("kept");
    }
    let mut moves: Vec<usize> = Session::start(&dir, fixed_clock)
        .expect("slot")
        .kept_games()
        .iter()
        .map(|k| k.moves)
        .collect();
    moves.sort_unstable();
    assert_eq!(moves, [1, 2, 3]);
}

/// The other process of [`a_second_process_cannot_take_the_autosave`]: holds
/// the slot of `HOPCARD_LOCK_DIR` until the parent says so.
#[test]
fn lock_holder_child() {
    let Some(dir) = std::env::var_os("HOPCARD_LOCK_DIR") else {
        return; // run only as the child of the test below
    };
    let dir = std::path::PathBuf::from(dir);
    let session = Session::start(&dir, fixed_clock).expect("the child takes the slot");
    std::fs::write(dir.join("child-holds"), "").expect("marker");
    let deadline = Instant::now() + Duration::from_secs(60);
    while !dir.join("child-may-go").exists() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(session);
}

#[test]
fn a_second_process_cannot_take_the_autosave() {
    let dir = temp_dir("session-lock");
    let mut child = Command::new(std::env::current_exe().expect("test binary"))
        .args(["session::lock_holder_child", "--exact", "--nocapture"])
        .env("HOPCARD_LOCK_DIR", dir.path())
        .stdout(Stdio::null())
        .spawn()
        .expect("child starts");
    let deadline = Instant::now() + Duration::from_secs(60);
    while !dir.join("child-holds").exists() {
        assert!(Instant::now() < deadline, "the child never took the slot");
        std::thread::sleep(Duration::from_millis(20));
    }
    // This process is refused the main slot and may play a separate game.
    assert!(matches!(
        Session::start(&dir, fixed_clock),
        Err(SlotError::Locked { .. })
    ));
    let mut separate = Session::separate(&dir, fixed_clock).expect("a second slot");
    separate
        .replace(Next::New(Box::new(new_game(2, RuleSet::default()))))
        .expect("new");
    play(&mut separate, 1);
    assert!(dir.join("autosave-2.ron").exists());
    assert!(
        !dir.join("autosave.ron").exists(),
        "the child's slot is untouched"
    );
    std::fs::write(dir.join("child-may-go"), "").expect("release");
    let status = child.wait().expect("child ends");
    assert!(status.success());
    assert!(Session::start(&dir, fixed_clock).is_ok(), "free again");
}

#[test]
fn a_read_only_session_changes_nothing() {
    let dir = temp_dir("session-read-only");
    let mut s = new_session(&dir);
    play(&mut s, 2);
    let before = std::fs::read(dir.join("autosave.ron")).expect("autosave");
    let mut view = Session::read_only(&dir, fixed_clock);
    assert_eq!(view.game().map(|g| g.plies().len()), Some(2));
    let p = first_legal(&view);
    assert!(view.play(&p).is_err());
    assert!(
        view.replace(Next::New(Box::new(new_game(2, RuleSet::default()))))
            .is_err()
    );
    assert_eq!(
        std::fs::read(dir.join("autosave.ron")).expect("same"),
        before
    );
}

/// Every change agreed in the game's disputes reaches the next card, each
/// under its clause with the dispute it came from; a dispute resolved any
/// other way changes nothing; the card file reads back with them.
#[test]
fn the_next_card_carries_every_change_agreed_in_a_dispute() {
    use hopcard::records::Resolution;
    use hopcard::{Clause, Completion, Hole, Movement};
    let hole = |n: &str| Hole::parse(n).expect("hole");
    let mut game = new_game(2, RuleSet::default());
    let date = hopcard::CardDate {
        year: 2025,
        month: 3,
        day: 15,
    };
    assert_eq!(
        game.next_card(date),
        game.card.for_new_game(),
        "no dispute, no change"
    );
    let agree = |game: &mut hopcard::GameState, clause, change: &str, rules| {
        game.raise_dispute(1, &[hole("N2"), hole("M6")], clause, games::CLOCK)
            .expect("raise");
        game.resolve_dispute(
            Resolution::AgreeChangeForNewGame {
                change: change.into(),
                rules,
            },
            games::CLOCK,
        )
        .expect("resolve");
    };
    let long = RuleSet {
        movement: Movement::Long,
        ..RuleSet::default()
    };
    let ten = RuleSet {
        completion: Completion::Ten,
        ..RuleSet::default()
    };
    agree(&mut game, Clause::Moving, "long jumps", Some(long));
    game.raise_dispute(0, &[], Clause::Passing, games::CLOCK)
        .expect("raise");
    game.resolve_dispute(Resolution::Withdrawn, games::CLOCK)
        .expect("withdrawn");
    agree(&mut game, Clause::Blocking, "no swap", Some(ten));
    agree(&mut game, Clause::Passing, "say pass out loud", None);
    let next = game.next_card(date);
    assert_eq!(
        next.rules,
        RuleSet {
            movement: Movement::Long,
            completion: Completion::Ten,
            ..RuleSet::default()
        }
    );
    assert_eq!(next.version, game.card.version + 1);
    assert_eq!(next.date, date);
    assert!(next.confirmations.iter().all(Option::is_none));
    assert_eq!(
        next.agreed_changes(),
        [
            "clause 2 movement: long",
            "clause 5 completion: ten",
            "clause 2 movement: long, agreed in dispute 1 (move 1, card version 1): long jumps",
            "clause 5 completion: ten, agreed in dispute 3 (move 1, card version 1): no swap",
            "clause 6, agreed in dispute 4 (move 1, card version 1): say pass out loud",
        ]
    );
    assert_eq!(
        game.rules(),
        &RuleSet::default(),
        "this game keeps its card"
    );
    // The card file keeps them and its fingerprint covers them.
    let signed = next.with_fingerprint();
    let back = hopcard::Card::from_ron(&signed.to_ron()).expect("reads back");
    assert_eq!(back, signed);
    assert!(back.fingerprint_matches());
    let mut edited = back.clone();
    edited.from_disputes[0].change = "anything goes".into();
    assert!(!edited.fingerprint_matches(), "the fingerprint covers them");
    // A game saved with such a dispute loads, and carries the change.
    let text = records::game_file_text(&game, games::CLOCK).expect("serialises");
    let loaded = records::parse_game_file(text.as_bytes()).expect("loads");
    assert_eq!(loaded.game.next_card(date), next);
}

/// Issue 22, item 3, on the real disk: the data folder deleted under a
/// running window. Its next autosave takes its lock again first, so a second
/// window is refused the slot; and when a second window got the fresh lock
/// first, the first one stops writing the slot and says so. (Windows
/// refuses to delete a folder holding a file open, the lock, so there the
/// folder cannot vanish under a running window.)
#[cfg(unix)]
#[test]
fn a_deleted_data_folder_never_lets_two_windows_write_one_slot() {
    let dir = temp_dir("session-deleted-folder");
    let mut first = new_session(&dir);
    play(&mut first, 2);
    std::fs::remove_dir_all(dir.path()).expect("deleted");
    play(&mut first, 1);
    assert!(
        matches!(
            Session::start(&dir, fixed_clock),
            Err(SlotError::Locked { .. })
        ),
        "the first window holds its slot again"
    );
    std::fs::remove_dir_all(dir.path()).expect("deleted again");
    let mut second = new_session(&dir);
    play(&mut second, 1);
    let theirs = std::fs::read(dir.join("autosave.ron")).expect("the second window's autosave");
    play(&mut first, 1);
    assert_eq!(
        std::fs::read(dir.join("autosave.ron")).expect("still there"),
        theirs,
        "the first window no longer writes the slot"
    );
    let behind = first.behind().expect("the first window says so");
    assert!(behind.cause.contains("another Hopcard window"), "{behind}");
    assert!(!first.safe_to_quit());
}

/// Issue 22, item 1: a statement longer than its field is refused when it is
/// entered, naming the field, and the autosave keeps what it held.
#[test]
fn a_statement_longer_than_its_field_is_refused_at_entry() {
    let dir = temp_dir("session-long-statement");
    let mut s = new_session(&dir);
    let Proposal::Route(route) = first_legal(&s) else {
        panic!("a route")
    };
    s.raise_dispute(0, &route.0, hopcard::Clause::Moving)
        .expect("raised");
    let before = std::fs::read(dir.join("autosave.ron")).expect("autosave");
    let long = "x".repeat(hopcard::testing::MAX_STATEMENT_CHARS + 1);
    let refused = s
        .edit_dispute(hopcard::records::DisputeEdit::Statement {
            player: 0,
            text: long,
        })
        .expect_err("too long");
    assert!(refused.to_string().contains("statement"), "{refused}");
    assert_eq!(
        std::fs::read(dir.join("autosave.ron")).expect("autosave"),
        before
    );
    let fits = "x".repeat(hopcard::testing::MAX_STATEMENT_CHARS);
    s.edit_dispute(hopcard::records::DisputeEdit::Statement {
        player: 0,
        text: fits,
    })
    .expect("a statement as long as its field");
}

// ---- Issue 34: saving never replaces a file that holds another game ----

/// The game saved to `file` after 3 moves, then played to 8 and left in
/// the autosave (which names `file`), as a family quitting would.
fn played_and_quit(dir: &Path, file: &Path) {
    let mut s = new_session(dir);
    play(&mut s, 3);
    s.save_to(file).expect("saved");
    play(&mut s, 5);
}

fn other_game_error(e: hopcard::testing::SessionError) -> hopcard::testing::OtherGame {
    match e {
        hopcard::testing::SessionError::OtherGame(other) => other,
        e => panic!("refused for another reason: {e}"),
    }
}

/// D1: the file the game belongs to now holds another (finished, 92-move)
/// game. The resume offer says so and the game belongs to no file; saving
/// to that file is refused, the other game kept; Replace keeps it too.
#[test]
fn a_file_replaced_by_another_game_is_never_overwritten_after_resume() {
    let dir = temp_dir("session-d1");
    let file = dir.join("family.hopcard");
    played_and_quit(&dir, &file);
    std::fs::copy(games::FIXTURE, &file).expect("another game there");
    let theirs = std::fs::read(&file).expect("read");
    let their_game = records::load_game(&file).expect("a game").game;
    assert_eq!(their_game.plies().len(), 92);

    let mut s = Session::start(&dir, fixed_clock).expect("slot");
    let offer = s.resume_offer().expect("the 8-move game is offered");
    assert_eq!(offer.file.game.plies().len(), 8);
    assert_eq!(offer.belongs_to, None);
    let said = offer.where_text().expect("the offer says why");
    assert!(
        said.contains("family.hopcard") && said.contains("holds another game"),
        "{said}"
    );
    s.resume();
    assert_eq!(s.file(), None, "Ctrl+S asks for a path, as for a new game");
    play(&mut s, 1);
    let auto = records::load_game(&dir.join("autosave.ron")).expect("autosave");
    assert_eq!(auto.belongs_to, None, "the autosave no longer names it");

    // The family types the same name: the save is refused, nothing written.
    let other = other_game_error(s.save_to(&file).expect_err("refused"));
    assert!(other.holds.contains("another game"), "{}", other.holds);
    assert_eq!(std::fs::read(&file).expect("read"), theirs, "unchanged");
    let kept = other.kept.expect("kept whatever the answer");
    assert_eq!(std::fs::read(&kept).expect("kept"), theirs);
    let listed: Vec<_> = s
        .kept_games()
        .into_iter()
        .map(|k| (k.moves, k.finished))
        .collect();
    assert_eq!(listed, [(92, true)], "Game > Recover… lists it");

    // Replace: the other game stays kept (once), the file holds ours.
    let replaced = s.save_replacing(&file).expect("replaced");
    assert_eq!(replaced, Some(kept));
    assert_eq!(
        records::load_game(&file).expect("ours").game.plies().len(),
        9
    );
    assert_eq!(s.kept_games().len(), 1, "kept once, not twice");
    assert_eq!(s.file(), Some(file.as_path()));
}

/// A planted autosave whose `belongs_to` names a file of someone else's
/// overwrites nothing: not on Resume, not on the next moves, and Save
/// has no file to write (it asks for a path).
#[test]
fn a_planted_belongs_to_overwrites_nothing() {
    let dir = temp_dir("session-planted");
    let cases = [
        (
            "notes.txt",
            Some(b"my own notes, not a game".to_vec()),
            "cannot be read as a game",
        ),
        (
            "theirs.hopcard",
            Some(std::fs::read(games::FIXTURE).expect("fixture")),
            "holds another game",
        ),
        ("gone.hopcard", None, "is not there"),
    ];
    for (name, bytes, says) in cases {
        let victim = dir.join(name);
        if let Some(b) = &bytes {
            std::fs::write(&victim, b).expect("write");
        }
        let mut game = new_game(2, RuleSet::default());
        game.play(&"N2-M6".parse().expect("route")).expect("legal");
        let text =
            records::game_file_text_naming(&game, games::CLOCK, Some(&victim)).expect("text");
        std::fs::write(dir.join("autosave.ron"), text).expect("plant");

        let mut s = Session::start(&dir, fixed_clock).expect("slot");
        let offer = s.resume_offer().expect("offered");
        let said = offer.where_text().expect("said");
        assert!(said.contains(name) && said.contains(says), "{said}");
        s.resume();
        assert_eq!(s.file(), None, "{name}");
        play(&mut s, 2);
        // Had Ctrl+S the named file, it would be refused all the same.
        if bytes.is_some() {
            let other = other_game_error(s.save_to(&victim).expect_err("refused"));
            assert!(other.kept.is_some(), "{name}: kept aside");
        }
        assert_eq!(std::fs::read(&victim).ok(), bytes, "{name} untouched");
        drop(s);
        let _ = std::fs::remove_file(dir.join("autosave.ron"));
    }
}

/// A file replaced while the game is on the board (after Open, a save or
/// a Resume) is read again before Ctrl+S writes it; a file removed
/// meanwhile is simply written.
#[test]
fn ctrl_s_reads_its_file_again_before_replacing_it() {
    let dir = temp_dir("session-ctrl-s-check");
    let file = dir.join("family.hopcard");
    let mut s = new_session(&dir);
    play(&mut s, 2);
    s.save_to(&file).expect("saved");
    play(&mut s, 1);
    s.save_to(&file).expect("the file holds this game so far");
    play(&mut s, 1);
    std::fs::copy(games::FIXTURE, &file).expect("another game there");
    let theirs = std::fs::read(&file).expect("read");
    let other = other_game_error(s.save_to(&file).expect_err("refused"));
    assert_eq!(std::fs::read(&file).expect("read"), theirs);
    assert!(other.kept.is_some());
    let failure = s.file_failure().expect("shown until a save succeeds");
    assert!(failure.cause.contains("another game"), "{failure}");
    // Ctrl+S again: refused again, the copy kept before is not doubled.
    let again = other_game_error(s.save_to(&file).expect_err("refused"));
    assert_eq!(again.kept, other.kept);
    assert_eq!(s.kept_games().len(), 1);

    // Damaged bytes are kept aside too.
    std::fs::write(&file, "GameFile(format: 1, game: (").expect("damaged");
    let damaged = other_game_error(s.save_to(&file).expect_err("refused"));
    assert!(damaged.holds.contains("not a game"), "{}", damaged.holds);
    let aside = damaged.kept.expect("kept aside");
    assert_eq!(
        std::fs::read_to_string(&aside).expect("aside"),
        "GameFile(format: 1, game: ("
    );

    // A missing file is written.
    std::fs::remove_file(&file).expect("remove");
    s.save_to(&file).expect("written");
    assert_eq!(
        records::load_game(&file).expect("ours").game.plies().len(),
        4
    );
    assert!(s.file_failure().is_none());
}

/// Quit asks, as Open does, when the game's file lacks its latest moves,
/// though the autosave has them.
#[test]
fn quitting_asks_when_the_file_lacks_the_latest_moves() {
    let dir = temp_dir("session-quit");
    let mut s = new_session(&dir);
    play(&mut s, 1);
    assert!(!s.quit_needs_asking(), "no file: the autosave has it all");
    s.save_to(&dir.join("g.hopcard")).expect("saved");
    assert!(!s.quit_needs_asking());
    play(&mut s, 1);
    assert!(s.safe_to_quit(), "the autosave has the move");
    assert!(s.quit_needs_asking(), "but the file does not");
}
