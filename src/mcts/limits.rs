//! When a search stops: the `go` limits (clock with increment, movetime, nodes, depth, mate,
//! infinite, ponder) turned into playout and time budgets, plus the MCTS-specific early stops
//! (a proven root, a best move that can no longer be overtaken); a full arena is recycled,
//! not a reason to stop (see `super::tree`).
//!
//! Time use on a clock: a soft budget of `time / moves_to_go + a share of the increment`
//! (the tunables `TimeMovesToGo`, assumed when the GUI does not say, and `TimeIncrementPct`)
//! after which no new work is worth it, and a hard limit of at most three soft budgets and
//! never more than half the remaining time (80 % with one move to go), both less the move
//! overhead, so the engine never loses on time: the PVS engine's rule,
//! [`Allocation::limits`].

use std::time::Duration;

use crate::{chess::Color, engine::SearchLimits, search::time::Allocation};

/// Shortest time the engine ever thinks, so it always has a move.
const MIN_THINK: Duration = Duration::from_millis(1);

/// The budgets of one search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// Stop after this many playouts.
    pub playouts: Option<u64>,
    /// Stop once the average depth reaches this.
    pub depth: Option<u32>,
    /// Stop once a mate in at most this many moves is proven.
    pub mate: Option<u32>,
    /// Time after which the search should end at the next good moment.
    pub soft: Option<Duration>,
    /// Time after which the search ends at once.
    pub hard: Option<Duration>,
    /// Only `stop` ends the search (infinite analysis; pondering is tracked by the engine,
    /// since `ponderhit` turns it into a normal search).
    pub until_stopped: bool,
}

/// The MCTS engine's clock allocation, in the PVS engine's terms: the tunables
/// `TimeMovesToGo` and `TimeIncrementPct`, the soft budget the whole base budget, the hard
/// limit three of them.
pub fn allocation(params: &super::MctsParams) -> Allocation {
    Allocation {
        moves_to_go: params.time_moves_to_go.clamp(1, 1000) as u32,
        increment_pct: params.time_increment_pct.clamp(0, 100) as u32,
        soft_pct: 100,
        hard_multiple: 3,
    }
}

impl Budget {
    /// Budgets for `limits` with `us` to move and `overhead` kept back per move.
    pub fn new(
        limits: &SearchLimits,
        us: Color,
        overhead: Duration,
        allocation: Allocation,
    ) -> Budget {
        let mut budget = Budget {
            playouts: limits.nodes,
            depth: limits.depth,
            mate: limits.mate,
            until_stopped: limits.infinite,
            ..Budget::default()
        };
        if let Some(movetime) = limits.movetime {
            budget.hard = Some(movetime.saturating_sub(overhead).max(MIN_THINK));
        }
        let (time, inc) = match us {
            Color::White => (limits.wtime, limits.winc),
            Color::Black => (limits.btime, limits.binc),
        };
        if let Some(time) = time {
            let inc = inc.unwrap_or_default();
            let moves_to_go = limits
                .movestogo
                .unwrap_or(allocation.moves_to_go)
                .clamp(1, allocation.moves_to_go.max(1));
            let usable = time.saturating_sub(overhead);
            let (soft, hard) = allocation.limits(usable, inc, moves_to_go);
            let soft = soft.max(MIN_THINK);
            let hard = hard.max(MIN_THINK);
            budget.soft = Some(budget.soft.map_or(soft, |s| s.min(soft)));
            budget.hard = Some(budget.hard.map_or(hard, |h| h.min(hard)));
        }
        budget
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALLOCATION: Allocation = Allocation {
        moves_to_go: 30,
        increment_pct: 75,
        soft_pct: 100,
        hard_multiple: 3,
    };

    fn ms(v: u64) -> Option<Duration> {
        Some(Duration::from_millis(v))
    }

    #[test]
    fn clock_budgets_leave_time_on_the_clock() {
        let limits = SearchLimits {
            wtime: ms(5_000),
            btime: ms(100),
            winc: ms(50),
            binc: ms(50),
            ..SearchLimits::default()
        };
        let white = Budget::new(&limits, Color::White, Duration::from_millis(30), ALLOCATION);
        let (soft, hard) = (
            white.soft.unwrap_or_default(),
            white.hard.unwrap_or_default(),
        );
        assert!(soft >= Duration::from_millis(150) && soft <= Duration::from_millis(250));
        assert!(hard >= soft && hard <= Duration::from_millis(2_500));
        let black = Budget::new(&limits, Color::Black, Duration::from_millis(30), ALLOCATION);
        assert!(black.hard.unwrap_or_default() <= Duration::from_millis(35));
        assert!(!black.until_stopped);
    }

    #[test]
    fn the_allocation_shares_out_the_clock() {
        let limits = SearchLimits {
            wtime: ms(9_030),
            winc: ms(100),
            ..SearchLimits::default()
        };
        let soft = |moves_to_go, increment_pct| {
            let allocation = Allocation {
                moves_to_go,
                increment_pct,
                ..ALLOCATION
            };
            Budget::new(&limits, Color::White, Duration::from_millis(30), allocation).soft
        };
        // 9 s usable over 30 moves plus three quarters of the increment; over 18 plus all of it.
        assert_eq!(soft(30, 75), ms(375));
        assert_eq!(soft(18, 100), ms(600));
        // A `movestogo` from the GUI counts when it is fewer moves.
        let limits = SearchLimits {
            movestogo: Some(10),
            ..limits
        };
        let budget = Budget::new(&limits, Color::White, Duration::from_millis(30), ALLOCATION);
        assert_eq!(budget.soft, ms(975));
    }

    #[test]
    fn the_last_move_before_a_control_keeps_a_fifth_of_the_clock() {
        let limits = SearchLimits {
            wtime: ms(10_030),
            movestogo: Some(1),
            ..SearchLimits::default()
        };
        let budget = Budget::new(&limits, Color::White, Duration::from_millis(30), ALLOCATION);
        // 10 s usable; the overhead is kept back once.
        assert_eq!(budget.hard, ms(8_000));
        assert_eq!(budget.soft, ms(8_000));
    }

    #[test]
    fn movetime_nodes_and_infinite() {
        let b = Budget::new(
            &SearchLimits::movetime(Duration::from_millis(1000)),
            Color::White,
            Duration::from_millis(30),
            ALLOCATION,
        );
        assert_eq!(b.hard, ms(970));
        assert_eq!(b.soft, None);
        let b = Budget::new(
            &SearchLimits::nodes(500),
            Color::Black,
            Duration::ZERO,
            ALLOCATION,
        );
        assert_eq!(b.playouts, Some(500));
        assert!(
            Budget::new(
                &SearchLimits::infinite(),
                Color::White,
                Duration::ZERO,
                ALLOCATION
            )
            .until_stopped
        );
    }
}
