//! Time management: turns `go` limits into a soft limit (checked between iterations, scaled
//! by best-move stability and score drops) and a hard limit (checked every few thousand nodes
//! inside the search, so even a slow first iteration cannot lose on time).

use std::time::{Duration, Instant};

use crate::{chess::Color, engine::SearchLimits};

/// How many nodes pass between clock checks inside the search.
pub const CHECK_INTERVAL: u64 = 1024;

/// How a clock is shared out over the moves: the constants of the budget formula.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Allocation {
    /// Moves assumed to remain when the GUI gives no `movestogo`.
    pub moves_to_go: u32,
    /// The soft limit as a percentage of the base budget.
    pub soft_pct: u32,
    /// The share of the increment (percent) added to the base budget.
    pub increment_pct: u32,
    /// The hard limit as a multiple of the base budget.
    pub hard_multiple: u32,
}

impl Allocation {
    /// The base budget of one move: `available` shared over `moves_to_go` moves plus this
    /// allocation's share of the increment. The soft and hard limits are multiples of it.
    fn base(&self, available: Duration, inc: Duration, moves_to_go: u32) -> Duration {
        available / moves_to_go.max(1) + inc * self.increment_pct.min(100) / 100
    }

    /// The soft and hard limits of one move: the base budget times `soft_pct` and
    /// `hard_multiple`, the hard limit never past half of `available` (80 % with one move to
    /// go, since the clock is refilled after it) and the soft never past the hard.
    pub fn limits(
        &self,
        available: Duration,
        inc: Duration,
        moves_to_go: u32,
    ) -> (Duration, Duration) {
        let base = self.base(available, inc, moves_to_go);
        let ceiling = if moves_to_go <= 1 {
            available * 8 / 10
        } else {
            available / 2
        };
        let hard = (base * self.hard_multiple.max(1))
            .min(ceiling)
            .max(Duration::from_millis(1));
        let soft = (base * self.soft_pct / 100).min(hard);
        (soft, hard)
    }
}

impl Default for Allocation {
    /// The allocation of the strength levels (`Params::with_previous_search_constants`):
    /// a twenty-fifth of the clock, three quarters of the increment, the soft limit at 60 %
    /// of that.
    fn default() -> Allocation {
        Allocation {
            moves_to_go: 25,
            soft_pct: 60,
            increment_pct: 75,
            hard_multiple: 4,
        }
    }
}

/// The time budget of one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeManager {
    /// When the search (or the ponder hit) started.
    start: Instant,
    /// Stop starting new iterations after this (before scaling).
    soft: Option<Duration>,
    /// Stop at once after this.
    hard: Option<Duration>,
}

impl TimeManager {
    /// The budget for `limits` with `side` to move and `overhead` reserved per move for
    /// communication lag, with the default [`Allocation`]. `None` limits (depth, nodes,
    /// infinite, ponder) give no budget.
    pub fn new(limits: &SearchLimits, side: Color, overhead: Duration) -> TimeManager {
        TimeManager::with_allocation(limits, side, overhead, Allocation::default())
    }

    /// [`TimeManager::new`] with the constants of `allocation`.
    pub fn with_allocation(
        limits: &SearchLimits,
        side: Color,
        overhead: Duration,
        allocation: Allocation,
    ) -> TimeManager {
        let start = Instant::now();
        if limits.infinite {
            return TimeManager {
                start,
                soft: None,
                hard: None,
            };
        }
        if let Some(movetime) = limits.movetime {
            let budget = movetime
                .saturating_sub(overhead)
                .max(Duration::from_millis(1));
            return TimeManager {
                start,
                soft: Some(budget),
                hard: Some(budget),
            };
        }
        let (time, inc) = match side {
            Color::White => (limits.wtime, limits.winc),
            Color::Black => (limits.btime, limits.binc),
        };
        let Some(time) = time else {
            return TimeManager {
                start,
                soft: None,
                hard: None,
            };
        };
        let inc = inc.unwrap_or_default();
        // Keep the overhead in reserve, and never plan to use the last few milliseconds.
        let available = time.saturating_sub(overhead).max(Duration::from_millis(1));
        let moves_to_go = limits
            .movestogo
            .unwrap_or(allocation.moves_to_go)
            .clamp(1, 50);
        let (soft, hard) = allocation.limits(available, inc, moves_to_go);
        TimeManager {
            start,
            soft: Some(soft),
            hard: Some(hard),
        }
    }

