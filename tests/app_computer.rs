#![cfg(feature = "desktop")]
//! A computer seat at the desktop: it thinks off the UI thread, shows its
//! route, then plays; a dispute or a take-back voids its search.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::ai::Level;
use hopcard::app::HopcardApp;
use hopcard::game::Game;
use hopcard::rules::{Position, RuleSet};
use std::time::{Duration, Instant};

fn harness(level: Level) -> Harness<'static, HopcardApp> {
    let mut game = Game::from_position(RuleSet::default(), Position::card_start());
    game.computer = vec![None, Some(level)];
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(
            |ui, app: &mut HopcardApp| app.show(ui),
            HopcardApp::with_game(game),
        );
    h.run_steps(2);
    h
}

fn plies(h: &Harness<'_, HopcardApp>) -> usize {
    h.state().game.as_ref().map_or(0, |g| g.plies().len())
}

/// Step the UI in real time until `done` holds (or fail after a few seconds).
fn until(h: &mut Harness<'_, HopcardApp>, what: &str, done: impl Fn(&HopcardApp) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done(h.state()) {
        assert!(Instant::now() < deadline, "timed out waiting for: {what}");
        std::thread::sleep(Duration::from_millis(20));
        h.run_steps(1);
    }
}

#[test]
fn computer_answers_a_move_and_shows_its_route_first() {
    let mut h = harness(Level::Easy);
    h.get_by_label("N2, red piece").click();
    h.run_steps(2);
    h.get_by_label("M6, empty").click();
    h.run_steps(2);
    h.get_by_label("Play route").click();
    h.run_steps(2);
    assert_eq!(plies(&h), 1);
    until(&mut h, "the computer's route on display", |a| {
        a.shown.is_some()
    });
    assert_eq!(plies(&h), 1, "the route is shown before it is played");
    h.run_steps(2);
    assert!(h.query_by_label_contains("plays the route shown").is_some());
    until(&mut h, "the computer's move", |a| {
        a.game.as_ref().is_some_and(|g| g.plies().len() == 2)
    });
    let game = h.state().game.as_ref().expect("game");
    assert!(
        game.history_lines()[1].starts_with("2. blue "),
        "{:?}",
        game.history_lines()
    );
}

#[test]
fn clicks_do_nothing_on_the_computers_turn_and_take_back_voids_its_search() {
    let mut h = harness(Level::Strong);
    h.get_by_label("N2, red piece").click();
    h.run_steps(2);
    h.get_by_label("M6, empty").click();
    h.run_steps(2);
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
    until(&mut h, "thinking", |a| a.thinker.is_some());
    h.get_by_label("A1, blue piece").click();
    h.run_steps(2);
    assert!(
        h.state().route.is_empty(),
        "a person cannot move for the computer"
    );
    // Take back red's move while the computer thinks: its answer must not be played.
    h.state_mut()
        .game
        .as_mut()
        .expect("game")
        .take_back()
        .expect("take back");
    h.run_steps(2);
    h.run_steps(2);
    assert!(h.state().thinker.is_none() && h.state().shown.is_none());
    std::thread::sleep(Duration::from_millis(600));
    h.run_steps(2);
    assert_eq!(plies(&h), 0, "nothing was played after the take-back");
}
