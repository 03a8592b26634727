//! Leaf values: our evaluation (resolved by a short capture search) turned into an expected
//! game score for the side to move through a calibrated win/draw/loss model.
//!
//! The model is two logistic curves in the evaluation `x` (centipawns, side to move):
//! `win = σ((x − a) / b)`, `loss = σ((−x − a) / b)`, `draw = 1 − win − loss`, and the value
//! used by the tree is the expected score `win + draw / 2`. `a` is the evaluation at which a
//! win becomes as likely as not; `b` is the spread.
//!
//! Calibration: `tests/mcts_calibration.rs` (ignored; run it with
//! `cargo test --release --no-default-features --test mcts_calibration -- --ignored --nocapture`)
//! plays fast MCTS self-play games, records the leaf value search of every position with the
//! final result, and fits `a` and `b` by maximum likelihood of the three outcomes on a grid.
//! The constants below are its output; see [`WdlModel::CALIBRATED`].

use crate::{
    chess::{MoveList, Position, Role, gen_type},
    engine::Wdl,
    eval::{Eval, Evaluator},
};

/// A score beyond any evaluation: the side to move is mated.
pub const MATED: Eval = -32_000;

/// The win/draw/loss model.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WdlModel {
    /// Evaluation (cp) at which the win probability is one half.
    pub a: f64,
    /// Spread of the logistic curves (cp).
    pub b: f64,
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

impl WdlModel {
    /// The model fitted by the calibration test (see the module docs).
    pub const CALIBRATED: WdlModel = WdlModel { a: 250.0, b: 110.0 };

    /// Win, draw and loss probabilities at evaluation `cp`.
    pub fn wdl(&self, cp: f64) -> (f64, f64, f64) {
        let win = sigmoid((cp - self.a) / self.b);
        let loss = sigmoid((-cp - self.a) / self.b);
        (win, (1.0 - win - loss).max(0.0), loss)
    }

    /// The expected score in [0, 1] at evaluation `cp`.
    pub fn expected(&self, cp: f64) -> f64 {
        let (w, d, _) = self.wdl(cp);
        w + d / 2.0
    }

    /// The evaluation whose expected score is `q` (inverse of [`WdlModel::expected`]),
    /// clamped to ±9 999 cp.
    pub fn cp_from_expected(&self, q: f64) -> f64 {
        let (mut low, mut high) = (-9_999.0f64, 9_999.0f64);
        for _ in 0..40 {
            let mid = (low + high) / 2.0;
            if self.expected(mid) < q {
                low = mid;
            } else {
                high = mid;
            }
        }
        (low + high) / 2.0
    }

    /// Per-mille win/draw/loss for an expected score `q`.
    pub fn wdl_from_expected(&self, q: f64) -> Wdl {
        if q >= 1.0 {
            return Wdl {
                win: 1000,
                draw: 0,
                loss: 0,
            };
        }
        if q <= 0.0 {
            return Wdl {
                win: 0,
                draw: 0,
                loss: 1000,
            };
        }
        let (w, _, l) = self.wdl(self.cp_from_expected(q));
        let win = (w * 1000.0).round() as u16;
        let loss = (l * 1000.0).round() as u16;
        Wdl {
            win,
            loss,
            draw: 1000u16.saturating_sub(win + loss),
        }
    }
}

/// MVV ordering value of a capture or promotion.
fn noisy_order(pos: &Position, m: crate::chess::Move) -> i32 {
    let victim = if m.is_en_passant() {
        Role::Pawn.value()
    } else {
        pos.captured_role(m).map_or(0, Role::value)
    };
    victim + m.promotion_role().map_or(0, Role::value)
}

