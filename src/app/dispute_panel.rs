//! Disputes on the desktop (clause 7): the "Dispute" controls, the frozen
//! board, the dispute panel beside it, and the dispute log window with export.
//!
//! Every change goes through `Game` (raise, edit, resolve); this module only
//! maps clicks and fields to those calls.

use super::HopcardApp;
use super::board::{Layout, colour_of};
use super::file_dialog::{FilePrompt, Purpose};
use crate::dispute::{Dispute, DisputeEdit, DisputeLog, Format, Resolution};
use crate::game::Game;
use crate::rules::{Hole, Proposal, Route, Verdict};
use egui::{Color32, Sense, Stroke, Ui, Vec2};
use std::path::Path;

/// Dispute UI state that is not game state.
#[derive(Default, Debug, Clone)]
pub struct DisputeUi {
    /// The dispute log window is open.
    pub show_log: bool,
    /// The change being written for "Agree a change for a new game".
    pub change: String,
    /// The last refusal or notice from a dispute control.
    pub note: Option<String>,
}

/// The real game, when it is the one on the board (not an explainer scenario).
fn game_on_board(app: &HopcardApp) -> Option<&Game> {
    if app.sandbox.is_some() {
        None
    } else {
        app.game.as_ref()
    }
}

/// The open dispute of the game on the board.
#[must_use]
pub fn open(app: &HopcardApp) -> Option<&Dispute> {
    game_on_board(app).and_then(Game::open_dispute)
}

/// Whether an open dispute freezes the board.
#[must_use]
pub fn is_frozen(app: &HopcardApp) -> bool {
    open(app).is_some()
}

/// The clause a route's verdict names, else 2 (how pieces move).
fn clause_for(verdict: &Verdict) -> u8 {
    match verdict {
        Verdict::Illegal {
            clause: Some(c), ..
        } => *c,
        _ => 2,
    }
}

/// Raise a dispute on the real game over `route`, by `raised_by`; the board freezes.
pub fn raise(app: &mut HopcardApp, raised_by: usize, route: &[Hole]) {
    let time = (app.clock)();
    if app.sandbox.is_some() {
        app.dispute.note = Some("Disputes belong to the game: go back to it first.".into());
        return;
    }
    let Some(game) = app.game.as_mut() else {
        return;
    };
    let clause = clause_for(&game.check(&Proposal::Route(Route(route.to_vec()))));
    match game.raise_dispute(raised_by, route, clause, &time) {
        Ok(_) => {
            app.route.clear();
            app.message = None;
            app.takeback = None;
            app.dispute.note = None;
            app.dispute.change.clear();
        }
        Err(e) => app.dispute.note = Some(e.to_string()),
    }
}

fn edit(app: &mut HopcardApp, change: DisputeEdit) {
    let Some(game) = app.game.as_mut() else {
        return;
    };
    match game.edit_dispute(change) {
        Ok(()) => app.dispute.note = None,
        Err(e) => app.dispute.note = Some(e.to_string()),
    }
}

/// A board click while frozen goes to the dispute record: the first click
/// chooses the moving piece, later clicks add route holes in order.
/// Returns whether the click was taken (nothing moves either way).
pub fn take_click(app: &mut HopcardApp, hole: Hole) -> bool {
    let Some(d) = open(app) else {
        return false;
    };
    let change = if d.piece.is_some() {
        DisputeEdit::AddHole(hole)
    } else {
        DisputeEdit::Piece(hole)
    };
    edit(app, change);
    true
}

/// The disputed route to draw on a frozen board (start first).
#[must_use]
pub fn frozen_route(app: &HopcardApp) -> Option<Vec<Hole>> {
    open(app).map(|d| d.route.0.clone())
}

/// "Dispute this" beside a refused move: the mover disputes the refusal.
pub fn dispute_this_message(app: &mut HopcardApp, ui: &mut Ui) {
    let Some(route) = app.refused.clone().filter(|_| app.message.is_some()) else {
        return;
    };
    let Some(mover) = game_on_board(app).map(|g| g.position().turn()) else {
        return;
    };
    if is_frozen(app) {
        return;
    }
    if ui
        .button("Dispute this")
        .on_hover_text("Freeze the board and record the refused route as a dispute (clause 7)")
        .clicked()
    {
        raise(app, mover, &route);
    }
}

