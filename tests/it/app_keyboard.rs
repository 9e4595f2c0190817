//! One focus on the board, and news a screen reader hears (issue 37): the
//! board is one tab stop whose focused hole is the hole AccessKit reports
//! focused, arrows move along the board's lines, and verdicts, refusals,
//! moves and a win are said in a live region. Driven by keys alone (no
//! pointer event) and read through AccessKit, as a screen reader would.

use egui::accesskit::Live;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hopcard::ai::Level;
use hopcard::testing::Session;
use hopcard::{GameState, Hole, HopcardApp, Position, Proposal, RuleSet};
use std::collections::VecDeque;

use crate::common;

fn playing(game: GameState) -> Harness<'static, HopcardApp> {
    let mut h = common::harness(HopcardApp::with_game(game, hopcard::testing::clock::system));
    h.run();
    h
}

fn start() -> Harness<'static, HopcardApp> {
    playing(GameState::from_position(
        RuleSet::default(),
        Position::card_start(),
    ))
}

/// The label of the node AccessKit reports focused ("" for none).
#[expect(
    clippy::redundant_closure_for_method_calls,
    reason = "the method's path is not general over the node's lifetime"
)]
fn focused_label(h: &Harness<'_, HopcardApp>) -> String {
    h.query_all(egui_kittest::kittest::by().predicate(|n| n.is_focused()))
        .filter_map(|n| n.accesskit_node().label())
        .next()
        .unwrap_or_default()
}

/// The hole AccessKit reports focused, if the focus is on a hole.
fn focused_hole(h: &Harness<'_, HopcardApp>) -> Option<Hole> {
    let label = focused_label(h);
    let (name, _) = label.split_once(", ")?;
    Hole::parse(name)
}

fn press(h: &mut Harness<'_, HopcardApp>, key: egui::Key, shift: bool) {
    let modifiers = if shift {
        egui::Modifiers::SHIFT
    } else {
        egui::Modifiers::NONE
    };
    h.key_press_modifiers(modifiers, key);
    h.run();
}

/// The key (and Shift) that moves the focus from `a` to its neighbour `b`.
fn key_between(a: Hole, b: Hole) -> (egui::Key, bool) {
    let ((qa, ra, _), (qb, rb, _)) = (a.coords(), b.coords());
    match (qb - qa, rb - ra) {
        (1, 0) => (egui::Key::ArrowRight, false),
        (-1, 0) => (egui::Key::ArrowLeft, false),
        (0, -1) => (egui::Key::ArrowUp, false),
        (0, 1) => (egui::Key::ArrowDown, false),
        (1, -1) => (egui::Key::ArrowUp, true),
        (-1, 1) => (egui::Key::ArrowDown, true),
        d => panic!("{a} and {b} are not neighbours: {d:?}"),
    }
}

/// The holes from `from` to `to` (both included) along the board's lines.
fn path(from: Hole, to: Hole) -> Vec<Hole> {
    let mut back = std::collections::HashMap::new();
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        if at == to {
            break;
        }
        for d in 0..6 {
            if let Some(n) = at.neighbour(d)
                && n != from
                && !back.contains_key(&n)
            {
                back.insert(n, at);
                queue.push_back(n);
            }
        }
    }
    let mut holes = vec![to];
    while let Some(&prev) = holes.last().and_then(|h| back.get(h)) {
        holes.push(prev);
    }
    holes.reverse();
    holes
}

/// Walk the focus to `to` with arrow keys, checking after every press that
/// the hole AccessKit reports focused is the one the app acts on.
fn walk_to(h: &mut Harness<'_, HopcardApp>, to: Hole) {
    let from = focused_hole(h).expect("the board has the focus");
    for pair in path(from, to).windows(2) {
        let (key, shift) = key_between(pair[0], pair[1]);
        press(h, key, shift);
        assert_eq!(
            focused_hole(h),
            Some(pair[1]),
            "{key:?} (shift {shift}) from {}",
            pair[0]
        );
        assert_eq!(
            h.state().focus(),
            Some(pair[1]),
            "the app's focus hole is AccessKit's"
        );
    }
}

