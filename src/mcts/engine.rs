//! [`MctsEngine`]: the MCTS search behind the common [`Engine`] interface. `go` starts a
//! background search thread (which runs the helper threads) and returns at once; the thread
//! reports through the [`EventSink`] and ends with exactly one `BestMove`.

use std::{
    sync::{
        Arc, Mutex, MutexGuard,
        atomic::{AtomicBool, Ordering},
    },
    thread::JoinHandle,
    time::{Duration, Instant},
};

use super::{
    limits::{self, Budget},
    params::MctsParams,
    policy_net::PolicyNet,
    report::{self, Progress},
    search::{SearchContext, SearchStats, ThreadState, Worker},
    select::{self, Puct},
    tree::{ROOT, Tree},
    value::WdlModel,
};
use crate::{
    chess::{Move, Position},
    engine::{
        Engine, EngineError, EngineEvent, EngineOption, EventSink, OptionValue, Score, SearchInfo,
        SearchLimits,
    },
    eval::{
        Evaluator,
        nnue::NetHandle,
        switchable::{EvalOptions, SwitchableEval},
    },
    mcts::node::Proof,
    search::TranspositionTable,
};

/// Default arena size in MiB.
pub const DEFAULT_HASH_MB: i64 = 128;
/// Most search threads.
pub const MAX_THREADS: i64 = 64;
/// How often the main thread checks the limits, in playouts.
const CHECK_EVERY: u32 = 32;
/// Time between two periodic info lines.
const REPORT_INTERVAL: Duration = Duration::from_secs(1);
/// When the first periodic info line comes: soon, so an analysing GUI shows lines at once.
const FIRST_REPORT: Duration = Duration::from_millis(200);

/// The tree and what is needed to reuse it, behind one lock the search thread holds.
struct TreeState<E: Evaluator> {
    tree: Tree,
    /// The start position and moves of the tree's root, if the tree may be reused.
    root: Option<(Position, Vec<Move>)>,
    /// What each search thread keeps between searches (its history for the whole game).
    threads: Vec<ThreadState<E>>,
    /// The transposition table of the leaf searches, kept for the whole game.
    leaf_tt: Arc<TranspositionTable>,
}

/// Size of the leaf searches' transposition table for a `Hash` of `hash_mb`: an eighth on
/// top of the arena (the leaf searches are shallow, so a small table holds what they reuse).
fn leaf_tt_mb(hash_mb: usize) -> usize {
    (hash_mb / 8).max(1)
}

/// The Monte Carlo tree search engine over evaluator `E` (each thread gets a clone).
pub struct MctsEngine<E: Evaluator + Clone + 'static> {
    evaluator: E,
    /// `EvalFile` and `Use NNUE` (engines with a network only).
    eval_options: Option<EvalOptions>,
    params: MctsParams,
    /// The policy network (`PolicyFile`): the shipped one unless a file was loaded.
    policy_net: Arc<PolicyNet>,
    /// What `PolicyFile` shows: the loaded file's path, or [`EMBEDDED_POLICY_NAME`].
    policy_name: String,
    hash_mb: usize,
    threads: usize,
    multipv: usize,
    verbose: bool,
    ponder: bool,
    chess960: bool,
    show_wdl: bool,
    start: Position,
    moves: Vec<Move>,
    state: Arc<Mutex<TreeState<E>>>,
    stop: Arc<AtomicBool>,
    pondering: Arc<AtomicBool>,
    running: Arc<AtomicBool>,
    handle: Option<JoinHandle<()>>,
}

