//! What a card changes: its agreed changes, each under the clause that
//! states it, the changes it carries from a dispute of the game before, and
//! what a new version changes from the one it replaces.

use super::{Card, HINTS_CLAUSE};
use crate::lang::t;
use crate::rules::{Clause, OptionKey, RuleSet};
use serde::{Deserialize, Serialize};

/// A change the players agreed while resolving a dispute ("Agree a change
/// for a new game"), carried by the card of the next game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FromDispute {
    /// The dispute's number in the game it was raised in.
    pub dispute: usize,
    /// The move it was raised at.
    pub move_number: usize,
    /// The version of the card that game was played under.
    pub version: u32,
    /// The clause the change belongs to: the changed option's, else the
    /// clause the dispute cited.
    pub clause: Clause,
    /// The rule options it changed, as "unused: usable" (empty when the
    /// change is in the players' words only).
    pub rule: String,
    /// The change in the players' words.
    pub change: String,
}

impl FromDispute {
    /// A dispute's agreed change: `before` are the rules the dispute was
    /// judged under, `after` those the change asks for (if any).
    #[must_use]
    pub fn new(
        (dispute, move_number, version): (usize, usize, u32),
        cited: Clause,
        change: &str,
        before: &RuleSet,
        after: Option<&RuleSet>,
    ) -> FromDispute {
        let changed: Vec<OptionKey> = after.map_or_else(Vec::new, |after| {
            OptionKey::ALL
                .into_iter()
                .filter(|k| k.selected(before) != k.selected(after))
                .collect()
        });
        let rule = after.map_or_else(String::new, |after| {
            changed
                .iter()
                .map(|k| format!("{}: {}", k.name(), after.choice(*k).name))
                .collect::<Vec<_>>()
                .join("; ")
        });
        FromDispute {
            dispute,
            move_number,
            version,
            clause: changed.first().map_or(cited, |k| k.clause()),
            rule,
            change: change.trim().to_string(),
        }
    }

    /// The line under "Agreed changes": "clause 4 unused: usable, agreed in
    /// dispute 2 (move 14, card version 1): stopping is fine".
    #[must_use]
    pub fn line(&self) -> String {
        let clause = self.clause.to_string();
        if self.rule.is_empty() {
            t!(
                "card-change-from-dispute",
                clause = clause,
                dispute = self.dispute,
                move_number = self.move_number,
                version = self.version,
                change = &self.change
            )
        } else {
            t!(
                "card-change-from-dispute-rule",
                clause = clause,
                rule = &self.rule,
                dispute = self.dispute,
                move_number = self.move_number,
                version = self.version,
                change = &self.change
            )
        }
    }
}

impl Card {
    /// The agreed changes, each under the clause that states it: rule
    /// options that differ from the card and hints (in clause order), the
    /// changes agreed in a dispute of the game before (with the dispute),
    /// then the free text.
    #[must_use]
    pub fn agreed_changes(&self) -> Vec<String> {
        let mut options: Vec<(Clause, String)> = OptionKey::ALL
            .into_iter()
            .filter(|k| k.selected(&self.rules) != k.selected(&RuleSet::default()))
            .map(|k| {
                let line = t!(
                    "card-change-option",
                    clause = k.clause().to_string(),
                    option = k.name(),
                    value = self.rules.choice(k).name
                );
                (k.clause(), line)
            })
            .collect();
        if self.no_hints {
            options.push((
                HINTS_CLAUSE,
                t!("card-change-no-hints", clause = HINTS_CLAUSE.to_string()),
            ));
        }
        // A stable sort: within a clause, the options keep their order.
        options.sort_by_key(|(c, _)| *c);
        let mut out: Vec<String> = options.into_iter().map(|(_, l)| l).collect();
        out.extend(self.from_disputes.iter().map(FromDispute::line));
        let free = self.free_changes.trim();
        if !free.is_empty() {
            out.push(free.to_string());
        }
        out
    }

    /// What this version changes from the version it replaces (empty for a
    /// first version).
    #[must_use]
    pub fn version_changes(&self) -> Vec<String> {
        let Some(prev) = &self.supersedes else {
            return Vec::new();
        };
        let mut out: Vec<String> = OptionKey::ALL
            .into_iter()
            .filter(|k| k.selected(&prev.rules) != k.selected(&self.rules))
            .map(|k| {
                t!(
                    "card-change-version-option",
                    clause = k.clause().to_string(),
                    option = k.name(),
                    before = prev.rules.choice(k).name,
                    after = self.rules.choice(k).name
                )
            })
            .collect();
        if prev.free_changes.trim() != self.free_changes.trim() {
            let now = self.free_changes.trim();
            out.push(if now.is_empty() {
                t!("card-change-free-withdrawn")
            } else {
                t!("card-change-free-now", text = now)
            });
        }
        if out.is_empty() {
            out.push(t!("card-change-none", version = prev.version));
        }
        out
    }
}
