//! Typed text on screen: a font for every script (the bundled DejaVu Sans
//! and the fonts found on the computer, see [`crate::writing`]), and
//! right-to-left names shown in the order they are read while screen
//! readers (and tests) get them as typed.

use std::sync::Arc;

/// Finds a font for a character egui's own fonts lack.
struct Provider;

impl egui::FontProvider for Provider {
    fn font_for(&self, request: &egui::FallbackRequest<'_>) -> Option<egui::FontInsert> {
        let face = crate::writing::face_for_cluster(request.cluster, false)?;
        let mut data = egui::FontData::from_static(face.data).tweak(egui::FontTweak {
            scale: found_scale(face),
            ..Default::default()
        });
        data.index = face.index;
        Some(egui::FontInsert::new(&face.name, data, Vec::new()))
    }
}

/// The height of Ubuntu Light's capitals (egui's interface font), in em.
const INTERFACE_CAP_HEIGHT: f32 = 0.693;

/// How much a found font is drawn smaller so its capitals stand no taller
/// than the interface's: a CJK font's letters are drawn on a larger body
/// and looked bigger than the words around them. Never larger, and at
/// most 15% smaller; a colour emoji font is drawn as it is.
fn found_scale(face: &crate::writing::Face) -> f32 {
    match face.cap_height() {
        Some(cap) if !face.colour => (INTERFACE_CAP_HEIGHT / cap).clamp(0.85, 1.0),
        _ => 1.0,
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
    let font = egui::TextStyle::Body.resolve(ui.style());
    let colour = ui
        .visuals()
        .override_text_color
        .unwrap_or_else(|| ui.visuals().text_color());
    let typed = text.as_str();
    if crate::writing::has_rtl(typed) {
        let format = egui::TextFormat::simple(font, colour);
        return super::shaped::field_galley(ui, typed, &format, wrap);
    }
    let mut job = match wrap {
        Some(width) => egui::text::LayoutJob::simple(typed.to_string(), font, colour, width),
        None => egui::text::LayoutJob::simple_singleline(typed.to_string(), font, colour),
    };
    // As egui's own fields: trailing spaces stay while typing.
    job.keep_trailing_whitespace = true;
    ui.fonts_mut(|f| f.layout_job(job))
}

/// A label that may hold a name in any script.
pub(super) fn label(ui: &mut egui::Ui, text: &str) -> egui::Response {
    let response = ui.label(super::shaped::widget_text(ui, text, egui::TextStyle::Body));
    name_label(ui, &response, text);
    response
}

/// A one-line label that may hold a name in any script, cut with an
/// ellipsis where it does not fit (the whole text on hover).
pub(super) fn label_cut(ui: &mut egui::Ui, text: &str) -> egui::Response {
    let shown = if crate::writing::has_rtl(text) {
        super::shaped::one_line(ui, text, ui.available_width())
    } else {
        text.into()
    };
    let response = ui.add(egui::Label::new(shown).truncate());
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
    let shown = super::shaped::widget_text(ui, text, egui::TextStyle::Button);
    let response = ui.add_enabled(enabled, egui::Button::new(shown));
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
    use egui::text::TextFormat;

    /// The characters of a field's galley and where each is drawn.
    fn field_glyphs(typed: &str) -> Vec<(char, f32)> {
        let ctx = egui::Context::default();
        let mut glyphs = Vec::new();
        // The fonts are installed in the first pass and used from the next.
        for _ in 0..2 {
            let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
                super::install_fonts(ui.ctx());
                let format =
                    TextFormat::simple(egui::FontId::proportional(14.0), egui::Color32::WHITE);
                let galley = super::super::shaped::field_galley(ui, typed, &format, None);
                glyphs = galley.rows[0]
                    .row
                    .glyphs
                    .iter()
                    .map(|g| (g.chr, g.pos.x))
                    .collect();
            });
            out.textures_delta.clear();
        }
        glyphs
    }

    /// One glyph per typed character, in typed order, each where it is
    /// seen: the cursor after "Ann " stands at the right end of the
    /// right-to-left name, and moves left letter by letter.
    #[test]
    fn a_fields_cursor_walks_a_right_to_left_name_as_typed() {
        for typed in ["Ann דנה", "Ann ليلى"] {
            let glyphs = field_glyphs(typed);
            let chars: String = glyphs.iter().map(|g| g.0).collect();
            assert_eq!(chars, typed);
            let x: Vec<f32> = glyphs.iter().map(|g| g.1).collect();
            assert!(x[0] < x[1] && x[1] < x[2] && x[2] < x[3], "{typed}: {x:?}");
            for k in 4..x.len() - 1 {
                assert!(x[k] > x[k + 1], "{typed}: letter {k} at {x:?}");
                assert!(x[k + 1] > x[3], "{typed}: after the space: {x:?}");
            }
        }
    }

    /// The found fonts are scaled against the interface font's real
    /// capitals.
    #[test]
    fn the_interface_cap_height_is_ubuntu_lights() {
        let face = ttf_parser::Face::parse(epaint_default_fonts::UBUNTU_LIGHT, 0).expect("parses");
        let cap = face
            .capital_height()
            .map(|c| f32::from(c) / f32::from(face.units_per_em()));
        assert_eq!(cap, Some(super::INTERFACE_CAP_HEIGHT));
    }

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
