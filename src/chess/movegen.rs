//! Legal move generation with check and pin masks (no make-and-test filter).
//!
//! One generator, specialised at compile time on what to generate (all moves, noisy moves,
//! quiet moves) and where the moves go (a [`MoveList`], or a counter that adds up the sizes of
//! destination sets for bulk-counting perft).

use super::{
    attacks::{self, between, line},
    bitboard::Bitboard,
    position::{CastleSide, Position},
    types::{Color, Move, MoveKind, Rank, Role, Square},
};
use crate::util::array_vec::ArrayVec;

/// The largest number of legal moves in any chess position is 218.
pub const MAX_MOVES: usize = 256;

/// A fixed-capacity list of moves: no allocation in search, and no slot written before its
/// move is pushed.
#[derive(Clone, Default)]
pub struct MoveList {
    moves: ArrayVec<Move, MAX_MOVES>,
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub fn new() -> MoveList {
        MoveList {
            moves: ArrayVec::new(),
        }
    }

    /// Appends a move (silently ignored past capacity, which legal chess never reaches).
    #[inline]
    pub fn push(&mut self, m: Move) {
        let _ = self.moves.push(m);
    }

    /// The number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the list is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Removes every move.
    #[inline]
    pub fn clear(&mut self) {
        self.moves.clear();
    }

    /// The moves as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        self.moves.as_slice()
    }

    /// The moves as a mutable slice (for sorting).
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        self.moves.as_mut_slice()
    }

    /// Whether `m` is in the list.
    #[inline]
    pub fn contains(&self, m: Move) -> bool {
        self.as_slice().contains(&m)
    }

    /// Iterates over the moves.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// What to generate, as a const generic.
pub mod gen_type {
    /// Captures and promotions (quiet promotions too), en passant.
    pub const NOISY: u8 = 1;
    /// Everything else: quiet non-promotions and castling.
    pub const QUIET: u8 = 2;
    /// Every legal move.
    pub const ALL: u8 = NOISY | QUIET;
}

/// Receives generated moves set by set.
trait MoveSink {
    /// A piece (not a pawn) moving from `from` to each of `targets`.
    fn piece_moves(&mut self, from: Square, targets: Bitboard);
    /// Pawns moving to `targets` from the square `delta` index steps back.
    fn pawn_moves(&mut self, targets: Bitboard, delta: i32, kind: MoveKind);
    /// Pawn promotions to `targets` from `delta` steps back; `QUIET`/`NOISY` choose roles.
    fn promotions<const GEN: u8>(&mut self, targets: Bitboard, delta: i32, is_capture: bool);
    /// One special move (castling, en passant).
    fn single(&mut self, m: Move);
    /// Whether the sink needs no more moves (the generator may stop between sets).
    #[inline]
    fn done(&self) -> bool {
        false
    }
}

impl MoveSink for MoveList {
    #[inline]
    fn piece_moves(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.push(Move::new(from, to, MoveKind::Normal));
        }
    }

    #[inline]
    fn pawn_moves(&mut self, targets: Bitboard, delta: i32, kind: MoveKind) {
        for to in targets {
            let from = Square::from_index_wrapping((to as i32 - delta) as u32);
            self.push(Move::new(from, to, kind));
        }
    }

    #[inline]
    fn promotions<const GEN: u8>(&mut self, targets: Bitboard, delta: i32, _is_capture: bool) {
        for to in targets {
            let from = Square::from_index_wrapping((to as i32 - delta) as u32);
            // All promotions count as noisy: quiescence search wants under-promotions too,
            // rarely as they matter, so that NOISY + QUIET is exactly ALL.
            if GEN & gen_type::NOISY != 0 {
                self.push(Move::new(from, to, MoveKind::PromoteQueen));
                self.push(Move::new(from, to, MoveKind::PromoteKnight));
                self.push(Move::new(from, to, MoveKind::PromoteRook));
                self.push(Move::new(from, to, MoveKind::PromoteBishop));
            }
        }
    }

    #[inline]
    fn single(&mut self, m: Move) {
        self.push(m);
    }
}

/// Finds one move's index in [`Position::legal_moves`] order by counting, without listing
/// the moves: the sets before the one holding the move only add their sizes.
struct MoveIndexer {
    target: Move,
    count: u32,
    found: Option<u32>,
}

impl MoveIndexer {
    /// The moves of a set before `to` (sets are listed lowest square first).
    #[inline]
    fn below(targets: Bitboard, to: Square) -> u32 {
        (targets.0 & ((1u64 << to.index()) - 1)).count_ones()
    }
}

