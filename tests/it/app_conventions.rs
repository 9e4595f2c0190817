//! The desktop's conventions (issue 37): the clipboard, the window's
//! title, zoom, shortcuts, printing, and small fixes.

use crate::common::{self, Stored, choose_path, click, harness};
use common::games::{fixed_clock, new_game};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hopcard::testing::Session;
use hopcard::{HopcardApp, RuleSet};

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

#[test]
fn ctrl_plus_zooms_and_the_next_run_keeps_it() {
    let mut h = playing();
    let before = h.ctx.pixels_per_point();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Equals);
    h.run();
    assert!(
        (h.ctx.zoom_factor() - 1.2).abs() < 1e-3,
        "{}",
        h.ctx.zoom_factor()
    );
    // Everything is drawn with more pixels per point.
    let after = h.ctx.pixels_per_point();
    assert!(after > before * 1.15, "{before} -> {after}");
    let mut stored = Stored(std::collections::HashMap::new());
    eframe::App::save(h.state_mut(), &mut stored);

    let options = hopcard::testing::AppOptions::from_storage(Some(&stored));
    let mut next = harness(HopcardApp::configured(
        Session::in_memory(fixed_clock),
        options,
    ));
    next.run();
    assert!((next.ctx.zoom_factor() - 1.2).abs() < 1e-3, "kept");
    next.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num0);
    next.run();
    assert!((next.ctx.zoom_factor() - 1.0).abs() < 1e-3, "Ctrl+0");
    next.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
    next.run();
    assert!((next.ctx.zoom_factor() - 0.9).abs() < 1e-3, "Ctrl+Minus");
}

#[test]
fn the_view_menu_zooms() {
    let mut h = playing();
    click(&mut h, "View");
    h.get_by_label_contains("Zoom in").click();
    h.run();
    assert!(
        (h.ctx.zoom_factor() - 1.1).abs() < 1e-3,
        "{}",
        h.ctx.zoom_factor()
    );
    click(&mut h, "View");
    h.get_by_label_contains("Actual size").click();
    h.run();
    assert!(
        (h.ctx.zoom_factor() - 1.0).abs() < 1e-3,
        "{}",
        h.ctx.zoom_factor()
    );
}

