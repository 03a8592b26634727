//! One game between two UCI engines: clocks, rules, adjudication, and every way an engine
//! can lose without being mated (time, illegal move, crash, no answer).

use std::{
    sync::{
        Mutex,
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    time::{Duration, Instant},
};

use anyhow::Context as _;

use super::{
    adjudication::{Adjudicator, Rules, Verdict},
    clock::{Clock, Flagged, TimeControl},
    openings::Opening,
    spec::EngineSpec,
};
use crate::{
    chess::{Color, GameHistory, Move, OutcomeReason, Position},
    engine::{Engine as _, EngineEvent, EventSink, Score, SearchLimits},
    uci::client::{Timeouts, Trace, UciEngine, UciError},
};

/// An engine of the match with its running process (restarted after crashes).
pub struct Player {
    /// How to start it.
    pub spec: EngineSpec,
    /// The display name.
    pub name: String,
    /// The running process, `None` until started or after it failed.
    engine: Option<UciEngine>,
    timeouts: Timeouts,
    trace: Option<Trace>,
    /// How often it was restarted after a failure.
    pub restarts: u32,
}

impl Player {
    /// Starts the engine and sets its options; `trace` (if any) sees all its traffic.
    pub fn start(
        spec: EngineSpec,
        timeouts: Timeouts,
        trace: Option<Trace>,
    ) -> anyhow::Result<Player> {
        let engine = launch(&spec, timeouts, trace.clone())?;
        let name = spec.name.clone().unwrap_or_else(|| engine.name());
        Ok(Player {
            spec,
            name,
            engine: Some(engine),
            timeouts,
            trace,
            restarts: 0,
        })
    }

    /// Makes sure a live engine is ready for a new game, restarting it if it died.
    fn prepare(&mut self) -> anyhow::Result<()> {
        for _ in 0..2 {
            let engine = match self.engine.take() {
                Some(engine) if engine.is_alive() => engine,
                previous => {
                    if previous.is_some() {
                        self.restarts += 1;
                    }
                    drop(previous);
                    launch(&self.spec, self.timeouts, self.trace.clone())
                        .with_context(|| format!("restarting {}", self.name))?
                }
            };
            let engine = self.engine.insert(engine);
            engine.new_game();
            if engine.is_alive() {
                return Ok(());
            }
        }
        anyhow::bail!(
            "{} does not start a new game: {}",
            self.name,
            self.failure_text()
        )
    }

    fn failure_text(&self) -> String {
        self.engine
            .as_ref()
            .and_then(UciEngine::failure)
            .map_or_else(|| "unknown failure".to_owned(), |e| e.to_string())
    }

    /// Switches the engine to Chess960 castling when it has the option (engines without it
    /// get the position anyway and may fail on castling moves).
    fn enable_chess960(&mut self) {
        if let Some(engine) = self.engine.as_mut()
            && engine
                .options()
                .iter()
                .any(|o| o.name.eq_ignore_ascii_case("UCI_Chess960"))
        {
            // A failure here shows up as a broken engine at its first move.
            let _ = engine.set_option("UCI_Chess960", "true");
        }
    }

    /// Stops and shuts down the engine.
    pub fn quit(&mut self) {
        if let Some(mut engine) = self.engine.take() {
            engine.quit();
        }
    }
}

fn launch(
    spec: &EngineSpec,
    timeouts: Timeouts,
    trace: Option<Trace>,
) -> anyhow::Result<UciEngine> {
    let mut engine = UciEngine::start_traced(&spec.command, timeouts, trace)?;
    for (name, value) in &spec.options {
        engine
            .set_option(name, value)
            .with_context(|| format!("setting option {name}={value}"))?;
    }
    engine.sync()?;
    Ok(engine)
}

/// The search limits of every move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameLimits {
    /// A clock.
    pub time_control: Option<TimeControl>,
    /// A fixed time per move.
    pub movetime: Option<Duration>,
    /// A node limit per move.
    pub nodes: Option<u64>,
    /// A depth limit per move.
    pub depth: Option<u32>,
}

/// Everything about how games are played.
#[derive(Clone, Copy, Debug)]
pub struct GameSettings {
    /// Limits per move.
    pub limits: GameLimits,
    /// Adjudication rules.
    pub adjudication: Rules,
    /// How far a move may overrun the clock or movetime before it is a time forfeit.
    pub margin: Duration,
    /// Without a clock or movetime: how long a move may take before the engine is declared
    /// hung.
    pub move_timeout: Duration,
}

