//! One tree node: the move that reached it, its prior, its statistics and where its children
//! are, all in atomics so that search threads share the tree without locks (24 bytes).
//!
//! Statistics are kept from the point of view of the player who made the move into the node
//! (the parent's side to move), so a parent simply prefers the child with the best value.
//! Proofs ([`Proof`]) are kept from the point of view of the side to move *at* the node, which
//! is how the solver reasons ("I have a move into a position lost for the opponent").
//!
//! Races are benign by design: the move, prior and child block are written before the node's
//! state is published with release ordering and read after an acquire load of it; statistics
//! are independent counters whose interleaving only changes which child the next playout tries.

use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU32, AtomicU64, Ordering};

use crate::chess::Move;

/// Fixed-point scale of the value sums: a value in [0, 1] adds at most this much.
const VALUE_SCALE: f64 = (1u64 << 20) as f64;
/// Largest quantised prior.
const PRIOR_SCALE: f32 = 65_535.0;

/// What a node's position is known to be, from the side to move at the node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// Nothing proven.
    Unknown,
    /// The side to move mates in the given number of plies.
    Win(u8),
    /// The side to move is mated in the given number of plies.
    Loss(u8),
    /// A draw whatever is played.
    Draw,
}

impl Proof {
    /// The exact value for the side to move (1 win, 0 loss, ½ draw), if proven.
    pub fn value(self) -> Option<f64> {
        match self {
            Proof::Unknown => None,
            Proof::Win(_) => Some(1.0),
            Proof::Loss(_) => Some(0.0),
            Proof::Draw => Some(0.5),
        }
    }

    /// The same fact seen from the other player.
    pub fn flip(self) -> Proof {
        match self {
            Proof::Win(p) => Proof::Loss(p),
            Proof::Loss(p) => Proof::Win(p),
            other => other,
        }
    }
}

/// How far a node has been developed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum NodeState {
    /// Created by its parent's expansion, never visited.
    Fresh = 0,
    /// Evaluated once; its children are not generated yet.
    Evaluated = 1,
    /// A thread is generating its children right now.
    Expanding = 2,
    /// Its children exist.
    Expanded = 3,
    /// The game is over here (mate, stalemate, a draw by rule): it never gets children.
    Terminal = 4,
}

// Status word layout: bits 0..3 state, bits 3..5 proof kind, bit 5 the two-fold flag, bits
// 8..16 proof plies. State and proof share one atomic so the node stays at 24 bytes.
const STATE_MASK: u16 = 0b111;
const PROOF_MASK: u16 = !STATE_MASK;
/// Set on a terminal draw that repeats a position of the tree's own line (see
/// [`Node::mark_two_fold`]).
const TWO_FOLD_BIT: u16 = 1 << 5;

fn state_from_bits(bits: u16) -> NodeState {
    match bits & STATE_MASK {
        1 => NodeState::Evaluated,
        2 => NodeState::Expanding,
        3 => NodeState::Expanded,
        4 => NodeState::Terminal,
        _ => NodeState::Fresh,
    }
}

fn proof_to_bits(proof: Proof) -> u16 {
    match proof {
        Proof::Unknown => 0,
        Proof::Win(p) => 1 << 3 | u16::from(p) << 8,
        Proof::Loss(p) => 2 << 3 | u16::from(p) << 8,
        Proof::Draw => 3 << 3,
    }
}

fn proof_from_bits(bits: u16) -> Proof {
    let plies = (bits >> 8) as u8;
    match (bits >> 3) & 0b11 {
        1 => Proof::Win(plies),
        2 => Proof::Loss(plies),
        3 => Proof::Draw,
        _ => Proof::Unknown,
    }
}

/// A tree node. Children are a contiguous block of the arena (see [`super::tree`]).
#[derive(Debug, Default)]
pub struct Node {
    /// Move (low 16 bits, 0 for the root) and quantised prior (high 16 bits).
    move_prior: AtomicU32,
    /// Completed playouts through this node.
    visits: AtomicU32,
    /// Sum of the playout values (fixed point) for the player who moved into the node.
    value_sum: AtomicU64,
    /// Arena index of the first child; valid once the state is `Expanded`.
    first_child: AtomicU32,
    /// State and proof, see the layout above.
    status: AtomicU16,
    /// Number of children (legal moves never exceed 218).
    child_count: AtomicU8,
    /// Playouts in flight below this node (virtual loss), at most one per thread.
    in_flight: AtomicU8,
}

