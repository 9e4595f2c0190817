//! Desktop integration: the window icon and a per-user launcher install.
//!
//! `install_desktop` puts a freedesktop entry and the hicolor icons under the
//! user's data directory (`$XDG_DATA_HOME`, normally `~/.local/share`), so the
//! app shows up in the desktop's application menu and can be double-clicked.
//! Nothing is written outside that directory and no root rights are needed.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The launcher template; its `Exec=` line is rewritten on install.
const DESKTOP_ENTRY: &str = include_str!("../assets/hopcard.desktop");

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

/// Install the launcher and icons for the current user, pointing `Exec=` at
/// the executable that is running now.
///
/// Returns every file written, in the order written.
///
/// # Errors
///
/// Fails when the platform has no freedesktop menus, when the home or data
/// directory cannot be found, when the executable path cannot be found or
/// written into a desktop entry, or when any file cannot be written.
pub fn install_desktop() -> Result<Vec<PathBuf>, String> {
    if !cfg!(all(
        unix,
        not(target_os = "macos"),
        not(target_os = "ios"),
        not(target_os = "android")
    )) {
        return Err(
            "install-desktop writes a freedesktop launcher; it is only for Linux and BSD desktops"
                .to_owned(),
        );
    }
    let dirs = directories::BaseDirs::new()
        .ok_or_else(|| "cannot find the home directory to install into".to_owned())?;
    let exe =
        std::env::current_exe().map_err(|e| format!("cannot find the running executable: {e}"))?;
    // Resolve symlinks (e.g. a ~/.cargo/bin link) so the launcher keeps working
    // from any directory; fall back to the path as reported.
    let exe = fs::canonicalize(&exe).unwrap_or(exe);
    install_desktop_in(dirs.data_dir(), &exe)
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
pub fn install_desktop_in(data_home: &Path, exe: &Path) -> Result<Vec<PathBuf>, String> {
    let entry = desktop_entry(exe)?;
    let mut written = Vec::with_capacity(ICON_PNGS.len() + 2);

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

    // The launcher goes last, so that menus picking it up find the icons.
    let desktop = data_home
        .join("applications")
        .join(format!("{APP_ID}.desktop"));
    write_replacing(&desktop, entry.as_bytes())?;
    written.push(desktop);

    Ok(written)
}

/// The window icon for eframe's viewport, decoded from the embedded PNG.
///
/// Returns an empty icon (which eframe ignores) if the PNG cannot be decoded.
#[cfg(feature = "desktop")]
#[must_use]
pub fn window_icon() -> egui::IconData {
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

/// The desktop entry text with its `Exec=` line set to run `exe`.
fn desktop_entry(exe: &Path) -> Result<String, String> {
    let exec = exec_value(exe)?;
    let mut out = String::with_capacity(DESKTOP_ENTRY.len() + exec.len());
    for line in DESKTOP_ENTRY.lines() {
        if line.starts_with("Exec=") {
            out.push_str("Exec=");
            out.push_str(&exec);
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
fn exec_value(exe: &Path) -> Result<String, String> {
    let Some(path) = exe.to_str() else {
        return Err(format!(
            "the executable path {} is not valid UTF-8; a desktop entry cannot name it",
            exe.display()
        ));
    };
    if path.contains(['\n', '\r']) {
        return Err(format!(
            "the executable path {path:?} contains a line break"
        ));
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
fn write_replacing(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let dir = path
        .parent()
        .ok_or_else(|| format!("{} has no parent directory", path.display()))?;
    fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let name = path
        .file_name()
        .ok_or_else(|| format!("{} has no file name", path.display()))?
        .to_string_lossy();
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
        return Err(format!("cannot write {}: {e}", path.display()));
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

        let entry = fs::read_to_string(&written[6]).expect("read entry");
        assert_eq!(exec_line(&entry), "/opt/hopcard/bin/hopcard");
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
    fn exec_path_with_spaces_and_specials_is_quoted() {
        assert_eq!(
            exec_value(Path::new("/usr/bin/hopcard")).as_deref(),
            Ok("/usr/bin/hopcard")
        );
        assert_eq!(
            exec_value(Path::new("/home/a b/hopcard")).as_deref(),
            Ok("\"/home/a b/hopcard\"")
        );
        assert_eq!(
            exec_value(Path::new("/home/x/100%/hopcard")).as_deref(),
            Ok("/home/x/100%%/hopcard")
        );
        assert_eq!(
            exec_value(Path::new("/home/$me/hop\"card")).as_deref(),
            Ok("\"/home/\\\\$me/hop\\\\\"card\"")
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
