//! Opening repertoires: a White and a Black move tree (from a PGN, the explorer or moves played
//! on the board, with comments), drilled with spaced repetition: the trainer plays the
//! opponent's moves of the tree, in proportion to how often they occur in a database when
//! counts are given, else evenly, and the user must answer with the repertoire's move.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::schedule::{Card, Grade};
use crate::{
    chess::{Color, Move, Position},
    formats::pgn::{self, Game, NodeId, read_all, write_game},
};

/// Why a repertoire could not be read.
#[derive(Debug, thiserror::Error)]
pub enum RepertoireError {
    /// A game of the PGN text could not be read.
    #[error("game {number}: {message}")]
    Pgn {
        /// Which game (1-based).
        number: usize,
        /// What went wrong.
        message: String,
    },
    /// A game does not start from the standard position.
    #[error("game {0} does not start from the standard position")]
    NotFromStart(usize),
    /// A move cannot be added.
    #[error("{0}")]
    Edit(String),
}

/// One side's repertoire.
#[derive(Clone, Debug)]
pub struct Repertoire {
    /// The side it is for.
    pub color: Color,
    /// The move tree from the standard start position, comments included.
    pub tree: Game,
}

/// The repertoire's moves in one position, reached by any move order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RepertoireMoves {
    /// The repertoire's own moves (positions where its side is to move).
    pub ours: Vec<Move>,
    /// The opponent moves it prepares for.
    pub theirs: Vec<Move>,
}

impl Repertoire {
    /// An empty repertoire for `color`.
    pub fn new(color: Color) -> Repertoire {
        Repertoire {
            color,
            tree: Game::new(Position::startpos()),
        }
    }

    /// The repertoire of every game (and variation) in `text`, merged into one tree.
    ///
    /// # Errors
    /// When a game cannot be read or does not start from the standard position.
    pub fn from_pgn(text: &str, color: Color) -> Result<Repertoire, RepertoireError> {
        let mut repertoire = Repertoire::new(color);
        repertoire.add_pgn(text)?;
        Ok(repertoire)
    }

    /// Merges every game (and variation) of `text` into the tree, comments included; returns
    /// the number of games. Nothing is added when a game is refused.
    ///
    /// # Errors
    /// When a game cannot be read or does not start from the standard position.
    pub fn add_pgn(&mut self, text: &str) -> Result<usize, RepertoireError> {
        let mut games = Vec::new();
        for (index, game) in read_all(text).into_iter().enumerate() {
            let number = index + 1;
            let game = game.map_err(|e| RepertoireError::Pgn {
                number,
                message: e.to_string(),
            })?;
            if game.start_position() != &Position::startpos() {
                return Err(RepertoireError::NotFromStart(number));
            }
            games.push(game);
        }
        let mut merged = self.clone();
        for game in &games {
            let root = merged.tree.root();
            merged.merge(game, game.root(), root)?;
        }
        *self = merged;
        Ok(games.len())
    }

    /// Whether the repertoire has no moves.
    pub fn is_empty(&self) -> bool {
        self.tree.children(self.tree.root()).next().is_none()
    }

    /// Copies the subtree under `from` in `source` below `to` in the repertoire.
    fn merge(&mut self, source: &Game, from: NodeId, to: NodeId) -> Result<(), RepertoireError> {
        let children: Vec<NodeId> = source.children(from).collect();
        for child in children {
            let Some(m) = source.node(child).and_then(pgn::Node::chess_move) else {
                continue;
            };
            let added = self.add_move(to, m)?;
            if let Some(comment) = source.node(child).map(|n| n.comment.clone())
                && !comment.is_empty()
                && self.tree.node(added).is_some_and(|n| n.comment.is_empty())
            {
                self.tree
                    .set_comment(added, &comment)
                    .map_err(|e| RepertoireError::Edit(e.to_string()))?;
            }
            self.merge(source, child, added)?;
        }
        Ok(())
    }

    /// The child of `parent` playing `m`, added when missing.
    fn add_move(&mut self, parent: NodeId, m: Move) -> Result<NodeId, RepertoireError> {
        let existing = self
            .tree
            .children(parent)
            .find(|&c| self.tree.node(c).and_then(pgn::Node::chess_move) == Some(m));
        match existing {
            Some(child) => Ok(child),
            None => self
                .tree
                .add_move(parent, m)
                .map_err(|e| RepertoireError::Edit(e.to_string())),
        }
    }

    /// Adds a line of moves from the start (from the board or the explorer).
    ///
    /// # Errors
    /// When a move is illegal.
    pub fn add_line(&mut self, moves: &[Move]) -> Result<(), RepertoireError> {
        let mut node = self.tree.root();
        for &m in moves {
            node = self.add_move(node, m)?;
        }
        Ok(())
    }

    /// The repertoire as PGN (to save it).
    pub fn to_pgn(&self) -> String {
        write_game(&self.tree)
    }

