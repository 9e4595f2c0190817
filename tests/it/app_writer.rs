//! Writes off the UI thread: a slow disk never stalls the window, and the
//! status says "autosaved" only once the game is on disk.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::testing::{Next, Session, Writer};
use hopcard::{HopcardApp, RuleSet, records};
use std::path::Path;
use std::sync::mpsc::channel;

use crate::common;
use common::games::{fixed_clock, new_game, temp_dir};
use common::{click, harness, moves, play_first_legal, until};

fn autosaved_moves(dir: &Path) -> usize {
    records::load_game(&dir.join("autosave.ron"))
        .expect("autosave")
        .game
        .plies()
        .len()
}

fn status_says(h: &Harness<'_, HopcardApp>, text: &str) -> bool {
    h.query_by_label_contains(text).is_some()
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
fn a_slow_disk_does_not_stall_the_window() {
    let dir = temp_dir("writer-slow-disk");
    let mut session = Session::start(&dir, fixed_clock).expect("the slot is free");
    session
        .replace(Next::New(Box::new(new_game(2, RuleSet::default()))))
        .expect("nothing to keep");
    // Every write waits until the test lets it through: a disk as slow as we like.
    let (let_through, gate) = channel();
    let mut h = harness(HopcardApp::configured(
        session,
        hopcard::testing::AppOptions {
            writer: Some(Writer::held(gate)),
            ..hopcard::testing::AppOptions::default()
        },
    ));
    h.run();

    play_first_legal(&mut h);
    assert_eq!(moves(&h), 1, "the move is on the board at once");
    assert!(
        status_says(&h, "autosaving"),
        "the status says it is not on disk yet"
    );
    assert!(!status_says(&h, "· autosaved"));
    assert_eq!(autosaved_moves(&dir), 0, "nothing has reached the disk");
    assert!(
        !h.state().session().safe_to_quit(),
        "closing now would ask first: the move is not on disk"
    );

    // The window keeps running frames and answering clicks meanwhile.
    h.run_steps(10);
    play_first_legal(&mut h);
    assert_eq!(moves(&h), 2, "the next player's move is played too");
    click(&mut h, "View");
    assert!(
        h.query_by_label("Show hole names").is_some(),
        "the menu opens"
    );
    click(&mut h, "View");
    assert!(status_says(&h, "autosaving"));
    assert_eq!(autosaved_moves(&dir), 0);

    // Let both writes through: they land in order, and only then is it "autosaved".
    let_through.send(()).expect("writer waiting");
    let_through.send(()).expect("writer waiting");
    until(&mut h, "the autosaves land", |h| {
        !h.state().session().autosave_pending()
    });
    assert!(status_says(&h, "· autosaved"));
    assert!(!status_says(&h, "autosaving"));
    assert_eq!(autosaved_moves(&dir), 2, "the later autosave landed last");
    assert!(h.state().session().safe_to_quit());
}

#[test]
fn closing_waits_for_the_writes_and_loses_nothing() {
    let dir = temp_dir("writer-close");
    let mut session = Session::start(&dir, fixed_clock).expect("the slot is free");
    session
        .replace(Next::New(Box::new(new_game(2, RuleSet::default()))))
        .expect("nothing to keep");
    let (let_through, gate) = channel();
    let mut h = harness(HopcardApp::configured(
        session,
        hopcard::testing::AppOptions {
            writer: Some(Writer::held(gate)),
            ..hopcard::testing::AppOptions::default()
        },
    ));
    h.run();
    play_first_legal(&mut h);
    assert_eq!(autosaved_moves(&dir), 0);
    // The disk answers from now on; the window is asked to close.
    drop(let_through);
    request_close(&mut h);
    assert!(
        !sent(&h, &egui::ViewportCommand::CancelClose),
        "the move reached the disk before the window closed: nothing to ask"
    );
    assert_eq!(autosaved_moves(&dir), 1);
}

#[test]
fn a_save_is_reported_only_once_it_is_on_disk() {
    let dir = temp_dir("writer-save");
    let mut session = Session::start(&dir, fixed_clock).expect("the slot is free");
    session
        .replace(Next::New(Box::new(new_game(2, RuleSet::default()))))
        .expect("nothing to keep");
    let (let_through, gate) = channel();
    let mut h = harness(HopcardApp::configured(
        session,
        hopcard::testing::AppOptions {
            writer: Some(Writer::held(gate)),
            ..hopcard::testing::AppOptions::default()
        },
    ));
    h.run();
    play_first_legal(&mut h);
    let file = dir.join("evening.hopcard");
    click(&mut h, "Game");
    click(&mut h, "Save as…");
    common::choose_path(&mut h, &file);
    h.run();
    assert!(!file.exists(), "the save waits behind the autosave");
    assert!(!status_says(&h, "Saved the game"));
    assert!(h.state().session().needs_asking(), "not in its file yet");
    // The window still answers meanwhile.
    click(&mut h, "View");
    click(&mut h, "View");
    drop(let_through);
    until(&mut h, "the save lands", |h| {
        h.query_by_label_contains("Saved the game").is_some()
    });
    assert_eq!(
        records::load_game(&file).expect("saved").game.plies().len(),
        1
    );
    assert!(!h.state().session().needs_asking());
}
