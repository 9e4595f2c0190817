//! Disputes on the desktop (clause 7): the "Dispute" controls, the frozen
//! board, the dispute panel beside it, and the dispute log window with export.
//!
//! Every change goes through `GameState` (raise, edit, resolve); this module only
//! maps clicks and fields to those calls.

use super::board::{Layout, colour_of};
use super::text;
use super::{Action, DisputeAction, FileAction, View};
use crate::dispute::{Dispute, DisputeEdit, DisputeLog, Resolution};
use crate::lang::{self, Lang, t};
use crate::rules::{Clause, Hole, OptionKey, RuleSet, Verdict};
use crate::state::GameState;
use egui::{Color32, Sense, Stroke, Ui, Vec2};
use std::path::Path;

/// The dispute panel's private state: the change being agreed.
#[derive(Debug, Clone, Default)]
pub(crate) struct DisputePanel {
    /// The change being written for "Agree a change for a new game".
    change: String,
    /// The rule option (and its value's index) the change asks for, if any.
    rule: Option<(OptionKey, usize)>,
}

/// The dispute log window's private state (its open flag is in the
/// panels' register).
#[derive(Debug, Clone)]
pub(crate) struct LogWindow {
    /// The paper for "Export as PDF…" (the locale's until chosen).
    paper: crate::print::Paper,
}

impl Default for LogWindow {
    fn default() -> LogWindow {
        LogWindow {
            paper: crate::print::Paper::from_environment(),
        }
    }
}

/// The clause a route's verdict names, else clause 2 (how pieces move).
#[must_use]
pub(crate) fn clause_for(verdict: &Option<Verdict>) -> Clause {
    match verdict {
        Some(Verdict::Illegal {
            clause: Some(c), ..
        }) => *c,
        _ => Clause::Moving,
    }
}

/// "Dispute 2 resolved (…): …" for the last dispute of `game`.
#[must_use]
pub(crate) fn resolution_summary(game: &GameState) -> Option<String> {
    let d = game.disputes().last()?;
    let r = d.resolution.as_ref()?;
    Some(t!(
        "dispute-panel-resolved",
        number = d.number,
        resolution = r.resolution.title().to_string(),
        effect = &r.effect
    ))
}

impl DisputePanel {
    /// A dispute was raised or resolved: a fresh record.
    pub(crate) fn clear(&mut self) {
        self.change.clear();
        self.rule = None;
    }
}

/// A board click while frozen goes to the dispute record: the first
/// chooses the moving piece, later ones add route holes in order.
#[must_use]
pub(crate) fn board_click(hole: Hole, game: &GameState) -> Option<Action> {
    let d = game.open_dispute()?;
    Some(Action::Dispute(DisputeAction::Edit(if d.piece.is_some() {
        DisputeEdit::AddHole(hole)
    } else {
        DisputeEdit::Piece(hole)
    })))
}

/// The banner above a frozen board: one short line, so it never wraps
/// into a column at small sizes (the full guidance is in the record).
pub(crate) fn banner(ui: &mut Ui, d: &Dispute) {
    let said = if d.piece.is_none() {
        t!("dispute-panel-banner-piece", number = d.number)
    } else {
        t!("dispute-panel-banner-route", number = d.number)
    };
    egui::Frame::new()
        .fill(Color32::from_rgb(0x30, 0x48, 0x90))
        .inner_margin(egui::Margin::symmetric(8, 4))
        .corner_radius(4.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let text = egui::RichText::new(said).strong().color(Color32::WHITE);
            ui.add(egui::Label::new(text).truncate());
        });
}

impl DisputePanel {
    /// The open dispute's record and its resolution (the panels' register
    /// puts it in the side panel on the left).
    pub(crate) fn ui(&mut self, ui: &mut Ui, view: &View<'_>) -> Vec<Action> {
        let mut actions = Vec::new();
        let Some(game) = view.session.game() else {
            return actions;
        };
        let Some(d) = game.open_dispute() else {
            return actions;
        };
        let note = view.board.dispute_note.as_deref();
        // The resolution stays in view below; the record scrolls above it.
        egui::Panel::bottom("dispute-resolve")
            .show(ui, |ui| actions.extend(self.resolve_section(ui, d, note)));
        // Each dispute's record has its own scroll position, so a new
        // record opens at its top ("Raised by" first).
        egui::ScrollArea::vertical()
            .id_salt(("dispute-record", d.number))
            .auto_shrink([false, false])
            .show(ui, |ui| actions.extend(record(ui, game, d)));
        actions
    }
}

