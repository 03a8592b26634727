//! A repertoire drill as a front end runs it: the opponent's moves chosen in proportion to
//! how often a database's games play them (read once per repertoire on another thread, as
//! [`OpponentCounts`]) or evenly, shown one by one after a short delay; the user's answer
//! judged against the repertoire, the right move shown after a wrong one.

use std::{
    collections::HashMap,
    path::PathBuf,
    sync::{Arc, mpsc},
    time::Duration,
};

use super::{
    puzzle_trainer::REPLY_DELAY,
    repertoire::{Drill, DrillCards, DrillStep, Repertoire},
};
use crate::{
    chess::{Color, Move, Position},
    db::{Database, GameFilter},
    formats::pgn,
};

/// For positions with the opponent to move (by key): each repertoire move with the number of
/// database games that played it.
pub type OpponentCounts = HashMap<u64, Vec<(Move, u64)>>;

/// The positions of `repertoire` where the opponent is to move and the repertoire prepares
/// for some of their moves, each once.
pub fn opponent_positions(repertoire: &Repertoire) -> Vec<Position> {
    let mut seen = std::collections::HashSet::new();
    let mut positions = Vec::new();
    let tree = &repertoire.tree;
    let mut stack = vec![(tree.root(), Position::startpos())];
    while let Some((node, pos)) = stack.pop() {
        let mut any = false;
        for child in tree.children(node) {
            let Some(m) = tree.node(child).and_then(pgn::Node::chess_move) else {
                continue;
            };
            any = true;
            stack.push((child, pos.after(m)));
        }
        if any && pos.side_to_move() != repertoire.color && seen.insert(pos.key()) {
            positions.push(pos);
        }
    }
    positions
}

/// The explorer counts of the repertoire's opponent moves in `db` (all its games).
///
/// # Errors
/// When the database fails.
pub fn count_opponent_moves(
    db: &Database,
    repertoire: &Repertoire,
) -> Result<OpponentCounts, crate::db::DbError> {
    let index = repertoire.index();
    let mut counts = OpponentCounts::new();
    for pos in opponent_positions(repertoire) {
        let Some(theirs) = index.get(&pos.key()).map(|m| &m.theirs) else {
            continue;
        };
        let explored = db.explore(&pos, &GameFilter::default())?;
        let row = theirs
            .iter()
            .map(|&m| {
                let games = explored.iter().find(|e| e.mv == m).map_or(0, |e| e.games);
                (m, games)
            })
            .collect();
        counts.insert(pos.key(), row);
    }
    Ok(counts)
}

/// Counts being read on another thread.
pub struct CountJob {
    /// The side whose repertoire is counted.
    pub color: Color,
    /// The database.
    pub database: PathBuf,
    reply: mpsc::Receiver<Result<OpponentCounts, String>>,
}

impl CountJob {
    /// Starts counting `repertoire`'s opponent moves in the database at `path`.
    pub fn start(
        path: PathBuf,
        repertoire: Repertoire,
        waker: Arc<dyn Fn() + Send + Sync>,
    ) -> CountJob {
        let (send, reply) = mpsc::channel();
        let database = path.clone();
        let color = repertoire.color;
        std::thread::spawn(move || {
            let result = Database::open(&path)
                .and_then(|db| count_opponent_moves(&db, &repertoire))
                .map_err(|e| e.to_string());
            let _ = send.send(result);
            waker();
        });
        CountJob {
            color,
            database,
            reply,
        }
    }

    /// The counts once read (never waits).
    pub fn poll(&self) -> Option<Result<OpponentCounts, String>> {
        match self.reply.try_recv() {
            Ok(result) => Some(result),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(Err("counting failed".into())),
        }
    }
}

/// Where the drill stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillStatus {
    /// The user is to play the repertoire's move.
    YourMove,
    /// The user's move was not the repertoire's; these are.
    Wrong {
        /// The user's move.
        played: Move,
        /// The repertoire's moves.
        expected: Vec<Move>,
    },
    /// The line is over.
    Done,
}

