//! A board picture (position, highlights, arrows, circles, in a chosen [`Look`]) laid out as a
//! list of drawing operations, written as SVG or rendered to pixels from that same list, so
//! both outputs show the same thing.

use std::fmt::Write as _;

use super::{
    glyph_data,
    look::{Coordinates, Look, Rgba},
    path::{self, Point, Polygon},
    pieces::{Layer, PieceSet},
    raster::Canvas,
};
use crate::chess::{Move, Piece, Position, Square};

/// An arrow between two square centres.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Arrow {
    /// Where it starts.
    pub from: Square,
    /// Where its head points.
    pub to: Square,
    /// Its colour.
    pub color: Rgba,
}

/// Everything a board picture shows.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardPicture {
    /// The piece on each square, a1 first.
    pub squares: [Option<Piece>; 64],
    /// Black at the bottom.
    pub flipped: bool,
    /// Colours, pieces and coordinates.
    pub look: Look,
    /// The squares of the last move.
    pub last_move: Option<(Square, Square)>,
    /// The checked king's square.
    pub check: Option<Square>,
    /// Arrows, drawn in order.
    pub arrows: Vec<Arrow>,
    /// Circled squares.
    pub circles: Vec<(Square, Rgba)>,
}

impl BoardPicture {
    /// `pos` in `look`, the king marked when in check; no move, arrows or circles.
    pub fn of_position(pos: &Position, look: Look) -> BoardPicture {
        let mut squares = [None; 64];
        for sq in Square::ALL {
            squares[sq.index()] = pos.piece_at(sq);
        }
        BoardPicture {
            squares,
            flipped: false,
            look,
            last_move: None,
            check: pos.in_check().then(|| pos.king(pos.side_to_move())),
            arrows: Vec::new(),
            circles: Vec::new(),
        }
    }

    /// Marks `mv` as the move that was just played.
    pub fn with_last_move(mut self, mv: Option<Move>) -> BoardPicture {
        self.last_move = mv.map(|m| (m.from(), landing_square(m)));
        self
    }

    /// The picture `size` pixels square as drawing operations.
    fn operations(&self, size: u32) -> Vec<Op> {
        let layout = Layout::new(size, self.look.coordinates);
        let colors = self.look.scheme.colors();
        let marks = self.look.scheme.marks();
        let s = layout.square;
        let mut ops = vec![Op::Rect {
            x: 0.0,
            y: 0.0,
            w: size as f32,
            h: size as f32,
            color: layout.background(self.look),
        }];
        for sq in Square::ALL {
            let (x, y) = layout.corner(sq, self.flipped);
            let color = if sq.is_light() {
                colors.light
            } else {
                colors.dark
            };
            ops.push(Op::Rect {
                x,
                y,
                w: s,
                h: s,
                color,
            });
            if let Some((from, to)) = self.last_move
                && (sq == from || sq == to)
            {
                let color = marks.last_move;
                ops.push(Op::Rect {
                    x,
                    y,
                    w: s,
                    h: s,
                    color,
                });
            }
        }
        if let Some(king) = self.check {
            let (x, y) = layout.corner(king, self.flipped);
            ops.push(Op::Glow {
                x: x + s / 2.0,
                y: y + s / 2.0,
                r: s * 0.5,
                color: marks.check,
            });
        }
        self.coordinate_ops(&layout, &mut ops);
        for sq in Square::ALL {
            if let Some(piece) = self.squares[sq.index()] {
                let (x, y) = layout.corner(sq, self.flipped);
                ops.push(Op::Piece {
                    set: self.look.pieces,
                    piece,
                    x,
                    y,
                    size: s,
                });
            }
        }
        for &(sq, color) in &self.circles {
            let (x, y) = layout.corner(sq, self.flipped);
            ops.push(Op::Ring {
                x: x + s / 2.0,
                y: y + s / 2.0,
                r: s * 0.44,
                width: s * 0.07,
                color,
            });
        }
        for arrow in &self.arrows {
            if arrow.from == arrow.to {
                continue;
            }
            let a = layout.center(arrow.from, self.flipped);
            let b = layout.center(arrow.to, self.flipped);
            ops.push(Op::Polygon {
                points: arrow_outline(a, b, s),
                color: arrow.color,
            });
        }
        ops
    }

