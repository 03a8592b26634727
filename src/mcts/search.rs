//! One search thread's playouts: select down the tree with PUCT, evaluate or expand the leaf,
//! back the value up (with the solver), all without allocating: positions, keys and the path
//! live in buffers sized once per search, move lists on the stack.
//!
//! Threads share the tree (tree parallelism): each playout adds a virtual loss to every node
//! on its path so that other threads prefer other lines, and a node is expanded by the one
//! thread that wins its `Evaluated → Expanding` transition while others wait a moment.

use std::sync::{
    Arc,
    atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering},
};

use super::{
    node::{NodeState, Proof},
    params::MctsParams,
    policy::{self, History},
    policy_net::{PolicyNet, PolicyScratch},
    select::{self, Puct},
    tree::{ROOT, Tree},
    value::WdlModel,
};
use crate::{
    chess::{Move, MoveList, Position, movegen::MAX_MOVES},
    eval::Evaluator,
    search::{LeafSearch, TranspositionTable},
};

/// Deepest ply a playout descends to; deeper leaves are evaluated but never expanded.
pub const MAX_PLY: usize = 128;

/// Counters shared by the threads of one search.
#[derive(Debug, Default)]
pub struct SearchStats {
    /// Set to end the search.
    pub stop: AtomicBool,
    /// Set while the search has nothing useful left to do but must wait for `stop`.
    pub idle: AtomicBool,
    /// Playouts started in this search.
    pub playouts: AtomicU64,
    /// Sum of the leaf plies of finished playouts (average depth).
    pub depth_sum: AtomicU64,
    /// Finished playouts.
    pub finished: AtomicU64,
    /// Deepest leaf ply.
    pub seldepth: AtomicU32,
    /// Nodes expanded.
    pub expansions: AtomicU64,
    /// Expansions whose leaf-search entry was gone from the table, so the node was searched
    /// again for the best move of `PolicySearchMove`.
    pub researches: AtomicU64,
}

/// What all threads of one search read.
#[derive(Debug)]
pub struct SearchContext<'a> {
    /// The tree.
    pub tree: &'a Tree,
    /// The root position.
    pub root: &'a Position,
    /// Zobrist keys of the game's positions before the root, oldest first.
    pub game_keys: &'a [u64],
    /// Only these root moves (empty: all).
    pub searchmoves: &'a [Move],
    /// The tunables.
    pub params: &'a MctsParams,
    /// Selection constants.
    pub puct: Puct,
    /// The value model.
    pub model: WdlModel,
    /// The learned policy added to the move scores (`None`: the move scores alone).
    pub policy_net: Option<&'a PolicyNet>,
    /// The transposition table the threads' leaf searches share.
    pub leaf_tt: &'a Arc<TranspositionTable>,
    /// Stop after this many playouts.
    pub max_playouts: Option<u64>,
    /// Shared counters.
    pub stats: &'a SearchStats,
}

/// What one search thread keeps from one search to the next.
pub struct ThreadState<E: Evaluator> {
    /// The playouts' move history, kept for the whole game.
    pub history: History,
    /// The leaf searcher, built at the thread's first search and reused (forgetting what it
    /// learnt) by the later ones, as the PVS engine keeps its workers, rather than allocating
    /// its tables (about 2 MB) for every search. The constants it was built with are kept
    /// beside it: another `LeafConstants` builds a new one.
    leaf: Option<(LeafSearch<E>, i64)>,
    /// The policy network's buffers (resized by the network if a new file has other sizes).
    policy_scratch: Option<PolicyScratch>,
}

impl<E: Evaluator> Default for ThreadState<E> {
    fn default() -> Self {
        ThreadState {
            history: History::default(),
            leaf: None,
            policy_scratch: None,
        }
    }
}

impl<E: Evaluator> ThreadState<E> {
    /// Forgets what the earlier games taught (new game).
    pub fn new_game(&mut self) {
        self.history.clear();
        if let Some((searcher, _)) = &mut self.leaf {
            searcher.forget();
        }
    }
}

