//! The piece sets, each piece as filled and stroked layers of path data in a unit square (y
//! down). The board on screen and every exported picture draw pieces from here; sources and
//! licences are listed in `assets/pieces/LICENSES.md`.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::{
    glyph_data,
    look::Rgba,
    path::{self, Polygon},
};
use crate::chess::{Color, Piece, Role};

/// A piece set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PieceSet {
    /// The chess glyphs of DejaVu Sans: a white piece is the solid glyph in white under the
    /// hollow glyph in black.
    #[default]
    Classic,
    /// The solid DejaVu glyphs on round tokens, dark on light and light on dark.
    Tokens,
    /// Piece letters (K Q R B N P, DejaVu Sans Bold) on round tokens.
    Letters,
    /// Flat shapes built from circles and polygons, drawn for Tempo.
    Geometric,
}

impl PieceSet {
    /// Every set, for the settings.
    pub const ALL: [PieceSet; 4] = [
        PieceSet::Classic,
        PieceSet::Tokens,
        PieceSet::Letters,
        PieceSet::Geometric,
    ];

    /// The set's name.
    pub fn name(self) -> &'static str {
        match self {
            PieceSet::Classic => "Classic",
            PieceSet::Tokens => "Tokens",
            PieceSet::Letters => "Letters",
            PieceSet::Geometric => "Geometric",
        }
    }

    /// The layers of `piece`, bottom first.
    pub fn art(self, piece: Piece) -> &'static [Layer] {
        static SETS: [OnceLock<Vec<Vec<Layer>>>; 4] = [
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
            OnceLock::new(),
        ];
        let index = PieceSet::ALL.iter().position(|s| *s == self).unwrap_or(0);
        let all = SETS[index].get_or_init(|| {
            Color::ALL
                .iter()
                .flat_map(|&color| Role::ALL.iter().map(move |&role| (color, role)))
                .map(|(color, role)| self.build(Piece::new(color, role)))
                .collect()
        });
        all.get(art_index(piece)).map_or(&[], Vec::as_slice)
    }

    fn build(self, piece: Piece) -> Vec<Layer> {
        let glyph = glyph_index(piece.role);
        let white = piece.color == Color::White;
        match self {
            PieceSet::Classic => {
                let solid = glyph_data::CHESS_SOLID[glyph];
                if white {
                    vec![
                        Layer::fill(solid, Rgba::rgb(255, 255, 255)),
                        Layer::fill(glyph_data::CHESS_HOLLOW[glyph], Rgba::rgb(0, 0, 0)),
                    ]
                } else {
                    vec![Layer::fill(solid, Rgba::rgb(22, 21, 18))]
                }
            }
            PieceSet::Tokens | PieceSet::Letters => {
                let (disc, ring, ink) = if white {
                    (
                        Rgba::rgb(250, 248, 240),
                        Rgba::rgb(30, 30, 30),
                        Rgba::rgb(30, 30, 30),
                    )
                } else {
                    (
                        Rgba::rgb(45, 45, 50),
                        Rgba::rgb(10, 10, 10),
                        Rgba::rgb(245, 243, 235),
                    )
                };
                let mut d = String::new();
                path::circle(&mut d, 0.5, 0.5, 0.40);
                let sign = if self == PieceSet::Tokens {
                    scaled(glyph_data::CHESS_SOLID[glyph], 0.74)
                } else {
                    glyph_data::LETTERS[glyph].to_owned()
                };
                vec![
                    Layer::filled_and_stroked(d, disc, ring, 0.045),
                    Layer::fill(sign, ink),
                ]
            }
            PieceSet::Geometric => geometric(piece.role, white),
        }
    }
}

/// One shape of a piece: path data in the unit square, its fill and its stroke (colour and
/// width, centred on the outline, round joins).
#[derive(Clone, Debug)]
pub struct Layer {
    /// SVG path data.
    pub d: String,
    /// Fill colour (non-zero rule).
    pub fill: Option<Rgba>,
    /// Stroke colour and width.
    pub stroke: Option<(Rgba, f32)>,
    /// The path flattened, for the rasteriser.
    pub polygons: Vec<Polygon>,
}

impl Layer {
    fn new(d: impl Into<String>, fill: Option<Rgba>, stroke: Option<(Rgba, f32)>) -> Layer {
        let d = d.into();
        // The data is ours and checked by the tests; a bad path draws nothing.
        let polygons = path::flatten(&d, 0.004).unwrap_or_default();
        Layer {
            d,
            fill,
            stroke,
            polygons,
        }
    }

    fn fill(d: impl Into<String>, color: Rgba) -> Layer {
        Layer::new(d, Some(color), None)
    }

    fn filled_and_stroked(d: impl Into<String>, fill: Rgba, stroke: Rgba, width: f32) -> Layer {
        Layer::new(d, Some(fill), Some((stroke, width)))
    }
}

fn art_index(piece: Piece) -> usize {
    let color = usize::from(piece.color == Color::Black);
    color * 6 + Role::ALL.iter().position(|r| *r == piece.role).unwrap_or(0)
}

/// The order of the glyph tables: king, queen, rook, bishop, knight, pawn.
fn glyph_index(role: Role) -> usize {
    match role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    }
}

/// `d` scaled by `factor` about the square's centre (its polygons, written back as lines).
fn scaled(d: &str, factor: f32) -> String {
    let mut out = String::new();
    for poly in path::flatten(d, 0.002).unwrap_or_default() {
        for (i, (x, y)) in poly.iter().enumerate() {
            let x = 0.5 + (x - 0.5) * factor;
            let y = 0.5 + (y - 0.5) * factor;
            out.push(if i == 0 { 'M' } else { 'L' });
            out.push_str(&path::n(x));
            out.push(' ');
            out.push_str(&path::n(y));
        }
        out.push('Z');
    }
    out
}

