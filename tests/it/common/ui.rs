//! Driving the app through AccessKit labels as a user (or a screen reader)
//! would.

use egui_kittest::kittest::{By, NodeT, Queryable, by};
use egui_kittest::{Harness, HarnessBuilder};
use hopcard::HopcardApp;

/// The whole app in a `size` window (in points); `configure` adds what a
/// test needs besides (pixels per point, rendering for snapshots). Every
/// app harness of the tests is built here.
pub fn harness_with(
    app: HopcardApp,
    size: egui::Vec2,
    configure: impl FnOnce(HarnessBuilder<HopcardApp>) -> HarnessBuilder<HopcardApp>,
) -> Harness<'static, HopcardApp> {
    // A result from a background thread (a file read, a write, the
    // computer) can land during a run and bring a new screen, whose widgets
    // each take one more pass to style: on a loaded machine that took a run
    // to 6 passes, past kittest's default of 4. A UI that never settles
    // still fails.
    configure(Harness::builder().with_size(size).with_max_steps(12))
        .build_ui_state(|ui, app: &mut HopcardApp| app.show(ui), app)
}

/// The whole app in a `size` window.
pub fn harness_sized(app: HopcardApp, size: egui::Vec2) -> Harness<'static, HopcardApp> {
    harness_with(app, size, |b| b)
}

/// The whole app in a 1280x800 window.
pub fn harness(app: HopcardApp) -> Harness<'static, HopcardApp> {
    harness_sized(app, egui::vec2(1280.0, 800.0))
}

/// The control named `label`. A hole is found by the start of its name
/// ("N2, red piece" finds "N2, red piece of Ann, selected"), since the rest
/// (whose piece, its marks) changes as the route is built; anything else by
/// its whole label.
pub fn named(label: &str) -> By<'_> {
    if !is_hole_name(label) {
        return by().label(label);
    }
    by().role(egui::accesskit::Role::Button)
        .predicate(move |node| {
            node.label().is_some_and(|name| {
                name.strip_prefix(label).is_some_and(|rest| {
                    rest.is_empty() || rest.starts_with(", ") || rest.starts_with(" of ")
                })
            })
        })
}

/// "N2, red piece", "M6, empty": the start of a hole's accessible name.
fn is_hole_name(label: &str) -> bool {
    let Some((hole, what)) = label.split_once(", ") else {
        return false;
    };
    let mut chars = hole.chars();
    let letter = chars.next().is_some_and(|c| ('A'..='Q').contains(&c));
    let digits = chars.as_str();
    letter
        && (1..=2).contains(&digits.len())
        && digits.chars().all(|c| c.is_ascii_digit())
        && (what.starts_with("empty") || what.contains(" piece"))
}

/// Click the widget named `label` (see [`named`]) and let the UI settle.
pub fn click(h: &mut Harness<'_, HopcardApp>, label: &str) {
    h.get(named(label)).click();
    h.run();
}

/// Focus the labelled text field, then type into it.
pub fn type_into(h: &mut Harness<'_, HopcardApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// Whether the labelled control is disabled.
pub fn disabled(h: &Harness<'_, HopcardApp>, label: &str) -> bool {
    h.get(named(label)).accesskit_node().is_disabled()
}

/// The accessible description of the labelled control ("" if none), e.g.
/// the date in words on the calendar's button.
pub fn description(h: &Harness<'_, HopcardApp>, label: &str) -> String {
    h.get(named(label))
        .accesskit_node()
        .description()
        .unwrap_or_default()
        .to_string()
}

/// Replace the text of the labelled field (select all, then type).
pub fn set_text(h: &mut Harness<'_, HopcardApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// Answer the open file prompt with `path` (the typed-path fallback) and OK.
pub fn choose_path(h: &mut Harness<'_, HopcardApp>, path: &std::path::Path) {
    set_text(h, "File path", &path.display().to_string());
    // Opening reads on a worker thread: step, and let the caller wait for it.
    h.get_by_label("OK").click();
    h.run_steps(2);
}

/// Click, then step (not settle: a worker thread may still be answering).
pub fn click_and_step(h: &mut Harness<'_, HopcardApp>, label: &str) {
    h.get(named(label)).click();
    h.run_steps(2);
}

/// Step the UI in real time until `done` holds (a worker thread answers), or
/// fail after 20 seconds.
pub fn until(
    h: &mut Harness<'_, HopcardApp>,
    what: &str,
    done: impl Fn(&Harness<'_, HopcardApp>) -> bool,
) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while !done(h) {
        assert!(
            std::time::Instant::now() < deadline,
            "timed out waiting for: {what}"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.run_steps(1);
    }
    // One more frame, so the AccessKit tree shows what the state now holds.
    h.run();
}

/// Play the engine's first legal move for the player to move by clicking
/// its start, its landing and "Play route", as a person would.
pub fn play_first_legal(h: &mut Harness<'_, HopcardApp>) {
    let (piece, landing) = first_legal_labels(h);
    click(h, &piece);
    click(h, &landing);
    click(h, "Play route");
}

/// The labels of the moving piece and the landing of the engine's first
/// legal move for the player to move ("E5, red piece", "F5, empty").
pub fn first_legal_labels(h: &Harness<'_, HopcardApp>) -> (String, String) {
    let game = h.state().game().expect("a game is on the board");
    let pos = game.position();
    let mv = super::games::first_legal(game);
    let colour = &pos.seats()[pos.turn()].colour;
    (
        format!("{}, {colour} piece", mv.start()),
        format!("{}, empty", mv.landing()),
    )
}

/// The number of standing moves of the app's game.
pub fn moves(h: &Harness<'_, HopcardApp>) -> usize {
    h.state().game().map_or(0, |g| g.plies().len())
}

/// eframe's storage as a map, as the window gives it at start.
pub struct Stored(pub std::collections::HashMap<String, String>);

impl eframe::Storage for Stored {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }

    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }

    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }

    fn flush(&mut self) {}
}
