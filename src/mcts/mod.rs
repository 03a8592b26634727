//! Monte Carlo tree search in the AlphaZero/Lc0 tradition (PUCT), the alternative to the PVS
//! engine: same rules core, same evaluation, same [`crate::engine::Engine`] interface.
//!
//! - [`node`], [`tree`]: lock-free nodes in a preallocated two-half arena (size from `Hash`),
//!   tree reuse between moves by compacting the new root's subtree.
//! - [`select`]: PUCT with first-play urgency and virtual loss; the MCTS-solver.
//! - [`policy`]: move scores (SEE, checks, promotions, history, piece-square gain, and the
//!   best move of the node's own leaf search) over a temperature, plus the logits of the
//!   learned [`policy_net`], through a softmax give the priors.
//! - [`value`]: a shallow search of the PVS engine ([`crate::search::LeafSearch`]) →
//!   calibrated WDL sigmoid → expected score.
//! - [`search`]: one thread's playouts; [`limits`]: when to stop; [`report`]: info lines.
//! - [`engine`]: [`MctsEngine`], the background search behind the `Engine` trait.
//! - [`params`]: the tunables table.

pub mod engine;
pub mod limits;
pub mod node;
pub mod params;
pub mod policy;
pub mod policy_net;
pub mod report;
pub mod search;
pub mod select;
pub mod tree;
pub mod value;

pub use engine::MctsEngine;
pub use params::MctsParams;
pub use value::WdlModel;
