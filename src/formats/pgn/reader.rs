//! The streaming PGN reader: games one at a time from any [`BufRead`].
//!
//! A game that cannot be read (an illegal or unreadable move, a bad FEN tag…) yields a
//! [`PgnError`] naming the game number, line, column and text; the reader then skips to that
//! game's end and goes on with the next one.

use std::{
    fmt,
    io::{BufRead, Read, Seek, SeekFrom},
};

use super::{
    annotation::{Command, lone_clock, normalize_text, split_commands},
    lexer::{CommentText, Lexer, TextPosition, Token},
    resolve::resolve_move,
    tags::{GameResult, Tags},
    tree::{Game, NodeId, NodeMove},
};
use crate::chess::{FenError, Position, SanError};

/// Deepest nesting of variations accepted.
pub const MAX_VARIATION_DEPTH: usize = 256;

/// What went wrong in a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PgnErrorKind {
    /// Reading the input failed; the reader stops.
    #[error("read error: {0}")]
    Io(String),
    /// Text that is no PGN token.
    #[error("{0}")]
    Syntax(&'static str),
    /// A move that is not legal (or not a move).
    #[error("{0}")]
    Move(SanError),
    /// A null move while in check.
    #[error("null move while in check")]
    NullInCheck,
    /// The FEN tag is not a valid position.
    #[error("FEN tag: {0}")]
    Fen(FenError),
    /// A variant we do not play.
    #[error("variant '{0}' is not supported (only standard chess and Chess960)")]
    Variant(String),
    /// `(` with no move before it to be an alternative to.
    #[error("variation opened before any move it could replace")]
    VariationWithoutMove,
    /// Variations nested too deep.
    #[error("variations nested deeper than {MAX_VARIATION_DEPTH}")]
    TooDeep,
}

/// An error in one game, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The game's number in the input, from 1.
    pub game: usize,
    /// Line, column and byte offset of the offending text.
    pub at: TextPosition,
    /// The offending text.
    pub text: String,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}: '{}': {}",
            self.game, self.at.line, self.at.column, self.text, self.kind
        )
    }
}

impl std::error::Error for PgnError {}

/// Told of every move as the reader resolves it, with the position before it: work that needs
/// the positions of a game (a database's move codes and position keys) is done as the game is
/// read, without playing it a second time.
pub trait MoveObserver {
    /// `node`'s move `mv`, played from `before`. On the main line (`on_mainline`) the reader
    /// keeps the positions' Zobrist keys, so `before.key()` is valid there (and only there),
    /// for as long as the observer returns `true` for the main line's moves.
    /// Called in the order of the text, for every move of a game that may still turn out
    /// broken: an observer starts afresh for each game it is given.
    fn on_move(&mut self, before: &Position, mv: NodeMove, node: NodeId, on_mainline: bool)
    -> bool;
}

/// Reads games from a PGN stream.
pub struct PgnReader<R> {
    pub(super) lexer: Lexer<R>,
    pub(super) games_started: usize,
    /// Nodes to reserve for the next game: a little more than the last one needed.
    node_room: usize,
    pub(super) pushed_back: Option<(Token, TextPosition)>,
    pub(super) finished: bool,
    /// [`Builder::parents`] kept between checked games (no allocation per game).
    spare_parents: Vec<u32>,
}

impl<R: BufRead> PgnReader<R> {
    /// A reader from the start of a stream.
    pub fn new(reader: R) -> PgnReader<R> {
        PgnReader::starting_at(reader, 0, 1, 0)
    }

    /// A reader whose stream begins at byte `offset`, line `line` of a file in which
    /// `games_before` games come earlier (so positions and game numbers in errors are right).
    pub fn starting_at(reader: R, offset: u64, line: u64, games_before: usize) -> PgnReader<R> {
        PgnReader {
            lexer: Lexer::new(reader, offset, line),
            games_started: games_before,
            node_room: 128,
            pushed_back: None,
            finished: false,
            spare_parents: Vec::new(),
        }
    }

    /// A reader whose stream begins at `at`, maybe in the middle of a line (where a game
    /// began that [`PgnReader::read_flat_game`] left to the tree reader), in a file in which
    /// `games_before` games come earlier.
    pub fn resuming_at(reader: R, at: TextPosition, games_before: usize) -> PgnReader<R> {
        PgnReader {
            lexer: Lexer::resuming(reader, at),
            games_started: games_before,
            node_room: 128,
            pushed_back: None,
            finished: false,
            spare_parents: Vec::new(),
        }
    }

