//! A fast game indexer for game lists: where each game starts, its tags and its mainline
//! length, without checking moves or building trees. A game is then read on demand with
//! [`super::PgnReader::read_game_at`].
//!
//! The indexer is an iterator, so a GUI can fill its list while a big file is still being
//! scanned on a background thread.

use std::io::BufRead;

use super::{
    lexer::{Lexer, TextPosition, Token},
    tags::Tags,
};

/// One game of an indexed file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexEntry {
    /// The game's number in the file, from 1.
    pub number: usize,
    /// Where the game's first token is (seek here to read it).
    pub at: TextPosition,
    /// The byte offset just past the game's last token (its result, when it has one): what
    /// follows, up to the next game, is not part of it.
    pub end: u64,
    /// The tags as written (missing roster tags are not filled in).
    pub tags: Tags,
    /// How many moves (plies) the mainline has, as written.
    pub plies: u32,
}

/// Scans a PGN stream game by game.
pub struct GameIndexer<R> {
    lexer: Lexer<R>,
    games: usize,
    pending_tag: Option<(std::borrow::Cow<'static, str>, String, TextPosition)>,
    finished: bool,
}

impl<R: BufRead> GameIndexer<R> {
    /// An indexer from the start of a stream.
    pub fn new(reader: R) -> GameIndexer<R> {
        GameIndexer {
            lexer: Lexer::new(reader, 0, 1),
            games: 0,
            pending_tag: None,
            finished: false,
        }
    }

    /// An indexer for a stream positioned at byte `offset`, line `line` of a file (its
    /// positions are the file's).
    pub fn starting_at(reader: R, offset: u64, line: u64) -> GameIndexer<R> {
        GameIndexer {
            lexer: Lexer::new(reader, offset, line),
            games: 0,
            pending_tag: None,
            finished: false,
        }
    }

    fn next_entry(&mut self) -> std::io::Result<Option<IndexEntry>> {
        let mut entry: Option<IndexEntry> = None;
        let mut in_movetext = false;
        let mut depth = 0usize;
        if let Some((name, value, at)) = self.pending_tag.take() {
            let mut tags = Tags::new();
            tags.set(&name, &value);
            entry = Some(self.start(at, tags));
        }
        loop {
            let token = self.lexer.next_token()?;
            let at = self.lexer.token_position();
            if matches!(token, Token::Eof) {
                self.finished = true;
                return Ok(entry);
            }
            if let Token::Tag { name, value } = &token
                && in_movetext
            {
                self.pending_tag = Some((name.clone(), value.clone(), at));
                return Ok(entry);
            }
            let current = match entry.as_mut() {
                Some(e) => e,
                None => entry.insert(self.start(at, Tags::new())),
            };
            current.end = self.lexer.consumed_offset();
            match token {
                Token::Tag { name, value } => current.tags.set_owned(name, value),
                Token::Result(_) => return Ok(entry),
                Token::Open => {
                    in_movetext = true;
                    depth += 1;
                }
                Token::Close => {
                    in_movetext = true;
                    depth = depth.saturating_sub(1);
                }
                Token::Move { start, end } => {
                    in_movetext = true;
                    let word = self.lexer.line().get(start..end).unwrap_or(&[]);
                    if depth == 0 && word != b"e.p." && word != b"ep" {
                        current.plies += 1;
                    }
                }
                Token::Nag(_) | Token::Comment(_) => in_movetext = true,
                Token::Error { .. } => {}
                Token::Eof => {}
            }
        }
    }

    fn start(&mut self, at: TextPosition, tags: Tags) -> IndexEntry {
        self.games += 1;
        IndexEntry {
            number: self.games,
            at,
            end: self.lexer.consumed_offset(),
            tags,
            plies: 0,
        }
    }
}

impl<R: BufRead> Iterator for GameIndexer<R> {
    type Item = std::io::Result<IndexEntry>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.finished {
            return None;
        }
        match self.next_entry() {
            Ok(Some(entry)) => Some(Ok(entry)),
            Ok(None) => None,
            Err(e) => {
                self.finished = true;
                Some(Err(e))
            }
        }
    }
}
