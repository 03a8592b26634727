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
    formats::pgn::{
        Clock, Command, Eval, EvalScore, FlatSink, Game, MoveObserver, Nag, NodeId, NodeMove,
    },
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

/// A node's byte when its move has none (not legal where it stands): never a move or marker.
const NO_BYTE: u8 = 0xFF;

/// What a game's positions tell its record: each move's byte in the database's code, and
/// what the position index needs of the main line. Gathered as the PGN reader resolves the
/// moves (it is a [`MoveObserver`]), so an import plays each move once; or afterwards from
/// the tree ([`MoveFacts::replay`]).
pub struct MoveFacts {
    code: MoveCode,
    /// Each node's move byte, by node id (`NO_BYTE` for a move that has none).
    bytes: Vec<u8>,
    line: MainLine,
    /// Men after the last mainline move (`None`: no move yet, the start position's count).
    final_men: Option<i64>,
    /// No null move (or move without a byte) met yet on the mainline.
    mainline_open: bool,
}

impl MoveFacts {
    /// Empty facts for a database with an index of `index_plies` plies and moves named by
    /// `code`.
    pub fn new(index_plies: usize, code: MoveCode) -> MoveFacts {
        MoveFacts {
            code,
            bytes: Vec::with_capacity(256),
            line: MainLine::new(index_plies),
            final_men: None,
            mainline_open: true,
        }
    }

    /// Forgets the last game (keeping the memory) for the next one.
    pub fn clear(&mut self) {
        self.bytes.clear();
        self.line.clear();
        self.final_men = None;
        self.mainline_open = true;
    }

    /// The facts of a game already read, by playing its tree through.
    pub fn replay(game: &Game, index_plies: usize, code: MoveCode) -> MoveFacts {
        let mut facts = MoveFacts::new(index_plies, code);
        facts.replay_line(game, NodeId::ROOT, game.start_position().clone(), true);
        facts
    }

    /// The continuation of `parent` at `pos`, variations included, as [`Encoder::line`]
    /// walks it: a node whose move has no byte ends its line.
    fn replay_line(&mut self, game: &Game, mut parent: NodeId, mut pos: Position, main: bool) {
        while let Some(next) = game.main_child(parent) {
            let before = game.children(parent).nth(1).is_some().then(|| pos.clone());
            if !self.replay_node(game, next, &mut pos, main) {
                return;
            }
            if let Some(before) = before {
                for variation in game.children(parent).skip(1) {
                    let mut at = before.clone();
                    if self.replay_node(game, variation, &mut at, false) {
                        self.replay_line(game, variation, at, false);
                    }
                }
            }
            parent = next;
        }
    }

    fn replay_node(&mut self, game: &Game, id: NodeId, pos: &mut Position, main: bool) -> bool {
        let Some(node) = game.node(id) else {
            return false;
        };
        let _ = self.on_move(pos, node.mv, id, main);
        match node.mv {
            NodeMove::Move(m) if self.byte(id) != Some(NO_BYTE) => pos.play_unchecked(m),
            NodeMove::Null => pos.play_null(),
            _ => return false,
        }
        true
    }

    fn byte(&self, id: NodeId) -> Option<u8> {
        self.bytes.get(id.0 as usize).copied()
    }

    /// The game's record and index rows: `game` must be the tree these facts were gathered
    /// from.
    pub fn encode(&self, game: &Game) -> EncodedMoves {
        let start = game.start_position();
        let mut encoder = Encoder {
            game,
            facts: self,
            bytes: Vec::with_capacity(self.bytes.len() + 16),
        };
        if let Some(root) = game.node(NodeId::ROOT) {
            encoder.annotations(&[], &root.comment, &root.commands);
        }
        encoder.line(NodeId::ROOT);
        let mut line = self.line.clone();
        line.end(|| self.end_key(game));
        EncodedMoves {
            bytes: encoder.bytes,
            mainline: line.moves,
            keys: line.keys,
            deep: line.deep,
            final_men: self.final_men.unwrap_or_else(|| men(start)),
        }
    }

    /// The key after the last mainline move of a mainline within the index: its few moves
    /// played again (only short games need it, so the moves are not followed with a
    /// position kept for every game).
    fn end_key(&self, game: &Game) -> i64 {
        let mut pos = game.start_position().clone();
        for m in game.mainline_moves().take(self.line.moves.len()) {
            pos.play_unchecked(m);
        }
        position_key(&pos)
    }
}

