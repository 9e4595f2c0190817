//! Disputes (clause 7): when the players disagree, the board freezes and the
//! disagreement is written down before anything moves.
//!
//! A [`Dispute`] holds who raised it, the moving piece, the proposed route,
//! the clause cited with its wording from the confirmed card, a snapshot of the
//! whole position, the time, whose turn it was, each player's statement, the
//! engine's verdict on the route under the confirmed rules, and how it ended.
//! A [`DisputeLog`] is every dispute of a game, as text or RON.

use crate::lang::t;
use crate::rules::{Clause, Hole, Position, Proposal, Route, RuleSet, Verdict};

mod log;
mod record;
pub use log::{DisputeLog, LogError, Newer};
pub(crate) use record::{Chain, check_sequence};
pub use record::{RecordError, RecordProblem, RecordSeal, sheet_fingerprints};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::fmt::Write as _;

/// Format version of dispute log files (2: records carry a record
/// fingerprint; 3: the log carries the fingerprint of all its records, so
/// a record deleted from it shows; 4: each new record names the game it was
/// raised in, `raised_in`, and its sheet's fingerprint chains the log up to
/// it, see `sheet_fingerprints`).
pub const LOG_VERSION: u32 = 4;

/// The piece whose move is disputed.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Piece {
    pub hole: Hole,
    /// The colour of the piece on that hole; `None` when the hole was empty.
    pub colour: Option<String>,
}

impl Piece {
    /// The piece on `hole` of `position` (no colour for an empty hole).
    #[must_use]
    pub fn on(position: &Position, hole: Hole) -> Piece {
        Piece {
            hole,
            colour: position
                .owner(hole)
                .and_then(|p| position.seats().get(p))
                .map(|s| s.colour.clone()),
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hole = self.hole.to_string();
        f.write_str(&match &self.colour {
            Some(c) => t!(
                "dispute-piece",
                hole = hole,
                colour = crate::words::colour_name(c)
            ),
            None => t!("dispute-piece-empty", hole = hole),
        })
    }
}

/// One player's account of the disagreement.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Statement {
    pub player: usize,
    /// The player's label when the dispute was raised, e.g. "Ann (red)".
    pub name: String,
    pub text: String,
}

/// A player's label as a record keeps it ("Ann (red)", written in English
/// whatever the screen spoke), in the reader's words ("Ann (Rot)"); a label
/// of another shape stays as it is.
#[must_use]
pub(crate) fn shown_label(stored: &str) -> String {
    let Some((name, rest)) = stored.rsplit_once(" (") else {
        return crate::words::colour_name(stored);
    };
    match rest.strip_suffix(')') {
        Some(colour) if crate::colour::NAMES.contains(&colour) => t!(
            "game-player-label",
            name = name,
            colour = crate::words::colour_name(colour)
        ),
        _ => stored.to_string(),
    }
}

/// How a dispute ended.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Resolution {
    /// The confirmed card decides: a legal route is played, an illegal one refused.
    ApplyCard,
    /// The player who raised it withdrew it; nothing changed.
    Withdrawn,
    /// The players agree to change the rules, from a new game on; this game
    /// keeps its card, and the next game's card carries the change.
    AgreeChangeForNewGame {
        /// The change in the players' words.
        change: String,
        /// The rule options the next card takes when the change is one of
        /// them (left out of files when there is none, so records written
        /// before it keep their record fingerprints).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rules: Option<RuleSet>,
    },
}

impl Resolution {
    /// The name of the resolution as the panel shows it.
    #[must_use]
    pub fn title(&self) -> String {
        match self {
            Resolution::ApplyCard => t!("dispute-resolution-apply"),
            Resolution::Withdrawn => t!("dispute-resolution-withdrawn"),
            Resolution::AgreeChangeForNewGame { .. } => t!("dispute-resolution-change"),
        }
    }
}

/// The resolution, when it was made, and what it did.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resolved {
    pub resolution: Resolution,
    pub time: String,
    /// What happened, in words: the route played or refused, or nothing.
    pub effect: String,
}

