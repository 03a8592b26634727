//! The puzzle trainer as a front end runs it: the pool and its filter, the puzzle on the
//! board ([`Solving`]: the moves shown one by one so the opponent's reply and a shown
//! solution can be followed, a wrong move left on the board until "Retry", hints), and the
//! record of each finished attempt in the [`TrainingState`] (rating and schedule).
//!
//! Two clocks come in: `now` (the front end's monotonic time, for the reply delay) and
//! `unix` (seconds, for the repetition schedule).

use std::{sync::mpsc, time::Duration};

use super::{
    TrainingState,
    pool::{Pick, PickReason, PoolCounts, PuzzleFilter, PuzzlePool},
    trainer::{Acceptance, Attempt, AttemptState, Hint, MoveVerdict, TrainerPuzzle},
};
use crate::chess::{Color, Move, Position};

/// How long an opponent's reply (or a move of a shown solution) waits before it is shown.
pub const REPLY_DELAY: Duration = Duration::from_millis(500);

/// What a mate problem asks of the prover, off the UI thread.
enum Work {
    /// Judge the user's move.
    Move(Move),
    /// The next hint.
    Hint,
    /// The rest of a mate.
    Solution,
}

/// The prover's answer to a [`Work`].
enum Done {
    /// The move and its verdict.
    Verdict(Move, MoveVerdict),
    /// The hint, if there is one.
    Hint(Option<Hint>),
    /// The moves to play out.
    Solution(Vec<Move>),
}

/// Where the attempt with the prover's answer arrives.
type ProverAnswer = mpsc::Receiver<(Attempt, Done)>;

/// What came back from another thread, for the front end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrived {
    /// The verdict on the user's move.
    Verdict(MoveVerdict),
    /// A hint (none when there is none to give).
    Hint(Option<Hint>),
    /// The solution, now being played out.
    Solution,
}

/// One puzzle on the board.
pub struct Solving {
    /// Its index in the pool.
    pub index: usize,
    attempt: Attempt,
    /// Moves from the puzzle's position: those played, then a shown solution.
    line: Vec<Move>,
    /// How many of `line` are on the board.
    shown: usize,
    /// When the next one appears.
    next_at: Option<Duration>,
    /// A wrong move, left on the board until "Retry".
    wrong: Option<Move>,
    /// The last hint given.
    hint: Option<Hint>,
    /// A mate problem's move, hint or solution worked out on another thread (the prover may
    /// take a while): the move being judged, and the attempt with the answer once there.
    judging: Option<(Option<Move>, ProverAnswer)>,
    /// The attempt is in the training state.
    recorded: bool,
    /// The rating change its record made.
    pub rating_change: Option<f64>,
}

impl Solving {
    /// A fresh attempt at `puzzle` (index `index` of the pool).
    pub fn new(index: usize, puzzle: TrainerPuzzle) -> Solving {
        Solving {
            index,
            attempt: Attempt::new(puzzle),
            line: Vec::new(),
            shown: 0,
            next_at: None,
            wrong: None,
            hint: None,
            judging: None,
            recorded: false,
            rating_change: None,
        }
    }

