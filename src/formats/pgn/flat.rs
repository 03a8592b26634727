//! Reading a game without building its tree, for games that are one line of moves with their
//! NAGs and comments (nearly every game of a big collection): each move, glyph and comment
//! goes to a [`FlatSink`] as it is read, which writes what it needs (a database's record)
//! straight away. A game with anything else (a variation, a null move, a comment before the
//! first move, two texts on one move, an error) is left to the tree reader, which the caller
//! runs on the game's text: [`FlatGame::Other`] says where it is.
//!
//! What a sink is told is what the tree reader would put in the tree, in the same order, so
//! that the two give the same record (a test in `db::import` compares them game by game).

use std::io::BufRead;

use super::{
    annotation::{Command, Nag, lone_clock, split_commands},
    lexer::{CommentText, TextPosition, Token},
    reader::{PgnError, PgnReader, settle_result, start_position_of},
    resolve::resolve_move,
    tags::{GameResult, Tags},
    tree::NodeMove,
};
use crate::chess::{Move, Position};

/// Told of a flat game's contents as [`PgnReader::read_flat_game`] reads it.
pub trait FlatSink {
    /// A game begins at `start`.
    fn begin(&mut self, start: &Position);
    /// The next move, played from `before`. The reader keeps the positions' Zobrist keys for
    /// as long as this returns `Some(true)`; `None` means the sink cannot store the move, and
    /// the game is left to the tree reader.
    fn on_move(&mut self, before: &Position, mv: Move) -> Option<bool>;
    /// A glyph of the last move.
    fn on_nag(&mut self, nag: Nag);
    /// A command (`[%clk …]`, `[%eval …]`…) of the last move, in the order of the text.
    fn on_command(&mut self, command: Command);
    /// The comment text of the last move (once a move at most).
    fn on_comment(&mut self, text: &str);
    /// The game ended at `end` (its keys valid if every `on_move` returned `Some(true)`).
    fn finish(&mut self, end: &Position);
}

/// How [`PgnReader::read_flat_game`] read a game.
#[derive(Debug)]
pub enum FlatGame {
    /// The sink has the game; here are its tags (the roster filled in) and result.
    Read {
        /// The tags, as the tree reader gives them.
        tags: Tags,
        /// The result, as the tree reader gives it.
        result: GameResult,
    },
    /// The game needs the tree reader: its text runs from `start` to the byte offset `end`
    /// (see [`PgnReader::resuming_at`]).
    Other {
        /// Where the game's first token is.
        start: TextPosition,
        /// The byte offset just past the game.
        end: u64,
    },
}

/// A flat game being read.
struct Flat {
    in_movetext: bool,
    tags: Tags,
    /// The position before `pending`, from the first movetext token on.
    pos: Option<Position>,
    /// The last move, not played on `pos` yet.
    pending: Option<Move>,
    /// Whether `pos` keeps its keys.
    keyed: bool,
    /// A move has been read (glyphs and comments have a move to go to).
    moved: bool,
    /// The last move has comment text.
    has_text: bool,
}

impl Flat {
    /// Takes one token of the game; `false` when the game needs the tree reader.
    fn token(&mut self, token: Token, line: &[u8], sink: &mut dyn FlatSink) -> bool {
        match token {
            Token::Tag { name, value } => {
                self.tags.set_owned(name, value);
                true
            }
            Token::Error { .. } | Token::Open | Token::Result(_) | Token::Eof => false,
            token => {
                self.in_movetext = true;
                self.start(sink) && self.movetext(token, line, sink)
            }
        }
    }

    /// Leaves the tag section (once): the start position from the tags.
    fn start(&mut self, sink: &mut dyn FlatSink) -> bool {
        if self.pos.is_some() {
            return true;
        }
        let Ok(start) = start_position_of(&self.tags) else {
            return false;
        };
        self.tags.fill_roster();
        sink.begin(&start);
        self.pos = Some(start);
        true
    }

    /// Takes a move word of the movetext.
    fn word(&mut self, word: &[u8], sink: &mut dyn FlatSink) -> bool {
        let Some(pos) = self.pos.as_mut() else {
            return false;
        };
        if word == b"e.p." || word == b"ep" {
            return true;
        }
        catch_up(pos, &mut self.pending, self.keyed);
        let Ok(NodeMove::Move(m)) = resolve_move(pos, word) else {
            return false;
        };
        let Some(keep_keys) = sink.on_move(pos, m) else {
            return false;
        };
        self.keyed &= keep_keys;
        self.pending = Some(m);
        self.moved = true;
        self.has_text = false;
        true
    }

