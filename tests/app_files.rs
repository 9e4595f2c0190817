#![cfg(feature = "desktop")]
//! The app's game files: Save as, Open, Ctrl+S, autosave after every change
//! and the offer to resume an unfinished game.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::app::HopcardApp;
use hopcard::app::files::FileState;
use hopcard::game::Game;
use hopcard::rules::RuleSet;
use hopcard::storage;
use std::path::Path;

mod common;
use common::games::{CLOCK, FIXTURE, fixed_clock, new_game, temp_dir};
use common::{click, harness};

/// A menu entry whose label also carries its shortcut ("Open… Ctrl+O").
fn click_contains(h: &mut Harness<'_, HopcardApp>, label: &str) {
    h.get_by_label_contains(label).click();
    h.run();
}

/// Answer the open file prompt with `path` (the typed-path fallback) and OK.
fn choose_path(h: &mut Harness<'_, HopcardApp>, path: &Path) {
    let prompt = h
        .state_mut()
        .prompt
        .as_mut()
        .expect("a file prompt is open");
    prompt.typed = path.display().to_string();
    h.run();
    click(h, "OK");
}

fn app_with(game: Game) -> HopcardApp {
    let mut app = HopcardApp::with_game(game);
    app.clock = fixed_clock;
    app
}

#[test]
fn save_as_and_open_through_the_game_menu() {
    let dir = temp_dir("app-save");
    let path = dir.join("evening.ron");
    let mut h = harness(app_with(new_game(2, RuleSet::default())));
    h.run();
    click(&mut h, "N2, red piece");
    click(&mut h, "M6, empty");
    click(&mut h, "Play route");
    click(&mut h, "Game");
    click(&mut h, "Save as…");
    choose_path(&mut h, &path);
    let played = h.state().game.clone().expect("game");
    let file = storage::load_game(&path).expect("saved by the app");
    assert_eq!(file.game, played);
    assert_eq!(h.state().files.current.as_deref(), Some(path.as_path()));
    assert_eq!(h.state().files.recent.len(), 1);

    // A bad file: the game on the board stays, the message names the file.
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "GameFile(format: 1, game: (").expect("write");
    click(&mut h, "Game");
    click_contains(&mut h, "Open…");
    choose_path(&mut h, &bad);
    assert_eq!(h.state().game.as_ref(), Some(&played));
    let message = h.state().message.clone().unwrap_or_default();
    assert!(message.contains("bad.ron"), "{message}");
    assert!(h.query_by_label_contains("bad.ron").is_some(), "shown");

    // Opening the saved file brings the game back (after a change on the board).
    h.state_mut().take_back();
    h.run();
    assert_ne!(h.state().game.as_ref(), Some(&played));
    click(&mut h, "Game");
    click_contains(&mut h, "Open…");
    choose_path(&mut h, &path);
    assert_eq!(h.state().game.as_ref(), Some(&played));

    // And through Open recent.
    h.state_mut().take_back();
    h.run();
    click(&mut h, "Game");
    click(&mut h, "Open recent");
    click(&mut h, "evening.ron (Ann and Bob)");
    assert_eq!(h.state().game.as_ref(), Some(&played));
}

#[test]
fn ctrl_s_saves_to_the_current_file() {
    let dir = temp_dir("app-ctrl-s");
    let path = dir.join("current.ron");
    let mut app = app_with(new_game(2, RuleSet::default()));
    app.files.current = Some(path.clone());
    let mut h = harness(app);
    h.run();
    click(&mut h, "N2, red piece");
    click(&mut h, "M6, empty");
    click(&mut h, "Play route");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    let file = storage::load_game(&path).expect("saved by Ctrl+S");
    assert_eq!(file.game.history_lines(), ["1. red N2-M6"]);
}

#[test]
fn every_move_is_autosaved_and_an_unfinished_game_is_offered_for_resuming() {
    let dir = temp_dir("app-autosave");
    let mut app = app_with(new_game(2, RuleSet::default()));
    app.files = FileState::in_data_dir(&dir);
    let mut h = harness(app);
    h.run();
    click(&mut h, "N2, red piece");
    click(&mut h, "M6, empty");
    click(&mut h, "Play route");
    let auto = dir.join("autosave.ron");
    let saved = storage::load_game(&auto).expect("autosaved");
    assert_eq!(saved.game.history_lines(), ["1. red N2-M6"]);
    click(&mut h, "D3, blue piece");
    click(&mut h, "E8, empty");
    click(&mut h, "Play route");
    let saved = storage::load_game(&auto).expect("autosaved");
    assert_eq!(
        saved.game.history_lines(),
        ["1. red N2-M6", "2. blue D3-E8"]
    );
    let played = h.state().game.clone().expect("game");
    drop(h);

    // The next start offers the game; Resume puts it on the board.
    let mut app = HopcardApp::new();
    app.clock = fixed_clock;
    app.files = FileState::in_data_dir(&dir);
    app.offer_resume();
    let mut h = harness(app);
    h.run();
    let question = format!("Resume the unfinished game of {CLOCK} between Ann and Bob?");
    assert!(h.query_by_label(&question).is_some(), "the offer is shown");
    click(&mut h, "Resume");
    assert_eq!(h.state().game.as_ref(), Some(&played));
    assert!(h.state().setup.is_none());
    assert!(h.query_by_label("M6, red piece").is_some());
    drop(h);

    // Declining keeps the unfinished game aside, listed under Open recent.
    let mut app = HopcardApp::new();
    app.files = FileState::in_data_dir(&dir);
    app.offer_resume();
    let mut h = harness(app);
    h.run();
    click(&mut h, "Start a new game");
    assert!(h.state().game.is_none());
    assert!(!auto.exists(), "moved out of the autosave's way");
    let kept = &h.state().files.recent[0].path;
    assert_eq!(storage::load_game(kept).expect("kept").game, played);
}

#[test]
fn a_damaged_autosave_is_reported_and_left_alone() {
    let dir = temp_dir("app-damaged");
    let auto = dir.join("autosave.ron");
    std::fs::write(&auto, "GameFile(format: 1, ga").expect("write");
    let mut app = HopcardApp::new();
    app.files = FileState::in_data_dir(&dir);
    app.offer_resume();
    assert!(app.files.resume.is_none());
    let message = app.message.clone().unwrap_or_default();
    assert!(message.contains("autosave.ron"), "{message}");
    let mut h = harness(app);
    h.run();
    assert_eq!(
        std::fs::read_to_string(&auto).expect("still there"),
        "GameFile(format: 1, ga"
    );
}

#[test]
fn a_finished_autosave_is_not_offered() {
    let dir = temp_dir("app-finished");
    std::fs::copy(FIXTURE, dir.join("autosave.ron")).expect("copy");
    let mut app = HopcardApp::new();
    app.files = FileState::in_data_dir(&dir);
    app.offer_resume();
    assert!(app.files.resume.is_none());
    assert!(app.message.is_none());
}
