//! A game's life in the desktop app: nothing a family played is ever lost.
//! Each test is one way the app used to lose or hide a game.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::HopcardApp;
use hopcard::RuleSet;
use hopcard::records;
use hopcard::testing::{Next, Session};
use std::path::Path;

use crate::common;
use common::games::{fixed_clock, new_game, temp_dir};
use common::{choose_path, click, harness, moves, play_first_legal, until};

/// An app over the data folder `dir`, already playing a new game.
fn playing_in(dir: &Path) -> Harness<'static, HopcardApp> {
    let mut session = Session::start(dir, fixed_clock).expect("the slot is free");
    session
        .replace(Next::New(Box::new(new_game(2, RuleSet::default()))))
        .expect("nothing to keep");
    let mut h = harness(HopcardApp::new(session));
    h.run();
    h
}

/// Both players confirm the card in the setup form, then "Start game".
fn confirm_and_start(h: &mut Harness<'static, HopcardApp>) {
    common::type_into(h, "Ann's initials", "A");
    click(h, "Confirm as Ann");
    common::type_into(h, "Bob's initials", "B");
    click(h, "Confirm as Bob");
    click(h, "Start game");
}

fn autosaved_moves(dir: &Path) -> usize {
    records::load_game(&dir.join("autosave.ron"))
        .expect("autosave")
        .game
        .plies()
        .len()
}

/// The number of moves of each kept game, fewest first.
fn kept_move_counts(dir: &Path) -> Vec<usize> {
    let mut counts: Vec<usize> = kept_files(dir)
        .iter()
        .map(|k| records::load_game(k).expect("kept").game.plies().len())
        .collect();
    counts.sort_unstable();
    counts
}

fn kept_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut all: Vec<_> = std::fs::read_dir(dir.join("kept"))
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    all.sort();
    all
}

#[test]
fn opening_an_older_copy_asks_first_and_keeps_the_newer_game() {
    let dir = temp_dir("life-older");
    let file = dir.join("evening.hopcard");
    let mut h = playing_in(&dir);
    for _ in 0..3 {
        play_first_legal(&mut h);
    }
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    choose_path(&mut h, &file);
    assert_eq!(
        records::load_game(&file).expect("saved").game.plies().len(),
        3
    );
    play_first_legal(&mut h);
    play_first_legal(&mut h);
    drop(h); // quit

    // The next start resumes the five-move game from the autosave.
    let mut h = harness(HopcardApp::starting(&dir, fixed_clock));
    h.run();
    click(&mut h, "Resume");
    assert_eq!(moves(&h), 5);

    // Open recent > the three-move file: asked first, nothing replaced yet.
    click(&mut h, "Game");
    click(&mut h, "Open recent");
    click(&mut h, "evening.hopcard (Ann and Bob)");
    until(&mut h, "the question", |h| {
        h.query_by_label("Save the current game?").is_some()
    });
    assert_eq!(moves(&h), 5, "the board did not jump back");
    assert_eq!(
        autosaved_moves(&dir),
        5,
        "the autosave still has every move"
    );
    click(&mut h, "Cancel");
    assert_eq!(moves(&h), 5);

    // "Don't save" opens the file, and the five-move game is kept for Recover.
    click(&mut h, "Game");
    click(&mut h, "Open recent");
    click(&mut h, "evening.hopcard (Ann and Bob)");
    until(&mut h, "the question", |h| {
        h.query_by_label("Don't save").is_some()
    });
    click(&mut h, "Don't save");
    assert_eq!(moves(&h), 3);
    assert_eq!(kept_move_counts(&dir), [5], "one kept game");

    // Game > Recover… lists it with players and moves, and brings it back.
    click(&mut h, "Game");
    common::click_and_step(&mut h, "Recover…");
    let entry = format!(
        "{}: Ann and Bob (5 moves)",
        hopcard::testing::clock::local_text(common::games::CLOCK)
    );
    until(&mut h, "the kept games listed", |h| {
        h.query_by_label(&entry).is_some()
    });
    common::click_and_step(&mut h, &entry);
    until(&mut h, "the question", |h| {
        h.query_by_label("Save the current game?").is_some() || moves(h) == 5
    });
    if h.query_by_label("Don't save").is_some() {
        click(&mut h, "Don't save");
    }
    assert_eq!(moves(&h), 5);
}

