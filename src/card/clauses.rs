//! The seven clauses of the card, rendered from the card in our own words.
//!
//! Every value of every option has one sentence ([`value_words`],
//! [`hints_words`]) and it is printed in the clause that the option belongs
//! to ([`OptionKey::clause`], [`HINTS_CLAUSE`]), which is the clause every
//! verdict about it cites. The card view, the text card, the PDF, the
//! dispute panel and dispute records all take their words from [`clauses`].

use super::{Card, Signatory};
use crate::lang::{Lang, speaking, t};
use crate::rules::{Clause, Movement, OptionKey, RuleSet};

/// The clause that says whether hints ("Suggest a move") are used: a part
/// of how the game is set up, like who plays which seat.
pub(crate) const HINTS_CLAUSE: Clause = Clause::Setup;

/// The sentence of the card that states value `value` (an index into
/// `key.choices()`) of `key`; empty for an index out of range.
///
/// ```
/// use hopcard::OptionKey;
/// use hopcard::testing::value_words;
/// assert!(value_words(OptionKey::Unused, 1).contains("no turn may end in them"));
/// ```
#[must_use]
pub fn value_words(key: OptionKey, value: usize) -> String {
    match (key, value) {
        (OptionKey::Movement, 0) => t!("clause-text-movement-hops"),
        (OptionKey::Movement, 1) => t!("clause-text-movement-long"),
        (OptionKey::DestLock, 0) => t!("clause-text-dest-lock-every-landing"),
        (OptionKey::DestLock, 1) => t!("clause-text-dest-lock-turn-end"),
        (OptionKey::DestLock, 2) => t!("clause-text-dest-lock-off"),
        (OptionKey::OtherCamps, 0) => t!("clause-text-other-camps-allowed"),
        (OptionKey::OtherCamps, 1) => t!("clause-text-other-camps-no-rest"),
        (OptionKey::OtherCamps, 2) => t!("clause-text-other-camps-no-entry"),
        (OptionKey::Unused, 0) => t!("clause-text-unused-usable"),
        (OptionKey::Unused, 1) => t!("clause-text-unused-no-rest"),
        (OptionKey::Completion, 0) => t!("clause-text-completion-swap"),
        (OptionKey::Completion, 1) => t!("clause-text-completion-ten"),
        (OptionKey::Completion, 2) => t!("clause-text-completion-available"),
        _ => String::new(),
    }
}

/// The sentence of clause 1 on hints: allowed, or switched off.
#[must_use]
pub(super) fn hints_words(allowed: bool) -> String {
    if allowed {
        t!("clause-text-hints-on")
    } else {
        t!("clause-text-hints-off")
    }
}

/// The sentence of an option's value chosen by `rules`.
fn chosen(key: OptionKey, rules: &RuleSet) -> String {
    value_words(key, key.selected(rules))
}

/// Where each seat starts and heads for: "red starts at bottom and heads for top; …".
fn seating(players: &[Signatory]) -> String {
    players
        .iter()
        .zip(Card::camps(players.len()))
        .map(|(p, c)| {
            t!(
                "clause-text-seat",
                colour = crate::words::colour_name(&p.colour),
                start = crate::words::camp_name(c),
                goal = crate::words::camp_name(c.opposite())
            )
        })
        .collect::<Vec<_>>()
        .join(&t!("clause-separator"))
}

/// The seven clauses of `card`, in our own words (in this thread's
/// language; a dispute record keeps them in English).
#[must_use]
pub(crate) fn clauses(card: &Card) -> Vec<(Clause, String)> {
    let rules = &card.rules;
    let first = card.players.get(card.first).map_or_else(
        || t!("clause-text-first-player"),
        |p| crate::words::colour_name(&p.colour),
    );
    let movement = match rules.movement {
        Movement::Hops => "hops",
        Movement::Long => "long",
    };
    let others = if card.other_camps_open() {
        t!("clause-text-other-camps-not-chosen")
    } else {
        chosen(OptionKey::OtherCamps, rules)
    };
    vec![
        (
            Clause::Setup,
            t!(
                "clause-text-setup",
                seating = seating(&card.players),
                first = first,
                hints = hints_words(!card.no_hints)
            ),
        ),
        (
            Clause::Moving,
            t!(
                "clause-text-moving",
                movement = movement,
                rule = chosen(OptionKey::Movement, rules)
            ),
        ),
        (
            Clause::Destination,
            t!(
                "clause-text-destination",
                rule = chosen(OptionKey::DestLock, rules)
            ),
        ),
        (
            Clause::Camps,
            t!(
                "clause-text-camps",
                others = others,
                unused = chosen(OptionKey::Unused, rules)
            ),
        ),
        (
            Clause::Blocking,
            t!(
                "clause-text-blocking",
                rule = chosen(OptionKey::Completion, rules)
            ),
        ),
        (Clause::Passing, t!("clause-text-passing")),
        (Clause::Disputes, t!("clause-text-disputes")),
    ]
}

