//! The window's preferences, kept between runs (eframe's storage).

use super::board;
use serde::{Deserialize, Serialize};

/// egui's bounds for the zoom factor (its Ctrl+Plus and Ctrl+Minus stop there).
const ZOOM_MIN: f32 = 0.2;
const ZOOM_MAX: f32 = 5.0;

/// Preferences kept between runs.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(default)]
pub struct Prefs {
    pub show_names: bool,
    /// Play a clicked landing at once instead of waiting for "Play route".
    pub play_at_once: bool,
    /// Played moves travel hop by hop (View > Animate moves). Off in
    /// `Prefs::default()`, which tests use; on for a new user of the app.
    pub animate: bool,
    /// Pieces carry their colour's letter (View > Mark pieces with letters).
    pub letters: bool,
    /// View > Colour-blind-safe colours.
    pub palette: board::Palette,
    /// The whole window's scale in percent (Ctrl+Plus, Ctrl+Minus,
    /// Ctrl+0; View > Zoom): egui's zoom factor, kept between runs.
    pub zoom: u16,
    /// View > Language: the tag of the language chosen (`None`: the
    /// system's). A tag this build does not speak is kept and ignored.
    pub language: Option<String>,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            show_names: false,
            play_at_once: false,
            animate: false,
            letters: false,
            palette: board::Palette::default(),
            zoom: 100,
            language: None,
        }
    }
}

impl Prefs {
    /// The zoom as egui's factor, within egui's own bounds (a hand-edited
    /// file cannot make the window unusable).
    #[must_use]
    pub fn zoom_factor(&self) -> f32 {
        (f32::from(self.zoom) / 100.0).clamp(ZOOM_MIN, ZOOM_MAX)
    }

    /// These preferences with the zoom a step (10%) in (`+1`) or out
    /// (`-1`), as egui's Ctrl+Plus and Ctrl+Minus step it, or back to
    /// 100% (`0`).
    #[must_use]
    pub fn zoomed(&self, step: i8) -> Prefs {
        let zoom = match step {
            0 => 100,
            _ => {
                let tenths = (self.zoom_factor() * 10.0).round() + f32::from(step.signum());
                Prefs::zoom_of(tenths / 10.0)
            }
        };
        Prefs {
            zoom,
            ..self.clone()
        }
    }

    /// The zoom of egui's `factor`, in whole percent.
    #[must_use]
    pub fn zoom_of(factor: f32) -> u16 {
        // In bounds, so the cast neither wraps nor truncates a sign.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let percent = (factor.clamp(ZOOM_MIN, ZOOM_MAX) * 100.0).round() as u16;
        percent
    }

    /// What a new user of the desktop app starts with.
    #[must_use]
    pub fn for_new_user() -> Prefs {
        Prefs {
            animate: true,
            ..Prefs::default()
        }
    }
}

/// Keeps egui's zoom and the preferences' together: the zoom kept between
/// runs is applied on the first frame, a View menu choice on the next, and
/// egui's own Ctrl+Plus, Ctrl+Minus and Ctrl+0 come back as a preference.
#[derive(Debug, Default)]
pub(super) struct Zoom {
    /// The zoom last given to (or seen in) egui, in percent.
    shown: Option<u16>,
}

impl Zoom {
    /// The preferences to take when egui's keys changed the zoom.
    pub(super) fn follow(&mut self, ctx: &egui::Context, prefs: &Prefs) -> Option<Prefs> {
        let now = Prefs::zoom_of(ctx.zoom_factor());
        if self.shown.is_some_and(|shown| shown != now) {
            self.shown = Some(now);
            return Some(Prefs {
                zoom: now,
                ..prefs.clone()
            });
        }
        if self.shown != Some(prefs.zoom) {
            ctx.set_zoom_factor(prefs.zoom_factor());
            self.shown = Some(Prefs::zoom_of(prefs.zoom_factor()));
        }
        None
    }
}
