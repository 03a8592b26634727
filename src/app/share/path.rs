//! SVG path data (`M L H V Q C Z`, absolute and relative) flattened to polygons, and the
//! shapes the pictures are built from (circles, convex polygons) written as path data.

use std::fmt::Write as _;

/// A point in the path's own units.
pub type Point = (f32, f32);

/// A closed polygon (the last point joins the first).
pub type Polygon = Vec<Point>;

/// Path data that could not be read.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("bad SVG path data at byte {at}: {why}")]
pub struct PathError {
    /// Byte offset of the problem.
    pub at: usize,
    /// What is wrong.
    pub why: &'static str,
}

/// Flattens `d` to polygons; curves become short line segments (`tolerance` is the longest
/// segment, in the path's units).
pub fn flatten(d: &str, tolerance: f32) -> Result<Vec<Polygon>, PathError> {
    let mut tokens = Tokens { text: d, at: 0 };
    let mut polygons: Vec<Polygon> = Vec::new();
    let mut current: Polygon = Vec::new();
    let mut pen: Point = (0.0, 0.0);
    let mut command = None;
    let tolerance = tolerance.max(1e-4);
    let close = |current: &mut Polygon, polygons: &mut Vec<Polygon>| {
        if current.len() >= 3 {
            polygons.push(std::mem::take(current));
        } else {
            current.clear();
        }
    };
    while let Some(token) = tokens.next_command_or_number()? {
        let cmd = match token {
            Token::Command(c) => {
                command = Some(c);
                c
            }
            // A number repeats the last command (a repeated M is an L).
            Token::Number => match command {
                Some('M') => 'L',
                Some('m') => 'l',
                Some(c) if c != 'Z' && c != 'z' => c,
                _ => {
                    return Err(PathError {
                        at: tokens.at,
                        why: "number without a command",
                    });
                }
            },
        };
        let relative = cmd.is_ascii_lowercase();
        let base = if relative { pen } else { (0.0, 0.0) };
        let point = |tokens: &mut Tokens<'_>| -> Result<Point, PathError> {
            let x = tokens.number()?;
            let y = tokens.number()?;
            Ok((base.0 + x, base.1 + y))
        };
        match cmd.to_ascii_uppercase() {
            'M' => {
                close(&mut current, &mut polygons);
                pen = point(&mut tokens)?;
                current.push(pen);
            }
            'L' => {
                pen = point(&mut tokens)?;
                current.push(pen);
            }
            'H' => {
                let x = tokens.number()?;
                pen.0 = if relative { pen.0 + x } else { x };
                current.push(pen);
            }
            'V' => {
                let y = tokens.number()?;
                pen.1 = if relative { pen.1 + y } else { y };
                current.push(pen);
            }
            'Q' => {
                let c = point(&mut tokens)?;
                let end = point(&mut tokens)?;
                let steps = segments(&[pen, c, end], tolerance);
                for i in 1..=steps {
                    let t = i as f32 / steps as f32;
                    let u = 1.0 - t;
                    current.push((
                        u * u * pen.0 + 2.0 * u * t * c.0 + t * t * end.0,
                        u * u * pen.1 + 2.0 * u * t * c.1 + t * t * end.1,
                    ));
                }
                pen = end;
            }
            'C' => {
                let c1 = point(&mut tokens)?;
                let c2 = point(&mut tokens)?;
                let end = point(&mut tokens)?;
                let steps = segments(&[pen, c1, c2, end], tolerance);
                for i in 1..=steps {
                    let t = i as f32 / steps as f32;
                    let u = 1.0 - t;
                    let (a, b, c, e) = (u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t);
                    current.push((
                        a * pen.0 + b * c1.0 + c * c2.0 + e * end.0,
                        a * pen.1 + b * c1.1 + c * c2.1 + e * end.1,
                    ));
                }
                pen = end;
            }
            'Z' => {
                if let Some(&first) = current.first() {
                    pen = first;
                }
                close(&mut current, &mut polygons);
            }
            _ => {
                return Err(PathError {
                    at: tokens.at,
                    why: "unsupported command",
                });
            }
        }
    }
    close(&mut current, &mut polygons);
    Ok(polygons)
}

/// Enough straight segments that none is longer than `tolerance` (by the control polygon).
fn segments(points: &[Point], tolerance: f32) -> usize {
    let length: f32 = points
        .windows(2)
        .map(|w| (w[1].0 - w[0].0).hypot(w[1].1 - w[0].1))
        .sum();
    ((length / tolerance).ceil() as usize).clamp(1, 64)
}

enum Token {
    Command(char),
    Number,
}

struct Tokens<'a> {
    text: &'a str,
    at: usize,
}

