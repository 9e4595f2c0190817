//! Reading Rust source as the layer test needs it: the paths after
//! `crate::`, `super::` or `hopcard::` (groups over several lines, renames),
//! the layer list and the public names of `src/lib.rs`, and the modules a
//! binary declares. Comments and `#[cfg(test)]` modules can be left out.

use std::collections::HashMap;

/// Module name -> layer number, from the numbered list in the crate docs
/// (`//! 3. `card`, `ai`: what they are`).
pub(super) fn layers(lib: &str) -> HashMap<String, usize> {
    let mut layer = HashMap::new();
    for line in lib.lines().map(str::trim) {
        let Some(doc) = line.strip_prefix("//!") else {
            continue;
        };
        if let Some((n, rest)) = doc.trim().split_once(". ")
            && let Ok(n) = n.parse::<usize>()
        {
            names_in(rest, n, &mut layer);
        }
    }
    layer
}

/// The backticked lowercase module names before an item's colon.
fn names_in(text: &str, n: usize, layer: &mut HashMap<String, usize>) {
    let head = text.split(':').next().unwrap_or("");
    for (i, part) in head.split('`').enumerate() {
        if i % 2 == 1 && part.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
            layer.insert(part.to_string(), n);
        }
    }
}

/// The first segment of every `crate::` path in code (comments dropped),
/// including each item of a `crate::{a, b::c}` group, also one that runs
/// over several lines.
pub(super) fn crate_uses(text: &str) -> Vec<String> {
    let code = without_comments(text);
    let mut out: Vec<String> = referenced_paths(&code, "crate::")
        .into_iter()
        .filter_map(|path| path.into_iter().next())
        .collect();
    out.retain(|s| !s.is_empty());
    out
}

/// `text` without `//` comments (doc comments too), so a path in a comment
/// is no use.
pub(super) fn without_comments(text: &str) -> String {
    text.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path that follows `prefix` (`crate::`, `super::` or `hopcard::`),
/// each group `{a, b::{c, d}}` expanded into whole paths, over any number
/// of lines.
pub(super) fn referenced_paths(code: &str, prefix: &str) -> Vec<Vec<String>> {
    named_paths(code, prefix)
        .into_iter()
        .map(|(path, _)| path)
        .collect()
}

/// [`referenced_paths`], each with the name it is brought in under when a
/// `use` renames it (`a::b as c`).
fn named_paths(code: &str, prefix: &str) -> Vec<(Vec<String>, Option<String>)> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find(prefix) {
        let before = rest[..at].chars().next_back();
        rest = &rest[at + prefix.len()..];
        // `super::super::x` is read once, from its first `super::`.
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let mut chars = rest.chars().peekable();
        use_tree(&mut chars, Vec::new(), &mut out);
    }
    out
}

type Chars<'a> = std::iter::Peekable<std::str::Chars<'a>>;

fn skip_space(chars: &mut Chars<'_>) {
    while chars.peek().is_some_and(|c| c.is_whitespace()) {
        chars.next();
    }
}

fn word(chars: &mut Chars<'_>) -> String {
    let mut segment = String::new();
    while let Some(&c) = chars.peek() {
        if c.is_alphanumeric() || c == '_' {
            segment.push(c);
            chars.next();
        } else {
            break;
        }
    }
    segment
}

/// One use tree (`a::b`, `a::{b, c::d}`, `self`, `a as b`) after `path`,
/// read from `chars`; each whole path it names is pushed to `out`, with its
/// new name if it is renamed.
fn use_tree(
    chars: &mut Chars<'_>,
    mut path: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    loop {
        skip_space(chars);
        if chars.peek() == Some(&'{') {
            chars.next();
            loop {
                use_tree(chars, path.clone(), out);
                skip_space(chars);
                match chars.next() {
                    Some(',') => continue,
                    _ => return,
                }
            }
        }
        let segment = word(chars);
        if !segment.is_empty() && segment != "self" {
            path.push(segment);
        }
        let mut look = chars.clone();
        if look.next() == Some(':') && look.next() == Some(':') {
            chars.next();
            chars.next();
            continue;
        }
        let mut look = chars.clone();
        skip_space(&mut look);
        let mut alias = None;
        if word(&mut look) == "as" && look.peek().is_some_and(|c| c.is_whitespace()) {
            skip_space(&mut look);
            alias = Some(word(&mut look));
            *chars = look;
        }
        out.push((path, alias));
        return;
    }
}

