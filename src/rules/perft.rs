//! perft: the number of move sequences of a given length, the standard check
//! that move generation is right (and fast).
//!
//! Different move orders often reach the same position, so subtotals are kept
//! in a transposition table keyed by a 64-bit hash of the position and depth.

use super::board::holes_of;
use super::movegen::{Frame, count_moves};
use super::position::Core;

/// Count move sequences of `depth` plies from `core` (a finished game counts
/// 0 at depth >= 1; a position with no move has one: the pass).
#[must_use]
pub fn perft(frame: &Frame, core: &Core, depth: u32) -> u64 {
    let mut table = Table::new(if depth >= 4 { 1 << 20 } else { 1 << 10 });
    walk(frame, core, depth, &mut table)
}

/// Count without the transposition table (the plain definition, for tests).
#[must_use]
pub fn perft_plain(frame: &Frame, core: &Core, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if frame.outcome(core).is_over() {
        return 0;
    }
    let p = core.turn as usize;
    let mut total = 0;
    let mut any = false;
    for start in holes_of(core.pieces[p]) {
        let (normal, swaps) = frame.landings(core, p, start);
        for landing in holes_of(normal | swaps) {
            any = true;
            total += perft_plain(frame, &core.after_move(p, start, landing), depth - 1);
        }
    }
    if !any {
        total = perft_plain(frame, &core.after_pass(), depth - 1);
    }
    total
}

struct Table {
    slots: Vec<(u64, u64)>,
    mask: usize,
}

impl Table {
    fn new(size: usize) -> Table {
        Table {
            slots: vec![(0, 0); size],
            mask: size - 1,
        }
    }
}

fn key(core: &Core, depth: u32) -> u64 {
    let mut h = u64::from(core.turn) | u64::from(core.passes) << 8 | u64::from(depth) << 16;
    for &v in &core.pieces[..core.players as usize] {
        h = mix(h ^ v as u64);
        h = mix(h ^ (v >> 64) as u64);
    }
    h | 1
}

fn mix(x: u64) -> u64 {
    let x = (x ^ (x >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^ (x >> 29)
}

fn walk(frame: &Frame, core: &Core, depth: u32, table: &mut Table) -> u64 {
    if depth == 0 {
        return 1;
    }
    if frame.outcome(core).is_over() {
        return 0;
    }
    if depth == 1 {
        return count_moves(frame, core).max(1);
    }
    let k = key(core, depth);
    let slot = (k as usize) & table.mask;
    if table.slots[slot].0 == k {
        return table.slots[slot].1;
    }
    let p = core.turn as usize;
    let mut total = 0;
    let mut any = false;
    for start in holes_of(core.pieces[p]) {
        let (normal, swaps) = frame.landings(core, p, start);
        for landing in holes_of(normal | swaps) {
            any = true;
            total += walk(frame, &core.after_move(p, start, landing), depth - 1, table);
        }
    }
    if !any {
        total = walk(frame, &core.after_pass(), depth - 1, table);
    }
    table.slots[slot] = (k, total);
    total
}
