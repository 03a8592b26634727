//! What the opponent attacks at a node, by the kind of attacker: which of the side to move's
//! pieces stand attacked by something worth less, and which squares are safe for them. The
//! quiet-move history is kept per (from attacked, to attacked), as the same move is worth
//! something else when it saves a piece or walks into an attack; the move picker moves
//! threatened pieces to safety first.

use crate::chess::{Bitboard, Move, Position, Role, attacks};

/// Squares the side not to move attacks, by its cheapest kinds of attacker.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Threats {
    /// Every square the opponent attacks.
    pub all: Bitboard,
    /// By a pawn.
    pub by_pawn: Bitboard,
    /// By a pawn, knight or bishop.
    pub by_minor: Bitboard,
    /// By a pawn, minor piece or rook.
    pub by_rook: Bitboard,
    /// The squares whose attack picks a quiet move's history slot: `all` where the threat
    /// history is on, none where one table serves every move.
    history_squares: Bitboard,
}

impl Threats {
    /// Nothing attacked: every move in the history's first slot (the features off).
    pub const NONE: Threats = Threats {
        all: Bitboard::EMPTY,
        by_pawn: Bitboard::EMPTY,
        by_minor: Bitboard::EMPTY,
        by_rook: Bitboard::EMPTY,
        history_squares: Bitboard::EMPTY,
    };

    /// What the side not to move in `pos` attacks.
    pub fn of(pos: &Position) -> Threats {
        let them = !pos.side_to_move();
        let occupied = pos.occupied();
        let mut threats = Threats::NONE;
        let attacks_of = |role: Role| {
            let mut attacked = Bitboard::EMPTY;
            for sq in pos.pieces(them, role) {
                attacked |= attacks::attacks(role, them, sq, occupied);
            }
            attacked
        };
        threats.by_pawn = attacks_of(Role::Pawn);
        threats.by_minor = threats.by_pawn | attacks_of(Role::Knight) | attacks_of(Role::Bishop);
        threats.by_rook = threats.by_minor | attacks_of(Role::Rook);
        threats.all = threats.by_rook | attacks_of(Role::Queen) | attacks_of(Role::King);
        threats.history_squares = threats.all;
        threats
    }

    /// The same threats with every quiet move in the history's first slot (the threat history
    /// off).
    pub fn without_history_slots(self) -> Threats {
        Threats {
            history_squares: Bitboard::EMPTY,
            ..self
        }
    }

    /// The quiet history's slot of `m`: whether its origin and its destination are attacked
    /// (always 0 [`without_history_slots`](Self::without_history_slots)).
    #[inline]
    pub fn slot(&self, m: Move) -> usize {
        2 * usize::from(self.history_squares.contains(m.from()))
            + usize::from(self.history_squares.contains(m.to()))
    }

    /// How urgently the quiet move `m` of `role` takes a piece out of an attack by a cheaper
    /// piece to a square no such piece attacks: 3 for a queen, 2 for a rook, 1 for a knight or
    /// bishop; 0 otherwise.
    #[inline]
    pub fn escape(&self, role: Role, m: Move) -> i32 {
        let (attackers, weight) = match role {
            Role::Queen => (self.by_rook, 3),
            Role::Rook => (self.by_minor, 2),
            Role::Knight | Role::Bishop => (self.by_pawn, 1),
            Role::Pawn | Role::King => return 0,
        };
        if attackers.contains(m.from()) && !attackers.contains(m.to()) {
            weight
        } else {
            0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    fn uci(pos: &Position, text: &str) -> Move {
        pos.parse_uci_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn threats_are_grouped_by_the_cheapest_attacker() {
        // Black: pawn d5 (attacks c4, e4), knight g6 (e5, f4, h4, e7, f8, h8), rook a8.
        let pos = position("r3k3/8/6n1/3p4/8/8/8/4K3 w - - 0 1");
        let threats = Threats::of(&pos);
        let sq = |name: &str| {
            name.parse::<crate::chess::Square>()
                .unwrap_or_else(|e| panic!("{name}: {e:?}"))
        };
        assert!(threats.by_pawn.contains(sq("c4")) && threats.by_pawn.contains(sq("e4")));
        assert!(!threats.by_pawn.contains(sq("f4")));
        assert!(threats.by_minor.contains(sq("f4")) && threats.by_minor.contains(sq("e4")));
        assert!(!threats.by_minor.contains(sq("a1")));
        assert!(threats.by_rook.contains(sq("a1")) && !threats.by_minor.contains(sq("a3")));
        assert!(threats.all.contains(sq("d8")) && !threats.by_rook.contains(sq("d7")));
        assert_eq!(Threats::of(&Position::startpos()).by_pawn.count(), 8);
    }

    #[test]
    fn escaping_an_attack_by_a_cheaper_piece_is_urgent() {
        // White's queen on e4 attacked by the pawn d5, the knight c4 attacked by it too.
        let pos = position("7k/8/8/3p4/2N1Q3/8/8/4K3 w - - 0 1");
        let threats = Threats::of(&pos);
        assert_eq!(threats.escape(Role::Queen, uci(&pos, "e4e2")), 3);
        // Onto the pawn's other attacked square: no escape.
        assert_eq!(threats.escape(Role::Knight, uci(&pos, "c4b6")), 1);
        assert_eq!(threats.escape(Role::Queen, uci(&pos, "e4h4")), 3);
        assert_eq!(threats.slot(uci(&pos, "e4e2")), 2);
        assert_eq!(threats.slot(uci(&pos, "e1d1")), 0);
        assert_eq!(Threats::NONE.slot(uci(&pos, "e4e2")), 0);
        let escape_only = threats.without_history_slots();
        assert_eq!(escape_only.slot(uci(&pos, "e4e2")), 0);
        assert_eq!(escape_only.escape(Role::Queen, uci(&pos, "e4e2")), 3);
    }
}
