//! Rough edges of a first hour (issue 21).

use crate::common::{self, click};
use common::games::{fixed_clock, new_game};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::testing::{Next, Palette, Prefs, SHORTCUTS, Session};
use hopcard::{HopcardApp, RuleSet};
use std::path::Path;

#[test]
fn the_game_menu_quits_and_help_names_every_shortcut() {
    let mut h = common::harness(HopcardApp::new(Session::in_memory(
        common::games::fixed_clock,
    )));
    h.run();
    click(&mut h, "Game");
    h.run();
    assert!(h.query_by_label_contains("Quit").is_some(), "Game > Quit");
    let keys: Vec<&str> = SHORTCUTS.iter().map(|(k, _)| *k).collect();
    for key in ["Ctrl+S", "Ctrl+O", "Ctrl+Q", "F1", "Enter", "Escape"] {
        assert!(keys.contains(&key), "Help lists {key}");
    }
}

#[test]
fn two_computer_seats_are_told_apart() {
    let mut h = common::harness(HopcardApp::new(Session::in_memory(
        common::games::fixed_clock,
    )));
    h.run();
    for seat in [1, 2] {
        click(&mut h, &format!("Player {seat} is played by"));
        click(&mut h, "the computer (easy)");
    }
    let names: Vec<String> = h
        .state()
        .setup_card()
        .map(|c| c.players.iter().map(|p| p.name.clone()).collect())
        .unwrap_or_default();
    let colours: Vec<String> = h
        .state()
        .setup_card()
        .map(|c| c.players.iter().map(|p| p.colour.clone()).collect())
        .unwrap_or_default();
    assert_eq!(
        names,
        [
            format!("Computer – {}, easy", colours[0]),
            format!("Computer – {}, easy", colours[1])
        ]
    );
    // The name follows the seat's level, as the form made it.
    click(&mut h, "Player 2 is played by");
    click(&mut h, "the computer (strong)");
    let second = h.state().setup_card().map(|c| c.players[1].name.clone());
    assert_eq!(second, Some(format!("Computer – {}, strong", colours[1])));
}

/// The name fields are in view whenever the setup form opens: after a
/// damaged autosave was reported, and after "Start a new game".
#[test]
fn setup_opens_at_its_top() {
    let in_view = |h: &egui_kittest::Harness<'_, HopcardApp>| {
        let field = h.get_by_label("Player 1 name").rect();
        field.min.y > 0.0 && field.max.y < 600.0
    };
    let dir = common::temp_dir("rough-setup-top");
    std::fs::write(dir.join("autosave.ron"), "GameFile(format: 1, ga").expect("write");
    let mut h = common::harness_sized(
        HopcardApp::starting(&dir, common::games::fixed_clock),
        egui::vec2(800.0, 600.0),
    );
    h.run();
    assert!(h.state().setup_open());
    assert!(in_view(&h), "after a damaged autosave");
}

#[test]
fn setup_opens_at_its_top_after_start_a_new_game() {
    let dir = common::temp_dir("rough-setup-top-new");
    {
        let mut h = common::harness_sized(
            HopcardApp::starting(&dir, common::games::fixed_clock),
            egui::vec2(800.0, 600.0),
        );
        h.run();
        h.state_mut().apply(hopcard::testing::Action::Setup(
            hopcard::testing::SetupStep::Start(Box::new(common::games::new_game(
                2,
                hopcard::RuleSet::default(),
            ))),
        ));
        h.run();
        common::play_first_legal(&mut h);
    }
    let mut h = common::harness_sized(
        HopcardApp::starting(&dir, common::games::fixed_clock),
        egui::vec2(800.0, 600.0),
    );
    h.run();
    click(&mut h, "Start a new game");
    assert!(h.state().setup_open());
    let field = h.get_by_label("Player 1 name").rect();
    assert!(
        field.min.y > 0.0 && field.max.y < 600.0,
        "the name field is in view: {field:?}"
    );
}

