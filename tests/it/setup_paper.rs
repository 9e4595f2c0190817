//! The card on paper before the first hop (issue 34): once every player
//! has confirmed, the setup form shows the card, exports it and prints it
//! (PDF) before Start; the game then plays by that very card (same
//! fingerprint), and a change after printing withdraws the confirmations
//! and the exports with them.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::testing::Session;
use hopcard::{Card, HopcardApp, Movement, Seal};
use std::path::Path;

use crate::common;
use common::{click, disabled, type_into};

const SHOW: &str = "Show and print the card";
const LONG: &str = "long: as hops, and a hop may also be a long jump";
const TURN_END: &str = "turn-end: a piece that starts its turn in its destination";

fn setup(size: egui::Vec2) -> Harness<'static, HopcardApp> {
    let mut h = common::harness_sized(
        HopcardApp::new(Session::in_memory(common::games::fixed_clock)),
        size,
    );
    h.run();
    h
}

fn setup_card(h: &Harness<'_, HopcardApp>) -> Card {
    h.state()
        .setup_card()
        .expect("the setup form is open")
        .clone()
}

/// Names for both seats and "long" in clause 2.
fn fill(h: &mut Harness<'static, HopcardApp>) {
    for (i, name) in ["Ann", "Bob"].iter().enumerate() {
        type_into(h, &format!("Player {} name", i + 1), name);
    }
    common::set_text(h, "Set or rulebook consulted", "the leaflet in our box");
    h.get_by_label_contains(LONG).scroll_to_me();
    h.run();
    h.get_by_label_contains(LONG).click();
    h.run();
    assert_eq!(setup_card(h).rules.movement, Movement::Long);
}

fn confirm_both(h: &mut Harness<'static, HopcardApp>) {
    for name in ["Ann", "Bob"] {
        type_into(h, &format!("{name}'s initials"), &name[..1]);
        click(h, &format!("Confirm as {name}"));
    }
}

/// Export through the file prompt's typed path, and wait for the writer.
fn export(h: &mut Harness<'static, HopcardApp>, button: &str, path: &Path) {
    click(h, button);
    common::choose_path(h, path);
    common::until(h, "the export is written", |_| path.exists());
    assert!(h.state().prompt_purpose().is_none(), "the prompt closed");
}

/// Whether the Game menu's entry is disabled (the menu is opened and closed).
fn menu_disabled(h: &mut Harness<'static, HopcardApp>, entry: &str) -> bool {
    click(h, "Game");
    let off = disabled(h, entry);
    h.key_press(egui::Key::Escape);
    h.run();
    off
}

#[test]
fn the_card_is_shown_exported_and_printed_before_the_first_hop() {
    let dir = common::temp_dir("setup-paper");
    let mut h = setup(egui::vec2(1280.0, 800.0));
    fill(&mut h);
    assert!(disabled(&h, SHOW), "not before every player has confirmed");
    assert!(menu_disabled(&mut h, "Show the card"));
    assert!(menu_disabled(&mut h, "Export card as RON…"));
    let start = h.get_by_label("Start game").rect();
    confirm_both(&mut h);
    assert_eq!(
        h.get_by_label("Start game").rect(),
        start,
        "the last confirmation moves none of the form's buttons"
    );
    assert!(!disabled(&h, SHOW));
    assert!(!menu_disabled(&mut h, "Export card as text…"));
    click(&mut h, SHOW);
    let short = setup_card(&h).short_fingerprint();
    assert!(
        h.query_by_label(&format!("Fingerprint: {short}")).is_some(),
        "the window shows the fingerprint the game will carry"
    );
    assert!(h.query_by_label_contains("Card status: ").is_some());
    assert!(
        h.query_by_label("Propose a change").is_none(),
        "nothing to propose a change to before the game"
    );
    let ron = dir.join("card.ron");
    let pdf = dir.join("card.pdf");
    let txt = dir.join("card.txt");
    let start = h.get_by_label("Start game").rect();
    export(&mut h, "Export as RON…", &ron);
    assert_eq!(
        h.get_by_label("Start game").rect(),
        start,
        "the status line saying so moves none of the form's buttons"
    );
    export(&mut h, "Export as PDF…", &pdf);
    click(&mut h, "Game");
    export(&mut h, "Export card as text…", &txt);
    assert!(
        h.query_by_label_contains(&format!("fingerprint {short}"))
            .is_some(),
        "the status line names the fingerprint exported"
    );
    let pdf_bytes = std::fs::read(&pdf).expect("the PDF was written");
    assert!(pdf_bytes.starts_with(b"%PDF-"));
    let exported = Card::read_file(&ron).expect("the exported card reads back");
    assert_eq!(exported.seal(), Seal::Matches, "it carries its fingerprint");

    click(&mut h, "Start game");
    let game = h.state().game().expect("the game started").clone();
    assert_eq!(
        game.card.fingerprint, exported.fingerprint,
        "same fingerprint"
    );
    assert_eq!(game.card, exported, "the game plays by the exported card");
    assert_eq!(game.card.short_fingerprint(), short);
    assert_eq!(
        std::fs::read_to_string(&txt).expect("text written"),
        game.card.to_text(),
        "the printed text is the game's card"
    );
    assert_eq!(game.rules().movement, Movement::Long);
    common::play_first_legal(&mut h);
    assert_eq!(common::moves(&h), 1, "played by that card");
    let played = h.state().game().expect("the game").card.clone();
    assert_eq!(played.fingerprint, exported.fingerprint);
}