impl<E: Evaluator + Clone> ThreadState<E> {
    /// Readies this thread for a search in `ctx`: its leaf searcher is built with a clone of
    /// `eval` if it has none for this table and these constants, and forgets earlier searches
    /// unless `LeafKeepHistory` is set.
    pub fn ready(&mut self, ctx: &SearchContext<'_>, eval: &E) -> ReadyThread<'_, E> {
        let constants = ctx.params.leaf_constants;
        let reusable = self.leaf.as_ref().is_some_and(|(searcher, built_with)| {
            *built_with == constants && searcher.uses_table(ctx.leaf_tt)
        });
        match &mut self.leaf {
            Some((searcher, _)) if reusable => {
                if ctx.params.leaf_keep_history == 0 {
                    searcher.forget();
                }
            }
            _ => self.leaf = None,
        }
        let (leaf, _) = self.leaf.get_or_insert_with(|| {
            let tt = Arc::clone(ctx.leaf_tt);
            let searcher = if constants == 0 {
                LeafSearch::new(eval.clone(), tt)
            } else {
                LeafSearch::with_current_constants(eval.clone(), tt)
            };
            (searcher, constants)
        });
        ReadyThread {
            history: &mut self.history,
            leaf,
            policy_scratch: &mut self.policy_scratch,
        }
    }
}

/// A thread's state readied for one search by [`ThreadState::ready`].
pub struct ReadyThread<'a, E: Evaluator> {
    history: &'a mut History,
    leaf: &'a mut LeafSearch<E>,
    policy_scratch: &'a mut Option<PolicyScratch>,
}

/// One search thread: its leaf searcher and its buffers.
pub struct Worker<'a, E: Evaluator> {
    ctx: &'a SearchContext<'a>,
    /// The leaf evaluation: a shallow alpha-beta search (see `LeafDepth`).
    leaf: &'a mut LeafSearch<E>,
    history: &'a mut History,
    policy_scratch: Option<&'a mut PolicyScratch>,
    positions: Vec<Position>,
    /// Game keys followed by the keys of the current path (root included).
    keys: Vec<u64>,
    path: Vec<u32>,
}

impl<'a, E: Evaluator> Worker<'a, E> {
    /// A worker for `ctx` on a readied thread's history and leaf searcher.
    pub fn new(ctx: &'a SearchContext<'a>, thread: ReadyThread<'a, E>) -> Self {
        let ReadyThread {
            history,
            leaf,
            policy_scratch,
        } = thread;
        let mut keys = Vec::with_capacity(ctx.game_keys.len() + MAX_PLY + 1);
        keys.extend_from_slice(ctx.game_keys);
        keys.push(ctx.root.key());
        Worker {
            ctx,
            leaf,
            history,
            policy_scratch: ctx
                .policy_net
                .map(|net| policy_scratch.get_or_insert_with(|| net.scratch())),
            positions: vec![ctx.root.clone(); MAX_PLY + 1],
            keys,
            path: Vec::with_capacity(MAX_PLY + 1),
        }
    }

    /// Makes sure the root is evaluated and expanded (single-threaded, before the search).
    /// Returns false if the root has no legal move.
    pub fn prepare_root(&mut self) -> bool {
        let tree = self.ctx.tree;
        let root = tree.root();
        if !self.ctx.root.has_legal_moves() {
            return false;
        }
        if root.state() == NodeState::Terminal {
            // A draw by repetition seen from the previous root: not a draw from here on.
            root.init(None, 1.0);
        }
        if root.state() == NodeState::Fresh {
            let v = self.evaluate(0);
            root.record(1.0 - v, false);
            root.set_state(NodeState::Evaluated);
        }
        if root.state() == NodeState::Evaluated {
            root.set_state(NodeState::Expanding);
            if !self.expand(ROOT, 0) {
                // Not even room for the root's children: start over with an empty tree.
                root.set_state(NodeState::Evaluated);
                return false;
            }
        }
        true
    }

    /// Runs playouts until the shared stop flag is set or the playout budget is spent,
    /// calling `check` every `check_every` playouts (the main thread uses it for limits and
    /// reports; it returns false to stop).
    pub fn run(&mut self, check_every: u32, mut check: impl FnMut() -> bool) {
        let stats = self.ctx.stats;
        let mut since_check = 0;
        while !stats.stop.load(Ordering::Relaxed) {
            if stats.idle.load(Ordering::Relaxed) {
                std::thread::sleep(std::time::Duration::from_millis(1));
                if !check() {
                    stats.stop.store(true, Ordering::Relaxed);
                }
                continue;
            }
            if !self.playout() {
                if self.ctx.max_playouts.is_some() {
                    // The playout budget is spent: the main thread decides what happens next.
                    stats.idle.store(true, Ordering::Relaxed);
                }
                continue;
            }
            since_check += 1;
            if since_check >= check_every {
                since_check = 0;
                if !check() {
                    stats.stop.store(true, Ordering::Relaxed);
                }
            }
        }
    }

