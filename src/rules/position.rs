//! Positions: who plays, where their pieces stand, whose turn it is.
//!
//! Text in position notation is an unvalidated setup; `Position::from_str`
//! turns it into a validated position or a `SetupError` naming the token at fault.

use super::board::{Camp, Hole, HoleSet, holes_of};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Most players a position can hold: one per camp.
pub(crate) const MAX_PLAYERS: usize = 6;
/// Most pieces a player can have.
pub(crate) const MAX_PIECES: u32 = 10;

/// The start camps, in turn order (clockwise from the bottom), for 2, 3, 4
/// or 6 players; other counts have no standard layout.
#[must_use]
pub(crate) fn start_camps(players: usize) -> Option<&'static [Camp]> {
    match players {
        2 => Some(&[Camp::Bottom, Camp::Top]),
        3 => Some(&[Camp::Bottom, Camp::UpperLeft, Camp::UpperRight]),
        4 => Some(&[Camp::Bottom, Camp::LowerLeft, Camp::Top, Camp::UpperRight]),
        6 => Some(&[
            Camp::Bottom,
            Camp::LowerLeft,
            Camp::UpperLeft,
            Camp::Top,
            Camp::UpperRight,
            Camp::LowerRight,
        ]),
        _ => None,
    }
}

/// A player's colour and start camp.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Seat {
    pub colour: String,
    pub camp: Camp,
}

impl Seat {
    /// The camp this player is heading for.
    #[must_use]
    pub fn destination(&self) -> Camp {
        self.camp.opposite()
    }
}

/// The piece layout and turn, small and `Copy` for fast search.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Core {
    /// Pieces per player, in turn order; unused slots are empty.
    pub pieces: [HoleSet; MAX_PLAYERS],
    /// Every occupied hole.
    pub occupied: HoleSet,
    /// Index of the player to move.
    pub turn: u8,
    /// Consecutive passes so far.
    pub passes: u8,
    /// Number of players.
    pub players: u8,
}

impl Core {
    /// The player whose piece stands on `hole`, if any.
    #[must_use]
    pub fn owner(&self, hole: Hole) -> Option<usize> {
        if self.occupied & hole.bit() == 0 {
            return None;
        }
        (0..self.players as usize).find(|&p| self.pieces[p] & hole.bit() != 0)
    }

    /// The player after `p` in turn order.
    #[must_use]
    pub fn next_player(&self, p: usize) -> usize {
        (p + 1) % self.players as usize
    }
}

/// A validated position.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Position {
    seats: Vec<Seat>,
    core: Core,
}

/// Why a position could not be set up. Each variant names the offending token.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupError {
    Empty,
    UnknownField(String),
    RepeatedField(String),
    BadColour(String),
    RepeatedColour(String),
    UnknownCamp(String),
    MissingCamp(String),
    /// `second` is seated in `camp`, where `first` already is.
    CampTaken {
        first: String,
        second: String,
        camp: Camp,
    },
    /// In a two-player position, the colour of seat `seat` (0 or 1) was
    /// given no camp and took its default `camp`, where `other` is.
    DefaultCampTaken {
        colour: String,
        seat: usize,
        camp: Camp,
        other: String,
    },
    UnknownHole(String),
    HoleTwice(String),
    NoPieces(String),
    TooManyPieces {
        colour: String,
        count: usize,
    },
    UnknownTurn(String),
    BadPasses(String),
    PlayerCount(usize),
}

impl std::error::Error for SetupError {}

impl Position {
    /// The start position for players of these colours, in the spec's camps
    /// for 2, 3, 4 or 6 players (turn order as given).
    #[must_use]
    pub fn start(colours: &[&str]) -> Option<Position> {
        let camps = start_camps(colours.len())?;
        let seats: Vec<Seat> = colours
            .iter()
            .zip(camps)
            .map(|(c, &camp)| Seat {
                colour: (*c).to_string(),
                camp,
            })
            .collect();
        let pieces: Vec<HoleSet> = camps.iter().map(|c| c.holes()).collect();
        Position::from_parts(seats, &pieces, 0, 0).ok()
    }

    /// The two-player card start: red at the bottom moves first, blue at the top.
    #[must_use]
    pub fn card_start() -> Position {
        let seats = vec![
            Seat {
                colour: "red".into(),
                camp: Camp::Bottom,
            },
            Seat {
                colour: "blue".into(),
                camp: Camp::Top,
            },
        ];
        let mut core = Core {
            pieces: [0; MAX_PLAYERS],
            occupied: Camp::Bottom.holes() | Camp::Top.holes(),
            turn: 0,
            passes: 0,
            players: 2,
        };
        core.pieces[0] = Camp::Bottom.holes();
        core.pieces[1] = Camp::Top.holes();
        Position { seats, core }
    }

