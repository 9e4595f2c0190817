//! The opening suite of `hopcard match --openings`: the file in the
//! repository loads, holds distinct two-player positions still being
//! played, and a match started from it uses its positions.

use hopcard::ai::arena::{MatchConfig, Player, play_game};
use hopcard::ai::openings::{self, OpeningsError};
use hopcard::ai::{Level, position_key};
use hopcard::{Position, RuleSet};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

fn suite_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/openings.ron")
}

/// Writes `assets/openings.ron` again; run on purpose only:
/// `cargo test --no-default-features --test ai_openings -- --ignored`.
#[test]
#[ignore = "rewrites the suite file in the repository"]
fn write_opening_suite() {
    let suite = openings::generate(100, 6, 15);
    assert_eq!(suite.len(), 100);
    std::fs::write(suite_path(), openings::to_ron(&suite)).expect("written");
}

#[test]
fn the_suite_holds_a_hundred_distinct_openings() {
    let rules = RuleSet::default();
    let suite = openings::load(&suite_path(), &rules, 2).expect("the suite loads");
    assert_eq!(suite.len(), 100);
    let keys: HashSet<u64> = suite.iter().map(|p| position_key(p.core())).collect();
    assert_eq!(keys.len(), suite.len(), "every opening differs");
    let start = Position::card_start();
    assert!(suite.iter().all(|p| *p != start && p.turn() == 0));
    // The same generator gives the same file: the suite is reproducible.
    assert_eq!(openings::generate(100, 6, 15), suite);
}

#[test]
fn a_suite_for_another_table_is_refused() {
    let rules = RuleSet::default();
    let err = openings::load(&suite_path(), &rules, 3).expect_err("two-player suite");
    assert!(
        matches!(
            err,
            OpeningsError::Players {
                found: 2,
                expected: 3,
                ..
            }
        ),
        "{err}"
    );
    let missing = suite_path().with_file_name("no-such-suite.ron");
    assert!(matches!(
        openings::load(&missing, &rules, 2),
        Err(OpeningsError::Read(_))
    ));
}

#[test]
fn match_games_start_from_the_suite_with_colours_swapped() {
    let rules = RuleSet::default();
    let suite = openings::load(&suite_path(), &rules, 2).expect("the suite loads");
    let cfg = MatchConfig {
        a: Player::Computer(Level::Greedy),
        b: vec![Player::Random],
        games: 4,
        first: 0,
        seed: 1,
        rules,
        max_plies: 1,
        time: None,
        players: 2,
        openings: suite.clone(),
    };
    // One ply from each opening: games 0 and 1 share opening 0, games 2
    // and 3 opening 1; a moves first in game 0 and second in game 1.
    for (game, opening) in [(0, 0), (1, 0), (2, 1), (3, 1)] {
        let record = play_game(&cfg, game);
        assert_eq!(record.plies, 1);
        let last: Position = record.last.parse().expect("a position");
        let from = &suite[opening];
        let moved = (0..2)
            .filter(|&p| last.core().pieces[p] != from.core().pieces[p])
            .count();
        assert_eq!(
            moved, 1,
            "game {game} plays one move from opening {opening}"
        );
        assert_eq!(record.a_times.len(), usize::from(game % 2 == 0));
    }
}
