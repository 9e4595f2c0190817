//! Review (issue 13): stepping back through a game shows each earlier
//! position with that move's route; continuing from there is a take-back
//! that needs every player's consent; the record exports as text.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hopcard::HopcardApp;
use hopcard::{Clause, Hole, RuleSet};

use crate::common;
use common::{click, disabled, harness};

const MOVES: [&str; 4] = ["N2-M6", "D3-E7", "O1-M5", "D2-E6"];

/// Ann (red) and Bob (blue), four moves played.
fn four_moves() -> Harness<'static, HopcardApp> {
    let mut game = common::games::new_game(2, RuleSet::default());
    for m in MOVES {
        game.play(&m.parse().expect("route")).expect("legal");
    }
    harness(HopcardApp::with_game(game, common::games::fixed_clock))
}

fn hole(name: &str) -> Hole {
    Hole::parse(name).expect("hole")
}

fn red_piece_on(h: &Harness<'_, HopcardApp>, name: &str) -> bool {
    h.query(crate::common::named(&format!("{name}, red piece")))
        .is_some()
}

#[test]
fn stepping_back_three_moves_shows_that_position_and_changes_nothing() {
    let mut h = four_moves();
    let before = h.state().game().expect("game").clone();
    assert!(red_piece_on(&h, "M5"), "O1-M5 was played");
    for _ in 0..3 {
        h.key_press(egui::Key::PageUp);
        h.run();
    }
    assert!(
        h.query_by_label_contains("Reviewing: the board after move 1 of 4, Ann (red) N2-M6")
            .is_some()
    );
    // After move 1 only N2-M6 has been played.
    assert!(red_piece_on(&h, "M6") && red_piece_on(&h, "O1"));
    assert!(!red_piece_on(&h, "M5"));
    assert!(h.query(crate::common::named("D3, blue piece")).is_some());
    // Clicks on the past board play nothing.
    click(&mut h, "O1, red piece");
    assert!(h.state().route().is_empty());
    assert_eq!(
        h.state().game().expect("game"),
        &before,
        "the game is unchanged"
    );
    // Forward, then back to the game.
    click(&mut h, "Forward");
    assert!(h.query_by_label_contains("after move 2 of 4").is_some());
    click(&mut h, "Back to the game");
    assert!(h.query_by_label_contains("Reviewing").is_none());
    assert!(red_piece_on(&h, "M5"));
}

#[test]
fn a_history_line_opens_the_review_at_that_move() {
    let mut h = four_moves();
    click(&mut h, "2. Bob (blue) D3-E7");
    assert!(
        h.query_by_label_contains("after move 2 of 4, Bob (blue) D3-E7")
            .is_some()
    );
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.query_by_label_contains("Reviewing").is_none());
}

#[test]
fn continue_from_here_needs_every_players_consent() {
    let mut h = four_moves();
    click(&mut h, "2. Bob (blue) D3-E7");
    click(&mut h, "Continue from here…");
    assert!(
        h.query_by_label_contains("Take back 3. Ann (red) O1-M5 and 4. Bob (blue) D2-E6?")
            .is_some(),
        "the box names the moves that go"
    );
    assert!(disabled(&h, "Take back"));
    click(&mut h, "Ann agrees");
    assert!(disabled(&h, "Take back"), "one consent is not enough");
    click(&mut h, "Bob agrees");
    click(&mut h, "Take back");
    let game = h.state().game().expect("game");
    assert_eq!(game.plies().len(), 2);
    assert_eq!(game.position().owner(hole("M5")), None);
    assert_eq!(game.position().owner(hole("E7")), Some(1));
    assert!(
        h.query_by_label_contains("Reviewing").is_none(),
        "play goes on"
    );
}

#[test]
fn the_game_record_exports_as_text() {
    let dir = common::games::temp_dir("record");
    let mut h = four_moves();
    click(&mut h, "Game");
    click(&mut h, "Export game record as text…");
    let path = dir.join("record.txt");
    common::choose_path(&mut h, &path);
    h.run();
    let text = std::fs::read_to_string(&path).expect("written");
    for want in [
        "Hopcard game record",
        "Players: Ann (red), Bob (blue)",
        "1. Ann (red) N2-M6",
        "4. Bob (blue) D2-E6",
        "Result: not finished",
    ] {
        assert!(text.contains(want), "{want:?} missing in\n{text}");
    }
}

