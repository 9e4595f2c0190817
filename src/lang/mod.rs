//! The family's language: which one, and its words.
//!
//! Every sentence Hopcard shows or prints is a message in a Fluent
//! catalogue (`assets/i18n/<tag>/*.ftl`, carried in the binary), looked up by
//! its id with named arguments (`t!`): the code says *what* to
//! say (a hole, a colour, a count), the catalogue of each language says it.
//! Plural forms follow each language's rules (Fluent's `[one]`/`*[other]`).
//!
//! The language is per thread ([`set`], [`current`]): the window's thread
//! and the command line's set it once from the player's choice or the
//! system's; a thread that never sets it speaks English, so tests running
//! side by side never see each other's choice. Files are never written in
//! it: what a file keeps is English or a value, whatever the screen shows.
//!
//! A language missing a message falls back to English (the catalogue test
//! keeps every catalogue complete); a message missing from English shows its
//! id. The pseudo-language ([`Lang::Pseudo`]) is English accented, padded
//! 40% and bracketed, so any text drawn without a catalogue stands out.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::fmt;

mod pseudo;
mod tag;

pub use tag::UnknownLanguage;

/// The languages Hopcard speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Es,
    PtBr,
    It,
    Nl,
    ZhHans,
    Ja,
    /// English accented and lengthened, for finding text that bypasses the
    /// catalogues and layouts that cannot take longer words.
    Pseudo,
}

/// Each language with its BCP 47 tag (its catalogue's folder, what a card
/// records) and its name in itself (the menu's). Adding a language is a
/// line here, its variant above and its folder in `assets/i18n/`.
const LANGUAGES: [(Lang, &str, &str); 10] = [
    (Lang::En, "en", "English"),
    (Lang::De, "de", "Deutsch"),
    (Lang::Fr, "fr", "Français"),
    (Lang::Es, "es", "Español"),
    (Lang::PtBr, "pt-BR", "Português (Brasil)"),
    (Lang::It, "it", "Italiano"),
    (Lang::Nl, "nl", "Nederlands"),
    (Lang::ZhHans, "zh-Hans", "简体中文"),
    (Lang::Ja, "ja", "日本語"),
    (Lang::Pseudo, "en-XA", "[Ƥšéûðô ~~~]"),
];

impl Lang {
    /// The languages a family can choose, in the order the menu lists them.
    pub const ALL: [Lang; LANGUAGES.len() - 1] = {
        let mut all = [Lang::En; LANGUAGES.len() - 1];
        let mut i = 0;
        while i < all.len() {
            all[i] = LANGUAGES[i].0;
            i += 1;
        }
        all
    };

    fn row(self) -> &'static (Lang, &'static str, &'static str) {
        // Every variant has its row (the tests check each tag).
        LANGUAGES
            .iter()
            .find(|(l, _, _)| *l == self)
            .unwrap_or(&LANGUAGES[0])
    }

    /// The BCP 47 tag: the catalogue's folder and what files record.
    #[must_use]
    pub fn tag(self) -> &'static str {
        self.row().1
    }

    /// The language's name in itself, as the menu lists it.
    #[must_use]
    pub fn native_name(self) -> &'static str {
        self.row().2
    }

    /// The language whose catalogue this one's words come from (the
    /// pseudo-language transforms English's).
    fn catalogue(self) -> Lang {
        match self {
            Lang::Pseudo => Lang::En,
            other => other,
        }
    }
}

impl Lang {
    /// The language this thread speaks: English until [`Lang::speak`].
    ///
    /// ```
    /// use hopcard::Verdict;
    /// use hopcard::engine::Lang;
    ///
    /// assert_eq!(Lang::current(), Lang::En);
    /// Lang::De.speak();
    /// assert_eq!(Verdict::Legal.to_string(), "zulässig");
    /// Lang::En.speak();
    /// assert_eq!(Verdict::Legal.to_string(), "legal");
    /// ```
    #[must_use]
    pub fn current() -> Lang {
        current()
    }

    /// Speak this language on this thread from now on: every verdict,
    /// reason and error shown from here on is worded in it.
    pub fn speak(self) {
        set(self);
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
    static BUNDLES: RefCell<HashMap<Lang, Bundle>> = RefCell::new(HashMap::new());
}

type Bundle = FluentBundle<FluentResource>;

/// The language this thread speaks (English until [`set`]).
#[must_use]
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// Speak `lang` on this thread from now on.
pub fn set(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// Run `f` speaking `lang`, then go back to the language before (for
/// printing a card in the language it was agreed in).
pub fn speaking<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    /// Speaks the language before again when dropped, also when `f` panics.
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            set(self.0);
        }
    }
    let _restore = Restore(current());
    set(lang);
    f()
}

