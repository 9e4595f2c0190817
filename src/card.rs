//! The agreement card: who plays, which rules they agreed, and who confirmed.
//!
//! The seven clauses are rendered from the rule set in our own words, so the
//! card a family prints always says exactly what the engine enforces.

use crate::lang::t;
use crate::rules::{Camp, Clause, Position, RuleSet, Seat, SetupError};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::path::Path;

mod agreed;
mod clauses;
mod date;
mod entries;
mod fingerprint;
mod problems;
mod strict_rules;
pub(crate) mod text;

pub use agreed::FromDispute;
pub(crate) use clauses::{HINTS_CLAUSE, clauses, is_wording};
#[cfg(feature = "test-support")]
pub use clauses::{value_words, words_table_markdown};
pub use date::{CardDate, DateError};
pub(crate) use fingerprint::{FingerprintFormError, parse_fingerprint};
pub use fingerprint::{Seal, short_fingerprint};
pub use problems::{CardError, CardProblem, PrintedForm, ShapeProblem};

/// The largest card file Hopcard reads (a real card is a few KiB).
pub(crate) const MAX_CARD_BYTES: u64 = 1024 * 1024;
/// Deepest nesting accepted while parsing a card (a real card nests 4 deep).
const RECURSION_LIMIT: usize = 32;
/// Player counts the board has start camps for (rules.md, clause 1).
pub(crate) const PLAYER_COUNTS: [usize; 4] = [2, 3, 4, 6];

/// A player named on the card.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Signatory {
    pub name: String,
    pub colour: String,
}

/// One player's confirmation of the card.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Confirmation {
    /// Name or initials as the player typed them.
    pub by: String,
    /// When, as a UTC stamp ("2025-03-14 19:30 UTC"; shown in local time).
    pub at: String,
}

/// The agreement card of a game.
///
/// Unknown fields are refused when a card is read, so that no edit of a card
/// file can slip past the fingerprint as an ignored field.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// The card's version: 1, then one more for every agreed change.
    pub version: u32,
    pub players: Vec<Signatory>,
    /// Index of the player who moves first.
    pub first: usize,
    pub date: CardDate,
    pub rulebook: String,
    #[serde(with = "strict_rules")]
    pub rules: RuleSet,
    /// With three or more players, whether the players chose the other-camp
    /// option themselves (there is no silent default for 3+ players).
    #[serde(default)]
    pub other_camps_chosen: bool,
    /// Agreed changes in the players' own words (beyond the rule options).
    pub free_changes: String,
    /// The earlier version this card replaces, when it records a rule change.
    #[serde(default)]
    pub supersedes: Option<Supersedes>,
    /// When this version takes effect, in words (a rule change: a new game).
    #[serde(default)]
    pub effective_from: String,
    /// The players switched hints ("Suggest a move") off for their games.
    #[serde(default)]
    pub no_hints: bool,
    /// Changes agreed in a dispute of the game before, which this version
    /// carries (left out of the file when there are none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub from_disputes: Vec<FromDispute>,
    /// One slot per player.
    pub confirmations: Vec<Option<Confirmation>>,
    /// The language the card was agreed in, as a tag ("de"), which it
    /// prints in; `None`: English (every card before languages). Outside
    /// the fingerprint, which covers what was agreed, never its wording.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// SHA-256 of the canonical RON of every other field, as 64 lowercase hex
    /// digits; `None` until it is taken (see [`Card::canonical_ron`]).
    #[serde(default)]
    pub fingerprint: Option<String>,
}

/// The earlier card version that a changed card replaces.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Supersedes {
    pub version: u32,
    /// The earlier card's fingerprint.
    pub fingerprint: String,
    /// The earlier rules, so the card can say what changed.
    #[serde(with = "strict_rules")]
    pub rules: RuleSet,
    pub free_changes: String,
}

/// The canonical form that the fingerprint covers: every field of [`Card`]
/// except the fingerprint, in the same order.
#[derive(Serialize)]
struct Canonical<'a> {
    version: u32,
    players: &'a [Signatory],
    first: usize,
    date: CardDate,
    rulebook: &'a str,
    #[serde(with = "strict_rules")]
    rules: RuleSet,
    other_camps_chosen: bool,
    free_changes: &'a str,
    supersedes: &'a Option<Supersedes>,
    effective_from: &'a str,
    // Left out while false, so cards from before the option keep their
    // fingerprints.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    no_hints: bool,
    // Likewise left out while empty.
    #[serde(skip_serializing_if = "<[FromDispute]>::is_empty")]
    from_disputes: &'a [FromDispute],
    confirmations: &'a [Option<Confirmation>],
}

