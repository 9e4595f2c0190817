//! Disputes on the desktop (clause 7), driven through AccessKit labels:
//! raising one freezes the board, the record fills from clicks and fields,
//! every resolution path, and the exported log.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hopcard::HopcardApp;
use hopcard::records::Piece;
use hopcard::records::{DisputeLog, Resolution};
use hopcard::testing::Purpose;
use hopcard::{Clause, Hole, Position, Proposal, RuleSet, Verdict};
use hopcard::{GameError, GameState};
use std::path::Path;

use crate::common;
use common::{click, disabled, type_into};

const NOW: &str = "2025-03-01 12:00 UTC";

/// 2025-03-01 12:00 UTC, what [`NOW`] reads.
fn fixed_clock() -> i64 {
    1_740_830_400
}

fn start() -> Harness<'static, HopcardApp> {
    let app = HopcardApp::with_game(
        GameState::from_position(RuleSet::default(), Position::card_start()),
        fixed_clock,
    );
    // Wide enough that the turn panel stays beside a frozen board (at
    // 1280 it folds away; tests/it/disputes_small.rs covers small windows).
    let mut h = common::harness_sized(app, egui::vec2(1700.0, 1000.0));
    h.run();
    h
}

fn game<'h>(h: &'h Harness<'_, HopcardApp>) -> &'h GameState {
    h.state().game().expect("a game is running")
}

fn hole(name: &str) -> Hole {
    Hole::parse(name).expect("test hole")
}

fn route(names: &[&str]) -> Vec<Hole> {
    names.iter().map(|n| hole(n)).collect()
}

/// Propose N2-M6 (not yet played) and object to it.
fn dispute_proposed_step(h: &mut Harness<'_, HopcardApp>) {
    click(h, "N2, red piece");
    click(h, "M6, empty");
    assert_eq!(
        h.state().route(),
        route(&["N2", "M6"]),
        "the route is proposed"
    );
    click(h, "Dispute this");
}

#[test]
fn raising_a_dispute_freezes_the_board() {
    let mut h = start();
    assert!(
        h.query_by_label_contains("Board frozen by dispute")
            .is_none()
    );
    dispute_proposed_step(&mut h);
    let d = game(&h).open_dispute().expect("a dispute is open");
    assert_eq!(
        d.route.0,
        route(&["N2", "M6"]),
        "prefilled from the proposal"
    );
    assert_eq!(d.raised_by, 1, "the opponent objects to a proposed move");
    assert!(
        h.state().route().is_empty(),
        "the proposal is parked in the dispute"
    );
    assert!(
        h.query_by_label_contains("Board frozen by dispute")
            .is_some()
    );
    assert!(disabled(&h, "Dispute"), "one dispute at a time");
    assert!(disabled(&h, "Pass"));
    assert!(disabled(&h, "Play route"));
    assert!(disabled(&h, "Take back last move…"));

    // Clicking pieces and holes moves nothing and selects nothing.
    let before = game(&h).position().clone();
    click(&mut h, "N3, red piece");
    click(&mut h, "M7, empty");
    h.key_press(egui::Key::Enter);
    h.run();
    click(&mut h, "D3, blue piece");
    assert_eq!(game(&h).position(), &before, "nothing moved");
    assert!(game(&h).plies().is_empty());
    assert!(h.state().route().is_empty(), "no piece got selected");
    assert!(h.query(crate::common::named("N3, red piece")).is_some());
    assert!(h.query(crate::common::named("M7, empty")).is_some());
    // Those clicks went to the record instead.
    let d = game(&h).open_dispute().expect("still open");
    assert_eq!(d.route.0, route(&["N2", "M6", "N3", "M7", "D3"]));

    // The game itself refuses moves and take-backs while frozen.
    let mut g = game(&h).clone();
    let step: Proposal = "N3-M7".parse().expect("route");
    assert_eq!(g.play(&step), Err(GameError::Frozen));
    assert_eq!(g.take_back(), Err(GameError::Frozen));
    assert!(
        GameError::Frozen
            .to_string()
            .contains("resolve or withdraw it first")
    );
}

