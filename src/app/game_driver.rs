//! One game between two engines, for every front end that lets engines play: `tempo match`,
//! self-play for training data (`tempo datagen`, `tempo tune`) and the app's measuring
//! script. The game itself is a [`DrivenGame`] (`driven.rs`): from a start position and
//! opening moves it keeps the position and its history, the [`Clock`], the adjudicator, and
//! every way a side can lose without being mated (time, illegal move, crash, no answer); the
//! app's session steps the same type move by move. [`GameDriver::play`] is the blocking loop
//! over it; the result is a [`GameRecord`], whose PGN goes through `formats::pgn`.
//!
//! The driver talks to engines in one place, [`think`], and only through each side's
//! [`EngineRunner`]: one blocking search of the game so far, its reports taken in until the
//! best move (or until the time runs out).

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

pub use self::driven::DrivenGame;
use super::{
    adjudication::Rules,
    clock::{Clock, RealTime, TimeControl, TimeSource},
    engine_runner::{Answer, EngineRunner},
    game_record::{GameRecord, MoveThought},
};
use crate::{
    chess::{Color, Move, Position},
    engine::{Score, SearchLimits},
};

mod driven;

/// The search limits of every move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameLimits {
    /// A clock.
    pub time_control: Option<TimeControl>,
    /// A fixed time per move.
    pub movetime: Option<Duration>,
    /// A node limit per move.
    pub nodes: Option<u64>,
    /// Nodes added to the node limit per ply of the game, so that self-play games at a
    /// fixed node count vary without randomness.
    pub nodes_per_ply: u64,
    /// A depth limit per move.
    pub depth: Option<u32>,
}

/// Everything about how a game is played.
#[derive(Clone, Copy, Debug, Default)]
pub struct GameSettings {
    /// Limits per move.
    pub limits: GameLimits,
    /// Adjudication rules.
    pub adjudication: Rules,
    /// How far a move may overrun the clock or movetime before it is a time forfeit.
    pub margin: Duration,
    /// Without a clock or movetime: how long a move may take before the engine is declared
    /// hung (`None`: as long as it takes).
    pub move_timeout: Option<Duration>,
}

/// What a failed search means for the side that ran it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The engine played an illegal move, written as it sent it.
    IllegalMove(String),
    /// The engine crashed, broke the connection or reported an error.
    Crash(String),
}

/// One side of a driven game: its engine's runner, and what its failures mean.
pub trait Contestant {
    /// The runner to ask for a move; `None` when the engine is not running (the side loses).
    fn runner(&mut self) -> Option<&mut EngineRunner>;

    /// What a failed search, reported as `message`, means. An engine that knows more (the
    /// UCI client tells an illegal move from a crash) says so; by default it is a crash.
    fn failure(&mut self, message: String) -> Failure {
        Failure::Crash(message)
    }
}

impl Contestant for EngineRunner {
    fn runner(&mut self) -> Option<&mut EngineRunner> {
        Some(self)
    }
}

/// Who plays the game.
pub enum Sides<'a> {
    /// One engine plays both colours (self-play).
    SelfPlay(&'a mut dyn Contestant),
    /// One engine per colour.
    Pair {
        /// White's.
        white: &'a mut dyn Contestant,
        /// Black's.
        black: &'a mut dyn Contestant,
    },
}

impl Sides<'_> {
    /// Tells every running engine that a new game starts.
    pub fn new_game(&mut self) {
        fn tell(side: &mut dyn Contestant) {
            if let Some(runner) = side.runner() {
                runner.new_game();
            }
        }
        match self {
            Sides::SelfPlay(engine) => tell(&mut **engine),
            Sides::Pair { white, black } => {
                tell(&mut **white);
                tell(&mut **black);
            }
        }
    }

    fn side(&mut self, color: Color) -> &mut dyn Contestant {
        match (self, color) {
            (Sides::SelfPlay(engine), _) => &mut **engine,
            (Sides::Pair { white, .. }, Color::White) => &mut **white,
            (Sides::Pair { black, .. }, Color::Black) => &mut **black,
        }
    }
}

/// An engine move as the driver saw it, before it is played (for callers that keep
/// positions, such as training data).
#[derive(Clone, Copy, Debug)]
pub struct SearchedMove<'a> {
    /// The searched position.
    pub position: &'a Position,
    /// Its ply from the start position (opening moves included).
    pub ply: usize,
    /// The engine's move, legal in `position`.
    pub best: Move,
    /// The engine's score from the mover's view.
    pub score: Option<Score>,
    /// Whether the move is played: `false` when adjudication ended the game before it.
    pub played: bool,
}

/// Plays games with one set of [`GameSettings`].
pub struct GameDriver<'a> {
    settings: &'a GameSettings,
    time: Arc<dyn TimeSource>,
    abort: Option<&'a AtomicBool>,
}

