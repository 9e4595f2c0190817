//! File names Windows cannot keep as they are, checked on every system so
//! the tests see the same refusals a Windows family would.

use crate::lang::t;
use std::fmt;

/// Why Windows cannot keep a file under `name` as it is, whatever the
/// system Hopcard runs on.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(not(windows), allow(dead_code))]
pub enum NameProblem {
    /// A device's name (`CON`, `NUL`, `COM1`…), with or without an extension.
    Device(String),
    /// A dot or space at the end, which Windows silently drops (the file
    /// would be saved under another name).
    TrailingDotOrSpace,
    /// A character Windows file names cannot hold; a `:` would put the data
    /// in a hidden stream of another file.
    Character(char),
}

impl fmt::Display for NameProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameProblem::Device(device) => {
                f.write_str(&t!("fsio-name-device", device = format!("{device:?}")))
            }
            NameProblem::TrailingDotOrSpace => f.write_str(&t!("fsio-name-trailing")),
            NameProblem::Character(c) if c.is_control() => f.write_str(&t!(
                "fsio-name-control",
                code = format!("U+{:04X}", u32::from(*c))
            )),
            NameProblem::Character(c) => {
                f.write_str(&t!("fsio-name-character", character = c.to_string()))
            }
        }
    }
}

impl std::error::Error for NameProblem {}

/// What Windows refuses in the file name `name` (the last part of a path),
/// if anything: device names, a trailing dot or space, and the characters
/// `< > : " / \ | ? *` and control characters.
///
/// ```
/// use hopcard::testing::fsio::{NameProblem, windows_name_problem};
/// assert_eq!(windows_name_problem("Family game.hopcard"), None);
/// assert_eq!(windows_name_problem("con.hopcard"), Some(NameProblem::Device("con".into())));
/// assert_eq!(windows_name_problem("Game 2: final.hopcard"), Some(NameProblem::Character(':')));
/// assert_eq!(windows_name_problem("Game."), Some(NameProblem::TrailingDotOrSpace));
/// ```
// Used on Windows only; the tests check it on every system.
#[cfg_attr(not(windows), allow(dead_code))]
#[must_use]
pub fn windows_name_problem(name: &str) -> Option<NameProblem> {
    if let Some(c) = name.chars().find(|c| {
        c.is_control() || matches!(c, '<' | '>' | ':' | '"' | '/' | '\\' | '|' | '?' | '*')
    }) {
        return Some(NameProblem::Character(c));
    }
    if name.ends_with(['.', ' ']) {
        return Some(NameProblem::TrailingDotOrSpace);
    }
    // The device is the part before the first dot, spaces at its end dropped.
    let base = name.split('.').next().unwrap_or(name).trim_end_matches(' ');
    let upper = base.to_uppercase();
    let device = match upper.as_str() {
        "CON" | "PRN" | "AUX" | "NUL" | "CONIN$" | "CONOUT$" => true,
        _ => ["COM", "LPT"].iter().any(|port| {
            upper.strip_prefix(port).is_some_and(|n| {
                let mut digits = n.chars();
                matches!(
                    (digits.next(), digits.next()),
                    (Some('0'..='9' | '\u{B9}' | '\u{B2}' | '\u{B3}'), None)
                )
            })
        }),
    };
    device.then(|| NameProblem::Device(base.to_string()))
}
