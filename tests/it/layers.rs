//! The layer list in `src/lib.rs` is the rule: every library module appears
//! in it, and a module's `crate::` and `super::` paths reach only modules of
//! lower layers (a root re-export, `crate::Card`, is read as the module it
//! comes from). No two files use each other around a circle. The binary
//! (`src/main.rs`) uses only the front door. The arrows drawn in
//! docs/architecture.md are the code's: `HOPCARD_BLESS=1 cargo test --test
//! it layers::` redraws them.

mod drawing;
mod source;

use drawing::{arrows_block, code_arrows, drawing_problems, drawn, read_drawing};
use source::{
    LIB, binary_modules, crate_uses, front_door, layers, paths_from_root, re_exports,
    referenced_paths, root_names, without_comments, without_test_modules,
};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");

const ARCHITECTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/architecture.md");

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