/// Every field of the open dispute, editable while it is open.
fn record(ui: &mut Ui, game: &GameState, d: &Dispute) -> Vec<Action> {
    let mut edits = Vec::new();
    ui.heading(t!("dispute-panel-heading", number = d.number));
    ui.label(t!("dispute-panel-frozen"));
    ui.separator();
    edits.extend(raised_by(ui, d));
    ui.separator();
    edits.extend(piece_and_route(ui, d));
    ui.separator();
    edits.extend(clause_cited(ui, game, d));
    ui.separator();
    ui.label(t!("dispute-panel-position"));
    ui.add(egui::Label::new(egui::RichText::new(d.position.to_string()).monospace()).wrap());
    mini_board(ui, d);
    ui.separator();
    edits.extend(statements(ui, d));
    edits
        .into_iter()
        .map(|e| Action::Dispute(DisputeAction::Edit(e)))
        .collect()
}

fn raised_by(ui: &mut Ui, d: &Dispute) -> Option<DisputeEdit> {
    let mut edit = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("dispute-panel-raised-by"));
        for s in &d.statements {
            let label = t!(
                "dispute-panel-raised-by-player",
                name = crate::dispute::shown_label(&s.name)
            );
            let shown = super::shaped::widget_text(ui, label.as_str(), egui::TextStyle::Body);
            let radio = ui.radio(d.raised_by == s.player, shown);
            text::as_typed(ui, &radio, &label);
            if radio.clicked() {
                edit = Some(DisputeEdit::RaisedBy(s.player));
            }
        }
    });
    ui.label(t!(
        "dispute-panel-time",
        time = crate::clock::local_text(&d.time)
    ));
    text::label(
        ui,
        &t!(
            "dispute-panel-whose-turn",
            name = crate::dispute::shown_label(&d.turn_name),
            number = d.move_number
        ),
    );
    edit
}

/// The moving piece, the route clicked on the frozen board, and its verdict
/// (only once a piece is chosen: an empty route has nothing to judge).
fn piece_and_route(ui: &mut Ui, d: &Dispute) -> Option<DisputeEdit> {
    let mut edit = None;
    ui.label(d.piece.as_ref().map_or_else(
        || t!("dispute-panel-piece-none"),
        |piece| t!("dispute-panel-piece", hole = piece.to_string()),
    ));
    ui.label(t!("dispute-panel-route", route = d.route_text()));
    let any = !d.route.0.is_empty();
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(any, egui::Button::new(t!("dispute-panel-remove-last")))
            .clicked()
        {
            edit = Some(DisputeEdit::RemoveLast);
        }
        if ui
            .add_enabled(any, egui::Button::new(t!("dispute-panel-clear-route")))
            .clicked()
        {
            edit = Some(DisputeEdit::ClearRoute);
        }
    });
    if d.piece.is_some() {
        let colour = if d.verdict.is_legal() {
            Color32::from_rgb(0x10, 0x90, 0x50)
        } else {
            ui.visuals().warn_fg_color
        };
        let text = t!("dispute-panel-verdict", verdict = d.verdict.to_string());
        ui.label(egui::RichText::new(text).strong().color(colour));
    }
    edit
}

fn clause_cited(ui: &mut Ui, game: &GameState, d: &Dispute) -> Option<DisputeEdit> {
    let mut edit = None;
    ui.label(t!("dispute-panel-clause-cited"));
    ui.horizontal_wrapped(|ui| {
        for (n, _) in &game.card.clauses() {
            if ui
                .radio(
                    d.clause == *n,
                    t!("dispute-panel-clause", clause = n.to_string()),
                )
                .clicked()
            {
                edit = Some(DisputeEdit::Clause(*n));
            }
        }
    });
    ui.label(t!(
        "dispute-panel-clause-line",
        clause = d.clause.to_string(),
        text = &d.clause_text
    ));
    edit
}

fn statements(ui: &mut Ui, d: &Dispute) -> Vec<DisputeEdit> {
    let mut edits = Vec::new();
    for s in &d.statements {
        let label = text::label(
            ui,
            &t!(
                "dispute-panel-statement",
                name = crate::dispute::shown_label(&s.name)
            ),
        );
        let mut text = s.text.clone();
        let rtl = crate::writing::has_rtl(&text);
        let mut layouter = text::reading_order_wrapped;
        let mut field = egui::TextEdit::multiline(&mut text)
            .desired_rows(2)
            .desired_width(f32::INFINITY);
        if rtl {
            field = field.layouter(&mut layouter);
        }
        if ui.add(field).labelled_by(label.id).changed() {
            edits.push(DisputeEdit::Statement {
                player: s.player,
                text,
            });
        }
    }
    edits
}

