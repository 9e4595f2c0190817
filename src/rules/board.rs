//! The 121 holes of the star, their names, the six camps and the step and hop tables.
//!
//! Holes are numbered 0..121 in name order (row A..Q, then left to right), so a
//! set of holes fits in a `u128` and iterating its bits visits holes sorted.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A set of holes, one bit per hole index.
pub type HoleSet = u128;

/// Number of holes on the board.
pub(crate) const HOLE_COUNT: usize = 121;

/// Every hole of the board.
pub(crate) const ALL_HOLES: HoleSet = (1u128 << HOLE_COUNT) - 1;

/// The six directions in cube coordinates `(dq, dr)` (ds = -dq - dr), in the spec's order.
pub(crate) const DIRECTIONS: [(i8, i8); 6] = [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)];

const NONE: u8 = u8::MAX;

/// Row lengths of rows A..Q.
const ROW_LEN: [u8; 17] = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];

/// One hole of the board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Hole(u8);

const fn on_board(q: i32, r: i32) -> bool {
    let s = -q - r;
    (q >= -4 && r >= -4 && s >= -4) || (q <= 4 && r <= 4 && s <= 4)
}

struct Tables {
    q: [i8; HOLE_COUNT],
    r: [i8; HOLE_COUNT],
    row_start: [u8; 17],
    /// `(q + 8) * 17 + (r + 8)` to hole index, or `NONE`.
    grid: [u8; 17 * 17],
    neighbour: [[u8; 6]; HOLE_COUNT],
    jump: [[u8; 6]; HOLE_COUNT],
    adjacent: [HoleSet; HOLE_COUNT],
    /// Neighbours that have a hole beyond them on the same line (possible bridges).
    bridges: [HoleSet; HOLE_COUNT],
    /// `over[x][b]`: where a hop from `x` over neighbour `b` lands.
    over: [[u8; HOLE_COUNT]; HOLE_COUNT],
    /// Neighbours and ordinary hop landings of `x`: every hole a flood fill
    /// reads when it expands `x`.
    around: [HoleSet; HOLE_COUNT],
    /// `pairs[x][d]`: the bridge and the landing of a hop from `x` in
    /// direction `d`, with [`OFF_BRIDGE`] and [`OFF_LANDING`] standing for
    /// holes off the board, so the byte-board flood needs no branch for them.
    pairs: [[[u8; 2]; 6]; HOLE_COUNT],
}

const fn grid_index(q: i32, r: i32) -> usize {
    ((q + 8) * 17 + (r + 8)) as usize
}

const fn build() -> Tables {
    let mut t = Tables {
        q: [0; HOLE_COUNT],
        r: [0; HOLE_COUNT],
        row_start: [0; 17],
        grid: [NONE; 17 * 17],
        neighbour: [[NONE; 6]; HOLE_COUNT],
        jump: [[NONE; 6]; HOLE_COUNT],
        adjacent: [0; HOLE_COUNT],
        bridges: [0; HOLE_COUNT],
        over: [[NONE; HOLE_COUNT]; HOLE_COUNT],
        around: [0; HOLE_COUNT],
        pairs: [[[OFF_BRIDGE, OFF_LANDING]; 6]; HOLE_COUNT],
    };
    let mut n = 0;
    let mut r = -8;
    while r <= 8 {
        t.row_start[(r + 8) as usize] = n as u8;
        let mut q = -8;
        while q <= 8 {
            if on_board(q, r) {
                t.q[n] = q as i8;
                t.r[n] = r as i8;
                t.grid[grid_index(q, r)] = n as u8;
                n += 1;
            }
            q += 1;
        }
        r += 1;
    }
    let mut h = 0;
    while h < HOLE_COUNT {
        let mut d = 0;
        while d < 6 {
            let (dq, dr) = DIRECTIONS[d];
            let (q1, r1) = (t.q[h] as i32 + dq as i32, t.r[h] as i32 + dr as i32);
            if q1 >= -8 && q1 <= 8 && r1 >= -8 && r1 <= 8 && on_board(q1, r1) {
                let nb = t.grid[grid_index(q1, r1)];
                t.neighbour[h][d] = nb;
                t.adjacent[h] |= 1u128 << nb;
                t.around[h] |= 1u128 << nb;
                t.pairs[h][d][0] = nb;
                let (q2, r2) = (q1 + dq as i32, r1 + dr as i32);
                if q2 >= -8 && q2 <= 8 && r2 >= -8 && r2 <= 8 && on_board(q2, r2) {
                    t.jump[h][d] = t.grid[grid_index(q2, r2)];
                    t.bridges[h] |= 1u128 << nb;
                    t.over[h][nb as usize] = t.jump[h][d];
                    t.around[h] |= 1u128 << t.jump[h][d];
                    t.pairs[h][d][1] = t.jump[h][d];
                }
            }
            d += 1;
        }
        h += 1;
    }
    t
}