#[test]
fn a_hint_draws_a_route_with_a_reason_and_changes_nothing() {
    let mut h = four_moves();
    let before = h.state().game().expect("game").clone();
    common::click_and_step(&mut h, "Suggest a move");
    common::until(&mut h, "the hint", |h| {
        h.query_by_label_contains("Hint: ").is_some()
    });
    let game = h.state().game().expect("game");
    assert_eq!(game.position(), before.position(), "nothing was played");
    assert_eq!(game.plies(), before.plies());
    let text = h
        .get_by_label_contains("Hint: ")
        .value()
        .unwrap_or_default();
    let route = text
        .strip_prefix("Hint: ")
        .and_then(|t| t.split(": ").next())
        .expect("the hint names its route");
    let reason = &text["Hint: ".len() + route.len()..];
    assert!(
        ["forward", "home", "room", "swap"]
            .iter()
            .any(|w| reason.contains(w)),
        "a reason in plain words: {text}"
    );
    let proposal: hopcard::Proposal = route.parse().expect("a route");
    assert!(game.check(&proposal).is_legal(), "{route} is legal");
    // The suggested route is drawn on the board: its holes show as on the route.
    let pos = game.position().clone();
    for name in route.split('-') {
        let at = hole(name);
        let label = match pos.owner(at) {
            Some(p) => format!("{name}, {} piece", pos.seats()[p].colour),
            None => format!("{name}, empty"),
        };
        let node = h.get(crate::common::named(&label));
        assert_eq!(
            node.accesskit_node().toggled(),
            Some(egui::accesskit::Toggled::True),
            "{label} is drawn"
        );
    }
    // Playing a move of one's own notes that a hint was shown before it.
    click(&mut h, "N3, red piece");
    click(&mut h, "M7, empty");
    click(&mut h, "Play route");
    assert!(
        h.query_by_label_contains("5. Ann (red) N3-M7 (after a hint)")
            .is_some()
    );
}

#[test]
fn hints_switched_off_on_the_card_offer_no_suggestion() {
    let mut game = common::games::new_game(2, RuleSet::default());
    game.card.no_hints = true;
    let card = game.card.with_fingerprint();
    let start = card.ready().expect("ready");
    let h = harness(HopcardApp::with_game(
        hopcard::GameState::new(card.clone(), start),
        common::games::fixed_clock,
    ));
    assert!(h.query_by_label("Suggest a move").is_none());
    assert!(card.to_text().contains("no hints"), "the card says so");
}

#[test]
fn a_new_game_leaves_the_review_hint_and_take_back_of_the_old_one_behind() {
    let mut h = four_moves();
    click(&mut h, "3. Ann (red) O1-M5");
    assert!(h.query_by_label_contains("Reviewing").is_some());
    // A game with fewer moves replaces this one while it is reviewed.
    let mut short = common::games::new_game(2, RuleSet::default());
    short.play(&"N2-M6".parse().expect("route")).expect("legal");
    let dir = common::temp_dir("short");
    let path = dir.join("short.hopcard");
    crate::common::games::save_game(&path, &short, common::games::CLOCK);
    click(&mut h, "Game");
    h.get_by_label_contains("Open…").click();
    h.run();
    common::choose_path(&mut h, &path);
    common::until(&mut h, "the question or the game", |h| {
        h.query_by_label("Don't save").is_some()
            || h.state().game().is_some_and(|g| g.plies().len() == 1)
    });
    if h.query_by_label("Don't save").is_some() {
        click(&mut h, "Don't save");
    }
    common::until(&mut h, "the short game", |h| {
        h.state().game().is_some_and(|g| g.plies().len() == 1)
    });
    assert!(
        h.query_by_label_contains("Reviewing").is_none(),
        "the review ended"
    );
    h.key_press(egui::Key::PageDown);
    h.run();
    h.key_press(egui::Key::PageUp);
    h.run();
    assert!(
        h.query_by_label_contains("Reviewing: the start, before move 1 of 1")
            .is_some()
    );
}

