//! A language from its tag, as a person, the command line or the system
//! writes it ("de", "pt-BR", "de_DE.UTF-8", "zh_CN").

use super::Lang;
use std::fmt;
use std::str::FromStr;

/// A language tag Hopcard has no catalogue for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownLanguage(pub String);

impl fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
        // Quoted by hand: `quote` is a layer above this one.
        let given: String = self.0.chars().take(40).collect();
        f.write_str(&super::t!(
            "language-unknown",
            given = format!("\"{given}\""),
            known = known.join(", ")
        ))
    }
}

impl std::error::Error for UnknownLanguage {}

impl FromStr for Lang {
    type Err = UnknownLanguage;

    /// The language of a tag, its region and encoding aside: "pt_BR",
    /// "pt-PT" and "pt" are all Brazilian Portuguese (Hopcard's one),
    /// "zh_CN" and "zh-Hant" Simplified Chinese, "en-XA" or "pseudo" the
    /// pseudo-language.
    ///
    /// # Errors
    /// [`UnknownLanguage`] for a language without a catalogue.
    fn from_str(text: &str) -> Result<Lang, UnknownLanguage> {
        let unknown = || UnknownLanguage(text.to_string());
        let bare = text.split(['.', '@']).next().unwrap_or_default().trim();
        let lower = bare.to_ascii_lowercase().replace('_', "-");
        if lower == "pseudo" || lower == "en-xa" {
            return Ok(Lang::Pseudo);
        }
        // A region or script we have no catalogue for takes the
        // language's one (pt-PT the Brazilian, zh-Hant the Simplified).
        let language = lower.split('-').next().unwrap_or_default();
        if matches!(language, "c" | "posix") {
            return Ok(Lang::En);
        }
        Lang::ALL
            .into_iter()
            .find(|l| l.tag().split('-').next() == Some(language))
            .ok_or_else(unknown)
    }
}

impl Lang {
    /// The system's language: on Unix the first of LANGUAGE's list, then
    /// LC_ALL, LC_MESSAGES and LANG that Hopcard speaks; on Windows the
    /// user's display language. `None` when none is one Hopcard speaks.
    #[must_use]
    pub fn of_system() -> Option<Lang> {
        Lang::from_environment(|name| std::env::var(name).ok()).or_else(windows_ui_language)
    }

    /// [`Lang::of_system`] from the variables `var` gives.
    #[must_use]
    pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Option<Lang> {
        // POSIX: LC_ALL overrides LC_MESSAGES overrides LANG; GNU's
        // LANGUAGE list comes first unless the locale is C.
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|name| var(name).filter(|v| !v.is_empty()));
        let is_c = locale
            .as_deref()
            .is_some_and(|l| matches!(l.split('.').next(), Some("C" | "POSIX")));
        let listed = var("LANGUAGE").filter(|_| !is_c).unwrap_or_default();
        listed
            .split(':')
            .filter(|l| !l.is_empty())
            .find_map(|l| l.parse().ok())
            .or_else(|| locale.and_then(|l| l.parse().ok()))
    }
}

/// The user's display language on Windows.
#[cfg(windows)]
fn windows_ui_language() -> Option<Lang> {
    sys_locale::get_locale().and_then(|l| l.parse().ok())
}

#[cfg(not(windows))]
fn windows_ui_language() -> Option<Lang> {
    None
}