impl MoveSink for MoveIndexer {
    #[inline]
    fn piece_moves(&mut self, from: Square, targets: Bitboard) {
        let t = self.target;
        if self.found.is_none()
            && from == t.from()
            && t.kind() == MoveKind::Normal
            && targets.contains(t.to())
        {
            self.found = Some(self.count + Self::below(targets, t.to()));
        }
        self.count += targets.count();
    }

    #[inline]
    fn pawn_moves(&mut self, targets: Bitboard, delta: i32, kind: MoveKind) {
        if targets.is_empty() {
            return;
        }
        let t = self.target;
        if self.found.is_none()
            && kind == t.kind()
            && targets.contains(t.to())
            && t.from().index() as i32 == t.to().index() as i32 - delta
        {
            self.found = Some(self.count + Self::below(targets, t.to()));
        }
        self.count += targets.count();
    }

    #[inline]
    fn promotions<const GEN: u8>(&mut self, targets: Bitboard, delta: i32, _is_capture: bool) {
        if GEN & gen_type::NOISY == 0 || targets.is_empty() {
            return;
        }
        let t = self.target;
        if self.found.is_none()
            && targets.contains(t.to())
            && t.from().index() as i32 == t.to().index() as i32 - delta
        {
            // The order `MoveList` pushes them in.
            let offset = match t.kind() {
                MoveKind::PromoteQueen => Some(0),
                MoveKind::PromoteKnight => Some(1),
                MoveKind::PromoteRook => Some(2),
                MoveKind::PromoteBishop => Some(3),
                _ => None,
            };
            if let Some(offset) = offset {
                self.found = Some(self.count + 4 * Self::below(targets, t.to()) + offset);
            }
        }
        self.count += 4 * targets.count();
    }

    #[inline]
    fn single(&mut self, m: Move) {
        if self.found.is_none() && m == self.target {
            self.found = Some(self.count);
        }
        self.count += 1;
    }

    #[inline]
    fn done(&self) -> bool {
        self.found.is_some()
    }
}

/// Counts moves without making them: popcounts of destination sets.
struct MoveCounter(u64);

impl MoveSink for MoveCounter {
    #[inline]
    fn piece_moves(&mut self, _from: Square, targets: Bitboard) {
        self.0 += u64::from(targets.count());
    }
    #[inline]
    fn pawn_moves(&mut self, targets: Bitboard, _delta: i32, _kind: MoveKind) {
        // Often empty (captures), and a popcount is a dozen instructions on baseline x86-64.
        if targets.any() {
            self.0 += u64::from(targets.count());
        }
    }
    #[inline]
    fn promotions<const GEN: u8>(&mut self, targets: Bitboard, _delta: i32, _is_capture: bool) {
        if GEN & gen_type::NOISY != 0 && targets.any() {
            self.0 += 4 * u64::from(targets.count());
        }
    }
    #[inline]
    fn single(&mut self, _m: Move) {
        self.0 += 1;
    }
}

