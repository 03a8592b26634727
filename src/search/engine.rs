//! [`PvsEngine`]: the alpha-beta search behind the common [`Engine`] interface. `go` starts
//! the search threads in the background and returns at once; events go to the sink, ending
//! with exactly one `BestMove`.

use std::{
    sync::{Arc, Mutex, PoisonError, atomic::Ordering},
    time::{Duration, Instant},
};

use super::{
    MAX_PLY,
    mate::{MateLimits, MateOutcome, MateProver},
    params::Params,
    search_thread::{RunningJob, SearchThread},
    strength::{LevelSearch, MAX_ELO, MIN_ELO, StrengthLevel},
    time::TimeManager,
    to_uci_score,
    tt::TranspositionTable,
    worker::{SearchConfig, Shared, Worker},
};
use crate::{
    chess::{Move, Position},
    engine::{
        Engine, EngineError, EngineEvent, EngineOption, EventSink, Score, SearchInfo, SearchLimits,
    },
    eval::{
        Evaluator,
        hce::Hce,
        nnue::{EmbeddedNet, NetHandle, NnueEvaluator},
        switchable::{EvalOptions, SwitchableEval},
    },
};

/// A `go mate N`: what the mate prover needs to search and to answer.
struct MateRequest {
    moves: u32,
    nodes: Option<u64>,
    deadline: Option<Instant>,
    root: Position,
    shared: Arc<Shared>,
    last: Arc<Mutex<Option<SearchReport>>>,
    sink: EventSink,
    start: Instant,
}

impl MateRequest {
    /// Proves the shortest mate and answers with it (info, then the best move); returns
    /// `false`, having sent nothing but progress, when there is none within the bound or a
    /// limit stopped the proof.
    fn answer(self) -> bool {
        let stop = self.shared.stop.load(Ordering::Relaxed);
        if stop {
            return false;
        }
        let limits = MateLimits {
            nodes: self.nodes,
            deadline: self.deadline,
            stop: Some(&self.shared.stop),
        };
        let mut prover = MateProver::new(limits);
        let outcome = prover.prove(&self.root, self.moves, &mut |refuted, nodes| {
            self.sink.send(EngineEvent::Info(SearchInfo {
                depth: Some(2 * refuted - 1),
                nodes: Some(nodes),
                time: Some(self.start.elapsed()),
                string: Some(format!("no mate in {refuted}")),
                ..SearchInfo::default()
            }));
        });
        let MateOutcome::Mate { moves, line } = outcome else {
            return false;
        };
        let score = Score::Mate(moves as i32);
        let nodes = prover.nodes();
        let elapsed = self.start.elapsed();
        self.sink.send(EngineEvent::Info(SearchInfo {
            depth: Some(2 * moves - 1),
            score: Some(score),
            nodes: Some(nodes),
            time: Some(elapsed),
            pv: line.clone(),
            ..SearchInfo::default()
        }));
        let (best, ponder) = (line.first().copied(), line.get(1).copied());
        *self.last.lock().unwrap_or_else(PoisonError::into_inner) = Some(SearchReport {
            best,
            ponder,
            score,
            depth: 2 * moves - 1,
            nodes,
            elapsed,
            pv: line,
        });
        self.shared.finished.store(true, Ordering::Release);
        self.sink.send(EngineEvent::BestMove { best, ponder });
        true
    }
}

/// Stack size of search threads: the recursion keeps a move list per ply.
const SEARCH_STACK: usize = 32 * 1024 * 1024;

/// The outcome of one search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The move played (`None`: no legal move).
    pub best: Option<Move>,
    /// The expected reply.
    pub ponder: Option<Move>,
    /// The score of the best line.
    pub score: Score,
    /// The last completed depth.
    pub depth: u32,
    /// Nodes searched by every thread.
    pub nodes: u64,
    /// Wall time.
    pub elapsed: Duration,
    /// The principal variation.
    pub pv: Vec<Move>,
}

impl Default for SearchReport {
    /// No move, a level score, nothing searched: what a search that reported nothing sums to.
    fn default() -> SearchReport {
        SearchReport {
            best: None,
            ponder: None,
            score: Score::Cp(0),
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            pv: Vec::new(),
        }
    }
}

