//! One engine of the analysis panel ([`Pane`]): its own runner, MultiPV and thread count, its
//! lines and figures, whether the user paused it, and its failure, kept to itself so the
//! other engines go on.

use std::time::{Duration, Instant};

use super::{
    Target,
    lines::{Figures, Line, absorb_info},
};
use crate::{
    app::{
        engine_runner::{EngineRunner, RunnerEvent, Waker},
        engines::EngineEntry,
    },
    engine::{OptionKind, Score, SearchLimits},
};

/// Identifies a pane for as long as it lives (indices shift when one is removed).
pub type PaneId = u32;

/// A second failure within this long means the engine is broken, not just unlucky.
const RESTART_GRACE: Duration = Duration::from_secs(30);

/// What one engine of the panel does now, as the panel says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PaneState {
    /// Analysis is off.
    Off,
    /// The whole analysis waits (an engine plays, a review runs): the reason, as the key of
    /// its text in the catalogue.
    Held(&'static str),
    /// The user paused this engine.
    Paused,
    /// The engine failed and stays stopped until restarted: what happened.
    Failed(String),
    /// The engine is starting.
    Starting,
    /// A search runs.
    Searching,
    /// Waiting to start the next search (just after a position change).
    Waiting,
    /// The search ended by itself (a forced line: nothing left to search).
    Done,
}

/// One engine analysing in the panel.
pub struct Pane {
    id: PaneId,
    /// The engine's catalogue name.
    pub(super) engine: String,
    /// MultiPV lines wanted.
    pub(super) lines_wanted: u32,
    /// Threads the user chose; `None` takes the fair share.
    pub(super) threads_chosen: Option<u32>,
    /// The arrow and bar colour slot (0 for the first pane; kept when others are removed).
    pub(super) slot: usize,
    runner: Option<EngineRunner>,
    lines_set: Option<u32>,
    threads_set: Option<u32>,
    /// Whether `UCI_ShowWDL` was switched on (engines that offer it report win/draw/loss).
    wdl_set: bool,
    pub(super) lines: Vec<Line>,
    pub(super) figures: Figures,
    pub(super) error: Option<String>,
    pub(super) shown_score: Option<Score>,
    pub(super) paused: bool,
    /// When the next search may start.
    pub(super) restart_at: Option<Instant>,
    restarted_at: Option<Instant>,
}

impl Pane {
    pub(super) fn new(id: PaneId, engine: String, lines: u32, slot: usize) -> Pane {
        Pane {
            id,
            engine,
            lines_wanted: lines,
            threads_chosen: None,
            slot,
            runner: None,
            lines_set: None,
            wdl_set: false,
            threads_set: None,
            lines: Vec::new(),
            figures: Figures::default(),
            error: None,
            shown_score: None,
            paused: false,
            restart_at: None,
            restarted_at: None,
        }
    }

    /// The pane's identity.
    pub fn id(&self) -> PaneId {
        self.id
    }

    /// The engine's catalogue name.
    pub fn engine(&self) -> &str {
        &self.engine
    }

    /// MultiPV lines wanted.
    pub fn lines_wanted(&self) -> u32 {
        self.lines_wanted
    }

    /// The threads the user chose (`None`: the fair share).
    pub fn threads_chosen(&self) -> Option<u32> {
        self.threads_chosen
    }

    /// The colour slot of its arrows and bar marker.
    pub fn slot(&self) -> usize {
        self.slot
    }

    /// Its lines, best first.
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// Depth, nodes, speed and hash use.
    pub fn figures(&self) -> Figures {
        self.figures
    }

    /// Its failure, shown until it is restarted.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The last white-relative evaluation shown, kept while a new search warms up.
    pub fn shown_score(&self) -> Option<Score> {
        self.shown_score
    }

    /// Whether the user paused it.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Whether it takes a share of the CPU (not paused, not failed).
    pub fn is_running(&self) -> bool {
        !self.paused && self.error.is_none()
    }

    /// Whether a search runs now.
    pub fn is_searching(&self) -> bool {
        self.runner.as_ref().is_some_and(EngineRunner::is_busy)
    }

    /// Whether its engine is being started.
    pub fn is_starting(&self) -> bool {
        self.runner.as_ref().is_some_and(EngineRunner::is_starting)
    }

    /// Whether the engine offers a `Threads` option (unknown before it started).
    pub fn offers_threads(&self) -> Option<bool> {
        let runner = self.runner.as_ref().filter(|r| r.is_ready())?;
        Some(threads_range(runner).is_some())
    }

    /// The thread count last set on the engine.
    pub fn threads_set(&self) -> Option<u32> {
        self.threads_set
    }

    /// Stops the search and forgets what it found (the engine stays loaded).
    pub(super) fn clear(&mut self) {
        self.cancel();
        self.lines.clear();
        self.figures = Figures::default();
    }

    /// Stops the search; the lines stay.
    pub(super) fn cancel(&mut self) {
        if let Some(runner) = &mut self.runner {
            runner.cancel();
        }
        self.restart_at = None;
    }

    /// Throws the engine away (another one was chosen); the next search starts a fresh one.
    pub(super) fn drop_engine(&mut self) {
        self.runner = None;
        self.lines_set = None;
        self.threads_set = None;
        self.wdl_set = false;
    }

