//! Game files: any bytes are loaded exactly as the app loads them (size cap,
//! nesting limit, version check, migration, replay); never a panic, and a file
//! that loads saves and loads again to the same game.
#![no_main]

use hopcard::records;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(file) = records::parse_game_file(data) {
        let text = records::game_file_text(&file.game, &file.saved).expect("serializes");
        let again = records::parse_game_file(text.as_bytes()).expect("a saved game loads");
        assert_eq!(again.game, file.game);
    }
});