#[derive(Clone, Debug)]
struct Config {
    hash_mb: usize,
    threads: usize,
    multipv: usize,
    move_overhead: Duration,
    ponder: bool,
    chess960: bool,
    show_wdl: bool,
    limit_strength: bool,
    elo: i64,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            hash_mb: 16,
            threads: 1,
            multipv: 1,
            move_overhead: Duration::from_millis(30),
            ponder: false,
            chess960: false,
            show_wdl: false,
            limit_strength: false,
            elo: 1500,
        }
    }
}

type Workers<E> = Arc<Mutex<Vec<Box<Worker<E>>>>>;

/// Tempo's principal variation search engine, generic over its evaluation.
pub struct PvsEngine<E: Evaluator + Clone + 'static = Hce> {
    evaluator: E,
    params: Params,
    config: Config,
    tt: Arc<TranspositionTable>,
    workers: Workers<E>,
    root: Position,
    /// Keys of the game positions before the root, oldest first.
    game_keys: Vec<u64>,
    running: Option<(RunningJob, Arc<Shared>)>,
    /// Runs the searches; after `running` so that dropping the engine stops the search first.
    thread: SearchThread,
    last: Arc<Mutex<Option<SearchReport>>>,
    /// `EvalFile` and `Use NNUE` (engines with a network only).
    eval_options: Option<EvalOptions>,
    /// Whether `options()` lists the search tunables (for tuners and feature tests).
    list_tunables: bool,
}

impl PvsEngine<Hce> {
    /// The engine with the handcrafted evaluation.
    pub fn new() -> PvsEngine<Hce> {
        PvsEngine::with_evaluator(Hce::new())
    }
}

impl PvsEngine<NnueEvaluator> {
    /// The engine with an NNUE that follows `handle`, with the `EvalFile` option.
    pub fn with_nnue(handle: NetHandle) -> PvsEngine<NnueEvaluator> {
        let mut engine = PvsEngine::with_evaluator(NnueEvaluator::with_handle(handle.clone()));
        engine.eval_options = Some(EvalOptions::network_only(handle));
        engine
    }
}

impl PvsEngine<SwitchableEval> {
    /// The engine with both evaluations: the handcrafted one, or the network of `handle` when
    /// `Use NNUE` is on (starting as `use_nnue`), with the `Use NNUE` and `EvalFile` options.
    pub fn switchable(handle: NetHandle, use_nnue: bool) -> PvsEngine<SwitchableEval> {
        let (options, evaluator) = EvalOptions::switchable(handle, use_nnue);
        let mut engine = PvsEngine::with_evaluator(evaluator);
        engine.eval_options = Some(options);
        engine
    }
}

impl Default for PvsEngine<Hce> {
    fn default() -> PvsEngine<Hce> {
        PvsEngine::new()
    }
}

impl<E: Evaluator + Clone + 'static> PvsEngine<E> {
    /// The engine with `evaluator` (cloned for each search thread).
    pub fn with_evaluator(evaluator: E) -> PvsEngine<E> {
        let config = Config::default();
        PvsEngine {
            evaluator,
            params: Params::default(),
            tt: Arc::new(TranspositionTable::new(config.hash_mb)),
            config,
            workers: Arc::new(Mutex::new(Vec::new())),
            root: Position::startpos(),
            game_keys: Vec::new(),
            running: None,
            thread: SearchThread::new("tempo-search", SEARCH_STACK),
            last: Arc::new(Mutex::new(None)),
            eval_options: None,
            list_tunables: false,
        }
    }

    /// Lists the search tunables among the UCI options (`tempo uci --tunables`), so that
    /// tuners and match runners that check option names can set them.
    pub fn with_tunables_listed(mut self) -> PvsEngine<E> {
        self.list_tunables = true;
        self
    }

    /// Replaces the search tunables (for tuning tools).
    pub fn set_params(&mut self, params: Params) {
        self.params = params;
    }

    /// The report of the last finished search.
    pub fn last_report(&self) -> Option<SearchReport> {
        self.last
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Searches the current position to `limits` and blocks until done; progress events go
    /// to `sink` if given.
    pub fn search_blocking(
        &mut self,
        limits: SearchLimits,
        sink: Option<EventSink>,
    ) -> Result<SearchReport, EngineError> {
        let sink = sink.unwrap_or_else(|| EventSink::new(|_| {}));
        self.go(limits, sink)?;
        self.wait();
        self.last_report()
            .ok_or_else(|| EngineError("the search ended without a result".to_owned()))
    }

    fn ensure_idle(&self, what: &str) -> Result<(), EngineError> {
        if self.is_searching() {
            Err(EngineError(format!("cannot change {what} while searching")))
        } else {
            Ok(())
        }
    }
}

