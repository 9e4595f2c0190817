//! Verdicts, refusals and their reasons, and route errors, in words.

use crate::lang::{self, Lang, t};
use crate::quote::Quoted;
use crate::rules::{CampBan, CampOwner, Clause, Hole, Reason, Refusal, RouteError, Verdict};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

impl Reason {
    /// The message id of this reason (its fields are the named arguments).
    #[must_use]
    pub fn id(&self) -> &'static str {
        match self {
            Reason::GameOver => "game-over",
            Reason::PassWhileMovable { .. } => "pass-while-movable",
            Reason::EmptyRoute => "empty-route",
            Reason::NoLandingAfter { .. } => "no-landing-after",
            Reason::NoLanding => "no-landing",
            Reason::NoPiece { .. } => "no-piece",
            Reason::NotMoversPiece { .. } => "not-movers-piece",
            Reason::AfterStep { .. } => "after-step",
            Reason::LandsAgain { .. } => "lands-again",
            Reason::NotOnALine { .. } => "not-on-a-line",
            Reason::StepAfterHop { .. } => "step-after-hop",
            Reason::LeavesBoard { .. } => "leaves-board",
            Reason::LongJump { .. } => "long-jump",
            Reason::NotAHop { .. } => "not-a-hop",
            Reason::NotSymmetric { .. } => "not-symmetric",
            Reason::NoBridge { .. } => "no-bridge",
            Reason::Obstructed { .. } => "obstructed",
            Reason::Occupied { .. } => "occupied",
            Reason::SwapFromHome { .. } => "swap-from-home",
            Reason::SwapTooSoon { .. } => "swap-too-soon",
            Reason::LeavesDestination { .. } => "leaves-destination",
            Reason::EndsOutsideDestination { .. } => "ends-outside-destination",
            Reason::NoRest { .. } => "no-rest",
            Reason::NoEntry { .. } => "no-entry",
            Reason::Recorded(_) => "recorded",
        }
    }
}

/// A small count as a word ("no", "one" … "ten"), a larger one in digits.
fn count_word(n: u32) -> String {
    t!("count-word", n = n)
}

/// A colour's name in the reader's language (a name not the card's stays
/// as it is).
pub(crate) fn colour(name: &str) -> String {
    t!("colour", name = name)
}

/// A camp's name in the reader's language ("lower-left").
pub(crate) fn camp_name(camp: crate::rules::Camp) -> String {
    t!("camp-name", camp = camp.to_string())
}

/// The computer's level in the reader's language.
pub(crate) fn level_name(level: crate::seat::Level) -> String {
    t!("level-name", level = level.to_string())
}

/// A move in the reader's words: a route as its holes, or "pass".
pub(crate) fn proposal_words(proposal: &crate::rules::Proposal) -> String {
    match proposal {
        crate::rules::Proposal::Pass => t!("proposal-pass"),
        crate::rules::Proposal::Route(_) => proposal.to_string(),
    }
}

/// The separator of a list ("red, blue") in the reader's language.
pub(crate) fn list_separator() -> String {
    t!("list-separator")
}

/// A reason in this thread's language.
fn words(reason: &Reason) -> String {
    use Reason as R;
    let h = Hole::to_string;
    match reason {
        R::GameOver => t!("reason-game-over"),
        R::PassWhileMovable { colour: c, example } => t!(
            "reason-pass-while-movable",
            colour = colour(c),
            example = example.to_string()
        ),
        R::EmptyRoute => t!("reason-empty-route"),
        R::NoLandingAfter { start } => t!("reason-no-landing-after", start = h(start)),
        R::NoLanding => t!("reason-no-landing"),
        R::NoPiece { start } => t!("reason-no-piece", start = h(start)),
        R::NotMoversPiece {
            start,
            holder,
            mover,
        } => t!(
            "reason-not-movers-piece",
            start = h(start),
            holder = colour(holder),
            mover = colour(mover)
        ),
        R::AfterStep { before, from, to } => t!(
            "reason-after-step",
            before = h(before),
            from = h(from),
            to = h(to)
        ),
        R::LandsAgain { hole, start: true } => t!("reason-lands-again-start", hole = h(hole)),
        R::LandsAgain { hole, start: false } => t!("reason-lands-again", hole = h(hole)),
        R::Occupied { hole, holder, own } => occupied(*hole, holder, *own),
        R::SwapFromHome {
            hole,
            holder,
            colour: c,
        } => t!(
            "reason-swap-from-home",
            hole = h(hole),
            holder = colour(holder),
            colour = colour(c)
        ),
        R::SwapTooSoon {
            hole,
            holder,
            colour: c,
            needed,
            home,
        } => t!(
            "reason-swap-too-soon",
            hole = h(hole),
            holder = colour(holder),
            colour = colour(c),
            needed = count_word(*needed),
            home = count_word(*home)
        ),
        R::Recorded(text) => text.clone(),
        // The rest are the geometry of a landing and the camps.
        other => landing_or_camp(other).unwrap_or_default(),
    }
}

