//! The game: a move tree with variations (`formats::pgn::Game`), the line the user follows
//! through it with positions and SAN, repetition history, the outcome, and which ply is shown.
//! Pure rules bookkeeping, no UI, no clocks.

use crate::{
    chess::{Color, GameHistory, Move, Outcome, OutcomeReason, Position, Role, Square},
    formats::pgn::{Game as PgnGame, NodeId},
    t,
};

/// Why a move could not be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// The game has already ended.
    #[error("the game is over ({0})")]
    Over(&'static str),
    /// The move is not legal in the current position.
    #[error("{mv} is not a legal move in {fen}")]
    Illegal {
        /// The move in UCI notation.
        mv: String,
        /// The position.
        fen: String,
    },
    /// Typed text that is neither SAN nor a coordinate move, or matches no legal move.
    #[error("'{0}' is not a legal move here (try e4, Nf3, O-O, e2e4 or e2-e4)")]
    Unreadable(String),
}

/// What a played move did, for sounds and animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// Whether it captured.
    pub capture: bool,
    /// Whether it castled.
    pub castle: bool,
    /// Whether it gives check.
    pub check: bool,
    /// The game ended with it.
    pub ends_game: bool,
}

/// One game: a move tree (mainline, variations, comments, NAGs, tags) and the *current
/// line* the user follows through it.
///
/// The current line runs from the root through the viewed node and on along remembered or main
/// continuations to a leaf. The line-based methods (`moves()`, `sans()`, `ply_count()`,
/// `current()`, `set_view()`…) keep the meaning they had when a game was one list of moves: in
/// a game being played the line is the mainline. The outcome is the game's: set by the rules at
/// the end of the mainline, or by [`Game::finish`] (time, resignation, agreement).
#[derive(Clone, Debug)]
pub struct Game {
    tree: PgnGame,
    /// The nodes of the current line after the root: `line[i]` is reached after `i + 1` plies.
    line: Vec<NodeId>,
    /// `positions[i]` is the position after `i` plies of the line; `positions[0]` is the start.
    positions: Vec<Position>,
    moves: Vec<Move>,
    sans: Vec<String>,
    history: GameHistory,
    /// An outcome the game reached while being played, or one from outside the board; kept
    /// when the tree is edited later so that exploring a finished game never restarts it.
    finished: Option<Outcome>,
    /// The rules' verdict at the end of the mainline.
    board_outcome: Option<Outcome>,
    /// The ply shown on the board (0 = start); equals `line.len()` when following the game.
    view: usize,
    /// Counts changes to the tree, so views can cache what they draw from it.
    revision: u64,
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Position::startpos())
    }
}

impl Game {
    /// A new game from `start`.
    pub fn new(start: Position) -> Game {
        Game::from_tree(PgnGame::new(start))
    }

    /// A game from a read or built tree, showing the end of its mainline.
    pub fn from_tree(tree: PgnGame) -> Game {
        let mut history = GameHistory::new();
        let start = tree.start_position().clone();
        history.push(start.key());
        let mut game = Game {
            tree,
            line: Vec::new(),
            positions: vec![start],
            moves: Vec::new(),
            sans: Vec::new(),
            history,
            finished: None,
            board_outcome: None,
            view: 0,
            revision: next_revision(),
        };
        game.set_line(game.tree.mainline());
        game.view = game.line.len();
        game.board_outcome = game.mainline_board_outcome();
        game
    }

    /// The move tree with its tags.
    pub fn tree(&self) -> &PgnGame {
        &self.tree
    }

