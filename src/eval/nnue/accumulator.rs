//! The accumulator stack: one entry per ply of the search, each holding both perspectives'
//! accumulators and the feature changes of the move that led to it.
//!
//! Updates are lazy: `push` only records which (piece, square) pairs left or entered the board.
//! When a position is evaluated, each perspective walks back to the nearest entry whose
//! accumulator is up to date and replays the changes forward, so positions that are never
//! evaluated (pruned before the static evaluation) cost nothing. Only a king move that changes
//! a perspective's inputs (any under HalfKP, one to another king bucket or board half under
//! king buckets) forces a refresh of that perspective, and a refresh starts from the last
//! accumulator computed with the same inputs (a cache per input set, Stockfish's "Finny
//! tables"), applying only the pieces that differ from the board it was computed for. The
//! accumulators add and subtract with wrapping, so the result equals a from-scratch sum.

use super::{Network, simd::Backend};
use crate::chess::{Color, Piece, Position, Role, Square};

/// Most pieces one move can add or remove (castling: two; a capture-promotion removes two).
const MAX_CHANGES: usize = 4;

/// The board changes of one move.
#[derive(Clone, Copy, Debug, Default)]
struct Delta {
    removed: [Option<(Piece, Square)>; MAX_CHANGES],
    added: [Option<(Piece, Square)>; MAX_CHANGES],
    /// More changes than fit: the entry must be refreshed from scratch.
    overflow: bool,
}

impl Delta {
    /// Compares the two boards piece type by piece type (handles castling, en passant and
    /// promotion alike, in standard chess and Chess960).
    fn between(before: &Position, after: &Position) -> Delta {
        let mut delta = Delta::default();
        let (mut n_removed, mut n_added) = (0, 0);
        for color in Color::ALL {
            for role in Role::ALL {
                let b = before.pieces(color, role).0;
                let a = after.pieces(color, role).0;
                if a == b {
                    continue;
                }
                let piece = Piece::new(color, role);
                for (bits, slots, n) in [
                    (b & !a, &mut delta.removed, &mut n_removed),
                    (a & !b, &mut delta.added, &mut n_added),
                ] {
                    let mut bits = bits;
                    while bits != 0 {
                        let sq = Square::from_index_wrapping(bits.trailing_zeros());
                        bits &= bits - 1;
                        match slots.get_mut(*n) {
                            Some(slot) => *slot = Some((piece, sq)),
                            None => delta.overflow = true,
                        }
                        *n += 1;
                    }
                }
            }
        }
        delta
    }
}

#[derive(Clone)]
struct Entry {
    /// White's accumulator, then Black's.
    acc: [Vec<i16>; 2],
    fresh: [bool; 2],
    /// This perspective must be rebuilt from scratch (its king moved to other inputs).
    needs_refresh: [bool; 2],
    delta: Delta,
}

impl Entry {
    fn new(width: usize) -> Entry {
        Entry {
            acc: [vec![0; width], vec![0; width]],
            fresh: [false; 2],
            needs_refresh: [true; 2],
            delta: Delta::default(),
        }
    }
}

/// One perspective's accumulator for one input set, and the board it was computed for.
#[derive(Clone)]
struct CachedInputs {
    acc: Vec<i16>,
    /// The pieces the accumulator holds, by colour and role.
    pieces: [[u64; 6]; 2],
    /// Whether `acc` holds anything yet.
    filled: bool,
}

/// Accumulators for every ply of the current line, updated lazily.
#[derive(Clone)]
pub struct AccumulatorStack {
    entries: Vec<Entry>,
    top: usize,
    width: usize,
    backend: Backend,
    /// White's input sets, then Black's (see [`Network::input_set`]); sized at the first
    /// refresh, since the stack belongs to one network.
    refresh_cache: Vec<CachedInputs>,
}

/// Entries allocated up front: deeper than any search line, so the stack never allocates
/// during a search (it grows on demand beyond this).
const INITIAL_DEPTH: usize = 256;

impl AccumulatorStack {
    /// An empty stack for accumulators of `width` values, using `backend`.
    pub fn new(width: usize, backend: Backend) -> AccumulatorStack {
        AccumulatorStack {
            entries: (0..INITIAL_DEPTH).map(|_| Entry::new(width)).collect(),
            top: 0,
            width,
            backend,
            refresh_cache: Vec::new(),
        }
    }

    /// Starts again at `pos`: the root entry is rebuilt from scratch.
    pub fn reset(&mut self, net: &Network, pos: &Position) {
        self.top = 0;
        for color in Color::ALL {
            self.refresh(net, pos, color);
        }
    }

    /// Records the move from `before` to `after`; nothing is computed yet.
    pub fn push(&mut self, net: &Network, before: &Position, after: &Position) {
        let delta = Delta::between(before, after);
        let needs_refresh = Color::ALL.map(|c| {
            delta.overflow || net.king_move_changes_inputs(c, before.king(c), after.king(c))
        });
        self.push_entry(delta, needs_refresh);
    }

