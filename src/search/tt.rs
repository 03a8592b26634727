//! The transposition table: one table shared by every search thread, without locks.
//!
//! Races are allowed on purpose. Each entry is two `AtomicU64` words, `data` and `key ^ data`,
//! written and read with relaxed ordering. A torn write (two threads storing into one entry at
//! once) leaves a pair whose xor no longer gives the key, so a probe rejects it: the worst a race
//! can do is lose an entry. Moves read from the table are still checked for legality before
//! use, because different positions can share a full 64-bit key in theory.
//!
//! Entries live in 64-byte buckets of four (one cache line); the bucket is chosen from the
//! key's high bits by a multiply-shift, so any number of buckets works.

use std::sync::atomic::{AtomicU64, Ordering};

use super::{MATE_IN_MAX, MAX_PLY, is_mate_score};
use crate::chess::Move;

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// No score stored (only the static eval and move are useful).
    None = 0,
    /// The true score is at most the stored score (fail low).
    Upper = 1,
    /// The true score is at least the stored score (fail high).
    Lower = 2,
    /// The stored score is exact.
    Exact = 3,
}

impl Bound {
    fn from_bits(bits: u64) -> Bound {
        match bits & 3 {
            1 => Bound::Upper,
            2 => Bound::Lower,
            3 => Bound::Exact,
            _ => Bound::None,
        }
    }

    /// Whether a stored score with this bound proves `score >= beta` (or `<= alpha`).
    pub fn allows_cutoff(self, score: i32, beta: i32) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score < beta,
            Bound::None => false,
        }
    }
}

/// A probe result (a copy: later writes to the table do not change it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TtEntry {
    /// The best or refutation move, if any.
    pub mv: Option<Move>,
    /// The score, already converted to be relative to the probing ply.
    pub score: i32,
    /// The static evaluation of the position.
    pub eval: i32,
    /// The depth the score was searched to.
    pub depth: i32,
    /// What the score is.
    pub bound: Bound,
    /// Whether the node was (once) on a principal variation.
    pub was_pv: bool,
}

impl TtEntry {
    /// The static evaluation stored with the entry, where there is one: `NO_EVAL` lies beyond
    /// every mate score, so one test rules out both.
    #[inline]
    pub fn stored_eval(&self) -> Option<i32> {
        (!is_mate_score(self.eval)).then_some(self.eval)
    }

    /// `static_eval`, or the stored score where its bound puts the true score beyond
    /// `static_eval` (a mate score excepted): the better estimate of the position.
    #[inline]
    pub fn sharpen(&self, static_eval: i32) -> i32 {
        let beyond = match self.bound {
            Bound::Exact => true,
            Bound::Lower => self.score > static_eval,
            Bound::Upper => self.score < static_eval,
            Bound::None => false,
        };
        if beyond && !is_mate_score(self.score) {
            self.score
        } else {
            static_eval
        }
    }
}

const ENTRIES_PER_BUCKET: usize = 4;

#[repr(C, align(64))]
#[derive(Default)]
struct Bucket {
    /// `[data0, check0, data1, check1, …]` with `check = key ^ data`.
    words: [AtomicU64; 2 * ENTRIES_PER_BUCKET],
}

const _: () = assert!(std::mem::size_of::<Bucket>() == 64);

// Layout of `data`: move 16 | score 16 | eval 16 | depth 8 | bound 2, pv 1, generation 5.
const GENERATION_BITS: u64 = 5;
const GENERATION_CYCLE: u8 = 1 << GENERATION_BITS;

fn pack(
    mv: Option<Move>,
    score: i32,
    eval: i32,
    depth: i32,
    bound: Bound,
    pv: bool,
    generation: u8,
) -> u64 {
    let mv = u64::from(mv.map_or(0, Move::to_u16));
    let score = u64::from(score.clamp(i16::MIN.into(), i16::MAX.into()) as i16 as u16);
    let eval = u64::from(eval.clamp(i16::MIN.into(), i16::MAX.into()) as i16 as u16);
    let depth = depth.clamp(0, 255) as u64;
    let flags = bound as u64 | u64::from(pv) << 2 | u64::from(generation % GENERATION_CYCLE) << 3;
    mv | score << 16 | eval << 32 | depth << 48 | flags << 56
}

fn unpack_depth(data: u64) -> i32 {
    ((data >> 48) & 0xFF) as i32
}

fn unpack_generation(data: u64) -> u8 {
    (data >> 59) as u8
}

