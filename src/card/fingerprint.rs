//! The card's fingerprint in the forms people use: whether it still matches,
//! its short form to read aloud and write down, and reading one back from
//! paper.

use crate::lang::t;
use std::fmt;

/// Whether a card's stored fingerprint matches the card.
///
/// The fingerprint shows whether a copy is the card the players confirmed:
/// any change to the card gives another fingerprint. It is not a signature:
/// anyone can compute it, so it proves nothing about who made a card; the
/// players' confirmations and ink do that.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Seal {
    /// No fingerprint taken yet (the card is still being agreed).
    NoFingerprint,
    /// The fingerprint matches: nothing changed since it was taken.
    Matches,
    /// The fingerprint does not match: the card was changed after it was taken.
    Changed,
}

impl fmt::Display for Seal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Seal::NoFingerprint => t!("card-seal-no-fingerprint"),
            Seal::Matches => t!("card-seal-matches"),
            Seal::Changed => t!("card-seal-changed"),
        })
    }
}

/// Digits in the short fingerprint, the form read aloud and written down.
pub(super) const SHORT_DIGITS: usize = 16;

/// The short form of a full fingerprint: its first 16 hex digits, upper
/// case, in groups of four ("1A2B-3C4D-5E6F-7081").
///
/// ```
/// use hopcard::testing::short_fingerprint;
/// let full = "1a2b3c4d5e6f7081".repeat(4);
/// assert_eq!(short_fingerprint(&full), "1A2B-3C4D-5E6F-7081");
/// ```
#[must_use]
pub fn short_fingerprint(full: &str) -> String {
    let digits: Vec<char> = full
        .chars()
        .take(SHORT_DIGITS)
        .map(|c| c.to_ascii_uppercase())
        .collect();
    digits
        .chunks(4)
        .map(|g| g.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

/// A fingerprint as someone typed it from paper, not in the expected form.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct FingerprintFormError(pub String);

impl fmt::Display for FingerprintFormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(
            "card-error-fingerprint-form",
            text = crate::quote::Quoted(&self.0).to_string()
        ))
    }
}

impl std::error::Error for FingerprintFormError {}

/// Read a fingerprint copied from paper: 16 (short) or 64 (full) hex
/// digits, any case, grouped by dashes or spaces. Gives the digits in
/// lower case.
///
/// # Errors
/// [`FingerprintFormError`] when the text is not such a fingerprint.
pub(crate) fn parse_fingerprint(text: &str) -> Result<String, FingerprintFormError> {
    let bad = || FingerprintFormError(text.to_string());
    let digits: String = text
        .trim()
        .chars()
        .filter(|c| *c != '-' && *c != ' ')
        .collect();
    if !digits.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(bad());
    }
    if digits.len() != SHORT_DIGITS && digits.len() != 64 {
        return Err(bad());
    }
    Ok(digits.to_ascii_lowercase())
}