    /// Every position of the tree (by key) with the moves played from it, however reached.
    pub fn index(&self) -> HashMap<u64, RepertoireMoves> {
        let mut index: HashMap<u64, RepertoireMoves> = HashMap::new();
        let mut stack = vec![(self.tree.root(), Position::startpos())];
        while let Some((node, pos)) = stack.pop() {
            for child in self.tree.children(node) {
                let Some(m) = self.tree.node(child).and_then(pgn::Node::chess_move) else {
                    continue;
                };
                let entry = index.entry(pos.key()).or_default();
                let moves = if pos.side_to_move() == self.color {
                    &mut entry.ours
                } else {
                    &mut entry.theirs
                };
                if !moves.contains(&m) {
                    moves.push(m);
                }
                stack.push((child, pos.after(m)));
            }
        }
        index
    }
}

/// Repertoire drills: a card per position where the repertoire's side is to move.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct DrillCards {
    /// Cards by position key.
    pub cards: HashMap<u64, Card>,
}

/// One drill: a line through the repertoire with the user's moves asked where due. The cards
/// are passed in to each step, so the drill can live beside them.
pub struct Drill {
    index: HashMap<u64, RepertoireMoves>,
    color: Color,
    position: Position,
    played: Vec<Move>,
    now: i64,
    /// Answers wrong in this drill.
    pub mistakes: u32,
    /// Moves asked in this drill.
    pub asked: u32,
}

/// What the drill wants next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillStep {
    /// The user is to play the repertoire's move here.
    YourMove,
    /// The line is over (the repertoire ends here).
    Done,
}

/// Chooses among the opponent's moves: given the position and the candidates, the weight of
/// each (e.g. the number of database games); equal weights when it returns nothing.
pub type OpponentWeights<'w> = &'w mut dyn FnMut(&Position, &[Move]) -> Vec<u64>;

impl Drill {
    /// A drill of `repertoire` at time `now`.
    pub fn new(repertoire: &Repertoire, now: i64) -> Drill {
        Drill {
            index: repertoire.index(),
            color: repertoire.color,
            position: Position::startpos(),
            played: Vec::new(),
            now,
            mistakes: 0,
            asked: 0,
        }
    }

    /// The number of positions to drill that are due at `now` (new ones included).
    pub fn due(repertoire: &Repertoire, cards: &DrillCards, now: i64) -> usize {
        repertoire
            .index()
            .iter()
            .filter(|(_, moves)| !moves.ours.is_empty())
            .filter(|(key, _)| cards.cards.get(key).is_none_or(|c| c.is_due(now)))
            .count()
    }

