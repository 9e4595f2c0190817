//! Position notation: any text either parses to a position that prints and
//! parses back to itself, or gives a setup error; never a panic.
#![no_main]

use hopcard::{Position, RuleSet};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(pos) = text.parse::<Position>() {
        let again: Position = pos
            .to_string()
            .parse()
            .expect("a printed position parses again");
        assert_eq!(again, pos);
        let rules = RuleSet::default();
        let _ = pos.outcome(&rules);
        let _ = pos.legal_moves(&rules);
    }
});