#[test]
fn a_new_game_asks_before_replacing_an_unsaved_one() {
    let dir = temp_dir("life-new");
    let mut h = playing_in(&dir);
    play_first_legal(&mut h);
    play_first_legal(&mut h);
    click(&mut h, "Game");
    click(&mut h, "New game… Ctrl+N");
    // Starting from the setup form is a transition like any other.
    confirm_and_start(&mut h);
    assert!(h.query_by_label("Save the current game?").is_some());
    assert_eq!(autosaved_moves(&dir), 2, "the autosave is not replaced yet");
    click(&mut h, "Don't save");
    assert_eq!(moves(&h), 0);
    assert_eq!(kept_move_counts(&dir), [2]);
}

#[test]
fn a_damaged_autosave_is_reported_on_the_first_screen_and_never_overwritten() {
    let dir = temp_dir("life-damaged");
    let auto = dir.join("autosave.ron");
    std::fs::write(&auto, "GameFile(format: 1, ga").expect("write");
    let mut h = harness(HopcardApp::starting(&dir, fixed_clock));
    h.run();
    let reported = h.query_all_by_label_contains("It was moved aside, unchanged, to");
    assert_eq!(reported.count(), 1, "reported on the first screen");
    assert!(h.query_by_label_contains("autosave.damaged-").is_some());
    let moved: Vec<_> = std::fs::read_dir(&dir)
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().contains("autosave.damaged-"))
        .collect();
    assert_eq!(moved.len(), 1);
    // A game started now writes a fresh autosave; the damaged copy stays as it was.
    h.state_mut().apply(hopcard::testing::Action::Setup(
        hopcard::testing::SetupStep::Start(Box::new(new_game(2, RuleSet::default()))),
    ));
    h.run();
    play_first_legal(&mut h);
    assert_eq!(autosaved_moves(&dir), 1);
    assert_eq!(
        std::fs::read_to_string(&moved[0]).expect("kept"),
        "GameFile(format: 1, ga"
    );
}

#[test]
fn nothing_starts_behind_the_resume_offer_and_a_new_game_keeps_the_offered_one() {
    let dir = temp_dir("life-offer");
    let mut h = playing_in(&dir);
    play_first_legal(&mut h);
    play_first_legal(&mut h);
    drop(h);
    let mut h = harness(HopcardApp::starting(&dir, fixed_clock));
    h.run();
    assert!(h.query_by_label("Resume").is_some());
    click(&mut h, "Game");
    click(&mut h, "New game… Ctrl+N");
    assert!(
        h.query_by_label("Start game").is_none(),
        "the setup form is not reachable behind the offer"
    );
    // Even a transition that skips the offer keeps the offered game and autosaves the new one.
    h.state_mut().apply(hopcard::testing::Action::Setup(
        hopcard::testing::SetupStep::Start(Box::new(new_game(2, RuleSet::default()))),
    ));
    h.run();
    play_first_legal(&mut h);
    assert_eq!(autosaved_moves(&dir), 1, "the new game is autosaved");
    assert_eq!(kept_move_counts(&dir), [2]);
}

#[test]
fn games_declined_in_the_same_second_are_kept_apart() {
    let dir = temp_dir("life-decline");
    for n in 1..=2 {
        let mut h = playing_in(&dir);
        for _ in 0..n {
            play_first_legal(&mut h);
        }
        drop(h);
        let mut h = harness(HopcardApp::starting(&dir, fixed_clock));
        h.run();
        click(&mut h, "Start a new game");
        assert!(h.state().setup_open());
    }
    let kept = kept_files(&dir);
    assert_eq!(kept.len(), 2, "{kept:?}");
    let mut counts: Vec<usize> = kept
        .iter()
        .map(|k| records::load_game(k).expect("kept").game.plies().len())
        .collect();
    counts.sort_unstable();
    assert_eq!(counts, [1, 2]);
}