#[test]
fn a_change_after_printing_withdraws_the_confirmations_and_the_exports() {
    let dir = common::temp_dir("setup-paper-change");
    let mut h = setup(egui::vec2(1280.0, 800.0));
    fill(&mut h);
    confirm_both(&mut h);
    click(&mut h, SHOW);
    let ron = dir.join("card.ron");
    export(&mut h, "Export as RON…", &ron);
    let printed = Card::read_file(&ron).expect("exported");
    // A change after printing: the radio is under the card window, so it
    // is chosen as a screen reader would.
    h.get_by_label_contains(TURN_END).click_accesskit();
    h.run();
    let card = setup_card(&h);
    assert!(card.confirmations.iter().all(Option::is_none), "withdrawn");
    assert!(disabled(&h, SHOW));
    assert!(
        disabled(&h, "Export as RON…"),
        "the open window exports nothing"
    );
    assert!(
        h.query_by_label_contains("Changed since every player confirmed it")
            .is_some()
    );
    assert!(menu_disabled(&mut h, "Export card as text…"));
    // Confirmed again and started: the game's card is not the one printed.
    confirm_both(&mut h);
    click(&mut h, "Start game");
    let game = h.state().game().expect("started");
    assert_ne!(game.card.fingerprint, printed.fingerprint);
}

/// A change while the file prompt is open: OK writes nothing and says why.
#[test]
fn a_change_while_the_export_prompt_is_open_exports_nothing() {
    let dir = common::temp_dir("setup-paper-prompt");
    let mut h = setup(egui::vec2(1280.0, 800.0));
    fill(&mut h);
    confirm_both(&mut h);
    click(&mut h, SHOW);
    click(&mut h, "Export as RON…");
    h.get_by_label_contains(TURN_END).click_accesskit();
    h.run();
    let ron = dir.join("card.ron");
    common::choose_path(&mut h, &ron);
    h.run();
    assert!(!ron.exists(), "nothing written");
    assert!(
        h.query_by_label_contains("it changed after the players confirmed it")
            .is_some(),
        "the form says why"
    );
}

/// At the smallest window the form's buttons, the card window's exports
/// and the reset question are all in view.
#[test]
fn at_800_by_600_the_card_and_its_exports_are_in_view() {
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 600.0));
    let mut h = setup(window.size());
    click(&mut h, "6 players");
    let seat = h.get_by_label("Player 6 is played by").rect();
    assert!(window.contains_rect(seat), "the seat box at {seat:?}");
    for label in ["0/40", "Player 6 name"] {
        let rect = h.get_all_by_label(label).last().expect(label).rect();
        assert!(window.contains_rect(rect), "{label} at {rect:?}");
    }
    click(&mut h, "2 players");
    fill(&mut h);
    confirm_both(&mut h);
    let show = h.get_by_label(SHOW).rect();
    assert!(window.contains_rect(show), "{SHOW} at {show:?}");
    click(&mut h, SHOW);
    for label in ["Export as text…", "Export as RON…", "Export as PDF…"] {
        let rect = h.get_by_label(label).rect();
        assert!(window.contains_rect(rect), "{label} at {rect:?}");
    }
    h.get_by_label("Reset to card defaults").scroll_to_me();
    h.run();
    h.get_by_label("Reset to card defaults").click_accesskit();
    h.run();
    for label in ["Reset these options", "Keep my choices"] {
        let rect = h.get_by_label(label).rect();
        assert!(window.contains_rect(rect), "{label} at {rect:?}");
    }
}