/// "Dispute this" beside a proposed route before it is played: the next player objects.
pub fn dispute_this_route(app: &mut HopcardApp, ui: &mut Ui) {
    let Some(game) = game_on_board(app) else {
        return;
    };
    if app.route.len() < 2 || app.message.is_some() || is_frozen(app) {
        return;
    }
    let objector = (game.position().turn() + 1) % game.position().seats().len().max(1);
    if ui
        .button("Dispute this")
        .on_hover_text("Object to this route before it is played: the board freezes (clause 7)")
        .clicked()
    {
        let route = app.route.clone();
        raise(app, objector, &route);
    }
}

/// The "Dispute" and "Dispute log…" buttons of the turn panel.
pub fn turn_controls(app: &mut HopcardApp, ui: &mut Ui) {
    let on_board = game_on_board(app).map(|g| g.position().turn());
    let frozen = is_frozen(app);
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(on_board.is_some() && !frozen, egui::Button::new("Dispute"))
            .on_hover_text(
                "The players disagree: freeze the board and write down what is disputed (clause 7)",
            )
            .on_disabled_hover_text("A dispute is open already, or no game is on the board")
            .clicked()
            && let Some(mover) = on_board
        {
            let route = app.route.clone();
            raise(app, mover, &route);
        }
        if ui
            .add_enabled(app.game.is_some(), egui::Button::new("Dispute log…"))
            .clicked()
        {
            app.dispute.show_log = true;
        }
    });
    if frozen {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            "Board frozen by a dispute: no move, pass or take-back until it is resolved.",
        );
    }
    if !frozen && let Some(n) = &app.dispute.note {
        ui.colored_label(ui.visuals().warn_fg_color, n);
    }
}

/// The banner above a frozen board.
pub fn banner(app: &HopcardApp, ui: &mut Ui) {
    let Some(d) = open(app) else { return };
    let step = if d.piece.is_none() {
        "Click the moving piece."
    } else {
        "Click the holes of the route in order."
    };
    egui::Frame::new()
        .fill(Color32::from_rgb(0x30, 0x48, 0x90))
        .inner_margin(6.0)
        .corner_radius(4.0)
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new("Board frozen by a dispute")
                    .strong()
                    .size(18.0)
                    .color(Color32::WHITE),
            );
            ui.label(
                egui::RichText::new(format!(
                    "Dispute {}: nothing moves until it is resolved or withdrawn. {step}",
                    d.number
                ))
                .color(Color32::WHITE),
            );
        });
}

/// The dispute panel on the left while a dispute is open.
pub fn side_panel(app: &mut HopcardApp, ui: &mut Ui) {
    if !is_frozen(app) {
        return;
    }
    egui::Panel::left("dispute")
        .default_size(380.0)
        .min_size(300.0)
        .show(ui, |ui| {
            let Some(d) = open(app).cloned() else {
                return;
            };
            // The resolution stays in view below; the record scrolls above it.
            egui::Panel::bottom("dispute-resolve").show(ui, |ui| resolve_section(app, ui, &d));
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| record(app, ui, &d));
        });
}