/// Why a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// By the rules: checkmate, stalemate, repetition, fifty moves, insufficient material.
    Rules(OutcomeReason),
    /// A side overran its time.
    TimeForfeit {
        /// Who ran out.
        loser: Color,
        /// How long the move took (or had taken when the runner gave up waiting).
        elapsed: Duration,
        /// The time it had.
        available: Duration,
    },
    /// A side played an illegal move (or none).
    IllegalMove {
        /// Who.
        loser: Color,
        /// What it sent.
        text: String,
    },
    /// A side's engine crashed or broke the connection.
    Crash {
        /// Who.
        loser: Color,
        /// What happened.
        message: String,
    },
    /// A side's engine stopped answering (no clock to lose on).
    Stalled {
        /// Who.
        loser: Color,
        /// How long we waited.
        waited: Duration,
    },
    /// Adjudicated.
    Adjudication(Verdict),
}

/// The end of a game: the winner (`None`: draw) and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// The winner.
    pub winner: Option<Color>,
    /// Why.
    pub reason: EndReason,
}

fn side(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl GameEnd {
    /// The PGN result.
    pub fn result(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// The PGN `Termination` tag value.
    pub fn termination(&self) -> &'static str {
        match self.reason {
            EndReason::Rules(_) => "normal",
            EndReason::TimeForfeit { .. } => "time forfeit",
            EndReason::IllegalMove { .. } => "rules infraction",
            EndReason::Crash { .. } | EndReason::Stalled { .. } => "abandoned",
            EndReason::Adjudication(_) => "adjudication",
        }
    }

    /// The side that lost by breaking the rules or failing (not by being outplayed).
    pub fn failed_side(&self) -> Option<Color> {
        match self.reason {
            EndReason::TimeForfeit { loser, .. }
            | EndReason::IllegalMove { loser, .. }
            | EndReason::Crash { loser, .. }
            | EndReason::Stalled { loser, .. } => Some(loser),
            EndReason::Rules(_) | EndReason::Adjudication(_) => None,
        }
    }

    /// In words, for the progress line and the PGN's final comment.
    pub fn describe(&self) -> String {
        match &self.reason {
            EndReason::Rules(OutcomeReason::Checkmate) => {
                format!("{} mates", self.winner.map_or("Nobody", side))
            }
            EndReason::Rules(OutcomeReason::ThreefoldRepetition) => {
                "Draw by 3-fold repetition".into()
            }
            EndReason::Rules(OutcomeReason::FiftyMoves) => "Draw by fifty moves rule".into(),
            EndReason::Rules(OutcomeReason::InsufficientMaterial) => {
                "Draw by insufficient mating material".into()
            }
            EndReason::Rules(reason) => format!("Draw by {}", reason.describe()),
            EndReason::TimeForfeit {
                loser,
                elapsed,
                available,
            } => {
                let what = format!(
                    "{} loses on time (move took {} ms, {} ms left)",
                    side(*loser),
                    elapsed.as_millis(),
                    available.as_millis()
                );
                if self.winner.is_none() {
                    format!("Draw: {what}, but the opponent cannot mate")
                } else {
                    what
                }
            }
            EndReason::IllegalMove { loser, text } => {
                format!("{} makes an illegal move: {text}", side(*loser))
            }
            EndReason::Crash { loser, message } => {
                format!("{}'s engine disconnects: {message}", side(*loser))
            }
            EndReason::Stalled { loser, waited } => format!(
                "{}'s connection stalls (no move in {} ms)",
                side(*loser),
                waited.as_millis()
            ),
            EndReason::Adjudication(Verdict::Win(color)) => {
                format!("{} wins by adjudication", side(*color))
            }
            EndReason::Adjudication(Verdict::Draw) => "Draw by adjudication".into(),
            EndReason::Adjudication(Verdict::MoveLimit) => {
                "Draw by adjudication: move limit".into()
            }
        }
    }
}

/// One move of the game with its PGN comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// `score/depth time`, like `+0.25/12 0.105s`; `None` for opening moves.
    pub comment: Option<String>,
}

/// A finished game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// White's display name.
    pub white: String,
    /// Black's display name.
    pub black: String,
    /// Whether the match's first engine had White.
    pub first_is_white: bool,
    /// The start position (the opening's).
    pub start: Position,
    /// The opening's name, if known.
    pub opening_name: Option<String>,
    /// Every move from `start`, the opening's first.
    pub moves: Vec<PlayedMove>,
    /// How it ended.
    pub end: GameEnd,
}

impl GameRecord {
    /// The first engine's result in half points (2 win, 1 draw, 0 loss).
    pub fn first_half_points(&self) -> u8 {
        let first = if self.first_is_white {
            Color::White
        } else {
            Color::Black
        };
        match self.end.winner {
            None => 1,
            Some(winner) if winner == first => 2,
            Some(_) => 0,
        }
    }
}