/// The letter that marks a colour's pieces where colour alone cannot tell
/// them apart (the board's letter marks, the text and PDF diagrams): one
/// letter per offered colour, none shared (black is K, as blue is B).
#[must_use]
pub(crate) fn mark_letter(colour: &str) -> char {
    crate::colour::letter(colour)
}

/// Colours offered in the setup dialog, in order (the colour table's).
pub const COLOURS: [&str; 8] = crate::colour::NAMES;

impl Default for Card {
    fn default() -> Card {
        Card::new(vec![
            Signatory {
                name: String::new(),
                colour: "red".into(),
            },
            Signatory {
                name: String::new(),
                colour: "blue".into(),
            },
        ])
    }
}

impl Card {
    #[must_use]
    pub fn new(players: Vec<Signatory>) -> Card {
        let n = players.len();
        Card {
            version: 1,
            players,
            first: 0,
            date: CardDate::today(),
            rulebook: String::new(),
            rules: RuleSet::default(),
            other_camps_chosen: false,
            free_changes: String::new(),
            supersedes: None,
            effective_from: String::new(),
            no_hints: false,
            from_disputes: Vec::new(),
            confirmations: vec![None; n],
            language: None,
            fingerprint: None,
        }
    }

    /// The language the card was agreed in (English when it names none, or
    /// one this build does not speak).
    #[must_use]
    pub fn agreed_language(&self) -> crate::lang::Lang {
        self.language
            .as_deref()
            .and_then(|tag| tag.parse().ok())
            .unwrap_or_default()
    }

    /// Record `lang` as the language the card is agreed in (English is
    /// left unwritten, so English cards stay as they always were).
    pub fn agree_in(&mut self, lang: crate::lang::Lang) {
        self.language = (lang != crate::lang::Lang::En).then(|| lang.tag().to_string());
    }

    /// Seat `n` players: new players get the first free colours; every
    /// confirmation is withdrawn, and with 3+ players the other-camp option
    /// must be chosen again.
    pub fn set_player_count(&mut self, n: usize) {
        let n = n.clamp(2, 6);
        if n == self.players.len() {
            return;
        }
        self.players.truncate(n);
        while self.players.len() < n {
            let colour = COLOURS
                .iter()
                .find(|c| !self.players.iter().any(|p| p.colour == **c))
                .unwrap_or(&"white");
            self.players.push(Signatory {
                name: String::new(),
                colour: (*colour).to_string(),
            });
        }
        self.first = self.first.min(n - 1);
        self.other_camps_chosen = false;
        self.clear_confirmations();
    }

    /// Whether the other-camp option still has to be chosen (3+ players).
    #[must_use]
    pub fn other_camps_open(&self) -> bool {
        self.players.len() >= 3 && !self.other_camps_chosen
    }

    /// The canonical RON that the fingerprint covers: `ron::to_string` (ron
    /// 0.12 defaults: no whitespace, no struct names) of every field except
    /// `fingerprint`, in declaration order: version, players (name, colour),
    /// first, date (year, month, day), rulebook, rules (movement, dest_lock,
    /// completion, other_camps, unused), other_camps_chosen, free_changes,
    /// supersedes (version, fingerprint, rules, free_changes), effective_from,
    /// no_hints (only when true), from_disputes (only when any), confirmations
    /// (by, at). Fields added later are left out at their empty values, so a
    /// card written before them keeps its fingerprint.
    #[must_use]
    pub fn canonical_ron(&self) -> String {
        let body = Canonical {
            version: self.version,
            players: &self.players,
            first: self.first,
            date: self.date,
            rulebook: &self.rulebook,
            rules: self.rules,
            other_camps_chosen: self.other_camps_chosen,
            free_changes: &self.free_changes,
            supersedes: &self.supersedes,
            effective_from: &self.effective_from,
            no_hints: self.no_hints,
            from_disputes: &self.from_disputes,
            confirmations: &self.confirmations,
        };
        // Plain strings, numbers and enums always serialize; an empty string
        // would only change the fingerprint, never match a forged one.
        ron::to_string(&body).unwrap_or_default()
    }

