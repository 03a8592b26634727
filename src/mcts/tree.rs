//! The node arena: every node of the search tree lives in one of two preallocated halves,
//! sized by the `Hash` option, and is addressed by a `u32` index. Nothing is allocated per
//! node: expanding a node reserves a contiguous block for its children with one atomic add.
//!
//! Between searches the tree is reused: when the game advances by one or two plies, the
//! subtree of the new root is copied into the other half by a Cheney-style breadth-first copy
//! (the destination doubles as the queue, so the copy needs no memory of its own), children
//! stay contiguous, and everything outside that subtree is dropped. The root is always
//! index 0 of the active half.
//!
//! Policy when the arena is full: it is recycled. The search pauses its threads and the same
//! copy keeps the tree but drops the children of its least visited nodes ([`Tree::recycle`]:
//! the fewest visits that leave at most half the arena in use), which go back to being
//! evaluated leaves with their statistics. A long analysis thus keeps growing the tree where
//! the visits go instead of freezing it. Between the moment the arena fills and the pause,
//! playouts stop expanding (a leaf that would get children backs up its own mean value).

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use super::node::{Node, NodeState, Proof};
use crate::chess::Move;

/// Bytes per node, for sizing and reporting.
pub const NODE_BYTES: usize = std::mem::size_of::<Node>();

/// Index of the root in the active half.
pub const ROOT: u32 = 0;

/// The arena: two halves, one active.
#[derive(Debug)]
pub struct Tree {
    halves: [Box<[Node]>; 2],
    /// Which half holds the tree (an atomic so that recycling works through `&self`).
    active: AtomicUsize,
    /// Next free index of the active half (may run past the capacity: then it is full).
    used: AtomicU64,
}

fn half(capacity: usize) -> Box<[Node]> {
    (0..capacity).map(|_| Node::default()).collect()
}

impl Tree {
    /// An arena using about `hash_mb` MiB in all (both halves), with an unvisited root.
    pub fn new(hash_mb: usize) -> Tree {
        let capacity = (hash_mb.max(1) << 20) / NODE_BYTES / 2;
        // Indices are u32; keep well clear of the top so `first + count` never wraps.
        let capacity = capacity.clamp(256, (u32::MAX / 2) as usize);
        let tree = Tree {
            halves: [half(capacity), half(capacity)],
            active: AtomicUsize::new(0),
            used: AtomicU64::new(1),
        };
        tree.node(ROOT).init(None, 1.0);
        tree
    }

    /// Nodes per half.
    pub fn capacity(&self) -> usize {
        self.halves[0].len()
    }

    /// Nodes in use in the active half.
    pub fn used(&self) -> usize {
        (self.used.load(Ordering::Relaxed) as usize).min(self.capacity())
    }

    /// Whether an expansion of a typical node could still fit.
    pub fn is_full(&self) -> bool {
        self.used.load(Ordering::Relaxed) as usize + 256 > self.capacity()
    }

    /// Fill of the active half in per mille (UCI `hashfull`).
    pub fn permille_full(&self) -> u32 {
        (self.used() * 1000 / self.capacity().max(1)) as u32
    }

    /// Memory held by the arena in bytes.
    pub fn memory_bytes(&self) -> usize {
        2 * self.capacity() * NODE_BYTES
    }

    /// The node at `index` of the active half. Indices come only from this arena.
    #[inline]
    pub fn node(&self, index: u32) -> &Node {
        &self.halves[self.active.load(Ordering::Relaxed)][index as usize]
    }

    /// The root node.
    pub fn root(&self) -> &Node {
        self.node(ROOT)
    }

    /// Reserves `count` contiguous fresh slots; `None` when the half is full.
    pub fn alloc(&self, count: usize) -> Option<u32> {
        let start = self.used.fetch_add(count as u64, Ordering::Relaxed);
        let end = start + count as u64;
        (end <= self.capacity() as u64).then_some(start as u32)
    }

    /// Forgets the whole tree: a fresh unvisited root.
    pub fn clear(&mut self) {
        self.used.store(1, Ordering::Relaxed);
        self.node(ROOT).init(None, 1.0);
    }

