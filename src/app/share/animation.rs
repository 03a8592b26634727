//! A line of a game as board pictures, one per position, with the arrows and circles of each
//! move's comment (`[%cal]`, `[%csl]`) and, for a move marked `!`, `?` and so on without
//! drawings of its own, an arrow of the move in the mark's colour; and those pictures as an
//! animated GIF.

use super::{
    gif::{self, GifError, GifFrame},
    look::{Look, Rgba, mark_color},
    picture::{Arrow, BoardPicture, landing_square},
};
use crate::{
    chess::Square,
    formats::pgn::{Command, Game as PgnGame, Nag, Node, NodeId, NodeMove},
};

/// The arrows and circles a comment draws: `[%cal Ge2e4,Rd8d1]`, `[%csl Yd4]`.
pub fn comment_marks(node: &Node) -> (Vec<Arrow>, Vec<(Square, Rgba)>) {
    let (mut arrows, mut circles) = (Vec::new(), Vec::new());
    for command in node.commands.iter() {
        let Command::Other(other) = command else {
            continue;
        };
        for item in other.value.split(',').map(str::trim) {
            let mut chars = item.chars();
            let Some(color) = chars.next().and_then(mark_color) else {
                continue;
            };
            let squares = chars.as_str();
            match other.name.as_str() {
                "cal" if squares.len() == 4 => {
                    if let (Some(from), Some(to)) = (
                        squares.get(..2).and_then(|s| s.parse::<Square>().ok()),
                        squares.get(2..).and_then(|s| s.parse::<Square>().ok()),
                    ) {
                        arrows.push(Arrow { from, to, color });
                    }
                }
                "csl" => {
                    if let Ok(sq) = squares.parse::<Square>() {
                        circles.push((sq, color));
                    }
                }
                _ => {}
            }
        }
    }
    (arrows, circles)
}

/// The colour of a move judged by its first NAG: green for good, yellow for dubious or
/// interesting, orange for a mistake, red for a blunder.
fn judgement_color(nags: &[Nag]) -> Option<Rgba> {
    nags.iter().find_map(|nag| match *nag {
        Nag::GOOD | Nag::BRILLIANT => Some(Rgba::new(40, 150, 60, 190)),
        Nag::SPECULATIVE | Nag::DUBIOUS => Some(Rgba::new(225, 170, 0, 200)),
        Nag::MISTAKE => Some(Rgba::new(235, 120, 30, 200)),
        Nag::BLUNDER => Some(Rgba::new(210, 40, 40, 200)),
        _ => None,
    })
}

/// The pictures of the start position and the position after each move of `line` (node ids
/// after the root, as `Game::line` holds them); stops at a null move or a node not in the tree.
pub fn line_pictures(
    tree: &PgnGame,
    line: &[NodeId],
    look: Look,
    flipped: bool,
) -> Vec<BoardPicture> {
    let mut pos = tree.start_position().clone();
    let mut first = BoardPicture::of_position(&pos, look);
    first.flipped = flipped;
    if let Some(root) = tree.node(NodeId::ROOT) {
        (first.arrows, first.circles) = comment_marks(root);
    }
    let mut pictures = vec![first];
    for &id in line {
        let Some(node) = tree.node(id) else { break };
        let NodeMove::Move(mv) = node.mv else { break };
        pos.play_unchecked(mv);
        let mut picture = BoardPicture::of_position(&pos, look).with_last_move(Some(mv));
        picture.flipped = flipped;
        (picture.arrows, picture.circles) = comment_marks(node);
        if picture.arrows.is_empty()
            && let Some(color) = judgement_color(&node.nags)
        {
            picture.arrows.push(Arrow {
                from: mv.from(),
                to: landing_square(mv),
                color,
            });
        }
        pictures.push(picture);
    }
    pictures
}

/// How an animation is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnimationOptions {
    /// Side of the picture in pixels.
    pub size: u32,
    /// How long each move shows, in hundredths of a second (the last position shows three
    /// times as long before the loop starts again).
    pub delay_cs: u16,
}

impl Default for AnimationOptions {
    fn default() -> Self {
        AnimationOptions {
            size: 480,
            delay_cs: 100,
        }
    }
}

/// `pictures` as a looping GIF, one frame each.
pub fn pictures_gif(
    pictures: &[BoardPicture],
    options: AnimationOptions,
) -> Result<Vec<u8>, GifError> {
    let size = options.size.clamp(64, 2048);
    let last = pictures.len().saturating_sub(1);
    let frames: Vec<GifFrame> = pictures
        .iter()
        .enumerate()
        .map(|(i, picture)| GifFrame {
            rgba: picture.render(size).to_rgba8(),
            delay_cs: if i == last {
                options.delay_cs.saturating_mul(3)
            } else {
                options.delay_cs
            },
        })
        .collect();
    gif::encode(size, size, &frames)
}
