//! The seven clauses of the card, rendered from a rule set in our own words.

use super::{Card, Signatory};
use crate::rules::{Completion, DestLock, Movement, OtherCamps, RuleSet, Unused};

/// Earlier wordings of a clause that records written by earlier versions
/// may quote (clause 7 said "signed by everyone" before it said
/// "confirmed"): a record quoting one still holds up.
#[must_use]
pub fn earlier_wordings(clause: u8) -> &'static [&'static str] {
    match clause {
        7 => &[
            "Disputes: when the players disagree, stop before anything moves and record the piece, the route, the clause and the holes. This card decides; a rule change needs a new card signed by everyone and starts with a new game.",
        ],
        _ => &[],
    }
}

/// The seven clauses for a rule set and players, in our own words.
#[must_use]
pub fn clauses(rules: &RuleSet, players: &[Signatory]) -> Vec<(u8, String)> {
    let camps = Card::camps(players.len());
    let seating: Vec<String> = players
        .iter()
        .zip(&camps)
        .map(|(p, c)| {
            format!(
                "{} starts at {} and heads for {}",
                p.colour,
                c,
                c.opposite()
            )
        })
        .collect();
    let unused = match rules.unused {
        Unused::Usable => {
            "Camps nobody starts in or heads for stay free for moving through and stopping in."
        }
        Unused::NoRest => {
            "Camps nobody starts in or heads for may be crossed, but no turn may end in them."
        }
    };
    let movement = match rules.movement {
        Movement::Hops => {
            "A turn moves one piece: either one step to a neighbouring empty hole, or a chain of hops. Each hop passes over one adjacent piece of any colour (the bridge) to the empty hole just beyond it in a straight line. The chain may stop after any hop; nothing is taken off the board; no long jumps."
        }
        Movement::Long => {
            "A turn moves one piece: either one step to a neighbouring empty hole, or a chain of jumps. A jump passes over one piece of any colour (the bridge) in a straight line, with as many empty holes after the bridge as before it, landing in an empty hole; the plain hop is the shortest case. Nothing is taken off the board."
        }
    };
    let lock = match rules.dest_lock {
        DestLock::EveryLanding => {
            "Once a piece is in its destination, every later landing of that piece stays inside it; moving around within it is fine. Arriving is not yet a win."
        }
        DestLock::TurnEnd => {
            "A piece that begins a turn in its destination must finish that turn inside it; it may hop out and back within the chain."
        }
        DestLock::Off => "Pieces may leave their destination again; only the finish counts.",
    };
    let others = match rules.other_camps {
        OtherCamps::Allowed => "Other players' camps may be used like any other hole.",
        OtherCamps::NoRest => {
            "Other players' camps may be hopped through, but no turn may end in them."
        }
        OtherCamps::NoEntry => {
            "No piece may land in another player's camp, though hopping over a piece there is fine."
        }
    };
    let finish = match rules.completion {
        Completion::Swap => {
            "A player wins with every piece in the destination. Only when nine are home and an opponent's piece blocks an otherwise legal final entry of the tenth may the two pieces trade holes, which completes the player's set. There is no other swap or capture."
        }
        Completion::Ten => {
            "A player wins with every piece in the destination. An opponent's piece sitting in the last hole simply blocks the finish; there is no swap or capture."
        }
        Completion::Available => {
            "A player wins once no hole of the destination is empty and at least one own piece is there; holes held by opponents count as filled."
        }
    };
    vec![
        (1, format!("Setup: ten pieces each; {}. {unused}", seating.join("; "))),
        (2, format!("Moving: {movement}")),
        (3, format!("Arriving home: {lock}")),
        (4, format!("Camps: each player's own start and destination are always allowed. {others}")),
        (5, format!("Blocking and finishing: {finish}")),
        (6, "Passing: a player may pass only when no piece has any legal step or hop chain, checked piece by piece in every direction. If everyone passes in turn without a move or a win, the game ends as an agreed draw.".to_string()),
        (7, "Disputes: when the players disagree, stop before anything moves and record the piece, the route, the clause and the holes. This card decides; a rule change needs a new card confirmed by everyone and starts with a new game.".to_string()),
    ]
}