/// With three or more players, "Agreed changes" lists only what is chosen
/// now: an other-camp rule carried over from before is not.
#[test]
fn agreed_changes_list_only_what_is_chosen_now() {
    let mut h = common::harness(HopcardApp::new(Session::in_memory(
        common::games::fixed_clock,
    )));
    h.run();
    click(&mut h, "3 players");
    let no_entry =
        "no-entry: no landing at all in other players' camps (hopping over a piece there is fine)";
    h.get_by_label(no_entry).scroll_to_me();
    h.run();
    click(&mut h, no_entry);
    assert!(
        h.query_by_label_contains("- clause 4 other-camps: no-entry")
            .is_some()
    );
    h.get_by_label("4 players").scroll_to_me();
    h.run();
    click(&mut h, "4 players");
    assert_eq!(h.state().setup_card().map(|c| c.players.len()), Some(4));
    assert!(
        h.query_by_label_contains("- clause 4 other-camps")
            .is_none(),
        "not chosen for four players yet"
    );
}

/// An app over the data folder `dir`, already playing a new game.
fn playing_in(dir: &Path) -> Harness<'static, HopcardApp> {
    let mut session = Session::start(dir, fixed_clock).expect("the slot is free");
    session
        .replace(Next::New(Box::new(new_game(2, RuleSet::default()))))
        .expect("nothing to keep");
    let mut h = common::harness(HopcardApp::new(session));
    h.run();
    h
}

/// Item 5: in review the turn panel tells whose move it was in the position
/// shown, and offers none of the live game's controls.
#[test]
fn review_shows_whose_move_it_was_and_no_live_controls() {
    let mut game = new_game(2, RuleSet::default());
    for m in ["N2-M6", "D3-E7", "O1-M5", "D2-E6"] {
        game.play(&m.parse().expect("route")).expect("legal");
    }
    let mut h = common::harness(HopcardApp::with_game(game, fixed_clock));
    h.run();
    assert!(h.query_by_label("Play route").is_some());
    click(&mut h, "1. Ann (red) N2-M6");
    assert!(h.query_by_label_contains("after move 1 of 4").is_some());
    assert!(
        h.query_by_label_contains("Bob (blue) to move").is_some(),
        "after move 1 it was Bob's move"
    );
    for live in [
        "Move 5",
        "Ann (red) to move",
        "Play route",
        "Pass",
        "Dispute",
        "Take back last move…",
        "Suggest a move",
    ] {
        assert!(h.query_by_label(live).is_none(), "{live} is not offered");
    }
    click(&mut h, "Back to the game");
    assert!(h.query_by_label("Play route").is_some());
    assert!(h.query_by_label("Ann (red) to move").is_some());
}

/// Item 4: a route built in a read-only second window says it will not be
/// played there, and Enter plays nothing.
#[test]
fn a_route_in_a_read_only_window_says_it_is_not_played_here() {
    let dir = common::temp_dir("rough-read-only");
    let mut first = playing_in(&dir);
    common::play_first_legal(&mut first);
    let mut h = common::harness(HopcardApp::starting(&dir, fixed_clock));
    h.run();
    click(&mut h, "Open the game read-only");
    let (piece, landing) = common::first_legal_labels(&h);
    click(&mut h, &piece);
    click(&mut h, &landing);
    let said = "read-only: moves are not played here";
    assert!(
        h.query_by_label_contains(said).is_some(),
        "said beside the route"
    );
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(common::moves(&h), 1, "nothing played");
    assert!(
        h.query_all_by_label_contains(said).next().is_some(),
        "said when played"
    );
    drop(first);
}

/// Item 8: a recovered game leaves the Recover list (its file is moved
/// aside, not deleted), so it cannot be recovered twice.
#[test]
fn a_recovered_game_leaves_the_recover_list() {
    let dir = common::temp_dir("rough-recover");
    {
        let mut h = playing_in(&dir);
        common::play_first_legal(&mut h);
    }
    let mut h = common::harness(HopcardApp::starting(&dir, fixed_clock));
    h.run();
    click(&mut h, "Start a new game");
    let entry = format!(
        "{}: Ann and Bob (1 moves)",
        hopcard::testing::clock::local_text(common::games::CLOCK)
    );
    click(&mut h, "Game");
    common::click_and_step(&mut h, "Recover…");
    common::until(&mut h, "the kept game listed", |h| {
        h.query_by_label(&entry).is_some()
    });
    common::click_and_step(&mut h, &entry);
    common::until(&mut h, "the game recovered", |h| common::moves(h) == 1);
    click(&mut h, "Game");
    common::click_and_step(&mut h, "Recover…");
    common::until(&mut h, "the kept games listed", |h| {
        h.query_by_label("No kept games.").is_some()
    });
    assert!(h.query_by_label(&entry).is_none(), "not offered twice");
    let aside = std::fs::read_dir(dir.join("recovered"))
        .map(Iterator::count)
        .unwrap_or(0);
    assert_eq!(aside, 1, "the kept file is moved aside, not deleted");
}

