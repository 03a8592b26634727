//! [`EngineRunner`]: the one way every front end runs an engine (our PVS, our MCTS, an external
//! UCI program), whether it polls from a frame loop or blocks on the command line.
//!
//! The engine lives on the runner's own worker thread and the owner talks to it through a
//! command channel, so no call on the owner's thread ever waits for the engine: starting it
//! (launching a process, the UCI handshake, hash tables), setting options, stopping, a new
//! game and quitting all return at once, however long the engine takes. What the engine says
//! comes back on an event channel that [`EngineRunner::poll`] drains without blocking.
//!
//! ```text
//!  owner thread                         worker thread                    engine thread(s)
//!  start(entry) ──────────────────────► factory, stored options, Elo,
//!                                       new_game ─► Started / StartFailed
//!  go(start, moves, limits) → id ─────► stop + wait for the last search,
//!                                       set_position, go(sink tagged id) ─► search
//!  poll(): current id only ◄──────────────────────────── (id, Info/BestMove/Error) + wake()
//!  drop ──────────────────────────────► quit (may take seconds; nobody waits)
//! ```
//!
//! Every request gets a [`RequestId`]; answers to a request that a newer `go` or a `cancel`
//! replaced are dropped, so a take-back or a changed position never sees a stale move. The
//! worker's side lives in `worker.rs`.

use std::{
    collections::VecDeque,
    sync::{Arc, Mutex, PoisonError, mpsc},
    time::{Duration, Instant},
};

use self::worker::{Command, GoRequest, Outbox, WorkerMsg, run_worker};
use super::engines::EngineEntry;
use crate::{
    chess::{Color, Move, Position},
    engine::{
        Engine, EngineError, EngineEvent, EngineOption, Score, ScoreBound, SearchInfo, SearchLimits,
    },
};

mod blocking;
mod worker;

pub use self::blocking::Answer;

/// Tags one search request.
pub type RequestId = u64;

/// Wakes the owner after each event (the GUI passes `ctx.request_repaint`).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Which of a search's reports the worker passes on to the owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reports {
    /// Every report as it comes (live analysis, the game list's thinking lines).
    Each,
    /// Only the last report of the principal line that carries a score (its depth taken from
    /// an earlier one when it has none), just before the best move: a short search then wakes
    /// the waiting thread once instead of at every iteration, which a game of 2,000-node moves
    /// measurably pays for.
    LastLine,
}

/// How often a blocking wait looks at its give-up condition.
const WAIT_SLICE: Duration = Duration::from_millis(50);

/// What the runner reports to its owner.
#[derive(Clone, Debug, PartialEq)]
pub enum RunnerEvent {
    /// The engine is up.
    Started(StartReport),
    /// The engine could not be started; the text says why.
    StartFailed(String),
    /// A progress report of the current request, as the engine sent it (one MultiPV line, or
    /// only nodes and the current move); [`EngineRunner::progress`] has them merged.
    Info {
        /// The request.
        request: RequestId,
        /// The report.
        info: SearchInfo,
    },
    /// The current request ended with this move (`None`: no legal move, or the engine gave up).
    BestMove {
        /// The request.
        request: RequestId,
        /// The chosen move.
        best: Option<Move>,
        /// The expected reply.
        ponder: Option<Move>,
    },
    /// The engine refused to start the current request (typically after it missed a stop
    /// deadline and was ended); a restart usually helps.
    GoFailed {
        /// The request.
        request: RequestId,
        /// The engine's words.
        error: String,
    },
    /// The engine failed during the current request: it crashed, hung or sent garbage.
    Failed {
        /// The request.
        request: RequestId,
        /// What happened.
        error: String,
    },
    /// The engine rejected an option set with [`EngineRunner::set_option`].
    OptionRejected(String),
}

/// What a started engine said about itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StartReport {
    /// The engine's own name (`id name`).
    pub name: String,
    /// Its author (`id author`).
    pub author: String,
    /// Its options, after the stored values were applied.
    pub options: Vec<EngineOption>,
    /// The stored values it rejected, in its own words (it runs anyway).
    pub warnings: Vec<String>,
}

/// Why a blocking search ([`EngineRunner::search_to_end`]) gave no move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SearchError {
    /// The engine did not start.
    #[error("{0}")]
    Start(String),
    /// It refused to search.
    #[error("{0}")]
    Refused(String),
    /// It failed while searching.
    #[error("{0}")]
    Failed(String),
}

impl From<SearchError> for EngineError {
    fn from(error: SearchError) -> EngineError {
        EngineError(error.to_string())
    }
}

