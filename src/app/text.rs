//! Typed text on screen: a font for every script (the bundled DejaVu Sans
//! and the fonts found on the computer, see [`crate::writing`]), and
//! right-to-left names shown in the order they are read while screen
//! readers (and tests) get them as typed.

use std::sync::Arc;

/// Finds a font for a character egui's own fonts lack.
struct Provider;

impl egui::FontProvider for Provider {
    fn font_for(&self, request: &egui::FallbackRequest<'_>) -> Option<egui::FontInsert> {
        let c = request.cluster.chars().next()?;
        let face = crate::writing::face_for(c, false)?;
        let mut data = egui::FontData::from_static(face.data);
        data.index = face.index;
        Some(egui::FontInsert::new(&face.name, data, Vec::new()))
    }
}

/// Add the provider to `ctx` once (it lives in the context, so a test
/// harness gets it too).
pub(super) fn install_fonts(ctx: &egui::Context) {
    let id = egui::Id::unique("hopcard-font-provider");
    if !ctx.data(|d| d.get_temp::<bool>(id).unwrap_or(false)) {
        ctx.add_font_provider(Arc::new(Provider));
        ctx.data_mut(|d| d.insert_temp(id, true));
    }
}

/// `text` as it is seen: right-to-left runs turned for a screen that draws
/// left to right.
#[must_use]
pub(super) fn seen(text: &str) -> String {
    crate::writing::visual(text)
}

/// The accessible name of `response` is the text as typed (logical
/// order), whatever order it is drawn in.
pub(super) fn as_typed(ui: &egui::Ui, response: &egui::Response, text: &str) {
    if crate::writing::has_rtl(text) {
        let text = text.to_string();
        ui.ctx()
            .accesskit_node_builder(response.id, |node| node.set_label(text));
    }
}

/// A label that may hold a name in any script.
pub(super) fn label(ui: &mut egui::Ui, text: &str) -> egui::Response {
    let response = ui.label(seen(text));
    name_label(ui, &response, text);
    response
}

/// A one-line label that may hold a name in any script, cut with an
/// ellipsis where it does not fit (the whole text on hover).
pub(super) fn label_cut(ui: &mut egui::Ui, text: &str) -> egui::Response {
    let response = ui.add(egui::Label::new(seen(text)).truncate());
    name_label(ui, &response, text);
    response
}

/// A label's accessible name and value are the text as typed.
fn name_label(ui: &egui::Ui, response: &egui::Response, text: &str) {
    if crate::writing::has_rtl(text) {
        // A label's text is its value (the name of what it labels too).
        let text = text.to_string();
        ui.ctx().accesskit_node_builder(response.id, |node| {
            node.set_value(text.clone());
            node.set_label(text);
        });
    }
}

/// A button that may hold a name in any script.
pub(super) fn button(ui: &mut egui::Ui, enabled: bool, text: &str) -> egui::Response {
    let response = ui.add_enabled(enabled, egui::Button::new(seen(text)));
    as_typed(ui, &response, text);
    response
}

/// A name for a button or a line that must keep its place: cut to
/// `max` characters with an ellipsis.
#[must_use]
pub(super) fn short(name: &str, max: usize) -> String {
    if name.chars().count() <= max {
        return name.to_string();
    }
    let mut cut: String = name.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// Take out of `text` what no font on this computer can show, saying
/// which script it was (the character itself cannot be drawn here).
#[must_use]
pub(super) fn refuse_unshown(field: &str, text: &mut String) -> Option<String> {
    let c = crate::writing::first_unshown(text)?;
    let script = unicode_script::UnicodeScript::script(&c)
        .full_name()
        .replace('_', " ");
    text.retain(|c| crate::writing::first_unshown(&c.to_string()).is_none());
    Some(format!(
        "{field}: the {script} script (U+{:04X}) was not taken, because no font on this computer can show it; install a font for it, or type the name another way",
        u32::from(c)
    ))
}
