//! A game's move tree as bytes: each move is one byte naming it in its position by the
//! database's move code (`db::move_code`: below 0xF0), and marker bytes from 0xF0 up carry
//! everything else in the order the tree has it.
//!
//! | byte | meaning | payload |
//! |---|---|---|
//! | 0–239 | a move, by the database's [`MoveCode`] | — |
//! | `NULL_MOVE` | a null move (`--`) | — |
//! | `VARIATION_START` | the next move replaces the last one (a `(`) | — |
//! | `VARIATION_END` | back to the line the variation left (a `)`) | — |
//! | `NAG` | a glyph of the last move | one byte |
//! | `COMMENT` | the comment after the last move (the root's: before the first move) | varint length, UTF-8 |
//! | `STARTING_COMMENT` | the comment before the next move (first move of a variation) | varint length, UTF-8 |
//! | `CLOCK` | a `[%clk]` of the last move | varint milliseconds |
//! | `EVAL_CP`, `EVAL_MATE` | an `[%eval]` | zigzag varint score, varint depth + 1 (0: none) |
//! | `OTHER_COMMAND` | any other `[%name value]` | two length-prefixed strings |
//!
//! The legal-index code depends on the generator's order, so that order is part of the file
//! format of databases that use it: a change to it needs a schema migration
//! (`schema::migrate`) that re-encodes their games.

use super::{
    error::RecordError,
    move_code::MoveCode,
    prepare::{home_pawns, men, position_key, push_first},
};
use crate::{
    chess::{Move, Position},
    formats::pgn::{Clock, Command, Eval, EvalScore, Game, Nag, NodeId, NodeMove},
};

const NULL_MOVE: u8 = 0xF0;
const VARIATION_START: u8 = 0xF1;
const VARIATION_END: u8 = 0xF2;
const NAG: u8 = 0xF3;
const COMMENT: u8 = 0xF4;
const STARTING_COMMENT: u8 = 0xF5;
const CLOCK: u8 = 0xF6;
const EVAL_CP: u8 = 0xF7;
const EVAL_MATE: u8 = 0xF8;
const OTHER_COMMAND: u8 = 0xF9;

/// A game's tree as bytes, with its mainline's move indices (for the position index and the
/// duplicate hash) and what the position index needs of the mainline, gathered in the same
/// pass over the moves.
pub struct EncodedMoves {
    /// The whole tree.
    pub bytes: Vec<u8>,
    /// The mainline up to its first null move: each move's byte.
    pub mainline: Vec<u8>,
    /// The keys of the mainline positions at plies `0..=index_plies` (up to the first null
    /// move), each with the byte of the move played from it (`None` at the mainline's end).
    pub keys: Vec<(i64, Option<u8>)>,
    /// The position at ply `index_plies` when the mainline goes past it: (men, home pawns).
    pub deep: Option<(i64, i64)>,
    /// Men on the board at the end of the mainline (up to its first null move).
    pub final_men: i64,
}

/// Encodes the tree of `game` (tags and result are stored apart), with the mainline's
/// positions for an index of `index_plies` plies, naming moves by `code`.
pub fn encode(game: &Game, index_plies: usize, code: MoveCode) -> EncodedMoves {
    let start = game.start_position().clone();
    let mut encoder = Encoder {
        game,
        code,
        index_plies,
        bytes: Vec::with_capacity(128),
        mainline: Vec::with_capacity(128),
        keys: Vec::with_capacity(index_plies + 1),
        deep: None,
        final_men: men(&start),
        end_key: position_key(&start),
        mainline_open: true,
    };
    if let Some(root) = game.node(NodeId::ROOT) {
        encoder.annotations(&[], &root.comment, &root.commands);
    }
    encoder.line(NodeId::ROOT, start, true);
    if encoder.mainline.len() <= index_plies {
        push_first(&mut encoder.keys, encoder.end_key, None);
    }
    EncodedMoves {
        bytes: encoder.bytes,
        mainline: encoder.mainline,
        keys: encoder.keys,
        deep: encoder.deep,
        final_men: encoder.final_men,
    }
}

struct Encoder<'a> {
    game: &'a Game,
    code: MoveCode,
    index_plies: usize,
    bytes: Vec<u8>,
    mainline: Vec<u8>,
    keys: Vec<(i64, Option<u8>)>,
    deep: Option<(i64, i64)>,
    final_men: i64,
    /// The key after the last mainline move, while the mainline is within the index.
    end_key: i64,
    /// No null move met yet on the mainline.
    mainline_open: bool,
}

