//! The rule options of the agreement card, with their clause numbers.

use super::clause::Clause;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a piece may travel (clause 2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Movement {
    /// Ordinary hops over one adjacent piece only.
    #[default]
    Hops,
    /// Symmetric long jumps are allowed as well.
    Long,
}

/// What keeps an arrived piece in its destination (clause 3).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DestLock {
    /// Every landing after arriving must stay in the destination.
    #[default]
    EveryLanding,
    /// Only where the turn ends is checked.
    TurnEnd,
    /// No restriction.
    Off,
}

/// When a player has completed its destination (clause 5).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Completion {
    /// All pieces home; the last one may swap with a blocking opponent.
    #[default]
    Swap,
    /// All pieces home, no swap.
    Ten,
    /// No empty hole left in the destination and at least one own piece there.
    Available,
}

/// Camps that are another active player's start or destination (clause 4).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OtherCamps {
    #[default]
    Allowed,
    /// May be landed in mid-chain, but a turn may not end there.
    NoRest,
    /// No landing there at all.
    NoEntry,
}

/// Camps that are nobody's start or destination (clause 4).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Unused {
    #[default]
    Usable,
    /// May be crossed, but a turn may not end there.
    NoRest,
}

/// The five options of the card. `Default` is the two-player card.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct RuleSet {
    pub movement: Movement,
    pub dest_lock: DestLock,
    pub completion: Completion,
    pub other_camps: OtherCamps,
    pub unused: Unused,
}

/// A rule option's identity, for the setup dialog and the card.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OptionKey {
    Movement,
    DestLock,
    Completion,
    OtherCamps,
    Unused,
}

/// One selectable value of an option: its notation name (the token of the
/// command line and the files). Its words are in `words` (`OptionKey::describe`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Choice {
    pub name: &'static str,
}

impl OptionKey {
    pub const ALL: [OptionKey; 5] = [
        OptionKey::Movement,
        OptionKey::DestLock,
        OptionKey::Unused,
        OptionKey::OtherCamps,
        OptionKey::Completion,
    ];

    /// The card clause this option belongs to.
    #[must_use]
    pub fn clause(self) -> Clause {
        match self {
            OptionKey::Movement => Clause::Moving,
            OptionKey::DestLock => Clause::Destination,
            OptionKey::OtherCamps | OptionKey::Unused => Clause::Camps,
            OptionKey::Completion => Clause::Blocking,
        }
    }

    /// The option's name as used on the command line (`dest-lock`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            OptionKey::Movement => "movement",
            OptionKey::DestLock => "dest-lock",
            OptionKey::Completion => "completion",
            OptionKey::OtherCamps => "other-camps",
            OptionKey::Unused => "unused",
        }
    }

    /// Every value, in the order the dialog lists them.
    #[must_use]
    pub fn choices(self) -> &'static [Choice] {
        match self {
            OptionKey::Movement => &[Choice { name: "hops" }, Choice { name: "long" }],
            OptionKey::DestLock => &[
                Choice {
                    name: "every-landing",
                },
                Choice { name: "turn-end" },
                Choice { name: "off" },
            ],
            OptionKey::Completion => &[
                Choice { name: "swap" },
                Choice { name: "ten" },
                Choice { name: "available" },
            ],
            OptionKey::OtherCamps => &[
                Choice { name: "allowed" },
                Choice { name: "no-rest" },
                Choice { name: "no-entry" },
            ],
            OptionKey::Unused => &[Choice { name: "usable" }, Choice { name: "no-rest" }],
        }
    }

    /// The chosen value's index in `choices()` for a rule set.
    #[must_use]
    pub fn selected(self, rules: &RuleSet) -> usize {
        match self {
            OptionKey::Movement => rules.movement as usize,
            OptionKey::DestLock => rules.dest_lock as usize,
            OptionKey::Completion => rules.completion as usize,
            OptionKey::OtherCamps => rules.other_camps as usize,
            OptionKey::Unused => rules.unused as usize,
        }
    }

    /// Set the option to the value with index `i` of `choices()`; out-of-range leaves it unchanged.
    pub fn select(self, rules: &mut RuleSet, i: usize) {
        match (self, i) {
            (OptionKey::Movement, 0) => rules.movement = Movement::Hops,
            (OptionKey::Movement, 1) => rules.movement = Movement::Long,
            (OptionKey::DestLock, 0) => rules.dest_lock = DestLock::EveryLanding,
            (OptionKey::DestLock, 1) => rules.dest_lock = DestLock::TurnEnd,
            (OptionKey::DestLock, 2) => rules.dest_lock = DestLock::Off,
            (OptionKey::Completion, 0) => rules.completion = Completion::Swap,
            (OptionKey::Completion, 1) => rules.completion = Completion::Ten,
            (OptionKey::Completion, 2) => rules.completion = Completion::Available,
            (OptionKey::OtherCamps, 0) => rules.other_camps = OtherCamps::Allowed,
            (OptionKey::OtherCamps, 1) => rules.other_camps = OtherCamps::NoRest,
            (OptionKey::OtherCamps, 2) => rules.other_camps = OtherCamps::NoEntry,
            (OptionKey::Unused, 0) => rules.unused = Unused::Usable,
            (OptionKey::Unused, 1) => rules.unused = Unused::NoRest,
            _ => {}
        }
    }

    /// Set the option by value name.
    ///
    /// # Errors
    /// [`OptionError`] (which lists the valid names) when `name` is not one of them.
    pub fn select_name(self, rules: &mut RuleSet, name: &str) -> Result<(), OptionError> {
        match self.choices().iter().position(|c| c.name == name) {
            Some(i) => {
                self.select(rules, i);
                Ok(())
            }
            None => Err(OptionError {
                key: self,
                given: name.to_string(),
            }),
        }
    }
}

