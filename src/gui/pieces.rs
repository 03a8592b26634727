//! Vector chess pieces from the chess glyphs of DejaVu Sans (subset in
//! `assets/fonts/TempoPieces-DejaVuSans.ttf`, licence next to it). Glyphs are outlines, so
//! pieces stay sharp at any board size.
//!
//! A white piece is the solid (black-set) glyph filled white with the hollow (white-set) glyph
//! drawn over it in black as its outline; a black piece is the solid glyph in near-black.

use std::sync::Arc;

use eframe::egui::{
    self, Align2, Color32, FontData, FontDefinitions, FontFamily, FontId, Painter, Pos2,
};

use crate::chess::{Color, Piece, Role};

/// The piece font, built into the binary.
const PIECE_FONT: &[u8] = include_bytes!("../../assets/fonts/TempoPieces-DejaVuSans.ttf");
/// The font family name of the pieces.
pub const PIECE_FAMILY: &str = "tempo-pieces";

/// Registers the piece font: as its own family for the board, and as a fallback of the text
/// fonts so figurine notation (`♘f3`) renders in the move list.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = FontDefinitions::default();
    fonts.font_data.insert(
        PIECE_FAMILY.to_owned(),
        Arc::new(FontData::from_static(PIECE_FONT)),
    );
    fonts.families.insert(
        FontFamily::Name(PIECE_FAMILY.into()),
        vec![PIECE_FAMILY.to_owned()],
    );
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push(PIECE_FAMILY.to_owned());
    }
    ctx.set_fonts(fonts);
}

/// The solid glyph of a role (from the black set, U+265A…).
fn solid_glyph(role: Role) -> char {
    match role {
        Role::King => '\u{265A}',
        Role::Queen => '\u{265B}',
        Role::Rook => '\u{265C}',
        Role::Bishop => '\u{265D}',
        Role::Knight => '\u{265E}',
        Role::Pawn => '\u{265F}',
    }
}

/// The hollow glyph of a role (from the white set, U+2654…).
fn hollow_glyph(role: Role) -> char {
    match role {
        Role::King => '\u{2654}',
        Role::Queen => '\u{2655}',
        Role::Rook => '\u{2656}',
        Role::Bishop => '\u{2657}',
        Role::Knight => '\u{2658}',
        Role::Pawn => '\u{2659}',
    }
}

/// The figurine of a role for move notation (solid shapes read best in text).
pub fn figurine(role: Role) -> char {
    solid_glyph(role)
}

/// Draws `piece` centred on `center` in a square of side `square` points, with `alpha` (0..1,
/// for the dragged piece's ghost).
pub fn draw_piece(painter: &Painter, piece: Piece, center: Pos2, square: f32, alpha: f32) {
    let size = square * 0.86;
    let font = FontId::new(size, FontFamily::Name(PIECE_FAMILY.into()));
    // The glyphs sit on the text baseline; this offset centres their ink in the square.
    let pos = center + egui::vec2(0.0, square * 0.035);
    let solid = solid_glyph(piece.role).to_string();
    let fade = |c: Color32| c.gamma_multiply(alpha);
    match piece.color {
        Color::White => {
            painter.text(
                pos,
                Align2::CENTER_CENTER,
                &solid,
                font.clone(),
                fade(Color32::WHITE),
            );
            let hollow = hollow_glyph(piece.role).to_string();
            painter.text(
                pos,
                Align2::CENTER_CENTER,
                hollow,
                font,
                fade(Color32::BLACK),
            );
        }
        Color::Black => {
            let shade = Color32::from_rgb(22, 21, 18);
            painter.text(pos, Align2::CENTER_CENTER, solid, font, fade(shade));
        }
    }
}
