//! Where panels and windows go: the panels' widths while a dispute is open,
//! and a window kept below the menu bar.

/// Panel widths while a dispute is open, for a window `width` wide: the
/// record's share, and the turn panel's when there is room for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DisputeLayout {
    pub record: f32,
    pub turn: Option<f32>,
}

impl DisputeLayout {
    const TURN: f32 = 260.0;
    /// The turn panel's widest (its content may need more than `TURN`).
    pub(super) const TURN_MAX: f32 = 320.0;

    #[must_use]
    pub fn for_width(width: f32) -> DisputeLayout {
        let record = (width * 0.3).clamp(280.0_f32.min(width * 0.45), 380.0);
        let room = width - record - Self::TURN_MAX;
        DisputeLayout {
            record,
            turn: (room >= width / 2.0).then_some(Self::TURN),
        }
    }
}

/// A window kept inside `area` (below the menu bar), first placed near its top left.
pub fn window(title: &str, area: egui::Rect) -> egui::Window<'static> {
    egui::Window::new(title.to_string())
        .constrain_to(area)
        .default_pos(area.left_top() + egui::vec2(24.0, 16.0))
}