/// [`words`] for the geometry of a landing and the camps; `None` for the
/// reasons [`words`] words itself.
fn landing_or_camp(reason: &Reason) -> Option<String> {
    use Reason as R;
    let h = Hole::to_string;
    Some(match reason {
        R::NotOnALine { from, to } => t!("reason-not-on-a-line", from = h(from), to = h(to)),
        R::StepAfterHop { from, to } => t!("reason-step-after-hop", from = h(from), to = h(to)),
        R::LeavesBoard { from, to } => t!("reason-leaves-board", from = h(from), to = h(to)),
        R::LongJump { from, to } => t!("reason-long-jump", from = h(from), to = h(to)),
        R::NotAHop { from, to } => t!("reason-not-a-hop", from = h(from), to = h(to)),
        R::NotSymmetric { from, to } => t!("reason-not-symmetric", from = h(from), to = h(to)),
        R::NoBridge { bridge, from, to } => t!(
            "reason-no-bridge",
            bridge = h(bridge),
            from = h(from),
            to = h(to)
        ),
        R::Obstructed { hole, from, to } => t!(
            "reason-obstructed",
            hole = h(hole),
            from = h(from),
            to = h(to)
        ),
        R::LeavesDestination {
            colour: c,
            arrived_at,
            started,
            to,
        } => {
            let (c, arrived, to) = (colour(c), h(arrived_at), h(to));
            if *started {
                t!(
                    "reason-leaves-destination-started",
                    colour = c,
                    arrived = arrived,
                    to = to
                )
            } else {
                t!(
                    "reason-leaves-destination-reached",
                    colour = c,
                    arrived = arrived,
                    to = to
                )
            }
        }
        R::EndsOutsideDestination { colour: c, end } => t!(
            "reason-ends-outside-destination",
            colour = colour(c),
            end = h(end)
        ),
        R::NoRest { end, camp, ban } => t!(
            "reason-no-rest",
            end = h(end),
            camp = camp.to_string(),
            ban = ban.to_string()
        ),
        R::NoEntry {
            hole,
            camp,
            colour: c,
        } => t!(
            "reason-no-entry",
            hole = h(hole),
            camp = camp.to_string(),
            colour = colour(c)
        ),
        _ => return None,
    })
}

/// `hole` holds `holder`'s piece (`own`: the mover's own).
fn occupied(hole: Hole, holder: &str, own: bool) -> String {
    let (hole, holder) = (hole.to_string(), colour(holder));
    if own {
        t!("reason-occupied-own", hole = hole, holder = holder)
    } else {
        t!("reason-occupied", hole = hole, holder = holder)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&words(self))
    }
}

impl fmt::Display for CampOwner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let camp = |c: &crate::rules::Camp| camp_name(*c);
        f.write_str(&match self {
            CampOwner::Centre => t!("camp-centre"),
            CampOwner::StartOf { colour: c, camp: k } => {
                t!("camp-start-of", colour = colour(c), camp = camp(k))
            }
            CampOwner::DestinationOf { colour: c, camp: k } => {
                t!("camp-destination-of", colour = colour(c), camp = camp(k))
            }
            CampOwner::Unused(k) => t!("camp-unused", camp = camp(k)),
        })
    }
}

impl fmt::Display for CampBan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            CampBan::UnusedNoRest => t!("camp-ban-unused-no-rest"),
            CampBan::OtherNoRest => t!("camp-ban-other-no-rest"),
            CampBan::OtherNoEntry => t!("camp-ban-other-no-entry"),
        })
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Legal => f.write_str(&t!("verdict-legal")),
            Verdict::LegalSwap => f.write_str(&t!("verdict-legal-swap")),
            Verdict::Illegal { clause, reason } => f.write_str(&illegal(*clause, reason)),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&illegal(self.clause, &self.reason))
    }
}

/// "illegal (clause 6): REASON".
fn illegal(clause: Option<Clause>, reason: &Reason) -> String {
    let reason = reason.to_string();
    match clause {
        Some(c) => t!(
            "verdict-illegal-clause",
            clause = c.number(),
            reason = reason
        ),
        None => t!("verdict-illegal", reason = reason),
    }
}

