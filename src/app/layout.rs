//! Where panels and windows go: the turn panel's width, the panels' widths
//! while a dispute is open, the first screen's card, and a window kept
//! below the menu bar. Every number of the layout is named here.

use super::{Action, ViewAction, Window};

/// Panel widths while a dispute is open, for a window `width` wide: the
/// record's share, and the turn panel's when there is room for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct DisputeLayout {
    pub record: f32,
    pub turn: Option<f32>,
}

impl DisputeLayout {
    const TURN: f32 = 260.0;
    /// The turn panel's widest (its content may need more than `TURN`).
    pub(super) const TURN_MAX: f32 = 320.0;

    #[must_use]
    pub(super) fn for_width(width: f32) -> DisputeLayout {
        let record = (width * 0.3).clamp(280.0_f32.min(width * 0.45), 380.0);
        let room = width - record - Self::TURN_MAX;
        DisputeLayout {
            record,
            turn: (room >= width / 2.0).then_some(Self::TURN),
        }
    }
}

/// The turn panel beside the board (no dispute open), for a window `full` wide.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct TurnLayout {
    /// The width it opens at.
    pub width: f32,
    /// The narrowest and widest it may be dragged to.
    pub min: f32,
    pub max: f32,
    /// The window's width class: a width dragged at one size is kept for
    /// that size only (the panel's id names the class).
    pub bucket: u32,
}

impl TurnLayout {
    /// The share of the window's width it opens at.
    const SHARE: f32 = 0.3;
    /// The width it opens at, at least (unless that is more than `NARROW_SHARE`).
    const WIDTH_MIN: f32 = 240.0;
    /// In a narrow window it opens at no more than this share.
    const NARROW_SHARE: f32 = 0.45;
    /// The width it opens at, at most.
    const WIDTH_MAX: f32 = 380.0;
    /// The narrowest it may be dragged to (no wider than it opened).
    const DRAG_MIN: f32 = 230.0;
    /// The widest it may be dragged to.
    const DRAG_MAX: f32 = 420.0;
    /// Windows whose widths differ by less than this share a width class.
    const BUCKET: f32 = 160.0;

    #[must_use]
    pub(super) fn for_width(full: f32) -> TurnLayout {
        let width = (full * Self::SHARE).clamp(
            Self::WIDTH_MIN.min(full * Self::NARROW_SHARE),
            Self::WIDTH_MAX,
        );
        let bucket = (full / Self::BUCKET).round() as u32;
        TurnLayout {
            width,
            min: Self::DRAG_MIN.min(width),
            max: Self::DRAG_MAX,
            bucket,
        }
    }
}

/// The first screen's card (resume offer, second-window choice), in the
/// middle of the window as a welcome screen would be.
pub(super) struct FirstScreen;

impl FirstScreen {
    /// The space above the card: this share of the height, at most `TOP_MAX`.
    pub(super) const TOP_SHARE: f32 = 0.15;
    pub(super) const TOP_MAX: f32 = 120.0;
    /// The card's widest.
    pub(super) const WIDTH: f32 = 520.0;
    /// The card's margin.
    pub(super) const MARGIN: f32 = 16.0;
}

/// A window kept inside `area` (below the menu bar), first placed near its top left.
pub(super) fn window(title: &str, area: egui::Rect) -> egui::Window<'static> {
    egui::Window::new(title.to_string())
        .constrain_to(area)
        .default_pos(area.left_top() + egui::vec2(24.0, 16.0))
}

/// What a window's close button asks for: nothing while `open`.
pub(super) fn closed(open: bool, window: Window) -> Vec<Action> {
    if open {
        Vec::new()
    } else {
        vec![Action::View(ViewAction::Close(window))]
    }
}
