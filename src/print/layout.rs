//! Laying a sheet out: text flowed down the page, wrapped by the font's real
//! widths, new pages as needed, a footer on each.

use super::Paper;

pub(super) use super::style::Style;

/// One thing drawn on a page; coordinates in points from the top left, text
/// at its baseline.
#[derive(Clone, PartialEq, Debug)]
pub(crate) enum Mark {
    Text {
        x: f32,
        y: f32,
        style: Style,
        text: String,
    },
    Line {
        from: (f32, f32),
        to: (f32, f32),
        width: f32,
        ink: (u8, u8, u8),
    },
    Circle {
        centre: (f32, f32),
        radius: f32,
        fill: Option<(u8, u8, u8)>,
        /// Outline width and ink.
        outline: Option<(f32, (u8, u8, u8))>,
    },
}

/// A laid-out document: its paper and the marks of each page.
#[derive(Clone, PartialEq, Debug)]
pub(crate) struct Sheet {
    pub paper: Paper,
    pub pages: Vec<Vec<Mark>>,
}

/// Page margin in points (about 18 mm).
pub(super) const MARGIN: f32 = 50.0;
/// Room kept at the bottom for the footer.
const FOOTER: f32 = 28.0;

/// Widths of text in the fonts that draw it (the bundled DejaVu Sans, or
/// a font found on the computer for what it lacks).
pub(super) struct Metrics;

impl Metrics {
    /// # Errors
    /// [`super::PdfError::Font`] if the embedded font does not parse.
    pub(super) fn new() -> Result<Metrics, super::PdfError> {
        Ok(Metrics)
    }

    /// The width of `text` in points.
    #[must_use]
    pub(super) fn width(&self, text: &str, style: Style) -> f32 {
        // As drawn: composed (see `runs::draw_line`).
        let text = crate::writing::composed(text);
        if crate::writing::needs_shaping(&text)
            && let Ok(pieces) = super::runs::segments(&text, style.bold)
        {
            // Shaped as drawn: joined letters and conjuncts take the room
            // the shaper gives them, not the sum of the letters alone.
            return pieces
                .into_iter()
                .map(|(range, face)| super::runs::width(&text[range], face, style.size))
                .sum();
        }
        text.chars()
            .map(|c| match crate::writing::face_for(c, style.bold) {
                Some(face) => super::runs::width(&c.to_string(), face, style.size),
                None => style.size * 0.6,
            })
            .sum()
    }

    /// A word cut into pieces that each fit `width` (most words are one piece).
    fn split_long(&self, word: &str, style: Style, width: f32) -> Vec<String> {
        if self.width(word, style) <= width {
            return vec![word.to_string()];
        }
        let mut pieces = vec![String::new()];
        for c in word.chars() {
            let last = pieces.len() - 1;
            let mut next = pieces[last].clone();
            next.push(c);
            if self.width(&next, style) > width && !pieces[last].is_empty() {
                pieces.push(c.to_string());
            } else {
                pieces[last] = next;
            }
        }
        pieces
    }

    /// `text` broken into lines no wider than `width` (words stay whole
    /// unless one alone is wider than a line; each line break of the text
    /// starts a new line).
    #[must_use]
    pub(super) fn wrap(&self, text: &str, style: Style, width: f32) -> Vec<String> {
        let mut lines = Vec::new();
        for paragraph in text.lines() {
            let mut current = String::new();
            let words = paragraph
                .split_whitespace()
                .flat_map(|w| self.split_long(w, style, width));
            for word in words {
                let candidate = if current.is_empty() {
                    word.to_string()
                } else {
                    format!("{current} {word}")
                };
                if !current.is_empty() && self.width(&candidate, style) > width {
                    lines.push(std::mem::replace(&mut current, word.to_string()));
                } else {
                    current = candidate;
                }
            }
            lines.push(current);
        }
        if lines.is_empty() {
            lines.push(String::new());
        }
        lines
    }
}

/// Flows marks down pages.
pub(super) struct Writer {
    pub metrics: Metrics,
    paper: Paper,
    pages: Vec<Vec<Mark>>,
    /// The baseline of the next line.
    pub y: f32,
    footer: String,
}

