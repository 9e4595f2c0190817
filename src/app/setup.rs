//! The setup dialog: the card editor. Players, colours, who starts, date,
//! rulebook, every clause option, agreed changes, and each player's confirmation.

use super::card_changes::{
    NAME_SHOWN, OptionChange, far_date, reset_options, seats_changed, terms_changed,
};
use super::steady::{counter, fixed_line, name_for_screen_readers};
use super::text;
use super::{Action, SetupStep, View, ViewAction};
use crate::card::{COLOURS, Card, CardDate, Confirmation};
use crate::entry::{INITIALS_MAX, NAME_MAX, RULEBOOK_MAX, TEXT_MAX};
use crate::lang::t;
use crate::rules::{OptionKey, RuleSet};
use egui::Ui;

/// Numbers each dialog, so its scroll position is its own.
static NEXT_SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// The dialog's state: the card being agreed, plus the typed initials.
pub(crate) struct SetupDialog {
    serial: u64,
    card: Card,
    initials: Vec<String>,
    /// Shown under the start button when starting was refused.
    problem: Option<String>,
    /// Where the card came from (an imported file, a proposed change).
    notice: Option<String>,
    /// Per seat: `Some(level)` when the computer plays it.
    computer: Vec<Option<crate::seat::Level>>,
    /// What was just refused at entry (a script no font here can show).
    refused: Option<String>,
    /// Set in the frame `refused` is said: a later edit of the form takes
    /// it away (it spoke of the text as it was).
    fresh_refusal: bool,
    /// The date as typed, while its field is being edited.
    date_text: String,
    calendar: super::calendar::Calendar,
    /// "Reset to card defaults?" is being asked.
    asking_reset: bool,
    /// What a change of many terms at once (the number of players) changed,
    /// for the status line.
    said: Option<String>,
}

impl SetupDialog {
    #[must_use]
    pub(crate) fn new(card: Card) -> SetupDialog {
        let n = card.players.len();
        SetupDialog {
            serial: NEXT_SERIAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            card,
            initials: vec![String::new(); n],
            problem: None,
            notice: None,
            computer: vec![None; n],
            refused: None,
            fresh_refusal: false,
            date_text: String::new(),
            calendar: super::calendar::Calendar::default(),
            asking_reset: false,
            said: None,
        }
    }

    /// The card being agreed.
    #[must_use]
    pub(crate) fn card(&self) -> &Card {
        &self.card
    }

    /// Say where the card came from (an imported file, a proposed change).
    #[must_use]
    pub(crate) fn with_notice(mut self, notice: String) -> SetupDialog {
        self.notice = Some(notice);
        self
    }

    /// Keep the seats of the game before (who the computer plays).
    #[must_use]
    pub(crate) fn with_seats(mut self, seats: &[Option<crate::seat::Level>]) -> SetupDialog {
        self.computer = seats.to_vec();
        self.computer.resize(self.card.players.len(), None);
        self
    }

    /// Show why starting (or importing) was refused, under the start button.
    pub(crate) fn set_problem(&mut self, problem: String) {
        self.problem = Some(problem);
    }

    /// The seats' computer levels (`None`: a person plays).
    #[must_use]
    pub(crate) fn computer_seats(&self) -> Vec<Option<crate::seat::Level>> {
        let mut seats = self.computer.clone();
        seats.resize(self.card.players.len(), None);
        seats
    }

