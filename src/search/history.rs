//! Move-ordering statistics learnt during the search: butterfly history (side, whether the
//! origin and the destination are attacked, from, to),
//! capture history (piece, to, captured role), continuation history (previous piece and
//! destination → this piece and destination) and countermoves; and the corrections of the
//! static evaluation by pawn structure and by each side's other pieces; and a history of
//! quiet moves per pawn structure. Allocated once per thread.

use super::threats::Threats;
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
pub type Conts = [Option<PieceTo>; 3];

/// One continuation table: for each previous (piece, to), a value per (piece, to).
pub type ContinuationTable = [[i16; 12 * 64]; 12 * 64];

/// Every statistic of one thread.
pub struct Histories {
    /// Per side and [`Threats::slot`] (always 0 while the threat history is off).
    butterfly: Box<[[[i16; 64 * 64]; 4]; 2]>,
    capture: [[[i16; 6]; 64]; 12],
    continuation: Box<ContinuationTable>,
    countermove: [Option<Move>; 12 * 64],
    /// Per side to move and pawn-key slot, what searches found the static evaluation to miss
    /// in positions of that pawn structure, in [`CORRECTION_GRAIN`]ths of a centipawn.
    pawn_correction: Box<[i32]>,
    /// The same per side to move, for each colour's non-pawn pieces (index: that colour).
    non_pawn_correction: [Box<[i32]>; 2],
    /// Quiet-move history per pawn-structure slot and (piece, destination): how a move
    /// fared with these pawns. Empty while its weight is 0 (the default), so that searchers
    /// that never use it do not allocate it.
    pawn_history: Box<[i16]>,
    /// Percent of the pawn history in the quiet ordering score (0: neither read nor taught).
    pawn_history_pct: i32,
}

/// A quiet move as the history files it: who played it, its (piece, destination) and its
/// [`Threats::slot`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedQuiet {
    /// Who played it.
    pub side: Color,
    /// The move.
    pub m: Move,
    /// Its (piece, destination), `None` where unknown.
    pub piece_to: Option<PieceTo>,
    /// Its slot in the butterfly history.
    pub threat_slot: usize,
}

/// Pawn-structure slots of the pawn history.
const PAWN_HISTORY_SLOTS: usize = 1024;

/// How much the static evaluation takes from each correction table (search tunables).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CorrectionWeights {
    /// The most each table corrects, in centipawns (0: no correction at all).
    pub max: i32,
    /// Percent of each side's non-pawn correction added (0: that table unused).
    pub non_pawn_pct: i32,
}

/// Where one position's corrections are kept, found once per node: read when its static
/// evaluation is corrected, written when its search result teaches them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CorrectionSlots {
    pawn: usize,
    non_pawn: Option<[usize; 2]>,
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

/// Number of (piece, destination) pairs.
const PIECE_TO_COUNT: usize = 12 * 64;

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
            butterfly: Box::new([[[0; 64 * 64]; 4]; 2]),
            capture: [[[0; 6]; 64]; 12],
            continuation: zeroed_continuation(),
            countermove: [None; 12 * 64],
            pawn_correction: vec![0; 2 * CORRECTION_SLOTS].into_boxed_slice(),
            non_pawn_correction: [
                vec![0; 2 * CORRECTION_SLOTS].into_boxed_slice(),
                vec![0; 2 * CORRECTION_SLOTS].into_boxed_slice(),
            ],
            pawn_history: Box::default(),
            pawn_history_pct: 0,
        }
    }
}

impl Histories {
    /// Forgets everything (new game).
    pub fn clear(&mut self) {
        self.butterfly
            .iter_mut()
            .flatten()
            .for_each(|table| table.fill(0));
        self.capture = [[[0; 6]; 64]; 12];
        for row in self.continuation.iter_mut() {
            row.fill(0);
        }
        self.countermove = [None; 12 * 64];
        self.pawn_correction.fill(0);
        for table in &mut self.non_pawn_correction {
            table.fill(0);
        }
        self.pawn_history.fill(0);
    }

    /// Sets the share of the pawn history in quiet move scores (percent; 0: off).
    pub fn set_pawn_history_weight(&mut self, pct: i32) {
        self.pawn_history_pct = pct;
        if pct != 0 && self.pawn_history.is_empty() {
            self.pawn_history = vec![0; PAWN_HISTORY_SLOTS * PIECE_TO_COUNT].into_boxed_slice();
        }
    }

    /// The pawn-history slot of the quiet move `pt` in `pos`.
    #[inline]
    fn pawn_history_slot(pos: &Position, pt: PieceTo) -> usize {
        (pos.pawn_key() as usize % PAWN_HISTORY_SLOTS) * PIECE_TO_COUNT + pt
    }

