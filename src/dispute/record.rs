//! Records that cannot lie: a dispute read from a file is believed only if
//! everything the engine can derive again comes out the same (the verdict,
//! the piece, the names, the clause's wording), and the parts only people
//! wrote (the time, the statements, the resolution) still match the record
//! fingerprint Hopcard stored beside them.
//!
//! The record fingerprint, like the card's, shows whether a record was
//! changed after Hopcard wrote it; it is not a signature (anyone can compute
//! it), so it catches an edit by hand, not a determined forger.

use super::{Dispute, Piece};
use crate::card::{Card, Signatory, is_wording};
use crate::lang::{Lang, speaking, t};
use crate::rules::Proposal;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// Fingerprints of a record's parts, so a changed part can be named.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordSeal {
    /// Number, raiser, turn, move number, route, clause, position, rules.
    pub record: String,
    pub time: String,
    pub statements: String,
    pub resolution: String,
}

/// What a loaded dispute record gets wrong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordProblem {
    /// A player index that is not a seat of the game.
    NoSuchSeat(usize),
    /// A field the engine derives again, recorded differently.
    Differs { recorded: String, derived: String },
    /// A part that no longer matches the record fingerprint.
    Changed,
    /// A time that is not a Hopcard stamp ("2025-03-14 19:30 UTC").
    NotAStamp(String),
    /// A record fingerprint missing where the file's format always has one.
    Missing,
    /// Numbered `number`, but it is record `place` of the log or game.
    OutOfSequence { place: usize },
    /// Still open, but a later dispute was raised.
    OpenBeforeLast,
    /// Without the game it was raised in, after a record that has it.
    GameMissing,
    /// Raised, it says, in a game that is not this one (as it stood then).
    OtherGame,
    /// A position the game never stood at before move `move_number`.
    NotInGame,
    /// Typed text that cannot be printed safely.
    Entry(crate::entry::EntryProblem),
}

/// A dispute record refused on reading: which dispute, which field, why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError {
    pub number: usize,
    pub field: &'static str,
    pub problem: RecordProblem,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::quote::Quoted;
        let problem = match &self.problem {
            RecordProblem::NoSuchSeat(p) => t!("dispute-record-no-such-seat", seat = *p),
            RecordProblem::Differs { recorded, derived } => t!(
                "dispute-record-differs",
                recorded = Quoted(recorded).to_string(),
                derived = Quoted(derived).to_string()
            ),
            RecordProblem::Changed => t!("dispute-record-changed"),
            RecordProblem::NotAStamp(text) => {
                t!(
                    "dispute-record-not-a-stamp",
                    text = Quoted(text).to_string()
                )
            }
            RecordProblem::Missing => t!("dispute-record-missing"),
            RecordProblem::OutOfSequence { place } => t!(
                "dispute-record-out-of-sequence",
                place = *place,
                number = self.number
            ),
            RecordProblem::OpenBeforeLast => t!("dispute-record-open-before-last"),
            RecordProblem::GameMissing => t!("dispute-record-game-missing"),
            RecordProblem::OtherGame => t!("dispute-record-other-game"),
            RecordProblem::NotInGame => t!("dispute-record-not-in-game"),
            RecordProblem::Entry(e) => t!("dispute-error-entry", problem = e.to_string()),
        };
        // The parts the record fingerprint covers together are named in
        // words; every other field as the file spells it.
        let field = if self.field == SEALED_RECORD {
            t!("dispute-record-field-record")
        } else {
            self.field.to_string()
        };
        f.write_str(&t!(
            "dispute-record-error",
            number = self.number,
            field = field,
            problem = problem
        ))
    }
}

impl std::error::Error for RecordError {}

/// The field a changed record part is reported under (its English words).
const SEALED_RECORD: &str = "route, position, players or game";