    /// One playout from the root. False if the playout budget is spent.
    pub fn playout(&mut self) -> bool {
        let ctx = self.ctx;
        let tree = ctx.tree;
        let started = ctx.stats.playouts.fetch_add(1, Ordering::Relaxed);
        if ctx.max_playouts.is_some_and(|max| started >= max) {
            return false;
        }
        self.path.clear();
        self.path.push(ROOT);
        self.keys.truncate(ctx.game_keys.len() + 1);
        tree.root().add_in_flight();
        let mut ply = 0;
        let mut proven = false;
        // The leaf's value for the player who moved into it.
        let value = loop {
            let index = self.path[ply];
            let node = tree.node(index);
            if ply > 0
                && let Some(v) = node.proof().value()
            {
                proven = true;
                break 1.0 - v;
            }
            match node.state() {
                NodeState::Terminal => {
                    // The proof is written before the state; a draw if it ever was not.
                    proven = true;
                    break 1.0 - node.proof().value().unwrap_or(0.5);
                }
                NodeState::Fresh => {
                    if let Some((proof, two_fold)) = self.terminal(ply) {
                        node.set_proof(proof);
                        if two_fold {
                            node.mark_two_fold();
                        }
                        node.set_state(NodeState::Terminal);
                        proven = true;
                        break 1.0 - proof.value().unwrap_or(0.5);
                    }
                    let v = self.evaluate(ply);
                    node.transition(NodeState::Fresh, NodeState::Evaluated);
                    break 1.0 - v;
                }
                NodeState::Evaluated => {
                    if ply + 1 >= MAX_PLY || tree.is_full() {
                        break node.q().unwrap_or(0.5);
                    }
                    if node.transition(NodeState::Evaluated, NodeState::Expanding)
                        && !self.expand(index, ply)
                    {
                        node.set_state(NodeState::Evaluated);
                        break node.q().unwrap_or(0.5);
                    }
                }
                NodeState::Expanding => std::hint::spin_loop(),
                NodeState::Expanded => {
                    let Some(child_index) = select::select_child(tree, index, &ctx.puct) else {
                        break node.q().unwrap_or(0.5);
                    };
                    let child = tree.node(child_index);
                    let Some(mv) = child.mv() else {
                        break node.q().unwrap_or(0.5);
                    };
                    child.add_in_flight();
                    let next = self.positions[ply].after(mv);
                    self.positions[ply + 1] = next;
                    self.keys.push(self.positions[ply + 1].key());
                    self.path.push(child_index);
                    ply += 1;
                }
            }
        };
        self.backup(value, proven);
        let stats = ctx.stats;
        stats.depth_sum.fetch_add(ply as u64, Ordering::Relaxed);
        stats.finished.fetch_add(1, Ordering::Relaxed);
        stats.seldepth.fetch_max(ply as u32, Ordering::Relaxed);
        true
    }

    /// Adds `value` (for the player who moved into the leaf) along the path, alternating
    /// sides, removes the virtual losses, feeds the history, and runs the solver upwards
    /// from a proven leaf.
    fn backup(&mut self, value: f64, proven: bool) {
        let tree = self.ctx.tree;
        let mut v = value;
        for i in (0..self.path.len()).rev() {
            let node = tree.node(self.path[i]);
            node.record(v, true);
            if i > 0
                && let Some(mv) = node.mv()
            {
                self.history
                    .update(self.positions[i - 1].side_to_move(), mv, v);
            }
            v = 1.0 - v;
        }
        if proven {
            for i in (0..self.path.len().saturating_sub(1)).rev() {
                if !select::try_prove(tree, self.path[i]) {
                    break;
                }
            }
        }
    }

    /// The value of the position at `ply` for its side to move, in [0, 1].
    fn evaluate(&mut self, ply: usize) -> f64 {
        let params = &self.ctx.params;
        let deep_plies = params.leaf_deep_plies.clamp(0, 8) as usize;
        let near_root = deep_plies > 0 && ply <= deep_plies;
        let depth = params.leaf_depth.clamp(0, 8) as i32 + i32::from(near_root);
        // `keys` ends with the leaf's own key; the leaf search wants the ones before it.
        let earlier = &self.keys[..self.keys.len() - 1];
        let cp = self.leaf.search(&self.positions[ply], earlier, depth);
        self.ctx.model.expected(f64::from(cp))
    }

