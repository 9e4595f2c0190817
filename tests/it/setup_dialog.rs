//! The setup dialog's rough edges (issue 13): no choice that has no effect,
//! nothing cut off, a fresh scroll position, room for six confirmations, a
//! calendar for the date.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::HopcardApp;
use hopcard::testing::Session;

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
    click(&mut h, "New game… Ctrl+N");
    assert!(h.state().setup_open());
    let heading = h.get_by_label("New game: agree the card").rect();
    assert!(
        egui::Rect::from_min_size(egui::Pos2::ZERO, window).contains_rect(heading),
        "the heading is in view: {heading:?}"
    );
}

/// The calendar is headed by the month and year it shows, its arrows and
/// days are named, browsing does not change the card, and a day's click
/// does (then the calendar closes).
#[test]
fn the_date_is_picked_from_a_calendar() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    assert!(h.query_by_label("year").is_none(), "no number boxes");
    assert_eq!(
        h.get_by_label("Date").value().unwrap_or_default(),
        "",
        "the calendar button is labelled Date"
    );
    common::set_text(&mut h, "Date, typed (YYYY-MM-DD)", "1999-01-31");
    click(&mut h, "Date");
    assert!(
        h.query_by_label("January 1999").is_some(),
        "headed by its month"
    );
    let arrow = h.get_by_label("Next month").rect();
    click(&mut h, "Next month");
    assert!(
        h.query_by_label("February 1999").is_some(),
        "the heading follows"
    );
    assert_eq!(
        h.get_by_label("Next month").rect(),
        arrow,
        "the arrows keep their places from month to month"
    );
    assert!(h.query_by_label("January 1999").is_none());
    // February 1999 has no 29th; a date is only taken when clicked.
    assert!(h.query_by_label("29 February 1999").is_none());
    let date = |h: &Harness<'_, HopcardApp>| h.state().setup_card().map(|c| c.date.to_string());
    assert_eq!(
        date(&h).as_deref(),
        Some("1999-01-31"),
        "browsing changes nothing"
    );
    click(&mut h, "Next year");
    click(&mut h, "Previous month");
    assert!(h.query_by_label("January 2000").is_some());
    click(&mut h, "Previous year");
    click(&mut h, "Next month");
    click(&mut h, "28 February 1999");
    assert_eq!(date(&h).as_deref(), Some("1999-02-28"));
    assert!(
        h.query_by_label("February 1999").is_none(),
        "the calendar closed on the click"
    );
    assert_eq!(
        common::description(&h, "Date"),
        "28 February 1999",
        "the button says the date in words"
    );
    // Opened again, it starts at the card's month.
    click(&mut h, "Date");
    assert!(h.query_by_label("February 1999").is_some());
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
    assert_eq!(game.computer_level(1), Some(hopcard::ai::Level::Strong));
    let by = game.card.confirmations[1].as_ref().map(|c| c.by.clone());
    assert_eq!(by.as_deref(), Some("computer (strong)"));
    let file = hopcard::records::game_file_text(&game, common::games::CLOCK).expect("saves");
    assert!(file.contains("computer (strong)") && !file.contains("computer (easy)"));
    let back = hopcard::records::parse_game_file(file.as_bytes()).expect("loads");
    assert_eq!(
        back.game.computer_level(1),
        Some(hopcard::ai::Level::Strong)
    );

    // Back to a person: the computer's confirmation is withdrawn.
    click(&mut h, "Game");
    click(&mut h, "New game… Ctrl+N");
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
