//! The board widget: the 121-hole star, painted to fill its space, with one
//! AccessKit node per hole named by the hole, what stands on it and whose,
//! and its mark ("E5, red piece of Ann, possible landing"), described by
//! the camp rule in full where clause 4 restricts it.
//!
//! Keyboard focus: the board is one tab stop (its cursor hole). While a hole
//! has egui's focus, the board reads its own keys (see [`BOARD_KEYS`]): the
//! focus moves along the board's lines, and the ring is drawn on the hole
//! that has egui's focus, the one AccessKit reports focused, and no other.

use crate::lang::t;
use crate::rules::{Camp, CampRule, Hole, HoleSet, Position};
use egui::{Color32, Pos2, Rect, Response, Sense, Shape, Stroke, Ui, Vec2};
use serde::{Deserialize, Serialize};

/// The colours pieces are painted in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Palette {
    #[default]
    Standard,
    /// Okabe and Ito's colours, told apart with the common colour-vision
    /// deficiencies.
    ColourBlindSafe,
}

/// How pieces are told apart: their colours, and letters on them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Look {
    pub palette: Palette,
    /// Each piece carries its colour's letter (R, B, G, Y, P, O, K, W).
    pub letters: bool,
}

/// What the board shows besides the pieces.
#[derive(Default)]
pub(crate) struct BoardMarks<'a> {
    /// Holes to mark as possible landings.
    pub marks: HoleSet,
    /// The route being built (start first).
    pub route: &'a [Hole],
    /// The last move's route.
    pub last: Option<&'a [Hole]>,
    /// Each seat's player's name from the card ("Ann"); `None` where the
    /// game names its players by colour only.
    pub players: &'a [Option<String>],
    pub show_names: bool,
    pub look: Look,
    /// The board is frozen (a dispute): paint it dimmed.
    pub frozen: bool,
    /// A move on its way: its route and how far along it the piece is (in
    /// hops). The position is already the one after the move.
    pub moving: Option<(&'a [Hole], f32)>,
    /// Camps the player to move may not stop in, or not land in (clause 4):
    /// marked, with the rule in each hole's tooltip and AccessKit description.
    pub restricted: &'a [CampRule],
}

/// What the user did to the board this frame.
#[derive(Default, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct BoardInput {
    pub clicked: Option<Hole>,
    pub right_clicked: bool,
    /// The focus moved to this hole (arrow keys).
    pub focused: Option<Hole>,
    /// Enter on this focused hole.
    pub entered: Option<Hole>,
    /// Backspace while the board has the focus.
    pub undo: bool,
    /// Escape while the board has the focus.
    pub cancel: bool,
}

/// The keys the board reads while one of its holes has the focus, as Help
/// lists them. Left/Right run along a row; Up/Down along the line leaning
/// left (up-left, down-right), with Shift along the line leaning right.
pub(crate) fn keys_help() -> [(String, String); 6] {
    [
        (t!("board-key-left-right"), t!("board-key-left-right-what")),
        (t!("board-key-up-down"), t!("board-key-up-down-what")),
        (t!("board-key-shift"), t!("board-key-shift-what")),
        (t!("board-key-space"), t!("board-key-space-what")),
        (t!("board-key-enter"), t!("board-key-enter-what")),
        (t!("board-key-f6"), t!("board-key-f6-what")),
    ]
}

/// The egui id of `hole`'s widget: one id per hole, the same every frame
/// and in every panel, so the focus can be asked for before the board is drawn.
#[must_use]
pub(crate) fn hole_id(hole: Hole) -> egui::Id {
    egui::Id::unique(("board-hole", hole.index()))
}

/// The hole that has egui's keyboard focus, if one does.
#[must_use]
pub(crate) fn focused_hole(ctx: &egui::Context) -> Option<Hole> {
    let id = ctx.memory(egui::Memory::focused)?;
    Hole::all().find(|h| hole_id(*h) == id)
}