#[test]
fn a_move_played_again_after_a_take_back_is_not_marked_with_the_undone_moves_dispute() {
    let mut game = common::games::new_game(2, RuleSet::default());
    game.raise_dispute(
        1,
        &[hole("N2"), hole("M6")],
        Clause::Moving,
        common::games::CLOCK,
    )
    .expect("raise");
    game.resolve_dispute(
        hopcard::records::Resolution::ApplyCard,
        common::games::CLOCK,
    )
    .expect("the card plays N2-M6");
    game.take_back().expect("agreed");
    game.play(&"N3-M7".parse().expect("route")).expect("legal");
    let h = harness(HopcardApp::with_game(game, common::games::fixed_clock));
    assert!(h.query_by_label("1. Ann (red) N3-M7").is_some());
    assert!(
        h.query_by_label("1. Ann (red) N2-M6 (taken back)")
            .is_some(),
        "the undone move is struck through"
    );
    assert!(h.query_by_label_contains("(disputed").is_none());
}

#[test]
fn the_game_record_names_computer_seats_and_every_hint_like_the_history() {
    let mut game = common::games::new_game(2, RuleSet::default());
    game.computer = vec![None, Some(hopcard::ai::Level::Medium)];
    let play = |g: &mut hopcard::GameState, r: &str| {
        g.play(&r.parse().expect("route")).expect("legal");
    };
    game.note_hint();
    play(&mut game, "N2-M6");
    play(&mut game, "D3-E7");
    let text = game.record_text();
    for want in [
        "Players: Ann (red), Bob (blue) played by the computer (medium)",
        "Hints: one, before move 1",
        "1. Ann (red) N2-M6 (after a hint)",
    ] {
        assert!(text.contains(want), "{want:?} missing in\n{text}");
    }
    assert!(!text.contains("D3-E7 (after a hint)"), "{text}");
    // A hinted move taken back and played again without one is not marked.
    game.take_back().expect("take back");
    game.take_back().expect("take back");
    play(&mut game, "N2-M6");
    let text = game.record_text();
    assert!(!text.contains("(after a hint)"), "{text}");
    assert!(text.contains("Hints: none asked for"), "{text}");
    assert_eq!(
        game.record_text().contains("(after a hint)"),
        review_history_marks_a_hint(&game),
        "the record and the history agree"
    );
}

/// Whether the history panel, as a screen reader finds it, marks any move
/// as played after a hint.
fn review_history_marks_a_hint(game: &hopcard::GameState) -> bool {
    // The computer may be thinking for its seat: step, do not wait to settle.
    let mut h = harness(HopcardApp::with_game(
        game.clone(),
        common::games::fixed_clock,
    ));
    h.run_steps(2);
    h.query_by_label_contains("(after a hint)").is_some()
}

/// The reviewed move is highlighted in the history, and a screen reader
/// finds it selected; the others are not, nor any once the review ends.
#[test]
fn the_reviewed_move_is_selected_in_the_history() {
    let selected = |h: &Harness<'_, HopcardApp>, line: &str| {
        h.get_by_label(line).accesskit_node().is_selected() == Some(true)
    };
    let mut h = four_moves();
    h.run();
    assert!(!selected(&h, "2. Bob (blue) D3-E7"));
    click(&mut h, "2. Bob (blue) D3-E7");
    assert!(selected(&h, "2. Bob (blue) D3-E7"));
    assert!(!selected(&h, "1. Ann (red) N2-M6") && !selected(&h, "3. Ann (red) O1-M5"));
    h.key_press(egui::Key::PageUp);
    h.run();
    assert!(selected(&h, "1. Ann (red) N2-M6"), "it follows Page Up");
    assert!(!selected(&h, "2. Bob (blue) D3-E7"));
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(
        !selected(&h, "1. Ann (red) N2-M6"),
        "no review, no selection"
    );
}
