//! The camps the board marks for the player to move (clause 4), in words:
//! the line under the turn header and what a restricted hole says.

use super::verdict::{camp_name, list_separator};
use crate::lang::t;
use crate::rules::{CampOwner, CampRule, Position};

/// What a restricted camp's holes say: "Clause 4: no turn may end here, in
/// the unused lower-left camp (unused camps: no-rest)".
#[must_use]
pub(crate) fn restriction(pos: &Position, rule: CampRule) -> String {
    t!(
        "camp-restriction",
        clause = rule.clause().number(),
        what = what_is_barred(rule),
        camp = CampOwner::of(pos, rule.camp).to_string(),
        ban = rule.ban().to_string()
    )
}

/// What a restricted hole's name ends with: "no turn may end here (clause
/// 4)".
#[must_use]
pub(crate) fn short_restriction(rule: CampRule) -> String {
    t!(
        "camp-short-restriction",
        what = what_is_barred(rule),
        clause = rule.clause().number()
    )
}

fn what_is_barred(rule: CampRule) -> String {
    if rule.no_entry {
        t!("camp-barred-no-entry")
    } else {
        t!("camp-barred-no-rest")
    }
}

/// "Marked on the board, clause 4: no turn may end in the unused lower-left
/// camp; no piece may land in blue's start camp (upper-left)."; `None` when
/// no camp is restricted.
#[must_use]
pub(crate) fn marked_line(pos: &Position, rules: &[CampRule]) -> Option<String> {
    let first = rules.first()?;
    let parts: Vec<String> = [false, true]
        .into_iter()
        .map(|no_entry| (no_entry, camp_list(pos, rules, no_entry)))
        .filter(|(_, camps)| !camps.is_empty())
        .map(|(no_entry, camps)| {
            if no_entry {
                t!("camp-marked-no-entry", camps = camps)
            } else {
                t!("camp-marked-no-rest", camps = camps)
            }
        })
        .collect();
    Some(t!(
        "camp-marked-line",
        clause = first.clause().number(),
        parts = parts.join(&t!("clause-separator"))
    ))
}

/// The camps of one kind of restriction: nobody's camps by name in one
/// group, then the players' camps.
fn camp_list(pos: &Position, rules: &[CampRule], no_entry: bool) -> String {
    let of_kind = || rules.iter().filter(move |r| r.no_entry == no_entry);
    let unused: Vec<String> = of_kind()
        .filter(|r| r.unused)
        .map(|r| camp_name(r.camp))
        .collect();
    let mut camps: Vec<String> = match unused.as_slice() {
        [] => Vec::new(),
        [one] => vec![t!("camp-the-unused-one", camp = one)],
        many => vec![t!(
            "camp-the-unused-many",
            camps = many.join(&list_separator())
        )],
    };
    camps.extend(
        of_kind()
            .filter(|r| !r.unused)
            .map(|r| CampOwner::of(pos, r.camp).to_string()),
    );
    camps.join(&list_separator())
}
