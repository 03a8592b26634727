//! A small anti-aliased rasteriser: polygons filled by the non-zero rule (exact horizontal
//! coverage, eight sub-scanlines), strokes as the union of edge bands and joint discs, and
//! alpha compositing, into premultiplied RGBA.

use super::{
    Rgba,
    path::{Point, Polygon},
};

/// Sub-scanlines per pixel row.
const SUBSAMPLES: usize = 8;

/// An RGBA picture, premultiplied, 0–1 per channel.
#[derive(Clone, Debug)]
pub struct Canvas {
    width: usize,
    height: usize,
    pixels: Vec<[f32; 4]>,
}

impl Canvas {
    /// A transparent canvas.
    pub fn new(width: u32, height: u32) -> Canvas {
        let (width, height) = (width as usize, height as usize);
        Canvas {
            width,
            height,
            pixels: vec![[0.0; 4]; width * height],
        }
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width as u32
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height as u32
    }

    /// 8-bit RGBA, not premultiplied, rows top to bottom.
    pub fn to_rgba8(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.pixels.len() * 4);
        for &[r, g, b, a] in &self.pixels {
            let un = |c: f32| {
                if a > 0.0 {
                    ((c / a).clamp(0.0, 1.0) * 255.0).round() as u8
                } else {
                    0
                }
            };
            out.extend_from_slice(&[
                un(r),
                un(g),
                un(b),
                (a.clamp(0.0, 1.0) * 255.0).round() as u8,
            ]);
        }
        out
    }

    /// 8-bit RGBA with premultiplied colour (what GPU textures of egui take).
    pub fn to_premultiplied_rgba8(&self) -> Vec<u8> {
        let q = |c: f32| (c.clamp(0.0, 1.0) * 255.0).round() as u8;
        self.pixels
            .iter()
            .flat_map(|&[r, g, b, a]| [q(r), q(g), q(b), q(a)])
            .collect()
    }

    fn blend(&mut self, x: usize, y: usize, color: Rgba, coverage: f32) {
        let Some(px) = self.pixels.get_mut(y * self.width + x) else {
            return;
        };
        let a = f32::from(color.a) / 255.0 * coverage.clamp(0.0, 1.0);
        let src = [
            f32::from(color.r) / 255.0 * a,
            f32::from(color.g) / 255.0 * a,
            f32::from(color.b) / 255.0 * a,
            a,
        ];
        for (d, s) in px.iter_mut().zip(src) {
            *d = s + *d * (1.0 - a);
        }
    }

    /// Fills the pixel rectangle `[x0, x1) × [y0, y1)` (clipped to the canvas).
    pub fn fill_rect(&mut self, x0: i64, y0: i64, x1: i64, y1: i64, color: Rgba) {
        let (w, h) = (self.width as i64, self.height as i64);
        let (x0, x1) = (x0.clamp(0, w) as usize, x1.clamp(0, w) as usize);
        let (y0, y1) = (y0.clamp(0, h) as usize, y1.clamp(0, h) as usize);
        for y in y0..y1 {
            for x in x0..x1 {
                self.blend(x, y, color, 1.0);
            }
        }
    }

    /// Fills `polygons` together by the non-zero rule, anti-aliased.
    pub fn fill_polygons(&mut self, polygons: &[Polygon], color: Rgba) {
        let edges: Vec<(Point, Point)> = polygons
            .iter()
            .flat_map(|p| (0..p.len()).map(move |i| (p[i], p[(i + 1) % p.len()])))
            .filter(|(a, b)| a.1 != b.1)
            .collect();
        if edges.is_empty() || self.width == 0 {
            return;
        }
        let top = edges
            .iter()
            .map(|(a, b)| a.1.min(b.1))
            .fold(f32::MAX, f32::min);
        let bottom = edges
            .iter()
            .map(|(a, b)| a.1.max(b.1))
            .fold(f32::MIN, f32::max);
        let first_row = top.floor().max(0.0) as usize;
        let last_row = (bottom.ceil().max(0.0) as usize).min(self.height);
        let mut coverage = vec![0f32; self.width + 1];
        let mut crossings: Vec<(f32, i32)> = Vec::new();
        let weight = 1.0 / SUBSAMPLES as f32;
        for row in first_row..last_row {
            coverage.iter_mut().for_each(|c| *c = 0.0);
            let (mut lo, mut hi) = (self.width, 0usize);
            for sub in 0..SUBSAMPLES {
                let y = row as f32 + (sub as f32 + 0.5) * weight;
                crossings.clear();
                for &(a, b) in &edges {
                    let (y0, y1) = (a.1.min(b.1), a.1.max(b.1));
                    if y < y0 || y >= y1 {
                        continue;
                    }
                    let t = (y - a.1) / (b.1 - a.1);
                    let dir = if b.1 > a.1 { 1 } else { -1 };
                    crossings.push((a.0 + t * (b.0 - a.0), dir));
                }
                crossings.sort_by(|p, q| p.0.total_cmp(&q.0));
                let mut winding = 0;
                let mut start = 0.0;
                for &(x, dir) in &crossings {
                    let was_inside = winding != 0;
                    winding += dir;
                    if !was_inside && winding != 0 {
                        start = x;
                    } else if was_inside && winding == 0 {
                        let (a, b) = self.add_span(&mut coverage, start, x, weight);
                        lo = lo.min(a);
                        hi = hi.max(b);
                    }
                }
            }
            let end = hi.min(self.width);
            for (x, &c) in coverage.iter().enumerate().take(end).skip(lo) {
                if c > 0.0 {
                    self.blend(x, row, color, c);
                }
            }
        }
    }

    /// Adds `weight` over `[x0, x1)` with partial end pixels; returns the pixel range touched.
    fn add_span(&self, coverage: &mut [f32], x0: f32, x1: f32, weight: f32) -> (usize, usize) {
        let max = self.width as f32;
        let (x0, x1) = (x0.clamp(0.0, max), x1.clamp(0.0, max));
        if x1 <= x0 {
            return (self.width, 0);
        }
        let (i0, i1) = (x0.floor() as usize, x1.floor() as usize);
        if i0 == i1 {
            coverage[i0] += (x1 - x0) * weight;
        } else {
            coverage[i0] += (i0 as f32 + 1.0 - x0) * weight;
            for c in &mut coverage[i0 + 1..i1] {
                *c += weight;
            }
            coverage[i1] += (x1 - i1 as f32) * weight;
        }
        (i0, i1 + 1)
    }

    /// Strokes the outlines of `polygons` with round joins, `width` wide.
    pub fn stroke_polygons(&mut self, polygons: &[Polygon], width: f32, color: Rgba) {
        let half = width / 2.0;
        let mut parts: Vec<Polygon> = Vec::new();
        for poly in polygons {
            for i in 0..poly.len() {
                let (a, b) = (poly[i], poly[(i + 1) % poly.len()]);
                let (dx, dy) = (b.0 - a.0, b.1 - a.1);
                let len = dx.hypot(dy);
                if len > 0.0 {
                    let (nx, ny) = (-dy / len * half, dx / len * half);
                    let mut band = vec![
                        (a.0 + nx, a.1 + ny),
                        (b.0 + nx, b.1 + ny),
                        (b.0 - nx, b.1 - ny),
                        (a.0 - nx, a.1 - ny),
                    ];
                    orient_clockwise(&mut band);
                    parts.push(band);
                }
                parts.push(disc(a, half));
            }
        }
        self.fill_polygons(&parts, color);
    }

    /// Draws `sprite` with its top-left corner at `(x, y)`, `opacity` 0–1.
    pub fn draw_canvas(&mut self, sprite: &Canvas, x: i64, y: i64, opacity: f32) {
        for sy in 0..sprite.height {
            let ty = y + sy as i64;
            if ty < 0 || ty >= self.height as i64 {
                continue;
            }
            for sx in 0..sprite.width {
                let tx = x + sx as i64;
                if tx < 0 || tx >= self.width as i64 {
                    continue;
                }
                let src = sprite.pixels[sy * sprite.width + sx].map(|c| c * opacity);
                let dst = &mut self.pixels[ty as usize * self.width + tx as usize];
                let a = src[3];
                for (d, s) in dst.iter_mut().zip(src) {
                    *d = s + *d * (1.0 - a);
                }
            }
        }
    }
}