/// One drill on the board.
pub struct DrillRun {
    /// The repertoire's side (at the bottom of the board).
    pub color: Color,
    drill: Drill,
    status: DrillStatus,
    /// Moves of the drill on the board.
    shown: usize,
    next_at: Option<Duration>,
    seed: u64,
    /// Right answers in this drill.
    pub right: u32,
}

impl DrillRun {
    /// Starts a drill of `repertoire` at `unix` seconds; plays up to the first question.
    pub fn start(
        repertoire: &Repertoire,
        cards: &DrillCards,
        counts: Option<&OpponentCounts>,
        unix: i64,
        now: Duration,
        seed: u64,
    ) -> DrillRun {
        let mut run = DrillRun {
            color: repertoire.color,
            drill: Drill::new(repertoire, unix),
            status: DrillStatus::Done,
            shown: 0,
            next_at: None,
            seed: seed | 1,
            right: 0,
        };
        run.advance(cards, counts, now);
        run
    }

    fn advance(&mut self, cards: &DrillCards, counts: Option<&OpponentCounts>, now: Duration) {
        // One game more than counted, so a line no game in the database plays still comes up.
        let mut weights = |pos: &Position, moves: &[Move]| -> Vec<u64> {
            let Some(row) = counts.and_then(|c| c.get(&pos.key())) else {
                return Vec::new();
            };
            moves
                .iter()
                .map(|m| 1 + row.iter().find(|(mv, _)| mv == m).map_or(0, |(_, n)| *n))
                .collect()
        };
        self.status = match self.drill.advance(cards, &mut weights, &mut self.seed) {
            DrillStep::YourMove => DrillStatus::YourMove,
            DrillStep::Done => DrillStatus::Done,
        };
        self.schedule(now);
    }

    fn schedule(&mut self, now: Duration) {
        self.next_at = self.revealing().then_some(now + REPLY_DELAY);
    }

    /// Where the drill stands.
    pub fn status(&self) -> &DrillStatus {
        &self.status
    }

    /// Questions asked and wrong answers in this drill.
    pub fn asked_and_mistakes(&self) -> (u32, u32) {
        (self.drill.asked, self.drill.mistakes)
    }

    /// Whether moves are still to appear.
    pub fn revealing(&self) -> bool {
        self.shown < self.drill.played().len()
    }

    /// The moves on the board.
    pub fn shown_moves(&self) -> &[Move] {
        self.drill.played().get(..self.shown).unwrap_or_default()
    }

    /// The position on the board.
    pub fn shown_position(&self) -> Position {
        let mut pos = Position::startpos();
        for &m in self.shown_moves() {
            pos.play_unchecked(m);
        }
        pos
    }

    /// The move that led to the position on the board.
    pub fn last_shown_move(&self) -> Option<Move> {
        self.shown_moves().last().copied()
    }

    /// Whether the user may answer now.
    pub fn accepts_moves(&self) -> bool {
        self.status == DrillStatus::YourMove && !self.revealing()
    }

    /// The user's answer; whether it was the repertoire's move (then the drill goes on).
    pub fn answer(
        &mut self,
        m: Move,
        cards: &mut DrillCards,
        counts: Option<&OpponentCounts>,
        now: Duration,
    ) -> Option<bool> {
        if !self.accepts_moves() || !self.drill.position().is_legal(m) {
            return None;
        }
        let expected = self.drill.answer(cards, m);
        if expected.is_empty() {
            self.right += 1;
            // The answer shows at once, the opponent's reply after the delay.
            self.shown += 1;
            self.advance(cards, counts, now);
            Some(true)
        } else {
            self.status = DrillStatus::Wrong {
                played: m,
                expected,
            };
            Some(false)
        }
    }

    /// After a wrong answer: plays the repertoire's move and goes on.
    pub fn go_on(&mut self, cards: &DrillCards, counts: Option<&OpponentCounts>, now: Duration) {
        if !matches!(self.status, DrillStatus::Wrong { .. }) {
            return;
        }
        self.drill.play_repertoire_move();
        self.shown += 1;
        self.advance(cards, counts, now);
    }