static TABLES: Tables = build();

impl Hole {
    /// The hole with this index (0..121), if any.
    #[must_use]
    pub fn from_index(i: usize) -> Option<Hole> {
        (i < HOLE_COUNT).then_some(Hole(i as u8))
    }

    /// The hole at cube coordinates `(q, r, -q-r)`, if it is on the board.
    #[must_use]
    pub fn from_coords(q: i32, r: i32) -> Option<Hole> {
        if !(-8..=8).contains(&q) || !(-8..=8).contains(&r) {
            return None;
        }
        let i = TABLES.grid[grid_index(q, r)];
        (i != NONE).then_some(Hole(i))
    }

    #[must_use]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    #[must_use]
    pub fn bit(self) -> HoleSet {
        1u128 << self.0
    }

    /// Cube coordinates `(q, r, s)`.
    #[must_use]
    pub fn coords(self) -> (i32, i32, i32) {
        let q = i32::from(TABLES.q[self.index()]);
        let r = i32::from(TABLES.r[self.index()]);
        (q, r, -q - r)
    }

    /// Row 0..17 (A..Q) and 1-based number within the row.
    #[must_use]
    pub fn row_and_number(self) -> (usize, usize) {
        let row = (i32::from(TABLES.r[self.index()]) + 8) as usize;
        (row, self.index() - TABLES.row_start[row] as usize + 1)
    }

    /// The adjacent hole in direction `d` (0..6), if on the board.
    #[must_use]
    pub fn neighbour(self, d: usize) -> Option<Hole> {
        let n = TABLES.neighbour[self.index()][d];
        (n != NONE).then_some(Hole(n))
    }

    /// The hole two along direction `d`, where an ordinary hop lands.
    #[must_use]
    pub fn hop_landing(self, d: usize) -> Option<Hole> {
        let n = TABLES.jump[self.index()][d];
        (n != NONE).then_some(Hole(n))
    }

    /// The holes adjacent to this one.
    #[must_use]
    pub fn adjacent(self) -> HoleSet {
        TABLES.adjacent[self.index()]
    }

    /// The hole `k` steps along direction `d`, if on the board.
    #[must_use]
    pub fn along(self, d: usize, k: i32) -> Option<Hole> {
        let (q, r, _) = self.coords();
        let (dq, dr) = DIRECTIONS[d];
        Hole::from_coords(q + i32::from(dq) * k, r + i32::from(dr) * k)
    }

    /// The camp this hole lies in, if any (the centre hexagon belongs to none).
    #[must_use]
    pub fn camp(self) -> Option<Camp> {
        Camp::ALL.into_iter().find(|c| c.holes() & self.bit() != 0)
    }

