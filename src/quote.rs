//! Echoing a user's token back in a message: always in visible quotes (so a
//! stray space shows), and cut to a short prefix with its length when long
//! (so a huge argument does not flood the terminal).

use crate::lang::t;
use std::fmt;

/// Tokens longer than this many characters are cut.
pub const MAX_ECHO_CHARS: usize = 40;

/// Characters kept of a cut token.
const PREFIX_CHARS: usize = 24;

/// A token as a message quotes it: `"hops "`, or `"N1,N2,N3…" (131072 bytes)`.
///
/// ```
/// use hopcard::testing::quote::Quoted;
/// assert_eq!(Quoted("hops ").to_string(), "\"hops \"");
/// let long = "x".repeat(1000);
/// assert_eq!(
///     Quoted(&long).to_string(),
///     format!("\"{}…\" (1000 bytes)", "x".repeat(24))
/// );
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a>(pub &'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        quote(f, self.0, MAX_ECHO_CHARS, PREFIX_CHARS)
    }
}

/// Paths longer than this many characters are cut: a path is worth showing
/// whole, but not a 100 KB one.
pub const MAX_PATH_CHARS: usize = 240;

/// A file path as a message quotes it, cut only when very long.
#[derive(Clone, Copy, Debug)]
pub struct QuotedPath<'a>(pub &'a std::path::Path);

impl fmt::Display for QuotedPath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.0.to_string_lossy();
        if cfg!(windows) {
            // Windows separates folders with `\`: quoted as `\\` it would
            // double every one (`"C:\\Users\\Zoë"`), a path no one can
            // paste. Its names hold no `"` or control characters, so the
            // quotes stay unambiguous with the backslashes as they are.
            let quoted = quoted(&text, MAX_PATH_CHARS, MAX_PATH_CHARS / 2);
            return f.write_str(&quoted.replace("\\\\", "\\"));
        }
        quote(f, &text, MAX_PATH_CHARS, MAX_PATH_CHARS / 2)
    }
}

/// Longest message from a parser that is passed on (a parser's message
/// quotes the text it stopped at, which may be a whole file).
pub const MAX_MESSAGE_CHARS: usize = 200;

/// A parser's message with every word longer than [`MAX_ECHO_CHARS`] cut to
/// its first characters and its length, control characters escaped, and the
/// whole cut at [`MAX_MESSAGE_CHARS`]: a refused file of megabytes gives a
/// message of one line.
///
/// ```
/// use hopcard::testing::quote::cut_tokens;
/// let long = "z".repeat(5000);
/// let cut = cut_tokens(&format!("1:1: Unexpected identifier `{long}`"));
/// assert!(cut.len() < 100, "{cut}");
/// assert!(cut.contains("(5002 bytes)"), "{cut}");
/// ```
#[must_use]
pub fn cut_tokens(message: &str) -> String {
    let mut out = String::new();
    for (i, word) in message.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let escaped: String = word
            .chars()
            .flat_map(|c| {
                let shown: Vec<char> = if c.is_control() {
                    c.escape_debug().collect()
                } else {
                    vec![c]
                };
                shown
            })
            .collect();
        if escaped.chars().count() <= MAX_ECHO_CHARS {
            out.push_str(&escaped);
        } else {
            let prefix: String = escaped.chars().take(PREFIX_CHARS).collect();
            out.push_str(&t!(
                "quote-cut",
                text = format!("{prefix}…"),
                bytes = word.len()
            ));
        }
        if out.chars().count() > MAX_MESSAGE_CHARS {
            let kept: String = out.chars().take(MAX_MESSAGE_CHARS).collect();
            return t!("quote-cut-message", text = kept, bytes = message.len());
        }
    }
    out
}

/// What a RON reader found wrong in a file, and where, in Hopcard's own
/// words: the reader's own message may advise on its library
/// ("try increasing `ron::Options::recursion_limit`"), which means nothing
/// to someone opening a file.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TextProblem {
    /// Brackets nested deeper than any Hopcard file nests them.
    TooDeep { line: usize, column: usize },
    /// A word that cannot be a name where it stands.
    NotAName {
        line: usize,
        column: usize,
        word: String,
    },
    /// A comment that is never closed.
    OpenComment { line: usize, column: usize },
    /// Anything else, as the reader words it (cut by [`cut_tokens`]).
    Other(String),
}

impl TextProblem {
    /// The problem of a RON reader's error.
    #[must_use]
    pub fn of(e: &ron::error::SpannedError) -> TextProblem {
        use ron::error::Error as E;
        let (line, column) = (e.span.start.line, e.span.start.col);
        match &e.code {
            E::ExceededRecursionLimit => TextProblem::TooDeep { line, column },
            E::SuggestRawIdentifier(word) | E::InvalidIdentifier(word) => TextProblem::NotAName {
                line,
                column,
                word: word.clone(),
            },
            E::UnclosedLineComment | E::UnclosedBlockComment => {
                TextProblem::OpenComment { line, column }
            }
            E::ExpectedRawValue => {
                TextProblem::Other(t!("quote-expected-value", line = line, column = column))
            }
            _ => TextProblem::Other(cut_tokens(&e.to_string())),
        }
    }
}

