//! What the players type: names, colours, initials, the rulebook, agreed
//! changes and dispute statements end up on the printed card, the record and
//! the terminal. None of it may carry control characters (an escape sequence
//! would reach the terminal raw) or invisible direction marks (which reorder
//! what a reader sees), and a one-line field may not break a line, so nothing
//! typed can add a line that looks like a clause.
//!
//! A leaf module: it imports nothing of ours but its words (`lang`).
//!
//! ```
//! use hopcard::EntryProblem;
//! use hopcard::testing::{check_line, check_text};
//! assert_eq!(check_line("Ann"), Ok(()));
//! assert_eq!(check_line("Ann\n5. blue may swap"), Err(EntryProblem::LineBreak));
//! assert_eq!(check_text("line one\nline two"), Ok(()));
//! assert_eq!(check_text("\u{1b}[2J"), Err(EntryProblem::Control('\u{1b}')));
//! ```

use crate::lang::t;
use std::fmt;
use unicode_general_category::{GeneralCategory, get_general_category};

/// The longest name or initials, in characters: room for a full name in
/// any script, short enough that the players line of the card and the
/// setup row keep their place at 800x600.
pub const NAME_MAX: usize = 40;
/// The longest initials (a confirmation).
pub(crate) const INITIALS_MAX: usize = 20;
/// The longest rulebook line.
pub(crate) const RULEBOOK_MAX: usize = 120;
/// The longest free text (agreed changes, a statement).
pub(crate) const TEXT_MAX: usize = 2000;

/// What is wrong with a typed text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EntryProblem {
    /// A line break (or carriage return) in a one-line field.
    LineBreak,
    /// A control character, such as the escape that starts a terminal sequence.
    Control(char),
    /// An invisible mark that changes the direction text is shown in.
    DirectionMark(char),
    /// An invisible formatting character (zero-width space, joiner outside
    /// an emoji, word joiner, tag, soft hyphen…).
    Invisible(char),
    /// A character that looks blank although it is not a space (Hangul
    /// filler, braille blank).
    BlankLooking(char),
    /// A private-use character: no font shows it the same anywhere.
    PrivateUse(char),
    /// A noncharacter or a code point Unicode has not assigned.
    NotACharacter(char),
    /// A character that could make a name read as another line of the card
    /// (a seating separator, a clause number, a quotation mark).
    CardLine(char),
    /// Longer than the field allows.
    TooLong { chars: usize, max: usize },
}

impl fmt::Display for EntryProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let u = |c: &char| format!("U+{:04X}", u32::from(*c));
        f.write_str(&match self {
            EntryProblem::LineBreak => t!("entry-line-break"),
            EntryProblem::Control(c) => t!("entry-control", code = u(c)),
            EntryProblem::DirectionMark(c) => t!("entry-direction-mark", code = u(c)),
            EntryProblem::Invisible(c) => t!("entry-invisible", code = u(c)),
            EntryProblem::BlankLooking(c) => t!("entry-blank-looking", code = u(c)),
            EntryProblem::PrivateUse(c) => t!("entry-private-use", code = u(c)),
            EntryProblem::NotACharacter(c) => t!("entry-not-a-character", code = u(c)),
            EntryProblem::CardLine(c) => t!("entry-card-line", character = c.to_string()),
            EntryProblem::TooLong { chars, max } => {
                t!("entry-too-long", chars = *chars, max = *max)
            }
        })
    }
}

impl std::error::Error for EntryProblem {}