fn distance(a: [u8; 3], b: egui::Color32) -> f32 {
    let d = |x: u8, y: u8| (f32::from(x) - f32::from(y)).powi(2);
    (d(a[0], b.r()) + d(a[1], b.g()) + d(a[2], b.b())).sqrt()
}

/// Item 9: the ring that marks a landing is drawn in a colour no player's
/// pieces wear, in both palettes (it was green, like green pieces).
#[test]
fn landing_marks_are_never_the_colour_of_a_players_pieces() {
    for palette in [Palette::Standard, Palette::ColourBlindSafe] {
        let app = HopcardApp::configured(
            Session::with_game(new_game(2, RuleSet::default()), fixed_clock),
            hopcard::testing::AppOptions {
                prefs: Prefs {
                    palette,
                    ..Prefs::default()
                },
                ..hopcard::testing::AppOptions::default()
            },
        );
        let mut h = common::harness_with(app, egui::vec2(1024.0, 720.0), |b| {
            b.wgpu().with_render_cursor(false)
        });
        h.run();
        click(&mut h, "N2, red piece");
        let hole = h.get(crate::common::named("M6, empty")).rect();
        let r = hole.width() / 2.6;
        let image = h.render().expect("rendered");
        let scale = image.width() as f32 / 1024.0;
        // The ring's core: the most colourful pixel across it, rightwards
        // from the hole's centre.
        let chroma = |p: [u8; 3]| p.iter().max().unwrap_or(&0) - p.iter().min().unwrap_or(&0);
        let y = (hole.center().y * scale) as u32;
        let ring = ((0.5 * r) as u32..(1.2 * r) as u32)
            .map(|dx| {
                let p = image
                    .get_pixel(((hole.center().x + dx as f32) * scale) as u32, y)
                    .0;
                [p[0], p[1], p[2]]
            })
            .max_by_key(|p| chroma(*p))
            .expect("pixels across the ring");
        for colour in hopcard::testing::COLOURS {
            let pieces = hopcard::testing::paint_colour(colour, palette);
            assert!(
                distance(ring, pieces) > 60.0,
                "{palette:?}: the landing ring {ring:?} looks like {colour} pieces {pieces:?}"
            );
        }
    }
}

/// Item 6: confirmations keep their places as players confirm, and with
/// long names the second column's Withdraw button stays in the window.
#[test]
fn confirmations_keep_their_places_and_withdraw_stays_in_view() {
    let mut h = common::harness(HopcardApp::new(Session::in_memory(fixed_clock)));
    h.run();
    click(&mut h, "4 players");
    let names = [
        "Annabelle Montgomery",
        "Bartholomew Ashcroft",
        "Constantine Fairfax",
        "Dorothea Blackwood",
    ];
    for (i, name) in names.iter().enumerate() {
        h.get_by_label(&format!("Player {} name", i + 1))
            .scroll_to_me();
        h.run();
        common::set_text(&mut h, &format!("Player {} name", i + 1), name);
    }
    let places = |h: &Harness<'_, HopcardApp>| {
        [
            h.get_by_label("Confirm as Constantine Fairfax").rect(),
            h.get_by_label("Dorothea Blackwood's initials").rect(),
        ]
    };
    let before = places(&h);
    for name in &names[..2] {
        common::type_into(
            &mut h,
            &format!("{name}'s initials"),
            "ABCDEFGHIJKLMNOPQRST",
        );
        click(&mut h, &format!("Confirm as {name}"));
        assert_eq!(places(&h), before, "confirming {name} moved the others");
    }
    for name in &names[..2] {
        let withdraw = h
            .get_by_label(&format!("Withdraw {name}'s confirmation"))
            .rect();
        assert!(
            withdraw.max.x <= 1280.0,
            "{name}'s Withdraw is cut off: {withdraw:?}"
        );
    }
}