#[test]
fn a_damaged_recent_list_keeps_its_readable_entries() {
    let dir = temp_dir("life-recent");
    let recent = dir.join("recent.ron");
    std::fs::write(
        &recent,
        "(games: [RecentGame(path: \"/games/one.hopcard\", players: \"Ann and Bob\"), RecentGame(path: \"/games/two.hopcard\", pla",
    )
    .expect("write");
    let mut h = harness(HopcardApp::starting(&dir, fixed_clock));
    h.run();
    assert!(
        h.query_by_label_contains("its 1 readable entry was kept")
            .is_some()
    );
    click(&mut h, "Game");
    click(&mut h, "Open recent");
    assert!(h.query_by_label("one.hopcard (Ann and Bob)").is_some());
    let text = std::fs::read_to_string(&recent).expect("rewritten");
    assert!(text.contains("one.hopcard"), "{text}");
    let aside = std::fs::read_dir(&dir)
        .expect("dir")
        .filter_map(Result::ok)
        .any(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("recent.damaged-")
        });
    assert!(aside, "the damaged list was moved aside");
}

#[cfg(unix)]
#[test]
fn opening_a_named_pipe_does_not_freeze_the_window() {
    let dir = temp_dir("life-fifo");
    let fifo = dir.join("pipe.hopcard");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let mut h = playing_in(&dir);
    click(&mut h, "Game");
    h.get_by_label_contains("Open…").click();
    h.run();
    choose_path(&mut h, &fifo);
    until(&mut h, "the refusal", |h| {
        h.state()
            .notice()
            .is_some_and(|n| n.text.contains("named pipe"))
    });
    h.run();
    assert!(h.query_by_label_contains("not a regular file").is_some());
}

#[test]
fn a_failed_autosave_stays_on_screen_until_a_save_succeeds() {
    let dir = temp_dir("life-behind");
    let mut h = playing_in(&dir);
    play_first_legal(&mut h);
    // The autosave cannot be replaced while a folder stands in its place.
    let auto = dir.join("autosave.ron");
    std::fs::remove_file(&auto).expect("remove");
    std::fs::create_dir(&auto).expect("a folder in the way");
    play_first_legal(&mut h);
    assert!(
        h.query_by_label_contains("Not saved since move 2")
            .is_some()
    );
    assert!(
        !h.state().session().safe_to_quit(),
        "closing now would ask first: the autosave is behind"
    );
    play_first_legal(&mut h);
    click(&mut h, "Game");
    click(&mut h, "Game");
    assert!(
        h.query_by_label_contains("Not saved since move 2")
            .is_some(),
        "still shown after more moves and clicks"
    );
    std::fs::remove_dir(&auto).expect("clear the way");
    play_first_legal(&mut h);
    assert!(h.query_by_label_contains("Not saved since").is_none());
    assert_eq!(autosaved_moves(&dir), 4);
}

