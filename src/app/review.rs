//! Game review: every position of the mainline searched in the background ([`ReviewJob`]: a
//! thread of its own driving a fresh engine through an [`EngineRunner`]), then each move
//! judged by how much winning chance it gave away ([`Review::build`]), per-player accuracy,
//! and the results written into the game as NAGs, comments, `[%eval]` commands and
//! better-move variations ([`Review::annotate`]).
//!
//! # The rules (also in the README)
//!
//! - **Win probability** (Lichess's model): `win% = 50 + 50 · (2 / (1 + e^(−0.00368208·cp)) − 1)`
//!   from the mover's point of view, with `cp` clamped to ±1000; a mate for the mover is 100 %,
//!   a mate against it 0 %, a drawn final position 50 %.
//! - **Judgement** of a move, from the drop `d = win%(before) − win%(after)` for the mover:
//!   the engine's own choice is *best*; otherwise `d ≥ 15` is a *blunder* (??), `d ≥ 10` a
//!   *mistake* (?), `d ≥ 5` an *inaccuracy* (?!), anything less *good*. These are Lichess's
//!   thresholds (0.3, 0.2, 0.1 on its −1…1 winning-chances scale).
//! - **Accuracy** of a move (Lichess's formula): `103.1668 · e^(−0.04354 · d) − 3.1669`, clamped
//!   to 0…100; a player's accuracy is the plain mean over their moves (Lichess also weights
//!   by volatility and mixes in a harmonic mean; we keep the simple mean).

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    thread::JoinHandle,
    time::{Duration, Instant},
};

use serde::{Deserialize, Serialize};

use super::{
    engine_runner::{EngineRunner, Waker},
    engines::EngineEntry,
};
use crate::{
    chess::{ByColor, Color, Move, Position},
    engine::{Score, SearchLimits},
    formats::pgn::{
        self,
        annotation::{Command, Eval, EvalScore, Nag},
    },
};

/// How long each position is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReviewLimit {
    /// A fixed time per position, in milliseconds.
    MoveTime(u32),
    /// A fixed depth per position.
    Depth(u32),
}

impl Default for ReviewLimit {
    fn default() -> Self {
        ReviewLimit::MoveTime(500)
    }
}

impl ReviewLimit {
    /// The limits of one position's search.
    pub fn search_limits(self) -> SearchLimits {
        match self {
            ReviewLimit::MoveTime(ms) => {
                SearchLimits::movetime(Duration::from_millis(u64::from(ms.max(10))))
            }
            ReviewLimit::Depth(d) => SearchLimits::depth(d.max(1)),
        }
    }
}

/// The verdict on one position, from White's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The engine's score.
    Score(Score),
    /// This side is checkmated.
    Mated(Color),
    /// Stalemate.
    Stalemate,
}

impl Verdict {
    /// White's winning chance in percent (see the module documentation).
    pub fn white_win_percent(self) -> f64 {
        match self {
            Verdict::Score(Score::Cp(cp)) => win_percent_from_cp(cp),
            Verdict::Score(Score::Mate(n)) if n > 0 => 100.0,
            Verdict::Score(Score::Mate(_)) => 0.0,
            Verdict::Mated(Color::White) => 0.0,
            Verdict::Mated(Color::Black) => 100.0,
            Verdict::Stalemate => 50.0,
        }
    }

    /// The winning chance of `color`.
    pub fn win_percent(self, color: Color) -> f64 {
        match color {
            Color::White => self.white_win_percent(),
            Color::Black => 100.0 - self.white_win_percent(),
        }
    }

    /// The engine score, when there was a search.
    pub fn score(self) -> Option<Score> {
        match self {
            Verdict::Score(s) => Some(s),
            _ => None,
        }
    }
}

/// Lichess's win probability for a white-relative centipawn score.
pub fn win_percent_from_cp(cp: i32) -> f64 {
    let cp = f64::from(cp.clamp(-1000, 1000));
    50.0 + 50.0 * (2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0)
}

