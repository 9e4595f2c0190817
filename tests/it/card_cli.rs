//! The `card` command line: `card new`, `show`, `verify`, and `--card FILE`
//! for the other subcommands (split from tests/it/card.rs, which keeps the
//! card's values, text and desktop flows).

use hopcard::Card;
use hopcard::{Completion, OtherCamps};
use std::path::Path;

use crate::common::cli;
use cli::Ran;

use crate::common::temp_dir;

fn hopcard(args: &[&str]) -> Ran {
    cli::hopcard_with(args, &[])
}

fn path_str(p: &Path) -> &str {
    p.to_str().expect("temporary paths are UTF-8")
}

#[test]
fn cli_card_new_show_and_verify() {
    let dir = temp_dir("cli");
    let r = hopcard(&[
        "card",
        "new",
        "--player",
        "red:Ann",
        "--player",
        "blue:Ben",
        "--completion",
        "ten",
        "--date",
        "2026-11-30",
        "--rulebook",
        "the leaflet",
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    let card = Card::from_ron(&r.out).expect("card new prints a card in RON");
    assert!(
        card.fingerprint_matches(),
        "the printed card carries its fingerprint"
    );
    assert_eq!(card.rules.completion, Completion::Ten);
    assert_eq!(card.date.to_string(), "2026-11-30");
    assert_eq!(card.rulebook, "the leaflet");
    let by: Vec<&str> = card
        .confirmations
        .iter()
        .map(|c| c.as_ref().map_or("", |c| c.by.as_str()))
        .collect();
    assert_eq!(by, ["", ""], "nobody confirmed: no --confirm was given");
    assert!(
        r.err.contains("not confirmed by Ann (red), Ben (blue)"),
        "{}",
        r.err
    );
    let file = dir.join("card.ron");
    std::fs::write(&file, &r.out).expect("write");

    let v = hopcard(&["card", "verify", path_str(&file)]);
    assert_eq!(
        (
            v.code,
            v.out
                .starts_with("unchanged since its fingerprint was taken")
        ),
        (0, true),
        "{}",
        v.out
    );
    assert!(
        v.out.contains("not confirmed by Ann (red), Ben (blue)"),
        "{}",
        v.out
    );

    let s = hopcard(&["card", "show", path_str(&file)]);
    assert_eq!(s.code, 0, "{}", s.err);
    assert_eq!(s.out, card.to_text());
    assert!(s.out.starts_with("HOPCARD AGREEMENT CARD - version 1\n"));

    // One changed character: exit 1.
    let changed = dir.join("changed.ron");
    std::fs::write(&changed, r.out.replace("\"Ben\"", "\"Bob\"")).expect("write");
    let v = hopcard(&["card", "verify", path_str(&changed)]);
    assert_eq!(v.code, 1, "{} {}", v.out, v.err);
    assert!(
        v.out.contains("CHANGED since its fingerprint was taken"),
        "{}",
        v.out
    );

    // Malformed: exit 2, naming the file.
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, &r.out[..r.out.len() / 2]).expect("write");
    for f in [&bad, &dir.join("missing.ron")] {
        let v = hopcard(&["card", "verify", path_str(f)]);
        assert_eq!(v.code, 2, "{}", v.out);
        assert!(v.err.contains(path_str(f)), "{}", v.err);
        assert!(v.out.is_empty());
    }
}

#[test]
fn cli_card_new_refuses_what_cannot_be_signed() {
    for (args, token) in [
        (vec!["--player", "red:Ann"], "1 --player"),
        (vec!["--player", "red:Ann", "--player", "red:Ben"], "red"),
        (
            vec!["--player", "red:Ann", "--player", "blue"],
            "COLOUR:NAME",
        ),
        (
            vec![
                "--player", "red:A", "--player", "blue:B", "--player", "green:C",
            ],
            "--other-camps",
        ),
        (
            vec![
                "--player",
                "red:A",
                "--player",
                "blue:B",
                "--date",
                "2026-02-30",
            ],
            "2026-02-30",
        ),
    ] {
        let mut all = vec!["card", "new"];
        all.extend(args);
        let r = hopcard(&all);
        assert_eq!(r.code, 2, "{all:?}: {}", r.out);
        assert!(r.err.contains(token), "{all:?}: {}", r.err);
    }
    let r = hopcard(&[
        "card",
        "new",
        "--player",
        "red:A",
        "--player",
        "blue:B",
        "--player",
        "green:C",
        "--other-camps",
        "no-entry",
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    let card = Card::from_ron(&r.out).expect("a card");
    assert!(card.other_camps_chosen && card.fingerprint_matches());
    assert_eq!(card.rules.other_camps, OtherCamps::NoEntry);
}

/// Red has nine pieces in the top camp; blue sits in the tenth hole.
const NINE: &str =
    "red@bottom=A1,B1,B2,C1,C2,C3,D2,D3,D4,E6 blue@top=D1,G4,G6,I1,I3,I7,I9,K4,K6,K8 turn=red";

#[test]
fn cli_card_file_gives_the_rules() {
    let dir = temp_dir("rules");
    let new = |flags: &[&str]| {
        let mut args = vec![
            "card",
            "new",
            "--player",
            "red:A",
            "--player",
            "blue:B",
            "--confirm",
            "red:A",
            "--confirm",
            "blue:B",
        ];
        args.extend(flags);
        let r = hopcard(&args);
        assert_eq!(r.code, 0, "{}", r.err);
        r.out
    };
    let available = dir.join("available.ron");
    std::fs::write(&available, new(&["--completion", "available"])).expect("write");
    let long = dir.join("long.ron");
    std::fs::write(&long, new(&["--movement", "long"])).expect("write");

    assert_eq!(hopcard(&["status", NINE]).out, "playing\n");
    let r = hopcard(&["status", "--card", path_str(&available), NINE]);
    assert_eq!((r.code, r.out.as_str()), (0, "win red\n"), "{}", r.err);

    let pos = "red=Q1 blue=O1,A1 turn=red";
    let by_flag = hopcard(&["moves", "--movement", "long", pos]);
    let by_card = hopcard(&["moves", "--card", path_str(&long), pos]);
    assert_eq!(by_card.code, 0, "{}", by_card.err);
    assert_eq!(by_card.out, by_flag.out);
    assert_ne!(by_card.out, hopcard(&["moves", pos]).out);

    // A changed or malformed card, or a flag beside the card: exit 2 naming the file.
    let text = std::fs::read_to_string(&long).expect("read");
    let changed = dir.join("changed.ron");
    std::fs::write(&changed, text.replace("long", "hops")).expect("write");
    let malformed = dir.join("malformed.ron");
    std::fs::write(&malformed, "(version: 1, players: [").expect("write");
    for f in [&changed, &malformed] {
        let r = hopcard(&["moves", "--card", path_str(f), pos]);
        assert_eq!(r.code, 2, "{}", r.out);
        assert!(r.err.contains(path_str(f)), "{}", r.err);
    }
    let r = hopcard(&[
        "perft",
        "--card",
        path_str(&long),
        "--unused",
        "no-rest",
        "1",
    ]);
    assert_eq!(r.code, 2);
    assert!(r.err.contains("--card"), "{}", r.err);
    let r = hopcard(&["perft", "--card", path_str(&available), "1"]);
    assert_eq!((r.code, r.out.as_str()), (0, "14\n"), "{}", r.err);
}

/// `card verify` (and `show`) on the printable text or the PDF says what the
/// file is and which file verifies, instead of a parser message.
#[test]
fn cli_card_verify_on_the_printed_card_names_the_card_file() {
    let dir = temp_dir("printed");
    let new = hopcard(&["card", "new", "--player", "red:Ann", "--player", "blue:Ben"]);
    assert_eq!(new.code, 0, "{}", new.err);
    let ron = dir.join("card.ron");
    std::fs::write(&ron, &new.out).expect("write");
    let shown = hopcard(&["card", "show", path_str(&ron)]);
    assert_eq!(shown.code, 0, "{}", shown.err);
    let txt = dir.join("card.txt");
    std::fs::write(&txt, &shown.out).expect("write");
    let pdf = dir.join("card.pdf");
    let made = hopcard(&["card", "pdf", path_str(&ron), "-o", path_str(&pdf)]);
    assert_eq!(made.code, 0, "{}", made.err);
    for (file, form) in [(&txt, "text"), (&pdf, "PDF")] {
        for command in ["verify", "show"] {
            let r = hopcard(&["card", command, path_str(file)]);
            assert_eq!(r.code, 2, "{command} {form}: {}", r.out);
            assert!(
                r.err
                    .contains(&format!("is the printable {form} of a card"))
                    && r.err.contains("card file (RON")
                    && !r.err.contains("Expected"),
                "{command} {form}: {}",
                r.err
            );
        }
    }
    let ok = hopcard(&["card", "verify", path_str(&ron)]);
    assert_eq!(ok.code, 0, "the card file verifies: {}", ok.out);
    assert!(
        ok.out.contains("unchanged since its fingerprint was taken"),
        "{}",
        ok.out
    );
    let _ = std::fs::remove_dir_all(&dir);
}
