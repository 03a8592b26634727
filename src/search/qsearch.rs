//! Quiescence search: captures and promotions that do not lose material by SEE (every
//! evasion when in check), with stand-pat and delta pruning, until the position is quiet.

use super::{
    INFINITE, MAX_PLY, NO_EVAL, mated_in,
    movepick::{MovePicker, OrderContext},
    tt::Bound,
    worker::Worker,
};
use crate::{
    chess::{Move, Position, Role},
    eval::Evaluator,
};

impl<E: Evaluator> Worker<E> {
    /// Fail-soft quiescence search.
    pub(super) fn qsearch<const PV: bool>(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        // Step 1. Limits, draws and maximum ply.
        self.pv_len[ply] = ply;
        if self.should_stop() {
            return 0;
        }
        if PV {
            self.seldepth = self.seldepth.max(ply + 1);
        }
        if self.is_draw(pos) {
            return 0;
        }
        let in_check = pos.in_check();
        if ply >= MAX_PLY - 1 {
            return if in_check { 0 } else { self.evaluate(pos) };
        }

        // Step 2. Transposition table.
        let key = pos.key();
        let tt = self.tt.probe(key, ply);
        if !PV
            && let Some(e) = tt
            && e.bound.allows_cutoff(e.score, beta)
        {
            return e.score;
        }

        // Step 3. Stand pat: the side to move may decline every capture (not in check).
        // The hash keeps the evaluation uncorrected (`raw_eval`).
        let raw_eval;
        let static_eval;
        let mut best_score;
        if in_check {
            raw_eval = NO_EVAL;
            static_eval = NO_EVAL;
            best_score = -INFINITE;
        } else {
            raw_eval = match tt.and_then(|e| e.stored_eval()) {
                Some(stored) => stored,
                None => self.evaluate(pos),
            };
            static_eval = self.corrected_eval(pos, raw_eval).0;
            best_score = tt.map_or(static_eval, |e| e.sharpen(static_eval));
            if best_score >= beta {
                if tt.is_none() {
                    self.tt
                        .store(key, ply, None, best_score, raw_eval, 0, Bound::Lower, false);
                }
                return best_score;
            }
            alpha = alpha.max(best_score);
        }

        // Step 4. Captures (or evasions), best first.
        let tt_move = tt.and_then(|e| e.mv);
        let conts = self.conts(ply);
        let mut picker = MovePicker::new_qsearch(tt_move, in_check);
        let mut best_move: Option<Move> = None;
        let mut move_count = 0;
        let original_alpha = alpha;
        while let Some(m) = picker.next(pos, &OrderContext::plain(&self.histories, conts)) {
            move_count += 1;
            if !in_check {
                // Losing captures come last; once there, nothing good is left.
                if picker.past_good_noisy() && !pos.see_ge(m, 0) {
                    break;
                }
                // Delta pruning: even winning the piece for free does not reach alpha.
                if !m.is_promotion() && !pos.gives_check(m) {
                    let gain = pos.captured_role(m).map_or(0, Role::value);
                    if static_eval + gain + self.params.qs_futility_margin <= alpha {
                        best_score = best_score.max(static_eval + gain);
                        continue;
                    }
                }
            }
            let child = self.make_move(pos, m, ply);
            let score = -self.qsearch::<PV>(&child, -beta, -alpha, ply + 1);
            self.unmake_move();
            if self.stopped() {
                return 0;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = Some(m);
                    if PV {
                        let child_len = self.pv_len[ply + 1].clamp(ply + 1, MAX_PLY);
                        self.pv[ply][ply] = Some(m);
                        for i in ply + 1..child_len {
                            self.pv[ply][i] = self.pv[ply + 1][i];
                        }
                        self.pv_len[ply] = child_len;
                    }
                    if score >= beta {
                        break;
                    }
                    alpha = score;
                }
            }
        }

        // Step 5. Checkmate, and the hash entry.
        if in_check && move_count == 0 {
            return mated_in(ply);
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if PV && best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, ply, best_move, best_score, raw_eval, 0, bound, PV);
        best_score
    }
}