impl Writer {
    /// # Errors
    /// [`super::PdfError::Font`] if the embedded font does not parse.
    pub(super) fn new(paper: Paper, footer: String) -> Result<Writer, super::PdfError> {
        Ok(Writer {
            metrics: Metrics::new()?,
            paper,
            pages: vec![Vec::new()],
            y: MARGIN,
            footer,
        })
    }

    /// The width between the margins.
    #[must_use]
    pub(super) fn width(&self) -> f32 {
        self.paper.size().0 - 2.0 * MARGIN
    }

    fn bottom(&self) -> f32 {
        self.paper.size().1 - MARGIN - FOOTER
    }

    /// Start a new page unless `height` more points fit on this one.
    pub(super) fn ensure(&mut self, height: f32) {
        if self.y + height > self.bottom() && self.y > MARGIN + 1.0 {
            self.pages.push(Vec::new());
            self.y = MARGIN;
        }
    }

    /// Continue on a fresh page.
    pub(super) fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = MARGIN;
    }

    pub(super) fn push(&mut self, mark: Mark) {
        if let Some(page) = self.pages.last_mut() {
            page.push(mark);
        }
    }

    pub(super) fn gap(&mut self, points: f32) {
        self.y += points;
    }

    fn line_height(style: Style) -> f32 {
        style.size * 1.35
    }

    /// One line of text at `x` (no wrapping), moving down a line.
    pub(super) fn line_at(&mut self, x: f32, text: &str, style: Style) {
        let h = Self::line_height(style);
        self.ensure(h);
        self.y += style.size;
        self.push(Mark::Text {
            x,
            y: self.y,
            style,
            text: text.to_string(),
        });
        self.y += h - style.size;
    }

    /// A paragraph wrapped to the margins, indented by `indent`.
    pub(super) fn paragraph(&mut self, text: &str, style: Style, indent: f32) {
        let width = self.width() - indent;
        for line in self.metrics.wrap(text, style, width) {
            self.line_at(MARGIN + indent, &line, style);
        }
    }

    /// "Label: value", the value wrapped beside the label.
    pub(super) fn field(&mut self, label: &str, value: &str) {
        let tab = 118.0;
        let width = self.width() - tab;
        let lines = self.metrics.wrap(value, Style::BODY, width);
        let h = Self::line_height(Style::BODY);
        self.ensure(h * lines.len().min(3) as f32);
        let top = self.y;
        // A label too wide for its column gets a line of its own.
        let labels = self.metrics.wrap(label, Style::LABEL, self.width());
        for l in &labels {
            self.line_at(MARGIN, l, Style::LABEL);
        }
        if labels.len() == 1 && self.metrics.width(label, Style::LABEL) <= tab - 8.0 {
            self.y = top;
        }
        for line in lines {
            self.line_at(MARGIN + tab, &line, Style::BODY);
        }
    }

    /// A heading with a thin rule under it, kept with the next lines.
    pub(super) fn heading(&mut self, text: &str) {
        self.ensure(60.0);
        self.gap(8.0);
        self.line_at(MARGIN, text, Style::HEADING);
        let y = self.y - 2.0;
        self.push(Mark::Line {
            from: (MARGIN, y),
            to: (MARGIN + self.width(), y),
            width: 0.6,
            ink: (120, 120, 120),
        });
        self.gap(4.0);
    }

    /// A line to sign on with ink, labelled below.
    pub(super) fn signature_line(&mut self, label: &str) {
        self.ensure(36.0);
        self.gap(20.0);
        let width = self.width() * 0.6;
        self.push(Mark::Line {
            from: (MARGIN, self.y),
            to: (MARGIN + width, self.y),
            width: 0.8,
            ink: (0, 0, 0),
        });
        self.line_at(MARGIN, label, Style::SMALL);
    }

    /// The finished sheet, with "footer · page i of n" on every page.
    #[must_use]
    pub(super) fn finish(mut self) -> Sheet {
        let n = self.pages.len();
        let (_, h) = self.paper.size();
        for (i, page) in self.pages.iter_mut().enumerate() {
            page.push(Mark::Text {
                x: MARGIN,
                y: h - MARGIN + 6.0,
                style: Style::SMALL,
                text: crate::lang::t!(
                    "print-page-footer",
                    footer = self.footer.as_str(),
                    page = i + 1,
                    pages = n
                ),
            });
        }
        Sheet {
            paper: self.paper,
            pages: self.pages,
        }
    }
}
