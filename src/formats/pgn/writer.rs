//! The PGN writer, in the standard's export format: roster tags first, movetext wrapped at
//! 79 characters, `$n` NAGs, comments with their commands, variations in parentheses, and a
//! move number before a Black move that follows a comment or a variation (`12... Nf6`).

use std::io;

use super::tree::{Game, NodeId, NodeMove};
use crate::chess::{Color, Position};

/// Longest movetext line written (the export format's limit; 80 with the newline).
pub const MAX_LINE: usize = 79;

/// The game in PGN export format, ending with a blank line.
pub fn write_game(game: &Game) -> String {
    let mut out = String::new();
    for (name, value) in game.tags.iter() {
        out.push('[');
        out.push_str(name);
        out.push_str(" \"");
        for c in value.chars() {
            if matches!(c, '"' | '\\') {
                out.push('\\');
            }
            // A line break would end the tag early; the standard has no escape for it.
            out.push(if c == '\n' || c == '\r' { ' ' } else { c });
        }
        out.push_str("\"]\n");
    }
    out.push('\n');
    let mut movetext = Movetext {
        out,
        column: 0,
        game,
        open_paren: false,
    };
    if let Some(root) = game.node(NodeId::ROOT) {
        movetext.comment(&root.comment, &root.commands);
    }
    movetext.line(NodeId::ROOT, game.start_position().clone(), true);
    movetext.word(game.result().as_str());
    let mut out = movetext.out;
    out.push_str("\n\n");
    out
}

/// Writes the game to `sink` (see [`write_game`]).
pub fn write_game_to<W: io::Write>(game: &Game, sink: &mut W) -> io::Result<()> {
    sink.write_all(write_game(game).as_bytes())
}

struct Movetext<'a> {
    out: String,
    column: usize,
    game: &'a Game,
    /// A `(` waiting to be glued to the next word.
    open_paren: bool,
}

impl Movetext<'_> {
    fn word(&mut self, word: &str) {
        if std::mem::take(&mut self.open_paren) {
            self.word(&format!("({word}"));
            return;
        }
        let len = word.chars().count();
        if self.column > 0 {
            if self.column + 1 + len > MAX_LINE {
                self.out.push('\n');
                self.column = 0;
            } else {
                self.out.push(' ');
                self.column += 1;
            }
        }
        self.out.push_str(word);
        self.column += len;
    }

    fn comment(&mut self, text: &str, commands: &[super::annotation::Command]) {
        if text.is_empty() && commands.is_empty() {
            return;
        }
        let mut full = String::from("{");
        for command in commands {
            if full.len() > 1 {
                full.push(' ');
            }
            full.push_str(&command.to_string());
        }
        if !text.is_empty() {
            if full.len() > 1 {
                full.push(' ');
            }
            full.push_str(text);
        }
        full.push('}');
        for word in full.split(' ') {
            self.word(word);
        }
    }

    /// Writes the move of `id` played from `before`.
    fn node_move(&mut self, id: NodeId, before: &Position, force_number: bool) -> Option<Position> {
        let node = self.game.node(id)?;
        if !node.starting_comment.is_empty() {
            self.comment(&node.starting_comment, &[]);
        }
        let number = before.fullmove_number();
        if before.side_to_move() == Color::White {
            self.word(&format!("{number}."));
        } else if force_number {
            self.word(&format!("{number}..."));
        }
        let mut after = before.clone();
        match node.mv {
            NodeMove::Move(m) => {
                self.word(&before.san(m));
                after.play_unchecked(m);
            }
            NodeMove::Null => {
                self.word("--");
                after.play_null();
            }
            NodeMove::Root => return None,
        }
        for nag in &node.nags {
            self.word(&nag.to_string());
        }
        self.comment(&node.comment, &node.commands);
        Some(after)
    }

    fn has_comment(&self, id: NodeId) -> bool {
        self.game
            .node(id)
            .is_some_and(|n| !n.comment.is_empty() || !n.commands.is_empty())
    }

    /// Writes the continuation of `parent` (whose position is `pos`) with its variations.
    /// Iterative along the line so long games need no deep recursion; variations recurse
    /// (their depth is bounded by the reader).
    fn line(&mut self, mut parent: NodeId, mut pos: Position, mut force_number: bool) {
        while let Some(main) = self.game.main_child(parent) {
            let Some(after) = self.node_move(main, &pos, force_number) else {
                return;
            };
            let variations: Vec<NodeId> = self.game.children(parent).skip(1).collect();
            for &variation in &variations {
                self.open_paren = true;
                if let Some(after_variation) = self.node_move(variation, &pos, true) {
                    let force = self.has_comment(variation);
                    self.line(variation, after_variation, force);
                }
                self.close_paren();
            }
            force_number = !variations.is_empty() || self.has_comment(main);
            pos = after;
            parent = main;
        }
    }

    /// Appends `)` to the last word when it fits on the line.
    fn close_paren(&mut self) {
        self.open_paren = false;
        if self.column > 0 && self.column < MAX_LINE {
            self.out.push(')');
            self.column += 1;
        } else {
            self.word(")");
        }
    }
}