#[test]
fn dispute_this_belongs_only_to_a_route_of_this_game() {
    let dir = temp_dir("life-dispute-this");
    let mut h = playing_in(&dir);
    // A notice is not a refusal.
    click(&mut h, "Game");
    click(&mut h, "Save as…");
    choose_path(&mut h, &dir.join("notice.hopcard"));
    assert!(h.query_by_label_contains("Saved the game to").is_some());
    assert!(h.query_by_label("Dispute this").is_none());
    // A refusal in the rules explainer is not this game's.
    click(&mut h, "Rules");
    let title = "Count example: ten own pieces";
    click(&mut h, title);
    let case = h.state().session().board().expect("case").clone();
    let pos = case.position();
    let mover = pos.turn();
    let colour = pos.seats()[mover].colour.clone();
    let piece = hopcard::Hole::all()
        .find(|h| pos.owner(*h) == Some(mover))
        .expect("a piece");
    let far = hopcard::Hole::all()
        .find(|h| pos.owner(*h).is_none() && pos.landings(case.rules(), piece) & h.bit() == 0)
        .expect("an unreachable hole");
    click(&mut h, &format!("{piece}, {colour} piece"));
    click(&mut h, &format!("{far}, empty"));
    // The refusal names the route (the Pass line says "illegal" too).
    let refused = format!("{piece}-{far}");
    assert!(
        h.query_by_label_contains(&format!("{refused}: illegal"))
            .is_some(),
        "refused"
    );
    assert!(h.query_by_label("Dispute this").is_none());
    click(&mut h, "Back to the game");
    assert!(h.query_by_label("Dispute this").is_none());
    // A refusal on the game's own board has it.
    click(&mut h, "N2, red piece");
    click(&mut h, "I5, empty");
    assert!(h.query_by_label("Dispute this").is_some());
}

#[test]
fn a_second_window_offers_read_only_or_a_separate_game() {
    let dir = temp_dir("life-second");
    let mut first = playing_in(&dir);
    play_first_legal(&mut first);
    let mut h = harness(HopcardApp::starting(&dir, fixed_clock));
    h.run();
    assert!(h.query_by_label("Hopcard is already open").is_some());
    click(&mut h, "Open the game read-only");
    assert_eq!(moves(&h), 1, "the first window's game, read-only");
    assert!(h.query_by_label_contains("Read-only").is_some());

    let mut h = harness(HopcardApp::starting(&dir, fixed_clock));
    h.run();
    click(&mut h, "Start a separate game");
    assert!(h.state().setup_open());
    assert_eq!(
        h.state().session().autosave_path(),
        Some(dir.join("autosave-2.ron").as_path())
    );
    drop(first);
}

#[test]
fn a_file_named_on_the_command_line_opens_through_the_same_transitions() {
    let dir = temp_dir("life-outside");
    let mut h = playing_in(&dir);
    play_first_legal(&mut h);
    play_first_legal(&mut h);
    let file = dir.join("saved.hopcard");
    let mut saved = Session::with_game(new_game(2, RuleSet::default()), fixed_clock);
    saved.save_to(&file).expect("saved");
    drop(h);
    // `hopcard saved.hopcard` while the autosave holds an unfinished game.
    let app = HopcardApp::starting_with(
        &dir,
        fixed_clock,
        hopcard::testing::AppOptions {
            open: Some(file.clone()),
            ..hopcard::testing::AppOptions::default()
        },
    );
    let mut h = harness(app);
    h.run();
    // The offer is answered first; then the file opens.
    assert_eq!(h.state().session().file(), None);
    click(&mut h, "Start a new game");
    until(&mut h, "the file on the board", |h| {
        h.state().session().file() == Some(file.as_path())
    });
    assert_eq!(moves(&h), 0);
    assert_eq!(
        kept_move_counts(&dir),
        [2],
        "the offered game was kept, not dropped"
    );

    // `hopcard card.ron`: the card opens in the setup dialog.
    let card = dir.join("card.ron");
    let signed = common::games::signed_card(2, RuleSet::default());
    std::fs::write(&card, signed.to_ron()).expect("card");
    let app = HopcardApp::configured(
        Session::in_memory(fixed_clock),
        hopcard::testing::AppOptions {
            open: Some(card.clone()),
            ..hopcard::testing::AppOptions::default()
        },
    );
    let h = harness(app);
    assert_eq!(h.state().setup_card(), Some(&signed));
}