/// Put the board in the tab order here, as the one stop `cursor`, and give
/// it the focus on F6. Called before the panels beside the board, so Tab
/// reaches it right after the menu bar, however long the history is.
pub(crate) fn tab_stop(ui: &Ui, cursor: Hole) {
    let id = hole_id(cursor);
    let layer = ui.layer_id();
    let f6 = ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::F6));
    ui.memory_mut(|m| {
        m.interested_in_focus(id, layer);
        if f6 {
            m.request_focus(id);
        }
    });
}

/// The hole one step from `from` for an arrow key (`shift`: the line
/// leaning right), staying put at the board's edge.
#[must_use]
pub(crate) fn step(from: Hole, key: egui::Key, shift: bool) -> Hole {
    // Directions as in `rules::board::DIRECTIONS`: 0 up-right, 1 right,
    // 2 down-right, 3 down-left, 4 left, 5 up-left.
    let d = match (key, shift) {
        (egui::Key::ArrowRight, _) => 1,
        (egui::Key::ArrowLeft, _) => 4,
        (egui::Key::ArrowUp, false) => 5,
        (egui::Key::ArrowDown, false) => 2,
        (egui::Key::ArrowUp, true) => 0,
        (egui::Key::ArrowDown, true) => 3,
        _ => return from,
    };
    from.neighbour(d).unwrap_or(from)
}

/// The board's own keys, read while `focused` has the focus: every arrow
/// press counts; Space is left to egui (a click on the focused hole).
fn board_keys(ui: &Ui, focused: Hole, input: &mut BoardInput) -> Hole {
    let id = hole_id(focused);
    ui.memory_mut(|m| {
        m.set_focus_lock_filter(
            id,
            egui::EventFilter {
                tab: false,
                horizontal_arrows: true,
                vertical_arrows: true,
                escape: true,
            },
        );
    });
    let mut at = focused;
    let mut consumed = false;
    ui.input_mut(|i| {
        i.events.retain(|e| {
            let egui::Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } = e
            else {
                return true;
            };
            let plain = modifiers.is_none();
            match key {
                egui::Key::ArrowLeft
                | egui::Key::ArrowRight
                | egui::Key::ArrowUp
                | egui::Key::ArrowDown
                    if plain || modifiers.shift_only() =>
                {
                    at = step(at, *key, modifiers.shift);
                    consumed = true;
                }
                egui::Key::Enter if plain => input.entered = Some(at),
                egui::Key::Backspace if plain => input.undo = true,
                egui::Key::Escape if plain => input.cancel = true,
                _ => return true,
            }
            false
        });
    });
    if consumed {
        ui.memory_mut(|m| {
            // egui read the arrow too, before the filter above: a hole that
            // got the focus in the pass before has none yet, and a key that
            // lands in that pass (a typist, key repeat, a screen reader's
            // scripted keys) would move the focus off the board that way.
            m.move_focus(egui::FocusDirection::None);
            if at != focused {
                m.request_focus(hole_id(at));
            }
        });
    }
    if at != focused {
        input.focused = Some(at);
    }
    at
}

/// The paint of a colour the table does not know (a hand-edited card): grey.
const UNKNOWN_PAINT: crate::colour::Rgb = (160, 160, 160);

/// Fill colour for a player colour name in `palette`.
#[must_use]
pub fn paint_colour(name: &str, palette: Palette) -> Color32 {
    let (r, g, b) = crate::colour::known(name).map_or(UNKNOWN_PAINT, |k| match palette {
        Palette::Standard => k.standard,
        Palette::ColourBlindSafe => k.safe,
    });
    Color32::from_rgb(r, g, b)
}

