//! Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013): the user's puzzle rating, with
//! its deviation and volatility, updated after each puzzle as a game against the puzzle.

use serde::{Deserialize, Serialize};

/// Glicko-2's scale factor between the displayed scale and its internal one.
const SCALE: f64 = 173.7178;

/// The system constant τ: how fast the volatility may change (Glickman suggests 0.3–1.2).
const TAU: f64 = 0.5;

/// Convergence of the volatility iteration.
const EPSILON: f64 = 0.000_001;

/// The deviation of a puzzle's rating, which is an estimate and not learnt.
pub const PUZZLE_DEVIATION: f64 = 150.0;

/// A rating with its deviation and volatility.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating (1500 to begin with).
    pub rating: f64,
    /// Its deviation (350 to begin with).
    pub deviation: f64,
    /// Its volatility (0.06 to begin with).
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// One result of a rating period: the opponent's rating and deviation, and the score (1 a
/// win, 0.5 a draw, 0 a loss).
#[derive(Clone, Copy, Debug)]
pub struct Outcome {
    /// The opponent's rating.
    pub rating: f64,
    /// The opponent's deviation.
    pub deviation: f64,
    /// The score.
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating after one rating period with `outcomes` (none: only the deviation grows).
    #[must_use]
    pub fn after(self, outcomes: &[Outcome]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if outcomes.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: phi_star * SCALE,
                ..self
            };
        }
        let (mut inverse_v, mut sum) = (0.0, 0.0);
        for o in outcomes {
            let (mu_j, phi_j) = ((o.rating - 1500.0) / SCALE, o.deviation / SCALE);
            let e = expected(mu, mu_j, phi_j);
            inverse_v += g(phi_j).powi(2) * e * (1.0 - e);
            sum += g(phi_j) * (o.score - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        let sigma = new_volatility(phi, sigma, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: mu_new * SCALE + 1500.0,
            deviation: phi_new * SCALE,
            volatility: sigma,
        }
    }

    /// The rating after one puzzle of rating `puzzle`: solved (a win) or not (a loss).
    #[must_use]
    pub fn after_puzzle(self, puzzle: f64, solved: bool) -> Rating {
        self.after(&[Outcome {
            rating: puzzle,
            deviation: PUZZLE_DEVIATION,
            score: if solved { 1.0 } else { 0.0 },
        }])
    }
}

/// Step 5 of the paper: the new volatility by the Illinois algorithm.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    for _ in 0..100 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let outcomes = [
            Outcome {
                rating: 1400.0,
                deviation: 30.0,
                score: 1.0,
            },
            Outcome {
                rating: 1550.0,
                deviation: 100.0,
                score: 0.0,
            },
            Outcome {
                rating: 1700.0,
                deviation: 300.0,
                score: 0.0,
            },
        ];
        let after = player.after(&outcomes);
        // The paper: r' = 1464.06, RD' = 151.52, σ' = 0.05999.
        assert!((after.rating - 1464.06).abs() < 0.05, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.05, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn solving_raises_and_failing_lowers() {
        let start = Rating::default();
        let up = start.after_puzzle(1500.0, true);
        let down = start.after_puzzle(1500.0, false);
        assert!(up.rating > 1500.0 && down.rating < 1500.0);
        assert!(up.deviation < start.deviation);
        // Failing an easy puzzle costs more than failing a hard one.
        let easy = start.after_puzzle(1000.0, false);
        let hard = start.after_puzzle(2000.0, false);
        assert!(easy.rating < hard.rating);
    }
}
