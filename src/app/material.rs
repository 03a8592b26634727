//! The material difference shown beside the board: which pieces one side has more of than
//! the other, and the point difference in the usual 1-3-3-5-9 count.

use crate::chess::{Color, Position, Role};

/// The roles counted, most valuable first, with their usual point values.
const COUNTED: [(Role, i32); 5] = [
    (Role::Queen, 9),
    (Role::Rook, 5),
    (Role::Bishop, 3),
    (Role::Knight, 3),
    (Role::Pawn, 1),
];

/// One side's surplus over the other.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Surplus {
    /// Extra pieces by role, most valuable first (e.g. one rook, two pawns).
    pub pieces: Vec<(Role, u32)>,
    /// The point lead (0 when this side is not ahead).
    pub points: i32,
}

/// What `color` has more of than its opponent in `pos`.
pub fn surplus(pos: &Position, color: Color) -> Surplus {
    let mut out = Surplus::default();
    let mut balance = 0;
    for (role, value) in COUNTED {
        let mine = pos.pieces(color, role).count();
        let theirs = pos.pieces(color.flip(), role).count();
        balance += value * (i32::try_from(mine).unwrap_or(0) - i32::try_from(theirs).unwrap_or(0));
        if mine > theirs {
            out.pieces.push((role, mine - theirs));
        }
    }
    out.points = balance.max(0);
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // A failing test should stop at the failure.
mod tests {
    use super::*;

    #[test]
    fn an_exchange_up_for_a_pawn() {
        // White has a rook; Black has one pawn more.
        let pos = Position::from_fen("4k3/pppp4/8/8/8/8/PPP5/R3K3 w - - 0 1").unwrap();
        let white = surplus(&pos, Color::White);
        assert_eq!(white.pieces, [(Role::Rook, 1)]);
        assert_eq!(white.points, 4);
        let black = surplus(&pos, Color::Black);
        assert_eq!(black.pieces, [(Role::Pawn, 1)]);
        assert_eq!(black.points, 0);
        assert_eq!(
            surplus(&Position::startpos(), Color::White),
            Surplus::default()
        );
    }
}
