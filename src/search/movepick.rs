//! The staged move picker: the hash move first (before any generation), then good captures
//! by MVV-LVA plus capture history with a SEE check, killers, the countermove, quiet moves by
//! butterfly plus continuation history, and finally the captures that lose material.
//!
//! The generator only produces legal moves, so a hash move is checked with
//! [`Position::is_legal`], and killers and countermoves are accepted only if they are in the
//! generated quiet list.

use super::{
    history::{Conts, Histories},
    threats::Threats,
};
use crate::{
    chess::{Move, MoveList, Position, Role, gen_type, movegen::MAX_MOVES},
    util::array_vec::ArrayVec,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Stage {
    TtMove,
    GenerateNoisy,
    GoodNoisy,
    GenerateQuiet,
    Killer1,
    Killer2,
    Counter,
    Quiet,
    BadNoisy,
    Done,
}

/// What the picker needs from the search besides the position.
#[derive(Clone, Copy)]
pub struct OrderContext<'a> {
    /// The thread's statistics.
    pub histories: &'a Histories,
    /// (piece, to) of the moves one and two plies back.
    pub conts: Conts,
    /// What the opponent attacks ([`Threats::NONE`] where unused).
    pub threats: Threats,
    /// Ordering bonus per unit of [`Threats::escape`] (0: none).
    pub escape_bonus: i32,
}

impl<'a> OrderContext<'a> {
    /// Ordering by the histories alone, without the threats (captures, and quiet moves where
    /// the threats are not computed).
    pub fn plain(histories: &'a Histories, conts: Conts) -> OrderContext<'a> {
        OrderContext {
            histories,
            conts,
            threats: Threats::NONE,
            escape_bonus: 0,
        }
    }
}

/// Hands out the moves of a position one by one, best first (see the module docs).
pub struct MovePicker {
    stage: Stage,
    tt_move: Option<Move>,
    killers: [Option<Move>; 2],
    counter: Option<Move>,
    skip_quiets: bool,
    see_threshold: i32,
    noisy: MoveList,
    noisy_keys: ArrayVec<i32, MAX_MOVES>,
    noisy_next: usize,
    bad: MoveList,
    bad_next: usize,
    quiet: MoveList,
    quiet_keys: ArrayVec<i32, MAX_MOVES>,
    quiet_next: usize,
}

/// A move's ordering score packed with its index in the list: the largest key is the first of
/// the highest scores, so one vectorised maximum finds it.
#[inline]
fn sort_key(score: i32, index: usize) -> i32 {
    // Scores stay far inside ±2^22 (histories are bounded by `HISTORY_MAX`, material by a
    // queen); the clamp only keeps the shift from overflowing.
    score.clamp(-(1 << 22), 1 << 22) * 256 + (255 - index as i32)
}

// A key has 8 bits for the index.
const _: () = assert!(MAX_MOVES <= 256);

/// The list index packed in a key.
#[inline]
fn key_index(key: i32) -> usize {
    255 - (key & 255) as usize
}

/// Picks the highest-scored move at or after `start` (the first of equal ones) and swaps it to
/// `start`.
#[inline]
fn select_best(list: &mut MoveList, keys: &mut [i32], start: usize) -> Option<Move> {
    let len = list.len().min(keys.len());
    if start >= len {
        return None;
    }
    let best_key = keys[start..len].iter().copied().max().unwrap_or(i32::MIN);
    let best = key_index(best_key).clamp(start, len - 1);
    // The move at `start` takes the chosen one's place: its key gets the new index.
    keys[best] = (keys[start] & !255) | (255 - best as i32);
    keys[start] = best_key;
    list.as_mut_slice().swap(start, best);
    Some(list[start])
}

impl MovePicker {
    /// A picker for the main search.
    pub fn new(
        tt_move: Option<Move>,
        killers: [Option<Move>; 2],
        counter: Option<Move>,
    ) -> MovePicker {
        MovePicker {
            stage: Stage::TtMove,
            tt_move,
            killers,
            counter,
            skip_quiets: false,
            see_threshold: 0,
            noisy: MoveList::new(),
            noisy_keys: ArrayVec::new(),
            noisy_next: 0,
            bad: MoveList::new(),
            bad_next: 0,
            quiet: MoveList::new(),
            quiet_keys: ArrayVec::new(),
            quiet_next: 0,
        }
    }