/// A circle: centre x, centre y, radius.
type Circle = (f32, f32, f32);

/// The Geometric set: a silhouette of circles and polygons with a dark outline, plus details.
fn geometric(role: Role, white: bool) -> Vec<Layer> {
    let rect = |x0: f32, y0: f32, x1: f32, y1: f32| vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)];
    let base = rect(0.24, 0.80, 0.76, 0.88);
    let body = vec![(0.36, 0.46), (0.64, 0.46), (0.70, 0.81), (0.30, 0.81)];
    let mut polys: Vec<Polygon> = vec![base];
    let mut circles: Vec<Circle> = Vec::new();
    let mut detail_polys: Vec<Polygon> = Vec::new();
    let mut detail_circles: Vec<Circle> = Vec::new();
    match role {
        Role::Pawn => {
            circles.push((0.5, 0.33, 0.105));
            polys.push(rect(0.39, 0.42, 0.61, 0.47));
            polys.push(vec![(0.42, 0.45), (0.58, 0.45), (0.66, 0.81), (0.34, 0.81)]);
        }
        Role::Rook => {
            polys.push(vec![(0.33, 0.38), (0.67, 0.38), (0.70, 0.81), (0.30, 0.81)]);
            polys.push(rect(0.27, 0.24, 0.73, 0.40));
            for x in [0.27, 0.45, 0.63] {
                polys.push(rect(x, 0.13, x + 0.10, 0.25));
            }
            detail_polys.push(rect(0.30, 0.385, 0.70, 0.415));
        }
        Role::Bishop => {
            circles.push((0.5, 0.14, 0.05));
            polys.push(vec![
                (0.5, 0.17),
                (0.65, 0.42),
                (0.60, 0.62),
                (0.40, 0.62),
                (0.35, 0.42),
            ]);
            polys.push(vec![(0.40, 0.60), (0.60, 0.60), (0.66, 0.81), (0.34, 0.81)]);
            detail_polys.push(vec![(0.53, 0.27), (0.57, 0.30), (0.50, 0.42), (0.46, 0.39)]);
            detail_polys.push(rect(0.38, 0.60, 0.62, 0.635));
        }
        Role::Knight => {
            polys.push(vec![
                (0.32, 0.81),
                (0.36, 0.60),
                (0.45, 0.49),
                (0.36, 0.52),
                (0.26, 0.56),
                (0.19, 0.49),
                (0.24, 0.40),
                (0.40, 0.26),
                (0.44, 0.15),
                (0.51, 0.23),
                (0.58, 0.21),
                (0.71, 0.35),
                (0.75, 0.58),
                (0.70, 0.81),
            ]);
            detail_circles.push((0.385, 0.34, 0.03));
        }
        Role::Queen => {
            polys.push(body);
            polys.push(vec![
                (0.24, 0.26),
                (0.36, 0.42),
                (0.38, 0.20),
                (0.46, 0.40),
                (0.5, 0.16),
                (0.54, 0.40),
                (0.62, 0.20),
                (0.64, 0.42),
                (0.76, 0.26),
                (0.66, 0.50),
                (0.34, 0.50),
            ]);
            for (x, y) in [
                (0.24, 0.25),
                (0.38, 0.19),
                (0.5, 0.15),
                (0.62, 0.19),
                (0.76, 0.25),
            ] {
                circles.push((x, y, 0.035));
            }
            detail_polys.push(rect(0.34, 0.485, 0.66, 0.515));
        }
        Role::King => {
            polys.push(body);
            polys.push(vec![(0.27, 0.30), (0.73, 0.30), (0.64, 0.50), (0.36, 0.50)]);
            polys.push(rect(0.46, 0.06, 0.54, 0.31));
            polys.push(rect(0.38, 0.12, 0.62, 0.20));
            detail_polys.push(rect(0.34, 0.485, 0.66, 0.515));
        }
    }
    let shape = |polys: &[Polygon], circles: &[Circle]| {
        let mut d = String::new();
        for p in polys {
            path::polygon(&mut d, p);
        }
        for &(x, y, r) in circles {
            path::circle(&mut d, x, y, r);
        }
        d
    };
    let silhouette = shape(&polys, &circles);
    let (fill, line, detail) = if white {
        let line = Rgba::rgb(25, 25, 25);
        (Rgba::rgb(250, 248, 240), line, line)
    } else {
        (
            Rgba::rgb(52, 52, 58),
            Rgba::rgb(8, 8, 8),
            Rgba::rgb(205, 205, 200),
        )
    };
    // The outline is the outer half of a double-width stroke: the fill covers the inner half
    // and the strokes of overlapping parts inside the silhouette.
    vec![
        Layer::new(silhouette.clone(), None, Some((line, 0.07))),
        Layer::fill(silhouette, fill),
        Layer::fill(shape(&detail_polys, &detail_circles), detail),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_of_every_set_has_shapes_inside_its_square() {
        for set in PieceSet::ALL {
            for color in Color::ALL {
                for role in Role::ALL {
                    let art = set.art(Piece::new(color, role));
                    assert!(!art.is_empty(), "{set:?} {color:?} {role:?}");
                    for layer in art {
                        if layer.d.is_empty() {
                            continue;
                        }
                        assert_eq!(path::flatten(&layer.d, 0.01).map(|_| ()), Ok(()));
                        assert!(!layer.polygons.is_empty(), "{set:?} {color:?} {role:?}");
                        for &(x, y) in layer.polygons.iter().flatten() {
                            assert!((0.0..=1.0).contains(&x) && (0.0..=1.0).contains(&y));
                        }
                    }
                }
            }
        }
    }
}
