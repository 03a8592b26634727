//! How a record names a move in one byte (below the record's markers, which start at 0xF0).
//! A database says which code its records use (`move_code` in `meta`).
//!
//! - [`MoveCode::LegalIndex`] (files made before schema version 4): the move's index among
//!   the legal moves in the generator's order. Finding it runs the legal move generator, the
//!   largest single cost of reading games into a database.
//! - [`MoveCode::PieceTarget`] (new files): the mover's men in square order, each given a
//!   fixed block of codes by its role (a pawn 12: three target squares, four promotions
//!   each; a knight 8, a bishop 13, a rook 14, a queen 27, the king 8 and 2 for castling).
//!   A move's byte is the blocks of the men below its own plus its target's place among its
//!   man's targets (ignoring pins and checks: the stored move is legal): a few bit counts and
//!   one attack lookup, no legality test. Reading checks the named move is legal, so a
//!   damaged record is an error, never a wrong position.
//!
//! A side whose men's blocks add up to more than the 240 codes (four queens or more, in
//! practice never) uses the legal index in that position under both codes; both sides of the
//! code tell it from the men alone.

use crate::chess::{
    Bitboard, CastleSide, Color, Move, MoveKind, Position, Role, Square,
    attacks::{bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, rook_attacks},
};

/// The byte codes a move may take (the record's markers start at 0xF0).
const CODES: u32 = 0xF0;

/// How a database's records name moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveCode {
    /// The index among the legal moves in the generator's order.
    LegalIndex,
    /// The mover's piece and target, counted over the side's pieces in square order.
    PieceTarget,
}

impl MoveCode {
    /// The code of new databases.
    pub const NEW: MoveCode = MoveCode::PieceTarget;

    /// The value stored in `meta`.
    pub fn meta_value(self) -> i64 {
        match self {
            MoveCode::LegalIndex => 1,
            MoveCode::PieceTarget => 2,
        }
    }

    /// The code a `meta` value names.
    pub fn from_meta(value: i64) -> Option<MoveCode> {
        match value {
            1 => Some(MoveCode::LegalIndex),
            2 => Some(MoveCode::PieceTarget),
            _ => None,
        }
    }

    /// The byte of `m`, a legal move of `pos` (an illegal one gets `None` or a byte that
    /// decodes to no move).
    pub fn encode(self, pos: &Position, m: Move) -> Option<u8> {
        let from = m.from();
        let blocks = (self == MoveCode::PieceTarget)
            .then(|| blocks_below(pos, from))
            .filter(|&(_, all)| all <= CODES);
        let Some((below, _)) = blocks else {
            return pos
                .legal_move_index(m)
                .and_then(|index| u8::try_from(index).ok());
        };
        if !pos.by_color(pos.side_to_move()).contains(from) {
            return None;
        }
        let code = below + targets(pos, from).code_of(pos, m)?;
        u8::try_from(code)
            .ok()
            .filter(|&byte| u32::from(byte) < CODES)
    }

    /// The legal move `byte` names in `pos`; `None` when it names none.
    pub fn decode(self, pos: &Position, byte: u8) -> Option<Move> {
        if self == MoveCode::LegalIndex || !targets_fit(pos) {
            return pos.legal_moves().as_slice().get(usize::from(byte)).copied();
        }
        let mut code = u32::from(byte);
        for sq in pos.by_color(pos.side_to_move()) {
            let codes = block(pos.role_at(sq)?);
            if code < codes {
                let m = targets(pos, sq).move_at(pos, sq, code)?;
                return is_legal(pos, m).then_some(m);
            }
            code -= codes;
        }
        None
    }
}

/// The squares below `sq`.
fn below(sq: Square) -> Bitboard {
    Bitboard((1u64 << sq.index()) - 1)
}

/// The codes of the side to move's men on squares below `from` (their roles' blocks), and of
/// all of them (above [`CODES`], the position uses the legal index).
fn blocks_below(pos: &Position, from: Square) -> (u32, u32) {
    let us = pos.side_to_move();
    let mut below_from = 0;
    let mut all = 0;
    for (role, codes) in BLOCKS {
        let men = pos.pieces(us, role);
        below_from += (men & below(from)).count() * codes;
        all += men.count() * codes;
    }
    (below_from, all)
}

