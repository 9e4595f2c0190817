//! "Suggest a move": the computer's strongest level, thinking at most a
//! second ([`HINT_TIME`]), looks for the player to move, off the UI thread, and the
//! route is drawn on the board with one line saying why, in plain words.
//! Nothing is played; the game only notes that a hint was shown.

use super::computer::{Thinker, Thought};
use crate::lang::t;
use crate::rules::{Hole, Position, Proposal, Verdict};
use crate::seat::Level;
use crate::state::GameState;

/// The most a hint may think.
pub(crate) const HINT_TIME: std::time::Duration = std::time::Duration::from_secs(1);

/// A suggestion on display.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Hint {
    pub route: Vec<Hole>,
    pub reason: String,
    /// The position it was found for: once the game moves on it is void.
    position: Position,
}

/// The hint's state: a search in progress, or the hint shown.
#[derive(Default)]
pub(crate) struct HintSeat {
    thinker: Option<Thinker>,
    shown: Option<Hint>,
}

impl HintSeat {
    /// Start looking for a move for the player to move in `game`.
    pub(crate) fn ask(&mut self, game: &GameState) {
        self.shown = None;
        self.thinker = Some(Thinker::start_within(
            game,
            Level::Strong,
            game.plies().len() as u64,
            Some(HINT_TIME),
        ));
    }

    #[must_use]
    pub(crate) fn busy(&self) -> bool {
        self.thinker.is_some()
    }

    /// The hint for `position`, if one is shown for it.
    #[must_use]
    pub(crate) fn shown(&self, position: &Position) -> Option<&Hint> {
        self.shown.as_ref().filter(|h| h.position == *position)
    }

    pub(crate) fn clear(&mut self) {
        self.thinker = None;
        self.shown = None;
    }

    /// Collect the search's answer; `true` when a hint has just appeared.
    pub(crate) fn poll(&mut self, ctx: &egui::Context, game: Option<&GameState>) -> bool {
        let Some(thinker) = &mut self.thinker else {
            return false;
        };
        let Some(game) = game.filter(|g| *g.position() == thinker.position) else {
            self.clear();
            return false;
        };
        match thinker.poll() {
            Thought::Thinking => {
                ctx.request_repaint_after(std::time::Duration::from_millis(30));
                false
            }
            Thought::Lost | Thought::Done(None) => {
                self.thinker = None;
                false
            }
            Thought::Done(Some(choice)) => {
                self.thinker = None;
                let Proposal::Route(route) = choice.proposal else {
                    return false;
                };
                self.shown = Some(Hint {
                    reason: reason(game, &route.0),
                    route: route.0,
                    position: game.position().clone(),
                });
                true
            }
        }
    }
}

/// Hex distance between two holes.
fn distance(a: Hole, b: Hole) -> i32 {
    let (q0, r0, s0) = a.coords();
    let (q1, r1, s1) = b.coords();
    (q0 - q1).abs().max((r0 - r1).abs()).max((s0 - s1).abs())
}

/// Why the route is a good move, in a few plain words.
#[must_use]
pub(crate) fn reason(game: &GameState, route: &[Hole]) -> String {
    let (Some(&start), Some(&end)) = (route.first(), route.last()) else {
        return t!("hint-only-move");
    };
    let pos = game.position();
    let mover = pos.turn();
    let home = pos.seats()[mover].camp.opposite().holes();
    // The destination's tip: the hole of the camp farthest from the centre.
    let tip = crate::rules::board::holes_of(home).max_by_key(|h| {
        let (q, r, s) = h.coords();
        q.abs().max(r.abs()).max(s.abs())
    });
    let Some(tip) = tip else {
        return t!("hint-forward");
    };
    let rows = distance(start, tip) - distance(end, tip);
    let straggler = crate::rules::board::holes_of(pos.pieces(mover))
        .map(|h| distance(h, tip))
        .max()
        == Some(distance(start, tip));
    let hops = route.len().saturating_sub(1);
    if game.check(&Proposal::Route(crate::rules::Route(route.to_vec()))) == Verdict::LegalSwap {
        t!(
            "hint-swap",
            clause = crate::rules::Clause::Blocking.to_string()
        )
    } else if home & end.bit() != 0 && home & start.bit() == 0 {
        t!("hint-home", rows = rows)
    } else if straggler && rows > 0 {
        t!("hint-straggler", rows = rows)
    } else if hops > 1 && rows > 0 {
        t!("hint-chain", hops = hops, rows = rows)
    } else if rows > 0 {
        t!("hint-piece", rows = rows)
    } else {
        t!("hint-room")
    }
}