/// Marks that reorder text when shown (bidirectional embeddings, overrides
/// and isolates, and the invisible left-to-right/right-to-left marks).
fn is_direction_mark(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Letters that are drawn empty although they are not spaces, so a "name"
/// of them looks blank.
fn is_blank_looking(c: char) -> bool {
    matches!(
        c,
        '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' | '\u{2800}' | '\u{2062}'..='\u{2064}'
    )
}

fn is_noncharacter(c: char) -> bool {
    let u = u32::from(c);
    (0xFDD0..=0xFDEF).contains(&u) || u & 0xFFFE == 0xFFFE
}

/// Letters (and their marks) of the scripts that write joiners inside a
/// word.
fn joins_letters(c: Option<char>) -> bool {
    use unicode_script::{Script as S, UnicodeScript as _};
    c.is_some_and(|c| {
        let letter = c.is_alphabetic()
            || matches!(
                get_general_category(c),
                GeneralCategory::NonspacingMark | GeneralCategory::SpacingMark
            );
        letter
            && matches!(
                c.script(),
                S::Arabic
                    | S::Syriac
                    | S::Nko
                    | S::Devanagari
                    | S::Bengali
                    | S::Gurmukhi
                    | S::Gujarati
                    | S::Oriya
                    | S::Tamil
                    | S::Telugu
                    | S::Kannada
                    | S::Malayalam
                    | S::Sinhala
                    | S::Khmer
                    | S::Myanmar
                    | S::Mongolian
                    | S::Inherited
            )
    })
}

/// Emoji and their modifiers, between which a zero-width joiner makes one
/// picture (a family, a profession).
fn joins_emoji(c: Option<char>) -> bool {
    c.is_some_and(|c| {
        matches!(
            get_general_category(c),
            GeneralCategory::OtherSymbol | GeneralCategory::ModifierSymbol
        ) || c == '\u{FE0F}'
    })
}

/// The problem with one character, given its neighbours.
fn char_problem(prev: Option<char>, c: char, next: Option<char>) -> Option<EntryProblem> {
    use GeneralCategory as G;
    if c.is_control() {
        return Some(EntryProblem::Control(c));
    }
    if is_direction_mark(c) {
        return Some(EntryProblem::DirectionMark(c));
    }
    if is_blank_looking(c) {
        return Some(EntryProblem::BlankLooking(c));
    }
    if is_noncharacter(c) {
        return Some(EntryProblem::NotACharacter(c));
    }
    let visible_before = prev.is_some_and(|p| !p.is_whitespace());
    match get_general_category(c) {
        G::PrivateUse => return Some(EntryProblem::PrivateUse(c)),
        G::Unassigned | G::Surrogate => return Some(EntryProblem::NotACharacter(c)),
        G::Format if c == '\u{200D}' && joins_emoji(prev) && joins_emoji(next) => {}
        // The joiners that Persian and the Indic scripts write between two
        // letters (a half form, a letter that must not join the next).
        G::Format
            if matches!(c, '\u{200C}' | '\u{200D}')
                && joins_letters(prev)
                && joins_letters(next) => {}
        G::Format => return Some(EntryProblem::Invisible(c)),
        // Variation selectors and the grapheme joiner show nothing alone.
        _ if matches!(c, '\u{FE00}'..='\u{FE0F}' | '\u{E0100}'..='\u{E01EF}')
            && !visible_before =>
        {
            return Some(EntryProblem::Invisible(c));
        }
        _ if c == '\u{34F}' => return Some(EntryProblem::Invisible(c)),
        _ => {}
    }
    None
}

fn check(text: &str, lines_allowed: bool) -> Result<(), EntryProblem> {
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c == '\n' || c == '\r' || c == '\u{2028}' || c == '\u{2029}' || c == '\u{85}' {
            if !(lines_allowed && c == '\n') {
                return Err(EntryProblem::LineBreak);
            }
            continue;
        }
        let prev = i.checked_sub(1).map(|j| chars[j]);
        if let Some(problem) = char_problem(prev, c, chars.get(i + 1).copied()) {
            return Err(problem);
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

/// A name or initials: one line, and nothing that could make it read as
/// another line of the card. The card prints a seating line as
/// `Ann (red, moves first); Ben (blue)` and a clause as
/// `3. Staying home: off`, so a name may not hold brackets, semicolons or
/// colons, nor start like a numbered clause.
///
/// ```
/// use hopcard::EntryProblem;
/// use hopcard::testing::check_name;
/// assert_eq!(check_name("Zoë-Ann O'Neil"), Ok(()));
/// assert_eq!(
///     check_name("Ann (red, moves first); Ben"),
///     Err(EntryProblem::CardLine('('))
/// );
/// assert_eq!(check_name("3. Staying home"), Err(EntryProblem::CardLine('.')));
/// ```
///
/// # Errors
/// The first [`EntryProblem`] in `text`.
pub fn check_name(text: &str) -> Result<(), EntryProblem> {
    check_line(text)?;
    if let Some(c) = text.chars().find(|c| {
        matches!(
            c,
            '(' | ')' | '[' | ']' | ';' | ':' | '\u{FF08}' | '\u{FF09}' | '\u{FF1B}' | '\u{FF1A}'
        )
    }) {
        return Err(EntryProblem::CardLine(c));
    }
    let digits = text
        .trim_start()
        .trim_start_matches(|c: char| c.is_ascii_digit());
    if digits.len() < text.trim_start().len() && digits.starts_with('.') {
        return Err(EntryProblem::CardLine('.'));
    }
    Ok(())
}

/// Initials, which the card prints in quotation marks (`confirmed as
/// "AB"`): one line with no quotation mark of its own, so nothing typed
/// can close the quote and go on as card text. A computer seat confirms
/// as "computer (easy)".
///
/// # Errors
/// The first [`EntryProblem`] in `text`.
pub(crate) fn check_initials(text: &str) -> Result<(), EntryProblem> {
    check_line(text)?;
    match text
        .chars()
        .find(|c| matches!(c, '"' | '\u{FF02}' | '\u{201C}' | '\u{201D}'))
    {
        Some(c) => Err(EntryProblem::CardLine(c)),
        None => Ok(()),
    }
}

/// At most `max` characters.
///
/// # Errors
/// [`EntryProblem::TooLong`] with the length and the limit.
pub(crate) fn check_length(text: &str, max: usize) -> Result<(), EntryProblem> {
    let chars = text.chars().count();
    if chars > max {
        return Err(EntryProblem::TooLong { chars, max });
    }
    Ok(())
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

    #[test]
    fn invisible_and_blank_looking_characters_are_named() {
        for (text, problem) in [
            ("Ann\u{200B}", EntryProblem::Invisible('\u{200B}')),
            ("An\u{00AD}n", EntryProblem::Invisible('\u{00AD}')),
            ("\u{2060}Ann", EntryProblem::Invisible('\u{2060}')),
            ("\u{FEFF}", EntryProblem::Invisible('\u{FEFF}')),
            ("A\u{200D}B", EntryProblem::Invisible('\u{200D}')),
            ("\u{FE0F}", EntryProblem::Invisible('\u{FE0F}')),
            ("\u{3164}", EntryProblem::BlankLooking('\u{3164}')),
            ("\u{115F}\u{1160}", EntryProblem::BlankLooking('\u{115F}')),
            ("\u{FFA0}", EntryProblem::BlankLooking('\u{FFA0}')),
            ("\u{2800}", EntryProblem::BlankLooking('\u{2800}')),
            ("Ann\u{E000}", EntryProblem::PrivateUse('\u{E000}')),
            ("\u{F0000}", EntryProblem::PrivateUse('\u{F0000}')),
            ("\u{FDD0}", EntryProblem::NotACharacter('\u{FDD0}')),
            ("\u{FFFF}", EntryProblem::NotACharacter('\u{FFFF}')),
            ("\u{1FFFE}", EntryProblem::NotACharacter('\u{1FFFE}')),
        ] {
            assert_eq!(check_line(text), Err(problem), "{text:?}");
            assert_eq!(check_text(text), Err(problem), "{text:?}");
        }
        // A family emoji joins its members with zero-width joiners; a
        // heart keeps its emoji presentation selector.
        assert_eq!(check_line("👨\u{200D}👩\u{200D}👧 ❤\u{FE0F}"), Ok(()));
        assert_eq!(check_line("山田\u{3000}太郎"), Ok(()));
    }

    #[test]
    fn every_script_that_shows_is_accepted_shaped_or_not() {
        for name in [
            "Zoë",
            "Σοφία",
            "Юлия",
            "שרה",
            "王芳",
            "さくら",
            "민준",
            "Ἀθηνᾶ",
            "🙂🎲",
        ] {
            assert_eq!(check_name(name), Ok(()), "{name}");
        }
        // Joined, reordered and marked scripts, shaped on screen and paper;
        // Persian's non-joiner and a family of emoji are part of the name.
        for name in [
            "فاطمة",
            "ليلى حداد",
            "می\u{200C}خواهم",
            "प्रिया",
            "অনন্যা",
            "தமிழ்",
            "สมชาย",
            "👨\u{200D}👩\u{200D}👧",
            "🇯🇵",
            "👍🏽",
        ] {
            assert_eq!(check_line(name), Ok(()), "{name}");
        }
        // A joiner between two spaces is still an invisible character.
        assert_eq!(
            check_line("a \u{200C} b"),
            Err(EntryProblem::Invisible('\u{200C}'))
        );
    }

    #[test]
    fn names_cannot_imitate_a_card_line() {
        for (name, c) in [
            (
                "Ann (red, moves first); Ben (blue); 3. Staying home: off",
                '(',
            ),
            ("Ann; Ben", ';'),
            ("Ann: red", ':'),
            ("Ann\u{FF08}red\u{FF09}", '\u{FF08}'),
            ("3. Staying home off", '.'),
            (" 12.x", '.'),
        ] {
            assert_eq!(check_name(name), Err(EntryProblem::CardLine(c)), "{name}");
        }
        assert_eq!(check_name("Dr. Ann 2.0"), Ok(()));
        assert_eq!(check_name("3 Ann"), Ok(()));
    }

    #[test]
    fn lengths_are_counted_in_characters() {
        assert_eq!(check_length(&"王".repeat(NAME_MAX), NAME_MAX), Ok(()));
        assert_eq!(
            check_length(&"a".repeat(41), NAME_MAX),
            Err(EntryProblem::TooLong { chars: 41, max: 40 })
        );
    }
}
