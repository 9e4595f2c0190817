//! Helpers shared by the desktop tests: drive the app through AccessKit
//! labels as a user (or a screen reader) would.
// Each test binary uses only some of these.
#![allow(dead_code)]

pub mod games;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hopcard::app::HopcardApp;

/// The whole app in a 1280x800 window.
pub fn harness(app: HopcardApp) -> Harness<'static, HopcardApp> {
    Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut HopcardApp| app.show(ui), app)
}

/// Click the widget with exactly this label and let the UI settle.
pub fn click(h: &mut Harness<'_, HopcardApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Focus the labelled text field, then type into it.
pub fn type_into(h: &mut Harness<'_, HopcardApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// Whether the labelled control is disabled.
pub fn disabled(h: &Harness<'_, HopcardApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().is_disabled()
}
