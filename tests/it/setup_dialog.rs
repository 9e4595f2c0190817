//! The setup dialog's rough edges (issue 13): no choice that has no effect,
//! nothing cut off, a fresh scroll position, room for six confirmations, a
//! calendar for the date.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::HopcardApp;
use hopcard::Session;

use crate::common;
use common::click;

fn fixed_clock() -> i64 {
    common::games::CLOCK_SECS
}

fn setup(size: egui::Vec2) -> Harness<'static, HopcardApp> {
    let mut h = common::harness_sized(HopcardApp::new(Session::in_memory(fixed_clock)), size);
    h.run();
    assert!(h.state().setup_open(), "a fresh app opens the card editor");
    h
}

const OTHER_CAMPS: &str = "allowed (card): camps of other players may be used like any hole";

#[test]
fn the_other_camp_rule_is_offered_only_where_it_matters() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    assert!(
        h.query_by_label(OTHER_CAMPS).is_none(),
        "no effect with two players"
    );
    assert!(
        h.query_by_label_contains("Other players' camps: no choice with two players")
            .is_some()
    );
    click(&mut h, "3 players");
    h.get_by_label_contains("Three or more players: choose")
        .scroll_to_me();
    h.run();
    assert!(h.query_by_label(OTHER_CAMPS).is_some());
}

#[test]
fn six_confirmations_leave_the_card_most_of_the_window() {
    let window = egui::vec2(800.0, 600.0);
    let mut h = setup(window);
    click(&mut h, "6 players");
    let first = h.get_by_label("Player 1's initials").rect();
    let second = h.get_by_label("Player 2's initials").rect();
    assert!(
        (first.center().y - second.center().y).abs() < 1.0,
        "two players share a row"
    );
    let top = h.get_by_label("Confirmations").rect().min.y;
    assert!(
        top > window.y * 0.5,
        "the confirmations start at {top}: the card keeps the top half"
    );
    let start = h.get_by_label("Start game").rect();
    assert!(start.max.y <= window.y, "Start game is in view");
}

#[test]
fn a_new_dialog_opens_at_its_top_with_the_free_text_in_full() {
    let window = egui::vec2(800.0, 600.0);
    let mut h = setup(window);
    let field = h.get_by_label("Other agreed changes (free text)");
    field.scroll_to_me();
    h.run();
    let field = h.get_by_label("Other agreed changes (free text)").rect();
    assert!(
        field.max.x <= window.x - 8.0,
        "the box is not cut off: {field:?}"
    );
    assert!(
        h.get_by_label("New game: agree the card").rect().max.y < 0.0
            || !egui::Rect::from_min_size(egui::Pos2::ZERO, window)
                .contains_rect(h.get_by_label("New game: agree the card").rect()),
        "scrolled down"
    );
    // Start a game, then ask for a new one: the new card opens at its top.
    for (i, name) in ["Ann", "Bob"].iter().enumerate() {
        common::type_into(&mut h, &format!("Player {} name", i + 1), name);
    }
    for name in ["Ann", "Bob"] {
        common::type_into(&mut h, &format!("{name}'s initials"), &name[..1]);
        click(&mut h, &format!("Confirm as {name}"));
    }
    click(&mut h, "Start game");
    assert!(!h.state().setup_open());
    click(&mut h, "Game");
    click(&mut h, "New game…");
    assert!(h.state().setup_open());
    let heading = h.get_by_label("New game: agree the card").rect();
    assert!(
        egui::Rect::from_min_size(egui::Pos2::ZERO, window).contains_rect(heading),
        "the heading is in view: {heading:?}"
    );
}

#[test]
fn the_date_is_picked_from_a_calendar() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    assert!(h.query_by_label("year").is_none(), "no number boxes");
    let before = h.state().setup_card().expect("setup").date;
    assert_eq!(
        h.get_by_label("Date").value().unwrap_or_default(),
        "",
        "the calendar button is labelled Date"
    );
    click(&mut h, "Date");
    // One day on, then saved: the card's date follows.
    h.get_by_label(">").click();
    h.run();
    click(&mut h, "Save");
    let after = h.state().setup_card().expect("setup").date;
    assert_ne!(after, before, "{before} -> {after}");
    let next = hopcard::CardDate::from_days(days(before) + 1);
    assert_eq!(after, next);
}

/// Days since 1970-01-01 of a card date.
fn days(d: hopcard::CardDate) -> i64 {
    (0..100_000)
        .find(|&n| hopcard::CardDate::from_days(n) == d)
        .expect("a date after 1970")
}

/// The confirmation a computer seat gives names the level it plays at, as
/// the seat and the saved game do, however often the level is changed.
#[test]
fn a_computer_seats_confirmation_follows_its_level() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    common::type_into(&mut h, "Player 1 name", "Ann");
    let choose = |h: &mut Harness<'static, HopcardApp>, level: &str| {
        click(h, "Player 2 is played by");
        click(h, &format!("the computer ({level})"));
    };
    choose(&mut h, "easy");
    assert!(
        h.query_by_label_contains("confirmed as \"computer (easy)\"")
            .is_some()
    );
    choose(&mut h, "strong");
    assert!(
        h.query_by_label_contains("confirmed as \"computer (easy)\"")
            .is_none(),
        "the easy confirmation is gone"
    );
    assert!(
        h.query_by_label_contains("confirmed as \"computer (strong)\"")
            .is_some()
    );
    common::type_into(&mut h, "Ann's initials", "A");
    click(&mut h, "Confirm as Ann");
    click(&mut h, "Start game");
    let game = h.state().game().expect("the game started").clone();
    assert_eq!(game.computer_level(1), Some(hopcard::Level::Strong));
    let by = game.card.confirmations[1].as_ref().map(|c| c.by.clone());
    assert_eq!(by.as_deref(), Some("computer (strong)"));
    let file = hopcard::storage::game_file_text(&game, common::games::CLOCK).expect("saves");
    assert!(file.contains("computer (strong)") && !file.contains("computer (easy)"));
    let back = hopcard::storage::parse_game_file(file.as_bytes()).expect("loads");
    assert_eq!(back.game.computer_level(1), Some(hopcard::Level::Strong));

    // Back to a person: the computer's confirmation is withdrawn.
    click(&mut h, "Game");
    click(&mut h, "New game…");
    assert!(
        h.query_by_label_contains("confirmed as \"computer (strong)\"")
            .is_some(),
        "the seat is kept for the next game"
    );
    click(&mut h, "Player 2 is played by");
    click(&mut h, "a person");
    assert!(
        h.query_by_label_contains("confirmed as \"computer")
            .is_none()
    );
}