const _: () = assert!(std::mem::size_of::<Node>() == 24);

impl Node {
    /// Makes this slot a fresh node for `mv` with prior `prior` (0..=1). Only for slots no
    /// other thread can see yet (new children before publication, the root between searches).
    pub fn init(&self, mv: Option<Move>, prior: f32) {
        let mv_bits = u32::from(mv.map_or(0, Move::to_u16));
        let p = (prior.clamp(0.0, 1.0) * PRIOR_SCALE).round() as u32;
        self.move_prior.store(mv_bits | p << 16, Ordering::Relaxed);
        self.visits.store(0, Ordering::Relaxed);
        self.value_sum.store(0, Ordering::Relaxed);
        self.first_child.store(0, Ordering::Relaxed);
        self.child_count.store(0, Ordering::Relaxed);
        self.in_flight.store(0, Ordering::Relaxed);
        self.status.store(0, Ordering::Relaxed);
    }

    /// Copies everything from `other` but points the children at `first_child` (tree
    /// compaction; both nodes are private to the copying thread).
    pub fn copy_from(&self, other: &Node, first_child: u32) {
        let load = |a: &AtomicU32| a.load(Ordering::Relaxed);
        self.move_prior
            .store(load(&other.move_prior), Ordering::Relaxed);
        self.visits.store(load(&other.visits), Ordering::Relaxed);
        self.value_sum
            .store(other.value_sum.load(Ordering::Relaxed), Ordering::Relaxed);
        self.first_child.store(first_child, Ordering::Relaxed);
        self.child_count
            .store(other.child_count.load(Ordering::Relaxed), Ordering::Relaxed);
        self.in_flight.store(0, Ordering::Relaxed);
        self.status
            .store(other.status.load(Ordering::Relaxed), Ordering::Relaxed);
    }

    /// Clears the move and gives the node a prior of 1, as the root has.
    pub fn init_root_move(&self) {
        self.move_prior.store(0xffff << 16, Ordering::Relaxed);
    }

    /// The move into this node (`None` for the root).
    pub fn mv(&self) -> Option<Move> {
        Move::from_u16((self.move_prior.load(Ordering::Relaxed) & 0xffff) as u16)
    }

    /// The policy prior of the move into this node.
    pub fn prior(&self) -> f32 {
        (self.move_prior.load(Ordering::Relaxed) >> 16) as f32 / PRIOR_SCALE
    }

    /// Completed playouts.
    pub fn visits(&self) -> u32 {
        self.visits.load(Ordering::Relaxed)
    }

    /// Playouts currently below this node.
    pub fn in_flight(&self) -> u32 {
        u32::from(self.in_flight.load(Ordering::Relaxed))
    }

    /// Sum of values (for the player who moved here) as a float.
    pub fn value_sum(&self) -> f64 {
        self.value_sum.load(Ordering::Relaxed) as f64 / VALUE_SCALE
    }

    /// Mean value for the player who moved here, if visited.
    pub fn q(&self) -> Option<f64> {
        let n = self.visits();
        (n > 0).then(|| self.value_sum() / f64::from(n))
    }

    /// Marks one more playout passing through (virtual loss).
    pub fn add_in_flight(&self) {
        self.in_flight.fetch_add(1, Ordering::Relaxed);
    }

    /// Records a finished playout with `value` for the player who moved here, and removes
    /// its virtual loss if `had_in_flight`.
    pub fn record(&self, value: f64, had_in_flight: bool) {
        let fixed = (value.clamp(0.0, 1.0) * VALUE_SCALE).round() as u64;
        self.value_sum.fetch_add(fixed, Ordering::Relaxed);
        self.visits.fetch_add(1, Ordering::Relaxed);
        if had_in_flight {
            self.in_flight.fetch_sub(1, Ordering::Relaxed);
        }
    }

    /// The development state (acquire: children are visible once `Expanded` is seen).
    pub fn state(&self) -> NodeState {
        state_from_bits(self.status.load(Ordering::Acquire))
    }

