//! One card, any language: the card prints in the language it was agreed
//! in or the one asked for, with the same fingerprint in each, and
//! `card verify --expect` accepts that fingerprint whatever the language.

use crate::common::pdf::{pdftotext, words};
use crate::common::{cli, temp_dir};
use hopcard::Card;
use hopcard::engine::Lang;
use hopcard::testing::lang::text_in;
use std::path::Path;

fn hopcard(args: &[&str]) -> cli::Ran {
    cli::hopcard_with(args, &[])
}

fn path_str(p: &Path) -> &str {
    p.to_str().expect("temporary paths are UTF-8")
}

/// A card both players confirmed, written to `dir`, as `card new` makes it
/// (agreed in `lang` when given).
fn new_card(dir: &Path, lang: Option<&str>) -> (std::path::PathBuf, Card) {
    let mut args = vec![
        "card",
        "new",
        "--player",
        "red:Ann",
        "--player",
        "blue:Ben",
        "--confirm",
        "red:A",
        "--confirm",
        "blue:B",
        "--date",
        "2026-11-30",
    ];
    if let Some(lang) = lang {
        args.extend(["--lang", lang]);
    }
    let r = hopcard(&args);
    assert_eq!(r.code, 0, "{}", r.err);
    let file = dir.join(format!("card-{}.ron", lang.unwrap_or("none")));
    std::fs::write(&file, &r.out).expect("write the card");
    (file, Card::from_ron(&r.out).expect("a card"))
}

#[test]
fn one_card_has_one_fingerprint_in_every_language() {
    let dir = temp_dir("card-languages");
    let (file, card) = new_card(&dir, None);
    let (german, agreed_in_german) = new_card(&dir, Some("de"));
    // The language is not part of what was agreed: the same fingerprint.
    assert_eq!(agreed_in_german.language.as_deref(), Some("de"));
    assert_eq!(card.language, None, "English cards stay as they were");
    assert_eq!(card.fingerprint, agreed_in_german.fingerprint);
    let short = card.short_fingerprint();
    for lang in ["en", "de", "ja"] {
        let r = hopcard(&[
            "card",
            "verify",
            path_str(&german),
            "--expect",
            &short,
            "--lang",
            lang,
        ]);
        assert_eq!(r.code, 0, "{lang}: {}{}", r.out, r.err);
        let pdf = dir.join(format!("card-{lang}.pdf"));
        let r = hopcard(&[
            "card",
            "pdf",
            path_str(&file),
            "-o",
            path_str(&pdf),
            "--lang",
            lang,
        ]);
        assert_eq!(r.code, 0, "{lang}: {}", r.err);
        let Some(text) = pdftotext(&pdf) else {
            eprintln!("pdftotext is not installed: the PDF's words are not checked");
            continue;
        };
        let language: Lang = lang.parse().expect("a language");
        let heading = text_in(language, "card-heading-clauses", None);
        assert!(
            words(&text).contains(&words(&heading)),
            "{lang}: {heading:?} in\n{text}"
        );
        // The clauses themselves, translated: clause 2's hop (the default
        // movement) and clause 3's lock, as the language words them. Compared
        // without spaces: pdftotext breaks lines where the page did.
        let bare = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
        for id in [
            "clause-text-movement-hops",
            "clause-text-dest-lock-every-landing",
        ] {
            let clause = text_in(language, id, None);
            assert!(
                bare(&text).contains(&bare(&clause)),
                "{lang}: {clause:?} in\n{text}"
            );
        }
        assert!(
            text.contains(&short),
            "{lang}: the fingerprint {short} in\n{text}"
        );
    }
    // Without --lang, the card agreed in German shows and prints in German.
    let shown = hopcard(&["card", "show", path_str(&german)]);
    let heading = text_in(Lang::De, "card-heading-clauses", None);
    assert!(shown.out.contains(&heading), "{}", shown.out);
    let pdf = dir.join("agreed-in-german.pdf");
    let r = hopcard(&["card", "pdf", path_str(&german), "-o", path_str(&pdf)]);
    assert_eq!(r.code, 0, "{}", r.err);
    if let Some(text) = pdftotext(&pdf) {
        let heading = text_in(Lang::De, "card-heading-clauses", None);
        assert_ne!(heading, text_in(Lang::En, "card-heading-clauses", None));
        assert!(words(&text).contains(&words(&heading)), "{text}");
    }
}

#[test]
fn a_language_hopcard_does_not_speak_is_named() {
    let r = hopcard(&["--lang", "sv", "card", "show", "x.ron"]);
    assert_eq!(r.code, 2, "{}", r.err);
    assert!(
        r.err.contains("\"sv\" is not a language Hopcard speaks"),
        "{}",
        r.err
    );
}

#[test]
fn the_command_line_speaks_the_systems_language() {
    let start =
        "red@bottom=N1,N2,N3,N4,O1,O2,O3,P1,P2,Q1 blue@top=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 turn=red";
    let r = cli::hopcard_with(&["check", start, "pass"], &[("LC_ALL", "de_DE.UTF-8")]);
    let german = text_in(Lang::De, "verdict-illegal-clause", None);
    let opening = german.split('{').next().unwrap_or_default().trim();
    assert!(!opening.is_empty());
    assert!(r.out.contains(opening), "{opening:?} in {}", r.out);
}

/// A mistyped command line is answered in the language asked for too.
#[test]
fn a_usage_error_is_said_in_the_language_asked_for() {
    let english = hopcard(&["check", "--bogus"]);
    let italian = hopcard(&["--lang", "it", "check", "--bogus"]);
    assert_eq!((english.code, italian.code), (2, 2));
    assert!(
        english.err.contains("unexpected argument"),
        "{}",
        english.err
    );
    assert!(
        !italian.err.contains("unexpected argument"),
        "{}",
        italian.err
    );
    assert!(italian.err.contains("--bogus"), "{}", italian.err);
}

/// A card printed as text in German, read where the screen speaks English,
/// is named as the printable text of a card (not as text that is no RON).
#[test]
fn a_card_printed_in_another_language_is_named_as_printed() {
    let dir = temp_dir("card-languages-printed");
    let (file, _) = new_card(&dir, Some("de"));
    let shown = hopcard(&["card", "show", path_str(&file)]);
    assert_eq!(shown.code, 0, "{}", shown.err);
    let txt = dir.join("karte.txt");
    std::fs::write(&txt, &shown.out).expect("write the printed card");
    let r = hopcard(&["card", "verify", path_str(&txt)]);
    assert_eq!(r.code, 2, "{}", r.out);
    assert!(
        r.err.contains("is the printable text of a card"),
        "{}",
        r.err
    );
}
