//! The learned part of the MCTS policy: a small network trained on the moves the PVS engine
//! chose in self-play (`tempo datagen --policy-out`, `tempo train-policy`).
//!
//! Its logit for a move is added to the hand-made move score divided by the temperature (see
//! [`super::policy`]), so it learns what those scores miss rather than everything again.
//! The shape follows Monty's first policy: every square has a "from" subnet and a "to"
//! subnet, each a linear map of the position's piece-square features (seen from the side to
//! move, split by threat bucket, below) to `hidden` numbers; a move's logit is the dot
//! product of its from-square's and its to-square's outputs, plus a learned bias for the
//! moving role, from- and to-square (general move preferences, quick to learn from little
//! data). Castling is the king's move to the rook's square; promotions share their square
//! pair (the hand-made score tells them apart).
//!
//! Threat buckets: with 2 or 4 buckets every piece-square feature also says whether the
//! piece's square is attacked by the other side (and, with 4, whether it is defended by its
//! own side), so the linear subnets can see hanging and protected pieces, which plain
//! piece-squares cannot (Monty's value network takes threat inputs for the same reason).
//! Measured on the same 5.2 M positions and held-out set (`nets/README.md`): top-1 35.1 %
//! with 1 bucket, 35.5 % with 2, 35.8 % with 4.
//!
//! File format (little-endian): the magic `TPOLICY2`, the hidden width (u32), the threat
//! buckets (u32: 1, 2 or 4), a scale (f32), then `i16` weights, each the true value times the
//! scale: from-subnet weights `[feature][square][hidden]` (feature = bucket × 768 +
//! piece-square), from-subnet biases `[square][hidden]`, then the same two for the
//! to-subnets, then the move biases `[role][from][to]`. `TPOLICY1` files (the nets of commits
//! d81d518 and 9ec2e95) are the same without the bucket word, one bucket.

use std::sync::{Arc, OnceLock};

use crate::{
    chess::{Color, Move, Position, Role},
    eval::nnue::PerspectiveNet,
};

/// Piece-square features: (ours, theirs) × 6 roles × 64 squares, from the mover's side.
pub const PIECE_SQUARES: usize = 768;
/// Squares.
const SQUARES: usize = 64;
/// The largest hidden width a file may declare.
pub const MAX_HIDDEN: usize = 64;
/// The file's first bytes.
pub const MAGIC: &[u8; 8] = b"TPOLICY2";
/// The first bytes of the older files without threat buckets.
pub const MAGIC_V1: &[u8; 8] = b"TPOLICY1";
/// Threat bucket counts a network may have.
pub const THREAT_BUCKETS: [usize; 3] = [1, 2, 4];

/// The policy network the engine ships.
pub static EMBEDDED_POLICY: &[u8] = include_bytes!("../../nets/tempo-policy.tpol");