impl MoveObserver for MoveFacts {
    /// Keys are read up to the index's depth only.
    fn on_move(
        &mut self,
        before: &Position,
        mv: NodeMove,
        node: NodeId,
        on_mainline: bool,
    ) -> bool {
        let byte = match mv {
            NodeMove::Move(m) => self.code.encode(before, m).unwrap_or(NO_BYTE),
            NodeMove::Null => NULL_MOVE,
            NodeMove::Root => NO_BYTE,
        };
        let at = node.0 as usize;
        if self.bytes.len() <= at {
            self.bytes.resize(at + 1, NO_BYTE);
        }
        self.bytes[at] = byte;
        if !(on_mainline && self.mainline_open) {
            return false;
        }
        let NodeMove::Move(m) = mv else {
            self.mainline_open = false;
            return false;
        };
        if byte == NO_BYTE {
            self.mainline_open = false;
            return false;
        }
        self.final_men = Some(men(before) - i64::from(before.is_capture(m)));
        self.line.push(before, byte)
    }
}

/// What the position index and the duplicate hash need of a game's main line, gathered move
/// by move: the moves' bytes, the index keys of the positions within the index's depth (first
/// arrivals), and the men and home pawns at the depth.
#[derive(Clone)]
struct MainLine {
    index_plies: usize,
    moves: Vec<u8>,
    keys: Vec<(i64, Option<u8>)>,
    deep: Option<(i64, i64)>,
}

impl MainLine {
    fn new(index_plies: usize) -> MainLine {
        MainLine {
            index_plies,
            moves: Vec::with_capacity(160),
            keys: Vec::with_capacity(index_plies + 1),
            deep: None,
        }
    }

    fn clear(&mut self) {
        self.moves.clear();
        self.keys.clear();
        self.deep = None;
    }

    /// Adds the move `byte` played from `before`; whether the index still needs the next
    /// position's key.
    fn push(&mut self, before: &Position, byte: u8) -> bool {
        let ply = self.moves.len();
        self.moves.push(byte);
        if ply <= self.index_plies {
            push_first(&mut self.keys, position_key(before), Some(byte));
        }
        if ply == self.index_plies {
            self.deep = Some((men(before), home_pawns(before)));
        }
        ply < self.index_plies
    }

    /// The main line ended: its last position's key (asked for only when the line ends
    /// within the index) is an index row with no move.
    fn end(&mut self, end_key: impl FnOnce() -> i64) {
        if self.moves.len() <= self.index_plies {
            push_first(&mut self.keys, end_key(), None);
        }
    }

    /// Takes the gathered facts, leaving room for the next game.
    fn take(&mut self) -> MainLine {
        let fresh = MainLine::new(self.index_plies);
        std::mem::replace(self, fresh)
    }
}

/// Encodes the tree of `game` (tags and result are stored apart), with the mainline's
/// positions for an index of `index_plies` plies, naming moves by `code`.
pub fn encode(game: &Game, index_plies: usize, code: MoveCode) -> EncodedMoves {
    MoveFacts::replay(game, index_plies, code).encode(game)
}

struct Encoder<'a> {
    game: &'a Game,
    facts: &'a MoveFacts,
    bytes: Vec<u8>,
}

impl Encoder<'_> {
    /// The continuation of `parent`, variations included: the line iteratively, variations
    /// by recursion (their nesting is bounded by the PGN reader).
    fn line(&mut self, mut parent: NodeId) {
        while let Some(main) = self.game.main_child(parent) {
            if !self.node(main) {
                return;
            }
            let game = self.game;
            for variation in game.children(parent).skip(1) {
                self.bytes.push(VARIATION_START);
                if self.node(variation) {
                    self.line(variation);
                }
                self.bytes.push(VARIATION_END);
            }
            parent = main;
        }
    }

    /// Writes one node (its move and annotations); `false` when the node is missing or its
    /// move has no byte (not legal where it stands).
    fn node(&mut self, id: NodeId) -> bool {
        let Some(node) = self.game.node(id) else {
            return false;
        };
        if !node.starting_comment.is_empty() {
            self.bytes.push(STARTING_COMMENT);
            self.text(&node.starting_comment);
        }
        if matches!(node.mv, NodeMove::Root) {
            return false;
        }
        match self.facts.byte(id) {
            Some(NO_BYTE) | None => return false,
            Some(byte) => self.bytes.push(byte),
        }
        self.annotations(&node.nags, &node.comment, &node.commands);
        true
    }

    fn annotations(&mut self, nags: &[Nag], comment: &str, commands: &[Command]) {
        for nag in nags {
            self.bytes.extend([NAG, nag.0]);
        }
        for command in commands {
            put_command(&mut self.bytes, command);
        }
        if !comment.is_empty() {
            self.bytes.push(COMMENT);
            put_text(&mut self.bytes, comment);
        }
    }

    fn text(&mut self, text: &str) {
        put_text(&mut self.bytes, text);
    }
}

