//! The card as a printed sheet: header, players, the seven clauses, each
//! confirmation with its time, the short fingerprint and a line per player
//! for ink.

use super::layout::{MARGIN, Mark, Style, Writer};
use super::{Paper, PdfError, ink, render};
use crate::card::Card;
use crate::card::text::fingerprint_means;
use crate::clock::{TimeZone, local_text_in};
use crate::lang::t;

/// The card as a one- or two-page PDF; times in `zone`.
///
/// # Errors
/// [`PdfError`] if the font or the PDF writer fails.
pub fn card_pdf(card: &Card, paper: Paper, zone: &TimeZone) -> Result<Vec<u8>, PdfError> {
    let footer = t!(
        "print-card-footer",
        version = card.version,
        fingerprint = card.short_fingerprint()
    );
    let mut w = Writer::new(paper, footer)?;
    header(&mut w, card);
    players(&mut w, card);
    w.heading(&t!("card-heading-clauses"));
    for (n, text) in card.clauses() {
        w.ensure(30.0);
        let top = w.y;
        w.line_at(MARGIN, &format!("{n}."), Style::LABEL);
        w.y = top;
        w.paragraph(&text, Style::BODY, 16.0);
        w.gap(3.0);
    }
    confirmations(&mut w, card, zone);
    fingerprint(&mut w, card);
    let title = t!("print-card-title", version = card.version);
    render(&w.finish(), &title)
}

fn header(w: &mut Writer, card: &Card) {
    w.line_at(
        MARGIN,
        &t!(
            "print-card-heading",
            title = t!("card-text-title"),
            version = card.version
        ),
        Style::TITLE,
    );
    w.paragraph(&t!("card-decides"), Style::BODY, 0.0);
    let missing = card.unconfirmed();
    if !missing.is_empty() {
        w.gap(4.0);
        w.paragraph(
            &t!(
                "card-not-confirmed-by",
                players = missing.join(&crate::words::list_separator())
            ),
            Style::WARNING,
            0.0,
        );
    }
    w.gap(6.0);
}

fn players(w: &mut Writer, card: &Card) {
    w.heading(&t!("print-heading-players"));
    let camps = Card::camps(card.players.len());
    for (i, (p, camp)) in card.players.iter().zip(&camps).enumerate() {
        w.ensure(16.0);
        let centre = (MARGIN + 5.0, w.y + 7.0);
        w.push(Mark::Circle {
            centre,
            radius: 4.5,
            fill: Some(ink(&p.colour)),
            outline: Some((0.6, (0, 0, 0))),
        });
        // Wrapped: a long name must not push "moves first" off the page.
        let mut args = crate::lang::Args::new();
        for (key, value) in [
            ("name", card.display_name(i)),
            ("colour", crate::words::colour_name(&p.colour)),
            ("start", crate::words::camp_name(*camp)),
            ("goal", crate::words::camp_name(camp.opposite())),
        ] {
            args.set(key, crate::lang::Arg::arg(value));
        }
        let id = if i == card.first {
            "print-player-first"
        } else {
            "print-player"
        };
        let text = crate::lang::text(id, Some(&args));
        w.paragraph(&text, Style::BODY, 16.0);
    }
    w.gap(4.0);
    w.field(&t!("print-label-fingerprint"), &card.short_fingerprint());
    w.field(&t!("print-label-date"), &card.date.to_string());
    let rulebook = card.rulebook.trim();
    let rulebook = if rulebook.is_empty() {
        t!("card-rulebook-not-noted")
    } else {
        rulebook.to_string()
    };
    w.field(&t!("print-label-rulebook"), &rulebook);
    let changes = card.agreed_changes();
    let label = t!("print-label-changes");
    if changes.is_empty() {
        w.field(&label, &t!("print-no-changes"));
    } else {
        w.field(&label, &changes.join("\n"));
    }
    if let Some(prev) = &card.supersedes {
        w.field(
            &t!("print-label-replaces"),
            &t!(
                "print-replaces",
                version = prev.version,
                fingerprint = crate::card::short_fingerprint(&prev.fingerprint),
                changes = card.version_changes().join(&t!("clause-separator"))
            ),
        );
    }
    if !card.effective_from.trim().is_empty() {
        w.field(&t!("print-label-takes-effect"), &card.effective_from_text());
    }
}

fn confirmations(w: &mut Writer, card: &Card, zone: &TimeZone) {
    w.heading(&t!("card-heading-confirmations"));
    w.paragraph(&t!("print-confirm-how"), Style::BODY, 0.0);
    for (i, c) in card.confirmations.iter().enumerate() {
        let colour = card.players.get(i).map_or("", |p| p.colour.as_str());
        let who = t!(
            "card-player-label",
            name = card.display_name(i),
            colour = crate::words::colour_name(colour)
        );
        let (text, style) = match c {
            Some(c) => (
                t!(
                    "card-confirmed-as",
                    who = who.as_str(),
                    by = &c.by,
                    time = local_text_in(&c.at, zone)
                ),
                Style::BODY,
            ),
            None => (t!("card-not-confirmed", who = who.as_str()), Style::WARNING),
        };
        w.gap(4.0);
        w.paragraph(&text, style, 0.0);
        w.signature_line(&t!("print-signature-of", who = who));
    }
}

fn fingerprint(w: &mut Writer, card: &Card) {
    // The fingerprint and what it means stay together on one page.
    w.ensure(100.0);
    w.heading(&t!("print-heading-fingerprint"));
    w.line_at(MARGIN, &card.short_fingerprint(), Style::FINGERPRINT);
    w.paragraph(&fingerprint_means(), Style::BODY, 0.0);
    w.paragraph(
        &t!("print-card-verify", fingerprint = card.short_fingerprint()),
        Style::SMALL,
        0.0,
    );
}
