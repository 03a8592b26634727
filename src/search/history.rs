//! Move-ordering statistics learnt during the search: butterfly history (side, from, to),
//! capture history (piece, to, captured role), continuation history (previous piece and
//! destination → this piece and destination) and countermoves; and the corrections of the
//! static evaluation by pawn structure and by each side's other pieces. Allocated once per
//! thread.

use crate::chess::{Color, Move, Piece, Position, Role};

/// Largest magnitude any history value reaches (the "gravity" update keeps it bounded).
pub const HISTORY_MAX: i32 = 16_384;

/// Index of a (piece, destination) pair: `piece.index() * 64 + square`.
pub type PieceTo = usize;

/// The (piece, destination) index of `m` played in `pos`.
#[inline]
pub fn piece_to(pos: &Position, m: Move) -> Option<PieceTo> {
    let piece = pos.piece_at(m.from())?;
    // Castling is king-takes-rook; its destination for statistics is the king's square.
    let to = if m.is_castle() {
        m.castle_king_destination()
    } else {
        m.to()
    };
    Some(piece.index() * 64 + to.index())
}

/// (piece, to) of the moves one and two plies back (`None` where there is none).
pub type Conts = [Option<PieceTo>; 2];

/// One continuation table: for each previous (piece, to), a value per (piece, to).
pub type ContinuationTable = [[i16; 12 * 64]; 12 * 64];

/// Every statistic of one thread.
pub struct Histories {
    butterfly: [[i16; 64 * 64]; 2],
    capture: [[[i16; 6]; 64]; 12],
    continuation: Box<ContinuationTable>,
    countermove: [Option<Move>; 12 * 64],
    /// Per side to move and pawn-key slot, what searches found the static evaluation to miss
    /// in positions of that pawn structure, in [`CORRECTION_GRAIN`]ths of a centipawn.
    pawn_correction: Box<[i32]>,
    /// The same per side to move, for each colour's non-pawn pieces (index: that colour).
    non_pawn_correction: [Box<[i32]>; 2],
}

/// Pawn-structure slots of the correction history per side to move.
const CORRECTION_SLOTS: usize = 16_384;
/// Fractions of a centipawn the corrections are kept in, so that small updates add up.
const CORRECTION_GRAIN: i32 = 256;
/// An update moves a correction (depth + 1) / 256 of the way to what the search found, at
/// most [`CORRECTION_MAX_WEIGHT`] / 256.
const CORRECTION_WEIGHT_SCALE: i32 = 256;
const CORRECTION_MAX_WEIGHT: i32 = 16;

/// The slot of a correction table for `pos`'s side to move and `key` (what the table is
/// keyed by: the pawns, or one side's other pieces).
fn correction_slot(pos: &Position, key: u64) -> usize {
    pos.side_to_move().index() * CORRECTION_SLOTS + (key as usize) % CORRECTION_SLOTS
}