    /// The move tree for editing; the current line and the outcome follow the edit when the
    /// returned guard is dropped (a deleted viewed node moves the view to its nearest ancestor
    /// still in the tree).
    pub fn tree_mut(&mut self) -> TreeEdit<'_> {
        TreeEdit { game: self }
    }

    /// A number that changes whenever the tree does (and differs between games).
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The position at the end of the current line.
    pub fn current(&self) -> &Position {
        // `positions` always holds the start position, so `last` exists.
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The moves of the current line.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The moves of the current line in SAN.
    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// Number of moves (plies) in the current line.
    pub fn ply_count(&self) -> usize {
        self.moves.len()
    }

    /// The node ids of the current line after the root (`line()[i]` follows `i + 1` plies).
    pub fn line(&self) -> &[NodeId] {
        &self.line
    }

    /// The node ids of the mainline after the root.
    pub fn mainline(&self) -> Vec<NodeId> {
        self.tree.mainline()
    }

    /// The viewed node (the root at the start position).
    pub fn cursor(&self) -> NodeId {
        self.node_at(self.view)
    }

    /// The node after `ply` plies of the current line (the root for 0, the last for more).
    fn node_at(&self, ply: usize) -> NodeId {
        ply.checked_sub(1)
            .and_then(|i| self.line.get(i).or(self.line.last()))
            .copied()
            .unwrap_or(NodeId::ROOT)
    }

    /// Shows node `id`: along the current line when it lies on it, otherwise the line becomes
    /// the path to `id` and on along main continuations. False for a node not in the tree or
    /// one reached through a null move (the board cannot show those as moves).
    pub fn go_to(&mut self, id: NodeId) -> bool {
        if id == NodeId::ROOT {
            self.view = 0;
            return true;
        }
        if let Some(i) = self.line.iter().position(|&n| n == id) {
            self.view = i + 1;
            return true;
        }
        if self.tree.node(id).is_none() {
            return false;
        }
        let path = self.tree.path(id);
        let ply = path.len();
        let line = self.extend_main(path);
        if self.line_moves(&line).len() < ply {
            return false;
        }
        self.set_line(line);
        self.view = ply.min(self.line.len());
        true
    }

    /// `path` followed by main continuations to a leaf.
    fn extend_main(&self, mut path: Vec<NodeId>) -> Vec<NodeId> {
        let mut at = path.last().copied().unwrap_or(NodeId::ROOT);
        while let Some(next) = self.tree.main_child(at) {
            path.push(next);
            at = next;
        }
        path
    }

    /// The chess moves of `line` up to its first null move.
    fn line_moves(&self, line: &[NodeId]) -> Vec<Move> {
        line.iter()
            .map_while(|&id| self.tree.node(id).and_then(|n| n.chess_move()))
            .collect()
    }

    /// Makes `line` (a path from the root's child) the current line, reusing the positions of
    /// the prefix it shares with the old one. The line stops before a null move.
    fn set_line(&mut self, line: Vec<NodeId>) {
        let moves = self.line_moves(&line);
        let keep = self
            .line
            .iter()
            .zip(&line)
            .zip(self.moves.iter().zip(&moves))
            .take_while(|((a, b), (ma, mb))| a == b && ma == mb)
            .count();
        for _ in keep..self.moves.len() {
            self.moves.pop();
            self.sans.pop();
            self.positions.pop();
            self.history.pop();
        }
        for &mv in &moves[keep..] {
            let pos = self.current();
            let san = pos.san(mv);
            let after = pos.after(mv);
            self.history.push(after.key());
            self.positions.push(after);
            self.moves.push(mv);
            self.sans.push(san);
        }
        self.line = line;
        self.line.truncate(self.moves.len());
        self.view = self.view.min(self.line.len());
    }

    /// The rules' outcome at the end of the mainline.
    fn mainline_board_outcome(&self) -> Option<Outcome> {
        let mainline = self.tree.mainline();
        if mainline == self.line {
            return self.history.outcome(self.current());
        }
        let mut pos = self.start().clone();
        let mut history = GameHistory::new();
        history.push(pos.key());
        for mv in self.line_moves(&mainline) {
            pos.play_unchecked(mv);
            history.push(pos.key());
        }
        history.outcome(&pos)
    }

    /// Brings the line, view and outcome up to date after the tree changed.
    fn after_tree_change(&mut self) {
        self.revision = next_revision();
        let cursor = self.cursor();
        // The viewed node, or its nearest ancestor on the old line still in the tree.
        let kept = self.line[..self.view.min(self.line.len())]
            .iter()
            .take_while(|&&id| self.tree.node(id).is_some())
            .count();
        let anchor = if self.tree.node(cursor).is_some() {
            cursor
        } else {
            self.node_at(kept)
        };
        // Keep the remembered line while it is still a path in the tree.
        let mut line: Vec<NodeId> = Vec::with_capacity(self.line.len());
        let mut parent = NodeId::ROOT;
        for &id in &self.line {
            if self.tree.parent(id) != Some(parent) {
                break;
            }
            line.push(id);
            parent = id;
        }
        if anchor != NodeId::ROOT && !line.contains(&anchor) {
            line = self.tree.path(anchor);
        }
        let view = if anchor == NodeId::ROOT {
            0
        } else {
            line.iter().position(|&n| n == anchor).map_or(0, |i| i + 1)
        };
        let line = self.extend_main(line);
        self.set_line(line);
        self.view = view.min(self.line.len());
        self.board_outcome = self.mainline_board_outcome();
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.finished.or(self.board_outcome)
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Ends the game for a reason outside the board (time, resignation, agreement).
    pub fn finish(&mut self, outcome: Outcome) {
        if self.outcome().is_none() {
            self.finished = Some(outcome);
        }
    }

    /// The side to move in the current position.
    pub fn side_to_move(&self) -> Color {
        self.current().side_to_move()
    }

    /// The ply shown on the board.
    pub fn view(&self) -> usize {
        self.view
    }

    /// Whether the board shows the latest position (moves can be entered).
    pub fn is_at_end(&self) -> bool {
        self.view == self.moves.len()
    }

    /// Shows ply `ply` of the current line (clamped to it).
    pub fn set_view(&mut self, ply: usize) {
        self.view = ply.min(self.moves.len());
    }

    /// The position shown on the board.
    pub fn viewed(&self) -> &Position {
        self.positions
            .get(self.view)
            .unwrap_or_else(|| self.current())
    }

    /// The move that led to the shown position.
    pub fn viewed_last_move(&self) -> Option<Move> {
        self.view
            .checked_sub(1)
            .and_then(|i| self.moves.get(i).copied())
    }

    /// The position before ply `ply` (0-based move index) of the current line was played.
    pub fn position_before(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// Plays a legal move at the end of the current line (the mainline in a game being played)
    /// and follows it with the view.
    pub fn play(&mut self, mv: Move) -> Result<PlayedMove, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::Over(outcome.reason.describe()));
        }
        self.view = self.line.len();
        self.play_here(mv)
    }

    /// Plays a legal move after the viewed position: the next move of the line when it is the
    /// same, an existing variation with that move, or a new variation (a new main continuation
    /// when the viewed node had none). Allowed after the game ended: exploring does not change
    /// the outcome, but a move that extends the mainline to a rules end finishes the game.
    pub fn play_here(&mut self, mv: Move) -> Result<PlayedMove, GameError> {
        let pos = self.viewed().clone();
        if !pos.is_legal(mv) {
            return Err(GameError::Illegal {
                mv: pos.move_to_uci(mv),
                fen: pos.to_fen(),
            });
        }
        let was_over = self.is_over();
        let parent = self.cursor();
        let existing = self.tree.children(parent).count();
        let id = self
            .tree
            .add_move(parent, mv)
            .map_err(|e| GameError::Illegal {
                mv: pos.move_to_uci(mv),
                fen: e.to_string(),
            })?;
        if self.tree.children(parent).count() != existing {
            self.revision = next_revision();
        }
        if self.line.get(self.view) == Some(&id) {
            self.view += 1;
        } else {
            let line = self.extend_main(self.tree.path(id));
            let ply = self.view + 1;
            self.set_line(line);
            self.view = ply.min(self.line.len());
        }
        self.board_outcome = self.mainline_board_outcome();
        if !was_over && self.finished.is_none() {
            self.finished = self.board_outcome;
        }
        Ok(PlayedMove {
            mv,
            capture: pos.is_capture(mv),
            castle: mv.is_castle(),
            check: pos.gives_check(mv),
            ends_game: !was_over && self.is_over(),
        })
    }

    /// The legal move from `from` to `to` (with `promotion`) in the current position, if any.
    pub fn find_move(&self, from: Square, to: Square, promotion: Option<Role>) -> Option<Move> {
        self.current().find_move(from, to, promotion)
    }

    /// Reads a typed move: SAN (`e4`, `Nf3`, `O-O`, `exd5`, `e8=Q`) or coordinates (`e2e4`,
    /// `E2-E4`, `e7e8q`), in the shown position.
    pub fn parse_typed_move(&self, text: &str) -> Result<Move, GameError> {
        let pos = self.viewed();
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(GameError::Unreadable(text.to_owned()));
        }
        if let Ok(mv) = pos.parse_san(trimmed) {
            return Ok(mv);
        }
        let coords: String = trimmed
            .chars()
            .filter(|c| !matches!(c, '-' | 'x' | 'X' | ' ' | '=' | '+' | '#'))
            .flat_map(char::to_lowercase)
            .collect();
        if let Ok(mv) = pos.parse_uci_move(&coords) {
            return Ok(mv);
        }
        // SAN typed without care for case: `nf3`, `BXC6` (but a lone `b` file pawn move stays).
        let mut chars = trimmed.chars();
        if let Some(first) = chars.next() {
            let recased: String = std::iter::once(first.to_ascii_uppercase())
                .chain(chars.flat_map(char::to_lowercase))
                .collect();
            if let Ok(mv) = pos.parse_san(&recased) {
                return Ok(mv);
            }
            if let Ok(mv) = pos.parse_san(&trimmed.to_lowercase()) {
                return Ok(mv);
            }
        }
        Err(GameError::Unreadable(trimmed.to_owned()))
    }

    /// Takes back the last `plies` moves of the current line (fewer if it is shorter): they
    /// leave the tree. Clears the outcome.
    pub fn take_back(&mut self, plies: usize) {
        let plies = plies.min(self.line.len());
        if let Some(&first_gone) = self.line.get(self.line.len() - plies) {
            // The id comes from the live line, so deleting it cannot fail.
            let _ = self.tree.delete_from(first_gone);
            self.line.truncate(self.line.len() - plies);
            self.view = self.line.len();
            self.after_tree_change();
            self.view = self.line.len();
        }
        self.finished = None;
    }

    /// The outcome when `loser` resigns.
    pub fn resign(&mut self, loser: Color) {
        self.finish(Outcome {
            winner: Some(loser.flip()),
            reason: OutcomeReason::Resignation,
        });
    }

    /// The outcome when `flagged` runs out of time: a loss, or a draw when the opponent has no
    /// mating material.
    pub fn flag(&mut self, flagged: Color) {
        let winner = flagged.flip();
        let outcome = if self.current().can_mate(winner) {
            Outcome {
                winner: Some(winner),
                reason: OutcomeReason::Time,
            }
        } else {
            Outcome {
                winner: None,
                reason: OutcomeReason::Time,
            }
        };
        self.finish(outcome);
    }
}

