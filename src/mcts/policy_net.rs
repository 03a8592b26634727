//! The learned part of the MCTS policy: a small network trained on the moves the PVS engine
//! chose in self-play (`tempo datagen --policy-out`, `tempo train-policy`).
//!
//! Its logit for a move is added to the hand-made move score divided by the temperature (see
//! [`super::policy`]), so it learns what those scores miss rather than everything again.
//! The shape follows Monty's first policy: every square has a "from" subnet and a "to"
//! subnet, each a linear map of the position's 768 piece-square features (seen from the side
//! to move) to `hidden` numbers; a move's logit is the dot product of its from-square's and
//! its to-square's outputs, plus a learned bias for the moving role, from- and to-square
//! (general move preferences, quick to learn from little data). Castling is the king's move
//! to the rook's square; promotions share their square pair (the hand-made score tells them
//! apart).
//!
//! File format (little-endian): the magic `TPOLICY1`, the hidden width (u32), a scale (f32),
//! then `i16` weights, each the true value times the scale: from-subnet weights
//! `[feature][square][hidden]`, from-subnet biases `[square][hidden]`, then the same two for
//! the to-subnets, then the move biases `[role][from][to]`.

use std::sync::{Arc, OnceLock};

use crate::{
    chess::{Color, Move, Position, Role},
    eval::nnue::PerspectiveNet,
};

/// Piece-square features: (ours, theirs) × 6 roles × 64 squares, from the mover's side.
pub const INPUTS: usize = 768;
/// Squares.
const SQUARES: usize = 64;
/// The largest hidden width a file may declare.
pub const MAX_HIDDEN: usize = 64;
/// The file's first bytes.
pub const MAGIC: &[u8; 8] = b"TPOLICY1";

/// The policy network the engine ships.
pub static EMBEDDED_POLICY: &[u8] = include_bytes!("../../nets/tempo-policy.tpol");

/// A policy file that cannot be used.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum PolicyNetError {
    /// Not one of our policy files.
    #[error("not a Tempo policy network (no TPOLICY1 header)")]
    BadMagic,
    /// A hidden width of 0 or over the limit.
    #[error("policy network declares hidden width {0} (expected 1..={MAX_HIDDEN})")]
    BadHidden(u32),
    /// Too short or too long for its declared width.
    #[error("policy network file is {actual} bytes, expected {expected} for its hidden width")]
    BadLength {
        /// Bytes found.
        actual: usize,
        /// Bytes the header implies.
        expected: usize,
    },
    /// A scale that is not a positive finite number.
    #[error("policy network has an invalid scale")]
    BadScale,
}

/// The network's weights, as floats.
#[derive(Clone, Debug, PartialEq)]
pub struct PolicyNet {
    hidden: usize,
    /// `[feature][square][hidden]`.
    from_weights: Vec<f32>,
    /// `[square][hidden]`.
    from_biases: Vec<f32>,
    /// `[feature][square][hidden]`.
    to_weights: Vec<f32>,
    /// `[square][hidden]`.
    to_biases: Vec<f32>,
    /// `[role][from][to]`.
    move_biases: Vec<f32>,
}

/// Entries of the move-bias table.
const MOVE_BIASES: usize = 6 * SQUARES * SQUARES;

/// The move-bias index of `mv` (squares seen by the mover) played by `role`.
fn move_bias_index(role: Role, from: usize, to: usize) -> usize {
    (role.index() * SQUARES + from) * SQUARES + to
}

/// The position's active features, seen by the side to move (the indexing of our NNUE's
/// inputs); returns how many.
pub fn features(pos: &Position, out: &mut [u16; 32]) -> usize {
    let mover = pos.side_to_move();
    let mut n = 0;
    for sq in pos.occupied() {
        if let (Some(piece), Some(slot)) = (pos.piece_at(sq), out.get_mut(n)) {
            *slot = PerspectiveNet::feature(mover, piece, sq) as u16;
            n += 1;
        }
    }
    n
}

