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
/// including each item of a `crate::{a, b::c}` group.
fn crate_uses(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let inner = group.split('}').next().unwrap_or("");
                out.extend(inner.split(',').map(|i| first_segment(i.trim())));
            } else {
                out.push(first_segment(rest));
            }
        }
    }
    out.retain(|s| !s.is_empty());
    out
}

fn first_segment(path: &str) -> String {
    path.chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect()
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