    /// The attempt.
    pub fn attempt(&self) -> &Attempt {
        &self.attempt
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &TrainerPuzzle {
        self.attempt.puzzle()
    }

    /// The side the user plays (the board shows it at the bottom).
    pub fn solver(&self) -> Color {
        self.attempt.solver()
    }

    /// The wrong move on the board, waiting for "Retry" or "Show solution".
    pub fn wrong_move(&self) -> Option<Move> {
        self.wrong
    }

    /// The last hint given.
    pub fn hint(&self) -> Option<Hint> {
        self.hint
    }

    /// Whether moves are still to appear (a reply, a shown solution).
    pub fn revealing(&self) -> bool {
        self.shown < self.line.len()
    }

    /// The moves shown so far, from the puzzle's position (a wrong move or one being judged
    /// last).
    pub fn shown_moves(&self) -> Vec<Move> {
        let mut moves: Vec<Move> = self.line.iter().take(self.shown).copied().collect();
        moves.extend(self.wrong);
        moves.extend(self.judging.as_ref().and_then(|(m, _)| *m));
        moves
    }

    /// Whether the prover works on a move, a hint or the solution.
    pub fn judging(&self) -> bool {
        self.judging.is_some()
    }

    /// The position on the board.
    pub fn shown_position(&self) -> Position {
        let mut pos = self.puzzle().position.clone();
        for m in self.shown_moves() {
            pos.play_unchecked(m);
        }
        pos
    }

    /// The move that led to the position on the board.
    pub fn last_shown_move(&self) -> Option<Move> {
        self.shown_moves().last().copied()
    }

    /// Whether the user may move now.
    pub fn accepts_moves(&self) -> bool {
        self.attempt.state() == AttemptState::Solving
            && self.wrong.is_none()
            && self.judging.is_none()
            && !self.revealing()
    }

    /// The user's move: judged, the reply (if any) shown after [`REPLY_DELAY`]. `None` when
    /// no move is taken now, or while a mate problem's move is judged on another thread (the
    /// verdict then comes from [`poll`](Self::poll)).
    pub fn play(&mut self, m: Move, now: Duration) -> Option<MoveVerdict> {
        if !self.accepts_moves() || !self.attempt.position().is_legal(m) {
            return None;
        }
        if self.proves() {
            self.work_off_thread(Work::Move(m));
            return match self.poll(now) {
                Some(Arrived::Verdict(verdict)) => Some(verdict),
                _ => None,
            };
        }
        let verdict = self.attempt.try_move(m);
        self.take_verdict(m, verdict, now);
        Some(verdict)
    }

    /// Whether the puzzle's moves, hints and solution need the mate prover.
    fn proves(&self) -> bool {
        matches!(self.puzzle().acceptance, Acceptance::MateIn(_))
    }

    /// Hands `work` to a thread with a copy of the attempt; [`poll`](Self::poll) takes the
    /// answer.
    fn work_off_thread(&mut self, work: Work) {
        let mut attempt = self.attempt.clone();
        let (send, answer) = mpsc::channel();
        let judged = match work {
            Work::Move(m) => Some(m),
            Work::Hint | Work::Solution => None,
        };
        std::thread::spawn(move || {
            let done = match work {
                Work::Move(m) => Done::Verdict(m, attempt.try_move(m)),
                Work::Hint => Done::Hint(attempt.hint()),
                Work::Solution => Done::Solution(attempt.show_solution()),
            };
            let _ = send.send((attempt, done));
        });
        self.judging = Some((judged, answer));
    }

    /// What another thread worked out, once there (never waits).
    pub fn poll(&mut self, now: Duration) -> Option<Arrived> {
        let (_, answer) = self.judging.as_ref()?;
        let (attempt, done) = match answer.try_recv() {
            Ok(answer) => answer,
            Err(mpsc::TryRecvError::Empty) => return None,
            // The thread cannot panic short of a bug; the request is then dropped.
            Err(mpsc::TryRecvError::Disconnected) => {
                self.judging = None;
                return None;
            }
        };
        self.judging = None;
        self.attempt = attempt;
        Some(match done {
            Done::Verdict(m, verdict) => {
                self.take_verdict(m, verdict, now);
                Arrived::Verdict(verdict)
            }
            Done::Hint(hint) => {
                self.hint = hint.or(self.hint);
                Arrived::Hint(hint)
            }
            Done::Solution(rest) => {
                self.play_out(rest, now);
                Arrived::Solution
            }
        })
    }

    fn take_verdict(&mut self, m: Move, verdict: MoveVerdict, now: Duration) {
        match verdict {
            MoveVerdict::Wrong => self.wrong = Some(m),
            MoveVerdict::Correct { .. } | MoveVerdict::Solved => {
                self.hint = None;
                self.line = self.attempt.played().to_vec();
                // The user's move at once, the reply after a moment.
                self.shown = (self.shown + 1).min(self.line.len());
                self.next_at = self.revealing().then_some(now + REPLY_DELAY);
            }
        }
    }

    /// Takes the wrong move back to try again.
    pub fn retry(&mut self) {
        self.wrong = None;
    }

    /// The next hint (the piece, then the move); `None` when there is none to give, or
    /// while a mate problem's hint is worked out on another thread (it then comes from
    /// [`poll`](Self::poll)).
    pub fn take_hint(&mut self) -> Option<Hint> {
        if !self.accepts_moves() {
            return None;
        }
        if self.proves() {
            self.work_off_thread(Work::Hint);
            return None;
        }
        let hint = self.attempt.hint()?;
        self.hint = Some(hint);
        Some(hint)
    }

    /// Gives up: the rest of the solution is played out move by move (a mate problem's once
    /// the prover has found it on another thread).
    pub fn show_solution(&mut self, now: Duration) {
        if self.attempt.state() != AttemptState::Solving || self.judging.is_some() {
            return;
        }
        self.wrong = None;
        self.hint = None;
        if self.proves() {
            self.work_off_thread(Work::Solution);
            return;
        }
        let rest = self.attempt.show_solution();
        self.play_out(rest, now);
    }

    /// Plays out `rest` after the moves played (the attempt has given up).
    fn play_out(&mut self, rest: Vec<Move>, now: Duration) {
        self.line.truncate(self.attempt.played().len());
        self.shown = self.line.len();
        self.line.extend(rest);
        self.next_at = self.revealing().then_some(now + REPLY_DELAY);
    }

    /// Shows the moves whose time has come; returns how long until the next one.
    pub fn tick(&mut self, now: Duration) -> Option<Duration> {
        let at = self.next_at?;
        if now < at {
            return Some(at - now);
        }
        self.shown = (self.shown + 1).min(self.line.len());
        self.next_at = self.revealing().then_some(now + REPLY_DELAY);
        self.next_at.map(|_| REPLY_DELAY)
    }
}

/// The trainer: the pool, its filter, the puzzle on the board.
#[derive(Default)]
pub struct PuzzleTrainer {
    /// The loaded sets.
    pub pool: PuzzlePool,
    /// Which puzzles "Next" chooses from.
    pub filter: PuzzleFilter,
    /// The puzzle on the board.
    pub current: Option<Solving>,
    /// Why the current puzzle was chosen.
    pub reason: Option<PickReason>,
}

impl PuzzleTrainer {
    /// Puts the next puzzle on the board; `false` when the filter keeps none.
    pub fn next(&mut self, state: &TrainingState, unix: i64) -> bool {
        let current = self.current.as_ref().map(|s| s.puzzle().key.clone());
        let Some(Pick { index, reason }) =
            self.pool
                .next(&self.filter, state, unix, current.as_deref())
        else {
            self.current = None;
            self.reason = None;
            return false;
        };
        let Some(p) = self.pool.get(index) else {
            return false;
        };
        self.current = Some(Solving::new(index, p.puzzle.clone()));
        self.reason = Some(reason);
        true
    }