    /// Build a position from seats and per-seat pieces, validating everything.
    ///
    /// # Errors
    /// The [`SetupError`] of the first thing wrong: a seat count no table
    /// has, a repeated colour or hole, a wrong number of pieces, a turn out
    /// of range.
    pub fn from_parts(
        seats: Vec<Seat>,
        pieces: &[HoleSet],
        turn: usize,
        passes: u8,
    ) -> Result<Position, SetupError> {
        if seats.len() < 2 || seats.len() > MAX_PLAYERS || pieces.len() != seats.len() {
            return Err(SetupError::PlayerCount(seats.len()));
        }
        let mut core = Core {
            pieces: [0; MAX_PLAYERS],
            occupied: 0,
            turn: 0,
            passes,
            players: seats.len() as u8,
        };
        for (i, seat) in seats.iter().enumerate() {
            if !is_colour(&seat.colour) {
                return Err(SetupError::BadColour(seat.colour.clone()));
            }
            if seats[..i].iter().any(|s| s.colour == seat.colour) {
                return Err(SetupError::RepeatedColour(seat.colour.clone()));
            }
            if let Some(other) = seats[..i].iter().find(|s| s.camp == seat.camp) {
                return Err(SetupError::CampTaken {
                    first: other.colour.clone(),
                    second: seat.colour.clone(),
                    camp: seat.camp,
                });
            }
            let set = pieces[i] & super::board::ALL_HOLES;
            let count = set.count_ones();
            if count == 0 {
                return Err(SetupError::NoPieces(seat.colour.clone()));
            }
            if count > MAX_PIECES {
                return Err(SetupError::TooManyPieces {
                    colour: seat.colour.clone(),
                    count: count as usize,
                });
            }
            if let Some(h) = holes_of(set & core.occupied).next() {
                return Err(SetupError::HoleTwice(h.to_string()));
            }
            core.pieces[i] = set;
            core.occupied |= set;
        }
        if turn >= seats.len() {
            return Err(SetupError::UnknownTurn(turn.to_string()));
        }
        if usize::from(passes) > seats.len() {
            return Err(SetupError::BadPasses(passes.to_string()));
        }
        core.turn = turn as u8;
        Ok(Position { seats, core })
    }

    pub(crate) fn from_core(seats: Vec<Seat>, core: Core) -> Position {
        Position { seats, core }
    }

    #[must_use]
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    #[must_use]
    pub fn core(&self) -> &Core {
        &self.core
    }

    /// Index of the player to move.
    #[must_use]
    pub fn turn(&self) -> usize {
        self.core.turn as usize
    }

    #[must_use]
    pub fn passes(&self) -> u8 {
        self.core.passes
    }

    /// The pieces of player `p`.
    #[must_use]
    pub fn pieces(&self, p: usize) -> HoleSet {
        self.core.pieces[p]
    }

    /// The player (index) whose piece stands on `hole`.
    #[must_use]
    pub fn owner(&self, hole: Hole) -> Option<usize> {
        self.core.owner(hole)
    }
}

/// A colour as positions write it: a lowercase word of at most 24 letters.
pub(crate) fn is_colour(s: &str) -> bool {
    !s.is_empty() && s.len() <= 24 && s.bytes().all(|b| b.is_ascii_lowercase())
}

impl FromStr for Position {
    type Err = SetupError;

    fn from_str(text: &str) -> Result<Position, SetupError> {
        let mut seats: Vec<Written> = Vec::new();
        let mut turn: Option<String> = None;
        let mut passes: Option<u8> = None;
        for token in text.split_whitespace() {
            let Some((key, value)) = token.split_once('=') else {
                return Err(SetupError::UnknownField(token.to_string()));
            };
            match key {
                "turn" => {
                    if turn.replace(value.to_string()).is_some() {
                        return Err(SetupError::RepeatedField(token.to_string()));
                    }
                }
                "passes" => {
                    let n = value
                        .parse::<u8>()
                        .map_err(|_| SetupError::BadPasses(value.to_string()))?;
                    if passes.replace(n).is_some() {
                        return Err(SetupError::RepeatedField(token.to_string()));
                    }
                }
                _ => {
                    let seat = Written::parse(token, key, value, &seats)?;
                    seats.push(seat);
                }
            }
        }
        let resolved = resolve_camps(&seats)?;
        let pieces: Vec<HoleSet> = seats.iter().map(|s| s.holes).collect();
        let turn = match turn {
            None => 0,
            Some(c) => resolved
                .iter()
                .position(|s| s.colour == c)
                .ok_or(SetupError::UnknownTurn(c))?,
        };
        let passes = passes.unwrap_or(0);
        if usize::from(passes) > resolved.len() {
            return Err(SetupError::BadPasses(passes.to_string()));
        }
        Position::from_parts(resolved, &pieces, turn, passes)
    }
}

