//! Names in every script shaped (issue 35): Arabic joined and read from
//! the right, Devanagari, Bengali and Tamil conjuncts, Thai marks, emoji
//! sequences as one picture, on screen and on paper, with the tests' own
//! fonts (`tests/fonts/`).

use crate::common::pdf::{pdftotext, words};
use crate::common::{games, temp_dir};
use hopcard::records::{Paper, card_pdf};
use hopcard::testing::clock::TimeZone;
use hopcard::{Card, Confirmation, RuleSet};

/// Six players' names in six scripts and an emoji family.
pub const SHAPED_FAMILY: [&str; 6] = [
    "ليلى حداد",
    "अनन्या",
    "สมชาย",
    "王芳",
    "অনন্যা 👍🏽",
    "👨\u{200D}👩\u{200D}👧 🇯🇵",
];
const INITIALS: [&str; 6] = ["ل", "अ", "ส", "王", "অ", "👍🏽"];

/// Six more: Persian with its non-joiner, Tamil, Hebrew with a digit,
/// Japanese, Korean, and Vietnamese typed with its accents apart.
pub const SECOND_FAMILY: [&str; 6] = [
    "مینا نیک\u{200C}نام",
    "தமிழ்செல்வி",
    "דנה 2",
    "さくら",
    "민준",
    "Nguye\u{302}\u{303}n Thi\u{323} A\u{301}nh",
];
const SECOND_INITIALS: [&str; 6] = ["م", "த", "ד", "さ", "민", "N"];

/// Four whose scripts need no shaping, beside them: Greek, Russian,
/// Vietnamese typed with its letters whole, and a flag.
pub const THIRD_FAMILY: [&str; 4] = ["Σοφία", "Юлия", "Nguyễn Thị Ánh", "Jonas 🇩🇪"];
const THIRD_INITIALS: [&str; 4] = ["Σ", "Ю", "N", "J"];

fn card_of<const N: usize>(names: &[&str; N], initials: &[&str; N]) -> Card {
    let mut card = games::signed_card(N, RuleSet::default());
    for (i, name) in names.iter().enumerate() {
        card.players[i].name = (*name).to_string();
        card.confirmations[i] = Some(Confirmation {
            by: initials[i].into(),
            at: games::CLOCK.into(),
        });
    }
    card.with_fingerprint()
}

pub fn shaped_card() -> Card {
    card_of(&SHAPED_FAMILY, &INITIALS)
}

fn second_card() -> Card {
    card_of(&SECOND_FAMILY, &SECOND_INITIALS)
}

fn third_card() -> Card {
    card_of(&THIRD_FAMILY, &THIRD_INITIALS)
}

#[test]
fn every_shaped_name_prints_and_reads_back_as_typed() {
    for (card, names) in [
        (shaped_card(), SHAPED_FAMILY),
        (second_card(), SECOND_FAMILY),
    ] {
        card.ready().expect("every shaped name is accepted");
        let dir = temp_dir("shaped-pdf");
        let file = dir.join("card.pdf");
        let pdf = card_pdf(&card, Paper::A4, &TimeZone::UTC).expect("the card prints");
        std::fs::write(&file, pdf).expect("write");
        let Some(text) = pdftotext(&file) else {
            return;
        };
        let text = words(&text);
        for name in names {
            // Printed composed: one spelling, one name.
            let name = hopcard::testing::writing::composed(name);
            // pdftotext puts a number beside a right-to-left word in its
            // own order ("2 דנה"): there, each word is looked for.
            if name.chars().any(|c| c.is_ascii_digit()) {
                for word in name.split(' ') {
                    assert!(text.contains(word), "{word} of {name} missing in {text}");
                }
            } else {
                assert!(text.contains(&*name), "{name} missing in {text}");
            }
        }
    }
}

use crate::common;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hopcard::testing::{Action, AppOptions, Session, SetupStep, ViewAction};
use hopcard::{GameState, HopcardApp};