/// Converts a score for storage: mate scores count from this node, not from the root.
pub fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_IN_MAX {
        score + ply as i32
    } else if score <= -MATE_IN_MAX {
        score - ply as i32
    } else {
        score
    }
}

/// Converts a stored score back to be relative to the root at `ply`.
pub fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_IN_MAX {
        score - ply as i32
    } else if score <= -MATE_IN_MAX {
        score + ply as i32
    } else {
        score
    }
}

/// The shared hash table.
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    generation: std::sync::atomic::AtomicU8,
}

impl std::fmt::Debug for TranspositionTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "TranspositionTable({} buckets)", self.buckets.len())
    }
}

impl TranspositionTable {
    /// A table of about `megabytes` MiB (at least one bucket).
    pub fn new(megabytes: usize) -> TranspositionTable {
        let count = (megabytes.max(1) * 1024 * 1024 / std::mem::size_of::<Bucket>()).max(1);
        let mut buckets = Vec::with_capacity(count);
        crate::util::memory::advise_huge_pages(buckets.spare_capacity_mut());
        buckets.resize_with(count, Bucket::default);
        TranspositionTable {
            buckets,
            generation: std::sync::atomic::AtomicU8::new(0),
        }
    }

    /// Empties the table (new game).
    pub fn clear(&self) {
        for bucket in &self.buckets {
            for word in &bucket.words {
                word.store(0, Ordering::Relaxed);
            }
        }
        self.generation.store(0, Ordering::Relaxed);
    }

    /// Starts a new search: older entries become preferred victims.
    pub fn new_search(&self) {
        let next = (self.generation.load(Ordering::Relaxed) + 1) % GENERATION_CYCLE;
        self.generation.store(next, Ordering::Relaxed);
    }

    fn bucket(&self, key: u64) -> &Bucket {
        let index = ((u128::from(key) * self.buckets.len() as u128) >> 64) as usize;
        // The multiply-shift keeps the index below len; `min` keeps the indexing obviously safe.
        &self.buckets[index.min(self.buckets.len() - 1)]
    }

    /// Looks `key` up; `ply` converts mate scores.
    pub fn probe(&self, key: u64, ply: usize) -> Option<TtEntry> {
        let bucket = self.bucket(key);
        for i in 0..ENTRIES_PER_BUCKET {
            let data = bucket.words[2 * i].load(Ordering::Relaxed);
            let check = bucket.words[2 * i + 1].load(Ordering::Relaxed);
            if data != 0 && data ^ check == key {
                let score = i32::from(((data >> 16) & 0xFFFF) as u16 as i16);
                return Some(TtEntry {
                    mv: Move::from_u16((data & 0xFFFF) as u16),
                    score: score_from_tt(score, ply),
                    eval: i32::from(((data >> 32) & 0xFFFF) as u16 as i16),
                    depth: unpack_depth(data),
                    bound: Bound::from_bits(data >> 56),
                    was_pv: (data >> 58) & 1 == 1,
                });
            }
        }
        None
    }

    /// Stores a result. A same-position entry is overwritten (keeping its move when the new
    /// result has none); otherwise the shallowest, oldest entry of the bucket is replaced.
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &self,
        key: u64,
        ply: usize,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
        pv: bool,
    ) {
        let bucket = self.bucket(key);
        let generation = self.generation.load(Ordering::Relaxed);
        let mut victim = 0;
        let mut victim_worth = i32::MAX;
        let mut old_move = None;
        for i in 0..ENTRIES_PER_BUCKET {
            let data = bucket.words[2 * i].load(Ordering::Relaxed);
            let check = bucket.words[2 * i + 1].load(Ordering::Relaxed);
            if data == 0 || data ^ check == key {
                if data != 0 {
                    old_move = Move::from_u16((data & 0xFFFF) as u16);
                    // Keep a deeper exact-ish result of the same position from this search.
                    let old_depth = unpack_depth(data);
                    if bound != Bound::Exact
                        && unpack_generation(data) == generation
                        && old_depth > depth + 4
                    {
                        return;
                    }
                }
                victim = i;
                break;
            }
            let age = (GENERATION_CYCLE + generation - unpack_generation(data)) % GENERATION_CYCLE;
            let worth = unpack_depth(data) - 8 * i32::from(age);
            if worth < victim_worth {
                victim_worth = worth;
                victim = i;
            }
        }
        let mv = mv.or(old_move);
        let data = pack(
            mv,
            score_to_tt(score, ply),
            eval,
            depth,
            bound,
            pv,
            generation,
        );
        bucket.words[2 * victim].store(data, Ordering::Relaxed);
        bucket.words[2 * victim + 1].store(data ^ key, Ordering::Relaxed);
    }

    /// Per mille of sampled entries written in the current search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let generation = self.generation.load(Ordering::Relaxed);
        let sample = self.buckets.len().min(250);
        let mut used = 0;
        for bucket in self.buckets.iter().take(sample) {
            for i in 0..ENTRIES_PER_BUCKET {
                let data = bucket.words[2 * i].load(Ordering::Relaxed);
                if data != 0 && unpack_generation(data) == generation {
                    used += 1;
                }
            }
        }
        (used * 1000 / (sample * ENTRIES_PER_BUCKET).max(1)) as u32
    }

    /// Hints the CPU to fetch the bucket of `key`, so that the probe a few steps later finds
    /// it in the cache (a prefetch never waits for memory, unlike a read).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        crate::util::memory::prefetch(self.bucket(key));
    }
}

