//! Files named on the command line are read only when they are regular files
//! of bounded size: a FIFO would block the read for ever, a device such as
//! /dev/zero never ends, and a folder is no file at all.

use crate::lang::t;
use crate::quote::QuotedPath;
use std::fmt;
use std::path::{Path, PathBuf};

/// What a named file was meant to be, for the message.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Expected {
    Card,
    GameFile,
    DisputeLog,
}

impl Expected {
    /// The kind's code, which the messages select their words by.
    fn code(self) -> &'static str {
        match self {
            Expected::Card => "card",
            Expected::GameFile => "game",
            Expected::DisputeLog => "log",
        }
    }

    /// The largest file of this kind that is read (the loaders' own caps).
    #[must_use]
    pub(crate) fn cap(self) -> u64 {
        match self {
            Expected::Card => crate::card::MAX_CARD_BYTES,
            Expected::GameFile => crate::storage::MAX_FILE_BYTES,
            Expected::DisputeLog => MAX_DISPUTE_LOG_BYTES,
        }
    }
}

/// The largest file `hopcard dispute` reads: a dispute log, or a game file
/// with its disputes.
pub(super) const MAX_DISPUTE_LOG_BYTES: u64 = crate::storage::MAX_FILE_BYTES;

/// A named file that is refused before anything is read from it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum InputError {
    /// A folder, FIFO, device or socket (`kind` says which, as a code:
    /// folder, fifo, char-device, block-device, socket, special).
    NotRegular {
        path: PathBuf,
        kind: &'static str,
        expected: Expected,
    },
    TooLarge {
        path: PathBuf,
        bytes: u64,
        expected: Expected,
    },
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::NotRegular {
                path,
                kind,
                expected,
            } => f.write_str(&t!(
                "cli-input-not-regular",
                path = QuotedPath(path).to_string(),
                kind = *kind,
                expected = expected.code()
            )),
            InputError::TooLarge {
                path,
                bytes,
                expected,
            } => f.write_str(&t!(
                "cli-input-too-large",
                path = QuotedPath(path).to_string(),
                bytes = *bytes,
                expected = expected.code(),
                cap = expected.cap()
            )),
        }
    }
}

impl std::error::Error for InputError {}

/// Refuse `path` unless it is a regular file no larger than `expected`'s cap.
///
/// A path that cannot be looked at (missing, no permission) passes: the
/// loader then reports it in its own words.
///
/// # Errors
/// [`InputError`] naming the path and what is wrong with it.
pub(super) fn check(path: &Path, expected: Expected) -> Result<(), InputError> {
    // `metadata` follows symlinks and never opens the file, so a FIFO cannot block here.
    let Ok(meta) = std::fs::metadata(path) else {
        return Ok(());
    };
    let kind = meta.file_type();
    if !kind.is_file() {
        return Err(InputError::NotRegular {
            path: path.to_path_buf(),
            kind: kind_name(kind),
            expected,
        });
    }
    if meta.len() > expected.cap() {
        return Err(InputError::TooLarge {
            path: path.to_path_buf(),
            bytes: meta.len(),
            expected,
        });
    }
    Ok(())
}

fn kind_name(kind: std::fs::FileType) -> &'static str {
    if kind.is_dir() {
        return "folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if kind.is_fifo() {
            return "fifo";
        }
        if kind.is_char_device() {
            return "char-device";
        }
        if kind.is_block_device() {
            return "block-device";
        }
        if kind.is_socket() {
            return "socket";
        }
    }
    "special"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_and_folders_are_refused_by_kind() {
        // Unix's devices (Windows has no /dev; under Wine it is a file).
        #[cfg(unix)]
        {
            let err = check(Path::new("/dev/zero"), Expected::Card).unwrap_err();
            assert_eq!(
                err.to_string(),
                "\"/dev/zero\" is a character device, not a regular file: expected an agreement card"
            );
        }
        let dir = std::env::temp_dir();
        let err = check(&dir, Expected::GameFile).unwrap_err();
        assert!(err.to_string().contains("is a folder"), "{err}");
        // A missing file is left to the loader's own message.
        assert_eq!(
            check(Path::new("/nonexistent/hopcard"), Expected::DisputeLog),
            Ok(())
        );
    }
}
