//! Adjudication: ending engine games early when the engines' scores say one side is winning
//! (resign rule) or that the game is a dead draw (draw rule), or when it runs too long.
//!
//! One adjudicator serves every game between engines; each user keeps its own thresholds:
//! `tempo match` takes cutechess-style rules from the command line (runs counted per engine,
//! judged after the move), while self-play for training data (`tempo datagen`, `tempo tune`)
//! judges the searched position before its move is played.

use serde::{Deserialize, Serialize};

use crate::{
    chess::{Color, Position},
    engine::Score,
};

/// Resign when the scores of `plies` consecutive engine moves all say the same side is
/// winning by at least `score` centipawns (mate scores always count).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResignRule {
    /// Consecutive engine moves (plies, both sides together).
    pub plies: u32,
    /// Threshold in centipawns.
    pub score: i32,
    /// Whether every score of the run must favour the same side. Without it (`tempo tune`)
    /// each score only has to be decisive, and the last one names the winner.
    pub same_side: bool,
}

/// Where the draw rule starts to apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawStart {
    /// Once the full-move number after the run's last move is at least this (`tempo match
    /// --draw movenumber=N`; earlier moves of the run may come before it).
    FullMove(u32),
    /// Every move of the run was searched at this ply of the game or later (plies counted
    /// from the driver's start position).
    Ply(u32),
}

/// Draw when the scores of `plies` consecutive engine moves all stay within `score`
/// centipawns of zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRule {
    /// Consecutive engine moves (plies, both sides together).
    pub plies: u32,
    /// Threshold in centipawns.
    pub score: i32,
    /// From when the rule applies.
    pub start: DrawStart,
}

/// How long a game may run before it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveLimit {
    /// A draw once the full-move number passes this.
    FullMoves(u32),
    /// A draw once this many plies have been played from the start position.
    Plies(u32),
}

/// What a move without a score does to a run of scores.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Unscored {
    /// It breaks the run (a silent engine never agrees).
    #[default]
    BreaksRuns,
    /// It is left out, as if it had not been played.
    Ignored,
}

/// When a move's score is judged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Judged {
    /// After the move is played, unless the move ended the game by the rules (matches).
    #[default]
    AfterTheMove,
    /// Before the move is played: a verdict ends the game without it (self-play data).
    BeforeTheMove,
}

/// The adjudication rules of a game (all optional).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rules {
    /// The resign rule.
    pub resign: Option<ResignRule>,
    /// The draw rule.
    pub draw: Option<DrawRule>,
    /// The length limit.
    pub max_length: Option<MoveLimit>,
    /// What a move without a score does.
    pub unscored: Unscored,
    /// When scores are judged.
    pub judged: Judged,
}

/// The adjudication a user sets for the app's engine-against-engine games, in cutechess's
/// terms (moves counted per engine, judged after each move): what the new-game dialog edits
/// and the settings remember. Off unless switched on, so a watched game runs to its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct AdjudicationSettings {
    /// Whether a side whose loss both engines agree on resigns.
    pub resign: bool,
    /// The resign threshold in centipawns.
    pub resign_score: i32,
    /// For how many moves of each engine the scores must agree.
    pub resign_moves: u32,
    /// Whether a game both engines call level is drawn.
    pub draw: bool,
    /// The first full move at which a draw may be adjudicated.
    pub draw_from_move: u32,
    /// The draw threshold in centipawns (both scores within it of zero).
    pub draw_score: i32,
    /// For how many moves of each engine the scores must stay level.
    pub draw_moves: u32,
    /// A draw once the game passes this many full moves.
    pub max_moves: Option<u32>,
}

impl Default for AdjudicationSettings {
    fn default() -> Self {
        // The thresholds `tempo match` uses when its rules are named without values.
        AdjudicationSettings {
            resign: false,
            resign_score: 600,
            resign_moves: 3,
            draw: false,
            draw_from_move: 40,
            draw_score: 10,
            draw_moves: 8,
            max_moves: None,
        }
    }
}

impl AdjudicationSettings {
    /// No rule at all: every game runs to its end by the rules of chess.
    pub fn is_off(&self) -> bool {
        !self.resign && !self.draw && self.max_moves.is_none()
    }

    /// The rules of a game under these settings.
    pub fn rules(&self) -> Rules {
        let both_engines = |moves: u32| moves.max(1).saturating_mul(2);
        Rules {
            resign: self.resign.then(|| ResignRule {
                plies: both_engines(self.resign_moves),
                score: self.resign_score.max(1),
                same_side: true,
            }),
            draw: self.draw.then(|| DrawRule {
                plies: both_engines(self.draw_moves),
                score: self.draw_score.max(0),
                start: DrawStart::FullMove(self.draw_from_move),
            }),
            max_length: self.max_moves.map(MoveLimit::FullMoves),
            ..Rules::default()
        }
    }
}

