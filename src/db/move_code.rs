//! How a record names a move in one byte (below the record's markers, which start at 0xF0).
//! A database says which code its records use (`move_code` in `meta`).
//!
//! - [`MoveCode::LegalIndex`] (files made before schema version 4): the move's index among
//!   the legal moves in the generator's order. Finding it runs the legal move generator, the
//!   largest single cost of reading games into a database.
//! - [`MoveCode::PieceTarget`] (new files): the mover's men in square order, each given a
//!   fixed block of codes by its role, and the move its place in its man's block: for a
//!   knight, bishop, rook or queen the target's place among the squares the man would reach
//!   on an empty board (8, 13, 14 and 27 codes); for the king likewise (8) and two more for
//!   castling (king's side, queen's side); for a pawn its direction (capture toward the a
//!   file, push, capture toward the h file, double push), times the four promotions (queen,
//!   knight, rook, bishop) on the seventh rank (12 codes). Encoding is a few bit counts and
//!   small table reads, independent of where the other men stand; decoding checks that the
//!   named move is legal, so a damaged record is an error, never a wrong position.
//!
//! A side whose men's blocks add up to more than the 240 codes (four queens or more, in
//! practice never) uses the legal index in that position under both codes; both sides of the
//! code tell it from the men alone.

use crate::chess::{
    Bitboard, CastleSide, Color, Move, MoveKind, Position, Role, Square,
    attacks::{
        between, bishop_pseudo_attacks, king_attacks, knight_attacks, line, rook_pseudo_attacks,
    },
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
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has `popcnt` (checked above), the only feature the copy needs.
            return unsafe { encode_popcnt(self, pos, m) };
        }
        encode_with(self, pos, m)
    }

    /// The legal move `byte` names in `pos`; `None` when it names none.
    pub fn decode(self, pos: &Position, byte: u8) -> Option<Move> {
        if self == MoveCode::LegalIndex || !blocks_fit(pos) {
            return pos.legal_moves().as_slice().get(usize::from(byte)).copied();
        }
        let mut code = u32::from(byte);
        for sq in pos.by_color(pos.side_to_move()) {
            let role = pos.role_at(sq)?;
            let codes = block(role);
            if code < codes {
                let m = move_at(pos, sq, role, code)?;
                return is_legal(pos, m).then_some(m);
            }
            code -= codes;
        }
        None
    }
}

/// The body of [`MoveCode::encode`]. Its counts are a dozen population counts a move, which baseline
/// x86-64 emulates in about a dozen instructions each.
#[inline(always)]
fn encode_with(code: MoveCode, pos: &Position, m: Move) -> Option<u8> {
    let from = m.from();
    let blocks = (code == MoveCode::PieceTarget)
        .then(|| blocks_below(pos, from))
        .flatten();
    let Some(below) = blocks else {
        return pos
            .legal_move_index(m)
            .and_then(|index| u8::try_from(index).ok());
    };
    if !pos.by_color(pos.side_to_move()).contains(from) {
        return None;
    }
    let code = below + place(pos, m)?;
    u8::try_from(code)
        .ok()
        .filter(|&byte| u32::from(byte) < CODES)
}

/// [`encode_with`] compiled with the hardware population count.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn encode_popcnt(code: MoveCode, pos: &Position, m: Move) -> Option<u8> {
    encode_with(code, pos, m)
}

/// The squares below `sq`.
#[inline(always)]
fn below(sq: Square) -> Bitboard {
    Bitboard((1u64 << sq.index()) - 1)
}

/// The codes of the side to move's men on squares below `from` (their roles' blocks), if all
/// of its men's blocks fit in a byte's codes (else the position uses the legal index).
#[inline(always)]
fn blocks_below(pos: &Position, from: Square) -> Option<u32> {
    let us = pos.side_to_move();
    let mut below_from = 0;
    for (role, codes) in BLOCKS {
        below_from += (pos.pieces(us, role) & below(from)).count() * codes;
    }
    blocks_fit(pos).then_some(below_from)
}

/// Whether the side to move's men's blocks fit in the codes a byte has room for. With one
/// queen at most they always do (fifteen men of at most 14 codes, a queen's 27 and the
/// king's 10 make 233), so the blocks are added up only for a side with promoted queens.
#[inline(always)]
fn blocks_fit(pos: &Position) -> bool {
    let us = pos.side_to_move();
    if !pos.pieces(us, Role::Queen).more_than_one() {
        return true;
    }
    let all: u32 = BLOCKS
        .iter()
        .map(|&(role, codes)| pos.pieces(us, role).count() * codes)
        .sum();
    all <= CODES
}

/// The block of codes of a man of `role`.
fn block(role: Role) -> u32 {
    BLOCKS
        .iter()
        .find(|&&(r, _)| r == role)
        .map_or(0, |&(_, codes)| codes)
}

/// The codes each role's men take: the squares one man can reach (a pawn's four directions,
/// three of them with four promotions on the seventh rank; a queen in the middle of an empty
/// board; a king's eight and its two castlings).
const BLOCKS: [(Role, u32); 6] = [
    (Role::Pawn, 12),
    (Role::Knight, 8),
    (Role::Bishop, 13),
    (Role::Rook, 14),
    (Role::Queen, 27),
    (Role::King, 10),
];