impl fmt::Display for RouteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RouteError::Empty => f.write_str(&t!("route-empty")),
            RouteError::UnknownHole(given) => {
                f.write_str(&t!("route-unknown-hole", hole = Quoted(given).to_string()))
            }
        }
    }
}

/// A reason is written as its English words: record files (and their
/// fingerprints) are what they were when reasons were text.
impl Serialize for Reason {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&lang::speaking(Lang::En, || self.to_string()))
    }
}

/// A reason read from a file keeps the file's words.
impl<'de> Deserialize<'de> for Reason {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Reason, D::Error> {
        String::deserialize(deserializer).map(Reason::Recorded)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Camp, Clause, Move, Route};

    fn h(name: &str) -> Hole {
        Hole::parse(name).expect("a hole")
    }

    fn s(text: &str) -> String {
        text.to_string()
    }

    /// Every reason with the words it had when the engine wrote sentences
    /// itself (copied from those `format!` strings): English is unchanged.
    fn table() -> Vec<(Reason, &'static str)> {
        use Reason as R;
        let from = h("N2");
        let to = h("I5");
        let example = Move {
            route: Route(vec![h("N2"), h("M6")]),
            swap: false,
        };
        let mut rows = vec![
            (R::GameOver, "game over"),
            (
                R::PassWhileMovable {
                    colour: s("red"),
                    example,
                },
                "red still has a legal move (for example N2-M6), so passing is not allowed",
            ),
            (R::EmptyRoute, "the route is empty"),
            (
                R::NoLandingAfter { start: from },
                "the route names no landing after N2",
            ),
            (R::NoLanding, "the route names no landing"),
            (
                R::NoPiece { start: to },
                "I5 is empty: there is no piece to move",
            ),
            (
                R::NotMoversPiece {
                    start: h("A1"),
                    holder: s("blue"),
                    mover: s("red"),
                },
                "A1 holds blue, but it is red's turn",
            ),
            (
                R::AfterStep {
                    before: h("N2"),
                    from: h("M6"),
                    to: h("L6"),
                },
                "N2-M6 was a step, and a step ends the move: nothing may follow it (L6)",
            ),
            (
                R::LandsAgain {
                    hole: from,
                    start: true,
                },
                "the route lands on N2 again, the hole the piece started from",
            ),
            (
                R::LandsAgain {
                    hole: to,
                    start: false,
                },
                "the route lands on I5 again, a hole it already landed on",
            ),
        ];
        rows.extend(landing_table());
        rows.extend(home_table());
        rows.extend(camp_table());
        rows
    }

    /// [`table`]'s rows for the geometry of a landing.
    fn landing_table() -> Vec<(Reason, &'static str)> {
        use Reason as R;
        let (from, to) = (h("N2"), h("I5"));
        vec![
            (
                R::NotOnALine { from, to },
                "N2 to I5 is neither a step nor a hop: they are not on one line",
            ),
            (
                R::StepAfterHop { from, to },
                "N2 to I5 is a single step, which cannot follow a hop",
            ),
            (
                R::LeavesBoard { from, to },
                "the line from N2 to I5 leaves the board",
            ),
            (
                R::LongJump { from, to },
                "N2 to I5 is a long jump, and this card allows ordinary hops only",
            ),
            (
                R::NotAHop { from, to },
                "N2 to I5 is neither a step nor a hop: a hop lands two holes along the line",
            ),
            (
                R::NotSymmetric { from, to },
                "N2 to I5 is neither a step nor a jump: the bridge must sit exactly halfway",
            ),
            (
                R::NoBridge {
                    bridge: h("K5"),
                    from,
                    to,
                },
                "no bridge: K5, between N2 and I5, is empty",
            ),
            (
                R::Obstructed {
                    hole: h("K5"),
                    from,
                    to,
                },
                "K5 lies between N2 and I5 and is not empty: a long jump needs empty holes either side of the bridge",
            ),
        ]
    }