/// The block of codes of a man of `role`.
fn block(role: Role) -> u32 {
    BLOCKS
        .iter()
        .find(|&&(r, _)| r == role)
        .map_or(0, |&(_, codes)| codes)
}

/// The codes each role's men take: the most targets one man can have (a pawn promoting on
/// three squares, a queen in the middle of an empty board, a king with both castlings).
const BLOCKS: [(Role, u32); 6] = [
    (Role::Pawn, 12),
    (Role::Knight, 8),
    (Role::Bishop, 13),
    (Role::Rook, 14),
    (Role::Queen, 27),
    (Role::King, 10),
];

/// Whether the side to move's men's blocks fit in the codes a byte has room for.
fn targets_fit(pos: &Position) -> bool {
    let us = pos.side_to_move();
    let most: u32 = BLOCKS
        .iter()
        .map(|&(role, codes)| pos.pieces(us, role).count() * codes)
        .sum();
    most <= CODES
}

/// One man's target squares and how many codes each takes.
struct Targets {
    squares: Bitboard,
    /// 4 for a promoting pawn, else 1.
    per_square: u32,
    /// Whether castling takes the codes [`CASTLING_CODE`] and the one after (the king).
    castles: bool,
}

/// The king's code for castling on the king's side; the queen's side is the next one.
const CASTLING_CODE: u32 = 8;

#[inline]
fn targets(pos: &Position, sq: Square) -> Targets {
    let us = pos.side_to_move();
    let own = pos.by_color(us);
    let occupied = pos.occupied();
    let plain = |squares: Bitboard| Targets {
        squares: squares & !own,
        per_square: 1,
        castles: false,
    };
    match pos.role_at(sq) {
        Some(Role::Knight) => plain(knight_attacks(sq)),
        Some(Role::Bishop) => plain(bishop_attacks(sq, occupied)),
        Some(Role::Rook) => plain(rook_attacks(sq, occupied)),
        Some(Role::Queen) => plain(bishop_attacks(sq, occupied) | rook_attacks(sq, occupied)),
        Some(Role::King) => Targets {
            squares: king_attacks(sq) & !own,
            per_square: 1,
            castles: true,
        },
        Some(Role::Pawn) => {
            let mut squares = pawn_attacks(us, sq) & pos.by_color(us.flip());
            if let Some(ep) = pos.ep_square()
                && pawn_attacks(us, sq).contains(ep)
            {
                squares |= Bitboard::from_square(ep);
            }
            let step = if us == Color::White { 8 } else { -8 };
            if let Some(one) = sq.offset(step)
                && !occupied.contains(one)
            {
                squares |= Bitboard::from_square(one);
                if Position::relative_rank(us, sq).index() == 1
                    && let Some(two) = one.offset(step)
                    && !occupied.contains(two)
                {
                    squares |= Bitboard::from_square(two);
                }
            }
            let promotes = Position::relative_rank(us, sq).index() == 6;
            Targets {
                squares,
                per_square: if promotes { 4 } else { 1 },
                castles: false,
            }
        }
        None => Targets {
            squares: Bitboard::EMPTY,
            per_square: 1,
            castles: false,
        },
    }
}

/// The order of promotions within a target square's four codes.
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Knight, Role::Rook, Role::Bishop];

impl Targets {
    /// The code of `m` (a move of this man) within this man's block.
    fn code_of(&self, pos: &Position, m: Move) -> Option<u32> {
        if m.kind() == MoveKind::Castle {
            let side = [CastleSide::King, CastleSide::Queen]
                .into_iter()
                .position(|side| pos.castling().rook(pos.side_to_move(), side) == Some(m.to()))?;
            return self.castles.then_some(CASTLING_CODE + side as u32);
        }
        if !self.squares.contains(m.to()) {
            return None;
        }
        let place = (self.squares & below(m.to())).count() * self.per_square;
        if self.per_square == 1 {
            return Some(place);
        }
        let promotion = match m.kind() {
            MoveKind::PromoteQueen => 0,
            MoveKind::PromoteKnight => 1,
            MoveKind::PromoteRook => 2,
            MoveKind::PromoteBishop => 3,
            _ => return None,
        };
        Some(place + promotion)
    }

