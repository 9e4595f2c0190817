//! Desktop integration: the window icon and a per-user launcher install.
//!
//! `install_desktop` puts a freedesktop entry, the hicolor icons and the
//! game-file MIME type under the user's data directory (`$XDG_DATA_HOME`,
//! normally `~/.local/share`), so the app shows up in the desktop's
//! application menu, can be double-clicked, and opens `.hopcard` files.
//! Nothing is written outside that directory and no root rights are needed.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use crate::lang::t;
use crate::quote::QuotedPath;

/// The launcher template; its `Exec=` line is rewritten on install.
const DESKTOP_ENTRY: &str = include_str!("../assets/hopcard.desktop");

/// The shared-mime-info type of game files (`*.hopcard`, `GameFile(` inside).
const MIME_XML: &[u8] = include_bytes!("../assets/hopcard-mime.xml");

/// The tools that rebuild the desktop's caches after an install, each with
/// the folder (under the data home) it rebuilds.
const CACHE_TOOLS: [(&str, &str); 2] = [
    ("update-mime-database", "mime"),
    ("update-desktop-database", "applications"),
];

/// The scalable icon.
const ICON_SVG: &[u8] = include_bytes!("../assets/hopcard.svg");

/// Raster icons, as `(edge length in pixels, PNG bytes)`.
const ICON_PNGS: [(u32, &[u8]); 5] = [
    (48, include_bytes!("../assets/icons/hopcard-48.png")),
    (64, include_bytes!("../assets/icons/hopcard-64.png")),
    (128, include_bytes!("../assets/icons/hopcard-128.png")),
    (256, include_bytes!("../assets/icons/hopcard-256.png")),
    (512, include_bytes!("../assets/icons/hopcard-512.png")),
];

/// The PNG used for the window icon.
#[cfg(feature = "desktop")]
const WINDOW_ICON_PNG: &[u8] = include_bytes!("../assets/icons/hopcard-256.png");

/// Characters that make the spec require quoting an `Exec=` argument.
const RESERVED: &str = "\"'\\><~|&;$*?#()`";

/// Name shared by the desktop file and the icon (`Icon=hopcard`).
const APP_ID: &str = "hopcard";

/// Install the launcher, icons and game-file type for the current user,
/// pointing `Exec=` at the executable that is running now, then rebuild the
/// desktop's caches with the tools that are installed.
///
/// Returns every file written, in the order written, and what each cache
/// tool did.
///
/// # Errors
///
/// Fails when the platform has no freedesktop menus, when the home or data
/// directory cannot be found, when the executable path cannot be found or
/// written into a desktop entry, or when any file cannot be written.
pub(crate) fn install_desktop() -> Result<(Vec<PathBuf>, Vec<CacheUpdate>), InstallError> {
    if !cfg!(all(
        unix,
        not(target_os = "macos"),
        not(target_os = "ios"),
        not(target_os = "android")
    )) {
        return Err(InstallError::NotFreedesktop);
    }
    let dirs = directories::BaseDirs::new().ok_or(InstallError::NoHome)?;
    let exe = std::env::current_exe().map_err(InstallError::NoExecutable)?;
    // Resolve symlinks (e.g. a ~/.cargo/bin link) so the launcher keeps working
    // from any directory; fall back to the path as reported.
    let exe = fs::canonicalize(&exe).unwrap_or(exe);
    let written = install_desktop_in(dirs.data_dir(), &exe)?;
    Ok((written, update_caches(dirs.data_dir())))
}

