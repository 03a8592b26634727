//! Tempo's own network and file format: 768 colour-relative piece-square inputs → H per
//! perspective (side to move first) → CReLU or SCReLU → one output per material bucket.
//!
//! File layout (little-endian), version 1:
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `TEMPONN1` |
//! | 4 | format version (1) |
//! | 1 | input kind: 0 = 768 (own/their × role × square, Black's board flipped vertically); 1 = those 768 per king bucket, the board also mirrored (a↔h) when the perspective's king is on files e–h |
//! | 1 | activation: 0 = CReLU, 1 = SCReLU |
//! | 1 | king buckets K: 1 with input kind 0, one of [`KING_BUCKET_COUNTS`] with input kind 1 (each count has its [`KingLayout`]) |
//! | 1 | output buckets B, chosen by piece count: `(pieces − 2) · B / 32` |
//! | 2 | hidden width H |
//! | 2, 2 | quantisation QA (accumulator) and QB (output weights) |
//! | 2 | eval scale: centipawns per unit of network output |
//! | K·768·H · 2 | feature weights, feature-major (bucket by bucket), i16 (× QA) |
//! | H · 2 | feature biases, i16 (× QA) |
//! | B·2H · 2 | output weights per bucket, side to move's half first, i16 (× QB) |
//! | B · 4 | output biases, i32 (× QA·QB) |
//! | 8 | FNV-1a 64 checksum of every byte before it |

use super::{
    error::{NetError, Reader},
    simd::{self, Backend},
};
use crate::chess::{Color, Piece, Square};

/// The file's magic bytes.
pub const MAGIC: &[u8; 8] = b"TEMPONN1";
/// The format version this build reads and writes.
pub const FORMAT_VERSION: u32 = 1;
/// Number of input features per perspective.
pub const INPUTS: usize = 768;
/// The king bucket counts of the king-bucketed input kind this build reads (each with its
/// [`KingLayout`]).
pub const KING_BUCKET_COUNTS: [usize; 3] = [4, 8, 16];

/// The king bucket of each square of files a–d (rank by rank, four squares each), seen from
/// the perspective's side with its king mirrored to files a–d. Four buckets: the castled
/// corner (a1, b1), the home squares (c1, d1), the second rank, and everything further up.
const KING_LAYOUT_4: [u8; 32] = [
    0, 0, 1, 1, //
    2, 2, 2, 2, //
    3, 3, 3, 3, //
    3, 3, 3, 3, //
    3, 3, 3, 3, //
    3, 3, 3, 3, //
    3, 3, 3, 3, //
    3, 3, 3, 3, //
];

/// Eight buckets, each inside one of the four's (so a four-bucket net starts an eight-bucket
/// one bucket by bucket): each first-rank square, the second rank in two halves, ranks 3–4
/// and ranks 5–8 (where endgame kings go).
const KING_LAYOUT_8: [u8; 32] = [
    0, 1, 2, 3, //
    4, 4, 5, 5, //
    6, 6, 6, 6, //
    6, 6, 6, 6, //
    7, 7, 7, 7, //
    7, 7, 7, 7, //
    7, 7, 7, 7, //
    7, 7, 7, 7, //
];

/// Sixteen buckets, each inside one of the eight's: the first two ranks square by square,
/// ranks 3–5 in halves, rank 6, and ranks 7–8.
const KING_LAYOUT_16: [u8; 32] = [
    0, 1, 2, 3, //
    4, 5, 6, 7, //
    8, 8, 9, 9, //
    10, 10, 11, 11, //
    12, 12, 13, 13, //
    14, 14, 14, 14, //
    15, 15, 15, 15, //
    15, 15, 15, 15, //
];

/// How a perspective's king square (mirrored to files a–d) chooses its king bucket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingLayout {
    bucket_of: &'static [u8; 32],
    buckets: usize,
}

impl KingLayout {
    /// The layout of `buckets` king buckets, if this build has one (see
    /// [`KING_BUCKET_COUNTS`]).
    pub fn with_buckets(buckets: usize) -> Option<KingLayout> {
        let bucket_of = match buckets {
            4 => &KING_LAYOUT_4,
            8 => &KING_LAYOUT_8,
            16 => &KING_LAYOUT_16,
            _ => return None,
        };
        Some(KingLayout { bucket_of, buckets })
    }

    /// Number of buckets.
    pub fn buckets(self) -> usize {
        self.buckets
    }