/// Play the engine's first legal move for the player to move, by keys.
fn play_first_legal_by_keys(h: &mut Harness<'_, HopcardApp>) {
    let mv = common::games::first_legal(h.state().game().expect("a game"));
    play_by_keys(h, mv.start(), mv.landing());
}

/// Choose the piece on `start` with Space, then Enter on `landing`.
fn play_by_keys(h: &mut Harness<'_, HopcardApp>, start: Hole, landing: Hole) {
    let before = moves(h);
    walk_to(h, start);
    press(h, egui::Key::Space, false);
    assert_eq!(h.state().route(), [start], "Space chose the piece");
    walk_to(h, landing);
    press(h, egui::Key::Enter, false);
    assert_eq!(moves(h), before + 1, "Enter played {start}-{landing}");
}

fn moves(h: &Harness<'_, HopcardApp>) -> usize {
    common::moves(h)
}

/// Tab until the node labelled `label` has the focus (at most `max` presses).
fn tab_to(h: &mut Harness<'_, HopcardApp>, label: &str, max: usize) -> usize {
    for n in 1..=max {
        press(h, egui::Key::Tab, false);
        if focused_label(h) == label {
            return n;
        }
    }
    panic!(
        "{label} not reached in {max} Tabs (at {:?})",
        focused_label(h)
    );
}

/// The politeness of the live-region node whose text contains `text`
/// (`None`: no such node is live).
fn announced(h: &Harness<'_, HopcardApp>, text: &str) -> Option<Live> {
    h.query_all(egui_kittest::kittest::by().predicate(|n| {
        let said = n.label().or_else(|| n.value());
        said.is_some_and(|l| l.contains(text))
    }))
    .map(|n| n.accesskit_node().live())
    .find(|live| *live != Live::Off)
}

#[test]
fn f6_brings_the_focus_to_the_board_and_arrows_follow_its_lines() {
    let mut h = start();
    assert_eq!(focused_hole(&h), None, "nothing is focused at first");
    press(&mut h, egui::Key::F6, false);
    let first = focused_hole(&h).expect("F6 focuses a hole");
    assert_eq!(h.state().focus().unwrap_or(first), first);
    // All six directions, each checked against AccessKit's focus.
    let centre = Hole::parse("I5").expect("hole");
    walk_to(&mut h, centre);
    for (key, shift, to) in [
        (egui::Key::ArrowRight, false, "I6"),
        (egui::Key::ArrowLeft, false, "I5"),
        (egui::Key::ArrowUp, false, "H5"),
        (egui::Key::ArrowDown, false, "I5"),
        (egui::Key::ArrowUp, true, "H6"),
        (egui::Key::ArrowDown, true, "I5"),
    ] {
        press(&mut h, key, shift);
        let to = Hole::parse(to).expect("hole");
        assert_eq!(focused_hole(&h), Some(to), "{key:?} shift {shift}");
        assert_eq!(h.state().focus(), Some(to));
    }
    // Every press counts, four in one frame.
    for _ in 0..4 {
        h.key_press(egui::Key::ArrowUp);
    }
    h.run();
    let four_up = (0..4).try_fold(centre, |at, _| at.neighbour(5));
    assert_eq!(focused_hole(&h), four_up, "four steps up-left");
    assert_eq!(h.state().focus(), four_up);
    // Space acts on the focused hole, nowhere else.
    let n2 = Hole::parse("N2").expect("hole");
    walk_to(&mut h, n2);
    press(&mut h, egui::Key::Space, false);
    assert_eq!(h.state().route(), [n2]);
    // Escape clears the route and keeps the focus on the board.
    press(&mut h, egui::Key::Escape, false);
    assert!(h.state().route().is_empty());
    assert_eq!(focused_hole(&h), Some(n2));
}

#[test]
fn tab_from_the_menu_reaches_the_board_in_three_presses_at_any_move() {
    let mut game = GameState::from_position(RuleSet::default(), Position::card_start());
    for played in 0..20 {
        let mut h = playing(game.clone());
        if played == 0 || played == 19 {
            h.get_by_label("Help").focus();
            h.run();
            assert_eq!(focused_label(&h), "Help");
            let presses = (1..=3)
                .find(|_| {
                    press(&mut h, egui::Key::Tab, false);
                    focused_hole(&h).is_some()
                })
                .unwrap_or_else(|| {
                    panic!("3 Tabs at move {} left {:?}", played + 1, focused_label(&h))
                });
            assert!(presses <= 3);
        }
        let mv = common::games::first_legal(&game);
        game.play(&Proposal::Route(mv.route)).expect("legal");
    }
}

