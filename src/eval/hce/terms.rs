//! The terms of the handcrafted evaluation as a linear model: every term is a feature count
//! (White's minus Black's) times a tapered weight. The engine sums weights as it goes; the
//! Texel tuner records the counts instead (both through [`Terms`]), so the tuned model and the
//! playing evaluation cannot drift apart.

use crate::chess::{
    Bitboard, Color, Position, Role, Square,
    attacks::{bishop_attacks, king_attacks, knight_attacks, queen_attacks, rook_attacks},
};

/// Material (pawn … king; the king's is unused and stays zero).
pub const MATERIAL: usize = 0;
/// Piece-square tables: `PST + role * 64 + square from the owner's side`.
pub const PST: usize = MATERIAL + 6;
/// Knight mobility by number of safe squares (0..=8).
pub const MOBILITY_KNIGHT: usize = PST + 6 * 64;
/// Bishop mobility (0..=13).
pub const MOBILITY_BISHOP: usize = MOBILITY_KNIGHT + 9;
/// Rook mobility (0..=14).
pub const MOBILITY_ROOK: usize = MOBILITY_BISHOP + 14;
/// Queen mobility (0..=27).
pub const MOBILITY_QUEEN: usize = MOBILITY_ROOK + 15;
/// Passed pawn by relative rank.
pub const PASSED: usize = MOBILITY_QUEEN + 28;
/// Isolated pawn.
pub const ISOLATED: usize = PASSED + 8;
/// Doubled pawn (each pawn with a friendly pawn in front of it).
pub const DOUBLED: usize = ISOLATED + 1;
/// Backward pawn.
pub const BACKWARD: usize = DOUBLED + 1;
/// Both bishops.
pub const BISHOP_PAIR: usize = BACKWARD + 1;
/// Rook on a file without pawns.
pub const ROOK_OPEN: usize = BISHOP_PAIR + 1;
/// Rook on a file without own pawns.
pub const ROOK_SEMI_OPEN: usize = ROOK_OPEN + 1;
/// Attacks on the enemy king zone, by attacker (knight, bishop, rook, queen).
pub const KING_ATTACK: usize = ROOK_SEMI_OPEN + 1;
/// Own pawns directly in front of the king (one and two ranks ahead).
pub const KING_SHIELD: usize = KING_ATTACK + 4;
/// Files at or next to the king without own pawns.
pub const KING_OPEN_FILE: usize = KING_SHIELD + 2;
/// Enemy minor or major pieces attacked by a pawn.
pub const PAWN_THREAT: usize = KING_OPEN_FILE + 1;
/// Passed pawn whose stop square is blocked by any piece, by relative rank.
pub const PASSED_BLOCKED: usize = PAWN_THREAT + 1;
/// Side to move bonus.
pub const TEMPO: usize = PASSED_BLOCKED + 8;
/// Number of weights.
pub const NUM_WEIGHTS: usize = TEMPO + 1;

/// Game phase at the start (knights and bishops 1, rooks 2, queens 4).
pub const MAX_PHASE: i32 = 24;

/// Receives feature counts (positive for White).
pub trait Terms {
    /// Adds `count` of feature `index`.
    fn add(&mut self, index: usize, count: i32);
}

/// The game phase, `MAX_PHASE` in the opening down to 0 with bare kings and pawns.
pub fn phase(pos: &Position) -> i32 {
    let minors = (pos.by_role(Role::Knight) | pos.by_role(Role::Bishop)).count() as i32;
    let rooks = pos.by_role(Role::Rook).count() as i32;
    let queens = pos.by_role(Role::Queen).count() as i32;
    (minors + 2 * rooks + 4 * queens).min(MAX_PHASE)
}

const fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// The square as seen from `color`'s side (White's squares unchanged).
fn relative(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq.index(),
        Color::Black => sq.flip_vertical().index(),
    }
}

fn file_mask(file: usize) -> Bitboard {
    Bitboard(0x0101_0101_0101_0101 << file)
}

