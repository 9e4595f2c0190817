//! One line of a sheet drawn as runs: right-to-left runs (Hebrew, Arabic)
//! placed in their visual order inside the left-to-right line, and each
//! run cut where the font changes (the bundled DejaVu Sans, or a font
//! found on the computer for Chinese, Japanese, Korean, the Indic scripts,
//! Thai or emoji). Each piece keeps its own text, so a PDF reader gives the
//! words back in the order typed.
//!
//! A piece in a script whose letters join or reorder (Arabic, Devanagari,
//! Thai …) or holding an emoji sequence goes through the shaper
//! (`writing::shape`, the harfrust that shapes the same runs on screen);
//! every other piece is placed one glyph per character at the font's own
//! advances, as it always was, so those sheets are unchanged.

use super::PdfError;
use super::style::Style;
use crate::writing::{self, Face};
use krilla::geom::Point;
use krilla::text::{Font, GlyphId, KrillaGlyph};
use std::ops::Range;
use std::sync::Arc;

/// The faces a document uses, each read into the PDF writer once.
#[derive(Default)]
pub(super) struct Fonts {
    loaded: Vec<(&'static Face, Font)>,
}

impl Fonts {
    fn get(&mut self, face: &'static Face) -> Result<Font, PdfError> {
        if let Some((_, font)) = self.loaded.iter().find(|(f, _)| std::ptr::eq(*f, face)) {
            return Ok(font.clone());
        }
        let font =
            Font::new(Arc::new(face.data.to_vec()).into(), face.index).ok_or(PdfError::Font)?;
        self.loaded.push((face, font.clone()));
        Ok(font)
    }
}

/// Whether a space (or joiner) may stay in `face`'s piece: it has the
/// space (an emoji font's space is an emoji wide, or missing), or the
/// cluster is no space at all.
fn keeps_space(face: &Face, cluster: &str) -> bool {
    !cluster.chars().any(char::is_whitespace) || (!face.colour && face.has(' '))
}

/// Characters that need no glyph of their own go with their neighbour.
fn follows(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\u{200D}' | '\u{FE00}'..='\u{FE0F}')
}

/// `text` cut where the face that draws it changes: each cluster (a
/// letter and its marks, an emoji sequence) in the face
/// [`writing::face_for_cluster`] gives it (the bundled one wherever it
/// can), so the words after a Chinese name or an emoji are back in DejaVu
/// Sans, as the layout measured them.
///
/// # Errors
/// [`PdfError::Unshown`] for a character no font here has.
pub(super) fn segments(
    text: &str,
    bold: bool,
) -> Result<Vec<(Range<usize>, &'static Face)>, PdfError> {
    use unicode_segmentation::UnicodeSegmentation as _;
    let mut out: Vec<(Range<usize>, &'static Face)> = Vec::new();
    for (i, cluster) in text.grapheme_indices(true) {
        let end = i + cluster.len();
        let wanted = writing::face_for_cluster(cluster, bold);
        let all_follow = cluster.chars().all(follows);
        if let Some((range, face)) = out.last_mut()
            && ((all_follow && keeps_space(face, cluster))
                || wanted.is_some_and(|w| std::ptr::eq(w, *face)))
        {
            range.end = end;
            continue;
        }
        let face = match wanted {
            // A space the piece before cannot draw: the bundled font's.
            _ if all_follow => writing::bundled(bold),
            Some(face) => face,
            None => {
                let c = cluster.chars().find(|&c| !follows(c)).unwrap_or(' ');
                return Err(PdfError::Unshown(c));
            }
        };
        out.push((i..end, face));
    }
    Ok(out)
}

/// The width of `text` drawn in `face`, in points.
pub(super) fn width(text: &str, face: &Face, size: f32) -> f32 {
    if writing::needs_shaping(text) {
        let rtl = writing::has_rtl(text);
        return writing::shape(face, text, rtl)
            .iter()
            .map(|g| g.advance * size)
            .sum();
    }
    text.chars()
        .map(|c| {
            let (adv, em) = face.advance(c);
            f32::from(adv) * size / f32::from(em)
        })
        .sum()
}

/// The glyphs of a piece the shaper places, in the order drawn, each with
/// the text of its cluster; and their width in em.
fn shaped(piece: &str, face: &Face, rtl: bool) -> (Vec<KrillaGlyph>, f32) {
    let placed = writing::shape(face, piece, rtl);
    let mut starts: Vec<usize> = placed.iter().map(|g| g.cluster).collect();
    starts.sort_unstable();
    starts.dedup();
    let end_of = |start: usize| {
        starts
            .iter()
            .find(|&&s| s > start)
            .copied()
            .unwrap_or(piece.len())
    };
    let glyphs: Vec<KrillaGlyph> = placed
        .iter()
        .map(|g| {
            KrillaGlyph::new(
                GlyphId::new(g.id),
                g.advance,
                g.x_offset,
                g.y_offset,
                0.0,
                g.cluster..end_of(g.cluster),
                None,
            )
        })
        .collect();
    let width = placed.iter().map(|g| g.advance).sum();
    (glyphs, width)
}

/// The glyphs of `piece` in `face`, in the order they are drawn (a
/// right-to-left run from its last letter, each letter followed by its
/// marks), and their width in em.
fn glyphs(piece: &str, face: &Face, rtl: bool) -> (Vec<KrillaGlyph>, f32) {
    if writing::needs_shaping(piece) {
        return shaped(piece, face, rtl);
    }
    let em = f32::from(face.units_per_em());
    // Letters, each with its marks after it: the units a run is turned by.
    let mut clusters: Vec<Vec<KrillaGlyph>> = Vec::new();
    let mut width = 0.0;
    for (i, c) in piece.char_indices() {
        let text = i..i + c.len_utf8();
        let drawn = if rtl { writing::mirror(c) } else { c };
        let glyph = face.glyph(drawn).or_else(|| {
            // A space this face lacks still takes a space's room.
            c.is_whitespace().then(|| face.glyph(' ')).flatten()
        });
        let Some((id, advance)) = glyph else {
            // Drawn as nothing (a joiner, a selector): its text goes with
            // the glyph before it, so a PDF reader still gives it back.
            match clusters.last_mut().and_then(|c| c.last_mut()) {
                Some(last) => last.text_range.end = text.end,
                // First in its piece: carried by a space that takes no room.
                None => {
                    let space = face.glyph(' ').map_or(0, |(id, _)| id);
                    clusters.push(vec![glyph_at(space, 0.0, text)]);
                }
            }
            continue;
        };
        let advance = f32::from(advance) / em;
        width += advance;
        let glyph = glyph_at(id, advance, text);
        match clusters.last_mut() {
            Some(cluster) if writing::is_mark(c) => cluster.push(glyph),
            _ => clusters.push(vec![glyph]),
        }
    }
    if rtl {
        clusters.reverse();
    }
    (clusters.into_iter().flatten().collect(), width)
}

fn glyph_at(id: u16, advance: f32, text: Range<usize>) -> KrillaGlyph {
    KrillaGlyph::new(
        GlyphId::new(u32::from(id)),
        advance,
        0.0,
        0.0,
        0.0,
        text,
        None,
    )
}

/// Draw one line with its baseline starting at `start`.
///
/// # Errors
/// [`PdfError`] for a character no font has, or a font the writer refuses.
pub(super) fn draw_line(
    surface: &mut krilla::surface::Surface<'_>,
    fonts: &mut Fonts,
    start: Point,
    style: Style,
    text: &str,
) -> Result<(), PdfError> {
    // One spelling, one name: accents typed apart are drawn composed.
    let text = &*writing::composed(text);
    let mut x = start.x;
    for (run, rtl) in writing::visual_runs(text) {
        let part = &text[run];
        let mut pieces = segments(part, style.bold)?;
        if rtl {
            // Read from the right: the last piece typed is leftmost.
            pieces.reverse();
        }
        for (range, face) in pieces {
            let piece = &part[range];
            let font = fonts.get(face)?;
            let (glyphs, width) = glyphs(piece, face, rtl);
            surface.draw_glyphs(
                Point::from_xy(x, start.y),
                &glyphs,
                font,
                piece,
                style.size,
                false,
            );
            x += width * style.size;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::glyphs;
    use crate::writing;

    /// The glyphs' text ranges, in the order drawn.
    fn ranges(text: &str, rtl: bool) -> Vec<std::ops::Range<usize>> {
        let face = writing::bundled(false);
        glyphs(text, face, rtl)
            .0
            .into_iter()
            .map(|g| g.text_range)
            .collect()
    }

    /// The words after a name in a font found on the computer go back to
    /// the bundled font (the tests' own subset of WenQuanYi Micro Hei, `tests/fonts/`).
    #[test]
    fn the_bundled_font_takes_over_again_after_a_found_one() {
        let cjk = writing::face_for('王', false).expect("a font for Chinese is installed");
        let text = "王芳 (blue): starts";
        let pieces = super::segments(text, false).expect("every character has a font");
        let faces: Vec<(&str, bool)> = pieces
            .iter()
            .map(|(r, f)| (&text[r.clone()], std::ptr::eq(*f, cjk)))
            .collect();
        // The tests' subset has no space: the space is the bundled font's.
        assert_eq!(faces, [("王芳", true), (" (blue): starts", false)]);
        assert!(std::ptr::eq(pieces[1].1, writing::bundled(false)));
    }

    #[test]
    fn a_left_to_right_word_is_one_glyph_per_letter_at_the_fonts_advances() {
        let face = writing::bundled(false);
        let (drawn, width) = glyphs("Ann", face, false);
        assert_eq!(ranges("Ann", false), [0..1, 1..2, 2..3]);
        let em = f32::from(face.units_per_em());
        let sum: f32 = "Ann"
            .chars()
            .map(|c| f32::from(face.advance(c).0) / em)
            .sum();
        assert!((width - sum).abs() < 1e-6, "{width} against {sum}");
        assert!(
            drawn.iter().all(|g| g.glyph_id.to_u32() != 0),
            "no empty box"
        );
    }

    #[test]
    fn a_right_to_left_run_is_drawn_from_its_last_letter_with_marks_after_their_letter() {
        // Shin with a dot, lamed, vav with holam, final mem: "shalom".
        let shalom = "\u{05E9}\u{05C1}\u{05DC}\u{05D5}\u{05B9}\u{05DD}";
        let starts: Vec<usize> = ranges(shalom, true).iter().map(|r| r.start).collect();
        // Final mem, then vav and its holam, lamed, then shin and its dot
        // (two bytes a character).
        assert_eq!(starts, [10, 6, 8, 4, 0, 2]);
    }

    #[test]
    fn brackets_face_the_other_way_inside_a_right_to_left_run() {
        let face = writing::bundled(false);
        let open = face.glyph('(').map(|g| g.0);
        let close = face.glyph(')').map(|g| g.0);
        let drawn: Vec<u16> = glyphs("(", face, true)
            .0
            .iter()
            .filter_map(|g| u16::try_from(g.glyph_id.to_u32()).ok())
            .collect();
        assert_eq!(drawn, close.into_iter().collect::<Vec<_>>());
        assert_ne!(open, close);
    }

    #[test]
    fn a_selector_is_drawn_as_nothing_and_its_text_kept_with_its_letter() {
        let face = writing::bundled(false);
        // A joiner or selector DejaVu Sans has no glyph for.
        let selector = ['\u{E0100}', '\u{2060}', '\u{200D}', '\u{FE0F}']
            .into_iter()
            .find(|&c| face.glyph(c).is_none())
            .expect("DejaVu Sans lacks one of them");
        let text = format!("a{selector}b");
        let len = 1 + selector.len_utf8();
        assert_eq!(ranges(&text, false), [0..len, len..len + 1]);
        let (_, width) = glyphs(&text, face, false);
        let (_, plain) = glyphs("ab", face, false);
        assert!((width - plain).abs() < 1e-6, "the selector takes no room");
        // Alone at the start of a piece, it is carried by a space of no width.
        let (drawn, width) = glyphs(&selector.to_string(), face, false);
        assert_eq!(drawn.len(), 1);
        assert!(width.abs() < 1e-6);
        assert_ne!(drawn[0].glyph_id.to_u32(), 0, "not the empty box");
    }
}
