//! Static evaluation behind one interface, so the search can use the handcrafted evaluation
//! (`hce`) or an incrementally updated NNUE (`nnue`) without knowing which.
//!
//! The search is copy-make: it calls [`Evaluator::push`] after each move with the parent and
//! child positions, and [`Evaluator::pop`] when it returns to the parent. An NNUE keeps an
//! accumulator stack in step with these calls; the HCE simply ignores them.

pub mod hce;

use crate::chess::{Move, Position};

/// Evaluation score in centipawns, from the side to move's point of view.
pub type Eval = i32;

/// A static evaluator with make/unmake hooks for incremental state.
pub trait Evaluator: Send {
    /// Starts a new search from `pos` (refreshes any incremental state).
    fn reset(&mut self, pos: &Position);
    /// The search moved from `before` to `after` by playing `m`.
    fn push(&mut self, before: &Position, m: Move, after: &Position);
    /// The search passed the turn (null move), reaching `after`.
    fn push_null(&mut self, after: &Position);
    /// The search returned to the parent of the last pushed position.
    fn pop(&mut self);
    /// Evaluates `pos`, which must be the position of the last `reset`/`push`.
    fn evaluate(&mut self, pos: &Position) -> Eval;
}

pub mod nnue;
pub mod switchable;