    /// [`table`]'s rows for occupied landings and swaps.
    fn home_table() -> Vec<(Reason, &'static str)> {
        use Reason as R;
        let to = h("I5");
        vec![
            (
                R::Occupied {
                    hole: to,
                    holder: s("red"),
                    own: true,
                },
                "I5 is occupied by red's own piece: a landing must be empty",
            ),
            (
                R::Occupied {
                    hole: to,
                    holder: s("blue"),
                    own: false,
                },
                "I5 is occupied by blue: a landing must be empty",
            ),
            (
                R::SwapFromHome {
                    hole: h("A1"),
                    holder: s("blue"),
                    colour: s("red"),
                },
                "A1 holds blue: a swap is only for the last piece entering from outside, and this red piece started in its destination",
            ),
            (
                R::SwapTooSoon {
                    hole: h("A1"),
                    holder: s("blue"),
                    colour: s("red"),
                    needed: 9,
                    home: 0,
                },
                "A1 holds blue: the swap needs nine red pieces home, red has no",
            ),
            (
                R::SwapTooSoon {
                    hole: h("A1"),
                    holder: s("blue"),
                    colour: s("red"),
                    needed: 14,
                    home: 10,
                },
                "A1 holds blue: the swap needs 14 red pieces home, red has ten",
            ),
            (
                R::LeavesDestination {
                    colour: s("red"),
                    arrived_at: h("A1"),
                    started: true,
                    to,
                },
                "this red piece started in its destination at A1 and may not land outside it at I5",
            ),
            (
                R::LeavesDestination {
                    colour: s("red"),
                    arrived_at: h("B2"),
                    started: false,
                    to,
                },
                "this red piece reached its destination at B2 and may not land outside it at I5",
            ),
        ]
    }

    /// [`table`]'s rows for destinations and camps.
    fn camp_table() -> Vec<(Reason, &'static str)> {
        use Reason as R;
        let to = h("I5");
        let blue_start = CampOwner::StartOf {
            colour: s("blue"),
            camp: Camp::Top,
        };
        vec![
            (
                R::EndsOutsideDestination {
                    colour: s("red"),
                    end: to,
                },
                "this red piece started the turn in its destination and must end it there, not at I5",
            ),
            (
                R::NoRest {
                    end: to,
                    camp: CampOwner::Centre,
                    ban: CampBan::OtherNoRest,
                },
                "the turn may not end at I5 in the centre (other camps: no-rest)",
            ),
            (
                R::NoRest {
                    end: h("E1"),
                    camp: CampOwner::Unused(Camp::LowerLeft),
                    ban: CampBan::UnusedNoRest,
                },
                "the turn may not end at E1 in the unused lower-left camp (unused camps: no-rest)",
            ),
            (
                R::NoRest {
                    end: h("E1"),
                    camp: CampOwner::DestinationOf {
                        colour: s("blue"),
                        camp: Camp::Bottom,
                    },
                    ban: CampBan::OtherNoEntry,
                },
                "the turn may not end at E1 in blue's destination (bottom) (other camps: no-entry)",
            ),
            (
                R::NoEntry {
                    hole: h("Q1"),
                    camp: blue_start,
                    colour: s("green"),
                },
                "Q1 is in blue's start camp (top), where green may not land (other camps: no-entry)",
            ),
            (R::Recorded(s("words from a file")), "words from a file"),
        ]
    }

    #[test]
    fn every_reason_has_todays_english_words() {
        for (reason, words) in table() {
            assert_eq!(reason.to_string(), words, "{}", reason.id());
        }
    }

    #[test]
    fn every_reason_kind_is_in_the_table_with_its_own_id() {
        let ids: std::collections::BTreeSet<&str> =
            table().iter().map(|(reason, _)| reason.id()).collect();
        // One id per variant of `Reason` (the match in `Reason::id` is
        // exhaustive, so a new variant needs an id, and then a row here).
        assert_eq!(ids.len(), 25, "{ids:?}");
    }

    #[test]
    fn verdicts_and_refusals_word_the_clause_and_the_reason() {
        let over = Verdict::Illegal {
            clause: None,
            reason: Reason::GameOver,
        };
        assert_eq!(over.to_string(), "illegal: game over");
        let refused = Refusal {
            clause: Some(Clause::Moving),
            reason: Reason::NoLanding,
        };
        assert_eq!(
            refused.to_string(),
            "illegal (clause 2): the route names no landing"
        );
        assert_eq!(Verdict::Legal.to_string(), "legal");
        assert_eq!(Verdict::LegalSwap.to_string(), "legal swap");
    }

    #[test]
    fn a_reason_is_written_as_its_words_and_read_back_as_them() {
        let verdict = Verdict::Illegal {
            clause: Some(Clause::Moving),
            reason: Reason::NoPiece { start: h("I5") },
        };
        let text = ron::to_string(&verdict).expect("serialises");
        assert_eq!(
            text,
            "Illegal(clause:Some(2),reason:\"I5 is empty: there is no piece to move\")"
        );
        let back: Verdict = ron::from_str(&text).expect("parses");
        assert_eq!(
            back,
            Verdict::Illegal {
                clause: Some(Clause::Moving),
                reason: Reason::Recorded(s("I5 is empty: there is no piece to move")),
            }
        );
        assert_eq!(back.to_string(), verdict.to_string());
    }
}
