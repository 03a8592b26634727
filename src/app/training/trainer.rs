//! Solving one puzzle: the user's moves are checked, the opponent's replies played, hints
//! given and the solution shown on request; the result grades the attempt for the rating and
//! the repetition schedule.

use super::schedule::Grade;
use crate::t;
use crate::{
    app::puzzles::Puzzle,
    chess::{Color, Move, Position, Square},
    formats::epd::EpdRecord,
    search::mate::{MateLimits, MateOutcome, MateProver},
};

/// Nodes the mate prover may spend judging one move of a mate problem.
const MATE_JUDGE_NODES: u64 = 5_000_000;

/// What counts as solving.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Acceptance {
    /// The solution's moves, in order; a last move that mates may be any mate.
    Line,
    /// Any move that keeps a forced mate within the moves left (a `dm` problem); the
    /// defence is the one that lasts longest.
    MateIn(u32),
    /// One move, any of these (an EPD `bm`).
    AnyOf(Vec<Move>),
    /// One move, any but these (an EPD `am` without `bm`); there is no solution to show.
    AnyBut(Vec<Move>),
}

/// A puzzle as the trainer sets it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrainerPuzzle {
    /// A stable key for its schedule: the position and the first solution move.
    pub key: String,
    /// The position, the solver to move.
    pub position: Position,
    /// A solution (shown on request; for mates one of possibly many).
    pub solution: Vec<Move>,
    /// What counts as solving.
    pub acceptance: Acceptance,
    /// Its rating for the user's rating.
    pub rating: u32,
    /// Theme names, for filters.
    pub themes: Vec<String>,
    /// Where it comes from, shown with it ("db 12 ply 31", "WAC.004").
    pub source: String,
    /// Its game in a database, for "open the game".
    pub game_id: Option<i64>,
    /// The ply of that game.
    pub game_ply: usize,
}

impl TrainerPuzzle {
    /// A puzzle found in the user's games.
    pub fn from_found(puzzle: &Puzzle) -> TrainerPuzzle {
        TrainerPuzzle {
            key: key_of(&puzzle.position, puzzle.solution.first().copied()),
            position: puzzle.position.clone(),
            solution: puzzle.solution.clone(),
            acceptance: Acceptance::Line,
            rating: puzzle.rating,
            themes: puzzle.themes.iter().map(|t| t.name().to_owned()).collect(),
            source: puzzle.source.label(),
            game_id: puzzle.source.game_id,
            game_ply: puzzle.source.ply,
        }
    }

    /// A problem from an EPD record: `dm N` makes a mate problem (its solution proven here),
    /// else `bm` a one-move problem, else `am` a problem of avoiding those moves. `None` for
    /// a record with none of them (or a `dm` that is not a mate within reach).
    pub fn from_epd(record: &EpdRecord) -> Option<TrainerPuzzle> {
        let source = record.id().map_or_else(
            || t!("training-source-line", line = record.line),
            str::to_owned,
        );
        let best = record.moves("bm").unwrap_or_default();
        let mate = record
            .operation("dm")
            .and_then(|op| op.operands.first())
            .and_then(|n| n.parse::<u32>().ok())
            .filter(|&n| n > 0);
        let (solution, acceptance, rating) = if let Some(moves) = mate {
            let limits = MateLimits {
                nodes: Some(MATE_JUDGE_NODES * 4),
                ..MateLimits::default()
            };
            let outcome = MateProver::new(limits).prove(&record.position, moves, &mut |_, _| {});
            let MateOutcome::Mate { line, .. } = outcome else {
                return None;
            };
            (line, Acceptance::MateIn(moves), 1000 + 200 * (moves - 1))
        } else if let Some(&first) = best.first() {
            (vec![first], Acceptance::AnyOf(best), 1500)
        } else {
            let avoid = record.moves("am").unwrap_or_default();
            if avoid.is_empty() {
                return None;
            }
            (Vec::new(), Acceptance::AnyBut(avoid), 1500)
        };
        Some(TrainerPuzzle {
            key: key_of(&record.position, solution.first().copied()),
            position: record.position.clone(),
            solution,
            acceptance,
            rating,
            themes: mate.map(|n| vec![format!("mateIn{n}")]).unwrap_or_default(),
            source,
            game_id: None,
            game_ply: 0,
        })
    }
}