/// A public name of the crate root: what `src/lib.rs` brings in with
/// `pub use`, or declares itself (`pub mod`, `pub fn`, a type…).
#[derive(Debug)]
pub(super) struct RootName {
    pub(super) name: String,
    /// Where it comes from: the re-exported path, or `[name]` for an item
    /// of the root's own.
    pub(super) from: Vec<String>,
    /// Behind `#[doc(hidden)]`: not part of the front door.
    pub(super) hidden: bool,
    pub(super) module: bool,
}

/// The items of `code` outside any block, each with its attributes (a
/// `use` group's braces are part of its item; a block's body is dropped).
fn top_items(code: &str) -> Vec<String> {
    let mut items = Vec::new();
    let mut current = String::new();
    let mut block = 0usize;
    let mut group = 0usize;
    for c in code.chars() {
        if block > 0 {
            match c {
                '{' => block += 1,
                '}' => {
                    block -= 1;
                    if block == 0 {
                        items.push(std::mem::take(&mut current));
                    }
                }
                _ => {}
            }
            continue;
        }
        let is_use = {
            let head = item_head(&current);
            head.starts_with("use ") || head.starts_with("pub use ")
        };
        match c {
            '{' if is_use => {
                group += 1;
                current.push(c);
            }
            '}' if group > 0 => {
                group -= 1;
                current.push(c);
            }
            '{' => block = 1,
            ';' if group == 0 => items.push(std::mem::take(&mut current)),
            _ => current.push(c),
        }
    }
    items
}

