#![cfg(feature = "desktop")]
//! Rendered pictures of the board, compared with committed baselines
//! (create or update them with UPDATE_SNAPSHOTS=1).

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::app::HopcardApp;
use hopcard::rules::{Position, RuleSet};
use hopcard::state::GameState;

fn harness() -> Harness<'static, HopcardApp> {
    let game = GameState::from_position(RuleSet::default(), Position::card_start());
    Harness::builder()
        .with_size(egui::vec2(1024.0, 720.0))
        .wgpu()
        .with_render_cursor(false)
        .build_ui_state(
            |ui, app: &mut HopcardApp| app.show(ui),
            HopcardApp::with_game(game, hopcard::clock::system),
        )
}

#[test]
fn board_at_the_start() {
    let mut h = harness();
    h.run();
    h.snapshot("board_start");
}

#[test]
fn board_with_a_selected_piece_and_its_marks() {
    let mut h = harness();
    h.run();
    h.get_by_label("O2, red piece").click();
    h.run();
    h.remove_cursor();
    h.run();
    h.snapshot("board_selected_o2");
}
