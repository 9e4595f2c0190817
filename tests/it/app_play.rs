//! Desktop play, driven through AccessKit labels like a user (or a screen reader).

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hopcard::GameState;
use hopcard::HopcardApp;
use hopcard::{Clause, Hole, Outcome, Position, RuleSet};

use crate::common;
use common::{click, disabled, harness, type_into};

fn playing(position: &str, rules: RuleSet) -> Harness<'static, HopcardApp> {
    let pos: Position = position.parse().expect("test position parses");
    let mut h = harness(HopcardApp::with_game(
        GameState::from_position(rules, pos),
        hopcard::testing::clock::system,
    ));
    h.run();
    h
}

fn start() -> Harness<'static, HopcardApp> {
    playing(&Position::card_start().to_string(), RuleSet::default())
}

#[test]
fn opening_moves_by_both_players() {
    let mut h = start();
    click(&mut h, "N2, red piece");
    click(&mut h, "M6, empty");
    click(&mut h, "Play route");
    click(&mut h, "D3, blue piece");
    click(&mut h, "E8, empty");
    h.key_press(egui::Key::Enter);
    h.run();
    let game = h.state().game().expect("a game is running");
    assert_eq!(game.history_lines(), ["1. red N2-M6", "2. blue D3-E8"]);
    assert!(h.query(crate::common::named("M6, red piece")).is_some());
    assert!(h.query(crate::common::named("E8, blue piece")).is_some());
    assert!(h.query_by_label("Move 3").is_some());
}

#[test]
fn multi_hop_route_hop_by_hop_and_by_one_far_click() {
    // Red on Q1 can hop over P1 to O1... build a chain Q1 -> O1? Use an open board:
    // red I5 with bridges at H5 and F?: I5 hop over H5 (q=0,r=-1)... set explicit pieces.
    let pos = "red@bottom=K6,J5 blue@top=A1,H5 turn=red";
    let mut h = playing(pos, RuleSet::default());
    let game = h.state().game().expect("game");
    let moves = game.position().legal_moves(game.rules());
    let two_hop = moves
        .iter()
        .find(|m| m.route.0.len() == 3)
        .expect("a two-hop move exists")
        .clone();
    let names: Vec<String> = two_hop.route.0.iter().map(ToString::to_string).collect();
    // Hop by hop.
    click(&mut h, &format!("{}, red piece", names[0]));
    click(&mut h, &format!("{}, empty", names[1]));
    click(&mut h, &format!("{}, empty", names[2]));
    assert_eq!(h.state().route().len(), 3, "the route grew hop by hop");
    click(&mut h, "Play route");
    let game = h.state().game().expect("game");
    assert_eq!(game.history_lines(), [format!("1. red {}", two_hop.route)]);
    // By one far click: take back first, then click the far landing at once.
    h.state_mut().apply(hopcard::testing::Action::Game(
        hopcard::testing::GameAction::TakeBack(1),
    ));
    h.run();
    click(&mut h, &format!("{}, red piece", names[0]));
    click(&mut h, &format!("{}, empty", names[2]));
    assert_eq!(
        h.state().route().len(),
        3,
        "the shortest route was filled in"
    );
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().game().expect("game").plies().len(), 1);
}

#[test]
fn refused_click_shows_the_clause() {
    let mut h = start();
    click(&mut h, "N2, red piece");
    click(&mut h, "I5, empty");
    assert!(
        h.query_by_label_contains("N2-I5: illegal (clause 2)")
            .is_some()
    );
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.state().route().is_empty(), "Escape cancels the selection");
    click(&mut h, "A1, blue piece");
    assert!(
        h.query_by_label_contains("A1: illegal (clause 2)")
            .is_some()
    );
    assert!(h.query_by_label_contains("red's turn").is_some());
}

#[test]
fn pass_only_when_certified() {
    let mut h = start();
    assert!(disabled(&h, "Pass"), "red has moves at the start");
    h.get_by_label("Pass").click();
    h.run();
    assert_eq!(
        h.state().game().expect("game").plies().len(),
        0,
        "a disabled Pass does nothing"
    );
    // Red's pieces on A1 (home, locked in) and Q1 are fenced in by blue: no move at all.
    let mut h = playing(
        "red@bottom=A1,Q1 blue@top=B1,B2,C1,C3,P1,P2,O1,O3 turn=red",
        RuleSet::default(),
    );
    assert!(!disabled(&h, "Pass"));
    assert!(
        h.query_by_label_contains("all 2 pieces were checked")
            .is_some()
    );
    click(&mut h, "Pass");
    let game = h.state().game().expect("game");
    assert_eq!(game.history_lines(), ["1. red pass"]);
    assert_eq!(game.position().passes(), 1);
}

