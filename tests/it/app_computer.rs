//! A computer seat at the desktop: it thinks off the UI thread, shows its
//! route, then plays; a dispute or a take-back voids its search.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::GameState;
use hopcard::HopcardApp;
use hopcard::ai::Level;
use hopcard::{Position, RuleSet};
use std::time::{Duration, Instant};

fn harness(level: Level) -> Harness<'static, HopcardApp> {
    let mut game = GameState::from_position(RuleSet::default(), Position::card_start());
    game.computer = vec![None, Some(level)];
    let mut h =
        crate::common::harness(HopcardApp::with_game(game, hopcard::testing::clock::system));
    h.run_steps(2);
    h
}

fn plies(h: &Harness<'_, HopcardApp>) -> usize {
    h.state().game().map_or(0, |g| g.plies().len())
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

/// Red's opening N2-M6, clicked as a person would (stepping: the computer
/// may already be thinking).
fn play_n2_m6(h: &mut Harness<'_, HopcardApp>) {
    h.get(crate::common::named("N2, red piece")).click();
    h.run_steps(2);
    h.get(crate::common::named("M6, empty")).click();
    h.run_steps(2);
    h.get_by_label("Play route").click();
    h.run_steps(2);
}

#[test]
fn computer_answers_a_move_and_shows_its_route_first() {
    let mut h = harness(Level::Easy);
    play_n2_m6(&mut h);
    assert_eq!(plies(&h), 1);
    until(&mut h, "the computer's route on display", |a| {
        a.computer_showing()
    });
    assert_eq!(plies(&h), 1, "the route is shown before it is played");
    h.run_steps(2);
    assert!(h.query_by_label_contains("plays the route shown").is_some());
    until(&mut h, "the computer's move", |a| {
        a.game().is_some_and(|g| g.plies().len() == 2)
    });
    let game = h.state().game().expect("game");
    assert!(
        game.history_lines()[1].starts_with("2. blue "),
        "{:?}",
        game.history_lines()
    );
}

#[test]
fn clicks_do_nothing_on_the_computers_turn_and_take_back_voids_its_search() {
    let mut h = harness(Level::Strong);
    h.get(crate::common::named("N2, red piece")).click();
    h.run_steps(2);
    h.get(crate::common::named("M6, empty")).click();
    h.run_steps(2);
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
    until(&mut h, "thinking", HopcardApp::computer_busy);
    h.get(crate::common::named("A1, blue piece")).click();
    h.run_steps(2);
    assert!(
        h.state().route().is_empty(),
        "a person cannot move for the computer"
    );
    // Take back red's move while the computer thinks: its answer must not be played.
    h.state_mut().apply(hopcard::testing::Action::Game(
        hopcard::testing::GameAction::TakeBack(1),
    ));
    h.run_steps(2);
    h.run_steps(2);
    assert_eq!(plies(&h), 0, "taken back");
    assert!(!h.state().computer_busy(), "the search was voided");
    std::thread::sleep(Duration::from_millis(600));
    h.run_steps(2);
    assert_eq!(plies(&h), 0, "nothing was played after the take-back");
}

#[test]
fn take_back_against_the_computer_takes_the_reply_with_the_move() {
    let mut h = harness(Level::Easy);
    play_n2_m6(&mut h);
    until(&mut h, "the computer's reply", |a| {
        a.game().is_some_and(|g| g.plies().len() == 2)
    });
    h.run_steps(2);
    h.get_by_label("Take back last move…").click();
    h.run_steps(2);
    let reply = h.state().game().expect("game").plies()[1].proposal.clone();
    let question = format!("Take back 1. red N2-M6 and 2. blue {reply}? Every player must agree.");
    assert!(h.query_by_label(&question).is_some(), "names both moves");
    assert!(h.query_by_label("blue (the computer) agrees.").is_some());
    assert!(
        h.query_by_label("blue agrees").is_none(),
        "nobody ticks for the computer"
    );
    h.get_by_label("red agrees").click();
    h.run_steps(2);
    h.get_by_label("Take back").click();
    h.run_steps(2);
    assert_eq!(plies(&h), 0, "the move and the reply went together");
    std::thread::sleep(Duration::from_millis(300));
    h.run_steps(2);
    assert_eq!(
        plies(&h),
        0,
        "red is to move: the computer does not reply again"
    );
}
