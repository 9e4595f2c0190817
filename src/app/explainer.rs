//! The rules explainer: the seed's count example under each completion option
//! and the six cases, as positions players can try on the board.

use crate::lang::{Lang, t};
use crate::rules::{Clause, Completion, Position, Proposal, RuleSet};
use std::sync::{Mutex, PoisonError};

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

/// The cases' titles and explanations, in menu order.
type CaseWords = [(String, String); 9];

/// The cases' titles and explanations in this thread's language.
fn case_words() -> CaseWords {
    [
        (t!("explainer-swap-title"), t!("explainer-swap-explanation")),
        (t!("explainer-ten-title"), t!("explainer-ten-explanation")),
        (
            t!("explainer-available-title"),
            t!("explainer-available-explanation"),
        ),
        (
            t!("explainer-case-1-title"),
            t!("explainer-case-1-explanation"),
        ),
        (
            t!("explainer-case-2-title"),
            t!("explainer-case-2-explanation"),
        ),
        (
            t!("explainer-case-3-title"),
            t!("explainer-case-3-explanation"),
        ),
        (
            t!("explainer-case-4-title"),
            t!("explainer-case-4-explanation"),
        ),
        (
            t!("explainer-case-5-title"),
            t!("explainer-case-5-explanation"),
        ),
        (
            t!("explainer-case-6-title"),
            t!("explainer-case-6-explanation"),
        ),
    ]
}

/// [`case_words`], worded once per language and kept for the program's
/// life: the menu, Help and the tests borrow a case's words as
/// `&'static str` (at most one set per language is ever made).
fn kept_case_words() -> &'static CaseWords {
    static KEPT: Mutex<Vec<(Lang, &'static CaseWords)>> = Mutex::new(Vec::new());
    let lang = crate::lang::current();
    let mut kept = KEPT.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, words)) = kept.iter().find(|(l, _)| *l == lang) {
        return words;
    }
    let words: &'static CaseWords = Box::leak(Box::new(case_words()));
    kept.push((lang, words));
    words
}

/// The count example (red nine home, blue on D1) under `completion`.
fn count_example(
    words: &'static (String, String),
    completion: Completion,
    try_route: Option<&'static str>,
    clause: Clause,
) -> Scenario {
    Scenario {
        title: &words.0,
        rules: rules(completion),
        position: RED_NINE_HOME_BLUE_D1,
        try_route,
        explanation: &words.1,
        clause: Some(clause),
    }
}

/// Every scenario, in menu order, worded in this thread's language.
#[must_use]
pub fn scenarios() -> Vec<Scenario> {
    let w = kept_case_words();
    vec![
        count_example(&w[0], Completion::Swap, Some("E6-D1"), Clause::Blocking),
        count_example(&w[1], Completion::Ten, Some("E6-D1"), Clause::Moving),
        count_example(&w[2], Completion::Available, None, Clause::Blocking),
        Scenario {
            title: &w[3].0,
            rules: RuleSet::default(),
            position: "red@bottom=A1,B1,B2,C1,C2,C3,D1,D2,D3,E3 blue@top=M5,M6,M7,N1,N2,N3,N4,O1,O2,P1 turn=red",
            try_route: Some("pass"),
            explanation: &w[3].1,
            clause: Some(Clause::Passing),
        },
        Scenario {
            title: &w[4].0,
            rules: RuleSet::default(),
            position: "red@bottom=A1,B1,B2,C1,C2,C3,D1,I5,H5,G5 blue@top=M5,M6,M7,N1,N2,N3,N4,O1,O2,P1 turn=red",
            try_route: Some("D1-E5"),
            explanation: &w[4].1,
            clause: Some(Clause::Destination),
        },
        Scenario {
            title: &w[5].0,
            rules: RuleSet::default(),
            position: "red@bottom=A1,B1,B2,C1,C2,E6,F5,G5,H5,I5 blue@top=D1,M5,M6,M7,N1,N2,N3,N4,O1,O2 turn=red",
            try_route: Some("E6-D1"),
            explanation: &w[5].1,
            clause: Some(Clause::Blocking),
        },
        Scenario {
            title: &w[6].0,
            rules: RuleSet::default(),
            position: "red@bottom=A1,B1,B2,C1,C2,C3,D2,D3,D4,I5 blue@top=D1,M5,M6,M7,N1,N2,N3,N4,O1,O2 turn=red",
            try_route: Some("I5-D1"),
            explanation: &w[6].1,
            clause: Some(Clause::Blocking),
        },
        Scenario {
            title: &w[7].0,
            rules: RuleSet {
                other_camps: crate::rules::OtherCamps::NoEntry,
                ..RuleSet::default()
            },
            position: "red@bottom=N1,N3,N4,O1,O2,O3,P1,P2,Q1,M6 blue@top=A1,B1,B2,C1,C2,C3,D1,D2,D3,D4 turn=red",
            try_route: Some("M6-N2"),
            explanation: &w[7].1,
            clause: Some(Clause::Camps),
        },
        Scenario {
            title: &w[8].0,
            rules: rules(Completion::Ten),
            position: RED_NINE_HOME_BLUE_D1,
            try_route: Some("E6-D1"),
            explanation: &w[8].1,
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
            ui.strong(found.as_ref().map_or_else(
                || t!("explainer-banner-unknown"),
                |s| t!("explainer-banner", title = s.title),
            ));
            if ui.button(t!("explainer-back")).clicked() {
                action = Some(super::Action::Case(super::CaseAction::Close));
            }
        });
        let s = found?;
        ui.label(s.explanation);
        match s.try_route.and_then(|r| r.parse::<Proposal>().ok()) {
            Some(proposal) => {
                let hover = match proposal {
                    Proposal::Pass => t!("explainer-try-pass-hint"),
                    Proposal::Route(_) => t!("explainer-try-route-hint"),
                };
                if ui
                    .button(t!(
                        "explainer-try",
                        proposal = crate::words::proposal_words(&proposal)
                    ))
                    .on_hover_text(hover)
                    .clicked()
                {
                    action = Some(super::Action::Case(super::CaseAction::Try(proposal)));
                }
            }
            None => {
                ui.label(t!("explainer-nothing-to-try"));
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
        return t!("explainer-judged-card");
    }
    let words: Vec<String> = crate::rules::OptionKey::ALL
        .into_iter()
        .filter(|k| k.selected(rules) != k.selected(&RuleSet::default()))
        .map(|k| {
            t!(
                "explainer-judged-option",
                title = crate::words::lower_first(&k.title()),
                value = k.describe(k.selected(rules))
            )
        })
        .collect();
    t!(
        "explainer-judged-except",
        options = words.join(&t!("clause-separator"))
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
