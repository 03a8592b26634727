//! The loss of `tempo train-policy` and the figures it reports: the policy as the MCTS serves
//! it, `softmax(hand-made score / PolicyTemp + PolicyNet % × network logit)` (the hand-made
//! score including `PolicySearchMove` on the move a depth-1 search prefers, as the tree adds
//! it at expansion), compared with a target distribution over the legal moves: the root
//! visits of an MCTS search, or the one move a search played.
//!
//! Loss: the cross-entropy `−Σ t·ln p`; its gradient with respect to move i's network logit is
//! `weight · (p_i − t_i)`. Training at the weight the engine serves keeps the network's
//! logits on the scale they are used at. Reported with it: `KL(t‖p)` (the cross-entropy less
//! the target's own entropy: 0 for a policy equal to the target) and top-1 (the policy's
//! favourite is the target's most visited move), for the hand-made scores alone and for
//! the network as served.

use std::sync::Arc;

use anyhow::Context as _;

use crate::{
    chess::{Move, Position},
    eval::nnue::{Network, NnueEvaluator},
    mcts::{
        MctsParams,
        policy::{self, History},
        policy_net::{PolicyNet, PolicyScratch},
    },
    search::{LeafSearch, TranspositionTable},
    tools::datagen::policy_lines::{PolicyLine, PolicyTarget},
};

/// One training or judge position.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The position.
    pub pos: Position,
    /// Its target.
    pub target: PolicyTarget,
    /// The best move of the tree's own leaf search in this position.
    pub searched: Option<Move>,
}

impl From<PolicyLine> for Sample {
    fn from(line: PolicyLine) -> Sample {
        Sample {
            pos: line.position,
            target: line.target,
            searched: None,
        }
    }
}

/// Fills in every sample's leaf-search move (the MCTS's depth-1 search with the network).
///
/// # Errors
/// When the embedded network does not load (a broken build).
pub fn add_leaf_moves(samples: &mut [Sample]) -> anyhow::Result<()> {
    let net = Arc::new(Network::embedded().context("loading the embedded net")?);
    let tt = Arc::new(TranspositionTable::new(16));
    let mut leaf = LeafSearch::new(NnueEvaluator::new(net), Arc::clone(&tt));
    for s in samples.iter_mut() {
        leaf.search(&s.pos, &[], 1);
        s.searched = tt.probe(s.pos.key(), 0).and_then(|e| e.mv);
    }
    Ok(())
}

/// The policy as the MCTS serves it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ServedPolicy {
    /// `PolicyTemp`: the hand-made scores are divided by it.
    pub temperature: f32,
    /// `PolicySearchMove`: added to the leaf search's move's score.
    pub search_move_bonus: f32,
    /// `PolicyNet` / 100: the network's logits are multiplied by it.
    pub net_weight: f32,
}

impl Default for ServedPolicy {
    /// The engine's defaults.
    fn default() -> ServedPolicy {
        let params = MctsParams::default();
        ServedPolicy {
            temperature: params.policy_temperature as f32,
            search_move_bonus: params.search_move_bonus as f32,
            net_weight: params.policy_net_weight as f32 / 100.0,
        }
    }
}

/// Cross-entropy of `softmax(logits)` against `target` (shares summing to 1), with the
/// probabilities written into `probs`.
pub fn cross_entropy(logits: &[f32], target: &[f32], probs: &mut Vec<f32>) -> f64 {
    let max = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let sum: f64 = logits.iter().map(|&l| f64::from(l - max).exp()).sum();
    let log_sum = sum.ln() + f64::from(max);
    probs.clear();
    probs.extend(
        logits
            .iter()
            .map(|&l| (f64::from(l) - log_sum).exp() as f32),
    );
    logits
        .iter()
        .zip(target)
        .filter(|&(_, &t)| t > 0.0)
        .map(|(&l, &t)| f64::from(t) * (log_sum - f64::from(l)))
        .sum()
}

/// `−Σ t·ln t`: the smallest cross-entropy a policy can reach on `target`.
fn entropy(target: &[f32]) -> f64 {
    target
        .iter()
        .filter(|&&t| t > 0.0)
        .map(|&t| -f64::from(t) * f64::from(t).ln())
        .sum()
}

/// The first index of the largest value.
fn argmax(values: &[f32]) -> usize {
    values
        .iter()
        .enumerate()
        .fold((0, f32::NEG_INFINITY), |best, (i, &x)| {
            if x > best.1 { (i, x) } else { best }
        })
        .0
}

/// What one position contributes to the figures.
#[derive(Clone, Copy, Debug)]
pub struct Outcome {
    /// Cross-entropy of the served policy.
    pub loss: f64,
    /// KL(target‖served policy).
    pub kl: f64,
    /// KL(target‖hand-made scores alone).
    pub hand_kl: f64,
    /// The served policy's favourite is the target's best move.
    pub net_right: bool,
    /// The hand-made scores' favourite is the target's best move.
    pub hand_right: bool,
}