    /// The SHA-256 of the canonical RON, as 64 lowercase hex digits.
    #[must_use]
    pub fn computed_fingerprint(&self) -> String {
        let digest = Sha256::digest(self.canonical_ron().as_bytes());
        digest.iter().fold(String::with_capacity(64), |mut out, b| {
            use std::fmt::Write;
            let _ = write!(out, "{b:02x}");
            out
        })
    }

    /// Take the fingerprint: store the fingerprint of everything else on it.
    ///
    /// ```
    /// use hopcard::{Card, Seal, Signatory};
    ///
    /// let seat = |name: &str, colour: &str| Signatory {
    ///     name: name.into(),
    ///     colour: colour.into(),
    /// };
    /// let mut card = Card::new(vec![seat("Ann", "red"), seat("Ben", "blue")]);
    /// assert_eq!(card.seal(), Seal::NoFingerprint);
    /// card.fix_fingerprint();
    /// assert_eq!(card.seal(), Seal::Matches);
    /// let on_paper = card.short_fingerprint();
    /// // Any change afterwards shows: the card no longer matches its
    /// // fingerprint, nor the one written down.
    /// card.rulebook = "the box lid".into();
    /// assert_eq!(card.seal(), Seal::Changed);
    /// assert!(!card.has_fingerprint(&on_paper));
    /// ```
    pub fn fix_fingerprint(&mut self) {
        self.fingerprint = Some(self.computed_fingerprint());
    }

    /// A copy with its fingerprint taken (when the game starts, or `card new`).
    #[must_use]
    pub fn with_fingerprint(&self) -> Card {
        let mut card = self.clone();
        card.fix_fingerprint();
        card
    }

    /// Whether the card carries a fingerprint and it matches the card.
    #[must_use]
    pub fn fingerprint_matches(&self) -> bool {
        self.seal() == Seal::Matches
    }

    /// No fingerprint yet, fingerprint matches, or changed since it was taken.
    #[must_use]
    pub fn seal(&self) -> Seal {
        match &self.fingerprint {
            None => Seal::NoFingerprint,
            Some(f) if *f == self.computed_fingerprint() => Seal::Matches,
            Some(_) => Seal::Changed,
        }
    }

    /// The short fingerprint of the card as it is now ("1A2B-3C4D-5E6F-7081"):
    /// the one to compare with the copy on paper.
    #[must_use]
    pub fn short_fingerprint(&self) -> String {
        short_fingerprint(&self.computed_fingerprint())
    }

    /// Whether this card is the one whose fingerprint `expected` (short or
    /// full, from the card's `fingerprint` field) was written down.
    #[must_use]
    pub fn has_fingerprint(&self, expected: &str) -> bool {
        !expected.is_empty() && self.computed_fingerprint().starts_with(expected)
    }

    /// The players who have not confirmed the card, as "Ann (red)".
    #[must_use]
    pub fn unconfirmed(&self) -> Vec<String> {
        (0..self.players.len())
            .filter(|&i| self.confirmations.get(i).is_none_or(Option::is_none))
            .map(|i| {
                let colour = self.players.get(i).map_or("", |p| p.colour.as_str());
                t!(
                    "card-player-label",
                    name = self.display_name(i),
                    colour = crate::words::colour_name(colour)
                )
            })
            .collect()
    }

    /// The same card for another game: every player confirms again.
    #[must_use]
    pub fn for_new_game(&self) -> Card {
        let mut card = self.clone();
        card.clear_confirmations();
        card.fingerprint = None;
        card
    }

    /// "Propose a change": the next version of this card, dated `date`,
    /// recording what it replaces and that it takes effect with a new game.
    /// It starts unconfirmed and unsigned; this card is left as it is.
    #[must_use]
    pub fn propose_change(&self, date: CardDate) -> Card {
        let mut next = self.clone();
        next.version = self.version.saturating_add(1);
        next.date = date;
        next.supersedes = Some(Supersedes {
            version: self.version,
            fingerprint: self
                .fingerprint
                .clone()
                .unwrap_or_else(|| self.computed_fingerprint()),
            rules: self.rules,
            free_changes: self.free_changes.clone(),
        });
        // Kept in English: the card file holds it, and its fingerprint
        // covers it (`effective_from_text` words it for the reader).
        next.effective_from = effective_new_game(self.version);
        // What the version before carried from its disputes stays on it.
        next.from_disputes.clear();
        next.clear_confirmations();
        next.fingerprint = None;
        next
    }

