//! The desktop's conventions (issue 37): the clipboard, the window's
//! title, zoom, shortcuts, printing, and small fixes.

use crate::common::{self, choose_path, click, harness};
use common::games::{fixed_clock, new_game};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::{HopcardApp, RuleSet, Session};

fn playing() -> Harness<'static, HopcardApp> {
    let mut h = harness(HopcardApp::with_game(
        new_game(2, RuleSet::default()),
        fixed_clock,
    ));
    h.run();
    h
}

/// What the last frame put on the clipboard.
fn copied(h: &Harness<'_, HopcardApp>) -> Option<String> {
    h.output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
}

/// Click the labelled button and step through the click's frames, keeping
/// what the click copied (the last frame's output holds it).
fn click_copy(h: &mut Harness<'_, HopcardApp>, label: &str) -> Option<String> {
    h.get_by_label(label).click();
    h.step();
    let text = copied(h);
    h.run();
    text
}

#[test]
fn the_card_windows_copy_button_copies_the_whole_fingerprint() {
    let mut h = playing();
    click(&mut h, "Game");
    click(&mut h, "Show the card");
    let full = h
        .state()
        .game()
        .expect("a game")
        .card
        .computed_fingerprint();
    assert_eq!(full.len(), 64);
    let text = click_copy(&mut h, "Copy the card's fingerprint");
    assert_eq!(text.as_deref(), Some(full.as_str()));
}

#[test]
fn the_dispute_logs_copy_button_copies_the_record_fingerprint() {
    let mut h = playing();
    click(&mut h, "Game");
    click(&mut h, "Disputes…");
    let full = h.state().game().expect("a game").record_fingerprint();
    let text = click_copy(&mut h, "Copy the game record's fingerprint");
    assert_eq!(text.as_deref(), Some(full.as_str()));
}

#[test]
fn the_setup_forms_card_can_be_copied_before_play() {
    let mut h = harness(HopcardApp::new(Session::in_memory(fixed_clock)));
    h.run();
    common::type_into(&mut h, "Player 1 name", "Ann");
    common::type_into(&mut h, "Player 2 name", "Ben");
    common::type_into(&mut h, "Ann's initials", "A");
    click(&mut h, "Confirm as Ann");
    common::type_into(&mut h, "Ben's initials", "B");
    click(&mut h, "Confirm as Ben");
    click(&mut h, "Game");
    click(&mut h, "Show the card");
    let full = h.state().setup_card().expect("the form").with_fingerprint();
    let text = click_copy(&mut h, "Copy the card's fingerprint");
    assert_eq!(text, full.fingerprint);
}

#[test]
fn a_name_is_pasted_into_a_name_field() {
    let mut h = harness(HopcardApp::new(Session::in_memory(fixed_clock)));
    h.run();
    common::set_text(&mut h, "Player 1 name", "");
    h.event(egui::Event::Paste("Grandma Rosa".into()));
    h.run();
    let names: Vec<String> = h
        .state()
        .setup_card()
        .map(|c| c.players.iter().map(|p| p.name.clone()).collect())
        .unwrap_or_default();
    assert_eq!(names.first().map(String::as_str), Some("Grandma Rosa"));
}

/// Step frame by frame through what was just started: the titles sent to
/// the window meanwhile (each only when it changes).
fn titles_sent(h: &mut Harness<'_, HopcardApp>) -> Vec<String> {
    let mut sent = Vec::new();
    for _ in 0..12 {
        h.step();
        sent.extend(
            h.output()
                .viewport_output
                .get(&egui::ViewportId::ROOT)
                .into_iter()
                .flat_map(|v| v.commands.iter())
                .filter_map(|c| match c {
                    egui::ViewportCommand::Title(t) => Some(t.clone()),
                    _ => None,
                }),
        );
    }
    sent
}

#[test]
fn the_window_title_names_the_file_and_marks_unsaved_moves() {
    let dir = common::temp_dir("conv-title");
    let path = dir.join("Family game.hopcard");
    let mut h = playing();
    assert_eq!(h.state().window_title(), "Hopcard");
    click(&mut h, "Game");
    click(&mut h, "Save as…");
    choose_path(&mut h, &path);
    common::until(&mut h, "the save", |h| h.state().session().file().is_some());
    assert_eq!(h.state().window_title(), "Family game.hopcard – Hopcard");
    let (piece, landing) = common::first_legal_labels(&h);
    click(&mut h, &piece);
    click(&mut h, &landing);
    h.get_by_label("Play route").click();
    // The mark comes once, when the move is played, not every frame.
    assert_eq!(titles_sent(&mut h), ["• Family game.hopcard – Hopcard"]);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    common::until(&mut h, "the save", |h| !h.state().session().needs_asking());
    assert_eq!(h.state().window_title(), "Family game.hopcard – Hopcard");
}

#[test]
fn a_read_only_window_says_so_in_its_title() {
    let dir = common::temp_dir("conv-title-ro");
    let mut h = harness(HopcardApp::new(Session::read_only(&dir, fixed_clock)));
    h.run();
    assert_eq!(h.state().window_title(), "Hopcard (read-only)");
}
