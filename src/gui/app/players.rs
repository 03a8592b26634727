//! The players of the game: starting the engines that play a side (each on its own thread,
//! through an [`EngineRunner`]), their moves and failures, the engine's turn (book moves
//! first), and the hint engine.

use std::{sync::Arc, time::Duration};

use eframe::egui;

use super::TempoApp;
use crate::{
    app::{
        engine_runner::{EngineRunner, RunnerEvent},
        move_notes::MoveNote,
        setup::Player,
    },
    chess::{Color, Move, Outcome, OutcomeReason},
    engine::SearchLimits,
};

impl TempoApp {
    /// Starts an engine for every engine side, each on its own thread; the game waits for
    /// them (clocks included) in `poll_engines`.
    pub(in crate::gui) fn start_engines(&mut self) {
        for color in Color::ALL {
            *self.running.get_mut(color) = None;
            let Player::Engine { name, elo } = self.players.get(color) else {
                continue;
            };
            match self.engines.iter().find(|e| &e.name == name) {
                Some(entry) => {
                    *self.running.get_mut(color) = Some(EngineRunner::start(entry, *elo));
                }
                None => {
                    let text = format!("engine '{name}' is not available");
                    self.engine_start_failed(color, &text);
                }
            }
        }
    }

    /// An engine side that could not start becomes a person's, so the game can go on.
    pub(super) fn engine_start_failed(&mut self, color: Color, error: &str) {
        self.notify(format!("{error}; {} is played by hand", color.name()), true);
        *self.players.get_mut(color) = Player::Human;
        *self.running.get_mut(color) = None;
    }

    /// Collects what the engines said (start-ups, moves, failures, hints); starts the clock
    /// once no engine of the game is starting.
    pub(super) fn poll_engines(&mut self, ctx: &egui::Context) {
        for color in Color::ALL {
            let events = match self.running.get_mut(color) {
                Some(runner) => runner.poll(),
                None => continue,
            };
            for event in events {
                self.engine_event(color, event);
            }
        }
        self.poll_helper();
        if self.engines_starting() {
            // A start-up may finish before the engine has a waker: look again soon.
            ctx.request_repaint_after(Duration::from_millis(30));
        } else if let Some(clock) = &mut self.clock
            && clock.running_side().is_none()
            && !self.game.is_over()
            && self.resume.is_none()
            && self.clock_waits_for_engines
        {
            self.clock_waits_for_engines = false;
            clock.start(self.game.side_to_move(), self.time.now());
        }
    }

    fn poll_helper(&mut self) {
        let Some(helper) = &mut self.helper else {
            return;
        };
        let name = helper.name().to_owned();
        for event in helper.poll() {
            match event {
                RunnerEvent::BestMove { best, .. } => self.hint = best,
                RunnerEvent::StartFailed(error) => {
                    self.helper = None;
                    self.notify(format!("{name}: {error}"), true);
                }
                RunnerEvent::GoFailed { error, .. } | RunnerEvent::OptionRejected(error) => {
                    self.notify(format!("{name}: {error}"), true);
                }
                RunnerEvent::Failed { error, .. } => {
                    self.notify(format!("Hint failed: {name}: {error}"), true);
                }
                RunnerEvent::Started(_) | RunnerEvent::Info { .. } => {}
            }
        }
    }

    /// Whether an engine of the game (or the hint engine) is still starting.
    pub fn engines_starting(&self) -> bool {
        Color::ALL.into_iter().any(|c| self.engine_starting(c))
            || self.helper.as_ref().is_some_and(EngineRunner::is_starting)
    }

    /// Whether the engine playing `color` is still starting.
    pub(in crate::gui) fn engine_starting(&self, color: Color) -> bool {
        self.running
            .get(color)
            .as_ref()
            .is_some_and(EngineRunner::is_starting)
    }

    /// The name of a game engine still starting, for the status line.
    pub fn starting_engine(&self) -> Option<&str> {
        Color::ALL.into_iter().find_map(|c| {
            self.running
                .get(c)
                .as_ref()
                .filter(|r| r.is_starting())
                .map(EngineRunner::name)
        })
    }

    /// Takes every engine of the current game (not the hint engine) out of the app.
    pub(super) fn take_engines(&mut self) -> Vec<EngineRunner> {
        Color::ALL
            .into_iter()
            .filter_map(|c| self.running.get_mut(c).take())
            .collect()
    }

    /// Stops and drops all engines of the current game; they quit on their own threads.
    pub(in crate::gui) fn stop_engines(&mut self) {
        for mut runner in self.take_engines() {
            runner.cancel();
        }
        if let Some(helper) = &mut self.helper {
            helper.cancel();
        }
    }

    /// What the engine playing `color` said.
    fn engine_event(&mut self, color: Color, event: RunnerEvent) {
        let name = self
            .running
            .get(color)
            .as_ref()
            .map_or_else(String::new, |r| r.name().to_owned());
        match event {
            RunnerEvent::Started(report) => {
                for warning in report.warnings {
                    self.notify(format!("{name}: {warning}"), true);
                }
            }
            RunnerEvent::StartFailed(error) => {
                self.engine_start_failed(color, &format!("{name}: {error}"));
                self.autosave();
            }
            RunnerEvent::Info { .. } => {}
            RunnerEvent::BestMove { best, .. } => self.engine_move(color, best),
            RunnerEvent::GoFailed { error, .. } => {
                self.engine_go_failed(color, format!("{name}: {error}"));
            }
            RunnerEvent::Failed { error, .. } => {
                self.notify(format!("{name}: {error}"), true);
                self.finish(Outcome {
                    winner: Some(color.flip()),
                    reason: OutcomeReason::Forfeit,
                });
            }
            RunnerEvent::OptionRejected(error) => self.notify(format!("{name}: {error}"), true),
        }
    }

