//! PUCT selection with first-play urgency and virtual loss, and the MCTS-solver rules that
//! turn proven children into proven parents.

use super::{
    node::{Node, Proof},
    params::MctsParams,
    tree::{ROOT, Tree},
};

/// The selection constants of one search, precomputed from [`MctsParams`].
#[derive(Clone, Copy, Debug)]
pub struct Puct {
    cpuct: f64,
    cpuct_root: f64,
    cpuct_factor: f64,
    cpuct_base: f64,
    /// `None`: PUCT's square root (the default, computed exactly as such).
    exponent: Option<f64>,
    fpu_reduction: f64,
    /// `(base, log, max)` of the policy-sharpness factor; `None` when it is 1 everywhere.
    gini: Option<(f32, f32, f32)>,
}

impl Puct {
    /// From the tunables.
    pub fn new(params: &MctsParams) -> Puct {
        let cpuct = params.cpuct as f64 / 100.0;
        Puct {
            cpuct,
            cpuct_root: if params.cpuct_root > 0 {
                params.cpuct_root as f64 / 100.0
            } else {
                cpuct
            },
            cpuct_factor: params.cpuct_factor as f64 / 100.0,
            cpuct_base: params.cpuct_base as f64,
            exponent: (params.exploration_exponent != 50)
                .then(|| params.exploration_exponent as f64 / 100.0),
            fpu_reduction: params.fpu_reduction as f64 / 100.0,
            gini: (params.gini_log != 0 || params.gini_base != 100).then(|| {
                (
                    params.gini_base as f32 / 100.0,
                    params.gini_log as f32 / 100.0,
                    params.gini_max as f32 / 100.0,
                )
            }),
        }
    }

    /// The factor of the exploration constant at a node whose children have the priors
    /// summing (squared) to `sum_squares`.
    fn sharpness(&self, sum_squares: f32) -> f32 {
        self.gini.map_or(1.0, |(base, log, max)| {
            let impurity = (1.0 - sum_squares).max(0.0);
            (base - log * (impurity + 0.001).ln()).clamp(0.0, max)
        })
    }

    /// The scale of the exploration term (`c · N^exp`) at a parent with `parent_visits`.
    fn scale(&self, parent_visits: u32, is_root: bool) -> f64 {
        let n = f64::from(parent_visits);
        let c = if is_root { self.cpuct_root } else { self.cpuct };
        let c = c + self.cpuct_factor * ((n + self.cpuct_base) / self.cpuct_base).ln();
        let n = n.max(1.0);
        c * self.exponent.map_or_else(|| n.sqrt(), |e| n.powf(e))
    }
}

/// The child of `parent` to descend into (arena index), or `None` if it has no children.
/// Deterministic: ties go to the earlier child (children are sorted by prior).
///
/// One pass over the children: visited (or busy) children are scored as they come; of the
/// unvisited ones only the first can win, since they share the first-play-urgency value and
/// are sorted by prior, so it is scored at the end once the visited prior mass is known.
/// Proofs are exact values; virtual losses count as lost playouts.
pub fn select_child(tree: &Tree, parent: u32, puct: &Puct) -> Option<u32> {
    let node = tree.node(parent);
    let children = node.children()?;
    let parent_visits = node.visits() + node.in_flight();
    let mut scale = puct.scale(parent_visits, parent == ROOT) as f32;
    if puct.gini.is_some() {
        let sum_squares: f32 = children
            .clone()
            .map(|i| {
                let p = tree.node(i).prior();
                p * p
            })
            .sum();
        scale *= puct.sharpness(sum_squares);
    }
    let mut visited_policy = 0.0f32;
    let mut first_unvisited: Option<(u32, f32)> = None;
    let mut best = None;
    let mut best_score = f32::NEG_INFINITY;
    for i in children {
        let child = tree.node(i);
        let visits = child.visits();
        let in_flight = child.in_flight();
        let prior = child.prior();
        if visits > 0 {
            visited_policy += prior;
        }
        let q = match child.proof() {
            // The child's side to move loses: this move wins.
            Proof::Loss(_) => 1.0,
            Proof::Win(_) => 0.0,
            Proof::Draw => 0.5,
            Proof::Unknown if visits == 0 && in_flight == 0 => {
                if first_unvisited.is_none() {
                    first_unvisited = Some((i, prior));
                }
                continue;
            }
            // Virtual losses: playouts in flight count as lost until they return.
            Proof::Unknown => (child.value_sum() / f64::from(visits + in_flight)) as f32,
        };
        let score = q + scale * prior / (1 + visits + in_flight) as f32;
        if score > best_score {
            best_score = score;
            best = Some(i);
        }
    }
    if let Some((i, prior)) = first_unvisited {
        // The parent's value for its own side to move is the complement of its stored value.
        let parent_value = node.q().map_or(0.5, |q| 1.0 - q) as f32;
        let fpu = parent_value - puct.fpu_reduction as f32 * visited_policy.sqrt();
        let score = fpu + scale * prior;
        // Strictly better, or equal and earlier.
        if score > best_score || (score == best_score && best.is_some_and(|b| i < b)) {
            best = Some(i);
        }
    }
    best
}