/// Text that reads on a piece of colour `fill`: black on light, white on dark.
fn ink_on(fill: Color32) -> Color32 {
    let sum = u32::from(fill.r()) + u32::from(fill.g()) + u32::from(fill.b());
    if sum > 420 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// Fill colour for a player colour name (the standard palette).
#[must_use]
pub(crate) fn colour_of(name: &str) -> Color32 {
    paint_colour(name, Palette::Standard)
}

/// Screen geometry of the star in a rectangle.
pub(crate) struct Layout {
    centre: Pos2,
    unit: f32,
}

impl Layout {
    /// Fit the star (13 holes wide, 17 rows tall) into `rect`.
    #[must_use]
    pub(crate) fn fit(rect: Rect) -> Layout {
        // The star's points reach past the outer holes (the painted pad is
        // 2.4 hole radii, about 0.9 unit): leave room for them on every side.
        let unit = (rect.width() / 14.0).min(rect.height() / (16.0 * 0.866 + 1.9));
        Layout {
            centre: rect.center(),
            unit: unit.max(1.0),
        }
    }

    #[must_use]
    pub(crate) fn pos(&self, hole: Hole) -> Pos2 {
        let (q, r, _) = hole.coords();
        let x = q as f32 + r as f32 / 2.0;
        let y = r as f32 * 0.866;
        self.centre + Vec2::new(x, y) * self.unit
    }

    #[must_use]
    pub(crate) fn radius(&self) -> f32 {
        self.unit * 0.36
    }
}

/// Show the board for `pos` in all the space `ui` offers.
pub(crate) fn board(ui: &mut Ui, pos: &Position, marks: &BoardMarks<'_>) -> BoardInput {
    let size = ui.available_size().max(Vec2::splat(120.0));
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let layout = Layout::fit(rect);
    let painter = ui.painter_at(rect);
    let dark = ui.visuals().dark_mode;
    paint_star(&painter, &layout, pos, dark);
    if let Some(last) = marks.last {
        let colour = Color32::from_rgba_unmultiplied(240, 150, 40, 170);
        paint_route(&painter, &layout, last, colour, layout.radius() * 0.25);
    }
    let mut input = BoardInput::default();
    let focused = focused_hole(ui.ctx()).map(|f| board_keys(ui, f, &mut input));
    for hole in Hole::all() {
        // Only the focused hole keeps the focus; none is a tab stop of its
        // own: the board is one, placed early by `tab_stop` (a second stop
        // here would bring Tab back to the board after the turn panel).
        let sense = if Some(hole) == focused {
            Sense::click()
        } else {
            Sense::CLICK
        };
        let (clicked, right) = hole_widget(ui, (&painter, &layout, sense), pos, marks, hole);
        if clicked {
            input.clicked = Some(hole);
        }
        input.right_clicked |= right;
    }
    paint_overlays(&painter, &layout, marks, rect, (dark, focused));
    if marks.show_names {
        paint_names(&painter, &layout, pos, marks, dark);
    }
    if let Some((route, progress)) = marks.moving {
        paint_moving(&painter, &layout, pos, route, progress, (dark, marks.look));
    }
    input
}

/// Each hole's name inside its own hole, painted after every piece so that
/// no piece covers a name and no name sits between two holes; none when the
/// names would not fit between the holes.
fn paint_names(
    painter: &egui::Painter,
    layout: &Layout,
    pos: &Position,
    marks: &BoardMarks<'_>,
    dark: bool,
) {
    let r = layout.radius();
    let size = if marks.look.letters {
        r * 0.5
    } else {
        r * 0.62
    }
    .max(super::text::SMALLEST_TEXT);
    // Neighbouring holes are one unit apart: names wider than that would run
    // into each other (a small window zoomed in), so none is drawn; each
    // hole still says its name in its tooltip and to a screen reader.
    let widest = painter.layout_no_wrap(
        "M13".to_string(),
        egui::FontId::proportional(size),
        Color32::WHITE,
    );
    if widest.size().x > layout.unit * 0.95 {
        return;
    }
    for hole in Hole::all() {
        let centre = layout.pos(hole);
        let owner = pos.owner(hole).map(|p| pos.seats()[p].colour.as_str());
        let (at, colour) = match owner {
            // On a piece: below its letter, in ink that reads on its colour.
            Some(c) => {
                let fill = paint_colour(c, marks.look.palette);
                let ink = ink_on(fill);
                let y = if marks.look.letters { r * 0.6 } else { 0.0 };
                (centre + Vec2::new(0.0, y), ink)
            }
            None if dark => (centre, Color32::from_gray(210)),
            None => (centre, Color32::from_gray(250)),
        };
        let font = egui::FontId::proportional(size);
        painter.text(
            at,
            egui::Align2::CENTER_CENTER,
            hole.to_string(),
            font,
            colour,
        );
    }
}

/// The travelling piece, between the holes of its route.
fn paint_moving(
    painter: &egui::Painter,
    layout: &Layout,
    pos: &Position,
    route: &[Hole],
    progress: f32,
    (dark, look): (bool, Look),
) {
    let Some(&end) = route.last() else {
        return;
    };
    let Some(colour) = pos.owner(end).map(|p| pos.seats()[p].colour.clone()) else {
        return;
    };
    let hop = (progress.max(0.0) as usize).min(route.len().saturating_sub(2));
    let t = (progress - hop as f32).clamp(0.0, 1.0);
    let (Some(&a), Some(&b)) = (route.get(hop), route.get(hop + 1)) else {
        return;
    };
    let at = layout.pos(a).lerp(layout.pos(b), t);
    paint_hole(
        painter,
        at,
        layout.radius(),
        Some(&colour),
        false,
        (dark, look),
    );
}

/// One hole: its click area and AccessKit node, then its paint and marks.
/// Returns (clicked, right-clicked).
fn hole_widget(
    ui: &mut Ui,
    (painter, layout, sense): (&egui::Painter, &Layout, Sense),
    pos: &Position,
    marks: &BoardMarks<'_>,
    hole: Hole,
) -> (bool, bool) {
    let r = layout.radius();
    let dark = ui.visuals().dark_mode;
    let centre = layout.pos(hole);
    let hit = Rect::from_center_size(centre, Vec2::splat(r * 2.6));
    let response: Response = ui.interact(hit, hole_id(hole), sense);
    let owner = pos.owner(hole).map(|p| pos.seats()[p].colour.clone());
    let on_route = marks.route.contains(&hole);
    let is_mark = marks.marks & hole.bit() != 0;
    let rule = marks
        .restricted
        .iter()
        .find(|c| c.camp.holes() & hole.bit() != 0);
    let label = hole_name(pos, marks, hole, rule.copied());
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::Role::Button, true, is_mark || on_route, &label)
    });
    let why = rule.map(|&rule| crate::words::camps::restriction(pos, rule));
    if let Some(why) = why.clone() {
        ui.ctx()
            .accesskit_node_builder(response.id, |node| node.set_description(why));
    }
    let response = match why {
        // Not after a key press: it would speak of the hole under the
        // resting pointer, not of the one the keyboard is on.
        Some(why) if !super::keyboard_in_use(ui.ctx()) => response.on_hover_text(why),
        Some(_) => response,
        None => response,
    };
    // The moving piece is drawn on its way, not yet in its landing hole.
    let arriving = marks
        .moving
        .is_some_and(|(route, _)| route.last() == Some(&hole));
    paint_hole(
        painter,
        centre,
        r,
        owner.as_deref().filter(|_| !arriving),
        response.hovered(),
        (dark, marks.look),
    );
    if let (Some(rule), None) = (rule, &owner) {
        paint_restriction(painter, centre, r, rule.no_entry);
    }
    if pos.owner(hole) == Some(pos.turn()) && !marks.frozen && !arriving {
        // The player to move: a thin light ring round each of their pieces.
        let ring = Color32::from_white_alpha(if dark { 150 } else { 200 });
        painter.circle_stroke(centre, r * 1.12, Stroke::new((r * 0.1).max(1.0), ring));
    }
    if is_mark {
        // A landing: a ring in the hole, or around a piece that can be swapped.
        let (radius, width) = if owner.is_none() {
            (0.8, 0.22)
        } else {
            (1.18, 0.2)
        };
        // A dark edge under the ring keeps it clear on light holes.
        let edge = Color32::from_black_alpha(150);
        painter.circle_stroke(centre, r * radius, Stroke::new(r * (width + 0.1), edge));
        let (cr, cg, cb) = crate::colour::LANDING;
        let ring = Color32::from_rgb(cr, cg, cb);
        painter.circle_stroke(centre, r * radius, Stroke::new(r * width, ring));
    }
    (response.clicked(), response.secondary_clicked())
}