impl Position {
    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate::<{ gen_type::ALL }>(&mut list);
        list
    }

    /// Appends the legal moves of kind `GEN` (see [`gen_type`]) to `list`.
    #[inline]
    pub fn generate<const GEN: u8>(&self, list: &mut MoveList) {
        self.generate_into::<GEN, MoveList>(list);
    }

    /// The index of `m` in [`Position::legal_moves`] (`None`: not legal here), found by
    /// counting rather than listing the moves.
    pub fn legal_move_index(&self, m: Move) -> Option<usize> {
        let mut indexer = MoveIndexer {
            target: m,
            count: 0,
            found: None,
        };
        self.generate_into::<{ gen_type::ALL }, MoveIndexer>(&mut indexer);
        indexer.found.map(|i| i as usize)
    }

    /// The number of legal moves, without listing them.
    #[inline]
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = MoveCounter(0);
        self.generate_into::<{ gen_type::ALL }, MoveCounter>(&mut counter);
        counter.0
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_moves(&self) -> bool {
        self.count_legal_moves() > 0
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.in_check() && !self.has_legal_moves()
    }

    /// Whether the side to move is stalemated.
    pub fn is_stalemate(&self) -> bool {
        !self.in_check() && !self.has_legal_moves()
    }

    /// Whether `m` is legal here. Accepts any 16-bit move (from a hash table, a killer slot,
    /// a user) and checks it against the generator for the piece it moves.
    pub fn is_legal(&self, m: Move) -> bool {
        let Some(piece) = self.piece_at(m.from()) else {
            return false;
        };
        if piece.color != self.side_to_move() {
            return false;
        }
        let gen_kind = if self.is_noisy(m) {
            gen_type::NOISY
        } else {
            gen_type::QUIET
        };
        let mut list = MoveList::new();
        if gen_kind == gen_type::NOISY {
            self.generate::<{ gen_type::NOISY }>(&mut list);
        } else {
            self.generate::<{ gen_type::QUIET }>(&mut list);
        }
        list.contains(m)
    }

    #[inline(always)]
    fn generate_into<const GEN: u8, S: MoveSink>(&self, sink: &mut S) {
        let us = self.side_to_move();
        let king = self.king(us);
        let checkers = self.checkers();

        self.king_moves::<GEN, S>(sink, king);
        if checkers.more_than_one() || sink.done() {
            return; // double check: only the king moves
        }
        let check_mask = match checkers.single_square() {
            Some(checker) => between(king, checker) | checker,
            None => Bitboard::FULL,
        };
        let them = self.by_color(us.flip());
        let empty = !self.occupied();
        let mut targets = Bitboard::EMPTY;
        if GEN & gen_type::NOISY != 0 {
            targets |= them;
        }
        if GEN & gen_type::QUIET != 0 {
            targets |= empty;
        }
        targets &= check_mask;

        self.pawn_moves::<GEN, S>(sink, king, check_mask);
        if sink.done() {
            return;
        }

        let occupied = self.occupied();
        let pinned = self.pinned();
        let ours = self.by_color(us);
        // Pinned knights never move; other pinned pieces stay on the pin line.
        for from in self.pieces(us, Role::Knight) & !pinned {
            sink.piece_moves(from, attacks::knight_attacks(from) & targets);
        }
        if sink.done() {
            return;
        }
        for from in self.diagonal_sliders(us) {
            let mut moves = attacks::bishop_attacks(from, occupied) & targets;
            if pinned.contains(from) {
                moves &= line(king, from);
            }
            sink.piece_moves(from, moves);
        }
        if sink.done() {
            return;
        }
        for from in self.orthogonal_sliders(us) {
            let mut moves = attacks::rook_attacks(from, occupied) & targets;
            if pinned.contains(from) {
                moves &= line(king, from);
            }
            sink.piece_moves(from, moves);
        }
        let _ = ours;

        // Both rare: test inline before calling out of line.
        let our_rights = self.castling().mask() >> (2 * us.index()) & 3;
        if GEN & gen_type::QUIET != 0 && checkers.is_empty() && our_rights != 0 {
            self.castling_moves(sink, king);
        }
    }

    #[inline(always)]
    fn king_moves<const GEN: u8, S: MoveSink>(&self, sink: &mut S, king: Square) {
        let us = self.side_to_move();
        let mut targets = Bitboard::EMPTY;
        if GEN & gen_type::NOISY != 0 {
            targets |= self.by_color(us.flip());
        }
        if GEN & gen_type::QUIET != 0 {
            targets |= !self.occupied();
        }
        targets &= attacks::king_attacks(king);
        // The king may not step along the line of a slider checking it, so test squares with
        // the king taken off the board.
        let them = us.flip();
        let occupied = self.occupied() ^ king;
        let theirs = self.by_color(them);
        let pieces = theirs & !self.by_role(Role::Pawn) & !self.by_role(Role::King);
        // With few enemy pieces (endgames) one attack map is cheaper than testing each target.
        let few_pieces = {
            let mut x = pieces.0;
            x &= x.wrapping_sub(1);
            x &= x.wrapping_sub(1);
            x &= x.wrapping_sub(1);
            x == 0
        };
        let safe = if few_pieces && targets.more_than_one() {
            let pawns = self.pieces(them, Role::Pawn);
            let not_file_a = Bitboard(0xFEFE_FEFE_FEFE_FEFE);
            let not_file_h = Bitboard(0x7F7F_7F7F_7F7F_7F7F);
            let mut attacked = match them {
                Color::White => Bitboard((pawns & not_file_a).0 << 7 | (pawns & not_file_h).0 << 9),
                Color::Black => Bitboard((pawns & not_file_a).0 >> 9 | (pawns & not_file_h).0 >> 7),
            };
            attacked |= attacks::king_attacks(self.king(them));
            for sq in pieces & self.by_role(Role::Knight) {
                attacked |= attacks::knight_attacks(sq);
            }
            for sq in self.diagonal_sliders(them) {
                attacked |= attacks::bishop_attacks(sq, occupied);
            }
            for sq in self.orthogonal_sliders(them) {
                attacked |= attacks::rook_attacks(sq, occupied);
            }
            targets & !attacked
        } else {
            let mut safe = Bitboard::EMPTY;
            for to in targets {
                if !self.is_attacked(to, them, occupied) {
                    safe |= to;
                }
            }
            safe
        };
        sink.piece_moves(king, safe);
    }

    #[inline(always)]
    fn pawn_moves<const GEN: u8, S: MoveSink>(
        &self,
        sink: &mut S,
        king: Square,
        check_mask: Bitboard,
    ) {
        let us = self.side_to_move();
        let pawns = self.pieces(us, Role::Pawn);
        let pinned = self.pinned();
        // Unpinned pawns as one set; each pinned pawn on its own, restricted to its pin line.
        self.pawn_set_moves::<GEN, S>(sink, pawns & !pinned, check_mask);
        for pawn in pawns & pinned {
            self.pawn_set_moves::<GEN, S>(
                sink,
                Bitboard::from_square(pawn),
                check_mask & line(king, pawn),
            );
        }
        if GEN & gen_type::NOISY != 0 && self.ep_square().is_some() {
            self.en_passant_moves(sink, king, check_mask);
        }
    }

    #[inline(always)]
    fn pawn_set_moves<const GEN: u8, S: MoveSink>(
        &self,
        sink: &mut S,
        pawns: Bitboard,
        mask: Bitboard,
    ) {
        if pawns.is_empty() {
            return;
        }
        let us = self.side_to_move();
        let them = self.by_color(us.flip());
        let empty = !self.occupied();
        let (up, promo_rank, double_rank) = match us {
            Color::White => (8, Bitboard::rank(Rank::R8), Bitboard::rank(Rank::R4)),
            Color::Black => (-8, Bitboard::rank(Rank::R1), Bitboard::rank(Rank::R5)),
        };
        let not_file_a = Bitboard(0xFEFE_FEFE_FEFE_FEFE);
        let not_file_h = Bitboard(0x7F7F_7F7F_7F7F_7F7F);

        let single = pawns.forward(us) & empty;
        let double = single.forward(us) & empty & double_rank;
        // Captures towards the a-file and towards the h-file (as seen from White's side).
        let (west, east) = match us {
            Color::White => (
                Bitboard((pawns & not_file_a).0 << 7),
                Bitboard((pawns & not_file_h).0 << 9),
            ),
            Color::Black => (
                Bitboard((pawns & not_file_a).0 >> 9),
                Bitboard((pawns & not_file_h).0 >> 7),
            ),
        };
        let (west_delta, east_delta) = match us {
            Color::White => (7, 9),
            Color::Black => (-9, -7),
        };
        let west = west & them & mask;
        let east = east & them & mask;
        let single = single & mask;

        if GEN & gen_type::NOISY != 0 {
            sink.pawn_moves(west & !promo_rank, west_delta, MoveKind::Normal);
            sink.pawn_moves(east & !promo_rank, east_delta, MoveKind::Normal);
        }
        sink.promotions::<GEN>(west & promo_rank, west_delta, true);
        sink.promotions::<GEN>(east & promo_rank, east_delta, true);
        sink.promotions::<GEN>(single & promo_rank, up, false);
        if GEN & gen_type::QUIET != 0 {
            sink.pawn_moves(single & !promo_rank, up, MoveKind::Normal);
            sink.pawn_moves(double & mask, 2 * up, MoveKind::DoublePush);
        }
    }

    fn en_passant_moves<S: MoveSink>(&self, sink: &mut S, king: Square, check_mask: Bitboard) {
        let Some(ep) = self.ep_square() else { return };
        let us = self.side_to_move();
        let them = us.flip();
        let captured = Square::from_coords(
            ep.file(),
            match us {
                Color::White => Rank::R5,
                Color::Black => Rank::R4,
            },
        );
        // En passant must remove the checker or block the check.
        if !check_mask.contains(captured) && !check_mask.contains(ep) {
            return;
        }
        let capturers = attacks::pawn_attacks(them, ep) & self.pieces(us, Role::Pawn);
        for from in capturers {
            // Two pawns leave one rank at once, so test the king's rays directly: this covers
            // pins of the capturing pawn and the horizontal "two pawns" pin alike.
            let occupied = (self.occupied() ^ from ^ captured) | ep;
            let exposed = (attacks::rook_attacks(king, occupied) & self.orthogonal_sliders(them))
                | (attacks::bishop_attacks(king, occupied) & self.diagonal_sliders(them));
            if exposed.is_empty() {
                sink.single(Move::new(from, ep, MoveKind::EnPassant));
            }
        }
    }

    fn castling_moves<S: MoveSink>(&self, sink: &mut S, king: Square) {
        self.castling_move(sink, king, CastleSide::King);
        self.castling_move(sink, king, CastleSide::Queen);
    }

    #[inline(always)]
    fn castling_move<S: MoveSink>(&self, sink: &mut S, king: Square, side: CastleSide) {
        if let Some(m) = self.castle_if_legal(king, side) {
            sink.single(m);
        }
    }

    /// The castling move to `side` of the king on `king`, if the rights, the empty squares
    /// and the squares the king crosses allow it (the caller knows the king is not in check).
    #[inline(always)]
    pub(crate) fn castle_if_legal(&self, king: Square, side: CastleSide) -> Option<Move> {
        let us = self.side_to_move();
        let rook = self.castling().rook(us, side)?;
        let king_to = side.king_destination(us);
        let rook_to = side.rook_destination(us);
        let occupied = self.occupied() ^ king ^ rook;
        let path = between(king, king_to) | king_to;
        if (path | between(rook, rook_to) | rook_to).intersects(occupied) {
            return None;
        }
        // Every square the king crosses, its destination included, must be safe; the castling
        // rook is off the board for that test (Chess960 x-ray through it).
        for sq in path {
            if self.is_attacked(sq, us.flip(), occupied) {
                return None;
            }
        }
        Some(Move::new(king, rook, MoveKind::Castle))
    }
}

