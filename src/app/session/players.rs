//! The players of a session: starting the engines that play a side (each on its own thread,
//! through an [`EngineRunner`]), their moves and failures, the engine's turn (book moves
//! first), the hint engine, and what a person at the board may do (take back, offer a draw).

use std::time::Duration;

use super::Session;
use crate::{
    app::{
        engine_runner::{EngineRunner, RunnerEvent},
        engines::EngineEntry,
        game_driver::Failure,
        move_notes::MoveNote,
        setup::Player,
    },
    chess::{Color, Move, Outcome, OutcomeReason},
    engine::{Score, SearchLimits},
};

/// A second failure to search within this long means the engine is broken, not just slow.
const RESTART_GRACE: Duration = Duration::from_secs(30);

/// How long the hint engine thinks.
const HINT_TIME: Duration = Duration::from_millis(800);

impl Session {
    /// Starts an engine for every engine side, each on its own thread; the game (clocks
    /// included) waits for them in [`Session::tick`].
    pub(super) fn start_engines(&mut self) {
        for color in Color::ALL {
            *self.running.get_mut(color) = None;
            let Player::Engine { name, elo } = self.players.get(color).clone() else {
                continue;
            };
            match self.catalogue.iter().find(|e| e.name == name) {
                Some(entry) => *self.running.get_mut(color) = Some(self.spawn(entry, elo)),
                None => {
                    let text = format!("engine '{name}' is not available");
                    self.engine_start_failed(color, &text);
                }
            }
        }
    }

    /// Starts an engine of the catalogue on its own thread, waking the front end on its events.
    fn spawn(&self, entry: &EngineEntry, elo: Option<u32>) -> EngineRunner {
        let runner = EngineRunner::start(entry, elo);
        if let Some(waker) = &self.waker {
            runner.set_waker(waker.clone());
        }
        runner
    }

    /// An engine side that could not start becomes a person's, so the game can go on.
    fn engine_start_failed(&mut self, color: Color, error: &str) {
        self.notify(format!("{error}; {} is played by hand", color.name()), true);
        *self.players.get_mut(color) = Player::Human;
        *self.running.get_mut(color) = None;
    }

    /// Takes in what the engines said (start-ups, moves, failures, hints); starts the clock
    /// once no engine of the game is starting. Returns whether an engine is still starting.
    pub(super) fn poll_engines(&mut self) -> bool {
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
            return true;
        }
        let waiting = !self.game.is_over() && !self.paused && self.clock_waits_for_engines;
        let side_to_move = self.game.side_to_move();
        if let Some(clock) = self.driven.clock_mut()
            && clock.running_side().is_none()
            && waiting
        {
            self.clock_waits_for_engines = false;
            clock.start(side_to_move, self.time.now());
        }
        false
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
    pub(super) fn engine_starting(&self, color: Color) -> bool {
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

    /// Stops and drops all engines of the current game; they quit on their own threads.
    pub(super) fn stop_engines(&mut self) {
        for color in Color::ALL {
            if let Some(mut runner) = self.running.get_mut(color).take() {
                runner.cancel();
            }
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
                self.lose(color, Failure::Crash(error));
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
                self.lose(color, Failure::IllegalMove(text));
            }
            None => self.finish(Outcome {
                winner: Some(color.flip()),
                reason: OutcomeReason::Resignation,
            }),
        }
    }

    /// The engine playing `loser` lost by `failure` (the driven game's verdict: a forfeit).
    fn lose(&mut self, loser: Color, failure: Failure) {
        if self.game.is_over() {
            return;
        }
        self.sync_driven();
        let outcome = self.driven.fail(loser, failure).outcome();
        self.finish(outcome);
    }

    /// Starts the engine to move when it is idle (a book move first, while the book has one).
    pub(super) fn engine_turn(&mut self) {
        if self.game.is_over() || self.paused {
            return;
        }
        // The driven game's verdict before a search: the rules (which the game's own record
        // has already applied) and, for an engine game, its length limit.
        self.sync_driven();
        if let Some(end) = self.driven.judge_position() {
            let outcome = end.outcome();
            self.finish(outcome);
            return;
        }
        let side = self.game.side_to_move();
        let Some(runner) = self.running.get(side) else {
            return;
        };
        if runner.is_starting() || runner.is_busy() || self.book_loading.is_some() {
            return;
        }
        // Weighted choice among the book's moves, as Polyglot intends.
        if let Some(book) = &self.book
            && let Some(choice) =
                book.weighted_move(self.game.current(), crate::app::setup::random_u64())
        {
            self.pending_note = Some(MoveNote::book());
            self.play_move(choice.mv);
            return;
        }
        let limits = self.search_limits();
        let start = self.game.start().clone();
        let moves = self.game.moves().to_vec();
        if let Some(runner) = self.running.get_mut(side) {
            runner.go(&start, &moves, limits);
        }
    }

    /// An engine that refuses to search (typically after it missed a stop deadline) is
    /// restarted, with its clock stopped meanwhile; only one that fails again soon after
    /// forfeits.
    fn engine_go_failed(&mut self, side: Color, error: String) {
        let now = std::time::Instant::now();
        let recently = self
            .engine_restarted
            .get(side)
            .is_some_and(|at| now.duration_since(at) < RESTART_GRACE);
        let Player::Engine { name, elo } = self.players.get(side).clone() else {
            return;
        };
        let entry = self.catalogue.iter().find(|e| e.name == name).cloned();
        match entry {
            Some(entry) if !recently => {
                *self.engine_restarted.get_mut(side) = Some(now);
                self.notify(format!("{name} stopped answering and was restarted"), false);
                // The old engine quits on its own thread.
                *self.running.get_mut(side) = Some(self.spawn(&entry, elo));
                let now = self.time.now();
                if let Some(clock) = self.driven.clock_mut() {
                    clock.stop(now);
                    self.clock_waits_for_engines = true;
                }
            }
            _ => {
                self.notify(error.clone(), true);
                self.lose(side, Failure::Crash(error));
            }
        }
    }