impl Tokens<'_> {
    fn skip_separators(&mut self) {
        let rest = &self.text.as_bytes()[self.at..];
        let n = rest
            .iter()
            .take_while(|b| b.is_ascii_whitespace() || **b == b',')
            .count();
        self.at += n;
    }

    /// The next command letter (consumed), or a number ahead (not consumed), or the end.
    fn next_command_or_number(&mut self) -> Result<Option<Token>, PathError> {
        self.skip_separators();
        let Some(&b) = self.text.as_bytes().get(self.at) else {
            return Ok(None);
        };
        if b.is_ascii_alphabetic() {
            self.at += 1;
            return Ok(Some(Token::Command(char::from(b))));
        }
        if b.is_ascii_digit() || b == b'-' || b == b'+' || b == b'.' {
            return Ok(Some(Token::Number));
        }
        Err(PathError {
            at: self.at,
            why: "unexpected character",
        })
    }

    fn number(&mut self) -> Result<f32, PathError> {
        self.skip_separators();
        let bytes = self.text.as_bytes();
        let start = self.at;
        let mut end = start;
        if matches!(bytes.get(end), Some(b'-' | b'+')) {
            end += 1;
        }
        let mut seen_dot = false;
        while let Some(&b) = bytes.get(end) {
            if b.is_ascii_digit() {
                end += 1;
            } else if b == b'.' && !seen_dot {
                seen_dot = true;
                end += 1;
            } else {
                break;
            }
        }
        let value = self
            .text
            .get(start..end)
            .and_then(|s| s.parse::<f32>().ok())
            .ok_or(PathError {
                at: start,
                why: "expected a number",
            })?;
        self.at = end;
        Ok(value)
    }
}

/// Appends a circle as four cubic curves, clockwise on screen (y down), like [`polygon`].
pub fn circle(d: &mut String, cx: f32, cy: f32, r: f32) {
    // The usual cubic approximation of a quarter circle.
    let k = 0.552_284_8 * r;
    let _ = write!(
        d,
        "M{} {}C{} {} {} {} {} {}C{} {} {} {} {} {}C{} {} {} {} {} {}C{} {} {} {} {} {}Z",
        n(cx),
        n(cy - r),
        n(cx + k),
        n(cy - r),
        n(cx + r),
        n(cy - k),
        n(cx + r),
        n(cy),
        n(cx + r),
        n(cy + k),
        n(cx + k),
        n(cy + r),
        n(cx),
        n(cy + r),
        n(cx - k),
        n(cy + r),
        n(cx - r),
        n(cy + k),
        n(cx - r),
        n(cy),
        n(cx - r),
        n(cy - k),
        n(cx - k),
        n(cy - r),
        n(cx),
        n(cy - r),
    );
}

/// Appends a polygon, made clockwise on screen (y down) so that shapes of one path unite
/// under the non-zero rule.
pub fn polygon(d: &mut String, points: &[Point]) {
    let mut points = points.to_vec();
    if signed_area(&points) < 0.0 {
        points.reverse();
    }
    for (i, (x, y)) in points.iter().enumerate() {
        let _ = write!(d, "{}{} {}", if i == 0 { 'M' } else { 'L' }, n(*x), n(*y));
    }
    d.push('Z');
}

/// Twice the signed area; positive when clockwise on screen (y down).
pub fn signed_area(points: &[Point]) -> f32 {
    let mut area = 0.0;
    for (i, a) in points.iter().enumerate() {
        let b = points[(i + 1) % points.len()];
        area += a.0 * b.1 - b.0 * a.1;
    }
    area
}

/// A number for path data: four decimals at most, no trailing zeros.
pub fn n(v: f32) -> String {
    let text = format!("{v:.4}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" || text.is_empty() {
        "0".to_owned()
    } else {
        text.to_owned()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn reads_commands_and_rejects_garbage() {
        let polys = flatten("M0 0L1 0 1 1Z m2 2 h1 v1 h-1z", 0.1).unwrap();
        assert_eq!(polys.len(), 2);
        assert_eq!(polys[0], vec![(0.0, 0.0), (1.0, 0.0), (1.0, 1.0)]);
        assert_eq!(polys[1][2], (3.0, 3.0));
        let curve = flatten("M0 0Q1 0 1 1C1 2 0 2 0 1Z", 0.05).unwrap();
        assert!(curve[0].len() > 10);
        assert!(flatten("M0 0 L1", 0.1).is_err());
        assert!(flatten("M0 0 A1 1 0 0 1 2 2", 0.1).is_err());
        assert!(flatten("5 5", 0.1).is_err());
        let mut d = String::new();
        circle(&mut d, 0.5, 0.5, 0.25);
        polygon(&mut d, &[(0.0, 0.0), (0.0, 1.0), (1.0, 1.0)]);
        let polys = flatten(&d, 0.01).unwrap();
        assert!(polys.iter().all(|p| signed_area(p) > 0.0));
    }
}
