//! Names in every script on screen. egui shapes each run of one font with
//! harfrust (Arabic joined, Indic letters reordered and conjoined, Thai
//! marks, emoji sequences as one picture) and draws a right-to-left run
//! from its last letter, but it has no bidirectional algorithm: the words
//! of a right-to-left name would follow each other left to right. So a
//! line with a right-to-left run is handed to egui in pieces, one section
//! each, in the order they are seen: the Unicode bidi algorithm's visual
//! runs, and inside a right-to-left run its words from the last typed to
//! the first (each word still typed order, which the shaper turns). A
//! field's galley then gets one glyph per typed character at the place it
//! is drawn, so the cursor moves through the name as typed and stands
//! where the reader sees that letter.

use egui::text::{Galley, LayoutJob, LayoutSection, TextFormat};
use egui::{FontSelection, RichText, Ui, WidgetText};
use std::sync::Arc;

/// One piece of a line as egui is given it, in visual order.
#[derive(Debug, PartialEq)]
struct Piece {
    /// The bytes of the line it holds, in typed order.
    typed: std::ops::Range<usize>,
    /// The text handed to egui: typed order, or a right-to-left neutral
    /// (a space, a bracket) mirrored.
    text: String,
    /// A word of a right-to-left run (the shaper draws it from its end).
    rtl_word: bool,
}

/// Whether `c` is a word's letter inside a right-to-left run (not a space,
/// punctuation or a symbol between words).
fn in_word(c: char) -> bool {
    use unicode_general_category::{GeneralCategory as G, get_general_category};
    !c.is_whitespace()
        && !matches!(
            get_general_category(c),
            G::ConnectorPunctuation
                | G::DashPunctuation
                | G::OpenPunctuation
                | G::ClosePunctuation
                | G::InitialPunctuation
                | G::FinalPunctuation
                | G::OtherPunctuation
                | G::MathSymbol
                | G::CurrencySymbol
                | G::ModifierSymbol
                | G::OtherSymbol
        )
}

/// One line (no line break) cut into [`Piece`]s in visual order.
fn pieces(line: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    for (run, rtl) in crate::writing::visual_runs(line) {
        if !rtl {
            out.push(Piece {
                text: line[run.clone()].to_string(),
                typed: run,
                rtl_word: false,
            });
            continue;
        }
        let mut words: Vec<Piece> = Vec::new();
        for (i, c) in line[run.clone()].char_indices() {
            let at = run.start + i;
            let end = at + c.len_utf8();
            match words.last_mut() {
                Some(last) if last.rtl_word && in_word(c) => {
                    last.typed.end = end;
                    last.text.push(c);
                }
                _ => words.push(Piece {
                    typed: at..end,
                    text: if in_word(c) {
                        c.to_string()
                    } else {
                        crate::writing::mirror(c).to_string()
                    },
                    rtl_word: in_word(c),
                }),
            }
        }
        words.reverse();
        out.extend(words);
    }
    out
}

/// A job laying out `line` in `format`, one section per piece.
fn visual_job(line: &str, format: &TextFormat) -> (LayoutJob, Vec<Piece>) {
    let pieces = pieces(line);
    let mut job = LayoutJob {
        keep_trailing_whitespace: true,
        ..Default::default()
    };
    for piece in &pieces {
        job.append(&piece.text, 0.0, format.clone());
    }
    (job, pieces)
}

/// `text` as a widget's text: as it is when nothing in it reads right to
/// left, else laid out in the order it is seen (see the module's notes),
/// as a galley with one glyph per typed character, so what egui tells a
/// screen reader of its letters is the text as typed. `fallback` is the
/// style the widget would give plain text.
pub(super) fn widget_text(
    ui: &Ui,
    text: impl Into<RichText>,
    fallback: egui::TextStyle,
) -> WidgetText {
    let rich: RichText = text.into();
    if !crate::writing::has_rtl(rich.text()) {
        return rich.into();
    }
    let job = WidgetText::from(rich).into_layout_job(
        ui.style(),
        FontSelection::Style(fallback),
        ui.text_valign(),
    );
    let Some(format) = job.sections.first().map(|s| s.format.clone()) else {
        return WidgetText::LayoutJob(job);
    };
    let typed = crate::writing::composed(&job.text).into_owned();
    let wrap = (ui.wrap_mode() == egui::TextWrapMode::Wrap).then(|| ui.available_width());
    WidgetText::Galley(field_galley(ui, &typed, &format, wrap))
}