/// Every field of the open dispute, editable while it is open.
fn record(app: &mut HopcardApp, ui: &mut Ui, d: &Dispute) {
    let Some(game) = game_on_board(app) else {
        return;
    };
    let clauses = game.card.clauses();
    ui.heading(format!("Dispute {} (open)", d.number));
    ui.label("The board is frozen: record the disagreement, then resolve it.");
    ui.separator();

    ui.horizontal_wrapped(|ui| {
        ui.label("Raised by:");
        for s in &d.statements {
            if ui
                .radio(d.raised_by == s.player, format!("Raised by {}", s.name))
                .clicked()
            {
                edit(app, DisputeEdit::RaisedBy(s.player));
            }
        }
    });
    ui.label(format!("Time: {}", d.time));
    ui.label(format!(
        "Whose turn: {} (move {})",
        d.turn_name, d.move_number
    ));
    ui.separator();

    let piece = d
        .piece
        .as_ref()
        .map_or_else(|| "click it on the board".to_string(), ToString::to_string);
    ui.label(format!("Moving piece: {piece}"));
    ui.label(format!("Proposed route: {}", d.route_text()));
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(!d.route.0.is_empty(), egui::Button::new("Remove last hole"))
            .clicked()
        {
            edit(app, DisputeEdit::RemoveLast);
        }
        if ui
            .add_enabled(
                !d.route.0.is_empty(),
                egui::Button::new("Clear piece and route"),
            )
            .clicked()
        {
            edit(app, DisputeEdit::ClearRoute);
        }
    });
    let verdict_colour = if d.verdict.is_legal() {
        Color32::from_rgb(0x10, 0x90, 0x50)
    } else {
        ui.visuals().warn_fg_color
    };
    ui.label(
        egui::RichText::new(format!("Verdict under the signed card: {}", d.verdict))
            .strong()
            .color(verdict_colour),
    );
    ui.separator();

    ui.label("Clause cited:");
    ui.horizontal_wrapped(|ui| {
        for (n, _) in &clauses {
            if ui.radio(d.clause == *n, format!("Clause {n}")).clicked() {
                edit(app, DisputeEdit::Clause(*n));
            }
        }
    });
    ui.label(format!("{}. {}", d.clause, d.clause_text));
    ui.separator();

    ui.label("Position when raised (every hole):");
    ui.add(egui::Label::new(egui::RichText::new(d.position.to_string()).monospace()).wrap());
    mini_board(ui, d);
    ui.separator();

    for s in &d.statements {
        let label = ui.label(format!("Statement of {}", s.name));
        let mut text = s.text.clone();
        let changed = ui
            .add(
                egui::TextEdit::multiline(&mut text)
                    .desired_rows(2)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id)
            .changed();
        if changed {
            edit(
                app,
                DisputeEdit::Statement {
                    player: s.player,
                    text,
                },
            );
        }
    }
}

/// The three ways to end a dispute, and the last refusal.
fn resolve_section(app: &mut HopcardApp, ui: &mut Ui, d: &Dispute) {
    ui.add_space(4.0);
    ui.strong("Resolve");
    let time = (app.clock)();
    let can_apply = d.route.0.len() >= 2;
    let apply_hint = if d.verdict.is_legal() {
        format!("The card allows it: {} will be played.", d.route_text())
    } else {
        "The card refuses it: nothing will move.".to_string()
    };
    if ui
        .add_enabled(can_apply, egui::Button::new("Apply the card"))
        .on_hover_text(apply_hint)
        .on_disabled_hover_text("Choose the piece and at least one landing first")
        .clicked()
    {
        resolve(app, Resolution::ApplyCard, &time);
    }
    if ui
        .button("Withdraw the dispute")
        .on_hover_text("Nothing changes; play goes on")
        .clicked()
    {
        resolve(app, Resolution::Withdrawn, &time);
    }
    let label = ui.label("Agreed change (takes effect from a new game)");
    ui.add(egui::TextEdit::singleline(&mut app.dispute.change).desired_width(f32::INFINITY))
        .labelled_by(label.id);
    if ui
        .add_enabled(
            !app.dispute.change.trim().is_empty(),
            egui::Button::new("Agree a change for a new game"),
        )
        .on_hover_text("Recorded for a new card and a new game; this game keeps its card")
        .clicked()
    {
        let change = app.dispute.change.trim().to_string();
        resolve(app, Resolution::AgreeChangeForNewGame { change }, &time);
    }
    if let Some(n) = &app.dispute.note {
        ui.colored_label(ui.visuals().warn_fg_color, n);
    }
}

/// Resolve the open dispute and say what happened.
pub fn resolve(app: &mut HopcardApp, resolution: Resolution, time: &str) {
    let Some(game) = app.game.as_mut() else {
        return;
    };
    match game.resolve_dispute(resolution, time) {
        Ok(()) => {
            let summary = game.disputes().last().and_then(|d| {
                d.resolution.as_ref().map(|r| {
                    format!(
                        "Dispute {} resolved ({}): {}",
                        d.number,
                        r.resolution.title(),
                        r.effect
                    )
                })
            });
            app.message = summary;
            app.dispute.note = None;
            app.dispute.change.clear();
            app.route.clear();
        }
        Err(e) => app.dispute.note = Some(e.to_string()),
    }
}

