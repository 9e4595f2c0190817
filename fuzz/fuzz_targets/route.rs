//! Routes: any text either parses to a proposal that prints and parses back to
//! itself, or gives a route error; a parsed route is judged on the start
//! position without a panic.
#![no_main]

use hopcard::{Position, Proposal, RuleSet};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(proposal) = text.parse::<Proposal>() {
        let again: Proposal = proposal
            .to_string()
            .parse()
            .expect("a printed route parses again");
        assert_eq!(again, proposal);
        let pos = Position::card_start();
        let rules = RuleSet::default();
        let _ = pos.check(&rules, &proposal);
        let _ = pos.play(&rules, &proposal);
    }
});