/// The setup form with the shaped family typed in, the game, a dispute and
/// the card, at `size`, each handed to `stop` with its name.
fn shaped_tour(
    size: egui::Vec2,
    card: Card,
    stop: &mut dyn FnMut(&mut Harness<'_, HopcardApp>, &str),
) {
    let mut h = common::harness_with(
        HopcardApp::configured(
            Session::in_memory(common::games::fixed_clock),
            AppOptions::default(),
        ),
        size,
        |b| b.wgpu().with_render_cursor(false),
    );
    h.run();
    common::set_text(&mut h, "Date, typed (YYYY-MM-DD)", "2026-12-04");
    h.key_press(egui::Key::Escape);
    common::click(&mut h, "6 players");
    for (i, player) in card.players.iter().enumerate() {
        common::set_text(&mut h, &format!("Player {} name", i + 1), &player.name);
    }
    h.run();
    stop(&mut h, "setup");
    let start = card.ready().expect("ready");
    let game = GameState::new(card, start);
    h.state_mut()
        .apply(Action::Setup(SetupStep::Start(Box::new(game))));
    h.run();
    stop(&mut h, "play");
    h.get_by_label("Dispute").click();
    h.run();
    stop(&mut h, "dispute");
    h.state_mut().apply(Action::View(ViewAction::ShowCard));
    h.run();
    stop(&mut h, "card");
}

/// Each screen of the tour compared with its picture (looked at;
/// `UPDATE_SNAPSHOTS=1` draws them again). Drawn without shaping (a
/// name's letters one by one, or a right-to-left name's words in typed
/// order) the pictures differ.
fn compared(size: egui::Vec2) {
    let tag = format!("{}x{}", size.x, size.y);
    shaped_tour(size, shaped_card(), &mut |h, name| {
        h.snapshot(format!("shaped_{name}_{tag}"));
    });
}

/// The second family's setup form and card, compared with their pictures;
/// the Vietnamese name typed with its accents apart shows every accent.
#[test]
fn the_second_family_at_1280_by_800() {
    shaped_tour(egui::vec2(1280.0, 800.0), second_card(), &mut |h, name| {
        if matches!(name, "setup" | "card") {
            h.snapshot(format!("shaped_second_{name}"));
        }
    });
}

#[test]
fn the_shaped_family_at_800_by_600() {
    compared(egui::vec2(800.0, 600.0));
}

#[test]
fn the_shaped_family_at_1280_by_800() {
    compared(egui::vec2(1280.0, 800.0));
}

/// The card's first page drawn by poppler at 60 dpi.
fn printed_page(card: &Card, name: &str) -> Option<image::RgbaImage> {
    let dir = temp_dir(name);
    let file = dir.join("card.pdf");
    let pdf = card_pdf(card, Paper::A4, &TimeZone::UTC).expect("the card prints");
    std::fs::write(&file, pdf).expect("write");
    let out = dir.join("page");
    let ran = std::process::Command::new("pdftoppm")
        .args(["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile"])
        .arg(&file)
        .arg(&out)
        .status();
    let Ok(status) = ran else {
        eprintln!("pdftoppm is not installed: the page is not compared");
        return None;
    };
    assert!(status.success(), "pdftoppm failed");
    Some(
        image::open(out.with_extension("png"))
            .expect("a page")
            .to_rgba8(),
    )
}

/// The printed card of each family, compared with its reference page
/// (`tests/snapshots/shaped_*card_page.png`, looked at: `UPDATE_SNAPSHOTS=1`
/// draws them again): joined Arabic and Persian read from the right, the
/// conjuncts, Thai, Hebrew with a digit, CJK, every Vietnamese accent, the
/// emoji family, skin tone and flags in colour.
#[test]
fn the_shaped_names_print_as_on_their_reference_page() {
    for (card, name) in [
        (shaped_card(), "shaped_card_page"),
        (second_card(), "shaped_second_card_page"),
        (third_card(), "shaped_third_card_page"),
    ] {
        let Some(page) = printed_page(&card, name) else {
            return;
        };
        let reference = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("tests/snapshots/{name}.png"));
        if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
            page.save(&reference).expect("saved");
        }
        let want = image::open(&reference)
            .expect("the reference page")
            .to_rgba8();
        assert_eq!(page.dimensions(), want.dimensions(), "{name}");
        let differ = page
            .pixels()
            .zip(want.pixels())
            .filter(|(a, b)| a.0.iter().zip(b.0).any(|(x, y)| x.abs_diff(y) > 64))
            .count();
        let total = (page.width() * page.height()) as usize;
        assert!(
            differ * 1000 < total,
            "{name}: {differ} of {total} pixels differ from the reference page"
        );
    }
}

/// The pictures in docs/screenshots/ and docs/print/ of the shaped family
/// (`cargo test --features test-support --test it -- --ignored
/// docs_pictures_of_the_shaped_family`).
#[test]
#[ignore = "writes the documentation's pictures"]
fn docs_pictures_of_the_shaped_family() {
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    for size in [egui::vec2(800.0, 600.0), egui::vec2(1280.0, 800.0)] {
        let tag = format!("{}x{}", size.x, size.y);
        shaped_tour(size, shaped_card(), &mut |h, name| {
            let image = h.render().expect("rendered");
            image
                .save(docs.join(format!("screenshots/shaped-{name}-{tag}.png")))
                .expect("saved");
        });
    }
    if let Some(page) = printed_page(&shaped_card(), "shaped-docs-page") {
        page.save(docs.join("print/shaped-card.png"))
            .expect("saved");
    }
}