    /// Moves from state `from` to `to` if the node is in `from`; whether it did. Used as the
    /// cheap expansion guard: only the thread that wins `Evaluated → Expanding` expands.
    pub fn transition(&self, from: NodeState, to: NodeState) -> bool {
        self.status
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |bits| {
                (state_from_bits(bits) == from).then_some((bits & PROOF_MASK) | to as u16)
            })
            .is_ok()
    }

    /// Sets the state unconditionally (release).
    pub fn set_state(&self, to: NodeState) {
        // The closure always returns Some, so the update cannot fail.
        let _ = self
            .status
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |bits| {
                Some((bits & PROOF_MASK) | to as u16)
            });
    }

    /// What is proven about this node's position (side to move at the node).
    pub fn proof(&self) -> Proof {
        proof_from_bits(self.status.load(Ordering::Relaxed))
    }

    /// Records a proof.
    pub fn set_proof(&self, proof: Proof) {
        let _ = self
            .status
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |bits| {
                Some((bits & (STATE_MASK | TWO_FOLD_BIT)) | proof_to_bits(proof))
            });
    }

    /// Marks this node's draw as a two-fold repetition of a position after the root: a draw
    /// only while that position stays in the tree's line, so [`super::tree::Tree::reroot`]
    /// takes it back once the game moves past it.
    pub fn mark_two_fold(&self) {
        self.status.fetch_or(TWO_FOLD_BIT, Ordering::AcqRel);
    }

    /// Whether [`Node::mark_two_fold`] marked this node.
    pub fn is_two_fold(&self) -> bool {
        self.status.load(Ordering::Relaxed) & TWO_FOLD_BIT != 0
    }

    /// Stores the child block and publishes it (state `Expanded`, release).
    pub fn publish_children(&self, first: u32, count: u8) {
        self.first_child.store(first, Ordering::Relaxed);
        self.child_count.store(count, Ordering::Relaxed);
        self.set_state(NodeState::Expanded);
    }

    /// The arena range of the children, if expanded.
    pub fn children(&self) -> Option<std::ops::Range<u32>> {
        if self.state() != NodeState::Expanded {
            return None;
        }
        let first = self.first_child.load(Ordering::Relaxed);
        let count = u32::from(self.child_count.load(Ordering::Relaxed));
        Some(first..first + count)
    }

    /// Points the child block elsewhere (compaction, single-threaded).
    pub fn set_first_child(&self, first: u32) {
        self.first_child.store(first, Ordering::Relaxed);
    }

    /// Forgets the children (the node goes back to `Evaluated`; compaction and root reset).
    pub fn drop_children(&self) {
        self.child_count.store(0, Ordering::Relaxed);
        self.set_state(NodeState::Evaluated);
    }

    /// The raw child block, whatever the state (for compaction, which runs single-threaded).
    pub fn child_block(&self) -> (u32, u8) {
        (
            self.first_child.load(Ordering::Relaxed),
            self.child_count.load(Ordering::Relaxed),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proof_and_state_share_the_status_word() {
        let node = Node::default();
        node.init(None, 0.25);
        assert_eq!(node.state(), NodeState::Fresh);
        node.set_proof(Proof::Loss(7));
        assert!(node.transition(NodeState::Fresh, NodeState::Terminal));
        assert!(!node.transition(NodeState::Fresh, NodeState::Evaluated));
        assert_eq!(node.state(), NodeState::Terminal);
        assert_eq!(node.proof(), Proof::Loss(7));
        node.set_proof(Proof::Draw);
        assert_eq!(node.state(), NodeState::Terminal);
        assert_eq!(node.proof(), Proof::Draw);
        assert!((node.prior() - 0.25).abs() < 1e-4);
        assert!(!node.is_two_fold());
        node.mark_two_fold();
        node.set_proof(Proof::Draw);
        assert!(node.is_two_fold(), "a new proof keeps the flag");
        assert_eq!(
            (node.state(), node.proof()),
            (NodeState::Terminal, Proof::Draw)
        );
        node.init(None, 0.25);
        assert!(!node.is_two_fold());
    }

    #[test]
    fn record_averages_and_clears_virtual_loss() {
        let node = Node::default();
        node.init(None, 1.0);
        node.add_in_flight();
        assert_eq!(node.in_flight(), 1);
        node.record(1.0, true);
        node.record(0.0, false);
        assert_eq!(node.in_flight(), 0);
        assert_eq!(node.visits(), 2);
        assert!((node.q().unwrap_or(-1.0) - 0.5).abs() < 1e-6);
    }
}