    /// Parse a hole name such as `E5`.
    #[must_use]
    pub fn parse(name: &str) -> Option<Hole> {
        let mut chars = name.chars();
        let letter = chars.next()?;
        if !letter.is_ascii_uppercase() {
            return None;
        }
        let row = (letter as u8 - b'A') as usize;
        if row >= 17 {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if digits.starts_with('0') {
            return None;
        }
        let number: usize = digits.parse().ok()?;
        if number == 0 || number > ROW_LEN[row] as usize {
            return None;
        }
        Some(Hole(TABLES.row_start[row] + number as u8 - 1))
    }

    /// Iterate every hole in name order.
    pub fn all() -> impl Iterator<Item = Hole> {
        (0..HOLE_COUNT as u8).map(Hole)
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (row, number) = self.row_and_number();
        write!(f, "{}{number}", (b'A' + row as u8) as char)
    }
}

impl From<Hole> for String {
    fn from(h: Hole) -> String {
        h.to_string()
    }
}

/// A name that is no hole of the board (as a file or record holds it).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownHole(pub String);

impl std::error::Error for UnknownHole {}

impl TryFrom<String> for Hole {
    type Error = UnknownHole;
    fn try_from(s: String) -> Result<Hole, UnknownHole> {
        Hole::parse(&s).ok_or(UnknownHole(s))
    }
}

/// Holes of a set, in name order.
pub fn holes_of(set: HoleSet) -> impl Iterator<Item = Hole> {
    let mut rest = set & ALL_HOLES;
    std::iter::from_fn(move || {
        if rest == 0 {
            return None;
        }
        let i = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        Some(Hole(i))
    })
}

/// The direction and distance from `a` to `b` when they lie on one line.
#[must_use]
pub(crate) fn line_between(a: Hole, b: Hole) -> Option<(usize, i32)> {
    let (q0, r0, s0) = a.coords();
    let (q1, r1, s1) = b.coords();
    let (dq, dr, ds) = (q1 - q0, r1 - r0, s1 - s0);
    if a == b || (dq != 0 && dr != 0 && ds != 0) {
        return None;
    }
    let dist = dq.abs().max(dr.abs()).max(ds.abs());
    let unit = (dq / dist, dr / dist);
    let d = DIRECTIONS
        .iter()
        .position(|&(x, y)| (i32::from(x), i32::from(y)) == unit)?;
    Some((d, dist))
}

/// One of the six triangles of ten holes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Camp {
    Top,
    Bottom,
    UpperRight,
    LowerLeft,
    UpperLeft,
    LowerRight,
}

const fn camp_mask(camp: u8) -> HoleSet {
    let mut m = 0u128;
    let mut h = 0;
    while h < HOLE_COUNT {
        let q = TABLES.q[h];
        let r = TABLES.r[h];
        let s = -q - r;
        let inside = match camp {
            0 => r <= -5,
            1 => r >= 5,
            2 => q >= 5,
            3 => q <= -5,
            4 => s >= 5,
            _ => s <= -5,
        };
        if inside {
            m |= 1u128 << h;
        }
        h += 1;
    }
    m
}

static CAMP_MASKS: [HoleSet; 6] = [
    camp_mask(0),
    camp_mask(1),
    camp_mask(2),
    camp_mask(3),
    camp_mask(4),
    camp_mask(5),
];

impl Camp {
    /// Every camp, clockwise from the top.
    pub const ALL: [Camp; 6] = [
        Camp::Top,
        Camp::UpperRight,
        Camp::LowerRight,
        Camp::Bottom,
        Camp::LowerLeft,
        Camp::UpperLeft,
    ];

    const fn slot(self) -> usize {
        match self {
            Camp::Top => 0,
            Camp::Bottom => 1,
            Camp::UpperRight => 2,
            Camp::LowerLeft => 3,
            Camp::UpperLeft => 4,
            Camp::LowerRight => 5,
        }
    }

    /// The ten holes of this camp.
    #[must_use]
    pub fn holes(self) -> HoleSet {
        CAMP_MASKS[self.slot()]
    }

    /// The camp across the board: a player's destination.
    #[must_use]
    pub fn opposite(self) -> Camp {
        match self {
            Camp::Top => Camp::Bottom,
            Camp::Bottom => Camp::Top,
            Camp::UpperRight => Camp::LowerLeft,
            Camp::LowerLeft => Camp::UpperRight,
            Camp::UpperLeft => Camp::LowerRight,
            Camp::LowerRight => Camp::UpperLeft,
        }
    }

