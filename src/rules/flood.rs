//! Hop chains on a byte board: the move generator's hot path.
//!
//! The bit-set flood (`movegen::hop_flood`) tests each bridge and landing
//! in a `u128`, a handful of instructions a test. Here each hole is one byte
//! saying whether a piece stands there, whether a hop may land there and
//! whether the destination lock holds there. The board is built once per
//! position and player; a hop is then two byte loads. A flood marks the
//! holes it has landed on as barred and unmarks them when it is done, so
//! every piece of the player floods on the same board.

use super::board::{HoleSet, OFF_LANDING, hop_pairs};

/// A piece stands here: a bridge.
const PIECE: u8 = 1;
/// No hop may land here: a no-entry camp, the lifted piece's own hole, or a
/// hole the current flood has already landed on.
const NO_LANDING: u8 = 2;
/// Inside the destination under the every-landing lock: a chain that has
/// landed here lands only on such holes.
const LOCKED: u8 = 4;
/// Inside the player's destination.
const DEST: u8 = 8;

/// One player's view of a position, a byte per hole (see the module docs).
pub(crate) struct ByteBoard {
    /// Indexed by a `u8`, so no index is ever out of bounds.
    cell: [u8; 256],
    /// The holes a flood has landed on, in order (kept between floods so
    /// it is not cleared for every piece).
    queue: [u8; 128],
}

impl ByteBoard {
    /// The board with pieces on `occupied`, landings barred on `no_land`,
    /// the every-landing lock on `lock` (empty when it does not apply) and
    /// the player's destination `dest`.
    #[inline(always)]
    pub(crate) fn new(
        occupied: HoleSet,
        no_land: HoleSet,
        lock: HoleSet,
        dest: HoleSet,
    ) -> ByteBoard {
        let mut cell = [0u8; 256];
        // Eight holes at a time: each bit of a set becomes a byte.
        let (occupied, no_land, lock, dest) = (
            occupied.to_le_bytes(),
            no_land.to_le_bytes(),
            lock.to_le_bytes(),
            dest.to_le_bytes(),
        );
        for (i, chunk) in cell.chunks_exact_mut(8).take(16).enumerate() {
            let flags = |set: &[u8; 16], flag: u8| EXPAND[usize::from(set[i])] * u64::from(flag);
            let word = flags(&occupied, PIECE)
                | flags(&no_land, NO_LANDING)
                | flags(&lock, LOCKED)
                | flags(&dest, DEST);
            chunk.copy_from_slice(&word.to_le_bytes());
        }
        cell[usize::from(OFF_LANDING)] = NO_LANDING;
        ByteBoard {
            cell,
            queue: [0; 128],
        }
    }

    /// Whether hole `h` is in the player's destination.
    #[inline(always)]
    pub(crate) fn in_dest(&self, h: u8) -> bool {
        self.cell[usize::from(h)] & DEST != 0
    }

    /// A piece arrives on or leaves hole `h` (a move is two of these, and
    /// taking it back two more).
    #[inline(always)]
    pub(crate) fn toggle_piece(&mut self, h: u8) {
        self.cell[usize::from(h)] ^= PIECE;
    }

    /// Every landing of a hop chain of the piece on hole `s`: the piece is
    /// lifted first, so it bridges nothing and its hole takes no landing.
    #[inline(always)]
    pub(crate) fn reach(&mut self, s: u8) -> HoleSet {
        let si = usize::from(s);
        let cell = &mut self.cell;
        let saved = cell[si];
        cell[si] = (saved & LOCKED) | NO_LANDING;
        let queue = &mut self.queue;
        queue[0] = s;
        let (mut head, mut tail) = (0usize, 1usize);
        while head < tail {
            let x = queue[head & 127];
            head += 1;
            let need = cell[usize::from(x)] & LOCKED;
            let mask = PIECE | NO_LANDING | need;
            for &[b, l] in hop_pairs(usize::from(x)) {
                let (b, l) = (usize::from(b), usize::from(l));
                if cell[b] & PIECE != 0 && cell[l] & mask == need {
                    cell[l] |= NO_LANDING;
                    queue[tail & 127] = l as u8;
                    tail += 1;
                }
            }
        }
        // Every hole landed on was free before: free it again.
        let mut reach: HoleSet = 0;
        for &l in &queue[1..tail.min(128)] {
            cell[usize::from(l)] &= !NO_LANDING;
            reach |= 1u128 << l;
        }
        cell[si] = saved;
        reach
    }
}

/// `EXPAND[b]`: the eight bits of `b` as eight bytes of 0 or 1, lowest first.
static EXPAND: [u64; 256] = expand_table();

const fn expand_table() -> [u64; 256] {
    let mut t = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut bit = 0;
        while bit < 8 {
            if b & (1 << bit) != 0 {
                t[b] |= 1 << (8 * bit);
            }
            bit += 1;
        }
        b += 1;
    }
    t
}