    /// A picker for quiescence search: noisy moves only unless `in_check` (then every
    /// evasion); captures losing material are dropped.
    pub fn new_qsearch(tt_move: Option<Move>, in_check: bool) -> MovePicker {
        let mut picker = MovePicker::new(tt_move, [None; 2], None);
        picker.skip_quiets = !in_check;
        picker
    }

    /// From now on, quiet moves are not returned (late move pruning, futility).
    pub fn skip_quiets(&mut self) {
        self.skip_quiets = true;
    }

    /// Whether quiet moves are being skipped.
    pub fn skips_quiets(&self) -> bool {
        self.skip_quiets
    }

    fn score_noisy(&mut self, pos: &Position, ctx: &OrderContext<'_>) {
        for i in 0..self.noisy.len() {
            let m = self.noisy[i];
            let victim = pos.captured_role(m).map_or(0, Role::value);
            let attacker = pos.role_at(m.from()).map_or(0, Role::value);
            let promo = match m.promotion_role() {
                Some(Role::Queen) => 1_000,
                Some(_) => -20_000,
                None => 0,
            };
            let score = 16 * victim - attacker / 8 + promo + ctx.histories.noisy_score(pos, m) / 16;
            self.noisy_keys.push(sort_key(score, i));
        }
    }

    fn score_quiet(&mut self, pos: &Position, ctx: &OrderContext<'_>) {
        for i in 0..self.quiet.len() {
            let m = self.quiet[i];
            let mut score = ctx.histories.quiet_score(pos, m, ctx.conts, &ctx.threats);
            if ctx.escape_bonus != 0
                && let Some(role) = pos.role_at(m.from())
            {
                score += ctx.escape_bonus * ctx.threats.escape(role, m);
            }
            self.quiet_keys.push(sort_key(score, i));
        }
    }

    fn is_special(&self, m: Move) -> bool {
        Some(m) == self.tt_move
            || Some(m) == self.killers[0]
            || Some(m) == self.killers[1]
            || Some(m) == self.counter
    }

    /// The next move, or `None` when every move was handed out.
    pub fn next(&mut self, pos: &Position, ctx: &OrderContext<'_>) -> Option<Move> {
        loop {
            match self.stage {
                Stage::TtMove => {
                    self.stage = Stage::GenerateNoisy;
                    if let Some(m) = self.tt_move {
                        let wanted = !self.skip_quiets || pos.is_noisy(m);
                        if wanted && pos.is_legal(m) {
                            return Some(m);
                        }
                        self.tt_move = None;
                    }
                }
                Stage::GenerateNoisy => {
                    pos.generate::<{ gen_type::NOISY }>(&mut self.noisy);
                    self.score_noisy(pos, ctx);
                    self.stage = Stage::GoodNoisy;
                }
                Stage::GoodNoisy => {
                    while let Some(m) = select_best(
                        &mut self.noisy,
                        self.noisy_keys.as_mut_slice(),
                        self.noisy_next,
                    ) {
                        self.noisy_next += 1;
                        if Some(m) == self.tt_move {
                            continue;
                        }
                        let underpromotion = m.promotion_role().is_some_and(|r| r != Role::Queen);
                        if underpromotion || !pos.see_ge(m, self.see_threshold) {
                            self.bad.push(m);
                            continue;
                        }
                        return Some(m);
                    }
                    self.stage = Stage::GenerateQuiet;
                }
                Stage::GenerateQuiet => {
                    if self.skip_quiets {
                        self.stage = Stage::BadNoisy;
                        continue;
                    }
                    pos.generate::<{ gen_type::QUIET }>(&mut self.quiet);
                    self.score_quiet(pos, ctx);
                    self.stage = Stage::Killer1;
                }
                Stage::Killer1 | Stage::Killer2 | Stage::Counter => {
                    let (candidate, next) = match self.stage {
                        Stage::Killer1 => (self.killers[0], Stage::Killer2),
                        Stage::Killer2 => (self.killers[1], Stage::Counter),
                        _ => (self.counter, Stage::Quiet),
                    };
                    self.stage = next;
                    if self.skip_quiets {
                        continue;
                    }
                    let Some(m) = candidate else { continue };
                    let duplicate = Some(m) == self.tt_move
                        || (next == Stage::Counter && Some(m) == self.killers[0])
                        || (next == Stage::Quiet
                            && (Some(m) == self.killers[0] || Some(m) == self.killers[1]));
                    if !duplicate && self.quiet.contains(m) {
                        return Some(m);
                    }
                }
                Stage::Quiet => {
                    if !self.skip_quiets {
                        while let Some(m) = select_best(
                            &mut self.quiet,
                            self.quiet_keys.as_mut_slice(),
                            self.quiet_next,
                        ) {
                            self.quiet_next += 1;
                            if self.is_special(m) {
                                continue;
                            }
                            return Some(m);
                        }
                    }
                    self.stage = Stage::BadNoisy;
                }
                Stage::BadNoisy => {
                    if self.bad_next < self.bad.len() {
                        let m = self.bad[self.bad_next];
                        self.bad_next += 1;
                        return Some(m);
                    }
                    self.stage = Stage::Done;
                }
                Stage::Done => return None,
            }
        }
    }

