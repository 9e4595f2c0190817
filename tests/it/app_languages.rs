//! The window in the family's language: View > Language switches every
//! word at once and is remembered; the system's language is the default;
//! in the pseudo-language no English is left (what went around the
//! catalogues shows), and nothing runs off an 800x600 window in German,
//! Japanese or the pseudo-language.

use crate::common::{self, Stored};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable, by};
use hopcard::HopcardApp;
use hopcard::Proposal;
use hopcard::engine::Lang;
use hopcard::testing::lang::text_in;
use hopcard::testing::{
    Action, AppOptions, CaseAction, GameAction, Prefs, ReviewStep, Session, SetupStep, ViewAction,
};

fn word(lang: Lang, id: &str) -> String {
    text_in(lang, id, None)
}

fn app_in(options: AppOptions) -> HopcardApp {
    HopcardApp::configured(Session::in_memory(common::games::fixed_clock), options)
}

fn open_menu_item(h: &mut Harness<'_, HopcardApp>, path: &[&str]) {
    for label in path {
        h.get_by_label(label).click();
        h.run();
    }
}

#[test]
fn the_language_menu_switches_every_word_and_is_remembered() {
    let mut h = common::harness(app_in(AppOptions::default()));
    h.run();
    assert!(h.query_by_label("View").is_some());
    open_menu_item(&mut h, &["View", "Language", "Deutsch"]);
    let view = word(Lang::De, "menu-view");
    assert_ne!(view, "View", "German has its own word for the View menu");
    assert!(h.query_by_label("View").is_none(), "no English menu left");
    assert!(h.query_by_label(&view).is_some());
    // The engine's words too: the setup form's option titles.
    let title = word(Lang::De, "option-title-movement");
    assert!(
        h.query_all_by_label_contains(&title).next().is_some(),
        "{title}"
    );
    // Kept between runs: a new window speaks German from its first frame.
    let mut stored = Stored(std::collections::HashMap::new());
    eframe::App::save(h.state_mut(), &mut stored);
    let mut again = common::harness(app_in(AppOptions::from_storage(Some(&stored))));
    again.run();
    assert!(again.query_by_label(&view).is_some());
    // And back to the system's (English here).
    open_menu_item(
        &mut again,
        &[
            &view,
            &word(Lang::De, "menu-language"),
            &word(Lang::De, "menu-language-system"),
        ],
    );
    assert!(again.query_by_label("View").is_some());
}

#[test]
fn the_system_language_is_the_default_and_the_command_line_wins() {
    let mut h = common::harness(app_in(AppOptions {
        system_language: Lang::Fr,
        ..AppOptions::default()
    }));
    h.run();
    assert!(h.query_by_label(&word(Lang::Fr, "menu-view")).is_some());
    let chosen = Prefs {
        language: Some("nl".to_string()),
        ..Prefs::default()
    };
    let mut h = common::harness(app_in(AppOptions {
        system_language: Lang::Fr,
        prefs: chosen.clone(),
        ..AppOptions::default()
    }));
    h.run();
    assert!(h.query_by_label(&word(Lang::Nl, "menu-view")).is_some());
    let mut h = common::harness(app_in(AppOptions {
        system_language: Lang::Fr,
        prefs: chosen,
        forced_language: Some(Lang::Ja),
        ..AppOptions::default()
    }));
    h.run();
    assert!(h.query_by_label(&word(Lang::Ja, "menu-view")).is_some());
}

/// Every text a screen reader gets: labels, values and descriptions.
fn texts(h: &Harness<'_, HopcardApp>) -> Vec<String> {
    h.query_all(by().predicate(|_| true))
        .flat_map(|n| {
            let node = n.accesskit_node();
            [
                node.label().map(|s| s.to_string()),
                node.value().map(|s| s.to_string()),
                node.description().map(|s| s.to_string()),
            ]
        })
        .flatten()
        .collect()
}

