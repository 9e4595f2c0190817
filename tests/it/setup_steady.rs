//! The setup form never moves under the pointer (issue 34): whatever a
//! field shows while it has the focus (a count, a hint, what is wrong)
//! keeps its place when the focus leaves, so a click lands where it was
//! aimed. Tested as a mouse clicks: the target is measured while the field
//! has the focus, then the button goes down there in one frame and up in a
//! later one, and the focus leaves on the way. "Reset to card defaults"
//! asks first, naming what it changes, and says what it did.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::testing::Session;
use hopcard::{Card, DestLock, HopcardApp, Movement, RuleSet};

use crate::common;
use common::{click, set_text, type_into};

const LONG: &str = "long: as hops, and a hop may also be a long jump";
const TURN_END: &str = "turn-end: a piece that starts its turn in its destination";
const RULEBOOK: &str = "Set or rulebook consulted";
const FREE_TEXT: &str = "Other agreed changes (free text)";

fn setup(size: egui::Vec2) -> Harness<'static, HopcardApp> {
    let mut h = common::harness_sized(
        HopcardApp::new(Session::in_memory(common::games::fixed_clock)),
        size,
    );
    h.run();
    assert!(h.state().setup_open(), "a fresh app opens the card editor");
    h
}

fn card(h: &Harness<'_, HopcardApp>) -> Card {
    h.state()
        .setup_card()
        .expect("the setup form is open")
        .clone()
}

/// What the status line says now (empty when it says nothing).
fn notice(h: &Harness<'_, HopcardApp>) -> String {
    h.state()
        .notice()
        .map(|n| n.text.clone())
        .unwrap_or_default()
}

/// The centre of the control whose label contains `label`, as it is on
/// the screen now.
fn centre(h: &Harness<'_, HopcardApp>, label: &str) -> egui::Pos2 {
    h.get_by_label_contains(label).rect().center()
}

/// A mouse click at `pos`: the pointer arrives, the button goes down in
/// one frame and comes up in a later one (as a hand holds it).
fn mouse_click_at(h: &mut Harness<'_, HopcardApp>, pos: egui::Pos2) {
    h.hover_at(pos);
    h.run_steps(1);
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
        h.run_steps(2);
    }
    h.run();
}

/// Type `text` into the field labelled `field`, measure where `target` is
/// while the field has the focus, and click there as a mouse does.
fn type_then_click(h: &mut Harness<'_, HopcardApp>, field: &str, text: &str, target: &str) {
    type_into(h, field, text);
    assert!(h.get_by_label(field).is_focused(), "{field} has the focus");
    let aim = centre(h, target);
    let window = h.ctx.content_rect();
    assert!(window.contains(aim), "{target} is in view at {aim:?}");
    mouse_click_at(h, aim);
}

/// The issue's own steps: "long" in clause 2, a name typed, then a click
/// on "Set or rulebook consulted" lands in that field and changes nothing.
#[test]
fn a_click_after_typing_a_name_lands_in_the_field_aimed_at() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    h.get_by_label_contains(LONG).click();
    h.run();
    assert_eq!(card(&h).rules.movement, Movement::Long);
    type_into(&mut h, "Player 1 name", "Ann");
    type_then_click(&mut h, "Player 2 name", "Bob", RULEBOOK);
    let after = card(&h);
    assert_eq!(after.rules.movement, Movement::Long, "clause 2 kept");
    assert_eq!(
        after.rules,
        RuleSet {
            movement: Movement::Long,
            ..RuleSet::default()
        }
    );
    assert_eq!(after.players[1].name, "Bob");
    assert!(
        h.get_by_label(RULEBOOK).is_focused(),
        "the click put the cursor in the rulebook field"
    );
    assert!(
        h.query_by_label("Reset to the card's defaults?").is_none(),
        "nothing else was clicked"
    );
}