/// The squares a knight, bishop, rook, queen or king on `from` reaches on an empty board.
#[inline(always)]
fn rays(role: Role, from: Square) -> Bitboard {
    match role {
        Role::Knight => knight_attacks(from),
        Role::Bishop => bishop_pseudo_attacks(from),
        Role::Rook => rook_pseudo_attacks(from),
        Role::Queen => bishop_pseudo_attacks(from) | rook_pseudo_attacks(from),
        Role::King => king_attacks(from),
        Role::Pawn => Bitboard::EMPTY,
    }
}

/// The king's code for castling on the king's side; the queen's side is the next one.
const CASTLING_CODE: u32 = 8;

/// The order of promotions within a pawn direction's four codes.
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Knight, Role::Rook, Role::Bishop];

/// Whether a pawn of `color` on `from` promotes with its next move.
fn promotes(color: Color, from: Square) -> bool {
    Position::relative_rank(color, from).index() == 6
}

/// The place of `m` in its man's block.
#[inline(always)]
fn place(pos: &Position, m: Move) -> Option<u32> {
    let (from, to) = (m.from(), m.to());
    let us = pos.side_to_move();
    match pos.role_at(from)? {
        Role::Pawn => {
            let forward = Position::relative_rank(us, to).index() as i32
                - Position::relative_rank(us, from).index() as i32;
            let sideways = to.file().index() as i32 - from.file().index() as i32;
            let direction = match (forward, sideways) {
                (1, -1) => 0,
                (1, 0) => 1,
                (1, 1) => 2,
                (2, 0) => 3,
                _ => return None,
            };
            if !promotes(us, from) {
                return Some(direction);
            }
            let promotion = match m.kind() {
                MoveKind::PromoteQueen => 0,
                MoveKind::PromoteKnight => 1,
                MoveKind::PromoteRook => 2,
                MoveKind::PromoteBishop => 3,
                _ => return None,
            };
            Some(direction * 4 + promotion)
        }
        Role::King if m.kind() == MoveKind::Castle => {
            let side = [CastleSide::King, CastleSide::Queen]
                .into_iter()
                .position(|side| pos.castling().rook(us, side) == Some(to))?;
            Some(CASTLING_CODE + side as u32)
        }
        role => {
            let rays = rays(role, from);
            rays.contains(to).then(|| (rays & below(to)).count())
        }
    }
}

/// The move of the man of `role` on `from` with place `code` in its block (not yet checked
/// to be legal), if the place names one.
fn move_at(pos: &Position, from: Square, role: Role, code: u32) -> Option<Move> {
    let us = pos.side_to_move();
    match role {
        Role::Pawn => {
            let (direction, promotion) = if promotes(us, from) {
                (code / 4, Some(PROMOTIONS[(code % 4) as usize]))
            } else {
                (code, None)
            };
            let (forward, sideways) = match direction {
                0 => (1, -1),
                1 => (1, 0),
                2 => (1, 1),
                3 => (2, 0),
                _ => return None,
            };
            let file = from.file().index() as i32 + sideways;
            if !(0..8).contains(&file) {
                return None;
            }
            let step = if us == Color::White { 8 } else { -8 };
            let to = from.offset(step * forward + sideways)?;
            Some(match promotion {
                Some(role) => Move::promotion(from, to, role),
                None if forward == 2 => Move::new(from, to, MoveKind::DoublePush),
                None if sideways != 0 && Some(to) == pos.ep_square() => {
                    Move::new(from, to, MoveKind::EnPassant)
                }
                None => Move::new(from, to, MoveKind::Normal),
            })
        }
        Role::King if code >= CASTLING_CODE => {
            let side = match code - CASTLING_CODE {
                0 => CastleSide::King,
                1 => CastleSide::Queen,
                _ => return None,
            };
            let rook = pos.castling().rook(us, side)?;
            Some(Move::new(from, rook, MoveKind::Castle))
        }
        role => {
            let mut squares = rays(role, from);
            for _ in 0..code {
                squares = Bitboard(squares.0 & squares.0.wrapping_sub(1));
            }
            Some(Move::new(from, squares.first()?, MoveKind::Normal))
        }
    }
}

/// Whether a move built by [`move_at`] is legal: where it lands and what lies between, then
/// cheap tests for the usual moves (not in check, not the king, no en passant), the generator
/// for the rest.
fn is_legal(pos: &Position, m: Move) -> bool {
    let us = pos.side_to_move();
    let (from, to) = (m.from(), m.to());
    let occupied = pos.occupied();
    let kind = m.kind();
    if kind == MoveKind::Castle || kind == MoveKind::EnPassant {
        return pos.is_legal(m);
    }
    if pos.by_color(us).contains(to) || between(from, to).intersects(occupied) {
        return false;
    }
    if pos.role_at(from) == Some(Role::Pawn) {
        let captures = from.file() != to.file();
        // A capture lands on a man (en passant was handled above), a push on an empty square,
        // a double push from the second rank.
        if captures != occupied.contains(to)
            || (kind == MoveKind::DoublePush && Position::relative_rank(us, from).index() != 1)
        {
            return false;
        }
    }
    let king = pos.king(us);
    if pos.in_check() {
        pos.is_legal(m)
    } else if from == king {
        !pos.is_attacked(to, us.flip(), occupied ^ king)
    } else {
        !pos.pinned().contains(from) || line(king, from).contains(to)
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
                    // The shortcut of `blocks_fit` decides as the full sum does.
                    let us = pos.side_to_move();
                    let all: u32 = BLOCKS
                        .iter()
                        .map(|&(role, codes)| pos.pieces(us, role).count() * codes)
                        .sum();
                    assert_eq!(blocks_fit(&pos), all <= CODES, "{}", pos.to_fen());
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
