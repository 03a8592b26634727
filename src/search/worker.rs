//! One search thread's state (stacks, histories, root moves: allocated once and reused) and
//! its iterative-deepening loop with aspiration windows, MultiPV and progress reports.

use std::sync::{
    Arc,
    atomic::{AtomicBool, AtomicU64, Ordering},
};

use super::{
    INFINITE, MATE_IN_MAX, MAX_PLY, NO_EVAL,
    history::{Histories, PieceTo},
    params::Params,
    threats::Threats,
    time::{CHECK_INTERVAL, TimeManager},
    to_uci_score,
    tt::TranspositionTable,
    wdl_from_score,
};
use crate::{
    chess::{Move, Position},
    engine::{EngineEvent, EventSink, ScoreBound, SearchInfo},
    eval::Evaluator,
};

/// State shared by the threads of one search.
#[derive(Debug, Default)]
pub struct Shared {
    /// Set to end the search.
    pub stop: AtomicBool,
    /// Set while pondering: limits wait for `ponderhit`.
    pub pondering: AtomicBool,
    /// Nodes of every thread, flushed in batches.
    pub nodes: AtomicU64,
    /// Set just before the `BestMove` event: the search is over for its owner, even if its
    /// thread has not quite exited yet.
    pub finished: AtomicBool,
}

/// Per-ply search state.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    pub static_eval: i32,
    /// (piece, to) of the move played at this ply (`None` for a null move).
    pub cont: Option<PieceTo>,
    /// The move played at this ply when it was quiet (`None` for a capture, a promotion or a
    /// null move).
    pub quiet_move: Option<Move>,
    pub killers: [Option<Move>; 2],
    pub excluded: Option<Move>,
    pub double_extensions: i32,
    /// What the opponent attacks here, kept for the history update of the move that led here
    /// (stored only while `threat_history` is on).
    pub threats: Threats,
    /// Beta cutoffs at this ply since the grandparent's node began, two for one without a
    /// hash move: many mean the moves before here keep being refuted (counted only while
    /// `lmr_cutoffs` is on).
    pub cutoff_count: u32,
}

impl Default for Frame {
    fn default() -> Frame {
        Frame {
            static_eval: NO_EVAL,
            cont: None,
            quiet_move: None,
            killers: [None; 2],
            excluded: None,
            double_extensions: 0,
            threats: Threats::NONE,
            cutoff_count: 0,
        }
    }
}

/// A root move with the result of its last search.
#[derive(Clone, Debug)]
pub(super) struct RootMove {
    pub mv: Move,
    pub score: i32,
    pub previous_score: i32,
    pub seldepth: usize,
    pub pv: Vec<Move>,
    /// Nodes spent on this move's subtree in this search, all iterations.
    pub nodes: u64,
}

/// What one search is allowed to do (set before each search).
#[derive(Clone, Debug)]
pub(super) struct SearchConfig {
    pub max_depth: i32,
    pub node_limit: Option<u64>,
    pub mate_limit: Option<u32>,
    pub multipv: usize,
    /// Lines reported (the strength limit searches more lines than it shows).
    pub shown_multipv: usize,
    pub time: TimeManager,
    pub show_wdl: bool,
    /// Whether the search must wait for `stop` (or `ponderhit`) before finishing.
    pub wait_for_stop: bool,
    /// `go infinite`: only `stop` ends the search.
    pub infinite: bool,
    /// The node limit waits for the first iteration (all its lines): the strength limit's
    /// choice needs complete lines, however small its node budget.
    pub finish_first_iteration: bool,
}

/// One finished line: move and score (for the strength limit's choice).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineResult {
    /// The first move of the line.
    pub mv: Move,
    /// Its score.
    pub score: i32,
}