fn lock<E: Evaluator>(state: &Mutex<TreeState<E>>) -> MutexGuard<'_, TreeState<E>> {
    // The search thread never panics while holding the lock in release builds (panic =
    // abort); if it did, the tree is still structurally valid, so carry on with it.
    state
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl<E: Evaluator + Clone + 'static> MctsEngine<E> {
    /// An engine evaluating with `evaluator`, with default options.
    pub fn new(evaluator: E) -> Self {
        let hash_mb = DEFAULT_HASH_MB as usize;
        MctsEngine {
            evaluator,
            eval_options: None,
            params: MctsParams::default(),
            policy_net: PolicyNet::embedded(),
            policy_name: EMBEDDED_POLICY_NAME.to_owned(),
            hash_mb,
            threads: 1,
            multipv: 1,
            verbose: false,
            ponder: false,
            chess960: false,
            show_wdl: false,
            start: Position::startpos(),
            moves: Vec::new(),
            state: Arc::new(Mutex::new(TreeState {
                tree: Tree::new(hash_mb),
                root: None,
                threads: vec![ThreadState::default()],
                leaf_tt: Arc::new(TranspositionTable::new(leaf_tt_mb(hash_mb))),
            })),
            stop: Arc::new(AtomicBool::new(false)),
            pondering: Arc::new(AtomicBool::new(false)),
            running: Arc::new(AtomicBool::new(false)),
            handle: None,
        }
    }

    /// The tunables in use.
    pub fn params(&self) -> &MctsParams {
        &self.params
    }

    /// Memory held by the node arena, in bytes.
    pub fn arena_bytes(&self) -> usize {
        lock(&self.state).tree.memory_bytes()
    }

    /// Visits of the root of the tree the next search starts from (0 for a fresh tree).
    pub fn root_visits(&self) -> u32 {
        let state = lock(&self.state);
        let (_, _, applied) = replay(&self.start, &self.moves);
        let moves = &self.moves[..applied];
        match &state.root {
            Some((start, old)) if *start == self.start && moves.starts_with(old) => {
                let extra = &moves[old.len()..];
                if extra.len() > 2 {
                    return 0;
                }
                extra
                    .iter()
                    .try_fold(ROOT, |node, &m| state.tree.child_by_move(node, m))
                    .map_or(0, |i| state.tree.node(i).visits())
            }
            _ => 0,
        }
    }

    /// The root moves of the last finished search with their visit counts, in the tree's
    /// order (highest prior first), unvisited moves included: the search's improved policy,
    /// which self-play records as training targets (`tempo policy-data`). With a reused
    /// tree the counts include the visits the root had before the search. Empty while a
    /// search runs, before the first one, after a search restricted to `searchmoves`, and
    /// once the position has changed since the search.
    pub fn root_move_visits(&self) -> Vec<(Move, u32)> {
        if self.is_searching() {
            return Vec::new();
        }
        let state = lock(&self.state);
        let (_, _, applied) = replay(&self.start, &self.moves);
        let searched_here = state.root.as_ref().is_some_and(|(start, moves)| {
            *start == self.start && moves[..] == self.moves[..applied]
        });
        let Some(children) = state.tree.root().children().filter(|_| searched_here) else {
            return Vec::new();
        };
        children
            .filter_map(|i| {
                let node = state.tree.node(i);
                node.mv().map(|mv| (mv, node.visits()))
            })
            .collect()
    }

    fn finish_search(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.wait();
    }
}

/// `PolicyFile`'s value for the shipped policy network.
pub const EMBEDDED_POLICY_NAME: &str = "<embedded>";

impl<E: Evaluator + Clone + 'static> MctsEngine<E> {
    /// Loads the policy network of `PolicyFile`: a `.tpol` file (as `tempo train-policy`
    /// writes them), or the shipped one for an empty value or [`EMBEDDED_POLICY_NAME`]. On
    /// error the engine keeps the network it had.
    fn load_policy(&mut self, path: &str) -> Result<(), EngineError> {
        let path = path.trim();
        if path.is_empty() || path == EMBEDDED_POLICY_NAME {
            self.policy_net = PolicyNet::embedded();
            EMBEDDED_POLICY_NAME.clone_into(&mut self.policy_name);
            return Ok(());
        }
        let failed = |why: String| {
            EngineError(format!(
                "PolicyFile: {path}: {why}; still using {}",
                self.policy_name
            ))
        };
        let bytes = std::fs::read(path).map_err(|e| failed(e.to_string()))?;
        let net = PolicyNet::from_bytes(&bytes).map_err(|e| failed(e.to_string()))?;
        self.policy_net = Arc::new(net);
        path.clone_into(&mut self.policy_name);
        // Priors in the tree came from the other network.
        self.new_game();
        Ok(())
    }
}

