use super::layout::{Metrics, Style};
use super::*;

#[test]
fn wrapping_keeps_every_word_and_every_line_inside_the_width() {
    let m = Metrics::new().expect("the embedded font parses");
    let text = "Wide words like WWWWWW and narrow ones like iii ".repeat(12);
    let lines = m.wrap(&text, Style::BODY, 200.0);
    assert!(lines.len() > 5);
    assert!(
        lines.iter().all(|l| m.width(l, Style::BODY) <= 200.0),
        "{lines:?}"
    );
    let words: usize = lines.iter().map(|l| l.split_whitespace().count()).sum();
    assert_eq!(words, text.split_whitespace().count());
    assert!(m.width("WWWW", Style::BODY) > m.width("iiii", Style::BODY) * 2.0);
}

#[test]
fn paper_names_round_trip_and_unknown_ones_are_named() {
    for p in [Paper::A4, Paper::Letter] {
        assert_eq!(p.name().parse::<Paper>(), Ok(p));
    }
    let e = "legal".parse::<Paper>().expect_err("not a paper");
    assert!(e.to_string().contains("\"legal\""), "{e}");
    assert_eq!(Paper::for_locale("en_CA.UTF-8"), Paper::Letter);
    assert_eq!(Paper::for_locale("en_GB.UTF-8@euro"), Paper::A4);
}

#[test]
fn a_word_wider_than_a_line_is_cut_to_fit() {
    let m = Metrics::new().expect("the embedded font parses");
    let long = format!("see https://hopcard.test/{} now", "q".repeat(300));
    let lines = m.wrap(&long, Style::BODY, 200.0);
    assert!(lines.len() > 3, "{lines:?}");
    assert!(
        lines.iter().all(|l| m.width(l, Style::BODY) <= 200.0),
        "{lines:?}"
    );
    let joined: String = lines.concat();
    assert_eq!(joined.matches('q').count(), 300, "nothing is lost");
}

#[test]
fn a_character_no_font_has_is_refused_not_printed_as_a_box() {
    let mut card = crate::card::Card::default();
    card.players[0].name = "Ann \u{13000}".into();
    let err = super::card_pdf(&card, super::Paper::A4, &crate::clock::TimeZone::UTC)
        .expect_err("no font here draws Egyptian hieroglyphs");
    assert_eq!(err, super::PdfError::Unshown('\u{13000}'));
    assert!(
        err.to_string()
            .starts_with("U+13000 (Egyptian Hieroglyphs script)")
    );
}