/// A search thread.
pub struct Worker<E: Evaluator> {
    pub(super) id: usize,
    pub(super) eval: E,
    pub(super) tt: Arc<TranspositionTable>,
    pub(super) shared: Arc<Shared>,
    pub(super) params: Params,
    pub(super) config: SearchConfig,
    pub(super) sink: Option<EventSink>,
    pub(super) stack: Vec<Frame>,
    pub(super) pv: Vec<[Option<Move>; MAX_PLY + 1]>,
    pub(super) pv_len: [usize; MAX_PLY + 2],
    pub(super) keys: Vec<u64>,
    /// How many of `keys` are game positions before the root: one earlier occurrence among
    /// them is not yet a draw (the opponent may avoid the third), two are.
    pub(super) game_keys_len: usize,
    pub(super) histories: Box<Histories>,
    pub(super) root_moves: Vec<RootMove>,
    pub(super) root: Position,
    pub(super) pv_index: usize,
    pub(super) nodes: u64,
    flushed_nodes: u64,
    pub(super) seldepth: usize,
    pub(super) root_depth: i32,
    pub(super) nmp_min_ply: usize,
    pub(super) completed_depth: i32,
    pub(super) lmr: Box<[[i32; 64]; 64]>,
    was_pondering: bool,
    /// The lines of the last completed iteration, best first.
    pub(super) completed_lines: Vec<LineResult>,
}

