//! The rules explainer: the seed's count example under each completion option
//! and the six cases, as positions players can try on the board.

use crate::rules::{Clause, Completion, Position, Proposal, RuleSet};

/// One scenario: a position, the rules it is judged under, and our explanation.
pub struct Scenario {
    pub title: &'static str,
    pub rules: RuleSet,
    pub position: &'static str,
    /// A route worth trying, shown as a hint; `None` where there is nothing
    /// to try (the position is already won under these rules).
    pub try_route: Option<&'static str>,
    pub explanation: &'static str,
    /// The clause the case is about (Help lists the case under it).
    pub clause: Option<Clause>,
}

const RED_NINE_HOME_BLUE_D1: &str =
    "red@bottom=A1,B1,B2,C1,C2,C3,D2,D3,D4,E6 blue@top=D1,M5,M6,M7,N1,N2,N3,O1,O2,P1 turn=red";

fn rules(completion: Completion) -> RuleSet {
    RuleSet {
        completion,
        ..RuleSet::default()
    }
}

/// Every scenario, in menu order.
#[must_use]
pub fn scenarios() -> Vec<Scenario> {
    vec![
        Scenario {
            title: "Count example: final-entry swap",
            rules: rules(Completion::Swap),
            position: RED_NINE_HOME_BLUE_D1,
            try_route: Some("E6-D1"),
            explanation: "Red has nine pieces home; blue sits on D1, the last free hole of red's destination. Under the swap option red's tenth piece may step onto D1 and the blue piece moves to E6: red completes all ten and wins, and every piece stays on the board.",
            clause: Some(Clause::Blocking),
        },
        Scenario {
            title: "Count example: ten own pieces",
            rules: rules(Completion::Ten),
            position: RED_NINE_HOME_BLUE_D1,
            try_route: Some("E6-D1"),
            explanation: "The same holes under the ten-own option: red needs all ten pieces home, D1 is occupied, and stepping onto an occupied hole is never allowed. Red has not won and must play on.",
            clause: Some(Clause::Moving),
        },
        Scenario {
            title: "Count example: available holes",
            rules: rules(Completion::Available),
            position: RED_NINE_HOME_BLUE_D1,
            try_route: None,
            explanation: "The same holes under the available-hole option: every hole of red's destination is filled (nine red, one blue) and red has pieces there, so red has already won, with the tenth piece still outside.",
            clause: Some(Clause::Blocking),
        },
        Scenario {
            title: "Case 1: a sideways step means no pass",
            rules: RuleSet::default(),
            position: "red@bottom=A1,B1,B2,C1,C2,C3,D1,D2,D3,E3 blue@top=M5,M6,M7,N1,N2,N3,N4,O1,O2,P1 turn=red",
            try_route: Some("pass"),
            explanation: "Red's last piece on E3 cannot move towards home, but it can step sideways to E2 or E4. A pass needs no legal move at all, so the pass is refused (clause 6). Try E3-E4 instead.",
            clause: Some(Clause::Passing),
        },
        Scenario {
            title: "Case 2: an arrived piece stays home",
            rules: RuleSet::default(),
            position: "red@bottom=A1,B1,B2,C1,C2,C3,D1,I5,H5,G5 blue@top=M5,M6,M7,N1,N2,N3,N4,O1,O2,P1 turn=red",
            try_route: Some("D1-E5"),
            explanation: "The red piece on D1 is in its destination. Stepping out to E5 is refused under the card's every-landing lock (clause 3); moving within the destination, such as D1-D2, is fine.",
            clause: Some(Clause::Destination),
        },
        Scenario {
            title: "Case 3: no swap in the middle game",
            rules: RuleSet::default(),
            position: "red@bottom=A1,B1,B2,C1,C2,E6,F5,G5,H5,I5 blue@top=D1,M5,M6,M7,N1,N2,N3,N4,O1,O2 turn=red",
            try_route: Some("E6-D1"),
            explanation: "Blue sits on D1 in red's destination, but red has only five pieces home. The swap is only for the tenth piece's final entry, so stepping onto D1 is refused (clause 5).",
            clause: Some(Clause::Blocking),
        },
        Scenario {
            title: "Case 4: nine home is not a win",
            rules: RuleSet::default(),
            position: "red@bottom=A1,B1,B2,C1,C2,C3,D2,D3,D4,I5 blue@top=D1,M5,M6,M7,N1,N2,N3,N4,O1,O2 turn=red",
            try_route: Some("I5-D1"),
            explanation: "Red has nine home and blue holds the last hole, but red's tenth piece is far away: there is no legal entry to swap with yet, so red has not won. Which finish applies is the one the card chose before play.",
            clause: Some(Clause::Blocking),
        },
        Scenario {
            title: "Case 5: your own start is always yours",
            rules: RuleSet {
                other_camps: crate::rules::OtherCamps::NoEntry,
                ..RuleSet::default()
            },
            position: "red@bottom=N1,N3,N4,O1,O2,O3,P1,P2,Q1,M6 blue@top=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 turn=red",
            try_route: Some("M6-N2"),
            explanation: "Red's start camp is also blue's destination. Even with other players' camps closed (no-entry), each player's own start and destination stay allowed, so red may step back to N2.",
            clause: Some(Clause::Camps),
        },
        Scenario {
            title: "Case 6: a new rule waits for a new game",
            rules: rules(Completion::Ten),
            position: RED_NINE_HOME_BLUE_D1,
            try_route: Some("E6-D1"),
            explanation: "This game was agreed under the ten-own option, so blue's piece on D1 blocks red. A swap rule proposed now would need a new card confirmed by both players and would start with the next game; the current game keeps its rules.",
            clause: Some(Clause::Disputes),
        },
    ]
}