/// Lichess's accuracy of a move that dropped the mover's win% by `drop` points.
pub fn move_accuracy(drop: f64) -> f64 {
    (103.166_8 * (-0.043_54 * drop.max(0.0)).exp() - 3.166_9).clamp(0.0, 100.0)
}

/// One searched position.
#[derive(Clone, Debug, PartialEq)]
pub struct PositionEval {
    /// The verdict.
    pub verdict: Verdict,
    /// The engine's move, when it searched.
    pub best: Option<Move>,
    /// Its line, starting with `best`.
    pub pv: Vec<Move>,
    /// The depth reached.
    pub depth: Option<u32>,
}

/// How good a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    /// The engine's choice.
    Best,
    /// Lost less than 5 win% points.
    Good,
    /// Lost 5 to 10 points.
    Inaccuracy,
    /// Lost 10 to 15 points.
    Mistake,
    /// Lost 15 points or more.
    Blunder,
}

impl Judgement {
    /// Every judgement, best first.
    pub const ALL: [Judgement; 5] = [
        Judgement::Best,
        Judgement::Good,
        Judgement::Inaccuracy,
        Judgement::Mistake,
        Judgement::Blunder,
    ];

    /// Judges a move from the mover's win% before and after it.
    pub fn from_drop(played_best: bool, drop: f64) -> Judgement {
        if played_best {
            Judgement::Best
        } else if drop >= 15.0 {
            Judgement::Blunder
        } else if drop >= 10.0 {
            Judgement::Mistake
        } else if drop >= 5.0 {
            Judgement::Inaccuracy
        } else {
            Judgement::Good
        }
    }

    /// The word for it.
    pub fn name(self) -> &'static str {
        match self {
            Judgement::Best => "best",
            Judgement::Good => "good",
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }

    /// The NAG written into the PGN (none for best and good moves).
    pub fn nag(self) -> Option<Nag> {
        match self {
            Judgement::Inaccuracy => Some(Nag::DUBIOUS),
            Judgement::Mistake => Some(Nag::MISTAKE),
            Judgement::Blunder => Some(Nag::BLUNDER),
            Judgement::Best | Judgement::Good => None,
        }
    }
}

/// The review of one move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The position index after the move (1 for the first move).
    pub ply: usize,
    /// Who moved.
    pub mover: Color,
    /// The move.
    pub mv: Move,
    /// The move in SAN, with its number (`12… Qxb2`).
    pub label: String,
    /// The judgement.
    pub judgement: Judgement,
    /// The mover's win% before and after.
    pub win_before: f64,
    /// See `win_before`.
    pub win_after: f64,
    /// The move's accuracy (0–100).
    pub accuracy: f64,
    /// The engine's move in SAN when the played one was not it.
    pub better: Option<String>,
}

/// A finished review.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// Every position's evaluation, the start position first.
    pub evals: Vec<PositionEval>,
    /// Every move's review.
    pub moves: Vec<MoveReview>,
    /// Each player's accuracy (`None` without moves).
    pub accuracy: ByColor<Option<f64>>,
    /// The limit it ran at.
    pub limit: ReviewLimit,
    /// How long it took.
    pub elapsed: Duration,
}

