//! The layer list in `src/lib.rs` is the rule: every library module appears
//! in it, and a module's `crate::` and `super::` paths reach only modules of
//! lower layers (a root re-export, `crate::Card`, is read as the module it
//! comes from). No two files use each other around a circle. The binary
//! (`src/main.rs`) uses only the front door. The arrows drawn in
//! docs/architecture.md are the code's: `HOPCARD_BLESS=1 cargo test --test
//! it layers::` redraws them.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
const ARCHITECTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/architecture.md");
/// The sentence in docs/architecture.md just above the block of arrows.
const ARROWS_INTRO: &str = "Each line below is a module and what it uses";

/// Module name -> layer number, from the numbered list in the crate docs
/// (`//! 3. `card`, `ai`: what they are`).
fn layers(lib: &str) -> HashMap<String, usize> {
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

/// Every `.rs` file under `path` (or `path` itself).
fn rust_files(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_path_buf()];
    }
    if !path.is_dir() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for entry in std::fs::read_dir(path).expect("read src") {
        out.extend(rust_files(&entry.expect("entry").path()));
    }
    out.sort();
    out
}

/// The first segment of every `crate::` path in code (comments dropped),
/// including each item of a `crate::{a, b::c}` group, also one that runs
/// over several lines.
fn crate_uses(text: &str) -> Vec<String> {
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
fn without_comments(text: &str) -> String {
    text.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path that follows `prefix` (`crate::`, `super::` or `hopcard::`),
/// each group `{a, b::{c, d}}` expanded into whole paths, over any number
/// of lines.
fn referenced_paths(code: &str, prefix: &str) -> Vec<Vec<String>> {
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
struct RootName {
    name: String,
    /// Where it comes from: the re-exported path, or `[name]` for an item
    /// of the root's own.
    from: Vec<String>,
    /// Behind `#[doc(hidden)]`: not part of the front door.
    hidden: bool,
    module: bool,
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
fn root_names(lib: &str) -> Vec<RootName> {
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
fn front_door(lib: &str) -> Vec<String> {
    root_names(lib)
        .into_iter()
        .filter(|n| !n.hidden)
        .map(|n| n.name)
        .collect()
}

/// Root name -> the path it re-exports (`Card` -> `card::Card`).
fn re_exports(lib: &str) -> HashMap<String, Vec<String>> {
    root_names(lib)
        .into_iter()
        .filter(|n| n.from.len() > 1)
        .map(|n| (n.name, n.from))
        .collect()
}

/// The modules the binary declares (`mod NAME;` in `src/main.rs`).
fn binary_modules(main: &str) -> Vec<String> {
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

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn lib_text() -> String {
    read(&Path::new(SRC).join("lib.rs"))
}

fn main_text() -> String {
    read(&Path::new(SRC).join("main.rs"))
}

/// The files of a top-level module `name`: `src/NAME.rs` and `src/NAME/`.
fn module_files(name: &str) -> Vec<PathBuf> {
    let mut files = rust_files(&Path::new(SRC).join(format!("{name}.rs")));
    let folder = Path::new(SRC).join(name);
    if folder.is_dir() {
        files.extend(rust_files(&folder));
    }
    files
}

/// The library's top-level modules: `src/NAME.rs` and `src/NAME/`, but the
/// binary's own.
fn modules() -> Vec<String> {
    let binary = binary_modules(&main_text());
    let mut names: Vec<String> = std::fs::read_dir(SRC)
        .expect("src")
        .map(|e| e.expect("entry").path())
        .filter_map(|p| {
            let stem = p.file_stem()?.to_str()?.to_string();
            let rust = p.is_dir() || p.extension().is_some_and(|e| e == "rs");
            (rust && !["lib", "main"].contains(&stem.as_str()) && !binary.contains(&stem))
                .then_some(stem)
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

/// A source file's module path under `src/` (`print/runs.rs` is
/// `print::runs`, `app/mod.rs` is `app`, `lib.rs` and `main.rs` the root).
fn module_path(file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(SRC).unwrap_or(file).with_extension("");
    let mut path: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if path.last().is_some_and(|l| l == "mod") {
        path.pop();
    }
    if path == ["lib"] || path == ["main"] {
        path.clear();
    }
    path
}

/// `text` without its `#[cfg(test)] mod NAME { … }` blocks: tests may reach
/// anywhere, structure may not.
fn without_test_modules(text: &str) -> String {
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
fn paths_from_root(
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

/// What breaks the layer rule in `files` (module path and text): a
/// top-level module missing from the list in `lib`, a path to a module of
/// the same or a higher layer (also through a root re-export), a path to
/// the root's own items (above every layer).
fn layer_problems(lib: &str, files: &[(Vec<String>, String)]) -> Vec<String> {
    let layer = layers(lib);
    let re_exports = re_exports(lib);
    let own_items: Vec<String> = root_names(lib)
        .into_iter()
        .filter(|n| n.from.len() == 1)
        .map(|n| n.name)
        .collect();
    let mut wrong = Vec::new();
    for (module, text) in files {
        let Some(top) = module.first() else {
            continue;
        };
        let Some(&own) = layer.get(top) else {
            let missing = format!("{top} is in no layer of the list in src/lib.rs");
            if !wrong.contains(&missing) {
                wrong.push(missing);
            }
            continue;
        };
        let here = module.join("::");
        for (path, via) in paths_from_root(module, &without_comments(text), &re_exports) {
            let used = &path[0];
            let written = match &via {
                Some(name) => format!("crate::{name}, which is {}", path.join("::")),
                None => format!("crate::{used}"),
            };
            match layer.get(used) {
                Some(&l) if used != top && l >= own => wrong.push(format!(
                    "{here} uses {written} (layer {l}), not below its own layer {own}"
                )),
                None if own_items.contains(used) => wrong.push(format!(
                    "{here} uses {written}, the root's own: above every layer"
                )),
                _ => {}
            }
        }
    }
    wrong
}

/// The library's files (module path and text), test files too.
fn library_files() -> Vec<(Vec<String>, String)> {
    modules()
        .iter()
        .flat_map(|m| module_files(m))
        .map(|f| (module_path(&f), read(&f)))
        .collect()
}

#[test]
fn every_module_has_a_layer_and_uses_only_lower_ones() {
    let wrong = layer_problems(&lib_text(), &library_files());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
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
const LIB: &str = "//! 1. `card`: the card;\n//! 2. `app`: the window.\n\
    mod app;\nmod card;\npub use card::{Card, Seal as Stamp};\n\
    #[cfg(feature = \"desktop\")]\npub use app::{HopcardApp, run_desktop_with};\n\
    pub fn run_program() -> i32 { app::run() }\n\
    #[doc(hidden)]\npub mod testing {\n    pub use crate::card::Secret;\n}\n";

#[test]
fn a_root_re_export_is_checked_against_the_module_it_comes_from() {
    let files = [
        (
            vec!["card".to_string(), "text".to_string()],
            "use crate::{\n    HopcardApp,\n    card::Seal,\n};\nfn f() { crate::run_program(); }"
                .to_string(),
        ),
        (vec!["app".into()], "use crate::{Card, Stamp};".into()),
    ];
    assert_eq!(
        layer_problems(LIB, &files),
        [
            "card::text uses crate::HopcardApp, which is app::HopcardApp (layer 2), not below its own layer 1",
            "card::text uses crate::run_program, the root's own: above every layer",
        ]
    );
}

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

/// The front door the issue asked for: at most 4 `pub mod` and 40 names
/// (hidden ones counted too), none of them a test double or a piece of
/// the window's inside.
#[test]
fn the_front_door_is_small() {
    let names = root_names(&lib_text());
    let list = || {
        names
            .iter()
            .map(|n| n.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let modules = names.iter().filter(|n| n.module).count();
    assert!(modules <= 4, "{modules} pub mod at the root: {}", list());
    assert!(names.len() <= 40, "{} root names: {}", names.len(), list());
    let inside = [
        "SimDisk",
        "Fault",
        "Palette",
        "paint_colour",
        "Scenario",
        "SHORTCUTS",
    ];
    for name in front_door(&lib_text()) {
        assert!(!inside.contains(&name.as_str()), "{name} is at the root");
    }
}

/// What the binary's files use of the library that is not its front door.
fn binary_problems(front: &[String], files: &[(String, String)]) -> Vec<String> {
    let mut wrong = Vec::new();
    for (file, text) in files {
        for path in referenced_paths(&without_comments(text), "hopcard::") {
            if path.first().is_none_or(|name| !front.contains(name)) {
                wrong.push(format!(
                    "{file} uses hopcard::{}, which is not the front door",
                    path.join("::")
                ));
            }
        }
    }
    wrong
}

/// The binary's files: `src/main.rs` and the modules it declares.
fn binary_files() -> Vec<(String, String)> {
    let main = main_text();
    let mut files = vec![("src/main.rs".to_string(), main.clone())];
    for module in binary_modules(&main) {
        for file in module_files(&module) {
            let name = file
                .strip_prefix(SRC)
                .unwrap_or(&file)
                .display()
                .to_string();
            files.push((format!("src/{name}"), read(&file)));
        }
    }
    files
}

#[test]
fn the_binary_uses_only_the_front_door() {
    let wrong = binary_problems(&front_door(&lib_text()), &binary_files());
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_binary_reaching_past_the_front_door_is_found() {
    let main = "use hopcard::{Card, testing::SimDisk};\n\
        // hopcard::card::Card in a comment is no use\n\
        fn main() { hopcard::card::Seal::new(); hopcard::run_program(); }";
    let files = [("src/main.rs".to_string(), main.to_string())];
    assert_eq!(
        binary_problems(&front_door(LIB), &files),
        [
            "src/main.rs uses hopcard::testing::SimDisk, which is not the front door",
            "src/main.rs uses hopcard::card::Seal::new, which is not the front door",
        ]
    );
    assert_eq!(binary_modules("mod cli;\nfn main() {}"), ["cli"]);
}

/// The file graph: for each module, the other modules its `crate::` and
/// `super::` paths reach (the deepest module a path names, a root
/// re-export read as where it comes from; a module's own parents and
/// children left out, as Rust nests them).
fn file_graph(
    files: &[(Vec<String>, String)],
    re_exports: &HashMap<String, Vec<String>>,
) -> HashMap<Vec<String>, Vec<Vec<String>>> {
    let known: Vec<&Vec<String>> = files.iter().map(|(m, _)| m).collect();
    let mut graph = HashMap::new();
    for (module, text) in files {
        let code = without_comments(&without_test_modules(text));
        let mut reached: Vec<Vec<String>> = Vec::new();
        for (path, _) in paths_from_root(module, &code, re_exports) {
            let Some(target) = (1..=path.len())
                .rev()
                .map(|k| path[..k].to_vec())
                .find(|p| known.contains(&p))
            else {
                continue;
            };
            let nested = target.starts_with(module) || module.starts_with(&target);
            if !nested && !reached.contains(&target) {
                reached.push(target);
            }
        }
        graph.insert(module.clone(), reached);
    }
    graph
}

/// The circles of `graph`: groups of modules that reach each other.
fn circles(graph: &HashMap<Vec<String>, Vec<Vec<String>>>) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut nodes: Vec<&Vec<String>> = graph.keys().collect();
    nodes.sort();
    for start in nodes {
        // Every module reachable from `start` that reaches `start` back.
        let reach = |from: &Vec<String>| {
            let mut seen = vec![from.clone()];
            let mut i = 0;
            while i < seen.len() {
                for next in graph.get(&seen[i]).into_iter().flatten() {
                    if !seen.contains(next) {
                        seen.push(next.clone());
                    }
                }
                i += 1;
            }
            seen
        };
        let mut group: Vec<String> = reach(start)
            .into_iter()
            .filter(|m| m != start && reach(m).contains(start))
            .map(|m| m.join("::"))
            .collect();
        if !group.is_empty() {
            group.push(start.join("::"));
            group.sort();
            if !found.contains(&group) {
                found.push(group);
            }
        }
    }
    found
}

/// The library's source files but test files (`tests.rs`), with the root.
fn source_files() -> Vec<(Vec<String>, String)> {
    let mut files = vec![(Vec::new(), lib_text())];
    files.extend(
        library_files()
            .into_iter()
            .filter(|(m, _)| m.last().is_none_or(|s| s != "tests")),
    );
    files
}

#[test]
fn no_circle_between_files() {
    let found = circles(&file_graph(&source_files(), &re_exports(&lib_text())));
    assert!(
        found.is_empty(),
        "files that use each other, around a circle:\n{}",
        found
            .iter()
            .map(|g| g.join(", "))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// The circle the test once missed: `print/layout.rs` and `print/runs.rs`
/// using each other through `super::`, one of them over several lines.
#[test]
fn a_circle_through_super_and_a_multi_line_group_is_found() {
    let files = [
        (
            vec!["print".to_string()],
            "mod layout;\nmod runs;".to_string(),
        ),
        (
            vec!["print".into(), "layout".into()],
            "use super::Paper;\nfn w() { super::runs::width(); }".into(),
        ),
        (
            vec!["print".into(), "runs".into()],
            "use super::{\n    PdfError,\n    layout::Style,\n};".into(),
        ),
        (
            vec!["card".into()],
            "// crate::print is only a comment\n#[cfg(test)]\nmod tests {\n    use crate::print::Paper;\n}".into(),
        ),
    ];
    let found = circles(&file_graph(&files, &HashMap::new()));
    assert_eq!(found, [vec!["print::layout", "print::runs"]]);
    let uses = crate_uses("use crate::{\n    rules::Hole,\n    card::{self, Card},\n};");
    assert_eq!(uses, ["rules", "card", "card"]);
}

#[test]
fn a_circle_through_a_root_re_export_is_found() {
    let files = [
        (vec!["card".to_string()], "use crate::Window;".to_string()),
        (vec!["app".into()], "use crate::card::Card;".into()),
    ];
    let re_exports = HashMap::from([("Window".to_string(), vec!["app".into(), "Window".into()])]);
    assert_eq!(
        circles(&file_graph(&files, &re_exports)),
        [vec!["app", "card"]]
    );
}

/// A line of the drawing: a module (`main.rs` for the binary), its layer
/// and what it uses.
type Drawing = BTreeMap<String, (Option<usize>, BTreeSet<String>)>;

/// The arrows of the code: each library module (structure only: no test
/// files or test modules) with the other top-level modules its paths reach,
/// and `main.rs` with the front-door names the binary uses.
fn code_arrows(lib: &str, files: &[(Vec<String>, String)], binary: &[(String, String)]) -> Drawing {
    let layer = layers(lib);
    let re_exports = re_exports(lib);
    let mut drawing = Drawing::new();
    for (module, text) in files {
        let Some(top) = module.first() else {
            continue;
        };
        let code = without_comments(&without_test_modules(text));
        let uses = paths_from_root(module, &code, &re_exports)
            .into_iter()
            .map(|(path, _)| path[0].clone())
            .filter(|used| used != top && layer.contains_key(used));
        let line = drawing
            .entry(top.clone())
            .or_insert_with(|| (layer.get(top).copied(), BTreeSet::new()));
        line.1.extend(uses);
    }
    let front = front_door(lib);
    let mut main = BTreeSet::new();
    for (_, text) in binary {
        for path in referenced_paths(&without_comments(text), "hopcard::") {
            main.extend(path.first().filter(|name| front.contains(name)).cloned());
        }
    }
    drawing.insert("main.rs".to_string(), (None, main));
    drawing
}

/// The drawing as docs/architecture.md shows it: the binary first, then
/// the modules from the top layer down (modules of one layer that use the
/// same, the leaves, share a line), long lists wrapped.
fn drawn(drawing: &Drawing) -> String {
    let width = drawing.keys().map(String::len).max().unwrap_or(0);
    let mut lines: Vec<(Option<usize>, Vec<&String>, &BTreeSet<String>)> = Vec::new();
    for (module, (layer, uses)) in drawing {
        match lines.iter_mut().find(|(l, _, u)| l == layer && *u == uses) {
            Some(line) => line.1.push(module),
            None => lines.push((*layer, vec![module], uses)),
        }
    }
    // The binary (no layer) on top, then higher layers first.
    lines.sort_by(|a, b| {
        let rank = |l: Option<usize>| l.map_or(0, |l| usize::MAX - l);
        (rank(a.0), &a.1).cmp(&(rank(b.0), &b.1))
    });
    let mut out = String::new();
    for (layer, modules, uses) in lines {
        let modules = modules
            .iter()
            .map(|m| m.as_str())
            .collect::<Vec<_>>()
            .join(", ");
        let head = match layer {
            Some(l) => format!("{l:<3}{modules:<width$}"),
            None => format!("{modules:<w$}", w = width + 3),
        };
        if uses.is_empty() {
            out.push_str(head.trim_end());
            out.push('\n');
            continue;
        }
        let mut line = format!("{head} ──> ");
        let indent = line.chars().count();
        let names: Vec<&String> = uses.iter().collect();
        for (i, name) in names.iter().enumerate() {
            let piece = if i + 1 < names.len() {
                format!("{name},")
            } else {
                name.to_string()
            };
            if line.chars().count() + piece.len() > 78 && !line.ends_with("> ") {
                out.push_str(line.trim_end());
                out.push('\n');
                line = " ".repeat(indent);
            }
            line.push_str(&piece);
            line.push(' ');
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The drawing in `block` (the text between the fences): `LAYER MODULE,
/// MODULE ──> USED, USED`, a line starting with a space going on with the
/// line before; words in parentheses are comments.
fn read_drawing(block: &str) -> Drawing {
    let mut drawing = Drawing::new();
    let mut last: Vec<String> = Vec::new();
    for line in block.lines() {
        let mut plain = String::new();
        let mut depth = 0usize;
        for c in line.chars() {
            match c {
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        if plain.trim().is_empty() {
            continue;
        }
        let (left, right) = match plain.split_once("──>") {
            Some((l, r)) => (l, r),
            None if plain.starts_with(char::is_whitespace) => ("", plain.as_str()),
            None => (plain.as_str(), ""),
        };
        let uses: Vec<String> = right
            .split(',')
            .map(|s| s.trim().trim_end_matches('─').trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        let left = left.trim().trim_end_matches('─').trim();
        if left.is_empty() {
            for module in &last {
                if let Some(line) = drawing.get_mut(module) {
                    line.1.extend(uses.iter().cloned());
                }
            }
            continue;
        }
        let (layer, names) = match left.split_once(char::is_whitespace) {
            Some((n, rest)) if n.parse::<usize>().is_ok() => (n.parse().ok(), rest),
            _ => (None, left),
        };
        last = names
            .split(',')
            .map(|m| m.trim().trim_end_matches('/').to_string())
            .filter(|m| !m.is_empty())
            .collect();
        for module in &last {
            drawing
                .entry(module.clone())
                .or_insert_with(|| (layer, BTreeSet::new()))
                .1
                .extend(uses.iter().cloned());
        }
    }
    drawing
}

/// Where the words of `sentence` end in `doc`, wherever its lines wrap.
fn end_of_words(doc: &str, sentence: &str) -> Option<usize> {
    let words: Vec<&str> = sentence.split_whitespace().collect();
    let mut from = 0;
    while let Some(at) = doc[from..].find(words[0]) {
        let start = from + at;
        let mut end = start + words[0].len();
        let all = words[1..].iter().all(|word| {
            let rest = &doc[end..];
            let gap = rest.len() - rest.trim_start().len();
            let next = gap > 0 && rest[gap..].starts_with(word);
            if next {
                end += gap + word.len();
            }
            next
        });
        if all {
            return Some(end);
        }
        from = start + words[0].len();
    }
    None
}

/// Where the block of arrows sits in docs/architecture.md: the text between
/// the fences after [`ARROWS_INTRO`].
fn arrows_block(doc: &str) -> std::ops::Range<usize> {
    let intro = end_of_words(doc, ARROWS_INTRO).expect("the sentence above the arrows");
    let open = intro + doc[intro..].find("```\n").expect("the block's fence") + 4;
    let close = open + doc[open..].find("```").expect("the block's closing fence");
    open..close
}

/// How the drawn arrows differ from the code's: a false arrow, a missing
/// one, a module missing or drawn in the wrong layer.
fn drawing_problems(drawn: &Drawing, code: &Drawing) -> Vec<String> {
    let mut wrong = Vec::new();
    for (module, (layer, uses)) in drawn {
        let Some((code_layer, code_uses)) = code.get(module) else {
            wrong.push(format!("{module} is drawn but is no module"));
            continue;
        };
        if layer != code_layer {
            wrong.push(format!(
                "{module} is drawn in layer {layer:?}, src/lib.rs has {code_layer:?}"
            ));
        }
        for used in uses.difference(code_uses) {
            wrong.push(format!(
                "false arrow: {module} ──> {used} (the code does not use it)"
            ));
        }
        for used in code_uses.difference(uses) {
            wrong.push(format!(
                "missing arrow: {module} ──> {used} (the code uses it)"
            ));
        }
    }
    for module in code.keys().filter(|m| !drawn.contains_key(*m)) {
        wrong.push(format!("{module} is missing from the drawing"));
    }
    wrong
}

#[test]
fn the_drawn_arrows_are_the_codes() {
    let code = code_arrows(&lib_text(), &source_files(), &binary_files());
    let doc = read(Path::new(ARCHITECTURE));
    let block = arrows_block(&doc);
    let wrong = drawing_problems(&read_drawing(&doc[block.clone()]), &code);
    if wrong.is_empty() {
        return;
    }
    let should = drawn(&code);
    if std::env::var_os("HOPCARD_BLESS").is_some() {
        let mut fixed = doc.clone();
        fixed.replace_range(block, &should);
        std::fs::write(ARCHITECTURE, fixed).expect("write docs/architecture.md");
        return;
    }
    panic!(
        "docs/architecture.md's arrows are not the code's:\n{}\n\nThe block should read \
         (HOPCARD_BLESS=1 cargo test --test it layers:: writes it):\n```\n{should}```",
        wrong.join("\n")
    );
}

#[test]
fn a_false_arrow_and_a_missing_one_are_both_found() {
    let lib = "//! 1. `card`, `clock`, `fsio`: the card, two leaves;\n//! 2. `app`: the window.\npub fn run_program() {}";
    let files = [
        (
            vec!["card".to_string()],
            "use crate::app::Window;".to_string(),
        ),
        (
            vec!["app".into(), "board".into()],
            "use crate::card::Card;".into(),
        ),
        (
            vec!["app".into()],
            "#[cfg(test)]\nmod tests {\n    use crate::quote::Quoted;\n}".into(),
        ),
        (vec!["fsio".into()], String::new()),
        (vec!["clock".into()], String::new()),
    ];
    let binary = [(
        "src/main.rs".to_string(),
        "fn main() { hopcard::run_program(); }".to_string(),
    )];
    let code = code_arrows(lib, &files, &binary);
    // What the code draws reads back as itself.
    let block = drawn(&code);
    assert_eq!(
        block,
        "main.rs    ──> run_program\n2  app     ──> card\n1  card    ──> app\n1  clock, fsio\n"
    );
    assert_eq!(read_drawing(&block), code);
    // A drawing with the arrow card ──> app left out and a false one, over
    // two lines, in the old style with comments and a folder's slash.
    let doc = "main.rs ──> run_program (the program)\n2  app/ (egui) ──> card,\n       quote\n1  card, fsio (leaves), clock\n";
    assert_eq!(
        drawing_problems(&read_drawing(doc), &code),
        [
            "false arrow: app ──> quote (the code does not use it)",
            "missing arrow: card ──> app (the code uses it)",
        ]
    );
}