/// The comment of an engine move: score from the mover's view, depth, time.
fn move_comment(score: Option<Score>, depth: Option<u32>, elapsed: Duration) -> String {
    let score = match score {
        Some(Score::Cp(cp)) => format!("{:+.2}", f64::from(cp) / 100.0),
        Some(Score::Mate(n)) if n >= 0 => format!("+M{n}"),
        Some(Score::Mate(n)) => format!("-M{}", n.unsigned_abs()),
        None => "?".to_owned(),
    };
    let depth = depth.map_or_else(|| "?".to_owned(), |d| d.to_string());
    format!("{score}/{depth} {:.3}s", elapsed.as_secs_f64())
}

/// What came of asking an engine for a move.
enum Thought {
    Move {
        best: Option<Move>,
        elapsed: Duration,
        score: Option<Score>,
        depth: Option<u32>,
    },
    Failed {
        error: Option<UciError>,
        message: String,
    },
    NoAnswer {
        elapsed: Duration,
    },
}

/// Runs one search, waiting at most `budget` for the `bestmove`.
fn think(
    engine: &mut UciEngine,
    start: &Position,
    moves: &[Move],
    limits: SearchLimits,
    budget: Duration,
) -> Thought {
    let (tx, rx) = mpsc::channel();
    let tx = Mutex::new(tx);
    // Time-stamped where the line is read, so channel latency is not charged to the engine.
    let sink = EventSink::new(move |event| {
        if let Ok(tx) = tx.lock() {
            let _ = tx.send((Instant::now(), event));
        }
    });
    engine.set_position(start, moves);
    let sent = Instant::now();
    if let Err(e) = engine.go(limits, sink) {
        return Thought::Failed {
            error: engine.failure(),
            message: e.0,
        };
    }
    let deadline = sent + budget;
    let (mut score, mut depth, mut error) = (None, None, None);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok((_, EngineEvent::Info(info))) => {
                if info.multipv.unwrap_or(1) == 1 && info.score.is_some() {
                    score = info.score;
                    depth = info.depth.or(depth);
                }
            }
            Ok((_, EngineEvent::Error(message))) => error = Some(message),
            Ok((at, EngineEvent::BestMove { best, .. })) => {
                if let Some(message) = error {
                    return Thought::Failed {
                        error: engine.failure(),
                        message,
                    };
                }
                return Thought::Move {
                    best,
                    elapsed: at.saturating_duration_since(sent),
                    score,
                    depth,
                };
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let elapsed = sent.elapsed();
                // The engine gets `Timeouts::stop` to answer; otherwise it is killed.
                engine.stop();
                engine.wait();
                return Thought::NoAnswer { elapsed };
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Thought::Failed {
                    error: engine.failure(),
                    message: "the engine's event channel closed".into(),
                };
            }
        }
    }
}

