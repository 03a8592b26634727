//! Seeded pseudo-random generators, so that tools, tests and benches repeat exactly.
//!
//! Three classic generators, each kept because stored results and tests depend on its exact
//! sequence: [`SplitMix64`] (well mixed even from seeds 0, 1, 2…), [`XorShift64Star`]
//! (xorshift64*) and [`XorShift64`] (plain xorshift, 13/7/17). None is for cryptography.
//! (`chess::magic_gen` keeps its own xorshift64*: the build script includes that file alone.)

/// Methods every generator here offers, on top of its 64-bit output.
pub trait Rng64 {
    /// The next 64 random bits.
    fn next_u64(&mut self) -> u64;

    /// Uniform in `0..n` (slightly biased for huge `n`); 0 when `n` is 0.
    fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next_u64() % n }
    }

    /// [`Rng64::below`] for indices.
    fn index(&mut self, n: usize) -> usize {
        self.below(n as u64) as usize
    }

    /// Uniform in `[0, 1)` with 53 bits of precision.
    fn unit_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Shuffles `items` (Fisher–Yates).
    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }
}

/// SplitMix64 (Steele, Lea and Flood): a counter passed through a strong mixing function.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator whose first output mixes `seed + 0x9E37…`.
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// A number in `[0, 1)` from a seed alone (the first output of `SplitMix64::new(seed)`).
    pub fn unit_from_seed(seed: u64) -> f64 {
        SplitMix64::new(seed).unit_f64()
    }
}

impl Rng64 for SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// xorshift64* (Vigna): xorshift with a multiplied output. The state must not be 0.
#[derive(Clone, Debug)]
pub struct XorShift64Star(u64);

impl XorShift64Star {
    /// A generator for any `seed`, spread by a multiplication and made non-zero.
    pub const fn new(seed: u64) -> XorShift64Star {
        XorShift64Star(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A generator starting from exactly `state` (0 is replaced by 1: it would stay 0).
    pub const fn from_state(state: u64) -> XorShift64Star {
        XorShift64Star(if state == 0 { 1 } else { state })
    }

    /// Uniform in `[-a, a)` (24 bits of precision).
    pub fn symmetric(&mut self, a: f32) -> f32 {
        let unit = (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
        (2.0 * unit - 1.0) * a
    }
}

impl Rng64 for XorShift64Star {
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// Plain xorshift64 (Marsaglia, shifts 13/7/17): the output is the state. Must not be 0.
#[derive(Clone, Debug)]
pub struct XorShift64(u64);

impl XorShift64 {
    /// A generator starting from exactly `state` (0 is replaced by 1: it would stay 0).
    pub const fn from_state(state: u64) -> XorShift64 {
        XorShift64(if state == 0 { 1 } else { state })
    }
}

impl Rng64 for XorShift64 {
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sequences that tools, tests and stored results depend on: they must never change.
    #[test]
    fn sequences_are_pinned() {
        let mut split = SplitMix64::new(0);
        assert_eq!(split.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(split.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        let mut star = XorShift64Star::from_state(1);
        assert_eq!(star.next_u64(), 0x47E4_CE4B_896C_DD1D);
        let mut plain = XorShift64::from_state(1);
        assert_eq!(plain.next_u64(), 0x4082_2041);
        assert_eq!(
            XorShift64Star::new(7).0,
            7u64.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1
        );
    }

    #[test]
    fn helpers_stay_in_range() {
        let mut rng = XorShift64Star::new(42);
        for n in 1..50u64 {
            assert!(rng.below(n) < n);
        }
        assert_eq!(rng.below(0), 0);
        let u = SplitMix64::unit_from_seed(3);
        assert!((0.0..1.0).contains(&u));
        let s = rng.symmetric(0.5);
        assert!((-0.5..0.5).contains(&s));
        let mut v: Vec<u32> = (0..20).collect();
        rng.shuffle(&mut v);
        v.sort_unstable();
        assert_eq!(v, (0..20).collect::<Vec<_>>());
    }
}
