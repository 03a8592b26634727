//! One game between two engines, for every front end that lets engines play: `tempo match`,
//! self-play for training data (`tempo datagen`, `tempo tune`) and the app's measuring
//! script. From a start position and opening moves it keeps the position and its history,
//! the [`Clock`], the [`Adjudicator`], and every way an engine can lose without being mated
//! (time, illegal move, crash, no answer); the result is a [`GameRecord`], whose PGN goes
//! through `formats::pgn`.
//!
//! The driver talks to engines in one place, [`think`]: set the position, `go`, collect the
//! events until the best move (or the time runs out).

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
        mpsc::{self, RecvTimeoutError},
    },
    time::Duration,
};

use super::{
    adjudication::{Adjudicator, Judged, Rules, Verdict},
    clock::{Clock, Flagged, RealTime, TimeControl, TimeSource},
    game_record::{EndReason, GameEnd, GameRecord, MoveThought, PlayedMove},
};
use crate::{
    chess::{Color, GameHistory, Move, Position},
    engine::{Engine, EngineEvent, EventSink, Score, SearchLimits},
};

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

/// One side of a driven game: its engine, and what its failures mean.
pub trait Contestant {
    /// The engine to ask for a move; `None` when it is not running (the side loses).
    fn engine(&mut self) -> Option<&mut dyn Engine>;

    /// What a failed search, reported as `message`, means. An engine that knows more (the
    /// UCI client tells an illegal move from a crash) says so; by default it is a crash.
    fn failure(&mut self, message: String) -> Failure {
        Failure::Crash(message)
    }
}