    /// Records a null move (no board change).
    pub fn push_null(&mut self) {
        self.push_entry(Delta::default(), [false; 2]);
    }

    fn push_entry(&mut self, delta: Delta, needs_refresh: [bool; 2]) {
        self.top += 1;
        if self.top == self.entries.len() {
            self.entries.push(Entry::new(self.width));
        }
        let entry = &mut self.entries[self.top];
        entry.fresh = [false; 2];
        entry.needs_refresh = needs_refresh;
        entry.delta = delta;
    }

    /// Returns to the parent entry.
    pub fn pop(&mut self) {
        self.top = self.top.saturating_sub(1);
    }

    /// Brings both perspectives of the top entry up to date for `pos` (the top position) and
    /// returns them as (White's, Black's).
    pub fn update(&mut self, net: &Network, pos: &Position) -> (&[i16], &[i16]) {
        for color in Color::ALL {
            self.update_perspective(net, pos, color);
        }
        let [white, black] = &self.entries[self.top].acc;
        (white, black)
    }

    fn update_perspective(&mut self, net: &Network, pos: &Position, color: Color) {
        let c = color.index();
        // Find the nearest up-to-date ancestor, unless a refresh is needed on the way.
        let mut base = self.top;
        loop {
            let entry = &self.entries[base];
            if entry.fresh[c] {
                break;
            }
            if entry.needs_refresh[c] || base == 0 {
                self.refresh(net, pos, color);
                return;
            }
            base -= 1;
        }
        // The inputs of `color` did not change between `base` and `top` (no refresh on the
        // way), so its king's square in `pos` gives the features of every replayed change.
        let king = pos.king(color);
        for i in base + 1..=self.top {
            let (done, rest) = self.entries.split_at_mut(i);
            let prev = &done[i - 1].acc[c];
            let entry = &mut rest[0];
            let acc = &mut entry.acc[c];
            acc.copy_from_slice(prev);
            for (piece, sq) in entry.delta.removed.iter().flatten() {
                if let Some(f) = net.feature(color, king, *piece, *sq) {
                    super::simd::sub_assign(self.backend, acc, net.row(f));
                }
            }
            for (piece, sq) in entry.delta.added.iter().flatten() {
                if let Some(f) = net.feature(color, king, *piece, *sq) {
                    super::simd::add_assign(self.backend, acc, net.row(f));
                }
            }
            entry.fresh[c] = true;
        }
    }

    /// Rebuilds `color`'s accumulator of the top entry for every piece of `pos`, from the
    /// cached accumulator of its input set.
    fn refresh(&mut self, net: &Network, pos: &Position, color: Color) {
        let sets = net.input_sets();
        if self.refresh_cache.len() != 2 * sets {
            self.refresh_cache = vec![
                CachedInputs {
                    acc: vec![0; self.width],
                    pieces: [[0; 6]; 2],
                    filled: false,
                };
                2 * sets
            ];
        }
        let king = pos.king(color);
        let cached = &mut self.refresh_cache[color.index() * sets + net.input_set(color, king)];
        if !cached.filled {
            cached.acc.copy_from_slice(net.biases());
            cached.pieces = [[0; 6]; 2];
            cached.filled = true;
        }
        for piece_color in Color::ALL {
            for role in Role::ALL {
                let piece = Piece::new(piece_color, role);
                let now = pos.pieces(piece_color, role).0;
                let held = &mut cached.pieces[piece_color.index()][role as usize];
                for (bits, add) in [(*held & !now, false), (now & !*held, true)] {
                    for sq in crate::chess::Bitboard(bits) {
                        if let Some(f) = net.feature(color, king, piece, sq) {
                            if add {
                                super::simd::add_assign(self.backend, &mut cached.acc, net.row(f));
                            } else {
                                super::simd::sub_assign(self.backend, &mut cached.acc, net.row(f));
                            }
                        }
                    }
                }
                *held = now;
            }
        }
        let entry = &mut self.entries[self.top];
        entry.acc[color.index()].copy_from_slice(&cached.acc);
        entry.fresh[color.index()] = true;
        entry.needs_refresh[color.index()] = false;
    }

    /// The top entry's accumulators computed from scratch, leaving the stack unchanged (for
    /// tests comparing incremental and full computation).
    pub fn from_scratch(&self, net: &Network, pos: &Position) -> [Vec<i16>; 2] {
        Color::ALL.map(|color| {
            let mut acc = net.biases().to_vec();
            let king = pos.king(color);
            for piece_color in Color::ALL {
                for role in Role::ALL {
                    let piece = Piece::new(piece_color, role);
                    for sq in pos.pieces(piece_color, role) {
                        if let Some(f) = net.feature(color, king, piece, sq) {
                            super::simd::add_assign(Backend::Portable, &mut acc, net.row(f));
                        }
                    }
                }
            }
            acc
        })
    }
}
