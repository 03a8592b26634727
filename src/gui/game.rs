//! The game being played: start position, moves with their SAN, repetition history, the
//! outcome, and which ply the user is looking at. Pure rules bookkeeping, no UI, no clocks.

use crate::chess::{Color, GameHistory, Move, Outcome, OutcomeReason, Position, Role, Square};

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

/// One game: the start position and the moves since, with derived positions and SAN.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[i]` is the position after `i` moves; `positions[0]` is the start.
    positions: Vec<Position>,
    moves: Vec<Move>,
    sans: Vec<String>,
    history: GameHistory,
    outcome: Option<Outcome>,
    /// The ply shown on the board (0 = start); equals `moves.len()` when following the game.
    view: usize,
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Position::startpos())
    }
}

impl Game {
    /// A new game from `start`.
    pub fn new(start: Position) -> Game {
        let mut history = GameHistory::new();
        history.push(start.key());
        let mut game = Game {
            positions: vec![start],
            moves: Vec::new(),
            sans: Vec::new(),
            history,
            outcome: None,
            view: 0,
        };
        game.outcome = game.history.outcome(game.current());
        game
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The position after the last move.
    pub fn current(&self) -> &Position {
        // `positions` always holds the start position, so `last` exists.
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The moves in SAN.
    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// Number of moves (plies) played.
    pub fn ply_count(&self) -> usize {
        self.moves.len()
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Ends the game for a reason outside the board (time, resignation, agreement).
    pub fn finish(&mut self, outcome: Outcome) {
        if self.outcome.is_none() {
            self.outcome = Some(outcome);
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

    /// Shows ply `ply` (clamped to the game).
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

    /// The position before ply `ply` (0-based move index) was played.
    pub fn position_before(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// Plays a legal move at the end of the game and follows it with the view.
    pub fn play(&mut self, mv: Move) -> Result<PlayedMove, GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::Over(outcome.reason.describe()));
        }
        let pos = self.current().clone();
        if !pos.is_legal(mv) {
            return Err(GameError::Illegal {
                mv: pos.move_to_uci(mv),
                fen: pos.to_fen(),
            });
        }
        let san = pos.san(mv);
        let capture = pos.is_capture(mv);
        let check = pos.gives_check(mv);
        let after = pos.after(mv);
        self.history.push(after.key());
        self.positions.push(after);
        self.moves.push(mv);
        self.sans.push(san);
        self.view = self.moves.len();
        self.outcome = self.history.outcome(self.current());
        Ok(PlayedMove {
            mv,
            capture,
            castle: mv.is_castle(),
            check,
            ends_game: self.outcome.is_some(),
        })
    }

    /// The legal move from `from` to `to` (with `promotion`) in the current position, if any.
    pub fn find_move(&self, from: Square, to: Square, promotion: Option<Role>) -> Option<Move> {
        self.current().find_move(from, to, promotion)
    }

    /// Reads a typed move: SAN (`e4`, `Nf3`, `O-O`, `exd5`, `e8=Q`) or coordinates (`e2e4`,
    /// `E2-E4`, `e7e8q`), in the current position.
    pub fn parse_typed_move(&self, text: &str) -> Result<Move, GameError> {
        let pos = self.current();
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

    /// Takes back the last `plies` moves (fewer if the game is shorter); clears the outcome.
    pub fn take_back(&mut self, plies: usize) {
        for _ in 0..plies.min(self.moves.len()) {
            self.moves.pop();
            self.sans.pop();
            self.positions.pop();
            self.history.pop();
        }
        self.view = self.moves.len();
        self.outcome = self.history.outcome(self.current());
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

/// A sentence for the end of a game: "Checkmate — White wins".
pub fn describe_outcome(outcome: Outcome) -> String {
    let reason = outcome.reason.describe();
    let mut reason_cap = reason.to_owned();
    if let Some(first) = reason_cap.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    match (outcome.winner, outcome.reason) {
        (Some(c), OutcomeReason::Time) => {
            format!("{} wins on time", capitalised(c))
        }
        (Some(c), OutcomeReason::Resignation) => {
            format!(
                "{} resigns — {} wins",
                capitalised(c.flip()),
                capitalised(c)
            )
        }
        (Some(c), _) => format!("{reason_cap} — {} wins", capitalised(c)),
        (None, OutcomeReason::Time) => {
            "Draw — time ran out, but the opponent cannot mate".to_owned()
        }
        (None, OutcomeReason::Agreement) => "Draw by agreement".to_owned(),
        (None, _) => format!("Draw — {reason}"),
    }
}

/// "White" or "Black".
pub fn capitalised(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
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
}