/// A revision number never used before in this process, so that a cache keyed by it cannot
/// mistake a new game for the old one.
fn next_revision() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// Mutable access to a [`Game`]'s tree; the game's line and outcome are brought up to date
/// when this is dropped.
pub struct TreeEdit<'a> {
    game: &'a mut Game,
}

impl std::ops::Deref for TreeEdit<'_> {
    type Target = PgnGame;

    fn deref(&self) -> &PgnGame {
        &self.game.tree
    }
}

impl std::ops::DerefMut for TreeEdit<'_> {
    fn deref_mut(&mut self) -> &mut PgnGame {
        &mut self.game.tree
    }
}

impl Drop for TreeEdit<'_> {
    fn drop(&mut self) {
        self.game.after_tree_change();
    }
}

/// A sentence for the end of a game in the interface's language: "Checkmate — White wins".
pub fn describe_outcome(outcome: Outcome) -> String {
    let Some(winner) = outcome.winner else {
        return match outcome.reason {
            OutcomeReason::Time => t!("outcome-draw-time"),
            OutcomeReason::Agreement => t!("outcome-draw-agreement"),
            OutcomeReason::Stalemate => t!("outcome-draw-stalemate"),
            OutcomeReason::ThreefoldRepetition => t!("outcome-draw-repetition"),
            OutcomeReason::FiftyMoves => t!("outcome-draw-fifty-moves"),
            OutcomeReason::InsufficientMaterial => t!("outcome-draw-material"),
            OutcomeReason::Adjudication => t!("outcome-draw-adjudication"),
            _ => t!("outcome-draw"),
        };
    };
    let side = match winner {
        Color::White => "white",
        Color::Black => "black",
    };
    match outcome.reason {
        OutcomeReason::Time => t!("outcome-wins-on-time", side = side),
        OutcomeReason::Resignation => t!("outcome-resigns", side = side),
        OutcomeReason::Checkmate => t!("outcome-checkmate-wins", side = side),
        OutcomeReason::Forfeit => t!("outcome-forfeit-wins", side = side),
        OutcomeReason::Adjudication => t!("outcome-adjudication-wins", side = side),
        _ => t!("outcome-wins", side = side),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    fn play_all(game: &mut Game, moves: &[&str]) {
        for text in moves {
            let mv = game.parse_typed_move(text).unwrap();
            game.play(mv).unwrap();
        }
    }

    #[test]
    fn typed_move_forms_are_read() {
        let game = Game::default();
        for text in ["e4", "e2e4", "E2-E4", "e2-e4", " e4 "] {
            let mv = game.parse_typed_move(text).unwrap();
            assert_eq!(game.current().move_to_uci(mv), "e2e4", "{text}");
        }
        let mv = game.parse_typed_move("Nf3").unwrap();
        assert_eq!(game.current().move_to_uci(mv), "g1f3");
        let mv = game.parse_typed_move("nf3").unwrap();
        assert_eq!(game.current().move_to_uci(mv), "g1f3");
        assert!(game.parse_typed_move("e5").is_err());
        assert!(game.parse_typed_move("").is_err());
        assert!(game.parse_typed_move("hello").is_err());
    }

    #[test]
    fn scholars_mate_ends_the_game() {
        let mut game = Game::default();
        play_all(
            &mut game,
            &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"],
        );
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.winner, Some(Color::White));
        assert_eq!(outcome.reason, OutcomeReason::Checkmate);
        assert_eq!(game.sans().last().map(String::as_str), Some("Qxf7#"));
        assert!(matches!(
            game.play(game.moves()[0]),
            Err(GameError::Over(_))
        ));
        game.take_back(1);
        assert!(!game.is_over());
        assert_eq!(game.ply_count(), 6);
    }

    #[test]
    fn illegal_move_is_refused() {
        let mut game = Game::default();
        let mv = Move::new(Square::E2, Square::E5, crate::chess::MoveKind::Normal);
        assert!(matches!(game.play(mv), Err(GameError::Illegal { .. })));
        assert_eq!(game.ply_count(), 0);
    }

    #[test]
    fn flag_without_mating_material_is_a_draw() {
        let pos = Position::from_fen("8/8/8/4k3/8/8/8/4K2Q w - - 0 1").unwrap();
        let mut game = Game::new(pos.clone());
        game.flag(Color::Black);
        assert_eq!(game.outcome().unwrap().winner, Some(Color::White));
        let mut game = Game::new(pos);
        game.flag(Color::White);
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.winner, None);
        assert_eq!(outcome.reason, OutcomeReason::Time);
    }

    #[test]
    fn navigation_clamps() {
        let mut game = Game::default();
        play_all(&mut game, &["e4", "e5"]);
        game.set_view(1);
        assert!(!game.is_at_end());
        assert_eq!(game.viewed_last_move(), Some(game.moves()[0]));
        game.set_view(99);
        assert!(game.is_at_end());
        game.set_view(0);
        assert_eq!(game.viewed_last_move(), None);
    }

    fn san_at(game: &Game, text: &str) -> Move {
        game.viewed().parse_san(text).unwrap()
    }

    #[test]
    fn a_different_move_makes_a_variation_and_the_line_follows_it() {
        let mut game = Game::default();
        play_all(&mut game, &["e4", "e5", "Nf3", "Nc6"]);
        let mainline = game.mainline();
        game.set_view(1);
        // The same move as the line goes on along it.
        let e5 = san_at(&game, "e5");
        game.play_here(e5).unwrap();
        assert_eq!(game.view(), 2);
        assert_eq!(game.tree().node_count(), 5);
        game.set_view(1);
        let c5 = san_at(&game, "c5");
        game.play_here(c5).unwrap();
        assert_eq!(game.tree().mainline(), mainline, "the mainline stays");
        assert_eq!(game.sans(), ["e4", "c5"]);
        assert_eq!(game.view(), 2);
        assert!(game.is_at_end());
        let nf3 = san_at(&game, "Nf3");
        game.play_here(nf3).unwrap();
        assert_eq!(game.sans(), ["e4", "c5", "Nf3"]);
        let variation_end = game.cursor();
        // Back along the variation and forward again keeps the line.
        game.set_view(1);
        assert_eq!(game.sans(), ["e4", "c5", "Nf3"]);
        game.set_view(3);
        assert_eq!(game.cursor(), variation_end);
        // Going to a mainline move switches the line back.
        assert!(game.go_to(mainline[3]));
        assert_eq!(game.sans(), ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(game.view(), 4);
        assert_eq!(game.viewed().to_fen(), game.current().to_fen());
        assert!(game.go_to(variation_end));
        assert_eq!(game.view(), 3);
        assert!(game.go_to(NodeId::ROOT));
        assert_eq!(game.view(), 0);
        assert_eq!(game.ply_count(), 3, "the root keeps the line");
    }

    #[test]
    fn play_goes_at_the_end_of_the_line() {
        let mut game = Game::default();
        play_all(&mut game, &["e4", "e5"]);
        game.set_view(0);
        let nf3 = game.current().parse_san("Nf3").unwrap();
        game.play(nf3).unwrap();
        assert_eq!(game.sans(), ["e4", "e5", "Nf3"]);
        assert!(game.is_at_end());
        assert_eq!(game.tree().mainline().len(), 3);
    }

    #[test]
    fn tree_edits_keep_the_view_sensible() {
        let mut game = Game::default();
        play_all(&mut game, &["e4", "e5", "Nf3"]);
        game.set_view(1);
        let c5 = san_at(&game, "c5");
        game.play_here(c5).unwrap();
        let c5_node = game.cursor();
        let revision = game.revision();
        game.tree_mut().promote_variation(c5_node).unwrap();
        assert!(game.revision() > revision);
        assert_eq!(game.cursor(), c5_node);
        assert_eq!(
            game.tree().san(game.tree().mainline()[1]).as_deref(),
            Some("c5")
        );
        // Deleting the shown variation shows its branch point.
        game.tree_mut().delete_variation(c5_node).unwrap();
        assert_eq!(game.view(), 1);
        assert_eq!(game.sans(), ["e4", "e5", "Nf3"]);
        assert!(!game.go_to(c5_node), "a deleted node cannot be shown");
        // Deleting from the shown move shows its parent.
        let nf3 = game.line()[2];
        game.go_to(nf3);
        game.tree_mut().delete_from(nf3).unwrap();
        assert_eq!(game.sans(), ["e4", "e5"]);
        assert_eq!(game.view(), 2);
    }

    #[test]
    fn exploring_a_finished_game_keeps_its_outcome() {
        let mut game = Game::default();
        play_all(
            &mut game,
            &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"],
        );
        assert!(game.is_over());
        game.set_view(5);
        let a6 = san_at(&game, "a6");
        let played = game.play_here(a6).unwrap();
        assert!(!played.ends_game);
        assert!(game.is_over(), "a variation does not reopen the game");
        let a6_node = game.cursor();
        game.tree_mut().promote_to_mainline(a6_node).unwrap();
        assert!(game.is_over(), "the result stays after editing");
        assert!(matches!(game.play(a6), Err(GameError::Over(_))));
        // Taking back reopens it (Qh5 goes, with both replies after it).
        game.go_to(game.tree().mainline_end());
        game.take_back(2);
        assert!(!game.is_over());
        assert_eq!(game.sans(), ["e4", "e5", "Bc4", "Nc6"]);
    }

    #[test]
    fn take_back_removes_moves_from_the_tree() {
        let mut game = Game::default();
        play_all(&mut game, &["d4", "d5", "c4"]);
        game.take_back(2);
        assert_eq!(game.sans(), ["d4"]);
        assert_eq!(game.tree().node_count(), 2);
        assert!(game.is_at_end());
        let e5 = san_at(&game, "e5");
        game.play(e5).unwrap();
        assert_eq!(game.tree().mainline().len(), 2);
    }

    #[test]
    fn a_read_game_shows_the_end_of_its_mainline() {
        let tree = crate::formats::pgn::read_all("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *")
            .into_iter()
            .next()
            .unwrap()
            .unwrap();
        let game = Game::from_tree(tree);
        assert_eq!(game.sans(), ["e4", "e5", "Nf3", "Nc6"]);
        assert!(game.is_at_end());
        assert!(!game.is_over());
        assert_eq!(game.tree().node_count(), 7);
    }
}
