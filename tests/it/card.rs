//! The agreement card: RON round trip, tamper evidence, the printable text
//! (golden file), and the desktop sign-off, "Propose a change" and export
//! flows (the command line is in tests/it/card_cli.rs).

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::GameState;
use hopcard::HopcardApp;
use hopcard::{Card, CardDate, Confirmation, Seal, Signatory};
use hopcard::{Completion, Movement, OtherCamps, Position, RuleSet};
use std::path::Path;

use crate::common;
use common::{click, disabled, type_into};

fn player(name: &str, colour: &str) -> Signatory {
    Signatory {
        name: name.into(),
        colour: colour.into(),
    }
}

fn confirmed(by: &str, at: &str) -> Option<Confirmation> {
    Some(Confirmation {
        by: by.into(),
        at: at.into(),
    })
}

/// A fixed, signed first version for two players.
fn first_version() -> Card {
    let mut card = Card::new(vec![player("Ann", "red"), player("Ben", "blue")]);
    card.date = CardDate {
        year: 2026,
        month: 11,
        day: 30,
    };
    card.rulebook = "the leaflet in our box".into();
    card.confirmations = vec![
        confirmed("A", "2026-11-30 18:05 UTC"),
        confirmed("B", "2026-11-30 18:06 UTC"),
    ];
    card.with_fingerprint()
}

/// A fixed, signed second version: a proposed change, confirmed by both.
fn second_version() -> Card {
    let mut card = first_version().propose_change(CardDate {
        year: 2026,
        month: 12,
        day: 7,
    });
    card.rules.completion = Completion::Ten;
    card.rules.movement = Movement::Long;
    card.free_changes = "Spare pieces stay in the box; the youngest player moves first.".into();
    card.first = 1;
    card.confirmations = vec![
        confirmed("Ann", "2026-12-07 19:00 UTC"),
        confirmed("Ben", "2026-12-07 19:01 UTC"),
    ];
    card.with_fingerprint()
}

/// A fresh empty folder for one test.
use crate::common::temp_dir;

#[test]
fn ron_round_trip() {
    let mut three = Card::new(vec![
        player("Ann", "red"),
        player("Ben \"the bold\"", "blue"),
        player("Cy", "green"),
    ]);
    three.rules.other_camps = OtherCamps::NoEntry;
    three.other_camps_chosen = true;
    three.free_changes = "line one\nline two: ünïcode".into();
    three.confirmations[2] = confirmed("C", "now");
    for card in [
        first_version(),
        second_version(),
        three.clone(),
        three.with_fingerprint(),
    ] {
        let text = card.to_ron();
        let back = Card::from_ron(&text).expect("an exported card reads back");
        assert_eq!(back, card);
        assert_eq!(back.seal(), card.seal());
        assert_eq!(back.to_ron(), text, "export is stable");
    }
    assert_eq!(three.seal(), Seal::NoFingerprint);
    assert!(second_version().fingerprint_matches());
}

/// Every single-character change of a confirmed card's RON either makes the
/// file unreadable or breaks the fingerprint.
#[test]
fn fingerprint_detects_a_one_character_change_anywhere() {
    let card = second_version();
    let text = card.to_ron();
    assert!(Card::from_ron(&text).expect("parses").fingerprint_matches());
    let mut checked = 0;
    for (at, old) in text.char_indices() {
        for new in ['x', '7', '"', ')'] {
            let new = if old == new { 'y' } else { new };
            let mut changed = String::with_capacity(text.len());
            changed.push_str(&text[..at]);
            changed.push(new);
            changed.push_str(&text[at + old.len_utf8()..]);
            if let Ok(c) = Card::from_ron(&changed) {
                assert!(
                    !c.fingerprint_matches(),
                    "changing {old:?} to {new:?} at byte {at} went unnoticed:\n{changed}"
                );
                let (imported, seal) = Card::import(&changed).expect("parses");
                assert_eq!(seal, Seal::Changed);
                assert!(imported.confirmations.iter().all(Option::is_none));
            }
            checked += 1;
        }
    }
    assert!(checked > 3000, "{checked}");
}

#[test]
fn printable_text_matches_the_golden_card() {
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/card.txt");
    // Times print in the players' zone; the golden card is read in Paris.
    let paris = hopcard::testing::clock::TimeZone::get("Europe/Paris").expect("zone database");
    let text = second_version().to_text_in(&paris);
    if std::env::var_os("HOPCARD_BLESS").is_some() {
        std::fs::write(&golden, &text).expect("write the golden file");
    }
    let expected = std::fs::read_to_string(&golden).expect("tests/golden/card.txt exists");
    assert_eq!(text, expected);
    assert!(text.lines().all(|l| l.chars().count() <= 78));
}

