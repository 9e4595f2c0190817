//! The drawing of the arrows in docs/architecture.md: computed from the
//! code, written out, read back, and compared.

use super::source::{
    front_door, layers, paths_from_root, re_exports, referenced_paths, without_comments,
    without_test_modules,
};
use std::collections::{BTreeMap, BTreeSet};

/// The sentence in docs/architecture.md just above the block of arrows.
const ARROWS_INTRO: &str = "Each line below is a module and what it uses";

/// A line of the drawing: a module (`main.rs` for the binary), its layer
/// and what it uses.
pub(super) type Drawing = BTreeMap<String, (Option<usize>, BTreeSet<String>)>;

/// The arrows of the code: each library module (structure only: no test
/// files or test modules) with the other top-level modules its paths reach,
/// and `main.rs` with the front-door names the binary uses.
pub(super) fn code_arrows(
    lib: &str,
    files: &[(Vec<String>, String)],
    binary: &[(String, String)],
) -> Drawing {
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
pub(super) fn drawn(drawing: &Drawing) -> String {
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
pub(super) fn read_drawing(block: &str) -> Drawing {
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
pub(super) fn arrows_block(doc: &str) -> std::ops::Range<usize> {
    let intro = end_of_words(doc, ARROWS_INTRO).expect("the sentence above the arrows");
    let open = intro + doc[intro..].find("```\n").expect("the block's fence") + 4;
    let close = open + doc[open..].find("```").expect("the block's closing fence");
    open..close
}

/// How the drawn arrows differ from the code's: a false arrow, a missing
/// one, a module missing or drawn in the wrong layer.
pub(super) fn drawing_problems(drawn: &Drawing, code: &Drawing) -> Vec<String> {
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
