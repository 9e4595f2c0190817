//! Opening the desktop window: eframe's options, the data folder, the
//! preferences kept between runs, and a file named on the command line.

use super::{Action, FileAction, HopcardApp, PREFS_KEY, Prefs};
use crate::session::{Session, Writer};
use std::path::{Path, PathBuf};

/// eframe's file in the data folder: the window's size and place, egui's
/// state, and Hopcard's preferences (under [`PREFS_KEY`]).
pub const WINDOW_FILE: &str = "app.ron";

/// The largest `app.ron` that is checked before eframe reads it.
const MAX_WINDOW_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// The platform data folder of Hopcard (e.g. ~/.local/share/hopcard).
#[must_use]
pub fn data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "hopcard").map(|d| d.data_dir().to_path_buf())
}

/// Open the desktop window, then `file` (a game file or a card) if given.
#[must_use]
pub fn run_desktop_with(file: Option<PathBuf>) -> i32 {
    #[cfg(all(unix, not(target_os = "macos")))]
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        eprintln!(
            "hopcard: no display found (DISPLAY and WAYLAND_DISPLAY are unset); run it in a desktop session, or use a subcommand (hopcard --help)"
        );
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
            let app = match data_dir() {
                Some(dir) => HopcardApp::starting(&dir, crate::clock::system),
                None => HopcardApp::new(Session::in_memory(crate::clock::system)),
            };
            // The window never waits for the disk: writes go to the writer's thread.
            let mut app = app.with_writer(Writer::background());
            app.load_prefs(cc.storage);
            if let Some(path) = file {
                app.open_at_start(&path);
            }
            Ok(Box::new(app))
        }),
    );
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("hopcard: could not open the window: {e}");
            1
        }
    }
}

impl HopcardApp {
    /// A file named on the command line: a card opens in the setup dialog,
    /// anything else is opened as a game (off the UI thread).
    pub fn open_at_start(&mut self, path: &Path) {
        self.apply(Action::File(FileAction::OpenAtStart(path.to_path_buf())));
    }
}

impl HopcardApp {
    /// Take the preferences kept between runs from eframe's `storage`: a
    /// new user's when there are none; damaged ones are kept aside in the
    /// data folder, untouched, and reported on the first screen (they are
    /// not lost when the defaults are saved on closing).
    pub fn load_prefs(&mut self, storage: Option<&dyn eframe::Storage>) {
        let Some(text) = storage.and_then(|s| s.get_string(PREFS_KEY)) else {
            self.prefs = Prefs::for_new_user();
            return;
        };
        match ron::from_str::<Prefs>(&text) {
            Ok(prefs) => self.prefs = prefs,
            Err(e) => {
                self.prefs = Prefs::for_new_user();
                let problem = crate::quote::ron_problem(&e);
                self.session.keep_damaged_preferences(&text, problem);
            }
        }
    }
}

impl HopcardApp {
    /// Look at eframe's file in the data folder `dir`: eframe reads a
    /// damaged one (a save killed midway leaves it cut short or empty) as
    /// no preferences at all, and overwrites it on closing. So a copy is
    /// kept in the data folder and the first screen reports it, as for
    /// Hopcard's own files; the file itself is left to eframe.
    pub(super) fn check_window_file(&mut self, dir: &Path) {
        let path = dir.join(WINDOW_FILE);
        // Missing, too large or not a regular file: not ours to judge.
        let Ok(bytes) = crate::fsio::read_capped(&path, MAX_WINDOW_FILE_BYTES) else {
            return;
        };
        let problem = match std::str::from_utf8(&bytes) {
            _ if bytes.iter().all(u8::is_ascii_whitespace) => "it is empty".to_string(),
            Err(_) => "it is not UTF-8 text".to_string(),
            Ok(text) => match ron::from_str::<std::collections::HashMap<String, String>>(text) {
                Ok(_) => return,
                Err(e) => crate::quote::ron_problem(&e),
            },
        };
        let text = String::from_utf8_lossy(&bytes);
        self.session.keep_damaged_preferences(
            &text,
            format!("the window's file {WINDOW_FILE} is damaged: {problem}"),
        );
    }
}
