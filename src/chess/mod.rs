//! The rules of chess (and Chess960): types, bitboards, attack tables, positions, legal move
//! generation, Zobrist keys and notation (FEN, SAN, UCI moves).

pub mod attacks;
pub mod bitboard;
pub mod check;
pub mod chess960;
mod consistency;
pub mod fen;
pub mod history;
/// Our magic-number generator, also included by `build.rs` to compute the attack tables.
pub mod magic_gen;
pub mod movegen;
pub mod position;
pub mod san;
pub mod see;
pub mod types;
pub mod uci_move;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use check::CheckSquares;
pub use fen::{FenError, STARTPOS_FEN};
pub use history::{GameHistory, Outcome, OutcomeReason};
pub use movegen::{MoveList, gen_type, perft, perft_divide, perft_portable};
pub use position::{CastleSide, CastlingRights, Position};
pub use san::{San, SanError};
pub use types::{ByColor, Color, File, Move, MoveKind, PIECE_VALUES, Piece, Rank, Role, Square};
pub use uci_move::UciMoveError;