/// Counts leaf nodes `depth` plies below `pos` (bulk counting at the last ply).
///
/// On x86-64 CPUs with `popcnt` and `bmi1` (detected at run time) this runs a copy of the
/// generator compiled for them; elsewhere it is [`perft_portable`].
pub fn perft(pos: &Position, depth: u32) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") && std::arch::is_x86_feature_detected!("bmi1")
    {
        // SAFETY: the CPU has the features `perft_popcnt` is compiled for (checked above).
        return unsafe { perft_popcnt(pos, depth) };
    }
    perft_portable(pos, depth)
}

/// The body of perft, defined once and compiled once per instruction set.
macro_rules! perft_body {
    ($pos:ident, $depth:ident, $recurse:ident) => {
        match $depth {
            0 => 1,
            1 => {
                let mut counter = MoveCounter(0);
                $pos.generate_into::<{ gen_type::ALL }, MoveCounter>(&mut counter);
                counter.0
            }
            _ => {
                let mut list = MoveList::new();
                $pos.generate_into::<{ gen_type::ALL }, MoveList>(&mut list);
                let mut nodes = 0;
                for &m in list.iter() {
                    let mut child = $pos.clone();
                    child.play_inline::<true>(m);
                    nodes += $recurse(&child, $depth - 1);
                }
                nodes
            }
        }
    };
}

