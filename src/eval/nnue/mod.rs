//! NNUE evaluation: Tempo's own perspective networks ([`ours`]) and Stockfish 12/13 HalfKP
//! networks ([`halfkp`]), evaluated with an incrementally updated [`accumulator`] stack through
//! [`NnueEvaluator`], which implements [`crate::eval::Evaluator`].
//!
//! A network is shared read-only between search threads as an `Arc<Network>`; each thread owns
//! an evaluator (its accumulator stack). [`load_net`] reads either format from a file, and
//! [`Network::embedded`] is the default net compiled into the binary.

pub mod accumulator;
pub mod error;
pub mod evaluator;
pub mod halfkp;
pub mod handle;
pub mod ours;
pub mod simd;

use std::path::Path;

pub use error::NetError;
pub use evaluator::NnueEvaluator;
pub use halfkp::HalfKpNet;
pub use handle::NetHandle;
pub use ours::{Activation, Architecture, PerspectiveNet};

use crate::chess::{Color, Piece, Position, Square};

/// Stockfish's internal units per pawn (its `PawnValueEg`), used to turn HalfKP output into
/// centipawns.
const HALFKP_UNITS_PER_PAWN: i32 = 208;

/// A network of either supported format.
#[derive(Clone, Debug)]
pub enum Network {
    /// Tempo's own format.
    Ours(PerspectiveNet),
    /// A Stockfish 12/13 HalfKP network.
    HalfKp(Box<HalfKpNet>),
}

impl Network {
    /// Parses a network file of either format, told apart by its first bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetError> {
        if bytes.starts_with(ours::MAGIC) {
            return Ok(Network::Ours(PerspectiveNet::from_bytes(bytes)?));
        }
        if bytes.starts_with(&halfkp::HALFKP_VERSION.to_le_bytes()) {
            return Ok(Network::HalfKp(Box::new(HalfKpNet::from_bytes(bytes)?)));
        }
        Err(NetError::UnknownFormat {
            found: bytes.iter().take(8).copied().collect(),
        })
    }

    /// A one-line description (format and shape), for logs and `info string`.
    pub fn describe(&self) -> String {
        match self {
            Network::Ours(net) => {
                let a = net.architecture();
                let inputs = if a.king_bucketed() {
                    format!("768x{} king buckets", a.king_buckets)
                } else {
                    "768".to_string()
                };
                format!(
                    "Tempo net {inputs}->{}x2 {:?} {} output bucket(s)",
                    a.hidden, a.activation, a.output_buckets
                )
            }
            Network::HalfKp(net) => format!("HalfKP net ({})", net.description()),
        }
    }

    /// Accumulator width per perspective.
    pub fn width(&self) -> usize {
        match self {
            Network::Ours(net) => net.architecture().hidden,
            Network::HalfKp(_) => halfkp::HALF_DIMS,
        }
    }

    /// Whether `perspective`'s inputs change when its king moves from `before` to `after`
    /// (then its accumulator is rebuilt from scratch): every king move under HalfKP, a move
    /// to another king bucket or across the board's middle under king buckets.
    #[inline]
    pub(crate) fn king_move_changes_inputs(
        &self,
        perspective: Color,
        before: Square,
        after: Square,
    ) -> bool {
        if before == after {
            return false;
        }
        match self {
            Network::Ours(net) => {
                net.king_region(perspective, before) != net.king_region(perspective, after)
            }
            Network::HalfKp(_) => true,
        }
    }

    /// How many input sets a perspective's king can choose: king buckets × the two board
    /// halves under king buckets, one for plain inputs, each king square under HalfKP.
    pub(crate) fn input_sets(&self) -> usize {
        match self {
            Network::Ours(net) => 2 * net.architecture().king_buckets,
            Network::HalfKp(_) => 64,
        }
    }

    /// The input set (< [`Network::input_sets`]) of `perspective` with its king on `king`:
    /// two kings in the same set give every piece the same feature.
    #[inline]
    pub(crate) fn input_set(&self, perspective: Color, king: Square) -> usize {
        match self {
            Network::Ours(net) => net
                .king_region(perspective, king)
                .map_or(0, |region| 2 * region.bucket + usize::from(region.mirrored)),
            Network::HalfKp(_) => king as usize,
        }
    }

    #[inline]
    pub(crate) fn biases(&self) -> &[i16] {
        match self {
            Network::Ours(net) => net.biases(),
            Network::HalfKp(net) => net.biases(),
        }
    }

    #[inline]
    pub(crate) fn row(&self, feature: usize) -> &[i16] {
        match self {
            Network::Ours(net) => net.row(feature),
            Network::HalfKp(net) => net.row(feature),
        }
    }

    /// The input feature of `piece` on `sq` for `perspective` (whose king is on `king`).
    #[inline]
    pub(crate) fn feature(
        &self,
        perspective: Color,
        king: Square,
        piece: Piece,
        sq: Square,
    ) -> Option<usize> {
        match self {
            Network::Ours(net) => Some(net.input(perspective, king, piece, sq)),
            Network::HalfKp(_) => HalfKpNet::feature(perspective, king, piece, sq),
        }
    }

    /// The network's own output for the side to move: centipawns for Tempo nets, Stockfish's
    /// raw value (after ÷16, internal units) for HalfKP.
    pub(crate) fn raw(
        &self,
        backend: simd::Backend,
        us: &[i16],
        them: &[i16],
        pos: &Position,
    ) -> i32 {
        match self {
            Network::Ours(net) => net.output(backend, us, them, pos.occupied().count()),
            Network::HalfKp(net) => net.raw_output(us, them),
        }
    }

    /// The evaluation in centipawns for the side to move.
    pub(crate) fn centipawns(&self, raw: i32) -> i32 {
        match self {
            Network::Ours(_) => raw,
            Network::HalfKp(_) => raw * 100 / HALFKP_UNITS_PER_PAWN,
        }
    }

    /// The default network compiled into the binary (see `nets/README.md`).
    pub fn embedded() -> Result<Network, NetError> {
        Network::from_bytes(EMBEDDED_NET)
    }

    /// One of the networks compiled into the binary.
    pub fn embedded_as(which: EmbeddedNet) -> Result<Network, NetError> {
        Network::from_bytes(which.bytes())
    }
}