/// An item without its attributes (`#[…]`, `#![…]`).
fn item_head(item: &str) -> &str {
    let mut rest = item.trim_start();
    while rest.starts_with('#') {
        let mut depth = 0usize;
        let mut end = rest.len();
        for (i, c) in rest.char_indices() {
            match c {
                '[' => depth += 1,
                ']' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = rest[end..].trim_start();
    }
    rest
}

/// Every public name of the crate root (whatever the features), read from
/// `lib` (the text of `src/lib.rs`).
pub(super) fn root_names(lib: &str) -> Vec<RootName> {
    let mut names = Vec::new();
    for item in top_items(&without_comments(lib)) {
        let head = item_head(&item);
        let hidden = item[..item.len() - head.len()].contains("doc(hidden)");
        if let Some(tree) = head.strip_prefix("pub use ") {
            let mut chars = tree.chars().peekable();
            let mut paths = Vec::new();
            use_tree(&mut chars, Vec::new(), &mut paths);
            for (from, alias) in paths {
                let Some(name) = alias.or_else(|| from.last().cloned()) else {
                    continue;
                };
                names.push(RootName {
                    name,
                    from,
                    hidden,
                    module: false,
                });
            }
            continue;
        }
        let words: Vec<&str> = head.split_whitespace().collect();
        if words.first() != Some(&"pub") {
            continue;
        }
        let kinds = [
            "fn", "struct", "enum", "type", "trait", "mod", "union", "static",
        ];
        let at = words
            .iter()
            .position(|w| kinds.contains(w) || (*w == "const" && !words.contains(&"fn")));
        if let Some(name) = at.and_then(|i| words.get(i + 1)) {
            let name: String = name
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            names.push(RootName {
                from: vec![name.clone()],
                name,
                hidden,
                module: words[at.unwrap_or(0)] == "mod",
            });
        }
    }
    names
}

/// The front door: the root's public names that are not hidden.
pub(super) fn front_door(lib: &str) -> Vec<String> {
    root_names(lib)
        .into_iter()
        .filter(|n| !n.hidden)
        .map(|n| n.name)
        .collect()
}

/// Root name -> the path it re-exports (`Card` -> `card::Card`).
pub(super) fn re_exports(lib: &str) -> HashMap<String, Vec<String>> {
    root_names(lib)
        .into_iter()
        .filter(|n| n.from.len() > 1)
        .map(|n| (n.name, n.from))
        .collect()
}

/// The modules the binary declares (`mod NAME;` in `src/main.rs`).
pub(super) fn binary_modules(main: &str) -> Vec<String> {
    top_items(&without_comments(main))
        .iter()
        .filter_map(|item| {
            let head = item_head(item);
            let name = head
                .strip_prefix("mod ")
                .or_else(|| head.strip_prefix("pub mod "))?;
            Some(name.trim().to_string())
        })
        .collect()
}

/// `text` without its `#[cfg(test)] mod NAME { … }` blocks: tests may reach
/// anywhere, structure may not.
pub(super) fn without_test_modules(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        let Some(open) = after.find('{') else {
            return out;
        };
        if !after[..open].contains("mod ") || after[..open].contains(';') {
            out.push_str("#[cfg(test)]");
            rest = &after["#[cfg(test)]".len()..];
            continue;
        }
        let mut depth = 0usize;
        let mut end = after.len();
        for (i, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// A path of `code` (in `module`) from the crate root: its `crate::` and
/// `super::` paths made whole, a root re-export replaced by the path it
/// comes from. With it, the root name it went through, if any.
pub(super) fn paths_from_root(
    module: &[String],
    code: &str,
    re_exports: &HashMap<String, Vec<String>>,
) -> Vec<(Vec<String>, Option<String>)> {
    let mut paths = referenced_paths(code, "crate::");
    for path in referenced_paths(code, "super::") {
        let ups = 1 + path.iter().take_while(|s| *s == "super").count();
        let base = &module[..module.len().saturating_sub(ups)];
        let tail = path.iter().skip_while(|s| *s == "super").cloned();
        paths.push(base.iter().cloned().chain(tail).collect());
    }
    paths
        .into_iter()
        .filter(|p| !p.is_empty())
        .map(|path| match re_exports.get(&path[0]) {
            Some(from) => {
                let whole = from.iter().cloned().chain(path[1..].iter().cloned());
                (whole.collect(), Some(path[0].clone()))
            }
            None => (path, None),
        })
        .collect()
}

#[test]
fn the_layer_reader_sees_groups_and_skips_comments() {
    let uses = crate_uses(
        "use crate::{rules::Hole, card};\n// crate::app is a comment\nlet x = crate::fsio::read();",
    );
    assert_eq!(uses, ["rules", "card", "fsio"]);
    let lib = "//! 1. `fsio`, `clock`: leaves;\n//! 2. `rules`: the engine, not `app`,\n//!    `more` is not\n//!\n//! 3 `x`";
    let layer = layers(lib);
    assert_eq!(layer.get("fsio"), Some(&1));
    assert_eq!(layer.get("rules"), Some(&2));
    for not_listed in ["app", "more", "x"] {
        assert_eq!(layer.get(not_listed), None, "{not_listed}");
    }
    // A renamed item does not hide the group's next one.
    let uses = crate_uses("use crate::{app::help::KEYS as SHORTCUTS, card::Card};");
    assert_eq!(uses, ["app", "card"]);
}

/// The library of the tests below: two layers, re-exports from both.
pub(super) const LIB: &str = "//! 1. `card`: the card;\n//! 2. `app`: the window.\n\
    mod app;\nmod card;\npub use card::{Card, Seal as Stamp};\n\
    #[cfg(feature = \"desktop\")]\npub use app::{HopcardApp, run_desktop_with};\n\
    pub fn run_program() -> i32 { app::run() }\n\
    #[doc(hidden)]\npub mod testing {\n    pub use crate::card::Secret;\n}\n";

#[test]
fn the_root_names_are_read_from_lib_rs() {
    let names: Vec<(String, String, bool)> = root_names(LIB)
        .into_iter()
        .map(|n| (n.name, n.from.join("::"), n.hidden))
        .collect();
    let expect = [
        ("Card", "card::Card", false),
        ("Stamp", "card::Seal", false),
        ("HopcardApp", "app::HopcardApp", false),
        ("run_desktop_with", "app::run_desktop_with", false),
        ("run_program", "run_program", false),
        ("testing", "testing", true),
    ];
    let expect: Vec<(String, String, bool)> = expect
        .iter()
        .map(|(n, f, h)| (n.to_string(), f.to_string(), *h))
        .collect();
    assert_eq!(names, expect);
    assert_eq!(
        front_door(LIB),
        [
            "Card",
            "Stamp",
            "HopcardApp",
            "run_desktop_with",
            "run_program"
        ]
    );
}
