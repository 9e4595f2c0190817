//! A dispute on a small screen (issue 12): at 800x600 the frozen board keeps
//! at least half of the window and stays clickable, the record opens at its
//! top, and the whole flow (piece, two-hop route, clause, resolution) works
//! by AccessKit label.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::GameState;
use hopcard::HopcardApp;
use hopcard::{Clause, Hole, Position, RuleSet};

use crate::common;
use common::click;

/// After N2-M6 and D3-E7: red's O1 can hop O1-M5-M7.
const TWO_HOPS: &str =
    "red@bottom=M6,N1,N3,N4,O1,O2,O3,P1,P2,Q1 blue@top=A1,B1,B2,C1,C2,C3,D1,D2,D4,E7 turn=red";

fn fixed_clock() -> i64 {
    1_740_830_400
}

/// Ann (red) and Bob (blue) by a confirmed card, two moves played: the turn
/// panel as a family sees it, names and all.
fn start(size: egui::Vec2) -> Harness<'static, HopcardApp> {
    let mut game = common::games::new_game(2, RuleSet::default());
    for step in ["N2-M6", "D3-E7"] {
        game.play(&step.parse().expect("route")).expect("legal");
    }
    let pos: Position = TWO_HOPS.parse().expect("position");
    assert_eq!(game.position(), &pos);
    let app = HopcardApp::with_game(game, fixed_clock);
    let mut h = common::harness_sized(app, size);
    h.run();
    h
}

/// The AccessKit label of a hole's button in `pos`.
fn hole_label(pos: &Position, hole: Hole) -> String {
    match pos.owner(hole).and_then(|p| pos.seats().get(p)) {
        Some(seat) => format!("{hole}, {} piece", seat.colour),
        None => format!("{hole}, empty"),
    }
}

/// Every hole button's rectangle.
fn hole_rects(h: &Harness<'_, HopcardApp>) -> Vec<(Hole, egui::Rect)> {
    let pos = h.state().game().expect("game").position().clone();
    Hole::all()
        .map(|hole| {
            let label = hole_label(&pos, hole);
            let node = h.get(crate::common::named(&label));
            (hole, node.rect())
        })
        .collect()
}

fn assert_board_usable(h: &Harness<'_, HopcardApp>, window: egui::Vec2) {
    let rects = hole_rects(h);
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, window);
    let mut span = egui::Rect::NOTHING;
    for (hole, r) in &rects {
        assert!(screen.contains_rect(*r), "{hole} is clipped: {r:?}");
        span = span.union(*r);
    }
    // The star is about 13 hole pitches wide and 15 high: its holes spanning
    // 45% of the width (or, in a wide window, 65% of the height) means the
    // board has at least half of the window.
    let enough = (0.45 * window.x).min(0.65 * window.y);
    assert!(
        span.width() >= enough,
        "the board spans only {} of {window:?}",
        span.width()
    );
    let closest = rects
        .iter()
        .flat_map(|(a, ra)| {
            rects
                .iter()
                .filter(move |(b, _)| b != a)
                .map(move |(_, rb)| ra.center().distance(rb.center()))
        })
        .fold(f32::INFINITY, f32::min);
    assert!(closest >= 14.0, "holes only {closest} px apart");
}

#[test]
fn a_whole_dispute_at_800_by_600() {
    let window = egui::vec2(800.0, 600.0);
    let mut h = start(window);
    assert_board_usable(&h, window);
    click(&mut h, "Dispute");
    assert!(
        h.query_by_label_contains("Board frozen by dispute 1")
            .is_some(),
        "the banner is one line naming the dispute"
    );
    assert_board_usable(&h, window);
    // The record opens at its top, and no verdict is shown before a piece.
    let d = h
        .state()
        .game()
        .and_then(GameState::open_dispute)
        .expect("open");
    let raised = h
        .get_by_label(&format!("Raised by {}", d.raised_by_name))
        .rect();
    assert!(
        egui::Rect::from_min_size(egui::Pos2::ZERO, window).contains_rect(raised),
        "\"Raised by\" is in view: {raised:?}"
    );
    assert!(h.query_by_label_contains("Verdict under").is_none());

    // The piece and a two-hop route, clicked on the frozen board.
    click(&mut h, "O1, red piece");
    click(&mut h, "M5, empty");
    click(&mut h, "M7, empty");
    let d = h
        .state()
        .game()
        .and_then(GameState::open_dispute)
        .expect("open");
    assert_eq!(d.route.to_string(), "O1-M5-M7");
    assert!(
        h.query_by_label("Verdict under the game's card: legal")
            .is_some()
    );
    click(&mut h, "Clause 2");
    let d = h
        .state()
        .game()
        .and_then(GameState::open_dispute)
        .expect("open");
    assert_eq!(d.clause, Clause::Moving);
    click(&mut h, "Apply the card");
    let game = h.state().game().expect("game");
    assert!(game.open_dispute().is_none(), "resolved");
    let m7 = Hole::parse("M7").expect("hole");
    assert_eq!(game.position().owner(m7), Some(0), "the card let red hop");
    assert!(h.query_by_label_contains("Board frozen").is_none());
    assert_board_usable(&h, window);
}

#[test]
fn the_board_keeps_half_the_window_at_larger_sizes_too() {
    for window in [
        egui::vec2(1024.0, 700.0),
        egui::vec2(1280.0, 800.0),
        egui::vec2(1600.0, 900.0),
        egui::vec2(1920.0, 1080.0),
    ] {
        let mut h = start(window);
        click(&mut h, "Dispute");
        assert!(
            h.query_by_label_contains("Board frozen by dispute")
                .is_some()
        );
        assert_board_usable(&h, window);
        // Where the turn panel stays beside the board, nothing of the board
        // reaches under it.
        if let Some(log) = h.query_by_label("Dispute log…") {
            let mut right = hole_rects(&h)
                .iter()
                .map(|(_, r)| r.max.x)
                .fold(0.0, f32::max);
            // The banner spans the board's whole panel.
            let banner = h.get_by_label_contains("Board frozen by dispute").rect();
            right = right.max(banner.max.x);
            assert!(
                right < log.rect().min.x,
                "the board's panel runs under the turn panel at {window:?}"
            );
        }
    }
}
