//! The players of the game: starting the engines that play a side (off the UI thread), their
//! moves and failures, the engine's turn (book moves first), and the hint engine.

use crate::app::setup::Player;
use std::{sync::Arc, time::Duration};

use eframe::egui;

use super::TempoApp;
use crate::{
    chess::{Color, Outcome, OutcomeReason},
    engine::SearchLimits,
    gui::{
        engine_start::PendingStart,
        engines::{EngineHandle, EngineOutput, Purpose},
    },
};

impl TempoApp {
    /// Starts an engine for every engine side, each on a background thread; the game waits
    /// for them (clocks included) in `poll_starts`.
    pub(in crate::gui) fn start_engines(&mut self) {
        for color in Color::ALL {
            *self.starting.get_mut(color) = None;
            let Player::Engine { name, elo } = self.players.get(color) else {
                continue;
            };
            match self.engines.iter().find(|e| &e.name == name) {
                Some(entry) => {
                    *self.starting.get_mut(color) = Some(PendingStart::spawn(entry, *elo))
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

    /// Collects engines that finished starting; starts the clock once none is pending.
    pub(super) fn poll_starts(&mut self, ctx: &egui::Context) {
        for color in Color::ALL {
            let Some(result) = self
                .starting
                .get(color)
                .as_ref()
                .and_then(PendingStart::poll)
            else {
                continue;
            };
            *self.starting.get_mut(color) = None;
            match result {
                Ok(mut handle) => {
                    for warning in std::mem::take(&mut handle.warnings) {
                        self.notify(warning, true);
                    }
                    *self.running.get_mut(color) = Some(handle);
                }
                Err(e) => {
                    self.engine_start_failed(color, &e);
                    self.autosave();
                }
            }
        }
        if let Some(result) = self.helper_starting.as_ref().and_then(PendingStart::poll) {
            self.helper_starting = None;
            match result {
                Ok(handle) => {
                    self.helper = Some(handle);
                    if std::mem::take(&mut self.hint_wanted) {
                        self.request_hint(ctx);
                    }
                }
                Err(e) => {
                    self.hint_wanted = false;
                    self.notify(e, true);
                }
            }
        }
        if self.engines_starting() {
            // Nothing wakes the UI when a start-up thread finishes: look again soon.
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

    /// Whether an engine of the game (or the hint engine) is still starting.
    pub fn engines_starting(&self) -> bool {
        self.starting.white.is_some()
            || self.starting.black.is_some()
            || self.helper_starting.is_some()
    }

    /// The name of a game engine still starting, for the status line.
    pub fn starting_engine(&self) -> Option<&str> {
        Color::ALL
            .into_iter()
            .find_map(|c| self.starting.get(c).as_ref().map(PendingStart::name))
    }

    /// Takes every engine of the current game (not the hint engine) out of the app.
    pub(super) fn take_engines(&mut self) -> Vec<EngineHandle> {
        for color in Color::ALL {
            // An abandoned start shuts its engine down on its own thread.
            *self.starting.get_mut(color) = None;
        }
        Color::ALL
            .into_iter()
            .filter_map(|c| self.running.get_mut(c).take())
            .collect()
    }

    /// Stops and drops all engines of the current game; they quit on background threads.
    pub(in crate::gui) fn stop_engines(&mut self) {
        for mut handle in self.take_engines() {
            handle.cancel();
            handle.shut_down_in_background();
        }
        if let Some(helper) = &mut self.helper {
            helper.cancel();
        }
    }

    pub(super) fn poll_engines(&mut self) {
        for color in Color::ALL {
            let outputs = match self.running.get_mut(color) {
                Some(handle) => handle.poll(),
                None => continue,
            };
            for output in outputs {
                self.engine_output(color, output);
            }
        }
        if let Some(helper) = &mut self.helper {
            for output in helper.poll() {
                match output {
                    EngineOutput::Best {
                        purpose: Purpose::Hint,
                        best,
                    } => self.hint = best,
                    EngineOutput::Best { .. } => {}
                    EngineOutput::Failed(text) => {
                        self.notify(format!("Hint failed: {text}"), true);
                    }
                }
            }
        }
    }

    pub(super) fn engine_output(&mut self, color: Color, output: EngineOutput) {
        match output {
            EngineOutput::Best {
                purpose: Purpose::Play,
                best,
            } => {
                if self.game.is_over() || self.game.side_to_move() != color {
                    return;
                }
                match best {
                    Some(mv) if self.game.current().is_legal(mv) => {
                        self.pending_note = self
                            .running
                            .get(color)
                            .as_ref()
                            .map(crate::gui::move_notes::MoveNote::from_engine);
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
            EngineOutput::Best { .. } => {}
            EngineOutput::Failed(text) => {
                self.notify(text, true);
                self.finish(Outcome {
                    winner: Some(color.flip()),
                    reason: OutcomeReason::Forfeit,
                });
            }
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
        if self.starting.get(side).is_some() {
            return;
        }
        let Some(handle) = self.running.get(side) else {
            return;
        };
        if handle.is_busy() {
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
            self.pending_note = Some(crate::gui::move_notes::MoveNote::book());
            self.play_move(choice.mv);
            return;
        }
        let Some(handle) = self.running.get_mut(side) else {
            return;
        };
        let repaint_ctx = ctx.clone();
        let repaint = Arc::new(move || repaint_ctx.request_repaint());
        if let Err(e) = handle.go(&start, &moves, limits, Purpose::Play, repaint) {
            self.engine_go_failed(side, e);
        }
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
                if let Some(handle) = self.running.get_mut(side).take() {
                    handle.shut_down_in_background();
                }
                *self.starting.get_mut(side) = Some(PendingStart::spawn(&entry, elo));
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
    pub fn engine_thinking(&self) -> Option<&EngineHandle> {
        let handle = self.running.get(self.game.side_to_move()).as_ref()?;
        (handle.pending_purpose() == Some(Purpose::Play)).then_some(handle)
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

    /// The hint engine, once started; the first call starts it (from the first engine entry)
    /// on a background thread and returns `None`, and the hint follows when it is up.
    pub(in crate::gui) fn helper(&mut self) -> Option<&mut EngineHandle> {
        if self.helper.is_none() {
            if self.helper_starting.is_none() {
                let entry = self.engines.first()?;
                self.helper_starting = Some(PendingStart::spawn(entry, None));
            }
            self.hint_wanted = true;
            return None;
        }
        self.helper.as_mut()
    }
}
