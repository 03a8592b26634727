//! Game-level rules that need more than one position: repetition (a key history), the
//! fifty-move rule, and the outcome of a game.

use super::{position::Position, types::Color};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutcomeReason {
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// The same position occurred three times.
    ThreefoldRepetition,
    /// Fifty moves by each side without a capture or pawn move.
    FiftyMoves,
    /// Neither side can mate.
    InsufficientMaterial,
    /// A clock ran out.
    Time,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
    /// An engine broke the rules or crashed.
    Forfeit,
    /// Stopped by adjudication (engine matches).
    Adjudication,
    /// A result read from a game record that gives no reason for it.
    Recorded,
}

impl OutcomeReason {
    /// Human-readable reason, as shown in the GUI and written to PGN.
    pub fn describe(self) -> &'static str {
        match self {
            OutcomeReason::Checkmate => "checkmate",
            OutcomeReason::Stalemate => "stalemate",
            OutcomeReason::ThreefoldRepetition => "threefold repetition",
            OutcomeReason::FiftyMoves => "fifty-move rule",
            OutcomeReason::InsufficientMaterial => "insufficient material",
            OutcomeReason::Time => "time",
            OutcomeReason::Resignation => "resignation",
            OutcomeReason::Agreement => "agreement",
            OutcomeReason::Forfeit => "forfeit",
            OutcomeReason::Adjudication => "adjudication",
            OutcomeReason::Recorded => "result as recorded",
        }
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: OutcomeReason,
}

impl Outcome {
    /// The PGN result string: `1-0`, `0-1` or `1/2-1/2`.
    pub fn pgn_result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

/// The keys of the positions of a game so far, for repetition detection.
#[derive(Clone, Debug, Default)]
pub struct GameHistory {
    keys: Vec<u64>,
}

impl GameHistory {
    /// An empty history.
    pub fn new() -> GameHistory {
        GameHistory {
            keys: Vec::with_capacity(256),
        }
    }

    /// Records a position that occurred (call for every position, the current one included).
    pub fn push(&mut self, key: u64) {
        self.keys.push(key);
    }

    /// Forgets the last position (take back).
    pub fn pop(&mut self) -> Option<u64> {
        self.keys.pop()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.keys.clear();
    }

    /// The keys, oldest first.
    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// How often `pos` occurred within its reversible stretch (the current occurrence included
    /// if it was pushed). Only positions with the same side to move can match: every second key.
    pub fn occurrences(&self, pos: &Position) -> usize {
        let window = usize::from(pos.halfmove_clock()) + 1;
        self.keys
            .iter()
            .rev()
            .take(window)
            .step_by(2)
            .filter(|&&k| k == pos.key())
            .count()
    }

    /// The outcome of `pos` if the game is over by the rules (checkmate, stalemate, threefold
    /// repetition, fifty moves, insufficient material). `pos` must have been pushed.
    pub fn outcome(&self, pos: &Position) -> Option<Outcome> {
        let us = pos.side_to_move();
        if !pos.has_legal_moves() {
            return Some(if pos.in_check() {
                Outcome {
                    winner: Some(us.flip()),
                    reason: OutcomeReason::Checkmate,
                }
            } else {
                Outcome {
                    winner: None,
                    reason: OutcomeReason::Stalemate,
                }
            });
        }
        let draw = |reason| {
            Some(Outcome {
                winner: None,
                reason,
            })
        };
        if pos.is_insufficient_material() {
            return draw(OutcomeReason::InsufficientMaterial);
        }
        if pos.halfmove_clock() >= 100 {
            return draw(OutcomeReason::FiftyMoves);
        }
        if self.occurrences(pos) >= 3 {
            return draw(OutcomeReason::ThreefoldRepetition);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threefold_by_knight_shuffle() {
        let mut pos = Position::startpos();
        let mut history = GameHistory::new();
        history.push(pos.key());
        for (i, san) in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"]
            .iter()
            .enumerate()
        {
            assert!(history.outcome(&pos).is_none(), "ended early at ply {i}");
            let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{e}"));
            pos.play_unchecked(m);
            history.push(pos.key());
        }
        assert_eq!(
            history.outcome(&pos),
            Some(Outcome {
                winner: None,
                reason: OutcomeReason::ThreefoldRepetition
            })
        );
    }

    #[test]
    fn mate_stalemate_and_material() {
        let mate =
            Position::from_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1").unwrap_or_else(|e| panic!("{e}"));
        let mut h = GameHistory::new();
        h.push(mate.key());
        assert_eq!(
            h.outcome(&mate).map(|o| o.reason),
            Some(OutcomeReason::Checkmate)
        );
        assert_eq!(h.outcome(&mate).and_then(|o| o.winner), Some(Color::White));
        let stale =
            Position::from_fen("7k/8/6QK/8/8/8/8/8 b - - 0 1").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            h.outcome(&stale).map(|o| o.reason),
            Some(OutcomeReason::Stalemate)
        );
        let kbk =
            Position::from_fen("7k/8/6BK/8/8/8/8/8 b - - 0 1").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            h.outcome(&kbk).map(|o| o.reason),
            Some(OutcomeReason::InsufficientMaterial)
        );
        let fifty = Position::from_fen("7k/8/8/8/8/8/R7/6K1 b - - 100 80")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            h.outcome(&fifty).map(|o| o.reason),
            Some(OutcomeReason::FiftyMoves)
        );
    }
}
