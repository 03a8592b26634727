//! Board colour schemes and the highlight colours drawn over them.

use eframe::egui::Color32;
use serde::{Deserialize, Serialize};

/// A board colour scheme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BoardScheme {
    /// Wood browns (the Lichess default).
    #[default]
    Brown,
    /// Blue-grey.
    Blue,
    /// Green and cream (tournament vinyl).
    Green,
    /// Greys.
    Grey,
    /// Purple.
    Purple,
}

/// The two square colours of a scheme.
#[derive(Clone, Copy, Debug)]
pub struct SquareColors {
    /// Light squares.
    pub light: Color32,
    /// Dark squares.
    pub dark: Color32,
}

impl BoardScheme {
    /// Every scheme, for the settings menu.
    pub const ALL: [BoardScheme; 5] = [
        BoardScheme::Brown,
        BoardScheme::Blue,
        BoardScheme::Green,
        BoardScheme::Grey,
        BoardScheme::Purple,
    ];

    /// The scheme's name.
    pub fn name(self) -> &'static str {
        match self {
            BoardScheme::Brown => "Brown",
            BoardScheme::Blue => "Blue",
            BoardScheme::Green => "Green",
            BoardScheme::Grey => "Grey",
            BoardScheme::Purple => "Purple",
        }
    }

    /// The square colours.
    pub fn colors(self) -> SquareColors {
        let (light, dark) = match self {
            BoardScheme::Brown => (
                Color32::from_rgb(240, 217, 181),
                Color32::from_rgb(181, 136, 99),
            ),
            BoardScheme::Blue => (
                Color32::from_rgb(222, 227, 230),
                Color32::from_rgb(140, 162, 173),
            ),
            BoardScheme::Green => (
                Color32::from_rgb(235, 236, 208),
                Color32::from_rgb(115, 149, 82),
            ),
            BoardScheme::Grey => (
                Color32::from_rgb(220, 220, 220),
                Color32::from_rgb(150, 150, 150),
            ),
            BoardScheme::Purple => (
                Color32::from_rgb(239, 233, 246),
                Color32::from_rgb(149, 127, 184),
            ),
        };
        SquareColors { light, dark }
    }
}

/// Last-move highlight (translucent yellow-green, as on Lichess).
pub const LAST_MOVE: Color32 = Color32::from_rgba_unmultiplied_const(155, 199, 0, 105);
/// Selected square.
pub const SELECTED: Color32 = Color32::from_rgba_unmultiplied_const(20, 85, 30, 128);
/// Legal destination dots.
pub const DESTINATION: Color32 = Color32::from_rgba_unmultiplied_const(20, 85, 30, 128);
/// Hovered destination while dragging.
pub const DROP_TARGET: Color32 = Color32::from_rgba_unmultiplied_const(20, 85, 30, 76);
/// The checked king's glow.
pub const CHECK: Color32 = Color32::from_rgba_unmultiplied_const(230, 0, 0, 230);
/// Arrows and circles drawn by the user.
pub const ANNOTATION: Color32 = Color32::from_rgba_unmultiplied_const(15, 110, 0, 170);
/// The hint arrow.
pub const HINT: Color32 = Color32::from_rgba_unmultiplied_const(0, 60, 160, 170);
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