    /// Serialize as pretty RON, the form of a card file (re-importable).
    #[must_use]
    pub fn to_ron(&self) -> String {
        // "\n" on every system, as a game file (src/storage.rs).
        let config = ron::ser::PrettyConfig::new()
            .new_line("\n")
            .struct_names(false);
        let mut text = ron::ser::to_string_pretty(self, config).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Parse a card from RON and check that its parts fit together. The
    /// fingerprint is not judged here (see [`Card::seal`]).
    ///
    /// # Errors
    /// [`CardError::Syntax`] for text that is no card in RON,
    /// [`CardError::Invalid`] for one whose parts do not fit together.
    pub fn from_ron(text: &str) -> Result<Card, CardError> {
        let start = text.trim_start();
        // A printed card in any language (a German card read on an English
        // screen too) is named as one, not as text that is no RON.
        let printed = std::iter::once(text::TITLE.to_string()).chain(
            crate::lang::Lang::ALL
                .into_iter()
                .map(|l| crate::lang::text_in(l, "card-text-title", None)),
        );
        if printed.into_iter().any(|title| start.starts_with(&title)) {
            return Err(CardError::Printed(PrintedForm::Text));
        }
        let card: Card = ron::Options::default()
            .with_recursion_limit(RECURSION_LIMIT)
            .from_str(text)
            .map_err(|e| CardError::Syntax(crate::quote::ron_problem(&e)))?;
        card.check_shape().map_err(CardError::Invalid)?;
        Ok(card)
    }

    /// Read a card for a new game: parse it, judge the fingerprint, and when
    /// it does not match (or is missing) withdraw every confirmation, so that
    /// the players must confirm the card again.
    ///
    /// # Errors
    /// [`CardError`] as for [`Card::from_ron`].
    pub fn import(text: &str) -> Result<(Card, Seal), CardError> {
        let mut card = Card::from_ron(text)?;
        let seal = card.seal();
        if seal != Seal::Matches {
            card.clear_confirmations();
        }
        Ok((card, seal))
    }

    /// Read a card file (at most `MAX_CARD_BYTES`, 8 KiB) without changing it.
    ///
    /// # Errors
    /// [`CardError`]: the file cannot be read, is too large, is not text,
    /// or is no usable card.
    pub fn read_file(path: &Path) -> Result<Card, CardError> {
        Card::from_ron(&read_text(path)?)
    }

    /// Read a card file for a new game, as [`Card::import`] does.
    ///
    /// # Errors
    /// [`CardError`] as for [`Card::read_file`].
    pub fn import_file(path: &Path) -> Result<(Card, Seal), CardError> {
        Card::import(&read_text(path)?)
    }

    /// Structural checks that any card must pass.
    fn check_shape(&self) -> Result<(), ShapeProblem> {
        let n = self.players.len();
        if !(2..=6).contains(&n) {
            return Err(ShapeProblem::PlayerCount(n));
        }
        if self.confirmations.len() != n {
            return Err(ShapeProblem::ConfirmationSlots {
                players: n,
                slots: self.confirmations.len(),
            });
        }
        if self.first >= n {
            return Err(ShapeProblem::First {
                first: self.first,
                players: n,
            });
        }
        if self.version == 0 {
            return Err(ShapeProblem::VersionZero);
        }
        let d = self.date;
        if !(1..=12).contains(&d.month)
            || d.day < 1
            || d.day > CardDate::days_in_month(d.year, d.month)
        {
            return Err(ShapeProblem::NoSuchDate(d));
        }
        if let Some(prev) = &self.supersedes
            && prev.version >= self.version
        {
            return Err(ShapeProblem::Supersedes {
                version: self.version,
                previous: prev.version,
            });
        }
        self.check_entries().map_err(ShapeProblem::Entry)
    }

    /// A player's name, or "Player N" while it is blank.
    #[must_use]
    pub fn display_name(&self, i: usize) -> String {
        match self.players.get(i) {
            Some(p) if !p.name.trim().is_empty() => p.name.trim().to_string(),
            _ => t!("card-player-unnamed", number = i + 1),
        }
    }

    /// Withdraw every confirmation (the choices changed after they were given).
    pub fn clear_confirmations(&mut self) {
        self.confirmations = vec![None; self.players.len()];
    }

    /// Whether every player has confirmed.
    #[must_use]
    pub fn fully_confirmed(&self) -> bool {
        self.confirmations.len() == self.players.len()
            && self.confirmations.iter().all(Option::is_some)
    }

    /// Start camps in seat order for this many players (spec, clause 1).
    #[must_use]
    pub fn camps(n: usize) -> Vec<Camp> {
        crate::rules::position::start_camps(n)
            .unwrap_or(&[Camp::Bottom, Camp::Top])
            .to_vec()
    }

    /// Everything that stops the card from starting a game, first problem first.
    ///
    /// # Errors
    /// The first [`CardProblem`]: a missing name, a colour used twice, a
    /// choice not made, a player who has not confirmed.
    pub fn ready(&self) -> Result<Position, CardProblem> {
        for (i, p) in self.players.iter().enumerate() {
            if p.name.trim().is_empty() {
                return Err(CardProblem::MissingName(i));
            }
            if self.players[..i].iter().any(|q| q.colour == p.colour) {
                return Err(CardProblem::SameColour(p.colour.clone()));
            }
        }
        self.check_entries()?;
        self.check_lengths()?;
        if !PLAYER_COUNTS.contains(&self.players.len()) {
            return Err(CardProblem::PlayerCount(self.players.len()));
        }
        if self.other_camps_open() {
            return Err(CardProblem::OtherCampsNotChosen);
        }
        if let Some(i) =
            (0..self.players.len()).find(|&i| self.confirmations.get(i).is_none_or(Option::is_none))
        {
            return Err(CardProblem::NotConfirmed(self.display_name(i)));
        }
        self.start_position().map_err(CardProblem::Position)
    }

    /// The start position: ten pieces per player in its start camp.
    ///
    /// # Errors
    /// [`SetupError`] for a card whose seats no table has.
    pub fn start_position(&self) -> Result<Position, SetupError> {
        let camps = Card::camps(self.players.len());
        let seats: Vec<Seat> = self
            .players
            .iter()
            .zip(&camps)
            .map(|(p, &camp)| Seat {
                colour: p.colour.clone(),
                camp,
            })
            .collect();
        let pieces: Vec<u128> = camps.iter().map(|c| c.holes()).collect();
        Position::from_parts(
            seats,
            &pieces,
            self.first.min(self.players.len().saturating_sub(1)),
            0,
        )
    }

    /// The seven clauses as printed on the card, rendered from the card
    /// (the one source of their words: screen, text, PDF and disputes).
    #[must_use]
    pub fn clauses(&self) -> Vec<(Clause, String)> {
        clauses(self)
    }

    /// The printed words of one clause.
    #[must_use]
    pub fn clause_text(&self, clause: Clause) -> String {
        self.clauses()
            .into_iter()
            .find(|(c, _)| *c == clause)
            .map(|(_, t)| t)
            .unwrap_or_default()
    }
}

/// What "takes effect from" says of a version proposed after `version`
/// (as the card file keeps it: English).
fn effective_new_game(version: u32) -> String {
    format!("a new game (a game already under version {version} keeps its rules)")
}

impl Card {
    /// "Takes effect from" in the reader's words: the sentence Hopcard
    /// wrote when the change was proposed is worded again; the players' own
    /// words stay as they are.
    #[must_use]
    pub fn effective_from_text(&self) -> String {
        let text = self.effective_from.trim();
        match &self.supersedes {
            Some(prev) if text == effective_new_game(prev.version) => {
                t!("card-effective-new-game", version = prev.version)
            }
            _ => text.to_string(),
        }
    }
}

/// Read a whole text file of at most [`MAX_CARD_BYTES`] (regular files only).
fn read_text(path: &Path) -> Result<String, CardError> {
    let bytes = crate::fsio::read_capped(path, MAX_CARD_BYTES).map_err(|e| match e {
        crate::fsio::ReadError::TooLarge { bytes, .. } => CardError::TooLarge(bytes),
        other => CardError::Read(other),
    })?;
    if bytes.starts_with(b"%PDF-") {
        return Err(CardError::Printed(PrintedForm::Pdf));
    }
    String::from_utf8(bytes).map_err(|_| CardError::NotText)
}

#[cfg(test)]
mod tests;