/// Earlier wordings of `clause` for `card` that records written by earlier
/// versions of Hopcard quote, so that such a record still holds up: until
/// version 1 of this text, clause 1 carried the unused-camp sentence (now
/// in clause 4, the clause verdicts cite), clause 2 did not spell out the
/// chain's limits, and clause 7 said "signed by everyone".
#[must_use]
pub(super) fn earlier_wordings(clause: Clause, card: &Card) -> Vec<String> {
    let rules = &card.rules;
    match clause {
        Clause::Setup => vec![format!(
            "Setup: ten pieces each; {}. {}",
            seating(&card.players),
            chosen(OptionKey::Unused, rules)
        )],
        Clause::Moving => vec![format!("Moving: {}", earlier_movement(rules.movement))],
        Clause::Camps => vec![format!(
            "Camps: each player's own start and destination are always allowed. {}",
            chosen(OptionKey::OtherCamps, rules)
        )],
        Clause::Disputes => vec![
            "Disputes: when the players disagree, stop before anything moves and record the piece, the route, the clause and the holes. This card decides; a rule change needs a new card signed by everyone and starts with a new game.".to_string(),
        ],
        Clause::Destination | Clause::Blocking | Clause::Passing => Vec::new(),
    }
}

fn earlier_movement(movement: Movement) -> &'static str {
    match movement {
        Movement::Hops => {
            "A turn moves one piece: either one step to a neighbouring empty hole, or a chain of hops. Each hop passes over one adjacent piece of any colour (the bridge) to the empty hole just beyond it in a straight line. The chain may stop after any hop; nothing is taken off the board; no long jumps."
        }
        Movement::Long => {
            "A turn moves one piece: either one step to a neighbouring empty hole, or a chain of jumps. A jump passes over one piece of any colour (the bridge) in a straight line, with as many empty holes after the bridge as before it, landing in an empty hole; the plain hop is the shortest case. Nothing is taken off the board."
        }
    }
}

/// Whether `text` is a wording of `clause` that a card with these rules and
/// seats printed, now or in an earlier version (a dispute record keeps no
/// first mover or hints setting, so every choice of them is tried).
#[must_use]
pub(crate) fn is_wording(
    clause: Clause,
    rules: &RuleSet,
    players: &[Signatory],
    text: &str,
) -> bool {
    // Records keep the card's English words.
    speaking(Lang::En, || is_wording_en(clause, rules, players, text))
}

fn is_wording_en(clause: Clause, rules: &RuleSet, players: &[Signatory], text: &str) -> bool {
    let mut card = Card::new(players.to_vec());
    card.rules = *rules;
    card.other_camps_chosen = true;
    for first in 0..players.len().max(1) {
        for no_hints in [false, true] {
            card.first = first;
            card.no_hints = no_hints;
            let now = clauses(&card).into_iter().find(|(c, _)| *c == clause);
            if now.is_some_and(|(_, t)| t == text)
                || earlier_wordings(clause, &card).iter().any(|t| t == text)
            {
                return true;
            }
        }
    }
    false
}

/// One row of the table in `docs/rules.md`: an option's value, the clause
/// that prints it (and that verdicts about it cite), and the printed words.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg(any(test, feature = "test-support"))]
pub(super) struct WordsRow {
    pub option: &'static str,
    pub value: &'static str,
    pub clause: Clause,
    pub words: String,
}

/// Every option value of the card with its clause and printed words: the
/// five rule options, then hints.
#[must_use]
#[cfg(any(test, feature = "test-support"))]
pub(super) fn words_table() -> Vec<WordsRow> {
    let mut rows: Vec<WordsRow> = OptionKey::ALL
        .into_iter()
        .flat_map(|key| {
            key.choices()
                .iter()
                .enumerate()
                .map(move |(i, choice)| WordsRow {
                    option: key.name(),
                    value: choice.name,
                    clause: key.clause(),
                    words: value_words(key, i),
                })
        })
        .collect();
    for (value, allowed) in [("on", true), ("off", false)] {
        rows.push(WordsRow {
            option: "hints",
            value,
            clause: HINTS_CLAUSE,
            words: hints_words(allowed),
        });
    }
    rows
}

/// [`words_table`] as the Markdown table `docs/rules.md` carries.
#[must_use]
#[cfg(any(test, feature = "test-support"))]
pub fn words_table_markdown() -> String {
    let mut out = String::from("| Option | Value | Clause | Printed words |\n|---|---|---|---|\n");
    for r in words_table() {
        out.push_str(&format!(
            "| `{}` | `{}` | {} | {} |\n",
            r.option, r.value, r.clause, r.words
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Completion, DestLock, OtherCamps, Unused};

    #[test]
    fn every_value_has_words_and_they_are_printed_in_its_clause() {
        for key in OptionKey::ALL {
            for i in 0..key.choices().len() {
                let words = value_words(key, i);
                assert!(!words.is_empty(), "{key:?} {i}");
                let mut card = Card::default();
                key.select(&mut card.rules, i);
                let printed = card.clause_text(key.clause());
                assert!(printed.contains(&words), "{key:?} {i}: {printed}");
                for (c, text) in card.clauses() {
                    if c != key.clause() {
                        assert!(!text.contains(&words), "{words} also in clause {c}");
                    }
                }
            }
        }
    }

    #[test]
    fn match_every_option_of_the_rule_set() {
        // A new option of the engine must get words here (and a clause).
        let rules = RuleSet {
            movement: Movement::Long,
            dest_lock: DestLock::Off,
            completion: Completion::Available,
            other_camps: OtherCamps::NoEntry,
            unused: Unused::NoRest,
        };
        let card = Card {
            rules,
            other_camps_chosen: true,
            ..Card::default()
        };
        let text: String = card.clauses().into_iter().map(|(_, t)| t).collect();
        for key in OptionKey::ALL {
            assert!(text.contains(&chosen(key, &rules)), "{key:?}");
        }
    }
}
