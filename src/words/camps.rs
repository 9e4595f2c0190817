//! The camps the board marks for the player to move (clause 4), in words:
//! the line under the turn header and what a restricted hole says.

use crate::rules::{CampOwner, CampRule, Position};

/// What a restricted camp's holes say: "Clause 4: no turn may end here, in
/// the unused lower-left camp (unused camps: no-rest)".
#[must_use]
pub(crate) fn restriction(pos: &Position, rule: CampRule) -> String {
    let what = what_is_barred(rule);
    format!(
        "Clause {}: {what}, in {} ({})",
        rule.clause(),
        CampOwner::of(pos, rule.camp),
        rule.ban()
    )
}

/// What a restricted hole's name ends with: "no turn may end here (clause
/// 4)".
#[must_use]
pub(crate) fn short_restriction(rule: CampRule) -> String {
    format!("{} (clause {})", what_is_barred(rule), rule.clause())
}

fn what_is_barred(rule: CampRule) -> &'static str {
    if rule.no_entry {
        "no piece may land here"
    } else {
        "no turn may end here"
    }
}

/// "Marked on the board, clause 4: no turn may end in the unused lower-left
/// camp; no piece may land in blue's start camp (upper-left)."; `None` when
/// no camp is restricted.
#[must_use]
pub(crate) fn marked_line(pos: &Position, rules: &[CampRule]) -> Option<String> {
    let first = rules.first()?;
    let parts: Vec<String> = [
        (false, "no turn may end in"),
        (true, "no piece may land in"),
    ]
    .into_iter()
    .map(|(no_entry, what)| (what, camp_list(pos, rules, no_entry)))
    .filter(|(_, camps)| !camps.is_empty())
    .map(|(what, camps)| format!("{what} {camps}"))
    .collect();
    Some(format!(
        "Marked on the board, clause {}: {}.",
        first.clause(),
        parts.join("; ")
    ))
}

/// The camps of one kind of restriction: nobody's camps by name in one
/// group, then the players' camps.
fn camp_list(pos: &Position, rules: &[CampRule], no_entry: bool) -> String {
    let of_kind = || rules.iter().filter(move |r| r.no_entry == no_entry);
    let unused: Vec<String> = of_kind()
        .filter(|r| r.unused)
        .map(|r| r.camp.to_string())
        .collect();
    let mut camps: Vec<String> = match unused.as_slice() {
        [] => Vec::new(),
        [one] => vec![format!("the unused {one} camp")],
        many => vec![format!("the unused camps ({})", many.join(", "))],
    };
    camps.extend(
        of_kind()
            .filter(|r| !r.unused)
            .map(|r| CampOwner::of(pos, r.camp).to_string()),
    );
    camps.join(", ")
}
