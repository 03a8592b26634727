//! Policy priors: every legal move gets a score in centipawn-like units from cheap chess
//! knowledge (captures judged by SEE, promotions, checks, a history of how moves fared in
//! this search, the piece-square gain, and escaping or walking into attacks); a softmax with
//! a temperature turns the scores, with the learned logits of [`super::policy_net`] added,
//! into the priors PUCT uses.

use crate::chess::{Color, Move, MoveKind, Position, Role, Square};

/// A butterfly history of how moves fared in this thread's playouts: per side, from, to.
#[derive(Clone, Debug)]
pub struct History {
    table: Box<[[[i16; 64]; 64]; 2]>,
}

/// History values stay within ± this.
const HISTORY_MAX: i32 = 1024;

impl Default for History {
    fn default() -> History {
        History {
            table: Box::new([[[0; 64]; 64]; 2]),
        }
    }
}

impl History {
    /// The history score of `mv` for `color`.
    pub fn get(&self, color: Color, mv: Move) -> i32 {
        i32::from(self.table[color.index()][mv.from().index()][mv.to().index()])
    }

    /// Moves the entry towards the result of a playout: `value` is the mover's result in
    /// [0, 1]. Gravity keeps entries bounded and lets old results fade.
    pub fn update(&mut self, color: Color, mv: Move, value: f64) {
        let bonus = ((value - 0.5) * 256.0) as i32;
        let entry = &mut self.table[color.index()][mv.from().index()][mv.to().index()];
        let old = i32::from(*entry);
        let new = old + bonus - old * bonus.abs() / HISTORY_MAX;
        *entry = new.clamp(-HISTORY_MAX, HISTORY_MAX) as i16;
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        *self.table = [[[0; 64]; 64]; 2];
    }
}

/// Piece-square bonus for the policy (White's view, a1 = 0), per role. Small and smooth: it
/// only has to say "centralise minor pieces, advance pawns, keep the king home early".
fn square_bonus(role: Role, sq: Square, color: Color) -> i32 {
    let sq = sq.relative(color);
    let file = sq.file().index() as i32;
    let rank = sq.rank().index() as i32;
    // Distance from the centre, 0 (d4/e5) to 6 (corners).
    let centre = (2 * file - 7).abs() / 2 + (2 * rank - 7).abs() / 2;
    match role {
        Role::Pawn => rank * 6 + if (2..=5).contains(&file) { rank * 2 } else { 0 },
        Role::Knight => 24 - 8 * centre,
        Role::Bishop => 12 - 4 * centre,
        Role::Rook => {
            if rank == 6 {
                15
            } else {
                0
            }
        }
        Role::Queen => 6 - 2 * centre,
        Role::King => -10 * rank,
    }
}

/// What to add to a move's score, in centipawn-like units.
const CHECK_BONUS: i32 = 120;
const CASTLE_BONUS: i32 = 60;
const GOOD_CAPTURE_BONUS: i32 = 150;
const QUEEN_PROMOTION_BONUS: i32 = 700;
const UNDERPROMOTION_PENALTY: i32 = 300;

/// The score of one legal move (higher is more promising).
pub fn score_move(pos: &Position, mv: Move, history: &History, history_weight: i64) -> i32 {
    let us = pos.side_to_move();
    let from = mv.from();
    let Some(role) = pos.role_at(from) else {
        return 0;
    };
    let mut score = 0;
    if mv.kind() == MoveKind::Castle {
        score += CASTLE_BONUS;
    } else {
        let to_role = mv.promotion_role().unwrap_or(role);
        score += square_bonus(to_role, mv.to(), us) - square_bonus(role, from, us);
    }
    match mv.promotion_role() {
        Some(Role::Queen) => score += QUEEN_PROMOTION_BONUS,
        Some(_) => score -= UNDERPROMOTION_PENALTY,
        None => {}
    }
    // A check that gives material away is often a sacrifice: its exchange counts for less.
    let check = pos.gives_check(mv);
    let loss_divisor = if check { 4 } else { 2 };
    if pos.is_capture(mv) {
        let victim = if mv.is_en_passant() {
            Role::Pawn.value()
        } else {
            pos.captured_role(mv).map_or(0, Role::value)
        };
        if pos.see_ge(mv, 0) {
            score += GOOD_CAPTURE_BONUS + victim - role.value() / 10;
        } else {
            score += (victim - role.value()) / loss_divisor;
        }
    } else if mv.kind() != MoveKind::Castle && !pos.see_ge(mv, 0) {
        // Walking into a losing exchange.
        score -= role.value() / loss_divisor;
    } else if role != Role::King && role != Role::Pawn {
        // Moving an attacked piece to a safe square.
        let them = us.flip();
        if pos.is_attacked(from, them, pos.occupied()) {
            score += role.value() / 4;
        }
    }
    if check {
        score += CHECK_BONUS;
    }
    score + (history.get(us, mv) as i64 * history_weight / 400) as i32
}

/// Writes softmax(`logits`) into `priors` (same length).
pub fn softmax(logits: &[f32], priors: &mut [f32]) {
    let max = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut sum = 0.0f32;
    for (p, &l) in priors.iter_mut().zip(logits) {
        *p = (l - max).exp();
        sum += *p;
    }
    if sum > 0.0 {
        for p in priors.iter_mut() {
            *p /= sum;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn winning_capture_beats_quiet_and_hanging_moves() {
        // White can take a free queen with the knight; Qh5 would hang the queen to Nf6.
        let p = pos("rnb1kb1r/pppp1ppp/5n2/4p3/3qP3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 1");
        let h = History::default();
        let take = p.parse_san("Nxd4").unwrap_or_else(|e| panic!("{e}"));
        let a3 = p.parse_san("a3").unwrap_or_else(|e| panic!("{e}"));
        let s_take = score_move(&p, take, &h, 50);
        let s_a3 = score_move(&p, a3, &h, 50);
        assert!(s_take > s_a3 + 500, "{s_take} vs {s_a3}");
    }

    #[test]
    fn softmax_sums_to_one_and_keeps_order() {
        let logits = [3.0, 0.0, -1.0, 10.0];
        let mut priors = [0.0; 4];
        softmax(&logits, &mut priors);
        let sum: f32 = priors.iter().sum();
        assert!((sum - 1.0).abs() < 1e-5);
        assert!(priors[3] > priors[0] && priors[0] > priors[1] && priors[1] > priors[2]);
    }

    #[test]
    fn history_moves_towards_results_and_stays_bounded() {
        let mut h = History::default();
        let m = Move::new(Square::E2, Square::E4, MoveKind::DoublePush);
        for _ in 0..1000 {
            h.update(Color::White, m, 1.0);
        }
        assert!(h.get(Color::White, m) > 500 && h.get(Color::White, m) <= HISTORY_MAX);
        assert_eq!(h.get(Color::Black, m), 0);
    }
}
