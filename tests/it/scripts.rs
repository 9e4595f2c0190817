//! Every family's names (issue 21): a Hebrew, a Chinese, a Greek and an
//! emoji name come back exactly as typed from the card text, the dispute
//! text and both PDFs; what cannot be shown or could pass for a line of
//! the card is refused, naming the field.

use crate::common::pdf::{pdftotext, words};
use crate::common::{games, temp_dir};
use hopcard::records::{Paper, card_pdf, dispute_pdf};
use hopcard::testing::clock::TimeZone;
use hopcard::{Card, Clause, Confirmation, GameState, Hole, RuleSet};
use hopcard::{CardProblem, EntryProblem};

pub const FAMILY: [&str; 4] = ["שרה", "王芳", "Σοφία", "Bob 🙂"];
const INITIALS: [&str; 4] = ["של", "王", "Σ", "B🙂"];

/// A confirmed card for four players with the names of [`FAMILY`].
pub fn family_card() -> Card {
    let mut card = games::signed_card(4, RuleSet::default());
    for (i, name) in FAMILY.iter().enumerate() {
        card.players[i].name = (*name).to_string();
        card.confirmations[i] = Some(Confirmation {
            by: INITIALS[i].into(),
            at: games::CLOCK.into(),
        });
    }
    card.with_fingerprint()
}

pub fn family_game() -> GameState {
    let card = family_card();
    let start = card.ready().expect("every family's card is ready");
    let mut game = GameState::new(card, start);
    let route: Vec<Hole> = ["N2", "M6"]
        .iter()
        .map(|n| Hole::parse(n).expect("hole"))
        .collect();
    game.raise_dispute(0, &route, Clause::Moving, games::CLOCK)
        .expect("raise");
    game
}

#[test]
fn every_family_name_is_in_the_card_text_and_the_dispute_text() {
    let game = family_game();
    let card = game.card.to_text_in(&TimeZone::UTC);
    let dispute = hopcard::testing::sheets(game.disputes())[0].to_text_in(&TimeZone::UTC);
    for name in FAMILY {
        assert!(card.contains(&format!("{name} (")), "{name} in {card}");
    }
    assert!(card.contains("confirmed as \"של\""), "{card}");
    assert!(dispute.contains(FAMILY[0]), "{dispute}");
}

#[test]
fn every_family_name_prints_exactly_as_typed() {
    let game = family_game();
    let dir = temp_dir("family-pdf");
    let card_file = dir.join("card.pdf");
    let pdf = card_pdf(&game.card, Paper::A4, &TimeZone::UTC).expect("the card prints");
    std::fs::write(&card_file, pdf).expect("write");
    let record_file = dir.join("dispute.pdf");
    let pdf = dispute_pdf(
        &hopcard::testing::sheets(game.disputes()),
        Some(&game.card),
        None,
        Paper::A4,
        &TimeZone::UTC,
    )
    .expect("the record prints");
    std::fs::write(&record_file, pdf).expect("write");
    let (Some(card), Some(record)) = (pdftotext(&card_file), pdftotext(&record_file)) else {
        eprintln!("pdftotext is not installed: text checks skipped");
        return;
    };
    // pdftotext marks the right-to-left words it finds with embedding
    // marks of its own; the words themselves come back as typed.
    let card = words(&card).replace(['\u{202A}', '\u{202B}', '\u{202C}'], "");
    for name in FAMILY {
        assert!(card.contains(name), "{name} missing in {card}");
    }
    // The rest of the line around a right-to-left name is whole.
    assert!(
        card.contains("red): starts at bottom, heads for top, moves first"),
        "{card}"
    );
    for initials in INITIALS {
        assert!(card.contains(initials), "{initials} missing in {card}");
    }
    assert!(words(&record).contains(FAMILY[0]), "{record}");
}

#[test]
fn a_long_name_wraps_on_paper_and_keeps_moves_first() {
    let mut card = games::signed_card(2, RuleSet::default());
    card.players[0].name = ["Annabelle", "Wilhelmina"].join(" ").repeat(5);
    assert!(card.players[0].name.chars().count() > 80);
    let dir = temp_dir("long-name-pdf");
    let file = dir.join("card.pdf");
    let pdf = card_pdf(&card, Paper::A4, &TimeZone::UTC).expect("prints");
    std::fs::write(&file, pdf).expect("write");
    let Some(text) = pdftotext(&file) else {
        return;
    };
    assert!(
        words(&text).contains("heads for top, moves first"),
        "{text}"
    );
}

