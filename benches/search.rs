//! Nodes per second of the computer's search: Strong searched to a fixed
//! depth on fixed midgame positions (the same work on every run), with the
//! node count as criterion's throughput. See docs/performance.md.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hopcard::ai::{Level, Request, choose_to_depth};
use hopcard::{Position, Proposal, RuleSet};
use std::collections::HashSet;
use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Plies after which a position is kept (the movegen bench's sequence).
const KEEP_AT: [usize; 4] = [10, 20, 30, 40];
const DEPTH: u32 = 4;

fn midgame_positions(rules: &RuleSet) -> Vec<Position> {
    let mut pos = Position::card_start();
    let mut kept = Vec::new();
    for ply in 0..=KEEP_AT[KEEP_AT.len() - 1] {
        if KEEP_AT.contains(&ply) {
            kept.push(pos.clone());
        }
        let moves = pos.legal_moves(rules);
        let pick = &moves[(ply * 7 + 3) % moves.len()];
        pos = pos
            .play(rules, &Proposal::Route(pick.route.clone()))
            .expect("a listed move is legal");
    }
    kept
}

fn search(set: &[Position], rules: &RuleSet) -> u64 {
    let seen = HashSet::new();
    let stop = AtomicBool::new(false);
    let req = Request {
        level: Level::Strong,
        time: Some(Duration::from_secs(3600)),
        seen: &seen,
        stop: &stop,
        seed: 1,
        thinkers: 0,
        seats: &[],
    };
    set.iter()
        .filter_map(|p| choose_to_depth(black_box(p), rules, &req, DEPTH))
        .map(|c| c.nodes)
        .sum()
}

fn benches(c: &mut Criterion) {
    let rules = RuleSet::default();
    let set = midgame_positions(&rules);
    let nodes = search(&set, &rules);
    eprintln!("{} positions, {nodes} nodes to depth {DEPTH}", set.len());
    let mut group = c.benchmark_group("search");
    group.throughput(Throughput::Elements(nodes));
    group.sample_size(10);
    group.bench_function("strong depth 4, 4 midgame positions", |b| {
        b.iter(|| search(&set, &rules));
    });
    group.finish();
}

criterion_group!(search_benches, benches);
criterion_main!(search_benches);
