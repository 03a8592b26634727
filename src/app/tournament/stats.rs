//! Match statistics: score, Elo difference with a 95% interval from the trinomial (per game)
//! and pentanomial (per game pair) models, likelihood of superiority, and the SPRT log-likelihood
//! ratio of the pentanomial model with logistic Elo (the GSPRT approximation fishtest used:
//! `LLR = N (s1 - s0) (2 mean - s0 - s1) / (2 var)` over pairs).
//!
//! Game pairs (the same opening with colours reversed) remove most of the opening's bias and
//! its variance, which is why the pentanomial error and LLR are the ones to trust.

/// The two-sided 95% quantile of the normal distribution.
const Z95: f64 = 1.959_963_984_540_054;

/// The expected score of a player `elo` points stronger (logistic model).
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference giving expected score `score`; infinite at 0 and 1.
pub fn elo_from_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// An Elo difference with its 95% confidence interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// The most likely difference.
    pub elo: f64,
    /// Lower end of the 95% interval.
    pub lower: f64,
    /// Upper end of the 95% interval.
    pub upper: f64,
}

impl EloEstimate {
    /// Half the interval's width: the `±` value.
    pub fn error(&self) -> f64 {
        (self.upper - self.lower) / 2.0
    }

    /// From a mean score and the standard error of that mean.
    fn from_mean(mean: f64, standard_error: f64) -> EloEstimate {
        EloEstimate {
            elo: elo_from_score(mean),
            lower: elo_from_score(mean - Z95 * standard_error),
            upper: elo_from_score(mean + Z95 * standard_error),
        }
    }
}

impl std::fmt::Display for EloEstimate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let error = self.error();
        if error.is_finite() {
            write!(f, "{:.1} +/- {:.1}", self.elo + 0.0, error)
        } else {
            write!(f, "{:.1} +/- inf", self.elo + 0.0)
        }
    }
}

/// Wins, draws and losses of the first engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Trinomial {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Trinomial {
    /// Number of games.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score fraction (0 to 1); 0.5 with no games.
    pub fn score(&self) -> f64 {
        let games = self.games();
        if games == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(games)
    }

    /// The Elo difference with a 95% interval from the per-game variance; `None` without games.
    pub fn elo(&self) -> Option<EloEstimate> {
        let games = f64::from(self.games());
        if games == 0.0 {
            return None;
        }
        let s = self.score();
        let variance = (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / games;
        Some(EloEstimate::from_mean(s, (variance / games).sqrt()))
    }

    /// Likelihood of superiority: the probability that the first engine is stronger.
    pub fn los(&self) -> f64 {
        let decisive = f64::from(self.wins + self.losses);
        if decisive == 0.0 {
            return 0.5;
        }
        let diff = f64::from(self.wins) - f64::from(self.losses);
        0.5 * (1.0 + erf(diff / (2.0 * decisive).sqrt()))
    }
}

/// Counts of game-pair scores of the first engine: 0, ½, 1, 1½ and 2 points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u32; 5]);

impl Pentanomial {
    /// Records a pair from the first engine's two results (1, ½ or 0 points each, given in
    /// half points: 2, 1 or 0).
    pub fn add_pair(&mut self, first_half_points: u8, second_half_points: u8) {
        let index = usize::from(first_half_points.min(2) + second_half_points.min(2));
        if let Some(count) = self.0.get_mut(index) {
            *count += 1;
        }
    }

    /// Number of pairs.
    pub fn pairs(&self) -> u32 {
        self.0.iter().sum()
    }

    /// Mean and variance of the pair score, scaled to 0..1 like a game score.
    pub fn mean_variance(&self) -> Option<(f64, f64)> {
        if self.pairs() == 0 {
            return None;
        }
        Some(mean_variance(&self.0.map(f64::from)))
    }

    /// The Elo difference with a 95% interval from the pair variance; `None` without pairs.
    pub fn elo(&self) -> Option<EloEstimate> {
        let (mean, variance) = self.mean_variance()?;
        let pairs = f64::from(self.pairs());
        Some(EloEstimate::from_mean(mean, (variance / pairs).sqrt()))
    }
}