/// A hole's accessible name: the hole, what stands on it and whose, and
/// its marks: "N2, red piece of Ann, selected", "M6, empty, possible
/// landing", "A3, empty, no turn may end here (clause 4)". The hole and
/// its piece come first, so a screen reader's first words say where the
/// focus is.
fn hole_name(pos: &Position, marks: &BoardMarks<'_>, hole: Hole, rule: Option<CampRule>) -> String {
    let name = hole.to_string();
    let mut parts = vec![match pos.owner(hole) {
        Some(p) => {
            let colour = crate::words::colour_name(&pos.seats()[p].colour);
            match marks.players.get(p).and_then(Option::as_deref) {
                Some(who) => t!(
                    "board-hole-piece-of",
                    hole = name,
                    colour = colour,
                    player = who
                ),
                None => t!("board-hole-piece", hole = name, colour = colour),
            }
        }
        None => t!("board-hole-empty", hole = name),
    }];
    match marks.route.iter().position(|&h| h == hole) {
        Some(0) => parts.push(t!("board-hole-selected")),
        Some(_) => parts.push(t!("board-hole-on-route")),
        None if marks.marks & hole.bit() != 0 => parts.push(t!("board-hole-landing")),
        None => {}
    }
    if let Some(last) = marks.last {
        if last.last() == Some(&hole) {
            parts.push(t!("board-hole-last-landed"));
        } else if last.first() == Some(&hole) {
            parts.push(t!("board-hole-last-left"));
        }
    }
    parts.extend(rule.map(crate::words::camps::short_restriction));
    // Each part after the first is added as the language lists them.
    let mut parts = parts.into_iter();
    let first = parts.next().unwrap_or_default();
    parts.fold(first, |name, part| {
        t!("board-hole-and", name = name, part = part)
    })
}

