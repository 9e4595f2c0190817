//! The engine's values in words: the one place a verdict, a refusal's
//! reason, a camp's owner and a route error become English.
//!
//! `rules/` returns values ([`Reason`](crate::rules::Reason), `CampOwner`, `CampBan`); the
//! `Display` impls here word them, so callers keep `verdict.to_string()`.
//! Each reason has a message id (`Reason::id`) and its fields are the
//! message's named arguments, so a catalogue per language can stand in for
//! `verdict::english` by looking up the id.
//!
//! Records keep their words: a reason is written to a file as its
//! English sentence, and read back as `Reason::Recorded` (the loaders
//! check it against the engine's own verdict), so files and fingerprints
//! are what they were when reasons were text.
//!
//! The errors of setting up a position, of an option value, a clause number
//! and a hole name are worded here too (`errors`), and so are the card's
//! options (`options`: titles, value descriptions, the rule set line by line,
//! a game's status line) and the camps the board marks (`camps`).

// Only the board marks camps for the player to move.
#[cfg(feature = "desktop")]
pub(crate) mod camps;
mod errors;
mod options;
mod verdict;

pub(crate) use options::lower_first;
pub(crate) use verdict::{
    camp_name, colour as colour_name, level_name, list_separator, proposal_words,
};