    /// The child of `parent` reached by `mv`, if `parent` is expanded and has it.
    pub fn child_by_move(&self, parent: u32, mv: Move) -> Option<u32> {
        let range = self.node(parent).children()?;
        range.into_iter().find(|&i| self.node(i).mv() == Some(mv))
    }

    /// Makes `new_root` the root, keeping its subtree and dropping everything else (the
    /// subtree is compacted into the other half), then takes back the two-fold repetition
    /// draws (see [`Tree::forget_two_fold_draws`]). The caller holds the tree exclusively.
    pub fn reroot(&mut self, new_root: u32) {
        if new_root != ROOT {
            self.compact(new_root, 0);
            self.forget_two_fold_draws();
        }
    }

    /// A repetition of a position at or after the root is scored as a draw (the side that
    /// could avoid it would), but once the game moves on, the repeated position may lie
    /// before the new root, where one earlier occurrence is no draw. Every such terminal
    /// becomes a fresh node again (its next visit checks the rules against the new game
    /// history; its old draw visits are dropped, as Lc0 does), and the solver's proofs above
    /// it are derived anew. Children sit at higher indices than their parent after a
    /// compaction, so one backward pass sees every child before its parent. The new root's
    /// own proof stays unknown, as the compaction left it.
    fn forget_two_fold_draws(&self) {
        let used = self.used() as u32;
        let mut any = false;
        for index in 1..used {
            let node = self.node(index);
            if node.state() == NodeState::Terminal && node.is_two_fold() {
                node.init(node.mv(), node.prior());
                any = true;
            }
        }
        if !any {
            return;
        }
        for index in (1..used).rev() {
            let node = self.node(index);
            if node.children().is_some() && node.proof() != Proof::Unknown {
                node.set_proof(Proof::Unknown);
                super::select::try_prove(self, index);
            }
        }
    }

    /// Frees at least half the arena by dropping the children of the least visited nodes
    /// (see the module docs); returns the visits a node needed to keep its children. Only
    /// while no search thread uses the tree: it rewrites nodes other threads could be reading.
    pub fn recycle(&self) -> u32 {
        // kept[b]: children of the expanded nodes with between 2^b and 2^(b+1) - 1 visits.
        // A child never has more visits than its parent, so a threshold keeps whole top
        // parts of the tree and the counts add up. Slots orphaned by an earlier drop are
        // counted too, which only errs towards freeing more.
        let mut kept = [0usize; 33];
        for index in 1..self.used() as u32 {
            let node = self.node(index);
            if let Some(children) = node.children() {
                let bucket = 31 - node.visits().max(1).leading_zeros() as usize;
                kept[bucket] += children.len();
            }
        }
        let root_children = self.root().children().map_or(0, |c| c.len());
        let budget = self.capacity() / 2;
        let mut total = 1 + root_children;
        let mut bucket = kept.len();
        while bucket > 0 && total + kept[bucket - 1] <= budget {
            bucket -= 1;
            total += kept[bucket];
        }
        let min_visits = 1u32.checked_shl(bucket as u32).unwrap_or(u32::MAX);
        self.compact(ROOT, min_visits);
        min_visits
    }

