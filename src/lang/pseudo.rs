//! The pseudo-language: English with every letter accented, 40% longer and
//! in brackets ("[Ŝţàŕţ ~~~~]"), so text that never went through a catalogue
//! (still plain English) and layouts too tight for longer words show.
//! Arguments (names, holes, numbers) stay as they are.

use super::{Args, Lang, format};
use fluent_bundle::FluentValue;

/// Marks an argument's text so the accenting leaves it alone.
const OPEN: char = '\u{E000}';
const CLOSE: char = '\u{E001}';

/// The message `id` in the pseudo-language.
pub(super) fn text(id: &str, args: Option<&Args<'_>>) -> String {
    let english = format(Lang::En, id, args).unwrap_or_else(|| id.to_string());
    // The arguments stay as given: their text in the English sentence is
    // marked before the rest is accented. (Marking the values themselves
    // would keep a selector, `{ $colour -> [red] … }`, from matching.)
    let mut values: Vec<String> = args
        .into_iter()
        .flat_map(Args::iter)
        .filter_map(|(_, v)| match v {
            FluentValue::String(s) if !s.is_empty() => Some(s.to_string()),
            _ => None,
        })
        .collect();
    // A message that is a code's name ("red" for `{ $name -> [red] red … }`)
    // is words to accent, though English spells them as the code.
    values.retain(|v| *v != english);
    // Longest first, so a value inside another is not marked twice.
    values.sort_by_key(|v| std::cmp::Reverse(v.len()));
    transform(&mark(&english, &values))
}

/// `text` with each occurrence of `values` between the marks.
fn mark(text: &str, values: &[String]) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut rest = text;
    'outer: while !rest.is_empty() {
        for v in values {
            if let Some(after) = rest.strip_prefix(v.as_str()) {
                out.push(OPEN);
                out.push_str(v);
                out.push(CLOSE);
                rest = after;
                continue 'outer;
            }
        }
        let mut chars = rest.chars();
        out.extend(chars.next());
        rest = chars.as_str();
    }
    out
}

/// Accent the text outside the marks, drop the marks, pad and bracket.
pub(super) fn transform(english: &str) -> String {
    let mut out = String::with_capacity(english.len() * 2);
    let mut letters = 0usize; // the words' characters, arguments aside
    let mut depth = 0usize;
    for c in english.chars() {
        match c {
            OPEN => depth += 1,
            CLOSE => depth = depth.saturating_sub(1),
            _ if depth > 0 => out.push(c),
            _ => {
                letters += 1;
                out.push(accented(c));
            }
        }
    }
    // 40% more than the words, counting the brackets and the space.
    let pad = (letters * 2).div_ceil(5).saturating_sub(3);
    format!("[{out} {}]", "~".repeat(pad.max(1)))
}

fn accented(c: char) -> char {
    const FROM: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const TO: &str = "àƀçđéƒĝĥîĵķĺɱñöƥǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖƤǪŔŠŢÛṼŴẊÝŽ";
    FROM.chars()
        .position(|f| f == c)
        .and_then(|i| TO.chars().nth(i))
        .unwrap_or(c)
}

/// Each message of a catalogue file with the variables it uses, sorted (for
/// the test that keeps catalogues alike; a term's are its own).
#[cfg(feature = "test-support")]
pub(super) fn ids_and_variables(source: &str) -> Vec<(String, Vec<String>)> {
    use fluent_syntax::ast;
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) | Err((r, _)) => r,
    };
    let mut out = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = Vec::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut vars);
            }
            vars.sort();
            vars.dedup();
            out.push((m.id.name.to_string(), vars));
        }
    }
    out
}

#[cfg(feature = "test-support")]
fn pattern_vars(p: &fluent_syntax::ast::Pattern<&str>, vars: &mut Vec<String>) {
    use fluent_syntax::ast::PatternElement;
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

#[cfg(feature = "test-support")]
fn expression_vars(e: &fluent_syntax::ast::Expression<&str>, vars: &mut Vec<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression};
    let inline = |i: &InlineExpression<&str>, vars: &mut Vec<String>| match i {
        InlineExpression::VariableReference { id } => vars.push(id.name.to_string()),
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for p in &arguments.positional {
                if let InlineExpression::VariableReference { id } = p {
                    vars.push(id.name.to_string());
                }
            }
        }
        _ => {}
    };
    match e {
        Expression::Inline(i) => inline(i, vars),
        Expression::Select { selector, variants } => {
            inline(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}