    fn coordinate_ops(&self, layout: &Layout, ops: &mut Vec<Op>) {
        let s = layout.square;
        let colors = self.look.scheme.colors();
        for i in 0..8u32 {
            // Column i from the left holds file i (h-file first when flipped).
            let file = if self.flipped { 7 - i } else { i };
            let rank = if self.flipped { i } else { 7 - i };
            let (file_glyph, rank_glyph) = (file as usize, 8 + rank as usize);
            let left = layout.origin + i as f32 * s;
            let top = layout.origin + i as f32 * s;
            match self.look.coordinates {
                Coordinates::Off => {}
                Coordinates::Inside => {
                    let h = s * 0.17;
                    let pad = s * 0.05;
                    // The bottom row's squares: light squares take the dark colour.
                    let bottom_light = (i + u32::from(self.flipped)) % 2 == 1;
                    let ink = if bottom_light {
                        colors.dark
                    } else {
                        colors.light
                    };
                    let base = layout.origin + 8.0 * s - pad;
                    ops.push(Op::Glyph {
                        d: glyph_data::COORDINATES[file_glyph],
                        x: left + s - pad - h * 0.5,
                        baseline: base,
                        height: h,
                        color: ink,
                    });
                    // The left column: row i is light when i is even (a8 is light).
                    let left_light = (i + u32::from(self.flipped)) % 2 == 0;
                    let ink = if left_light {
                        colors.dark
                    } else {
                        colors.light
                    };
                    ops.push(Op::Glyph {
                        d: glyph_data::COORDINATES[rank_glyph],
                        x: layout.origin + pad + h * 0.4,
                        baseline: top + pad + h,
                        height: h,
                        color: ink,
                    });
                }
                Coordinates::Outside => {
                    let h = layout.margin * 0.5;
                    let ink = layout.text(self.look);
                    ops.push(Op::Glyph {
                        d: glyph_data::COORDINATES[file_glyph],
                        x: left + s / 2.0,
                        baseline: layout.origin + 8.0 * s + layout.margin / 2.0 + h / 2.0,
                        height: h,
                        color: ink,
                    });
                    ops.push(Op::Glyph {
                        d: glyph_data::COORDINATES[rank_glyph],
                        x: layout.margin / 2.0,
                        baseline: top + s / 2.0 + h / 2.0,
                        height: h,
                        color: ink,
                    });
                }
            }
        }
    }

    /// The picture as an SVG document `size` pixels square.
    pub fn to_svg(&self, size: u32) -> String {
        let mut out = String::with_capacity(64 * 1024);
        let _ = write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}">"#
        );
        out.push('\n');
        for op in self.operations(size) {
            op.write_svg(&mut out);
        }
        out.push_str("</svg>\n");
        out
    }

    /// The picture rendered `size` pixels square.
    pub fn render(&self, size: u32) -> Canvas {
        let mut canvas = Canvas::new(size, size);
        for op in self.operations(size) {
            op.render(&mut canvas);
        }
        canvas
    }

    /// The picture as a PNG file `size` pixels square.
    pub fn to_png(&self, size: u32) -> Option<Vec<u8>> {
        let canvas = self.render(size);
        super::png::encode_rgba(canvas.width(), canvas.height(), &canvas.to_rgba8())
    }
}

/// `piece` of `set` alone, `size` pixels square, premultiplied (the app's board textures).
pub fn render_piece(set: PieceSet, piece: Piece, size: u32) -> Canvas {
    let mut canvas = Canvas::new(size, size);
    let op = Op::Piece {
        set,
        piece,
        x: 0.0,
        y: 0.0,
        size: size as f32,
    };
    op.render(&mut canvas);
    canvas
}

/// The square a move's piece visibly lands on (the king's square for castling, which is
/// encoded king-takes-rook).
pub fn landing_square(mv: Move) -> Square {
    if mv.is_castle() {
        mv.castle_king_destination()
    } else {
        mv.to()
    }
}

/// An arrow's outline from centre `a` to centre `b` on squares of side `s`: a shaft and a
/// triangular head, one polygon so translucent arrows have no darker overlap.
fn arrow_outline(a: Point, b: Point, s: f32) -> Polygon {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy).max(1e-3);
    let dir = (dx / len, dy / len);
    let normal = (-dir.1, dir.0);
    let half_width = s * 0.08;
    let head_len = s * 0.42;
    let head_half = s * 0.26;
    let start = (a.0 + dir.0 * s * 0.2, a.1 + dir.1 * s * 0.2);
    let neck = (b.0 - dir.0 * head_len, b.1 - dir.1 * head_len);
    let at = |p: Point, k: f32| (p.0 + normal.0 * k, p.1 + normal.1 * k);
    vec![
        at(start, half_width),
        at(neck, half_width),
        at(neck, head_half),
        b,
        at(neck, -head_half),
        at(neck, -half_width),
        at(start, -half_width),
    ]
}