    /// The counts of the filtered puzzles.
    pub fn counts(&self, state: &TrainingState, unix: i64) -> PoolCounts {
        self.pool.counts(&self.filter, state, unix)
    }

    /// Plays the user's move and records the attempt in `state` once it ends; returns the
    /// verdict and whether `state` changed (to save it).
    pub fn play(
        &mut self,
        m: Move,
        state: &mut TrainingState,
        now: Duration,
        unix: i64,
    ) -> (Option<MoveVerdict>, bool) {
        let Some(solving) = &mut self.current else {
            return (None, false);
        };
        let verdict = solving.play(m, now);
        (verdict, record(solving, state, unix))
    }

    /// Takes in what another thread worked out and records the attempt once it ends;
    /// returns what arrived and whether `state` changed.
    pub fn poll(
        &mut self,
        state: &mut TrainingState,
        now: Duration,
        unix: i64,
    ) -> (Option<Arrived>, bool) {
        let Some(solving) = &mut self.current else {
            return (None, false);
        };
        let arrived = solving.poll(now);
        (arrived, arrived.is_some() && record(solving, state, unix))
    }

    /// Gives up the puzzle on the board and records it; whether `state` changed.
    pub fn show_solution(&mut self, state: &mut TrainingState, now: Duration, unix: i64) -> bool {
        let Some(solving) = &mut self.current else {
            return false;
        };
        solving.show_solution(now);
        record(solving, state, unix)
    }