/// The mark of an empty hole in a restricted camp: a "no stopping" sign (a
/// ring with a bar) where a turn may not end, a cross where no piece may land.
fn paint_restriction(painter: &egui::Painter, centre: Pos2, r: f32, no_entry: bool) {
    let ink = Color32::from_rgba_unmultiplied(0xb0, 0x18, 0x18, 220);
    let stroke = Stroke::new((r * 0.16).max(1.0), ink);
    let arm = r * 0.42;
    if no_entry {
        for d in [Vec2::new(arm, arm), Vec2::new(arm, -arm)] {
            painter.line_segment([centre - d, centre + d], stroke);
        }
    } else {
        painter.circle_stroke(centre, r * 0.6, stroke);
        let d = Vec2::new(arm, -arm);
        painter.line_segment([centre - d, centre + d], stroke);
    }
}

/// The route being built, its start, the keyboard focus and the frozen veil.
fn paint_overlays(
    painter: &egui::Painter,
    layout: &Layout,
    marks: &BoardMarks<'_>,
    rect: Rect,
    (dark, focused): (bool, Option<Hole>),
) {
    let r = layout.radius();
    if marks.route.len() > 1 {
        let blue = Color32::from_rgb(0x10, 0x90, 0xd0);
        paint_route(painter, layout, marks.route, blue, r * 0.35);
    }
    if let Some(&start) = marks.route.first() {
        let gold = Stroke::new(r * 0.28, Color32::from_rgb(0xff, 0xc0, 0x00));
        painter.circle_stroke(layout.pos(start), r * 1.25, gold);
    }
    if let Some(f) = focused {
        let ink = if dark { Color32::WHITE } else { Color32::BLACK };
        painter.circle_stroke(layout.pos(f), r * 1.45, Stroke::new(2.0, ink));
    }
    if marks.frozen {
        let veil = Color32::from_rgba_unmultiplied(120, 140, 200, 50);
        painter.rect_filled(rect, 0.0, veil);
    }
}

