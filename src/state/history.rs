//! The history of moves in words, in one place: the app's list (names,
//! take-backs struck through, disputes and hints noted), the record's
//! text, and the route-notation lines of the command line and the files.

use super::{Event, GameState};
use crate::lang::t;
use crate::rules::Proposal;

/// How a played move's line marks a final-entry swap.
#[derive(Clone, Copy)]
enum Swap {
    /// Not a swap.
    None,
    /// " swap", as the lists write it.
    Short,
    /// " (final-entry swap)", as the game record writes it.
    Long,
}

/// "3. Ann N2-M6 swap": a played move as every history writes it.
fn played(number: usize, who: &str, proposal: &Proposal, swap: Swap) -> String {
    let route = proposal.to_string();
    match swap {
        Swap::None => t!(
            "history-line-played",
            number = number,
            who = who,
            route = route
        ),
        Swap::Short => t!(
            "history-line-played-swap",
            number = number,
            who = who,
            route = route
        ),
        Swap::Long => t!(
            "history-line-played-final-swap",
            number = number,
            who = who,
            route = route
        ),
    }
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
                    line.text = t!("history-line-taken-back", line = line.text.as_str());
                }
            }
        }
    }
    // The moves still standing are the game's plies, in order.
    for (k, &i) in standing.iter().enumerate() {
        if let Some(line) = out.get_mut(i) {
            line.after = Some(k + 1);
            line.text = notes(game, k + 1, std::mem::take(&mut line.text));
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
    let swap = if swap { Swap::Short } else { Swap::None };
    played(number, &game.player_label(player), proposal, swap)
}

/// What happened around a move that stands: the disputes over this very
/// route in the position it was played from (so a different move played
/// after a take-back is not marked with the undone move's dispute), and
/// whether a hint was shown for it, noted on `line`.
fn notes(game: &GameState, after: usize, line: String) -> String {
    let Some(ply) = after.checked_sub(1).and_then(|i| game.plies().get(i)) else {
        return line;
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
    let mut out = if disputes.is_empty() {
        line
    } else {
        t!(
            "history-line-disputed",
            line = line,
            count = disputes.len(),
            numbers = disputes.join(&crate::words::list_separator())
        )
    };
    if game.hint_before(after) {
        out = t!("history-line-after-hint", line = out);
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
        let players = self.record_players();
        let mut out = format!(
            "{}\n{}\n{}\n{}\n\n",
            t!("game-record-title"),
            t!(
                "game-record-card",
                version = self.card.version,
                fingerprint = crate::card::short_fingerprint(
                    self.card.fingerprint.as_deref().unwrap_or_default()
                ),
                date = self.card.date.to_string()
            ),
            t!("game-record-players", players = players),
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
                    let swap = if *swap { Swap::Long } else { Swap::None };
                    let line = played(*number, &self.player_label(*player), proposal, swap);
                    // A hint is noted against the move that stands with that number.
                    if self.hint_before(*number) && standing(*number) {
                        t!("history-line-after-hint", line = line)
                    } else {
                        line
                    }
                }
                Event::TakenBack {
                    number,
                    player,
                    proposal,
                } => format!(
                    "   {}",
                    t!(
                        "game-record-taken-back",
                        number = *number,
                        who = self.player_label(*player),
                        route = proposal.to_string()
                    )
                ),
            };
            out.push_str(&line);
            out.push('\n');
        }
        self.record_disputes(&mut out);
        let result = self
            .result_text()
            .unwrap_or_else(|| t!("game-record-not-finished"));
        out.push('\n');
        out.push_str(&t!("game-record-result", result = result));
        out.push('\n');
        out.push_str(&t!(
            "game-record-fingerprint",
            fingerprint = self.short_record_fingerprint()
        ));
        out.push('\n');
        out
    }

    /// The game record's players: "Ann (red), Computer – blue, strong (the
    /// computer, strong)".
    fn record_players(&self) -> String {
        (0..self.position.seats().len())
            .map(|p| match self.computer_level(p) {
                Some(level) => t!(
                    "game-record-computer-player",
                    player = self.player_label(p),
                    level = crate::words::level_name(level)
                ),
                None => self.player_label(p),
            })
            .collect::<Vec<_>>()
            .join(&crate::words::list_separator())
    }

    /// The game record's disputes, one line each, onto `out`.
    fn record_disputes(&self, out: &mut String) {
        for d in &self.disputes {
            let ending = d.resolution.as_ref().map_or_else(
                || t!("game-record-dispute-open"),
                |r| {
                    t!(
                        "game-record-dispute-ended",
                        resolution = r.resolution.title(),
                        effect = &r.effect
                    )
                },
            );
            out.push_str(&t!(
                "game-record-dispute",
                number = d.number,
                move_number = d.move_number,
                by = crate::dispute::shown_label(&d.raised_by_name),
                clause = d.clause.to_string(),
                route = d.route_text(),
                ending = ending
            ));
            out.push('\n');
        }
    }

    /// Who may ask for hints, and the moves a hint was shown for.
    fn hints_text(&self) -> String {
        if self.card.no_hints {
            return t!(
                "game-record-hints-off",
                clause = crate::card::HINTS_CLAUSE.to_string()
            );
        }
        let hinted: Vec<String> = (1..=self.move_number())
            .filter(|&n| self.hint_before(n))
            .map(|n| n.to_string())
            .collect();
        if hinted.is_empty() {
            t!("game-record-hints-none")
        } else {
            t!(
                "game-record-hints",
                count = hinted.len(),
                moves = hinted.join(&crate::words::list_separator())
            )
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
                    let swap = if *swap { Swap::Short } else { Swap::None };
                    played(*number, &self.colour(*player), proposal, swap)
                }
                Event::TakenBack {
                    number,
                    player,
                    proposal,
                } => t!(
                    "history-line-taken-back-notation",
                    line = played(*number, &self.colour(*player), proposal, Swap::None)
                ),
            })
            .collect()
    }

    /// Player `p`'s colour in the reader's words.
    fn colour(&self, p: usize) -> String {
        self.position
            .seats()
            .get(p)
            .map_or_else(|| "?".to_string(), |s| crate::words::colour_name(&s.colour))
    }
}