/// The sizes of the text the last frame drew, with the text.
fn text_sizes(h: &Harness<'_, HopcardApp>) -> Vec<(f32, String)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(f32, String)>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(text) => {
                let job = &text.galley.job;
                for section in &job.sections {
                    let range = section.byte_range.start.0..section.byte_range.end.0;
                    let part = &job.text[range];
                    if !part.trim().is_empty() {
                        out.push((section.format.font_id.size, part.to_string()));
                    }
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

fn assert_readable(h: &Harness<'_, HopcardApp>, screen: &str) {
    let sizes = text_sizes(h);
    assert!(sizes.len() > 20, "{screen}: drew text: {sizes:?}");
    let small: Vec<_> = sizes.iter().filter(|(size, _)| *size < 12.0).collect();
    assert!(
        small.is_empty(),
        "{screen}: text under 12 points: {small:?}"
    );
}

#[test]
fn no_text_is_under_12_points_at_100_percent() {
    let mut h = harness(HopcardApp::new(Session::in_memory(fixed_clock)));
    h.run();
    assert_readable(&h, "the setup form");

    // Every text style, used or not yet (the clause-4 line is Small).
    for (style, font) in &h.ctx.global_style().text_styles {
        assert!(font.size >= 12.0, "{style:?}: {font:?}");
    }

    let game = new_game(3, RuleSet::default());
    let prefs = hopcard::testing::Prefs {
        show_names: true,
        letters: true,
        ..hopcard::testing::Prefs::default()
    };
    let app = HopcardApp::configured(
        Session::with_game(game, fixed_clock),
        hopcard::testing::AppOptions {
            prefs,
            ..hopcard::testing::AppOptions::default()
        },
    );
    // The smallest board: the holes' names and the pieces' letters.
    let mut h = common::harness_sized(app, egui::vec2(800.0, 600.0));
    h.run();
    assert_readable(&h, "the board at 800x600 with names and letters");
    click(&mut h, "Game");
    click(&mut h, "Disputes…");
    assert_readable(&h, "the dispute log");
    h.key_press(egui::Key::F1);
    h.run();
    assert_readable(&h, "help");
}

fn at(position: &str, rules: RuleSet) -> Harness<'static, HopcardApp> {
    let pos: hopcard::Position = position.parse().expect("test position parses");
    let mut h = harness(HopcardApp::with_game(
        hopcard::GameState::from_position(rules, pos),
        fixed_clock,
    ));
    h.run();
    h
}

/// The clause-4 line appearing moves none of the turn panel's buttons: a
/// click meant for "Suggest a move" never lands on "Dispute".
#[test]
fn the_clause_4_line_moves_no_button() {
    let position = "red=K3,N1 blue=K2,J1 turn=red";
    let plain = at(position, RuleSet::default());
    let no_rest = RuleSet {
        unused: hopcard::Unused::NoRest,
        ..RuleSet::default()
    };
    let marked = at(position, no_rest);
    assert!(
        plain
            .query_by_label_contains("Marked on the board")
            .is_none()
    );
    assert!(
        marked
            .query_by_label_contains("Marked on the board")
            .is_some()
    );
    for button in ["Play route", "Suggest a move", "Dispute", "Dispute log…"] {
        let before = plain.get_by_label(button).rect();
        let after = marked.get_by_label(button).rect();
        assert_eq!(before, after, "{button} moved");
    }
}

#[test]
fn ctrl_d_disputes_ctrl_h_suggests_and_ctrl_n_starts_a_new_game() {
    let mut h = playing();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::H);
    common::until(&mut h, "the suggestion", |h| {
        h.query_by_label_contains("Hint: ").is_some()
    });
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::D);
    h.run();
    let game = h.state().game().expect("a game");
    assert!(game.open_dispute().is_some(), "Ctrl+D raised a dispute");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run();
    assert!(h.state().setup_open(), "Ctrl+N opened the setup form");
    // Help and the Game menu name them.
    let keys: Vec<&str> = hopcard::testing::SHORTCUTS
        .iter()
        .map(|(k, _)| *k)
        .collect();
    for key in ["Ctrl+N", "Ctrl+H", "Ctrl+D"] {
        assert!(keys.contains(&key), "Help lists {key}");
    }
    click(&mut h, "Game");
    for entry in [
        "New game… Ctrl+N",
        "Suggest a move Ctrl+H",
        "Dispute Ctrl+D",
    ] {
        assert!(h.query_by_label(entry).is_some(), "Game menu: {entry}");
    }
}

/// The PDF the status line names after `before` and up to `after`,
/// removed from the temporary folder (this test's print; no other test's).
fn remove_named_pdf(h: &Harness<'_, HopcardApp>, before: &str, after: &str) {
    let said = h
        .state()
        .notice()
        .map(|n| n.text.clone())
        .unwrap_or_default();
    let path = said
        .split_once(before)
        .map(|(_, rest)| rest.split_once(after).map_or(rest, |(p, _)| p));
    let path = path.expect("the line names the PDF");
    std::fs::remove_file(path).expect("the PDF was kept");
}

fn printing_with(opener: Vec<String>) -> Harness<'static, HopcardApp> {
    let app = HopcardApp::configured(
        Session::with_game(new_game(2, RuleSet::default()), fixed_clock),
        hopcard::testing::AppOptions {
            print_with: Some(opener),
            ..hopcard::testing::AppOptions::default()
        },
    );
    let mut h = harness(app);
    h.run();
    h
}