    /// Whether the game is over at `ply` by the rules: mate, stalemate, the fifty-move rule,
    /// insufficient material, or a repetition (of a position in this playout's path, or a
    /// third occurrence counting the game before the root). The flag says whether it is a
    /// two-fold repetition of a position at or after the root (see [`super::node::Node::mark_two_fold`]).
    fn terminal(&self, ply: usize) -> Option<(Proof, bool)> {
        let pos = &self.positions[ply];
        if !pos.has_legal_moves() {
            let proof = if pos.in_check() {
                Proof::Loss(0)
            } else {
                Proof::Draw
            };
            return Some((proof, false));
        }
        if pos.halfmove_clock() >= 100 || pos.is_insufficient_material() {
            return Some((Proof::Draw, false));
        }
        let game_len = self.ctx.game_keys.len();
        let current = self.keys.len() - 1;
        let window = usize::from(pos.halfmove_clock()).min(current);
        let key = pos.key();
        let mut earlier = 0;
        let mut back = 4;
        while back <= window {
            let j = current - back;
            if self.keys[j] == key {
                if j >= game_len {
                    return Some((Proof::Draw, true));
                }
                earlier += 1;
                if earlier >= 2 {
                    return Some((Proof::Draw, false));
                }
            }
            back += 2;
        }
        None
    }

    /// The best move of the leaf search that valued the node at `ply` (the shallow search's
    /// opinion is a strong hint for the prior), from the leaf table. The entry may have been
    /// replaced since the node was valued (by other leaves, or in an earlier search of a
    /// reused tree); then the node is searched again, so the bonus does not depend on the
    /// table's luck.
    fn searched_best_move(&mut self, ply: usize) -> Option<Move> {
        let ctx = self.ctx;
        ctx.stats.expansions.fetch_add(1, Ordering::Relaxed);
        if ctx.params.search_move_bonus == 0 {
            return None;
        }
        let key = self.positions[ply].key();
        if let Some(entry) = ctx.leaf_tt.probe(key, 0) {
            return entry.mv;
        }
        ctx.stats.researches.fetch_add(1, Ordering::Relaxed);
        self.evaluate(ply);
        ctx.leaf_tt.probe(key, 0).and_then(|e| e.mv)
    }

    /// Generates the children of the node at `index` (position at `ply`) with their priors,
    /// best prior first, and publishes them. False if the arena has no room.
    fn expand(&mut self, index: u32, ply: usize) -> bool {
        let ctx = self.ctx;
        let searched_best = self.searched_best_move(ply);
        let pos = &self.positions[ply];
        let mut moves = MoveList::new();
        pos.generate::<{ crate::chess::gen_type::ALL }>(&mut moves);
        if ply == 0 && !ctx.searchmoves.is_empty() {
            let all = moves.clone();
            moves.clear();
            for &m in all.iter().filter(|m| ctx.searchmoves.contains(m)) {
                moves.push(m);
            }
        }
        let count = moves.len();
        if count == 0 {
            return false;
        }
        let mut scores = [0i32; MAX_MOVES];
        let mut priors = [0f32; MAX_MOVES];
        let mut order = [0u8; MAX_MOVES];
        for (i, &m) in moves.iter().enumerate() {
            scores[i] = policy::score_move(pos, m, self.history, ctx.params.history_weight);
            if searched_best == Some(m) {
                scores[i] += ctx.params.search_move_bonus as i32;
            }
            order[i] = i as u8;
        }
        let temperature = ctx.params.policy_temperature.max(1) as f32;
        let mut logits = [0f32; MAX_MOVES];
        if let (Some(net), Some(scratch)) = (ctx.policy_net, self.policy_scratch.as_deref_mut()) {
            net.logits(pos, moves.as_slice(), scratch, &mut logits[..count]);
            let weight = ctx.params.policy_net_weight as f32 / 100.0;
            for l in &mut logits[..count] {
                *l *= weight;
            }
        }
        for (l, &s) in logits[..count].iter_mut().zip(&scores[..count]) {
            *l += s as f32 / temperature;
        }
        policy::softmax(&logits[..count], &mut priors[..count]);
        order[..count].sort_unstable_by(|&a, &b| {
            priors[usize::from(b)]
                .total_cmp(&priors[usize::from(a)])
                .then(a.cmp(&b))
        });
        let Some(first) = ctx.tree.alloc(count) else {
            return false;
        };
        let list = moves.as_slice();
        for (k, &i) in order[..count].iter().enumerate() {
            let i = usize::from(i);
            ctx.tree
                .node(first + k as u32)
                .init(Some(list[i]), priors[i]);
        }
        ctx.tree.node(index).publish_children(first, count as u8);
        true
    }
}
