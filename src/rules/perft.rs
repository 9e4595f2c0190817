//! perft: the number of move sequences of a given length, the standard check
//! that move generation is right (and fast).
//!
//! Different move orders often reach the same position, so subtotals are kept
//! in a transposition table keyed by a 64-bit hash of the position and depth.
//! Two plies from the end, the replies are counted incrementally: a move
//! changes two holes, so only the opponent pieces whose hop chains read one
//! of them are counted again (see [`frontier`]).

use super::board::{HoleSet, holes_of};
use super::movegen::{Frame, HopCounter, count_moves};
use super::position::{Core, MAX_PIECES};

/// Count move sequences of `depth` plies from `core` (a finished game counts
/// 0 at depth >= 1; a position with no move has one: the pass).
#[must_use]
pub fn perft(frame: &Frame, core: &Core, depth: u32) -> u64 {
    let mut table = Table::new(if depth >= 4 { 1 << 20 } else { 1 << 10 });
    walk(frame, core, depth, &mut table)
}

/// Count with the generator alone: no transposition table, the last ply
/// counted in bulk (`hopcard perft --no-table`).
#[must_use]
pub fn perft_no_table(frame: &Frame, core: &Core, depth: u32) -> u64 {
    if let Some(n) = settled(frame, core, depth) {
        return n;
    }
    if depth == 2 {
        return frontier(frame, core);
    }
    sum_children(frame, core, depth - 1, perft_no_table)
}

/// Count with the generator alone, the way a plain engine does: no table,
/// no incremental reply count, only the last ply counted in bulk
/// (`hopcard perft --plain`). This is the measure of the generator's speed.
#[must_use]
pub fn perft_bulk(frame: &Frame, core: &Core, depth: u32) -> u64 {
    if let Some(n) = settled(frame, core, depth) {
        return n;
    }
    if depth == 2 {
        return bulk_two(frame, core);
    }
    sum_children(frame, core, depth - 1, perft_bulk)
}

/// perft 2 of a position still being played, for [`perft_bulk`]: every
/// move, each made and taken back on the next player's byte board, whose
/// moves are then all counted afresh (a swap changes that player's pieces
/// and is counted the ordinary way).
fn bulk_two(frame: &Frame, core: &Core) -> u64 {
    let p = core.turn as usize;
    let q = core.next_player(p);
    let Some(counter) = HopCounter::for_player(frame, core, q) else {
        return sum_children(frame, core, 1, perft_bulk);
    };
    let mut board = counter.board(core.occupied);
    let mut total = 0;
    let mut any = false;
    for (start, normal, swaps) in frame.all_landings(core, p) {
        for landing in holes_of(normal | swaps) {
            any = true;
            let child = core.after_move(p, start, landing);
            if swaps & landing.bit() != 0 {
                total += perft_bulk(frame, &child, 1);
                continue;
            }
            if frame.outcome(&child).is_over() {
                continue;
            }
            let (s, l) = (start.index() as u8, landing.index() as u8);
            board.toggle_piece(s);
            board.toggle_piece(l);
            total += counter
                .count_on(&mut board, child.occupied, child.pieces[q])
                .max(1);
            board.toggle_piece(s);
            board.toggle_piece(l);
        }
    }
    if !any {
        return perft_bulk(frame, &core.after_pass(), 1);
    }
    total
}

/// The count every walk shares at its ends: 1 at depth 0, 0 for a finished
/// game, and the last ply in bulk (at least 1: the pass); `None` deeper.
fn settled(frame: &Frame, core: &Core, depth: u32) -> Option<u64> {
    if depth == 0 {
        return Some(1);
    }
    if frame.outcome(core).is_over() {
        return Some(0);
    }
    (depth == 1).then(|| count_moves(frame, core).max(1))
}

/// perft 2 of a position that is still being played: every move, then the
/// replies counted in bulk.
///
/// The reply count of each opponent piece is worked out once for this
/// position with the holes it depends on. A move changes only its start and
/// landing, so after it only the pieces that read one of those two holes are
/// counted again. A swap moves an opponent piece too and is counted in full.
fn frontier(frame: &Frame, core: &Core) -> u64 {
    let p = core.turn as usize;
    let q = core.next_player(p);
    let Some(counter) = HopCounter::for_player(frame, core, q) else {
        return frontier_plain(frame, core);
    };
    let mut starts = [0usize; MAX_PIECES as usize];
    let mut counts = [0u32; MAX_PIECES as usize];
    let mut reads = [0 as HoleSet; MAX_PIECES as usize];
    let mut n = 0;
    let mut base = 0u64;
    let mut own = core.pieces[q];
    while own != 0 && n < starts.len() {
        let s = own.trailing_zeros() as usize;
        own &= own - 1;
        let (c, r) = counter.piece::<true>(core.occupied, s);
        starts[n] = s;
        counts[n] = c;
        reads[n] = r;
        base += u64::from(c);
        n += 1;
    }
    let mut total = 0;
    let mut any = false;
    for start in holes_of(core.pieces[p]) {
        let (normal, swaps) = frame.landings(core, p, start);
        any |= normal | swaps != 0;
        for landing in holes_of(normal | swaps) {
            let child = core.after_move(p, start, landing);
            if frame.outcome(&child).is_over() {
                continue;
            }
            if swaps & landing.bit() != 0 {
                total += count_moves(frame, &child).max(1);
                continue;
            }
            let changed = start.bit() | landing.bit();
            let mut replies = base;
            for i in 0..n {
                if reads[i] & changed != 0 {
                    let (c, _) = counter.piece::<false>(child.occupied, starts[i]);
                    replies = replies - u64::from(counts[i]) + u64::from(c);
                }
            }
            total += replies.max(1);
        }
    }
    if !any {
        return perft_no_table(frame, &core.after_pass(), 1);
    }
    total
}

/// [`frontier`] when the fast reply count does not apply.
fn frontier_plain(frame: &Frame, core: &Core) -> u64 {
    let p = core.turn as usize;
    let mut total = 0;
    let mut any = false;
    for start in holes_of(core.pieces[p]) {
        let (normal, swaps) = frame.landings(core, p, start);
        for landing in holes_of(normal | swaps) {
            any = true;
            total += perft_no_table(frame, &core.after_move(p, start, landing), 1);
        }
    }
    if !any {
        total = perft_no_table(frame, &core.after_pass(), 1);
    }
    total
}

/// Count without the transposition table (the plain definition, for tests).
#[must_use]
#[cfg(any(test, feature = "test-support"))]
pub fn perft_plain(frame: &Frame, core: &Core, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if frame.outcome(core).is_over() {
        return 0;
    }
    sum_children(frame, core, depth - 1, perft_plain)
}

/// `count` summed over every move of the player to move (or the pass, when
/// there is none), each child counted to `depth`.
fn sum_children(
    frame: &Frame,
    core: &Core,
    depth: u32,
    count: fn(&Frame, &Core, u32) -> u64,
) -> u64 {
    let p = core.turn as usize;
    let mut total = 0;
    let mut any = false;
    for (start, normal, swaps) in frame.all_landings(core, p) {
        for landing in holes_of(normal | swaps) {
            any = true;
            total += count(frame, &core.after_move(p, start, landing), depth);
        }
    }
    if !any {
        total = count(frame, &core.after_pass(), depth);
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
    if let Some(n) = settled(frame, core, depth) {
        return n;
    }
    let k = key(core, depth);
    let slot = (k as usize) & table.mask;
    if table.slots[slot].0 == k {
        return table.slots[slot].1;
    }
    if depth == 2 {
        let total = frontier(frame, core);
        table.slots[slot] = (k, total);
        return total;
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
