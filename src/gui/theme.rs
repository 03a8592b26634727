//! The app's colours: board schemes and highlights come from `app::share::look` (exported
//! pictures use the same); clocks and review marks are the GUI's own.

use eframe::egui::{self, Color32, Stroke};

use crate::app::share::look::{Marks, Rgba};
pub use crate::app::share::{BoardScheme, Coordinates, Look, PieceSet};

/// An application-layer colour as egui's.
pub fn c32(c: Rgba) -> Color32 {
    Color32::from_rgba_unmultiplied(c.r, c.g, c.b, c.a)
}

/// The two square colours of a scheme, for egui.
#[derive(Clone, Copy, Debug)]
pub struct SquareColors {
    /// Light squares.
    pub light: Color32,
    /// Dark squares.
    pub dark: Color32,
}

/// The square colours of `scheme`.
pub fn square_colors(scheme: BoardScheme) -> SquareColors {
    let colors = scheme.colors();
    SquareColors {
        light: c32(colors.light),
        dark: c32(colors.dark),
    }
}

/// The highlight colours of `scheme`.
pub fn marks(scheme: BoardScheme) -> Marks {
    scheme.marks()
}

/// Hovered destination while dragging.
pub const DROP_TARGET: Color32 = Color32::from_rgba_unmultiplied_const(20, 85, 30, 76);
/// Low-time clock background.
pub const LOW_TIME: Color32 = Color32::from_rgb(160, 30, 30);
/// Running clock background.
pub const CLOCK_RUNNING: Color32 = Color32::from_rgb(60, 110, 50);

/// Analysis arrows (faded for weaker lines).
pub const ENGINE_ARROW: Color32 = Color32::from_rgba_unmultiplied_const(30, 110, 220, 210);
/// Review marks: inaccuracy, mistake, blunder (Lichess's yellow, orange, red).
pub const INACCURACY: Color32 = Color32::from_rgb(230, 190, 40);
/// See [`INACCURACY`].
pub const MISTAKE: Color32 = Color32::from_rgb(235, 130, 40);
/// See [`INACCURACY`].
pub const BLUNDER: Color32 = Color32::from_rgb(220, 60, 50);
/// Best and good moves in the review list.
pub const GOOD_MOVE: Color32 = Color32::from_rgb(90, 170, 90);

/// The panels of the high-contrast theme: white on black, yellow for what is hovered,
/// focused or selected, every control outlined.
pub fn high_contrast_visuals() -> egui::Visuals {
    let mut v = egui::Visuals::dark();
    let yellow = Color32::from_rgb(255, 220, 0);
    v.override_text_color = Some(Color32::WHITE);
    v.panel_fill = Color32::BLACK;
    v.window_fill = Color32::BLACK;
    v.extreme_bg_color = Color32::BLACK;
    v.faint_bg_color = Color32::from_gray(24);
    v.code_bg_color = Color32::from_gray(24);
    v.window_stroke = Stroke::new(2.0, Color32::WHITE);
    v.hyperlink_color = yellow;
    v.warn_fg_color = yellow;
    v.error_fg_color = Color32::from_rgb(255, 110, 110);
    v.selection.bg_fill = Color32::from_rgb(0, 70, 200);
    v.selection.stroke = Stroke::new(2.0, Color32::WHITE);
    let widgets = &mut v.widgets;
    widgets.noninteractive.bg_stroke = Stroke::new(1.0, Color32::WHITE);
    widgets.noninteractive.fg_stroke = Stroke::new(1.0, Color32::WHITE);
    for (state, fill) in [
        (&mut widgets.inactive, Color32::from_gray(20)),
        (&mut widgets.open, Color32::from_gray(40)),
    ] {
        state.bg_fill = fill;
        state.weak_bg_fill = fill;
        state.bg_stroke = Stroke::new(1.5, Color32::WHITE);
        state.fg_stroke = Stroke::new(1.5, Color32::WHITE);
    }
    for state in [&mut widgets.hovered, &mut widgets.active] {
        state.bg_fill = Color32::from_gray(30);
        state.weak_bg_fill = Color32::from_gray(30);
        state.bg_stroke = Stroke::new(2.0, yellow);
        state.fg_stroke = Stroke::new(2.0, yellow);
    }
    v
}