    /// The next token and where it starts. The rare error is boxed: this runs for every
    /// token, and an unboxed `PgnError` would make each result twice the token's size.
    pub(super) fn token(&mut self) -> Result<(Token, TextPosition), Box<PgnError>> {
        if let Some(t) = self.pushed_back.take() {
            return Ok(t);
        }
        match self.lexer.next_token() {
            Ok(token) => Ok((token, self.lexer.token_position())),
            Err(e) => {
                self.finished = true;
                Err(Box::new(PgnError {
                    game: self.games_started.max(1),
                    at: self.lexer.token_position(),
                    text: String::new(),
                    kind: PgnErrorKind::Io(e.to_string()),
                }))
            }
        }
    }

    /// Reads the next game: `None` at the end of input.
    pub fn read_game(&mut self) -> Option<Result<Game, PgnError>> {
        self.read_game_with(None)
    }

    /// [`PgnReader::read_game`], telling `observer` of each move as it is resolved.
    pub fn read_game_observed(
        &mut self,
        observer: &mut dyn MoveObserver,
    ) -> Option<Result<Game, PgnError>> {
        self.read_game_with(Some(observer))
    }

    fn read_game_with(
        &mut self,
        observer: Option<&mut dyn MoveObserver>,
    ) -> Option<Result<Game, PgnError>> {
        let builder = Builder {
            node_room: self.node_room,
            tree: Some(Tree::default()),
            observer,
            ..Builder::default()
        };
        Some(match self.read_into(builder)? {
            Ok(builder) => match builder.finish() {
                Ok(mut game) => {
                    let used = game.arena_len();
                    self.node_room = (used + used / 4).clamp(128, 4096);
                    game.shrink_to_fit();
                    Ok(game)
                }
                Err((kind, at, text)) => Err(self.error(at, text, kind)),
            },
            Err(e) => Err(e),
        })
    }

    /// Reads the next game only to check it, building no tree: every move (variations too)
    /// is resolved and played, as [`PgnReader::read_game`] does, and the same errors are
    /// reported. The number of moves read, or `None` at the end of input.
    pub fn check_game(&mut self) -> Option<Result<usize, PgnError>> {
        let mut parents = std::mem::take(&mut self.spare_parents);
        parents.clear();
        let builder = Builder {
            parents,
            ..Builder::default()
        };
        Some(match self.read_into(builder)? {
            Ok(mut builder) => {
                let checked = builder.start_movetext();
                self.spare_parents = std::mem::take(&mut builder.parents);
                match checked {
                    Ok(()) => Ok(builder.moves),
                    Err((kind, text)) => {
                        let at = builder.fen_at.unwrap_or_default();
                        Err(self.error(at, text, kind))
                    }
                }
            }
            Err(e) => Err(e),
        })
    }

    fn error(&self, at: TextPosition, text: String, kind: PgnErrorKind) -> PgnError {
        PgnError {
            game: self.games_started,
            at,
            text,
            kind,
        }
    }

    /// Feeds the next game's tokens to `builder`: `None` at the end of input.
    fn read_into<'o>(&mut self, mut builder: Builder<'o>) -> Option<Result<Builder<'o>, PgnError>> {
        if self.finished {
            return None;
        }
        let mut error: Option<PgnError> = None;
        loop {
            let (token, at) = match self.token() {
                Ok(t) => t,
                Err(e) => return Some(Err(*e)),
            };
            match token {
                Token::Eof => {
                    self.finished = true;
                    if !builder.started {
                        return None;
                    }
                    break;
                }
                Token::Tag { .. } if builder.in_movetext => {
                    self.pushed_back = Some((token, at));
                    break;
                }
                Token::Result(result) => {
                    builder.begin(&mut self.games_started);
                    builder.result = Some(result);
                    break;
                }
                token => {
                    builder.begin(&mut self.games_started);
                    if error.is_some() {
                        // Skipping to the end of the broken game.
                        if token.is_movetext() {
                            builder.in_movetext = true;
                        }
                        continue;
                    }
                    let step = builder.token(token, at, self.lexer.line());
                    if let Err((kind, text)) = step {
                        let at = match (&kind, builder.fen_at) {
                            (PgnErrorKind::Fen(_), Some(fen_at)) => fen_at,
                            _ => at,
                        };
                        error = Some(PgnError {
                            game: self.games_started,
                            at,
                            text,
                            kind,
                        });
                    }
                }
            }
        }
        Some(match error {
            Some(e) => Err(e),
            None => Ok(builder),
        })
    }
}

