//! The turn panel: whose turn, the route and its verdict, play, pass, take-back, result.

use super::HopcardApp;
use crate::rules::{Proposal, Route};
use egui::Ui;

pub fn panel(app: &mut HopcardApp, ui: &mut Ui) {
    let Some(game) = app.active() else {
        ui.label("No game yet.");
        return;
    };
    let pos = game.position().clone();
    let rules = *game.rules();
    let mover = pos.turn();
    let result = game.result_text();
    let certified = pos.pass_certified(&rules);
    let pieces = pos.pieces(mover).count_ones();
    let can_take_back = !game.plies().is_empty();
    let players: Vec<String> = (0..pos.seats().len())
        .map(|p| game.card.display_name(p))
        .collect();
    let label = game.player_label(mover);
    let number = game.move_number();
    let frozen = game.open_dispute().is_some();

    if let Some(text) = &result {
        ui.heading("Game over");
        ui.label(egui::RichText::new(text).strong().size(18.0));
        ui.separator();
    } else {
        ui.heading(format!("Move {number}"));
        ui.label(
            egui::RichText::new(format!("{label} to move"))
                .size(18.0)
                .color(super::board::colour_of(&pos.seats()[mover].colour)),
        );
        ui.separator();
    }

    let computer = app.computer_to_move();
    if let (Some(level), None) = (computer, &result) {
        ui.horizontal(|ui| {
            if app.shown.is_some() {
                ui.label(format!(
                    "The computer ({level}) plays the route shown on the board."
                ));
            } else {
                ui.add(egui::Spinner::new());
                ui.label(format!("The computer ({level}) is thinking…"));
            }
        });
    } else if result.is_none() {
        if app.route.is_empty() {
            ui.label("Click one of your pieces; its landings are marked. Click a marked hole, or build a chain hop by hop.");
        } else if app.route.len() == 1 {
            ui.label(format!("Selected {}. Click a marked hole.", app.route[0]));
        } else {
            let route = Route(app.route.clone());
            let verdict = pos.check(&rules, &Proposal::Route(route.clone()));
            ui.label(format!("Route {route}: {verdict}"));
            super::dispute_panel::dispute_this_route(app, ui);
        }
        ui.horizontal(|ui| {
            let playable = !frozen
                && app.route.len() >= 2
                && pos
                    .check(&rules, &Proposal::Route(Route(app.route.clone())))
                    .is_legal();
            if ui
                .add_enabled(playable, egui::Button::new("Play route"))
                .on_hover_text("Enter")
                .clicked()
            {
                app.commit();
            }
            if ui
                .add_enabled(app.route.len() > 1, egui::Button::new("Remove last hop"))
                .on_hover_text("Backspace or right-click")
                .clicked()
            {
                app.undo_hop();
            }
            if ui
                .add_enabled(!app.route.is_empty(), egui::Button::new("Cancel route"))
                .on_hover_text("Escape")
                .clicked()
            {
                app.route.clear();
            }
        });
    }
    if let Some(m) = app.message.clone() {
        ui.colored_label(ui.visuals().warn_fg_color, &m);
        super::dispute_panel::dispute_this_message(app, ui);
    }
    super::dispute_panel::turn_controls(app, ui);
    ui.separator();

    if result.is_none() {
        if certified {
            ui.group(|ui| {
                ui.label(format!("{label} has no legal move: all {pieces} pieces were checked, every step and hop chain in every direction. The pass is certified (clause 6)."));
            });
        }
        if ui
            .add_enabled(certified && !frozen, egui::Button::new("Pass"))
            .on_disabled_hover_text("Passing is allowed only when no legal move exists (clause 6)")
            .clicked()
        {
            app.pass();
        }
        if pos.passes() > 0 {
            ui.label(format!(
                "Passes in a row: {} of {} (a full round is a draw).",
                pos.passes(),
                players.len()
            ));
        }
    }

    match &mut app.takeback {
        None => {
            if ui
                .add_enabled(
                    can_take_back && !frozen,
                    egui::Button::new("Take back last move…"),
                )
                .clicked()
            {
                app.takeback = Some(vec![false; players.len()]);
            }
        }
        Some(consent) => {
            let mut go = false;
            let mut cancel = false;
            ui.group(|ui| {
                ui.label("Take back the last move? Every player must agree.");
                for (i, name) in players.iter().enumerate() {
                    if let Some(c) = consent.get_mut(i) {
                        ui.checkbox(c, format!("{name} agrees"));
                    }
                }
                ui.horizontal(|ui| {
                    let all = consent.iter().all(|c| *c);
                    if ui
                        .add_enabled(all, egui::Button::new("Take back"))
                        .clicked()
                    {
                        go = true;
                    }
                    if ui.button("Keep the move").clicked() {
                        cancel = true;
                    }
                });
            });
            if go {
                app.take_back();
            } else if cancel {
                app.takeback = None;
            }
        }
    }
    ui.separator();
    super::history::list(app, ui);
}