/// Mean and variance of pair scores 0, ¼, ½, ¾, 1 with these (possibly fractional) counts.
fn mean_variance(counts: &[f64; 5]) -> (f64, f64) {
    let pairs: f64 = counts.iter().sum();
    let value = |i: usize| i as f64 / 4.0;
    let mean = counts
        .iter()
        .enumerate()
        .map(|(i, &n)| n * value(i))
        .sum::<f64>()
        / pairs;
    let variance = counts
        .iter()
        .enumerate()
        .map(|(i, &n)| n * (value(i) - mean).powi(2))
        .sum::<f64>()
        / pairs;
    (mean, variance)
}

/// The pseudo-pair of [`Sprt::llr`], as a share of each of the five pair outcomes.
const PRIOR_PAIR_SHARE: f64 = 0.2;

/// A sequential probability ratio test of H0: `elo = elo0` against H1: `elo = elo1`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo of the null hypothesis.
    pub elo0: f64,
    /// The Elo of the alternative.
    pub elo1: f64,
    /// The false positive rate (accepting H1 when H0 holds).
    pub alpha: f64,
    /// The false negative rate.
    pub beta: f64,
}

/// What the SPRT concluded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SprtDecision {
    /// The LLR crossed the upper bound: the change gains at least about `elo1`.
    AcceptH1,
    /// The LLR crossed the lower bound: it gains at most about `elo0`.
    AcceptH0,
}