fn orient_clockwise(points: &mut Polygon) {
    if super::path::signed_area(points) < 0.0 {
        points.reverse();
    }
}

/// A clockwise 16-gon around `center`.
fn disc(center: Point, radius: f32) -> Polygon {
    (0..16)
        .map(|i| {
            let t = i as f32 / 16.0 * std::f32::consts::TAU;
            (center.0 + radius * t.cos(), center.1 + radius * t.sin())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alpha_at(canvas: &Canvas, x: usize, y: usize) -> f32 {
        canvas.pixels[y * canvas.width + x][3]
    }

    #[test]
    fn fills_by_nonzero_rule_with_holes_and_edges() {
        let mut canvas = Canvas::new(10, 10);
        // An outer square clockwise and an inner one counter-clockwise: a hole.
        let outer = vec![(1.0, 1.0), (9.0, 1.0), (9.0, 9.0), (1.0, 9.0)];
        let inner = vec![(3.0, 3.0), (3.0, 7.0), (7.0, 7.0), (7.0, 3.0)];
        canvas.fill_polygons(&[outer, inner], Rgba::rgb(255, 0, 0));
        assert!((alpha_at(&canvas, 2, 2) - 1.0).abs() < 1e-4);
        assert_eq!(alpha_at(&canvas, 5, 5), 0.0);
        assert_eq!(alpha_at(&canvas, 0, 0), 0.0);
        // Half a pixel covered at a fractional edge.
        let mut canvas = Canvas::new(4, 4);
        canvas.fill_polygons(
            &[vec![(0.0, 0.0), (1.5, 0.0), (1.5, 4.0), (0.0, 4.0)]],
            Rgba::rgb(0, 0, 0),
        );
        assert!((alpha_at(&canvas, 1, 1) - 0.5).abs() < 1e-4);
        let rgba = canvas.to_rgba8();
        assert_eq!(rgba.len(), 64);
        assert_eq!(rgba[3], 255);
    }
}