/// A value that is not one of an option's choices.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OptionError {
    pub key: OptionKey,
    pub given: String,
}

impl std::error::Error for OptionError {}

impl RuleSet {
    /// Every combination of the five options (108 rule sets), for tests
    /// that must hold under any card.
    #[must_use]
    pub fn all() -> Vec<RuleSet> {
        let mut out = Vec::new();
        for movement in [Movement::Hops, Movement::Long] {
            for dest_lock in [DestLock::EveryLanding, DestLock::TurnEnd, DestLock::Off] {
                for completion in [Completion::Swap, Completion::Ten, Completion::Available] {
                    for other_camps in
                        [OtherCamps::Allowed, OtherCamps::NoRest, OtherCamps::NoEntry]
                    {
                        for unused in [Unused::Usable, Unused::NoRest] {
                            out.push(RuleSet {
                                movement,
                                dest_lock,
                                completion,
                                other_camps,
                                unused,
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// The chosen value of an option.
    #[must_use]
    pub fn choice(&self, key: OptionKey) -> Choice {
        key.choices()[key.selected(self)]
    }

    /// Options that differ from the card defaults, as `name: value` lines.
    #[must_use]
    pub fn differences_from_card(&self) -> Vec<String> {
        let card = RuleSet::default();
        OptionKey::ALL
            .into_iter()
            .filter(|k| k.selected(self) != k.selected(&card))
            .map(|k| {
                format!(
                    "clause {} {}: {}",
                    k.clause(),
                    k.name(),
                    self.choice(k).name
                )
            })
            .collect()
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = OptionKey::ALL
            .into_iter()
            .map(|k| format!("--{} {}", k.name(), self.choice(k).name))
            .collect();
        f.write_str(&parts.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn select_by_name_round_trips() {
        for key in OptionKey::ALL {
            for (i, c) in key.choices().iter().enumerate() {
                let mut r = RuleSet::default();
                assert!(key.select_name(&mut r, c.name).is_ok());
                assert_eq!(key.selected(&r), i);
            }
            let mut r = RuleSet::default();
            assert!(key.select_name(&mut r, "nonsense").is_err());
            assert_eq!(r, RuleSet::default());
        }
    }

    #[test]
    fn card_defaults_have_no_differences() {
        assert!(RuleSet::default().differences_from_card().is_empty());
        let r = RuleSet {
            completion: Completion::Ten,
            ..RuleSet::default()
        };
        assert_eq!(r.differences_from_card(), ["clause 5 completion: ten"]);
    }

    #[test]
    fn ron_round_trip() {
        let r = RuleSet {
            movement: Movement::Long,
            unused: Unused::NoRest,
            ..RuleSet::default()
        };
        let text = ron::to_string(&r).unwrap_or_default();
        assert_eq!(ron::from_str::<RuleSet>(&text).ok(), Some(r));
    }
}
