//! Leaf values: the PVS engine's own shallow search ([`crate::search::LeafSearch`], depth
//! `LeafDepth`, quiescence search included) turned into an expected game score for the side
//! to move through a calibrated win/draw/loss model.
//!
//! The model is two logistic curves in the search score `x` (centipawns, side to move):
//! `win = σ((x − a) / b)`, `loss = σ((−x − a) / b)`, `draw = 1 − win − loss`, and the value
//! used by the tree is the expected score `win + draw / 2`. `a` is the score at which a win
//! becomes as likely as not; `b` is the spread.
//!
//! Calibration: `tests/mcts_calibration.rs` (ignored) fits `a` and `b` by maximum likelihood
//! of the three outcomes on a grid, from positions with game results, each position valued by
//! the leaf search (`CAL_LEAF_DEPTH`, default `LeafDepth`):
//! - `fit_wdl_model`: fast MCTS self-play with the NNUE from ECO positions
//!   (`CAL_GAMES=60 CAL_NODES=300 cargo test --release --no-default-features --test
//!   mcts_calibration -- --ignored --nocapture`);
//! - `fit_wdl_model_from_pgn`: the games of a PGN file, valued with the HCE
//!   (`CAL_PGN=games.pgn …`, for example the games of `tempo match`).
//!
//! Measured (2026-11-22), with the single-logistic Texel scale `k` of `σ(x / k)`:
//! - in use: 79 PVS-against-PVS games (HCE, 20 000 nodes a move, 34 white wins, 24 black
//!   wins, 21 draws), 8 999 positions valued by the depth-2 leaf search: **a = 170, b = 200**
//!   (k = 165). Balanced games between equal engines are what the model is for: the tree
//!   compares moves of an engine that plays on from them as well as it can.
//! - earlier, with a capture search only: MCTS self-play at 300 playouts gave a = 770,
//!   b = 670 (games that weak are decided by later blunders), 40 lopsided MCTS-against-PVS
//!   games gave a = 100, b = 380. The stop-gap a = 250, b = 110 used until now scored
//!   14–17–7 against the fitted model (MCTS against MCTS, 1 000 playouts a move, 38 games:
//!   a small edge for the fit, within the noise).
//!
//! Since the MCTS engine evaluates with the network at `LeafDepth` 1 (2026-11-22,
//! later), the model above is the HCE's at depth 2, not refitted: the network was trained on
//! that HCE's search scores (80 %, game results 20 %), so its centipawns are on nearly the
//! same scale.

use crate::engine::Wdl;

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
    /// The model in use by default (`WdlScore`, `WdlSpread`); see the module docs for how it
    /// relates to the calibration fits.
    pub const CALIBRATED: WdlModel = WdlModel { a: 170.0, b: 200.0 };

    /// The model of the tunables `WdlScore` and `WdlSpread`.
    pub fn of(params: &super::MctsParams) -> WdlModel {
        WdlModel {
            a: params.wdl_score as f64,
            b: params.wdl_spread.max(1) as f64,
        }
    }

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_tunables_are_the_calibrated_model() {
        assert_eq!(
            WdlModel::of(&crate::mcts::MctsParams::default()),
            WdlModel::CALIBRATED
        );
    }

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
