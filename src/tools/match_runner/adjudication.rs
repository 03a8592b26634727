//! Adjudication: ending games early when both engines agree one side is winning (resign
//! rule) or that the game is a dead draw (draw rule), or when it runs too long.

use crate::{chess::Color, engine::Score};

/// Resign when both engines' scores say the same side is winning by at least `score`
/// centipawns for `move_count` consecutive moves each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResignRule {
    /// Consecutive moves per engine.
    pub move_count: u32,
    /// Threshold in centipawns (mate scores always count).
    pub score: i32,
}

/// Draw when, from full move `move_number` on, both engines' scores stay within `score`
/// centipawns of zero for `move_count` consecutive moves each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRule {
    /// The first full move at which the rule applies.
    pub move_number: u32,
    /// Consecutive moves per engine.
    pub move_count: u32,
    /// Threshold in centipawns.
    pub score: i32,
}

/// The adjudication rules of a match (all optional).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules {
    /// The resign rule.
    pub resign: Option<ResignRule>,
    /// The draw rule.
    pub draw: Option<DrawRule>,
    /// Declare a draw after this many full moves.
    pub max_moves: Option<u32>,
}

/// What adjudication decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// This side wins: both engines agree it is winning.
    Win(Color),
    /// Draw: both engines agree the game is level.
    Draw,
    /// Draw: the game reached the move limit.
    MoveLimit,
}

/// Watches the scores of one game.
#[derive(Clone, Debug)]
pub struct Adjudicator {
    rules: Rules,
    /// White-relative scores of the engine moves so far, `None` when a move had no score.
    scores: Vec<Option<i32>>,
}

impl Adjudicator {
    /// A watcher for a new game.
    pub fn new(rules: Rules) -> Adjudicator {
        Adjudicator {
            rules,
            scores: Vec::new(),
        }
    }

    /// Records an engine move by `mover` with its reported score (from the mover's view);
    /// `full_move` is the full-move number of the position after the move.
    pub fn record(
        &mut self,
        mover: Color,
        score: Option<Score>,
        full_move: u32,
    ) -> Option<Verdict> {
        self.scores
            .push(score.map(|s| s.white_relative(mover).to_cp_clamped()));
        if let Some(rule) = self.rules.resign
            && let Some(window) = self.last(rule.move_count)
        {
            if window.iter().all(|s| s.is_some_and(|cp| cp >= rule.score)) {
                return Some(Verdict::Win(Color::White));
            }
            if window.iter().all(|s| s.is_some_and(|cp| cp <= -rule.score)) {
                return Some(Verdict::Win(Color::Black));
            }
        }
        if let Some(rule) = self.rules.draw
            && full_move >= rule.move_number
            && let Some(window) = self.last(rule.move_count)
            && window
                .iter()
                .all(|s| s.is_some_and(|cp| cp.abs() <= rule.score))
        {
            return Some(Verdict::Draw);
        }
        if self.rules.max_moves.is_some_and(|max| full_move > max) {
            return Some(Verdict::MoveLimit);
        }
        None
    }

    /// The last `moves` moves of each engine (2 × `moves` plies), once there are that many.
    fn last(&self, moves: u32) -> Option<&[Option<i32>]> {
        let plies = 2 * moves.max(1) as usize;
        self.scores.get(self.scores.len().checked_sub(plies)?..)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resign_needs_both_engines_for_n_moves() {
        let rules = Rules {
            resign: Some(ResignRule {
                move_count: 2,
                score: 500,
            }),
            ..Rules::default()
        };
        let mut adj = Adjudicator::new(rules);
        // White thinks it is winning, Black (from its own view) agrees: -600 for Black.
        assert_eq!(adj.record(Color::White, Some(Score::Cp(600)), 20), None);
        assert_eq!(adj.record(Color::Black, Some(Score::Cp(-600)), 21), None);
        assert_eq!(adj.record(Color::White, Some(Score::Cp(700)), 21), None);
        // One engine disagrees: the count starts again.
        assert_eq!(adj.record(Color::Black, Some(Score::Cp(-100)), 22), None);
        assert_eq!(adj.record(Color::White, Some(Score::Cp(700)), 22), None);
        assert_eq!(adj.record(Color::Black, Some(Score::Mate(-5)), 23), None);
        assert_eq!(adj.record(Color::White, Some(Score::Mate(4)), 23), None);
        assert_eq!(
            adj.record(Color::Black, Some(Score::Cp(-900)), 24),
            Some(Verdict::Win(Color::White))
        );
        let mut adj = Adjudicator::new(rules);
        for (mover, cp) in [
            (Color::White, -800),
            (Color::Black, 800),
            (Color::White, -800),
        ] {
            assert_eq!(adj.record(mover, Some(Score::Cp(cp)), 30), None);
        }
        assert_eq!(
            adj.record(Color::Black, Some(Score::Cp(800)), 31),
            Some(Verdict::Win(Color::Black))
        );
    }

    #[test]
    fn draw_rule_waits_for_the_move_number() {
        let rules = Rules {
            draw: Some(DrawRule {
                move_number: 40,
                move_count: 2,
                score: 10,
            }),
            ..Rules::default()
        };
        let mut adj = Adjudicator::new(rules);
        for full_move in 36..40 {
            assert_eq!(
                adj.record(Color::White, Some(Score::Cp(5)), full_move),
                None
            );
            assert_eq!(
                adj.record(Color::Black, Some(Score::Cp(-3)), full_move),
                None
            );
        }
        assert_eq!(
            adj.record(Color::White, Some(Score::Cp(0)), 40),
            Some(Verdict::Draw)
        );
        // A missing score breaks the run.
        let mut adj = Adjudicator::new(rules);
        assert_eq!(adj.record(Color::White, Some(Score::Cp(0)), 50), None);
        assert_eq!(adj.record(Color::Black, None, 51), None);
        assert_eq!(adj.record(Color::White, Some(Score::Cp(0)), 51), None);
        assert_eq!(adj.record(Color::Black, Some(Score::Cp(0)), 52), None);
        assert_eq!(
            adj.record(Color::White, Some(Score::Cp(11)), 52),
            None,
            "above the threshold"
        );
    }

    #[test]
    fn move_limit() {
        let rules = Rules {
            max_moves: Some(3),
            ..Rules::default()
        };
        let mut adj = Adjudicator::new(rules);
        assert_eq!(adj.record(Color::White, None, 3), None);
        assert_eq!(adj.record(Color::Black, None, 4), Some(Verdict::MoveLimit));
    }
}