/// A finished search summed up in the PVS engine's own report: the best move and the last
/// main-line score, depth, nodes, time and PV that the engine reported.
pub type SearchSummary = crate::search::SearchReport;

/// Takes a main-line report into the summary of the search so far.
fn absorb_info(summary: &mut SearchSummary, info: &SearchInfo) {
    summary.score = info.score.unwrap_or(summary.score);
    summary.depth = info.depth.unwrap_or(summary.depth);
    summary.nodes = info.nodes.unwrap_or(summary.nodes);
    summary.elapsed = info.time.unwrap_or(summary.elapsed);
    if !info.pv.is_empty() {
        summary.pv.clone_from(&info.pv);
    }
}

/// Where the engine is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Life {
    /// The worker is building the engine.
    Starting,
    /// The engine is up.
    Ready,
    /// It could not be built.
    StartFailed,
    /// The worker thread has ended.
    Gone,
}

/// One engine on its own worker thread, driven by tagged requests.
pub struct EngineRunner {
    entry: EngineEntry,
    elo: Option<u32>,
    commands: mpsc::Sender<Command>,
    events: mpsc::Receiver<WorkerMsg>,
    waker: Arc<Mutex<Option<Waker>>>,
    life: Life,
    report: Option<StartReport>,
    next_request: RequestId,
    /// The request whose answers are wanted.
    pending: Option<RequestId>,
    /// The side to move of the position last asked about.
    side: Option<Color>,
    /// The current request's reports merged into one.
    progress: Option<SearchInfo>,
    /// The current request's last main-line report with a score, exact ones preferred.
    main_line: Option<SearchInfo>,
    /// The last exact main-line score of any request.
    last_exact_score: Option<Score>,
    go_at: Option<Instant>,
    last_search: Option<Duration>,
    /// Events made on the owner's side (a request the worker can no longer take).
    held: VecDeque<RunnerEvent>,
}

impl std::fmt::Debug for EngineRunner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineRunner")
            .field("name", &self.entry.name)
            .field("life", &self.life)
            .field("pending", &self.pending)
            .finish()
    }
}

impl EngineRunner {
    /// Starts `entry` on a new worker thread and returns at once: the worker builds the
    /// engine, applies the entry's stored option values, limits its strength to `elo` when
    /// given and supported, and starts a new game; [`poll`](Self::poll) then reports
    /// [`RunnerEvent::Started`] or [`RunnerEvent::StartFailed`]. Requests made meanwhile wait
    /// for the engine.
    pub fn start(entry: &EngineEntry, elo: Option<u32>) -> EngineRunner {
        EngineRunner::spawn(entry.clone(), elo, Arc::new(Mutex::new(None)))
    }

    /// Runs an engine that is already built and configured (the command line's). It cannot
    /// be restarted.
    pub fn with_engine(name: &str, engine: Box<dyn Engine>) -> EngineRunner {
        let slot = Mutex::new(Some(engine));
        let entry = EngineEntry::new(name, move || {
            slot.lock()
                .unwrap_or_else(PoisonError::into_inner)
                .take()
                .ok_or_else(|| EngineError("this engine cannot be started again".to_owned()))
        });
        EngineRunner::start(&entry, None)
    }