impl MctsEngine<SwitchableEval> {
    /// The engine with both evaluations: the handcrafted one, or the network of `handle`
    /// when `Use NNUE` is on (starting as `use_nnue`), with the `Use NNUE` and `EvalFile`
    /// options, as the PVS engine has them.
    pub fn switchable(handle: NetHandle, use_nnue: bool) -> MctsEngine<SwitchableEval> {
        let (options, evaluator) = EvalOptions::switchable(handle, use_nnue);
        let mut engine = MctsEngine::new(evaluator);
        engine.eval_options = Some(options);
        engine
    }
}

impl<E: Evaluator + Clone + 'static> Drop for MctsEngine<E> {
    fn drop(&mut self) {
        self.finish_search();
    }
}

impl<E: Evaluator + Clone + 'static> Engine for MctsEngine<E> {
    fn name(&self) -> String {
        format!("Tempo MCTS {}", env!("CARGO_PKG_VERSION"))
    }

    fn author(&self) -> String {
        "the Tempo authors".to_owned()
    }

    fn options(&self) -> Vec<EngineOption> {
        let mut hash = EngineOption::spin("Hash", DEFAULT_HASH_MB, 1, 65_536);
        hash.value = OptionValue::Int(self.hash_mb as i64);
        let mut threads = EngineOption::spin("Threads", 1, 1, MAX_THREADS);
        threads.value = OptionValue::Int(self.threads as i64);
        let mut multipv = EngineOption::spin("MultiPV", 1, 1, 256);
        multipv.value = OptionValue::Int(self.multipv as i64);
        let mut verbose = EngineOption::check("VerboseMoveStats", false);
        verbose.value = OptionValue::Bool(self.verbose);
        let mut policy_file = EngineOption::string("PolicyFile", EMBEDDED_POLICY_NAME);
        policy_file.value = OptionValue::Text(self.policy_name.clone());
        // Accepted for the GUI's sake: pondering and Chess960 need nothing from the search;
        // `UCI_ShowWDL` adds win/draw/loss to the info lines.
        let mut flags = Vec::new();
        for (name, value) in [
            ("Ponder", self.ponder),
            ("UCI_Chess960", self.chess960),
            ("UCI_ShowWDL", self.show_wdl),
        ] {
            let mut option = EngineOption::check(name, false);
            option.value = OptionValue::Bool(value);
            flags.push(option);
        }
        let mut options = vec![
            hash,
            threads,
            multipv,
            verbose,
            EngineOption::button("Clear Hash"),
            policy_file,
        ];
        options.extend(flags);
        if let Some(eval_options) = &self.eval_options {
            options.extend(eval_options.options());
        }
        options.extend(self.params.options());
        options
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        let Some(option) = self
            .options()
            .into_iter()
            .find(|o| o.name.eq_ignore_ascii_case(name))
        else {
            return Err(EngineError(format!("unknown option '{name}'")));
        };
        let parsed = option.parse_value(value).map_err(EngineError)?;
        self.finish_search();
        if let Some(result) = self
            .eval_options
            .as_ref()
            .and_then(|o| o.set(&option.name, &parsed))
        {
            // Values in the tree and the leaf table came from the other evaluation.
            if result.is_ok() {
                self.new_game();
            }
            return result;
        }
        match (option.name.as_str(), parsed) {
            ("Hash", OptionValue::Int(mb)) => {
                self.hash_mb = mb.max(1) as usize;
                let mut state = lock(&self.state);
                // Free the old arena before allocating the new one.
                state.tree = Tree::new(1);
                state.tree = Tree::new(self.hash_mb);
                state.leaf_tt = Arc::new(TranspositionTable::new(1));
                state.leaf_tt = Arc::new(TranspositionTable::new(leaf_tt_mb(self.hash_mb)));
                state.root = None;
            }
            ("Threads", OptionValue::Int(n)) => {
                self.threads = n.clamp(1, MAX_THREADS) as usize;
                lock(&self.state)
                    .threads
                    .resize_with(self.threads, ThreadState::default);
            }
            ("MultiPV", OptionValue::Int(n)) => self.multipv = n.max(1) as usize,
            ("VerboseMoveStats", OptionValue::Bool(b)) => self.verbose = b,
            ("Ponder", OptionValue::Bool(b)) => self.ponder = b,
            ("UCI_Chess960", OptionValue::Bool(b)) => self.chess960 = b,
            ("UCI_ShowWDL", OptionValue::Bool(b)) => self.show_wdl = b,
            ("Clear Hash", _) => self.new_game(),
            ("PolicyFile", OptionValue::Text(path)) => self.load_policy(&path)?,
            (name, OptionValue::Int(v)) => {
                self.params.set(name, v);
            }
            (name, _) => return Err(EngineError(format!("option '{name}' takes no value"))),
        }
        Ok(())
    }

    fn new_game(&mut self) {
        self.finish_search();
        let mut state = lock(&self.state);
        state.tree.clear();
        state.leaf_tt.clear();
        state.root = None;
        for thread in &mut state.threads {
            thread.new_game();
        }
    }

    fn set_position(&mut self, start: &Position, moves: &[Move]) {
        self.finish_search();
        self.start = start.clone();
        self.moves = moves.to_vec();
    }

    fn go(&mut self, limits: SearchLimits, sink: EventSink) -> Result<(), EngineError> {
        if self.is_searching() {
            return Err(EngineError(
                "a search is already running: send stop first".to_owned(),
            ));
        }
        self.wait();
        let started = Instant::now();
        self.stop.store(false, Ordering::Relaxed);
        self.pondering.store(limits.ponder, Ordering::Relaxed);
        self.running.store(true, Ordering::Relaxed);
        let job = SearchJob {
            evaluator: self.evaluator.clone(),
            params: self.params.clone(),
            policy_net: Arc::clone(&self.policy_net),
            model: WdlModel::of(&self.params),
            threads: self.threads,
            multipv: self.multipv,
            verbose: self.verbose,
            show_wdl: self.show_wdl,
            start: self.start.clone(),
            moves: self.moves.clone(),
            limits,
            sink,
            started,
            state: Arc::clone(&self.state),
            stop: Arc::clone(&self.stop),
            pondering: Arc::clone(&self.pondering),
            running: Arc::clone(&self.running),
        };
        let spawned = std::thread::Builder::new()
            .name("mcts-search".to_owned())
            .spawn(move || job.run());
        match spawned {
            Ok(handle) => {
                self.handle = Some(handle);
                Ok(())
            }
            Err(e) => {
                self.running.store(false, Ordering::Relaxed);
                Err(EngineError(format!("cannot start the search thread: {e}")))
            }
        }
    }

    fn ponderhit(&mut self) {
        self.pondering.store(false, Ordering::Relaxed);
    }

    fn stop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    fn wait(&mut self) {
        if let Some(handle) = self.handle.take() {
            // The search thread reports its own failures through the sink.
            let _ = handle.join();
        }
    }

    fn is_searching(&self) -> bool {
        self.running.load(Ordering::Relaxed)
    }
}

