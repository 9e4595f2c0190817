//! The history of moves in words, in one place: the app's list (names,
//! take-backs struck through, disputes and hints noted), the record's
//! text, and the route-notation lines of the command line and the files.

use super::{Event, GameState};
use crate::rules::Proposal;

/// "3. Ann N2-M6 swap": a played move as every history writes it.
fn played(number: usize, who: &str, proposal: &Proposal, swap: &str) -> String {
    format!("{number}. {who} {proposal}{swap}")
}

/// One line of the history as the app shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct HistoryLine {
    pub text: String,
    /// The move was taken back: shown struck through.
    pub taken_back: bool,
    /// For a move that stands: how many standing moves the game has after
    /// it (clicking the line reviews that position).
    pub after: Option<usize>,
}

/// The lines of `game`'s history as the app lists them: every move once,
/// in order.
fn history_view(game: &GameState) -> Vec<HistoryLine> {
    let mut out: Vec<HistoryLine> = Vec::new();
    // Indices into `out` of the moves that still stand, latest last: a
    // take-back always undoes the latest of them.
    let mut standing: Vec<usize> = Vec::new();
    for event in game.history() {
        match event {
            Event::Played {
                number,
                player,
                proposal,
                swap,
            } => {
                standing.push(out.len());
                out.push(HistoryLine {
                    text: move_text(game, *number, *player, proposal, *swap),
                    taken_back: false,
                    after: None,
                });
            }
            Event::TakenBack { .. } => {
                if let Some(i) = standing.pop()
                    && let Some(line) = out.get_mut(i)
                {
                    line.taken_back = true;
                    line.text.push_str(" (taken back)");
                }
            }
        }
    }
    // The moves still standing are the game's plies, in order.
    for (k, &i) in standing.iter().enumerate() {
        if let Some(line) = out.get_mut(i) {
            line.after = Some(k + 1);
            line.text.push_str(&notes(game, k + 1));
        }
    }
    out
}

fn move_text(
    game: &GameState,
    number: usize,
    player: usize,
    proposal: &Proposal,
    swap: bool,
) -> String {
    let swap = if swap { " swap" } else { "" };
    played(number, &game.player_label(player), proposal, swap)
}

/// What happened around a move that stands: the disputes over this very
/// route in the position it was played from (so a different move played
/// after a take-back is not marked with the undone move's dispute), and
/// whether a hint was shown for it.
fn notes(game: &GameState, after: usize) -> String {
    let Some(ply) = after.checked_sub(1).and_then(|i| game.plies().get(i)) else {
        return String::new();
    };
    let disputes: Vec<String> = game
        .disputes()
        .iter()
        .filter(|d| {
            d.move_number == after
                && d.position == ply.before
                && ply.proposal == Proposal::Route(d.route.clone())
        })
        .map(|d| d.number.to_string())
        .collect();
    let mut out = match disputes.as_slice() {
        [] => String::new(),
        [one] => format!(" (disputed: dispute {one})"),
        many => format!(" (disputed: disputes {})", many.join(", ")),
    };
    if game.hint_before(after) {
        out.push_str(" (after a hint)");
    }
    out
}

impl GameState {
    /// The history as the app lists it (see [`HistoryLine`]).
    #[must_use]
    pub(crate) fn history_view(&self) -> Vec<HistoryLine> {
        history_view(self)
    }

    /// The game record as text: the card it was played by, every event
    /// numbered with the player's name (passes, take-backs and disputes
    /// included), and the result.
    #[must_use]
    pub fn record_text(&self) -> String {
        let mut out = format!(
            "Hopcard game record\nCard: version {}, fingerprint {}, dated {}\nPlayers: {}\n{}\n\n",
            self.card.version,
            crate::card::short_fingerprint(self.card.fingerprint.as_deref().unwrap_or_default()),
            self.card.date,
            (0..self.position.seats().len())
                .map(|p| match self.computer_level(p) {
                    Some(level) =>
                        format!("{} played by the computer ({level})", self.player_label(p)),
                    None => self.player_label(p),
                })
                .collect::<Vec<_>>()
                .join(", "),
            self.hints_text()
        );
        // A move number's last "played" entry is the move that stands (or
        // stood last) under that number.
        let last_played = |n: usize| {
            self.history
                .iter()
                .rposition(|e| matches!(e, Event::Played { number, .. } if *number == n))
        };
        for (at, event) in self.history.iter().enumerate() {
            let standing = |n: usize| last_played(n) == Some(at);
            let line = match event {
                Event::Played {
                    number,
                    player,
                    proposal,
                    swap,
                } => {
                    let swap = if *swap { " (final-entry swap)" } else { "" };
                    // A hint is noted against the move that stands with that number.
                    let hint = if self.hint_before(*number) && standing(*number) {
                        " (after a hint)"
                    } else {
                        ""
                    };
                    let who = self.player_label(*player);
                    format!("{}{hint}", played(*number, &who, proposal, swap))
                }
                Event::TakenBack {
                    number,
                    player,
                    proposal,
                } => format!(
                    "   move {number} ({} {proposal}) taken back, every player agreeing",
                    self.player_label(*player)
                ),
            };
            out.push_str(&line);
            out.push('\n');
        }
        for d in &self.disputes {
            let ending = d.resolution.as_ref().map_or_else(
                || "still open".to_string(),
                |r| format!("{}: {}", r.resolution.title(), r.effect),
            );
            out.push_str(&format!(
                "Dispute {} at move {}, raised by {}, clause {}: {} ({ending})\n",
                d.number,
                d.move_number,
                d.raised_by_name,
                d.clause,
                d.route_text()
            ));
        }
        out.push_str(&format!(
            "\nResult: {}\n",
            self.result_text()
                .unwrap_or_else(|| "not finished; play goes on.".to_string())
        ));
        out.push_str(&format!(
            "Record fingerprint: {} (the whole game so far: moves, take-backs, disputes; hopcard replay FILE --expect checks a file against it)\n",
            self.short_record_fingerprint()
        ));
        out
    }

    /// Who may ask for hints, and the moves a hint was shown for.
    fn hints_text(&self) -> String {
        if self.card.no_hints {
            return format!(
                "Hints: none (clause {}: nobody asks the computer to suggest a move)",
                crate::card::HINTS_CLAUSE
            );
        }
        let hinted: Vec<String> = (1..=self.move_number())
            .filter(|&n| self.hint_before(n))
            .map(|n| n.to_string())
            .collect();
        match hinted.as_slice() {
            [] => "Hints: none asked for".to_string(),
            [one] => format!("Hints: one, before move {one}"),
            many => format!("Hints: before moves {}", many.join(", ")),
        }
    }

    /// The history in route notation, one line per event.
    #[must_use]
    pub fn history_lines(&self) -> Vec<String> {
        self.history
            .iter()
            .map(|e| match e {
                Event::Played {
                    number,
                    player,
                    proposal,
                    swap,
                } => {
                    let swap = if *swap { " swap" } else { "" };
                    played(*number, self.colour(*player), proposal, swap)
                }
                Event::TakenBack {
                    number,
                    player,
                    proposal,
                } => {
                    format!(
                        "taken back: {}",
                        played(*number, self.colour(*player), proposal, "")
                    )
                }
            })
            .collect()
    }

    fn colour(&self, p: usize) -> &str {
        self.position
            .seats()
            .get(p)
            .map_or("?", |s| s.colour.as_str())
    }
}