/// The whole SHA-256, in hex, of `seed` (a previous link or any text)
/// followed by a part's RON: one link of a chain.
fn link<T: Serialize + ?Sized>(seed: &str, part: &T) -> String {
    let text = ron::to_string(part).unwrap_or_default();
    let mut hash = Sha256::new();
    hash.update(seed.as_bytes());
    hash.update(b"\n");
    hash.update(text.as_bytes());
    hash.finalize()
        .iter()
        .fold(String::with_capacity(64), |mut out, b| {
            use std::fmt::Write;
            let _ = write!(out, "{b:02x}");
            out
        })
}

/// The fingerprint of a whole record: `start` (what the record is about),
/// then every part in order, each link covering the one before, so that
/// removing, adding, changing or reordering any part changes the result.
/// 64 hex digits; the paper shows the first 16.
#[must_use]
pub(super) fn chain_fingerprint<S: Serialize + ?Sized>(start: &S, parts: &[String]) -> String {
    let mut chain = Chain::new(start);
    for part in parts {
        chain.push(part);
    }
    chain.0
}

/// [`chain_fingerprint`] built one part at a time, so that the record as
/// it stood after each part can be read on the way (a loader checks what
/// a dispute says the game was when it was raised).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Chain(String);

impl Chain {
    /// The chain of `start` with no part yet.
    #[must_use]
    pub fn new<S: Serialize + ?Sized>(start: &S) -> Chain {
        Chain(link("hopcard record", start))
    }

    /// Add the next part.
    pub fn push(&mut self, part: &str) {
        self.0 = link(&self.0, part);
    }

    /// The fingerprint so far, 64 hex digits.
    #[must_use]
    pub fn value(&self) -> &str {
        &self.0
    }
}

/// The record fingerprint each dispute's sheet prints, in log order
/// (`None` for a record without a record fingerprint). A record that knows
/// the game it was raised in (`raised_in`, written from log format 4 and
/// game-file format 3 on) prints the chain of every record of the log up
/// to and including it, which covers that game as well: a record cut,
/// doubled, reordered or moved to another game changes it. An older
/// record prints the fingerprint of its own lines, as it did when it was
/// written, so its paper still matches.
#[must_use]
pub fn sheet_fingerprints(disputes: &[Dispute]) -> Vec<Option<String>> {
    let mut chain = Chain::new(LOG_CHAIN);
    disputes
        .iter()
        .map(|d| {
            let own = d.printed_fingerprint();
            chain.push(&own);
            d.seal.as_ref()?;
            Some(if d.raised_in.is_empty() {
                own
            } else {
                chain.value().to_string()
            })
        })
        .collect()
}

/// The start of the chain of a log's records (its `record`, and the sheets).
pub(super) const LOG_CHAIN: &str = "dispute log";

/// The first 16 hex digits of the SHA-256 of a part's RON.
fn digest<T: Serialize + ?Sized>(part: &T) -> String {
    let text = ron::to_string(part).unwrap_or_default();
    Sha256::digest(text.as_bytes())
        .iter()
        .take(8)
        .fold(String::with_capacity(16), |mut out, b| {
            use std::fmt::Write;
            let _ = write!(out, "{b:02x}");
            out
        })
}

impl Dispute {
    /// The record fingerprint of this record as it is now.
    #[must_use]
    pub fn compute_seal(&self) -> RecordSeal {
        let record = (
            self.number,
            self.raised_by,
            self.turn,
            self.move_number,
            &self.route,
            self.clause,
            &self.position,
            &self.rules,
        );
        // A record from before `raised_in` keeps its old fingerprint.
        let record = if self.raised_in.is_empty() {
            digest(&record)
        } else {
            digest(&(record, &self.raised_in))
        };
        RecordSeal {
            record,
            time: digest(&self.time),
            statements: digest(&self.statements),
            resolution: digest(&self.resolution),
        }
    }

