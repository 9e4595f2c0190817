//! Opening the desktop window: eframe's options, the data folder, the
//! preferences kept between runs, and a file named on the command line.

use super::file_dialog::Purpose;
use super::{Action, FileAction, HopcardApp, PREFS_KEY, Prefs};
use crate::session::{Session, Writer};
use std::path::{Path, PathBuf};

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
        // The first screen (resume offer, second window) is answered first.
        if self.files.is_locked() || self.session.resume_offer().is_some() {
            self.files.open_later(path);
            return;
        }
        if crate::card::Card::read_file(path).is_ok() {
            self.apply(Action::File(FileAction::PathChosen(
                Purpose::ImportCard,
                path.to_path_buf(),
            )));
        } else {
            self.apply(Action::File(FileAction::OpenGame(path.to_path_buf())));
        }
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
                let problem = crate::rules::quote::cut_tokens(&e.to_string());
                self.session.keep_damaged_preferences(&text, problem);
            }
        }
    }
}