/// Why a dispute request was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DisputeError {
    /// There is no open dispute to edit or resolve.
    NoneOpen,
    /// A player index the game does not have.
    UnknownPlayer(usize),
    /// "Apply the card" with no route to judge.
    NoRoute,
    /// An agreed change with no words.
    EmptyChange,
    /// A statement or change that cannot be printed safely.
    Entry(crate::entry::EntryProblem),
}

impl fmt::Display for DisputeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            DisputeError::NoneOpen => t!("dispute-error-none-open"),
            DisputeError::UnknownPlayer(p) => t!("dispute-error-unknown-player", player = p + 1),
            DisputeError::NoRoute => t!("dispute-error-no-route"),
            DisputeError::EmptyChange => t!("dispute-error-empty-change"),
            DisputeError::Entry(e) => t!("dispute-error-entry", problem = e.to_string()),
        })
    }
}

impl std::error::Error for DisputeError {}

/// A change to an open dispute; every change recomputes the verdict.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DisputeEdit {
    /// Choose the moving piece (the route starts over from it).
    Piece(Hole),
    /// Add a landing to the route.
    AddHole(Hole),
    /// Remove the last landing (or the piece, when no landing is left).
    RemoveLast,
    /// Forget the piece and the route.
    ClearRoute,
    /// The whole route, start first (an empty slice clears it).
    Route(Vec<Hole>),
    Clause(Clause),
    RaisedBy(usize),
    Statement {
        player: usize,
        text: String,
    },
}

/// One dispute of a game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dispute {
    /// 1-based number within the game.
    pub number: usize,
    pub raised_by: usize,
    /// The raiser's label, e.g. "Ann (red)".
    pub raised_by_name: String,
    /// When it was raised.
    pub time: String,
    /// The player whose turn it was, and their label.
    pub turn: usize,
    pub turn_name: String,
    /// The number the next move would have had.
    pub move_number: usize,
    /// The moving piece (the first hole of the route).
    pub piece: Option<Piece>,
    /// The proposed route, start first; any holes, legal or not.
    pub route: Route,
    /// The clause cited (stored as its number) and its wording on the
    /// confirmed card.
    pub clause: Clause,
    pub clause_text: String,
    /// The whole position when the dispute was raised.
    pub position: Position,
    /// The signed rules the verdict was judged under.
    pub rules: RuleSet,
    pub statements: Vec<Statement>,
    /// The engine's verdict on the route under the confirmed rules.
    pub verdict: Verdict,
    pub resolution: Option<Resolved>,
    /// The record fingerprint, renewed by every change Hopcard makes and
    /// checked on reading; `None` in records written before it existed.
    #[serde(default)]
    pub seal: Option<RecordSeal>,
    /// The game it was raised in, as it stood then: its record fingerprint
    /// with the hint notes left out (`GameState::fingerprint_for_dispute`),
    /// 64 hex digits. Empty (and left out of files, so their fingerprints
    /// stay as they were) in records written before it existed (log format
    /// 3, game-file format 2 and older).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub raised_in: String,
}

/// What a new dispute starts from; the rest comes from the game.
pub struct Raise<'a> {
    pub number: usize,
    pub raised_by: usize,
    pub player_names: Vec<String>,
    pub time: &'a str,
    pub move_number: usize,
    pub route: &'a [Hole],
    pub clause: Clause,
    pub clauses: &'a [(Clause, String)],
    pub position: &'a Position,
    pub rules: RuleSet,
    /// The game's fingerprint now (see [`Dispute::raised_in`]).
    pub raised_in: &'a str,
}