#[test]
fn a_refusal_and_a_computer_move_are_announced() {
    let mut game = GameState::from_position(RuleSet::default(), Position::card_start());
    game.computer = vec![None, Some(Level::Easy)];
    let mut h = playing(game);
    press(&mut h, egui::Key::F6, false);
    walk_to(&mut h, Hole::parse("N2").expect("hole"));
    press(&mut h, egui::Key::Space, false);
    walk_to(&mut h, Hole::parse("I5").expect("hole"));
    press(&mut h, egui::Key::Space, false);
    assert_eq!(
        announced(&h, "N2-I5: illegal (clause 2)"),
        Some(Live::Assertive),
        "the refusal is said at once"
    );
    walk_to(&mut h, Hole::parse("M6").expect("hole"));
    // The computer starts thinking at once: step, do not wait to settle.
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
    assert_eq!(moves(&h), 1);
    common::until(&mut h, "the computer's move", |h| moves(h) == 2);
    let line = h
        .state()
        .game()
        .and_then(|g| g.history_lines().last().cloned())
        .expect("the computer's move");
    assert_eq!(announced(&h, &line), Some(Live::Polite), "{line}");
    assert_eq!(announced(&h, "Your turn, red"), Some(Live::Polite));
}

/// The whole accessible name of the hole whose name starts "N2, ...".
fn name_of(h: &Harness<'_, HopcardApp>, start: &str) -> String {
    h.get(common::named(start))
        .accesskit_node()
        .label()
        .unwrap_or_default()
}

/// A hole's accessible name says the hole, what stands on it and whose,
/// and its mark: a screen reader's first words on the focused hole.
#[test]
fn each_hole_says_whose_piece_and_its_mark() {
    let game = common::games::new_game(2, RuleSet::default());
    let mut h = playing(game);
    assert_eq!(name_of(&h, "N2, red piece"), "N2, red piece of Ann");
    assert_eq!(name_of(&h, "D3, blue piece"), "D3, blue piece of Bob");
    assert_eq!(name_of(&h, "M6, empty"), "M6, empty");
    press(&mut h, egui::Key::F6, false);
    walk_to(&mut h, Hole::parse("N2").expect("hole"));
    press(&mut h, egui::Key::Space, false);
    assert_eq!(
        name_of(&h, "N2, red piece"),
        "N2, red piece of Ann, selected"
    );
    assert_eq!(name_of(&h, "M6, empty"), "M6, empty, possible landing");
    walk_to(&mut h, Hole::parse("M6").expect("hole"));
    press(&mut h, egui::Key::Space, false);
    assert_eq!(
        name_of(&h, "M6, empty"),
        "M6, empty, on the route being built"
    );
    assert_eq!(announced(&h, "N2-M6: legal"), Some(Live::Polite));
    press(&mut h, egui::Key::Enter, false);
    assert_eq!(
        name_of(&h, "M6, red piece"),
        "M6, red piece of Ann, the last move landed here"
    );
    assert_eq!(
        name_of(&h, "N2, empty"),
        "N2, empty, the last move left here"
    );
}