/// Keeps `MAX_PLY` visible for the mate conversion's range assumption.
const _: () = assert!(MATE_IN_MAX as usize > MAX_PLY);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        chess::Square,
        search::{MATE, NO_EVAL},
    };

    #[test]
    fn an_entry_sharpens_the_static_evaluation_only_where_its_bound_allows() {
        let entry = |score, eval, bound| TtEntry {
            mv: None,
            score,
            eval,
            depth: 5,
            bound,
            was_pv: false,
        };
        // A lower bound above the evaluation, an upper bound below it, an exact score.
        assert_eq!(entry(80, 10, Bound::Lower).sharpen(30), 80);
        assert_eq!(entry(-80, 10, Bound::Upper).sharpen(30), -80);
        assert_eq!(entry(-80, 10, Bound::Exact).sharpen(30), -80);
        // Bounds on the evaluation's wrong side, no score, or a mate score: the evaluation.
        assert_eq!(entry(20, 10, Bound::Lower).sharpen(30), 30);
        assert_eq!(entry(40, 10, Bound::Upper).sharpen(30), 30);
        assert_eq!(entry(80, 10, Bound::None).sharpen(30), 30);
        assert_eq!(entry(MATE - 3, 10, Bound::Exact).sharpen(30), 30);
        // The stored evaluation, unless missing or a mate score.
        assert_eq!(entry(0, 10, Bound::None).stored_eval(), Some(10));
        assert_eq!(entry(0, NO_EVAL, Bound::None).stored_eval(), None);
        assert_eq!(entry(0, MATE - 3, Bound::None).stored_eval(), None);
    }

    #[test]
    fn store_and_probe_round_trip() {
        let tt = TranspositionTable::new(1);
        let key = 0x1234_5678_9ABC_DEF0;
        assert_eq!(tt.probe(key, 0), None);
        let m = Move::new(Square::E2, Square::E4, crate::chess::MoveKind::DoublePush);
        tt.store(key, 0, Some(m), 37, -12, 9, Bound::Lower, true);
        let entry = tt.probe(key, 0).expect("stored entry");
        assert_eq!(entry.mv, Some(m));
        assert_eq!((entry.score, entry.eval, entry.depth), (37, -12, 9));
        assert_eq!(entry.bound, Bound::Lower);
        assert!(entry.was_pv);
        // A different key with the same bucket index does not match.
        assert_eq!(tt.probe(key ^ 1, 0), None);
        // A later store without a move keeps the old move.
        tt.store(key, 0, None, 40, -12, 10, Bound::Exact, false);
        assert_eq!(
            tt.probe(key, 0).map(|e| (e.mv, e.score)),
            Some((Some(m), 40))
        );
        assert!(tt.hashfull() <= 1000);
        tt.clear();
        assert_eq!(tt.probe(key, 0), None);
    }

    #[test]
    fn mate_scores_are_ply_relative() {
        let tt = TranspositionTable::new(1);
        // Mate in 3 plies seen from ply 5: stored as mate in 3 from the node.
        tt.store(42, 5, None, MATE - 8, 0, 4, Bound::Exact, false);
        assert_eq!(tt.probe(42, 5).map(|e| e.score), Some(MATE - 8));
        assert_eq!(tt.probe(42, 1).map(|e| e.score), Some(MATE - 4));
    }
}
