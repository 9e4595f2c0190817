//! A dispute record as a printed sheet: the facts of the record, the cited
//! clause's wording, the verdict, the statements, and the board drawn as
//! vector graphics with the disputed route.

use super::layout::{MARGIN, Mark, Style, Writer};
use super::{Paper, PdfError, ink, render};
use crate::card::Card;
use crate::clock::{TimeZone, local_text_in};
use crate::dispute::{Dispute, Sheet};
use crate::rules::{Hole, Position};

/// Distance between neighbouring holes on the printed board, in points.
const PITCH: f32 = 17.0;
/// Radius of a hole.
const HOLE: f32 = 5.2;

/// Dispute records as a PDF, each starting on a new page with the record
/// fingerprint its log gives it (`dispute::sheets`); `card` (the
/// game's card, when known) adds its short fingerprint, and `record` (the
/// game's short record fingerprint, when printed from a game) the
/// fingerprint of the whole game so far; times in `zone`.
///
/// # Errors
/// [`PdfError`] if the font or the PDF writer fails.
pub fn dispute_pdf(
    sheets: &[Sheet<'_>],
    card: Option<&Card>,
    record: Option<&str>,
    paper: Paper,
    zone: &TimeZone,
) -> Result<Vec<u8>, PdfError> {
    let footer = match card {
        Some(c) => format!(
            "Hopcard dispute record · card version {}, fingerprint {}",
            c.version,
            c.short_fingerprint()
        ),
        None => "Hopcard dispute record".to_string(),
    };
    let mut w = Writer::new(paper, footer)?;
    for (i, one) in sheets.iter().enumerate() {
        if i > 0 {
            w.new_page();
        }
        sheet(&mut w, one, (card, record), zone);
    }
    let title = match sheets {
        [one] => format!("Hopcard dispute record {}", one.dispute.number),
        _ => "Hopcard dispute records".to_string(),
    };
    render(&w.finish(), &title)
}

/// One record's sheet; `game` is the card and the game's record fingerprint, when known.
fn sheet(w: &mut Writer, one: &Sheet<'_>, game: (Option<&Card>, Option<&str>), zone: &TimeZone) {
    let (card, record) = game;
    let dispute = one.dispute;
    let state = if dispute.is_open() {
        "open"
    } else {
        "resolved"
    };
    w.line_at(
        MARGIN,
        &format!(
            "HOPCARD DISPUTE RECORD · dispute {} ({state})",
            dispute.number
        ),
        Style::TITLE,
    );
    w.gap(4.0);
    // The board comes right after the short facts, so it always fits on
    // the first page: the long parts (the clause, the rules) flow after it
    // instead of pushing it to page 2 and leaving page 1 half empty.
    facts(w, dispute, zone);
    board(w, &dispute.position, &dispute.route.0);
    findings(w, one);
    statements(w, dispute, zone);
    if let Some(c) = card {
        w.gap(6.0);
        w.field(
            "Game card",
            &format!(
                "version {}, fingerprint {}",
                c.version,
                c.short_fingerprint()
            ),
        );
    }
    if let Some(r) = record {
        w.field(
            "Game record fingerprint",
            &format!("{r} (the whole game so far: moves, take-backs, disputes)"),
        );
    }
    w.heading("SIGNATURES");
    for s in &dispute.statements {
        w.signature_line(&format!("signature of {}", s.name));
    }
}

fn facts(w: &mut Writer, d: &Dispute, zone: &TimeZone) {
    w.field("Raised by", &d.raised_by_name);
    w.field("Time", &local_text_in(&d.time, zone));
    w.field(
        "Whose turn",
        &format!("{} (move {})", d.turn_name, d.move_number),
    );
    let piece = d
        .piece
        .as_ref()
        .map_or_else(|| "none yet".to_string(), ToString::to_string);
    w.field("Moving piece", &piece);
    w.field("Proposed route", &d.route_text());
}

/// The clause cited, the verdict, the rules and the record's fingerprint.
fn findings(w: &mut Writer, one: &Sheet<'_>) {
    let d = one.dispute;
    w.field("Clause cited", &format!("{}. {}", d.clause, d.clause_text));
    w.field("Verdict", &d.verdict.to_string());
    w.field("Rules", &d.rules.in_words().join("\n"));
    w.field("Record fingerprint", &one.fingerprint_text());
}

fn statements(w: &mut Writer, d: &Dispute, zone: &TimeZone) {
    w.heading("STATEMENTS");
    for s in &d.statements {
        let text = s.text.trim();
        w.field(
            &s.name,
            if text.is_empty() {
                "(no statement)"
            } else {
                text
            },
        );
    }
    w.heading("RESOLUTION");
    match &d.resolution {
        None => w.paragraph(
            "None yet: the board is frozen until it is resolved.",
            Style::BODY,
            0.0,
        ),
        Some(r) => {
            w.field(
                "Resolution",
                &format!(
                    "{}, at {}",
                    r.resolution.title(),
                    local_text_in(&r.time, zone)
                ),
            );
            if let crate::dispute::Resolution::AgreeChangeForNewGame { change, .. } = &r.resolution
            {
                w.field("Agreed change", change.trim());
            }
            // The rule option the next card takes, as the text form says it.
            if let Some(next) = d.next_card_text() {
                w.field("Next card", &next);
            }
            w.field("Effect", &r.effect);
        }
    }
}

/// Where a hole sits on the printed board, relative to the board's top centre.
fn hole_point(hole: Hole) -> (f32, f32) {
    let (row, _) = hole.row_and_number();
    let (q, r, _) = hole.coords();
    // Columns run -12..=12 in half-pitch units; rows 0..=16.
    #[allow(clippy::cast_precision_loss)]
    let (col, row) = ((2 * q + r) as f32, row as f32);
    (col * PITCH / 2.0, row * PITCH * 0.866)
}

/// The whole position with the route: landings numbered in order, the moving
/// piece ringed, each piece marked with its colour's initial as well as its ink.
fn board(w: &mut Writer, position: &Position, route: &[Hole]) {
    let height = 16.0 * PITCH * 0.866 + 2.0 * PITCH;
    // The heading goes with the board: both on this page or both on the next.
    w.ensure(height + 90.0);
    w.heading("THE BOARD WHEN THE DISPUTE WAS RAISED");
    let origin = (MARGIN + w.width() / 2.0, w.y + PITCH);
    let at = |hole: Hole| {
        let (x, y) = hole_point(hole);
        (origin.0 + x, origin.1 + y)
    };
    for pair in route.windows(2) {
        w.push(Mark::Line {
            from: at(pair[0]),
            to: at(pair[1]),
            width: 2.2,
            ink: (220, 120, 0),
        });
    }
    for hole in Hole::all() {
        let owner = position.owner(hole).and_then(|p| position.seats().get(p));
        let fill = owner.map_or((235, 235, 235), |s| ink(&s.colour));
        let radius = if owner.is_some() {
            HOLE + 1.2
        } else {
            HOLE * 0.6
        };
        w.push(Mark::Circle {
            centre: at(hole),
            radius,
            fill: Some(fill),
            outline: Some((0.5, (60, 60, 60))),
        });
        if let Some(s) = owner {
            let letter = crate::card::mark_letter(&s.colour).to_string();
            let (r, g, b) = fill;
            let dark = u32::from(r) + u32::from(g) + u32::from(b) > 450;
            let style = Style {
                size: 6.5,
                bold: true,
                ink: if dark { (0, 0, 0) } else { (255, 255, 255) },
            };
            centred(w, at(hole), 2.3, style, letter);
        }
    }
    route_marks(w, route, &at);
    w.y = origin.1 + height - PITCH;
    w.paragraph(&legend(position), Style::SMALL, 0.0);
}

fn route_marks(w: &mut Writer, route: &[Hole], at: &dyn Fn(Hole) -> (f32, f32)) {
    if let Some(&start) = route.first() {
        w.push(Mark::Circle {
            centre: at(start),
            radius: HOLE + 3.2,
            fill: None,
            outline: Some((1.6, (220, 120, 0))),
        });
    }
    for (i, &hole) in route.iter().enumerate().skip(1) {
        let (x, y) = at(hole);
        let style = Style {
            size: 7.5,
            bold: true,
            ink: (160, 70, 0),
        };
        w.push(Mark::Circle {
            centre: (x, y),
            radius: HOLE + 0.6,
            fill: Some((255, 240, 200)),
            outline: Some((1.2, (220, 120, 0))),
        });
        centred(w, (x, y), 2.7, style, i.to_string());
    }
}

/// `text` centred on a hole at `(x, y)`, its baseline `drop` points below.
fn centred(w: &mut Writer, (x, y): (f32, f32), drop: f32, style: Style, text: String) {
    let half = w.metrics.width(&text, style) / 2.0;
    w.push(Mark::Text {
        x: x - half,
        y: y + drop,
        style,
        text,
    });
}

fn legend(position: &Position) -> String {
    let colours: Vec<String> = position
        .seats()
        .iter()
        .map(|s| format!("{} = {}", crate::card::mark_letter(&s.colour), s.colour))
        .collect();
    format!(
        "Key: small grey dots are empty holes; pieces carry their colour's initial ({}); the ringed piece moves; 1, 2, … are the route's landings in order. Row A is at the top, row Q at the bottom.",
        colours.join(", ")
    )
}