/// "turn-end" clicked right after typing a name is selected.
#[test]
fn a_choice_clicked_after_typing_a_name_is_taken() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    h.get_by_label_contains(LONG).click();
    h.run();
    type_then_click(&mut h, "Player 2 name", "Bob", TURN_END);
    let rules = card(&h).rules;
    assert_eq!(rules.dest_lock, DestLock::TurnEnd, "turn-end was selected");
    assert_eq!(rules.movement, Movement::Long, "clause 2 kept");
}

/// Every seat's name field, six players: the rulebook field is where it
/// was measured while the name had the focus.
#[test]
fn every_name_field_keeps_the_form_in_place_when_the_focus_leaves() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    click(&mut h, "6 players");
    for seat in 1..=6 {
        let before = card(&h);
        let field = format!("Player {seat} name");
        type_then_click(&mut h, &field, "Zoë", RULEBOOK);
        assert!(
            h.get_by_label(RULEBOOK).is_focused(),
            "after {field}, the click reached the rulebook field"
        );
        let mut expected = before.clone();
        expected.players[seat - 1].name.push_str("Zoë");
        assert_eq!(card(&h), expected, "after {field}, only the name changed");
    }
}

/// The rulebook field shows its count: the button under it is where it was
/// measured (and asks before it resets).
#[test]
fn the_rulebook_field_keeps_the_form_in_place_when_the_focus_leaves() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    h.get_by_label_contains(LONG).click();
    h.run();
    type_then_click(&mut h, RULEBOOK, "the leaflet", "Reset to card defaults");
    assert!(
        h.query_by_label("Reset to the card's defaults?").is_some(),
        "the click reached the reset button, which asks"
    );
    assert_eq!(card(&h).rules.movement, Movement::Long, "nothing reset yet");
    assert_eq!(card(&h).rulebook, "the leaflet");
}

/// The free text shows its count: the first initials field below it is
/// where it was measured.
#[test]
fn the_free_text_keeps_the_form_in_place_when_the_focus_leaves() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    h.get_by_label(FREE_TEXT).scroll_to_me();
    h.run();
    let before = card(&h);
    type_then_click(
        &mut h,
        FREE_TEXT,
        "Spare pieces stay in the box.",
        "Player 1's initials",
    );
    assert!(h.get_by_label("Player 1's initials").is_focused());
    let mut expected = before;
    expected.free_changes = "Spare pieces stay in the box.".into();
    assert_eq!(card(&h), expected, "only the free text changed");
}

/// The typed date says what is wrong while it has the focus: at the
/// smallest window the form below keeps its place when the focus leaves.
#[test]
fn the_typed_date_keeps_the_form_in_place_when_the_focus_leaves() {
    let mut h = setup(egui::vec2(800.0, 600.0));
    let before = card(&h);
    let field = "Date, typed (YYYY-MM-DD)";
    set_text(&mut h, field, "2026-11-");
    assert!(
        h.query_by_label_contains("expected YYYY-MM-DD").is_some(),
        "what is wrong is said while typing"
    );
    let aim = centre(&h, RULEBOOK);
    mouse_click_at(&mut h, aim);
    assert!(h.get_by_label(RULEBOOK).is_focused());
    assert_eq!(card(&h), before, "the unfinished date was not taken");
    assert!(h.query_by_label_contains("expected YYYY-MM-DD").is_none());
}