fn put_text(out: &mut Vec<u8>, text: &str) {
    put_varint(out, text.len() as u64);
    out.extend_from_slice(text.as_bytes());
}

fn put_command(out: &mut Vec<u8>, command: &Command) {
    match command {
        Command::Clock(clock) => {
            out.push(CLOCK);
            put_varint(out, clock.0);
        }
        Command::Eval(eval) => {
            let (marker, score) = match eval.score {
                EvalScore::Centipawns(cp) => (EVAL_CP, cp),
                EvalScore::Mate(n) => (EVAL_MATE, n),
            };
            out.push(marker);
            put_varint(out, zigzag(score));
            put_varint(out, eval.depth.map_or(0, |d| u64::from(d) + 1));
        }
        Command::Other(other) => {
            out.push(OTHER_COMMAND);
            put_text(out, &other.name);
            put_text(out, &other.value);
        }
    }
}

/// A flat game's record written as the PGN reader reads it ([`FlatSink`]): the bytes
/// [`MoveFacts::encode`] makes from the game's tree, without the tree.
pub struct FlatRecord {
    code: MoveCode,
    bytes: Vec<u8>,
    line: MainLine,
    final_men: i64,
    /// The last move's annotations, written when the next move or the end comes (a record
    /// has a move's glyphs, then its commands, then its comment, whatever the text's order).
    nags: Vec<u8>,
    commands: Vec<u8>,
    comment: String,
}

impl FlatRecord {
    /// A writer for a database with an index of `index_plies` plies and moves named by
    /// `code`.
    pub fn new(index_plies: usize, code: MoveCode) -> FlatRecord {
        FlatRecord {
            code,
            bytes: Vec::new(),
            line: MainLine::new(index_plies),
            final_men: 0,
            nags: Vec::new(),
            commands: Vec::new(),
            comment: String::new(),
        }
    }

    /// The record of the game last read.
    pub fn take(&mut self) -> EncodedMoves {
        let line = self.line.take();
        EncodedMoves {
            bytes: std::mem::take(&mut self.bytes),
            mainline: line.moves,
            keys: line.keys,
            deep: line.deep,
            final_men: self.final_men,
        }
    }

    fn flush_annotations(&mut self) {
        for &nag in &self.nags {
            self.bytes.extend([NAG, nag]);
        }
        self.nags.clear();
        self.bytes.extend_from_slice(&self.commands);
        self.commands.clear();
        if !self.comment.is_empty() {
            self.bytes.push(COMMENT);
            put_text(&mut self.bytes, &self.comment);
            self.comment.clear();
        }
    }
}

impl FlatSink for FlatRecord {
    fn begin(&mut self, _start: &Position) {
        self.bytes = Vec::with_capacity(256);
        self.line.clear();
        self.nags.clear();
        self.commands.clear();
        self.comment.clear();
    }

    fn on_move(&mut self, before: &Position, mv: Move) -> Option<bool> {
        let byte = self.code.encode(before, mv)?;
        self.flush_annotations();
        self.bytes.push(byte);
        Some(self.line.push(before, byte))
    }

    fn on_nag(&mut self, nag: Nag) {
        self.nags.push(nag.0);
    }

    fn on_command(&mut self, command: Command) {
        put_command(&mut self.commands, &command);
    }

    fn on_comment(&mut self, text: &str) {
        text.clone_into(&mut self.comment);
    }

    fn finish(&mut self, end: &Position) {
        self.flush_annotations();
        self.final_men = men(end);
        self.line.end(|| position_key(end));
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