    /// The engine's limits: its real remaining time, or two seconds a move when untimed.
    fn search_limits(&self) -> SearchLimits {
        let now = self.time.now();
        match self.driven.clock() {
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

    /// Whether an engine of the game is searching (for its move, or pondering).
    pub fn engine_busy(&self) -> bool {
        Color::ALL.into_iter().any(|c| {
            self.running
                .get(c)
                .as_ref()
                .is_some_and(EngineRunner::is_busy)
        })
    }

    /// The engine playing the side to move, while it searches.
    pub fn engine_thinking(&self) -> Option<&EngineRunner> {
        let runner = self.running.get(self.game.side_to_move()).as_ref()?;
        runner.is_busy().then_some(runner)
    }

    /// Whether a person may move pieces now.
    pub fn human_can_move(&self) -> bool {
        !self.game.is_over()
            && self.game.is_at_end()
            && !self.paused
            && self.players.get(self.game.side_to_move()).is_human()
    }

    /// The human's colour in a game against an engine; the side to move with two players.
    pub fn human_color(&self) -> Option<Color> {
        match (self.players.white.is_human(), self.players.black.is_human()) {
            (true, false) => Some(Color::White),
            (false, true) => Some(Color::Black),
            (true, true) => Some(self.game.side_to_move()),
            (false, false) => None,
        }
    }

    /// Asks the hint engine (the catalogue's first, started on first use) for a move for the
    /// person to move; the hint arrives through [`Session::hint`].
    pub(super) fn request_hint(&mut self) {
        if !self.human_can_move() {
            return;
        }
        let Some(entry) = self.catalogue.first().cloned() else {
            self.notify("No engine available for hints", true);
            return;
        };
        if self.helper.is_none() {
            self.helper = Some(self.spawn(&entry, None));
        }
        let start = self.game.start().clone();
        let moves = self.game.moves().to_vec();
        if let Some(helper) = &mut self.helper {
            helper.go(&start, &moves, SearchLimits::movetime(HINT_TIME));
        }
    }

    /// Takes back the person's last move (against an engine: back to the person's turn).
    /// Results decided away from the board (time, resignation, agreement, forfeit,
    /// adjudication, a recorded result) stand. Returns whether anything was taken back.
    pub(super) fn take_back_turn(&mut self) -> bool {
        let board_outcome = self.game.outcome().is_none_or(|o| {
            !matches!(
                o.reason,
                OutcomeReason::Time
                    | OutcomeReason::Resignation
                    | OutcomeReason::Agreement
                    | OutcomeReason::Forfeit
                    | OutcomeReason::Adjudication
                    | OutcomeReason::Recorded
            )
        });
        if !board_outcome || self.game.ply_count() == 0 {
            return false;
        }
        let Some(human) = self.human_color() else {
            return false;
        };
        let both_human = self.players.white.is_human() && self.players.black.is_human();
        let side = self.game.side_to_move();
        let plies = if both_human || side != human { 1 } else { 2 };
        if self.game.ply_count() < plies {
            return false;
        }
        for color in Color::ALL {
            if let Some(runner) = self.running.get_mut(color) {
                runner.cancel();
            }
        }
        self.game.take_back(plies);
        self.hint = None;
        let now = self.time.now();
        let side_to_move = self.game.side_to_move();
        self.sync_driven();
        if let Some(clock) = self.driven.clock_mut() {
            clock.start(side_to_move, now);
        }
        self.autosave();
        true
    }

    /// The person offers a draw: another person accepts at once; an engine accepts when it
    /// stands worse, or when a long game is level. Returns whether the game ended.
    pub(super) fn offer_draw(&mut self) -> bool {
        if self.game.is_over() {
            return false;
        }
        let agreement = Outcome {
            winner: None,
            reason: OutcomeReason::Agreement,
        };
        let Some(human) = self.human_color() else {
            return false;
        };
        if self.players.get(human.flip()).is_human() {
            self.finish(agreement);
            return true;
        }
        let ply = self.game.ply_count();
        let score = self
            .running
            .get(human.flip())
            .as_ref()
            .and_then(EngineRunner::last_exact_score);
        let accepts = match score {
            Some(Score::Cp(cp)) => cp <= -50 || (cp.abs() <= 20 && ply >= 60),
            Some(Score::Mate(n)) => n < 0,
            None => false,
        };
        if accepts {
            self.notify("The engine accepts the draw", false);
            self.finish(agreement);
        } else {
            self.notify("The engine declines the draw", false);
        }
        accepts
    }

    /// Presses a button option of the running engines named `engine` (game engines and the
    /// hint engine) and says so; returns how many got it. A rejection comes back as a notice.
    pub(super) fn press_engine_button(&mut self, engine: &str, option: &str) -> usize {
        let runners = self
            .running
            .white
            .iter_mut()
            .chain(self.running.black.iter_mut())
            .chain(self.helper.iter_mut());
        let mut pressed = 0;
        for runner in runners.filter(|r| r.name() == engine) {
            runner.set_option(option, "");
            pressed += 1;
        }
        if pressed == 0 {
            self.notify(
                format!("{engine} is not running; {option} acts on a running engine"),
                true,
            );
        } else {
            self.notify(format!("{option} sent to {engine}"), false);
        }
        pressed
    }
}