impl<'a> GameDriver<'a> {
    /// A driver on the real clock.
    pub fn new(settings: &'a GameSettings) -> GameDriver<'a> {
        GameDriver {
            settings,
            time: Arc::new(RealTime::default()),
            abort: None,
        }
    }

    /// Measures thinking time with `time` instead (tests pass a `ManualTime`).
    #[must_use]
    pub fn with_time(mut self, time: Arc<dyn TimeSource>) -> GameDriver<'a> {
        self.time = time;
        self
    }

    /// Gives up a game between moves once `abort` is raised.
    #[must_use]
    pub fn with_abort(mut self, abort: &'a AtomicBool) -> GameDriver<'a> {
        self.abort = Some(abort);
        self
    }

    /// Plays one game from `start` after the `opening` moves (legal ones, played without
    /// asking the engines): a [`DrivenGame`] stepped until it ends. `on_search` sees every
    /// engine move before it is played. Returns `None` when the abort flag was raised
    /// mid-game.
    pub fn play(
        &self,
        mut sides: Sides<'_>,
        start: &Position,
        opening: &[Move],
        on_search: &mut dyn FnMut(&SearchedMove<'_>),
    ) -> Option<GameRecord> {
        let settings = self.settings;
        let clock = settings.limits.time_control.map(Clock::new);
        let mut game = DrivenGame::new(start, opening, clock, settings.adjudication);
        loop {
            if self
                .abort
                .is_some_and(|abort| abort.load(Ordering::Relaxed))
            {
                return None;
            }
            if game.judge_position().is_some() {
                break;
            }
            let mover = game.side_to_move();
            let contestant = sides.side(mover);
            let Some(runner) = contestant.runner() else {
                game.fail(mover, Failure::Crash("the engine is not running".into()));
                break;
            };
            let (limits, available) = self.limits_for(mover, game.line().len(), game.clock());
            let budget = available
                .map(|available| available + settings.margin)
                .or(settings.move_timeout);
            match think(runner, start, game.line(), limits, budget, &*self.time) {
                Thought::Move { best, thought } => {
                    let movetime = settings.limits.movetime;
                    if game
                        .engine_move(best, thought, movetime, settings.margin, on_search)
                        .is_some()
                    {
                        break;
                    }
                }
                Thought::Failed { message } => {
                    game.fail(mover, contestant.failure(message));
                    break;
                }
                Thought::NoAnswer { elapsed } => {
                    match available {
                        Some(available) => game.time_forfeit(mover, elapsed, available),
                        None => game.stall(elapsed),
                    };
                    break;
                }
            }
        }
        game.into_record()
    }

    /// The limits of the move at `ply` for `mover`, and the time it may take before it is a
    /// forfeit (`None`: no clock and no movetime).
    fn limits_for(
        &self,
        mover: Color,
        ply: usize,
        clock: Option<&Clock>,
    ) -> (SearchLimits, Option<Duration>) {
        let game = &self.settings.limits;
        let mut limits = SearchLimits {
            movetime: game.movetime,
            nodes: game
                .nodes
                .map(|nodes| nodes.saturating_add(game.nodes_per_ply.saturating_mul(ply as u64))),
            depth: game.depth,
            ..SearchLimits::default()
        };
        let mut available = game.movetime;
        if let Some(clock) = clock {
            let now = self.time.now();
            clock.fill_limits(mover, now, &mut limits);
            let left = clock.remaining(mover, now);
            available = Some(available.map_or(left, |a| a.min(left)));
        }
        (limits, available)
    }
}

/// What came of asking an engine for a move.
enum Thought {
    Move {
        best: Option<Move>,
        thought: MoveThought,
    },
    Failed {
        message: String,
    },
    NoAnswer {
        elapsed: Duration,
    },
}

/// Runs one search through the side's runner, waiting at most `budget` for the best move
/// (`None`: as long as it takes). The score and depth are the last ones of the first line;
/// the thinking time runs from the request to the answer, on the driver's time source.
fn think(
    runner: &mut EngineRunner,
    start: &Position,
    moves: &[Move],
    limits: SearchLimits,
    budget: Option<Duration>,
    time: &dyn TimeSource,
) -> Thought {
    let mut score = None;
    let mut depth = None;
    let sent = time.now();
    let answer = runner.search_within(start, moves, limits, budget, &mut |info| {
        if info.multipv.unwrap_or(1) == 1 && info.score.is_some() {
            score = info.score;
            depth = info.depth.or(depth);
        }
    });
    let elapsed = time.now().saturating_sub(sent);
    match answer {
        Ok(Answer::BestMove { best, .. }) => Thought::Move {
            best,
            thought: MoveThought {
                score,
                depth,
                elapsed,
            },
        },
        Ok(Answer::NoAnswer) => {
            // The engine gets its own stop timeout to answer (an external one that does not
            // is killed), so that the side's next search starts on a quiet engine.
            runner.settle();
            Thought::NoAnswer { elapsed }
        }
        Err(error) => Thought::Failed {
            message: error.to_string(),
        },
    }
}

#[cfg(test)]
mod tests;
