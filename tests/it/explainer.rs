//! The rules explainer (Rules menu): every entry opens its own case, and
//! each case's "Try" shows what the case teaches.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hopcard::GameState;
use hopcard::HopcardApp;
use hopcard::testing::explainer_cases as scenarios;
use hopcard::{Hole, Position, RuleSet};

use crate::common;
use common::{click, disabled, harness};

fn start() -> Harness<'static, HopcardApp> {
    let mut h = harness(HopcardApp::with_game(
        GameState::from_position(RuleSet::default(), Position::card_start()),
        hopcard::testing::clock::system,
    ));
    h.run();
    h
}

fn open(h: &mut Harness<'_, HopcardApp>, title: &str) {
    click(h, "Rules");
    click(h, title);
}

/// Whether the hole's node is shown as part of the route on the board.
fn on_route(h: &Harness<'_, HopcardApp>, label: &str) -> bool {
    h.get(crate::common::named(label))
        .accesskit_node()
        .toggled()
        == Some(egui::accesskit::Toggled::True)
}

#[test]
fn every_rules_menu_entry_opens_its_own_case() {
    let mut h = start();
    let all = scenarios();
    assert!(all.len() >= 9, "the count example and the six cases");
    for s in &all {
        open(&mut h, s.title);
        let banner = format!("Rules explainer: {}", s.title);
        assert!(
            h.query_by_label(&banner).is_some(),
            "{} opens itself",
            s.title
        );
        for other in all.iter().filter(|o| o.title != s.title) {
            let wrong = format!("Rules explainer: {}", other.title);
            assert!(
                h.query_by_label(&wrong).is_none(),
                "{} shows {}",
                s.title,
                other.title
            );
        }
        assert!(h.query_by_label(s.explanation).is_some(), "{}", s.title);
        let case = h.state().session().board().expect("a case").clone();
        assert_eq!(case.rules(), &s.rules, "{}", s.title);
        assert_eq!(case.start(), &s.position().expect("parses"), "{}", s.title);
        click(&mut h, "Back to the game");
        assert!(!h.state().session().case_open());
    }
}

#[test]
fn case_6_is_not_the_count_example_it_shares_a_position_with() {
    let mut h = start();
    open(&mut h, "Case 6: a new rule waits for a new game");
    assert!(
        h.query_by_label("Rules explainer: Case 6: a new rule waits for a new game")
            .is_some()
    );
    assert!(h.query_by_label_contains("Count example").is_none());
}

#[test]
fn case_1_tries_the_pass_and_shows_the_move_that_blocks_it() {
    let mut h = start();
    open(&mut h, "Case 1: a sideways step means no pass");
    assert!(disabled(&h, "Pass"), "no pass while a move exists");
    click(&mut h, "Try: pass");
    let refused = h
        .get_by_label_contains("pass: illegal (clause 6): red still has a legal move (for example ")
        .value()
        .unwrap_or_default();
    let named = refused
        .split("for example ")
        .nth(1)
        .and_then(|t| t.split(')').next())
        .expect("the blocking move is named")
        .to_string();
    // The blocking move is on the board, ready to play.
    let route: Vec<Hole> = h.state().route().to_vec();
    let shown: Vec<String> = route.iter().map(ToString::to_string).collect();
    assert_eq!(shown.join("-"), named, "the named move is drawn");
    assert!(on_route(&h, &format!("{}, red piece", shown[0])));
    assert!(on_route(&h, &format!("{}, empty", shown[1])));
    assert!(h.query_by_label(&format!("Route {named}: legal")).is_some());
    assert!(!disabled(&h, "Play route"));
    assert!(
        h.query_by_label("Dispute this").is_none(),
        "a case is not disputable"
    );
    click(&mut h, "Play route");
    let case = h.state().session().board().expect("the case");
    assert_eq!(
        case.plies().len(),
        1,
        "the blocking move was played on the case"
    );
    assert!(
        h.state().game().is_some_and(|g| g.plies().is_empty()),
        "the game is untouched"
    );
}

#[test]
fn a_cases_try_puts_its_route_on_the_board_with_the_verdict() {
    let mut h = start();
    open(&mut h, "Case 2: an arrived piece stays home");
    click(&mut h, "Try: D1-E5");
    assert!(
        h.query_by_label_contains("D1-E5: illegal (clause 3)")
            .is_some()
    );
    assert_eq!(
        h.state().route(),
        [Hole::parse("D1").expect("hole")],
        "its piece is selected"
    );
    open(&mut h, "Count example: final-entry swap");
    click(&mut h, "Try: E6-D1");
    assert!(h.query_by_label("Route E6-D1: legal swap").is_some());
    click(&mut h, "Play route");
    assert!(
        h.query_by_label_contains("red wins by a final-entry swap (clause 5)")
            .is_some()
    );
}