#[test]
fn the_record_holds_piece_route_clause_holes_and_verdict() {
    let mut h = start();
    click(&mut h, "Dispute");
    let d = game(&h).open_dispute().expect("open");
    assert_eq!(d.piece, None, "nothing chosen yet");
    assert_eq!(d.raised_by, 0, "the mover raised it");
    assert_eq!(d.time, NOW);
    assert_eq!(d.turn_name, "red");
    assert_eq!(d.position, Position::card_start(), "the whole position");
    assert!(
        h.query_by_label("Moving piece: click it on the board")
            .is_some()
    );

    // First click: the moving piece; then the route, hole by hole.
    click(&mut h, "O1, red piece");
    click(&mut h, "M5, empty");
    let d = game(&h).open_dispute().expect("open");
    assert_eq!(
        d.piece,
        Some(Piece {
            hole: hole("O1"),
            colour: Some("red".into())
        })
    );
    assert_eq!(d.route.0, route(&["O1", "M5"]));
    assert_eq!(d.verdict, Verdict::Legal, "a hop over N1");
    assert!(h.query_by_label("Moving piece: O1 (red)").is_some());
    assert!(h.query_by_label("Proposed route: O1-M5").is_some());
    assert!(
        h.query_by_label("Verdict under the game's card: legal")
            .is_some()
    );

    // An illegal continuation: the verdict follows at once, with its clause.
    click(&mut h, "I5, empty");
    let d = game(&h).open_dispute().expect("open");
    assert!(
        matches!(&d.verdict, Verdict::Illegal { clause: Some(Clause::Moving), reason } if reason.to_string().contains("I5")),
        "{}",
        d.verdict
    );
    assert!(
        h.query_by_label_contains("Verdict under the game's card: illegal (clause 2)")
            .is_some()
    );
    click(&mut h, "Remove last hole");
    assert_eq!(
        game(&h).open_dispute().expect("open").verdict,
        Verdict::Legal
    );

    // The clause cited, with its wording from the signed card.
    click(&mut h, "Clause 4");
    let wording = game(&h).card.clauses()[3].1.clone();
    let d = game(&h).open_dispute().expect("open");
    assert_eq!(d.clause, Clause::Camps);
    assert_eq!(d.clause_text, wording);
    assert!(h.query_by_label(&format!("4. {wording}")).is_some());

    // The position in notation on the panel, and statements per player.
    let notation = Position::card_start().to_string();
    assert!(h.query_by_label(&notation).is_some());
    assert!(
        h.query_by_label_contains("Picture of the disputed position")
            .is_some()
    );
    type_into(&mut h, "Statement of red", "O1 hops over N1.");
    type_into(&mut h, "Statement of blue", "Fine by me.");
    click(&mut h, "Raised by blue");
    let d = game(&h).open_dispute().expect("open");
    assert_eq!(d.statements[0].text, "O1 hops over N1.");
    assert_eq!(d.statements[1].text, "Fine by me.");
    assert_eq!(d.raised_by_name, "blue");
    assert!(game(&h).plies().is_empty(), "still nothing moved");
}

#[test]
fn apply_the_card_plays_a_legal_route() {
    let mut h = start();
    dispute_proposed_step(&mut h);
    click(&mut h, "Apply the card");
    let g = game(&h);
    assert!(g.open_dispute().is_none(), "resolved");
    assert_eq!(g.history_lines(), ["1. red N2-M6"]);
    let r = g.disputes()[0].resolution.clone().expect("resolution");
    assert_eq!(r.resolution, Resolution::ApplyCard);
    assert_eq!(r.time, NOW);
    assert!(r.effect.contains("N2-M6 was played"), "{}", r.effect);
    assert!(
        h.query_by_label_contains("Board frozen by dispute")
            .is_none()
    );
    assert!(h.query(crate::common::named("M6, red piece")).is_some());
    // Play goes on normally.
    click(&mut h, "D3, blue piece");
    click(&mut h, "E8, empty");
    click(&mut h, "Play route");
    assert_eq!(game(&h).plies().len(), 2);
}

