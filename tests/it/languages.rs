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

/// The certified pass of a player with `n` pieces, in `lang`.
fn with_count(lang: Lang, n: u32) -> String {
    let mut args = Args::new();
    args.set("pieces", n.arg());
    args.set("player", "Ann".arg());
    args.set("clause", 6u32.arg());
    text_in(lang, "turn-pass-certified", Some(&args))
}

/// 1, 2, 5 and 21 pieces checked for a certified pass: the forms differ
/// where the language's plural rules say they do, and the number is never
/// lost (a language may say "its only piece" for one).
#[test]
fn plural_forms_follow_each_language() {
    for lang in Lang::ALL {
        let forms: Vec<String> = [1, 2, 5, 21]
            .into_iter()
            .map(|n| with_count(lang, n))
            .collect();
        for (n, form) in [1, 2, 5, 21].iter().zip(&forms) {
            assert!(
                form.contains(&n.to_string()) || *n == 1,
                "{lang}: {form:?} does not say {n}"
            );
        }
        // The count itself (its first appearance) stands aside: the words
        // around it differ for one in languages with a singular.
        let words: Vec<String> = [1, 2, 5, 21]
            .iter()
            .zip(&forms)
            .map(|(n, f)| f.replacen(&n.to_string(), "#", 1))
            .collect();
        let has_singular = !matches!(lang, Lang::ZhHans | Lang::Ja);
        assert_eq!(words[0] != words[1], has_singular, "{lang}: {forms:?}");
        assert_eq!(words[1], words[2], "{lang}");
        assert_eq!(words[2], words[3], "{lang}");
    }
    // English said "all 1 pieces were checked" before it had plural forms.
    assert!(with_count(Lang::En, 1).contains("its 1 piece was checked"));
    assert!(with_count(Lang::En, 21).contains("all 21 pieces were checked"));
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