    /// Draw the dialog; Cancel is offered when a game is already running.
    pub(crate) fn ui(&mut self, ui: &mut Ui, view: &View<'_>) -> Vec<Action> {
        let can_cancel = view.session.game().is_some();
        let now = view.session.now_text();
        let now = now.as_str();
        // One copy a frame, compared by value: any edit of the terms
        // withdraws the confirmations.
        let before = self.card.clone();
        let initials_before = self.initials.clone();
        // Confirmations and the start button stay in view below the scrolling card.
        let mut action = egui::Panel::bottom("setup-confirm")
            .show(ui, |ui| self.footer(ui, can_cancel, now))
            .inner;
        // Each dialog has its own scroll position: a new one opens at the top.
        egui::ScrollArea::vertical()
            .id_salt(("setup-card", self.serial))
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.heading(t!("setup-heading"));
                ui.label(t!("setup-intro"));
                self.record(ui);
                ui.add_space(8.0);
                self.players(ui);
                ui.add_space(8.0);
                self.header(ui);
                ui.add_space(8.0);
                if let Some(a) = self.options(ui) {
                    action = Some(a);
                }
                ui.add_space(8.0);
                self.changes(ui);
            });
        if let Some(a) = self.reset_question(ui.ctx()) {
            action = Some(a);
        }
        if let Some(said) = self.said.take() {
            action = Some(Action::Setup(SetupStep::Tell(said)));
        }
        let edited = self.card != before || self.initials != initials_before;
        if edited && !self.fresh_refusal {
            self.refused = None;
        }
        self.fresh_refusal = false;
        if terms_changed(&mut self.card, before) {
            self.card.clear_confirmations();
            self.problem = None;
        }
        action.into_iter().collect()
    }

    /// The confirmations, then Start, Show the card and Cancel, then why
    /// the card cannot start yet.
    fn footer(&mut self, ui: &mut Ui, can_cancel: bool, now: &str) -> Option<Action> {
        let mut action = None;
        ui.add_space(6.0);
        self.confirmations(ui, now);
        ui.add_space(6.0);
        let ready = self.card.ready();
        ui.horizontal(|ui| {
            let start = ui.add_enabled(ready.is_ok(), egui::Button::new(t!("setup-start")));
            if start.clicked() {
                action = Some(Action::Setup(SetupStep::StartFromForm));
            }
            // The card the game will play by, on screen and on paper
            // before the first move, once everyone has confirmed it.
            // (The Game menu's "Show the card" does the same.)
            let show = ui
                .add_enabled(ready.is_ok(), egui::Button::new(t!("setup-show-card")))
                .on_disabled_hover_text(t!("setup-show-card-disabled-hover"));
            if show.clicked() {
                action = Some(Action::View(ViewAction::ShowCard));
            }
            if can_cancel && ui.button(t!("setup-cancel")).clicked() {
                action = Some(Action::Setup(SetupStep::Close));
            }
        });
        // Under the buttons, wrapped: a long reason never pushes them away.
        // A line either way, so the last confirmation moves nothing.
        match &ready {
            Err(p) => text::label(ui, &t!("setup-not-yet", problem = p.to_string())),
            Ok(_) => ui.label(t!("setup-ready")),
        };
        for p in [&self.problem, &self.refused].into_iter().flatten() {
            ui.colored_label(ui.visuals().error_fg_color, p);
        }
        ui.add_space(4.0);
        action
    }

    /// "Reset to card defaults?" while it is asked, naming each option it
    /// changes; `ResetOptions` once the user agrees.
    fn reset_question(&mut self, ctx: &egui::Context) -> Option<Action> {
        if !self.asking_reset {
            return None;
        }
        let changes = reset_options(&mut self.card.clone());
        let confirmed = self.card.confirmations.iter().any(Option::is_some);
        let mut answer = None;
        let mut answered = false;
        let modal =
            egui::Modal::new(egui::Id::unique(("reset-question", self.serial))).show(ctx, |ui| {
                ui.heading(t!("setup-reset-question"));
                ui.label(t!("setup-reset-changes"));
                for c in &changes {
                    ui.label(t!("setup-list-item", item = c.long()));
                }
                if confirmed {
                    ui.label(t!("setup-reset-withdraws"));
                }
                ui.horizontal(|ui| {
                    if ui.button(t!("setup-reset-yes")).clicked() {
                        answer = Some(Action::Setup(SetupStep::ResetOptions));
                        answered = true;
                    }
                    if ui.button(t!("setup-reset-no")).clicked() {
                        answered = true;
                    }
                });
            });
        if answered || modal.should_close() {
            self.asking_reset = false;
        }
        answer
    }

    /// Put every option back to the card's default; what changed, short,
    /// one item per option (nothing when every option already was). Any
    /// change withdraws the confirmations.
    pub(crate) fn reset_options(&mut self) -> String {
        let confirmed = self.card.confirmations.iter().any(Option::is_some);
        let changed = reset_options(&mut self.card);
        if changed.is_empty() {
            return t!("setup-reset-nothing");
        }
        self.card.clear_confirmations();
        self.problem = None;
        let changed: Vec<String> = changed.iter().map(OptionChange::short).collect();
        let changed = changed.join(&t!("clause-separator"));
        if confirmed {
            t!("setup-reset-done-withdrawn", changes = changed)
        } else {
            t!("setup-reset-done", changes = changed)
        }
    }

    /// The dialog for the game after `game`: its card, with any change its
    /// disputes agreed applied, and its seats; every player confirms it
    /// again. With no game, a new card.
    #[must_use]
    pub(crate) fn for_next_game(game: Option<&crate::state::GameState>) -> SetupDialog {
        let Some(game) = game else {
            let mut card = Card::default();
            card.clear_confirmations();
            return SetupDialog::new(card);
        };
        let mut card = game.next_card(CardDate::today());
        card.clear_confirmations();
        let mut dialog = SetupDialog::new(card);
        let carried = dialog.card().from_disputes.len();
        if carried > 0 {
            dialog = dialog.with_notice(t!(
                "setup-next-card",
                version = game.card.version + 1,
                count = carried
            ));
        }
        dialog.with_seats(&game.computer)
    }

    /// Where the card came from, and for a proposed change what it changes.
    fn record(&self, ui: &mut Ui) {
        if let Some(n) = &self.notice {
            ui.colored_label(ui.visuals().warn_fg_color, n);
        }
        if let Some(prev) = &self.card.supersedes {
            ui.label(t!(
                "setup-version",
                version = self.card.version,
                previous = prev.version,
                changes = self.card.version_changes().join(&t!("clause-separator"))
            ));
            ui.label(t!(
                "setup-effective-from",
                date = self.card.effective_from_text()
            ));
        }
    }

    fn players(&mut self, ui: &mut Ui) {
        ui.strong(t!("setup-players"));
        let mut count = self.card.players.len();
        ui.horizontal(|ui| {
            ui.label(t!("setup-number-of-players"));
            for n in crate::card::PLAYER_COUNTS {
                ui.radio_value(&mut count, n, t!("setup-n-players", count = n));
            }
        });
        if count != self.card.players.len() {
            let before = self.card.clone();
            self.card.set_player_count(count);
            self.initials.resize(self.card.players.len(), String::new());
            self.said = Some(seats_changed(&before, &self.card));
        }
        self.computer.resize(self.card.players.len(), None);
        // One line per player when it fits; in a narrow window, or with the
        // longer words of some languages, who plays a seat goes on a line
        // of its own. The width of the one-line rows is measured when they
        // are drawn, and only then, so the choice never flips back and forth.
        let id = ui.make_persistent_id("setup-players-one-line-width");
        let room = ui.available_width();
        let one_line = ui.data(|d| d.get_temp::<f32>(id));
        let two_lines = one_line.is_some_and(|w| w > room + 0.5);
        let grid = egui::Grid::new(("setup-players", two_lines))
            .num_columns(if two_lines { 4 } else { 6 })
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                for i in 0..self.card.players.len() {
                    self.player_row(ui, i, two_lines);
                    ui.end_row();
                }
            });
        if !two_lines {
            let width = grid.response.rect.width();
            if one_line.is_none_or(|w| (w - width).abs() > 0.5) {
                ui.data_mut(|d| d.insert_temp(id, width));
                if width > room + 0.5 {
                    ui.ctx().request_discard("the players' rows take two lines");
                }
            }
        }
        let mut first = self.card.first;
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("setup-moves-first"));
            for i in 0..self.card.players.len() {
                let name = text::short(&self.card.display_name(i), NAME_SHOWN);
                let shown = super::shaped::widget_text(ui, name.as_str(), egui::TextStyle::Body);
                ui.radio_value(&mut first, i, shown);
            }
        });
        self.card.first = first;
        let colours: Vec<&String> = self.card.players.iter().map(|p| &p.colour).collect();
        if colours
            .iter()
            .enumerate()
            .any(|(i, c)| colours[..i].contains(c))
        {
            ui.colored_label(ui.visuals().error_fg_color, t!("setup-same-colour"));
        }
    }

    /// One player's name (with its count, always in its place: a count
    /// that came and went with the focus moved the form under the
    /// pointer), colour and seat (a person or the computer).
    fn player_row(&mut self, ui: &mut Ui, i: usize, two_lines: bool) {
        let field = t!("setup-player-name", number = i + 1);
        let label = ui.label(&field);
        let player = &mut self.card.players[i];
        ui.horizontal(|ui| {
            let rtl = crate::writing::has_rtl(&player.name);
            let mut layouter = text::reading_order_line;
            let mut name = egui::TextEdit::singleline(&mut player.name)
                .char_limit(NAME_MAX)
                .min_size(egui::vec2(180.0, 0.0));
            if rtl {
                name = name.layouter(&mut layouter);
            }
            ui.add(name).labelled_by(label.id);
            counter(ui, &player.name, NAME_MAX);
        });
        if let Some(refused) = text::refuse_unshown(&field, &mut self.card.players[i].name) {
            self.refused = Some(refused);
            self.fresh_refusal = true;
        }
        let current = crate::words::colour_name(&self.card.players[i].colour);
        let colour_label = ui.label(t!("setup-colour"));
        let colour = egui::ComboBox::from_id_salt(("colour", i))
            .selected_text(current)
            .show_ui(ui, |ui| {
                for c in COLOURS {
                    let name = crate::words::colour_name(c);
                    ui.selectable_value(&mut self.card.players[i].colour, c.to_string(), name);
                }
            });
        name_for_screen_readers(
            ui,
            &colour.response.labelled_by(colour_label.id),
            t!("setup-player-colour", number = i + 1),
        );
        if two_lines {
            // Who plays the seat, under the colour.
            ui.end_row();
            ui.allocate_space(egui::Vec2::ZERO);
            ui.allocate_space(egui::Vec2::ZERO);
        }
        self.seat_box(ui, i);
        if let Some(level) = self.computer[i] {
            // A name the form made follows the seat's colour and level; a
            // name someone typed stays.
            let name = self.card.players[i].name.trim();
            if name.is_empty() || is_computer_default(name) {
                self.card.players[i].name = computer_name(&self.card.players[i].colour, level);
            }
        }
    }

    /// Who plays seat `i`: a person, or the computer at a level.
    fn seat_box(&mut self, ui: &mut Ui, i: usize) {
        let text = self.computer[i].map_or_else(
            || t!("setup-a-person"),
            |l| t!("setup-the-computer", level = crate::words::level_name(l)),
        );
        let seat_label = ui.label(t!("setup-played-by"));
        let before = self.computer[i];
        let seat = egui::ComboBox::from_id_salt(("seat", i))
            .selected_text(text)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut self.computer[i], None, t!("setup-a-person"));
                for level in [
                    crate::seat::Level::Easy,
                    crate::seat::Level::Medium,
                    crate::seat::Level::Strong,
                ] {
                    let name = t!(
                        "setup-the-computer",
                        level = crate::words::level_name(level)
                    );
                    ui.selectable_value(&mut self.computer[i], Some(level), name);
                }
            });
        name_for_screen_readers(
            ui,
            &seat.response.labelled_by(seat_label.id),
            t!("setup-player-seat", number = i + 1),
        );
        if self.computer[i] != before {
            // The seat's confirmation named who played it: a computer seat
            // confirms again at its new level, a person confirms themselves.
            self.card.confirmations[i] = None;
        }
    }

    fn header(&mut self, ui: &mut Ui) {
        ui.strong(t!("setup-card-header"));
        let mut typing = None;
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(t!("setup-date"));
            self.calendar.ui(ui, &mut self.card.date, label.id);
            if ui.button(t!("setup-today")).clicked() {
                self.card.date = CardDate::today();
            }
            typing = self.typed_date(ui);
        });
        // One line under the date, there whether or not anything is said
        // in it: what is wrong with the date being typed (gone with the
        // focus), else a question about a far date. Nothing below moves.
        let said = typing.or_else(|| far_date(self.card.date, CardDate::today()));
        let line = ui.spacing().interact_size.y;
        fixed_line(ui, line, |ui| {
            if let Some(said) = said {
                let warn = egui::RichText::new(said).color(ui.visuals().warn_fg_color);
                ui.add(egui::Label::new(warn).truncate());
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(t!("setup-rulebook"));
            ui.add(
                egui::TextEdit::singleline(&mut self.card.rulebook)
                    .hint_text(t!("setup-rulebook-hint"))
                    .char_limit(RULEBOOK_MAX)
                    .desired_width(280.0),
            )
            .labelled_by(label.id);
            if let Some(refused) =
                text::refuse_unshown(&t!("setup-rulebook-field"), &mut self.card.rulebook)
            {
                self.refused = Some(refused);
                self.fresh_refusal = true;
            }
            counter(ui, &self.card.rulebook, RULEBOOK_MAX);
        });
    }

    /// The date typed as YYYY-MM-DD: taken once it is a day of the
    /// calendar; what is wrong with it while it is not (and is being typed).
    fn typed_date(&mut self, ui: &mut Ui) -> Option<String> {
        let id = egui::Id::unique(("card-date-typed", self.serial));
        let label = ui.label(t!("setup-date-typed"));
        if !ui.memory(|m| m.has_focus(id)) {
            self.date_text = self.card.date.to_string();
        }
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut self.date_text)
                    .id(id)
                    .char_limit(10)
                    .hint_text(t!("setup-date-format"))
                    .desired_width(90.0),
            )
            .labelled_by(label.id);
        name_for_screen_readers(ui, &edit, t!("setup-date-typed-name"));
        match self.date_text.parse::<CardDate>() {
            Ok(date) if edit.changed() => self.card.date = date,
            Err(e) if edit.has_focus() => {
                return Some(t!("setup-date-problem", problem = e.to_string()));
            }
            _ => {}
        }
        None
    }

    /// Every clause's options; `ResetOptions` when a reset has nothing to
    /// change (so the user is told), else the reset is asked first.
    fn options(&mut self, ui: &mut Ui) -> Option<Action> {
        let mut action = None;
        ui.horizontal(|ui| {
            ui.strong(t!("setup-clauses"));
            if ui.button(t!("setup-reset")).clicked() {
                if reset_options(&mut self.card.clone()).is_empty() {
                    action = Some(Action::Setup(SetupStep::ResetOptions));
                } else {
                    self.asking_reset = true;
                }
            }
        });
        ui.label(t!("setup-no-options"));
        for key in OptionKey::ALL {
            if key == OptionKey::OtherCamps && self.card.players.len() == 2 {
                // With two players every camp is one player's start and the
                // other's destination, or nobody's (clause 4, empty camps).
                ui.label(t!("setup-other-camps-two"));
                continue;
            }
            ui.group(|ui| {
                ui.label(
                    egui::RichText::new(t!(
                        "setup-clause",
                        clause = key.clause().to_string(),
                        title = key.title()
                    ))
                    .strong(),
                );
                // With 3+ players the other-camp rule has no default: nothing is
                // selected until the players choose.
                let open = key == OptionKey::OtherCamps && self.card.other_camps_open();
                if open {
                    ui.colored_label(ui.visuals().warn_fg_color, t!("setup-other-camps-open"));
                }
                let mut selected = if open {
                    usize::MAX
                } else {
                    key.selected(&self.card.rules)
                };
                for (i, choice) in key.choices().iter().enumerate() {
                    let default = i == key.selected(&RuleSet::default());
                    let text = if default {
                        t!(
                            "setup-choice-card",
                            name = choice.name,
                            description = key.describe(i)
                        )
                    } else {
                        t!(
                            "setup-choice",
                            name = choice.name,
                            description = key.describe(i)
                        )
                    };
                    if ui.radio_value(&mut selected, i, text).clicked()
                        && key == OptionKey::OtherCamps
                    {
                        self.card.other_camps_chosen = true;
                    }
                }
                key.select(&mut self.card.rules, selected);
            });
        }
        action
    }

    fn changes(&mut self, ui: &mut Ui) {
        ui.strong(t!("setup-agreed-changes"));
        // An other-camp rule carried over but not chosen for this table
        // (three or more players choose it again) is not an agreed change.
        let card_rules = RuleSet::default();
        let diffs: Vec<String> = OptionKey::ALL
            .into_iter()
            .filter(|k| k.selected(&self.card.rules) != k.selected(&card_rules))
            .filter(|k| !(self.card.other_camps_open() && *k == OptionKey::OtherCamps))
            .map(|k| {
                t!(
                    "card-change-option",
                    clause = k.clause().to_string(),
                    option = k.name(),
                    value = self.card.rules.choice(k).name
                )
            })
            .collect();
        if diffs.is_empty() {
            ui.label(t!("setup-no-differences"));
        } else {
            for d in diffs {
                ui.label(t!("setup-list-item", item = d));
            }
        }
        for d in &self.card.from_disputes {
            ui.label(t!("setup-list-item", item = d.line()));
        }
        let mut hints = !self.card.no_hints;
        ui.checkbox(&mut hints, t!("setup-hints-allowed"));
        self.card.no_hints = !hints;
        let label = ui.label(t!("setup-free-changes"));
        // As wide as the space left of the scroll bar, never past it.
        let width = ui.available_width() - 8.0;
        ui.add(
            egui::TextEdit::multiline(&mut self.card.free_changes)
                .desired_rows(3)
                .char_limit(TEXT_MAX)
                .desired_width(width),
        )
        .labelled_by(label.id);
        if let Some(refused) =
            text::refuse_unshown(&t!("setup-free-changes-field"), &mut self.card.free_changes)
        {
            self.refused = Some(refused);
            self.fresh_refusal = true;
        }
        counter(ui, &self.card.free_changes, TEXT_MAX);
        ui.add_space(8.0);
    }

    fn confirmations(&mut self, ui: &mut Ui, now: &str) {
        ui.strong(t!("setup-confirmations"));
        ui.label(t!("setup-confirmations-intro"));
        let n = self.card.players.len();
        // Three or more players confirm in two columns, so the card above
        // keeps most of the window.
        let columns = if n > 2 { 2 } else { 1 };
        // Every cell has the same width and two lines (what is given, then
        // its controls), confirmed or not: a confirmation never moves the
        // others, and a long one wraps inside its cell instead of pushing
        // the next column off the window.
        let gap = 24.0;
        let width = if columns > 1 {
            (ui.available_width() - gap) / 2.0
        } else {
            ui.available_width()
        }
        .max(160.0);
        let line = ui.spacing().interact_size.y + 8.0;
        egui::Grid::new("confirmations")
            .num_columns(columns)
            .spacing([gap, 6.0])
            .min_col_width(width)
            .max_col_width(width)
            .show(ui, |ui| {
                for i in 0..n {
                    ui.vertical(|ui| {
                        ui.set_width(width);
                        self.confirmation(ui, i, now, line);
                    });
                    if (i + 1) % columns == 0 {
                        ui.end_row();
                    }
                }
            });
    }

    /// One player's confirmation: given (with a way to withdraw it), or
    /// the initials field and the button to give it.
    fn confirmation(&mut self, ui: &mut Ui, i: usize, now: &str, line: f32) {
        let name = text::short(&self.card.display_name(i), NAME_SHOWN);
        if let Some(level) = self.computer.get(i).copied().flatten() {
            // A computer seat accepts whatever the people agree, under the
            // level it plays at: seat, confirmation and game name one level.
            let by = format!("computer ({level})");
            if self.card.confirmations[i]
                .as_ref()
                .is_none_or(|c| c.by != by)
            {
                self.card.confirmations[i] = Some(Confirmation {
                    by,
                    at: now.to_string(),
                });
            }
        }
        if let Some(c) = &self.card.confirmations[i] {
            // The time is on hover, the Withdraw button on the line below.
            let given = t!("setup-confirmed-as", player = &name, by = &c.by);
            text::label_cut(ui, &given).on_hover_text(t!(
                "setup-confirmed-at",
                time = crate::clock::local_text(&c.at)
            ));
            let mut withdraw = false;
            fixed_line(ui, line, |ui| {
                withdraw = text::button(ui, true, &t!("setup-withdraw", player = &name)).clicked();
            });
            if withdraw {
                self.card.confirmations[i] = None;
            }
            return;
        }
        let field = t!("setup-initials", player = &name);
        let label = text::label_cut(ui, &field);
        let mut confirm = false;
        fixed_line(ui, line, |ui| {
            let rtl = crate::writing::has_rtl(&self.initials[i]);
            let mut layouter = text::reading_order_line;
            let mut initials = egui::TextEdit::singleline(&mut self.initials[i])
                .char_limit(INITIALS_MAX)
                .desired_width(70.0);
            if rtl {
                initials = initials.layouter(&mut layouter);
            }
            let edit = ui.add(initials).labelled_by(label.id);
            text::as_typed(ui, &edit, &field);
            let typed = !self.initials[i].trim().is_empty();
            confirm = text::button(ui, typed, &t!("setup-confirm-as", player = &name)).clicked();
        });
        if let Some(refused) = text::refuse_unshown(&field, &mut self.initials[i]) {
            self.refused = Some(refused);
            self.fresh_refusal = true;
        }
        if confirm {
            self.card.confirmations[i] = Some(Confirmation {
                by: self.initials[i].trim().to_string(),
                at: now.to_string(),
            });
        }
    }
}

