//! A printable page of an annotated game: one self-contained HTML file (no scripts, no
//! external files) with the players and event, the moves with their variations, comments and
//! NAGs, and SVG diagrams at chosen moves, laid out for paper by print CSS.

use std::fmt::Write as _;

use super::{animation::comment_marks, look::Look, picture::BoardPicture};
use crate::{
    chess::{Color, Position},
    formats::pgn::{Game as PgnGame, Nag, NodeId, NodeMove},
    t,
};

/// Where the diagrams go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Diagrams {
    /// At moves marked for a diagram: NAG `$220`/`$221` or `[#]` in the comment (how
    /// ChessBase and most books' PGN mark them).
    Marked,
    /// After Black's move every this many moves (and at the end).
    Every(u32),
    /// After these plies of the mainline (1 is White's first move).
    AtPlies(Vec<usize>),
}

/// How the page is made.
#[derive(Clone, Debug, PartialEq)]
pub struct PrintOptions {
    /// Diagram placement.
    pub diagrams: Diagrams,
    /// Colours, pieces and coordinates of the diagrams.
    pub look: Look,
    /// Black at the bottom of the diagrams.
    pub flipped: bool,
    /// Side of a diagram in CSS pixels.
    pub diagram_size: u32,
}

/// A move list such as `12, 20...` that could not be read.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("cannot read “{token}” as a move: write 12 for White's 12th move, 12... for Black's")]
pub struct MoveListError {
    /// The part that failed.
    pub token: String,
}

/// Reads `12, 20..., 31b` into plies: a bare number is White's move, `...` or `b` after it
/// Black's.
pub fn parse_move_list(text: &str) -> Result<Vec<usize>, MoveListError> {
    let mut plies = Vec::new();
    for token in text
        .split([',', ' ', ';'])
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        let (number, black) = if let Some(n) = token.strip_suffix("...") {
            (n, true)
        } else if let Some(n) = token.strip_suffix(['b', 'B']) {
            (n, true)
        } else {
            (token.strip_suffix(['w', 'W', '.']).unwrap_or(token), false)
        };
        let error = || MoveListError {
            token: token.to_owned(),
        };
        let number: usize = number.parse().map_err(|_| error())?;
        if number == 0 {
            return Err(error());
        }
        plies.push(2 * number - 1 + usize::from(black));
    }
    Ok(plies)
}

/// The page as HTML.
pub fn printable_html(tree: &PgnGame, options: &PrintOptions) -> String {
    let tags = &tree.tags;
    let tag = |name: &str| tags.get(name).filter(|v| !v.is_empty() && *v != "?");
    // The page is for people: its words are in the interface's language.
    let (white_word, black_word) = (t!("common-white"), t!("common-black"));
    let white = tag("White").unwrap_or(&white_word);
    let black = tag("Black").unwrap_or(&black_word);
    let title = format!("{white} – {black}");
    let mut out = String::with_capacity(64 * 1024);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>\n{CSS}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
        crate::app::i18n::language().code(),
        escape(&title),
        escape(&title)
    );
    let facts: Vec<String> = [
        ("Event", t!("share-page-event")),
        ("Site", t!("share-page-site")),
        ("Date", t!("share-page-date")),
        ("Round", t!("share-page-round")),
        ("ECO", t!("share-page-eco")),
        ("Result", t!("share-page-result")),
    ]
    .iter()
    .filter_map(|(name, word)| tag(name).map(|v| format!("{}: {}", escape(word), escape(v))))
    .collect();
    if !facts.is_empty() {
        let _ = writeln!(out, "<p class=\"facts\">{}</p>", facts.join(" · "));
    }
    out.push_str("<div class=\"moves\">\n<p>");
    if let Some(root) = tree.node(NodeId::ROOT)
        && !root.comment.is_empty()
    {
        let _ = write!(
            out,
            "<span class=\"comment\">{}</span> ",
            escape(&clean(&root.comment))
        );
    }
    let start = tree.start_position().clone();
    let mainline = tree.mainline();
    let diagram_plies = chosen_plies(tree, &mainline, &options.diagrams);
    let mut pos = start.clone();
    let mut need_number = true;
    for (index, &id) in mainline.iter().enumerate() {
        let ply = index + 1;
        let Some(node) = tree.node(id) else { break };
        let NodeMove::Move(mv) = node.mv else { break };
        let before = pos.clone();
        write_move(
            &mut out,
            &before,
            &node.nags,
            &before.san(mv),
            need_number,
            true,
        );
        pos.play_unchecked(mv);
        need_number = false;
        if write_comment(&mut out, &node.comment) {
            need_number = true;
        }
        // Variations: the siblings of this move, from the position before it.
        if let Some(parent) = tree.parent(id) {
            for alt in tree.children(parent).skip(1) {
                out.push_str("<span class=\"variation\">(");
                write_variation(&mut out, tree, alt, &before);
                out.push_str(")</span> ");
                need_number = true;
            }
        }
        if diagram_plies.contains(&ply) {
            out.push_str("</p>\n");
            write_diagram(&mut out, tree, id, &pos, mv, ply, options);
            out.push_str("<p>");
            need_number = true;
        }
    }
    if let Some(result) = tag("Result") {
        let _ = write!(out, "<b>{}</b>", escape(result));
    }
    out.push_str("</p>\n</div>\n</body>\n</html>\n");
    out
}