impl Dispute {
    /// A new open dispute over `raise.route` in `raise.position`.
    ///
    /// # Errors
    /// [`DisputeError`] for an unknown clause or raiser.
    pub fn raise(raise: &Raise<'_>) -> Result<Dispute, DisputeError> {
        let names = &raise.player_names;
        let name_of = |p: usize| names.get(p).cloned().ok_or(DisputeError::UnknownPlayer(p));
        let turn = raise.position.turn();
        let mut d = Dispute {
            number: raise.number,
            raised_by: raise.raised_by,
            raised_by_name: name_of(raise.raised_by)?,
            time: raise.time.to_string(),
            turn,
            turn_name: name_of(turn)?,
            move_number: raise.move_number,
            piece: None,
            route: Route(Vec::new()),
            clause: raise.clause,
            clause_text: String::new(),
            position: raise.position.clone(),
            rules: raise.rules,
            statements: names
                .iter()
                .enumerate()
                .map(|(player, name)| Statement {
                    player,
                    name: name.clone(),
                    text: String::new(),
                })
                .collect(),
            verdict: Verdict::Legal,
            resolution: None,
            seal: None,
            raised_in: raise.raised_in.to_string(),
        };
        d.set_clause_text(raise.clauses);
        d.set_route(raise.route);
        d.reseal();
        Ok(d)
    }

    #[must_use]
    pub fn is_open(&self) -> bool {
        self.resolution.is_none()
    }

    /// The change this dispute agreed for the next card, if it ended so
    /// (`version` of the card fills in as 0: the game knows it).
    #[must_use]
    pub fn agreed_change(&self) -> Option<crate::card::FromDispute> {
        match &self.resolution.as_ref()?.resolution {
            Resolution::AgreeChangeForNewGame { change, rules } => {
                Some(crate::card::FromDispute::new(
                    (self.number, self.move_number, 0),
                    self.clause,
                    change,
                    &self.rules,
                    rules.as_ref(),
                ))
            }
            _ => None,
        }
    }

    /// The rule option an agreed change gives the next card, as the record
    /// prints it ("clause 4 unused: usable"); `None` for a change in words
    /// only, or no change.
    #[must_use]
    pub fn next_card_text(&self) -> Option<String> {
        self.agreed_change()
            .filter(|c| !c.rule.is_empty())
            .map(|next| {
                t!(
                    "dispute-next-card",
                    clause = next.clause.to_string(),
                    rule = next.rule
                )
            })
    }

    /// Apply an edit; `clauses` are the card's clauses (for a new clause's wording).
    ///
    /// # Errors
    /// [`DisputeError`] for an edit that cannot be taken (a resolved
    /// dispute, an unknown clause or seat, text that cannot print).
    pub fn edit(
        &mut self,
        edit: DisputeEdit,
        clauses: &[(Clause, String)],
    ) -> Result<(), DisputeError> {
        if !self.is_open() {
            return Err(DisputeError::NoneOpen);
        }
        match edit {
            DisputeEdit::Piece(hole) => self.set_route(&[hole]),
            DisputeEdit::AddHole(hole) => {
                let mut holes = self.route.0.clone();
                holes.push(hole);
                self.set_route(&holes);
            }
            DisputeEdit::RemoveLast => {
                let mut holes = self.route.0.clone();
                holes.pop();
                self.set_route(&holes);
            }
            DisputeEdit::ClearRoute => self.set_route(&[]),
            DisputeEdit::Route(holes) => self.set_route(&holes),
            DisputeEdit::Clause(c) => {
                self.clause = c;
                self.set_clause_text(clauses);
            }
            DisputeEdit::RaisedBy(p) => {
                let name = self
                    .statements
                    .get(p)
                    .map(|s| s.name.clone())
                    .ok_or(DisputeError::UnknownPlayer(p))?;
                self.raised_by = p;
                self.raised_by_name = name;
            }
            DisputeEdit::Statement { player, text } => {
                crate::entry::check_text(&text).map_err(DisputeError::Entry)?;
                let s = self
                    .statements
                    .get_mut(player)
                    .ok_or(DisputeError::UnknownPlayer(player))?;
                s.text = text;
            }
        }
        self.reseal();
        Ok(())
    }

    /// End the dispute with `resolved` (the record fingerprint is renewed).
    ///
    /// # Errors
    /// [`DisputeError::NoneOpen`] if it has already ended.
    pub fn resolve(&mut self, resolved: Resolved) -> Result<(), DisputeError> {
        if !self.is_open() {
            return Err(DisputeError::NoneOpen);
        }
        if let Resolution::AgreeChangeForNewGame { change, .. } = &resolved.resolution {
            crate::entry::check_text(change).map_err(DisputeError::Entry)?;
        }
        self.resolution = Some(resolved);
        self.reseal();
        Ok(())
    }

