//! The main search: fail-soft principal variation search. The function reads as numbered
//! steps; each pruning step names the idea it implements and, where it has been measured, its
//! Elo: the base engine against the same engine with the step switched off through its tunable,
//! 400 games at 20,000 nodes per move with the handcrafted evaluation, commit `06e636d`
//! (2026-11-22; `docs/measurements.md`, "Search features"). Steps without a figure have not
//! been measured separately.

use super::{
    INFINITE, MATE_IN_MAX, MAX_PLY, NO_EVAL,
    history::{Conts, CorrectionSlots, CorrectionWeights, Histories, PlayedQuiet, piece_to},
    is_mate_score, mate_in, mated_in,
    movepick::{MovePicker, OrderContext},
    threats::Threats,
    tt::Bound,
    worker::Worker,
};
use crate::{
    chess::{Move, Position},
    eval::Evaluator,
};

/// How many tried moves of each kind a node remembers for history maluses.
const TRIED: usize = 64;

impl<E: Evaluator> Worker<E> {
    /// Makes `m` from `pos` at `ply`: records the move for continuation history, the parent key
    /// for repetitions, and tells the evaluator.
    #[inline]
    pub(super) fn make_move(&mut self, pos: &Position, m: Move, ply: usize) -> Position {
        let child = pos.after(m);
        // First, so that the bucket is on its way while the rest is done.
        self.tt.prefetch(child.key());
        self.stack[ply].cont = piece_to(pos, m);
        self.stack[ply].quiet_move = (!pos.is_noisy(m)).then_some(m);
        self.keys.push(pos.key());
        self.eval.push(pos, m, &child);
        child
    }

    /// Undoes [`Worker::make_move`] (the position itself is a copy).
    #[inline]
    pub(super) fn unmake_move(&mut self) {
        self.keys.pop();
        self.eval.pop();
    }

    /// ProbCut (step 7b of [`Worker::search`]): the first capture that wins enough by SEE and
    /// then beats `probcut_beta` (beta plus the margin), in the quiescence search and then in a
    /// search four plies shallower, gives its score as a lower bound.
    #[allow(clippy::too_many_arguments)]
    fn probcut(
        &mut self,
        pos: &Position,
        probcut_beta: i32,
        depth: i32,
        ply: usize,
        cut_node: bool,
        raw_eval: i32,
        static_eval: i32,
    ) -> Option<i32> {
        let conts = self.conts(ply);
        let mut picker = MovePicker::new_qsearch(None, false);
        while let Some(m) = picker.next(pos, &OrderContext::plain(&self.histories, conts)) {
            if !pos.see_ge(m, probcut_beta - static_eval) {
                continue;
            }
            let child = self.make_move(pos, m, ply);
            let mut score =
                -self.qsearch::<false>(&child, -probcut_beta, -probcut_beta + 1, ply + 1);
            if score >= probcut_beta {
                score = -self.search::<false>(
                    &child,
                    -probcut_beta,
                    -probcut_beta + 1,
                    depth - 4,
                    ply + 1,
                    !cut_node,
                );
            }
            self.unmake_move();
            if self.stopped() {
                return Some(0);
            }
            if score >= probcut_beta {
                self.tt.store(
                    pos.key(),
                    ply,
                    Some(m),
                    score,
                    raw_eval,
                    depth - 3,
                    Bound::Lower,
                    false,
                );
                return Some(score);
            }
        }
        None
    }

    /// Whether `pos` is drawn by the fifty-move rule, insufficient material or a repetition:
    /// of a position of the search line (the root included) once, or of a game position before
    /// the root twice. A single repetition of an older game position is not a draw: the
    /// opponent need not repeat it a third time, and counting it as one let a losing side
    /// steer into "drawn" lines that were lost.
    pub(super) fn is_draw(&self, pos: &Position) -> bool {
        if pos.halfmove_clock() >= 100 && (!pos.in_check() || pos.has_legal_moves()) {
            return true;
        }
        if pos.is_insufficient_material() {
            return true;
        }
        let reach = usize::from(pos.halfmove_clock()).min(self.keys.len());
        let key = pos.key();
        let len = self.keys.len();
        let mut before_root = 0;
        for back in (2..=reach).step_by(2) {
            let index = len - back;
            if self.keys[index] == key {
                if index >= self.game_keys_len {
                    return true;
                }
                before_root += 1;
                if before_root == 2 {
                    return true;
                }
            }
        }
        false
    }