    /// The bucket of a king on `square` of files a–d (rank × 4 + file, from the perspective's
    /// side).
    pub fn bucket_of_half_square(self, square: usize) -> usize {
        usize::from(self.bucket_of[square % 32])
    }

    /// The region of `perspective`'s king on `king`.
    #[inline]
    pub fn region(self, perspective: Color, king: Square) -> KingRegion {
        let relative = match perspective {
            Color::White => king as usize,
            Color::Black => king as usize ^ 56,
        };
        let (rank, file) = (relative / 8, relative % 8);
        let mirrored = file >= 4;
        let file = if mirrored { 7 - file } else { file };
        KingRegion {
            bucket: usize::from(self.bucket_of[rank * 4 + file]),
            mirrored,
        }
    }
}

/// Where a perspective's king stands for the king-bucketed inputs: its bucket, and whether
/// the board is mirrored (a↔h) because the king is on files e–h. Inputs change only when
/// this changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingRegion {
    /// The bucket (< the layout's bucket count).
    pub bucket: usize,
    /// Files mirrored.
    pub mirrored: bool,
}

impl KingRegion {
    /// The king-bucketed input of `piece` on `sq` seen by `perspective` in this region.
    #[inline]
    pub fn feature(self, perspective: Color, piece: Piece, sq: Square) -> usize {
        let sq = if self.mirrored {
            sq.flip_horizontal()
        } else {
            sq
        };
        self.bucket * INPUTS + PerspectiveNet::feature(perspective, piece, sq)
    }
}

/// Largest hidden width accepted from a file.
pub const MAX_HIDDEN: usize = 4096;
/// Largest number of output buckets.
pub const MAX_OUTPUT_BUCKETS: usize = 8;

/// The hidden layer's activation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Activation {
    /// clamp(x, 0, 1).
    CRelu,
    /// clamp(x, 0, 1)².
    SCRelu,
}

/// Everything that describes a network's shape and quantisation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Architecture {
    /// Hidden width per perspective.
    pub hidden: usize,
    /// Activation after the feature transformer.
    pub activation: Activation,
    /// Number of output buckets (1..=8), chosen by piece count.
    pub output_buckets: usize,
    /// King buckets of the inputs: 1 (plain 768 inputs) or one of [`KING_BUCKET_COUNTS`] (768
    /// per bucket of the perspective's king, mirrored to files a–d; see [`KingLayout`]).
    pub king_buckets: usize,
    /// Accumulator quantisation (weights × QA).
    pub qa: i16,
    /// Output weight quantisation (weights × QB).
    pub qb: i16,
    /// Centipawns per unit of network output.
    pub scale: i32,
}

impl Architecture {
    /// Checks that the shape is one this build runs.
    pub fn validate(&self) -> Result<(), NetError> {
        if self.hidden == 0 || self.hidden > MAX_HIDDEN {
            return Err(NetError::Architecture(format!(
                "hidden width {} (expected 1..={MAX_HIDDEN})",
                self.hidden
            )));
        }
        if self.output_buckets == 0 || self.output_buckets > MAX_OUTPUT_BUCKETS {
            return Err(NetError::Architecture(format!(
                "{} output buckets (expected 1..={MAX_OUTPUT_BUCKETS})",
                self.output_buckets
            )));
        }
        if self.king_buckets != 1 && KingLayout::with_buckets(self.king_buckets).is_none() {
            return Err(NetError::Architecture(format!(
                "{} king buckets (this build supports 1 and {KING_BUCKET_COUNTS:?})",
                self.king_buckets
            )));
        }
        if self.qa <= 0 || self.qb <= 0 || self.scale <= 0 {
            return Err(NetError::Architecture(format!(
                "non-positive quantisation QA={} QB={} scale={}",
                self.qa, self.qb, self.scale
            )));
        }
        Ok(())
    }

    /// Input features per perspective.
    pub fn inputs(&self) -> usize {
        INPUTS * self.king_buckets
    }

    /// Whether the inputs depend on where the perspective's own king stands.
    pub fn king_bucketed(&self) -> bool {
        self.king_buckets > 1
    }

    /// The king layout of king-bucketed inputs (`None` for plain inputs, or a count this
    /// build has no layout for, which [`Architecture::validate`] refuses).
    pub fn king_layout(&self) -> Option<KingLayout> {
        KingLayout::with_buckets(self.king_buckets)
    }