#[test]
fn printable_text_flags_a_changed_card() {
    let mut card = first_version();
    assert!(
        card.to_text()
            .contains("Status: unchanged since its fingerprint was taken")
    );
    card.rulebook = "another box".into();
    let text = card.to_text();
    assert!(
        text.contains("CHANGED SINCE ITS FINGERPRINT WAS TAKEN"),
        "{text}"
    );
    card.fingerprint = None;
    assert!(card.to_text().contains("Status: no fingerprint taken yet"));
    assert!(
        !card.to_text().to_lowercase().contains("signed"),
        "no word suggests a signature"
    );
}

#[test]
fn files_are_written_and_read_back() {
    let dir = temp_dir("files");
    let card = second_version();
    let ron = dir.join("card.ron");
    let txt = dir.join("card.txt");
    hopcard::testing::fsio::atomic_write(&ron, card.to_ron().as_bytes()).expect("save RON");
    hopcard::testing::fsio::atomic_write(&txt, card.to_text().as_bytes()).expect("save text");
    assert_eq!(Card::read_file(&ron), Ok(card.clone()));
    assert_eq!(
        std::fs::read_to_string(&txt).expect("text written"),
        card.to_text()
    );
    let names: Vec<_> = std::fs::read_dir(&dir)
        .expect("list")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names.len(), 2, "no temporary files are left: {names:?}");
    // Too large, not text, missing: refused with a reason, never a panic.
    let big = dir.join("big.ron");
    std::fs::write(&big, vec![b' '; 1024 * 1024 + 1]).expect("write");
    let e = Card::read_file(&big).expect_err("too large");
    assert!(e.to_string().contains("too large"), "{e}");
    let binary = dir.join("binary.ron");
    std::fs::write(&binary, [0xff, 0xfe, 0x00]).expect("write");
    assert!(
        Card::read_file(&binary)
            .expect_err("not text")
            .to_string()
            .contains("not a text file")
    );
    assert!(Card::read_file(&dir.join("missing.ron")).is_err());
}

// ---------------------------------------------------------------------------
// Desktop app
// ---------------------------------------------------------------------------

/// 2026-11-30 18:00 UTC.
fn fixed_clock() -> i64 {
    1_796_061_600
}

fn harness(app: HopcardApp) -> Harness<'static, HopcardApp> {
    let mut h = common::harness(app);
    h.run();
    h
}

/// Scroll the one widget whose label contains `part` into view and click it.
fn click_contains(h: &mut Harness<'_, HopcardApp>, part: &str) {
    h.get_by_label_contains(part).scroll_to_me();
    h.run();
    h.get_by_label_contains(part).click();
    h.run();
}

fn confirm_both(h: &mut Harness<'_, HopcardApp>) {
    type_into(h, "Ann's initials", "A");
    click(h, "Confirm as Ann");
    type_into(h, "Ben's initials", "B");
    click(h, "Confirm as Ben");
}

fn game<'a>(h: &'a Harness<'_, HopcardApp>) -> &'a GameState {
    h.state().game().expect("a game is running")
}

#[test]
fn sign_off_signs_the_game_card() {
    let mut h = harness(HopcardApp::new(hopcard::testing::Session::in_memory(
        fixed_clock,
    )));
    type_into(&mut h, "Player 1 name", "Ann");
    type_into(&mut h, "Player 2 name", "Ben");
    confirm_both(&mut h);
    let unsigned = h.state().setup_card().expect("setup").clone();
    assert_eq!(
        unsigned.fingerprint, None,
        "no fingerprint before the start"
    );
    click(&mut h, "Start game");
    let card = game(&h).card.clone();
    assert!(
        card.fingerprint_matches(),
        "the game's card is signed when the game starts"
    );
    assert_eq!(
        card.confirmations[0],
        confirmed("A", "2026-11-30 18:00 UTC")
    );
    assert_eq!(
        card.confirmations[1],
        confirmed("B", "2026-11-30 18:00 UTC")
    );
    // The card window shows the fingerprint and that it matches.
    click(&mut h, "Game");
    click(&mut h, "Show the card");
    let fingerprint = card.fingerprint.clone().expect("taken at the start");
    let short = hopcard::testing::short_fingerprint(&fingerprint);
    assert!(h.query_by_label(&format!("Fingerprint: {short}")).is_some());
    assert!(
        h.query_by_label("Card status: unchanged since its fingerprint was taken")
            .is_some()
    );
}