/// Print… hands the card's PDF to the system's program (here a stand-in
/// that keeps a copy), off the UI thread, and says so.
#[cfg(unix)]
#[test]
fn print_hands_the_cards_pdf_to_the_system() {
    let dir = common::temp_dir("conv-print");
    let printed = dir.join("printed.pdf");
    let copy = format!("cp \"$0\" '{}'", printed.display());
    let mut h = printing_with(vec!["sh".into(), "-c".into(), copy]);
    click(&mut h, "Game");
    click(&mut h, "Print card…");
    common::until(&mut h, "the hand-over", |h| {
        h.state()
            .notice()
            .is_some_and(|n| n.text.starts_with("Handed to the system"))
    });
    remove_named_pdf(&h, "printing: ", "\n");
    let pdf = std::fs::read(&printed).expect("the program was given the PDF");
    assert!(pdf.starts_with(b"%PDF"), "a PDF");
    click(&mut h, "Game");
    click(&mut h, "Print dispute log…");
    common::until(&mut h, "the second hand-over", |h| {
        h.state()
            .notice()
            .is_some_and(|n| n.text.contains("hopcard-disputes-"))
    });
    remove_named_pdf(&h, "printing: ", "\n");
}

/// With no program to take it, Print… says so and where the PDF is.
#[test]
fn print_with_nothing_to_print_says_so() {
    let mut h = printing_with(vec!["/nonexistent/hopcard-no-printer".into()]);
    click(&mut h, "Game");
    click(&mut h, "Print card…");
    common::until(&mut h, "the refusal", |h| {
        h.state().notice().is_some_and(|n| n.problem)
    });
    let said = h
        .state()
        .notice()
        .map(|n| n.text.clone())
        .unwrap_or_default();
    assert!(
        said.starts_with("Nothing on this computer can print or show a PDF")
            && said.contains("hopcard-card-"),
        "{said}"
    );
    assert!(
        h.query_by_label_contains("Nothing on this computer can print")
            .is_some()
    );
    remove_named_pdf(&h, "The PDF is at ", ": open");
}

/// Enter on a route the card refuses shows its verdict once.
#[test]
fn a_refused_route_shows_its_verdict_once_after_enter() {
    let no_rest = RuleSet {
        unused: hopcard::Unused::NoRest,
        ..RuleSet::default()
    };
    let mut h = at("red=K3,N1 blue=K2,J1 turn=red", no_rest);
    click(&mut h, "K3, red piece");
    click(&mut h, "K1, empty");
    h.key_press(egui::Key::Enter);
    h.run();
    let shown = h
        .query_all_by_label_contains("K3-K1: illegal (clause 4)")
        .count();
    assert_eq!(shown, 1, "the verdict is said once");
}

/// The red line saying a character was not taken goes once the field is
/// edited again: it spoke of the text as it was.
#[test]
fn a_not_taken_line_goes_when_the_field_changes() {
    let mut h = common::harness_with(
        HopcardApp::new(Session::in_memory(fixed_clock)),
        egui::vec2(1280.0, 800.0),
        // The refused character is drawn for one frame as it is typed.
        egui_kittest::HarnessBuilder::allow_missing_glyphs,
    );
    h.run();
    common::set_text(&mut h, "Player 1 name", "Ann \u{13000}");
    let said = "Player 1 name: the Egyptian Hieroglyphs script (U+13000) was not taken";
    assert!(h.query_by_label_contains(said).is_some());
    h.run();
    assert!(
        h.query_by_label_contains(said).is_some(),
        "it stays while nothing changes"
    );
    h.get_by_label("Player 1 name").type_text("B");
    h.run();
    assert!(
        h.query_by_label_contains(said).is_none(),
        "gone after the edit"
    );
}

/// A hole's tooltip goes when the keyboard takes over (an arrow, Space,
/// Enter), and comes back only when the pointer moves.
#[test]
fn a_keyboard_move_takes_the_tooltip_away() {
    let no_rest = RuleSet {
        unused: hopcard::Unused::NoRest,
        ..RuleSet::default()
    };
    let mut h = at("red=K3,N1 blue=K2,J1 turn=red", no_rest);
    let tip = "Clause 4: no turn may end here";
    let tooltip = |h: &Harness<'_, HopcardApp>| {
        h.query_all_by_label_contains(tip)
            .any(|n| n.accesskit_node().role() != egui::accesskit::Role::Button)
    };
    h.get(crate::common::named("K1, empty")).hover();
    h.run_steps(4);
    assert!(tooltip(&h), "the tooltip shows on hover");
    h.key_press(egui::Key::ArrowUp);
    h.run_steps(4);
    assert!(!tooltip(&h), "gone after the arrow key");
    h.get(crate::common::named("K2, blue piece")).hover();
    h.run_steps(4);
    assert!(tooltip(&h), "back once the pointer moves");
}

