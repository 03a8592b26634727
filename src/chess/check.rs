//! [`CheckSquares`]: what a position's moves need to tell quickly whether they give check,
//! computed once for the position instead of once per move.

use super::{
    attacks::{self, aligned, between},
    bitboard::Bitboard,
    position::Position,
    types::{Move, MoveKind, Square},
};

/// For the side to move: the squares from which each kind of piece would attack the enemy
/// king, and its own pieces that alone block one of its sliders from the enemy king (moving
/// them off the line uncovers a check).
#[derive(Clone, Copy, Debug)]
pub struct CheckSquares {
    by_role: [Bitboard; 6],
    discoverers: Bitboard,
    their_king: Square,
    /// A slider of ours already sees the enemy king (only in an illegal set-up): every move
    /// then goes through [`Position::gives_check`], which answers for it too.
    king_already_seen: bool,
}

impl Position {
    /// The [`CheckSquares`] of the side to move.
    pub fn check_squares(&self) -> CheckSquares {
        let us = self.side_to_move();
        let king = self.king(us.flip());
        let occupied = self.occupied();
        let bishop = attacks::bishop_attacks(king, occupied);
        let rook = attacks::rook_attacks(king, occupied);
        let snipers = (attacks::rook_pseudo_attacks(king) & self.orthogonal_sliders(us))
            | (attacks::bishop_pseudo_attacks(king) & self.diagonal_sliders(us));
        let mut discoverers = Bitboard::EMPTY;
        let mut king_already_seen = false;
        for sniper in snipers {
            let blockers = between(king, sniper) & occupied;
            if blockers.is_empty() {
                king_already_seen = true;
            } else if !blockers.more_than_one() {
                discoverers |= blockers;
            }
        }
        CheckSquares {
            by_role: [
                attacks::pawn_attacks(us.flip(), king),
                attacks::knight_attacks(king),
                bishop,
                rook,
                bishop | rook,
                Bitboard::EMPTY,
            ],
            discoverers: discoverers & self.by_color(us),
            their_king: king,
            king_already_seen,
        }
    }

    /// [`Position::gives_check`] with the position's [`CheckSquares`]: the same answer, in a
    /// few table lookups for ordinary moves.
    #[inline]
    pub fn gives_check_with(&self, m: Move, squares: &CheckSquares) -> bool {
        let (from, to) = (m.from(), m.to());
        let special =
            m.is_promotion() || matches!(m.kind(), MoveKind::Castle | MoveKind::EnPassant);
        // A slider moving away from the king along the line it attacks it on sees through
        // `from`, which the squares (computed with `from` occupied) do not allow for.
        if special || squares.king_already_seen || between(to, squares.their_king).contains(from) {
            return self.gives_check(m);
        }
        let Some(moving) = self.piece_at(from) else {
            return false;
        };
        squares.by_role[moving.role.index()].contains(to)
            || (squares.discoverers.contains(from) && !aligned(from, to, squares.their_king))
    }
}

#[cfg(test)]
mod tests {
    use crate::chess::{Position, gen_type};

    /// Both ways of telling a check agree on every move of positions full of checks,
    /// discoveries, promotions, castling and en passant.
    #[test]
    fn gives_check_with_matches_gives_check() {
        let fens = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1",
            "3k4/8/8/8/8/8/3B4/R2QK2R w KQ - 0 1",
            "4k3/3P4/8/8/8/8/8/4K2R w K - 0 1",
            "1k6/8/8/8/8/8/1R4B1/1K6 w - - 0 1",
            "7k/8/8/4B3/8/8/1Q6/K7 w - - 0 1",
        ];
        for fen in fens {
            for flip in [false, true] {
                let fen = if flip {
                    fen.replace(" w ", " b ")
                } else {
                    fen.to_owned()
                };
                let Ok(pos) = Position::from_fen(&fen) else {
                    continue;
                };
                let squares = pos.check_squares();
                let mut moves = crate::chess::MoveList::new();
                pos.generate::<{ gen_type::ALL }>(&mut moves);
                for &m in &moves {
                    assert_eq!(
                        pos.gives_check_with(m, &squares),
                        pos.gives_check(m),
                        "{fen}: {m:?}"
                    );
                }
            }
        }
    }
}