    /// The static evaluation of `pos`.
    #[inline]
    pub(super) fn evaluate(&mut self, pos: &Position) -> i32 {
        self.eval
            .evaluate(pos)
            .clamp(-MATE_IN_MAX + 1, MATE_IN_MAX - 1)
    }

    /// How much the static evaluation takes from each correction table.
    #[inline]
    fn correction_weights(&self) -> CorrectionWeights {
        CorrectionWeights {
            max: self.params.correction_max,
            non_pawn_pct: self.params.correction_non_pawn,
        }
    }

    /// `raw`, the static evaluation of `pos`, with its corrections, and where those are kept
    /// (so that the node's result can update them without finding them again).
    #[inline]
    pub(super) fn corrected_eval(&self, pos: &Position, raw: i32) -> (i32, CorrectionSlots) {
        let weights = self.correction_weights();
        let slots = Histories::correction_slots(pos, &weights);
        let eval = self
            .histories
            .corrected_eval(&slots, raw, &weights)
            .clamp(-MATE_IN_MAX + 1, MATE_IN_MAX - 1);
        (eval, slots)
    }

    /// (piece, to) of the moves one, two and (with `cont_history_four`) four plies before `ply`.
    #[inline]
    pub(super) fn conts(&self, ply: usize) -> Conts {
        let back = |n: usize| {
            if ply >= n {
                self.stack[ply - n].cont
            } else {
                None
            }
        };
        let four = if self.params.cont_history_four != 0 {
            back(4)
        } else {
            None
        };
        [back(1), back(2), four]
    }

    /// What the opponent attacks in `pos`, as far as the tunables use it: nothing when
    /// neither the threat history nor the escape bonus is on, and the history's slots only
    /// with the threat history.
    fn node_threats(&self, pos: &Position) -> Threats {
        let p = self.params;
        if p.threat_history == 0 && p.threat_escape == 0 {
            return Threats::NONE;
        }
        let threats = Threats::of(pos);
        if p.threat_history == 0 {
            threats.without_history_slots()
        } else {
            threats
        }
    }

