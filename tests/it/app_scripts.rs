//! Every family's names in the window (issue 21): each name of the card
//! is found by its accessible label as typed, a long name leaves Confirm
//! in the window, and a script no font here can show is refused naming
//! the field.

use crate::common::{self, click, set_text, type_into};
use crate::scripts::FAMILY;
use egui_kittest::kittest::{NodeT, Queryable};
use hopcard::HopcardApp;
use hopcard::testing::Session;

fn setup(size: egui::Vec2) -> egui_kittest::Harness<'static, HopcardApp> {
    let mut h = common::harness_sized(
        HopcardApp::new(Session::in_memory(common::games::fixed_clock)),
        size,
    );
    h.run();
    h
}

#[test]
fn every_family_name_is_found_by_its_label() {
    let mut h = setup(egui::vec2(1280.0, 800.0));
    click(&mut h, "4 players");
    for (i, name) in FAMILY.iter().enumerate() {
        set_text(&mut h, &format!("Player {} name", i + 1), name);
    }
    // A field drawn in reading order still holds, and says, what was typed.
    let typed = h.get_by_label("Player 1 name").value();
    assert_eq!(typed.as_deref(), Some(FAMILY[0]));
    for name in FAMILY {
        type_into(&mut h, &format!("{name}'s initials"), "x");
        click(&mut h, &format!("Confirm as {name}"));
        assert!(
            h.query_by_label_contains(&format!("{name}: confirmed as \"x\""))
                .is_some(),
            "{name}'s confirmation"
        );
    }
    assert_eq!(
        h.state().setup_card().map(|c| c.players.len()),
        Some(FAMILY.len())
    );
}

#[test]
fn a_long_name_leaves_confirm_in_the_window_at_800_by_600() {
    let window = egui::vec2(800.0, 600.0);
    let mut h = setup(window);
    let long = "Bartholomew-Maximilian ".repeat(9);
    assert!(long.chars().count() > 180);
    set_text(&mut h, "Player 1 name", &long);
    let name = h.state().setup_card().map(|c| c.players[0].name.clone());
    assert_eq!(
        name.map(|n| n.chars().count()),
        Some(hopcard::testing::NAME_MAX),
        "the field stops at its limit"
    );
    assert!(h.query_by_label("40/40").is_some(), "the count is shown");
    let confirm = h.get_by_label_contains("Confirm as Bartholomew").rect();
    assert!(
        confirm.max.x <= window.x && confirm.max.y <= window.y,
        "Confirm at {confirm:?} is inside the window"
    );
}

#[test]
fn a_script_no_font_here_has_is_refused_naming_the_field() {
    let mut h = common::harness_with(
        HopcardApp::new(Session::in_memory(common::games::fixed_clock)),
        egui::vec2(1280.0, 800.0),
        // The refused character is drawn for one frame as it is typed.
        egui_kittest::HarnessBuilder::allow_missing_glyphs,
    );
    h.run();
    set_text(&mut h, "Player 1 name", "Ann \u{13000}");
    let name = h.state().setup_card().map(|c| c.players[0].name.clone());
    assert_eq!(name.as_deref(), Some("Ann "));
    assert!(
        h.query_by_label_contains(
            "Player 1 name: the Egyptian Hieroglyphs script (U+13000) was not taken"
        )
        .is_some()
    );
    // The refusal names the package that brings a font for the script:
    // Noto for hieroglyphs, Noto CJK for Korean, Noto Color Emoji for an
    // emoji the tests' fonts lack (never Noto CJK for an emoji).
    assert!(
        h.query_by_label_contains("(the fonts-noto-core package)")
            .is_some()
    );
    for (typed, code, package) in [
        ('\u{D55C}', "Hangul script (U+D55C)", "fonts-noto-cjk"),
        (
            '\u{1F996}',
            "Common script (U+1F996)",
            "fonts-noto-color-emoji",
        ),
        ('\u{0A97}', "Gujarati script (U+0A97)", "fonts-noto-core"),
    ] {
        set_text(&mut h, "Player 1 name", &format!("Ann {typed}"));
        let refusal = h
            .query_by_label_contains(code)
            .map(|n| {
                let node = n.accesskit_node();
                format!("{:?} {:?}", node.label(), node.value())
            })
            .unwrap_or_else(|| panic!("a refusal naming the {code}"));
        assert!(
            refusal.contains(&format!("(the {package} package)")),
            "{refusal}"
        );
    }
}

/// Render the harness's window into `file`.
fn save_picture(hs: &mut egui_kittest::Harness<'_, HopcardApp>, file: &std::path::Path) {
    let image = hs.render().expect("rendered");
    image.save(file).expect("saved");
}