    /// Shows the moves whose time has come; returns how long until the next one.
    pub fn tick(&mut self, now: Duration) -> Option<Duration> {
        let at = self.next_at?;
        if now < at {
            return Some(at - now);
        }
        self.shown = (self.shown + 1).min(self.drill.played().len());
        self.schedule(now);
        self.next_at.map(|_| REPLY_DELAY)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const REPERTOIRE: &str = "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 *";

    fn reveal_all(run: &mut DrillRun) {
        let mut now = Duration::ZERO;
        while run.revealing() {
            now += REPLY_DELAY;
            run.tick(now);
        }
    }

    #[test]
    fn opponent_positions_are_where_the_repertoire_expects_their_moves() {
        let rep = Repertoire::from_pgn(REPERTOIRE, Color::White).expect("repertoire");
        let positions = opponent_positions(&rep);
        // After 1. e4 and after 1. e4 e5 2. Nf3 (the c5 line ends with White's move).
        assert_eq!(positions.len(), 2);
        assert!(positions.iter().all(|p| p.side_to_move() == Color::Black));
    }

    #[test]
    fn counts_come_from_the_database_and_steer_the_drill() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("games.db");
        let mut db = Database::create_or_open(&path).expect("database");
        for text in ["1. e4 c5 2. Nf3 d6 *", "1. e4 c5 2. Nc3 *", "1. d4 d5 *"] {
            let game = pgn::read_all(text)
                .into_iter()
                .next()
                .and_then(Result::ok)
                .expect("test game");
            db.add_game(&game).expect("add");
        }
        let rep = Repertoire::from_pgn(REPERTOIRE, Color::White).expect("repertoire");
        let counts = count_opponent_moves(&db, &rep).expect("counts");
        let after_e4 =
            Position::startpos().after(Position::startpos().parse_san("e4").expect("e4"));
        let row = counts.get(&after_e4.key()).expect("after e4");
        let games = |san: &str| {
            let m = after_e4.parse_san(san).expect("SAN");
            row.iter().find(|(mv, _)| *mv == m).map(|(_, n)| *n)
        };
        assert_eq!((games("c5"), games("e5")), (Some(2), Some(0)));
        // With 3 to 1 odds for c5, most drills go there.
        let mut c5 = 0;
        for seed in 0..200 {
            let mut cards = DrillCards::default();
            let mut run = DrillRun::start(&rep, &cards, Some(&counts), 0, Duration::ZERO, seed);
            reveal_all(&mut run);
            let e4 = run.shown_position().parse_san("e4").expect("e4");
            assert_eq!(
                run.answer(e4, &mut cards, Some(&counts), Duration::ZERO),
                Some(true)
            );
            reveal_all(&mut run);
            if run
                .shown_moves()
                .get(1)
                .is_some_and(|&m| after_e4.san(m) == "c5")
            {
                c5 += 1;
            }
        }
        assert!((120..190).contains(&c5), "{c5} of 200");
    }

    #[test]
    fn a_wrong_answer_shows_the_right_move_and_the_drill_goes_on() {
        let rep = Repertoire::from_pgn("1. e4 e5 2. Nf3 *", Color::White).expect("repertoire");
        let mut cards = DrillCards::default();
        let mut run = DrillRun::start(&rep, &cards, None, 0, Duration::ZERO, 1);
        assert!(run.accepts_moves());
        let d4 = run.shown_position().parse_san("d4").expect("d4");
        assert_eq!(
            run.answer(d4, &mut cards, None, Duration::ZERO),
            Some(false)
        );
        let DrillStatus::Wrong { expected, .. } = run.status().clone() else {
            panic!("a wrong answer");
        };
        assert_eq!(Position::startpos().san(expected[0]), "e4");
        run.go_on(&cards, None, Duration::ZERO);
        reveal_all(&mut run);
        assert_eq!(run.shown_moves().len(), 2, "e4 and e5 on the board");
        let nf3 = run.shown_position().parse_san("Nf3").expect("Nf3");
        assert_eq!(
            run.answer(nf3, &mut cards, None, Duration::ZERO),
            Some(true)
        );
        assert_eq!(run.status(), &DrillStatus::Done);
        assert_eq!(run.asked_and_mistakes(), (2, 1));
    }
}