/// The explainer's state: which case of the Rules menu is on the board
/// (two cases may share a position and rules, so the position cannot tell).
#[derive(Debug, Default)]
pub(crate) struct Explainer {
    case: Option<usize>,
}

impl Explainer {
    /// Case `i` of [`scenarios`] was put on the board.
    pub(crate) fn opened(&mut self, i: usize) {
        self.case = Some(i);
    }

    /// The case on the board, if it is one of the menu's.
    #[must_use]
    pub(crate) fn scenario(&self) -> Option<Scenario> {
        scenarios().into_iter().nth(self.case?)
    }

    /// The banner above the board while a case is shown: which case, what it
    /// explains, what to try, and the way back to the game.
    pub(crate) fn ui(&mut self, ui: &mut egui::Ui, view: &super::View<'_>) -> Vec<super::Action> {
        if !view.on_case() || view.board_game().is_none() {
            return Vec::new();
        }
        self.banner(ui).into_iter().collect()
    }

    fn banner(&self, ui: &mut egui::Ui) -> Option<super::Action> {
        let found = self.scenario();
        let mut action = None;
        ui.horizontal_wrapped(|ui| {
            let title = found.as_ref().map_or("a case", |s| s.title);
            ui.strong(format!("Rules explainer: {title}"));
            if ui.button("Back to the game").clicked() {
                action = Some(super::Action::Case(super::CaseAction::Close));
            }
        });
        let s = found?;
        ui.label(s.explanation);
        match s.try_route.and_then(|r| r.parse::<Proposal>().ok()) {
            Some(proposal) => {
                let hover = match proposal {
                    Proposal::Pass => "Ask to pass: the verdict, and the move that blocks it",
                    Proposal::Route(_) => "Put this route on the board with its verdict",
                };
                if ui
                    .button(format!("Try: {proposal}"))
                    .on_hover_text(hover)
                    .clicked()
                {
                    action = Some(super::Action::Case(super::CaseAction::Try(proposal)));
                }
            }
            None => {
                ui.label("Nothing to try: the game is already won under this option.");
            }
        }
        ui.label(judged_under(&s.rules));
        action
    }
}

