//! The handcrafted evaluation (HCE): tapered material and piece-square tables, mobility,
//! pawn structure (passed, isolated, doubled, backward; cached in a pawn hash), king safety,
//! bishop pair, rooks on open files, pawn threats and tempo. The weights are tuned by
//! `tempo tune` (Texel's method) and live in [`weights`].
//!
//! It is the fallback evaluation and the bootstrap for NNUE training data.

pub mod terms;
pub mod weights;

use terms::{MAX_PHASE, Terms, pawn_terms, phase, piece_terms};

use super::{Eval, Evaluator};
use crate::chess::{Color, Move, Position};

/// A (middlegame, endgame) score pair.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tapered {
    /// Middlegame part.
    pub mg: i32,
    /// Endgame part.
    pub eg: i32,
}

/// Sums weighted terms.
struct Scorer<'a> {
    weights: &'a [[i16; 2]; terms::NUM_WEIGHTS],
    score: Tapered,
}

impl Terms for Scorer<'_> {
    #[inline]
    fn add(&mut self, index: usize, count: i32) {
        let [mg, eg] = self.weights[index];
        self.score.mg += i32::from(mg) * count;
        self.score.eg += i32::from(eg) * count;
    }
}

const PAWN_HASH_SIZE: usize = 1 << 14;

#[derive(Clone, Copy, Default)]
struct PawnEntry {
    key: u64,
    score: Tapered,
}

/// The handcrafted evaluator. Each search thread owns one (with its own pawn hash).
#[derive(Clone)]
pub struct Hce {
    pawn_hash: Box<[PawnEntry]>,
}

impl std::fmt::Debug for Hce {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Hce")
    }
}

impl Default for Hce {
    fn default() -> Hce {
        Hce::new()
    }
}

impl Hce {
    /// An evaluator with an empty pawn hash.
    pub fn new() -> Hce {
        Hce {
            pawn_hash: vec![PawnEntry::default(); PAWN_HASH_SIZE].into_boxed_slice(),
        }
    }

    fn pawn_score(&mut self, pos: &Position) -> Tapered {
        // Key 0 is the empty-pawn key; offset so an empty slot never matches by accident.
        let key = pos.pawn_key() ^ 0x9E37_79B9_7F4A_7C15;
        let index = (key as usize) & (PAWN_HASH_SIZE - 1);
        if let Some(entry) = self.pawn_hash.get(index)
            && entry.key == key
        {
            return entry.score;
        }
        let mut scorer = Scorer {
            weights: &weights::WEIGHTS,
            score: Tapered::default(),
        };
        pawn_terms(pos, &mut scorer);
        if let Some(entry) = self.pawn_hash.get_mut(index) {
            *entry = PawnEntry {
                key,
                score: scorer.score,
            };
        }
        scorer.score
    }

    /// The evaluation of `pos` from White's point of view, with its parts (for `eval`).
    pub fn evaluate_white(&mut self, pos: &Position) -> Eval {
        let mut scorer = Scorer {
            weights: &weights::WEIGHTS,
            score: Tapered::default(),
        };
        piece_terms(pos, &mut scorer);
        let pawns = self.pawn_score(pos);
        let score = Tapered {
            mg: scorer.score.mg + pawns.mg,
            eg: scorer.score.eg + pawns.eg,
        };
        taper(score, phase(pos))
    }

    /// A human-readable breakdown (for the UCI `eval` command).
    pub fn describe(&mut self, pos: &Position) -> String {
        let mut pawns = Scorer {
            weights: &weights::WEIGHTS,
            score: Tapered::default(),
        };
        pawn_terms(pos, &mut pawns);
        let mut rest = Scorer {
            weights: &weights::WEIGHTS,
            score: Tapered::default(),
        };
        piece_terms(pos, &mut rest);
        let phase = phase(pos);
        let white = self.evaluate_white(pos);
        format!(
            "pawn structure mg {} eg {}; pieces mg {} eg {}; phase {phase}/{MAX_PHASE}; \
             total {white} cp (White's view)",
            pawns.score.mg, pawns.score.eg, rest.score.mg, rest.score.eg
        )
    }
}

/// Interpolates between the middlegame and endgame parts by `phase`.
pub fn taper(score: Tapered, phase: i32) -> i32 {
    (score.mg * phase + score.eg * (MAX_PHASE - phase)) / MAX_PHASE
}

impl Evaluator for Hce {
    fn reset(&mut self, _pos: &Position) {}

    fn push(&mut self, _before: &Position, _m: Move, _after: &Position) {}

    fn push_null(&mut self, _after: &Position) {}

    fn pop(&mut self) {}

    fn evaluate(&mut self, pos: &Position) -> Eval {
        let white = self.evaluate_white(pos);
        match pos.side_to_move() {
            Color::White => white,
            Color::Black => -white,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetric_and_sensible() {
        let mut hce = Hce::new();
        let start = Position::startpos();
        let tempo = i32::from(weights::WEIGHTS[terms::TEMPO][0]);
        assert_eq!(hce.evaluate(&start), tempo);
        // A queen up is clearly winning for the side with the queen.
        let up = Position::from_fen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
            .expect("FEN");
        assert!(hce.evaluate(&up) > 600);
        let mirrored =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1")
                .expect("FEN");
        assert_eq!(hce.evaluate(&up), hce.evaluate(&mirrored));
        // The pawn hash gives the same answer twice.
        assert_eq!(hce.evaluate(&up), hce.evaluate(&up));
        assert!(!hce.describe(&up).is_empty());
    }
}