/// Reset asks first, naming each option it changes; "Keep my choices"
/// changes nothing; agreed, it says what it changed; with nothing to
/// change it says so.
#[test]
fn reset_asks_naming_what_it_changes_and_says_what_it_did() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    click(&mut h, "Reset to card defaults");
    assert!(h.query_by_label("Reset to the card's defaults?").is_none());
    assert!(notice(&h).contains("nothing was changed"), "{}", notice(&h));
    h.get_by_label_contains(LONG).click();
    h.run();
    h.get_by_label_contains(TURN_END).click();
    h.run();
    for (i, name) in ["Ann", "Bob"].iter().enumerate() {
        type_into(&mut h, &format!("Player {} name", i + 1), name);
    }
    for name in ["Ann", "Bob"] {
        type_into(&mut h, &format!("{name}'s initials"), &name[..1]);
        click(&mut h, &format!("Confirm as {name}"));
    }
    let before = card(&h);
    assert!(before.ready().is_ok(), "confirmed by both");
    let clause2 = "clause 2, how pieces travel: long → hops";
    let clause3 = "clause 3, staying home once arrived: turn-end → every-landing";
    click(&mut h, "Reset to card defaults");
    assert!(h.query_by_label("Reset to the card's defaults?").is_some());
    assert!(
        h.query_by_label_contains(clause2).is_some(),
        "names clause 2"
    );
    assert!(
        h.query_by_label_contains(clause3).is_some(),
        "names clause 3"
    );
    assert!(
        h.query_by_label_contains("confirmations given so far are withdrawn")
            .is_some()
    );
    assert_eq!(card(&h), before, "asking changes nothing");
    click(&mut h, "Keep my choices");
    assert!(h.query_by_label("Reset to the card's defaults?").is_none());
    assert_eq!(card(&h), before, "kept");
    click(&mut h, "Reset to card defaults");
    click(&mut h, "Reset these options");
    let after = card(&h);
    assert_eq!(after.rules, RuleSet::default());
    assert!(after.confirmations.iter().all(Option::is_none), "withdrawn");
    let said = notice(&h);
    for short in ["clause 2 long → hops", "clause 3 turn-end → every-landing"] {
        assert!(said.contains(short), "{said}");
    }
    assert!(said.contains("Confirmations withdrawn"), "{said}");
    assert_eq!(
        (after.players, after.rulebook, after.date),
        (before.players, before.rulebook, before.date),
        "only the options changed"
    );
}

/// With three or more players the other-camp rule has no default: a reset
/// says the choice made is undone, to be made again.
#[test]
fn reset_with_three_players_names_the_other_camp_choice_it_undoes() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    click(&mut h, "3 players");
    let no_rest = "no-rest: other players' camps may be hopped through";
    h.get_by_label_contains(no_rest).scroll_to_me();
    h.run();
    h.get_by_label_contains(no_rest).click();
    h.run();
    assert!(!card(&h).other_camps_open());
    h.get_by_label("Reset to card defaults").scroll_to_me();
    h.run();
    click(&mut h, "Reset to card defaults");
    let line = "clause 4, other players' camps: no-rest → not chosen";
    assert!(h.query_by_label_contains(line).is_some(), "names clause 4");
    click(&mut h, "Reset these options");
    assert!(card(&h).other_camps_open(), "to be chosen again");
    let said = h
        .state()
        .notice()
        .map(|n| n.text.clone())
        .unwrap_or_default();
    assert!(said.contains("clause 4 no-rest → to be chosen"), "{said}");
}

/// A change of the number of players changes many terms at once: the
/// status line names the seats added or removed and the other-camp rule
/// to be chosen again.
#[test]
fn a_change_of_the_number_of_players_says_what_it_changed() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    click(&mut h, "3 players");
    let said = notice(&h);
    assert!(said.contains("Player 3 (green) added"), "{said}");
    assert!(
        said.contains("clause 4 other-camp rule to be chosen"),
        "{said}"
    );
    type_into(&mut h, "Player 3 name", "Cy");
    let no_rest = "no-rest: other players' camps may be hopped through";
    h.get_by_label_contains(no_rest).scroll_to_me();
    h.run();
    h.get_by_label_contains(no_rest).click();
    h.run();
    h.get_by_label("4 players").scroll_to_me();
    h.run();
    click(&mut h, "4 players");
    let said = notice(&h);
    assert!(said.contains("Player 4 (yellow) added"), "{said}");
    assert!(said.contains("clause 4 no-rest → to be chosen"), "{said}");
    click(&mut h, "2 players");
    let said = notice(&h);
    assert!(said.contains("Player 3 (Cy) removed"), "{said}");
    assert!(said.contains("Player 4 removed"), "{said}");
}