/// Tries to prove `parent` from its children's proofs (MCTS-solver): a move into a lost
/// position wins; if every move is proven, the best of them decides. Returns whether the
/// parent's proof changed.
pub fn try_prove(tree: &Tree, parent: u32) -> bool {
    let node = tree.node(parent);
    let Some(children) = node.children() else {
        return false;
    };
    let mut fastest_win: Option<u8> = None;
    let mut slowest_loss: u8 = 0;
    let mut any_draw = false;
    let mut all_proven = true;
    for i in children {
        match tree.node(i).proof() {
            Proof::Loss(p) => {
                fastest_win = Some(fastest_win.map_or(p, |w| w.min(p)));
            }
            Proof::Win(p) => slowest_loss = slowest_loss.max(p),
            Proof::Draw => any_draw = true,
            Proof::Unknown => all_proven = false,
        }
    }
    let proof = if let Some(p) = fastest_win {
        Proof::Win(p.saturating_add(1))
    } else if !all_proven {
        return false;
    } else if any_draw {
        Proof::Draw
    } else {
        Proof::Loss(slowest_loss.saturating_add(1))
    };
    if node.proof() == proof {
        return false;
    }
    node.set_proof(proof);
    true
}

/// How good a move into `child` is as the move to play, for sorting: a proven win first
/// (the fastest), then unproven and drawn moves by visits (ties to the higher value), then
/// proven losses (the slowest first).
pub fn rank_key(child: &Node) -> (u8, u64, i64) {
    match child.proof() {
        Proof::Loss(p) => (3, u64::from(255 - p), 0),
        Proof::Win(p) => (1, u64::from(p), 0),
        Proof::Draw | Proof::Unknown => (
            2,
            u64::from(child.visits()),
            (child.q().unwrap_or(0.0) * 1e6) as i64,
        ),
    }
}

/// The child of `parent` to play (by [`rank_key`]; ties to the earlier child).
pub fn best_child(tree: &Tree, parent: u32) -> Option<u32> {
    let children = tree.node(parent).children()?;
    let mut best: Option<(u32, (u8, u64, i64))> = None;
    for i in children {
        let key = rank_key(tree.node(i));
        if best.is_none_or(|(_, k)| key > k) {
            best = Some((i, key));
        }
    }
    best.map(|(i, _)| i)
}