/// Install the launcher and icons under `data_home` (the directory that
/// holds `applications/` and `icons/`), with `Exec=` pointing at `exe`.
///
/// Writing the same files again is harmless: each file is replaced whole.
///
/// # Errors
///
/// Fails when `exe` is not valid UTF-8 or contains a line break, or when a
/// directory or file cannot be created.
pub(crate) fn install_desktop_in(
    data_home: &Path,
    exe: &Path,
) -> Result<Vec<PathBuf>, InstallError> {
    let entry = desktop_entry(exe)?;
    let mut written = Vec::with_capacity(ICON_PNGS.len() + 3);

    let hicolor = data_home.join("icons").join("hicolor");
    for (size, png) in ICON_PNGS {
        let path = hicolor
            .join(format!("{size}x{size}"))
            .join("apps")
            .join(format!("{APP_ID}.png"));
        write_replacing(&path, png)?;
        written.push(path);
    }
    let svg = hicolor
        .join("scalable")
        .join("apps")
        .join(format!("{APP_ID}.svg"));
    write_replacing(&svg, ICON_SVG)?;
    written.push(svg);

    let mime = data_home
        .join("mime")
        .join("packages")
        .join(format!("{APP_ID}.xml"));
    write_replacing(&mime, MIME_XML)?;
    written.push(mime);

    // The launcher goes last, so that menus picking it up find the icons.
    let desktop = data_home
        .join("applications")
        .join(format!("{APP_ID}.desktop"));
    write_replacing(&desktop, entry.as_bytes())?;
    written.push(desktop);

    Ok(written)
}

/// Why the launcher could not be installed.
#[derive(Debug)]
pub(crate) enum InstallError {
    /// Not a freedesktop platform (Linux and the BSDs).
    NotFreedesktop,
    /// The home directory (and so the data directory) is unknown.
    NoHome,
    /// The running executable's path could not be found.
    NoExecutable(std::io::Error),
    /// The executable's path is not UTF-8: a desktop entry cannot name it.
    ExecutableNotUtf8(PathBuf),
    /// The executable's path has a line break, which would end the `Exec=` line.
    ExecutableLineBreak(String),
    /// `path` has no parent folder or no file name to write.
    BadTarget(PathBuf),
    /// A folder could not be created.
    CreateDir { dir: PathBuf, cause: std::io::Error },
    /// A file could not be written (nothing half-written is left).
    Write {
        path: PathBuf,
        cause: std::io::Error,
    },
}

impl std::fmt::Display for InstallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let q = |p: &Path| QuotedPath(p).to_string();
        f.write_str(&match self {
            InstallError::NotFreedesktop => t!("cli-install-not-freedesktop"),
            InstallError::NoHome => t!("cli-install-no-home"),
            InstallError::NoExecutable(e) => t!("cli-install-no-executable", cause = e.to_string()),
            InstallError::ExecutableNotUtf8(exe) => t!("cli-install-not-utf8", path = q(exe)),
            InstallError::ExecutableLineBreak(path) => {
                t!("cli-install-line-break", path = q(Path::new(path)))
            }
            InstallError::BadTarget(path) => t!("cli-install-bad-target", path = q(path)),
            InstallError::CreateDir { dir, cause } => {
                t!(
                    "cli-install-create-dir",
                    path = q(dir),
                    cause = cause.to_string()
                )
            }
            InstallError::Write { path, cause } => {
                t!(
                    "cli-install-write",
                    path = q(path),
                    cause = cause.to_string()
                )
            }
        })
    }
}

impl std::error::Error for InstallError {}

/// What became of one cache tool after an install.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum CacheUpdate {
    /// The tool rebuilt the cache in `dir`.
    Ran { tool: &'static str, dir: PathBuf },
    /// The tool is not installed: nothing to rebuild (desktops without it
    /// read the files directly).
    Missing { tool: &'static str },
    /// The tool ran but failed; the files are installed all the same.
    Failed {
        tool: &'static str,
        dir: PathBuf,
        why: String,
    },
}

impl std::fmt::Display for CacheUpdate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            CacheUpdate::Ran { tool, dir } => {
                t!(
                    "cli-install-cache-ran",
                    tool = *tool,
                    path = QuotedPath(dir).to_string()
                )
            }
            CacheUpdate::Missing { tool } => t!("cli-install-cache-missing", tool = *tool),
            CacheUpdate::Failed { tool, dir, why } => t!(
                "cli-install-cache-failed",
                tool = *tool,
                path = QuotedPath(dir).to_string(),
                why = why
            ),
        })
    }
}