    /// Drops the puzzle on the board when its set is gone.
    pub fn forget_set(&mut self, name: &str) {
        self.pool.remove_set(name);
        self.current = None;
        self.reason = None;
        if self.filter.set.as_deref() == Some(name) {
            self.filter.set = None;
        }
    }
}

/// Records a finished, not yet recorded attempt; whether it did.
fn record(solving: &mut Solving, state: &mut TrainingState, unix: i64) -> bool {
    if solving.recorded || solving.attempt.state() == AttemptState::Solving {
        return false;
    }
    let before = state.rating.rating;
    state.record(&solving.attempt, unix);
    solving.recorded = true;
    solving.rating_change = Some(state.rating.rating - before);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::training::trainer::Acceptance;

    /// Bxf7+ Ke7 Nd5#: a line puzzle with one reply.
    fn line_puzzle() -> TrainerPuzzle {
        let position = Position::from_fen(
            "rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6",
        )
        .expect("test FEN");
        let mut line = Vec::new();
        let mut pos = position.clone();
        for san in ["Bxf7+", "Ke7", "Nd5#"] {
            let m = pos.parse_san(san).expect("test SAN");
            pos.play_unchecked(m);
            line.push(m);
        }
        TrainerPuzzle {
            key: "legal".into(),
            position,
            solution: line,
            acceptance: Acceptance::Line,
            rating: 1500,
            themes: vec!["mateIn2".into()],
            source: "test".into(),
            game_id: Some(4),
            game_ply: 10,
        }
    }

    fn trainer() -> PuzzleTrainer {
        let mut trainer = PuzzleTrainer::default();
        trainer.pool.add_set("games.db", vec![line_puzzle()]);
        trainer
    }

    #[test]
    fn the_reply_appears_after_the_delay_and_a_solve_is_recorded_once() {
        let mut trainer = trainer();
        let mut state = TrainingState::default();
        assert!(trainer.next(&state, 0));
        let solution = line_puzzle().solution;
        let t = Duration::from_secs(10);
        let (verdict, changed) = trainer.play(solution[0], &mut state, t, 0);
        assert!(matches!(verdict, Some(MoveVerdict::Correct { .. })) && !changed);
        let solving = trainer.current.as_mut().expect("a puzzle");
        assert_eq!(solving.shown_moves(), &solution[..1]);
        assert!(!solving.accepts_moves(), "the reply is still to come");
        assert_eq!(solving.tick(t + REPLY_DELAY / 2), Some(REPLY_DELAY / 2));
        assert_eq!(solving.tick(t + REPLY_DELAY), None);
        assert_eq!(solving.shown_moves(), &solution[..2]);
        assert!(solving.accepts_moves());
        let (verdict, changed) = trainer.play(solution[2], &mut state, t, 0);
        assert_eq!(verdict, Some(MoveVerdict::Solved));
        assert!(changed);
        assert_eq!(state.solved, 1);
        assert!(trainer.current.as_ref().and_then(|s| s.rating_change) > Some(0.0));
        // The same puzzle is not recorded twice.
        assert!(!trainer.show_solution(&mut state, t, 0));
        assert_eq!(state.solved + state.failed, 1);
    }

    #[test]
    fn a_mate_problem_is_judged_on_another_thread() {
        let records = crate::formats::epd::parse_epd(
            "kbK5/pp6/1P6/8/8/8/8/R7 w - - bm Ra6; dm 2; id \"Morphy\";",
        )
        .expect("test EPD");
        let puzzle = TrainerPuzzle::from_epd(&records[0]).expect("a puzzle");
        let mut trainer = PuzzleTrainer::default();
        trainer.pool.add_set("mates", vec![puzzle]);
        let mut state = TrainingState::default();
        assert!(trainer.next(&state, 0));
        let solving = trainer.current.as_ref().expect("a puzzle");
        let key = solving.shown_position().parse_san("Ra6").expect("Ra6");
        let (verdict, _) = trainer.play(key, &mut state, Duration::ZERO, 0);
        let solving = trainer.current.as_mut().expect("a puzzle");
        if verdict.is_none() {
            assert!(solving.judging() && !solving.accepts_moves());
            assert_eq!(solving.shown_moves(), [key]);
            let deadline = std::time::Instant::now() + Duration::from_secs(30);
            while solving.poll(Duration::ZERO).is_none() {
                assert!(std::time::Instant::now() < deadline, "judging hangs");
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        assert!(!solving.judging());
        assert_eq!(
            solving.attempt().played().len(),
            2,
            "Ra6 and the longest defence"
        );
        // The hint and the solution come from the prover's thread too.
        let wait = |solving: &mut Solving| {
            let deadline = std::time::Instant::now() + Duration::from_secs(30);
            loop {
                if let Some(arrived) = solving.poll(Duration::ZERO) {
                    return Some(arrived);
                }
                if !solving.judging() {
                    return None;
                }
                assert!(std::time::Instant::now() < deadline, "the prover hangs");
                std::thread::sleep(Duration::from_millis(1));
            }
        };
        assert_eq!(solving.tick(REPLY_DELAY), None, "the defence shown");
        assert_eq!(solving.take_hint(), None, "worked out on another thread");
        let Some(Arrived::Hint(hint)) = wait(solving) else {
            panic!("a hint");
        };
        assert!(matches!(hint, Some(Hint::From(_))));
        assert_eq!(solving.hint(), hint);
        // Giving up: recorded once the prover's line arrives.
        assert!(!trainer.show_solution(&mut state, Duration::ZERO, 0));
        let solving = trainer.current.as_mut().expect("a puzzle");
        assert!(solving.judging());
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        loop {
            let (arrived, changed) = trainer.poll(&mut state, Duration::ZERO, 0);
            if arrived.is_some() {
                assert_eq!(arrived, Some(Arrived::Solution));
                assert!(changed && state.failed == 1);
                break;
            }
            assert!(std::time::Instant::now() < deadline, "the prover hangs");
            std::thread::sleep(Duration::from_millis(1));
        }
        let solving = trainer.current.as_mut().expect("a puzzle");
        assert_eq!(solving.attempt().state(), AttemptState::GaveUp);
        let mut now = Duration::ZERO;
        while solving.revealing() {
            now += REPLY_DELAY;
            solving.tick(now);
        }
        assert!(solving.shown_position().is_checkmate());
    }

    #[test]
    fn a_wrong_move_waits_for_retry_and_the_solution_plays_out() {
        let mut trainer = trainer();
        let mut state = TrainingState::default();
        assert!(trainer.next(&state, 0));
        let solving = trainer.current.as_ref().expect("a puzzle");
        let start = solving.shown_position();
        let wrong = start.parse_san("Nxf7").expect("Nxf7");
        let (verdict, _) = trainer.play(wrong, &mut state, Duration::ZERO, 0);
        assert_eq!(verdict, Some(MoveVerdict::Wrong));
        let solving = trainer.current.as_mut().expect("a puzzle");
        assert_eq!(solving.last_shown_move(), Some(wrong));
        assert!(!solving.accepts_moves());
        solving.retry();
        assert!(solving.accepts_moves());
        assert_eq!(solving.shown_position(), start);
        // Hints: the piece, then the move.
        let first = line_puzzle().solution[0];
        assert_eq!(solving.take_hint(), Some(Hint::From(first.from())));
        assert_eq!(solving.take_hint(), Some(Hint::Move(first)));
        assert!(trainer.show_solution(&mut state, Duration::ZERO, 0));
        assert_eq!(state.failed, 1);
        let solving = trainer.current.as_mut().expect("a puzzle");
        let mut now = Duration::ZERO;
        while solving.revealing() {
            now += REPLY_DELAY;
            solving.tick(now);
        }
        assert_eq!(solving.shown_moves(), line_puzzle().solution);
        assert!(!solving.accepts_moves());
    }
}