impl DisputePanel {
    /// The three ways to end a dispute, and the last refusal.
    fn resolve_section(&mut self, ui: &mut Ui, d: &Dispute, note: Option<&str>) -> Option<Action> {
        let mut action = None;
        ui.add_space(4.0);
        ui.strong(t!("dispute-panel-resolve"));
        let apply_hint = if d.verdict.is_legal() {
            t!("dispute-panel-apply-allows", route = d.route_text())
        } else {
            t!("dispute-panel-apply-refuses")
        };
        if ui
            .add_enabled(
                d.route.0.len() >= 2,
                egui::Button::new(t!("dispute-panel-apply")),
            )
            .on_hover_text(apply_hint)
            .on_disabled_hover_text(t!("dispute-panel-apply-not-yet"))
            .clicked()
        {
            action = Some(Action::Dispute(DisputeAction::Resolve(
                Resolution::ApplyCard,
            )));
        }
        if ui
            .button(t!("dispute-panel-withdraw"))
            .on_hover_text(t!("dispute-panel-withdraw-hint"))
            .clicked()
        {
            action = Some(Action::Dispute(DisputeAction::Resolve(
                Resolution::Withdrawn,
            )));
        }
        action = action.or(self.agree_change(ui, d));
        if let Some(n) = note {
            ui.colored_label(ui.visuals().warn_fg_color, n);
        }
        action
    }
}

impl DisputePanel {
    /// "Agree a change for a new game": the change in words, and the rule
    /// option the next card takes if the change is one.
    fn agree_change(&mut self, ui: &mut Ui, d: &Dispute) -> Option<Action> {
        let label = ui.label(t!("dispute-panel-agreed-change"));
        ui.add(egui::TextEdit::singleline(&mut self.change).desired_width(f32::INFINITY))
            .labelled_by(label.id);
        let none = t!("dispute-panel-rule-none");
        let shown = self
            .rule
            .map_or_else(|| none.clone(), |(k, i)| rule_line(k, i));
        let rule_label = t!("dispute-panel-rule-change");
        let label = ui.label(&rule_label);
        let combo = egui::ComboBox::from_id_salt(("dispute-rule", d.number))
            .selected_text(shown)
            .width(ui.available_width().min(320.0))
            .truncate()
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut self.rule, None, none);
                for (key, i) in rule_choices(&d.rules, d.position.seats().len()) {
                    ui.selectable_value(&mut self.rule, Some((key, i)), rule_line(key, i));
                }
            });
        super::steady::name_for_screen_readers(
            ui,
            &combo.response.labelled_by(label.id),
            rule_label,
        );
        let words = self.change.trim().to_string();
        let ready = !words.is_empty() || self.rule.is_some();
        let clicked = ui
            .add_enabled(ready, egui::Button::new(t!("dispute-panel-agree")))
            .on_hover_text(t!("dispute-panel-agree-hint"))
            .clicked();
        if !clicked {
            return None;
        }
        let rules = self.rule.map(|(key, i)| {
            let mut next = d.rules;
            key.select(&mut next, i);
            next
        });
        // The record keeps the card's own words, whatever the screen speaks.
        let change = match self.rule {
            Some((key, i)) if words.is_empty() => lang::speaking(Lang::En, || rule_line(key, i)),
            _ => words,
        };
        Some(Action::Dispute(DisputeAction::Resolve(
            Resolution::AgreeChangeForNewGame { change, rules },
        )))
    }
}

/// "clause 4 unused: usable", a value of an option as the card lists it.
fn rule_line(key: OptionKey, i: usize) -> String {
    let name = key.choices().get(i).map_or("?", |c| c.name);
    t!(
        "dispute-panel-rule-line",
        clause = key.clause().to_string(),
        option = key.name().to_string(),
        value = name
    )
}

/// Every option value other than the one `rules` chose (with two players the
/// other-camp rule has no effect, so it is not offered).
fn rule_choices(rules: &RuleSet, players: usize) -> Vec<(OptionKey, usize)> {
    OptionKey::ALL
        .into_iter()
        .filter(|k| players > 2 || *k != OptionKey::OtherCamps)
        .flat_map(|k| {
            (0..k.choices().len())
                .filter(move |&i| i != k.selected(rules))
                .map(move |i| (k, i))
        })
        .collect()
}

