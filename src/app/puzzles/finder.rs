//! Finds the puzzles of one game.
//!
//! # The rules
//!
//! 1. Every position of the mainline is searched (the game's moves before it are given, so
//!    repetitions count). A move of a chosen player (all players when none is named) whose
//!    drop in winning chance is a *mistake* or a *blunder* by the game review's rule
//!    (`app::review`: at least 10 win% points, the engine's own choice excepted) is a
//!    candidate.
//! 2. The position **before** it (the player finds what they missed) is tried first; when it
//!    makes no puzzle, the position **after** it (the opponent punishes the mistake).
//! 3. A position makes a puzzle when the engine's move is **clearly the only good one**: it
//!    leaves the solver at least [`MIN_SOLUTION_WIN`] win%, and the best other move (searched
//!    with the first excluded) at least [`UNIQUE_MARGIN`] points less, or, where both win, at
//!    least [`UNIQUE_CP_MARGIN`] centipawns less while below [`CRUSHING_CP`]; a mate against no
//!    mate counts as clear. There must be two legal moves or more.
//! 4. The line goes on with the opponent's best reply and the solver's next move while that
//!    move is again clearly the only good one, up to [`MAX_SOLVER_MOVES`] solver moves; it ends
//!    on a solver move: mate, or the gain secured (several moves keep it). A last move that
//!    mates ends it even when other moves mate too (the trainer accepts any mate).
//! 5. **Verified** by a second, deeper search of the start ([`FinderSettings::verify_limits`]):
//!    the same first move, still clear by the same margins. A mating solution is also checked
//!    by the mate prover: no shorter mate may exist.

use std::sync::atomic::AtomicBool;

use super::{Puzzle, PuzzleKind, PuzzleSource, themes};
use crate::{
    app::{engine_runner::EngineRunner, review::win_percent_from_cp},
    chess::{Color, Move, Position},
    db::header::name_key,
    engine::{Score, SearchLimits},
    formats::pgn,
    search::mate::{MateLimits, MateOutcome, MateProver},
};

/// The smallest drop in win% points that makes a candidate (the review's mistake threshold).
pub const MISTAKE_DROP: f64 = 10.0;

/// How much better, in win% points, the solution must be than every other move.
pub const UNIQUE_MARGIN: f64 = 20.0;

/// The centipawn margin that also makes a move clearly better (see [`clearly_better`]).
pub const UNIQUE_CP_MARGIN: i32 = 500;

/// An alternative at least this good (centipawns) wins anyway: no margin makes the best unique.
pub const CRUSHING_CP: i32 = 600;

/// The solver's smallest winning chance after the solution, in percent.
pub const MIN_SOLUTION_WIN: f64 = 65.0;

/// The longest solution, in solver moves.
pub const MAX_SOLVER_MOVES: usize = 5;

/// Nodes the mate prover may spend checking a mating solution.
const MATE_CHECK_NODES: u64 = 2_000_000;

/// Depth of the search that decides whether a puzzle is easy (see the rating estimate).
const SHALLOW_DEPTH: u32 = 3;

/// The engine's answer for one position: its move and score (the side to move's view).
pub type Answer = Option<(Move, Score)>;

/// What searches positions for the finder: an engine behind a runner, or a test's stand-in.
pub trait Analyst {
    /// The best move and score in the position after `moves` from `start`; `only`, when not
    /// empty, limits the moves searched. `None`: no legal move.
    ///
    /// # Errors
    /// When the engine fails; the text says why.
    fn analyse(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: &SearchLimits,
        only: &[Move],
    ) -> Result<Answer, String>;

    /// Forgets what earlier games taught it (hash tables), so results do not depend on order.
    fn new_game(&mut self) {}
}

impl Analyst for EngineRunner {
    fn analyse(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: &SearchLimits,
        only: &[Move],
    ) -> Result<Answer, String> {
        analyse_unless(self, start, moves, limits, only, &|| false)
    }

    fn new_game(&mut self) {
        EngineRunner::new_game(self);
    }
}

