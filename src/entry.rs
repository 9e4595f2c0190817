//! What the players type: names, colours, initials, the rulebook, agreed
//! changes and dispute statements end up on the printed card, the record and
//! the terminal. None of it may carry control characters (an escape sequence
//! would reach the terminal raw) or invisible direction marks (which reorder
//! what a reader sees), and a one-line field may not break a line, so nothing
//! typed can add a line that looks like a clause.
//!
//! A leaf module: it imports nothing of ours.
//!
//! ```
//! use hopcard::{EntryProblem, check_line, check_text};
//! assert_eq!(check_line("Ann"), Ok(()));
//! assert_eq!(check_line("Ann\n5. blue may swap"), Err(EntryProblem::LineBreak));
//! assert_eq!(check_text("line one\nline two"), Ok(()));
//! assert_eq!(check_text("\u{1b}[2J"), Err(EntryProblem::Control('\u{1b}')));
//! ```

use std::fmt;

/// What is wrong with a typed text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EntryProblem {
    /// A line break (or carriage return) in a one-line field.
    LineBreak,
    /// A control character, such as the escape that starts a terminal sequence.
    Control(char),
    /// An invisible mark that changes the direction text is shown in.
    DirectionMark(char),
}

impl fmt::Display for EntryProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntryProblem::LineBreak => f.write_str("must be one line (it contains a line break)"),
            EntryProblem::Control(c) => write!(
                f,
                "contains the control character U+{:04X}, which cannot be printed",
                u32::from(*c)
            ),
            EntryProblem::DirectionMark(c) => write!(
                f,
                "contains the invisible direction mark U+{:04X}, which would reorder the text",
                u32::from(*c)
            ),
        }
    }
}

impl std::error::Error for EntryProblem {}

/// Marks that reorder text when shown (bidirectional embeddings, overrides
/// and isolates, and the invisible left-to-right/right-to-left marks).
fn is_direction_mark(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

fn check(text: &str, lines_allowed: bool) -> Result<(), EntryProblem> {
    for c in text.chars() {
        if c == '\n' || c == '\r' || c == '\u{2028}' || c == '\u{2029}' || c == '\u{85}' {
            if !(lines_allowed && c == '\n') {
                return Err(EntryProblem::LineBreak);
            }
        } else if c.is_control() {
            return Err(EntryProblem::Control(c));
        } else if is_direction_mark(c) {
            return Err(EntryProblem::DirectionMark(c));
        }
    }
    Ok(())
}

/// A one-line field (a name, a colour, initials, the rulebook).
///
/// # Errors
/// The first [`EntryProblem`] in `text`.
pub fn check_line(text: &str) -> Result<(), EntryProblem> {
    check(text, false)
}

/// A free text of several lines (agreed changes, a statement): plain line
/// breaks are allowed, nothing else invisible.
///
/// # Errors
/// The first [`EntryProblem`] in `text`.
pub fn check_text(text: &str) -> Result<(), EntryProblem> {
    check(text, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_invisible_character_is_named() {
        assert_eq!(check_line("Ann-Marie O'Neil"), Ok(()));
        assert_eq!(check_line("Zoë 🙂"), Ok(()));
        for c in ['\n', '\r', '\u{2028}', '\u{85}'] {
            assert_eq!(check_line(&format!("a{c}b")), Err(EntryProblem::LineBreak));
        }
        assert_eq!(check_text("a\r\nb"), Err(EntryProblem::LineBreak));
        assert_eq!(check_text("a\tb"), Err(EntryProblem::Control('\t')));
        assert_eq!(check_text("a\u{7}"), Err(EntryProblem::Control('\u{7}')));
        assert_eq!(
            check_line("abc\u{202E}fed"),
            Err(EntryProblem::DirectionMark('\u{202E}'))
        );
        assert!(
            EntryProblem::Control('\u{1b}')
                .to_string()
                .contains("U+001B")
        );
    }
}