    /// The slots of `pos` in the tables `weights` uses.
    #[inline]
    pub fn correction_slots(pos: &Position, weights: &CorrectionWeights) -> CorrectionSlots {
        CorrectionSlots {
            pawn: correction_slot(pos, pos.pawn_key()),
            non_pawn: (weights.non_pawn_pct != 0).then(|| {
                [Color::White, Color::Black]
                    .map(|color| correction_slot(pos, non_pawn_key(pos, color)))
            }),
        }
    }

    /// `raw`, a static evaluation of the position of `slots`, corrected by what searches of
    /// positions with its pawns found, by at most `weights.max` centipawns (0: uncorrected),
    /// plus a share of what they found for each side's other pieces where they stand. Why:
    /// an evaluation that misjudges a pawn structure (or a piece placement) misjudges it in
    /// every position that has it.
    #[inline]
    pub fn corrected_eval(
        &self,
        slots: &CorrectionSlots,
        raw: i32,
        weights: &CorrectionWeights,
    ) -> i32 {
        if weights.max == 0 {
            return raw;
        }
        let mut correction = self.pawn_correction.get(slots.pawn).copied().unwrap_or(0);
        if let Some(non_pawn) = slots.non_pawn {
            let others: i32 = (0..2)
                .map(|color| {
                    self.non_pawn_correction[color]
                        .get(non_pawn[color])
                        .copied()
                        .unwrap_or(0)
                })
                .sum();
            correction += others * weights.non_pawn_pct / 100;
        }
        raw + correction / CORRECTION_GRAIN
    }

    /// Moves the corrections in `slots` toward `found`, the search's score less the raw
    /// static evaluation, the more so the deeper the search (`depth`), each within `max`.
    pub fn update_correction(&mut self, slots: &CorrectionSlots, depth: i32, found: i32, max: i32) {
        if let Some(entry) = self.pawn_correction.get_mut(slots.pawn) {
            correct_toward(entry, depth, found, max);
        }
        if let Some(non_pawn) = slots.non_pawn {
            for (table, slot) in self.non_pawn_correction.iter_mut().zip(non_pawn) {
                if let Some(entry) = table.get_mut(slot) {
                    correct_toward(entry, depth, found, max);
                }
            }
        }
    }

