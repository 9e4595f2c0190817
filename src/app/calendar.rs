//! The card's date from a calendar: a button that says the date in words
//! and opens a month headed by its month and year. Every control has a
//! name a screen reader can say ("Next month", "28 February 1999"), which
//! the number boxes of egui_extras' date picker lacked.

use crate::card::CardDate;
use crate::lang::t;
use egui::{Popup, PopupCloseBehavior, Ui};

/// Column headings, Monday first (as the first row is laid out).
fn weekdays() -> [String; 7] {
    [
        t!("calendar-monday"),
        t!("calendar-tuesday"),
        t!("calendar-wednesday"),
        t!("calendar-thursday"),
        t!("calendar-friday"),
        t!("calendar-saturday"),
        t!("calendar-sunday"),
    ]
}

/// Room for the longest heading, "September 2026".
const HEADING_WIDTH: f32 = 120.0;

/// The years a card can be dated in: the calendar's arrows stop there.
const YEARS: std::ops::RangeInclusive<i32> = 1000..=9999;

/// The calendar's state: the month looked at while it is open, which is
/// not the card's date until a day is clicked.
#[derive(Default)]
pub(super) struct Calendar {
    shown: Option<CardDate>,
}

impl Calendar {
    /// The date button labelled by `label`, and its month while open.
    pub(super) fn ui(&mut self, ui: &mut Ui, date: &mut CardDate, label: egui::Id) {
        date.clamp();
        let words = date.in_words();
        let button = ui.button(&words).labelled_by(label);
        // The button is named by its "Date" label; the date it shows is its
        // description.
        ui.ctx()
            .accesskit_node_builder(button.id, |node| node.set_description(words));
        if button.clicked() {
            // Each opening starts at the card's own month.
            self.shown = Some(*date);
        }
        let shown = self.shown.get_or_insert(*date);
        let popup = Popup::from_toggle_button_response(&button)
            .close_behavior(PopupCloseBehavior::CloseOnClickOutside)
            .accessible_name(t!("calendar-name"));
        let popup_id = popup.get_id();
        let picked = popup.show(|ui| month(ui, shown, *date));
        if let Some(day) = picked.and_then(|r| r.inner) {
            *date = day;
            Popup::close_id(ui.ctx(), popup_id);
        }
    }
}

/// One month: its heading between the arrows, then its days. Returns the
/// day clicked.
fn month(ui: &mut Ui, shown: &mut CardDate, selected: CardDate) -> Option<CardDate> {
    ui.horizontal(|ui| {
        step(ui, "<<", t!("calendar-previous-year"), shown, -12);
        step(ui, "<", t!("calendar-previous-month"), shown, -1);
        // A fixed width, so the arrows keep their places from month to month.
        let heading = egui::Label::new(egui::RichText::new(shown.month_in_words()).strong());
        ui.add_sized(
            egui::vec2(HEADING_WIDTH, ui.spacing().interact_size.y),
            heading,
        );
        step(ui, ">", t!("calendar-next-month"), shown, 1);
        step(ui, ">>", t!("calendar-next-year"), shown, 12);
    });
    days(ui, *shown, selected)
}

/// An arrow that moves the calendar `months` on (or back), named for
/// screen readers by what it does.
fn step(ui: &mut Ui, arrow: &str, name: String, shown: &mut CardDate, months: i32) {
    let next = shown.add_months(months);
    let button = ui.add_enabled(YEARS.contains(&next.year), egui::Button::new(arrow));
    ui.ctx()
        .accesskit_node_builder(button.id, |node| node.set_label(name));
    if button.clicked() {
        *shown = next;
    }
}

/// The grid of days of `shown`'s month, `selected` marked.
fn days(ui: &mut Ui, shown: CardDate, selected: CardDate) -> Option<CardDate> {
    let mut picked = None;
    egui::Grid::new("calendar-days")
        .min_col_width(26.0)
        .show(ui, |ui| {
            for name in weekdays() {
                ui.weak(name);
            }
            ui.end_row();
            let first = shown.first_weekday_of_month();
            for _ in 0..first {
                ui.label("");
            }
            let last = CardDate::days_in_month(shown.year, shown.month);
            for day in 1..=last {
                let date = CardDate { day, ..shown };
                let button = ui.selectable_label(date == selected, day.to_string());
                let name = date.in_words();
                ui.ctx()
                    .accesskit_node_builder(button.id, |node| node.set_label(name));
                if button.clicked() {
                    picked = Some(date);
                }
                if (first + day).is_multiple_of(7) {
                    ui.end_row();
                }
            }
        });
    picked
}