/// Plays one game from `opening`. Returns `Ok(None)` when `abort` was raised mid-game, and
/// an error only when an engine cannot be (re)started at all.
pub fn play_game(
    white: &mut Player,
    black: &mut Player,
    first_is_white: bool,
    opening: &Opening,
    settings: &GameSettings,
    abort: &AtomicBool,
) -> anyhow::Result<Option<GameRecord>> {
    white.prepare()?;
    black.prepare()?;
    let start = opening.start.clone();
    if start.is_chess960() {
        for player in [&mut *white, &mut *black] {
            player.enable_chess960();
        }
    }
    let mut pos = start.clone();
    let mut history = GameHistory::new();
    history.push(pos.key());
    let mut line: Vec<Move> = Vec::new();
    let mut played = Vec::new();
    for &m in &opening.moves {
        pos.play_unchecked(m);
        history.push(pos.key());
        line.push(m);
        played.push(PlayedMove {
            mv: m,
            comment: None,
        });
    }
    let mut clock = settings.limits.time_control.map(Clock::new);
    let mut adjudicator = Adjudicator::new(settings.adjudication);
    let end = loop {
        if abort.load(Ordering::Relaxed) {
            return Ok(None);
        }
        if let Some(outcome) = history.outcome(&pos) {
            break GameEnd {
                winner: outcome.winner,
                reason: EndReason::Rules(outcome.reason),
            };
        }
        let mover = pos.side_to_move();
        let player = match mover {
            Color::White => &mut *white,
            Color::Black => &mut *black,
        };
        let Some(engine) = player.engine.as_mut() else {
            break GameEnd {
                winner: Some(mover.flip()),
                reason: EndReason::Crash {
                    loser: mover,
                    message: "the engine is not running".into(),
                },
            };
        };
        let mut limits = SearchLimits {
            movetime: settings.limits.movetime,
            nodes: settings.limits.nodes,
            depth: settings.limits.depth,
            ..SearchLimits::default()
        };
        // The time the move may use before it is a forfeit (`None`: no clock).
        let mut available = settings.limits.movetime;
        if let Some(clock) = &clock {
            clock.fill_limits(mover, &mut limits);
            let left = clock.remaining(mover);
            available = Some(available.map_or(left, |a| a.min(left)));
        }
        let budget = available.map_or(settings.move_timeout, |a| a + settings.margin);
        let thought = think(engine, &start, &line, limits, budget);
        let lose = |reason| GameEnd {
            winner: Some(mover.flip()),
            reason,
        };
        let (best, elapsed, score, depth) = match thought {
            Thought::Move {
                best,
                elapsed,
                score,
                depth,
            } => (best, elapsed, score, depth),
            Thought::Failed { error, message } => {
                break match error {
                    Some(UciError::IllegalMove { text, .. }) => {
                        engine.clear_failure();
                        lose(EndReason::IllegalMove { loser: mover, text })
                    }
                    Some(error) => lose(EndReason::Crash {
                        loser: mover,
                        message: error.to_string(),
                    }),
                    None => lose(EndReason::Crash {
                        loser: mover,
                        message,
                    }),
                };
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
        let Some(best) = best else {
            break lose(EndReason::IllegalMove {
                loser: mover,
                text: "(none)".into(),
            });
        };
        let flagged = match (&mut clock, settings.limits.movetime) {
            (Some(clock), movetime) => clock
                .charge(mover, elapsed, settings.margin)
                .err()
                .or_else(|| overran(movetime, elapsed, settings.margin)),
            (None, movetime) => overran(movetime, elapsed, settings.margin),
        };
        if let Some(Flagged { elapsed, available }) = flagged {
            break time_forfeit(&pos, mover, elapsed, available);
        }
        played.push(PlayedMove {
            mv: best,
            comment: Some(move_comment(score, depth, elapsed)),
        });
        pos.play_unchecked(best);
        history.push(pos.key());
        line.push(best);
        if history.outcome(&pos).is_some() {
            continue;
        }
        if let Some(verdict) = adjudicator.record(mover, score, u32::from(pos.fullmove_number())) {
            break GameEnd {
                winner: match verdict {
                    Verdict::Win(color) => Some(color),
                    Verdict::Draw | Verdict::MoveLimit => None,
                },
                reason: EndReason::Adjudication(verdict),
            };
        }
    };
    Ok(Some(GameRecord {
        white: white.name.clone(),
        black: black.name.clone(),
        first_is_white,
        start,
        opening_name: opening.name.clone(),
        moves: played,
        end,
    }))
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
mod tests {
    use super::*;

    fn fen(text: &str) -> Position {
        Position::from_fen(text).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn flag_fall_against_a_lone_king_is_a_draw() {
        let ms = Duration::from_millis;
        // White (a rook up) runs out of time: White loses only if Black could ever mate.
        let lone_black_king = fen("7k/8/8/8/8/8/8/R3K3 w - - 0 40");
        let end = time_forfeit(&lone_black_king, Color::White, ms(120), ms(100));
        assert_eq!(end.winner, None);
        assert_eq!(end.result(), "1/2-1/2");
        assert_eq!(end.termination(), "time forfeit");
        assert!(end.describe().contains("cannot mate"), "{}", end.describe());
        let black_has_a_pawn = fen("7k/7p/8/8/8/8/8/R3K3 w - - 0 40");
        let end = time_forfeit(&black_has_a_pawn, Color::White, ms(120), ms(100));
        assert_eq!(end.winner, Some(Color::Black));
        assert_eq!(end.failed_side(), Some(Color::White));
        assert_eq!(
            end.describe(),
            "White loses on time (move took 120 ms, 100 ms left)"
        );
    }

    #[test]
    fn movetime_overruns_respect_the_margin() {
        let ms = Duration::from_millis;
        assert_eq!(overran(Some(ms(100)), ms(140), ms(50)), None);
        assert_eq!(
            overran(Some(ms(100)), ms(151), ms(50)),
            Some(Flagged {
                elapsed: ms(151),
                available: ms(100)
            })
        );
        assert_eq!(overran(None, ms(10_000), ms(0)), None);
    }

    #[test]
    fn end_descriptions_and_points() {
        let end = GameEnd {
            winner: Some(Color::White),
            reason: EndReason::IllegalMove {
                loser: Color::Black,
                text: "e2e5".into(),
            },
        };
        assert_eq!(end.termination(), "rules infraction");
        assert_eq!(end.describe(), "Black makes an illegal move: e2e5");
        let record = GameRecord {
            white: "A".into(),
            black: "B".into(),
            first_is_white: false,
            start: Position::startpos(),
            opening_name: None,
            moves: Vec::new(),
            end,
        };
        assert_eq!(record.first_half_points(), 0);
        assert_eq!(
            move_comment(Some(Score::Cp(-25)), Some(12), Duration::from_millis(105)),
            "-0.25/12 0.105s"
        );
        assert_eq!(
            move_comment(Some(Score::Mate(-3)), None, Duration::ZERO),
            "-M3/? 0.000s"
        );
    }
}