/// The pictures in docs/screenshots of the family's setup and card, drawn
/// by the test renderer: `cargo test --test it -- --ignored family_pictures`.
#[test]
#[ignore = "writes docs/screenshots; run by hand after a change of the setup or the card"]
fn family_pictures() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/screenshots");
    for (w, h) in [(800.0, 600.0), (1280.0, 800.0)] {
        let size = egui::vec2(w, h);
        let app = HopcardApp::new(Session::in_memory(common::games::fixed_clock));
        let mut hs = common::harness_with(app, size, |b| b.wgpu().with_render_cursor(false));
        hs.run();
        click(&mut hs, "4 players");
        for (i, name) in FAMILY.iter().enumerate() {
            set_text(&mut hs, &format!("Player {} name", i + 1), name);
        }
        for name in &FAMILY[..2] {
            type_into(&mut hs, &format!("{name}'s initials"), "x");
            click(&mut hs, &format!("Confirm as {name}"));
        }
        hs.remove_cursor();
        hs.run();
        save_picture(&mut hs, &dir.join(format!("family-setup-{w}x{h}.png")));
        // The calendar, headed by its month.
        click(&mut hs, "Date");
        hs.remove_cursor();
        hs.run();
        save_picture(&mut hs, &dir.join(format!("calendar-{w}x{h}.png")));

        // A move each for two players, then a dispute: names in the
        // history and the dispute panel.
        let card = crate::scripts::family_card();
        let start = card.ready().expect("ready");
        let mut game = hopcard::GameState::new(card, start);
        for _ in 0..2 {
            let rules = game.card.rules;
            let first = game.position().legal_moves(&rules).remove(0);
            game.play(&hopcard::Proposal::Route(first.route))
                .expect("a legal move plays");
        }
        let route = game
            .position()
            .legal_moves(&game.card.rules)
            .remove(0)
            .route;
        game.raise_dispute(2, &route.0, hopcard::Clause::Moving, common::games::CLOCK)
            .expect("raise");
        let app = HopcardApp::with_game(game, common::games::fixed_clock);
        let mut hs = common::harness_with(app, size, |b| b.wgpu().with_render_cursor(false));
        hs.run();
        save_picture(&mut hs, &dir.join(format!("family-dispute-{w}x{h}.png")));

        let card = crate::scripts::family_card();
        let start = card.ready().expect("ready");
        let game = hopcard::GameState::new(card, start);
        let mut app = HopcardApp::with_game(game, common::games::fixed_clock);
        app.apply(hopcard::testing::Action::View(
            hopcard::testing::ViewAction::ShowCard,
        ));
        let mut hs = common::harness_with(app, size, |b| b.wgpu().with_render_cursor(false));
        hs.run();
        save_picture(&mut hs, &dir.join(format!("family-card-{w}x{h}.png")));
    }
    // The printed card's first page, as docs/print shows the others.
    let pdf = hopcard::records::card_pdf(
        &crate::scripts::family_card(),
        hopcard::records::Paper::A4,
        &hopcard::testing::clock::TimeZone::UTC,
    )
    .expect("prints");
    let tmp = common::temp_dir("family-print");
    let file = tmp.join("card.pdf");
    std::fs::write(&file, pdf).expect("write");
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/print/family-card");
    let ok = std::process::Command::new("pdftoppm")
        .args(["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile"])
        .arg(&file)
        .arg(&out)
        .status()
        .expect("pdftoppm runs");
    assert!(ok.success());
}

/// The history and the dispute panel name each player as typed (a
/// right-to-left name is drawn in its reading order, and a screen reader
/// still gets the letters in the order they were typed).
#[test]
fn names_in_the_history_and_the_dispute_panel_are_as_typed() {
    let card = crate::scripts::family_card();
    let start = card.ready().expect("ready");
    let game = hopcard::GameState::new(card, start);
    let mut h = common::harness_sized(
        HopcardApp::with_game(game, common::games::fixed_clock),
        egui::vec2(1280.0, 800.0),
    );
    h.run();
    common::play_first_legal(&mut h);
    let sarah = FAMILY[0];
    let lines = h
        .query_all_by_label_contains(&format!("1. {sarah} "))
        .count();
    assert_eq!(
        lines, 1,
        "the first history line is {sarah}'s move, as typed"
    );

    let mut h = common::harness_sized(
        HopcardApp::with_game(crate::scripts::family_game(), common::games::fixed_clock),
        egui::vec2(1280.0, 800.0),
    );
    h.run();
    // Each name is followed by its colour, "(red)".
    for label in [
        format!("Raised by {sarah} "),
        format!("Statement of {sarah} "),
        format!("Whose turn: {sarah} "),
    ] {
        assert!(h.query_by_label_contains(&label).is_some(), "{label}");
    }
}

/// A right-to-left name with a digit, "דנה 2": every AccessKit label,
/// value and description that holds it holds it as typed, never in the
/// order it is drawn ("2 הנד"), on the game, a dispute, the card and the
/// history.
#[test]
fn every_label_with_a_right_to_left_name_is_in_the_typed_order() {
    for typed in ["דנה 2", "ليلى 3"] {
        right_to_left_labels_are_typed(typed);
    }
}

fn right_to_left_labels_are_typed(typed: &str) {
    use egui_kittest::kittest::by;
    let drawn = hopcard::testing::writing::visual(typed);
    assert_ne!(drawn, typed, "the name is drawn in another order");
    let mut card = common::games::signed_card(2, hopcard::RuleSet::default());
    card.players[0].name = typed.into();
    let start = card.ready().expect("ready");
    let game = hopcard::GameState::new(card, start);
    let mut h = common::harness(HopcardApp::with_game(game, common::games::fixed_clock));
    h.run();
    common::play_first_legal(&mut h);
    common::play_first_legal(&mut h);
    let mut seen = 0;
    let mut wrong = Vec::new();
    let mut read = |h: &egui_kittest::Harness<'_, HopcardApp>, place: &str| {
        for n in h.query_all(by().predicate(|_| true)) {
            let node = n.accesskit_node();
            for text in [node.label(), node.value(), node.description()]
                .into_iter()
                .flatten()
            {
                let text = text.to_string();
                seen += usize::from(text.contains(typed));
                if text.contains(&drawn) {
                    wrong.push(format!("{place}: {text:?} {}", text.escape_unicode()));
                }
            }
        }
    };
    read(&h, "game");
    h.state_mut().apply(hopcard::testing::Action::View(
        hopcard::testing::ViewAction::ShowCard,
    ));
    h.run();
    read(&h, "card");
    h.get_by_label("Dispute").click();
    h.run();
    read(&h, "dispute");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(seen >= 5, "{typed} was read {seen} times");
}
