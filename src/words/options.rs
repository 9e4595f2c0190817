//! The card's options in words: each option's title, each value's plain
//! description, the rule set one line per option, and a game's status line.

use crate::lang::t;
use crate::rules::{Clause, OptionKey, Outcome, Position, RuleSet};

impl Clause {
    /// What the clause is about, in a few words ("camps").
    #[must_use]
    pub fn subject(self) -> String {
        match self {
            Clause::Setup => t!("clause-subject-setup"),
            Clause::Moving => t!("clause-subject-moving"),
            Clause::Destination => t!("clause-subject-destination"),
            Clause::Camps => t!("clause-subject-camps"),
            Clause::Blocking => t!("clause-subject-blocking"),
            Clause::Passing => t!("clause-subject-passing"),
            Clause::Disputes => t!("clause-subject-disputes"),
        }
    }
}

impl OptionKey {
    /// A short title for the setup dialog: "How pieces travel".
    #[must_use]
    pub fn title(self) -> String {
        match self {
            OptionKey::Movement => t!("option-title-movement"),
            OptionKey::DestLock => t!("option-title-dest-lock"),
            OptionKey::Completion => t!("option-title-completion"),
            OptionKey::OtherCamps => t!("option-title-other-camps"),
            OptionKey::Unused => t!("option-title-unused"),
        }
    }

    /// The plain description of the value at `index` of
    /// [`choices`](OptionKey::choices), in the order the dialog lists them;
    /// empty for an index out of range.
    #[must_use]
    pub fn describe(self, index: usize) -> String {
        descriptions(self)
            .get(index)
            .map(|describe| describe())
            .unwrap_or_default()
    }
}

/// Each option's value descriptions, in the order of `OptionKey::choices`.
fn descriptions(key: OptionKey) -> &'static [fn() -> String] {
    match key {
        OptionKey::Movement => &[
            || t!("option-movement-hops"),
            || t!("option-movement-long-jumps"),
        ],
        OptionKey::DestLock => &[
            || t!("option-dest-lock-never-leave"),
            || t!("option-dest-lock-end-inside"),
            || t!("option-dest-lock-free"),
        ],
        OptionKey::Completion => &[
            || t!("option-completion-swap"),
            || t!("option-completion-strict"),
            || t!("option-completion-occupied"),
        ],
        OptionKey::OtherCamps => &[
            || t!("option-other-camps-free"),
            || t!("option-other-camps-no-rest"),
            || t!("option-other-camps-no-entry"),
        ],
        OptionKey::Unused => &[|| t!("option-unused-free"), || t!("option-unused-no-rest")],
    }
}

impl RuleSet {
    /// Every option in the card's words, one line each: "Clause 2, how
    /// pieces travel: a step to a neighbouring hole, or … (hops)".
    #[must_use]
    pub fn in_words(&self) -> Vec<String> {
        OptionKey::ALL
            .into_iter()
            .map(|k| {
                t!(
                    "option-in-words",
                    clause = k.clause().number(),
                    title = lower_first(&k.title()),
                    description = k.describe(k.selected(self)),
                    value = self.choice(k).name
                )
            })
            .collect()
    }
}

/// A title inside a sentence: its first letter small, the rest as written
/// (German nouns keep their capitals).
#[must_use]
pub(crate) fn lower_first(title: &str) -> String {
    let mut chars = title.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_lowercase().chain(chars).collect()
    })
}

impl Outcome {
    /// The status line of the command line and the game files: `playing`,
    /// `win COLOUR` or `draw`.
    #[must_use]
    pub fn status_line(self, pos: &Position) -> String {
        match self {
            Outcome::Playing => "playing".into(),
            Outcome::Win { player, .. } => format!("win {}", pos.seats()[player].colour),
            Outcome::Draw => "draw".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_has_a_description() {
        for key in OptionKey::ALL {
            assert_eq!(descriptions(key).len(), key.choices().len(), "{key:?}");
            for i in 0..key.choices().len() {
                assert!(!key.describe(i).is_empty(), "{key:?} {i}");
            }
            assert_eq!(key.describe(key.choices().len()), "");
        }
    }

    #[test]
    fn the_rules_read_one_line_per_option() {
        let lines = RuleSet::default().in_words();
        assert_eq!(lines.len(), OptionKey::ALL.len());
        assert_eq!(
            lines[0],
            "Clause 2, how pieces travel: a step to a neighbouring hole, or a chain of ordinary hops over one adjacent piece each (hops)"
        );
    }
}
