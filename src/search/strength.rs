//! Playing strength limits (`UCI_LimitStrength`, `UCI_Elo`): a weaker engine that still plays
//! like a person, not like a random mover.
//!
//! A level combines two handicaps:
//! - **Less thinking**: a node budget growing tenfold every 500 Elo (about 100 nodes at 800,
//!   a million at 2800), so tactics a few moves deep are missed the way a weaker player
//!   misses them.
//! - **Imprecise judgement**: the search runs in MultiPV mode and the move is drawn from the
//!   best few lines with a softmax over their scores at a level-dependent temperature (about
//!   250 cp at 800, near zero at full strength). Moves almost as good as the best are often
//!   chosen; a move losing a piece is picked only rarely at low levels, and a line that loses
//!   much more than the temperature practically never. Mistakes are plausible moves that
//!   looked good, not random blunders.
//!
//! Calibration: the constants below are first estimates (node-count doublings are worth
//! roughly 100 Elo at these depths). TODO(search): calibrate with `tempo match` once it
//! exists: play each level (800, 1200, …, 2800) against its neighbours, 200 games at
//! 10 s + 0.1 s, and against an anchor engine of known rating; adjust `NODES_AT_MIN` and
//! `TEMPERATURE_AT_MIN` until neighbours differ by their nominal 400 Elo, and record the
//! measured Elo table here.

use super::{params::Params, worker::LineResult};
use crate::{chess::Move, util::rng::SplitMix64};

/// The weakest `UCI_Elo`.
pub const MIN_ELO: i64 = 800;
/// The strongest limited `UCI_Elo` (above it, use full strength).
pub const MAX_ELO: i64 = 2800;

/// Lines considered for the choice.
const CANDIDATE_LINES: usize = 6;

/// The handicaps of one `UCI_Elo` setting.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StrengthLevel {
    /// The nominal Elo.
    pub elo: i64,
    /// Node budget per move.
    pub nodes: u64,
    /// MultiPV lines searched to choose from.
    pub multipv: usize,
    /// Softmax temperature (centipawns).
    pub temperature: f64,
}

impl StrengthLevel {
    /// The level for `elo` (clamped to `MIN_ELO..=MAX_ELO`) with the default constants.
    pub fn from_elo(elo: i64) -> StrengthLevel {
        StrengthLevel::from_elo_with(elo, &Params::default())
    }

    /// The level for `elo` with the strength constants of `params` (tunable, so that
    /// calibration matches need no rebuild): nodes per move at `MIN_ELO`
    /// (`strength_nodes_at_min`), multiplied by ten every `strength_elo_per_tenfold` Elo, and
    /// the softmax temperature at `MIN_ELO` (`strength_temperature`), falling to zero at
    /// `MAX_ELO`.
    pub fn from_elo_with(elo: i64, params: &Params) -> StrengthLevel {
        let elo = elo.clamp(MIN_ELO, MAX_ELO);
        let t = (elo - MIN_ELO) as f64 / (MAX_ELO - MIN_ELO) as f64;
        let tenfolds = (elo - MIN_ELO) as f64 / f64::from(params.strength_elo_per_tenfold.max(1));
        let nodes = f64::from(params.strength_nodes_at_min) * 10f64.powf(tenfolds);
        StrengthLevel {
            elo,
            nodes: nodes as u64,
            multipv: CANDIDATE_LINES,
            temperature: f64::from(params.strength_temperature) * (1.0 - t) * (1.0 - t),
        }
    }

    /// Draws a move from `lines` (best first); `seed` drives the choice.
    pub fn choose(&self, lines: &[LineResult], seed: u64) -> Option<Move> {
        let best = lines.first()?;
        if self.temperature < 1.0 {
            return Some(best.mv);
        }
        let weights: Vec<f64> = lines
            .iter()
            .take(self.multipv)
            .map(|line| {
                let loss = f64::from(best.score.saturating_sub(line.score).clamp(0, 3_000));
                (-loss / self.temperature).exp()
            })
            .collect();
        let total: f64 = weights.iter().sum();
        let mut x = SplitMix64::unit_from_seed(seed) * total;
        for (line, w) in lines.iter().zip(&weights) {
            if x < *w {
                return Some(line.mv);
            }
            x -= w;
        }
        Some(best.mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{MoveKind, Square};

    #[test]
    fn levels_grow_with_elo() {
        let low = StrengthLevel::from_elo(800);
        let high = StrengthLevel::from_elo(2800);
        assert!(low.nodes < 200 && high.nodes >= 1_000_000);
        assert!(low.temperature > 200.0 && high.temperature < 1.0);
        assert_eq!(StrengthLevel::from_elo(100).elo, MIN_ELO);
    }

    #[test]
    fn blunders_are_rare_and_near_misses_common() {
        let m = |to| Move::new(Square::E2, to, MoveKind::Normal);
        let lines = [
            LineResult {
                mv: m(Square::E3),
                score: 50,
            },
            LineResult {
                mv: m(Square::E4),
                score: 40,
            },
            LineResult {
                mv: m(Square::D3),
                score: -900,
            },
        ];
        let level = StrengthLevel::from_elo(1200);
        let mut counts = [0; 3];
        for seed in 0..2_000 {
            let chosen = level.choose(&lines, seed);
            let index = lines
                .iter()
                .position(|l| Some(l.mv) == chosen)
                .expect("a line");
            counts[index] += 1;
        }
        assert!(counts[1] > 500, "{counts:?}");
        assert!(counts[2] < 20, "{counts:?}");
        assert_eq!(
            StrengthLevel::from_elo(2800).choose(&lines, 7),
            Some(lines[0].mv)
        );
    }
}
