//! Move-generation benchmarks over a fixed set of midgame positions.
//!
//! The positions come from the two-player card start by always playing move
//! index `(ply * 7 + 3) % moves.len()`, so they are the same on every run.
//! See docs/performance.md for the figures and how to run this.

use criterion::{Criterion, criterion_group, criterion_main};
use hopcard::testing::perft::{count_moves, perft};
use hopcard::{Position, Proposal, RuleSet};
use std::hint::black_box;

/// Plies after which a position is kept for the set (8 positions).
const KEEP_AT: [usize; 8] = [10, 14, 18, 22, 26, 30, 35, 40];

/// The fixed midgame positions, each with at least one legal move.
fn midgame_positions(rules: &RuleSet) -> Vec<Position> {
    let mut pos = Position::card_start();
    let mut kept = Vec::new();
    for ply in 0..=KEEP_AT[KEEP_AT.len() - 1] {
        if KEEP_AT.contains(&ply) {
            kept.push(pos.clone());
        }
        let moves = pos.legal_moves(rules);
        assert!(
            !moves.is_empty(),
            "the fixed sequence ran out of moves at ply {ply}"
        );
        let pick = &moves[(ply * 7 + 3) % moves.len()];
        pos = pos
            .play(rules, &Proposal::Route(pick.route.clone()))
            .expect("a listed move is legal");
    }
    kept
}

fn benches(c: &mut Criterion) {
    let rules = RuleSet::default();
    let set = midgame_positions(&rules);
    let total: usize = set.iter().map(|p| p.legal_moves(&rules).len()).sum();
    eprintln!(
        "{} midgame positions, {total} legal moves in all",
        set.len()
    );

    c.bench_function("legal_moves/8 midgame positions", |b| {
        b.iter(|| {
            let mut n = 0;
            for pos in &set {
                n += black_box(pos).legal_moves(black_box(&rules)).len();
            }
            n
        });
    });

    let frames: Vec<_> = set.iter().map(|p| (p.frame(&rules), *p.core())).collect();
    c.bench_function("count_moves/8 midgame positions", |b| {
        b.iter(|| {
            let mut n = 0;
            for (frame, core) in &frames {
                n += count_moves(black_box(frame), black_box(core));
            }
            n
        });
    });

    let start = Position::card_start();
    let start_frame = start.frame(&rules);
    let mut g = c.benchmark_group("perft");
    g.sample_size(10);
    g.bench_function("depth 4 from the start", |b| {
        b.iter(|| perft(black_box(&start_frame), black_box(start.core()), 4));
    });
    g.finish();

    let proposals: Vec<(Position, Proposal)> = set
        .iter()
        .flat_map(|pos| {
            pos.legal_moves(&rules)
                .into_iter()
                .map(move |m| (pos.clone(), Proposal::Route(m.route)))
        })
        .collect();
    c.bench_function("check/every listed move of the set", |b| {
        b.iter(|| {
            let mut legal = 0;
            for (pos, proposal) in &proposals {
                legal += usize::from(
                    black_box(pos)
                        .check(black_box(&rules), black_box(proposal))
                        .is_legal(),
                );
            }
            legal
        });
    });
}

criterion_group!(movegen, benches);
criterion_main!(movegen);