/// Item 12: the board of a dispute record prints on its first page, right
/// after the short facts, not pushed to page 2 by the long clause and rules.
#[test]
fn a_dispute_record_prints_its_board_on_the_first_page() {
    let mut game = new_game(2, RuleSet::default());
    let route: Vec<hopcard::Hole> = ["N2", "M6"]
        .iter()
        .map(|h| hopcard::Hole::parse(h).expect("hole"))
        .collect();
    game.raise_dispute(0, &route, hopcard::Clause::Moving, common::games::CLOCK)
        .expect("raise");
    let dir = common::temp_dir("rough-dispute-pdf");
    for paper in [hopcard::records::Paper::A4, hopcard::records::Paper::Letter] {
        let pdf = hopcard::records::dispute_pdf(
            &hopcard::testing::sheets(game.disputes()),
            Some(&game.card),
            None,
            paper,
            &hopcard::testing::clock::TimeZone::UTC,
        )
        .expect("prints");
        let file = dir.join(format!("{}.pdf", paper.name()));
        std::fs::write(&file, pdf).expect("write");
        let Ok(out) = std::process::Command::new("pdftotext")
            .args(["-f", "1", "-l", "1"])
            .arg(&file)
            .arg("-")
            .output()
        else {
            eprintln!("pdftotext is not installed: page check skipped");
            return;
        };
        let first = String::from_utf8_lossy(&out.stdout);
        assert!(
            first.contains("THE BOARD WHEN THE DISPUTE WAS RAISED"),
            "{}: the board is not on page 1:\n{first}",
            paper.name()
        );
    }
}

/// Item 10: when the status line wraps and then unwraps, the board gets its
/// room back at once (no strip of the old height left below the line).
#[test]
fn the_board_regains_its_size_when_the_status_line_unwraps() {
    let dir = common::temp_dir("rough-status");
    let mut first = playing_in(&dir);
    common::play_first_legal(&mut first);
    let mut h = common::harness_sized(
        HopcardApp::starting(&dir, fixed_clock),
        egui::vec2(800.0, 600.0),
    );
    h.run();
    click(&mut h, "Open the game read-only");
    let (piece, landing) = common::first_legal_labels(&h);
    let before = h.get(crate::common::named(&piece)).rect();
    click(&mut h, &piece);
    click(&mut h, &landing);
    // Played here: the long refusal wraps the status line, the board shrinks.
    h.key_press(egui::Key::Enter);
    h.run();
    assert_ne!(
        h.get(crate::common::named(&piece)).rect(),
        before,
        "the line wrapped"
    );
    // A click on the board clears the notice: the line is one line again.
    // Two frames, as the window draws them (the click's, then one more):
    // the second already has the board at its size.
    h.get(crate::common::named(&piece)).click();
    h.run_steps(2);
    assert_eq!(
        h.get(crate::common::named(&piece)).rect(),
        before,
        "the board regained its size"
    );
    drop(first);
}

/// Item 2: the date can be typed (a day that does not exist is named, not
/// taken), a date far from today is questioned, and the calendar is headed
/// by the month and year it shows.
#[test]
fn the_date_can_be_typed_and_a_far_one_is_questioned() {
    let mut h = common::harness(HopcardApp::new(Session::in_memory(fixed_clock)));
    h.run();
    let field = "Date, typed (YYYY-MM-DD)";
    common::set_text(&mut h, field, "1999-02-30");
    assert!(
        h.query_by_label_contains("that day does not exist")
            .is_some(),
        "the refusal is shown"
    );
    let before = h.state().setup_card().map(|c| c.date);
    assert_ne!(before.map(|d| d.to_string()).as_deref(), Some("1999-02-30"));
    common::set_text(&mut h, field, "1999-02-28");
    let date = h.state().setup_card().map(|c| c.date.to_string());
    assert_eq!(date.as_deref(), Some("1999-02-28"));
    assert!(
        h.query_by_label_contains("more than a year before today")
            .is_some(),
        "a far date is questioned"
    );
    // The calendar's button says the month and year in words.
    assert_eq!(
        common::description(&h, "Date"),
        "28 February 1999",
        "the calendar button says the month and year"
    );
}