/// A seat as the notation writes it (`red@bottom=N1,N2`), camp not yet resolved.
struct Written {
    colour: String,
    camp: Option<Camp>,
    holes: HoleSet,
    token: String,
}

impl Written {
    /// The seat of `token` (`key=value`), given the seats before it.
    fn parse(
        token: &str,
        key: &str,
        value: &str,
        before: &[Written],
    ) -> Result<Written, SetupError> {
        let (colour, camp) = match key.split_once('@') {
            Some((c, camp)) => (
                c,
                Some(Camp::parse(camp).ok_or_else(|| SetupError::UnknownCamp(camp.to_string()))?),
            ),
            None => (key, None),
        };
        if !is_colour(colour) {
            // "Red=N1" is a colour in the wrong case; "Turn=red" a
            // misspelt field.
            let lower = colour.to_ascii_lowercase();
            let field = matches!(lower.as_str(), "turn" | "passes");
            if !field && is_colour(&lower) {
                return Err(SetupError::BadColour(colour.to_string()));
            }
            return Err(SetupError::UnknownField(token.to_string()));
        }
        if before.iter().any(|s| s.colour == colour) {
            return Err(SetupError::RepeatedColour(colour.to_string()));
        }
        let mut holes: HoleSet = 0;
        let mut count = 0;
        for name in value.split(',').filter(|n| !n.is_empty()) {
            let hole =
                Hole::parse(name).ok_or_else(|| SetupError::UnknownHole(name.to_string()))?;
            if holes & hole.bit() != 0 || before.iter().any(|s| s.holes & hole.bit() != 0) {
                return Err(SetupError::HoleTwice(name.to_string()));
            }
            holes |= hole.bit();
            count += 1;
        }
        if count > MAX_PIECES as usize {
            return Err(SetupError::TooManyPieces {
                colour: colour.to_string(),
                count,
            });
        }
        Ok(Written {
            colour: colour.to_string(),
            camp,
            holes,
            token: token.to_string(),
        })
    }
}

/// The seats with their camps: as written, or for two players the defaults.
fn resolve_camps(seats: &[Written]) -> Result<Vec<Seat>, SetupError> {
    if seats.is_empty() {
        return Err(SetupError::Empty);
    }
    if seats.len() < 2 || seats.len() > MAX_PLAYERS {
        return Err(SetupError::PlayerCount(seats.len()));
    }
    let two = seats.len() == 2;
    if two {
        defaults_collide(seats)?;
    }
    seats
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let camp = match w.camp {
                Some(c) => c,
                None if two => TWO_DEFAULTS[i],
                None => return Err(SetupError::MissingCamp(w.token.clone())),
            };
            Ok(Seat {
                colour: w.colour.clone(),
                camp,
            })
        })
        .collect()
}

/// The camps of a two-player position that leaves them out, in seat order.
const TWO_DEFAULTS: [Camp; 2] = [Camp::Bottom, Camp::Top];

/// A two-player seat left without a camp whose default is the camp the other
/// player named: say which player was given no camp, not just "both at top".
fn defaults_collide(seats: &[Written]) -> Result<(), SetupError> {
    for (i, seat) in seats.iter().enumerate() {
        let other = &seats[1 - i];
        if seat.camp.is_none() && other.camp == Some(TWO_DEFAULTS[i]) {
            return Err(SetupError::DefaultCampTaken {
                colour: seat.colour.clone(),
                seat: i,
                camp: TWO_DEFAULTS[i],
                other: other.colour.clone(),
            });
        }
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, seat) in self.seats.iter().enumerate() {
            let holes: Vec<String> = holes_of(self.core.pieces[i])
                .map(|h| h.to_string())
                .collect();
            write!(f, "{}@{}={} ", seat.colour, seat.camp, holes.join(","))?;
        }
        write!(f, "turn={}", self.seats[self.turn()].colour)?;
        if self.core.passes > 0 {
            write!(f, " passes={}", self.core.passes)?;
        }
        Ok(())
    }
}

impl From<Position> for String {
    fn from(p: Position) -> String {
        p.to_string()
    }
}

