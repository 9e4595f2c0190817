//! Small pieces of a form that keep their place: a line of fixed height, a
//! count of what a field holds that is always shown at one width, and a
//! control's name for screen readers when its visible label is short.

use egui::Ui;

/// One line of controls `height` high whatever it holds (a text field
/// is taller than a button), so the lines below keep their places.
pub(super) fn fixed_line(ui: &mut Ui, height: f32, add: impl FnOnce(&mut Ui)) {
    let size = egui::vec2(ui.available_width(), height);
    ui.allocate_ui_with_layout(
        size,
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_height(height);
            add(ui);
        },
    );
}

/// How much of a field's limit is used, as the user types ("12/40"),
/// always shown and as wide as the full count ("40/40"), so nothing beside
/// it moves as it grows.
pub(super) fn counter(ui: &mut Ui, text: &str, max: usize) {
    let used = text.chars().count();
    let colour = if used >= max {
        ui.visuals().warn_fg_color
    } else {
        ui.visuals().weak_text_color()
    };
    let widest = egui::WidgetText::from(egui::RichText::new(format!("{max}/{max}")).small())
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Small,
        )
        .size()
        .x;
    let count = egui::RichText::new(format!("{used}/{max}"))
        .small()
        .color(colour);
    ui.add_sized(
        [widest, ui.spacing().interact_size.y],
        egui::Label::new(count),
    );
}

/// The visible label says only "colour"; a screen reader (and a test) needs
/// to know whose colour it is.
pub(super) fn name_for_screen_readers(ui: &Ui, response: &egui::Response, name: String) {
    ui.ctx()
        .accesskit_node_builder(response.id, |node| node.set_label(name));
}