/// Words that are the same in every language, with why.
const SAME_IN_EVERY_LANGUAGE: &[&str] = &[
    // The players' names the tests type.
    "Ann",
    "Ben",
    "Bob",
    // egui's own words for its widgets: the resize handles of windows and
    // panels, a window's close and collapse buttons (egui has no catalogue).
    "Resize",
    "window",
    "panel",
    "top",
    "bottom",
    "left",
    "right",
    "edge",
    "corner",
    "Hide",
    "Close",
    // The card's option codes, typed on the command line and kept in files,
    // and the route syntax's word for a pass.
    "hops",
    "long",
    "every",
    "landing",
    "turn",
    "end",
    "off",
    "swap",
    "ten",
    "available",
    "allowed",
    "no",
    "rest",
    "entry",
    "usable",
    "pass",
    // The product, key names, paper sizes and formats.
    "Hopcard",
    "Ctrl",
    "Shift",
    "Alt",
    "Esc",
    "Enter",
    "Space",
    "Tab",
    "Backspace",
    "F1",
    "F6",
    "A4",
    "PDF",
    "UTC",
];

/// The plain English left in `text`: runs of ASCII letters that are no
/// hole name and not [`SAME_IN_EVERY_LANGUAGE`].
fn english_in(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.chars().filter(char::is_ascii_alphabetic).count() >= 2)
        // Holes (N2), fingerprints (6A4B) and dates are letters and digits.
        .filter(|w| !w.chars().any(|c| c.is_ascii_digit()))
        .filter(|w| !SAME_IN_EVERY_LANGUAGE.contains(w))
        .map(str::to_string)
        .collect()
}

fn unwrapped(h: &Harness<'_, HopcardApp>, place: &str, found: &mut Vec<String>) {
    for text in texts(h) {
        let english = english_in(&text);
        if !english.is_empty() {
            found.push(format!("{place}: {text:?} ({})", english.join(" ")));
        }
    }
}

fn pseudo(id: &str) -> String {
    word(Lang::Pseudo, id)
}

/// A move, a refused route, the move reviewed, a dispute raised and
/// recorded: each screen's words.
fn play_refuse_review_and_dispute(h: &mut Harness<'_, HopcardApp>, found: &mut Vec<String>) {
    let game = h.state().game().expect("a game").clone();
    let first = common::games::first_legal(&game);
    h.state_mut()
        .apply(Action::Game(GameAction::Play(Proposal::Route(first.route))));
    h.run();
    let refused: Proposal = "A1-A1".parse().expect("a route");
    h.state_mut().apply(Action::Game(GameAction::Play(refused)));
    h.run();
    unwrapped(h, "refusal", found);
    h.state_mut()
        .apply(Action::Game(GameAction::Review(ReviewStep::Back)));
    h.run();
    unwrapped(h, "review", found);
    h.state_mut()
        .apply(Action::Game(GameAction::Review(ReviewStep::Exit)));
    h.run();
    h.get_by_label(&pseudo("turn-dispute")).click();
    h.run();
    unwrapped(h, "dispute", found);
}