/// The networks compiled into the binary: the default one, and the three the strength levels
/// (`UCI_LimitStrength`) were calibrated with, kept apart so that a new default network does
/// not move the levels' strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmbeddedNet {
    /// `nets/tempo-default.nnue`, full strength.
    Default,
    /// `nets/tempo-levels.nnue`: the labels of `search::strength::CALIBRATION`.
    Levels,
    /// `nets/tempo-levels-top.nnue`: the labels of `search::strength::TOP_CALIBRATION`, above
    /// what the levels' network reaches in a game's time.
    LevelsTop,
    /// `nets/tempo-levels-strongest.nnue`: the labels of
    /// `search::strength::STRONGEST_CALIBRATION`, above what net 8 reaches.
    LevelsStrongest,
}

impl EmbeddedNet {
    /// The network's bytes.
    pub fn bytes(self) -> &'static [u8] {
        match self {
            EmbeddedNet::Default => EMBEDDED_NET,
            EmbeddedNet::Levels => LEVELS_NET,
            EmbeddedNet::LevelsTop => LEVELS_TOP_NET,
            EmbeddedNet::LevelsStrongest => LEVELS_STRONGEST_NET,
        }
    }
}

/// The bytes of the default network, `nets/tempo-default.nnue`.
pub static EMBEDDED_NET: &[u8] = include_bytes!("../../../nets/tempo-default.nnue");

/// The bytes of the levels' network, `nets/tempo-levels.nnue`: the labels of
/// `search::strength::CALIBRATION` are measured with it, so it changes only with a new
/// calibration.
pub static LEVELS_NET: &[u8] = include_bytes!("../../../nets/tempo-levels.nnue");

/// The bytes of the top levels' network, `nets/tempo-levels-top.nnue`: the labels of
/// `search::strength::TOP_CALIBRATION` are measured with it.
pub static LEVELS_TOP_NET: &[u8] = include_bytes!("../../../nets/tempo-levels-top.nnue");

/// The bytes of the strongest levels' network, `nets/tempo-levels-strongest.nnue` (net 14): the
/// labels of `search::strength::STRONGEST_CALIBRATION` are measured with it.
pub static LEVELS_STRONGEST_NET: &[u8] =
    include_bytes!("../../../nets/tempo-levels-strongest.nnue");

/// Reads a network file of either format. On error the caller keeps its current network.
pub fn load_net(path: &Path) -> Result<Network, NetError> {
    let bytes = std::fs::read(path).map_err(|reason| NetError::Io {
        path: path.to_path_buf(),
        reason,
    })?;
    Network::from_bytes(&bytes)
}
