//! What a bulk change to the card changed, in words: a reset to the card's
//! defaults, a change of the number of players, a date far from today, and
//! whether anything a confirmation covers changed at all. The setup form
//! asks and tells with these; they draw nothing.

use super::text;
use crate::card::{Card, CardDate};
use crate::lang::t;
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
        let clause = self.key.clause().to_string();
        let title = crate::words::lower_first(&self.key.title());
        match self.to {
            Some(to) => t!(
                "card-changes-option-long",
                clause = clause,
                title = title,
                from = self.from,
                to = to
            ),
            None => t!(
                "card-changes-option-long-unchosen",
                clause = clause,
                title = title,
                from = self.from
            ),
        }
    }

    /// Short, for the status line: "clause 2 long → hops".
    pub(super) fn short(&self) -> String {
        let clause = self.key.clause().to_string();
        match self.to {
            Some(to) => t!(
                "card-changes-option-short",
                clause = clause,
                from = self.from,
                to = to
            ),
            None => t!(
                "card-changes-option-short-unchosen",
                clause = clause,
                from = self.from
            ),
        }
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
        "" => t!("card-changes-player-removed", number = i + 1),
        name => t!(
            "card-changes-player-removed-named",
            number = i + 1,
            name = text::short(name, NAME_SHOWN)
        ),
    };
    let added = |i: usize| {
        t!(
            "card-changes-player-added",
            number = i + 1,
            colour = crate::words::colour_name(&after.players[i].colour)
        )
    };
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
        changed.push(t!(
            "card-changes-other-camps-to-choose",
            clause = key.clause().to_string()
        ));
    }
    let changes = changed.join(&t!("clause-separator"));
    if before.confirmations.iter().any(Option::is_some) {
        t!(
            "card-changes-seats-withdrawn",
            count = to,
            changes = changes
        )
    } else {
        t!("card-changes-seats", count = to, changes = changes)
    }
}

/// A warning for a card dated more than a year before or after `today`
/// (a slip of the calendar's year arrows, or a mistyped year).
pub(super) fn far_date(date: CardDate, today: CardDate) -> Option<String> {
    let months = |d: CardDate| i64::from(d.year) * 12 + i64::from(d.month);
    let apart = months(date) - months(today);
    let (date, today) = (date.to_string(), today.to_string());
    match apart {
        13.. => Some(t!("card-changes-far-after", date = date, today = today)),
        ..=-13 => Some(t!("card-changes-far-before", date = date, today = today)),
        _ => None,
    }
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