impl Sprt {
    /// Checks that the parameters make sense.
    pub fn new(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Sprt, String> {
        if !(elo0.is_finite() && elo1.is_finite() && elo0 < elo1) {
            return Err(format!("SPRT needs elo0 < elo1 (got {elo0} and {elo1})"));
        }
        for (name, p) in [("alpha", alpha), ("beta", beta)] {
            if !(p > 0.0 && p < 0.5) {
                return Err(format!("SPRT {name} must be between 0 and 0.5 (got {p})"));
            }
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// The lower and upper LLR bounds.
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of the pair results; 0 without pairs. Mean and variance
    /// include one pseudo-pair spread evenly over the five outcomes: the variance of a few
    /// pairs that happen to fall on one outcome (two drawn pairs, one lost pair) is otherwise
    /// near zero, and the LLR would "decide" after a game or two. Over hundreds of pairs the
    /// pseudo-pair changes nothing measurable.
    pub fn llr(&self, pairs: &Pentanomial) -> f64 {
        if pairs.pairs() == 0 {
            return 0.0;
        }
        let (mean, variance) = mean_variance(&pairs.0.map(|n| f64::from(n) + PRIOR_PAIR_SHARE));
        if variance <= 0.0 {
            return 0.0;
        }
        let s0 = score_from_elo(self.elo0);
        let s1 = score_from_elo(self.elo1);
        f64::from(pairs.pairs()) * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// The decision for an LLR, once a bound is crossed.
    pub fn decide(&self, llr: f64) -> Option<SprtDecision> {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Some(SprtDecision::AcceptH1)
        } else if llr <= lower {
            Some(SprtDecision::AcceptH0)
        } else {
            None
        }
    }
}

/// The error function (Abramowitz and Stegun 7.1.26, absolute error below 1.5e-7).
fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let y = 1.0 - poly * (-x * x).exp();
    if x >= 0.0 { y } else { -y }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn trinomial_elo_and_los() {
        let wdl = Trinomial {
            wins: 30,
            draws: 40,
            losses: 20,
        };
        let Some(elo) = wdl.elo() else {
            panic!("no estimate");
        };
        // Reference values computed by hand (python) from the same formulas.
        assert!(close(elo.elo, 38.764_005, 1e-5), "{elo:?}");
        assert!(close(elo.error(), 54.011_913, 1e-5), "{elo:?}");
        assert!(close(elo.lower, -14.307_697, 1e-5), "{elo:?}");
        assert!(close(wdl.los(), 0.921_350_4, 1e-6));
        assert_eq!(Trinomial::default().elo(), None);
        let even = Trinomial {
            wins: 5,
            draws: 0,
            losses: 5,
        };
        assert!(even.elo().is_some_and(|e| close(e.elo, 0.0, 1e-9)));
        assert!(close(even.los(), 0.5, 1e-9));
        let all_wins = Trinomial {
            wins: 4,
            draws: 0,
            losses: 0,
        };
        assert!(all_wins.elo().is_some_and(|e| e.elo.is_infinite()));
    }

    #[test]
    fn pentanomial_elo() {
        let pairs = Pentanomial([2, 8, 20, 12, 3]);
        assert_eq!(pairs.pairs(), 45);
        let Some(elo) = pairs.elo() else {
            panic!("no estimate");
        };
        assert!(close(elo.elo, 23.196_779, 1e-5), "{elo:?}");
        assert!(close(elo.error(), 47.888_637, 1e-5), "{elo:?}");
        assert!(close(elo.upper, 71.528_219, 1e-5), "{elo:?}");
        let mut built = Pentanomial::default();
        built.add_pair(2, 0);
        built.add_pair(1, 1);
        built.add_pair(2, 2);
        built.add_pair(0, 1);
        assert_eq!(built, Pentanomial([0, 1, 2, 0, 1]));
    }

    #[test]
    fn sprt_llr_matches_the_normal_likelihood_ratio() {
        let pairs = Pentanomial([2, 8, 20, 12, 3]);
        let sprt = Sprt::new(0.0, 5.0, 0.05, 0.05).unwrap_or_else(|e| panic!("{e}"));
        // Reference: the sum over pairs of log N(x; s1, var) - log N(x; s0, var), the
        // likelihood ratio the GSPRT approximation stands for, over the pairs with the
        // pseudo-pair, scaled back to the pairs played.
        let (mean, variance) = mean_variance(&pairs.0.map(|n| f64::from(n) + PRIOR_PAIR_SHARE));
        let (s0, s1) = (score_from_elo(0.0), score_from_elo(5.0));
        let mut reference = 0.0;
        for (i, &count) in pairs.0.iter().enumerate() {
            let x = i as f64 / 4.0;
            let log_ratio = ((x - s0).powi(2) - (x - s1).powi(2)) / (2.0 * variance);
            reference += (f64::from(count) + PRIOR_PAIR_SHARE) * log_ratio;
        }
        reference *= 45.0 / 46.0;
        assert!(mean > 0.5);
        let llr = sprt.llr(&pairs);
        assert!(close(llr, reference, 1e-12), "{llr} vs {reference}");
        assert!(close(llr, 0.167_729_932_966, 1e-9), "{llr}");
        let (lower, upper) = sprt.bounds();
        assert!(close(lower, -2.944_438_979, 1e-9));
        assert!(close(upper, 2.944_438_979, 1e-9));
        assert_eq!(sprt.decide(llr), None);
        assert_eq!(sprt.decide(3.0), Some(SprtDecision::AcceptH1));
        assert_eq!(sprt.decide(-3.0), Some(SprtDecision::AcceptH0));
        // A result exactly halfway between the hypotheses carries no evidence.
        let mid = Sprt::new(-5.0, 5.0, 0.05, 0.05).unwrap_or_else(|e| panic!("{e}"));
        assert!(close(mid.llr(&Pentanomial([1, 0, 0, 0, 1])), 0.0, 1e-12));
        // Clear losses favour H0, clear wins H1.
        assert!(sprt.llr(&Pentanomial([10, 10, 5, 1, 0])) < 0.0);
        assert!(sprt.llr(&Pentanomial([0, 1, 5, 10, 10])) > 0.0);
        // All draws: almost no variance around exactly 0 Elo, which is H0 here.
        assert!(sprt.llr(&Pentanomial([0, 0, 7, 0, 0])) < 0.0);
        // A pair or two decide nothing, however one-sided: one lost pair, a few drawn ones.
        assert_eq!(sprt.decide(sprt.llr(&Pentanomial([0, 1, 0, 0, 0]))), None);
        assert_eq!(sprt.decide(sprt.llr(&Pentanomial([0, 0, 10, 0, 0]))), None);
        assert_eq!(sprt.decide(sprt.llr(&Pentanomial([0, 0, 0, 0, 2]))), None);
        // Many clear wins do.
        assert_eq!(
            sprt.decide(sprt.llr(&Pentanomial([0, 0, 0, 0, 40]))),
            Some(SprtDecision::AcceptH1)
        );
        assert_eq!(sprt.llr(&Pentanomial::default()), 0.0);
        assert!(Sprt::new(5.0, 0.0, 0.05, 0.05).is_err());
        assert!(Sprt::new(0.0, 5.0, 0.0, 0.05).is_err());
    }

    #[test]
    fn erf_is_accurate() {
        assert!(close(erf(0.0), 0.0, 1e-7));
        assert!(close(erf(1.0), 0.842_700_79, 2e-7));
        assert!(close(erf(-0.5), -0.520_499_88, 2e-7));
    }
}
