//! What a bulk change to the card changed, in words: a reset to the card's
//! defaults, a change of the number of players, a date far from today, and
//! whether anything a confirmation covers changed at all. The setup form
//! asks and tells with these; they draw nothing.

use super::text;
use crate::card::{Card, CardDate};
use crate::rules::{OptionKey, RuleSet};

/// How much of a name a button or a confirmation line shows, so the row
/// keeps its place at 800x600.
pub(super) const NAME_SHOWN: usize = 20;

/// One option a reset or a change of seats changes: from one choice to
/// another, or to none (with three or more players the other-camp rule
/// has no default: it is chosen again).
pub(super) struct OptionChange {
    key: OptionKey,
    from: &'static str,
    to: Option<&'static str>,
}

impl OptionChange {
    /// In full, for the question: "clause 2, how pieces travel: long → hops".
    pub(super) fn long(&self) -> String {
        let to = self
            .to
            .unwrap_or("not chosen (three or more players choose it)");
        format!(
            "clause {}, {}: {} → {to}",
            self.key.clause(),
            self.key.title().to_lowercase(),
            self.from
        )
    }

    /// Short, for the status line: "clause 2 long → hops".
    pub(super) fn short(&self) -> String {
        let to = self.to.unwrap_or("to be chosen");
        format!("clause {} {} → {to}", self.key.clause(), self.from)
    }
}

/// Put every option of `card` back to the card's default; what changed.
/// With three or more players the other-camp rule has no default: a
/// choice made is undone, to be made again.
pub(super) fn reset_options(card: &mut Card) -> Vec<OptionChange> {
    let defaults = RuleSet::default();
    let three_or_more = card.players.len() >= 3;
    let mut changed = Vec::new();
    for key in OptionKey::ALL {
        let now = key.selected(&card.rules);
        let to = key.selected(&defaults);
        let name = |i: usize| key.choices().get(i).map_or("?", |c| c.name);
        let undone = key == OptionKey::OtherCamps && three_or_more;
        if undone && card.other_camps_chosen {
            changed.push(OptionChange {
                key,
                from: name(now),
                to: None,
            });
            card.other_camps_chosen = false;
        } else if undone || now == to {
            continue;
        } else {
            changed.push(OptionChange {
                key,
                from: name(now),
                to: Some(name(to)),
            });
        }
        key.select(&mut card.rules, to);
    }
    changed
}

/// What changing the number of players from `before` to `after` changed,
/// in one line: the seats added or removed, the other-camp rule to be
/// chosen (it has no default with three or more players), the
/// confirmations withdrawn.
pub(super) fn seats_changed(before: &Card, after: &Card) -> String {
    let (from, to) = (before.players.len(), after.players.len());
    let removed = |i: usize| match before.players[i].name.trim() {
        "" => format!("Player {} removed", i + 1),
        name => format!(
            "Player {} ({}) removed",
            i + 1,
            text::short(name, NAME_SHOWN)
        ),
    };
    let added = |i: usize| format!("Player {} ({}) added", i + 1, after.players[i].colour);
    let mut changed: Vec<String> = (to..from)
        .map(removed)
        .chain((from..to).map(added))
        .collect();
    let key = OptionKey::OtherCamps;
    if to >= 3 && from >= 3 && before.other_camps_chosen {
        let from = before.rules.choice(key).name;
        changed.push(
            OptionChange {
                key,
                from,
                to: None,
            }
            .short(),
        );
    } else if to >= 3 && from < 3 {
        changed.push(format!(
            "clause {} other-camp rule to be chosen",
            key.clause()
        ));
    }
    let mut said = format!("{to} players: {}.", changed.join("; "));
    if before.confirmations.iter().any(Option::is_some) {
        said.push_str(" Confirmations withdrawn.");
    }
    said
}

/// A warning for a card dated more than a year before or after `today`
/// (a slip of the calendar's year arrows, or a mistyped year).
pub(super) fn far_date(date: CardDate, today: CardDate) -> Option<String> {
    let months = |d: CardDate| i64::from(d.year) * 12 + i64::from(d.month);
    let apart = months(date) - months(today);
    let side = match apart {
        13.. => "after",
        ..=-13 => "before",
        _ => return None,
    };
    Some(format!(
        "The card is dated {date}, more than a year {side} today ({today}): is that right?"
    ))
}

/// Whether `card` differs from `before` in anything a confirmation covers
/// (all but the confirmations themselves): compared by value, without a copy.
pub(super) fn terms_changed(card: &mut Card, mut before: Card) -> bool {
    let confirmations = std::mem::take(&mut card.confirmations);
    before.confirmations.clear();
    let changed = *card != before;
    card.confirmations = confirmations;
    changed
}