    /// The fingerprint of everything this record holds (every field but
    /// the stored seal), 64 hex digits: the link of this record in the
    /// chains of its log and its game, and what "Record fingerprint" on
    /// paper shows the first 16 of for a record without `raised_in` (see
    /// `sheet_fingerprints`), so that no printed part can be changed
    /// without the paper showing it.
    #[must_use]
    pub fn printed_fingerprint(&self) -> String {
        let mut bare = self.clone();
        bare.seal = None;
        link("hopcard dispute", &bare)
    }

    /// Store the record fingerprint (after every change Hopcard makes).
    pub(super) fn reseal(&mut self) {
        self.seal = Some(self.compute_seal());
    }

    /// Check a record read from a file; see the module documentation.
    ///
    /// # Errors
    /// [`RecordError`] naming the first field that is wrong.
    pub fn check_record(&self) -> Result<(), RecordError> {
        self.check_record_sealed(false)
    }

    /// [`Dispute::check_record`], and when `sealed` (a file format that
    /// always writes record fingerprints) a record without one is refused:
    /// removing the `seal` line unlocks nothing.
    ///
    /// # Errors
    /// [`RecordError`] naming the first field that is wrong.
    pub fn check_record_sealed(&self, sealed: bool) -> Result<(), RecordError> {
        if sealed && self.seal.is_none() {
            return Err(RecordError {
                number: self.number,
                field: "seal",
                problem: RecordProblem::Missing,
            });
        }
        let wrong = |field, problem| RecordError {
            number: self.number,
            field,
            problem,
        };
        self.check_seats().map_err(|(f, p)| wrong(f, p))?;
        self.check_derived().map_err(|(f, p)| wrong(f, p))?;
        self.check_typed().map_err(|(f, p)| wrong(f, p))?;
        self.check_seal()
            .map_err(|f| wrong(f, RecordProblem::Changed))
    }

    fn check_seats(&self) -> Result<(), (&'static str, RecordProblem)> {
        let seats = self.position.seats().len();
        if self.raised_by >= seats {
            return Err(("raised_by", RecordProblem::NoSuchSeat(self.raised_by)));
        }
        if self.turn != self.position.turn() {
            return Err((
                "turn",
                differs(self.turn.to_string(), self.position.turn().to_string()),
            ));
        }
        if self.statements.len() != seats {
            return Err((
                "statements",
                differs(
                    t!("dispute-record-statements", count = self.statements.len()),
                    t!("dispute-record-players", count = seats),
                ),
            ));
        }
        if let Some((i, s)) = self
            .statements
            .iter()
            .enumerate()
            .find(|(i, s)| s.player != *i)
        {
            return Err(("statements", differs(s.player.to_string(), i.to_string())));
        }
        let name = |p: usize| {
            self.statements
                .get(p)
                .map(|s| s.name.clone())
                .unwrap_or_default()
        };
        if self.raised_by_name != name(self.raised_by) {
            return Err((
                "raised_by_name",
                differs(self.raised_by_name.clone(), name(self.raised_by)),
            ));
        }
        if self.turn_name != name(self.turn) {
            return Err((
                "turn_name",
                differs(self.turn_name.clone(), name(self.turn)),
            ));
        }
        Ok(())
    }

    /// The engine's verdict in place of the one read from a file, once
    /// [`Dispute::check_record`] found they word the same: a record read back
    /// holds the typed reason again (its file and fingerprint are unchanged,
    /// as a reason is written as its words).
    pub(crate) fn rederive_verdict(&mut self) {
        self.verdict = self
            .position
            .check(&self.rules, &Proposal::Route(self.route.clone()));
    }

    fn check_derived(&self) -> Result<(), (&'static str, RecordProblem)> {
        // A record holds English words (its verdict, piece and clause):
        // the engine's are compared in English.
        speaking(Lang::En, || self.check_derived_en())
    }