#[test]
fn what_cannot_be_shown_or_could_pass_for_a_card_line_is_refused_by_field() {
    for (i, name, problem) in [
        (0, "Ann\u{200B}", EntryProblem::Invisible('\u{200B}')),
        (1, "\u{3164}", EntryProblem::BlankLooking('\u{3164}')),
        (
            0,
            "\u{2800}\u{2800}",
            EntryProblem::BlankLooking('\u{2800}'),
        ),
        (1, "Ben\u{E000}", EntryProblem::PrivateUse('\u{E000}')),
        (
            1,
            "Ann (red, moves first); Ben (blue); 3. Staying home: off",
            EntryProblem::CardLine('('),
        ),
        (0, "Ann \u{200C} Bo", EntryProblem::Invisible('\u{200C}')),
    ] {
        let mut card = games::signed_card(2, RuleSet::default());
        card.players[i].name = name.into();
        let field = format!("player {}'s name", i + 1);
        assert_eq!(
            card.ready().map(|_| ()),
            Err(CardProblem::Entry(field.clone(), problem)),
            "{name:?}"
        );
        let said = card.ready().expect_err("refused").to_string();
        assert!(said.starts_with(&field), "{said}");
    }
    let mut card = games::signed_card(2, RuleSet::default());
    card.players[0].name = "A".repeat(41);
    assert_eq!(
        card.ready().map(|_| ()),
        Err(CardProblem::Entry(
            "player 1's name".into(),
            EntryProblem::TooLong { chars: 41, max: 40 }
        ))
    );
}

/// The fonts for other scripts are the tests' own (`tests/fonts/`), never
/// the host's: the same names pass or fail on a bare Debian, a desktop with
/// Noto CJK and Noto Color Emoji, and CI.
#[test]
fn the_fonts_found_are_the_tests_own_on_every_machine() {
    let mut own: Vec<String> = hopcard::testing::writing::test_fonts()
        .iter()
        .filter_map(|p| p.file_name()?.to_str().map(str::to_owned))
        .collect();
    // The program's own, carried in it: its Japanese and Chinese words.
    own.extend(["NotoSansCJKjp-Hopcard.otf", "NotoSansCJKsc-Hopcard.otf"].map(String::from));
    assert!(
        own.len() >= 4,
        "tests/fonts/ holds the tests' fonts: {own:?}"
    );
    let found = hopcard::testing::writing::fallbacks();
    assert!(!found.is_empty());
    for face in found {
        assert!(own.contains(&face.name), "{} is the host's", face.name);
    }
    for (c, file) in [
        ('王', "wqy-microhei-subset.ttf"),
        ('민', "wqy-microhei-subset.ttf"),
        // An emoji is drawn in colour first; a symbol no colour font has
        // in outline.
        ('🙂', "noto-color-emoji-subset.ttf"),
        ('🎨', "symbola-subset.ttf"),
        ('अ', "noto-devanagari-subset.ttf"),
        ('ส', "noto-thai-subset.ttf"),
        // DejaVu Sans, which Hopcard carries, draws Arabic.
        ('ل', "DejaVuSans.ttf"),
    ] {
        let face = hopcard::testing::writing::face_for(c, false).expect("a test font has it");
        assert_eq!(face.name, file, "{c}");
    }
}

/// A letter none of the tests' fonts has is refused, on screen and on
/// paper, on every machine: Korean 한 (the subset has 민 and 준 only).
#[test]
fn a_letter_no_font_here_has_is_refused_on_every_machine() {
    assert_eq!(hopcard::testing::writing::first_unshown("민한"), Some('한'));
    let mut card = games::signed_card(2, RuleSet::default());
    card.players[0].name = "한".into();
    let refused = card_pdf(&card, Paper::A4, &TimeZone::UTC).expect_err("unshown");
    assert!(
        matches!(refused, hopcard::records::PdfError::Unshown('한')),
        "{refused:?}"
    );
}