    /// Positions learnt (answered right at least once since the last failure) and the total.
    pub fn progress(repertoire: &Repertoire, cards: &DrillCards) -> (usize, usize) {
        let index = repertoire.index();
        let ours: Vec<&u64> = index
            .iter()
            .filter(|(_, moves)| !moves.ours.is_empty())
            .map(|(key, _)| key)
            .collect();
        let learnt = ours
            .iter()
            .filter(|key| cards.cards.get(**key).is_some_and(|c| c.streak > 0))
            .count();
        (learnt, ours.len())
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves played in this drill.
    pub fn played(&self) -> &[Move] {
        &self.played
    }

    /// Plays on until the user must answer or the line ends: the opponent's moves are chosen
    /// by `weights` (steering towards positions with due cards), the repertoire's own moves
    /// are played for the user where their card is not due.
    pub fn advance(
        &mut self,
        cards: &DrillCards,
        weights: OpponentWeights<'_>,
        seed: &mut u64,
    ) -> DrillStep {
        loop {
            let Some(moves) = self.index.get(&self.position.key()).cloned() else {
                return DrillStep::Done;
            };
            if self.position.side_to_move() == self.color {
                if moves.ours.is_empty() {
                    return DrillStep::Done;
                }
                let due = cards
                    .cards
                    .get(&self.position.key())
                    .is_none_or(|c| c.is_due(self.now));
                if due {
                    self.asked += 1;
                    return DrillStep::YourMove;
                }
                let m = moves.ours[0];
                self.play(m);
            } else {
                if moves.theirs.is_empty() {
                    return DrillStep::Done;
                }
                let mut w = weights(&self.position, &moves.theirs);
                if w.len() != moves.theirs.len() || w.iter().all(|&x| x == 0) {
                    w = vec![1; moves.theirs.len()];
                }
                let m = moves.theirs[weighted_choice(&w, seed)];
                self.play(m);
            }
        }
    }

    fn play(&mut self, m: Move) {
        self.position.play_unchecked(m);
        self.played.push(m);
    }

    /// The user's answer: right when it is one of the repertoire's moves here (then played);
    /// the card is graded either way. Returns the repertoire's moves when the answer was
    /// wrong (to show), empty when right.
    pub fn answer(&mut self, cards: &mut DrillCards, m: Move) -> Vec<Move> {
        let key = self.position.key();
        let ours = self
            .index
            .get(&key)
            .map(|moves| moves.ours.clone())
            .unwrap_or_default();
        let card = cards
            .cards
            .get(&key)
            .copied()
            .unwrap_or_else(|| Card::new(self.now));
        if ours.contains(&m) {
            cards.cards.insert(key, card.after(Grade::Good, self.now));
            self.play(m);
            Vec::new()
        } else {
            self.mistakes += 1;
            cards.cards.insert(key, card.after(Grade::Again, self.now));
            ours
        }
    }

    /// After a wrong answer: plays the repertoire's move and goes on.
    pub fn play_repertoire_move(&mut self) {
        if let Some(m) = self
            .index
            .get(&self.position.key())
            .and_then(|moves| moves.ours.first().copied())
        {
            self.play(m);
        }
    }
}

/// An index into `weights` drawn in proportion to them (a small deterministic generator, so
/// drills are reproducible from their seed).
fn weighted_choice(weights: &[u64], seed: &mut u64) -> usize {
    // xorshift64*
    *seed ^= *seed >> 12;
    *seed ^= *seed << 25;
    *seed ^= *seed >> 27;
    let draw = seed.wrapping_mul(0x2545_F491_4F6C_DD1D);
    let total: u64 = weights.iter().sum();
    let mut point = draw % total.max(1);
    for (index, &w) in weights.iter().enumerate() {
        if point < w {
            return index;
        }
        point -= w;
    }
    weights.len().saturating_sub(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::training::schedule::DAY_SECS;

    const WHITE_REPERTOIRE: &str = "1. e4 e5 (1... c5 2. Nf3 {Open Sicilian}) 2. Nf3 Nc6 3. Bb5 *\n\n\
        1. e4 c6 2. d4 d5 3. Nc3 *";

    #[test]
    fn games_merge_into_one_tree_keeping_comments() {
        let rep = Repertoire::from_pgn(WHITE_REPERTOIRE, Color::White).expect("repertoire");
        let index = rep.index();
        let start = index.get(&Position::startpos().key()).expect("start");
        assert_eq!(start.ours.len(), 1);
        let after_e4 =
            Position::startpos().after(Position::startpos().parse_san("e4").expect("e4"));
        assert_eq!(
            index.get(&after_e4.key()).expect("after e4").theirs.len(),
            3
        );
        assert!(rep.to_pgn().contains("Open Sicilian"));
    }

    #[test]
    fn a_drill_asks_due_moves_and_grades_them() {
        let rep = Repertoire::from_pgn(WHITE_REPERTOIRE, Color::White).expect("repertoire");
        let mut cards = DrillCards::default();
        let t0 = 1_800_000_000;
        // Positions with White to move: start, after e5, c5, c6, and after Nc6, d5.
        assert_eq!(Drill::due(&rep, &cards, t0), 6);
        let mut seed = 7;
        let mut drill = Drill::new(&rep, t0);
        assert_eq!(
            drill.advance(&cards, &mut |_, _| Vec::new(), &mut seed),
            DrillStep::YourMove
        );
        let e4 = drill.position().parse_san("e4").expect("e4");
        assert!(drill.answer(&mut cards, e4).is_empty());
        assert_eq!(
            drill.advance(&cards, &mut |_, _| Vec::new(), &mut seed),
            DrillStep::YourMove
        );
        // A wrong answer shows the repertoire's move and schedules the card soon.
        let wrong = drill.position().parse_san("a3").expect("a3");
        let shown = drill.answer(&mut cards, wrong);
        assert_eq!(shown.len(), 1);
        drill.play_repertoire_move();
        assert_eq!(Drill::progress(&rep, &cards), (1, 6));
        // A day later the start position is due again; the failed one is due after minutes.
        assert_eq!(Drill::due(&rep, &cards, t0 + 3600), 5);
        assert_eq!(Drill::due(&rep, &cards, t0 + DAY_SECS), 6);
    }

    #[test]
    fn opponent_moves_follow_the_weights() {
        let rep = Repertoire::from_pgn(WHITE_REPERTOIRE, Color::White).expect("repertoire");
        let mut counts = [0usize; 3];
        let mut seed = 12345;
        for _ in 0..300 {
            let mut cards = DrillCards::default();
            let mut drill = Drill::new(&rep, 0);
            drill.advance(&cards, &mut |_, _| Vec::new(), &mut seed);
            let e4 = drill.position().parse_san("e4").expect("e4");
            drill.answer(&mut cards, e4);
            // 1... e5 eight times as often as each other reply.
            let mut weights = |pos: &Position, moves: &[Move]| {
                moves
                    .iter()
                    .map(|&m| if pos.san(m) == "e5" { 8 } else { 1 })
                    .collect()
            };
            drill.advance(&cards, &mut weights, &mut seed);
            let reply = drill.played()[1];
            let after_e4 = Position::startpos().after(e4);
            let index = ["e5", "c5", "c6"]
                .iter()
                .position(|&san| after_e4.san(reply) == san)
                .expect("a repertoire reply");
            counts[index] += 1;
        }
        assert!(counts[0] > 200, "{counts:?}");
        assert!(counts[1] > 10 && counts[2] > 10, "{counts:?}");
    }
}