/// Where the board sits in the picture.
struct Layout {
    /// Side of a square.
    square: f32,
    /// The board's top-left corner on both axes.
    origin: f32,
    /// Width of the margin that holds outside coordinates.
    margin: f32,
}

impl Layout {
    fn new(size: u32, coordinates: Coordinates) -> Layout {
        let size = size as f32;
        if coordinates == Coordinates::Outside {
            let square = (size / 8.7).floor().max(1.0);
            let origin = ((size - 8.0 * square) / 2.0).floor();
            Layout {
                square,
                origin,
                margin: origin,
            }
        } else {
            let square = (size / 8.0).floor().max(1.0);
            let origin = ((size - 8.0 * square) / 2.0).floor();
            Layout {
                square,
                origin,
                margin: origin,
            }
        }
    }

    fn corner(&self, sq: Square, flipped: bool) -> Point {
        let (file, rank) = (sq.file().index() as f32, sq.rank().index() as f32);
        let (col, row) = if flipped {
            (7.0 - file, rank)
        } else {
            (file, 7.0 - rank)
        };
        (
            self.origin + col * self.square,
            self.origin + row * self.square,
        )
    }

    fn center(&self, sq: Square, flipped: bool) -> Point {
        let (x, y) = self.corner(sq, flipped);
        (x + self.square / 2.0, y + self.square / 2.0)
    }

    /// Behind the board: the frame colour, or paper for outside coordinates.
    fn background(&self, look: Look) -> Rgba {
        if look.coordinates == Coordinates::Outside {
            Rgba::rgb(255, 255, 255)
        } else {
            look.scheme.marks().frame
        }
    }

    /// Ink for outside coordinates.
    fn text(&self, _look: Look) -> Rgba {
        Rgba::rgb(20, 20, 20)
    }
}

/// One drawing operation, in pixels.
enum Op {
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        color: Rgba,
    },
    /// A red glow, brightest in the centre.
    Glow {
        x: f32,
        y: f32,
        r: f32,
        color: Rgba,
    },
    Piece {
        set: PieceSet,
        piece: Piece,
        x: f32,
        y: f32,
        size: f32,
    },
    /// A coordinate glyph centred on `x`, standing on `baseline`.
    Glyph {
        d: &'static str,
        x: f32,
        baseline: f32,
        height: f32,
        color: Rgba,
    },
    Ring {
        x: f32,
        y: f32,
        r: f32,
        width: f32,
        color: Rgba,
    },
    Polygon {
        points: Polygon,
        color: Rgba,
    },
}