impl TryFrom<String> for Position {
    type Error = SetupError;
    fn try_from(s: String) -> Result<Position, SetupError> {
        s.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str =
        "red@bottom=N1,N2,N3,N4,O1,O2,O3,P1,P2,Q1 blue@top=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 turn=red";

    #[test]
    fn start_prints_canonically() {
        assert_eq!(Position::card_start().to_string(), START);
        assert_eq!(START.parse::<Position>(), Ok(Position::card_start()));
        assert_eq!(
            Position::start(&["red", "blue"]),
            Some(Position::card_start())
        );
    }

    #[test]
    fn camps_may_be_left_out_for_two_and_holes_sort() {
        let p: Position = "red=Q1,N1 blue=A1 passes=1 turn=blue".parse().unwrap();
        assert_eq!(
            p.to_string(),
            "red@bottom=N1,Q1 blue@top=A1 turn=blue passes=1"
        );
        let three = "a=Q1 b=A1 c=E1".parse::<Position>();
        assert_eq!(three, Err(SetupError::MissingCamp("a=Q1".into())));
    }

    #[test]
    fn errors_name_the_token() {
        let cases = [
            ("red=Q1,Z9 blue=A1", SetupError::UnknownHole("Z9".into())),
            ("red=Q1,Q1 blue=A1", SetupError::HoleTwice("Q1".into())),
            ("red=Q1 blue=Q1", SetupError::HoleTwice("Q1".into())),
            (
                "red@top=Q1 blue@top=A1",
                SetupError::CampTaken {
                    first: "red".into(),
                    second: "blue".into(),
                    camp: Camp::Top,
                },
            ),
            (
                "red=Q1 blue=A1 turn=green",
                SetupError::UnknownTurn("green".into()),
            ),
            (
                "red=Q1 blue=A1 Turn=red",
                SetupError::UnknownField("Turn=red".into()),
            ),
            ("red=Q1 blue=A1 foo", SetupError::UnknownField("foo".into())),
            (
                "red@middle=Q1 blue=A1",
                SetupError::UnknownCamp("middle".into()),
            ),
            ("red=Q1 blue=A1 passes=x", SetupError::BadPasses("x".into())),
            ("red=Q1", SetupError::PlayerCount(1)),
            ("", SetupError::Empty),
            // Colours are lowercase: an uppercase one is a bad colour, not an unknown field.
            ("Red=N1 blue=A1", SetupError::BadColour("Red".into())),
        ];
        for (text, want) in cases {
            assert_eq!(text.parse::<Position>(), Err(want), "{text}");
        }
        let eleven = "red=N1,N2,N3,N4,O1,O2,O3,P1,P2,Q1,M1 blue=A1".parse::<Position>();
        assert_eq!(
            eleven,
            Err(SetupError::TooManyPieces {
                colour: "red".into(),
                count: 11
            })
        );
    }

    #[test]
    fn a_camp_left_out_that_collides_says_so() {
        let err = "red@top=A1 blue=N1".parse::<Position>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "two players in one camp: \"blue\" was given no camp, so it took top (the second \
             player's default), where \"red\" is; give it one, e.g. blue@bottom"
        );
        let err = "red=A1 blue@bottom=N1".parse::<Position>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "two players in one camp: \"red\" was given no camp, so it took bottom (the first \
             player's default), where \"blue\" is; give it one, e.g. red@top"
        );
    }

    #[test]
    fn messages_quote_the_token_and_cut_long_ones() {
        let err = "Red=N1 blue=A1".parse::<Position>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "bad colour \"Red\": colours are lowercase, e.g. \"red\""
        );
        let huge = format!("red=N1 blue=A1 {}", "x".repeat(131_072));
        let text = huge.parse::<Position>().unwrap_err().to_string();
        assert!(text.len() < 200, "{} bytes", text.len());
        assert!(text.contains("(131072 bytes)"), "{text}");
        let hole = format!("red=N1,{} blue=A1", "Z".repeat(5000));
        let text = hole.parse::<Position>().unwrap_err().to_string();
        assert!(text.len() < 200 && text.contains("(5000 bytes)"), "{text}");
        for (text, token) in [
            ("red=N1,N1 blue=A1", "\"N1\""),
            ("red=N1 blue=A1 turn=green", "\"green\""),
        ] {
            let message = text.parse::<Position>().unwrap_err().to_string();
            assert!(message.contains(token), "{text}: {message}");
        }
    }

    #[test]
    fn six_players_start() {
        let p = Position::start(&["a", "b", "c", "d", "e", "f"]).unwrap();
        assert_eq!(p.core().occupied.count_ones(), 60);
        let again: Position = p.to_string().parse().unwrap();
        assert_eq!(again, p);
    }
}