/// Everything the search thread needs, moved into it.
struct SearchJob<E: Evaluator> {
    evaluator: E,
    params: MctsParams,
    policy_net: Arc<PolicyNet>,
    model: WdlModel,
    threads: usize,
    multipv: usize,
    verbose: bool,
    show_wdl: bool,
    start: Position,
    moves: Vec<Move>,
    limits: SearchLimits,
    sink: EventSink,
    started: Instant,
    state: Arc<Mutex<TreeState<E>>>,
    stop: Arc<AtomicBool>,
    pondering: Arc<AtomicBool>,
    running: Arc<AtomicBool>,
}

/// The root position and the keys of the game before it; moves after an illegal one are
/// ignored (the count of applied moves is returned).
fn replay(start: &Position, moves: &[Move]) -> (Position, Vec<u64>, usize) {
    let mut pos = start.clone();
    let mut keys = Vec::with_capacity(moves.len() + 1);
    let mut applied = 0;
    for &m in moves {
        if !pos.is_legal(m) {
            break;
        }
        keys.push(pos.key());
        pos.play_unchecked(m);
        applied += 1;
    }
    (pos, keys, applied)
}

impl<E: Evaluator + Clone + 'static> SearchJob<E> {
    fn run(self) {
        let (best, ponder) = self.search();
        self.running.store(false, Ordering::Relaxed);
        self.sink.send(EngineEvent::BestMove { best, ponder });
    }

    /// Reuses the old tree if the new root is the old root, a child or a grandchild of it.
    fn reuse_tree(&self, state: &mut TreeState<E>, moves: &[Move]) {
        let reusable = self.limits.searchmoves.is_empty()
            && state.root.as_ref().is_some_and(|(start, old)| {
                *start == self.start && moves.len() >= old.len() && moves[..old.len()] == old[..]
            });
        let new_root = reusable
            .then(|| {
                let old_len = state.root.as_ref().map_or(0, |(_, old)| old.len());
                let extra = &moves[old_len..];
                if extra.len() > 2 {
                    return None;
                }
                extra
                    .iter()
                    .try_fold(ROOT, |node, &m| state.tree.child_by_move(node, m))
            })
            .flatten();
        match new_root {
            Some(index) => state.tree.reroot(index),
            None => state.tree.clear(),
        }
        state.root = self
            .limits
            .searchmoves
            .is_empty()
            .then(|| (self.start.clone(), moves.to_vec()));
    }

    fn search(&self) -> (Option<Move>, Option<Move>) {
        let (root, game_keys, applied) = replay(&self.start, &self.moves);
        if applied < self.moves.len() {
            self.sink.send(EngineEvent::Info(SearchInfo {
                string: Some(format!(
                    "move {} of the position is illegal; searching the position before it",
                    applied + 1
                )),
                ..SearchInfo::default()
            }));
        }
        let mut guard = lock(&self.state);
        let state = &mut *guard;
        self.reuse_tree(state, &self.moves[..applied]);
        if state.threads.len() < self.threads {
            state
                .threads
                .resize_with(self.threads, ThreadState::default);
        }
        let overhead = Duration::from_millis(self.params.move_overhead.max(0) as u64);
        let budget = Budget::new(
            &self.limits,
            root.side_to_move(),
            overhead,
            limits::allocation(&self.params),
        );
        state.leaf_tt.new_search();
        let stats = SearchStats::default();
        let policy_net = Arc::clone(&self.policy_net);
        let ctx = SearchContext {
            policy_net: (self.params.policy_net_weight > 0).then_some(&*policy_net),
            tree: &state.tree,
            root: &root,
            game_keys: &game_keys,
            searchmoves: &self.limits.searchmoves,
            params: &self.params,
            puct: Puct::new(&self.params),
            model: self.model,
            leaf_tt: &state.leaf_tt,
            max_playouts: budget.playouts,
            stats: &stats,
        };
        let (main_thread, helper_threads) = match state.threads.split_first_mut() {
            Some(split) => split,
            None => return (None, None),
        };
        let mut main = Worker::new(&ctx, main_thread.ready(&ctx, &self.evaluator));
        if !main.prepare_root() {
            return self.no_move(&root);
        }
        let mut monitor = Monitor {
            job: self,
            ctx: &ctx,
            budget: &budget,
            clock_start: self.started,
            last_report: self
                .started
                .checked_sub(REPORT_INTERVAL - FIRST_REPORT)
                .unwrap_or(self.started),
            was_pondering: self.pondering.load(Ordering::Relaxed),
            recycle_requested: false,
        };
        // One round per arena fill: the threads run until the search ends or the arena is
        // full; then, with all of them stopped, the tree is recycled and a new round starts.
        loop {
            std::thread::scope(|scope| {
                for thread in helper_threads.iter_mut().take(self.threads - 1) {
                    let ready = thread.ready(&ctx, &self.evaluator);
                    let ctx = &ctx;
                    scope.spawn(move || {
                        let mut worker = Worker::new(ctx, ready);
                        worker.run(u32::MAX, || true);
                    });
                }
                main.run(CHECK_EVERY, || monitor.keep_going());
                // Helpers stop through the same flag.
                stats.stop.store(true, Ordering::Relaxed);
            });
            if !std::mem::take(&mut monitor.recycle_requested) {
                break;
            }
            let min_visits = ctx.tree.recycle();
            if self.verbose {
                self.sink.send(EngineEvent::Info(SearchInfo {
                    string: Some(format!(
                        "arena full: recycled, nodes with fewer than {min_visits} visits \
                         dropped their children; {} per mille in use",
                        ctx.tree.permille_full()
                    )),
                    ..SearchInfo::default()
                }));
            }
            stats.stop.store(false, Ordering::Relaxed);
        }
        drop(main);
        monitor.report(true);
        report::best_and_ponder(&state.tree, self.lcb_z())
    }

    /// `MoveChoiceLcb` as a multiple of the standard error.
    fn lcb_z(&self) -> f64 {
        self.params.move_choice_lcb as f64 / 100.0
    }

    fn no_move(&self, root: &Position) -> (Option<Move>, Option<Move>) {
        let score = if root.in_check() {
            Score::Mate(0)
        } else {
            Score::Cp(0)
        };
        self.sink.send(EngineEvent::Info(SearchInfo {
            depth: Some(0),
            score: Some(score),
            ..SearchInfo::default()
        }));
        // Wait for `stop` in infinite or ponder mode, as UCI asks.
        while (self.limits.infinite || self.pondering.load(Ordering::Relaxed))
            && !self.stop.load(Ordering::Relaxed)
        {
            std::thread::sleep(Duration::from_millis(2));
        }
        (None, None)
    }
}