    fn movetext(&mut self, token: Token, line: &[u8], sink: &mut dyn FlatSink) -> bool {
        if self.pos.is_none() {
            return false;
        }
        match token {
            Token::Move { start, end } => self.word(line.get(start..end).unwrap_or(&[]), sink),
            Token::Nag(nag) => {
                if self.moved {
                    sink.on_nag(nag);
                }
                true
            }
            Token::Comment(comment) => {
                // The start position's comment is written before the moves: the tree's case.
                if !self.moved {
                    return false;
                }
                if let CommentText::InLine { start, end } = comment
                    && let Some(clock) = lone_clock(line.get(start..end).unwrap_or(&[]))
                {
                    sink.on_command(Command::Clock(clock));
                    return true;
                }
                let raw = comment.into_text(line);
                let (commands, text) = split_commands(&raw);
                // Two texts on one move are joined by the tree reader's own rules.
                if self.has_text && !text.is_empty() {
                    return false;
                }
                for command in commands.iter() {
                    sink.on_command(command.clone());
                }
                if !text.is_empty() {
                    sink.on_comment(&text);
                    self.has_text = true;
                }
                true
            }
            // A `)` without its `(` is ignored, as the tree reader ignores it.
            Token::Close => true,
            Token::Open
            | Token::Tag { .. }
            | Token::Result(_)
            | Token::Error { .. }
            | Token::Eof => false,
        }
    }
}

/// Plays the pending move on `pos`, keeping the keys if `keyed`.
fn catch_up(pos: &mut Position, pending: &mut Option<Move>, keyed: bool) {
    match pending.take() {
        Some(m) if keyed => pos.play_unchecked(m),
        Some(m) => pos.play_without_keys(m),
        None => {}
    }
}

impl<R: BufRead> PgnReader<R> {
    /// Reads the next game into `sink` if it is flat (see the module's documentation), else
    /// says where its text is; `None` at the end of input, an error only when the input
    /// cannot be read. Game numbers count as [`PgnReader::read_game`]'s do.
    pub fn read_flat_game(
        &mut self,
        sink: &mut dyn FlatSink,
    ) -> Option<Result<FlatGame, PgnError>> {
        if self.finished {
            return None;
        }
        let mut flat = Flat {
            in_movetext: false,
            tags: Tags::default(),
            pos: None,
            pending: None,
            keyed: true,
            moved: false,
            has_text: false,
        };
        let mut first: Option<TextPosition> = None;
        let mut other = false;
        let mut marker = None;
        let end = loop {
            // Plain moves, once the game's movetext has begun, skip the token machinery.
            if flat.pos.is_some()
                && self.pushed_back.is_none()
                && let Some((start, end)) = self.lexer.next_plain_move()
            {
                if !other {
                    other = !flat.word(self.lexer.line().get(start..end).unwrap_or(&[]), sink);
                }
                continue;
            }
            let (token, at) = match self.token() {
                Ok(t) => t,
                Err(e) => return Some(Err(*e)),
            };
            match token {
                Token::Eof => {
                    self.finished = true;
                    // No token before the end: no game.
                    first?;
                    break self.lexer.consumed_offset();
                }
                Token::Tag { .. } if flat.in_movetext => {
                    self.pushed_back = Some((token, at));
                    break at.offset;
                }
                Token::Result(result) => {
                    self.begin_game(&mut first, at);
                    marker = Some(result);
                    break self.lexer.consumed_offset();
                }
                token => {
                    self.begin_game(&mut first, at);
                    if other {
                        // Skipping to the game's end, as the tree reader skips a broken game.
                        flat.in_movetext |= token.is_movetext();
                        continue;
                    }
                    other = !flat.token(token, self.lexer.line(), sink);
                }
            }
        };
        let start = first.unwrap_or_default();
        if other || !flat.start(sink) {
            return Some(Ok(FlatGame::Other { start, end }));
        }
        let mut tags = flat.tags;
        if let Some(pos) = flat.pos.as_mut() {
            catch_up(pos, &mut flat.pending, flat.keyed);
            sink.finish(pos);
        }
        let result = settle_result(&mut tags, marker);
        Some(Ok(FlatGame::Read { tags, result }))
    }

    /// Counts a game at its first token.
    fn begin_game(&mut self, first: &mut Option<TextPosition>, at: TextPosition) {
        if first.is_none() {
            *first = Some(at);
            self.games_started += 1;
        }
    }

    /// Games begun so far (with the games before the stream's start).
    pub fn games_begun(&self) -> usize {
        self.games_started
    }
}