fn adjacent_files(file: usize) -> Bitboard {
    let mut mask = Bitboard::EMPTY;
    if file > 0 {
        mask |= file_mask(file - 1);
    }
    if file < 7 {
        mask |= file_mask(file + 1);
    }
    mask
}

/// Squares on ranks strictly ahead of `sq` for `color`.
fn ranks_ahead(color: Color, sq: Square) -> Bitboard {
    let rank = sq.rank().index();
    match color {
        Color::White if rank < 7 => Bitboard(!0u64 << (8 * (rank + 1))),
        Color::Black if rank > 0 => Bitboard((1u64 << (8 * rank)) - 1),
        _ => Bitboard::EMPTY,
    }
}

/// Whether a pawn of `color` on `sq` has no enemy pawn ahead on its own or adjacent files.
pub fn is_passed(pos: &Position, color: Color, sq: Square) -> bool {
    let file = sq.file().index();
    let span = (file_mask(file) | adjacent_files(file)) & ranks_ahead(color, sq);
    (span & pos.pieces(color.flip(), Role::Pawn)).is_empty()
}

/// Pawn-structure terms: they depend on pawns only, so the engine caches them by pawn key.
pub fn pawn_terms<T: Terms>(pos: &Position, terms: &mut T) {
    for color in Color::ALL {
        let s = sign(color);
        let ours = pos.pieces(color, Role::Pawn);
        let theirs = pos.pieces(color.flip(), Role::Pawn);
        let their_attacks = pawn_attack_set(theirs, color.flip());
        for sq in ours {
            let file = sq.file().index();
            let relative_rank = sq.rank().relative(color).index();
            if is_passed(pos, color, sq) {
                terms.add(PASSED + relative_rank, s);
            }
            let neighbours = adjacent_files(file) & ours;
            if neighbours.is_empty() {
                terms.add(ISOLATED, s);
            } else {
                // Backward: every neighbour is ahead, and the stop square is guarded by a pawn.
                let behind_or_level = !ranks_ahead(color, sq);
                let stop = Bitboard::from_square(sq).forward(color);
                if (neighbours & behind_or_level).is_empty() && stop.intersects(their_attacks) {
                    terms.add(BACKWARD, s);
                }
            }
            if (file_mask(file) & ranks_ahead(color, sq) & ours).any() {
                terms.add(DOUBLED, s);
            }
        }
    }
}

fn pawn_attack_set(pawns: Bitboard, color: Color) -> Bitboard {
    let not_a = Bitboard(!0x0101_0101_0101_0101);
    let not_h = Bitboard(!0x8080_8080_8080_8080);
    let ahead = pawns.forward(color);
    Bitboard(((ahead & not_a).0 >> 1) | ((ahead & not_h).0 << 1))
}