/// [`perft`] with baseline instructions only, whatever the CPU (for comparing builds).
pub fn perft_portable(pos: &Position, depth: u32) -> u64 {
    perft_body!(pos, depth, perft_portable)
}

/// [`perft`] compiled with hardware population count and trailing-zero count: bulk counting
/// is mostly popcounts, which baseline x86-64 has to emulate in about a dozen instructions.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1")]
fn perft_popcnt(pos: &Position, depth: u32) -> u64 {
    perft_body!(pos, depth, perft_popcnt)
}

/// Perft split by root move, in generation order.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|&m| (m, perft(&pos.after(m), depth - 1)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `legal_move_index` agrees with the position in `legal_moves` for every legal move of
    /// the positions met on pseudo-random walks (castling, en passant, promotions, checks and
    /// pins included), and finds no index for moves that are not legal.
    #[test]
    fn legal_move_index_matches_the_list() {
        let starts = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        ];
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut checked = 0;
        for fen in starts {
            for _ in 0..40 {
                let Ok(mut pos) = Position::from_fen(fen) else {
                    panic!("bad test FEN {fen}");
                };
                for _ in 0..120 {
                    let list = pos.legal_moves();
                    if list.is_empty() {
                        break;
                    }
                    for (i, &m) in list.iter().enumerate() {
                        assert_eq!(pos.legal_move_index(m), Some(i), "{} {m:?}", pos.to_fen());
                        checked += 1;
                    }
                    for from in 0..64u32 {
                        for to in [(from * 7 + 3) % 64, (from * 13 + 5) % 64] {
                            let (Some(f), Some(t)) = (Square::new(from), Square::new(to)) else {
                                continue;
                            };
                            if f == t {
                                continue;
                            }
                            let m = Move::new(f, t, MoveKind::Normal);
                            let expected = list.iter().position(|&l| l == m);
                            assert_eq!(pos.legal_move_index(m), expected);
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
}
