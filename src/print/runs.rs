//! One line of a sheet drawn as runs: right-to-left runs (Hebrew) placed
//! in their visual order inside the left-to-right line, and each run cut
//! where the font changes (the bundled DejaVu Sans, or a font found on the
//! computer for Chinese, Japanese, Korean or emoji). Each piece keeps its
//! own text, so a PDF reader gives the words back in the order typed.

use super::PdfError;
use super::layout::Style;
use crate::writing::{self, Face};
use krilla::geom::Point;
use krilla::text::{Font, TextDirection};
use std::ops::Range;
use std::sync::Arc;

/// The faces a document uses, each read into the PDF writer once.
#[derive(Default)]
pub struct Fonts {
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

/// Characters that need no glyph of their own go with their neighbour.
fn follows(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\u{200D}' | '\u{FE00}'..='\u{FE0F}')
}

/// `text` cut where the face that draws it changes.
///
/// # Errors
/// [`PdfError::Unshown`] for a character no font here has.
pub fn segments(text: &str, bold: bool) -> Result<Vec<(Range<usize>, &'static Face)>, PdfError> {
    let mut out: Vec<(Range<usize>, &'static Face)> = Vec::new();
    for (i, c) in text.char_indices() {
        let end = i + c.len_utf8();
        if let Some((range, face)) = out.last_mut()
            && (face.has(c) || follows(c))
        {
            range.end = end;
            continue;
        }
        let face = match writing::face_for(c, bold) {
            Some(face) => face,
            None if follows(c) => writing::bundled(bold),
            None => return Err(PdfError::Unshown(c)),
        };
        out.push((i..end, face));
    }
    Ok(out)
}

/// The width of `text` drawn in `face`, in points.
pub fn width(text: &str, face: &Face, size: f32) -> f32 {
    text.chars()
        .map(|c| {
            let (adv, em) = face.advance(c);
            f32::from(adv) * size / f32::from(em)
        })
        .sum()
}

/// Draw one line with its baseline starting at `start`.
///
/// # Errors
/// [`PdfError`] for a character no font has, or a font the writer refuses.
pub fn draw_line(
    surface: &mut krilla::surface::Surface<'_>,
    fonts: &mut Fonts,
    start: Point,
    style: Style,
    text: &str,
) -> Result<(), PdfError> {
    let mut x = start.x;
    for (run, rtl) in writing::visual_runs(text) {
        let part = &text[run];
        let mut pieces = segments(part, style.bold)?;
        let direction = if rtl {
            // Read from the right: the last piece typed is leftmost.
            pieces.reverse();
            TextDirection::RightToLeft
        } else {
            TextDirection::LeftToRight
        };
        for (range, face) in pieces {
            let piece = &part[range];
            let font = fonts.get(face)?;
            surface.draw_text(
                Point::from_xy(x, start.y),
                font,
                style.size,
                piece,
                false,
                direction,
            );
            x += width(piece, face, style.size);
        }
    }
    Ok(())
}
