//! Print-ready PDFs of the card and of a dispute record: the sheets a family
//! keeps beside the board.
//!
//! Each sheet is laid out first as pages of `Mark`s (text runs, lines,
//! circles, measured with the embedded font), then drawn with krilla. The
//! font is DejaVu Sans, shipped in `assets/fonts/` under its own licence
//! and embedded (subset) in every PDF, so a sheet prints the same anywhere.

mod card;
mod dispute;
mod layout;
mod runs;
mod style;

pub use card::card_pdf;
pub use dispute::dispute_pdf;
pub(crate) use layout::{Mark, Sheet};

use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point};
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use std::fmt;

/// The paper a sheet is laid out for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Paper {
    #[default]
    A4,
    Letter,
}

/// Territories that print on US Letter; everywhere else uses A4.
const LETTER_TERRITORIES: [&str; 14] = [
    "US", "CA", "MX", "CL", "CO", "CR", "DO", "GT", "PA", "PH", "PR", "SV", "VE", "NI",
];

impl Paper {
    /// Width and height in points (1/72 inch).
    #[must_use]
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }

    /// The paper of a locale name such as "en_US.UTF-8" (Letter for the
    /// territories that use it, A4 otherwise).
    ///
    /// ```
    /// use hopcard::records::Paper;
    /// assert_eq!(Paper::for_locale("en_US.UTF-8"), Paper::Letter);
    /// assert_eq!(Paper::for_locale("de_DE.UTF-8"), Paper::A4);
    /// assert_eq!(Paper::for_locale("C"), Paper::A4);
    /// ```
    #[must_use]
    pub fn for_locale(locale: &str) -> Paper {
        let territory = locale
            .split(['.', '@'])
            .next()
            .and_then(|l| l.split_once('_'))
            .map(|(_, t)| t);
        match territory {
            Some(t) if LETTER_TERRITORIES.contains(&t) => Paper::Letter,
            _ => Paper::A4,
        }
    }

    /// The paper of the user's locale (`LC_ALL`, `LC_PAPER`, then `LANG`).
    #[must_use]
    pub fn from_environment() -> Paper {
        ["LC_ALL", "LC_PAPER", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .map_or(Paper::A4, |l| Paper::for_locale(&l))
    }

    /// The name the command line and the app use: "a4" or "letter".
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }
}

impl std::str::FromStr for Paper {
    type Err = PdfError;

    fn from_str(s: &str) -> Result<Paper, PdfError> {
        match s {
            "a4" => Ok(Paper::A4),
            "letter" => Ok(Paper::Letter),
            other => Err(PdfError::UnknownPaper(other.to_string())),
        }
    }
}

/// Why a PDF could not be made.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PdfError {
    /// A paper name other than "a4" or "letter".
    UnknownPaper(String),
    /// The embedded font could not be read (a broken build).
    Font,
    /// A character no font on this computer can draw: printed, it would
    /// be an empty box.
    Unshown(char),
    /// The PDF writer refused the document.
    Write(String),
}

impl fmt::Display for PdfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::lang::t;
        f.write_str(&match self {
            PdfError::UnknownPaper(p) => t!(
                "print-error-paper",
                paper = crate::quote::Quoted(p).to_string()
            ),
            PdfError::Font => t!("print-error-font"),
            PdfError::Unshown(c) => t!(
                "print-error-unshown",
                code = format!("U+{:04X}", u32::from(*c)),
                script = unicode_script::UnicodeScript::script(c)
                    .full_name()
                    .replace('_', " "),
                package = crate::writing::font_package(*c)
            ),
            PdfError::Write(e) => t!("print-error-write", problem = e),
        })
    }
}

impl std::error::Error for PdfError {}

/// A colour name on the card as ink: the eight colours the setup offers,
/// grey for any other.
#[must_use]
pub(crate) fn ink(colour: &str) -> (u8, u8, u8) {
    crate::colour::known(colour).map_or(crate::colour::UNKNOWN_INK, |k| k.ink)
}

/// Draw laid-out pages as a PDF titled `title`.
///
/// # Errors
/// [`PdfError`] if a character has no font, or the writer fails.
pub(crate) fn render(sheet: &Sheet, title: &str) -> Result<Vec<u8>, PdfError> {
    let mut fonts = runs::Fonts::default();
    let (w, h) = sheet.paper.size();
    let mut document = Document::new();
    document.set_metadata(
        krilla::metadata::Metadata::new()
            .title(title.to_string())
            .creator("Hopcard".to_string()),
    );
    for marks in &sheet.pages {
        let settings = PageSettings::from_wh(w, h).ok_or(PdfError::Write("page size".into()))?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        for mark in marks {
            draw(&mut surface, mark, &mut fonts)?;
        }
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|e| PdfError::Write(format!("{e:?}")))
}

fn colour((r, g, b): (u8, u8, u8)) -> krilla::paint::Paint {
    rgb::Color::new(r, g, b).into()
}

fn draw(
    surface: &mut krilla::surface::Surface<'_>,
    mark: &Mark,
    fonts: &mut runs::Fonts,
) -> Result<(), PdfError> {
    match mark {
        Mark::Text { x, y, style, text } => {
            surface.set_stroke(None);
            surface.set_fill(Some(Fill {
                paint: colour(style.ink),
                ..Fill::default()
            }));
            runs::draw_line(surface, fonts, Point::from_xy(*x, *y), *style, text)?;
        }
        Mark::Line {
            from,
            to,
            width,
            ink,
        } => {
            let mut path = PathBuilder::new();
            path.move_to(from.0, from.1);
            path.line_to(to.0, to.1);
            stroke(surface, path, *width, *ink);
        }
        Mark::Circle {
            centre,
            radius,
            fill,
            outline,
        } => {
            let path = circle(*centre, *radius);
            surface.set_fill(fill.map(|f| Fill {
                paint: colour(f),
                ..Fill::default()
            }));
            surface.set_stroke(outline.map(|(width, ink)| Stroke {
                paint: colour(ink),
                width,
                ..Stroke::default()
            }));
            if let Some(path) = path.finish() {
                surface.draw_path(&path);
            }
        }
    }
    Ok(())
}

fn stroke(
    surface: &mut krilla::surface::Surface<'_>,
    path: PathBuilder,
    width: f32,
    ink: (u8, u8, u8),
) {
    surface.set_fill(None);
    surface.set_stroke(Some(Stroke {
        paint: colour(ink),
        width,
        ..Stroke::default()
    }));
    if let Some(path) = path.finish() {
        surface.draw_path(&path);
    }
}

/// A circle as four cubic arcs.
fn circle((cx, cy): (f32, f32), r: f32) -> PathBuilder {
    const K: f32 = 0.552_284_8;
    let k = K * r;
    let mut p = PathBuilder::new();
    p.move_to(cx + r, cy);
    p.cubic_to(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
    p.cubic_to(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
    p.cubic_to(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
    p.cubic_to(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
    p.close();
    p
}

#[cfg(test)]
mod tests;