/// What adjudication decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// This side wins: the scores agree it is winning.
    Win(Color),
    /// Draw: the scores agree the game is level.
    Draw,
    /// Draw: the game reached the move limit.
    MoveLimit,
}

/// One judged engine move.
#[derive(Clone, Copy, Debug)]
struct Judgement {
    /// The score from White's view, in centipawns (mates beyond ±10 000); `None` when the
    /// move had no score.
    white_cp: Option<i32>,
    /// The ply of the searched position, from the start position.
    ply: u32,
}

/// Watches the scores of one game.
#[derive(Clone, Debug)]
pub struct Adjudicator {
    rules: Rules,
    judged: Vec<Judgement>,
}

impl Adjudicator {
    /// A watcher for a new game.
    pub fn new(rules: Rules) -> Adjudicator {
        Adjudicator {
            rules,
            judged: Vec::with_capacity(256),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Records an engine move: `searched` is the position the engine searched (its side to
    /// move is the mover), `ply` its ply from the start position, and `score` the engine's
    /// score from the mover's view. Returns the verdict of the resign and draw rules.
    pub fn record(
        &mut self,
        searched: &Position,
        ply: u32,
        score: Option<Score>,
    ) -> Option<Verdict> {
        let mover = searched.side_to_move();
        // Clamped from the mover's view first, so a mate score keeps its sign for either side.
        let white_cp = score.map(|score| match mover {
            Color::White => score.to_cp_clamped(),
            Color::Black => -score.to_cp_clamped(),
        });
        if white_cp.is_none() && self.rules.unscored == Unscored::Ignored {
            return None;
        }
        self.judged.push(Judgement { white_cp, ply });
        if let Some(rule) = self.rules.resign
            && let Some(run) = self.last(rule.plies)
        {
            let decisive = |side: i32| {
                run.iter()
                    .all(|j| j.white_cp.is_some_and(|cp| side * cp >= rule.score))
            };
            if rule.same_side {
                if decisive(1) {
                    return Some(Verdict::Win(Color::White));
                }
                if decisive(-1) {
                    return Some(Verdict::Win(Color::Black));
                }
            } else if run
                .iter()
                .all(|j| j.white_cp.is_some_and(|cp| cp.abs() >= rule.score))
            {
                let last = run.last().and_then(|j| j.white_cp).unwrap_or(0);
                let winner = if last > 0 { Color::White } else { Color::Black };
                return Some(Verdict::Win(winner));
            }
        }
        if let Some(rule) = self.rules.draw
            && let Some(run) = self.last(rule.plies)
            && run
                .iter()
                .all(|j| j.white_cp.is_some_and(|cp| cp.abs() <= rule.score))
        {
            let started = match rule.start {
                DrawStart::FullMove(number) => {
                    // The full-move number after this move.
                    let full_move =
                        u32::from(searched.fullmove_number()) + u32::from(mover == Color::Black);
                    full_move >= number
                }
                DrawStart::Ply(first) => run.first().is_some_and(|j| j.ply >= first),
            };
            if started {
                return Some(Verdict::Draw);
            }
        }
        None
    }

    /// Whether a game at `pos`, `plies` plies from its start position, has reached the
    /// length limit.
    pub fn length_reached(&self, pos: &Position, plies: usize) -> bool {
        match self.rules.max_length {
            Some(MoveLimit::FullMoves(max)) => u32::from(pos.fullmove_number()) > max,
            Some(MoveLimit::Plies(max)) => plies >= max as usize,
            None => false,
        }
    }

    /// The last `plies` judged moves, once there are that many.
    fn last(&self, plies: u32) -> Option<&[Judgement]> {
        let plies = plies.max(1) as usize;
        self.judged.get(self.judged.len().checked_sub(plies)?..)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The positions of a game from the start, one per ply, with White to move at even plies.
    fn positions(plies: usize) -> Vec<Position> {
        let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
        let mut pos = Position::startpos();
        let mut out = Vec::new();
        for i in 0..plies {
            out.push(pos.clone());
            let text = shuffle.get(i % 4).copied().unwrap_or("g1f3");
            let m = pos.parse_uci_move(text).unwrap_or_else(|e| panic!("{e}"));
            pos.play_unchecked(m);
        }
        out
    }

    fn play(adj: &mut Adjudicator, scores: &[Option<Score>]) -> Vec<Option<Verdict>> {
        let all = positions(scores.len());
        all.iter()
            .zip(scores)
            .enumerate()
            .map(|(ply, (pos, &score))| adj.record(pos, ply as u32, score))
            .collect()
    }

    fn cp(n: i32) -> Option<Score> {
        Some(Score::Cp(n))
    }

    #[test]
    fn settings_make_cutechess_rules() {
        assert_eq!(AdjudicationSettings::default().rules(), Rules::default());
        assert!(AdjudicationSettings::default().is_off());
        let settings = AdjudicationSettings {
            resign: true,
            draw: true,
            max_moves: Some(150),
            ..AdjudicationSettings::default()
        };
        let rules = settings.rules();
        assert_eq!(
            rules.resign,
            Some(ResignRule {
                plies: 6,
                score: 600,
                same_side: true
            })
        );
        assert_eq!(
            rules.draw,
            Some(DrawRule {
                plies: 16,
                score: 10,
                start: DrawStart::FullMove(40)
            })
        );
        assert_eq!(rules.max_length, Some(MoveLimit::FullMoves(150)));
        assert_eq!(rules.judged, Judged::AfterTheMove);
    }

    #[test]
    fn resign_needs_both_engines_for_n_moves() {
        let rules = Rules {
            resign: Some(ResignRule {
                plies: 4,
                score: 500,
                same_side: true,
            }),
            ..Rules::default()
        };
        // White thinks it is winning, Black (from its own view) agrees; then one engine
        // disagrees and the count starts again.
        let mut adj = Adjudicator::new(rules);
        let verdicts = play(
            &mut adj,
            &[
                cp(600),
                cp(-600),
                cp(700),
                cp(-100),
                cp(700),
                Some(Score::Mate(-5)),
                Some(Score::Mate(4)),
                cp(-900),
            ],
        );
        assert_eq!(verdicts[..7], [None; 7]);
        assert_eq!(verdicts[7], Some(Verdict::Win(Color::White)));
        let mut adj = Adjudicator::new(rules);
        let verdicts = play(&mut adj, &[cp(-800), cp(800), cp(-800), cp(800)]);
        assert_eq!(verdicts[3], Some(Verdict::Win(Color::Black)));
    }

    #[test]
    fn resign_on_decisive_scores_of_either_side() {
        let rules = Rules {
            resign: Some(ResignRule {
                plies: 3,
                score: 1000,
                same_side: false,
            }),
            ..Rules::default()
        };
        let mut adj = Adjudicator::new(rules);
        // Decisive all along, for White, then Black; the last score (White to move, -1200)
        // names Black.
        let verdicts = play(&mut adj, &[cp(1500), cp(1100), cp(-1200)]);
        assert_eq!(verdicts, [None, None, Some(Verdict::Win(Color::Black))]);
    }

    #[test]
    fn draw_rule_waits_for_the_move_number() {
        let rules = Rules {
            draw: Some(DrawRule {
                plies: 4,
                score: 10,
                start: DrawStart::FullMove(4),
            }),
            ..Rules::default()
        };
        let mut adj = Adjudicator::new(rules);
        // Level from the start, but the rule applies once Black's third move makes it move 4.
        let verdicts = play(&mut adj, &[cp(5), cp(-3), cp(0), cp(2), cp(1), cp(0)]);
        assert_eq!(
            verdicts,
            [None, None, None, None, None, Some(Verdict::Draw)]
        );
        // A missing score breaks the run; a score above the threshold too.
        let mut adj = Adjudicator::new(Rules {
            draw: Some(DrawRule {
                plies: 4,
                score: 10,
                start: DrawStart::FullMove(1),
            }),
            ..rules
        });
        let verdicts = play(
            &mut adj,
            &[
                cp(0),
                None,
                cp(0),
                cp(0),
                cp(0),
                cp(11),
                cp(0),
                cp(0),
                cp(0),
            ],
        );
        assert_eq!(verdicts.iter().flatten().count(), 0);
    }

    #[test]
    fn draw_from_a_ply_counts_every_move_of_the_run() {
        let rules = Rules {
            draw: Some(DrawRule {
                plies: 2,
                score: 15,
                start: DrawStart::Ply(2),
            }),
            unscored: Unscored::Ignored,
            ..Rules::default()
        };
        let mut adj = Adjudicator::new(rules);
        // Plies 1 and 2 are level but ply 1 is before the start; the unscored ply 3 is left
        // out, so plies 2 and 4 make the run.
        let verdicts = play(&mut adj, &[cp(90), cp(0), cp(0), None, cp(3)]);
        assert_eq!(verdicts, [None, None, None, None, Some(Verdict::Draw)]);
    }

    #[test]
    fn length_limits() {
        let by_moves = Adjudicator::new(Rules {
            max_length: Some(MoveLimit::FullMoves(3)),
            ..Rules::default()
        });
        let all = positions(7);
        // After Black's third move the full-move number is 4.
        assert!(!by_moves.length_reached(&all[5], 5));
        assert!(by_moves.length_reached(&all[6], 6));
        let by_plies = Adjudicator::new(Rules {
            max_length: Some(MoveLimit::Plies(6)),
            ..Rules::default()
        });
        assert!(!by_plies.length_reached(&all[5], 5));
        assert!(by_plies.length_reached(&all[6], 6));
        assert!(!Adjudicator::new(Rules::default()).length_reached(&all[6], 600));
    }
}
