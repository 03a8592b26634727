//! [`DrivenGame`]: one game in progress, stepped one move at a time by whoever drives it (the
//! driver's blocking loop, the app's session frame by frame): the position and its history,
//! the one [`Clock`], the one [`Adjudicator`], every way a side loses without being mated, and
//! the end with its reason. Its record is a [`GameRecord`].

use std::time::Duration;

use super::{Failure, SearchedMove};
use crate::{
    app::{
        adjudication::{Adjudicator, Judged, Rules, Verdict},
        clock::{Clock, Flagged},
        game_record::{EndReason, GameEnd, GameRecord, MoveThought, PlayedMove},
    },
    chess::{Color, GameHistory, Move, Outcome, OutcomeReason, Position},
    engine::Score,
};

/// One game in progress.
#[derive(Clone, Debug)]
pub struct DrivenGame {
    start: Position,
    pos: Position,
    history: GameHistory,
    line: Vec<Move>,
    moves: Vec<PlayedMove>,
    clock: Option<Clock>,
    adjudicator: Adjudicator,
    /// The rules' verdict on the current position, computed once per position.
    over: Option<Outcome>,
    end: Option<GameEnd>,
}

impl DrivenGame {
    /// A game from `start` after the `opening` moves (legal ones, played without thinking),
    /// on `clock` (not running yet), judged by `rules`.
    pub fn new(start: &Position, opening: &[Move], clock: Option<Clock>, rules: Rules) -> Self {
        let mut game = DrivenGame {
            start: start.clone(),
            pos: start.clone(),
            history: GameHistory::new(),
            line: Vec::with_capacity(opening.len() + 200),
            moves: Vec::with_capacity(opening.len() + 200),
            clock,
            adjudicator: Adjudicator::new(rules),
            over: None,
            end: None,
        };
        game.history.push(game.pos.key());
        for &m in opening {
            game.push(m, None);
        }
        game.over = game.history.outcome(&game.pos);
        game
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The moves from the start position.
    pub fn line(&self) -> &[Move] {
        &self.line
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.pos.side_to_move()
    }

    /// The clocks of a timed game.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The clocks, to start, stop or press them.
    pub fn clock_mut(&mut self) -> Option<&mut Clock> {
        self.clock.as_mut()
    }

    /// How the game ended, once it has.
    pub fn end(&self) -> Option<&GameEnd> {
        self.end.as_ref()
    }

    /// Ends the game before the next move when the rules (mate, stalemate, repetition, the
    /// fifty-move rule, no mating material) or the length limit say so.
    pub fn judge_position(&mut self) -> Option<&GameEnd> {
        if self.end.is_none() {
            if let Some(outcome) = self.over {
                self.end = Some(GameEnd {
                    winner: outcome.winner,
                    reason: EndReason::Rules(outcome.reason),
                });
            } else if self.adjudicator.length_reached(&self.pos, self.line.len()) {
                self.end = Some(adjudicated(Verdict::MoveLimit));
            }
        }
        self.end.as_ref()
    }

    /// Plays a legal move (a person's, a book move, an opening move) with what the engine
    /// thought of it, if an engine chose it.
    pub fn push(&mut self, mv: Move, thought: Option<MoveThought>) {
        self.moves.push(PlayedMove { mv, thought });
        self.pos.play_unchecked(mv);
        self.history.push(self.pos.key());
        self.line.push(mv);
        self.over = self.history.outcome(&self.pos);
    }

    /// Judges the score of an engine move already played through [`DrivenGame::push`] (the
    /// app's session plays a move first): `searched` is the position the engine searched and
    /// `score` its score from the mover's view. Returns the end when the adjudicator ended
    /// the game; a game the move ended by the rules is left to them.
    pub fn judge_score(&mut self, searched: &Position, score: Option<Score>) -> Option<&GameEnd> {
        if self.end.is_some() || self.over.is_some() {
            return None;
        }
        let ply = u32::try_from(self.line.len().saturating_sub(1)).unwrap_or(u32::MAX);
        let verdict = self.adjudicator.record(searched, ply, score)?;
        Some(&*self.end.insert(adjudicated(verdict)))
    }

    /// `loser` (the side to move, whose engine was asked) loses by `failure` (an illegal
    /// move, a crash).
    pub fn fail(&mut self, loser: Color, failure: Failure) -> &GameEnd {
        let reason = match failure {
            Failure::IllegalMove(text) => EndReason::IllegalMove { loser, text },
            Failure::Crash(message) => EndReason::Crash { loser, message },
        };
        self.lose(loser, reason)
    }

    /// The side to move gave no answer within `waited` and nothing limited its time: it is
    /// declared hung.
    pub fn stall(&mut self, waited: Duration) -> &GameEnd {
        let loser = self.side_to_move();
        self.lose(loser, EndReason::Stalled { loser, waited })
    }

    /// `loser` ran out of time: a move took `elapsed` with `available` left. A loss, or a
    /// draw when the opponent has no mating material (FIDE rule).
    pub fn time_forfeit(
        &mut self,
        loser: Color,
        elapsed: Duration,
        available: Duration,
    ) -> &GameEnd {
        self.end
            .get_or_insert(time_forfeit(&self.pos, loser, elapsed, available))
    }

    /// A running clock that shows no time left for its side ends the game (a person's flag,
    /// seen between moves: nothing was `available`, and the overrun is not known).
    pub fn flag_fall(&mut self, now: Duration) -> Option<&GameEnd> {
        if self.end.is_none() {
            let loser = self.clock.as_ref()?.flagged(now)?;
            return Some(self.time_forfeit(loser, Duration::ZERO, Duration::ZERO));
        }
        None
    }

    fn lose(&mut self, loser: Color, reason: EndReason) -> &GameEnd {
        self.end.get_or_insert(GameEnd {
            winner: Some(loser.flip()),
            reason,
        })
    }

    /// Takes in an engine's answer for the side to move: its move must be legal, its time
    /// within the clock (charged `thought.elapsed`, with `margin` to spare) or within
    /// `movetime`, and its score may let the adjudicator end the game (before the move or
    /// after it, as the rules say). `on_search` sees the move before it is played. Returns
    /// the end when the answer ended the game.
    pub fn engine_move(
        &mut self,
        best: Option<Move>,
        thought: MoveThought,
        movetime: Option<Duration>,
        margin: Duration,
        on_search: &mut dyn FnMut(&SearchedMove<'_>),
    ) -> Option<&GameEnd> {
        let mover = self.side_to_move();
        let Some(best) = best.filter(|&m| self.pos.is_legal(m)) else {
            let text = best.map_or_else(|| "(none)".to_owned(), |m| self.pos.move_to_uci(m));
            return Some(self.fail(mover, Failure::IllegalMove(text)));
        };
        let elapsed = thought.elapsed;
        let flagged = match &mut self.clock {
            Some(clock) => clock
                .charge(mover, elapsed, margin)
                .err()
                .or_else(|| overran(movetime, elapsed, margin)),
            None => overran(movetime, elapsed, margin),
        };
        if let Some(Flagged { elapsed, available }) = flagged {
            return Some(self.time_forfeit(mover, elapsed, available));
        }
        let ply = self.line.len();
        let judged = self.adjudicator.rules().judged;
        let verdict = match judged {
            Judged::BeforeTheMove => self
                .adjudicator
                .record(&self.pos, ply as u32, thought.score),
            Judged::AfterTheMove => None,
        };
        on_search(&SearchedMove {
            position: &self.pos,
            ply,
            best,
            score: thought.score,
            played: verdict.is_none(),
        });
        if let Some(verdict) = verdict {
            return Some(&*self.end.insert(adjudicated(verdict)));
        }
        // Judged after the move, the score still belongs to the searched position.
        let searched = (judged == Judged::AfterTheMove).then(|| self.pos.clone());
        self.push(best, Some(thought));
        if self.over.is_some() {
            return None;
        }
        let searched = searched?;
        let verdict = self
            .adjudicator
            .record(&searched, ply as u32, thought.score)?;
        Some(&*self.end.insert(adjudicated(verdict)))
    }

    /// The record of the game; `None` while it runs.
    pub fn into_record(self) -> Option<GameRecord> {
        Some(GameRecord {
            start: self.start,
            moves: self.moves,
            end: self.end?,
        })
    }
}

impl GameEnd {
    /// The end as the app's game shows it: rule outcomes as they are, time forfeits as a
    /// loss (or draw) on time, adjudications as such, every failure as a forfeit.
    pub fn outcome(&self) -> Outcome {
        let reason = match &self.reason {
            EndReason::Rules(reason) => *reason,
            EndReason::Adjudication(_) => OutcomeReason::Adjudication,
            EndReason::TimeForfeit { .. } => OutcomeReason::Time,
            EndReason::IllegalMove { .. } | EndReason::Crash { .. } | EndReason::Stalled { .. } => {
                OutcomeReason::Forfeit
            }
        };
        Outcome {
            winner: self.winner,
            reason,
        }
    }
}

pub(super) fn adjudicated(verdict: Verdict) -> GameEnd {
    GameEnd {
        winner: match verdict {
            Verdict::Win(color) => Some(color),
            Verdict::Draw | Verdict::MoveLimit => None,
        },
        reason: EndReason::Adjudication(verdict),
    }
}

/// A fixed-time move that took longer than its time plus the margin.
pub(super) fn overran(
    movetime: Option<Duration>,
    elapsed: Duration,
    margin: Duration,
) -> Option<Flagged> {
    let available = movetime?;
    (elapsed > available + margin).then_some(Flagged { elapsed, available })
}

/// A loss on time, or a draw when the opponent has no mating material (FIDE rule).
pub(super) fn time_forfeit(
    pos: &Position,
    loser: Color,
    elapsed: Duration,
    available: Duration,
) -> GameEnd {
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
