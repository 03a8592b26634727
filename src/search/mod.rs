//! Tempo's alpha-beta engine: iterative deepening with aspiration windows around a fail-soft
//! principal variation search, quiescence search, a lock-free transposition table, a staged
//! move picker, the usual pruning and reduction family, time management, MultiPV, Lazy SMP and
//! a strength limit. [`PvsEngine`] puts it behind [`crate::engine::Engine`].
//!
//! The search is generic over [`crate::eval::Evaluator`], so the handcrafted evaluation and
//! an NNUE plug in alike: `PvsEngine::with_evaluator(my_eval)`.

mod alphabeta;
pub mod engine;
pub mod history;
pub mod leaf;
pub mod mate;
pub mod movepick;
pub mod params;
mod qsearch;
mod search_thread;
pub mod strength;
pub mod threats;
pub mod time;
pub mod tt;
pub mod worker;

#[cfg(test)]
mod tests;

pub use engine::{PvsEngine, SearchReport};
pub use leaf::LeafSearch;
pub use params::{PARAM_SPECS, ParamSpec, Params};
pub use tt::TranspositionTable;

use crate::engine::Score;

/// Deepest ply the search reaches (stack sizes).
pub const MAX_PLY: usize = 128;
/// Larger than any score.
pub const INFINITE: i32 = 32_001;
/// The score of delivering mate now (mate in `n` plies scores `MATE - n`).
pub const MATE: i32 = 32_000;
/// Scores at least this far are mates found within the search horizon.
pub const MATE_IN_MAX: i32 = MATE - MAX_PLY as i32;
/// Marks a missing static evaluation (in check).
pub const NO_EVAL: i32 = -INFINITE;

/// The score of being mated at `ply`.
#[inline]
pub const fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

/// The score of mating at `ply`.
#[inline]
pub const fn mate_in(ply: usize) -> i32 {
    MATE - ply as i32
}

/// Whether a score is a mate score.
#[inline]
pub const fn is_mate_score(score: i32) -> bool {
    score.abs() >= MATE_IN_MAX
}

/// An internal score as UCI reports it: centipawns, or mate in full moves.
pub fn to_uci_score(score: i32) -> Score {
    if score >= MATE_IN_MAX {
        Score::Mate((MATE - score + 1) / 2)
    } else if score <= -MATE_IN_MAX {
        Score::Mate(-(MATE + score) / 2)
    } else {
        Score::Cp(score)
    }
}

/// A win/draw/loss estimate (per mille) from a centipawn score, by a logistic model whose
/// draw band narrows as the score grows. Mate scores are certain.
pub fn wdl_from_score(score: i32) -> crate::engine::Wdl {
    if is_mate_score(score) {
        let win = score > 0;
        return crate::engine::Wdl {
            win: if win { 1000 } else { 0 },
            draw: 0,
            loss: if win { 0 } else { 1000 },
        };
    }
    // A +1 pawn advantage wins about a quarter of games, +3 pawns nearly all of them.
    let logistic = |x: f64| 1.0 / (1.0 + (-x).exp());
    let cp = f64::from(score);
    let win = logistic((cp - 150.0) / 60.0);
    let loss = logistic((-cp - 150.0) / 60.0);
    let win = (win * 1000.0).round() as u16;
    let loss = (loss * 1000.0).round() as u16;
    crate::engine::Wdl {
        win,
        draw: 1000u16.saturating_sub(win + loss),
        loss,
    }
}

#[cfg(test)]
mod score_tests {
    use super::*;

    #[test]
    fn mate_scores_convert_to_moves() {
        assert_eq!(to_uci_score(mate_in(1)), Score::Mate(1));
        assert_eq!(to_uci_score(mate_in(3)), Score::Mate(2));
        assert_eq!(to_uci_score(mated_in(2)), Score::Mate(-1));
        assert_eq!(to_uci_score(mated_in(4)), Score::Mate(-2));
        assert_eq!(to_uci_score(35), Score::Cp(35));
        let wdl = wdl_from_score(0);
        assert_eq!(wdl.win, wdl.loss);
        assert_eq!(u32::from(wdl.win + wdl.draw + wdl.loss), 1000);
        assert!(wdl_from_score(400).win > 900);
    }
}