/// The rules a case is judged under, in the card's words.
#[must_use]
pub(crate) fn judged_under(rules: &RuleSet) -> String {
    let changes = rules.differences_from_card();
    if changes.is_empty() {
        return "Judged under the card's own options.".to_string();
    }
    let words: Vec<String> = crate::rules::OptionKey::ALL
        .into_iter()
        .filter(|k| k.selected(rules) != k.selected(&RuleSet::default()))
        .map(|k| {
            format!(
                "{}: {}",
                k.title().to_lowercase(),
                k.describe(k.selected(rules))
            )
        })
        .collect();
    format!(
        "Judged under the card's options, except {}.",
        words.join("; ")
    )
}

impl Scenario {
    /// The scenario's position (the texts above are checked by tests).
    ///
    /// # Errors
    /// The [`crate::rules::SetupError`] of a case whose notation is wrong.
    pub fn position(&self) -> Result<Position, crate::rules::SetupError> {
        self.position.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Outcome, Proposal, Verdict};

    fn verdict(s: &Scenario) -> Verdict {
        let pos = s.position().expect("scenario position parses");
        let route = s.try_route.expect("the scenario has a route to try");
        let proposal: Proposal = route.parse().expect("scenario route parses");
        pos.check(&s.rules, &proposal)
    }

    /// The scenario with this title (titles, not menu positions, name them).
    fn titled(title: &str) -> Scenario {
        scenarios()
            .into_iter()
            .find(|s| s.title == title)
            .unwrap_or_else(|| panic!("no scenario titled {title:?}"))
    }

    fn clause(v: &Verdict) -> Option<Clause> {
        match v {
            Verdict::Illegal { clause, .. } => *clause,
            _ => None,
        }
    }

    #[test]
    fn every_scenario_loads_and_says_what_it_explains() {
        assert_eq!(scenarios().len(), 9);
        let swap = titled("Count example: final-entry swap");
        assert_eq!(verdict(&swap), Verdict::LegalSwap);
        assert_eq!(
            clause(&verdict(&titled("Count example: ten own pieces"))),
            Some(Clause::Moving)
        );
        let avail = titled("Count example: available holes");
        assert!(
            avail.try_route.is_none(),
            "nothing to try in a won position"
        );
        assert!(matches!(
            avail.position().expect("parses").outcome(&avail.rules),
            Outcome::Win { player: 0, .. }
        ));
        let pass = titled("Case 1: a sideways step means no pass");
        let refused = verdict(&pass);
        assert_eq!(clause(&refused), Some(Clause::Passing));
        // The pass verdict names a legal move that blocks it.
        let blocking = refused.to_string();
        let named = blocking
            .split("for example ")
            .nth(1)
            .and_then(|rest| rest.split(')').next())
            .expect("a move is named");
        let pos = pass.position().expect("parses");
        let named: Proposal = named.parse().expect("a route");
        assert!(pos.check(&pass.rules, &named).is_legal(), "{blocking}");
        for s in scenarios() {
            let under = judged_under(&s.rules);
            assert!(!under.contains("--"), "card words, not flags: {under}");
        }
    }

    /// An explanation that says "refused (clause N)" names the clause its
    /// try's verdict cites, and the case is listed under that clause.
    #[test]
    fn an_explanation_cites_the_clause_its_verdict_cites() {
        for s in scenarios() {
            let Some(route) = s.try_route else { continue };
            let v = verdict(&s);
            let named = s
                .explanation
                .split("(clause ")
                .nth(1)
                .and_then(|rest| rest.split(')').next())
                .and_then(|n| n.parse::<u8>().ok());
            match (&v, named) {
                (
                    Verdict::Illegal {
                        clause: Some(c), ..
                    },
                    Some(n),
                ) => {
                    assert_eq!(c.number(), n, "{}: {route} gives {v}", s.title);
                    assert_eq!(s.clause, Some(*c), "{}", s.title);
                }
                (Verdict::Illegal { .. }, None) => {}
                (_, Some(n)) => panic!("{} names clause {n} but {route} is {v}", s.title),
                _ => {}
            }
        }
    }
}