    /// The butterfly value of a quiet move in the threat slot `slot`.
    #[inline]
    pub fn butterfly(&self, side: Color, slot: usize, m: Move) -> i32 {
        i32::from(self.butterfly[side.index()][slot & 3][m.from().index() * 64 + m.to().index()])
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

    /// The quiet ordering score: butterfly (in the slot `threats` gives the move) plus
    /// continuation from one and two plies back.
    #[inline]
    pub fn quiet_score(&self, pos: &Position, m: Move, conts: Conts, threats: &Threats) -> i32 {
        let Some(pt) = piece_to(pos, m) else {
            return 0;
        };
        let mut score = self.butterfly(pos.side_to_move(), threats.slot(m), m)
            + self.continuation(conts[0], pt)
            + self.continuation(conts[1], pt)
            + self.continuation(conts[2], pt);
        if self.pawn_history_pct != 0 {
            let pawns = self.pawn_history.get(Self::pawn_history_slot(pos, pt));
            score += i32::from(pawns.copied().unwrap_or(0)) * self.pawn_history_pct / 100;
        }
        score
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
    pub fn update_quiet(
        &mut self,
        pos: &Position,
        m: Move,
        conts: Conts,
        threats: &Threats,
        bonus: i32,
    ) {
        let piece_to = piece_to(pos, m);
        let played = PlayedQuiet {
            side: pos.side_to_move(),
            m,
            piece_to,
            threat_slot: threats.slot(m),
        };
        self.update_quiet_played(&played, conts, bonus);
        if self.pawn_history_pct != 0
            && let Some(pt) = piece_to
            && let Some(entry) = self.pawn_history.get_mut(Self::pawn_history_slot(pos, pt))
        {
            gravity(entry, bonus);
        }
    }

    /// The butterfly and continuation part of [`Histories::update_quiet`], for a move already
    /// played (`conts` the moves before it), whose position is no longer at hand.
    pub fn update_quiet_played(&mut self, played: &PlayedQuiet, conts: Conts, bonus: i32) {
        let m = played.m;
        gravity(
            &mut self.butterfly[played.side.index()][played.threat_slot & 3]
                [m.from().index() * 64 + m.to().index()],
            bonus,
        );
        if let Some(pt) = played.piece_to {
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

    fn weights(max: i32, non_pawn_pct: i32) -> CorrectionWeights {
        CorrectionWeights { max, non_pawn_pct }
    }

    /// `raw` corrected in `pos` with `w`.
    fn corrected(histories: &Histories, pos: &Position, raw: i32, w: CorrectionWeights) -> i32 {
        histories.corrected_eval(&Histories::correction_slots(pos, &w), raw, &w)
    }

    /// Teaches the tables `w` uses that `pos` is worth `found` more than its evaluation.
    fn teach(
        histories: &mut Histories,
        pos: &Position,
        found: i32,
        w: CorrectionWeights,
        times: usize,
    ) {
        let slots = Histories::correction_slots(pos, &w);
        for _ in 0..times {
            histories.update_correction(&slots, 12, found, w.max);
        }
    }

    fn fen(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn correction_moves_toward_what_searches_find_within_its_limit() {
        let mut histories = Histories::default();
        let pos = Position::startpos();
        let pawn_only = weights(32, 0);
        assert_eq!(corrected(&histories, &pos, 10, pawn_only), 10);
        teach(&mut histories, &pos, 20, pawn_only, 200);
        let value = corrected(&histories, &pos, 10, pawn_only);
        assert!((28..=30).contains(&value), "{value}");
        // Off: the evaluation as it is.
        assert_eq!(corrected(&histories, &pos, 10, weights(0, 0)), 10);
        // The other side to move has its own slots.
        let black = fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        assert_eq!(corrected(&histories, &black, 10, pawn_only), 10);
        // Never past the limit.
        teach(&mut histories, &pos, 400, pawn_only, 500);
        let value = corrected(&histories, &pos, 10, pawn_only);
        assert!((40..=42).contains(&value), "{value}");
        histories.clear();
        assert_eq!(corrected(&histories, &pos, 10, pawn_only), 10);
    }

    #[test]
    fn non_pawn_correction_adds_its_share_of_each_sides_pieces() {
        let mut histories = Histories::default();
        let pos = Position::startpos();
        teach(&mut histories, &pos, 20, weights(32, 100), 200);
        // Pawn structure 20, and each side's pieces 20 at half weight.
        let half = weights(32, 50);
        let value = corrected(&histories, &pos, 10, half);
        assert!((47..=50).contains(&value), "{value}");
        let value = corrected(&histories, &pos, 10, weights(32, 0));
        assert!((28..=30).contains(&value), "{value}");
        // Another placement of White's pieces shares Black's slot only.
        let moved = fen("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1");
        let value = corrected(&histories, &moved, 10, half);
        assert!((38..=40).contains(&value), "{value}");
    }

    #[test]
    fn pawn_history_counts_only_when_weighted() {
        let mut histories = Histories::default();
        let pos = Position::startpos();
        let Ok(m) = pos.parse_uci_move("g1f3") else {
            panic!("a legal move");
        };
        let conts: Conts = [None; 3];
        histories.update_quiet(&pos, m, conts, &Threats::NONE, 1000);
        let plain = histories.quiet_score(&pos, m, conts, &Threats::NONE);
        histories.set_pawn_history_weight(100);
        assert_eq!(histories.quiet_score(&pos, m, conts, &Threats::NONE), plain);
        histories.update_quiet(&pos, m, conts, &Threats::NONE, 1000);
        let with_pawns = histories.quiet_score(&pos, m, conts, &Threats::NONE);
        histories.set_pawn_history_weight(0);
        let without = histories.quiet_score(&pos, m, conts, &Threats::NONE);
        assert!(with_pawns > without, "{with_pawns} {without}");
        // Other pawns: the butterfly history still counts, the pawn history starts afresh.
        let other = fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
        histories.set_pawn_history_weight(100);
        assert_eq!(
            histories.quiet_score(&other, m, conts, &Threats::NONE),
            without
        );
    }

    /// A move rewarded after it was played (its position gone) counts as one rewarded at its
    /// position, through each of its continuations, the one four plies back included.
    #[test]
    fn a_played_move_is_rewarded_as_at_its_position() {
        let pos = Position::startpos();
        let Ok(m) = pos.parse_uci_move("g1f3") else {
            panic!("a legal move");
        };
        let earlier = fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        let Ok(e7e5) = earlier.parse_uci_move("e7e5") else {
            panic!("a legal move");
        };
        let conts: Conts = [piece_to(&earlier, e7e5), None, piece_to(&earlier, e7e5)];
        let mut at_position = Histories::default();
        let threats = Threats::of(&pos);
        at_position.update_quiet(&pos, m, conts, &threats, 1000);
        let mut after = Histories::default();
        let played = PlayedQuiet {
            side: pos.side_to_move(),
            m,
            piece_to: piece_to(&pos, m),
            threat_slot: threats.slot(m),
        };
        after.update_quiet_played(&played, conts, 1000);
        let score = after.quiet_score(&pos, m, conts, &threats);
        assert_eq!(at_position.quiet_score(&pos, m, conts, &threats), score);
        assert!(
            score > after.quiet_score(&pos, m, [None; 3], &threats),
            "{score}"
        );
    }
}