    fn set_clause_text(&mut self, clauses: &[(Clause, String)]) {
        self.clause_text = clauses
            .iter()
            .find(|(n, _)| *n == self.clause)
            .map(|(_, t)| t.clone())
            .unwrap_or_default();
    }

    /// Set the route (start first), the piece from its first hole, and the verdict.
    fn set_route(&mut self, holes: &[Hole]) {
        self.route = Route(holes.to_vec());
        self.piece = holes.first().map(|&hole| Piece::on(&self.position, hole));
        self.verdict = self
            .position
            .check(&self.rules, &Proposal::Route(self.route.clone()));
    }

    /// The route as text, or a note that none is given yet.
    #[must_use]
    pub fn route_text(&self) -> String {
        match self.route.0.len() {
            0 => t!("dispute-none-yet"),
            1 => t!("dispute-route-no-landing", route = self.route.to_string()),
            _ => self.route.to_string(),
        }
    }
}

/// A dispute as its sheet prints it: the record, and the record
/// fingerprint that `sheet_fingerprints` gives it in its log.
#[derive(Clone, Debug)]
pub struct Sheet<'a> {
    pub dispute: &'a Dispute,
    /// `None` for a record without a record fingerprint.
    pub fingerprint: Option<String>,
}

/// The sheet of every dispute of a log or a game, in order.
#[must_use]
pub fn sheets(disputes: &[Dispute]) -> Vec<Sheet<'_>> {
    disputes
        .iter()
        .zip(sheet_fingerprints(disputes))
        .map(|(dispute, fingerprint)| Sheet {
            dispute,
            fingerprint,
        })
        .collect()
}

impl Sheet<'_> {
    /// What follows "Record fingerprint": the short fingerprint and what it
    /// covers, or why there is none.
    #[must_use]
    pub fn fingerprint_text(&self) -> String {
        let Some(full) = &self.fingerprint else {
            return t!("dispute-no-seal");
        };
        let fingerprint = crate::card::short_fingerprint(full);
        if self.dispute.raised_in.is_empty() {
            t!("dispute-fingerprint-record", fingerprint = fingerprint)
        } else {
            t!("dispute-fingerprint-chain", fingerprint = fingerprint)
        }
    }

    /// The record as text, with a diagram of the board; times in the
    /// players' zone.
    #[must_use]
    pub fn to_text(&self) -> String {
        self.to_text_in(&crate::clock::players_zone())
    }

    /// [`Sheet::to_text`] with times shown in `zone`.
    #[must_use]
    pub fn to_text_in(&self, zone: &crate::clock::TimeZone) -> String {
        let d = self.dispute;
        let mut t = String::new();
        let mut line = |text: String| {
            t.push_str(&text);
            t.push('\n');
        };
        line(if d.is_open() {
            t!("dispute-text-title-open", number = d.number)
        } else {
            t!("dispute-text-title-resolved", number = d.number)
        });
        line(t!(
            "dispute-text-raised-by",
            name = shown_label(&d.raised_by_name)
        ));
        line(t!(
            "dispute-text-time",
            time = crate::clock::local_text_in(&d.time, zone)
        ));
        line(t!(
            "dispute-text-turn",
            name = shown_label(&d.turn_name),
            move_number = d.move_number
        ));
        let piece = d
            .piece
            .as_ref()
            .map_or_else(|| t!("dispute-none-yet"), ToString::to_string);
        line(t!("dispute-text-piece", piece = piece));
        line(t!("dispute-text-route", route = d.route_text()));
        line(t!(
            "dispute-text-clause",
            clause = d.clause.to_string(),
            text = &d.clause_text
        ));
        line(t!("dispute-text-verdict", verdict = d.verdict.to_string()));
        line(t!("dispute-text-rules"));
        for rule in d.rules.in_words() {
            line(format!("  {rule}"));
        }
        line(t!(
            "dispute-text-position",
            position = d.position.to_string()
        ));
        line(t!("dispute-text-statements"));
        for s in &d.statements {
            let text = s.text.trim();
            if text.is_empty() {
                line(format!(
                    "  {}",
                    t!("dispute-text-no-statement", name = shown_label(&s.name))
                ));
            } else {
                line(format!(
                    "  {}",
                    t!("dispute-text-statement-by", name = shown_label(&s.name))
                ));
                for said in text.lines() {
                    line(format!("    {said}"));
                }
            }
        }
        resolution_text(d, zone, &mut line);
        line(t!(
            "dispute-text-fingerprint",
            fingerprint = self.fingerprint_text()
        ));
        t.push('\n');
        t.push_str(&diagram(&d.position, d.route.0.as_slice()));
        t
    }
}

