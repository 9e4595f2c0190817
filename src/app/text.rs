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

/// egui's own screen fonts, deflated by `build.rs` (eframe's
/// `default_fonts` would carry them whole: 355 KB more program).
const UBUNTU_LIGHT: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/Ubuntu-Light.ttf.deflate"));
const HACK_REGULAR: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/Hack-Regular.ttf.deflate"));
const EGUI_ICONS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/egui-icons.ttf.deflate"));

/// The fonts egui's `default_fonts` feature defines, byte for byte and with
/// the same families and tweaks, so the screen looks exactly as it did.
#[must_use]
pub(super) fn screen_fonts() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::empty();
    for (name, deflated, scale) in [
        ("Hack", HACK_REGULAR, 1.0),
        ("Ubuntu-Light", UBUNTU_LIGHT, 1.0),
        // egui's handful of icons, drawn smaller as egui draws them.
        ("egui-icons", EGUI_ICONS, 0.90),
    ] {
        let data =
            egui::FontData::from_owned(crate::writing::inflate(deflated)).tweak(egui::FontTweak {
                scale,
                ..Default::default()
            });
        fonts.font_data.insert(name.to_owned(), Arc::new(data));
    }
    let family = |names: &[&str]| names.iter().map(|&n| n.to_owned()).collect();
    fonts.families.insert(
        egui::FontFamily::Monospace,
        family(&["Hack", "Ubuntu-Light", "egui-icons"]),
    );
    fonts.families.insert(
        egui::FontFamily::Proportional,
        family(&["Ubuntu-Light", "egui-icons"]),
    );
    fonts
}

/// The smallest text drawn at 100% zoom, in points (issue 37).
pub(super) const SMALLEST_TEXT: f32 = 12.0;

/// Install the screen fonts and the provider in `ctx` once (they live in
/// the context, so a test harness gets them too). True the first time:
/// text laid out before the next pass would have had no font.
pub(super) fn install_fonts(ctx: &egui::Context) -> bool {
    let id = egui::Id::unique("hopcard-font-provider");
    if ctx.data(|d| d.get_temp::<bool>(id).unwrap_or(false)) {
        return false;
    }
    ctx.set_fonts(screen_fonts());
    ctx.add_font_provider(Arc::new(Provider));
    // egui's small text is 9 points: too small to read at a family table.
    ctx.all_styles_mut(|style| {
        style.text_styles.insert(
            egui::TextStyle::Small,
            egui::FontId::proportional(SMALLEST_TEXT),
        );
    });
    ctx.data_mut(|d| d.insert_temp(id, true));
    true
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

/// Lays out a one-line field's text in reading order, for a field whose
/// text has a right-to-left run (a Hebrew name reads right as it is typed;
/// the cursor keeps its place by character count). A field with nothing
/// right to left keeps egui's own layout.
pub(super) fn reading_order_line(
    ui: &egui::Ui,
    text: &dyn egui::TextBuffer,
    _wrap_width: f32,
) -> Arc<egui::Galley> {
    reading_order(ui, text, None)
}

/// [`reading_order_line`] for a field of several lines, wrapped at
/// `wrap_width`.
pub(super) fn reading_order_wrapped(
    ui: &egui::Ui,
    text: &dyn egui::TextBuffer,
    wrap_width: f32,
) -> Arc<egui::Galley> {
    reading_order(ui, text, Some(wrap_width))
}

fn reading_order(
    ui: &egui::Ui,
    text: &dyn egui::TextBuffer,
    wrap: Option<f32>,
) -> Arc<egui::Galley> {
    let shown = seen(text.as_str());
    let font = egui::TextStyle::Body.resolve(ui.style());
    let colour = ui
        .visuals()
        .override_text_color
        .unwrap_or_else(|| ui.visuals().text_color());
    let mut job = match wrap {
        Some(width) => egui::text::LayoutJob::simple(shown, font, colour, width),
        None => egui::text::LayoutJob::simple_singleline(shown, font, colour),
    };
    // As egui's own fields: trailing spaces stay while typing.
    job.keep_trailing_whitespace = true;
    ui.fonts_mut(|f| f.layout_job(job))
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
pub(super) fn name_label(ui: &egui::Ui, response: &egui::Response, text: &str) {
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

/// Compose what was typed into `text` (NFC), and take out what no font on
/// this computer can show, saying which script it was (the character
/// itself cannot be drawn here).
#[must_use]
pub(super) fn refuse_unshown(field: &str, text: &mut String) -> Option<String> {
    // One spelling, one name: accents typed apart are composed as typed.
    crate::writing::compose(text);
    let c = crate::writing::first_unshown(text)?;
    let script = unicode_script::UnicodeScript::script(&c)
        .full_name()
        .replace('_', " ");
    text.retain(|c| crate::writing::first_unshown(&c.to_string()).is_none());
    Some(crate::lang::t!(
        "setup-unshown-script",
        field = field,
        script = script,
        code = format!("{:04X}", u32::from(c)),
        package = crate::writing::font_package(c)
    ))
}

#[cfg(test)]
mod tests {
    use egui::FontFamily;

    /// Inflated, the screen fonts are egui's own files, in egui's order,
    /// so the screen (and every snapshot) looks as with `default_fonts`.
    #[test]
    fn the_screen_fonts_are_eguis_own_byte_for_byte() {
        let fonts = super::screen_fonts();
        for (name, bytes) in [
            ("Hack", epaint_default_fonts::HACK_REGULAR),
            ("Ubuntu-Light", epaint_default_fonts::UBUNTU_LIGHT),
            ("egui-icons", epaint_default_fonts::EGUI_ICONS),
        ] {
            let data = fonts.font_data.get(name).expect("the font is defined");
            assert!(
                (*data.font).as_ref() == bytes,
                "{name} differs from egui's own"
            );
        }
        let icons = fonts.font_data.get("egui-icons").expect("icons");
        assert!((icons.tweak.scale - 0.90).abs() < f32::EPSILON);
        assert_eq!(
            fonts.families.get(&FontFamily::Proportional),
            Some(&vec!["Ubuntu-Light".to_owned(), "egui-icons".to_owned()])
        );
        assert_eq!(
            fonts.families.get(&FontFamily::Monospace),
            Some(&vec![
                "Hack".to_owned(),
                "Ubuntu-Light".to_owned(),
                "egui-icons".to_owned()
            ])
        );
    }
}