impl Review {
    /// Judges every move from the evaluations of the positions around it.
    pub fn build(
        start: &Position,
        moves: &[Move],
        evals: Vec<PositionEval>,
        limit: ReviewLimit,
        elapsed: Duration,
    ) -> Review {
        let mut pos = start.clone();
        let mut reviews = Vec::with_capacity(moves.len());
        for (i, &mv) in moves.iter().enumerate() {
            let (Some(before), Some(after)) = (evals.get(i), evals.get(i + 1)) else {
                break;
            };
            let mover = pos.side_to_move();
            let number = pos.fullmove_number();
            let san = pos.san(mv);
            let label = match mover {
                Color::White => format!("{number}. {san}"),
                Color::Black => format!("{number}… {san}"),
            };
            let win_before = before.verdict.win_percent(mover);
            let win_after = after.verdict.win_percent(mover);
            let drop = (win_before - win_after).max(0.0);
            let played_best = before.best == Some(mv);
            let better = match before.best {
                Some(best) if !played_best && pos.is_legal(best) => Some(pos.san(best)),
                _ => None,
            };
            reviews.push(MoveReview {
                ply: i + 1,
                mover,
                mv,
                label,
                judgement: Judgement::from_drop(played_best, drop),
                win_before,
                win_after,
                accuracy: move_accuracy(drop),
                better,
            });
            pos = pos.after(mv);
        }
        let mean = |color: Color| {
            let list: Vec<f64> = reviews
                .iter()
                .filter(|r| r.mover == color)
                .map(|r| r.accuracy)
                .collect();
            (!list.is_empty()).then(|| list.iter().sum::<f64>() / list.len() as f64)
        };
        let accuracy = ByColor {
            white: mean(Color::White),
            black: mean(Color::Black),
        };
        Review {
            evals,
            moves: reviews,
            accuracy,
            limit,
            elapsed,
        }
    }

    /// How many moves of `color` got `judgement`.
    pub fn count(&self, color: Color, judgement: Judgement) -> usize {
        self.moves
            .iter()
            .filter(|m| m.mover == color && m.judgement == judgement)
            .count()
    }

    /// Writes the review into `game`'s mainline: an `[%eval]` after every move, a NAG and a
    /// comment on inaccuracies, mistakes and blunders, and the engine's line as a variation.
    /// Returns how many moves got a judgement mark. Running it twice changes nothing more.
    pub fn annotate(&self, game: &mut pgn::Game) -> Result<usize, pgn::EditError> {
        // Index i is the node after i plies (the root first).
        let mut nodes = vec![game.root()];
        nodes.extend(game.mainline());
        let mut marked = 0;
        for review in &self.moves {
            let (Some(&node), Some(&parent)) = (nodes.get(review.ply), nodes.get(review.ply - 1))
            else {
                break;
            };
            if game.node(node).and_then(pgn::Node::chess_move) != Some(review.mv) {
                break;
            }
            let after = self.evals.get(review.ply);
            let Some(node_data) = game.node_mut(node) else {
                break;
            };
            if let Some(eval) = after.and_then(pgn_eval) {
                node_data
                    .commands
                    .retain(|c| !matches!(c, Command::Eval(_)));
                node_data.commands.push(Command::Eval(eval));
            }
            let Some(nag) = review.judgement.nag() else {
                continue;
            };
            marked += 1;
            // Move-quality glyphs (1–6) are replaced; other NAGs stay.
            let mut nags: Vec<Nag> = node_data
                .nags
                .iter()
                .copied()
                .filter(|n| !(1..=6).contains(&n.0))
                .collect();
            nags.insert(0, nag);
            let mut note = capitalise(review.judgement.name());
            if let Some(better) = &review.better {
                note.push_str(&format!(". {better} was best."));
            }
            let comment = if node_data.comment.contains(&note) {
                node_data.comment.clone()
            } else if node_data.comment.is_empty() {
                note
            } else {
                format!("{} {note}", node_data.comment)
            };
            game.set_nags(node, nags)?;
            game.set_comment(node, &comment)?;
            let pv = self
                .evals
                .get(review.ply - 1)
                .map(|e| e.pv.clone())
                .unwrap_or_default();
            add_variation(game, parent, &pv)?;
        }
        Ok(marked)
    }
}

/// The engine line after `parent` as a variation (at most 8 plies; existing moves reused).
fn add_variation(
    game: &mut pgn::Game,
    parent: pgn::NodeId,
    pv: &[Move],
) -> Result<(), pgn::EditError> {
    let mut at = parent;
    for &mv in pv.iter().take(8) {
        at = match game.add_move(at, mv) {
            Ok(child) => child,
            // An engine line with an illegal move ends there.
            Err(pgn::EditError::IllegalMove { .. }) => break,
            Err(e) => return Err(e),
        };
    }
    Ok(())
}

