//! Rendered pictures of the board, compared with committed baselines
//! (create or update them with UPDATE_SNAPSHOTS=1).

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::GameState;
use hopcard::HopcardApp;
use hopcard::{Position, RuleSet};

fn harness() -> Harness<'static, HopcardApp> {
    let game = GameState::from_position(RuleSet::default(), Position::card_start());
    rendered(HopcardApp::with_game(game, hopcard::testing::clock::system))
}

/// The app in a 1024x720 window, drawn for a snapshot.
fn rendered(app: HopcardApp) -> Harness<'static, HopcardApp> {
    crate::common::harness_with(app, egui::vec2(1024.0, 720.0), |b| {
        b.wgpu().with_render_cursor(false)
    })
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
    h.get(crate::common::named("O2, red piece")).click();
    h.run();
    h.remove_cursor();
    h.run();
    h.snapshot("board_selected_o2");
}

/// Four players with letters on their pieces, the colour-blind-safe colours
/// and the hole names: every piece can be told apart without colour.
#[test]
fn board_told_apart_without_colour() {
    let game = hopcard::GameState::new(
        {
            let mut card = hopcard::Card::new(
                ["red", "blue", "green", "black"]
                    .iter()
                    .map(|c| hopcard::Signatory {
                        name: String::new(),
                        colour: (*c).to_string(),
                    })
                    .collect(),
            );
            card.other_camps_chosen = true;
            card
        },
        hopcard::Card::camps(4)
            .iter()
            .zip(["red", "blue", "green", "black"])
            .fold(String::new(), |mut s, (camp, colour)| {
                let holes: Vec<String> = hopcard::testing::holes_of(camp.holes())
                    .map(|h| h.to_string())
                    .collect();
                s.push_str(&format!("{colour}@{camp}={} ", holes.join(",")));
                s
            })
            .trim()
            .parse()
            .expect("a four-player start"),
    );
    let app = HopcardApp::configured(
        hopcard::testing::Session::with_game(game, hopcard::testing::clock::system),
        hopcard::testing::AppOptions {
            prefs: hopcard::testing::Prefs {
                letters: true,
                palette: hopcard::testing::Palette::ColourBlindSafe,
                show_names: true,
                ..hopcard::testing::Prefs::default()
            },
            ..hopcard::testing::AppOptions::default()
        },
    );
    let mut h = rendered(app);
    h.run();
    h.snapshot("board_letters_safe_colours");
}