/// A policy file that cannot be used.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum PolicyNetError {
    /// Not one of our policy files.
    #[error("not a Tempo policy network (no TPOLICY1/TPOLICY2 header)")]
    BadMagic,
    /// A threat bucket count other than 1, 2 or 4.
    #[error("policy network declares {0} threat buckets (expected 1, 2 or 4)")]
    BadBuckets(u32),
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
    /// Threat buckets (1, 2 or 4): the inputs are `buckets × 768`.
    buckets: usize,
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
/// inputs, offset by 768 per threat bucket); returns how many.
pub fn features(pos: &Position, buckets: usize, out: &mut [u16; 32]) -> usize {
    let mover = pos.side_to_move();
    let attacked = if buckets > 1 {
        [
            pos.attacked_squares(Color::White),
            pos.attacked_squares(Color::Black),
        ]
    } else {
        [crate::chess::Bitboard::EMPTY; 2]
    };
    let mut n = 0;
    for sq in pos.occupied() {
        if let (Some(piece), Some(slot)) = (pos.piece_at(sq), out.get_mut(n)) {
            let own = piece.color.index();
            let threatened = usize::from(attacked[1 - own].contains(sq));
            let defended = usize::from(buckets == 4 && attacked[own].contains(sq));
            let bucket = threatened + 2 * defended;
            *slot = (bucket * PIECE_SQUARES + PerspectiveNet::feature(mover, piece, sq)) as u16;
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
    /// A network of the given shape (hidden width within 1..=[`MAX_HIDDEN`], threat buckets
    /// one of [`THREAT_BUCKETS`], else 1) with every weight from `init` (in file order) and
    /// the move biases at zero.
    pub fn from_fn(hidden: usize, buckets: usize, mut init: impl FnMut() -> f32) -> PolicyNet {
        let hidden = hidden.clamp(1, MAX_HIDDEN);
        let buckets = if THREAT_BUCKETS.contains(&buckets) {
            buckets
        } else {
            1
        };
        let inputs = buckets * PIECE_SQUARES;
        let mut v = |n: usize| (0..n).map(|_| init()).collect::<Vec<f32>>();
        PolicyNet {
            hidden,
            buckets,
            from_weights: v(inputs * SQUARES * hidden),
            from_biases: v(SQUARES * hidden),
            to_weights: v(inputs * SQUARES * hidden),
            to_biases: v(SQUARES * hidden),
            move_biases: vec![0.0; MOVE_BIASES],
        }
    }

    /// The hidden width.
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The threat buckets.
    pub fn buckets(&self) -> usize {
        self.buckets
    }

    /// The shipped network, decoded once.
    pub fn embedded() -> Arc<PolicyNet> {
        static NET: OnceLock<Arc<PolicyNet>> = OnceLock::new();
        Arc::clone(NET.get_or_init(|| {
            // The shipped file is checked by a test; an empty net (all zero) would only
            // leave the hand-made scores.
            Arc::new(
                PolicyNet::from_bytes(EMBEDDED_POLICY)
                    .unwrap_or_else(|_| PolicyNet::from_fn(1, 1, || 0.0)),
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
        scratch.feat_count = features(pos, self.buckets, &mut scratch.feats);
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

    /// File length: `header` bytes, then the weights.
    fn expected_len(header: usize, hidden: usize, buckets: usize) -> usize {
        let inputs = buckets * PIECE_SQUARES;
        header + 2 * (2 * (inputs * SQUARES * hidden + SQUARES * hidden) + MOVE_BIASES)
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
        let mut out = Vec::with_capacity(Self::expected_len(20, self.hidden, self.buckets));
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(self.hidden as u32).to_le_bytes());
        out.extend_from_slice(&(self.buckets as u32).to_le_bytes());
        out.extend_from_slice(&scale.to_le_bytes());
        for a in self.arrays() {
            for &w in a {
                out.extend_from_slice(&((w * scale).round() as i16).to_le_bytes());
            }
        }
        out
    }

    /// Decodes a policy file (either format).
    pub fn from_bytes(bytes: &[u8]) -> Result<PolicyNet, PolicyNetError> {
        let version = match bytes.get(..8) {
            Some(m) if m == MAGIC => 2,
            Some(m) if m == MAGIC_V1 => 1,
            _ => return Err(PolicyNetError::BadMagic),
        };
        let header = if version == 2 { 20 } else { 16 };
        if bytes.len() < header {
            return Err(PolicyNetError::BadLength {
                actual: bytes.len(),
                expected: header,
            });
        }
        let word = |at: usize| [bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]];
        let hidden = u32::from_le_bytes(word(8));
        if hidden == 0 || hidden as usize > MAX_HIDDEN {
            return Err(PolicyNetError::BadHidden(hidden));
        }
        let hidden = hidden as usize;
        let buckets = if version == 2 {
            let b = u32::from_le_bytes(word(12));
            if !THREAT_BUCKETS.contains(&(b as usize)) {
                return Err(PolicyNetError::BadBuckets(b));
            }
            b as usize
        } else {
            1
        };
        let expected = Self::expected_len(header, hidden, buckets);
        if bytes.len() != expected {
            return Err(PolicyNetError::BadLength {
                actual: bytes.len(),
                expected,
            });
        }
        let scale = f32::from_le_bytes(word(header - 4));
        if !(scale.is_finite() && scale > 0.0) {
            return Err(PolicyNetError::BadScale);
        }
        let mut values = bytes[header..]
            .chunks_exact(2)
            .map(|c| f32::from(i16::from_le_bytes([c[0], c[1]])) / scale);
        let mut take = |n: usize| values.by_ref().take(n).collect::<Vec<f32>>();
        let inputs = buckets * PIECE_SQUARES;
        Ok(PolicyNet {
            hidden,
            buckets,
            from_weights: take(inputs * SQUARES * hidden),
            from_biases: take(SQUARES * hidden),
            to_weights: take(inputs * SQUARES * hidden),
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
        let net = PolicyNet::from_fn(4, 2, || rng.unit_f64() as f32 - 0.5);
        let back = PolicyNet::from_bytes(&net.to_bytes()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((back.hidden(), back.buckets()), (4, 2));
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
        assert!(matches!(
            PolicyNet::from_bytes(b"TPOLICY2\x01"),
            Err(PolicyNetError::BadLength { .. })
        ));
        let mut bytes = PolicyNet::from_fn(2, 1, || 0.1).to_bytes();
        bytes.pop();
        assert!(matches!(
            PolicyNet::from_bytes(&bytes),
            Err(PolicyNetError::BadLength { .. })
        ));
        let mut bytes = PolicyNet::from_fn(2, 1, || 0.1).to_bytes();
        bytes[8..12].copy_from_slice(&0u32.to_le_bytes());
        assert_eq!(
            PolicyNet::from_bytes(&bytes),
            Err(PolicyNetError::BadHidden(0))
        );
        let mut bytes = PolicyNet::from_fn(2, 1, || 0.1).to_bytes();
        bytes[12..16].copy_from_slice(&3u32.to_le_bytes());
        assert_eq!(
            PolicyNet::from_bytes(&bytes),
            Err(PolicyNetError::BadBuckets(3))
        );
    }

    #[test]
    fn first_format_files_still_load() {
        // A TPOLICY1 file is a one-bucket TPOLICY2 file without the bucket word.
        let net = PolicyNet::from_fn(2, 1, || 0.25);
        let v2 = net.to_bytes();
        let mut v1 = MAGIC_V1.to_vec();
        v1.extend_from_slice(&v2[8..12]);
        v1.extend_from_slice(&v2[16..]);
        let back = PolicyNet::from_bytes(&v1).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((back.hidden(), back.buckets()), (2, 1));
        assert_eq!(
            back,
            PolicyNet::from_bytes(&v2).unwrap_or_else(|e| panic!("{e}"))
        );
    }

    #[test]
    fn threat_buckets_mark_attacked_and_defended_pieces() {
        // White's knight on e5 is attacked by the d6 pawn and defended by the d4 pawn.
        let Ok(pos) = Position::from_fen("4k3/8/3p4/4N3/3P4/8/8/4K3 w - - 0 1") else {
            panic!("fen")
        };
        let Some(knight) = pos.piece_at(crate::chess::Square::E5) else {
            panic!("no knight")
        };
        let base = PerspectiveNet::feature(Color::White, knight, crate::chess::Square::E5);
        let mut out = [0u16; 32];
        let n = features(&pos, 4, &mut out);
        assert!(out[..n].contains(&((3 * PIECE_SQUARES + base) as u16)));
        let n = features(&pos, 2, &mut out);
        assert!(out[..n].contains(&((PIECE_SQUARES + base) as u16)));
        let n = features(&pos, 1, &mut out);
        assert!(out[..n].contains(&(base as u16)));
    }

    #[test]
    fn the_shipped_network_loads() {
        let net = PolicyNet::from_bytes(EMBEDDED_POLICY).unwrap_or_else(|e| panic!("{e}"));
        assert!(net.hidden() > 0);
    }

    #[test]
    fn a_gradient_step_raises_the_target_logit() {
        let mut rng = XorShift64Star::new(9);
        let mut net = PolicyNet::from_fn(8, 4, || (rng.unit_f64() as f32 - 0.5) * 0.2);
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