/// Per-position buffers, reused (no allocation per position once warm).
pub struct Work {
    /// Empty: training positions have no search history.
    history: History,
    moves: Vec<Move>,
    target: Vec<f32>,
    hand: Vec<f32>,
    net: Vec<f32>,
    logits: Vec<f32>,
    probs: Vec<f32>,
    grads: Vec<f32>,
    scratch: PolicyScratch,
}

impl Work {
    /// Buffers for `net`.
    pub fn new(net: &PolicyNet) -> Work {
        Work {
            history: History::default(),
            moves: Vec::new(),
            target: Vec::new(),
            hand: Vec::new(),
            net: Vec::new(),
            logits: Vec::new(),
            probs: Vec::new(),
            grads: Vec::new(),
            scratch: net.scratch(),
        }
    }
}

/// Evaluates one sample under `served` and, when `lr` is given, takes a gradient step on the
/// network. `None` when the target names no legal move (it cannot after parsing).
pub fn visit(
    net: &mut PolicyNet,
    s: &Sample,
    served: &ServedPolicy,
    w: &mut Work,
    lr: Option<f32>,
) -> Option<Outcome> {
    w.moves.clear();
    w.moves.extend(s.pos.legal_moves().iter().copied());
    let n = w.moves.len();
    w.target.resize(n, 0.0);
    if !s.target.shares_of(&w.moves, &mut w.target) {
        return None;
    }
    let best = s.target.best()?;
    let best = w.moves.iter().position(|&m| m == best)?;
    w.hand.clear();
    w.hand.extend(w.moves.iter().map(|&m| {
        let hint = if s.searched == Some(m) {
            served.search_move_bonus
        } else {
            0.0
        };
        (policy::score_move(&s.pos, m, &w.history, 0) as f32 + hint) / served.temperature
    }));
    w.net.resize(n, 0.0);
    net.logits(&s.pos, &w.moves, &mut w.scratch, &mut w.net);
    let own_entropy = entropy(&w.target);
    let hand_kl = cross_entropy(&w.hand, &w.target, &mut w.probs) - own_entropy;
    let hand_right = argmax(&w.hand) == best;
    w.logits.clear();
    w.logits.extend(
        w.hand
            .iter()
            .zip(&w.net)
            .map(|(&h, &l)| h + served.net_weight * l),
    );
    let loss = cross_entropy(&w.logits, &w.target, &mut w.probs);
    let net_right = argmax(&w.logits) == best;
    if let Some(lr) = lr {
        w.grads.clear();
        w.grads.extend(
            w.probs
                .iter()
                .zip(&w.target)
                .map(|(&p, &t)| served.net_weight * (p - t)),
        );
        net.step(&s.pos, &w.moves, &w.grads, &w.scratch, lr);
    }
    Some(Outcome {
        loss,
        kl: loss - own_entropy,
        hand_kl,
        net_right,
        hand_right,
    })
}

/// Totals over a set of positions.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    n: usize,
    loss: f64,
    kl: f64,
    hand_kl: f64,
    net_right: usize,
    hand_right: usize,
}

impl Tally {
    /// Adds one position.
    pub fn add(&mut self, o: &Outcome) {
        self.n += 1;
        self.loss += o.loss;
        self.kl += o.kl;
        self.hand_kl += o.hand_kl;
        self.net_right += usize::from(o.net_right);
        self.hand_right += usize::from(o.hand_right);
    }

    /// Every sample of `samples` evaluated without training.
    pub fn of(net: &mut PolicyNet, samples: &[Sample], served: &ServedPolicy) -> Tally {
        let mut work = Work::new(net);
        let mut tally = Tally::default();
        for s in samples {
            if let Some(o) = visit(net, s, served, &mut work, None) {
                tally.add(&o);
            }
        }
        tally
    }

    /// Positions counted.
    pub fn count(&self) -> usize {
        self.n
    }

    /// Mean cross-entropy of the served policy.
    pub fn mean_loss(&self) -> f64 {
        self.loss / self.n.max(1) as f64
    }

    fn mean(&self, total: f64) -> f64 {
        total / self.n.max(1) as f64
    }

    fn percent(&self, count: usize) -> f64 {
        100.0 * count as f64 / self.n.max(1) as f64
    }

    /// The training and validation line: the loss, KL and top-1 of the served policy, and of
    /// the hand-made scores alone.
    pub fn line(&self) -> String {
        format!(
            "loss {:.4}, KL {:.4}, top-1 {:.1} % (hand-made scores alone: KL {:.4}, top-1 {:.1} %)",
            self.mean_loss(),
            self.mean(self.kl),
            self.percent(self.net_right),
            self.mean(self.hand_kl),
            self.percent(self.hand_right)
        )
    }

