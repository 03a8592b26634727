//! Zobrist hashing keys: one per (piece, square), side to move, castling-rights mask and
//! en-passant file. Generated at compile time from a fixed seed, so keys are stable across builds.

use super::types::{Color, File, Piece, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

struct Keys {
    pieces: [[u64; 64]; 12],
    castling: [u64; 16],
    en_passant: [u64; 8],
    side: u64,
}

const fn generate() -> Keys {
    let mut state = 0x5445_4D50_4F5F_5A42; // "TEMPO_ZB"
    let mut keys = Keys {
        pieces: [[0; 64]; 12],
        castling: [0; 16],
        en_passant: [0; 8],
        side: 0,
    };
    let mut p = 0;
    while p < 12 {
        let mut sq = 0;
        while sq < 64 {
            let (s, k) = splitmix(state);
            state = s;
            keys.pieces[p][sq] = k;
            sq += 1;
        }
        p += 1;
    }
    // Castling keys are built from four independent bits so that toggling one right is one XOR.
    let mut bits = [0u64; 4];
    let mut i = 0;
    while i < 4 {
        let (s, k) = splitmix(state);
        state = s;
        bits[i] = k;
        i += 1;
    }
    let mut mask = 0;
    while mask < 16 {
        let mut key = 0;
        let mut b = 0;
        while b < 4 {
            if mask & (1 << b) != 0 {
                key ^= bits[b];
            }
            b += 1;
        }
        keys.castling[mask] = key;
        mask += 1;
    }
    let mut f = 0;
    while f < 8 {
        let (s, k) = splitmix(state);
        state = s;
        keys.en_passant[f] = k;
        f += 1;
    }
    keys.side = splitmix(state).1;
    keys
}

static KEYS: Keys = generate();

/// Key of `piece` standing on `sq`.
#[inline]
pub fn piece(piece: Piece, sq: Square) -> u64 {
    KEYS.pieces[piece.index()][sq]
}

/// Key of a castling-rights mask (bit 0 White short, 1 White long, 2 Black short, 3 Black long).
#[inline]
pub fn castling(mask: u8) -> u64 {
    KEYS.castling[(mask & 15) as usize]
}

/// Key of an en-passant file.
#[inline]
pub fn en_passant(file: File) -> u64 {
    KEYS.en_passant[file.index()]
}

/// Key XORed in when Black is to move.
#[inline]
pub fn side(color: Color) -> u64 {
    match color {
        Color::White => 0,
        Color::Black => KEYS.side,
    }
}