fn paint_star(painter: &egui::Painter, layout: &Layout, pos: &Position, dark: bool) {
    let wood = if dark {
        Color32::from_rgb(0x5a, 0x45, 0x30)
    } else {
        Color32::from_rgb(0xe6, 0xc8, 0x96)
    };
    let r = layout.radius();
    // The star as two big triangles through the camp tips.
    let tip = |name: &str| Hole::parse(name).map_or(Pos2::ZERO, |h| layout.pos(h));
    let pad = r * 2.4;
    for tips in [["A1", "M13", "M1"], ["Q1", "E1", "E13"]] {
        let pts: Vec<Pos2> = tips.iter().map(|n| tip(n)).collect();
        let c = Pos2::new(
            (pts[0].x + pts[1].x + pts[2].x) / 3.0,
            (pts[0].y + pts[1].y + pts[2].y) / 3.0,
        );
        let grown: Vec<Pos2> = pts
            .iter()
            .map(|p| *p + (*p - c).normalized() * pad)
            .collect();
        painter.add(Shape::convex_polygon(grown, wood, Stroke::NONE));
    }
    // Camp tints by the owner of the camp (start or destination).
    for camp in Camp::ALL {
        let owner = pos
            .seats()
            .iter()
            .find(|s| s.camp == camp)
            .or_else(|| pos.seats().iter().find(|s| s.destination() == camp))
            .map(|s| colour_of(&s.colour));
        if let Some(c) = owner {
            let tint = Color32::from_rgba_unmultiplied(c.r(), c.g(), c.b(), 70);
            for h in crate::rules::board::holes_of(camp.holes()) {
                painter.circle_filled(layout.pos(h), r * 1.45, tint);
            }
        }
    }
}

fn paint_hole(
    painter: &egui::Painter,
    centre: Pos2,
    r: f32,
    owner: Option<&str>,
    hovered: bool,
    (dark, look): (bool, Look),
) {
    let hole_colour = if dark {
        Color32::from_rgb(0x2a, 0x20, 0x18)
    } else {
        Color32::from_rgb(0x8a, 0x6a, 0x48)
    };
    match owner {
        Some(colour) => {
            let fill = paint_colour(colour, look.palette);
            painter.circle_filled(
                centre + Vec2::splat(r * 0.1),
                r * 1.02,
                Color32::from_black_alpha(70),
            );
            painter.circle(
                centre,
                r,
                fill,
                Stroke::new((r * 0.08).max(1.0), Color32::from_black_alpha(140)),
            );
            painter.circle_filled(
                centre - Vec2::splat(r * 0.3),
                r * 0.28,
                Color32::from_white_alpha(90),
            );
            if look.letters {
                let ink = ink_on(fill);
                let font = egui::FontId::proportional((r * 1.05).max(super::text::SMALLEST_TEXT));
                let letter = crate::card::mark_letter(colour).to_string();
                let at = centre - Vec2::new(0.0, r * 0.12);
                painter.text(at, egui::Align2::CENTER_CENTER, letter, font, ink);
            }
        }
        None => {
            painter.circle_filled(centre, r * 0.55, hole_colour);
        }
    }
    if hovered {
        painter.circle_stroke(
            centre,
            r * 1.1,
            Stroke::new(1.5, Color32::from_white_alpha(180)),
        );
    }
}

fn paint_route(
    painter: &egui::Painter,
    layout: &Layout,
    route: &[Hole],
    colour: Color32,
    width: f32,
) {
    let pts: Vec<Pos2> = route.iter().map(|h| layout.pos(*h)).collect();
    for w in pts.windows(2) {
        painter.line_segment([w[0], w[1]], Stroke::new(width, colour));
        // A small arrow head at each landing.
        let dir = (w[1] - w[0]).normalized();
        let back = w[1] - dir * layout.radius() * 0.9;
        let side = dir.rot90() * layout.radius() * 0.45;
        painter.add(Shape::convex_polygon(
            vec![w[1] - dir * layout.radius() * 0.2, back + side, back - side],
            colour,
            Stroke::NONE,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{COLOURS, mark_letter};

    #[test]
    fn every_offered_colour_has_its_own_letter_and_safe_colour() {
        let letters: std::collections::HashSet<char> =
            COLOURS.iter().map(|c| mark_letter(c)).collect();
        assert_eq!(letters.len(), COLOURS.len(), "{letters:?}");
        let safe: std::collections::HashSet<Color32> = COLOURS
            .iter()
            .map(|c| paint_colour(c, Palette::ColourBlindSafe))
            .collect();
        assert_eq!(safe.len(), COLOURS.len());
        assert!(
            !safe.contains(&Color32::GRAY),
            "no offered colour falls back to grey"
        );
    }
}