    /// The output bucket of a position with `pieces` pieces on the board.
    #[inline]
    pub fn output_bucket(&self, pieces: u32) -> usize {
        let n = (pieces.saturating_sub(2) as usize) * self.output_buckets / 32;
        n.min(self.output_buckets - 1)
    }
}

/// A loaded network in Tempo's format.
#[derive(Clone, Debug, PartialEq)]
pub struct PerspectiveNet {
    arch: Architecture,
    /// The architecture's king layout, looked up once (`None`: plain inputs).
    king_layout: Option<KingLayout>,
    ft_weights: Vec<i16>,
    ft_biases: Vec<i16>,
    out_weights: Vec<i16>,
    out_biases: Vec<i32>,
}

impl PerspectiveNet {
    /// Builds a network from quantised parameters (the trainer's export).
    pub fn new(
        arch: Architecture,
        ft_weights: Vec<i16>,
        ft_biases: Vec<i16>,
        out_weights: Vec<i16>,
        out_biases: Vec<i32>,
    ) -> Result<PerspectiveNet, NetError> {
        arch.validate()?;
        let h = arch.hidden;
        let sizes = [
            ("feature weights", ft_weights.len(), arch.inputs() * h),
            ("feature biases", ft_biases.len(), h),
            (
                "output weights",
                out_weights.len(),
                arch.output_buckets * 2 * h,
            ),
            ("output biases", out_biases.len(), arch.output_buckets),
        ];
        for (what, got, want) in sizes {
            if got != want {
                return Err(NetError::Architecture(format!(
                    "{what} has {got} values, the architecture needs {want}"
                )));
            }
        }
        Ok(PerspectiveNet {
            arch,
            king_layout: arch.king_layout(),
            ft_weights,
            ft_biases,
            out_weights,
            out_biases,
        })
    }

    /// Parses a whole file (magic included).
    pub fn from_bytes(bytes: &[u8]) -> Result<PerspectiveNet, NetError> {
        if bytes.len() < 8 || &bytes[..8] != MAGIC {
            return Err(NetError::UnknownFormat {
                found: bytes.iter().take(8).copied().collect(),
            });
        }
        let mut r = Reader::new(bytes);
        r.take(8, "magic")?;
        let version = r.u32("version")?;
        if version != FORMAT_VERSION {
            return Err(NetError::UnsupportedVersion {
                found: version,
                supported: FORMAT_VERSION,
            });
        }
        let input_kind = r.u8("input kind")?;
        if input_kind > 1 {
            return Err(NetError::Architecture(format!(
                "unknown input kind {input_kind}"
            )));
        }
        let activation = match r.u8("activation")? {
            0 => Activation::CRelu,
            1 => Activation::SCRelu,
            other => {
                return Err(NetError::Architecture(format!(
                    "unknown activation {other}"
                )));
            }
        };
        let king_buckets = usize::from(r.u8("king buckets")?);
        let consistent = match input_kind {
            0 => king_buckets == 1,
            _ => king_buckets > 1,
        };
        if !consistent {
            let expected = if input_kind == 0 { "1" } else { "more than 1" };
            return Err(NetError::Architecture(format!(
                "{king_buckets} king buckets with input kind {input_kind} (expected {expected})"
            )));
        }
        let arch = Architecture {
            activation,
            king_buckets,
            output_buckets: usize::from(r.u8("output buckets")?),
            hidden: usize::from(r.u16("hidden width")?),
            qa: r.u16("QA")? as i16,
            qb: r.u16("QB")? as i16,
            scale: i32::from(r.u16("eval scale")?),
        };
        arch.validate()?;
        let h = arch.hidden;
        let ft_weights = r.i16s(arch.inputs() * h, "feature weights")?;
        let ft_biases = r.i16s(h, "feature biases")?;
        let out_weights = r.i16s(arch.output_buckets * 2 * h, "output weights")?;
        let out_biases = r.i32s(arch.output_buckets, "output biases")?;
        let content_end = r.offset();
        let stored = r.take(8, "checksum")?;
        let mut found = [0u8; 8];
        found.copy_from_slice(stored);
        let found = u64::from_le_bytes(found);
        r.finish()?;
        let computed = fnv1a(&bytes[..content_end]);
        if computed != found {
            return Err(NetError::Checksum { found, computed });
        }
        PerspectiveNet::new(arch, ft_weights, ft_biases, out_weights, out_biases)
    }