#[test]
fn a_full_round_of_passes_is_a_draw() {
    let mut h = playing(
        "red@bottom=A1,Q1 blue@top=B1,B2,C1,C3,P1,P2,O1,O3 turn=red passes=1",
        RuleSet::default(),
    );
    click(&mut h, "Pass");
    let game = h.state().game().expect("game");
    assert_eq!(game.outcome(), Outcome::Draw);
    assert!(h.query_by_label_contains("Agreed draw").is_some());
    assert!(h.query_by_label("Game over").is_some());
}

#[test]
fn win_screen_names_the_final_entry_swap() {
    let pos =
        "red@bottom=A1,B1,B2,C1,C2,C3,D2,D3,D4,E6 blue@top=D1,M5,M6,M7,N1,N2,N3,O1,O2,P1 turn=red";
    let mut h = playing(pos, RuleSet::default());
    click(&mut h, "E6, red piece");
    click(&mut h, "D1, blue piece");
    click(&mut h, "Play route");
    assert!(h.query_by_label_contains("final-entry swap").is_some());
    assert!(
        h.query(crate::common::named("E6, blue piece")).is_some(),
        "the blue piece went to red's start hole"
    );
    assert!(matches!(
        h.state().game().expect("game").outcome(),
        Outcome::Win { player: 0, .. }
    ));
}

#[test]
fn take_back_needs_every_player() {
    let mut h = start();
    click(&mut h, "N2, red piece");
    click(&mut h, "M6, empty");
    click(&mut h, "Play route");
    click(&mut h, "Take back last move…");
    assert!(disabled(&h, "Take back"));
    click(&mut h, "red agrees");
    assert!(disabled(&h, "Take back"), "one consent is not enough");
    click(&mut h, "blue agrees");
    click(&mut h, "Take back");
    let game = h.state().game().expect("game");
    assert_eq!(game.position(), &Position::card_start());
    assert_eq!(
        game.history_lines(),
        ["1. red N2-M6", "taken back: 1. red N2-M6"]
    );
    // The history panel shows the move once, struck through where it stood.
    assert!(h.query_by_label("1. red N2-M6 (taken back)").is_some());
    assert!(h.query_by_label_contains("taken back: ").is_none());
}

#[test]
fn history_names_the_players_and_marks_disputed_moves() {
    let mut card_game = common::games::new_game(2, RuleSet::default());
    card_game
        .play(&"N2-M6".parse().expect("route"))
        .expect("legal");
    let d3 = Hole::parse("D3").expect("hole");
    let e7 = Hole::parse("E7").expect("hole");
    card_game
        .raise_dispute(0, &[d3, e7], Clause::Moving, common::games::CLOCK)
        .expect("raise");
    card_game
        .resolve_dispute(
            hopcard::records::Resolution::ApplyCard,
            common::games::CLOCK,
        )
        .expect("the card plays it");
    let mut h = harness(HopcardApp::with_game(card_game, common::games::fixed_clock));
    h.run();
    assert!(h.query_by_label("1. Ann (red) N2-M6").is_some());
    assert!(
        h.query_by_label("2. Bob (blue) D3-E7 (disputed: dispute 1)")
            .is_some()
    );
    click(&mut h, "Take back last move…");
    assert!(
        h.query_by_label_contains("Take back 2. Bob (blue) D3-E7?")
            .is_some(),
        "the box names the move it undoes"
    );
}

#[test]
fn keyboard_builds_and_commits_a_route() {
    let mut h = start();
    // A click puts the board's tab stop where the pointer was; F6 brings
    // the focus there and the keys go on from there.
    click(&mut h, "N2, red piece");
    click(&mut h, "Cancel route");
    h.key_press(egui::Key::F6);
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    assert_eq!(h.state().route().len(), 1);
    h.key_press(egui::Key::ArrowUp);
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    let game = h.state().game().expect("game");
    assert_eq!(
        game.plies().len(),
        1,
        "{:?} {:?}",
        game.history_lines(),
        h.state().notice()
    );
}