/// `text` on one line no wider than `width`: cut with an ellipsis from the
/// end of what was typed (egui's own cut would take the end of the drawn
/// line, which for a right-to-left name is its beginning).
pub(super) fn one_line(ui: &Ui, text: &str, width: f32) -> WidgetText {
    let plain = |t: &str| {
        let job = WidgetText::from(t).into_layout_job(
            ui.style(),
            FontSelection::Style(egui::TextStyle::Body),
            ui.text_valign(),
        );
        let format = job
            .sections
            .first()
            .map(|s| s.format.clone())
            .unwrap_or_default();
        field_galley(ui, &crate::writing::composed(t), &format, None)
    };
    let count = text.chars().count();
    let mut galley = plain(text);
    let mut keep = count;
    while galley.size().x > width && keep > 2 {
        keep -= 1;
        let mut cut: String = text.chars().take(keep - 1).collect();
        cut.push('…');
        galley = plain(&cut);
    }
    WidgetText::Galley(galley)
}

/// The galley of a field holding `typed` (one line, or wrapped at `wrap`):
/// drawn in the order it is seen, with one glyph per typed character at
/// the place that character is drawn, so egui's cursor and selection,
/// which count characters, follow the name as typed.
pub(super) fn field_galley(
    ui: &Ui,
    typed: &str,
    format: &TextFormat,
    wrap: Option<f32>,
) -> Arc<Galley> {
    let mut rows: Vec<(String, bool)> = Vec::new();
    for line in typed.split('\n') {
        let cut = match wrap {
            Some(width) => wrapped(ui, line, format, width),
            None => vec![line.to_string()],
        };
        let last = cut.len().saturating_sub(1);
        rows.extend(cut.into_iter().enumerate().map(|(i, r)| (r, i == last)));
    }
    if let Some(last) = rows.last_mut() {
        last.1 = false;
    }
    let mut out: Option<Galley> = None;
    let mut y = 0.0;
    for (text, ends_with_newline) in rows {
        let row = row_galley(ui, &text, format);
        let Some(mut placed) = row.rows.first().cloned() else {
            continue;
        };
        placed.pos.y = y;
        placed.ends_with_newline = ends_with_newline;
        y += placed.row.size.y;
        let galley = out.get_or_insert_with(|| {
            let mut g = (*row).clone();
            g.rows.clear();
            g.num_vertices = 0;
            g.num_indices = 0;
            g
        });
        galley.num_vertices += placed.row.visuals.mesh.vertices.len();
        galley.num_indices += placed.row.visuals.mesh.indices.len();
        galley.rect = galley.rect.union(placed.rect());
        galley.mesh_bounds = galley.mesh_bounds.union(
            placed
                .row
                .visuals
                .mesh_bounds
                .translate(placed.pos.to_vec2()),
        );
        galley.rows.push(placed);
    }
    match out {
        Some(mut galley) => {
            let mut job = (*galley.job).clone();
            job.text = typed.to_string();
            job.sections = vec![LayoutSection {
                leading_space: 0.0,
                byte_range: egui::text::ByteIndex(0)..egui::text::ByteIndex(typed.len()),
                format: format.clone(),
            }];
            galley.job = Arc::new(job);
            Arc::new(galley)
        }
        None => ui.fonts_mut(|f| {
            f.layout_job(LayoutJob::single_section(typed.to_string(), format.clone()))
        }),
    }
}