/// The screenshots in docs/screenshots: a game under way at 800x600 and
/// 1920x1080 window pixels, at 100% and 150% zoom. Run by hand to redraw
/// them: `cargo test --test it make_screenshots -- --ignored`.
#[test]
#[ignore = "draws the documentation's pictures; run by hand"]
fn make_screenshots() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/screenshots");
    std::fs::create_dir_all(&dir).expect("the folder");
    for (w, hgt) in [(800.0, 600.0), (1920.0, 1080.0)] {
        for zoom in [100_u16, 150] {
            let mut game = new_game(3, RuleSet::default());
            for ply in 0..6 {
                let moves = game.position().legal_moves(game.rules());
                let m = moves[(ply * 7 + 3) % moves.len()].route.clone();
                game.play(&hopcard::Proposal::Route(m)).expect("legal");
            }
            let app = HopcardApp::configured(
                Session::with_game(game, fixed_clock),
                hopcard::testing::AppOptions {
                    prefs: hopcard::testing::Prefs {
                        show_names: true,
                        ..hopcard::testing::Prefs::default()
                    },
                    ..hopcard::testing::AppOptions::default()
                },
            );
            // egui's zoom multiplies the pixels per point; the harness
            // draws at its own, so the zoom is given to it (the window's
            // pixels are the same, its points fewer).
            let factor = f32::from(zoom) / 100.0;
            let mut h = common::harness_with(app, egui::vec2(w / factor, hgt / factor), |b| {
                b.wgpu()
                    .with_render_cursor(false)
                    .with_pixels_per_point(factor)
            });
            h.run();
            h.run();
            let image = h.render().expect("rendered");
            let file = dir.join(format!("game-{w}x{hgt}-{zoom}.png"));
            image.save(&file).expect("saved");
        }
    }
}

/// The holes' names the last frame drew, with where each was drawn.
fn hole_names(h: &Harness<'_, HopcardApp>) -> Vec<(String, egui::Rect)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(String, egui::Rect)>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(text) => {
                let words = text.galley.job.text.as_str();
                if hopcard::Hole::parse(words).is_some() {
                    out.push((words.to_string(), text.visual_bounding_rect()));
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// Zoomed in on a small window, the holes' names never run into each
/// other: where they do not fit between the holes they are left out (each
/// hole still says its name to a screen reader and in its tooltip).
#[test]
fn hole_names_never_overlap_when_zoomed_in() {
    for (zoom, size) in [
        (100, (800.0, 600.0)),
        (150, (800.0, 600.0)),
        (150, (1920.0, 1080.0)),
    ] {
        let prefs = hopcard::testing::Prefs {
            show_names: true,
            letters: true,
            zoom,
            ..hopcard::testing::Prefs::default()
        };
        let app = HopcardApp::configured(
            Session::with_game(new_game(3, RuleSet::default()), fixed_clock),
            hopcard::testing::AppOptions {
                prefs,
                ..hopcard::testing::AppOptions::default()
            },
        );
        let mut h = common::harness_sized(app, egui::vec2(size.0, size.1));
        h.run();
        let names = hole_names(&h);
        let at = format!("{zoom}% at {}x{}", size.0, size.1);
        for (i, (a, ra)) in names.iter().enumerate() {
            for (b, rb) in &names[i + 1..] {
                assert!(!ra.intersects(*rb), "{at}: {a} runs into {b}");
            }
        }
        if zoom == 100 || size.0 > 1000.0 {
            assert_eq!(names.len(), 121, "{at}: every hole named");
        }
    }
}
