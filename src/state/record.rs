//! The game's whole record as one fingerprint, and the checks of the
//! fields a game file carries beside its history (who the computer plays,
//! the hints).

use super::{Event, GameState};
use crate::dispute::{Chain, Dispute};
use crate::lang::t;

/// The record fingerprint's chain: the card, the start, the seats and
/// `hints`, then `history` and `disputes` in order.
fn record_chain(
    game: &GameState,
    hints: &[usize],
    history: &[Event],
    disputes: &[Dispute],
) -> String {
    let mut chain = Chain::new(&(&game.card, &game.start, &game.computer, hints));
    for e in history {
        chain.push(&ron::to_string(e).unwrap_or_default());
    }
    for d in disputes {
        chain.push(&d.printed_fingerprint());
    }
    chain.value().to_string()
}

impl GameState {
    /// The fingerprint of the game's whole record so far, 64 hex digits
    /// (the paper shows the first 16): the card, the start, who the
    /// computer plays and the hints, then every move and take-back and
    /// every dispute as printed, chained in order, so that removing,
    /// changing or reordering any of them changes it.
    #[must_use]
    pub fn record_fingerprint(&self) -> String {
        record_chain(self, &self.hints, &self.history, &self.disputes)
    }

    /// What a dispute raised now records as the game it was raised in
    /// ([`Dispute::raised_in`]): the record fingerprint as it stands, with
    /// the hint notes left out. A file can show again everything else the
    /// game was at that moment (the moves and take-backs up to it, the
    /// disputes before it), so a loader can check it; a take-back forgets
    /// the hints noted for the moves it undoes, so those could not be.
    /// Without hints it is the record fingerprint itself.
    #[must_use]
    pub fn fingerprint_for_dispute(&self) -> String {
        record_chain(self, &[], &self.history, &self.disputes)
    }

    /// The start of the chain of [`GameState::fingerprint_for_dispute`]
    /// before any event: a loader adds the events and earlier disputes of
    /// each dispute's moment itself.
    #[must_use]
    pub fn dispute_chain_start(&self) -> crate::dispute::Chain {
        crate::dispute::Chain::new(&(&self.card, &self.start, &self.computer, &[] as &[usize]))
    }

    /// The record fingerprint as printed: "XXXX-XXXX-XXXX-XXXX".
    #[must_use]
    pub fn short_record_fingerprint(&self) -> String {
        crate::card::short_fingerprint(&self.record_fingerprint())
    }

    /// Check the seats and hints read from a file: one computer entry per
    /// seat (or none), a computer only on a seat confirmed as played by the
    /// computer at that level, and hints noted at most once per move, in
    /// order, never after the move to come.
    ///
    /// # Errors
    /// The field at fault and what is wrong with it.
    pub fn check_seats_and_hints(&self) -> Result<(), (&'static str, String)> {
        let seats = self.card.players.len();
        if !self.computer.is_empty() && self.computer.len() != seats {
            return Err((
                "computer",
                t!(
                    "game-file-computer-entries",
                    entries = self.computer.len(),
                    seats = seats
                ),
            ));
        }
        for (seat, level) in self.computer.iter().enumerate() {
            let Some(level) = level else { continue };
            let by = self.card.confirmations.get(seat).and_then(|c| c.as_ref());
            if by.map(|c| c.by.as_str()) != Some(format!("computer ({level})").as_str()) {
                return Err((
                    "computer",
                    t!(
                        "game-file-computer-seat",
                        seat = seat + 1,
                        level = level.to_string()
                    ),
                ));
            }
        }
        if self.hints.len() > self.move_number() {
            return Err((
                "hints",
                t!(
                    "game-file-hint-entries",
                    entries = self.hints.len(),
                    moves = self.move_number()
                ),
            ));
        }
        let mut previous = 0;
        for &n in &self.hints {
            if n <= previous || n > self.move_number() {
                return Err(("hints", t!("game-file-hint-move", number = n)));
            }
            previous = n;
        }
        Ok(())
    }
}