/// Quiescence search: the evaluation after the captures and promotions that do not lose
/// material (by SEE) are played out, at most `plies` deep. In check every evasion is tried,
/// so a mate at the leaf is seen. Allocation-free: move lists live on the stack.
pub fn qsearch<E: Evaluator>(
    pos: &Position,
    eval: &mut E,
    mut alpha: Eval,
    beta: Eval,
    plies: u32,
) -> Eval {
    let in_check = pos.in_check();
    let mut moves = MoveList::new();
    if in_check {
        pos.generate::<{ gen_type::ALL }>(&mut moves);
        if moves.is_empty() {
            return MATED;
        }
    }
    let stand_pat = eval.evaluate(pos);
    if plies == 0 {
        return stand_pat;
    }
    if !in_check {
        if stand_pat >= beta {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        pos.generate::<{ gen_type::NOISY }>(&mut moves);
    }
    // Order by victim value (insertion sort over a stack array).
    let list = moves.as_mut_slice();
    let mut keys = [0i32; crate::chess::movegen::MAX_MOVES];
    for (i, &m) in list.iter().enumerate() {
        keys[i] = noisy_order(pos, m);
    }
    for i in 1..list.len() {
        let mut j = i;
        while j > 0 && keys[j - 1] < keys[j] {
            keys.swap(j - 1, j);
            list.swap(j - 1, j);
            j -= 1;
        }
    }
    let mut best = if in_check { MATED } else { stand_pat };
    for &m in list.iter() {
        if !in_check && !pos.see_ge(m, 0) {
            continue;
        }
        let child = pos.after(m);
        eval.push(pos, m, &child);
        let score = -qsearch(&child, eval, -beta, -alpha, plies - 1);
        eval.pop();
        if score > best {
            best = score;
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    best
}

/// A small full-width alpha-beta search of `depth` plies ending in [`qsearch`], used as the
/// leaf value when `LeafDepth` is above zero: it lets the tree see short tactics (forks,
/// mates in one, sacrifices that win back material) that a capture search misses, at the
/// price of fewer playouts. Mates are scored by distance; allocation-free.
pub fn alphabeta<E: Evaluator>(
    pos: &Position,
    eval: &mut E,
    mut alpha: Eval,
    beta: Eval,
    depth: u32,
    qplies: u32,
) -> Eval {
    if depth == 0 {
        return qsearch(pos, eval, alpha, beta, qplies);
    }
    let mut moves = MoveList::new();
    pos.generate::<{ gen_type::ALL }>(&mut moves);
    if moves.is_empty() {
        return if pos.in_check() { MATED } else { 0 };
    }
    // Noisy moves first (victim order), then the rest in generation order.
    let list = moves.as_mut_slice();
    let mut keys = [0i32; crate::chess::movegen::MAX_MOVES];
    for (i, &m) in list.iter().enumerate() {
        keys[i] = if pos.is_noisy(m) {
            1 + noisy_order(pos, m)
        } else {
            0
        };
    }
    for i in 1..list.len() {
        let mut j = i;
        while j > 0 && keys[j - 1] < keys[j] {
            keys.swap(j - 1, j);
            list.swap(j - 1, j);
            j -= 1;
        }
    }
    let mut best = MATED;
    for &m in list.iter() {
        let child = pos.after(m);
        eval.push(pos, m, &child);
        let score = -alphabeta(&child, eval, -beta, -alpha, depth - 1, qplies);
        eval.pop();
        if score > best {
            best = score;
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    // A mate further away is worth a little less, so nearer mates are preferred.
    if best <= MATED + 100 { best + 1 } else { best }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn model_is_monotonic_and_inverts() {
        let m = WdlModel::CALIBRATED;
        assert!((m.expected(0.0) - 0.5).abs() < 1e-9);
        let mut last = 0.0;
        for cp in (-2000..=2000).step_by(50) {
            let e = m.expected(f64::from(cp));
            assert!(e > last);
            last = e;
            let back = m.cp_from_expected(e);
            assert!((back - f64::from(cp)).abs() < 0.5, "{cp} -> {e} -> {back}");
        }
        let wdl = m.wdl_from_expected(0.5);
        assert_eq!(wdl.win, wdl.loss);
        assert_eq!(u32::from(wdl.win + wdl.draw + wdl.loss), 1000);
    }
}
