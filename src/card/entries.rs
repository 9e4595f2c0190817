//! What the players typed on the card, checked field by field: every
//! problem names the field as the card does ("player 2's name").

use super::{Card, CardProblem};
use crate::entry::{
    INITIALS_MAX, NAME_MAX, RULEBOOK_MAX, TEXT_MAX, check_initials, check_length, check_line,
    check_name, check_text,
};
use crate::lang::t;

impl Card {
    /// Every typed field that cannot be printed safely, first one first:
    /// names and initials one line that cannot read as another line of the
    /// card, nothing invisible anywhere.
    ///
    /// # Errors
    /// The field (as the card names it) and its [`crate::entry::EntryProblem`].
    pub fn check_entries(&self) -> Result<(), CardProblem> {
        let bad = |field: String| move |p| CardProblem::Entry(field, p);
        for (i, p) in self.players.iter().enumerate() {
            check_name(&p.name).map_err(bad(t!("card-field-name", player = i + 1)))?;
            check_name(&p.colour).map_err(bad(t!("card-field-colour", player = i + 1)))?;
        }
        for (i, c) in self.confirmations.iter().enumerate() {
            if let Some(c) = c {
                check_initials(&c.by).map_err(bad(t!("card-field-initials", player = i + 1)))?;
                check_line(&c.at).map_err(bad(t!("card-field-time", player = i + 1)))?;
            }
        }
        check_line(&self.rulebook).map_err(bad(t!("card-field-rulebook")))?;
        check_text(&self.free_changes).map_err(bad(t!("card-field-changes")))?;
        check_text(&self.effective_from).map_err(bad(t!("card-field-effective")))?;
        for d in &self.from_disputes {
            check_text(&d.change).map_err(bad(t!("card-field-dispute-change")))?;
        }
        if let Some(prev) = &self.supersedes {
            check_text(&prev.free_changes).map_err(bad(t!("card-field-earlier-changes")))?;
            check_line(&prev.fingerprint).map_err(bad(t!("card-field-earlier-fingerprint")))?;
        }
        Ok(())
    }

    /// Every typed field within its length: checked when a card is agreed,
    /// not when one is read, so a card signed before the limits still opens.
    ///
    /// # Errors
    /// The field and [`crate::entry::EntryProblem::TooLong`].
    pub fn check_lengths(&self) -> Result<(), CardProblem> {
        let bad = |field: String| move |p| CardProblem::Entry(field, p);
        for (i, p) in self.players.iter().enumerate() {
            check_length(p.name.trim(), NAME_MAX)
                .map_err(bad(t!("card-field-name", player = i + 1)))?;
        }
        for (i, c) in self.confirmations.iter().enumerate() {
            if let Some(c) = c {
                check_length(&c.by, INITIALS_MAX)
                    .map_err(bad(t!("card-field-initials", player = i + 1)))?;
            }
        }
        check_length(&self.rulebook, RULEBOOK_MAX).map_err(bad(t!("card-field-rulebook")))?;
        check_length(&self.free_changes, TEXT_MAX).map_err(bad(t!("card-field-changes")))
    }
}