/// `fill="…"` with an opacity attribute when translucent.
fn paint(attr: &str, color: Rgba) -> String {
    if color.a == 255 {
        format!(r#"{attr}="{}""#, color.hex())
    } else {
        format!(
            r#"{attr}="{}" {attr}-opacity="{}""#,
            color.hex(),
            path::n(color.opacity())
        )
    }
}

fn transform(points: &[Point], x: f32, y: f32, scale: f32) -> Polygon {
    points
        .iter()
        .map(|&(px, py)| (x + px * scale, y + py * scale))
        .collect()
}

impl Op {
    fn write_svg(&self, out: &mut String) {
        let n = path::n;
        match self {
            Op::Rect { x, y, w, h, color } => {
                let _ = writeln!(
                    out,
                    r#"<rect x="{}" y="{}" width="{}" height="{}" {}/>"#,
                    n(*x),
                    n(*y),
                    n(*w),
                    n(*h),
                    paint("fill", *color)
                );
            }
            Op::Glow { x, y, r, color } => {
                let id = format!("glow{}_{}", *x as u32, *y as u32);
                let _ = writeln!(
                    out,
                    r#"<defs><radialGradient id="{id}"><stop offset="0" stop-color="{c}" stop-opacity="{a}"/><stop offset="1" stop-color="{c}" stop-opacity="0"/></radialGradient></defs><circle cx="{}" cy="{}" r="{}" fill="url(#{id})"/>"#,
                    n(*x),
                    n(*y),
                    n(*r),
                    c = color.hex(),
                    a = n(color.opacity()),
                );
            }
            Op::Piece {
                set,
                piece,
                x,
                y,
                size,
            } => {
                let _ = write!(
                    out,
                    r#"<g transform="translate({} {}) scale({})">"#,
                    n(*x),
                    n(*y),
                    n(*size)
                );
                for layer in set.art(*piece) {
                    write_layer(out, layer);
                }
                out.push_str("</g>\n");
            }
            Op::Glyph {
                d,
                x,
                baseline,
                height,
                color,
            } => {
                let _ = writeln!(
                    out,
                    r#"<path transform="translate({} {}) scale({})" d="{d}" {}/>"#,
                    n(x - height / 2.0),
                    n(baseline - height),
                    n(*height),
                    paint("fill", *color)
                );
            }
            Op::Ring {
                x,
                y,
                r,
                width,
                color,
            } => {
                let _ = writeln!(
                    out,
                    r#"<circle cx="{}" cy="{}" r="{}" fill="none" stroke-width="{}" {}/>"#,
                    n(*x),
                    n(*y),
                    n(*r),
                    n(*width),
                    paint("stroke", *color)
                );
            }
            Op::Polygon { points, color } => {
                let mut d = String::new();
                path::polygon(&mut d, points);
                let _ = writeln!(out, r#"<path d="{d}" {}/>"#, paint("fill", *color));
            }
        }
    }

    fn render(&self, canvas: &mut Canvas) {
        match self {
            Op::Rect { x, y, w, h, color } => {
                let (x0, y0) = (x.round() as i64, y.round() as i64);
                let (x1, y1) = ((x + w).round() as i64, (y + h).round() as i64);
                canvas.fill_rect(x0, y0, x1, y1, *color);
            }
            Op::Glow { x, y, r, color } => {
                // Concentric discs, each faint: the sum fades from the centre outwards.
                for i in 0..10 {
                    let t = i as f32 / 10.0;
                    let radius = r * (1.0 - 0.75 * t);
                    let mut d = String::new();
                    path::circle(&mut d, *x, *y, radius);
                    let polys = path::flatten(&d, 1.0).unwrap_or_default();
                    canvas.fill_polygons(&polys, color.faded(0.12 + 0.04 * t));
                }
            }
            Op::Piece {
                set,
                piece,
                x,
                y,
                size,
            } => {
                for layer in set.art(*piece) {
                    let polys: Vec<Polygon> = layer
                        .polygons
                        .iter()
                        .map(|p| transform(p, *x, *y, *size))
                        .collect();
                    if let Some(fill) = layer.fill {
                        canvas.fill_polygons(&polys, fill);
                    }
                    if let Some((color, width)) = layer.stroke {
                        canvas.stroke_polygons(&polys, width * size, color);
                    }
                }
            }
            Op::Glyph {
                d,
                x,
                baseline,
                height,
                color,
            } => {
                let polys = path::flatten(d, 0.02).unwrap_or_default();
                let polys: Vec<Polygon> = polys
                    .iter()
                    .map(|p| transform(p, x - height / 2.0, baseline - height, *height))
                    .collect();
                canvas.fill_polygons(&polys, *color);
            }
            Op::Ring {
                x,
                y,
                r,
                width,
                color,
            } => {
                let mut d = String::new();
                path::circle(&mut d, *x, *y, *r);
                let polys = path::flatten(&d, 1.0).unwrap_or_default();
                canvas.stroke_polygons(&polys, *width, *color);
            }
            Op::Polygon { points, color } => {
                let mut points = points.clone();
                if path::signed_area(&points) < 0.0 {
                    points.reverse();
                }
                canvas.fill_polygons(&[points], *color);
            }
        }
    }
}

fn write_layer(out: &mut String, layer: &Layer) {
    if layer.d.is_empty() {
        return;
    }
    let fill = layer
        .fill
        .map_or_else(|| r#"fill="none""#.to_owned(), |c| paint("fill", c));
    let stroke = layer.stroke.map_or_else(String::new, |(c, w)| {
        format!(
            r#" {} stroke-width="{}" stroke-linejoin="round""#,
            paint("stroke", c),
            path::n(w)
        )
    });
    let _ = write!(out, r#"<path d="{}" {fill}{stroke}/>"#, layer.d);
}