impl Encoder<'_> {
    /// The continuation of `parent` (at `pos`), variations included: the line iteratively,
    /// variations by recursion (their nesting is bounded by the PGN reader).
    fn line(&mut self, mut parent: NodeId, mut pos: Position, is_mainline: bool) {
        while let Some(main) = self.game.main_child(parent) {
            // The position before the move, for its variations (most nodes have none).
            let before = self
                .game
                .children(parent)
                .nth(1)
                .is_some()
                .then(|| pos.clone());
            if !self.node(main, &mut pos, is_mainline) {
                return;
            }
            if let Some(before) = before {
                let variations: Vec<NodeId> = self.game.children(parent).skip(1).collect();
                for variation in variations {
                    self.bytes.push(VARIATION_START);
                    let mut at = before.clone();
                    if self.node(variation, &mut at, false) {
                        self.line(variation, at, false);
                    }
                    self.bytes.push(VARIATION_END);
                }
            }
            parent = main;
        }
    }

    /// Writes one node (its move and annotations) and plays it on `pos`; `false` (`pos` as
    /// it was) when the node is missing or its move is not legal.
    fn node(&mut self, id: NodeId, pos: &mut Position, is_mainline: bool) -> bool {
        let Some(node) = self.game.node(id) else {
            return false;
        };
        if !node.starting_comment.is_empty() {
            self.bytes.push(STARTING_COMMENT);
            self.text(&node.starting_comment);
        }
        match node.mv {
            NodeMove::Move(m) => {
                let Some(byte) = self.code.encode(pos, m) else {
                    return false;
                };
                self.bytes.push(byte);
                if is_mainline && self.mainline_open {
                    let ply = self.mainline.len();
                    self.mainline.push(byte);
                    if ply <= self.index_plies {
                        push_first(&mut self.keys, position_key(pos), Some(byte));
                    }
                    if ply == self.index_plies {
                        self.deep = Some((men(pos), home_pawns(pos)));
                    }
                    pos.play_unchecked(m);
                    self.final_men = men(pos);
                    if ply < self.index_plies {
                        self.end_key = position_key(pos);
                    }
                } else {
                    pos.play_unchecked(m);
                }
            }
            NodeMove::Null => {
                self.bytes.push(NULL_MOVE);
                if is_mainline {
                    self.mainline_open = false;
                }
                pos.play_null();
            }
            NodeMove::Root => return false,
        }
        self.annotations(&node.nags, &node.comment, &node.commands);
        true
    }

    fn annotations(&mut self, nags: &[Nag], comment: &str, commands: &[Command]) {
        for nag in nags {
            self.bytes.extend([NAG, nag.0]);
        }
        for command in commands {
            match command {
                Command::Clock(clock) => {
                    self.bytes.push(CLOCK);
                    put_varint(&mut self.bytes, clock.0);
                }
                Command::Eval(eval) => {
                    let (marker, score) = match eval.score {
                        EvalScore::Centipawns(cp) => (EVAL_CP, cp),
                        EvalScore::Mate(n) => (EVAL_MATE, n),
                    };
                    self.bytes.push(marker);
                    put_varint(&mut self.bytes, zigzag(score));
                    put_varint(&mut self.bytes, eval.depth.map_or(0, |d| u64::from(d) + 1));
                }
                Command::Other(other) => {
                    self.bytes.push(OTHER_COMMAND);
                    self.text(&other.name);
                    self.text(&other.value);
                }
            }
        }
        if !comment.is_empty() {
            self.bytes.push(COMMENT);
            self.text(comment);
        }
    }

    fn text(&mut self, text: &str) {
        put_varint(&mut self.bytes, text.len() as u64);
        self.bytes.extend_from_slice(text.as_bytes());
    }
}

fn zigzag(n: i32) -> u64 {
    u64::from(((n << 1) ^ (n >> 31)) as u32)
}

fn unzigzag(n: u64) -> i32 {
    let n = n as u32;
    ((n >> 1) as i32) ^ -((n & 1) as i32)
}

/// Appends `value` as LEB128.
pub(crate) fn put_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value as u8) | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// Reads bytes with a cursor, every read checked.
pub(crate) struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Cursor<'a> {
        Cursor { bytes, at: 0 }
    }

    pub(crate) fn at(&self) -> usize {
        self.at
    }

    pub(crate) fn is_done(&self) -> bool {
        self.at >= self.bytes.len()
    }

    pub(crate) fn byte(&mut self) -> Result<u8, RecordError> {
        let byte = *self
            .bytes
            .get(self.at)
            .ok_or(RecordError::Truncated(self.at))?;
        self.at += 1;
        Ok(byte)
    }

    pub(crate) fn varint(&mut self) -> Result<u64, RecordError> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            value |= u64::from(byte & 0x7F) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(RecordError::Truncated(self.at))
    }

    pub(crate) fn slice(&mut self) -> Result<&'a [u8], RecordError> {
        let len = usize::try_from(self.varint()?).map_err(|_| RecordError::Truncated(self.at))?;
        let end = self
            .at
            .checked_add(len)
            .ok_or(RecordError::Truncated(self.at))?;
        let slice = self
            .bytes
            .get(self.at..end)
            .ok_or(RecordError::Truncated(self.at))?;
        self.at = end;
        Ok(slice)
    }

    pub(crate) fn text(&mut self) -> Result<&'a str, RecordError> {
        let at = self.at;
        std::str::from_utf8(self.slice()?).map_err(|_| RecordError::Text(at))
    }
}