#[test]
fn three_players_choose_the_other_camp_rule_explicitly() {
    let mut h = harness(HopcardApp::new(hopcard::testing::Session::in_memory(
        fixed_clock,
    )));
    click(&mut h, "3 players");
    type_into(&mut h, "Player 1 name", "Ann");
    type_into(&mut h, "Player 2 name", "Ben");
    type_into(&mut h, "Player 3 name", "Cy");
    type_into(&mut h, "Cy's initials", "C");
    click(&mut h, "Confirm as Cy");
    confirm_both(&mut h);
    assert!(
        disabled(&h, "Start game"),
        "the other-camp rule is not chosen"
    );
    assert!(
        h.query_by_label_contains("choose the rule for other players' camps")
            .is_some()
    );
    click_contains(&mut h, "no-rest: other players' camps");
    let card = &h.state().setup_card().expect("setup");
    assert!(card.other_camps_chosen);
    assert_eq!(card.rules.other_camps, OtherCamps::NoRest);
    assert!(
        card.confirmations.iter().all(Option::is_none),
        "choosing withdraws the confirmations"
    );
    type_into(&mut h, "Cy's initials", "C");
    click(&mut h, "Confirm as Cy");
    confirm_both(&mut h);
    click(&mut h, "Start game");
    let g = game(&h);
    assert_eq!(g.position().seats().len(), 3);
    assert_eq!(g.rules().other_camps, OtherCamps::NoRest);
    assert!(g.card.fingerprint_matches());
}

/// A game under the first version, one move played.
fn playing_first_version() -> Harness<'static, HopcardApp> {
    let card = first_version();
    let start = card.ready().expect("the card is complete");
    let mut g = GameState::new(card, start);
    g.play(&"N2-M6".parse().expect("route"))
        .expect("a legal opening");
    harness(HopcardApp::with_game(g, fixed_clock))
}

#[test]
fn propose_a_change_keeps_the_current_game() {
    let mut h = playing_first_version();
    let before = game(&h).clone();
    click(&mut h, "Game");
    click(&mut h, "Show the card");
    assert!(
        h.query_by_label("Card status: unchanged since its fingerprint was taken")
            .is_some()
    );
    click(&mut h, "Propose a change");
    let proposal = &h.state().setup_card().expect("the proposal opens");
    assert_eq!(proposal.version, 2);
    assert_eq!(
        proposal.supersedes.as_ref().map(|s| s.fingerprint.clone()),
        before.card.fingerprint
    );
    assert!(proposal.confirmations.iter().all(Option::is_none));
    // Change clause 5 and confirm; until a new game starts nothing changes.
    click_contains(&mut h, "ten: all pieces home wins");
    assert!(
        h.query_by_label_contains("clause 5 completion: swap becomes ten")
            .is_some()
    );
    confirm_both(&mut h);
    assert_eq!(game(&h), &before, "the game in progress keeps its rules");
    // Cancelling the proposal leaves the game as it was.
    click(&mut h, "Cancel");
    assert_eq!(game(&h), &before);
    assert!(h.query(crate::common::named("M6, red piece")).is_some());
    // Propose again and start a new game with the new version.
    click(&mut h, "Game");
    click(&mut h, "Show the card");
    click(&mut h, "Propose a change");
    click_contains(&mut h, "ten: all pieces home wins");
    confirm_both(&mut h);
    click(&mut h, "Start game");
    // The first version's game has an unsaved move: asked, and kept anyway.
    click(&mut h, "Don't save");
    let g = game(&h);
    assert_eq!(g.card.version, 2);
    assert_eq!(g.rules().completion, Completion::Ten);
    assert!(g.card.fingerprint_matches());
    assert!(g.plies().is_empty(), "the new version starts a new game");
    assert_eq!(
        g.card.supersedes.as_ref().map(|s| (s.version, s.rules)),
        Some((1, RuleSet::default()))
    );
    assert!(g.card.effective_from.contains("new game"));
    assert_eq!(before.rules(), &RuleSet::default());
}

