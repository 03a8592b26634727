//! The runner used from a thread that may wait (the command line, the game driver, the review
//! and probe threads): searches run to their end, with or without a time budget, on the
//! calling thread; the engine still lives on the worker thread.

use std::{
    sync::mpsc,
    time::{Duration, Instant},
};

use super::{
    EngineRunner, Life, Reports, RunnerEvent, SearchError, SearchSummary, StartReport, WAIT_SLICE,
    absorb_info, worker::Command,
};
use crate::{
    chess::{Move, Position},
    engine::{EngineError, SearchInfo, SearchLimits},
};

/// How a search with a time budget ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The engine's move (`None`: no legal move, or it gave up).
    BestMove {
        /// The chosen move.
        best: Option<Move>,
        /// The expected reply.
        ponder: Option<Move>,
    },
    /// No best move came within the budget; the search was told to stop (its answer will be
    /// dropped; [`EngineRunner::settle`] waits until it has ended).
    NoAnswer,
}

impl EngineRunner {
    /// Blocks until the engine has started and returns what it said about itself.
    ///
    /// # Errors
    /// When the engine could not be started.
    pub fn wait_until_started(&mut self) -> Result<StartReport, SearchError> {
        while self.life == Life::Starting {
            match self.wait_event(WAIT_SLICE) {
                Some(RunnerEvent::StartFailed(error)) => return Err(SearchError::Start(error)),
                Some(RunnerEvent::Started(_)) | None => {}
                Some(event) => self.held.push_back(event),
            }
        }
        match (&self.report, self.life) {
            (Some(report), Life::Ready) => Ok(report.clone()),
            _ => Err(SearchError::Start(format!(
                "{} is not running",
                self.entry.name
            ))),
        }
    }

    /// Blocks until the worker has carried out every command sent so far (a new game, a
    /// `stop`) and the engine's search, if any, has ended. Returns at once when the worker
    /// is gone.
    pub fn settle(&mut self) {
        let (done, settled) = mpsc::channel();
        if self.commands.send(Command::Settle(done)).is_ok() {
            // An error means the worker ended meanwhile: nothing is left to wait for.
            let _ = settled.recv();
        }
    }

    /// Quits the engine and blocks until it has: for an owner about to exit, so that no
    /// engine process outlives it.
    pub fn quit_and_wait(self) {
        if self.commands.send(Command::Quit).is_ok() {
            // The worker's side of the event channel closes when it ends (once the engine
            // has quit and dropped the sinks it held).
            while self.events.recv().is_ok() {}
        }
    }

    /// Runs one search to its end on the calling thread (for the command line) and sums it
    /// up.
    ///
    /// # Errors
    /// When the engine does not start, refuses to search or fails while searching.
    pub fn search_to_end(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: SearchLimits,
    ) -> Result<SearchSummary, EngineError> {
        let summary = self.search_to_end_unless(start, moves, limits, &|| false)?;
        summary.ok_or_else(|| EngineError("the search was abandoned".to_owned()))
    }

    /// [`search_to_end`](Self::search_to_end) that gives up, cancelling the search, once
    /// `give_up` says so (asked every 50 ms while the engine is silent): `Ok(None)` then.
    ///
    /// # Errors
    /// When the engine does not start, refuses to search or fails while searching.
    pub fn search_to_end_unless(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: SearchLimits,
        give_up: &dyn Fn() -> bool,
    ) -> Result<Option<SearchSummary>, SearchError> {
        self.go(start, moves, limits);
        let mut summary = SearchSummary::default();
        loop {
            let Some(event) = self.wait_event(WAIT_SLICE) else {
                if give_up() {
                    self.cancel();
                    return Ok(None);
                }
                continue;
            };
            match event {
                RunnerEvent::Info { info, .. } if info.multipv.unwrap_or(1) == 1 => {
                    absorb_info(&mut summary, &info);
                }
                RunnerEvent::BestMove { best, ponder, .. } => {
                    summary.best = best;
                    summary.ponder = ponder;
                    return Ok(Some(summary));
                }
                event => search_failure(event)?,
            }
        }
    }

    /// Runs one search on the calling thread, waiting at most `budget` for its best move
    /// (`None`: as long as it takes). The search's last principal-line report with a score
    /// goes to `on_info` just before the best move (its depth taken from an earlier report
    /// when it has none); the others are not passed on. A search without an answer in time is
    /// cancelled and this returns at once.
    ///
    /// # Errors
    /// When the engine does not start, refuses to search or fails while searching.
    pub fn search_within(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: SearchLimits,
        budget: Option<Duration>,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> Result<Answer, SearchError> {
        let deadline = budget.map(|budget| Instant::now() + budget);
        self.go_reporting(start, moves, limits, Reports::LastLine);
        loop {
            let wait = deadline.map_or(WAIT_SLICE, |deadline| {
                deadline.saturating_duration_since(Instant::now())
            });
            let Some(event) = self.wait_event(wait) else {
                if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
                    self.cancel();
                    return Ok(Answer::NoAnswer);
                }
                continue;
            };
            match event {
                RunnerEvent::Info { info, .. } => on_info(&info),
                RunnerEvent::BestMove { best, ponder, .. } => {
                    return Ok(Answer::BestMove { best, ponder });
                }
                event => search_failure(event)?,
            }
        }
    }
}

/// What an event other than a report or the best move means for a blocking search: an error
/// for a failure, nothing for the rest.
fn search_failure(event: RunnerEvent) -> Result<(), SearchError> {
    match event {
        RunnerEvent::StartFailed(error) => Err(SearchError::Start(error)),
        RunnerEvent::GoFailed { error, .. } => Err(SearchError::Refused(error)),
        RunnerEvent::Failed { error, .. } => Err(SearchError::Failed(error)),
        RunnerEvent::Started(_)
        | RunnerEvent::Info { .. }
        | RunnerEvent::BestMove { .. }
        | RunnerEvent::OptionRejected(_) => Ok(()),
    }
}
