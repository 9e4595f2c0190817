//! The app's game files: Save as, Open, Ctrl+S, autosave after every change
//! and the offer to resume an unfinished game.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::GameState;
use hopcard::HopcardApp;
use hopcard::RuleSet;
use hopcard::records;
use hopcard::testing::{Next, Session};

use crate::common;
use common::games::{CLOCK, FIXTURE, fixed_clock, new_game, temp_dir};
use common::{choose_path, click, harness, until};

/// A menu entry whose label also carries its shortcut ("Open… Ctrl+O").
fn click_contains(h: &mut Harness<'_, HopcardApp>, label: &str) {
    h.get_by_label_contains(label).click();
    h.run();
}

fn app_with(game: GameState) -> HopcardApp {
    HopcardApp::with_game(game, fixed_clock)
}

fn game(h: &Harness<'_, HopcardApp>) -> GameState {
    h.state().game().cloned().expect("a game")
}

#[test]
fn save_as_and_open_through_the_game_menu() {
    let dir = temp_dir("app-save");
    let path = dir.join("evening.hopcard");
    let mut h = harness(app_with(new_game(2, RuleSet::default())));
    h.run();
    click(&mut h, "N2, red piece");
    click(&mut h, "M6, empty");
    click(&mut h, "Play route");
    click(&mut h, "Game");
    click(&mut h, "Save as…");
    choose_path(&mut h, &path);
    let played = game(&h);
    let file = records::load_game(&path).expect("saved by the app");
    assert_eq!(file.game, played);
    assert_eq!(h.state().session().file(), Some(path.as_path()));
    assert_eq!(h.state().session().recent().len(), 1);

    // A bad file: the game on the board stays, the message names the file.
    let bad = dir.join("bad.hopcard");
    std::fs::write(&bad, "GameFile(format: 1, game: (").expect("write");
    click(&mut h, "Game");
    click_contains(&mut h, "Open…");
    choose_path(&mut h, &bad);
    until(&mut h, "the refusal", |h| {
        h.state()
            .notice()
            .is_some_and(|n| n.text.contains("bad.hopcard"))
    });
    assert_eq!(game(&h), played);
    assert!(h.query_by_label_contains("bad.hopcard").is_some(), "shown");

    // A move after saving: opening the file again asks first.
    click(&mut h, "D3, blue piece");
    click(&mut h, "E8, empty");
    click(&mut h, "Play route");
    click(&mut h, "Game");
    click(&mut h, "Open recent");
    click(&mut h, "evening.hopcard (Ann and Bob)");
    until(&mut h, "the question", |h| {
        h.query_by_label("Save the current game?").is_some()
    });
    click(&mut h, "Don't save");
    assert_eq!(game(&h), played);
}

#[test]
fn ctrl_s_saves_to_the_current_file() {
    let dir = temp_dir("app-ctrl-s");
    let path = dir.join("current.hopcard");
    let mut session = Session::with_game(new_game(2, RuleSet::default()), fixed_clock);
    session.save_to(&path).expect("first save");
    let mut h = harness(HopcardApp::new(session));
    h.run();
    click(&mut h, "N2, red piece");
    click(&mut h, "M6, empty");
    click(&mut h, "Play route");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    let file = records::load_game(&path).expect("saved by Ctrl+S");
    assert_eq!(file.game.history_lines(), ["1. red N2-M6"]);
    assert!(
        !h.state().session().needs_asking(),
        "the file has every move"
    );
}

#[test]
fn every_move_is_autosaved_and_an_unfinished_game_is_offered_for_resuming() {
    let dir = temp_dir("app-autosave");
    let mut session = Session::start(&dir, fixed_clock).expect("slot");
    session
        .replace(Next::New(Box::new(new_game(2, RuleSet::default()))))
        .expect("new game");
    let mut h = harness(HopcardApp::new(session));
    h.run();
    click(&mut h, "N2, red piece");
    click(&mut h, "M6, empty");
    click(&mut h, "Play route");
    let auto = dir.join("autosave.ron");
    let saved = records::load_game(&auto).expect("autosaved");
    assert_eq!(saved.game.history_lines(), ["1. red N2-M6"]);
    click(&mut h, "D3, blue piece");
    click(&mut h, "E8, empty");
    click(&mut h, "Play route");
    let saved = records::load_game(&auto).expect("autosaved");
    assert_eq!(
        saved.game.history_lines(),
        ["1. red N2-M6", "2. blue D3-E8"]
    );
    let played = game(&h);
    drop(h);

    // The next start offers the game; Resume puts it on the board.
    let mut h = harness(HopcardApp::starting(&dir, fixed_clock));
    h.run();
    // Stored in UTC, offered in the players' time zone with its offset.
    let when = hopcard::testing::clock::local_text(CLOCK);
    assert!(!when.contains("UTC"), "{when}");
    let question = format!("Resume the unfinished game of {when} between Ann and Bob?");
    assert!(h.query_by_label(&question).is_some(), "the offer is shown");
    click(&mut h, "Resume");
    assert_eq!(game(&h), played);
    assert!(!h.state().setup_open());
    assert!(h.query(crate::common::named("M6, red piece")).is_some());
    drop(h);

    // Declining keeps the unfinished game for Game > Recover….
    let mut h = harness(HopcardApp::starting(&dir, fixed_clock));
    h.run();
    click(&mut h, "Start a new game");
    assert!(h.state().game().is_none());
    let kept = h.state().session().kept_games();
    assert_eq!(kept.len(), 1);
    assert_eq!(
        records::load_game(&kept[0].path).expect("kept").game,
        played
    );
}

#[test]
fn a_finished_autosave_is_not_offered_but_kept() {
    let dir = temp_dir("app-finished");
    std::fs::copy(FIXTURE, dir.join("autosave.ron")).expect("copy");
    let session = Session::start(&dir, fixed_clock).expect("slot");
    assert!(session.resume_offer().is_none());
    let kept = session.kept_games();
    assert_eq!(kept.len(), 1);
    assert!(kept[0].finished);
    assert!(
        !dir.join("autosave.ron").exists(),
        "moved to the kept games"
    );
}