/// One search of the finder through `runner`, limited to `only` when not empty; gives up
/// (an error) once `give_up` says so.
pub(super) fn analyse_unless(
    runner: &mut EngineRunner,
    start: &Position,
    moves: &[Move],
    limits: &SearchLimits,
    only: &[Move],
    give_up: &dyn Fn() -> bool,
) -> Result<Answer, String> {
    let limits = SearchLimits {
        searchmoves: only.to_vec(),
        ..limits.clone()
    };
    let summary = runner
        .search_to_end_unless(start, moves, limits, give_up)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| "cancelled".to_owned())?;
    Ok(summary.best.map(|best| (best, summary.score)))
}

/// How the finder searches and whose mistakes it looks at.
#[derive(Clone, Debug)]
pub struct FinderSettings {
    /// The search of each position of the game.
    pub limits: SearchLimits,
    /// The deeper search that verifies a puzzle.
    pub verify_limits: SearchLimits,
    /// Players whose mistakes make puzzles (name spellings, case-insensitive prefixes); empty:
    /// everybody's.
    pub players: Vec<String>,
}

impl FinderSettings {
    /// Settings from a time per position: the verification gets three times as long.
    pub fn with_movetime(millis: u64, players: Vec<String>) -> FinderSettings {
        let time = std::time::Duration::from_millis(millis.max(10));
        FinderSettings {
            limits: SearchLimits::movetime(time),
            verify_limits: SearchLimits::movetime(time * 3),
            players,
        }
    }

    /// Settings from a depth per position: the verification searches four plies deeper.
    pub fn with_depth(depth: u32, players: Vec<String>) -> FinderSettings {
        FinderSettings {
            limits: SearchLimits::depth(depth.max(1)),
            verify_limits: SearchLimits::depth(depth.max(1) + 4),
            players,
        }
    }

    /// Whether the moves of the player named `name` are looked at.
    pub fn watches(&self, name: &str) -> bool {
        if self.players.is_empty() {
            return true;
        }
        let key = name_key(name);
        self.players
            .iter()
            .any(|wanted| key.starts_with(&name_key(wanted)))
    }
}

/// The winning chance in percent of the side to move for an engine score.
pub fn win_percent(score: Score) -> f64 {
    match score {
        Score::Cp(cp) => win_percent_from_cp(cp),
        Score::Mate(n) if n > 0 => 100.0,
        Score::Mate(_) => 0.0,
    }
}

/// Whether `best` is clearly better than `other` (both the side to move's scores, neither a
/// mate for it): by [`UNIQUE_MARGIN`] win% points, or, since the winning chance flattens out
/// when both are winning, by [`UNIQUE_CP_MARGIN`] centipawns while `other` is not crushing
/// (below [`CRUSHING_CP`]): taking a hanging queen at +11 against keeping +5.
fn clearly_better(best: Score, other: Score) -> bool {
    if win_percent(best) - win_percent(other) >= UNIQUE_MARGIN {
        return true;
    }
    match (best, other) {
        (Score::Cp(best), Score::Cp(other)) => {
            other < CRUSHING_CP && best - other >= UNIQUE_CP_MARGIN
        }
        (Score::Mate(n), Score::Cp(other)) => n > 0 && other < CRUSHING_CP,
        _ => false,
    }
}

/// The mover's winning chance in a position where it has no move: mated or stalemated.
fn terminal_win_percent(pos: &Position) -> f64 {
    if pos.in_check() { 0.0 } else { 50.0 }
}

/// One searched position of the game.
struct Searched {
    answer: Answer,
    /// The side to move's winning chance.
    win: f64,
}

/// Finds puzzles game by game with one analyst.
pub struct PuzzleFinder<'a, A: Analyst> {
    analyst: &'a mut A,
    settings: &'a FinderSettings,
    stop: Option<&'a AtomicBool>,
}

