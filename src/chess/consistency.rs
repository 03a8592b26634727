//! Position invariants: the redundant parts of a [`Position`] (bitboards, mailbox, keys, check
//! information) must agree. Debug builds re-check them after every move, as Stockfish's
//! `pos_is_ok` does; release builds never pay for it.

use super::{
    attacks,
    bitboard::Bitboard,
    position::{CastleSide, Position},
    types::{Color, Piece, Rank, Role, Square},
};

impl Position {
    /// Whether every invariant holds (see [`Position::inconsistency`]).
    pub fn is_consistent(&self) -> bool {
        self.inconsistency().is_none()
    }

    /// The first broken invariant, if any: overlapping or incomplete bitboards, a mailbox that
    /// disagrees with them, not one king per side, pawns on a back rank, incremental keys that
    /// differ from [`Position::compute_key`], stale checkers or pins, the side not to move in
    /// check, a castling right without its king and rook, or an en-passant square no pawn of
    /// the side to move attacks.
    pub fn inconsistency(&self) -> Option<&'static str> {
        let white = self.by_color(Color::White);
        let black = self.by_color(Color::Black);
        if white.intersects(black) {
            return Some("the colour bitboards overlap");
        }
        let mut roles = Bitboard::EMPTY;
        for role in Role::ALL {
            if roles.intersects(self.by_role(role)) {
                return Some("the role bitboards overlap");
            }
            roles |= self.by_role(role);
        }
        if roles != (white | black) {
            return Some("the role and colour bitboards cover different squares");
        }
        for sq in Square::ALL {
            let from_bitboards = Role::ALL
                .into_iter()
                .find(|&role| self.by_role(role).contains(sq))
                .map(|role| {
                    let color = if white.contains(sq) {
                        Color::White
                    } else {
                        Color::Black
                    };
                    Piece::new(color, role)
                });
            if self.piece_at(sq) != from_bitboards {
                return Some("the mailbox disagrees with the bitboards");
            }
        }
        for color in Color::ALL {
            if self.pieces(color, Role::King).count() != 1 {
                return Some("a side does not have exactly one king");
            }
        }
        if self.by_role(Role::Pawn).intersects(Bitboard::BACK_RANKS) {
            return Some("a pawn stands on the first or last rank");
        }
        if (self.key(), self.pawn_key()) != self.compute_key() {
            return Some("the incremental Zobrist keys differ from compute_key()");
        }
        let us = self.side_to_move();
        let them = us.flip();
        let occupied = self.occupied();
        if self.checkers() != self.attackers_to(self.king(us), occupied) & self.by_color(them) {
            return Some("the checkers are stale");
        }
        if self.pinned() != self.pins(us).0 {
            return Some("the pinned pieces are stale");
        }
        if self.is_attacked(self.king(them), us, occupied) {
            return Some("the side not to move is in check");
        }
        for color in Color::ALL {
            for side in CastleSide::ALL {
                let Some(rook) = self.castling().rook(color, side) else {
                    continue;
                };
                let king = self.king(color);
                if self.piece_at(rook) != Some(Piece::new(color, Role::Rook))
                    || rook.rank() != color.back_rank()
                    || king.rank() != color.back_rank()
                    || (rook.file() > king.file()) != (side == CastleSide::King)
                {
                    return Some("a castling right lacks its king or rook");
                }
            }
        }
        if let Some(ep) = self.ep_square() {
            let pushed = Square::from_coords(ep.file(), Rank::R5.relative(us));
            if ep.rank() != Rank::R6.relative(us)
                || occupied.contains(ep)
                || self.piece_at(pushed) != Some(Piece::new(them, Role::Pawn))
                || !attacks::pawn_attacks(them, ep).intersects(self.pieces(us, Role::Pawn))
            {
                return Some("the en-passant square is not a capturable pawn's passed square");
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parsed_positions_are_consistent_and_breakage_is_caught() {
        let pos = Position::from_fen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(pos.inconsistency(), None);
        for m in pos.legal_moves().iter() {
            assert_eq!(pos.after(*m).inconsistency(), None, "{m:?}");
        }
        // A piece dropped on an occupied square overlaps the colour bitboards.
        let mut broken = pos.clone();
        broken.put_piece(Piece::new(Color::White, Role::Queen), Square::E8);
        assert_eq!(broken.inconsistency(), Some("the colour bitboards overlap"));
        assert!(!broken.is_consistent());
    }

    /// Debug builds re-check the invariants after every move: "capturing" the king trips it.
    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "a side does not have exactly one king")]
    fn debug_builds_check_every_move() {
        let mut pos =
            Position::from_fen("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1").unwrap_or_else(|e| panic!("{e}"));
        pos.set_side_to_move(Color::White);
        pos.play_unchecked(crate::chess::Move::new(
            Square::E1,
            Square::E8,
            crate::chess::MoveKind::Normal,
        ));
    }
}