/// A move's (from, to) squares seen by the mover.
pub fn move_squares(mover: Color, mv: Move) -> (usize, usize) {
    (
        mv.from().relative(mover).index(),
        mv.to().relative(mover).index(),
    )
}

/// Per-square subnet outputs for one position, reused between positions (no allocation).
#[derive(Clone, Debug)]
pub struct PolicyScratch {
    from: Vec<f32>,
    to: Vec<f32>,
    /// The position's features, for the gradient step after [`PolicyNet::logits`].
    feats: [u16; 32],
    feat_count: usize,
}

impl PolicyNet {
    /// A network of the given shape (hidden width within 1..=[`MAX_HIDDEN`]) with every
    /// weight from `init` (in file order) and the move biases at zero.
    pub fn from_fn(hidden: usize, mut init: impl FnMut() -> f32) -> PolicyNet {
        let hidden = hidden.clamp(1, MAX_HIDDEN);
        let mut v = |n: usize| (0..n).map(|_| init()).collect::<Vec<f32>>();
        PolicyNet {
            hidden,
            from_weights: v(INPUTS * SQUARES * hidden),
            from_biases: v(SQUARES * hidden),
            to_weights: v(INPUTS * SQUARES * hidden),
            to_biases: v(SQUARES * hidden),
            move_biases: vec![0.0; MOVE_BIASES],
        }
    }

    /// The hidden width.
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The shipped network, decoded once.
    pub fn embedded() -> Arc<PolicyNet> {
        static NET: OnceLock<Arc<PolicyNet>> = OnceLock::new();
        Arc::clone(NET.get_or_init(|| {
            // The shipped file is checked by a test; an empty net (all zero) would only
            // leave the hand-made scores.
            Arc::new(
                PolicyNet::from_bytes(EMBEDDED_POLICY)
                    .unwrap_or_else(|_| PolicyNet::from_fn(1, || 0.0)),
            )
        }))
    }

    /// Scratch space for [`PolicyNet::logits`].
    pub fn scratch(&self) -> PolicyScratch {
        PolicyScratch {
            from: vec![0.0; SQUARES * self.hidden],
            to: vec![0.0; SQUARES * self.hidden],
            feats: [0; 32],
            feat_count: 0,
        }
    }

    /// Writes every move's logit into `out` (same length as `moves`). Only the subnets of
    /// the squares the moves use are computed.
    pub fn logits(
        &self,
        pos: &Position,
        moves: &[Move],
        scratch: &mut PolicyScratch,
        out: &mut [f32],
    ) {
        let h = self.hidden;
        let row = SQUARES * h;
        if scratch.from.len() != row {
            *scratch = self.scratch();
        }
        scratch.feat_count = features(pos, &mut scratch.feats);
        let feats = &scratch.feats[..scratch.feat_count];
        let mover = pos.side_to_move();
        let (mut from_used, mut to_used) = (0u64, 0u64);
        for &mv in moves {
            let (from, to) = move_squares(mover, mv);
            from_used |= 1 << from;
            to_used |= 1 << to;
        }
        let fill = |acc: &mut [f32], weights: &[f32], biases: &[f32], used: u64| {
            for sq in squares(used) {
                acc[sq * h..sq * h + h].copy_from_slice(&biases[sq * h..sq * h + h]);
            }
            for &f in feats {
                let base = usize::from(f) * row;
                for sq in squares(used) {
                    let at = base + sq * h;
                    add(&mut acc[sq * h..sq * h + h], &weights[at..at + h]);
                }
            }
        };
        fill(
            &mut scratch.from,
            &self.from_weights,
            &self.from_biases,
            from_used,
        );
        fill(&mut scratch.to, &self.to_weights, &self.to_biases, to_used);
        for (logit, &mv) in out.iter_mut().zip(moves) {
            let (from, to) = move_squares(mover, mv);
            let role = pos.role_at(mv.from()).unwrap_or(Role::Pawn);
            *logit = dot(
                &scratch.from[from * h..from * h + h],
                &scratch.to[to * h..to * h + h],
            ) + self.move_biases[move_bias_index(role, from, to)];
        }
    }

