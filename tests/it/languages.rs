//! The catalogues: every language says every message, with the same
//! arguments, and each language's plural forms come out right.

use hopcard::engine::Lang;
use hopcard::testing::lang::{Arg, Args, catalogue_problems, message_ids, text_in};
use std::collections::BTreeMap;

fn catalogue(lang: Lang) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    for (id, vars) in message_ids(lang) {
        assert!(
            out.insert(id.clone(), vars).is_none(),
            "{lang}: {id} is defined twice"
        );
    }
    out
}

#[test]
fn every_catalogue_parses() {
    for lang in Lang::ALL {
        assert_eq!(catalogue_problems(lang), Vec::<String>::new(), "{lang}");
    }
}

#[test]
fn every_message_is_in_every_language_with_the_same_arguments() {
    let english = catalogue(Lang::En);
    assert!(
        english.len() > 100,
        "the English catalogue has {} messages",
        english.len()
    );
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().skip(1) {
        let other = catalogue(lang);
        for (id, vars) in &english {
            match other.get(id) {
                None => problems.push(format!("{lang}: {id} is missing")),
                Some(theirs) if theirs != vars => problems.push(format!(
                    "{lang}: {id} takes {theirs:?}, English takes {vars:?}"
                )),
                Some(_) => {}
            }
        }
        for id in other.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{lang}: {id} is not an English message"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn with_count(lang: Lang, id: &str, n: u32) -> String {
    let mut args = Args::new();
    args.set("n", n.arg());
    args.set("count", n.arg());
    text_in(lang, id, Some(&args))
}

/// 1, 2, 5 and 21 of a thing: the forms differ where the language's plural
/// rules say they do, and the number is never lost.
#[test]
fn plural_forms_follow_each_language() {
    for lang in Lang::ALL {
        let forms: Vec<String> = [1, 2, 5, 21]
            .into_iter()
            .map(|n| with_count(lang, "pieces-home", n))
            .collect();
        for (n, form) in [1, 2, 5, 21].iter().zip(&forms) {
            assert!(
                form.contains(&n.to_string()) || *n == 1,
                "{lang}: {form:?} does not say {n}"
            );
        }
        // One differs from the others in languages with a singular.
        let has_singular = !matches!(lang, Lang::ZhHans | Lang::Ja);
        assert_eq!(
            forms[0].replace('1', "") != forms[1].replace('2', ""),
            has_singular,
            "{lang}: {forms:?}"
        );
        assert_eq!(
            forms[1].replace('2', ""),
            forms[2].replace('5', ""),
            "{lang}"
        );
        assert_eq!(
            forms[2].replace('5', ""),
            forms[3].replace("21", ""),
            "{lang}"
        );
    }
    assert_eq!(with_count(Lang::En, "pieces-home", 1), "1 piece home");
    assert_eq!(with_count(Lang::En, "pieces-home", 21), "21 pieces home");
}

/// Every letter of every catalogue has a font here, with only the
/// program's own fonts (the tests never see the computer's): a family
/// without a CJK font still reads Japanese and Chinese. When this fails
/// after a catalogue changed, run `scripts/cjk-subset`.
#[test]
fn the_bundled_fonts_show_every_catalogue() {
    use hopcard::testing::writing::first_unshown;
    for lang in Lang::ALL {
        let text: String = catalogue_texts(lang);
        assert_eq!(first_unshown(&text), None, "{lang}");
        assert_eq!(first_unshown(lang.native_name()), None, "{lang}");
    }
}

fn catalogue_texts(lang: Lang) -> String {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/i18n")
        .join(lang.tag());
    let mut text = String::new();
    for entry in std::fs::read_dir(folder)
        .expect("the catalogue's folder")
        .flatten()
    {
        text.push_str(&std::fs::read_to_string(entry.path()).expect("a catalogue file"));
    }
    text
}