fn capitalise(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The `[%eval]` of a searched position (none for mates on the board).
fn pgn_eval(eval: &PositionEval) -> Option<Eval> {
    let score = match eval.verdict.score()? {
        Score::Cp(cp) => EvalScore::Centipawns(cp),
        Score::Mate(n) => EvalScore::Mate(n),
    };
    Some(Eval {
        score,
        depth: eval.depth,
    })
}

/// A message from the review thread.
#[derive(Debug)]
enum ReviewMsg {
    Eval(usize, PositionEval),
    Failed(String),
    Finished,
}

/// A review running in the background.
pub struct ReviewJob {
    cancel: Arc<AtomicBool>,
    rx: mpsc::Receiver<ReviewMsg>,
    thread: Option<JoinHandle<()>>,
    start: Position,
    moves: Vec<Move>,
    evals: Vec<Option<PositionEval>>,
    limit: ReviewLimit,
    started: Instant,
    /// The engine's name.
    pub engine: String,
}

/// What a poll of the job found.
#[derive(Debug)]
pub enum ReviewPoll {
    /// Still running.
    Running,
    /// Done.
    Finished(Review),
    /// The engine failed; the text says how.
    Failed(String),
}

impl ReviewJob {
    /// Starts reviewing `start` + `moves` on a background thread with a fresh engine from
    /// `entry` (its stored options applied); `wake` is called after each position.
    pub fn start(
        entry: &EngineEntry,
        start: Position,
        moves: Vec<Move>,
        limit: ReviewLimit,
        wake: Waker,
    ) -> ReviewJob {
        let cancel = Arc::new(AtomicBool::new(false));
        let (tx, rx) = mpsc::channel();
        let thread = {
            let cancel = Arc::clone(&cancel);
            let entry = entry.clone();
            let start = start.clone();
            let moves = moves.clone();
            std::thread::Builder::new()
                .name("tempo-review".into())
                .spawn(move || {
                    let send = |msg| {
                        // The owner may have dropped the job; then nobody listens.
                        let _ = tx.send(msg);
                        wake();
                    };
                    match review_positions(&entry, &start, &moves, limit, &cancel, &send) {
                        Ok(()) => send(ReviewMsg::Finished),
                        Err(e) => send(ReviewMsg::Failed(e)),
                    }
                })
                .ok()
        };
        let positions = moves.len() + 1;
        let mut job = ReviewJob {
            cancel,
            rx,
            thread,
            start,
            moves,
            evals: vec![None; positions],
            limit,
            started: Instant::now(),
            engine: entry.name.clone(),
        };
        if job.thread.is_none() {
            job.evals.clear();
        }
        job
    }

    /// Positions searched so far and in all.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.evals.iter().filter(|e| e.is_some()).count(),
            self.evals.len(),
        )
    }

    /// The evaluations that arrived, by position index (for a live graph).
    pub fn partial(&self) -> &[Option<PositionEval>] {
        &self.evals
    }

    /// Collects what the thread sent.
    pub fn poll(&mut self) -> ReviewPoll {
        if self.thread.is_none() {
            return ReviewPoll::Failed("could not start the review thread".into());
        }
        while let Ok(msg) = self.rx.try_recv() {
            match msg {
                ReviewMsg::Eval(i, eval) => {
                    if let Some(slot) = self.evals.get_mut(i) {
                        *slot = Some(eval);
                    }
                }
                ReviewMsg::Failed(e) => return ReviewPoll::Failed(e),
                ReviewMsg::Finished => {
                    let Some(evals) = self.evals.iter().cloned().collect::<Option<Vec<_>>>() else {
                        return ReviewPoll::Failed("the review stopped early".into());
                    };
                    return ReviewPoll::Finished(Review::build(
                        &self.start,
                        &self.moves,
                        evals,
                        self.limit,
                        self.started.elapsed(),
                    ));
                }
            }
        }
        ReviewPoll::Running
    }

    /// Asks the thread to stop (it finishes the current search at once).
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl Drop for ReviewJob {
    fn drop(&mut self) {
        self.cancel();
        // Detach: the thread stops its engine within moments and exits on its own, and
        // joining here would freeze the window while an external engine shuts down.
        drop(self.thread.take());
    }
}