#[test]
fn apply_the_card_refuses_an_illegal_route() {
    let mut h = start();
    click(&mut h, "N2, red piece");
    click(&mut h, "I5, empty");
    assert!(h.query_by_label_contains("illegal (clause 2)").is_some());
    click(&mut h, "Dispute this");
    let d = game(&h).open_dispute().expect("open");
    assert_eq!(d.route.0, route(&["N2", "I5"]), "the refused route");
    assert_eq!(d.raised_by, 0, "the mover disputes the refusal");
    assert_eq!(d.clause, Clause::Moving, "the verdict's clause is cited");
    assert!(!d.verdict.is_legal());
    click(&mut h, "Apply the card");
    let g = game(&h);
    assert!(g.open_dispute().is_none());
    assert!(g.plies().is_empty(), "the illegal route was not played");
    assert_eq!(g.position(), &Position::card_start());
    let r = g.disputes()[0].resolution.clone().expect("resolution");
    assert_eq!(r.resolution, Resolution::ApplyCard);
    assert!(r.effect.contains("refused"), "{}", r.effect);
    click(&mut h, "N2, red piece");
    click(&mut h, "M6, empty");
    click(&mut h, "Play route");
    assert_eq!(game(&h).history_lines(), ["1. red N2-M6"]);
}

#[test]
fn withdrawn_changes_nothing() {
    let mut h = start();
    dispute_proposed_step(&mut h);
    click(&mut h, "Withdraw the dispute");
    let g = game(&h);
    assert!(g.open_dispute().is_none());
    assert!(g.plies().is_empty());
    assert_eq!(g.position(), &Position::card_start());
    let r = g.disputes()[0].resolution.clone().expect("resolution");
    assert_eq!(r.resolution, Resolution::Withdrawn);
    assert_eq!(r.time, NOW);
    assert!(!disabled(&h, "Dispute"), "a new dispute may be raised");
}

#[test]
fn an_agreed_change_waits_for_a_new_game() {
    let mut h = start();
    let card_before = game(&h).card.clone();
    dispute_proposed_step(&mut h);
    assert!(
        disabled(&h, "Agree a change for a new game"),
        "the change must be written down first"
    );
    type_into(
        &mut h,
        "Agreed change (takes effect from a new game)",
        "long jumps",
    );
    click(&mut h, "Agree a change for a new game");
    let g = game(&h);
    assert!(g.open_dispute().is_none());
    let r = g.disputes()[0].resolution.clone().expect("resolution");
    assert_eq!(
        r.resolution,
        Resolution::AgreeChangeForNewGame {
            change: "long jumps".into(),
            rules: None,
        }
    );
    assert!(r.effect.contains("new game"), "{}", r.effect);
    assert_eq!(g.card, card_before, "this game keeps its card");
    assert_eq!(g.rules(), &RuleSet::default());
    assert!(g.plies().is_empty(), "nothing was played");
}

use crate::common::temp_dir;

fn export_through_prompt(h: &mut Harness<'_, HopcardApp>, button: &str, path: &Path) {
    click(h, button);
    common::choose_path(h, path);
    assert!(h.state().prompt_purpose().is_none(), "the prompt closed");
}