    /// The move of this man (on `from`) with code `code` of its block, if there is one.
    fn move_at(&self, pos: &Position, from: Square, code: u32) -> Option<Move> {
        if self.castles && code >= CASTLING_CODE {
            let side = match code - CASTLING_CODE {
                0 => CastleSide::King,
                1 => CastleSide::Queen,
                _ => return None,
            };
            let rook = pos.castling().rook(pos.side_to_move(), side)?;
            return Some(Move::new(from, rook, MoveKind::Castle));
        }
        if code >= self.squares.count() * self.per_square {
            return None;
        }
        let mut squares = self.squares;
        for _ in 0..code / self.per_square {
            squares = Bitboard(squares.0 & squares.0.wrapping_sub(1));
        }
        let to = squares.first()?;
        if self.per_square == 4 {
            let role = PROMOTIONS[(code % 4) as usize];
            return Some(Move::promotion(from, to, role));
        }
        let kind = if pos.role_at(from) != Some(Role::Pawn) {
            MoveKind::Normal
        } else if from.distance(to) == 2 {
            MoveKind::DoublePush
        } else if Some(to) == pos.ep_square() && !pos.occupied().contains(to) {
            MoveKind::EnPassant
        } else {
            MoveKind::Normal
        };
        Some(Move::new(from, to, kind))
    }
}

/// Whether a move built from a man's targets is legal: cheap tests for the usual moves (not
/// in check, not the king, no en passant), the generator for the rest.
fn is_legal(pos: &Position, m: Move) -> bool {
    let us = pos.side_to_move();
    let king = pos.king(us);
    match m.kind() {
        MoveKind::Castle | MoveKind::EnPassant => pos.is_legal(m),
        _ if pos.in_check() => pos.is_legal(m),
        _ if m.from() == king => !pos.is_attacked(m.to(), us.flip(), pos.occupied() ^ king),
        _ => !pos.pinned().contains(m.from()) || line(king, m.from()).contains(m.to()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every legal move of many positions (random games from positions with castling, en
    /// passant, promotions and pins) round-trips, and every byte names a legal move or none.
    #[test]
    fn every_move_round_trips_and_every_byte_is_legal_or_refused() {
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "QQQQ4/8/8/7k/8/8/QQQQ4/4K3 w - - 0 1",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        ];
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut checked = 0;
        for fen in starts {
            for _ in 0..30 {
                let Ok(mut pos) = Position::from_fen(fen) else {
                    panic!("bad test FEN {fen}");
                };
                for _ in 0..150 {
                    let list = pos.legal_moves();
                    if list.is_empty() {
                        break;
                    }
                    for code in [MoveCode::LegalIndex, MoveCode::PieceTarget] {
                        let mut bytes = Vec::new();
                        for &m in list.iter() {
                            let Some(byte) = code.encode(&pos, m) else {
                                panic!("{code:?} cannot encode {m:?} in {}", pos.to_fen());
                            };
                            assert!(u32::from(byte) < CODES);
                            assert_eq!(code.decode(&pos, byte), Some(m), "{}", pos.to_fen());
                            bytes.push(byte);
                            checked += 1;
                        }
                        bytes.sort_unstable();
                        bytes.dedup();
                        assert_eq!(bytes.len(), list.len(), "{}", pos.to_fen());
                        for byte in 0..=u8::MAX {
                            if let Some(m) = code.decode(&pos, byte) {
                                assert!(list.contains(m), "{byte} {m:?} in {}", pos.to_fen());
                                assert_eq!(code.encode(&pos, m), Some(byte));
                            }
                        }
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let pick = list.as_slice()[(seed % list.len() as u64) as usize];
                    pos.play_unchecked(pick);
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    #[test]
    fn meta_values_name_the_codes() {
        for code in [MoveCode::LegalIndex, MoveCode::PieceTarget] {
            assert_eq!(MoveCode::from_meta(code.meta_value()), Some(code));
        }
        assert_eq!(MoveCode::from_meta(7), None);
    }
}