/// `line` cut into rows of at most `width` at spaces, in typed order (the
/// first words on the first row), each row keeping its trailing space.
fn wrapped(ui: &Ui, line: &str, format: &TextFormat, width: f32) -> Vec<String> {
    let mut rows = vec![String::new()];
    for word in line.split_inclusive(' ') {
        let Some(current) = rows.last_mut() else {
            continue;
        };
        let candidate = format!("{current}{word}");
        if !current.is_empty() && measure(ui, candidate.trim_end(), format) > width {
            rows.push(word.to_string());
        } else {
            *current = candidate;
        }
    }
    rows
}

/// The width `text` takes on one line.
fn measure(ui: &Ui, text: &str, format: &TextFormat) -> f32 {
    let (job, _) = visual_job(text, format);
    ui.fonts_mut(|f| f.layout_job(job)).rect.width()
}

/// One row laid out in visual order, its glyphs replaced by one per typed
/// character, in typed order, each where its letter is drawn.
fn row_galley(ui: &Ui, row: &str, format: &TextFormat) -> Arc<Galley> {
    let (job, pieces) = visual_job(row, format);
    let galley = ui.fonts_mut(|f| f.layout_job(job));
    let Some(first) = galley.rows.first() else {
        return galley;
    };
    let Some(template) = first.row.glyphs.first().copied() else {
        return galley;
    };
    let no_vertex = u32::try_from(first.row.visuals.glyph_vertex_range.end).unwrap_or(u32::MAX);
    let mut glyphs: Vec<(usize, egui::epaint::text::Glyph)> = Vec::new();
    let mut x = 0.0;
    for piece in &pieces {
        let alone = ui.fonts_mut(|f| {
            let mut job = LayoutJob::single_section(piece.text.clone(), format.clone());
            job.keep_trailing_whitespace = true;
            f.layout_job(job)
        });
        let width = alone.rect.width();
        let chars: Vec<(usize, char)> = row[piece.typed.clone()].char_indices().collect();
        let n = chars.len().max(1) as f32;
        let own = alone
            .rows
            .first()
            .map(|r| r.row.glyphs.as_slice())
            .unwrap_or(&[]);
        for (k, &(at, c)) in chars.iter().enumerate() {
            let (pos_x, advance) = if piece.rtl_word {
                // Joined letters have no edges of their own: each takes an
                // equal share of the word, the first at its right end.
                let share = width / n;
                (x + width - share * (k as f32 + 1.0), share)
            } else if chars.len() == own.len() {
                let mirrored = piece.text != row[piece.typed.clone()];
                let g = own[if mirrored { chars.len() - 1 - k } else { k }];
                (x + g.pos.x, g.advance_width)
            } else {
                (x + width * k as f32 / n, width / n)
            };
            let mut glyph = template;
            glyph.chr = c;
            glyph.pos.x = pos_x;
            glyph.advance_width = advance;
            glyph.uv_rect = Default::default();
            glyph.is_color = false;
            glyph.first_vertex = no_vertex;
            glyphs.push((piece.typed.start + at, glyph));
        }
        x += width;
    }
    glyphs.sort_by_key(|(at, _)| *at);
    let mut galley = (*galley).clone();
    if let Some(placed) = galley.rows.first_mut() {
        let mut r = (*placed.row).clone();
        r.glyphs = glyphs.into_iter().map(|(_, g)| g).collect();
        placed.row = Arc::new(r);
    }
    Arc::new(galley)
}

#[cfg(test)]
mod tests {
    use super::pieces;

    fn seen(line: &str) -> Vec<String> {
        pieces(line).into_iter().map(|p| p.text).collect()
    }

    #[test]
    fn the_words_of_a_right_to_left_name_come_last_typed_first() {
        assert_eq!(seen("Ann (red)"), ["Ann (red)"]);
        assert_eq!(seen("ليلى حداد"), ["حداد", " ", "ليلى"]);
        assert_eq!(
            seen("Ann ليلى حداد (red)"),
            ["Ann ", "حداد", " ", "ليلى", " (red)"]
        );
        // A number inside reads left to right, after the name it follows.
        assert_eq!(seen("דנה 2"), ["2", " ", "דנה"]);
        // A bracket between right-to-left words faces the other way.
        assert_eq!(seen("דנה (שרה)"), ["(", "שרה", ")", " ", "דנה"]);
    }
}
