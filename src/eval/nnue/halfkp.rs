//! Stockfish 12/13 HalfKP networks (file version 0x7AF32F16): 41024 → 256×2 → 32 → 32 → 1.
//!
//! Inputs are (own king square, piece, square) for every non-king piece, seen from each side
//! with Black's board rotated by 180° (`sq ^ 63`). The feature transformer has i16 weights; its
//! output is clamped to 0..=127 and fed as u8 (side to move first) into two affine layers with
//! i8 weights and i32 biases, each followed by a ClippedReLU that shifts right by 6, and a final
//! affine layer whose i32 output divided by 16 is Stockfish's raw `NNUE::evaluate`.

use super::error::{NetError, Reader};
use crate::chess::{Color, Piece, Role, Square};

/// Stockfish's file version for these networks.
pub const HALFKP_VERSION: u32 = 0x7AF3_2F16;
/// Number of input features.
pub const INPUTS: usize = 64 * PS_END;
/// Accumulator width per perspective.
pub const HALF_DIMS: usize = 256;
const PS_END: usize = 10 * 64 + 1;
const L1_IN: usize = 2 * HALF_DIMS;
const L1: usize = 32;
const L2: usize = 32;
/// Stockfish's `FV_SCALE`: the final layer's output is divided by this.
pub const OUTPUT_SCALE: i32 = 16;
const WEIGHT_SCALE_BITS: u32 = 6;

/// Stockfish's structure hashes, checked on load.
const FT_HASH: u32 = 0x5D69_D5B8 ^ L1_IN as u32;

const fn affine_hash(prev: u32, outputs: u32) -> u32 {
    let mut h = 0xCC03_DAE4u32.wrapping_add(outputs);
    h ^= prev >> 1;
    h ^= prev << 31;
    h
}

const fn clipped_relu_hash(prev: u32) -> u32 {
    0x538D_24C7u32.wrapping_add(prev)
}

const NETWORK_HASH: u32 = {
    let input_slice = 0xEC42_E90Du32 ^ L1_IN as u32;
    let h = affine_hash(input_slice, L1 as u32);
    let h = clipped_relu_hash(h);
    let h = affine_hash(h, L2 as u32);
    let h = clipped_relu_hash(h);
    affine_hash(h, 1)
};

/// One affine layer with i8 weights (row-major: output × input) and i32 biases.
#[derive(Clone, Debug)]
struct Affine {
    inputs: usize,
    biases: Vec<i32>,
    weights: Vec<i8>,
}

impl Affine {
    fn read(
        r: &mut Reader<'_>,
        inputs: usize,
        outputs: usize,
        section: &'static str,
    ) -> Result<Affine, NetError> {
        let biases = r.i32s(outputs, section)?;
        let weights = r.i8s(inputs * outputs, section)?;
        Ok(Affine {
            inputs,
            biases,
            weights,
        })
    }

    fn propagate(&self, input: &[u8], output: &mut [i32]) {
        for ((out, bias), row) in output
            .iter_mut()
            .zip(&self.biases)
            .zip(self.weights.chunks_exact(self.inputs))
        {
            let mut sum = *bias;
            for (&w, &x) in row.iter().zip(input) {
                sum += i32::from(w) * i32::from(x);
            }
            *out = sum;
        }
    }
}

/// A loaded HalfKP network.
#[derive(Clone, Debug)]
pub struct HalfKpNet {
    description: String,
    ft_biases: Vec<i16>,
    ft_weights: Vec<i16>,
    l1: Affine,
    l2: Affine,
    out: Affine,
}

impl HalfKpNet {
    /// Parses a whole HalfKP file.
    pub fn from_bytes(bytes: &[u8]) -> Result<HalfKpNet, NetError> {
        let mut r = Reader::new(bytes);
        let version = r.u32("header version")?;
        if version != HALFKP_VERSION {
            return Err(NetError::UnknownFormat {
                found: bytes.iter().take(8).copied().collect(),
            });
        }
        let hash = r.u32("header hash")?;
        expect_hash("file", FT_HASH ^ NETWORK_HASH, hash)?;
        let len = r.u32("header description length")? as usize;
        let description = String::from_utf8_lossy(r.take(len, "header description")?).into_owned();
        expect_hash(
            "feature transformer",
            FT_HASH,
            r.u32("feature transformer hash")?,
        )?;
        let ft_biases = r.i16s(HALF_DIMS, "feature transformer biases")?;
        let ft_weights = r.i16s(HALF_DIMS * INPUTS, "feature transformer weights")?;
        expect_hash("network", NETWORK_HASH, r.u32("network hash")?)?;
        let l1 = Affine::read(&mut r, L1_IN, L1, "hidden layer 1")?;
        let l2 = Affine::read(&mut r, L1, L2, "hidden layer 2")?;
        let out = Affine::read(&mut r, L2, 1, "output layer")?;
        r.finish()?;
        Ok(HalfKpNet {
            description,
            ft_biases,
            ft_weights,
            l1,
            l2,
            out,
        })
    }

    /// The description string stored in the file.
    pub fn description(&self) -> &str {
        &self.description
    }

    /// Feature transformer biases (the accumulator's starting value).
    pub(crate) fn biases(&self) -> &[i16] {
        &self.ft_biases
    }

    /// The weight row of input feature `index` (< [`INPUTS`]).
    #[inline]
    pub(crate) fn row(&self, index: usize) -> &[i16] {
        &self.ft_weights[index * HALF_DIMS..(index + 1) * HALF_DIMS]
    }

    /// The feature of `piece` on `sq` seen by `perspective` whose king is on `king`; `None` for
    /// kings, which HalfKP encodes only through `king`.
    #[inline]
    pub(crate) fn feature(
        perspective: Color,
        king: Square,
        piece: Piece,
        sq: Square,
    ) -> Option<usize> {
        if piece.role == Role::King {
            return None;
        }
        let orient = |s: Square| match perspective {
            Color::White => s as usize,
            Color::Black => s as usize ^ 63,
        };
        let relative = usize::from(piece.color != perspective);
        let ps = 1 + (piece.role as usize * 2 + relative) * 64;
        Some(ps + orient(sq) + PS_END * orient(king))
    }

    /// Stockfish's raw output (after ÷16) from the two accumulators, side to move first.
    pub fn raw_output(&self, us: &[i16], them: &[i16]) -> i32 {
        let mut transformed = [0u8; L1_IN];
        for (dst, &a) in transformed.iter_mut().zip(us.iter().chain(them)) {
            *dst = a.clamp(0, 127) as u8;
        }
        let mut h1 = [0i32; L1];
        self.l1.propagate(&transformed, &mut h1);
        let a1 = clipped_relu(&h1);
        let mut h2 = [0i32; L2];
        self.l2.propagate(&a1, &mut h2);
        let a2 = clipped_relu(&h2);
        let mut out = [0i32; 1];
        self.out.propagate(&a2, &mut out);
        // C++ integer division truncates toward zero, as does Rust's.
        out[0] / OUTPUT_SCALE
    }
}

fn clipped_relu<const N: usize>(input: &[i32; N]) -> [u8; N] {
    let mut out = [0u8; N];
    for (o, &x) in out.iter_mut().zip(input) {
        *o = (x >> WEIGHT_SCALE_BITS).clamp(0, 127) as u8;
    }
    out
}

fn expect_hash(section: &'static str, expected: u32, found: u32) -> Result<(), NetError> {
    if expected == found {
        Ok(())
    } else {
        Err(NetError::HashMismatch {
            section,
            expected,
            found,
        })
    }
}