    /// The judge's line.
    pub fn judge_line(&self, served: &ServedPolicy) -> String {
        format!(
            "{} positions: hand-made scores KL {:.4}, top-1 {:.1} %; net at weight {:.0} % KL \
             {:.4}, top-1 {:.1} %",
            self.n,
            self.mean(self.hand_kl),
            self.percent(self.hand_right),
            100.0 * served.net_weight,
            self.mean(self.kl),
            self.percent(self.net_right)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{tools::datagen::policy_lines::parse_line, util::rng::Rng64 as _};

    fn sample(line: &str) -> Sample {
        Sample::from(parse_line(line).unwrap_or_else(|e| panic!("{line}: {e}")))
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn gradient_matches_finite_differences() {
        // The loss as a function of the network's logits, at the served weight.
        let served = ServedPolicy {
            net_weight: 0.5,
            ..ServedPolicy::default()
        };
        let hand = [0.3f32, -1.0, 0.8, 0.1, 0.0];
        let net = [0.5f32, 0.2, -0.4, 1.5, -2.0];
        let target = [0.5f32, 0.0, 0.3, 0.2, 0.0];
        let loss = |net: &[f32], probs: &mut Vec<f32>| {
            let logits: Vec<f32> = hand
                .iter()
                .zip(net)
                .map(|(&h, &l)| h + served.net_weight * l)
                .collect();
            cross_entropy(&logits, &target, probs)
        };
        let mut probs = Vec::new();
        loss(&net, &mut probs);
        let sum: f32 = probs.iter().sum();
        assert!((sum - 1.0).abs() < 1e-5);
        let grads: Vec<f32> = probs
            .iter()
            .zip(&target)
            .map(|(&p, &t)| served.net_weight * (p - t))
            .collect();
        let h = 1e-3;
        for i in 0..net.len() {
            let (mut up, mut down) = (net, net);
            up[i] += h;
            down[i] -= h;
            let mut scratch = Vec::new();
            let numeric =
                (loss(&up, &mut scratch) - loss(&down, &mut scratch)) / (2.0 * f64::from(h));
            assert!(
                (numeric - f64::from(grads[i])).abs() < 1e-4,
                "logit {i}: {numeric} vs {}",
                grads[i]
            );
        }
    }

    #[test]
    fn kl_is_zero_only_for_the_target_itself() {
        let target = [0.25f32, 0.75];
        let mut probs = Vec::new();
        let logits = [0.25f32.ln(), 0.75f32.ln()];
        let kl = cross_entropy(&logits, &target, &mut probs) - entropy(&target);
        assert!(kl.abs() < 1e-6, "{kl}");
        let kl = cross_entropy(&[0.0, 0.0], &target, &mut probs) - entropy(&target);
        assert!(kl > 0.1, "{kl}");
    }

    #[test]
    fn training_on_visits_moves_the_served_policy_towards_them() {
        // A soft target that the hand-made scores do not prefer.
        let s = sample(&format!("{START};a2a3:60 h2h3:30 e2e4:10"));
        let served = ServedPolicy {
            search_move_bonus: 0.0,
            ..ServedPolicy::default()
        };
        let mut rng = crate::util::rng::XorShift64Star::new(5);
        let mut net = PolicyNet::from_fn(4, 4, || (rng.unit_f64() as f32 - 0.5) * 0.1);
        let mut work = Work::new(&net);
        let Some(before) = visit(&mut net, &s, &served, &mut work, None) else {
            panic!("target not found")
        };
        assert!(!before.hand_right && !before.net_right);
        for round in 1..=400 {
            visit(&mut net, &s, &served, &mut work, Some(0.01));
            if round % 100 == 0 {
                let Some(o) = visit(&mut net, &s, &served, &mut work, None) else {
                    panic!("target not found")
                };
                assert!(
                    o.loss < before.loss,
                    "round {round}: {} from {}",
                    o.loss,
                    before.loss
                );
            }
        }
        let Some(after) = visit(&mut net, &s, &served, &mut work, None) else {
            panic!("target not found")
        };
        assert!(after.net_right, "a2a3 is the favourite");
        assert!(after.kl < before.kl / 4.0, "{} vs {}", after.kl, before.kl);
        assert!((after.hand_kl - before.hand_kl).abs() < 1e-9);
    }

    #[test]
    fn one_hot_lines_are_the_old_loss() {
        // For a played move the KL equals the cross-entropy (the target has no entropy).
        let s = sample(&format!("{START};g1f3"));
        let mut net = PolicyNet::from_fn(2, 1, || 0.01);
        let mut work = Work::new(&net);
        let Some(o) = visit(&mut net, &s, &ServedPolicy::default(), &mut work, None) else {
            panic!("target not found")
        };
        assert!((o.loss - o.kl).abs() < 1e-9 && o.loss > 0.0);
    }
}