#[test]
fn setup_gate_needs_both_confirmations() {
    let mut h = harness(HopcardApp::new(hopcard::testing::Session::in_memory(
        hopcard::testing::clock::system,
    )));
    h.run();
    assert!(
        h.query(crate::common::named("N2, red piece")).is_none(),
        "no board before the card is agreed"
    );
    type_into(&mut h, "Player 1 name", "Ann");
    type_into(&mut h, "Player 2 name", "Ben");
    assert!(disabled(&h, "Start game"));
    type_into(&mut h, "Ann's initials", "A");
    click(&mut h, "Confirm as Ann");
    assert!(disabled(&h, "Start game"), "one confirmation is not enough");
    type_into(&mut h, "Ben's initials", "B");
    click(&mut h, "Confirm as Ben");
    assert!(!disabled(&h, "Start game"));
    click(&mut h, "Start game");
    assert!(h.query(crate::common::named("N2, red piece")).is_some());
    assert!(h.query_by_label_contains("Ann (red) to move").is_some());
}

#[test]
fn explainer_loads_a_case_and_shows_its_verdict() {
    let mut h = start();
    click(&mut h, "Rules");
    click(&mut h, "Case 3: no swap in the middle game");
    click(&mut h, "E6, red piece");
    click(&mut h, "D1, blue piece");
    assert!(
        h.query_by_label_contains("E6-D1: illegal (clause 5)")
            .is_some()
    );
    assert!(
        h.query_by_label("Judged under the card's own options.")
            .is_some()
    );
    click(&mut h, "Back to the game");
    assert!(h.query(crate::common::named("N2, red piece")).is_some());
    // A won position offers nothing to try.
    click(&mut h, "Rules");
    click(&mut h, "Count example: available holes");
    assert!(h.query_by_label_contains("Nothing to try").is_some());
    assert!(h.query_by_label_contains("Try: ").is_none());
    assert!(
        h.query_by_label_contains("except finishing against a blocker: ")
            .is_some(),
        "the rules in the card's words, not flags"
    );
    assert!(h.query_by_label_contains("--completion").is_none());
    // Case 1: Pass is greyed out, and the panel says which move blocks it.
    click(&mut h, "Back to the game");
    click(&mut h, "Rules");
    click(&mut h, "Case 1: a sideways step means no pass");
    assert!(disabled(&h, "Pass"));
    assert!(
        h.query_by_label_contains(
            "Pass: illegal (clause 6): red still has a legal move (for example E3-"
        )
        .is_some()
    );
}

#[test]
fn board_fills_its_panel_at_every_size_and_scale() {
    for (w, h, ppp) in [
        (1280.0, 800.0, 1.0),
        (800.0, 600.0, 1.0),
        (1280.0, 800.0, 2.0),
        (640.0, 480.0, 2.0),
    ] {
        let game = GameState::from_position(RuleSet::default(), Position::card_start());
        let mut harness = common::harness_with(
            HopcardApp::with_game(game, hopcard::testing::clock::system),
            egui::vec2(w, h),
            |b| b.with_pixels_per_point(ppp),
        );
        harness.run();
        let rects: Vec<egui::Rect> = hopcard::Hole::all()
            .map(|hole| {
                let label = match harness
                    .state()
                    .game()
                    .and_then(|g| g.position().owner(hole))
                {
                    Some(0) => format!("{hole}, red piece"),
                    Some(_) => format!("{hole}, blue piece"),
                    None => format!("{hole}, empty"),
                };
                harness.get(crate::common::named(&label)).rect()
            })
            .collect();
        let turn_panel = harness.get_by_label("Pass").rect();
        let (mut left, mut right, mut top, mut bottom) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
        for r in &rects {
            assert!(
                r.min.x >= 0.0 && r.min.y >= 0.0 && r.max.x <= w && r.max.y <= h,
                "{w}x{h}@{ppp}: {r:?} off screen"
            );
            assert!(
                r.max.x <= turn_panel.min.x,
                "{w}x{h}@{ppp}: a hole ({r:?}) runs under the turn panel ({turn_panel:?}); first hole {:?}",
                rects[0]
            );
            left = left.min(r.center().x);
            right = right.max(r.center().x);
            top = top.min(r.center().y);
            bottom = bottom.max(r.center().y);
        }
        // The star fills the space it is given: most of the height or of the width left of the panel.
        let fills = bottom - top > 0.75 * h || right - left > 0.75 * turn_panel.min.x;
        assert!(
            fills,
            "{w}x{h}@{ppp}: star only {}x{}",
            right - left,
            bottom - top
        );
        // Neighbouring holes never overlap.
        let size = rects[60].width();
        for (i, a) in rects.iter().enumerate() {
            for b in &rects[i + 1..] {
                assert!(
                    a.center().distance(b.center()) > size * 0.6,
                    "{w}x{h}@{ppp}: holes overlap"
                );
            }
        }
        assert!(right > left);
    }
}