    /// The move the engine playing `color` chose.
    fn engine_move(&mut self, color: Color, best: Option<Move>) {
        if self.game.is_over() || self.game.side_to_move() != color {
            return;
        }
        match best {
            Some(mv) if self.game.current().is_legal(mv) => {
                self.pending_note = self.running.get(color).as_ref().map(MoveNote::from_engine);
                self.play_move(mv);
            }
            Some(mv) => {
                let text = self.game.current().move_to_uci(mv);
                self.notify(format!("The engine played an illegal move ({text})"), true);
                self.finish(Outcome {
                    winner: Some(color.flip()),
                    reason: OutcomeReason::Forfeit,
                });
            }
            None => self.finish(Outcome {
                winner: Some(color.flip()),
                reason: OutcomeReason::Resignation,
            }),
        }
    }

    /// Starts the engine to move when it is idle.
    pub(super) fn engine_turn(&mut self, ctx: &egui::Context) {
        if self.game.is_over() || self.resume.is_some() {
            return;
        }
        let side = self.game.side_to_move();
        let limits = self.search_limits();
        let start = self.game.start().clone();
        let moves = self.game.moves().to_vec();
        let Some(runner) = self.running.get(side) else {
            return;
        };
        if runner.is_starting() || runner.is_busy() {
            return;
        }
        // Book moves first, while the book has any (weighted choice, as Polyglot intends).
        if self.book_loading.is_some() {
            return;
        }
        if let Some(book) = &self.book
            && let Some(choice) =
                book.weighted_move(self.game.current(), crate::app::setup::random_u64())
        {
            self.pending_note = Some(MoveNote::book());
            self.play_move(choice.mv);
            return;
        }
        let Some(runner) = self.running.get_mut(side) else {
            return;
        };
        let repaint_ctx = ctx.clone();
        runner.set_waker(Arc::new(move || repaint_ctx.request_repaint()));
        runner.go(&start, &moves, limits);
    }

    /// An engine that refuses to search (typically after it missed a stop deadline) is
    /// restarted, with its clock stopped meanwhile; only one that fails again soon after
    /// forfeits.
    fn engine_go_failed(&mut self, side: Color, error: String) {
        /// A second failure within this long means the engine is broken, not just slow.
        const RESTART_GRACE: Duration = Duration::from_secs(30);
        let now = std::time::Instant::now();
        let recently = self
            .engine_restarted
            .get(side)
            .is_some_and(|at| now.duration_since(at) < RESTART_GRACE);
        let Player::Engine { name, elo } = self.players.get(side).clone() else {
            return;
        };
        let entry = self.engines.iter().find(|e| e.name == name).cloned();
        match entry {
            Some(entry) if !recently => {
                *self.engine_restarted.get_mut(side) = Some(now);
                self.notify(format!("{name} stopped answering and was restarted"), false);
                // The old engine quits on its own thread.
                *self.running.get_mut(side) = Some(EngineRunner::start(&entry, elo));
                if let Some(clock) = &mut self.clock {
                    clock.stop(self.time.now());
                    self.clock_waits_for_engines = true;
                }
            }
            _ => {
                self.notify(error, true);
                self.finish(Outcome {
                    winner: Some(side.flip()),
                    reason: OutcomeReason::Forfeit,
                });
            }
        }
    }

    /// The engine's limits: its real remaining time, or two seconds a move when untimed.
    pub(in crate::gui) fn search_limits(&self) -> SearchLimits {
        let now = self.time.now();
        match &self.clock {
            Some(clock) => {
                let inc = clock.control().increment();
                SearchLimits {
                    wtime: Some(clock.remaining(Color::White, now)),
                    btime: Some(clock.remaining(Color::Black, now)),
                    winc: Some(inc),
                    binc: Some(inc),
                    ..SearchLimits::default()
                }
            }
            None => SearchLimits::movetime(Duration::from_secs(2)),
        }
    }

    /// Whether the engine playing the side to move is searching.
    pub fn engine_thinking(&self) -> Option<&EngineRunner> {
        let runner = self.running.get(self.game.side_to_move()).as_ref()?;
        runner.is_busy().then_some(runner)
    }

    /// Whether a person may move pieces now.
    pub fn human_can_move(&self) -> bool {
        !self.game.is_over()
            && self.game.is_at_end()
            && self.resume.is_none()
            && self.players.get(self.game.side_to_move()).is_human()
    }

    /// The human's colour in a game against an engine; the side to move with two players.
    pub(in crate::gui) fn human_color(&self) -> Option<Color> {
        match (self.players.white.is_human(), self.players.black.is_human()) {
            (true, false) => Some(Color::White),
            (false, true) => Some(Color::Black),
            (true, true) => Some(self.game.side_to_move()),
            (false, false) => None,
        }
    }

    /// The hint engine; the first call starts it (from the first engine entry) on its own
    /// thread, and requests made meanwhile wait for it. `None` without engines.
    pub(in crate::gui) fn helper(&mut self) -> Option<&mut EngineRunner> {
        if self.helper.is_none() {
            let entry = self.engines.first()?;
            self.helper = Some(EngineRunner::start(entry, None));
        }
        self.helper.as_mut()
    }
}