    /// The notation name, e.g. `upper-left`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Camp::Top => "top",
            Camp::Bottom => "bottom",
            Camp::UpperRight => "upper-right",
            Camp::LowerLeft => "lower-left",
            Camp::UpperLeft => "upper-left",
            Camp::LowerRight => "lower-right",
        }
    }

    #[must_use]
    pub fn parse(name: &str) -> Option<Camp> {
        Camp::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl fmt::Display for Camp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Raw tables for the move generator's inner loops.
pub(crate) fn hop_table(h: usize) -> (&'static [u8; 6], &'static [u8; 6]) {
    (&TABLES.neighbour[h], &TABLES.jump[h])
}

/// Possible bridges around `x` and the landing table for hops from `x`.
#[inline]
pub(crate) fn bridge_table(x: usize) -> (HoleSet, &'static [u8; HOLE_COUNT]) {
    (TABLES.bridges[x], &TABLES.over[x])
}

/// The neighbours and hop landings of `x` (see `Tables::around`).
#[inline]
pub(crate) fn around(x: usize) -> HoleSet {
    TABLES.around[x]
}

/// The neighbours of hole `x`.
#[inline]
pub(crate) fn adjacent(x: usize) -> HoleSet {
    TABLES.adjacent[x]
}

pub(crate) const NO_HOLE: u8 = NONE;

/// The byte-board index of a bridge off the board: never occupied.
pub(crate) const OFF_BRIDGE: u8 = HOLE_COUNT as u8;
/// The byte-board index of a landing off the board: never free.
pub(crate) const OFF_LANDING: u8 = HOLE_COUNT as u8 + 1;

/// The bridge and landing of each of the six hops from `x` (see `Tables::pairs`).
#[inline]
pub(crate) fn hop_pairs(x: usize) -> &'static [[u8; 2]; 6] {
    &TABLES.pairs[x]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_count() {
        let names: Vec<String> = Hole::all().map(|h| h.to_string()).collect();
        assert_eq!(names.len(), 121);
        assert_eq!(names[0], "A1");
        assert_eq!(names[120], "Q1");
        for h in Hole::all() {
            assert_eq!(Hole::parse(&h.to_string()), Some(h));
        }
        assert_eq!(Hole::parse("I5").map(Hole::coords), Some((0, 0, 0)));
        assert_eq!(Hole::parse("E14"), None);
        assert_eq!(Hole::parse("R1"), None);
        assert_eq!(Hole::parse("a1"), None);
        assert_eq!(Hole::parse("E05"), None);
    }

    #[test]
    fn row_lengths_match_notation() {
        for (row, len) in ROW_LEN.iter().enumerate() {
            let n = Hole::all().filter(|h| h.row_and_number().0 == row).count();
            assert_eq!(n, *len as usize, "row {row}");
        }
    }

    #[test]
    fn camps_have_ten_holes_and_opposites() {
        for c in Camp::ALL {
            assert_eq!(c.holes().count_ones(), 10, "{c}");
            assert_eq!(c.opposite().opposite(), c);
            assert_eq!(c.holes() & c.opposite().holes(), 0);
        }
        let bottom: Vec<String> = holes_of(Camp::Bottom.holes()).map(String::from).collect();
        assert_eq!(
            bottom,
            ["N1", "N2", "N3", "N4", "O1", "O2", "O3", "P1", "P2", "Q1"]
        );
        let top: Vec<String> = holes_of(Camp::Top.holes()).map(String::from).collect();
        assert_eq!(
            top,
            ["A1", "B1", "B2", "C1", "C2", "C3", "D1", "D2", "D3", "D4"]
        );
        let centre = Camp::ALL.iter().fold(ALL_HOLES, |m, c| m & !c.holes());
        assert_eq!(centre.count_ones(), 61);
    }

    #[test]
    fn neighbours_are_symmetric() {
        for h in Hole::all() {
            for d in 0..6 {
                if let Some(n) = h.neighbour(d) {
                    assert_eq!(n.neighbour((d + 3) % 6), Some(h));
                }
            }
            assert!(h.adjacent().count_ones() >= 2);
        }
        let centre = Hole::parse("I5").map(Hole::adjacent).unwrap_or(0);
        assert_eq!(centre.count_ones(), 6);
    }

    #[test]
    fn lines() {
        let a = Hole::parse("Q1").unwrap_or(Hole(0));
        let b = Hole::parse("O1").unwrap_or(Hole(0));
        assert_eq!(line_between(a, b).map(|x| x.1), Some(2));
        assert_eq!(line_between(a, a), None);
    }
}