    /// Restarts the clock (on `ponderhit`, the budget counts from then).
    pub fn restart(&mut self) {
        self.start = Instant::now();
    }

    /// Time since the start.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// The soft limit, if any.
    pub fn soft(&self) -> Option<Duration> {
        self.soft
    }

    /// The hard limit, if any.
    pub fn hard(&self) -> Option<Duration> {
        self.hard
    }

    /// Whether the hard limit has passed.
    pub fn hard_expired(&self) -> bool {
        self.hard.is_some_and(|hard| self.elapsed() >= hard)
    }

    /// Whether to start no new iteration: the soft limit scaled by `scale_pct` percent has
    /// passed (stability and score trends choose the scale), never beyond the hard limit.
    pub fn soft_expired(&self, scale_pct: u32) -> bool {
        let Some(soft) = self.soft else { return false };
        let mut limit = soft * scale_pct / 100;
        if let Some(hard) = self.hard {
            limit = limit.min(hard);
        }
        self.elapsed() >= limit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn sudden_death_uses_a_fraction() {
        let limits = SearchLimits {
            wtime: Some(ms(60_000)),
            btime: Some(ms(1)),
            ..Default::default()
        };
        let tm = TimeManager::new(&limits, Color::White, ms(10));
        let (soft, hard) = (tm.soft().expect("soft"), tm.hard().expect("hard"));
        assert!(soft < hard);
        assert!(soft >= ms(1_000) && soft <= ms(3_000), "{soft:?}");
        assert!(hard <= ms(30_000), "{hard:?}");
    }

    #[test]
    fn the_allocation_shapes_the_budget() {
        let limits = SearchLimits {
            wtime: Some(ms(10_000)),
            winc: Some(ms(100)),
            ..Default::default()
        };
        let default = TimeManager::new(&limits, Color::White, ms(0));
        let same =
            TimeManager::with_allocation(&limits, Color::White, ms(0), Allocation::default());
        assert_eq!((default.soft(), default.hard()), (same.soft(), same.hard()));
        // 10 s / 25 + 75 ms = 475 ms; soft 60 %, hard four times.
        assert_eq!(default.soft(), Some(ms(285)));
        assert_eq!(default.hard(), Some(ms(1_900)));
        let front_loaded = Allocation {
            moves_to_go: 18,
            soft_pct: 75,
            increment_pct: 100,
            hard_multiple: 4,
        };
        let tm = TimeManager::with_allocation(&limits, Color::White, ms(0), front_loaded);
        assert!(tm.soft().expect("soft") > default.soft().expect("soft"));
        // The hard limit never takes more than half the clock.
        let greedy = Allocation {
            moves_to_go: 8,
            hard_multiple: 8,
            ..front_loaded
        };
        let tm = TimeManager::with_allocation(&limits, Color::White, ms(0), greedy);
        assert_eq!(tm.hard(), Some(ms(5_000)));
    }

    #[test]
    fn tiny_clock_never_overruns() {
        for time in [1, 5, 20, 100] {
            let limits = SearchLimits {
                btime: Some(ms(time)),
                binc: Some(ms(10)),
                ..Default::default()
            };
            let tm = TimeManager::new(&limits, Color::Black, ms(30));
            let hard = tm.hard().expect("hard");
            assert!(hard <= ms(time.max(2)), "{time}: {hard:?}");
        }
    }

    #[test]
    fn last_move_before_control_and_movetime() {
        let limits = SearchLimits {
            wtime: Some(ms(10_000)),
            movestogo: Some(1),
            ..Default::default()
        };
        let tm = TimeManager::new(&limits, Color::White, ms(50));
        assert!(tm.hard().expect("hard") <= ms(7_960));
        let tm = TimeManager::new(&SearchLimits::movetime(ms(500)), Color::White, ms(50));
        assert_eq!((tm.soft(), tm.hard()), (Some(ms(450)), Some(ms(450))));
        let tm = TimeManager::new(&SearchLimits::depth(5), Color::White, ms(50));
        assert_eq!((tm.soft(), tm.hard()), (None, None));
        assert!(!tm.soft_expired(100) && !tm.hard_expired());
    }
}