impl fmt::Display for TextProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextProblem::TooDeep { line, column } => {
                f.write_str(&t!("quote-too-deep", line = *line, column = *column))
            }
            TextProblem::NotAName { line, column, word } => f.write_str(&t!(
                "quote-not-a-name",
                line = *line,
                column = *column,
                word = Quoted(word).to_string()
            )),
            TextProblem::OpenComment { line, column } => {
                f.write_str(&t!("quote-open-comment", line = *line, column = *column))
            }
            TextProblem::Other(text) => f.write_str(text),
        }
    }
}

/// A RON reader's error as a message: [`TextProblem`]'s words.
#[must_use]
pub fn ron_problem(e: &ron::error::SpannedError) -> String {
    TextProblem::of(e).to_string()
}

fn quote(f: &mut fmt::Formatter<'_>, s: &str, max: usize, keep: usize) -> fmt::Result {
    f.write_str(&quoted(s, max, keep))
}

fn quoted(s: &str, max: usize, keep: usize) -> String {
    if s.chars().count() <= max {
        // Debug quoting escapes control characters and inner quotes.
        return format!("{s:?}");
    }
    let prefix: String = s.chars().take(keep).collect();
    let shown = format!("{prefix:?}");
    // Put the ellipsis inside the closing quote.
    let inner = shown.strip_suffix('"').unwrap_or(&shown);
    t!("quote-cut", text = format!("{inner}…\""), bytes = s.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_tokens_are_quoted_whole() {
        assert_eq!(Quoted("").to_string(), "\"\"");
        assert_eq!(Quoted("Red").to_string(), "\"Red\"");
        assert_eq!(Quoted("a\"b").to_string(), "\"a\\\"b\"");
        assert_eq!(Quoted("tab\there").to_string(), "\"tab\\there\"");
        let limit = "y".repeat(MAX_ECHO_CHARS);
        assert_eq!(Quoted(&limit).to_string(), format!("\"{limit}\""));
    }

    #[test]
    fn long_tokens_are_cut_with_their_length() {
        let long = "é".repeat(MAX_ECHO_CHARS + 1);
        let text = Quoted(&long).to_string();
        assert_eq!(
            text,
            format!("\"{}…\" ({} bytes)", "é".repeat(PREFIX_CHARS), long.len())
        );
        let huge = "N1,".repeat(45_000);
        assert!(Quoted(&huge).to_string().len() < 60);
        assert!(Quoted(&huge).to_string().ends_with("(135000 bytes)"));
    }

    #[test]
    fn a_parser_error_names_the_problem_without_library_advice() {
        let deep = format!("{}{}", "[".repeat(50), "]".repeat(50));
        let e = ron::Options::default()
            .with_recursion_limit(8)
            .from_str::<ron::Value>(&deep)
            .expect_err("too deep");
        let text = ron_problem(&e);
        assert!(
            text.starts_with("1:")
                && text.ends_with(": brackets nested too deeply (no Hopcard file nests this deep)"),
            "{text}"
        );
        assert!(e.to_string().contains("ron::Options"), "ron's own words");
        let open = ron::from_str::<ron::Value>("[1, 2 /* open").expect_err("open comment");
        assert!(ron_problem(&open).contains("never closed"), "{open}");
    }

    #[test]
    fn paths_are_cut_only_when_very_long() {
        let path = format!("/tmp/{}/card.ron", "d".repeat(100));
        let shown = QuotedPath(std::path::Path::new(&path)).to_string();
        assert_eq!(shown, format!("\"{path}\""));
        let long = format!("/tmp/{}", "d".repeat(4000));
        let shown = QuotedPath(std::path::Path::new(&long)).to_string();
        assert!(shown.ends_with("…\" (4005 bytes)"), "{shown}");
        assert!(shown.len() < 150, "{shown}");
    }

    /// A Windows path is quoted with its backslashes as they are, so it
    /// can be pasted into Explorer (Debug quoting would double each one).
    #[cfg(windows)]
    #[test]
    fn windows_paths_keep_single_backslashes() {
        let path = std::path::Path::new(r"C:\Users\Zoë\Family game.hopcard");
        assert_eq!(
            QuotedPath(path).to_string(),
            r#""C:\Users\Zoë\Family game.hopcard""#
        );
        let long = format!(r"C:\{}", "a\\".repeat(200));
        let shown = QuotedPath(std::path::Path::new(&long)).to_string();
        assert!(
            shown.starts_with(r#""C:\a\a\"#) && !shown.contains(r"\\"),
            "{shown}"
        );
    }
}
