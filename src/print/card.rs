//! The card as a printed sheet: header, players, the seven clauses, each
//! confirmation with its time, the short fingerprint and a line per player
//! for ink.

use super::layout::{MARGIN, Mark, Style, Writer};
use super::{Paper, PdfError, ink, render};
use crate::card::Card;
use crate::card::text::FINGERPRINT_MEANS;
use crate::clock::{TimeZone, local_text_in};

/// The card as a one- or two-page PDF; times in `zone`.
///
/// # Errors
/// [`PdfError`] if the font or the PDF writer fails.
pub fn card_pdf(card: &Card, paper: Paper, zone: &TimeZone) -> Result<Vec<u8>, PdfError> {
    let footer = format!(
        "Hopcard agreement card, version {} · fingerprint {}",
        card.version,
        card.short_fingerprint()
    );
    let mut w = Writer::new(paper, footer)?;
    header(&mut w, card);
    players(&mut w, card);
    w.heading("THE SEVEN CLAUSES");
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
    let title = format!("Hopcard agreement card, version {}", card.version);
    render(&w.finish(), &title)
}

fn header(w: &mut Writer, card: &Card) {
    w.line_at(
        MARGIN,
        &format!("HOPCARD AGREEMENT CARD · version {}", card.version),
        Style::TITLE,
    );
    w.paragraph(
        "House rules agreed by the players before the game. This card decides.",
        Style::BODY,
        0.0,
    );
    let missing = card.unconfirmed();
    if !missing.is_empty() {
        w.gap(4.0);
        w.paragraph(
            &format!(
                "NOT CONFIRMED by {}: until every player confirms, this card is only a proposal.",
                missing.join(", ")
            ),
            Style::WARNING,
            0.0,
        );
    }
    w.gap(6.0);
}

fn players(w: &mut Writer, card: &Card) {
    w.heading("PLAYERS");
    let camps = Card::camps(card.players.len());
    for (i, (p, camp)) in card.players.iter().zip(&camps).enumerate() {
        w.ensure(16.0);
        let first = if i == card.first { ", moves first" } else { "" };
        let centre = (MARGIN + 5.0, w.y + 7.0);
        w.push(Mark::Circle {
            centre,
            radius: 4.5,
            fill: Some(ink(&p.colour)),
            outline: Some((0.6, (0, 0, 0))),
        });
        // Wrapped: a long name must not push "moves first" off the page.
        w.paragraph(
            &format!(
                "{} ({}): starts at {camp}, heads for {}{first}",
                card.display_name(i),
                p.colour,
                camp.opposite()
            ),
            Style::BODY,
            16.0,
        );
    }
    w.gap(4.0);
    w.field("Fingerprint", &card.short_fingerprint());
    w.field("Date", &card.date.to_string());
    let rulebook = card.rulebook.trim();
    w.field(
        "Rulebook",
        if rulebook.is_empty() {
            "not noted"
        } else {
            rulebook
        },
    );
    let changes = card.agreed_changes();
    if changes.is_empty() {
        w.field("Agreed changes", "none (the card's own options)");
    } else {
        w.field("Agreed changes", &changes.join("\n"));
    }
    if let Some(prev) = &card.supersedes {
        w.field(
            "Replaces",
            &format!(
                "version {} (fingerprint {}): {}",
                prev.version,
                crate::card::short_fingerprint(&prev.fingerprint),
                card.version_changes().join("; ")
            ),
        );
    }
    if !card.effective_from.trim().is_empty() {
        w.field("Takes effect", card.effective_from.trim());
    }
}

fn confirmations(w: &mut Writer, card: &Card, zone: &TimeZone) {
    w.heading("CONFIRMATIONS");
    w.paragraph(
        "Each player confirms the card by name or initials, then signs below in ink.",
        Style::BODY,
        0.0,
    );
    for (i, c) in card.confirmations.iter().enumerate() {
        let colour = card.players.get(i).map_or("", |p| p.colour.as_str());
        let who = format!("{} ({colour})", card.display_name(i));
        let (text, style) = match c {
            Some(c) => (
                format!(
                    "{who}: confirmed as \"{}\" at {}",
                    c.by,
                    local_text_in(&c.at, zone)
                ),
                Style::BODY,
            ),
            None => (format!("{who}: NOT CONFIRMED"), Style::WARNING),
        };
        w.gap(4.0);
        w.paragraph(&text, style, 0.0);
        w.signature_line(&format!("signature of {who}"));
    }
}

fn fingerprint(w: &mut Writer, card: &Card) {
    // The fingerprint and what it means stay together on one page.
    w.ensure(100.0);
    w.heading("FINGERPRINT");
    w.line_at(MARGIN, &card.short_fingerprint(), Style::FINGERPRINT);
    w.paragraph(FINGERPRINT_MEANS, Style::BODY, 0.0);
    w.paragraph(
        &format!(
            "Check a card file against this sheet: hopcard card verify CARD --expect {}",
            card.short_fingerprint()
        ),
        Style::SMALL,
        0.0,
    );
}
