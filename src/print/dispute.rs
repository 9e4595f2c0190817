//! A dispute record as a printed sheet: the facts of the record, the cited
//! clause's wording, the verdict, the statements, and the board drawn as
//! vector graphics with the disputed route.

use super::layout::{MARGIN, Mark, Style, Writer};
use super::{Paper, PdfError, ink, render};
use crate::card::Card;
use crate::clock::{TimeZone, local_text_in};
use crate::dispute::{Dispute, Sheet};
use crate::lang::t;
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
        Some(c) => t!(
            "print-dispute-footer-card",
            version = c.version,
            fingerprint = c.short_fingerprint()
        ),
        None => t!("print-dispute-footer"),
    };
    let mut w = Writer::new(paper, footer)?;
    for (i, one) in sheets.iter().enumerate() {
        if i > 0 {
            w.new_page();
        }
        sheet(&mut w, one, (card, record), zone);
    }
    let title = match sheets {
        [one] => t!("print-dispute-title-one", number = one.dispute.number),
        _ => t!("print-dispute-title-many"),
    };
    render(&w.finish(), &title)
}

/// One record's sheet; `game` is the card and the game's record fingerprint, when known.
fn sheet(w: &mut Writer, one: &Sheet<'_>, game: (Option<&Card>, Option<&str>), zone: &TimeZone) {
    let (card, record) = game;
    let dispute = one.dispute;
    let heading = if dispute.is_open() {
        t!("print-dispute-heading-open", number = dispute.number)
    } else {
        t!("print-dispute-heading-resolved", number = dispute.number)
    };
    w.line_at(MARGIN, &heading, Style::TITLE);
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
            &t!("print-label-game-card"),
            &t!(
                "print-game-card",
                version = c.version,
                fingerprint = c.short_fingerprint()
            ),
        );
    }
    if let Some(r) = record {
        w.field(
            &t!("print-label-game-record"),
            &t!("print-game-record", fingerprint = r),
        );
    }
    w.heading(&t!("print-heading-signatures"));
    for s in &dispute.statements {
        w.signature_line(&t!(
            "print-signature-of",
            who = crate::dispute::shown_label(&s.name)
        ));
    }
}

fn facts(w: &mut Writer, d: &Dispute, zone: &TimeZone) {
    w.field(
        &t!("print-label-raised-by"),
        &crate::dispute::shown_label(&d.raised_by_name),
    );
    w.field(&t!("print-label-time"), &local_text_in(&d.time, zone));
    w.field(
        &t!("print-label-turn"),
        &t!(
            "print-turn",
            name = crate::dispute::shown_label(&d.turn_name),
            move_number = d.move_number
        ),
    );
    let piece = d
        .piece
        .as_ref()
        .map_or_else(|| t!("dispute-none-yet"), ToString::to_string);
    w.field(&t!("print-label-piece"), &piece);
    w.field(&t!("print-label-route"), &d.route_text());
}

/// The clause cited, the verdict, the rules and the record's fingerprint.
fn findings(w: &mut Writer, one: &Sheet<'_>) {
    let d = one.dispute;
    w.field(
        &t!("print-label-clause"),
        &t!(
            "print-clause",
            clause = d.clause.to_string(),
            text = &d.clause_text
        ),
    );
    w.field(&t!("print-label-verdict"), &d.verdict.to_string());
    w.field(&t!("print-label-rules"), &d.rules.in_words().join("\n"));
    w.field(&t!("print-label-record"), &one.fingerprint_text());
}

fn statements(w: &mut Writer, d: &Dispute, zone: &TimeZone) {
    w.heading(&t!("print-heading-statements"));
    for s in &d.statements {
        let text = s.text.trim();
        let text = if text.is_empty() {
            t!("print-no-statement")
        } else {
            text.to_string()
        };
        w.field(&crate::dispute::shown_label(&s.name), &text);
    }
    w.heading(&t!("print-heading-resolution"));
    match &d.resolution {
        None => w.paragraph(&t!("print-no-resolution"), Style::BODY, 0.0),
        Some(r) => {
            w.field(
                &t!("print-label-resolution"),
                &t!(
                    "print-resolution",
                    resolution = r.resolution.title(),
                    time = local_text_in(&r.time, zone)
                ),
            );
            if let crate::dispute::Resolution::AgreeChangeForNewGame { change, .. } = &r.resolution
            {
                w.field(&t!("print-label-agreed-change"), change.trim());
            }
            // The rule option the next card takes, as the text form says it.
            if let Some(next) = d.next_card_text() {
                w.field(&t!("print-label-next-card"), &next);
            }
            w.field(&t!("print-label-effect"), &r.effect);
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
    w.heading(&t!("print-heading-board"));
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
        .map(|s| {
            t!(
                "print-board-key-colour",
                letter = crate::card::mark_letter(&s.colour).to_string(),
                colour = crate::words::colour_name(&s.colour)
            )
        })
        .collect();
    t!(
        "print-board-key",
        colours = colours.join(&crate::words::list_separator())
    )
}
