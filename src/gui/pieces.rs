//! Pieces on screen: the chosen set (`app::share::pieces`, vector layers) rendered by the
//! application layer's rasteriser at the board's size in physical pixels, kept as textures,
//! so pieces stay sharp at any size and scale and look as in exported pictures. The DejaVu
//! chess font (`assets/fonts/`, licence next to it) also serves figurines in move text.

use std::{collections::HashMap, sync::Arc};

use eframe::egui::{
    self, Color32, ColorImage, FontData, FontDefinitions, FontFamily, Painter, Pos2, Rect,
    TextureHandle, TextureOptions, Vec2,
};

use crate::{
    app::share::{PieceSet, picture::render_piece},
    chess::{Color, Piece, Role},
};

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

/// The figurine of a role for move notation (solid shapes read best in text).
pub fn figurine(role: Role) -> char {
    solid_glyph(role)
}

/// The piece images of one set and size in pixels, made on first use.
#[derive(Clone, Default)]
struct PieceTextures {
    by_size: HashMap<(PieceSet, u32), Arc<Vec<TextureHandle>>>,
}

/// The twelve textures of `set` at `px` pixels (white king … black pawn, in
/// [`Color::ALL`] × [`Role::ALL`] order).
fn textures(ctx: &egui::Context, set: PieceSet, px: u32) -> Arc<Vec<TextureHandle>> {
    let id = egui::Id::unique("piece-textures");
    if let Some(found) = ctx.data(|d| {
        d.get_temp::<PieceTextures>(id)
            .and_then(|t| t.by_size.get(&(set, px)).cloned())
    }) {
        return found;
    }
    let made: Vec<TextureHandle> = Color::ALL
        .iter()
        .flat_map(|&color| Role::ALL.iter().map(move |&role| Piece::new(color, role)))
        .map(|piece| {
            let canvas = render_piece(set, piece, px);
            let image = ColorImage::from_rgba_premultiplied(
                [px as usize, px as usize],
                &canvas.to_premultiplied_rgba8(),
            );
            let name = format!("piece-{set:?}-{piece:?}-{px}");
            ctx.load_texture(name, image, TextureOptions::LINEAR)
        })
        .collect();
    let made = Arc::new(made);
    ctx.data_mut(|d| {
        let cache = d.get_temp_mut_or_default::<PieceTextures>(id);
        // Window resizes make new sizes; old ones are dropped now and then.
        if cache.by_size.len() > 8 {
            cache.by_size.clear();
        }
        cache.by_size.insert((set, px), Arc::clone(&made));
    });
    made
}

/// Draws `piece` of `set` centred on `center` in a square of side `square` points, with
/// `alpha` (0..1, for the dragged piece's ghost).
pub fn draw_piece(
    painter: &Painter,
    set: PieceSet,
    piece: Piece,
    center: Pos2,
    square: f32,
    alpha: f32,
) {
    let ctx = painter.ctx();
    let px = (square * ctx.pixels_per_point()).round().clamp(4.0, 1024.0) as u32;
    let all = textures(ctx, set, px);
    let index = usize::from(piece.color == Color::Black) * 6
        + Role::ALL.iter().position(|r| *r == piece.role).unwrap_or(0);
    if let Some(texture) = all.get(index) {
        let rect = Rect::from_center_size(center, Vec2::splat(square));
        let uv = Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0));
        painter.image(texture.id(), rect, uv, Color32::WHITE.gamma_multiply(alpha));
    }
}