/// The schedule key of a position and its first solution move.
pub(super) fn key_of(position: &Position, first: Option<Move>) -> String {
    let first = first.map_or_else(String::new, |m| position.move_to_uci(m));
    format!("{} {first}", position.to_fen())
}

/// What the trainer says about a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveVerdict {
    /// Right; the opponent replied with this move (already played).
    Correct {
        /// The reply.
        reply: Option<Move>,
    },
    /// Right, and the puzzle is solved.
    Solved,
    /// Not the solution; the position is as it was, try again or ask for the solution.
    Wrong,
}

/// A hint, each more telling than the last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The piece to move stands here.
    From(Square),
    /// The move itself.
    Move(Move),
}

/// Where an attempt stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttemptState {
    /// The user is to move.
    Solving,
    /// Solved.
    Solved,
    /// The solution was shown.
    GaveUp,
}

/// One attempt at a puzzle.
#[derive(Clone)]
pub struct Attempt {
    puzzle: TrainerPuzzle,
    position: Position,
    /// Moves played from the puzzle's position (the user's and the replies).
    played: Vec<Move>,
    /// Index in the solution of the next solver move (for [`Acceptance::Line`]).
    step: usize,
    wrong_moves: u32,
    hints: u32,
    state: AttemptState,
}

impl Attempt {
    /// A fresh attempt.
    pub fn new(puzzle: TrainerPuzzle) -> Attempt {
        Attempt {
            position: puzzle.position.clone(),
            puzzle,
            played: Vec::new(),
            step: 0,
            wrong_moves: 0,
            hints: 0,
            state: AttemptState::Solving,
        }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &TrainerPuzzle {
        &self.puzzle
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves played so far from the puzzle's position.
    pub fn played(&self) -> &[Move] {
        &self.played
    }

    /// The side the user plays.
    pub fn solver(&self) -> Color {
        self.puzzle.position.side_to_move()
    }

    /// Where the attempt stands.
    pub fn state(&self) -> AttemptState {
        self.state
    }

    /// Wrong moves tried.
    pub fn wrong_moves(&self) -> u32 {
        self.wrong_moves
    }

    /// Hints taken.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// Solver moves still to find in a mate problem.
    fn mate_moves_left(&self, moves: u32) -> u32 {
        moves.saturating_sub(self.played.len().div_ceil(2) as u32)
    }

    /// Judges the user's move `m` (legal in [`position`](Self::position)).
    pub fn try_move(&mut self, m: Move) -> MoveVerdict {
        if self.state != AttemptState::Solving || !self.position.is_legal(m) {
            return MoveVerdict::Wrong;
        }
        let verdict = match self.puzzle.acceptance.clone() {
            Acceptance::Line => self.judge_line(m),
            Acceptance::MateIn(moves) => self.judge_mate(m, self.mate_moves_left(moves)),
            Acceptance::AnyOf(best) => {
                if best.contains(&m) {
                    self.play(m);
                    MoveVerdict::Solved
                } else {
                    MoveVerdict::Wrong
                }
            }
            Acceptance::AnyBut(avoid) => {
                if avoid.contains(&m) {
                    MoveVerdict::Wrong
                } else {
                    self.play(m);
                    MoveVerdict::Solved
                }
            }
        };
        match verdict {
            MoveVerdict::Wrong => self.wrong_moves += 1,
            MoveVerdict::Solved => self.state = AttemptState::Solved,
            MoveVerdict::Correct { .. } => {}
        }
        verdict
    }

    fn play(&mut self, m: Move) {
        self.position.play_unchecked(m);
        self.played.push(m);
    }

    fn judge_line(&mut self, m: Move) -> MoveVerdict {
        let Some(&expected) = self.puzzle.solution.get(self.step) else {
            return MoveVerdict::Wrong;
        };
        let last = self.step + 1 >= self.puzzle.solution.len();
        let mates = last && self.position.after(m).is_checkmate();
        if m != expected && !mates {
            return MoveVerdict::Wrong;
        }
        self.play(m);
        if last {
            return MoveVerdict::Solved;
        }
        let reply = self.puzzle.solution.get(self.step + 1).copied();
        if let Some(reply) = reply {
            self.play(reply);
        }
        self.step += 2;
        MoveVerdict::Correct { reply }
    }

    fn judge_mate(&mut self, m: Move, moves_left: u32) -> MoveVerdict {
        let after = self.position.after(m);
        if after.is_checkmate() {
            self.play(m);
            return MoveVerdict::Solved;
        }
        if moves_left <= 1 {
            return MoveVerdict::Wrong;
        }
        let Some(reply) = longest_defence(&after, moves_left - 1) else {
            return MoveVerdict::Wrong;
        };
        self.play(m);
        self.play(reply);
        MoveVerdict::Correct { reply: Some(reply) }
    }

    /// The next hint: first the piece to move, then the move.
    pub fn hint(&mut self) -> Option<Hint> {
        let next = self.next_solution_move()?;
        self.hints += 1;
        Some(if self.hints == 1 {
            Hint::From(next.from())
        } else {
            Hint::Move(next)
        })
    }

    /// The solver move the solution plays next.
    fn next_solution_move(&self) -> Option<Move> {
        if self.state != AttemptState::Solving {
            return None;
        }
        match &self.puzzle.acceptance {
            Acceptance::Line | Acceptance::AnyOf(_) | Acceptance::AnyBut(_) => {
                self.puzzle.solution.get(self.step).copied()
            }
            Acceptance::MateIn(moves) => self.mate_line(*moves)?.first().copied(),
        }
    }

    /// A shortest mate from the position now, within the moves a `dm` problem has left.
    fn mate_line(&self, moves: u32) -> Option<Vec<Move>> {
        let limits = MateLimits {
            nodes: Some(MATE_JUDGE_NODES),
            ..MateLimits::default()
        };
        let left = self.mate_moves_left(moves);
        match MateProver::new(limits).prove(&self.position, left, &mut |_, _| {}) {
            MateOutcome::Mate { line, .. } => Some(line),
            _ => None,
        }
    }

    /// Gives up: the rest of the solution from here (the attempt counts as failed).
    pub fn show_solution(&mut self) -> Vec<Move> {
        let rest = match &self.puzzle.acceptance {
            Acceptance::Line | Acceptance::AnyOf(_) | Acceptance::AnyBut(_) => self
                .puzzle
                .solution
                .get(self.step..)
                .unwrap_or_default()
                .to_vec(),
            Acceptance::MateIn(moves) => self.mate_line(*moves).unwrap_or_default(),
        };
        if self.state == AttemptState::Solving {
            self.state = AttemptState::GaveUp;
        }
        rest
    }

    /// Whether the attempt counts as solved for the rating: solved with no wrong move and at
    /// most the first hint.
    pub fn counts_as_solved(&self) -> bool {
        self.state == AttemptState::Solved && self.wrong_moves == 0 && self.hints <= 1
    }

    /// The grade for the repetition schedule.
    pub fn grade(&self) -> Grade {
        match (self.state, self.wrong_moves, self.hints) {
            (AttemptState::Solved, 0, 0) => Grade::Good,
            (AttemptState::Solved, 0, 1) => Grade::Hard,
            _ => Grade::Again,
        }
    }
}

/// The defender's reply after which the mate takes longest (`moves` attacker moves at most);
/// `None` when some reply escapes the mate (or the proof ran out of nodes).
fn longest_defence(pos: &Position, moves: u32) -> Option<Move> {
    let mut best: Option<(u32, Move)> = None;
    for &reply in pos.legal_moves().iter() {
        let limits = MateLimits {
            nodes: Some(MATE_JUDGE_NODES),
            ..MateLimits::default()
        };
        let after = pos.after(reply);
        match MateProver::new(limits).prove(&after, moves, &mut |_, _| {}) {
            MateOutcome::Mate { moves: needed, .. } => {
                if best.is_none_or(|(most, _)| needed > most) {
                    best = Some((needed, reply));
                }
            }
            _ => return None,
        }
    }
    best.map(|(_, reply)| reply)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::epd::parse_epd;

    fn epd_puzzle(line: &str) -> TrainerPuzzle {
        let records = parse_epd(line).expect("test EPD");
        TrainerPuzzle::from_epd(&records[0]).expect("a puzzle")
    }

    fn mv(pos: &Position, san: &str) -> Move {
        pos.parse_san(san).expect("test SAN")
    }

    #[test]
    fn a_mate_problem_accepts_any_mating_line() {
        let puzzle = epd_puzzle("kbK5/pp6/1P6/8/8/8/8/R7 w - - bm Ra6; dm 2; id \"Morphy\";");
        assert_eq!(puzzle.acceptance, Acceptance::MateIn(2));
        let mut attempt = Attempt::new(puzzle);
        let wrong = mv(attempt.position(), "Ra2");
        assert_eq!(attempt.try_move(wrong), MoveVerdict::Wrong);
        let right = mv(attempt.position(), "Ra6");
        let MoveVerdict::Correct { reply: Some(_) } = attempt.try_move(right) else {
            panic!("Ra6 is the key");
        };
        // Whatever Black did, a mate in one is left: find it from the prover's own hint.
        let Some(Hint::From(_)) = attempt.hint() else {
            panic!("a hint");
        };
        let Some(Hint::Move(mate)) = attempt.hint() else {
            panic!("the move");
        };
        assert_eq!(attempt.try_move(mate), MoveVerdict::Solved);
        assert!(!attempt.counts_as_solved(), "one wrong move and two hints");
        assert_eq!(attempt.grade(), Grade::Again);
    }

    #[test]
    fn a_line_puzzle_plays_the_replies_and_grades() {
        let position = Position::from_fen(
            "rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6",
        )
        .expect("test FEN");
        let mut line = Vec::new();
        let mut pos = position.clone();
        for san in ["Bxf7+", "Ke7", "Nd5#"] {
            let m = mv(&pos, san);
            pos.play_unchecked(m);
            line.push(m);
        }
        let puzzle = TrainerPuzzle {
            key: key_of(&position, line.first().copied()),
            position: position.clone(),
            solution: line.clone(),
            acceptance: Acceptance::Line,
            rating: 1250,
            themes: vec!["mateIn2".into()],
            source: "test".into(),
            game_id: None,
            game_ply: 0,
        };
        let mut attempt = Attempt::new(puzzle.clone());
        assert_eq!(
            attempt.try_move(line[0]),
            MoveVerdict::Correct {
                reply: Some(line[1])
            }
        );
        assert_eq!(attempt.try_move(line[2]), MoveVerdict::Solved);
        assert!(attempt.counts_as_solved());
        assert_eq!(attempt.grade(), Grade::Good);
        // Giving up shows the rest and counts as a failure.
        let mut attempt = Attempt::new(puzzle);
        assert_eq!(attempt.show_solution(), line);
        assert_eq!(attempt.state(), AttemptState::GaveUp);
        assert!(!attempt.counts_as_solved());
    }

    #[test]
    fn a_best_move_problem_accepts_any_listed_move() {
        let puzzle = epd_puzzle("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - bm Rd8#; id \"x\";");
        let mut attempt = Attempt::new(puzzle);
        let m = mv(attempt.position(), "Rd8#");
        assert_eq!(attempt.try_move(m), MoveVerdict::Solved);
    }

    #[test]
    fn an_avoid_move_problem_accepts_any_other_move() {
        let puzzle = epd_puzzle("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - am Rd7; id \"y\";");
        assert!(puzzle.solution.is_empty());
        let mut attempt = Attempt::new(puzzle);
        assert_eq!(attempt.hint(), None);
        let avoid = mv(attempt.position(), "Rd7");
        assert_eq!(attempt.try_move(avoid), MoveVerdict::Wrong);
        let other = mv(attempt.position(), "Kf1");
        assert_eq!(attempt.try_move(other), MoveVerdict::Solved);
    }
}
