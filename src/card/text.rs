//! The printable card: plain text, 78 columns, ready for paper.

use super::{Card, Seal};
use crate::lang::t;

/// The first words of the printable card in English (how it is told from
/// a card file; the title in the reader's language is `card-text-title`).
pub(crate) const TITLE: &str = "HOPCARD AGREEMENT CARD";

/// Width of the printed card in characters.
pub(crate) const WIDTH: usize = 78;

/// What the fingerprint proves, printed under it on every copy.
#[must_use]
pub(crate) fn fingerprint_means() -> String {
    t!("card-fingerprint-means")
}

impl Card {
    /// The card as printable text: title, header lines, version record,
    /// the seven numbered clauses, confirmations (in the players' time zone)
    /// and fingerprint.
    #[must_use]
    pub fn to_text(&self) -> String {
        self.to_text_in(&crate::clock::players_zone())
    }

    /// [`Card::to_text`] with times shown in `zone`.
    #[must_use]
    pub fn to_text_in(&self, zone: &crate::clock::TimeZone) -> String {
        let mut t = Sheet::default();
        self.header_text(&mut t);
        self.version_text(&mut t);
        t.line("");
        t.line(&t!("card-heading-clauses"));
        for (n, text) in self.clauses() {
            t.wrapped(&text, &format!("{n}. "), "   ");
        }
        self.confirmations_text(&mut t, zone);
        self.fingerprint_text(&mut t);
        t.0
    }

    /// The title, the confirmation warning, players, date, rulebook and
    /// agreed changes.
    fn header_text(&self, t: &mut Sheet) {
        t.line(&t!(
            "card-text-title-line",
            title = t!("card-text-title"),
            version = self.version
        ));
        t.line(&t!("card-decides"));
        let missing = self.unconfirmed();
        if !missing.is_empty() {
            t.wrapped(
                &t!(
                    "card-not-confirmed-by",
                    players = missing.join(&crate::words::list_separator())
                ),
                "",
                "",
            );
        }
        t.line("");
        let players: Vec<String> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let name = self.display_name(i);
                if i == self.first {
                    t!(
                        "card-player-first",
                        name = name,
                        colour = crate::words::colour_name(&p.colour)
                    )
                } else {
                    t!(
                        "card-player-label",
                        name = name,
                        colour = crate::words::colour_name(&p.colour)
                    )
                }
            })
            .collect();
        t.wrapped(
            &players.join(&t!("clause-separator")),
            &label(t!("card-text-players")),
            "  ",
        );
        t.line(&t!("card-text-date", date = self.date.to_string()));
        let rulebook = self.rulebook.trim();
        let rulebook = if rulebook.is_empty() {
            t!("card-rulebook-not-noted")
        } else {
            rulebook.to_string()
        };
        t.wrapped(&rulebook, &label(t!("card-text-rulebook")), "  ");
        let changes = self.agreed_changes();
        if changes.is_empty() {
            t.line(&t!("card-text-no-changes"));
        } else {
            t.line(&t!("card-text-changes"));
            for c in &changes {
                t.wrapped(c, "  - ", "    ");
            }
        }
    }

    /// The version this card replaces and what changed, and when it takes effect.
    fn version_text(&self, t: &mut Sheet) {
        if let Some(prev) = &self.supersedes {
            t.line("");
            t.line(&t!(
                "card-text-replaces",
                version = prev.version,
                fingerprint = super::short_fingerprint(&prev.fingerprint)
            ));
            t.line(&t!("card-text-changed-from", version = prev.version));
            for c in self.version_changes() {
                t.wrapped(&c, "  - ", "    ");
            }
        }
        if !self.effective_from.trim().is_empty() {
            t.wrapped(
                &self.effective_from_text(),
                &label(t!("card-text-takes-effect")),
                "  ",
            );
        }
    }

    /// Each player's confirmation with its time in `zone`.
    fn confirmations_text(&self, t: &mut Sheet, zone: &crate::clock::TimeZone) {
        t.line("");
        t.line(&t!("card-heading-confirmations"));
        t.line(&t!("card-text-confirm-how"));
        for (i, c) in self.confirmations.iter().enumerate() {
            let who = t!(
                "card-player-label",
                name = self.display_name(i),
                colour = crate::words::colour_name(
                    self.players.get(i).map_or("", |p| p.colour.as_str())
                )
            );
            let text = match c {
                Some(c) => t!(
                    "card-confirmed-as",
                    who = who,
                    by = &c.by,
                    time = crate::clock::local_text_in(&c.at, zone)
                ),
                None => t!("card-not-confirmed", who = who),
            };
            t.wrapped(&text, "  ", "    ");
        }
    }

    /// The short fingerprint, what it means, and whether the card still matches it.
    fn fingerprint_text(&self, t: &mut Sheet) {
        t.line("");
        t.line(&t!(
            "card-text-fingerprint",
            fingerprint = self.short_fingerprint()
        ));
        t.wrapped(&fingerprint_means(), "  ", "  ");
        t.line(&match self.seal() {
            Seal::NoFingerprint => t!("card-status-no-fingerprint"),
            Seal::Matches => t!("card-status-matches"),
            Seal::Changed => t!("card-status-changed"),
        });
    }
}