    fn spawn(
        entry: EngineEntry,
        elo: Option<u32>,
        waker: Arc<Mutex<Option<Waker>>>,
    ) -> EngineRunner {
        let (commands, command_rx) = mpsc::channel();
        let (tx, events) = mpsc::channel();
        let outbox = Outbox {
            tx,
            waker: Arc::clone(&waker),
        };
        let for_worker = entry.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("engine {}", entry.name))
            .spawn(move || run_worker(&for_worker, elo, &command_rx, &outbox));
        let mut runner = EngineRunner {
            entry,
            elo,
            commands,
            events,
            waker,
            life: Life::Starting,
            report: None,
            next_request: 0,
            pending: None,
            side: None,
            progress: None,
            main_line: None,
            last_exact_score: None,
            go_at: None,
            last_search: None,
            held: VecDeque::new(),
        };
        if spawned.is_err() {
            runner.life = Life::StartFailed;
            runner.held.push_back(RunnerEvent::StartFailed(
                "could not start a thread for the engine".to_owned(),
            ));
        }
        runner
    }

    /// Throws the engine away and starts a fresh one from the same entry (after a crash or
    /// a refused search); the old one quits on its own thread.
    pub fn restart(&mut self) {
        let fresh = EngineRunner::spawn(self.entry.clone(), self.elo, Arc::clone(&self.waker));
        *self = fresh;
    }

    /// Calls `wake` after every event from now on.
    pub fn set_waker(&self, wake: Waker) {
        *self.waker.lock().unwrap_or_else(PoisonError::into_inner) = Some(wake);
    }

    /// The entry's name.
    pub fn name(&self) -> &str {
        &self.entry.name
    }

    /// Whether the engine is still being started.
    pub fn is_starting(&self) -> bool {
        self.life == Life::Starting
    }

    /// Whether the engine is up (and has not failed to start or ended).
    pub fn is_ready(&self) -> bool {
        self.life == Life::Ready
    }

    /// What the engine said about itself once started.
    pub fn start_report(&self) -> Option<&StartReport> {
        self.report.as_ref()
    }

    /// The engine's options as it listed them once started (empty before).
    pub fn options(&self) -> &[EngineOption] {
        self.report.as_ref().map_or(&[], |r| r.options.as_slice())
    }

    /// Whether a request waits for its answer.
    pub fn is_busy(&self) -> bool {
        self.pending.is_some()
    }

    /// The request whose answer is awaited.
    pub fn current_request(&self) -> Option<RequestId> {
        self.pending
    }

    /// The side to move of the position last searched.
    pub fn side_to_move(&self) -> Option<Color> {
        self.side
    }

    /// The current (or last) request's progress, merged: a report that carries only nodes or
    /// the current move keeps the last score and PV.
    pub fn progress(&self) -> Option<&SearchInfo> {
        self.progress.as_ref()
    }

    /// The current (or last) request's last main-line report with a score: the last exact
    /// one, or the last bound while no exact score has come.
    pub fn main_line(&self) -> Option<&SearchInfo> {
        self.main_line.as_ref()
    }

    /// The latest progress score from White's point of view.
    pub fn white_score(&self) -> Option<Score> {
        Some(self.progress.as_ref()?.score?.white_relative(self.side?))
    }

    /// The last exact main-line score the engine reported, from its own point of view (kept
    /// across requests).
    pub fn last_exact_score(&self) -> Option<Score> {
        self.last_exact_score
    }

    /// How long the last finished search took, from `go` to its best move being polled.
    pub fn search_time(&self) -> Option<Duration> {
        self.last_search
    }

    /// Asks for a search of `start` + `moves` (the history counts for repetitions) and
    /// returns its tag; a search still running is cancelled first. The answer arrives through
    /// [`poll`](Self::poll).
    pub fn go(&mut self, start: &Position, moves: &[Move], limits: SearchLimits) -> RequestId {
        self.go_reporting(start, moves, limits, Reports::Each)
    }

    /// [`go`](Self::go), passing on the search's reports as `reports` says.
    fn go_reporting(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: SearchLimits,
        reports: Reports,
    ) -> RequestId {
        self.cancel();
        self.next_request += 1;
        let request = self.next_request;
        let side = start.side_to_move();
        self.side = Some(if moves.len() % 2 == 1 {
            side.flip()
        } else {
            side
        });
        self.progress = None;
        self.main_line = None;
        self.pending = Some(request);
        self.go_at = Some(Instant::now());
        let command = Command::Go(Box::new(GoRequest {
            request,
            start: start.clone(),
            moves: moves.to_vec(),
            limits,
            reports,
        }));
        if self.commands.send(command).is_err() {
            self.pending = None;
            self.held.push_back(RunnerEvent::GoFailed {
                request,
                error: "the engine is no longer running".to_owned(),
            });
        }
        request
    }

    /// Stops the current search and forgets it: its answer will be dropped.
    pub fn cancel(&mut self) {
        if self.pending.take().is_some() {
            // A gone worker has nothing to stop.
            let _ = self.commands.send(Command::Stop);
        }
    }

    /// Sets an option (a button press, a MultiPV count); a rejection arrives as
    /// [`RunnerEvent::OptionRejected`].
    pub fn set_option(&mut self, name: &str, value: &str) {
        let command = Command::SetOption {
            name: name.to_owned(),
            value: value.to_owned(),
        };
        // A gone worker has no options to set; its end was reported.
        let _ = self.commands.send(command);
    }

    /// Tells the engine that a new game begins (after the running search, if any, ends).
    pub fn new_game(&mut self) {
        self.cancel();
        // A gone worker has no game; its end was reported.
        let _ = self.commands.send(Command::NewGame);
    }

    /// Drains what the engine said, without blocking: start-up, option rejections, and the
    /// current request's reports, best move and failures (answers to older requests are
    /// dropped).
    pub fn poll(&mut self) -> Vec<RunnerEvent> {
        let mut events = Vec::new();
        while let Some(event) = self.wait_event(Duration::ZERO) {
            events.push(event);
        }
        events
    }

    /// Waits up to `timeout` for the next event that [`poll`](Self::poll) would return.
    pub fn wait_event(&mut self, timeout: Duration) -> Option<RunnerEvent> {
        if let Some(event) = self.held.pop_front() {
            return Some(event);
        }
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let received = if left.is_zero() {
                self.events.try_recv().map_err(|e| match e {
                    mpsc::TryRecvError::Empty => mpsc::RecvTimeoutError::Timeout,
                    mpsc::TryRecvError::Disconnected => mpsc::RecvTimeoutError::Disconnected,
                })
            } else {
                self.events.recv_timeout(left)
            };
            match received {
                Ok(msg) => {
                    if let Some(event) = self.absorb(msg) {
                        return Some(event);
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout) => return None,
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    let event = self.worker_gone();
                    if event.is_none() {
                        // Nothing will ever come: wait out the time as a silent engine would.
                        std::thread::sleep(deadline.saturating_duration_since(Instant::now()));
                    }
                    return event;
                }
            }
        }
    }

    /// Turns a worker message into the event the owner sees, if any.
    fn absorb(&mut self, msg: WorkerMsg) -> Option<RunnerEvent> {
        match msg {
            WorkerMsg::Started(report) => {
                self.life = Life::Ready;
                self.report = Some(report.clone());
                Some(RunnerEvent::Started(report))
            }
            WorkerMsg::StartFailed(error) => {
                self.life = Life::StartFailed;
                self.pending = None;
                Some(RunnerEvent::StartFailed(error))
            }
            WorkerMsg::OptionRejected(error) => Some(RunnerEvent::OptionRejected(error)),
            WorkerMsg::GoFailed { request, error } => {
                if self.pending != Some(request) {
                    return None;
                }
                self.pending = None;
                Some(RunnerEvent::GoFailed { request, error })
            }
            WorkerMsg::Event { request, event } => {
                if self.pending != Some(request) {
                    return None;
                }
                Some(self.absorb_engine_event(request, event))
            }
        }
    }

    fn absorb_engine_event(&mut self, request: RequestId, event: EngineEvent) -> RunnerEvent {
        match event {
            EngineEvent::Info(info) => {
                if info.multipv.unwrap_or(1) == 1 && info.score.is_some() {
                    let exact = info.bound == ScoreBound::Exact;
                    if exact {
                        self.last_exact_score = info.score;
                    }
                    let replaces = exact
                        || self
                            .main_line
                            .as_ref()
                            .is_none_or(|line| line.bound != ScoreBound::Exact);
                    if replaces {
                        self.main_line = Some(info.clone());
                    }
                }
                let merged = match self.progress.take() {
                    // Keep the last score/PV when a report carries only currmove/nodes.
                    Some(old) if info.pv.is_empty() && info.score.is_none() => SearchInfo {
                        nodes: info.nodes.or(old.nodes),
                        nps: info.nps.or(old.nps),
                        depth: info.depth.or(old.depth),
                        ..old
                    },
                    _ => info.clone(),
                };
                self.progress = Some(merged);
                RunnerEvent::Info { request, info }
            }
            EngineEvent::BestMove { best, ponder } => {
                self.pending = None;
                self.last_search = self.go_at.map(|at| at.elapsed());
                RunnerEvent::BestMove {
                    request,
                    best,
                    ponder,
                }
            }
            EngineEvent::Error(error) => {
                self.pending = None;
                RunnerEvent::Failed { request, error }
            }
        }
    }

    /// The worker thread has ended (and every sink with it): a start or a request still
    /// waiting for it gets its answer here.
    fn worker_gone(&mut self) -> Option<RunnerEvent> {
        let before = std::mem::replace(&mut self.life, Life::Gone);
        if before == Life::StartFailed {
            // Not ready either way; keep saying why.
            self.life = Life::StartFailed;
        }
        if before == Life::Starting {
            self.pending = None;
            return Some(RunnerEvent::StartFailed(
                "the engine's thread ended while starting it".to_owned(),
            ));
        }
        let request = self.pending.take()?;
        Some(if before == Life::Ready {
            RunnerEvent::Failed {
                request,
                error: "the engine's thread ended".to_owned(),
            }
        } else {
            RunnerEvent::GoFailed {
                request,
                error: "the engine is no longer running".to_owned(),
            }
        })
    }
}

impl Drop for EngineRunner {
    fn drop(&mut self) {
        // The worker quits the engine on its own thread: an external engine that does not
        // answer `stop`/`quit` at once must not hold up the owner.
        let _ = self.commands.send(Command::Quit);
    }
}

#[cfg(test)]
mod tests;