impl<R: BufRead + Seek> PgnReader<R> {
    /// Reads the one game that starts at `offset` (from a [`super::index::GameIndex`] entry).
    pub fn read_game_at(
        mut reader: R,
        offset: u64,
        line: u64,
        game_number: usize,
    ) -> Result<Option<Game>, PgnError> {
        let error = |e: std::io::Error| PgnError {
            game: game_number,
            at: TextPosition {
                line,
                column: 1,
                offset,
            },
            text: String::new(),
            kind: PgnErrorKind::Io(e.to_string()),
        };
        reader.seek(SeekFrom::Start(offset)).map_err(error)?;
        let mut pgn = PgnReader::starting_at(reader, offset, line, game_number.saturating_sub(1));
        pgn.read_game().transpose()
    }
}

impl<R: BufRead> Iterator for PgnReader<R> {
    type Item = Result<Game, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.read_game()
    }
}

/// Reads every game of a string (for pasted text and tests).
pub fn read_all(text: &str) -> Vec<Result<Game, PgnError>> {
    PgnReader::new(text.as_bytes()).collect()
}

/// Reads a PGN from any `Read` (buffered here).
pub fn reader_from<T: Read>(input: T) -> PgnReader<std::io::BufReader<T>> {
    PgnReader::new(std::io::BufReader::with_capacity(1 << 16, input))
}

type StepError = (PgnErrorKind, String);

/// One line of play being read: its last node and the position before that node's move.
///
/// The last move is played only when the next one comes: a `(` then finds the position its
/// variation starts from in `pos`, with no copy per move and no replay from the start.
struct Line {
    node: NodeId,
    /// The position before `pending` (after `node` when nothing is pending).
    pos: Position,
    /// `node`'s move, not yet played on `pos`.
    pending: Option<NodeMove>,
    /// After `(` and before the variation's first move.
    variation_start: bool,
    /// Whether `pos` keeps its Zobrist keys (the main line, when a [`MoveObserver`] reads them).
    keyed: bool,
}

impl Line {
    /// The move a movetext word names after this line's last move (played first); `None` for
    /// a stray `e.p.`/`ep` after an en-passant capture.
    fn resolve(&mut self, word: &[u8]) -> Result<Option<NodeMove>, StepError> {
        if word == b"e.p." || word == b"ep" {
            return Ok(None);
        }
        self.catch_up();
        resolve_move(&self.pos, word).map(Some)
    }

    /// `(`: this line becomes a variation replacing its last move, from the position before
    /// it; the line it leaves waits on `stack`. `parent_of` finds a node's parent, `replay`
    /// the position at a node — needed only without a pending move, which a line past its
    /// first move always has, so in practice the position is already at hand.
    fn open_variation(
        &mut self,
        stack: &mut Vec<Line>,
        parent_of: impl FnOnce(NodeId) -> NodeId,
        replay: impl FnOnce(NodeId) -> Option<Position>,
    ) -> Result<(), StepError> {
        if self.variation_start || self.node == NodeId::ROOT {
            return Err((PgnErrorKind::VariationWithoutMove, "(".into()));
        }
        if stack.len() >= MAX_VARIATION_DEPTH {
            return Err((PgnErrorKind::TooDeep, "(".into()));
        }
        let parent = parent_of(self.node);
        let before = match self.pending {
            Some(_) => self.pos.clone(),
            None => replay(parent).ok_or((PgnErrorKind::VariationWithoutMove, "(".to_owned()))?,
        };
        let variation = Line {
            node: parent,
            pos: before,
            pending: None,
            variation_start: true,
            keyed: false,
        };
        stack.push(std::mem::replace(self, variation));
        Ok(())
    }

    /// `)`: back to the line the variation left; a stray `)` at the top level is ignored.
    fn close_variation(&mut self, stack: &mut Vec<Line>) {
        if let Some(outer) = stack.pop() {
            *self = outer;
        }
    }

    /// Plays the pending move: `pos` becomes the position after `node`.
    fn catch_up(&mut self) {
        match self.pending.take() {
            Some(NodeMove::Move(m)) if self.keyed => self.pos.play_unchecked(m),
            Some(NodeMove::Null) if self.keyed => self.pos.play_null(),
            // The reader itself never looks at the keys of its working positions.
            Some(NodeMove::Move(m)) => self.pos.play_without_keys(m),
            Some(NodeMove::Null) => self.pos.play_null_without_keys(),
            Some(NodeMove::Root) | None => {}
        }
    }
}

/// What is built from a game's tokens: the game tree, or (when only checking) just the
/// parent of every node, which a `(` needs.
#[derive(Default)]
struct Tree {
    game: Option<Game>,
}

