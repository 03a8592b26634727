//! Attack tables: leapers computed at compile time, sliders by magic bitboards whose tables
//! `build.rs` computes with our own generator (`magic_gen.rs`).

use super::{
    bitboard::Bitboard,
    types::{Color, Role, Square},
};

/// One square's magic lookup: `((occupied & mask) * magic) >> shift` indexes the table at `offset`.
#[derive(Clone, Copy, Debug)]
pub struct Magic {
    /// Relevant occupancy mask.
    pub mask: u64,
    /// The multiplier.
    pub magic: u64,
    /// Right shift of the product.
    pub shift: u32,
    /// Start of this square's slice in [`SLIDER_ATTACKS`].
    pub offset: u32,
}

include!(concat!(env!("OUT_DIR"), "/slider_tables.rs"));

const fn leaper_table(steps: &[(i32, i32)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut i = 0;
        while i < steps.len() {
            let (f, r) = (file + steps[i].0, rank + steps[i].1);
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                table[sq] |= 1u64 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = leaper_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
static PAWN: [[u64; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

/// Rook or bishop (`diagonal`) moves from every square on an empty board.
const fn pseudo_table(diagonal: bool) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut a: usize = 0;
    while a < 64 {
        let mut b: usize = 0;
        while b < 64 {
            let (fa, ra, fb, rb) = (a % 8, a / 8, b % 8, b / 8);
            let df = fa.abs_diff(fb);
            let dr = ra.abs_diff(rb);
            let hit = if diagonal {
                df == dr && df != 0
            } else {
                (df == 0) != (dr == 0)
            };
            if hit {
                table[a] |= 1u64 << b;
            }
            b += 1;
        }
        a += 1;
    }
    table
}

static ROOK_PSEUDO: [u64; 64] = pseudo_table(false);
static BISHOP_PSEUDO: [u64; 64] = pseudo_table(true);

/// Squares strictly between two squares on a line, and the full line through them
/// (both empty when the squares share no rank, file or diagonal).
const fn line_tables() -> ([[u64; 64]; 64], [[u64; 64]; 64]) {
    let mut between = [[0u64; 64]; 64];
    let mut line = [[0u64; 64]; 64];
    let dirs = [
        (1i32, 0i32),
        (0, 1),
        (1, 1),
        (1, -1),
        (-1, 0),
        (0, -1),
        (-1, -1),
        (-1, 1),
    ];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = dirs[d];
            // Walk from a; every square reached gets `between` = squares walked before it.
            let (mut f, mut r) = ((a % 8) as i32 + df, (a / 8) as i32 + dr);
            let mut walked = 0u64;
            // Full line: both rays through `a` in this direction and its opposite.
            let mut full = 1u64 << a;
            let (mut bf, mut br) = ((a % 8) as i32 - df, (a / 8) as i32 - dr);
            while bf >= 0 && bf < 8 && br >= 0 && br < 8 {
                full |= 1u64 << (br * 8 + bf);
                bf -= df;
                br -= dr;
            }
            let (mut ff, mut fr) = (f, r);
            while ff >= 0 && ff < 8 && fr >= 0 && fr < 8 {
                full |= 1u64 << (fr * 8 + ff);
                ff += df;
                fr += dr;
            }
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                let b = (r * 8 + f) as usize;
                between[a][b] = walked;
                line[a][b] = full;
                walked |= 1u64 << b;
                f += df;
                r += dr;
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

static LINE_TABLES: ([[u64; 64]; 64], [[u64; 64]; 64]) = line_tables();

/// Knight attacks from `sq`.
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq])
}

/// King attacks from `sq`.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq])
}

/// Squares a pawn of `color` on `sq` attacks.
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq])
}

#[inline]
fn magic_lookup(magic: &Magic, occupied: Bitboard) -> Bitboard {
    let index = ((occupied.0 & magic.mask).wrapping_mul(magic.magic) >> magic.shift) as usize;
    // The build script sized each slice for every index its magic can produce.
    Bitboard(SLIDER_ATTACKS[magic.offset as usize + index])
}

/// Rook attacks from `sq` given the occupied squares.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&ROOK_MAGICS[sq], occupied)
}

/// Bishop attacks from `sq` given the occupied squares.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    magic_lookup(&BISHOP_MAGICS[sq], occupied)
}

/// Rook attacks from `sq` on an empty board (the rank and file, without `sq`).
#[inline]
pub fn rook_pseudo_attacks(sq: Square) -> Bitboard {
    Bitboard(ROOK_PSEUDO[sq])
}

/// Bishop attacks from `sq` on an empty board (both diagonals, without `sq`).
#[inline]
pub fn bishop_pseudo_attacks(sq: Square) -> Bitboard {
    Bitboard(BISHOP_PSEUDO[sq])
}

/// Queen attacks from `sq` given the occupied squares.
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Attacks of a piece of `role` and `color` on `sq` (pawns: captures only).
#[inline]
pub fn attacks(role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// Squares strictly between `a` and `b` if they share a line, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(LINE_TABLES.0[a][b])
}

/// The whole line (edge to edge) through `a` and `b` if they share one, else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINE_TABLES.1[a][b])
}

/// Whether three squares lie on one line.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::magic_gen::{BISHOP_DIRECTIONS, ROOK_DIRECTIONS, slow_slider_attacks};

    #[test]
    fn magic_lookups_match_ray_walking() {
        let mut state = 0x1234_5678_9ABC_DEF1u64;
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let occupied = state & (state >> 3);
            for sq in Square::ALL {
                let occ = Bitboard(occupied);
                assert_eq!(
                    rook_attacks(sq, occ).0,
                    slow_slider_attacks(sq as u32, occupied, &ROOK_DIRECTIONS)
                );
                assert_eq!(
                    bishop_attacks(sq, occ).0,
                    slow_slider_attacks(sq as u32, occupied, &BISHOP_DIRECTIONS)
                );
            }
        }
    }

    #[test]
    fn leapers_and_lines() {
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(king_attacks(Square::E4).count(), 8);
        assert_eq!(
            pawn_attacks(Color::White, Square::E4),
            Bitboard(0) | Square::D5 | Square::F5
        );
        assert_eq!(
            between(Square::A1, Square::D4),
            Bitboard(0) | Square::B2 | Square::C3
        );
        assert!(between(Square::A1, Square::B3).is_empty());
        assert_eq!(line(Square::A1, Square::B2).count(), 8);
        assert!(aligned(Square::A1, Square::H8, Square::D4));
        for sq in Square::ALL {
            assert_eq!(rook_pseudo_attacks(sq), rook_attacks(sq, Bitboard::EMPTY));
            assert_eq!(
                bishop_pseudo_attacks(sq),
                bishop_attacks(sq, Bitboard::EMPTY)
            );
        }
    }
}