#[test]
fn idle_means_idle() {
    let mut h = start();
    click(&mut h, "N2, red piece");
    // Nothing happens without input: the UI settles at once instead of repainting.
    let steps = h.run();
    assert!(steps <= 1, "the UI kept repainting for {steps} steps");
}

#[test]
fn colours_are_chosen_by_named_combo_boxes_and_must_differ() {
    let mut h = harness(HopcardApp::new(hopcard::testing::Session::in_memory(
        hopcard::testing::clock::system,
    )));
    h.run();
    type_into(&mut h, "Player 1 name", "Ann");
    type_into(&mut h, "Player 2 name", "Ben");
    click(&mut h, "Player 2 colour");
    click(&mut h, "red");
    assert!(
        h.query_by_label_contains("same colour").is_some(),
        "two red players are refused"
    );
    click(&mut h, "Player 2 colour");
    click(&mut h, "green");
    assert!(h.query_by_label_contains("same colour").is_none());
    type_into(&mut h, "Ann's initials", "A");
    click(&mut h, "Confirm as Ann");
    type_into(&mut h, "Ben's initials", "B");
    click(&mut h, "Confirm as Ben");
    click(&mut h, "Start game");
    assert!(h.query_by_label_contains("Ann (red) to move").is_some());
    assert_eq!(
        h.state().game().map(|g| g.card.players[1].colour.as_str()),
        Some("green")
    );
}

#[test]
fn windows_open_below_the_menu_bar() {
    let mut h = start();
    let menu_bottom = h.get_by_label("Game").rect().bottom();
    click(&mut h, "Game");
    click(&mut h, "Show the card");
    click(&mut h, "Dispute log…");
    for title in ["The agreement card", "Disputes"] {
        let top = h
            .query_all_by_label(title)
            .map(|n| n.rect().top())
            .fold(f32::INFINITY, f32::min);
        assert!(
            top >= menu_bottom,
            "{title} at {top}, menu bar ends at {menu_bottom}"
        );
    }
    // The menu stays usable with both windows open.
    click(&mut h, "Game");
    assert!(h.query_by_label("New game… Ctrl+N").is_some());
}

#[test]
fn the_turn_panel_keeps_its_width_whatever_the_message() {
    let mut h = start();
    let width = |h: &Harness<'_, HopcardApp>| h.get_by_label("Play route").rect().left();
    let before = width(&h);
    // A long refusal (the clause's whole reason) must wrap, not widen the panel.
    click(&mut h, "N2, red piece");
    click(&mut h, "A1, blue piece");
    click(&mut h, "Cancel route");
    assert!(
        (width(&h) - before).abs() < 0.5,
        "the panel moved: {before} -> {}",
        width(&h)
    );
}

#[test]
fn help_shows_keys_routes_and_where_each_clause_is_explained() {
    let mut h = start();
    assert!(h.query_by_label("Building a route").is_none());
    click(&mut h, "Help");
    click(&mut h, "Help (F1)");
    assert!(h.query_by_label("Building a route").is_some());
    for (key, what) in hopcard::testing::SHORTCUTS {
        assert!(h.query_by_label(key).is_some(), "{key}");
        assert!(h.query_by_label(what).is_some(), "{what}");
    }
    assert!(
        h.query_by_label_contains("Clause 6: passing; see Case 1: a sideways step means no pass")
            .is_some()
    );
    // Closed with its title bar's button, opened again with F1.
    h.get_by_label("Close window").click();
    h.run();
    assert!(h.query_by_label("Building a route").is_none());
    h.key_press(egui::Key::F1);
    h.run();
    assert!(h.query_by_label("Building a route").is_some());
}

