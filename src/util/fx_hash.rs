//! A fast hasher for maps whose keys come from the user's own files (names, game hashes), where
//! the standard library's SipHash, made to resist keys chosen against it, costs more than
//! the lookups themselves: the multiply-rotate hash of rustc and Firefox ("Fx").

use std::hash::{BuildHasherDefault, Hasher};

/// The Fx hash state.
#[derive(Clone, Copy, Default)]
pub struct FxHasher(u64);

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    #[inline]
    fn write_i64(&mut self, n: i64) {
        self.add(n as u64);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

/// Builds [`FxHasher`]s.
pub type FxBuildHasher = BuildHasherDefault<FxHasher>;

/// A `HashMap` with the Fx hash.
pub type FxHashMap<K, V> = std::collections::HashMap<K, V, FxBuildHasher>;

/// A `HashSet` with the Fx hash.
pub type FxHashSet<T> = std::collections::HashSet<T, FxBuildHasher>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_keep_their_keys_apart() {
        let mut names = FxHashMap::default();
        for i in 0..10_000 {
            names.insert(format!("Player {i}"), i);
        }
        assert_eq!(names.len(), 10_000);
        assert_eq!(names.get("Player 4321"), Some(&4321));
        assert_eq!(names.get("Player 10000"), None);
        // Names that differ only past the first eight bytes, or in length.
        let mut set = FxHashSet::default();
        for name in [
            "Carlsen, Magnus",
            "Carlsen, Magnu",
            "Carlsen, Magnus ",
            "",
            "\0",
        ] {
            assert!(set.insert(name));
        }
    }
}