#[test]
fn save_as_over_an_existing_file_asks_to_replace_it() {
    let dir = temp_dir("life-replace");
    let other = dir.join("other.hopcard");
    std::fs::write(&other, "another family's game").expect("write");
    let mut h = playing_in(&dir);
    play_first_legal(&mut h);
    click(&mut h, "Game");
    click(&mut h, "Save as…");
    choose_path(&mut h, &other);
    assert!(
        h.query_by_label_contains("already exists. Replace it?")
            .is_some()
    );
    assert_eq!(
        std::fs::read_to_string(&other).expect("untouched"),
        "another family's game"
    );
    click(&mut h, "Choose another name");
    choose_path(&mut h, &other);
    click(&mut h, "Replace");
    assert_eq!(
        records::load_game(&other)
            .expect("saved")
            .game
            .plies()
            .len(),
        1
    );
}

/// Ask the window to close, as the window manager's close button does.
fn request_close(h: &mut Harness<'static, HopcardApp>) {
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    h.run_steps(1);
}

fn sent(h: &Harness<'static, HopcardApp>, command: &egui::ViewportCommand) -> bool {
    h.output()
        .viewport_output
        .get(&egui::ViewportId::ROOT)
        .is_some_and(|v| v.commands.contains(command))
}

#[test]
fn closing_with_the_autosave_behind_asks_and_keeps_the_game() {
    let dir = temp_dir("life-close");
    let mut h = playing_in(&dir);
    play_first_legal(&mut h);
    // Closing now loses nothing: the autosave has the move.
    request_close(&mut h);
    assert!(!sent(&h, &egui::ViewportCommand::CancelClose));
    // With the autosave behind, closing is held and the question comes.
    let auto = dir.join("autosave.ron");
    std::fs::remove_file(&auto).expect("remove");
    std::fs::create_dir(&auto).expect("a folder in the way");
    play_first_legal(&mut h);
    request_close(&mut h);
    assert!(sent(&h, &egui::ViewportCommand::CancelClose));
    h.run();
    assert!(h.query_by_label("Save the current game?").is_some());
    h.get_by_label("Don't save").click();
    h.run_steps(1);
    assert!(sent(&h, &egui::ViewportCommand::Close), "then it closes");
    assert_eq!(kept_move_counts(&dir), [2]);
}

// ---- Issue 34: saving never replaces a file that holds another game ----

fn ctrl_s(h: &mut Harness<'static, HopcardApp>) {
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
}

/// D1 as a family met it: `family.hopcard` played and quit, a finished
/// 92-move game put at that path, then Resume, a move and Ctrl+S. The
/// offer says the file is not this game's, Ctrl+S asks for a path, and
/// replacing the file keeps the 92-move game for Recover.
#[test]
fn resume_after_the_file_was_replaced_by_another_game_keeps_both() {
    let dir = temp_dir("life-d1");
    let file = dir.join("family.hopcard");
    let mut h = playing_in(&dir);
    for _ in 0..3 {
        play_first_legal(&mut h);
    }
    ctrl_s(&mut h);
    choose_path(&mut h, &file);
    for _ in 0..5 {
        play_first_legal(&mut h);
    }
    drop(h); // Quit: the autosave holds 8 moves and names the file.
    std::fs::copy(common::games::FIXTURE, &file).expect("another game there");
    let theirs = std::fs::read(&file).expect("read");

    let mut h = harness(HopcardApp::starting(&dir, fixed_clock));
    h.run();
    let said = "but that file holds another game (Ann and Bob, 92 moves, finished)";
    assert!(
        h.query_by_label_contains(said).is_some(),
        "the offer says so"
    );
    assert!(
        h.query_by_label_contains("family.hopcard").is_some(),
        "naming it"
    );
    click(&mut h, "Resume");
    assert!(
        h.state()
            .notice()
            .is_some_and(|n| n.text.contains("belongs to no file")),
        "the status line says it again"
    );
    play_first_legal(&mut h);
    assert_eq!(moves(&h), 9);
    ctrl_s(&mut h);
    assert_eq!(
        h.state().prompt_purpose(),
        Some(hopcard::testing::Purpose::SaveGame),
        "Ctrl+S asks for a path, as for a new game"
    );
    assert_eq!(
        std::fs::read(&file).expect("read"),
        theirs,
        "nothing written"
    );
    // The family types the same name and agrees to replace it.
    choose_path(&mut h, &file);
    assert!(
        h.query_by_label_contains("already exists. Replace it?")
            .is_some()
    );
    click(&mut h, "Replace");
    until(&mut h, "the save", |h| !h.state().session().needs_asking());
    assert_eq!(
        records::load_game(&file).expect("ours").game.plies().len(),
        9
    );
    assert_eq!(kept_move_counts(&dir), [92], "the other game is kept");
    assert!(
        h.state()
            .notice()
            .is_some_and(|n| n.text.contains("was kept as")),
        "and the status says where"
    );
}

