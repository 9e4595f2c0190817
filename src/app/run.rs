//! Opening the desktop window: eframe's options, the data folder, the
//! preferences kept between runs, and a file named on the command line.

use super::{HopcardApp, PREFS_KEY, Prefs};
use crate::lang::{Lang, t};
use crate::session::{Session, Writer};
use std::path::{Path, PathBuf};

/// eframe's file in the data folder: the window's size and place, egui's
/// state, and Hopcard's preferences (under [`PREFS_KEY`]).
pub(super) const WINDOW_FILE: &str = "app.ron";

/// The largest `app.ron` that is checked before eframe reads it.
const MAX_WINDOW_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// The platform data folder of Hopcard (e.g. ~/.local/share/hopcard).
#[must_use]
pub(super) fn data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "hopcard").map(|d| d.data_dir().to_path_buf())
}

/// Open the desktop window, then `file` (a game file or a card) if given.
#[must_use]
pub(crate) fn run_desktop_with(file: Option<PathBuf>, language: Option<Lang>) -> i32 {
    #[cfg(all(unix, not(target_os = "macos")))]
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        eprintln!("{}", t!("app-no-display"));
        return 1;
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Hopcard")
            .with_app_id("hopcard")
            .with_icon(crate::desktop::window_icon())
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([640.0, 480.0]),
        persist_window: true,
        // Where `starting` looks for it (eframe's own choice is the same folder).
        persistence_path: data_dir().map(|dir| dir.join(WINDOW_FILE)),
        ..Default::default()
    };
    let result = eframe::run_native(
        "Hopcard",
        options,
        Box::new(move |cc| {
            // Before the first frame, so it is drawn with them.
            super::text::install_fonts(&cc.egui_ctx);
            let options = AppOptions {
                // The window never waits for the disk: writes go to the writer's thread.
                writer: Some(Writer::background()),
                open: file,
                system_language: Lang::of_system().unwrap_or_default(),
                forced_language: language,
                ..AppOptions::from_storage(cc.storage)
            };
            let app = match data_dir() {
                Some(dir) => HopcardApp::starting_with(&dir, crate::clock::system, options),
                None => HopcardApp::configured(Session::in_memory(crate::clock::system), options),
            };
            Ok(Box::new(app))
        }),
    );
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{}", t!("app-window-failed", error = e.to_string()));
            1
        }
    }
}

/// How an app starts besides its session: what the desktop window gives
/// it, and what tests give it to play a slow disk or a user's preferences.
#[derive(Default)]
pub struct AppOptions {
    /// Where writes go (the desktop's background writer; a test's held
    /// one). `None`: the session's own, on the UI thread.
    pub writer: Option<Writer>,
    /// The View menu's choices to start with.
    pub prefs: Prefs,
    /// Preferences kept between runs that could not be read: their text
    /// and what is wrong with it. They are kept aside in the data folder,
    /// untouched, and reported on the first screen.
    pub damaged_prefs: Option<(String, String)>,
    /// A file named on the command line (a game file or a card), opened
    /// once the first screen is answered.
    pub open: Option<PathBuf>,
    /// The program (with its first arguments) Print… hands the PDF to;
    /// `None`: the system's (xdg-open, else lp; `open` on macOS; `start`
    /// on Windows). Tests give a program of their own.
    pub print_with: Option<Vec<String>>,
    /// The language spoken when View > Language names none: the system's
    /// (English in tests, whatever the machine's).
    pub system_language: Lang,
    /// The command line's `--lang`, which wins over View > Language until
    /// the family picks one there.
    pub forced_language: Option<Lang>,
}

impl AppOptions {
    /// The preferences kept between runs in eframe's `storage`: a new
    /// user's when there are none or they are damaged (then kept aside, so
    /// they are not lost when the defaults are saved on closing).
    #[must_use]
    pub fn from_storage(storage: Option<&dyn eframe::Storage>) -> AppOptions {
        let Some(text) = storage.and_then(|s| s.get_string(PREFS_KEY)) else {
            return AppOptions {
                prefs: Prefs::for_new_user(),
                ..AppOptions::default()
            };
        };
        match ron::from_str::<Prefs>(&text) {
            Ok(prefs) => AppOptions {
                prefs,
                ..AppOptions::default()
            },
            Err(e) => {
                let problem = crate::quote::ron_problem(&e);
                AppOptions {
                    prefs: Prefs::for_new_user(),
                    damaged_prefs: Some((text, problem)),
                    ..AppOptions::default()
                }
            }
        }
    }
}

/// What is wrong with eframe's file in the data folder `dir`, with its
/// text: eframe reads a damaged one (a save killed midway leaves it cut
/// short or empty) as no preferences at all, and overwrites it on closing.
/// So a copy is kept in the data folder and the first screen reports it, as
/// for Hopcard's own files; the file itself is left to eframe.
pub(super) fn window_file_problem(dir: &Path) -> Option<(String, String)> {
    let path = dir.join(WINDOW_FILE);
    // Missing, too large or not a regular file: not ours to judge.
    let bytes = crate::fsio::read_capped(&path, MAX_WINDOW_FILE_BYTES).ok()?;
    let problem = match std::str::from_utf8(&bytes) {
        _ if bytes.iter().all(u8::is_ascii_whitespace) => t!("app-window-file-empty"),
        Err(_) => t!("app-window-file-not-text"),
        Ok(text) => match ron::from_str::<std::collections::HashMap<String, String>>(text) {
            Ok(_) => return None,
            Err(e) => crate::quote::ron_problem(&e),
        },
    };
    let text = String::from_utf8_lossy(&bytes).to_string();
    Some((
        text,
        t!(
            "app-window-file-damaged",
            file = WINDOW_FILE,
            problem = problem
        ),
    ))
}
