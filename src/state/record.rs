//! The game's whole record as one fingerprint, and the checks of the
//! fields a game file carries beside its history (who the computer plays,
//! the hints).

use super::GameState;
use crate::dispute::Dispute;

impl GameState {
    /// The fingerprint of the game's whole record so far, 64 hex digits
    /// (the paper shows the first 16): the card, the start, who the
    /// computer plays and the hints, then every move and take-back and
    /// every dispute as printed, chained in order, so that removing,
    /// changing or reordering any of them changes it.
    #[must_use]
    pub fn record_fingerprint(&self) -> String {
        let mut parts: Vec<String> = self
            .history
            .iter()
            .map(|e| ron::to_string(e).unwrap_or_default())
            .collect();
        parts.extend(self.disputes.iter().map(Dispute::printed_fingerprint));
        crate::dispute::chain_fingerprint(
            &(&self.card, &self.start, &self.computer, &self.hints),
            &parts,
        )
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
                format!(
                    "{} entries for {seats} seats (one per seat is expected)",
                    self.computer.len()
                ),
            ));
        }
        for (seat, level) in self.computer.iter().enumerate() {
            let Some(level) = level else { continue };
            let by = self.card.confirmations.get(seat).and_then(|c| c.as_ref());
            if by.map(|c| c.by.as_str()) != Some(format!("computer ({level})").as_str()) {
                return Err((
                    "computer",
                    format!(
                        "seat {} is a person's (its confirmation is not the computer's at {level})",
                        seat + 1
                    ),
                ));
            }
        }
        if self.hints.len() > self.move_number() {
            return Err((
                "hints",
                format!(
                    "{} entries, but the game has {} moves",
                    self.hints.len(),
                    self.move_number()
                ),
            ));
        }
        let mut previous = 0;
        for &n in &self.hints {
            if n <= previous || n > self.move_number() {
                return Err((
                    "hints",
                    format!("move {n} is out of order or not a move of this game"),
                ));
            }
            previous = n;
        }
        Ok(())
    }
}