impl<'a, A: Analyst> PuzzleFinder<'a, A> {
    /// A finder searching with `analyst`.
    pub fn new(analyst: &'a mut A, settings: &'a FinderSettings) -> PuzzleFinder<'a, A> {
        PuzzleFinder {
            analyst,
            settings,
            stop: None,
        }
    }

    /// Stops the mate prover's checks when `stop` is raised.
    #[must_use]
    pub fn with_stop(mut self, stop: &'a AtomicBool) -> PuzzleFinder<'a, A> {
        self.stop = Some(stop);
        self
    }

    /// The puzzles of `game`'s mainline, found where the watched players erred.
    ///
    /// # Errors
    /// When the engine fails.
    pub fn find(&mut self, game: &pgn::Game, source: &PuzzleSource) -> Result<Vec<Puzzle>, String> {
        let white = game.tags.get("White").unwrap_or("?").to_owned();
        let black = game.tags.get("Black").unwrap_or("?").to_owned();
        let watched = [self.settings.watches(&white), self.settings.watches(&black)];
        if !watched.contains(&true) {
            return Ok(Vec::new());
        }
        let start = game.start_position().clone();
        let moves: Vec<Move> = game.mainline_moves().collect();
        let mut positions = Vec::with_capacity(moves.len() + 1);
        let mut pos = start.clone();
        positions.push(pos.clone());
        for &m in &moves {
            pos.play_unchecked(m);
            positions.push(pos.clone());
        }
        self.analyst.new_game();
        let mut searched = Vec::with_capacity(positions.len());
        for (ply, pos) in positions.iter().enumerate() {
            searched.push(self.search(
                &start,
                &moves[..ply],
                pos,
                &self.settings.limits.clone(),
            )?);
        }
        let mut puzzles: Vec<Puzzle> = Vec::new();
        for (ply, &played) in moves.iter().enumerate() {
            let before = &positions[ply];
            let mover = before.side_to_move();
            if !watched[mover as usize] {
                continue;
            }
            let Some((best, _)) = searched[ply].answer else {
                continue;
            };
            let after_win = 100.0 - searched[ply + 1].win;
            let drop = searched[ply].win - after_win;
            if best == played || drop < MISTAKE_DROP {
                continue;
            }
            let name = if mover == Color::White {
                &white
            } else {
                &black
            };
            let source = PuzzleSource {
                white: white.clone(),
                black: black.clone(),
                date: game.tags.get("Date").unwrap_or("????.??.??").to_owned(),
                mistake: before.san(played),
                ..source.clone()
            };
            let missed = self.puzzle_at(&start, &moves[..ply], &searched[ply])?;
            let (kind, found, at) = match missed {
                Some(line) => (PuzzleKind::Missed, Some(line), ply),
                None => {
                    let punish = self.puzzle_at(&start, &moves[..=ply], &searched[ply + 1])?;
                    (PuzzleKind::Punish, punish, ply + 1)
                }
            };
            let Some(solution) = found else {
                continue;
            };
            if puzzles.iter().any(|p| p.source.ply == at) {
                continue;
            }
            let position = positions[at].clone();
            let Some(puzzle) = self.finish(
                &start,
                &moves[..at],
                position,
                solution,
                kind,
                name,
                PuzzleSource { ply: at, ..source },
            )?
            else {
                continue;
            };
            puzzles.push(puzzle);
        }
        Ok(puzzles)
    }

    /// Searches one position (or judges it when it has no move).
    fn search(
        &mut self,
        start: &Position,
        moves: &[Move],
        pos: &Position,
        limits: &SearchLimits,
    ) -> Result<Searched, String> {
        if !pos.has_legal_moves() {
            return Ok(Searched {
                answer: None,
                win: terminal_win_percent(pos),
            });
        }
        let answer = self.analyst.analyse(start, moves, limits, &[])?;
        let win = answer.map_or(50.0, |(_, score)| win_percent(score));
        Ok(Searched { answer, win })
    }

    /// Whether `best` (scored `score`) is clearly the only good move after `moves`; `last`
    /// says a mating move may share the honour with other mates.
    fn clearly_only(
        &mut self,
        start: &Position,
        moves: &[Move],
        pos: &Position,
        (best, score): (Move, Score),
        limits: &SearchLimits,
    ) -> Result<bool, String> {
        let win = win_percent(score);
        if win < MIN_SOLUTION_WIN {
            return Ok(false);
        }
        let others: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|&m| m != best)
            .collect();
        if others.is_empty() {
            // A forced move inside a line is fine; the caller refuses it as a first move.
            return Ok(true);
        }
        if pos.after(best).is_checkmate() {
            return Ok(true);
        }
        let Some((_, other)) = self.analyst.analyse(start, moves, limits, &others)? else {
            return Ok(true);
        };
        let mates = |s: Score| matches!(s, Score::Mate(n) if n > 0);
        if mates(score) && mates(other) {
            return Ok(false);
        }
        Ok(mates(score) && !mates(other) || clearly_better(score, other))
    }

    /// The solution from the position after `moves`, searched as `first`, if it makes a
    /// puzzle.
    fn puzzle_at(
        &mut self,
        start: &Position,
        moves: &[Move],
        first: &Searched,
    ) -> Result<Option<Vec<Move>>, String> {
        let Some(answer) = first.answer else {
            return Ok(None);
        };
        let mut pos = start.clone();
        for &m in moves {
            pos.play_unchecked(m);
        }
        if pos.legal_moves().len() < 2 {
            return Ok(None);
        }
        let limits = self.settings.limits.clone();
        if !self.clearly_only(start, moves, &pos, answer, &limits)? {
            return Ok(None);
        }
        let mut line = moves.to_vec();
        let mut solution = Vec::new();
        let mut next = answer;
        loop {
            let (solver_move, _) = next;
            solution.push(solver_move);
            line.push(solver_move);
            pos.play_unchecked(solver_move);
            if !pos.has_legal_moves() || solution.len().div_ceil(2) >= MAX_SOLVER_MOVES {
                break;
            }
            let Some((reply, _)) = self.analyst.analyse(start, &line, &limits, &[])? else {
                break;
            };
            let after_reply = pos.after(reply);
            if !after_reply.has_legal_moves() {
                break;
            }
            line.push(reply);
            let Some(answer) = self.analyst.analyse(start, &line, &limits, &[])? else {
                line.pop();
                break;
            };
            if !self.clearly_only(start, &line, &after_reply, answer, &limits)? {
                line.pop();
                break;
            }
            solution.push(reply);
            pos = after_reply;
            next = answer;
        }
        Ok(Some(solution))
    }

    /// Verifies a solution with the deeper search and the mate prover and makes the puzzle.
    #[allow(clippy::too_many_arguments)]
    fn finish(
        &mut self,
        start: &Position,
        moves: &[Move],
        position: Position,
        solution: Vec<Move>,
        kind: PuzzleKind,
        player: &str,
        source: PuzzleSource,
    ) -> Result<Option<Puzzle>, String> {
        let Some(&first) = solution.first() else {
            return Ok(None);
        };
        let verify = self.settings.verify_limits.clone();
        let Some((deep_best, deep_score)) = self.analyst.analyse(start, moves, &verify, &[])?
        else {
            return Ok(None);
        };
        if deep_best != first
            || !self.clearly_only(start, moves, &position, (deep_best, deep_score), &verify)?
        {
            return Ok(None);
        }
        let mut end = position.clone();
        for &m in &solution {
            end.play_unchecked(m);
        }
        let ends_in_mate = end.is_checkmate();
        let solver_moves = solution.len().div_ceil(2);
        if ends_in_mate && solver_moves > 1 && self.shorter_mate_exists(&position, solver_moves) {
            return Ok(None);
        }
        let shallow =
            self.analyst
                .analyse(start, moves, &SearchLimits::depth(SHALLOW_DEPTH), &[])?;
        let shallow_finds_it = shallow.is_some_and(|(m, _)| m == first);
        let quiet_first = position.captured_role(first).is_none() && !position.gives_check(first);
        Ok(Some(Puzzle {
            themes: themes::detect(&position, &solution),
            rating: themes::estimate_rating(solver_moves, shallow_finds_it, quiet_first),
            position,
            solution,
            ends_in_mate,
            kind,
            player: player.to_owned(),
            source,
        }))
    }

    /// Whether the mate prover finds a mate shorter than `moves` from `position`.
    fn shorter_mate_exists(&self, position: &Position, moves: usize) -> bool {
        let limits = MateLimits {
            nodes: Some(MATE_CHECK_NODES),
            stop: self.stop,
            ..MateLimits::default()
        };
        let outcome = MateProver::new(limits).prove(position, moves as u32 - 1, &mut |_, _| {});
        matches!(outcome, MateOutcome::Mate { .. })
    }
}