    /// Copies the subtree of `new_root` into the other half, as the new root, and makes that
    /// half the active one. Nodes below the root with fewer than `min_visits` visits lose
    /// their children. No other thread may use the tree meanwhile.
    fn compact(&self, new_root: u32, min_visits: u32) {
        let active = self.active.load(Ordering::Relaxed);
        let (src, dst) = (&self.halves[active], &self.halves[1 - active]);
        let src_root = &src[new_root as usize];
        dst[0].copy_from(src_root, src_root.child_block().0);
        if new_root != ROOT {
            dst[0].init_root_move();
            dst[0].set_proof(Proof::Unknown);
        }
        let mut next = 1usize;
        let mut scan = 0usize;
        while scan < next {
            let node = &dst[scan];
            let (first, count) = node.child_block();
            let expanded = node.state() == NodeState::Expanded && count > 0;
            if expanded && (scan == 0 || node.visits() >= min_visits) {
                for i in 0..usize::from(count) {
                    let child = &src[first as usize + i];
                    dst[next + i].copy_from(child, child.child_block().0);
                }
                node.set_first_child(next as u32);
                next += usize::from(count);
            } else if expanded || node.state() == NodeState::Expanding {
                // Too few visits to keep its children (or, impossible while the threads
                // are paused, half-expanded): an evaluated leaf again, statistics kept.
                node.drop_children();
            }
            scan += 1;
        }
        self.active.store(1 - active, Ordering::Relaxed);
        self.used.store(next as u64, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Position;

    fn expand(tree: &Tree, parent: u32, moves: &[Move]) -> Option<u32> {
        let first = tree.alloc(moves.len())?;
        for (i, &m) in moves.iter().enumerate() {
            tree.node(first + i as u32)
                .init(Some(m), 1.0 / moves.len() as f32);
        }
        tree.node(parent).set_state(NodeState::Evaluated);
        tree.node(parent).publish_children(first, moves.len() as u8);
        Some(first)
    }

    #[test]
    fn alloc_stops_at_capacity() {
        let tree = Tree::new(1);
        let cap = tree.capacity();
        assert!(tree.alloc(cap - 1).is_some());
        assert!(tree.is_full());
        assert!(tree.alloc(1).is_none());
        assert!(tree.alloc(10).is_none());
        assert_eq!(tree.used(), cap);
        assert_eq!(tree.permille_full(), 1000);
    }

    #[test]
    fn recycle_frees_half_and_keeps_the_visited_top() {
        let tree = Tree::new(1);
        let moves: Vec<Move> = Position::startpos().legal_moves().iter().copied().collect();
        let root_kids = expand(&tree, ROOT, &moves).unwrap_or(0);
        // A well visited line (root → child 0 → its child 0) and many one-visit leaves.
        tree.root().record(0.5, false);
        for _ in 0..100 {
            tree.root().record(0.5, false);
            tree.node(root_kids).record(0.5, false);
        }
        let grand = expand(&tree, root_kids, &moves).unwrap_or(0);
        for _ in 0..50 {
            tree.node(grand).record(0.25, false);
        }
        let great = expand(&tree, grand, &moves).unwrap_or(0);
        // Fill the rest: every other root child (3 visits) has children with 2 visits,
        // whose children have 1 visit and children of their own.
        'fill: for k in 1..moves.len() as u32 {
            let kid = root_kids + k;
            for _ in 0..3 {
                tree.node(kid).record(0.5, false);
            }
            let Some(second) = expand(&tree, kid, &moves) else {
                break;
            };
            for a in second..second + moves.len() as u32 {
                tree.node(a).record(0.5, false);
                tree.node(a).record(0.5, false);
                let Some(third) = expand(&tree, a, &moves) else {
                    break 'fill;
                };
                for b in third..third + moves.len() as u32 {
                    tree.node(b).record(0.5, false);
                    if expand(&tree, b, &moves).is_none() {
                        break 'fill;
                    }
                }
            }
        }
        assert!(tree.is_full());
        let min_visits = tree.recycle();
        assert_eq!(min_visits, 2);
        assert!(tree.used() <= tree.capacity() / 2, "{}", tree.used());
        assert!(!tree.is_full());
        // The root keeps its children and statistics, the visited line keeps its subtree.
        assert_eq!(tree.root().visits(), 101);
        let kid = tree.child_by_move(ROOT, moves[0]).unwrap_or(u32::MAX);
        assert_eq!(tree.node(kid).visits(), 100);
        let grandchild = tree.child_by_move(kid, moves[0]).unwrap_or(u32::MAX);
        assert_eq!(tree.node(grandchild).visits(), 50);
        assert!(tree.node(grandchild).children().is_some());
        assert!(great > 0);
        // Two visits keep their children; one visit loses them but keeps its value.
        let kid = tree.child_by_move(ROOT, moves[1]).unwrap_or(u32::MAX);
        let two = tree.child_by_move(kid, moves[0]).unwrap_or(u32::MAX);
        assert_eq!(tree.node(two).visits(), 2);
        let one = tree.child_by_move(two, moves[0]).unwrap_or(u32::MAX);
        assert_eq!(tree.node(one).visits(), 1);
        assert_eq!(tree.node(one).state(), NodeState::Evaluated);
        assert_eq!(tree.node(one).q(), Some(0.5));
    }

    #[test]
    fn reroot_takes_back_two_fold_draws() {
        let mut tree = Tree::new(1);
        let moves: Vec<Move> = Position::startpos().legal_moves().iter().copied().collect();
        // Root → child 0 (the move the game plays) → three replies: a two-fold repetition,
        // a draw by rule, and one that is expanded further with only a two-fold reply.
        let kids = expand(&tree, ROOT, &moves[..2]).unwrap_or(0);
        let replies = expand(&tree, kids, &moves[..3]).unwrap_or(0);
        let (repeat, rule_draw, deeper) = (replies, replies + 1, replies + 2);
        for (node, two_fold) in [(repeat, true), (rule_draw, false)] {
            let node = tree.node(node);
            node.record(0.5, false);
            node.record(0.5, false);
            node.set_proof(Proof::Draw);
            if two_fold {
                node.mark_two_fold();
            }
            node.set_state(NodeState::Terminal);
        }
        let last = expand(&tree, deeper, &moves[..1]).unwrap_or(0);
        tree.node(last).set_proof(Proof::Draw);
        tree.node(last).mark_two_fold();
        tree.node(last).set_state(NodeState::Terminal);
        assert!(crate::mcts::select::try_prove(&tree, deeper));
        assert!(crate::mcts::select::try_prove(&tree, kids));
        assert_eq!(tree.node(kids).proof(), Proof::Draw);

        tree.reroot(kids);
        let find = |parent: u32, mv: Move| tree.child_by_move(parent, mv).unwrap_or(u32::MAX);
        let repeat = tree.node(find(ROOT, moves[0]));
        assert_eq!(
            repeat.state(),
            NodeState::Fresh,
            "checked again on its next visit"
        );
        assert_eq!((repeat.visits(), repeat.proof()), (0, Proof::Unknown));
        assert!(!repeat.is_two_fold());
        assert_eq!(repeat.mv(), Some(moves[0]));
        assert!((repeat.prior() - 1.0 / 3.0).abs() < 1e-4);
        let rule_draw = tree.node(find(ROOT, moves[1]));
        assert_eq!(
            rule_draw.state(),
            NodeState::Terminal,
            "a draw by rule stays"
        );
        assert_eq!((rule_draw.proof(), rule_draw.visits()), (Proof::Draw, 2));
        let deeper = find(ROOT, moves[2]);
        assert_eq!(
            tree.node(deeper).proof(),
            Proof::Unknown,
            "its proof is gone"
        );
        assert_eq!(tree.node(find(deeper, moves[0])).state(), NodeState::Fresh);
        assert_eq!(tree.root().proof(), Proof::Unknown);
    }

    #[test]
    fn reroot_keeps_only_the_subtree() {
        let mut tree = Tree::new(1);
        let moves: Vec<Move> = Position::startpos().legal_moves().iter().copied().collect();
        let first = expand(&tree, ROOT, &moves).unwrap_or(0);
        let grand = expand(&tree, first + 3, &moves[..5]).unwrap_or(0);
        tree.node(first + 3).record(0.75, false);
        tree.node(grand + 1).record(0.25, false);
        let _ = expand(&tree, grand + 1, &moves[..2]);
        assert_eq!(tree.used(), 1 + moves.len() + 5 + 2);
        tree.reroot(first + 3);
        assert_eq!(tree.used(), 1 + 5 + 2);
        let root = tree.root();
        assert_eq!(root.mv(), None);
        assert_eq!(root.visits(), 1);
        let kids = root.children().unwrap_or(0..0);
        assert_eq!(kids, 1..6);
        assert_eq!(tree.node(2).visits(), 1);
        assert_eq!(tree.node(2).children(), Some(6..8));
        assert_eq!(
            tree.child_by_move(ROOT, moves[1]),
            Some(2),
            "children keep their moves"
        );
    }
}