#[test]
fn the_log_is_viewable_and_exports_as_text_and_ron() {
    let mut h = start();
    dispute_proposed_step(&mut h);
    click(&mut h, "Withdraw the dispute");
    click(&mut h, "N2, red piece");
    click(&mut h, "I5, empty");
    click(&mut h, "Dispute this");
    click(&mut h, "Apply the card");
    assert_eq!(game(&h).disputes().len(), 2);

    click(&mut h, "Dispute log…");
    assert!(h.query_by_label_contains("Dispute 1 (resolved)").is_some());
    assert!(h.query_by_label_contains("Dispute 2 (resolved)").is_some());

    let dir = temp_dir("export");
    let txt = dir.join("log.txt");
    let ron = dir.join("log.ron");
    export_through_prompt(&mut h, "Export as text…", &txt);
    export_through_prompt(&mut h, "Export as RON…", &ron);

    let text = std::fs::read_to_string(&txt).expect("text written");
    assert!(
        text.starts_with("Hopcard dispute log (format 4): 2 disputes"),
        "{text}"
    );
    assert!(text.contains("Proposed route: N2-M6"), "{text}");
    assert!(text.contains("Resolution:     Withdrawn"), "{text}");
    assert!(text.contains("Proposed route: N2-I5"), "{text}");
    assert!(text.contains("Key: . empty hole"), "{text}");
    let second = text
        .split("Dispute 2 (resolved)")
        .nth(1)
        .expect("dispute 2");
    let row_i = second
        .lines()
        .find(|l| l.starts_with("I  "))
        .expect("row I in the diagram");
    assert!(row_i.contains('1'), "landing I5 is marked: {row_i}");

    let log = DisputeLog::load(&ron).expect("the RON log reads back");
    assert_eq!(log.disputes, game(&h).disputes());

    // `hopcard dispute FILE` prints it; a malformed file exits 2 naming it.
    let exe = env!("CARGO_BIN_EXE_hopcard");
    let out = std::process::Command::new(exe)
        .arg("dispute")
        .arg(&ron)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout), log.to_text());
    let bad = dir.join("bad.ron");
    std::fs::write(&bad, "(version: 1, disputes: [(number: 1,").expect("write");
    let out = std::process::Command::new(exe)
        .arg("dispute")
        .arg(&bad)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("bad.ron") && err.contains("not a dispute log"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_saved_game_keeps_its_disputes() {
    let mut h = start();
    dispute_proposed_step(&mut h);
    let g = game(&h).clone();
    let text = ron::to_string(&g).expect("serialises");
    let back: GameState = ron::from_str(&text).expect("reads back");
    assert_eq!(back, g);
    assert!(
        back.open_dispute().is_some(),
        "a saved frozen game stays frozen"
    );
    let prompt_purpose = h.state().prompt_purpose();
    assert_ne!(prompt_purpose, Some(Purpose::ExportDisputesTxt));
}

#[test]
fn the_game_guards_every_dispute_request() {
    use hopcard::records::{DisputeEdit, DisputeError};
    let mut g = GameState::from_position(RuleSet::default(), Position::card_start());
    assert_eq!(
        g.resolve_dispute(Resolution::Withdrawn, NOW),
        Err(GameError::Dispute(DisputeError::NoneOpen))
    );
    assert_eq!(
        g.edit_dispute(DisputeEdit::Clause(Clause::Destination)),
        Err(GameError::Dispute(DisputeError::NoneOpen))
    );
    // A clause is named, never numbered: there is no clause 8 to cite.
    assert_eq!(Clause::try_from(8), Err(hopcard::ClauseError(8)));
    assert_eq!(
        g.raise_dispute(5, &[], Clause::Moving, NOW),
        Err(GameError::Dispute(DisputeError::UnknownPlayer(5)))
    );
    assert!(g.disputes().is_empty(), "refused requests record nothing");
    assert_eq!(
        g.raise_dispute(1, &route(&["N2"]), Clause::Moving, NOW),
        Ok(0)
    );
    assert_eq!(
        g.raise_dispute(0, &[], Clause::Moving, NOW),
        Err(GameError::Frozen),
        "one open dispute at a time"
    );
    assert_eq!(
        g.resolve_dispute(Resolution::ApplyCard, NOW),
        Err(GameError::Dispute(DisputeError::NoRoute)),
        "a piece without a landing cannot be judged"
    );
    assert_eq!(
        g.resolve_dispute(
            Resolution::AgreeChangeForNewGame {
                change: "  ".into(),
                rules: None,
            },
            NOW
        ),
        Err(GameError::Dispute(DisputeError::EmptyChange))
    );
    assert!(g.open_dispute().is_some(), "still open after refusals");
    g.edit_dispute(DisputeEdit::AddHole(hole("M7")))
        .expect("edit the route");
    assert_eq!(
        g.open_dispute().map(|d| d.verdict.clone()),
        Some(Verdict::Legal)
    );
    g.resolve_dispute(Resolution::ApplyCard, NOW)
        .expect("resolves");
    assert_eq!(g.history_lines(), ["1. red N2-M7"]);
    assert_eq!(
        g.edit_dispute(DisputeEdit::Clause(Clause::Destination)),
        Err(GameError::Dispute(DisputeError::NoneOpen)),
        "a resolved dispute is closed for edits"
    );
}

#[test]
fn a_failed_export_is_reported() {
    let mut h = start();
    let dir = temp_dir("fail");
    let missing = dir.join("no-such-folder").join("log.txt");
    click(&mut h, "Dispute log…");
    export_through_prompt(&mut h, "Export as text…", &missing);
    let message = h
        .state()
        .notice()
        .map(|n| n.text.clone())
        .unwrap_or_default();
    assert!(
        message.starts_with("Could not export the dispute log"),
        "{message}"
    );
    assert!(!missing.exists());
    let ok = dir.join("empty.txt");
    export_through_prompt(&mut h, "Export as text…", &ok);
    let text = std::fs::read_to_string(&ok).expect("written");
    assert!(
        text.starts_with("Hopcard dispute log (format 4): 0 disputes"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// "Dispute this" beside a refused move is raised by the player whose move
/// was refused; beside a move the card allows, by the next player the
/// computer does not play, who objects to it.
#[test]
fn dispute_this_defaults_to_the_refused_player_or_the_next_person() {
    let mut three = common::games::new_game(3, RuleSet::default());
    three.computer = vec![None, Some(hopcard::ai::Level::Easy), None];
    let app = HopcardApp::with_game(three, fixed_clock);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1700.0, 1000.0))
        .build_ui_state(|ui, app: &mut HopcardApp| app.show(ui), app);
    h.run();
    // A legal step: the computer (seat 2) does not object; seat 3 does.
    click(&mut h, "N2, red piece");
    click(&mut h, "M6, empty");
    assert!(h.query_by_label_contains("Route N2-M6: legal").is_some());
    click(&mut h, "Dispute this");
    let d = game(&h).open_dispute().expect("open").clone();
    assert_eq!(d.raised_by, 2, "{}", d.raised_by_name);
    assert_eq!(d.clause, Clause::Moving);
    click(&mut h, "Withdraw the dispute");
    // A refused move: the mover disputes the refusal, citing its clause.
    click(&mut h, "N2, red piece");
    click(&mut h, "I5, empty");
    assert!(
        h.query_by_label_contains("N2-I5: illegal (clause 2)")
            .is_some()
    );
    click(&mut h, "Dispute this");
    let d = game(&h).open_dispute().expect("open");
    assert_eq!(d.raised_by, 0, "the player whose move was refused");
    assert_eq!(d.clause, Clause::Moving);
}

/// Red's K3 can hop to K1, a camp where the card lets no piece rest
/// (clause 4: unused camps are no-rest).
fn red_beside_a_no_rest_camp(size: egui::Vec2) -> Harness<'static, HopcardApp> {
    let no_rest = RuleSet {
        unused: hopcard::Unused::NoRest,
        ..RuleSet::default()
    };
    let pos: Position = "red=K3,N1 blue=K2,J1 turn=red".parse().expect("position");
    Harness::builder().with_size(size).build_ui_state(
        |ui, app: &mut HopcardApp| app.show(ui),
        HopcardApp::with_game(GameState::from_position(no_rest, pos), fixed_clock),
    )
}

/// A change agreed in a dispute reaches the next card: "New game…" opens
/// the setup with the change applied, every confirmation withdrawn, and
/// the change listed under "Agreed changes" with the dispute it came from.
#[test]
fn an_agreed_change_reaches_the_next_card() {
    let mut h = red_beside_a_no_rest_camp(egui::vec2(1280.0, 800.0));
    h.run();
    click(&mut h, "K3, red piece");
    click(&mut h, "K1, empty");
    assert!(
        h.query_by_label_contains("K3-K1: illegal (clause 4)")
            .is_some()
    );
    click(&mut h, "Dispute this");
    let words = "Stopping in an empty camp is fine";
    type_into(
        &mut h,
        "Agreed change (takes effect from a new game)",
        words,
    );
    click(&mut h, "Rule change for the next card");
    click(&mut h, "clause 4 unused: usable");
    click(&mut h, "Agree a change for a new game");
    let g = game(&h);
    let no_rest = RuleSet {
        unused: hopcard::Unused::NoRest,
        ..RuleSet::default()
    };
    assert_eq!(g.rules(), &no_rest, "this game keeps its card");
    let r = g.disputes()[0].resolution.clone().expect("resolved");
    assert!(
        matches!(&r.resolution, Resolution::AgreeChangeForNewGame { change, rules: Some(next) }
            if change == words && next.unused == hopcard::Unused::Usable),
        "{r:?}"
    );

    click(&mut h, "Game");
    click(&mut h, "New game… Ctrl+N");
    let card = h.state().setup_card().expect("the setup is open").clone();
    assert_eq!(card.rules.unused, hopcard::Unused::Usable, "applied");
    assert!(card.confirmations.iter().all(Option::is_none), "withdrawn");
    assert_eq!(card.version, 2, "a new version of the card");
    let line =
        format!("clause 4 unused: usable, agreed in dispute 1 (move 1, card version 1): {words}");
    assert_eq!(card.agreed_changes(), std::slice::from_ref(&line));
    assert!(
        h.query_by_label(&format!("- {line}")).is_some(),
        "the setup lists it"
    );
    assert!(
        h.query_by_label_contains("agreed in a dispute of the last game")
            .is_some()
    );
    // Confirmed and started, the new game's card prints it.
    for name in ["red", "blue"] {
        type_into(&mut h, &format!("{name}'s initials"), &name[..1]);
        click(&mut h, &format!("Confirm as {name}"));
    }
    click(&mut h, "Start game");
    // The old game has a dispute in no file: it is kept, not lost.
    click(&mut h, "Don't save");
    let g = game(&h);
    assert_eq!(g.rules().unused, hopcard::Unused::Usable);
    let text = g
        .card
        .to_text()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(text.contains(&line), "{text}");
    assert!(g.card.fingerprint_matches());
    // The next game after that one carries no change of its own.
    click(&mut h, "Game");
    click(&mut h, "New game… Ctrl+N");
    let card = h.state().setup_card().expect("setup").clone();
    assert_eq!(card.version, 2, "the same card again");
    assert_eq!(card.rules.unused, hopcard::Unused::Usable);
}

/// A route built hop by hop that the card refuses as it stands (here it
/// ends in a no-rest camp: the click was a legal hop, so no refusal shows,
/// only the verdict) is disputed by its mover, as docs/rules.md says of a
/// refused route (issue 34: the next player was pre-selected).
#[test]
fn dispute_this_beside_a_route_the_card_refuses_is_raised_by_the_mover() {
    let mut h = red_beside_a_no_rest_camp(egui::vec2(1700.0, 1000.0));
    h.run();
    click(&mut h, "K3, red piece");
    click(&mut h, "K1, empty");
    assert!(
        h.query_by_label_contains("Route K3-K1: illegal (clause 4)")
            .is_some(),
        "the route stands, refused by the card"
    );
    click(&mut h, "Dispute this");
    let selected = |h: &Harness<'_, HopcardApp>, label: &str| {
        h.get(crate::common::named(label))
            .accesskit_node()
            .toggled()
            == Some(egui::accesskit::Toggled::True)
    };
    assert!(selected(&h, "Raised by red"), "the mover raises it");
    assert!(!selected(&h, "Raised by blue"));
    assert_eq!(game(&h).open_dispute().expect("open").raised_by, 0);
}
