//! The card's options in words: each option's title, each value's plain
//! description, the rule set one line per option, and a game's status line.

use crate::rules::{Clause, OptionKey, Outcome, Position, RuleSet};

impl Clause {
    /// What the clause is about, in a few words ("camps").
    #[must_use]
    pub fn subject(self) -> &'static str {
        match self {
            Clause::Setup => "setup",
            Clause::Moving => "moving",
            Clause::Destination => "arriving home",
            Clause::Camps => "camps",
            Clause::Blocking => "blocking and finishing",
            Clause::Passing => "passing",
            Clause::Disputes => "disputes",
        }
    }
}

impl OptionKey {
    /// A short title for the setup dialog: "How pieces travel".
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            OptionKey::Movement => "How pieces travel",
            OptionKey::DestLock => "Staying home once arrived",
            OptionKey::Completion => "Finishing against a blocker",
            OptionKey::OtherCamps => "Other players' camps",
            OptionKey::Unused => "Empty camps",
        }
    }

    /// The plain description of the value at `index` of
    /// [`choices`](OptionKey::choices), in the order the dialog lists them;
    /// empty for an index out of range.
    #[must_use]
    pub fn describe(self, index: usize) -> &'static str {
        descriptions(self).get(index).copied().unwrap_or_default()
    }
}

/// Each option's value descriptions, in the order of `OptionKey::choices`.
fn descriptions(key: OptionKey) -> &'static [&'static str] {
    match key {
        OptionKey::Movement => &[
            "a step to a neighbouring hole, or a chain of ordinary hops over one adjacent piece each",
            "as hops, and a hop may also be a long jump: equal runs of empty holes either side of the bridge",
        ],
        OptionKey::DestLock => &[
            "a piece that has reached its destination never lands outside it again",
            "a piece that starts its turn in its destination must finish the turn there",
            "arrived pieces may leave their destination again",
        ],
        OptionKey::Completion => &[
            "all pieces home wins; with nine home, the last may trade holes with an opponent blocking its final entry",
            "all pieces home wins; an opponent parked in the last hole blocks the finish",
            "wins when no hole of the destination is empty and at least one own piece is there",
        ],
        OptionKey::OtherCamps => &[
            "camps of other players may be used like any hole",
            "other players' camps may be hopped through but a turn may not end there",
            "no landing at all in other players' camps (hopping over a piece there is fine)",
        ],
        OptionKey::Unused => &[
            "camps that nobody starts in or heads for are free to move through and stop in",
            "unused camps may be crossed but a turn may not end there",
        ],
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
                format!(
                    "Clause {}, {}: {} ({})",
                    k.clause(),
                    k.title().to_lowercase(),
                    k.describe(k.selected(self)),
                    self.choice(k).name
                )
            })
            .collect()
    }
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
