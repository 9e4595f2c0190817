//! Winning and drawing (clauses 5 and 6).

use super::movegen::Frame;
use super::position::Core;
use super::ruleset::Completion;
use serde::{Deserialize, Serialize};

/// Where a game stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub enum Outcome {
    Playing,
    /// Player `player` (index in turn order) completed its destination under `rule`.
    Win {
        player: usize,
        rule: Completion,
    },
    /// A full round of passes: an agreed draw.
    Draw,
}

impl Outcome {
    #[must_use]
    pub fn is_over(self) -> bool {
        self != Outcome::Playing
    }
}

impl Frame {
    /// Whether player `p` has completed its destination.
    #[must_use]
    pub fn completed(&self, core: &Core, p: usize) -> bool {
        let own = core.pieces[p];
        let dest = self.dest[p];
        match self.rules.completion {
            Completion::Swap | Completion::Ten => own != 0 && own & dest == own,
            Completion::Available => dest & !core.occupied == 0 && own & dest != 0,
        }
    }

    /// The outcome: the last mover's completion first, then the others in turn
    /// order; then a draw after a full round of passes.
    #[must_use]
    pub fn outcome(&self, core: &Core) -> Outcome {
        let n = core.players as usize;
        let last = (core.turn as usize + n - 1) % n;
        for i in 0..n {
            let p = (last + i) % n;
            if self.completed(core, p) {
                return Outcome::Win {
                    player: p,
                    rule: self.rules.completion,
                };
            }
        }
        if core.passes as usize >= n {
            return Outcome::Draw;
        }
        Outcome::Playing
    }
}