/// A small painted picture of the disputed position: the moving piece ringed,
/// the route drawn with numbered landings.
fn mini_board(ui: &mut Ui, d: &Dispute) {
    let size = Vec2::new(ui.available_width().clamp(120.0, 260.0), 220.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let summary = format!("Picture of the disputed position, route {}", d.route_text());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &summary));
    let painter = ui.painter_at(rect);
    let layout = Layout::fit(rect);
    let r = layout.radius();
    let pos = &d.position;
    painter.rect_filled(rect, 4.0, Color32::from_rgb(0xe6, 0xc8, 0x96));
    for hole in Hole::all() {
        let c = layout.pos(hole);
        match pos.owner(hole).and_then(|p| pos.seats().get(p)) {
            Some(seat) => {
                painter.circle(
                    c,
                    r,
                    colour_of(&seat.colour),
                    Stroke::new(1.0, Color32::from_black_alpha(140)),
                );
            }
            None => {
                painter.circle_filled(c, r * 0.45, Color32::from_rgb(0x8a, 0x6a, 0x48));
            }
        }
    }
    let route = &d.route.0;
    let blue = Color32::from_rgb(0x10, 0x60, 0xd0);
    for w in route.windows(2) {
        painter.line_segment(
            [layout.pos(w[0]), layout.pos(w[1])],
            Stroke::new((r * 0.4).max(1.5), blue),
        );
    }
    for (i, h) in route.iter().enumerate().skip(1) {
        painter.text(
            layout.pos(*h),
            egui::Align2::CENTER_CENTER,
            i.to_string(),
            egui::FontId::proportional((r * 2.2).max(8.0)),
            Color32::BLACK,
        );
    }
    if let Some(&start) = route.first() {
        painter.circle_stroke(
            layout.pos(start),
            r * 1.5,
            Stroke::new((r * 0.5).max(1.5), Color32::from_rgb(0xff, 0xa0, 0x00)),
        );
    }
}

/// The dispute log window, open at any time from the turn panel or the Game menu.
pub fn log_window(app: &mut HopcardApp, ui: &mut Ui) {
    if !app.dispute.show_log {
        return;
    }
    let Some(game) = app.game.as_ref() else {
        app.dispute.show_log = false;
        return;
    };
    let texts: Vec<String> = game.disputes().iter().map(Dispute::to_text).collect();
    let mut open = true;
    let mut export = None;
    egui::Window::new("Disputes")
        .open(&mut open)
        .default_width(560.0)
        .default_height(520.0)
        .show(ui.ctx(), |ui| {
            ui.horizontal(|ui| {
                if ui.button("Export as text…").clicked() {
                    export = Some(Format::Txt);
                }
                if ui.button("Export as RON…").clicked() {
                    export = Some(Format::Ron);
                }
            });
            ui.separator();
            if texts.is_empty() {
                ui.label("No disputes in this game.");
            }
            egui::ScrollArea::vertical()
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    for t in &texts {
                        ui.add(egui::Label::new(egui::RichText::new(t).monospace()).extend());
                        ui.separator();
                    }
                });
        });
    if !open {
        app.dispute.show_log = false;
    }
    match export {
        Some(Format::Txt) => {
            app.prompt = Some(FilePrompt::new(
                Purpose::ExportDisputesTxt,
                "Export the dispute log as text",
                true,
                "hopcard-disputes.txt",
                "txt",
            ));
        }
        Some(Format::Ron) => {
            app.prompt = Some(FilePrompt::new(
                Purpose::ExportDisputesRon,
                "Export the dispute log as RON",
                true,
                "hopcard-disputes.ron",
                "ron",
            ));
        }
        None => {}
    }
}

/// Write the game's dispute log to `path` (called from `path_chosen`).
pub fn export(app: &mut HopcardApp, format: Format, path: &Path) {
    let Some(game) = app.game.as_ref() else {
        app.message = Some("There is no game, so no dispute log to export.".into());
        return;
    };
    let log = DisputeLog::new(game.disputes().to_vec());
    app.message = Some(match crate::dispute::export(&log, format, path) {
        Ok(()) => format!("Dispute log written to {}", path.display()),
        Err(e) => format!("Could not export the dispute log: {e}"),
    });
}