/// Each window closes with its title bar's button and opens again from the
/// menu: the open flags are the panels' register, changed only by actions.
#[test]
fn the_card_and_dispute_windows_close_and_open_again() {
    let mut h = start();
    for (item, inside) in [
        ("Show the card", "Export as RON…"),
        ("Disputes…", "No disputes in this game."),
    ] {
        click(&mut h, "Game");
        click(&mut h, item);
        assert!(h.query_by_label(inside).is_some(), "{item} opens");
        h.get_by_label("Close window").click();
        h.run();
        assert!(h.query_by_label(inside).is_none(), "{item} closes");
        click(&mut h, "Game");
        click(&mut h, item);
        assert!(h.query_by_label(inside).is_some(), "{item} opens again");
        h.get_by_label("Close window").click();
        h.run();
    }
}

#[test]
fn route_buttons_keep_their_places_as_the_message_changes() {
    let mut h = start();
    let place = |h: &Harness<'_, HopcardApp>| {
        ["Play route", "Remove last hop", "Cancel route"].map(|b| h.get_by_label(b).rect())
    };
    let before = place(&h);
    click(&mut h, "N2, red piece");
    assert_eq!(place(&h), before, "after choosing a piece");
    click(&mut h, "M6, empty");
    assert_eq!(place(&h), before, "once the route is legal");
    let dispute = h.get_by_label("Dispute this").rect();
    assert!(
        before.iter().all(|b| !b.intersects(dispute)),
        "\"Dispute this\" never takes a route button's place"
    );
}

#[test]
fn a_played_move_travels_hop_by_hop_then_the_board_is_idle() {
    let mut h = start();
    assert!(!h.state().animating());
    click(&mut h, "View");
    click(&mut h, "Animate moves");
    h.key_press(egui::Key::Escape);
    h.run();
    click(&mut h, "N2, red piece");
    click(&mut h, "M6, empty");
    h.get_by_label("Play route").click();
    h.step();
    h.step();
    assert!(h.state().animating(), "the piece is on its way");
    // `run` returns only once no frame is asked for: the frames stop after
    // the last hop, and the piece is in its hole.
    h.run();
    assert!(!h.state().animating());
    assert!(h.query(crate::common::named("M6, red piece")).is_some());
    // Switched off, a move lands at once.
    click(&mut h, "View");
    click(&mut h, "Animate moves");
    h.key_press(egui::Key::Escape);
    h.run();
    click(&mut h, "D3, blue piece");
    click(&mut h, "E8, empty");
    h.get_by_label("Play route").click();
    h.step();
    assert!(!h.state().animating());
}

/// The AccessKit description of a hole's node (where a restriction is told).
fn description(h: &Harness<'_, HopcardApp>, label: &str) -> Option<String> {
    h.get(crate::common::named(label))
        .accesskit_node()
        .description()
}

/// Camps where the player to move may not stop (or not land) are marked on
/// the board before anyone tries: each hole of them names the rule and its
/// clause (tooltip and AccessKit), the turn panel says which camps, and the
/// clause is the one a refused move there cites.
#[test]
fn restricted_camps_are_marked_with_their_clause() {
    let no_rest = RuleSet {
        unused: hopcard::Unused::NoRest,
        ..RuleSet::default()
    };
    let mut h = playing("red=K3,N1 blue=K2,J1 turn=red", no_rest);
    let said = description(&h, "K1, empty").expect("K1 says why it is marked");
    assert_eq!(
        said,
        "Clause 4: no turn may end here, in the unused lower-left camp (unused camps: no-rest)"
    );
    assert!(
        description(&h, "K2, blue piece").is_some_and(|d| d.contains("no turn may end here")),
        "every hole of the camp"
    );
    assert_eq!(
        h.get(crate::common::named("K1, empty"))
            .accesskit_node()
            .label()
            .as_deref(),
        Some("K1, empty, no turn may end here (clause 4)"),
        "the hole's name says its mark"
    );
    assert_eq!(description(&h, "I5, empty"), None, "the centre is free");
    assert_eq!(
        description(&h, "A1, empty"),
        None,
        "blue's destination is its own"
    );
    assert!(
        h.query_by_label_contains(
            "Marked on the board, clause 4: no turn may end in the unused camps (upper-right, lower-right, lower-left, upper-left)."
        )
        .is_some()
    );
    click(&mut h, "K3, red piece");
    click(&mut h, "K1, empty");
    assert!(
        h.query_by_label_contains("K3-K1: illegal (clause 4)")
            .is_some(),
        "the refusal cites the clause the mark names"
    );

    // Three players, no entry to other players' camps: green's destination
    // (lower-left) and blue's start are marked for red, red's own are not.
    let no_entry = RuleSet {
        other_camps: hopcard::OtherCamps::NoEntry,
        ..RuleSet::default()
    };
    let three = "red@bottom=K3,N1 blue@upper-left=K2,J1 green@upper-right=E13 turn=red";
    let h = playing(three, no_entry);
    assert_eq!(
        description(&h, "K1, empty").as_deref(),
        Some(
            "Clause 4: no piece may land here, in green's destination (lower-left) (other camps: no-entry)"
        )
    );
    assert!(description(&h, "F2, empty").is_some_and(|d| d.contains("blue's start camp")));
    assert_eq!(description(&h, "O1, empty"), None, "red's own start");
    assert_eq!(description(&h, "B1, empty"), None, "red's own destination");

    // Under the card's own options nothing is marked.
    let h = start();
    assert_eq!(description(&h, "K1, empty"), None);
    assert!(h.query_by_label_contains("Marked on the board").is_none());
}

