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

/// The name fields are in view whenever the setup form opens: after a
/// damaged autosave was reported, and after "Start a new game".
#[test]
fn setup_opens_at_its_top() {
    let in_view = |h: &egui_kittest::Harness<'_, HopcardApp>| {
        let field = h.get_by_label("Player 1 name").rect();
        field.min.y > 0.0 && field.max.y < 600.0
    };
    let dir = common::temp_dir("rough-setup-top");
    std::fs::write(dir.join("autosave.ron"), "GameFile(format: 1, ga").expect("write");
    let mut h = common::harness_sized(
        HopcardApp::starting(&dir, common::games::fixed_clock),
        egui::vec2(800.0, 600.0),
    );
    h.run();
    assert!(h.state().setup_open());
    assert!(in_view(&h), "after a damaged autosave");
}

#[test]
fn setup_opens_at_its_top_after_start_a_new_game() {
    let dir = common::temp_dir("rough-setup-top-new");
    {
        let mut h = common::harness_sized(
            HopcardApp::starting(&dir, common::games::fixed_clock),
            egui::vec2(800.0, 600.0),
        );
        h.run();
        h.state_mut()
            .apply(hopcard::Action::Setup(hopcard::SetupStep::Start(Box::new(
                common::games::new_game(2, hopcard::RuleSet::default()),
            ))));
        h.run();
        common::play_first_legal(&mut h);
    }
    let mut h = common::harness_sized(
        HopcardApp::starting(&dir, common::games::fixed_clock),
        egui::vec2(800.0, 600.0),
    );
    h.run();
    click(&mut h, "Start a new game");
    assert!(h.state().setup_open());
    let field = h.get_by_label("Player 1 name").rect();
    assert!(
        field.min.y > 0.0 && field.max.y < 600.0,
        "the name field is in view: {field:?}"
    );
}

/// With three or more players, "Agreed changes" lists only what is chosen
/// now: an other-camp rule carried over from before is not.
#[test]
fn agreed_changes_list_only_what_is_chosen_now() {
    let mut h = common::harness(HopcardApp::new(Session::in_memory(
        common::games::fixed_clock,
    )));
    h.run();
    click(&mut h, "3 players");
    let no_entry =
        "no-entry: no landing at all in other players' camps (hopping over a piece there is fine)";
    h.get_by_label(no_entry).scroll_to_me();
    h.run();
    click(&mut h, no_entry);
    assert!(
        h.query_by_label_contains("- clause 4 other-camps: no-entry")
            .is_some()
    );
    h.get_by_label("4 players").scroll_to_me();
    h.run();
    click(&mut h, "4 players");
    assert_eq!(h.state().setup_card().map(|c| c.players.len()), Some(4));
    assert!(
        h.query_by_label_contains("- clause 4 other-camps")
            .is_none(),
        "not chosen for four players yet"
    );
}
