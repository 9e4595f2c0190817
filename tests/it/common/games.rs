//! Signed cards and fresh games for the storage and file tests.

use hopcard::GameState;
use hopcard::RuleSet;
use hopcard::{Card, Confirmation, Signatory};

/// The finished game saved by the app (see `write_fixture` in tests/it/storage.rs).
pub const FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/finished-game.ron"
);

/// The engine's first legal move for the player to move in `game`.
pub fn first_legal(game: &GameState) -> hopcard::Move {
    game.position()
        .legal_moves(game.rules())
        .into_iter()
        .next()
        .expect("a legal move")
}

pub const CLOCK: &str = "2025-03-14 19:30 UTC";

/// 2025-03-14 19:30:00 UTC as seconds since 1970 (what [`CLOCK`] reads).
pub const CLOCK_SECS: i64 = 1_741_980_600;

pub fn fixed_clock() -> i64 {
    CLOCK_SECS
}

/// A fresh, empty folder for one test.
pub use super::temp_dir;

pub const NAMES: [&str; 6] = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"];
pub const COLOURS: [&str; 6] = ["red", "blue", "green", "yellow", "purple", "orange"];

/// A card for `n` players, signed by everyone.
pub fn signed_card(n: usize, rules: RuleSet) -> Card {
    let players = (0..n)
        .map(|i| Signatory {
            name: NAMES[i].into(),
            colour: COLOURS[i].into(),
        })
        .collect();
    let mut card = Card::new(players);
    card.rules = rules;
    card.date = hopcard::CardDate {
        year: 2025,
        month: 3,
        day: 14,
    };
    card.confirmations = (0..n)
        .map(|i| {
            Some(Confirmation {
                by: NAMES[i].into(),
                at: CLOCK.into(),
            })
        })
        .collect();
    card.other_camps_chosen = true;
    card.with_fingerprint()
}

pub fn new_game(n: usize, rules: RuleSet) -> GameState {
    let card = signed_card(n, rules);
    let start = card.ready().expect("a confirmed card is ready");
    GameState::new(card, start)
}

/// `text`, a game file written today, as Hopcard wrote it in format 1:
/// before record fingerprints (`seal`, the file's `record`) and before a
/// dispute named the game it was raised in (`raised_in`).
pub fn as_format_1(text: &str) -> String {
    let format = format!("format: {},", hopcard::records::FORMAT);
    assert!(text.contains(&format), "a game file of today's format");
    text.lines()
        .filter(|l| {
            let field = l.trim_start();
            !(field.starts_with("seal: ")
                || field.starts_with("raised_in: ")
                || l.starts_with("    record: "))
        })
        .map(|l| format!("{l}\n"))
        .collect::<String>()
        .replacen(&format, "format: 1,", 1)
}

/// Save `game` to `path`, stamped `saved`, as the session writes a game
/// file: its text through the one `Disk` interface (the real disk here),
/// its folder made first. The library has no other way to write one.
pub fn save_game(path: &std::path::Path, game: &GameState, saved: &str) {
    use hopcard::testing::Disk;
    let text = hopcard::records::game_file_text(game, saved).expect("a game serializes");
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        hopcard::testing::RealDisk
            .create_dir_all(dir)
            .expect("its folder");
    }
    hopcard::testing::RealDisk
        .atomic_write(path, text.as_bytes())
        .expect("saved");
}