/// A game whose file is just under the loader's cap (a statement of
/// megabytes, as files written before statements had a bound may hold):
/// it opens, but any further move would make a file the loader refuses.
/// The dispute is over the second legal route, so nothing on screen names
/// the first one, which the test plays. The long statement is put into the
/// game's text, as a file holds it: typed in, its checks over megabytes
/// take half a minute in a debug build.
fn game_at_the_size_cap() -> GameState {
    use hopcard::records;
    use hopcard::records::DisputeEdit;
    use hopcard::records::Resolution;
    let clock = common::games::CLOCK;
    let mut game = common::games::new_game(2, RuleSet::default());
    let moves = game.position().legal_moves(game.rules());
    game.raise_dispute(0, &moves[1].route.0, Clause::Moving, clock)
        .expect("raised");
    let mark = "LONG-STATEMENT";
    let text = mark.to_string();
    game.edit_dispute(DisputeEdit::Statement { player: 0, text })
        .expect("stated");
    game.resolve_dispute(Resolution::Withdrawn, clock)
        .expect("withdrawn");
    let size = |g: &GameState| records::game_file_text(g, clock).expect("text").len();
    let cap = usize::try_from(records::MAX_FILE_BYTES).expect("fits");
    let long = "x".repeat(cap - 8 * 1024 - (size(&game) - mark.len()));
    let text = ron::to_string(&game).expect("as text").replace(mark, &long);
    let at_cap: GameState = ron::from_str(&text).expect("read back");
    let bytes = size(&at_cap);
    assert!(bytes <= cap && bytes > cap - 16 * 1024, "{bytes} bytes");
    at_cap
}

/// Issue 34: at the size cap a played route was re-judged, shown in orange
/// as "legal" with no reason, and Play did nothing. The refusal now says
/// why, in the status line, and nothing shows the move as playable.
#[test]
fn at_the_size_cap_a_move_is_refused_with_its_reason() {
    let mut h = harness(HopcardApp::with_game(
        game_at_the_size_cap(),
        common::games::fixed_clock,
    ));
    h.run();
    let (piece, landing) = common::first_legal_labels(&h);
    let route = {
        let game = h.state().game().expect("game");
        game.position().legal_moves(game.rules())[0]
            .route
            .to_string()
    };
    click(&mut h, &piece);
    click(&mut h, &landing);
    assert!(!disabled(&h, "Play route"));
    click(&mut h, "Play route");
    assert_eq!(common::moves(&h), 0, "nothing played");
    let notice = h.state().notice().cloned().expect("the refusal says why");
    assert!(notice.problem, "{notice:?}");
    assert!(
        notice.text.contains(&format!("{route} was not played"))
            && notice.text.contains("more than a game file may hold"),
        "{}",
        notice.text
    );
    assert!(
        h.query_by_label_contains("more than a game file may hold")
            .is_some()
    );
    assert!(
        h.query_by_label_contains(&format!("{route}: legal"))
            .is_none(),
        "the refused move is not shown as legal"
    );
    assert!(disabled(&h, "Play route"));
}
