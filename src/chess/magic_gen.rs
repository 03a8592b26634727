// Our magic-number generator for slider attacks: plain `u64` code with no crate
// dependencies, so `build.rs` can include it and compute the attack tables at build time,
// and the library can re-run it in tests.
//
// A magic for a square is a multiplier that maps every subset of the square's relevant
// occupancy mask to a table index without harmful collisions ("fancy" magics: each square
// has its own table slice, `64 - shift` bits wide).

/// Rook ray directions as (file step, rank step).
pub const ROOK_DIRECTIONS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// Bishop ray directions as (file step, rank step).
pub const BISHOP_DIRECTIONS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Attacks of a slider on `square` along `directions`, stopping at (and including) blockers.
pub fn slow_slider_attacks(square: u32, occupied: u64, directions: &[(i32, i32); 4]) -> u64 {
    let mut attacks = 0u64;
    for &(df, dr) in directions {
        let (mut file, mut rank) = ((square % 8) as i32, (square / 8) as i32);
        loop {
            file += df;
            rank += dr;
            if !(0..8).contains(&file) || !(0..8).contains(&rank) {
                break;
            }
            let bit = 1u64 << (rank * 8 + file);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
        }
    }
    attacks
}

/// The occupancy bits that matter for a slider on `square`: its rays without the board edge.
pub fn relevant_mask(square: u32, directions: &[(i32, i32); 4]) -> u64 {
    let mut mask = 0u64;
    for &(df, dr) in directions {
        let (mut file, mut rank) = ((square % 8) as i32, (square / 8) as i32);
        loop {
            file += df;
            rank += dr;
            // Stop before the last square of the ray: a piece there never changes the attacks.
            let (next_file, next_rank) = (file + df, rank + dr);
            if !(0..8).contains(&file)
                || !(0..8).contains(&rank)
                || !(0..8).contains(&next_file)
                || !(0..8).contains(&next_rank)
            {
                break;
            }
            mask |= 1u64 << (rank * 8 + file);
        }
    }
    mask
}

/// One square's magic lookup parameters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MagicParams {
    /// Relevant occupancy mask.
    pub mask: u64,
    /// The multiplier.
    pub magic: u64,
    /// Right shift applied to the product (64 minus the index width).
    pub shift: u32,
    /// Start of this square's slice in the shared attack table.
    pub offset: u32,
}

/// xorshift64* pseudo-random numbers: deterministic for a given seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Numbers with few set bits make good magic candidates.
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

/// Finds magics for every square for one slider kind and fills its attack table.
/// Returns the per-square parameters (offsets starting at `base_offset`) and appends
/// the attacks to `table`.
pub fn find_magics(
    directions: &[(i32, i32); 4],
    seed: u64,
    base_offset: u32,
    table: &mut Vec<u64>,
) -> [MagicParams; 64] {
    let mut rng = Rng(seed);
    let mut params = [MagicParams::default(); 64];
    let mut offset = base_offset;
    for square in 0..64u32 {
        let mask = relevant_mask(square, directions);
        let bits = mask.count_ones();
        let size = 1usize << bits;
        // Enumerate every subset of the mask (Carry-Rippler) with its true attacks.
        let mut occupancies = Vec::with_capacity(size);
        let mut attacks = Vec::with_capacity(size);
        let mut subset = 0u64;
        loop {
            occupancies.push(subset);
            attacks.push(slow_slider_attacks(square, subset, directions));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let shift = 64 - bits;
        let mut slice = vec![0u64; size];
        let mut used = vec![0u32; size];
        let mut attempt = 0u32;
        let magic = loop {
            let candidate = rng.sparse();
            // Quick reject: the high byte of mask * magic needs enough bits to spread indices.
            if (mask.wrapping_mul(candidate) & 0xFF00_0000_0000_0000).count_ones() < 6 {
                continue;
            }
            attempt += 1;
            let mut ok = true;
            for (occ, att) in occupancies.iter().zip(&attacks) {
                let index = (occ.wrapping_mul(candidate) >> shift) as usize;
                if used[index] != attempt {
                    used[index] = attempt;
                    slice[index] = *att;
                } else if slice[index] != *att {
                    ok = false;
                    break;
                }
            }
            if ok {
                break candidate;
            }
        };
        params[square as usize] = MagicParams {
            mask,
            magic,
            shift,
            offset,
        };
        table.extend_from_slice(&slice);
        offset += size as u32;
    }
    params
}

/// Seeds that gave working magics; any seed works, these keep builds reproducible.
pub const ROOK_SEED: u64 = 0x7E3F_0A1C_55D2_9B41;
/// See [`ROOK_SEED`].
pub const BISHOP_SEED: u64 = 0x1B87_3C99_E0F4_2A67;