#[derive(Default)]
struct Builder<'o> {
    node_room: usize,
    started: bool,
    in_movetext: bool,
    tags: Tags,
    fen_at: Option<TextPosition>,
    /// The tree being built; `None` when only checking the game.
    tree: Option<Tree>,
    /// When only checking: the parent of each node (index 0 is the root).
    parents: Vec<u32>,
    /// Moves read (variations included).
    moves: usize,
    line: Option<Line>,
    stack: Vec<Line>,
    starting_comment: Option<String>,
    result: Option<GameResult>,
    /// Told of each move of the tree being built.
    observer: Option<&'o mut dyn MoveObserver>,
}

impl Builder<'_> {
    fn begin(&mut self, counter: &mut usize) {
        if !self.started {
            self.started = true;
            *counter += 1;
        }
    }

    /// Leaves the tag section: the start position comes from `SetUp`/`FEN`/`Variant`.
    /// Called for every movetext token: the check inline, the work (once a game) apart, so
    /// that the common call does not pay for the big frame of the rare one.
    #[inline]
    fn start_movetext(&mut self) -> Result<(), StepError> {
        if self.in_movetext {
            return Ok(());
        }
        self.begin_movetext()
    }

    #[inline(never)]
    fn begin_movetext(&mut self) -> Result<(), StepError> {
        self.in_movetext = true;
        let start = start_position_of(&self.tags)?;
        match self.tree.as_mut() {
            Some(tree) => {
                let mut tags = std::mem::take(&mut self.tags);
                tags.fill_roster();
                self.line = Some(Line {
                    node: NodeId::ROOT,
                    pos: start.clone(),
                    pending: None,
                    variation_start: false,
                    keyed: self.observer.is_some(),
                });
                tree.game = Some(Game::with_capacity(tags, start, self.node_room));
            }
            None => {
                self.parents.push(0);
                self.line = Some(Line {
                    node: NodeId::ROOT,
                    pos: start,
                    pending: None,
                    variation_start: false,
                    keyed: false,
                });
            }
        }
        Ok(())
    }

    fn token(&mut self, token: Token, at: TextPosition, text: &[u8]) -> Result<(), StepError> {
        match token {
            Token::Tag { name, value } => {
                if name == "FEN" {
                    self.fen_at = Some(at);
                }
                self.tags.set_owned(name, value);
                Ok(())
            }
            Token::Error { text, reason } => Err((PgnErrorKind::Syntax(reason), text)),
            token => {
                self.start_movetext()?;
                self.movetext(token, text)
            }
        }
    }

    fn movetext(&mut self, token: Token, bytes: &[u8]) -> Result<(), StepError> {
        let Some(line) = self.line.as_mut() else {
            return Ok(());
        };
        let Some(game) = self.tree.as_mut().and_then(|t| t.game.as_mut()) else {
            return check_movetext(
                line,
                &mut self.parents,
                &mut self.stack,
                &mut self.moves,
                token,
                bytes,
            );
        };
        match token {
            Token::Move { start, end } => {
                let Some(mv) = line.resolve(bytes.get(start..end).unwrap_or(&[]))? else {
                    return Ok(());
                };
                let node = game.push_child(line.node, mv);
                if let Some(observer) = self.observer.as_deref_mut() {
                    // The line read at the top level is the main line: a variation's lines
                    // are on the stack's top, above it.
                    let on_mainline = self.stack.is_empty();
                    let keep_keys = observer.on_move(&line.pos, mv, node, on_mainline);
                    if on_mainline {
                        line.keyed &= keep_keys;
                    }
                }
                self.moves += 1;
                line.pending = Some(mv);
                line.node = node;
                line.variation_start = false;
                if let Some(comment) = self.starting_comment.take()
                    && let Some(n) = game.node_mut(node)
                {
                    n.starting_comment = comment;
                }
                Ok(())
            }
            Token::Nag(nag) => {
                if line.node != NodeId::ROOT
                    && !line.variation_start
                    && let Some(n) = game.node_mut(line.node)
                {
                    n.nags.push(nag);
                }
                Ok(())
            }
            Token::Comment(comment) => {
                if let CommentText::InLine { start, end } = comment
                    && !line.variation_start
                    && let Some(clock) = lone_clock(bytes.get(start..end).unwrap_or(&[]))
                {
                    if let Some(n) = game.node_mut(line.node) {
                        n.commands.push(Command::Clock(clock));
                    }
                    return Ok(());
                }
                let raw = comment.into_text(bytes);
                if line.variation_start {
                    // At the start of a variation: the comment precedes its first move.
                    let text = normalize_text(&raw);
                    let pending = self.starting_comment.get_or_insert_with(String::new);
                    append(pending, &text);
                    return Ok(());
                }
                let (commands, text) = split_commands(&raw);
                if let Some(n) = game.node_mut(line.node) {
                    let joined = !n.comment.is_empty() && !text.is_empty();
                    append(&mut n.comment, &text);
                    // Two comments, each with half of a `[%…]` (an unclosed opener stays text),
                    // would write as one comment that reads back as a command: break the opener.
                    if joined
                        && n.comment.contains("[%")
                        && !split_commands(&n.comment).0.is_empty()
                    {
                        n.comment = n.comment.replace("[%", "[ %");
                    }
                    if n.commands.is_empty() {
                        n.commands = commands;
                    } else {
                        n.commands.extend(commands);
                    }
                }
                Ok(())
            }
            Token::Open => {
                line.open_variation(
                    &mut self.stack,
                    |node| game.parent(node).unwrap_or(NodeId::ROOT),
                    |parent| game.position_at(parent),
                )?;
                self.starting_comment = None;
                Ok(())
            }
            Token::Close => {
                line.close_variation(&mut self.stack);
                self.starting_comment = None;
                Ok(())
            }
            Token::Tag { .. } | Token::Result(_) | Token::Error { .. } | Token::Eof => Ok(()),
        }
    }

    fn finish(mut self) -> Result<Game, (PgnErrorKind, TextPosition, String)> {
        let fen_at = self.fen_at.unwrap_or_default();
        self.start_movetext()
            .map_err(|(kind, text)| (kind, fen_at, text))?;
        let Some(mut game) = self.tree.take().and_then(|t| t.game) else {
            return Ok(Game::default());
        };
        let result = settle_result(&mut game.tags, self.result);
        game.set_result_marker(result);
        Ok(game)
    }
}