/// Rebuild the MIME and desktop-entry caches under `data_home`, with each
/// tool that is installed. Running it again rebuilds the same caches.
#[must_use]
pub(crate) fn update_caches(data_home: &Path) -> Vec<CacheUpdate> {
    run_cache_tools(data_home, &CACHE_TOOLS)
}

fn run_cache_tools(data_home: &Path, tools: &[(&'static str, &str)]) -> Vec<CacheUpdate> {
    tools
        .iter()
        .map(|&(tool, sub)| {
            let dir = data_home.join(sub);
            let status = std::process::Command::new(tool)
                .arg(&dir)
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status();
            match status {
                Ok(s) if s.success() => CacheUpdate::Ran { tool, dir },
                Ok(s) => CacheUpdate::Failed {
                    tool,
                    dir,
                    why: s.to_string(),
                },
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => CacheUpdate::Missing { tool },
                Err(e) => CacheUpdate::Failed {
                    tool,
                    dir,
                    why: e.to_string(),
                },
            }
        })
        .collect()
}

/// The window icon for eframe's viewport, decoded from the embedded PNG.
///
/// Returns an empty icon (which eframe ignores) if the PNG cannot be decoded.
#[cfg(feature = "desktop")]
#[must_use]
pub(crate) fn window_icon() -> egui::IconData {
    match image::load_from_memory(WINDOW_ICON_PNG) {
        Ok(img) => {
            let rgba = img.into_rgba8();
            let (width, height) = rgba.dimensions();
            egui::IconData {
                rgba: rgba.into_raw(),
                width,
                height,
            }
        }
        Err(_) => egui::IconData::default(),
    }
}

/// The desktop entry text with its `Exec=` line set to run `exe`, keeping
/// the template's field code (`%f`: the file a file manager opens with it).
fn desktop_entry(exe: &Path) -> Result<String, InstallError> {
    let exec = exec_value(exe)?;
    let mut out = String::with_capacity(DESKTOP_ENTRY.len() + exec.len());
    for line in DESKTOP_ENTRY.lines() {
        if let Some(template) = line.strip_prefix("Exec=") {
            out.push_str("Exec=");
            out.push_str(&exec);
            if let Some((_, args)) = template.split_once(' ') {
                out.push(' ');
                out.push_str(args);
            }
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    Ok(out)
}

/// Quote a program path for an `Exec=` key.
///
/// The desktop entry spec quotes arguments with reserved characters in double
/// quotes, backslash-escaping `"`, `` ` ``, `$` and `\` inside them; the key's
/// value is then itself a string, where `\` is written `\\`. A literal `%`
/// is written `%%` so it is not taken for a field code.
fn exec_value(exe: &Path) -> Result<String, InstallError> {
    let Some(path) = exe.to_str() else {
        return Err(InstallError::ExecutableNotUtf8(exe.to_path_buf()));
    };
    if path.contains(['\n', '\r']) {
        return Err(InstallError::ExecutableLineBreak(path.to_owned()));
    }
    let needs_quotes = path.is_empty()
        || path
            .chars()
            .any(|c| c.is_whitespace() || RESERVED.contains(c));
    let mut out = String::with_capacity(path.len() + 2);
    if needs_quotes {
        out.push('"');
    }
    for c in path.chars() {
        match c {
            '%' => out.push_str("%%"),
            // Quoting level escape, then string level escape of the backslash.
            '"' | '`' | '$' if needs_quotes => {
                out.push_str("\\\\");
                out.push(c);
            }
            '\\' => out.push_str("\\\\\\\\"),
            _ => out.push(c),
        }
    }
    if needs_quotes {
        out.push('"');
    }
    Ok(out)
}

/// Write `bytes` to `path` through a temporary file in the same directory,
/// renamed over the target, so a reader never sees a half-written file.
fn write_replacing(path: &Path, bytes: &[u8]) -> Result<(), InstallError> {
    let bad = || InstallError::BadTarget(path.to_path_buf());
    let dir = path.parent().ok_or_else(bad)?;
    fs::create_dir_all(dir).map_err(|cause| InstallError::CreateDir {
        dir: dir.to_path_buf(),
        cause,
    })?;
    let name = path.file_name().ok_or_else(bad)?.to_string_lossy();
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let result = fs::File::create(&tmp)
        .and_then(|mut file| {
            file.write_all(bytes)?;
            file.sync_all()
        })
        .and_then(|()| fs::rename(&tmp, path));
    if let Err(e) = result {
        // Best effort: do not leave the temporary file behind.
        let _ = fs::remove_file(&tmp);
        return Err(InstallError::Write {
            path: path.to_path_buf(),
            cause: e,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{SystemTime, UNIX_EPOCH};

    /// A fresh, empty directory under the system temp dir, removed on drop.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(label: &str) -> Self {
            let nanos = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap_or_default()
                .as_nanos();
            let path = std::env::temp_dir().join(format!(
                "hopcard-desktop-{label}-{}-{nanos}",
                std::process::id()
            ));
            fs::create_dir_all(&path).expect("create temp dir");
            Self(path)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    fn exec_line(entry: &str) -> &str {
        entry
            .lines()
            .find_map(|l| l.strip_prefix("Exec="))
            .expect("entry has an Exec= line")
    }

    #[test]
    fn installs_entry_and_every_icon() {
        let tmp = TempDir::new("install");
        let exe = Path::new("/opt/hopcard/bin/hopcard");
        let written = install_desktop_in(&tmp.0, exe).expect("install");

        let mut expected: Vec<PathBuf> = [48, 64, 128, 256, 512]
            .iter()
            .map(|n| {
                tmp.0
                    .join(format!("icons/hicolor/{n}x{n}/apps/hopcard.png"))
            })
            .collect();
        expected.push(tmp.0.join("icons/hicolor/scalable/apps/hopcard.svg"));
        expected.push(tmp.0.join("mime/packages/hopcard.xml"));
        expected.push(tmp.0.join("applications/hopcard.desktop"));
        assert_eq!(written, expected);

        for (path, (_, png)) in written.iter().zip(ICON_PNGS) {
            assert_eq!(
                fs::read(path).expect("read icon"),
                png,
                "{}",
                path.display()
            );
        }
        assert_eq!(fs::read(&written[5]).expect("read svg"), ICON_SVG);
        assert_eq!(fs::read(&written[6]).expect("read mime"), MIME_XML);

        let entry = fs::read_to_string(&written[7]).expect("read entry");
        // The file a file manager opens with it is passed on (`%f`).
        assert_eq!(exec_line(&entry), "/opt/hopcard/bin/hopcard %f");
        assert!(entry.contains("\nMimeType=application/x-hopcard-game;\n"));
        assert!(entry.starts_with("[Desktop Entry]\n"));
        assert!(entry.contains("\nIcon=hopcard\n"));
        assert!(entry.contains("\nType=Application\n"));
        assert_eq!(entry.lines().filter(|l| l.starts_with("Exec=")).count(), 1);
    }

    #[test]
    fn installing_twice_gives_the_same_files_and_no_leftovers() {
        let tmp = TempDir::new("twice");
        let exe = Path::new("/usr/local/bin/hopcard");
        let first = install_desktop_in(&tmp.0, exe).expect("first install");
        let contents: Vec<Vec<u8>> = first.iter().map(|p| fs::read(p).expect("read")).collect();
        let second = install_desktop_in(&tmp.0, exe).expect("second install");
        assert_eq!(first, second);
        for (path, before) in second.iter().zip(&contents) {
            assert_eq!(&fs::read(path).expect("read again"), before);
            let dir = path.parent().expect("parent");
            let names: Vec<_> = fs::read_dir(dir)
                .expect("list dir")
                .map(|e| e.expect("dir entry").file_name())
                .collect();
            assert_eq!(
                names.len(),
                1,
                "stray files in {}: {names:?}",
                dir.display()
            );
        }
    }

    #[test]
    fn mime_type_matches_names_and_contents() {
        let xml = std::str::from_utf8(MIME_XML).expect("utf-8");
        assert!(xml.contains("<mime-type type=\"application/x-hopcard-game\">"));
        assert!(xml.contains("<glob pattern=\"*.hopcard\"/>"));
        assert!(xml.contains("<glob pattern=\"*.hopcard.ron\"/>"));
        assert!(xml.contains("<match type=\"string\" offset=\"0\" value=\"GameFile(\"/>"));
        // The magic is what a saved game starts with.
        let saved = include_str!("../tests/fixtures/finished-game.ron");
        assert!(saved.starts_with("GameFile("));
        let entry = desktop_entry(Path::new("/usr/bin/hopcard")).expect("entry");
        assert!(entry.contains("\nMimeType=application/x-hopcard-game;\n"));
    }

    #[test]
    fn cache_tools_run_when_present_and_are_skipped_when_missing() {
        let tmp = TempDir::new("caches");
        install_desktop_in(&tmp.0, Path::new("/usr/bin/hopcard")).expect("install");
        let missing = run_cache_tools(&tmp.0, &[("hopcard-no-such-tool", "mime")]);
        assert_eq!(
            missing,
            [CacheUpdate::Missing {
                tool: "hopcard-no-such-tool"
            }]
        );
        // Twice: the second run rebuilds the same caches.
        for _ in 0..2 {
            let updates = update_caches(&tmp.0);
            assert_eq!(updates.len(), 2);
            for u in &updates {
                assert!(!matches!(u, CacheUpdate::Failed { .. }), "{u}");
            }
            if matches!(updates[0], CacheUpdate::Ran { .. }) {
                // update-mime-database compiled the package into its type file.
                let compiled = tmp.0.join("mime/application/x-hopcard-game.xml");
                assert!(compiled.is_file(), "{}", compiled.display());
            }
        }
    }

    #[test]
    fn exec_path_with_spaces_and_specials_is_quoted() {
        assert_eq!(
            exec_value(Path::new("/usr/bin/hopcard")).ok().as_deref(),
            Some("/usr/bin/hopcard")
        );
        assert_eq!(
            exec_value(Path::new("/home/a b/hopcard")).ok().as_deref(),
            Some("\"/home/a b/hopcard\"")
        );
        assert_eq!(
            exec_value(Path::new("/home/x/100%/hopcard"))
                .ok()
                .as_deref(),
            Some("/home/x/100%%/hopcard")
        );
        assert_eq!(
            exec_value(Path::new("/home/$me/hop\"card")).ok().as_deref(),
            Some("\"/home/\\\\$me/hop\\\\\"card\"")
        );
        assert!(exec_value(Path::new("/tmp/a\nb")).is_err());
    }

    #[cfg(feature = "desktop")]
    #[test]
    fn embedded_pngs_have_the_sizes_their_names_say() {
        for (size, png) in ICON_PNGS {
            let img = image::load_from_memory(png).expect("decode icon");
            assert_eq!((img.width(), img.height()), (size, size));
        }
    }

    #[cfg(feature = "desktop")]
    #[test]
    fn window_icon_decodes() {
        let icon = window_icon();
        assert_eq!((icon.width, icon.height), (256, 256));
        assert_eq!(icon.rgba.len(), 256 * 256 * 4);
        // Corners are transparent, the middle of the board is opaque.
        assert_eq!(icon.rgba[3], 0);
        let mid = (128 * 256 + 128) * 4;
        assert_eq!(icon.rgba[mid + 3], 255);
    }
}