/// A label before its wrapped value: "Date: ".
fn label(name: String) -> String {
    t!("card-text-label", label = name)
}

/// The printable text being written, line by line.
#[derive(Default)]
struct Sheet(String);

impl Sheet {
    fn line(&mut self, s: &str) {
        self.0.push_str(s.trim_end());
        self.0.push('\n');
    }

    /// `text` wrapped to the width, its first line after `first`, the rest after `rest`.
    fn wrapped(&mut self, text: &str, first: &str, rest: &str) {
        for l in wrap(text, first, rest) {
            self.line(&l);
        }
    }
}

/// Word-wrap `text` to [`WIDTH`] columns: the first line starts with
/// `first`, the others with `rest`. Words longer than a line stay whole.
/// Chinese and Japanese, written without spaces, break between letters
/// (never before closing punctuation), and their letters take two columns
/// as a terminal draws them.
#[must_use]
pub(crate) fn wrap(text: &str, first: &str, rest: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for (p, paragraph) in text.lines().enumerate() {
        let mut current = if p == 0 && lines.is_empty() {
            first.to_string()
        } else {
            rest.to_string()
        };
        let mut empty = true;
        for (piece, spaced) in pieces(paragraph) {
            let gap = usize::from(spaced && !empty);
            if !empty && columns(&current) + gap + columns(&piece) > WIDTH {
                lines.push(current);
                current = rest.to_string();
                empty = true;
            }
            if spaced && !empty {
                current.push(' ');
            }
            current.push_str(&piece);
            empty = false;
        }
        lines.push(current);
    }
    if lines.is_empty() {
        lines.push(first.to_string());
    }
    lines
}

/// The units a line may break between, each with whether a space comes
/// before it: whole words, and within a word each wide (CJK) letter with
/// the closing punctuation that follows it.
fn pieces(paragraph: &str) -> Vec<(String, bool)> {
    let mut out: Vec<(String, bool)> = Vec::new();
    for word in paragraph.split_whitespace() {
        let mut spaced = true;
        let mut piece = String::new();
        for c in word.chars() {
            let starts_piece = is_wide(c) && !is_closing(c) && !piece.is_empty();
            if starts_piece {
                out.push((std::mem::take(&mut piece), spaced));
                spaced = false;
            }
            piece.push(c);
            if is_wide(c) && !is_closing(c) {
                continue;
            }
        }
        if !piece.is_empty() {
            out.push((piece, spaced));
        }
    }
    out
}

/// The columns `text` takes in a terminal: two for a wide letter.
fn columns(text: &str) -> usize {
    text.chars().map(|c| 1 + usize::from(is_wide(c))).sum()
}

/// Whether a terminal draws `c` two columns wide (Chinese, Japanese and
/// Korean letters and their punctuation).
fn is_wide(c: char) -> bool {
    matches!(c,
        '\u{1100}'..='\u{115F}'
        | '\u{2E80}'..='\u{A4CF}'
        | '\u{AC00}'..='\u{D7A3}'
        | '\u{F900}'..='\u{FAFF}'
        | '\u{FE30}'..='\u{FE4F}'
        | '\u{FF00}'..='\u{FF60}'
        | '\u{FFE0}'..='\u{FFE6}'
        | '\u{20000}'..='\u{3FFFD}')
}

/// Punctuation a line may not start with.
fn is_closing(c: char) -> bool {
    matches!(
        c,
        '、' | '。'
            | '，'
            | '．'
            | '：'
            | '；'
            | '！'
            | '？'
            | '）'
            | '」'
            | '』'
            | '】'
            | '〕'
            | '〉'
            | '》'
            | 'ー'
            | '々'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_keeps_lines_short_and_words_whole() {
        let text = "word ".repeat(40);
        let lines = wrap(&text, "1. ", "   ");
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| l.chars().count() <= WIDTH));
        assert!(lines[0].starts_with("1. word"));
        assert!(lines[1].starts_with("   word"));
        let joined: Vec<&str> = lines.iter().flat_map(|l| l.split_whitespace()).collect();
        assert_eq!(joined.iter().filter(|w| **w == "word").count(), 40);
        assert_eq!(wrap("", "A: ", "  "), ["A: "]);
        assert_eq!(wrap("x\ny", "A: ", "  "), ["A: x", "  y"]);
    }

    #[test]
    fn chinese_and_japanese_break_between_letters_counting_two_columns() {
        let text = "第一条：每位玩家有十颗棋子，从自己的起始阵地出发。".repeat(4);
        let lines = wrap(&text, "1. ", "   ");
        assert!(lines.len() > 1, "{lines:?}");
        assert!(lines.iter().all(|l| columns(l) <= WIDTH), "{lines:?}");
        // Nothing lost, and no line starts with closing punctuation.
        let joined: String = lines
            .iter()
            .map(|l| l.trim_start_matches(['1', '.', ' ']))
            .collect();
        assert_eq!(joined, text);
        assert!(
            lines
                .iter()
                .all(|l| !l.trim_start().starts_with(['，', '。', '：']))
        );
        // Latin words inside stay whole: "N2-M6" is one piece.
        let mixed = format!("{}N2-M6{}", "マス".repeat(36), "へ移動。");
        assert!(wrap(&mixed, "", "").iter().any(|l| l.contains("N2-M6")));
    }
}