/// A game's result: its termination marker, else its `Result` tag; a `Result` tag of `*`
/// takes the marker's result.
pub(super) fn settle_result(tags: &mut Tags, marker: Option<GameResult>) -> GameResult {
    let result = marker
        .or_else(|| tags.get("Result").and_then(GameResult::parse))
        .unwrap_or_default();
    if tags.get("Result") == Some("*") && result != GameResult::Unknown {
        tags.set("Result", result.as_str());
    }
    result
}

/// [`Builder::movetext`] when only checking: the same moves resolved and played and the same
/// variation rules, with nodes that are only numbers (and their parents, for `(`).
fn check_movetext(
    line: &mut Line,
    parents: &mut Vec<u32>,
    stack: &mut Vec<Line>,
    moves: &mut usize,
    token: Token,
    bytes: &[u8],
) -> Result<(), StepError> {
    match token {
        Token::Move { start, end } => {
            let Some(mv) = line.resolve(bytes.get(start..end).unwrap_or(&[]))? else {
                return Ok(());
            };
            parents.push(line.node.0);
            *moves += 1;
            line.pending = Some(mv);
            line.node = NodeId(u32::try_from(parents.len() - 1).unwrap_or(u32::MAX));
            line.variation_start = false;
            Ok(())
        }
        Token::Open => line.open_variation(
            stack,
            |node| {
                parents
                    .get(node.0 as usize)
                    .map_or(NodeId::ROOT, |&p| NodeId(p))
            },
            // Not reached: see `Line::open_variation`.
            |_| None,
        ),
        Token::Close => {
            line.close_variation(stack);
            Ok(())
        }
        _ => Ok(()),
    }
}

/// The start position a game's tags give (`FEN`, and `Variant` for Chess960), or the error
/// with the offending tag text. Anything that stores games without their start position
/// (the game database) gets it back the way the reader made it.
pub fn start_position_of(tags: &Tags) -> Result<Position, (PgnErrorKind, String)> {
    let variant = tags.get("Variant").map(str::to_ascii_lowercase);
    let chess960 = match variant.as_deref() {
        None | Some("" | "standard" | "chess" | "normal" | "from position") => false,
        Some(v) if v.contains("960") || v.contains("fischer") => true,
        Some(v) => return Err((PgnErrorKind::Variant(v.to_owned()), v.to_owned())),
    };
    let mut start = match tags.get("FEN") {
        Some(fen) => Position::from_fen(fen).map_err(|e| (PgnErrorKind::Fen(e), fen.to_owned()))?,
        None => start_position(),
    };
    if chess960 {
        start.set_chess960(true);
    }
    Ok(start)
}

/// The standard start position, parsed once (every game without a FEN tag needs it).
fn start_position() -> Position {
    static START: std::sync::OnceLock<Position> = std::sync::OnceLock::new();
    START.get_or_init(Position::startpos).clone()
}

fn append(to: &mut String, text: &str) {
    if text.is_empty() {
        return;
    }
    if !to.is_empty() {
        to.push(' ');
    }
    to.push_str(text);
}