/// The pseudo-language everywhere a family goes: the setup form, every
/// menu, the game, a refusal, the card, help, each of the Rules menu's
/// cases and a dispute. Anything still in plain English went around the
/// catalogues.
#[test]
fn in_the_pseudo_language_no_english_is_left() {
    let mut h = common::harness(app_in(AppOptions {
        forced_language: Some(Lang::Pseudo),
        ..AppOptions::default()
    }));
    h.run();
    let mut found = Vec::new();
    unwrapped(&h, "setup", &mut found);
    let game = common::games::new_game(2, hopcard::RuleSet::default());
    h.state_mut()
        .apply(Action::Setup(SetupStep::Start(Box::new(game))));
    h.run();
    unwrapped(&h, "play", &mut found);
    for menu in ["menu-game", "menu-rules", "menu-view", "menu-help"] {
        h.get_by_label(&pseudo(menu)).click();
        h.run();
        unwrapped(&h, menu, &mut found);
        h.key_press(egui::Key::Escape);
        h.run();
    }
    for (place, action) in [
        ("card", Action::View(ViewAction::ShowCard)),
        ("help", Action::View(ViewAction::OpenHelp)),
    ] {
        h.state_mut().apply(action);
        h.run();
        unwrapped(&h, place, &mut found);
    }
    for case in 0..hopcard::testing::explainer_cases().len() {
        h.state_mut().apply(Action::Case(CaseAction::Open(case)));
        h.run();
        unwrapped(&h, &format!("case {case}"), &mut found);
    }
    h.state_mut().apply(Action::Case(CaseAction::Close));
    h.run();
    play_refuse_review_and_dispute(&mut h, &mut found);
    found.dedup();
    assert!(
        found.is_empty(),
        "{} texts with English in the pseudo-language:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The hole `name` (N2) on the board, whatever the language says of it.
fn hole_named<'h>(h: &'h Harness<'_, HopcardApp>, name: &str) -> egui_kittest::Node<'h> {
    let name = name.to_string();
    h.get(by().predicate(move |n| {
        n.label().is_some_and(|l| {
            l.trim_start_matches('[')
                .strip_prefix(name.as_str())
                .is_some_and(|rest| rest.starts_with(|c: char| !c.is_ascii_alphanumeric()))
        })
    }))
}

/// What runs past the window's left or right edge: a control or a text a
/// longer language pushed out of an 800-point-wide window.
fn off_the_window(h: &Harness<'_, HopcardApp>, width: f64) -> Vec<String> {
    h.query_all(by().predicate(|_| true))
        .filter_map(|n| {
            let node = n.accesskit_node();
            let b = node.bounding_box()?;
            let name = node.label().map(|s| s.to_string()).unwrap_or_default();
            (b.x0 < -0.5 || b.x1 > width + 0.5)
                .then(|| format!("{name:?} spans x {:.0}..{:.0}", b.x0, b.x1))
        })
        .collect()
}

/// The screens a family sees first, at 800x600 in `lang`: the setup form,
/// the game, a refused route, a dispute and the card. Each fits the window
/// from side to side, and is compared with its picture (UPDATE_SNAPSHOTS=1
/// draws them again; docs/screenshots/ shows them).
fn tour(lang: Lang) {
    let mut h = common::harness_with(
        app_in(AppOptions {
            forced_language: Some(lang),
            ..AppOptions::default()
        }),
        egui::vec2(800.0, 600.0),
        |b| b.wgpu().with_render_cursor(false),
    );
    let mut problems = Vec::new();
    let mut stop = |h: &mut Harness<'_, HopcardApp>, name: &str| {
        h.run();
        problems.extend(
            off_the_window(h, 800.0)
                .into_iter()
                .map(|p| format!("{}, {name}: {p}", lang.tag())),
        );
        h.snapshot(format!("lang_{}_{name}", lang.tag()));
    };
    // The form starts at today's date: the picture takes a fixed one.
    common::set_text(&mut h, &word(lang, "setup-date-typed-name"), "2026-12-04");
    h.key_press(egui::Key::Escape);
    stop(&mut h, "setup");
    let game = common::games::new_game(2, hopcard::RuleSet::default());
    h.state_mut()
        .apply(Action::Setup(SetupStep::Start(Box::new(game))));
    stop(&mut h, "play");
    // A click on a piece, then on a hole it cannot reach: refused, with why.
    for hole in ["N2", "K2"] {
        hole_named(&h, hole).click();
        h.run();
    }
    stop(&mut h, "refusal");
    h.get_by_label(&word(lang, "turn-dispute")).click();
    stop(&mut h, "dispute");
    h.state_mut().apply(Action::View(ViewAction::ShowCard));
    stop(&mut h, "card");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn german_fits_800_by_600() {
    tour(Lang::De);
}

#[test]
fn japanese_fits_800_by_600() {
    tour(Lang::Ja);
}

#[test]
fn the_pseudo_language_fits_800_by_600() {
    tour(Lang::Pseudo);
}

/// The setup form's list of agreed changes is in the form's language.
#[test]
fn the_agreed_changes_are_listed_in_the_forms_language() {
    let mut h = common::harness(app_in(AppOptions {
        forced_language: Some(Lang::De),
        ..AppOptions::default()
    }));
    h.run();
    let long = word(Lang::De, "option-movement-long-jumps");
    h.get_by_label_contains(&long).click();
    h.run();
    let mut args = hopcard::testing::lang::Args::new();
    for (name, value) in [("clause", "2"), ("option", "movement"), ("value", "long")] {
        args.set(name, hopcard::testing::lang::Arg::arg(value));
    }
    let change = text_in(Lang::De, "card-change-option", Some(&args));
    assert_ne!(change, "clause 2 movement: long");
    assert!(h.query_by_label_contains(&change).is_some(), "{change}");
}