/// The name the form gives a computer seat: "Computer – green, strong",
/// told apart from another computer seat by its colour. (A name holds no
/// brackets: the card prints it as "NAME (green)".)
fn computer_name(colour: &str, level: crate::seat::Level) -> String {
    format!("Computer – {colour}, {level}")
}

/// Whether `name` is one the form made for a computer seat (this
/// version's, or the plain "Computer"/"Computer 2" of earlier ones).
fn is_computer_default(name: &str) -> bool {
    let Some(rest) = name.strip_prefix("Computer") else {
        return false;
    };
    let rest = rest.trim();
    rest.is_empty()
        || rest.chars().all(|c| c.is_ascii_digit())
        || (rest.starts_with("– ") && rest.contains(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::Level;

    #[test]
    fn every_computer_name_is_a_name_the_card_takes_and_is_known_again() {
        for colour in COLOURS {
            for level in [Level::Easy, Level::Medium, Level::Strong] {
                let name = computer_name(colour, level);
                assert_eq!(crate::entry::check_name(&name), Ok(()), "{name}");
                assert!(is_computer_default(&name), "{name}");
            }
        }
        assert!(is_computer_default("Computer 4"));
        assert!(!is_computer_default("Computer Ann"));
        assert!(!is_computer_default("Ann"));
    }
}