impl<E: Evaluator + Clone + 'static> Engine for PvsEngine<E> {
    fn name(&self) -> String {
        format!("Tempo {}", env!("CARGO_PKG_VERSION"))
    }

    fn author(&self) -> String {
        "the Tempo developers".to_owned()
    }

    fn options(&self) -> Vec<EngineOption> {
        use crate::engine::OptionValue;
        let c = &self.config;
        let with = |mut o: EngineOption, v: OptionValue| {
            o.value = v;
            o
        };
        let mut options = vec![
            with(
                EngineOption::spin("Hash", 16, 1, 65_536),
                OptionValue::Int(c.hash_mb as i64),
            ),
            with(
                EngineOption::spin("Threads", 1, 1, 256),
                OptionValue::Int(c.threads as i64),
            ),
            with(
                EngineOption::spin("MultiPV", 1, 1, 256),
                OptionValue::Int(c.multipv as i64),
            ),
            with(
                EngineOption::spin("Move Overhead", 30, 0, 5_000),
                OptionValue::Int(c.move_overhead.as_millis() as i64),
            ),
            with(
                EngineOption::check("Ponder", false),
                OptionValue::Bool(c.ponder),
            ),
            with(
                EngineOption::check("UCI_Chess960", false),
                OptionValue::Bool(c.chess960),
            ),
            with(
                EngineOption::check("UCI_ShowWDL", false),
                OptionValue::Bool(c.show_wdl),
            ),
            with(
                EngineOption::check("UCI_LimitStrength", false),
                OptionValue::Bool(c.limit_strength),
            ),
            with(
                EngineOption::spin("UCI_Elo", 1500, MIN_ELO, MAX_ELO),
                OptionValue::Int(c.elo),
            ),
            EngineOption::button("Clear Hash"),
        ];
        if let Some(eval_options) = &self.eval_options {
            options.extend(eval_options.options());
        }
        if self.list_tunables {
            let params = self.params;
            options.extend(super::PARAM_SPECS.iter().map(|spec| {
                let value = params.get(spec.name).unwrap_or(spec.default);
                with(
                    EngineOption::spin(
                        spec.name,
                        i64::from(spec.default),
                        i64::from(spec.min),
                        i64::from(spec.max),
                    ),
                    OptionValue::Int(i64::from(value)),
                )
            }));
        }
        options
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        use crate::engine::OptionValue;
        // Search tunables are settable by name (for tuning); `uci` lists them only with
        // `--tunables`.
        if let Some(spec) = super::PARAM_SPECS
            .iter()
            .find(|s| s.name.eq_ignore_ascii_case(name))
        {
            let parsed = value.trim().parse::<i32>().ok();
            return match parsed {
                Some(v) if self.params.set(spec.name, v) => Ok(()),
                _ => Err(EngineError(format!(
                    "{}: '{value}' is not in {}..{}",
                    spec.name, spec.min, spec.max
                ))),
            };
        }
        let Some(option) = self
            .options()
            .into_iter()
            .find(|o| o.name.eq_ignore_ascii_case(name))
        else {
            return Err(EngineError(format!("unknown option '{name}'")));
        };
        let parsed = option.parse_value(value).map_err(EngineError)?;
        if let Some(eval_options) = &self.eval_options
            && matches!(option.name.as_str(), "EvalFile" | "Use NNUE")
        {
            self.ensure_idle(&option.name)?;
            if let Some(result) = eval_options.set(&option.name, &parsed) {
                return result;
            }
        }
        match (option.name.as_str(), parsed) {
            ("Hash", OptionValue::Int(mb)) => {
                self.ensure_idle("Hash")?;
                self.config.hash_mb = mb as usize;
                self.tt = Arc::new(TranspositionTable::new(self.config.hash_mb));
            }
            ("Threads", OptionValue::Int(n)) => {
                self.ensure_idle("Threads")?;
                self.config.threads = n as usize;
            }
            ("MultiPV", OptionValue::Int(n)) => self.config.multipv = n as usize,
            ("Move Overhead", OptionValue::Int(ms)) => {
                self.config.move_overhead = Duration::from_millis(ms as u64);
            }
            ("Ponder", OptionValue::Bool(b)) => self.config.ponder = b,
            ("UCI_Chess960", OptionValue::Bool(b)) => self.config.chess960 = b,
            ("UCI_ShowWDL", OptionValue::Bool(b)) => self.config.show_wdl = b,
            ("UCI_LimitStrength", OptionValue::Bool(b)) => self.config.limit_strength = b,
            ("UCI_Elo", OptionValue::Int(elo)) => self.config.elo = elo,
            ("Clear Hash", _) => {
                self.ensure_idle("the hash")?;
                self.tt.clear();
            }
            (other, _) => return Err(EngineError(format!("option '{other}' has no handler"))),
        }
        Ok(())
    }

    fn new_game(&mut self) {
        self.stop();
        self.wait();
        self.tt.clear();
        let mut workers = self.workers.lock().unwrap_or_else(PoisonError::into_inner);
        for worker in workers.iter_mut() {
            worker.clear();
        }
    }

    fn set_position(&mut self, start: &Position, moves: &[Move]) {
        let mut pos = start.clone();
        self.game_keys.clear();
        for &m in moves {
            if !pos.is_legal(m) {
                // The caller validated the moves; stop at the first one that does not fit.
                break;
            }
            self.game_keys.push(pos.key());
            pos.play_unchecked(m);
        }
        self.root = pos;
    }

    #[allow(clippy::too_many_lines)]
    fn go(&mut self, limits: SearchLimits, sink: EventSink) -> Result<(), EngineError> {
        if self.is_searching() {
            return Err(EngineError("a search is already running".to_owned()));
        }
        self.wait();
        let legal = self.root.legal_moves();
        let mut root_moves: Vec<Move> = if limits.searchmoves.is_empty() {
            legal.to_vec()
        } else {
            legal
                .iter()
                .copied()
                .filter(|m| limits.searchmoves.contains(m))
                .collect()
        };
        if root_moves.is_empty() {
            root_moves = legal.to_vec();
        }
        let level = self
            .config
            .limit_strength
            .then(|| StrengthLevel::from_elo_with(self.config.elo, &self.params));
        if let Some(eval_options) = &self.eval_options {
            eval_options.use_embedded(level.map_or(EmbeddedNet::Default, |l| l.net))?;
        }
        let start = Instant::now();
        let mut node_limit = limits.nodes;
        let mut multipv = self.config.multipv;
        if let Some(level) = level {
            node_limit = Some(node_limit.map_or(level.nodes, |n| n.min(level.nodes)));
            multipv = multipv.max(level.multipv);
        }
        let params = match level.map(|l| l.search) {
            Some(LevelSearch::Previous) => self.params.with_previous_search_constants(),
            Some(LevelSearch::Strongest) => self.params.with_strongest_level_constants(),
            None => self.params,
        };
        let infinite = limits.infinite;
        let config = SearchConfig {
            max_depth: limits.depth.map_or(MAX_PLY as i32 - 4, |d| {
                (d as i32).clamp(1, MAX_PLY as i32 - 4)
            }),
            node_limit,
            mate_limit: limits.mate,
            multipv,
            shown_multipv: self.config.multipv,
            time: TimeManager::with_allocation(
                &limits,
                self.root.side_to_move(),
                self.config.move_overhead,
                params.time_allocation(),
            ),
            show_wdl: self.config.show_wdl,
            finish_first_iteration: level.is_some(),
            wait_for_stop: infinite || limits.ponder,
            infinite,
        };
        let shared = Arc::new(Shared::default());
        shared.pondering.store(limits.ponder, Ordering::Relaxed);

        let threads = self.config.threads;
        let workers = Arc::clone(&self.workers);
        let tt = Arc::clone(&self.tt);
        let evaluator = self.evaluator.clone();
        let root = self.root.clone();
        let game_keys = self.game_keys.clone();
        let last = Arc::clone(&self.last);
        let job_shared = Arc::clone(&shared);
        let multipv_shown = self.config.multipv;
        let mate = limits.mate.map(|moves| MateRequest {
            moves,
            nodes: limits.nodes,
            deadline: limits.movetime.map(|time| start + time),
            root: self.root.clone(),
            shared: Arc::clone(&shared),
            last: Arc::clone(&self.last),
            sink: sink.clone(),
            start,
        });
        let search = move || {
            let shared = job_shared;
            let mut workers = workers.lock().unwrap_or_else(PoisonError::into_inner);
            workers.truncate(threads);
            while workers.len() < threads {
                let id = workers.len();
                workers.push(Box::new(Worker::new(
                    id,
                    evaluator.clone(),
                    Arc::clone(&tt),
                    params,
                )));
            }
            tt.new_search();
            for (i, worker) in workers.iter_mut().enumerate() {
                let sink = (i == 0).then(|| sink.clone());
                worker.prepare(
                    &root,
                    &game_keys,
                    &root_moves,
                    Arc::clone(&tt),
                    Arc::clone(&shared),
                    params,
                    config.clone(),
                    sink,
                );
            }
            let Some((main, helpers)) = workers.split_first_mut() else {
                shared.finished.store(true, Ordering::Release);
                sink.send(EngineEvent::BestMove {
                    best: None,
                    ponder: None,
                });
                return;
            };
            if !root_moves.is_empty() {
                std::thread::scope(|scope| {
                    for helper in helpers.iter_mut() {
                        let spawned = std::thread::Builder::new()
                            .name("tempo-helper".to_owned())
                            .stack_size(SEARCH_STACK)
                            .spawn_scoped(scope, || helper.iterative_deepening());
                        if spawned.is_err() {
                            // Fewer helpers only make the search weaker, never wrong.
                            sink.send(EngineEvent::Error(
                                "could not start a search thread".to_owned(),
                            ));
                        }
                    }
                    main.iterative_deepening();
                    shared.stop.store(true, Ordering::Relaxed);
                });
            }
            let nodes: u64 = std::iter::once(&**main)
                .chain(helpers.iter().map(|h| &**h))
                .map(Worker::nodes)
                .sum();
            let (mut best, mut ponder, score) = match main.best_line() {
                Some((m, p, s)) => (Some(m), p, s),
                None => (None, None, 0),
            };
            if let Some(level) = level {
                let seed = start.elapsed().as_nanos() as u64 ^ nodes.rotate_left(17);
                let chosen = level.choose(&main.completed_lines, seed);
                if chosen.is_some() && chosen != best {
                    best = chosen;
                    ponder = None;
                }
            }
            if best.is_some() && main.completed_depth > 0 {
                main.report(
                    multipv_shown.min(main.root_moves.len()),
                    crate::engine::ScoreBound::Exact,
                );
            }
            let pv = main
                .root_moves
                .first()
                .map(|rm| rm.pv.clone())
                .unwrap_or_default();
            *last.lock().unwrap_or_else(PoisonError::into_inner) = Some(SearchReport {
                best,
                ponder,
                score: to_uci_score(score),
                depth: main.completed_depth.max(0) as u32,
                nodes,
                elapsed: start.elapsed(),
                pv,
            });
            shared.finished.store(true, Ordering::Release);
            sink.send(EngineEvent::BestMove { best, ponder });
        };
        let handle = self
            .thread
            .run(move || {
                // `go mate N`: a proven shortest mate answers; otherwise the normal search.
                if mate.is_some_and(MateRequest::answer) {
                    return;
                }
                search();
            })
            .map_err(|e| EngineError(format!("could not start the search thread: {e}")))?;
        self.running = Some((handle, shared));
        Ok(())
    }

    fn ponderhit(&mut self) {
        if let Some((_, shared)) = &self.running {
            shared.pondering.store(false, Ordering::Relaxed);
        }
    }

    fn stop(&mut self) {
        if let Some((_, shared)) = &self.running {
            shared.pondering.store(false, Ordering::Relaxed);
            shared.stop.store(true, Ordering::Relaxed);
        }
    }

    fn wait(&mut self) {
        if let Some((handle, _)) = self.running.take() {
            // A panicking search has already reported nothing; the engine stays usable.
            handle.join();
        }
    }

    fn is_searching(&self) -> bool {
        // Finished once the best move is out: a GUI may send the next `go` before the thread
        // has exited.
        self.running.as_ref().is_some_and(|(handle, shared)| {
            !shared.finished.load(Ordering::Acquire) && !handle.is_finished()
        })
    }
}

impl<E: Evaluator + Clone + 'static> Drop for PvsEngine<E> {
    fn drop(&mut self) {
        self.stop();
        self.wait();
    }
}