    /// Serialises the network in the file format (checksum included).
    pub fn to_bytes(&self) -> Vec<u8> {
        let a = &self.arch;
        let mut out = Vec::with_capacity(32 + 2 * self.ft_weights.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.push(u8::from(a.king_bucketed()));
        out.push(match a.activation {
            Activation::CRelu => 0,
            Activation::SCRelu => 1,
        });
        out.push(a.king_buckets as u8);
        out.push(a.output_buckets as u8);
        out.extend_from_slice(&(a.hidden as u16).to_le_bytes());
        out.extend_from_slice(&(a.qa as u16).to_le_bytes());
        out.extend_from_slice(&(a.qb as u16).to_le_bytes());
        out.extend_from_slice(&(a.scale as u16).to_le_bytes());
        for v in self
            .ft_weights
            .iter()
            .chain(&self.ft_biases)
            .chain(&self.out_weights)
        {
            out.extend_from_slice(&v.to_le_bytes());
        }
        for v in &self.out_biases {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let checksum = fnv1a(&out);
        out.extend_from_slice(&checksum.to_le_bytes());
        out
    }

    /// The shape and quantisation.
    pub fn architecture(&self) -> &Architecture {
        &self.arch
    }

    /// The quantised parameters: feature weights, feature biases, output weights and output
    /// biases, in the file's order (a trainer warm-starts from them).
    pub fn parameters(&self) -> (&[i16], &[i16], &[i16], &[i32]) {
        (
            &self.ft_weights,
            &self.ft_biases,
            &self.out_weights,
            &self.out_biases,
        )
    }

    /// Feature biases (the accumulator's starting value).
    pub(crate) fn biases(&self) -> &[i16] {
        &self.ft_biases
    }

    /// The weight row of input feature `index` (< the architecture's inputs).
    #[inline]
    pub(crate) fn row(&self, index: usize) -> &[i16] {
        let h = self.arch.hidden;
        &self.ft_weights[index * h..(index + 1) * h]
    }

    /// The input feature of `piece` on `sq` seen by `perspective`, whose king is on `king`.
    #[inline]
    pub fn input(&self, perspective: Color, king: Square, piece: Piece, sq: Square) -> usize {
        match self.king_layout {
            Some(layout) => layout
                .region(perspective, king)
                .feature(perspective, piece, sq),
            None => PerspectiveNet::feature(perspective, piece, sq),
        }
    }

    /// The king region of `perspective`'s king on `king` (`None` for plain inputs, which no
    /// king move changes).
    #[inline]
    pub fn king_region(&self, perspective: Color, king: Square) -> Option<KingRegion> {
        self.king_layout
            .map(|layout| layout.region(perspective, king))
    }

    /// The plain (not king-bucketed) input feature of `piece` on `sq` seen by `perspective`.
    #[inline]
    pub fn feature(perspective: Color, piece: Piece, sq: Square) -> usize {
        let (side, square) = match perspective {
            Color::White => (usize::from(piece.color != Color::White), sq as usize),
            Color::Black => (usize::from(piece.color != Color::Black), sq as usize ^ 56),
        };
        side * 384 + piece.role as usize * 64 + square
    }

    /// The evaluation in centipawns for the side to move, from its accumulator (`us`), the
    /// opponent's (`them`) and the number of pieces on the board.
    pub fn output(&self, backend: Backend, us: &[i16], them: &[i16], pieces: u32) -> i32 {
        let a = &self.arch;
        let h = a.hidden;
        let bucket = a.output_bucket(pieces);
        let w = &self.out_weights[bucket * 2 * h..(bucket + 1) * 2 * h];
        let (w_us, w_them) = w.split_at(h);
        let qa = i64::from(a.qa);
        let qb = i64::from(a.qb);
        let bias = i64::from(self.out_biases[bucket]);
        let sum = match a.activation {
            Activation::SCRelu => {
                let s = i64::from(simd::screlu_dot(backend, us, w_us, a.qa))
                    + i64::from(simd::screlu_dot(backend, them, w_them, a.qa));
                s / qa + bias
            }
            Activation::CRelu => {
                i64::from(simd::crelu_dot(backend, us, w_us, a.qa))
                    + i64::from(simd::crelu_dot(backend, them, w_them, a.qa))
                    + bias
            }
        };
        (sum * i64::from(a.scale) / (qa * qb)) as i32
    }
}

/// FNV-1a, 64 bits: a simple checksum that catches truncation and bit rot.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}