impl Contestant for Box<dyn Engine> {
    fn engine(&mut self) -> Option<&mut dyn Engine> {
        Some(self.as_mut())
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
    /// asking the engines). `on_search` sees every engine move before it is played. Returns
    /// `None` when the abort flag was raised mid-game.
    pub fn play(
        &self,
        mut sides: Sides<'_>,
        start: &Position,
        opening: &[Move],
        on_search: &mut dyn FnMut(&SearchedMove<'_>),
    ) -> Option<GameRecord> {
        let settings = self.settings;
        let mut pos = start.clone();
        let mut history = GameHistory::new();
        history.push(pos.key());
        let mut line: Vec<Move> = Vec::with_capacity(opening.len() + 200);
        let mut moves = Vec::with_capacity(opening.len() + 200);
        for &m in opening {
            pos.play_unchecked(m);
            history.push(pos.key());
            line.push(m);
            moves.push(PlayedMove {
                mv: m,
                thought: None,
            });
        }
        let mut clock = settings.limits.time_control.map(Clock::new);
        let mut adjudicator = Adjudicator::new(settings.adjudication);
        let judged = settings.adjudication.judged;
        // The rules' verdict on the current position, computed once per position.
        let mut over = history.outcome(&pos);
        let end = loop {
            if self
                .abort
                .is_some_and(|abort| abort.load(Ordering::Relaxed))
            {
                return None;
            }
            if let Some(outcome) = over {
                break GameEnd {
                    winner: outcome.winner,
                    reason: EndReason::Rules(outcome.reason),
                };
            }
            if adjudicator.length_reached(&pos, line.len()) {
                break adjudicated(Verdict::MoveLimit);
            }
            let mover = pos.side_to_move();
            let lose = |reason| GameEnd {
                winner: Some(mover.flip()),
                reason,
            };
            let contestant = sides.side(mover);
            let Some(engine) = contestant.engine() else {
                break lose(EndReason::Crash {
                    loser: mover,
                    message: "the engine is not running".into(),
                });
            };
            let (limits, available) = self.limits_for(mover, line.len(), clock.as_ref());
            let budget = available
                .map(|available| available + settings.margin)
                .or(settings.move_timeout);
            let (best, thought) = match think(engine, start, &line, limits, budget, &self.time) {
                Thought::Move { best, thought } => (best, thought),
                Thought::Failed { message } => {
                    break lose(match contestant.failure(message) {
                        Failure::IllegalMove(text) => EndReason::IllegalMove { loser: mover, text },
                        Failure::Crash(message) => EndReason::Crash {
                            loser: mover,
                            message,
                        },
                    });
                }
                Thought::NoAnswer { elapsed } => {
                    break match available {
                        Some(available) => time_forfeit(&pos, mover, elapsed, available),
                        None => lose(EndReason::Stalled {
                            loser: mover,
                            waited: elapsed,
                        }),
                    };
                }
            };
            let Some(best) = best.filter(|&m| pos.is_legal(m)) else {
                let text = best.map_or_else(|| "(none)".to_owned(), |m| pos.move_to_uci(m));
                break lose(EndReason::IllegalMove { loser: mover, text });
            };
            let elapsed = thought.elapsed;
            let flagged = match &mut clock {
                Some(clock) => clock
                    .charge(mover, elapsed, settings.margin)
                    .err()
                    .or_else(|| overran(settings.limits.movetime, elapsed, settings.margin)),
                None => overran(settings.limits.movetime, elapsed, settings.margin),
            };
            if let Some(Flagged { elapsed, available }) = flagged {
                break time_forfeit(&pos, mover, elapsed, available);
            }
            let ply = line.len();
            let verdict = match judged {
                Judged::BeforeTheMove => adjudicator.record(&pos, ply as u32, thought.score),
                Judged::AfterTheMove => None,
            };
            on_search(&SearchedMove {
                position: &pos,
                ply,
                best,
                score: thought.score,
                played: verdict.is_none(),
            });
            if let Some(verdict) = verdict {
                break adjudicated(verdict);
            }
            // Judged after the move, the score still belongs to the searched position.
            let searched = (judged == Judged::AfterTheMove).then(|| pos.clone());
            moves.push(PlayedMove {
                mv: best,
                thought: Some(thought),
            });
            pos.play_unchecked(best);
            history.push(pos.key());
            line.push(best);
            over = history.outcome(&pos);
            if over.is_some() {
                continue;
            }
            if let Some(searched) = searched
                && let Some(verdict) = adjudicator.record(&searched, ply as u32, thought.score)
            {
                break adjudicated(verdict);
            }
        };
        Some(GameRecord {
            start: start.clone(),
            moves,
            end,
        })
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

fn adjudicated(verdict: Verdict) -> GameEnd {
    GameEnd {
        winner: match verdict {
            Verdict::Win(color) => Some(color),
            Verdict::Draw | Verdict::MoveLimit => None,
        },
        reason: EndReason::Adjudication(verdict),
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

/// Runs one search, waiting at most `budget` for the best move (`None`: as long as it
/// takes). The score and depth are the last ones of the first line.
fn think(
    engine: &mut dyn Engine,
    start: &Position,
    moves: &[Move],
    limits: SearchLimits,
    budget: Option<Duration>,
    time: &Arc<dyn TimeSource>,
) -> Thought {
    let (tx, rx) = mpsc::channel();
    let tx = Mutex::new(tx);
    let stamp = Arc::clone(time);
    // Time-stamped where the engine sends, so channel latency is not charged to it.
    let sink = EventSink::new(move |event| {
        let at = stamp.now();
        if let Ok(tx) = tx.lock() {
            let _ = tx.send((at, event));
        }
    });
    engine.set_position(start, moves);
    let sent = time.now();
    if let Err(e) = engine.go(limits, sink) {
        return Thought::Failed { message: e.0 };
    }
    let mut heard = Heard::default();
    let Some(budget) = budget else {
        // Nothing to time out: let the search finish, then read what it sent (self-play at
        // fixed nodes plays thousands of games; this spares a wake-up per event).
        engine.wait();
        return rx
            .try_iter()
            .find_map(|(at, event)| heard.event(at.saturating_sub(sent), event))
            .unwrap_or_else(|| Thought::Failed {
                message: "the search ended without a best move".into(),
            });
    };
    loop {
        let left = budget.saturating_sub(time.now().saturating_sub(sent));
        match rx.recv_timeout(left) {
            Ok((at, event)) => {
                if let Some(thought) = heard.event(at.saturating_sub(sent), event) {
                    // The search thread (if any) is done once it has sent the move.
                    engine.wait();
                    return thought;
                }
            }
            Err(RecvTimeoutError::Timeout) => {
                let elapsed = time.now().saturating_sub(sent);
                // The engine gets its own stop timeout to answer; an external one that does
                // not is killed.
                engine.stop();
                engine.wait();
                return Thought::NoAnswer { elapsed };
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Thought::Failed {
                    message: "the engine's event channel closed".into(),
                };
            }
        }
    }
}

/// What a search has said so far.
#[derive(Default)]
struct Heard {
    score: Option<Score>,
    depth: Option<u32>,
    error: Option<String>,
}

impl Heard {
    /// Takes in one event, sent `elapsed` after `go`; the best move ends the search.
    fn event(&mut self, elapsed: Duration, event: EngineEvent) -> Option<Thought> {
        match event {
            EngineEvent::Info(info) => {
                if info.multipv.unwrap_or(1) == 1 && info.score.is_some() {
                    self.score = info.score;
                    self.depth = info.depth.or(self.depth);
                }
                None
            }
            EngineEvent::Error(message) => {
                self.error = Some(message);
                None
            }
            EngineEvent::BestMove { best, .. } => Some(match self.error.take() {
                Some(message) => Thought::Failed { message },
                None => Thought::Move {
                    best,
                    thought: MoveThought {
                        score: self.score,
                        depth: self.depth,
                        elapsed,
                    },
                },
            }),
        }
    }
}

/// A fixed-time move that took longer than its time plus the margin.
fn overran(movetime: Option<Duration>, elapsed: Duration, margin: Duration) -> Option<Flagged> {
    let available = movetime?;
    (elapsed > available + margin).then_some(Flagged { elapsed, available })
}

/// A loss on time, or a draw when the opponent has no mating material (FIDE rule).
fn time_forfeit(pos: &Position, loser: Color, elapsed: Duration, available: Duration) -> GameEnd {
    let winner = pos.can_mate(loser.flip()).then_some(loser.flip());
    GameEnd {
        winner,
        reason: EndReason::TimeForfeit {
            loser,
            elapsed,
            available,
        },
    }
}

#[cfg(test)]
mod tests;
