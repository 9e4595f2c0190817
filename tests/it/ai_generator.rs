//! The generator-only perft (`hopcard perft --no-table`) counts exactly what
//! the plain definition counts, under every rule set and player count, in
//! positions from seeded random playouts.

use hopcard::testing::perft::{perft, perft_no_table, perft_plain};
use hopcard::{Position, Proposal, RuleSet};

fn all_rule_sets() -> Vec<RuleSet> {
    RuleSet::all()
}

/// splitmix64, so the playouts are the same on every run.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn agrees(pos: &Position, rules: &RuleSet, depth: u32) {
    let frame = pos.frame(rules);
    let want = perft_plain(&frame, pos.core(), depth);
    assert_eq!(
        perft_no_table(&frame, pos.core(), depth),
        want,
        "no-table perft {depth} of {pos} under {rules}"
    );
    assert_eq!(
        perft(&frame, pos.core(), depth),
        want,
        "perft {depth} of {pos} under {rules}"
    );
}

#[test]
fn generator_only_count_matches_the_definition_everywhere() {
    let layouts: [&[&str]; 4] = [
        &["red", "blue"],
        &["red", "green", "blue"],
        &["red", "green", "blue", "white"],
        &["red", "green", "blue", "white", "black", "yellow"],
    ];
    let mut seed = 17u64;
    for (i, rules) in all_rule_sets().iter().enumerate() {
        let colours = layouts[i % layouts.len()];
        let mut pos = Position::start(colours).expect("start");
        for ply in 0..140 {
            if ply % 35 == 34 {
                agrees(&pos, rules, 2);
            }
            if pos.outcome(rules).is_over() {
                break;
            }
            let moves = pos.legal_moves(rules);
            let proposal = if moves.is_empty() {
                Proposal::Pass
            } else {
                let r = next(&mut seed) as usize;
                Proposal::Route(moves[r % moves.len()].route.clone())
            };
            pos = pos.play(rules, &proposal).expect("a listed move is legal");
        }
        agrees(&pos, rules, 2);
    }
}

#[test]
fn generator_only_count_from_the_start() {
    let rules = RuleSet::default();
    let start = Position::card_start();
    let want = [1, 14, 196, 4760, 115_600, 3_188_520];
    for (depth, &n) in want.iter().enumerate() {
        assert_eq!(
            perft_no_table(&start.frame(&rules), start.core(), depth as u32),
            n,
            "depth {depth}"
        );
    }
}
