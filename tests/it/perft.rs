//! perft from the card start and the counting conventions of `notation.md`:
//! depth 0 counts 1, a finished game counts 0, a position with no legal move
//! has exactly one move (the pass, which raises `passes`).

use hopcard::testing::perft::{perft, perft_bulk, perft_no_table, perft_plain};
use hopcard::{Position, RuleSet, Unused};

fn count(pos: &Position, rules: &RuleSet, depth: u32) -> u64 {
    perft(&pos.frame(rules), pos.core(), depth)
}

fn plain(pos: &Position, rules: &RuleSet, depth: u32) -> u64 {
    let n = perft_plain(&pos.frame(rules), pos.core(), depth);
    assert_eq!(
        perft_no_table(&pos.frame(rules), pos.core(), depth),
        n,
        "the count without the table agrees with the plain definition: {pos} depth {depth}"
    );
    assert_eq!(
        perft_bulk(&pos.frame(rules), pos.core(), depth),
        n,
        "the generator-only count agrees with the plain definition: {pos} depth {depth}"
    );
    n
}

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn start_depth_one_is_fourteen() {
    // Red's front row N1..N4 steps to M5..M9: two each, 8 moves. O1, O2, O3
    // hop over the front row, two each: O1-M5, O1-M7, O2-M6, O2-M8, O3-M7,
    // O3-M9: 6 moves. P1, P2, Q1 are boxed in. 14.
    let rules = RuleSet::default();
    assert_eq!(count(&Position::card_start(), &rules, 1), 14);
    // Blue's start is the mirror image, so every reply also has 14: 14 * 14.
    assert_eq!(count(&Position::card_start(), &rules, 2), 196);
}

#[test]
fn start_depths_three_to_five() {
    // Published numbers (spec for depth 3; the issue for 4 and 5).
    let rules = RuleSet::default();
    let start = Position::card_start();
    assert_eq!(count(&start, &rules, 3), 4760);
    assert_eq!(count(&start, &rules, 4), 115_600);
    assert_eq!(count(&start, &rules, 5), 3_188_520);
}

#[test]
fn transposition_table_matches_plain_count() {
    let rules = RuleSet::default();
    let start = Position::card_start();
    for depth in 0..=4 {
        assert_eq!(
            count(&start, &rules, depth),
            plain(&start, &rules, depth),
            "depth {depth}"
        );
    }
    // Depth 5 without the table as well: the table must not change the count.
    assert_eq!(plain(&start, &rules, 5), 3_188_520);
}

#[test]
fn depth_zero_counts_one() {
    let rules = RuleSet::default();
    assert_eq!(count(&Position::card_start(), &rules, 0), 1);
    // Even for a finished game.
    let won = pos("red=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 blue=I5 turn=blue");
    assert_eq!(count(&won, &rules, 0), 1);
}

#[test]
fn finished_games_count_zero() {
    let rules = RuleSet::default();
    // Red has all ten in the top camp: a win.
    let won = pos("red=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 blue=I5 turn=blue");
    for depth in 1..=3 {
        assert_eq!(count(&won, &rules, depth), 0, "depth {depth}");
        assert_eq!(plain(&won, &rules, depth), 0, "depth {depth}");
    }
    // Two passes in succession with two players: an agreed draw.
    let drawn = pos("red=I5 blue=A1 passes=2");
    assert_eq!(count(&drawn, &rules, 1), 0);
}

/// With unused camps no-rest, a lone piece in a corner of an unused camp has no
/// move: E1 (-4,-4) in upper-left only neighbours E2 and F1, both in that camp
/// (a turn may not end there), and with no piece next to it there is no hop.
/// The same holds for E13 (8,-4) in upper-right.
#[test]
fn stuck_players_pass_then_draw() {
    let rules = RuleSet {
        unused: Unused::NoRest,
        ..RuleSet::default()
    };
    let p = pos("red=E1 blue=E13 turn=red");
    assert!(p.legal_moves(&rules).is_empty());
    assert!(p.pass_certified(&rules));
    // Depth 1: red's pass. Depth 2: blue's pass. Then two passes in a row end
    // the game in a draw, which counts 0 at depth 3.
    let want = [1, 1, 1, 0, 0];
    for (depth, &n) in want.iter().enumerate() {
        assert_eq!(count(&p, &rules, depth as u32), n, "depth {depth}");
        assert_eq!(plain(&p, &rules, depth as u32), n, "depth {depth}");
    }
}

#[test]
fn a_pass_is_one_move_then_the_opponent_moves() {
    // Red on E1 is stuck (as above); blue on I5 (0,0) has six steps into the
    // centre and nothing to hop over. After each blue step red is stuck again
    // (blue is nowhere near E1): 1, 6, 6.
    let rules = RuleSet {
        unused: Unused::NoRest,
        ..RuleSet::default()
    };
    let p = pos("red=E1 blue=I5 turn=red");
    assert_eq!(count(&p, &rules, 1), 1);
    assert_eq!(count(&p, &rules, 2), 6);
    assert_eq!(count(&p, &rules, 3), 6);
    assert_eq!(plain(&p, &rules, 3), 6);
    // Under the card (unused camps usable) E1 steps to E2 or F1: 2 moves.
    assert_eq!(count(&p, &RuleSet::default(), 1), 2);
}