    /// Drains the engine's events into the lines; returns its failure, if any.
    pub(super) fn poll(&mut self, target: Option<&Target>) -> Option<String> {
        let runner = self.runner.as_mut()?;
        let name = runner.name().to_owned();
        let mut failure = None;
        for event in runner.poll() {
            match event {
                RunnerEvent::Info { info, .. } => {
                    if let Some(target) = target {
                        absorb_info(
                            &mut self.lines,
                            &mut self.figures,
                            &target.position,
                            self.lines_wanted,
                            info,
                        );
                    }
                }
                RunnerEvent::Started(report) => {
                    // The engine manager shows rejected stored values; analysis runs anyway.
                    for warning in report.warnings {
                        eprintln!("tempo: {name}: {warning}");
                    }
                }
                RunnerEvent::OptionRejected(error) => eprintln!("tempo: {name}: {error}"),
                // Infinite searches end by themselves only when there is nothing left to
                // search (a forced mate, a single reply); the lines stay.
                RunnerEvent::BestMove { .. } => {}
                RunnerEvent::StartFailed(error)
                | RunnerEvent::GoFailed { error, .. }
                | RunnerEvent::Failed { error, .. } => {
                    failure = Some(format!("{name}: {error}"));
                    break;
                }
            }
        }
        if let Some(first) = self.lines.first() {
            self.shown_score = Some(first.score);
        }
        failure
    }

    /// The engine failed with `text`. A first failure of an engine that had started restarts
    /// it (returns a notice that says so); a second one soon after, or a failed start, stops
    /// this pane with the error shown. Returns the notice text and whether it is an error.
    pub(super) fn fail(&mut self, text: String, now: Instant) -> (String, bool) {
        let recently = self
            .restarted_at
            .is_some_and(|at| now.duration_since(at) < RESTART_GRACE);
        let had_started = self
            .runner
            .as_ref()
            .is_some_and(|r| r.start_report().is_some());
        self.drop_engine();
        if had_started && !recently {
            self.restarted_at = Some(now);
            self.restart_at = Some(now);
            let notice = format!("{} stopped answering and was restarted", self.engine);
            return (notice, false);
        }
        self.restart_at = None;
        self.error = Some(text.clone());
        (format!("Analysis stopped: {text}"), true)
    }

    /// Clears a failure so the engine starts afresh.
    pub(super) fn retry(&mut self, now: Instant) {
        self.error = None;
        self.restarted_at = None;
        self.restart_at = Some(now);
    }

    /// Starts (or goes on starting) the engine and searches `target` with `threads` threads.
    /// Returns when to look again while the engine is starting.
    pub(super) fn start_search(
        &mut self,
        target: &Target,
        threads: u32,
        catalogue: &[EngineEntry],
        waker: &Waker,
        now: Instant,
    ) -> Option<Instant> {
        /// How often a pending engine start-up is looked at.
        const START_POLL: Duration = Duration::from_millis(30);
        self.restart_at = None;
        if self.runner.is_none() {
            let Some(entry) = catalogue.iter().find(|e| e.name == self.engine) else {
                self.error = Some(format!(
                    "{}: no such engine (removed from the engine list?)",
                    self.engine
                ));
                return None;
            };
            // Started off the caller's thread: an external engine's handshake can take
            // seconds, and even our engines allocate their hash tables.
            let runner = EngineRunner::start(entry, None);
            runner.set_waker(waker.clone());
            self.runner = Some(runner);
        }
        let runner = self.runner.as_mut()?;
        if runner.is_starting() {
            let at = now + START_POLL;
            self.restart_at = Some(at);
            return Some(at);
        }
        // A failed start has been reported by `poll`, which stops the pane.
        if !runner.is_ready() {
            return None;
        }
        let offers_multipv = runner
            .options()
            .iter()
            .any(|o| o.name.eq_ignore_ascii_case("MultiPV"));
        // Engines without MultiPV still analyse; they just show one line.
        if self.lines_set != Some(self.lines_wanted) && offers_multipv {
            runner.set_option("MultiPV", &self.lines_wanted.to_string());
            self.lines_set = Some(self.lines_wanted);
        }
        if !self.wdl_set {
            let offers_wdl = runner
                .options()
                .iter()
                .any(|o| o.name.eq_ignore_ascii_case("UCI_ShowWDL"));
            if offers_wdl {
                runner.set_option("UCI_ShowWDL", "true");
            }
            self.wdl_set = true;
        }
        if let Some((min, max)) = threads_range(runner) {
            let wanted = threads.clamp(min, max);
            if self.threads_set != Some(wanted) {
                runner.set_option("Threads", &wanted.to_string());
                self.threads_set = Some(wanted);
            }
        }
        runner.go(&target.start, &target.moves, SearchLimits::infinite());
        None
    }
}

/// The `Threads` option's range, when the engine offers one.
fn threads_range(runner: &EngineRunner) -> Option<(u32, u32)> {
    let option = runner
        .options()
        .iter()
        .find(|o| o.name.eq_ignore_ascii_case("Threads"))?;
    match option.kind {
        OptionKind::Spin { min, max, .. } => Some((
            u32::try_from(min.max(1)).unwrap_or(1),
            u32::try_from(max.max(1)).unwrap_or(u32::MAX),
        )),
        _ => None,
    }
}