/// The legal move a move byte (at `at` in the record) names in `pos` by `code`.
pub fn move_at(code: MoveCode, pos: &Position, byte: u8, at: usize) -> Result<Move, RecordError> {
    code.decode(pos, byte).ok_or_else(|| RecordError::BadMove {
        byte,
        at,
        legal: pos.count_legal_moves() as usize,
    })
}

/// One line being decoded: its last node, the position after it and the one before it.
struct Line {
    node: NodeId,
    pos: Position,
    before: Position,
}

/// Rebuilds the tree of `bytes` (moves named by `code`) into `game` (which holds the tags and
/// start position and no moves yet).
pub fn decode_into(game: &mut Game, bytes: &[u8], code: MoveCode) -> Result<(), RecordError> {
    let start = game.start_position().clone();
    let mut line = Line {
        node: NodeId::ROOT,
        pos: start.clone(),
        before: start,
    };
    let mut stack: Vec<Line> = Vec::new();
    let mut starting_comment: Option<String> = None;
    let mut cursor = Cursor::new(bytes);
    while !cursor.is_done() {
        let at = cursor.at();
        let byte = cursor.byte()?;
        match byte {
            0..NULL_MOVE => {
                let m = move_at(code, &line.pos, byte, at)?;
                let id = game.push_child(line.node, NodeMove::Move(m));
                line.before = line.pos.clone();
                line.pos.play_unchecked(m);
                line.node = id;
                if let (Some(text), Some(node)) = (starting_comment.take(), game.node_mut(id)) {
                    node.starting_comment = text;
                }
            }
            NULL_MOVE => {
                if line.pos.in_check() {
                    return Err(RecordError::NullInCheck(at));
                }
                let id = game.push_child(line.node, NodeMove::Null);
                line.before = line.pos.clone();
                line.pos.play_null();
                line.node = id;
                if let (Some(text), Some(node)) = (starting_comment.take(), game.node_mut(id)) {
                    node.starting_comment = text;
                }
            }
            VARIATION_START => {
                let parent = game.parent(line.node).ok_or(RecordError::Variation(at))?;
                let before = line.before.clone();
                let left = std::mem::replace(
                    &mut line,
                    Line {
                        node: parent,
                        pos: before.clone(),
                        before,
                    },
                );
                stack.push(left);
            }
            VARIATION_END => line = stack.pop().ok_or(RecordError::Variation(at))?,
            STARTING_COMMENT => starting_comment = Some(cursor.text()?.to_owned()),
            _ => {
                let node = game.node_mut(line.node).ok_or(RecordError::Variation(at))?;
                match byte {
                    NAG => node.nags.push(Nag(cursor.byte()?)),
                    COMMENT => cursor.text()?.clone_into(&mut node.comment),
                    CLOCK => node.commands.push(Command::Clock(Clock(cursor.varint()?))),
                    EVAL_CP | EVAL_MATE => {
                        let score = unzigzag(cursor.varint()?);
                        let depth = cursor.varint()?;
                        let score = if byte == EVAL_CP {
                            EvalScore::Centipawns(score)
                        } else {
                            EvalScore::Mate(score)
                        };
                        let depth = depth.checked_sub(1).and_then(|d| u32::try_from(d).ok());
                        node.commands.push(Command::Eval(Eval { score, depth }));
                    }
                    OTHER_COMMAND => {
                        let name = cursor.text()?;
                        let value = cursor.text()?;
                        node.commands.push(Command::other(name, value));
                    }
                    _ => return Err(RecordError::BadMove { byte, at, legal: 0 }),
                }
            }
        }
    }
    if stack.is_empty() {
        Ok(())
    } else {
        Err(RecordError::Variation(bytes.len()))
    }
}

/// The mainline's move bytes of a record, variations and annotations skipped (no move is
/// generated: for replaying games fast).
pub fn mainline_bytes(bytes: &[u8]) -> Result<Vec<u8>, RecordError> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut depth = 0usize;
    let mut cursor = Cursor::new(bytes);
    while !cursor.is_done() {
        let at = cursor.at();
        match cursor.byte()? {
            NULL_MOVE if depth == 0 => return Ok(out),
            byte @ 0..NULL_MOVE if depth == 0 => out.push(byte),
            0..=NULL_MOVE => {}
            VARIATION_START => depth += 1,
            VARIATION_END => depth = depth.checked_sub(1).ok_or(RecordError::Variation(at))?,
            NAG => {
                cursor.byte()?;
            }
            COMMENT | STARTING_COMMENT => {
                cursor.slice()?;
            }
            CLOCK => {
                cursor.varint()?;
            }
            EVAL_CP | EVAL_MATE => {
                cursor.varint()?;
                cursor.varint()?;
            }
            OTHER_COMMAND => {
                cursor.slice()?;
                cursor.slice()?;
            }
            byte => return Err(RecordError::BadMove { byte, at, legal: 0 }),
        }
    }
    Ok(out)
}