/// The resolution's lines of a record's text.
fn resolution_text(d: &Dispute, zone: &crate::clock::TimeZone, line: &mut impl FnMut(String)) {
    let Some(r) = &d.resolution else {
        line(t!("dispute-text-no-resolution"));
        return;
    };
    line(t!(
        "dispute-text-resolution",
        resolution = r.resolution.title(),
        time = crate::clock::local_text_in(&r.time, zone)
    ));
    if let Resolution::AgreeChangeForNewGame { change, .. } = &r.resolution {
        // Free text goes indented under its label, so no line of it can
        // pass for a line of the record ("Effect:", "Dispute 9").
        line(t!("dispute-text-agreed-change"));
        for said in change.trim().lines() {
            line(format!("    {said}"));
        }
    }
    if let Some(next) = d.next_card_text() {
        line(t!("dispute-text-next-card", next = next));
    }
    line(t!("dispute-text-effect", effect = &r.effect));
}

/// A text picture of the board: one line per row A..Q, centred like the star.
/// `.` is an empty hole, a piece is its colour's initial, `*` the moving piece
/// (the first hole of `route`), and 1-9 the route's landings in order (`+` after
/// the ninth). A legend follows.
#[must_use]
pub(crate) fn diagram(position: &Position, route: &[Hole]) -> String {
    let mut rows: Vec<Vec<char>> = vec![vec![' '; 25]; 17];
    for hole in Hole::all() {
        let (row, _) = hole.row_and_number();
        let (q, r, _) = hole.coords();
        let Ok(col) = usize::try_from(2 * q + r + 12) else {
            continue;
        };
        let mark = match position.owner(hole) {
            Some(p) => position
                .seats()
                .get(p)
                .map_or('?', |s| crate::card::mark_letter(&s.colour)),
            None => '.',
        };
        if let Some(cell) = rows.get_mut(row).and_then(|r| r.get_mut(col)) {
            *cell = mark;
        }
    }
    let mut put = |hole: Hole, mark: char| {
        let (row, _) = hole.row_and_number();
        let (q, r, _) = hole.coords();
        if let Ok(col) = usize::try_from(2 * q + r + 12)
            && let Some(cell) = rows.get_mut(row).and_then(|r| r.get_mut(col))
        {
            *cell = mark;
        }
    };
    for (i, &hole) in route.iter().enumerate().skip(1) {
        let mark = u32::try_from(i)
            .ok()
            .filter(|n| *n <= 9)
            .and_then(|n| char::from_digit(n, 10))
            .unwrap_or('+');
        put(hole, mark);
    }
    if let Some(&start) = route.first() {
        put(start, '*');
    }
    let mut t = String::new();
    for (i, row) in rows.iter().enumerate() {
        let letter = char::from(b'A' + u8::try_from(i).unwrap_or(0));
        let line: String = row.iter().collect();
        let _ = writeln!(t, "{letter}  {}", line.trim_end());
    }
    let colours: Vec<String> = position
        .seats()
        .iter()
        .map(|s| {
            t!(
                "print-board-key-colour",
                letter = crate::card::mark_letter(&s.colour).to_string(),
                colour = crate::words::colour_name(&s.colour)
            )
        })
        .collect();
    let _ = writeln!(
        t,
        "{}",
        t!(
            "dispute-text-key",
            colours = colours.join(&crate::words::list_separator())
        )
    );
    t
}

#[cfg(test)]
mod tests;