impl<E: Evaluator> Worker<E> {
    /// A thread with its tables allocated.
    pub(super) fn new(
        id: usize,
        eval: E,
        tt: Arc<TranspositionTable>,
        params: Params,
    ) -> Worker<E> {
        let mut worker = Worker {
            id,
            eval,
            tt,
            shared: Arc::new(Shared::default()),
            params,
            config: SearchConfig {
                max_depth: MAX_PLY as i32 - 1,
                node_limit: None,
                mate_limit: None,
                multipv: 1,
                shown_multipv: 1,
                time: TimeManager::new(
                    &crate::engine::SearchLimits::infinite(),
                    crate::chess::Color::White,
                    std::time::Duration::ZERO,
                ),
                show_wdl: false,
                wait_for_stop: false,
                infinite: false,
                finish_first_iteration: false,
            },
            sink: None,
            stack: vec![Frame::default(); MAX_PLY + 8],
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 2],
            pv_len: [0; MAX_PLY + 2],
            keys: Vec::with_capacity(1024 + MAX_PLY),
            game_keys_len: 0,
            histories: Box::default(),
            root_moves: Vec::with_capacity(256),
            root: Position::startpos(),
            pv_index: 0,
            nodes: 0,
            flushed_nodes: 0,
            seldepth: 0,
            root_depth: 0,
            nmp_min_ply: 0,
            completed_depth: 0,
            lmr: Box::new([[0; 64]; 64]),
            was_pondering: false,
            completed_lines: Vec::with_capacity(256),
        };
        worker.apply_params();
        worker
    }

    /// Loads the keys of the positions before `root` (oldest first, `root` excluded) for
    /// repetitions. `game_before_root`: they are the game before the searched root, where one
    /// earlier occurrence is not yet a draw; otherwise they are a line the caller searches (the
    /// MCTS tree's), where one repetition draws.
    pub(super) fn load_history(&mut self, root: &Position, keys: &[u64], game_before_root: bool) {
        self.keys.clear();
        // Only the reversible stretch can repeat; older keys are never compared.
        let window = usize::from(root.halfmove_clock()).min(keys.len());
        self.keys.extend_from_slice(&keys[keys.len() - window..]);
        self.game_keys_len = if game_before_root { window } else { 0 };
    }

    /// Derives the tables and weights that follow from `self.params`.
    fn apply_params(&mut self) {
        self.histories
            .set_pawn_history_weight(self.params.pawn_history);
        let base = f64::from(self.params.lmr_base) / 100.0;
        let div = f64::from(self.params.lmr_div) / 100.0;
        for (depth, row) in self.lmr.iter_mut().enumerate().skip(1) {
            for (count, r) in row.iter_mut().enumerate().skip(1) {
                *r = (base + (depth as f64).ln() * (count as f64).ln() / div) as i32;
            }
        }
    }

    /// Forgets what earlier games taught (new game).
    pub(super) fn clear(&mut self) {
        self.histories.clear();
    }

    /// Sets up a search of `root` after the game positions `keys` (oldest first, root excluded).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn prepare(
        &mut self,
        root: &Position,
        keys: &[u64],
        root_moves: &[Move],
        tt: Arc<TranspositionTable>,
        shared: Arc<Shared>,
        params: Params,
        config: SearchConfig,
        sink: Option<EventSink>,
    ) {
        if params != self.params {
            self.params = params;
            self.apply_params();
        }
        self.tt = tt;
        self.shared = shared;
        self.was_pondering = self.shared.pondering.load(Ordering::Relaxed);
        self.config = config;
        self.sink = sink;
        self.root = root.clone();
        self.load_history(root, keys, true);
        self.root_moves.clear();
        self.root_moves
            .extend(root_moves.iter().map(|&mv| RootMove {
                mv,
                score: -INFINITE,
                previous_score: -INFINITE,
                seldepth: 0,
                pv: Vec::with_capacity(MAX_PLY),
                nodes: 0,
            }));
        self.stack.fill(Frame::default());
        self.nodes = 0;
        self.flushed_nodes = 0;
        self.seldepth = 0;
        self.completed_depth = 0;
        self.nmp_min_ply = 0;
        self.completed_lines.clear();
        self.eval.reset(root);
    }

    /// Nodes this thread searched.
    pub(super) fn nodes(&self) -> u64 {
        self.nodes
    }

    fn total_nodes(&self) -> u64 {
        self.shared.nodes.load(Ordering::Relaxed) + (self.nodes - self.flushed_nodes)
    }

    /// Whether the search must stop now. Counts a node: called once per node.
    #[inline]
    pub(super) fn should_stop(&mut self) -> bool {
        self.nodes += 1;
        if self.id == 0
            && let Some(limit) = self.config.node_limit
            && !(self.config.finish_first_iteration && self.completed_depth == 0)
        {
            // One thread: exact (and so repeatable); more: approximate.
            let total = if self.nodes.is_multiple_of(CHECK_INTERVAL) {
                self.total_nodes()
            } else {
                self.nodes
            };
            if total >= limit {
                self.shared.stop.store(true, Ordering::Relaxed);
            }
        }
        if self.nodes.is_multiple_of(CHECK_INTERVAL) {
            self.shared
                .nodes
                .fetch_add(self.nodes - self.flushed_nodes, Ordering::Relaxed);
            self.flushed_nodes = self.nodes;
            if self.id == 0 {
                self.check_time();
            }
        }
        self.shared.stop.load(Ordering::Relaxed)
    }

    fn check_time(&mut self) {
        if self.was_pondering {
            if self.shared.pondering.load(Ordering::Relaxed) {
                return;
            }
            self.was_pondering = false;
            self.config.time.restart();
        }
        // The first iteration always completes unless the hard limit passes: a move is
        // always available because the root moves are ordered before the search.
        if self.config.time.hard_expired() {
            self.shared.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Whether a thread or the time manager has stopped the search.
    pub(super) fn stopped(&self) -> bool {
        self.shared.stop.load(Ordering::Relaxed)
    }

    /// Iterative deepening; the main thread (id 0) reports and manages time.
    pub(super) fn iterative_deepening(&mut self) {
        if self.root_moves.is_empty() {
            return;
        }
        let multipv = self.config.multipv.clamp(1, self.root_moves.len());
        let mut best_move_changes = 0u32;
        let mut stable_iterations = 0u32;
        let mut previous_best: Option<Move> = None;
        let mut previous_score = 0;
        for depth in 1..=self.config.max_depth.max(1) {
            self.root_depth = depth;
            for rm in &mut self.root_moves {
                rm.previous_score = rm.score;
            }
            for pv_index in 0..multipv {
                self.pv_index = pv_index;
                self.seldepth = 0;
                self.search_root_line(depth);
                if self.stopped() {
                    break;
                }
                self.root_moves[pv_index..].sort_by_key(|rm| std::cmp::Reverse(rm.score));
            }
            // Partial results of an aborted iteration still count when a move completed:
            // sort by score, stably, so unfinished moves keep the previous order.
            self.root_moves[..].sort_by_key(|rm| std::cmp::Reverse(rm.score));
            if self.stopped() {
                if self.completed_depth > 0 {
                    break;
                }
            } else {
                self.completed_depth = depth;
                self.completed_lines.clear();
                self.completed_lines
                    .extend(self.root_moves.iter().take(multipv).map(|rm| LineResult {
                        mv: rm.mv,
                        score: rm.score,
                    }));
            }
            if self.id != 0 {
                if self.stopped() {
                    break;
                }
                continue;
            }
            self.report(multipv.min(self.config.shown_multipv), ScoreBound::Exact);
            if self.stopped() {
                break;
            }
            let best = self.root_moves[0].mv;
            let score = self.root_moves[0].score;
            if previous_best == Some(best) {
                stable_iterations += 1;
            } else {
                stable_iterations = 0;
                best_move_changes += 1;
            }
            previous_best = Some(best);
            if let Some(mate) = self.config.mate_limit
                && score >= MATE_IN_MAX
                && super::MATE - score <= 2 * mate as i32
            {
                break;
            }
            if !self.shared.pondering.load(Ordering::Relaxed) {
                let scale = self.time_scale(
                    stable_iterations,
                    best_move_changes,
                    previous_score - score,
                    depth,
                );
                if self.config.time.soft_expired(scale) {
                    break;
                }
            }
            previous_score = score;
            best_move_changes = best_move_changes.saturating_sub(best_move_changes / 2);
        }
        if self.id == 0 {
            self.flush_nodes();
            // `go infinite` and pondering answer only after `stop` (or the ponder hit).
            while self.config.wait_for_stop && !self.stopped() {
                if !self.config.infinite && !self.shared.pondering.load(Ordering::Relaxed) {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            self.shared.stop.store(true, Ordering::Relaxed);
        } else {
            self.flush_nodes();
        }
    }

    fn flush_nodes(&mut self) {
        self.shared
            .nodes
            .fetch_add(self.nodes - self.flushed_nodes, Ordering::Relaxed);
        self.flushed_nodes = self.nodes;
    }

    /// The soft-limit scale in percent: longer when the best move keeps changing or the score
    /// drops, shorter when the best move has been the same for several iterations.
    fn time_scale(&self, stable: u32, changes: u32, score_drop: i32, depth: i32) -> u32 {
        if depth < 4 {
            return 100;
        }
        let unstable = self.params.time_unstable_pct as u32;
        let stable_pct = self.params.time_stable_pct as u32;
        let mut scale = if changes > 1 {
            unstable
        } else if stable >= 6 {
            stable_pct
        } else {
            100 - (100 - stable_pct) * stable / 6
        };
        if score_drop > 30 {
            scale = scale * 130 / 100;
        }
        // The less of the search the best move took, the more its rivals were worth a look.
        let node_mult = self.params.time_node_mult.max(0) as u32;
        if node_mult > 0 {
            let base = self.params.time_node_base.max(100) as u32;
            scale = scale * (base - self.best_move_node_share()) * node_mult / 10_000;
        }
        scale
    }

    /// Searches the line `pv_index` at `depth` inside aspiration windows.
    fn search_root_line(&mut self, depth: i32) {
        let previous = self.root_moves[self.pv_index].previous_score;
        let mut delta = self.params.aspiration_delta;
        let (mut alpha, mut beta) =
            if depth >= self.params.aspiration_min_depth && previous.abs() < MATE_IN_MAX {
                (
                    (previous - delta).max(-INFINITE),
                    (previous + delta).min(INFINITE),
                )
            } else {
                (-INFINITE, INFINITE)
            };
        loop {
            let score = self.search::<true>(&self.root.clone(), alpha, beta, depth, 0, false);
            if self.stopped() {
                return;
            }
            // Bring the line's move to its slot so a re-search starts with it.
            self.root_moves[self.pv_index..].sort_by_key(|rm| std::cmp::Reverse(rm.score));
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITE);
                self.report_bound(ScoreBound::Upper);
            } else if score >= beta {
                beta = (score + delta).min(INFINITE);
                self.report_bound(ScoreBound::Lower);
            } else {
                return;
            }
            delta += delta / 2;
        }
    }

    fn report_bound(&mut self, bound: ScoreBound) {
        // Bound lines only matter in long searches; short ones would flood the GUI.
        if self.id == 0
            && self.pv_index < self.config.shown_multipv
            && self.config.time.elapsed() > std::time::Duration::from_millis(1000)
        {
            self.report_line(self.pv_index, bound);
        }
    }

    pub(super) fn report(&mut self, multipv: usize, bound: ScoreBound) {
        for line in 0..multipv {
            self.report_line(line, bound);
        }
    }

    fn report_line(&mut self, line: usize, bound: ScoreBound) {
        let Some(sink) = &self.sink else { return };
        let Some(rm) = self.root_moves.get(line) else {
            return;
        };
        let searched_now = line <= self.pv_index || self.stopped();
        let (score, depth) = if rm.score == -INFINITE || !searched_now {
            if rm.previous_score == -INFINITE {
                return;
            }
            (rm.previous_score, (self.root_depth - 1).max(1))
        } else {
            (rm.score, self.root_depth)
        };
        let elapsed = self.config.time.elapsed();
        let nodes = self.total_nodes();
        let millis = elapsed.as_millis().max(1) as u64;
        let info = SearchInfo {
            depth: Some(depth as u32),
            seldepth: Some(rm.seldepth.max(1) as u32),
            multipv: Some(line as u32 + 1),
            score: Some(to_uci_score(score)),
            bound,
            wdl: self.config.show_wdl.then(|| wdl_from_score(score)),
            nodes: Some(nodes),
            nps: Some(nodes * 1000 / millis),
            hashfull: Some(self.tt.hashfull()),
            time: Some(elapsed),
            pv: rm.pv.clone(),
            ..SearchInfo::default()
        };
        sink.send(EngineEvent::Info(info));
    }

    /// The best root move and the expected reply.
    pub(super) fn best_line(&self) -> Option<(Move, Option<Move>, i32)> {
        let rm = self.root_moves.first()?;
        Some((rm.mv, rm.pv.get(1).copied(), rm.score))
    }

    /// Records the result of root move `m` (called by the search at ply 0), and the `nodes`
    /// its search took.
    pub(super) fn update_root_move(&mut self, m: Move, score: i32, is_new_best: bool, nodes: u64) {
        let Some(index) = self.root_moves.iter().position(|rm| rm.mv == m) else {
            return;
        };
        let seldepth = self.seldepth;
        let len = self.pv_len[1].clamp(1, MAX_PLY);
        let rm = &mut self.root_moves[index];
        rm.nodes += nodes;
        if is_new_best {
            rm.score = score;
            rm.seldepth = seldepth;
            rm.pv.clear();
            rm.pv.push(m);
            rm.pv.extend(self.pv[1][1..len].iter().map_while(|m| *m));
        } else {
            rm.score = -INFINITE;
        }
    }

    /// The share (percent) of this search's root nodes spent on the best move.
    fn best_move_node_share(&self) -> u32 {
        let total: u64 = self.root_moves.iter().map(|rm| rm.nodes).sum();
        match self.root_moves.first() {
            Some(best) if total > 0 => (best.nodes * 100 / total) as u32,
            _ => 100,
        }
    }

    /// Whether `m` may be searched at the root in the current MultiPV line.
    pub(super) fn root_move_allowed(&self, m: Move) -> bool {
        self.root_moves[self.pv_index..].iter().any(|rm| rm.mv == m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{chess::gen_type, eval::hce::Hce};

    /// A worker with `params` whose first two root moves took `nodes` (the first is the best).
    fn worker_with_root_nodes(params: Params, nodes: [u64; 2]) -> Worker<Hce> {
        let tt = Arc::new(TranspositionTable::new(1));
        let mut worker = Worker::new(0, Hce::default(), tt, params);
        let mut moves = crate::chess::MoveList::new();
        Position::startpos().generate::<{ gen_type::ALL }>(&mut moves);
        worker.root_moves = moves
            .iter()
            .zip(nodes)
            .map(|(&mv, nodes)| RootMove {
                mv,
                score: 0,
                previous_score: 0,
                seldepth: 0,
                pv: vec![mv],
                nodes,
            })
            .collect();
        worker
    }

    #[test]
    fn node_share_scales_the_soft_limit_only_when_on() {
        let on = Params {
            time_node_mult: 135,
            time_node_base: 150,
            ..Params::default()
        };
        let off = Params {
            time_node_mult: 0,
            ..on
        };
        // Stable for long: the soft limit at `time_stable_pct` (70) before the node share.
        let (stable, changes, drop, depth) = (6, 0, 0, 10);
        let off = worker_with_root_nodes(off, [900, 100]);
        assert_eq!(off.time_scale(stable, changes, drop, depth), 70);
        // The best move took 90 % of the nodes: (150 − 90) × 1.35 = 81 % of it.
        let settled = worker_with_root_nodes(on, [900, 100]);
        assert_eq!(settled.best_move_node_share(), 90);
        assert_eq!(
            settled.time_scale(stable, changes, drop, depth),
            70 * 81 / 100
        );
        // Only 30 %: the rival took most of the search, so (150 − 30) × 1.35 = 162 %.
        let contested = worker_with_root_nodes(on, [300, 700]);
        assert_eq!(
            contested.time_scale(stable, changes, drop, depth),
            70 * 162 / 100
        );
    }
}