/// The root child to play: the [`best_child`], or with `lcb_z` above 0 and no proven win
/// among the root moves, the one with the best lower confidence bound of its mean,
/// `q − z·√(q(1 − q)/n)`, among the moves with at least a tenth of the best one's visits.
/// `q(1 − q)` bounds the variance of values in [0, 1] with mean `q`, so the bound is
/// cautious: a move needs a clearly better mean to overtake a much more visited one.
pub fn move_to_play(tree: &Tree, lcb_z: f64) -> Option<u32> {
    let best = best_child(tree, ROOT)?;
    let best_node = tree.node(best);
    if lcb_z <= 0.0 || rank_key(best_node).0 != 2 {
        return Some(best);
    }
    let min_visits = best_node.visits().div_ceil(10).max(1);
    let lcb = |node: &Node| -> f64 {
        match (node.proof(), node.q()) {
            (Proof::Draw, _) => 0.5,
            (_, Some(q)) => q - lcb_z * (q * (1.0 - q) / f64::from(node.visits())).sqrt(),
            (_, None) => f64::NEG_INFINITY,
        }
    };
    let mut chosen = (best, lcb(best_node));
    for i in tree.root().children()? {
        let node = tree.node(i);
        if rank_key(node).0 != 2 || node.visits() < min_visits {
            continue;
        }
        let bound = lcb(node);
        if bound > chosen.1 {
            chosen = (i, bound);
        }
    }
    Some(chosen.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{Move, Position};

    /// A root with `priors.len()` children.
    fn tree_with_children(priors: &[f32]) -> (Tree, Vec<Move>) {
        let tree = Tree::new(1);
        let moves: Vec<Move> = Position::startpos().legal_moves().iter().copied().collect();
        let first = tree.alloc(priors.len()).unwrap_or(0);
        for (i, &p) in priors.iter().enumerate() {
            tree.node(first + i as u32).init(Some(moves[i]), p);
        }
        tree.root().publish_children(first, priors.len() as u8);
        (tree, moves)
    }

    #[test]
    fn selection_follows_prior_then_value() {
        let (tree, _) = tree_with_children(&[0.6, 0.3, 0.1]);
        let puct = Puct::new(&MctsParams::default());
        assert_eq!(
            select_child(&tree, ROOT, &puct),
            Some(1),
            "highest prior first"
        );
        // The first child turns out lost again and again; the second is good.
        for _ in 0..20 {
            tree.node(1).record(0.0, false);
            tree.root().record(1.0, false);
        }
        tree.node(2).record(0.9, false);
        tree.root().record(0.1, false);
        assert_eq!(select_child(&tree, ROOT, &puct), Some(2));
    }

    #[test]
    fn a_sure_policy_widens_exploration_through_the_gini_factor() {
        let params = MctsParams::default();
        let off = MctsParams {
            gini_base: 100,
            gini_log: 0,
            ..MctsParams::default()
        };
        let puct = Puct::new(&params);
        // One sure move: the factor is at its cap; an even spread of 20: below 1.
        assert!((puct.sharpness(0.98 * 0.98) - 2.26).abs() < 1e-3);
        let even = puct.sharpness(20.0 * 0.05 * 0.05);
        assert!(
            (even - (0.46 - 1.56 * (0.951f32).ln())).abs() < 1e-3,
            "{even}"
        );
        assert_eq!(Puct::new(&off).sharpness(0.5), 1.0);
        // A favourite worth 0.52 after 50 playouts against a 4 % move worth 0.50 after one:
        // plain PUCT stays on the favourite, the sharpness factor (2.26 here) sends the next
        // playout to the other move.
        let (tree, _) = tree_with_children(&[0.96, 0.04]);
        for _ in 0..50 {
            tree.node(1).record(0.52, false);
            tree.root().record(0.48, false);
        }
        tree.node(2).record(0.5, false);
        tree.root().record(0.5, false);
        assert_eq!(select_child(&tree, ROOT, &Puct::new(&off)), Some(1));
        let on = params;
        assert_eq!(select_child(&tree, ROOT, &Puct::new(&on)), Some(2));
    }

    #[test]
    fn virtual_loss_spreads_threads() {
        let (tree, _) = tree_with_children(&[0.5, 0.5]);
        let puct = Puct::new(&MctsParams::default());
        for i in 1..=2 {
            tree.node(i).record(0.5, false);
            tree.root().record(0.5, false);
        }
        assert_eq!(select_child(&tree, ROOT, &puct), Some(1));
        tree.node(1).add_in_flight();
        tree.root().add_in_flight();
        assert_eq!(
            select_child(&tree, ROOT, &puct),
            Some(2),
            "the busy child is avoided"
        );
    }

    #[test]
    fn first_play_urgency_decides_unvisited_children() {
        // One child visited and good; whether the unvisited sibling is tried next depends on
        // how much first-play urgency discounts it.
        let (tree, _) = tree_with_children(&[0.5, 0.5]);
        tree.node(1).record(0.99, false);
        tree.root().record(0.01, false);
        let mut params = MctsParams {
            fpu_reduction: 0,
            ..MctsParams::default()
        };
        assert_eq!(select_child(&tree, ROOT, &Puct::new(&params)), Some(2));
        params.fpu_reduction = 100;
        assert_eq!(select_child(&tree, ROOT, &Puct::new(&params)), Some(1));
    }

    #[test]
    fn root_exploration_and_exponent() {
        let params = MctsParams::default();
        let puct = Puct::new(&params);
        assert_eq!(
            puct.scale(400, true),
            puct.scale(400, false),
            "CPuctRoot 0: same"
        );
        let root = Puct::new(&MctsParams {
            cpuct_root: 300,
            ..params.clone()
        });
        assert!(root.scale(400, true) > 1.9 * root.scale(400, false));
        assert_eq!(root.scale(400, false), puct.scale(400, false));
        let flatter = Puct::new(&MctsParams {
            exploration_exponent: 67,
            ..params
        });
        let ratio = flatter.scale(10_000, false) / puct.scale(10_000, false);
        assert!((ratio - 10_000f64.powf(0.17)).abs() < 1e-9, "{ratio}");
    }

    #[test]
    fn lower_confidence_bound_overrides_visits_only_when_clearly_better() {
        let (tree, _) = tree_with_children(&[0.5, 0.3, 0.2]);
        let record = |node: u32, visits: u32, value: f64| {
            for _ in 0..visits {
                tree.node(node).record(value, false);
                tree.root().record(1.0 - value, false);
            }
        };
        // Most visits at 0.55; a well explored 0.70; a barely visited 0.99.
        record(1, 1000, 0.55);
        record(2, 300, 0.70);
        record(3, 20, 0.99);
        assert_eq!(move_to_play(&tree, 0.0), Some(1), "0: the most visited");
        assert_eq!(
            move_to_play(&tree, 1.96),
            Some(2),
            "the barely visited one is out"
        );
        assert_eq!(
            move_to_play(&tree, 40.0),
            Some(1),
            "a wide bound trusts visits"
        );
        tree.node(3).set_proof(Proof::Loss(1));
        assert_eq!(
            move_to_play(&tree, 1.96),
            Some(3),
            "a proven win comes first"
        );
    }

    #[test]
    fn solver_proves_wins_losses_and_draws() {
        let (tree, _) = tree_with_children(&[0.4, 0.3, 0.3]);
        assert!(!try_prove(&tree, ROOT));
        tree.node(2).set_proof(Proof::Win(2));
        assert!(!try_prove(&tree, ROOT), "one losing move proves nothing");
        tree.node(3).set_proof(Proof::Loss(4));
        assert!(try_prove(&tree, ROOT));
        assert_eq!(tree.root().proof(), Proof::Win(5));
        assert_eq!(best_child(&tree, ROOT), Some(3));

        let (tree, _) = tree_with_children(&[0.5, 0.5]);
        tree.node(1).set_proof(Proof::Win(1));
        tree.node(2).set_proof(Proof::Win(3));
        assert!(try_prove(&tree, ROOT));
        assert_eq!(tree.root().proof(), Proof::Loss(4), "the slowest loss");
        assert_eq!(best_child(&tree, ROOT), Some(2));

        let (tree, _) = tree_with_children(&[0.5, 0.5]);
        tree.node(1).set_proof(Proof::Win(1));
        tree.node(2).set_proof(Proof::Draw);
        assert!(try_prove(&tree, ROOT));
        assert_eq!(tree.root().proof(), Proof::Draw);
    }
}