/// The catalogue files carried in the binary, deflated, by tag (see
/// build.rs).
const CATALOGUES: &[(&str, &[&[u8]])] = include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// The files of `lang`'s catalogue, inflated.
fn sources(lang: Lang) -> Vec<String> {
    CATALOGUES
        .iter()
        .find(|(tag, _)| *tag == lang.tag())
        .map_or(&[][..], |(_, files)| files)
        .iter()
        .map(|deflated| inflate(deflated))
        .collect()
}

/// A catalogue file build.rs deflated. They are part of the program, so a
/// failure is a broken build: the file is then left out (and the
/// catalogue test fails), never a panic in a family's window.
fn inflate(deflated: &[u8]) -> String {
    use std::io::Read as _;
    let mut text = String::new();
    match flate2::read::DeflateDecoder::new(deflated).read_to_string(&mut text) {
        Ok(_) => text,
        Err(_) => String::new(),
    }
}

/// `lang`'s bundle: its catalogue parsed once per thread. A malformed entry
/// is left out (the catalogue test names it); the rest still speak.
fn bundle(lang: Lang) -> Bundle {
    let id = lang
        .tag()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new(vec![id]);
    // Unicode isolation marks would reach the screen as boxes; names are
    // ordered by Hopcard's own bidi handling instead.
    bundle.set_use_isolating(false);
    for source in sources(lang) {
        let resource = FluentResource::try_new(source).unwrap_or_else(|(r, _)| r);
        // Duplicate ids keep the first; the catalogue test forbids them.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// A message's named arguments.
pub type Args<'a> = FluentArgs<'a>;

/// A value for a message argument: numbers select plural forms, the rest
/// is text.
pub trait Arg {
    /// The value as Fluent takes it.
    fn arg(self) -> FluentValue<'static>;
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn arg(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64);

impl Arg for String {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self)
    }
}

impl Arg for &String {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

impl Arg for &str {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}

/// The message `id` in this thread's language, with `args`.
#[must_use]
pub fn text(id: &str, args: Option<&Args<'_>>) -> String {
    text_in(current(), id, args)
}

/// The message `id` in `lang`.
#[must_use]
pub fn text_in(lang: Lang, id: &str, args: Option<&Args<'_>>) -> String {
    if lang == Lang::Pseudo {
        return pseudo::text(id, args);
    }
    format(lang.catalogue(), id, args)
        .or_else(|| format(Lang::En, id, args))
        .unwrap_or_else(|| id.to_string())
}

fn with_bundle<T>(lang: Lang, f: impl FnOnce(&Bundle) -> T) -> T {
    BUNDLES.with(|bundles| {
        let mut bundles = bundles.borrow_mut();
        f(bundles.entry(lang).or_insert_with(|| bundle(lang)))
    })
}

/// The message in `lang`'s own catalogue, `None` when it has none.
fn format(lang: Lang, id: &str, args: Option<&Args<'_>>) -> Option<String> {
    with_bundle(lang, |b| {
        let pattern = b.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(b.format_pattern(pattern, args, &mut errors).into_owned())
    })
}

/// The message ids of `lang`'s own catalogue with the names of the
/// arguments each uses, for the test that keeps catalogues alike.
#[cfg(feature = "test-support")]
#[must_use]
pub fn message_ids(lang: Lang) -> Vec<(String, Vec<String>)> {
    sources(lang)
        .iter()
        .flat_map(|s| pseudo::ids_and_variables(s))
        .collect()
}

/// Parse problems in `lang`'s catalogue files, in words.
#[cfg(feature = "test-support")]
#[must_use]
pub fn catalogue_problems(lang: Lang) -> Vec<String> {
    sources(lang)
        .into_iter()
        .filter_map(|s| FluentResource::try_new(s).err())
        .flat_map(|(_, errors)| errors.into_iter().map(|e| format!("{lang}: {e:?}")))
        .collect()
}

/// The message `id` in this thread's language: `t!("id")`, or with named
/// arguments `t!("id", hole = hole.to_string(), count = n)`; a number selects
/// the plural form.
macro_rules! t {
    ($id:literal) => {
        $crate::lang::text($id, None)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::lang::Args::new();
        $(args.set(stringify!($name), $crate::lang::Arg::arg($value));)+
        $crate::lang::text($id, Some(&args))
    }};
}

pub(crate) use t;

#[cfg(test)]
mod tests;