/// The review thread: searches each position in turn and sends its evaluation.
fn review_positions(
    entry: &EngineEntry,
    start: &Position,
    moves: &[Move],
    limit: ReviewLimit,
    cancel: &AtomicBool,
    send: &dyn Fn(ReviewMsg),
) -> Result<(), String> {
    let mut runner = EngineRunner::start(entry, None);
    let report = runner.wait_until_started().map_err(|e| e.to_string())?;
    // The stored values come from the engine manager, which shows them; the review runs anyway.
    for warning in report.warnings {
        eprintln!("tempo: {}: {warning}", entry.name);
    }
    let mut pos = start.clone();
    for i in 0..=moves.len() {
        if cancel.load(Ordering::Relaxed) {
            break;
        }
        let eval = if pos.legal_moves().is_empty() {
            PositionEval {
                verdict: if pos.in_check() {
                    Verdict::Mated(pos.side_to_move())
                } else {
                    Verdict::Stalemate
                },
                best: None,
                pv: Vec::new(),
                depth: None,
            }
        } else {
            let history = moves.get(..i).unwrap_or_default();
            let give_up = || cancel.load(Ordering::Relaxed);
            let searched = runner
                .search_to_end_unless(start, history, limit.search_limits(), &give_up)
                .map_err(|e| e.to_string())?;
            let Some(summary) = searched else {
                break;
            };
            // The last exact main-line report (a bound only when no exact one came).
            let info = runner.main_line().cloned().unwrap_or_default();
            let best = summary.best;
            let score = info.score.unwrap_or(Score::Cp(0));
            let pv = if info.pv.first() == best.as_ref() || best.is_none() {
                info.pv
            } else {
                best.into_iter().collect()
            };
            PositionEval {
                verdict: Verdict::Score(score.white_relative(pos.side_to_move())),
                best,
                pv,
                depth: info.depth,
            }
        };
        send(ReviewMsg::Eval(i, eval));
        if let Some(&mv) = moves.get(i) {
            pos = pos.after(mv);
        }
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn win_percent_matches_lichess() {
        assert!((win_percent_from_cp(0) - 50.0).abs() < 1e-9);
        // +1.00 is winning chances 0.182 on Lichess's −1…1 scale, 59.1 %.
        assert!((win_percent_from_cp(100) - 59.10).abs() < 0.05);
        assert!((win_percent_from_cp(-100) - 40.90).abs() < 0.05);
        assert_eq!(win_percent_from_cp(5000), win_percent_from_cp(1000));
        assert!((move_accuracy(0.0) - 100.0).abs() < 0.01);
        assert!(move_accuracy(100.0) < 1.0);
    }

    #[test]
    fn judgements_follow_the_thresholds() {
        assert_eq!(Judgement::from_drop(true, 40.0), Judgement::Best);
        assert_eq!(Judgement::from_drop(false, 4.9), Judgement::Good);
        assert_eq!(Judgement::from_drop(false, 5.0), Judgement::Inaccuracy);
        assert_eq!(Judgement::from_drop(false, 12.0), Judgement::Mistake);
        assert_eq!(Judgement::from_drop(false, 15.0), Judgement::Blunder);
    }

    fn eval(cp: i32, best: Option<Move>) -> PositionEval {
        PositionEval {
            verdict: Verdict::Score(Score::Cp(cp)),
            best,
            pv: best.into_iter().collect(),
            depth: Some(10),
        }
    }

    #[test]
    fn review_judges_moves_and_annotates_the_game() {
        let start = Position::startpos();
        let f3 = start.parse_san("f3").unwrap();
        let e4 = start.parse_san("e4").unwrap();
        let p1 = start.after(f3);
        let e5 = p1.parse_san("e5").unwrap();
        let p2 = p1.after(e5);
        let g4 = p2.parse_san("g4").unwrap();
        let nc3 = p2.parse_san("Nc3").unwrap();
        let p3 = p2.after(g4);
        let qh4 = p3.parse_san("Qh4#").unwrap();
        let moves = vec![f3, e5, g4, qh4];
        let evals = vec![
            eval(30, Some(e4)),
            eval(-50, Some(e5)),
            eval(-40, Some(nc3)),
            mate_for_black(qh4),
            PositionEval {
                verdict: Verdict::Mated(Color::White),
                best: None,
                pv: Vec::new(),
                depth: None,
            },
        ];
        let review = Review::build(
            &start,
            &moves,
            evals,
            ReviewLimit::default(),
            Duration::ZERO,
        );
        let judged: Vec<_> = review.moves.iter().map(|m| m.judgement).collect();
        assert_eq!(
            judged,
            [
                Judgement::Inaccuracy,
                Judgement::Best,
                Judgement::Blunder,
                Judgement::Best
            ]
        );
        assert_eq!(review.moves[2].better.as_deref(), Some("Nc3"));
        assert_eq!(review.count(Color::White, Judgement::Blunder), 1);
        assert!(review.accuracy.black.unwrap() > 95.0);
        assert!(review.accuracy.white.unwrap() < 60.0);

        let mut game = pgn::Game::new(start.clone());
        let mut at = game.root();
        for &mv in &moves {
            at = game.add_move(at, mv).unwrap();
        }
        assert_eq!(review.annotate(&mut game).unwrap(), 2);
        assert_eq!(review.annotate(&mut game).unwrap(), 2, "twice is harmless");
        let mainline = game.mainline();
        let g4_node = game.node(mainline[2]).unwrap();
        assert_eq!(g4_node.nags, vec![Nag::BLUNDER]);
        assert_eq!(g4_node.comment, "Blunder. Nc3 was best.");
        assert!(g4_node.eval().is_some());
        // Nc3 became a variation after 1. f3 e5.
        assert_eq!(game.children(mainline[1]).count(), 2);
        // And 1. e4 beside 1. f3.
        assert_eq!(game.children(game.root()).count(), 2);
    }

    #[test]
    fn a_job_reviews_a_game_with_our_engine() {
        let start = Position::startpos();
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for san in ["f3", "e5", "g4", "Qh4#"] {
            let mv = pos.parse_san(san).unwrap();
            pos = pos.after(mv);
            moves.push(mv);
        }
        let entry = crate::app::engines::builtin_engines().remove(0);
        let mut job =
            ReviewJob::start(&entry, start, moves, ReviewLimit::Depth(4), Arc::new(|| {}));
        let deadline = Instant::now() + Duration::from_secs(60);
        let review = loop {
            match job.poll() {
                ReviewPoll::Running => {
                    assert!(Instant::now() < deadline, "the review is stuck");
                    std::thread::sleep(Duration::from_millis(10));
                }
                ReviewPoll::Finished(review) => break review,
                ReviewPoll::Failed(e) => panic!("{e}"),
            }
        };
        assert_eq!(job.progress(), (5, 5));
        assert_eq!(review.evals.len(), 5);
        assert_eq!(review.evals[4].verdict, Verdict::Mated(Color::White));
        assert_eq!(review.moves[2].judgement, Judgement::Blunder, "{review:?}");
        assert_eq!(review.moves[3].judgement, Judgement::Best, "Qh4# is best");
    }

    /// Black mates next move with `best`.
    fn mate_for_black(best: Move) -> PositionEval {
        PositionEval {
            verdict: Verdict::Score(Score::Mate(-1)),
            best: Some(best),
            pv: vec![best],
            depth: Some(5),
        }
    }
}