/// The plies of the mainline that get a diagram.
fn chosen_plies(tree: &PgnGame, mainline: &[NodeId], diagrams: &Diagrams) -> Vec<usize> {
    let len = mainline.len();
    match diagrams {
        Diagrams::Marked => mainline
            .iter()
            .enumerate()
            .filter(|(_, id)| {
                tree.node(**id).is_some_and(|n| {
                    n.nags.iter().any(|nag| matches!(nag.0, 220 | 221)) || n.comment.contains("[#]")
                })
            })
            .map(|(i, _)| i + 1)
            .collect(),
        Diagrams::Every(n) => {
            let step = 2 * (*n).max(1) as usize;
            let mut plies: Vec<usize> = (1..=len).filter(|p| p % step == 0).collect();
            if len > 0 && plies.last() != Some(&len) {
                plies.push(len);
            }
            plies
        }
        Diagrams::AtPlies(plies) => plies
            .iter()
            .copied()
            .filter(|p| (1..=len).contains(p))
            .collect(),
    }
}

fn write_move(
    out: &mut String,
    before: &Position,
    nags: &[Nag],
    san: &str,
    need_number: bool,
    main: bool,
) {
    let number = before.fullmove_number();
    match (before.side_to_move(), need_number) {
        (Color::White, _) => {
            let _ = write!(out, "{number}.&#8239;");
        }
        (Color::Black, true) => {
            let _ = write!(out, "{number}…&#8239;");
        }
        (Color::Black, false) => {}
    }
    let class = if main { "move" } else { "alt" };
    let _ = write!(
        out,
        "<span class=\"{class}\">{}{}</span> ",
        escape(san),
        nag_text(nags)
    );
}

fn write_variation(out: &mut String, tree: &PgnGame, first: NodeId, before: &Position) {
    let mut pos = before.clone();
    let mut at = Some(first);
    let mut need_number = true;
    let mut first_move = true;
    while let Some(id) = at {
        let Some(node) = tree.node(id) else { break };
        let NodeMove::Move(mv) = node.mv else { break };
        if first_move && !node.starting_comment.is_empty() {
            let _ = write!(
                out,
                "<span class=\"comment\">{}</span> ",
                escape(&clean(&node.starting_comment))
            );
        }
        first_move = false;
        let here = pos.clone();
        write_move(out, &here, &node.nags, &here.san(mv), need_number, false);
        pos.play_unchecked(mv);
        need_number = false;
        if write_comment(out, &node.comment) {
            need_number = true;
        }
        if let Some(parent) = tree.parent(id) {
            for alt in tree.children(parent).skip(1).filter(|_| id != first) {
                out.push('(');
                write_variation(out, tree, alt, &here);
                out.push_str(") ");
                need_number = true;
            }
        }
        at = tree.main_child(id);
    }
    if out.ends_with(' ') {
        out.pop();
    }
}

fn write_diagram(
    out: &mut String,
    tree: &PgnGame,
    id: NodeId,
    pos: &Position,
    mv: crate::chess::Move,
    ply: usize,
    options: &PrintOptions,
) {
    let mut picture = BoardPicture::of_position(pos, options.look).with_last_move(Some(mv));
    picture.flipped = options.flipped;
    if let Some(node) = tree.node(id) {
        (picture.arrows, picture.circles) = comment_marks(node);
    }
    let number = ply.div_ceil(2);
    let dots = if ply % 2 == 1 { "." } else { "…" };
    let san = tree.san(id).unwrap_or_default();
    let _ = write!(
        out,
        "<figure class=\"diagram\">\n{}<figcaption>{}&#8239;{}</figcaption>\n</figure>\n",
        picture.to_svg(options.diagram_size.clamp(120, 1200)),
        escape(&t!("share-page-after", number = format!("{number}{dots}"))),
        escape(&san)
    );
}

/// The comment without diagram marks.
/// Writes a move's comment (without its `[%…]` commands) as a comment span; false when
/// nothing is left to write.
fn write_comment(out: &mut String, comment: &str) -> bool {
    let comment = clean(comment);
    if comment.is_empty() {
        return false;
    }
    let _ = write!(out, "<span class=\"comment\">{}</span> ", escape(&comment));
    true
}

fn clean(comment: &str) -> String {
    comment.replace("[#]", "").trim().to_owned()
}

/// NAG glyphs for the common NAGs; diagram marks and unknown ones print nothing.
fn nag_text(nags: &[Nag]) -> String {
    nags.iter()
        .filter_map(|nag| {
            nag.suffix().or(match nag.0 {
                7 => Some(" □"),
                10 => Some(" ="),
                13 => Some(" ∞"),
                14 => Some(" ⩲"),
                15 => Some(" ⩱"),
                16 => Some(" ±"),
                17 => Some(" ∓"),
                18 => Some(" +−"),
                19 => Some(" −+"),
                _ => None,
            })
        })
        .collect()
}

/// Text made safe inside HTML elements and attributes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

const CSS: &str = "body { font-family: 'DejaVu Serif', Georgia, serif; max-width: 44em; margin: 2em auto; line-height: 1.5; color: #111; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
.facts { color: #444; margin-top: 0; }
.move { font-weight: bold; }
.alt { font-weight: normal; }
.variation { color: #333; }
.comment { font-style: italic; color: #224; }
figure.diagram { text-align: center; margin: 1em auto; break-inside: avoid; page-break-inside: avoid; }
figure.diagram svg { max-width: 100%; height: auto; border: 1px solid #999; }
figcaption { font-size: 0.9em; color: #333; }
@media print { body { margin: 0; max-width: none; } }
";

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn move_lists_read_white_and_black_moves() {
        assert_eq!(
            parse_move_list("1, 12..., 3b 4w").unwrap(),
            vec![1, 24, 6, 7]
        );
        assert_eq!(parse_move_list("  ").unwrap(), Vec::<usize>::new());
        assert_eq!(parse_move_list("5, x7").unwrap_err().token, "x7".to_owned());
        assert!(parse_move_list("0").is_err());
    }
}