/// The main thread's view of the limits and the reporting schedule.
struct Monitor<'a, E: Evaluator> {
    job: &'a SearchJob<E>,
    ctx: &'a SearchContext<'a>,
    budget: &'a Budget,
    /// When the clock started (the `go`, or the `ponderhit`).
    clock_start: Instant,
    last_report: Instant,
    was_pondering: bool,
    /// Set when the round ends because the arena is full (see `SearchJob::search`).
    recycle_requested: bool,
}

impl<E: Evaluator + Clone + 'static> Monitor<'_, E> {
    fn progress(&self) -> Progress {
        let stats = self.ctx.stats;
        Progress {
            playouts: stats.finished.load(Ordering::Relaxed),
            depth_sum: stats.depth_sum.load(Ordering::Relaxed),
            seldepth: stats.seldepth.load(Ordering::Relaxed),
            elapsed: self.job.started.elapsed(),
        }
    }

    fn report(&mut self, verbose_too: bool) {
        let job = self.job;
        let tree = self.ctx.tree;
        let settings = report::ReportSettings {
            model: &job.model,
            multipv: job.multipv,
            show_wdl: job.show_wdl,
            lcb_z: job.lcb_z(),
        };
        for info in report::infos(tree, &settings, self.progress()) {
            job.sink.send(EngineEvent::Info(info));
        }
        if job.verbose && verbose_too {
            for line in report::verbose_lines(tree, self.ctx.root, &job.model) {
                job.sink.send(EngineEvent::Info(line));
            }
            let stats = self.ctx.stats;
            job.sink.send(EngineEvent::Info(SearchInfo {
                string: Some(format!(
                    "expansions {}, of which {} searched their position again for its best move",
                    stats.expansions.load(Ordering::Relaxed),
                    stats.researches.load(Ordering::Relaxed)
                )),
                ..SearchInfo::default()
            }));
        }
        self.last_report = Instant::now();
    }

