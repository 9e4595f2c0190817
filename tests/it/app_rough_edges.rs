//! Rough edges of a first hour (issue 21, item 5).

use crate::common::{self, click};
use egui_kittest::kittest::Queryable;
use hopcard::{HopcardApp, SHORTCUTS, Session};

#[test]
fn the_game_menu_quits_and_help_names_every_shortcut() {
    let mut h = common::harness(HopcardApp::new(Session::in_memory(
        common::games::fixed_clock,
    )));
    h.run();
    click(&mut h, "Game");
    h.run();
    assert!(h.query_by_label_contains("Quit").is_some(), "Game > Quit");
    let keys: Vec<&str> = SHORTCUTS.iter().map(|(k, _)| *k).collect();
    for key in ["Ctrl+S", "Ctrl+O", "Ctrl+Q", "F1", "Enter", "Escape"] {
        assert!(keys.contains(&key), "Help lists {key}");
    }
}

#[test]
fn two_computer_seats_are_told_apart() {
    let mut h = common::harness(HopcardApp::new(Session::in_memory(
        common::games::fixed_clock,
    )));
    h.run();
    for seat in [1, 2] {
        click(&mut h, &format!("Player {seat} is played by"));
        click(&mut h, "the computer (easy)");
    }
    let names: Vec<String> = h
        .state()
        .setup_card()
        .map(|c| c.players.iter().map(|p| p.name.clone()).collect())
        .unwrap_or_default();
    assert_eq!(names, ["Computer", "Computer 2"]);
}