/// The file replaced by another game while this one is on the board:
/// Ctrl+S asks "Save as… / Replace / Cancel", writes nothing, and the
/// other game is kept whatever the answer (once, however often asked).
#[test]
fn ctrl_s_onto_a_file_now_holding_another_game_asks_and_keeps_both() {
    let dir = temp_dir("life-other-game");
    let file = dir.join("family.hopcard");
    let mut h = playing_in(&dir);
    play_first_legal(&mut h);
    ctrl_s(&mut h);
    choose_path(&mut h, &file);
    play_first_legal(&mut h);
    std::fs::copy(common::games::FIXTURE, &file).expect("another game there");
    let theirs = std::fs::read(&file).expect("read");

    ctrl_s(&mut h);
    until(&mut h, "the question", |h| {
        h.query_by_label("family.hopcard holds another game")
            .is_some()
    });
    assert_eq!(
        std::fs::read(&file).expect("read"),
        theirs,
        "nothing written"
    );
    assert_eq!(kept_move_counts(&dir), [92], "kept before any answer");
    click(&mut h, "Cancel");
    assert_eq!(std::fs::read(&file).expect("read"), theirs);
    assert!(
        h.query_by_label_contains("Not saved to").is_some(),
        "the status line says the game is not in its file"
    );

    ctrl_s(&mut h);
    until(&mut h, "the question again", |h| {
        h.query_by_label("Save as…").is_some()
    });
    assert_eq!(kept_move_counts(&dir), [92], "kept once");
    click(&mut h, "Save as…");
    assert_eq!(
        h.state().prompt_purpose(),
        Some(hopcard::testing::Purpose::SaveGame)
    );
    let ours = dir.join("ours.hopcard");
    choose_path(&mut h, &ours);
    until(&mut h, "the save", |h| {
        h.state().session().file() == Some(ours.as_path())
    });
    assert_eq!(
        records::load_game(&ours).expect("ours").game.plies().len(),
        2
    );
    assert_eq!(
        std::fs::read(&file).expect("read"),
        theirs,
        "theirs untouched"
    );
}

/// Ctrl+S, one more move, Ctrl+Q: the close is held and the question says
/// the file lacks the latest moves, as Open's does.
#[test]
fn quit_warns_when_the_saved_file_lacks_the_latest_move() {
    let dir = temp_dir("life-quit-file");
    let file = dir.join("evening.hopcard");
    let mut h = playing_in(&dir);
    play_first_legal(&mut h);
    ctrl_s(&mut h);
    choose_path(&mut h, &file);
    play_first_legal(&mut h);
    // Ctrl+Q sends the window a Close (in a frame of its own, which the
    // harness does not keep); the window manager answers with a close
    // request, as its close button does.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Q);
    h.run_steps(1);
    request_close(&mut h);
    assert!(sent(&h, &egui::ViewportCommand::CancelClose), "held");
    h.run();
    assert!(h.query_by_label("Save the current game?").is_some());
    assert!(
        h.query_by_label_contains("evening.hopcard does not have the latest moves")
            .is_some()
    );
    h.get_by_label("Save").click();
    h.run_steps(1);
    assert_eq!(
        records::load_game(&file).expect("saved").game.plies().len(),
        2
    );
    assert!(sent(&h, &egui::ViewportCommand::Close), "then it closes");
}