    /// Called by the main thread every few playouts: false ends the search.
    fn keep_going(&mut self) -> bool {
        let job = self.job;
        if job.stop.load(Ordering::Relaxed) {
            return false;
        }
        let now = Instant::now();
        if now.duration_since(self.last_report) >= REPORT_INTERVAL {
            self.report(job.verbose);
        }
        let pondering = job.pondering.load(Ordering::Relaxed);
        if self.was_pondering && !pondering {
            // Ponderhit: our clock starts now.
            self.clock_start = now;
            self.was_pondering = false;
        }
        let finished = self.done(now, pondering);
        if !finished && self.ctx.tree.is_full() {
            self.recycle_requested = true;
            return false;
        }
        if finished && (self.budget.until_stopped || pondering) {
            // Nothing left to do but UCI wants us to wait for `stop`.
            self.ctx.stats.idle.store(true, Ordering::Relaxed);
            return true;
        }
        !finished
    }

    /// Whether a limit is reached or nothing more can be learnt.
    fn done(&self, now: Instant, pondering: bool) -> bool {
        let stats = self.ctx.stats;
        let tree = self.ctx.tree;
        let budget = self.budget;
        if stats.idle.load(Ordering::Relaxed) {
            // The playout budget is spent.
            return true;
        }
        let root_proof = tree.root().proof();
        if let (Some(mate), Proof::Win(plies)) = (budget.mate, root_proof)
            && u32::from(plies).div_ceil(2) <= mate
        {
            return true;
        }
        if let Some(depth) = budget.depth {
            let finished = stats.finished.load(Ordering::Relaxed).max(1);
            if stats.depth_sum.load(Ordering::Relaxed) / finished >= u64::from(depth) {
                return true;
            }
        }
        if pondering || budget.until_stopped {
            return root_proof != Proof::Unknown;
        }
        if root_proof != Proof::Unknown {
            return true;
        }
        let elapsed = now.duration_since(self.clock_start);
        if budget.hard.is_some_and(|hard| elapsed >= hard) {
            return true;
        }
        if let Some(soft) = budget.soft {
            if elapsed >= soft {
                return true;
            }
            if self.cannot_change(elapsed, soft) {
                return true;
            }
        }
        false
    }

    /// Whether the most visited root move can no longer be overtaken before `soft` at the
    /// current playout rate (then thinking longer cannot change the move).
    fn cannot_change(&self, elapsed: Duration, soft: Duration) -> bool {
        // Early on the visit counts say little: the best move often changes late.
        if elapsed < soft / 2 {
            return false;
        }
        let tree = self.ctx.tree;
        let Some(children) = tree.root().children() else {
            return false;
        };
        let (mut first, mut second) = (0u32, 0u32);
        for i in children {
            let v = tree.node(i).visits();
            if v > first {
                second = first;
                first = v;
            } else if v > second {
                second = v;
            }
        }
        let done = self.ctx.stats.finished.load(Ordering::Relaxed) as f64;
        let rate = done / elapsed.as_secs_f64().max(1e-3);
        let remaining = rate * (soft - elapsed).as_secs_f64();
        f64::from(first - second) > remaining
    }
}

/// The root move the tree prefers (for tests and tools).
pub fn preferred_move(tree: &Tree) -> Option<Move> {
    select::best_child(tree, ROOT).and_then(|i| tree.node(i).mv())
}
