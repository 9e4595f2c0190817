use super::*;

#[test]
fn tags_as_people_and_systems_write_them() {
    let cases = [
        ("de", Lang::De),
        ("de_DE.UTF-8", Lang::De),
        ("de_AT@euro", Lang::De),
        ("pt-BR", Lang::PtBr),
        ("pt_PT", Lang::PtBr),
        ("zh_CN.UTF-8", Lang::ZhHans),
        ("zh-Hans", Lang::ZhHans),
        ("ja_JP", Lang::Ja),
        ("C.UTF-8", Lang::En),
        ("en_GB", Lang::En),
        ("NL", Lang::Nl),
        ("pseudo", Lang::Pseudo),
        ("en-XA", Lang::Pseudo),
    ];
    for (tag, lang) in cases {
        assert_eq!(tag.parse::<Lang>(), Ok(lang), "{tag}");
    }
    for lang in Lang::ALL.into_iter().chain([Lang::Pseudo]) {
        assert_eq!(lang.tag().parse::<Lang>(), Ok(lang));
    }
    let unknown = "sv_SE".parse::<Lang>().unwrap_err();
    assert_eq!(unknown.0, "sv_SE");
    assert!(
        unknown
            .to_string()
            .starts_with("\"sv_SE\" is not a language Hopcard speaks: en, de, fr")
    );
}

#[test]
fn the_system_language_follows_posix_order() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_string())
        }
    };
    assert_eq!(
        Lang::from_environment(env(&[("LANG", "fr_FR.UTF-8")])),
        Some(Lang::Fr)
    );
    assert_eq!(
        Lang::from_environment(env(&[("LANG", "fr_FR.UTF-8"), ("LC_MESSAGES", "it_IT")])),
        Some(Lang::It)
    );
    assert_eq!(
        Lang::from_environment(env(&[("LC_ALL", "es_ES"), ("LC_MESSAGES", "it_IT")])),
        Some(Lang::Es)
    );
    // GNU's LANGUAGE list: the first Hopcard speaks.
    assert_eq!(
        Lang::from_environment(env(&[("LANGUAGE", "sv:nl:de"), ("LANG", "sv_SE")])),
        Some(Lang::Nl)
    );
    // …unless the locale is C.
    assert_eq!(
        Lang::from_environment(env(&[("LANGUAGE", "nl"), ("LANG", "C")])),
        Some(Lang::En)
    );
    assert_eq!(Lang::from_environment(env(&[("LANG", "sv_SE")])), None);
    assert_eq!(Lang::from_environment(env(&[])), None);
}

#[test]
fn a_thread_speaks_english_until_told_and_only_itself() {
    assert_eq!(current(), Lang::En);
    set(Lang::De);
    let other = std::thread::spawn(current).join().expect("thread");
    assert_eq!(other, Lang::En);
    assert_eq!(current(), Lang::De);
    assert_eq!(speaking(Lang::Ja, current), Lang::Ja);
    assert_eq!(current(), Lang::De);
    set(Lang::En);
}

#[test]
fn a_message_takes_its_arguments_and_plural_forms() {
    let word = |n: u32| {
        text_in(
            Lang::En,
            "count-word",
            Some(&{
                let mut a = Args::new();
                a.set("n", n.arg());
                a
            }),
        )
    };
    assert_eq!(word(0), "no");
    assert_eq!(word(2), "two");
    assert_eq!(word(21), "21");
    assert_eq!(t!("verdict-legal"), "legal");
    // A missing message shows its id, never nothing.
    assert_eq!(
        text_in(Lang::De, "no-such-message", None),
        "no-such-message"
    );
}

#[test]
fn the_pseudo_language_accents_words_but_not_arguments() {
    let mut args = Args::new();
    args.set("start", "N2".arg());
    let pseudo = text_in(Lang::Pseudo, "reason-no-piece", Some(&args));
    assert!(pseudo.starts_with("[N2 îš éɱƥţý"), "{pseudo}");
    assert!(pseudo.ends_with("~]"), "{pseudo}");
    let english = text_in(Lang::En, "reason-no-piece", Some(&args));
    // 40% longer, counted in letters and digits.
    assert!(
        pseudo.chars().count() >= english.chars().count() * 7 / 5,
        "{pseudo}"
    );
    assert_eq!(pseudo::transform("Ok"), "[Öķ ~]");
}