    fn check_derived_en(&self) -> Result<(), (&'static str, RecordProblem)> {
        let verdict = self
            .position
            .check(&self.rules, &Proposal::Route(self.route.clone()));
        // A record read from a file holds its reason's words: compare words.
        if verdict.to_string() != self.verdict.to_string() {
            return Err((
                "verdict",
                differs(self.verdict.to_string(), verdict.to_string()),
            ));
        }
        let piece = self
            .route
            .0
            .first()
            .map(|&hole| Piece::on(&self.position, hole));
        if piece != self.piece {
            let show = |p: &Option<Piece>| p.as_ref().map_or("none".into(), ToString::to_string);
            return Err(("piece", differs(show(&self.piece), show(&piece))));
        }
        let players: Vec<Signatory> = self
            .position
            .seats()
            .iter()
            .map(|s| Signatory {
                name: String::new(),
                colour: s.colour.clone(),
            })
            .collect();
        if !is_wording(self.clause, &self.rules, &players, &self.clause_text) {
            let mut card = Card::new(players);
            card.rules = self.rules;
            card.other_camps_chosen = true;
            let wording = card.clause_text(self.clause);
            return Err(("clause_text", differs(self.clause_text.clone(), wording)));
        }
        Ok(())
    }

    fn check_typed(&self) -> Result<(), (&'static str, RecordProblem)> {
        let stamp = |field, t: &str| match crate::clock::parse_stamp(t) {
            Some(_) => Ok(()),
            None => Err((field, RecordProblem::NotAStamp(t.to_string()))),
        };
        stamp("time", &self.time)?;
        if let Some(r) = &self.resolution {
            stamp("resolution", &r.time)?;
            crate::entry::check_line(&r.effect)
                .map_err(|e| ("resolution", RecordProblem::Entry(e)))?;
            if let super::Resolution::AgreeChangeForNewGame { change, .. } = &r.resolution {
                crate::entry::check_text(change)
                    .map_err(|e| ("resolution", RecordProblem::Entry(e)))?;
            }
        }
        for s in &self.statements {
            crate::entry::check_line(&s.name)
                .and_then(|()| crate::entry::check_text(&s.text))
                .map_err(|e| ("statements", RecordProblem::Entry(e)))?;
        }
        Ok(())
    }

    /// The first sealed part that changed; a record written before record
    /// fingerprints existed has none to compare.
    fn check_seal(&self) -> Result<(), &'static str> {
        let Some(stored) = &self.seal else {
            return Ok(());
        };
        let now = self.compute_seal();
        for (field, a, b) in [
            ("time", &stored.time, &now.time),
            ("statements", &stored.statements, &now.statements),
            ("resolution", &stored.resolution, &now.resolution),
            (SEALED_RECORD, &stored.record, &now.record),
        ] {
            if a != b {
                return Err(field);
            }
        }
        Ok(())
    }
}

/// Check the order of a log's or a game's records: numbered 1, 2, 3… in
/// order, only the last one open, and once a record names the game it was
/// raised in, every later one does too.
///
/// # Errors
/// [`RecordError`] naming the first record out of place and its field.
pub(crate) fn check_sequence(disputes: &[Dispute]) -> Result<(), RecordError> {
    let count = disputes.len();
    let mut named_game = false;
    for (i, d) in disputes.iter().enumerate() {
        let wrong = |field, problem| {
            Err(RecordError {
                number: d.number,
                field,
                problem,
            })
        };
        if d.number != i + 1 {
            return wrong("number", RecordProblem::OutOfSequence { place: i + 1 });
        }
        if d.is_open() && i + 1 != count {
            return wrong("resolution", RecordProblem::OpenBeforeLast);
        }
        if named_game && d.raised_in.is_empty() {
            return wrong("raised_in", RecordProblem::GameMissing);
        }
        named_game |= !d.raised_in.is_empty();
    }
    Ok(())
}

fn differs(recorded: String, derived: String) -> RecordProblem {
    RecordProblem::Differs { recorded, derived }
}