#[test]
fn export_and_import_through_the_file_prompt() {
    let dir = temp_dir("app");
    let mut h = playing_first_version();
    let card = game(&h).card.clone();
    // Export as RON and as text.
    for (menu, name) in [
        ("Export card as RON…", "card.ron"),
        ("Export card as text…", "card.txt"),
    ] {
        click(&mut h, "Game");
        click(&mut h, menu);
        common::choose_path(&mut h, &dir.join(name));
        assert!(h.state().prompt_purpose().is_none());
    }
    assert_eq!(Card::read_file(&dir.join("card.ron")), Ok(card.clone()));
    assert_eq!(
        std::fs::read_to_string(dir.join("card.txt")).expect("text written"),
        card.to_text()
    );
    // Import an intact card: the setup dialog opens with it, confirmations kept.
    let import = |h: &mut Harness<'_, HopcardApp>, file: &Path| {
        click(h, "Game");
        click(h, "Import card…");
        common::choose_path(h, file);
    };
    import(&mut h, &dir.join("card.ron"));
    let setup = h.state().setup_card().expect("setup opens");
    assert_eq!(setup, &card);
    assert!(!disabled(&h, "Start game"));
    assert!(
        h.query_by_label_contains("unchanged since its fingerprint was taken")
            .is_some()
    );
    click(&mut h, "Cancel");
    // A changed card: shown as changed, confirmations withdrawn.
    let text = std::fs::read_to_string(dir.join("card.ron")).expect("read");
    let changed = dir.join("changed.ron");
    std::fs::write(
        &changed,
        text.replace("completion: swap", "completion: ten"),
    )
    .expect("write");
    import(&mut h, &changed);
    let setup = h.state().setup_card().expect("setup opens");
    assert_eq!(setup.rules.completion, Completion::Ten);
    assert!(setup.confirmations.iter().all(Option::is_none));
    assert!(
        h.query_by_label_contains("CHANGED SINCE ITS FINGERPRINT WAS TAKEN")
            .is_some()
    );
    assert!(disabled(&h, "Start game"));
    confirm_both(&mut h);
    click(&mut h, "Start game");
    // The game in progress has a move in no file: asked first, kept anyway.
    click(&mut h, "Don't save");
    assert!(
        game(&h).card.fingerprint_matches(),
        "a fresh fingerprint at the new start"
    );
    assert_eq!(game(&h).rules().completion, Completion::Ten);
    // A malformed file: a message naming it, nothing else changes.
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "not a card").expect("write");
    let before = game(&h).clone();
    import(&mut h, &bad);
    assert!(!h.state().setup_open());
    assert_eq!(game(&h), &before);
    let message = h
        .state()
        .notice()
        .map(|n| n.text.clone())
        .unwrap_or_default();
    assert!(message.contains("bad.ron"), "{message}");
    assert!(
        message.contains("not a readable agreement card"),
        "{message}"
    );
}

#[test]
fn a_position_card_start_matches() {
    // The fixed cards used above start from the card's start position.
    assert_eq!(first_version().ready(), Ok(Position::card_start()));
    assert_eq!(second_version().ready().map(|p| p.turn()), Ok(1));
}

/// The prefilled name of the open file prompt.
fn prompt_name(h: &Harness<'_, HopcardApp>) -> String {
    h.get_by_label("File path")
        .value()
        .unwrap_or_default()
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn export_names_carry_version_seats_and_time_so_they_never_collide() {
    let mut h = playing_first_version();
    click(&mut h, "Game");
    click(&mut h, "Export card as text…");
    let two = prompt_name(&h);
    // Version 1, red and blue, the clock's 2026-11-30 18:00:00 UTC.
    assert_eq!(two, "hopcard-card-v1-red-blue-20261130-180000.txt");
    click(&mut h, "Cancel");
    // A six-player card of the same version and day gets another name.
    let players = ["red", "blue", "green", "yellow", "purple", "orange"]
        .iter()
        .enumerate()
        .map(|(i, c)| player(&format!("P{i}"), c))
        .collect();
    let mut six = Card::new(players);
    six.other_camps_chosen = true;
    six.date = first_version().date;
    for (i, slot) in six.confirmations.iter_mut().enumerate() {
        *slot = confirmed(&format!("P{i}"), "2026-11-30 18:00 UTC");
    }
    let start = six.ready().expect("complete");
    let mut h6 = harness(HopcardApp::with_game(
        GameState::new(six.with_fingerprint(), start),
        fixed_clock,
    ));
    click(&mut h6, "Game");
    click(&mut h6, "Export card as text…");
    let six_name = prompt_name(&h6);
    assert_ne!(six_name, two);
    assert!(
        six_name.contains("-red-blue-green-yellow-purple-orange-"),
        "{six_name}"
    );
}

#[test]
fn the_card_window_exports_a_print_ready_pdf() {
    let dir = temp_dir("pdf");
    let mut h = playing_first_version();
    let card = game(&h).card.clone();
    click(&mut h, "Game");
    click(&mut h, "Show the card");
    let short = card.short_fingerprint();
    assert!(h.query_by_label(&format!("Fingerprint: {short}")).is_some());
    assert!(
        h.query_by_label_contains("It is not a signature").is_some(),
        "the window says what the fingerprint proves"
    );
    click(&mut h, "Export as PDF…");
    assert!(prompt_name(&h).ends_with(".pdf"), "{}", prompt_name(&h));
    let pdf = dir.join("card.pdf");
    common::choose_path(&mut h, &pdf);
    h.run();
    let bytes = std::fs::read(&pdf).expect("the PDF was written");
    assert!(bytes.starts_with(b"%PDF-"));
    assert!(
        h.query_by_label_contains(&format!("fingerprint {short}"))
            .is_some(),
        "the status line names the fingerprint exported"
    );
    // Exporting onto the same name asks before replacing.
    click(&mut h, "Export as PDF…");
    common::set_text(&mut h, "File path", &pdf.display().to_string());
    h.get_by_label("OK").click();
    h.run();
    assert!(h.query_by_label_contains("already exists").is_some());
}
