//! The engine returns values, never sentences: every word a player reads is
//! made in `src/words/` (or higher), so a catalogue per language can take
//! its place. Read from the source: outside its test modules, no string
//! literal in `src/rules/` holds two words.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src/rules") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The string literals of `code` that hold two words or more, skipping
/// comments and everything from the first `#[cfg(test)]` on.
fn sentences(code: &str) -> Vec<String> {
    let code = code.split("#[cfg(test)]").next().unwrap_or_default();
    let mut found = Vec::new();
    for line in code.lines() {
        let line = line.trim_start();
        if line.starts_with("//") {
            continue;
        }
        let mut parts = line.split('"');
        parts.next();
        // Every other piece between quotes is a literal (no escaped quotes
        // in the engine's literals).
        while let Some(literal) = parts.next() {
            // Tokens such as "no-rest" or "kebab-case" are names, not words.
            let words = literal
                .split_whitespace()
                .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() > 1)
                .count();
            if words >= 2 {
                found.push(literal.to_string());
            }
            parts.next();
        }
    }
    found
}

#[test]
fn the_engine_holds_no_sentences() {
    let mut files = Vec::new();
    rust_files(Path::new("src/rules"), &mut files);
    assert!(files.len() > 5, "the engine's files were not found");
    let found: Vec<String> = files
        .iter()
        .flat_map(|f| {
            let text = std::fs::read_to_string(f).expect("read");
            sentences(&text)
                .into_iter()
                .map(move |s| format!("{}: {s:?}", f.display()))
        })
        .collect();
    assert!(found.is_empty(), "words in the engine: {found:#?}");
}

#[test]
fn the_reader_finds_a_sentence_and_skips_comments_and_tests() {
    let code = "// \"a comment here\"\nfn t() -> &'static str { \"How pieces travel\" }\n\
                const N: &str = \"hops\";\n#[cfg(test)]\nmod tests { \"in a test\" }";
    assert_eq!(sentences(code), vec!["How pieces travel".to_string()]);
}