/// A small painted picture of the disputed position: the moving piece ringed,
/// the route drawn with numbered landings.
fn mini_board(ui: &mut Ui, d: &Dispute) {
    let size = Vec2::new(ui.available_width().clamp(120.0, 260.0), 220.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let summary = t!("dispute-panel-picture", route = d.route_text());
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
            egui::FontId::proportional((r * 2.2).max(super::text::SMALLEST_TEXT)),
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

impl LogWindow {
    /// The dispute log window, open at any time from the turn panel or the Game menu.
    pub(crate) fn ui(&mut self, ui: &mut Ui, view: &View<'_>) -> Vec<Action> {
        let Some(game) = view.session.game() else {
            return Vec::new();
        };
        let texts: Vec<String> = crate::dispute::sheets(game.disputes())
            .iter()
            .map(crate::dispute::Sheet::to_text)
            .collect();
        // The fingerprint printed on every sheet and on the game record, to
        // compare a file with the paper (hopcard replay FILE --expect).
        let record = t!(
            "dispute-panel-record-fingerprint",
            fingerprint = game.short_record_fingerprint()
        );
        let mut open = true;
        let mut action = None;
        super::window(&t!("dispute-panel-window"), view.area)
            .open(&mut open)
            .default_width(560.0)
            .default_height(520.0)
            .show(ui.ctx(), |ui| {
                ui.horizontal(|ui| {
                    if ui.button(t!("dispute-panel-export-text")).clicked() {
                        action = Some(Action::File(FileAction::Prompt(
                            super::Purpose::ExportDisputesTxt,
                        )));
                    }
                    if ui.button(t!("dispute-panel-export-ron")).clicked() {
                        action = Some(Action::File(FileAction::Prompt(
                            super::Purpose::ExportDisputesRon,
                        )));
                    }
                    if let Some(paper) =
                        super::card_view::paper_export(ui, &mut self.paper, "dispute-paper")
                    {
                        action = Some(Action::File(FileAction::Prompt(
                            super::Purpose::ExportDisputesPdf(paper),
                        )));
                    }
                });
                ui.horizontal_wrapped(|ui| {
                    ui.label(record.as_str());
                    super::card_view::copy_button(
                        ui,
                        &t!("dispute-panel-copy-record"),
                        &game.record_fingerprint(),
                    );
                });
                ui.separator();
                if texts.is_empty() {
                    ui.label(t!("dispute-panel-no-disputes"));
                }
                egui::ScrollArea::vertical()
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        for t in &texts {
                            // Long lines (a clause's wording) wrap at the window's edge.
                            let shown = ui.add(
                                egui::Label::new(super::shaped::widget_text(
                                    ui,
                                    egui::RichText::new(t).monospace(),
                                    egui::TextStyle::Monospace,
                                ))
                                .wrap(),
                            );
                            text::name_label(ui, &shown, t);
                            ui.separator();
                        }
                    });
            });
        let mut actions: Vec<Action> = action.into_iter().collect();
        actions.extend(super::layout::closed(open, super::Window::Disputes));
        actions
    }
}

/// Write the game's dispute log to `path`; says what happened.
#[must_use]
pub(crate) fn export(game: &GameState, purpose: super::Purpose, path: &Path) -> String {
    use super::Purpose;
    let log = DisputeLog::new(game.disputes().to_vec());
    let bytes = match purpose {
        Purpose::ExportDisputesPdf(paper) => crate::print::dispute_pdf(
            &crate::dispute::sheets(&log.disputes),
            Some(&game.card),
            Some(&game.short_record_fingerprint()),
            paper,
            &crate::clock::players_zone(),
        )
        .map_err(|e| e.to_string()),
        // The RON log is read back: it keeps its English words.
        Purpose::ExportDisputesRon => lang::speaking(Lang::En, || log.to_ron())
            .map(String::into_bytes)
            .map_err(|e| e.to_string()),
        _ => Ok(log.to_text().into_bytes()),
    };
    let written =
        bytes.and_then(|b| crate::fsio::atomic_write(path, &b).map_err(|e| e.to_string()));
    match written {
        Ok(()) => t!("dispute-panel-exported", path = path.display().to_string()),
        Err(e) => t!("dispute-panel-not-exported", error = e),
    }
}

/// The default file name of a dispute export: the seats' colours and the
/// time, so two games' records never get the same name.
#[must_use]
pub(crate) fn export_name(game: &GameState, purpose: super::Purpose, now: i64) -> String {
    let seats: Vec<&str> = game
        .card
        .players
        .iter()
        .map(|p| p.colour.as_str())
        .collect();
    format!(
        "hopcard-disputes-{}-{}.{}",
        seats.join("-"),
        crate::clock::file_stamp(now),
        super::card_view::extension(purpose)
    )
}