    /// The history reward of a cut-off at `depth` (the punishment of the moves that failed
    /// before it).
    #[inline]
    fn history_bonus(&self, depth: i32) -> i32 {
        (self.params.history_bonus_mul * depth * depth).min(self.params.history_max_bonus)
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let child_len = self.pv_len[ply + 1].clamp(ply + 1, MAX_PLY);
        self.pv[ply][ply] = Some(m);
        for i in ply + 1..child_len {
            self.pv[ply][i] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len;
    }

    /// Fail-soft alpha-beta with PVS. `PV` nodes have an open window.
    #[allow(clippy::too_many_lines, clippy::cognitive_complexity)]
    pub(super) fn search<const PV: bool>(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        mut beta: i32,
        mut depth: i32,
        ply: usize,
        cut_node: bool,
    ) -> i32 {
        let root = ply == 0;
        self.pv_len[ply] = ply;

        // Step 1. Horizon: resolve captures first.
        if depth <= 0 {
            return self.qsearch::<PV>(pos, alpha, beta, ply);
        }

        // Step 2. Limits, draws, maximum ply, mate-distance pruning.
        if self.should_stop() {
            return 0;
        }
        if PV {
            self.seldepth = self.seldepth.max(ply + 1);
        }
        let in_check = pos.in_check();
        if !root {
            if self.is_draw(pos) {
                return 0;
            }
            if ply >= MAX_PLY - 1 {
                return if in_check { 0 } else { self.evaluate(pos) };
            }
            alpha = alpha.max(mated_in(ply));
            beta = beta.min(mate_in(ply + 1));
            if alpha >= beta {
                return alpha;
            }
        }

        // Step 3. Transposition table: cut off at non-PV nodes with a deep enough result.
        let excluded = self.stack[ply].excluded;
        let key = pos.key();
        let tt = if excluded.is_none() {
            self.tt.probe(key, ply)
        } else {
            None
        };
        let tt_move = if root {
            Some(self.root_moves[self.pv_index].mv)
        } else {
            tt.and_then(|e| e.mv)
        };
        let tt_pv = PV || tt.is_some_and(|e| e.was_pv);
        if !PV
            && excluded.is_none()
            && let Some(e) = tt
            && e.depth >= depth
            && e.bound.allows_cutoff(e.score, beta)
        {
            if self.params.tt_cut_history != 0
                && e.score >= beta
                && let Some(m) = tt_move
                && !pos.is_noisy(m)
            {
                let threats = self.node_threats(pos);
                let conts = self.conts(ply);
                let bonus = self.history_bonus(depth);
                self.histories.update_quiet(pos, m, conts, &threats, bonus);
            }
            return e.score;
        }

        // Step 4. Static evaluation, corrected by the correction histories (the hash
        // keeps it uncorrected), and sharpened by the hash score when its bound allows.
        let p = self.params;
        let mut raw_eval = NO_EVAL;
        let mut correction_slots = None;
        let static_eval;
        let eval;
        if in_check {
            static_eval = NO_EVAL;
            eval = NO_EVAL;
        } else if excluded.is_some() {
            static_eval = self.stack[ply].static_eval;
            eval = static_eval;
        } else {
            raw_eval = match tt.and_then(|e| e.stored_eval()) {
                Some(stored) => stored,
                None => self.evaluate(pos),
            };
            if tt.is_none() {
                self.tt
                    .store(key, ply, None, NO_EVAL, raw_eval, 0, Bound::None, tt_pv);
            }
            let (corrected, slots) = self.corrected_eval(pos, raw_eval);
            static_eval = corrected;
            correction_slots = Some(slots);
            eval = tt.map_or(static_eval, |e| e.sharpen(static_eval));
        }
        self.stack[ply].static_eval = static_eval;
        let improving = !in_check
            && ply >= 2
            && self.stack[ply - 2].static_eval != NO_EVAL
            && static_eval > self.stack[ply - 2].static_eval;
        self.stack[ply + 1].killers = [None; 2];
        self.stack[ply + 1].excluded = None;
        if p.lmr_cutoffs != 0 {
            self.stack[ply + 2].cutoff_count = 0;
        }
        if ply >= 1 {
            self.stack[ply].double_extensions = self.stack[ply - 1].double_extensions;
        }

        let us = pos.side_to_move();
        if !PV && !in_check && excluded.is_none() {
            // Step 5. Reverse futility pruning: far above beta, a quiet position holds.
            // (+46.3 ± 28.6 Elo, 06e636d.)
            if depth <= p.rfp_max_depth
                && eval.abs() < MATE_IN_MAX
                && eval - p.rfp_margin * (depth - i32::from(improving)) >= beta
            {
                return (eval + beta) / 2;
            }

            // Step 6. Razoring: far below alpha, only captures can save it.
            if depth <= p.razor_max_depth && eval + p.razor_margin * depth < alpha {
                let score = self.qsearch::<false>(pos, alpha, alpha + 1, ply);
                if score <= alpha {
                    return score;
                }
            }

            // Step 7. Null move pruning with an adaptive reduction; verified at high depth.
            // (+62.3 ± 27.4 Elo, 06e636d.)
            let last_was_null = ply >= 1 && self.stack[ply - 1].cont.is_none();
            if depth >= p.nmp_min_depth
                && eval >= beta
                && !last_was_null
                && ply >= self.nmp_min_ply
                && pos.has_non_pawn_material(us)
                && beta.abs() < MATE_IN_MAX
            {
                let r =
                    p.nmp_base + depth / p.nmp_depth_div + ((eval - beta) / p.nmp_eval_div).min(3);
                let mut child = pos.clone();
                child.play_null();
                self.stack[ply].cont = None;
                self.stack[ply].quiet_move = None;
                self.keys.push(key);
                self.eval.push_null(&child);
                let score =
                    -self.search::<false>(&child, -beta, -beta + 1, depth - r, ply + 1, !cut_node);
                self.unmake_move();
                if self.stopped() {
                    return 0;
                }
                if score >= beta {
                    let score = if score >= MATE_IN_MAX { beta } else { score };
                    if depth < p.nmp_verify_depth || self.nmp_min_ply != 0 {
                        return score;
                    }
                    // Verification: the same reduced search without null moves near here
                    // catches zugzwang.
                    self.nmp_min_ply = ply + (3 * (depth - r) / 4) as usize;
                    let verified = self.search::<false>(pos, beta - 1, beta, depth - r, ply, false);
                    self.nmp_min_ply = 0;
                    if verified >= beta {
                        return score;
                    }
                }
            }
        }

        // Step 7b. ProbCut: a capture whose reduced search beats beta by a margin makes this
        // node a cut node, unless the hash says a search this deep stayed below that margin.
        if !PV
            && !in_check
            && excluded.is_none()
            && depth >= p.probcut_min_depth
            && beta.abs() < MATE_IN_MAX
            && let probcut_beta = beta + p.probcut_margin
            && !tt.is_some_and(|e| {
                // (An entry holding only the static evaluation has no score to veto with.)
                e.bound != Bound::None && e.depth >= depth - 3 && e.score < probcut_beta
            })
            && let Some(score) = self.probcut(
                pos,
                probcut_beta,
                depth,
                ply,
                cut_node,
                raw_eval,
                static_eval,
            )
        {
            return score;
        }

        // Step 8. Internal iterative reduction: no hash move, so this node was not searched
        // before; search it shallower and let the next iteration find the move.
        if depth >= p.iir_min_depth && tt_move.is_none() && (PV || cut_node) && excluded.is_none() {
            depth -= 1;
        }

        // Step 9. The move loop, knowing what the opponent attacks where the history or the
        // ordering uses it (the history's slot stays 0 unless `threat_history` is on).
        let threats = self.node_threats(pos);
        if p.threat_history != 0 {
            self.stack[ply].threats = threats;
        }
        let conts = self.conts(ply);
        let counter = self.histories.countermove(conts[0]);
        let mut picker = MovePicker::new(tt_move, self.stack[ply].killers, counter);
        let mut best_score = -INFINITE;
        let mut best_move: Option<Move> = None;
        let mut move_count = 0usize;
        let mut quiets = [None; TRIED];
        let mut quiet_count = 0;
        let mut noisies = [None; TRIED];
        let mut noisy_count = 0;
        let has_material = pos.has_non_pawn_material(us);
        let check_squares = pos.check_squares();
        let tt_move_noisy = tt_move.is_some_and(|m| pos.is_noisy(m));

        while let Some(m) = picker.next(
            pos,
            &OrderContext {
                histories: &self.histories,
                conts,
                threats,
                escape_bonus: p.threat_escape,
            },
        ) {
            if Some(m) == excluded {
                continue;
            }
            if root && !self.root_move_allowed(m) {
                continue;
            }
            move_count += 1;
            let is_quiet = !pos.is_noisy(m);
            let gives_check = pos.gives_check_with(m, &check_squares);
            let history = if is_quiet {
                self.histories.quiet_score(pos, m, conts, &threats)
            } else {
                self.histories.noisy_score(pos, m)
            };
            let reduction = self.lmr[depth.clamp(0, 63) as usize][move_count.min(63)];

            // Step 10. Shallow-depth pruning once a move avoids being mated.
            if !root && best_score > -MATE_IN_MAX && has_material {
                let lmr_depth = (depth - 1 - reduction).max(0);
                if is_quiet && !gives_check {
                    // Late move pruning: enough quiet moves have been tried.
                    let lmp_limit = (p.lmp_base + depth * depth) / (2 - i32::from(improving));
                    // (Checking moves are exempt: skipping every later quiet move would also
                    // skip quiet mates, and mate threats then hide for many plies.)
                    if depth <= p.lmp_max_depth && move_count as i32 > lmp_limit {
                        continue;
                    }
                    // Futility pruning: even a good quiet move will not reach alpha.
                    if !in_check
                        && lmr_depth <= p.futility_max_depth
                        && static_eval + p.futility_base + p.futility_margin * lmr_depth <= alpha
                    {
                        continue;
                    }
                    // History pruning: a quiet move that has kept failing here is not tried.
                    // Before SEE pruning: either skips the move, and this test is cheaper.
                    // (+41.6 ± 21.9 Elo by SPRT at 10,000 nodes, then +9.2 ± 9.1.)
                    if p.history_prune != 0
                        && lmr_depth < p.history_prune_depth
                        && history < -p.history_prune * depth
                    {
                        continue;
                    }
                    // SEE pruning of quiet moves that hang material.
                    if lmr_depth <= p.see_max_depth
                        && !pos.see_ge(m, -p.see_quiet_margin * lmr_depth)
                    {
                        continue;
                    }
                } else if !is_quiet {
                    // Futility pruning of captures: winning the piece and a margin still
                    // leaves the node below alpha.
                    if !PV
                        && p.noisy_futility != 0
                        && !in_check
                        && !gives_check
                        && lmr_depth < 7
                        && let Some(captured) = pos.captured_role(m)
                        && static_eval
                            + p.noisy_futility
                            + 200 * lmr_depth
                            + captured.value()
                            + history / 8
                            <= alpha
                    {
                        continue;
                    }
                    // SEE pruning of losing captures.
                    if depth <= p.see_max_depth
                        && !pos.see_ge(m, -p.see_noisy_margin * depth * depth)
                    {
                        continue;
                    }
                }
            }

            // Step 11. Extensions: singular (the hash move is much better than the rest),
            // or a check. (Singular extensions: +2.6 ± 25.7 Elo, 06e636d: no gain measurable
            // at 20,000 nodes, as they start at depth 8. The check extension is off by
            // default: without it +17.4 ± 9.9 Elo by SPRT at 20,000 nodes.)
            let mut extension = 0;
            if !root
                && Some(m) == tt_move
                && excluded.is_none()
                && depth >= p.singular_min_depth
                && (ply as i32) < 2 * self.root_depth
            {
                if let Some(e) = tt
                    && e.depth >= depth - 3
                    && matches!(e.bound, Bound::Lower | Bound::Exact)
                    && !is_mate_score(e.score)
                {
                    let singular_beta = e.score - p.singular_margin * depth;
                    let singular_depth = (depth - 1) / 2;
                    self.stack[ply].excluded = Some(m);
                    let score = self.search::<false>(
                        pos,
                        singular_beta - 1,
                        singular_beta,
                        singular_depth,
                        ply,
                        cut_node,
                    );
                    self.stack[ply].excluded = None;
                    if score < singular_beta {
                        extension = 1;
                        if !PV
                            && score < singular_beta - p.double_ext_margin
                            && self.stack[ply].double_extensions < p.double_ext_max
                        {
                            extension = 2;
                            self.stack[ply].double_extensions += 1;
                        }
                    } else if singular_beta >= beta {
                        // Multi-cut: several moves beat beta.
                        return singular_beta;
                    } else if e.score >= beta {
                        extension = -1;
                    }
                }
            } else if gives_check && (ply as i32) < 2 * self.root_depth {
                extension = p.check_extension;
            }

            // Step 12. Make the move and search it: late moves reduced, then PVS re-searches.
            // (Late move reductions: +152.4 ± 29.5 Elo, 06e636d.)
            let nodes_before = self.nodes;
            let child = self.make_move(pos, m, ply);
            let mut new_depth = depth - 1 + extension;
            let mut score;
            if depth >= 2 && move_count > 1 + usize::from(root) && (is_quiet || !tt_pv) {
                let mut r = 100 * reduction;
                r += p.lmr_non_pv * i32::from(!tt_pv);
                r += p.lmr_cut_node * i32::from(cut_node);
                r -= 100 * i32::from(improving);
                r -= p.lmr_check * i32::from(gives_check);
                r -= 100 * history / p.lmr_history_div;
                r += p.lmr_tt_noisy * i32::from(is_quiet && tt_move_noisy);
                r += p.lmr_cutoffs * i32::from(self.stack[ply + 1].cutoff_count > 3);
                let r = r / 100;
                let reduced = (new_depth - r).clamp(1, new_depth.max(1));
                score = -self.search::<false>(&child, -alpha - 1, -alpha, reduced, ply + 1, true);
                if score > alpha && reduced < new_depth && p.lmr_research_adjust != 0 {
                    // How far the reduced search beat the best score says how deep to verify.
                    let deeper = score > best_score + p.lmr_deeper_margin + 2 * new_depth;
                    let shallower = score < best_score + new_depth;
                    new_depth += i32::from(deeper) - i32::from(shallower);
                }
                if score > alpha && reduced < new_depth {
                    score = -self.search::<false>(
                        &child,
                        -alpha - 1,
                        -alpha,
                        new_depth,
                        ply + 1,
                        !cut_node,
                    );
                }
            } else if !PV || move_count > 1 {
                score = -self.search::<false>(
                    &child,
                    -alpha - 1,
                    -alpha,
                    new_depth,
                    ply + 1,
                    !cut_node,
                );
            } else {
                score = -INFINITE;
            }
            if PV && (move_count == 1 || (score > alpha && (root || score < beta))) {
                score = -self.search::<true>(&child, -beta, -alpha, new_depth, ply + 1, false);
            }
            self.unmake_move();
            if self.stopped() {
                return 0;
            }

            // Step 13. Record the result.
            if root {
                let nodes = self.nodes - nodes_before;
                self.update_root_move(m, score, move_count == 1 || score > alpha, nodes);
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = Some(m);
                    if PV && !root {
                        self.update_pv(ply, m);
                    }
                    if score >= beta {
                        if p.lmr_cutoffs != 0 {
                            self.stack[ply].cutoff_count += 1 + u32::from(tt_move.is_none());
                        }
                        break;
                    }
                    alpha = score;
                }
            }
            if Some(m) != best_move {
                if is_quiet && quiet_count < TRIED {
                    quiets[quiet_count] = Some(m);
                    quiet_count += 1;
                } else if !is_quiet && noisy_count < TRIED {
                    noisies[noisy_count] = Some(m);
                    noisy_count += 1;
                }
            }
        }

        // Step 14. No legal move: mate or stalemate (or every move excluded).
        if move_count == 0 {
            return if excluded.is_some() {
                alpha
            } else if in_check {
                mated_in(ply)
            } else {
                0
            };
        }

        // Step 14a. No move reached alpha: the quiet move that led here was a good one for the
        // side that played it.
        if best_move.is_none()
            && p.prior_quiet_bonus != 0
            && excluded.is_none()
            && ply >= 1
            && let Some(prior) = self.stack[ply - 1].quiet_move
        {
            let bonus = self.history_bonus(depth) * p.prior_quiet_bonus / 100;
            let parent = &self.stack[ply - 1];
            let played = PlayedQuiet {
                side: !us,
                m: prior,
                piece_to: parent.cont,
                threat_slot: if p.threat_history != 0 {
                    parent.threats.slot(prior)
                } else {
                    0
                },
            };
            let parent_conts = self.conts(ply - 1);
            self.histories
                .update_quiet_played(&played, parent_conts, bonus);
        }

        // Step 14b. A fail-high score beyond beta is less sure the shallower the search:
        // pulled toward beta, it keeps parents from trusting a lucky margin. (+22.8 ± 10.8
        // Elo over two SPRTs at 10,000 nodes.)
        if !PV
            && p.fail_high_blend != 0
            && best_score >= beta
            && best_score.abs() < MATE_IN_MAX
            && beta.abs() < MATE_IN_MAX
        {
            best_score = (best_score * depth + beta) / (depth + 1);
        }

        // Step 15. Learn from the cutoff.
        if best_score >= beta
            && let Some(best) = best_move
        {
            let bonus = self.history_bonus(depth);
            if pos.is_noisy(best) {
                self.histories.update_noisy(pos, best, bonus);
            } else {
                self.histories
                    .update_quiet(pos, best, conts, &threats, bonus);
                let killers = &mut self.stack[ply].killers;
                if killers[0] != Some(best) {
                    killers[1] = killers[0];
                    killers[0] = Some(best);
                }
                self.histories.set_countermove(conts[0], best);
                for m in quiets.iter().take(quiet_count).flatten() {
                    self.histories
                        .update_quiet(pos, *m, conts, &threats, -bonus);
                }
            }
            for m in noisies.iter().take(noisy_count).flatten() {
                self.histories.update_noisy(pos, *m, -bonus);
            }
        }

        let bound = if best_score >= beta {
            Bound::Lower
        } else if PV && best_move.is_some() {
            Bound::Exact
        } else {
            Bound::Upper
        };

        // Step 16. Learn how far the static evaluation was off, where the score says it:
        // a quiet position (no capture or promotion best, not in check), not a mate, and a
        // bound that does not lie on the evaluation's side.
        if p.correction_max != 0
            && let Some(slots) = correction_slots
            && best_move.is_none_or(|m| !pos.is_noisy(m))
            && best_score.abs() < MATE_IN_MAX
            && !(bound == Bound::Lower && best_score <= static_eval)
            && !(bound == Bound::Upper && best_score >= static_eval)
        {
            self.histories.update_correction(
                &slots,
                depth,
                best_score - raw_eval,
                p.correction_max,
            );
        }

        // Step 17. Store the result (not for singular searches or later MultiPV lines).
        if excluded.is_none() && !(root && self.pv_index > 0) {
            self.tt.store(
                key,
                ply,
                best_move.or(tt_move),
                best_score,
                raw_eval,
                depth,
                bound,
                tt_pv,
            );
        }
        best_score
    }
}