/// A hash of where `color`'s knights, bishops, rooks, queens and king stand.
#[inline]
fn non_pawn_key(pos: &Position, color: Color) -> u64 {
    // Each bitboard multiplied by its own odd constant and folded: cheap, and two placements
    // that differ in any piece land in different slots with high probability.
    const MIX: [u64; 5] = [
        0x9E37_79B9_7F4A_7C15,
        0xC2B2_AE3D_27D4_EB4F,
        0x1656_67B1_9E37_79F9,
        0xD6E8_FEB8_6659_FD93,
        0xFF51_AFD7_ED55_8CCD,
    ];
    let roles = [
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    let mut hash = 0u64;
    for (role, mix) in roles.into_iter().zip(MIX) {
        hash = (hash ^ pos.pieces(color, role).0.wrapping_mul(mix)).rotate_left(23);
    }
    hash ^ (hash >> 29)
}

/// Moves `entry` toward `found` by a weight that grows with `depth`, within `max`.
fn correct_toward(entry: &mut i32, depth: i32, found: i32, max: i32) {
    let weight = (depth + 1).clamp(1, CORRECTION_MAX_WEIGHT);
    let limit = max * CORRECTION_GRAIN;
    let target = found.clamp(-max, max) * CORRECTION_GRAIN;
    let next =
        (*entry * (CORRECTION_WEIGHT_SCALE - weight) + target * weight) / CORRECTION_WEIGHT_SCALE;
    *entry = next.clamp(-limit, limit);
}

#[inline]
fn gravity(entry: &mut i16, bonus: i32) {
    let value = i32::from(*entry);
    let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
    let next = value + bonus - value * bonus.abs() / HISTORY_MAX;
    *entry = next.clamp(-HISTORY_MAX, HISTORY_MAX) as i16;
}

fn zeroed_continuation() -> Box<ContinuationTable> {
    // Built on the heap row by row: the table (1.2 MB) would overflow a thread's stack.
    let rows: Vec<[i16; 12 * 64]> = vec![[0; 12 * 64]; 12 * 64];
    match rows.into_boxed_slice().try_into() {
        Ok(table) => table,
        Err(_) => unreachable!("the vector has exactly 12 * 64 rows"),
    }
}

impl Default for Histories {
    fn default() -> Histories {
        Histories {
            butterfly: [[0; 64 * 64]; 2],
            capture: [[[0; 6]; 64]; 12],
            continuation: zeroed_continuation(),
            countermove: [None; 12 * 64],
            pawn_correction: vec![0; 2 * CORRECTION_SLOTS].into_boxed_slice(),
            non_pawn_correction: [
                vec![0; 2 * CORRECTION_SLOTS].into_boxed_slice(),
                vec![0; 2 * CORRECTION_SLOTS].into_boxed_slice(),
            ],
        }
    }
}

impl Histories {
    /// Forgets everything (new game).
    pub fn clear(&mut self) {
        self.butterfly = [[0; 64 * 64]; 2];
        self.capture = [[[0; 6]; 64]; 12];
        for row in self.continuation.iter_mut() {
            row.fill(0);
        }
        self.countermove = [None; 12 * 64];
        self.pawn_correction.fill(0);
        for table in &mut self.non_pawn_correction {
            table.fill(0);
        }
    }

    /// `raw`, a static evaluation of `pos`, corrected by what searches of positions with its
    /// pawns found, by at most `max` centipawns (0: uncorrected), plus `non_pawn_pct` percent
    /// of what they found for each side's other pieces where they stand. Why: an evaluation
    /// that misjudges a pawn structure (or a piece placement) misjudges it in every position
    /// that has it.
    #[inline]
    pub fn corrected_eval(&self, pos: &Position, raw: i32, max: i32, non_pawn_pct: i32) -> i32 {
        if max == 0 {
            return raw;
        }
        let mut correction = self
            .pawn_correction
            .get(correction_slot(pos, pos.pawn_key()))
            .copied()
            .unwrap_or(0);
        if non_pawn_pct != 0 {
            let mut others = 0;
            for color in [Color::White, Color::Black] {
                let table = &self.non_pawn_correction[color.index()];
                let slot = correction_slot(pos, non_pawn_key(pos, color));
                others += table.get(slot).copied().unwrap_or(0);
            }
            correction += others * non_pawn_pct / 100;
        }
        raw + correction / CORRECTION_GRAIN
    }

    /// Moves the corrections of `pos`'s pawn structure (and, when `non_pawn` is set, of each
    /// side's other pieces) toward `found`, the search's score less the raw static
    /// evaluation, the more so the deeper the search (`depth`).
    pub fn update_correction(
        &mut self,
        pos: &Position,
        depth: i32,
        found: i32,
        max: i32,
        non_pawn: bool,
    ) {
        let pawn_slot = correction_slot(pos, pos.pawn_key());
        if let Some(entry) = self.pawn_correction.get_mut(pawn_slot) {
            correct_toward(entry, depth, found, max);
        }
        if non_pawn {
            for color in [Color::White, Color::Black] {
                let slot = correction_slot(pos, non_pawn_key(pos, color));
                if let Some(entry) = self.non_pawn_correction[color.index()].get_mut(slot) {
                    correct_toward(entry, depth, found, max);
                }
            }
        }
    }

    /// The butterfly value of a quiet move.
    #[inline]
    pub fn butterfly(&self, side: Color, m: Move) -> i32 {
        i32::from(self.butterfly[side.index()][m.from().index() * 64 + m.to().index()])
    }

    /// The continuation value of `current` after the move with index `previous`.
    #[inline]
    pub fn continuation(&self, previous: Option<PieceTo>, current: PieceTo) -> i32 {
        previous.map_or(0, |p| i32::from(self.continuation[p][current]))
    }

    /// The capture history of `piece` capturing `captured` on `m.to()`.
    #[inline]
    pub fn capture(&self, piece: Piece, m: Move, captured: Role) -> i32 {
        i32::from(self.capture[piece.index()][m.to().index()][captured.index()])
    }

    /// The quiet ordering score: butterfly plus continuation from one and two plies back.
    #[inline]
    pub fn quiet_score(&self, pos: &Position, m: Move, conts: Conts) -> i32 {
        let Some(pt) = piece_to(pos, m) else {
            return 0;
        };
        self.butterfly(pos.side_to_move(), m)
            + self.continuation(conts[0], pt)
            + self.continuation(conts[1], pt)
    }

    /// The capture ordering bonus of a noisy move.
    #[inline]
    pub fn noisy_score(&self, pos: &Position, m: Move) -> i32 {
        match (pos.piece_at(m.from()), pos.captured_role(m)) {
            (Some(piece), Some(captured)) => self.capture(piece, m, captured),
            _ => 0,
        }
    }

    /// The countermove to the move with index `previous`.
    #[inline]
    pub fn countermove(&self, previous: Option<PieceTo>) -> Option<Move> {
        previous.and_then(|p| self.countermove[p])
    }

    /// Rewards a quiet move (bonus > 0) or punishes it (bonus < 0).
    pub fn update_quiet(&mut self, pos: &Position, m: Move, conts: Conts, bonus: i32) {
        let side = pos.side_to_move().index();
        gravity(
            &mut self.butterfly[side][m.from().index() * 64 + m.to().index()],
            bonus,
        );
        if let Some(pt) = piece_to(pos, m) {
            for prev in conts.into_iter().flatten() {
                gravity(&mut self.continuation[prev][pt], bonus);
            }
        }
    }

    /// Rewards or punishes a noisy move.
    pub fn update_noisy(&mut self, pos: &Position, m: Move, bonus: i32) {
        if let (Some(piece), Some(captured)) = (pos.piece_at(m.from()), pos.captured_role(m)) {
            gravity(
                &mut self.capture[piece.index()][m.to().index()][captured.index()],
                bonus,
            );
        }
    }

    /// Records `m` as the refutation of the move with index `previous`.
    pub fn set_countermove(&mut self, previous: Option<PieceTo>, m: Move) {
        if let Some(p) = previous {
            self.countermove[p] = Some(m);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn correction_moves_toward_what_searches_find_within_its_limit() {
        let mut histories = Histories::default();
        let pos = Position::startpos();
        assert_eq!(histories.corrected_eval(&pos, 10, 32, 0), 10);
        for _ in 0..200 {
            histories.update_correction(&pos, 12, 20, 32, false);
        }
        let corrected = histories.corrected_eval(&pos, 10, 32, 0);
        assert!((28..=30).contains(&corrected), "{corrected}");
        // Off: the evaluation as it is.
        assert_eq!(histories.corrected_eval(&pos, 10, 0, 0), 10);
        // The other side to move has its own slots.
        let Ok(black) =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")
        else {
            panic!("a valid FEN");
        };
        assert_eq!(histories.corrected_eval(&black, 10, 32, 0), 10);
        // Never past the limit.
        for _ in 0..500 {
            histories.update_correction(&pos, 12, 400, 32, false);
        }
        let corrected = histories.corrected_eval(&pos, 10, 32, 0);
        assert!((40..=42).contains(&corrected), "{corrected}");
        histories.clear();
        assert_eq!(histories.corrected_eval(&pos, 10, 32, 0), 10);
    }

    #[test]
    fn non_pawn_correction_adds_its_share_of_each_sides_pieces() {
        let mut histories = Histories::default();
        let pos = Position::startpos();
        for _ in 0..200 {
            histories.update_correction(&pos, 12, 20, 32, true);
        }
        // Pawn structure 20, and each side's pieces 20 at half weight.
        let corrected = histories.corrected_eval(&pos, 10, 32, 50);
        assert!((47..=50).contains(&corrected), "{corrected}");
        assert!((28..=30).contains(&histories.corrected_eval(&pos, 10, 32, 0)));
        // Another placement of White's pieces shares Black's slot only.
        let Ok(moved) =
            Position::from_fen("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1")
        else {
            panic!("a valid FEN");
        };
        let corrected = histories.corrected_eval(&moved, 10, 32, 50);
        assert!((38..=40).contains(&corrected), "{corrected}");
    }
}