#[test]
fn a_whole_game_by_keys_alone_from_the_setup_form_to_a_win() {
    let mut h = common::harness(HopcardApp::new(Session::in_memory(
        common::games::fixed_clock,
    )));
    h.run();
    // Names first: a change to the card withdraws the confirmations.
    for (seat, name) in [(1, "Ann"), (2, "Bob")] {
        tab_to(&mut h, &format!("Player {seat} name"), 80);
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        h.event(egui::Event::Text(name.into()));
        h.run();
    }
    for (name, initials) in [("Ann", "A"), ("Bob", "B")] {
        tab_to(&mut h, &format!("{name}'s initials"), 80);
        h.event(egui::Event::Text(initials.into()));
        h.run();
        tab_to(&mut h, &format!("Confirm as {name}"), 5);
        press(&mut h, egui::Key::Space, false);
    }
    tab_to(&mut h, "Start game", 200);
    press(&mut h, egui::Key::Space, false);
    assert!(!h.state().setup_open(), "the game started");
    press(&mut h, egui::Key::F6, false);
    // Both seats play the greedy computer's choice, by keys, to the end.
    let mut plies = 0;
    while h.state().game().and_then(GameState::result_text).is_none() {
        let (start, landing) = greedy_move(&h);
        play_by_keys(&mut h, start, landing);
        plies += 1;
        assert!(plies < 400, "the game ends");
        if plies == 2 {
            assert_eq!(announced(&h, "Your turn, Ann (red)"), Some(Live::Polite));
        }
    }
    let over = h.state().game().and_then(GameState::result_text);
    assert!(
        over.as_deref().is_some_and(|o| o.contains("wins")),
        "{over:?}"
    );
    assert_eq!(
        announced(&h, &over.unwrap_or_default()),
        Some(Live::Assertive),
        "the win is said at once"
    );
}

/// The greedy computer's move for the player to move: its start and landing.
fn greedy_move(h: &Harness<'_, HopcardApp>) -> (Hole, Hole) {
    let game = h.state().game().expect("a game");
    let stop = std::sync::atomic::AtomicBool::new(false);
    let seen = std::collections::HashSet::new();
    let request = hopcard::ai::Request {
        level: Level::Greedy,
        time: None,
        seen: &seen,
        stop: &stop,
        seed: 1,
        thinkers: 0,
        seats: &[],
    };
    let choice = hopcard::ai::choose(game.position(), game.rules(), &request);
    match choice.map(|c| c.proposal) {
        Some(Proposal::Route(route)) => (
            route.start().expect("a start"),
            route.landing().expect("a landing"),
        ),
        other => panic!("greedy chose {other:?} at move {}", game.move_number()),
    }
}

#[test]
fn a_failed_autosave_is_announced_at_once() {
    let dir = common::temp_dir("keys-autosave");
    let mut session = Session::start(&dir, common::games::fixed_clock).expect("the slot is free");
    session
        .replace(hopcard::testing::Next::New(Box::new(
            common::games::new_game(2, RuleSet::default()),
        )))
        .expect("nothing to keep");
    let mut h = common::harness(HopcardApp::new(session));
    h.run();
    press(&mut h, egui::Key::F6, false);
    play_first_legal_by_keys(&mut h);
    // The autosave cannot be replaced while a folder stands in its place.
    let auto = dir.join("autosave.ron");
    std::fs::remove_file(&auto).expect("remove");
    std::fs::create_dir(&auto).expect("a folder in the way");
    play_first_legal_by_keys(&mut h);
    common::until(&mut h, "the failed autosave", |h| {
        announced(h, "Not saved since move 2").is_some()
    });
    assert_eq!(
        announced(&h, "Not saved since move 2"),
        Some(Live::Assertive)
    );
}

#[test]
fn tab_goes_round_the_window_through_the_board_once() {
    let mut h = start();
    press(&mut h, egui::Key::F6, false);
    let mut seen = Vec::new();
    for _ in 0..80 {
        press(&mut h, egui::Key::Tab, false);
        if focused_hole(&h).is_some() {
            break;
        }
        seen.push(focused_label(&h));
    }
    assert!(focused_hole(&h).is_some(), "Tab came back to the board");
    assert_eq!(
        seen.last().map(String::as_str),
        Some("Help"),
        "the board comes right after the menu bar, and only there: {seen:?}"
    );
    press(&mut h, egui::Key::Tab, true);
    assert_eq!(focused_label(&h), "Help", "Shift+Tab goes back to the menu");
}

#[test]
fn the_review_keys_work_when_it_is_entered_from_the_board() {
    let mut h = start();
    press(&mut h, egui::Key::F6, false);
    play_first_legal_by_keys(&mut h);
    assert!(focused_hole(&h).is_some());
    press(&mut h, egui::Key::PageUp, false);
    assert!(h.query_by_label_contains("Reviewing: the start").is_some());
    assert_eq!(focused_hole(&h), None, "the board in review takes no keys");
    press(&mut h, egui::Key::Escape, false);
    assert!(
        h.query_by_label_contains("Reviewing: the start").is_none(),
        "Escape left the review"
    );
}
