//! What the app keeps of the window it lives in and the desktop around it,
//! together so that `HopcardApp` stays small: the title last sent, egui's
//! zoom, whether the keyboard is in use, Print…'s hand-off and the
//! languages it started with (the system's, the command line's).

use super::prefs::Zoom;
use super::print_out::Printer;
use super::title::WindowTitle;
use crate::lang::Lang;

/// The window's side of the app (see the module).
#[derive(Debug)]
pub(super) struct WindowState {
    /// The window's title as last sent.
    pub(super) title: WindowTitle,
    /// egui's zoom, kept with the preferences.
    pub(super) zoom: Zoom,
    /// Print…: the PDF on its way to the system.
    pub(super) printer: Printer,
    /// The keyboard has been used since the pointer last moved: hover
    /// tooltips are hidden (they spoke of where the pointer rests, not of
    /// the hole the keyboard is on).
    pub(super) keyboard_mode: bool,
    /// The system's language and the command line's `--lang` (see
    /// `HopcardApp::language`).
    pub(super) system_language: Lang,
    pub(super) forced_language: Option<Lang>,
}

impl WindowState {
    /// A window not yet titled, at the zoom the preferences give, printing
    /// with `printer`, speaking `forced` or else (unless the preferences
    /// name one) `system`.
    pub(super) fn new(printer: Printer, system: Lang, forced: Option<Lang>) -> WindowState {
        WindowState {
            title: WindowTitle::default(),
            zoom: Zoom::default(),
            printer,
            keyboard_mode: false,
            system_language: system,
            forced_language: forced,
        }
    }
}
