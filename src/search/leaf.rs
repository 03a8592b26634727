//! A small, self-contained entry into the alpha-beta search for other engines: the value of
//! one position by a shallow principal variation search (with the full pruning, move
//! ordering and quiescence search of the PVS engine), with no root bookkeeping, no clock
//! and no reports. The MCTS engine uses it as its leaf evaluation, as Komodo MCTS does.
//!
//! Each [`LeafSearch`] owns one search thread's state (stacks, histories); several of them
//! may share one [`TranspositionTable`], which carries what earlier leaves learnt.

use std::sync::Arc;

use super::{INFINITE, MATE, MATE_IN_MAX, params::Params, tt::TranspositionTable, worker::Worker};
use crate::{chess::Position, eval::Evaluator};

/// The ply the searched position sits at inside the worker: one, so that the root-only code
/// of the search (root move list, MultiPV) stays out of the way.
const LEAF_PLY: usize = 1;

/// Shallow searches of single positions; see the module docs.
pub struct LeafSearch<E: Evaluator> {
    worker: Worker<E>,
}

impl<E: Evaluator> LeafSearch<E> {
    /// A searcher evaluating with `eval` and caching in `tt`, with the search constants the
    /// MCTS engine was measured with: those of the PVS search before its SPRT-tuned changes.
    pub fn new(eval: E, tt: Arc<TranspositionTable>) -> LeafSearch<E> {
        Self::with_params(eval, tt, Params::default().with_previous_search_constants())
    }

    /// The same with the PVS engine's current constants, but the check extension on: a
    /// depth-1 leaf search without it misses most checks.
    pub fn with_current_constants(eval: E, tt: Arc<TranspositionTable>) -> LeafSearch<E> {
        let params = Params {
            check_extension: 1,
            ..Params::default()
        };
        Self::with_params(eval, tt, params)
    }

    fn with_params(eval: E, tt: Arc<TranspositionTable>, params: Params) -> LeafSearch<E> {
        // Not the main thread (id 0): it never looks at a clock or a node limit.
        LeafSearch {
            worker: Worker::new(1, eval, tt, params),
        }
    }

    /// The score of `pos` for its side to move after a search of `depth` plies (0: the
    /// quiescence search only), in centipawns; a mate is `±MATE` less its distance in plies.
    /// `earlier_keys` are the Zobrist keys of the positions before `pos` in the game and the
    /// line leading to it (oldest first, `pos` excluded): a repetition of one counts as a draw.
    pub fn search(&mut self, pos: &Position, earlier_keys: &[u64], depth: i32) -> i32 {
        let w = &mut self.worker;
        // The MCTS tree's line counts as part of the search: one repetition of it draws.
        w.load_history(pos, earlier_keys, false);
        w.eval.reset(pos);
        w.root_depth = depth.max(1);
        w.nmp_min_ply = 0;
        for frame in w.stack.iter_mut().take(LEAF_PLY + 1) {
            frame.static_eval = super::NO_EVAL;
            frame.cont = None;
            frame.quiet_move = None;
            frame.double_extensions = 0;
        }
        let score = w.search::<true>(pos, -INFINITE, INFINITE, depth, LEAF_PLY, false);
        // Mate distances count from the searched position, not from the worker's ply.
        if score >= MATE_IN_MAX {
            (score + LEAF_PLY as i32).min(MATE)
        } else if score <= -MATE_IN_MAX {
            (score - LEAF_PLY as i32).max(-MATE)
        } else {
            score
        }
    }

    /// Forgets what earlier searches taught (histories, stack): the searcher then searches as
    /// a new one would, without allocating its tables again.
    pub fn forget(&mut self) {
        let w = &mut self.worker;
        w.clear();
        w.stack.fill(super::worker::Frame::default());
    }

    /// Whether this searcher caches in `tt`.
    pub fn uses_table(&self, tt: &Arc<TranspositionTable>) -> bool {
        Arc::ptr_eq(&self.worker.tt, tt)
    }

    /// Nodes searched by this searcher so far.
    pub fn nodes(&self) -> u64 {
        self.worker.nodes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::hce::Hce;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn sees_a_fork_and_a_mate_with_either_set_of_constants() {
        let searchers = [LeafSearch::new, LeafSearch::with_current_constants];
        for make in searchers {
            let mut leaf = make(Hce::default(), Arc::new(TranspositionTable::new(1)));
            // Back-rank mate in one for White, at the depth of a leaf search in play and deeper.
            let mate = pos("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
            assert_eq!(leaf.search(&mate, &[], 1), MATE - 1);
            assert_eq!(leaf.search(&mate, &[], 2), MATE - 1);
            // Black is mated: the score from Black's side.
            let mated = pos("R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");
            assert_eq!(leaf.search(&mated, &[], 1), -MATE);
            // A knight fork of king and rook (Nc7+, Nxa8): worth far more after a 3-ply
            // search than at rest.
            let fork = pos("r3k3/8/8/3N4/8/8/4P3/4K3 w - - 0 1");
            let quiet = leaf.search(&fork, &[], 0);
            let deep = leaf.search(&fork, &[], 3);
            assert!(deep > quiet + 400, "{quiet} -> {deep}");
        }
    }
}
