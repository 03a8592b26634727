//! Static exchange evaluation: the material balance of the capture sequence on one square,
//! each side capturing with its least valuable attacker and free to stop.

use super::{
    attacks,
    position::Position,
    types::{Move, MoveKind, PIECE_VALUES, Role},
};

/// The king's value in SEE: large, so that capturing into a defended square with the king
/// never pays.
const SEE_KING_VALUE: i32 = 20_000;

/// Piece values used by SEE: [`PIECE_VALUES`] with [`SEE_KING_VALUE`] for the king.
const SEE_VALUE: [i32; 6] = {
    let mut values = PIECE_VALUES;
    values[Role::King as usize] = SEE_KING_VALUE;
    values
};

fn see_value(role: Role) -> i32 {
    SEE_VALUE[role.index()]
}

impl Position {
    /// Whether the exchange started by `m` wins at least `threshold` centipawns for the mover.
    pub fn see_ge(&self, m: Move, threshold: i32) -> bool {
        // Castling and quiet promotions are never losing captures; treat them as zero gain.
        if m.kind() == MoveKind::Castle {
            return threshold <= 0;
        }
        let (from, to) = (m.from(), m.to());
        let mut swap = self.captured_role(m).map_or(0, see_value) - threshold;
        if let Some(promo) = m.promotion_role() {
            swap += see_value(promo) - see_value(Role::Pawn);
        }
        if swap < 0 {
            return false;
        }
        let Some(moving) = self.role_at(from) else {
            return false;
        };
        let moved_value = m.promotion_role().map_or(see_value(moving), see_value);
        swap = moved_value - swap;
        if swap <= 0 {
            return true;
        }

        let mut occupied = self.occupied() ^ from ^ to;
        if m.kind() == MoveKind::EnPassant {
            occupied ^= super::types::Square::from_coords(to.file(), from.rank());
        }
        let mut side = self.side_to_move();
        let mut attackers = self.attackers_to(to, occupied) & occupied;
        let diagonal = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let orthogonal = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let mut result = true;
        let pins = [
            self.pins(super::types::Color::White),
            self.pins(super::types::Color::Black),
        ];

        loop {
            side = side.flip();
            attackers &= occupied;
            let ours = attackers & self.by_color(side);
            if ours.is_empty() {
                break;
            }
            // Pinned pieces may not join while their pinner still stands.
            let (pinned, pinners) = pins[side.index()];
            let ours = if (pinners & occupied).any() {
                ours & !pinned
            } else {
                ours
            };
            if ours.is_empty() {
                break;
            }
            result = !result;
            // The least valuable attacker captures.
            let Some((role, sq)) = Role::ALL
                .iter()
                .find_map(|&r| (ours & self.by_role(r)).first().map(|sq| (r, sq)))
            else {
                break;
            };
            if role == Role::King {
                // The king may capture only if the other side has no attackers left.
                if (attackers & self.by_color(side.flip()) & occupied).any() {
                    result = !result;
                }
                break;
            }
            swap = see_value(role) - swap;
            if swap < i32::from(result) {
                break;
            }
            occupied ^= sq;
            // Capturing can uncover sliders behind the capturer.
            if matches!(role, Role::Pawn | Role::Bishop | Role::Queen) {
                attackers |= attacks::bishop_attacks(to, occupied) & diagonal;
            }
            if matches!(role, Role::Rook | Role::Queen) {
                attackers |= attacks::rook_attacks(to, occupied) & orthogonal;
            }
        }
        result
    }

    /// Estimated material gain of `m` by SEE, to the nearest of a few thresholds is
    /// enough for ordering; this returns the exact value by bisection on [`Position::see_ge`].
    pub fn see_value(&self, m: Move) -> i32 {
        let (mut low, mut high) = (-2_000i32, 2_000i32);
        while low < high {
            let mid = (low + high + 1).div_euclid(2);
            if self.see_ge(m, mid) {
                low = mid
            } else {
                high = mid - 1
            }
        }
        low
    }
}

#[cfg(test)]
mod tests {
    use crate::chess::Position;

    fn see(fen: &str, san: &str) -> i32 {
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{e}"));
        let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{e}"));
        pos.see_value(m)
    }

    #[test]
    fn classic_exchanges() {
        // Rook takes an undefended pawn.
        assert_eq!(
            see("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "Rxe5"),
            100
        );
        // Knight takes a pawn defended by a pawn... the classic chain from the CPW.
        assert!(
            see(
                "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1",
                "Nxe5"
            ) < 0
        );
        // A free pawn, a pawn defended by a pawn, a safe and an unsafe quiet square.
        assert_eq!(see("4k3/8/3p4/8/4N3/8/8/4K3 w - - 0 1", "Nxd6+"), 100);
        assert_eq!(
            see("4k3/2p5/3p4/8/4N3/8/8/4K3 w - - 0 1", "Nxd6+"),
            100 - 320
        );
        assert_eq!(see("4k3/8/3p4/8/4N3/8/8/4K3 w - - 0 1", "Ng5"), 0);
        assert_eq!(see("4k3/8/3p4/8/4N3/8/8/4K3 w - - 0 1", "Nc5"), -320);
    }
}