    /// Gradient step for one position: `grads` holds d(loss)/d(logit) per move; the
    /// subnet outputs and features must be those [`PolicyNet::logits`] left in `scratch`
    /// for the same position.
    pub fn step(
        &mut self,
        pos: &Position,
        moves: &[Move],
        grads: &[f32],
        scratch: &PolicyScratch,
        lr: f32,
    ) {
        let h = self.hidden;
        let row = SQUARES * h;
        let feats = &scratch.feats[..scratch.feat_count];
        let mover = pos.side_to_move();
        // d(loss)/d(output) of each touched from- and to-square.
        let mut d_from = [0f32; SQUARES * MAX_HIDDEN];
        let mut d_to = [0f32; SQUARES * MAX_HIDDEN];
        let (mut from_used, mut to_used) = (0u64, 0u64);
        for (&mv, &g) in moves.iter().zip(grads) {
            let (from, to) = move_squares(mover, mv);
            from_used |= 1 << from;
            to_used |= 1 << to;
            let role = pos.role_at(mv.from()).unwrap_or(Role::Pawn);
            self.move_biases[move_bias_index(role, from, to)] -= lr * g;
            for k in 0..h {
                d_from[from * h + k] += g * scratch.to[to * h + k];
                d_to[to * h + k] += g * scratch.from[from * h + k];
            }
        }
        let apply = |weights: &mut [f32], biases: &mut [f32], d: &[f32], used: u64| {
            for sq in squares(used) {
                let d = &d[sq * h..sq * h + h];
                for (b, &g) in biases[sq * h..sq * h + h].iter_mut().zip(d) {
                    *b -= lr * g;
                }
                for &f in feats {
                    let at = usize::from(f) * row + sq * h;
                    for (w, &g) in weights[at..at + h].iter_mut().zip(d) {
                        *w -= lr * g;
                    }
                }
            }
        };
        apply(
            &mut self.from_weights,
            &mut self.from_biases,
            &d_from,
            from_used,
        );
        apply(&mut self.to_weights, &mut self.to_biases, &d_to, to_used);
    }

    fn arrays(&self) -> [&[f32]; 5] {
        [
            &self.from_weights,
            &self.from_biases,
            &self.to_weights,
            &self.to_biases,
            &self.move_biases,
        ]
    }

    fn expected_len(hidden: usize) -> usize {
        8 + 4 + 4 + 2 * (2 * (INPUTS * SQUARES * hidden + SQUARES * hidden) + MOVE_BIASES)
    }

    /// The file's bytes, weights quantised to `i16` with one scale for all.
    pub fn to_bytes(&self) -> Vec<u8> {
        let largest = self
            .arrays()
            .iter()
            .flat_map(|a| a.iter())
            .fold(0f32, |m, w| m.max(w.abs()));
        let scale = if largest > 0.0 {
            32_000.0 / largest
        } else {
            1.0
        };
        let mut out = Vec::with_capacity(Self::expected_len(self.hidden));
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(self.hidden as u32).to_le_bytes());
        out.extend_from_slice(&scale.to_le_bytes());
        for a in self.arrays() {
            for &w in a {
                out.extend_from_slice(&((w * scale).round() as i16).to_le_bytes());
            }
        }
        out
    }

    /// Decodes a policy file.
    pub fn from_bytes(bytes: &[u8]) -> Result<PolicyNet, PolicyNetError> {
        if bytes.len() < 16 || &bytes[..8] != MAGIC {
            return Err(PolicyNetError::BadMagic);
        }
        let word = |at: usize| [bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]];
        let hidden = u32::from_le_bytes(word(8));
        if hidden == 0 || hidden as usize > MAX_HIDDEN {
            return Err(PolicyNetError::BadHidden(hidden));
        }
        let hidden = hidden as usize;
        let expected = Self::expected_len(hidden);
        if bytes.len() != expected {
            return Err(PolicyNetError::BadLength {
                actual: bytes.len(),
                expected,
            });
        }
        let scale = f32::from_le_bytes(word(12));
        if !(scale.is_finite() && scale > 0.0) {
            return Err(PolicyNetError::BadScale);
        }
        let mut values = bytes[16..]
            .chunks_exact(2)
            .map(|c| f32::from(i16::from_le_bytes([c[0], c[1]])) / scale);
        let mut take = |n: usize| values.by_ref().take(n).collect::<Vec<f32>>();
        Ok(PolicyNet {
            hidden,
            from_weights: take(INPUTS * SQUARES * hidden),
            from_biases: take(SQUARES * hidden),
            to_weights: take(INPUTS * SQUARES * hidden),
            to_biases: take(SQUARES * hidden),
            move_biases: take(MOVE_BIASES),
        })
    }
}

