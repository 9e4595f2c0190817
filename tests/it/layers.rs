//! The layer list in `src/lib.rs` is the rule: every library module appears
//! in it, and a module's `crate::` paths reach only modules of lower layers.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");

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

/// Every path that follows `prefix` (`crate::` or `super::`), each group
/// `{a, b::{c, d}}` expanded into whole paths, over any number of lines.
fn referenced_paths(code: &str, prefix: &str) -> Vec<Vec<String>> {
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

/// One use tree (`a::b`, `a::{b, c::d}`, `self`) after `path`, read from
/// `chars`; each whole path it names is pushed to `out`.
fn use_tree(
    chars: &mut std::iter::Peekable<std::str::Chars<'_>>,
    mut path: Vec<String>,
    out: &mut Vec<Vec<String>>,
) {
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        if chars.peek() == Some(&'{') {
            chars.next();
            loop {
                use_tree(chars, path.clone(), out);
                while chars.peek().is_some_and(|c| c.is_whitespace()) {
                    chars.next();
                }
                match chars.next() {
                    Some(',') => continue,
                    _ => return,
                }
            }
        }
        let mut segment = String::new();
        while let Some(&c) = chars.peek() {
            if c.is_alphanumeric() || c == '_' {
                segment.push(c);
                chars.next();
            } else {
                break;
            }
        }
        if !segment.is_empty() && segment != "self" {
            path.push(segment);
        }
        let mut look = chars.clone();
        if look.next() == Some(':') && look.next() == Some(':') {
            chars.next();
            chars.next();
            continue;
        }
        out.push(path);
        return;
    }
}

/// The library's top-level modules: `src/NAME.rs` and `src/NAME/`.
fn modules() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(SRC)
        .expect("src")
        .map(|e| e.expect("entry").path())
        .filter_map(|p| {
            let stem = p.file_stem()?.to_str()?.to_string();
            let rust = p.is_dir() || p.extension().is_some_and(|e| e == "rs");
            (rust && !["lib", "main", "cli"].contains(&stem.as_str())).then_some(stem)
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn every_module_has_a_layer_and_uses_only_lower_ones() {
    let lib = std::fs::read_to_string(Path::new(SRC).join("lib.rs")).expect("lib.rs");
    let layer = layers(&lib);
    let mut wrong = Vec::new();
    for module in modules() {
        let Some(&own) = layer.get(&module) else {
            wrong.push(format!("{module} is in no layer of the list in src/lib.rs"));
            continue;
        };
        let mut files = rust_files(&Path::new(SRC).join(format!("{module}.rs")));
        let folder = Path::new(SRC).join(&module);
        if folder.is_dir() {
            files.extend(rust_files(&folder));
        }
        for file in files {
            let text = std::fs::read_to_string(&file).expect("source");
            for used in crate_uses(&text) {
                match layer.get(&used) {
                    Some(&l) if used != module && l >= own => wrong.push(format!(
                        "{} uses crate::{used} (layer {l}), not below its own layer {own}",
                        file.display()
                    )),
                    _ => {}
                }
            }
        }
    }
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

/// The file graph: for each module, the other modules its `crate::` and
/// `super::` paths reach (the deepest module a path names; a module's own
/// parents and children left out, as Rust nests them).
fn file_graph(files: &[(Vec<String>, String)]) -> HashMap<Vec<String>, Vec<Vec<String>>> {
    let known: Vec<&Vec<String>> = files.iter().map(|(m, _)| m).collect();
    let mut graph = HashMap::new();
    for (module, text) in files {
        let code = without_comments(&without_test_modules(text));
        let mut paths = referenced_paths(&code, "crate::");
        for path in referenced_paths(&code, "super::") {
            let ups = 1 + path.iter().take_while(|s| *s == "super").count();
            let base = &module[..module.len().saturating_sub(ups)];
            let tail = path.iter().skip_while(|s| *s == "super").cloned();
            paths.push(base.iter().cloned().chain(tail).collect());
        }
        let mut reached: Vec<Vec<String>> = Vec::new();
        for path in paths {
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

/// Every source file of the crate (library and binary) but test files.
fn source_files() -> Vec<(Vec<String>, String)> {
    rust_files(Path::new(SRC))
        .into_iter()
        .filter(|f| f.file_stem().is_some_and(|s| s != "tests"))
        .map(|f| {
            let text = std::fs::read_to_string(&f).expect("source");
            (module_path(&f), text)
        })
        .collect()
}

#[test]
fn no_circle_between_files() {
    let found = circles(&file_graph(&source_files()));
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
    let found = circles(&file_graph(&files));
    assert_eq!(found, [vec!["print::layout", "print::runs"]]);
    let uses = crate_uses("use crate::{\n    rules::Hole,\n    card::{self, Card},\n};");
    assert_eq!(uses, ["rules", "card", "card"]);
}
