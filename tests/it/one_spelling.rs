//! One spelling, one name: a name typed with its accents apart (a base
//! letter and combining marks, as some keyboards and pasted text give it)
//! is the same name as the one typed letter by letter: composed at entry,
//! the same fingerprint, drawn with every accent. A card made before keeps
//! its fingerprint.

use crate::common::{cli, temp_dir};
use hopcard::{Card, Signatory};
use std::path::Path;

/// "Nguyễn Thị Ánh" as one letter per letter (NFC).
const COMPOSED: &str = "Nguy\u{1EC5}n Th\u{1ECB} \u{C1}nh";
/// The same name with its accents apart (NFD): e + circumflex + tilde,
/// i + dot below, A + acute.
const APART: &str = "Nguye\u{302}\u{303}n Thi\u{323} A\u{301}nh";

fn path_str(p: &Path) -> &str {
    p.to_str().expect("temporary paths are UTF-8")
}

fn card_new(name: &str) -> Card {
    let player = format!("red:{name}");
    let r = cli::hopcard_with(
        &[
            "card",
            "new",
            "--player",
            &player,
            "--player",
            "blue:Bob",
            "--confirm",
            "red:NTA",
            "--confirm",
            "blue:B",
            "--date",
            "2026-11-30",
        ],
        &[],
    );
    assert_eq!(r.code, 0, "{}", r.err);
    Card::from_ron(&r.out).expect("a card")
}

#[test]
fn two_spellings_of_one_name_give_one_fingerprint() {
    assert_ne!(COMPOSED, APART);
    let one = card_new(COMPOSED);
    let other = card_new(APART);
    assert_eq!(other.players[0].name, COMPOSED, "composed at entry");
    assert_eq!(one.fingerprint, other.fingerprint);
}

/// A card made before names were composed, with the name stored apart:
/// its file is read as it is, its fingerprint still verifies, and the
/// name is shown with its accents.
#[test]
fn a_card_made_before_keeps_its_fingerprint() {
    let dir = temp_dir("one-spelling-before");
    let mut card = Card::new(vec![
        Signatory {
            name: APART.into(),
            colour: "red".into(),
        },
        Signatory {
            name: "Bob".into(),
            colour: "blue".into(),
        },
    ]);
    card.fix_fingerprint();
    let short = card.short_fingerprint();
    let file = dir.join("before.ron");
    std::fs::write(&file, card.to_ron()).expect("write the card");
    let r = cli::hopcard_with(
        &["card", "verify", path_str(&file), "--expect", &short],
        &[],
    );
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    let read = Card::read_file(&file).expect("the card reads");
    assert_eq!(read.players[0].name, APART, "the file is read as it is");
    assert!(read.fingerprint_matches());
    assert_eq!(
        hopcard::testing::writing::visual(APART),
        COMPOSED,
        "shown composed"
    );
}

/// Typed into the setup form with its accents apart, the name is kept as
/// the one letter per letter spelling (what the card and its fingerprint
/// hold).
#[cfg(feature = "desktop")]
#[test]
fn a_name_typed_with_its_accents_apart_is_composed_in_the_form() {
    use egui_kittest::kittest::{NodeT, Queryable};
    let mut h = crate::common::harness(hopcard::HopcardApp::new(
        hopcard::testing::Session::in_memory(crate::common::games::fixed_clock),
    ));
    h.run();
    crate::common::type_into(&mut h, "Player 1 name", APART);
    h.run();
    let value = h
        .get_by_label("Player 1 name")
        .accesskit_node()
        .value()
        .map(|v| v.to_string());
    assert_eq!(value.as_deref(), Some(COMPOSED));
}
