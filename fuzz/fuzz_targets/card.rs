//! Agreement cards: any bytes read as a card in RON (with the same nesting
//! limit as game files) give a card or an error; a card that reads is
//! rendered, checked and fingerprinted without a panic.
#![no_main]

use hopcard::Card;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let options = ron::Options::default().with_recursion_limit(hopcard::records::RECURSION_LIMIT);
    if let Ok(card) = options.from_str::<Card>(text) {
        let _ = card.ready();
        let _ = card.seal();
        let _ = card.agreed_changes();
        let _ = card.display_name(0);
    }
});