/// The squares of a set bit mask, lowest first.
fn squares(mut bits: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let sq = (bits != 0).then(|| bits.trailing_zeros() as usize)?;
        bits &= bits - 1;
        Some(sq)
    })
}

fn add(acc: &mut [f32], weights: &[f32]) {
    for (a, &w) in acc.iter_mut().zip(weights) {
        *a += w;
    }
}

fn dot(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::util::rng::{Rng64 as _, XorShift64Star};

    #[test]
    fn files_round_trip_within_quantisation() {
        let mut rng = XorShift64Star::new(3);
        let net = PolicyNet::from_fn(4, || rng.unit_f64() as f32 - 0.5);
        let back = PolicyNet::from_bytes(&net.to_bytes()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back.hidden(), 4);
        for (a, b) in net.arrays().iter().zip(back.arrays()) {
            for (x, y) in a.iter().zip(b.iter()) {
                assert!((x - y).abs() < 1e-4, "{x} vs {y}");
            }
        }
    }

    #[test]
    fn bad_files_are_refused_with_the_reason() {
        assert_eq!(
            PolicyNet::from_bytes(b"nonsense"),
            Err(PolicyNetError::BadMagic)
        );
        let mut bytes = PolicyNet::from_fn(2, || 0.1).to_bytes();
        bytes.pop();
        assert!(matches!(
            PolicyNet::from_bytes(&bytes),
            Err(PolicyNetError::BadLength { .. })
        ));
        let mut bytes = PolicyNet::from_fn(2, || 0.1).to_bytes();
        bytes[8..12].copy_from_slice(&0u32.to_le_bytes());
        assert_eq!(
            PolicyNet::from_bytes(&bytes),
            Err(PolicyNetError::BadHidden(0))
        );
    }

    #[test]
    fn the_shipped_network_loads() {
        let net = PolicyNet::from_bytes(EMBEDDED_POLICY).unwrap_or_else(|e| panic!("{e}"));
        assert!(net.hidden() > 0);
    }

    #[test]
    fn a_gradient_step_raises_the_target_logit() {
        let mut rng = XorShift64Star::new(9);
        let mut net = PolicyNet::from_fn(8, || (rng.unit_f64() as f32 - 0.5) * 0.2);
        let pos = Position::startpos();
        let moves: Vec<Move> = pos.legal_moves().iter().copied().collect();
        let mut scratch = net.scratch();
        let mut logits = vec![0.0; moves.len()];
        net.logits(&pos, &moves, &mut scratch, &mut logits);
        let before = logits[0] - logits[1];
        // Cross-entropy towards move 0: its gradient is negative, the others' positive.
        let mut grads = vec![0.05; moves.len()];
        grads[0] = -0.95;
        net.step(&pos, &moves, &grads, &scratch, 0.1);
        net.logits(&pos, &moves, &mut scratch, &mut logits);
        assert!(logits[0] - logits[1] > before);
    }
}