/// Every term except the pawn structure (see [`pawn_terms`]).
pub fn piece_terms<T: Terms>(pos: &Position, terms: &mut T) {
    let occupied = pos.occupied();
    for color in Color::ALL {
        let s = sign(color);
        let them = color.flip();
        let ours = pos.by_color(color);
        let our_pawns = pos.pieces(color, Role::Pawn);
        let their_pawns = pos.pieces(them, Role::Pawn);
        let their_pawn_attacks = pawn_attack_set(their_pawns, them);
        let safe = !ours & !their_pawn_attacks;
        let their_king = pos.king(them);
        let king_zone = king_attacks(their_king) | Bitboard::from_square(their_king);

        for role in Role::ALL {
            for sq in pos.pieces(color, role) {
                terms.add(MATERIAL + role.index(), s);
                terms.add(PST + role.index() * 64 + relative(color, sq), s);
                let (attacks, mobility, attack_index) = match role {
                    Role::Knight => (knight_attacks(sq), MOBILITY_KNIGHT, Some(0)),
                    Role::Bishop => (bishop_attacks(sq, occupied), MOBILITY_BISHOP, Some(1)),
                    Role::Rook => (rook_attacks(sq, occupied), MOBILITY_ROOK, Some(2)),
                    Role::Queen => (queen_attacks(sq, occupied), MOBILITY_QUEEN, Some(3)),
                    Role::Pawn | Role::King => continue,
                };
                terms.add(mobility + (attacks & safe).count() as usize, s);
                if let Some(i) = attack_index {
                    let hits = (attacks & king_zone).count() as i32;
                    if hits > 0 {
                        terms.add(KING_ATTACK + i, s * hits);
                    }
                }
                if role == Role::Rook {
                    let file = file_mask(sq.file().index());
                    if (file & our_pawns).is_empty() {
                        if (file & their_pawns).is_empty() {
                            terms.add(ROOK_OPEN, s);
                        } else {
                            terms.add(ROOK_SEMI_OPEN, s);
                        }
                    }
                }
            }
        }

        if pos.pieces(color, Role::Bishop).more_than_one() {
            terms.add(BISHOP_PAIR, s);
        }

        // King shelter: pawns in front of the king, open files around it.
        let king = pos.king(color);
        let king_file = king.file().index();
        let shield_files = file_mask(king_file) | adjacent_files(king_file);
        let one_ahead = Bitboard::from_square(king).forward(color);
        let row1 = Bitboard(
            one_ahead.0
                | (one_ahead.0 << 1 & !0x0101_0101_0101_0101)
                | (one_ahead.0 >> 1 & !0x8080_8080_8080_8080),
        );
        let row2 = row1.forward(color);
        terms.add(KING_SHIELD, s * (row1 & our_pawns).count() as i32);
        terms.add(KING_SHIELD + 1, s * (row2 & our_pawns).count() as i32);
        let open = (0..8)
            .filter(|&f| {
                shield_files.intersects(file_mask(f)) && (file_mask(f) & our_pawns).is_empty()
            })
            .count() as i32;
        if open > 0 {
            terms.add(KING_OPEN_FILE, s * open);
        }

        // Pawns attacking pieces.
        let our_pawn_attacks = pawn_attack_set(our_pawns, color);
        let targets = pos.by_color(them) & !pos.by_role(Role::Pawn) & !pos.by_role(Role::King);
        let threats = (our_pawn_attacks & targets).count() as i32;
        if threats > 0 {
            terms.add(PAWN_THREAT, s * threats);
        }

        // Blocked passers.
        for sq in our_pawns {
            let stop = Bitboard::from_square(sq).forward(color);
            if stop.intersects(occupied) && is_passed(pos, color, sq) {
                terms.add(PASSED_BLOCKED + sq.rank().relative(color).index(), s);
            }
        }
    }
    terms.add(TEMPO, sign(pos.side_to_move()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Default)]
    struct Counts(Vec<(usize, i32)>);

    impl Terms for Counts {
        fn add(&mut self, index: usize, count: i32) {
            self.0.push((index, count));
        }
    }

    #[test]
    fn pawn_structure_is_recognised() {
        // White: a2 isolated; c4 and c5 doubled (c4 has c5 ahead); e5 passed. Black: h7.
        let pos = Position::from_fen("4k3/7p/8/2P1P3/2P5/8/P7/4K3 w - - 0 1").expect("FEN");
        let mut counts = Counts::default();
        pawn_terms(&pos, &mut counts);
        let has = |index, count| counts.0.contains(&(index, count));
        assert!(has(ISOLATED, 1), "{:?}", counts.0);
        assert!(has(DOUBLED, 1));
        assert!(has(PASSED + 4, 1), "e5 passed");
        assert!(has(PASSED + 1, 1), "a2 passed");
        assert!(!has(PASSED + 4, -1));
        const { assert!(NUM_WEIGHTS < 600) };
    }

    #[test]
    fn start_position_is_symmetric() {
        let pos = Position::startpos();
        let mut counts = Counts::default();
        piece_terms(&pos, &mut counts);
        pawn_terms(&pos, &mut counts);
        let mut totals = vec![0; NUM_WEIGHTS];
        for (i, c) in counts.0 {
            totals[i] += c;
        }
        totals[TEMPO] = 0;
        assert!(totals.iter().all(|&t| t == 0));
        assert_eq!(phase(&pos), MAX_PHASE);
    }
}