    /// Whether the picker is past the good captures (the moves now are quiet or losing).
    pub fn past_good_noisy(&self) -> bool {
        self.stage > Stage::GoodNoisy
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The packed keys pick moves in the very order of a plain selection sort (first of equal
    /// scores, swapping the chosen move forward), ties included: the search's node count
    /// depends on it.
    #[test]
    fn select_best_matches_selection_sort() {
        let pos = Position::startpos();
        let moves = pos.legal_moves();
        use crate::util::rng::Rng64 as _;
        let mut rng = crate::util::rng::SplitMix64::new(7);
        for round in 0..200 {
            let spread = [1, 3, 50_000][round % 3];
            let mut list = MoveList::new();
            let mut scores = [0i32; MAX_MOVES];
            let mut keys = [0i32; MAX_MOVES];
            for (i, m) in moves.iter().enumerate() {
                list.push(*m);
                scores[i] = (rng.next_u64() % (2 * spread + 1)) as i32 - spread as i32;
                keys[i] = sort_key(scores[i], i);
            }
            let mut reference = list.clone();
            for start in 0..=list.len() {
                let expected = (start < reference.len()).then(|| {
                    let mut best = start;
                    for i in start + 1..reference.len() {
                        if scores[i] > scores[best] {
                            best = i;
                        }
                    }
                    reference.as_mut_slice().swap(start, best);
                    scores.swap(start, best);
                    reference[start]
                });
                assert_eq!(
                    select_best(&mut list, &mut keys, start),
                    expected,
                    "{round}"
                );
            }
        }
    }

    /// The picker hands out every legal move exactly once, whatever the hints.
    #[test]
    fn picker_yields_each_legal_move_once() {
        let histories = Histories::default();
        let ctx = OrderContext::plain(&histories, [None; 3]);
        let fens = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1",
        ];
        for fen in fens {
            let pos = Position::from_fen(fen).expect("valid FEN");
            let legal = pos.legal_moves();
            let bogus = Move::new(
                crate::chess::Square::A3,
                crate::chess::Square::A4,
                crate::chess::MoveKind::Normal,
            );
            let hints = [Some(legal[legal.len() / 2]), Some(bogus)];
            let mut picker = MovePicker::new(hints[0], [hints[1], Some(legal[0])], hints[0]);
            let mut seen = Vec::new();
            while let Some(m) = picker.next(&pos, &ctx) {
                assert!(legal.contains(m), "{fen}: illegal {m:?}");
                assert!(!seen.contains(&m), "{fen}: duplicate {m:?}");
                seen.push(m);
            }
            assert_eq!(seen.len(), legal.len(), "{fen}");
        }
    }
}
